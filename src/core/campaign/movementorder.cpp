#include "movementorder.h"

#include "map/hexmap.h"

#include <QCoreApplication>
#include <QHash>
#include <QRandomGenerator>

#include <algorithm>

namespace hexstride {

namespace {
struct MovementOrderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::campaign)
};
} // namespace

MovementOrder campaignMovementOrder(const Campaign &campaign, const TurnSequence &sequence)
{
    return campaign.movementOrder.value_or(sequence.order);
}

QString turnMovementText(const Campaign &campaign, const TurnStructure &turns, int turn,
                         MovementTextReader reader)
{
    switch (turns.sequence.kind) {
    case SequenceKind::Simultaneous:
        return MovementOrderText::tr("all at once, period by period (the ruleset's rule)");
    case SequenceKind::AlternatingSides:
        return MovementOrderText::tr("side after side in the order %1 (the ruleset's rule)")
            .arg(turns.sideOrder.join(QStringLiteral(", ")));
    case SequenceKind::InOrder:
    case SequenceKind::Encounters:
        break;
    }
    QString order;
    switch (campaignMovementOrder(campaign, turns.sequence)) {
    case MovementOrder::Map:
        order = MovementOrderText::tr("in the order of the map's units");
        break;
    case MovementOrder::Sides:
        order = MovementOrderText::tr("side by side (%1), in the order of the map's units within "
                                      "a side")
                    .arg(campaign.sides().join(QStringLiteral(", ")));
        break;
    case MovementOrder::Random:
        order = reader == MovementTextReader::Referee
                    ? MovementOrderText::tr("in an order drawn with seed %1")
                          .arg(turnSeed(campaign, turn))
                    : MovementOrderText::tr("in an order drawn by the referee");
        break;
    }
    return campaign.movementOrder ? MovementOrderText::tr("%1 (the campaign's choice)").arg(order)
                                  : MovementOrderText::tr("%1 (the ruleset's rule)").arg(order);
}

quint32 turnSeed(const Campaign &campaign, int turn)
{
    return campaign.seed + quint32(turn);
}

QList<TurnOrders> orderedForTurn(const QList<TurnOrders> &orders, const HexMap &map,
                                 const Campaign &campaign, const TurnSequence &sequence, int turn)
{
    const MovementOrder order = campaignMovementOrder(campaign, sequence);
    QHash<QString, qsizetype> mapPlace;
    for (qsizetype i = 0; i < map.units().size(); ++i)
        mapPlace.insert(map.units()[i].name, i);
    const QStringList sides = campaign.sides();
    // The key of each order: (side rank, place); units off the map after all, as given.
    QList<std::pair<std::pair<qsizetype, qsizetype>, qsizetype>> keyed;
    for (qsizetype i = 0; i < orders.size(); ++i) {
        const qsizetype place = mapPlace.value(orders[i].name, map.units().size() + i);
        qsizetype rank = 0;
        if (order == MovementOrder::Sides) {
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
    if (order == MovementOrder::Random) {
        // Fisher–Yates over the map's order with a generator seeded for this turn.
        QRandomGenerator draw(turnSeed(campaign, turn));
        for (qsizetype i = out.size() - 1; i > 0; --i)
            std::swap(out[i], out[qsizetype(draw.bounded(quint32(i + 1)))]);
    }
    return out;
}

} // namespace hexstride
