#include "traceformat.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
QString num(double v)
{
    return QString::number(v, 'g', 6);
}
} // namespace

QString compactExplanation(const StepTrace &trace, const QString &language)
{
    using K = TraceItem::Kind;
    QStringList parts;
    for (const TraceItem &i : trace) {
        switch (i.kind) {
        case K::Base:
            parts << QCoreApplication::translate("hexstride::PlannerText", "%1 %2")
                         .arg(i.row.in(language).isEmpty() ? i.label.in(language)
                                                           : i.row.in(language),
                              num(i.value));
            break;
        case K::Modifier:
            switch (i.effect) {
            case ModifierEffect::Multiply:
                parts << QCoreApplication::translate("hexstride::PlannerText", "%1 ×%2 → %3")
                             .arg(i.label.in(language), num(i.value), num(i.result));
                break;
            case ModifierEffect::Add:
            case ModifierEffect::Set:
            case ModifierEffect::Fraction:
                parts << QCoreApplication::translate("hexstride::PlannerText", "%1 → %2")
                             .arg(i.label.in(language), num(i.result));
                break;
            default:
                parts << formatTraceItem(i, language);
                break;
            }
            break;
        case K::Rounding:
        case K::Minimum:
            parts
                << QCoreApplication::translate("hexstride::PlannerText", "→ %1").arg(num(i.result));
            break;
        case K::Final:
            break; // the last arrow already says it
        default:
            parts << formatTraceItem(i, language);
            break;
        }
    }
    return parts.join(QStringLiteral(" · "));
}

QString stepExplanation(const StepTrace &trace, const std::optional<TraceItem> &reason,
                        const QString &language)
{
    QString text = compactExplanation(trace, language);
    if (reason && !trace.contains(*reason)) {
        const QString why = formatTraceItem(*reason, language);
        text
            = text.isEmpty()
                  ? why
                  : QCoreApplication::translate("hexstride::PlannerText", "%1 — %2").arg(text, why);
    }
    return text;
}

} // namespace hexstride
