#include "rulesetargument.h"

#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace hexstride::cli {

std::shared_ptr<const Ruleset> loadRulesetArgument(const QString &name, QString *error)
{
    if (const QFileInfo file(name); file.exists() && !file.isDir()) {
        RulesetLoadResult r = loadRulesetFile(name);
        if (!r.ruleset) {
            *error = r.error;
            return nullptr;
        }
        return std::make_shared<const Ruleset>(std::move(*r.ruleset));
    }
    RulesetLibrary library;
    QString why;
    auto ruleset = library.ruleset(name, &why);
    if (!ruleset)
        *error = why.isEmpty() ? QCoreApplication::translate(
                                     "hexstride::cli", "No ruleset file or bundled ruleset \"%1\".")
                                     .arg(name)
                               : why;
    return ruleset;
}

} // namespace hexstride::cli
