// Edits that quietly destroyed a referee's map (issue 31): Delete erased the rivers and roads on
// the border of a selection, and the digit keys left Flood Fill active, so that "brush strokes"
// flooded the map. Driven through the real main window: keys and clicks at hex positions.
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/abstracttool.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QRegularExpression>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

class TestEditSafety : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return m_window->mapView()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    QUndoStack *undoStack() { return m_window->document()->undoStack(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPointF centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)); }
    std::uint8_t terrain(const QString &id) { return std::uint8_t(map().terrains().indexOf(id)); }

    /// A 14 × 10 pbm-strategic map, all Mixed Forest, in the window, framed on hex (6,5).
    bool openForestMap()
    {
        const RulesetLibrary library;
        const auto pbm = library.ruleset("pbm-strategic");
        if (!pbm)
            return false;
        const HexMap m = mapForRuleset(*pbm, MapShape{14, 10, {}, LabelScheme::ColRow}, "forest");
        if (!openMainWindow(m_window, m))
            return false;
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get()))
            return false;
        frameView(view(), 2.0, at(6, 5));
        view()->setFocus();
        return true;
    }
    /// The undo text in English, whether or not the English catalogue with its plural forms is
    /// loaded ("7 hex(es)" reads "7 hexes", "1 hex(es)" reads "1 hex").
    QString undoText()
    {
        QString t = undoStack()->undoText();
        t.replace(QRegularExpression(QStringLiteral("\\b1 hex\\(es\\)")), QStringLiteral("1 hex"));
        return t.replace(QStringLiteral("hex(es)"), QStringLiteral("hexes"));
    }
    QString toolId() { return m_window->currentTool() ? m_window->currentTool()->id() : QString(); }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { QVERIFY(openForestMap()); }
    void cleanup() { m_window.reset(); }

    // Issue 31 §3: the shortcuts page says 1 to 9 take the Terrain Brush with that terrain; with
    // Flood Fill active they only changed the terrain, and each click flooded the map.
    void digitKeyLeavesFloodFillForTheBrush()
    {
        m_window->editorContext()->setBrushRadius(1);
        QTest::keyClick(viewport(), Qt::Key_F);
        QCOMPARE(toolId(), QString("flood-fill"));
        const HexMap before = map();
        QTest::keyClick(viewport(), Qt::Key_2); // pbm-strategic's second terrain: Plains
        QCOMPARE(toolId(), QString("terrain-brush"));
        QCOMPARE(m_window->editorContext()->terrain(), int(terrain("plains")));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(6, 5)).toPoint());
        // A brush of radius 1: the hex and its six neighbours, nothing else.
        QCOMPARE(terrainDifferences(before, map()), 7);
        QCOMPARE(map().terrain(at(6, 5)), terrain("plains"));
        for (Direction d = 0; d < kDirectionCount; ++d)
            QCOMPARE(map().terrain(neighbour(at(6, 5), d)), terrain("plains"));
        QCOMPARE(map().terrain(at(6, 3)), terrain("forest")); // two hexes off
        QCOMPARE(undoText(), QString("Brush: 7 hexes"));
    }

    // Undo says what it takes back: which edit, how many hexes, and for a flood fill to what.
    void undoTextsNameTheEditAndItsHexes()
    {
        QTest::keyClick(viewport(), Qt::Key_F);
        QCOMPARE(toolId(), QString("flood-fill"));
        m_window->editorContext()->setTerrain(terrain("sea"));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(6, 5)).toPoint());
        // The whole map was forest: all 14 × 10 = 140 hexes.
        QCOMPARE(map().terrain(at(0, 0)), terrain("sea"));
        QCOMPARE(undoText(), QString("Flood Fill: 140 hexes to Sea"));
        undoStack()->undo();

        // Fill Selection on a hand-chosen 3 × 3 block of forest.
        QList<Hex> block;
        for (int row = 2; row <= 4; ++row)
            for (int col = 2; col <= 4; ++col)
                block << at(col, row);
        m_window->editorContext()->setTerrain(terrain("hills"));
        QTest::keyClick(viewport(), Qt::Key_B); // any tool; the selection is the context's
        m_window->editorContext()->setSelection(block);
        QTest::keyClick(viewport(), Qt::Key_F, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(map().terrain(at(3, 3)), terrain("hills"));
        QCOMPARE(undoText(), QString("Fill Selection: 9 hexes"));

        // One hex: the singular.
        m_window->editorContext()->setBrushRadius(0);
        m_window->editorContext()->setTerrain(terrain("plains"));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(9, 6)).toPoint());
        QCOMPARE(undoText(), QString("Brush: 1 hex"));
    }

    // Issue 31 §5: Delete on a selection erased the river of the hex next to it (6 sides → 5).
    // Hand-chosen: (3,3) and (4,3) selected; (5,3), east of (4,3), ringed by a minor river on all
    // six sides; a road on the side between the two selected hexes, and one on the side between
    // (3,3) and (3,2) above it, outside the selection.
    void deleteClearsOnlySidesInsideTheSelection()
    {
        const FeatureMask river = FeatureMask(1u << map().edgeFeatureIds().indexOf("minor-river"));
        const FeatureMask road = FeatureMask(1u << map().edgeFeatureIds().indexOf("road"));
        const FeatureMask town = FeatureMask(1u << map().hexFeatureIds().indexOf("town"));
        const Hex a = at(3, 3), b = at(4, 3), ringed = at(5, 3);
        QCOMPARE(neighbour(b, 0), ringed); // east of b, pointy-top
        QCOMPARE(neighbour(a, 0), b);
        HexMap m = map();
        for (Direction d = 0; d < kDirectionCount; ++d)
            m.setEdgeFeatures(edgeOf(ringed, d), river);
        m.setEdgeFeatures(edgeOf(a, 0), road); // inside: a–b
        Direction up = 0;                      // a side of a towards row 2
        while (map().grid().toOffset(neighbour(a, up)).row != 2)
            ++up;
        m.setEdgeFeatures(edgeOf(a, up), road); // border: a–(row 2)
        m.setHexFeatures(a, town);
        QVERIFY(m_window->showMap(m, {}, true));
        frameView(view(), 2.0, at(6, 5));

        m_window->editorContext()->setSelection({a, b});
        QTest::keyClick(viewport(), Qt::Key_Delete);
        int riverSides = 0;
        for (Direction d = 0; d < kDirectionCount; ++d)
            riverSides += (map().edgeFeatures(edgeOf(ringed, d)) & river) ? 1 : 0;
        QCOMPARE(riverSides, 6);
        QCOMPARE(map().edgeFeatures(edgeOf(a, 0)), FeatureMask(0)); // inside: cleared
        QCOMPARE(map().edgeFeatures(edgeOf(a, up)), road);          // on the border: kept
        QCOMPARE(map().hexFeatures(a), FeatureMask(0));
        undoStack()->undo();
        QCOMPARE(map().edgeFeatures(edgeOf(a, 0)), road);
        QCOMPARE(map().hexFeatures(a), town);
    }
};

QTEST_MAIN(TestEditSafety)
#include "tst_editsafety.moc"
