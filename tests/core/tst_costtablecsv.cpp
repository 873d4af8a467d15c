// Cost tables as CSV/TSV and back: RFC 4180 quoting, cells matched by row and column names,
// "Not allowed" and the assumed mark kept, bad input refused with its line and column.
#include "io/csvtext.h"
#include "rules/costtablecsv.h"
#include "rules/rulesetloader.h"
#include "testpaths.h"

#include <QDir>
#include <QTest>

using namespace hexstride;

namespace {
CostAxis axis(const QString &id, const QString &en, const QString &ru)
{
    return CostAxis{id, {en, ru}, {}};
}

/// A 2×2 table: plains 3/2, hills "not allowed"/4 (the 4 assumed).
CostTable smallTable()
{
    CostTable t;
    t.id = "foot";
    t.label = {"Foot", "Пешие"};
    t.columns = {axis("normal", "Normal", "Обычная"), axis("road", "Road, \"paved\"", "Дорога")};
    t.rows = {axis("plains", "Plains", "Равнины"), axis("hills", "Hills", "Холмы")};
    t.cells = {{CostCell{3.0, {}}, CostCell{2.0, {}}},
               {CostCell{}, CostCell{4.0, {"§2", {"the text gives none", "в тексте нет"}}}}};
    t.source = {"§1", {}};
    return t;
}

Ruleset bundled(const QString &id)
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}
} // namespace

class TestCostTableCsv : public QObject
{
    Q_OBJECT
private slots:
    void readsQuotedFields()
    {
        const CsvRecords csv
            = readCsv("a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"two\nlines\",x,\r\n\r\nlast", ',');
        QVERIFY2(csv.error.isEmpty(), qPrintable(csv.error));
        QCOMPARE(csv.records.size(), 3);
        QCOMPARE(csv.records[0][1].text, QString("b,c"));
        QCOMPARE(csv.records[0][2].text, QString("say \"hi\""));
        QCOMPARE(csv.records[1][0].text, QString("two\nlines"));
        QCOMPARE(csv.records[1].size(), 3); // the separator last on the line: an empty field
        QCOMPARE(csv.records[1][2].text, QString());
        QCOMPARE(csv.records[2][0].line, 5);
    }

    void refusesBrokenQuotes()
    {
        QCOMPARE(readCsv("a,b\nc,\"open", ',').error,
                 QString("line 2, column 2: a quoted field is not closed"));
        QCOMPARE(readCsv("a,\"b\"x", ',').error,
                 QString("line 1, column 2: text after the closing quote of a field"));
    }

    void writesQuotedFields()
    {
        // A tab is quoted with any separator, so that the guess does not take it for one
        // (probe 9, finding 14).
        QCOMPARE(csvRecord({"a", "b,c", "q\"", " pad", "tab\there"}, ','),
                 QString("a,\"b,c\",\"q\"\"\",\" pad\",\"tab\there\""));
        QCOMPARE(csvRecord({"a", "tab\there"}, '\t'), QString("a\t\"tab\there\""));
    }

    // OWASP's advice on CSV injection: a cell a spreadsheet would run as a formula gets a
    // single quote before it and is quoted; plain numbers stay numbers.
    void guardsFormulas_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("written"); // with ',' as the separator
        QTest::newRow("equals") << "=1+2"
                                << "\"'=1+2\"";
        QTest::newRow("dde") << "=cmd|' /C calc'!A0"
                             << "\"'=cmd|' /C calc'!A0\"";
        QTest::newRow("plus") << "+A1"
                              << "\"'+A1\"";
        QTest::newRow("minus") << "-A1"
                               << "\"'-A1\"";
        QTest::newRow("a lone dash") << "-"
                                     << "\"'-\"";
        QTest::newRow("at") << "@SUM(A1)"
                            << "\"'@SUM(A1)\"";
        QTest::newRow("tab") << "\tx"
                             << "\"'\tx\"";
        QTest::newRow("carriage return") << "\rx"
                                         << "\"'\rx\"";
        // probe13 Q13: the fullwidth forms, which some spreadsheets take for the ASCII ones.
        QTest::newRow("fullwidth equals")
            << QString::fromUtf8("＝1+1") << QString::fromUtf8("\"'＝1+1\"");
        QTest::newRow("fullwidth plus, minus, at")
            << QString::fromUtf8("＋A1－＠") << QString::fromUtf8("\"'＋A1－＠\"");
        QTest::newRow("fullwidth at")
            << QString::fromUtf8("＠SUM(A1)") << QString::fromUtf8("\"'＠SUM(A1)\"");
        QTest::newRow("quote in it") << "=\"a\""
                                     << "\"'=\"\"a\"\"\"";
        QTest::newRow("negative number") << "-1"
                                         << "-1";
        QTest::newRow("signed fraction") << "+2.5"
                                         << "+2.5";
        QTest::newRow("quote then formula") << "'=x"
                                            << "\"''=x\"";
        QTest::newRow("quote then text") << "'tis"
                                         << "'tis";
        QTest::newRow("equals later") << "a=b"
                                      << "a=b";
        // probe 15, P10: a spreadsheet splitting on ';' would run the rest as a formula.
        QTest::newRow("formula after a semicolon") << "MP;=cmd|'/c calc'!A1"
                                                   << "\"MP;=cmd|'/c calc'!A1\"";
        QTest::newRow("Russian, formula after a semicolon")
            << QString::fromUtf8("ОД;=cmd|'/c calc'!A1")
            << QString::fromUtf8("\"ОД;=cmd|'/c calc'!A1\"");
    }
    void guardsFormulas()
    {
        QFETCH(QString, text);
        QFETCH(QString, written);
        QCOMPARE(csvField(text, ','), written);
        // Read back, the guard comes off: the text is the original, a CR in quotes included
        // (probe 9, finding 14: it used to come back as LF).
        const CsvRecords back = readCsv(written + ",next", ',');
        QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
        QCOMPARE(back.records.size(), 1);
        QCOMPARE(back.records[0][0].text, text);
        QCOMPARE(back.records[0][1].text, QString("next"));
    }

    void readsGuardsAsSpreadsheetsSaveThem()
    {
        // A spreadsheet may save the guarded text without quotes: the guard still comes off.
        const CsvRecords csv = readCsv("'=1+2,''@x,'plain,'", ',');
        QVERIFY2(csv.error.isEmpty(), qPrintable(csv.error));
        QCOMPARE(csv.records.size(), 1);
        QCOMPARE(csv.records[0].size(), 4);
        QCOMPARE(csv.records[0][0].text, QString("=1+2"));
        QCOMPARE(csv.records[0][1].text, QString("'@x"));
        QCOMPARE(csv.records[0][2].text, QString("'plain"));
        QCOMPARE(csv.records[0][3].text, QString("'"));
    }

    void tableWithFormulaLabelsRoundTrips()
    {
        CostTable t = smallTable();
        t.label.en = "=HYPERLINK(\"http://x\")";
        t.rows[0].label.en = "-Plains";
        t.columns[0].label.en = "@Normal";
        const QString text = costTableText(t, {"en", false, ','});
        QCOMPARE(text, QString("\"'=HYPERLINK(\"\"http://x\"\")\",\"'@Normal\",\"Road, "
                               "\"\"paved\"\"\"\r\n\"'-Plains\",3,2\r\nHills,Not allowed,4*\r\n"));
        const CostTableEdit back = applyCostTableText(t, text);
        QVERIFY2(back.error.isEmpty(), qPrintable(back.error));
        QCOMPARE(back.changes.size(), 0);
    }

    void guessesSeparator()
    {
        QCOMPARE(guessCsvSeparator("a\tb,c\n1\t2"), QChar('\t'));
        QCOMPARE(guessCsvSeparator("a;b\n1;2"), QChar(';'));
        QCOMPARE(guessCsvSeparator("a,b;c"), QChar(','));
        // A tab, ';' or line break inside a quoted label is the label's, not a separator
        // (probe 9, finding 14).
        QCOMPARE(guessCsvSeparator("x,\"'\t=1\",b\r\n1,2"), QChar(','));
        QCOMPARE(guessCsvSeparator("x,\"a;b\",c\r\n"), QChar(','));
        QCOMPARE(guessCsvSeparator("x;\"a\nb\tc\";d\r\n"), QChar(';'));
    }

    void keepsLineBreaksInQuotesAsWritten()
    {
        const CsvRecords r = readCsv("\"a\rb\",\"c\r\nd\",\"e\nf\"\r\nnext", ',');
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.records.size(), 2);
        QCOMPARE(r.records[0][0].text, QString("a\rb"));
        QCOMPARE(r.records[0][1].text, QString("c\r\nd"));
        QCOMPARE(r.records[0][2].text, QString("e\nf"));
        QCOMPARE(r.records[1][0].line, 5); // three line breaks in fields, one ending the record
    }

    void decimalCommaOnlyWithAnotherSeparator()
    {
        // Probe 9, finding 23: "4,5" in a comma-separated file was read as 4.5.
        QCOMPARE(parseCostCell("4,5", ',').error,
                 QString("\"4,5\" is not a number of MP: in a file separated by commas, write a "
                         "decimal point (4.5)"));
        QCOMPARE(*parseCostCell("4,5", ';').value, 4.5);
        QCOMPARE(*parseCostCell("4,5", '\t').value, 4.5);
        const CostTableEdit e = applyCostTableText(smallTable(), "foot,normal\nplains,\"4,5\"\n");
        QCOMPARE(e.error,
                 QString("line 2, column 2 (Foot: Plains, Normal): \"4,5\" is not a number of "
                         "MP: in a file separated by commas, write a decimal point (4.5)"));
        const CostTableEdit semi = applyCostTableText(smallTable(), "foot;normal\nplains;4,5\n");
        QVERIFY2(semi.error.isEmpty(), qPrintable(semi.error));
    }

    void writesTableByLabelsAndIds()
    {
        const CostTable t = smallTable();
        QCOMPARE(costTableText(t, {"en", false, ','}),
                 QString("Foot,Normal,\"Road, \"\"paved\"\"\"\r\nPlains,3,2\r\nHills,Not "
                         "allowed,4*\r\n"));
        QCOMPARE(costTableText(t, {"ru", false, '\t'}),
                 QString("Пешие\tОбычная\tДорога\r\nРавнины\t3\t2\r\nХолмы\tНельзя\t4*\r\n"));
        QCOMPARE(costTableText(t, {"en", true, ','}),
                 QString("foot,normal,road\r\nplains,3,2\r\nhills,Not allowed,4*\r\n"));
    }

    void parsesCells_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // -1: not allowed
        QTest::addColumn<bool>("assumed");
        QTest::newRow("integer") << " 3 " << 3.0 << false;
        QTest::newRow("dot") << "1.5" << 1.5 << false;
        QTest::newRow("decimal comma") << "1,5" << 1.5 << false;
        QTest::newRow("assumed") << "2 *" << 2.0 << true;
        QTest::newRow("english word") << "not ALLOWED" << -1.0 << false;
        QTest::newRow("russian word") << "нельзя" << -1.0 << false;
        QTest::newRow("ruleset word") << "no" << -1.0 << false;
        QTest::newRow("dash assumed") << "-*" << -1.0 << true;
    }
    void parsesCells()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        QFETCH(bool, assumed);
        const ParsedCostCell p = parseCostCell(text);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.value.has_value(), value >= 0);
        if (value >= 0)
            QCOMPARE(*p.value, value);
        QCOMPARE(p.assumed, assumed);
    }

    void refusesBadCells()
    {
        QCOMPARE(parseCostCell("-3").error, QString("-3 is below zero: a cost is 0 MP or more"));
        QCOMPARE(parseCostCell("three").error,
                 QString("\"three\" is not a number of MP nor \"Not allowed\""));
        QVERIFY(!parseCostCell("nan").error.isEmpty());
        QVERIFY(!parseCostCell("inf").error.isEmpty());
        QVERIFY(!parseCostCell("").error.isEmpty());
        // The ceiling of a cost (kMaxCostValue, docs/rulesets.md): 1,000,000 MP.
        QCOMPARE(parseCostCell("1e308").error,
                 QString("1e308 is more than the largest cost, 1000000 MP"));
        QCOMPARE(parseCostCell("1000000.5").error,
                 QString("1000000.5 is more than the largest cost, 1000000 MP"));
        QCOMPARE(parseCostCell("1000000").value, std::optional<double>(1e6));
        // The floor of a cost above 0 (kMinCostValue): 0.001 MP. 5e-324 was taken and echoed as
        // a 330-character number (probe 10, F20).
        QCOMPARE(parseCostCell("5e-324").error,
                 QString("5e-324 is between 0 and the smallest cost, 0.001 MP: write 0 or at "
                         "least 0.001"));
        QCOMPARE(parseCostCell("0.0009").error,
                 QString("0.0009 is between 0 and the smallest cost, 0.001 MP: write 0 or at "
                         "least 0.001"));
        QCOMPARE(parseCostCell("0.001").value, std::optional<double>(0.001));
        QCOMPARE(parseCostCell("0").value, std::optional<double>(0));
    }

    // The boundaries both ways: 0 MP (free) and the largest cost, 1,000,000 MP, are costs, read
    // and written as numbers (not "Not allowed", not 1e+06); "Not allowed" replaces a number and
    // a number replaces "Not allowed".
    void boundariesAndNotAllowedBothWays()
    {
        QCOMPARE(parseCostCell("0").value, std::optional<double>(0.0));
        QVERIFY(parseCostCell("0").error.isEmpty());
        QCOMPARE(parseCostCell("0*").value, std::optional<double>(0.0));
        QCOMPARE(parseCostCell("1000000").value, std::optional<double>(1e6));
        QCOMPARE(parseCostCell("1000001").error,
                 QString("1000001 is more than the largest cost, 1000000 MP"));

        // Plains: 3 → Not allowed, 2 → 0; hills: Not allowed → 1000000, 4* stays.
        const CostTable t = smallTable();
        const CostTableEdit e
            = applyCostTableText(t, "Foot,Normal,Road\nPlains,Not allowed,0\nHills,1000000,4*\n");
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 3);
        QCOMPARE(e.table->cells[0][0].value, std::optional<double>());
        QCOMPARE(e.table->cells[0][1].value, std::optional<double>(0.0));
        QCOMPARE(e.table->cells[1][0].value, std::optional<double>(1e6));
        QCOMPARE(describeCellChange(t, e.changes[0], "en"),
                 QString("Plains / Normal: 3 → Not allowed"));
        QCOMPARE(describeCellChange(t, e.changes[1], "en"),
                 QString("Plains / Road, \"paved\": 2 → 0"));
        QCOMPARE(describeCellChange(t, e.changes[2], "ru"),
                 QString("Холмы / Обычная: Нельзя → 1000000"));
        // Written out again: the same words and numbers.
        QCOMPARE(costTableText(*e.table, {"en", true, ','}),
                 QString("foot,normal,road\r\nplains,Not allowed,0\r\nhills,1000000,4*\r\n"));
        QCOMPARE(costTableText(*e.table, {"ru", true, ';'}),
                 QString("foot;normal;road\r\nplains;Нельзя;0\r\nhills;1000000;4*\r\n"));
    }

    void quotesAtMostEightyCharactersOfAHugeCell()
    {
        // A 5 MB cell is named by its first 79 characters and "…", not echoed whole.
        const QString huge = QString(5 << 20, 'x');
        const QString expected
            = QString("\"%1…\" is not a number of MP nor \"Not allowed\"").arg(QString(79, 'x'));
        QCOMPARE(parseCostCell(huge).error, expected);
        const CostTableEdit e = applyCostTableText(smallTable(), "Foot,Normal\n" + huge + ",3\n");
        QCOMPARE(e.error, QString("line 2, column 1: no row \"%1…\" in the table \"foot\"")
                              .arg(QString(79, 'x')));
    }

    void appliesByNamesAndReportsChanges()
    {
        const CostTable t = smallTable();
        // Russian labels, English id, columns in another order, a row left out.
        const CostTableEdit e = applyCostTableText(t, "x;road;Обычная\nHILLS;5*;no\n");
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 1);
        QCOMPARE(e.changes[0].row, 1);
        QCOMPARE(e.changes[0].column, 1);
        QCOMPARE(e.table->cells[1][1].value, std::optional<double>(5.0));
        QVERIFY(e.table->cellSource(1, 1).isAssumed()); // the assumed source is kept
        QCOMPARE(e.table->cells[0][0].value, std::optional<double>(3.0));
        QCOMPARE(describeCellChange(t, e.changes[0], "en"),
                 QString("Hills / Road, \"paved\": 4* → 5*"));
    }

    // Probe 11, N09: with rows labelled "Forest" and "forest", the CSV's "forest" changed the
    // first row (case ignored, first match); a label that is one row's English and another
    // row's Russian changed the first without a word. An exact match wins; a name that still
    // matches two rows (or columns) is refused, naming both by id.
    void labelsMatchExactlyAndAmbiguityIsRefused()
    {
        CostTable t = smallTable();
        t.rows = {axis("woods", "Forest", "Лес"), axis("thicket", "forest", "Чаща")};
        CostTableEdit e = applyCostTableText(t, "x,normal\nforest,7\n");
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 1);
        QCOMPARE(e.changes[0].row, 1);
        QCOMPARE(e.table->cells[1][0].value, std::optional<double>(7.0));
        QCOMPARE(e.table->cells[0][0].value, std::optional<double>(3.0));

        e = applyCostTableText(t, "x,normal\nFOREST,7\n"); // both, case ignored
        QVERIFY(!e.table);
        QCOMPARE(e.error, QString("line 2, column 1: \"FOREST\" matches two rows, \"woods\" and "
                                  "\"thicket\": name the row by its id"));

        t.rows = {axis("woods", "Forest", "Лес"), axis("thicket", "Thicket", "Forest")};
        e = applyCostTableText(t, "x,normal\nForest,7\n");
        QVERIFY(!e.table);
        QCOMPARE(e.error, QString("line 2, column 1: \"Forest\" matches two rows, \"woods\" and "
                                  "\"thicket\": name the row by its id"));
        e = applyCostTableText(t, "x,normal\nthicket,7\n"); // the id: one row
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes[0].row, 1);

        t = smallTable();
        t.columns[1].label.ru = "normal"; // the column "road"'s Russian is the other's id
        e = applyCostTableText(t, "x,NORMAL\nplains,7\n");
        QVERIFY(!e.table);
        QCOMPARE(e.error, QString("line 1, column 2: \"NORMAL\" matches two columns, \"normal\" "
                                  "and \"road\": name the column by its id"));
        e = applyCostTableText(t, "x,normal\nplains,7\n"); // the id exactly: one column
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes[0].column, 0);
    }

    void assumedMarkAddedAndTakenOff()
    {
        const CostTable t = smallTable();
        const CostTableEdit e = applyCostTableText(t, ",normal,road\nplains,3*,2\nhills,no,4\n");
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 2);
        QVERIFY(e.table->cellSource(0, 0).isAssumed());
        QCOMPARE(e.table->cellSource(0, 0).item, QString("§1"));
        // The mark's reason is ruleset data, in both languages.
        QCOMPARE(e.table->cellSource(0, 0).assumed,
                 (LocalizedText{"marked as assumed in a spreadsheet",
                                "отмечено как допущение в электронной таблице"}));
        QVERIFY(!e.table->cellSource(1, 1).isAssumed());
        QCOMPARE(e.table->cellSource(1, 1).item, QString("§2"));
        QCOMPARE(describeCellChange(t, e.changes[0], "ru"), QString("Равнины / Обычная: 3 → 3*"));
    }

    void refusesWithLineAndColumn_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown column")
            << "x,normal,rail\n"
            << "line 1, column 3: no column \"rail\" in the table \"foot\"";
        QTest::newRow("unknown row") << "x,normal\nplains,3\nswamp,4\n"
                                     << "line 3, column 1: no row \"swamp\" in the table \"foot\"";
        QTest::newRow("bad number") << "x,normal,road\nplains,3,-2\n"
                                    << "line 2, column 3 (Foot: Plains, Road, \"paved\"): -2 is "
                                       "below zero: a cost is 0 MP or more";
        QTest::newRow("column twice") << "x,road,Road, \"paved\"\n"
                                      << "line 1, column 3: the column \"Road\" is named twice";
        QTest::newRow("too many cells") << "x,normal\nplains,3,4\n"
                                        << "line 2, column 3: a cell beyond the last named column";
        QTest::newRow("unclosed quote") << "x,normal\n\"plains,3\n"
                                        << "line 2, column 1: a quoted field is not closed";
    }
    void refusesWithLineAndColumn()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const CostTableEdit e = applyCostTableText(smallTable(), text, ',');
        QVERIFY(!e.table);
        QCOMPARE(e.error, error);
    }

    void pastesBlockAtCellOrByNames()
    {
        const CostTable t = smallTable();
        // A bare block from a spreadsheet: cell by cell from (0, 1).
        CostTableEdit e = pasteCostTableBlock(t, "7\n8*\n", 0, 1);
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 2);
        QCOMPARE(e.table->cells[0][1].value, std::optional<double>(7.0));
        QCOMPARE(e.table->cells[1][1].value, std::optional<double>(8.0));
        // With labels: wherever the current cell is.
        e = pasteCostTableBlock(t, "\tRoad, \"paved\"\nHills\tНельзя\n", 0, 0);
        QVERIFY2(e.error.isEmpty(), qPrintable(e.error));
        QCOMPARE(e.changes.size(), 1);
        QVERIFY(!e.table->cells[1][1].value);
        QVERIFY(!e.table->cellSource(1, 1).isAssumed()); // no mark: no longer assumed
        e = pasteCostTableBlock(t, "1\t2\t3\n", 0, 0);
        QCOMPARE(e.error, QString("line 1, column 3: the block goes past the table's edge"));
    }

    // Every bundled ruleset, with its number of cost tables counted by hand in
    // resources/rulesets/<id>.json: an empty folder or a ruleset without tables cannot pass.
    void bundledTablesRoundTrip_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("tables");
        QTest::newRow("battle-federations") << "battle-federations" << 1;
        QTest::newRow("pbm-strategic") << "pbm-strategic" << 2;
        QTest::newRow("strategic-commanders") << "strategic-commanders" << 1;
        QTest::newRow("tabletop-inches") << "tabletop-inches" << 1;
        QTest::newRow("tactical-formations") << "tactical-formations" << 3;
    }
    void bundledTablesRoundTrip()
    {
        QFETCH(QString, id);
        QFETCH(int, tables);
        const Ruleset r = bundled(id);
        QCOMPARE(int(r.costTables.size()), tables);
        for (const CostTable &t : r.costTables) {
            for (const CostTableTextOptions &o :
                 {CostTableTextOptions{"en", false, ','}, CostTableTextOptions{"ru", false, '\t'},
                  CostTableTextOptions{"en", true, ';'}}) {
                const CostTableEdit e = applyCostTableText(t, costTableText(t, o));
                QVERIFY2(e.error.isEmpty(), qPrintable(t.id + ": " + e.error));
                QVERIFY2(e.changes.isEmpty(), qPrintable(t.id));
                QVERIFY(*e.table == t);
            }
        }
    }

    void bundledTablesAreAllListed()
    {
        // A new bundled ruleset gets a row above.
        QCOMPARE(QDir(testpaths::source("/resources/rulesets")).entryList({"*.json"}),
                 QStringList({"battle-federations.json", "pbm-strategic.json",
                              "strategic-commanders.json", "tabletop-inches.json",
                              "tactical-formations.json"}));
    }

    void editedTableLoads()
    {
        const Ruleset r = bundled("pbm-strategic");
        CostTable t = r.costTables[0];
        t.cells[0][0].value = 9;
        const RulesetLoadResult ok = withCostTable(r, 0, t);
        QVERIFY2(ok.ruleset, qPrintable(ok.error));
        QCOMPARE(ok.ruleset->costTables[0].cells[0][0].value, std::optional<double>(9));
        QCOMPARE(costTableIndex(r, r.costTables[0].id), 0);
        QCOMPARE(costTableIndex(r, "no-such-table"), -1);
    }
};

QTEST_GUILESS_MAIN(TestCostTableCsv)
#include "tst_costtablecsv.moc"
