#pragma once

#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the map's sides data (the relations between sides and the owners of hexes) in one
/// undo step. The table is small, so keeping both versions is simple and exact.
class ChangeSidesCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ChangeSidesCommand)
public:
    ChangeSidesCommand(MapDocument *document, MapSides sides, Describe describe = {});

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const MapSides &sides);

    MapDocument *m_document;
    MapSides m_before;
    MapSides m_after;
};

} // namespace hexstride
