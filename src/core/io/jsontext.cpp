#include "jsontext.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct IoText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::io)
};

/// The offset of the first raw control character inside a JSON string, or -1.
qsizetype rawControlInString(const QByteArray &text)
{
    bool inString = false;
    bool escaped = false;
    const char *d = text.constData();
    for (qsizetype i = 0, n = text.size(); i < n; ++i) {
        const auto c = static_cast<unsigned char>(d[i]);
        if (!inString) {
            inString = c == '"';
            continue;
        }
        if (escaped)
            escaped = false;
        else if (c == '\\')
            escaped = true;
        else if (c == '"')
            inString = false;
        if (c < 0x20)
            return i;
    }
    return -1;
}
} // namespace

QString lineColumn(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const int column
        = static_cast<int>(
              QString::fromUtf8(text.constData() + lineStart, offset - lineStart).size())
          + 1;
    return IoText::tr("line %1, column %2").arg(line).arg(column);
}

bool parseJsonText(const QByteArray &text, QJsonDocument &doc, QString &error)
{
    QJsonParseError parseError;
    doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        error = IoText::tr("%1: JSON syntax error: %2")
                    .arg(lineColumn(text, parseError.offset), parseError.errorString());
        return false;
    }
    if (const qsizetype at = rawControlInString(text); at >= 0) {
        doc = {};
        error = IoText::tr("%1: JSON syntax error: %2")
                    .arg(lineColumn(text, at),
                         IoText::tr("a control character (code %1) inside a string must be "
                                    "written as an escape such as \\n or \\u0000")
                             .arg(int(static_cast<unsigned char>(text[at]))));
        return false;
    }
    return true;
}

} // namespace hexstride
