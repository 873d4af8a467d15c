// Saving a map as a Tiled map (.tmx, .tmj): what Tiled cannot show is kept in a map property,
// and the user hears about it before the save.
#include "mainwindow.h"

#include "documentsafety.h"
#include "io/tiledfile.h"
#include "mapdocument.h"

namespace hexstride {

bool MainWindow::confirmTiledSave(const QString &path, const MapRulesetRef &customRuleset)
{
    if (!isTiledPath(path) || !m_document)
        return true;
    const QStringList hidden = tiledLimitations(m_document->map(), customRuleset);
    const auto &confirm = m_safety->prompts().confirm;
    if (!confirm)
        return true;
    return confirm(tr("Save as a Tiled Map"),
                   tr("Tiled shows the terrain, hex features, hex-sides, labels and elevation. It "
                      "cannot show %1: Hexstride keeps them in the map property \"hexstride\", so "
                      "that they come back when the map is opened here again, as long as that "
                      "property is left alone in Tiled.\n\nSave as a Tiled map?")
                       .arg(hidden.join(QStringLiteral(", "))));
}

} // namespace hexstride
