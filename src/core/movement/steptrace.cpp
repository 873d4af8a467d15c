#include "steptrace.h"

#include "io/messagetext.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride {

const SharedTraceItem &notExecutedReason()
{
    static const SharedTraceItem reason(
        TraceItem{TraceItem::Kind::NotExecuted, {}, {}, {}, {}, ModifierEffect::Add, 0, 0});
    return reason;
}

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct StepTraceText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::StepTrace)
};
} // namespace

// Explanations are read by people: numbers in the locale's notation (1,5 in Russian).
QString traceNumber(double v)
{
    return QLocale().toString(v, 'g', 6);
}

QString traceEffectText(const TraceItem &i)
{
    switch (i.effect) {
    case ModifierEffect::Add:
        return (i.value >= 0 ? QStringLiteral("+") : QString()) + traceNumber(i.value);
    case ModifierEffect::Multiply:
        return QStringLiteral("×") + traceNumber(i.value);
    case ModifierEffect::Set:
        return QStringLiteral("= ") + traceNumber(i.value);
    case ModifierEffect::Fraction:
        return QStringLiteral("+") + traceNumber(i.value);
    case ModifierEffect::Prohibit:
    case ModifierEffect::Stop:
        break;
    }
    return QString();
}

QString traceKindId(TraceItem::Kind kind)
{
    using K = TraceItem::Kind;
    switch (kind) {
    case K::Base:
        return QStringLiteral("base");
    case K::Modifier:
        return QStringLiteral("modifier");
    case K::Rounding:
        return QStringLiteral("rounding");
    case K::Minimum:
        return QStringLiteral("minimum");
    case K::Final:
        return QStringLiteral("final");
    case K::Prohibited:
        return QStringLiteral("prohibited");
    case K::NoCost:
        return QStringLiteral("no-cost");
    case K::OffMap:
        return QStringLiteral("off-map");
    case K::NotAdjacent:
        return QStringLiteral("not-adjacent");
    case K::Hold:
        return QStringLiteral("hold");
    case K::Insufficient:
        return QStringLiteral("insufficient");
    case K::NotExecuted:
        return QStringLiteral("not-executed");
    case K::Warning:
        return QStringLiteral("warning");
    case K::Stopped:
        return QStringLiteral("stopped");
    case K::Occupied:
        return QStringLiteral("occupied");
    case K::StateChange:
        return QStringLiteral("state-change");
    case K::MinimumMove:
        return QStringLiteral("minimum-move");
    case K::NewTurn:
        return QStringLiteral("new-turn");
    case K::NewPeriod:
        return QStringLiteral("new-period");
    case K::Defended:
        return QStringLiteral("defended");
    case K::Override:
        return QStringLiteral("override");
    case K::Destination:
        return QStringLiteral("destination");
    case K::NotInRuleset:
        return QStringLiteral("not-in-ruleset");
    }
    return QString();
}

QString formatTraceItem(const TraceItem &i, const QString &lang)
{
    using K = TraceItem::Kind;
    const QString label = i.label.in(lang);
    switch (i.kind) {
    case K::Base:
        return StepTraceText::tr("Base cost %1 (%2: %3, %4)")
            .arg(traceNumber(i.value), label, i.row.in(lang), i.column.in(lang));
    case K::Modifier:
        if (i.effect == ModifierEffect::Stop)
            return StepTraceText::tr("%1: no further modifiers apply").arg(label);
        if (i.effect == ModifierEffect::Fraction)
            return StepTraceText::tr("%1: %2 (a fraction of the full allowance) → %3")
                .arg(label, traceEffectText(i), traceNumber(i.result));
        return StepTraceText::tr("%1: %2 → %3")
            .arg(label, traceEffectText(i), traceNumber(i.result));
    case K::Rounding:
        return StepTraceText::tr("Rounded to %1").arg(traceNumber(i.result));
    case K::Minimum:
        return StepTraceText::tr("Raised to the minimum step cost %1").arg(traceNumber(i.result));
    case K::Final:
        return StepTraceText::tr("Cost %1").arg(traceNumber(i.result));
    case K::Prohibited:
        if (!i.row.en.isEmpty())
            return StepTraceText::tr("Not allowed (%1: %2, %3)")
                .arg(label, i.row.in(lang), i.column.in(lang));
        return StepTraceText::tr("Not allowed: %1").arg(label);
    case K::NoCost:
        return StepTraceText::tr("Not allowed: no cost is given for this step");
    case K::OffMap:
        return StepTraceText::tr("Not allowed: the step leaves the map");
    case K::NotAdjacent:
        return StepTraceText::tr("Not allowed: the hex is not next to the previous one");
    case K::Hold:
        return StepTraceText::tr("%1: cost %2").arg(label, traceNumber(i.result));
    case K::Insufficient:
        return StepTraceText::tr("Costs %1 but only %2 left")
            .arg(traceNumber(i.value), traceNumber(i.result));
    case K::NotExecuted:
        return StepTraceText::tr("Not executed: an earlier step ended the order");
    case K::Warning:
        return StepTraceText::tr("Warning: %1").arg(label);
    case K::Stopped:
        return StepTraceText::tr("Movement ends here: %1").arg(label);
    case K::Occupied:
        return StepTraceText::tr("Not allowed: %1").arg(label);
    case K::StateChange:
        return StepTraceText::tr("Afterwards: %1").arg(label);
    case K::MinimumMove:
        return StepTraceText::tr(
            "Allowed by the minimum-move rule although it costs more than the allowance");
    case K::NewTurn:
        return StepTraceText::tr("Turn %1 begins").arg(traceNumber(i.result));
    case K::NewPeriod:
        return StepTraceText::tr("%1 begins (the same turn)").arg(label);
    case K::Defended:
        return StepTraceText::tr("Warning: %1 (an enemy army stands and defends this hex-side)")
            .arg(label);
    case K::Override:
        if (i.row.en.isEmpty())
            return StepTraceText::tr("%1: costs %2 whatever the table says (it gives no cost)")
                .arg(label, traceNumber(i.value));
        return StepTraceText::tr("%1: costs %2 whatever the table says (%3, %4: not allowed)")
            .arg(label, traceNumber(i.value), i.row.in(lang), i.column.in(lang));
    case K::Destination:
        return StepTraceText::tr("%1: straight to the destination, whatever the terrain between "
                                 "(no movement cost)")
            .arg(label);
    case K::NotInRuleset:
        // The ids as the map and the ruleset write them, quoted as any input is.
        switch (static_cast<UnknownIdKind>(int(i.value))) {
        case UnknownIdKind::Terrain:
            return StepTraceText::tr("Not allowed: the map's terrain \"%1\" is not the "
                                     "ruleset's \"%2\" (the spelling differs)")
                .arg(quotedInput(i.ruleId), quotedInput(label));
        case UnknownIdKind::HexFeature:
            return StepTraceText::tr("Not allowed: the map's hex feature \"%1\" is not the "
                                     "ruleset's \"%2\" (the spelling differs)")
                .arg(quotedInput(i.ruleId), quotedInput(label));
        case UnknownIdKind::EdgeFeature:
            return StepTraceText::tr("Not allowed: the map's hex-side feature \"%1\" is not the "
                                     "ruleset's \"%2\" (the spelling differs)")
                .arg(quotedInput(i.ruleId), quotedInput(label));
        }
        break;
    }
    return QString();
}

QJsonObject traceItemJson(const TraceItem &i, const QString &lang)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), traceKindId(i.kind));
    if (!i.ruleId.isEmpty())
        o.insert(QStringLiteral("rule"), i.ruleId);
    o.insert(QStringLiteral("text"), formatTraceItem(i, lang));
    switch (i.kind) {
    case TraceItem::Kind::Base:
    case TraceItem::Kind::Modifier:
    case TraceItem::Kind::Override:
    case TraceItem::Kind::Insufficient:
        o.insert(QStringLiteral("value"), i.value);
        o.insert(QStringLiteral("result"), i.result);
        break;
    case TraceItem::Kind::Rounding:
    case TraceItem::Kind::Minimum:
    case TraceItem::Kind::Final:
    case TraceItem::Kind::Hold:
        o.insert(QStringLiteral("result"), i.result);
        break;
    default:
        break;
    }
    return o;
}

} // namespace hexstride
