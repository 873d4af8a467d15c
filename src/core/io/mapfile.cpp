#include "mapfile.h"

#include "gzip.h"
#include "jsontext.h"
#include "map/labellimit.h"
#include "mapjson.h"
#include "mappaths.h"
#include "messagetext.h"
#include "safefile.h"
#include "tiledfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

namespace hexstride {

namespace {
// The largest JSON text a valid map can need: a 2000 × 2000 map has about 44 MB of layers,
// 59 MB as uncompressed base64, plus room for labels, units and plans. Anything beyond is
// refused while inflating, so a "gzip bomb" cannot exhaust memory.
constexpr qsizetype kMaxJsonBytes = safefile::kMaxMapBytes;
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

MapLoadResult failure(const QString &name, const QString &message)
{
    return {std::nullopt, QStringLiteral("%1: %2").arg(quotedPath(name), message), {}, {}, {}};
}
} // namespace

MapLoadResult loadMapData(const QByteArray &data, const QString &name, LayerDecoding decoding)
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
    QJsonDocument doc;
    QString syntaxError;
    if (!parseJsonText(*json, doc, syntaxError))
        return failure(name, syntaxError);
    if (!doc.isObject())
        return failure(name, QCoreApplication::translate(
                                 "hexstride::io", "expected a JSON object at the top level"));
    QString error;
    auto map = mapFromJson(doc.object(), error, decoding);
    if (!map)
        return failure(name, error);
    if (const QString problem = labelTooLongProblem(*map); !problem.isEmpty())
        return failure(name, problem);
    MapRulesetRef custom;
    if (!readCustomRuleset(doc.object(), custom, error))
        return failure(name, error);
    return {std::move(map), QString(), {}, custom, {}};
}

MapLoadResult loadMapFile(const QString &path, LayerDecoding decoding)
{
    if (isTiledPath(path))
        return loadTiledMap(path);
    QByteArray bytes;
    QString error;
    if (!safefile::readFileBounded(path, kMaxJsonBytes, bytes, error))
        return {std::nullopt, error, {}, {}, {}};
    MapLoadResult result = loadMapData(bytes, path, decoding);
    // A background image only helps to trace the map: without it the map is still whole.
    if (result.map)
        result.warnings.append(backgroundPathWarnings(*result.map, path));
    return result;
}

QByteArray serializeMap(const HexMap &map, bool plainJson, const MapRulesetRef &customRuleset,
                        LayerEncoding encoding)
{
    QJsonObject root = mapToJson(map, encoding);
    writeCustomRuleset(root, customRuleset);
    const QByteArray json = QJsonDocument(root).toJson(QJsonDocument::Indented);
    return plainJson ? json : zip::gzipCompress(json, kOuterLevel, zip::Strategy::HuffmanOnly);
}

QString convertMapFile(const QString &from, const QString &to)
{
    const MapLoadResult loaded = loadMapFile(from);
    if (!loaded.map)
        return loaded.error;
    HexMap map = *loaded.map;
    MapRulesetRef ruleset = loaded.customRuleset;
    rebaseMapReferences(map, ruleset, from, to);
    return saveMapFile(map, to, ruleset);
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
            .arg(quotedPath(path));
    return safefile::writeFileAtomically(path, bytes);
}

} // namespace hexstride
