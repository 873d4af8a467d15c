// units: list, add, edit and remove a map's units (armies) from the command line, so a referee
// sets up a game without editing the map file by hand (docs/cli.md).
#include "movementoptions.h"
#include "text/filltext.h"
#include "verbhelp.h"

#include "exporting/mapsaving.h"

#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "movement/movementrules.h"
#include "movement/turnordersfile.h"
#include "movement/unitrules.h"
#include "rules/rulesetlibrary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

QStringList unitNames(const HexMap &map)
{
    QStringList names;
    for (const MapUnit &u : map.units())
        names << u.name;
    return names;
}

/// Empty when an orders line can name a unit of this name, else why not (naming it).
QString nameProblem(const QString &name)
{
    const QString problem = ordersLineNameProblem(name);
    return problem.isEmpty() ? problem : CliText::tr("\"%1\": %2").arg(quotedInput(name), problem);
}

/// "side West", or "no side" for a unit without one (probe20 U01: "side , 0 troop figures").
QString sideText(const MapUnit &unit)
{
    return unit.side.isEmpty() ? CliText::tr("no side") : CliText::tr("side %1").arg(unit.side);
}

QString listUnits(const HexMap &map, bool json)
{
    if (json) {
        QJsonArray units;
        for (const MapUnit &u : map.units()) {
            QJsonObject profile;
            for (auto it = u.profile.begin(); it != u.profile.end(); ++it)
                profile.insert(it.key(), it.value());
            units << QJsonObject{{QStringLiteral("name"), u.name},
                                 {QStringLiteral("side"), u.side},
                                 {QStringLiteral("hex"), map.label(u.hex)},
                                 {QStringLiteral("figures"), u.figures},
                                 {QStringLiteral("profile"), profile}};
        }
        return jsonText(QJsonObject{{QStringLiteral("units"), units}});
    }
    QString out;
    for (const MapUnit &u : map.units()) {
        QStringList options;
        for (auto it = u.profile.begin(); it != u.profile.end(); ++it)
            options << it.key() + QLatin1Char('=') + it.value();
        out += fillText(CliText::tr("%1 | %2 | %3 | %4, %5 troop figures"),
                        {u.name, map.label(u.hex), options.join(QLatin1Char(' ')), sideText(u),
                         u.figures})
               + QLatin1Char('\n');
    }
    out += CliText::tr("%n unit(s).", nullptr, int(map.units().size())) + QLatin1Char('\n');
    return out;
}

/// Applies the options of add/edit to `unit` (units[self] of the map, -1: a new one); an error
/// message when one does not fit.
QString applyOptions(const QCommandLineParser &parser, const HexMap &map,
                     const MovementRules &rules, MapUnit &unit, qsizetype self)
{
    if (parser.isSet(QStringLiteral("side"))) {
        unit.side = parser.value(QStringLiteral("side")).trimmed();
        // "--side ''" made a side-less unit without a word (probe16 Q04): a unit added without
        // --side has no side.
        if (unit.side.isEmpty())
            return CliText::tr("--side: give a side's name");
        // As the map reader will check it: no twin of another side of the map (probe15 P12).
        if (const QString bad
            = unitSideProblemAmong(unit.side, map.units(), self, sidesNamedBesideUnits(map));
            !bad.isEmpty())
            return CliText::tr("--side \"%1\": %2").arg(quotedInput(unit.side), bad);
    }
    if (parser.isSet(QStringLiteral("hex"))) {
        const auto hex = map.parseLabel(parser.value(QStringLiteral("hex")));
        if (!hex)
            return CliText::tr("--hex: %1")
                .arg(map.labelProblem(parser.value(QStringLiteral("hex"))));
        unit.hex = *hex;
    }
    if (parser.isSet(QStringLiteral("figures"))) {
        bool ok = false;
        const int figures = parser.value(QStringLiteral("figures")).toInt(&ok);
        if (!ok || figures < 0 || figures > kMaxUnitFigures)
            return fillText(
                CliText::tr("--figures \"%1\": expected a whole number from 0 to %2"),
                {quotedInput(parser.value(QStringLiteral("figures"))), kMaxUnitFigures});
        unit.figures = figures;
    }
    UnitProfile profile = unit.profile;
    if (const QString bad = parseUnitArgs(parser.values(QStringLiteral("unit")), profile);
        !bad.isEmpty())
        return bad;
    if (const QString bad = rules.checkProfile(profile); !bad.isEmpty())
        return CliText::tr("--unit: %1").arg(bad);
    unit.profile = profile;
    QString why = startProblem(rules, map, unit.hex, unit.profile, outputLanguage());
    // Set up as `check` checks it: a unit placed into another's hex where the ruleset allows
    // one unit a hex (probe20 U01). A unit that stays where it stands keeps its hex (`self`).
    if (why.isEmpty())
        why = crowdedHexProblem(rules, map, unit, self);
    if (!why.isEmpty())
        return CliText::tr("%1: the unit may not stand in %2: %3")
            .arg(quotedInput(unit.name), map.label(unit.hex), why);
    return {};
}

} // namespace

int runUnitsVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Lists, adds, edits or removes a map's units (armies): list MAP; add MAP NAME --side S "
        "--hex H [--figures N] [--unit KEY=VALUE…]; edit MAP NAME [--name NEW] [--side S] [--hex "
        "H] [--figures N] [--unit KEY=VALUE…]; remove MAP NAME. The map is saved in place (or to "
        "--output), atomically."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("ACTION"),
                                 CliText::tr("list, add, edit or remove."));
    parser.addPositionalArgument(QStringLiteral("MAP"), CliText::tr("The map file."));
    parser.addPositionalArgument(QStringLiteral("NAME"), CliText::tr("The unit's name."),
                                 QStringLiteral("[NAME]"));
    parser.addOption(
        {QStringLiteral("side"), CliText::tr("The unit's side."), QStringLiteral("SIDE")});
    parser.addOption(
        {QStringLiteral("hex"), CliText::tr("The hex it stands in."), QStringLiteral("HEX")});
    parser.addOption(
        {QStringLiteral("figures"), CliText::tr("Its troop figures."), QStringLiteral("N")});
    parser.addRepeatableOption({QStringLiteral("unit"),
                                CliText::tr("A unit option of the ruleset (repeatable)."),
                                QStringLiteral("KEY=VALUE")});
    parser.addOption(
        {QStringLiteral("name"), CliText::tr("edit: a new name."), QStringLiteral("NEW")});
    parser.addOption({QStringLiteral("output"),
                      CliText::tr("Save the changed map here instead of in place."),
                      QStringLiteral("OUT")});
    parser.addOption({QStringLiteral("json"), CliText::tr("list: print JSON.")});
    if (const auto done = parseVerbWithActions(parser, ctx))
        return *done;
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const QStringList actions{QStringLiteral("list"), QStringLiteral("add"), QStringLiteral("edit"),
                              QStringLiteral("remove")};
    const int expected = action == QLatin1String("list") ? 2 : 3;
    if (!actions.contains(action) || args.size() != expected) {
        ctx.err << CliText::tr("units: expected list MAP, or add, edit or remove MAP NAME") << '\n';
        return BadUsage;
    }
    const QString mapPath = args[1];
    QStringList tiledFiles; // a Tiled map's tilesets and tile pictures
    MapLoadResult loaded = loadMapAndItsFiles(mapPath, tiledFiles);
    if (!loaded.map) {
        ctx.err << loaded.error << '\n';
        return BadInput;
    }
    HexMap map = std::move(*loaded.map);
    if (action == QLatin1String("list")) {
        ctx.out << listUnits(map, parser.isSet(QStringLiteral("json")));
        return Success;
    }
    const QString name = args[2];
    const qsizetype index = map.unitIndex(name);
    const auto fail = [&ctx](const QString &message) {
        ctx.err << message << '\n';
        return int(BadInput);
    };
    if (action != QLatin1String("add") && index < 0)
        return fail(CliText::tr("%1: no unit of the map has this name (did you mean \"%2\"?)")
                        .arg(quotedInput(name), nearestName(name, unitNames(map))));
    QString done;
    if (action == QLatin1String("remove")) {
        // The unit's plans go with it (plansAfterUnitEdit, as in the app), named: the
        // referee's plans went without a word (probe16 Q07).
        QStringList gone;
        for (const MovementPlan &plan : map.plans()) {
            if (plan.unit == name)
                gone << QLatin1Char('"') + quotedInput(plan.name) + QLatin1Char('"');
        }
        map.plans() = plansAfterUnitEdit(map.plans(), map.units()[index], nullptr);
        map.units().removeAt(index);
        done = gone.isEmpty()
                   ? CliText::tr("%1 removed.").arg(name)
                   : CliText::tr("%1 removed, with its %n plan(s): %2.", nullptr, int(gone.size()))
                         .arg(name, gone.join(QStringLiteral(", ")));
    } else {
        RulesetLibrary library;
        VerbOutput error;
        const auto ruleset
            = verbRuleset(map, library, QString(), loaded.customRuleset, mapPath, &error);
        if (!ruleset)
            return fail(error.err.trimmed());
        const MovementRules rules(ruleset);
        MapUnit unit = index >= 0 ? map.units()[index] : MapUnit{name, {}, {}, {}, 0};
        if (action == QLatin1String("add")) {
            if (index >= 0)
                return fail(CliText::tr("%1: the map already has a unit of this name")
                                .arg(quotedInput(name)));
            if (!parser.isSet(QStringLiteral("hex")))
                return fail(CliText::tr("units add: give the unit's hex with --hex"));
        }
        if (parser.isSet(QStringLiteral("name")))
            unit.name = parser.value(QStringLiteral("name")).trimmed();
        if (const QString bad = nameProblem(unit.name); !bad.isEmpty())
            return fail(bad);
        if (unit.name != name && map.unitIndex(unit.name) >= 0)
            return fail(CliText::tr("%1: the map already has a unit of this name")
                            .arg(quotedInput(unit.name)));
        if (const QString twin = unitNameTwin(unit.name, map.units(), index); !twin.isEmpty())
            return fail(twin);
        // A new name only: an unchanged one is the map's as it was read.
        if (const QString clash = unit.name != name || index < 0
                                      ? unitNamePlanClash(unit.name, map.plans())
                                      : QString();
            !clash.isEmpty())
            return fail(clash);
        if (const QString bad = applyOptions(parser, map, rules, unit, index); !bad.isEmpty())
            return fail(bad);
        if (index >= 0) {
            // The unit's plans follow its new name, hex and profile, as in the app.
            map.plans() = plansAfterUnitEdit(map.plans(), map.units()[index], &unit);
            map.units()[index] = unit;
            done = fillText(CliText::tr("%1 changed: %2, %3, %4 troop figures."),
                            {unit.name, map.label(unit.hex), sideText(unit), unit.figures});
        } else {
            map.units() << unit;
            done = fillText(CliText::tr("%1 added: %2, %3, %4 troop figures."),
                            {unit.name, map.label(unit.hex), sideText(unit), unit.figures});
        }
    }
    const QString output
        = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output")) : mapPath;
    if (output != mapPath) {
        if (const auto refused = checkMapOutputFormat(ctx, output))
            return *refused;
    }
    MapRulesetRef rules = loaded.customRuleset;
    // The map itself is this verb's to edit in place (through a link too, as an editor saves);
    // the files it names are not, nor is --output written through a link.
    // The format follows OUT's suffix, as convert's does: a Tiled map stays a Tiled map
    // (probe12 P03).
    if (const QString problem = mapOutputProblem(
            output, mapInputFiles(map, rules, mapPath) + tiledFiles, mapPath, output == mapPath);
        !problem.isEmpty())
        return fail(problem);
    if (output != mapPath)
        rebaseMapReferences(map, rules, mapPath, output);
    if (const QString error = saveMapByFormat(map, output, rules); !error.isEmpty())
        return fail(error);
    ctx.out << done << '\n';
    return Success;
}

} // namespace hexstride::cli
