#include "utf8textfile.h"

#include "jsontext.h"
#include "messagetext.h"
#include "safefile.h"
#include "text/filltext.h"
#include "text/textlines.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
/// The line and column (in characters, from 1) of byte `at` of `bytes`.
std::pair<int, int> lineColumnOfByte(const QByteArray &bytes, qsizetype at)
{
    qsizetype lineStart = 0;
    const int line = lineOfByte(bytes, at, &lineStart);
    const int column
        = int(QString::fromUtf8(bytes.constData() + lineStart, at - lineStart).size()) + 1;
    return {line, column};
}
} // namespace

std::optional<std::pair<int, int>> invalidUtf8LineColumn(const QByteArray &bytes)
{
    const qsizetype at = invalidUtf8Offset(bytes);
    if (at < 0)
        return std::nullopt;
    return lineColumnOfByte(bytes, at);
}

std::optional<std::pair<int, int>> utf16LineColumn(const QByteArray &bytes)
{
    const qsizetype nuls = bytes.count('\0');
    if (nuls < 2 || nuls * 8 < bytes.size())
        return std::nullopt;
    return lineColumnOfByte(bytes, bytes.indexOf('\0'));
}

QString utf16TextMessage()
{
    return QCoreApplication::translate("hexstride::io",
                                       "the text looks like UTF-16: save it as UTF-8");
}

QString utf8TextProblem(const QString &fileName, const QByteArray &bytes)
{
    const auto utf16 = utf16LineColumn(bytes);
    const auto place = utf16 ? utf16 : invalidUtf8LineColumn(bytes);
    if (!place)
        return {};
    return fillText(QStringLiteral("%1:%2:%3: "),
                    {quotedPath(fileName), place->first, place->second})
           + (utf16 ? utf16TextMessage()
                    : QCoreApplication::translate(
                        "hexstride::io", "the text is not valid UTF-8 (save it as UTF-8)"));
}

std::optional<QString> readUtf8TextFile(const QString &path, qint64 maxBytes, QString &error)
{
    QByteArray bytes;
    if (!safefile::readFileBounded(path, maxBytes, bytes, error))
        return std::nullopt;
    if (QString bad = utf8TextProblem(path, bytes); !bad.isEmpty()) {
        error = std::move(bad);
        return std::nullopt;
    }
    return QString::fromUtf8(bytes);
}

} // namespace hexstride
