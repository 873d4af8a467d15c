#pragma once

#include "hex/hex.h"

#include <QMap>
#include <QString>
#include <QStringList>
#include <cstdint>

namespace hexstride {

/// A unit's profile: ruleset option id → chosen value (e.g. "fed" → "no").
using UnitProfile = QMap<QString, QString>;

/// A text placed on a hex (a town name, a region), with its size and style.
struct MapLabel
{
    Hex hex;
    QString text;
    double scale = 1.0; ///< text size relative to the normal label size
    bool bold = true;
    bool italic = false;
    std::uint32_t colour = 0x1e1914; ///< 0xRRGGBB
    friend bool operator==(const MapLabel &, const MapLabel &) = default;
};

/// The most troop figures a unit holds (docs/file-format.md): the map reader, `units add
/// --figures` and an orders line's figures= refuse more.
inline constexpr int kMaxUnitFigures = 100'000'000;

/// The most orders one order list may hold (an orders line, a plan, a typed list): far more
/// than any ruleset's movement allowance lets a unit carry out in a turn (or in the turns a plan
/// spans), so a longer list is a mistake, refused at the order past the cap (docs/cli.md
/// "Size"). It also bounds what reading and evaluating one list costs.
inline constexpr int kMaxOrders = 10000;

/// The most orders all the lists of one file hold together (a map's plans, an orders file):
/// ten orders for each of 100,000 armies. It bounds a turn's time and memory (999 plans of
/// 10,000 orders took 39 s and 2.4 GB); a file past it is refused whole.
inline constexpr int kMaxOrdersInAll = 1'000'000;

/// An army, commander or unit standing on a hex.
struct MapUnit
{
    QString name;
    QString side; ///< allegiance; units of different sides are enemies
    Hex hex;
    UnitProfile profile;
    int figures = 0; ///< troop figures (leaders and heroes not counted)
    friend bool operator==(const MapUnit &, const MapUnit &) = default;
};

/// A named movement plan: a start hex and an order list in the game's notation.
struct MovementPlan
{
    QString name;
    QString unit; ///< name of the unit it belongs to, may be empty
    Hex start;
    QStringList orders; ///< e.g. {"nw", "nw", "e", "h"}
    UnitProfile profile;
    friend bool operator==(const MovementPlan &, const MovementPlan &) = default;
};

/// A hex-side feature that an import found recorded from one of the side's two hexes only
/// (JOverseer lists every side from both of its hexes). It is imported all the same and kept
/// with the map so that the map check can point the referee at it. The note stands only while
/// the side is exactly as imported: once the referee edits that side, they have looked at it
/// and the note no longer shows (undoing the edit brings it back). See oneSidedNoteHolds().
struct OneSidedFeatureNote
{
    Hex hex;                      ///< the hex that recorded the feature
    int side = 0;                 ///< which side of `hex`, a Direction 0..5
    int feature = 0;              ///< bit of the feature in the map's edge feature ids
    std::uint16_t asImported = 0; ///< the side's whole feature mask right after the import
    friend bool operator==(const OneSidedFeatureNote &, const OneSidedFeatureNote &) = default;
};

} // namespace hexstride
