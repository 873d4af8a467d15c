// The ruleset check's reachability questions, asked of the movement engine itself: which
// terrains no unit profile enters, which profiles cannot take a step, which table values no
// step of any profile selects (see checkRuleset()).
#include "profiletext.h"
#include "rulesetcheck_p.h"
#include "rulesetlimits.h"
#include "rulesetmap.h"

#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "movement/stepcostmodel.h"

#include <QSet>

namespace hexstride::rulesetcheck_detail {

namespace {

using Kind = Condition::Kind;

/// Unit options a condition reads (through named conditions too).
void optionsRead(const Condition &c, const QHash<QString, Condition> &named, QSet<QString> &out,
                 int depth = 0)
{
    if (depth > kMaxConditionDepth)
        return;
    if (c.kind == Kind::Unit)
        out.insert(c.key);
    if (c.kind == Kind::Named)
        optionsRead(named.value(c.key), named, out, depth + 1);
    for (const auto &k : c.children)
        optionsRead(k, named, out, depth + 1);
}

/// Every combination of the given options' choices, on top of `base`.
QList<UnitProfile> combinations(const Ruleset &r, const UnitProfile &base,
                                const QSet<QString> &options)
{
    QList<UnitProfile> out{base};
    for (const auto &o : r.unitOptions) {
        if (!options.contains(o.id))
            continue;
        QList<UnitProfile> next;
        for (const auto &p : std::as_const(out)) {
            for (const auto &c : o.choices) {
                UnitProfile q = p;
                q.insert(o.id, c.id);
                next << q;
            }
        }
        out = next;
    }
    return out;
}

/// Unit profiles to try: every combination when there are at most 256; else every combination
/// of the options the cost tables read, each with the single variations of the other options.
QList<UnitProfile> profilesOf(const Ruleset &r, const MovementRules &rules)
{
    auto count = [&](const QSet<QString> &options) {
        qint64 n = 1;
        for (const auto &o : r.unitOptions) {
            if (options.contains(o.id))
                n = std::min<qint64>(n * std::max<qsizetype>(1, o.choices.size()), 1 << 20);
        }
        return n;
    };
    QSet<QString> all;
    for (const auto &o : r.unitOptions)
        all.insert(o.id);
    const UnitProfile defaults = r.withDefaults({});
    QList<UnitProfile> out;
    if (count(all) <= 256) {
        out = combinations(r, defaults, all);
    } else {
        QSet<QString> tableOptions;
        for (const auto &t : r.costTables) {
            optionsRead(t.when, r.namedConditions, tableOptions);
            for (const auto &x : t.rows)
                optionsRead(x.when, r.namedConditions, tableOptions);
            for (const auto &x : t.columns)
                optionsRead(x.when, r.namedConditions, tableOptions);
        }
        // Other options matter only when a rule about costs or allowances reads them.
        QSet<QString> costOptions;
        for (const auto &x : r.prohibitions)
            optionsRead(x.when, r.namedConditions, costOptions);
        for (const auto &x : r.modifiers)
            optionsRead(x.when, r.namedConditions, costOptions);
        for (const auto &x : r.allowances)
            optionsRead(x.when, r.namedConditions, costOptions);
        const QList<UnitProfile> bases = count(tableOptions) <= 64
                                             ? combinations(r, defaults, tableOptions)
                                             : QList<UnitProfile>{defaults};
        for (const UnitProfile &base : bases) {
            out << base;
            for (const auto &o : r.unitOptions) {
                if (tableOptions.contains(o.id) || !costOptions.contains(o.id))
                    continue;
                for (const auto &c : o.choices) {
                    if (c.id != base.value(o.id)) {
                        UnitProfile q = base;
                        q.insert(o.id, c.id);
                        out << q;
                    }
                }
            }
        }
    }
    // The default profile first: it is always checked, whatever the budget.
    out.removeAll(defaults);
    out.prepend(defaults);
    QList<UnitProfile> valid;
    for (const auto &p : std::as_const(out)) {
        if (rules.checkProfile(p).isEmpty())
            valid << p;
    }
    return valid;
}

/// Every value a set of feature bits may take: all subsets when few, else none, singles, pairs.
QList<FeatureMask> subsetsOf(FeatureMask used, int allSubsetsUpTo)
{
    QList<int> bits;
    for (int b = 0; b < 16; ++b) {
        if (used & (1u << b))
            bits << b;
    }
    QList<FeatureMask> out;
    if (bits.size() <= allSubsetsUpTo) {
        for (int m = 0; m < (1 << bits.size()); ++m) {
            FeatureMask mask = 0;
            for (int i = 0; i < bits.size(); ++i) {
                if (m & (1 << i))
                    mask |= FeatureMask(1u << bits[i]);
            }
            out << mask;
        }
        return out;
    }
    out << 0;
    for (int i = 0; i < bits.size(); ++i) {
        out << FeatureMask(1u << bits[i]);
        for (int j = i + 1; j < bits.size(); ++j)
            out << FeatureMask((1u << bits[i]) | (1u << bits[j]));
    }
    return out;
}

QString profileText(const Ruleset &r, const UnitProfile &p, const QString &lang)
{
    const QString text = profileChoicesText(r, p, lang);
    return text.isEmpty() ? RulesetCheckText::tr("the default unit") : text;
}

} // namespace

void reachability(const Ruleset &ruleset, const QString &lang, QList<RulesetWarning> &out,
                  RulesetCheckCoverage &coverage, qint64 budget)
{
    auto shared = std::make_shared<const Ruleset>(ruleset);
    const MovementRules rules(shared);
    // One hex with the ruleset's ids: the cost model needs a map, the search only its ids.
    const HexMap map = mapForRuleset(ruleset, MapShape{1, 1, {}, LabelScheme::ColRow}, {});
    const QStringList &t = map.terrains().ids();

    QList<bool> enterable(t.size(), false);
    QList<QList<QList<bool>>> reached;
    for (const auto &table : ruleset.costTables)
        reached << QList<QList<bool>>(table.rows.size(), QList<bool>(table.columns.size(), false));
    // Which terrains each row may enter (its positive "enter" atoms; empty: any terrain), so
    // that proving a value unreachable searches only the steps that could select it.
    QList<QList<QSet<int>>> rowTerrains;
    for (const CostTable &table : ruleset.costTables) {
        QList<QSet<int>> rows;
        for (const CostAxis &row : table.rows) {
            QList<Condition> atoms;
            positiveAtoms(table.when, ruleset.namedConditions, atoms);
            positiveAtoms(row.when, ruleset.namedConditions, atoms);
            QSet<int> terrains;
            bool restricted = false;
            for (const Condition &c : std::as_const(atoms)) {
                if (c.kind != Kind::EnterTerrain)
                    continue;
                QSet<int> these;
                for (const QString &id : c.ids)
                    these.insert(int(t.indexOf(id)));
                terrains = restricted ? terrains.intersect(these) : these;
                restricted = true;
            }
            rows << (restricted ? terrains : QSet<int>());
        }
        rowTerrains << rows;
    }
    auto allFound = [&] {
        if (enterable.contains(false))
            return false;
        for (const auto &table : std::as_const(reached)) {
            for (const auto &row : table) {
                if (row.contains(false))
                    return false;
            }
        }
        return true;
    };

    StepTrace trace;
    qint64 evaluated = 0;
    bool complete = true;
    const QList<UnitProfile> profiles = profilesOf(ruleset, rules);
    coverage.profilesTotal = int(profiles.size());
    for (const UnitProfile &profile : profiles) {
        const StepCostModel model(shared, map, ruleset.withDefaults(profile));
        const FactUsage &u = model.usage();
        QList<int> rises{0};
        if (u.elevation)
            rises << 1 << -1 << std::max(1, u.maxLevels) << -std::max(1, u.maxLevels);
        const QList<FeatureMask> edges = subsetsOf(u.edge, 6),
                                 entered = subsetsOf(u.featuresEntered, 3),
                                 left = subsetsOf(u.featuresLeft, 2);
        const int leftTerrains = u.terrainLeft ? int(t.size()) : 1;
        const int points = model.allowance();
        const UnitProfile full = ruleset.withDefaults(profile);
        // What this unit can never do, decided from its options alone: tables, rows and columns
        // whose conditions are false for it, terrains a prohibition that reads nothing else
        // forbids it. The search skips those instead of trying every step to find nothing.
        auto never = [&](const Condition &c) {
            FactUsage unused;
            const CompiledCondition cc
                = CompiledCondition::compile(c, map, ruleset.namedConditions, full, &unused);
            return cc.isConstant() && !cc.constantValue();
        };
        QList<bool> blocked(t.size(), false);
        for (const auto &p : ruleset.prohibitions) {
            FactUsage pu;
            const CompiledCondition cc
                = CompiledCondition::compile(p.when, map, ruleset.namedConditions, full, &pu);
            if (pu.terrainLeft || pu.featuresLeft || pu.featuresEntered || pu.edge || pu.elevation
                || pu.units)
                continue;
            for (int te = 0; te < t.size(); ++te)
                blocked[te] = blocked[te] || cc.eval(StepFacts{0, std::uint8_t(te), 0, 0, 0, 0, 0});
        }
        QList<QList<QList<bool>>> selectable = reached;
        for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
            const CostTable &table = ruleset.costTables[ti];
            const bool tableNever = never(table.when);
            QList<bool> columnNever;
            for (const CostAxis &c : table.columns)
                columnNever << (tableNever || never(c.when));
            for (int ri = 0; ri < table.rows.size(); ++ri) {
                const bool rowNever = tableNever || never(table.rows[ri].when);
                for (int ci = 0; ci < table.columns.size(); ++ci)
                    selectable[ti][ri][ci] = !rowNever && !columnNever[ci];
            }
        }
        // A value still unproven that this unit may select when entering `te`.
        auto pendingAt = [&](int ti, int ri, int ci, int te) {
            return selectable[ti][ri][ci] && !reached[ti][ri][ci]
                   && (rowTerrains[ti][ri].isEmpty() || rowTerrains[ti][ri].contains(te));
        };
        // Every step into the terrains `into`, the terrain varying fastest (so that a search for
        // any step finds a plain one early); `visit` returns false to stop early.
        auto forEachStep = [&](const QList<int> &into, auto &&visit) {
            for (int tl = 0; tl < leftTerrains; ++tl)
                for (FeatureMask ed : edges)
                    for (FeatureMask fe : entered)
                        for (FeatureMask fl : left)
                            for (int rise : rises)
                                for (int te : into) {
                                    ++evaluated;
                                    if (!visit(StepFacts{std::uint8_t(tl), std::uint8_t(te), fl, fe,
                                                         ed, rise, 0}))
                                        return false;
                                }
            return true;
        };
        // Can this unit move at all? The first step it can afford answers it (no trace needed).
        bool moves = false;
        QList<int> open;
        for (int te = 0; te < t.size(); ++te) {
            if (!blocked[te])
                open << te;
        }
        forEachStep(open, [&](const StepFacts &f) {
            const int cost = model.evaluate(f, nullptr);
            moves = cost >= 0
                    && (points < 0 || cost <= points + model.allowanceBonus()
                        || ruleset.minimumMove.hexes > 0);
            return !moves;
        });
        // What it enters and which values select its costs, traced, while anything is unproven.
        for (int te = 0; te < t.size() && complete && !allFound(); ++te) {
            if (blocked[te])
                continue;
            int pending = 0;
            for (int ti = 0; ti < reached.size(); ++ti)
                for (int ri = 0; ri < reached[ti].size(); ++ri)
                    for (int ci = 0; ci < reached[ti][ri].size(); ++ci)
                        pending += pendingAt(ti, ri, ci, te);
            if (enterable[te] && pending == 0)
                continue;
            if (evaluated > budget) {
                // Cut: say where, and draw no conclusion about what nothing reaches.
                complete = false;
                break;
            }
            forEachStep({te}, [&](const StepFacts &f) {
                trace.clear();
                if (model.evaluate(f, &trace) >= 0)
                    enterable[te] = true;
                for (const TraceItem &item : std::as_const(trace)) {
                    if (item.kind != TraceItem::Kind::Base
                        && item.kind != TraceItem::Kind::Prohibited)
                        continue;
                    // The trace names the cell by labels, which need not tell rows apart
                    // (probe20 U02): the model says which one it read, by position.
                    if (item.row.en.isEmpty() && item.column.en.isEmpty())
                        continue; // a prohibition rule's item: no cell
                    const auto [ti, ri, ci] = model.cellOf(f);
                    if (ti >= 0 && ri >= 0 && ci >= 0 && !reached[ti][ri][ci]) {
                        pending -= pendingAt(ti, ri, ci, te);
                        reached[ti][ri][ci] = true;
                    }
                }
                // Enough once this terrain and every value it may select are found.
                return !(enterable[te] && pending == 0);
            });
        }
        if (!complete) {
            coverage.stoppedAt = profileText(ruleset, profile, lang);
            break;
        }
        ++coverage.profilesChecked;
        if (!moves && ruleset.destinations.isEmpty())
            out << RulesetWarning{RulesetWarning::Kind::UnitCannotMove,
                                  QStringLiteral("unitOptions"),
                                  RulesetCheckText::tr("%1 cannot take a single step")
                                      .arg(profileText(ruleset, profile, lang))};
        else if (!moves)
            out << RulesetWarning{
                RulesetWarning::Kind::UnitCannotMove, QStringLiteral("unitOptions"),
                RulesetCheckText::tr("%1 cannot take a single step (only destination moves)")
                    .arg(profileText(ruleset, profile, lang))};
    }
    coverage.complete = complete;
    coverage.stepsEvaluated = evaluated;
    // A search stopped by the budget cannot say what no unit ever reaches.
    if (!complete)
        return;
    for (int te = 0; te < t.size(); ++te) {
        if (!enterable[te])
            out << RulesetWarning{RulesetWarning::Kind::TerrainUnenterable,
                                  QStringLiteral("terrains[%1]").arg(te),
                                  RulesetCheckText::tr("No unit can enter %1")
                                      .arg(ruleset.vocabulary.terrains[te].name.in(lang))};
    }
    for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
        const CostTable &table = ruleset.costTables[ti];
        for (int ri = 0; ri < table.rows.size(); ++ri) {
            if (!reached[ti][ri].contains(true)) {
                out << RulesetWarning{
                    RulesetWarning::Kind::UnreachableValue,
                    QStringLiteral("costTables[%1].rows[%2]").arg(ti).arg(ri),
                    RulesetCheckText::tr("%1: row \"%2\" never applies to any step or unit")
                        .arg(table.label.in(lang), table.rows[ri].label.in(lang))};
                continue;
            }
            for (int ci = 0; ci < table.columns.size(); ++ci) {
                if (!reached[ti][ri][ci])
                    out << RulesetWarning{
                        RulesetWarning::Kind::UnreachableValue, cellPath(ti, ri, ci),
                        RulesetCheckText::tr("%1: %2, %3 never applies to any step or unit")
                            .arg(table.label.in(lang), table.rows[ri].label.in(lang),
                                 table.columns[ci].label.in(lang))};
            }
        }
    }
}

} // namespace hexstride::rulesetcheck_detail
