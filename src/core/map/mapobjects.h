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

/// An army, commander or unit standing on a hex.
/// The most troop figures a unit holds (docs/file-format.md): the map reader, `units add
/// --figures` and an orders line's figures= refuse more.
inline constexpr int kMaxUnitFigures = 100'000'000;

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
