#include "guidetour.h"

#include "background/backgroundtour.h"
#include "designer/costtabledesigner.h"
#include "designer/designerpages.h"
#include "designer/forms/profilechooser.h"
#include "designer/rulelists/rulesetpartspage.h"
#include "dialogs/newmapdialog.h"
#include "help/userguide.h"
#include "help/userguidewindow.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/planstepsmodel.h"
#include "planner/unitdock.h"
#include "resolve/resolveturndock.h"
#include "view/mapview.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QMouseEvent>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace hexstride {

namespace {
/// Lets the window lay itself out and paint (the map is drawn in cached chunks).
void settle(int ms = 400)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The part of the sample map (Middle-earth) the close-up pictures show, by its own labels.
const QString kPlanStart = QStringLiteral("2718");
const QString kPlanOrders = QStringLiteral("nw, nw, w, h");
/// A plan over several turns: from the start to this hex is three turns for a mixed army.
const QString kTurnsTarget = QStringLiteral("3819");
} // namespace

GuideTour::GuideTour(MainWindow *window, QString outputDir)
    : m_window(window)
    , m_dir(std::move(outputDir))
{}

QStringList GuideTour::pictureNames()
{
    return {QStringLiteral("main-window.png"), QStringLiteral("edge-tool.png"),
            QStringLiteral("new-map.png"),     QStringLiteral("map-check.png"),
            QStringLiteral("planner.png"),     QStringLiteral("planner-turns.png"),
            QStringLiteral("designer.png"),    QStringLiteral("designer-compare.png"),
            QStringLiteral("heat-map.png"),    QStringLiteral("resolve-turn.png"),
            QStringLiteral("user-guide.png"),  QStringLiteral("designer-rules.png")};
}

bool GuideTour::save(QWidget *widget, const QString &name)
{
    settle();
    const QString path = QDir(m_dir).filePath(name);
    // Compression 9 (quality 0): the pictures are committed and bundled, so small matters.
    if (!widget->grab().save(path, "PNG", 0)) {
        std::fprintf(stderr, "guide tour: cannot write %s\n",
                     qPrintable(QDir::toNativeSeparators(path)));
        return false;
    }
    std::printf("%s\n", qPrintable(QDir::toNativeSeparators(path)));
    return true;
}

bool GuideTour::run()
{
    if (!QDir().mkpath(m_dir)) {
        std::fprintf(stderr, "guide tour: cannot create %s\n",
                     qPrintable(QDir::toNativeSeparators(m_dir)));
        return false;
    }
    MainWindow *w = m_window;
    MapView *view = w->mapView();
    w->resize(1280, 800);
    w->openStartMap();
    w->selectTool(QStringLiteral("terrain-brush"));
    view->zoomToFit();
    if (!save(w, QStringLiteral("main-window.png")))
        return false;

    const HexMap &map = w->document()->map();
    const Hex start = map.parseLabel(kPlanStart).value_or(map.hexAtIndex(0));
    w->selectTool(QStringLiteral("edge-feature"));
    view->setZoom(1.6);
    view->centreOn(start);
    // The palette's hex-side tab, and the pointer near a side so the tool highlights it.
    if (auto *palette = w->findChild<QDockWidget *>(QStringLiteral("paletteDock"))) {
        if (auto *tabs = palette->findChild<QTabWidget *>())
            tabs->setCurrentIndex(1);
    }
    settle();
    const QPointF a = view->params().centre(start);
    const QPointF b = view->params().centre(neighbour(start, Direction(0)));
    const QPointF nearSide = view->sceneToViewport(a + (b - a) * 0.45);
    QMouseEvent move(QEvent::MouseMove, nearSide, view->viewport()->mapToGlobal(nearSide),
                     Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    if (!save(w, QStringLiteral("edge-tool.png")))
        return false;

    {
        NewMapDialog dialog(w->rulesets(), w);
        dialog.show();
        if (!save(&dialog, QStringLiteral("new-map.png")))
            return false;
    }

    if (QAction *check = w->findChild<QAction *>(QStringLiteral("actionCheckMap")))
        check->trigger();
    if (!save(w, QStringLiteral("map-check.png")))
        return false;
    if (QAction *check = w->findChild<QAction *>(QStringLiteral("actionCheckMap")))
        check->trigger(); // the dock stays; hide it again for the next pictures
    if (auto *dock = w->findChild<QWidget *>(QStringLiteral("mapCheckDock")))
        dock->hide();

    // A cavalry army's plan, compared with the same army with infantry: the mixed army kept
    // with Compare with This Profile, then cavalry chosen, as a player does it.
    w->selectTool(QStringLiteral("plan-movement"));
    PlannerSession *session = w->planner()->session();
    QPushButton *compare = w->planner()->unitDock()->compareButton();
    session->setProfile({{QStringLiteral("troops"), QStringLiteral("mixed")}});
    compare->setChecked(true);
    session->setProfile({{QStringLiteral("troops"), QStringLiteral("cavalry")}});
    session->setStart(start);
    session->setOrderString(kPlanOrders);
    view->setZoom(1.6);
    view->centreOn(start);
    // The second step selected: "Why this cost" follows the selection.
    PlannerDock *dock = w->planner()->planDock();
    const QModelIndex step = dock->stepsModel()->index(1, 0);
    dock->stepsView()->setCurrentIndex(step);
    if (!save(w, QStringLiteral("planner.png")))
        return false;
    compare->setChecked(false);
    // A plan over several turns: a click on a far hex; this turn's orders in the field, each
    // turn's under it, a badge where each turn ends.
    session->setProfile({{QStringLiteral("troops"), QStringLiteral("mixed")}});
    session->setStart(start);
    if (const auto far = map.parseLabel(kTurnsTarget))
        session->appendHex(*far);
    view->setZoom(1.2);
    if (const auto end = session->pathEnd()) {
        const Offset a = map.grid().toOffset(start), b = map.grid().toOffset(*end);
        view->centreOn(map.grid().toHex({(a.col + b.col) / 2, (a.row + b.row) / 2}));
    }
    if (!save(w, QStringLiteral("planner-turns.png")))
        return false;
    session->clear();
    // The planner's docks stay once shown; the heat map below needs the room.
    dock->hide();
    w->planner()->unitDock()->hide();

    CostTableDesigner *designer = w->costTableDesigner();
    designer->resize(1000, 680);
    designer->show();
    designer->pages()->setCurrentIndex(0);
    if (!save(designer, QStringLiteral("designer.png")))
        return false;
    // The parts of the ruleset without a table, in words.
    designer->pages()->setCurrentWidget(designer->partsPage());
    if (!save(designer, QStringLiteral("designer-rules.png")))
        return false;
    // Two profiles of the ruleset: an army with infantry against a cavalry army.
    if (auto *compare = designer->findChild<ComparePage *>()) {
        designer->pages()->setCurrentWidget(compare);
        compare->setMode(1);
        compare->rightProfile()->setValue(QStringLiteral("troops"), QStringLiteral("cavalry"));
    }
    if (!save(designer, QStringLiteral("designer-compare.png")))
        return false;
    designer->close();

    w->selectTool(QStringLiteral("terrain-brush"));
    // Through the menu's action, so the menu and the designer's check box agree.
    auto *heatMap = w->findChild<QAction *>(QStringLiteral("actionHeatMap"));
    if (heatMap)
        heatMap->setChecked(true);
    view->zoomToFit();
    if (!save(w, QStringLiteral("heat-map.png")))
        return false;
    if (heatMap)
        heatMap->setChecked(false);

    // A turn resolved on a small map of its own (data, like the rulesets): contested hexes, a
    // decision, a night move.
    if (const auto turnMap = loadMapFile(QStringLiteral(":/maps/resolve-tour.json")).map) {
        w->showMap(*turnMap, {}, true);
        if (QAction *resolve = w->findChild<QAction *>(QStringLiteral("actionResolveTurn")))
            resolve->trigger();
        view->setZoom(1.4);
        view->centreOn(turnMap->grid().toHex({6, 4}));
        if (!save(w, QStringLiteral("resolve-turn.png")))
            return false;
        w->resolveTurnDock()->hide();
    }

    // Tracing a scan: the last picture of the main window (it replaces the map).
    if (!stageBackgroundTracing(w) || !save(w, QStringLiteral("background.png")))
        return false;

    auto *guide = w->findChild<UserGuide *>();
    if (!guide)
        return false;
    guide->open(QStringLiteral("player.md"));
    guide->window()->resize(820, 600);
    return save(guide->window(), QStringLiteral("user-guide.png"));
}

} // namespace hexstride
