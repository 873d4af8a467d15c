#pragma once

#include <QDialog>

class QTableWidget;

namespace hexstride {

/// Help ▸ Keyboard Shortcuts: every action of the window that has a shortcut (menus, tools,
/// docks), with its menu path, and the keys a tool handles itself while it is active (the
/// planner's steps and rests). Built from the actions when shown, so it never lists a
/// shortcut that is not there.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    /// `toolKeys`: (keys, what they do) for keys the tools handle without an action.
    ShortcutsDialog(QWidget *window, const QList<QPair<QString, QString>> &toolKeys,
                    QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /// (shortcut, action) rows listed, for tests.
    QList<QPair<QString, QString>> rows() const;

private:
    QTableWidget *m_table;
};

} // namespace hexstride
