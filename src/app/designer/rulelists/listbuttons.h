#pragma once

#include <QCoreApplication>
#include <functional>

class QHBoxLayout;
class QPushButton;
class QWidget;

namespace hexstride {

/// The row of buttons over a designer list: Add…, Edit…, Move Up, Move Down and Remove, each
/// acting on the list's current row. The Rule Lists, Allowances and Modifiers pages share it
/// (and RuleListController behind it); a page keeps only how it finds its current row.
class ListButtons
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ListButtons)
public:
    /// What the buttons do; `current()` is the list's current row (-1: none).
    struct Actions
    {
        std::function<int()> current;
        std::function<void()> add, edit;
        std::function<void(int)> remove;
        std::function<void(int from, int to)> move;
    };
    /// The buttons are made on `page` and named for tests "add<noun>", "edit<noun>",
    /// "move<noun>Up", "move<noun>Down" and "remove<noun>".
    ListButtons(QWidget *page, const QString &noun, Actions actions);

    /// The buttons side by side, then a stretch: for the page's layout.
    QHBoxLayout *row() const { return m_row; }
    QPushButton *up() const { return m_up; }
    QPushButton *down() const { return m_down; }
    void retranslate();
    /// Enables what the list allows: adding when `canAdd`, the rest with a current row, a move
    /// where `canMove(from, to)`.
    void update(bool canAdd, int count, const std::function<bool(int from, int to)> &canMove);

private:
    Actions m_actions;
    QPushButton *m_add, *m_edit, *m_up, *m_down, *m_remove;
    QHBoxLayout *m_row;
};

} // namespace hexstride
