// svgtopng: renders an SVG icon at build time (installer/CMakeLists.txt, src/app/CMakeLists.txt)
//   svgtopng IN.svg OUT_DIR NAME SIZE...   OUT_DIR/<SIZE>x<SIZE>/NAME.png for each size (Linux's
//                                          hicolor theme)
//   svgtopng --ico IN.svg OUT.ico          a Windows icon: 16, 24, 32, 48, 64 and 256 pixels
//   svgtopng --icns IN.svg OUT.icns        a macOS icon: 16 to 1024 pixels
// Both containers hold PNG images, as Windows Vista and later and macOS 10.7 and later read them.
// Every file is written beside its target and renamed into place, so none is left half-written.
#include <QBuffer>
#include <QByteArray>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QList>
#include <QPainter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextStream>
#include <QtEndian>

namespace {

QImage rendered(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return image;
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void appendLittle16(QByteArray &out, quint16 value)
{
    char bytes[2];
    qToLittleEndian(value, bytes);
    out.append(bytes, 2);
}

void appendLittle32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

void appendBig32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToBigEndian(value, bytes);
    out.append(bytes, 4);
}

/// ICONDIR, one ICONDIRENTRY per size (a width or height of 0 means 256), then the PNGs.
QByteArray icoFile(QSvgRenderer &svg)
{
    const QList<int> sizes{16, 24, 32, 48, 64, 256};
    QList<QByteArray> images;
    for (int size : sizes)
        images.append(pngBytes(rendered(svg, size)));
    QByteArray out;
    appendLittle16(out, 0); // reserved
    appendLittle16(out, 1); // type: icon
    appendLittle16(out, quint16(sizes.size()));
    quint32 offset = quint32(6 + 16 * sizes.size());
    for (qsizetype i = 0; i < sizes.size(); ++i) {
        const char side = char(sizes.at(i) >= 256 ? 0 : sizes.at(i));
        out.append(side).append(side);
        out.append(char(0)).append(char(0)); // no palette, reserved
        appendLittle16(out, 1);              // colour planes
        appendLittle16(out, 32);             // bits per pixel
        appendLittle32(out, quint32(images.at(i).size()));
        appendLittle32(out, offset);
        offset += quint32(images.at(i).size());
    }
    for (const QByteArray &image : images)
        out.append(image);
    return out;
}

/// 'icns' and the file's length, then one element per size: its type, its length, a PNG.
QByteArray icnsFile(QSvgRenderer &svg)
{
    const QList<std::pair<const char *, int>> elements{
        {"icp4", 16},  {"icp5", 32},  {"icp6", 64},   {"ic07", 128},
        {"ic08", 256}, {"ic09", 512}, {"ic10", 1024},
    };
    QByteArray body;
    for (const auto &[type, size] : elements) {
        const QByteArray png = pngBytes(rendered(svg, size));
        body.append(type, 4);
        appendBig32(body, quint32(8 + png.size()));
        body.append(png);
    }
    QByteArray out("icns");
    appendBig32(out, quint32(8 + body.size()));
    return out + body;
}

bool writeWhole(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    return QDir().mkpath(QFileInfo(path).absolutePath()) && file.open(QIODevice::WriteOnly)
           && file.write(bytes) == bytes.size() && file.commit();
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    const bool container
        = args.size() == 4
          && (args.at(1) == QLatin1String("--ico") || args.at(1) == QLatin1String("--icns"));
    if (!container && (args.size() < 5 || args.at(1).startsWith(QLatin1String("--")))) {
        err << "usage: svgtopng IN.svg OUT_DIR NAME SIZE...\n"
               "       svgtopng --ico IN.svg OUT.ico\n"
               "       svgtopng --icns IN.svg OUT.icns\n";
        return 2;
    }
    const QString svgPath = args.at(container ? 2 : 1);
    QSvgRenderer svg(svgPath);
    if (!svg.isValid()) {
        err << svgPath << ": not a valid SVG\n";
        return 1;
    }
    if (container) {
        const QByteArray bytes
            = args.at(1) == QLatin1String("--ico") ? icoFile(svg) : icnsFile(svg);
        if (!writeWhole(args.at(3), bytes)) {
            err << args.at(3) << ": cannot write\n";
            return 1;
        }
        return 0;
    }
    for (const QString &sizeText : args.mid(4)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            err << sizeText << ": not a size\n";
            return 2;
        }
        const QString path
            = QStringLiteral("%1/%2x%2/%3.png").arg(args.at(2), QString::number(size), args.at(3));
        if (!writeWhole(path, pngBytes(rendered(svg, size)))) {
            err << path << ": cannot write\n";
            return 1;
        }
    }
    return 0;
}
