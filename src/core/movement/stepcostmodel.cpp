#include "stepcostmodel.h"

#include "map/sidespellings.h"
#include "rules/rulesetlimits.h"

#include <bit>
#include <cmath>

namespace hexstride {

namespace {
constexpr int kMaxDenseEntries = 1 << 15;
}

void StepCostModel::Compressor::init(FeatureMask mask)
{
    // Packs the bits of `mask` together (like the pext instruction), one byte at a time.
    const int lowBits = std::popcount(static_cast<unsigned>(mask & 0xff));
    for (int b = 0; b < 256; ++b) {
        int outLo = 0, outHi = 0, kLo = 0, kHi = 0;
        for (int bit = 0; bit < 8; ++bit) {
            if (mask & (1u << bit)) {
                if (b & (1 << bit))
                    outLo |= 1 << kLo;
                ++kLo;
            }
            if (mask & (1u << (bit + 8))) {
                if (b & (1 << bit))
                    outHi |= 1 << kHi;
                ++kHi;
            }
        }
        lo[static_cast<std::size_t>(b)] = static_cast<std::uint16_t>(outLo);
        hi[static_cast<std::size_t>(b)] = static_cast<std::uint16_t>(outHi << lowBits);
    }
    values = 1 << std::popcount(static_cast<unsigned>(mask));
}

StepCostModel::StepCostModel(std::shared_ptr<const Ruleset> rulesetPtr, const HexMap &map,
                             const QMap<QString, QString> &profile)
    : m_rulesetPtr(std::move(rulesetPtr))
    , m_ruleset(*m_rulesetPtr)
{
    const Ruleset &ruleset = m_ruleset;
    const auto &named = ruleset.namedConditions;
    auto compile = [&](const Condition &c) {
        return CompiledCondition::compile(c, map, named, profile, &m_usage);
    };
    for (const auto &p : ruleset.prohibitions)
        m_prohibitions.push_back(compile(p.when));
    for (const auto &t : ruleset.costTables) {
        CompiledTable ct;
        ct.when = compile(t.when);
        for (const auto &r : t.rows)
            ct.rows.push_back(compile(r.when));
        for (const auto &c : t.columns)
            ct.columns.push_back(compile(c.when));
        m_tables.push_back(std::move(ct));
    }
    QStringList groups;
    for (int index = 0; index < ruleset.modifiers.size(); ++index) {
        const Modifier &m = ruleset.modifiers[index];
        if (!m.group.isEmpty() && !groups.contains(m.group))
            groups << m.group;
        if (!m.per.isEmpty())
            m_usage.elevation = m_usage.perLevel = true;
        CompiledModifier cm;
        cm.when = compile(m.when);
        if (cm.when.isConstant() && !cm.when.constantValue())
            continue; // never applies to this profile
        cm.index = index;
        cm.group = m.group.isEmpty() ? -1 : static_cast<int>(groups.indexOf(m.group));
        for (const QString &t : m.tables) {
            for (int i = 0; i < ruleset.costTables.size() && i < 32; ++i) {
                if (ruleset.costTables[i].id == t)
                    cm.tables |= 1u << i;
            }
        }
        cm.effect = m.effect;
        cm.value = m.value;
        cm.per = m.per == QLatin1String("rise") ? 1 : m.per == QLatin1String("fall") ? -1 : 0;
        cm.overrides = m.overridesNotAllowed;
        m_anyOverride = m_anyOverride || cm.overrides;
        m_modifiers.push_back(std::move(cm));
    }
    m_rounding = ruleset.rounding == QLatin1String("down")      ? Rounding::Down
                 : ruleset.rounding == QLatin1String("nearest") ? Rounding::Nearest
                                                                : Rounding::Up;
    for (const auto &a : ruleset.allowances) {
        if (profileMatches(a.when, named, profile)) {
            m_allowanceRule = &a;
            break;
        }
    }
    if (m_allowanceRule) {
        m_allowance = m_allowanceRule->points < 0
                          ? -1
                          : wholeHexesFromScaleUnits(m_allowanceRule->points, ruleset.scale);
        m_bonus = wholeHexesFromScaleUnits(m_allowanceRule->points + m_allowanceRule->bonus,
                                           ruleset.scale)
                  - std::max(m_allowance, 0);
        m_bonusEveryStep = CompiledCondition::compile(m_allowanceRule->bonusEveryStep, map, named,
                                                      profile, nullptr);
    }
    m_terrainCount = std::max(1, map.terrains().size());
    noteUnknownIds(map);
    buildDenseTable();
}

namespace {
/// The ruleset's id that `id` reads like but is not ("forest" for "Forest", "fоrest" with a
/// Cyrillic о, "ＷATER"), else nothing.
QString lookAlikeAmong(const QString &id, const QList<FeatureDefinition> &known)
{
    const QString key = lookAlikeKey(id);
    for (const FeatureDefinition &d : known) {
        if (d.id != id && lookAlikeKey(d.id) == key)
            return d.id;
    }
    return {};
}
} // namespace

void StepCostModel::noteUnknownIds(const HexMap &map)
{
    // Only ids that read like one of the ruleset's: an id unlike any (a map's own "lava") is
    // costed by the rows that do not name it, as the ruleset says (a catch-all row), and the
    // map check lists it.
    const MapVocabulary &known = m_ruleset.vocabulary;
    const auto misspelt = [](const IdTable &ids, const QList<FeatureDefinition> &defs,
                             QStringList &ours, QStringList &theirs) {
        FeatureMask bits = 0;
        for (int i = 0; i < ids.size(); ++i) {
            const QString alike = lookAlikeAmong(ids.id(i), defs);
            ours << (alike.isEmpty() ? QString() : ids.id(i));
            theirs << alike;
            if (!alike.isEmpty() && i < kMaxFeatureKinds)
                bits |= static_cast<FeatureMask>(1u << i);
        }
        return bits;
    };
    misspelt(map.terrains(), known.terrains, m_unknownTerrains, m_terrainsAlike);
    m_unknownHexFeatureBits = misspelt(map.hexFeatureIds(), known.hexFeatures, m_unknownHexFeatures,
                                       m_hexFeaturesAlike);
    m_unknownEdgeFeatureBits = misspelt(map.edgeFeatureIds(), known.edgeFeatures,
                                        m_unknownEdgeFeatures, m_edgeFeaturesAlike);
    // The tabulated costs read these bits too.
    m_usage.featuresEntered |= m_unknownHexFeatureBits;
    m_usage.edge |= m_unknownEdgeFeatureBits;
}

std::optional<TraceItem> StepCostModel::unknownIdIn(const StepFacts &f) const
{
    using K = TraceItem::Kind;
    const auto item = [](const QString &id, const QString &alike, UnknownIdKind kind) {
        return TraceItem{K::NotInRuleset,
                         id,
                         LocalizedText{alike, alike},
                         {},
                         {},
                         ModifierEffect::Prohibit,
                         static_cast<double>(kind),
                         0};
    };
    if (f.terrainEntered < m_unknownTerrains.size()
        && !m_unknownTerrains[f.terrainEntered].isEmpty())
        return item(m_unknownTerrains[f.terrainEntered], m_terrainsAlike[f.terrainEntered],
                    UnknownIdKind::Terrain);
    const auto firstBit = [](FeatureMask m) { return std::countr_zero(static_cast<unsigned>(m)); };
    if (const FeatureMask edge = f.edge & m_unknownEdgeFeatureBits)
        return item(m_unknownEdgeFeatures[firstBit(edge)], m_edgeFeaturesAlike[firstBit(edge)],
                    UnknownIdKind::EdgeFeature);
    if (const FeatureMask features = f.featuresEntered & m_unknownHexFeatureBits)
        return item(m_unknownHexFeatures[firstBit(features)],
                    m_hexFeaturesAlike[firstBit(features)], UnknownIdKind::HexFeature);
    return std::nullopt;
}

namespace {
// The mask whose set bits are the bits of `mask` chosen by the bits of `packed`.
FeatureMask expand(FeatureMask mask, int packed)
{
    FeatureMask out = 0;
    int k = 0;
    for (int bit = 0; bit < 16; ++bit) {
        if (mask & (1u << bit)) {
            if (packed & (1 << k))
                out |= static_cast<FeatureMask>(1u << bit);
            ++k;
        }
    }
    return out;
}
} // namespace

void StepCostModel::buildDenseTable()
{
    m_fe.init(m_usage.featuresEntered);
    m_fl.init(m_usage.featuresLeft);
    m_ed.init(m_usage.edge);
    if (m_usage.perLevel) {
        m_elevationRange = kExactRiseRange;
        m_exactRise = true;
    } else if (m_usage.elevation) {
        m_elevationRange = std::max(1, m_usage.maxLevels);
    }
    const int elevationValues = 2 * m_elevationRange + 1;
    const int leftValues = m_usage.terrainLeft ? m_terrainCount : 1;
    const long long entries = static_cast<long long>(leftValues) * m_terrainCount * m_fe.values
                              * m_fl.values * m_ed.values * elevationValues;
    m_keyable = entries < (1LL << 47);
    if (entries > kMaxDenseEntries) {
        // Too many combinations to fill up front: remember the ones the map actually has.
        if (entries < (1LL << 47)) {
            m_memo = std::make_unique<std::atomic<std::uint64_t>[]>(kMemoSize);
            for (std::size_t i = 0; i < kMemoSize; ++i)
                m_memo[i].store(0, std::memory_order_relaxed);
        }
        return;
    }
    m_dense.resize(static_cast<std::size_t>(entries));
    StepFacts f;
    for (int tl = 0; tl < leftValues; ++tl) {
        for (int te = 0; te < m_terrainCount; ++te) {
            for (int fe = 0; fe < m_fe.values; ++fe) {
                for (int fl = 0; fl < m_fl.values; ++fl) {
                    for (int ed = 0; ed < m_ed.values; ++ed) {
                        for (int el = 0; el < elevationValues; ++el) {
                            f.terrainLeft = static_cast<std::uint8_t>(tl);
                            f.terrainEntered = static_cast<std::uint8_t>(te);
                            f.featuresEntered = expand(m_usage.featuresEntered, fe);
                            f.featuresLeft = expand(m_usage.featuresLeft, fl);
                            f.edge = expand(m_usage.edge, ed);
                            f.rise = el - m_elevationRange;
                            m_dense[static_cast<std::size_t>(packedKey(f))]
                                = static_cast<std::int16_t>(evaluate(f, nullptr));
                        }
                    }
                }
            }
        }
    }
}

std::uint8_t StepCostModel::unitBitsRead() const
{
    std::uint8_t bits = 0;
    for (const CompiledCondition &c : m_prohibitions)
        bits |= c.unitBitsRead();
    for (const CompiledTable &t : m_tables) {
        bits |= t.when.unitBitsRead();
        for (const CompiledCondition &c : t.rows)
            bits |= c.unitBitsRead();
        for (const CompiledCondition &c : t.columns)
            bits |= c.unitBitsRead();
    }
    for (const CompiledModifier &m : m_modifiers)
        bits |= m.when.unitBitsRead();
    return bits;
}

int StepCostModel::memoised(const StepFacts &f, long long key) const
{
    const auto tag = static_cast<std::uint64_t>(key + 1) << 16;
    const std::size_t slot
        = static_cast<std::size_t>((static_cast<std::uint64_t>(key) * 0x9E3779B97F4A7C15ull) >> 50)
          & (kMemoSize - 1);
    const std::uint64_t entry = m_memo[slot].load(std::memory_order_relaxed);
    if ((entry & ~std::uint64_t{0xffff}) == tag)
        return static_cast<std::int16_t>(entry & 0xffff);
    const int cost = evaluate(f, nullptr);
    m_memo[slot].store(tag | static_cast<std::uint16_t>(static_cast<std::int16_t>(cost)),
                       std::memory_order_relaxed);
    return cost;
}

int StepCostModel::explained(const StepFacts &f, StepTrace &trace) const
{
    long long key = m_keyable && trace.isEmpty() ? packedKey(f) : -1;
    if (key < 0)
        return evaluate(f, &trace);
    // The key holds every fact the rules read (as for the table of costs), but the unit bits.
    if (m_usage.units)
        key = key << 8 | f.units;
    QMutexLocker lock(&m_explainedMutex);
    const auto it = m_explained.constFind(key);
    if (it != m_explained.cend()) {
        trace = it->trace;
        return it->cost;
    }
    lock.unlock();
    ExplainedStep step;
    step.cost = evaluate(f, &step.trace);
    trace = step.trace;
    lock.relock();
    if (m_explained.size() >= kMaxExplained)
        m_explained.clear();
    m_explained.insert(key, step);
    return step.cost;
}

StepCostModel::CellIndex StepCostModel::cellOf(const StepFacts &f) const
{
    CellIndex out;
    for (std::size_t t = 0; t < m_tables.size() && out.table < 0; ++t) {
        if (!m_tables[t].when.eval(f))
            continue;
        out.table = static_cast<int>(t);
        for (std::size_t r = 0; r < m_tables[t].rows.size() && out.row < 0; ++r) {
            if (m_tables[t].rows[r].eval(f))
                out.row = static_cast<int>(r);
        }
        for (std::size_t c = 0; c < m_tables[t].columns.size() && out.column < 0; ++c) {
            if (m_tables[t].columns[c].eval(f))
                out.column = static_cast<int>(c);
        }
    }
    return out;
}

int StepCostModel::evaluate(const StepFacts &f, StepTrace *trace) const
{
    using K = TraceItem::Kind;
    if (const std::optional<TraceItem> unknown = unknownIdIn(f)) {
        if (trace)
            trace->append(*unknown);
        return -1;
    }
    for (std::size_t i = 0; i < m_prohibitions.size(); ++i) {
        if (m_prohibitions[i].eval(f)) {
            if (trace) {
                const auto &p = m_ruleset.prohibitions[static_cast<qsizetype>(i)];
                trace->append(TraceItem{
                    K::Prohibited, p.id, p.label, {}, {}, ModifierEffect::Prohibit, 0, 0});
            }
            return -1;
        }
    }
    const CellIndex cellIndex = cellOf(f);
    const int tableIndex = cellIndex.table, row = cellIndex.row, column = cellIndex.column;
    const bool noCost = tableIndex < 0 || row < 0 || column < 0;
    const CostTable *table = tableIndex < 0 ? nullptr : &m_ruleset.costTables[tableIndex];
    const CostCell *cell = noCost ? nullptr : &table->cells[row][column];
    // The table's "not allowed" (or no cost at all): the step is refused, saying why.
    auto refuse = [&] {
        if (trace && noCost)
            trace->append(TraceItem{K::NoCost, {}, {}, {}, {}, ModifierEffect::Prohibit, 0, 0});
        else if (trace)
            trace->append(TraceItem{K::Prohibited, table->id, table->label, table->rows[row].label,
                                    table->columns[column].label, ModifierEffect::Prohibit, 0, 0});
        return -1;
    };
    // Without a cost from the table only an overriding modifier gives one (and a prohibiting one
    // still forbids); the others have nothing to change.
    bool waiting = noCost || !cell->value;
    if (waiting && !m_anyOverride)
        return refuse();
    double cost = waiting ? 0 : *cell->value;
    if (trace && !waiting)
        trace->append(TraceItem{K::Base, table->id, table->label, table->rows[row].label,
                                table->columns[column].label, ModifierEffect::Add, cost, cost});

    std::uint64_t groupsApplied = 0;
    for (std::size_t i = 0; i < m_modifiers.size(); ++i) {
        const CompiledModifier &cm = m_modifiers[i];
        if (cm.tables && (tableIndex < 0 || !(cm.tables & (1u << tableIndex))))
            continue;
        if (cm.group >= 0 && cm.group < 64 && (groupsApplied >> cm.group) & 1u)
            continue;
        if (waiting && !cm.overrides && cm.effect != ModifierEffect::Prohibit)
            continue;
        if (!cm.when.eval(f))
            continue;
        if (cm.group >= 0 && cm.group < 64)
            groupsApplied |= std::uint64_t{1} << cm.group;
        double value = cm.value;
        if (cm.per > 0)
            value *= std::max(0, f.rise);
        else if (cm.per < 0)
            value *= std::max(0, -f.rise);
        switch (cm.effect) {
        case ModifierEffect::Add:
            cost += value;
            break;
        case ModifierEffect::Multiply:
            cost *= value;
            break;
        case ModifierEffect::Set:
            cost = value;
            break;
        case ModifierEffect::Fraction:
            // A fraction of the unit's full allowance is added (e.g. 1/3 of full MP).
            value = cm.value * std::max(m_allowance, 0);
            cost += value;
            break;
        case ModifierEffect::Prohibit:
            if (trace) {
                const Modifier &m = m_ruleset.modifiers[cm.index];
                trace->append(TraceItem{
                    K::Prohibited, m.id, m.label, {}, {}, ModifierEffect::Prohibit, 0, 0});
            }
            return -1;
        case ModifierEffect::Stop:
            break;
        }
        if (trace) {
            const Modifier &m = m_ruleset.modifiers[cm.index];
            // Lifting "not allowed" names the cell it lifts (none when the table gives no cost).
            if (waiting)
                trace->append(TraceItem{K::Override, m.id, m.label,
                                        noCost ? LocalizedText{} : table->rows[row].label,
                                        noCost ? LocalizedText{} : table->columns[column].label,
                                        m.effect, value, cost});
            else
                trace->append(TraceItem{K::Modifier, m.id, m.label, {}, {}, m.effect, value, cost});
        }
        waiting = false;
        if (cm.effect == ModifierEffect::Stop)
            break;
    }
    if (waiting)
        return refuse();
    double rounded = cost;
    if (m_rounding == Rounding::Up)
        rounded = std::ceil(cost - 1e-9);
    else if (m_rounding == Rounding::Down)
        rounded = std::floor(cost + 1e-9);
    else
        rounded = std::round(cost);
    if (trace && rounded != cost)
        trace->append(TraceItem{K::Rounding, {}, {}, {}, {}, ModifierEffect::Add, cost, rounded});
    int result = static_cast<int>(std::min(rounded, 30000.0));
    if (result < m_ruleset.minimumStepCost) {
        result = m_ruleset.minimumStepCost;
        if (trace)
            trace->append(TraceItem{
                K::Minimum, {}, {}, {}, {}, ModifierEffect::Add, rounded, double(result)});
    }
    if (trace)
        trace->append(TraceItem{K::Final, {}, {}, {}, {}, ModifierEffect::Add, 0, double(result)});
    return result;
}

} // namespace hexstride
