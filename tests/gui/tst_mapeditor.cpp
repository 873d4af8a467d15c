#include "commands/changelabelscommand.h"
#include "commands/changeunitscommand.h"
#include "docks/mapcheckdock.h"
#include "exporting/mapexporter.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/edgefeaturetool.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QApplication>
#include <QDialog>
#include <QListWidget>

#include <QTest>
#include <QTimer>

using namespace hexstride;
using namespace hexstride::testing;

class TestMapEditor : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return m_window->mapView()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPointF centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)); }
    /// A point 45 % of the way from h's centre to its neighbour's: nearest to that side.
    QPointF nearSide(Hex h, Direction d)
    {
        const QPointF a = centreOf(h), b = centreOf(neighbour(h, d));
        return a + (b - a) * 0.45;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void init()
    {
        QVERIFY(openMainWindow(m_window, testMap()));
        frameView(view(), 2.0, at(6, 5));
    }
    void cleanup() { m_window.reset(); }

    void clickPaintsExactlyThatHex()
    {
        m_window->selectTool("terrain-brush");
        m_window->editorContext()->setBrushRadius(0);
        m_window->editorContext()->setTerrain(1);
        const HexMap before = map();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(5, 4)).toPoint());
        QCOMPARE(map().terrain(at(5, 4)), 1);
        QCOMPARE(terrainDifferences(before, map()), 1);
        m_window->document()->undoStack()->undo();
        QVERIFY(map() == before);
    }

    void strokeIsOneUndoStepAndCoversThePath()
    {
        m_window->selectTool("terrain-brush");
        m_window->editorContext()->setBrushRadius(0);
        m_window->editorContext()->setTerrain(2);
        const HexMap before = map();
        drag(viewport(), {centreOf(at(3, 5)), centreOf(at(8, 5))});
        for (int col = 3; col <= 8; ++col)
            QCOMPARE(map().terrain(at(col, 5)), 2);
        QCOMPARE(terrainDifferences(before, map()), 6);
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        m_window->document()->undoStack()->undo();
        QVERIFY(map() == before);
    }

    void brushRadiusPaintsARing()
    {
        m_window->selectTool("terrain-brush");
        m_window->editorContext()->setBrushRadius(1);
        m_window->editorContext()->setTerrain(1);
        const HexMap before = map();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(6, 5)).toPoint());
        QCOMPARE(terrainDifferences(before, map()), 7);
        for (Direction d = 0; d < 6; ++d)
            QCOMPARE(map().terrain(neighbour(at(6, 5), d)), 1);
    }

    void edgeUnderCursorIsHighlightedThenToggled_data()
    {
        QTest::addColumn<int>("dir");
        for (int d = 0; d < 6; ++d)
            QTest::addRow("side %d", d) << d;
    }
    void edgeUnderCursorIsHighlightedThenToggled()
    {
        QFETCH(int, dir);
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(0); // minor river
        const Hex h = at(6, 5);
        const QPointF p = nearSide(h, dir);
        sendMouse(viewport(), QEvent::MouseMove, p, Qt::NoButton, Qt::NoButton);
        auto *tool = qobject_cast<EdgeFeatureTool *>(m_window->currentTool());
        QVERIFY(tool);
        QVERIFY(tool->highlightedEdge().has_value());
        QCOMPARE(*tool->highlightedEdge(), edgeOf(h, dir));
        const HexMap before = map();
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, p.toPoint());
        QCOMPARE(map().edgeFeatures(h, dir), FeatureMask(1));
        QCOMPARE(edgeDifferences(before, map()), 1);
        // A second click toggles it off again.
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, p.toPoint());
        QCOMPARE(map().edgeFeatures(h, dir), FeatureMask(0));
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo();
        QVERIFY(map() == before);
    }

    void shiftClickRemovesOnlyTheChosenFeature()
    {
        m_window->selectTool("edge-feature");
        const Hex h = at(6, 5);
        MapDocument *doc = m_window->document();
        doc->mapForCommands().setEdgeFeatures(edgeOf(h, 1), 0b0101); // river + ford
        m_window->editorContext()->setEdgeFeature(2);
        QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ShiftModifier, nearSide(h, 1).toPoint());
        QCOMPARE(map().edgeFeatures(h, 1), FeatureMask(1));
    }

    void dragAlongEdgesDrawsAContinuousRiver()
    {
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(0);
        const HexMap before = map();
        // Along the top of row 5 from column 4 to 7: the nw and ne sides of each hex.
        QList<QPointF> path;
        QList<EdgeId> expected;
        for (int col = 4; col <= 7; ++col) {
            for (Direction d : {2, 1}) {
                path.append(nearSide(at(col, 5), d));
                expected.append(edgeOf(at(col, 5), d));
            }
        }
        drag(viewport(), path);
        for (const EdgeId &e : expected)
            QVERIFY2(map().edgeFeatures(e) & 1, qPrintable(map().label(e.owner)));
        QCOMPARE(edgeDifferences(before, map()), expected.size());
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        m_window->document()->undoStack()->undo();
        QVERIFY(map() == before);
    }

    void dragAcrossHexesDrawsARoad()
    {
        m_window->selectTool("edge-feature");
        m_window->editorContext()->setEdgeFeature(1); // road: drawn across sides
        drag(viewport(), {centreOf(at(3, 4)), centreOf(at(7, 4))});
        for (int col = 3; col < 7; ++col)
            QCOMPARE(map().edgeFeatures(at(col, 4), 0), FeatureMask(2));
        QCOMPARE(map().edgeFeatures(at(7, 4), 0), FeatureMask(0));
    }

    void floodFillAndSelectionFill()
    {
        m_window->selectTool("flood-fill");
        m_window->editorContext()->setTerrain(2);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(2, 2)).toPoint());
        for (int i = 0; i < map().hexCount(); ++i)
            QCOMPARE(map().terrainLayer()[std::size_t(i)], std::uint8_t(2));
        m_window->selectTool("select-rect");
        drag(viewport(), {centreOf(at(4, 4)) - QPointF(3, 3), centreOf(at(6, 6)) + QPointF(3, 3)});
        // Rows 4 and 6 give columns 4..6; odd row 5 is shifted half a hex right, so its
        // column 6 centre lies outside the rectangle: 3 + 2 + 3.
        QCOMPARE(m_window->editorContext()->selection().size(), 8);
        m_window->editorContext()->setTerrain(1);
        m_window->fillSelection();
        QCOMPARE(map().terrain(at(5, 5)), 1);
        QCOMPARE(map().terrain(at(3, 5)), 2);
    }

    // The hex the rectangle is dragged from is selected even when pressed off its centre: here
    // a third of a hex right of (2,2)'s centre, dragged to just past (4,2)'s centre. The
    // rectangle holds the centres of (3,2) and (4,2) (row 3's lie 3/4 of a hex lower); the
    // pressed hex makes three. A click selects the hex clicked.
    void rectangleSelectTakesThePressedHex()
    {
        m_window->selectTool("select-rect");
        const double across = centreOf(at(3, 2)).x() - centreOf(at(2, 2)).x();
        drag(viewport(),
             {centreOf(at(2, 2)) + QPointF(across / 3, 0), centreOf(at(4, 2)) + QPointF(3, 3)});
        QCOMPARE(QSet<Hex>(m_window->editorContext()->selection().begin(),
                           m_window->editorContext()->selection().end()),
                 QSet<Hex>({at(2, 2), at(3, 2), at(4, 2)}));
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(5, 5)).toPoint());
        QCOMPARE(m_window->editorContext()->selection(), QList<Hex>{at(5, 5)});
    }

    // Hex Feature: the right button takes away what the hex under the pointer holds whatever
    // the palette shows; Shift with the left button takes away the palette's feature only.
    // Bits: town 1, castle 2.
    void hexFeatureRightButtonRemovesWhatIsThere()
    {
        HexMap m(testMap().shape(), "test", IdTable({"plains", "forest", "sea"}),
                 IdTable({"town", "castle"}), IdTable({"minor-river"}), 0);
        m.setHexFeatures(m.grid().toHex({5, 4}), 2);     // a castle
        m.setHexFeatures(m.grid().toHex({6, 4}), 1 | 2); // a town and a castle
        QVERIFY(m_window->showMap(m, {}, true));
        frameView(view(), 2.0, at(6, 5));
        m_window->selectTool("hex-feature");
        m_window->editorContext()->setHexFeature(0); // the palette shows the town
        QTest::mouseClick(viewport(), Qt::RightButton, {}, centreOf(at(5, 4)).toPoint());
        QCOMPARE(map().hexFeatures(at(5, 4)), FeatureMask(0));
        QTest::mouseClick(viewport(), Qt::LeftButton, Qt::ShiftModifier,
                          centreOf(at(6, 4)).toPoint());
        QCOMPARE(map().hexFeatures(at(6, 4)), FeatureMask(2));
        QTest::mouseClick(viewport(), Qt::RightButton, {}, centreOf(at(6, 4)).toPoint());
        QCOMPARE(map().hexFeatures(at(6, 4)), FeatureMask(0));
    }

    void copyPasteIsOneUndoStep()
    {
        MapDocument *doc = m_window->document();
        doc->mapForCommands().setTerrain(at(2, 2), 1);
        doc->mapForCommands().setTerrain(at(3, 2), 2);
        m_window->editorContext()->setSelection({at(2, 2), at(3, 2)});
        m_window->copySelection();
        const HexMap before = map();
        m_window->pasteAt(at(8, 6));
        QCOMPARE(map().terrain(at(8, 6)), 1);
        QCOMPARE(map().terrain(at(9, 6)), 2);
        doc->undoStack()->undo();
        QVERIFY(map() == before);
    }

    // Copy and paste by the user's hands: select with the rectangle tool, Ctrl+C, point at the
    // target, Ctrl+V. The sides go along: inside the pasted area they become exactly as copied;
    // on its boundary the copied features are added and the outside hex's are kept.
    void copyPasteCarriesHexSides()
    {
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        constexpr FeatureMask river = 1, road = 2, ford = 4, bridge = 8;
        HexMap &edit = m_window->document()->mapForCommands();
        edit.setTerrain(at(3, 2), 1);
        edit.setEdgeFeatures(edgeOf(at(2, 2), 0), river);   // inside: between 2,2 and 3,2
        edit.setEdgeFeatures(edgeOf(at(3, 2), 0), road);    // inside: between 3,2 and 4,2
        edit.setEdgeFeatures(edgeOf(at(2, 2), 2), river);   // boundary: the nw side of 2,2
        edit.setEdgeFeatures(edgeOf(at(9, 6), 0), ford);    // target inside: replaced
        edit.setEdgeFeatures(edgeOf(at(10, 6), 0), bridge); // target boundary: kept
        edit.setEdgeFeatures(edgeOf(at(8, 6), 2), road);    // target boundary: river added

        m_window->selectTool("select-rect");
        drag(viewport(), {centreOf(at(2, 2)) - QPointF(3, 3), centreOf(at(4, 2)) + QPointF(3, 3)});
        QCOMPARE(m_window->editorContext()->selection().size(), 3);
        QTest::keyClick(viewport(), Qt::Key_C, Qt::ControlModifier);
        sendMouse(viewport(), QEvent::MouseMove, centreOf(at(8, 6)), Qt::NoButton, Qt::NoButton);
        QCOMPARE(view()->hoveredHex(), std::optional<Hex>(at(8, 6)));
        const HexMap before = map();
        const int steps = m_window->document()->undoStack()->count();
        QTest::keyClick(viewport(), Qt::Key_V, Qt::ControlModifier);

        QCOMPARE(map().terrain(at(9, 6)), 1);
        QCOMPARE(map().edgeFeatures(at(8, 6), 0), river);
        QCOMPARE(map().edgeFeatures(at(9, 6), 0), road);
        QCOMPARE(map().edgeFeatures(at(8, 6), 2), FeatureMask(river | road));
        QCOMPARE(map().edgeFeatures(at(10, 6), 0), bridge);
        // Only the pasted area's sides changed: three of them.
        QCOMPARE(edgeDifferences(before, map()), 3);
        // The source is untouched, and the paste is one undo step.
        QCOMPARE(map().edgeFeatures(at(2, 2), 2), river);
        QCOMPARE(m_window->document()->undoStack()->count(), steps + 1);
        m_window->document()->undoStack()->undo();
        QVERIFY(map() == before);
    }

    void titleShowsModifiedState()
    {
        QVERIFY(!m_window->isWindowModified());
        m_window->selectTool("terrain-brush");
        m_window->editorContext()->setTerrain(1);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(5, 5)).toPoint());
        QVERIFY(m_window->isWindowModified());
        m_window->document()->undoStack()->undo();
        QVERIFY(!m_window->isWindowModified());
    }

    void zoomKeepsPointUnderCursor()
    {
        const QPointF p = centreOf(at(5, 5)) + QPointF(3, 2);
        const QPointF before = view()->viewportToScene(p) / view()->zoom();
        QWheelEvent wheel(p, viewport()->mapToGlobal(p), {}, QPoint(0, 240), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(viewport(), &wheel);
        QVERIFY(view()->zoom() > 2.0);
        const QPointF after = view()->viewportToScene(p) / view()->zoom();
        QVERIFY((after - before).manhattanLength() < 1.0);
    }

    void saveAndReopenRoundTrips()
    {
        const QString path = m_dir.filePath("roundtrip.hexmap");
        m_window->selectTool("terrain-brush");
        m_window->editorContext()->setTerrain(1);
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(at(5, 5)).toPoint());
        const HexMap edited = map();
        QVERIFY(m_window->saveFile(path));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_window->openFile(path));
        QVERIFY(map() == edited);
        QCOMPARE(m_window->recentFiles().first(), QFileInfo(path).absoluteFilePath());
    }

    void mapCheckListsProblemsAndGoesThere()
    {
        MapDocument *doc = m_window->document();
        const Hex h = at(9, 7);
        doc->mapForCommands().setEdgeFeatures(edgeOf(h, 0), 4); // a ford with no river
        auto *dock = m_window->findChild<MapCheckDock *>();
        QVERIFY(dock);
        dock->runCheck();
        QCOMPARE(dock->problemCount(), 1);
        auto *list = dock->findChild<QListWidget *>();
        QVERIFY(list->item(0)->text().contains(map().label(h)));
        view()->centreOn(at(1, 1));
        list->setCurrentRow(0);
        QCOMPARE(m_window->editorContext()->selection(), QList<Hex>{h});
        // The hex is now in the middle of the view.
        const QPointF c = centreOf(h);
        QVERIFY(std::abs(c.x() - viewport()->width() / 2.0) < view()->params().hexSize() * 2);
    }

    void unitDragMovesItAsOneStep()
    {
        MapDocument *doc = m_window->document();
        MapUnit u;
        u.name = "Army";
        u.hex = at(4, 4);
        doc->undoStack()->push(new ChangeUnitsCommand(doc, {u}, {}));
        m_window->selectTool("unit");
        // Grab the token (it sits a little right of the hex centre) and drop it two hexes east.
        const QPointF grab = centreOf(at(4, 4)) + QPointF(view()->params().hexSize() * 0.3, 0);
        drag(viewport(), {grab, centreOf(at(6, 4))});
        QCOMPARE(map().units().size(), 1);
        QCOMPARE(map().units().first().hex, at(6, 4));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        QCOMPARE(map().units().first().hex, at(4, 4));
    }

    // A label goes by its hex: a click on the next hex, under a large label's letters, is for
    // that hex (a new label there), and a right click there deletes nothing.
    void aLabelIsPickedByItsHex()
    {
        MapDocument *doc = m_window->document();
        const MapLabel big{at(5, 3), "Greywell Marshes", 4.0};
        doc->undoStack()->push(new ChangeLabelsCommand(doc, {big}, {}));
        m_window->selectTool("label");
        // A point of the label's box in hex (5,4), the row below.
        const RenderParams &rp = view()->params();
        const QRectF box = objectlayout::labelBox(big, rp.centre(big.hex), rp.hexSize());
        QPointF inNext;
        for (double y = box.top(); y < box.bottom() && inNext.isNull(); y += 2) {
            for (double x = box.left(); x < box.right(); x += 2) {
                if (rp.hexAt({x, y}) == at(5, 4)) {
                    inNext = QPointF(x, y);
                    break;
                }
            }
        }
        QVERIFY(!inNext.isNull());
        const QPoint click = view()->sceneToViewport(inNext).toPoint();
        QTest::mouseClick(viewport(), Qt::RightButton, {}, click);
        QCOMPARE(map().labels().size(), 1);
        // The left button opens the dialog for a new label of hex (5,4).
        QString title;
        QTimer::singleShot(0, this, [&title] {
            if (auto *d = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                title = d->windowTitle();
                d->reject();
            }
        });
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, click);
        QCOMPARE(title, QString("New Label"));
    }

    void rightClickDeletesALabel()
    {
        MapDocument *doc = m_window->document();
        doc->undoStack()->push(
            new ChangeLabelsCommand(doc, {{at(5, 3), "Bree"}, {at(8, 3), "Archet"}}, {}));
        m_window->selectTool("label");
        // The label sits just below the hex centre.
        const QPointF p = centreOf(at(5, 3)) + QPointF(0, view()->params().hexSize() * 0.45);
        QTest::mouseClick(viewport(), Qt::RightButton, {}, p.toPoint());
        QCOMPARE(map().labels().size(), 1);
        QCOMPARE(map().labels().first().text, QString("Archet"));
    }

    void lastToolPersists()
    {
        m_window->selectTool("elevation");
        m_window->close();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(m_window->currentTool());
        QCOMPARE(m_window->currentTool()->id(), QString("elevation"));
    }

    void exportWritesPngSvgPdf()
    {
        ExportOptions o;
        o.widthPx = 800;
        const QString png = m_dir.filePath("map.png"), svg = m_dir.filePath("map.svg"),
                      pdf = m_dir.filePath("map.pdf");
        QCOMPARE(exportMap(map(), view()->style(), png, o), QString());
        QCOMPARE(exportMap(map(), view()->style(), svg, o), QString());
        QCOMPARE(exportMap(map(), view()->style(), pdf, o), QString());
        QImage img(png);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), 800);
        QFile s(svg);
        QVERIFY(s.open(QIODevice::ReadOnly));
        const QByteArray svgData = s.readAll();
        QVERIFY(svgData.contains("<svg"));
        QVERIFY(svgData.contains("</svg>"));
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QVERIFY(p.read(5) == "%PDF-");
        QVERIFY(
            exportMap(map(), view()->style(), m_dir.filePath("map.xyz"), o).contains("map.xyz"));
    }
};

QTEST_MAIN(TestMapEditor)
#include "tst_mapeditor.moc"
