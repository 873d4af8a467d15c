// "Why this cost" names every factor of a step's cost (issue 30, §3): the table's row and its
// column (on a road: the road column), each modifier, in the words `hexstride-cli explain`
// prints (formatTraceItem() of the same trace). Driven through the real main window at
// 1280 × 800 on a small pbm-strategic map built here, in English and Russian.
#include "i18n/translations.h"
#include "mainwindow.h"
#include "movement/movementrules.h"
#include "movement/steptrace.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "planner/unitdock.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestWhyThisCost : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::optional<PlannerDriver> m_planner;
    PlannerDriver &planner() { return *m_planner; }

    /// 12 × 6 plains of pbm-strategic, pointy-top, odd rows shifted, labelled col,row; a road
    /// runs east along row 2 from 2,2 to 5,2, and 5,2 is a mountain.
    HexMap roadMap()
    {
        HexMap m = plannerMap(*m_window, 12, 6);
        const FeatureMask road(1u << m.edgeFeatureIds().indexOf(QStringLiteral("road")));
        for (int col = 2; col <= 4; ++col)
            m.setEdgeFeatures(edgeOf(m.grid().toHex({col, 2}), 0), road); // side 0: east
        m.setTerrain(m.grid().toHex({5, 2}),
                     std::uint8_t(m.terrains().indexOf(QStringLiteral("mountains"))));
        return m;
    }
    /// The panel shows the selected step, whole and in view.
    void checkShown()
    {
        planner().leaveMap();
        QLabel *label = planner().dock()->explanationLabel();
        // In view at once, with or without the dock's vertical scroll bar (its contents never
        // lie under it, not even between two layout passes).
        QVERIFY(planner().inViewOfDock(label));
        QVERIFY(label->heightForWidth(label->width()) <= label->height());
    }
    /// The core's explanation of the step (what `explain` prints, item by item) is all in the
    /// panel: the table, row and column of the base cost, each modifier and the final cost.
    void checkSameAsCore(Hex from, int direction, const QString &language)
    {
        MovementRules rules(m_window->rulesets().ruleset(QStringLiteral("pbm-strategic")));
        StepTrace trace;
        const int cost = rules.explainStep(planner().map(), from, direction,
                                           planner().session()->profile(), {}, &trace);
        const QString panel = planner().explanation();
        int bases = 0;
        for (const TraceItem &t : trace) {
            QVERIFY2(!formatTraceItem(t, language).isEmpty(), qPrintable(traceKindId(t.kind)));
            if (t.kind == TraceItem::Kind::Base) {
                ++bases;
                for (const LocalizedText &name : {t.label, t.row, t.column})
                    QVERIFY2(panel.contains(name.in(language)),
                             qPrintable(name.in(language) + " not in " + panel));
            } else if (t.kind == TraceItem::Kind::Modifier) {
                QVERIFY2(panel.contains(t.label.in(language)), qPrintable(panel));
            }
        }
        QCOMPARE(bases, 1);
        QVERIFY2(panel.endsWith(QStringLiteral("→ %1").arg(cost)), qPrintable(panel));
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        m_planner.emplace(m_window.get());
        QVERIFY(m_window->showMap(roadMap(), {}, true));
        frameView(planner().view(), 1.5, planner().at(4, 2));
        m_window->selectTool(QStringLiteral("plan-movement"));
    }
    void cleanup()
    {
        m_planner.reset();
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void roadStepNamesTheRoadColumn()
    {
        PlannerDriver &p = planner();
        p.click(p.at(2, 2));
        p.click(p.at(3, 2)); // east along the road
        QCOMPARE(p.session()->orderString(), QString("e"));
        // A fed mixed army (the defaults): pbm-strategic's table "Mixed Army Movement Costs",
        // row "Plains", column "Fed Road Cost" (the third of [3, 4, 2, 3]): 2.
        QCOMPARE(p.dock()->stepsModel()->index(0, PlanStepsModel::Cost).data().toInt(), 2);
        checkShown();
        QCOMPARE(p.explanation(), QString("Mixed Army Movement Costs: Plains, Fed Road Cost → 2"));
        checkSameAsCore(p.at(2, 2), 0, "en");
        // Off the road, the hex north-east of 3,2 (3,1 on odd-shifted rows): the first
        // column, "Fed Normal Cost", 3.
        p.hover(p.at(3, 1));
        QCOMPARE(p.explanation(),
                 QString("Mixed Army Movement Costs: Plains, Fed Normal Cost → 3"));
        checkSameAsCore(p.at(3, 2), 1, "en"); // side 1: north-east
    }

    void modifierIsNamedWithItsEffect()
    {
        PlannerDriver &p = planner();
        p.tick(QStringLiteral("evasive")); // "Moving evasively doubles the cost": ×2
        p.click(p.at(2, 2));
        p.click(p.at(3, 2));
        checkShown();
        // Plains on the road 2 (as above), doubled: 4.
        QCOMPARE(p.explanation(), QString("Mixed Army Movement Costs: Plains, Fed Road Cost → 2 · "
                                          "Moving evasively doubles the cost ×2 → 4"));
        QCOMPARE(p.dock()->stepsModel()->index(0, PlanStepsModel::Cost).data().toInt(), 4);
        checkSameAsCore(p.at(2, 2), 0, "en");
    }

    void cavalryOnAMountainRoad()
    {
        PlannerDriver &p = planner();
        p.choose(QStringLiteral("troops"), 1); // cavalry only
        p.click(p.at(4, 2));
        p.click(p.at(5, 2)); // onto the mountain, along the road
        // "Cavalry Only Army Movement Costs", row "Mountains", column "Fed Road Cost" (the
        // third of [12, "no", 3, 4]): 3.
        checkShown();
        QCOMPARE(p.explanation(),
                 QString("Cavalry Only Army Movement Costs: Mountains, Fed Road Cost → 3"));
        checkSameAsCore(p.at(4, 2), 0, "en");
        // Unfed: the fourth column, "Unfed Road Cost", 4.
        p.tick(QStringLiteral("fed"));
        QCOMPARE(p.explanation(),
                 QString("Cavalry Only Army Movement Costs: Mountains, Unfed Road Cost → 4"));
        checkSameAsCore(p.at(4, 2), 0, "en");
    }

    void russianNamesTheRoadToo()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        PlannerDriver &p = planner();
        p.click(p.at(2, 2));
        p.click(p.at(3, 2));
        checkShown();
        // The ruleset's Russian names of the same table, row and column.
        QTRY_COMPARE(p.explanation(), QString("Смешанная армия: Равнины, Сытые, по дороге → 2"));
        checkSameAsCore(p.at(2, 2), 0, "ru");
    }

    void panelBesideTheScrollBar_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("ru") << "ru";
    }
    void panelBesideTheScrollBar()
    {
        QFETCH(QString, language);
        applyLanguage(*QCoreApplication::instance(), language);
        PlannerDriver &p = planner();
        p.click(p.at(0, 3));
        p.click(p.at(11, 3)); // over several turns: a line of orders a turn
        // The reach's legend (five lines) shown, and the plan's dock made lower by dragging the
        // edge between the two docks down: its contents are taller than it, its vertical
        // scroll bar shows.
        p.dock()->reachAction()->setChecked(true);
        m_window->resizeDocks({p.unitDock(), p.dock()}, {500, 200}, Qt::Vertical);
        auto *scroll = p.dock()->findChild<QScrollArea *>("plannerDockScroll");
        QVERIFY(scroll);
        QTRY_VERIFY(scroll->verticalScrollBar()->isVisible());
        p.leaveMap();
        // Beside the bar, not under it: "Why this cost" within the view's width (it may be
        // below the fold now), the contents as wide as the view at most (in Russian the saved
        // plans' title and its two buttons used to be wider), and nothing in them cut for it.
        QLabel *label = p.dock()->explanationLabel();
        const int right = label->mapTo(scroll->viewport(), QPoint(label->width(), 0)).x();
        QVERIFY2(
            right <= scroll->viewport()->width(),
            qPrintable(
                QString("panel to %1 px, view %2 px").arg(right).arg(scroll->viewport()->width())));
        QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                 qPrintable(QString("contents %1 px, view %2 px")
                                .arg(scroll->widget()->width())
                                .arg(scroll->viewport()->width())));
        QTRY_VERIFY2(textFitProblems(p.dock()).isEmpty(),
                     qPrintable(textFitProblems(p.dock()).join('\n')));
    }
};

QTEST_MAIN(TestWhyThisCost)
#include "tst_whythiscost.moc"
