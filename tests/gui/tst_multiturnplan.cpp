// A plan that spans turns reads as turns (issue 30, §1), driven through the real main window at
// 1280 × 800: a click on a hex three turns away in pbm-strategic (one order list a turn) fills
// the Orders field with this turn's orders, Copy copies them and Copy All Turns every turn's;
// the per-turn lines wrap and show whole in English and Russian; the table says "turn 2" where
// it used to say "not enough MP"; a badge with the turn's number stands where each turn ends.
#include "i18n/translations.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/planneroverlay.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace hexstride;
using namespace hexstride::testing;

class TestMultiTurnPlan : public QObject
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
    PlannerOverlay *overlay() { return m_window->planner()->overlay(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)).toPoint(); }
    void click(Hex h) { QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(h)); }

    /// pbm-strategic, plains everywhere, pointy-top with odd rows shifted, labelled col,row.
    HexMap plains(const QString &ruleset = QStringLiteral("pbm-strategic"),
                  const QString &fill = QStringLiteral("plains"))
    {
        return plannerMap(*m_window, 16, 5, fill, ruleset);
    }
    void showMap(const HexMap &m)
    {
        QVERIFY(m_window->showMap(m, {}, true));
        frameView(view(), 1.0, at(7, 2));
        m_window->selectTool("plan-movement");
        QVERIFY(overlay()->isActive());
        QVERIFY(viewport()->rect().contains(centreOf(at(1, 2))));
        QVERIFY(viewport()->rect().contains(centreOf(at(11, 2))));
    }
    /// The plan of the scenario: from 1,2 to 11,2, ten hexes east along the row. The only
    /// shortest route is ten steps "e"; a fed mixed army has 12 MP a turn and plains cost 3
    /// (the pbm-strategic table), so four steps a turn: turn 1 e ×4 (12 MP, ends on 5,2), turn
    /// 2 e ×4 (ends on 9,2), turn 3 e ×2 (ends on 11,2).
    void plotTenHexesEast()
    {
        click(at(1, 2));
        click(at(11, 2));
        QCOMPARE(session()->orders().size(), 10);
    }
    QStringList statusColumn()
    {
        QStringList texts;
        const PlanStepsModel *model = dock()->stepsModel();
        for (int row = 0; row < model->rowCount(); ++row)
            texts << model->index(row, PlanStepsModel::Status).data().toString();
        return texts;
    }
    /// Every line of the per-turn label shows whole: word wrap on, the label as tall as its
    /// wrapped text needs and inside the dock's visible width.
    void checkPerTurnLabelShowsWhole()
    {
        QLabel *perTurn = dock()->ordersPerTurnLabel();
        QVERIFY(perTurn->isVisible());
        QVERIFY(perTurn->wordWrap());
        QVERIFY2(perTurn->heightForWidth(perTurn->width()) <= perTurn->height(),
                 qPrintable(QStringLiteral("needs %1 px, has %2")
                                .arg(perTurn->heightForWidth(perTurn->width()))
                                .arg(perTurn->height())));
        auto *scroll = dock()->findChild<QScrollArea *>(QStringLiteral("plannerDockScroll"));
        QVERIFY(scroll);
        // (The scroll area fits its contents to the view in a later layout pass.)
        const auto inView = [&] {
            return QRect(perTurn->mapTo(scroll->viewport(), QPoint(0, 0)), perTurn->size());
        };
        QTRY_VERIFY(scroll->viewport()->rect().left() <= inView().left());
        QTRY_VERIFY2(inView().right() <= scroll->viewport()->rect().right(),
                     qPrintable(QStringLiteral("label %1..%2, view %3")
                                    .arg(inView().left())
                                    .arg(inView().right())
                                    .arg(scroll->viewport()->width())));
        // (After a language switch the buttons take their new widths in a later layout pass.)
        QTRY_VERIFY2(textFitProblems(dock()).isEmpty(),
                     qPrintable(textFitProblems(dock()).join(QLatin1Char('\n'))));
        QVERIFY(perTurn->toolTip().isEmpty()); // no empty black tool tip on it
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        showMap(plains());
    }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void ordersFieldAndCopyGiveThisTurn()
    {
        plotTenHexesEast();
        QCOMPARE(dock()->orderEdit()->text(), QString("e, e, e, e"));
        // The field says what it holds, and that typing in it makes a new plan.
        QVERIFY(dock()->orderEdit()->toolTip().contains("whole plan"));
        QTest::mouseClick(dock()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("e, e, e, e"));
        QVERIFY(dock()->copyAllTurnsButton()->isEnabled());
        QTest::mouseClick(dock()->copyAllTurnsButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QString("turn 1: e, e, e, e\nturn 2: e, e, e, e\nturn 3: e, e"));
        // The same turns `hexstride-cli route` prints (one function in the core).
        QCOMPARE(session()->orderStringsPerTurn(),
                 (QStringList{"e, e, e, e", "e, e, e, e", "e, e"}));
        // The whole plan stays the plan: the path goes to the clicked hex.
        QCOMPARE(session()->pathEnd(), std::optional<Hex>(at(11, 2)));
        QCOMPARE(session()->result().end, at(11, 2));
        QCOMPARE(session()->result().total, 30); // ten plains steps at 3
    }

    void onePlanOfOneTurnHasNoTurns()
    {
        click(at(1, 2));
        click(at(4, 2)); // three steps, 9 MP: one turn
        QCOMPARE(dock()->orderEdit()->text(), QString("e, e, e"));
        QVERIFY(dock()->ordersPerTurnLabel()->isHidden());
        QVERIFY(!dock()->copyAllTurnsButton()->isEnabled());
        QVERIFY(dock()->orderEdit()->toolTip().isEmpty());
        QTest::mouseClick(dock()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("e, e, e"));
        QVERIFY(overlay()->pathDrawing(view()->params()).turnEnds.isEmpty());
    }

    void tableSaysLaterTurnsNotFailures()
    {
        plotTenHexesEast();
        QCOMPARE(statusColumn(), (QStringList{"ok", "ok", "ok", "ok", "turn 2", "turn 2", "turn 2",
                                              "turn 2", "turn 3", "turn 3"}));
        const PlanStepsModel *model = dock()->stepsModel();
        QCOMPARE(model->index(4, PlanStepsModel::Turn).data().toInt(), 2);
        QCOMPARE(model->index(9, PlanStepsModel::Total).data().toInt(), 30);
        QCOMPARE(session()->result().executed, 10);
        // Nothing says a step cannot be made.
        QVERIFY2(!dock()->totalsLabel()->text().contains("cannot"),
                 qPrintable(dock()->totalsLabel()->text()));
        // The MP left are those of the last turn: 12 − 2 × 3.
        QCOMPARE(session()->mpLeft(), 6);
    }

    void perTurnLinesWrapAndShowWhole()
    {
        plotTenHexesEast();
        QCOMPARE(dock()->ordersPerTurnLabel()->text(),
                 QString("turn 1: e, e, e, e\nturn 2: e, e, e, e\nturn 3: e, e"));
        checkPerTurnLabelShowsWhole();
        // A turn too long for one line wraps within the dock: 24 rests ("home", a day of rest
        // at 1 MP) make two turns of twelve, each line "turn 1: home, home, …" of 80 characters.
        QLineEdit *edit = dock()->orderEdit();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("home, ").repeated(23) + QStringLiteral("home"));
        QCOMPARE(session()->orderStringsPerTurn().size(), 2);
        QLabel *perTurn = dock()->ordersPerTurnLabel();
        QVERIFY(perTurn->fontMetrics().horizontalAdvance(perTurn->text().section('\n', 0, 0))
                > perTurn->width()); // too long for one line …
        QVERIFY(perTurn->height() > 2 * perTurn->fontMetrics().lineSpacing()); // … so it wraps
        checkPerTurnLabelShowsWhole();
    }

    void perTurnLinesInRussian()
    {
        plotTenHexesEast();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QTRY_VERIFY(dock()->ordersPerTurnLabel()->text().startsWith(QString("ход 1: e, e, e, e")));
        QCOMPARE(dock()->ordersPerTurnLabel()->text(),
                 QString("ход 1: e, e, e, e\nход 2: e, e, e, e\nход 3: e, e"));
        QCOMPARE(dock()->orderEdit()->text(), QString("e, e, e, e")); // the game's tokens
        QCOMPARE(statusColumn().at(4), QString("ход 2"));
        checkPerTurnLabelShowsWhole();
        QTest::mouseClick(dock()->copyAllTurnsButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QString("ход 1: e, e, e, e\nход 2: e, e, e, e\nход 3: e, e"));
    }

    void badgeWhereEachTurnEnds()
    {
        plotTenHexesEast();
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        // Turn 1 ends on 5,2, turn 2 on 9,2, the plan (turn 3) on 11,2.
        const QList<QPair<Hex, int>> expected{{at(5, 2), 1}, {at(9, 2), 2}, {at(11, 2), 3}};
        QCOMPARE(d.turnEnds.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            QCOMPARE(d.turnEnds[i].box.center(), view()->params().centre(expected[i].first));
            QCOMPARE(d.turnEnds[i].turn, expected[i].second);
        }
        // Later turns are drawn as later turns: no red dashes, a line of their own from where
        // turn 1 ends, and labels in the later turns' colour, none failed.
        QVERIFY(d.notExecuted.isEmpty());
        QCOMPARE(d.executed.constLast(), view()->params().centre(at(5, 2)));
        QCOMPARE(d.laterTurns.constFirst(), view()->params().centre(at(5, 2)));
        QCOMPARE(d.laterTurns.constLast(), view()->params().centre(at(11, 2)));
        for (const PathLabel &l : d.labels) {
            QVERIFY2(!l.failed, qPrintable(l.text));
            QVERIFY(!l.text.contains(QStringLiteral("✕")));
        }
        // On screen: the badge's dark disc at the turn-end hex (beside the white number), and
        // none on a hex the path only passes.
        QCoreApplication::processEvents();
        const QImage shot = viewport()->grab().toImage();
        const auto dark = [&](Hex h) {
            const QRectF box = d.turnEnds.first().box;
            // Left of the centre, between the number and the yellow ring.
            const QPoint p = centreOf(h) - QPoint(int(box.width() * 0.3), 0);
            const QColor c = shot.pixelColor(p * shot.devicePixelRatio());
            return c.red() < 70 && c.green() < 70 && c.blue() < 70;
        };
        QVERIFY(dark(at(5, 2)));
        QVERIFY(dark(at(9, 2)));
        QVERIFY(dark(at(11, 2)));
        QVERIFY(!dark(at(4, 2)));
        QVERIFY(!dark(at(7, 2)));
    }

    void failedStepLabelsSayWhatFails()
    {
        // Sea on 4,2 (armies cannot enter it): the step into it is not allowed, the ones after
        // it not executed. One "✕" on the failing step's hex, no label on the steps after it.
        HexMap m = plains();
        m.setTerrain(at(4, 2), std::uint8_t(m.terrains().indexOf("sea")));
        showMap(m);
        click(at(1, 2));
        QVERIFY(session()->setOrderString("e, e, e, e, e, e"));
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        QStringList texts;
        for (const PathLabel &l : d.labels)
            texts << l.text;
        QCOMPARE(texts, (QStringList{"3/3", "3/6", "✕"}));
        QCOMPARE(d.labels[2].parts.size(), 1);
        QCOMPARE(d.labels[2].parts[0].kind, PathLabel::Kind::Failed);
        QCOMPARE(statusColumn(), (QStringList{"ok", "ok", "not allowed", "not executed",
                                              "not executed", "not executed"}));
    }

    void mergedLabelColoursEachPart()
    {
        // Out five hexes and back: 2,2 … 5,2 are entered in turn 1 (four steps, 12 MP) and again
        // on the way back in turn 2; each part keeps its own turn's colour.
        click(at(1, 2));
        QVERIFY(session()->setOrderString("e, e, e, e, e, w, w, w"));
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        bool mixed = false;
        for (const PathLabel &l : d.labels) {
            if (l.parts.size() == 2) {
                QCOMPARE(l.parts[0].kind, PathLabel::Kind::Made);
                QCOMPARE(l.parts[1].kind, PathLabel::Kind::LaterTurn);
                mixed = true;
            }
        }
        QVERIFY(mixed);
    }

    void typedOrdersOfTwoTurnsAreNotCalledThisTurns()
    {
        // walk16 W14: six orders typed into the field of a plan whose turn takes four (plains
        // at 3 MP, 12 MP a turn): the field keeps the six as typed, so its title says it holds
        // the whole plan, not "this turn"; the lines under it split the turns.
        click(at(1, 2));
        QLineEdit *field = dock()->orderEdit();
        field->setFocus();
        QTest::keyClicks(field, QStringLiteral("e, e, e, e, e, e"));
        QCOMPARE(field->text(), QString("e, e, e, e, e, e"));
        QCOMPARE(dock()->ordersTitle()->text(), QString("Orders for the whole plan:"));
        QCOMPARE(dock()->ordersPerTurnLabel()->text(), QString("turn 1: e, e, e, e\nturn 2: e, e"));
        // Four typed: this turn's orders, under the title that says so.
        field->clear();
        QTest::keyClicks(field, QStringLiteral("e, e, e, e"));
        QCOMPARE(dock()->ordersTitle()->text(), QString("Orders:"));
        // A click on a hex two turns away: the field holds this turn's orders again.
        click(at(9, 2));
        QCOMPARE(field->text(), QString("e, e, e, e"));
        QCOMPARE(dock()->ordersTitle()->text(), QString("Orders for this turn:"));
    }

    void ordersSpanningTurnsStayOneList()
    {
        // strategic-commanders carries one order list on into later turns: the field keeps the
        // whole list (what is submitted), the table says "ok", later turns still look later.
        showMap(plains(QStringLiteral("strategic-commanders"), QStringLiteral("open")));
        click(at(1, 2));
        const QString orders = QStringLiteral("e, ").repeated(13) + QStringLiteral("e");
        QVERIFY(session()->setOrderString(orders));
        QCOMPARE(dock()->orderEdit()->text(), orders);
        QVERIFY(session()->result().steps.constLast().turn > 1);
        QVERIFY(!statusColumn().contains(QStringLiteral("turn 2")));
        const PlannerOverlay::PathDrawing d = overlay()->pathDrawing(view()->params());
        QVERIFY(!d.laterTurns.isEmpty());
        QVERIFY(d.notExecuted.isEmpty());
        QTest::mouseClick(dock()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), orders);
    }
};

QTEST_MAIN(TestMultiTurnPlan)
#include "tst_multiturnplan.moc"
