// Rulesets of the probe 15, run as the built program: a chain of 20000 named conditions
// crashed check-ruleset (stack overflow, P01); a key with a line break forged a line of the
// loader's error (P07). Both are refused now, on one line, exit 1.
#include "support/clitestmaps.h"
#include "testpaths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

namespace {
QJsonObject bundledJson(const QString &id)
{
    QFile f(testpaths::source("/resources/rulesets/") + id + ".json");
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read a bundled ruleset");
    return QJsonDocument::fromJson(f.readAll()).object();
}

QString written(const QTemporaryDir &dir, const QJsonObject &root)
{
    const QString path = dir.filePath("r.json");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(root).toJson()) < 0)
        qFatal("cannot write the test ruleset");
    return path;
}
} // namespace

class TestHostileRulesets : public QObject
{
    Q_OBJECT
private slots:
    void aLongChainOfNamedConditionsIsRefusedNotACrash()
    {
        QJsonObject root = bundledJson("strategic-commanders");
        QJsonObject conditions = root.value("conditions").toObject();
        conditions.insert("c0", QJsonObject{{"enter", "forest"}});
        for (int i = 1; i <= 20000; ++i)
            conditions.insert(QStringLiteral("c%1").arg(i),
                              QJsonObject{{"is", QStringLiteral("c%1").arg(i - 1)}});
        root.insert("conditions", conditions);
        QTemporaryDir dir;
        const QString path = written(dir, root);
        const Run r = cli({"check-ruleset", path});
        QCOMPARE(r.code, 1);
        // c100 is the first name in the file's order too deep (c0, c1, c10, c100, …).
        QCOMPARE(r.err, path
                            + ": conditions.c100: named conditions and the all, any and not inside "
                              "them nest more than 64 levels deep once written out (each named "
                              "condition referred to counts 3 levels, each all, any or not 2)\n");
    }

    void aKeyWithALineBreakStaysOnTheMessagesLine()
    {
        QJsonObject root = bundledJson("strategic-commanders");
        root.insert("ok\nFORGED LINE", 1);
        QTemporaryDir dir;
        const QString path = written(dir, root);
        const Run r = cli({"check-ruleset", path});
        QCOMPARE(r.code, 1);
        QCOMPARE(r.err, path + ": ok\\nFORGED LINE: unknown key\n");
    }
};

QTEST_GUILESS_MAIN(TestHostileRulesets)
#include "tst_hostilerulesets.moc"
