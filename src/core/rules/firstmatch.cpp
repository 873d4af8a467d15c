#include "firstmatch.h"

#include "conditions.h"
#include "rulesetlimits.h"

#include <QSet>

namespace hexstride {

namespace {

using Kind = Condition::Kind;

/// Walks of one condition go as deep as the loader lets it nest; walks of two at once twice.
constexpr int kMaxDepth = kMaxConditionDepth;
/// Unit-option implications are decided by trying at most this many combinations of choices.
constexpr qint64 kMaxCombinations = 4096;

/// Collects the unit options `c` reads; false when it reads anything else (a step fact).
bool unitOptionsOnly(const Condition &c, const QHash<QString, Condition> &named,
                     QSet<QString> &options, int depth = 0)
{
    if (depth > kMaxDepth)
        return false;
    switch (c.kind) {
    case Kind::Unit:
        options.insert(c.key);
        return true;
    case Kind::Named:
        return named.contains(c.key) && unitOptionsOnly(named[c.key], named, options, depth + 1);
    case Kind::All:
    case Kind::Any:
    case Kind::Not:
        for (const Condition &k : c.children) {
            if (!unitOptionsOnly(k, named, options, depth + 1))
                return false;
        }
        return true;
    default:
        return false;
    }
}

/// Over unit options alone: every combination of the choices of `options` where `narrower`
/// holds has `broader` hold too (nothing when there are too many to try).
std::optional<bool> coversOverOptions(const Condition &broader, const Condition &narrower,
                                      const Ruleset &r, const QSet<QString> &options)
{
    QList<const UnitOption *> read;
    qint64 combinations = 1;
    for (const UnitOption &o : r.unitOptions) {
        if (!options.contains(o.id))
            continue;
        read << &o;
        combinations *= std::max<qsizetype>(1, o.choices.size());
        if (combinations > kMaxCombinations)
            return std::nullopt;
    }
    QList<int> choice(read.size(), 0);
    for (qint64 n = 0; n < combinations; ++n) {
        QMap<QString, QString> profile;
        for (qsizetype i = 0; i < read.size(); ++i) {
            if (!read[i]->choices.isEmpty())
                profile.insert(read[i]->id, read[i]->choices[choice[i]].id);
        }
        if (profileMatches(narrower, r.namedConditions, profile)
            && !profileMatches(broader, r.namedConditions, profile))
            return false;
        // The next combination, the first option varying fastest.
        for (qsizetype i = 0; i < read.size(); ++i) {
            if (++choice[i] < read[i]->choices.size())
                break;
            choice[i] = 0;
        }
    }
    return true;
}

bool idsWithin(const QStringList &inner, const QStringList &outer)
{
    for (const QString &id : inner) {
        if (!outer.contains(id))
            return false;
    }
    return true;
}

/// A relation of units near a step (enterUnit…) that holds wherever `narrower` does.
bool relationCovers(const QString &broader, const QString &narrower)
{
    if (broader == narrower || broader == QLatin1String("any"))
        return true;
    return broader == QLatin1String("friend")
           && (narrower == QLatin1String("stationary-friend")
               || narrower == QLatin1String("moving-friend"));
}

/// Two atoms of the same kind: `broader` holds wherever `narrower` does.
bool atomCovers(const Condition &b, const Condition &n)
{
    if (b.kind != n.kind)
        return false;
    switch (b.kind) {
    case Kind::EnterTerrain:
    case Kind::LeaveTerrain:
    case Kind::EnterHas:
    case Kind::LeaveHas:
    case Kind::EdgeHas:
        return idsWithin(n.ids, b.ids);
    case Kind::Unit:
        return b.key == n.key && idsWithin(n.ids, b.ids);
    case Kind::Rise:
    case Kind::Fall:
        return n.number >= b.number;
    case Kind::EnterUnit:
    case Kind::AdjacentUnit:
    case Kind::LeaveAdjacentUnit:
        return relationCovers(b.key, n.key);
    default:
        return b == n;
    }
}

/// The implication by the conditions' forms (see conditionCovers()).
bool coversByForm(const Condition &b, const Condition &n, const QHash<QString, Condition> &named,
                  int depth)
{
    if (depth > 2 * kMaxDepth)
        return false;
    if (b == n)
        return true;
    if (b.kind == Kind::Named)
        return named.contains(b.key) && coversByForm(named[b.key], n, named, depth + 1);
    if (n.kind == Kind::Named)
        return named.contains(n.key) && coversByForm(b, named[n.key], named, depth + 1);
    if (b.kind == Kind::All) {
        // Every conjunct of the broader one follows (an empty `all` always holds).
        for (const Condition &k : b.children) {
            if (!coversByForm(k, n, named, depth + 1))
                return false;
        }
        return true;
    }
    if (n.kind == Kind::Any) {
        // Each alternative of the narrower one is covered (an empty `any` never holds: unsure).
        for (const Condition &k : n.children) {
            if (!coversByForm(b, k, named, depth + 1))
                return false;
        }
        return !n.children.isEmpty();
    }
    if (b.kind == Kind::Any) {
        for (const Condition &k : b.children) {
            if (coversByForm(k, n, named, depth + 1))
                return true;
        }
        return false;
    }
    if (n.kind == Kind::All) {
        // One conjunct of the narrower one is enough.
        for (const Condition &k : n.children) {
            if (coversByForm(b, k, named, depth + 1))
                return true;
        }
        return false;
    }
    if (b.kind == Kind::Not && n.kind == Kind::Not && !b.children.isEmpty()
        && !n.children.isEmpty())
        return coversByForm(n.children[0], b.children[0], named, depth + 1);
    return atomCovers(b, n);
}

QString rangeKind(const QString &id)
{
    return id.section(QLatin1Char('-'), -1);
}

/// The modifier `later` never applies because `earlier` takes its place on every step it
/// matches: the same group (only the first match applies) or a `stop` outside any group (one in
/// a group may be passed over), on all its tables. An overriding modifier still applies where
/// the table says "not allowed", where the plain ones before it do not.
bool modifierShadows(const Modifier &earlier, const Modifier &later, const Ruleset &r)
{
    const bool sameGroup = !earlier.group.isEmpty() && earlier.group == later.group;
    const bool stops = earlier.effect == ModifierEffect::Stop && earlier.group.isEmpty();
    if (!sameGroup && !stops)
        return false;
    if (later.overridesNotAllowed && !earlier.overridesNotAllowed)
        return false;
    const bool onItsTables
        = earlier.tables.isEmpty()
          || (!later.tables.isEmpty() && idsWithin(later.tables, earlier.tables));
    return onItsTables && conditionCovers(earlier.when, later.when, r);
}

template<typename Rule, typename Related>
void shadowedIn(const QList<Rule> &list, FirstMatchList kind, const Ruleset &r, Related related,
                QList<ShadowedEntry> &out)
{
    for (int j = 1; j < list.size(); ++j) {
        for (int i = 0; i < j; ++i) {
            if (related(list[i], list[j]) && conditionCovers(list[i].when, list[j].when, r)) {
                out << ShadowedEntry{kind, j, i};
                break;
            }
        }
    }
}

} // namespace

QString firstMatchListId(FirstMatchList list)
{
    static const char *ids[] = {"allowances", "occupancy", "destinations", "ranges", "modifiers"};
    return QLatin1String(ids[static_cast<int>(list)]);
}

bool conditionAlwaysHolds(const Condition &c, const QHash<QString, Condition> &named)
{
    return coversByForm(c, Condition{}, named, 0);
}

bool conditionCovers(const Condition &broader, const Condition &narrower, const Ruleset &ruleset)
{
    const auto &named = ruleset.namedConditions;
    if (coversByForm(broader, narrower, named, 0))
        return true;
    QSet<QString> options;
    if (unitOptionsOnly(broader, named, options) && unitOptionsOnly(narrower, named, options))
        return coversOverOptions(broader, narrower, ruleset, options).value_or(false);
    return false;
}

QList<ShadowedEntry> shadowedEntries(const Ruleset &r)
{
    QList<ShadowedEntry> out;
    const auto any = [](const auto &, const auto &) { return true; };
    shadowedIn(r.allowances, FirstMatchList::Allowances, r, any, out);
    shadowedIn(r.occupancy, FirstMatchList::Occupancy, r, any, out);
    shadowedIn(r.destinations, FirstMatchList::Destinations, r, any, out);
    shadowedIn(
        r.ranges, FirstMatchList::Ranges, r,
        [](const RangeRule &a, const RangeRule &b) { return rangeKind(a.id) == rangeKind(b.id); },
        out);
    for (int j = 1; j < r.modifiers.size(); ++j) {
        for (int i = 0; i < j; ++i) {
            if (modifierShadows(r.modifiers[i], r.modifiers[j], r)) {
                out << ShadowedEntry{FirstMatchList::Modifiers, j, i};
                break;
            }
        }
    }
    return out;
}

qsizetype firstMatchInsertionIndex(const QList<Condition> &conditions,
                                   const QHash<QString, Condition> &named)
{
    if (!conditions.isEmpty() && conditionAlwaysHolds(conditions.constLast(), named))
        return conditions.size() - 1;
    return conditions.size();
}

} // namespace hexstride
