#include "orderparser.h"
#include "text/filltext.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <string_view>

namespace hexstride {

namespace {
// The directions in Russian letters (север С, восток В, юг Ю, запад З), index = axial direction
// number as directionName()'s (see hex.h).
constexpr std::array<std::u16string_view, kDirectionCount> kPointyRussian{u"В", u"СВ", u"СЗ",
                                                                          u"З", u"ЮЗ", u"ЮВ"};
constexpr std::array<std::u16string_view, kDirectionCount> kFlatRussian{u"ЮВ", u"СВ", u"С",
                                                                        u"СЗ", u"ЮЗ", u"Ю"};

// The hold as the steps table writes it in each interface language (holdWord()), read whatever
// the reader's language is, as the Russian direction letters are.
constexpr std::array<std::u16string_view, 2> kHoldWords{u"rest", u"отдых"};

/// Whether a token is a hold: one of the ruleset's tokens, or the table's word for it.
bool readsAsHold(const QString &token, const QStringList &holdTokens)
{
    if (holdTokens.isEmpty())
        return false;
    if (holdTokens.contains(token, Qt::CaseInsensitive)
        || token.compare(holdWord(), Qt::CaseInsensitive) == 0)
        return true;
    return std::any_of(kHoldWords.cbegin(), kHoldWords.cend(), [&token](std::u16string_view w) {
        return token.compare(QStringView(w), Qt::CaseInsensitive) == 0;
    });
}

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

ParsedOrders parse(const QString &text, Orientation orientation, const QStringList &holdTokens)
{
    ParsedOrders out;
    auto fail = [&](const QString &token, int position, const QString &message) {
        out.tokens.clear();
        out.error = message;
        out.errorToken = token;
        out.errorPosition = position;
        return out;
    };
    // What is read, for an error to list: the game's names, and the letters the interface shows
    // where they are other spellings readOrderDirection() reads («ЮЗ» in Russian).
    const auto expected = [&] {
        QStringList names;
        QStringList shown;
        for (Direction d : clockwiseDirections(orientation)) {
            names << directionName(orientation, d);
            const QString local = localizedDirectionName(orientation, d);
            if (local.compare(names.constLast(), Qt::CaseInsensitive) != 0
                && readOrderDirection(orientation, local) == d)
                shown << local;
        }
        QStringList holds = holdTokens;
        if (!holds.isEmpty() && !holds.contains(holdWord(), Qt::CaseInsensitive))
            holds << holdWord();
        return (names + shown + holds).join(QStringLiteral(", "));
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
        if (readsAsHold(token, holdTokens)) {
            t.hold = true;
            // The table's word is kept as the ruleset's token, which files are written in.
            if (!holdTokens.contains(token, Qt::CaseInsensitive))
                t.text = holdTokens.first();
        } else if (const auto d = readOrderDirection(orientation, token)) {
            t.direction = *d;
            // Russian letters are kept as the game's name, which files are written in; the
            // game's name in capitals stays as written.
            const QString &name = sharedDirectionName(orientation, *d);
            if (name == token || !parseDirection(orientation, token))
                t.text = name;
        } else {
            return fail(
                token, t.position,
                fillText(QCoreApplication::translate(
                             "hexstride::Orders",
                             "unknown order \"%1\" at position %2 (order %3); expected one of: %4"),
                         {token, t.position, out.tokens.size() + 1, expected()}));
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

std::optional<Direction> readOrderDirection(Orientation o, QStringView token)
{
    const auto &russian = o == Orientation::PointyTop ? kPointyRussian : kFlatRussian;
    for (Direction d = 0; d < kDirectionCount; ++d) {
        if (token.compare(sharedDirectionName(o, d), Qt::CaseInsensitive) == 0
            || token.compare(QStringView(russian[std::size_t(d)]), Qt::CaseInsensitive) == 0)
            return d;
    }
    return std::nullopt;
}

QString holdWord()
{
    // One message for the planner's steps table and the parser.
    //: A hold order in the planner's steps table (a day of rest); typed back, it is read as one.
    return QCoreApplication::translate("hexstride::Orders", "rest");
}

QString russianDirectionLetters(Orientation o, Direction d)
{
    const auto &russian = o == Orientation::PointyTop ? kPointyRussian : kFlatRussian;
    return QStringView(russian[std::size_t(d)]).toString();
}

ParsedOrders parseOrders(const QString &text, Orientation orientation,
                         const QStringList &holdTokens)
{
    return parse(text, orientation, holdTokens);
}

} // namespace hexstride
