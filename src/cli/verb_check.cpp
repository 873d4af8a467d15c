// check: the map check — what a referee would want to fix, each problem with its hex label.
#include "movementoptions.h"

#include "io/mapruleset.h"
#include "io/messagetext.h"
#include "map/mapcheck.h"
#include "movement/unitrules.h"
#include "rules/ruleset.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

VerbOutput runCheck(const HexMap &map, const RulesetLibrary &library, bool json,
                    const MapRulesetRef &customRuleset, const QString &mapPath)
{
    VerbOutput out;
    // The ruleset every verb uses (rulesetForMap). The check reports problems, so a map's own
    // ruleset that does not load is one of them, and the bundled ruleset of its id stands in.
    MapRulesetChoice chosen = rulesetForMap(map, customRuleset, mapPath, library);
    if (chosen.customFailed) {
        out.err = CliText::tr("Note: %1; the bundled ruleset \"%2\" is used instead.\n")
                      .arg(chosen.error, map.rulesetId());
        chosen = rulesetForMap(map, {}, mapPath, library);
    }
    const std::shared_ptr<const Ruleset> ruleset = chosen.ruleset;
    const QString why = chosen.error;
    // Without a ruleset there is nothing to compare terrains with, so that check is skipped.
    // The plans and profiles that resolve would refuse are among the problems (kind
    // units-and-plans), found by the same core function as the app's Map Check dock's.
    const std::vector<MapProblem> problems = checkMapAndUnits(
        map, mapCheckOptions(map, ruleset.get(), outputLanguage()), ruleset, outputLanguage());

    // Problems the referee marked as reviewed in the app (kept in the map) are not failures.
    const int reviewed = int(std::count_if(problems.begin(), problems.end(),
                                           [](const MapProblem &p) { return p.reviewed; }));
    const int open = int(problems.size()) - reviewed;
    out.exitCode = open == 0 ? Success : BadInput;
    if (!ruleset)
        out.err += CliText::tr("Note: ruleset \"%1\" is not available (%2); terrains are not "
                               "checked against it.\n")
                       .arg(quotedInput(map.rulesetId()), why);
    if (json) {
        QJsonArray all;
        for (const MapProblem &p : problems) {
            QJsonObject o{{QStringLiteral("kind"), problemKindId(p.kind)},
                          {QStringLiteral("message"), p.message},
                          {QStringLiteral("reviewed"), p.reviewed}};
            // A plan's or profile's problem has no hex: its message names its place.
            if (p.kind != MapProblemKind::UnitsAndPlans)
                o.insert(QStringLiteral("hex"), map.label(p.hex));
            if (p.edge) {
                const auto [a, b] = hexesOf(*p.edge);
                const Hex other = a == p.hex ? b : a;
                o.insert(
                    QStringLiteral("edge"),
                    QJsonObject{{QStringLiteral("hex"), map.label(p.hex)},
                                {QStringLiteral("dir"), directionName(map.grid().orientation,
                                                                      directionTo(p.hex, other))}});
            }
            all << o;
        }
        out.out = jsonText(
            QJsonObject{{QStringLiteral("ruleset"), ruleset ? ruleset->id : map.rulesetId()},
                        {QStringLiteral("count"), int(problems.size())},
                        {QStringLiteral("open"), open},
                        {QStringLiteral("problems"), all}});
        return out;
    }
    for (const MapProblem &p : problems) {
        if (!p.reviewed)
            out.out += p.message + QLatin1Char('\n');
    }
    if (open > 0)
        out.out += QCoreApplication::translate("hexstride::cli", "%n problem(s) found.\n", nullptr,
                                               open);
    else if (reviewed == 0)
        out.out += CliText::tr("No problems found.\n");
    else
        out.out += CliText::tr("No open problems.\n");
    if (reviewed > 0)
        out.out += QCoreApplication::translate(
            "hexstride::cli", "%n problem(s) marked as reviewed in the map, not listed.\n", nullptr,
            reviewed);
    return out;
}

int runCheckVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Checks a map for what a referee would want to fix: hex-side features an import found "
        "recorded from one hex only, fords and bridges without a river, roads "
        "into the water, land cut off from all other land, terrains the ruleset does not know. "
        "Each problem names its hex. Problems marked as reviewed in the app's Map Check are "
        "counted, not listed. Exit code 0 when no open problem is left, 1 otherwise."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("MAP"), CliText::tr("The map file."));
    parser.addOption({QStringLiteral("json"), CliText::tr("Print JSON.")});
    std::optional<HexMap> map;
    MapRulesetRef customRuleset;
    if (const auto done = parseMovementVerb(parser, ctx, 1, {}, nullptr, map, &customRuleset))
        return *done;
    RulesetLibrary library;
    return printOutput(ctx, runCheck(*map, library, parser.isSet(QStringLiteral("json")),
                                     customRuleset, parser.positionalArguments().first()));
}

} // namespace hexstride::cli
