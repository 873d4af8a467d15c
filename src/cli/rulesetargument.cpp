#include "rulesetargument.h"

#include "io/messagetext.h"
#include "io/safefile.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetloader.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace hexstride::cli {

std::shared_ptr<const Ruleset> loadRulesetArgument(const QString &name, QString *error)
{
    // A name with a folder, or ending in .json, is a file (docs/cli.md): a folder there is no
    // ruleset, said so, not "unknown ruleset" (probe 11, N13). A bare id stays an id.
    const bool aPath = name.contains(QLatin1Char('/')) || name.endsWith(QLatin1String(".json"));
    if (const QFileInfo file(name); aPath && file.isDir()) {
        *error = safefile::notRegularFileProblem(name);
        return nullptr;
    } else if (file.exists()) {
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
                                     .arg(quotedInput(name))
                               : why;
    return ruleset;
}

} // namespace hexstride::cli
