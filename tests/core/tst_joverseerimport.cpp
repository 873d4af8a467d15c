#include "io/joverseerimport.h"
#include "map/mapstats.h"
#include "testpaths.h"

#include <QFile>
#include <QMap>
#include <QSet>
#include <QTest>

using namespace hexstride;

namespace {
const QString kMepbm = testpaths::data("/mepbm/");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// An independent reading of the files, straight from the README, sharing no code with the
// importer: hexes are XXYY numbers, sides are normalised to the unordered pair of hex numbers
// they separate, using the README's own neighbour table.
struct Independent
{
    int hexes = 0;
    QMap<int, int> terrainCodes;    // code → hexes
    QMap<int, int> edgesPerFeature; // traffic code → distinct sides
    int oneSided = 0;               // (side, feature) recorded from one hex only
};

int neighbourNumber(int xxyy, int side)
{
    int col = xxyy / 100, row = xxyy % 100;
    const bool odd = row % 2 == 1;
    switch (side) {
    case 1:
        return odd ? col * 100 + row - 1 : (col + 1) * 100 + row - 1; // ne
    case 2:
        return (col + 1) * 100 + row; // e
    case 3:
        return odd ? col * 100 + row + 1 : (col + 1) * 100 + row + 1; // se
    case 4:
        return odd ? (col - 1) * 100 + row + 1 : col * 100 + row + 1; // sw
    case 5:
        return (col - 1) * 100 + row; // w
    case 6:
        return odd ? (col - 1) * 100 + row - 1 : col * 100 + row - 1; // nw
    }
    return -1;
}

Independent countIndependently(const QString &game)
{
    Independent c;
    QSet<int> listed;
    for (QByteArray line : readAll(kMepbm + game + ".terrain").split('\n')) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const auto parts = line.split(',');
        listed.insert(parts[0].mid(1, 4).toInt());
        ++c.terrainCodes[parts[1].toInt()];
        ++c.hexes;
    }
    // (low hex, high hex, feature) → which of the two recorded it (1 low, 2 high)
    QMap<std::tuple<int, int, int>, int> sides;
    for (QByteArray line : readAll(kMepbm + game + ".traffic").split('\n')) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const auto parts = line.split(',');
        const int hex = parts[0].mid(1, 4).toInt();
        const int other = neighbourNumber(hex, parts[2].toInt());
        const auto key
            = std::make_tuple(std::min(hex, other), std::max(hex, other), parts[3].toInt());
        sides[key] |= hex < other ? 1 : 2;
    }
    for (auto it = sides.cbegin(); it != sides.cend(); ++it) {
        ++c.edgesPerFeature[std::get<2>(it.key())];
        const int recorder = it.value() == 1 ? std::get<0>(it.key()) : std::get<1>(it.key());
        const int across
            = recorder == std::get<0>(it.key()) ? std::get<1>(it.key()) : std::get<0>(it.key());
        if (it.value() != 3 && listed.contains(across) && recorder != across)
            ++c.oneSided;
    }
    return c;
}
} // namespace

class TestJOverseerImport : public QObject
{
    Q_OBJECT
private slots:
    void realMaps_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("hexes"); // the terrain file's line count, by `wc -l`
        QTest::newRow("1000") << "1000" << 1716;
        QTest::newRow("2950") << "2950" << 1716;
        QTest::newRow("CME") << "CME" << 320;
    }
    void realMaps()
    {
        QFETCH(QString, game);
        QFETCH(int, hexes);
        const JOverseerImportResult r
            = importJOverseer(kMepbm + game + ".terrain", kMepbm + game + ".traffic");
        QVERIFY2(r.map, qPrintable(r.error));
        const HexMap &m = *r.map;
        QCOMPARE(m.width(), 44);
        QCOMPARE(m.height(), 39);
        QCOMPARE(m.rulesetId(), QString("pbm-strategic"));
        QCOMPARE(m.shape().labels, LabelScheme::Numeric);
        QCOMPARE(m.grid(), (HexGridLayout{Orientation::PointyTop, OffsetParity::OddShifted}));
        QCOMPARE(m.terrains().ids(), QStringList({"shore", "plains", "hills", "forest", "desert",
                                                  "swamp", "mountains", "sea", "ocean"}));
        QCOMPARE(m.edgeFeatureIds().ids(),
                 QStringList({"minor-river", "major-river", "ford", "bridge", "road"}));
        QCOMPARE(m.hexFeatureIds().ids(), QStringList({"village", "town", "major-town", "city",
                                                       "capital", "fortification"}));
        QCOMPARE(r.terrainRecords, hexes);
        QCOMPARE(r.missingHexes, 44 * 39 - hexes);

        const Independent expected = countIndependently(game);
        QCOMPARE(expected.hexes, hexes);
        const MapStats stats = computeMapStats(m);
        // Terrain codes 1..9 → ids, as the README names them.
        const QMap<int, QString> codeToId{{1, "plains"}, {2, "shore"}, {3, "forest"},
                                          {4, "swamp"},  {5, "hills"}, {6, "mountains"},
                                          {7, "desert"}, {8, "sea"},   {9, "ocean"}};
        for (auto it = codeToId.cbegin(); it != codeToId.cend(); ++it) {
            int count = expected.terrainCodes.value(it.key());
            if (it.value() == "ocean")
                count += 44 * 39 - hexes; // unlisted hexes are ocean
            QCOMPARE(stats.hexesPerTerrain[m.terrains().indexOf(it.value())], count);
        }
        const QMap<int, QString> featureToId{
            {1, "ford"}, {2, "bridge"}, {3, "major-river"}, {4, "minor-river"}, {5, "road"}};
        for (auto it = featureToId.cbegin(); it != featureToId.cend(); ++it)
            QCOMPARE(stats.edgesPerEdgeFeature[m.edgeFeatureIds().indexOf(it.value())],
                     expected.edgesPerFeature.value(it.key()));
        QCOMPARE(r.oneSided.size(), expected.oneSided);
        QCOMPARE(r.warnings.size(), expected.oneSided + (r.missingHexes > 0 ? 1 : 0));
        qInfo("%s: %d hexes, edges per feature ford %d bridge %d major %d minor %d road %d, "
              "one-sided %d",
              qPrintable(game), hexes, expected.edgesPerFeature.value(1),
              expected.edgesPerFeature.value(2), expected.edgesPerFeature.value(3),
              expected.edgesPerFeature.value(4), expected.edgesPerFeature.value(5),
              expected.oneSided);
    }

    // Hand-checked facts of the 1000 map: 1803 has a road on its e side (first traffic line),
    // so 1903 has it on its w side; 0101 is ocean.
    void knownHexes()
    {
        const auto r = importJOverseer(kMepbm + "1000.terrain", kMepbm + "1000.traffic");
        QVERIFY(r.map);
        const HexMap &m = *r.map;
        const int road = m.edgeFeatureIds().indexOf("road");
        const Hex h1803 = *m.parseLabel("1803");
        const Hex h1903 = *m.parseLabel("1903");
        QVERIFY(m.edgeFeatures(h1803, *parseDirection(Orientation::PointyTop, "e")) & (1 << road));
        QVERIFY(m.edgeFeatures(h1903, *parseDirection(Orientation::PointyTop, "w")) & (1 << road));
        QCOMPARE(m.terrains().id(m.terrain(*m.parseLabel("0101"))), QString("ocean"));
        QCOMPARE(m.terrains().id(m.terrain(*m.parseLabel("1501"))), QString("shore"));
        // The first one-sided record of 1000.traffic, found by hand: "0704",0,1,4 (minor river on
        // ne); 0704's ne is 0803 (YY 04 even: column + 1), and 0803 lists no minor river on sw.
        QVERIFY(!r.oneSided.isEmpty());
        QCOMPARE(r.oneSided.first(), (JOverseerOneSidedFeature{"0704", 1, "ne", "minor-river"}));
    }

    // Issue 3's example "2718 nw → 2617" against the data: the README's table (YY even: nw is
    // the same column) gives 2717, and the both-sided traffic records agree with that table
    // (1000.traffic: 858 of 870 diagonal records mirrored by the neighbour it names; with odd
    // rows shifted instead, only 242). Near 2718: "2717",0,4,4 (minor river on sw) and
    // "2618",0,1,4 (minor river on ne) are one side seen from both hexes only if 2717's sw is
    // 2618, i.e. odd rows (17) reach column − 1 going down-left.
    void middleEarthNeighboursMatchTheData()
    {
        const auto r = importJOverseer(kMepbm + "1000.terrain", kMepbm + "1000.traffic");
        QVERIFY(r.map);
        const HexMap &m = *r.map;
        const auto dir = [](const char *name) {
            return *parseDirection(Orientation::PointyTop, QString(name));
        };
        QCOMPARE(m.label(neighbour(*m.parseLabel("2718"), dir("nw"))), QString("2717"));
        QCOMPARE(m.label(neighbour(*m.parseLabel("2717"), dir("sw"))), QString("2618"));
        const int minor = m.edgeFeatureIds().indexOf("minor-river");
        QVERIFY(m.edgeFeatures(*m.parseLabel("2618"), dir("ne")) & (1 << minor));
        for (const JOverseerOneSidedFeature &f : r.oneSided)
            QVERIFY(!(f.hex == "2717" && f.sideName == "sw")
                    && !(f.hex == "2618" && f.sideName == "ne"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("terrain");
        QTest::addColumn<QByteArray>("traffic");
        QTest::addColumn<QString>("expected");
        const QByteArray okTerrain = "\"0101\",1\r\n\"0201\",2\r\n";
        QTest::newRow("bad terrain code") << QByteArray("\"0101\",1\n\"0201\",12\n") << QByteArray()
                                          << "t.terrain: line 2: unknown terrain code \"12\"";
        QTest::newRow("hex off board") << QByteArray("# c\n\"4501\",1\n") << QByteArray()
                                       << "t.terrain: line 2: \"4501\" is not a hex";
        QTest::newRow("too few fields")
            << QByteArray("\"0101\"\n") << QByteArray() << "t.terrain: line 1: expected";
        QTest::newRow("twice") << QByteArray("\"0101\",1\n\"0101\",2\n") << QByteArray()
                               << "t.terrain: line 2: hex 0101 is listed twice";
        QTest::newRow("bad side") << okTerrain << QByteArray("#x\r\n\"0101\",0,7,1\r\n")
                                  << "t.traffic: line 2: expected";
        QTest::newRow("bad feature")
            << okTerrain << QByteArray("\"0101\",0,2,x\n") << "t.traffic: line 1: expected";
        QTest::newRow("bad hex") << okTerrain << QByteArray("\"01O1\",0,2,1\n")
                                 << "t.traffic: line 1: \"01O1\"";
        // Probe 11, N11: a number's reading stopped at a NUL, so "9\0" was read as 9.
        QTest::newRow("NUL in terrain")
            << QByteArray("\"0101\",1\n\"0201\",9") + '\0' + "\n"
            << QByteArray()
            << "t.terrain: line 2: a NUL character (byte 0) has no place in the file";
        QTest::newRow("NUL in traffic")
            << okTerrain << QByteArray("\"0101\",0,2,5") + '\0' + "\n"
            << "t.traffic: line 1: a NUL character (byte 0) has no place in the file";
        // probe18 S10: read as every text file is: UTF-8 (a Latin-1 byte was a U+FFFD in "is
        // not a hex number"), no control character or second byte order mark in a line.
        QTest::newRow("Latin-1 byte") << QByteArray("\"0101\",1\n\"02\xe9"
                                                    "01\",2\n")
                                      << QByteArray()
                                      << "t.terrain:2:4: the text is not valid UTF-8 (save it "
                                         "as UTF-8)";
        QTest::newRow("DOS Ctrl-Z") << okTerrain << QByteArray("\"0101\",0,2,5\r\n\x1a")
                                    << "t.traffic:2:1: a control character (U+001A), which "
                                       "many editors do not show: delete it";
        QTest::newRow("second BOM")
            << QByteArray("\xef\xbb\xbf\xef\xbb\xbf\"0101\",1\n") << QByteArray()
            << "t.terrain:1:1: a byte order mark (U+FEFF) inside the file, which many editors "
               "do not show: delete it";
        const QString text = "\"0101\",1\n\"0201\",2\n";
        QTest::newRow("UTF-16") << QByteArray(reinterpret_cast<const char *>(text.utf16()),
                                              text.size() * 2)
                                << QByteArray()
                                << "t.terrain:1:2: the text looks like UTF-16: save it as UTF-8";
    }
    void malformed()
    {
        QFETCH(QByteArray, terrain);
        QFETCH(QByteArray, traffic);
        QFETCH(QString, expected);
        const auto r = importJOverseerData(terrain, "t.terrain", traffic, "t.traffic");
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith(expected), qPrintable(r.error));
    }

    // probe18 S10: a leading byte order mark (Notepad writes one) is taken, and lone-CR line
    // ends (classic Mac) end lines, as in every text file the program reads.
    void bomAndLoneCrLineEnds()
    {
        const auto r = importJOverseerData("\xef\xbb\xbf\"0101\",6\r0201,1\r", "t",
                                           "\xef\xbb\xbf# traffic\r\"0101\",0,2,5\r", "f");
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.terrainRecords, 2);
        QCOMPARE(r.trafficRecords, 1);
        QCOMPARE(r.map->terrains().id(r.map->terrain(*r.map->parseLabel("0201"))),
                 QString("plains"));
    }

    void crlfCommentsAndQuotes()
    {
        const auto r = importJOverseerData("# terrain\r\n\"0101\",6\r\n0201,1\r\n", "t",
                                           "\"0101\",0,2,5\r\n", "f");
        QVERIFY2(r.map, qPrintable(r.error));
        QCOMPARE(r.terrainRecords, 2);
        QCOMPARE(r.map->terrains().id(r.map->terrain(*r.map->parseLabel("0101"))),
                 QString("mountains"));
        // Recorded from 0101 only while 0201 is listed: one warning naming hex, side and feature.
        QCOMPARE(r.oneSided.size(), 1);
        QCOMPARE(r.oneSided[0], (JOverseerOneSidedFeature{"0101", 2, "e", "road"}));
        QVERIFY(r.warnings[0].contains("0101") && r.warnings[0].contains("road"));
    }
};

QTEST_GUILESS_MAIN(TestJOverseerImport)
#include "tst_joverseerimport.moc"
