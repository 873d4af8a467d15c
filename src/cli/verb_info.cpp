#include "clicommands.h"
#include "movementoptions.h"
#include "text/terminaltext.h"
#include "verbhelp.h"

#include "io/mapfile.h"
#include "io/mapruleset.h"
#include "io/messagetext.h"
#include "map/mapstats.h"
#include "rules/rulesetlibrary.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>

namespace hexstride::cli {

namespace {
QJsonObject countsJson(const IdTable &ids, const QList<int> &counts)
{
    QJsonObject o;
    for (int i = 0; i < ids.size(); ++i)
        o.insert(ids.id(i), counts.value(i));
    return o;
}

/// One line a terrain or feature, named as the ruleset names it in the output language (the
/// JSON keeps the ids); an id the ruleset does not know is shown as it is.
void printCounts(QTextStream &out, const QString &heading, const IdTable &ids,
                 const QList<FeatureDefinition> &definitions, const QList<int> &counts)
{
    const QString language = outputLanguage();
    QStringList names;
    qsizetype width = 0;
    for (int i = 0; i < ids.size(); ++i) {
        const auto known
            = std::find_if(definitions.begin(), definitions.end(),
                           [&](const FeatureDefinition &d) { return d.id == ids.id(i); });
        names << terminalText(known != definitions.end() ? known->name.in(language) : ids.id(i));
        width = std::max(width, names.last().size());
    }
    out << heading << '\n';
    for (int i = 0; i < ids.size(); ++i)
        out << "  " << names[i].leftJustified(std::max<qsizetype>(width, 16)) << ' '
            << QLocale().toString(counts.value(i)) << '\n';
}
} // namespace

int runInfo(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "hexstride::cli", "Shows a map's size, layout, label scheme and ruleset, and "
                          "counts its hexes per terrain and edges per feature."));
    parser.addHelpOption();
    const QCommandLineOption json(
        QStringLiteral("json"),
        QCoreApplication::translate("hexstride::cli", "Print the summary as JSON."));
    parser.addOption(json);
    parser.addPositionalArgument(
        QStringLiteral("MAP"),
        QCoreApplication::translate("hexstride::cli", "A .hexmap or .json map file."));
    if (const auto done = parseFixedArgs(
            parser, ctx, 1,
            QCoreApplication::translate("hexstride::cli", "info: expected one argument, MAP.")))
        return *done;
    const QStringList args = parser.positionalArguments();
    const MapLoadResult loaded = loadMapFile(args[0]);
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    const HexMap &map = *loaded.map;
    const MapStats stats = computeMapStats(map);
    // A ruleset of the map's own (made in the designer, a file) is named with where it is.
    const MapRulesetRef &own = loaded.customRuleset;
    const QString ownJson = own.isEmpty()             ? QString()
                            : !own.embedded.isEmpty() ? QStringLiteral("embedded")
                                                      : own.path;
    const QString rulesetText
        = own.isEmpty() ? terminalText(map.rulesetId())
          : !own.embedded.isEmpty()
              ? QCoreApplication::translate("hexstride::cli", "%1 (the map's own, embedded in it)")
                    .arg(terminalText(map.rulesetId()))
              : QCoreApplication::translate("hexstride::cli", "%1 (the map's own, file %2)")
                    .arg(terminalText(map.rulesetId()), terminalText(own.path));
    // Names come from the ruleset every verb uses; without it (a map's own ruleset that does not
    // load), the map's built-in look names each id by itself, and a warning says why.
    const RulesetLibrary library;
    const MapRulesetChoice chosen = rulesetForMap(map, own, args[0], library);
    if (chosen.customFailed)
        ctx.err << QCoreApplication::translate("hexstride::cli", "warning: %1")
                       .arg(terminalText(chosen.error))
                << '\n';
    if (parser.isSet(json)) {
        QJsonObject o{
            {QStringLiteral("file"), args[0]},
            {QStringLiteral("title"), map.title()},
            {QStringLiteral("ruleset"), map.rulesetId()},
            {QStringLiteral("width"), map.width()},
            {QStringLiteral("height"), map.height()},
            {QStringLiteral("hexes"), map.hexCount()},
            {QStringLiteral("orientation"), orientationId(map.grid().orientation)},
            {QStringLiteral("parity"), parityId(map.grid().parity)},
            {QStringLiteral("labels"), labelSchemeId(map.shape().labels)},
            {QStringLiteral("terrains"), countsJson(map.terrains(), stats.hexesPerTerrain)},
            {QStringLiteral("hexFeatures"),
             countsJson(map.hexFeatureIds(), stats.hexesPerHexFeature)},
            {QStringLiteral("edgeFeatures"),
             countsJson(map.edgeFeatureIds(), stats.edgesPerEdgeFeature)},
            {QStringLiteral("labelCount"), static_cast<int>(map.labels().size())},
            {QStringLiteral("unitCount"), static_cast<int>(map.units().size())},
            {QStringLiteral("planCount"), static_cast<int>(map.plans().size())},
        };
        if (!ownJson.isEmpty())
            o.insert(QStringLiteral("customRuleset"), ownJson);
        ctx.out << terminalJson(
            QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
        return Success;
    }
    ctx.out
        << QCoreApplication::translate("hexstride::cli", "File: %1").arg(quotedPath(args[0]))
        << '\n'
        << QCoreApplication::translate("hexstride::cli", "Title: %1").arg(terminalText(map.title()))
        << '\n'
        << QCoreApplication::translate("hexstride::cli", "Ruleset: %1").arg(rulesetText) << '\n'
        << QCoreApplication::translate("hexstride::cli", "Size: %1 × %2 (%n hex(es))", nullptr,
                                       map.hexCount())
               .arg(map.width())
               .arg(map.height())
        << '\n'
        << QCoreApplication::translate("hexstride::cli",
                                       "Orientation: %1; shifted by half a hex: %2")
               .arg(orientationName(map.grid().orientation),
                    shiftedLinesName(map.grid().orientation, map.grid().parity))
        << '\n'
        << QCoreApplication::translate("hexstride::cli", "Label scheme: %1")
               .arg(labelSchemeId(map.shape().labels))
        << '\n';
    const MapVocabulary vocabulary = vocabularyForMap(map, chosen.ruleset.get());
    printCounts(ctx.out, QCoreApplication::translate("hexstride::cli", "Hexes per terrain:"),
                map.terrains(), vocabulary.terrains, stats.hexesPerTerrain);
    printCounts(ctx.out, QCoreApplication::translate("hexstride::cli", "Hexes per hex feature:"),
                map.hexFeatureIds(), vocabulary.hexFeatures, stats.hexesPerHexFeature);
    printCounts(ctx.out, QCoreApplication::translate("hexstride::cli", "Edges per edge feature:"),
                map.edgeFeatureIds(), vocabulary.edgeFeatures, stats.edgesPerEdgeFeature);
    ctx.out << QCoreApplication::translate("hexstride::cli", "Labels: %1, units: %2, plans: %3")
                   .arg(map.labels().size())
                   .arg(map.units().size())
                   .arg(map.plans().size())
            << '\n';
    return Success;
}

} // namespace hexstride::cli
