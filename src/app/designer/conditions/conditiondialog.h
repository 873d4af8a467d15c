#pragma once

#include "rules/ruleset.h"

#include <QDialog>
#include <functional>
#include <memory>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace hexstride {

/// The form of a condition: its tree (groups "all of", "any of", "not" over tests) on the left,
/// the selected node's kind and the editor its kind needs on the right (terrains or features to
/// tick by name, a unit option and its values, a number of levels, a named condition, a kind of
/// unit), and the whole condition as a sentence under them as it is built.
class ConditionDialog : public QDialog
{
    Q_OBJECT
public:
    ConditionDialog(std::shared_ptr<const Ruleset> ruleset, const Condition &initial,
                    QWidget *parent = nullptr);
    Condition condition() const;
    /// Leaves the named condition `name` out of the choices (the one being edited: no cycles).
    void excludeNamed(const QString &name);
    /// Offers only tests of the unit (its options, groups of them, named conditions): for an
    /// allowance's condition, which is read from the unit's options, never from a step.
    void offerUnitTestsOnly();
    /// Asks for a name too (a named condition), starting with `name`.
    void askName(const QString &name);
    QString name() const;
    /// The loader's verdict on the condition (and name) as they stand: its message or empty.
    /// Called as the form changes; OK waits for an empty answer.
    using Check = std::function<QString(const QString &name, const Condition &condition)>;
    void setCheck(Check check);
    /// What stops the condition from being used ("" when it may be): the form's own checks
    /// first, then the loader's.
    QString problem() const;

    QLineEdit *nameEdit() const { return m_name; }
    QTreeWidget *tree() const { return m_tree; }
    QComboBox *kindBox() const { return m_kind; }
    /// Terrains, hex or edge features to tick (by name; the item data is the id).
    QListWidget *idList() const { return m_ids; }
    QComboBox *optionBox() const { return m_option; }
    QListWidget *valueList() const { return m_values; }
    QSpinBox *levelBox() const { return m_levels; }
    QComboBox *namedBox() const { return m_named; }
    QComboBox *relationBox() const { return m_relation; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QLabel *preview() const { return m_preview; }

private:
    QTreeWidgetItem *makeItem(const Condition &c);
    Condition conditionOf(const QTreeWidgetItem *item) const;
    void addNode();
    void removeNode();
    void kindChosen();
    void showNode();
    void storeNode();
    void fillIds(const QList<FeatureDefinition> &definitions, const QStringList &ticked);
    void fillValues(const QStringList &ticked);
    void refreshTexts();

    std::shared_ptr<const Ruleset> m_ruleset;
    Check m_check;
    QLineEdit *m_name;
    QLabel *m_nameLabel;
    QTreeWidget *m_tree;
    QComboBox *m_kind;
    QStackedWidget *m_editors;
    QListWidget *m_ids;
    QComboBox *m_option;
    QListWidget *m_values;
    QSpinBox *m_levels;
    QComboBox *m_named;
    QComboBox *m_relation;
    QPushButton *m_add, *m_remove;
    QLabel *m_preview, *m_problem;
    QDialogButtonBox *m_buttons;
    bool m_showing = false; ///< filling the editors from a node: their signals change nothing
};

} // namespace hexstride
