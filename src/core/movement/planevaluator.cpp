#include "planevaluator.h"

#include "rules/conditions.h"
#include "sidepassage.h"
#include "unitrules.h"
#include "unitsteprules.h"

#include <QCoreApplication>
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

/// A move to evaluate: a hold, a direction, a hex that must be adjacent, or a destination.
struct Move
{
    QString text;
    bool hold = false;
    Direction dir = -1;
    bool notAdjacent = false;
    Hex target;
    bool destination = false; ///< straight to `target`, whatever lies between (a character)
};

struct EvaluatorText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::PlanEvaluator)
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

/// One evaluation of an order list, in named phases: the budget, orders to steps, the step's
/// cost, its stop rules and encounters, the pauses (periods, turns) with the rules that forbid
/// stopping there, and the steps after a stop. The state is the unit's as it goes.
struct Evaluation
{
    Evaluation(const MovementRules &rules, const HexMap &map, Hex start,
               const UnitProfile &startProfile, const PlanContext &ctx)
        : rules(rules)
        , r(rules.ruleset())
        , map(map)
        , ctx(ctx)
        , start(start)
        // The cost model and the rules' conditions compiled for the profile (cached across
        // plans; fetched again when the profile changes).
        , compiled(rules.profileRules(map, startProfile))
        , profile(compiled->profile)
        , model(compiled->model.get())
        , periods(compiled->periods)
        , periodsPerTurn(std::max(int(periods.size()), 1))
        , here(start)
        , planned(start)
    {}

    PlanResult run(const QList<Move> &moves);
    void setBudget(const QList<Move> &moves);
    PlannedStep stepFor(const Move &m);
    int stepCost(const Move &m, PlannedStep &s, StepFacts &facts);
    int destinationCost(PlannedStep &s, StepFacts &facts);
    const OccupancyRule *applyStopRules(const StepFacts &facts, PlannedStep &s);
    void warnOfEncounters(const Move &m, const StepFacts &facts, PlannedStep &s);
    bool waitForNextPeriod(PlannedStep &s, int cost);
    void checkPointsLeft(const Move &m, const StepFacts &facts, PlannedStep &s, int cost);
    void takeStep(const Move &m, const StepFacts &facts, PlannedStep &s, int cost);
    void applyStateChanges(const StepFacts &facts, PlannedStep &s);
    bool settle(int pauseMask);
    bool nextPeriod(PlannedStep *s);
    void recordNotExecuted(PlannedStep &s);
    void record(PlannedStep &s, const OccupancyRule *cannotEnd);

    QString periodId() const { return periods.isEmpty() ? QString() : periods[periodIndex]->id; }
    bool mayGoOn() const { return periodIndex + 1 < periodsPerTurn || r.turns.ordersSpanTurns; }
    QList<int> unitsOn(Hex h) const;

    const MovementRules &rules;
    const Ruleset &r;
    const HexMap &map;
    const PlanContext &ctx;
    const Hex start;
    PlanResult out;
    std::shared_ptr<const ProfileRules> compiled;
    UnitProfile profile;
    const StepCostModel *model;
    const QList<const TurnPeriod *> periods;
    const int periodsPerTurn;
    int perPeriod = 0;

    Hex here;
    // Where the plan stands: equals `here` until a step fails; after it, the steps not executed
    // still follow the orders as given (from the planned hexes, not from where the unit stopped).
    Hex planned;
    int remaining = 0;
    int turn = 1;
    int periodIndex = 0;
    int stepsThisTurn = 0; // the minimum-move rule counts hexes per turn
    int stepsThisPeriod = 0;
    qsizetype periodStart = 0; // first step of the current period
    bool ended = false;
    // Per step (on the stack for a usual plan's length: a turn's thousands of plans allocate less):
    QVarLengthArray<const OccupancyRule *, 16> noStop; // the rule that forbids stopping there
    QVarLengthArray<UnitProfile, 16> profileBefore;    // to undo state changes of steps taken back
};

/// The units on a hex (indexes into the map's units, in map order).
QList<int> Evaluation::unitsOn(Hex h) const
{
    if (ctx.units)
        return ctx.units->at(h);
    QList<int> on;
    for (int i = 0; i < map.units().size(); ++i) {
        if (map.units()[i].hex == h)
            on << i;
    }
    return on;
}

/// The budget: the allowance, or the context's; a bonus (road movement on the tabletop) counts
/// only when every step of the move earns it.
void Evaluation::setBudget(const QList<Move> &moves)
{
    int budget = ctx.budget ? *ctx.budget : model->allowance();
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
    perPeriod = budget < 0 ? std::numeric_limits<int>::max() / 4 : budget;
    remaining = perPeriod;
}

/// Orders to steps: where the step goes (from the planned hexes once the unit has stopped).
PlannedStep Evaluation::stepFor(const Move &m)
{
    PlannedStep s;
    s.order = m.text;
    s.from = ended ? planned : here;
    s.to = m.hold ? s.from : m.notAdjacent || m.destination ? m.target : neighbour(s.from, m.dir);
    planned = s.to;
    s.toOnMap = map.contains(s.to);
    s.turn = turn;
    s.setPeriod(periodId());
    s.total = out.total;
    return s;
}

/// The step's cost (-1 when it may not be made: then the step is blocked, with the reason) and
/// the facts its rules read.
int Evaluation::stepCost(const Move &m, PlannedStep &s, StepFacts &facts)
{
    if (m.hold) {
        s.editExplain() << note(K::Hold, QStringLiteral("hold"), r.turns.holdLabel, 0,
                                r.turns.holdCost);
        return r.turns.holdCost;
    }
    if (m.destination)
        return destinationCost(s, facts);
    if (m.notAdjacent || !s.toOnMap) {
        s.status = StepStatus::Blocked;
        s.reason = note(m.notAdjacent ? K::NotAdjacent : K::OffMap);
        s.editExplain() << *s.reason;
        return -1;
    }
    facts = model->facts(map, here, s.to, m.dir);
    // Only the bits the profile's rules read: the others change nothing.
    facts.units = ctx.units ? unitFactsOf(*ctx.units, r, map, here, s.to, ctx.side, start,
                                          compiled->unitBits)
                            : unitFactsOf(r, map, here, s.to, ctx.side, start) & compiled->unitBits;
    const int cost = model->explained(facts, s.editExplain());
    if (cost < 0) {
        s.status = StepStatus::Blocked;
        s.reason = s.explain().isEmpty() ? note(K::NoCost) : s.explain().last();
    }
    return cost;
}

/// A destination order (pbm-strategic §1.1): the ruleset's destination rule says whether the
/// unit may go there (range, terrain of the destination and of the start); the move is not
/// costed by what lies between. The facts are those of entering the destination, so that the
/// stop rules (an enemy there) apply where it arrives, and only there.
int Evaluation::destinationCost(PlannedStep &s, StepFacts &facts)
{
    const DestinationCheck check = checkDestination(rules, map, here, s.to, profile);
    if (!check.allowed) {
        const QString why = check.rule ? check.reason
                                       : EvaluatorText::tr("no destination rule of the ruleset "
                                                           "applies to this unit");
        s.status = StepStatus::Blocked;
        s.reason
            = note(K::Prohibited, check.rule ? check.rule->id : QString(), LocalizedText{why, why});
        s.editExplain() << *s.reason;
        return -1;
    }
    facts = model->facts(map, here, s.to, 0);
    facts.edge = 0; // no side is crossed
    facts.units = ctx.units ? unitFactsOf(*ctx.units, r, map, here, s.to, ctx.side, start,
                                          compiled->unitBits)
                            : unitFactsOf(r, map, here, s.to, ctx.side, start) & compiled->unitBits;
    s.editExplain() << note(K::Destination, check.rule->id, check.rule->label);
    return 0;
}

/// The stop rules (prohibit, stop after, warn) and the occupancy rules of the step; returns the
/// rule that lets the unit pass the hex but not stop there, if any.
const OccupancyRule *Evaluation::applyStopRules(const StepFacts &facts, PlannedStep &s)
{
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
            s.editExplain() << note(K::Stopped, rule.id, rule.label);
            ended = true; // executed, but the move ends here
        } else {
            s.editWarnings() << note(K::Warning, rule.id, rule.label);
        }
    }
    const qsizetype i = s.status == StepStatus::Ok ? firstOccupancyRule(*compiled, facts) : -1;
    if (i < 0)
        return nullptr;
    const OccupancyRule &rule = r.occupancy[i];
    if (!rule.pass) {
        s.status = StepStatus::Blocked;
        s.reason = note(K::Occupied, rule.id, rule.label);
    }
    return rule.pass && !rule.end ? &rule : nullptr;
}

/// Encounters the turn's referee may decide: a defended side, leaving a hex shared with an
/// enemy, the ruleset's chances. Warnings only: the turn resolver settles them.
void Evaluation::warnOfEncounters(const Move &m, const StepFacts &facts, PlannedStep &s)
{
    if (defenderOf(r, map, here, m.dir, ctx.side, ctx.units))
        s.editWarnings() << note(K::Defended, r.defend->option, r.defend->label);
    // Leaving the start hex, shared with armies that try to stop one leaving (the
    // turn's encounters): the referee's turn may stop the mover before this step.
    const bool leavesStart = here == start && s.to != here && !ctx.side.isEmpty();
    if (const StopRule *leave = leavesStart ? startTogetherStopRule(r) : nullptr) {
        const QList<int> there = unitsOn(here);
        if (std::any_of(there.cbegin(), there.cend(), [&](int i) {
                return !sidesPass(r, map.sides(), ctx.side, map.units()[i].side);
            }))
            s.editWarnings() << note(K::Warning, leave->id, leave->label);
    }
    for (qsizetype i = 0; i < r.chances.size(); ++i) {
        if (compiled->chances[std::size_t(i)].eval(facts))
            s.editWarnings() << note(K::Warning, r.chances[i].id, r.chances[i].label);
    }
}

/// A pause: a step that costs more than the points left waits for the next period or turn
/// (where it may still cost too much: then only the minimum-move rule can help). False when the
/// unit stopped at this pause instead.
bool Evaluation::waitForNextPeriod(PlannedStep &s, int cost)
{
    if (s.status == StepStatus::Ok && cost > remaining && stepsThisPeriod > 0 && mayGoOn()) {
        if (!nextPeriod(&s))
            return false;
        s.turn = turn;
        s.setPeriod(periodId());
    }
    return true;
}

/// A step that still costs more than the points left: the minimum-move rule, or insufficient.
void Evaluation::checkPointsLeft(const Move &m, const StepFacts &facts, PlannedStep &s, int cost)
{
    if (s.status == StepStatus::Ok && cost > remaining) {
        const bool minimumApplies = !m.hold && stepsThisTurn < r.minimumMove.hexes
                                    && !compiled->minimumMoveUnless.eval(facts);
        if (minimumApplies) {
            s.editExplain() << note(K::MinimumMove);
            remaining = cost; // the step uses the whole turn
        } else {
            s.status = StepStatus::Insufficient;
            s.reason = note(K::Insufficient, {}, {}, cost, remaining);
        }
    }
}

/// An executed step: its points spent, the unit on its hex.
void Evaluation::takeStep(const Move &m, const StepFacts &facts, PlannedStep &s, int cost)
{
    remaining -= cost;
    out.total += cost;
    s.total = out.total;
    ++stepsThisTurn;
    ++stepsThisPeriod;
    ++out.executed;
    here = s.to;
    if (!m.hold)
        applyStateChanges(facts, s);
}

/// The state changes the step makes (unformed, disordered…), on the mover and on the units it
/// enters where the rule says so.
void Evaluation::applyStateChanges(const StepFacts &facts, PlannedStep &s)
{
    for (qsizetype c = 0; c < r.stateChanges.size(); ++c) {
        const StateChange &sc = r.stateChanges[c];
        if (!compiled->stateChanges[std::size_t(c)].eval(facts))
            continue;
        for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
            profile.insert(it.key(), it.value());
        // The later state changes read the new profile.
        compiled = rules.profileRules(map, profile);
        model = compiled->model.get();
        s.editExplain() << note(K::StateChange, sc.id, sc.label);
        for (int i : sc.alsoUnitsEntered ? unitsOn(s.to) : QList<int>()) {
            const MapUnit &u = map.units()[i];
            if (isMoversStack(u, ctx.side, start))
                continue;
            for (auto it = sc.set.cbegin(); it != sc.set.cend(); ++it)
                out.otherUnitChanges[u.name].insert(it.key(), it.value());
        }
    }
}

/// A pause: the unit stops on the last hex of the steps so far where it may stop. Takes back
/// the steps after it (the first taken back is blocked, the rest not executed); true if any.
bool Evaluation::settle(int pauseMask)
{
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
}

/// The next period of the turn, or the next turn; false when the unit stopped at this pause.
bool Evaluation::nextPeriod(PlannedStep *s)
{
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
            s->editExplain() << note(K::NewTurn, {}, {}, 0, turn);
    } else {
        ++periodIndex;
        if (s)
            s->editExplain() << note(K::NewPeriod, periods[periodIndex]->id,
                                     periods[periodIndex]->label);
    }
    return true;
}

/// The steps after a stop: not executed, at the hexes of the plan as ordered.
void Evaluation::recordNotExecuted(PlannedStep &s)
{
    s.status = StepStatus::NotExecuted;
    s.reason = notExecutedReason();
    s.total = out.total;
    if (!s.explain().isEmpty())
        s.editExplain() = {}; // not clear(): the list may be shared with the cost memo
    record(s, nullptr);
}

void Evaluation::record(PlannedStep &s, const OccupancyRule *cannotEnd)
{
    // Equal steps share their notes (the steps of a big turn carry the same few: a list each
    // took 12 MB of a 100,000-unit turn, issue 29 §3). The notes are equal: the result is the same.
    s.shareNotes();
    out.steps << std::move(s);
    noStop << cannotEnd;
}

PlanResult Evaluation::run(const QList<Move> &moves)
{
    setBudget(moves);
    out.steps.reserve(moves.size());
    noStop.reserve(moves.size());
    profileBefore.reserve(moves.size());
    for (qsizetype mi = 0; mi < moves.size(); ++mi) {
        const Move &m = moves[mi];
        PlannedStep s = stepFor(m);
        if (ended) {
            profileBefore << profile;
            recordNotExecuted(s);
            continue;
        }
        StepFacts facts;
        const int cost = stepCost(m, s, facts);
        const OccupancyRule *cannotEnd = nullptr;
        if (s.status == StepStatus::Ok && !m.hold) {
            cannotEnd = applyStopRules(facts, s);
            if (s.status == StepStatus::Ok && !m.destination)
                warnOfEncounters(m, facts, s);
        }
        if (!waitForNextPeriod(s, cost)) {
            profileBefore << profile;
            recordNotExecuted(s);
            continue;
        }
        checkPointsLeft(m, facts, s, cost);
        // A step that fails costs nothing; an insufficient one shows the cost it lacks points for.
        if (cost >= 0 && (s.status == StepStatus::Ok || s.status == StepStatus::Insufficient))
            s.cost = cost;
        profileBefore << profile;
        if (s.status != StepStatus::Ok) {
            ended = true;
            record(s, nullptr);
            continue;
        }
        takeStep(m, facts, s, cost);
        record(s, cannotEnd);
        if (!ended && remaining == 0 && mi + 1 < moves.size() && mayGoOn())
            nextPeriod(nullptr);
    }
    // The end of the order list (or of the move, where a step failed) is a pause too.
    settle(int(Pause::Orders));
    out.end = here;
    out.finalProfile = profile;
    return out;
}

PlanResult evaluate(const MovementRules &rules, const HexMap &map, Hex start,
                    const QList<Move> &moves, const UnitProfile &startProfile,
                    const PlanContext &ctx)
{
    return Evaluation(rules, map, start, startProfile, ctx).run(moves);
}
} // namespace

bool StepNotes::operator==(const StepNotes &o) const
{
    return period == o.period && explain == o.explain && warnings == o.warnings;
}

namespace {
const StepNotes &noNotes()
{
    static const StepNotes none;
    return none;
}
} // namespace

const QString &PlannedStep::period() const
{
    return m_notes ? m_notes->period : noNotes().period;
}

const StepTrace &PlannedStep::explain() const
{
    return m_notes ? m_notes->explain : noNotes().explain;
}

const QList<TraceItem> &PlannedStep::warnings() const
{
    return m_notes ? m_notes->warnings : noNotes().warnings;
}

void PlannedStep::setPeriod(const QString &period)
{
    if (period.isEmpty() && !m_notes)
        return;
    if (!m_notes)
        m_notes = new StepNotes;
    m_notes->period = period;
}

StepTrace &PlannedStep::editExplain()
{
    if (!m_notes)
        m_notes = new StepNotes;
    return m_notes->explain; // detaches: the notes become this step's own
}

QList<TraceItem> &PlannedStep::editWarnings()
{
    if (!m_notes)
        m_notes = new StepNotes;
    return m_notes->warnings;
}

void PlannedStep::clearTraces()
{
    if (!m_notes)
        return;
    if (m_notes->period.isEmpty()) {
        m_notes.reset();
        return;
    }
    // Assigned, not clear(): clearing a list shared with another step allocates a new one.
    m_notes->explain = {};
    m_notes->warnings = {};
    shareNotes();
}

void PlannedStep::shareNotes()
{
    if (!m_notes)
        return;
    const StepNotes &mine = *std::as_const(m_notes);
    if (mine.period.isEmpty() && mine.explain.isEmpty() && mine.warnings.isEmpty()) {
        m_notes.reset();
        return;
    }
    constexpr qsizetype kKept = 16;
    thread_local QList<QSharedDataPointer<StepNotes>> recent;
    thread_local qsizetype next = 0;
    for (const QSharedDataPointer<StepNotes> &known : std::as_const(recent)) {
        if (known.constData() == m_notes.constData() || *known == mine) {
            m_notes = known;
            return;
        }
    }
    if (recent.size() < kKept)
        recent << m_notes;
    else
        recent[next++ % kKept] = m_notes;
}

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
        moves << Move{t.text,
                      t.hold,
                      t.direction,
                      false,
                      t.destination.value_or(Hex{}),
                      t.destination.has_value()};
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
