// Smaller editor details (issue 18 §8): the New Map dialog's layout preview and memory
// estimate, the Properties dock after a new map, docks that stay put when Map Check opens,
// and keys 1–9 for the terrains.
#include "dialogs/newmapdialog.h"
#include "hex/edge.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/abstracttool.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>

using namespace hexstride;
using namespace hexstride::testing;

class TestEditorDetails : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    void openWindow() { QVERIFY(openMainWindow(m_window, testMap())); }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanup() { m_window.reset(); }

    // Issue 31 §8: changing the ruleset set the default terrain to the ruleset's first entry
    // (Shore). By hand from the files: strategic-commanders' default army pays 1 for open
    // country, its least; pbm-strategic's pays 3 for shore (dotted) and plains (plain), its
    // least, and plains is the plain one.
    void newMapKeepsOpenGroundWhenTheRulesetChanges()
    {
        MainWindow window;
        NewMapDialog dialog(window.rulesets());
        auto *ruleset = dialog.findChild<QComboBox *>("rulesetCombo");
        auto *terrain = dialog.findChild<QComboBox *>("terrainCombo");
        ruleset->setCurrentIndex(ruleset->findData("strategic-commanders"));
        QCOMPARE(terrain->currentData().toString(), QString("open"));
        ruleset->setCurrentIndex(ruleset->findData("pbm-strategic"));
        QCOMPARE(terrain->itemData(0).toString(), QString("shore")); // what it jumped to
        QCOMPARE(terrain->currentData().toString(), QString("plains"));
        // A terrain both rulesets have stays chosen.
        terrain->setCurrentIndex(terrain->findData("forest"));
        ruleset->setCurrentIndex(ruleset->findData("strategic-commanders"));
        QCOMPARE(terrain->currentData().toString(), QString("forest"));
    }

    void newMapShowsTheLayoutAndARealMemoryEstimate()
    {
        MainWindow window;
        NewMapDialog dialog(window.rulesets());
        auto *width = dialog.findChild<QSpinBox *>("widthSpin");
        auto *height = dialog.findChild<QSpinBox *>("heightSpin");
        auto *memory = dialog.findChild<QLabel *>("memoryLabel");
        width->setValue(40);
        height->setValue(30);
        // The estimate is what a 40 × 30 map really holds (it said "about 0.0 MB").
        const HexMap real(MapShape{40, 30, {}, LabelScheme::ColRow}, "t", IdTable({"plains"}), {},
                          {}, 0);
        const QString size = QLocale().formattedDataSize(qint64(real.denseBytes()), 1,
                                                         QLocale::DataSizeTraditionalFormat);
        QVERIFY2(memory->text().contains(size), qPrintable(memory->text() + " / " + size));
        QVERIFY(!memory->text().contains("0.0"));
        // The preview changes with the parity.
        auto *preview = dialog.findChild<QLabel *>("layoutPreview");
        QVERIFY(preview);
        const QImage odd = preview->pixmap().toImage();
        QVERIFY(!odd.isNull());
        QVERIFY(
            dialog.layoutPreview({Orientation::PointyTop, OffsetParity::EvenShifted}).toImage()
            != dialog.layoutPreview({Orientation::PointyTop, OffsetParity::OddShifted}).toImage());
        QVERIFY(
            dialog.layoutPreview({Orientation::FlatTop, OffsetParity::OddShifted}).toImage()
            != dialog.layoutPreview({Orientation::PointyTop, OffsetParity::OddShifted}).toImage());
    }

    void propertiesDockForgetsTheOldMapsHex()
    {
        openWindow();
        auto *dock = m_window->findChild<QDockWidget *>("propertiesDock");
        auto *tree = dock->findChild<QTreeWidget *>();
        m_window->editorContext()->setSelection({m_window->document()->map().hexAtIndex(5)});
        QVERIFY(tree->topLevelItemCount() > 1);
        m_window->showMap(testMap(8, 8), {}, true);
        QCOMPARE(tree->topLevelItemCount(), 1); // the hint only
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith("Point at a hex"));
    }

    // walk16 W03: the Hex Feature tool, picked after the Edge Feature tool, left the palette on
    // the hex-sides list (its "Minor river" highlighted) and placed a hex feature not shown.
    void thePaletteShowsWhatTheToolPlaces()
    {
        openWindow();
        auto *tabs = m_window->findChild<QDockWidget *>("paletteDock")->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const auto shown = [&] { return tabs->tabText(tabs->currentIndex()).remove('&'); };
        QVERIFY(clickToolButton(m_window.get(), "edge-feature"));
        QCOMPARE(shown(), QString("Hex-sides"));
        QVERIFY(clickToolButton(m_window.get(), "hex-feature"));
        QCOMPARE(shown(), QString("Features"));
        QVERIFY(clickToolButton(m_window.get(), "terrain-brush"));
        QCOMPARE(shown(), QString("Terrain"));
    }

    // walk16 W02: the dock wrote "Side w" beside the status bar's "W:".
    void propertiesDockWritesDirectionsInCapitals()
    {
        openWindow();
        HexMap m = testMap(8, 8);
        const Hex h = m.grid().toHex({3, 3});
        m.setEdgeFeatures(edgeOf(h, 3), 1); // minor-river on the w side (pointy top: 3 is w)
        m_window->showMap(m, {}, true);
        m_window->editorContext()->setSelection({h});
        auto *tree
            = m_window->findChild<QDockWidget *>("propertiesDock")->findChild<QTreeWidget *>();
        QStringList rows;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            rows << tree->topLevelItem(i)->text(0) + ": " + tree->topLevelItem(i)->text(1);
        QVERIFY2(rows.contains("Side W: Minor river") || rows.contains("Side W: minor-river"),
                 qPrintable(rows.join(" / ")));
    }

    void rightDocksStayWhenMapCheckOpens()
    {
        openWindow();
        QList<QDockWidget *> right;
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>())
            if (d->isVisible() && m_window->dockWidgetArea(d) == Qt::RightDockWidgetArea)
                right << d;
        QVERIFY(!right.isEmpty());
        QList<QRect> before;
        for (QDockWidget *d : right)
            before << d->geometry();
        m_window->findChild<QAction *>("actionCheckMap")->trigger();
        QCoreApplication::processEvents();
        QVERIFY(m_window->findChild<QDockWidget *>("mapCheckDock")->isVisible());
        for (int i = 0; i < right.size(); ++i)
            QCOMPARE(right[i]->geometry(), before[i]);
    }

    void digitKeysPickTerrains()
    {
        openWindow();
        m_window->selectTool("edge-feature");
        m_window->mapView()->setFocus();
        QTest::keyClick(m_window->mapView(), Qt::Key_3);
        QCOMPARE(m_window->editorContext()->terrain(), 2);
        QCOMPARE(m_window->currentTool()->id(), QString("terrain-brush"));
        QTest::keyClick(m_window->mapView(), Qt::Key_1);
        QCOMPARE(m_window->editorContext()->terrain(), 0);
        QTest::keyClick(m_window->mapView(), Qt::Key_9); // the test map has three terrains
        QCOMPARE(m_window->editorContext()->terrain(), 0);
    }
};

QTEST_MAIN(TestEditorDetails)
#include "tst_editordetails.moc"
