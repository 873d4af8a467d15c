// Saving a map as a Tiled map (.tmx, .tmj): what Tiled cannot show is kept in a map property,
// and the user hears about it before the save.
#include "mainwindow.h"

#include "commands/changemappropertiescommand.h"
#include "dialogs/rulesetchangedialog.h"
#include "documentsafety.h"
#include "i18n/translations.h"
#include "io/tiledfile.h"
#include "mapdocument.h"
#include "view/vocabulary.h"

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

RulesetChangeDialog *MainWindow::offerTileMapping()
{
    if (!m_document)
        return nullptr;
    const auto ruleset = m_rulesets.ruleset(m_document->map().rulesetId());
    if (!ruleset)
        return nullptr;
    // Tiles that named no terrain of the ruleset ("tile 7", "empty") are terrains of their own:
    // the dialog that maps a map onto a ruleset maps them onto the ruleset's terrains.
    const QStringList &ids = m_document->map().terrains().ids();
    if (std::all_of(ids.begin(), ids.end(),
                    [&](const QString &id) { return ruleset->vocabulary.terrain(id) != nullptr; }))
        return nullptr;
    const MapVocabulary from = vocabularyForMap(m_document->map(), ruleset.get());
    auto *dialog = new RulesetChangeDialog(from, ruleset->vocabulary,
                                           ruleset->name.in(uiLanguage()), uiLanguage(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        changeRuleset(MapProperties::of(m_document->map()), dialog->mapping());
    });
    dialog->open(); // window-modal, not blocking: the map is already shown under it
    return dialog;
}

} // namespace hexstride
