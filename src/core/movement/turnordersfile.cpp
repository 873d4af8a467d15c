#include "turnordersfile.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The CLI's context: `orders` and `resolve` read the same files with the same messages.
struct OrdersFileText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

std::optional<OrdersFileLine> splitOrdersLine(const QString &line, int number, QString *error)
{
    const QStringList fields = line.split(QLatin1Char('|'));
    if (fields.size() != 4) {
        *error = OrdersFileText::tr("expected 4 fields separated by \"|\" (name | start hex | unit "
                                    "options | orders), found %1")
                     .arg(fields.size());
        return std::nullopt;
    }
    OrdersFileLine l;
    l.number = number;
    l.name = fields[0].trimmed();
    l.start = fields[1].trimmed();
    l.options = fields[2].trimmed();
    l.orders = fields[3];
    l.ordersColumn = int(line.lastIndexOf(QLatin1Char('|'))) + 2;
    if (l.name.isEmpty()) {
        *error = OrdersFileText::tr("the army has no name");
        return std::nullopt;
    }
    return l;
}

QString ordersFileErrorText(const QString &fileName, const OrdersFileError &error)
{
    const QString place
        = error.column > 0
              ? QStringLiteral("%1:%2:%3").arg(fileName).arg(error.line).arg(error.column)
              : QStringLiteral("%1:%2").arg(fileName).arg(error.line);
    return place + QStringLiteral(": ") + error.message;
}

TurnOrdersFile readTurnOrders(const MovementRules &rules, const HexMap &map, const QString &text)
{
    TurnOrdersFile out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        QString raw = lines[i];
        if (raw.endsWith(QLatin1Char('\r')))
            raw.chop(1);
        const QString trimmed = raw.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        const int number = i + 1;
        QString message;
        const auto line = splitOrdersLine(raw, number, &message);
        if (!line) {
            out.errors << OrdersFileError{number, 0, message};
            continue;
        }
        const auto fail = [&](const QString &m, int column = 0) {
            out.errors << OrdersFileError{number, column,
                                          OrdersFileText::tr("%1: %2").arg(line->name, m)};
        };
        TurnOrders o;
        o.name = line->name;
        const MapUnit *known = nullptr;
        for (const MapUnit &u : map.units()) {
            if (u.name == line->name)
                known = &u;
        }
        if (known) {
            o.side = known->side;
            o.figures = known->figures;
            o.profile = known->profile;
            o.start = known->hex;
        }
        if (!line->start.isEmpty() || !known) {
            const auto start = map.parseLabel(line->start);
            if (!start) {
                fail(OrdersFileText::tr("start hex \"%1\" is not a hex of this map")
                         .arg(line->start));
                continue;
            }
            o.start = *start;
        }
        bool bad = false;
        for (const QString &arg : line->options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const qsizetype eq = arg.indexOf(QLatin1Char('='));
            const QString key = arg.left(eq).trimmed();
            const QString value = arg.mid(eq + 1).trimmed();
            bool ok = eq > 0;
            if (ok && key == QLatin1String("side"))
                o.side = value;
            else if (ok && key == QLatin1String("figures"))
                o.figures = value.toInt(&ok);
            else if (ok)
                o.profile.insert(key, value);
            if (!ok || (key == QLatin1String("figures") && o.figures < 0)) {
                fail(OrdersFileText::tr("\"%1\": expected KEY=VALUE (figures= a whole number)")
                         .arg(arg));
                bad = true;
                break;
            }
        }
        if (bad)
            continue;
        message = rules.checkProfile(o.profile);
        if (!message.isEmpty()) {
            fail(message);
            continue;
        }
        const ParsedOrders parsed
            = parseOrders(line->orders, map.grid().orientation, rules.ruleset().turns.holdTokens);
        if (!parsed.error.isEmpty()) {
            fail(parsed.error, line->ordersColumn + parsed.errorPosition - 1);
            continue;
        }
        o.orders = parsed.tokens;
        out.orders << o;
        out.lines << number;
    }
    return out;
}

} // namespace hexstride
