#pragma once

#include "hex/hex.h"

#include <QDockWidget>
#include <optional>

class QAction;
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
    /// The orders to submit turn by turn, one turn a line, word-wrapped; hidden while the plan
    /// fits one turn.
    QLabel *ordersPerTurnLabel() const { return m_ordersPerTurn; }
    QLabel *ordersTitle() const { return m_ordersTitle; }
    QToolButton *copyButton() const { return m_copy; }
    QToolButton *copyAllTurnsButton() const { return m_copyAll; }
    QLabel *explanationLabel() const { return m_explanation; }
    QLabel *contestedLabel() const { return m_contested; }
    QSpinBox *diceSeedBox() const { return m_seed; }
    QTableView *stepsView() const { return m_steps; }
    /// View ▸ Show Reach: the reach bands on the map (R while planning).
    QAction *reachAction() const { return m_reachAction; }
    /// The key to the reach bands' colours, shown while they are.
    QWidget *reachLegend() const { return m_legend; }
    QListView *plansView() const { return m_plans; }
    PlanStepsModel *stepsModel() const { return m_stepsModel; }
    PlansModel *plansModel() const { return m_plansModel; }

    QLabel *explanationTitle() const { return m_explanationTitle; }
    /// The explanation of the hex under the cursor (no hex: the cursor left, back to the
    /// selected step).
    void setHoverExplanation(std::optional<Hex> hex, const QString &text);
    /// The step "Why this cost" explains when nothing is hovered (-1: none).
    int explainedStep() const { return m_selectedStep; }
    /// Copies the orders to submit now (PlannerSession::ordersThisTurn()) to the clipboard.
    void copyOrders();
    /// Copies the orders of every turn, one turn a line ("turn 1: e, e" …), to the clipboard.
    void copyAllTurns();
    /// Saves the plan under a new or the selected name.
    void saveAsPlan(const QString &name);

    /// The width that shows every column of the step table whole.
    int preferredWidth() const;

signals:
    /// The step table's columns took other widths (a comparison started or ended, another
    /// language, another map).
    void preferredWidthChanged();

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void onPlanChanged();
    /// The order field's title, the per-turn lines and Copy All Turns, for the current plan.
    void updateTurns();
    void onOrdersEdited();
    void pointAtBadToken();
    void updateContested();
    /// Keeps the selected step across a re-evaluation of the same plan, follows the last step
    /// when the plan itself changed.
    void reselectStep();
    void updateExplanation();
    void sizeColumns();
    void buildLegend(QWidget *parent);

    PlannerSession *m_session;
    PlanStepsModel *m_stepsModel;
    PlansModel *m_plansModel;
    QLabel *m_ordersTitle;
    QLineEdit *m_orders;
    QToolButton *m_copy;
    QToolButton *m_copyAll;
    QLabel *m_error;
    QLabel *m_ordersPerTurn;
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
    QAction *m_reachAction;
    QWidget *m_legend = nullptr;
    QLabel *m_legendTitle = nullptr;
    QList<QLabel *> m_legendTexts;
    bool m_updating = false;
    int m_selectedStep = -1;
    /// The step table's columns, row numbers, frame and scroll bar together (sizeColumns()).
    int m_tableWidth = 0;
    /// The plan the selection belongs to: a new start or new orders select the last step.
    QString m_selectedPlanKey;
    std::optional<Hex> m_hoverHex;
    QString m_hoverText;
};

} // namespace hexstride
