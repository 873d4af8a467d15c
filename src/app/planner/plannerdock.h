#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QSpinBox;
class QTableView;
class QToolButton;

namespace hexstride {

class PlanStepsModel;
class PlannerSession;
class PlansModel;

/// The planner's side panel: the order string (copy, or paste/type one to see it on the map
/// with bad tokens pointed out), the list of steps with their costs, the totals, the
/// explanation of the step under the cursor, and the map's named plans.
class PlannerDock : public QDockWidget
{
    Q_OBJECT
public:
    PlannerDock(PlannerSession *session, QWidget *parent = nullptr);

    QLineEdit *orderEdit() const { return m_orders; }
    QLabel *errorLabel() const { return m_error; }
    QLabel *totalsLabel() const { return m_totals; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *contestedLabel() const { return m_contested; }
    QSpinBox *diceSeedBox() const { return m_seed; }
    QTableView *stepsView() const { return m_steps; }
    QListView *plansView() const { return m_plans; }
    PlanStepsModel *stepsModel() const { return m_stepsModel; }
    PlansModel *plansModel() const { return m_plansModel; }

    void setExplanation(const QString &text);
    /// Copies the order string to the clipboard.
    void copyOrders();
    /// Saves the plan under a new or the selected name.
    void saveAsPlan(const QString &name);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void onPlanChanged();
    void onOrdersEdited();
    void pointAtBadToken();
    void updateContested();

    PlannerSession *m_session;
    PlanStepsModel *m_stepsModel;
    PlansModel *m_plansModel;
    QLabel *m_ordersTitle;
    QLineEdit *m_orders;
    QToolButton *m_copy;
    QLabel *m_error;
    QTableView *m_steps;
    QLabel *m_totals;
    QLabel *m_explanationTitle;
    QLabel *m_explanation;
    QLabel *m_plansTitle;
    QListView *m_plans;
    QPushButton *m_savePlan;
    QPushButton *m_deletePlan;
    QLabel *m_contestedTitle;
    QLabel *m_contested;
    QLabel *m_seedTitle;
    QSpinBox *m_seed;
    bool m_updating = false;
};

} // namespace hexstride
