#pragma once

#include "map/mapreshape.h"
#include "mapdocument.h"

#include "describedcommand.h"
#include <QCoreApplication>

namespace hexstride {

/// Replaces the whole map (resize, change of layout): keeps both maps, since every layer may
/// move. Views rebuild everything on mapReset().
class ReplaceMapCommand : public DescribedCommand
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::ReplaceMapCommand)
public:
    ReplaceMapCommand(MapDocument *document, HexMap after, Describe describe);

    /// Resizes the map to width × height, moving every hex by (shiftCol, shiftRow) and keeping
    /// every side (see resizedMap()); the text counts what fell off.
    static ReplaceMapCommand *resize(MapDocument *document, int width, int height, int shiftCol,
                                     int shiftRow, std::uint8_t fill);
    /// "Resize: 212 hexes and 37 sides removed", or "Resize Map" when nothing fell off.
    static QString resizeText(const ReshapeLosses &losses);

    void redo() override { apply(m_after); }
    void undo() override { apply(m_before); }

private:
    void apply(const HexMap &map);

    MapDocument *m_document;
    HexMap m_before;
    HexMap m_after;
};

} // namespace hexstride
