// Map ▸ Sides… and Map ▸ Hex Owner…: the map's sides table and the owners of hexes edited in a
// dialog, one undo step each (ChangeSidesCommand).
#include "mainwindow.h"

#include "commands/changesidescommand.h"
#include "dialogs/hexownerdialog.h"
#include "dialogs/sidesdialog.h"
#include "mapdocument.h"
#include "view/mapview.h"

#include <QUndoStack>

namespace hexstride {

void MainWindow::editSides()
{
    if (!m_document)
        return;
    SidesDialog dialog(m_document->map(), this, &m_view->style());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const MapSides after = dialog.sides();
    if (!(after == m_document->map().sides()))
        m_document->undoStack()->push(new ChangeSidesCommand(m_document.get(), after));
}

void MainWindow::editHexOwner(const QList<Hex> &hexes)
{
    if (!m_document || hexes.isEmpty())
        return;
    HexOwnerDialog dialog(m_document->map(), hexes, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const MapSides after = dialog.sides();
    if (!(after == m_document->map().sides()))
        m_document->undoStack()->push(new ChangeSidesCommand(
            m_document.get(), after, [] { return ChangeSidesCommand::tr("Set Hex Owner"); }));
}

} // namespace hexstride
