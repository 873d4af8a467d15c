#include "mapexporter.h"

#include "io/messagetext.h"
#include "io/safefile.h"
#include "pagetiling.h"
#include "view/backgroundpainting.h"
#include "view/maprenderer.h"
#include "view/renderparams.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImageWriter>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <cmath>
#include <limits>
#include <set>

namespace hexstride {

namespace {
/// The translation context of these messages (a class so that lupdate finds them).
struct MapExporterText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::MapExporter)
};

struct LegendEntry
{
    QString name;
    QColor colour;
    QImage pattern;
    bool line = false;
};

std::vector<LegendEntry> legendFor(const HexMap &map, const MapStyle &style)
{
    std::set<int> terrains;
    for (std::uint8_t t : map.terrainLayer())
        terrains.insert(t);
    FeatureMask edges = 0;
    map.forEachFeatureEdge([&](EdgeId, FeatureMask m) { edges |= m; });
    std::vector<LegendEntry> out;
    for (int t : terrains)
        out.push_back({style.terrainName(t), style.terrainColour[std::size_t(t)],
                       style.terrainPattern[std::size_t(t)], false});
    for (int b = 0; b < style.edges.size(); ++b) {
        if (edges & (1u << b))
            out.push_back({style.edges.at(b).name, style.edges.at(b).colour, {}, true});
    }
    // Towns and other hex features, then the units by side.
    FeatureMask features = 0;
    for (const FeatureMask m : map.hexFeatureLayer())
        features |= m;
    for (int b = 0; b < style.hexFeatures.size(); ++b) {
        if (features & (1u << b))
            out.push_back(
                {style.hexFeatures.at(b).name, style.hexFeatures.at(b).colour, {}, false});
    }
    QStringList sides;
    for (const MapUnit &u : map.units())
        if (!sides.contains(u.side))
            sides << u.side;
    for (const QString &side : sides)
        out.push_back({side.isEmpty() ? MapExporterText::tr("Units")
                                      : MapExporterText::tr("Units: %1").arg(side),
                       objectlayout::sideColour(side),
                       {},
                       false});
    return out;
}

/// Where a page's legend goes: as many columns (at most six) as its longest name, measured in
/// the page's font and language, lets fit across the page; the font shrinks only when even one
/// column is too narrow. Every name is then drawn whole.
struct LegendLayout
{
    QFont font;
    int columns = 6;
    double columnWidth = 0;
    double height = 0; ///< rows of three units and a unit below
};

LegendLayout legendLayout(const std::vector<LegendEntry> &legend, const QFont &base,
                          QPaintDevice *device, double unit, double pageWidth)
{
    LegendLayout l;
    if (legend.empty())
        return l;
    l.font = base;
    l.font.setPixelSize(std::max(1, int(unit * 1.3)));
    l.font.setBold(false);
    double longest = 0;
    const QFontMetricsF fm(l.font, device);
    for (const LegendEntry &e : legend)
        longest = std::max(longest, fm.horizontalAdvance(e.name));
    // The swatch (2 units), the gap before the name (0.6) and room after it (1).
    const double around = unit * 3.6;
    const double room = pageWidth - 2 * unit;
    if (longest + around > room) {
        const double k = std::max(0.1, (room - around) / longest);
        l.font.setPixelSize(std::max(1, int(l.font.pixelSize() * k)));
        longest *= k;
    }
    l.columns = std::clamp(int(room / (longest + around)), 1, 6);
    l.columnWidth = room / l.columns;
    l.height = unit * 3.0 * std::ceil(double(legend.size()) / l.columns) + unit;
    return l;
}

QRectF sourceRect(const HexMap &map, const ExportOptions &o)
{
    const RenderParams base(map.shape(), 1.0);
    const QRectF all(QPointF(0, 0), base.sceneSize);
    return o.visibleAreaOnly && !o.visibleBaseRect.isEmpty() ? o.visibleBaseRect.intersected(all)
                                                             : all;
}

// A PDF page is 150 dots an inch.
constexpr int kPdfDpi = 150;

QSize svgPageSize(double aspect)
{
    return QSize(1600, int(1600 * aspect) + 300);
}

/// Sets up a PDF of the map (and says the page size): one page fitted, or tiled at a fixed scale.
void setUpPdf(QPdfWriter &pdf, const HexMap &map, const ExportOptions &o, double aspect)
{
    pdf.setTitle(map.title());
    if (o.hexSizeMm <= 0)
        pdf.setPageOrientation(aspect < 1 ? QPageLayout::Landscape : QPageLayout::Portrait);
    pdf.setResolution(kPdfDpi);
}
} // namespace

bool hexNumbersByDefault(const HexMap &map)
{
    return map.shape().labels == LabelScheme::Numeric;
}

namespace {
/// `svg` with the characters XML 1.0 cannot hold taken out: C0 controls but tab, line feed and
/// carriage return, and the noncharacters U+FFFE, U+FFFF (UTF-8 ef bf be/bf). QSvgGenerator
/// escapes markup in a title or a label's text but writes these as they are, and one of them
/// makes the whole file ill-formed (browsers refuse it; probe 10, finding 11). They draw
/// nothing in the picture either, so the drawing is the same.
QByteArray wellFormedXml(QByteArray svg)
{
    qsizetype to = 0;
    for (qsizetype from = 0; from < svg.size(); ++from) {
        const uchar b = uchar(svg[from]);
        if (b < 0x20 && b != '\t' && b != '\n' && b != '\r')
            continue;
        if (b == 0xef && from + 2 < svg.size() && uchar(svg[from + 1]) == 0xbf
            && (uchar(svg[from + 2]) == 0xbe || uchar(svg[from + 2]) == 0xbf)) {
            from += 2;
            continue;
        }
        svg[to++] = char(b);
    }
    svg.truncate(to);
    return svg;
}

double fitZoom(const QSizeF &area, const QRectF &src)
{
    return std::min(area.width() / src.width(), area.height() / src.height());
}
} // namespace

double exportZoomAtMost(const HexMap &map, const ExportOptions &o, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF src = sourceRect(map, o);
    const double aspect = src.height() / src.width();
    if (suffix == QLatin1String("pdf") && o.hexSizeMm > 0)
        return pageGrid(map, o.hexSizeMm, o.overlapMm, QSizeF(1000, 1000), kPdfDpi / 25.4).zoom;
    QSizeF page;
    if (suffix == QLatin1String("svg")) {
        page = svgPageSize(aspect);
    } else if (suffix == QLatin1String("pdf")) {
        QBuffer nowhere;
        QPdfWriter pdf(&nowhere);
        setUpPdf(pdf, map, o, aspect);
        page = QSizeF(pdf.width(), pdf.height());
    } else {
        page = pngExportSize(map, o);
    }
    // As paintMapPage places the map, without the title and legend it takes room from.
    const double unit = std::max(page.width(), page.height()) / 100.0;
    return fitZoom(QSizeF(page.width() - 2 * unit, page.height() - unit), src);
}

QTransform paintMapPage(QPainter &p, const QSizeF &size, const HexMap &map, const MapStyle &style,
                        const ExportOptions &o)
{
    const double unit = std::max(size.width(), size.height()) / 100.0;
    double top = 0;
    p.fillRect(QRectF(QPointF(0, 0), size), Qt::white);
    if (o.title) {
        QFont f = p.font();
        f.setPixelSize(int(unit * 2.4));
        f.setBold(true);
        p.setFont(f);
        p.setPen(Qt::black);
        const QString title = !o.titleText.isEmpty()  ? o.titleText
                              : map.title().isEmpty() ? MapExporterText::tr("Untitled map")
                                                      : map.title();
        p.drawText(QRectF(0, unit * 0.5, size.width(), unit * 3.5), Qt::AlignCenter, title);
        top = unit * 4.5;
    }
    const std::vector<LegendEntry> legend
        = o.legend ? legendFor(map, style) : std::vector<LegendEntry>{};
    const LegendLayout legendPlace = legendLayout(legend, p.font(), p.device(), unit, size.width());
    const double legendHeight = legendPlace.height;
    const QRectF mapArea(unit, top, size.width() - 2 * unit,
                         size.height() - top - legendHeight - unit);

    // Fit the source area into the page.
    const QRectF src = sourceRect(map, o);
    const double zoom = fitZoom(mapArea.size(), src);
    RenderParams rp(map.shape(), zoom);
    rp.hexNumbers = o.hexNumbers;
    rp.setUpForPaper(p.device()->logicalDpiX() / 25.4, o.darkOutlines);
    const QRectF scene(src.topLeft() * zoom, src.size() * zoom);
    const QPointF at(mapArea.left() + (mapArea.width() - scene.width()) / 2, mapArea.top());
    MapRenderer renderer(map, style);
    p.save();
    p.setClipRect(QRectF(at, scene.size()));
    p.translate(at - scene.topLeft());
    if (rp.useOverview()) {
        p.drawImage(QRectF(QPointF(0, 0), rp.sceneSize), renderer.overviewImage());
        renderer.paintLabels(p, rp, scene);
        renderer.paintUnits(p, rp, scene);
    } else {
        renderer.paint(p, rp, scene);
    }
    if (o.labelsLeftOut)
        *o.labelsLeftOut += renderer.labelsLeftOut();
    paintBackgroundImage(p, rp, map.background(), o.backgroundImage);
    p.restore();
    p.setPen(QPen(Qt::black, unit * 0.1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(at, scene.size()));
    QTransform placed;
    placed.translate(at.x() - scene.left(), at.y() - scene.top());
    placed.scale(zoom, zoom);

    if (!legend.empty()) {
        p.setFont(legendPlace.font);
        const double colWidth = legendPlace.columnWidth;
        const std::size_t columns = std::size_t(legendPlace.columns);
        const double y0 = size.height() - legendHeight;
        for (std::size_t i = 0; i < legend.size(); ++i) {
            const double x = unit + double(i % columns) * colWidth;
            const double y = y0 + double(i / columns) * unit * 3.0;
            const QRectF sw(x, y + unit * 0.5, unit * 2, unit * 1.6);
            const LegendEntry &e = legend[i];
            if (e.line) {
                p.setPen(QPen(e.colour, unit * 0.45, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(QPointF(sw.left(), sw.center().y()),
                           QPointF(sw.right(), sw.center().y()));
            } else {
                p.setPen(QPen(Qt::black, unit * 0.05));
                p.setBrush(e.colour);
                p.drawRect(sw);
                if (!e.pattern.isNull()) {
                    p.setBrush(QBrush(e.pattern));
                    p.drawRect(sw);
                }
            }
            p.setPen(Qt::black);
            p.drawText(QRectF(sw.right() + unit * 0.6, y, colWidth - unit * 2.6, unit * 2.6),
                       Qt::AlignVCenter | Qt::AlignLeft, e.name);
        }
    }
    return placed;
}

QSize pngExportSize(const HexMap &map, const ExportOptions &o)
{
    const QRectF src = sourceRect(map, o);
    const double aspect = src.height() / src.width();
    const int w = std::max(o.widthPx, 64);
    const double extra = std::floor(w / 100.0 * ((o.title ? 4.5 : 0) + (o.legend ? 8 : 0) + 2));
    // Saturated rather than overflowing: the size check refuses it anyway.
    const double h
        = std::min(std::floor(w * aspect) + extra, double(std::numeric_limits<int>::max()));
    return QSize(w, int(h));
}

QString pngSizeProblem(const HexMap &map, const ExportOptions &o)
{
    const QSize size = pngExportSize(map, o);
    if (size.width() > kMaxPngSide || size.height() > kMaxPngSide
        || qint64(size.width()) * size.height() > kMaxPngPixels)
        return MapExporterText::tr(
                   "an image of %1 × %2 pixels is too large: the limit is %3 pixels a side "
                   "and %4 million pixels (about %5 MB); choose a smaller width")
            .arg(size.width())
            .arg(size.height())
            .arg(kMaxPngSide)
            .arg(kMaxPngPixels / 1000000)
            .arg(kMaxPngPixels * 4 / (1024 * 1024));
    return {};
}

QImage exportPngImage(const HexMap &map, const MapStyle &style, const QString &path,
                      const ExportOptions &o, QString &error)
{
    if (const QString problem = pngSizeProblem(map, o); !problem.isEmpty()) {
        error = MapExporterText::tr("%1: %2").arg(quotedPath(path), problem);
        return {};
    }
    QImage img(pngExportSize(map, o), QImage::Format_ARGB32_Premultiplied);
    if (img.isNull()) {
        error = MapExporterText::tr("%1: the image is too large").arg(quotedPath(path));
        return {};
    }
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        paintMapPage(p, img.size(), map, style, o);
    }
    return img;
}

QString exportMap(const HexMap &map, const MapStyle &style, const QString &path,
                  const ExportOptions &o)
{
    // SVG, PDF and PNG writers write in place: a FIFO would block, a device would be written to.
    if (const QString problem = safefile::notRegularFileProblem(path); !problem.isEmpty())
        return problem;
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF src = sourceRect(map, o);
    const double aspect = src.height() / src.width();
    if (suffix == QLatin1String("svg")) {
        // Drawn into memory, then written atomically: a full disk leaves no truncated file.
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        const QSize size = svgPageSize(aspect);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        // QSvgGenerator writes the title into <title> as it is: the map's title is text.
        svg.setTitle(map.title().toHtmlEscaped());
        QPainter p;
        if (!p.begin(&svg))
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        paintMapPage(p, size, map, style, o);
        if (!p.end())
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        return safefile::writeFileAtomically(path, wellFormedXml(bytes));
    }
    if (suffix == QLatin1String("pdf") && o.hexSizeMm > 0) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        setUpPdf(pdf, map, o, aspect);
        const QRectF page(0, 0, pdf.width(), pdf.height());
        if (const QString problem = tiledPagesProblem(map, page, kPdfDpi / 25.4, o);
            !problem.isEmpty())
            return MapExporterText::tr("%1: %2").arg(quotedPath(path), problem);
        QPainter p;
        if (!p.begin(&pdf))
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        paintTiledPages(
            p, QRectF(0, 0, pdf.width(), pdf.height()), kPdfDpi / 25.4,
            [&] { return pdf.newPage(); }, map, style, o);
        if (!p.end())
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        return safefile::writeFileAtomically(path, bytes);
    }
    if (suffix == QLatin1String("pdf")) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        setUpPdf(pdf, map, o, aspect);
        QPainter p;
        if (!p.begin(&pdf))
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        paintMapPage(p, QSizeF(pdf.width(), pdf.height()), map, style, o);
        if (!p.end())
            return MapExporterText::tr("%1: cannot write the file").arg(quotedPath(path));
        return safefile::writeFileAtomically(path, bytes);
    }
    if (suffix != QLatin1String("png") && suffix != QLatin1String("jpg")
        && suffix != QLatin1String("jpeg"))
        return MapExporterText::tr("%1: unknown image type \"%2\" (use .png, .svg or .pdf)")
            .arg(quotedPath(path), suffix);
    QString error;
    const QImage img = exportPngImage(map, style, path, o, error);
    if (img.isNull())
        return error;
    // Encoded in memory, then written atomically (a temporary file renamed into place): a full
    // disk leaves no truncated image, and the message gives the system's reason.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, suffix == QLatin1String("png") ? "png" : "jpeg");
    if (!writer.write(img))
        return MapExporterText::tr("%1: %2").arg(quotedPath(path), writer.errorString());
    buffer.close();
    return safefile::writeFileAtomically(path, bytes);
}

} // namespace hexstride
