#include "plannersession.h"

#include "commands/describedcommand.h"
#include "hex/hexshapes.h"

#include "mapdocument.h"
#include "movement/compacttrace.h"
#include "movement/destinationmoves.h"
#include "movement/unitsteprules.h"
#include "tools/editorcontext.h"

#include <QLocale>
#include <QUndoCommand>
#include <QUndoStack>
#include <algorithm>

namespace hexstride {

namespace {
/// One plan edit: the plan before and after it.
class PlanEditCommand : public DescribedCommand
{
public:
    PlanEditCommand(PlannerSession *session, PlanState before, PlanState after, Describe describe,
                    int mergeId)
        : DescribedCommand(std::move(describe))
        , m_session(session)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_mergeId(mergeId)
    {}
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        // Typing an order string: one step for the whole run of keys.
        m_after = static_cast<const PlanEditCommand *>(other)->m_after;
        return true;
    }
    void undo() override { m_session->setPlanState(m_before); }
    void redo() override
    {
        // Pushed after the edit was made: the first redo has nothing to do.
        if (!m_done)
            m_done = true;
        else
            m_session->setPlanState(m_after);
    }

private:
    PlannerSession *m_session;
    PlanState m_before;
    PlanState m_after;
    int m_mergeId;
    bool m_done = false;
};
} // namespace

PlannerSession::PlannerSession(EditorContext *context, QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(context, &EditorContext::documentChanged, this, &PlannerSession::setDocument);
    setDocument(context->document());
}

PlannerSession::~PlannerSession() = default;

QString PlannerSession::language()
{
    return QLocale().name().left(2);
}

void PlannerSession::setDocument(MapDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    m_start.reset();
    m_orders.clear();
    m_waypoints.clear();
    m_undoStack->clear();
    m_unitName.clear();
    m_side.clear();
    m_profile.clear();
    m_compareProfile.reset(); // a profile of another map (and ruleset): not compared (walk15 #22)
    if (document) {
        connect(document, &MapDocument::rulesetChanged, this, &PlannerSession::rebuildRules);
        connect(document, &MapDocument::mapReset, this, &PlannerSession::rebuildRules);
        connect(document, &MapDocument::mapReset, this, &PlannerSession::followMovedUnit);
        connect(document, &MapDocument::propertiesChanged, this, &PlannerSession::rebuildRules);
        connect(document, &MapDocument::hexesChanged, this, &PlannerSession::onHexesChanged);
        connect(document, &MapDocument::edgesChanged, this, [this](const QList<EdgeId> &edges) {
            QList<Hex> hexes;
            for (const EdgeId &e : edges) {
                const auto [a, b] = hexesOf(e);
                hexes << a << b;
            }
            onHexesChanged(hexes);
        });
        // Units block routes (one commander a hex): the grid sees them anew.
        connect(document, &MapDocument::unitsChanged, this, &PlannerSession::invalidateGrid);
        connect(document, &MapDocument::unitsChanged, this, &PlannerSession::reevaluate);
        connect(document, &MapDocument::unitsChanged, this, &PlannerSession::updateContested);
        connect(document, &MapDocument::plansChanged, this, &PlannerSession::updateContested);
    }
    rebuildRules();
}

void PlannerSession::rebuildRules()
{
    m_rules.reset();
    if (m_document && m_document->ruleset()) {
        m_rules = std::make_unique<MovementRules>(m_document->ruleset());
        // Options the new ruleset does not know are dropped; missing ones take defaults.
        UnitProfile kept;
        for (auto it = m_profile.cbegin(); it != m_profile.cend(); ++it) {
            const UnitOption *o = m_rules->ruleset().option(it.key());
            if (o && o->hasChoice(it.value()))
                kept.insert(it.key(), it.value());
        }
        m_profile = m_rules->ruleset().withDefaults(kept);
    }
    if (m_start && (!m_document || !m_document->map().contains(*m_start))) {
        m_start.reset();
        m_orders.clear();
    }
    invalidateGrid();
    emit rulesChanged();
    emit profileChanged();
    reevaluate();
    updateContested();
}

void PlannerSession::followMovedUnit()
{
    // The map moved the planned unit (Apply to Map carried its plan out, or Undo brought it
    // back): the plan starts where it stands, with what its saved plan still orders, and the
    // plan's edits, made from where it stood, are forgotten (walk15 #3).
    if (!m_document || m_unitName.isEmpty() || !m_start)
        return;
    const MapUnit *unit = m_document->map().unitNamed(m_unitName);
    if (!unit || unit->hex == *m_start)
        return;
    m_undoStack->clear();
    const QList<MovementPlan> &plans = m_document->map().plans();
    const auto saved = std::find_if(plans.cbegin(), plans.cend(), [unit](const MovementPlan &p) {
        return p.unit == unit->name && p.start == unit->hex;
    });
    if (saved != plans.cend())
        loadPlan(*saved);
    else
        setPlan(unit->hex, {});
}

void PlannerSession::invalidateGrid()
{
    m_preview.reset();
    m_previewTarget.reset();
    m_finder.reset();
    m_grid.reset();
}

std::shared_ptr<const StepCostModel> PlannerSession::model() const
{
    if (!m_rules || !m_document)
        return {};
    return m_rules->model(m_document->map(), m_profile);
}

UnitStepCost PlannerSession::stepCostWithUnits() const
{
    // Hex{} without a start: no route is asked for then.
    return UnitStepCost(*m_rules, m_document->map(), m_profile, m_side, m_start.value_or(Hex{}));
}

const CostGrid *PlannerSession::grid()
{
    // The units as `move` sees them depend on the mover's side and start (its own stack, which
    // changes only the steps within two hexes of the start: those are made anew).
    if (m_grid && m_gridSide != m_side)
        invalidateGrid();
    if (m_grid && m_gridStart != m_start) {
        const UnitStepCost cost = stepCostWithUnits();
        // Hex{} stands for no start, as in stepCostWithUnits().
        for (const Hex start : {m_gridStart.value_or(Hex{}), m_start.value_or(Hex{})}) {
            for (const Hex h : hexSpiral(start, 2))
                m_grid->updateHex(h, cost);
        }
        m_gridStart = m_start;
    }
    if (!m_grid) {
        const auto m = model();
        if (!m)
            return nullptr;
        const HexMap &map = m_document->map();
        m_grid = std::make_unique<CostGrid>(map.shape(),
                                            [&](Hex h, Direction d) { return m->cost(map, h, d); });
        stepCostWithUnits().applyTo(*m_grid);
        m_gridSide = m_side;
        m_gridStart = m_start;
        m_finder = std::make_unique<Pathfinder>(*m_grid);
    }
    return m_grid.get();
}

void PlannerSession::onHexesChanged(const QList<Hex> &hexes)
{
    if (m_grid) {
        const UnitStepCost cost = stepCostWithUnits();
        for (Hex h : hexes)
            m_grid->updateHex(h, cost);
    }
    reevaluate();
    if (m_rules && m_rules->ruleset().contest && !m_document->map().plans().isEmpty())
        updateContested();
}

void PlannerSession::setProfile(const UnitProfile &profile)
{
    const UnitProfile p = m_rules ? m_rules->ruleset().withDefaults(profile) : profile;
    if (p == m_profile)
        return;
    m_profile = p;
    invalidateGrid();
    emit profileChanged();
    reevaluate();
}

void PlannerSession::setSide(const QString &side)
{
    if (side == m_side)
        return;
    m_side = side;
    reevaluate();
}

void PlannerSession::selectUnit(int index)
{
    if (!m_document || index < 0 || index >= m_document->map().units().size()) {
        m_unitName.clear();
        emit profileChanged();
        return;
    }
    const MapUnit &u = m_document->map().units()[index];
    m_unitName = u.name;
    m_side = u.side;
    m_start = u.hex;
    m_orders.clear();
    m_waypoints.clear();
    const UnitProfile p = m_rules ? m_rules->ruleset().withDefaults(u.profile) : u.profile;
    if (p != m_profile) {
        m_profile = p;
        invalidateGrid();
    }
    emit profileChanged();
    reevaluate();
}

void PlannerSession::setStart(Hex h)
{
    if (!m_document || !m_document->map().contains(h))
        return;
    // In a hex shared with other sides' armies, the player's own army moves.
    const QList<MapUnit> &units = m_document->map().units();
    int chosen = -1;
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].hex == h
            && (chosen < 0
                || (units[i].side == m_playerSide && units[chosen].side != m_playerSide)))
            chosen = i;
    }
    if (chosen >= 0) {
        selectUnit(chosen);
        return;
    }
    m_start = h;
    m_orders.clear();
    m_waypoints.clear();
    reevaluate();
}

void PlannerSession::clear()
{
    m_start.reset();
    m_orders.clear();
    m_waypoints.clear();
    reevaluate();
}

OrderToken PlannerSession::directionToken(Direction d) const
{
    OrderToken t;
    t.direction = d;
    t.text = directionName(m_document->map().grid().orientation, d);
    return t;
}

QList<Hex> PlannerSession::pathHexes() const
{
    return m_start ? pathHexesOf(*m_start, m_orders) : QList<Hex>();
}

std::optional<Hex> PlannerSession::pathEnd() const
{
    if (!m_start)
        return std::nullopt;
    return pathHexes().constLast();
}

bool PlannerSession::appendHex(Hex h)
{
    const auto end = pathEnd();
    if (!end || !m_document || !m_document->map().contains(h) || h == *end)
        return false;
    const Direction d = directionTo(*end, h);
    if (d >= 0) {
        m_orders << directionToken(d);
    } else {
        const auto route = previewTo(h);
        if (!route)
            return false;
        for (std::size_t i = 1; i < route->hexes.size(); ++i)
            m_orders << directionToken(directionTo(route->hexes[i - 1], route->hexes[i]));
    }
    m_waypoints << int(m_orders.size());
    reevaluate();
    return true;
}

bool PlannerSession::appendHold()
{
    if (!m_start || !m_rules || m_rules->ruleset().turns.holdTokens.isEmpty())
        return false;
    OrderToken t;
    t.hold = true;
    t.text = m_rules->ruleset().turns.holdTokens.first();
    m_orders << t;
    reevaluate();
    return true;
}

void PlannerSession::removeLast()
{
    if (!m_orders.isEmpty())
        m_orders.removeLast();
    else
        m_start.reset();
    while (!m_waypoints.isEmpty() && m_waypoints.constLast() > m_orders.size())
        m_waypoints.removeLast();
    reevaluate();
}

bool PlannerSession::setOrderString(const QString &text)
{
    if (!m_document)
        return false;
    const QStringList holds = m_rules ? m_rules->ruleset().turns.holdTokens : QStringList();
    // A hex label is a destination order for a unit that moves to destinations (a character).
    m_lastParse = m_rules ? parseUnitOrders(text, m_rules->ruleset(), m_document->map(), m_profile)
                          : parseOrders(text, m_document->map().grid().orientation, holds);
    m_orders = m_lastParse.tokens;
    if (!m_lastParse.error.isEmpty()) {
        // Keep what comes before the bad token on the map.
        QString before = text.left(std::max(0, m_lastParse.errorPosition - 1));
        while (!before.isEmpty() && (before.back() == QLatin1Char(',') || before.back().isSpace()))
            before.chop(1);
        m_orders = parseOrders(before, m_document->map().grid().orientation, holds).tokens;
    }
    m_waypoints = everyStepAWaypoint(m_orders);
    reevaluate();
    return m_lastParse.error.isEmpty();
}

QString PlannerSession::orderString() const
{
    QStringList parts;
    for (const OrderToken &t : m_orders)
        parts << t.text.toLower();
    return parts.join(QStringLiteral(", "));
}

void PlannerSession::setPlan(Hex start, const QList<OrderToken> &orders)
{
    m_start = start;
    m_orders = orders;
    m_waypoints = everyStepAWaypoint(m_orders);
    reevaluate();
}

PlanState PlannerSession::planState() const
{
    return PlanState{m_start, m_orders, m_waypoints};
}

void PlannerSession::setPlanState(const PlanState &state)
{
    m_start = state.start;
    m_orders = state.orders;
    m_waypoints = state.waypoints;
    reevaluate();
}

QList<int> PlannerSession::waypointPositions() const
{
    return hexstride::waypointPositions(planState());
}

int PlannerSession::waypointAt(Hex h) const
{
    if (!m_start || destinationRule())
        return -1;
    const QList<Hex> hexes = pathHexes();
    const QList<int> wps = waypointPositions();
    for (int i = int(wps.size()) - 1; i >= 0; --i) {
        if (hexes[wps[i]] == h)
            return i;
    }
    return -1;
}

bool PlannerSession::moveWaypoint(const PlanState &base, int index, Hex h)
{
    if (!m_document || !m_document->map().contains(h) || !grid())
        return false;
    const auto router = [this](Hex start, const QList<OrderToken> &before, std::span<const Hex> via,
                               Hex to) { return routeAfter(start, before, via, to); };
    const auto moved = withWaypointMoved(base, index, h, router,
                                         [this](Direction d) { return directionToken(d); });
    if (!moved)
        return false;
    if (*moved != planState())
        setPlanState(*moved);
    return true;
}

void PlannerSession::recordEdit(const PlanState &before, const std::function<QString()> &text,
                                int mergeId)
{
    if (before != planState())
        m_undoStack->push(new PlanEditCommand(this, before, planState(), text, mergeId));
}

int PlannerSession::mpLeft() const
{
    if (m_result.budget < 0)
        return -1;
    int turn = 1;
    QString period = m_result.steps.isEmpty() ? QString() : m_result.steps.first().period();
    int spent = 0;
    for (const PlannedStep &s : m_result.steps) {
        if (s.status != StepStatus::Ok || !s.cost)
            continue;
        // Each period the unit moves in starts with its allowance afresh, as each turn does.
        if (s.turn != turn || s.period() != period) {
            turn = s.turn;
            period = s.period();
            spent = 0;
        }
        spent += *s.cost;
    }
    return std::max(0, m_result.budget - spent);
}

void PlannerSession::reevaluate()
{
    m_result = {};
    m_compareResult = {};
    // A destination order is the whole plan: the destination the map shows.
    m_destination = m_orders.size() == 1 ? m_orders[0].destination : std::nullopt;
    m_preview.reset();
    m_previewTarget.reset();
    if (m_rules && m_document && m_start) {
        PlanContext ctx;
        ctx.side = m_side;
        // A plan over several turns is evaluated turn by turn, as the player submits it.
        m_result
            = evaluatePlanInTurns(*m_rules, m_document->map(), *m_start, m_orders, m_profile, ctx);
        m_compareResult = m_compareProfile
                              ? evaluatePlanInTurns(*m_rules, m_document->map(), *m_start, m_orders,
                                                    *m_compareProfile, ctx)
                              : PlanResult{};
    } else if (m_rules && m_document) {
        m_result.budget = m_rules->model(m_document->map(), m_profile)->allowance();
    }
    emit planChanged();
    updateReach();
}

std::optional<Route> PlannerSession::previewTo(Hex h)
{
    if (!m_start || destinationRule())
        return std::nullopt;
    if (m_previewTarget != h) {
        m_preview = routeAfter(*m_start, m_orders, {}, h);
        m_previewTarget = h;
    }
    return m_preview;
}

std::optional<TurnClock> PlannerSession::turnClock() const
{
    const auto m = model();
    if (!m)
        return std::nullopt;
    return TurnClock::of(m_rules->ruleset(), m_profile, *m);
}

std::vector<int> PlannerSession::stepCosts(Hex start, const QList<OrderToken> &orders) const
{
    std::vector<int> costs;
    Hex h = start;
    for (const OrderToken &t : orders) {
        costs.push_back(t.hold ? m_rules->ruleset().turns.holdCost
                               : m_grid->stepCost(h, t.direction));
        if (!t.hold)
            h = neighbour(h, t.direction);
    }
    return costs;
}

std::optional<Route> PlannerSession::routeAfter(Hex start, const QList<OrderToken> &before,
                                                std::span<const Hex> via, Hex to)
{
    if (!m_document || !grid())
        return std::nullopt;
    const Hex from = pathHexesOf(start, before).constLast();
    const auto clock = turnClock();
    // Past a step that cannot be made the turns are unknown: the leg counts from a fresh turn.
    const TurnState state
        = clock->perPeriod > 0
              ? turnStateAfter(stepCosts(start, before), clock->perPeriod).value_or(TurnState{})
              : TurnState{};
    return routeByTurns(*m_finder, *clock, from, via, to, state);
}

QStringList PlannerSession::orderStringsPerTurn() const
{
    // The turns the plan's evaluation gives each step (evaluatePlanInTurns(): the turns `route`
    // counts, or the engine's own where an order list goes on into later turns).
    QStringList orders;
    QList<int> turns;
    for (qsizetype i = 0; i < m_orders.size(); ++i) {
        orders << m_orders[i].text.toLower();
        turns << (i < m_result.steps.size() ? m_result.steps[i].turn : 1);
    }
    return hexstride::orderStringsPerTurn(orders, turns);
}

bool PlannerSession::ordersGivenPerTurn() const
{
    return m_rules && hexstride::ordersGivenPerTurn(m_rules->ruleset());
}

QString PlannerSession::ordersThisTurn() const
{
    return ordersGivenPerTurn() ? orderStringsPerTurn().value(0) : orderString();
}

QString PlannerSession::explainStep(Hex from, Direction d) const
{
    if (!m_rules || !m_document)
        return {};
    StepTrace trace;
    m_rules->explainStep(m_document->map(), from, d, m_profile, m_side, &trace);
    return compactTrace(trace, language());
}

QString PlannerSession::noRouteReason(Hex h) const
{
    if (!m_rules || !m_document || !m_document->map().contains(h))
        return {};
    const HexMap &map = m_document->map();
    const QString label = map.label(h);
    // The hex itself: when no step into it from any of its neighbours is allowed, the refusal
    // of one of them says why.
    QString refused;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        const Hex from = neighbour(h, d);
        if (!map.contains(from))
            continue;
        StepTrace trace;
        if (m_rules->explainStep(map, from, directionTo(from, h), m_profile, m_side, &trace) >= 0)
            return tr("No route to %1 for this unit: every way there is blocked for it.")
                .arg(label);
        if (refused.isEmpty())
            refused = compactTrace(trace, language());
    }
    return refused.isEmpty() ? tr("No route to %1 for this unit.").arg(label)
                             : tr("No route to %1 for this unit: %2").arg(label, refused);
}

void PlannerSession::setReachVisible(bool visible)
{
    if (visible == m_reachVisible)
        return;
    m_reachVisible = visible;
    updateReach();
}

void PlannerSession::updateReach()
{
    m_reachLeft.clear();
    m_reachBand.clear();
    // From where the army stops: the plan's end, or, when a step cannot be made, the hex
    // before it (the evaluation's end), with the MP left there.
    const std::optional<Hex> end
        = m_start && m_rules && m_document ? std::optional<Hex>(m_result.end) : std::nullopt;
    const auto model = this->model();
    if (m_reachVisible && end && model && m_document->map().contains(*end)) {
        const HexMap &map = m_document->map();
        // Unlimited movement: show one band as far as a long day's march would go.
        const int perTurn = m_result.budget < 0 ? 1000 : m_result.budget;
        const int left = m_result.budget < 0 ? perTurn : mpLeft();
        // The window: every hex within perTurn × turns steps of the end. Its corner sits on an
        // even column and row, so that window and map hexes differ by one axial translation.
        const int radius = perTurn * kReachTurns + 1;
        const Offset o = map.grid().toOffset(*end);
        const int col0 = std::max(0, (o.col - radius) & ~1);
        const int row0 = std::max(0, (o.row - radius) & ~1);
        const int cols = std::min(map.width(), o.col + radius + 1) - col0;
        const int rows = std::min(map.height(), o.row + radius + 1) - row0;
        m_reachOrigin = {col0, row0};
        m_reachShape = MapShape{cols, rows, map.grid(), map.shape().labels};
        m_reachDelta = map.grid().toHex({col0, row0}) - map.grid().toHex({0, 0});
        const Hex delta = m_reachDelta;
        const UnitStepCost withUnits = stepCostWithUnits();
        const CostGrid window(m_reachShape,
                              [&](Hex h, Direction d) { return withUnits(h + delta, d); });
        Pathfinder finder(window);
        m_reachLeft.assign(std::size_t(cols) * std::size_t(rows), -1);
        m_reachBand.assign(std::size_t(cols) * std::size_t(rows), 0);
        const auto index = [&](Hex windowHex) {
            const Offset w = m_reachShape.grid.toOffset(windowHex);
            return std::size_t(w.row) * std::size_t(cols) + std::size_t(w.col);
        };
        const ReachArea later = finder.reachBands(*end - delta, perTurn, kReachTurns);
        for (const ReachedHex &r : later.hexes)
            m_reachBand[index(r.hex)] = static_cast<std::uint8_t>(r.turn + 1);
        const ReachArea now = finder.reach(*end - delta, left);
        for (const ReachedHex &r : now.hexes) {
            m_reachBand[index(r.hex)] = 1;
            m_reachLeft[index(r.hex)] = static_cast<std::int16_t>(left - r.cost);
        }
    }
    emit reachChanged();
}

int PlannerSession::reachIndex(Hex h) const
{
    if (m_reachBand.empty() || !m_document)
        return -1;
    const Offset o = m_document->map().grid().toOffset(h);
    const int col = o.col - m_reachOrigin.col;
    const int row = o.row - m_reachOrigin.row;
    if (col < 0 || row < 0 || col >= m_reachShape.width || row >= m_reachShape.height)
        return -1;
    return row * m_reachShape.width + col;
}

int PlannerSession::reachBand(Hex h) const
{
    const int i = reachIndex(h);
    return i < 0 ? 0 : m_reachBand[static_cast<std::size_t>(i)];
}

int PlannerSession::reachMpLeft(Hex h) const
{
    const int i = reachIndex(h);
    return i < 0 ? -1 : m_reachLeft[static_cast<std::size_t>(i)];
}

QList<Hex> PlannerSession::reachedNow() const
{
    QList<Hex> hexes;
    for (std::size_t i = 0; i < m_reachBand.size(); ++i) {
        if (m_reachBand[i] == 1) {
            const int col = int(i % std::size_t(m_reachShape.width)) + m_reachOrigin.col;
            const int row = int(i / std::size_t(m_reachShape.width)) + m_reachOrigin.row;
            hexes << m_document->map().grid().toHex({col, row});
        }
    }
    return hexes;
}

void PlannerSession::setCompareProfile(const std::optional<UnitProfile> &profile)
{
    m_compareProfile = profile && m_rules
                           ? std::optional<UnitProfile>(m_rules->ruleset().withDefaults(*profile))
                           : profile;
    reevaluate();
}

const DestinationRule *PlannerSession::destinationRule() const
{
    if (!m_rules || !m_document)
        return nullptr;
    const Hex from = m_start.value_or(Hex{});
    return checkDestination(*m_rules, m_document->map(), from, from, m_profile).rule;
}

DestinationCheck PlannerSession::checkDestinationTo(Hex h) const
{
    if (!m_rules || !m_document || !m_start)
        return {};
    return checkDestination(*m_rules, m_document->map(), *m_start, h, m_profile);
}

void PlannerSession::setDestination(Hex h)
{
    if (!m_document)
        return;
    // The clicked destination is the unit's order, as `move --orders 1805` gives it.
    OrderToken t;
    t.text = m_document->map().label(h);
    t.position = 1;
    t.destination = h;
    m_orders = {t};
    m_waypoints.clear();
    reevaluate();
}

void PlannerSession::updateContested()
{
    m_contested.clear();
    if (m_rules && m_document)
        m_contested = contestedHexes(*m_rules, m_document->map(), language(), m_diceSeed);
    emit contestedChanged();
}

const ContestedHex *PlannerSession::contestAt(Hex h) const
{
    for (const ContestedHex &c : m_contested) {
        if (c.hex == h)
            return &c;
    }
    return nullptr;
}

void PlannerSession::setDiceSeed(std::optional<quint32> seed)
{
    if (seed == m_diceSeed)
        return;
    m_diceSeed = seed;
    updateContested();
}

MovementPlan PlannerSession::toPlan(const QString &name) const
{
    MovementPlan p;
    p.name = name;
    p.unit = m_unitName;
    p.start = m_start.value_or(Hex{});
    for (const OrderToken &t : m_orders)
        p.orders << t.text.toLower();
    p.profile = m_profile;
    return p;
}

void PlannerSession::loadPlan(const MovementPlan &plan)
{
    m_unitName = plan.unit;
    if (!plan.profile.isEmpty())
        setProfile(plan.profile);
    emit profileChanged();
    m_start = plan.start;
    setOrderString(plan.orders.join(QStringLiteral(", ")));
}

} // namespace hexstride
