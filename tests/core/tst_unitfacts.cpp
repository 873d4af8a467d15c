// A step finds only the unit facts its rules read (ProfileRules::unitBits): the bits left out
// change no condition and no cost, and the unit index, asked for some bits, finds them as a scan
// of every unit does.
#include "movement/movementrules.h"
#include "movement/unitindex.h"
#include "support/randommap.h"
#include "support/randomplans.h"
#include "support/rulesettestutil.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hexstride;

class TestUnitFacts : public QObject
{
    Q_OBJECT
private slots:
    void unreadBitsChangeNothing_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString id : {"strategic-commanders", "pbm-strategic", "battle-federations",
                                 "tabletop-inches", "tactical-formations"})
            QTest::newRow(qPrintable(id)) << id;
    }
    void unreadBitsChangeNothing()
    {
        QFETCH(QString, id);
        const auto ruleset = ::testutil::bundled(id);
        const MovementRules rules(ruleset);
        QRandomGenerator rng(21);
        HexMap map = ::testutil::mapFor(*ruleset, 12, 10, {});
        hexstride::testutil::randomLayers(rng, map);
        for (int p = 0; p < 12; ++p) {
            UnitProfile profile = hexstride::testutil::randomProfileOf(rng, *ruleset);
            for (const UnitOption &o : ruleset->unitOptions) {
                if (o.flag)
                    profile.insert(o.id, rng.bounded(2) ? "yes" : "no");
            }
            const auto pr = rules.profileRules(map, profile);
            for (int i = 0; i < 400; ++i) {
                const Hex from = map.hexAtIndex(rng.bounded(map.hexCount()));
                const Direction d = rng.bounded(6);
                if (!map.contains(neighbour(from, d)))
                    continue;
                StepFacts all = pr->model->facts(map, from, neighbour(from, d), d);
                all.units = std::uint8_t(rng.bounded(256));
                StepFacts read = all;
                read.units &= pr->unitBits;
                StepTrace a, b;
                QCOMPARE(pr->model->evaluate(read, &a), pr->model->evaluate(all, &b));
                QVERIFY(a == b);
                QCOMPARE(pr->minimumMoveUnless.eval(read), pr->minimumMoveUnless.eval(all));
                for (const auto *kind :
                     {&pr->stopRules, &pr->occupancy, &pr->chances, &pr->stateChanges}) {
                    for (const CompiledCondition &c : *kind)
                        QCOMPARE(c.eval(read), c.eval(all));
                }
            }
        }
    }
    // The usual commander of strategic-commanders is stopped by whoever stands on the hex it
    // enters and reads nothing about its neighbours; a passage of lines reads enemies next to it.
    void strategicCommandersReadsTheHexEntered()
    {
        const auto ruleset = ::testutil::bundled("strategic-commanders");
        const MovementRules rules(ruleset);
        const HexMap map = ::testutil::mapFor(*ruleset, 4, 4, "open");
        QCOMPARE(rules.profileRules(map, {})->unitBits, std::uint8_t(EnterEnemy | EnterFriend));
        QVERIFY(rules.profileRules(map, {{"passage-of-lines", "yes"}})->unitBits & AdjacentEnemy);
    }
    // On a crowded map, for every kind of bits asked for, the index finds what a scan finds.
    void indexFindsTheBitsAskedFor()
    {
        const auto ruleset = ::testutil::bundled("pbm-strategic");
        QRandomGenerator rng(8);
        HexMap map = ::testutil::mapFor(*ruleset, 10, 8, {});
        hexstride::testutil::randomLayers(rng, map);
        for (int i = 0; i < 45; ++i)
            map.units() << MapUnit{QString("Unit %1").arg(i),
                                   QString("Side %1").arg(i % 3),
                                   map.hexAtIndex(rng.bounded(map.hexCount())),
                                   {},
                                   1};
        const UnitIndex index(map);
        int set = 0;
        for (int i = 0; i < 3000; ++i) {
            const MapUnit &mover = map.units()[rng.bounded(int(map.units().size()))];
            const Hex from = map.hexAtIndex(rng.bounded(map.hexCount()));
            const Hex to = neighbour(from, rng.bounded(6));
            const auto wanted = std::uint8_t(rng.bounded(256));
            const std::uint8_t scanned
                = unitFactsOf(*ruleset, map, from, to, mover.side, mover.hex) & wanted;
            QCOMPARE(unitFactsOf(index, *ruleset, map, from, to, mover.side, mover.hex, wanted),
                     scanned);
            set += scanned != 0;
        }
        QVERIFY(set > 1000);
    }
};

QTEST_GUILESS_MAIN(TestUnitFacts)
#include "tst_unitfacts.moc"
