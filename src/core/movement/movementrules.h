#pragma once

#include "stepcostmodel.h"

#include <QMutex>
#include <memory>

namespace hexstride {

/// The periods of a turn in which a unit of `profile` moves (those whose `movers` match), in
/// order; empty: the turn is one stretch of movement.
QList<const TurnPeriod *> movementPeriods(const Ruleset &ruleset, const UnitProfile &profile);

/// What evaluating a plan reads for one unit profile, compiled once per map vocabulary and
/// profile (MovementRules caches it with the cost model) rather than for every plan.
struct ProfileRules
{
    UnitProfile profile; ///< complete (Ruleset::withDefaults)
    std::shared_ptr<const StepCostModel> model;
    QList<const TurnPeriod *> periods; ///< movementPeriods()
    /// The conditions of the ruleset's rules of each kind, in its order, for this profile.
    std::vector<CompiledCondition> stopRules, occupancy, chances, stateChanges;
    CompiledCondition minimumMoveUnless;
    /// The unit fact bits any of these (or the costs) can read: a step finds only those.
    std::uint8_t unitBits = 0;
};

/// A ruleset ready for movement questions: profile checks, compiled cost models (cached per
/// map vocabulary and profile) and single explained steps. Cheap to copy the shared_ptr around;
/// the model cache is guarded so that one instance may serve several threads.
class MovementRules
{
public:
    explicit MovementRules(std::shared_ptr<const Ruleset> ruleset);

    const Ruleset &ruleset() const { return *m_ruleset; }
    const std::shared_ptr<const Ruleset> &rulesetPtr() const { return m_ruleset; }

    /// Empty when every option of the profile exists with a valid value and no forbidden
    /// combination is chosen; otherwise a translated message naming the offending option/value.
    QString checkProfile(const UnitProfile &profile) const;

    /// The compiled model for a map's vocabulary and a profile (defaults filled in).
    /// Pathfinding should fetch it once per query and call model->cost() in its loop.
    std::shared_ptr<const StepCostModel> model(const HexMap &map, const UnitProfile &profile) const;
    /// The model with the rest of what a plan's steps read for the profile (cached the same way).
    std::shared_ptr<const ProfileRules> profileRules(const HexMap &map,
                                                     const UnitProfile &profile) const;

    /// Cost of one step, trace-free (≥ 1, or -1 when not allowed or off the map). Convenience for
    /// callers without a model at hand; looks the model up in the cache first.
    int stepCostFast(const HexMap &map, Hex from, Direction d, const UnitProfile &profile) const;

    /// Cost of one step with its explanation, units on the map considered (relations relative
    /// to `side`; units standing on `from` with the same side are the mover's own stack): -1
    /// where a rule about units forbids it (unitsVerdict), which the explanation names last.
    int explainStep(const HexMap &map, Hex from, Direction d, const UnitProfile &profile,
                    const QString &side, StepTrace *trace) const;

private:
    struct CacheEntry
    {
        UnitProfile profile;   ///< with defaults
        UnitProfile requested; ///< as last asked for: stepCostFast checks it by identity
        QStringList terrains, hexFeatures, edgeFeatures;
        std::shared_ptr<const StepCostModel> model;
        std::shared_ptr<const ProfileRules> rules; ///< holds `model` too
    };
    std::shared_ptr<const Ruleset> m_ruleset;
    mutable QMutex m_mutex;
    mutable QList<CacheEntry> m_cache;
};

/// Whether a plan on the map gives the named unit a step this turn (holds do not count): a unit
/// without one is stationary.
bool hasPlannedMove(const HexMap &map, const QString &unitName);

/// Unit facts (UnitFactBit) of a step for a mover of `side` that started at `start`. A unit of
/// a side that lets the mover's pass (sidesPass: its own, or one the map's sides table and the
/// ruleset's passing relations make so) is a friend; any other is an enemy.
std::uint8_t unitFactsOf(const Ruleset &r, const HexMap &map, Hex from, Hex to, const QString &side,
                         Hex start);

/// The facts unit `u` adds to a step from `from` to `to` (unitFactsOf; the mover's own stack is
/// left out by the caller). `isMoving()` says whether it has a move planned; asked only of a
/// friend on the hex entered.
template<typename IsMoving>
std::uint8_t unitFactBits(const MapUnit &u, bool friendly, Hex from, Hex to, IsMoving isMoving)
{
    std::uint8_t bits = 0;
    if (u.hex == to && friendly)
        bits |= EnterFriend | (isMoving() ? EnterMovingFriend : EnterStationaryFriend);
    else if (u.hex == to)
        bits |= EnterEnemy;
    if (distance(u.hex, to) == 1)
        bits |= friendly ? AdjacentFriend : AdjacentEnemy;
    if (distance(u.hex, from) == 1)
        bits |= friendly ? LeaveAdjacentFriend : LeaveAdjacentEnemy;
    return bits;
}

} // namespace hexstride
