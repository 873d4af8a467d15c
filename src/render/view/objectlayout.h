#pragma once

#include "map/mapobjects.h"
#include "renderparams.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <vector>

namespace hexstride {

/// Where labels and unit counters go around their hex and which of them show at a zoom: the
/// renderer draws with it, the view hit-tests and invalidates its cached chunks with it.
namespace objectlayout {

/// Below this hex size (pixels, centre to corner) overlapping labels and unit names are
/// decluttered: a text that would overlap one drawn before it is left out, never cut.
inline constexpr double kDeclutterBelow = 16.0;
/// Unit names show from this hex size on.
inline constexpr double kUnitNamesFrom = 10.0;
/// From this hex size on, a label lies within its labelExtent(); smaller, its text (which keeps
/// a readable size while the hexes shrink) may reach anywhere, and every label is looked at.
inline constexpr double kLabelExtentFrom = 8.0;

/// The colour of a side's counters (a stable colour per side name; grey without a side).
QColor sideColour(const QString &side);

QFont labelFont(const QFont &base, const MapLabel &label, double hexSize);
QFont unitNameFont(const QFont &base, double hexSize);
/// The label's text box around a hex centre, in the same pixels as `centre`.
QRectF labelBox(const MapLabel &label, QPointF centre, double hexSize);
/// The counter's box. `depth`: how many units of the map stand on the same hex before it
/// (stackDepths()): a stack's counters fan out up and to the right, each still readable.
QRectF unitBox(QPointF centre, double hexSize, int depth = 0);
/// The radius of the ring that marks a path's start round a unit's hex, and its pen width: the
/// ring passes outside the top counter, so that its figure count stays whole (walk14 #3: a
/// ring of 0.55 hex sizes crossed the figures, "500" read "5_J").
double startRingRadius(double hexSize);
double startRingPen(double hexSize);
/// How far (in hex sizes) each counter of a stack is raised over the one under it: the height
/// of a counter's figures (figuresBox()) and its outline, so that those stay seen.
inline constexpr double kStackRise = 0.47;
/// Per unit of the map, how many units lie under it on its hex (0: the bottom of its stack): the
/// units before it in the map's order, except that the units of `frontSide` lie on top of the
/// others.
std::vector<int> stackDepths(const HexMap &map, const QString &frontSide = {});
/// Where the army symbol goes on a counter (top middle).
QRectF unitSymbolBox(const QRectF &counter);
/// Where the figure count goes on a counter (under the symbol, the counter's whole width).
QRectF figuresBox(const QRectF &counter);
/// The font that fits the whole figure count in figuresBox(); a pixel size under
/// kSmallestFigures means it is too small to read and is left out.
QFont figuresFont(const QFont &base, const QRectF &counter, const QString &figures);
inline constexpr int kSmallestFigures = 6;
/// The unit's name, centred under the hex's counters: a stack's names one under another.
QRectF unitNameBox(const QString &name, QPointF centre, double hexSize, int depth = 0);

/// Boxes in 100 % scene coordinates that hold the label (from kLabelExtentFrom on) or the counter
/// and its name at every zoom it is drawn at: what the view indexes, so a chunk draws every
/// text reaching into it.
QRectF labelExtent(const MapLabel &label, QPointF baseCentre);
QRectF unitExtent(const MapUnit &unit, QPointF baseCentre, int depth = 0);

/// Which labels and unit names show at this zoom (1 = shown): labels first, the larger before
/// the smaller (bold before plain, then in map order), then unit names, each left out when it
/// would overlap one already shown (below kDeclutterBelow).
struct Shown
{
    std::vector<char> labels;
    std::vector<char> unitNames;
    std::vector<int> unitDepths; ///< stackDepths()
};
Shown shownAt(const HexMap &map, const RenderParams &rp);

} // namespace objectlayout
} // namespace hexstride
