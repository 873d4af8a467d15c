#include "rulesetcheck.h"

#include "map/hexmap.h"
#include "movement/movementrules.h"
#include "movement/stepcostmodel.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>
#include <bit>
#include <limits>

namespace hexstride {

namespace {

using Kind = Condition::Kind;

QString trC(const char *text)
{
    return QCoreApplication::translate("hexstride::RulesetCheck", text);
}

QString cellPath(int t, int r, int c)
{
    return QStringLiteral("costTables[%1].rows[%2].cells[%3]").arg(t).arg(r).arg(c);
}

/// A cell's value for comparisons: "not allowed" is dearer than anything.
double costOf(const CostCell &cell)
{
    return cell.value ? *cell.value : std::numeric_limits<double>::infinity();
}

/// The conjuncts of a condition (a lone node is one conjunct).
QList<Condition> conjuncts(const Condition &c)
{
    return c.kind == Kind::All ? c.children : QList<Condition>{c};
}

/// Positive atoms reached through All and named conditions (not through Any or Not).
void positiveAtoms(const Condition &c, const QHash<QString, Condition> &named, QList<Condition> &out, int depth = 0)
{
    if (depth > 32)
        return;
    if (c.kind == Kind::All) {
        for (const auto &k : c.children)
            positiveAtoms(k, named, out, depth + 1);
    } else if (c.kind == Kind::Named) {
        positiveAtoms(named.value(c.key), named, out, depth + 1);
    } else {
        out << c;
    }
}

bool allDrawnAs(const QStringList &ids, const Ruleset &r, const QString &drawAs)
{
    for (const QString &id : ids) {
        const FeatureDefinition *d = r.vocabulary.edgeFeature(id);
        if (!d || d->drawAs != drawAs)
            return false;
    }
    return !ids.isEmpty();
}

/// When two axes differ in exactly one conjunct, that pair of conjuncts; else nothing.
std::optional<std::pair<Condition, Condition>> soleDifference(const Condition &a, const Condition &b)
{
    const QList<Condition> ca = conjuncts(a), cb = conjuncts(b);
    if (ca.size() != cb.size())
        return std::nullopt;
    std::optional<std::pair<Condition, Condition>> diff;
    for (qsizetype i = 0; i < ca.size(); ++i) {
        if (ca[i] == cb[i])
            continue;
        if (diff)
            return std::nullopt;
        diff = std::pair{ca[i], cb[i]};
    }
    return diff;
}

/// For each unit-option conjunct inside `unit: {…}`.
std::optional<std::pair<Condition, Condition>> unitDifference(const std::pair<Condition, Condition> &d)
{
    auto single = [](const Condition &c) -> std::optional<Condition> {
        if (c.kind == Kind::Unit)
            return c;
        if (c.kind == Kind::All && c.children.size() == 1 && c.children[0].kind == Kind::Unit)
            return c.children[0];
        return std::nullopt;
    };
    const auto a = single(d.first), b = single(d.second);
    if (a && b && a->key == b->key && a->ids != b->ids)
        return std::pair{*a, *b};
    // unit: {fed: yes, x: y} vs {fed: no, x: y}: the All of unit atoms differs in one atom.
    if (d.first.kind == Kind::All && d.second.kind == Kind::All) {
        const auto inner = soleDifference(d.first, d.second);
        if (inner && inner->first.kind == Kind::Unit && inner->second.kind == Kind::Unit
            && inner->first.key == inner->second.key)
            return inner;
    }
    return std::nullopt;
}

struct TableChecker
{
    const Ruleset &r;
    const QString &lang;
    QList<RulesetWarning> &out;

    QString cellName(const CostTable &t, int row, int column) const
    {
        return trC("%1: %2, %3").arg(t.label.in(lang), t.rows[row].label.in(lang), t.columns[column].label.in(lang));
    }

    /// Compares pairs of columns (or rows) that differ in one conjunct only.
    void axisPairs(int ti, bool columns)
    {
        const CostTable &t = r.costTables[ti];
        const QList<CostAxis> &axes = columns ? t.columns : t.rows;
        const qsizetype across = columns ? t.rows.size() : t.columns.size();
        auto cell = [&](int axis, qsizetype k) -> const CostCell & {
            return columns ? t.cells[k][axis] : t.cells[axis][k];
        };
        auto at = [&](int axis, qsizetype k) {
            return columns ? std::pair{int(k), axis} : std::pair{axis, int(k)};
        };
        for (int a = 0; a < axes.size(); ++a) {
            for (int b = 0; b < axes.size(); ++b) {
                if (a == b)
                    continue;
                const auto diff = soleDifference(axes[a].when, axes[b].when);
                if (!diff)
                    continue;
                // Road: a has edgeHas(roads), b has not edgeHas(the same roads).
                const Condition &x = diff->first, &y = diff->second;
                if (x.kind == Kind::EdgeHas && y.kind == Kind::Not && y.children.size() == 1
                    && y.children[0] == x && allDrawnAs(x.ids, r, QStringLiteral("road"))) {
                    for (qsizetype k = 0; k < across; ++k) {
                        if (costOf(cell(a, k)) > costOf(cell(b, k))) {
                            const auto [row, col] = at(a, k);
                            out << RulesetWarning{RulesetWarning::Kind::RoadDearer, cellPath(ti, row, col),
                                                  trC("%1 (%2) costs more than the same step without a road (%3)")
                                                      .arg(cellName(t, row, col), QLocale().toString(costOf(cell(a, k))),
                                                           QLocale().toString(costOf(cell(b, k))))};
                        }
                    }
                    continue;
                }
                // The same unit option with other values: outliers against the table's trend.
                const auto unit = unitDifference(*diff);
                if (!unit || a > b)
                    continue;
                QList<qsizetype> cheaper, dearer;
                for (qsizetype k = 0; k < across; ++k) {
                    const double va = costOf(cell(a, k)), vb = costOf(cell(b, k));
                    if (va < vb)
                        cheaper << k;
                    else if (va > vb)
                        dearer << k;
                }
                const QList<qsizetype> &minority = cheaper.size() > dearer.size() ? dearer : cheaper;
                if (cheaper.size() == dearer.size() || minority.isEmpty())
                    continue;
                const bool aIsDearerThere = &minority == &dearer;
                for (qsizetype k : minority) {
                    // The surprising cell is the cheaper one.
                    const int cheapAxis = aIsDearerThere ? b : a, dearAxis = aIsDearerThere ? a : b;
                    const auto [row, col] = at(cheapAxis, k);
                    // Computed apart: lupdate 6.4 hangs on a ?: inside a translate() call.
                    const int others = int(aIsDearerThere ? cheaper.size() : dearer.size());
                    out << RulesetWarning{RulesetWarning::Kind::OptionOutlier, cellPath(ti, row, col),
                                          QCoreApplication::translate("hexstride::RulesetCheck",
                                                                         "%1: \"%2\" is cheaper than \"%3\" here, unlike %n other entries",
                                                                         nullptr, others)
                                              .arg(t.label.in(lang) + QStringLiteral(", ")
                                                       + (columns ? t.rows[row].label.in(lang) : t.columns[col].label.in(lang)),
                                                   axes[cheapAxis].label.in(lang), axes[dearAxis].label.in(lang))};
                }
            }
        }
    }

    /// Bridge or ford crossings cheaper than open ground into the same terrain.
    void crossings(int ti)
    {
        const CostTable &t = r.costTables[ti];
        struct RowFacts
        {
            QSet<QString> enter;
            bool crossing = false;
            bool open = true;
        };
        QList<RowFacts> facts;
        for (const auto &row : t.rows) {
            QList<Condition> atoms;
            positiveAtoms(row.when, r.namedConditions, atoms);
            RowFacts f;
            for (const Condition &c : std::as_const(atoms)) {
                if (c.kind == Kind::EnterTerrain)
                    f.enter.unite(QSet<QString>(c.ids.begin(), c.ids.end()));
                if (c.kind == Kind::EdgeHas) {
                    f.open = false;
                    f.crossing = allDrawnAs(c.ids, r, QStringLiteral("crossing"));
                }
            }
            facts << f;
        }
        for (int a = 0; a < t.rows.size(); ++a) {
            if (!facts[a].crossing)
                continue;
            for (int b = 0; b < t.rows.size(); ++b) {
                if (!facts[b].open || !facts[a].enter.intersects(facts[b].enter))
                    continue;
                for (int c = 0; c < t.columns.size(); ++c) {
                    if (costOf(t.cells[a][c]) < costOf(t.cells[b][c]))
                        out << RulesetWarning{RulesetWarning::Kind::CrossingCheaper, cellPath(ti, a, c),
                                              trC("%1 costs less than open ground (%2: %3)")
                                                  .arg(cellName(t, a, c), t.rows[b].label.in(lang),
                                                       QLocale().toString(costOf(t.cells[b][c])))};
                }
            }
        }
    }
};

/// Unit options a condition reads (through named conditions too).
void optionsRead(const Condition &c, const QHash<QString, Condition> &named, QSet<QString> &out, int depth = 0)
{
    if (depth > 32)
        return;
    if (c.kind == Kind::Unit)
        out.insert(c.key);
    if (c.kind == Kind::Named)
        optionsRead(named.value(c.key), named, out, depth + 1);
    for (const auto &k : c.children)
        optionsRead(k, named, out, depth + 1);
}

/// Every combination of the given options' choices, on top of `base`.
QList<UnitProfile> combinations(const Ruleset &r, const UnitProfile &base, const QSet<QString> &options)
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
        const QList<UnitProfile> bases = count(tableOptions) <= 64 ? combinations(r, defaults, tableOptions)
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
    QStringList parts;
    for (const auto &o : r.unitOptions) {
        const QString v = p.value(o.id, o.defaultValue);
        if (v == o.defaultValue)
            continue;
        for (const auto &c : o.choices) {
            if (c.id == v)
                parts << QStringLiteral("%1: %2").arg(o.label.in(lang), c.label.in(lang));
        }
    }
    return parts.isEmpty() ? trC("the default unit") : parts.join(QStringLiteral(", "));
}

void reachability(const Ruleset &ruleset, const QString &lang, QList<RulesetWarning> &out,
                  RulesetCheckCoverage &coverage, qint64 budget)
{
    auto shared = std::make_shared<const Ruleset>(ruleset);
    const MovementRules rules(shared);
    QStringList t, h, e;
    for (const auto &d : ruleset.vocabulary.terrains)
        t << d.id;
    for (const auto &d : ruleset.vocabulary.hexFeatures)
        h << d.id;
    for (const auto &d : ruleset.vocabulary.edgeFeatures)
        e << d.id;
    const HexMap map(MapShape{1, 1, {}, LabelScheme::ColRow}, ruleset.id, IdTable(t), IdTable(h), IdTable(e), 0);

    QList<bool> enterable(t.size(), false);
    QList<QList<QList<bool>>> reached;
    for (const auto &table : ruleset.costTables)
        reached << QList<QList<bool>>(table.rows.size(), QList<bool>(table.columns.size(), false));
    QHash<QString, int> tableIndex;
    QList<QHash<QString, int>> rowIndex, columnIndex;
    for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
        const CostTable &table = ruleset.costTables[ti];
        tableIndex.insert(table.id, ti);
        QHash<QString, int> rows, columns;
        for (int i = int(table.rows.size()) - 1; i >= 0; --i) // first of equal labels wins
            rows.insert(table.rows[i].label.en + QChar(0) + table.rows[i].label.ru, i);
        for (int i = int(table.columns.size()) - 1; i >= 0; --i)
            columns.insert(table.columns[i].label.en + QChar(0) + table.columns[i].label.ru, i);
        rowIndex << rows;
        columnIndex << columns;
    }
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
        const QList<FeatureMask> edges = subsetsOf(u.edge, 6), entered = subsetsOf(u.featuresEntered, 3),
                                 left = subsetsOf(u.featuresLeft, 2);
        const int leftTerrains = u.terrainLeft ? int(t.size()) : 1;
        const int points = model.allowance();
        const UnitProfile full = ruleset.withDefaults(profile);
        // What this unit can never do, decided from its options alone: tables, rows and columns
        // whose conditions are false for it, terrains a prohibition that reads nothing else
        // forbids it. The search skips those instead of trying every step to find nothing.
        auto never = [&](const Condition &c) {
            FactUsage unused;
            const CompiledCondition cc = CompiledCondition::compile(c, map, ruleset.namedConditions, full, &unused);
            return cc.isConstant() && !cc.constantValue();
        };
        QList<bool> blocked(t.size(), false);
        for (const auto &p : ruleset.prohibitions) {
            FactUsage pu;
            const CompiledCondition cc = CompiledCondition::compile(p.when, map, ruleset.namedConditions, full, &pu);
            if (pu.terrainLeft || pu.featuresLeft || pu.featuresEntered || pu.edge || pu.elevation || pu.units)
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
                                    if (!visit(StepFacts{std::uint8_t(tl), std::uint8_t(te), fl, fe, ed, rise, 0}))
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
            moves = cost >= 0 && (points < 0 || cost <= points + model.allowanceBonus() || ruleset.minimumMove.hexes > 0);
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
                    if (item.kind != TraceItem::Kind::Base && item.kind != TraceItem::Kind::Prohibited)
                        continue;
                    // The trace names the cell by table id and row/column labels.
                    const int ti = tableIndex.value(item.ruleId, -1);
                    if (ti < 0)
                        continue;
                    const int ri = rowIndex[ti].value(item.row.en + QChar(0) + item.row.ru, -1);
                    const int ci = columnIndex[ti].value(item.column.en + QChar(0) + item.column.ru, -1);
                    if (ri >= 0 && ci >= 0 && !reached[ti][ri][ci]) {
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
            out << RulesetWarning{RulesetWarning::Kind::UnitCannotMove, QStringLiteral("unitOptions"),
                                  trC("%1 cannot take a single step").arg(profileText(ruleset, profile, lang))};
        else if (!moves)
            out << RulesetWarning{RulesetWarning::Kind::UnitCannotMove, QStringLiteral("unitOptions"),
                                  trC("%1 cannot take a single step (only destination moves)")
                                      .arg(profileText(ruleset, profile, lang))};
    }
    coverage.complete = complete;
    coverage.stepsEvaluated = evaluated;
    // A search stopped by the budget cannot say what no unit ever reaches.
    if (!complete)
        return;
    for (int te = 0; te < t.size(); ++te) {
        if (!enterable[te])
            out << RulesetWarning{RulesetWarning::Kind::TerrainUnenterable, QStringLiteral("terrains[%1]").arg(te),
                                  trC("No unit can enter %1").arg(ruleset.vocabulary.terrains[te].name.in(lang))};
    }
    for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
        const CostTable &table = ruleset.costTables[ti];
        for (int ri = 0; ri < table.rows.size(); ++ri) {
            if (!reached[ti][ri].contains(true)) {
                out << RulesetWarning{RulesetWarning::Kind::UnreachableValue,
                                      QStringLiteral("costTables[%1].rows[%2]").arg(ti).arg(ri),
                                      trC("%1: row \"%2\" never applies to any step or unit")
                                          .arg(table.label.in(lang), table.rows[ri].label.in(lang))};
                continue;
            }
            for (int ci = 0; ci < table.columns.size(); ++ci) {
                if (!reached[ti][ri][ci])
                    out << RulesetWarning{RulesetWarning::Kind::UnreachableValue, cellPath(ti, ri, ci),
                                          trC("%1: %2, %3 never applies to any step or unit")
                                              .arg(table.label.in(lang), table.rows[ri].label.in(lang),
                                                   table.columns[ci].label.in(lang))};
            }
        }
    }
}

} // namespace

QString rulesetWarningKindId(RulesetWarning::Kind kind)
{
    static const char *ids[] = {"road-dearer", "crossing-cheaper", "option-outlier",
                                "terrain-unenterable", "unit-cannot-move", "unreachable-value"};
    return QLatin1String(ids[static_cast<int>(kind)]);
}

QList<RulesetWarning> checkRuleset(const Ruleset &ruleset, const QString &language)
{
    return checkRulesetReport(ruleset, language).warnings;
}

RulesetCheckReport checkRulesetReport(const Ruleset &ruleset, const QString &language, qint64 stepBudget)
{
    RulesetCheckReport report;
    QList<RulesetWarning> &out = report.warnings;
    TableChecker tables{ruleset, language, out};
    for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
        tables.axisPairs(ti, true);
        tables.axisPairs(ti, false);
        tables.crossings(ti);
    }
    reachability(ruleset, language, out, report.coverage, stepBudget);
    return report;
}

} // namespace hexstride
