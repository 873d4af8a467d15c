#pragma once

#include "listbuttons.h"
#include "listcontroller.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace hexstride {

/// The lists of rules the Rule Lists page edits, in the order it shows them.
enum class RulePart {
    Prohibitions,
    StopRules,
    StateChanges,
    Occupancy,
    Chances,
    Ranges,
    Destinations
};

/// The designer's "Rule Lists" page: prohibitions, stop rules, state changes, occupancy,
/// chances, ranges and destinations. The parts are listed on the left; the part chosen shows
/// its items on the right, each as a sentence, added, edited (also by a double-click), moved
/// and removed through a form (ruledialogs.h). Each edit is one undo step; a refused one
/// changes nothing and the designer shows why.
class RuleListsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RuleListsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QListWidget *partsList() const { return m_parts; }
    QListWidget *itemsList() const { return m_items; }
    /// Shown for the parts whose first matching rule is used (occupancy, ranges, destinations).
    QLabel *orderNote() const { return m_orderNote; }
    RulePart part() const;
    void setPart(RulePart part);

    /// Opens the current part's form for a new item (at the end, or before a catch-all that
    /// ends a list whose first match is used) or for the current item.
    void addDialog();
    void editDialog();
    /// Each returns the loader's message or empty.
    QString removeItem(int index);
    QString moveItem(int from, int to);

protected:
    void changeEvent(QEvent *e) override;

private:
    void refresh();
    void retranslateUi();
    void updateButtons();
    template<typename Rule>
    void fillItems();

    RulesetEditor *m_editor;
    QListWidget *m_parts, *m_items;
    QLabel *m_title, *m_orderNote;
    ListButtons m_buttons;
    RuleListController m_control;
};

} // namespace hexstride
