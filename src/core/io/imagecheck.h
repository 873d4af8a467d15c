#pragma once

#include <QString>
#include <QtGlobal>

class QIODevice;

namespace hexstride {

/// A cheap check of a PNG's or JPEG's structure before it is decoded (issue 29, probe11 N12):
/// Qt's readers leave libpng's and libjpeg's own error handlers in place, so a broken file made
/// them print their own lines ("libpng error: Invalid IHDR data") before our message said only
/// "Unknown error". PNG: the signature, every chunk's length and CRC (zlib's crc32), a valid
/// IHDR first (sides 1 to 1,000,000: libpng's own limit), PLTE before IDAT for a palette, an
/// IDAT, IEND last. JPEG: SOI, whole marker segments up to the scan (SOS), an EOI after it;
/// every scan walked (probe14 Q01, Q02): at most kMaxJpegScans of them; a progressive file
/// (or one whose first scan leaves a colour out) within kMaxJpegCoefficientBytes; and a
/// Huffman-coded scan that codes the DC coefficients at least one bit for each block its
/// header's size gives (a file whose header says far more pixels than its data holds).
/// `format` is Qt's ("png", "jpeg"); other formats pass. Empty when nothing is found, else why
/// (translated). Reads the device from its start and leaves it at its start.
/// libjpeg decodes a progressive JPEG by holding every 8 × 8 block's 64 coefficients at 2
/// bytes, whatever smaller size is asked for: 2 bytes a sample of each colour (less with
/// subsampled chroma). 256 MB takes a 6000 × 4000 photo in CMYK or RGB without subsampling
/// (192 MB, 144 MB) and a subsampled (4:2:0) one of up to 85 million pixels; a 9999 × 9999
/// RGB header (600 MB) is refused.
inline constexpr qint64 kMaxJpegCoefficientBytes = qint64(256) << 20;
/// Every scan of a progressive JPEG walks the whole image: libjpeg's default script makes 10,
/// mozjpeg's up to about 64 (libjpeg-turbo's djpeg has -maxscans for the same bound).
inline constexpr int kMaxJpegScans = 100;

QString rasterStructureFault(QIODevice &device, const QByteArray &format);

/// The rows of a PNG whose structure passed rasterStructureFault, inflated without being kept
/// (probe 15, P19: libpng printed "libpng error: bad adaptive filter value" itself): each row
/// must begin with a filter type 0 to 4, and the data must hold every row of every Adam7 pass
/// the header gives. Called once the picture's size is known to be within bounds (data of more
/// than 1 GB is not checked). Empty when nothing is found, else why (translated). Leaves the
/// device where it was.
QString pngImageDataFault(QIODevice &device);

} // namespace hexstride
