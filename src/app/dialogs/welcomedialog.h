#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;

namespace hexstride {

/// The first start's three ways in, over the sample map: plan a move (the planner), draw a
/// map (the terrain brush) or check cost tables (the designer). Later starts reopen the last
/// map and tool instead, unless the player unticks that here (the setting startup/reopenLast).
class WelcomeDialog : public QDialog
{
    Q_OBJECT
public:
    enum Way { PlanMove, DrawMap, CheckCostTables };
    /// `openMap`: the file name of the map open under it; empty for the sample map.
    explicit WelcomeDialog(const QString &openMap = {}, QWidget *parent = nullptr);

    QPushButton *button(Way way) const { return m_buttons[way]; }
    QCheckBox *reopenBox() const { return m_reopen; }

    /// The setting: later starts reopen the last map and tool (true unless turned off).
    static bool reopenLastAtStart();
    static void setReopenLastAtStart(bool on);
    /// Whether the ways in were offered already (the first start is over).
    static bool welcomed();

signals:
    void wayChosen(hexstride::WelcomeDialog::Way way);

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();

    QString m_openMap;
    QLabel *m_intro;
    QPushButton *m_buttons[3];
    QLabel *m_explanations[3];
    QCheckBox *m_reopen;
};

} // namespace hexstride
