#pragma once

#include "commands/describedcommand.h"
#include "designer/forms/fieldproblems.h"
#include "rules/rulesetloader.h"

#include <QGroupBox>
#include <memory>

class QAbstractButton;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;

namespace hexstride {

class ConditionField;
class SourceField;

/// One box of the Turns & Settings page: its fields show one setting of the ruleset (the
/// scale, the contest…). Finishing an edit of any of them (Enter, leaving the field, a choice
/// made) applies the whole box as one undo step (TurnSettingsPage::apply); as it is typed the
/// box asks the loader and shows its message beside the field at fault.
class SettingsGroup : public QGroupBox
{
    Q_OBJECT
public:
    /// `entryPath`: where the setting is in the ruleset file ("scale", "turns.sequence"), so
    /// that the loader's messages go beside their fields.
    explicit SettingsGroup(const QString &entryPath, QWidget *parent = nullptr);
    /// Shows the values of `ruleset` (null: nothing to edit) and clears the messages.
    void load(const std::shared_ptr<const Ruleset> &ruleset);
    /// The ruleset with this box's values, read back through the loader.
    virtual RulesetLoadResult edited(const Ruleset &ruleset) const = 0;
    /// The undo text of an edit of this box (called whenever the undo stack shows it).
    virtual DescribedCommand::Describe describe() const = 0;
    virtual void retranslate() = 0;
    FieldProblems &problems() { return m_problems; }
    const FieldProblems &problems() const { return m_problems; }

signals:
    /// A field was changed: check the box.
    void changed();
    /// An edit was finished: apply the box.
    void finished();

protected:
    virtual void fill(const Ruleset &ruleset) = 0;
    /// Adds `field` as a row (its label's text is set by retranslate()) with a row for the
    /// loader's messages about `key` under it.
    QLabel *addRow(QWidget *field, const QString &key);
    /// A row without a label of its own (a check box says what it is).
    void addRow(QAbstractButton *field, const QString &key);
    /// The texts of the labels addRow() made, in the order of the rows.
    void setRowLabels(const QStringList &texts);
    // Each field reports its changes; every watched field ignores what load() sets.
    void watch(QLineEdit *edit);
    void watch(QPlainTextEdit *edit);
    void watch(QSpinBox *spin);
    void watch(QDoubleSpinBox *spin);
    void watch(QAbstractButton *button);
    void watch(QComboBox *combo);
    void watch(ConditionField *field);
    void watch(SourceField *field);
    void watch(QListWidget *list);
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool loading() const { return m_loading; }
    /// Emits changed() then finished() (a choice, a check box: the edit is done at once).
    void chosen();
    /// The ruleset shown: condition fields offer its vocabulary.
    std::shared_ptr<const Ruleset> m_ruleset;

private:
    QFormLayout *m_form;
    QList<QLabel *> m_labels;
    FieldProblems m_problems;
    bool m_loading = false;
};

/// Selects the item of `combo` whose data is `data` (else the first).
void setComboData(QComboBox *combo, const QVariant &data);

/// Splits "a, b ,c" into its trimmed, non-empty parts (lists typed in one field).
QStringList splitList(const QString &text);

} // namespace hexstride
