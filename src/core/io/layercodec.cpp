#include "layercodec.h"

#include "gzip.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

#include <cstring>

namespace hexstride::layercodec {

namespace {
// Level 1 with run-length matching: the planes are long runs (terrain regions, empty edges),
// so Z_RLE is both faster and smaller here than level 1 or 6 with full string matching.
constexpr int kLevel = 1;

QJsonObject encodeBytes(const char *data, qsizetype size)
{
    const QByteArray packed = zip::zlibCompress(data, size, kLevel, zip::Strategy::RunLength);
    return QJsonObject{{QStringLiteral("encoding"), QStringLiteral("zlib")},
                       {QStringLiteral("size"), static_cast<double>(size)},
                       {QStringLiteral("data"), QString::fromLatin1(packed.toBase64())}};
}

template<typename T>
QJsonObject encodeSplit16(const std::vector<T> &layer)
{
    const std::size_t n = layer.size();
    std::vector<char> planes(n * 2);
    for (std::size_t i = 0; i < n; ++i) {
        const auto v = static_cast<std::uint16_t>(layer[i]);
        planes[i] = static_cast<char>(v & 0xff);
        planes[n + i] = static_cast<char>(v >> 8);
    }
    return encodeBytes(planes.data(), static_cast<qsizetype>(planes.size()));
}

// Reads the bytes of a layer into out (exactly outSize bytes).
bool decodeBytes(const QJsonObject &obj, char *out, qsizetype outSize, QString &error)
{
    const QJsonValue enc = obj.value(QLatin1String("encoding"));
    const QJsonValue size = obj.value(QLatin1String("size"));
    const QJsonValue data = obj.value(QLatin1String("data"));
    if (!enc.isString()
        || (enc.toString() != QLatin1String("zlib") && enc.toString() != QLatin1String("raw"))) {
        error = QCoreApplication::translate("hexstride::io",
                                            "encoding: expected \"zlib\" or \"raw\"");
        return false;
    }
    if (!size.isDouble() || size.toDouble() != static_cast<double>(outSize)) {
        error
            = QCoreApplication::translate("hexstride::io", "size: expected %n byte(s), got %1",
                                          nullptr, int(outSize))
                  .arg(size.isDouble() ? QString::number(size.toDouble(), 'g', 17)
                                       : QCoreApplication::translate("hexstride::io", "no number"));
        return false;
    }
    if (!data.isString()) {
        error = QCoreApplication::translate("hexstride::io", "data: expected a base64 string");
        return false;
    }
    const QString text = data.toString();
    const bool raw = enc.toString() == QLatin1String("raw");
    // Refuse before decoding when the text cannot possibly be the declared size.
    const qsizetype maxChars
        = raw ? (outSize + 2) / 3 * 4 : (outSize + outSize / 100 + 1024) / 3 * 4 + 4;
    if (text.size() > maxChars || (raw && text.size() != (outSize + 2) / 3 * 4)) {
        error = QCoreApplication::translate("hexstride::io",
                                            "data: length %1 does not fit %n byte(s)", nullptr,
                                            int(outSize))
                    .arg(text.size());
        return false;
    }
    const auto decoded
        = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        error = QCoreApplication::translate("hexstride::io", "data: not valid base64");
        return false;
    }
    if (raw) {
        if (decoded.decoded.size() != outSize) {
            error = QCoreApplication::translate(
                        "hexstride::io", "data: expected %n byte(s), got %1", nullptr, int(outSize))
                        .arg(decoded.decoded.size());
            return false;
        }
        std::memcpy(out, decoded.decoded.constData(), static_cast<std::size_t>(outSize));
        return true;
    }
    QString why;
    if (!zip::inflateExact(decoded.decoded.constData(), decoded.decoded.size(), out, outSize,
                           why)) {
        error = QCoreApplication::translate("hexstride::io", "data: %1").arg(why);
        return false;
    }
    return true;
}

template<typename T>
bool decodeSplit16(const QJsonObject &obj, std::vector<T> &out, QString &error)
{
    const std::size_t n = out.size();
    std::vector<unsigned char> planes(n * 2);
    if (!decodeBytes(obj, reinterpret_cast<char *>(planes.data()), static_cast<qsizetype>(n * 2),
                     error))
        return false;
    for (std::size_t i = 0; i < n; ++i)
        out[i] = static_cast<T>(static_cast<std::uint16_t>(planes[i] | (planes[n + i] << 8)));
    return true;
}
} // namespace

QJsonObject encode8(const std::vector<std::uint8_t> &layer)
{
    return encodeBytes(reinterpret_cast<const char *>(layer.data()),
                       static_cast<qsizetype>(layer.size()));
}
QJsonObject encode16(const std::vector<std::uint16_t> &layer)
{
    return encodeSplit16(layer);
}
QJsonObject encode16(const std::vector<std::int16_t> &layer)
{
    return encodeSplit16(layer);
}

bool decode8(const QJsonObject &obj, std::vector<std::uint8_t> &out, QString &error)
{
    return decodeBytes(obj, reinterpret_cast<char *>(out.data()),
                       static_cast<qsizetype>(out.size()), error);
}
bool decode16(const QJsonObject &obj, std::vector<std::uint16_t> &out, QString &error)
{
    return decodeSplit16(obj, out, error);
}
bool decode16(const QJsonObject &obj, std::vector<std::int16_t> &out, QString &error)
{
    return decodeSplit16(obj, out, error);
}

} // namespace hexstride::layercodec
