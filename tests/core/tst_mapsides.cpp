// The map's sides data (HexMap::sides(), docs/file-format.md `sides`): who regards whom as
// friendly, tolerant or hostile (hostile when the table says nothing), and which side owns a
// hex's features; saved and read back, validated with messages naming the place, moved with
// its hexes when the map is resized.
#include "io/mapfile.h"
#include "map/mapreshape.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace hexstride;

namespace {
HexMap smallMap()
{
    HexMap m(MapShape{4, 3, {}, LabelScheme::ColRow}, "r", IdTable({"plains"}),
             IdTable({"town", "fortification"}), IdTable());
    m.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
    m.sides().setRelation("Shadow", "Free", SideRelation::Friendly);
    m.sides().setOwner(m.grid().toHex({2, 1}), "Shadow");
    return m;
}
QJsonObject jsonOf(const HexMap &m)
{
    return QJsonDocument::fromJson(serializeMap(m, true)).object();
}
} // namespace

using JsonEdit = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(JsonEdit)

class TestMapSides : public QObject
{
    Q_OBJECT
private slots:
    // The table is directed; a pair it does not name is hostile, a side is its own friend.
    void relationsAndTheirDefault()
    {
        const HexMap m = smallMap();
        QCOMPARE(m.sides().relation("Free", "Shadow"), SideRelation::Tolerant);
        QCOMPARE(m.sides().relation("Shadow", "Free"), SideRelation::Friendly);
        QCOMPARE(m.sides().relation("Free", "Elves"), SideRelation::Hostile);
        QCOMPARE(m.sides().relation("Elves", "Elves"), SideRelation::Friendly);
        QCOMPARE(m.sides().ownerOf(m.grid().toHex({2, 1})), QString("Shadow"));
        QCOMPARE(m.sides().ownerOf(m.grid().toHex({1, 1})), QString());
        // Setting hostile (the default) removes the entry: the file stays minimal.
        HexMap h = m;
        h.sides().setRelation("Free", "Shadow", SideRelation::Hostile);
        QCOMPARE(h.sides().relations.size(), 1);
        h.sides().setOwner(h.grid().toHex({2, 1}), QString());
        QVERIFY(h.sides().owners.isEmpty());
    }

    void savedAndReopened()
    {
        const HexMap m = smallMap();
        const QJsonObject sides = jsonOf(m)["sides"].toObject();
        QCOMPARE(sides["relations"].toArray().size(), 2);
        QCOMPARE(sides["relations"].toArray()[0].toObject(),
                 (QJsonObject{{"side", "Free"}, {"toward", "Shadow"}, {"relation", "tolerant"}}));
        QCOMPARE(sides["owners"].toArray(),
                 (QJsonArray{QJsonObject{{"hex", "2,1"}, {"side", "Shadow"}}}));
        for (const bool plain : {true, false}) {
            const MapLoadResult loaded = loadMapData(serializeMap(m, plain), "m");
            QVERIFY2(loaded.map, qPrintable(loaded.error));
            QVERIFY(loaded.map->sides() == m.sides());
        }
        // A map without sides data writes no field: files stay as older versions wrote them.
        QVERIFY(!jsonOf(HexMap(MapShape{2, 2, {}, LabelScheme::ColRow}, "r", IdTable({"a"}),
                               IdTable(), IdTable()))
                     .contains("sides"));
    }

    void badField_data()
    {
        QTest::addColumn<JsonEdit>("edit");
        QTest::addColumn<QString>("expected");
        const auto relation = [](const char *key, const QJsonValue &v) {
            return JsonEdit([key, v](QJsonObject &root) {
                QJsonObject sides = root["sides"].toObject();
                QJsonArray list = sides["relations"].toArray();
                QJsonObject e = list[1].toObject();
                e[key] = v;
                list[1] = e;
                sides["relations"] = list;
                root["sides"] = sides;
            });
        };
        const auto owner = [](const char *key, const QJsonValue &v) {
            return JsonEdit([key, v](QJsonObject &root) {
                QJsonObject sides = root["sides"].toObject();
                QJsonArray list = sides["owners"].toArray();
                QJsonObject e = list[0].toObject();
                e[key] = v;
                list[0] = e;
                sides["owners"] = list;
                root["sides"] = sides;
            });
        };
        QTest::newRow("not an object")
            << JsonEdit([](QJsonObject &r) { r["sides"] = 3; }) << "sides: expected an object";
        QTest::newRow("unknown key") << JsonEdit([](QJsonObject &r) {
            QJsonObject s = r["sides"].toObject();
            s["allies"] = 1;
            r["sides"] = s;
        }) << "sides.allies: ";
        QTest::newRow("unknown relation")
            << relation("relation", "allied")
            << "sides.relations[1].relation: expected \"friendly\", \"tolerant\" or \"hostile\"";
        QTest::newRow("toward itself")
            << relation("toward", "Shadow")
            << "sides.relations[1]: a relation needs two different, named sides";
        QTest::newRow("given twice") << JsonEdit([](QJsonObject &r) {
            QJsonObject s = r["sides"].toObject();
            QJsonArray list = s["relations"].toArray();
            list[1] = list[0];
            s["relations"] = list;
            r["sides"] = s;
        }) << "sides.relations[1]: how \"Free\" regards \"Shadow\" is given twice";
        QTest::newRow("side missing a name")
            << relation("side", "") << "sides.relations[1]: a relation needs two different";
        QTest::newRow("owner off the map")
            << owner("hex", "9,9") << "sides.owners[0].hex: \"9,9\" is not a hex of this map";
        QTest::newRow("owner spelled another way") // probe 10, F18
            << owner("hex", "+1,1")
            << "sides.owners[0].hex: \"+1,1\" is not how this map writes a hex: write it \"1,1\" "
               "(labels are col,row)";
        QTest::newRow("owner without a side")
            << owner("side", "") << "sides.owners[0].side: expected the name of a side";
        // probe13 Q07: owners' and relations' sides follow the units' sides.
        QTest::newRow("owner's side with ESC")
            << owner("side", "Fr\x1b[2Jee")
            << "sides.owners[0].side: a side cannot hold a line break, a bidirectional override "
               "or another control character";
        QTest::newRow("owner's side of 257 characters")
            << owner("side", QString(257, 'F'))
            << "sides.owners[0].side: the text has 257 characters; a unit's name or side holds at "
               "most 256";
        QTest::newRow("relation toward a bidi override")
            << relation("toward", QString("Sha") + QChar(0x202e) + "dow")
            << "sides.relations[1].toward: a side cannot hold a line break, a bidirectional "
               "override or another control character";
        QTest::newRow("relation's side with a line break")
            << relation("side", "Fr\nee")
            << "sides.relations[1].side: a side cannot hold a line break, a bidirectional "
               "override or another control character";
        // probe14 Q04: a side written otherwise than one that reads the same (another case,
        // fullwidth letters, accents composed otherwise) would be an enemy to the resolver, the
        // same side to the eye and the same report file on a case-insensitive disk.
        const QString twin = "\" reads as the side \"%1\" but is written otherwise (letter case, "
                             "width, accents, another alphabet or characters that show nothing): "
                             "write one side one "
                             "way";
        QTest::newRow("owner's side in another case")
            << owner("side", "shadow") << "sides.owners[0].side: \"shadow" + twin.arg("Shadow");
        QTest::newRow("relation toward a fullwidth side")
            << relation("toward", QString::fromUtf8("Ｆree"))
            << QString::fromUtf8("sides.relations[1].toward: \"Ｆree") + twin.arg("Free");
        const auto units = [](const QString &first, const QString &second) {
            return JsonEdit([first, second](QJsonObject &r) {
                r["units"] = QJsonArray{QJsonObject{{"name", "A"},
                                                    {"side", first},
                                                    {"hex", "0,0"},
                                                    {"figures", 1},
                                                    {"profile", QJsonObject{}}},
                                        QJsonObject{{"name", "B"},
                                                    {"side", second},
                                                    {"hex", "1,0"},
                                                    {"figures", 1},
                                                    {"profile", QJsonObject{}}}};
            });
        };
        QTest::newRow("units' sides composed and decomposed")
            << units(QString::fromUtf8("\u00c9st"), QString::fromUtf8("E\u0301st"))
            << QString::fromUtf8("units[1].side: \"E\u0301st")
                   + twin.arg(QString::fromUtf8("\u00c9st"));
        // "Аnn" begins with the Cyrillic А, "Ν" of "Νorth" is Greek: each is drawn as "Ann",
        // "North"; a side in Russian letters that reads otherwise is another side.
        QTest::newRow("a Cyrillic letter drawn as a Latin one")
            << units("Ann", QString::fromUtf8("\u0410nn"))
            << QString::fromUtf8("units[1].side: \"\u0410nn") + twin.arg("Ann");
        QTest::newRow("a Greek capital drawn as a Latin one")
            << units(QString::fromUtf8("\u039dorth"), "north")
            << "units[1].side: \"north" + twin.arg(QString::fromUtf8("\u039dorth"));
        // probe15 P12: what shows nothing (a variation selector, a Hangul filler, a zero-width
        // joiner, a no-break space at the end) makes no other side.
        QTest::newRow("a variation selector")
            << units("West", "West" + QString(QChar(0xfe0f)))
            << "units[1].side: \"West" + QString(QChar(0xfe0f)) + twin.arg("West");
        QTest::newRow("a Hangul filler")
            << units("West" + QString(QChar(0x3164)), "West")
            << "units[1].side: \"West" + twin.arg("West" + QString(QChar(0x3164)));
        QTest::newRow("a zero-width joiner inside")
            << units("West", "We" + QString(QChar(0x200d)) + "st")
            << "units[1].side: \"We" + QString(QChar(0x200d)) + "st" + twin.arg("West");
        QTest::newRow("a no-break space at the end")
            << units("West", "West" + QString(QChar(0xa0)))
            << "units[1].side: \"West" + QString(QChar(0xa0)) + twin.arg("West");
        // probe17 R10: capitals of Cherokee, Lisu, Armenian and the palochka drawn as Latin ones;
        // the dotted İ and "i" with a dot above; R09: private use, the Khitan filler and marks
        // that stand on nothing or come from elsewhere onto a Latin letter.
        const auto twinRow = [&](const char *row, const QString &first, const QString &second) {
            QTest::newRow(row) << units(first, second)
                               << "units[1].side: \"" + second + twin.arg(first);
        };
        twinRow("a Cherokee W", "West", QString(QChar(0x13b3)) + "est");
        twinRow("a Lisu W", "West", QString(QChar(0xa4ea)) + "est");
        twinRow("an Armenian o", "Boromir", "B" + QString(QChar(0x0585)) + "romir");
        twinRow("a palochka", "Iron", QString(QChar(0x04c0)) + "ron");
        twinRow("a dental click", "Isildur", QString(QChar(0x01c0)) + "sildur");
        twinRow("a dotted capital I", QString(QChar(0x0130)) + "zmir",
                "i" + QString(QChar(0x0307)) + "zmir");
        twinRow("a private-use character", "East", "East" + QString(QChar(0xe000)));
        twinRow("a private-use character of plane 15", "East",
                "East" + QString::fromUcs4(U"\U000F0000"));
        twinRow("the Khitan filler", "East", "East" + QString::fromUcs4(U"\U00016FE4"));
        twinRow("a keycap on a Latin letter", "East", "East" + QString(QChar(0x20e3)));
        twinRow("an Ahom mark on a Latin letter", "East",
                "East" + QString::fromUcs4(U"\U0001171E"));
        twinRow("a mark on nothing", "West", QString(QChar(0x0301)) + "West");
        // An accent of its own is another letter; a Devanagari vowel sign on its letter too.
        QTest::newRow("a tilde on a q is seen")
            << units("Qara", QString::fromUtf8("Q\u0303ara")) << QString();
        QTest::newRow("a Devanagari vowel sign is seen")
            << units(QString::fromUtf8("\u0915"), QString::fromUtf8("\u0915\u093f")) << QString();
        // probe15 P13: units' names are told apart the same way.
        QTest::newRow("units' names in two alphabets")
            << JsonEdit([](QJsonObject &r) {
                   const auto unit = [](const QString &name, const QString &hex) {
                       return QJsonObject{{"name", name},
                                          {"side", "Free"},
                                          {"hex", hex},
                                          {"figures", 1},
                                          {"profile", QJsonObject{}}};
                   };
                   r["units"] = QJsonArray{unit("Aragorn", "0,0"),
                                           unit(QString(QChar(0x410)) + "ragorn", "1,0")};
               })
            << QString("units[1].name: \"") + QChar(0x410)
                   + "ragorn\" reads as \"Aragorn\", the name of units[0], but is written "
                     "otherwise: give the two units names that read differently";
        QTest::newRow("Cyrillic letters that read otherwise")
            << units(QString::fromUtf8("Север"), "North") << QString();
        QTest::newRow("one side written the same way twice") << units("Free", "Free") << QString();
        QTest::newRow("one hex owned twice") << JsonEdit([](QJsonObject &r) {
            QJsonObject s = r["sides"].toObject();
            QJsonArray owners = s["owners"].toArray();
            owners << QJsonObject{{"hex", "2,1"}, {"side", "Free"}};
            s["owners"] = owners;
            r["sides"] = s;
        }) << "sides.owners[1]: hex 2,1 has an owner already";
    }
    void badField()
    {
        QFETCH(JsonEdit, edit);
        QFETCH(QString, expected);
        QJsonObject root = jsonOf(smallMap());
        edit(root);
        const MapLoadResult r = loadMapData(QJsonDocument(root).toJson(), "bad.json");
        if (expected.isEmpty()) {
            QVERIFY2(r.map, qPrintable(r.error));
            return;
        }
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("bad.json: " + expected), qPrintable(r.error));
    }

    void resizingMovesOwnersWithTheirHexes()
    {
        const HexMap m = smallMap();
        // One column added on the left: 2,1 becomes 3,1; the relations name no hexes.
        const MapShape wider{m.width() + 1, m.height(), m.grid(), m.shape().labels};
        const HexMap moved = reshapedMap(m, wider, 1, 0, 0);
        QCOMPARE(moved.sides().ownerOf(moved.grid().toHex({3, 1})), QString("Shadow"));
        QCOMPARE(moved.sides().relations, m.sides().relations);
        // Cut away the owned hex: its owner entry goes with it.
        const MapShape narrower{2, m.height(), m.grid(), m.shape().labels};
        QVERIFY(reshapedMap(m, narrower, 0, 0, 0).sides().owners.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMapSides)
#include "tst_mapsides.moc"
