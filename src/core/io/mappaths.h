#pragma once

#include "customruleset.h"
#include "map/hexmap.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace hexstride {

// Files a map refers to (a custom ruleset, a background image) are named relative to the map
// file's folder, so that a campaign folder can move as a whole.

/// The folder a map's relative references start from (the working folder for a map not saved).
QString mapFileFolder(const QString &mapPath);
/// The absolute file a reference of the map at mapPath names.
QString resolveMapReference(const QString &reference, const QString &mapPath);
/// The same reference for a copy of the map saved at toMapPath: an absolute one stays, a
/// relative one is rewritten so that it still names the same file from toMapPath's folder.
QString rebaseMapReference(const QString &reference, const QString &fromMapPath,
                           const QString &toMapPath);

/// A map read from fromMapPath made ready to be written at toMapPath: every file it names by a
/// relative path (its background image, its custom ruleset file) rewritten by
/// rebaseMapReference to name the same file from toMapPath's folder. Every writer of a copy of a
/// map into another file (convert, resolve --write-map) goes through it.
void rebaseMapReferences(HexMap &map, MapRulesetRef &customRuleset, const QString &fromMapPath,
                         const QString &toMapPath);

/// A file a map reads, and what it is to the map.
struct MapInput
{
    enum class Role { MapFile, Background, RulesetFile };
    QString path; ///< absolute
    Role role = Role::MapFile;
};

/// Every file a map read from mapPath reads: the map file itself, its background image and its
/// custom ruleset file, in that order (none that the map does not name). The inputs that a
/// writer's output must not be: the command line's (safefile::outputOverInputProblem) and the
/// app's (its message names the file's role).
QList<MapInput> mapInputs(const HexMap &map, const MapRulesetRef &customRuleset,
                          const QString &mapPath);
/// The paths of mapInputs().
QStringList mapInputFiles(const HexMap &map, const MapRulesetRef &customRuleset,
                          const QString &mapPath);

/// The editor names a map's background image by absolute path, so that undo and Save As into
/// another folder need no rewriting: this makes the path of a map read from mapPath absolute.
void resolveBackgroundPath(HexMap &map, const QString &mapPath);
/// The map as a file at mapPath stores it: its background image named from the file's folder.
/// Nothing when the map needs no change (no background, or already named so).
std::optional<HexMap> withBackgroundRelativeTo(const HexMap &map, const QString &mapPath);

/// The warnings every map reader (.json, .hexmap, .tmx, .tmj) gives for the background image a
/// map read from mapPath names: a link loop, a missing file, or no regular file (the map is
/// whole without its background, so these are not errors).
QStringList backgroundPathWarnings(const HexMap &map, const QString &mapPath);

} // namespace hexstride
