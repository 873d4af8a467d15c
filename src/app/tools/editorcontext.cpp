#include "editorcontext.h"

namespace hexstride {

void EditorContext::setDocument(MapDocument *d)
{
    m_document = d;
    m_selection.clear();
    emit documentChanged(d);
    emit selectionChanged();
}

void EditorContext::setTerrain(int t)
{
    if (t == m_terrain)
        return;
    m_terrain = t;
    emit terrainChanged(t);
}

void EditorContext::setHexFeature(int bit)
{
    if (bit == m_hexFeature)
        return;
    m_hexFeature = bit;
    emit hexFeatureChanged(bit);
}

void EditorContext::setEdgeFeature(int bit)
{
    if (bit == m_edgeFeature)
        return;
    m_edgeFeature = bit;
    emit edgeFeatureChanged(bit);
}

void EditorContext::setBrushRadius(int r)
{
    if (r == m_brushRadius)
        return;
    m_brushRadius = r;
    emit brushRadiusChanged(r);
}

void EditorContext::setSelection(const QList<Hex> &hexes)
{
    m_selection = hexes;
    emit selectionChanged();
}

} // namespace hexstride
