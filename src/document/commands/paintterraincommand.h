#pragma once

#include "hexlayercommand.h"

#include <QCoreApplication>

namespace hexstride {

/// Paint Terrain: sets the terrainLayer of some hexes; the commands of one stroke merge into one
/// step.
class PaintTerrainCommand : public HexLayerCommand<std::uint8_t>
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::PaintTerrainCommand)
public:
    PaintTerrainCommand(MapDocument *document, int strokeId, Changes changes)
        : HexLayerCommand(document, strokeId, std::move(changes),
                          [] { return tr("Paint Terrain"); })
    {}
    int id() const override { return PaintTerrainId; }
    bool mergeWith(const QUndoCommand *other) override { return mergeSameStroke(other); }

protected:
    void write(HexMap &map, int index, std::uint8_t v) const override
    {
        map.terrainLayer()[static_cast<std::size_t>(index)] = v;
    }
};

} // namespace hexstride
