#pragma once

#include "hexlayercommand.h"

#include <QCoreApplication>

namespace hexstride {

/// Paint Terrain: sets the terrainLayer of some hexes; the commands of one stroke merge into one
/// step. Its text says which edit it was and how many hexes it changed ("Brush: 37 hexes",
/// "Flood Fill: 412 hexes to Forest"), so that Undo says what it takes back.
class PaintTerrainCommand : public HexLayerCommand<std::uint8_t>
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::PaintTerrainCommand)
public:
    enum class How { Paint, Brush, FloodFill, FillSelection };

    /// `terrainName` says the new terrain's name in the interface language (Flood Fill's text).
    PaintTerrainCommand(MapDocument *document, int strokeId, Changes changes, How how = How::Paint,
                        std::function<QString()> terrainName = {})
        : HexLayerCommand(document, strokeId, std::move(changes), {})
    {
        setDescribe([this, how, terrainName = std::move(terrainName)] {
            const int n = int(this->changes().size());
            switch (how) {
            case How::Brush:
                return tr("Brush: %n hex(es)", nullptr, n);
            case How::FloodFill:
                return tr("Flood Fill: %n hex(es) to %1", nullptr, n)
                    .arg(terrainName ? terrainName() : QString());
            case How::FillSelection:
                return tr("Fill Selection: %n hex(es)", nullptr, n);
            case How::Paint:
                break;
            }
            return tr("Paint Terrain");
        });
    }
    int id() const override { return PaintTerrainId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        if (!mergeSameStroke(other))
            return false;
        retranslate(); // the count grew with the stroke
        return true;
    }

protected:
    void write(HexMap &map, int index, std::uint8_t v) const override
    {
        map.terrainLayer()[static_cast<std::size_t>(index)] = v;
    }
};

} // namespace hexstride
