#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the map's units (place, edit, move or delete: the text says which). Units are few,
/// so keeping both lists is simple and exact.
class ChangeUnitsCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeUnitsCommand)
public:
    ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units, Describe describe = {});

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const QList<MapUnit> &units);

    MapDocument *m_document;
    QList<MapUnit> m_before;
    QList<MapUnit> m_after;
};

} // namespace hexstride
