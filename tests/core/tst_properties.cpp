// Property tests over random input with fixed seeds (each failure names its seed, so it can be
// replayed): save then load gives the identical map for every layout with random sparse
// extras; random order strings on random maps never crash the movement engine and never give
// a negative cost, for every bundled ruleset.
#include "io/mapfile.h"
#include "map/hexmap.h"
#include "movement/costgrid.h"
#include "movement/pathfinder.h"
#include "movement/planevaluator.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "support/randommap.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testutil;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)
Q_DECLARE_METATYPE(hexstride::LabelScheme)

namespace {
constexpr int kSeeds = 12;

/// A random map in the ruleset's own vocabulary, with units of random sides.
HexMap randomRulesetMap(QRandomGenerator &rng, const Ruleset &r, Orientation o)
{
    const auto &t = r.vocabulary.terrains;
    const auto &h = r.vocabulary.hexFeatures;
    const auto &e = r.vocabulary.edgeFeatures;
    const MapShape shape{rng.bounded(1, 14),
                         rng.bounded(1, 12),
                         {o, OffsetParity(rng.bounded(2))},
                         LabelScheme::ColRow};
    HexMap map = mapForRuleset(r, shape);
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex hex = map.hexAtIndex(i);
        map.setTerrain(hex, std::uint8_t(rng.bounded(int(t.size()))));
        // Mostly small slopes, now and then a cliff at the limits of the layer.
        map.setElevation(hex,
                         rng.bounded(10) == 0 ? rng.bounded(-32768, 32768) : rng.bounded(-3, 4));
        if (!h.isEmpty() && rng.bounded(3) == 0)
            map.setHexFeatures(hex, FeatureMask(rng.bounded(1u << h.size())));
        if (!e.isEmpty() && rng.bounded(2) == 0)
            map.setEdgeFeatures(edgeOf(hex, rng.bounded(6)),
                                FeatureMask(rng.bounded(1u << e.size())));
    }
    const QStringList sides
        = r.turns.sideOrder.isEmpty() ? QStringList{"a", "b"} : r.turns.sideOrder;
    for (int i = rng.bounded(5); i > 0; --i) {
        MapUnit u;
        u.name = QStringLiteral("Unit %1").arg(i);
        u.side = sides.at(rng.bounded(int(sides.size())));
        u.hex = map.hexAtIndex(rng.bounded(map.hexCount()));
        u.figures = rng.bounded(40);
        map.units().append(u);
    }
    return map;
}

/// A random profile over the ruleset's options: usually valid choices, sometimes nonsense.
UnitProfile randomRulesetProfile(QRandomGenerator &rng, const Ruleset &r)
{
    UnitProfile p;
    const bool spoil = rng.bounded(4) == 0;
    for (const UnitOption &o : r.unitOptions) {
        const int roll = rng.bounded(10);
        if (spoil && roll == 0)
            p.insert(o.id, QStringLiteral("nonsense"));
        else if (roll < 6 && !o.choices.isEmpty())
            p.insert(o.id, o.choices.at(rng.bounded(int(o.choices.size()))).id);
    }
    if (spoil && rng.bounded(2) == 0)
        p.insert(QStringLiteral("no-such-option"), QStringLiteral("yes"));
    return p;
}

/// An order string of direction names and hold tokens in any case, separated by commas and/or
/// spaces; every other string also has garbage tokens and stray commas.
QString randomOrders(QRandomGenerator &rng, Orientation o, const QStringList &holds)
{
    QStringList words;
    for (Direction d = 0; d < 6; ++d)
        words << directionName(o, d) << directionName(o, d).toUpper();
    words += holds;
    const QStringList garbage{QStringLiteral("x"), QStringLiteral("nne"), QString::fromUtf8("се"),
                              QStringLiteral("0")};
    const bool clean = rng.bounded(2) == 0;
    QString s;
    for (int i = rng.bounded(25); i > 0; --i) {
        if (!s.isEmpty())
            s += rng.bounded(3) == 0 ? QStringLiteral(", ")
                                     : (rng.bounded(2) ? QStringLiteral(" ") : QStringLiteral(","));
        const int roll = clean ? 99 : rng.bounded(12);
        if (roll == 0)
            s += QLatin1Char(',');
        else if (roll == 1)
            s += randomText(rng, 3);
        else if (roll == 2)
            s += garbage.at(rng.bounded(int(garbage.size())));
        else
            s += words.at(rng.bounded(int(words.size())));
    }
    if (!clean && rng.bounded(4) == 0)
        s += QLatin1Char(','); // a trailing comma: an empty last order
    return s;
}
} // namespace

class TestProperties : public QObject
{
    Q_OBJECT
private slots:
    void saveThenLoadGivesTheSameMap_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<HexGridLayout>("grid");
        QTest::addColumn<LabelScheme>("labels");
        for (const auto o : {Orientation::PointyTop, Orientation::FlatTop}) {
            for (const auto p : {OffsetParity::OddShifted, OffsetParity::EvenShifted}) {
                for (const auto l : {LabelScheme::ColRow, LabelScheme::Numeric}) {
                    for (int seed = 1; seed <= kSeeds; ++seed) {
                        const QString name
                            = QStringLiteral("%1 %2 %3 seed %4")
                                  .arg(orientationId(o), parityId(p), labelSchemeId(l))
                                  .arg(seed);
                        QTest::newRow(qPrintable(name)) << seed << HexGridLayout{o, p} << l;
                    }
                }
            }
        }
    }
    void saveThenLoadGivesTheSameMap()
    {
        QFETCH(int, seed);
        QFETCH(HexGridLayout, grid);
        QFETCH(LabelScheme, labels);
        QRandomGenerator rng(
            quint32(seed * 7919 + int(grid.orientation) * 31 + int(grid.parity) * 7 + int(labels)));
        const HexMap map = randomMap(rng, grid, labels);
        for (const bool plain : {false, true}) {
            const MapLoadResult r = loadMapData(serializeMap(map, plain), QStringLiteral("random"));
            QVERIFY2(r.map, qPrintable(QStringLiteral("seed %1 (%2): %3")
                                           .arg(seed)
                                           .arg(plain ? "json" : "gzip", r.error)));
            QVERIFY2(*r.map == map,
                     qPrintable(QStringLiteral("seed %1 (%2): %3 differ")
                                    .arg(seed)
                                    .arg(plain ? "json" : "gzip", firstDifference(*r.map, map))));
        }
        // And through a file, as the editor saves.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("random.hexmap"));
        QCOMPARE(saveMapFile(map, path), QString());
        const MapLoadResult r = loadMapFile(path);
        QVERIFY2(r.map && *r.map == map,
                 qPrintable(QStringLiteral("seed %1: file round trip: %2").arg(seed).arg(r.error)));
    }

    // Issue 14 item 7: whatever the reader accepts, convert writes back, in both directions
    // (.json → .hexmap → .json), into another folder and back: the map, its one-sided notes and
    // its custom ruleset, embedded or by a relative path that still names the same file.
    void convertKeepsEveryField_data() { saveThenLoadGivesTheSameMap_data(); }
    void convertKeepsEveryField()
    {
        QFETCH(int, seed);
        QFETCH(HexGridLayout, grid);
        QFETCH(LabelScheme, labels);
        QRandomGenerator rng(quint32(seed * 104723 + int(grid.orientation) * 17
                                     + int(grid.parity) * 5 + int(labels)));
        HexMap map = randomMap(rng, grid, labels);
        if (map.edgeFeatureIds().size() > 0) {
            // Notes that still hold (the side is as imported), one a side: a save drops the others.
            QList<EdgeId> noted;
            for (int i = rng.bounded(1, 4); i > 0; --i) {
                const int feature = rng.bounded(int(map.edgeFeatureIds().size()));
                const auto mask = std::uint16_t(rng.bounded(1u << map.edgeFeatureIds().size())
                                                | (1u << feature));
                const Hex hex = map.hexAtIndex(rng.bounded(map.hexCount()));
                const int side = rng.bounded(6);
                if (noted.contains(edgeOf(hex, side)))
                    continue;
                noted.append(edgeOf(hex, side));
                map.setEdgeFeatures(edgeOf(hex, side), mask);
                map.oneSidedNotes().append(OneSidedFeatureNote{hex, side, feature, mask});
            }
        }
        MapRulesetRef ruleset;
        if (seed % 2)
            ruleset.embedded = QJsonObject{
                {QStringLiteral("id"), randomText(rng, 10)},
                {QStringLiteral("costs"), QJsonArray{rng.bounded(9), randomText(rng, 4)}}};
        else
            ruleset.path
                = QStringLiteral("rules/") + QString::number(seed) + QStringLiteral(".json");

        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("a/rules"));
        QDir(dir.path()).mkpath(QStringLiteral("b"));
        const QString first = dir.filePath(QStringLiteral("a/map.json"));
        const QString packed = dir.filePath(QStringLiteral("b/map.hexmap"));
        const QString back = dir.filePath(QStringLiteral("a/again.json"));
        QCOMPARE(saveMapFile(map, first, ruleset), QString());
        QCOMPARE(convertMapFile(first, packed), QString());
        QCOMPARE(convertMapFile(packed, back), QString());
        for (const QString &path : {packed, back}) {
            MapLoadResult r = loadMapFile(path);
            const QString where
                = QStringLiteral("seed %1, %2").arg(seed).arg(QFileInfo(path).fileName());
            QVERIFY2(r.map, qPrintable(where + QStringLiteral(": ") + r.error));
            // The background image is the same file, seen from the copy's folder.
            MapBackground background = r.map->background();
            if (!map.background().isEmpty()) {
                QCOMPARE(QFileInfo(QFileInfo(path).dir(), background.path).absoluteFilePath(),
                         dir.filePath(QStringLiteral("a/") + map.background().path));
                QCOMPARE(r.warnings.size(), 1); // the image does not exist: a warning only
            }
            background.path = map.background().path;
            r.map->setBackground(background);
            QVERIFY2(*r.map == map,
                     qPrintable(where + QStringLiteral(": ") + firstDifference(*r.map, map)));
            QVERIFY2(r.map->oneSidedNotes() == map.oneSidedNotes(),
                     qPrintable(where + QStringLiteral(": one-sided notes")));
            QCOMPARE(r.customRuleset.embedded, ruleset.embedded);
            if (!ruleset.path.isEmpty()) // the same file, seen from the copy's folder
                QCOMPARE(QFileInfo(QFileInfo(path).dir(), r.customRuleset.path).absoluteFilePath(),
                         dir.filePath(QStringLiteral("a/") + ruleset.path));
        }
        // Back home, the file is the one written first (the writer's name aside, nothing differs).
        QFile a(first), b(back);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(b.readAll(), a.readAll());
    }

    void randomOrdersNeverCrashOrCostLessThanNothing_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<int>("seed");
        const RulesetLibrary library;
        QCOMPARE(library.ids().size(), 5);
        for (const QString &id : library.ids()) {
            for (int seed = 1; seed <= kSeeds; ++seed)
                QTest::newRow(qPrintable(QStringLiteral("%1 seed %2").arg(id).arg(seed)))
                    << id << seed;
        }
    }
    void randomOrdersNeverCrashOrCostLessThanNothing()
    {
        QFETCH(QString, ruleset);
        QFETCH(int, seed);
        static const RulesetLibrary library;
        QString error;
        const auto r = library.ruleset(ruleset, &error);
        QVERIFY2(r, qPrintable(error));
        const MovementRules rules(r);
        QRandomGenerator rng(quint32(seed) * 104729u + quint32(qHash(ruleset)));
        int evaluated = 0, refused = 0, executedSteps = 0;
        for (int round = 0; round < 40; ++round) {
            const Orientation o = rng.bounded(2) ? Orientation::FlatTop : Orientation::PointyTop;
            const HexMap map = randomRulesetMap(rng, *r, o);
            const UnitProfile profile = randomRulesetProfile(rng, *r);
            const QString text = randomOrders(rng, o, r->turns.holdTokens);
            const QString where
                = QStringLiteral("seed %1 round %2, orders \"%3\"").arg(seed).arg(round).arg(text);
            const ParsedOrders parsed = parseOrders(text, o, r->turns.holdTokens);
            if (!parsed.error.isEmpty()) {
                QVERIFY2(parsed.tokens.isEmpty() && parsed.errorPosition >= 1
                             && parsed.errorPosition <= text.size() + 1
                             && !parsed.errorToken.isEmpty(),
                         qPrintable(where + QStringLiteral(": ") + parsed.error));
                ++refused;
                continue;
            }
            if (!rules.checkProfile(profile).isEmpty())
                continue; // the caller refuses such a profile before planning
            PlanContext ctx;
            ctx.side = map.units().isEmpty() ? QString() : map.units().first().side;
            if (rng.bounded(4) == 0)
                ctx.budget = rng.bounded(0, 60);
            const Hex start = map.hexAtIndex(rng.bounded(map.hexCount()));
            const PlanResult plan = evaluateOrders(rules, map, start, parsed.tokens, profile, ctx);
            ++evaluated;
            executedSteps += plan.executed;
            QVERIFY2(plan.steps.size() == parsed.tokens.size(), qPrintable(where));
            QVERIFY2(plan.total >= 0,
                     qPrintable(where + QStringLiteral(": total %1").arg(plan.total)));
            int executedTotal = 0;
            for (const PlannedStep &s : plan.steps) {
                QVERIFY2(!s.cost || *s.cost >= 0,
                         qPrintable(where + QStringLiteral(": step cost %1").arg(*s.cost)));
                QVERIFY2(s.total >= 0, qPrintable(where));
                if (s.status == StepStatus::Ok)
                    executedTotal = s.total;
            }
            QVERIFY2(plan.total == executedTotal || plan.executed == 0,
                     qPrintable(where
                                + QStringLiteral(": total %1, last executed step at %2")
                                      .arg(plan.total)
                                      .arg(executedTotal)));

            // Every single step: refused (-1) or at least the ruleset's minimum.
            const auto model = rules.model(map, profile);
            for (int i = 0; i < map.hexCount(); ++i) {
                for (Direction d = 0; d < 6; ++d) {
                    const int c = model->cost(map, map.hexAtIndex(i), d);
                    QVERIFY2(
                        c == -1 || c >= r->minimumStepCost,
                        qPrintable(where
                                   + QStringLiteral(": step %1/%2 costs %3").arg(i).arg(d).arg(c)));
                }
            }
            // Reach over the same costs: never a negative cost or MP left.
            const CostGrid grid(map.shape(),
                                [&](Hex h, Direction d) { return model->cost(map, h, d); });
            Pathfinder finder(grid);
            const ReachArea area = finder.reachBands(
                start, std::max(1, model->allowance() < 0 ? 20 : model->allowance()), 3);
            for (const ReachedHex &h : area.hexes)
                QVERIFY2(h.cost >= 0 && h.mpLeft >= 0,
                         qPrintable(where + QStringLiteral(": reach")));
        }
        // The generator must reach both the parser's errors and real plans, or it tests little.
        QVERIFY2(
            evaluated >= 8 && refused >= 1 && executedSteps > 0,
            qPrintable(QStringLiteral(
                           "seed %1: %2 plans evaluated (%3 steps made), %4 order strings refused")
                           .arg(seed)
                           .arg(evaluated)
                           .arg(executedSteps)
                           .arg(refused)));
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
