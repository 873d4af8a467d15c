#pragma once

#include "rules/ruleset.h"

#include <QWidget>

class QTextBrowser;

namespace hexstride {

class RulesetEditor;

/// The parts of a ruleset that have no table of their own as a designer reads them: unit
/// options and their constraints, prohibitions, stop rules, state changes, occupancy, the
/// minimum move, turns, scale, chances, destinations, ranges, contests and defended sides. Every
/// condition is a sentence (conditionText), every entry names its source.
QString rulesetPartsHtml(const Ruleset &ruleset, const QString &language);

/// The designer's "Rules" page: rulesetPartsHtml of the edited ruleset, kept up to date.
class RulesetPartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit RulesetPartsPage(RulesetEditor *editor, QWidget *parent = nullptr);
    QTextBrowser *browser() const { return m_browser; }
    void refresh();

protected:
    void changeEvent(QEvent *e) override;

private:
    RulesetEditor *m_editor;
    QTextBrowser *m_browser;
};

} // namespace hexstride
