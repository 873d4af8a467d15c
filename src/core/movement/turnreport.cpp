// resolve: the resolution as JSON and text, and the rolls file (the map after the turn is
// the core's mapAfterTurn, movement/turnapply.h).
#include "turnreport.h"

#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/messagetext.h"
#include "steptrace.h"
#include "text/filltext.h"
#include "text/terminaltext.h"
#include "turnordersfile.h"
#include "turntexts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextStream>

#include <algorithm>
#include <functional>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them); the
/// context keeps the name it had while this was the CLI's `resolve` output.
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// A unit's side as the text output shows it: a string from the map, so its control characters
/// and line breaks are escaped (a side name must not start a line of its own, issue 29).
QString shownSide(const QString &side)
{
    return side.isEmpty() ? CliText::tr("no side") : terminalText(side);
}

/// Whether a report for `side` (none: the referee's, everything) tells of the unit.
bool sideHas(const TurnResolution &r, const std::optional<QString> &side, int unit)
{
    return !side || (unit >= 0 && r.units[unit].side == *side);
}

/// Whether one of `units` (indexes into r.units) is the side's (any, for the referee).
bool anyOfSide(const TurnResolution &r, const QList<int> &units, const std::optional<QString> &side)
{
    return std::any_of(units.cbegin(), units.cend(), [&](int i) { return sideHas(r, side, i); });
}

bool conflictSeen(const TurnResolution &r, const TurnConflict &c,
                  const std::optional<QString> &side)
{
    return anyOfSide(r, c.unitIndexes, side);
}

/// The decisions a side's report tells of: those about one of its units that is told of it
/// (found by name in one look-up each, not a scan of the turn's units per decision).
QList<const TurnDecision *> decisionsSeen(const TurnResolution &r,
                                          const std::optional<QString> &side)
{
    QList<const TurnDecision *> seen;
    QSet<QString> own;
    if (side) {
        for (const ResolvedUnit &u : r.units) {
            if (u.side == *side)
                own.insert(u.name);
        }
    }
    for (const TurnDecision &d : r.decisions) {
        const bool about
            = !side || std::any_of(d.units.cbegin(), d.units.cend(), [&](const QString &n) {
                  return own.contains(n) && !d.untold.contains(n);
              });
        if (about)
            seen << &d;
    }
    return seen;
}

QJsonValue nameOrNull(const TurnConflict &c, int i)
{
    return i >= 0 ? QJsonValue(c.units[i]) : QJsonValue();
}
QJsonArray explainJson(const PlannedStep &s, const QString &lang)
{
    QJsonArray a;
    for (const TraceItem &t : s.explain())
        a << traceItemJson(t, lang);
    for (const TraceItem &t : s.warnings())
        a << traceItemJson(t, lang);
    return a;
}
} // namespace

namespace {
/// The sentences of a resolution's trace items by the item's address, while the resolution
/// (const, so no item moves) is written: the steps of a big turn share their explanations'
/// lists, so most items are written many times. Bounded: a unit's own reason is written once.
using TraceTexts = QHash<const TraceItem *, QString>;
constexpr qsizetype kMaxTraceTexts = 65536;

QString traceText(const TraceItem &item, const QString &language, TraceTexts *texts)
{
    if (!texts)
        return formatTraceItem(item, language);
    if (const auto known = texts->constFind(&item); known != texts->cend())
        return *known;
    QString text = formatTraceItem(item, language);
    if (texts->size() < kMaxTraceTexts)
        texts->insert(&item, text);
    return text;
}

/// traceItemJson()'s object written into `json`, byte for byte as Qt writes it.
void writeTraceItemJson(JsonText &json, const TraceItem &i, const QString &lang, TraceTexts *texts)
{
    // traceItemJson()'s members in its key order.
    json.beginObject();
    json.key(QLatin1StringView("kind")).string(traceKindId(i.kind));
    bool values = false, result = false;
    switch (i.kind) {
    case TraceItem::Kind::Base:
    case TraceItem::Kind::Modifier:
    case TraceItem::Kind::Override:
    case TraceItem::Kind::Insufficient:
        values = result = true;
        break;
    case TraceItem::Kind::Rounding:
    case TraceItem::Kind::Minimum:
    case TraceItem::Kind::Final:
    case TraceItem::Kind::Hold:
        result = true;
        break;
    default:
        break;
    }
    if (result)
        json.key(QLatin1StringView("result")).number(i.result);
    if (!i.ruleId.isEmpty())
        json.key(QLatin1StringView("rule")).string(i.ruleId);
    json.key(QLatin1StringView("text")).string(traceText(i, lang, texts));
    if (values)
        json.key(QLatin1StringView("value")).number(i.value);
    json.end();
}

/// stepJson()'s object written into `json` (its members in its key order).
void writeStepJson(JsonText &json, const HexMap &map, const Ruleset &ruleset, const PlannedStep &s,
                   const QString &language, TraceTexts *texts)
{
    json.beginObject();
    json.key(QLatin1StringView("cost"));
    if (s.cost)
        json.integer(*s.cost);
    else
        json.null();
    json.key(QLatin1StringView("explain")).beginArray();
    for (const TraceItem &t : s.explain())
        writeTraceItemJson(json, t, language, texts);
    for (const TraceItem &t : s.warnings())
        writeTraceItemJson(json, t, language, texts);
    json.end();
    json.key(QLatin1StringView("from")).string(map.label(s.from));
    json.key(QLatin1StringView("order")).string(s.order);
    if (!s.period().isEmpty())
        json.key(QLatin1StringView("period")).string(s.period());
    json.key(QLatin1StringView("reason"));
    if (s.reason)
        json.string(traceText(*s.reason, language, texts));
    else
        json.null();
    if (ruleset.turns.isRound)
        json.key(QLatin1StringView("round")).integer(s.turn);
    json.key(QLatin1StringView("status")).string(stepStatusId(s.status));
    json.key(QLatin1StringView("to"));
    if (s.toOnMap)
        json.string(map.label(s.to));
    else
        json.null();
    json.key(QLatin1StringView("total")).integer(s.total);
    json.key(QLatin1StringView("turn")).integer(s.turn);
    json.end();
}
} // namespace

QJsonObject stepJson(const HexMap &map, const Ruleset &ruleset, const PlannedStep &s,
                     const QString &language)
{
    QJsonObject step{
        {QStringLiteral("order"), s.order},
        {QStringLiteral("from"), map.label(s.from)},
        {QStringLiteral("to"), s.toOnMap ? QJsonValue(map.label(s.to)) : QJsonValue()},
        {QStringLiteral("cost"), s.cost ? QJsonValue(*s.cost) : QJsonValue()},
        {QStringLiteral("total"), s.total},
        {QStringLiteral("turn"), s.turn},
        {QStringLiteral("status"), stepStatusId(s.status)},
        {QStringLiteral("reason"),
         s.reason ? QJsonValue(formatTraceItem(*s.reason, language)) : QJsonValue()},
        {QStringLiteral("explain"), explainJson(s, language)},
    };
    // Where the ruleset counts them: the period of the turn, and the battle round.
    if (!s.period().isEmpty())
        step.insert(QStringLiteral("period"), s.period());
    if (ruleset.turns.isRound)
        step.insert(QStringLiteral("round"), s.turn);
    return step;
}

QString tieRollId(const QString &firstId, qsizetype j)
{
    if (!firstId.startsWith(QLatin1String("dice:")))
        return {};
    const qsizetype colon = firstId.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const QStringView digits = QStringView(firstId).mid(colon + 1);
    const int number = digits.toInt(&ok);
    if (!ok || number < 0 || digits.startsWith(u'+') || (digits.size() > 1 && digits[0] == u'0'))
        return {};
    return firstId.left(colon + 1) + QString::number(number + j);
}

std::optional<TurnChoices> readRollsFile(const QString &text, const QString &rollsPath,
                                         QString *error)
{
    const QString fileName = quotedPath(rollsPath); // as messages show it
    QJsonDocument doc;
    QString syntax;
    if (!parseJsonText(text.toUtf8(), doc, syntax)) {
        // probe18 S08: `5` is JSON, only not a rolls file ("JSON syntax error" was false).
        *error = isJsonScalar(text.toUtf8())
                     ? CliText::tr("%1: expected a JSON object").arg(fileName)
                     : CliText::tr("%1: %2").arg(fileName, syntax);
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    TurnChoices c;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() == QLatin1String("seed")) {
            const double s = it.value().toDouble(-1);
            // Qt reads `1e3` and `7.0` as integers: the text says how it is written.
            if (!it.value().isDouble() || s < 0 || s > 4294967295.0 || s != qint64(s)
                || !isIntegerSpelling(topLevelNumberSpelling(text.toUtf8(), "seed"))) {
                *error = CliText::tr("%1: seed: expected a whole number from 0 to 4294967295")
                             .arg(fileName);
                return std::nullopt;
            }
            c.seed = quint32(s);
        } else if (it.key() == QLatin1String("decisions") && it.value().isObject()) {
            const QJsonObject d = it.value().toObject();
            for (auto k = d.begin(); k != d.end(); ++k) {
                const QString place
                    = CliText::tr("%1: decisions.%2").arg(fileName, quotedInput(k.key()));
                if (k.value().isArray() && k.value().toArray().isEmpty()) {
                    // It would answer nothing, so its id, known or not, would go unchecked
                    // (probe 15, P17).
                    *error = CliText::tr("%1: an empty list answers nothing (a tie's dice: the "
                                         "names of its armies, in the order they move in)")
                                 .arg(place);
                    return std::nullopt;
                }
                if (k.value().isArray() && tieRollId(k.key(), 0) == k.key()) {
                    // A tie's order: its (j+1)-th name answers the tie's roll j.
                    const QJsonArray order = k.value().toArray();
                    for (qsizetype j = 0; j < order.size(); ++j) {
                        const QString id = tieRollId(k.key(), j);
                        if (!order[j].isString()) {
                            *error
                                = fillText(CliText::tr("%1[%2]: expected a string (a unit's name)"),
                                           {place, j});
                            return std::nullopt;
                        }
                        if (c.decisions.contains(id)) {
                            *error = fillText(CliText::tr("%1[%2]: roll %3 answered twice"),
                                              {place, j, quotedInput(id)});
                            return std::nullopt;
                        }
                        c.decisions.insert(id, order[j].toString());
                    }
                    continue;
                }
                if (!k.value().isString()) {
                    *error = CliText::tr("%1: expected a string (the choice; a tie's dice: a "
                                         "list of names)")
                                 .arg(place);
                    return std::nullopt;
                }
                if (c.decisions.contains(k.key())) {
                    *error = CliText::tr("%1: answered twice (also by a tie's list)").arg(place);
                    return std::nullopt;
                }
                c.decisions.insert(k.key(), k.value().toString());
            }
        } else if (it.key() == QLatin1String("decisions")) {
            // probe18 S08: an array here was told "decisions: unknown key".
            *error = CliText::tr("%1: decisions: expected an object (decision id → choice), "
                                 "found %2")
                         .arg(fileName, jsonTypeName(it.value()));
            return std::nullopt;
        } else {
            *error = CliText::tr("%1: %2: unknown key (expected \"seed\" and \"decisions\")")
                         .arg(fileName, quotedInput(it.key()));
            return std::nullopt;
        }
    }
    if (!doc.isObject()) {
        *error = CliText::tr("%1: expected a JSON object").arg(fileName);
        return std::nullopt;
    }
    return c;
}

QHash<QString, int> jsonKeyLines(const QString &text)
{
    // One pass: a string followed by ':' is a key (strings are skipped whole, escapes too).
    QHash<QString, int> lines;
    int line = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('\n'))
            ++line;
        if (text[i] != QLatin1Char('"'))
            continue;
        const qsizetype begin = i + 1;
        qsizetype end = begin;
        while (end < text.size() && text[end] != QLatin1Char('"'))
            end += text[end] == QLatin1Char('\\') ? 2 : 1;
        qsizetype next = end + 1;
        while (next < text.size() && text[next].isSpace() && text[next] != QLatin1Char('\n'))
            ++next;
        if (next < text.size() && text[next] == QLatin1Char(':')) {
            const QString key = text.mid(begin, end - begin);
            if (!lines.contains(key)) // the first occurrence
                lines.insert(key, line);
        }
        i = end;
    }
    return lines;
}

QStringList rollsFileProblems(const TurnChoices &choices, const TurnResolution &r,
                              const QString &rollsPath, const QHash<QString, int> &keyLines)
{
    const QString fileName = quotedPath(rollsPath); // as messages show it
    QHash<QString, const TurnDecision *> byId;
    QStringList ids;
    // A tie's later rolls, answered by their own ids (as rolls files of before one decision a
    // tie, and a tie's list, give them): the tie and the roll's index.
    QHash<QString, std::pair<const TurnDecision *, qsizetype>> rolls;
    // Nothing to check without answers: the ids of a big turn are not made for nothing.
    if (choices.decisions.isEmpty())
        return {};
    for (const TurnDecision &d : r.decisions) {
        const QString id = r.decisionId(d);
        byId.insert(id, &d);
        ids << id;
        for (qsizetype j = 1; j < d.rolls; ++j)
            rolls.insert(tieRollId(id, j), {&d, j});
    }
    QStringList problems;
    // A suggestion is a pass over every decision's id: the first few unknown ids get one, so
    // that a file of thousands of them is still checked in time linear in the turn and the file.
    constexpr int kMaxSuggestions = 20;
    int suggestions = 0;
    for (auto it = choices.decisions.cbegin(); it != choices.decisions.cend(); ++it) {
        const int line = keyLines.value(it.key());
        const QString place
            = (line > 0 ? fillText(QStringLiteral("%1:%2"), {fileName, line}) : fileName)
              + QStringLiteral(": decisions.") + quotedInput(it.key()) + QStringLiteral(": ");
        const TurnDecision *d = byId.value(it.key());
        if (const auto roll = rolls.constFind(it.key()); !d && roll != rolls.cend()) {
            // Roll j chooses among the tie less those its rolls before chose.
            const auto &[tie, j] = *roll;
            if (!tie->choices.contains(it.value()) || tie->order.mid(0, j).contains(it.value()))
                problems << place
                                + CliText::tr("\"%1\" is not one of the tie's armies still to "
                                              "move in (%2 of %3)")
                                      .arg(quotedInput(it.value()), quotedInput(r.decisionId(*tie)),
                                           quotedInput(tie->choices.join(QStringLiteral(", "))));
            continue;
        }
        if (!d) {
            if (ids.isEmpty()) {
                problems << place + CliText::tr("no such decision in this turn (it has none)");
                continue;
            }
            if (suggestions++ >= kMaxSuggestions) {
                problems << place + CliText::tr("no such decision in this turn");
                continue;
            }
            problems << place
                            + CliText::tr("no such decision in this turn (did you mean "
                                          "\"%1\"?)")
                                  .arg(quotedInput(nearestName(it.key(), ids)));
        } else if (!d->choices.contains(it.value())) {
            problems << place
                            + CliText::tr("\"%1\" is not one of its choices (%2)")
                                  .arg(quotedInput(it.value()),
                                       quotedInput(d->choices.join(QStringLiteral(", "))));
        }
    }
    return problems;
}

namespace {
/// The parts of a resolution as JSON, an element at a time: resolutionJson() gathers them,
/// writeResolutionJson() streams them.
struct ResolutionJsonParts
{
    const HexMap &map;
    const Ruleset &ruleset;
    const TurnResolution &r;
    const QString &language;
    const std::optional<QString> &side;
    /// Where the written JSON remembers the trace items' sentences (none: not remembered).
    TraceTexts *traceTexts = nullptr;

    QJsonObject unit(int i) const
    {
        const ResolvedUnit &u = r.units[i];
        QJsonArray steps;
        for (const PlannedStep &s : u.plan.steps)
            steps << stepJson(map, ruleset, s, language);
        QJsonArray events;
        for (const TurnEvent &e : u.events) {
            QJsonObject o{
                {QStringLiteral("kind"), e.kind},
                {QStringLiteral("hex"), map.label(e.hex)},
                {QStringLiteral("step"), e.step >= 0 ? QJsonValue(e.step + 1) : QJsonValue()},
                {QStringLiteral("reason"), e.reason}};
            if (!e.other.isEmpty())
                o.insert(QStringLiteral("other"), e.other);
            events << o;
        }
        QJsonObject o{{QStringLiteral("name"), u.name},
                      {QStringLiteral("side"), u.side},
                      {QStringLiteral("start"), map.label(u.start)},
                      {QStringLiteral("end"), map.label(u.end)},
                      {QStringLiteral("ordersUsed"), u.ordersUsed},
                      {QStringLiteral("removed"), u.removed},
                      {QStringLiteral("steps"), steps},
                      {QStringLiteral("events"), events}};
        if (!u.joined.isEmpty())
            o.insert(QStringLiteral("joined"), u.joined);
        return o;
    }

    /// unit(i) written into `json`, without building it (a turn of 100,000 units).
    void writeUnit(JsonText &json, int i) const
    {
        const ResolvedUnit &u = r.units[i];
        json.beginObject();
        json.key(QLatin1StringView("end")).string(map.label(u.end));
        json.key(QLatin1StringView("events")).beginArray();
        for (const TurnEvent &e : u.events) {
            json.beginObject();
            json.key(QLatin1StringView("hex")).string(map.label(e.hex));
            json.key(QLatin1StringView("kind")).string(e.kind);
            if (!e.other.isEmpty())
                json.key(QLatin1StringView("other")).string(e.other);
            json.key(QLatin1StringView("reason")).string(e.reason);
            json.key(QLatin1StringView("step"));
            if (e.step >= 0)
                json.integer(e.step + 1);
            else
                json.null();
            json.end();
        }
        json.end();
        if (!u.joined.isEmpty())
            json.key(QLatin1StringView("joined")).string(u.joined);
        json.key(QLatin1StringView("name")).string(u.name);
        json.key(QLatin1StringView("ordersUsed")).integer(u.ordersUsed);
        json.key(QLatin1StringView("removed")).boolean(u.removed);
        json.key(QLatin1StringView("side")).string(u.side);
        json.key(QLatin1StringView("start")).string(map.label(u.start));
        json.key(QLatin1StringView("steps")).beginArray();
        for (const PlannedStep &s : u.plan.steps)
            writeStepJson(json, map, ruleset, s, language, traceTexts);
        json.end();
        json.end();
    }

    QJsonObject conflict(const TurnConflict &c) const
    {
        QJsonArray stopped;
        for (const auto &[name, at] : c.stopped)
            stopped << QJsonObject{{QStringLiteral("unit"), name},
                                   {QStringLiteral("hex"), map.label(at)}};
        return QJsonObject{
            {QStringLiteral("hex"), map.label(c.hex)},
            {QStringLiteral("turn"), c.turn},
            {QStringLiteral("period"),
             c.periodId.isEmpty() ? QJsonValue() : QJsonValue(c.periodId)},
            {QStringLiteral("units"), QJsonArray::fromStringList(c.units)},
            {QStringLiteral("winner"), nameOrNull(c, c.winner)},
            {QStringLiteral("occupant"), nameOrNull(c, c.occupant)},
            {QStringLiteral("rule"), c.rule.isEmpty() ? QJsonValue() : QJsonValue(c.rule)},
            {QStringLiteral("rules"), QJsonArray::fromStringList(c.ruleTrail)},
            {QStringLiteral("stopped"), stopped},
            {QStringLiteral("reason"), c.explanation}};
    }

    QJsonObject decision(const TurnDecision &d) const
    {
        QJsonObject o{
            {QStringLiteral("id"), r.decisionId(d)},
            {QStringLiteral("kind"), d.kind},
            {QStringLiteral("unit"), d.unit},
            {QStringLiteral("units"), QJsonArray::fromStringList(d.units)},
            {QStringLiteral("hex"), map.label(d.hex)},
            {QStringLiteral("choices"), QJsonArray::fromStringList(d.choices)},
            {QStringLiteral("chosen"), d.chosen.isEmpty() ? QJsonValue() : QJsonValue(d.chosen)},
            {QStringLiteral("source"), d.source},
            {QStringLiteral("question"), turntexts::question(map, d)}};
        if (d.kind == QLatin1String("dice"))
            o.insert(QStringLiteral("order"), QJsonArray::fromStringList(d.order));
        return o;
    }

    /// decision(d) written into `json` (its members in its key order).
    void writeDecision(JsonText &json, const TurnDecision &d) const
    {
        json.beginObject();
        json.key(QLatin1StringView("choices")).beginArray();
        for (const QString &c : d.choices)
            json.string(c);
        json.end();
        json.key(QLatin1StringView("chosen"));
        if (d.chosen.isEmpty())
            json.null();
        else
            json.string(d.chosen);
        json.key(QLatin1StringView("hex")).string(map.label(d.hex));
        json.key(QLatin1StringView("id")).string(r.decisionId(d));
        json.key(QLatin1StringView("kind")).string(d.kind);
        if (d.kind == QLatin1String("dice")) {
            json.key(QLatin1StringView("order")).beginArray();
            for (const QString &u : d.order)
                json.string(u);
            json.end();
        }
        json.key(QLatin1StringView("question")).string(turntexts::question(map, d));
        json.key(QLatin1StringView("source")).string(d.source);
        json.key(QLatin1StringView("unit")).string(d.unit);
        json.key(QLatin1StringView("units")).beginArray();
        for (const QString &u : d.units)
            json.string(u);
        json.end();
        json.end();
    }

    QJsonObject battle(const TurnBattle &b) const
    {
        QJsonArray armies;
        for (int i : b.units)
            armies << QJsonObject{{QStringLiteral("name"), r.units[i].name},
                                  {QStringLiteral("side"), r.units[i].side},
                                  {QStringLiteral("figures"), r.units[i].figures}};
        return QJsonObject{{QStringLiteral("hex"), map.label(b.hex)},
                           {QStringLiteral("units"), armies}};
    }

    QJsonObject centreStop(const TurnCentreStop &s) const
    {
        return QJsonObject{{QStringLiteral("hex"), map.label(s.hex)},
                           {QStringLiteral("owner"), s.owner},
                           {QStringLiteral("unit"), r.units[s.unit].name},
                           {QStringLiteral("side"), r.units[s.unit].side}};
    }

    /// Calls `array(key, each)` for every array of the resolution, in the order of their keys;
    /// `each(element)` is called for each of its elements the side sees.
    template<typename ArrayFn>
    void forEachArray(ArrayFn array) const
    {
        using Each = std::function<void(const QJsonValue &)>;
        // The battles its armies stand in (they see who stands with them).
        array(QStringLiteral("battles"), [&](const Each &each) {
            for (const TurnBattle &b : r.battles) {
                if (anyOfSide(r, b.units, side))
                    each(battle(b));
            }
        });
        // The armies its centres stopped (the referee: all).
        array(QStringLiteral("centreStops"), [&](const Each &each) {
            for (const TurnCentreStop &s : r.centreStops) {
                if (!side || s.owner == *side)
                    each(centreStop(s));
            }
        });
        array(QStringLiteral("conflicts"), [&](const Each &each) {
            for (const TurnConflict &c : r.conflicts) {
                if (conflictSeen(r, c, side))
                    each(conflict(c));
            }
        });
        array(QStringLiteral("decisions"), [&](const Each &each) {
            for (const TurnDecision *seen : decisionsSeen(r, side))
                each(decision(*seen));
        });
    }

    template<typename Each>
    void forEachUnit(Each each) const
    {
        for (int i = 0; i < r.units.size(); ++i) {
            if (sideHas(r, side, i))
                each(unit(i));
        }
    }
};
} // namespace

QJsonObject resolutionJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                           const QString &language, const std::optional<QString> &side)
{
    const ResolutionJsonParts parts{map, ruleset, r, language, side};
    QJsonObject out{{QStringLiteral("ruleset"), r.rulesetId}};
    parts.forEachArray([&](const QString &key, const auto &elements) {
        QJsonArray a;
        elements([&](const QJsonValue &v) { a << v; });
        out.insert(key, a);
    });
    QJsonArray units;
    parts.forEachUnit([&](const QJsonObject &u) { units << u; });
    out.insert(QStringLiteral("units"), units);
    if (side)
        out.insert(QStringLiteral("side"), *side);
    return out;
}

QJsonObject resolvedUnitJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                             int unit, const QString &language)
{
    const std::optional<QString> everyone;
    return ResolutionJsonParts{map, ruleset, r, language, everyone}.unit(unit);
}

void writeResolvedUnitJson(JsonText &json, const HexMap &map, const Ruleset &ruleset,
                           const TurnResolution &r, int unit, const QString &language)
{
    const std::optional<QString> everyone;
    ResolutionJsonParts{map, ruleset, r, language, everyone}.writeUnit(json, unit);
}

void writeResolutionJson(const JsonStreamWriter::Sink &sink, const HexMap &map,
                         const Ruleset &ruleset, const TurnResolution &r, const QString &language,
                         const std::optional<QString> &side)
{
    TraceTexts texts;
    const ResolutionJsonParts parts{map, ruleset, r, language, side, &texts};
    JsonStreamWriter json(sink);
    json.beginDocument();
    // In the order of the keys, as QJsonObject keeps them.
    parts.forEachArray([&](const QString &key, const auto &elements) {
        json.beginArray(key);
        if (key == QLatin1String("decisions")) { // a big turn's: written, not built
            for (const TurnDecision *seen : decisionsSeen(r, side))
                json.element([&](JsonText &d) { parts.writeDecision(d, *seen); });
        } else {
            elements([&](const QJsonValue &v) { json.element(v); });
        }
        json.endArray();
    });
    json.member(QStringLiteral("ruleset"), r.rulesetId);
    if (side)
        json.member(QStringLiteral("side"), *side);
    json.beginArray(QStringLiteral("units"));
    for (int i = 0; i < r.units.size(); ++i) {
        if (sideHas(r, side, i))
            json.element([&](JsonText &unit) { parts.writeUnit(unit, i); });
    }
    json.endArray();
    json.endDocument();
}

void writeResolutionText(QTextStream &out, const HexMap &map, const TurnResolution &r,
                         const QString &language, const std::optional<QString> &side)
{
    for (int i = 0; i < r.units.size(); ++i) {
        if (!sideHas(r, side, i))
            continue;
        const ResolvedUnit &u = r.units[i];
        if (!u.joined.isEmpty())
            out << CliText::tr("%1 (%2): %3 → %4 with %5, whose army it joined\n")
                       .arg(terminalText(u.name), shownSide(u.side), map.label(u.start),
                            map.label(u.end), terminalText(u.joined));
        else if (u.plan.steps.isEmpty())
            out << CliText::tr("%1 (%2): stood in %3, without orders\n")
                       .arg(terminalText(u.name), shownSide(u.side), map.label(u.end));
        else
            out << fillText(CliText::tr("%1 (%2): %3 → %4, spent %5, %6 of %n order(s) executed\n",
                                        nullptr, int(u.plan.steps.size())),
                            {terminalText(u.name), shownSide(u.side), map.label(u.start),
                             map.label(u.end), u.plan.total, u.plan.executed});
        if (u.removed)
            out << CliText::tr("  overrun: destroyed during the turn\n");
        for (const TurnEvent &e : u.events) {
            if (e.kind == QLatin1String("met"))
                out << CliText::tr("  met %1 in %2\n").arg(terminalText(e.other), map.label(e.hex));
        }
        for (const QString &line : turntexts::unfinishedSteps(map, u.plan, language))
            out << QStringLiteral("  ") << terminalText(line) << '\n';
    }
    for (const TurnConflict &c : r.conflicts) {
        if (conflictSeen(r, c, side))
            out << CliText::tr("Contested %1 (%2): %3\n")
                       .arg(map.label(c.hex), terminalText(c.periodLabel),
                            terminalText(c.explanation));
    }
    for (const TurnDecision *seen : decisionsSeen(r, side)) {
        const TurnDecision &d = *seen;
        const QString question = terminalText(turntexts::question(map, d));
        // Undecided, the outcome says why ("open: roll the dice"), so no source follows it
        // ("→ open (roll dice) (open: dice to roll)" said it twice, walk14 #5).
        const QString outcome
            = d.chosen.isEmpty() ? CliText::tr("open: roll the dice")
                                 : CliText::tr("%1 (%2)").arg(terminalText(turntexts::outcome(d)),
                                                              turntexts::source(d.source));
        // A side's report is for a player: the decision in words. The referee's list keeps the
        // id, which the rolls file answers (walk12 #14).
        if (side)
            out << CliText::tr("Decision: %1 → %2\n").arg(question, outcome);
        else
            out << CliText::tr("Decision %1: %2 → %3\n")
                       .arg(terminalText(r.decisionId(d)), question, outcome);
    }
    for (const TurnCentreStop &s : r.centreStops) {
        if (!side || s.owner == *side)
            out << CliText::tr("%1 (%2) stopped at the centre of %3 in %4\n")
                       .arg(terminalText(r.units[s.unit].name), shownSide(r.units[s.unit].side),
                            terminalText(s.owner), map.label(s.hex));
    }
    writeBattlesText(out, map, r, side);
}

void writeBattlesText(QTextStream &out, const HexMap &map, const TurnResolution &r,
                      const std::optional<QString> &side)
{
    for (const TurnBattle &b : r.battles) {
        if (!anyOfSide(r, b.units, side))
            continue;
        QStringList armies;
        for (int i : b.units)
            armies << CliText::tr("%1 (%2, %n troop(s))", nullptr, r.units[i].figures)
                          .arg(terminalText(r.units[i].name), shownSide(r.units[i].side));
        out << CliText::tr("Battle in %1: %2\n")
                   .arg(map.label(b.hex), armies.join(QStringLiteral(", ")));
    }
}

QJsonArray battlesJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r)
{
    const QString language;
    const std::optional<QString> everyone;
    const ResolutionJsonParts parts{map, ruleset, r, language, everyone};
    QJsonArray out;
    for (const TurnBattle &b : r.battles)
        out << parts.battle(b);
    return out;
}

QString resolutionText(const HexMap &map, const TurnResolution &r, const QString &language,
                       const std::optional<QString> &side)
{
    QString text;
    QTextStream out(&text);
    writeResolutionText(out, map, r, language, side);
    out.flush();
    return text;
}

} // namespace hexstride
