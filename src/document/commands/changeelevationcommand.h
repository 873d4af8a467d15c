#pragma once

#include "hexlayercommand.h"

#include <QCoreApplication>

namespace hexstride {

/// Change Elevation: sets the elevationLayer of some hexes; the commands of one stroke merge into
/// one step.
class ChangeElevationCommand : public HexLayerCommand<std::int16_t>
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeElevationCommand)
public:
    ChangeElevationCommand(MapDocument *document, int strokeId, Changes changes)
        : HexLayerCommand(document, strokeId, std::move(changes),
                          [] { return tr("Change Elevation"); })
    {}
    int id() const override { return ChangeElevationId; }
    bool mergeWith(const QUndoCommand *other) override { return mergeSameStroke(other); }

protected:
    void write(HexMap &map, int index, std::int16_t v) const override
    {
        map.elevationLayer()[static_cast<std::size_t>(index)] = v;
    }
};

} // namespace hexstride
