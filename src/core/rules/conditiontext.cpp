#include "conditiontext.h"

#include <QCoreApplication>

namespace hexstride {

namespace {

/// The translation context of the sentences (a class so that lupdate finds them).
struct ConditionText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ConditionText)
};

QString orList(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    const QString last = parts.last();
    return ConditionText::tr("%1 or %2")
        .arg(parts.first(parts.size() - 1).join(QStringLiteral(", ")), last);
}

QString unitRelation(const QString &key)
{
    if (key == QLatin1String("enemy"))
        return ConditionText::tr("an enemy unit");
    if (key == QLatin1String("friend"))
        return ConditionText::tr("a friendly unit");
    if (key == QLatin1String("stationary-friend"))
        return ConditionText::tr("a friendly unit that stays put");
    if (key == QLatin1String("moving-friend"))
        return ConditionText::tr("a friendly unit that moves");
    return ConditionText::tr("a unit");
}

QString optionValues(const Ruleset &r, const Condition &c, const QString &language)
{
    const UnitOption *o = r.option(c.key);
    QStringList values;
    for (const QString &v : c.ids) {
        QString value = v; // a value the ruleset does not list is shown as it is written
        for (const OptionChoice &choice : o ? o->choices : QList<OptionChoice>{}) {
            if (choice.id == v)
                value = choice.label.in(language);
        }
        values << value;
    }
    return ConditionText::tr("%1 is %2").arg(o ? o->label.in(language) : c.key, orList(values));
}

QString sentence(const Ruleset &r, const Condition &c, const QString &language, int depth)
{
    using K = Condition::Kind;
    const MapVocabulary &v = r.vocabulary;
    switch (c.kind) {
    case K::All:
    case K::Any: {
        if (c.children.isEmpty())
            return c.kind == K::All ? ConditionText::tr("always") : ConditionText::tr("never");
        QStringList parts;
        for (const Condition &child : c.children) {
            QString part = sentence(r, child, language, depth);
            // A nested list reads as one clause.
            if ((child.kind == K::All || child.kind == K::Any) && child.children.size() > 1)
                part = QStringLiteral("(%1)").arg(part);
            parts << part;
        }
        if (c.kind == K::Any)
            return orList(parts);
        const QString last = parts.takeLast();
        return parts.isEmpty()
                   ? last
                   : ConditionText::tr("%1 and %2").arg(parts.join(QStringLiteral(", ")), last);
    }
    case K::Not: {
        if (c.children.isEmpty())
            return ConditionText::tr("never");
        // The negations the rulesets use most read as plain sentences ("edgeLacks").
        const Condition &n = c.children.first();
        switch (n.kind) {
        case K::EdgeHas:
            return ConditionText::tr("not crossing %1")
                .arg(featureNames(v.edgeFeatures, n.ids, language));
        case K::EnterHas:
            return ConditionText::tr("the hex entered has no %1")
                .arg(featureNames(v.hexFeatures, n.ids, language));
        case K::LeaveHas:
            return ConditionText::tr("the hex left has no %1")
                .arg(featureNames(v.hexFeatures, n.ids, language));
        case K::EnterTerrain:
            return ConditionText::tr("not entering %1")
                .arg(featureNames(v.terrains, n.ids, language));
        case K::LeaveTerrain:
            return ConditionText::tr("not leaving %1")
                .arg(featureNames(v.terrains, n.ids, language));
        default:
            return ConditionText::tr("not (%1)").arg(sentence(r, n, language, depth));
        }
    }
    case K::EnterTerrain:
        return ConditionText::tr("entering %1").arg(featureNames(v.terrains, c.ids, language));
    case K::LeaveTerrain:
        return ConditionText::tr("leaving %1").arg(featureNames(v.terrains, c.ids, language));
    case K::EnterHas:
        return ConditionText::tr("the hex entered has %1")
            .arg(featureNames(v.hexFeatures, c.ids, language));
    case K::LeaveHas:
        return ConditionText::tr("the hex left has %1")
            .arg(featureNames(v.hexFeatures, c.ids, language));
    case K::EdgeHas:
        return ConditionText::tr("crossing %1").arg(featureNames(v.edgeFeatures, c.ids, language));
    case K::Unit:
        return optionValues(r, c, language);
    case K::Rise:
        return ConditionText::tr("climbing %n level(s) or more", nullptr, c.number);
    case K::Fall:
        return ConditionText::tr("descending %n level(s) or more", nullptr, c.number);
    case K::Named: {
        const auto it = r.namedConditions.constFind(c.key);
        // Spelled out, as far as a sensible depth (the loader refuses cycles; this is a guard).
        if (it == r.namedConditions.constEnd() || depth > 8)
            return c.key;
        return sentence(r, *it, language, depth + 1);
    }
    case K::EnterUnit:
        return ConditionText::tr("the hex entered holds %1").arg(unitRelation(c.key));
    case K::AdjacentUnit:
        return ConditionText::tr("a hex next to the one entered holds %1").arg(unitRelation(c.key));
    case K::LeaveAdjacentUnit:
        return ConditionText::tr("a hex next to the one left holds %1").arg(unitRelation(c.key));
    }
    return {};
}

} // namespace

QString featureNames(const QList<FeatureDefinition> &definitions, const QStringList &ids,
                     const QString &language)
{
    QStringList names;
    for (const QString &id : ids) {
        QString name = id;
        for (const FeatureDefinition &d : definitions) {
            if (d.id == id)
                name = d.name.in(language);
        }
        names << name;
    }
    return orList(names);
}

QString conditionText(const Ruleset &ruleset, const Condition &condition, const QString &language)
{
    return sentence(ruleset, condition, language, 0);
}

} // namespace hexstride
