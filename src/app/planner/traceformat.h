#pragma once

#include "movement/steptrace.h"

namespace hexstride {

/// A step's explanation on one line, as the planner shows it on hover:
/// "Plains 3 · minor river → 5 · unfed → 7 · evasive ×2 → 14". Items without a compact form
/// (a prohibition, a warning) use the engine's sentence. Rule names in `language`.
QString compactExplanation(const StepTrace &trace, const QString &language);

/// The explanation of a planned step: its factors, then why it fails (when it does).
QString stepExplanation(const StepTrace &trace, const std::optional<TraceItem> &reason,
                        const QString &language);

} // namespace hexstride
