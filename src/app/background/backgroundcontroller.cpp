#include "backgroundcontroller.h"

#include "backgrounddialog.h"
#include "backgroundlayer.h"
#include "commands/changebackgroundcommand.h"
#include "io/mappaths.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "view/backgroundpainting.h"
#include "view/mapview.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <algorithm>

namespace hexstride {

BackgroundController::BackgroundController(QMainWindow *window, MapView *view)
    : QObject(window)
    , m_window(window)
    , m_view(view)
    , m_layer(new BackgroundLayer(view))
    , m_choose(new QAction(this))
    , m_show(new QAction(this))
    , m_align(new QAction(this))
{
    view->setBackgroundLayer(m_layer);
    m_choose->setObjectName(QStringLiteral("actionBackgroundImage"));
    m_show->setObjectName(QStringLiteral("actionShowBackground"));
    m_show->setCheckable(true);
    m_align->setObjectName(QStringLiteral("actionAlignBackground"));
    connect(m_choose, &QAction::triggered, this, &BackgroundController::openDialog);
    connect(m_show, &QAction::triggered, this, &BackgroundController::setShown);
    connect(m_align, &QAction::triggered, this, &BackgroundController::startAlignment);
    connect(m_layer, &BackgroundLayer::imageChanged, this, [this] {
        if (!m_layer->problem().isEmpty())
            m_window->statusBar()->showMessage(m_layer->problem(), 8000);
    });
    // Clicks and keys reach the alignment before the view's tool and scrolling.
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    retranslate();
}

void BackgroundController::retranslate()
{
    m_choose->setText(tr("Back&ground Image…"));
    m_choose->setStatusTip(tr("Show a scanned or drawn map under the hexes, to trace it"));
    m_show->setText(tr("Show &Background Image"));
    m_align->setText(tr("Ali&gn Background Image"));
    m_align->setStatusTip(tr("Align the grid to the background image by clicking hexes on it"));
    if (m_aligning)
        showPrompt();
}

void BackgroundController::setDocument(MapDocument *document)
{
    if (m_aligning)
        finishAlignment();
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document)
        connect(document, &MapDocument::backgroundChanged, this,
                &BackgroundController::updateActions);
    m_layer->setDocument(document);
    updateActions();
}

void BackgroundController::updateActions()
{
    const bool has = m_document && !m_document->map().background().isEmpty();
    m_show->setEnabled(has);
    m_show->setChecked(has && m_document->map().background().visible);
    m_align->setEnabled(has);
    if (!has && m_aligning)
        finishAlignment();
}

void BackgroundController::change(MapBackground after, std::function<QString()> describe,
                                  bool nudge)
{
    if (!m_document || after == m_document->map().background())
        return;
    m_document->undoStack()->push(new ChangeBackgroundCommand(
        m_document, std::move(after), std::move(describe),
        nudge ? ChangeBackgroundCommand::Kind::Nudge : ChangeBackgroundCommand::Kind::Other));
}

std::optional<MapBackground> BackgroundController::withImage(const QString &file)
{
    const QString absolute = QFileInfo(file).absoluteFilePath();
    MapBackground b = m_document->map().background();
    if (b.path == absolute)
        return b;
    // Checked as the map's reader will check it: a regular PNG or JPEG file within the limit.
    QString problem;
    const QSize size = mapPictureSize(absolute, problem);
    if (!size.isValid()) {
        plainMessage(m_window, QMessageBox::Warning, tr("Cannot Show Background Image"), problem);
        return std::nullopt;
    }
    // A new image starts over the map's extent; another file of the same scan keeps its place.
    if (b.isEmpty())
        b.imageToMap = fitBackgroundToMap(size, m_document->map().shape());
    b.path = absolute;
    b.visible = true;
    return b;
}

void BackgroundController::setImage(const QString &file)
{
    if (!m_document)
        return;
    if (const auto b = withImage(file))
        change(*b, [] { return tr("Set Background Image"); });
}

void BackgroundController::removeImage()
{
    change(MapBackground{}, [] { return tr("Remove Background Image"); });
}

void BackgroundController::setOpacity(double opacity)
{
    if (!m_document || m_document->map().background().isEmpty())
        return;
    MapBackground b = m_document->map().background();
    b.opacity = std::clamp(opacity, 0.0, 1.0);
    change(b, [] { return tr("Change Background Opacity"); });
}

void BackgroundController::setShown(bool shown)
{
    if (!m_document || m_document->map().background().isEmpty()) {
        updateActions();
        return;
    }
    MapBackground b = m_document->map().background();
    b.visible = shown;
    change(b, shown ? std::function<QString()>([] { return tr("Show Background Image"); })
                    : std::function<QString()>([] { return tr("Hide Background Image"); }));
}

void BackgroundController::openDialog()
{
    if (!m_document)
        return;
    const MapBackground &current = m_document->map().background();
    BackgroundDialog dialog(current, mapFileFolder(m_document->fileName()), m_window);
    if (!current.isEmpty())
        dialog.setImageFile(resolveMapReference(current.path, m_document->fileName()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.next() == BackgroundDialog::Next::Remove) {
        removeImage();
        return;
    }
    if (dialog.imageFile().isEmpty())
        return;
    // The file and the opacity as one step.
    auto after = withImage(dialog.imageFile());
    if (!after)
        return;
    after->opacity = dialog.opacity();
    if (after->path == current.path)
        change(*after, [] { return tr("Change Background Opacity"); });
    else
        change(*after, [] { return tr("Set Background Image"); });
    if (dialog.next() == BackgroundDialog::Next::Align && !m_document->map().background().isEmpty())
        startAlignment();
}

void BackgroundController::startAlignment()
{
    if (!m_document || m_document->map().background().isEmpty())
        return;
    if (!m_document->map().background().visible)
        setShown(true);
    m_aligning = true;
    m_imagePoints.clear();
    m_mapPoints.clear();
    m_lastProblem.clear();
    m_view->setFocus();
    showPrompt();
}

void BackgroundController::finishAlignment()
{
    if (!m_aligning)
        return;
    m_aligning = false;
    m_window->statusBar()->showMessage(
        m_mapPoints.size() >= 2
            ? tr("Background image aligned on %n hex(es).", nullptr, int(m_mapPoints.size()))
            : tr("Background alignment ended."),
        5000);
}

QString BackgroundController::prompt() const
{
    if (!m_aligning)
        return {};
    QString text;
    switch (m_mapPoints.size()) {
    case 0:
        text = tr("Align background, step 1 of 2: click the centre of a hex you can identify on "
                  "the image.");
        break;
    case 1:
        text = tr("Align background, step 2 of 2: click the centre of a second hex, far from the "
                  "first.");
        break;
    default:
        text = tr("Aligned on two hexes. Click a third hex, not in line with them, to correct "
                  "skew; arrow keys nudge the image; Enter finishes.");
    }
    text += QLatin1Char(' ') + tr("Esc ends.");
    if (!m_lastProblem.isEmpty())
        text = m_lastProblem + QLatin1Char(' ') + text;
    return text;
}

void BackgroundController::showPrompt()
{
    m_window->statusBar()->showMessage(prompt());
}

std::optional<Hex> BackgroundController::askHex(Hex guess)
{
    if (m_askHex)
        return m_askHex(guess);
    const HexMap &map = m_document->map();
    bool ok = false;
    const QString text = QInputDialog::getText(
        m_window, tr("Which Hex?"),
        tr("The number of the hex whose centre you clicked on the image:"), QLineEdit::Normal,
        map.contains(guess) ? map.label(guess) : QString(), &ok);
    if (!ok)
        return std::nullopt;
    const auto hex = map.parseLabel(text.trimmed());
    if (!hex)
        m_lastProblem = tr("\"%1\" is not a hex of this map.").arg(text.trimmed());
    return hex;
}

void BackgroundController::pickPoint(QPointF viewportPos)
{
    const MapBackground &b = m_document->map().background();
    const RenderParams &rp = m_view->params();
    const QPointF scene = m_view->viewportToScene(viewportPos);
    const PointF layout = rp.toLayout(scene);
    const PointF units{layout.x / rp.hexSize(), layout.y / rp.hexSize()};
    const auto toImage = b.imageToMap.inverted();
    if (!toImage)
        return;
    m_lastProblem.clear();
    const auto hex = askHex(rp.hexAt(scene));
    if (!hex) {
        showPrompt();
        return;
    }
    if (m_mapPoints.size() >= 3) { // a fourth click starts over from this hex
        m_imagePoints.clear();
        m_mapPoints.clear();
    }
    m_imagePoints.push_back(toImage->apply(units));
    m_mapPoints.push_back(mapUnitCentre(m_document->map().grid().orientation, *hex));
    if (m_mapPoints.size() >= 2) {
        const auto placed = affineFromPoints(m_imagePoints, m_mapPoints);
        if (!placed) {
            m_imagePoints.pop_back();
            m_mapPoints.pop_back();
            m_lastProblem = tr("These hexes cannot place the image: pick one further away, not "
                               "in line with the others.");
        } else {
            MapBackground after = b;
            after.imageToMap = *placed;
            change(after, [] { return tr("Align Background Image"); });
            if (m_mapPoints.size() == 3) {
                finishAlignment();
                return;
            }
        }
    }
    showPrompt();
}

void BackgroundController::nudge(int dx, int dy)
{
    if (!m_document || m_document->map().background().isEmpty())
        return;
    MapBackground b = m_document->map().background();
    const double unit = m_view->params().hexSize();
    b.imageToMap = b.imageToMap.translated(dx / unit, dy / unit);
    change(
        b, [] { return tr("Nudge Background Image"); }, true);
}

bool BackgroundController::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_aligning || !m_document)
        return false;
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonPress) {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton)
            return false; // middle drag still pans
        pickPoint(e->position());
        return true;
    }
    if (watched == m_view->viewport() && event->type() == QEvent::MouseButtonRelease)
        return static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton;
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        auto *e = static_cast<QKeyEvent *>(event);
        const int step = (e->modifiers() & Qt::ShiftModifier) ? 10 : 1;
        switch (e->key()) {
        case Qt::Key_Left:
            nudge(-step, 0);
            return true;
        case Qt::Key_Right:
            nudge(step, 0);
            return true;
        case Qt::Key_Up:
            nudge(0, -step);
            return true;
        case Qt::Key_Down:
            nudge(0, step);
            return true;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Escape:
            finishAlignment();
            return true;
        default:
            return false;
        }
    }
    return false;
}

} // namespace hexstride
