// Every cell of both pbm-strategic cost tables through the engine, from a hand transcription
// (tests/data/pbm-tables.txt), and the bundled ruleset's tables against the tables of its summary.
#include "movement/planevaluator.h"
#include "support/rulesettestutil.h"
#include "testpaths.h"

#include <QTest>

using namespace hexstride;

namespace {
struct Transcribed
{
    QString table, row;
    QStringList cells; // number or "no"
};

QList<Transcribed> transcription()
{
    QFile f(testpaths::data("/pbm-tables.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read pbm-tables.txt");
    QList<Transcribed> out;
    for (const QString &line : QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QStringList parts = line.split(QLatin1Char('|'));
        for (QString &p : parts)
            p = p.trimmed();
        out << Transcribed{parts[0], parts[1], parts.mid(2)};
    }
    return out;
}

// What the printed row label means on the map: terrains entered and edge variants.
struct Scenario
{
    QStringList terrains;
    QList<QStringList> edges;
};

Scenario scenarioFor(const QString &row)
{
    const QHash<QString, QStringList> terrainOf{
        {"Shore", {"shore"}},          {"Plains", {"plains"}},
        {"Hills & Rough", {"hills"}},  {"Rough", {"hills"}},
        {"Mixed Forest", {"forest"}},  {"Forest", {"forest"}},
        {"Desert Wastes", {"desert"}}, {"Desert", {"desert"}},
        {"Fens & Swamp", {"swamp"}},   {"Swamp", {"swamp"}},
        {"Mountains", {"mountains"}},  {"Shore/Plains", {"shore", "plains"}}};
    if (row == "Major River")
        return {{"shore", "plains", "hills", "forest", "desert", "swamp", "mountains"},
                {{"major-river"}}};
    if (row == "Seas/Coast")
        return {{"sea", "ocean"}, {{}, {"minor-river"}, {"bridge"}}};
    if (row.endsWith(" with Bridge/Ford"))
        return {terrainOf.value(row.chopped(17)),
                {{"bridge"},
                 {"ford"},
                 {"major-river", "bridge"},
                 {"major-river", "ford"},
                 {"minor-river", "ford"},
                 {"minor-river", "bridge"}}};
    if (row.endsWith(" with Minor River"))
        return {terrainOf.value(row.chopped(17)), {{"minor-river"}}};
    return {terrainOf.value(row), {{}}};
}

const QStringList kColumns{"fed-normal", "unfed-normal", "fed-road", "unfed-road"};
} // namespace

class TestPbmTables : public QObject
{
    Q_OBJECT
private slots:
    void everyCell_data()
    {
        QTest::addColumn<QString>("troops");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QStringList>("edge");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        const auto rows = transcription();
        QCOMPARE(rows.size(), 44);
        for (const Transcribed &t : rows) {
            const Scenario s = scenarioFor(t.row);
            QVERIFY2(!s.terrains.isEmpty(), qPrintable(t.row));
            for (int c = 0; c < 4; ++c) {
                for (const QString &terrain : s.terrains) {
                    for (const QStringList &edge : s.edges) {
                        QTest::addRow("%s | %s | %s | %s | %s", qPrintable(t.table),
                                      qPrintable(t.row), qPrintable(kColumns[c]),
                                      qPrintable(terrain), qPrintable(edge.join('+')))
                            << t.table << terrain << edge << c << t.cells[c];
                    }
                }
            }
        }
    }
    void everyCell()
    {
        QFETCH(QString, troops);
        QFETCH(QString, terrain);
        QFETCH(QStringList, edge);
        QFETCH(int, column);
        QFETCH(QString, expected);
        static const auto ruleset = testutil::bundled("pbm-strategic");
        MovementRules rules(ruleset);
        HexMap map = testutil::mapFor(*ruleset, 3, 1, "plains");
        const Hex start = testutil::at(map, 0, 0);
        const Hex target = testutil::at(map, 1, 0);
        testutil::setTerrain(map, target, terrain);
        QStringList edgeIds = edge;
        if (column >= 2)
            edgeIds << "road";
        testutil::setEdge(map, start, 0, edgeIds); // direction 0 = east on a pointy map
        const UnitProfile profile{{"troops", troops}, {"fed", column % 2 == 0 ? "yes" : "no"}};

        const auto parsed = parseOrders("e", Orientation::PointyTop, ruleset->turns.holdTokens);
        QVERIFY(parsed.error.isEmpty());
        PlanContext ctx;
        ctx.budget = 100; // the allowance is not under test here
        const PlanResult plan = evaluateOrders(rules, map, start, parsed.tokens, profile, ctx);
        QCOMPARE(plan.steps.size(), 1);
        const PlannedStep &s = plan.steps[0];
        if (expected == "no") {
            QCOMPARE(stepStatusId(s.status), QString("blocked"));
            QVERIFY(!s.cost);
            QCOMPARE(rules.stepCostFast(map, start, 0, profile), -1);
        } else {
            QCOMPARE(stepStatusId(s.status), QString("ok"));
            QCOMPARE(s.cost.value_or(-1), expected.toInt());
            QCOMPARE(rules.stepCostFast(map, start, 0, profile), expected.toInt());
            QCOMPARE(s.explain().first().kind, TraceItem::Kind::Base);
            QCOMPARE(s.explain().first().value, expected.toDouble());
        }
    }

    // The ruleset file against the tables of its summary (docs/rules/pbm-strategic.md, §4.5 and
    // §4.6, transcribed as printed): each column header, row label and cell, in order.
    void rulesetMatchesSummaryTables_data()
    {
        QTest::addColumn<QString>("item");
        QTest::addColumn<QString>("tableId");
        QTest::newRow("mixed") << "**§4.5**"
                               << "mixed";
        QTest::newRow("cavalry") << "**§4.6**"
                                 << "cavalry";
    }
    void rulesetMatchesSummaryTables()
    {
        QFETCH(QString, item);
        QFETCH(QString, tableId);
        QFile f(testpaths::source("/docs/rules/pbm-strategic.md"));
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(f.readAll()).split('\n');
        qsizetype i = 0;
        while (i < lines.size() && !lines[i].startsWith(item))
            ++i;
        while (i < lines.size() && !lines[i].startsWith('|'))
            ++i;
        QVERIFY(i < lines.size());
        // | Row (Hexstride id) | Row as printed | four columns |
        auto cellsOf = [](const QString &line) {
            QStringList cells = line.split('|');
            cells = cells.mid(1, cells.size() - 2);
            for (QString &c : cells)
                c = c.trimmed().remove('`');
            return cells;
        };
        const QStringList headers = cellsOf(lines[i]).mid(2);
        QList<QStringList> summaryRows;
        for (i += 2; i < lines.size() && lines[i].startsWith('|'); ++i)
            summaryRows << cellsOf(lines[i]);
        QCOMPARE(summaryRows.size(), 22);

        const auto ruleset = testutil::bundled("pbm-strategic");
        const CostTable *table = nullptr;
        for (const auto &t : ruleset->costTables) {
            if (t.id == tableId)
                table = &t;
        }
        QVERIFY(table);
        QCOMPARE(table->columns.size(), 4);
        for (int c = 0; c < 4; ++c)
            QCOMPARE(table->columns[c].label.en, headers[c]);
        QCOMPARE(table->rows.size(), summaryRows.size());
        for (int r = 0; r < summaryRows.size(); ++r) {
            QCOMPARE(table->rows[r].id, summaryRows[r][0]);
            QCOMPARE(table->rows[r].label.en, summaryRows[r][1]);
            QVERIFY(!table->rows[r].label.ru.isEmpty());
            for (int c = 0; c < 4; ++c) {
                const CostCell &cell = table->cells[r][c];
                const QString got = cell.value ? QString::number(*cell.value) : QString("no");
                QCOMPARE(got, summaryRows[r][c + 2]);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestPbmTables)
#include "tst_pbmtables.moc"
