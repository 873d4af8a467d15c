#include "rulesetauthoring_parts.h"

#include "fillpatterns.h"
#include "map/vocabularymapping.h"
#include "rulesetauthoring_edit_p.h"
#include "rulesetwriter.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>
#include <functional>

namespace hexstride {

namespace authoring {

namespace {

QString walk(QJsonValue &v, const QString &path, const ObjectEdit &edit)
{
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonValue e = a.at(i);
            if (QString error = walk(e, fillText(QStringLiteral("%1[%2]"), {path, i}), edit);
                !error.isEmpty())
                return error;
            a.replace(i, e);
        }
        v = a;
        return {};
    }
    if (!v.isObject())
        return {};
    QJsonObject o = v.toObject();
    if (QString error = edit(o, path); !error.isEmpty())
        return error;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it.key() == QLatin1String("unit") || it.key() == QLatin1String("set")
            || it.key() == QLatin1String("implies"))
            continue;
        QJsonValue child = *it;
        const QString childPath = path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key();
        if (QString error = walk(child, childPath, edit); !error.isEmpty())
            return error;
        *it = child;
    }
    v = o;
    return {};
}

} // namespace

QString walkRoot(QJsonObject &json, const ObjectEdit &edit)
{
    QJsonValue root = json;
    const QString error = walk(root, QString(), edit);
    json = root.toObject();
    return error;
}

} // namespace authoring

using authoring::walkRoot;

namespace {

struct PartsText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetAuthoring)
};

RulesetLoadResult loadJson(const QJsonObject &json)
{
    return loadRuleset(QJsonDocument(json).toJson(QJsonDocument::Compact));
}

RulesetLoadResult refused(const QString &path, const QString &message)
{
    return {std::nullopt, path.isEmpty() ? message : path + QStringLiteral(": ") + message};
}

/// The keys whose lists name ids of a part: `positive` ones must keep at least one id (a test
/// that something is there), the others may lose their last (a "lacks" test or a forbidden
/// list of a part that no longer exists holds everywhere: the key goes).
struct IdKeys
{
    QStringList positive;
    QStringList optional;
};

IdKeys idKeys(VocabularyPart part)
{
    switch (part) {
    case VocabularyPart::HexFeature:
        return {{QStringLiteral("enterHas"), QStringLiteral("leaveHas"),
                 QStringLiteral("requireHexFeatures")},
                {QStringLiteral("enterLacks"), QStringLiteral("leaveLacks")}};
    case VocabularyPart::EdgeFeature:
        return {{QStringLiteral("edgeHas")}, {QStringLiteral("edgeLacks")}};
    default:
        return {{QStringLiteral("enter"), QStringLiteral("leave")},
                {QStringLiteral("forbidTerrains"), QStringLiteral("forbidStartTerrains")}};
    }
}

QJsonArray asArray(const QJsonValue &v)
{
    return v.isArray() ? v.toArray() : QJsonArray{v};
}

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QJsonObject textJson(const LocalizedText &t)
{
    return {{QStringLiteral("en"), t.en}, {QStringLiteral("ru"), t.ru}};
}

QJsonObject definitionJson(const FeatureSpec &s)
{
    QJsonObject o{{QStringLiteral("id"), s.id},
                  {QStringLiteral("name"), textJson(s.name)},
                  {QStringLiteral("colour"), s.colour},
                  {QStringLiteral("pattern"), s.pattern}};
    if (!s.drawAs.isEmpty())
        o.insert(QStringLiteral("drawAs"), s.drawAs);
    if (s.width != 1.0)
        o.insert(QStringLiteral("width"), s.width);
    return o;
}

/// The index of the entry with id `id` in a JSON list of objects, or -1.
qsizetype indexOfId(const QJsonArray &a, const QString &id)
{
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).toObject().value(QStringLiteral("id")).toString() == id)
            return i;
    }
    return -1;
}

RulesetLoadResult unknown(const QString &what, const QString &id)
{
    return refused(QString(), PartsText::tr("there is no %1 \"%2\"").arg(what, id));
}

QString partName(VocabularyPart part)
{
    switch (part) {
    case VocabularyPart::HexFeature:
        return PartsText::tr("hex feature");
    case VocabularyPart::EdgeFeature:
        return PartsText::tr("edge feature");
    default:
        return PartsText::tr("terrain");
    }
}

/// `list` moved: entry `from` to position `to` (clamped).
QJsonArray moved(QJsonArray list, qsizetype from, int to)
{
    const QJsonValue v = list.takeAt(from);
    list.insert(std::clamp<qsizetype>(to, 0, list.size()), v);
    return list;
}

/// Renames id `from` to `to` in every list of ids of `part`'s keys.
void renameIds(QJsonObject &json, VocabularyPart part, const QString &from, const QString &to)
{
    const IdKeys keys = idKeys(part);
    const QStringList all = keys.positive + keys.optional;
    walkRoot(json, [&](QJsonObject &o, const QString &) {
        for (const QString &key : all) {
            if (!o.contains(key))
                continue;
            QJsonArray ids = asArray(o.value(key));
            for (auto e = ids.begin(); e != ids.end(); ++e) {
                if (e->toString() == from)
                    *e = to;
            }
            o.insert(key, ids);
        }
        return QString();
    });
}

/// Whether a cost-table axis is selected by `id` alone through one of `keys`.
bool selectedBy(const QJsonObject &axis, const QStringList &keys, const QString &id)
{
    // The keys of a `when` object all hold together: one that names `id` alone can hold for no
    // hex once `id` is gone, so the axis could never be picked again (a terrain's twin row).
    const QJsonObject when = axis.value(QStringLiteral("when")).toObject();
    for (const QString &key : keys) {
        if (when.contains(key) && asArray(when.value(key)) == QJsonArray{id})
            return true;
    }
    return false;
}

/// Cost-table rows and columns selected by `id` alone go, with their cells.
void removeAxesOf(QJsonObject &json, const QStringList &keys, const QString &id)
{
    QJsonArray tables = json.value(QStringLiteral("costTables")).toArray();
    for (auto table = tables.begin(); table != tables.end(); ++table) {
        QJsonObject t = table->toObject();
        QJsonArray columns = t.value(QStringLiteral("columns")).toArray();
        QList<qsizetype> gone;
        for (qsizetype c = columns.size() - 1; c >= 0; --c) {
            if (selectedBy(columns.at(c).toObject(), keys, id)) {
                columns.removeAt(c);
                gone << c; // descending
            }
        }
        QJsonArray rows;
        for (const QJsonValue &row : t.value(QStringLiteral("rows")).toArray()) {
            if (selectedBy(row.toObject(), keys, id))
                continue;
            QJsonObject r = row.toObject();
            QJsonArray cells = r.value(QStringLiteral("cells")).toArray();
            for (qsizetype c : std::as_const(gone)) {
                if (c < cells.size())
                    cells.removeAt(c);
            }
            r.insert(QStringLiteral("cells"), cells);
            rows.append(r);
        }
        t.insert(QStringLiteral("columns"), columns);
        t.insert(QStringLiteral("rows"), rows);
        *table = t;
    }
    json.insert(QStringLiteral("costTables"), tables);
}

/// Applies `edit` to the unit option `id`'s JSON object; unknown option: an error.
RulesetLoadResult
withOption(const Ruleset &ruleset, const QString &id,
           const std::function<QString(QJsonObject &json, QJsonObject &option)> &edit)
{
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray options = json.value(QStringLiteral("unitOptions")).toArray();
    const qsizetype i = indexOfId(options, id);
    if (i < 0)
        return unknown(PartsText::tr("unit option"), id);
    QJsonObject option = options.at(i).toObject();
    if (const QString error = edit(json, option); !error.isEmpty())
        return refused(QString(), error);
    // `edit` may have changed other lists of `json`, not the options.
    options = json.value(QStringLiteral("unitOptions")).toArray();
    options.replace(i, option);
    json.insert(QStringLiteral("unitOptions"), options);
    return loadJson(json);
}

QJsonObject optionJson(const UnitOptionSpec &s, const QJsonValue &source)
{
    QJsonObject o{{QStringLiteral("id"), s.id},
                  {QStringLiteral("label"), textJson(s.label)},
                  {QStringLiteral("default"), s.defaultValue}};
    if (s.flag) {
        o.insert(QStringLiteral("flag"), true);
    } else {
        QJsonArray choices;
        for (const OptionChoice &c : s.choices)
            choices.append(QJsonObject{{QStringLiteral("id"), c.id},
                                       {QStringLiteral("label"), textJson(c.label)}});
        o.insert(QStringLiteral("choices"), choices);
    }
    if (s.scope != QLatin1String("unit"))
        o.insert(QStringLiteral("scope"), s.scope);
    if (!source.isUndefined())
        o.insert(QStringLiteral("source"), source);
    return o;
}

/// Renames option `from` to `to` (when they differ) and, of the option (by its new id), the
/// values `values` (old → new; an empty new value: the value leaves lists of values, an error
/// when a condition is then left with none) wherever rules name them.
QString renameOption(QJsonObject &json, const QString &from, const QString &to,
                     const QMap<QString, QString> &values)
{
    auto renamedMap = [&](QJsonObject map) {
        // {option: value} of state changes and implications.
        if (map.contains(from) && from != to) {
            const QJsonValue v = map.take(from);
            map.insert(to, v);
        }
        if (map.contains(to) && values.contains(map.value(to).toString())
            && !values.value(map.value(to).toString()).isEmpty())
            map.insert(to, values.value(map.value(to).toString()));
        return map;
    };
    const QString error = walkRoot(json, [&](QJsonObject &o, const QString &path) {
        if (o.value(QStringLiteral("unit")).isObject()) {
            QJsonObject unit = o.value(QStringLiteral("unit")).toObject();
            if (unit.contains(from) && from != to) {
                const QJsonValue v = unit.take(from);
                unit.insert(to, v);
            }
            if (unit.contains(to) && !values.isEmpty()) {
                QJsonArray kept;
                for (const QJsonValue &v : asArray(unit.value(to))) {
                    const QString id = v.toString();
                    const QString now = values.value(id, id);
                    if (!now.isEmpty() && !kept.contains(now))
                        kept.append(now);
                }
                if (kept.isEmpty())
                    return PartsText::tr("%1: this condition names no other value of \"%2\"; "
                                         "change or remove it first")
                        .arg(join(join(path, QStringLiteral("unit")), to), to);
                unit.insert(to, kept);
            }
            o.insert(QStringLiteral("unit"), unit);
        }
        for (const char *key : {"set", "implies"}) {
            if (o.value(QLatin1String(key)).isObject())
                o.insert(QLatin1String(key), renamedMap(o.value(QLatin1String(key)).toObject()));
        }
        return QString();
    });
    if (!error.isEmpty())
        return error;
    QJsonObject defend = json.value(QStringLiteral("defend")).toObject();
    if (defend.value(QStringLiteral("option")).toString() == from && from != to) {
        defend.insert(QStringLiteral("option"), to);
        json.insert(QStringLiteral("defend"), defend);
    }
    return {};
}

} // namespace

FeatureSpec featureSpec(const FeatureDefinition &d)
{
    return {d.id,
            d.name,
            QStringLiteral("#%1").arg(d.colour & 0xffffff, 6, 16, QLatin1Char('0')),
            fillPatternIds().at(qsizetype(d.pattern)),
            d.drawAs,
            d.width};
}

QString vocabularyKey(VocabularyPart part)
{
    switch (part) {
    case VocabularyPart::HexFeature:
        return QStringLiteral("hexFeatures");
    case VocabularyPart::EdgeFeature:
        return QStringLiteral("edgeFeatures");
    default:
        return QStringLiteral("terrains");
    }
}

const QList<FeatureDefinition> &vocabularyPart(const Ruleset &ruleset, VocabularyPart part)
{
    switch (part) {
    case VocabularyPart::HexFeature:
        return ruleset.vocabulary.hexFeatures;
    case VocabularyPart::EdgeFeature:
        return ruleset.vocabulary.edgeFeatures;
    default:
        return ruleset.vocabulary.terrains;
    }
}

RulesetLoadResult rulesetWithFeature(const Ruleset &ruleset, VocabularyPart part,
                                     const FeatureSpec &spec)
{
    if (part == VocabularyPart::Terrain) {
        const RulesetLoadResult added
            = rulesetWithTerrain(ruleset, {spec.id, spec.name, spec.colour, spec.pattern, {}});
        // drawAs and width, when given, are checked and kept as for the other parts.
        if (!added.ruleset || (spec.drawAs.isEmpty() && spec.width == 1.0))
            return added;
        return rulesetWithEditedFeature(*added.ruleset, part, spec.id, spec);
    }
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray list = json.value(vocabularyKey(part)).toArray();
    list.append(definitionJson(spec));
    json.insert(vocabularyKey(part), list);
    return loadJson(json);
}

RulesetLoadResult rulesetWithEditedFeature(const Ruleset &ruleset, VocabularyPart part,
                                           const QString &id, const FeatureSpec &spec)
{
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray list = json.value(vocabularyKey(part)).toArray();
    const qsizetype i = indexOfId(list, id);
    if (i < 0)
        return unknown(partName(part), id);
    if (spec.id != id) {
        if (indexOfId(list, spec.id) >= 0)
            return refused(fillText(QStringLiteral("%1[%2].id"), {vocabularyKey(part), i}),
                           PartsText::tr("\"%1\" is already the id of another %2")
                               .arg(spec.id, partName(part)));
        renameIds(json, part, id, spec.id);
    }
    list.replace(i, definitionJson(spec));
    json.insert(vocabularyKey(part), list);
    return loadJson(json);
}

RulesetLoadResult rulesetWithFeatureMoved(const Ruleset &ruleset, VocabularyPart part,
                                          const QString &id, int to)
{
    QJsonObject json = rulesetToJson(ruleset);
    const QJsonArray list = json.value(vocabularyKey(part)).toArray();
    const qsizetype i = indexOfId(list, id);
    if (i < 0)
        return unknown(partName(part), id);
    json.insert(vocabularyKey(part), moved(list, i, to));
    return loadJson(json);
}

RulesetLoadResult rulesetWithoutFeature(const Ruleset &ruleset, VocabularyPart part,
                                        const QString &id)
{
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray list = json.value(vocabularyKey(part)).toArray();
    const qsizetype i = indexOfId(list, id);
    if (i < 0)
        return unknown(partName(part), id);
    const IdKeys keys = idKeys(part);
    removeAxesOf(json, keys.positive, id);
    const QString error = walkRoot(json, [&](QJsonObject &o, const QString &path) {
        for (const QString &key : keys.positive + keys.optional) {
            if (!o.contains(key))
                continue;
            QJsonArray ids = asArray(o.value(key));
            if (!ids.contains(id))
                continue;
            for (qsizetype k = ids.size() - 1; k >= 0; --k) {
                if (ids.at(k).toString() == id)
                    ids.removeAt(k);
            }
            if (!ids.isEmpty())
                o.insert(key, ids);
            else if (keys.optional.contains(key))
                o.remove(key);
            else
                return PartsText::tr("%1: this rule names no %2 but \"%3\"; change or remove it "
                                     "first")
                    .arg(join(path, key), partName(part), id);
        }
        return QString();
    });
    if (!error.isEmpty())
        return refused(QString(), error);
    list.removeAt(i);
    json.insert(vocabularyKey(part), list);
    return loadJson(json);
}

UnitOptionSpec unitOptionSpec(const UnitOption &o)
{
    UnitOptionSpec s;
    s.id = o.id;
    s.label = o.label;
    s.flag = o.flag;
    if (!o.flag)
        s.choices = o.choices;
    s.defaultValue = o.defaultValue;
    s.scope = o.scope;
    return s;
}

RulesetLoadResult rulesetWithUnitOption(const Ruleset &ruleset, const UnitOptionSpec &spec)
{
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray options = json.value(QStringLiteral("unitOptions")).toArray();
    options.append(optionJson(spec, QJsonValue::Undefined));
    json.insert(QStringLiteral("unitOptions"), options);
    return loadJson(json);
}

RulesetLoadResult rulesetWithEditedUnitOption(const Ruleset &ruleset, const QString &id,
                                              const UnitOptionSpec &spec)
{
    const UnitOption *old = ruleset.option(id);
    if (old && spec.id != id && ruleset.option(spec.id))
        return refused(
            QString(),
            PartsText::tr("\"%1\" is already the id of another unit option").arg(spec.id));
    return withOption(ruleset, id, [&](QJsonObject &json, QJsonObject &option) {
        QMap<QString, QString> values; // old → new, empty: removed
        if (!old->flag && !spec.flag) {
            for (const OptionChoice &c : old->choices)
                values.insert(c.id, QString());
            for (qsizetype i = 0; i < spec.choices.size(); ++i) {
                const QString was = spec.renamedFrom.isEmpty()
                                        ? (i < old->choices.size() ? old->choices[i].id : QString())
                                        : spec.renamedFrom.value(i);
                if (!was.isEmpty())
                    values.insert(was, spec.choices[i].id);
            }
            for (auto it = values.begin(); it != values.end();) {
                it = it.key() == it.value() ? values.erase(it) : std::next(it);
            }
        }
        option = optionJson(spec, option.value(QStringLiteral("source")));
        return renameOption(json, id, spec.id, values);
    });
}

RulesetLoadResult rulesetWithUnitOptionMoved(const Ruleset &ruleset, const QString &id, int to)
{
    QJsonObject json = rulesetToJson(ruleset);
    const QJsonArray options = json.value(QStringLiteral("unitOptions")).toArray();
    const qsizetype i = indexOfId(options, id);
    if (i < 0)
        return unknown(PartsText::tr("unit option"), id);
    json.insert(QStringLiteral("unitOptions"), moved(options, i, to));
    return loadJson(json);
}

RulesetLoadResult rulesetWithoutUnitOption(const Ruleset &ruleset, const QString &id)
{
    QJsonObject json = rulesetToJson(ruleset);
    QJsonArray options = json.value(QStringLiteral("unitOptions")).toArray();
    const qsizetype i = indexOfId(options, id);
    if (i < 0)
        return unknown(PartsText::tr("unit option"), id);
    options.removeAt(i);
    json.insert(QStringLiteral("unitOptions"), options);
    // A rule still naming it is refused by the loader, at that rule.
    return loadJson(json);
}

RulesetLoadResult rulesetWithOptionValue(const Ruleset &ruleset, const QString &option,
                                         const OptionChoice &value)
{
    return withOption(ruleset, option, [&](QJsonObject &, QJsonObject &o) {
        QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
        choices.append(QJsonObject{{QStringLiteral("id"), value.id},
                                   {QStringLiteral("label"), textJson(value.label)}});
        o.insert(QStringLiteral("choices"), choices); // a flag's choices: the loader refuses
        return QString();
    });
}

RulesetLoadResult rulesetWithEditedOptionValue(const Ruleset &ruleset, const QString &option,
                                               const QString &value, const OptionChoice &edited)
{
    return withOption(ruleset, option, [&](QJsonObject &json, QJsonObject &o) {
        QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
        const qsizetype i = indexOfId(choices, value);
        if (i < 0)
            return PartsText::tr("\"%1\" is not a value of option \"%2\"").arg(value, option);
        if (edited.id != value && indexOfId(choices, edited.id) >= 0)
            return PartsText::tr("\"%1\" is already a value of option \"%2\"")
                .arg(edited.id, option);
        choices.replace(i, QJsonObject{{QStringLiteral("id"), edited.id},
                                       {QStringLiteral("label"), textJson(edited.label)}});
        o.insert(QStringLiteral("choices"), choices);
        if (edited.id == value)
            return QString();
        if (o.value(QStringLiteral("default")).toString() == value)
            o.insert(QStringLiteral("default"), edited.id);
        return renameOption(json, option, option, {{value, edited.id}});
    });
}

RulesetLoadResult rulesetWithOptionValueMoved(const Ruleset &ruleset, const QString &option,
                                              const QString &value, int to)
{
    return withOption(ruleset, option, [&](QJsonObject &, QJsonObject &o) {
        const QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
        const qsizetype i = indexOfId(choices, value);
        if (i < 0)
            return PartsText::tr("\"%1\" is not a value of option \"%2\"").arg(value, option);
        o.insert(QStringLiteral("choices"), moved(choices, i, to));
        return QString();
    });
}

RulesetLoadResult rulesetWithoutOptionValue(const Ruleset &ruleset, const QString &option,
                                            const QString &value)
{
    return withOption(ruleset, option, [&](QJsonObject &json, QJsonObject &o) {
        QJsonArray choices = o.value(QStringLiteral("choices")).toArray();
        const qsizetype i = indexOfId(choices, value);
        if (i < 0)
            return PartsText::tr("\"%1\" is not a value of option \"%2\"").arg(value, option);
        choices.removeAt(i);
        o.insert(QStringLiteral("choices"), choices);
        // The default, state changes and implications setting it: the loader refuses them.
        return renameOption(json, option, option, {{value, QString()}});
    });
}

RulesetLoadResult rulesetWithConstraint(const Ruleset &ruleset, const OptionConstraint &c)
{
    Ruleset r = ruleset;
    r.constraints << c;
    return loadJson(rulesetToJson(r));
}

RulesetLoadResult rulesetWithEditedConstraint(const Ruleset &ruleset, int index,
                                              const OptionConstraint &c)
{
    if (index < 0 || index >= ruleset.constraints.size())
        return refused(QString(), PartsText::tr("there is no constraint %1").arg(index + 1));
    Ruleset r = ruleset;
    r.constraints[index] = c;
    return loadJson(rulesetToJson(r));
}

RulesetLoadResult rulesetWithConstraintMoved(const Ruleset &ruleset, int index, int to)
{
    if (index < 0 || index >= ruleset.constraints.size())
        return refused(QString(), PartsText::tr("there is no constraint %1").arg(index + 1));
    Ruleset r = ruleset;
    r.constraints.move(index, std::clamp(to, 0, int(r.constraints.size()) - 1));
    return loadJson(rulesetToJson(r));
}

RulesetLoadResult rulesetWithoutConstraint(const Ruleset &ruleset, int index)
{
    if (index < 0 || index >= ruleset.constraints.size())
        return refused(QString(), PartsText::tr("there is no constraint %1").arg(index + 1));
    Ruleset r = ruleset;
    r.constraints.removeAt(index);
    return loadJson(rulesetToJson(r));
}

QMap<QString, QString> &MapRenames::part(VocabularyPart p)
{
    switch (p) {
    case VocabularyPart::HexFeature:
        return hexFeatures;
    case VocabularyPart::EdgeFeature:
        return edgeFeatures;
    default:
        return terrains;
    }
}

namespace {

int indexIn(const QList<FeatureDefinition> &defs, const QString &id)
{
    for (int i = 0; i < defs.size(); ++i) {
        if (defs[i].id == id)
            return i;
    }
    return VocabularyMapping::kRemove;
}

/// Where each id of a map's table goes: its rename (empty: removed), else itself.
std::vector<int> mappingOf(const IdTable &ids, const QList<FeatureDefinition> &to,
                           const QMap<QString, QString> &renames)
{
    std::vector<int> out;
    for (const QString &id : ids.ids()) {
        const QString now = renames.value(id, id);
        out.push_back(now.isEmpty() ? VocabularyMapping::kRemove : indexIn(to, now));
    }
    return out;
}

UnitProfile renamedProfile(const UnitProfile &profile, const MapRenames &r)
{
    UnitProfile out;
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        const QString option = r.options.value(it.key(), it.key());
        if (option.isEmpty())
            continue;
        const QString value = r.values.value(option).value(it.value(), it.value());
        if (!value.isEmpty())
            out.insert(option, value);
    }
    return out;
}

} // namespace

HexMap mapForRulesetEdit(const HexMap &map, const Ruleset &ruleset, const MapRenames &renames)
{
    const MapVocabulary &to = ruleset.vocabulary;
    VocabularyMapping m;
    m.terrains = mappingOf(map.terrains(), to.terrains, renames.terrains);
    for (int &t : m.terrains)
        t = std::max(t, 0); // a terrain the ruleset lacks: its first
    m.hexFeatures = mappingOf(map.hexFeatureIds(), to.hexFeatures, renames.hexFeatures);
    m.edgeFeatures = mappingOf(map.edgeFeatureIds(), to.edgeFeatures, renames.edgeFeatures);
    HexMap out = remappedMap(map, ruleset.id, to, m, 0);
    for (MapUnit &u : out.units())
        u.profile = renamedProfile(u.profile, renames);
    for (MovementPlan &p : out.plans())
        p.profile = renamedProfile(p.profile, renames);
    return out;
}

int mapUses(const HexMap &map, VocabularyPart part, const QString &id)
{
    if (part == VocabularyPart::Terrain) {
        const int index = map.terrains().indexOf(id);
        return index < 0 ? 0
                         : int(std::count(map.terrainLayer().begin(), map.terrainLayer().end(),
                                          std::uint8_t(index)));
    }
    const bool hexes = part == VocabularyPart::HexFeature;
    const int index = (hexes ? map.hexFeatureIds() : map.edgeFeatureIds()).indexOf(id);
    if (index < 0)
        return 0;
    const FeatureMask bit = FeatureMask(1u << index);
    const std::vector<FeatureMask> &layer = hexes ? map.hexFeatureLayer() : map.edgeLayer();
    return int(
        std::count_if(layer.begin(), layer.end(), [bit](FeatureMask m) { return (m & bit) != 0; }));
}

int profilesUsing(const HexMap &map, const QString &option, const QString &value)
{
    auto uses = [&](const UnitProfile &p) {
        return p.contains(option) && (value.isEmpty() || p.value(option) == value);
    };
    return int(std::count_if(map.units().begin(), map.units().end(),
                             [&](const MapUnit &u) { return uses(u.profile); })
               + std::count_if(map.plans().begin(), map.plans().end(),
                               [&](const MovementPlan &p) { return uses(p.profile); }));
}

} // namespace hexstride
