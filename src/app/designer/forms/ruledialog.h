#pragma once

#include "fieldproblems.h"
#include "rules/ruleset.h"

#include <QDialog>
#include <functional>
#include <memory>

class QDialogButtonBox;
class QFormLayout;
class QLineEdit;

namespace hexstride {

class ConditionField;

/// What every item of the rule lists has: an id, a name in both languages, the condition that
/// selects the steps or units it applies to, and its source (an item of the rule summary, or an
/// assumption with its reason, in both languages as the name). The dialogs of each kind of rule
/// (ruledialogs.h) add their own fields between the condition and the source. The form is checked
/// as it is typed by the ruleset loader; its message shows beside the field at fault and OK waits
/// for none.
class RuleDialog : public QDialog
{
    Q_OBJECT
public:
    QLineEdit *idEdit() const { return m_id; }
    QLineEdit *englishEdit() const { return m_en; }
    QLineEdit *russianEdit() const { return m_ru; }
    ConditionField *conditionField() const { return m_when; }
    QLineEdit *sourceEdit() const { return m_item; }
    QLineEdit *assumedEnglishEdit() const { return m_assumedEn; }
    QLineEdit *assumedRussianEdit() const { return m_assumedRu; }
    const FieldProblems &problems() const { return m_problems; }
    /// Whether OK is enabled (no problem with the form as it is).
    bool acceptable() const;
    /// Closes the form only when it is acceptable (Enter, or a caller, cannot apply a bad item).
    void accept() override;
    /// Checks the form again: the kind's own fields call it when they change.
    void validate();

protected:
    /// `entryPath`: the item's path in the file form ("stopRules[2]"), so that the loader's
    /// messages find their field. `optionalCondition`: the rule may apply to every unit.
    RuleDialog(std::shared_ptr<const Ruleset> ruleset, const QString &entryPath,
               bool optionalCondition, QWidget *parent);
    /// Fills the common fields from an item.
    template<typename Rule>
    void setCommon(const Rule &rule)
    {
        setCommon(rule.id, rule.label, rule.when, rule.source);
    }
    /// Copies the common fields into an item.
    template<typename Rule>
    void getCommon(Rule &rule) const
    {
        rule.id = id();
        rule.label = label();
        rule.when = when();
        rule.source = source();
    }
    /// Adds a row of the kind's own (with a message row for loader paths under `key`).
    void addRow(const QString &label, QWidget *field, const QString &key);
    void addRow(QWidget *field, const QString &key);
    /// Adds the source, the form's message and the buttons, then checks the form. `problem`
    /// gives the loader's message on the item as the form has it (empty: none). Without
    /// `withSource` the form has no source fields (a table's row or column has none).
    void finish(std::function<QString()> problem, bool withSource = true);
    const Ruleset &ruleset() const { return *m_ruleset; }

private:
    void setCommon(const QString &id, const LocalizedText &label, const Condition &when,
                   const SourceRef &source);
    QString id() const;
    LocalizedText label() const;
    Condition when() const;
    SourceRef source() const;

    std::shared_ptr<const Ruleset> m_ruleset;
    bool m_optional;
    bool m_withSource = true;
    std::function<QString()> m_problem;
    QFormLayout *m_form;
    QLineEdit *m_id, *m_en, *m_ru;
    ConditionField *m_when;
    QLineEdit *m_item, *m_assumedEn, *m_assumedRu;
    FieldProblems m_problems;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
