#pragma once

#include "hexlayercommand.h"

#include <QCoreApplication>

namespace hexstride {

/// Change Hex Features: sets the hexFeatureLayer of some hexes; the commands of one stroke merge
/// into one step.
class ChangeHexFeaturesCommand : public HexLayerCommand<FeatureMask>
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeHexFeaturesCommand)
public:
    ChangeHexFeaturesCommand(MapDocument *document, int strokeId, Changes changes)
        : HexLayerCommand(document, strokeId, std::move(changes),
                          [] { return tr("Change Hex Features"); })
    {}
    int id() const override { return ChangeHexFeaturesId; }
    bool mergeWith(const QUndoCommand *other) override { return mergeSameStroke(other); }

protected:
    void write(HexMap &map, int index, FeatureMask v) const override
    {
        map.hexFeatureLayer()[static_cast<std::size_t>(index)] = v;
    }
};

} // namespace hexstride
