// The planner fits small screens (issue 30, §5): in a 1280 × 800 and a 1366 × 768 window, in
// English and Russian, everything of the planner reads whole without scrolling: the unit's form,
// the orders and each turn's, the step table's columns and cells (statuses, a rest), the totals,
// "Why this cost" and the saved plans. The check is textFitProblems() over both planner docks
// (support/plannertestutil.h), with a plan that shows every kind of text at once; and the same
// with a comparison of two profiles, whose two more columns read whole too.
#include "i18n/translations.h"
#include "mainwindow.h"
#include "planner/planstepsmodel.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlannerFits : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    /// pbm-strategic plains, 30 × 10, pointy-top, odd rows shifted, labelled col,row; 20,5 is
    /// sea.
    HexMap plains()
    {
        HexMap m = plannerMap(*m_window, 30, 10);
        m.setTerrain(m.grid().toHex({20, 5}), std::uint8_t(m.terrains().indexOf("sea")));
        return m;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void everythingReadsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800 en") << "en" << QSize(1280, 800);
        QTest::newRow("1280x800 ru") << "ru" << QSize(1280, 800);
        QTest::newRow("1366x768 en") << "en" << QSize(1366, 768);
        QTest::newRow("1366x768 ru") << "ru" << QSize(1366, 768);
    }
    void everythingReadsWhole()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        applyLanguage(*QCoreApplication::instance(), language);
        QVERIFY(openMainWindow(m_window, std::nullopt, size));
        QCOMPARE(m_window->size(), size);
        QVERIFY(m_window->showMap(plains(), {}, true));
        PlannerDriver p(m_window.get());
        frameView(p.view(), 1.0, p.at(12, 5));
        m_window->selectTool(QStringLiteral("plan-movement"));
        QCoreApplication::processEvents();
        // Sixteen steps east from 4,5 with a rest among them: turns of four steps at 3 MP (the
        // rest costs 1: the turn it is in holds it and three steps), so several per-turn lines;
        // the step onto the sea at 20,5 is not allowed and the steps after it are not executed.
        p.click(p.at(4, 5));
        QLineEdit *edit = p.dock()->orderEdit();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("e, e, h, e, e, e, e, e, e, e, e, e, e, e, e, e, "
                                              "e, e, e"));
        QVERIFY(p.dock()->errorLabel()->isHidden());
        const PlanResult &r = p.session()->result();
        QCOMPARE(r.steps.size(), 19);
        QVERIFY(r.executed < r.steps.size());
        QVERIFY(p.session()->orderStringsPerTurn().size() > 2);
        // A step to explain, a saved plan in the list.
        p.dock()->saveAsPlan(QStringLiteral("Northern army"));
        p.dock()->stepsView()->setCurrentIndex(
            p.dock()->stepsModel()->index(int(r.executed), PlanStepsModel::Cost));
        p.leaveMap();
        QCoreApplication::processEvents();
        QVERIFY(!p.explanation().isEmpty());
        QTRY_VERIFY2(p.fitProblems().isEmpty(), qPrintable(p.fitProblems().join('\n')));
        // The titles beside buttons break only for want of room: in English they have it.
        for (QLabel *title : p.dock()->findChildren<QLabel *>()) {
            if (language == "en" && title->wordWrap()
                && QStringList{"Orders for this turn:", "Plans saved in the map:"}.contains(
                    title->text()))
                QVERIFY2(title->height() < 2 * title->fontMetrics().lineSpacing(),
                         qPrintable(title->text() + " breaks at " + QString::number(title->width())
                                    + " px"));
        }
        // The explanation in view, not below the fold.
        QVERIFY(p.inViewOfDock(p.dock()->explanationLabel()));
        // The map keeps most of the window.
        QVERIFY2(p.view()->width() >= size.width() / 2,
                 qPrintable(QString("map %1 px of %2").arg(p.view()->width()).arg(size.width())));
    }

    // walk19 #4: the window narrowed to 1000 px squeezed the planner's docks, and widened to
    // 1280 px again it gave all the room back to the map: the docks stayed about 390 px of
    // 480, the Status column cut. They come back to their width; a width the user drags them
    // to is the one kept.
    void theDocksGetTheirWidthBackWhenTheWindowWidens()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, QSize(1280, 800)));
        QVERIFY(m_window->showMap(plains(), {}, true));
        PlannerDriver p(m_window.get());
        m_window->selectTool(QStringLiteral("plan-movement"));
        QDockWidget *dock = m_window->planner()->planDock();
        QTRY_VERIFY(dock->isVisible() && dock->width() > 300);
        const int first = dock->width();
        // What squeezed the docks in the walk: the Resolve Turn dock under the map, whose
        // columns need their room; here the map itself asks for it.
        p.view()->setMinimumWidth(600);
        m_window->resize(900, 800);
        QTRY_VERIFY2(dock->width() < first, qPrintable(QString("%1 of %2, window %3")
                                                           .arg(dock->width())
                                                           .arg(first)
                                                           .arg(m_window->width())));
        m_window->resize(1280, 800);
        QTRY_COMPARE(dock->width(), first);
        // Dragged narrower by the user (as the separator's drag does), then squeezed and
        // widened again: back to the user's width, not the planner's.
        const int dragged = first - 60;
        m_window->resizeDocks({dock}, {dragged}, Qt::Horizontal);
        QTRY_COMPARE(dock->width(), dragged);
        m_window->resize(900, 800);
        QTRY_VERIFY(dock->width() < dragged);
        m_window->resize(1280, 800);
        QTRY_COMPARE(dock->width(), dragged);
    }

    void compareReadsWhole_data() { everythingReadsWhole_data(); }
    void compareReadsWhole()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        applyLanguage(*QCoreApplication::instance(), language);
        QVERIFY(openMainWindow(m_window, std::nullopt, size));
        QVERIFY(m_window->showMap(plains(), {}, true));
        PlannerDriver p(m_window.get());
        frameView(p.view(), 1.0, p.at(12, 5));
        m_window->selectTool(QStringLiteral("plan-movement"));
        QCoreApplication::processEvents();
        // A mixed army's plan kept for comparison, then the same orders for cavalry: the step
        // table gains the columns "Compared" and "Difference". Sixteen steps east from 4,5,
        // the sea at 20,5 not allowed, the steps after it not executed (every status).
        p.click(p.at(4, 5));
        QLineEdit *edit = p.dock()->orderEdit();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("e, e, h, e, e, e, e, e, e, e, e, e, e, e, e, e, "
                                              "e, e, e"));
        const int narrow = p.dock()->width();
        // The map stays still on screen while the docks widen: the hex at the view's centre
        // stays at the same place.
        const QPoint centre = p.viewport()->mapToGlobal(p.viewport()->rect().center());
        const Hex aimed
            = p.view()->params().hexAt(p.view()->viewportToScene(p.viewport()->rect().center()));
        const QPointF before = p.viewport()->mapToGlobal(p.centreOf(aimed));
        m_window->planner()->unitDock()->compareButton()->click();
        p.choose(QStringLiteral("troops"), 1); // cavalry only
        QCOMPARE(p.dock()->stepsModel()->columnCount(), int(PlanStepsModel::ColumnCount));
        p.leaveMap();
        QCoreApplication::processEvents();
        QTRY_VERIFY2(p.fitProblems().isEmpty(), qPrintable(p.fitProblems().join('\n')));
        QVERIFY2(p.view()->width() >= size.width() / 2,
                 qPrintable(QString("map %1 px of %2").arg(p.view()->width()).arg(size.width())));
        const QPointF after = p.viewport()->mapToGlobal(p.centreOf(aimed));
        QVERIFY2(
            QLineF(before, after).length() <= 1,
            qPrintable(QString("hex %1 moved from %2,%3 to %4,%5 on screen (view centre %6,%7)")
                           .arg(p.map().label(aimed))
                           .arg(before.x())
                           .arg(before.y())
                           .arg(after.x())
                           .arg(after.y())
                           .arg(centre.x())
                           .arg(centre.y())));
        // Compared no more: the docks give the map back the room the two columns took.
        m_window->planner()->unitDock()->compareButton()->click();
        QTRY_COMPARE(p.dock()->width(), narrow);
    }
};

QTEST_MAIN(TestPlannerFits)
#include "tst_plannerfits.moc"
