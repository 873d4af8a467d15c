// orders: checks a whole turn's orders, one army per line (format: docs/orders-format.md).
#include "movementoptions.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include "io/safefile.h"
#include "movement/planevaluator.h"
#include "movement/turnordercheck.h"
#include "movement/turnordersfile.h"
#include "movement/turntexts.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

struct ArmyResult
{
    QString name;
    int line = 0;
    Hex start;
    PlanResult plan;
};
} // namespace

VerbOutput runOrders(const HexMap &map, const RulesetLibrary &library, const OrdersRequest &req)
{
    VerbOutput error;
    const auto ruleset
        = verbRuleset(map, library, req.rulesetId, req.customRuleset, req.mapPath, &error);
    if (!ruleset)
        return error;
    const MovementRules rules(ruleset);

    QList<ArmyResult> armies;
    QJsonArray errorsJson;
    QString errorsText;
    const auto lineError = [&](int number, int column, const QString &message) {
        errorsText
            += ordersFileErrorText(req.fileName, {number, column, message}) + QLatin1Char('\n');
        QJsonObject e{{QStringLiteral("line"), number}, {QStringLiteral("message"), message}};
        if (column > 0)
            e.insert(QStringLiteral("column"), column);
        errorsJson << e;
    };

    // The same reader as `resolve`: a line this check passes is one the turn moves.
    const TurnOrdersFile file = readTurnOrders(rules, map, req.text);
    for (const OrdersFileError &e : file.errors)
        lineError(e.line, e.column, e.message);
    // Each army of its side, not blocked by itself nor by an army of the file that leaves the
    // hex first, as `resolve` moves them.
    const QList<PlanResult> plans = checkTurnOrders(rules, map, file.orders);
    for (qsizetype i = 0; i < file.orders.size(); ++i) {
        const TurnOrders &o = file.orders[i];
        armies.append({o.name, file.lines[i], o.start, plans[i]});
    }

    VerbOutput out;
    out.exitCode = errorsJson.isEmpty() ? Success : BadInput;
    out.err = errorsText;
    if (req.json) {
        QJsonArray all;
        for (const ArmyResult &a : armies) {
            QJsonArray failures;
            for (qsizetype s = 0; s < a.plan.steps.size(); ++s) {
                const PlannedStep &st = a.plan.steps[s];
                if (st.status == StepStatus::Ok)
                    continue;
                failures << QJsonObject{
                    {QStringLiteral("step"), int(s + 1)},
                    {QStringLiteral("order"), st.order},
                    {QStringLiteral("from"), map.label(st.from)},
                    {QStringLiteral("to"),
                     st.toOnMap ? QJsonValue(map.label(st.to)) : QJsonValue()},
                    {QStringLiteral("cost"), st.cost ? QJsonValue(*st.cost) : QJsonValue()},
                    {QStringLiteral("status"), stepStatusId(st.status)},
                    {QStringLiteral("reason"),
                     st.reason ? QJsonValue(formatTraceItem(*st.reason, req.language))
                               : QJsonValue()}};
            }
            all << QJsonObject{{QStringLiteral("line"), a.line},
                               {QStringLiteral("name"), a.name},
                               {QStringLiteral("start"), map.label(a.start)},
                               {QStringLiteral("end"), map.label(a.plan.end)},
                               {QStringLiteral("spent"), a.plan.total},
                               {QStringLiteral("budget"), a.plan.budget},
                               {QStringLiteral("steps"), int(a.plan.steps.size())},
                               {QStringLiteral("executed"), a.plan.executed},
                               {QStringLiteral("failures"), failures}};
        }
        out.out = jsonText(QJsonObject{{QStringLiteral("file"), req.fileName},
                                       {QStringLiteral("ruleset"), ruleset->id},
                                       {QStringLiteral("armies"), all},
                                       {QStringLiteral("errors"), errorsJson}});
        return out;
    }
    for (const ArmyResult &a : armies) {
        out.out += fillText(
            CliText::tr("%1 (line %2): %3 → %4, spent %5 of %6, %7 of %n order(s) executed\n",
                        nullptr, int(a.plan.steps.size())),
            {terminalText(a.name), a.line, map.label(a.start), map.label(a.plan.end), a.plan.total,
             a.plan.budget < 0 ? CliText::tr("unlimited") : QString::number(a.plan.budget),
             a.plan.executed});
        for (const QString &line : turntexts::unfinishedSteps(map, a.plan, req.language))
            out.out += QStringLiteral("  ") + terminalText(line) + QLatin1Char('\n');
    }
    return out;
}

int runOrdersVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(CliText::tr(
        "Checks a whole turn's orders, one army per line: NAME | START HEX | UNIT OPTIONS | ORDERS "
        "(e.g. \"Army of the North | 2718 | troops=cavalry fed=no | nw, nw, e, h\"; # starts a "
        "comment). "
        "For each army: where it ends, what it spent and every step that fails and why. Bad lines "
        "are "
        "reported with their line number (exit code 1) and the others are still checked. "
        "See the user guide, File Formats: Orders files."));
    addMovementOptions(parser, false);
    parser.addPositionalArgument(QStringLiteral("FILE"), CliText::tr("The orders file."));
    std::optional<HexMap> map;
    OrdersRequest req;
    if (const auto done = parseMovementVerb(parser, ctx, 2, {}, nullptr, map, &req.customRuleset))
        return *done;
    req.mapPath = parser.positionalArguments().first();
    req.fileName = parser.positionalArguments().at(1);
    req.rulesetId = parser.value(QStringLiteral("ruleset"));
    req.json = parser.isSet(QStringLiteral("json"));
    req.language = outputLanguage();
    QString readError;
    const std::optional<QString> text = readOrdersFileText(req.fileName, readError);
    if (!text) {
        ctx.err << readError << '\n';
        return BadInput;
    }
    req.text = *text;
    RulesetLibrary library;
    return printOutput(ctx, runOrders(*map, library, req));
}

} // namespace hexstride::cli
