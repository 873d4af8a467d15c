#pragma once

#include "rules/ruleset.h"

#include <QDialog>
#include <functional>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace hexstride {

class RulesetLibrary;

/// Ruleset ▸ New Ruleset: blank, or a copy of the open ruleset or of a bundled one, with a new
/// id and names in both languages. `check` (the loader, through newRuleset) gives the message
/// shown under the form as it is typed; OK waits for an empty one.
class NewRulesetDialog : public QDialog
{
    Q_OBJECT
public:
    /// The ruleset to copy (null: blank), the new id and names → the loader's message or empty.
    using Check
        = std::function<QString(const Ruleset *from, const QString &id, const LocalizedText &name)>;
    NewRulesetDialog(std::shared_ptr<const Ruleset> open, const RulesetLibrary &library,
                     Check check, QWidget *parent = nullptr);
    /// The ruleset chosen to start from (null: blank).
    std::shared_ptr<const Ruleset> source() const;
    QString id() const;
    LocalizedText name() const;
    QComboBox *sourceBox() const { return m_source; }
    QLineEdit *idEdit() const { return m_id; }
    QString problem() const;

private:
    void validate();
    std::shared_ptr<const Ruleset> m_open;
    const RulesetLibrary &m_library;
    Check m_check;
    QComboBox *m_source;
    QLineEdit *m_id, *m_en, *m_ru;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace hexstride
