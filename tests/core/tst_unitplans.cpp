// Plans follow their unit through an edit (plansAfterUnitEdit), and the unit name rules the map
// reader applies are the ones an editor asks first (unitNameProblem).
#include "map/unitedits.h"

#include <QTest>

using namespace hexstride;

class TestUnitPlans : public QObject
{
    Q_OBJECT
private:
    static UnitProfile cavalry() { return {{"kind", "cavalry"}}; }
    static UnitProfile infantry() { return {{"kind", "infantry"}}; }
    static UnitProfile scouts() { return {{"kind", "scouts"}}; }
    /// Grey Host's two plans (one from its hex with its profile, one from elsewhere with
    /// another profile), a plan of Red Host, and a unit-less plan.
    static QList<MovementPlan> plans()
    {
        return {{"march", "Grey Host", Hex{1, 1}, {"e"}, cavalry()},
                {"feint", "Grey Host", Hex{4, 0}, {"w"}, scouts()},
                {"raid", "Red Host", Hex{1, 1}, {"ne"}, cavalry()},
                {"scout", "", Hex{1, 1}, {"se"}, cavalry()}};
    }

private slots:
    void aRenamedMovedReprofiledUnitTakesItsPlans()
    {
        const MapUnit before{"Grey Host", "West", Hex{1, 1}, cavalry(), 10};
        const MapUnit after{"Iron Host", "West", Hex{2, 3}, infantry(), 10};
        const QList<MovementPlan> out = plansAfterUnitEdit(plans(), before, &after);
        const QList<MovementPlan> expected{
            {"march", "Iron Host", Hex{2, 3}, {"e"}, infantry()},
            // Not from the unit's hex, not its profile: only the name follows.
            {"feint", "Iron Host", Hex{4, 0}, {"w"}, scouts()},
            {"raid", "Red Host", Hex{1, 1}, {"ne"}, cavalry()},
            {"scout", "", Hex{1, 1}, {"se"}, cavalry()}};
        QCOMPARE(out, expected);
    }

    void aDeletedUnitTakesItsPlansAlong()
    {
        const MapUnit before{"Grey Host", "West", Hex{1, 1}, cavalry(), 10};
        const QList<MovementPlan> out = plansAfterUnitEdit(plans(), before, nullptr);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out.at(0).name, QString("raid"));
        QCOMPARE(out.at(1).name, QString("scout"));
    }

    void aNamelessUnitOwnsNoPlans()
    {
        const MapUnit before{"", "West", Hex{1, 1}, cavalry(), 10};
        QCOMPARE(plansAfterUnitEdit(plans(), before, nullptr), plans());
    }

    void namesTheReaderRefusesAreRefused()
    {
        QCOMPARE(unitNameProblem("Grey Host"), QString());
        QCOMPARE(unitNameProblem("  "), QString("a unit needs a name"));
        QCOMPARE(unitNameProblem(QString(QChar(0x200B))),
                 QString("the name has no visible character"));
        QCOMPARE(unitNameProblem(QString(256, 'a')), QString());
        QCOMPARE(unitNameProblem(QString(257, 'a')),
                 QString("the text has 257 characters; a unit's name or side holds at most 256"));
    }
};

QTEST_GUILESS_MAIN(TestUnitPlans)
#include "tst_unitplans.moc"
