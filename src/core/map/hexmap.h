#pragma once

#include "hex/edge.h"
#include "hex/orientation.h"
#include "idtable.h"
#include "labelscheme.h"
#include "mapbackground.h"
#include "mapobjects.h"
#include "mapsides.h"

#include <QList>
#include <QMap>
#include <cstdint>
#include <vector>

namespace hexstride {

inline constexpr int kMaxMapSide = 2000;
inline constexpr int kMaxTerrainKinds = 255;
inline constexpr int kMaxFeatureKinds = 16; ///< per hex and per edge: masks are 16 bits

/// The size and layout of a rectangular map.
struct MapShape
{
    int width = 0;  ///< columns
    int height = 0; ///< rows
    HexGridLayout grid;
    LabelScheme labels = LabelScheme::ColRow;
    friend bool operator==(const MapShape &, const MapShape &) = default;
};

using FeatureMask = std::uint16_t;

/// A hex map: dense per-hex layers (terrain, elevation, hex features), a dense layer of
/// hex-side features and sparse extras (labels, units, plans). A plain value type.
///
/// Memory: 1 byte terrain + 2 bytes elevation + 2 bytes hex features per hex, and 3 × 2 bytes
/// of edge features per hex of a grid padded by one hex on each side (so that border sides
/// are storable): about 11 bytes a hex, 44 MB for 2000 × 2000.
class HexMap
{
public:
    HexMap() = default;
    /// An all-`defaultTerrain` map. Width and height must be 1..kMaxMapSide.
    HexMap(MapShape shape, QString rulesetId, IdTable terrains, IdTable hexFeatures,
           IdTable edgeFeatures, std::uint8_t defaultTerrain = 0);

    const MapShape &shape() const { return m_shape; }
    int width() const { return m_shape.width; }
    int height() const { return m_shape.height; }
    int hexCount() const { return m_shape.width * m_shape.height; }
    const HexGridLayout &grid() const { return m_shape.grid; }
    HexLabeler labeler() const;
    QString label(Hex h) const;
    /// The hex a label names, if it is well formed and on the map.
    std::optional<Hex> parseLabel(const QString &label) const;
    /// Why a text parseLabel refuses names no hex, translated, for a message that names its
    /// place: the spelling expected ("write it "3,2"; labels are col,row") or the scheme.
    QString labelProblem(const QString &label) const;

    const QString &title() const { return m_title; }
    void setTitle(const QString &t) { m_title = t; }
    const QString &rulesetId() const { return m_rulesetId; }
    void setRulesetId(const QString &id) { m_rulesetId = id; }

    const IdTable &terrains() const { return m_terrainIds; }
    const IdTable &hexFeatureIds() const { return m_hexFeatureIds; }
    const IdTable &edgeFeatureIds() const { return m_edgeFeatureIds; }

    bool contains(Hex h) const { return contains(grid().toOffset(h)); }
    bool contains(Offset o) const
    {
        return o.col >= 0 && o.row >= 0 && o.col < m_shape.width && o.row < m_shape.height;
    }
    /// Row-major index of an on-map hex into the per-hex layers.
    int indexOf(Hex h) const
    {
        const Offset o = grid().toOffset(h);
        return o.row * m_shape.width + o.col;
    }
    Hex hexAtIndex(int index) const
    {
        return grid().toHex({index % m_shape.width, index / m_shape.width});
    }

    std::uint8_t terrain(Hex h) const { return m_terrain[static_cast<std::size_t>(indexOf(h))]; }
    void setTerrain(Hex h, std::uint8_t t) { m_terrain[static_cast<std::size_t>(indexOf(h))] = t; }
    int elevation(Hex h) const { return m_elevation[static_cast<std::size_t>(indexOf(h))]; }
    void setElevation(Hex h, int level);
    FeatureMask hexFeatures(Hex h) const
    {
        return m_hexFeatures[static_cast<std::size_t>(indexOf(h))];
    }
    void setHexFeatures(Hex h, FeatureMask m)
    {
        m_hexFeatures[static_cast<std::size_t>(indexOf(h))] = m;
    }

    /// True when at least one of the edge's two hexes is on the map.
    bool containsEdge(EdgeId e) const;
    FeatureMask edgeFeatures(EdgeId e) const { return m_edges[edgeIndex(e)]; }
    void setEdgeFeatures(EdgeId e, FeatureMask m) { m_edges[edgeIndex(e)] = m; }
    FeatureMask edgeFeatures(Hex h, Direction d) const { return edgeFeatures(edgeOf(h, d)); }
    /// Calls f(EdgeId, mask) for every edge with a non-empty mask.
    template<typename F>
    void forEachFeatureEdge(F &&f) const;

    // Raw layers, for file I/O and fast inner loops.
    const std::vector<std::uint8_t> &terrainLayer() const { return m_terrain; }
    std::vector<std::uint8_t> &terrainLayer() { return m_terrain; }
    const std::vector<std::int16_t> &elevationLayer() const { return m_elevation; }
    std::vector<std::int16_t> &elevationLayer() { return m_elevation; }
    const std::vector<FeatureMask> &hexFeatureLayer() const { return m_hexFeatures; }
    std::vector<FeatureMask> &hexFeatureLayer() { return m_hexFeatures; }
    /// Edge layer: ((row + 1) * (width + 2) + col + 1) * 3 + dir, for owner offsets from -1.
    const std::vector<FeatureMask> &edgeLayer() const { return m_edges; }
    std::vector<FeatureMask> &edgeLayer() { return m_edges; }
    static std::size_t edgeLayerSize(int width, int height)
    {
        return static_cast<std::size_t>(width + 2) * static_cast<std::size_t>(height + 2) * 3;
    }

    QList<MapLabel> &labels() { return m_labels; }
    const QList<MapLabel> &labels() const { return m_labels; }
    QList<MapUnit> &units() { return m_units; }
    const QList<MapUnit> &units() const { return m_units; }
    /// The place in units() of the first unit named `name`; -1: none.
    qsizetype unitIndex(const QString &name) const;
    /// The first unit named `name`; null: none.
    const MapUnit *unitNamed(const QString &name) const;
    QList<MovementPlan> &plans() { return m_plans; }
    const QList<MovementPlan> &plans() const { return m_plans; }
    /// Import notes on features recorded from one side only (see OneSidedFeatureNote).
    QList<OneSidedFeatureNote> &oneSidedNotes() { return m_oneSidedNotes; }
    const QList<OneSidedFeatureNote> &oneSidedNotes() const { return m_oneSidedNotes; }

    /// Map-check problems the referee has looked at and keeps (problemKey() of each): they
    /// are listed as reviewed instead of open.
    QStringList &reviewedProblems() { return m_reviewedProblems; }
    const QStringList &reviewedProblems() const { return m_reviewedProblems; }

    /// Who regards whom how, and who owns which hex's features (docs/file-format.md `sides`).
    MapSides &sides() { return m_sides; }
    const MapSides &sides() const { return m_sides; }
    /// Colours (0xRRGGBB) the map gives terrains its ruleset does not define, by terrain id:
    /// a Tiled import colours each "tile N" terrain with its tile's average colour.
    QMap<QString, std::uint32_t> &terrainColours() { return m_terrainColours; }
    const QMap<QString, std::uint32_t> &terrainColours() const { return m_terrainColours; }

    /// The image shown under the map to trace it (empty path: none).
    const MapBackground &background() const { return m_background; }
    void setBackground(MapBackground background) { m_background = std::move(background); }

    /// Bytes held by the dense layers (sparse extras not counted).
    std::size_t denseBytes() const;
    /// The same for a map of width × height, before making it (the New Map dialog's estimate).
    static std::size_t denseBytesFor(int width, int height)
    {
        const std::size_t hexes
            = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
        return hexes * (sizeof(std::uint8_t) + sizeof(std::int16_t) + sizeof(FeatureMask))
               + edgeLayerSize(width, height) * sizeof(FeatureMask);
    }

    friend bool operator==(const HexMap &, const HexMap &) = default;

private:
    std::size_t edgeIndex(EdgeId e) const
    {
        const Offset o = grid().toOffset(e.owner);
        return (static_cast<std::size_t>(o.row + 1) * static_cast<std::size_t>(m_shape.width + 2)
                + static_cast<std::size_t>(o.col + 1))
                   * 3
               + e.dir;
    }

    MapShape m_shape;
    QString m_title;
    QString m_rulesetId;
    IdTable m_terrainIds;
    IdTable m_hexFeatureIds;
    IdTable m_edgeFeatureIds;
    std::vector<std::uint8_t> m_terrain;
    std::vector<std::int16_t> m_elevation;
    std::vector<FeatureMask> m_hexFeatures;
    std::vector<FeatureMask> m_edges;
    QList<MapLabel> m_labels;
    QList<MapUnit> m_units;
    QList<MovementPlan> m_plans;
    QList<OneSidedFeatureNote> m_oneSidedNotes;
    QStringList m_reviewedProblems;
    MapSides m_sides;
    QMap<QString, std::uint32_t> m_terrainColours;
    MapBackground m_background;
};

/// True while a one-sided note still describes the map: its hex is on the map and its side
/// still carries exactly the features it had right after the import. Edits of the side end the
/// note without any bookkeeping in the edit commands, and undo brings it back.
bool oneSidedNoteHolds(const HexMap &map, const OneSidedFeatureNote &note);

template<typename F>
void HexMap::forEachFeatureEdge(F &&f) const
{
    const int pw = m_shape.width + 2;
    for (std::size_t i = 0; i < m_edges.size(); ++i) {
        if (!m_edges[i])
            continue;
        const int cell = static_cast<int>(i / 3);
        const Offset o{cell % pw - 1, cell / pw - 1};
        f(EdgeId{grid().toHex(o), static_cast<std::uint8_t>(i % 3)}, m_edges[i]);
    }
}

} // namespace hexstride
