#pragma once

// Private to the turn resolver: what its sequencing kinds share.

#include "turnresolver.h"

namespace hexstride::turnresolver {

/// One unit while the turn is resolved.
struct UnitState
{
    const TurnOrders *in = nullptr;
    /// Its orders evaluated alone on the map as given, where all move at once (else null: a
    /// big turn of the other kinds does not hold an empty plan a unit).
    PlanResult *alone = nullptr;
};

/// What a sequencing kind works with.
struct TurnContext
{
    const MovementRules &rules;
    const HexMap &map;
    const TurnChoices &choices;
    const QString &language;
    TurnResolution &out;
    QList<UnitState> &units;
    /// Who stands where on the map the kind evaluates on (null: scan, TurnChoices::scanUnits).
    const UnitIndex *index = nullptr;
    /// The units that joined an army (TurnOrders::joins) and move with it, by the army's index:
    /// only the armies joined (a list a unit of a big turn, nearly all empty, held 2.4 MB).
    QMap<int, QList<int>> joiners = {};
    /// The meetings the turn may still hold (kMaxTurnMeetings); below 0 the turn stops, and
    /// `crowdedAt` is the hex where the bound was passed.
    qint64 meetingsLeft = kMaxTurnMeetings;
    std::optional<Hex> crowdedAt = {};

    /// Counts `count` meetings in `hex` against the bound; false (the turn stops) past it.
    bool meet(qsizetype count, Hex hex)
    {
        meetingsLeft -= count;
        if (meetingsLeft < 0 && !crowdedAt)
            crowdedAt = hex;
        return !crowdedAt;
    }

    /// Records a decision and returns the outcome: the referee's answer when TurnChoices has
    /// one among `choices`, else a roll with the seed when `rollable`, else the first choice
    /// (the normal outcome; for dice: none, the tie stays open).
    QString decide(TurnDecision d, bool rollable);
};

/// Evaluates a unit's first `orderCount` orders from `start` on `map` (indexed by `index`).
PlanResult evaluateUnit(const MovementRules &rules, const HexMap &map, const UnitIndex *index,
                        const TurnOrders &u, Hex start, qsizetype orderCount);

/// Cuts a unit's orders at `keep`: the first `keep` orders are evaluated again (so the stop
/// rules of the pause apply), the next order is blocked with `reason` and the rest are not
/// executed (their hexes as the unit alone would have gone). Units stopped alike may share
/// one `reason`.
void cutOrders(TurnContext &c, int unit, const HexMap &map, Hex start, qsizetype keep,
               const SharedTraceItem &reason);

/// A reason of the resolver's own as a rule label: translated into the running language (the
/// CLI and the app install the translator of the language they speak).
inline LocalizedText ownLabel(const QString &translated)
{
    return LocalizedText{translated, translated};
}

/// The simultaneous kind: contested hexes by period (simultaneousturn.cpp).
void resolveSimultaneous(TurnContext &c);

/// A deterministic 32-bit seed per roll, from the run's seed and the roll's id.
quint32 rollSeed(quint32 seed, const QString &id);

} // namespace hexstride::turnresolver
