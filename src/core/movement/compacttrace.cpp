#include "compacttrace.h"

#include "steptrace.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CompactTraceText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::CompactTrace)
};
} // namespace

QString formatTraceItemCompact(const TraceItem &i, const QString &language)
{
    using K = TraceItem::Kind;
    switch (i.kind) {
    case K::Base:
        // The cell of the table the cost comes from: its row (the terrain and the crossing)
        // and its column (road or not, fed or not…), as the table names them.
        return CompactTraceText::tr("%1: %2, %3 → %4")
            .arg(i.label.in(language), i.row.in(language), i.column.in(language),
                 traceNumber(i.value));
    case K::Modifier:
        if (i.effect == ModifierEffect::Prohibit || i.effect == ModifierEffect::Stop)
            break;
        return CompactTraceText::tr("%1 %2 → %3")
            .arg(i.label.in(language), traceEffectText(i), traceNumber(i.result));
    case K::Override:
        // What lifted the table's "not allowed": "Causeway: 1 (otherwise not allowed)".
        return CompactTraceText::tr("%1: %2 (otherwise not allowed)")
            .arg(i.label.in(language), traceNumber(i.value));
    case K::Rounding:
        return CompactTraceText::tr("rounded → %1").arg(traceNumber(i.result));
    case K::Minimum:
        return CompactTraceText::tr("at least %1").arg(traceNumber(i.result));
    case K::Final:
        return {}; // the last arrow already says it
    default:
        break;
    }
    return formatTraceItem(i, language);
}

QString compactTrace(const StepTrace &trace, const QString &language)
{
    QStringList parts;
    for (const TraceItem &i : trace) {
        const QString part = formatTraceItemCompact(i, language);
        if (!part.isEmpty())
            parts << part;
    }
    return parts.join(QStringLiteral(" · "));
}

QString compactStepExplanation(const StepTrace &trace, const SharedTraceItem &reason,
                               const QString &language, const QList<TraceItem> &warnings)
{
    QString text = compactTrace(trace, language);
    if (reason && !trace.contains(*reason)) {
        const QString why = formatTraceItem(*reason, language);
        text = text.isEmpty() ? why : CompactTraceText::tr("%1 — %2").arg(text, why);
    }
    for (const TraceItem &w : warnings)
        text += (text.isEmpty() ? QString() : QStringLiteral("\n")) + formatTraceItem(w, language);
    return text;
}

} // namespace hexstride
