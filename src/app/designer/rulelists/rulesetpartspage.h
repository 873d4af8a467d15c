#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QTabWidget;
class QTextBrowser;

namespace hexstride {

class RuleListsPage;
class RulesetEditor;

/// The parts of a ruleset that have no table of their own as a designer reads them: unit
/// options and their constraints, prohibitions, stop rules, state changes, occupancy, the
/// minimum move, turns, scale, chances, destinations, ranges, contests and defended sides. Every
/// condition is a sentence (conditionText), every entry names its source.
QString rulesetPartsHtml(const Ruleset &ruleset, const QString &language);

/// One rule as the designer reads it: its condition as a sentence, then what it does ("… → the
/// move stops after this step"). The summary above and the Rule Lists page both show it.
QString ruleText(const Ruleset &ruleset, const Prohibition &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const StopRule &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const StateChange &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const OccupancyRule &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const ChanceWarning &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const RangeRule &rule, const QString &language);
QString ruleText(const Ruleset &ruleset, const DestinationRule &rule, const QString &language);

/// The designer's "Rules" page: the lists of rules edited item by item (RuleListsPage), and on
/// a second tab rulesetPartsHtml of the edited ruleset, kept up to date.
class RulesetPartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RulesetPartsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_browser; }
    RuleListsPage *listsPage() const { return m_lists; }
    /// The tabs of the lists and of the summary.
    QTabWidget *tabs() const { return m_tabs; }
    void refresh();

protected:
    void changeEvent(QEvent *e) override;

private:
    RulesetEditor *m_editor;
    QTabWidget *m_tabs;
    RuleListsPage *m_lists;
    QTextBrowser *m_browser;
};

} // namespace hexstride
