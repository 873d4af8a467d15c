#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the map's units (place, edit, move or delete: the text says which), and with them
/// the plans when an edit carries the unit's plans along (plansAfterUnitEdit). Units and plans
/// are few, so keeping both lists is simple and exact.
class ChangeUnitsCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeUnitsCommand)
public:
    ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units, Describe describe = {});
    ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units, QList<MovementPlan> plans,
                       Describe describe);

    void redo() override { apply(m_after, m_plansAfter); }
    void undo() override { apply(m_before, m_plansBefore); }

private:
    void apply(const QList<MapUnit> &units, const QList<MovementPlan> &plans);

    MapDocument *m_document;
    QList<MapUnit> m_before;
    QList<MapUnit> m_after;
    QList<MovementPlan> m_plansBefore;
    QList<MovementPlan> m_plansAfter;
};

} // namespace hexstride
