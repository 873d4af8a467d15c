#include "imagecheck.h"

#include <QCoreApplication>
#include <QIODevice>

#include <algorithm>

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

/// Reads `n` bytes of the device into the CRC (and into `keep`, when given, up to its size).
bool crcOver(QIODevice &device, qint64 n, uLong &crc, QByteArray *keep)
{
    char block[65536];
    while (n > 0) {
        const qint64 got = device.read(block, std::min<qint64>(n, sizeof block));
        if (got <= 0)
            return false;
        crc = crc32(crc, reinterpret_cast<const Bytef *>(block), uInt(got));
        if (keep && keep->size() < 13)
            keep->append(block, std::min<qint64>(got, 13 - keep->size()));
        n -= got;
    }
    return true;
}

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
        } else if (type == "PLTE") {
            plte = true;
        } else if (type == "IDAT") {
            if (palette && !plte)
                return ImageText::tr("its PNG palette (PLTE) is missing");
            idat = true;
        } else if (type == "IEND") {
            if (!idat)
                return ImageText::tr("its PNG image data (IDAT) is missing");
            return {};
        }
    }
}

QString jpegFault(QIODevice &device)
{
    if (device.read(2) != QByteArray("\xff\xd8", 2))
        return ImageText::tr("its JPEG start (SOI) is damaged");
    // Marker segments, each FF, its kind and a 2-byte length that counts itself, up to SOS.
    for (;;) {
        char marker[2];
        if (device.read(marker, 2) != 2 || uchar(marker[0]) != 0xff)
            return ImageText::tr("its JPEG data is damaged or cut short before the image data");
        const uchar kind = uchar(marker[1]);
        if (kind == 0xff) { // fill byte
            device.seek(device.pos() - 1);
            continue;
        }
        if (kind == 0x01)
            continue; // TEM: no length
        if (kind == 0xd9 || kind == 0xd8 || (kind >= 0xd0 && kind <= 0xd7))
            return ImageText::tr("its JPEG data is damaged or cut short before the image data");
        char size[2];
        if (device.read(size, 2) != 2)
            return ImageText::tr("its JPEG data is damaged or cut short before the image data");
        const int length = (uchar(size[0]) << 8) | uchar(size[1]);
        if (length < 2 || !device.seek(device.pos() + length - 2) || device.pos() > device.size())
            return ImageText::tr("its JPEG data is damaged or cut short before the image data");
        if (kind == 0xda)
            break; // the scan: entropy-coded data follows
    }
    // An EOI somewhere after the scan (readers stop there; some files carry bytes after it).
    char block[65536];
    bool ff = false;
    for (;;) {
        const qint64 got = device.read(block, sizeof block);
        if (got <= 0)
            return ImageText::tr("its JPEG data is cut short (no end of image, EOI)");
        for (qint64 i = 0; i < got; ++i) {
            if (ff && uchar(block[i]) == 0xd9)
                return {};
            ff = uchar(block[i]) == 0xff;
        }
    }
}
} // namespace

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
