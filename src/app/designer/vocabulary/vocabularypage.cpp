#include "vocabularypage.h"

#include "designer/editing/rulesetediting.h"
#include "designer/tables/costtablemodel.h"
#include "featuredialog.h"
#include "mapdocument.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace hexstride {

VocabularyPage::VocabularyPage(RulesetEditor *editor, VocabularyPart part, QTableView *view,
                               QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_part(part)
    , m_view(view)
    , m_buttons(new QHBoxLayout)
    , m_edit(new QPushButton(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (part != VocabularyPart::Terrain) {
        m_add = new QPushButton(this);
        m_remove = new QPushButton(this);
        m_buttons->addWidget(m_add);
        connect(m_add, &QPushButton::clicked, this, &VocabularyPage::addDialog);
        connect(m_remove, &QPushButton::clicked, this, &VocabularyPage::removeDialog);
    }
    m_buttons->addWidget(m_edit);
    m_buttons->addWidget(m_up);
    m_buttons->addWidget(m_down);
    if (m_remove)
        m_buttons->addWidget(m_remove);
    m_buttons->addStretch(1);
    layout->addLayout(m_buttons);
    view->setParent(this);
    layout->addWidget(view, 1);
    m_edit->setObjectName(QStringLiteral("editEntry"));
    m_up->setObjectName(QStringLiteral("moveUp"));
    m_down->setObjectName(QStringLiteral("moveDown"));
    connect(m_edit, &QPushButton::clicked, this, &VocabularyPage::editDialog);
    connect(m_up, &QPushButton::clicked, this, [this] {
        const QString id = currentId();
        if (!id.isEmpty())
            moveFeature(id, m_view->currentIndex().row() - 1);
    });
    connect(m_down, &QPushButton::clicked, this, [this] {
        const QString id = currentId();
        if (!id.isEmpty())
            moveFeature(id, m_view->currentIndex().row() + 1);
    });
    connect(view, &QTableView::activated, this, [this] { updateButtons(); });
    connect(editor, &RulesetEditor::rulesetChanged, this, &VocabularyPage::updateButtons);
    if (view->selectionModel())
        connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
                &VocabularyPage::updateButtons);
    retranslateUi();
}

void VocabularyPage::retranslateUi()
{
    if (m_add) {
        m_add->setText(m_part == VocabularyPart::HexFeature ? tr("&Add Hex Feature…")
                                                            : tr("&Add Edge Feature…"));
        m_remove->setText(tr("Remo&ve…"));
        m_remove->setToolTip(
            tr("Remove the selected entry; the open map's uses of it go or become another"));
    }
    m_edit->setText(tr("Ed&it…"));
    m_edit->setToolTip(tr("Change the id, names, colour and pattern of the selected entry"));
    m_up->setText(tr("Move &Up"));
    m_down->setText(tr("Move &Down"));
    m_up->setToolTip(tr("The palette lists them in this order"));
    m_down->setToolTip(m_up->toolTip());
    updateButtons();
}

void VocabularyPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void VocabularyPage::updateButtons()
{
    const auto r = m_editor->ruleset();
    const int row = m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
    const int count = r ? int(vocabularyPart(*r, m_part).size()) : 0;
    const bool selected = row >= 0 && row < count;
    m_edit->setEnabled(selected);
    m_up->setEnabled(selected && row > 0);
    m_down->setEnabled(selected && row + 1 < count);
    if (m_add)
        m_add->setEnabled(bool(r));
    if (m_remove)
        m_remove->setEnabled(selected);
}

QString VocabularyPage::currentId() const
{
    const auto r = m_editor->ruleset();
    const QModelIndex i = m_view->currentIndex();
    if (!r || !i.isValid() || i.row() >= vocabularyPart(*r, m_part).size())
        return {};
    return vocabularyPart(*r, m_part)[i.row()].id;
}

void VocabularyPage::select(const QString &id)
{
    const auto r = m_editor->ruleset();
    if (!r)
        return;
    const QList<FeatureDefinition> &list = vocabularyPart(*r, m_part);
    for (int i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            m_view->setCurrentIndex(
                m_view->model()->index(i, std::max(0, m_view->currentIndex().column())));
    }
    updateButtons();
}

namespace {
RulesetLoadResult noMap()
{
    return {std::nullopt, VocabularyPage::tr("No map is open.")};
}
} // namespace

QString VocabularyPage::addFeature(const FeatureSpec &spec)
{
    const auto r = m_editor->ruleset();
    const QString error
        = m_editor->replaceWithMap(r ? rulesetWithFeature(*r, m_part, spec) : noMap(), {}, [spec] {
              return tr("Add %1").arg(spec.name.in(designerstyle::language()));
          });
    if (error.isEmpty())
        select(spec.id);
    return error;
}

QString VocabularyPage::editFeature(const QString &id, const FeatureSpec &spec, const QString &onto)
{
    const auto r = m_editor->ruleset();
    if (!r)
        return m_editor->replaceWithMap(noMap(), {}, {});
    MapRenames renames;
    if (id != spec.id || !onto.isEmpty())
        renames.part(m_part).insert(id, onto.isEmpty() ? spec.id : onto);
    const QString error = m_editor->replaceWithMap(
        rulesetWithEditedFeature(*r, m_part, id, spec), renames, [id, spec] {
            return id == spec.id ? tr("Edit %1").arg(id) : tr("Rename %1 to %2").arg(id, spec.id);
        });
    if (error.isEmpty())
        select(spec.id);
    return error;
}

QString VocabularyPage::moveFeature(const QString &id, int to)
{
    const auto r = m_editor->ruleset();
    if (!r)
        return m_editor->replaceWithMap(noMap(), {}, {});
    const QString error = m_editor->replaceWithMap(rulesetWithFeatureMoved(*r, m_part, id, to), {},
                                                   [id] { return tr("Move %1").arg(id); });
    if (error.isEmpty())
        select(id);
    return error;
}

QString VocabularyPage::removeFeature(const QString &id, const QString &onto)
{
    const auto r = m_editor->ruleset();
    if (!r)
        return m_editor->replaceWithMap(noMap(), {}, {});
    MapRenames renames;
    renames.part(m_part).insert(id, onto);
    return m_editor->replaceWithMap(rulesetWithoutFeature(*r, m_part, id), renames,
                                    [id] { return tr("Remove %1").arg(id); });
}

bool VocabularyPage::askReplacement(const QString &id, const QString &first,
                                    const QString &firstText, QString &onto)
{
    MapDocument *doc = m_editor->document();
    const auto r = m_editor->ruleset();
    const int uses = doc ? mapUses(doc->map(), m_part, id) : 0;
    if (uses == 0 || !r)
        return true;
    const QString lang = designerstyle::language();
    QList<std::pair<QString, QString>> choices;
    if (!first.isEmpty())
        choices.append({firstText, first});
    else if (m_part != VocabularyPart::Terrain)
        choices.append({tr("nothing: take it off"), QString()});
    for (const FeatureDefinition &d : vocabularyPart(*r, m_part)) {
        if (d.id != id)
            choices.append({d.name.in(lang), d.id});
    }
    const FeatureDefinition *d = nullptr;
    for (const FeatureDefinition &e : vocabularyPart(*r, m_part)) {
        if (e.id == id)
            d = &e;
    }
    const QString name = d ? d->name.in(lang) : id;
    const QString question
        = m_part == VocabularyPart::EdgeFeature
              ? tr("%n hex side(s) of the open map have %1. What does it become there?", nullptr,
                   uses)
                    .arg(name)
          : m_part == VocabularyPart::HexFeature
              ? tr("%n hex(es) of the open map have %1. What does it become there?", nullptr, uses)
                    .arg(name)
              : tr("%n hex(es) of the open map are %1. What do they become?", nullptr, uses)
                    .arg(name);
    ReplacementDialog dialog(tr("The Open Map Uses %1").arg(name), question, choices, this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    onto = dialog.replacement();
    return true;
}

void VocabularyPage::addDialog()
{
    const auto r = m_editor->ruleset();
    if (!r || m_part == VocabularyPart::Terrain)
        return;
    FeatureSpec initial;
    initial.drawAs = m_part == VocabularyPart::EdgeFeature ? QStringLiteral("river") : QString();
    FeatureDialog dialog(
        m_part, initial, int(vocabularyPart(*r, m_part).size()), true,
        [r, part = m_part](const FeatureSpec &s) {
            const RulesetLoadResult added = rulesetWithFeature(*r, part, s);
            return added.ruleset ? QString() : added.error;
        },
        this);
    if (dialog.exec() == QDialog::Accepted)
        addFeature(dialog.spec());
}

void VocabularyPage::editDialog()
{
    const auto r = m_editor->ruleset();
    const QString id = currentId();
    if (!r || id.isEmpty())
        return;
    const int index = m_view->currentIndex().row();
    FeatureDialog dialog(
        m_part, featureSpec(vocabularyPart(*r, m_part)[index]), index, false,
        [r, part = m_part, id](const FeatureSpec &s) {
            const RulesetLoadResult edited = rulesetWithEditedFeature(*r, part, id, s);
            return edited.ruleset ? QString() : edited.error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const FeatureSpec spec = dialog.spec();
    QString onto;
    if (spec.id != id
        && !askReplacement(
            id, spec.id, tr("%1 (the new id)").arg(spec.name.in(designerstyle::language())), onto))
        return;
    editFeature(id, spec, onto);
}

void VocabularyPage::removeDialog()
{
    const QString id = currentId();
    if (id.isEmpty() || m_part == VocabularyPart::Terrain)
        return;
    QString onto;
    if (askReplacement(id, {}, {}, onto))
        removeFeature(id, onto);
}

} // namespace hexstride
