// bench_view's part for opening a big map (issue 13 §7): where the time to the first frame of a
// 2000 x 2000 map goes, phase by phase, for a file whose layers are stored as runs (what
// Hexstride writes now) and for one whose layers are zlib bytes (what it wrote before).
#pragma once

#include "benchutil.h"
#include "io/gzip.h"
#include "io/jsontext.h"
#include "io/mapfile.h"
#include "io/safefile.h"
#include "mapdocument.h"
#include "view/maprenderer.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QFile>
#include <QJsonDocument>
#include <QScrollBar>
#include <cstdio>

namespace hexstride::bench {

struct OpenPhases
{
    double read = 0;       ///< the file's bytes
    double inflate = 0;    ///< the outer gzip stream
    double parse = 0;      ///< the JSON text
    double decode = 0;     ///< the layers decoded and checked: the map
    double view = 0;       ///< document, style and the view's caches (overview image, indexes)
    double paint = 0;      ///< the first frame painted
    double firstFrame = 0; ///< all phases of one run, from the file to the painted frame
    double total() const { return read + inflate + parse + decode + view + paint; }
};

/// The phases of opening `path` in this process, as the app does it, each the median of `runs`
/// (firstFrame: the median of the runs' sums). Serial decoding: the reader's reference way,
/// one layer after the other on this thread and the labels, units and the rest after them.
inline OpenPhases measureOpenPhases(const QString &path, int runs,
                                    LayerDecoding decoding = LayerDecoding::Parallel)
{
    std::vector<OpenPhases> all;
    for (int i = 0; i < runs; ++i) {
        OpenPhases t;
        QByteArray bytes, json;
        QString error;
        QJsonDocument doc;
        std::optional<HexMap> map;
        t.read = medianMs(
            1, [&] { safefile::readFileBounded(path, safefile::kMaxMapBytes, bytes, error); });
        t.inflate = medianMs(1, [&] {
            zip::inflateAny(bytes.constData(), bytes.size(), safefile::kMaxMapBytes, json, error);
        });
        t.parse = medianMs(1, [&] { parseJsonText(json, doc, error); });
        t.decode = medianMs(1, [&] { map = mapFromJson(doc.object(), error, decoding); });
        if (!map) {
            std::printf("cannot read %s: %s\n", qPrintable(path), qPrintable(error));
            return {};
        }
        std::unique_ptr<MapDocument> document;
        MapView view;
        view.resize(1920, 1080);
        view.show();
        t.view = medianMs(1, [&] {
            document = std::make_unique<MapDocument>(std::move(*map));
            const MapStyle style = MapStyle::build(
                document->map(), vocabularyForMap(document->map(), nullptr), QStringLiteral("en"));
            view.setDocument(document.get(), style);
            view.zoomToFit();
        });
        QImage target(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        t.paint = medianMs(1, [&] { view.viewport()->render(&target); });
        t.firstFrame = t.total();
        all.push_back(t);
    }
    const auto median = [&](double OpenPhases::*phase) {
        std::vector<double> v;
        for (const OpenPhases &p : all)
            v.push_back(p.*phase);
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    return {median(&OpenPhases::read),      median(&OpenPhases::inflate),
            median(&OpenPhases::parse),     median(&OpenPhases::decode),
            median(&OpenPhases::view),      median(&OpenPhases::paint),
            median(&OpenPhases::firstFrame)};
}

/// Writes the map as a .hexmap file with its layers encoded so; returns its size in MB.
inline double writeMapFile(const HexMap &map, const QString &path, LayerEncoding encoding)
{
    QFile f(path);
    const QByteArray bytes = serializeMap(map, false, {}, encoding);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        std::printf("cannot write %s\n", qPrintable(path));
    return double(bytes.size()) / 1e6;
}

/// Writes the map both ways and prints each phase of opening them, side by side; then the first
/// frame of the runs file against the goal and against the reader's one-thread way.
inline void benchOpenPhases(const HexMap &map, const QString &runsPath, const QString &bytesPath)
{
    const double runsMb = writeMapFile(map, runsPath, LayerEncoding::RunsWhereLong);
    const double bytesMb = writeMapFile(map, bytesPath, LayerEncoding::BytesOnly);
    const OpenPhases now = measureOpenPhases(runsPath, 5);
    const OpenPhases before = measureOpenPhases(bytesPath, 5);
    std::printf("-- opening a %d x %d map in this process, phase by phase (median of 5): layers "
                "as runs (%.1f MB file) against zlib bytes (%.1f MB file, the format before)\n",
                map.width(), map.height(), runsMb, bytesMb);
    printRatio("read the file", now.read, "zlib bytes", before.read);
    printRatio("inflate the gzip stream", now.inflate, "zlib bytes", before.inflate);
    printRatio("parse the JSON", now.parse, "zlib bytes", before.parse);
    printRatio("decode and check the layers", now.decode, "zlib bytes", before.decode);
    printRatio("document, style, view caches", now.view, "zlib bytes", before.view);
    printRatio("first paint", now.paint, "zlib bytes", before.paint);
    printRatio("all phases", now.total(), "zlib bytes", before.total());

    // Issue 13, S7: the first frame, file to painted frame, against the goal and, in the same
    // run, the reader's one-thread way (layers one after another, then labels and units).
    const OpenPhases oneThread = measureOpenPhases(runsPath, 5, LayerDecoding::Serial);
    constexpr double kGoalMs = 300;
    std::printf("first frame of the %d x %d map in this process (median of 5): %.0f ms, goal "
                "<= %.0f ms: %s\n",
                map.width(), map.height(), now.firstFrame, kGoalMs,
                now.firstFrame <= kGoalMs ? "met" : "NOT met");
    printRatio("decode and check the layers", now.decode, "one thread", oneThread.decode);
    printRatio("first frame in this process", now.firstFrame, "one thread", oneThread.firstFrame);
}

} // namespace hexstride::bench
