#include "backgroundtour.h"

#include "backgroundcontroller.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "view/backgroundpainting.h"
#include "view/maprenderer.h"
#include "view/mapview.h"

#include <QCoreApplication>
#include <QMouseEvent>
#include <QPainter>
#include <QTemporaryDir>
#include <map>

namespace hexstride {

namespace {
/// The map with everything east of `fromCol` back to its most common terrain: not traced yet.
HexMap partlyTraced(const HexMap &map, int fromCol)
{
    std::map<int, int> counts;
    for (std::uint8_t t : map.terrainLayer())
        ++counts[t];
    int common = 0, most = 0;
    for (const auto &[t, n] : counts) {
        if (n > most) {
            common = t;
            most = n;
        }
    }
    HexMap out = map;
    for (int i = 0; i < out.hexCount(); ++i) {
        const Hex h = out.hexAtIndex(i);
        if (out.grid().toOffset(h).col < fromCol)
            continue;
        out.setTerrain(h, std::uint8_t(common));
        out.setHexFeatures(h, 0);
        for (int d = 0; d < 6; ++d)
            out.setEdgeFeatures(edgeOf(h, d), 0);
    }
    const auto untraced = [&](Hex h) { return out.grid().toOffset(h).col >= fromCol; };
    out.labels().removeIf([&](const MapLabel &l) { return untraced(l.hex); });
    out.units().clear();
    out.plans().clear();
    return out;
}

void click(MapView *view, QPointF at)
{
    for (const QEvent::Type type : {QEvent::MouseButtonPress, QEvent::MouseButtonRelease}) {
        QMouseEvent e(type, at, view->viewport()->mapToGlobal(at), Qt::LeftButton,
                      type == QEvent::MouseButtonPress ? Qt::LeftButton : Qt::NoButton,
                      Qt::NoModifier);
        QCoreApplication::sendEvent(view->viewport(), &e);
    }
}
} // namespace

bool stageBackgroundTracing(MainWindow *w)
{
    if (!w->document())
        return false;
    const HexMap sample = w->document()->map();
    MapView *view = w->mapView();
    const RenderParams rp(sample.shape(), 0.8);
    QImage drawn(rp.sceneSize.toSize(), QImage::Format_RGB32);
    drawn.fill(Qt::white);
    {
        QPainter p(&drawn);
        MapRenderer(sample, view->style()).paint(p, rp, QRectF(QPointF(0, 0), rp.sceneSize));
    }
    // On paper, a little askew, as a scanner takes it.
    constexpr int kMargin = 60;
    QImage scan(drawn.size() + QSize(2 * kMargin, 2 * kMargin), QImage::Format_RGB32);
    scan.fill(QColor(238, 226, 198));
    QTransform onPaper;
    onPaper.translate(kMargin + drawn.width() / 2.0, kMargin + drawn.height() / 2.0);
    onPaper.rotate(2.0);
    onPaper.translate(-drawn.width() / 2.0, -drawn.height() / 2.0);
    {
        QPainter p(&scan);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        p.setTransform(onPaper);
        p.setOpacity(0.75);
        p.drawImage(0, 0, drawn);
    }
    QTemporaryDir dir; // the layer keeps the image once read
    const QString file = dir.filePath(QStringLiteral("scan.png"));
    if (!scan.save(file))
        return false;

    if (!w->showMap(partlyTraced(sample, sample.width() * 2 / 5), {}, true))
        return false;
    BackgroundController *background = w->backgroundImage();
    background->setImage(file);
    background->setOpacity(0.55);
    view->zoomToFit();
    QCoreApplication::processEvents();
    w->selectTool(QStringLiteral("terrain-brush")); // first: its hint would cover the prompt
    background->startAlignment();
    const Hex first = sample.grid().toHex({2, 2});
    const Hex second = sample.grid().toHex({sample.width() - 3, sample.height() - 3});
    for (const Hex h : {first, second}) {
        background->setAskHex([h](Hex) { return std::optional<Hex>(h); });
        const QTransform toScene
            = backgroundToScene(w->document()->map().background().imageToMap, view->params());
        click(view, view->sceneToViewport(toScene.map(onPaper.map(rp.centre(h)))));
    }
    background->setAskHex({});
    return true;
}

} // namespace hexstride
