// The smaller planner items of issue 30 (§7), through the real main window at 1280 × 800 on a
// pbm-strategic map built here: steps added with the keys are followed by the view; the reach
// counts from where the army stops when a step fails; the Orders field takes the direction names
// the Russian table shows (ЮЗ, В) while what is copied and stored stays in the game's Latin.
#include "i18n/translations.h"
#include "mainwindow.h"
#include "planner/planneroverlay.h"
#include "planner/planstepsmodel.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/windowtestutil.h"

#include <QClipboard>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>
#include <QToolButton>

using namespace hexstride;
using namespace hexstride::testing;

class TestPlannerDetails : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::optional<PlannerDriver> m_planner;
    PlannerDriver &planner() { return *m_planner; }

    /// pbm-strategic plains, 40 × 12, pointy-top, odd rows shifted, labelled col,row; 5,5 is sea.
    HexMap plains()
    {
        HexMap m = plannerMap(*m_window, 40, 12);
        m.setTerrain(m.grid().toHex({5, 5}), std::uint8_t(m.terrains().indexOf("sea")));
        return m;
    }
    /// The hex's bounds on the viewport.
    QRectF onViewport(Hex h)
    {
        MapView *v = planner().view();
        const QRectF b = v->params().hexBounds(h);
        return QRectF(v->sceneToViewport(b.topLeft()), b.size());
    }

    /// Types text a key at a time, as a keyboard with that layout does (QTest::keyClicks
    /// takes Latin letters only).
    static void typeText(QWidget *w, const QString &text)
    {
        for (const QChar c : text) {
            QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, QString(c));
            QCoreApplication::sendEvent(w, &press);
            QKeyEvent release(QEvent::KeyRelease, Qt::Key_unknown, Qt::NoModifier, QString(c));
            QCoreApplication::sendEvent(w, &release);
        }
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        m_planner.emplace(m_window.get());
        QVERIFY(m_window->showMap(plains(), {}, true));
        m_window->selectTool(QStringLiteral("plan-movement"));
        QCoreApplication::processEvents();
        // (Framed with the planner's docks open: 8,5 in the middle of the view.)
        frameView(planner().view(), 2.0, planner().at(8, 5));
    }
    void cleanup()
    {
        m_planner.reset();
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void keyedStepsAreFollowed()
    {
        PlannerDriver &p = planner();
        p.click(p.at(8, 5));
        QWidget *vp = p.viewport();
        // At 200 % a hex is 40 × √3 = 69 px across: the viewport shows a dozen columns, so
        // twenty steps east (key 6) leave it unless the view follows.
        QVERIFY(!QRectF(vp->rect()).contains(onViewport(p.at(28, 5))));
        const int before = p.view()->horizontalScrollBar()->value();
        for (int i = 1; i <= 20; ++i) {
            QTest::keyClick(vp, Qt::Key_6);
            QCOMPARE(p.session()->pathEnd(), std::optional<Hex>(p.at(8 + i, 5)));
            const QRectF end = onViewport(p.at(8 + i, 5));
            QVERIFY2(QRectF(vp->rect()).contains(end),
                     qPrintable(QString("step %1: the end at x %2 of %3 px")
                                    .arg(i)
                                    .arg(end.right())
                                    .arg(vp->width())));
        }
        QVERIFY(p.view()->horizontalScrollBar()->value() > before);
        // Back with Backspace, west with 4: the end stays in view the other way too.
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(vp, Qt::Key_4);
        QCOMPARE(p.session()->pathEnd(), std::optional<Hex>(p.at(8, 5)));
        QVERIFY(QRectF(vp->rect()).contains(onViewport(p.at(8, 5))));
        // A hex in view moves nothing: one step back east, inside the view, no scrolling.
        const int still = p.view()->horizontalScrollBar()->value();
        QTest::keyClick(vp, Qt::Key_6);
        QCOMPARE(p.view()->horizontalScrollBar()->value(), still);
    }

    void reachCountsFromWhereTheArmyStops()
    {
        PlannerDriver &p = planner();
        p.click(p.at(3, 5));
        p.session()->setReachVisible(true);
        QTest::keyClicks(p.dock()->orderEdit(), QStringLiteral("e, e, e"));
        // 3,5 → 4,5 plains (3 MP of 12); 4,5 → 5,5 is sea ("Seas/Coast": no in every column),
        // not allowed; the third step is not executed. The army stops on 4,5 with 9 MP left.
        QCOMPARE(p.session()->result().executed, 1);
        QCOMPARE(p.session()->result().end, p.at(4, 5));
        QCOMPARE(p.session()->mpLeft(), 9);
        // From 4,5 with 9 MP: west to 3,5 costs 3 (6 left), 2,5 (3 left), 1,5 (0 left); 0,5 is
        // a turn later. Counted from the plan's end, 6,5, these hexes are across the sea hex.
        QCOMPARE(p.session()->reachMpLeft(p.at(3, 5)), 6);
        QCOMPARE(p.session()->reachMpLeft(p.at(2, 5)), 3);
        QCOMPARE(p.session()->reachMpLeft(p.at(1, 5)), 0);
        QCOMPARE(p.session()->reachBand(p.at(0, 5)), 2);
        // 7,5 is four steps from 4,5 around the sea (12 MP): a turn later, not this turn.
        QCOMPARE(p.session()->reachBand(p.at(7, 5)), 2);
        // On screen: the band shades 4,4, north-west of where the army stops (3 MP, 6 left),
        // off the path.
        QCOMPARE(p.session()->reachMpLeft(p.at(4, 4)), 6);
        const QImage shaded = p.viewport()->grab().toImage();
        p.session()->setReachVisible(false);
        const QImage plain = p.viewport()->grab().toImage();
        const QPoint there = p.centreOf(p.at(4, 4));
        QVERIFY(p.viewport()->rect().contains(there));
        QVERIFY(shaded.pixel(there) != plain.pixel(there));
    }

    void russianDirectionsAreTypedAndCopiedInLatin()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        PlannerDriver &p = planner();
        p.click(p.at(8, 5));
        QLineEdit *edit = p.dock()->orderEdit();
        edit->clear();
        // The table's names, upper or lower case: В (east), юз (south-west), СВ (north-east).
        typeText(edit, QStringLiteral("В, юз, СВ"));
        QVERIFY2(p.dock()->errorLabel()->isHidden(), qPrintable(p.dock()->errorLabel()->text()));
        QCOMPARE(p.session()->orderString(), QString("e, sw, ne"));
        const PlanStepsModel *model = p.dock()->stepsModel();
        QCOMPARE(model->index(0, PlanStepsModel::Order).data().toString(), QString("В"));
        QCOMPARE(model->index(1, PlanStepsModel::Order).data().toString(), QString("ЮЗ"));
        QCOMPARE(model->index(2, PlanStepsModel::Order).data().toString(), QString("СВ"));
        // 8,5 east to 9,5; south-west to 9,6 (row 5 is shifted right: its south-west neighbour
        // is straight below); north-east back to 9,5.
        QCOMPARE(p.session()->pathEnd(), std::optional<Hex>(p.at(9, 5)));
        QTest::mouseClick(p.dock()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("e, sw, ne"));
        p.dock()->saveAsPlan(QStringLiteral("A"));
        QCOMPARE(p.map().plans().constLast().orders, (QStringList{"e", "sw", "ne"}));
        // A name the map's orientation lacks (С, north, on pointy-top hexes) is pointed at,
        // and the error names both notations.
        edit->clear();
        typeText(edit, QStringLiteral("В, С"));
        QVERIFY(!p.dock()->errorLabel()->isHidden());
        QVERIFY2(p.dock()->errorLabel()->text().contains("ЮЗ")
                     && p.dock()->errorLabel()->text().contains("sw"),
                 qPrintable(p.dock()->errorLabel()->text()));
        QCOMPARE(p.session()->orderString(), QString("e"));
    }

    // walk15 #9: the Russian table writes a hold as «отдых», and the field took only "h". It
    // takes the table's word back, any case, as the ruleset's hold, copied and stored as "h".
    void russianRestIsTypedAsTheTableWritesIt()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        PlannerDriver &p = planner();
        p.click(p.at(8, 5));
        QLineEdit *edit = p.dock()->orderEdit();
        const PlanStepsModel *model = p.dock()->stepsModel();
        edit->clear();
        typeText(edit, QStringLiteral("В, h"));
        QCOMPARE(model->index(1, PlanStepsModel::Order).data().toString(), QString("отдых"));
        edit->clear();
        typeText(edit, QStringLiteral("В, Отдых, отдых"));
        QVERIFY2(p.dock()->errorLabel()->isHidden(), qPrintable(p.dock()->errorLabel()->text()));
        QCOMPARE(p.session()->orderString(), QString("e, h, h"));
        QCOMPARE(model->index(1, PlanStepsModel::Order).data().toString(), QString("отдых"));
        QCOMPARE(model->index(2, PlanStepsModel::Order).data().toString(), QString("отдых"));
        // 8,5 east to 9,5, then two days of rest there.
        QCOMPARE(p.session()->pathEnd(), std::optional<Hex>(p.at(9, 5)));
        QTest::mouseClick(p.dock()->copyButton(), Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), QString("e, h, h"));
    }

    // walk15 #10: a step carried out read «можно» ("allowed") beside «не выполнен»: it reads
    // «выполнен». (The Russian text comes from translations/reworded/fixwalk15.json, merged into
    // the catalogue by scripts/update-translations.sh.)
    void russianStepCarriedOutReadsDone()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QCoreApplication::processEvents();
        PlannerDriver &p = planner();
        p.click(p.at(8, 5));
        QLineEdit *edit = p.dock()->orderEdit();
        edit->clear();
        typeText(edit, QStringLiteral("В"));
        const PlanStepsModel *model = p.dock()->stepsModel();
        QCOMPARE(model->index(0, PlanStepsModel::Status).data().toString(), QString("выполнен"));
    }
};

QTEST_MAIN(TestPlannerDetails)
#include "tst_plannerdetails.moc"
