#include "movementcommands.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include "clicommands.h"
#include "io/messagetext.h"
#include "movement/destinationmoves.h"
#include "movement/planevaluator.h"
#include "movement/turnreport.h"
#include "movement/turntexts.h"
#include "movement/unitrules.h"
#include "rules/profiletext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

QJsonObject textJson(const LocalizedText &t)
{
    return QJsonObject{{QStringLiteral("en"), t.en}, {QStringLiteral("ru"), t.ru}};
}

/// The ruleset's constraints and implied options, for `rulesets`.
QJsonArray constraintsJson(const Ruleset &r, QString &text, const QString &lang)
{
    QJsonArray all;
    for (const OptionConstraint &c : r.constraints) {
        QJsonObject o{{QStringLiteral("message"), textJson(c.message)}};
        if (c.isImplication()) {
            QJsonObject implied;
            for (auto it = c.implies.cbegin(); it != c.implies.cend(); ++it)
                implied.insert(it.key(), it.value());
            const QString when = unitConditionText(r, c.when, lang);
            o.insert(QStringLiteral("when"), when);
            o.insert(QStringLiteral("implies"), implied);
            text += CliText::tr("    %1 implies %2  (%3)\n")
                        .arg(terminalText(when),
                             terminalText(profileChoicesText(r, c.implies, lang, false)),
                             terminalText(c.message.in(lang)));
        } else {
            const QString forbid = unitConditionText(r, c.forbid, lang);
            o.insert(QStringLiteral("forbid"), forbid);
            text += CliText::tr("    not allowed: %1  (%2)\n")
                        .arg(terminalText(forbid), terminalText(c.message.in(lang)));
        }
        all << o;
    }
    return all;
}

} // namespace

VerbOutput inputError(const QString &message)
{
    return VerbOutput{BadInput, QString(), message + QLatin1Char('\n'), {}};
}

QString VerbOutput::printed() const
{
    QString more;
    if (writeMore) {
        QTextStream stream(&more);
        writeMore(stream);
        stream.flush();
    }
    return out + more;
}

QString jsonText(const QJsonValue &v)
{
    if (v.isArray())
        return terminalJson(
            QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)));
    return terminalJson(
        QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented)));
}

QString parseUnitArgs(const QStringList &args, UnitProfile &profile)
{
    QHash<QString, QString> given; // key → its option as written: "last wins" was silent
    for (const QString &arg : args) {
        const qsizetype eq = arg.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return CliText::tr("--unit \"%1\": expected KEY=VALUE").arg(quotedInput(arg));
        const QString key = arg.left(eq).trimmed();
        if (const auto first = given.constFind(key); first != given.cend())
            return CliText::tr("--unit \"%1\" and --unit \"%2\": %3 is given twice")
                .arg(quotedInput(*first), quotedInput(arg), quotedInput(key));
        given.insert(key, arg);
        profile.insert(key, arg.mid(eq + 1).trimmed());
    }
    return {};
}

std::shared_ptr<const Ruleset> verbRuleset(const HexMap &map, const RulesetLibrary &library,
                                           const QString &choice, const MapRulesetRef &custom,
                                           const QString &mapPath, VerbOutput *error)
{
    MapRulesetChoice chosen = rulesetForMap(map, custom, mapPath, library, choice);
    if (!chosen.ruleset) {
        // The map's own ruleset's message already names customRuleset and the JSON path.
        // Without --ruleset the id is the map's own: name the file and its field, not an option
        // the user did not give.
        if (chosen.customFailed)
            *error = inputError(chosen.error);
        else if (choice.isEmpty())
            *error = inputError(CliText::tr("%1: ruleset: no bundled ruleset has the id \"%2\" "
                                            "(give one with --ruleset ID|FILE)")
                                    .arg(quotedPath(mapPath), quotedInput(map.rulesetId())));
        else
            *error = inputError(CliText::tr("--ruleset: %1").arg(chosen.error));
        return nullptr;
    }
    return chosen.ruleset;
}

std::optional<PreparedMovement> prepareMovement(const HexMap &map, const RulesetLibrary &library,
                                                const MovementRequest &req, VerbOutput *error)
{
    PreparedMovement p;
    p.ruleset = verbRuleset(map, library, req.rulesetId, req.customRuleset, req.mapPath, error);
    if (!p.ruleset)
        return std::nullopt;
    if (const QString bad = parseUnitArgs(req.unitArgs, p.profile); !bad.isEmpty()) {
        *error = inputError(bad);
        return std::nullopt;
    }
    const QString bad = MovementRules(p.ruleset).checkProfile(p.profile);
    if (!bad.isEmpty()) {
        *error = inputError(CliText::tr("--unit: %1").arg(bad));
        return std::nullopt;
    }
    const auto start = map.parseLabel(req.from);
    if (!start) {
        *error = inputError(CliText::tr("--from: %1").arg(map.labelProblem(req.from)));
        return std::nullopt;
    }
    p.start = *start;
    // Set-up rules: a mover cannot be where it could not have started (docs/cli.md).
    const QString why
        = startProblem(MovementRules(p.ruleset), map, p.start, p.profile, req.language);
    if (!why.isEmpty()) {
        *error = inputError(
            CliText::tr("--from %1: the unit may not start here, where it could not enter: %2")
                .arg(quotedInput(req.from), why));
        return std::nullopt;
    }
    return p;
}

VerbOutput runRulesets(const RulesetLibrary &library, bool json, const QString &lang)
{
    VerbOutput out;
    QJsonArray all;
    QString text;
    for (const QString &id : library.ids()) {
        QString why;
        const auto r = library.ruleset(id, &why);
        if (!r)
            return inputError(why);
        QJsonArray options;
        text += QStringLiteral("%1  %2\n").arg(terminalText(id), terminalText(r->name.in(lang)));
        for (const UnitOption &o : r->unitOptions) {
            QJsonArray values;
            QStringList valueIds;
            for (const OptionChoice &c : o.choices) {
                values << QJsonObject{{QStringLiteral("id"), c.id},
                                      {QStringLiteral("label"), textJson(c.label)}};
                valueIds << c.id;
            }
            options << QJsonObject{{QStringLiteral("id"), o.id},
                                   {QStringLiteral("label"), textJson(o.label)},
                                   {QStringLiteral("values"), values},
                                   {QStringLiteral("default"), o.defaultValue},
                                   {QStringLiteral("scope"), o.scope}};
            text += QStringLiteral("    %1=%2  (%3; %4)\n")
                        .arg(terminalText(o.id), terminalText(valueIds.join(QLatin1Char('|'))),
                             terminalText(o.label.in(lang)),
                             CliText::tr("default %1").arg(terminalText(o.defaultValue)));
        }
        const QJsonArray constraints = constraintsJson(*r, text, lang);
        all << QJsonObject{{QStringLiteral("id"), id},
                           {QStringLiteral("name"), textJson(r->name)},
                           {QStringLiteral("options"), options},
                           {QStringLiteral("constraints"), constraints}};
    }
    out.out = json ? jsonText(all) : text;
    return out;
}

VerbOutput runMove(const HexMap &map, const RulesetLibrary &library, const MoveRequest &req)
{
    VerbOutput error;
    const auto p = prepareMovement(map, library, req, &error);
    if (!p)
        return error;
    MovementRules rules(p->ruleset);
    // Typed on the command line, read as the planner's orders field and orders files read them:
    // Russian letters («В», «СЗ») too, shown in the game's notation; a hex label
    // is a destination order for a unit that moves to destinations (a character).
    const ParsedOrders orders = parseUnitOrders(req.orders, *p->ruleset, map, p->profile);
    if (!orders.error.isEmpty())
        return inputError(CliText::tr("--orders: %1").arg(orders.error));
    PlanContext ctx;
    ctx.side = req.side;
    ctx.budget = req.budget;
    const PlanResult plan = evaluateOrders(rules, map, p->start, orders.tokens, p->profile, ctx);

    VerbOutput out;
    if (req.json) {
        QJsonArray steps;
        for (const PlannedStep &s : plan.steps) {
            steps << stepJson(map, *p->ruleset, s, req.language);
        }
        out.out = jsonText(QJsonObject{{QStringLiteral("steps"), steps},
                                       {QStringLiteral("total"), plan.total},
                                       {QStringLiteral("end"), map.label(plan.end)},
                                       {QStringLiteral("executed"), plan.executed}});
        return out;
    }
    for (qsizetype i = 0; i < plan.steps.size(); ++i) {
        const PlannedStep &s = plan.steps[i];
        out.out += fillText(CliText::tr("%1. %2 %3 → %4  cost %5  total %6  turn %7  %8\n"),
                            {i + 1, terminalText(s.order), map.label(s.from),
                             s.toOnMap ? map.label(s.to) : CliText::tr("(off the map)"),
                             s.cost ? QLocale().toString(*s.cost) : QStringLiteral("—"),
                             QLocale().toString(s.total),
                             s.period().isEmpty() ? QLocale().toString(s.turn)
                                                  : QStringLiteral("%1 (%2)").arg(
                                                      QLocale().toString(s.turn), s.period()),
                             turntexts::stepStatus(s.status)});
        if (s.reason)
            out.out += QStringLiteral("     ") + formatTraceItem(*s.reason, req.language)
                       + QLatin1Char('\n');
        if (s.status == StepStatus::Ok) {
            for (const TraceItem &t : s.explain())
                out.out += QStringLiteral("     ") + formatTraceItem(t, req.language)
                           + QLatin1Char('\n');
        }
        for (const TraceItem &t : s.warnings())
            out.out
                += QStringLiteral("     ") + formatTraceItem(t, req.language) + QLatin1Char('\n');
    }
    out.out
        += QCoreApplication::translate("hexstride::cli", "Total %1, end %2, %n step(s) executed\n",
                                       nullptr, plan.executed)
               .arg(plan.total)
               .arg(map.label(plan.end));
    return out;
}

VerbOutput runExplain(const HexMap &map, const RulesetLibrary &library, const ExplainRequest &req)
{
    VerbOutput error;
    const auto p = prepareMovement(map, library, req, &error);
    if (!p)
        return error;
    const auto dir = parseDirection(map.grid().orientation, req.direction);
    if (!dir)
        return inputError(
            CliText::tr("--dir \"%1\": not a direction of this map (%2)")
                .arg(quotedInput(req.direction), map.grid().orientation == Orientation::PointyTop
                                                     ? QStringLiteral("ne, e, se, sw, w, nw")
                                                     : QStringLiteral("n, ne, se, s, sw, nw")));
    MovementRules rules(p->ruleset);
    StepTrace trace;
    const int cost = rules.explainStep(map, p->start, *dir, p->profile, req.side, &trace);
    const Hex to = neighbour(p->start, *dir);
    VerbOutput out;
    if (req.json) {
        QJsonArray items;
        for (const TraceItem &t : trace)
            items << traceItemJson(t, req.language);
        out.out = jsonText(QJsonObject{
            {QStringLiteral("from"), map.label(p->start)},
            {QStringLiteral("dir"), directionName(map.grid().orientation, *dir)},
            {QStringLiteral("to"), map.contains(to) ? QJsonValue(map.label(to)) : QJsonValue()},
            {QStringLiteral("cost"), cost >= 0 ? QJsonValue(cost) : QJsonValue()},
            {QStringLiteral("explain"), items}});
        return out;
    }
    out.out = CliText::tr("%1 → %2: %3\n")
                  .arg(map.label(p->start),
                       map.contains(to) ? map.label(to) : CliText::tr("(off the map)"),
                       cost >= 0 ? QLocale().toString(cost) : CliText::tr("not allowed"));
    for (const TraceItem &t : trace)
        out.out += QStringLiteral("  ") + formatTraceItem(t, req.language) + QLatin1Char('\n');
    return out;
}

} // namespace hexstride::cli
