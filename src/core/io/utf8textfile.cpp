#include "utf8textfile.h"

#include "jsontext.h"
#include "messagetext.h"
#include "safefile.h"
#include "text/filltext.h"
#include "text/textlines.h"

#include <QCoreApplication>

namespace hexstride {

std::optional<std::pair<int, int>> invalidUtf8LineColumn(const QByteArray &bytes)
{
    const qsizetype at = invalidUtf8Offset(bytes);
    if (at < 0)
        return std::nullopt;
    qsizetype lineStart = 0;
    const int line = lineOfByte(bytes, at, &lineStart);
    const int column
        = int(QString::fromUtf8(bytes.constData() + lineStart, at - lineStart).size()) + 1;
    return std::pair{line, column};
}

QString utf8TextProblem(const QString &fileName, const QByteArray &bytes)
{
    const auto place = invalidUtf8LineColumn(bytes);
    if (!place)
        return {};
    return fillText(QStringLiteral("%1:%2:%3: "),
                    {quotedPath(fileName), place->first, place->second})
           + QCoreApplication::translate("hexstride::io",
                                         "the text is not valid UTF-8 (save it as UTF-8)");
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
