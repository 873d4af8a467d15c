#include "layercodec.h"

#include "gzip.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <cstring>
#include <optional>

namespace hexstride::layercodec {

namespace {
// Level 1 with run-length matching: the planes are long runs (terrain regions, empty edges),
// so Z_RLE is both faster and smaller here than level 1 or 6 with full string matching.
constexpr int kLevel = 1;
// Layers whose runs are this many values long on average, or longer, are stored as runs.
constexpr std::size_t kMinAverageRun = 4;

QJsonObject layerObject(const char *encoding, qsizetype size, const QByteArray &packed)
{
    return QJsonObject{{QStringLiteral("encoding"), QLatin1String(encoding)},
                       {QStringLiteral("size"), static_cast<double>(size)},
                       {QStringLiteral("data"), QString::fromLatin1(packed.toBase64())}};
}

QJsonObject encodeBytes(const char *data, qsizetype size)
{
    return layerObject("zlib", size,
                       zip::zlibCompress(data, size, kLevel, zip::Strategy::RunLength));
}

// The layer as runs (count as a LEB128 varint, then the value, little-endian) when that takes
// few runs, else nothing. Reading runs fills memory run by run, several times faster than
// inflating the same bytes, and maps are mostly long runs (terrain regions, empty sides).
template<typename T>
std::optional<QJsonObject> encodeRuns(const T *values, std::size_t n)
{
    const std::size_t maxRuns = n / kMinAverageRun;
    QByteArray runs;
    std::size_t count = 0;
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i + 1;
        while (j < n && values[j] == values[i])
            ++j;
        if (++count > maxRuns)
            return std::nullopt;
        for (std::size_t length = j - i;; length >>= 7) {
            const auto low = static_cast<char>(length & 0x7f);
            if (length < 0x80) {
                runs.append(low);
                break;
            }
            runs.append(static_cast<char>(low | 0x80));
        }
        const auto v = static_cast<std::uint16_t>(values[i]);
        runs.append(static_cast<char>(v & 0xff));
        if constexpr (sizeof(T) == 2)
            runs.append(static_cast<char>(v >> 8));
        i = j;
    }
    return layerObject("runs", static_cast<qsizetype>(n * sizeof(T)),
                       zip::zlibCompress(runs.constData(), runs.size(), kLevel));
}

template<typename T>
QJsonObject encodeSplit16(const std::vector<T> &layer, bool runsWhereLong)
{
    if (auto runs = runsWhereLong ? encodeRuns(layer.data(), layer.size()) : std::nullopt)
        return *runs;
    const std::size_t n = layer.size();
    std::vector<char> planes(n * 2);
    for (std::size_t i = 0; i < n; ++i) {
        const auto v = static_cast<std::uint16_t>(layer[i]);
        planes[i] = static_cast<char>(v & 0xff);
        planes[n + i] = static_cast<char>(v >> 8);
    }
    return encodeBytes(planes.data(), static_cast<qsizetype>(planes.size()));
}

enum class Encoding { Zlib, Raw, Runs };

// Checks a layer object's fields for a layer of outSize bytes whose values are valueBytes wide,
// and gives its decoded base64 data.
std::optional<QByteArray> payload(const QJsonObject &obj, qsizetype outSize, int valueBytes,
                                  Encoding &encoding, QString &error)
{
    const QJsonValue enc = obj.value(QLatin1String("encoding"));
    const QJsonValue size = obj.value(QLatin1String("size"));
    const QJsonValue data = obj.value(QLatin1String("data"));
    const QString name = enc.toString();
    if (name == QLatin1String("zlib"))
        encoding = Encoding::Zlib;
    else if (name == QLatin1String("raw"))
        encoding = Encoding::Raw;
    else if (name == QLatin1String("runs"))
        encoding = Encoding::Runs;
    else {
        error = QCoreApplication::translate("hexstride::io",
                                            "encoding: expected \"runs\", \"zlib\" or \"raw\"");
        return std::nullopt;
    }
    if (!size.isDouble() || size.toDouble() != static_cast<double>(outSize)) {
        error
            = QCoreApplication::translate("hexstride::io", "size: expected %n byte(s), got %1",
                                          nullptr, int(outSize))
                  .arg(size.isDouble() ? QString::number(size.toDouble(), 'g', 17)
                                       : QCoreApplication::translate("hexstride::io", "no number"));
        return std::nullopt;
    }
    if (!data.isString()) {
        error = QCoreApplication::translate("hexstride::io", "data: expected a base64 string");
        return std::nullopt;
    }
    const QString text = data.toString();
    const bool raw = encoding == Encoding::Raw;
    // Refuse before decoding when the text cannot possibly be the declared size. Runs take at
    // most one count byte per value besides the value itself (all runs of one).
    const qsizetype packedMax
        = encoding == Encoding::Runs ? outSize + outSize / valueBytes + 16 : outSize;
    const qsizetype maxChars
        = raw ? (outSize + 2) / 3 * 4 : (packedMax + packedMax / 100 + 1024) / 3 * 4 + 4;
    if (text.size() > maxChars || (raw && text.size() != (outSize + 2) / 3 * 4)) {
        error = QCoreApplication::translate("hexstride::io",
                                            "data: length %1 does not fit %n byte(s)", nullptr,
                                            int(outSize))
                    .arg(text.size());
        return std::nullopt;
    }
    auto decoded
        = QByteArray::fromBase64Encoding(text.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        error = QCoreApplication::translate("hexstride::io", "data: not valid base64");
        return std::nullopt;
    }
    return std::move(decoded.decoded);
}

// Reads a zlib or raw layer's bytes into out (exactly outSize bytes).
bool decodeBytes(Encoding encoding, const QByteArray &bytes, char *out, qsizetype outSize,
                 QString &error)
{
    if (encoding == Encoding::Raw) {
        if (bytes.size() != outSize) {
            error = QCoreApplication::translate(
                        "hexstride::io", "data: expected %n byte(s), got %1", nullptr, int(outSize))
                        .arg(bytes.size());
            return false;
        }
        std::memcpy(out, bytes.constData(), static_cast<std::size_t>(outSize));
        return true;
    }
    QString why;
    if (!zip::inflateExact(bytes.constData(), bytes.size(), out, outSize, why)) {
        error = QCoreApplication::translate("hexstride::io", "data: %1").arg(why);
        return false;
    }
    return true;
}

// Reads a runs layer into out (n values). Every run must be within the layer, and together
// they must fill it exactly.
template<typename T>
bool decodeRuns(const QByteArray &bytes, T *out, std::size_t n, Target target, QString &error)
{
    QByteArray runs;
    QString why;
    const qsizetype maxRuns = static_cast<qsizetype>(n * (1 + sizeof(T)) + 16);
    if (!zip::inflateAny(bytes.constData(), bytes.size(), maxRuns, runs, why)) {
        error = QCoreApplication::translate("hexstride::io", "data: %1").arg(why);
        return false;
    }
    const auto *p = reinterpret_cast<const unsigned char *>(runs.constData());
    const auto *end = p + runs.size();
    std::size_t filled = 0;
    for (int run = 1; p < end; ++run) {
        std::size_t length = 0;
        int shift = 0;
        while (p < end && (*p & 0x80) && shift < 28) {
            length |= std::size_t(*p++ & 0x7f) << shift;
            shift += 7;
        }
        const bool tooLong = p < end && (*p & 0x80); // more than the 2^28 a layer can need
        if (!tooLong)
            length |= p < end ? std::size_t(*p++) << shift : 0;
        if (!tooLong && end - p < qsizetype(sizeof(T))) {
            error = QCoreApplication::translate("hexstride::io", "data: run %1 is cut short")
                        .arg(run);
            return false;
        }
        if (tooLong || length == 0 || length > n - filled) {
            error = QCoreApplication::translate(
                        "hexstride::io", "data: run %1 is empty or goes past the end of the layer")
                        .arg(run);
            return false;
        }
        std::uint16_t value = *p++;
        if constexpr (sizeof(T) == 2)
            value = static_cast<std::uint16_t>(value | (*p++ << 8));
        if (value != 0 || target == Target::Any)
            std::fill_n(out + filled, length, static_cast<T>(value));
        filled += length;
    }
    if (filled != n) {
        error = QCoreApplication::translate(
                    "hexstride::io", "data: the runs fill %1 of %n value(s)", nullptr, int(n))
                    .arg(filled);
        return false;
    }
    return true;
}

template<typename T>
bool decode(const QJsonObject &obj, std::vector<T> &out, QString &error, Target target)
{
    const std::size_t n = out.size();
    const auto bytes = static_cast<qsizetype>(n * sizeof(T));
    Encoding encoding = Encoding::Zlib;
    const auto data = payload(obj, bytes, int(sizeof(T)), encoding, error);
    if (!data)
        return false;
    if (encoding == Encoding::Runs)
        return decodeRuns(*data, out.data(), n, target, error);
    if constexpr (sizeof(T) == 1) {
        return decodeBytes(encoding, *data, reinterpret_cast<char *>(out.data()), bytes, error);
    } else {
        // 16-bit values as two planes: the low bytes of all, then the high bytes.
        std::vector<unsigned char> planes(n * 2);
        if (!decodeBytes(encoding, *data, reinterpret_cast<char *>(planes.data()), bytes, error))
            return false;
        for (std::size_t i = 0; i < n; ++i)
            out[i] = static_cast<T>(static_cast<std::uint16_t>(planes[i] | (planes[n + i] << 8)));
        return true;
    }
}
} // namespace

QJsonObject encode8(const std::vector<std::uint8_t> &layer, bool runsWhereLong)
{
    if (auto runs = runsWhereLong ? encodeRuns(layer.data(), layer.size()) : std::nullopt)
        return *runs;
    return encodeBytes(reinterpret_cast<const char *>(layer.data()),
                       static_cast<qsizetype>(layer.size()));
}
QJsonObject encode16(const std::vector<std::uint16_t> &layer, bool runsWhereLong)
{
    return encodeSplit16(layer, runsWhereLong);
}
QJsonObject encode16(const std::vector<std::int16_t> &layer, bool runsWhereLong)
{
    return encodeSplit16(layer, runsWhereLong);
}

bool decode8(const QJsonObject &obj, std::vector<std::uint8_t> &out, QString &error, Target target)
{
    return decode(obj, out, error, target);
}
bool decode16(const QJsonObject &obj, std::vector<std::uint16_t> &out, QString &error,
              Target target)
{
    return decode(obj, out, error, target);
}
bool decode16(const QJsonObject &obj, std::vector<std::int16_t> &out, QString &error, Target target)
{
    return decode(obj, out, error, target);
}

} // namespace hexstride::layercodec
