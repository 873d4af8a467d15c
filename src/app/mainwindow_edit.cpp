// MainWindow: selection edits (copy, paste, delete, fill) and map-wide dialogs.
#include "mainwindow.h"

#include "commands/changeelevationcommand.h"
#include "commands/changehexfeaturescommand.h"
#include "commands/changemappropertiescommand.h"
#include "commands/paintterraincommand.h"
#include "commands/replacemapcommand.h"
#include "dialogs/rulesetchangedialog.h"
#include "i18n/translations.h"
#include "map/backgroundremap.h"
#include "map/mapstats.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "movement/terraincosts.h"
#include "tools/editorcontext.h"
#include "ui_mainwindow.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>

namespace hexstride {

void MainWindow::copySelection()
{
    const QList<Hex> &sel = m_context->selection();
    if (!m_document || sel.isEmpty())
        return;
    const HexMap &map = m_document->map();
    int col0 = map.width(), row0 = map.height();
    for (Hex h : sel) {
        const Offset o = map.grid().toOffset(h);
        col0 = std::min(col0, o.col);
        row0 = std::min(row0, o.row);
    }
    // Keep the row (or column) parity of the origin even so pasted shapes keep their form.
    const bool pointy = map.grid().orientation == Orientation::PointyTop;
    if (pointy && (row0 & 1))
        --row0;
    if (!pointy && (col0 & 1))
        --col0;
    HexClipboard clip;
    const QSet<Hex> selected(sel.cbegin(), sel.cend());
    QSet<EdgeId> seenSides;
    for (Hex h : sel) {
        const Offset o = map.grid().toOffset(h);
        const Offset rel{o.col - col0, o.row - row0};
        clip.cells.append(
            {rel, map.terrain(h), std::int16_t(map.elevation(h)), map.hexFeatures(h)});
        // Every side of a copied hex: the sides inside the selection and those on its boundary
        // (a river along the edge of the area, a road leaving it), which Paste adds to.
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const EdgeId e = edgeOf(h, d);
            const FeatureMask m = map.edgeFeatures(e);
            if (m && !seenSides.contains(e)) {
                seenSides.insert(e);
                clip.sides.append({rel, d, m, selected.contains(neighbour(h, d))});
            }
        }
    }
    m_context->clipboard() = clip;
    m_ui->actionPaste->setEnabled(true);
    statusBar()->showMessage(tr("Copied %n hex(es)", nullptr, int(clip.cells.size())), 3000);
}

void MainWindow::pasteAt(Hex topLeft)
{
    const HexClipboard &clip = m_context->clipboard();
    if (!m_document || clip.isEmpty())
        return;
    const HexMap &map = m_document->map();
    Offset origin = map.grid().toOffset(topLeft);
    const bool pointy = map.grid().orientation == Orientation::PointyTop;
    if (pointy && (origin.row & 1))
        --origin.row;
    if (!pointy && (origin.col & 1))
        --origin.col;
    PaintTerrainCommand::Changes terrain;
    ChangeElevationCommand::Changes elevation;
    ChangeHexFeaturesCommand::Changes features;
    QList<Hex> pasted;
    for (const HexClipboard::Cell &c : clip.cells) {
        const Offset o{origin.col + c.offset.col, origin.row + c.offset.row};
        if (!map.contains(o))
            continue;
        const Hex h = map.grid().toHex(o);
        const int i = map.indexOf(h);
        if (map.terrain(h) != c.terrain)
            terrain.set(i, map.terrain(h), c.terrain);
        if (map.elevation(h) != c.elevation)
            elevation.set(i, std::int16_t(map.elevation(h)), c.elevation);
        if (map.hexFeatures(h) != c.features)
            features.set(i, map.hexFeatures(h), c.features);
        pasted.append(h);
    }
    // Hex-sides. Inside the pasted area (both hexes pasted) the sides become exactly as copied,
    // so features already there are replaced like the terrain is. A side on the area's boundary
    // is shared with a hex the paste does not cover: the copied features are added to it, and
    // what that outside hex already has on the side is kept (a river along the border stays).
    const QSet<Hex> pastedSet(pasted.cbegin(), pasted.cend());
    QHash<EdgeId, FeatureMask> sides; // the masks after the paste, for the sides it touches
    for (Hex h : pasted) {
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const EdgeId e = edgeOf(h, d);
            if (!sides.contains(e))
                sides.insert(e, pastedSet.contains(neighbour(h, d)) ? FeatureMask(0)
                                                                    : map.edgeFeatures(e));
        }
    }
    for (const HexClipboard::Side &s : clip.sides) {
        const Offset o{origin.col + s.offset.col, origin.row + s.offset.row};
        if (!map.contains(o))
            continue;
        const EdgeId e = edgeOf(map.grid().toHex(o), s.dir);
        sides[e] = FeatureMask(sides.value(e) | s.features);
    }
    QList<std::pair<EdgeId, FeatureMask>> edgeMasks;
    for (auto it = sides.cbegin(); it != sides.cend(); ++it)
        edgeMasks.append({it.key(), it.value()});

    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Paste"));
    if (!terrain.isEmpty())
        stack->push(new PaintTerrainCommand(m_document.get(), 0, std::move(terrain)));
    if (!elevation.isEmpty())
        stack->push(new ChangeElevationCommand(m_document.get(), 0, std::move(elevation)));
    if (!features.isEmpty())
        stack->push(new ChangeHexFeaturesCommand(m_document.get(), 0, std::move(features)));
    edits::setEdgeMasks(*m_document, edgeMasks);
    stack->endMacro();
    m_context->setSelection(pasted);
}

void MainWindow::deleteSelection()
{
    const QList<Hex> sel = m_context->selection();
    if (!m_document || sel.isEmpty())
        return;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Delete"));
    edits::setHexFeature(*m_document, sel, FeatureMask(0xffff), false);
    edits::setElevation(*m_document, sel, 0);
    // Only the sides inside the selection (both hexes selected, or the other off the map): a
    // side on its border is also a hex's outside it, whose river or road stays whole (issue 31
    // §5).
    const HexMap &map = m_document->map();
    const QSet<Hex> selected(sel.cbegin(), sel.cend());
    QList<EdgeId> edges;
    for (Hex h : sel) {
        for (Direction d = 0; d < kDirectionCount; ++d) {
            const Hex other = neighbour(h, d);
            if (selected.contains(other) || !map.contains(other))
                edges.append(edgeOf(h, d));
        }
    }
    edits::setEdgeFeature(*m_document, edges, FeatureMask(0xffff), false);
    stack->endMacro();
}

void MainWindow::fillSelection()
{
    if (m_document && !m_context->selection().isEmpty())
        edits::paintTerrain(*m_document, m_context->selection(), std::uint8_t(m_context->terrain()),
                            0, PaintTerrainCommand::How::FillSelection);
}

void MainWindow::resizeMap()
{
    if (!m_document)
        return;
    const HexMap &map = m_document->map();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Resize Map"));
    auto *form = new QFormLayout(&dialog);
    const auto spin = [&](int lo, int hi, int value, const QString &tip) {
        auto *s = new QSpinBox(&dialog);
        s->setRange(lo, hi);
        s->setValue(value);
        s->setToolTip(tip);
        return s;
    };
    auto *width = spin(1, kMaxMapSide, map.width(), tr("Columns"));
    auto *height = spin(1, kMaxMapSide, map.height(), tr("Rows"));
    auto *left
        = spin(-kMaxMapSide, kMaxMapSide, 0, tr("Columns added on the left (negative removes)"));
    auto *top = spin(-kMaxMapSide, kMaxMapSide, 0, tr("Rows added at the top (negative removes)"));
    auto *fill = new QComboBox(&dialog);
    for (int i = 0; i < m_view->style().terrainNames.size(); ++i)
        fill->addItem(m_view->style().terrainName(i), i);
    fill->setCurrentIndex(mostCommonTerrain(map)); // the map's background, not the brush
    form->addRow(tr("&Columns:"), width);
    form->addRow(tr("&Rows:"), height);
    form->addRow(tr("Add on the &left:"), left);
    form->addRow(tr("Add at the &top:"), top);
    form->addRow(tr("&New hexes:"), fill);
    // Adding (or removing) at the left or top grows (or shrinks) the map by as much, so that the
    // far edge stays where it is; the size fields follow and may still be changed after.
    const auto follow = [](QSpinBox *edge, QSpinBox *size) {
        connect(edge, &QSpinBox::valueChanged, size, [edge, size, last = edge->value()]() mutable {
            size->setValue(size->value() + edge->value() - last);
            last = edge->value();
        });
    };
    follow(left, width);
    follow(top, height);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_context->setSelection({});
    m_document->undoStack()->push(
        ReplaceMapCommand::resize(m_document.get(), width->value(), height->value(), left->value(),
                                  top->value(), std::uint8_t(fill->currentData().toInt())));
}

void MainWindow::editProperties()
{
    if (!m_document)
        return;
    const MapProperties before = MapProperties::of(m_document->map());
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Map Properties"));
    auto *form = new QFormLayout(&dialog);
    auto *title = new QLineEdit(before.title, &dialog);
    // Rulesets by their names in the interface language; another id may be typed.
    auto *ruleset = new QComboBox(&dialog);
    ruleset->setEditable(true);
    // A map with a ruleset of its own (made in the designer, a file) names that one first.
    const auto own = m_document->ruleset();
    if (!m_document->customRuleset().isEmpty() && own && own->id == before.rulesetId)
        ruleset->addItem(tr("%1 (the map's own)").arg(own->name.in(uiLanguage())), own->id);
    for (const QString &id : m_rulesets.ids()) {
        const auto r = m_rulesets.ruleset(id);
        ruleset->addItem(r ? r->name.in(uiLanguage()) : id, id);
    }
    const int current = ruleset->findData(before.rulesetId);
    if (current >= 0)
        ruleset->setCurrentIndex(current);
    else
        ruleset->setCurrentText(before.rulesetId);
    auto *labels = new QComboBox(&dialog);
    labels->addItem(tr("Column,row from 0 (\"12,7\")"), int(LabelScheme::ColRow));
    labels->addItem(tr("XXYY from 1 (\"1308\")"), int(LabelScheme::Numeric));
    labels->setCurrentIndex(before.labels == LabelScheme::ColRow ? 0 : 1);
    form->addRow(tr("&Title:"), title);
    form->addRow(tr("R&uleset:"), ruleset);
    form->addRow(tr("Hex &labels:"), labels);
    form->addRow(tr("Size:"), new QLabel(tr("%1 × %Ln hex(es)", nullptr, m_document->map().height())
                                             .arg(QLocale().toString(m_document->map().width())),
                                         &dialog));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const int chosen = ruleset->findText(ruleset->currentText());
    const QString rulesetId
        = chosen >= 0 ? ruleset->itemData(chosen).toString() : ruleset->currentText().trimmed();
    MapProperties after = before;
    after.title = title->text().trimmed();
    after.rulesetId = rulesetId;
    after.labels = LabelScheme(labels->currentData().toInt());
    const auto newRuleset = m_rulesets.ruleset(rulesetId);
    if (after.rulesetId != before.rulesetId && newRuleset) {
        // A known ruleset: ask how the map's vocabulary maps onto the new one, suggested by id,
        // name, kind and cost, and say what the choices remove before OK.
        const MapVocabulary from = vocabularyForMap(m_document->map(), m_document->ruleset().get());
        const VocabularyMapping suggested
            = suggestRulesetChange(from, m_document->ruleset(), newRuleset);
        const MapStats usage = computeMapStats(m_document->map());
        RulesetChangeDialog mapping(from, newRuleset->vocabulary, newRuleset->name.in(uiLanguage()),
                                    uiLanguage(), this, &suggested, &usage);
        if (mapping.exec() == QDialog::Accepted)
            changeRuleset(after, mapping.mapping());
        return;
    }
    if (after != before)
        m_document->undoStack()->push(new ChangeMapPropertiesCommand(m_document.get(), after));
}

bool MainWindow::changeRuleset(const MapProperties &after, const VocabularyMapping &mapping)
{
    const auto ruleset = m_rulesets.ruleset(after.rulesetId);
    if (!m_document || !ruleset)
        return false;
    const HexMap &map = m_document->map();
    // Removed terrains become what the map's background becomes (or the ruleset's first).
    HexMap changed = remappedOntoBackground(map, after.rulesetId, ruleset->vocabulary, mapping);
    changed.setTitle(after.title);
    if (after.labels != map.shape().labels) {
        MapShape shape = changed.shape();
        shape.labels = after.labels;
        changed = reshapedMap(changed, shape, 0, 0, 0);
    }
    // One undo step; the command announces the vocabulary change, so the palette, legend and
    // view restyle at once (and again on undo).
    m_document->undoStack()->push(
        new ReplaceMapCommand(m_document.get(), std::move(changed), [ruleset] {
            return tr("Change Ruleset to %1").arg(ruleset->name.in(uiLanguage()));
        }));
    return true;
}

} // namespace hexstride
