#pragma once

#include "ruleset.h"

namespace hexstride {

/// The ordered lists of a ruleset in which the first entry that matches is used: allowances,
/// occupancy rules, destinations, ranges (among those of one kind, the last part of the id:
/// "…-missile"), and modifiers of one group (a `stop` modifier ends the list for the steps it
/// matches). Cost tables, their rows and columns are first-match too; the ruleset check finds
/// theirs by searching the steps themselves.
enum class FirstMatchList : std::uint8_t { Allowances, Occupancy, Destinations, Ranges, Modifiers };

/// The JSON name of a list ("allowances", …).
QString firstMatchListId(FirstMatchList list);

/// Whether `c` holds for every step and unit: an empty condition, or one built only of such
/// (through `all` and named conditions).
bool conditionAlwaysHolds(const Condition &c, const QHash<QString, Condition> &named);

/// Whether `broader` holds wherever `narrower` does (an implication), as far as the conditions'
/// forms show it: a catch-all, an equal condition, fewer conjuncts, more ids in an atom, a
/// smaller rise… Over unit options alone it is decided exactly, by trying the choices of the
/// options both read. False when unsure, so that a warning built on it is never wrong.
bool conditionCovers(const Condition &broader, const Condition &narrower, const Ruleset &ruleset);

/// An entry of a first-match list that is never used: an earlier one matches all it matches.
struct ShadowedEntry
{
    FirstMatchList list;
    int index = 0; ///< the entry never used, into its list (Ruleset::modifiers sorted by order)
    int by = 0;    ///< the earlier entry that takes its place
};

/// Every shadowed entry of every first-match list, each with the first entry that shadows it.
QList<ShadowedEntry> shadowedEntries(const Ruleset &ruleset);

/// Where a new entry of a first-match list whose entries have these conditions goes: before a
/// last entry that always holds (a catch-all keeps its place at the end), else at the end.
qsizetype firstMatchInsertionIndex(const QList<Condition> &conditions,
                                   const QHash<QString, Condition> &named);

} // namespace hexstride
