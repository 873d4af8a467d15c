#pragma once

#include "commands/describedcommand.h"
#include "rules/ruleset.h"

#include <functional>

class QWidget;

namespace hexstride {

class RulesetEditor;

/// Adds, edits, moves and removes the items of one of a ruleset's lists (rulesetauthoring_rules.h)
/// through their forms (ruledialogs.h, listdialogs.h), each as one undo step. The Rule Lists,
/// Allowances and Modifiers pages share it; each page keeps its buttons, its undo texts and how
/// it selects. `Rule` is one of Prohibition, StopRule, StateChange, OccupancyRule,
/// ChanceWarning, RangeRule, DestinationRule, Allowance and Modifier.
class RuleListController
{
public:
    /// The undo text of each edit ("%1": the item's id), untranslated (QT_TR_NOOP) with its
    /// translation context: it is translated whenever the undo stack shows it, so it follows
    /// the language.
    struct UndoTexts
    {
        const char *context;
        const char *add, *edit, *remove, *move;
    };
    /// Which row is selected after an item is added, edited or moved: where it was put, or
    /// where its id is found (the loader keeps modifiers sorted, so one may not stay put).
    enum class Placement { WherePut, ById };

    /// `parent`: the forms' parent; `select(row)` selects a row of the page's list.
    RuleListController(RulesetEditor *editor, QWidget *parent, UndoTexts texts, Placement placement,
                       std::function<void(int)> select);

    /// The items of `Rule`'s list.
    template<typename Rule>
    static const QList<Rule> &items(const Ruleset &ruleset);
    /// Whether the first entry of `Rule`'s list that matches is used (firstmatch.h).
    template<typename Rule>
    static bool isFirstMatch();
    /// Where a new item goes: the end, or before a catch-all that ends a first-match list.
    template<typename Rule>
    static int insertionIndex(const Ruleset &ruleset);
    /// Opens the form for a new item (at insertionIndex()) or for item `index`.
    template<typename Rule>
    void add();
    template<typename Rule>
    void edit(int index);
    /// Each returns the loader's message or empty (also for an index out of range).
    template<typename Rule>
    QString remove(int index);
    template<typename Rule>
    QString move(int from, int to);

private:
    /// Opens the form on `initial`, to be inserted at `index` (adding) or to replace it.
    template<typename Rule>
    void openForm(int index, const Rule &initial, bool adding);
    /// The undo text `text` of the item `id`.
    DescribedCommand::Describe describe(const char *text, const QString &id) const;
    template<typename Rule>
    void selectAfter(const QString &id, int put);

    RulesetEditor *m_editor;
    QWidget *m_parent;
    UndoTexts m_texts;
    Placement m_placement;
    std::function<void(int)> m_select;
};

} // namespace hexstride
