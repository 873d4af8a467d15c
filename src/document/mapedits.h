#pragma once

#include "commands/changeedgefeaturescommand.h"
#include "commands/paintterraincommand.h"
#include "mapdocument.h"

#include <QList>
#include <optional>

namespace hexstride {

/// Convenience edits used by tools, dialogs and tests: each builds the right command from the
/// map's current values, skips hexes and edges that would not change, and pushes it.
/// Edits of one stroke pass the same strokeId (from newStrokeId()) so they merge into one
/// undo step; strokeId 0 makes a step of its own. Each returns true when it pushed a command.
namespace edits {

int newStrokeId();

/// `how` names the edit in the undo text ("Brush: 37 hexes").
bool paintTerrain(MapDocument &doc, const QList<Hex> &hexes, std::uint8_t terrain, int strokeId = 0,
                  PaintTerrainCommand::How how = PaintTerrainCommand::How::Paint);
bool setElevation(MapDocument &doc, const QList<Hex> &hexes, int level, int strokeId = 0);
bool addElevation(MapDocument &doc, const QList<Hex> &hexes, int delta, int strokeId = 0);
/// Sets (on = true) or clears the feature bits `mask` on the hexes.
bool setHexFeature(MapDocument &doc, const QList<Hex> &hexes, FeatureMask mask, bool on,
                   int strokeId = 0);
/// Sets or clears the feature bits `mask` on the edges (off-map edges are skipped).
bool setEdgeFeature(MapDocument &doc, const QList<EdgeId> &edges, FeatureMask mask, bool on,
                    int strokeId = 0, const EdgeStroke &stroke = {});
/// Replaces the whole mask of each edge.
bool setEdgeMasks(MapDocument &doc, const QList<std::pair<EdgeId, FeatureMask>> &edges,
                  int strokeId = 0, const EdgeStroke &stroke = {});
/// Fills the connected region of equal terrain around `start` (6-connected) with `terrain`.
bool floodFill(MapDocument &doc, Hex start, std::uint8_t terrain);

} // namespace edits
} // namespace hexstride
