#pragma once

#include "map/hexmap.h"

#include <QList>
#include <QStringList>
#include <optional>

namespace hexstride {

/// A hex-side feature that the .traffic file records from one hex of the side only (the hex
/// across lists the side without it). It is imported for the shared edge all the same; the
/// referee may want to check the map.
struct JOverseerOneSidedFeature
{
    QString hex;      ///< XXYY of the hex that records it
    int side = 0;     ///< JOverseer side 1..6 (1 ne, 2 e, 3 se, 4 sw, 5 w, 6 nw)
    QString sideName; ///< "ne", "e", …
    QString feature;  ///< edge feature id, e.g. "minor-river"
    friend bool operator==(const JOverseerOneSidedFeature &, const JOverseerOneSidedFeature &)
        = default;
};

/// What an import produced: the map (or an error naming file and line) and its warnings.
struct JOverseerImportResult
{
    std::optional<HexMap> map;
    QString error;
    QList<JOverseerOneSidedFeature> oneSided;
    QStringList warnings;   ///< translated texts, one per oneSided entry plus any others
    int terrainRecords = 0; ///< hexes listed in the .terrain file
    int missingHexes = 0;   ///< board hexes the .terrain file does not list (left as ocean)
    int trafficRecords = 0; ///< side records read from the .traffic file
};

/// The Middle-earth PBM board: 44 × 39 pointy-top hexes, odd rows (0-based) shifted, XXYY labels.
inline constexpr int kJOverseerWidth = 44;
inline constexpr int kJOverseerHeight = 39;
inline constexpr const char *kJOverseerRuleset = "pbm-strategic";

/// Imports a JOverseer `.terrain` / `.traffic` pair (tests/data/mepbm/README.md).
JOverseerImportResult importJOverseer(const QString &terrainPath, const QString &trafficPath);
/// The same from content in memory; the names are used in messages.
JOverseerImportResult importJOverseerData(const QByteArray &terrain, const QString &terrainName,
                                          const QByteArray &traffic, const QString &trafficName);

} // namespace hexstride
