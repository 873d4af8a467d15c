// Layout words in the UI language (issue 11): `info` and `reshape` name a map's orientation and
// offset parity in words of the language they speak, while --json keeps the file's ids.
#include "support/clitestmaps.h"

#include "io/mapfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace clitest;
using namespace hexstride;

namespace {
QString savedFlatMap(const QTemporaryDir &dir)
{
    HexMap m = pbmMap();
    MapShape shape = m.shape();
    shape.grid = {Orientation::FlatTop, OffsetParity::OddShifted};
    const HexMap flat(shape, m.rulesetId(), m.terrains(), m.hexFeatureIds(), m.edgeFeatureIds(),
                      Plains);
    const QString path = dir.filePath("m.json");
    if (!saveMapFile(flat, path).isEmpty())
        qFatal("cannot save %s", qPrintable(path));
    return path;
}
} // namespace

class TestLayoutWords : public QObject
{
    Q_OBJECT
private slots:
    // Rule: Russian output names the layout in Russian words, never the file's English ids.
    void infoNamesTheLayoutInRussian()
    {
        QTemporaryDir dir;
        const Run r = cliIn("ru", {"info", savedFlatMap(dir)});
        QCOMPARE(r.code, 0);
        // walk17 X14: counted from the first, as the user counts (the file's "odd" counts from 0).
        QVERIFY2(r.out.contains("Ориентация: плоский верх; сдвиг на полгекса: каждый второй "
                                "столбец (2-й, 4-й, …)"),
                 qPrintable(r.out));
        QVERIFY2(!r.out.contains("flat") && !r.out.contains("odd"), qPrintable(r.out));
        const Run en = cliIn("en", {"info", savedFlatMap(dir)});
        QVERIFY2(en.out.contains("Orientation: flat-top; shifted by half a hex: every second "
                                 "column (2nd, 4th, …)"),
                 qPrintable(en.out));
        // The JSON keeps the ids of the file format.
        const QJsonObject o = parseObject(cliIn("ru", {"info", savedFlatMap(dir), "--json"}).out);
        QCOMPARE(o["orientation"].toString(), QString("flat"));
        QCOMPARE(o["parity"].toString(), QString("odd"));
    }

    // Rule: reshape says the parity an odd shift gives in the language of its output.
    void reshapeNamesTheParityInRussian()
    {
        QTemporaryDir dir;
        const Run r = cliIn("ru", {"reshape", savedFlatMap(dir), dir.filePath("out.json"),
                                   "--width", "29", "--height", "20", "--shift-col", "-1"});
        QCOMPARE(r.code, 0);
        QVERIFY2(
            r.out.contains("теперь это первый столбец и каждый второй после него (1-й, 3-й, …)"),
            qPrintable(r.out));
        QVERIFY2(!r.out.contains("even"), qPrintable(r.out));
    }
};

QTEST_GUILESS_MAIN(TestLayoutWords)
#include "tst_layoutwords.moc"
