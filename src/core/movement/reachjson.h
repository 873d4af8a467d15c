#pragma once

#include "io/jsonstream.h"
#include "pathfinder.h"

namespace hexstride {

class HexMap;

/// `reach --json`: {"budget", "count", "from", "hexes": [{"cost", "hex", "mpLeft", "turn",
/// "via"}…], "turns"}, byte for byte as QJsonDocument::toJson(Indented) writes it, given to
/// `sink` a hex at a time: a 2000×2000 map's text (over 1 GB) is never held whole (probe P06).
void writeReachJson(const JsonStreamWriter::Sink &sink, const HexMap &map, const ReachArea &area,
                    Hex start, int budget, int turns);

} // namespace hexstride
