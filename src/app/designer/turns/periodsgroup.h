#pragma once

#include "rules/ruleset.h"

#include <QGroupBox>

class QLabel;
class QListWidget;
class QPushButton;

namespace hexstride {

class RulesetEditor;

/// The periods of a turn (day, night, half-rounds…), added, edited, moved and removed through
/// their form (PeriodDialog), each change one undo step.
class PeriodsGroup : public QGroupBox
{
    Q_OBJECT
public:
    explicit PeriodsGroup(RulesetEditor *editor, QWidget *parent = nullptr);
    QListWidget *list() const { return m_list; }
    void refresh();
    void retranslate();
    /// Each returns the loader's message (also shown under the list) or empty when applied.
    QString addPeriod(int index, const TurnPeriod &period);
    QString editPeriod(int index, const TurnPeriod &period);
    QString movePeriod(int from, int to);
    QString removePeriod(int index);
    /// The message shown under the list (empty: none).
    QString message() const;

private:
    QString applied(const QString &error);
    void addDialog();
    void editDialog();
    void updateButtons();

    RulesetEditor *m_editor;
    QListWidget *m_list;
    QPushButton *m_add, *m_edit, *m_up, *m_down, *m_remove;
    QLabel *m_message;
};

} // namespace hexstride
