#pragma once

#include "map/hexmap.h"
#include "rules/definitions.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <array>

namespace hexstride {

/// How an edge feature is drawn, from the vocabulary's drawing hint.
enum class EdgeDraw : std::uint8_t { River, Road, Crossing, Barrier };
/// The symbol of a hex feature, chosen from its id (town, castle, port...).
enum class HexSymbol : std::uint8_t { Dot, Square, BigSquare, Fort, Anchor, Diamond };

/// Everything the renderer needs per terrain or feature index of one map, resolved once from
/// the vocabulary: colours, pattern tiles, edge drawing kinds and masks, names.
struct MapStyle
{
    struct HexFeatureLook
    {
        QString name;
        QColor colour;
        HexSymbol symbol = HexSymbol::Diamond;
    };
    struct EdgeLook
    {
        QString name;
        QColor colour;
        EdgeDraw draw = EdgeDraw::Barrier;
        double width = 1.0;
        bool bridge = false; ///< a crossing drawn as a bridge (otherwise a ford)
    };

    std::array<QColor, 256> terrainColour;
    std::array<QImage, 256> terrainPattern; ///< null where the terrain is a plain fill
    QStringList terrainNames;
    QList<HexFeatureLook> hexFeatures; ///< by bit
    QList<EdgeLook> edges;             ///< by bit
    FeatureMask rivers = 0, roads = 0, crossings = 0, barriers = 0;

    static MapStyle build(const HexMap &map, const MapVocabulary &vocabulary,
                          const QString &language);
    /// A pattern tile (ink on transparent) for a fill pattern over a base colour.
    static QImage patternTile(FillPattern pattern, const QColor &base);
    QString terrainName(int index) const;
};

} // namespace hexstride
