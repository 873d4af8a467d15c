#pragma once

#include "rules/rulesetcheck.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace hexstride {

class ComparisonModel;
class HeatMapOverlay;
class HeatMapPreview;
class ProfileChooser;
class RulesetEditor;
class RulesetLibrary;

/// The designer's consistency warnings (rulesetcheck.h), run on demand and when shown after a
/// change; activating a warning about a cell asks to show that cell.
class ChecksPage : public QWidget
{
    Q_OBJECT
public:
    ChecksPage(RulesetEditor *editor, QWidget *parent = nullptr);
    void runChecks();
    QListWidget *list() const { return m_list; }
    QString summary() const;
    /// Bounds the search (tests; the default keeps the check interactive).
    void setStepBudget(qint64 budget) { m_budget = budget; }
    /// How far the last check's search got.
    const RulesetCheckCoverage &coverage() const { return m_coverage; }

signals:
    void cellWanted(int table, int row, int column);
    /// An entry of a list ("allowances", "modifiers", "occupancy", "ranges", "destinations").
    void entryWanted(const QString &list, int index);

protected:
    void changeEvent(QEvent *e) override;
    void showEvent(QShowEvent *e) override;

private:
    void retranslateUi();
    RulesetEditor *m_editor;
    QPushButton *m_run;
    QLabel *m_summary;
    QListWidget *m_list;
    RulesetCheckCoverage m_coverage;
    qint64 m_budget = kRulesetCheckStepBudget;
    bool m_dirty = true;
};

/// Two rulesets (the edited one and a bundled one or a file) or two unit profiles side by side,
/// differences highlighted.
class ComparePage : public QWidget
{
    Q_OBJECT
public:
    ComparePage(RulesetEditor *editor, const RulesetLibrary &library, QWidget *parent = nullptr);
    ComparisonModel *model() const { return m_model; }
    ProfileChooser *leftProfile() const { return m_left; }
    ProfileChooser *rightProfile() const { return m_right; }
    /// 0: rulesets, 1: unit profiles.
    void setMode(int mode);
    void refresh();

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslateUi();
    void fillChoices();
    RulesetEditor *m_editor;
    const RulesetLibrary &m_library;
    QComboBox *m_mode;
    QStackedWidget *m_choices;
    QComboBox *m_other;
    QComboBox *m_table;
    ProfileChooser *m_left, *m_right;
    QLabel *m_otherLabel, *m_tableLabel, *m_summary;
    QTableView *m_view;
    ComparisonModel *m_model;
    QString m_shownId;
};

/// The heat map of the open map for a chosen unit profile.
class HeatMapPage : public QWidget
{
    Q_OBJECT
public:
    HeatMapPage(RulesetEditor *editor, QWidget *parent = nullptr);
    HeatMapPreview *preview() const { return m_preview; }
    ProfileChooser *profile() const { return m_profile; }
    void refresh();
    /// Shows the heat map on the main map view too: the check box follows `toggle` (the View
    /// menu's action, which shows and hides `overlay`), and the overlay the chosen profile.
    void attachOverlay(HeatMapOverlay *overlay, QAction *toggle);
    QCheckBox *showOnMap() const { return m_showOnMap; }

protected:
    void changeEvent(QEvent *e) override;
    void showEvent(QShowEvent *e) override;

private:
    void retranslateUi();
    void watchDocument();
    RulesetEditor *m_editor;
    ProfileChooser *m_profile;
    HeatMapPreview *m_preview;
    QLabel *m_help;
    QCheckBox *m_showOnMap;
    QPointer<HeatMapOverlay> m_overlay;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace hexstride
