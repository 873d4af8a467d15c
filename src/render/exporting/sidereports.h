#pragma once

// The referee's reports to each side after a resolved turn (`hexstride-cli resolve
// --report-dir`, the app's Export Side Reports…).
#include "movement/turnoutputs.h"
#include "movement/turnresolver.h"

#include <QHash>
#include <optional>

namespace hexstride {

/// Draws the map as `side` knows it after the turn (out of sight greyed, other sides' units only
/// where seen) as PNG bytes; needs a QGuiApplication. Empty bytes and the error on failure.
/// Its title names the game (`gameTitle`, else the map's title) and the side: the picture is
/// handed to a player on its own.
QByteArray sideImagePng(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                        const QString &side, const QString &language, QString *error,
                        const QString &gameTitle = QString());

/// A file or folder name (no suffix) made of `text` by sideReportNames' rules below (a
/// campaign's players' folders, the folder the app proposes for a new campaign).
QString sideFileName(const QString &text);

/// The file name (no suffix) of each side's reports: the one place side names become file
/// names. Letters and digits of any script, '-' and '_' are kept, the rest become '_'; the units
/// without a side are "no-side"; a name longer than 48 characters is cut and ends in 8 hex
/// digits of its whole name's hash. Two sides whose names come out the same (case aside, as on
/// Windows and macOS) are refused: nothing and an error naming both (translated).
/// `names` says what the names are in that error: sides, or a campaign's players.
enum class ReportNames { OfSides, OfPlayers };
std::optional<QHash<QString, QString>> sideReportNames(const QStringList &sides, QString *error,
                                                       ReportNames names = ReportNames::OfSides);

/// Every side's reports as files of `dir`, not made yet: <name>.txt and <name>.json (that
/// side's units and what they met, nothing they did not see) and, with a QGuiApplication,
/// <name>.png. They refer to map, ruleset and r: write them while those live. Nothing and the
/// error (translated) when two sides' names collide.
std::optional<QList<TurnOutputFile>> sideReportFiles(const HexMap &map, const Ruleset &ruleset,
                                                     const TurnResolution &r, const QString &dir,
                                                     const QString &language, QString *error);

/// One side's reports as files not made yet: base + ".txt", ".json" and, with a
/// QGuiApplication, ".png" (a campaign names them by player; sideReportFiles by side).
QList<TurnOutputFile> sideReportFilesAt(const HexMap &map, const Ruleset &ruleset,
                                        const TurnResolution &r, const QString &base,
                                        const QString &language, const QString &side,
                                        const QString &gameTitle = QString());

/// Writes sideReportFiles() all or none (writeTurnOutputs). Returns an empty string or the error.
QString writeSideReports(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                         const QString &dir, const QString &language);

} // namespace hexstride
