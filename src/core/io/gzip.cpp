#include "gzip.h"

#include "messagetext.h"

#include <QCoreApplication>
#include <zlib.h>

#include <limits>

namespace hexstride::zip {

namespace {
// zlib counts in uInt; feed it in chunks that fit.
constexpr qsizetype kChunk = qsizetype(1) << 30;

QByteArray deflateStream(const char *data, qsizetype size, int level, int windowBits, int strategy)
{
    z_stream zs{};
    if (deflateInit2(&zs, level, Z_DEFLATED, windowBits, 8, strategy) != Z_OK)
        return {};
    QByteArray out;
    out.resize(static_cast<qsizetype>(deflateBound(&zs, static_cast<uLong>(size))) + 64);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    qsizetype inLeft = size;
    qsizetype outLeft = out.size();
    int rc = Z_OK;
    do {
        const qsizetype inNow = std::min(inLeft, kChunk);
        const qsizetype outNow = std::min(outLeft, kChunk);
        zs.avail_in = static_cast<uInt>(inNow);
        zs.avail_out = static_cast<uInt>(outNow);
        rc = deflate(&zs, inLeft == inNow ? Z_FINISH : Z_NO_FLUSH);
        inLeft -= inNow - static_cast<qsizetype>(zs.avail_in);
        outLeft -= outNow - static_cast<qsizetype>(zs.avail_out);
    } while (rc == Z_OK || (rc == Z_BUF_ERROR && outLeft > 0));
    deflateEnd(&zs);
    if (rc != Z_STREAM_END)
        return {};
    out.resize(out.size() - outLeft);
    return out;
}

// Inflates into [out, out + cap); returns bytes written or -1 with error set. Input bytes
// after the end of the stream are an error too: nothing we write has any, and a reader that
// skipped them would drop them on the next save.
qsizetype inflateInto(const char *data, qsizetype size, char *out, qsizetype cap, bool growable,
                      QByteArray *grow, qsizetype maxOutput, QString &error)
{
    z_stream zs{};
    if (inflateInit2(&zs, 15 + 32) != Z_OK) { // 15 + 32: detect gzip or zlib header
        error = QCoreApplication::translate("hexstride::io", "cannot start decompression");
        return -1;
    }
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
    qsizetype inLeft = size;
    qsizetype written = 0;
    int rc = Z_OK;
    for (;;) {
        if (growable && written == cap) {
            if (cap >= maxOutput) {
                error = QCoreApplication::translate(
                            "hexstride::io", "decompressed data exceeds the size limit of %1")
                            .arg(byteSizeText(maxOutput));
                inflateEnd(&zs);
                return -1;
            }
            cap = std::min(maxOutput, std::max<qsizetype>(cap * 2, 1 << 16));
            grow->resize(cap);
            out = grow->data();
        }
        const qsizetype inNow = std::min(inLeft, kChunk);
        const qsizetype outNow = std::min(cap - written, kChunk);
        zs.avail_in = static_cast<uInt>(inNow);
        zs.next_out = reinterpret_cast<Bytef *>(out + written);
        zs.avail_out = static_cast<uInt>(outNow);
        rc = inflate(&zs, Z_NO_FLUSH);
        inLeft -= inNow - static_cast<qsizetype>(zs.avail_in);
        written += outNow - static_cast<qsizetype>(zs.avail_out);
        if (rc == Z_STREAM_END)
            break;
        if (rc == Z_BUF_ERROR && inLeft == 0) {
            error = QCoreApplication::translate("hexstride::io", "compressed data is truncated");
            break;
        }
        if (rc != Z_OK && rc != Z_BUF_ERROR) {
            error = QCoreApplication::translate("hexstride::io", "compressed data is damaged");
            break;
        }
        if (!growable && written == cap && zs.avail_out == 0) {
            // Full buffer: the stream must end now, any more output is too much.
            unsigned char probe = 0;
            zs.next_out = &probe;
            zs.avail_out = 1;
            rc = inflate(&zs, Z_NO_FLUSH);
            if (rc == Z_STREAM_END)
                break;
            error = zs.avail_out == 0
                        ? QCoreApplication::translate("hexstride::io",
                                                      "decompressed data is longer than the %1 "
                                                      "expected")
                              .arg(byteSizeText(cap))
                        : QCoreApplication::translate("hexstride::io",
                                                      "compressed data is truncated");
            break;
        }
    }
    const qsizetype unused = size - static_cast<qsizetype>(zs.total_in);
    inflateEnd(&zs);
    if (rc != Z_STREAM_END)
        return -1;
    if (unused > 0) {
        // Computed apart: lupdate 6.4 hangs on template arguments inside a translate() call.
        const int count = int(std::min(unused, qsizetype(std::numeric_limits<int>::max())));
        error = QCoreApplication::translate(
            "hexstride::io", "%n byte(s) of other data follow the compressed data", nullptr, count);
        return -1;
    }
    return written;
}
int zlibStrategy(Strategy s)
{
    switch (s) {
    case Strategy::HuffmanOnly:
        return Z_HUFFMAN_ONLY;
    case Strategy::RunLength:
        return Z_RLE;
    case Strategy::Default:
        break;
    }
    return Z_DEFAULT_STRATEGY;
}
} // namespace

QByteArray gzipCompress(const QByteArray &data, int level, Strategy strategy)
{
    return deflateStream(data.constData(), data.size(), level, 15 + 16, zlibStrategy(strategy));
}

QByteArray zlibCompress(const char *data, qsizetype size, int level, Strategy strategy)
{
    return deflateStream(data, size, level, 15, zlibStrategy(strategy));
}

bool looksLikeGzip(const QByteArray &data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f
           && static_cast<unsigned char>(data[1]) == 0x8b;
}

bool inflateAny(const char *data, qsizetype size, qsizetype maxOutput, QByteArray &out,
                QString &error)
{
    // Start from a guess that fits typical map files; grow geometrically up to maxOutput.
    const qsizetype initial = std::min(maxOutput, std::max<qsizetype>(size * 4, 1 << 16));
    out.resize(initial);
    const qsizetype n = inflateInto(data, size, out.data(), initial, true, &out, maxOutput, error);
    if (n < 0) {
        out.clear();
        return false;
    }
    out.resize(n);
    return true;
}

bool inflateExact(const char *data, qsizetype size, void *outBuffer, qsizetype outSize,
                  QString &error)
{
    const qsizetype n = inflateInto(data, size, static_cast<char *>(outBuffer), outSize, false,
                                    nullptr, outSize, error);
    if (n < 0)
        return false;
    if (n != outSize) {
        error
            = QCoreApplication::translate(
                  "hexstride::io", "decompressed data is shorter than expected (%1 of %n byte(s))",
                  nullptr, int(outSize))
                  .arg(n);
        return false;
    }
    return true;
}

} // namespace hexstride::zip
