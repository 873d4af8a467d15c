#include "rulesetwriter.h"

#include "fillpatterns.h"
#include "io/safefile.h"
#include "rulesetloader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace hexstride {

namespace {

/// The translation context of these messages (a class so that lupdate finds them).
struct RulesetWriterText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetWriter)
};

QJsonValue text(const LocalizedText &t)
{
    return QJsonObject{{QStringLiteral("en"), t.en}, {QStringLiteral("ru"), t.ru}};
}

QJsonArray stringArray(const QStringList &l)
{
    QJsonArray a;
    for (const QString &s : l)
        a.append(s);
    return a;
}

QJsonValue source(const SourceRef &s)
{
    if (!s.isAssumed())
        return s.item;
    // A reason the same in both languages (a plain string in the file) stays a plain string.
    const QJsonValue reason
        = s.assumed.en == s.assumed.ru ? QJsonValue(s.assumed.en) : text(s.assumed);
    QJsonObject o{{QStringLiteral("assumed"), reason}};
    if (!s.item.isEmpty())
        o.insert(QStringLiteral("item"), s.item);
    return o;
}

bool isEmptySource(const SourceRef &s)
{
    return s.item.isEmpty() && !s.isAssumed();
}

QString colourText(std::uint32_t rgb)
{
    return QStringLiteral("#%1").arg(rgb & 0xffffff, 6, 16, QLatin1Char('0'));
}

using Kind = Condition::Kind;

bool allChildrenOf(const Condition &c, Kind k)
{
    for (const auto &child : c.children) {
        if (child.kind != k)
            return false;
    }
    return true;
}

bool isLevelAtom(const Condition &c)
{
    // What the loader makes of "level": any(rise 1, fall 1).
    return c.kind == Kind::Any && c.children.size() == 2
           && c.children[0] == Condition{Kind::Rise, {}, {}, 1, {}}
           && c.children[1] == Condition{Kind::Fall, {}, {}, 1, {}};
}

/// The key and value of one conjunct, inverting what the loader builds for each key. Returns an
/// empty key when the node has no key of its own (it is then written inside "all").
std::pair<QString, QJsonValue> conjunct(const Condition &c)
{
    switch (c.kind) {
    case Kind::EnterTerrain:
        return {QStringLiteral("enter"), stringArray(c.ids)};
    case Kind::LeaveTerrain:
        return {QStringLiteral("leave"), stringArray(c.ids)};
    case Kind::EnterHas:
        return {QStringLiteral("enterHas"), stringArray(c.ids)};
    case Kind::LeaveHas:
        return {QStringLiteral("leaveHas"), stringArray(c.ids)};
    case Kind::EdgeHas:
        return {QStringLiteral("edgeHas"), stringArray(c.ids)};
    case Kind::Rise:
        return {QStringLiteral("rise"), c.number};
    case Kind::Fall:
        return {QStringLiteral("fall"), c.number};
    case Kind::EnterUnit:
        return {QStringLiteral("enterUnit"), c.key};
    case Kind::AdjacentUnit:
        return {QStringLiteral("adjacentUnit"), c.key};
    case Kind::LeaveAdjacentUnit:
        return {QStringLiteral("leaveAdjacentUnit"), c.key};
    case Kind::Named:
        return {QStringLiteral("is"), c.key};
    case Kind::Unit:
        return {QStringLiteral("unit"), QJsonObject{{c.key, stringArray(c.ids)}}};
    case Kind::Not:
        if (c.children.size() == 1) {
            const Condition &inner = c.children[0];
            if (inner.kind == Kind::EnterHas)
                return {QStringLiteral("enterLacks"), stringArray(inner.ids)};
            if (inner.kind == Kind::LeaveHas)
                return {QStringLiteral("leaveLacks"), stringArray(inner.ids)};
            if (inner.kind == Kind::EdgeHas)
                return {QStringLiteral("edgeLacks"), stringArray(inner.ids)};
            if (isLevelAtom(inner))
                return {QStringLiteral("level"), true};
            return {QStringLiteral("not"), conditionToJson(inner)};
        }
        return {QStringLiteral("not"),
                conditionToJson(Condition{Kind::Any, {}, {}, 0, c.children})};
    case Kind::Any: {
        if (isLevelAtom(c))
            return {QStringLiteral("level"), false};
        QJsonArray a;
        for (const auto &child : c.children)
            a.append(conditionToJson(child));
        return {QStringLiteral("any"), a};
    }
    case Kind::All: {
        if (!c.children.isEmpty() && allChildrenOf(c, Kind::Unit)) {
            QJsonObject u;
            for (const auto &child : c.children)
                u.insert(child.key, stringArray(child.ids));
            if (u.size() == c.children.size())
                return {QStringLiteral("unit"), u};
        }
        if (!c.children.isEmpty() && allChildrenOf(c, Kind::Named)) {
            QStringList names;
            for (const auto &child : c.children)
                names << child.key;
            return {QStringLiteral("is"), stringArray(names)};
        }
        QJsonArray a;
        for (const auto &child : c.children)
            a.append(conditionToJson(child));
        return {QStringLiteral("all"), a};
    }
    }
    return {};
}

QJsonObject feature(const FeatureDefinition &d)
{
    QJsonObject o{{QStringLiteral("id"), d.id},
                  {QStringLiteral("name"), text(d.name)},
                  {QStringLiteral("colour"), colourText(d.colour)}};
    if (d.pattern != FillPattern::Solid)
        o.insert(QStringLiteral("pattern"), fillPatternIds().at(static_cast<int>(d.pattern)));
    if (!d.drawAs.isEmpty())
        o.insert(QStringLiteral("drawAs"), d.drawAs);
    if (d.width != 1.0)
        o.insert(QStringLiteral("width"), d.width);
    return o;
}

QJsonArray features(const QList<FeatureDefinition> &l)
{
    QJsonArray a;
    for (const auto &d : l)
        a.append(feature(d));
    return a;
}

QJsonObject unitOption(const UnitOption &opt)
{
    QJsonObject o{{QStringLiteral("id"), opt.id},
                  {QStringLiteral("label"), text(opt.label)},
                  {QStringLiteral("default"), opt.defaultValue}};
    if (opt.flag) {
        o.insert(QStringLiteral("flag"), true);
    } else {
        QJsonArray choices;
        for (const auto &c : opt.choices)
            choices.append(QJsonObject{{QStringLiteral("id"), c.id},
                                       {QStringLiteral("label"), text(c.label)}});
        o.insert(QStringLiteral("choices"), choices);
    }
    if (opt.scope != QLatin1String("unit"))
        o.insert(QStringLiteral("scope"), opt.scope);
    if (!isEmptySource(opt.source))
        o.insert(QStringLiteral("source"), source(opt.source));
    return o;
}

QJsonObject costTable(const CostTable &t)
{
    QJsonObject o{{QStringLiteral("id"), t.id},
                  {QStringLiteral("label"), text(t.label)},
                  {QStringLiteral("when"), conditionToJson(t.when)},
                  {QStringLiteral("source"), source(t.source)}};
    QJsonArray columns;
    for (const auto &c : t.columns)
        columns.append(QJsonObject{{QStringLiteral("id"), c.id},
                                   {QStringLiteral("label"), text(c.label)},
                                   {QStringLiteral("when"), conditionToJson(c.when)}});
    o.insert(QStringLiteral("columns"), columns);
    QJsonArray rows;
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        const CostAxis &axis = t.rows[r];
        QJsonObject ro{{QStringLiteral("id"), axis.id},
                       {QStringLiteral("label"), text(axis.label)},
                       {QStringLiteral("when"), conditionToJson(axis.when)}};
        QJsonArray cells, sources;
        bool anySource = false;
        for (const CostCell &cell : t.cells.value(r)) {
            cells.append(cell.value ? QJsonValue(*cell.value) : QJsonValue(QStringLiteral("no")));
            anySource = anySource || !isEmptySource(cell.source);
            sources.append(isEmptySource(cell.source) ? QJsonValue(QJsonValue::Null)
                                                      : source(cell.source));
        }
        ro.insert(QStringLiteral("cells"), cells);
        if (anySource)
            ro.insert(QStringLiteral("sources"), sources);
        rows.append(ro);
    }
    o.insert(QStringLiteral("rows"), rows);
    return o;
}

QJsonObject modifier(const Modifier &m)
{
    static const char *effects[] = {"add", "multiply", "set", "fraction", "prohibit", "stop"};
    QJsonObject o{{QStringLiteral("id"), m.id},
                  {QStringLiteral("label"), text(m.label)},
                  {QStringLiteral("when"), conditionToJson(m.when)},
                  {QStringLiteral("effect"), QLatin1String(effects[static_cast<int>(m.effect)])},
                  {QStringLiteral("source"), source(m.source)}};
    const bool needsValue
        = m.effect != ModifierEffect::Prohibit && m.effect != ModifierEffect::Stop;
    if (needsValue || m.value != 0)
        o.insert(QStringLiteral("value"), m.value);
    if (!m.per.isEmpty())
        o.insert(QStringLiteral("per"), m.per);
    if (!m.group.isEmpty())
        o.insert(QStringLiteral("group"), m.group);
    if (m.order != 0)
        o.insert(QStringLiteral("order"), m.order);
    if (!m.tables.isEmpty())
        o.insert(QStringLiteral("tables"), stringArray(m.tables));
    if (m.overridesNotAllowed)
        o.insert(QStringLiteral("overridesNotAllowed"), true);
    return o;
}

template<typename T>
QJsonObject ruleBase(const T &rule)
{
    return QJsonObject{{QStringLiteral("id"), rule.id},
                       {QStringLiteral("label"), text(rule.label)},
                       {QStringLiteral("when"), conditionToJson(rule.when)},
                       {QStringLiteral("source"), source(rule.source)}};
}

template<typename T, typename F>
void putList(QJsonObject &root, const char *key, const QList<T> &list, F &&f)
{
    if (list.isEmpty())
        return;
    QJsonArray a;
    for (const T &item : list)
        a.append(f(item));
    root.insert(QLatin1String(key), a);
}

QJsonObject turns(const TurnStructure &t)
{
    QJsonObject o{{QStringLiteral("name"), text(t.name)},
                  {QStringLiteral("source"), source(t.source)}};
    if (t.ordersSpanTurns)
        o.insert(QStringLiteral("ordersSpanTurns"), true);
    if (t.isRound)
        o.insert(QStringLiteral("kind"), QStringLiteral("round"));
    if (t.hideCostsUntilDeclared)
        o.insert(QStringLiteral("hideCostsUntilDeclared"), true);
    if (!t.periods.isEmpty()) {
        QJsonArray periods;
        for (const auto &p : t.periods) {
            QJsonObject po{{QStringLiteral("id"), p.id}, {QStringLiteral("label"), text(p.label)}};
            if (!p.parent.isEmpty())
                po.insert(QStringLiteral("parent"), p.parent);
            if (p.movers)
                po.insert(QStringLiteral("movers"), conditionToJson(*p.movers));
            periods.append(po);
        }
        o.insert(QStringLiteral("periods"), periods);
    }
    if (!t.sideOrder.isEmpty() || !t.withinSideOrder.isEmpty() || t.sequence != TurnSequence{}) {
        QJsonObject s;
        if (!t.sideOrder.isEmpty())
            s.insert(QStringLiteral("sides"), stringArray(t.sideOrder));
        if (!t.withinSideOrder.isEmpty())
            s.insert(QStringLiteral("withinSide"), t.withinSideOrder);
        if (t.sequence.kind != SequenceKind::InOrder)
            s.insert(QStringLiteral("kind"), sequenceKindIds().at(int(t.sequence.kind)));
        if (t.sequence.first)
            s.insert(QStringLiteral("first"), conditionToJson(*t.sequence.first));
        if (t.sequence.onePerHex)
            s.insert(QStringLiteral("onePerHex"), true);
        if (!t.sequence.encounterStops.isEmpty())
            s.insert(QStringLiteral("encounterStops"), stringArray(t.sequence.encounterStops));
        if (!t.sequence.encounterPass.isEmpty())
            s.insert(QStringLiteral("encounterPass"), stringArray(t.sequence.encounterPass));
        if (!t.sequence.encounterEvade.isEmpty())
            s.insert(QStringLiteral("encounterEvade"), t.sequence.encounterEvade);
        if (t.sequence.encounterDefend)
            s.insert(QStringLiteral("encounterDefend"), true);
        if (t.sequence.overrunSmallerOnly)
            s.insert(QStringLiteral("overrunSmallerOnly"), true);
        if (t.sequence.evasionTellsObstacle)
            s.insert(QStringLiteral("evasionTellsObstacle"), true);
        if (t.sequence.startTogetherStops)
            s.insert(QStringLiteral("startTogetherStops"), true);
        if (t.sequence.order != MovementOrder::Map || !isEmptySource(t.sequence.orderSource))
            s.insert(
                QStringLiteral("order"),
                QJsonObject{{QStringLiteral("by"), movementOrderIds().at(int(t.sequence.order))},
                            {QStringLiteral("source"), source(t.sequence.orderSource)}});
        if (t.sequence.sightRadius >= 0)
            s.insert(QStringLiteral("sight"),
                     QJsonObject{{QStringLiteral("radius"), t.sequence.sightRadius},
                                 {QStringLiteral("source"), source(t.sequence.sightSource)}});
        if (!isEmptySource(t.sequence.source))
            s.insert(QStringLiteral("source"), source(t.sequence.source));
        o.insert(QStringLiteral("sequence"), s);
    }
    if (!t.holdTokens.isEmpty() || t.holdCost != 1 || t.holdLabel != LocalizedText{})
        o.insert(QStringLiteral("hold"),
                 QJsonObject{{QStringLiteral("tokens"), stringArray(t.holdTokens)},
                             {QStringLiteral("cost"), t.holdCost},
                             {QStringLiteral("label"), text(t.holdLabel)}});
    return o;
}

} // namespace

QJsonObject conditionToJson(const Condition &condition)
{
    // The loader reads an object as All over one node per key; other nodes are one key.
    const QList<Condition> conjuncts
        = condition.kind == Kind::All ? condition.children : QList<Condition>{condition};
    QJsonObject o;
    QJsonArray extra; // conjuncts whose key is already taken go into "all"
    for (const Condition &c : conjuncts) {
        auto [key, value] = conjunct(c);
        if (o.contains(key) || key == QLatin1String("all"))
            extra.append(key == QLatin1String("all") && c.kind == Kind::All
                             ? value
                             : QJsonValue(conditionToJson(c)));
        else
            o.insert(key, value);
    }
    if (!extra.isEmpty()) {
        // A single "all" child of its own stays as written; several are flattened into one list.
        if (extra.size() == 1 && extra.at(0).isArray())
            o.insert(QStringLiteral("all"), extra.at(0));
        else {
            QJsonArray flat;
            for (const QJsonValue &v : std::as_const(extra)) {
                if (v.isArray()) {
                    for (const QJsonValue &w : v.toArray())
                        flat.append(w);
                } else {
                    flat.append(v);
                }
            }
            o.insert(QStringLiteral("all"), flat);
        }
    }
    return o;
}

QJsonObject rulesetToJson(const Ruleset &r)
{
    QJsonObject root{{QStringLiteral("format"), QStringLiteral("hexstride-ruleset")},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("id"), r.id},
                     {QStringLiteral("name"), text(r.name)},
                     {QStringLiteral("terrains"), features(r.vocabulary.terrains)},
                     {QStringLiteral("rounding"), r.rounding},
                     {QStringLiteral("minimumStepCost"), r.minimumStepCost},
                     {QStringLiteral("turns"), turns(r.turns)}};
    if (r.description != LocalizedText{})
        root.insert(QStringLiteral("description"), text(r.description));
    if (!r.sourceText.isEmpty())
        root.insert(QStringLiteral("sourceText"), r.sourceText);
    if (!r.vocabulary.hexFeatures.isEmpty())
        root.insert(QStringLiteral("hexFeatures"), features(r.vocabulary.hexFeatures));
    if (!r.vocabulary.edgeFeatures.isEmpty())
        root.insert(QStringLiteral("edgeFeatures"), features(r.vocabulary.edgeFeatures));
    putList(root, "unitOptions", r.unitOptions, unitOption);
    putList(root, "constraints", r.constraints, [](const OptionConstraint &c) {
        if (c.isImplication()) {
            QJsonObject implied;
            for (auto it = c.implies.cbegin(); it != c.implies.cend(); ++it)
                implied.insert(it.key(), it.value());
            return QJsonObject{{QStringLiteral("when"), conditionToJson(c.when)},
                               {QStringLiteral("implies"), implied},
                               {QStringLiteral("message"), text(c.message)}};
        }
        return QJsonObject{{QStringLiteral("forbid"), conditionToJson(c.forbid)},
                           {QStringLiteral("message"), text(c.message)}};
    });
    if (!r.namedConditions.isEmpty()) {
        QJsonObject named;
        for (auto it = r.namedConditions.cbegin(); it != r.namedConditions.cend(); ++it)
            named.insert(it.key(), conditionToJson(it.value()));
        root.insert(QStringLiteral("conditions"), named);
    }
    putList(root, "allowances", r.allowances, [](const Allowance &a) {
        QJsonObject o = ruleBase(a);
        o.insert(QStringLiteral("points"),
                 a.points < 0 ? QJsonValue(QStringLiteral("unlimited")) : QJsonValue(a.points));
        if (a.bonus != 0)
            o.insert(QStringLiteral("bonus"), a.bonus);
        if (a.bonusEveryStep != Condition{})
            o.insert(QStringLiteral("bonusEveryStep"), conditionToJson(a.bonusEveryStep));
        return o;
    });
    putList(root, "costTables", r.costTables, costTable);
    putList(root, "prohibitions", r.prohibitions, [](const Prohibition &p) { return ruleBase(p); });
    putList(root, "modifiers", r.modifiers, modifier);
    putList(root, "stateChanges", r.stateChanges, [](const StateChange &s) {
        QJsonObject o = ruleBase(s);
        QJsonObject set;
        for (auto it = s.set.cbegin(); it != s.set.cend(); ++it)
            set.insert(it.key(), it.value());
        o.insert(QStringLiteral("set"), set);
        if (s.alsoUnitsEntered)
            o.insert(QStringLiteral("alsoUnitsEntered"), true);
        return o;
    });
    putList(root, "stopRules", r.stopRules, [](const StopRule &s) {
        static const char *effects[] = {"warn", "stop", "prohibit"};
        QJsonObject o = ruleBase(s);
        o.insert(QStringLiteral("effect"), QLatin1String(effects[static_cast<int>(s.effect)]));
        return o;
    });
    putList(root, "occupancy", r.occupancy, [](const OccupancyRule &s) {
        QJsonObject o = ruleBase(s);
        o.insert(QStringLiteral("pass"), s.pass);
        o.insert(QStringLiteral("end"), s.end);
        if (s.noStopAt != OccupancyRule{}.noStopAt) {
            QStringList pauses;
            for (int bit = 0; bit < pauseIds().size(); ++bit) {
                if (s.noStopAt & (1 << bit))
                    pauses << pauseIds()[bit];
            }
            o.insert(QStringLiteral("pauses"), stringArray(pauses));
        }
        return o;
    });
    if (r.minimumMove != MinimumMove{}) {
        QJsonObject o{{QStringLiteral("hexes"), r.minimumMove.hexes},
                      {QStringLiteral("source"), source(r.minimumMove.source)}};
        // Without "unless" the loader stores an empty "any" (never excepted).
        if (r.minimumMove.unless != Condition{Kind::Any, {}, {}, 0, {}})
            o.insert(QStringLiteral("unless"), conditionToJson(r.minimumMove.unless));
        root.insert(QStringLiteral("minimumMove"), o);
    }
    if (r.scale != MapScale{})
        root.insert(
            QStringLiteral("scale"),
            QJsonObject{{QStringLiteral("unit"), r.scale.unit},
                        {QStringLiteral("perHex"), r.scale.perHex},
                        {QStringLiteral("allowancesInScaleUnits"), r.scale.allowancesInScaleUnits},
                        {QStringLiteral("source"), source(r.scale.source)}});
    putList(root, "destinations", r.destinations, [](const DestinationRule &d) {
        QJsonObject o = ruleBase(d);
        o.insert(QStringLiteral("maxDistance"), d.maxDistance);
        if (!d.forbidTerrains.isEmpty())
            o.insert(QStringLiteral("forbidTerrains"), stringArray(d.forbidTerrains));
        if (!d.forbidStartTerrains.isEmpty())
            o.insert(QStringLiteral("forbidStartTerrains"), stringArray(d.forbidStartTerrains));
        if (!d.requireHexFeatures.isEmpty())
            o.insert(QStringLiteral("requireHexFeatures"), stringArray(d.requireHexFeatures));
        if (d.meetsOnlyAtDestination)
            o.insert(QStringLiteral("meetsOnlyAtDestination"), true);
        return o;
    });
    putList(root, "ranges", r.ranges, [](const RangeRule &g) {
        QJsonObject o = ruleBase(g);
        o.insert(QStringLiteral("value"), g.value);
        return o;
    });
    putList(root, "chances", r.chances, [](const ChanceWarning &c) { return ruleBase(c); });
    if (r.contest) {
        QJsonArray criteria;
        for (const auto &k : r.contest->criteria)
            criteria.append(
                QJsonObject{{QStringLiteral("key"), k.key},
                            {QStringLiteral("prefer"),
                             k.preferMore ? QStringLiteral("more") : QStringLiteral("fewer")},
                            {QStringLiteral("label"), text(k.label)}});
        root.insert(QStringLiteral("contest"),
                    QJsonObject{{QStringLiteral("criteria"), criteria},
                                {QStringLiteral("diceLast"), r.contest->diceLast},
                                {QStringLiteral("winnerFreesHexOnMovingOn"),
                                 r.contest->winnerFreesHexOnMovingOn},
                                {QStringLiteral("source"), source(r.contest->source)}});
    }
    if (r.defend)
        root.insert(QStringLiteral("defend"),
                    QJsonObject{{QStringLiteral("option"), r.defend->option},
                                {QStringLiteral("spread"), r.defend->spread},
                                {QStringLiteral("label"), text(r.defend->label)},
                                {QStringLiteral("source"), source(r.defend->source)}});
    if (!r.destinationMovement.isEmpty())
        root.insert(QStringLiteral("destinationMovement"),
                    QJsonObject{{QStringLiteral("mode"), r.destinationMovement},
                                {QStringLiteral("source"), source(r.destinationMovementSource)}});
    if (r.setupRequiresEnterable || !isEmptySource(r.setupSource))
        root.insert(QStringLiteral("setup"),
                    QJsonObject{{QStringLiteral("requireEnterable"), r.setupRequiresEnterable},
                                {QStringLiteral("source"), source(r.setupSource)}});
    return root;
}

QByteArray writeRuleset(const Ruleset &ruleset)
{
    return QJsonDocument(rulesetToJson(ruleset)).toJson(QJsonDocument::Indented);
}

QString saveRulesetFile(const Ruleset &ruleset, const QString &path)
{
    return safefile::writeFileAtomically(path, writeRuleset(ruleset));
}

namespace {

/// Sets `value` at `segments[i…]` inside `node`; false when the path does not exist.
bool setAt(QJsonValue &node, const QStringList &segments, qsizetype i, const QJsonValue &value)
{
    if (i == segments.size()) {
        node = value;
        return true;
    }
    const QString &s = segments[i];
    if (s.startsWith(QLatin1Char('['))) {
        if (!node.isArray())
            return false;
        bool ok = false;
        const int index = s.mid(1, s.size() - 2).toInt(&ok);
        QJsonArray a = node.toArray();
        if (!ok || index < 0 || index >= a.size())
            return false;
        QJsonValue child = a.at(index);
        if (!setAt(child, segments, i + 1, value))
            return false;
        a.replace(index, child);
        node = a;
        return true;
    }
    if (!node.isObject())
        return false;
    QJsonObject o = node.toObject();
    // A missing key may be added at the last step (an optional field given for the first time).
    if (!o.contains(s) && i + 1 != segments.size())
        return false;
    QJsonValue child = o.value(s);
    if (!setAt(child, segments, i + 1, value))
        return false;
    if (child.isUndefined())
        o.remove(s);
    else
        o.insert(s, child);
    node = o;
    return true;
}

} // namespace

RulesetLoadResult editRuleset(const Ruleset &ruleset, const QString &path, const QJsonValue &value)
{
    static const QRegularExpression segment(QStringLiteral("[^.\\[\\]]+|\\[\\d+\\]"));
    QStringList segments;
    for (auto it = segment.globalMatch(path); it.hasNext();)
        segments << it.next().captured();
    QJsonValue root = rulesetToJson(ruleset);
    if (segments.isEmpty() || !setAt(root, segments, 0, value)) {
        RulesetLoadResult r;
        r.error = RulesetWriterText::tr("%1: no such value in the ruleset").arg(path);
        return r;
    }
    return loadRuleset(QJsonDocument(root.toObject()).toJson(QJsonDocument::Compact));
}

} // namespace hexstride
