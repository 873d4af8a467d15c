#pragma once

// Reading a PDF that Qt wrote (QPrinter, QPdfWriter) as far as a scenario needs to measure
// it: each page's size and the hexagons drawn on it, measured in points (72 an inch). Qt writes
// one uncompressed dictionary per object and each page's drawing as one Flate stream whose
// first `cm` scales device units to points; a hex is filled as a closed path of six corners
// ("x y m", five "x y l", back to the first, "h").
#include <QFile>
#include <QHash>
#include <QList>
#include <QRegularExpression>
#include <QSizeF>
#include <QString>

#include <algorithm>
#include <cmath>

namespace hexstride::testing {

struct PdfPage
{
    QSizeF size;               ///< the MediaBox, in points
    QList<double> hexWidthsPt; ///< across each hexagon drawn, left to right, in points
    double medianHexWidth() const
    {
        if (hexWidthsPt.isEmpty())
            return 0;
        QList<double> w = hexWidthsPt;
        std::sort(w.begin(), w.end());
        return w[w.size() / 2];
    }
};

struct PdfPages
{
    QList<PdfPage> pages;
    QString error;
};

namespace pdfdetail {
/// The hexagons' widths in a page's drawing, in points.
inline QList<double> hexWidths(const QByteArray &content)
{
    QList<double> widths;
    double scale = 0;
    QList<double> numbers;
    QList<QPointF> path;
    const QList<QByteArray> tokens = content.simplified().split(' ');
    for (const QByteArray &t : tokens) {
        bool isNumber = false;
        const double v = t.toDouble(&isNumber);
        if (isNumber) {
            numbers << v;
            continue;
        }
        if (t == "cm" && scale == 0 && numbers.size() >= 6)
            scale = std::abs(numbers[numbers.size() - 6]);
        else if (t == "m" && numbers.size() >= 2)
            path = {QPointF(numbers[numbers.size() - 2], numbers.last())};
        else if (t == "l" && numbers.size() >= 2 && !path.isEmpty())
            path << QPointF(numbers[numbers.size() - 2], numbers.last());
        else if (t == "h" && path.size() == 7
                 && (path.first() - path.last()).manhattanLength() < 1e-3) {
            double left = path.first().x(), right = left;
            for (const QPointF p : path) {
                left = std::min(left, p.x());
                right = std::max(right, p.x());
            }
            widths << (right - left) * scale;
            path.clear();
        } else if (t == "h" || t == "f" || t == "f*" || t == "S") {
            path.clear();
        }
        numbers.clear();
    }
    return widths;
}
} // namespace pdfdetail

/// The pages of the PDF at `path`, in the order of their objects (Qt writes them in page order).
inline PdfPages readPdfPages(const QString &path)
{
    PdfPages out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        out.error = path + QStringLiteral(": cannot be read");
        return out;
    }
    const QByteArray pdf = f.readAll();
    if (!pdf.startsWith("%PDF")) {
        out.error = path + QStringLiteral(": not a PDF");
        return out;
    }
    // Every stream by its object's number.
    QHash<int, QByteArray> streams;
    static const QRegularExpression stream(
        QStringLiteral("(\\d+) 0 obj\\s*<<((?:(?!endobj).)*?)>>\\s*stream\\r?\\n"),
        QRegularExpression::DotMatchesEverythingOption);
    const QString text = QString::fromLatin1(pdf);
    for (auto it = stream.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const qsizetype start = m.capturedEnd();
        const qsizetype end = pdf.indexOf("endstream", start);
        QByteArray body = pdf.mid(start, end - start);
        if (m.captured(2).contains(QLatin1String("FlateDecode"))) {
            // qUncompress wants the zlib data after a 4-byte size (a hint it grows from).
            body = qUncompress(QByteArray("\0\0\0\1", 4) + body);
        }
        streams.insert(m.captured(1).toInt(), body);
    }
    static const QRegularExpression page(
        QStringLiteral("/Type /Page\\s(?:(?!endobj).)*?/Contents (\\d+) 0 R(?:(?!endobj).)*?"
                       "/MediaBox \\[0 0 ([\\d.]+) ([\\d.]+)\\]"),
        QRegularExpression::DotMatchesEverythingOption);
    for (auto it = page.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        PdfPage p;
        p.size = QSizeF(m.captured(2).toDouble(), m.captured(3).toDouble());
        p.hexWidthsPt = pdfdetail::hexWidths(streams.value(m.captured(1).toInt()));
        out.pages << p;
    }
    if (out.pages.isEmpty())
        out.error = path + QStringLiteral(": no pages found");
    return out;
}

} // namespace hexstride::testing
