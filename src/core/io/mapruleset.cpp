#include "mapruleset.h"

#include <QFileInfo>

namespace hexstride {

namespace {
/// A ruleset file rather than a bundled id: it names a folder or a JSON file.
bool looksLikeFile(const QString &choice)
{
    return choice.contains(QLatin1Char('/')) || choice.contains(QLatin1Char('\\'))
           || choice.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

MapRulesetChoice fromLoad(RulesetLoadResult loaded)
{
    MapRulesetChoice out;
    if (loaded.ruleset)
        out.ruleset = std::make_shared<const Ruleset>(std::move(*loaded.ruleset));
    else
        out.error = loaded.error;
    return out;
}
} // namespace

MapRulesetChoice rulesetForMap(const HexMap &map, const MapRulesetRef &custom,
                               const QString &mapPath, const RulesetLibrary &library,
                               const QString &choice)
{
    if (!choice.isEmpty() && looksLikeFile(choice))
        return fromLoad(loadRulesetFile(choice));
    if (choice.isEmpty() && !custom.isEmpty()) {
        MapRulesetChoice out = fromLoad(resolveCustomRuleset(custom, mapPath));
        out.custom = bool(out.ruleset);
        out.customFailed = !out.ruleset;
        return out;
    }
    MapRulesetChoice out;
    out.ruleset = library.ruleset(choice.isEmpty() ? map.rulesetId() : choice, &out.error);
    return out;
}

} // namespace hexstride
