#include "listcontroller.h"

#include "designer/editing/rulesetediting.h"
#include "listdialogs.h"
#include "ruledialogs.h"
#include "rules/firstmatch.h"
#include "rules/rulesetauthoring_rules.h"

#include <QCoreApplication>
#include <algorithm>

namespace hexstride {

namespace {

/// Each kind of item: its list in a ruleset, its form, and whether the first entry that matches
/// is used (firstmatch.h: a new entry goes before a catch-all at the end).
template<typename Rule>
struct Traits;

#define HEXSTRIDE_LIST_TRAITS(Type, FormType, member, firstMatchList)                              \
    template<>                                                                                     \
    struct Traits<Type>                                                                            \
    {                                                                                              \
        using Dialog = FormType;                                                                   \
        static const QList<Type> &list(const Ruleset &r) { return r.member; }                      \
        static constexpr bool firstMatch = firstMatchList;                                         \
    };
HEXSTRIDE_LIST_TRAITS(Prohibition, ProhibitionDialog, prohibitions, false)
HEXSTRIDE_LIST_TRAITS(StopRule, StopRuleDialog, stopRules, false)
HEXSTRIDE_LIST_TRAITS(StateChange, StateChangeDialog, stateChanges, false)
HEXSTRIDE_LIST_TRAITS(OccupancyRule, OccupancyRuleDialog, occupancy, true)
HEXSTRIDE_LIST_TRAITS(ChanceWarning, ChanceWarningDialog, chances, false)
HEXSTRIDE_LIST_TRAITS(RangeRule, RangeRuleDialog, ranges, true)
HEXSTRIDE_LIST_TRAITS(DestinationRule, DestinationRuleDialog, destinations, true)
HEXSTRIDE_LIST_TRAITS(Allowance, AllowanceDialog, allowances, true)
HEXSTRIDE_LIST_TRAITS(Modifier, ModifierDialog, modifiers, false)
#undef HEXSTRIDE_LIST_TRAITS

/// The loader's message on an edited ruleset, or empty when it loads.
QString errorOf(const RulesetLoadResult &edited)
{
    return edited.ruleset ? QString() : edited.error;
}

bool inRange(qsizetype index, qsizetype size)
{
    return index >= 0 && index < size;
}

} // namespace

RuleListController::RuleListController(RulesetEditor *editor, QWidget *parent, UndoTexts texts,
                                       Placement placement, std::function<void(int)> select)
    : m_editor(editor)
    , m_parent(parent)
    , m_texts(texts)
    , m_placement(placement)
    , m_select(std::move(select))
{}

template<typename Rule>
const QList<Rule> &RuleListController::items(const Ruleset &ruleset)
{
    return Traits<Rule>::list(ruleset);
}

template<typename Rule>
void RuleListController::selectAfter(const QString &id, int put)
{
    if (m_placement == Placement::WherePut) {
        m_select(put);
        return;
    }
    const QList<Rule> &list = items<Rule>(*m_editor->ruleset());
    const auto found
        = std::find_if(list.begin(), list.end(), [&id](const Rule &rule) { return rule.id == id; });
    m_select(found == list.end() ? -1 : int(found - list.begin()));
}

DescribedCommand::Describe RuleListController::describe(const char *text, const QString &id) const
{
    return [context = m_texts.context, text, id] {
        return QCoreApplication::translate(context, text).arg(id);
    };
}

template<typename Rule>
void RuleListController::openForm(int index, const Rule &initial, bool adding)
{
    const auto r = m_editor->ruleset();
    const auto edited = [r, adding](int at, const Rule &rule) {
        return adding ? rulesetWithRule(*r, at, rule) : rulesetWithRuleReplaced(*r, at, rule);
    };
    // A new entry is checked at the end of its list, where the loader names its problems (a
    // duplicate id at the later of the two entries), though it may go before a catch-all.
    const int formIndex = adding ? int(items<Rule>(*r).size()) : index;
    typename Traits<Rule>::Dialog dialog(
        r, initial, formIndex, adding,
        [edited, formIndex](const Rule &rule) { return errorOf(edited(formIndex, rule)); },
        m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Rule rule = dialog.rule();
    if (m_editor
            ->applyEdited(edited(index, rule),
                          describe(adding ? m_texts.add : m_texts.edit, rule.id))
            .isEmpty())
        selectAfter<Rule>(rule.id, index);
}

template<typename Rule>
bool RuleListController::isFirstMatch()
{
    return Traits<Rule>::firstMatch;
}

template<typename Rule>
int RuleListController::insertionIndex(const Ruleset &ruleset)
{
    const QList<Rule> &list = items<Rule>(ruleset);
    if constexpr (!Traits<Rule>::firstMatch) {
        return int(list.size());
    } else {
        QList<Condition> conditions;
        for (const Rule &rule : list)
            conditions << rule.when;
        return int(firstMatchInsertionIndex(conditions, ruleset.namedConditions));
    }
}

template<typename Rule>
void RuleListController::add()
{
    if (const auto r = m_editor->ruleset())
        openForm(insertionIndex<Rule>(*r), Rule{}, true);
}

template<typename Rule>
void RuleListController::edit(int index)
{
    const auto r = m_editor->ruleset();
    if (r && inRange(index, items<Rule>(*r).size()))
        openForm(index, items<Rule>(*r).at(index), false);
}

template<typename Rule>
QString RuleListController::remove(int index)
{
    const auto r = m_editor->ruleset();
    if (!r || !inRange(index, items<Rule>(*r).size()))
        return {};
    return m_editor->applyEdited(rulesetWithoutRule<Rule>(*r, index),
                                 describe(m_texts.remove, items<Rule>(*r).at(index).id));
}

template<typename Rule>
QString RuleListController::move(int from, int to)
{
    const auto r = m_editor->ruleset();
    const qsizetype size = r ? items<Rule>(*r).size() : 0;
    if (!inRange(from, size) || !inRange(to, size))
        return {};
    const QString id = items<Rule>(*r).at(from).id;
    const QString error = m_editor->applyEdited(rulesetWithRuleMoved<Rule>(*r, from, to),
                                                describe(m_texts.move, id));
    if (error.isEmpty())
        selectAfter<Rule>(id, to);
    return error;
}

// The kinds of items the pages edit.
#define HEXSTRIDE_LIST_CONTROLLER(Type)                                                            \
    template const QList<Type> &RuleListController::items<Type>(const Ruleset &);                  \
    template bool RuleListController::isFirstMatch<Type>();                                        \
    template int RuleListController::insertionIndex<Type>(const Ruleset &);                        \
    template void RuleListController::add<Type>();                                                 \
    template void RuleListController::edit<Type>(int);                                             \
    template QString RuleListController::remove<Type>(int);                                        \
    template QString RuleListController::move<Type>(int, int);
HEXSTRIDE_LIST_CONTROLLER(Prohibition)
HEXSTRIDE_LIST_CONTROLLER(StopRule)
HEXSTRIDE_LIST_CONTROLLER(StateChange)
HEXSTRIDE_LIST_CONTROLLER(OccupancyRule)
HEXSTRIDE_LIST_CONTROLLER(ChanceWarning)
HEXSTRIDE_LIST_CONTROLLER(RangeRule)
HEXSTRIDE_LIST_CONTROLLER(DestinationRule)
HEXSTRIDE_LIST_CONTROLLER(Allowance)
HEXSTRIDE_LIST_CONTROLLER(Modifier)
#undef HEXSTRIDE_LIST_CONTROLLER

} // namespace hexstride
