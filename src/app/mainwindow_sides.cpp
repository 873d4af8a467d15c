// Map ▸ Sides…: the map's sides table edited in a dialog, one undo step (ChangeSidesCommand).
#include "mainwindow.h"

#include "commands/changesidescommand.h"
#include "dialogs/sidesdialog.h"
#include "mapdocument.h"

#include <QUndoStack>

namespace hexstride {

void MainWindow::editSides()
{
    if (!m_document)
        return;
    SidesDialog dialog(m_document->map(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const MapSides after = dialog.sides();
    if (!(after == m_document->map().sides()))
        m_document->undoStack()->push(new ChangeSidesCommand(m_document.get(), after));
}

} // namespace hexstride
