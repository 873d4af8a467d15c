// A "%1" in a name is shown as "%1" (probe 13, Q01; issue 29: nothing a map says can act).
// Messages were filled with chained QString::arg calls, so a unit named "X%1X%2X" took the next
// value (the side, a hex, a cost) into its name and left "%5" where the cost belonged. Every
// string field here holds placeholders; each verb must print them as written and the numbers
// where they belong. The expected lines are those of the same map with plain names (worked out
// from the map: Aragorn walks e, e, e over clear hexes from 3,2, one MP each), names swapped in.
#include "support/clitestmaps.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
using clitest::cli;
using clitest::Run;

const QString kName = QStringLiteral("X%1X%2X%L1X");  // Aragorn
const QString kSide = QStringLiteral("W%1W%2W%L1W");  // West
const QString kTitle = QStringLiteral("T%1T%2T%L1T"); // the map's and the campaign's title
const QString kLabel = QStringLiteral("L%1L%2L%L1L");
const QString kPlayer = QStringLiteral("%1%2%L1");

QString describe(const Run &r)
{
    return QStringLiteral("exit ") + QString::number(r.code) + QStringLiteral("\nstdout: ") + r.out
           + QStringLiteral("\nstderr: ") + r.err;
}

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

bool writeText(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// resolve-tour.json with placeholders in the unit's, the side's, the plan's names, the title
/// and a label; `withPlan` false leaves the plans out (a campaign takes orders from players).
QByteArray plantedMap(bool withPlan)
{
    QFile f(testpaths::source("/resources/maps/resolve-tour.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no resolve-tour.json");
    QJsonObject map = QJsonDocument::fromJson(f.readAll()).object();
    map[QStringLiteral("title")] = kTitle;
    QJsonArray units = map[QStringLiteral("units")].toArray();
    for (qsizetype i = 0; i < units.size(); ++i) {
        QJsonObject u = units[i].toObject();
        if (u[QStringLiteral("name")] == QStringLiteral("Aragorn"))
            u[QStringLiteral("name")] = kName;
        if (u[QStringLiteral("side")] == QStringLiteral("West"))
            u[QStringLiteral("side")] = kSide;
        units[i] = u;
    }
    map[QStringLiteral("units")] = units;
    QJsonArray plans = map[QStringLiteral("plans")].toArray();
    for (qsizetype i = 0; i < plans.size(); ++i) {
        QJsonObject p = plans[i].toObject();
        if (p[QStringLiteral("unit")] == QStringLiteral("Aragorn")) {
            p[QStringLiteral("unit")] = kName;
            p[QStringLiteral("name")] = kName; // the army is named by its plan
        }
        plans[i] = p;
    }
    map[QStringLiteral("plans")] = withPlan ? plans : QJsonArray();
    map[QStringLiteral("labels")] = QJsonArray{QJsonObject{
        {QStringLiteral("hex"), QStringLiteral("4,4")}, {QStringLiteral("text"), kLabel}}};
    return QJsonDocument(map).toJson();
}
} // namespace

class TestPercentNames : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_map = m_dir.filePath(QStringLiteral("m%1%2.json"));
        QVERIFY(writeText(m_map, plantedMap(true)));
    }

    void resolveTextAndReports()
    {
        const Run r = cli({"resolve", m_map, "--seed", "1", "--report-dir",
                           m_dir.filePath(QStringLiteral("R%1%2"))});
        QCOMPARE(r.code, 0);
        const QString line
            = kName + " (" + kSide + "): 3,2 → 6,2, spent 3, 3 of 3 orders executed\n";
        QVERIFY2(r.out.startsWith(line), qPrintable(describe(r)));
        QVERIFY2(r.out.contains("Boromir (East): 8,2 → 7,2, spent 1, 1 of 2 orders executed\n"),
                 qPrintable(describe(r)));
        // The side's own report: its file name is the side's, made safe.
        const QDir reports(m_dir.filePath(QStringLiteral("R%1%2")));
        const QStringList files = reports.entryList({QStringLiteral("*.txt")}, QDir::Files);
        QString west;
        for (const QString &file : files)
            if (file.startsWith(QLatin1Char('W')))
                west = readText(reports.filePath(file));
        QVERIFY2(west.contains(line), qPrintable(files.join(' ') + "\n" + west));
    }

    void unitsVerbs()
    {
        Run r = cli({"units", "list", m_map});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(kName + " | 3,2 |  | side " + kSide + ", 10 troop figures\n"),
                 qPrintable(describe(r)));
        const QString added = m_dir.filePath(QStringLiteral("a%1%2.json"));
        r = cli({"units", "add", m_map, "Q%1Q%2Q", "--hex", "5,5", "--side", "S%1S%2S", "--output",
                 added});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Q%1Q%2Q added: 5,5, side S%1S%2S, 0 troop figures."),
                 qPrintable(describe(r)));
        r = cli({"units", "edit", m_map, kName, "--figures", "7", "--output", added});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(kName + " changed: 3,2, side " + kSide + ", 7 troop figures."),
                 qPrintable(describe(r)));
    }

    void ordersFile()
    {
        const QString orders = m_dir.filePath(QStringLiteral("o%1%2.txt"));
        QVERIFY(writeText(orders, "Q%1Q%2Q | 5,5 | side=S%1S%2S figures=3 | e\n"));
        const Run r = cli({"orders", m_map, orders});
        QCOMPARE(r.code, 0);
        // One order e from 5,5 over clear: 1 MP of the 12 a turn gives.
        QVERIFY2(r.out.contains("Q%1Q%2Q (line 1): 5,5 → 6,5, spent 1 of 12, 1 of 1 order "
                                "executed\n"),
                 qPrintable(describe(r)));
    }

    void errorsNameTheRightPlace()
    {
        // Two units of the same name: the second (units[5]) names the first (units[0]).
        QJsonObject map = QJsonDocument::fromJson(plantedMap(true)).object();
        QJsonArray units = map["units"].toArray();
        QJsonObject twin = units[0].toObject();
        twin["hex"] = "5,5";
        units.append(twin);
        map["units"] = units;
        const QString dup = m_dir.filePath(QStringLiteral("d%1%2.json"));
        QVERIFY(writeText(dup, QJsonDocument(map).toJson()));
        Run r = cli({"info", dup});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("units[5].name: \"" + kName + "\" is already the name of units[0]"),
                 qPrintable(describe(r)));
        // The order "%1%2" is the second, at character 3 of "e,%1%2".
        r = cli({"move", m_map, "--from", "3,2", "--orders", "e,%1%2"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("unknown order \"%1%2\" at position 3 (order 2); expected one of: "
                                "ne, e, se, sw, w, nw"),
                 qPrintable(describe(r)));
    }

    void importPath()
    {
        const QString out = m_dir.filePath(QStringLiteral("j%1%2.json"));
        const Run r = cli({"import-joverseer", testpaths::data("/mepbm/1000.terrain"),
                           testpaths::data("/mepbm/1000.traffic"), out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(out + ": 1716 hexes and 1422 side records imported, 16 warnings."),
                 qPrintable(describe(r)));
        QVERIFY(QFile::exists(out));
    }

    void campaign()
    {
        const QString map = m_dir.filePath(QStringLiteral("c%1%2.json"));
        QVERIFY(writeText(map, plantedMap(false)));
        const QString k = m_dir.filePath(QStringLiteral("K%1%2"));
        Run r = cli({"campaign", "new", k, map, "--player", kPlayer + "=" + kSide, "--player",
                     "B=East", "--title", kTitle});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        const QDir players(k + "/turn-001/players");
        const QStringList folders = players.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QString form;
        for (const QString &folder : folders)
            if (folder != QLatin1String("B"))
                form = players.filePath(folder + "/orders.txt");
        QString text = readText(form);
        QVERIFY2(text.contains(kName + " | | | \n"), qPrintable(text));
        text.replace(kName + " | | | \n", kName + " | | | e,e,e\n");
        QVERIFY(writeText(form, text.toUtf8()));

        r = cli({"campaign", "submit", k, form});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(kPlayer
                                + "'s orders for turn 1 taken in: 1 of 2 armies with "
                                  "orders."),
                 qPrintable(describe(r)));
        r = cli({"campaign", "status", k});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(kTitle + ": turn 1. Units move "), qPrintable(describe(r)));
        QVERIFY2(r.out.contains("  ✔ " + kPlayer + " (" + kSide
                                + "): orders taken in, 1 of 2 armies with orders\n"),
                 qPrintable(describe(r)));

        r = cli({"campaign", "resolve", k, "--allow-missing"});
        QVERIFY2(r.code == 0, qPrintable(describe(r)));
        const QString line
            = kName + " (" + kSide + "): 3,2 → 6,2, spent 3, 3 of 3 orders executed\n";
        const QString resolution = readText(k + "/turn-001/resolution.txt");
        QVERIFY2(resolution.contains(line), qPrintable(resolution));
        const QDir reports(k + "/turn-001/reports");
        QString mine;
        for (const QString &file : reports.entryList({QStringLiteral("*.txt")}, QDir::Files))
            if (file != QLatin1String("B.txt"))
                mine = readText(reports.filePath(file));
        QVERIFY2(mine.contains(line), qPrintable(mine));
        QVERIFY2(
            mine.startsWith(kTitle + ", turn 1: the report of " + kPlayer + " (" + kSide + "). "),
            qPrintable(mine));
    }

private:
    QTemporaryDir m_dir;
    QString m_map;
};

QTEST_GUILESS_MAIN(TestPercentNames)
#include "tst_percentnames.moc"
