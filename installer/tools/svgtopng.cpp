// svgtopng: renders an SVG icon into square PNGs of the hicolor theme's fixed sizes, at build
// time (installer/CMakeLists.txt). Usage: svgtopng IN.svg OUT_DIR NAME SIZE...
// writes OUT_DIR/<SIZE>x<SIZE>/NAME.png for each size.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    QTextStream err(stderr);
    if (args.size() < 5) {
        err << "usage: svgtopng IN.svg OUT_DIR NAME SIZE...\n";
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        err << args.at(1) << ": not a valid SVG\n";
        return 1;
    }
    for (const QString &sizeText : args.mid(4)) {
        bool ok = false;
        const int size = sizeText.toInt(&ok);
        if (!ok || size < 1 || size > 4096) {
            err << sizeText << ": not a size\n";
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter, QRectF(0, 0, size, size));
        painter.end();
        const QString dir = QStringLiteral("%1/%2x%2").arg(args.at(2)).arg(size);
        const QString path = dir + QLatin1Char('/') + args.at(3) + QStringLiteral(".png");
        if (!QDir().mkpath(dir) || !image.save(path, "PNG")) {
            err << path << ": cannot write\n";
            return 1;
        }
    }
    return 0;
}
