// Edit ▸ Go to Hex (Ctrl+G), Edit ▸ Find (Ctrl+F) with a result list, and View ▸ Hex Numbers
// at every zoom the grid shows (issue 18 §4).
#include "dialogs/finddialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestFindGoTo : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    const HexMap &map() { return m_window->document()->map(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    Hex hexAtViewCentre()
    {
        const QPointF c(view()->viewport()->width() / 2.0, view()->viewport()->height() / 2.0);
        return view()->params().hexAt(c - view()->sceneToViewport({0, 0}));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        HexMap m = testMap(60, 40);
        MapShape shape = m.shape();
        shape.labels = LabelScheme::Numeric;
        HexMap numbered(shape, "test", m.terrains(), m.hexFeatureIds(), m.edgeFeatureIds(), 0);
        numbered.labels().append({numbered.grid().toHex({40, 30}), QStringLiteral("Greywell")});
        numbered.units().append(
            {QStringLiteral("Grey Host"), {}, numbered.grid().toHex({30, 20}), {}, 1200});
        QVERIFY(openMainWindow(m_window, numbered));
        frameView(view(), 1.5, at(2, 2));
    }
    void cleanup() { m_window.reset(); }

    void goToHexCentresAndSelects()
    {
        auto *action = m_window->findChild<QAction *>("actionGoToHex");
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence("Ctrl+G"));
        QVERIFY(m_window->goToHex(" 2718 ")); // column 27, row 18, from 1
        QCOMPARE(hexAtViewCentre(), at(26, 17));
        QCOMPARE(m_window->editorContext()->selection(), QList<Hex>{at(26, 17)});
        QVERIFY(!m_window->goToHex("9999"));
        QVERIFY(!m_window->goToHex("north"));
        QCOMPARE(hexAtViewCentre(), at(26, 17)); // unmoved
    }

    // The Find dialog opened over the middle of the map steps aside when a result is chosen:
    // the view centres the hex found, and the dialog no longer covers it. Down in the text
    // goes into the list, where Down and Enter choose the second result.
    void findStepsAsideAndDownEntersTheList()
    {
        m_window->findChild<QAction *>("actionFind")->trigger();
        FindDialog *find = m_window->findDialog();
        QVERIFY(QTest::qWaitForWindowExposed(find));
        QWidget *vp = view()->viewport();
        const QPoint middle = vp->mapToGlobal(vp->rect().center());
        find->move(find->pos() + middle - find->frameGeometry().center());
        QVERIFY(find->frameGeometry().contains(middle));
        QCOMPARE(find->search("grey"), 2);
        auto *text = find->findChild<QLineEdit *>("findText");
        auto *list = find->findChild<QListWidget *>("findResults");
        text->setFocus();
        QTest::keyClick(text, Qt::Key_Down);
        QVERIFY(list->hasFocus());
        QCOMPARE(list->currentRow(), 0);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), 1);
        QTest::keyClick(list, Qt::Key_Return);
        QCOMPARE(hexAtViewCentre(), at(30, 20)); // Grey Host
        const QPointF found = view()->sceneToViewport(view()->params().centre(at(30, 20)));
        QTRY_VERIFY(!find->frameGeometry().contains(vp->mapToGlobal(found.toPoint())));
        // Whole on the view.
        QVERIFY(QRect(vp->mapToGlobal(QPoint(0, 0)), vp->size()).contains(find->frameGeometry()));
    }

    void findListsLabelsAndUnitsAndGoesThere()
    {
        auto *action = m_window->findChild<QAction *>("actionFind");
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Find));
        action->trigger();
        FindDialog *find = m_window->findDialog();
        QVERIFY(find->isVisible());
        QCOMPARE(find->search("grey"), 2);
        auto *list = find->findChild<QListWidget *>("findResults");
        QCOMPARE(list->count(), 2);
        QVERIFY(list->item(0)->text().contains("Greywell"));
        QVERIFY(list->item(0)->text().contains("4131"));
        find->choose(1);
        QCOMPARE(hexAtViewCentre(), at(30, 20));
        QCOMPARE(find->search("rivendell"), 0);
        QCOMPARE(list->count(), 0);
    }

    void hexNumbersShowWhenZoomedOut()
    {
        auto *action = m_window->findChild<QAction *>("actionHexNumbers");
        QVERIFY(action);
        QVERIFY(action->isCheckable());
        action->setChecked(false);
        view()->setZoom(0.6); // 12 px hexes: numbers are normally left out
        QCoreApplication::processEvents();
        QVERIFY(!view()->params().drawCoordinates());
        const QImage without = view()->viewport()->grab().toImage();
        action->setChecked(true);
        QVERIFY(view()->params().drawCoordinates());
        const QImage with = view()->viewport()->grab().toImage();
        QVERIFY(with != without);
        // Kept when the zoom changes.
        view()->setZoom(0.4);
        QVERIFY(view()->params().hexNumbers);
        action->setChecked(false);
    }
};

QTEST_MAIN(TestFindGoTo)
#include "tst_findgoto.moc"
