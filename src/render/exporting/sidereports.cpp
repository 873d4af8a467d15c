// Side reports after a resolved turn: text, JSON and the map as the side knows it.
#include "sidereports.h"

#include "io/safefile.h"
#include "mapexporter.h"
#include "movement/turnapply.h"
#include "movement/turnreport.h"
#include "text/terminaltext.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QJsonDocument>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>

namespace hexstride {

namespace {
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};

/// A side's name as a file name: letters, digits, '-' and '_' kept, the rest '_'.
QString sideFileName(const QString &side)
{
    if (side.isEmpty())
        return QStringLiteral("no-side");
    QString out = side;
    static const QRegularExpression bad(QStringLiteral("[^A-Za-z0-9_\\-]"));
    out.replace(bad, QStringLiteral("_"));
    return out;
}

} // namespace

QString writeSideImage(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                       const QString &side, const QString &path, const QString &language)
{
    QList<TurnOrders> none;
    HexMap after = mapAfterTurn(map, none, r);
    const QSet<QPair<int, int>> seen = hexesInSight(after, ruleset, r, side);
    // Other sides' units show only where this side sees them; nobody's plans show.
    after.units().removeIf([&](const MapUnit &u) {
        return u.side != side && !seen.contains({u.hex.q, u.hex.r});
    });
    after.plans().clear();
    ExportOptions options;
    options.widthPx = 1600;
    if (const QString tooLarge = pngSizeProblem(after, options); !tooLarge.isEmpty())
        return tooLarge;
    QImage image(pngExportSize(after, options), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    const MapStyle style = MapStyle::build(after, vocabularyForMap(after, &ruleset), language);
    const QTransform toPage = paintMapPage(p, QSizeF(image.size()), after, style, options);
    const RenderParams params(after.shape(), 1.0);
    p.setTransform(toPage);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(128, 128, 128, 170)); // out of sight: greyed
    for (int row = 0; row < after.height(); ++row) {
        for (int col = 0; col < after.width(); ++col) {
            const Hex h = after.grid().toHex({col, row});
            if (!seen.contains({h.q, h.r}))
                p.drawPolygon(params.polygon(h));
        }
    }
    p.end();
    if (!image.save(path, "PNG"))
        return CliText::tr("%1: cannot write the image").arg(path);
    return {};
}

QString writeSideReports(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                         const QString &dir, const QString &language)
{
    if (!QDir().mkpath(dir))
        return CliText::tr("%1: cannot create the folder").arg(dir);
    QStringList sides;
    for (const ResolvedUnit &u : r.units) {
        if (!sides.contains(u.side))
            sides << u.side;
    }
    for (const QString &side : std::as_const(sides)) {
        const QString base = QDir(dir).filePath(sideFileName(side));
        QString error = safefile::writeFileAtomically(
            base + QStringLiteral(".json"),
            QJsonDocument(resolutionJson(map, ruleset, r, language, side))
                .toJson(QJsonDocument::Indented));
        // Names in the text come from the map and the orders: no raw control characters (an
        // ESC sequence would act on the terminal of whoever reads the report with cat).
        if (error.isEmpty())
            error = safefile::writeFileAtomically(
                base + QStringLiteral(".txt"),
                terminalLines(resolutionText(map, r, language, side)).toUtf8());
        if (error.isEmpty() && qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            error = writeSideImage(map, ruleset, r, side, base + QStringLiteral(".png"), language);
        if (!error.isEmpty())
            return error;
    }
    return {};
}

} // namespace hexstride
