// The movement verbs as processes: registration, usage errors and exit codes. Runs on maps
// from files wait for loadMapFile (another branch); their logic is tested in-process.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

namespace {
struct Run
{
    int code = -1;
    QString out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(HEXSTRIDE_CLI_PATH, args);
    if (!p.waitForFinished(30000))
        qFatal("hexstride-cli did not finish");
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}
} // namespace

class TestMovementVerbsProcess : public QObject
{
    Q_OBJECT
private slots:
    void verbsAreListed()
    {
        const Run r = cli({"--help"});
        QCOMPARE(r.code, 0);
        for (const char *verb : {"rulesets", "move", "explain"})
            QVERIFY2(r.out.contains(QString("  ") + verb), qPrintable(r.out));
    }

    void rulesetsJson()
    {
        const Run r = cli({"rulesets", "--json"});
        QCOMPARE(r.code, 0);
        const QJsonArray all = QJsonDocument::fromJson(r.out.toUtf8()).array();
        QCOMPARE(all.size(), 5);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("move without --from") << QStringList{"move", "map.hexmap", "--orders", "e"};
        QTest::newRow("move without --orders") << QStringList{"move", "map.hexmap", "--from", "0101"};
        QTest::newRow("move without map") << QStringList{"move", "--from", "0101", "--orders", "e"};
        QTest::newRow("explain without --dir") << QStringList{"explain", "map.hexmap", "--from", "0101"};
        QTest::newRow("unknown option") << QStringList{"rulesets", "--yaml"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QCOMPARE(cli(args).code, 2);
    }

    void unreadableMapIsBadInput()
    {
        const Run r = cli({"move", "/nonexistent/dir/none.hexmap", "--from", "0101", "--orders", "e"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("none.hexmap"), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMovementVerbsProcess)
#include "tst_movementverbsprocess.moc"
