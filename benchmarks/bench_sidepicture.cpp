// probe19 T09: a side's report picture of a map at the format's bound (2000 × 2000 hexes), four
// armies of four sides (S0 to S3) on plains, pbm-strategic. Ours (sideImagePng: hexes under 2 px
// greyed through a mask of a pixel a hex) against the way it was in the same run (every hex out
// of sight greyed as a polygon of its own: 4 million drawPolygon calls a side), the decoded
// pixels compared. Then a 400 × 400 map (hexes of 2.3 px, greyed by polygons both ways): the
// same pixels, a ratio near 1.
//
// bench_sidepicture [SIDE]: a map of SIDE × SIDE hexes only (e.g. 1000).
#include "benchutil.h"
#include "exporting/mapexporter.h"
#include "exporting/sidereports.h"
#include "movement/hexesinsight.h"
#include "movement/turnapply.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <cstdio>

using namespace hexstride;
using namespace hexstride::bench;

namespace {
const QStringList kSides{QStringLiteral("S0"), QStringLiteral("S1"), QStringLiteral("S2"),
                         QStringLiteral("S3")};

/// One army a side, spread over the map.
TurnResolution fourArmies(const HexMap &map)
{
    TurnResolution r;
    r.rulesetId = QStringLiteral("pbm-strategic");
    for (int i = 0; i < kSides.size(); ++i) {
        ResolvedUnit u;
        u.name = QStringLiteral("Army %1").arg(i);
        u.side = kSides[i];
        u.figures = 500;
        u.start = u.end = map.grid().toHex({map.width() * (i + 1) / 5, map.height() * (i + 1) / 5});
        r.units << u;
    }
    return r;
}

/// The side picture as it was drawn before probe19 T09: sideImagePng's steps, every hex out of
/// sight greyed as a polygon.
QByteArray polygonGreyedPng(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                            const QString &side)
{
    const HexesInSight seen(map, ruleset, r, side);
    HexMap after = mapAfterTurn(
        map, {}, r, [&](const MapUnit &u) { return u.side == side || seen.contains(u.hex); });
    after.plans().clear();
    ExportOptions options;
    options.widthPx = 1600;
    options.titleText = QStringLiteral("Untitled map: %1 after the turn").arg(side);
    QImage image(pngExportSize(after, options), QImage::Format_RGB888);
    image.fill(Qt::white);
    QPainter p(&image);
    const MapStyle style
        = MapStyle::build(after, vocabularyForMap(after, &ruleset), QStringLiteral("en"));
    const QTransform toPage = paintMapPage(p, QSizeF(image.size()), after, style, options);
    const RenderParams params(after.shape(), 1.0);
    p.setTransform(toPage);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(128, 128, 128, 170));
    for (int row = 0; row < after.height(); ++row) {
        for (int col = 0; col < after.width(); ++col) {
            const Hex h = after.grid().toHex({col, row});
            if (!seen.contains(h))
                p.drawPolygon(params.polygon(h));
        }
    }
    p.end();
    image.setText(QStringLiteral("Title"), options.titleText);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    writer.setQuality(80);
    writer.write(image);
    return bytes;
}

/// Pixels that differ between two pictures of the same size.
qint64 differingPixels(const QByteArray &a, const QByteArray &b)
{
    const QImage x = QImage::fromData(a).convertToFormat(QImage::Format_RGB32);
    const QImage y = QImage::fromData(b).convertToFormat(QImage::Format_RGB32);
    if (x.size() != y.size())
        return -1;
    qint64 differ = 0;
    for (int row = 0; row < x.height(); ++row) {
        const auto *p = reinterpret_cast<const QRgb *>(x.constScanLine(row));
        const auto *q = reinterpret_cast<const QRgb *>(y.constScanLine(row));
        for (int col = 0; col < x.width(); ++col)
            differ += p[col] != q[col];
    }
    return differ;
}

void run(const Ruleset &ruleset, int side)
{
    const HexMap map = mapForRuleset(
        ruleset,
        {side, side, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow},
        QStringLiteral("plains"));
    const TurnResolution r = fourArmies(map);
    QList<QByteArray> ours, old;
    const double oursMs = medianMs(3, [&] {
        ours.clear();
        QString error;
        for (const QString &s : kSides)
            ours << sideImagePng(map, ruleset, r, s, QStringLiteral("en"), &error);
    });
    const double oldMs = medianMs(3, [&] {
        old.clear();
        for (const QString &s : kSides)
            old << polygonGreyedPng(map, ruleset, r, s);
    });
    qint64 differ = 0, pixels = 0;
    for (qsizetype i = 0; i < ours.size(); ++i) {
        differ += differingPixels(ours[i], old[i]);
        pixels += qint64(QImage::fromData(ours[i]).width()) * QImage::fromData(ours[i]).height();
    }
    std::printf("%d × %d map, hexes of about %.2f px: %lld of %lld pixels differ\n", side, side,
                RenderParams::kBaseHexSize * 1568.0
                    / (RenderParams(map.shape(), 1.0).sceneSize.width()),
                differ, pixels);
    const QByteArray what = QStringLiteral("4 side pictures, %1 × %1").arg(side).toUtf8();
    printRatio(what.constData(), oursMs, "a polygon a hex", oldMs);
}
} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const auto ruleset = RulesetLibrary().ruleset(QStringLiteral("pbm-strategic"));
    if (!ruleset)
        return 1;
    const QStringList args = app.arguments();
    if (args.size() > 1 && args[1].toInt() > 0) {
        run(*ruleset, args[1].toInt());
        return 0;
    }
    run(*ruleset, 2000);
    run(*ruleset, 400);
    return 0;
}
