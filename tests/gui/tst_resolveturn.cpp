// Rules ▸ Resolve Turn… (issue 12 §3): the referee resolves the map's plans in the app. Two
// forces contest a hex in strategic-commanders (fewer troop figures moves in, the other stops
// before it); a tie is the referee's decision, answered in the table; Apply to Map is one undo
// step; the replay steps period by period.
#include "../core/support/rulesettestutil.h"
#include "docks/mapcheckdock.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "resolve/resolveturndock.h"
#include "resolve/turnoverlay.h"
#include "support/campaigntestutil.h"
#include "support/guitestutil.h"
#include "support/plannertestutil.h"
#include "support/shownastext.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoView>

using namespace hexstride;
using namespace hexstride::testing;
using testutil::at;

namespace {
struct Mover
{
    QString name;
    QString side;
    QPoint start;
    QString orders;
    int figures;
    UnitProfile profile = {};
};

// The units stand in the middle of a larger map, so that the view can centre on any of them.
const QPoint kOffset(12, 12);

HexMap mapWith(const QList<Mover> &movers)
{
    HexMap m = testutil::mapFor(*testutil::bundled("strategic-commanders"), 40, 32, "open");
    for (const Mover &mv : movers) {
        const Hex h = at(m, mv.start.x() + kOffset.x(), mv.start.y() + kOffset.y());
        m.units() << MapUnit{mv.name, mv.side, h, mv.profile, mv.figures};
        m.plans() << MovementPlan{"plan " + mv.name, mv.name, h, mv.orders.split(' '), mv.profile};
    }
    return m;
}
} // namespace

class TestResolveTurn : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    const HexMap &map() { return m_window->document()->map(); }
    Hex at(int col, int row) { return testutil::at(map(), col + kOffset.x(), row + kOffset.y()); }
    QString cell(QTableWidget *t, int row, int column)
    {
        return t->item(row, column) ? t->item(row, column)->text() : QString();
    }
    ResolveTurnDock *open(const HexMap &m)
    {
        m_window->showMap(m, {}, true);
        return openResolveTurnDock(m_window.get());
    }

private slots:
    void initTestCase()
    {
        isolateSettings(m_dir);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en")); // "2 units"
    }
    void init() { QVERIFY(openMainWindow(m_window, std::nullopt, {1300, 800})); }
    void cleanup() { m_window.reset(); }

    void theRulesMenuOpensIt()
    {
        auto *action = m_window->findChild<QAction *>("actionResolveTurn");
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence("Ctrl+Shift+R"));
        QVERIFY(!action->toolTip().isEmpty());
        auto *menu = m_window->findChild<QMenu *>("menuRules");
        QVERIFY(menu);
        QVERIFY(menu->actions().contains(action));
    }

    void aContestedHexShowsItsRule()
    {
        // 10 troop figures against 20, both entering 4,2 in the day: the fewer move in, the
        // other stops in 5,2.
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "East", {6, 2}, "w w", 20}}));
        QVERIFY(dock && dock->isVisible());
        QVERIFY(dock->overlay()->isShown());
        QTableWidget *units = dock->unitsTable();
        QCOMPARE(units->rowCount(), 2);
        QCOMPARE(cell(units, 0, 0), QString("Aragorn"));
        QCOMPARE(cell(units, 0, 3), map().label(at(4, 2)));
        QCOMPARE(cell(units, 1, 0), QString("Boromir"));
        QCOMPARE(cell(units, 1, 3), map().label(at(5, 2)));
        QVERIFY2(cell(units, 1, 5).contains("lost " + map().label(at(4, 2))),
                 qPrintable(cell(units, 1, 5)));
        // Sides in different colours, on the map and in the table.
        QVERIFY(dock->overlay()->sideColour("West") != dock->overlay()->sideColour("East"));
        QCOMPARE(units->item(0, 0)->foreground().color(), dock->overlay()->sideColour("West"));

        QTableWidget *conflicts = dock->conflictsTable();
        QCOMPARE(conflicts->rowCount(), 1);
        QCOMPARE(cell(conflicts, 0, 0), map().label(at(4, 2)));
        QCOMPARE(cell(conflicts, 0, 1), QString("Day 1"));
        QCOMPARE(cell(conflicts, 0, 2), QString("Aragorn, Boromir"));
        QCOMPARE(cell(conflicts, 0, 3), QString("Aragorn moves in"));
        QCOMPARE(cell(conflicts, 0, 4), QString("fewer troop figures"));
        // The map's tool tip names the rule too.
        const QString tip = dock->overlay()->toolTipAt(at(4, 2));
        QVERIFY2(tip.contains("rule: fewer troop figures"), qPrintable(tip));
        QVERIFY(dock->overlay()->toolTipAt(at(9, 6)).isEmpty());

        // Clicking the row centres the map on the contested hex.
        MapView *view = m_window->mapView();
        view->setZoom(3.0);
        view->centreOn(at(20, 15));
        emit conflicts->cellClicked(0, 0);
        const QPointF centre(view->viewport()->width() / 2.0, view->viewport()->height() / 2.0);
        QCOMPARE(view->params().hexAt(view->viewportToScene(centre)), at(4, 2));
        // Painting every path and the contested hex works (the view draws the overlay).
        QVERIFY(!view->grab().isNull());
    }

    // walk12 #4: the Resolve Turn table and its overlay coloured West blue and East red while
    // the editor's counters (and the report pictures) showed West brown and East blue; and
    // the overlay wrote each unit's name twice, a badge over the map's own label.
    void sidesHaveTheEditorsColoursAndEachNameIsWrittenOnce()
    {
        const HexMap m = mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "East", {6, 6}, "w w", 20}});
        m_window->showMap(m, {}, true);
        MapView *view = m_window->mapView();
        view->setZoom(3.0);
        // The colour of a counter in the editor: a pixel of its face left of the crossed box
        // and above the figures (the counter spans ±0.55 of the hex size across, the box
        // ±0.22; the figures start 0.01 below the centre).
        const auto counterColour = [&](const QString &name) {
            Hex h;
            for (const MapUnit &u : map().units())
                if (u.name == name)
                    h = u.hex;
            view->centreOn(h);
            QCoreApplication::processEvents();
            const double s = view->params().hexSize();
            const QPointF c = view->sceneToViewport(view->params().centre(h));
            const QImage shot = view->viewport()->grab().toImage();
            return QColor(shot.pixel((c + QPointF(-0.35 * s, -0.2 * s)).toPoint()));
        };
        const QColor west = counterColour("Aragorn"), east = counterColour("Boromir");
        QVERIFY(west != east);

        ResolveTurnDock *dock = openResolveTurnDock(m_window.get());
        QVERIFY(dock && dock->isVisible());
        QTableWidget *units = dock->unitsTable();
        QCOMPARE(cell(units, 0, 0), QString("Aragorn"));
        QCOMPARE(units->item(0, 0)->foreground().color().rgb(), west.rgb());
        QCOMPARE(units->item(1, 0)->foreground().color().rgb(), east.rgb());
        // On the map, the counter keeps its colour under the overlay's ring of the same side.
        QCOMPARE(counterColour("Aragorn").rgb(), west.rgb());

        // The first frame: both stand where the map draws them, counter and name: no badge.
        auto *slider = dock->findChild<QSlider *>("resolveReplay");
        QVERIFY(slider);
        slider->setValue(0);
        view->viewport()->grab();
        QCOMPARE(dock->overlay()->badgesDrawn(), QStringList());
        // The last frame: both moved two hexes away from their counters: one badge each.
        slider->setValue(slider->maximum());
        view->setZoom(1.0);
        view->viewport()->grab();
        QStringList badges = dock->overlay()->badgesDrawn();
        badges.sort();
        QCOMPARE(badges, QStringList({"Aragorn", "Boromir"}));
    }

    // walk12 #16: Events and Rule texts were cut with nothing to read them whole; after a
    // switch to Russian the unit table's headers were cut ("торон" for «Сторона»); the
    // contest column "Winner" held a decision's "stopped".
    void cutTextsHaveToolTipsAndHeadersFitInEveryLanguage()
    {
        // As aContestedHexShowsItsRule: Aragorn (10 figures) moves into 4,2, Boromir stops.
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "East", {6, 2}, "w w", 20}}));
        QVERIFY(dock);
        QTableWidget *conflicts = dock->conflictsTable();
        QCOMPARE(conflicts->horizontalHeaderItem(3)->text(), QString("Outcome"));
        QCOMPARE(cell(conflicts, 0, 3), QString("Aragorn moves in"));
        const auto everyCellWhole = [this](QTableWidget *t) {
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c) {
                    const QString text = cell(t, r, c);
                    if (text.isEmpty())
                        continue;
                    // The tool tip a hover shows: plain text, the cell's whole text in it.
                    const QString tip = shownAsText(t->item(r, c)->toolTip()).text;
                    if (!tip.contains(text))
                        return QString("%1,%2: \"%3\" not in \"%4\"").arg(r).arg(c).arg(text, tip);
                }
            return QString();
        };
        QCOMPARE(everyCellWhole(dock->unitsTable()), QString());
        QCOMPARE(everyCellWhole(conflicts), QString());
        // The rule's tool tip also says how it decided (the explanation).
        QVERIFY(shownAsText(conflicts->item(0, 4)->toolTip()).text.contains('\n'));

        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        const auto headersFit = [](QTableWidget *t) {
            const QFontMetrics fm(t->horizontalHeader()->font());
            for (int c = 0; c + 1 < t->columnCount(); ++c) {
                const QString text = t->horizontalHeaderItem(c)->text();
                if (t->horizontalHeader()->sectionSize(c) < fm.horizontalAdvance(text))
                    return text;
            }
            return QString();
        };
        QTRY_COMPARE(dock->unitsTable()->horizontalHeaderItem(1)->text(), QString("Сторона"));
        const QString unitsCut = headersFit(dock->unitsTable());
        const QString conflictsCut = headersFit(dock->conflictsTable());
        const QString outcome = dock->conflictsTable()->horizontalHeaderItem(3)->text();
        const QString ruWinner = cell(dock->conflictsTable(), 0, 3);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(unitsCut, QString());
        QCOMPARE(conflictsCut, QString());
        QCOMPARE(outcome, QString("Исход"));
        QCOMPARE(ruWinner, QString("Aragorn входит"));
    }

    // An army the map stops (a step not allowed, too few MP) meets nobody, yet the referee
    // reads in its Events cell where it stopped and why (walk7: the cell was empty).
    // strategic-commanders: open country costs 1, water is not allowed. Frodo goes east from
    // 2,2: 3,2 costs 1; 4,2 is water, so the second order fails and Frodo stays in 3,2.
    void anArmyTheMapStopsSaysWhyInEvents()
    {
        HexMap m = mapWith({{"Frodo", "West", {2, 2}, "e e e", 10}});
        testutil::setTerrain(m, testutil::at(m, 4 + kOffset.x(), 2 + kOffset.y()), "water");
        ResolveTurnDock *dock = open(m);
        QVERIFY(dock);
        QTableWidget *units = dock->unitsTable();
        QCOMPARE(units->rowCount(), 1);
        QCOMPARE(cell(units, 0, 3), map().label(at(3, 2)));
        QCOMPARE(cell(units, 0, 5),
                 QString("stopped in %1: not allowed (order 2)").arg(map().label(at(3, 2))));
    }

    void answeringADecisionResolvesAgain()
    {
        // A tie (same figures, same MP): who moves in first is the referee's decision.
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "East", {6, 2}, "w w", 10}}));
        QVERIFY(dock);
        QTableWidget *conflicts = dock->conflictsTable();
        QCOMPARE(conflicts->rowCount(), 2); // the conflict, then its decision
        QCOMPARE(cell(conflicts, 0, 3), QString("open"));
        auto *combo = qobject_cast<QComboBox *>(conflicts->cellWidget(1, 3));
        QVERIFY(combo);
        QCOMPARE(combo->currentText(), QString("(open)"));
        // The decision's long question fits the table's width (elided, whole in its tool tip).
        QTRY_VERIFY(conflicts->viewport()->width() > 0);
        QVERIFY2(conflicts->horizontalHeader()->length() <= conflicts->viewport()->width(),
                 qPrintable(QString("%1 > %2")
                                .arg(conflicts->horizontalHeader()->length())
                                .arg(conflicts->viewport()->width())));
        QVERIFY(
            shownAsText(conflicts->item(1, 4)->toolTip()).text.startsWith(cell(conflicts, 1, 4)));
        const int boromir = combo->findText("Boromir");
        QVERIFY(boromir > 0);
        combo->setCurrentIndex(boromir);
        emit combo->activated(boromir);
        QTRY_COMPARE(cell(dock->conflictsTable(), 0, 3), QString("Boromir moves in"));
        QCOMPARE(cell(dock->conflictsTable(), 0, 4), QString("dice"));
        // Boromir moves in; Aragorn stops before the hex.
        QCOMPARE(cell(dock->unitsTable(), 0, 3), map().label(at(3, 2)));
        QCOMPARE(cell(dock->unitsTable(), 1, 3), map().label(at(4, 2)));
        auto *again = qobject_cast<QComboBox *>(dock->conflictsTable()->cellWidget(1, 3));
        QVERIFY(again);
        QCOMPARE(again->currentText(), QString("Boromir"));
    }

    // walk16 W05: the overlay's path casing and end dot went across the counters the map draws:
    // a stood army's "80" was gone, a moved one's "100" read "1_0". Each counter's face reads
    // the same with the dock open as without it.
    void theTurnLeavesTheCountersReadable()
    {
        const HexMap m = mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 80}, {"Boromir", "East", {6, 6}, "h", 100}});
        m_window->showMap(m, {}, true);
        MapView *view = m_window->mapView();
        view->setZoom(3.0);
        const auto counterFace = [&](const QString &name) {
            const auto it = std::find_if(map().units().cbegin(), map().units().cend(),
                                         [&](const MapUnit &u) { return u.name == name; });
            view->centreOn(it->hex);
            QCoreApplication::processEvents();
            const QRectF box
                = objectlayout::unitBox(view->params().centre(it->hex), view->params().hexSize());
            const QRect shown = QRectF(view->sceneToViewport(box.topLeft()), box.size())
                                    .toAlignedRect()
                                    .adjusted(2, 2, -2, -2);
            return view->viewport()->grab().toImage().copy(shown);
        };
        const QImage aragorn = counterFace("Aragorn"), boromir = counterFace("Boromir");
        ResolveTurnDock *dock = openResolveTurnDock(m_window.get());
        QVERIFY(dock && dock->isVisible());
        view->setZoom(3.0);
        // Compared again until the window has laid out the dock (on a loaded machine the first
        // grab could come while the view was still being resized): a path over a counter never
        // reads the same.
        QTRY_COMPARE(counterFace("Aragorn"), aragorn);
        QTRY_COMPARE(counterFace("Boromir"), boromir);
    }

    // A unit named at length (a map's name, as written) made its column as wide as the name and
    // pushed Side, Start, End and MP out of the dock (seen with a hostile map, 1280 × 800).
    void aLongNameLeavesTheOtherColumnsInView()
    {
        const QString name = QString("Army ") + QString(150, 'x');
        ResolveTurnDock *dock = open(mapWith({{name, "West", {2, 2}, "e", 10}}));
        QVERIFY(dock);
        QTableWidget *units = dock->unitsTable();
        QCOMPARE(cell(units, 0, 0), name);
        // The whole name on hovering (broken into lines of 72 characters at most).
        QVERIFY(units->item(0, 0)->toolTip().contains(QString(150, 'x')));
        const int mpRight = units->columnViewportPosition(4) + units->columnWidth(4);
        QVERIFY2(mpRight <= units->viewport()->width(),
                 qPrintable(QString("%1 > %2").arg(mpRight).arg(units->viewport()->width())));
    }

    // walk18 #2: in Russian, with the dock narrowed by the left docks, the last header was cut
    // to «обыти»: a long name's column gives up what the last header lacks, on any resize.
    void theLastHeaderStaysWholeInANarrowDock()
    {
        const QString name = QString("Army ") + QString(60, 'x');
        ResolveTurnDock *dock = open(mapWith({{name, "West", {2, 2}, "e", 10}}));
        QVERIFY(dock);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QTableWidget *units = dock->unitsTable();
        QTRY_COMPARE(units->horizontalHeaderItem(5)->text(), QString("События"));
        const int wide = units->viewport()->width();
        m_window->resize(1100, 800);
        QTRY_VERIFY(units->viewport()->width() < wide);
        const QFontMetrics fm(units->horizontalHeader()->font());
        const int eventsWidth = units->horizontalHeader()->sectionSize(5);
        const int eventsText = fm.horizontalAdvance(QString("События"));
        const int viewportRight = units->viewport()->width();
        const int eventsRight = units->columnViewportPosition(5) + eventsWidth;
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY2(eventsWidth > eventsText,
                 qPrintable(QString("%1 <= %2").arg(eventsWidth).arg(eventsText)));
        QVERIFY(eventsRight <= viewportRight);
    }

    // walk19 #3: in a window narrowed to 1000 px the unit names were cut to "Ran… of th…" and
    // the last header, stretched into too little room, read «б». Narrower than the columns
    // can go, a name keeps about eighteen characters and the table scrolls sideways to a last
    // column as wide as its header.
    void namesAndTheLastHeaderStayReadableInANarrowWindow()
    {
        const QString name("Riders of Rohan");
        ResolveTurnDock *dock = open(mapWith(
            {{name, "West", {2, 2}, "e", 10}, {"Army of the North", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QTableWidget *units = dock->unitsTable();
        QTRY_COMPARE(units->horizontalHeaderItem(5)->text(), QString("События"));
        const int wide = units->viewport()->width();
        m_window->resize(700, 800);
        QTRY_VERIFY(units->viewport()->width() < wide);
        QTRY_VERIFY(units->horizontalScrollBar()->maximum() > 0);
        const QFontMetrics fm(units->font());
        const QFontMetrics headerFm(units->horizontalHeader()->font());
        const int nameRoom = units->horizontalHeader()->sectionSize(0);
        const int eventsWidth = units->horizontalHeader()->sectionSize(5);
        units->horizontalScrollBar()->setValue(units->horizontalScrollBar()->maximum());
        QCoreApplication::processEvents();
        const int eventsRight = units->columnViewportPosition(5) + eventsWidth;
        const int viewportRight = units->viewport()->width();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        m_window->resize(1280, 800);
        QVERIFY2(nameRoom >= fm.horizontalAdvance(name) + 8,
                 qPrintable(QString("%1 < %2").arg(nameRoom).arg(fm.horizontalAdvance(name))));
        QVERIFY2(eventsWidth >= headerFm.horizontalAdvance(QString("События")),
                 qPrintable(QString("%1").arg(eventsWidth)));
        QVERIFY2(eventsRight <= viewportRight,
                 qPrintable(QString("%1 > %2").arg(eventsRight).arg(viewportRight)));
    }

    // walk16 W06: the undo text counted every unit of the turn, those that stood too.
    void applyToMapCountsTheUnitsMoved()
    {
        ResolveTurnDock *dock = open(
            mapWith({{"Aragorn", "West", {2, 2}, "e", 10}, {"Boromir", "East", {6, 5}, "h", 20}}));
        QVERIFY(dock);
        QVERIFY(dock->applyToMap());
        QCOMPARE(m_window->document()->undoStack()->undoText(),
                 QString("Apply Turn (1 unit moved)"));
        QCOMPARE(map().units()[1].hex, at(6, 5));
    }

    void applyToMapIsOneUndoStep()
    {
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e e", 10}, {"Boromir", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        const HexMap before = map();
        QUndoStack *stack = m_window->document()->undoStack();
        const int commands = stack->count();
        QVERIFY(dock->applyToMap());
        QCOMPARE(stack->count(), commands + 1);
        QCOMPARE(stack->undoText(), QString("Apply Turn (2 units moved)"));
        QCOMPARE(map().units()[0].hex, at(5, 2));
        QCOMPARE(map().units()[1].hex, at(5, 5));
        QCOMPARE(map().plans()[0].start, at(5, 2));
        QVERIFY(map().plans()[0].orders.isEmpty()); // every order carried out
        QVERIFY(map().plans()[1].orders.isEmpty());
        // The dock resolves the new state: nobody moves any more.
        QCOMPARE(cell(dock->unitsTable(), 0, 2), map().label(at(5, 2)));
        QCOMPARE(cell(dock->unitsTable(), 0, 3), map().label(at(5, 2)));
        stack->undo();
        QCOMPARE(map().units(), before.units());
        QCOMPARE(map().plans(), before.plans());
        QCOMPARE(cell(dock->unitsTable(), 0, 3), map().label(at(5, 2)));
        QCOMPARE(cell(dock->unitsTable(), 0, 2), map().label(at(2, 2)));
    }

    // walk15 #3: Apply to Map with the planner showing Aragorn's saved plan (e e e from 2,2). The
    // apply is the latest change: Edit ▸ Undo and the history offer it, and the planner shows
    // the plan carried out (Aragorn at 5,2, no orders left), not the path it walked. Undo brings
    // back the position and the plan, in the planner too.
    void applyWhilePlanningIsUndoneFromTheEditMenu()
    {
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e e", 10}, {"Boromir", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        QVERIFY(clickToolButton(m_window.get(), "plan-movement"));
        PlannerDriver planner(m_window.get());
        QListView *plans = planner.dock()->plansView();
        const QRect aragorn = plans->visualRect(plans->model()->index(0, 0));
        QVERIFY(!aragorn.isEmpty());
        QTest::mouseClick(plans->viewport(), Qt::LeftButton, {}, aragorn.center());
        QCOMPARE(planner.session()->pathHexes(),
                 (QList<Hex>{at(2, 2), at(3, 2), at(4, 2), at(5, 2)}));

        auto *apply = dock->findChild<QPushButton *>("resolveApply");
        QVERIFY(apply && apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(map().units()[0].hex, at(5, 2));
        QCOMPARE(planner.session()->pathHexes(), QList<Hex>{at(5, 2)});
        QCOMPARE(planner.session()->orderString(), QString());
        auto *history = m_window->findChild<QUndoView *>();
        QVERIFY(history);
        const QAbstractItemModel *entries = history->model();
        QCOMPARE(entries->index(entries->rowCount() - 1, 0).data().toString(),
                 QString("Apply Turn (2 units moved)"));
        QAction *undo = menuEntry(m_window.get(), "&Edit", "&Undo Apply Turn (2 units moved)");
        QVERIFY(undo);

        undo->trigger();
        QCOMPARE(map().units()[0].hex, at(2, 2));
        QCOMPARE(map().plans()[0].orders, (QStringList{"e", "e", "e"}));
        QCOMPARE(planner.session()->pathHexes(),
                 (QList<Hex>{at(2, 2), at(3, 2), at(4, 2), at(5, 2)}));
    }

    // probe17 R07: an orders file moved Aragorn one hex; Apply to Map left his plan (e e) at
    // 2,2, and the Map Check and the next turn refused the map. The plan now starts where he
    // ended, with no orders (the file's were the turn's); Boromir, not in the file, keeps his.
    void applyingAnOrdersFileMovesTheUnitsPlans()
    {
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e", 10}, {"Boromir", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        const QString path = m_dir.filePath("aragorn.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Aragorn | | | e\n");
        file.close();
        QVERIFY(dock->loadOrdersFile(path));
        auto *apply = dock->findChild<QPushButton *>("resolveApply");
        QVERIFY(apply && apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(map().units()[0].hex, at(3, 2));
        QCOMPARE(map().plans()[0].start, at(3, 2));
        QCOMPARE(map().plans()[0].orders, QStringList());
        QCOMPARE(map().plans()[1].start, at(6, 5));
        QCOMPARE(map().plans()[1].orders, QStringList{"w"});
        QAction *check = m_window->findChild<QAction *>("actionCheckMap");
        QVERIFY(check);
        check->trigger();
        auto *mapCheck = m_window->findChild<MapCheckDock *>();
        QVERIFY(mapCheck);
        QCOMPARE(mapCheck->summary()->text(), QString("No problems found"));
    }

    // walk15 #18: once made, the dock is in View, which brings it back after it was closed.
    void theViewMenuBringsItBack()
    {
        ResolveTurnDock *dock = open(mapWith({{"Aragorn", "West", {2, 2}, "e", 10}}));
        QVERIFY(dock && dock->isVisible());
        dock->close();
        QVERIFY(!dock->isVisible());
        QAction *entry = menuEntry(m_window.get(), "&View", "Resolve Turn");
        QVERIFY(entry);
        entry->trigger();
        QVERIFY(dock->isVisible());
    }

    // A bad order in an orders file is named by file, line and column, as `resolve` names it.
    void aBadOrderNamesItsLineAndColumn()
    {
        ResolveTurnDock *dock = open(mapWith({{"Aragorn", "West", {2, 2}, "e", 10}}));
        QVERIFY(dock);
        const QString line = "Aragorn | " + map().label(at(2, 2)) + " | | e, up";
        const int column = int(line.indexOf("up")) + 1; // 1-based, where the bad token starts
        const QString path = m_dir.filePath("turn.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(("# the turn\n" + line + "\n").toUtf8());
        file.close();
        dock->loadOrdersFile(path);
        auto *message = dock->findChild<QLabel *>("resolveMessage");
        QVERIFY(message);
        QVERIFY2(message->text().startsWith(QString("turn.txt:2:%1: ").arg(column)),
                 qPrintable(message->text()));
    }

    // fixq13b: bytes that are not UTF-8 are refused with their place, as `resolve` refuses them,
    // not read as U+FFFD.
    void anOrdersFileNotInUtf8IsRefused()
    {
        ResolveTurnDock *dock = open(mapWith({{"Aragorn", "West", {2, 2}, "e", 10}}));
        QVERIFY(dock);
        const QString path = m_dir.filePath("latin1.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# the turn\nAragorn | " + map().label(at(2, 2)).toUtf8() + " | | e\n\xe9\n");
        file.close();
        QVERIFY(!dock->loadOrdersFile(path));
        auto *message = dock->findChild<QLabel *>("resolveMessage");
        QVERIFY(message && message->isVisibleTo(dock));
        QCOMPARE(message->text(), path + ":3:1: the text is not valid UTF-8");
    }

    void sideReportsHoldOnlyTheirSide()
    {
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e e", 10}, {"Boromir", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        QTemporaryDir dir;
        QCOMPARE(dock->exportSideReports(dir.path()), QString());
        const auto unitNames = [&](const QString &side) {
            QFile f(dir.filePath(side + ".json"));
            if (!f.open(QIODevice::ReadOnly))
                return QStringList{"(unreadable)"};
            QStringList names;
            for (const QJsonValue &u : QJsonDocument::fromJson(f.readAll())["units"].toArray())
                names << u["name"].toString();
            return names;
        };
        QCOMPARE(unitNames("West"), QStringList{"Aragorn"});
        QCOMPARE(unitNames("East"), QStringList{"Boromir"});
        for (const QString side : {"West", "East"}) {
            QFile text(dir.filePath(side + ".txt"));
            QVERIFY(text.open(QIODevice::ReadOnly));
            QVERIFY(text.readAll().contains(side == "West" ? "Aragorn" : "Boromir"));
            QVERIFY(!QImage(dir.filePath(side + ".png")).isNull());
        }
        // A folder that cannot be made is an error naming it, not a crash.
        const QString blocked = dir.filePath("West.txt/reports");
        QVERIFY(dock->exportSideReports(blocked).contains(blocked));
    }

    // walk12 #5: Export Side Reports… wrote the files and said nothing. The status bar says
    // what was written where.
    void exportedSideReportsAreAnnounced()
    {
        ResolveTurnDock *dock = open(mapWith(
            {{"Aragorn", "West", {2, 2}, "e e e", 10}, {"Boromir", "East", {6, 5}, "w", 20}}));
        QVERIFY(dock);
        auto *button = dock->findChild<QPushButton *>("resolveExportReports");
        QVERIFY(button && button->isEnabled());
        const QString dir = m_dir.filePath("announced");
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(answerFileDialog([button] { button->click(); }, dir));
        QVERIFY(QFile::exists(dir + "/West.txt"));
        // The files of each side in the map's side order (West, then East: their .txt, .json and
        // .png), the folder as typed.
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QString("Wrote the reports of 2 sides (West, East) to %1")
                     .arg(QChar(0x2068) + QDir::toNativeSeparators(dir) + QChar(0x2069)));
    }

    void theReplayStepsPeriodByPeriod()
    {
        // Aragorn moves by day, Gorbag (dark-seeing) by night: Start, Day 1, Night 1.
        const UnitProfile night{{"sight", "dark-seeing"}, {"period", "night"}};
        ResolveTurnDock *dock = open(mapWith({{"Aragorn", "West", {2, 2}, "e e", 10},
                                              {"Gorbag", "East", {10, 6}, "w w w", 20, night}}));
        QVERIFY(dock);
        QCOMPARE(dock->replay().frameCount(), 3);
        QCOMPARE(dock->replay().label(1), QString("Day 1"));
        QCOMPARE(dock->replay().label(2), QString("Night 1"));
        QSlider *slider = dock->replaySlider();
        QCOMPARE(slider->maximum(), 2);
        QCOMPARE(slider->value(), 2); // the whole turn first
        // Frame by frame with the keyboard: Home, then Right.
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Home);
        QCOMPARE(slider->value(), 0);
        QCOMPARE(dock->replay().stepsShown(0, 0), 0);
        QTest::keyClick(slider, Qt::Key_Right);
        QCOMPARE(slider->value(), 1);
        QCOMPARE(dock->replay().stepsShown(1, 0), 2);
        QCOMPARE(dock->replay().stepsShown(1, 1), 0);
        QCOMPARE(dock->replay().stepsShown(2, 1), 3);
    }
};

QTEST_MAIN(TestResolveTurn)
#include "tst_resolveturn.moc"
