// Saves and loads a realistic 1000 × 1000 map in the .hexmap format (planar layers, zlib level 1,
// base64 in gzip JSON) and, as the baseline, the same content as one interleaved per-hex record
// stream through qCompress at level 6. Prints medians, sizes and ratios.
#include "benchutil.h"
#include "io/gzip.h"
#include "io/mapfile.h"
#include "io/mapjson.h"

#include <QJsonDocument>

#include <QCoreApplication>
#include <QDataStream>
#include <QFile>
#include <QTemporaryDir>
#include <random>

using namespace hexstride;

namespace {
HexMap realisticMap()
{
    const MapShape shape{1000, 1000,
                         HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted},
                         LabelScheme::ColRow};
    HexMap map(
        shape, QStringLiteral("bench"),
        IdTable({QStringLiteral("plains"), QStringLiteral("forest"), QStringLiteral("hills"),
                 QStringLiteral("mountains"), QStringLiteral("sea"), QStringLiteral("swamp")}),
        IdTable({QStringLiteral("village"), QStringLiteral("town")}),
        IdTable({QStringLiteral("minor-river"), QStringLiteral("major-river"),
                 QStringLiteral("road"), QStringLiteral("bridge")}));
    std::mt19937 rng(42);
    // Terrain and elevation: smooth blobs from a few sine waves, as real maps have regions.
    for (int i = 0; i < map.hexCount(); ++i) {
        const Hex h = map.hexAtIndex(i);
        const Offset o = map.grid().toOffset(h);
        const double v = std::sin(o.col * 0.013) + std::cos(o.row * 0.021)
                         + 0.5 * std::sin((o.col + o.row) * 0.057);
        map.setTerrain(
            h, static_cast<std::uint8_t>(std::clamp(static_cast<int>((v + 2.5) * 1.2), 0, 5)));
        map.setElevation(h, static_cast<int>(v * 3));
        if (rng() % 200 == 0)
            map.setHexFeatures(h, static_cast<FeatureMask>(1 + rng() % 2));
    }
    // Rivers and roads: long random walks along edges.
    const auto walk = [&](int feature, int steps) {
        Hex h = map.hexAtIndex(static_cast<int>(rng() % static_cast<unsigned>(map.hexCount())));
        Direction d = static_cast<Direction>(rng() % 6);
        for (int s = 0; s < steps; ++s) {
            if (rng() % 4 == 0)
                d = (d + (rng() % 2 ? 1 : 5)) % 6;
            const Hex next = neighbour(h, d);
            if (!map.contains(next))
                break;
            const EdgeId e = edgeOf(h, (d + 1) % 6); // a side of the path: a river bank
            map.setEdgeFeatures(e, static_cast<FeatureMask>(map.edgeFeatures(e) | (1u << feature)));
            h = next;
        }
    };
    for (int i = 0; i < 600; ++i)
        walk(0, 800);
    for (int i = 0; i < 150; ++i)
        walk(1, 2000);
    for (int i = 0; i < 800; ++i)
        walk(2, 1000);
    for (int i = 0; i < 3000; ++i) {
        const Hex h
            = map.hexAtIndex(static_cast<int>(rng() % static_cast<unsigned>(map.hexCount())));
        map.labels().append(MapLabel{h, QStringLiteral("Place %1").arg(i)});
    }
    return map;
}

// Baseline: one record per cell of the padded edge grid (terrain, elevation, hex features and
// the cell's three edges), then the labels, through qCompress level 6.
QByteArray baselineSave(const HexMap &map)
{
    QByteArray raw;
    QDataStream out(&raw, QIODevice::WriteOnly);
    out << map.width() << map.height();
    const int pw = map.width() + 2;
    const auto &edges = map.edgeLayer();
    for (int cell = 0; cell < pw * (map.height() + 2); ++cell) {
        const int col = cell % pw - 1, row = cell / pw - 1;
        const bool on = col >= 0 && row >= 0 && col < map.width() && row < map.height();
        const auto i = static_cast<std::size_t>(on ? row * map.width() + col : 0);
        out << (on ? map.terrainLayer()[i] : std::uint8_t(0))
            << (on ? map.elevationLayer()[i] : std::int16_t(0))
            << (on ? map.hexFeatureLayer()[i] : FeatureMask(0))
            << edges[static_cast<std::size_t>(cell) * 3]
            << edges[static_cast<std::size_t>(cell) * 3 + 1]
            << edges[static_cast<std::size_t>(cell) * 3 + 2];
    }
    out << static_cast<qint32>(map.labels().size());
    for (const MapLabel &l : map.labels())
        out << l.hex.q << l.hex.r << l.text;
    return qCompress(raw, 6);
}

HexMap baselineLoad(const QByteArray &data, const HexMap &like)
{
    const QByteArray raw = qUncompress(data);
    QDataStream in(raw);
    int w = 0, h = 0;
    in >> w >> h;
    HexMap map(MapShape{w, h, like.grid(), like.shape().labels}, like.rulesetId(), like.terrains(),
               like.hexFeatureIds(), like.edgeFeatureIds());
    const int pw = w + 2;
    auto &edges = map.edgeLayer();
    for (int cell = 0; cell < pw * (h + 2); ++cell) {
        const int col = cell % pw - 1, row = cell / pw - 1;
        std::uint8_t t;
        std::int16_t e;
        FeatureMask f;
        in >> t >> e >> f >> edges[static_cast<std::size_t>(cell) * 3]
            >> edges[static_cast<std::size_t>(cell) * 3 + 1]
            >> edges[static_cast<std::size_t>(cell) * 3 + 2];
        if (col >= 0 && row >= 0 && col < w && row < h) {
            const auto i = static_cast<std::size_t>(row * w + col);
            map.terrainLayer()[i] = t;
            map.elevationLayer()[i] = e;
            map.hexFeatureLayer()[i] = f;
        }
    }
    qint32 n = 0;
    in >> n;
    for (qint32 i = 0; i < n; ++i) {
        MapLabel l;
        in >> l.hex.q >> l.hex.r >> l.text;
        map.labels().append(l);
    }
    return map;
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const HexMap map = realisticMap();
    int edges = 0;
    map.forEachFeatureEdge([&](EdgeId, FeatureMask) { ++edges; });
    std::printf(
        "1000 x 1000 map: %d feature edges, %lld labels, %zu dense bytes (%.2f bytes/hex)\n", edges,
        static_cast<long long>(map.labels().size()), map.denseBytes(),
        static_cast<double>(map.denseBytes()) / map.hexCount());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.hexmap"));
    constexpr int runs = 7;

    const double oursSave = bench::medianMs(runs, [&] {
        if (!saveMapFile(map, path).isEmpty())
            std::abort();
    });
    QByteArray baseline;
    const double baseSave = bench::medianMs(runs, [&] { baseline = baselineSave(map); });
    const QByteArray ours = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();

    const double oursLoad = bench::medianMs(runs, [&] {
        if (!(loadMapData(ours, path).map))
            std::abort();
    });
    const double baseLoad = bench::medianMs(runs, [&] {
        if (baselineLoad(baseline, map).labels().size() != map.labels().size())
            std::abort();
    });
    if (!(*loadMapFile(path).map == map) || !(baselineLoad(baseline, map) == map))
        std::abort();

    // Where the save time goes (medians).
    QJsonObject obj;
    QByteArray text;
    const double tJson = bench::medianMs(runs, [&] { obj = mapToJson(map); });
    const double tText
        = bench::medianMs(runs, [&] { text = QJsonDocument(obj).toJson(QJsonDocument::Indented); });
    const double tGzip
        = bench::medianMs(runs, [&] { zip::gzipCompress(text, 1, zip::Strategy::HuffmanOnly); });
    std::printf(
        "save phases: layers+JSON object %.1f ms, JSON text %.1f ms (%lld B), outer gzip %.1f ms\n",
        tJson, tText, static_cast<long long>(text.size()), tGzip);
    bench::printRatio("save (faster = ratio > 1)", oursSave, "qCompress-6 interleaved", baseSave);
    bench::printRatio("load (from memory)", oursLoad, "qUncompress interleaved", baseLoad);
    std::printf("%-40s ours %10lld B    baseline %10lld B   size ratio %.2f (ours/baseline)\n",
                "file size", static_cast<long long>(ours.size()),
                static_cast<long long>(baseline.size()),
                static_cast<double>(ours.size()) / static_cast<double>(baseline.size()));

    // sides.owners is read in linear time (issue 29 F10: a search of the list per entry made
    // 160,000 owners 16 s): 80,000 owners against a baseline of 20,000 in the same run take
    // about 4 times as long, not 16 (ratio printed per owner: about 1, not 4).
    const auto ownersFile = [&](int n) {
        HexMap owned = map;
        for (int i = 0; i < n; ++i)
            owned.sides().owners << HexOwner{owned.grid().toHex({i % 1000, i / 1000}),
                                             QStringLiteral("West")};
        return QJsonDocument(mapToJson(owned)).toJson(QJsonDocument::Compact);
    };
    const QByteArray none = ownersFile(0), few = ownersFile(20000), many = ownersFile(80000);
    const auto load = [&](const QByteArray &data) {
        return bench::medianMs(3, [&] {
            if (!loadMapData(data, path).map)
                std::abort();
        });
    };
    const double noneLoad = load(none), fewLoad = load(few), manyLoad = load(many);
    // The owners' share of each load, per 20,000 owners.
    bench::printRatio("owners read, per 20,000: of 80,000", (manyLoad - noneLoad) / 4, "of 20,000",
                      fewLoad - noneLoad);
    return 0;
}
