#pragma once

#include <QString>

class QIODevice;

namespace hexstride {

/// A cheap check of a PNG's or JPEG's structure before it is decoded (issue 29, probe11 N12):
/// Qt's readers leave libpng's and libjpeg's own error handlers in place, so a broken file made
/// them print their own lines ("libpng error: Invalid IHDR data") before our message said only
/// "Unknown error". PNG: the signature, every chunk's length and CRC (zlib's crc32), a valid
/// IHDR first (sides 1 to 1,000,000: libpng's own limit), PLTE before IDAT for a palette, an
/// IDAT, IEND last. JPEG: SOI, whole marker segments up to the scan (SOS), an EOI after it.
/// `format` is Qt's ("png", "jpeg"); other formats pass. Empty when nothing is found, else why
/// (translated). Reads the device from its start and leaves it at its start.
QString rasterStructureFault(QIODevice &device, const QByteArray &format);

} // namespace hexstride
