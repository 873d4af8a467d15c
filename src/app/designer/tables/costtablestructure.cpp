#include "costtablestructure.h"

#include "costtabledialogs.h"
#include "costtablemodel.h"
#include "designer/editing/rulesetediting.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QMenu>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>

namespace hexstride {

namespace {

QString nameOf(const LocalizedText &label)
{
    return label.in(designerstyle::language());
}

/// A row or column menu: its axis and the names of its actions.
struct AxisMenu
{
    TableAxis axis;
    QMenu *menu;
    const char *add, *edit, *remove, *back, *on;
};

} // namespace

CostTableStructure::CostTableStructure(RulesetEditor *editor, QTabWidget *tables,
                                       std::function<QTableView *(int)> viewOf, QWidget *parent)
    : QWidget(parent)
    , m_editor(editor)
    , m_tables(tables)
    , m_viewOf(std::move(viewOf))
    , m_rowMenu(new QMenu(this))
    , m_columnMenu(new QMenu(this))
    , m_tableMenu(new QMenu(this))
    , m_rows(new QToolButton(this))
    , m_columns(new QToolButton(this))
    , m_table(new QToolButton(this))
{
    setObjectName(QStringLiteral("costTableStructure"));
    // The rows' and the columns' menus alike: add, edit, remove, then move back and on.
    const AxisMenu axisMenus[]
        = {{TableAxis::Rows, m_rowMenu, "addRow", "editRow", "removeRow", "moveUp", "moveDown"},
           {TableAxis::Columns, m_columnMenu, "addColumn", "editColumn", "removeColumn", "moveLeft",
            "moveRight"}};
    for (const AxisMenu &m : axisMenus) {
        const TableAxis axis = m.axis;
        m.menu->addActions(
            {makeAction(QLatin1String(m.add), [this, axis] { addAxis(axis); }),
             makeAction(QLatin1String(m.edit), [this, axis] { editAxis(axis); }),
             makeAction(QLatin1String(m.remove), [this, axis] { removeAxis(axis); })});
        m.menu->addSeparator();
        m.menu->addActions({makeAction(QLatin1String(m.back), [this, axis] { moveAxis(axis, -1); }),
                            makeAction(QLatin1String(m.on), [this, axis] { moveAxis(axis, 1); })});
    }
    m_tableMenu->addActions({makeAction(QStringLiteral("addTable"), [this] { addTable(); }),
                             makeAction(QStringLiteral("tableSettings"), [this] { editTable(); }),
                             makeAction(QStringLiteral("removeTable"), [this] { removeTable(); })});
    m_tableMenu->addSeparator();
    m_tableMenu->addActions(
        {makeAction(QStringLiteral("moveTableLeft"), [this] { moveTable(-1); }),
         makeAction(QStringLiteral("moveTableRight"), [this] { moveTable(1); })});
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const std::pair<QToolButton *, QMenu *> buttons[]
        = {{m_rows, m_rowMenu}, {m_columns, m_columnMenu}, {m_table, m_tableMenu}};
    for (const auto &[button, menu] : buttons) {
        button->setMenu(menu);
        button->setPopupMode(QToolButton::InstantPopup);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        layout->addWidget(button);
    }
    layout->addStretch();
    connect(m_tables, &QTabWidget::currentChanged, this, &CostTableStructure::updateActions);
    connect(m_editor, &RulesetEditor::rulesetChanged, this, &CostTableStructure::updateActions);
    retranslateUi();
    updateActions();
}

void CostTableStructure::updateActions()
{
    // What needs a selected row or column (or a table) waits for one, rather than doing nothing.
    const bool hasTable = table() >= 0;
    const bool row = current(TableAxis::Rows) >= 0;
    const bool column = current(TableAxis::Columns) >= 0;
    for (const char *name : {"addRow", "addColumn", "tableSettings", "removeTable", "addTable"})
        m_actions.value(QLatin1String(name))->setEnabled(hasTable);
    for (const char *name : {"editRow", "removeRow", "moveUp", "moveDown"})
        m_actions.value(QLatin1String(name))->setEnabled(row);
    for (const char *name : {"editColumn", "removeColumn", "moveLeft", "moveRight"})
        m_actions.value(QLatin1String(name))->setEnabled(column);
    // Tables are tried in order: the first and the last cannot go further.
    const int tables = m_editor->ruleset() ? int(m_editor->ruleset()->costTables.size()) : 0;
    m_actions.value(QStringLiteral("moveTableLeft"))->setEnabled(hasTable && table() > 0);
    m_actions.value(QStringLiteral("moveTableRight"))->setEnabled(hasTable && table() + 1 < tables);
}

QAction *CostTableStructure::makeAction(const QString &name, const std::function<void()> &run)
{
    auto *a = new QAction(this);
    a->setObjectName(name);
    connect(a, &QAction::triggered, this, run);
    m_actions.insert(name, a);
    return a;
}

QAction *CostTableStructure::action(const QString &name) const
{
    return m_actions.value(name);
}

void CostTableStructure::attach(QTableView *view)
{
    const std::pair<QHeaderView *, TableAxis> headers[] = {
        {view->verticalHeader(), TableAxis::Rows}, {view->horizontalHeader(), TableAxis::Columns}};
    for (const auto &[header, axis] : headers) {
        header->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(header, &QHeaderView::customContextMenuRequested, this,
                [this, header, axis](const QPoint &at) {
                    const int section = header->logicalIndexAt(at);
                    if (section >= 0)
                        setCurrent(axis, section);
                    (axis == TableAxis::Rows ? m_rowMenu : m_columnMenu)
                        ->popup(header->mapToGlobal(at));
                });
        connect(header, &QHeaderView::sectionDoubleClicked, this, [this, axis](int section) {
            setCurrent(axis, section);
            editAxis(axis);
        });
    }
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &CostTableStructure::updateActions);
    updateActions();
}

int CostTableStructure::table() const
{
    const auto r = m_editor->ruleset();
    const int t = m_tables->currentIndex();
    return r && t >= 0 && t < r->costTables.size() ? t : -1;
}

int CostTableStructure::current(TableAxis axis) const
{
    QTableView *view = table() >= 0 ? m_viewOf(table()) : nullptr;
    if (!view || !view->currentIndex().isValid())
        return -1;
    return axis == TableAxis::Rows ? view->currentIndex().row() : view->currentIndex().column();
}

void CostTableStructure::setCurrent(TableAxis axis, int index)
{
    QTableView *view = table() >= 0 ? m_viewOf(table()) : nullptr;
    if (!view)
        return;
    const QModelIndex at = view->currentIndex();
    const int row = axis == TableAxis::Rows ? index : std::max(at.row(), 0);
    const int column = axis == TableAxis::Columns ? index : std::max(at.column(), 0);
    view->setCurrentIndex(view->model()->index(row, column));
}

std::optional<CostTableStructure::AxisEntry> CostTableStructure::currentEntry(TableAxis axis) const
{
    const int t = table();
    const int i = current(axis);
    if (t < 0 || i < 0)
        return std::nullopt;
    const auto r = m_editor->ruleset();
    const CostTable &tab = r->costTables[t];
    const QList<CostAxis> &entries = axis == TableAxis::Rows ? tab.rows : tab.columns;
    return AxisEntry{r, t, i, entries[i], int(entries.size())};
}

QString CostTableStructure::apply(RulesetLoadResult edited,
                                  const std::function<QString()> &describe)
{
    return m_editor->applyEdited(std::move(edited), describe);
}

QString CostTableStructure::addAxis(TableAxis axis)
{
    const auto r = m_editor->ruleset();
    const int t = table();
    if (t < 0)
        return {};
    const CostTable &tab = r->costTables[t];
    // After the current row or column; without one, at the end.
    const int at = current(axis) >= 0
                       ? current(axis) + 1
                       : int(axis == TableAxis::Rows ? tab.rows.size() : tab.columns.size());
    CostAxisDialog dialog(
        r, t, axis, {}, at, true,
        [r, t, axis, at](const CostAxis &e) {
            return rulesetWithCostAxis(*r, t, axis, at, e).error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const CostAxis e = dialog.entry();
    const QString error = apply(rulesetWithCostAxis(*r, t, axis, at, e), [axis, e] {
        return (axis == TableAxis::Rows ? tr("Add Row “%1”") : tr("Add Column “%1”"))
            .arg(nameOf(e.label));
    });
    if (error.isEmpty())
        setCurrent(axis, at);
    return error;
}

QString CostTableStructure::editAxis(TableAxis axis)
{
    const auto e = currentEntry(axis);
    if (!e)
        return {};
    CostAxisDialog dialog(
        e->ruleset, e->table, axis, e->entry, e->index, false,
        [e, axis](const CostAxis &edited) {
            return rulesetWithCostAxisReplaced(*e->ruleset, e->table, axis, e->index, edited).error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const CostAxis edited = dialog.entry();
    return apply(rulesetWithCostAxisReplaced(*e->ruleset, e->table, axis, e->index, edited),
                 [axis, edited] {
                     return (axis == TableAxis::Rows ? tr("Edit Row “%1”") : tr("Edit Column “%1”"))
                         .arg(nameOf(edited.label));
                 });
}

QString CostTableStructure::removeAxis(TableAxis axis)
{
    const auto e = currentEntry(axis);
    if (!e)
        return {};
    return apply(rulesetWithoutCostAxis(*e->ruleset, e->table, axis, e->index),
                 [axis, label = e->entry.label] {
                     return (axis == TableAxis::Rows ? tr("Remove Row “%1”")
                                                     : tr("Remove Column “%1”"))
                         .arg(nameOf(label));
                 });
}

QString CostTableStructure::moveAxis(TableAxis axis, int by)
{
    const auto e = currentEntry(axis);
    const int to = e ? e->index + by : -1;
    if (to < 0 || to >= (e ? e->count : 0))
        return {}; // none current, or already first or last
    const QString error
        = apply(rulesetWithCostAxisMoved(*e->ruleset, e->table, axis, e->index, to),
                [axis, label = e->entry.label] {
                    return (axis == TableAxis::Rows ? tr("Move Row “%1”") : tr("Move Column “%1”"))
                        .arg(nameOf(label));
                });
    if (error.isEmpty())
        setCurrent(axis, to); // the moved one stays current: moving again moves it on
    return error;
}

QString CostTableStructure::addTable()
{
    const auto r = m_editor->ruleset();
    if (!r || r->costTables.isEmpty())
        return {};
    const int t = std::max(table(), 0);
    const int at = t + 1;
    // A table needs a row and a column: the new one starts with the current table's first
    // ones (conditions the ruleset already has), its cell not allowed, to be edited on.
    const CostTable &from = r->costTables[t];
    const CostAxis column = from.columns.first();
    const CostAxis row = from.rows.first();
    CostTableDialog dialog(
        r, {}, at, true,
        [r, at, column, row](const CostTableHeader &h) {
            return rulesetWithCostTable(*r, at, h, column, row).error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const CostTableHeader h = dialog.header();
    const QString error = apply(rulesetWithCostTable(*r, at, h, column, row),
                                [h] { return tr("Add Table “%1”").arg(nameOf(h.label)); });
    if (error.isEmpty())
        m_tables->setCurrentIndex(at);
    return error;
}

QString CostTableStructure::editTable()
{
    const auto r = m_editor->ruleset();
    const int t = table();
    if (t < 0)
        return {};
    CostTableDialog dialog(
        r, CostTableHeader::of(r->costTables[t]), t, false,
        [r, t](const CostTableHeader &h) { return rulesetWithCostTableHeader(*r, t, h).error; },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const CostTableHeader h = dialog.header();
    return apply(rulesetWithCostTableHeader(*r, t, h),
                 [h] { return tr("Change Table “%1”").arg(nameOf(h.label)); });
}

QString CostTableStructure::removeTable()
{
    const auto r = m_editor->ruleset();
    const int t = table();
    if (t < 0)
        return {};
    const LocalizedText label = r->costTables[t].label;
    return apply(rulesetWithoutCostTable(*r, t),
                 [label] { return tr("Remove Table “%1”").arg(nameOf(label)); });
}

QString CostTableStructure::moveTable(int by)
{
    const auto r = m_editor->ruleset();
    const int t = table();
    const int to = t + by;
    if (t < 0 || to < 0 || to >= r->costTables.size())
        return {}; // none current, or already first or last
    const QString error
        = apply(rulesetWithCostTableMoved(*r, t, to), [label = r->costTables[t].label] {
              return tr("Move Table “%1”").arg(nameOf(label));
          });
    if (error.isEmpty())
        m_tables->setCurrentIndex(to); // the moved one stays current: moving again moves it on
    return error;
}

void CostTableStructure::changeEvent(QEvent *e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void CostTableStructure::retranslateUi()
{
    m_rows->setText(tr("Ro&ws"));
    m_rowMenu->setTitle(tr("Ro&ws"));
    m_columns->setText(tr("C&olumns"));
    m_columnMenu->setTitle(tr("C&olumns"));
    m_table->setText(tr("Ta&ble"));
    m_tableMenu->setTitle(tr("Ta&ble"));
    const std::pair<const char *, QString> texts[] = {
        {"addRow", tr("&Add Row…")},
        {"editRow", tr("&Edit Row…")},
        {"removeRow", tr("Remo&ve Row")},
        {"moveUp", tr("Move &Up")},
        {"moveDown", tr("Move &Down")},
        {"addColumn", tr("&Add Column…")},
        {"editColumn", tr("&Edit Column…")},
        {"removeColumn", tr("Remo&ve Column")},
        {"moveLeft", tr("Move &Left")},
        {"moveRight", tr("Move &Right")},
        {"addTable", tr("&Add Table…")},
        {"tableSettings", tr("Table &Settings…")},
        {"removeTable", tr("Remo&ve Table")},
        {"moveTableLeft", tr("Move Table &Left")},
        {"moveTableRight", tr("Move Table &Right")},
    };
    for (const auto &[name, text] : texts)
        m_actions.value(QLatin1String(name))->setText(text);
    m_actions.value(QStringLiteral("addTable"))
        ->setToolTip(tr("A new table after this one, starting with its first row and column"));
    // The order matters: a step is costed by the first table whose condition holds.
    m_actions.value(QStringLiteral("moveTableLeft"))
        ->setToolTip(tr("Put this table before the one to its left: tables are tried from the "
                        "left, and the first whose condition holds gives a step's cost"));
    m_actions.value(QStringLiteral("moveTableRight"))
        ->setToolTip(tr("Put this table after the one to its right: tables are tried from the "
                        "left, and the first whose condition holds gives a step's cost"));
}

} // namespace hexstride
