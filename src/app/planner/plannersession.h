#pragma once

#include "contestedhexes.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "movement/planturns.h"
#include "movement/turnroute.h"
#include "movement/unitrules.h"
#include "movement/unitsteprules.h"
#include "planwaypoints.h"

#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

class QUndoStack;

namespace hexstride {

class EditorContext;
class MapDocument;

/// The state of the movement planner for the open map: who moves (unit profile, side), the
/// plan being plotted (a start hex and an order list in the game's notation) and everything
/// the engine says about it (per-step costs, reasons, reach). The view, the docks and the tool
/// all read it; nothing here re-implements a rule: costs come from MovementRules, routes and
/// reach from a CostGrid built from the same model.
class PlannerSession : public QObject
{
    Q_OBJECT
public:
    explicit PlannerSession(EditorContext *context, QObject *parent = nullptr);
    ~PlannerSession() override;

    MapDocument *document() const { return m_document; }
    /// Null when the map's ruleset is unknown.
    const MovementRules *rules() const { return m_rules.get(); }
    /// The UI language for rule names ("en", "ru").
    static QString language();

    // Who moves.
    const UnitProfile &profile() const { return m_profile; }
    void setProfile(const UnitProfile &profile);
    const QString &side() const { return m_side; }
    void setSide(const QString &side);
    const QString &unitName() const { return m_unitName; }
    /// Picks a unit of the map (its profile, side and hex become the plan's); -1 for none.
    void selectUnit(int index);
    /// The side of the player whose orders are planned (File ▸ Open Orders): in a hex shared
    /// with other sides, a click picks the player's army. Empty: the first unit of the hex.
    void setPlayerSide(const QString &side) { m_playerSide = side; }

    // The plan.
    std::optional<Hex> start() const { return m_start; }
    const QList<OrderToken> &orders() const { return m_orders; }
    /// Starts a new plan at h (a unit standing there is selected).
    void setStart(Hex h);
    void clear();
    /// Adds a step to h when it is next to the path's end, otherwise the cheapest route to it.
    /// False when h cannot be reached or there is no start.
    bool appendHex(Hex h);
    /// Adds the ruleset's hold order (a day of rest); false when it has none.
    bool appendHold();
    /// Removes the last order, or the start when there is none.
    void removeLast();
    /// Replaces the orders by a typed or pasted order string (the game's direction names or
    /// their Russian letters, «ЮЗ»; parseOrders()). On a bad token the plan keeps
    /// the orders before it and parseError() names the token and its position.
    bool setOrderString(const QString &text);
    const ParsedOrders &lastParse() const { return m_lastParse; }
    /// The plan in the game's notation: "nw, nw, e, h".
    QString orderString() const;
    /// Replaces the whole plan (a stored plan).
    void setPlan(Hex start, const QList<OrderToken> &orders);

    // Waypoints and the plan's own undo history (plan edits are not map edits).
    PlanState planState() const;
    void setPlanState(const PlanState &state);
    /// The draggable waypoints as positions in pathHexes(): the start, each clicked hex, the end.
    QList<int> waypointPositions() const;
    /// Index into waypointPositions() of the waypoint on h (the last one when the path crosses
    /// itself), or -1.
    int waypointAt(Hex h) const;
    /// Sets the plan to `base` with waypoint `index` moved to h, the legs before and after it
    /// re-routed the cheapest way. False, and the plan left as it is, when h cannot be reached.
    bool moveWaypoint(const PlanState &base, int index, Hex h);
    /// Plan edits made in the view, one command per gesture (a click, a key, a whole drag).
    QUndoStack *undoStack() const { return m_undoStack; }
    /// Records the change from `before` to the current plan as one undo step named `text`
    /// (nothing when the plan did not change). Consecutive edits with the same mergeId (not -1)
    /// become one step.
    /// `text` is said again after a language switch (see DescribedCommand).
    void recordEdit(const PlanState &before, const std::function<QString()> &text,
                    int mergeId = -1);
    static constexpr int kTypingMergeId = 1;

    /// The start, then the hex each order leads to (a hold repeats the hex).
    QList<Hex> pathHexes() const;
    /// Where the orders lead, or nothing without a start.
    std::optional<Hex> pathEnd() const;
    const PlanResult &result() const { return m_result; }
    /// Allowance per turn (-1 unlimited) and the points left in the plan's last turn.
    int budget() const { return m_result.budget; }
    int mpLeft() const;

    /// The route from the path's end to h that `hexstride-cli route` gives (fewest turns, then
    /// fewest MP; routeByTurns), its turns counted on from where the plan stands. An A* search
    /// that stops at h; the last one is kept, so the same hex asks nothing again.
    std::optional<Route> previewTo(Hex h);
    /// The same for a leg after `before` (orders from `start`), through `via`.
    std::optional<Route> routeAfter(Hex start, const QList<OrderToken> &before,
                                    std::span<const Hex> via, Hex to);
    /// The plan's orders as one order string per turn, in the turns of result() (the turns
    /// `route` counts; orderStringsPerTurn()); one string when the plan fits one turn.
    QStringList orderStringsPerTurn() const;
    /// Whether the ruleset's order list is one turn: a plan over several turns is submitted
    /// turn by turn (hexstride::ordersGivenPerTurn()).
    bool ordersGivenPerTurn() const;
    /// The orders to submit now: the first turn's where orders are given per turn, otherwise
    /// the whole list (the engine carries it on into later turns).
    QString ordersThisTurn() const;
    /// The compact explanation of one step (compactTrace(): "Mixed Army Movement Costs: Plains,
    /// Fed Road Cost → 2 · …"), or the rule that forbids it, in the UI language.
    QString explainStep(Hex from, Direction d) const;
    /// Why no route reaches `h` (a click there adds no step; walk12 #2): "No route to 0807 for
    /// this unit: …", translated, with the refusal of a step into the hex when no step into it is
    /// allowed.
    QString noRouteReason(Hex h) const;

    // Reach from where the army stops (the path's end unless a step fails): band 1 is what the MP
    // left reach (shaded by MP left), later bands are the turns after it.
    static constexpr int kReachTurns = 3;
    bool reachVisible() const { return m_reachVisible; }
    void setReachVisible(bool visible);
    /// Band of h (0 = not reached), and the MP left on arrival for band 1.
    int reachBand(Hex h) const;
    int reachMpLeft(Hex h) const;
    /// The hexes of band 1 (for tests and the overlay's extent).
    QList<Hex> reachedNow() const;

    const CostGrid *grid();
    std::shared_ptr<const StepCostModel> model() const;

    // Compare: the same orders evaluated for a second profile (fed against unfed, mixed
    // against cavalry), pinned from the profile current when comparing starts.
    void setCompareProfile(const std::optional<UnitProfile> &profile);
    const std::optional<UnitProfile> &compareProfile() const { return m_compareProfile; }
    const PlanResult &compareResult() const { return m_compareResult; }

    // Path-free moves (character moves, return spells): when a destination rule applies to
    // the profile, a click picks the destination instead of adding steps.
    /// The rule for the profile, or null when the unit moves by paths.
    const DestinationRule *destinationRule() const;
    std::optional<Hex> destination() const { return m_destination; }
    void setDestination(Hex h);
    /// Whether the unit may move from the start to h, and why not.
    DestinationCheck checkDestinationTo(Hex h) const;

    // Simultaneous moves: the map's saved plans resolved together (see contestedHexes()).
    const QList<ContestedHex> &contested() const { return m_contested; }
    /// The contest at h, or null.
    const ContestedHex *contestAt(Hex h) const;
    /// Dice for ties: rolled with this seed, or left to the players (nothing).
    std::optional<quint32> diceSeed() const { return m_diceSeed; }
    void setDiceSeed(std::optional<quint32> seed);
    /// Recomputes the contests (plans, units or rules changed; the UI language changed).
    void updateContested();

    /// The plan as a map plan with a name.
    MovementPlan toPlan(const QString &name) const;
    void loadPlan(const MovementPlan &plan);

signals:
    void planChanged();
    void profileChanged();
    void reachChanged();
    /// The map, its ruleset or the vocabulary changed: everything was recomputed.
    void rulesChanged();
    void contestedChanged();

private:
    void setDocument(MapDocument *document);
    void rebuildRules();
    void followMovedUnit();
    void invalidateGrid();
    /// Step costs with the map's units seen as `move` sees them for this mover (its side, its
    /// start): the grid's and the reach window's.
    UnitStepCost stepCostWithUnits() const;
    void reevaluate();
    void updateReach();
    void onHexesChanged(const QList<Hex> &hexes);
    OrderToken directionToken(Direction d) const;

    QPointer<MapDocument> m_document;
    std::unique_ptr<MovementRules> m_rules;
    UnitProfile m_profile;
    QString m_side;
    QString m_unitName;
    QString m_playerSide;
    std::optional<Hex> m_start;
    QList<OrderToken> m_orders;
    QList<int> m_waypoints; ///< clicked positions (see PlanState)
    QUndoStack *m_undoStack;
    ParsedOrders m_lastParse;
    std::optional<Hex> m_destination;
    std::optional<UnitProfile> m_compareProfile;
    PlanResult m_compareResult;
    PlanResult m_result;

    std::unique_ptr<CostGrid> m_grid;
    QString m_gridSide; ///< the mover's side and start the grid's units are seen for
    std::optional<Hex> m_gridStart;
    std::unique_ptr<Pathfinder> m_finder;
    /// The grid's cost of each order from start (a hold: the ruleset's hold cost; -1: cannot
    /// be made); grid() must have been built.
    std::vector<int> stepCosts(Hex start, const QList<OrderToken> &orders) const;
    /// How the unit's moves are counted in turns; nothing without rules.
    std::optional<TurnClock> turnClock() const;
    std::optional<Route> m_preview; ///< the last previewTo() answer
    std::optional<Hex> m_previewTarget;
    QList<ContestedHex> m_contested;
    std::optional<quint32> m_diceSeed;
    bool m_reachVisible = false;
    /// The reach is computed in a window of the map around the path's end, as large as the
    /// MP of all bands can go (every step costs at least 1), not over the whole map: a plan
    /// change on a huge map costs what the budget reaches. Indexed row by row in the window.
    int reachIndex(Hex h) const;
    Offset m_reachOrigin;  ///< the window's top-left offset on the map (even column and row)
    MapShape m_reachShape; ///< the window as a map of its own
    Hex m_reachDelta;      ///< map hex = window hex + delta
    std::vector<std::int16_t> m_reachLeft; ///< per window hex, -1 = not in band 1
    std::vector<std::uint8_t> m_reachBand; ///< per window hex, 0 = not reached
};

} // namespace hexstride
