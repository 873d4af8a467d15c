#include "planevaluator.h"

#include "rules/conditions.h"
#include "sidepassage.h"

#include <QVarLengthArray>

#include <algorithm>
#include <limits>

namespace hexstride {

bool defendsSide(const Ruleset &r, const HexMap &map, const MapUnit &u, EdgeId side)
{
    if (!r.defend)
        return false;
    const auto dir = parseDirection(map.grid().orientation, u.profile.value(r.defend->option));
    if (!dir)
        return false;
    for (int k = -r.defend->spread; k <= r.defend->spread; ++k) {
        if (edgeOf(u.hex, ((*dir + k) % 6 + 6) % 6) == side)
            return true;
    }
    return false;
}

namespace {
using K = TraceItem::Kind;

TraceItem note(K kind, const QString &id = {}, const LocalizedText &label = {}, double value = 0,
               double result = 0)
{
    return TraceItem{kind, id, label, {}, {}, ModifierEffect::Add, value, result};
}

/// A move to evaluate: a hold, a direction, or a hex that must be adjacent.
struct Move
{
    QString text;
    bool hold = false;
    Direction dir = -1;
    bool notAdjacent = false;
    Hex target;
};

/// Whether the step crosses a side that an enemy unit stands and defends.
const MapUnit *defenderOf(const Ruleset &r, const HexMap &map, Hex from, Direction d,
                          const QString &side, const UnitIndex *index)
{
    if (!r.defend)
        return nullptr;
    const EdgeId crossed = edgeOf(from, d);
    QList<int> candidates; // with an index, only the units that defend a side
    if (index)
        candidates = index->defenders();
    for (int i = 0; !index && i < map.units().size(); ++i)
        candidates << i;
    for (int i : std::as_const(candidates)) {
        const MapUnit &u = map.units()[i];
        if (u.side != side && defendsSide(r, map, u, crossed))
            return &u;
    }
    return nullptr;
}

PlanResult evaluate(const MovementRules &rules, const HexMap &map, Hex start,
                    const QList<Move> &moves, const UnitProfile &startProfile,
                    const PlanContext &ctx)
{
    const Ruleset &r = rules.ruleset();
    PlanResult out;
    // The cost model and the rules' conditions compiled for the profile (cached across plans;
    // fetched again when the profile changes).
    std::shared_ptr<const ProfileRules> compiled = rules.profileRules(map, startProfile);
    UnitProfile profile = compiled->profile;
    const StepCostModel *model = compiled->model.get();

    int budget = ctx.budget ? *ctx.budget : model->allowance();
    // A bonus (road movement on the tabletop) counts only when every step of the move earns it.
    if (!ctx.budget && model->allowanceBonus() > 0 && !moves.isEmpty()) {
        bool every = true;
        Hex h = start;
        for (const Move &m : moves) {
            if (m.hold || m.notAdjacent || m.dir < 0) {
                every = every && m.hold;
                continue;
            }
            const Hex to = neighbour(h, m.dir);
            if (!map.contains(to)
                || !model->bonusEveryStep().eval(model->facts(map, h, to, m.dir))) {
                every = false;
                break;
            }
            h = to;
        }
        if (every) {
            budget += model->allowanceBonus();
            out.bonusApplied = true;
        }
    }
    out.budget = budget;
    const int perPeriod = budget < 0 ? std::numeric_limits<int>::max() / 4 : budget;
    const QList<const TurnPeriod *> periods = compiled->periods;
    const int periodsPerTurn = std::max(int(periods.size()), 1);

    Hex here = start;
    // Where the plan stands: equals `here` until a step fails; after it, the steps not executed
    // still follow the orders as given (from the planned hexes, not from where the unit stopped).
    Hex planned = start;
    int remaining = perPeriod;
    int turn = 1;
    int periodIndex = 0;
    int stepsThisTurn = 0; // the minimum-move rule counts hexes per turn
    int stepsThisPeriod = 0;
    qsizetype periodStart = 0; // first step of the current period
    bool ended = false;
    // Per step (on the stack for a usual plan's length: a turn's thousands of plans allocate less):
    QVarLengthArray<const OccupancyRule *, 16> noStop; // the rule that forbids stopping there
    QVarLengthArray<UnitProfile, 16> profileBefore;    // to undo state changes of steps taken back
    const auto periodId = [&] { return periods.isEmpty() ? QString() : periods[periodIndex]->id; };
    // The units on a hex (indexes into the map's units, in map order).
    const auto unitsOn = [&](Hex h) {
        if (ctx.units)
            return ctx.units->at(h);
        QList<int> here;
        for (int i = 0; i < map.units().size(); ++i) {
            if (map.units()[i].hex == h)
                here << i;
        }
        return here;
    };
    out.steps.reserve(moves.size());
    noStop.reserve(moves.size());
    profileBefore.reserve(moves.size());

    // A pause: the unit stops on the last hex of the steps so far where it may stop. Takes back
    // the steps after it (the first taken back is blocked, the rest not executed); true if any.
    const auto settle = [&](int pauseMask) {
        qsizetype last = out.steps.size() - 1; // the last step made (after it, one may have failed)
        while (last >= periodStart && out.steps[last].status != StepStatus::Ok)
            --last;
        qsizetype first = -1;
        for (qsizetype i = last; i >= periodStart; --i) {
            if (out.steps[i].status != StepStatus::Ok || !noStop[i]
                || !(noStop[i]->noStopAt & pauseMask) || noStop[i]->end)
                break;
            first = i;
        }
        if (first < 0)
            return false;
        PlannedStep &b = out.steps[first];
        out.total = b.total - b.cost.value_or(0);
        for (qsizetype k = first; k < out.steps.size(); ++k)
            out.executed -= out.steps[k].status == StepStatus::Ok ? 1 : 0;
        here = b.from;
        profile = profileBefore[first];
        compiled = rules.profileRules(map, profile);
        model = compiled->model.get();
        b.status = StepStatus::Blocked;
        b.reason = note(K::Occupied, noStop[first]->id, noStop[first]->label);
        for (qsizetype k = first; k < out.steps.size(); ++k) {
            PlannedStep &t = out.steps[k];
            t.total = out.total;
            t.cost.reset();
            if (k > first) {
                t.status = StepStatus::NotExecuted;
                t.reason = notExecutedReason();
            }
        }
        ended = true;
        return true;
    };
    // The next period of the turn, or the next turn; false when the unit stopped at this pause.
    const auto nextPeriod = [&](PlannedStep *s) {
        const bool turnEnds = periodIndex + 1 >= periodsPerTurn;
        if (settle(int(Pause::Period) | (turnEnds ? int(Pause::Turn) : 0)))
            return false;
        remaining = perPeriod;
        stepsThisPeriod = 0;
        periodStart = out.steps.size();
        if (turnEnds) {
            ++turn;
            periodIndex = 0;
            stepsThisTurn = 0;
            if (s)
                s->explain << note(K::NewTurn, {}, {}, 0, turn);
        } else {
            ++periodIndex;
            if (s)
                s->explain << note(K::NewPeriod, periods[periodIndex]->id,
                                   periods[periodIndex]->label);
        }
        return true;
    };
    const auto mayGoOn
        = [&] { return periodIndex + 1 < periodsPerTurn || r.turns.ordersSpanTurns; };

    for (qsizetype mi = 0; mi < moves.size(); ++mi) {
        const Move &m = moves[mi];
        PlannedStep s;
        s.order = m.text;
        s.from = ended ? planned : here;
        s.to = m.hold ? s.from : m.notAdjacent ? m.target : neighbour(s.from, m.dir);
        planned = s.to;
        s.toOnMap = map.contains(s.to);
        s.turn = turn;
        s.period = periodId();
        s.total = out.total;
        const OccupancyRule *cannotEnd = nullptr;
        if (ended) {
            s.status = StepStatus::NotExecuted;
            s.reason = notExecutedReason();
            out.steps << std::move(s);
            noStop << nullptr;
            profileBefore << profile;
            continue;
        }
        int cost = -1;
        StepFacts facts;
        if (m.hold) {
            cost = r.turns.holdCost;
            s.explain << note(K::Hold, QStringLiteral("hold"), r.turns.holdLabel, 0, cost);
        } else if (m.notAdjacent || !s.toOnMap) {
            s.status = StepStatus::Blocked;
            s.reason = note(m.notAdjacent ? K::NotAdjacent : K::OffMap);
            s.explain << *s.reason;
        } else {
            facts = model->facts(map, here, s.to, m.dir);
            // Only the bits the profile's rules read: the others change nothing.
            facts.units
                = ctx.units ? unitFactsOf(*ctx.units, r, map, here, s.to, ctx.side, start,
                                          compiled->unitBits)
                            : unitFactsOf(r, map, here, s.to, ctx.side, start) & compiled->unitBits;
            cost = model->explained(facts, s.explain);
            if (cost < 0) {
                s.status = StepStatus::Blocked;
                s.reason = s.explain.isEmpty() ? note(K::NoCost) : s.explain.last();
            }
            for (int i = 0; i < r.stopRules.size() && s.status == StepStatus::Ok; ++i) {
                const StopRule &rule = r.stopRules[i];
                if (!compiled->stopRules[std::size_t(i)].eval(facts))
                    continue;
                // A fortified centre and the like: only where its owner stops this mover (the
                // turn resolver's encounters ask the same).
                if (stopsAtOwnedHex(r, rule) && !ownerStops(r, map.sides(), s.to, ctx.side))
                    continue;
                if (rule.effect == StopEffect::Prohibit) {
                    s.status = StepStatus::Blocked;
                    s.reason = note(K::Prohibited, rule.id, rule.label);
                } else if (rule.effect == StopEffect::StopAfter) {
                    s.explain << note(K::Stopped, rule.id, rule.label);
                    ended = true; // executed, but the move ends here
                } else {
                    s.warnings << note(K::Warning, rule.id, rule.label);
                }
            }
            for (qsizetype i = 0; i < r.occupancy.size(); ++i) {
                const OccupancyRule &rule = r.occupancy[i];
                if (s.status != StepStatus::Ok || !compiled->occupancy[std::size_t(i)].eval(facts))
                    continue;
                if (!rule.pass) {
                    s.status = StepStatus::Blocked;
                    s.reason = note(K::Occupied, rule.id, rule.label);
                } else if (!rule.end) {
                    cannotEnd = &rule;
                }
                break;
            }
            if (s.status == StepStatus::Ok) {
                if (defenderOf(r, map, here, m.dir, ctx.side, ctx.units))
                    s.warnings << note(K::Defended, r.defend->option, r.defend->label);
                // Leaving the start hex, shared with armies that try to stop one leaving (the
                // turn's encounters): the referee's turn may stop the mover before this step.
                const bool leavesStart = here == start && s.to != here && !ctx.side.isEmpty();
                if (const StopRule *leave = leavesStart ? startTogetherStopRule(r) : nullptr) {
                    const QList<int> there = unitsOn(here);
                    if (std::any_of(there.cbegin(), there.cend(), [&](int i) {
                            return !sidesPass(r, map.sides(), ctx.side, map.units()[i].side);
                        }))
                        s.warnings << note(K::Warning, leave->id, leave->label);
                }
                for (qsizetype i = 0; i < r.chances.size(); ++i) {
                    if (compiled->chances[std::size_t(i)].eval(facts))
                        s.warnings << note(K::Warning, r.chances[i].id, r.chances[i].label);
                }
            }
        }
        if (s.status == StepStatus::Ok && cost > remaining && stepsThisPeriod > 0 && mayGoOn()) {
            // The step waits for the next period or turn (where it may still cost too much:
            // then only the minimum-move rule can help).
            if (!nextPeriod(&s)) {
                s.status = StepStatus::NotExecuted;
                s.reason = notExecutedReason();
                s.total = out.total;
                s.explain = {}; // not clear(): the list may be shared with the cost memo
                out.steps << std::move(s);
                noStop << nullptr;
                profileBefore << profile;
                continue;
            }
            s.turn = turn;
            s.period = periodId();
        }
        if (s.status == StepStatus::Ok && cost > remaining) {
            const bool minimumApplies = !m.hold && stepsThisTurn < r.minimumMove.hexes
                                        && !compiled->minimumMoveUnless.eval(facts);
            if (minimumApplies) {
                s.explain << note(K::MinimumMove);
                remaining = cost; // the step uses the whole turn
            } else {
                s.status = StepStatus::Insufficient;
                s.reason = note(K::Insufficient, {}, {}, cost, remaining);
            }
        }
        // A step that fails costs nothing; an insufficient one shows the cost it lacks points for.
        if (cost >= 0 && (s.status == StepStatus::Ok || s.status == StepStatus::Insufficient))
            s.cost = cost;
        profileBefore << profile;
        if (s.status != StepStatus::Ok) {
            ended = true;
            out.steps << std::move(s);
            noStop << nullptr;
            continue;
        }
        remaining -= cost;
        out.total += cost;
        s.total = out.total;
        ++stepsThisTurn;
        ++stepsThisPeriod;
        ++out.executed;
        here = s.to;
        if (!m.hold) {
            for (qsizetype c = 0; c < r.stateChanges.size(); ++c) {
                const StateChange &sc = r.stateChanges[c];
                if (!compiled->stateChanges[std::size_t(c)].eval(facts))
                    continue;
                for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
                    profile.insert(it.key(), it.value());
                // The later state changes read the new profile.
                compiled = rules.profileRules(map, profile);
                model = compiled->model.get();
                s.explain << note(K::StateChange, sc.id, sc.label);
                for (int i : sc.alsoUnitsEntered ? unitsOn(s.to) : QList<int>()) {
                    const MapUnit &u = map.units()[i];
                    if (u.side == ctx.side && u.hex == start)
                        continue;
                    for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
                        out.otherUnitChanges[u.name].insert(it.key(), it.value());
                }
            }
        }
        out.steps << std::move(s);
        noStop << cannotEnd;
        if (!ended && remaining == 0 && mi + 1 < moves.size() && mayGoOn())
            nextPeriod(nullptr);
    }
    // The end of the order list (or of the move, where a step failed) is a pause too.
    settle(int(Pause::Orders));
    out.end = here;
    out.finalProfile = profile;
    return out;
}
} // namespace

QString stepStatusId(StepStatus s)
{
    switch (s) {
    case StepStatus::Ok:
        return QStringLiteral("ok");
    case StepStatus::Blocked:
        return QStringLiteral("blocked");
    case StepStatus::Insufficient:
        return QStringLiteral("insufficient");
    case StepStatus::NotExecuted:
        return QStringLiteral("not-executed");
    }
    return QString();
}

PlanResult evaluateOrders(const MovementRules &rules, const HexMap &map, Hex start,
                          const QList<OrderToken> &orders, const UnitProfile &profile,
                          const PlanContext &ctx)
{
    QList<Move> moves;
    moves.reserve(orders.size());
    for (const OrderToken &t : orders)
        moves << Move{t.text, t.hold, t.direction, false, {}};
    return evaluate(rules, map, start, moves, profile, ctx);
}

PlanResult evaluateHexPath(const MovementRules &rules, const HexMap &map, const QList<Hex> &hexes,
                           const UnitProfile &profile, const PlanContext &ctx)
{
    QList<Move> moves;
    moves.reserve(hexes.size());
    for (qsizetype i = 1; i < hexes.size(); ++i) {
        const Direction d = directionTo(hexes[i - 1], hexes[i]);
        if (d < 0)
            moves << Move{map.label(hexes[i]), false, -1, true, hexes[i]};
        else
            moves << Move{directionName(map.grid().orientation, d), false, d, false, {}};
    }
    return evaluate(rules, map, hexes.value(0), moves, profile, ctx);
}

} // namespace hexstride
