#include "mapsides.h"

namespace hexstride {

QString sideRelationId(SideRelation r)
{
    switch (r) {
    case SideRelation::Friendly:
        return QStringLiteral("friendly");
    case SideRelation::Tolerant:
        return QStringLiteral("tolerant");
    case SideRelation::Hostile:
        break;
    }
    return QStringLiteral("hostile");
}

std::optional<SideRelation> parseSideRelation(const QString &id)
{
    for (SideRelation r : {SideRelation::Friendly, SideRelation::Tolerant, SideRelation::Hostile}) {
        if (id == sideRelationId(r))
            return r;
    }
    return std::nullopt;
}

SideRelation MapSides::relation(const QString &side, const QString &toward) const
{
    if (side == toward)
        return SideRelation::Friendly;
    for (const SideRelationEntry &e : relations) {
        if (e.side == side && e.toward == toward)
            return e.relation;
    }
    return SideRelation::Hostile;
}

void MapSides::setRelation(const QString &side, const QString &toward, SideRelation r)
{
    const auto same
        = [&](const SideRelationEntry &e) { return e.side == side && e.toward == toward; };
    const auto it = std::find_if(relations.begin(), relations.end(), same);
    if (r == SideRelation::Hostile || side == toward) {
        relations.removeIf(same);
    } else if (it != relations.end()) {
        it->relation = r; // in place: an unchanged table stays equal, entry for entry
    } else {
        relations << SideRelationEntry{side, toward, r};
    }
}

QString MapSides::ownerOf(Hex h) const
{
    for (const HexOwner &o : owners) {
        if (o.hex == h)
            return o.side;
    }
    return {};
}

void MapSides::setOwner(Hex h, const QString &side)
{
    owners.removeIf([&](const HexOwner &o) { return o.hex == h; });
    if (!side.isEmpty())
        owners << HexOwner{h, side};
}

} // namespace hexstride
