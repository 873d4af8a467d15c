// The designer's authoring of whole rulesets: a new ruleset, terrains added and removed. Each
// change goes through the loader (rulesetauthoring.h) and is one undo step with the map.
#include "costtabledesigner.h"

#include "designer/editing/rulesetediting.h"
#include "designer/rulelists/listformspage.h"
#include "designer/rulelists/rulelistspage.h"
#include "designer/rulelists/rulesetpartspage.h"
#include "designer/tables/costtablemodel.h"
#include "designer/vocabulary/terraindialog.h"
#include "designer/vocabulary/vocabularypage.h"
#include "mapdocument.h"
#include "newrulesetdialog.h"
#include "view/vocabulary.h"

#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

namespace hexstride {

QWidget *CostTableDesigner::sectionPage(const QString &section, QTableView *view)
{
    static const QHash<QString, VocabularyPart> parts{
        {QStringLiteral("terrains"), VocabularyPart::Terrain},
        {QStringLiteral("hexFeatures"), VocabularyPart::HexFeature},
        {QStringLiteral("edgeFeatures"), VocabularyPart::EdgeFeature}};
    if (section == QLatin1String("allowances"))
        return new ListFormsPage(m_editor, ListFormsPage::List::Allowances, view, m_pages);
    if (section == QLatin1String("modifiers"))
        return new ListFormsPage(m_editor, ListFormsPage::List::Modifiers, view, m_pages);
    if (!parts.contains(section))
        return view;
    auto *page = new VocabularyPage(m_editor, parts.value(section), view, m_pages);
    m_vocabularyPages << page;
    if (section == QLatin1String("terrains")) {
        // A terrain is added with costs "like" another's, and removed with its table rows.
        m_addTerrain = new QPushButton(page);
        m_removeTerrain = new QPushButton(page);
        page->buttonRow()->insertWidget(0, m_addTerrain);
        page->buttonRow()->insertWidget(page->buttonRow()->count() - 1, m_removeTerrain);
        m_terrainView = view;
        connect(m_addTerrain, &QPushButton::clicked, this, &CostTableDesigner::addTerrainDialog);
        connect(m_removeTerrain, &QPushButton::clicked, this,
                &CostTableDesigner::removeTerrainDialog);
    }
    return page;
}

void CostTableDesigner::showEntry(const QString &list, int index)
{
    if (auto *page = findChild<ListFormsPage *>(list + QStringLiteral("Page"))) {
        m_pages->setCurrentWidget(page);
        page->view()->setCurrentIndex(page->view()->model()->index(index, 0));
        page->view()->setFocus();
        return;
    }
    static const QHash<QString, RulePart> parts{
        {QStringLiteral("occupancy"), RulePart::Occupancy},
        {QStringLiteral("ranges"), RulePart::Ranges},
        {QStringLiteral("destinations"), RulePart::Destinations}};
    if (!parts.contains(list))
        return;
    RuleListsPage *lists = m_parts->listsPage();
    m_pages->setCurrentWidget(m_parts);
    m_parts->tabs()->setCurrentWidget(lists);
    lists->setPart(parts.value(list));
    lists->itemsList()->setCurrentRow(index);
    lists->itemsList()->setFocus();
}

VocabularyPage *CostTableDesigner::vocabularyPage(VocabularyPart part) const
{
    return m_vocabularyPages.value(int(part));
}

QString CostTableDesigner::createRuleset(const Ruleset *from, const QString &id,
                                         const LocalizedText &name)
{
    MapDocument *doc = m_editor->document();
    // A blank ruleset keeps the open map's terrains and features: its map stays as it is
    // (issue 32 §5), and the designer starts from rules that say nothing yet.
    const MapVocabulary keep
        = doc && !from ? vocabularyForMap(doc->map(), m_editor->ruleset().get()) : MapVocabulary();
    const RulesetLoadResult r = newRuleset(from, id, name, keep);
    QString error = r.ruleset ? QString() : r.error;
    if (error.isEmpty() && !doc)
        error = tr("No map is open.");
    if (!error.isEmpty()) {
        showMessage(error);
        return error;
    }
    auto made = std::make_shared<const Ruleset>(*r.ruleset);
    m_editor->setBaseline(made); // a new ruleset: changes are counted from here
    m_editor->replaceWithMap(made, mapForEditedRuleset(m_editor->document()->map(), *made),
                             [id] { return tr("New ruleset %1").arg(id); });
    warnOfMismatch();
    return {};
}

QString CostTableDesigner::addTerrain(const TerrainSpec &terrain)
{
    const auto current = m_editor->ruleset();
    const RulesetLoadResult r = current ? rulesetWithTerrain(*current, terrain)
                                        : RulesetLoadResult{{}, tr("No map is open.")};
    if (!r.ruleset) {
        showMessage(r.error);
        return r.error;
    }
    auto added = std::make_shared<const Ruleset>(*r.ruleset);
    m_editor->replaceWithMap(
        added, mapForEditedRuleset(m_editor->document()->map(), *added), [name = terrain.name] {
            return tr("Add terrain %1").arg(name.in(designerstyle::language()));
        });
    return {};
}

QString CostTableDesigner::removeTerrain(const QString &id, const QString &onto)
{
    const auto current = m_editor->ruleset();
    const RulesetLoadResult r = current ? rulesetWithoutTerrain(*current, id)
                                        : RulesetLoadResult{{}, tr("No map is open.")};
    if (!r.ruleset) {
        showMessage(r.error);
        return r.error;
    }
    auto removed = std::make_shared<const Ruleset>(*r.ruleset);
    const QMap<QString, QString> replace{{id, onto}, {QString(), onto}};
    m_editor->replaceWithMap(
        removed, mapForEditedRuleset(m_editor->document()->map(), *removed, replace),
        [id, onto] { return tr("Remove terrain %1 (its hexes: %2)").arg(id, onto); });
    return {};
}

int CostTableDesigner::hexesOfTerrain(const QString &id) const
{
    MapDocument *doc = m_editor->document();
    return doc ? mapUses(doc->map(), VocabularyPart::Terrain, id) : 0;
}

void CostTableDesigner::newRulesetDialog()
{
    NewRulesetDialog dialog(
        m_editor->ruleset(), m_library,
        [](const Ruleset *from, const QString &id, const LocalizedText &name) {
            const RulesetLoadResult r = newRuleset(from, id, name);
            return r.ruleset ? QString() : r.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        createRuleset(dialog.source().get(), dialog.id(), dialog.name());
}

void CostTableDesigner::addTerrainDialog()
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    TerrainDialog dialog(
        *r,
        [r](const TerrainSpec &t) {
            const RulesetLoadResult added = rulesetWithTerrain(*r, t);
            return added.ruleset ? QString() : added.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        addTerrain(dialog.spec());
}

void CostTableDesigner::removeTerrainDialog()
{
    const auto r = m_editor->ruleset();
    const QModelIndex current = m_terrainView ? m_terrainView->currentIndex() : QModelIndex();
    if (!r || !current.isValid() || current.row() >= r->vocabulary.terrains.size())
        return;
    const QString id = r->vocabulary.terrains[current.row()].id;
    RemoveTerrainDialog dialog(*r, id, hexesOfTerrain(id), this);
    if (dialog.exec() == QDialog::Accepted)
        removeTerrain(id, dialog.replacement());
}

} // namespace hexstride
