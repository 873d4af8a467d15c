#pragma once

// Random maps for property tests (tst_properties, tst_tiledroundtrip): every field a map holds,
// filled from a seeded generator, and where two maps first differ.
#include "map/hexmap.h"

#include <QRandomGenerator>
#include <QString>

namespace hexstride::testutil {

inline QString randomText(QRandomGenerator &rng, int maxLength)
{
    // Letters, digits, punctuation, quotes, escapes, a tab and non-Latin letters.
    static const QString pool = QString::fromUtf8("abcXYZ019 -_,.;:!\"'\\/{}[]\tÄéßΏжЯ漢字\u2014");
    QString s;
    const int n = rng.bounded(maxLength + 1);
    for (int i = 0; i < n; ++i)
        s += pool.at(rng.bounded(int(pool.size())));
    return s;
}

inline QStringList ids(QRandomGenerator &rng, const QString &prefix, int min, int max)
{
    QStringList out;
    const int n = rng.bounded(min, max + 1);
    for (int i = 0; i < n; ++i)
        out << QStringLiteral("%1-%2").arg(prefix).arg(i);
    return out;
}

inline UnitProfile randomProfile(QRandomGenerator &rng)
{
    UnitProfile p;
    const int n = rng.bounded(4);
    for (int i = 0; i < n; ++i)
        p.insert(randomText(rng, 6) + QString::number(i), randomText(rng, 8));
    return p;
}

/// Random values in the map's dense layers: terrains and features of its own id tables, any
/// elevation, features on random hexes and sides (border sides included).
inline void randomLayers(QRandomGenerator &rng, HexMap &map)
{
    const auto anyMask = [&](qsizetype kinds) {
        return kinds == 0 ? FeatureMask(0) : FeatureMask(rng.bounded(1u << kinds));
    };
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        if (rng.bounded(3) == 0)
            map.setTerrain(h, std::uint8_t(rng.bounded(map.terrains().size())));
        if (rng.bounded(4) == 0)
            map.setElevation(h, rng.bounded(-32768, 32768));
        if (rng.bounded(5) == 0)
            map.setHexFeatures(h, anyMask(map.hexFeatureIds().size()));
        if (rng.bounded(4) == 0)
            map.setEdgeFeatures(edgeOf(h, rng.bounded(6)), anyMask(map.edgeFeatureIds().size()));
    }
}

/// A random map of the shape's layout: dense layers with random values, features on random
/// hexes and sides (border sides included, randomLayers), and a few labels, units and plans.
inline HexMap randomMap(QRandomGenerator &rng, HexGridLayout grid, LabelScheme labels)
{
    const MapShape shape{rng.bounded(1, 40), rng.bounded(1, 30), grid, labels};
    const QStringList terrains = ids(rng, QStringLiteral("terrain"), 1, 20);
    const QStringList hexFeatures = ids(rng, QStringLiteral("feature"), 0, 16);
    const QStringList edgeFeatures = ids(rng, QStringLiteral("edge"), 0, 16);
    HexMap map(shape, randomText(rng, 12), IdTable(terrains), IdTable(hexFeatures),
               IdTable(edgeFeatures), std::uint8_t(rng.bounded(int(terrains.size()))));
    map.setTitle(randomText(rng, 30));
    const auto anyHex = [&] { return map.hexAtIndex(rng.bounded(map.hexCount())); };
    randomLayers(rng, map);
    for (int i = rng.bounded(6); i > 0; --i) {
        // Every field a label has: size (quarter steps within 0.25..8), style and colour.
        map.labels().append(MapLabel{anyHex(), randomText(rng, 20), rng.bounded(1, 33) / 4.0,
                                     rng.bounded(2) == 0, rng.bounded(2) == 0,
                                     std::uint32_t(rng.bounded(0x1000000))});
    }
    for (int i = rng.bounded(3); i > 0; --i)
        map.reviewedProblems() << randomText(rng, 12);
    // Unit names are not blank and unique, and an orders line can name them (no tab, no space
    // at either end: the map format says so); the rest is random.
    const auto unitName = [&](int i) {
        QString name = QStringLiteral("u%1 ").arg(i) + randomText(rng, 15);
        return name.replace(QLatin1Char('\t'), QLatin1Char(' ')).trimmed();
    };
    // A side is none, or shows something.
    const auto sideText = [&] {
        // No tab: a side holds no control character (probe13 Q07).
        const QString side = randomText(rng, 6).replace(QLatin1Char('\t'), QLatin1Char(' '));
        return side.trimmed().isEmpty() ? QString() : side;
    };
    for (int i = rng.bounded(5); i > 0; --i)
        map.units().append(
            MapUnit{unitName(i), sideText(), anyHex(), randomProfile(rng), rng.bounded(1000000)});
    for (int i = rng.bounded(4); i > 0; --i) {
        QStringList orders;
        for (int k = rng.bounded(8); k > 0; --k)
            orders << randomText(rng, 3);
        map.plans().append(MovementPlan{randomText(rng, 10), randomText(rng, 10), anyHex(), orders,
                                        randomProfile(rng)});
    }
    if (rng.bounded(3) != 0) {
        // An image to trace, placed by any invertible transform (arbitrary doubles: the file
        // must keep every bit of them).
        const auto between
            = [&](double lo, double hi) { return lo + rng.generateDouble() * (hi - lo); };
        MapBackground b;
        // Any text as the file's name, but one name: no folder separators in it.
        const QString name = randomText(rng, 8).remove(QLatin1Char('/')).remove(QLatin1Char('\\'));
        b.path = QStringLiteral("scans/") + name + QStringLiteral(".png");
        b.imageToMap = AffineMap{between(0.5, 2), between(-0.2, 0.2), between(-0.2, 0.2),
                                 between(0.5, 2), between(-1e4, 1e4), between(-1e4, 1e4)};
        b.opacity = rng.generateDouble();
        b.visible = rng.bounded(2) == 0;
        map.setBackground(b);
    }
    // Drawn last so that the draws above stay as they were before sides existed.
    for (int i = rng.bounded(4); i > 0; --i)
        map.sides().setRelation(
            QStringLiteral("s") + randomText(rng, 6).replace(QLatin1Char('\t'), QLatin1Char(' ')),
            QStringLiteral("t") + randomText(rng, 6).replace(QLatin1Char('\t'), QLatin1Char(' ')),
            SideRelation(rng.bounded(3)));
    for (int i = rng.bounded(4); i > 0; --i)
        map.sides().setOwner(anyHex(),
                             QStringLiteral("o")
                                 + randomText(rng, 6).replace(QLatin1Char('\t'), QLatin1Char(' ')));
    return map;
}

/// Where two maps first differ, for the failure message.
inline QString firstDifference(const HexMap &a, const HexMap &b)
{
    if (!(a.shape() == b.shape()))
        return QStringLiteral("shape");
    if (a.title() != b.title() || a.rulesetId() != b.rulesetId())
        return QStringLiteral("title or ruleset");
    if (a.terrainLayer() != b.terrainLayer())
        return QStringLiteral("terrain");
    if (a.elevationLayer() != b.elevationLayer())
        return QStringLiteral("elevation");
    if (a.hexFeatureLayer() != b.hexFeatureLayer())
        return QStringLiteral("hex features");
    if (a.edgeLayer() != b.edgeLayer())
        return QStringLiteral("edges");
    if (a.labels() != b.labels())
        return QStringLiteral("labels");
    if (a.units() != b.units())
        return QStringLiteral("units");
    if (a.plans() != b.plans())
        return QStringLiteral("plans");
    if (a.reviewedProblems() != b.reviewedProblems())
        return QStringLiteral("reviewed problems");
    if (!(a.background() == b.background()))
        return QStringLiteral("background");
    if (!(a.sides() == b.sides()))
        return QStringLiteral("sides");
    return QStringLiteral("id tables");
}

} // namespace hexstride::testutil
