// Tiled maps in the window: before saving one, the user hears what Tiled cannot show (it is
// kept in a map property); after opening one, tiles without a terrain are mapped onto the ruleset.
#include "mainwindow_tiled.h"

#include "commands/changemappropertiescommand.h"
#include "dialogs/rulesetchangedialog.h"
#include "documentsafety.h"
#include "exporting/tiledtileset.h"
#include "i18n/translations.h"
#include "io/tiledfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "view/vocabulary.h"

namespace hexstride {

bool confirmTiledSave(MainWindow &window, const QString &path, const MapRulesetRef &customRuleset)
{
    MapDocument *document = window.document();
    if (!isTiledPath(path) || !document)
        return true;
    const QStringList hidden = tiledLimitations(document->map(), customRuleset);
    const auto &confirm = window.safety()->prompts().confirm;
    if (!confirm)
        return true;
    // What the file cannot hold at all (a label's control characters in .tmx) is said too.
    const QStringList lost = tiledExportLosses(document->map(), path);
    const QString losses
        = lost.isEmpty()
              ? QString()
              : MainWindow::tr("Lost in this file:\n%1\n\n").arg(lost.join(QLatin1Char('\n')));
    return confirm(
        MainWindow::tr("Save as a Tiled Map"),
        MainWindow::tr("Tiled shows the terrain, hex features, hex-sides, labels and elevation. It "
                       "cannot show %1: Hexstride keeps them in the map property \"hexstride\", so "
                       "that they come back when the map is opened here again, as long as that "
                       "property is left alone in Tiled.\n\n%2Save as a Tiled map?")
            .arg(hidden.join(QStringLiteral(", ")), losses));
}

RulesetChangeDialog *offerTileMapping(MainWindow &window, const QList<tiled::TileTerrain> &tiles)
{
    MapDocument *document = window.document();
    if (!document)
        return nullptr;
    const auto ruleset = window.rulesets().ruleset(document->map().rulesetId());
    if (!ruleset)
        return nullptr;
    // Tiles that named no terrain of the ruleset ("tile 7", "empty") are terrains of their own:
    // the dialog that maps a map onto a ruleset maps them onto the ruleset's terrains.
    const QStringList &ids = document->map().terrains().ids();
    if (std::all_of(ids.begin(), ids.end(),
                    [&](const QString &id) { return ruleset->vocabulary.terrain(id) != nullptr; }))
        return nullptr;
    const MapVocabulary from = vocabularyForMap(document->map(), ruleset.get());
    const MapStats usage = computeMapStats(document->map());
    QHash<QString, QImage> pictures;
    const QList<QImage> cut = tilePictures(tiles); // each tileset picture read once
    for (qsizetype i = 0; i < tiles.size(); ++i)
        pictures.insert(tiles.at(i).terrain, cut.at(i));
    auto *dialog
        = new RulesetChangeDialog(from, ruleset->vocabulary, ruleset->name.in(uiLanguage()),
                                  uiLanguage(), &window, nullptr, &usage, pictures);
    dialog->hideSummary();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(dialog, &QDialog::accepted, &window, [&window, dialog] {
        window.changeRuleset(MapProperties::of(window.document()->map()), dialog->mapping());
    });
    dialog->open(); // window-modal, not blocking: the map is already shown under it
    return dialog;
}

} // namespace hexstride
