#pragma once

// Shared by the ruleset check's table comparisons (rulesetcheck.cpp) and its search of what
// units can reach (rulesetreachability.cpp); not part of the public interface.
#include "rulesetcheck.h"
#include <QCoreApplication>

namespace hexstride::rulesetcheck_detail {

/// The translation context of these messages (a class so that lupdate finds them).
struct RulesetCheckText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetCheck)
};
/// "costTables[t].rows[r].cells[c]"
QString cellPath(int t, int r, int c);
/// Positive atoms reached through All and named conditions (not through Any or Not).
void positiveAtoms(const Condition &c, const QHash<QString, Condition> &named,
                   QList<Condition> &out, int depth = 0);
/// Terrains no unit enters, units that cannot move, values nothing selects: asked of the
/// movement engine over the unit profiles and step facts the rules read, within `budget` steps.
void reachability(const Ruleset &ruleset, const QString &lang, QList<RulesetWarning> &out,
                  RulesetCheckCoverage &coverage, qint64 budget);

} // namespace hexstride::rulesetcheck_detail
