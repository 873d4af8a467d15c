#pragma once

#include "mapobjects.h"

#include <QList>
#include <QString>

namespace hexstride {

/// Why `name` cannot name a unit, as a translated message ("a unit needs a name"); empty when it
/// can. The rules map readers apply (empty, nothing visible, over kMaxLabelChars, and what no
/// orders line can name: ordersLineNameProblem), so an editor that asks this first never saves
/// a map that will not load again. Names must also differ from the map's other units' names;
/// that is the caller's to check (its message names the other).
QString unitNameProblem(const QString &name);

/// Why `name` cannot be units[self]'s name (self -1: a new unit) beside the others: another's
/// name reads the same but is written otherwise ("aragorn", "Аragorn" with a Cyrillic "А",
/// "Aragorn" + U+FE0F beside "Aragorn": lookAlikeKey); translated, empty when it can. An equal
/// name is the caller's to refuse (its message names the other).
QString unitNameTwin(const QString &name, const QList<MapUnit> &units, qsizetype self);

/// Why `name` cannot be a unit's name beside the map's `plans`: a plan without a unit moves as
/// an army of its own name, so a unit of that name, or of one that reads the same (lookAlikeKey),
/// would make the map's check and the turn refuse the plan (probe16 Q11); translated, naming
/// the plan, empty when it can.
QString unitNamePlanClash(const QString &name, const QList<MovementPlan> &plans);

/// Why `side` cannot be a unit's side (translated), empty when it can: no side at all is
/// allowed, a side that shows nothing is not (it would look side-less in every list), nor one
/// over kMaxLabelChars.
QString unitSideProblem(const QString &side);

/// Why `side` cannot be units[self]'s side among `units` (self -1: a new unit) and the sides
/// `named` elsewhere (a map's relations and hex owners): unitSideProblem's rules, then a side
/// of another unit or of `named` that reads the same but is written otherwise (probe14 Q04,
/// probe15 P12: "West" + U+FE0F beside "West"); translated, empty when it can.
QString unitSideProblemAmong(const QString &side, const QList<MapUnit> &units, qsizetype self,
                             const QStringList &named = {});

/// The map's plans once one unit changed from `before` to `after` (nullptr: the unit was
/// deleted). Plans follow their unit: a renamed unit's plans name it by its new name, a moved
/// unit's plans start where it now stands, plans made with the unit's old profile take its new
/// one, and a deleted unit's plans go with it. Other plans stay as they are. Without this, an
/// edit would leave plans that the turn refuses (plans naming no unit, starting away from it).
QList<MovementPlan> plansAfterUnitEdit(QList<MovementPlan> plans, const MapUnit &before,
                                       const MapUnit *after);

} // namespace hexstride
