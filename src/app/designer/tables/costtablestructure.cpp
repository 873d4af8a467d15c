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
#include <optional>

namespace hexstride {

namespace {

QString nameOf(const LocalizedText &label)
{
    return label.in(designerstyle::language());
}

/// The undo texts of a row's or a column's edits ("%1": its name), translated when shown.
struct AxisUndoTexts
{
    const char *add, *edit, *remove, *move;
};
constexpr AxisUndoTexts kRowUndo{
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Add Row “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Edit Row “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Remove Row “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Move Row “%1”")};
constexpr AxisUndoTexts kColumnUndo{
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Add Column “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Edit Column “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Remove Column “%1”"),
    QT_TRANSLATE_NOOP("hexstride::CostTableStructure", "Move Column “%1”")};

/// The undo text `text` ("%1": the name) of a row, column or table named `label`, translated
/// whenever the undo stack shows it.
std::function<QString()> undoText(const char *text, const LocalizedText &label)
{
    return [text, label] { return CostTableStructure::tr(text).arg(nameOf(label)); };
}

/// The undo text `which` of a row or column named `label`.
std::function<QString()> axisUndo(TableAxis axis, const char *AxisUndoTexts::*which,
                                  const LocalizedText &label)
{
    return undoText((axis == TableAxis::Rows ? kRowUndo : kColumnUndo).*which, label);
}

/// Opens the form `Dialog(args…, check, parent)`, checked as it is typed by the loader on
/// `edited(value)`; accepted, applies `edited(value)` with the undo text `describe(value)`.
/// Returns the loader's message, or nothing when the form was cancelled.
template<typename Dialog, typename Value, typename Edited, typename Describe, typename... Args>
std::optional<QString> runForm(RulesetEditor *editor, QWidget *parent,
                               Value (Dialog::*value)() const, Edited edited, Describe describe,
                               Args &&...args)
{
    Dialog dialog(
        std::forward<Args>(args)..., [edited](const Value &v) { return edited(v).error; }, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const Value v = (dialog.*value)();
    return editor->applyEdited(edited(v), describe(v));
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
    const auto error = runForm(
        m_editor, this, &CostAxisDialog::entry,
        [r, t, axis, at](const CostAxis &e) { return rulesetWithCostAxis(*r, t, axis, at, e); },
        [axis](const CostAxis &e) { return axisUndo(axis, &AxisUndoTexts::add, e.label); }, r, t,
        axis, CostAxis{}, at, true);
    if (error && error->isEmpty())
        setCurrent(axis, at);
    return error.value_or(QString());
}

QString CostTableStructure::editAxis(TableAxis axis)
{
    const auto e = currentEntry(axis);
    if (!e)
        return {};
    return runForm(
               m_editor, this, &CostAxisDialog::entry,
               [e, axis](const CostAxis &edited) {
                   return rulesetWithCostAxisReplaced(*e->ruleset, e->table, axis, e->index,
                                                      edited);
               },
               [axis](const CostAxis &edited) {
                   return axisUndo(axis, &AxisUndoTexts::edit, edited.label);
               },
               e->ruleset, e->table, axis, e->entry, e->index, false)
        .value_or(QString());
}

QString CostTableStructure::removeAxis(TableAxis axis)
{
    const auto e = currentEntry(axis);
    if (!e)
        return {};
    return m_editor->applyEdited(rulesetWithoutCostAxis(*e->ruleset, e->table, axis, e->index),
                                 axisUndo(axis, &AxisUndoTexts::remove, e->entry.label));
}

QString CostTableStructure::moveAxis(TableAxis axis, int by)
{
    const auto e = currentEntry(axis);
    const int to = e ? e->index + by : -1;
    if (to < 0 || to >= (e ? e->count : 0))
        return {}; // none current, or already first or last
    const QString error
        = m_editor->applyEdited(rulesetWithCostAxisMoved(*e->ruleset, e->table, axis, e->index, to),
                                axisUndo(axis, &AxisUndoTexts::move, e->entry.label));
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
    const auto error = runForm(
        m_editor, this, &CostTableDialog::header,
        [r, at, column, row](const CostTableHeader &h) {
            return rulesetWithCostTable(*r, at, h, column, row);
        },
        [](const CostTableHeader &h) { return undoText(QT_TR_NOOP("Add Table “%1”"), h.label); }, r,
        CostTableHeader{}, at, true);
    if (error && error->isEmpty())
        m_tables->setCurrentIndex(at);
    return error.value_or(QString());
}

QString CostTableStructure::editTable()
{
    const auto r = m_editor->ruleset();
    const int t = table();
    if (t < 0)
        return {};
    return runForm(
               m_editor, this, &CostTableDialog::header,
               [r, t](const CostTableHeader &h) { return rulesetWithCostTableHeader(*r, t, h); },
               [](const CostTableHeader &h) {
                   return undoText(QT_TR_NOOP("Change Table “%1”"), h.label);
               },
               r, CostTableHeader::of(r->costTables[t]), t, false)
        .value_or(QString());
}

QString CostTableStructure::removeTable()
{
    const auto r = m_editor->ruleset();
    const int t = table();
    if (t < 0)
        return {};
    return m_editor->applyEdited(rulesetWithoutCostTable(*r, t),
                                 undoText(QT_TR_NOOP("Remove Table “%1”"), r->costTables[t].label));
}

QString CostTableStructure::moveTable(int by)
{
    const auto r = m_editor->ruleset();
    const int t = table();
    const int to = t + by;
    if (t < 0 || to < 0 || to >= r->costTables.size())
        return {}; // none current, or already first or last
    const QString error
        = m_editor->applyEdited(rulesetWithCostTableMoved(*r, t, to),
                                undoText(QT_TR_NOOP("Move Table “%1”"), r->costTables[t].label));
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
