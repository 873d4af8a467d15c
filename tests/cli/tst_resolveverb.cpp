// hexstride-cli resolve: a whole turn from a map and an orders file (or the map's plans) to
// JSON, text, side reports and the map after the turn; pbm-strategic encounters answered from a
// rolls file (§6.3, §6.5, §6.6) and strategic-commanders contested hexes (§3.1).
#include "io/mapfile.h"
#include "resolvecommand.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "support/clitestmaps.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(name));
    f.write(text);
    return f.fileName();
}

/// 1005 → 1105 → 1205 (a hostile army) → 1305 along a row of plains (3 MP a hex).
const QByteArray kOrders = "# Turn 1\n"
                           "Army of the North | 1005 | side=Free figures=1200 | e, e, e\n";
} // namespace

class TestResolveVerb : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_map, m_orders;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        HexMap map = pbmMap();
        map.units() << MapUnit{"Watch of Minas", "Shadow", *map.parseLabel("1205"), {}, 400};
        m_map = m_dir.filePath("turn.hexmap");
        QCOMPARE(saveMapFile(map, m_map), QString());
        m_orders = write(m_dir, "orders.txt", kOrders);
    }

    // §6.3: stopped in the hostile army's hex; the moment is a decision with its default.
    void jsonStopsAtTheHostileArmy()
    {
        const Run r = clitest::cli({"resolve", m_map, m_orders, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["ruleset"].toString(), QString("pbm-strategic"));
        const QJsonObject north = o["units"].toArray().at(0).toObject();
        QCOMPARE(north["name"].toString(), QString("Army of the North"));
        QCOMPARE(north["side"].toString(), QString("Free"));
        QCOMPARE(north["start"].toString(), QString("1005"));
        QCOMPARE(north["end"].toString(), QString("1205"));
        QCOMPARE(north["steps"].toArray().size(), 3);
        QCOMPARE(north["steps"].toArray().at(2).toObject()["status"].toString(),
                 QString("blocked"));
        bool stopped = false;
        for (const auto &e : north["events"].toArray())
            stopped
                = stopped
                  || (e.toObject()["kind"] == "stopped" && e.toObject()["reason"] == "hostile-army"
                      && e.toObject()["hex"] == "1205");
        QVERIFY2(stopped, qPrintable(r.out));
        const QJsonObject d = o["decisions"].toArray().at(0).toObject();
        QCOMPARE(d["kind"].toString(), QString("force-past"));
        QCOMPARE(d["chosen"].toString(), QString("stopped"));
        QCOMPARE(d["source"].toString(), QString("default"));
        QCOMPARE(d["id"].toString(), QString("force-past:1205:Army of the North:Watch of Minas"));
    }

    // §6.5: the referee's decision from the rolls file lets it force past.
    void rollsFileDecides()
    {
        const QString rolls = write(
            m_dir, "rolls.json",
            R"({"decisions": {"force-past:1205:Army of the North:Watch of Minas": "force-past"}})");
        const Run r = clitest::cli({"resolve", m_map, m_orders, "--rolls", rolls, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = parseObject(r.out);
        QCOMPARE(o["units"].toArray().at(0).toObject()["end"].toString(), QString("1305"));
        QCOMPARE(o["decisions"].toArray().at(0).toObject()["source"].toString(),
                 QString("decision"));
        const QString bad = write(m_dir, "bad.json", R"({"decisions": {"x": 3}})");
        const Run b = clitest::cli({"resolve", m_map, m_orders, "--rolls", bad});
        QCOMPARE(b.code, 1);
        QVERIFY2(b.err.contains("bad.json") && b.err.contains("decisions.x"), qPrintable(b.err));
    }

    // probe17 R05: a rolls file in Latin-1 was read with U+FFFD in it and refused as "no such
    // decision"; it is called what it is, with its line and column.
    void rollsFileNotInUtf8IsCalledSo()
    {
        const QString rolls = m_dir.filePath("latin1.json");
        QFile f(rolls);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"decisions\": {\n\"Ar\xe9gorn\": \"X\"}}\n");
        f.close();
        const Run r = clitest::cli({"resolve", m_map, m_orders, "--rolls", rolls});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, rolls + ":2:4: the text is not valid UTF-8 (save it as UTF-8)\n");
    }

    void textNamesTheUnitAndTheDecision()
    {
        const Run r = clitest::cli({"resolve", m_map, m_orders});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Army of the North (Free): 1005 → 1205"), qPrintable(r.out));
        QVERIFY2(r.out.contains("force-past:1205:Army of the North:Watch of Minas"),
                 qPrintable(r.out));
    }

    void badLinesAreNamedAndTheRestResolved()
    {
        const QString orders
            = write(m_dir, "bad.txt", kOrders + "Lost | 9999 | | e\nOdd | 1005 | figures=x | e\n");
        const Run r = clitest::cli({"resolve", m_map, orders, "--json"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("bad.txt:3:"), qPrintable(r.err));
        QVERIFY2(r.err.contains("bad.txt:4:"), qPrintable(r.err));
        // The good line and the map's army without orders (it stands).
        QCOMPARE(parseObject(r.out)["units"].toArray().size(), 2);
    }

    // walk12 #12: an orders file written with the Russian letters the planner shows (any case)
    // is read as the game's names. Pointy-top, odd rows shifted: from 1005 (row 5) В (east) is
    // 1105, СВ (north-east) into the shifted row 4 is 1104, з (west) 1004; the steps are named
    // in the game's notation.
    void russianDirectionLettersAreRead()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Army of the North", "Free", *map.parseLabel("1005"), {}, 1200};
        const QString mapFile = m_dir.filePath("russian.hexmap");
        QCOMPARE(saveMapFile(map, mapFile), QString());
        const QString orders
            = write(m_dir, "russian.txt",
                    QStringLiteral("Army of the North | 1005 | | В, СВ, з\n").toUtf8());
        const Run r = clitest::cli({"resolve", mapFile, orders, "--json"});
        QCOMPARE(r.code, 0);
        const QJsonObject north = parseObject(r.out)["units"].toArray().at(0).toObject();
        QCOMPARE(north["end"].toString(), QString("1004"));
        const QJsonArray steps = north["steps"].toArray();
        QCOMPARE(steps.size(), 3);
        const QStringList to{"1105", "1104", "1004"};
        const QStringList order{"e", "ne", "w"};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject s = steps.at(i).toObject();
            QCOMPARE(s["to"].toString(), to[i]);
            QCOMPARE(s["order"].toString(), order[i]);
            QCOMPARE(s["status"].toString(), QString("ok"));
        }
        // A letter the map's hexes lack (С, north, on pointy-top hexes) is named at its column.
        const QString north2 = write(
            m_dir, "north.txt", QStringLiteral("Army of the North | 1005 | | В, С\n").toUtf8());
        const Run n = clitest::cli({"resolve", mapFile, north2, "--json"});
        QCOMPARE(n.code, 1);
        QVERIFY2(n.err.contains("north.txt:1:33:"), qPrintable(n.err));
    }

    // Side reports: each side's own units and what they met, nothing else; a picture each.
    void reportDirPerSide()
    {
        const QString dir = m_dir.filePath("reports");
        const Run r = clitest::cli({"resolve", m_map, m_orders, "--report-dir", dir});
        QCOMPARE(r.code, 0);
        QFile json(dir + "/Free.json");
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject free = parseObject(QString::fromUtf8(json.readAll()));
        QCOMPARE(free["side"].toString(), QString("Free"));
        QCOMPARE(free["units"].toArray().size(), 1);
        QVERIFY(QFile::exists(dir + "/Free.txt"));
        // The army was stopped by Watch of Minas: the decision is part of its side's report.
        QCOMPARE(free["decisions"].toArray().at(0).toObject()["units"].toArray().size(), 2);
        QImage png(dir + "/Free.png");
        QVERIFY(!png.isNull());
        // The Shadow army sent no orders: it stood, and its side is still told what it met
        // (the Army of the North, stopped in its hex) and of the decision about it.
        QFile shadowFile(dir + "/Shadow.json");
        QVERIFY(shadowFile.open(QIODevice::ReadOnly));
        const QJsonObject shadow = parseObject(QString::fromUtf8(shadowFile.readAll()));
        const QJsonArray shadowUnits = shadow["units"].toArray();
        QCOMPARE(shadowUnits.size(), 1);
        const QJsonObject watch = shadowUnits[0].toObject();
        QCOMPARE(watch["name"].toString(), QString("Watch of Minas"));
        QCOMPARE(watch["start"].toString(), watch["end"].toString());
        QCOMPARE(watch["events"].toArray().at(0).toObject()["kind"].toString(), QString("met"));
        QCOMPARE(watch["events"].toArray().at(0).toObject()["other"].toString(),
                 QString("Army of the North"));
        QCOMPARE(shadow["decisions"].toArray().size(), 1);
        // Each side's report holds only its own armies.
        QCOMPARE(free["units"].toArray().at(0).toObject()["name"].toString(),
                 QString("Army of the North"));
    }

    // The map after the turn: the army from the orders file stands where it stopped.
    void writeMapAfterTheTurn()
    {
        const QString out = m_dir.filePath("after.hexmap");
        const Run r = clitest::cli({"resolve", m_map, m_orders, "--write-map", out});
        QCOMPARE(r.code, 0);
        const MapLoadResult after = loadMapFile(out);
        QVERIFY(after.map);
        bool found = false;
        for (const MapUnit &u : after.map->units()) {
            if (u.name == "Army of the North") {
                QCOMPARE(after.map->label(u.hex), QString("1205"));
                QCOMPARE(u.side, QString("Free"));
                QCOMPARE(u.figures, 1200);
                found = true;
            }
        }
        QVERIFY(found);
    }

    // probe16 Q09: a turn whose armies would meet too often is refused, and nothing of it is
    // printed or written: 600 Free armies leave 1005 where 600 Shadow armies stand, each meeting
    // the 600 (startTogetherStops): 360,000 meetings, more than 250,000 + 4 × 1,200.
    void aTurnWhoseArmiesMeetTooOftenIsRefused()
    {
        HexMap map = pbmMap();
        QByteArray orders = "# Turn 1\n";
        for (int i = 0; i < 600; ++i) {
            map.units() << MapUnit{QString("F%1").arg(i), "Free", *map.parseLabel("1005"), {}, 100}
                        << MapUnit{
                               QString("S%1").arg(i), "Shadow", *map.parseLabel("1005"), {}, 100};
            orders += QString("F%1 | | | e\n").arg(i).toUtf8();
        }
        const QString path = m_dir.filePath("crowd.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const QString out = m_dir.filePath("crowd-after.hexmap");
        const Run r = clitest::cli(
            {"resolve", path, write(m_dir, "crowd.txt", orders), "--write-map", out});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.contains("too many armies meet in 1005: the turn's armies would meet more "
                                "than 254800 times"),
                 qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    // Without an orders file the map's plans move; executed orders leave the plan.
    void plansOfTheMap()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Riders", "Free", *map.parseLabel("1005"), {}, 300};
        map.plans() << MovementPlan{
            "Riders' plan", "Riders", *map.parseLabel("1005"), {"e", "e"}, {}};
        const QString path = m_dir.filePath("plans.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const QString out = m_dir.filePath("plans-after.hexmap");
        const Run r = clitest::cli({"resolve", path, "--json", "--write-map", out});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseObject(r.out)["units"].toArray().at(0).toObject()["end"].toString(),
                 QString("1205"));
        const MapLoadResult after = loadMapFile(out);
        QVERIFY(after.map);
        QCOMPARE(after.map->label(after.map->units().at(0).hex), QString("1205"));
        QCOMPARE(after.map->plans().at(0).orders, QStringList());
        QCOMPARE(after.map->label(after.map->plans().at(0).start), QString("1205"));
    }

    // probe17 R07: an orders file moved the Riders one hex while their plan (e, e) was not
    // carried out; the plan stayed at 1005 and `check` and the next `resolve` refused the
    // written map. The plan now starts where the Riders ended, its orders dropped.
    void anOrdersFileMovesThePlanToo()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Riders", "Free", *map.parseLabel("1005"), {}, 300};
        map.plans() << MovementPlan{
            "Riders' plan", "Riders", *map.parseLabel("1005"), {"e", "e"}, {}};
        const QString path = m_dir.filePath("file-plans.hexmap");
        QCOMPARE(saveMapFile(map, path), QString());
        const QString out = m_dir.filePath("file-plans-after.hexmap");
        const Run r = clitest::cli(
            {"resolve", path, write(m_dir, "riders.txt", "Riders | | | e\n"), "--write-map", out});
        QCOMPARE(r.code, 0);
        const MapLoadResult after = loadMapFile(out);
        QVERIFY(after.map);
        QCOMPARE(after.map->label(after.map->units().at(0).hex), QString("1105"));
        QCOMPARE(after.map->label(after.map->plans().at(0).start), QString("1105"));
        QCOMPARE(after.map->plans().at(0).orders, QStringList());
        const Run check = clitest::cli({"check", out});
        QCOMPARE(check.err, QString());
        QCOMPARE(check.out, QString("No problems found.\n"));
        QCOMPARE(check.code, 0);
        QCOMPARE(clitest::cli({"resolve", out}).code, 0);
    }

    // strategic-commanders §3.1 in process: the conflict names the rule that decided.
    void strategicConflictNamesItsRule()
    {
        RulesetLibrary library;
        const auto ruleset = library.ruleset("strategic-commanders");
        QVERIFY(ruleset);
        HexMap map
            = mapForRuleset(*ruleset, {14, 6, {}, LabelScheme::ColRow}, QStringLiteral("open"));
        const Hex a = map.grid().toHex({2, 2});
        const Hex b = map.grid().toHex({6, 2});
        map.units() << MapUnit{"Aragorn", "West", a, {}, 10}
                    << MapUnit{"Boromir", "West", b, {}, 20};
        map.plans() << MovementPlan{"p1", "Aragorn", a, {"e", "e"}, {}}
                    << MovementPlan{"p2", "Boromir", b, {"w", "w"}, {}};
        hexstride::cli::ResolveRequest req;
        req.json = true;
        const hexstride::cli::VerbOutput out = hexstride::cli::runResolve(map, library, req);
        QCOMPARE(out.exitCode, 0);
        const QJsonObject c = parseObject(out.printed())["conflicts"].toArray().at(0).toObject();
        QCOMPARE(c["rule"].toString(), QString("fewer-figures"));
        QCOMPARE(c["winner"].toString(), QString("Aragorn"));
        QCOMPARE(c["units"].toArray().size(), 2);
        QCOMPARE(c["hex"].toString(), map.label(map.grid().toHex({4, 2})));
        QCOMPARE(c["period"].toString(), QString("day"));
        QCOMPARE(c["turn"].toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestResolveVerb)
#include "tst_resolveverb.moc"
