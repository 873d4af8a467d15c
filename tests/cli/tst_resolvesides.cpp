// hexstride-cli resolve with the map's sides table (docs/file-format.md `sides`): pbm-strategic
// §6.3 lets an army pass an army of a side friendly or tolerant both ways, §6.4 stops it in a
// hostile side's fortified population centre, read from the map file.
//
// The army orders e, e, e from 1005 along a row of plains (3 MP a hex, 12 MP): alone it ends on
// 1305 (9 MP); stopped it ends on 1205, the hex of the other army or of the centre.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
const QByteArray kOrders = "Army of the North | 1005 | side=Free figures=1200 | e, e, e\n";
} // namespace

class TestResolveSides : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_orders;

    QString saved(const HexMap &map, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        if (!saveMapFile(map, path).isEmpty())
            qFatal("cannot save %s", qPrintable(name));
        return path;
    }
    QJsonObject resolved(const QString &map)
    {
        const Run r = clitest::cli({"resolve", map, m_orders, "--json"});
        if (r.code != 0)
            qWarning("%s", qPrintable(r.err));
        return parseObject(r.out);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath("orders.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOrders);
        m_orders = f.fileName();
    }

    void tolerantArmyLetsItPass()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Watch of Minas", "Shadow", *map.parseLabel("1205"), {}, 400};
        const QJsonObject hostile = resolved(saved(map, "hostile.hexmap"));
        QCOMPARE(hostile["units"].toArray().at(0).toObject()["end"].toString(), QString("1205"));

        map.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
        map.sides().setRelation("Shadow", "Free", SideRelation::Friendly);
        const QJsonObject o = resolved(saved(map, "tolerant.hexmap"));
        const QJsonObject north = o["units"].toArray().at(0).toObject();
        QCOMPARE(north["end"].toString(), QString("1305"));
        QCOMPARE(north["events"].toArray().size(), 0);
        QCOMPARE(o["decisions"].toArray().size(), 0);
    }

    void hostileFortifiedCentreStopsIt()
    {
        HexMap map = pbmMap();
        const Hex centre = *map.parseLabel("1205");
        // town (bit 1) with fortification (bit 5), owned by Shadow.
        map.setHexFeatures(centre, FeatureMask((1u << 1) | (1u << 5)));
        map.sides().setOwner(centre, "Shadow");
        const QString path = saved(map, "centre.hexmap");
        const QJsonObject o = resolved(path);
        const QJsonObject north = o["units"].toArray().at(0).toObject();
        QCOMPARE(north["end"].toString(), QString("1205"));
        const QJsonObject stop = north["events"].toArray().last().toObject();
        QCOMPARE(stop["kind"].toString(), QString("stopped"));
        QCOMPARE(stop["reason"].toString(), QString("fortified-centre"));
        QCOMPARE(stop["hex"].toString(), QString("1205"));
        // No forcing past a centre (§6.4): nothing for the referee to decide.
        QCOMPARE(o["decisions"].toArray().size(), 0);
        const Run text = clitest::cli({"resolve", path, m_orders});
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains("Army of the North (Free): 1005 → 1205"), qPrintable(text.out));
    }

    // §6.2/§6.4: moving evasively (6 MP a plains hex: "e, e" is 12 MP) into Shadow's fortified
    // town on 1105 with an order left: evasion is a decision, stopped by default; the rolls
    // file's "evaded" lets it on to 1205.
    void evasionAnsweredFromTheRollsFile()
    {
        HexMap map = pbmMap();
        const Hex town = *map.parseLabel("1105");
        map.setHexFeatures(town, FeatureMask((1u << 1) | (1u << 5)));
        map.sides().setOwner(town, "Shadow");
        const QString path = saved(map, "evade.hexmap");
        QFile orders(m_dir.filePath("evasive.txt"));
        QVERIFY(orders.open(QIODevice::WriteOnly));
        orders.write("Army of the North | 1005 | side=Free figures=1200 evasive=yes | e, e\n");
        orders.close();
        const Run plain = clitest::cli({"resolve", path, orders.fileName(), "--json"});
        QCOMPARE(plain.code, 0);
        const QJsonObject o = parseObject(plain.out);
        QCOMPARE(o["units"].toArray().at(0).toObject()["end"].toString(), QString("1105"));
        const QJsonObject d = o["decisions"].toArray().at(0).toObject();
        QCOMPARE(d["id"].toString(), QString("evade:1105:Army of the North:Shadow"));
        QCOMPARE(d["kind"].toString(), QString("evade"));
        QCOMPARE(d["chosen"].toString(), QString("stopped"));

        QFile rolls(m_dir.filePath("rolls.json"));
        QVERIFY(rolls.open(QIODevice::WriteOnly));
        rolls.write(R"({"decisions": {"evade:1105:Army of the North:Shadow": "evaded"}})");
        rolls.close();
        const Run evaded = clitest::cli(
            {"resolve", path, orders.fileName(), "--rolls", rolls.fileName(), "--json"});
        QCOMPARE(evaded.code, 0);
        const QJsonObject e = parseObject(evaded.out);
        QCOMPARE(e["units"].toArray().at(0).toObject()["end"].toString(), QString("1205"));
        QCOMPARE(e["decisions"].toArray().at(0).toObject()["source"].toString(),
                 QString("decision"));
    }

    void badSidesAreNamed()
    {
        QFile f(m_dir.filePath("bad.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QByteArray json = serializeMap(pbmMap(), true);
        json.replace("\"format\"",
                     "\"sides\": {\"relations\": [{\"side\": \"Free\", \"toward\": \"Shadow\", "
                     "\"relation\": \"allied\"}]}, \"format\"");
        f.write(json);
        f.close();
        const Run r = clitest::cli({"resolve", f.fileName(), m_orders});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("sides.relations[0].relation"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestResolveSides)
#include "tst_resolvesides.moc"
