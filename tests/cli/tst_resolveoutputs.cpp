// hexstride-cli resolve --report-dir / --write-map (issue 29): each side's report holds only its
// own units and what they met, two sides never share a file name, and the turn's files are
// written all or none. Checked by the reports' content, not by their names.
//
// The map (pbm-strategic, all plains): North Host on 0202 marches e, South Host on 2515 w, the
// side-less Wanderers on 1510 hold. They stay more than a hex apart (sight radius 1), so no
// side sees another.
#include "io/mapfile.h"
#include "support/clitestmaps.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace clitest;

namespace {
const QByteArray kOrders = "North Host | | | e\n"
                           "South Host | | | w\n"
                           "Wanderers | | | h\n";

/// Every unit name a JSON report mentions: units, events' others, conflicts, decisions.
void collectNames(const QJsonValue &v, const QString &key, QSet<QString> &names)
{
    static const QSet<QString> nameKeys{"name", "unit", "other", "units", "winner", "occupant"};
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            collectNames(it.value(), it.key(), names);
    } else if (v.isArray()) {
        for (const QJsonValue &e : v.toArray())
            collectNames(e, key, names);
    } else if (v.isString() && nameKeys.contains(key)) {
        names << v.toString();
    }
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}
} // namespace

class TestResolveOutputs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_orders;
    int m_case = 0;

    /// The three units, with the sides given (North, South, side-less by default).
    QString mapWith(const QString &north = "North", const QString &south = "South",
                    const QString &wanderers = "")
    {
        HexMap map = pbmMap();
        map.units() << MapUnit{"North Host", north, *map.parseLabel("0202"), {}, 800}
                    << MapUnit{"South Host", south, *map.parseLabel("2515"), {}, 700}
                    << MapUnit{"Wanderers", wanderers, *map.parseLabel("1510"), {}, 100};
        const QString path = m_dir.filePath(QStringLiteral("map%1.hexmap").arg(++m_case));
        if (!saveMapFile(map, path).isEmpty())
            qFatal("cannot save the map");
        return path;
    }
    QString reportDir() { return m_dir.filePath(QStringLiteral("reports%1").arg(++m_case)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(m_dir.filePath("orders.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kOrders);
        m_orders = f.fileName();
    }

    // Each report names its own side's units only. Before issue 29 the side-less units'
    // report (no-side.*) was everyone's: the referee's whole turn in a player's hands.
    void eachReportHoldsItsOwnUnits()
    {
        const QString dir = reportDir();
        const Run r = cli({"resolve", mapWith(), m_orders, "--report-dir", dir});
        QCOMPARE(r.code, 0);
        QCOMPARE(entries(dir),
                 QStringList({"North.json", "North.png", "North.txt", "South.json", "South.png",
                              "South.txt", "no-side.json", "no-side.png", "no-side.txt"}));
        const QHash<QString, QString> own{
            {"North", "North Host"}, {"South", "South Host"}, {"no-side", "Wanderers"}};
        const QStringList all{"North Host", "South Host", "Wanderers"};
        for (auto it = own.begin(); it != own.end(); ++it) {
            QSet<QString> named;
            collectNames(parseObject(QString::fromUtf8(contents(dir + "/" + it.key() + ".json"))),
                         {}, named);
            QCOMPARE(named, QSet<QString>({it.value()}));
            const QString text = QString::fromUtf8(contents(dir + "/" + it.key() + ".txt"));
            for (const QString &unit : all)
                QVERIFY2(text.contains(unit) == (unit == it.value()),
                         qPrintable(it.key() + ": " + text));
        }
    }

    // Side names that become one file name: refused, naming both sides, nothing written.
    void sidesSharingAFileNameAreRefused_data()
    {
        QTest::addColumn<QString>("north");
        QTest::addColumn<QString>("south");
        QTest::addColumn<QString>("wanderers");
        QTest::addColumn<QString>("expected");
        QTest::newRow("slash and underscore")
            << "West/East"
            << "West_East"
            << "North"
            << "sides \"West/East\" and \"West_East\" would both be reported in the files "
               "West_East.*";
        QTest::newRow("a side called no-side")
            << "North"
            << "no-side"
            << ""
            << "sides \"no-side\" and (units without a side) would both be reported in the files "
               "no-side.*";
        // Refused as the map is read (probe14 Q04: one side written two ways).
        QTest::newRow("case aside") << "West"
                                    << "west"
                                    << "North"
                                    << "units[1].side: \"west\" reads as the side \"West\" but is "
                                       "written otherwise (letter case, width, accents, another "
                                       "alphabet or characters that show nothing)";
        // Windows compares file names in upper case: ı is I there, kız is KIZ (probe 10, F19).
        QTest::newRow("dotless i") << "I"
                                   << "ı"
                                   << "North"
                                   << "sides \"I\" and \"ı\" would both be reported in the files "
                                      "ı.*";
        QTest::newRow("Turkish") << "KIZ"
                                 << "kız"
                                 << "North"
                                 << "sides \"KIZ\" and \"kız\" would both be reported in the "
                                    "files kız.*";
    }
    void sidesSharingAFileNameAreRefused()
    {
        QFETCH(QString, north);
        QFETCH(QString, south);
        QFETCH(QString, wanderers);
        QFETCH(QString, expected);
        const QString dir = reportDir();
        const QString after = m_dir.filePath("after.hexmap");
        const Run r = cli({"resolve", mapWith(north, south, wanderers), m_orders, "--report-dir",
                           dir, "--write-map", after});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(!QFileInfo::exists(after));
    }

    // Windows keeps COM¹–COM³ and LPT¹–LPT³ for devices like COM1 (probe 10, F19).
    void superscriptDeviceNamesGetALeadingUnderscore()
    {
        const QString dir = reportDir();
        const Run r = cli({"resolve", mapWith("COM¹", "LPT³"), m_orders, "--report-dir", dir});
        QCOMPARE(r.code, 0);
        const QStringList files = entries(dir);
        for (const QString &name : {QStringLiteral("_COM¹.txt"), QStringLiteral("_LPT³.txt")})
            QVERIFY2(files.contains(name), qPrintable(files.join(QLatin1Char(' '))));
    }

    // A 256-character side name (the most a side holds, docs/file-format.md): a file name cut to 48
    // characters and 8 digits of the name's hash (within every file system's 255 bytes); the report
    // inside names the whole side.
    void longSideNameIsCut()
    {
        const QString longSide = QString(256, QLatin1Char('x'));
        const QString dir = reportDir();
        const Run r = cli({"resolve", mapWith("North", longSide), m_orders, "--report-dir", dir});
        QCOMPARE(r.code, 0);
        const QStringList json = QDir(dir).entryList({"x*.json"});
        QCOMPARE(json.size(), 1);
        QVERIFY2(QRegularExpression("^x{48}-[0-9a-f]{8}\\.json$").match(json[0]).hasMatch(),
                 qPrintable(json[0]));
        QCOMPARE(parseObject(QString::fromUtf8(contents(dir + "/" + json[0])))["side"].toString(),
                 longSide);
        QCOMPARE(entries(dir).size(), 9); // three sides, three files each
    }

    // A file of the turn that cannot be written (a folder stands where South.txt goes): the
    // error names it and no file of the turn exists, North's reports and the map included.
    void nothingHalfWritten()
    {
        const QString dir = reportDir();
        QVERIFY(QDir().mkpath(dir + "/South.txt"));
        const QString after = m_dir.filePath("half.hexmap");
        const Run r
            = cli({"resolve", mapWith(), m_orders, "--report-dir", dir, "--write-map", after});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(dir + "/South.txt: is a folder, not a file"), qPrintable(r.err));
        QCOMPARE(entries(dir), QStringList({"South.txt"}));
        QVERIFY(!QFileInfo::exists(after));
    }

    // A report folder that is a file, or under one: the message says why (probe 11, N13: it
    // said only "cannot create the folder"). Nothing written, the file as it was.
    void aReportFolderThatIsAFileSaysWhy()
    {
        const QString file = m_dir.filePath("not-a-folder");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("x");
        f.close();
        for (const QString &dir : {file, file + "/reports"}) {
            const Run r = cli({"resolve", mapWith(), m_orders, "--report-dir", dir});
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains(dir + ": cannot create the folder: Not a directory"),
                     qPrintable(r.err));
            QCOMPARE(contents(file), QByteArray("x"));
        }
    }

    // The turn's outputs never replace its inputs (probe 9, finding 4): a map called West.json
    // in the report folder, an orders file called like a side's text report, or a map written
    // into the report folder through a second name of it. Refused before anything is written.
    void aReportNamedLikeTheMapIsRefused()
    {
        const QString dir = reportDir();
        QVERIFY(QDir().mkpath(dir));
        const QString map = dir + "/North.json";
        const MapLoadResult loaded = loadMapFile(mapWith());
        QVERIFY(loaded.map);
        QCOMPARE(saveMapFile(*loaded.map, map), QString());
        const QByteArray before = contents(map);
        // North's reports are North.txt and North.json.
        const Run r = cli({"resolve", map, m_orders, "--report-dir", dir});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(dir + "/North.json: would overwrite " + map
                                + ", a file this turn reads"),
                 qPrintable(r.err));
        QCOMPARE(contents(map), before);
        QCOMPARE(entries(dir), QStringList({"North.json"}));
    }

    void aReportNamedLikeTheOrdersIsRefused()
    {
        const QString dir = reportDir();
        QVERIFY(QDir().mkpath(dir));
        const QString orders = dir + "/South.txt";
        QVERIFY(QFile::copy(m_orders, orders));
        const Run r = cli({"resolve", mapWith(), orders, "--report-dir", dir});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(dir + "/South.txt: would overwrite " + orders), qPrintable(r.err));
        QCOMPARE(contents(orders), kOrders);
        QCOMPARE(entries(dir), QStringList({"South.txt"}));
    }

    void oneFileThroughALinkedFolderIsWrittenOnce()
    {
        const QString dir = reportDir();
        QVERIFY(QDir().mkpath(dir));
        const QString link = dir + "-link";
        QVERIFY(QFile::link(dir, link));
        const Run r = cli({"resolve", mapWith(), m_orders, "--report-dir", dir, "--write-map",
                           link + "/North.json"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("written twice in one turn"), qPrintable(r.err));
        QCOMPARE(entries(dir), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestResolveOutputs)
#include "tst_resolveoutputs.moc"
