#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the map's named movement plans (save, rename or delete a plan: the text says
/// which). Plans are few and small, so both lists are kept.
class ChangePlansCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangePlansCommand)
public:
    ChangePlansCommand(MapDocument *document, QList<MovementPlan> plans, Describe describe = {});

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const QList<MovementPlan> &plans);

    MapDocument *m_document;
    QList<MovementPlan> m_before;
    QList<MovementPlan> m_after;
};

} // namespace hexstride
