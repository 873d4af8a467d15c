#pragma once

#include <QWidget>

class QListWidget;
class QStackedWidget;

namespace hexstride {

class PeriodsGroup;
class RulesetEditor;
class SettingsGroup;

/// The designer's "Turns & Settings" page: the settings a ruleset has once, as forms — its
/// names and step costs, turns and their periods, sequencing, scale, minimum move, contested
/// hexes, defended sides, destinations and set-up —, in sections listed on the left. Each box
/// applies as one undo step when an edit of it is finished (settingsgroup.h) and shows the
/// loader's message beside the field at fault when refused; every box shows the ruleset as it
/// is after any change (an edit elsewhere, undo, another map).
class TurnSettingsPage : public QWidget
{
    Q_OBJECT
public:
    explicit TurnSettingsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QListWidget *sections() const { return m_sections; }
    const QList<SettingsGroup *> &groups() const { return m_groups; }
    template<typename Group>
    Group *group() const
    {
        for (SettingsGroup *g : m_groups) {
            if (auto *found = qobject_cast<Group *>(g))
                return found;
        }
        return nullptr;
    }
    PeriodsGroup *periods() const { return m_periods; }
    /// Applies `group` as its fields stand, as one undo step: empty when applied (or nothing
    /// changed), else the loader's message, then shown in the box.
    QString apply(SettingsGroup *group);
    void refresh();

protected:
    void changeEvent(QEvent *e) override;

private:
    void addSection(const QList<QWidget *> &boxes);
    void check(SettingsGroup *group);
    void retranslate();

    RulesetEditor *m_editor;
    QListWidget *m_sections;
    QStackedWidget *m_stack;
    QList<SettingsGroup *> m_groups;
    PeriodsGroup *m_periods;
};

} // namespace hexstride
