// Map layers stored as runs (format version 2, issue 13 §7: a big map opens faster): layers of
// long runs are written as runs and read back exactly, other layers and older files keep the
// zlib bytes, a damaged run is named, and the file's version says which reader it needs.
#include "io/gzip.h"
#include "io/layercodec.h"
#include "io/mapfile.h"
#include "io/mapjson.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hexstride;

namespace {
QString encodingOf(const QJsonObject &layer)
{
    return layer.value(QStringLiteral("encoding")).toString();
}

/// A layer object holding these run bytes (before zlib) as `runs`, for a layer of `size` bytes.
QJsonObject runsLayer(const QByteArray &runs, int size)
{
    const QByteArray packed = zip::zlibCompress(runs.constData(), runs.size(), 6);
    return QJsonObject{{QStringLiteral("encoding"), QStringLiteral("runs")},
                       {QStringLiteral("size"), size},
                       {QStringLiteral("data"), QString::fromLatin1(packed.toBase64())}};
}

HexMap regionsMap(int w, int h)
{
    MapShape shape{w, h, {}, LabelScheme::ColRow};
    HexMap map(shape, QStringLiteral("x"),
               IdTable({QStringLiteral("plains"), QStringLiteral("forest")}), IdTable(),
               IdTable({QStringLiteral("river")}), 0);
    for (int i = 0; i < map.hexCount(); ++i) {
        if ((i / w) > h / 2) // the lower half is forest
            map.terrainLayer()[std::size_t(i)] = 1;
    }
    map.elevationLayer()[5] = -300;
    map.setEdgeFeatures(edgeOf(map.grid().toHex({3, 2}), 0), 1);
    return map;
}
} // namespace

class TestLayerRuns : public QObject
{
    Q_OBJECT
private slots:
    void longRunsAreStoredAsRuns()
    {
        // 1000 values in 4 runs: runs. 1000 values changing at every step: bytes.
        std::vector<std::uint8_t> regions(1000, 3);
        std::fill(regions.begin() + 100, regions.begin() + 400, 7);
        regions[999] = 0;
        std::vector<std::uint8_t> noise(1000);
        for (std::size_t i = 0; i < noise.size(); ++i)
            noise[i] = std::uint8_t(i * 7 % 11);
        QCOMPARE(encodingOf(layercodec::encode8(regions)), QStringLiteral("runs"));
        QCOMPARE(encodingOf(layercodec::encode8(noise)), QStringLiteral("zlib"));
        QCOMPARE(encodingOf(layercodec::encode8(regions, false)), QStringLiteral("zlib"));
        for (const auto *layer : {&regions, &noise}) {
            for (const bool runs : {true, false}) {
                std::vector<std::uint8_t> back(layer->size());
                QString error;
                QVERIFY2(layercodec::decode8(layercodec::encode8(*layer, runs), back, error),
                         qPrintable(error));
                QVERIFY(back == *layer);
            }
        }
    }

    void sixteenBitRunsKeepSignAndHighByte()
    {
        // Values whose low bytes agree but high bytes differ, and negative ones.
        std::vector<std::int16_t> layer(4000, -2);
        std::fill(layer.begin() + 1000, layer.begin() + 3000, std::int16_t(0x1202));
        std::fill(layer.begin() + 3000, layer.end(), std::int16_t(-32768));
        const QJsonObject obj = layercodec::encode16(layer);
        QCOMPARE(encodingOf(obj), QStringLiteral("runs"));
        std::vector<std::int16_t> back(layer.size());
        QString error;
        QVERIFY2(layercodec::decode16(obj, back, error), qPrintable(error));
        QVERIFY(back == layer);
    }

    void handWrittenRunsRead()
    {
        // Two runs written out by hand: 130 (a two-byte count, 0x82 0x01) of 9, then 2 of 4.
        const QByteArray runs("\x82\x01\x09\x02\x04", 5);
        std::vector<std::uint8_t> out(132);
        QString error;
        QVERIFY2(layercodec::decode8(runsLayer(runs, 132), out, error), qPrintable(error));
        QCOMPARE(out[0], std::uint8_t(9));
        QCOMPARE(out[129], std::uint8_t(9));
        QCOMPARE(out[130], std::uint8_t(4));
        QCOMPARE(out[131], std::uint8_t(4));
    }

    // Run lengths at the varint boundaries, bytes worked out by hand (LEB128: seven bits a byte,
    // low bits first, the top bit set on every byte but the last): 127 = 0x7f; 128 = 0x80 0x01;
    // 129 = 0x81 0x01; 16383 = 0xff 0x7f; 16384 = 0x80 0x80 0x01; 2097152 = 0x80 0x80 0x80 0x01.
    // The layer is `length` fives then three nines: runs [length] 05 03 09. The writer's bytes, the
    // reader's values and the round trip are each checked, so a mistake made the same way on both
    // sides shows too.
    void varintBoundaries_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<QByteArray>("count");
        QTest::newRow("127") << 127 << QByteArray("\x7f", 1);
        QTest::newRow("128") << 128 << QByteArray("\x80\x01", 2);
        QTest::newRow("129") << 129 << QByteArray("\x81\x01", 2);
        QTest::newRow("16383") << 16383 << QByteArray("\xff\x7f", 2);
        QTest::newRow("16384") << 16384 << QByteArray("\x80\x80\x01", 3);
        // 2^21: the first count of four bytes.
        QTest::newRow("2097152") << 2097152 << QByteArray("\x80\x80\x80\x01", 4);
    }
    void varintBoundaries()
    {
        QFETCH(int, length);
        QFETCH(QByteArray, count);
        std::vector<std::uint8_t> layer(std::size_t(length), 5);
        layer.insert(layer.end(), 3, 9);
        const QByteArray runs = count + QByteArray("\x05\x03\x09", 3);

        const QJsonObject written = layercodec::encode8(layer);
        QCOMPARE(encodingOf(written), QStringLiteral("runs"));
        const QByteArray packed
            = QByteArray::fromBase64(written.value(QStringLiteral("data")).toString().toLatin1());
        QByteArray bytes;
        QString why;
        QVERIFY2(zip::inflateAny(packed.constData(), packed.size(), 1 << 20, bytes, why),
                 qPrintable(why));
        QCOMPARE(bytes.toHex(' '), runs.toHex(' '));

        std::vector<std::uint8_t> read(layer.size(), 0);
        QString error;
        QVERIFY2(layercodec::decode8(runsLayer(runs, length + 3), read, error), qPrintable(error));
        QCOMPARE(std::count(read.begin(), read.end(), std::uint8_t(5)), length);
        QCOMPARE(read[std::size_t(length) - 1], std::uint8_t(5));
        QCOMPARE(read[std::size_t(length)], std::uint8_t(9));

        std::vector<std::uint8_t> back(layer.size(), 0);
        QVERIFY2(layercodec::decode8(written, back, error), qPrintable(error));
        QVERIFY(back == layer);

        // 16-bit values, little-endian after the count: -2 is fe ff, 0x0102 is 02 01.
        std::vector<std::int16_t> wide(std::size_t(length), -2);
        wide.insert(wide.end(), 3, std::int16_t(0x0102));
        const QJsonObject wideWritten = layercodec::encode16(wide);
        const QByteArray widePacked = QByteArray::fromBase64(
            wideWritten.value(QStringLiteral("data")).toString().toLatin1());
        QVERIFY2(zip::inflateAny(widePacked.constData(), widePacked.size(), 1 << 20, bytes, why),
                 qPrintable(why));
        QCOMPARE(bytes.toHex(' '), (count + QByteArray("\xfe\xff\x03\x02\x01", 5)).toHex(' '));
        std::vector<std::int16_t> wideBack(wide.size(), 0);
        QVERIFY2(layercodec::decode16(wideWritten, wideBack, error), qPrintable(error));
        QVERIFY(wideBack == wide);
    }

    void damagedRunsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("runs");
        QTest::addColumn<QString>("message");
        // The layer holds 10 bytes.
        QTest::newRow("empty run") << QByteArray("\x0a\x01\x00\x02", 4)
                                   << "data: run 2 is empty or goes past the end of the layer";
        QTest::newRow("past the end") << QByteArray("\x0b\x01", 2)
                                      << "data: run 1 is empty or goes past the end of the layer";
        QTest::newRow("count without value")
            << QByteArray("\x05\x01\x05", 3) << "data: run 2 is cut short";
        QTest::newRow("count cut") << QByteArray("\x05\x01\x85", 3) << "data: run 2 is cut short";
        QTest::newRow("endless count") << QByteArray("\x85\x85\x85\x85\x85\x01\x01", 7)
                                       << "data: run 1 is empty or goes past the end of the layer";
        QTest::newRow("too few") << QByteArray("\x05\x01\x04\x02", 4)
                                 << "data: the runs fill 9 of 10 value"; // (s): no catalogue
    }
    void damagedRunsAreNamed()
    {
        QFETCH(QByteArray, runs);
        QFETCH(QString, message);
        std::vector<std::uint8_t> out(10);
        QString error;
        QVERIFY(!layercodec::decode8(runsLayer(runs, 10), out, error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void versionSaysWhichReaderIsNeeded()
    {
        const HexMap map = regionsMap(60, 40);
        const auto versionOf = [](const QByteArray &json) {
            return QJsonDocument::fromJson(json).object().value(QStringLiteral("version")).toInt();
        };
        const QByteArray runs = serializeMap(map, true);
        const QByteArray bytes = serializeMap(map, true, {}, LayerEncoding::BytesOnly);
        QCOMPARE(versionOf(runs), 2);
        QCOMPARE(versionOf(bytes), 1); // what older Hexstride wrote and reads
        for (const QByteArray &json : {runs, bytes}) {
            const MapLoadResult r = loadMapData(json, QStringLiteral("m.json"));
            QVERIFY2(r.map, qPrintable(r.error));
            QVERIFY(*r.map == map);
        }
        // A version from the future is refused with a word on why.
        QJsonObject root = QJsonDocument::fromJson(runs).object();
        root.insert(QStringLiteral("version"), 3);
        const MapLoadResult r = loadMapData(QJsonDocument(root).toJson(), QStringLiteral("m.json"));
        QVERIFY(!r.map);
        QVERIFY2(r.error.contains(QStringLiteral("newer than this Hexstride reads (2)")),
                 qPrintable(r.error));
    }

    void bundledSampleStillOpens()
    {
        // Written before runs existed: every layer zlib bytes, version 1.
        const MapLoadResult r = loadMapFile(QStringLiteral(":/maps/mepbm-1000.hexmap"));
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY(r.map->hexCount() > 0);
    }
};

QTEST_GUILESS_MAIN(TestLayerRuns)
#include "tst_layerruns.moc"
