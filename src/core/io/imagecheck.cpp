#include "imagecheck.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QList>

#include <algorithm>
#include <functional>
#include <memory>

#include <zlib.h>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct ImageText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ImageCheck)
};

quint32 bigEndian32(const char *p)
{
    const auto *u = reinterpret_cast<const uchar *>(p);
    return (quint32(u[0]) << 24) | (quint32(u[1]) << 16) | (quint32(u[2]) << 8) | quint32(u[3]);
}

/// Reads `n` bytes of the device into the CRC (and into `keep`, when given, up to its size;
/// and through `sink`, when given, which may stop the reading by returning false).
bool crcOver(QIODevice &device, qint64 n, uLong &crc, QByteArray *keep,
             const std::function<bool(const char *, qint64)> &sink = {})
{
    char block[65536];
    while (n > 0) {
        const qint64 got = device.read(block, std::min<qint64>(n, sizeof block));
        if (got <= 0)
            return false;
        crc = crc32(crc, reinterpret_cast<const Bytef *>(block), uInt(got));
        if (keep && keep->size() < 13)
            keep->append(block, std::min<qint64>(got, 13 - keep->size()));
        if (sink && !sink(block, got))
            return false;
        n -= got;
    }
    return true;
}

/// The rows of a PNG's image data, inflated as its IDAT chunks come (probe 15, P19: libpng
/// prints "libpng error: bad adaptive filter value" and "Not enough image data" itself): each
/// row must begin with a filter type 0 to 4, and the data must hold every row of every pass.
class PngRows
{
public:
    /// `bitsPerPixel` and the IHDR's size and interlace method.
    PngRows(quint32 width, quint32 height, int bitsPerPixel, bool interlaced)
        : m_width(width)
        , m_height(height)
        , m_bits(bitsPerPixel)
        , m_interlaced(interlaced)
    {
        // Inflating more than the decoder would hold checks nothing it does not refuse itself.
        qint64 total = 0;
        for (int p = 0; p < passes(); ++p)
            total += qint64(passRows(p)) * (passWidth(p) ? 1 + rowBytes(passWidth(p)) : 0);
        m_checked = total <= kMaxCheckedBytes && inflateInit(&m_z) == Z_OK;
        m_pass = -1;
        nextPass();
    }
    ~PngRows()
    {
        if (m_checked)
            inflateEnd(&m_z);
    }
    PngRows(const PngRows &) = delete;
    PngRows &operator=(const PngRows &) = delete;

    /// Feeds compressed bytes of an IDAT chunk; false with `fault` set when a row is bad.
    bool feed(const char *data, qint64 size)
    {
        if (!m_checked || m_ended)
            return true;
        m_z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
        m_z.avail_in = uInt(size);
        while (m_z.avail_in > 0 && !m_ended) {
            Bytef out[65536];
            m_z.next_out = out;
            m_z.avail_out = sizeof out;
            const int result = inflate(&m_z, Z_NO_FLUSH);
            if (result != Z_OK && result != Z_STREAM_END && result != Z_BUF_ERROR) {
                fault = ImageText::tr("its PNG image data is damaged");
                return false;
            }
            if (!rows(out, qint64(sizeof out - m_z.avail_out)))
                return false;
            m_ended = result == Z_STREAM_END;
            if (result == Z_BUF_ERROR)
                break;
        }
        return true;
    }
    /// At IEND: false with `fault` set when the data holds fewer rows than the header gives.
    bool finish()
    {
        if (m_checked && m_pass < passes())
            fault = ImageText::tr("its PNG image data is cut short (fewer rows than its header "
                                  "gives)");
        return fault.isEmpty();
    }
    QString fault;

private:
    static constexpr qint64 kMaxCheckedBytes = qint64(1) << 30;
    // Adam7: where each pass starts and how far apart its pixels are.
    static constexpr int kStartX[7] = {0, 4, 0, 2, 0, 1, 0}, kStartY[7] = {0, 0, 4, 0, 2, 0, 1};
    static constexpr int kStepX[7] = {8, 8, 4, 4, 2, 2, 1}, kStepY[7] = {8, 8, 8, 4, 4, 2, 2};

    int passes() const { return m_interlaced ? 7 : 1; }
    quint32 passWidth(int p) const
    {
        return m_interlaced ? (m_width + kStepX[p] - 1 - kStartX[p]) / kStepX[p] : m_width;
    }
    quint32 passRows(int p) const
    {
        return m_interlaced ? (m_height + kStepY[p] - 1 - kStartY[p]) / kStepY[p] : m_height;
    }
    qint64 rowBytes(quint32 width) const { return (qint64(width) * m_bits + 7) / 8; }
    /// The next pass with pixels (past the last: passes()).
    void nextPass()
    {
        do
            ++m_pass;
        while (m_pass < passes() && (passWidth(m_pass) == 0 || passRows(m_pass) == 0));
        m_row = 0;
        m_at = 0;
    }
    bool rows(const Bytef *data, qint64 size)
    {
        for (qint64 i = 0; i < size && m_pass < passes();) {
            if (m_at == 0 && data[i] > 4) {
                fault = ImageText::tr("its PNG image data has a row of unknown filter type %1")
                            .arg(data[i]);
                return false;
            }
            const qint64 rowSize = 1 + rowBytes(passWidth(m_pass));
            const qint64 step = std::min(size - i, rowSize - m_at);
            i += step;
            m_at += step;
            if (m_at == rowSize) {
                m_at = 0;
                if (++m_row == passRows(m_pass))
                    nextPass();
            }
        }
        return true; // data after the last row: libpng only warns
    }

    quint32 m_width, m_height;
    int m_bits;
    bool m_interlaced;
    bool m_checked = false, m_ended = false;
    z_stream m_z{};
    int m_pass = 0;
    quint32 m_row = 0;
    qint64 m_at = 0;
};

QString pngFault(QIODevice &device)
{
    static const char signature[] = "\x89PNG\r\n\x1a\n";
    if (device.read(8) != QByteArray(signature, 8))
        return ImageText::tr("its PNG signature is damaged");
    bool first = true, palette = false, plte = false, idat = false;
    for (int chunk = 0;; ++chunk) {
        char head[8];
        if (device.read(head, 8) != 8)
            return ImageText::tr("its PNG data is cut short (no IEND chunk)");
        const quint32 length = bigEndian32(head);
        const QByteArray type(head + 4, 4);
        const bool letters = std::all_of(type.cbegin(), type.cend(), [](char c) {
            return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        });
        if (length > 0x7fffffffu || !letters)
            return ImageText::tr("its PNG chunk %1 is damaged").arg(chunk + 1);
        uLong crc = crc32(0L, reinterpret_cast<const Bytef *>(head + 4), 4);
        QByteArray ihdr;
        if (!crcOver(device, length, crc, type == "IHDR" ? &ihdr : nullptr))
            return ImageText::tr("its PNG data is cut short (chunk %1, %2)")
                .arg(chunk + 1)
                .arg(QString::fromLatin1(type));
        char stored[4];
        if (device.read(stored, 4) != 4)
            return ImageText::tr("its PNG data is cut short (chunk %1, %2)")
                .arg(chunk + 1)
                .arg(QString::fromLatin1(type));
        if (bigEndian32(stored) != quint32(crc))
            return ImageText::tr("its PNG chunk %1 (%2) is damaged (its CRC does not match)")
                .arg(chunk + 1)
                .arg(QString::fromLatin1(type));
        if (first) {
            if (type != "IHDR" || length != 13)
                return ImageText::tr("its PNG header (IHDR) is missing");
            const quint32 width = bigEndian32(ihdr.constData());
            const quint32 height = bigEndian32(ihdr.constData() + 4);
            const int depth = uchar(ihdr[8]), colour = uchar(ihdr[9]);
            // The depths the PNG specification allows for each colour type.
            const bool depthOk
                = colour == 0
                      ? (depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16)
                  : colour == 3 ? (depth == 1 || depth == 2 || depth == 4 || depth == 8)
                  : (colour == 2 || colour == 4 || colour == 6) ? (depth == 8 || depth == 16)
                                                                : false;
            if (width == 0 || height == 0 || width > 1000000 || height > 1000000)
                return ImageText::tr("its PNG header gives %1 × %2 pixels (1 to 1,000,000 a "
                                     "side)")
                    .arg(width)
                    .arg(height);
            if (!depthOk || ihdr[10] != 0 || ihdr[11] != 0 || uchar(ihdr[12]) > 1)
                return ImageText::tr("its PNG header (IHDR) is damaged");
            palette = colour == 3;
            first = false;
        } else if (type == "IHDR") {
            return ImageText::tr("its PNG header (IHDR) is given twice");
        } else if (type == "PLTE") {
            // libpng refuses a palette image's palette of no whole entries or of more than 256
            // (a longer one than its depth indexes it cuts; other images' palettes it ignores).
            if (palette && (length % 3 != 0 || length / 3 > 256))
                return ImageText::tr("its PNG palette (PLTE) holds %1 bytes, not 3 for each of "
                                     "at most 256 colours")
                    .arg(length);
            plte = true;
        } else if (type == "IDAT") {
            if (palette && !plte)
                return ImageText::tr("its PNG palette (PLTE) is missing");
            idat = true;
        } else if (type == "IEND") {
            if (!idat)
                return ImageText::tr("its PNG image data (IDAT) is missing");
            return {};
        } else if (type[0] >= 'A' && type[0] <= 'Z') {
            // An upper-case first letter: a reader that does not know the chunk must stop.
            return ImageText::tr("its PNG chunk %1 (%2) is critical but no PNG reader knows it")
                .arg(chunk + 1)
                .arg(QString::fromLatin1(type));
        }
    }
}

/// The device's bytes one at a time through a buffer (the walk below reads every byte of a
/// scan's data to find the markers after it).
class ByteReader
{
public:
    explicit ByteReader(QIODevice &device)
        : device_(device)
    {}
    /// The next byte, or -1 at the end of the data.
    int get()
    {
        if (at_ == size_) {
            size_ = device_.read(block_, sizeof block_);
            at_ = 0;
            if (size_ <= 0) {
                size_ = 0;
                return -1;
            }
        }
        return uchar(block_[at_++]);
    }
    /// Skips `n` bytes; false when the data ends first.
    bool skip(qint64 n)
    {
        const qint64 buffered = std::min<qint64>(n, size_ - at_);
        at_ += buffered;
        n -= buffered;
        if (n == 0)
            return true;
        const qint64 to = device_.pos() + n;
        return to <= device_.size() && device_.seek(to);
    }
    /// A big-endian 2-byte value, or -1 at the end of the data.
    int get16()
    {
        const int hi = get();
        const int lo = get();
        return hi < 0 || lo < 0 ? -1 : (hi << 8) | lo;
    }

private:
    QIODevice &device_;
    char block_[65536];
    qint64 size_ = 0, at_ = 0;
};

/// A JPEG frame's header (SOFn): what the bounds below need.
struct JpegFrame
{
    int kind = 0; // the SOF marker's second byte; 0 before the frame
    int width = 0, height = 0;
    struct Component
    {
        int id = 0, h = 1, v = 1;
    };
    QList<Component> components;
    int hMax = 1, vMax = 1;

    bool progressive() const
    {
        return kind == 0xc2 || kind == 0xc6 || kind == 0xca || kind == 0xce;
    }
    bool lossless() const { return kind == 0xc3 || kind == 0xc7 || kind == 0xcb || kind == 0xcf; }
    /// Huffman-coded DCT (baseline, extended, progressive): every block of a scan that codes DC
    /// takes at least one bit (a Huffman code is 1 to 16 bits long; a DC refinement bit is 1).
    bool huffmanDct() const { return kind == 0xc0 || kind == 0xc1 || kind == 0xc2; }
    /// A component's 8 × 8 blocks across and down (libjpeg's width_in_blocks, height_in_blocks).
    qint64 blocksAcross(const Component &c) const
    {
        const qint64 samples = (qint64(width) * c.h + hMax - 1) / hMax;
        return (samples + 7) / 8;
    }
    qint64 blocksDown(const Component &c) const
    {
        const qint64 samples = (qint64(height) * c.v + vMax - 1) / vMax;
        return (samples + 7) / 8;
    }
    /// The bytes libjpeg holds for the whole image's coefficients when it cannot decode one
    /// row of blocks at a time (jdcoefct.c: blocks rounded up to the sampling factors, 64
    /// coefficients of 2 bytes each).
    qint64 coefficientBytes() const
    {
        qint64 bytes = 0;
        for (const Component &c : components) {
            const qint64 across = (blocksAcross(c) + c.h - 1) / c.h * c.h;
            const qint64 down = (blocksDown(c) + c.v - 1) / c.v * c.v;
            bytes += across * down * 64 * 2;
        }
        return bytes;
    }
};

/// Reads the next marker in or after a scan's entropy-coded data: its kind (-1 at the end of
/// the data) and the data's bytes before it (a stuffed FF 00 counts one; restart markers none).
int nextMarker(ByteReader &in, qint64 &dataBytes)
{
    for (;;) {
        int b = in.get();
        if (b < 0)
            return -1;
        if (b != 0xff) {
            ++dataBytes;
            continue;
        }
        do
            b = in.get();
        while (b == 0xff); // fill bytes
        if (b < 0)
            return -1;
        if (b == 0x00)
            ++dataBytes;
        else if (b < 0xd0 || b > 0xd7)
            return b;
    }
}

QString jpegFault(QIODevice &device)
{
    if (device.read(2) != QByteArray("\xff\xd8", 2))
        return ImageText::tr("its JPEG start (SOI) is damaged");
    ByteReader in(device);
    const QString damaged
        = ImageText::tr("its JPEG data is damaged or cut short before the image data");
    const QString noEnd = ImageText::tr("its JPEG data is cut short (no end of image, EOI)");
    JpegFrame frame;
    // Marker segments, each FF, its kind and a 2-byte length that counts itself, up to SOS.
    int kind = 0;
    int length = 0;
    for (;;) {
        if (in.get() != 0xff)
            return damaged;
        kind = in.get();
        while (kind == 0xff) // fill bytes
            kind = in.get();
        if (kind < 0)
            return damaged;
        if (kind == 0x01)
            continue; // TEM: no length
        if (kind == 0xd9 || kind == 0xd8 || (kind >= 0xd0 && kind <= 0xd7))
            return damaged;
        length = in.get16();
        if (length < 2)
            return damaged;
        if (kind == 0xda)
            break; // the scan: read below
        const bool sof
            = kind >= 0xc0 && kind <= 0xcf && kind != 0xc4 && kind != 0xc8 && kind != 0xcc;
        if (!sof || frame.kind != 0) {
            if (!in.skip(length - 2))
                return damaged;
            continue;
        }
        // SOFn: precision, height, width, components (id, sampling factors, table).
        frame.kind = kind;
        const int precision = in.get();
        frame.height = in.get16();
        frame.width = in.get16();
        const int count = in.get();
        if (precision < 0 || frame.height < 0 || frame.width < 0 || count < 1
            || length != 8 + 3 * count)
            return damaged;
        for (int i = 0; i < count; ++i) {
            JpegFrame::Component c;
            c.id = in.get();
            const int factors = in.get();
            if (c.id < 0 || factors < 0 || in.get() < 0)
                return damaged;
            c.h = std::max(1, factors >> 4);
            c.v = std::max(1, factors & 15);
            frame.hMax = std::max(frame.hMax, c.h);
            frame.vMax = std::max(frame.vMax, c.v);
            frame.components.append(c);
        }
    }
    if (frame.kind == 0)
        return damaged; // a scan before the frame's header
    // Every scan: its header, then its data up to the next marker; an EOI ends the walk.
    int scans = 0;
    qint64 scanBlocks = 0; // the blocks a scan that codes DC must hold a bit of each
    bool coded = false;    // whether the last marker read ended such a scan
    for (;;) {
        if (kind == 0xda) {
            // SOS (its length read): components, their ids, spectral selection, approximation.
            ++scans;
            if (scans > kMaxJpegScans)
                return ImageText::tr("its JPEG data holds more than %1 scans (a progressive "
                                     "JPEG needs a few dozen): it is damaged or made to exhaust "
                                     "the reader")
                    .arg(kMaxJpegScans);
            const int count = in.get();
            if (count < 1 || length != 6 + 2 * count)
                return noEnd;
            QList<int> ids;
            for (int i = 0; i < count; ++i) {
                ids.append(in.get());
                if (in.get() < 0)
                    return noEnd;
            }
            const int spectralStart = in.get();
            if (in.get() < 0 || in.get() < 0 || spectralStart < 0)
                return noEnd;
            // libjpeg holds the whole image's coefficients for a progressive file, and for a
            // sequential one whose first scan leaves a component out.
            if (scans == 1 && !frame.lossless()
                && (frame.progressive() || count < frame.components.size())) {
                const qint64 bytes = frame.coefficientBytes();
                if (bytes > kMaxJpegCoefficientBytes)
                    return ImageText::tr("it is a JPEG of %1 × %2 pixels decoded in several "
                                         "scans (progressive), which takes %3 MB where the "
                                         "limit is %4 MB: save it as a baseline JPEG or scale "
                                         "it down")
                        .arg(frame.width)
                        .arg(frame.height)
                        .arg((bytes + (1 << 20) - 1) >> 20)
                        .arg(kMaxJpegCoefficientBytes >> 20);
            }
            scanBlocks = 0;
            coded = frame.huffmanDct() && spectralStart == 0;
            if (coded) {
                for (const int id : std::as_const(ids)) {
                    for (const JpegFrame::Component &c : std::as_const(frame.components)) {
                        if (c.id == id) {
                            scanBlocks += frame.blocksAcross(c) * frame.blocksDown(c);
                            break;
                        }
                    }
                }
            }
        }
        qint64 dataBytes = 0;
        kind = nextMarker(in, dataBytes);
        if (coded && dataBytes * 8 < scanBlocks)
            return ImageText::tr("its JPEG data is cut short: scan %1 holds %2 bytes where the "
                                 "%3 × %4 pixels its header gives need at least %5")
                .arg(scans)
                .arg(dataBytes)
                .arg(frame.width)
                .arg(frame.height)
                .arg((scanBlocks + 7) / 8);
        coded = false;
        if (kind < 0)
            return noEnd;
        if (kind == 0xd9)
            return {};
        if (kind == 0x01 || kind == 0xd8)
            continue; // no length (readers skip what is out of place between scans)
        length = in.get16();
        if (length < 2)
            return noEnd;
        if (kind != 0xda && !in.skip(length - 2))
            return noEnd;
    }
}
} // namespace

QString pngImageDataFault(QIODevice &device)
{
    const qint64 at = device.pos();
    std::unique_ptr<PngRows> rows;
    QString fault;
    char head[8];
    // The chunks are whole and their CRCs right (rasterStructureFault): only the rows are read.
    if (device.seek(8)) {
        while (device.read(head, 8) == 8) {
            const quint32 length = bigEndian32(head);
            const QByteArray type(head + 4, 4);
            if (type == "IEND") {
                if (rows)
                    rows->finish();
                break;
            }
            QByteArray ihdr;
            uLong crc = 0;
            std::function<bool(const char *, qint64)> feedRows;
            if (type == "IDAT" && rows)
                feedRows
                    = [&rows](const char *data, qint64 size) { return rows->feed(data, size); };
            if (!crcOver(device, length, crc, type == "IHDR" ? &ihdr : nullptr, feedRows)
                || !device.skip(4))
                break;
            if (type == "IHDR" && ihdr.size() == 13) {
                const int depth = uchar(ihdr[8]), colour = uchar(ihdr[9]);
                const int channels = colour == 2 ? 3 : colour == 4 ? 2 : colour == 6 ? 4 : 1;
                rows = std::make_unique<PngRows>(bigEndian32(ihdr.constData()),
                                                 bigEndian32(ihdr.constData() + 4),
                                                 depth * channels, ihdr[12] == 1);
            }
        }
        if (rows)
            fault = rows->fault;
    }
    device.seek(at);
    return fault;
}

QString rasterStructureFault(QIODevice &device, const QByteArray &format)
{
    if (!device.seek(0))
        return {};
    QString fault;
    if (format == "png")
        fault = pngFault(device);
    else if (format == "jpeg" || format == "jpg")
        fault = jpegFault(device);
    device.seek(0);
    return fault;
}

} // namespace hexstride
