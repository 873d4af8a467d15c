#include "movementrules.h"

#include "sidepassage.h"
#include "unitindex.h"
#include "unitsteprules.h"

#include "io/messagetext.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct MovementRulesText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MovementRules)
};
constexpr qsizetype kCacheSize = 16;
} // namespace

MovementRules::MovementRules(std::shared_ptr<const Ruleset> ruleset)
    : m_ruleset(std::move(ruleset))
{}

QString MovementRules::checkProfile(const UnitProfile &profile) const
{
    for (auto it = profile.cbegin(); it != profile.cend(); ++it) {
        const UnitOption *opt = m_ruleset->option(it.key());
        if (!opt) {
            QStringList known;
            for (const auto &o : m_ruleset->unitOptions)
                known << o.id;
            return MovementRulesText::tr("unknown unit option \"%1\" (options: %2)")
                .arg(quotedInput(it.key()), known.join(QStringLiteral(", ")));
        }
        if (!opt->hasChoice(it.value())) {
            QStringList values;
            for (const auto &c : opt->choices)
                values << c.id;
            return MovementRulesText::tr("\"%1\" is not a value of unit option \"%2\" (values: %3)")
                .arg(quotedInput(it.value()), quotedInput(it.key()),
                     values.join(QStringLiteral(", ")));
        }
    }
    const UnitProfile full = m_ruleset->withDefaults(profile);
    for (const auto &c : m_ruleset->constraints) {
        if (c.isImplication()) {
            if (!profileMatches(c.when, m_ruleset->namedConditions, full))
                continue;
            for (auto it = c.implies.cbegin(); it != c.implies.cend(); ++it) {
                if (full.value(it.key()) != it.value())
                    return MovementRulesText::tr(
                               "%1=%2 contradicts the rules, which imply %1=%3: %4")
                        .arg(it.key(), full.value(it.key()), it.value(),
                             c.message.in(QLocale().name()));
            }
            continue;
        }
        if (profileMatches(c.forbid, m_ruleset->namedConditions, full))
            return MovementRulesText::tr("not allowed: %1").arg(c.message.in(QLocale().name()));
    }
    return QString();
}

QList<const TurnPeriod *> movementPeriods(const Ruleset &r, const UnitProfile &profile)
{
    QList<const TurnPeriod *> out;
    for (const TurnPeriod &p : r.turns.periods) {
        if (p.movers && profileMatches(*p.movers, r.namedConditions, profile))
            out << &p;
    }
    return out;
}

std::shared_ptr<const StepCostModel> MovementRules::model(const HexMap &map,
                                                          const UnitProfile &profile) const
{
    return profileRules(map, profile)->model;
}

namespace {
ProfileRules compileProfileRules(const std::shared_ptr<const Ruleset> &ruleset, const HexMap &map,
                                 const UnitProfile &full)
{
    const Ruleset &r = *ruleset;
    const auto compile = [&](const Condition &c) {
        return CompiledCondition::compile(c, map, r.namedConditions, full, nullptr);
    };
    ProfileRules out{full,
                     std::make_shared<const StepCostModel>(ruleset, map, full),
                     movementPeriods(r, full),
                     {},
                     {},
                     {},
                     {},
                     compile(r.minimumMove.unless)};
    for (const StopRule &rule : r.stopRules)
        out.stopRules.push_back(compile(rule.when));
    for (const OccupancyRule &rule : r.occupancy)
        out.occupancy.push_back(compile(rule.when));
    for (const ChanceWarning &c : r.chances)
        out.chances.push_back(compile(c.when));
    for (const StateChange &sc : r.stateChanges)
        out.stateChanges.push_back(compile(sc.when));
    out.unitBits = out.model->unitBitsRead() | out.minimumMoveUnless.unitBitsRead();
    for (const auto *kind : {&out.stopRules, &out.occupancy, &out.chances, &out.stateChanges}) {
        for (const CompiledCondition &c : *kind)
            out.unitBits |= c.unitBitsRead();
    }
    return out;
}
} // namespace

std::shared_ptr<const ProfileRules> MovementRules::profileRules(const HexMap &map,
                                                                const UnitProfile &profile) const
{
    const auto sameVocabulary = [&](const CacheEntry &e) {
        return e.terrains == map.terrains().ids() && e.hexFeatures == map.hexFeatureIds().ids()
               && e.edgeFeatures == map.edgeFeatureIds().ids();
    };
    QMutexLocker lock(&m_mutex);
    // Asked for as before (every unit of a turn with the same options): no defaults to fill in.
    for (qsizetype i = 0; i < m_cache.size(); ++i) {
        if (m_cache[i].requested == profile && sameVocabulary(m_cache[i])) {
            if (i > 0)
                m_cache.move(i, 0);              // most recently used first
            m_cache.first().requested = profile; // stepCostFast checks it by identity
            return m_cache.first().rules;
        }
    }
    lock.unlock();
    const UnitProfile full = m_ruleset->withDefaults(profile);
    lock.relock();
    for (qsizetype i = 0; i < m_cache.size(); ++i) {
        const CacheEntry &e = m_cache[i];
        if (e.profile == full && sameVocabulary(e)) {
            if (i > 0)
                m_cache.move(i, 0);
            m_cache.first().requested = profile;
            return m_cache.first().rules;
        }
    }
    auto rules = std::make_shared<const ProfileRules>(compileProfileRules(m_ruleset, map, full));
    m_cache.prepend(CacheEntry{full, profile, map.terrains().ids(), map.hexFeatureIds().ids(),
                               map.edgeFeatureIds().ids(), rules->model, rules});
    if (m_cache.size() > kCacheSize)
        m_cache.removeLast();
    return rules;
}

int MovementRules::stepCostFast(const HexMap &map, Hex from, Direction d,
                                const UnitProfile &profile) const
{
    if (!map.contains(from))
        return -1;
    {
        // The common case in a loop: the same profile object and map as last time.
        QMutexLocker lock(&m_mutex);
        if (!m_cache.isEmpty()) {
            const CacheEntry &e = m_cache.first();
            if (e.requested.isSharedWith(profile) && e.terrains.isSharedWith(map.terrains().ids())
                && e.hexFeatures.isSharedWith(map.hexFeatureIds().ids())
                && e.edgeFeatures.isSharedWith(map.edgeFeatureIds().ids()))
                return e.model->cost(map, from, d);
        }
    }
    return model(map, profile)->cost(map, from, d);
}

int MovementRules::explainStep(const HexMap &map, Hex from, Direction d, const UnitProfile &profile,
                               const QString &side, StepTrace *trace) const
{
    const Hex to = neighbour(from, d);
    if (!map.contains(from) || !map.contains(to)) {
        if (trace)
            trace->append(
                TraceItem{TraceItem::Kind::OffMap, {}, {}, {}, {}, ModifierEffect::Prohibit, 0, 0});
        return -1;
    }
    const auto compiled = profileRules(map, profile);
    StepFacts f = compiled->model->facts(map, from, to, d);
    f.units = unitFactsOf(*m_ruleset, map, from, to, side, from);
    const int cost = compiled->model->evaluate(f, trace);
    if (cost < 0)
        return cost;
    // The rules about units, as a move applies them: the step forbidden names its rule.
    const UnitsVerdict units = unitsVerdict(*m_ruleset, *compiled, f);
    if (const auto reason = units.reason(); reason && trace)
        trace->append(*reason);
    return units.blocked() ? -1 : cost;
}

bool hasPlannedMove(const HexMap &map, const QString &unitName)
{
    for (const MovementPlan &plan : map.plans()) {
        if (plan.unit != unitName || unitName.isEmpty())
            continue;
        for (const QString &order : plan.orders) {
            if (parseDirection(map.grid().orientation, order))
                return true; // a step, not a hold
        }
    }
    return false;
}

std::uint8_t unitFactsOf(const Ruleset &r, const HexMap &map, Hex from, Hex to, const QString &side,
                         Hex start)
{
    std::uint8_t bits = 0;
    for (const MapUnit &u : map.units()) {
        if (isMoversStack(u, side, start))
            continue;
        bits |= unitFactBits(u, sidesPass(r, map.sides(), u.side, side), from, to,
                             [&] { return hasPlannedMove(map, u.name); });
    }
    return bits;
}

} // namespace hexstride
