#include "rulesetcheck.h"

#include "firstmatch.h"
#include "rulesetcheck_p.h"
#include "rulesetlimits.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace hexstride {

namespace rulesetcheck_detail {

QString cellPath(int t, int r, int c)
{
    return QStringLiteral("costTables[%1].rows[%2].cells[%3]").arg(t).arg(r).arg(c);
}

/// Positive atoms reached through All and named conditions (not through Any or Not).
void positiveAtoms(const Condition &c, const QHash<QString, Condition> &named,
                   QList<Condition> &out, int depth)
{
    if (depth > kMaxConditionDepth)
        return;
    if (c.kind == Condition::Kind::All) {
        for (const auto &k : c.children)
            positiveAtoms(k, named, out, depth + 1);
    } else if (c.kind == Condition::Kind::Named) {
        positiveAtoms(named.value(c.key), named, out, depth + 1);
    } else {
        out << c;
    }
}

} // namespace rulesetcheck_detail

namespace {

using namespace rulesetcheck_detail;
using Kind = Condition::Kind;

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

bool allDrawnAs(const QStringList &ids, const Ruleset &r, const QString &drawAs)
{
    for (const QString &id : ids) {
        const FeatureDefinition *d = r.vocabulary.edgeFeature(id);
        if (!d || d->drawAs != drawAs)
            return false;
    }
    return !ids.isEmpty();
}

/// A hash of a condition's whole tree: equal conditions hash alike.
size_t conditionHash(const Condition &c, size_t seed = 0)
{
    seed = qHashMulti(seed, int(c.kind), c.key, c.number);
    for (const QString &id : c.ids)
        seed = qHashMulti(seed, id);
    for (const Condition &child : c.children)
        seed = conditionHash(child, qHashMulti(seed, c.children.size()));
    return qHashMulti(seed, c.children.size());
}

/// The ordered pairs (a, b) of axes that axisPairs may warn about, sorted: their conditions
/// differ in exactly one conjunct, where a has a road (edgeHas) and b its negation, or both have
/// unit options (then a < b). Found through buckets, not by trying every pair (a table of
/// 40,000 rows took past a minute): two such axes have as many conjuncts and the same ones but
/// at one place i, so they share the hash of "every conjunct but the i-th". Hashes can collide:
/// the caller confirms each pair with soleDifference.
QList<std::pair<int, int>> axesDifferingOnce(const QList<CostAxis> &axes)
{
    struct Place
    {
        qsizetype size;
        qsizetype at;
        size_t rest;
        bool operator==(const Place &) const = default;
    };
    struct PlaceHash
    {
        size_t operator()(const Place &p) const noexcept
        {
            return qHashMulti(0, p.size, p.at, p.rest);
        }
    };
    struct Group
    {
        Condition part; ///< the conjunct at the place
        QList<int> axes;
    };
    // place -> (hash of the conjunct at that place -> the axes with it)
    std::unordered_map<Place, QHash<size_t, Group>, PlaceHash> buckets;
    for (int a = 0; a < axes.size(); ++a) {
        const QList<Condition> parts = conjuncts(axes[a].when);
        QList<size_t> hashes;
        hashes.reserve(parts.size());
        for (const Condition &part : parts)
            hashes << conditionHash(part);
        for (qsizetype i = 0; i < parts.size(); ++i) {
            size_t rest = 0;
            for (qsizetype j = 0; j < parts.size(); ++j)
                rest = qHashMulti(rest, j == i ? size_t(0x9e3779b9) : hashes[j]);
            Group &g = buckets[Place{parts.size(), i, rest}][hashes[i]];
            if (g.axes.isEmpty())
                g.part = parts[i];
            g.axes << a;
        }
    }
    // What unitDifference can take: a unit atom, or an All with one among its parts.
    const auto unitLike = [](const Condition &c) {
        return c.kind == Kind::Unit
               || (c.kind == Kind::All
                   && std::any_of(c.children.cbegin(), c.children.cend(),
                                  [](const Condition &k) { return k.kind == Kind::Unit; }));
    };
    QSet<std::pair<int, int>> found;
    for (const auto &[place, groups] : buckets) {
        if (groups.size() < 2)
            continue; // one conjunct there for all: no pair differs at this place
        for (const Group &x : groups) {
            if (x.part.kind == Kind::EdgeHas) {
                const auto without
                    = groups.constFind(conditionHash(Condition{Kind::Not, {}, {}, 0, {x.part}}));
                if (without == groups.cend())
                    continue;
                for (int a : x.axes)
                    for (int b : without->axes)
                        found.insert({a, b});
            } else if (unitLike(x.part)) {
                for (const Group &y : groups)
                    if (&y != &x && unitLike(y.part))
                        for (int a : x.axes)
                            for (int b : y.axes)
                                if (a < b)
                                    found.insert({a, b});
            }
        }
    }
    QList<std::pair<int, int>> pairs(found.cbegin(), found.cend());
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

/// When two axes differ in exactly one conjunct, that pair of conjuncts; else nothing.
std::optional<std::pair<Condition, Condition>> soleDifference(const Condition &a,
                                                              const Condition &b)
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
std::optional<std::pair<Condition, Condition>>
unitDifference(const std::pair<Condition, Condition> &d)
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
        return costCellName(t, row, column, lang);
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
        for (const auto &[a, b] : axesDifferingOnce(axes)) {
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
                        out << RulesetWarning{
                            RulesetWarning::Kind::RoadDearer, cellPath(ti, row, col),
                            RulesetCheckText::tr(
                                "%1 (%2) costs more than the same step without a road (%3)")
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
                out << RulesetWarning{
                    RulesetWarning::Kind::OptionOutlier, cellPath(ti, row, col),
                    QCoreApplication::translate(
                        "hexstride::RulesetCheck",
                        "%1: \"%2\" is cheaper than \"%3\" here, unlike %n other entries", nullptr,
                        others)
                        .arg(t.label.in(lang) + QStringLiteral(", ")
                                 + (columns ? t.rows[row].label.in(lang)
                                            : t.columns[col].label.in(lang)),
                             axes[cheapAxis].label.in(lang), axes[dearAxis].label.in(lang))};
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
        // The open rows entering each terrain: a crossing is compared with those only (every
        // pair of rows was tried, which took seconds in a table of thousands of rows).
        QHash<QString, QList<int>> openEntering;
        for (int b = 0; b < t.rows.size(); ++b) {
            if (facts[b].open)
                for (const QString &terrain : std::as_const(facts[b].enter))
                    openEntering[terrain] << b;
        }
        for (int a = 0; a < t.rows.size(); ++a) {
            if (!facts[a].crossing)
                continue;
            QList<int> alike; // the open rows entering one of a's terrains, in table order
            for (const QString &terrain : std::as_const(facts[a].enter))
                alike << openEntering.value(terrain);
            std::sort(alike.begin(), alike.end());
            alike.erase(std::unique(alike.begin(), alike.end()), alike.end());
            for (int b : std::as_const(alike)) {
                for (int c = 0; c < t.columns.size(); ++c) {
                    if (costOf(t.cells[a][c]) < costOf(t.cells[b][c]))
                        out << RulesetWarning{
                            RulesetWarning::Kind::CrossingCheaper, cellPath(ti, a, c),
                            RulesetCheckText::tr("%1 costs less than open ground (%2: %3)")
                                .arg(cellName(t, a, c), t.rows[b].label.in(lang),
                                     QLocale().toString(costOf(t.cells[b][c])))};
                }
            }
        }
    }
};

QString firstMatchListName(FirstMatchList list)
{
    switch (list) {
    case FirstMatchList::Allowances:
        return RulesetCheckText::tr("Allowances");
    case FirstMatchList::Occupancy:
        return RulesetCheckText::tr("Occupancy");
    case FirstMatchList::Destinations:
        return RulesetCheckText::tr("Destinations");
    case FirstMatchList::Ranges:
        return RulesetCheckText::tr("Ranges");
    case FirstMatchList::Modifiers:
        break;
    }
    return RulesetCheckText::tr("Modifiers");
}

/// The label of entry `index` of a first-match list.
LocalizedText entryLabel(const Ruleset &r, FirstMatchList list, int index)
{
    switch (list) {
    case FirstMatchList::Allowances:
        return r.allowances[index].label;
    case FirstMatchList::Occupancy:
        return r.occupancy[index].label;
    case FirstMatchList::Destinations:
        return r.destinations[index].label;
    case FirstMatchList::Ranges:
        return r.ranges[index].label;
    case FirstMatchList::Modifiers:
        break;
    }
    return r.modifiers[index].label;
}

/// Entries of first-match lists never used: the list, both entries by name and position (from 1,
/// as the designer lists them).
void shadowed(const Ruleset &r, const QString &lang, QList<RulesetWarning> &out)
{
    for (const ShadowedEntry &s : shadowedEntries(r)) {
        const QString list = firstMatchListName(s.list);
        const QString hidden = entryLabel(r, s.list, s.index).in(lang),
                      by = entryLabel(r, s.list, s.by).in(lang);
        const bool stops = s.list == FirstMatchList::Modifiers
                           && r.modifiers[s.by].group != r.modifiers[s.index].group;
        const QString message
            = stops ? RulesetCheckText::tr("%1: entry %2 \"%3\" never applies: entry %4 \"%5\" "
                                           "before it stops the modifiers wherever it would match")
                          .arg(list, QString::number(s.index + 1), hidden,
                               QString::number(s.by + 1), by)
                    : RulesetCheckText::tr("%1: entry %2 \"%3\" is never used: entry %4 \"%5\" "
                                           "is checked first and matches everywhere it does")
                          .arg(list, QString::number(s.index + 1), hidden,
                               QString::number(s.by + 1), by);
        out << RulesetWarning{
            RulesetWarning::Kind::ShadowedEntry,
            fillText(QStringLiteral("%1[%2]"), {firstMatchListId(s.list), s.index}), message};
    }
}

} // namespace

QString rulesetWarningKindId(RulesetWarning::Kind kind)
{
    static const char *ids[]
        = {"road-dearer",      "crossing-cheaper",  "option-outlier", "terrain-unenterable",
           "unit-cannot-move", "unreachable-value", "shadowed-entry"};
    return QLatin1String(ids[static_cast<int>(kind)]);
}

QString costCellName(const CostTable &table, int row, int column, const QString &language)
{
    return RulesetCheckText::tr("%1: %2, %3")
        .arg(table.label.in(language), table.rows.value(row).label.in(language),
             table.columns.value(column).label.in(language));
}

QList<RulesetWarning> checkRuleset(const Ruleset &ruleset, const QString &language)
{
    return checkRulesetReport(ruleset, language).warnings;
}

RulesetCheckReport checkRulesetReport(const Ruleset &ruleset, const QString &language,
                                      qint64 stepBudget)
{
    RulesetCheckReport report;
    QList<RulesetWarning> &out = report.warnings;
    shadowed(ruleset, language, out);
    TableChecker tables{ruleset, language, out};
    for (int ti = 0; ti < ruleset.costTables.size(); ++ti) {
        tables.axisPairs(ti, true);
        tables.axisPairs(ti, false);
        tables.crossings(ti);
    }
    rulesetcheck_detail::reachability(ruleset, language, out, report.coverage, stepBudget);
    return report;
}

} // namespace hexstride
