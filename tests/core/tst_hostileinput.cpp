// Hostile or unlucky input (issue 14): endless devices and pipes stop at each reader's cap,
// saving never replaces a device, FIFO or folder, a full disk reports the system's reason,
// raw control characters in JSON strings are syntax errors, an empty JOverseer import is an
// error, check-ruleset warns on multipliers that make steps free or negative.
#include "io/joverseerimport.h"
#include "io/jsontext.h"
#include "io/mapfile.h"
#include "io/safefile.h"
#include "rules/conditions.h"
#include "support/rulesettestutil.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <functional>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace hexstride;

namespace {
const QString kData = testpaths::data();

bool isFifo(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

QString makeFifo(const QTemporaryDir &dir, const QString &name)
{
    const QString path = dir.filePath(name);
    if (::mkfifo(QFile::encodeName(path).constData(), 0600) != 0)
        qFatal("mkfifo failed");
    return path;
}

/// A map whose gzip form is several kB: random terrain does not compress away.
HexMap noisyMap()
{
    HexMap map(MapShape{60, 40, {}, LabelScheme::ColRow}, QStringLiteral("pbm-strategic"),
               IdTable({"plains", "forest", "hills", "sea"}), IdTable({"town"}), IdTable({"road"}));
    QRandomGenerator rng(14);
    for (int i = 0; i < map.hexCount(); ++i) {
        map.setTerrain(map.hexAtIndex(i), std::uint8_t(rng.bounded(4)));
        map.setElevation(map.hexAtIndex(i), rng.bounded(-500, 500));
    }
    return map;
}

/// Limits the size of files this process may write (RLIMIT_FSIZE), as a full disk would, for
/// the lifetime of the object. Writes beyond fail with EFBIG instead of raising SIGXFSZ.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        m_oldHandler = std::signal(SIGXFSZ, SIG_IGN);
        ::getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit lowered = m_old;
        lowered.rlim_cur = bytes;
        ::setrlimit(RLIMIT_FSIZE, &lowered);
    }
    ~FileSizeLimit()
    {
        ::setrlimit(RLIMIT_FSIZE, &m_old);
        std::signal(SIGXFSZ, m_oldHandler);
    }

private:
    rlimit m_old{};
    void (*m_oldHandler)(int) = nullptr;
};
/// The bundled battle-federations ruleset as JSON, to be edited into a hostile variant.
QJsonObject battleFederationsJson()
{
    QFile f(testpaths::source("/resources/rulesets/battle-federations.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the bundled battle-federations ruleset");
    return QJsonDocument::fromJson(f.readAll()).object();
}

/// The loader's refusal of a condition nested deeper than the engine follows.
const QString kTooDeep = "named conditions and the all, any and not inside them nest more than 64 "
                         "levels deep once written out (each named condition referred to counts "
                         "3 levels, each all, any or not 2)";

/// battle-federations with named conditions c0 = entering forest, c1 = c0, …, c`links` and a
/// modifier "chained" (a copy of the first) whose `when` is when(c`links`).
QJsonObject namedChain(int links, const std::function<QJsonObject(const QString &)> &when)
{
    QJsonObject root = battleFederationsJson();
    QJsonObject conditions{{"c0", QJsonObject{{"enter", QJsonArray{"forest"}}}}};
    for (int i = 1; i <= links; ++i)
        conditions.insert(QStringLiteral("c%1").arg(i),
                          QJsonObject{{"is", QStringLiteral("c%1").arg(i - 1)}});
    root.insert("conditions", conditions);
    QJsonArray modifiers = root.value("modifiers").toArray();
    QJsonObject last = modifiers.first().toObject();
    last.insert("id", "chained");
    last.insert("when", when(QStringLiteral("c%1").arg(links)));
    modifiers.append(last);
    root.insert("modifiers", modifiers);
    return root;
}

/// Changes row `index` of the ruleset's first cost table in place by `edit`.
void editFirstTableRow(QJsonObject &root, qsizetype index,
                       const std::function<void(QJsonObject &)> &edit)
{
    QJsonArray tables = root.value("costTables").toArray();
    QJsonObject table = tables.first().toObject();
    QJsonArray rows = table.value("rows").toArray();
    QJsonObject row = rows.at(index).toObject();
    edit(row);
    rows.replace(index, row);
    table.insert("rows", rows);
    tables.replace(0, table);
    root.insert("costTables", tables);
}
} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT
private slots:
    // Item 1: devices report a size of 0; the readers used to read /dev/zero until bad_alloc.
    void endlessDevicesStopAtTheCap()
    {
        const MapLoadResult map = loadMapFile(QStringLiteral("/dev/zero"));
        QVERIFY(!map.map);
        QVERIFY2(map.error.startsWith("/dev/zero: ") && map.error.contains("larger than 256 MB"),
                 qPrintable(map.error));

        const RulesetLoadResult ruleset = loadRulesetFile(QStringLiteral("/dev/urandom"));
        QVERIFY(!ruleset.ruleset);
        QVERIFY2(ruleset.error.contains("/dev/urandom")
                     && ruleset.error.contains("larger than 16 MB"),
                 qPrintable(ruleset.error));

        const JOverseerImportResult joverseer
            = importJOverseer(QStringLiteral("/dev/zero"), QStringLiteral("/dev/zero"));
        QVERIFY(!joverseer.map);
        QVERIFY2(joverseer.error.contains("/dev/zero")
                     && joverseer.error.contains("larger than 16 MB"),
                 qPrintable(joverseer.error));
    }

    void boundedReadReadsWholeFilesAndRefusesFolders()
    {
        QByteArray bytes;
        QString error;
        QVERIFY2(safefile::readFileBounded(kData + "/maps/example-3x2.json", safefile::kMaxMapBytes,
                                           bytes, error),
                 qPrintable(error));
        QCOMPARE(bytes.size(), QFileInfo(kData + "/maps/example-3x2.json").size());
        // One byte over a small cap is refused, exactly at the cap is read.
        QVERIFY(!safefile::readFileBounded(kData + "/maps/example-3x2.json", bytes.size() - 1,
                                           bytes, error));
        QVERIFY(safefile::readFileBounded(kData + "/maps/example-3x2.json",
                                          QFileInfo(kData + "/maps/example-3x2.json").size(), bytes,
                                          error));
        QVERIFY(!safefile::readFileBounded(kData, safefile::kMaxMapBytes, bytes, error));
        QVERIFY2(error.startsWith(kData + ": "), qPrintable(error));
    }

    // The app reads regular files only: a FIFO without a writer used to block it forever.
    void regularFilesOnlyRefusesAFifoAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = makeFifo(dir, "map.hexmap");
        safefile::setRegularFilesOnly(true);
        const MapLoadResult r = loadMapFile(fifo);
        const RulesetLoadResult rs = loadRulesetFile(QStringLiteral("/dev/zero"));
        safefile::setRegularFilesOnly(false);
        QVERIFY(!r.map);
        QVERIFY2(r.error.contains("not a regular file"), qPrintable(r.error));
        QVERIFY2(rs.error.contains("not a regular file"), qPrintable(rs.error));
    }

    // Probe 11, N03: a FIFO named on the command line (a User path) blocked every reader in
    // open() until a writer came. Refused at once, named, while an anonymous pipe (`<(…)`,
    // /dev/fd/N) is still read to its end.
    void aNamedFifoOnTheCommandLineIsRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = makeFifo(dir, "orders.txt");
        QByteArray bytes;
        QString error;
        QVERIFY(!safefile::readFileBounded(fifo, safefile::kMaxOrdersBytes, bytes, error));
        QCOMPARE(error, QString(fifo + ": is not a regular file (a device, pipe or socket)"));
        const MapLoadResult map = loadMapFile(fifo);
        QVERIFY(!map.map);
        QVERIFY2(map.error.contains(fifo + ": is not a regular file"), qPrintable(map.error));
        const RulesetLoadResult ruleset = loadRulesetFile(fifo);
        QVERIFY(!ruleset.ruleset);
        QVERIFY2(ruleset.error.contains(fifo + ": is not a regular file"),
                 qPrintable(ruleset.error));

        int ends[2];
        QCOMPARE(::pipe(ends), 0);
        QCOMPARE(::write(ends[1], "abc", 3), ssize_t(3));
        ::close(ends[1]);
        const QString anonymous = QStringLiteral("/dev/fd/%1").arg(ends[0]);
        QVERIFY2(safefile::readFileBounded(anonymous, 100, bytes, error), qPrintable(error));
        ::close(ends[0]);
        QCOMPARE(bytes, QByteArray("abc"));
    }

    // Item 2: a save used to rename its temporary file over whatever had the name.
    void savingOverANonRegularFileIsRefused()
    {
        QTemporaryDir dir;
        const HexMap map = noisyMap();
        const QString fifo = makeFifo(dir, "fifo.hexmap");
        const QString error = saveMapFile(map, fifo);
        QVERIFY2(error.contains("not a regular file"), qPrintable(error));
        QVERIFY(isFifo(fifo));

        const QString folder = dir.filePath("folder.json");
        QVERIFY(QDir().mkdir(folder));
        QVERIFY(!saveMapFile(map, folder).isEmpty());
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // no temporary file left
    }

    // Item 5: a buffered gzip write failed in commit() as "Unknown error".
    void fullDiskReportsTheSystemsReason_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("gzip") << "full.hexmap";
        QTest::newRow("json") << "full.json";
    }
    void fullDiskReportsTheSystemsReason()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        const HexMap map = noisyMap();
        QVERIFY(serializeMap(map, false).size() > 4096);
        QString error;
        {
            const FileSizeLimit limit(1024);
            error = saveMapFile(map, path);
        }
        const QString reason = QString::fromLocal8Bit(std::strerror(EFBIG));
        QVERIFY2(error.startsWith(path + ": cannot write: ") && error.contains(reason),
                 qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }

    // Item 6: QJsonDocument accepts raw control characters inside strings; RFC 8259 does not.
    void rawControlCharactersInStringsAreSyntaxErrors_data()
    {
        QTest::addColumn<QByteArray>("character");
        QTest::newRow("NUL") << QByteArray(1, '\0');
        QTest::newRow("tab") << QByteArray("\t");
        QTest::newRow("line feed") << QByteArray("\n");
        QTest::newRow("escape") << QByteArray("\x1b");
    }
    void rawControlCharactersInStringsAreSyntaxErrors()
    {
        QFETCH(QByteArray, character);
        QFile f(kData + "/maps/example-3x2.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        // Line 5 is `  "title": "Example",`: the character goes after "Exa", column 16.
        const qsizetype at = text.indexOf("\"Example\"") + 4;
        text.insert(at, character);
        const MapLoadResult r = loadMapData(text, QStringLiteral("m.json"));
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("m.json: line 5, column 16: JSON syntax error"),
                 qPrintable(r.error));

        const RulesetLoadResult rs
            = loadRuleset("{\"id\": \"a" + character + "b\"}", QStringLiteral("r.json"));
        QVERIFY2(rs.error.startsWith("r.json: line 1, column 10: JSON syntax error"),
                 qPrintable(rs.error));
    }
    void escapedControlCharactersStillLoad()
    {
        const RulesetLoadResult rs
            = loadRuleset("{\"id\": \"a\\u0000\\t\\\\\\\"b\"}", QStringLiteral("r.json"));
        QVERIFY2(!rs.error.contains("JSON syntax error"), qPrintable(rs.error));
    }

    // Issue 29 (probe9 finding 2): Qt keeps the last of two equal keys and drops the first, so
    // a second "units": [] emptied a map without a word. Every JSON we read goes through
    // parseJsonText, which refuses the second key, naming it and both places.
    void duplicateKeysAreErrorsNamingBothPlaces_data()
    {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<QString>("error");
        // Line 5 is `  "title": "Example",`: 2 spaces, 19 characters, a space: the second key at
        // column 23.
        QTest::newRow("plain") << QByteArray("\"title\": \"B\",")
                               << "m.json: line 5, column 23: the key \"title\" is given twice "
                                  "in one object (first at line 5, column 3)";
        QTest::newRow("escaped") << QByteArray("\"\\u0074itle\": \"B\",")
                                 << "m.json: line 5, column 23: the key \"title\" is given twice "
                                    "in one object (first at line 5, column 3)";
    }
    void duplicateKeysAreErrorsNamingBothPlaces()
    {
        QFETCH(QByteArray, second);
        QFETCH(QString, error);
        QFile f(kData + "/maps/example-3x2.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        const qsizetype at = text.indexOf("\"title\": \"Example\",") + 19;
        text.insert(at, " " + second);
        const MapLoadResult r = loadMapData(text, QStringLiteral("m.json"));
        QVERIFY(!r.map);
        QCOMPARE(r.error, error);

        // `{"id": "a", ` is 12 characters.
        const RulesetLoadResult rs
            = loadRuleset("{\"id\": \"a\", \"id\": \"b\"}", QStringLiteral("r.json"));
        QCOMPARE(rs.error, QString("r.json: line 1, column 13: the key \"id\" is given twice in "
                                   "one object (first at line 1, column 2)"));
    }
    void equalKeysInDifferentObjectsStillParse()
    {
        QJsonDocument doc;
        QString error;
        QVERIFY2(parseJsonText(R"({"a": {"x": 1, "y": [{"x": 2}, {"x": 3}]}, "x": 4, "b": "x"})",
                               doc, error),
                 qPrintable(error));
        QCOMPARE(doc.object().value("x").toInt(), 4);
        // Many keys (the hashed path past 16): the 40th repeats the 1st.
        QByteArray many = "{";
        for (int i = 0; i < 39; ++i)
            many += "\"k" + QByteArray::number(i) + "\": 0, ";
        QVERIFY(parseJsonText(many + "\"z\": 1}", doc, error));
        QVERIFY(!parseJsonText(many + "\"k0\": 1}", doc, error));
        QVERIFY2(error.contains("the key \"k0\" is given twice"), qPrintable(error));
    }

    // Probe 11, N05: Qt reads a lone surrogate escape as U+FFFD without a word, so "A\ud800"
    // and "A\udbff" became one name. Refused as invalid UTF-8 is, at the escape's place; a
    // whole pair and an escaped backslash before "ud800" are text.
    void loneSurrogatesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const QString why = " (half of a UTF-16 pair without its other half) is no character";
        QTest::newRow("high") << QByteArray(R"(["A\ud800gorn"])")
                              << "line 1, column 4: JSON syntax error: a lone surrogate \\ud800"
                                     + why;
        QTest::newRow("low") << QByteArray(R"(["\udc00"])")
                             << "line 1, column 3: JSON syntax error: a lone surrogate \\udc00"
                                    + why;
        QTest::newRow("high at the end") << QByteArray("{\n \"side\": \"We\\uD83D\"}")
                                         << "line 2, column 13: JSON syntax error: a lone "
                                            "surrogate \\uD83D"
                                                + why;
        QTest::newRow("high then no low") << QByteArray(R"(["\ud83d\u0041"])")
                                          << "line 1, column 3: JSON syntax error: a lone "
                                             "surrogate \\ud83d"
                                                 + why;
        QTest::newRow("low after a pair") << QByteArray(R"(["\ud83d\ude00\ude00"])")
                                          << "line 1, column 15: JSON syntax error: a lone "
                                             "surrogate \\ude00"
                                                 + why;
        QTest::newRow("in a key") << QByteArray(R"({"\udbff": 1})")
                                  << "line 1, column 3: JSON syntax error: a lone surrogate "
                                     "\\udbff"
                                         + why;
    }
    void loneSurrogatesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QJsonDocument doc;
        QString got;
        QVERIFY(!parseJsonText(json, doc, got));
        QCOMPARE(got, error);
        QVERIFY(doc.isNull());
    }
    void surrogatePairsAndEscapedBackslashesAreText()
    {
        QJsonDocument doc;
        QString error;
        QVERIFY2(parseJsonText(R"(["\ud83d\ude00", "\\ud800", "\u00e9\\"])", doc, error),
                 qPrintable(error));
        QCOMPARE(doc.array().at(0).toString(), QString::fromUtf8("\xF0\x9F\x98\x80"));
        QCOMPARE(doc.array().at(1).toString(), QString("\\ud800"));
        QCOMPARE(doc.array().at(2).toString(), QString::fromUtf8("\xC3\xA9\\"));
    }

    // Issue 29 (probe9 findings 22 and 6): a unit's name that shows nothing looked blank in
    // every list, and a 300,000-character name took render 21 s and 1.6 GB. units[0] of the
    // example is "1st Foot" of side "north"; the label cap (256) holds for names and sides.
    void invisibleAndOverlongUnitNamesAreRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("error");
        const QString over
            = ": the text has 257 characters; a unit's name or side holds at most 256";
        QTest::newRow("zero-width space") << "name" << QString(QChar(0x200b))
                                          << "units[0].name: the name has no visible character";
        QTest::newRow("no-break space, joiner, combining mark")
            << "name" << QString::fromUtf8("\u00a0\u200d\u0301")
            << "units[0].name: the name has no visible character";
        QTest::newRow("Hangul filler") << "name" << QString(QChar(0x3164))
                                       << "units[0].name: the name has no visible character";
        QTest::newRow("257-character name")
            << "name" << QString(257, 'x') << "units[0].name" + over;
        QTest::newRow("257-character side")
            << "side" << QString(257, 'x') << "units[0].side" + over;
        // Probe 10 (findings 13 and 14): a name no orders line can name (a comment, a field
        // separator, spaces the line's fields lose, a tab, a bidi override) and a side that
        // shows nothing. Messages as ordersLineNameProblem words them.
        const QString control = ": a name on an orders line cannot hold \"|\", a line break or "
                                "another control character";
        QTest::newRow("comment") << "name"
                                 << "# Aragorn"
                                 << "units[0].name: an orders line that begins with \"#\" is a "
                                    "comment";
        QTest::newRow("field separator") << "name"
                                         << "Ara|gorn"
                                         << "units[0].name" + control;
        QTest::newRow("leading space")
            << "name"
            << " Aragorn"
            << "units[0].name: an orders line cannot carry spaces at the start or end of a name";
        QTest::newRow("tab") << "name"
                             << "Ara\\tgorn"
                             << "units[0].name" + control;
        QTest::newRow("bidi override") << "name" << QString("abc") + QChar(0x202e) + "dcba"
                                       << "units[0].name" + control;
        QTest::newRow("invisible side") << "side" << QString(QChar(0x3164))
                                        << "units[0].side: the side shows no visible character";
        // probe13 Q07: a side no orders line, campaign or report could name.
        const QString sideControl(": a side cannot hold a line break, a bidirectional override "
                                  "or another control character");
        QTest::newRow("side with ESC") << "side"
                                       << "\\u001b[2J"
                                       << "units[0].side" + sideControl;
        QTest::newRow("side with NUL") << "side"
                                       << "A\\u0000B"
                                       << "units[0].side" + sideControl;
        QTest::newRow("side with a bidi isolate") << "side" << QString("A") + QChar(0x2066) + "C"
                                                  << "units[0].side" + sideControl;
        QTest::newRow("side with a tab formula") << "side"
                                                 << "\\t=1+1"
                                                 << "units[0].side" + sideControl;
    }
    void invisibleAndOverlongUnitNamesAreRefused()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, error);
        QFile f(kData + "/maps/example-3x2.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        const QByteArray was = field == "name" ? "\"1st Foot\"" : "\"north\"";
        QVERIFY(text.contains(was));
        QByteArray hostile = text;
        hostile.replace(was, "\"" + value.toUtf8() + "\"");
        const MapLoadResult r = loadMapData(hostile, QStringLiteral("m.json"));
        QVERIFY(!r.map);
        QCOMPARE(r.error, "m.json: " + error);
        // At the cap, and with one visible letter among the invisible ones, it loads.
        QByteArray fine = text;
        fine.replace(was, "\"" + QByteArray(256, 'x') + "\"");
        QVERIFY2(loadMapData(fine, QStringLiteral("m.json")).map, "256 characters");
        fine = text;
        fine.replace(was, "\"\\u200dA\""); // a joiner is kept (a zero-width space is not)
        QVERIFY2(loadMapData(fine, QStringLiteral("m.json")).map, "a letter");
    }

    // Found while attacking: unknown keys were skipped, so the next save lost them silently.
    void unknownKeysAreErrorsNamingTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("path");
        QTest::newRow("top level")
            << QByteArray("\"title\": ") << QByteArray("\"colour\": 1, \"title\": ") << "colour";
        QTest::newRow("shape") << QByteArray("\"width\": 3")
                               << QByteArray("\"width\": 3, \"depth\": 2") << "shape.depth";
        QTest::newRow("unit") << QByteArray("\"figures\": 12")
                              << QByteArray("\"figures\": 12, \"morale\": 5") << "units[0].morale";
        QTest::newRow("layer") << QByteArray("\"size\": 6,")
                               << QByteArray("\"size\": 6, \"crc\": 0,") << "layers.terrain.crc";
    }
    void unknownKeysAreErrorsNamingTheirPlace()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, path);
        QFile f(kData + "/maps/example-3x2.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        QVERIFY(text.contains(from));
        text.replace(text.indexOf(from), from.size(), to);
        const MapLoadResult r = loadMapData(text, QStringLiteral("m.json"));
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("m.json: " + path + ": unknown key"), qPrintable(r.error));
    }

    // Found while attacking: bytes after the gzip stream (garbage, a second member) were ignored.
    void dataAfterTheCompressedStreamIsAnError()
    {
        QFile f(kData + "/maps/example-3x2.hexmap");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray packed = f.readAll();
        QVERIFY(loadMapData(packed, QStringLiteral("m.hexmap")).map);
        for (const QByteArray &tail : {QByteArray("GARBAGE"), packed}) {
            const MapLoadResult r = loadMapData(packed + tail, QStringLiteral("m.hexmap"));
            QVERIFY(!r.map);
            // Without the English catalogue (core tests install none) the source text shows:
            // "byte(s)".
            QVERIFY2(r.error.contains(QString::number(tail.size()) + " byte")
                         && r.error.contains("other data follow"),
                     qPrintable(r.error));
        }
    }

    void emptyJOverseerImportIsAnError()
    {
        const JOverseerImportResult r
            = importJOverseerData({}, QStringLiteral("a.terrain"), {}, QStringLiteral("a.traffic"));
        QVERIFY(!r.map);
        QVERIFY2(r.error.startsWith("a.terrain: ") && r.error.contains("lists no hex"),
                 qPrintable(r.error));
        // Comments and blank lines only are no better.
        QVERIFY(!importJOverseerData("\n\n  \n", QStringLiteral("b.terrain"), {},
                                     QStringLiteral("b.traffic"))
                     .map);
        // A terrain file with hexes and an empty traffic file imports, with a warning.
        const JOverseerImportResult one = importJOverseerData(
            "\"0101\",2\n", QStringLiteral("c.terrain"), {}, QStringLiteral("c.traffic"));
        QVERIFY2(one.map, qPrintable(one.error));
        QVERIFY(one.warnings.join('\n').contains("c.traffic: lists no hex-side feature"));
    }

    // What the ruleset check used to call an error (a multiplier of 0 or less, a negative set
    // cost), the loader refuses, naming the modifier's value; so `reach` and the designer can no
    // longer use a ruleset that `check-ruleset` condemns. Values beyond 1,000,000 likewise.
    void modifierValuesThatMakeStepsFreeOrNegativeAreRefused_data()
    {
        QTest::addColumn<QString>("effect");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("refusal"); // empty: loads
        QTest::newRow("multiply -2")
            << "multiply" << -2.0
            << "multiplies costs by -2, which makes steps free or negative; a multiplier must be "
               "above 0";
        QTest::newRow("multiply 0")
            << "multiply" << 0.0
            << "multiplies costs by 0, which makes steps free or negative; a multiplier must be "
               "above 0";
        QTest::newRow("multiply 0.5") << "multiply" << 0.5 << "";
        QTest::newRow("set -1") << "set" << -1.0
                                << "sets the cost to -1, below 0; a cost is 0 or more";
        QTest::newRow("set 0") << "set" << 0.0 << "";
        QTest::newRow("add -1") << "add" << -1.0 << ""; // a bonus: the minimum step cost holds
        QTest::newRow("add 1000000") << "add" << 1e6 << "";
        QTest::newRow("add 1000001")
            << "add" << 1000001.0
            << "1000001 is larger than 1000000, the largest value of a modifier";
        QTest::newRow("multiply 1e308")
            << "multiply" << 1e308
            << "1e+308 is larger than 1000000, the largest value of a modifier";
    }
    void modifierValuesThatMakeStepsFreeOrNegativeAreRefused()
    {
        QFETCH(QString, effect);
        QFETCH(double, value);
        QFETCH(QString, refusal);
        QJsonObject root = battleFederationsJson();
        QJsonArray modifiers = root.value("modifiers").toArray();
        // A copy of the first modifier (a river crossing) with another effect and value, last in
        // the file's list of modifiers.
        QJsonObject hostile = modifiers.first().toObject();
        hostile.insert("id", "hostile");
        hostile.insert("label", QJsonObject{{"en", "Hostile"}, {"ru", "Враждебный"}});
        hostile.insert("effect", effect);
        hostile.insert("value", value);
        modifiers.append(hostile);
        root.insert("modifiers", modifiers);
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("hostile.json"));
        if (refusal.isEmpty()) {
            QVERIFY2(r.ruleset, qPrintable(r.error));
            return;
        }
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, QStringLiteral("hostile.json: modifiers[%1].value: %2")
                              .arg(modifiers.size() - 1)
                              .arg(refusal));
    }

    // probe13 Q11: a row label "R2\u202eevil" read "R2live" in the designer and went raw into
    // the booklet and the CSV. Ruleset texts refuse bidi controls at load, naming the place and
    // the character (docs/file-format.md "Text that reads otherwise"); right-to-left letters
    // themselves are text and load.
    void bidiControlsInRulesetTextsAreRefused_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("label");
        QTest::addColumn<QString>("refusal"); // empty: loads
        const QString reads = ", which would make the text around it read otherwise";
        QTest::newRow("RLO in en") << "en" << QString("R2") + QChar(0x202e) + "evil"
                                   << "holds the bidirectional control character U+202E" + reads;
        QTest::newRow("LRI in ru") << "ru" << QString("Лес") + QChar(0x2066) + "x"
                                   << "holds the bidirectional control character U+2066" + reads;
        QTest::newRow("RLM") << "en" << QString("a") + QChar(0x200f)
                             << "holds the bidirectional control character U+200F" + reads;
        QTest::newRow("ALM") << "ru" << QString(QChar(0x061c)) + "b"
                             << "holds the bidirectional control character U+061C" + reads;
        QTest::newRow("Hebrew letters") << "en" << QString::fromUtf8("יער") << "";
    }
    void bidiControlsInRulesetTextsAreRefused()
    {
        QFETCH(QString, language);
        QFETCH(QString, label);
        QFETCH(QString, refusal);
        QJsonObject root = battleFederationsJson();
        editFirstTableRow(root, 1, [&](QJsonObject &row) {
            QJsonObject text = row.value("label").toObject();
            text.insert(language, label);
            row.insert("label", text);
        });
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("hostile.json"));
        if (refusal.isEmpty()) {
            QVERIFY2(r.ruleset, qPrintable(r.error));
            return;
        }
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, "hostile.json: costTables[0].rows[1].label." + language + ": " + refusal);
    }

    void hugeNamesAreQuotedShort()
    {
        // A 5000-character table id in a modifier's "tables": named by its first 79 characters.
        QJsonObject root = battleFederationsJson();
        QJsonArray modifiers = root.value("modifiers").toArray();
        QJsonObject hostile = modifiers.first().toObject();
        hostile.insert("tables", QJsonArray{QString(5000, 't')});
        modifiers.replace(0, hostile);
        root.insert("modifiers", modifiers);
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("hostile.json"));
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, "hostile.json: modifiers[0].tables: unknown cost table \""
                              + QString(79, 't') + "…\"");
    }

    void costCellsAboveTheCeilingAreRefused_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("refusal"); // empty: loads
        QTest::newRow("1000000") << 1e6 << "";
        QTest::newRow("1000000.5")
            << 1000000.5 << "1000000.5 is more than the largest cost, 1000000 MP";
        QTest::newRow("1e308") << 1e308 << "1e+308 is more than the largest cost, 1000000 MP";
    }
    void costCellsAboveTheCeilingAreRefused()
    {
        QFETCH(double, value);
        QFETCH(QString, refusal);
        QJsonObject root = battleFederationsJson();
        editFirstTableRow(root, 0, [&](QJsonObject &row) {
            QJsonArray cells = row.value("cells").toArray();
            cells.replace(0, value);
            row.insert("cells", cells);
        });
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("hostile.json"));
        if (refusal.isEmpty()) {
            QVERIFY2(r.ruleset, qPrintable(r.error));
            QCOMPARE(r.ruleset->costTables[0].cells[0][0].value, std::optional<double>(value));
            return;
        }
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, "hostile.json: costTables[0].rows[0].cells[0]: " + refusal);
    }

    // Found while attacking: x1 = x0 and not x0, x2 = x1 and not x1, …: the engine writes named
    // conditions out, so x39 would have 2^39 tests and hang the first step that meets it. Each
    // link nests 5 levels: x13 is refused by depth (probe15 P01) before its size matters; the
    // bound of size: conditionsGrowingTooLargeAreRefused.
    void exponentialNamedConditionsAreRefused()
    {
        QJsonObject root = battleFederationsJson();
        QJsonObject conditions = root.value("conditions").toObject();
        conditions.insert("x0", QJsonObject{{"edgeHas", QJsonArray{"river"}}});
        for (int i = 1; i < 40; ++i) {
            const QString previous = QStringLiteral("x%1").arg(i - 1);
            conditions.insert(QStringLiteral("x%1").arg(i),
                              QJsonObject{{"is", QJsonArray{previous}},
                                          {"not", QJsonObject{{"is", QJsonArray{previous}}}}});
        }
        root.insert("conditions", conditions);
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("expo.json"));
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, "expo.json: conditions.x13: named conditions and the all, any and not "
                          "inside them nest more than 64 levels deep once written out (each named "
                          "condition referred to counts 3 levels, each all, any or not 2)");
        // Ten levels (about 2^11 tests) load.
        for (int i = 11; i < 40; ++i)
            conditions.remove(QStringLiteral("x%1").arg(i));
        root.insert("conditions", conditions);
        const RulesetLoadResult small
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("ten.json"));
        QVERIFY2(small.ruleset, qPrintable(small.error));
    }

    // probe15 P01, P04: a chain of 20000 named conditions, each the one before, overflowed the
    // stack of the loader's cycle search; a rule referring through 22 of them loaded, and the
    // engine's compiler, which follows 64 levels, made it never hold. Refused at load now,
    // within the same 64 levels the engine follows (each reference 3 levels, each all 2).
    void namedConditionsNestedDeeperThanTheEngineFollowsAreRefused_data()
    {
        QTest::addColumn<int>("links");
        QTest::addColumn<bool>("wrapped");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("c20 from a rule: 64 levels") << 20 << false << QString();
        QTest::newRow("c21: 65 levels") << 21 << false << "conditions.c21: " + kTooDeep;
        // The first name in the file's order (c0, c1, c10, c100, …) that is too deep.
        QTest::newRow("20000 links") << 20000 << false << "conditions.c100: " + kTooDeep;
        QTest::newRow("c20 inside an all: 66 levels")
            << 20 << true << "modifiers[2].when: " + kTooDeep;
    }
    void namedConditionsNestedDeeperThanTheEngineFollowsAreRefused()
    {
        QFETCH(int, links);
        QFETCH(bool, wrapped);
        QFETCH(QString, refusal);
        const QJsonObject root = namedChain(links, [&](const QString &name) {
            const QJsonObject is{{"is", name}};
            return wrapped ? QJsonObject{{"all", QJsonArray{is}}} : is;
        });
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("chain.json"));
        if (!refusal.isEmpty()) {
            QVERIFY(!r.ruleset);
            QCOMPARE(r.error, "chain.json: " + refusal);
            return;
        }
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->modifiers.size(), 3);
        // What loads, the engine follows to the end: entering forest meets the condition.
        const HexMap map = testutil::mapFor(*r.ruleset, 2, 2, "open");
        const auto chained
            = std::find_if(r.ruleset->modifiers.cbegin(), r.ruleset->modifiers.cend(),
                           [](const Modifier &m) { return m.id == "chained"; });
        QVERIFY(chained != r.ruleset->modifiers.cend());
        const CompiledCondition c = CompiledCondition::compile(
            chained->when, map, r.ruleset->namedConditions, {}, nullptr);
        StepFacts forest;
        forest.terrainEntered = std::uint8_t(map.terrains().indexOf("forest"));
        QVERIFY(c.eval(forest));
        QVERIFY(!c.eval(StepFacts{}));
    }

    // The loader measures each named condition once and reuses the depth where it is referred to
    // again. Above, c21 is met after c20 was measured; here the chain's top comes first in the
    // file's order, so its depth is found on the way down: d00 = d01, …, d20 = d21, d21 =
    // entering forest is 21 links, 65 levels like c21, and is refused naming d00. Without d00
    // (20 links, like c20) it loads.
    void aChainMetFromItsTopIsRefusedAtTheSameDepth_data()
    {
        QTest::addColumn<int>("top");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("d00: 21 links") << 0 << "conditions.d00: " + kTooDeep;
        QTest::newRow("d01: 20 links") << 1 << QString();
    }
    void aChainMetFromItsTopIsRefusedAtTheSameDepth()
    {
        QFETCH(int, top);
        QFETCH(QString, refusal);
        const auto name
            = [](int i) { return QStringLiteral("d%1").arg(i, 2, 10, QLatin1Char('0')); };
        QJsonObject root = battleFederationsJson();
        QJsonObject conditions{{name(21), QJsonObject{{"enter", QJsonArray{"forest"}}}}};
        for (int i = top; i < 21; ++i)
            conditions.insert(name(i), QJsonObject{{"is", name(i + 1)}});
        root.insert("conditions", conditions);
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("top.json"));
        if (refusal.isEmpty()) {
            QVERIFY2(r.ruleset, qPrintable(r.error));
            return;
        }
        QVERIFY(!r.ruleset);
        QCOMPARE(r.error, "top.json: " + refusal);
    }

    // probe15 P24: every rule, row and column is compiled on its own copy of the named
    // conditions it refers to, so 400 rows each referring to a condition just under the bound of
    // one took 1.5 GB. e_i = any of four e_(i-1): e7 is 87378 tests written out, a row "is e7"
    // 87380; two such rows load, three pass the bound of all conditions together, e8 alone the
    // bound of one.
    void conditionsGrowingTooLargeAreRefused_data()
    {
        QTest::addColumn<int>("levels");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("two rows") << 7 << 2 << QString();
        QTest::newRow("three rows")
            << 7 << 3
            << "wide.json: costTables[0].rows[2].when: with this condition, the ruleset's "
               "conditions grow to more than 200000 tests in all once their named conditions are "
               "written out (each rule, row and column writes out its own)";
        QTest::newRow("one too large")
            << 8 << 0
            << "wide.json: conditions.e8: the condition grows to more than 100000 tests once its "
               "named conditions are written out";
    }
    void conditionsGrowingTooLargeAreRefused()
    {
        QFETCH(int, levels);
        QFETCH(int, rows);
        QFETCH(QString, refusal);
        QJsonObject root = battleFederationsJson();
        QJsonObject conditions{{"e0", QJsonObject{{"enter", QJsonArray{"forest"}}}}};
        for (int i = 1; i <= levels; ++i) {
            const QJsonObject previous{{"is", QStringLiteral("e%1").arg(i - 1)}};
            conditions.insert(
                QStringLiteral("e%1").arg(i),
                QJsonObject{{"any", QJsonArray{previous, previous, previous, previous}}});
        }
        root.insert("conditions", conditions);
        for (int i = 0; i < rows; ++i)
            editFirstTableRow(root, i, [](QJsonObject &row) {
                row.insert("when", QJsonObject{{"is", "e7"}});
            });
        const RulesetLoadResult r
            = loadRuleset(QJsonDocument(root).toJson(), QStringLiteral("wide.json"));
        if (refusal.isEmpty())
            QVERIFY2(r.ruleset, qPrintable(r.error));
        else
            QCOMPARE(r.error, refusal);
    }

    void exampleMapNamesABundledRuleset()
    {
        const MapLoadResult r = loadMapFile(kData + "/maps/example-3x2.json");
        QVERIFY2(r.map, qPrintable(r.error));
        QVERIFY(QFile::exists(testpaths::source("/resources/rulesets/") + r.map->rulesetId()
                              + ".json"));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
