// JsonStreamWriter writes JSON a piece at a time, byte for byte as QJsonDocument writes the
// whole document (Qt's writer is the reference, not the code under test), so that `resolve
// --json` of a 100,000-unit turn never holds its output whole (issue 29 §3).
#include "io/jsonstream.h"
#include "movement/orderparser.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "support/rulesettestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hexstride;
using testutil::at;

namespace {
QString indented(const QJsonObject &o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

/// `o` written through the stream writer: its members in key order, arrays an element at a time.
QString streamed(const QJsonObject &o)
{
    QString text;
    JsonStreamWriter json([&](const QString &piece) { text += piece; });
    json.beginDocument();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isArray()) {
            json.member(it.key(), it.value());
            continue;
        }
        json.beginArray(it.key());
        for (const QJsonValue &v : it.value().toArray())
            json.element(v);
        json.endArray();
    }
    json.endDocument();
    return text;
}
/// `v` built through JsonText's calls (containers opened and closed, scalars one by one), as the
/// turn's units are written, not through a QJsonValue.
void build(JsonText &json, const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Object: {
        json.beginObject();
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QByteArray key = it.key().toLatin1(); // the rows' keys are ASCII
            json.key(QLatin1StringView(key));
            build(json, it.value());
        }
        json.end();
        break;
    }
    case QJsonValue::Array:
        json.beginArray();
        for (const QJsonValue &e : v.toArray())
            build(json, e);
        json.end();
        break;
    case QJsonValue::String:
        json.string(v.toString());
        break;
    case QJsonValue::Bool:
        json.boolean(v.toBool());
        break;
    case QJsonValue::Double:
        if (v.toVariant().typeId() == QMetaType::LongLong)
            json.integer(v.toVariant().toLongLong());
        else
            json.number(v.toDouble());
        break;
    default:
        json.null();
        break;
    }
}

/// `o` written through the stream writer with each array's elements built by JsonText.
QString streamedBuilt(const QJsonObject &o)
{
    QString text;
    JsonStreamWriter json([&](const QString &piece) { text += piece; });
    json.beginDocument();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (!it.value().isArray()) {
            json.member(it.key(), it.value());
            continue;
        }
        json.beginArray(it.key());
        for (const QJsonValue &v : it.value().toArray())
            json.element([&](JsonText &t) { build(t, v); });
        json.endArray();
    }
    json.endDocument();
    return text;
}
} // namespace

class TestJsonStream : public QObject
{
    Q_OBJECT

private slots:
    // Worked out by hand from RFC 8259 and Qt's indentation of four spaces a level.
    void smallDocumentsByHand()
    {
        QCOMPARE(streamed({}), QString("{\n}\n"));
        QCOMPARE(streamed({{"a", 1}}), QString("{\n    \"a\": 1\n}\n"));
        QCOMPARE(streamed({{"list", QJsonArray{}}}), QString("{\n    \"list\": [\n    ]\n}\n"));
        QCOMPARE(streamed({{"list", QJsonArray{QJsonObject{{"k", "«v»"}}, 2}}}),
                 QString("{\n    \"list\": [\n        {\n            \"k\": \"«v»\"\n"
                         "        },\n        2\n    ]\n}\n"));
    }

    void sameAsQtForEveryKindOfValue_data()
    {
        QTest::addColumn<QJsonObject>("document");
        QTest::newRow("scalars") << QJsonObject{{"b", true},     {"n", QJsonValue()},
                                                {"d", 2.5},      {"i", -7},
                                                {"s", "q\"\\/"}, {"c", QString(QChar(1))}};
        QTest::newRow("empty members")
            << QJsonObject{{"a", QJsonArray{}}, {"o", QJsonObject{}}, {"z", ""}};
        QTest::newRow("nested") << QJsonObject{
            {"units",
             QJsonArray{QJsonObject{{"steps", QJsonArray{QJsonObject{{"x", 1}}, QJsonArray{}}},
                                    {"events", QJsonArray{}}},
                        QJsonArray{QJsonArray{1, 2}, QJsonObject{}}}},
            {"ruleset", "pbm-strategic"},
            {"meta", QJsonObject{{"deep", QJsonObject{{"deeper", QJsonArray{"x"}}}}}}};
        // The writer's own paths (issue 29: no round trip through Qt's text): strings written as
        // they are or through Qt, integers, and doubles remembered by value.
        QTest::newRow("numbers and strings") << QJsonObject{
            {"doubles", QJsonArray{0.1, 1e20, 100000.0, 2.0, -0.0, 0.0, 0.1, 1e-7, -2.5, 2.0}},
            {"integers", QJsonArray{0, -1, 100000, qint64(1) << 53, 1e6}},
            {"strings", QJsonArray{"plain", "", "«ru»", QString(QChar(0x7f)), "tab\there",
                                   QString(QChar(0xd800)), "a\"b\\c", "\u2028"}},
            {"«ключ»", QJsonObject{{"", QJsonObject{}}, {"\n", QJsonArray{QJsonArray{}}}}}};
    }
    void sameAsQtForEveryKindOfValue()
    {
        QFETCH(QJsonObject, document);
        QCOMPARE(streamed(document), indented(document));
    }

    // Worked out by hand: an element built by JsonText two levels deep (an array's element).
    void builtByHand()
    {
        QString text;
        JsonText json(text, 2, nullptr);
        json.beginObject();
        json.key(QLatin1StringView("a")).beginArray().integer(1).number(2.5).null().end();
        json.key(QLatin1StringView("e")).beginArray().end();
        json.key(QLatin1StringView("o")).beginObject().key(QLatin1StringView("k")).string("«v»");
        json.end();
        json.key(QLatin1StringView("t")).boolean(true);
        json.end();
        QCOMPARE(text, QString("{\n"
                               "            \"a\": [\n"
                               "                1,\n"
                               "                2.5,\n"
                               "                null\n"
                               "            ],\n"
                               "            \"e\": [\n"
                               "            ],\n"
                               "            \"o\": {\n"
                               "                \"k\": \"«v»\"\n"
                               "            },\n"
                               "            \"t\": true\n"
                               "        }"));
    }

    // Every row, its arrays' elements built call by call (their keys are ASCII): Qt's text.
    void builtSameAsQt_data() { sameAsQtForEveryKindOfValue_data(); }
    void builtSameAsQt()
    {
        QFETCH(QJsonObject, document);
        QCOMPARE(streamedBuilt(document), indented(document));
    }

    // A turn with a decision, events and a battle: the streamed resolution is the document
    // resolutionJson() builds, for the referee and for each side (one sees nothing of it).
    void resolutionStreamsAsItIsBuilt()
    {
        const auto ruleset = testutil::bundled("pbm-strategic");
        HexMap map = testutil::mapFor(*ruleset, 8, 5, "plains");
        map.units() << MapUnit{"Watch", "Shadow", at(map, 4, 2), {}, 300};
        TurnOrders north;
        north.name = "North";
        north.side = "Free";
        north.figures = 1200;
        north.start = at(map, 2, 2);
        north.orders = parseOrders("e, e, e", map.grid().orientation, {}).tokens;
        const TurnResolution r = resolveTurn(MovementRules(ruleset), map, {north}, {});
        QVERIFY(!r.decisions.isEmpty());
        for (const std::optional<QString> &side :
             {std::optional<QString>(), std::optional<QString>("Free"),
              std::optional<QString>("Shadow"), std::optional<QString>("Nobody")}) {
            QString text;
            writeResolutionJson([&](const QString &piece) { text += piece; }, map, *ruleset, r,
                                "en", side);
            QCOMPARE(text, indented(resolutionJson(map, *ruleset, r, "en", side)));
        }
    }
};

QTEST_GUILESS_MAIN(TestJsonStream)
#include "tst_jsonstream.moc"
