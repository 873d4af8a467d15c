#include "mapsaving.h"

#include "io/mapfile.h"
#include "io/mapruleset.h"
#include "io/safefile.h"
#include "io/tiledfile.h"
#include "rules/rulesetlibrary.h"
#include "tiledtileset.h"
#include "view/vocabulary.h"

#include <QDir>
#include <QFileInfo>

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

QStringList mapOutputFiles(const QString &path)
{
    QStringList files{path};
    if (isTiledPath(path))
        files << QFileInfo(path).dir().filePath(tiledTilesetImageName(path));
    return files;
}

QString mapOutputProblem(const QString &path, const QStringList &inputs, const QString &mapPath,
                         bool editInPlace)
{
    const QStringList files = mapOutputFiles(path);
    for (qsizetype i = 0; i < files.size(); ++i) {
        QStringList against = inputs;
        if (i == 0) {
            if (editInPlace)
                continue;
            against.removeAll(mapPath); // rewritten in place: read whole, written atomically
        } else {
            against << mapPath; // the picture never replaces the map (probe12 P02)
        }
        if (const QString problem = safefile::outputOverInputProblem(files.at(i), against);
            !problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace hexstride
