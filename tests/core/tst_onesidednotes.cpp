// One-sided import notes: a hex-side feature the JOverseer import found recorded from one hex
// only stays with the map (HexMap::oneSidedNotes), is saved in the map file (field
// `oneSidedFeatures`), is listed by the map check while the side is as imported, and moves
// with the map when it is resized.
#include "io/joverseerimport.h"
#include "io/mapfile.h"
#include "map/mapcheck.h"
#include "map/mapreshape.h"
#include "testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace hexstride;

namespace {
// 0101 is mountains, 0201 (east of it) plains; the .traffic file lists a road on side 2 (e) of
// 0101 and nothing for 0201, so the road is recorded from 0101 only (tests/data/mepbm/README.md).
HexMap importedMap()
{
    const auto r = importJOverseerData("\"0101\",6\n\"0201\",1\n", "t.terrain", "\"0101\",0,2,5\n",
                                       "t.traffic");
    return r.map ? *r.map : HexMap();
}
Hex hex0101(const HexMap &m)
{
    return *m.parseLabel("0101");
}
Direction east()
{
    return *parseDirection(Orientation::PointyTop, "e");
}
FeatureMask bit(const HexMap &m, const char *feature)
{
    return FeatureMask(1u << m.edgeFeatureIds().indexOf(feature));
}
std::vector<MapProblem> oneSidedProblems(const HexMap &m)
{
    std::vector<MapProblem> out;
    for (const MapProblem &p : checkMap(m, MapCheckOptions{}))
        if (p.kind == MapProblemKind::OneSidedImport)
            out.push_back(p);
    return out;
}
QJsonObject jsonOf(const HexMap &m)
{
    return QJsonDocument::fromJson(serializeMap(m, true)).object();
}
} // namespace

using JsonEdit = std::function<void(QJsonObject &)>;
Q_DECLARE_METATYPE(JsonEdit)

class TestOneSidedNotes : public QObject
{
    Q_OBJECT
private slots:
    void importKeepsTheNoteWithTheMap()
    {
        const HexMap m = importedMap();
        QVERIFY(m.hexCount() > 0);
        QCOMPARE(m.oneSidedNotes().size(), 1);
        const OneSidedFeatureNote &n = m.oneSidedNotes().first();
        QCOMPARE(n.hex, hex0101(m));
        QCOMPARE(n.side, east());
        QCOMPARE(FeatureMask(1u << n.feature), bit(m, "road"));
        QCOMPARE(FeatureMask(n.asImported), bit(m, "road"));
    }

    void checkListsItWithItsSide()
    {
        const HexMap m = importedMap();
        const auto ps = oneSidedProblems(m);
        QCOMPARE(ps.size(), std::size_t(1));
        QCOMPARE(ps[0].hex, hex0101(m));
        QVERIFY(ps[0].edge.has_value());
        QCOMPARE(*ps[0].edge, edgeOf(hex0101(m), east()));
        QVERIFY2(ps[0].message.startsWith("0101: "), qPrintable(ps[0].message));
        QVERIFY(ps[0].message.contains("road"));
        QVERIFY(ps[0].message.contains(" E side"));
        QCOMPARE(problemKindId(ps[0].kind), QString("one-sided-import"));
        // Named as the ruleset names the feature when the options carry names.
        MapCheckOptions named;
        named.edgeFeatureNames.insert("road", "Old Road");
        const auto withNames = checkMap(m, named);
        QVERIFY2(withNames.front().message.contains("Old Road on the E side"),
                 qPrintable(withNames.front().message));
        // Listed before the other kinds, as the issue lists them.
        QCOMPARE(checkMap(m, MapCheckOptions{}).front().kind, MapProblemKind::OneSidedImport);
    }

    // Any edit of the side means the referee has looked at it; undoing the edit (the side as
    // imported again) brings the note back.
    void anEditOfTheSideEndsTheNote_data()
    {
        QTest::addColumn<QStringList>("sideAfterEdit");
        QTest::addColumn<bool>("listed");
        QTest::newRow("feature removed") << QStringList{} << false;
        QTest::newRow("river added") << QStringList{"road", "minor-river"} << false;
        QTest::newRow("replaced") << QStringList{"ford"} << false;
        QTest::newRow("as imported") << QStringList{"road"} << true;
    }
    void anEditOfTheSideEndsTheNote()
    {
        QFETCH(QStringList, sideAfterEdit);
        QFETCH(bool, listed);
        HexMap m = importedMap();
        FeatureMask mask = 0;
        for (const QString &f : sideAfterEdit)
            mask |= bit(m, qPrintable(f));
        m.setEdgeFeatures(edgeOf(hex0101(m), east()), mask);
        QCOMPARE(oneSidedProblems(m).size(), std::size_t(listed ? 1 : 0));
        // Edits elsewhere do not matter.
        m.setEdgeFeatures(edgeOf(*m.parseLabel("0201"), east()), bit(m, "road"));
        QCOMPARE(oneSidedProblems(m).size(), std::size_t(listed ? 1 : 0));
    }

    void savedAndReopened()
    {
        const HexMap m = importedMap();
        const QJsonArray notes = jsonOf(m)["oneSidedFeatures"].toArray();
        QCOMPARE(notes.size(), 1);
        const QJsonObject n = notes[0].toObject();
        QCOMPARE(n["hex"].toString(), QString("0101"));
        QCOMPARE(n["side"].toString(), QString("e"));
        QCOMPARE(n["feature"].toString(), QString("road"));
        QCOMPARE(n["sideAsImported"].toArray(), QJsonArray{"road"});
        for (const bool plain : {true, false}) {
            const MapLoadResult loaded = loadMapData(serializeMap(m, plain), "m");
            QVERIFY2(loaded.map, qPrintable(loaded.error));
            QCOMPARE(loaded.map->oneSidedNotes(), m.oneSidedNotes());
            QCOMPARE(oneSidedProblems(*loaded.map).size(), std::size_t(1));
        }
    }

    void notesNoLongerTrueAreNotWritten()
    {
        HexMap m = importedMap();
        m.setEdgeFeatures(edgeOf(hex0101(m), east()), 0);
        QVERIFY(!jsonOf(m).contains("oneSidedFeatures"));
        // A map without notes writes no field at all: files stay as older versions wrote them.
        QVERIFY(!jsonOf(HexMap(MapShape{2, 2, {}, LabelScheme::ColRow}, "r", IdTable({"a"}),
                               IdTable(), IdTable()))
                     .contains("oneSidedFeatures"));
    }

    void olderFilesWithoutTheFieldLoad()
    {
        const MapLoadResult r = loadMapFile(testpaths::data("/maps/example-3x2.json"));
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY(r.map->oneSidedNotes().isEmpty());
    }

    void badField_data()
    {
        QTest::addColumn<JsonEdit>("edit");
        QTest::addColumn<QString>("expected");
        const auto note = [](const char *key, const QJsonValue &v) {
            return JsonEdit([key, v](QJsonObject &root) {
                QJsonArray notes = root["oneSidedFeatures"].toArray();
                QJsonObject n = notes[0].toObject();
                if (v.isUndefined())
                    n.remove(key);
                else
                    n[key] = v;
                notes[0] = n;
                root["oneSidedFeatures"] = notes;
            });
        };
        QTest::newRow("not an array") << JsonEdit([](QJsonObject &r) { r["oneSidedFeatures"] = 3; })
                                      << "oneSidedFeatures: expected an array";
        QTest::newRow("not an object")
            << JsonEdit([](QJsonObject &r) { r["oneSidedFeatures"] = QJsonArray{"0101"}; })
            << "oneSidedFeatures[0]: expected an object";
        QTest::newRow("hex off the map")
            << note("hex", "4540") << "oneSidedFeatures[0].hex: \"4540\"";
        QTest::newRow("hex missing")
            << note("hex", QJsonValue::Undefined) << "oneSidedFeatures[0].hex: ";
        QTest::newRow("bad side") << note("side", "up") << "oneSidedFeatures[0].side: \"up\"";
        QTest::newRow("side of the other orientation")
            << note("side", "n") << "oneSidedFeatures[0].side: \"n\"";
        QTest::newRow("side a number")
            << note("side", 2) << "oneSidedFeatures[0].side: expected a string";
        QTest::newRow("unknown feature")
            << note("feature", "lava")
            << "oneSidedFeatures[0].feature: \"lava\" is not one of ids.edgeFeatures";
        QTest::newRow("unknown feature as imported")
            << note("sideAsImported", QJsonArray{"road", "lava"})
            << "oneSidedFeatures[0].sideAsImported[1]: \"lava\"";
        QTest::newRow("as imported without the feature")
            << note("sideAsImported", QJsonArray{"ford"})
            << "oneSidedFeatures[0].sideAsImported: does not contain the feature \"road\"";
        QTest::newRow("as imported not a list")
            << note("sideAsImported", "road") << "oneSidedFeatures[0].sideAsImported: expected";
    }
    void badField()
    {
        QFETCH(JsonEdit, edit);
        QFETCH(QString, expected);
        QJsonObject root = jsonOf(importedMap());
        QVERIFY(root.contains("oneSidedFeatures"));
        edit(root);
        const MapLoadResult r = loadMapData(QJsonDocument(root).toJson(), "bad.json");
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("bad.json: " + expected), qPrintable(r.error));
    }

    void resizingMovesTheNoteWithItsSide()
    {
        const HexMap m = importedMap();
        // Two columns and two rows added on the left and top: 0101 becomes 0303.
        const MapShape bigger{m.width() + 2, m.height() + 2, m.grid(), m.shape().labels};
        const HexMap moved = reshapedMap(m, bigger, 2, 2, 0);
        const auto ps = oneSidedProblems(moved);
        QCOMPARE(ps.size(), std::size_t(1));
        QCOMPARE(moved.label(ps[0].hex), QString("0303"));
        QCOMPARE(*ps[0].edge, edgeOf(*moved.parseLabel("0303"), east()));
        // Cut away the recording hex: the note goes with it.
        const MapShape smaller{m.width() - 1, m.height(), m.grid(), m.shape().labels};
        QVERIFY(reshapedMap(m, smaller, -1, 0, 0).oneSidedNotes().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOneSidedNotes)
#include "tst_onesidednotes.moc"
