#include "rulesetloader.h"

#include "map/hexmap.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <algorithm>
#include <functional>
#include <cmath>

namespace hexstride {

namespace {

QString trL(const char *text)
{
    return QCoreApplication::translate("hexstride::RulesetLoader", text);
}

/// Thrown inside the loader only; caught in loadRuleset and turned into the error text.
struct LoadError
{
    QString path;
    QString message;
};

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}
QString at(const QString &path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

[[noreturn]] void fail(const QString &path, const QString &message)
{
    throw LoadError{path, message};
}

/// Reads typed values from JSON, failing with the JSON path of the offending value.
class Reader
{
public:
    explicit Reader(Ruleset &r)
        : m_r(r)
    {}

    void read(const QJsonObject &root);

private:
    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject())
            fail(path, trL("expected an object"));
        return v.toObject();
    }
    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray())
            fail(path, trL("expected an array"));
        return v.toArray();
    }
    QString string(const QJsonObject &o, const QString &key, const QString &path, bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return QString();
        if (!v.isString() || (required && v.toString().isEmpty()))
            fail(join(path, key), trL("expected a non-empty string"));
        return v.toString();
    }
    double number(const QJsonObject &o, const QString &key, const QString &path, double fallback,
                  bool required = false)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return fallback;
        if (!v.isDouble())
            fail(join(path, key), trL("expected a number"));
        return v.toDouble();
    }
    int integer(const QJsonObject &o, const QString &key, const QString &path, int fallback,
                bool required = false)
    {
        const double d = number(o, key, path, fallback, required);
        if (d != std::floor(d) || std::abs(d) > 1e6)
            fail(join(path, key), trL("expected a whole number"));
        return static_cast<int>(d);
    }
    bool boolean(const QJsonObject &o, const QString &key, const QString &path, bool fallback)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            return fallback;
        if (!v.isBool())
            fail(join(path, key), trL("expected true or false"));
        return v.toBool();
    }
    QStringList strings(const QJsonValue &v, const QString &path)
    {
        if (v.isString())
            return {v.toString()};
        QStringList out;
        const QJsonArray a = array(v, path);
        for (qsizetype i = 0; i < a.size(); ++i) {
            if (!a.at(i).isString())
                fail(at(path, i), trL("expected a string"));
            out << a.at(i).toString();
        }
        return out;
    }
    LocalizedText text(const QJsonObject &o, const QString &key, const QString &path, bool required = true)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined() && !required)
            return {};
        const QJsonObject t = object(v, join(path, key));
        LocalizedText out{string(t, QStringLiteral("en"), join(path, key)),
                          string(t, QStringLiteral("ru"), join(path, key))};
        return out;
    }
    SourceRef source(const QJsonObject &o, const QString &path, bool required = true)
    {
        const QJsonValue v = o.value(QStringLiteral("source"));
        if (v.isUndefined()) {
            if (required)
                fail(join(path, QStringLiteral("source")),
                     trL("missing: every rule says where it comes from (\"quote\" or \"assumed\")"));
            return {};
        }
        const QString p = join(path, QStringLiteral("source"));
        const QJsonObject s = object(v, p);
        only(s, p, {"quote", "assumed"});
        SourceRef out{string(s, QStringLiteral("quote"), p, false), string(s, QStringLiteral("assumed"), p, false)};
        if (out.quote.isEmpty() == out.assumed.isEmpty())
            fail(p, trL("expected exactly one of \"quote\" and \"assumed\""));
        return out;
    }
    /// Unknown keys are errors: a misspelt key would otherwise silently drop a rule.
    void only(const QJsonObject &o, const QString &path, std::initializer_list<const char *> allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            bool known = false;
            for (const char *k : allowed)
                known = known || it.key() == QLatin1String(k);
            if (!known)
                fail(join(path, it.key()), trL("unknown key"));
        }
    }
    QString uniqueId(const QJsonObject &o, const QString &path, QSet<QString> &seen)
    {
        const QString id = string(o, QStringLiteral("id"), path);
        if (seen.contains(id))
            fail(join(path, QStringLiteral("id")), trL("duplicate id \"%1\"").arg(id));
        seen.insert(id);
        return id;
    }

    void checkIds(const QStringList &ids, const QStringList &known, const QString &path, const char *what)
    {
        for (const QString &id : ids) {
            if (!known.contains(id))
                fail(path, trL("unknown %1 \"%2\"").arg(trL(what), id));
        }
    }

    QList<FeatureDefinition> features(const QJsonValue &v, const QString &path, bool edges);
    void unitOptions(const QJsonValue &v, const QString &path);
    Condition condition(const QJsonValue &v, const QString &path);
    Condition optionalCondition(const QJsonObject &o, const QString &key, const QString &path)
    {
        return o.contains(key) ? condition(o.value(key), join(path, key)) : Condition{};
    }
    CostTable costTable(const QJsonObject &o, const QString &path, QSet<QString> &seen);
    void checkNamedCycles();
    QStringList ids(const QList<FeatureDefinition> &l) const
    {
        QStringList out;
        for (const auto &d : l)
            out << d.id;
        return out;
    }

    Ruleset &m_r;
    QStringList m_terrainIds, m_hexFeatureIds, m_edgeFeatureIds;
    QSet<QString> m_namedIds;
};

QList<FeatureDefinition> Reader::features(const QJsonValue &v, const QString &path, bool edges)
{
    static const QStringList patterns{QStringLiteral("solid"), QStringLiteral("dots"), QStringLiteral("trees"),
                                      QStringLiteral("hatch"), QStringLiteral("crosshatch"), QStringLiteral("waves"),
                                      QStringLiteral("peaks"), QStringLiteral("marsh")};
    static const QStringList drawKinds{QStringLiteral("river"), QStringLiteral("road"), QStringLiteral("crossing"),
                                       QStringLiteral("barrier"), QStringLiteral("symbol"), QString()};
    QList<FeatureDefinition> out;
    QSet<QString> seen;
    const QJsonArray a = array(v, path);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = at(path, i);
        const QJsonObject o = object(a.at(i), p);
        only(o, p, {"id", "name", "colour", "pattern", "drawAs", "width"});
        FeatureDefinition d;
        d.id = uniqueId(o, p, seen);
        d.name = text(o, QStringLiteral("name"), p);
        const QString colour = string(o, QStringLiteral("colour"), p);
        bool ok = colour.size() == 7 && colour.startsWith(QLatin1Char('#'));
        const uint rgb = colour.mid(1).toUInt(&ok, 16);
        if (!ok || colour.size() != 7 || !colour.startsWith(QLatin1Char('#')))
            fail(join(p, QStringLiteral("colour")), trL("expected a colour \"#rrggbb\""));
        d.colour = rgb;
        const QString pattern = o.contains(QStringLiteral("pattern")) ? string(o, QStringLiteral("pattern"), p)
                                                                      : QStringLiteral("solid");
        const auto pi = patterns.indexOf(pattern);
        if (pi < 0)
            fail(join(p, QStringLiteral("pattern")),
                 trL("expected one of: %1").arg(patterns.join(QStringLiteral(", "))));
        d.pattern = static_cast<FillPattern>(pi);
        d.drawAs = string(o, QStringLiteral("drawAs"), p, false);
        if (!drawKinds.contains(d.drawAs))
            fail(join(p, QStringLiteral("drawAs")), trL("expected river, road, crossing, barrier or symbol"));
        if (edges && d.drawAs.isEmpty())
            fail(join(p, QStringLiteral("drawAs")), trL("an edge feature says how it is drawn"));
        d.width = number(o, QStringLiteral("width"), p, 1.0);
        out << d;
    }
    return out;
}

void Reader::unitOptions(const QJsonValue &v, const QString &path)
{
    QSet<QString> seen;
    const QJsonArray a = array(v, path);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = at(path, i);
        const QJsonObject o = object(a.at(i), p);
        only(o, p, {"id", "label", "choices", "flag", "default", "scope", "source"});
        UnitOption opt;
        opt.id = uniqueId(o, p, seen);
        opt.label = text(o, QStringLiteral("label"), p);
        opt.flag = boolean(o, QStringLiteral("flag"), p, false);
        opt.source = source(o, p, false);
        if (o.contains(QStringLiteral("scope"))) {
            opt.scope = string(o, QStringLiteral("scope"), p);
            if (opt.scope != QLatin1String("unit") && opt.scope != QLatin1String("game"))
                fail(join(p, QStringLiteral("scope")), trL("expected \"unit\" or \"game\""));
        }
        if (opt.flag) {
            opt.choices = {{QStringLiteral("yes"), {QStringLiteral("yes"), QStringLiteral("да")}},
                           {QStringLiteral("no"), {QStringLiteral("no"), QStringLiteral("нет")}}};
            if (o.contains(QStringLiteral("choices")))
                fail(join(p, QStringLiteral("choices")), trL("a flag has the choices yes and no only"));
        } else {
            const QString cp = join(p, QStringLiteral("choices"));
            const QJsonArray ca = array(o.value(QStringLiteral("choices")), cp);
            if (ca.isEmpty())
                fail(cp, trL("expected at least one choice"));
            QSet<QString> seenChoice;
            for (qsizetype k = 0; k < ca.size(); ++k) {
                const QString chp = at(cp, k);
                const QJsonObject co = object(ca.at(k), chp);
                only(co, chp, {"id", "label"});
                OptionChoice c;
                c.id = uniqueId(co, chp, seenChoice);
                c.label = text(co, QStringLiteral("label"), chp);
                opt.choices << c;
            }
        }
        opt.defaultValue = string(o, QStringLiteral("default"), p);
        if (!opt.hasChoice(opt.defaultValue))
            fail(join(p, QStringLiteral("default")), trL("\"%1\" is not one of the choices").arg(opt.defaultValue));
        m_r.unitOptions << opt;
    }
}

Condition Reader::condition(const QJsonValue &v, const QString &path)
{
    using Kind = Condition::Kind;
    const QJsonObject o = object(v, path);
    Condition all;
    all.kind = Kind::All;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        const QString p = join(path, key);
        Condition c;
        auto list = [&](Kind k, const QStringList &known, const char *what) {
            c.kind = k;
            c.ids = strings(it.value(), p);
            if (c.ids.isEmpty())
                fail(p, trL("expected at least one id"));
            checkIds(c.ids, known, p, what);
        };
        auto negated = [&](Kind k, const QStringList &known, const char *what) {
            Condition inner;
            inner.kind = k;
            inner.ids = strings(it.value(), p);
            checkIds(inner.ids, known, p, what);
            c.kind = Kind::Not;
            c.children = {inner};
        };
        if (key == QLatin1String("enter"))
            list(Kind::EnterTerrain, m_terrainIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "terrain"));
        else if (key == QLatin1String("leave"))
            list(Kind::LeaveTerrain, m_terrainIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "terrain"));
        else if (key == QLatin1String("enterHas"))
            list(Kind::EnterHas, m_hexFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("leaveHas"))
            list(Kind::LeaveHas, m_hexFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("edgeHas"))
            list(Kind::EdgeHas, m_edgeFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "edge feature"));
        else if (key == QLatin1String("enterLacks"))
            negated(Kind::EnterHas, m_hexFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("leaveLacks"))
            negated(Kind::LeaveHas, m_hexFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("edgeLacks"))
            negated(Kind::EdgeHas, m_edgeFeatureIds, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "edge feature"));
        else if (key == QLatin1String("unit")) {
            const QJsonObject u = object(it.value(), p);
            c.kind = Kind::All;
            for (auto ui = u.begin(); ui != u.end(); ++ui) {
                const QString up = join(p, ui.key());
                const UnitOption *opt = m_r.option(ui.key());
                if (!opt)
                    fail(up, trL("unknown unit option \"%1\"").arg(ui.key()));
                Condition uc;
                uc.kind = Kind::Unit;
                uc.key = ui.key();
                uc.ids = strings(ui.value(), up);
                for (const QString &val : std::as_const(uc.ids)) {
                    if (!opt->hasChoice(val))
                        fail(up, trL("\"%1\" is not a value of option \"%2\"").arg(val, ui.key()));
                }
                c.children << uc;
            }
        } else if (key == QLatin1String("rise") || key == QLatin1String("fall")) {
            c.kind = key == QLatin1String("rise") ? Kind::Rise : Kind::Fall;
            if (!it.value().isDouble() || it.value().toDouble() != std::floor(it.value().toDouble()))
                fail(p, trL("expected a whole number of levels"));
            c.number = it.value().toInt();
        } else if (key == QLatin1String("level")) {
            // level: true = no elevation change, false = any change
            if (!it.value().isBool())
                fail(p, trL("expected true or false"));
            Condition up{Kind::Rise, {}, {}, 1, {}};
            Condition down{Kind::Fall, {}, {}, 1, {}};
            Condition changed{Kind::Any, {}, {}, 0, {up, down}};
            if (it.value().toBool())
                c = Condition{Kind::Not, {}, {}, 0, {changed}};
            else
                c = changed;
        } else if (key == QLatin1String("is")) {
            c.kind = Kind::All;
            for (const QString &n : strings(it.value(), p)) {
                if (!m_namedIds.contains(n))
                    fail(p, trL("unknown named condition \"%1\"").arg(n));
                c.children << Condition{Kind::Named, {}, n, 0, {}};
            }
        } else if (key == QLatin1String("enterUnit") || key == QLatin1String("adjacentUnit")
                   || key == QLatin1String("leaveAdjacentUnit")) {
            c.kind = key == QLatin1String("enterUnit")      ? Kind::EnterUnit
                     : key == QLatin1String("adjacentUnit") ? Kind::AdjacentUnit
                                                            : Kind::LeaveAdjacentUnit;
            c.key = it.value().toString();
            if (c.key != QLatin1String("enemy") && c.key != QLatin1String("friend") && c.key != QLatin1String("any"))
                fail(p, trL("expected \"enemy\", \"friend\" or \"any\""));
        } else if (key == QLatin1String("any") || key == QLatin1String("all")) {
            c.kind = key == QLatin1String("any") ? Kind::Any : Kind::All;
            const QJsonArray a = array(it.value(), p);
            for (qsizetype i = 0; i < a.size(); ++i)
                c.children << condition(a.at(i), at(p, i));
        } else if (key == QLatin1String("not")) {
            c.kind = Kind::Not;
            c.children << condition(it.value(), p);
        } else {
            fail(p, trL("unknown condition \"%1\"").arg(key));
        }
        all.children << c;
    }
    return all;
}

CostTable Reader::costTable(const QJsonObject &o, const QString &path, QSet<QString> &seen)
{
    only(o, path, {"id", "label", "when", "columns", "rows", "source"});
    CostTable t;
    t.id = uniqueId(o, path, seen);
    t.label = text(o, QStringLiteral("label"), path);
    t.when = optionalCondition(o, QStringLiteral("when"), path);
    t.source = source(o, path);
    auto axes = [&](const QString &key, bool rows) {
        const QString p = join(path, key);
        const QJsonArray a = array(o.value(key), p);
        if (a.isEmpty())
            fail(p, trL("expected at least one entry"));
        QSet<QString> axisSeen;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ap = at(p, i);
            const QJsonObject ao = object(a.at(i), ap);
            only(ao, ap, {"id", "label", "when", "cells"});
            CostAxis axis{uniqueId(ao, ap, axisSeen), text(ao, QStringLiteral("label"), ap),
                          optionalCondition(ao, QStringLiteral("when"), ap)};
            if (rows) {
                const QString cp = join(ap, QStringLiteral("cells"));
                const QJsonArray cells = array(ao.value(QStringLiteral("cells")), cp);
                if (cells.size() != t.columns.size())
                    fail(cp, trL("expected %1 cells, one per column, got %2").arg(t.columns.size()).arg(cells.size()));
                QList<CostCell> row;
                for (qsizetype k = 0; k < cells.size(); ++k) {
                    const QJsonValue cv = cells.at(k);
                    if (cv.isDouble() && cv.toDouble() >= 0)
                        row << CostCell{cv.toDouble()};
                    else if (cv.isString() && cv.toString() == QLatin1String("no"))
                        row << CostCell{};
                    else
                        fail(at(cp, k), trL("expected a number or \"no\""));
                }
                t.cells << row;
                t.rows << axis;
            } else {
                t.columns << axis;
            }
        }
    };
    axes(QStringLiteral("columns"), false);
    axes(QStringLiteral("rows"), true);
    return t;
}

void Reader::checkNamedCycles()
{
    // Depth-first search over references between named conditions.
    QHash<QString, int> state; // 1 visiting, 2 done
    std::function<void(const QString &)> visit;
    std::function<void(const Condition &, const QString &)> walk = [&](const Condition &c, const QString &owner) {
        if (c.kind == Condition::Kind::Named) {
            if (state.value(c.key) == 1)
                fail(join(QStringLiteral("conditions"), owner),
                     trL("named condition \"%1\" refers to itself").arg(c.key));
            visit(c.key);
        }
        for (const auto &k : c.children)
            walk(k, owner);
    };
    visit = [&](const QString &n) {
        if (state.value(n) == 2)
            return;
        state[n] = 1;
        walk(m_r.namedConditions.value(n), n);
        state[n] = 2;
    };
    for (auto it = m_r.namedConditions.cbegin(); it != m_r.namedConditions.cend(); ++it)
        visit(it.key());
}

void Reader::read(const QJsonObject &root)
{
    const QString none;
    only(root, none,
         {"format", "version", "id", "name", "description", "sourceText", "terrains", "hexFeatures", "edgeFeatures",
          "unitOptions", "constraints", "conditions", "allowances", "costTables", "prohibitions", "modifiers",
          "rounding", "minimumStepCost", "stateChanges", "stopRules", "occupancy", "minimumMove", "turns", "scale",
          "destinations", "ranges", "chances", "contest", "defend", "setup"});
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("hexstride-ruleset"))
        fail(QStringLiteral("format"), trL("expected \"hexstride-ruleset\""));
    if (integer(root, QStringLiteral("version"), none, 0, true) != 1)
        fail(QStringLiteral("version"), trL("unsupported version (this build reads version 1)"));
    m_r.id = string(root, QStringLiteral("id"), none);
    m_r.name = text(root, QStringLiteral("name"), none);
    m_r.description = text(root, QStringLiteral("description"), none, false);
    m_r.sourceText = string(root, QStringLiteral("sourceText"), none, false);

    m_r.vocabulary.terrains = features(root.value(QStringLiteral("terrains")), QStringLiteral("terrains"), false);
    if (m_r.vocabulary.terrains.isEmpty())
        fail(QStringLiteral("terrains"), trL("expected at least one terrain"));
    if (root.contains(QStringLiteral("hexFeatures")))
        m_r.vocabulary.hexFeatures = features(root.value(QStringLiteral("hexFeatures")), QStringLiteral("hexFeatures"), false);
    if (root.contains(QStringLiteral("edgeFeatures")))
        m_r.vocabulary.edgeFeatures = features(root.value(QStringLiteral("edgeFeatures")), QStringLiteral("edgeFeatures"), true);
    if (m_r.vocabulary.terrains.size() > kMaxTerrainKinds)
        fail(QStringLiteral("terrains"), trL("at most %1 terrains").arg(kMaxTerrainKinds));
    if (m_r.vocabulary.hexFeatures.size() > kMaxFeatureKinds)
        fail(QStringLiteral("hexFeatures"), trL("at most %1 hex features").arg(kMaxFeatureKinds));
    if (m_r.vocabulary.edgeFeatures.size() > kMaxFeatureKinds)
        fail(QStringLiteral("edgeFeatures"), trL("at most %1 edge features").arg(kMaxFeatureKinds));
    m_terrainIds = ids(m_r.vocabulary.terrains);
    m_hexFeatureIds = ids(m_r.vocabulary.hexFeatures);
    m_edgeFeatureIds = ids(m_r.vocabulary.edgeFeatures);

    if (root.contains(QStringLiteral("unitOptions")))
        unitOptions(root.value(QStringLiteral("unitOptions")), QStringLiteral("unitOptions"));

    // Named conditions may refer to each other: learn the names first.
    const QJsonObject named = root.contains(QStringLiteral("conditions"))
                                  ? object(root.value(QStringLiteral("conditions")), QStringLiteral("conditions"))
                                  : QJsonObject();
    for (auto it = named.begin(); it != named.end(); ++it)
        m_namedIds.insert(it.key());
    for (auto it = named.begin(); it != named.end(); ++it)
        m_r.namedConditions.insert(it.key(), condition(it.value(), join(QStringLiteral("conditions"), it.key())));
    checkNamedCycles();

    auto each = [&](const QString &key, bool required, const std::function<void(const QJsonObject &, const QString &)> &f) {
        if (!root.contains(key)) {
            if (required)
                fail(key, trL("missing"));
            return;
        }
        const QJsonArray a = array(root.value(key), key);
        for (qsizetype i = 0; i < a.size(); ++i)
            f(object(a.at(i), at(key, i)), at(key, i));
    };

    each(QStringLiteral("constraints"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"forbid", "message"});
        m_r.constraints << OptionConstraint{condition(o.value(QStringLiteral("forbid")), join(p, QStringLiteral("forbid"))),
                                            text(o, QStringLiteral("message"), p)};
    });
    QSet<QString> allowanceIds;
    each(QStringLiteral("allowances"), true, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "points", "bonus", "bonusEveryStep", "source"});
        Allowance a;
        a.id = uniqueId(o, p, allowanceIds);
        a.label = text(o, QStringLiteral("label"), p);
        a.when = optionalCondition(o, QStringLiteral("when"), p);
        const QJsonValue pts = o.value(QStringLiteral("points"));
        if (pts.isString() && pts.toString() == QLatin1String("unlimited"))
            a.points = -1;
        else if (pts.isDouble() && pts.toDouble() >= 0)
            a.points = static_cast<int>(pts.toDouble());
        else
            fail(join(p, QStringLiteral("points")), trL("expected a number or \"unlimited\""));
        a.bonus = integer(o, QStringLiteral("bonus"), p, 0);
        a.bonusEveryStep = optionalCondition(o, QStringLiteral("bonusEveryStep"), p);
        a.source = source(o, p);
        m_r.allowances << a;
    });
    QSet<QString> tableIds;
    each(QStringLiteral("costTables"), true, [&](const QJsonObject &o, const QString &p) {
        m_r.costTables << costTable(o, p, tableIds);
    });
    if (m_r.costTables.isEmpty())
        fail(QStringLiteral("costTables"), trL("expected at least one cost table"));
    QSet<QString> ruleIds;
    each(QStringLiteral("prohibitions"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "source"});
        m_r.prohibitions << Prohibition{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                                        condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
                                        source(o, p)};
    });
    static const QStringList effects{QStringLiteral("add"), QStringLiteral("multiply"), QStringLiteral("set"),
                                     QStringLiteral("fraction"), QStringLiteral("prohibit"), QStringLiteral("stop")};
    each(QStringLiteral("modifiers"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "effect", "value", "per", "group", "order", "tables", "source"});
        Modifier m;
        m.id = uniqueId(o, p, ruleIds);
        m.label = text(o, QStringLiteral("label"), p);
        m.when = condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when")));
        const QString effect = string(o, QStringLiteral("effect"), p);
        const auto ei = effects.indexOf(effect);
        if (ei < 0)
            fail(join(p, QStringLiteral("effect")), trL("expected one of: %1").arg(effects.join(QStringLiteral(", "))));
        m.effect = static_cast<ModifierEffect>(ei);
        const bool needsValue = m.effect != ModifierEffect::Prohibit && m.effect != ModifierEffect::Stop;
        m.value = number(o, QStringLiteral("value"), p, 0, needsValue);
        m.per = string(o, QStringLiteral("per"), p, false);
        if (!m.per.isEmpty() && m.per != QLatin1String("rise") && m.per != QLatin1String("fall"))
            fail(join(p, QStringLiteral("per")), trL("expected \"rise\" or \"fall\""));
        m.group = string(o, QStringLiteral("group"), p, false);
        m.order = integer(o, QStringLiteral("order"), p, 0);
        if (o.contains(QStringLiteral("tables"))) {
            m.tables = strings(o.value(QStringLiteral("tables")), join(p, QStringLiteral("tables")));
            for (const QString &t : std::as_const(m.tables)) {
                if (!tableIds.contains(t))
                    fail(join(p, QStringLiteral("tables")), trL("unknown cost table \"%1\"").arg(t));
            }
        }
        m.source = source(o, p);
        m_r.modifiers << m;
    });
    std::stable_sort(m_r.modifiers.begin(), m_r.modifiers.end(),
                     [](const Modifier &a, const Modifier &b) { return a.order < b.order; });
    if (root.contains(QStringLiteral("rounding"))) {
        m_r.rounding = string(root, QStringLiteral("rounding"), none);
        if (m_r.rounding != QLatin1String("up") && m_r.rounding != QLatin1String("down")
            && m_r.rounding != QLatin1String("nearest"))
            fail(QStringLiteral("rounding"), trL("expected \"up\", \"down\" or \"nearest\""));
    }
    m_r.minimumStepCost = integer(root, QStringLiteral("minimumStepCost"), none, 1);
    if (m_r.minimumStepCost < 1)
        fail(QStringLiteral("minimumStepCost"), trL("expected at least 1"));
    each(QStringLiteral("stateChanges"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "set", "source"});
        StateChange s{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                      condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))), {}, source(o, p)};
        const QString sp = join(p, QStringLiteral("set"));
        const QJsonObject set = object(o.value(QStringLiteral("set")), sp);
        for (auto it = set.begin(); it != set.end(); ++it) {
            const UnitOption *opt = m_r.option(it.key());
            if (!opt)
                fail(join(sp, it.key()), trL("unknown unit option \"%1\"").arg(it.key()));
            if (!opt->hasChoice(it.value().toString()))
                fail(join(sp, it.key()), trL("\"%1\" is not a value of option \"%2\"").arg(it.value().toString(), it.key()));
            s.set.insert(it.key(), it.value().toString());
        }
        m_r.stateChanges << s;
    });
    static const QStringList stopEffects{QStringLiteral("warn"), QStringLiteral("stop"), QStringLiteral("prohibit")};
    each(QStringLiteral("stopRules"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "effect", "source"});
        StopRule s{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                   condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))), StopEffect::Warn, {}};
        const auto ei = stopEffects.indexOf(string(o, QStringLiteral("effect"), p));
        if (ei < 0)
            fail(join(p, QStringLiteral("effect")), trL("expected \"warn\", \"stop\" or \"prohibit\""));
        s.effect = static_cast<StopEffect>(ei);
        s.source = source(o, p);
        m_r.stopRules << s;
    });
    each(QStringLiteral("occupancy"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "pass", "end", "source"});
        m_r.occupancy << OccupancyRule{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                                       condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
                                       boolean(o, QStringLiteral("pass"), p, true), boolean(o, QStringLiteral("end"), p, true),
                                       source(o, p)};
    });
    if (root.contains(QStringLiteral("minimumMove"))) {
        const QString p = QStringLiteral("minimumMove");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"hexes", "unless", "source"});
        m_r.minimumMove = MinimumMove{integer(o, QStringLiteral("hexes"), p, 0, true),
                                      optionalCondition(o, QStringLiteral("unless"), p), source(o, p)};
        if (!o.contains(QStringLiteral("unless")))
            m_r.minimumMove.unless = Condition{Condition::Kind::Any, {}, {}, 0, {}}; // never excepted
    }
    {
        const QString p = QStringLiteral("turns");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"name", "periods", "ordersSpanTurns", "hold", "hideCostsUntilDeclared", "sequence", "source"});
        TurnStructure &t = m_r.turns;
        t.name = text(o, QStringLiteral("name"), p);
        t.ordersSpanTurns = boolean(o, QStringLiteral("ordersSpanTurns"), p, false);
        t.hideCostsUntilDeclared = boolean(o, QStringLiteral("hideCostsUntilDeclared"), p, false);
        t.source = source(o, p);
        QSet<QString> periodIds;
        if (o.contains(QStringLiteral("periods"))) {
            const QJsonArray a = array(o.value(QStringLiteral("periods")), join(p, QStringLiteral("periods")));
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QString pp = at(join(p, QStringLiteral("periods")), i);
                const QJsonObject po = object(a.at(i), pp);
                only(po, pp, {"id", "label", "parent"});
                TurnPeriod period{uniqueId(po, pp, periodIds), text(po, QStringLiteral("label"), pp),
                                  string(po, QStringLiteral("parent"), pp, false)};
                if (!period.parent.isEmpty() && !periodIds.contains(period.parent))
                    fail(join(pp, QStringLiteral("parent")), trL("unknown period \"%1\"").arg(period.parent));
                t.periods << period;
            }
        }
        if (o.contains(QStringLiteral("sequence"))) {
            const QString sp = join(p, QStringLiteral("sequence"));
            const QJsonObject so = object(o.value(QStringLiteral("sequence")), sp);
            only(so, sp, {"sides", "withinSide"});
            t.sideOrder = strings(so.value(QStringLiteral("sides")), join(sp, QStringLiteral("sides")));
            t.withinSideOrder = string(so, QStringLiteral("withinSide"), sp, false);
            if (!t.withinSideOrder.isEmpty() && t.withinSideOrder != QLatin1String("number"))
                fail(join(sp, QStringLiteral("withinSide")), trL("expected \"number\""));
        }
        if (o.contains(QStringLiteral("hold"))) {
            const QString hp = join(p, QStringLiteral("hold"));
            const QJsonObject h = object(o.value(QStringLiteral("hold")), hp);
            only(h, hp, {"tokens", "cost", "label"});
            t.holdTokens = strings(h.value(QStringLiteral("tokens")), join(hp, QStringLiteral("tokens")));
            t.holdCost = integer(h, QStringLiteral("cost"), hp, 1, true);
            t.holdLabel = text(h, QStringLiteral("label"), hp);
        }
    }
    if (root.contains(QStringLiteral("scale"))) {
        const QString p = QStringLiteral("scale");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"unit", "perHex", "allowancesInScaleUnits", "source"});
        m_r.scale = MapScale{string(o, QStringLiteral("unit"), p), number(o, QStringLiteral("perHex"), p, 0, true),
                             boolean(o, QStringLiteral("allowancesInScaleUnits"), p, false), source(o, p)};
        if (m_r.scale.perHex <= 0)
            fail(join(p, QStringLiteral("perHex")), trL("expected a positive number"));
    }
    each(QStringLiteral("destinations"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "maxDistance", "forbidTerrains", "requireHexFeatures", "source"});
        DestinationRule d{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                          optionalCondition(o, QStringLiteral("when"), p),
                          integer(o, QStringLiteral("maxDistance"), p, -1), {}, {}, source(o, p)};
        if (o.contains(QStringLiteral("forbidTerrains"))) {
            d.forbidTerrains = strings(o.value(QStringLiteral("forbidTerrains")), join(p, QStringLiteral("forbidTerrains")));
            checkIds(d.forbidTerrains, m_terrainIds, join(p, QStringLiteral("forbidTerrains")), "terrain");
        }
        if (o.contains(QStringLiteral("requireHexFeatures"))) {
            d.requireHexFeatures = strings(o.value(QStringLiteral("requireHexFeatures")), join(p, QStringLiteral("requireHexFeatures")));
            checkIds(d.requireHexFeatures, m_hexFeatureIds, join(p, QStringLiteral("requireHexFeatures")), "hex feature");
        }
        m_r.destinations << d;
    });
    each(QStringLiteral("ranges"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "value", "source"});
        m_r.ranges << RangeRule{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                                optionalCondition(o, QStringLiteral("when"), p),
                                number(o, QStringLiteral("value"), p, 0, true), source(o, p)};
    });
    each(QStringLiteral("chances"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "source"});
        m_r.chances << ChanceWarning{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                                     condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
                                     source(o, p)};
    });
    if (root.contains(QStringLiteral("contest"))) {
        const QString p = QStringLiteral("contest");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"criteria", "diceLast", "winnerFreesHexOnMovingOn", "source"});
        ContestRule c;
        const QString cp = join(p, QStringLiteral("criteria"));
        const QJsonArray a = array(o.value(QStringLiteral("criteria")), cp);
        static const QStringList keys{QStringLiteral("figures"), QStringLiteral("mpRemaining"), QStringLiteral("dailyMp")};
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonObject co = object(a.at(i), at(cp, i));
            only(co, at(cp, i), {"key", "prefer", "label"});
            ContestCriterion k{string(co, QStringLiteral("key"), at(cp, i)), false, text(co, QStringLiteral("label"), at(cp, i))};
            if (!keys.contains(k.key))
                fail(join(at(cp, i), QStringLiteral("key")), trL("expected one of: %1").arg(keys.join(QStringLiteral(", "))));
            const QString prefer = string(co, QStringLiteral("prefer"), at(cp, i));
            if (prefer != QLatin1String("more") && prefer != QLatin1String("fewer"))
                fail(join(at(cp, i), QStringLiteral("prefer")), trL("expected \"more\" or \"fewer\""));
            k.preferMore = prefer == QLatin1String("more");
            c.criteria << k;
        }
        c.diceLast = boolean(o, QStringLiteral("diceLast"), p, false);
        c.winnerFreesHexOnMovingOn = boolean(o, QStringLiteral("winnerFreesHexOnMovingOn"), p, false);
        c.source = source(o, p);
        m_r.contest = c;
    }
    if (root.contains(QStringLiteral("setup"))) {
        const QString p = QStringLiteral("setup");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"requireEnterable", "source"});
        m_r.setupRequiresEnterable = boolean(o, QStringLiteral("requireEnterable"), p, false);
        m_r.setupSource = source(o, p);
    }
    if (root.contains(QStringLiteral("defend"))) {
        const QString p = QStringLiteral("defend");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"option", "spread", "label", "source"});
        DefendRule d{string(o, QStringLiteral("option"), p), integer(o, QStringLiteral("spread"), p, 1),
                     text(o, QStringLiteral("label"), p), source(o, p)};
        if (!m_r.option(d.option))
            fail(join(p, QStringLiteral("option")), trL("unknown unit option \"%1\"").arg(d.option));
        m_r.defend = d;
    }
}

} // namespace

RulesetLoadResult loadRuleset(const QByteArray &json, const QString &name)
{
    RulesetLoadResult result;
    const QString prefix = name.isEmpty() ? QString() : name + QStringLiteral(": ");
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        result.error = prefix + trL("JSON syntax error at offset %1: %2").arg(pe.offset).arg(pe.errorString());
        return result;
    }
    if (!doc.isObject()) {
        result.error = prefix + trL("expected a JSON object");
        return result;
    }
    Ruleset r;
    try {
        Reader(r).read(doc.object());
    } catch (const LoadError &e) {
        result.error = prefix + e.path + QStringLiteral(": ") + e.message;
        return result;
    }
    result.ruleset = std::move(r);
    return result;
}

RulesetLoadResult loadRulesetFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        RulesetLoadResult r;
        r.error = trL("%1: cannot read: %2").arg(path, f.errorString());
        return r;
    }
    return loadRuleset(f.readAll(), path);
}

} // namespace hexstride
