#pragma once

#include "movement/steptrace.h"

#include <optional>

namespace hexstride {

/// A factor of a step's cost in the short form the planner's "Why this cost" shows, from the
/// same trace item and rule names as formatTraceItem() (what `hexstride-cli explain` prints):
/// the base cost names its table, row and column ("Mixed Army Movement Costs: Plains, Fed Road
/// Cost → 2"), a modifier its name and effect ("Moving evasively doubles the cost ×2 → 4"). An
/// item without a short form (a prohibition, a warning) is its sentence.
QString formatTraceItemCompact(const TraceItem &item, const QString &language);

/// Every factor of a step on one line, joined by " · "; the last arrow gives the cost.
QString compactTrace(const StepTrace &trace, const QString &language);

/// compactTrace(), then why the step fails when `reason` is not one of its factors, then the
/// step's `warnings` (what may stop it when the turn is resolved), a line each.
QString compactStepExplanation(const StepTrace &trace, const SharedTraceItem &reason,
                               const QString &language, const QList<TraceItem> &warnings = {});

} // namespace hexstride
