#pragma once

#include "listbuttons.h"
#include "listcontroller.h"

#include <QWidget>

class QLabel;
class QTableView;

namespace hexstride {

/// The designer's Allowances or Modifiers page: the list as a table whose fields edit in place
/// (RulesetListModel), with buttons to add, edit, move and remove entries through their forms
/// (listdialogs.h). Each edit is one undo step; a refused one changes nothing and returns the
/// loader's message.
class ListFormsPage : public QWidget
{
    Q_OBJECT
public:
    enum class List { Allowances, Modifiers };
    /// `view` shows the list; the page takes it.
    ListFormsPage(RulesetEditor *editor, List list, QTableView *view, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }
    /// How the list is read: in its order, the first that matches (of a group, for modifiers).
    QLabel *orderNote() const { return m_orderNote; }
    List list() const { return m_list; }

    /// Opens the form for a new entry (at the end, or before a catch-all that ends the
    /// allowances: the first that matches is used) or for the selected one.
    void addDialog();
    void editDialog();
    /// Each returns the loader's message or empty.
    QString removeItem(int index);
    QString moveItem(int from, int to);
    /// Whether the entry at `from` can go to `to` (a modifier only among those of its order).
    bool canMove(int from, int to) const;

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void updateButtons();
    int currentRow() const;
    void selectRow(int row);

    RulesetEditor *m_editor;
    List m_list;
    QTableView *m_view;
    QLabel *m_orderNote;
    ListButtons m_buttons;
    RuleListController m_control;
};

} // namespace hexstride
