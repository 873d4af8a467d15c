#include "commands/changelabelscommand.h"
#include "commands/changemappropertiescommand.h"
#include "commands/changeunitscommand.h"
#include "commands/replacemapcommand.h"
#include "mapdocument.h"
#include "mapedits.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTest>

using namespace hexstride;

namespace {
HexMap smallMap(int w = 8, int h = 6)
{
    MapShape shape{w, h, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    return HexMap(shape, "test", IdTable({"plains", "forest", "sea"}), IdTable({"town", "castle"}),
                  IdTable({"minor-river", "road", "ford"}), 0);
}
Hex at(const HexMap &m, int col, int row)
{
    return m.grid().toHex({col, row});
}
} // namespace

class TestMapCommands : public QObject
{
    Q_OBJECT
private slots:
    void paintTerrainDoesAndUndoes()
    {
        MapDocument doc(smallMap());
        const HexMap before = doc.map();
        const Hex a = at(before, 2, 3);
        const Hex b = at(before, 5, 1);
        QSignalSpy spy(&doc, &MapDocument::hexesChanged);
        QVERIFY(edits::paintTerrain(doc, {a, b}, 1));
        QCOMPARE(doc.map().terrain(a), 1);
        QCOMPARE(doc.map().terrain(b), 1);
        QCOMPARE(doc.map().terrain(at(before, 3, 3)), 0);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<QList<Hex>>().size(), 2);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.map().terrain(a), 1);
    }

    void paintingSameTerrainPushesNothing()
    {
        MapDocument doc(smallMap());
        QVERIFY(!edits::paintTerrain(doc, {at(doc.map(), 1, 1)}, 0));
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void strokeIsOneUndoStep()
    {
        MapDocument doc(smallMap());
        const HexMap before = doc.map();
        const int stroke = edits::newStrokeId();
        for (int col = 0; col < 6; ++col)
            edits::paintTerrain(doc, {at(before, col, 2)}, 1, stroke);
        // Painting a hex twice in one stroke must still restore the first value on undo.
        edits::paintTerrain(doc, {at(before, 0, 2)}, 2, stroke);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.map().terrain(at(before, 0, 2)), 2);
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
        // A second stroke is a second step.
        edits::paintTerrain(doc, {at(before, 0, 0)}, 1, edits::newStrokeId());
        edits::paintTerrain(doc, {at(before, 1, 0)}, 1, edits::newStrokeId());
        QCOMPARE(doc.undoStack()->count(), 2);
    }

    void edgeStrokeIsOneStepAndSharedBetweenSides()
    {
        MapDocument doc(smallMap());
        const HexMap before = doc.map();
        const Hex h = at(before, 3, 3);
        const int stroke = edits::newStrokeId();
        QSignalSpy spy(&doc, &MapDocument::edgesChanged);
        edits::setEdgeFeature(doc, {edgeOf(h, 0)}, 1, true, stroke);
        edits::setEdgeFeature(doc, {edgeOf(h, 5)}, 1, true, stroke);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(spy.count(), 2);
        // The river is visible from the neighbour across the side.
        QCOMPARE(doc.map().edgeFeatures(neighbour(h, 0), 3), 1);
        QCOMPARE(doc.map().edgeFeatures(neighbour(h, 5), 2), 1);
        edits::setEdgeFeature(doc, {edgeOf(h, 0)}, 1, false);
        QCOMPARE(doc.map().edgeFeatures(h, 0), 0);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    void elevationAndFeatures()
    {
        MapDocument doc(smallMap());
        const HexMap before = doc.map();
        const Hex h = at(before, 4, 4);
        edits::addElevation(doc, {h}, 3);
        edits::addElevation(doc, {h}, -1);
        QCOMPARE(doc.map().elevation(h), 2);
        edits::setElevation(doc, {h}, -7);
        QCOMPARE(doc.map().elevation(h), -7);
        edits::setHexFeature(doc, {h}, 2, true);
        edits::setHexFeature(doc, {h}, 1, true);
        QCOMPARE(doc.map().hexFeatures(h), 3);
        edits::setHexFeature(doc, {h}, 2, false);
        QCOMPARE(doc.map().hexFeatures(h), 1);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    void floodFillFillsConnectedRegionOnly()
    {
        MapDocument doc(smallMap(5, 5));
        HexMap &m = doc.mapForCommands();
        // A wall of forest down column 2 splits the plains.
        for (int row = 0; row < 5; ++row)
            m.setTerrain(at(m, 2, row), 1);
        const HexMap before = doc.map();
        QVERIFY(edits::floodFill(doc, at(m, 0, 0), 2));
        for (int row = 0; row < 5; ++row) {
            QCOMPARE(doc.map().terrain(at(m, 0, row)), 2);
            QCOMPARE(doc.map().terrain(at(m, 1, row)), 2);
            QCOMPARE(doc.map().terrain(at(m, 2, row)), 1);
            QCOMPARE(doc.map().terrain(at(m, 4, row)), 0);
        }
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    void labelsUnitsProperties()
    {
        MapDocument doc(smallMap());
        const HexMap before = doc.map();
        QSignalSpy labelSpy(&doc, &MapDocument::labelsChanged);
        doc.undoStack()->push(new ChangeLabelsCommand(&doc, {{at(before, 1, 1), "Bree"}}, {}));
        QCOMPARE(doc.map().labels().size(), 1);
        QCOMPARE(labelSpy.count(), 1);
        MapUnit u;
        u.name = "Army 1";
        u.hex = at(before, 2, 2);
        doc.undoStack()->push(new ChangeUnitsCommand(&doc, {u}, {}));
        QCOMPARE(doc.map().units().size(), 1);
        doc.undoStack()->push(
            new ChangeMapPropertiesCommand(&doc, {"Eriador", "other", LabelScheme::Numeric, {}}));
        QCOMPARE(doc.map().title(), QString("Eriador"));
        QCOMPARE(doc.map().label(at(before, 0, 0)), QString("0101"));
        QCOMPARE(doc.map().labels().size(), 1);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    void resizeKeepsContentAndUndoes()
    {
        MapDocument doc(smallMap());
        doc.mapForCommands().setTerrain(at(doc.map(), 1, 1), 2);
        doc.mapForCommands().setEdgeFeatures(edgeOf(at(doc.map(), 1, 1), 0), 1);
        const HexMap before = doc.map();
        QSignalSpy spy(&doc, &MapDocument::mapReset);
        doc.undoStack()->push(ReplaceMapCommand::resize(&doc, 12, 10, 2, 2, 1));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(doc.map().width(), 12);
        QCOMPARE(doc.map().height(), 10);
        const Hex moved = at(doc.map(), 3, 3);
        QCOMPARE(doc.map().terrain(moved), 2);
        QCOMPARE(doc.map().edgeFeatures(moved, 0), 1);
        QCOMPARE(doc.map().terrain(at(doc.map(), 0, 0)), 1); // new hexes get the fill
        QCOMPARE(doc.map().terrain(at(doc.map(), 4, 4)), 0);
        doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
    }

    void randomEditsThenUndoAllRestoreTheMap()
    {
        MapDocument doc(smallMap(20, 15));
        const HexMap before = doc.map();
        QRandomGenerator rng(42);
        const auto randomHex = [&] { return at(before, rng.bounded(20), rng.bounded(15)); };
        for (int i = 0; i < 300; ++i) {
            const int stroke = rng.bounded(3) == 0 ? edits::newStrokeId() : 0;
            switch (rng.bounded(5)) {
            case 0:
                edits::paintTerrain(doc, {randomHex(), randomHex()}, std::uint8_t(rng.bounded(3)),
                                    stroke);
                break;
            case 1:
                edits::addElevation(doc, {randomHex()}, rng.bounded(-3, 4), stroke);
                break;
            case 2:
                edits::setHexFeature(doc, {randomHex()}, FeatureMask(1u << rng.bounded(2)),
                                     rng.bounded(2), stroke);
                break;
            case 3:
                edits::setEdgeFeature(doc, {edgeOf(randomHex(), rng.bounded(6))},
                                      FeatureMask(1u << rng.bounded(3)), rng.bounded(2), stroke);
                break;
            case 4:
                edits::floodFill(doc, randomHex(), std::uint8_t(rng.bounded(3)));
                break;
            }
        }
        QVERIFY(doc.undoStack()->count() > 100);
        const HexMap after = doc.map();
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.map() == before);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QVERIFY(doc.map() == after);
    }

    void modifiedFollowsCleanState()
    {
        MapDocument doc(smallMap());
        QSignalSpy spy(&doc, &MapDocument::modifiedChanged);
        edits::paintTerrain(doc, {at(doc.map(), 0, 0)}, 1);
        QCOMPARE(spy.count(), 1);
        QVERIFY(spy.at(0).at(0).toBool());
        doc.markSaved();
        QVERIFY(!doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(doc.isModified());
    }
};

QTEST_GUILESS_MAIN(TestMapCommands)
#include "tst_mapcommands.moc"
