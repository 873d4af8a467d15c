// The planner's side panel as a player sees it: "Why this cost" always explains the selected
// step of the current plan (or the hovered hex, and back after), and the window stays still
// while a long path is plotted, with every column of the step table readable in both languages.
#include "designer/costtabledesigner.h"
#include "designer/tables/costtablemodel.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "planner/unitdock.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "view/mapview.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlannerPanel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    QWidget *viewport() { return view()->viewport(); }
    const HexMap &map() { return m_window->document()->map(); }
    PlannerSession *session() { return m_window->planner()->session(); }
    PlannerDock *dock() { return m_window->planner()->planDock(); }
    QString title() { return dock()->explanationTitle()->text(); }
    QString explanation() { return dock()->explanationLabel()->text(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)).toPoint(); }
    void click(Hex h) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(h)); }
    void hover(Hex h)
    {
        sendMouse(viewport(), QEvent::MouseMove, centreOf(h), Qt::NoButton, Qt::NoButton);
    }
    void leaveMap()
    {
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(view(), &leave);
    }
    void selectRow(int row)
    {
        // Like a click on the row: the mouse left the map, the row is the table's current one.
        leaveMap();
        dock()->stepsView()->setCurrentIndex(
            dock()->stepsModel()->index(row, PlanStepsModel::Cost));
    }
    void untickFed()
    {
        QCOMPARE(session()->profile().value("fed"), QString("yes"));
        tickOption(m_window->planner()->unitDock(), "fed");
    }
    void showPlains(int w, int h)
    {
        HexMap m = plannerMap(*m_window, w, h);
        QVERIFY(m.width() == w);
        m.setEdgeFeatures(edgeOf(m.grid().toHex({4, 5}), 0),
                          FeatureMask(1u << m.edgeFeatureIds().indexOf("minor-river")));
        m_window->showMap(m, {}, true);
        view()->setZoom(2.0);
        view()->centreOn(at(6, 5));
        QCoreApplication::processEvents();
    }
    /// A fresh window in the language, of the given size (empty: the default size).
    void freshWindow(const QString &language, QSize size = {})
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), language);
        m_window = std::make_unique<MainWindow>();
        if (size.isValid())
            m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    static void bothLanguages()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("ru") << "ru";
    }
    /// Start (3,5), then east three times: plains 3, plains across the minor river 5, plains 3.
    void plotThreeSteps()
    {
        click(at(3, 5));
        click(at(4, 5));
        click(at(5, 5));
        click(at(6, 5));
        QCOMPARE(session()->orderString(), QString("e, e, e"));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        showPlains(14, 10);
        m_window->selectTool("plan-movement");
        view()->setFocus();
    }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void selectedRowIsTheStepExplained()
    {
        plotThreeSteps();
        leaveMap();
        // A new step is the one explained until another is chosen.
        QVERIFY2(title().contains("step 3"), qPrintable(title()));
        selectRow(0);
        QVERIFY2(title().contains("step 1") && title().contains(map().label(at(4, 5))),
                 qPrintable(title()));
        QVERIFY2(explanation().startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(explanation()));
        selectRow(1);
        QVERIFY2(title().contains("step 2"), qPrintable(title()));
        QVERIFY2(explanation().startsWith(
                     "Mixed Army Movement Costs: Plains with Minor River, Fed Normal Cost → 5"),
                 qPrintable(explanation()));
    }

    void hoverExplainsTheHexThenGivesBackTheStep()
    {
        plotThreeSteps();
        selectRow(1);
        hover(at(7, 5)); // the next hex east: plains 3
        QVERIFY2(title().contains(map().label(at(7, 5))) && !title().contains("step"),
                 qPrintable(title()));
        QVERIFY2(explanation().startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(explanation()));
        leaveMap();
        QVERIFY2(title().contains("step 2"), qPrintable(title()));
        QVERIFY2(explanation().startsWith(
                     "Mixed Army Movement Costs: Plains with Minor River, Fed Normal Cost → 5"),
                 qPrintable(explanation()));
        // A hex that explains nothing (far from the path) gives the step back too.
        hover(at(7, 5));
        hover(at(12, 1));
        QVERIFY2(title().contains("step 2"), qPrintable(title()));
    }

    void clearingThePlanClearsTheExplanation()
    {
        plotThreeSteps();
        selectRow(0);
        QVERIFY(!explanation().isEmpty());
        QTest::keyClick(viewport(), Qt::Key_Escape);
        QVERIFY(!session()->start());
        QVERIFY2(explanation().isEmpty(), qPrintable(explanation()));
        QVERIFY2(!title().contains("step"), qPrintable(title()));
    }

    void anotherMapClearsTheExplanation()
    {
        plotThreeSteps();
        selectRow(0);
        showPlains(12, 8);
        QVERIFY2(!explanation().startsWith("Plains"), qPrintable(explanation()));
        QVERIFY2(!title().contains("step"), qPrintable(title()));
    }

    void profileChangeRecomputesTheSelectedStep()
    {
        plotThreeSteps();
        selectRow(0);
        QVERIFY2(explanation().startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(explanation()));
        untickFed(); // unfed: plains 4 (the pbm-strategic table)
        QVERIFY2(title().contains("step 1"), qPrintable(title()));
        QVERIFY2(
            explanation().startsWith("Mixed Army Movement Costs: Plains, Unfed Normal Cost → 4"),
            qPrintable(explanation()));
    }

    void profileChangeRecomputesTheHoveredHex()
    {
        plotThreeSteps();
        hover(at(7, 5));
        QVERIFY2(explanation().startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(explanation()));
        session()->setProfile([&] {
            UnitProfile p = session()->profile();
            p["fed"] = "no";
            return p;
        }());
        QVERIFY2(
            explanation().startsWith("Mixed Army Movement Costs: Plains, Unfed Normal Cost → 4"),
            qPrintable(explanation()));
    }

    void designerEditRecomputesTheSelectedStep()
    {
        plotThreeSteps();
        selectRow(0);
        const QString before = explanation();
        QVERIFY2(before.startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"),
                 qPrintable(before));
        // The designer's first table, plains for a fed unit: 3 becomes 2.
        CostTableModel *table = m_window->costTableDesigner()->tableModel(0);
        QVERIFY(table);
        const QModelIndex plainsFed = table->index(1, 0); // the ruleset's rows: shore, plains, …
        QCOMPARE(plainsFed.data().toString(), QString("3"));
        QVERIFY(table->setData(plainsFed, "2", Qt::EditRole));
        QCOMPARE(session()->result().steps[0].cost.value_or(-1), 2);
        QVERIFY2(title().contains("step 1"), qPrintable(title()));
        QVERIFY2(explanation().startsWith("Mixed Army Movement Costs: Plains, Fed Normal Cost → 2"),
                 qPrintable(explanation()));
    }

    void windowStaysStillWhilePlottingALongPath_data() { bothLanguages(); }
    void windowStaysStillWhilePlottingALongPath()
    {
        QFETCH(QString, language);
        // The default window size, a fresh window in the language.
        freshWindow(language);
        showPlains(40, 12);
        view()->setZoom(1.0);
        m_window->selectTool("plan-movement");
        QCoreApplication::processEvents();
        const QRect before = view()->geometry();
        const QPoint viewOnScreen = view()->mapToGlobal(QPoint(0, 0));
        // A long path: along the row, on through several turns (the per-turn lines grow).
        click(at(1, 5));
        click(at(8, 5));
        click(at(16, 5));
        click(at(16, 9));
        QCoreApplication::processEvents();
        QVERIFY(session()->result().steps.size() >= 19);
        QVERIFY(session()->result().steps.constLast().turn > 2);
        finishDeferredWork(); // deferred layout work, if any
        QCOMPARE(view()->geometry(), before);
        QCOMPARE(view()->mapToGlobal(QPoint(0, 0)), viewOnScreen);

        QTableView *table = dock()->stepsView();
        const int rowHeight = table->verticalHeader()->defaultSectionSize();
        // Five steps in view at least: the rest of the panel (totals, "Why this cost", the
        // saved plans) is in view too.
        QVERIFY2(table->viewport()->height() >= 5 * rowHeight,
                 qPrintable(QString("%1 px for rows of %2 px")
                                .arg(table->viewport()->height())
                                .arg(rowHeight)));
        // Every column whole: the header, every cell, and the last column within the view.
        const QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            QVERIFY2(
                header->sectionSize(c) >= header->sectionSizeHint(c),
                qPrintable(QString("header %1 cut")
                               .arg(table->model()->headerData(c, Qt::Horizontal).toString())));
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                const QModelIndex i = table->model()->index(r, c);
                QVERIFY2(header->sectionSize(c) >= table->sizeHintForIndex(i).width(),
                         qPrintable(QString("row %1: \"%2\" cut").arg(r).arg(i.data().toString())));
            }
        }
        QVERIFY(header->sectionViewportPosition(table->model()->columnCount() - 1)
                    + header->sectionSize(table->model()->columnCount() - 1)
                <= table->viewport()->width());
    }

    // At 1280 x 800 the map keeps most of the window while planning, in both languages: the
    // planner's docks take a third at most and the editing docks step aside; plotting a
    // 30-step plan moves nothing. Back to an editing tool, the editing docks return.
    void mapKeepsMostOfTheWindowWhilePlanning_data() { bothLanguages(); }
    void mapKeepsMostOfTheWindowWhilePlanning()
    {
        QFETCH(QString, language);
        freshWindow(language, {1280, 800});
        QCOMPARE(m_window->size(), QSize(1280, 800));
        showPlains(40, 12);
        auto *palette = m_window->findChild<QDockWidget *>("paletteDock");
        QVERIFY(palette && palette->isVisible());
        m_window->selectTool("plan-movement");
        QCoreApplication::processEvents();
        QVERIFY(dock()->isVisible());
        QVERIFY(m_window->planner()->unitDock()->isVisible());
        QVERIFY(!palette->isVisible());
        // The docks' contents scroll rather than make the window taller than the screen; the
        // plan gets the room the unit's form does not need.
        QCOMPARE(m_window->size(), QSize(1280, 800));
        QVERIFY(dock()->height() > m_window->planner()->unitDock()->height());
        QVERIFY(dock()->stepsView()->viewport()->height()
                >= 5 * dock()->stepsView()->verticalHeader()->defaultSectionSize());
        const QRect before = view()->geometry();
        QVERIFY2(before.width() >= 0.6 * m_window->width(),
                 qPrintable(QString("map %1 px of %2").arg(before.width()).arg(m_window->width())));
        click(at(1, 5));
        session()->setOrderString(QStringList(30, "e").join(", "));
        QCoreApplication::processEvents();
        QCOMPARE(session()->result().steps.size(), 30);
        finishDeferredWork(); // deferred layout work, if any
        QCOMPARE(view()->geometry(), before);
        // Every column of the step table in view and whole: the dock shows the table's width.
        QTableView *table = dock()->stepsView();
        const QHeaderView *header = table->horizontalHeader();
        const int last = table->model()->columnCount() - 1;
        QVERIFY(header->sectionViewportPosition(last) + header->sectionSize(last)
                <= table->viewport()->width());
        m_window->selectTool("terrain-brush");
        QCoreApplication::processEvents();
        QVERIFY(palette->isVisible());
        QVERIFY(!dock()->isVisible());
    }
};

QTEST_MAIN(TestPlannerPanel)
#include "tst_plannerpanel.moc"
