// MainWindow: a player's orders (File ▸ Open Orders, File ▸ Export Orders; issue 28).
#include "mainwindow.h"

#include "campaign/ordersheader.h"
#include "commands/changeplanscommand.h"
#include "documentsafety.h"
#include "exporting/mapinputs.h"
#include "exporting/savefilequestion.h"
#include "exporting/sidereports.h"
#include "io/mapfile.h"
#include "io/mapruleset.h"
#include "io/playerorders.h"
#include "io/safefile.h"
#include "mapdocument.h"
#include "movement/movementrules.h"
#include "movement/turnordersfile.h"
#include "planner/planner.h"
#include "planner/plannersession.h"
#include "planner/playerarmies.h"
#include "text/filltext.h"
#include "text/isolatedtext.h"
#include "ui_mainwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace hexstride {

namespace {
/// At most this many errors in a message box; the rest are counted.
constexpr int kShownErrors = 12;

bool sameFile(const QString &a, const QString &b)
{
    const QString ca = QFileInfo(a).canonicalFilePath();
    return !ca.isEmpty() && ca == QFileInfo(b).canonicalFilePath();
}

/// The sides of the map's armies, sorted.
QStringList armySides(const HexMap &map)
{
    QStringList sides;
    for (const MapUnit &u : map.units())
        if (!u.side.isEmpty() && !sides.contains(u.side))
            sides << u.side;
    sides.sort(Qt::CaseInsensitive);
    return sides;
}

/// "Elrond-turn-2.txt": the player and the turn of the header, made a plain file name as the
/// campaign makes players' folder names; "Free-orders.txt" by the side without a player;
/// "orders.txt" without either.
QString exportedOrdersFileName(const OrdersHeader &header)
{
    // In the interface's language: a Russian player was offered "Алиса-turn-1.txt" (walk12 #19).
    const QString who = !header.player.isEmpty() ? header.player : header.side;
    if (who.isEmpty())
        return QCoreApplication::translate("hexstride::MainWindow", "orders.txt");
    const QString safe
        = sideReportNames({who}, nullptr)
              .value_or(QHash<QString, QString>{})
              .value(who, QCoreApplication::translate("hexstride::MainWindow", "orders"));
    return header.turn > 0
               ? fillText(QCoreApplication::translate("hexstride::MainWindow", "%1-turn-%2.txt"),
                          {safe, header.turn})
               : fillText(QCoreApplication::translate("hexstride::MainWindow", "%1-orders.txt"),
                          {safe});
}
} // namespace

void MainWindow::setupOrders()
{
    connect(m_ui->actionOpenOrders, &QAction::triggered, this, [this] {
        const QString dir = QSettings().value(QStringLiteral("files/lastDir")).toString();
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Open Orders"), dir, tr("Orders files (*.txt);;All files (*)"));
        if (!path.isEmpty())
            openOrdersFile(path);
    });
    connect(m_ui->actionExportOrders, &QAction::triggered, this, &MainWindow::exportOrders);
}

bool MainWindow::openOrdersFile(const QString &path)
{
    const QString title = tr("Cannot Open Orders");
    const auto refuse = [&](const QStringList &errors) {
        QString text = errors.mid(0, kShownErrors).join(QLatin1Char('\n'));
        if (errors.size() > kShownErrors)
            text += QLatin1Char('\n')
                    + tr("… and %n more problem(s)", nullptr, int(errors.size() - kShownErrors));
        m_safety->prompts().warn(title, text);
        return false;
    };
    QString error;
    const std::optional<QString> fileText = readOrdersFileText(path, error);
    if (!fileText)
        return refuse({error});
    const QString &text = *fileText;
    // Messages name the file as the player sees it in the folder: FILE:LINE.
    const QString name = QFileInfo(path).fileName();
    if (const QStringList errors = playerOrdersHeaderErrors(text, name); !errors.isEmpty())
        return refuse(errors);
    const std::optional<OrdersHeader> header = readOrdersHeader(text).header;

    // The map the orders were planned on: the one the header names beside the file (a plain
    // file name, never a path), else the open map. The lines are checked against it before
    // anything is shown: a bad file changes nothing.
    QString mapPath;
    std::optional<MapLoadResult> loaded;
    if (header && !header->map.isEmpty()) {
        const QString beside = QFileInfo(path).dir().filePath(header->map);
        if (!m_document || !sameFile(beside, m_document->fileName())) {
            if (!QFileInfo(beside).isFile())
                return refuse({tr("%1: its header names the map \"%2\", which is not in the "
                                  "file's folder")
                                   .arg(name, header->map)});
            loaded = loadMapFile(beside);
            if (!loaded->map)
                return refuse({loaded->error});
            mapPath = beside;
        }
    }
    if (!loaded && !m_document)
        return false;
    std::shared_ptr<const Ruleset> ruleset;
    if (loaded) {
        const MapRulesetChoice chosen
            = rulesetForMap(*loaded->map, loaded->customRuleset, mapPath, m_rulesets);
        if (!chosen.ruleset)
            return refuse({chosen.error});
        ruleset = chosen.ruleset;
    } else if (m_planner->session()->rules()) {
        ruleset = m_document->ruleset();
    } else {
        return refuse({tr("The map's ruleset is unknown: its orders cannot be read.")});
    }
    const HexMap &map = loaded ? *loaded->map : m_document->map();
    const PlayerOrdersRead read = readPlayerOrders(MovementRules(ruleset), map, text, name);
    if (!read.errors.isEmpty())
        return refuse(read.errors);
    QString side = header ? header->side : QString();
    for (const MovementPlan &p : read.plans) {
        if (const MapUnit *army = map.unitNamed(p.unit); side.isEmpty() && army)
            side = army->side;
    }
    if (side.isEmpty())
        return refuse(
            {tr("%1: names no side and no army of the map: whose orders are these?").arg(name)});
    if (loaded && !openFile(mapPath)) // asks to save the map open before
        return false;

    // A line with orders is its army's plan; an army the file gives no orders keeps the plan
    // saved in the map (the blank form opened again after Save loses nothing).
    QList<MovementPlan> plans = m_document->map().plans();
    for (const MovementPlan &p : read.plans) {
        if (p.orders.isEmpty())
            continue;
        plans.removeIf([&p](const MovementPlan &q) { return q.unit == p.unit; });
        plans << p;
    }
    if (plans != m_document->map().plans())
        m_document->undoStack()->push(new ChangePlansCommand(
            m_document.get(), plans, [name] { return tr("Open Orders “%1”").arg(name); }));
    PlayerArmies *armies = m_planner->playerArmies();
    QStringList names;
    for (const MovementPlan &p : read.plans)
        names << p.unit;
    armies->setOrders(header, QFileInfo(path).absoluteFilePath(), header ? names : QStringList());
    armies->setSide(side);
    selectTool(QStringLiteral("plan-movement"));
    armies->show(0);
    // walk12 #23: the chosen army was left half outside the view. Queued, so that the planner's
    // docks, just shown, have taken their room from the view first.
    QTimer::singleShot(0, m_planner, [planner = m_planner] { planner->bringArmyIntoView(); });
    // The plans the file brought are in the file: opening it changes nothing at stake.
    armies->markKeptInOrdersFile();
    updateTitle();
    statusBar()->showMessage(
        tr("Orders for %n army(ies) of %1", nullptr, armies->rowCount()).arg(side), 6000);
    return true;
}

void MainWindow::exportOrders()
{
    if (!m_document)
        return;
    PlayerArmies *armies = m_planner->playerArmies();
    const MovementRules *rules = m_planner->session()->rules();
    if (!rules) {
        m_safety->prompts().warn(tr("Cannot Export Orders"),
                                 tr("The map's ruleset is unknown: no orders can be checked."));
        return;
    }
    // Cancelled or refused, an export leaves the map, its undo history and the planner as they
    // were: the plan on screen is written from a copy of the map's plans and kept in the map
    // only once the file is written (walk16 W13, walk17 X01: a cancelled export left a "Redo
    // Keep the Orders" and the side's army list behind).
    OrdersHeader header;
    if (armies->header()) {
        header = *armies->header(); // kept as read: it names the package's map
    } else {
        const QStringList sides = armySides(m_document->map());
        if (sides.isEmpty()) {
            m_safety->prompts().warn(tr("Cannot Export Orders"),
                                     tr("No army of the map has a side: there is no player's "
                                        "army to give orders to."));
            return;
        }
        header.side = armies->side();
        if (header.side.isEmpty() && sides.size() == 1)
            header.side = sides.first();
        if (header.side.isEmpty()) {
            bool ok = false;
            header.side = QInputDialog::getItem(
                this, tr("Export Orders"), tr("Orders for the armies of:"), sides, 0, false, &ok);
            if (!ok)
                return;
        }
        const QString mapFile = m_document->fileName();
        if (!mapFile.isEmpty()) {
            // A name the header cannot hold ("battle?.hexmap", over 100 characters) is left
            // out: the digest still ties the orders to the map.
            if (const QString name = QFileInfo(mapFile).fileName(); isPlainFileName(name))
                header.map = name;
            header.mapSha256 = armies->mapSha256();
        }
    }
    // The plan on screen is one of the side's armies' and is written with the others (walk12
    // #1: it was exported empty the first time).
    HexMap withPlan = m_document->map();
    withPlan.plans() = armies->plansKeepingCurrent(header.side);
    const PlayerOrdersText out
        = playerOrdersText(*rules, withPlan, header, armies->orderedArmies());
    if (!out.error.isEmpty()) {
        m_safety->prompts().warn(tr("Cannot Export Orders"), out.error);
        return;
    }
    if (out.armies == 0) {
        // A file of no army's orders is no player's orders (walk12 #30).
        m_safety->prompts().warn(tr("Cannot Export Orders"),
                                 tr("The side %1 has no army on this map: there are no orders "
                                    "to export.")
                                     .arg(header.side));
        return;
    }
    // In the package's folder, named for the player and the turn: not over the blank form, and
    // not the same name for every player.
    const QString folder = !armies->ordersFile().isEmpty()
                               ? QFileInfo(armies->ordersFile()).absolutePath()
                           : m_document->fileName().isEmpty()
                               ? QSettings().value(QStringLiteral("files/lastDir")).toString()
                               : QFileInfo(m_document->fileName()).absolutePath();
    const QString start = QDir(folder).filePath(exportedOrdersFileName(header));
    SaveFileQuestion question;
    question.title = tr("Export Orders");
    question.start = start;
    question.filters = tr("Orders files (*.txt);;All files (*)");
    question.complete = [](const QString &chosen, const QString &) {
        return QFileInfo(chosen).suffix().isEmpty() ? chosen + QStringLiteral(".txt") : chosen;
    };
    question.problem = [this](const QString &path) {
        return mapInputOverwriteProblem(m_document.get(), path, MapOutput::Export);
    };
    question.refusalTitle = tr("Cannot Export Orders");
    const QString path = askSaveFileName(this, question);
    if (path.isEmpty())
        return;
    if (const QString error = safefile::writeFileAtomically(path, out.text.toUtf8());
        !error.isEmpty()) {
        m_safety->prompts().warn(tr("Cannot Export Orders"), error);
        return;
    }
    // Written: the side chosen is the player's, and the plan on screen is kept in the map.
    armies->setSide(header.side);
    armies->keepCurrentPlan();
    armies->setOrders(header, QFileInfo(path).absoluteFilePath(), armies->orderedArmies());
    // A turn package's plans are in the exported file: leaving its map unsaved loses nothing.
    // On a map of one's own the plans kept in it are a change of the map, and quitting asks
    // (walk15 #6: the dock listed them as saved in the map, and they were lost).
    if (armies->isCampaignTurn())
        armies->markKeptInOrdersFile();
    updateTitle();
    // The armies given orders, and those that stand: the file has a line for each (walk17 X15:
    // "the orders of 4 armies" when one had any).
    statusBar()->showMessage(
        fillText(tr("Exported to %1: orders for %n army(ies), %2 standing", nullptr,
                    out.armiesWithOrders),
                 {isolatedText(QDir::toNativeSeparators(path)), out.armies - out.armiesWithOrders}),
        6000);
}

} // namespace hexstride
