#include "unitrules.h"

#include "rules/rulesetlimits.h"
#include "turnresolver.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct DestinationsText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::Destinations)
};
} // namespace

std::optional<StepTrace> setupProblem(const MovementRules &rules, const HexMap &map,
                                      const MapUnit &unit)
{
    if (!rules.ruleset().setupRequiresEnterable || !map.contains(unit.hex))
        return std::nullopt;
    // Entering the hex from itself: its own terrain and features decide, no edge, no rise.
    const auto model = rules.model(map, unit.profile);
    StepFacts f = model->facts(map, unit.hex, unit.hex, 0);
    f.edge = 0;
    StepTrace trace;
    if (model->evaluate(f, &trace) >= 0)
        return std::nullopt;
    return trace;
}

QString startProblem(const MovementRules &rules, const HexMap &map, Hex start,
                     const UnitProfile &profile, const QString &language)
{
    const auto trace = setupProblem(rules, map, MapUnit{QString(), QString(), start, profile, 0});
    if (!trace)
        return {};
    return trace->isEmpty() ? DestinationsText::tr("the unit cannot enter this terrain")
                            : formatTraceItem(trace->last(), language);
}

bool allowsOneUnitAHex(const MovementRules &rules)
{
    return rules.ruleset().turns.sequence.onePerHex;
}

QString crowdedHexProblem(const MovementRules &rules, const HexMap &map, const MapUnit &unit,
                          qsizetype self)
{
    if (!allowsOneUnitAHex(rules))
        return {};
    for (qsizetype i = 0; i < map.units().size(); ++i) {
        const MapUnit &other = map.units()[i];
        if (i == self || other.hex != unit.hex)
            continue;
        const QString side = other.side.isEmpty() ? DestinationsText::tr("no side") : other.side;
        return DestinationsText::tr("%1 (%2) stands there, and the ruleset allows one unit a hex: "
                                    "choose another hex, or move %1 first")
            .arg(other.name, side);
    }
    return {};
}

std::vector<MapProblem> setupProblems(const MovementRules &rules, const HexMap &map,
                                      const QString &language)
{
    std::vector<MapProblem> out;
    for (const MapUnit &u : map.units()) {
        const QString why = startProblem(rules, map, u.hex, u.profile, language);
        if (!why.isEmpty())
            out.push_back(MapProblem{
                MapProblemKind::ForbiddenStart, u.hex, std::nullopt,
                DestinationsText::tr("%1: %2 may not start here, where it could not enter: %3")
                    .arg(map.label(u.hex), u.name, why)});
    }
    if (allowsOneUnitAHex(rules)) {
        // One unit a hex (strategic-commanders §1.3): a map or a written turn with two breaks it.
        QMap<int, QStringList> byHex; // hex index → the names there, in map order
        for (const MapUnit &u : map.units()) {
            if (map.contains(u.hex))
                byHex[map.indexOf(u.hex)] << u.name;
        }
        for (auto it = byHex.cbegin(); it != byHex.cend(); ++it) {
            if (it.value().size() < 2)
                continue;
            const Hex h = map.hexAtIndex(it.key());
            out.push_back(MapProblem{
                MapProblemKind::CrowdedHex, h, std::nullopt,
                DestinationsText::tr("%1: %2 stand in one hex, where the ruleset allows one unit")
                    .arg(map.label(h), it.value().join(QStringLiteral(", ")))});
        }
    }
    return out;
}

QStringList unitProfileProblems(const MovementRules &rules, const HexMap &map)
{
    QStringList out;
    for (qsizetype i = 0; i < map.units().size(); ++i) {
        if (const QString why = rules.checkProfile(map.units()[i].profile); !why.isEmpty())
            out << QStringLiteral("units[%1].profile: %2").arg(i).arg(why);
    }
    for (qsizetype i = 0; i < map.plans().size(); ++i) {
        if (const QString why = rules.checkProfile(map.plans()[i].profile); !why.isEmpty())
            out << QStringLiteral("plans[%1].profile: %2").arg(i).arg(why);
    }
    return out;
}

std::vector<MapProblem> unitAndPlanProblems(const HexMap &map,
                                            const std::shared_ptr<const Ruleset> &ruleset)
{
    QStringList messages;
    if (ruleset) {
        // Read by resolve's own function, so no plan passes that the turn refuses (probe15 P15).
        turnOrdersFromPlans(*ruleset, map, &messages);
        messages << unitProfileProblems(MovementRules(ruleset), map);
    } else {
        messages = planUnitProblems(map);
    }
    std::vector<MapProblem> out;
    out.reserve(std::size_t(messages.size()));
    for (const QString &m : std::as_const(messages))
        out.push_back(MapProblem{MapProblemKind::UnitsAndPlans, Hex{}, std::nullopt, m});
    return out;
}

std::vector<MapProblem> checkMapAndUnits(const HexMap &map, const MapCheckOptions &options,
                                         const std::shared_ptr<const Ruleset> &ruleset,
                                         const QString &language)
{
    std::vector<MapProblem> problems = checkMap(map, options);
    if (ruleset) {
        const std::vector<MapProblem> setup = setupProblems(MovementRules(ruleset), map, language);
        problems.insert(problems.end(), setup.begin(), setup.end());
    }
    const std::vector<MapProblem> plans = unitAndPlanProblems(map, ruleset);
    problems.insert(problems.end(), plans.begin(), plans.end());
    return problems;
}

QList<int> movementOrder(const Ruleset &ruleset, const QList<std::pair<QString, QString>> &units)
{
    const QStringList &sides = ruleset.turns.sideOrder;
    static const QRegularExpression number(QStringLiteral("(\\d+)"));
    auto numberOf = [&](int i) {
        const auto m = number.match(units[i].second);
        return m.hasMatch() ? m.captured(1).toLongLong() : std::numeric_limits<long long>::max();
    };
    auto sideOf = [&](int i) {
        const auto s = sides.indexOf(units[i].first);
        return s < 0 ? sides.size() : s;
    };
    const bool byNumber = ruleset.turns.withinSideOrder == QLatin1String("number");
    QList<int> order;
    for (int i = 0; i < units.size(); ++i)
        order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        if (sideOf(a) != sideOf(b))
            return sideOf(a) < sideOf(b);
        return byNumber && numberOf(a) < numberOf(b);
    });
    return order;
}

QList<MapUnit> movementSequence(const Ruleset &ruleset, QList<MapUnit> units)
{
    QList<std::pair<QString, QString>> keys;
    for (const MapUnit &u : std::as_const(units))
        keys << std::pair<QString, QString>{u.side, u.name};
    QList<MapUnit> out;
    for (int i : movementOrder(ruleset, keys))
        out << units[i];
    return out;
}

int rangeInHexes(const Ruleset &ruleset, const UnitProfile &profile, const QString &rangeSuffix)
{
    const UnitProfile full = ruleset.withDefaults(profile);
    for (const RangeRule &r : ruleset.ranges) {
        if (!r.id.endsWith(rangeSuffix) || !profileMatches(r.when, ruleset.namedConditions, full))
            continue;
        return wholeHexesFromScaleUnits(r.value, ruleset.scale);
    }
    return -1;
}

QList<Hex> hexesInRange(const MovementRules &rules, const HexMap &map, Hex centre,
                        const UnitProfile &profile, const QString &rangeSuffix)
{
    QList<Hex> out;
    const int n = rangeInHexes(rules.ruleset(), profile, rangeSuffix);
    for (int q = -n; q <= n; ++q) {
        for (int r = std::max(-n, -q - n); r <= std::min(n, -q + n); ++r) {
            const Hex h{centre.q + q, centre.r + r};
            if (!(q == 0 && r == 0) && map.contains(h))
                out << h;
        }
    }
    return out;
}

DestinationCheck checkDestination(const MovementRules &rules, const HexMap &map, Hex from, Hex to,
                                  const UnitProfile &profile)
{
    DestinationCheck out;
    const Ruleset &r = rules.ruleset();
    const UnitProfile full = r.withDefaults(profile);
    for (const DestinationRule &d : r.destinations) {
        if (!profileMatches(d.when, r.namedConditions, full))
            continue;
        out.rule = &d;
        if (!map.contains(to)) {
            out.reason = DestinationsText::tr("the destination is not on the map");
            return out;
        }
        if (d.maxDistance >= 0 && distance(from, to) > d.maxDistance) {
            out.reason
                = DestinationsText::tr("the destination is %1 hexes away; at most %2 allowed")
                      .arg(distance(from, to))
                      .arg(d.maxDistance);
            return out;
        }
        if (map.contains(from)
            && d.forbidStartTerrains.contains(map.terrains().id(map.terrain(from)))) {
            out.reason = DestinationsText::tr("this move may not start from %1")
                             .arg(map.terrains().id(map.terrain(from)));
            return out;
        }
        const QString terrain = map.terrains().id(map.terrain(to));
        if (d.forbidTerrains.contains(terrain)) {
            out.reason = DestinationsText::tr("the destination may not be %1").arg(terrain);
            return out;
        }
        if (!d.requireHexFeatures.isEmpty()) {
            bool found = false;
            for (const QString &f : d.requireHexFeatures) {
                const int bit = map.hexFeatureIds().indexOf(f);
                found = found || (bit >= 0 && (map.hexFeatures(to) >> bit) & 1u);
            }
            if (!found) {
                out.reason = DestinationsText::tr("the destination must be one of: %1")
                                 .arg(d.requireHexFeatures.join(QStringLiteral(", ")));
                return out;
            }
        }
        out.allowed = true;
        return out;
    }
    return out;
}

} // namespace hexstride
