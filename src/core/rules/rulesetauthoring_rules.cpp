#include "rulesetauthoring_rules.h"

#include "rulesetauthoring_edit_p.h"
#include "rulesetwriter.h"
#include "text/filltext.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace hexstride {

namespace authoring {

RulesetLoadResult reloaded(const Ruleset &edited)
{
    return loadRuleset(QJsonDocument(rulesetToJson(edited)).toJson(QJsonDocument::Compact));
}

QString itemPath(const QString &key, qsizetype index)
{
    return fillText(QStringLiteral("%1[%2]"), {key, index});
}

RulesetLoadResult noSuchItem(const QString &path)
{
    RulesetLoadResult r;
    r.error = AuthoringText::tr("%1: no such item in the ruleset").arg(path);
    return r;
}

} // namespace authoring

using namespace authoring;

namespace {

/// Where each kind of rule lives in a ruleset, and the name of its list in the file form.
template<typename Rule>
struct ListOf;

#define HEXSTRIDE_RULE_LIST(Type, member, key)                                                     \
    template<>                                                                                     \
    struct ListOf<Type>                                                                            \
    {                                                                                              \
        template<typename R>                                                                       \
        static auto &in(R &r)                                                                      \
        {                                                                                          \
            return r.member;                                                                       \
        }                                                                                          \
        static QString path() { return QStringLiteral(key); }                                      \
    };
HEXSTRIDE_RULE_LIST(Allowance, allowances, "allowances")
HEXSTRIDE_RULE_LIST(Prohibition, prohibitions, "prohibitions")
HEXSTRIDE_RULE_LIST(Modifier, modifiers, "modifiers")
HEXSTRIDE_RULE_LIST(StateChange, stateChanges, "stateChanges")
HEXSTRIDE_RULE_LIST(StopRule, stopRules, "stopRules")
HEXSTRIDE_RULE_LIST(OccupancyRule, occupancy, "occupancy")
HEXSTRIDE_RULE_LIST(DestinationRule, destinations, "destinations")
HEXSTRIDE_RULE_LIST(RangeRule, ranges, "ranges")
HEXSTRIDE_RULE_LIST(ChanceWarning, chances, "chances")
HEXSTRIDE_RULE_LIST(TurnPeriod, turns.periods, "turns.periods")
#undef HEXSTRIDE_RULE_LIST

template<typename Rule>
bool validIndex(const Ruleset &r, qsizetype index, bool orEnd)
{
    const qsizetype size = ListOf<Rule>::in(r).size();
    return index >= 0 && (index < size || (orEnd && index == size));
}

} // namespace

template<typename Rule>
RulesetLoadResult rulesetWithRule(const Ruleset &ruleset, qsizetype index, const Rule &rule)
{
    if (!validIndex<Rule>(ruleset, index, true))
        return noSuchItem(itemPath(ListOf<Rule>::path(), index));
    Ruleset edited = ruleset;
    ListOf<Rule>::in(edited).insert(index, rule);
    return reloaded(edited);
}

template<typename Rule>
RulesetLoadResult rulesetWithRuleReplaced(const Ruleset &ruleset, qsizetype index, const Rule &rule)
{
    if (!validIndex<Rule>(ruleset, index, false))
        return noSuchItem(itemPath(ListOf<Rule>::path(), index));
    Ruleset edited = ruleset;
    ListOf<Rule>::in(edited)[index] = rule;
    return reloaded(edited);
}

template<typename Rule>
RulesetLoadResult rulesetWithoutRule(const Ruleset &ruleset, qsizetype index)
{
    if (!validIndex<Rule>(ruleset, index, false))
        return noSuchItem(itemPath(ListOf<Rule>::path(), index));
    Ruleset edited = ruleset;
    ListOf<Rule>::in(edited).removeAt(index);
    return reloaded(edited);
}

template<typename Rule>
RulesetLoadResult rulesetWithRuleMoved(const Ruleset &ruleset, qsizetype from, qsizetype to)
{
    for (const qsizetype i : {from, to}) {
        if (!validIndex<Rule>(ruleset, i, false))
            return noSuchItem(itemPath(ListOf<Rule>::path(), i));
    }
    Ruleset edited = ruleset;
    moveItem(ListOf<Rule>::in(edited), from, to);
    return reloaded(edited);
}

#define HEXSTRIDE_RULE_OPERATIONS(Type)                                                            \
    template RulesetLoadResult rulesetWithRule<Type>(const Ruleset &, qsizetype, const Type &);    \
    template RulesetLoadResult rulesetWithRuleReplaced<Type>(const Ruleset &, qsizetype,           \
                                                             const Type &);                        \
    template RulesetLoadResult rulesetWithoutRule<Type>(const Ruleset &, qsizetype);               \
    template RulesetLoadResult rulesetWithRuleMoved<Type>(const Ruleset &, qsizetype, qsizetype);
HEXSTRIDE_RULE_OPERATIONS(Allowance)
HEXSTRIDE_RULE_OPERATIONS(Prohibition)
HEXSTRIDE_RULE_OPERATIONS(Modifier)
HEXSTRIDE_RULE_OPERATIONS(StateChange)
HEXSTRIDE_RULE_OPERATIONS(StopRule)
HEXSTRIDE_RULE_OPERATIONS(OccupancyRule)
HEXSTRIDE_RULE_OPERATIONS(DestinationRule)
HEXSTRIDE_RULE_OPERATIONS(RangeRule)
HEXSTRIDE_RULE_OPERATIONS(ChanceWarning)
HEXSTRIDE_RULE_OPERATIONS(TurnPeriod)
#undef HEXSTRIDE_RULE_OPERATIONS

RulesetLoadResult rulesetWithInfo(const Ruleset &ruleset, const RulesetInfo &info)
{
    Ruleset edited = ruleset;
    edited.name = info.name;
    edited.description = info.description;
    edited.sourceText = info.sourceText;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithStepCosts(const Ruleset &ruleset, const QString &rounding,
                                       int minimumStepCost)
{
    Ruleset edited = ruleset;
    edited.rounding = rounding;
    edited.minimumStepCost = minimumStepCost;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithOptionSource(const Ruleset &ruleset, const QString &option,
                                          const SourceRef &source)
{
    Ruleset edited = ruleset;
    for (UnitOption &o : edited.unitOptions) {
        if (o.id == option) {
            o.source = source;
            return reloaded(edited);
        }
    }
    return noSuchItem(QStringLiteral("unitOptions.") + option);
}

RulesetLoadResult rulesetWithNamedCondition(const Ruleset &ruleset, const QString &name,
                                            const Condition &condition)
{
    Ruleset edited = ruleset;
    edited.namedConditions.insert(name, condition);
    return reloaded(edited);
}

RulesetLoadResult rulesetWithoutNamedCondition(const Ruleset &ruleset, const QString &name)
{
    if (!ruleset.namedConditions.contains(name))
        return noSuchItem(QStringLiteral("conditions.") + name);
    Ruleset edited = ruleset;
    edited.namedConditions.remove(name);
    return reloaded(edited);
}

RulesetLoadResult rulesetWithNamedConditionRenamed(const Ruleset &ruleset, const QString &oldName,
                                                   const QString &newName)
{
    if (!ruleset.namedConditions.contains(oldName))
        return noSuchItem(QStringLiteral("conditions.") + oldName);
    if (newName == oldName)
        return reloaded(ruleset);
    if (ruleset.namedConditions.contains(newName)) {
        RulesetLoadResult r;
        r.error = AuthoringText::tr("conditions.%1: there is already a named condition \"%1\"")
                      .arg(newName);
        return r;
    }
    // In the file form every use is an "is" (one name or a list of them), wherever the
    // condition sits: the walk finds them all, in rules added later too.
    QJsonObject json = rulesetToJson(ruleset);
    QJsonObject named = json.value(QStringLiteral("conditions")).toObject();
    named.insert(newName, named.take(oldName));
    json.insert(QStringLiteral("conditions"), named);
    walkRoot(json, [&](QJsonObject &o, const QString &) {
        const auto is = o.find(QStringLiteral("is"));
        if (is == o.end())
            return QString();
        if (is->isString() && is->toString() == oldName) {
            *is = newName;
        } else if (is->isArray()) {
            QJsonArray names = is->toArray();
            for (auto n = names.begin(); n != names.end(); ++n) {
                if (n->toString() == oldName)
                    *n = newName;
            }
            *is = names;
        }
        return QString();
    });
    return loadRuleset(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

RulesetLoadResult rulesetWithMinimumMove(const Ruleset &ruleset, const MinimumMove &move)
{
    Ruleset edited = ruleset;
    edited.minimumMove = move;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithScale(const Ruleset &ruleset, const MapScale &scale)
{
    Ruleset edited = ruleset;
    edited.scale = scale;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithContest(const Ruleset &ruleset,
                                     const std::optional<ContestRule> &contest)
{
    Ruleset edited = ruleset;
    edited.contest = contest;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithDefend(const Ruleset &ruleset, const std::optional<DefendRule> &defend)
{
    Ruleset edited = ruleset;
    edited.defend = defend;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithDestinationMovement(const Ruleset &ruleset, const QString &mode,
                                                 const SourceRef &source)
{
    Ruleset edited = ruleset;
    edited.destinationMovement = mode;
    edited.destinationMovementSource = source;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithSetup(const Ruleset &ruleset, bool requireEnterable,
                                   const SourceRef &source)
{
    Ruleset edited = ruleset;
    edited.setupRequiresEnterable = requireEnterable;
    edited.setupSource = source;
    return reloaded(edited);
}

RulesetLoadResult rulesetWithTurnRules(const Ruleset &ruleset, const TurnStructure &turns)
{
    Ruleset edited = ruleset;
    edited.turns = turns;
    edited.turns.periods = ruleset.turns.periods;
    return reloaded(edited);
}

} // namespace hexstride
