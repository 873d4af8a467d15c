#include "unitedits.h"

#include "io/messagetext.h"
#include "labellimit.h"
#include "movement/turnordersfile.h"
#include "sidespellings.h"
#include "text/filltext.h"
#include "text/terminaltext.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// A name or side over the cap: as long as a label may be (labellimit.h), for the same reasons.
QString tooLongProblem(const QString &text)
{
    return QCoreApplication::translate("hexstride::io",
                                       "the text has %1 characters; a unit's name or side "
                                       "holds at most %2")
        .arg(text.size())
        .arg(kMaxLabelChars);
}
} // namespace

QString unitNameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return QCoreApplication::translate("hexstride::io", "a unit needs a name");
    if (hasNoVisibleCharacter(name))
        return QCoreApplication::translate("hexstride::io", "the name has no visible character");
    if (name.size() > kMaxLabelChars)
        return tooLongProblem(name);
    // Orders files name units: a name no orders line can hold ("#…", "A|B", " A") would be
    // an army no player could ever move (probe 10).
    return ordersLineNameProblem(name);
}

QString unitNameTwin(const QString &name, const QList<MapUnit> &units, qsizetype self)
{
    LookAlikeNames names;
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (i != self)
            names.add(units[i].name);
    }
    const auto twin = names.twinOf(name);
    if (!twin)
        return {};
    return fillText(QCoreApplication::translate(
                        "hexstride::io", "\"%1\" reads as \"%2\", the name of another unit, "
                                         "but is written otherwise: give the two units names "
                                         "that read differently"),
                    {quotedInput(name), quotedInput(*twin)});
}

QString unitNamePlanClash(const QString &name, const QList<MovementPlan> &plans)
{
    for (const MovementPlan &plan : plans) {
        if (!plan.unit.isEmpty())
            continue; // a plan of a unit is the unit's army, not one of its own
        if (plan.name == name)
            return QCoreApplication::translate("hexstride::io",
                                               "the plan \"%1\" has no unit and moves as an "
                                               "army of that name: give the unit another name")
                .arg(quotedInput(plan.name));
        if (lookAlikeKey(plan.name) == lookAlikeKey(name))
            return fillText(QCoreApplication::translate(
                                "hexstride::io",
                                "\"%1\" reads as \"%2\", the name of a plan that has no unit "
                                "and moves as an army of that name: give the unit a name that "
                                "reads differently"),
                            {quotedInput(name), quotedInput(plan.name)});
    }
    return {};
}

QString unitSideProblem(const QString &side)
{
    if (!side.isEmpty() && hasNoVisibleCharacter(side))
        return QCoreApplication::translate("hexstride::io", "the side shows no visible character");
    if (side.size() > kMaxLabelChars)
        return tooLongProblem(side);
    // No orders line, campaign or report could name it (probe13 Q07): as a unit's name.
    if (holdsTerminalEscape(side))
        return QCoreApplication::translate("hexstride::io",
                                           "a side cannot hold a line break, a bidirectional "
                                           "override or another control character");
    return {};
}

QString unitSideProblemAmong(const QString &side, const QList<MapUnit> &units, qsizetype self,
                             const QStringList &named)
{
    if (QString problem = unitSideProblem(side); !problem.isEmpty())
        return problem;
    SideSpellings spellings;
    for (qsizetype i = 0; i < units.size(); ++i) {
        if (i != self)
            spellings.add(units[i].side);
    }
    for (const QString &other : named)
        spellings.add(other);
    return spellings.add(side);
}

QList<MovementPlan> plansAfterUnitEdit(QList<MovementPlan> plans, const MapUnit &before,
                                       const MapUnit *after)
{
    if (before.name.isEmpty())
        return plans; // plans without a unit name no unit
    QList<MovementPlan> out;
    out.reserve(plans.size());
    for (MovementPlan &plan : plans) {
        if (plan.unit != before.name) {
            out << std::move(plan);
            continue;
        }
        if (!after)
            continue;
        plan.unit = after->name;
        if (plan.start == before.hex)
            plan.start = after->hex;
        if (plan.profile == before.profile)
            plan.profile = after->profile;
        out << std::move(plan);
    }
    return out;
}

} // namespace hexstride
