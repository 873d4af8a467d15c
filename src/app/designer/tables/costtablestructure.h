#pragma once

#include "rules/rulesetauthoring_tables.h"

#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

class QAction;
class QMenu;
class QTabWidget;
class QTableView;
class QToolButton;

namespace hexstride {

class RulesetEditor;

/// The tool row above the cost tables: adds, edits, moves and removes tables and their rows and
/// columns through forms (costtabledialogs.h), each as one undo step; a refused edit changes
/// nothing and the editor reports the loader's message (RulesetEditor::editRefused). The same
/// actions are in the context menus of each table's row and column headers.
class CostTableStructure : public QWidget
{
    Q_OBJECT
public:
    /// `tables`: the tabs of the tables; `viewOf(i)`: the view of table i (or null).
    CostTableStructure(RulesetEditor *editor, QTabWidget *tables,
                       std::function<QTableView *(int)> viewOf, QWidget *parent = nullptr);

    /// Gives a table's view its header menus and double-click editing.
    void attach(QTableView *view);
    /// The actions (for tests): "addRow", "editRow", "removeRow", "moveUp", "moveDown",
    /// "addColumn", "editColumn", "removeColumn", "moveLeft", "moveRight", "addTable",
    /// "tableSettings", "removeTable", "moveTableLeft", "moveTableRight".
    QAction *action(const QString &name) const;

    /// Each returns the loader's message or empty (also when a form was cancelled).
    QString addAxis(TableAxis axis);
    QString editAxis(TableAxis axis);
    QString removeAxis(TableAxis axis);
    QString moveAxis(TableAxis axis, int by);
    QString addTable();
    QString editTable();
    QString removeTable();
    /// Moves the current table one place left (-1) or right (1), the order steps try tables in.
    QString moveTable(int by);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void updateActions();
    QAction *makeAction(const QString &name, const std::function<void()> &run);
    int table() const;
    /// The current row or column of the current table (-1: none).
    int current(TableAxis axis) const;
    void setCurrent(TableAxis axis, int index);
    /// The current row or column of the current table, with its ruleset (none: no current one).
    struct AxisEntry
    {
        std::shared_ptr<const Ruleset> ruleset;
        int table, index;
        CostAxis entry;
        int count; ///< of rows or columns in the table
    };
    std::optional<AxisEntry> currentEntry(TableAxis axis) const;

    RulesetEditor *m_editor;
    QTabWidget *m_tables;
    std::function<QTableView *(int)> m_viewOf;
    QMenu *m_rowMenu, *m_columnMenu, *m_tableMenu;
    QToolButton *m_rows, *m_columns, *m_table;
    QHash<QString, QAction *> m_actions;
};

} // namespace hexstride
