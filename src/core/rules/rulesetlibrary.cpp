#include "rulesetlibrary.h"

#include "io/messagetext.h"

#include "rulesetloader.h"

#include <QCoreApplication>
#include <QDir>

namespace hexstride {

RulesetLibrary::RulesetLibrary() = default;

QStringList RulesetLibrary::ids() const
{
    QStringList out;
    const QStringList files = QDir(QStringLiteral(":/rulesets"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        out << f.chopped(5);
    return out;
}

std::shared_ptr<const Ruleset> RulesetLibrary::ruleset(const QString &id, QString *error) const
{
    if (const auto it = m_loaded.constFind(id); it != m_loaded.constEnd())
        return *it;
    if (!ids().contains(id)) {
        if (error)
            *error
                = QCoreApplication::translate("hexstride::RulesetLibrary", "unknown ruleset \"%1\"")
                      .arg(quotedInput(id));
        return nullptr;
    }
    RulesetLoadResult r
        = loadRulesetFile(QStringLiteral(":/rulesets/") + id + QStringLiteral(".json"));
    if (!r.ruleset) {
        if (error)
            *error = r.error;
        return nullptr;
    }
    auto shared = std::make_shared<const Ruleset>(std::move(*r.ruleset));
    m_loaded.insert(id, shared);
    return shared;
}

} // namespace hexstride
