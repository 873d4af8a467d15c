// table: one cost table of a ruleset as aligned text or CSV; with --set-from, a new ruleset
// file whose table takes a CSV's cells (matched by row and column names), each change listed.
#include "movementcommands.h"
#include "movementoptions.h"
#include "rulesetargument.h"
#include "text/terminaltext.h"
#include "verbhelp.h"

#include "io/csvtext.h"
#include "io/messagetext.h"
#include "io/safefile.h"
#include "io/utf8textfile.h"
#include "rules/costtablecsv.h"
#include "rules/rulesetwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace hexstride::cli {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// A CSV is a table of a few hundred cells: a bound against reading a device or a huge file.
constexpr qint64 kMaxTableCsvBytes = 8 * 1024 * 1024;

/// The table as columns padded to their widest field: names left, cells right.
QString alignedTable(const CostTable &table, const CostTableTextOptions &options)
{
    const QList<QList<CsvField>> records
        = readCsv(costTableText(table, options), options.separator).records;
    QList<qsizetype> widths;
    for (const auto &record : records) {
        for (qsizetype k = 0; k < record.size(); ++k) {
            if (k >= widths.size())
                widths << 0;
            widths[k] = std::max(widths[k], terminalText(record[k].text).size());
        }
    }
    QString text;
    for (const auto &record : records) {
        QStringList fields;
        for (qsizetype k = 0; k < record.size(); ++k)
            fields << (k == 0 ? terminalText(record[k].text).leftJustified(widths[k])
                              : terminalText(record[k].text).rightJustified(widths[k]));
        text += fields.join(QStringLiteral("  ")).trimmed() + QLatin1Char('\n');
    }
    return text;
}

VerbOutput setFromCsv(const Ruleset &ruleset, int index, const QString &csvPath,
                      const QString &outPath, const QString &language,
                      const QString &rulesetArgument)
{
    // The CSV and a ruleset file given as RULESET are read, never replaced.
    const QStringList inputs{csvPath,
                             QFileInfo(rulesetArgument).isFile() ? rulesetArgument : QString()};
    if (const QString problem = safefile::outputOverInputProblem(outPath, inputs);
        !problem.isEmpty())
        return inputError(problem);
    QString error;
    const std::optional<QString> text = readUtf8TextFile(csvPath, kMaxTableCsvBytes, error);
    if (!text)
        return inputError(error);
    const CostTable &table = ruleset.costTables[index];
    const CostTableEdit edit = applyCostTableText(table, *text);
    if (!edit.table)
        return inputError(QStringLiteral("%1: %2").arg(quotedPath(csvPath), edit.error));
    const RulesetLoadResult loaded = withCostTable(ruleset, index, *edit.table);
    if (!loaded.ruleset)
        return inputError(CliText::tr("%1: the ruleset would not load: %2")
                              .arg(quotedPath(csvPath), loaded.error));
    if (const QString e = saveRulesetFile(*loaded.ruleset, outPath); !e.isEmpty())
        return inputError(e);
    VerbOutput out;
    for (const CostCellChange &c : edit.changes)
        out.out += describeCellChange(table, c, language) + QLatin1Char('\n');
    out.out += QCoreApplication::translate("hexstride::cli", "%n cell(s) changed; wrote %1.\n",
                                           nullptr, int(edit.changes.size()))
                   .arg(quotedPath(outPath));
    return out;
}
} // namespace

int runTableVerb(VerbContext &ctx)
{
    DescribedParser parser;
    parser.setApplicationDescription(
        CliText::tr("Prints one cost table of a ruleset, its rows and columns by their labels in "
                    "the output language (or by id). With --set-from, writes a ruleset whose "
                    "table takes a CSV's cells, matched by row and column label or id."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("RULESET"),
                                 CliText::tr("A bundled ruleset id or a ruleset file."));
    parser.addPositionalArgument(QStringLiteral("TABLE_ID"), CliText::tr("The cost table's id."));
    parser.addOption({QStringLiteral("csv"), CliText::tr("Print CSV (RFC 4180).")});
    parser.addOption({QStringLiteral("ids"), CliText::tr("Name rows and columns by their ids.")});
    parser.addOption({QStringLiteral("set-from"),
                      CliText::tr("Take the table's cells from this CSV file (needs --out)."),
                      QStringLiteral("FILE")});
    parser.addOption(
        {QStringLiteral("out"), CliText::tr("The ruleset file to write."), QStringLiteral("FILE")});
    if (const auto done = parseFixedArgs(
            parser, ctx, 2, CliText::tr("table needs a ruleset id or file and a table id.")))
        return *done;
    const bool setFrom = parser.isSet(QStringLiteral("set-from"));
    if (setFrom != parser.isSet(QStringLiteral("out"))) {
        ctx.err << CliText::tr("--set-from and --out go together.") << '\n';
        return BadUsage;
    }
    QString why;
    const auto ruleset = loadRulesetArgument(parser.positionalArguments().constFirst(), &why);
    if (!ruleset)
        return printOutput(ctx, inputError(why));
    const QString tableId = parser.positionalArguments().at(1);
    const int index = costTableIndex(*ruleset, tableId);
    if (index < 0) {
        QStringList ids;
        for (const CostTable &t : ruleset->costTables)
            ids << t.id;
        return printOutput(ctx, inputError(CliText::tr("No cost table \"%1\" in %2; its tables: %3")
                                               .arg(quotedInput(tableId), ruleset->id,
                                                    ids.join(QStringLiteral(", ")))));
    }
    const QString language = outputLanguage();
    if (setFrom)
        return printOutput(ctx,
                           setFromCsv(*ruleset, index, parser.value(QStringLiteral("set-from")),
                                      parser.value(QStringLiteral("out")), language,
                                      parser.positionalArguments().constFirst()));
    const CostTableTextOptions options{language, parser.isSet(QStringLiteral("ids")),
                                       QLatin1Char(',')};
    const CostTable &table = ruleset->costTables[index];
    VerbOutput out;
    out.exact = parser.isSet(QStringLiteral("csv"));
    out.out = out.exact ? costTableText(table, options) : alignedTable(table, options);
    return printOutput(ctx, out);
}

} // namespace hexstride::cli
