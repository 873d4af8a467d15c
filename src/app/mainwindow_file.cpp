// MainWindow: files, recent files, import, export and print.
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "mainwindow.h"
#include "text/filltext.h"

#include "background/backgroundcontroller.h"
#include "background/backgroundlayer.h"
#include "campaign/campaign.h"
#include "dialogs/newmapdialog.h"
#include "documentsafety.h"
#include "exporting/exportoptionsdialog.h"
#include "exporting/mapexporter.h"
#include "exporting/mapinputs.h"
#include "exporting/mapprinter.h"
#include "exporting/savefilequestion.h"
#include "exporting/sidereports.h"
#include "exporting/tiledtileset.h"
#include "io/joverseerimport.h"
#include "io/mapfile.h"
#include "io/mappaths.h"
#include "io/playerorders.h"
#include "io/tiledfile.h"
#include "mainwindow_tiled.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "planner/planner.h"
#include "planner/playerarmies.h"
#include "text/isolatedtext.h"
#include "ui_mainwindow.h"
#include "view/mapview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>

namespace hexstride {

namespace {
constexpr int kMaxRecentFiles = 8;

QString lastDir()
{
    return QSettings().value(QStringLiteral("files/lastDir")).toString();
}

void rememberDir(const QString &path)
{
    QSettings().setValue(QStringLiteral("files/lastDir"), QFileInfo(path).absolutePath());
}

/// The map's file name without its suffix ("vale" for vale.hexmap); before the first save, its
/// title made a file name as side reports make theirs ("Vale Campaign" → "Vale_Campaign"), or
/// "untitled": what a save, an export or a print to file is called at first (walk12 #9).
QString mapBaseName(const MapDocument &document)
{
    const QString title = document.map().title().trimmed();
    if (document.fileName().isEmpty() && !title.isEmpty()) {
        if (const auto names = sideReportNames({title}, nullptr))
            return names->value(title);
    }
    return QFileInfo(document.displayName()).completeBaseName();
}

/// The folder the map is in; the last folder used for an unsaved map.
QString mapDir(const MapDocument &document)
{
    return document.fileName().isEmpty() ? lastDir()
                                         : QFileInfo(document.fileName()).absolutePath();
}

/// Where Export starts: the folder of the last export (the map's folder before the first one)
/// and the map's base name with the suffix of the format chosen last.
QString exportStartPath(const MapDocument &document, const QString &filter)
{
    QString dir = QSettings().value(QStringLiteral("export/lastDir"), mapDir(document)).toString();
    // Never inside a campaign's turn folder, which the campaign writes and reads (walk12 #26):
    // the folder the campaign is in instead.
    for (QDir d(dir); !dir.isEmpty();) {
        if (campaignTurnOfMap(d.filePath(QStringLiteral("map.hexmap"))) > 0) {
            d.cdUp();
            d.cdUp();
            dir = d.absolutePath();
            break;
        }
        if (!d.cdUp())
            break;
    }
    const QString name
        = ExportOptionsDialog::withFilterExtension(mapBaseName(document), filter, filter);
    return dir.isEmpty() ? name : QDir(dir).filePath(name);
}
} // namespace

void MainWindow::newMap()
{
    // The ruleset being edited is offered while the designer is open.
    const auto edited
        = m_designer && m_designer->isVisible() ? m_designer->editor()->ruleset() : nullptr;
    NewMapDialog dialog(m_rulesets, this, edited);
    if (dialog.exec() != QDialog::Accepted || !showMap(dialog.createMap(), {}))
        return;
    // A ruleset that is not bundled is the map's own: embedded (the designer's) or by path.
    const MapRulesetRef own = dialog.customRuleset();
    if (!own.isEmpty()) {
        m_document->setCustomRuleset(own);
        m_document->setRuleset(dialog.ruleset());
    }
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Map"), lastDir(),
        tr("Hex maps (*.hexmap *.json *.tmx *.tmj);;Tiled maps (*.tmx *.tmj);;All files (*)"));
    if (!path.isEmpty())
        openFileAsked(path);
}

bool MainWindow::openFile(const QString &requested)
{
    // Absolute from the start: Save, recovery and the recent list must not depend on the
    // working folder (a recovered map used to be saved relative to the new one).
    const QString path = requested.startsWith(QLatin1String(":/"))
                             ? requested
                             : QFileInfo(requested).absoluteFilePath();
    // Marked while loading and showing: a file that crashes us is not reopened automatically.
    m_safety->beginLoading(path);
    // A device or FIFO is refused by the reader (main() allows regular files only).
    MapLoadResult r = loadMapFile(path);
    if (!r.map) {
        m_safety->endLoading();
        m_safety->prompts().warn(tr("Cannot Open Map"), r.error);
        return false;
    }
    // A Tiled map's "tile N" terrains are drawn in their tiles' colours.
    colourTileTerrains(*r.map, r.tileTerrains);
    // Moved, not copied: a 2000 x 2000 map holds about 44 MB of layers.
    const bool shown = showMap(std::move(*r.map), path);
    m_safety->endLoading();
    if (!shown)
        return false;
    useCustomRuleset(r.customRuleset);
    // A Tiled map's tileset pictures are its inputs too: no writer replaces them.
    QStringList pictures;
    for (const tiled::TileTerrain &tile : std::as_const(r.tileTerrains))
        if (!tile.image.isEmpty())
            pictures << tile.image;
    setTilePictures(*m_document, pictures);
    // The map as opened: a player's orders name it by this digest (File ▸ Export Orders).
    m_planner->playerArmies()->setMapSha256(fileSha256(path, nullptr));
    rememberDir(path);
    addRecentFile(path);
    if (!r.warnings.isEmpty())
        statusBar()->showMessage(r.warnings.join(QStringLiteral("; ")), 8000);
    if (isTiledPath(path))
        offerTileMapping(*this, r.tileTerrains);
    return true;
}

bool MainWindow::save()
{
    if (!m_document)
        return false;
    if (m_document->fileName().isEmpty() || m_document->fileName().startsWith(QLatin1String(":/")))
        return saveAs();
    return saveFile(m_document->fileName());
}

bool MainWindow::saveAs()
{
    if (!m_document)
        return false;
    SaveFileQuestion question;
    question.title = tr("Save Map As");
    question.start = lastDir();
    // A new map is offered a name made from its title (walk12 #9).
    if (m_document->fileName().isEmpty())
        question.start = question.start.isEmpty()
                             ? mapBaseName(*m_document) + QStringLiteral(".hexmap")
                             : QDir(question.start)
                                   .filePath(mapBaseName(*m_document) + QStringLiteral(".hexmap"));
    question.filters = tr("Hex maps (*.hexmap);;Plain JSON maps (*.json);;Tiled maps, XML "
                          "(*.tmx);;Tiled maps, JSON (*.tmj)");
    question.complete = [](const QString &chosen, const QString &) {
        return QFileInfo(chosen).suffix().isEmpty() ? chosen + QStringLiteral(".hexmap") : chosen;
    };
    // Refused before the question of replacing it (saveFile() says the same when it is asked
    // to save over such a file without the dialog).
    question.problem = [this](const QString &path) { return savedMapProblem(path); };
    question.refusalTitle = tr("Cannot Save Map");
    const QString path = askSaveFileName(this, question);
    return !path.isEmpty() && saveFile(path);
}

QString MainWindow::savedMapProblem(const QString &path) const
{
    QStringList outputs{path};
    if (isTiledPath(path))
        outputs << QFileInfo(path).dir().filePath(tiledTilesetImageName(path));
    for (const QString &output : std::as_const(outputs)) {
        if (QString problem
            = mapInputOverwriteProblem(m_document.get(), output, MapOutput::SavedMap);
            !problem.isEmpty())
            return problem;
    }
    return {};
}

bool MainWindow::saveFile(const QString &path)
{
    // A campaign's turn map is what the players' packages were made from and what resolving
    // reads: it is not changed by a Save (docs/campaign.md). A copy may be saved elsewhere.
    if (const int turn = campaignTurnOfMap(path); turn > 0) {
        const auto answer
            = plainMessage(this, QMessageBox::Warning, tr("A Campaign's Turn Map"),
                           fillText(tr("%1 is the map of turn %2 of a campaign: the players' "
                                       "packages were made from it "
                                       "and resolving the turn reads it, so it is not saved over. "
                                       "Save a copy elsewhere?"),
                                    {isolatedText(QDir::toNativeSeparators(path)), turn}),
                           QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        return answer == QMessageBox::Save && saveAs();
    }
    // Never over a file the map reads (its background, its ruleset file), nor, saved as a Tiled
    // map, over such a file with the tileset picture written beside it (issue 29, N04).
    if (const QString problem = savedMapProblem(path); !problem.isEmpty()) {
        plainMessage(this, QMessageBox::Warning, tr("Cannot Save Map"), problem);
        return false;
    }
    // Atomic, with a backup of the previous version; a failure is reported and the map stays
    // modified. Saved elsewhere, a ruleset file the map refers to by relative path is still found.
    const MapRulesetRef ruleset
        = rebaseCustomRuleset(customRulesetToSave(), m_document->fileName(), path);
    if (!confirmTiledSave(*this, path, ruleset))
        return false;
    // The plan on screen is saved with the plans of the armies planned before it.
    m_planner->playerArmies()->keepCurrentPlan();
    // The background image is named from the file's folder (the editor keeps it absolute).
    const std::optional<HexMap> relative = withBackgroundRelativeTo(m_document->map(), path);
    if (!m_safety->save(relative ? *relative : m_document->map(), path, ruleset).isEmpty())
        return false;
    if (!m_document->customRuleset().path.isEmpty())
        m_document->setCustomRuleset(ruleset);
    m_document->setFileName(path);
    m_document->markSaved();
    rememberDir(path);
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(isolatedText(QDir::toNativeSeparators(path))),
                             4000);
    updateTitle();
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("files/recent")).toStringList();
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    files.removeAll(abs);
    files.prepend(abs);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    QSettings().setValue(QStringLiteral("files/recent"), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    QMenu *menu = m_ui->menuRecentFiles;
    menu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        QAction *a = menu->addAction(
            tr("&%1 %2").arg(i + 1).arg(literalAmpersands(QFileInfo(files[i]).fileName())));
        a->setToolTip(plainToolTip(QDir::toNativeSeparators(files[i])));
        connect(a, &QAction::triggered, this, [this, path = files[i]] {
            if (maybeSave())
                openFileAsked(path);
        });
    }
    if (!files.isEmpty()) {
        menu->addSeparator();
        connect(menu->addAction(tr("&Clear List")), &QAction::triggered, this, [this] {
            QSettings().remove(QStringLiteral("files/recent"));
            updateRecentMenu();
        });
    }
    menu->setEnabled(!files.isEmpty());
}

void MainWindow::importJOverseer()
{
    if (!maybeSave())
        return;
    const QString terrain
        = QFileDialog::getOpenFileName(this, tr("Import JOverseer Terrain"), lastDir(),
                                       tr("JOverseer terrain (*.terrain);;All files (*)"));
    if (terrain.isEmpty())
        return;
    // The .traffic file (hex-side features) normally sits next to the .terrain file.
    QString traffic = terrain;
    traffic.replace(QRegularExpression(QStringLiteral("\\.terrain$")), QStringLiteral(".traffic"));
    if (traffic == terrain || !QFileInfo::exists(traffic)) {
        traffic = QFileDialog::getOpenFileName(this, tr("Import JOverseer Hex-Sides"),
                                               QFileInfo(terrain).path(),
                                               tr("JOverseer traffic (*.traffic);;All files (*)"));
        if (traffic.isEmpty())
            return;
    }
    JOverseerImportResult result = hexstride::importJOverseer(terrain, traffic);
    if (!result.map) {
        plainMessage(this, QMessageBox::Warning, tr("Cannot Import"), result.error);
        return;
    }
    rememberDir(terrain);
    const bool oneSided = !result.map->oneSidedNotes().isEmpty();
    showMap(std::move(*result.map), {}, true);
    // An imported map is in no file yet: unsaved work, as a drawn map (walk15 #7: opening
    // another map threw it away without a question).
    m_document->undoStack()->resetClean();
    updateTitle();
    // The one-sided records stay with the map: list them in the map check, clickable.
    if (oneSided)
        checkMap();
    if (!result.warnings.isEmpty()) {
        QMessageBox box(
            QMessageBox::Information, tr("Imported with Warnings"),
            tr("The map was imported. %n hex-side record(s) need a look: features recorded "
               "from one hex only, or hexes missing from the terrain file.",
               nullptr, int(result.warnings.size())),
            QMessageBox::Ok, this);
        box.setDetailedText(result.warnings.join(QLatin1Char('\n')));
        box.exec();
    }
}

void MainWindow::exportImage()
{
    if (!m_document)
        return;
    const QString filters = tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
    QString filter = QSettings().value(QStringLiteral("export/lastFilter")).toString();
    if (!filters.split(QLatin1String(";;")).contains(filter))
        filter = filters.section(QLatin1String(";;"), 0, 0);
    SaveFileQuestion question;
    question.title = tr("Export Map");
    question.start = exportStartPath(*m_document, filter);
    question.filters = filters;
    question.selectedFilter = filter;
    question.complete = [filters](const QString &chosen, const QString &chosenFilter) {
        return ExportOptionsDialog::withFilterExtension(chosen, chosenFilter, filters);
    };
    question.problem = [this](const QString &path) {
        return mapInputOverwriteProblem(m_document.get(), path, MapOutput::Export);
    };
    question.refusalTitle = tr("Cannot Export");
    const QString path = askSaveFileName(this, question);
    if (path.isEmpty())
        return;
    // The next export starts here, in the format written (a typed suffix may differ from the
    // filter).
    QSettings().setValue(QStringLiteral("export/lastDir"), QFileInfo(path).absolutePath());
    for (const QString &f : filters.split(QLatin1String(";;"))) {
        if (ExportOptionsDialog::withFilterExtension(path, f, f) == path)
            QSettings().setValue(QStringLiteral("export/lastFilter"), f);
    }
    ExportOptions o;
    o.visibleBaseRect = m_view->visibleBaseRect();
    ExportOptionsDialog options(
        ExportOptionsDialog::Purpose::Export,
        QFileInfo(path).suffix().compare(QLatin1String("png"), Qt::CaseInsensitive) == 0, this);
    options.setHexNumbers(hexNumbersByDefault(m_document->map()));
    if (m_document->map().background().visible)
        options.offerBackgroundImage(m_background->layer()->image());
    if (options.exec() != QDialog::Accepted)
        return;
    options.apply(o);
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = exportMap(m_document->map(), m_view->style(), path, o);
    QApplication::restoreOverrideCursor();
    if (!error.isEmpty())
        plainMessage(this, QMessageBox::Warning, tr("Cannot Export"), error);
    else
        statusBar()->showMessage(
            tr("Exported %1").arg(isolatedText(QDir::toNativeSeparators(path))), 4000);
}

void MainWindow::print(bool preview)
{
    if (!m_document)
        return;
    ExportOptions o;
    o.visibleBaseRect = m_view->visibleBaseRect();
    ExportOptionsDialog options(ExportOptionsDialog::Purpose::Print, false, this);
    options.setHexNumbers(hexNumbersByDefault(m_document->map()));
    if (m_document->map().background().visible)
        options.offerBackgroundImage(m_background->layer()->image());
    if (options.exec() != QDialog::Accepted)
        return;
    options.apply(o);
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(m_document->displayName());
    const QString besideTheMap
        = QDir(mapDir(*m_document)).filePath(mapBaseName(*m_document) + QLatin1String(".pdf"));
    const auto paint = [this, o](QPrinter *p) {
        if (const QString problem = printMap(p, m_document->map(), m_view->style(), o);
            !problem.isEmpty())
            plainMessage(this, QMessageBox::Warning, tr("Cannot Print"), problem);
    };
    if (preview) {
        QPrintPreviewDialog dialog(&printer, this);
        connect(&dialog, &QPrintPreviewDialog::paintRequested, this, paint);
        dialog.exec();
    } else {
        QPrintDialog dialog(&printer, this);
        // Print to File starts beside the map (Qt's dialog starts in the working folder); the
        // printer chosen by default stays the system's.
        if (auto *file = dialog.findChild<QLineEdit *>(QStringLiteral("filename")))
            file->setText(besideTheMap);
        // Printed to a file, never over one the map reads (its background, its ruleset file).
        if (dialog.exec() == QDialog::Accepted
            && !refuseMapInputOverwrite(this, tr("Cannot Print"), m_document.get(),
                                        printer.outputFileName(), MapOutput::Export))
            paint(&printer);
    }
}

bool MainWindow::isOrdersFile(const QString &path)
{
    if (QFileInfo(path).suffix().compare(QLatin1String("txt"), Qt::CaseInsensitive) == 0)
        return true;
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(64).startsWith("# Hexstride orders");
}

void MainWindow::dragEnterEvent(QDragEnterEvent *e)
{
    if (e->mimeData()->hasUrls() && !e->mimeData()->urls().isEmpty()
        && e->mimeData()->urls().first().isLocalFile())
        e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *e)
{
    const QString path = e->mimeData()->urls().first().toLocalFile();
    e->acceptProposedAction();
    // An orders file opens as File ▸ Open Orders does: it asks to save the map only when it
    // names another one.
    if (isOrdersFile(path))
        openOrdersFile(path);
    else if (maybeSave())
        openFileAsked(path);
}

} // namespace hexstride
