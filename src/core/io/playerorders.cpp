#include "playerorders.h"

#include "io/safefile.h"
#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "movement/orderparser.h"
#include "movement/planturns.h"
#include "movement/turnordersfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QHash>

namespace hexstride {

namespace {
struct PlayerOrdersMessages
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::PlayerOrders)
};

QString placed(const QString &fileName, int line, const QString &message)
{
    return ordersFileErrorText(fileName, OrdersFileError{line, 0, message});
}

/// The options of `profile` that differ from the army's own, as KEY=VALUE in the ruleset's order.
QString optionsDifferingFrom(const Ruleset &ruleset, const UnitProfile &profile,
                             const UnitProfile &army)
{
    const UnitProfile mine = ruleset.withDefaults(profile);
    const UnitProfile theirs = ruleset.withDefaults(army);
    QStringList out;
    for (const UnitOption &o : ruleset.unitOptions) {
        const QString value = mine.value(o.id);
        if (!value.isEmpty() && value != theirs.value(o.id))
            out << o.id + QLatin1Char('=') + value;
    }
    return out.join(QLatin1Char(' '));
}
} // namespace

QStringList playerOrdersHeaderErrors(const QString &text, const QString &fileName)
{
    QStringList out;
    for (const OrdersHeaderError &e : readOrdersHeader(text).errors)
        out << placed(fileName, e.line, e.message);
    return out;
}

PlayerOrdersRead readPlayerOrders(const MovementRules &rules, const HexMap &map,
                                  const QString &text, const QString &fileName)
{
    PlayerOrdersRead out;
    out.errors = playerOrdersHeaderErrors(text, fileName);
    if (!out.errors.isEmpty())
        return out;
    out.header = readOrdersHeader(text).header;
    const TurnOrdersFile read = readTurnOrders(rules, map, text, OrdersArmies::MapOnly);
    for (const OrdersFileError &e : read.errors)
        out.errors << ordersFileErrorText(fileName, e);
    const QString side = out.header ? out.header->side : QString();
    for (qsizetype i = 0; i < read.orders.size(); ++i) {
        const TurnOrders &o = read.orders[i];
        const int line = read.lines.value(i);
        const MapUnit *army = map.unitNamed(o.name);
        if (!army)
            continue; // never: the reader takes the map's armies only (OrdersArmies::MapOnly)
        if (!side.isEmpty() && army->side != side) {
            out.errors << placed(
                fileName, line,
                PlayerOrdersMessages::tr("%1: an army of %2, not of %3 (the "
                                         "side of this file)")
                    .arg(o.name,
                         army->side.isEmpty() ? PlayerOrdersMessages::tr("no side") : army->side,
                         side));
            continue;
        }
        MovementPlan plan;
        plan.name = o.name;
        plan.unit = o.name;
        plan.start = o.start;
        plan.profile = rules.ruleset().withDefaults(o.profile);
        for (const OrderToken &t : o.orders)
            plan.orders << t.text.toLower();
        out.plans << plan;
    }
    if (!out.errors.isEmpty())
        out.plans.clear();
    return out;
}

QString planOrdersThisTurn(const MovementRules &rules, const HexMap &map, const MovementPlan &plan)
{
    const QList<OrderToken> tokens
        = parseOrders(plan.orders.join(QStringLiteral(", ")), map.grid().orientation,
                      rules.ruleset().turns.holdTokens)
              .tokens;
    QStringList orders;
    for (const OrderToken &t : tokens)
        orders << t.text.toLower();
    if (!ordersGivenPerTurn(rules.ruleset()))
        return orders.join(QStringLiteral(", "));
    const UnitProfile profile = rules.ruleset().withDefaults(plan.profile);
    return orderStringsPerTurn(orders, turnsOfOrders(rules, map, plan.start, tokens, profile))
        .value(0);
}

PlayerOrdersText playerOrdersText(const MovementRules &rules, const HexMap &map,
                                  const OrdersHeader &header, const QStringList &armies)
{
    PlayerOrdersText out;
    QHash<QString, const MovementPlan *> planOf;
    for (const MovementPlan &p : map.plans())
        if (!p.unit.isEmpty() && !planOf.contains(p.unit))
            planOf.insert(p.unit, &p);
    QString lines;
    for (const MapUnit &u : map.units()) {
        if (u.side != header.side || (!armies.isEmpty() && !armies.contains(u.name)))
            continue;
        // The reader splits at "|" and trims the name: such a name cannot be written back.
        if (u.name.contains(QLatin1Char('|')) || u.name.contains(QLatin1Char('\n'))
            || u.name != u.name.trimmed()) {
            out.error = PlayerOrdersMessages::tr("The army \"%1\" has a name an orders line "
                                                 "cannot hold (a \"|\", a line break or spaces "
                                                 "at an end): rename it first.")
                            .arg(u.name);
            return out;
        }
        QString start, options, orders;
        if (const MovementPlan *p = planOf.value(u.name)) {
            if (p->start != u.hex && !header.campaign.isEmpty()) {
                out.error = PlayerOrdersMessages::tr("The plan of \"%1\" starts in %2, but the "
                                                     "army stands in %3: in a campaign an army's "
                                                     "orders start where it stands.")
                                .arg(u.name, map.label(p->start), map.label(u.hex));
                return out;
            }
            if (p->start != u.hex)
                start = map.label(p->start);
            if (!p->profile.isEmpty())
                options = optionsDifferingFrom(rules.ruleset(), p->profile, u.profile);
            orders = planOrdersThisTurn(rules, map, *p);
        }
        // "Army | | | e, e": one space each side of a bar, none for an empty field.
        QString line = u.name;
        for (const QString &field : {start, options, orders})
            line += field.isEmpty() ? QStringLiteral(" |") : QStringLiteral(" | ") + field;
        lines += line + QLatin1Char('\n');
        ++out.armies;
        if (!orders.isEmpty())
            ++out.armiesWithOrders;
    }
    out.text = ordersHeaderText(header) + lines;
    return out;
}

QString fileSha256(const QString &path, QString *error)
{
    QByteArray bytes;
    QString problem;
    if (!safefile::readFileBounded(path, safefile::kMaxMapBytes, bytes, problem)) {
        if (error)
            *error = problem;
        return {};
    }
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

} // namespace hexstride
