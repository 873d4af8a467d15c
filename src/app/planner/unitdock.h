#pragma once

#include "map/mapobjects.h"

#include <QDockWidget>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

namespace hexstride {

class PlannerSession;
class PlayerArmies;

/// The moving unit: pick one of the map's units or set a profile by hand. The form is built
/// from the ruleset's unit options, so each ruleset brings its own controls (a check box for a
/// flag, a list for a choice); it is rebuilt whenever the ruleset changes.
class UnitDock : public QDockWidget
{
    Q_OBJECT
public:
    UnitDock(PlannerSession *session, PlayerArmies *armies, QWidget *parent = nullptr);

    QComboBox *unitCombo() const { return m_units; }
    /// The moving unit's side, one of the sides of the map's units (or none).
    QComboBox *sideCombo() const { return m_side; }
    /// The control of an option (a QCheckBox or a QComboBox), for tests.
    QWidget *optionWidget(const QString &optionId) const;
    /// Writes the profile and side into the selected map unit (an undo command).
    void applyToUnit();
    /// Pins the current profile as the one to compare against (or stops comparing).
    void setComparing(bool on);
    QPushButton *compareButton() const { return m_compare; }
    /// The player's armies (File ▸ Open Orders), shown while the player has a side.
    QListView *armiesView() const { return m_armies; }
    QLabel *armiesTitle() const { return m_armiesTitle; }

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void rebuildForm();
    void refreshUnits();
    void refreshSides();
    void showProfile();
    void readForm();
    void showArmies();
    /// What the pinned profile of a comparison has that the current one has not.
    void updateCompareLabel();

    PlannerSession *m_session;
    PlayerArmies *m_playerArmies;
    QLabel *m_armiesTitle;
    QListView *m_armies;
    QLabel *m_unitTitle;
    QComboBox *m_units;
    QLabel *m_sideTitle;
    QComboBox *m_side;
    QWidget *m_formHost;
    QFormLayout *m_form;
    QLabel *m_problem;
    QPushButton *m_apply;
    QPushButton *m_compare;
    QLabel *m_compareLabel;
    QList<QPair<QString, QWidget *>> m_controls;
    QPointer<QObject> m_connectedDocument;
    bool m_updating = false;
};

} // namespace hexstride
