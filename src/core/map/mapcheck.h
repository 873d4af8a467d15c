#pragma once

#include "hexmap.h"
#include "rules/definitions.h"
#include "rules/ruleset.h"

#include <QHash>
#include <memory>
#include <optional>
#include <vector>

namespace hexstride {

/// What the check needs to know about the ruleset's vocabulary; plain id lists so the check
/// works from the CLI, the app and tests alike.
struct MapCheckOptions
{
    QStringList waterTerrains; ///< terrain ids that are sea or lake
    QStringList knownTerrains; ///< the ruleset's terrains; empty skips the unknown-terrain check
    /// The ruleset's hex and hex-side features; nothing given skips the unknown-feature check.
    std::optional<QStringList> knownHexFeatures, knownEdgeFeatures;
    QStringList riverFeatures;    ///< edge features drawn as a river
    QStringList crossingFeatures; ///< fords, bridges: need a river on their edge
    QStringList roadFeatures;
    /// Edge feature id → name to show in messages (e.g. "minor-river" → "Minor river");
    /// ids not listed are shown as they are.
    QHash<QString, QString> edgeFeatureNames;
    /// The map's ruleset, when known: a road on a side its default unit may not cross in
    /// either direction, road and all, is reported (the ruleset's rules decide, see
    /// checkDrawing()).
    std::shared_ptr<const Ruleset> ruleset;

    /// Options from a vocabulary's drawing hints ("river", "crossing", "road"); with a
    /// language, also the edge feature names in it.
    static MapCheckOptions fromVocabulary(const MapVocabulary &vocabulary,
                                          const QStringList &waterTerrains,
                                          const QString &language = {});
};

enum class MapProblemKind : std::uint8_t {
    OneSidedImport, ///< a side feature the import found recorded from one hex only
    CrossingWithoutRiver,
    RoadIntoWater,
    IsolatedLand,
    UnknownTerrain,
    ForbiddenStart,   ///< a unit stands where its ruleset forbids it to start (setupProblems())
    RiverGap,         ///< a river piece of one or two sides joined to nothing
    RoadNotCrossable, ///< a road on a side the ruleset forbids crossing
    CrowdedHex,       ///< units share a hex where the ruleset allows one (setupProblems())
    RiverRing,        ///< river sides closing a ring round one, two or three hexes
    RoadOverRiver,    ///< a road over a crossable river with no bridge or ford
    UnknownFeature,   ///< a hex or hex-side feature the ruleset does not know (no step enters)
    /// A plan or a unit's profile that a turn refuses (unitAndPlanProblems()): no hex, the
    /// message names its place; never marked reviewed (the turn refuses it all the same).
    UnitsAndPlans,
};

/// One thing a referee would want to fix, with the place to go to.
struct MapProblem
{
    MapProblemKind kind;
    Hex hex;
    std::optional<EdgeId> edge;
    QString message;       ///< translated, names the hex by its label
    bool reviewed = false; ///< its problemKey() is among the map's reviewed problems
};

/// Checks the map; problems are ordered by kind, then by row and column.
std::vector<MapProblem> checkMap(const HexMap &map, const MapCheckOptions &options);

/// The drawing mistakes among the problems (mapcheckdrawing.cpp): river pieces of one or two
/// sides touching no other river side, no water and not the map's edge (a likely gap in a
/// stroke); river sides closing a ring round one, two or three hexes; roads on sides the
/// ruleset forbids crossing.
void checkDrawing(const HexMap &map, const MapCheckOptions &options, std::vector<MapProblem> &out);
/// What names a problem across checks and in the map file: the kind, the hex's label and, for
/// a side, its game direction ("crossing-without-river 1306 ne").
QString problemKey(const HexMap &map, const MapProblem &problem);

/// Reviewed-problem keys of `from` for the map `to` made from it with every hex moved by
/// (shiftCol, shiftRow) offset places (a resize, a new label scheme): each names its hex by
/// `to`'s label. A key may name its hex by `from`'s label, by "column,row" (0-based offsets, the
/// form Hexstride wrote before keys took labels) or, unmoved, by `to`'s label already. Keys whose
/// hex falls off `to` are dropped; keys naming no hex of the map are kept as they are (they
/// match nothing).
QStringList movedProblemKeys(const HexMap &from, const HexMap &to, const QStringList &keys,
                             int shiftCol = 0, int shiftRow = 0);

/// A stable id for a kind ("crossing-without-river", ...), e.g. for JSON output.
QString problemKindId(MapProblemKind kind);

} // namespace hexstride
