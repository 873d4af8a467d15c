#pragma once

#include "hex/edge.h"
#include "map/hexmap.h"

#include <QList>
#include <QObject>

namespace hexstride {

class MapDocument;

/// Copied hexes: terrain, elevation and features by offset from the top-left, and the hex-side
/// features (rivers, fords, bridges, roads) of every side of a copied hex.
struct HexClipboard
{
    struct Cell
    {
        Offset offset;
        std::uint8_t terrain = 0;
        std::int16_t elevation = 0;
        FeatureMask features = 0;
    };
    /// A side with features, named by a copied hex (offset as in Cell) and its direction.
    struct Side
    {
        Offset offset;
        Direction dir = 0;
        FeatureMask features = 0;
        bool inside = false; ///< both hexes of the side were copied (else: on the boundary)
    };
    QList<Cell> cells;
    QList<Side> sides;
    bool isEmpty() const { return cells.isEmpty(); }
};

/// What the user has chosen for editing, shared by the palette, the tools and their options:
/// the current terrain, hex feature and edge feature, brush radius, elevation settings and the
/// selection. Tools read it; docks write it.
class EditorContext : public QObject
{
    Q_OBJECT
public:
    explicit EditorContext(QObject *parent = nullptr)
        : QObject(parent)
    {}

    MapDocument *document() const { return m_document; }
    void setDocument(MapDocument *d);

    int terrain() const { return m_terrain; }
    void setTerrain(int t);
    int hexFeature() const { return m_hexFeature; } ///< bit index
    void setHexFeature(int bit);
    int edgeFeature() const { return m_edgeFeature; } ///< bit index
    void setEdgeFeature(int bit);
    int brushRadius() const { return m_brushRadius; }
    void setBrushRadius(int r);

    enum class ElevationMode { Raise, Lower, Set };
    ElevationMode elevationMode() const { return m_elevationMode; }
    void setElevationMode(ElevationMode m) { m_elevationMode = m; }
    int elevationValue() const { return m_elevationValue; }
    void setElevationValue(int v) { m_elevationValue = v; }

    const QList<Hex> &selection() const { return m_selection; }
    void setSelection(const QList<Hex> &hexes);
    HexClipboard &clipboard() { return m_clipboard; }

signals:
    void documentChanged(hexstride::MapDocument *document);
    void terrainChanged(int terrain);
    void hexFeatureChanged(int bit);
    void edgeFeatureChanged(int bit);
    void brushRadiusChanged(int radius);
    void selectionChanged();

private:
    MapDocument *m_document = nullptr;
    int m_terrain = 0;
    int m_hexFeature = 0;
    int m_edgeFeature = 0;
    int m_brushRadius = 0;
    ElevationMode m_elevationMode = ElevationMode::Raise;
    int m_elevationValue = 1;
    QList<Hex> m_selection;
    HexClipboard m_clipboard;
};

} // namespace hexstride
