#include "tableexport.h"

#include "designer/editing/rulesummarytext.h"
#include "io/safefile.h"
#include "rules/costtablecells.h"
#include "rules/costtablecsv.h"
#include "text/filltext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QTextDocument>

namespace hexstride {

namespace {

/// The translation context of these messages (a class so that lupdate finds them).
struct TableExportText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::TableExport)
};

QString number(double v, const QString &language)
{
    return QLocale(language).toString(v);
}

} // namespace

QString costTableCsv(const Ruleset &ruleset, int table, const QString &language)
{
    // The table text the CSV import and `hexstride-cli table` read back: a file exported here
    // comes back unchanged, assumed marks included.
    return costTableText(ruleset.costTables.at(table), {language, false, QLatin1Char(',')});
}

QString costTableHtml(const Ruleset &ruleset, int table, const QString &language,
                      const Ruleset *baseline)
{
    const CostTable &t = ruleset.costTables.at(table);
    QString h;
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>")
             .arg(t.label.in(language).toHtmlEscaped());
    h += QStringLiteral("<h2>%1</h2>").arg(t.label.in(language).toHtmlEscaped());
    h += QStringLiteral("<p><small>%1</small></p>").arg(ruleset.name.in(language).toHtmlEscaped());
    h += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\"><tr><th></th>");
    for (const auto &c : t.columns)
        h += QStringLiteral("<th>%1</th>").arg(c.label.in(language).toHtmlEscaped());
    h += QStringLiteral("</tr>");
    QStringList notes;
    for (qsizetype r = 0; r < t.rows.size(); ++r) {
        h += QStringLiteral("<tr><th align=\"left\">%1</th>")
                 .arg(t.rows[r].label.in(language).toHtmlEscaped());
        for (qsizetype c = 0; c < t.columns.size(); ++c) {
            const CostCell &cell = t.cells[r][c];
            const SourceRef &src = t.cellSource(int(r), int(c));
            QString text = cell.value ? number(*cell.value, language)
                                      : TableExportText::tr("not allowed").toHtmlEscaped();
            const CostCell *before = changedFrom(ruleset, baseline, int(table), int(r), int(c));
            if (before) {
                // Changed from the rules as published: the booklet says what it replaces.
                const QString why = TableExportText::tr("changed from %1")
                                        .arg(before->value ? number(*before->value, language)
                                                           : TableExportText::tr("not allowed"));
                qsizetype note = notes.indexOf(why);
                if (note < 0) {
                    notes << why;
                    note = notes.size() - 1;
                }
                text = fillText(QStringLiteral("<b>%1</b><sup>%2</sup>"), {text, note + 1});
            } else if (src.isAssumed()) {
                // The summary item that records the choice, in the booklet's language, else the
                // reason.
                const QString item = ruleSummaryText(ruleset.id, src.item, language);
                const QString why = item.isEmpty() ? src.assumed.in(language)
                                                   : src.item + QStringLiteral(": ") + item;
                qsizetype note = notes.indexOf(why);
                if (note < 0) {
                    notes << why;
                    note = notes.size() - 1;
                }
                text = fillText(QStringLiteral("<i>%1</i><sup>%2</sup>"), {text, note + 1});
            }
            const QString tint = before            ? QStringLiteral(" bgcolor=\"#d8e6ff\"")
                                 : src.isAssumed() ? QStringLiteral(" bgcolor=\"#fff0c8\"")
                                                   : QString();
            h += QStringLiteral("<td align=\"center\"%1>%2</td>").arg(tint, text);
        }
        h += QStringLiteral("</tr>");
    }
    h += QStringLiteral("</table>");
    if (!notes.isEmpty()) {
        h += QStringLiteral("<p><i>%1</i></p><ol>")
                 .arg(TableExportText::tr("Values in italics are not given by the rule text; "
                                          "they were chosen. Values in bold were changed:")
                          .toHtmlEscaped());
        for (const QString &n : std::as_const(notes))
            h += QStringLiteral("<li>%1</li>").arg(n.toHtmlEscaped());
        h += QStringLiteral("</ol>");
    }
    h += QStringLiteral("</body></html>");
    return h;
}

QString exportCostTable(const Ruleset &ruleset, int table, const QString &language,
                        const QString &path, const Ruleset *baseline)
{
    if (table < 0 || table >= ruleset.costTables.size())
        return TableExportText::tr("%1: no such cost table").arg(path);
    const QString lower = path.toLower();
    if (lower.endsWith(QLatin1String(".pdf"))) {
        // QPdfWriter writes in place: a FIFO would block and a device would be written to.
        if (const QString problem = safefile::notRegularFileProblem(path); !problem.isEmpty())
            return problem;
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setResolution(300);
        pdf.setTitle(ruleset.costTables[table].label.in(language));
        QTextDocument doc;
        doc.setHtml(costTableHtml(ruleset, table, language, baseline));
        doc.print(&pdf);
        // QPdfWriter reports no errors itself: check that the file was written.
        if (!QFile::exists(path) || QFileInfo(path).size() == 0)
            return TableExportText::tr("%1: cannot write the PDF").arg(path);
        return {};
    }
    const QString content = lower.endsWith(QLatin1String(".csv"))
                                ? costTableCsv(ruleset, table, language)
                                : costTableHtml(ruleset, table, language, baseline);
    return safefile::writeFileAtomically(path, content.toUtf8());
}

} // namespace hexstride
