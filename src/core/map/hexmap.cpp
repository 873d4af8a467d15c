#include "hexmap.h"

#include "io/messagetext.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace hexstride {

HexMap::HexMap(MapShape shape, QString rulesetId, IdTable terrains, IdTable hexFeatures,
               IdTable edgeFeatures, std::uint8_t defaultTerrain)
    : m_shape(shape)
    , m_rulesetId(std::move(rulesetId))
    , m_terrainIds(std::move(terrains))
    , m_hexFeatureIds(std::move(hexFeatures))
    , m_edgeFeatureIds(std::move(edgeFeatures))
{
    Q_ASSERT(shape.width >= 1 && shape.width <= kMaxMapSide);
    Q_ASSERT(shape.height >= 1 && shape.height <= kMaxMapSide);
    const auto n = static_cast<std::size_t>(hexCount());
    m_terrain.assign(n, defaultTerrain);
    m_elevation.assign(n, 0);
    m_hexFeatures.assign(n, 0);
    m_edges.assign(edgeLayerSize(shape.width, shape.height), 0);
}

HexLabeler HexMap::labeler() const
{
    return HexLabeler(m_shape.labels, m_shape.width, m_shape.height);
}

QString HexMap::label(Hex h) const
{
    return labeler().label(grid().toOffset(h));
}

std::optional<Hex> HexMap::parseLabel(const QString &text) const
{
    const auto o = labeler().parse(text);
    if (!o || !contains(*o))
        return std::nullopt;
    return grid().toHex(*o);
}

QString HexMap::labelProblem(const QString &text) const
{
    const QString scheme = labelSchemeId(m_shape.labels);
    const auto canonical = labeler().canonicalSpelling(text);
    if (canonical && *canonical != text && contains(*labeler().parse(*canonical)))
        return QCoreApplication::translate("hexstride::map",
                                           "\"%1\" is not how this map writes a hex: write it "
                                           "\"%2\" (labels are %3)")
            .arg(quotedInput(text), *canonical, scheme);
    return QCoreApplication::translate("hexstride::map",
                                       "\"%1\" is not a hex of this map (labels are %2, e.g. "
                                       "\"%3\")")
        .arg(quotedInput(text), scheme, labeler().label(Offset{0, 0}));
}

void HexMap::setElevation(Hex h, int level)
{
    constexpr int lo = std::numeric_limits<std::int16_t>::min();
    constexpr int hi = std::numeric_limits<std::int16_t>::max();
    m_elevation[static_cast<std::size_t>(indexOf(h))]
        = static_cast<std::int16_t>(std::clamp(level, lo, hi));
}

bool HexMap::containsEdge(EdgeId e) const
{
    const auto [a, b] = hexesOf(e);
    return contains(a) || contains(b);
}

std::size_t HexMap::denseBytes() const
{
    return m_terrain.size() * sizeof(std::uint8_t) + m_elevation.size() * sizeof(std::int16_t)
           + m_hexFeatures.size() * sizeof(FeatureMask) + m_edges.size() * sizeof(FeatureMask);
}

bool oneSidedNoteHolds(const HexMap &map, const OneSidedFeatureNote &note)
{
    if (!map.contains(note.hex) || note.side < 0 || note.side >= kDirectionCount || note.feature < 0
        || note.feature >= map.edgeFeatureIds().size())
        return false;
    const FeatureMask now = map.edgeFeatures(note.hex, note.side);
    return now == note.asImported && (now & (1u << note.feature));
}

qsizetype HexMap::unitIndex(const QString &name) const
{
    for (qsizetype i = 0; i < m_units.size(); ++i)
        if (m_units[i].name == name)
            return i;
    return -1;
}

const MapUnit *HexMap::unitNamed(const QString &name) const
{
    const qsizetype i = unitIndex(name);
    return i < 0 ? nullptr : &m_units[i];
}

} // namespace hexstride
