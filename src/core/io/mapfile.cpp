#include "mapfile.h"

#include "gzip.h"
#include "mapjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace hexstride {

namespace {
// The largest JSON text a valid map can need: a 2000 × 2000 map has about 44 MB of layers,
// 59 MB as uncompressed base64, plus room for labels, units and plans. Anything beyond is
// refused while inflating, so a "gzip bomb" cannot exhaust memory.
constexpr qsizetype kMaxJsonBytes = qsizetype(256) * 1024 * 1024;
// The outer gzip stream mostly holds base64 of already compressed layers: Huffman coding alone
// wins back the base64 overhead at a fraction of the cost of string matching.
constexpr int kOuterLevel = 1;

bool looksLikeZlib(const QByteArray &d)
{
    if (d.size() < 2)
        return false;
    const auto b0 = static_cast<unsigned char>(d[0]);
    const auto b1 = static_cast<unsigned char>(d[1]);
    return (b0 & 0x0f) == 8 && (b0 * 256 + b1) % 31 == 0;
}

/// "line L, column C" of a byte offset into UTF-8 text (columns count characters, from 1).
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
    return QCoreApplication::translate("hexstride::io", "line %1, column %2").arg(line).arg(column);
}

MapLoadResult failure(const QString &name, const QString &message)
{
    return {std::nullopt, QStringLiteral("%1: %2").arg(name, message), {}, {}};
}
} // namespace

MapLoadResult loadMapData(const QByteArray &data, const QString &name)
{
    if (data.isEmpty())
        return failure(name, QCoreApplication::translate("hexstride::io", "the file is empty"));
    QByteArray inflated;
    const QByteArray *json = &data;
    if (zip::looksLikeGzip(data) || looksLikeZlib(data)) {
        QString why;
        if (!zip::inflateAny(data.constData(), data.size(), kMaxJsonBytes, inflated, why))
            return failure(name, why);
        json = &inflated;
    } else if (data.size() > kMaxJsonBytes) {
        return failure(name,
                       QCoreApplication::translate("hexstride::io", "the file is larger than %1 MB")
                           .arg(kMaxJsonBytes / (1024 * 1024)));
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return failure(name,
                       QCoreApplication::translate("hexstride::io", "%1: JSON syntax error: %2")
                           .arg(lineColumn(*json, parseError.offset), parseError.errorString()));
    }
    if (!doc.isObject())
        return failure(name, QCoreApplication::translate(
                                 "hexstride::io", "expected a JSON object at the top level"));
    QString error;
    auto map = mapFromJson(doc.object(), error);
    if (!map)
        return failure(name, error);
    MapRulesetRef custom;
    if (!readCustomRuleset(doc.object(), custom, error))
        return failure(name, error);
    return {std::move(map), QString(), {}, custom};
}

MapLoadResult loadMapFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure(path, QCoreApplication::translate("hexstride::io", "cannot open: %1")
                                 .arg(file.errorString()));
    if (file.size() > kMaxJsonBytes)
        return failure(path,
                       QCoreApplication::translate("hexstride::io", "the file is larger than %1 MB")
                           .arg(kMaxJsonBytes / (1024 * 1024)));
    return loadMapData(file.readAll(), path);
}

QByteArray serializeMap(const HexMap &map, bool plainJson, const MapRulesetRef &customRuleset)
{
    QJsonObject root = mapToJson(map);
    writeCustomRuleset(root, customRuleset);
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    return plainJson ? json : zip::gzipCompress(json, kOuterLevel, zip::Strategy::HuffmanOnly);
}

bool isPlainJsonPath(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}

QString saveMapFile(const HexMap &map, const QString &path, const MapRulesetRef &customRuleset)
{
    const QByteArray bytes = serializeMap(map, isPlainJsonPath(path), customRuleset);
    if (bytes.isEmpty())
        return QCoreApplication::translate("hexstride::io", "%1: cannot compress the map")
            .arg(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("hexstride::io", "%1: cannot write: %2")
            .arg(path, file.errorString());
    if (file.write(bytes) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("hexstride::io", "%1: cannot write: %2").arg(path, why);
    }
    if (!file.commit())
        return QCoreApplication::translate("hexstride::io", "%1: cannot write: %2")
            .arg(path, file.errorString());
    return QString();
}

} // namespace hexstride
