// check: the map check — what a referee would want to fix, each problem with its hex label.
#include "movementoptions.h"

#include "map/mapcheck.h"
#include "rules/ruleset.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
QString trK(const char *text)
{
    return QCoreApplication::translate("hexstride::cli", text);
}
} // namespace

VerbOutput runCheck(const HexMap &map, const RulesetLibrary &library, bool json)
{
    QString why;
    const auto ruleset = library.ruleset(map.rulesetId(), &why);
    // Water is what the vocabulary draws with waves, as in the app's check.
    const MapVocabulary vocabulary = vocabularyForMap(map, ruleset.get());
    MapCheckOptions options = MapCheckOptions::fromVocabulary(vocabulary, waterTerrainIds(vocabulary));
    // Known terrains are the ruleset's own (the map's vocabulary lists every id the map uses);
    // without a ruleset there is nothing to compare with, so that check is skipped.
    options.knownTerrains.clear();
    if (ruleset) {
        for (const FeatureDefinition &t : ruleset->vocabulary.terrains)
            options.knownTerrains << t.id;
    }
    const std::vector<MapProblem> problems = checkMap(map, options);

    VerbOutput out;
    out.exitCode = problems.empty() ? Success : BadInput;
    if (!ruleset)
        out.err = trK("Note: ruleset \"%1\" is not available (%2); terrains are not checked against it.\n")
                      .arg(map.rulesetId(), why);
    if (json) {
        QJsonArray all;
        for (const MapProblem &p : problems) {
            QJsonObject o{{QStringLiteral("kind"), problemKindId(p.kind)},
                          {QStringLiteral("hex"), map.label(p.hex)},
                          {QStringLiteral("message"), p.message}};
            if (p.edge) {
                const auto [a, b] = hexesOf(*p.edge);
                const Hex other = a == p.hex ? b : a;
                o.insert(QStringLiteral("edge"), QJsonObject{{QStringLiteral("hex"), map.label(p.hex)},
                                                             {QStringLiteral("dir"),
                                                              directionName(map.grid().orientation, directionTo(p.hex, other))}});
            }
            all << o;
        }
        out.out = jsonText(QJsonObject{{QStringLiteral("ruleset"), map.rulesetId()},
                                       {QStringLiteral("count"), int(problems.size())},
                                       {QStringLiteral("problems"), all}});
        return out;
    }
    for (const MapProblem &p : problems)
        out.out += p.message + QLatin1Char('\n');
    out.out += problems.empty() ? trK("No problems found.\n")
                                : QCoreApplication::translate("hexstride::cli", "%n problem(s) found.\n", nullptr,
                                                              int(problems.size()));
    return out;
}

int runCheckVerb(VerbContext &ctx)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(trK(
        "Checks a map for what a referee would want to fix: fords and bridges without a river, roads "
        "into the water, land cut off from all other land, terrains the ruleset does not know. "
        "Each problem names its hex. Exit code 0 when the map is clean, 1 when problems are found."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), trK("The map file."));
    parser.addOption({QStringLiteral("json"), trK("Print JSON.")});
    std::optional<HexMap> map;
    if (const auto done = parseMovementVerb(parser, ctx, 1, {}, nullptr, map))
        return *done;
    RulesetLibrary library;
    return printOutput(ctx, runCheck(*map, library, parser.isSet(QStringLiteral("json"))));
}

} // namespace hexstride::cli
