#pragma once

#include "rules/ruleset.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;

namespace hexstride {

/// A condition shown as a sentence in the interface language (conditionText) with an "Edit…"
/// button that opens the condition form (ConditionDialog). Optional fields
/// (std::optional<Condition>) show "(none)" and can be cleared.
class ConditionField : public QWidget
{
    Q_OBJECT
public:
    explicit ConditionField(QWidget *parent = nullptr);
    /// The vocabulary, unit options and named conditions the form offers.
    void setRuleset(std::shared_ptr<const Ruleset> ruleset);
    void setCondition(const Condition &condition);
    Condition condition() const;
    /// An optional condition: may be empty (hasCondition() false).
    void setOptional(bool optional);
    /// Its form offers tests of the unit only (ConditionDialog::offerUnitTestsOnly).
    void setUnitTestsOnly(bool only) { m_unitTestsOnly = only; }
    void clearCondition();
    bool hasCondition() const;

signals:
    void conditionChanged();

protected:
    /// A language switch says the buttons and the sentence again.
    void changeEvent(QEvent *e) override;

private:
    void edit();
    void refresh();

    std::shared_ptr<const Ruleset> m_ruleset;
    std::optional<Condition> m_condition;
    bool m_optional = false;
    QLabel *m_text;
    QPushButton *m_edit, *m_clear;
    bool m_unitTestsOnly = false;
};

} // namespace hexstride
