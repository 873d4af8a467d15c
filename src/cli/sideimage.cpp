// resolve --report-dir: the map as one side knows it after the turn, as a PNG.
#include "resolvecommand.h"

#include "exporting/mapexporter.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QSet>

namespace hexstride::cli {

namespace {
struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::cli)
};
} // namespace

QSet<QPair<int, int>> hexesInSight(const HexMap &map, const Ruleset &ruleset,
                                   const TurnResolution &r, const QString &side)
{
    // Where the text gives no sight range, a side sees the hexes next to its units.
    const int radius = std::max(
        0, ruleset.turns.sequence.sightRadius < 0 ? 1 : ruleset.turns.sequence.sightRadius);
    QSet<QPair<int, int>> seen;
    for (const ResolvedUnit &u : r.units) {
        if (u.side != side || u.removed)
            continue;
        for (int dq = -radius; dq <= radius; ++dq) {
            for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius);
                 ++dr) {
                const Hex h{u.end.q + dq, u.end.r + dr};
                if (map.contains(h))
                    seen.insert({h.q, h.r});
            }
        }
    }
    return seen;
}

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

} // namespace hexstride::cli
