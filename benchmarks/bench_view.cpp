// Map view painting: visible-only chunks with an LRU cache and an overview level of detail,
// against painting every hex of the map with clipping. Prints medians and ratios.
#include "benchutil.h"
#include "demomap.h"
#include "mapdocument.h"
#include "view/maprenderer.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QApplication>
#include <QFile>
#include <QPainter>
#include <QScrollBar>
#include <cstdio>

using namespace hexstride;
using namespace hexstride::bench;

namespace {
long rssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    }
    return 0;
}

/// Paints the view's viewport into an image (a real paintEvent).
void frame(MapView &view, QImage &target)
{
    view.viewport()->render(&target);
}

double everyHexMs(const HexMap &map, const MapStyle &style, double zoom, QPointF scroll, int runs)
{
    const RenderParams rp(map.shape(), zoom);
    QImage img(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    MapRenderer renderer(map, style);
    return medianMs(runs, [&] {
        QPainter p(&img);
        p.setClipRect(QRect(0, 0, 1920, 1080));
        p.translate(-scroll);
        renderer.paintEveryHex(p, rp);
    });
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int side = argc > 1 ? std::atoi(argv[1]) : 1000;
    std::printf("map %d x %d, viewport 1920 x 1080\n", side, side);

    const long rssBefore = rssKb();
    MapDocument doc(makeDemoMap(side, side));
    const MapStyle style = MapStyle::build(doc.map(), vocabularyForMap(doc.map(), nullptr), QStringLiteral("en"));
    MapView view;
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.resize(1920, 1080);
    view.show();
    view.setDocument(&doc, style);
    QCoreApplication::processEvents();
    QImage target(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    std::printf("viewport %d x %d, labels %lld, units %lld\n", target.width(), target.height(),
                qint64(doc.map().labels().size()), qint64(doc.map().units().size()));

    // S4: a 30-frame script, 10 frames per zoom level panning 48 px a frame (diagonally),
    // starting with an empty chunk cache at each level. A "live" frame is any frame of the
    // script; a "cached" frame is one that rendered no new chunk.
    const struct { const char *name; double zoom; } levels[] = {
        {"zoomed in (150 %)", 1.5}, {"mid (40 %)", 0.4}, {"zoomed out (8 %, overview)", 0.08}};
    for (const auto &level : levels) {
        view.setZoom(level.zoom);
        view.centreOnBase(QPointF(view.params().sceneSize.width() / level.zoom / 2,
                                  view.params().sceneSize.height() / level.zoom / 2));
        view.chunkCache().clear();
        std::vector<double> live, cached;
        double cold = 0;
        for (int i = 0; i < 10; ++i) {
            const qint64 missesBefore = view.chunkCache().misses();
            const double ms = medianMs(1, [&] { frame(view, target); });
            live.push_back(ms);
            if (i == 0)
                cold = ms;
            else if (view.chunkCache().misses() == missesBefore)
                cached.push_back(ms);
            view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + 48);
            view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + 24);
        }
        // Cached frames: re-paint the last position a few times more for a stable median.
        for (int i = 0; i < 9; ++i)
            cached.push_back(medianMs(1, [&] { frame(view, target); }));
        std::sort(live.begin(), live.end());
        std::sort(cached.begin(), cached.end());
        const QPointF scroll = view.visibleSceneRect().topLeft();
        const double base = everyHexMs(doc.map(), style, level.zoom, scroll, 3);
        std::printf("-- %s\n", level.name);
        printRatio("first frame (all chunks rendered)", cold, "every hex clipped", base);
        printRatio("live frame (median of 10)", live[live.size() / 2], "every hex clipped", base);
        printRatio("cached pan frame (median)", cached[cached.size() / 2], "every hex clipped", base);
    }
    std::printf("chunk cache: %d chunks of %d px (capacity %d), hits %lld, misses %lld\n",
                view.chunkCache().size(), ChunkCache::kChunkSize, view.chunkCache().capacity(),
                view.chunkCache().hits(), view.chunkCache().misses());
    std::printf("map dense layers %.1f MB, overview image %.1f MB, process RSS %.1f MB (%.1f MB above start)\n",
                double(doc.map().denseBytes()) / 1e6, double(view.overviewImage().sizeInBytes()) / 1e6,
                double(rssKb()) / 1024.0, double(rssKb() - rssBefore) / 1024.0);
    return 0;
}
