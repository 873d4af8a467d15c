#pragma once

#include "mapdocument.h"

#include "describedcommand.h"

namespace hexstride {

/// Sets the map's background image: its file, placement, opacity or visibility. Successive
/// nudges of the image (arrow keys while aligning) merge into one undo step.
class ChangeBackgroundCommand : public DescribedCommand
{
public:
    enum class Kind { Other, Nudge };

    ChangeBackgroundCommand(MapDocument *document, MapBackground after, Describe describe,
                            Kind kind = Kind::Other);

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const MapBackground &background);

    MapDocument *m_document;
    MapBackground m_before;
    MapBackground m_after;
    Kind m_kind;
};

} // namespace hexstride
