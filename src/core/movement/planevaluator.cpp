#include "planevaluator.h"

#include <limits>

namespace hexstride {

namespace {
using K = TraceItem::Kind;

TraceItem note(K kind, const QString &id = {}, const LocalizedText &label = {}, double value = 0, double result = 0)
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
const MapUnit *defenderOf(const Ruleset &r, const HexMap &map, Hex from, Direction d, const QString &side)
{
    if (!r.defend)
        return nullptr;
    const EdgeId crossed = edgeOf(from, d);
    for (const MapUnit &u : map.units()) {
        if (u.side == side)
            continue;
        const auto dir = parseDirection(map.grid().orientation, u.profile.value(r.defend->option));
        if (!dir)
            continue;
        for (int k = -r.defend->spread; k <= r.defend->spread; ++k) {
            if (edgeOf(u.hex, ((*dir + k) % 6 + 6) % 6) == crossed)
                return &u;
        }
    }
    return nullptr;
}

PlanResult evaluate(const MovementRules &rules, const HexMap &map, Hex start, const QList<Move> &moves,
                    const UnitProfile &startProfile, const PlanContext &ctx)
{
    const Ruleset &r = rules.ruleset();
    PlanResult out;
    UnitProfile profile = r.withDefaults(startProfile);
    auto model = rules.model(map, profile);
    const auto compile = [&](const Condition &c) {
        return CompiledCondition::compile(c, map, r.namedConditions, profile, nullptr);
    };

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
            if (!map.contains(to) || !model->bonusEveryStep().eval(model->facts(map, h, to, m.dir))) {
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
    const int perTurn = budget < 0 ? std::numeric_limits<int>::max() / 4 : budget;

    Hex here = start;
    int remaining = perTurn;
    int turn = 1;
    int stepsThisTurn = 0;
    bool ended = false;
    QList<bool> mayNotEnd;

    for (qsizetype mi = 0; mi < moves.size(); ++mi) {
        const Move &m = moves[mi];
        PlannedStep s;
        s.order = m.text;
        s.from = here;
        s.to = m.hold ? here : m.notAdjacent ? m.target : neighbour(here, m.dir);
        s.toOnMap = map.contains(s.to);
        s.turn = turn;
        s.total = out.total;
        bool cannotEnd = false;
        if (ended) {
            s.status = StepStatus::NotExecuted;
            s.reason = note(K::NotExecuted);
            out.steps << s;
            mayNotEnd << false;
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
            facts.units = unitFactsOf(map, here, s.to, ctx.side, start);
            cost = model->evaluate(facts, &s.explain);
            if (cost < 0) {
                s.status = StepStatus::Blocked;
                s.reason = s.explain.isEmpty() ? note(K::NoCost) : s.explain.last();
            }
            for (int i = 0; i < r.stopRules.size() && s.status == StepStatus::Ok; ++i) {
                const StopRule &rule = r.stopRules[i];
                if (!compile(rule.when).eval(facts))
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
            for (const OccupancyRule &rule : r.occupancy) {
                if (s.status != StepStatus::Ok || !compile(rule.when).eval(facts))
                    continue;
                if (!rule.pass) {
                    s.status = StepStatus::Blocked;
                    s.reason = note(K::Occupied, rule.id, rule.label);
                } else if (!rule.end) {
                    cannotEnd = true;
                }
                break;
            }
            if (s.status == StepStatus::Ok) {
                if (defenderOf(r, map, here, m.dir, ctx.side))
                    s.warnings << note(K::Defended, r.defend->option, r.defend->label);
                for (const ChanceWarning &c : r.chances) {
                    if (compile(c.when).eval(facts))
                        s.warnings << note(K::Warning, c.id, c.label);
                }
            }
        }
        if (s.status == StepStatus::Ok && cost > remaining) {
            if (r.turns.ordersSpanTurns && stepsThisTurn > 0 && cost <= perTurn) {
                ++turn;
                remaining = perTurn;
                stepsThisTurn = 0;
                s.turn = turn;
                s.explain << note(K::NewTurn, {}, {}, 0, turn);
            } else if (r.turns.ordersSpanTurns && stepsThisTurn > 0) {
                ++turn; // too dear for any full turn: only the minimum-move rule can help
                remaining = perTurn;
                stepsThisTurn = 0;
                s.turn = turn;
                s.explain << note(K::NewTurn, {}, {}, 0, turn);
            }
            if (cost > remaining) {
                const bool minimumApplies = !m.hold && stepsThisTurn < r.minimumMove.hexes
                                            && !compile(r.minimumMove.unless).eval(facts);
                if (minimumApplies) {
                    s.explain << note(K::MinimumMove);
                    remaining = cost; // the step uses the whole turn
                } else {
                    s.status = StepStatus::Insufficient;
                    s.reason = note(K::Insufficient, {}, {}, cost, remaining);
                }
            }
        }
        if (cost >= 0)
            s.cost = cost;
        if (s.status != StepStatus::Ok) {
            ended = true;
            out.steps << s;
            mayNotEnd << false;
            continue;
        }
        remaining -= cost;
        out.total += cost;
        s.total = out.total;
        ++stepsThisTurn;
        ++out.executed;
        here = s.to;
        if (!m.hold) {
            for (const StateChange &sc : r.stateChanges) {
                if (!compile(sc.when).eval(facts))
                    continue;
                for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
                    profile.insert(it.key(), it.value());
                s.explain << note(K::StateChange, sc.id, sc.label);
                for (const MapUnit &u : map.units()) {
                    if (!sc.alsoUnitsEntered || u.hex != s.to || (u.side == ctx.side && u.hex == start))
                        continue;
                    for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
                        out.otherUnitChanges[u.name].insert(it.key(), it.value());
                }
            }
            model = rules.model(map, profile);
        }
        if (r.turns.ordersSpanTurns && remaining == 0 && mi + 1 < moves.size()) {
            ++turn;
            remaining = perTurn;
            stepsThisTurn = 0;
        }
        out.steps << s;
        mayNotEnd << cannotEnd;
    }
    // A unit may pass a hex it may not end on: walk back from the end while that is so.
    for (qsizetype i = out.steps.size() - 1; i >= 0; --i) {
        PlannedStep &s = out.steps[i];
        if (s.status != StepStatus::Ok)
            continue;
        if (!mayNotEnd[i])
            break;
        s.status = StepStatus::Blocked;
        s.reason = note(K::Occupied, QStringLiteral("end"), {});
        for (const OccupancyRule &rule : r.occupancy) {
            if (!rule.end) {
                s.reason = note(K::Occupied, rule.id, rule.label);
                break;
            }
        }
        out.total -= s.cost.value_or(0);
        --out.executed;
        here = s.from;
        for (qsizetype k = i + 1; k < out.steps.size(); ++k) {
            if (out.steps[k].status == StepStatus::Ok) {
                out.steps[k].status = StepStatus::NotExecuted;
                out.steps[k].reason = note(K::NotExecuted);
            }
        }
    }
    out.end = here;
    out.finalProfile = profile;
    return out;
}
} // namespace

QString stepStatusId(StepStatus s)
{
    switch (s) {
    case StepStatus::Ok: return QStringLiteral("ok");
    case StepStatus::Blocked: return QStringLiteral("blocked");
    case StepStatus::Insufficient: return QStringLiteral("insufficient");
    case StepStatus::NotExecuted: return QStringLiteral("not-executed");
    }
    return QString();
}

PlanResult evaluateOrders(const MovementRules &rules, const HexMap &map, Hex start, const QList<OrderToken> &orders,
                          const UnitProfile &profile, const PlanContext &ctx)
{
    QList<Move> moves;
    for (const OrderToken &t : orders)
        moves << Move{t.text, t.hold, t.direction, false, {}};
    return evaluate(rules, map, start, moves, profile, ctx);
}

PlanResult evaluateHexPath(const MovementRules &rules, const HexMap &map, const QList<Hex> &hexes,
                           const UnitProfile &profile, const PlanContext &ctx)
{
    QList<Move> moves;
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
