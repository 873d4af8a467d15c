#pragma once

#include "hex/hex.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace hexstride {

/// How one side regards another (the map's sides table). Pbm-strategic's encounters stop an
/// army at an army or fortified centre of a side that is not friendly or tolerant.
enum class SideRelation { Friendly, Tolerant, Hostile };

/// The file and JSON name of a relation: "friendly", "tolerant", "hostile".
QString sideRelationId(SideRelation r);
std::optional<SideRelation> parseSideRelation(const QString &id);

/// One entry of the sides table: how `side` regards `toward` (directed: the other way round is
/// an entry of its own).
struct SideRelationEntry
{
    QString side;
    QString toward;
    SideRelation relation = SideRelation::Hostile;
    friend bool operator==(const SideRelationEntry &, const SideRelationEntry &) = default;
};

/// The side that owns a hex's features (a population centre and its fortification).
struct HexOwner
{
    Hex hex;
    QString side;
    friend bool operator==(const HexOwner &, const HexOwner &) = default;
};

/// The map's sides data: who regards whom how, and who owns which hex's features. Sparse:
/// a pair without an entry is hostile (a side is always friendly to itself), a hex without an
/// owner belongs to nobody.
struct MapSides
{
    QList<SideRelationEntry> relations; ///< at most one entry per (side, toward), no self pairs
    QList<HexOwner> owners;             ///< at most one entry per hex

    /// How `side` regards `toward`: friendly to itself, hostile without an entry.
    SideRelation relation(const QString &side, const QString &toward) const;
    /// Sets how `side` regards `toward`; hostile (the default) removes the entry.
    void setRelation(const QString &side, const QString &toward, SideRelation r);
    /// The side owning `h`'s features, or an empty string.
    QString ownerOf(Hex h) const;
    void setOwner(Hex h, const QString &side);
    bool isEmpty() const { return relations.isEmpty() && owners.isEmpty(); }
    friend bool operator==(const MapSides &, const MapSides &) = default;
};

} // namespace hexstride
