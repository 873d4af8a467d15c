#include "movementorder.h"

#include "map/hexmap.h"

#include <QHash>
#include <QRandomGenerator>

#include <algorithm>

namespace hexstride {

quint32 turnSeed(const Campaign &campaign, int turn)
{
    return campaign.seed + quint32(turn);
}

QList<TurnOrders> orderedForTurn(const QList<TurnOrders> &orders, const HexMap &map,
                                 const Campaign &campaign, int turn)
{
    QHash<QString, qsizetype> mapPlace;
    for (qsizetype i = 0; i < map.units().size(); ++i)
        mapPlace.insert(map.units()[i].name, i);
    const QStringList sides = campaign.sides();
    // The key of each order: (side rank, place); units off the map after all, as given.
    QList<std::pair<std::pair<qsizetype, qsizetype>, qsizetype>> keyed;
    for (qsizetype i = 0; i < orders.size(); ++i) {
        const qsizetype place = mapPlace.value(orders[i].name, map.units().size() + i);
        qsizetype rank = 0;
        if (campaign.movementOrder == MovementOrder::Sides) {
            rank = sides.indexOf(orders[i].side);
            if (rank < 0)
                rank = sides.size();
        }
        keyed.append({{rank, place}, i});
    }
    std::stable_sort(keyed.begin(), keyed.end());
    QList<TurnOrders> out;
    out.reserve(orders.size());
    for (const auto &k : keyed)
        out << orders[k.second];
    if (campaign.movementOrder == MovementOrder::Random) {
        // Fisher–Yates over the map's order with a generator seeded for this turn.
        QRandomGenerator draw(turnSeed(campaign, turn));
        for (qsizetype i = out.size() - 1; i > 0; --i)
            std::swap(out[i], out[qsizetype(draw.bounded(quint32(i + 1)))]);
    }
    return out;
}

} // namespace hexstride
