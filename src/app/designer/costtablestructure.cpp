#include "costtablestructure.h"

#include "costtabledialogs.h"
#include "costtablemodel.h"
#include "rulesetediting.h"

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
    using enum TableAxis;
    m_rowMenu->addActions({makeAction(QStringLiteral("addRow"), [this] { addAxis(Rows); }),
                           makeAction(QStringLiteral("editRow"), [this] { editAxis(Rows); }),
                           makeAction(QStringLiteral("removeRow"), [this] { removeAxis(Rows); })});
    m_rowMenu->addSeparator();
    m_rowMenu->addActions({makeAction(QStringLiteral("moveUp"), [this] { moveAxis(Rows, -1); }),
                           makeAction(QStringLiteral("moveDown"), [this] { moveAxis(Rows, 1); })});
    m_columnMenu->addActions(
        {makeAction(QStringLiteral("addColumn"), [this] { addAxis(Columns); }),
         makeAction(QStringLiteral("editColumn"), [this] { editAxis(Columns); }),
         makeAction(QStringLiteral("removeColumn"), [this] { removeAxis(Columns); })});
    m_columnMenu->addSeparator();
    m_columnMenu->addActions(
        {makeAction(QStringLiteral("moveLeft"), [this] { moveAxis(Columns, -1); }),
         makeAction(QStringLiteral("moveRight"), [this] { moveAxis(Columns, 1); })});
    m_tableMenu->addActions({makeAction(QStringLiteral("addTable"), [this] { addTable(); }),
                             makeAction(QStringLiteral("tableSettings"), [this] { editTable(); }),
                             makeAction(QStringLiteral("removeTable"), [this] { removeTable(); })});
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
    const auto r = m_editor->ruleset();
    const int t = table();
    const int i = current(axis);
    if (t < 0 || i < 0)
        return {};
    const CostTable &tab = r->costTables[t];
    const CostAxis before = axis == TableAxis::Rows ? tab.rows[i] : tab.columns[i];
    CostAxisDialog dialog(
        r, t, axis, before, i, false,
        [r, t, axis, i](const CostAxis &e) {
            return rulesetWithCostAxisReplaced(*r, t, axis, i, e).error;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    const CostAxis e = dialog.entry();
    return apply(rulesetWithCostAxisReplaced(*r, t, axis, i, e), [axis, e] {
        return (axis == TableAxis::Rows ? tr("Edit Row “%1”") : tr("Edit Column “%1”"))
            .arg(nameOf(e.label));
    });
}

QString CostTableStructure::removeAxis(TableAxis axis)
{
    const auto r = m_editor->ruleset();
    const int t = table();
    const int i = current(axis);
    if (t < 0 || i < 0)
        return {};
    const CostTable &tab = r->costTables[t];
    const LocalizedText label = (axis == TableAxis::Rows ? tab.rows[i] : tab.columns[i]).label;
    return apply(rulesetWithoutCostAxis(*r, t, axis, i), [axis, label] {
        return (axis == TableAxis::Rows ? tr("Remove Row “%1”") : tr("Remove Column “%1”"))
            .arg(nameOf(label));
    });
}

QString CostTableStructure::moveAxis(TableAxis axis, int by)
{
    const auto r = m_editor->ruleset();
    const int t = table();
    const int i = current(axis);
    if (t < 0 || i < 0)
        return {};
    const CostTable &tab = r->costTables[t];
    const int count = int(axis == TableAxis::Rows ? tab.rows.size() : tab.columns.size());
    const int to = i + by;
    if (to < 0 || to >= count)
        return {}; // already first or last
    const LocalizedText label = (axis == TableAxis::Rows ? tab.rows[i] : tab.columns[i]).label;
    const QString error = apply(rulesetWithCostAxisMoved(*r, t, axis, i, to), [axis, label] {
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
        {"addRow", tr("&Add Row…")},          {"editRow", tr("&Edit Row…")},
        {"removeRow", tr("Remo&ve Row")},     {"moveUp", tr("Move &Up")},
        {"moveDown", tr("Move &Down")},       {"addColumn", tr("&Add Column…")},
        {"editColumn", tr("&Edit Column…")},  {"removeColumn", tr("Remo&ve Column")},
        {"moveLeft", tr("Move &Left")},       {"moveRight", tr("Move &Right")},
        {"addTable", tr("&Add Table…")},      {"tableSettings", tr("Table &Settings…")},
        {"removeTable", tr("Remo&ve Table")},
    };
    for (const auto &[name, text] : texts)
        m_actions.value(QLatin1String(name))->setText(text);
    m_actions.value(QStringLiteral("addTable"))
        ->setToolTip(tr("A new table after this one, starting with its first row and column"));
}

} // namespace hexstride
