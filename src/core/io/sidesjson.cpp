#include "sidesjson.h"

#include "map/sidespellings.h"
#include "map/unitedits.h"

#include <QCoreApplication>
#include <QSet>
#include <unordered_set>

namespace hexstride {

namespace {
/// Why `side` cannot be a side here: unitSideProblem's rules, then a twin of a side already
/// seen (its units' sides come first).
QString sideProblem(const QString &side, SideSpellings &spellings)
{
    const QString problem = unitSideProblem(side);
    return problem.isEmpty() ? spellings.add(side) : problem;
}

bool readRelations(JsonFields &f, const QJsonObject &sides, SideSpellings &spellings, MapSides &out)
{
    const QString key = QStringLiteral("sides.relations");
    const auto list = f.array(sides, QStringLiteral("sides"), QStringLiteral("relations"), true);
    if (!list)
        return false;
    QSet<std::pair<QString, QString>> seen;
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString path = JsonFields::index(key, i);
        if (!list->at(i).isObject())
            return f.fail(path, QCoreApplication::translate("hexstride::io", "expected an object"));
        const QJsonObject o = list->at(i).toObject();
        if (!f.onlyKeys(o, path, {"side", "toward", "relation"}))
            return false;
        const auto side = f.string(o, path, QStringLiteral("side"));
        const auto toward = f.string(o, path, QStringLiteral("toward"));
        const auto relation = f.string(o, path, QStringLiteral("relation"));
        if (!f.ok())
            return false;
        const auto r = parseSideRelation(*relation);
        if (!r)
            return f.fail(
                JsonFields::join(path, QStringLiteral("relation")),
                QCoreApplication::translate("hexstride::io",
                                            "expected \"friendly\", \"tolerant\" or \"hostile\""));
        // The sides of units (probe13 Q07): no control, bidi or invisible-only side, at most 256.
        for (const auto &[field, name] : {std::pair{QStringLiteral("side"), *side},
                                          std::pair{QStringLiteral("toward"), *toward}})
            if (const QString problem = sideProblem(name, spellings); !problem.isEmpty())
                return f.fail(JsonFields::join(path, field), problem);
        if (side->isEmpty() || toward->isEmpty() || *side == *toward)
            return f.fail(
                path, QCoreApplication::translate("hexstride::io",
                                                  "a relation needs two different, named sides"));
        if (seen.contains({*side, *toward}))
            return f.fail(path, QCoreApplication::translate(
                                    "hexstride::io", "how \"%1\" regards \"%2\" is given twice")
                                    .arg(*side, *toward));
        seen.insert({*side, *toward});
        out.relations << SideRelationEntry{*side, *toward, *r};
    }
    return true;
}

bool readOwners(JsonFields &f, const QJsonObject &sides, const HexMap &map,
                SideSpellings &spellings, MapSides &out)
{
    const QString key = QStringLiteral("sides.owners");
    const auto list = f.array(sides, QStringLiteral("sides"), QStringLiteral("owners"), true);
    if (!list)
        return false;
    // A hash of the hexes owned so far: a list searched per entry made 160,000 owners 16 s.
    std::unordered_set<Hex> owned;
    owned.reserve(std::size_t(list->size()));
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString path = JsonFields::index(key, i);
        if (!list->at(i).isObject())
            return f.fail(path, QCoreApplication::translate("hexstride::io", "expected an object"));
        const QJsonObject o = list->at(i).toObject();
        if (!f.onlyKeys(o, path, {"hex", "side"}))
            return false;
        const auto hex = readHex(f, map, o, path, QStringLiteral("hex"));
        const auto side = f.string(o, path, QStringLiteral("side"));
        if (!f.ok())
            return false;
        if (side->isEmpty())
            return f.fail(
                JsonFields::join(path, QStringLiteral("side")),
                QCoreApplication::translate("hexstride::io", "expected the name of a side"));
        if (const QString problem = sideProblem(*side, spellings); !problem.isEmpty())
            return f.fail(JsonFields::join(path, QStringLiteral("side")), problem);
        if (!owned.insert(*hex).second)
            return f.fail(
                path, QCoreApplication::translate("hexstride::io", "hex %1 has an owner already")
                          .arg(map.label(*hex)));
        out.owners << HexOwner{*hex, *side};
    }
    return true;
}
} // namespace

bool readSides(JsonFields &f, const QJsonObject &root, HexMap &map)
{
    if (!root.contains(QStringLiteral("sides")))
        return true;
    const auto sides = f.object(root, QString(), QStringLiteral("sides"));
    if (!sides || !f.onlyKeys(*sides, QStringLiteral("sides"), {"relations", "owners"}))
        return false;
    MapSides out;
    SideSpellings spellings;
    for (const MapUnit &u : map.units())
        spellings.add(u.side); // checked as the units were read
    if (!readRelations(f, *sides, spellings, out) || !readOwners(f, *sides, map, spellings, out))
        return false;
    map.sides() = out;
    return true;
}

void writeSides(QJsonObject &root, const HexMap &map)
{
    const MapSides &s = map.sides();
    if (s.isEmpty())
        return;
    QJsonArray relations;
    for (const SideRelationEntry &e : s.relations)
        relations.append(QJsonObject{{QStringLiteral("side"), e.side},
                                     {QStringLiteral("toward"), e.toward},
                                     {QStringLiteral("relation"), sideRelationId(e.relation)}});
    QJsonArray owners;
    for (const HexOwner &o : s.owners)
        owners.append(QJsonObject{{QStringLiteral("hex"), map.label(o.hex)},
                                  {QStringLiteral("side"), o.side}});
    QJsonObject sides;
    if (!relations.isEmpty())
        sides.insert(QStringLiteral("relations"), relations);
    if (!owners.isEmpty())
        sides.insert(QStringLiteral("owners"), owners);
    root.insert(QStringLiteral("sides"), sides);
}

} // namespace hexstride
