#include "rulesetreader_p.h"

#include "fillpatterns.h"
#include "map/hexmap.h"
#include "map/labellimit.h"
#include "rulesetlimits.h"
#include "text/filltext.h"

#include <QLocale>
#include <algorithm>
#include <functional>

namespace hexstride::rulesetreader {

QList<FeatureDefinition> RulesetReader::features(const QJsonValue &v, const QString &path,
                                                 bool edges)
{
    const QStringList &patterns = fillPatternIds();
    static const QStringList drawKinds{QStringLiteral("river"),    QStringLiteral("road"),
                                       QStringLiteral("crossing"), QStringLiteral("barrier"),
                                       QStringLiteral("symbol"),   QString()};
    QList<FeatureDefinition> out;
    SeenIds seen;
    SeenNames names;
    const QJsonArray a = array(v, path);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = at(path, i);
        const QJsonObject o = object(a.at(i), p);
        only(o, p, {"id", "name", "colour", "pattern", "drawAs", "width"});
        FeatureDefinition d;
        d.id = uniqueId(o, p, seen);
        d.name = entryName(o, QStringLiteral("name"), p, names);
        const QString colour = string(o, QStringLiteral("colour"), p);
        bool ok = colour.size() == 7 && colour.startsWith(QLatin1Char('#'));
        const uint rgb = colour.mid(1).toUInt(&ok, 16);
        if (!ok || colour.size() != 7 || !colour.startsWith(QLatin1Char('#')))
            fail(join(p, QStringLiteral("colour")),
                 RulesetLoaderText::tr("expected a colour \"#rrggbb\""));
        d.colour = rgb;
        const QString pattern = o.contains(QStringLiteral("pattern"))
                                    ? string(o, QStringLiteral("pattern"), p)
                                    : QStringLiteral("solid");
        const auto pi = patterns.indexOf(pattern);
        if (pi < 0)
            fail(join(p, QStringLiteral("pattern")), RulesetLoaderText::tr("expected one of: %1")
                                                         .arg(patterns.join(QStringLiteral(", "))));
        d.pattern = static_cast<FillPattern>(pi);
        d.drawAs = string(o, QStringLiteral("drawAs"), p, false);
        if (!drawKinds.contains(d.drawAs))
            fail(join(p, QStringLiteral("drawAs")),
                 RulesetLoaderText::tr("expected river, road, crossing, barrier or symbol"));
        if (edges && d.drawAs.isEmpty())
            fail(join(p, QStringLiteral("drawAs")),
                 RulesetLoaderText::tr("an edge feature says how it is drawn"));
        d.width = number(o, QStringLiteral("width"), p, 1.0);
        out << d;
    }
    return out;
}

LocalizedText RulesetReader::entryName(const QJsonObject &o, const QString &key,
                                       const QString &path, SeenNames &seen)
{
    const LocalizedText name = text(o, key, path);
    for (const auto &[lang, value] :
         {std::pair{QStringLiteral("en"), name.en}, std::pair{QStringLiteral("ru"), name.ru}}) {
        const QString p = join(join(path, key), lang);
        if (value.size() > kMaxLabelChars)
            fail(p, RulesetLoaderText::tr("the name has %1 characters; a name holds at most %2")
                        .arg(QString::number(value.size()), QString::number(kMaxLabelChars)));
        if (hasNoVisibleCharacter(value))
            fail(p, RulesetLoaderText::tr("the name shows nothing (only spaces, blank fillers or "
                                          "combining marks): write a name the referee can read"));
        const QString seenKey = lang + QChar(0) + lookAlikeKey(value);
        const auto earlier = seen.constFind(seenKey);
        if (earlier == seen.cend())
            seen.insert(seenKey, {value, p});
        else if (earlier->first == value)
            fail(p, RulesetLoaderText::tr("\"%1\" is also the name at %2: each entry of the list "
                                          "needs a name of its own")
                        .arg(quotedInput(value), earlier->second));
        else
            fail(p, RulesetLoaderText::tr("\"%1\" reads as \"%2\", the name at %3, but is written "
                                          "otherwise: each entry of the list needs a name that "
                                          "reads differently")
                        .arg(quotedInput(value), quotedInput(earlier->first), earlier->second));
    }
    return name;
}

void RulesetReader::unitOptions(const QJsonValue &v, const QString &path)
{
    SeenIds seen;
    const QJsonArray a = array(v, path);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString p = at(path, i);
        const QJsonObject o = object(a.at(i), p);
        only(o, p, {"id", "label", "choices", "flag", "default", "scope", "source"});
        UnitOption opt;
        opt.id = uniqueId(o, p, seen);
        // probe15 P14: an option "side" meant the option to `move --unit side=…` and the army's
        // side on an orders line.
        static const QStringList reserved{QStringLiteral("side"), QStringLiteral("figures"),
                                          QStringLiteral("joins")};
        if (reserved.contains(opt.id))
            fail(join(p, QStringLiteral("id")),
                 RulesetLoaderText::tr("\"%1\" is a key of orders lines (side=, figures=, joins=), "
                                       "not free for a unit option")
                     .arg(opt.id));
        ordersWord(opt.id, join(p, QStringLiteral("id")));
        opt.label = text(o, QStringLiteral("label"), p);
        opt.flag = boolean(o, QStringLiteral("flag"), p, false);
        opt.source = source(o, p, false);
        if (o.contains(QStringLiteral("scope"))) {
            opt.scope = string(o, QStringLiteral("scope"), p);
            if (opt.scope != QLatin1String("unit") && opt.scope != QLatin1String("game"))
                fail(join(p, QStringLiteral("scope")),
                     RulesetLoaderText::tr("expected \"unit\" or \"game\""));
        }
        if (opt.flag) {
            opt.choices = {{QStringLiteral("yes"), {QStringLiteral("Yes"), QStringLiteral("Да")}},
                           {QStringLiteral("no"), {QStringLiteral("No"), QStringLiteral("Нет")}}};
            if (o.contains(QStringLiteral("choices")))
                fail(join(p, QStringLiteral("choices")),
                     RulesetLoaderText::tr("a flag has the choices yes and no only"));
        } else {
            const QString cp = join(p, QStringLiteral("choices"));
            const QJsonArray ca = array(o.value(QStringLiteral("choices")), cp);
            if (ca.isEmpty())
                fail(cp, RulesetLoaderText::tr("expected at least one choice"));
            SeenIds seenChoice;
            for (qsizetype k = 0; k < ca.size(); ++k) {
                const QString chp = at(cp, k);
                const QJsonObject co = object(ca.at(k), chp);
                only(co, chp, {"id", "label"});
                OptionChoice c;
                c.id = uniqueId(co, chp, seenChoice);
                ordersWord(c.id, join(chp, QStringLiteral("id")));
                c.label = text(co, QStringLiteral("label"), chp);
                opt.choices << c;
            }
        }
        opt.defaultValue = string(o, QStringLiteral("default"), p);
        if (!opt.hasChoice(opt.defaultValue))
            fail(join(p, QStringLiteral("default")),
                 RulesetLoaderText::tr("\"%1\" is not one of the choices")
                     .arg(quotedInput(opt.defaultValue)));
        m_r.unitOptions << opt;
    }
}

void RulesetReader::ordersWord(const QString &id, const QString &path)
{
    const bool fits = std::none_of(id.cbegin(), id.cend(), [](QChar ch) {
        return ch.isSpace() || ch == QLatin1Char('=') || ch == QLatin1Char('|');
    });
    if (!fits)
        fail(path, RulesetLoaderText::tr("\"%1\" holds a space, \"=\" or \"|\", which the "
                                         "KEY=VALUE options of an orders line cannot carry")
                       .arg(quotedInput(id)));
}

Condition RulesetReader::condition(const QJsonValue &v, const QString &path)
{
    const Condition all = conditionObject(v, path);
    if (!m_namedChecked)
        return all; // a named condition: checked with the others by checkNamedConditions()
    // Named conditions referring twice to one referring twice to … grow exponentially when the
    // engine writes them out: refuse that here instead of hanging at the first step.
    const qint64 size = expandedSize(all);
    if (size > kMaxConditionNodes)
        fail(path, RulesetLoaderText::tr(
                       "the condition grows to more than %1 tests once its named conditions "
                       "are written out")
                       .arg(kMaxConditionNodes));
    // Each rule, row and column is compiled on its own: 400 rows each just under the bound
    // above took 1.5 GB and hung check-ruleset (probe15 P24).
    m_conditionNodes += size;
    if (m_conditionNodes > kMaxRulesetConditionNodes)
        fail(path, RulesetLoaderText::tr("with this condition, the ruleset's conditions grow to "
                                         "more than %1 tests in all once their named conditions "
                                         "are written out (each rule, row and column writes out "
                                         "its own)")
                       .arg(kMaxRulesetConditionNodes));
    conditionDepth(all, 0, path, QString());
    return all;
}

Condition RulesetReader::conditionObject(const QJsonValue &v, const QString &path)
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
                fail(p, RulesetLoaderText::tr("expected at least one id"));
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
            list(Kind::EnterTerrain, m_terrainIds,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "terrain"));
        else if (key == QLatin1String("leave"))
            list(Kind::LeaveTerrain, m_terrainIds,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "terrain"));
        else if (key == QLatin1String("enterHas"))
            list(Kind::EnterHas, m_hexFeatureIds,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("leaveHas"))
            list(Kind::LeaveHas, m_hexFeatureIds,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("edgeHas"))
            list(Kind::EdgeHas, m_edgeFeatureIds,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "edge feature"));
        else if (key == QLatin1String("enterLacks"))
            negated(Kind::EnterHas, m_hexFeatureIds,
                    QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("leaveLacks"))
            negated(Kind::LeaveHas, m_hexFeatureIds,
                    QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "hex feature"));
        else if (key == QLatin1String("edgeLacks"))
            negated(Kind::EdgeHas, m_edgeFeatureIds,
                    QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "edge feature"));
        else if (key == QLatin1String("unit")) {
            const QJsonObject u = object(it.value(), p);
            c.kind = Kind::All;
            for (auto ui = u.begin(); ui != u.end(); ++ui) {
                const QString up = join(p, ui.key());
                const UnitOption *opt = m_r.option(ui.key());
                if (!opt)
                    fail(up, RulesetLoaderText::tr("unknown unit option \"%1\"")
                                 .arg(quotedInput(ui.key())));
                Condition uc;
                uc.kind = Kind::Unit;
                uc.key = ui.key();
                uc.ids = strings(ui.value(), up);
                for (const QString &val : std::as_const(uc.ids)) {
                    if (!opt->hasChoice(val))
                        fail(up, RulesetLoaderText::tr("\"%1\" is not a value of option \"%2\"")
                                     .arg(quotedInput(val), quotedInput(ui.key())));
                }
                c.children << uc;
            }
        } else if (key == QLatin1String("rise") || key == QLatin1String("fall")) {
            c.kind = key == QLatin1String("rise") ? Kind::Rise : Kind::Fall;
            const double levels = it.value().toDouble();
            if (!it.value().isDouble() || levels != std::floor(levels))
                fail(p, RulesetLoaderText::tr("expected a whole number of levels"));
            // probe15 P05: toInt() made 2147483648 a 0, and every step "too steep".
            if (std::abs(levels) > kMaxRiseLevels)
                fail(p, RulesetLoaderText::tr("%1 levels is out of range: a rise or fall is from "
                                              "-%2 to %2 levels, the most two elevations (-32768 "
                                              "to 32767) differ by")
                            .arg(QString::number(levels, 'g', QLocale::FloatingPointShortest))
                            .arg(kMaxRiseLevels));
            c.number = static_cast<int>(levels);
        } else if (key == QLatin1String("level")) {
            // level: true = no elevation change, false = any change
            if (!it.value().isBool())
                fail(p, RulesetLoaderText::tr("expected true or false"));
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
                    fail(p, RulesetLoaderText::tr("unknown named condition \"%1\"")
                                .arg(quotedInput(n)));
                c.children << Condition{Kind::Named, {}, n, 0, {}};
            }
        } else if (key == QLatin1String("enterUnit") || key == QLatin1String("adjacentUnit")
                   || key == QLatin1String("leaveAdjacentUnit")) {
            c.kind = key == QLatin1String("enterUnit")      ? Kind::EnterUnit
                     : key == QLatin1String("adjacentUnit") ? Kind::AdjacentUnit
                                                            : Kind::LeaveAdjacentUnit;
            c.key = it.value().toString();
            // Whether a friend moves this turn matters for passing through its hex only.
            const bool enterOnly = c.key == QLatin1String("stationary-friend")
                                   || c.key == QLatin1String("moving-friend");
            if (c.kind == Kind::EnterUnit && !enterOnly && c.key != QLatin1String("enemy")
                && c.key != QLatin1String("friend") && c.key != QLatin1String("any"))
                fail(p,
                     RulesetLoaderText::tr("expected \"enemy\", \"friend\", \"stationary-friend\", "
                                           "\"moving-friend\" or \"any\""));
            if (c.kind != Kind::EnterUnit && c.key != QLatin1String("enemy")
                && c.key != QLatin1String("friend") && c.key != QLatin1String("any"))
                fail(p, RulesetLoaderText::tr("expected \"enemy\", \"friend\" or \"any\""));
        } else if (key == QLatin1String("any") || key == QLatin1String("all")) {
            c.kind = key == QLatin1String("any") ? Kind::Any : Kind::All;
            const QJsonArray a = array(it.value(), p);
            for (qsizetype i = 0; i < a.size(); ++i)
                c.children << conditionObject(a.at(i), at(p, i));
        } else if (key == QLatin1String("not")) {
            c.kind = Kind::Not;
            c.children << conditionObject(it.value(), p);
        } else {
            fail(p, RulesetLoaderText::tr("unknown condition \"%1\"").arg(quotedInput(key)));
        }
        all.children << c;
    }
    return all;
}

qint64 RulesetReader::expandedSize(const Condition &c)
{
    if (c.kind == Condition::Kind::Named) {
        if (const auto it = m_namedSizes.constFind(c.key); it != m_namedSizes.constEnd())
            return *it;
        const qint64 size = expandedSize(m_r.namedConditions.value(c.key));
        m_namedSizes.insert(c.key, size);
        return size;
    }
    qint64 size = 1;
    for (const Condition &k : c.children)
        size = std::min(size + expandedSize(k), kMaxConditionNodes + 1);
    return size;
}

int RulesetReader::conditionDepth(const Condition &c, int level, const QString &path,
                                  const QString &owner)
{
    // Bounded by kMaxConditionDepth: a chain of 20000 named conditions is refused after 64 levels
    // instead of overflowing the stack (probe15 P01), and nothing the engine would cut at that
    // depth (a rule silently never holding, P04) loads.
    const auto tooDeep = [&] {
        fail(path, RulesetLoaderText::tr("named conditions and the all, any and not inside them "
                                         "nest more than %1 levels deep once written out (each "
                                         "named condition referred to counts 3 levels, each all, "
                                         "any or not 2)")
                       .arg(kMaxConditionDepth));
    };
    if (level > kMaxConditionDepth)
        tooDeep();
    if (c.kind != Condition::Kind::Named) {
        int below = 0;
        for (const Condition &k : c.children)
            below = std::max(below, 1 + conditionDepth(k, level + 1, path, owner));
        return below;
    }
    if (const auto it = m_namedDepths.constFind(c.key); it != m_namedDepths.constEnd()) {
        if (level + *it > kMaxConditionDepth)
            tooDeep();
        return *it;
    }
    if (m_writingOut.contains(c.key))
        fail(join(QStringLiteral("conditions"), owner),
             RulesetLoaderText::tr("named condition \"%1\" refers to itself")
                 .arg(quotedInput(c.key)));
    m_writingOut.insert(c.key);
    const int below = 1 + conditionDepth(m_r.namedConditions.value(c.key), level + 1, path, c.key);
    m_writingOut.remove(c.key);
    m_namedDepths.insert(c.key, below);
    return below;
}

void RulesetReader::checkNamedConditions(const QStringList &names)
{
    // Cycles and depth first: expandedSize recurses through the references.
    for (const QString &name : names) {
        const QString path = join(QStringLiteral("conditions"), name);
        conditionDepth(Condition{Condition::Kind::Named, {}, name, 0, {}}, 0, path, name);
    }
    for (const QString &name : names) {
        if (expandedSize(Condition{Condition::Kind::Named, {}, name, 0, {}}) > kMaxConditionNodes)
            fail(join(QStringLiteral("conditions"), name),
                 RulesetLoaderText::tr(
                     "the condition grows to more than %1 tests once its named conditions "
                     "are written out")
                     .arg(kMaxConditionNodes));
    }
    m_namedChecked = true;
}

CostTable RulesetReader::costTable(const QJsonObject &o, const QString &path, SeenIds &seen)
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
            fail(p, RulesetLoaderText::tr("expected at least one entry"));
        SeenIds axisSeen;
        SeenNames axisNames;
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString ap = at(p, i);
            const QJsonObject ao = object(a.at(i), ap);
            only(ao, ap, {"id", "label", "when", "cells", "sources"});
            CostAxis axis{uniqueId(ao, ap, axisSeen),
                          entryName(ao, QStringLiteral("label"), ap, axisNames),
                          optionalCondition(ao, QStringLiteral("when"), ap)};
            if (rows) {
                const QString cp = join(ap, QStringLiteral("cells"));
                const QJsonArray cells = array(ao.value(QStringLiteral("cells")), cp);
                if (cells.size() != t.columns.size())
                    fail(cp, RulesetLoaderText::tr("expected %1 cells, one per column, got %2")
                                 .arg(t.columns.size())
                                 .arg(cells.size()));
                QList<CostCell> row;
                for (qsizetype k = 0; k < cells.size(); ++k) {
                    const QJsonValue cv = cells.at(k);
                    // probe15 P16: the table's own CSV export of 0.0001 was refused when read
                    // back; the loader keeps the CSV reader's bound.
                    if (cv.isDouble() && cv.toDouble() > 0 && cv.toDouble() < kMinCostValue)
                        fail(at(cp, k), RulesetLoaderText::tr("%1 is between 0 and the smallest "
                                                              "cost, %2 MP: write 0 or at least %2")
                                            .arg(QString::number(cv.toDouble(), 'g',
                                                                 QLocale::FloatingPointShortest),
                                                 QString::number(kMinCostValue)));
                    else if (cv.isDouble() && cv.toDouble() >= 0 && cv.toDouble() <= kMaxCostValue)
                        row << CostCell{cv.toDouble(), {}};
                    else if (cv.isDouble() && cv.toDouble() > kMaxCostValue)
                        fail(at(cp, k), RulesetLoaderText::tr("%1 is more than the largest cost, "
                                                              "%2 MP")
                                            .arg(QString::number(cv.toDouble(), 'g',
                                                                 QLocale::FloatingPointShortest))
                                            .arg(kMaxCostValue, 0, 'f', 0));
                    else if (cv.isString() && cv.toString() == QLatin1String("no"))
                        row << CostCell{};
                    else if (cv.isDouble())
                        fail(at(cp, k),
                             RulesetLoaderText::tr("%1 is negative: a cost is 0 or more, or \"no\" "
                                                   "(not allowed)")
                                 .arg(cv.toDouble()));
                    else
                        fail(at(cp, k), RulesetLoaderText::tr("expected a number or \"no\""));
                }
                if (ao.contains(QStringLiteral("sources"))) {
                    // Per-cell sources where a table mixes values the text gives with assumed ones.
                    const QString sp = join(ap, QStringLiteral("sources"));
                    const QJsonArray sources = array(ao.value(QStringLiteral("sources")), sp);
                    if (sources.size() != row.size())
                        fail(sp, RulesetLoaderText::tr("expected %1 sources, one per cell, got %2")
                                     .arg(row.size())
                                     .arg(sources.size()));
                    for (qsizetype k = 0; k < sources.size(); ++k) {
                        if (!sources.at(k).isNull())
                            row[k].source = sourceValue(sources.at(k), at(sp, k));
                    }
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

} // namespace hexstride::rulesetreader

namespace hexstride {

QString modifierValueProblem(ModifierEffect effect, double value)
{
    using rulesetreader::RulesetLoaderText;
    const QString shown = QString::number(value, 'g', QLocale::FloatingPointShortest);
    if (effect == ModifierEffect::Multiply && value <= 0)
        return RulesetLoaderText::tr("multiplies costs by %1, which makes steps free or "
                                     "negative; a multiplier must be above 0")
            .arg(shown);
    if (effect == ModifierEffect::Set && value < 0)
        return RulesetLoaderText::tr("sets the cost to %1, below 0; a cost is 0 or more")
            .arg(shown);
    if (std::abs(value) > kMaxCostValue)
        return fillText(
            RulesetLoaderText::tr("%1 is larger than %2, the largest value of a modifier"),
            {shown, TextArg::formatted(kMaxCostValue, 0, 'f', 0)});
    return {};
}

double hexesFromScaleUnits(double value, const MapScale &scale)
{
    const double perHex = scale.allowancesInScaleUnits ? scale.perHex : 1.0;
    return std::floor(value / perHex + 1e-9);
}

int wholeHexesFromScaleUnits(double value, const MapScale &scale)
{
    const double hexes = hexesFromScaleUnits(value, scale);
    if (!(hexes > -kMaxRulesetInteger)) // NaN too
        return -kMaxRulesetInteger;
    return hexes < kMaxRulesetInteger ? static_cast<int>(hexes) : kMaxRulesetInteger;
}

} // namespace hexstride
