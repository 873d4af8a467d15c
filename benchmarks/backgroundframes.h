// bench_view's part for the background image (issue 16): the same pan and zoom script painted
// without a background image and with a 4000 x 3000 scan under the map, frame times compared.
#pragma once

#include "background/backgroundlayer.h"
#include "benchutil.h"
#include "commands/changebackgroundcommand.h"
#include "mapdocument.h"
#include "view/backgroundpainting.h"
#include "view/mapview.h"

#include <QPainter>
#include <QScrollBar>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

// Under valgrind --tool=callgrind --instr-atstart=no only the first frames at a new zoom are
// counted (instructions do not vary with the machine's load); one dump per script.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HEXSTRIDE_COUNT_BEGIN() CALLGRIND_START_INSTRUMENTATION
#define HEXSTRIDE_COUNT_END() CALLGRIND_STOP_INSTRUMENTATION
#define HEXSTRIDE_COUNT_DUMP(what) CALLGRIND_DUMP_STATS_AT(what)
#else
#define HEXSTRIDE_COUNT_BEGIN()
#define HEXSTRIDE_COUNT_END()
#define HEXSTRIDE_COUNT_DUMP(what)
#endif

namespace hexstride::bench {

struct ScriptTimes
{
    double pan = 0;  ///< median pan frame
    double zoom = 0; ///< median frame right after a zoom step
    /// Median painting time from a zoom step to a level with no chunk rendered yet until the view
    /// is whole again (the frames after a zoom render new chunks within a time budget, so the
    /// first one alone hides their cost).
    double zoomComplete = 0;
    /// Median first frame of those zoom steps (nothing of the level cached: the worst case).
    double zoomFirst = 0;
    /// The same frames' time on this thread's processor (what a busy machine's other programs
    /// do not add), and per chunk rendered in it (the frame renders chunks within a time budget,
    /// so on a busy machine it renders fewer of them).
    double zoomFirstCpu = 0;
    double zoomFirstCpuPerChunk = 0;
};

/// Processor time of the calling thread, in milliseconds.
inline double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// 20 pan frames and 10 zoom steps (in and out by 25 %) from the middle of the map at 40 %.
/// `settle` runs once the zoom is set, as the app's idle time would (the image re-scaled);
/// `idle` between the frames of a zoom step, as the app waits for events (untimed).
inline ScriptTimes runPanZoomScript(
    MapView &view, QImage &target, const std::function<void()> &settle,
    const std::function<void()> &idle = [] {})
{
    view.setZoom(0.4);
    view.centreOnBase(QPointF(view.params().sceneSize.width() / 0.4 / 2,
                              view.params().sceneSize.height() / 0.4 / 2));
    view.chunkCache().clear();
    settle();
    // Start from a whole frame, as after a pause.
    for (int i = 0; i < 200; ++i) {
        view.viewport()->render(&target);
        if (view.lastFrameComplete())
            break;
    }
    std::vector<double> pan, zoom, complete, first, firstCpu, firstCpuPerChunk;
    for (int i = 0; i < 20; ++i) {
        view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + 48);
        view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + 24);
        pan.push_back(medianMs(1, [&] { view.viewport()->render(&target); }));
    }
    for (int i = 0; i < 10; ++i) {
        view.setZoom(i % 2 ? 0.4 : 0.5);
        zoom.push_back(medianMs(1, [&] { view.viewport()->render(&target); }));
    }
    // A zoom to a level not visited yet (no chunk of it rendered): all the painting until the
    // view is whole, as the app does it between input events.
    // Each step goes to a zoom no script visited before (apart by one zoom key, 1/10000), so
    // that no piece of the background is made for it yet either, as when the wheel zooms on.
    static int visits = 0;
    for (int i = 0; i < 5; ++i) {
        view.chunkCache().clear();
        view.setZoom((i % 2 ? 0.4 : 0.5) + 0.0001 * ++visits);
        double painting = 0;
        for (int f = 0; f < 200; ++f) {
            const qint64 missesBefore = view.chunkCache().misses();
            const double cpuBefore = threadCpuMs();
            if (f == 0)
                HEXSTRIDE_COUNT_BEGIN();
            const double ms = medianMs(1, [&] { view.viewport()->render(&target); });
            if (f == 0)
                HEXSTRIDE_COUNT_END();
            if (f == 0) {
                const double cpu = threadCpuMs() - cpuBefore;
                first.push_back(ms);
                firstCpu.push_back(cpu);
                firstCpuPerChunk.push_back(
                    cpu / double(std::max<qint64>(1, view.chunkCache().misses() - missesBefore)));
            }
            painting += ms;
            if (view.lastFrameComplete())
                break;
            idle();
        }
        complete.push_back(painting);
    }
    const auto median = [](std::vector<double> &v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    return {median(pan),   median(zoom),     median(complete),
            median(first), median(firstCpu), median(firstCpuPerChunk)};
}

/// Prints the frame times of the script without and with a 4000 x 3000 background image.
inline void benchBackgroundImage(MapView &view, MapDocument &doc, QImage &target)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("scan.jpg"));
    QImage scan(4000, 3000, QImage::Format_RGB32);
    {
        // Something like a scan: a paper tone with lines, not one flat colour.
        QPainter p(&scan);
        p.fillRect(scan.rect(), QColor(236, 226, 200));
        p.setPen(QPen(QColor(90, 70, 50), 3));
        for (int x = 0; x < 4000; x += 37)
            p.drawLine(x, 0, 4000 - x, 3000);
    }
    scan.save(file, "JPG", 85);

    const ScriptTimes without = runPanZoomScript(view, target, [] {});
    HEXSTRIDE_COUNT_DUMP("first frames at a new zoom, without background");
    BackgroundLayer layer(&view);
    layer.setDocument(&doc);
    view.setBackgroundLayer(&layer);
    MapBackground b;
    b.path = file;
    b.imageToMap = fitBackgroundToMap(scan.size(), doc.map().shape());
    b.opacity = 0.5;
    doc.undoStack()->push(new ChangeBackgroundCommand(&doc, b, [] { return QString(); }));
    view.setZoom(0.4);
    const double rescale = medianMs(3, [&] { layer.rescaleNow(); });
    // The app paints again when the worker has made the pieces its stand-ins wait for.
    const auto waitForPieces = [&] {
        if (layer.waitingForPieces())
            layer.tiles().waitForPrefetch();
    };
    const ScriptTimes with = runPanZoomScript(
        view, target, [&] { layer.rescaleNow(); }, waitForPieces);
    HEXSTRIDE_COUNT_DUMP("first frames at a new zoom, with background and stand-ins");
    // The way before the stand-ins: the first frame at a zoom makes the pieces it lacks.
    layer.setUseStandIns(false);
    const ScriptTimes noStandIns = runPanZoomScript(view, target, [&] { layer.rescaleNow(); });
    HEXSTRIDE_COUNT_DUMP("first frames at a new zoom, with background, no stand-ins");
    layer.setUseStandIns(true);
    // The way before: each new chunk draws the image itself, smoothly scaled from the whole.
    layer.setUsePieces(false);
    const ScriptTimes direct = runPanZoomScript(view, target, [&] { layer.rescaleNow(); });
    HEXSTRIDE_COUNT_DUMP("first frames at a new zoom, drawn into each chunk");
    layer.setUsePieces(true);
    view.setBackgroundLayer(nullptr);
    std::printf("-- background image 4000 x 3000 (40 %% zoom, opacity 50 %%)\n");
    // Here the ratio is a slowdown: with the image / without (goal: at most about 1.2).
    const auto line = [](const char *what, double withMs, double withoutMs) {
        std::printf("%-40s with %8.3f ms   without %8.3f ms   with/without %5.2fx\n", what, withMs,
                    withoutMs, withoutMs > 0 ? withMs / withoutMs : 0.0);
    };
    line("pan frame (median of 20)", with.pan, without.pan);
    line("frame after a zoom step (median of 10)", with.zoom, without.zoom);
    line("first frame at a zoom not cached (med 5)", with.zoomFirst, without.zoomFirst);
    line("  the same, GUI thread processor time", with.zoomFirstCpu, without.zoomFirstCpu);
    line("  the same, processor time per new chunk", with.zoomFirstCpuPerChunk,
         without.zoomFirstCpuPerChunk);
    line("zoom step until the view is whole", with.zoomComplete, without.zoomComplete);
    line("no stand-ins: frame after a zoom step", noStandIns.zoom, without.zoom);
    line("no stand-ins: first frame at a new zoom", noStandIns.zoomFirst, without.zoomFirst);
    line("no stand-ins: the same, processor time", noStandIns.zoomFirstCpu, without.zoomFirstCpu);
    line("no stand-ins: processor time per chunk", noStandIns.zoomFirstCpuPerChunk,
         without.zoomFirstCpuPerChunk);
    line("no stand-ins: zoom step until whole", noStandIns.zoomComplete, without.zoomComplete);
    line("before (drawn into each chunk): pan", direct.pan, without.pan);
    line("before (drawn into each chunk): zoom", direct.zoom, without.zoom);
    line("before: first frame at a zoom not cached", direct.zoomFirst, without.zoomFirst);
    line("before: the same, processor time / chunk", direct.zoomFirstCpuPerChunk,
         without.zoomFirstCpuPerChunk);
    line("before: zoom step until whole", direct.zoomComplete, without.zoomComplete);
    std::printf("%-40s %.1f ms (once the zoom rests, not per frame)\n",
                "re-scaling the image (overview zoom)", rescale);
}

} // namespace hexstride::bench
