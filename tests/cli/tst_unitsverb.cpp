// hexstride-cli units: a referee sets up armies from the command line. The map is
// clitest::pbmMap() (30 × 20 plains, hexes labelled XXYY); each change is read back from the
// saved file, and each refusal leaves the file as it was.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}
} // namespace

class TestUnitsVerb : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_map;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_map = m_dir.filePath("game.hexmap");
        QVERIFY(saveMapFile(pbmMap(), m_map).isEmpty());
    }

    void addEditRemove()
    {
        Run r = cli({"units", "add", m_map, "Army of the North", "--side", "Free", "--hex", "2718",
                     "--figures", "1200", "--unit", "troops=cavalry"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("Army of the North added: 2718, side Free, 1200 troop figures.\n"));
        r = cli({"units", "add", m_map, "Watch", "--side", "Shadow", "--hex", "0402"});
        QCOMPARE(r.code, 0);
        r = cli({"units", "edit", m_map, "Watch", "--name", "Watch of Minas", "--hex", "0502",
                 "--figures", "400"});
        QCOMPARE(r.out, QString("Watch of Minas changed: 0502, side Shadow, 400 troop figures.\n"));
        r = cli({"units", "list", m_map});
        QCOMPARE(r.out, QString("Army of the North | 2718 | troops=cavalry | side Free, 1200 "
                                "troop figures\nWatch of Minas | 0502 |  | side Shadow, 400 troop "
                                "figures\n2 units.\n"));
        const MapLoadResult loaded = loadMapFile(m_map);
        QVERIFY(loaded.map);
        QCOMPARE(loaded.map->units().size(), 2);
        QCOMPARE(loaded.map->units()[1].figures, 400);
        QCOMPARE(loaded.map->label(loaded.map->units()[1].hex), QString("0502"));
        r = cli({"units", "remove", m_map, "Army of the North"});
        QCOMPARE(r.out, QString("Army of the North removed.\n"));
        QCOMPARE(loadMapFile(m_map).map->units().size(), 1);
    }

    void refusalsChangeNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("typo") << QStringList{"edit", "Wacth of Minas", "--figures", "3"}
                              << "Wacth of Minas: no unit of the map has this name (did you mean "
                                 "\"Watch of Minas\"?)";
        QTest::newRow("twice") << QStringList{"add", "Watch of Minas", "--hex", "0101"}
                               << "Watch of Minas: the map already has a unit of this name";
        QTest::newRow("off map") << QStringList{"edit", "Watch of Minas", "--hex", "9999"}
                                 << "--hex: \"9999\" is not a hex of this map (labels are xxyy, "
                                    "e.g. \"0101\")";
        QTest::newRow("bar") << QStringList{"add", "A|B", "--hex", "0101"}
                             << "\"A|B\": a name on an orders line cannot hold \"|\", a line "
                                "break or another control character";
        QTest::newRow("tab") << QStringList{"add", "A\tB", "--hex", "0101"}
                             << "\"A\\tB\": a name on an orders line cannot hold \"|\"";
        QTest::newRow("comment") << QStringList{"add", "#1", "--hex", "0101"}
                                 << "\"#1\": an orders line that begins with \"#\" is a comment";
        QTest::newRow("spaces") << QStringList{"add", " Scouts", "--hex", "0101"}
                                << "\" Scouts\": an orders line cannot carry spaces at the start";
        // Issue 29 (probe9 findings 22 and 6): a name that shows nothing, or longer than a label.
        QTest::newRow("zero-width space")
            << QStringList{"add", QString(QChar(0x200b)), "--hex", "0101"}
            << QString("\"\\u200b\": a unit's name must not be blank"); // shown escaped
        // Probe 10, finding 13: a side that shows nothing (Hangul filler) looked side-less.
        QTest::newRow("invisible side")
            << QStringList{"add", "Scouts", "--hex", "0101", "--side", QString(QChar(0x3164))}
            << QString("--side \"") + QChar(0x3164) + "\": the side shows no visible character";
        QTest::newRow("257 characters")
            << QStringList{"add", QString(257, 'x'), "--hex", "0101"}
            << "\"" + QString(79, 'x') + "…\": a unit's name holds at most 256 characters";
        QTest::newRow("figures") << QStringList{"edit", "Watch of Minas", "--figures", "-5"}
                                 << "--figures \"-5\": expected a whole number";
        QTest::newRow("option") << QStringList{"edit", "Watch of Minas", "--unit", "troops=dragons"}
                                << "--unit: ";
        // Probe 11, N06: the last of two --unit KEY=… won without a word.
        QTest::newRow("option twice")
            << QStringList{"add",    "Scouts",         "--hex",  "0101",
                           "--unit", "troops=cavalry", "--unit", "troops=mixed"}
            << QString("--unit \"troops=cavalry\" and --unit \"troops=mixed\": troops is "
                       "given twice");
        // probe15 P13: names that read as another unit's but are written otherwise.
        const QString twin = "\", the name of another unit, but is written otherwise: give the two "
                             "units names that read differently";
        QTest::newRow("another case") << QStringList{"add", "watch of minas", "--hex", "0101"}
                                      << "\"watch of minas\" reads as \"Watch of Minas" + twin;
        QTest::newRow("a Cyrillic letter")
            << QStringList{"add", "Watch of " + QString(QChar(0x41c)) + "inas", "--hex", "0101"}
            << "\"Watch of " + QString(QChar(0x41c)) + "inas\" reads as \"Watch of Minas" + twin;
        QTest::newRow("a variation selector")
            << QStringList{"add", "Watch of Minas" + QString(QChar(0xfe0f)), "--hex", "0101"}
            << "\"Watch of Minas" + QString(QChar(0xfe0f)) + "\" reads as \"Watch of Minas" + twin;
        // probe15 P12: a side that reads as the map's "Shadow" (Watch of Minas's).
        QTest::newRow("a side's twin")
            << QStringList{"add",  "Scouts", "--hex",
                           "0101", "--side", "Shadow" + QString(QChar(0xfe0f))}
            << "--side \"Shadow" + QString(QChar(0xfe0f)) + "\": \"Shadow" + QString(QChar(0xfe0f))
                   + "\" reads as the side \"Shadow\" but is written otherwise";
        // probe16 Q04: an empty --side (a script's empty variable) made a side-less unit.
        QTest::newRow("empty side") << QStringList{"add", "Scouts", "--hex", "0101", "--side", ""}
                                    << "--side: give a side's name";
        QTest::newRow("blank side") << QStringList{"edit", "Watch of Minas", "--side", "  "}
                                    << "--side: give a side's name";
        QTest::newRow("no hex") << QStringList{"add", "Scouts", "--side", "Free"}
                                << "units add: give the unit's hex with --hex";
    }

    void refusalsChangeNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QByteArray before = digest(m_map);
        args.insert(1, m_map);
        const Run r = cli(QStringList{"units"} + args);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(message), qPrintable(r.err));
        QCOMPARE(digest(m_map), before);
    }

    // Probe20 U01: strategic-commanders allows one unit a hex; `units add` and `units edit --hex`
    // put a unit into a hex another holds without a word, `check` then said crowded-hex and the
    // next turn opened with a battle. The map (8 × 6): Aragorn (West) in 2,2, Gimli (West) in
    // 2,3, Boromir (East) in 5,2, Gorbag (East) in 6,4.
    void aHexAnotherUnitHoldsIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("add") << QStringList{"add", "X", "--hex", "2,2"}
                             << "X: the unit may not stand in 2,2: Aragorn (West) stands "
                                "there, and the ruleset allows one unit a hex: choose another hex, "
                                "or move Aragorn first\n";
        QTest::newRow("edit --hex") << QStringList{"edit", "Aragorn", "--hex", "5,2"}
                                    << "Aragorn: the unit may not stand in 5,2: Boromir "
                                       "(East) stands there, and the ruleset allows one unit a "
                                       "hex: choose another hex, or move Boromir first\n";
        QTest::newRow("a friend's hex") << QStringList{"edit", "Gimli", "--hex", "2,2"}
                                        << "Gimli: the unit may not stand in 2,2: Aragorn "
                                           "(West) stands there, and the ruleset allows one unit a "
                                           "hex: choose another hex, or move Aragorn first\n";
    }
    void aHexAnotherUnitHoldsIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString map = m_dir.filePath("one-a-hex.json");
        QFile::remove(map);
        QVERIFY(QFile::copy(testpaths::data("/maps/units-one-a-hex.json"), map));
        const QByteArray before = digest(map);
        args.insert(1, map);
        const Run r = cli(QStringList{"units"} + args);
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, message);
        QCOMPARE(digest(map), before);
    }

    // The hex a unit stands in is its own: an edit that keeps it, or names it again, is taken;
    // a unit without a side says "no side" (it said "side , 0 troop figures").
    void aUnitsOwnHexAndNoSide()
    {
        const QString map = m_dir.filePath("own-hex.json");
        QFile::remove(map);
        QVERIFY(QFile::copy(testpaths::data("/maps/units-one-a-hex.json"), map));
        Run r = cli({"units", "edit", map, "Aragorn", "--hex", "2,2", "--figures", "12"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("Aragorn changed: 2,2, side West, 12 troop figures.\n"));
        r = cli({"units", "add", map, "X", "--hex", "3,3"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("X added: 3,3, no side, 0 troop figures.\n"));
        r = cli({"units", "list", map});
        QVERIFY2(r.out.contains("\nX | 3,3 |  | no side, 0 troop figures\n"), qPrintable(r.out));
        r = cli({"check", map});
        QVERIFY2(!r.out.contains("one hex"), qPrintable(r.out));
    }

    // probe16 Q11: a plan without a unit moves as an army of its own name; a unit given that
    // name (or one that reads the same) made a map that `check` refuses.
    void aUnitlessPlansNameIsRefused()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Gimli", "Free", *map.parseLabel("0303"), {}, 10};
        map.plans() << MovementPlan{"Raid", {}, *map.parseLabel("0101"), {"e"}, {}};
        const QString path = m_dir.filePath("raid.hexmap");
        QVERIFY(saveMapFile(map, path).isEmpty());
        const QByteArray before = digest(path);
        const QString exact = "the plan \"Raid\" has no unit and moves as an army of that name: "
                              "give the unit another name\n";
        Run r = cli({"units", "add", path, "Raid", "--side", "Free", "--hex", "0505"});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, exact);
        r = cli({"units", "edit", path, "Gimli", "--name", "Raid"});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, exact);
        r = cli({"units", "add", path, "RAID", "--side", "Free", "--hex", "0505"});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, QString("\"RAID\" reads as \"Raid\", the name of a plan that has no unit "
                                "and moves as an army of that name: give the unit a name that "
                                "reads differently\n"));
        QCOMPARE(digest(path), before);
        // Another name, or an edit that keeps the name, is taken.
        r = cli({"units", "edit", path, "Gimli", "--figures", "12"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        r = cli({"units", "add", path, "Raiders", "--side", "Free", "--hex", "0505"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }

    // probe16 Q07: the unit's plan went with it without a word.
    void removingAUnitNamesThePlansThatGo()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Aragorn", "Free", *map.parseLabel("0303"), {}, 10}
                    << MapUnit{"Gimli", "Free", *map.parseLabel("0404"), {}, 10};
        map.plans() << MovementPlan{"P", "Aragorn", *map.parseLabel("0303"), {"e"}, {}}
                    << MovementPlan{"Q", "Gimli", *map.parseLabel("0404"), {"w"}, {}};
        const QString path = m_dir.filePath("plans.hexmap");
        QVERIFY(saveMapFile(map, path).isEmpty());
        Run r = cli({"units", "remove", path, "Aragorn"});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(r.out, QString("Aragorn removed, with its plan \"P\".\n"));
        QCOMPARE(loadMapFile(path).map->plans().size(), 1);
        r = cli({"units", "remove", path, "Gimli"});
        QCOMPARE(r.out, QString("Gimli removed, with its plan \"Q\".\n"));
        QVERIFY(loadMapFile(path).map->plans().isEmpty());
    }

    // probe16 Q11: a turn refused for a plan of the map printed the whole turn first.
    void resolvePrintsNoTurnItRefuses()
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"Raid", "Free", *map.parseLabel("0303"), {}, 10};
        map.plans() << MovementPlan{"Raid", {}, *map.parseLabel("0101"), {"e"}, {}};
        const QString path = m_dir.filePath("refused.hexmap");
        QVERIFY(saveMapFile(map, path).isEmpty());
        const QString reports = m_dir.filePath("refused-reports");
        for (const QStringList &extra :
             {QStringList{}, QStringList{"--json"}, QStringList{"--report-dir", reports}}) {
            const Run r = cli(QStringList{"resolve", path} + extra);
            QCOMPARE(r.code, 1);
            QCOMPARE(r.out, QString());
            // (The drawing verbs' Qt may note its own XDG_RUNTIME_DIR first.)
            QVERIFY2(r.err.endsWith(path
                                    + ": plans[0]: the plan has no unit, but its name "
                                      "\"Raid\" is a unit's: give it \"unit\": \"Raid\"\n"),
                     qPrintable(r.err));
        }
        QVERIFY(!QFileInfo::exists(reports));
    }
};

QTEST_GUILESS_MAIN(TestUnitsVerb)
#include "tst_unitsverb.moc"
