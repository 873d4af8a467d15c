#include "turnordersfile.h"

#include "destinationmoves.h"
#include "io/jsontext.h"
#include "io/messagetext.h"
#include "io/utf8textfile.h"
#include "map/labellimit.h"
#include "map/sidespellings.h"
#include "map/unitedits.h"
#include "text/escapedcharacter.h"
#include "text/filltext.h"
#include "text/terminaltext.h"
#include "text/textlines.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <limits>
#include <utility>

namespace hexstride {

namespace {
/// The CLI's context: `orders` and `resolve` read the same files with the same messages.
struct OrdersFileText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
/// `text` without the ASCII spaces and tabs around it: a START hex followed by U+2028 or U+00A0
/// is no hex (probe13 Q14), as the map's `units[].hex` and `--from` refuse it.
QString asciiTrimmed(const QString &text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    const auto blank = [](QChar c) { return c == QLatin1Char(' ') || c == QLatin1Char('\t'); };
    while (begin < end && blank(text[begin]))
        ++begin;
    while (end > begin && blank(text[end - 1]))
        --end;
    return text.mid(begin, end - begin);
}

/// Why line `number` of an orders file cannot be read (the message translated), or nothing: a
/// line break inside it; in a player's file (`playersFile`) also what acts on a terminal (a
/// control character other than a tab, a bidi control), at its column, comments included: the
/// campaign files it for the referee to read, and an escape there would retitle the terminal
/// (probe17 R04). An invisible format character (a soft hyphen from a word processor) only
/// hides itself: a comment may hold one (probe19 T05), a name may not (ordersLineNameProblem).
std::optional<OrdersFileError> lineProblem(const QString &line, int number, bool playersFile)
{
    if (QString problem = lineBreakInsideProblem(line); !problem.isEmpty())
        return OrdersFileError{number, 0, std::move(problem)};
    const qsizetype at = playersFile ? firstActingOnTerminal(line) : -1;
    if (at < 0)
        return std::nullopt;
    return OrdersFileError{number, int(at) + 1,
                           OrdersFileText::tr("the line holds %1: a player's orders file is "
                                              "plain text, its comments too")
                               .arg(escapedCharacterName(line, at))};
}
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
    l.start = asciiTrimmed(fields[1]);
    l.options = fields[2].trimmed();
    l.orders = fields[3];
    l.ordersColumn = int(line.lastIndexOf(QLatin1Char('|'))) + 2;
    if (l.name.isEmpty()) {
        *error = OrdersFileText::tr("the army has no name");
        return std::nullopt;
    }
    return l;
}

QString ordersLineNameProblem(const QString &name)
{
    if (name.trimmed().isEmpty() || hasNoVisibleCharacter(name))
        return OrdersFileText::tr("a unit's name must not be blank");
    if (name.size() > kMaxLabelChars)
        return OrdersFileText::tr("a unit's name holds at most %1 characters").arg(kMaxLabelChars);
    if (name.trimmed() != name)
        return OrdersFileText::tr("an orders line cannot carry spaces at the start or end of a "
                                  "name");
    // A bidi override or an invisible format character would make the line read otherwise.
    if (name.contains(QLatin1Char('|')) || holdsTerminalEscape(name))
        return OrdersFileText::tr("a name on an orders line cannot hold \"|\", a line break or "
                                  "another control character");
    if (name.startsWith(QLatin1Char('#')))
        return OrdersFileText::tr("an orders line that begins with \"#\" is a comment");
    return {};
}

QString ordersFileUtf8Problem(const QString &fileName, const QByteArray &bytes)
{
    if (const auto utf16 = utf16LineColumn(bytes))
        return ordersFileErrorText(
            fileName, OrdersFileError{utf16->first, utf16->second, utf16TextMessage()});
    const auto place = invalidUtf8LineColumn(bytes);
    if (!place)
        return {};
    return ordersFileErrorText(fileName, OrdersFileError{place->first, place->second,
                                                         OrdersFileText::tr("the text is not "
                                                                            "valid UTF-8")});
}

std::optional<QString> readOrdersFileText(const QString &path, QString &error,
                                          safefile::NamedBy namedBy)
{
    QByteArray bytes;
    if (!safefile::readFileBounded(path, safefile::kMaxOrdersBytes, bytes, error, namedBy))
        return std::nullopt;
    if (QString bad = ordersFileUtf8Problem(path, bytes); !bad.isEmpty()) {
        error = std::move(bad);
        return std::nullopt;
    }
    return QString::fromUtf8(bytes);
}

QString ordersFileErrorText(const QString &fileName, const OrdersFileError &error)
{
    const QString place
        = error.column > 0 ? fillText(QStringLiteral("%1:%2:%3"),
                                      {quotedPath(fileName), error.line, error.column})
                           : fillText(QStringLiteral("%1:%2"), {quotedPath(fileName), error.line});
    return place + QStringLiteral(": ") + error.message;
}

QString nearestName(const QString &name, const QStringList &candidates)
{
    // Levenshtein distance, case-insensitive, one row at a time; ties keep the first candidate.
    // A candidate is measured only while it can still beat the best so far: the difference of
    // lengths and of the letters' counts (in 64 buckets) are lower bounds of the distance, and
    // a row whose least entry reaches the best cannot lead below it. The answer is the same as
    // measuring every candidate in full, at a fraction of the cost on many similar candidates.
    constexpr int kBuckets = 64;
    const QString a = name.toCaseFolded();
    std::array<int, kBuckets> countsA{};
    for (const QChar ch : a)
        ++countsA[ch.unicode() % kBuckets];
    QString best;
    qsizetype bestDistance = std::numeric_limits<qsizetype>::max();
    QList<qsizetype> row;
    for (const QString &candidate : candidates) {
        const QString b = candidate.toCaseFolded();
        if (std::abs(b.size() - a.size()) >= bestDistance)
            continue;
        std::array<int, kBuckets> counts = countsA;
        for (const QChar ch : b)
            --counts[ch.unicode() % kBuckets];
        qsizetype onlyA = 0, onlyB = 0;
        for (const int k : counts)
            (k > 0 ? onlyA : onlyB) += std::abs(k);
        if (std::max(onlyA, onlyB) >= bestDistance)
            continue;
        row.resize(b.size() + 1);
        for (qsizetype j = 0; j <= b.size(); ++j)
            row[j] = j;
        bool beaten = false;
        for (qsizetype i = 1; i <= a.size() && !beaten; ++i) {
            qsizetype diagonal = row[0];
            row[0] = i;
            qsizetype least = row[0];
            for (qsizetype j = 1; j <= b.size(); ++j) {
                const qsizetype above = row[j];
                row[j] = std::min(
                    {above + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
                diagonal = above;
                least = std::min(least, row[j]);
            }
            beaten = least >= bestDistance;
        }
        if (!beaten && row[b.size()] < bestDistance) {
            bestDistance = row[b.size()];
            best = candidate;
        }
    }
    return best;
}

namespace {
/// Suggestions cost a pass over every unit's name: a file of nothing but unknown names gets
/// them for its first lines only, so that it is still read in linear time.
constexpr int kMaxSuggestions = 20;

/// Where an army of the turn starts, and its side.
struct JoinTarget
{
    Hex start;
    QString side;
};

/// Each joins= names an army of the turn, of the unit's side (probe16 Q02: a unit of another
/// side would ride inside the army it then fights), that starts in the unit's hex (a character
/// joins an army where it stands); a line that does not is an error and is dropped. A player
/// (`player`) may join only an army of their side, and is told the same whether or not the map
/// has another side's army of that name (probe16 Q05).
void checkJoins(const HexMap &map, const OrdersPlayerView *player, TurnOrdersFile &file)
{
    // Units of the map, then the file's lines (which may move them or declare new armies).
    QHash<QString, JoinTarget> startOf;
    for (const MapUnit &u : map.units())
        startOf.insert(u.name, {u.hex, u.side});
    for (const TurnOrders &o : std::as_const(file.orders))
        startOf.insert(o.name, {o.start, o.side});
    // A unit that joins travels with its army: joining it makes a chain, or a cycle of
    // characters that all "travel with" one another and none moves (the line of each joiner).
    // (Whom each joiner joins and its line, copied: lines are dropped from the file below.)
    QHash<QString, std::pair<QString, int>> joiner;
    for (qsizetype i = 0; i < file.orders.size(); ++i) {
        if (!file.orders[i].joins.isEmpty())
            joiner.insert(file.orders[i].name, {file.orders[i].joins, file.lines[i]});
    }
    for (qsizetype i = file.orders.size() - 1; i >= 0; --i) {
        const TurnOrders &o = file.orders[i];
        if (o.joins.isEmpty())
            continue;
        const auto army = startOf.constFind(o.joins);
        QString problem;
        if (player && !player->sideArmies.contains(o.joins))
            problem = OrdersFileText::tr("joins=%1: no army of side %2 has this name")
                          .arg(o.joins, player->side);
        else if (army == startOf.cend() || o.joins == o.name)
            problem = OrdersFileText::tr("joins=%1: no other unit of the turn has this name")
                          .arg(o.joins);
        else if (const auto j = joiner.constFind(o.joins); j != joiner.cend())
            problem = fillText(
                OrdersFileText::tr("joins=%1: %1 joins %2 itself (line %3); a unit joins an "
                                   "army that moves on its own"),
                {o.joins, j->first, j->second});
        else if (army->side != o.side)
            problem = OrdersFileText::tr("joins=%1: %1 is an army of another side").arg(o.joins);
        else if (army->start != o.start)
            problem = OrdersFileText::tr("joins=%1: that army stands in %2, not in %3 where this "
                                         "unit stands")
                          .arg(o.joins, map.label(army->start), map.label(o.start));
        if (problem.isEmpty())
            continue;
        file.errors << OrdersFileError{file.lines[i], 0,
                                       OrdersFileText::tr("%1: %2").arg(o.name, problem)};
        file.orders.removeAt(i);
        file.lines.removeAt(i);
    }
    std::stable_sort(
        file.errors.begin(), file.errors.end(),
        [](const OrdersFileError &a, const OrdersFileError &b) { return a.line < b.line; });
}
} // namespace

TurnOrdersFile readTurnOrders(const MovementRules &rules, const HexMap &map, const QString &text,
                              OrdersArmies armies, const OrdersPlayerView *player)
{
    TurnOrdersFile out;
    // One look-up per line (a file of 100,000 lines against a map of 50,000 units).
    QHash<QString, qsizetype> unitByName;
    unitByName.reserve(map.units().size());
    QStringList unitNames;
    for (qsizetype i = 0; i < map.units().size(); ++i) {
        unitByName.insert(map.units()[i].name, i);
        unitNames << map.units()[i].name;
    }
    QHash<QString, int> lineByName; // the line that gave each army its orders
    int suggestions = 0;
    const QStringList lines = textLines(text);
    out.orders.reserve(lines.size());
    out.lines.reserve(lines.size());
    QSet<QString> sides;     // a few sides for 100,000 armies: one string each
    SideSpellings spellings; // a new army's side is none of the map's written otherwise
    for (const MapUnit &u : map.units())
        spellings.add(u.side);
    qsizetype ordersInAll = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &raw = lines[i];
        const int number = i + 1;
        // Asked of comments too: what an editor shows as the next line must not be read as
        // the rest of a comment (probe17 R11), nor carry what acts on the referee's terminal.
        if (auto problem = lineProblem(raw, number, player != nullptr)) {
            out.errors << *problem;
            continue;
        }
        const QString trimmed = raw.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#')))
            continue;
        // Before its fields: a second byte order mark or a DOS Ctrl-Z would make a line that
        // reads "# Turn 1" or nothing at all "expected 4 fields" (probe18 S09).
        if (const auto invisible = invisibleCharacter(raw)) {
            out.errors << OrdersFileError{number, invisible->column, invisible->message};
            continue;
        }
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
        // A player's line naming none of their armies is refused before anything else on it is
        // read: its side, a look-alike, a start hex would tell of units they were not shown.
        if (player) {
            if (const QString refusal = player->refuseArmy(line->name); !refusal.isEmpty()) {
                out.errors << OrdersFileError{number, 0, refusal};
                continue;
            }
        }
        // One army, one line: a second line would move the same army twice, as two armies.
        if (const auto first = lineByName.constFind(line->name); first != lineByName.cend()) {
            fail(OrdersFileText::tr("this army already has its orders on line %1").arg(*first));
            continue;
        }
        lineByName.insert(line->name, number);
        TurnOrders o;
        o.name = line->name;
        const auto knownAt = unitByName.constFind(line->name);
        const MapUnit *known = knownAt == unitByName.cend() ? nullptr : &map.units()[*knownAt];
        if (known) {
            o.side = known->side;
            o.figures = known->figures;
            o.profile = known->profile;
            o.start = known->hex;
        }
        bool bad = false;
        bool sideGiven = false;
        QHash<QString, QString> given; // key → its option as written: "last wins" was silent
        for (const QString &arg : line->options.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const qsizetype eq = arg.indexOf(QLatin1Char('='));
            const QString key = arg.left(eq).trimmed();
            const QString value = arg.mid(eq + 1).trimmed();
            bool ok = eq > 0;
            if (const auto first = given.constFind(key); ok && first != given.cend()) {
                fail(OrdersFileText::tr("\"%1\" and \"%2\": %3= is given twice on one line")
                         .arg(*first, arg, key));
                bad = true;
                break;
            }
            if (ok)
                given.insert(key, arg);
            if (ok && key == QLatin1String("side")) {
                o.side = *sides.insert(value);
                sideGiven = true;
                ok = !value.isEmpty(); // "side=" alone would make a side-less army (probe 10, F20)
            } else if (ok && key == QLatin1String("figures")) {
                o.figures = value.toInt(&ok);
            } else if (ok && key == QLatin1String("joins")) {
                o.joins = value;
                ok = !value.isEmpty();
            } else if (ok) {
                o.profile.insert(key, value);
            }
            if (!ok
                || (key == QLatin1String("figures")
                    && (o.figures < 0 || o.figures > kMaxUnitFigures))) {
                fail(fillText(
                    OrdersFileText::tr("\"%1\": expected KEY=VALUE (side= a name, figures= a "
                                       "whole number from 0 to %2)"),
                    {quotedInput(arg), kMaxUnitFigures}));
                bad = true;
                break;
            }
        }
        if (bad)
            continue;
        // A new army becomes a unit of the map after the turn (--write-map): its name and side
        // are checked as a map unit's are (probe13 Q02).
        if (!known) {
            QString problem = unitNameProblem(line->name);
            // probe15 P13: "aragorn, side=West" beside the map's "Aragorn" is a typing slip,
            // not a new army of its own (without side= the line is refused below, with the
            // name it may mean).
            if (problem.isEmpty() && sideGiven)
                problem = unitNameTwin(line->name, map.units(), -1);
            QString side = sideGiven ? unitSideProblem(o.side) : QString();
            if (sideGiven && side.isEmpty())
                side = spellings.add(o.side);
            if (problem.isEmpty() && !side.isEmpty())
                problem = OrdersFileText::tr("side=: %1").arg(side);
            if (!problem.isEmpty()) {
                fail(problem);
                continue;
            }
        }
        // A side is the army's, not a turn's: a line cannot move it to another side (it would
        // be that side's as a mover and the old side's as an obstacle).
        if (known && sideGiven && o.side != known->side) {
            fail(OrdersFileText::tr("side=%1: an army of the map keeps its side (%2); options "
                                    "on an orders line are for this turn only")
                     .arg(o.side,
                          known->side.isEmpty() ? OrdersFileText::tr("no side") : known->side));
            continue;
        }
        // Where the map has units, the file gives them orders: a name that is none of them is a
        // slip of the pen, which would otherwise march as a side-less army of its own. An army
        // the map does not hold is declared with its side.
        const bool ownArmiesAllowed = armies == OrdersArmies::MapOrOwn;
        if (!known && !ownArmiesAllowed) {
            const QString nearest
                = suggestions++ < kMaxSuggestions ? nearestName(line->name, unitNames) : QString();
            fail(nearest.isEmpty()
                     ? OrdersFileText::tr("no unit of the map has this name")
                     : OrdersFileText::tr("no unit of the map has this name (did you mean "
                                          "\"%1\"?)")
                           .arg(nearest));
            continue;
        }
        if (!known && !sideGiven && !map.units().isEmpty()) {
            const QString nearest
                = suggestions++ < kMaxSuggestions ? nearestName(line->name, unitNames) : QString();
            fail(nearest.isEmpty()
                     ? OrdersFileText::tr("no unit of the map has this name (an army of its own "
                                          "needs side=)")
                     : OrdersFileText::tr("no unit of the map has this name (did you mean "
                                          "\"%1\"? an army of its own needs side=)")
                           .arg(nearest));
            continue;
        }
        if (!line->start.isEmpty() || !known) {
            const auto start = map.parseLabel(line->start);
            if (!start) {
                fail(OrdersFileText::tr("start hex: %1").arg(map.labelProblem(line->start)));
                continue;
            }
            o.start = *start;
        }
        message = rules.checkProfile(o.profile);
        if (!message.isEmpty()) {
            fail(message);
            continue;
        }
        const ParsedOrders parsed = parseUnitOrders(line->orders, rules.ruleset(), map, o.profile);
        if (!parsed.error.isEmpty()) {
            fail(parsed.error, line->ordersColumn + parsed.errorPosition - 1);
            continue;
        }
        // All the lines together are bounded too: past the cap nothing of the file is taken
        // (half a turn's orders would move half the armies).
        ordersInAll += parsed.tokens.size();
        if (ordersInAll > kMaxOrdersInAll) {
            out.orders.clear();
            out.lines.clear();
            // The place: the line's first order (ordersColumn is where the field begins).
            const int firstOrder = parsed.tokens.isEmpty() ? 1 : parsed.tokens.first().position;
            out.errors << OrdersFileError{
                number, line->ordersColumn + firstOrder - 1,
                fillText(
                    OrdersFileText::tr("%1: the file's orders pass %2 in all here (at most %2 in "
                                       "all the lines together); nothing in the file is taken"),
                    {line->name, kMaxOrdersInAll})};
            return out;
        }
        o.orders = parsed.tokens;
        if (!o.joins.isEmpty() && !o.orders.isEmpty()) {
            fail(OrdersFileText::tr("joins=%1: a unit that has joined an army moves with it and "
                                    "takes no orders of its own")
                     .arg(o.joins),
                 line->ordersColumn);
            continue;
        }
        out.orders << o;
        out.lines << number;
    }
    checkJoins(map, player, out);
    return out;
}

} // namespace hexstride
