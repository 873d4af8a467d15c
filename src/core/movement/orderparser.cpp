#include "orderparser.h"
#include "text/filltext.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace hexstride {

namespace {
/// A direction's name as one string every token spelt so shares: a turn of 100,000 order lines
/// holds 400,000 tokens, and each would otherwise hold a copy of "ne".
const QString &sharedDirectionName(Orientation o, Direction d)
{
    static const std::array<std::array<QString, kDirectionCount>, 2> names = [] {
        std::array<std::array<QString, kDirectionCount>, 2> out;
        for (const Orientation each : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (Direction k = 0; k < kDirectionCount; ++k)
                out[std::size_t(each)][std::size_t(k)] = directionName(each, k);
        }
        return out;
    }();
    return names[std::size_t(o)][std::size_t(d)];
}

ParsedOrders parse(const QString &text, Orientation orientation, const QStringList &holdTokens,
                   bool localized)
{
    ParsedOrders out;
    auto fail = [&](const QString &token, int position, const QString &message) {
        out.tokens.clear();
        out.error = message;
        out.errorToken = token;
        out.errorPosition = position;
        return out;
    };
    QStringList directions;
    QStringList shown; // the interface's names where they differ from the game's
    for (Direction d : clockwiseDirections(orientation)) {
        directions << directionName(orientation, d);
        if (localized && localizedDirectionName(orientation, d).toLower() != directions.constLast())
            shown << localizedDirectionName(orientation, d);
    }
    QStringList expected = directions;
    expected += shown;
    expected += holdTokens;
    const auto shownDirection = [&](const QString &lower) -> std::optional<Direction> {
        for (Direction d : clockwiseDirections(orientation)) {
            if (localizedDirectionName(orientation, d).toLower() == lower)
                return d;
        }
        return std::nullopt;
    };

    const qsizetype n = text.size();
    // Orders are usually comma-separated; a list longer than the cap is refused.
    out.tokens.reserve(std::min<qsizetype>(text.count(QLatin1Char(',')) + 1, kMaxOrders));
    qsizetype i = 0;
    bool expectToken = true; // after a comma a token must follow
    bool sawComma = false;
    while (i < n) {
        const QChar c = text.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == QLatin1Char(',')) {
            if (expectToken)
                return fail(
                    QStringLiteral(","), int(i + 1),
                    QCoreApplication::translate("hexstride::Orders", "empty order at position %1")
                        .arg(i + 1));
            expectToken = true;
            sawComma = true;
            ++i;
            continue;
        }
        const qsizetype start = i;
        while (i < n && !text.at(i).isSpace() && text.at(i) != QLatin1Char(','))
            ++i;
        const QString token = text.mid(start, i - start);
        if (out.tokens.size() == kMaxOrders)
            return fail(token, int(start + 1),
                        QCoreApplication::translate(
                            "hexstride::Orders", "more than %1 orders (order %2 at position %3): "
                                                 "no ruleset lets a unit carry out that many")
                            .arg(kMaxOrders)
                            .arg(kMaxOrders + 1)
                            .arg(start + 1));
        OrderToken t{token, int(start + 1), false, -1, std::nullopt};
        const QString lower = token.toLower();
        if (holdTokens.contains(lower, Qt::CaseInsensitive)) {
            t.hold = true;
        } else if (const auto d = parseDirection(orientation, lower)) {
            t.direction = *d;
            if (const QString &name = sharedDirectionName(orientation, *d); name == token)
                t.text = name;
        } else if (const auto shownAs = localized ? shownDirection(lower) : std::nullopt) {
            t.direction = *shownAs;
            t.text = directionName(orientation, *shownAs);
        } else {
            return fail(
                token, t.position,
                fillText(QCoreApplication::translate(
                             "hexstride::Orders",
                             "unknown order \"%1\" at position %2 (order %3); expected one of: %4"),
                         {token, t.position, out.tokens.size() + 1,
                          expected.join(QStringLiteral(", "))}));
        }
        out.tokens << t;
        expectToken = false;
    }
    if (sawComma && expectToken)
        return fail(
            QStringLiteral(","), int(n),
            QCoreApplication::translate("hexstride::Orders", "empty order at position %1").arg(n));
    return out;
}

} // namespace

ParsedOrders parseOrders(const QString &text, Orientation orientation,
                         const QStringList &holdTokens)
{
    return parse(text, orientation, holdTokens, false);
}

ParsedOrders parseTypedOrders(const QString &text, Orientation orientation,
                              const QStringList &holdTokens)
{
    return parse(text, orientation, holdTokens, true);
}

} // namespace hexstride
