#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexstride {

/// A field of a CSV or TSV record with the place it starts (1-based line and column), so that
/// a message about its value can name it.
struct CsvField
{
    QString text;
    int line = 0;
    int column = 0;
};

/// The records of a CSV/TSV text, or a message naming the line and column of what is wrong
/// (an unclosed quote, text after a closing quote).
struct CsvRecords
{
    QList<QList<CsvField>> records;
    QString error;   ///< translated; empty when the whole text was read
    QChar separator; ///< the separator the text was read with
};

/// Reads RFC 4180 CSV with `separator` (',' or '\t' from a spreadsheet's clipboard, ';'):
/// fields quoted with '"' may hold separators, doubled quotes and line breaks (kept as written:
/// LF, CR or CRLF); outside quotes LF, CRLF and CR end records; a final line end adds no empty
/// record; blank lines are skipped. A field of one or more single quotes followed by a formula's
/// first character ('=', '+', '-', '@', tab, CR) loses its first quote: csvField's guard against
/// formulas comes back as the text it guarded.
CsvRecords readCsv(const QString &text, QChar separator);
/// The separator of a text, from its first record outside quotes: a tab when it has one (a
/// spreadsheet's clipboard), else ';' when it has ';' and no ',', else ','.
QChar guessCsvSeparator(const QString &text);
/// One field as RFC 4180 writes it: quoted when it holds the separator, ';' (the list
/// separator of spreadsheets in Russian, German… locales), a quote, a tab, a line break, or
/// starts or ends with a space. A text a spreadsheet would run as a formula (it starts
/// with
/// '=', '+', '-', '@' or their fullwidth forms, a tab or a carriage return, and is not a plain
/// number such as "-1") is
/// written as OWASP's advice on CSV injection says: a single quote before it, and quoted
/// ("=1+2" → "'=1+2" in quotes). So is a text that starts with quotes and then one of those
/// characters, so that reading takes exactly one quote off (see readCsv).
QString csvField(const QString &text, QChar separator);
/// True when a spreadsheet would take the text for a formula (see csvField).
bool isCsvFormulaLike(const QString &text);
/// A record of fields, each quoted as needed, without the line end.
QString csvRecord(const QStringList &fields, QChar separator);

} // namespace hexstride
