#include "csvtext.h"

#include <QCoreApplication>
#include <QLocale>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct CsvText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::CsvText)
};

bool isLineEnd(QChar c)
{
    return c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

const QChar kFormulaGuard = QLatin1Char('\'');

/// The characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"),
/// and their fullwidth forms, which a spreadsheet typed into with an East Asian input method
/// takes for them (probe13 Q13).
bool isFormulaStart(QChar c)
{
    return c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-')
           || c == QLatin1Char('@') || c == QLatin1Char('\t') || c == QLatin1Char('\r')
           || c == QLatin1Char('\n') // read back from quotes, a CR is an LF
           || c == QChar(0xFF1D) || c == QChar(0xFF0B) || c == QChar(0xFF0D)
           || c == QChar(0xFF20); // ＝ ＋ － ＠
}

/// True when the text is quotes and then a formula's first character: "'=x", "''-x".
bool isGuardedFormula(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text[i] == kFormulaGuard)
        ++i;
    return i > 0 && i < text.size() && isFormulaStart(text[i]);
}

/// A field read back: csvField's guard taken off.
QString unguarded(const QString &text)
{
    return isGuardedFormula(text) ? text.mid(1) : text;
}
} // namespace

bool isCsvFormulaLike(const QString &text)
{
    if (text.isEmpty() || !isFormulaStart(text[0]))
        return false;
    // A plain number ("-1", "+2.5") is a value, not a formula, in every spreadsheet.
    bool number = false;
    QLocale::c().toDouble(text, &number);
    return !number;
}

CsvRecords readCsv(const QString &text, QChar separator)
{
    CsvRecords result;
    result.separator = separator;
    QList<CsvField> record;
    int line = 1;
    qsizetype i = 0;
    const qsizetype n = text.size();
    // Skips one line end (CRLF counts once) and counts it.
    const auto skipLineEnd = [&] {
        if (text[i] == QLatin1Char('\r') && i + 1 < n && text[i + 1] == QLatin1Char('\n'))
            ++i;
        ++i;
        ++line;
    };
    while (i < n) {
        if (record.isEmpty() && isLineEnd(text[i])) {
            skipLineEnd(); // a blank line
            continue;
        }
        CsvField field{{}, line, int(record.size()) + 1};
        if (text[i] == QLatin1Char('"')) {
            ++i;
            for (;;) {
                if (i >= n) {
                    result.error = CsvText::tr("line %1, column %2: a quoted field is not closed")
                                       .arg(field.line)
                                       .arg(field.column);
                    return result;
                }
                if (text[i] == QLatin1Char('"')) {
                    if (i + 1 < n && text[i + 1] == QLatin1Char('"')) {
                        field.text += QLatin1Char('"');
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                if (isLineEnd(text[i])) {
                    // A line break inside quotes is the field's own, kept as it was written
                    // (LF, CR or CRLF): a label comes back as it was (probe 9, finding 14).
                    const qsizetype start = i;
                    skipLineEnd();
                    field.text += QStringView(text).sliced(start, i - start);
                    continue;
                }
                field.text += text[i++];
            }
            if (i < n && text[i] != separator && !isLineEnd(text[i])) {
                result.error
                    = CsvText::tr("line %1, column %2: text after the closing quote of a field")
                          .arg(line)
                          .arg(field.column);
                return result;
            }
        } else {
            while (i < n && text[i] != separator && !isLineEnd(text[i]))
                field.text += text[i++];
        }
        field.text = unguarded(field.text);
        record << field;
        if (i < n && text[i] == separator) {
            ++i;
            if (i >= n || isLineEnd(text[i])) // a separator last on a line: one more empty field
                record << CsvField{{}, line, int(record.size()) + 1};
            else
                continue;
        }
        if (i < n)
            skipLineEnd();
        result.records << record;
        record.clear();
    }
    return result;
}

QChar guessCsvSeparator(const QString &text)
{
    // The first record's characters outside quotes: a quoted label may hold a tab, a ';' or a
    // line break of its own (probe 9, finding 14).
    bool tab = false, semicolon = false, comma = false, quoted = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted; // a doubled quote toggles twice
        else if (quoted)
            continue;
        else if (isLineEnd(c))
            break;
        tab |= c == QLatin1Char('\t');
        semicolon |= c == QLatin1Char(';');
        comma |= c == QLatin1Char(',');
    }
    if (tab)
        return QLatin1Char('\t');
    if (semicolon && !comma)
        return QLatin1Char(';');
    return QLatin1Char(',');
}

QString csvField(const QString &text, QChar separator)
{
    if (isCsvFormulaLike(text) || isGuardedFormula(text)) {
        QString q = kFormulaGuard + text;
        q.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + q + QLatin1Char('"');
    }
    // A tab and ';' are quoted whatever the separator: unquoted on the first line, they would
    // make the text look separated by them (guessCsvSeparator), and a spreadsheet whose list
    // separator is ';' (Russian, German) would split "MP;=cmd|…" into a formula (probe 15, P10).
    const bool quote = text.contains(separator) || text.contains(QLatin1Char('"'))
                       || text.contains(QLatin1Char(';')) || text.contains(QLatin1Char('\t'))
                       || text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r'))
                       || text.startsWith(QLatin1Char(' ')) || text.endsWith(QLatin1Char(' '));
    if (!quote)
        return text;
    QString q = text;
    q.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

QString csvRecord(const QStringList &fields, QChar separator)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << csvField(f, separator);
    return quoted.join(separator);
}

} // namespace hexstride
