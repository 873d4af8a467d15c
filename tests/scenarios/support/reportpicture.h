#pragma once

// A player's report picture (reports/<player>.png) of the 14 × 9 map of tst_campaigngame, read
// where a player looks: at hex centres. The layout is worked out by hand from how the picture is
// drawn (src/render/exporting/sidereports.cpp, sideImagePng, and mapexporter.cpp, paintMapPage):
//
// - 1600 px wide (sideImagePng's ExportOptions::widthPx). At 100 % a hex is 20 px from centre to
//   corner, 20·√3 = 34.64 px across: the map is 14.5 hexes wide (odd rows shifted by half a
//   hex) = 502.3 px and 2 + 1.5·8 = 14 hex sizes tall = 280 px. Height: floor(1600·280/502.3) =
//   891, plus the title, legend and margins, floor(1600/100·(4.5 + 8 + 2)) = 232: 1123 px.
// - One page unit is 1600/100 = 16 px. The map area begins one unit from the left and below
//   the 4.5-unit title, at (16, 72), 1600 − 2·16 = 1568 px wide; the legend (one row of 3 units
//   and a unit below it) leaves it 1123 − 72 − 64 − 16 = 971 px of height. The map is fitted:
//   min(1568/502.3, 971/280) = 3.12, across the whole width, so a hex is 1568/14.5 = 108.14 px
//   across and its centre is at x = 16 + 108.14·(col + 0.5 + 0.5·(row odd)),
//   y = 72 + 108.14/√3·(1 + 1.5·row).
// - Colours: plains #b7d27a (the ruleset's, a solid pattern); a hex out of sight is covered with
//   grey (128,128,128) at alpha 170: 128·170/255 + c·85/255 per channel, (146.3, 155.3, 126.0).
//   A unit's counter is drawn over its hex centre in its side's colour.
#include <QColor>
#include <QImage>
#include <QPoint>
#include <QSize>
#include <QString>

#include <cmath>

namespace campaigngame {

inline const QSize kPictureSize{1600, 1123};

/// The pixel at the centre of hex `label` ("col,row").
inline QPoint pictureCentre(const QString &label)
{
    const int col = label.section(QLatin1Char(','), 0, 0).toInt();
    const int row = label.section(QLatin1Char(','), 1, 1).toInt();
    const double across = 1568.0 / 14.5;
    const double x = 16 + across * (col + 0.5 + 0.5 * (row % 2));
    const double y = 72 + across / std::sqrt(3.0) * (1 + 1.5 * row);
    return {int(x), int(y)};
}

inline const QColor kPlains(0xb7, 0xd2, 0x7a);
inline const QColor kGreyedPlains(146, 155, 126);

/// Whether two colours differ by at most one in each channel (the grey's blending rounds).
inline bool nearly(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) <= 1 && std::abs(a.green() - b.green()) <= 1
           && std::abs(a.blue() - b.blue()) <= 1;
}

/// What the picture shows at the centre of hex `label`, for messages and comparisons.
inline QColor shownAt(const QImage &picture, const QString &label)
{
    return picture.pixelColor(pictureCentre(label));
}

} // namespace campaigngame
