#include "tiledfile.h"

#include "customruleset.h"
#include "map/labellimit.h"
#include "mappaths.h"
#include "messagetext.h"
#include "movement/turnoutputs.h"
#include "rules/rulesetlibrary.h"
#include "safefile.h"
#include "text/filltext.h"
#include "text/terminaltext.h"
#include "text/textlines.h"
#include "tileddata.h"
#include "tiledtmj.h"
#include "tiledtmx.h"
#include "utf8textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace hexstride {

namespace {
bool isJsonPath(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("tmj"), Qt::CaseInsensitive) == 0;
}

/// The error of a ruleset id asked for that names no bundled ruleset, or empty.
QString unknownRulesetProblem(const RulesetLibrary &library, const QString &id)
{
    if (id.isEmpty() || library.ids().contains(id))
        return {};
    return tiled::TiledText::tr("ruleset \"%1\": no bundled ruleset has this id (bundled: %2)")
        .arg(quotedInput(id), library.ids().join(QStringLiteral(", ")));
}

/// The ruleset the imported map ends up with: its own, else the bundled one it names; null when
/// it cannot be read (opening the map says so).
std::shared_ptr<const Ruleset> importedRuleset(const RulesetLibrary &library,
                                               const tiled::ImportResult &imported,
                                               const QString &mapName)
{
    if (imported.customRuleset.isEmpty())
        return library.ruleset(imported.map->rulesetId());
    RulesetLoadResult custom = resolveCustomRuleset(imported.customRuleset, mapName);
    if (!custom.ruleset)
        return nullptr;
    return std::make_shared<const Ruleset>(std::move(*custom.ruleset));
}

QString idList(const QList<FeatureDefinition> &definitions)
{
    QStringList ids;
    for (const FeatureDefinition &d : definitions)
        ids << d.id;
    return ids.join(QStringLiteral(", "));
}

/// A warning for each feature class of the Tiled map that the ruleset lacks (it becomes a
/// feature of the map's own, drawn in a made-up look), naming the object that first has it.
QStringList unknownFeatureWarnings(const Ruleset &ruleset, const tiled::ImportResult &imported)
{
    QStringList out;
    const MapVocabulary &v = ruleset.vocabulary;
    for (auto it = imported.edgeFeaturePlaces.cbegin(); it != imported.edgeFeaturePlaces.cend();
         ++it) {
        if (!v.edgeFeature(it.key()))
            out.append(
                tiled::TiledText::tr("%1: class \"%2\" is no hex-side feature of the "
                                     "ruleset \"%3\" (its hex-side features: %4); it is "
                                     "read as a feature of the map's own")
                    .arg(it.value(), quotedInput(it.key()), ruleset.id, idList(v.edgeFeatures)));
    }
    for (auto it = imported.hexFeaturePlaces.cbegin(); it != imported.hexFeaturePlaces.cend();
         ++it) {
        if (!v.hexFeature(it.key()))
            out.append(
                tiled::TiledText::tr("%1: class \"%2\" is no hex feature of the ruleset "
                                     "\"%3\" (its hex features: %4); it is read as a "
                                     "feature of the map's own")
                    .arg(it.value(), quotedInput(it.key()), ruleset.id, idList(v.hexFeatures)));
    }
    return out;
}

/// The first entry of the tile map that names a terrain the imported map's ruleset lacks, as
/// an error naming the entry's line; empty when every entry is a terrain of it (or there is no
/// ruleset to check against).
QString tileMapProblem(const Ruleset *ruleset, const tiled::ImportOptions &options)
{
    if (options.tileMap.isEmpty() || !ruleset)
        return {};
    for (auto it = options.tileMap.cbegin(); it != options.tileMap.cend(); ++it) {
        if (ruleset->vocabulary.terrain(it->terrain))
            continue;
        const QString place = it->place.isEmpty() ? tiled::TiledText::tr("tile map") : it->place;
        return tiled::TiledText::tr("%1: \"%2 = %3\": the ruleset \"%4\" has no terrain \"%3\" "
                                    "(its terrains: %5)")
            .arg(place, quotedInput(it.key()), quotedInput(it->terrain), ruleset->id,
                 idList(ruleset->vocabulary.terrains));
    }
    return {};
}
} // namespace

bool isTiledPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("tmx") || suffix == QLatin1String("tmj");
}

QString tiledDefaultRulesetId()
{
    return RulesetLibrary().ids().value(0);
}

QString tiledTilesetImageName(const QString &mapPath)
{
    return QFileInfo(mapPath).completeBaseName() + QStringLiteral(".terrains.png");
}

MapLoadResult loadTiledData(const QByteArray &data, const QString &name, const QString &baseDir,
                            bool json, const tiled::ImportOptions &options,
                            QList<tiled::TileTerrain> *tileTerrains, QStringList *tilesetFiles)
{
    const auto failure = [&](const QString &why) {
        return MapLoadResult{
            std::nullopt, QStringLiteral("%1: %2").arg(quotedPath(name), why), {}, {}, {}};
    };
    const RulesetLibrary library;
    if (const QString e = unknownRulesetProblem(library, options.rulesetId); !e.isEmpty())
        return MapLoadResult{std::nullopt, e, {}, {}, {}};
    if (data.isEmpty())
        return failure(QCoreApplication::translate("hexstride::io", "the file is empty"));
    tiled::Map t;
    QString error;
    if (!(json ? tiled::readTmj(data, baseDir, t, error) : tiled::readTmx(data, baseDir, t, error)))
        return failure(error);
    if (tilesetFiles) {
        for (const tiled::Tileset &ts : std::as_const(t.tilesets))
            if (!ts.file.isEmpty())
                tilesetFiles->append(ts.file);
    }
    tiled::ImportOptions opt = options;
    if (opt.rulesetId.isEmpty())
        opt.rulesetId = tiledDefaultRulesetId();
    // A class names a terrain only when it is one of the ruleset given (probe17 R03: "grass",
    // "Forest", "lava" became terrains no rule knows, and the tile map went unused); any name,
    // when none is given (docs/file-format.md).
    if (opt.knownTerrains.isEmpty() && !options.rulesetId.isEmpty()) {
        if (const auto ruleset = library.ruleset(opt.rulesetId)) {
            for (const FeatureDefinition &terrain : ruleset->vocabulary.terrains)
                opt.knownTerrains.append(terrain.id);
        }
    }
    if (opt.title.isEmpty())
        opt.title = QFileInfo(name).completeBaseName();
    tiled::ImportResult r = tiled::fromTiled(t, opt, error);
    if (!r.map)
        return failure(error);
    if (const QString problem = labelTooLongProblem(*r.map); !problem.isEmpty())
        return failure(problem);
    const auto ruleset = importedRuleset(library, r, name);
    if (const QString e = tileMapProblem(ruleset.get(), opt); !e.isEmpty())
        return MapLoadResult{std::nullopt, e, {}, {}, {}};
    if (tileTerrains)
        *tileTerrains = r.tileTerrains;
    if (ruleset)
        r.warnings.append(unknownFeatureWarnings(*ruleset, r));
    QStringList warnings;
    for (const QString &w : std::as_const(r.warnings))
        warnings.append(QStringLiteral("%1: %2").arg(quotedPath(name), w));
    // The tiles' pictures give colours only: one that is no regular file is not read (the
    // reader of the pictures refuses it too), and the map is whole without it.
    QStringList refused;
    for (const tiled::TileTerrain &tile : std::as_const(r.tileTerrains)) {
        if (tile.image.isEmpty() || refused.contains(tile.image))
            continue;
        if (const QString problem = safefile::namedFileProblem(tile.image); !problem.isEmpty()) {
            refused.append(tile.image);
            warnings.append(QCoreApplication::translate(
                                "hexstride::io", "%1: tileset image: %2; its tiles' colours are "
                                                 "not read")
                                .arg(quotedPath(name), problem));
        }
    }
    return {std::move(r.map), QString(), warnings, r.customRuleset, r.tileTerrains};
}

MapLoadResult loadTiledMap(const QString &path, const tiled::ImportOptions &options,
                           QList<tiled::TileTerrain> *tileTerrains, QStringList *tilesetFiles)
{
    QByteArray bytes;
    QString error;
    if (!safefile::readFileBounded(path, safefile::kMaxMapBytes, bytes, error))
        return {std::nullopt, error, {}, {}, {}};
    MapLoadResult result = loadTiledData(bytes, path, QFileInfo(path).absolutePath(),
                                         isJsonPath(path), options, tileTerrains, tilesetFiles);
    // The paths the "hexstride" property carries get the checks a .json map's paths get.
    if (result.map)
        result.warnings.append(backgroundPathWarnings(*result.map, path));
    return result;
}

QString saveTiledMap(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset,
                     const QByteArray &tilesetPng, const MapVocabulary &vocabulary)
{
    const QString image = tiledTilesetImageName(path);
    const tiled::Map t = tiled::toTiled(map, customRuleset, image, vocabulary);
    // The map and its picture all or none (probe 15, P11): a map that cannot be written (a
    // folder or a FIFO in its place, a full disk) neither leaves nor replaces the picture.
    QList<TurnOutputFile> files;
    if (!tilesetPng.isEmpty())
        files << TurnOutputFile(QFileInfo(path).dir().filePath(image), tilesetPng);
    files << TurnOutputFile(path, isJsonPath(path) ? tiled::writeTmj(t) : tiled::writeTmx(t));
    return writeTurnOutputs(files);
}

bool readTileMap(const QString &path, QMap<QString, tiled::TileMapEntry> &out, QString &error)
{
    const std::optional<QString> text = readUtf8TextFile(path, safefile::kMaxOrdersBytes, error);
    if (!text)
        return false;
    const QStringList lines = textLines(*text);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // Asked of comments too: what an editor shows as the next line is no comment (R11).
        if (const QString problem = lineBreakInsideProblem(lines[i]); !problem.isEmpty()) {
            error = fillText(QStringLiteral("%1:%2: %3"), {quotedPath(path), i + 1, problem});
            return false;
        }
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const QString name = line.left(eq).trimmed(), terrain = line.mid(eq + 1).trimmed();
        if (eq < 0 || name.isEmpty() || terrain.isEmpty()) {
            error = fillText(
                tiled::TiledText::tr("%1:%2: expected NAME = TERRAIN, e.g. \"tile 7 = forest\""),
                {quotedPath(path), i + 1});
            return false;
        }
        const QString place = fillText(QStringLiteral("%1:%2"), {quotedPath(path), i + 1});
        if (out.contains(name)) {
            error = tiled::TiledText::tr("%1: \"%2\" is mapped already, at %3")
                        .arg(place, quotedInput(name), out.value(name).place);
            return false;
        }
        out.insert(name, tiled::TileMapEntry{terrain, place});
    }
    return true;
}

QStringList tiledExportLosses(const HexMap &map, const QString &path)
{
    QStringList out;
    if (!path.endsWith(QLatin1String(".tmx"), Qt::CaseInsensitive))
        return out;
    // XML 1.0's Char: tab, LF, CR and U+0020 on; U+FFFE and U+FFFF are no characters either.
    const auto xmlCannotHold = [](QChar c) {
        const char16_t u = c.unicode();
        return (u < 0x20 && u != u'\t' && u != u'\n' && u != u'\r') || u == 0xfffe || u == 0xffff;
    };
    for (const MapLabel &label : map.labels()) {
        if (std::any_of(label.text.cbegin(), label.text.cend(), xmlCannotHold))
            out << tiled::TiledText::tr("label \"%1\" in %2: XML cannot hold its control "
                                        "characters; the .tmx file has the label without them")
                       .arg(terminalText(quotedInput(label.text)), map.label(label.hex));
    }
    return out;
}

QStringList tiledLimitations(const HexMap &map, const MapRulesetRef &customRuleset)
{
    QStringList out;
    if (!map.units().isEmpty())
        out.append(tiled::TiledText::tr("%n unit(s)", nullptr, int(map.units().size())));
    if (!map.plans().isEmpty())
        out.append(tiled::TiledText::tr("%n movement plan(s)", nullptr, int(map.plans().size())));
    if (!customRuleset.isEmpty())
        out.append(tiled::TiledText::tr("the map's own ruleset"));
    out.append(tiled::TiledText::tr("the ruleset id and the map's title"));
    return out;
}

} // namespace hexstride
