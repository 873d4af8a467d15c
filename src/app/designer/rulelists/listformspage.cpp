#include "listformspage.h"

#include "designer/editing/rulesetediting.h"

#include <QEvent>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <type_traits>

namespace hexstride {

namespace {

template<typename F>
decltype(auto) onList(ListFormsPage::List list, F &&f)
{
    if (list == ListFormsPage::List::Modifiers)
        return f(std::type_identity<Modifier>{});
    return f(std::type_identity<Allowance>{});
}

} // namespace

ListFormsPage::ListFormsPage(RulesetEditor *editor, List list, QTableView *view, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_list(list)
    , m_view(view)
    , m_orderNote(new QLabel(this))
    , m_buttons(this, QStringLiteral("Entry"),
                {[this] { return currentRow(); }, [this] { addDialog(); }, [this] { editDialog(); },
                 [this](int row) { removeItem(row); },
                 [this](int from, int to) { moveItem(from, to); }})
    , m_control(editor, this,
                {staticMetaObject.className(), QT_TR_NOOP("Add %1"), QT_TR_NOOP("Edit %1"),
                 QT_TR_NOOP("Remove %1"), QT_TR_NOOP("Move %1")},
                RuleListController::Placement::ById, [this](int row) { selectRow(row); })
{
    setObjectName(list == List::Modifiers ? QStringLiteral("modifiersPage")
                                          : QStringLiteral("allowancesPage"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_orderNote->setObjectName(QStringLiteral("orderNote"));
    m_orderNote->setWordWrap(true);
    layout->addWidget(m_orderNote);
    layout->addLayout(m_buttons.row());
    view->setParent(this);
    layout->addWidget(view, 1);

    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ListFormsPage::updateButtons);
    connect(editor, &RulesetEditor::rulesetChanged, this, &ListFormsPage::updateButtons);
    retranslateUi();
}

void ListFormsPage::retranslateUi()
{
    m_buttons.retranslate();
    if (m_list == List::Modifiers) {
        const QString why = tr("Modifiers apply in the order of their Order number; a modifier "
                               "moves only among those with the same number");
        m_buttons.up()->setToolTip(why);
        m_buttons.down()->setToolTip(why);
    }
    m_orderNote->setText(m_list == List::Modifiers
                             ? tr("Applied in this order; of the modifiers of one group only "
                                  "the first that matches is used.")
                             : tr("Checked in this order; the first that matches is used."));
    updateButtons();
}

void ListFormsPage::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

int ListFormsPage::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void ListFormsPage::selectRow(int row)
{
    if (row >= 0)
        m_view->setCurrentIndex(m_view->model()->index(row, 0));
}

void ListFormsPage::updateButtons()
{
    m_buttons.update(bool(m_editor->ruleset()), m_view->model()->rowCount(),
                     [this](int from, int to) { return canMove(from, to); });
}

bool ListFormsPage::canMove(int from, int to) const
{
    const auto r = m_editor->ruleset();
    const qsizetype size = !r                          ? 0
                           : m_list == List::Modifiers ? r->modifiers.size()
                                                       : r->allowances.size();
    if (from < 0 || from >= size || to < 0 || to >= size)
        return false;
    // The loader keeps modifiers sorted by their order: one moves only among its equals.
    return m_list == List::Allowances || r->modifiers[from].order == r->modifiers[to].order;
}

void ListFormsPage::addDialog()
{
    onList(m_list, [this](auto tag) { m_control.add<typename decltype(tag)::type>(); });
}

void ListFormsPage::editDialog()
{
    const int row = currentRow();
    onList(m_list, [this, row](auto tag) { m_control.edit<typename decltype(tag)::type>(row); });
}

QString ListFormsPage::removeItem(int index)
{
    return onList(m_list, [this, index](auto tag) {
        return m_control.remove<typename decltype(tag)::type>(index);
    });
}

QString ListFormsPage::moveItem(int from, int to)
{
    if (!canMove(from, to))
        return {};
    return onList(m_list, [this, from, to](auto tag) {
        return m_control.move<typename decltype(tag)::type>(from, to);
    });
}

} // namespace hexstride
