#pragma once

#include "mapdocument.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace hexstride {

/// Replaces the map's units (place, edit, move or delete: the text says which). Units are few,
/// so keeping both lists is simple and exact.
class ChangeUnitsCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeUnitsCommand)
public:
    ChangeUnitsCommand(MapDocument *document, QList<MapUnit> units, const QString &text);

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const QList<MapUnit> &units);

    MapDocument *m_document;
    QList<MapUnit> m_before;
    QList<MapUnit> m_after;
};

} // namespace hexstride
