#include "mapsaving.h"

#include "io/mapfile.h"
#include "io/mapruleset.h"
#include "io/tiledfile.h"
#include "rules/rulesetlibrary.h"
#include "tiledtileset.h"
#include "view/vocabulary.h"

namespace hexstride {

QString saveMapByFormat(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset)
{
    if (!isTiledPath(path))
        return saveMapFile(map, path, customRuleset);
    // The tiles look as the map view draws them; without a ruleset, built-in looks for the ids.
    const RulesetLibrary library;
    const MapRulesetChoice chosen = rulesetForMap(map, customRuleset, path, library);
    const MapVocabulary vocabulary = vocabularyForMap(map, chosen.ruleset.get());
    const MapStyle style = MapStyle::build(map, vocabulary, QStringLiteral("en"));
    return saveTiledMap(map, path, customRuleset, tiledTilesetPng(map, style), vocabulary);
}

} // namespace hexstride
