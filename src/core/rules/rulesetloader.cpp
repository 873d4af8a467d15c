#include "rulesetloader.h"

#include "fillpatterns.h"
#include "io/jsontext.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "map/hexmap.h"
#include "rulesetlimits.h"
#include "rulesetreader_p.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <functional>

namespace hexstride {

namespace rulesetreader {

void RulesetReader::read(const QJsonObject &root)
{
    const QString none;
    only(root, none,
         {"format",
          "version",
          "id",
          "name",
          "description",
          "sourceText",
          "terrains",
          "hexFeatures",
          "edgeFeatures",
          "unitOptions",
          "constraints",
          "conditions",
          "allowances",
          "costTables",
          "prohibitions",
          "modifiers",
          "rounding",
          "minimumStepCost",
          "stateChanges",
          "stopRules",
          "occupancy",
          "minimumMove",
          "turns",
          "scale",
          "destinations",
          "ranges",
          "chances",
          "contest",
          "defend",
          "setup",
          "destinationMovement"});
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("hexstride-ruleset"))
        fail(QStringLiteral("format"), RulesetLoaderText::tr("expected \"hexstride-ruleset\""));
    if (integer(root, QStringLiteral("version"), none, 0, true) != 1)
        fail(QStringLiteral("version"),
             RulesetLoaderText::tr("unsupported version (this build reads version 1)"));
    m_r.id = string(root, QStringLiteral("id"), none);
    m_r.name = text(root, QStringLiteral("name"), none);
    m_r.description = text(root, QStringLiteral("description"), none, false);
    m_r.sourceText = string(root, QStringLiteral("sourceText"), none, false);

    m_r.vocabulary.terrains
        = features(root.value(QStringLiteral("terrains")), QStringLiteral("terrains"), false);
    if (m_r.vocabulary.terrains.isEmpty())
        fail(QStringLiteral("terrains"), RulesetLoaderText::tr("expected at least one terrain"));
    if (root.contains(QStringLiteral("hexFeatures")))
        m_r.vocabulary.hexFeatures = features(root.value(QStringLiteral("hexFeatures")),
                                              QStringLiteral("hexFeatures"), false);
    if (root.contains(QStringLiteral("edgeFeatures")))
        m_r.vocabulary.edgeFeatures = features(root.value(QStringLiteral("edgeFeatures")),
                                               QStringLiteral("edgeFeatures"), true);
    if (m_r.vocabulary.terrains.size() > kMaxTerrainKinds)
        fail(QStringLiteral("terrains"),
             RulesetLoaderText::tr("at most %1 terrains").arg(kMaxTerrainKinds));
    if (m_r.vocabulary.hexFeatures.size() > kMaxFeatureKinds)
        fail(QStringLiteral("hexFeatures"),
             RulesetLoaderText::tr("at most %1 hex features").arg(kMaxFeatureKinds));
    if (m_r.vocabulary.edgeFeatures.size() > kMaxFeatureKinds)
        fail(QStringLiteral("edgeFeatures"),
             RulesetLoaderText::tr("at most %1 edge features").arg(kMaxFeatureKinds));
    m_terrainIds = ids(m_r.vocabulary.terrains);
    m_hexFeatureIds = ids(m_r.vocabulary.hexFeatures);
    m_edgeFeatureIds = ids(m_r.vocabulary.edgeFeatures);

    if (root.contains(QStringLiteral("unitOptions")))
        unitOptions(root.value(QStringLiteral("unitOptions")), QStringLiteral("unitOptions"));

    // Named conditions may refer to each other: learn the names first.
    const QJsonObject named
        = root.contains(QStringLiteral("conditions"))
              ? object(root.value(QStringLiteral("conditions")), QStringLiteral("conditions"))
              : QJsonObject();
    for (auto it = named.begin(); it != named.end(); ++it)
        m_namedIds.insert(it.key());
    for (auto it = named.begin(); it != named.end(); ++it)
        m_r.namedConditions.insert(
            it.key(), condition(it.value(), join(QStringLiteral("conditions"), it.key())));
    checkNamedConditions(named.keys());

    auto each = [&](const QString &key, bool required,
                    const std::function<void(const QJsonObject &, const QString &)> &f) {
        if (!root.contains(key)) {
            if (required)
                fail(key, RulesetLoaderText::tr("missing"));
            return;
        }
        const QJsonArray a = array(root.value(key), key);
        for (qsizetype i = 0; i < a.size(); ++i)
            f(object(a.at(i), at(key, i)), at(key, i));
    };

    each(QStringLiteral("constraints"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"forbid", "when", "implies", "message"});
        OptionConstraint c;
        c.message = text(o, QStringLiteral("message"), p);
        if (o.contains(QStringLiteral("implies"))) {
            const QString ip = join(p, QStringLiteral("implies"));
            const QJsonObject implied = object(o.value(QStringLiteral("implies")), ip);
            if (implied.isEmpty())
                fail(ip, RulesetLoaderText::tr("expected at least one option"));
            for (auto it = implied.begin(); it != implied.end(); ++it) {
                const UnitOption *option = m_r.option(it.key());
                if (!option)
                    fail(join(ip, it.key()), RulesetLoaderText::tr("unknown unit option"));
                if (!it.value().isString() || !option->hasChoice(it.value().toString()))
                    fail(join(ip, it.key()),
                         RulesetLoaderText::tr("expected a value of the option"));
                c.implies.insert(it.key(), it.value().toString());
            }
            c.when = condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when")));
        } else {
            c.forbid
                = condition(o.value(QStringLiteral("forbid")), join(p, QStringLiteral("forbid")));
        }
        m_r.constraints << c;
    });
    SeenIds allowanceIds;
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
            a.points = integer(o, QStringLiteral("points"), p, 0, true, 0, kMaxRulesetInteger);
        else
            fail(join(p, QStringLiteral("points")),
                 RulesetLoaderText::tr("expected a number or \"unlimited\""));
        a.bonus = integer(o, QStringLiteral("bonus"), p, 0);
        a.bonusEveryStep = optionalCondition(o, QStringLiteral("bonusEveryStep"), p);
        a.source = source(o, p);
        m_r.allowances << a;
    });
    SeenIds tableIds;
    each(QStringLiteral("costTables"), true, [&](const QJsonObject &o, const QString &p) {
        m_r.costTables << costTable(o, p, tableIds);
    });
    if (m_r.costTables.isEmpty())
        fail(QStringLiteral("costTables"),
             RulesetLoaderText::tr("expected at least one cost table"));
    SeenIds ruleIds;
    each(QStringLiteral("prohibitions"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "source"});
        m_r.prohibitions << Prohibition{
            uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
            condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
            source(o, p)};
    });
    static const QStringList effects{QStringLiteral("add"),      QStringLiteral("multiply"),
                                     QStringLiteral("set"),      QStringLiteral("fraction"),
                                     QStringLiteral("prohibit"), QStringLiteral("stop")};
    each(QStringLiteral("modifiers"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p,
             {"id", "label", "when", "effect", "value", "per", "group", "order", "tables",
              "overridesNotAllowed", "source"});
        Modifier m;
        m.id = uniqueId(o, p, ruleIds);
        m.label = text(o, QStringLiteral("label"), p);
        m.when = condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when")));
        const QString effect = string(o, QStringLiteral("effect"), p);
        const auto ei = effects.indexOf(effect);
        if (ei < 0)
            fail(join(p, QStringLiteral("effect")), RulesetLoaderText::tr("expected one of: %1")
                                                        .arg(effects.join(QStringLiteral(", "))));
        m.effect = static_cast<ModifierEffect>(ei);
        const bool needsValue
            = m.effect != ModifierEffect::Prohibit && m.effect != ModifierEffect::Stop;
        m.value = number(o, QStringLiteral("value"), p, 0, needsValue);
        if (const QString why = modifierValueProblem(m.effect, m.value); !why.isEmpty())
            fail(join(p, QStringLiteral("value")), why);
        m.per = string(o, QStringLiteral("per"), p, false);
        if (!m.per.isEmpty() && m.per != QLatin1String("rise") && m.per != QLatin1String("fall"))
            fail(join(p, QStringLiteral("per")),
                 RulesetLoaderText::tr("expected \"rise\" or \"fall\""));
        m.group = string(o, QStringLiteral("group"), p, false);
        m.order = integer(o, QStringLiteral("order"), p, 0);
        if (o.contains(QStringLiteral("tables"))) {
            m.tables
                = strings(o.value(QStringLiteral("tables")), join(p, QStringLiteral("tables")));
            for (const QString &t : std::as_const(m.tables)) {
                if (!tableIds.contains(t))
                    fail(join(p, QStringLiteral("tables")),
                         RulesetLoaderText::tr("unknown cost table \"%1\"").arg(quotedInput(t)));
            }
        }
        m.overridesNotAllowed = boolean(o, QStringLiteral("overridesNotAllowed"), p, false);
        if (m.overridesNotAllowed && m.effect != ModifierEffect::Set)
            fail(join(p, QStringLiteral("overridesNotAllowed")),
                 RulesetLoaderText::tr("only a \"set\" modifier can override \"not allowed\" "
                                       "(this one is \"%1\")")
                     .arg(effect));
        m.source = source(o, p);
        m_r.modifiers << m;
    });
    std::stable_sort(m_r.modifiers.begin(), m_r.modifiers.end(),
                     [](const Modifier &a, const Modifier &b) { return a.order < b.order; });
    if (root.contains(QStringLiteral("rounding"))) {
        m_r.rounding = string(root, QStringLiteral("rounding"), none);
        if (m_r.rounding != QLatin1String("up") && m_r.rounding != QLatin1String("down")
            && m_r.rounding != QLatin1String("nearest"))
            fail(QStringLiteral("rounding"),
                 RulesetLoaderText::tr("expected \"up\", \"down\" or \"nearest\""));
    }
    m_r.minimumStepCost = integer(root, QStringLiteral("minimumStepCost"), none, 1);
    if (m_r.minimumStepCost < 1)
        fail(QStringLiteral("minimumStepCost"), RulesetLoaderText::tr("expected at least 1"));
    each(QStringLiteral("stateChanges"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "set", "alsoUnitsEntered", "source"});
        StateChange s{uniqueId(o, p, ruleIds),
                      text(o, QStringLiteral("label"), p),
                      condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
                      {},
                      source(o, p),
                      boolean(o, QStringLiteral("alsoUnitsEntered"), p, false)};
        const QString sp = join(p, QStringLiteral("set"));
        const QJsonObject set = object(o.value(QStringLiteral("set")), sp);
        for (auto it = set.begin(); it != set.end(); ++it) {
            const UnitOption *opt = m_r.option(it.key());
            if (!opt)
                fail(
                    join(sp, it.key()),
                    RulesetLoaderText::tr("unknown unit option \"%1\"").arg(quotedInput(it.key())));
            if (!opt->hasChoice(it.value().toString()))
                fail(join(sp, it.key()),
                     RulesetLoaderText::tr("\"%1\" is not a value of option \"%2\"")
                         .arg(quotedInput(it.value().toString()), quotedInput(it.key())));
            s.set.insert(it.key(), it.value().toString());
        }
        m_r.stateChanges << s;
    });
    static const QStringList stopEffects{QStringLiteral("warn"), QStringLiteral("stop"),
                                         QStringLiteral("prohibit")};
    each(QStringLiteral("stopRules"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "effect", "source"});
        StopRule s{uniqueId(o, p, ruleIds),
                   text(o, QStringLiteral("label"), p),
                   condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
                   StopEffect::Warn,
                   {}};
        const auto ei = stopEffects.indexOf(string(o, QStringLiteral("effect"), p));
        if (ei < 0)
            fail(join(p, QStringLiteral("effect")),
                 RulesetLoaderText::tr("expected \"warn\", \"stop\" or \"prohibit\""));
        s.effect = static_cast<StopEffect>(ei);
        s.source = source(o, p);
        m_r.stopRules << s;
    });
    each(QStringLiteral("occupancy"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "pass", "end", "pauses", "source"});
        OccupancyRule rule{
            uniqueId(o, p, ruleIds),
            text(o, QStringLiteral("label"), p),
            condition(o.value(QStringLiteral("when")), join(p, QStringLiteral("when"))),
            boolean(o, QStringLiteral("pass"), p, true),
            boolean(o, QStringLiteral("end"), p, true),
            source(o, p)};
        if (o.contains(QStringLiteral("pauses"))) {
            const QString pp = join(p, QStringLiteral("pauses"));
            rule.noStopAt = 0;
            const QStringList names = strings(o.value(QStringLiteral("pauses")), pp);
            for (qsizetype i = 0; i < names.size(); ++i) {
                const qsizetype bit = pauseIds().indexOf(names[i]);
                if (bit < 0)
                    fail(at(pp, int(i)),
                         RulesetLoaderText::tr("expected \"period\", \"turn\" or \"orders\""));
                rule.noStopAt |= 1 << bit;
            }
        }
        m_r.occupancy << rule;
    });
    if (root.contains(QStringLiteral("minimumMove"))) {
        const QString p = QStringLiteral("minimumMove");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"hexes", "unless", "source"});
        m_r.minimumMove
            = MinimumMove{integer(o, QStringLiteral("hexes"), p, 0, true),
                          optionalCondition(o, QStringLiteral("unless"), p), source(o, p)};
        if (!o.contains(QStringLiteral("unless")))
            m_r.minimumMove.unless
                = Condition{Condition::Kind::Any, {}, {}, 0, {}}; // never excepted
    }
    {
        const QString p = QStringLiteral("turns");
        const QJsonObject o = object(root.value(p), p);
        only(o, p,
             {"name", "kind", "periods", "ordersSpanTurns", "hold", "hideCostsUntilDeclared",
              "sequence", "source"});
        TurnStructure &t = m_r.turns;
        t.name = text(o, QStringLiteral("name"), p);
        const QString kind = string(o, QStringLiteral("kind"), p, false);
        if (!kind.isEmpty() && kind != QLatin1String("turn") && kind != QLatin1String("round"))
            fail(join(p, QStringLiteral("kind")),
                 RulesetLoaderText::tr("expected \"turn\" or \"round\""));
        t.isRound = kind == QLatin1String("round");
        t.ordersSpanTurns = boolean(o, QStringLiteral("ordersSpanTurns"), p, false);
        t.hideCostsUntilDeclared = boolean(o, QStringLiteral("hideCostsUntilDeclared"), p, false);
        t.source = source(o, p);
        SeenIds periodIds;
        if (o.contains(QStringLiteral("periods"))) {
            const QJsonArray a
                = array(o.value(QStringLiteral("periods")), join(p, QStringLiteral("periods")));
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QString pp = at(join(p, QStringLiteral("periods")), i);
                const QJsonObject po = object(a.at(i), pp);
                only(po, pp, {"id", "label", "parent", "movers"});
                TurnPeriod period{uniqueId(po, pp, periodIds),
                                  text(po, QStringLiteral("label"), pp),
                                  string(po, QStringLiteral("parent"), pp, false), std::nullopt};
                if (po.contains(QStringLiteral("movers")))
                    period.movers = condition(po.value(QStringLiteral("movers")),
                                              join(pp, QStringLiteral("movers")));
                // probe15 P18: periodIds holds this period already, so "parent": itself passed.
                if (period.parent == period.id)
                    fail(join(pp, QStringLiteral("parent")),
                         RulesetLoaderText::tr("a period is not its own parent"));
                if (!period.parent.isEmpty()
                    && periodIds.value(lookAlikeKey(period.parent)) != period.parent)
                    fail(join(pp, QStringLiteral("parent")),
                         RulesetLoaderText::tr("unknown period \"%1\"")
                             .arg(quotedInput(period.parent)));
                t.periods << period;
            }
        }
        if (o.contains(QStringLiteral("sequence"))) {
            const QString sp = join(p, QStringLiteral("sequence"));
            const QJsonObject so = object(o.value(QStringLiteral("sequence")), sp);
            only(so, sp,
                 {"sides", "withinSide", "kind", "first", "encounterStops", "encounterPass",
                  "encounterEvade", "encounterDefend", "overrunSmallerOnly", "evasionTellsObstacle",
                  "startTogetherStops", "onePerHex", "order", "sight", "source"});
            if (so.contains(QStringLiteral("sides")))
                t.sideOrder
                    = strings(so.value(QStringLiteral("sides")), join(sp, QStringLiteral("sides")));
            readSequence(so, sp, t.sequence);
            t.withinSideOrder = string(so, QStringLiteral("withinSide"), sp, false);
            if (!t.withinSideOrder.isEmpty() && t.withinSideOrder != QLatin1String("number"))
                fail(join(sp, QStringLiteral("withinSide")),
                     RulesetLoaderText::tr("expected \"number\""));
        }
        if (o.contains(QStringLiteral("hold"))) {
            const QString hp = join(p, QStringLiteral("hold"));
            const QJsonObject h = object(o.value(QStringLiteral("hold")), hp);
            only(h, hp, {"tokens", "cost", "label"});
            t.holdTokens
                = strings(h.value(QStringLiteral("tokens")), join(hp, QStringLiteral("tokens")));
            t.holdCost = integer(h, QStringLiteral("cost"), hp, 1, true);
            t.holdLabel = text(h, QStringLiteral("label"), hp);
        }
    }
    if (root.contains(QStringLiteral("scale"))) {
        const QString p = QStringLiteral("scale");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"unit", "perHex", "allowancesInScaleUnits", "source"});
        m_r.scale = MapScale{
            string(o, QStringLiteral("unit"), p), number(o, QStringLiteral("perHex"), p, 0, true),
            boolean(o, QStringLiteral("allowancesInScaleUnits"), p, false), source(o, p)};
        if (m_r.scale.perHex <= 0)
            fail(join(p, QStringLiteral("perHex")),
                 RulesetLoaderText::tr("expected a positive number"));
    }
    each(QStringLiteral("destinations"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p,
             {"id", "label", "when", "maxDistance", "forbidTerrains", "forbidStartTerrains",
              "requireHexFeatures", "meetsOnlyAtDestination", "source"});
        DestinationRule d{uniqueId(o, p, ruleIds),
                          text(o, QStringLiteral("label"), p),
                          optionalCondition(o, QStringLiteral("when"), p),
                          integer(o, QStringLiteral("maxDistance"), p, -1),
                          {},
                          {},
                          {},
                          boolean(o, QStringLiteral("meetsOnlyAtDestination"), p, false),
                          source(o, p)};
        if (o.contains(QStringLiteral("forbidStartTerrains"))) {
            const QString fp = join(p, QStringLiteral("forbidStartTerrains"));
            d.forbidStartTerrains = strings(o.value(QStringLiteral("forbidStartTerrains")), fp);
            checkIds(d.forbidStartTerrains, m_terrainIds, fp, "terrain");
        }
        if (o.contains(QStringLiteral("forbidTerrains"))) {
            d.forbidTerrains = strings(o.value(QStringLiteral("forbidTerrains")),
                                       join(p, QStringLiteral("forbidTerrains")));
            checkIds(d.forbidTerrains, m_terrainIds, join(p, QStringLiteral("forbidTerrains")),
                     "terrain");
        }
        if (o.contains(QStringLiteral("requireHexFeatures"))) {
            d.requireHexFeatures = strings(o.value(QStringLiteral("requireHexFeatures")),
                                           join(p, QStringLiteral("requireHexFeatures")));
            checkIds(d.requireHexFeatures, m_hexFeatureIds,
                     join(p, QStringLiteral("requireHexFeatures")), "hex feature");
        }
        m_r.destinations << d;
    });
    each(QStringLiteral("ranges"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "value", "source"});
        m_r.ranges << RangeRule{uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
                                optionalCondition(o, QStringLiteral("when"), p),
                                number(o, QStringLiteral("value"), p, 0, true), source(o, p)};
    });
    checkScaledAllowances();
    each(QStringLiteral("chances"), false, [&](const QJsonObject &o, const QString &p) {
        only(o, p, {"id", "label", "when", "source"});
        m_r.chances << ChanceWarning{
            uniqueId(o, p, ruleIds), text(o, QStringLiteral("label"), p),
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
        static const QStringList keys{QStringLiteral("figures"), QStringLiteral("mpRemaining"),
                                      QStringLiteral("dailyMp")};
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QJsonObject co = object(a.at(i), at(cp, i));
            only(co, at(cp, i), {"key", "prefer", "label"});
            ContestCriterion k{string(co, QStringLiteral("key"), at(cp, i)), false,
                               text(co, QStringLiteral("label"), at(cp, i))};
            if (!keys.contains(k.key))
                fail(join(at(cp, i), QStringLiteral("key")),
                     RulesetLoaderText::tr("expected one of: %1")
                         .arg(keys.join(QStringLiteral(", "))));
            const QString prefer = string(co, QStringLiteral("prefer"), at(cp, i));
            if (prefer != QLatin1String("more") && prefer != QLatin1String("fewer"))
                fail(join(at(cp, i), QStringLiteral("prefer")),
                     RulesetLoaderText::tr("expected \"more\" or \"fewer\""));
            k.preferMore = prefer == QLatin1String("more");
            c.criteria << k;
        }
        c.diceLast = boolean(o, QStringLiteral("diceLast"), p, false);
        c.winnerFreesHexOnMovingOn
            = boolean(o, QStringLiteral("winnerFreesHexOnMovingOn"), p, false);
        c.source = source(o, p);
        m_r.contest = c;
    }
    if (root.contains(QStringLiteral("destinationMovement"))) {
        const QString p = QStringLiteral("destinationMovement");
        const QJsonObject o = object(root.value(p), p);
        only(o, p, {"mode", "source"});
        m_r.destinationMovement = string(o, QStringLiteral("mode"), p);
        if (m_r.destinationMovement != QLatin1String("direct-then-around"))
            fail(join(p, QStringLiteral("mode")),
                 RulesetLoaderText::tr("expected \"direct-then-around\""));
        m_r.destinationMovementSource = source(o, p);
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
        DefendRule d{string(o, QStringLiteral("option"), p),
                     integer(o, QStringLiteral("spread"), p, 1),
                     text(o, QStringLiteral("label"), p), source(o, p)};
        if (!m_r.option(d.option))
            fail(join(p, QStringLiteral("option")),
                 RulesetLoaderText::tr("unknown unit option \"%1\"").arg(quotedInput(d.option)));
        m_r.defend = d;
    }
    checkEncounterRules();
}

void RulesetReader::checkScaledAllowances()
{
    if (!m_r.scale.allowancesInScaleUnits)
        return;
    const auto check = [this](double value, const QString &what) {
        if (std::abs(hexesFromScaleUnits(value, m_r.scale)) > kMaxRulesetInteger)
            fail(QStringLiteral("scale.perHex"),
                 fillText(RulesetLoaderText::tr("%1 makes %2 more than %3 hexes, the most an "
                                                "allowance may be; give a larger perHex"),
                          {QString::number(m_r.scale.perHex, 'g', QLocale::FloatingPointShortest),
                           what, kMaxRulesetInteger}));
    };
    for (qsizetype i = 0; i < m_r.allowances.size(); ++i) {
        const Allowance &a = m_r.allowances.at(i);
        if (a.points < 0)
            continue; // unlimited
        check(a.points, join(at(QStringLiteral("allowances"), i), QStringLiteral("points")));
        check(a.points + a.bonus,
              join(at(QStringLiteral("allowances"), i), QStringLiteral("bonus")));
    }
    for (qsizetype i = 0; i < m_r.ranges.size(); ++i)
        check(m_r.ranges.at(i).value,
              join(at(QStringLiteral("ranges"), i), QStringLiteral("value")));
}

void RulesetReader::checkEncounterRules()
{
    const TurnSequence &q = m_r.turns.sequence;
    const QString sp = QStringLiteral("turns.sequence");
    if (!q.encounterEvade.isEmpty()) {
        QStringList chances;
        for (const ChanceWarning &c : m_r.chances)
            chances << c.id;
        checkIds({q.encounterEvade}, chances, join(sp, QStringLiteral("encounterEvade")),
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "chance"));
    }
    if (q.encounterDefend && !m_r.defend)
        fail(join(sp, QStringLiteral("encounterDefend")),
             RulesetLoaderText::tr("needs the ruleset's \"defend\" rule"));
}

void RulesetReader::readSequence(const QJsonObject &so, const QString &sp, TurnSequence &q)
{
    if (so.contains(QStringLiteral("kind"))) {
        const QString kind = string(so, QStringLiteral("kind"), sp);
        const qsizetype k = sequenceKindIds().indexOf(kind);
        if (k < 0)
            fail(join(sp, QStringLiteral("kind")),
                 RulesetLoaderText::tr("expected one of: %1")
                     .arg(sequenceKindIds().join(QStringLiteral(", "))));
        q.kind = SequenceKind(k);
    }
    if (so.contains(QStringLiteral("first")))
        q.first = condition(so.value(QStringLiteral("first")), join(sp, QStringLiteral("first")));
    if (so.contains(QStringLiteral("encounterStops"))) {
        const QString ep = join(sp, QStringLiteral("encounterStops"));
        q.encounterStops = strings(so.value(QStringLiteral("encounterStops")), ep);
        QStringList known;
        for (const StopRule &r : m_r.stopRules)
            known << r.id;
        checkIds(q.encounterStops, known, ep,
                 QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "stop rule"));
    }
    if (so.contains(QStringLiteral("encounterPass"))) {
        const QString pp = join(sp, QStringLiteral("encounterPass"));
        q.encounterPass = strings(so.value(QStringLiteral("encounterPass")), pp);
        checkIds(q.encounterPass,
                 {sideRelationId(SideRelation::Friendly), sideRelationId(SideRelation::Tolerant),
                  sideRelationId(SideRelation::Hostile)},
                 pp, QT_TRANSLATE_NOOP("hexstride::RulesetLoader", "relation"));
    }
    // Checked against `chances` and `defend` once they are read (checkEncounterRules).
    q.encounterEvade = string(so, QStringLiteral("encounterEvade"), sp, false);
    q.encounterDefend = boolean(so, QStringLiteral("encounterDefend"), sp, false);
    q.overrunSmallerOnly = boolean(so, QStringLiteral("overrunSmallerOnly"), sp, false);
    q.evasionTellsObstacle = boolean(so, QStringLiteral("evasionTellsObstacle"), sp, false);
    q.startTogetherStops = boolean(so, QStringLiteral("startTogetherStops"), sp, false);
    q.onePerHex = boolean(so, QStringLiteral("onePerHex"), sp, false);
    if (so.contains(QStringLiteral("order"))) {
        const QString op = join(sp, QStringLiteral("order"));
        const QJsonObject o = object(so.value(QStringLiteral("order")), op);
        only(o, op, {"by", "source"});
        const qsizetype k = movementOrderIds().indexOf(string(o, QStringLiteral("by"), op));
        if (k < 0)
            fail(join(op, QStringLiteral("by")),
                 RulesetLoaderText::tr("expected one of: %1")
                     .arg(movementOrderIds().join(QStringLiteral(", "))));
        q.order = k < 0 ? MovementOrder::Map : MovementOrder(k);
        q.orderSource = source(o, op);
    }
    if (so.contains(QStringLiteral("sight"))) {
        const QString gp = join(sp, QStringLiteral("sight"));
        const QJsonObject g = object(so.value(QStringLiteral("sight")), gp);
        only(g, gp, {"radius", "source"});
        q.sightRadius = integer(g, QStringLiteral("radius"), gp, 0, true);
        if (q.sightRadius < 0 || q.sightRadius > 1000)
            fail(join(gp, QStringLiteral("radius")), RulesetLoaderText::tr("expected 0 to 1000"));
        q.sightSource = source(g, gp);
    }
    q.source = source(so, sp, false);
}

} // namespace rulesetreader

using namespace rulesetreader;

RulesetLoadResult loadRuleset(const QByteArray &json, const QString &name)
{
    RulesetLoadResult result;
    const QString prefix = name.isEmpty() ? QString() : quotedPath(name) + QStringLiteral(": ");
    QJsonDocument doc;
    QString syntaxError;
    if (!parseJsonText(json, doc, syntaxError)) {
        result.error = prefix + syntaxError;
        return result;
    }
    if (!doc.isObject()) {
        result.error = prefix + RulesetLoaderText::tr("expected a JSON object");
        return result;
    }
    Ruleset r;
    try {
        RulesetReader(r).read(doc.object());
    } catch (const LoadError &e) {
        // A key is the file's own text: "ok\nFORGED LINE" stays on the message's line.
        result.error = prefix + quotedPath(e.path) + QStringLiteral(": ") + e.message;
        return result;
    }
    result.ruleset = std::move(r);
    return result;
}

RulesetLoadResult loadRulesetFile(const QString &path)
{
    QByteArray bytes;
    RulesetLoadResult r;
    if (!safefile::readFileBounded(path, safefile::kMaxRulesetBytes, bytes, r.error))
        return r;
    return loadRuleset(bytes, path);
}

} // namespace hexstride

namespace hexstride {

const QStringList &fillPatternIds()
{
    static const QStringList ids{QStringLiteral("solid"),      QStringLiteral("dots"),
                                 QStringLiteral("trees"),      QStringLiteral("hatch"),
                                 QStringLiteral("crosshatch"), QStringLiteral("waves"),
                                 QStringLiteral("peaks"),      QStringLiteral("marsh")};
    return ids;
}

namespace {
struct FillPatternText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::FillPattern)
};
} // namespace

QString fillPatternName(const QString &id)
{
    static const char *const names[]
        = {QT_TRANSLATE_NOOP("hexstride::FillPattern", "Solid"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Dots"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Trees"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Hatching"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Cross-hatching"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Waves"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Peaks"),
           QT_TRANSLATE_NOOP("hexstride::FillPattern", "Marsh")};
    const qsizetype i = fillPatternIds().indexOf(id);
    return i < 0 ? id : FillPatternText::tr(names[i]);
}

const QStringList &sequenceKindIds()
{
    static const QStringList ids{QStringLiteral("in-order"), QStringLiteral("simultaneous"),
                                 QStringLiteral("alternating"), QStringLiteral("encounters")};
    return ids;
}

const QStringList &movementOrderIds()
{
    static const QStringList ids{QStringLiteral("map"), QStringLiteral("sides"),
                                 QStringLiteral("random")};
    return ids;
}

const QStringList &pauseIds()
{
    static const QStringList ids{QStringLiteral("period"), QStringLiteral("turn"),
                                 QStringLiteral("orders")};
    return ids;
}

} // namespace hexstride
