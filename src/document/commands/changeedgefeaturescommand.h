#pragma once

#include "hexchanges.h"
#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// What a stroke of the edge tools does, for its undo text ("Draw Major river (31 sides)").
struct EdgeStroke
{
    enum Action : std::uint8_t { Change, Draw, Remove, Erase };
    Action action = Change;
    QString feature; ///< the feature's name in the interface language (Draw, Remove)
};

/// Sets the feature masks of some hex-sides (rivers, roads, fords...). The commands of one
/// drag share a stroke id and merge, so a river drawn edge after edge is one undo step, named
/// with the number of sides it changed.
class ChangeEdgeFeaturesCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeEdgeFeaturesCommand)
public:
    using Changes = LayerChanges<EdgeId, FeatureMask, EdgeLess>;

    ChangeEdgeFeaturesCommand(MapDocument *document, int strokeId, Changes changes,
                              EdgeStroke stroke = {});

    void redo() override { apply(true); }
    void undo() override { apply(false); }
    int id() const override { return ChangeEdgeFeaturesId; }
    bool mergeWith(const QUndoCommand *other) override;
    const Changes &changes() const { return m_changes; }

private:
    void apply(bool forward);
    QString describe() const;

    MapDocument *m_document;
    int m_strokeId;
    Changes m_changes;
    EdgeStroke m_stroke;
};

} // namespace hexstride
