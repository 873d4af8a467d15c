#include "turnresolver.h"

#include "destinationmoves.h"
#include "encounters.h"
#include "io/messagetext.h"
#include "map/labelscheme.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "rules/conditions.h"
#include "sidepassage.h"
#include "text/filltext.h"
#include "turnresolver_p.h"
#include "unitrules.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <random>

namespace hexstride {

namespace turnresolver {

namespace {
struct ResolverText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TurnResolver)
};

/// Where the units stand while they move one after another: a working copy of the map whose
/// units are moved as each finishes (so that the next sees them), and an index of who stands
/// where (an occupant is found without scanning every unit).
struct Board
{
    HexMap map;
    QList<int> mapUnitOf;  ///< per turn unit: its index in map.units()
    QList<int> turnUnitOf; ///< per map unit: the turn unit, or -1 (a stationary unit)
    QList<bool> gone;      ///< per map unit: overrun
    std::optional<UnitIndex> index;
    bool scan = false; ///< find units by scanning (the benchmark's baseline)
    /// Per hex (UnitIndex's key): the reason of the last stop made there. The next unit stopped
    /// there by the same army shares it (a quarter of a big turn's 82,000 stops: 5 MB).
    QHash<quint64, SharedTraceItem> lastStop;

    Board(const HexMap &m, const QList<UnitState> &units, const Ruleset &r, bool scanUnits)
        : map(m)
        , scan(scanUnits)
    {
        QHash<QString, QList<int>> byName;
        map.units().reserve(map.units().size() + units.size()); // grown once, not copied on
        mapUnitOf.reserve(units.size());
        for (int i = 0; i < map.units().size(); ++i)
            byName[map.units()[i].name] << i;
        for (const UnitState &u : units) {
            QList<int> &same = byName[u.in->name];
            int found = -1;
            if (!same.isEmpty()) {
                found = same.takeFirst();
            } else {
                found = int(map.units().size());
                map.units() << MapUnit{u.in->name, u.in->side, u.in->start, u.in->profile,
                                       u.in->figures};
            }
            map.units()[found].hex = u.in->start;
            mapUnitOf << found;
        }
        turnUnitOf.fill(-1, map.units().size());
        for (int t = 0; t < mapUnitOf.size(); ++t)
            turnUnitOf[mapUnitOf[t]] = t;
        gone.fill(false, map.units().size());
        index.emplace(map, r.defend ? r.defend->option : QString());
    }
    /// The units on `h`.
    QList<int> at(Hex h) const
    {
        if (!scan)
            return index->at(h);
        QList<int> out;
        for (int i = 0; i < map.units().size(); ++i) {
            if (map.units()[i].hex == h && !gone[i])
                out << i;
        }
        return out;
    }
    void move(int mapUnit, Hex to)
    {
        index->move(mapUnit, map.units()[mapUnit].hex, to);
        map.units()[mapUnit].hex = to;
    }
    void remove(int mapUnit)
    {
        index->remove(mapUnit, map.units()[mapUnit].hex);
        gone[mapUnit] = true;
        // Off the board: the units that move later no longer meet it. Far enough that no hex
        // is its neighbour, near enough that distance() to any hex stays within int (at
        // INT_MIN / 2 the third axial coordinate alone overflows).
        map.units()[mapUnit].hex = Hex{-(1 << 28), -(1 << 28)};
    }
};

/// The map as the turn sees it: a unit of the map given orders stands where its orders start
/// it, with the options and troop figures of its orders (per-turn options make it the same unit
/// as a mover and as an obstacle). Empty when the map already says so (no copy).
std::optional<HexMap> mapForTurn(const HexMap &map, const QList<TurnOrders> &orders)
{
    std::optional<HexMap> out;
    QHash<QString, int> byName;
    byName.reserve(map.units().size());
    for (int i = 0; i < map.units().size(); ++i) {
        if (!byName.contains(map.units()[i].name)) // the first of a name, as the board takes it
            byName.insert(map.units()[i].name, i);
    }
    for (const TurnOrders &o : orders) {
        const auto at = byName.constFind(o.name);
        if (at == byName.cend())
            continue;
        const MapUnit &u = map.units()[*at];
        if (u.hex == o.start && u.profile == o.profile && u.figures == o.figures)
            continue;
        if (!out)
            out.emplace(map);
        MapUnit &turn = out->units()[*at];
        turn.hex = o.start;
        turn.profile = o.profile;
        turn.figures = o.figures;
    }
    return out;
}

/// The units of the map that have no orders this turn: they stand where they are (no orders),
/// in map order. Each is in its side's report, gives sight and meets the movers like a unit
/// given orders.
QList<TurnOrders> standingUnits(const HexMap &map, const QList<TurnOrders> &orders)
{
    QSet<QString> ordered;
    ordered.reserve(orders.size());
    for (const TurnOrders &o : orders)
        ordered.insert(o.name);
    QList<TurnOrders> out;
    for (const MapUnit &u : map.units()) {
        if (ordered.contains(u.name))
            continue;
        ordered.insert(u.name); // the first of a name, as the board takes it
        out << TurnOrders{u.name, u.side, u.figures, u.hex, u.profile, {}, {}, {}};
    }
    return out;
}

/// The order units move in: by sides and numbers (alternating), units matching `first` before
/// the others, else the order given.
QList<int> sequenceOf(const Ruleset &r, const QList<UnitState> &units)
{
    QList<int> order;
    if (r.turns.sequence.kind == SequenceKind::AlternatingSides) {
        QList<std::pair<QString, QString>> keys;
        for (const UnitState &u : units)
            keys << std::pair<QString, QString>{u.in->side, u.in->name};
        order = movementOrder(r, keys);
    } else {
        for (int i = 0; i < units.size(); ++i)
            order << i;
    }
    if (const auto &first = r.turns.sequence.first) {
        std::stable_partition(order.begin(), order.end(), [&](int i) {
            return profileMatches(*first, r.namedConditions, r.withDefaults(units[i].in->profile));
        });
    }
    return order;
}

/// Whether a unit that entered a hex at step `k` goes on to leave it: a later step of its move
/// goes to another hex. A rest (the hold order) is no attempt to leave (pbm-strategic §6.5).
bool triesToLeave(const PlanResult &plan, qsizetype k)
{
    for (qsizetype j = k + 1; j < plan.steps.size(); ++j) {
        const PlannedStep &next = plan.steps[j];
        if (next.status != StepStatus::Ok)
            return false;
        if (next.from != next.to)
            return true;
    }
    return false;
}

/// One unit's move in a sequence; with encounters, the stops on the way.
void moveOne(TurnContext &c, Board &b, int unit, bool encounters)
{
    const TurnOrders &u = *c.units[unit].in;
    ResolvedUnit &res = c.out.units[unit];
    const int self = b.mapUnitOf[unit];
    if (b.gone[self] || !u.joins.isEmpty())
        return; // overrun before its move; or it moves with the army it joined
    const Hex start = b.map.units()[self].hex;
    res.plan = evaluateUnit(c.rules, b.map, c.index, u, start, u.orders.size());
    res.start = start;
    res.end = res.plan.end;
    res.ordersUsed = int(u.orders.size());
    EncounterBoard board{b.map,
                         {},
                         b.turnUnitOf,
                         [&b](int m) { b.remove(m); },
                         [&b](int m) { return bool(b.gone[m]); }};
    // A character meets and is met only where a move ends (pbm-strategic §1.4): `passing`, the
    // units a mover that goes on meets, leaves them out.
    const Ruleset &r = c.rules.ruleset();
    const auto othersOn = [&](Hex h, bool passing) {
        QList<int> out;
        for (int m : b.at(h)) {
            if (m != self && !b.gone[m]
                && !(passing && meetsOnlyAtDestination(r, b.map.units()[m].profile)))
                out << m;
        }
        return out;
    };
    const bool travels = meetsOnlyAtDestination(r, u.profile);
    bool leftStart = false;
    for (int k = 0; encounters && k < res.plan.steps.size(); ++k) {
        const PlannedStep s = res.plan.steps[k];
        if (s.status != StepStatus::Ok)
            break;
        std::optional<EncounterStopped> stopped;
        if (!leftStart && s.from != s.to) { // its first step out of the hex it started in
            leftStart = true;
            if (r.turns.sequence.startTogetherStops && !travels) {
                board.unitsIn = othersOn(s.from, true);
                stopped = leaveStartHex(c, board, unit, k);
            }
        }
        if (!stopped) {
            const bool leaves = triesToLeave(res.plan, k);
            if (s.from == s.to || !mayMeet(r, s) || (travels && leaves))
                continue;
            board.unitsIn = othersOn(s.to, leaves);
            stopped = meetInHex(c, board, unit, k, leaves);
        }
        if (stopped) {
            const Hex at = stopped->beforeHex ? s.from : s.to;
            const TraceItem reason{
                TraceItem::Kind::Stopped,
                stopped->ruleId,
                ownLabel(ResolverText::tr("stopped in %1 (%2)").arg(c.map.label(at), stopped->by)),
                {},
                {},
                {},
                0,
                0};
            SharedTraceItem &last = b.lastStop[(quint64(quint32(at.q)) << 32) | quint32(at.r)];
            if (!last || *last != reason)
                last = reason;
            cutOrders(c, unit, b.map, start, stopped->beforeHex ? k : k + 1, last);
            break;
        }
    }
    b.move(self, res.end);
    for (int j : c.joiners.value(unit)) {
        if (!b.gone[b.mapUnitOf[j]])
            b.move(b.mapUnitOf[j], res.end);
    }
}

/// Per unit, the units that joined it; a joins= that names no other unit of the turn, or an
/// army of another side (the orders reader refuses it, probe16 Q02), is none.
QMap<int, QList<int>> joinersOf(const QList<TurnOrders> &orders)
{
    QMap<int, QList<int>> out;
    if (std::all_of(orders.cbegin(), orders.cend(),
                    [](const TurnOrders &o) { return o.joins.isEmpty(); }))
        return out; // nobody joins: no look-up of 100,000 names
    QHash<QString, int> byName;
    for (int i = 0; i < orders.size(); ++i)
        byName.insert(orders[i].name, i);
    for (int i = 0; i < orders.size(); ++i) {
        const int army = orders[i].joins.isEmpty() ? -1 : byName.value(orders[i].joins, -1);
        if (army >= 0 && army != i && orders[army].side == orders[i].side)
            out[army] << i;
    }
    return out;
}

/// The units that joined an army end the turn where it ends it, and fall with it when it is
/// overrun (pbm-strategic §1.3 with §6.5, which kills the characters of an overrun army).
void moveJoiners(TurnContext &c)
{
    // In the armies' order, as when every unit had its list.
    for (auto it = c.joiners.cbegin(); it != c.joiners.cend(); ++it) {
        const ResolvedUnit &a = c.out.units[it.key()];
        for (int j : it.value()) {
            ResolvedUnit &w = c.out.units[j];
            w.end = w.plan.end = a.end;
            w.removed = w.removed || a.removed;
            w.joined = a.name;
        }
    }
}
} // namespace

QString TurnContext::decide(TurnDecision d, bool rollable)
{
    // The id is made for the answer and the roll, not held by each of a big turn's decisions.
    const QString id = out.decisionId(d);
    const QString answer = choices.decisions.value(id);
    if (!answer.isEmpty() && d.choices.contains(answer)) {
        d.chosen = answer;
        d.source = QStringLiteral("decision");
    } else if (rollable && choices.seed && !d.choices.isEmpty()) {
        std::mt19937 rng(rollSeed(*choices.seed, id));
        std::uniform_int_distribution<int> die(0, int(d.choices.size()) - 1);
        d.chosen = d.choices[die(rng)];
        d.source = QStringLiteral("seed");
    } else if (rollable) {
        d.source = QStringLiteral("open"); // for the players' dice
    } else {
        d.chosen = d.choices.value(0);
        d.source = QStringLiteral("default");
    }
    out.decisions << d;
    return d.chosen;
}

quint32 rollSeed(quint32 seed, const QString &id)
{
    quint32 h = 2166136261u ^ seed; // FNV-1a over the id: stable across runs and platforms
    for (const QChar ch : id) {
        h ^= ch.unicode();
        h *= 16777619u;
    }
    return h;
}

PlanResult evaluateUnit(const MovementRules &rules, const HexMap &map, const UnitIndex *index,
                        const TurnOrders &u, Hex start, qsizetype orderCount)
{
    PlanContext ctx;
    ctx.side = u.side;
    ctx.units = index;
    return evaluateOrders(rules, map, start, u.orders.mid(0, orderCount), u.profile, ctx);
}

void cutOrders(TurnContext &c, int unit, const HexMap &map, Hex start, qsizetype keep,
               const SharedTraceItem &reason)
{
    ResolvedUnit &res = c.out.units[unit];
    const TurnOrders &u = *c.units[unit].in;
    const PlanResult before = res.plan;
    res.plan = evaluateUnit(c.rules, map, c.index, u, start, keep);
    res.plan.steps.reserve(u.orders.size());
    for (qsizetype k = keep; k < u.orders.size(); ++k) {
        PlannedStep s = k < before.steps.size() ? before.steps[k] : PlannedStep{};
        s.cost.reset();
        s.total = res.plan.total;
        s.clearTraces();
        s.status = k == keep ? StepStatus::Blocked : StepStatus::NotExecuted;
        s.reason = k == keep ? reason : notExecutedReason();
        res.plan.steps << s;
    }
    res.end = res.plan.end;
    res.ordersUsed = int(keep);
}

} // namespace turnresolver

using namespace turnresolver;

int TurnResolution::unitIndex(const QString &name) const
{
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].name == name)
            return i;
    }
    return -1;
}

QString TurnResolution::decisionId(const TurnDecision &d) const
{
    if (!d.id.isEmpty())
        return d.id;
    const QString hex
        = HexLabeler(shape.labels, shape.width, shape.height).label(shape.grid.toOffset(d.hex));
    if (d.kind == QLatin1String("first-blocker"))
        return QStringLiteral("first-blocker:%1:%2").arg(hex, decisionIdName(d.unit));
    return QStringLiteral("%1:%2:%3:%4")
        .arg(d.kind, hex, decisionIdName(d.unit), decisionIdName(d.units.value(1)));
}

QString decisionIdName(const QString &name)
{
    if (!name.contains(QLatin1Char(':')) && !name.contains(QLatin1Char('\\')))
        return name;
    QString out = name;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char(':'), QLatin1String("\\:"));
    return out;
}

QString contestRuleId(const ContestCriterion &criterion)
{
    const QString prefer
        = criterion.preferMore ? QStringLiteral("more-") : QStringLiteral("fewer-");
    if (criterion.key == QLatin1String("mpRemaining"))
        return prefer + QStringLiteral("mp-left");
    if (criterion.key == QLatin1String("dailyMp"))
        return prefer + QStringLiteral("daily-mp");
    return prefer + criterion.key;
}

/// The units' moves (resolveTurn without the battles).
/// With `owned` (the orders given, this call's to change), a unit's parsed orders are released
/// once its move is final (one after another: after its move).
static TurnResolution resolveMoves(const MovementRules &rules, const HexMap &mapGiven,
                                   const QList<TurnOrders> &ordersGiven, const TurnChoices &choices,
                                   const QString &language, QList<TurnOrders> *owned = nullptr)
{
    const std::optional<HexMap> adjusted = mapForTurn(mapGiven, ordersGiven);
    const HexMap &map = adjusted ? *adjusted : mapGiven;
    TurnResolution out;
    out.rulesetId = rules.ruleset().id;
    out.shape = map.shape();
    QList<UnitState> units;
    const Ruleset &ruleset = rules.ruleset();
    const SequenceKind kind = ruleset.turns.sequence.kind;
    // Every unit of the map is in the turn, after those given orders. Moving one after another,
    // those that stand are units of the turn (they meet the movers, may be overrun); moving all
    // at once they are obstacles on the map as before and join the result as they stood.
    const QList<TurnOrders> standing = standingUnits(map, ordersGiven);
    const bool standingMove = kind != SequenceKind::Simultaneous && !standing.isEmpty();
    const bool releasing = owned && kind != SequenceKind::Simultaneous;
    if (releasing) {
        // The units below point into the list: it is detached (made this call's own) before,
        // never while they do.
        owned->detach();
        if (standingMove)
            *owned += standing;
    }
    const QList<TurnOrders> joined
        = standingMove && !releasing ? ordersGiven + standing : QList<TurnOrders>();
    // One of three lists, not a copy (the units point into it).
    const QList<TurnOrders> &orders = releasing ? *owned : standingMove ? joined : ordersGiven;
    std::optional<UnitIndex> index; // everyone moves from where they stand on the map given
    units.reserve(orders.size() + standing.size());
    out.units.reserve(orders.size() + standing.size());
    if (kind == SequenceKind::Simultaneous && !choices.scanUnits)
        index.emplace(map, ruleset.defend ? ruleset.defend->option : QString());
    QList<PlanResult> alone; // where all move at once; the units point into it
    if (kind == SequenceKind::Simultaneous)
        alone.reserve(orders.size());
    for (const TurnOrders &o : orders) {
        UnitState s{&o, nullptr};
        ResolvedUnit r;
        r.name = o.name;
        r.side = o.side;
        r.start = o.start;
        r.end = r.plan.end = o.start; // until it moves
        r.figures = o.figures;
        if (kind == SequenceKind::Simultaneous) {
            // Everyone moves at once from where they stand: each alone first.
            alone << evaluateUnit(rules, map, index ? &*index : nullptr, o, o.start,
                                  o.orders.size());
            s.alone = &alone.last();
            r.plan = *s.alone;
            r.end = r.plan.end;
            r.ordersUsed = int(o.orders.size());
        }
        units << s;
        out.units << r;
    }
    TurnContext c{rules, map, choices, language, out, units};
    c.meetingsLeft = kMaxTurnMeetings + kMaxMeetingsPerArmy * out.units.size();
    c.joiners = joinersOf(orders);
    if (kind == SequenceKind::Simultaneous) {
        c.index = index ? &*index : nullptr;
        resolveSimultaneous(c);
        moveJoiners(c);
        for (const TurnOrders &o : standing) {
            ResolvedUnit r;
            r.name = o.name;
            r.side = o.side;
            r.figures = o.figures;
            r.start = r.end = r.plan.end = o.start;
            out.units << r;
        }
        return out;
    }
    Board board(map, units, ruleset, choices.scanUnits);
    c.index = choices.scanUnits ? nullptr : &*board.index;
    out.moveOrder = sequenceOf(ruleset, units);
    for (int i : std::as_const(out.moveOrder)) {
        moveOne(c, board, i, kind == SequenceKind::Encounters);
        if (releasing) // its plan is made: the parsed orders are no longer read
            (*owned)[i].orders = {};
        if (c.crowdedAt) {
            out.refused = fillText(
                ResolverText::tr("too many armies meet in %1: the turn's armies would meet more "
                                 "than %2 times (%3, and %4 more for each of its %5 armies); "
                                 "the turn is not resolved"),
                {c.map.label(*c.crowdedAt),
                 kMaxTurnMeetings + kMaxMeetingsPerArmy * out.units.size(), kMaxTurnMeetings,
                 kMaxMeetingsPerArmy, out.units.size()});
            return out;
        }
    }
    moveJoiners(c);
    return out;
}

namespace {
/// The hexes where hostile units stand together after the turn.
QList<TurnBattle> battlesAfterTurn(const Ruleset &r, const MapSides &sides,
                                   const QList<ResolvedUnit> &units)
{
    QHash<quint64, qsizetype> battleAt; // by hex: index into `hexes`
    QList<TurnBattle> hexes;
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].removed)
            continue;
        const Hex h = units[i].end;
        const quint64 key = (quint64(quint32(h.q)) << 32) | quint32(h.r);
        const auto at = battleAt.constFind(key);
        if (at == battleAt.cend()) {
            battleAt.insert(key, hexes.size());
            hexes << TurnBattle{h, {i}};
        } else {
            hexes[*at].units << i;
        }
    }
    QList<TurnBattle> out;
    for (const TurnBattle &b : std::as_const(hexes)) {
        // Whether two units fight depends on their sides only: the distinct sides of the hex
        // are compared pairwise, not every pair of units (probe 10: 100,000 armies of one side
        // in one hex made this quadratic).
        QStringList present;
        QSet<QString> seen;
        for (int u : b.units) {
            if (!seen.contains(units[u].side)) {
                seen.insert(units[u].side);
                present << units[u].side;
            }
        }
        bool battle = false;
        for (qsizetype a = 0; !battle && a < present.size(); ++a) {
            for (qsizetype o = a + 1; !battle && o < present.size(); ++o)
                battle = !sidesPass(r, sides, present[a], present[o]);
        }
        if (battle)
            out << b;
    }
    return out;
}
} // namespace

TurnResolution resolveTurn(const MovementRules &rules, const HexMap &map,
                           const QList<TurnOrders> &orders, const TurnChoices &choices,
                           const QString &language)
{
    TurnResolution out = resolveMoves(rules, map, orders, choices, language);
    out.battles = battlesAfterTurn(rules.ruleset(), map.sides(), out.units);
    return out;
}

TurnResolution resolveTurn(const MovementRules &rules, const HexMap &map,
                           QList<TurnOrders> &&orders, const TurnChoices &choices,
                           const QString &language)
{
    QList<TurnOrders> owned = std::move(orders);
    TurnResolution out = resolveMoves(rules, map, owned, choices, language, &owned);
    owned = {}; // what is left of the orders goes before the battles are found
    out.battles = battlesAfterTurn(rules.ruleset(), map.sides(), out.units);
    return out;
}

QStringList planUnitProblems(const HexMap &map, QList<bool> *bad)
{
    QStringList out;
    if (bad)
        bad->fill(false, map.plans().size());
    QHash<QString, const MapUnit *> unitByName;
    unitByName.reserve(map.units().size());
    // probe16 Q03: "aragorn" (or "Аragorn", Cyrillic А) beside the unit "Aragorn", and plans
    // "Raid" and "RAID", are two armies or two plans to the program and one to the eye: names
    // are told apart by their look-alike key, as units', sides and players' are.
    QHash<QString, QString> unitNameByKey;
    for (const MapUnit &u : map.units()) {
        unitByName.insert(u.name, &u);
        unitNameByKey.insert(lookAlikeKey(u.name), u.name);
    }
    QHash<QString, qsizetype> planByKey;
    // The army each plan becomes in the turn, by name: its unit, or the plan's own name.
    QHash<QString, qsizetype> armyPlan;
    for (qsizetype i = 0; i < map.plans().size(); ++i) {
        const MovementPlan &plan = map.plans()[i];
        const QString path = QStringLiteral("plans[%1]").arg(i);
        QString problem;
        const MapUnit *unit = plan.unit.isEmpty() ? nullptr : unitByName.value(plan.unit);
        const QString army = plan.unit.isEmpty() ? plan.name : plan.unit;
        const QString key = lookAlikeKey(plan.name);
        if (!plan.unit.isEmpty() && !unit) {
            problem = ResolverText::tr("%1.unit: \"%2\" is no unit of the map")
                          .arg(path, quotedInput(plan.unit));
        } else if (const QString bad = plan.unit.isEmpty() ? unitNameProblem(plan.name) : QString();
                   !bad.isEmpty()) {
            // A plan without a unit moves as an army of its name, a unit of the map after the
            // turn: its name is held to a unit's rules (probe13 Q02).
            problem = ResolverText::tr("%1.name: %2").arg(path, bad);
        } else if (plan.unit.isEmpty() && unitByName.contains(plan.name)) {
            problem = ResolverText::tr("%1: the plan has no unit, but its name \"%2\" is a "
                                       "unit's: give it \"unit\": \"%2\"")
                          .arg(path, quotedInput(plan.name));
        } else if (const QString twin = plan.unit.isEmpty() ? unitNameByKey.value(key) : QString();
                   !twin.isEmpty()) {
            problem = ResolverText::tr("%1.name: \"%2\" reads as \"%3\", a unit's name, but is "
                                       "written otherwise: give the plan a name that reads "
                                       "differently, or \"unit\": \"%3\"")
                          .arg(path, quotedInput(plan.name), quotedInput(twin));
        } else if (const auto it = armyPlan.constFind(army); it != armyPlan.cend()) {
            problem = fillText(
                ResolverText::tr("%1: \"%2\" already moves by plans[%3]: one plan an army"),
                {path, quotedInput(army), *it});
        } else if (const auto earlier = planByKey.constFind(key); earlier != planByKey.cend()) {
            const QString other = map.plans()[*earlier].name;
            problem
                = other == plan.name
                      ? fillText(ResolverText::tr("%1.name: \"%2\" is already the name of "
                                                  "plans[%3]: give each plan a name of its own"),
                                 {path, quotedInput(plan.name), *earlier})
                      : fillText(ResolverText::tr("%1.name: \"%2\" reads as \"%3\", the name of "
                                                  "plans[%4], but is written otherwise: give the "
                                                  "two plans names that read differently"),
                                 {path, quotedInput(plan.name), quotedInput(other), *earlier});
        } else if (unit && unit->hex != plan.start && map.contains(plan.start)) {
            problem = ResolverText::tr("%1.start: %2 is not where its unit \"%3\" stands (%4)")
                          .arg(path, map.label(plan.start), quotedInput(unit->name),
                               map.label(unit->hex));
        }
        if (!armyPlan.contains(army))
            armyPlan.insert(army, i);
        if (!planByKey.contains(key))
            planByKey.insert(key, i);
        if (problem.isEmpty())
            continue;
        out << problem;
        if (bad)
            (*bad)[i] = true;
    }
    return out;
}

QList<TurnOrders> turnOrdersFromPlans(const Ruleset &ruleset, const HexMap &map,
                                      QStringList *errors)
{
    QList<TurnOrders> out;
    out.reserve(map.plans().size());
    // A plan's unit by name: the last unit of the name, as the scan this replaces found it.
    QHash<QString, const MapUnit *> unitByName;
    unitByName.reserve(map.units().size());
    for (const MapUnit &u : map.units())
        unitByName.insert(u.name, &u);
    // A plan that names no unit of the map, a second plan for one army, or a start away from
    // its unit would move a phantom or teleport: refused, never resolved (issue 29).
    QList<bool> bad;
    const QStringList problems = planUnitProblems(map, &bad);
    if (errors)
        *errors << problems;
    for (qsizetype i = 0; i < map.plans().size(); ++i) {
        if (bad[i])
            continue;
        const MovementPlan &plan = map.plans()[i];
        const auto parsed
            = parseUnitOrders(plan.orders.join(QStringLiteral(", ")), ruleset, map, plan.profile);
        if (!parsed.error.isEmpty() || !map.contains(plan.start)) {
            if (errors)
                *errors << ResolverText::tr("plan \"%1\": %2")
                               .arg(quotedInput(plan.name),
                                    parsed.error.isEmpty()
                                        ? ResolverText::tr("its start is off the map")
                                        : parsed.error);
            continue;
        }
        TurnOrders t;
        t.name = plan.unit.isEmpty() ? plan.name : plan.unit;
        t.start = plan.start;
        t.profile = plan.profile;
        t.orders = parsed.tokens;
        t.plan = plan.name;
        if (const MapUnit *u = plan.unit.isEmpty() ? nullptr : unitByName.value(plan.unit)) {
            t.side = u->side;
            t.figures = u->figures;
        }
        out << t;
    }
    return out;
}

} // namespace hexstride
