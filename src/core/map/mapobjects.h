#pragma once

#include "hex/hex.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace hexstride {

/// A unit's profile: ruleset option id → chosen value (e.g. "fed" → "no").
using UnitProfile = QMap<QString, QString>;

/// A text placed on a hex (a town name, a region).
struct MapLabel
{
    Hex hex;
    QString text;
    friend bool operator==(const MapLabel &, const MapLabel &) = default;
};

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

} // namespace hexstride
