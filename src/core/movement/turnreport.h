#pragma once

// A resolved turn as the referee and each side read it: JSON, text, what a side sees. Used by
// `hexstride-cli resolve` and by the side reports (src/render/exporting/sidereports.h).
#include "io/jsonstream.h"
#include "turnresolver.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QPair>
#include <QSet>
#include <optional>

class QTextStream;

namespace hexstride {

/// One evaluated step as `move --json` reports it (order, from, to, cost, total, turn, status,
/// reason, explain; period and round where the ruleset has them).
QJsonObject stepJson(const HexMap &map, const Ruleset &ruleset, const PlannedStep &step,
                     const QString &language);

/// Reads a rolls file: {"seed": N, "decisions": {"<decision id>": "<choice>", …}}; a tie's
/// dice decision may be answered with a list of names, who moves in first, then next (its
/// name j answers the tie's roll j, tieRollId); an error naming the file and the key when it
/// is not one.
std::optional<TurnChoices> readRollsFile(const QString &text, const QString &rollsPath,
                                         QString *error);

/// The id of roll j (0-based) of the tie whose dice decision is `firstId` ("dice:0402:0:3", 2
/// → "dice:0402:0:5"); empty when `firstId` is no dice decision's id.
QString tieRollId(const QString &firstId, qsizetype j);

/// The line of each object key of JSON text (its first occurrence), for messages that name
/// a key's place; keys written with escapes are not found.
QHash<QString, int> jsonKeyLines(const QString &text);

/// The rolls file's answers that do not fit the resolved turn, one message each, "FILE:LINE:
/// decisions.ID: …" (translated): an id that is no decision of the turn (with the nearest one),
/// or a choice that is not one of the decision's. `keyLines`: jsonKeyLines() of the file.
QStringList rollsFileProblems(const TurnChoices &choices, const TurnResolution &r,
                              const QString &rollsPath, const QHash<QString, int> &keyLines);

/// The resolution as JSON (docs/cli.md); with `side`, only what that side's units saw (an
/// empty side is the units without one: their report, not everyone's).
QJsonObject resolutionJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                           const QString &language,
                           const std::optional<QString> &side = std::nullopt);
/// Unit `unit` (an index into r.units) as resolutionJson() lists it.
QJsonObject resolvedUnitJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                             int unit, const QString &language);
/// The same written into `json`, byte for byte as Qt writes that object, without building it.
void writeResolvedUnitJson(JsonText &json, const HexMap &map, const Ruleset &ruleset,
                           const TurnResolution &r, int unit, const QString &language);
/// The same JSON, byte for byte as QJsonDocument::toJson(Indented) writes it, given to `sink` a
/// piece at a time (a turn of 100,000 units need not be held whole).
void writeResolutionJson(const JsonStreamWriter::Sink &sink, const HexMap &map,
                         const Ruleset &ruleset, const TurnResolution &r, const QString &language,
                         const std::optional<QString> &side = std::nullopt);
/// The same as text in `language`, written to `out` a unit at a time (a turn of 100,000 units
/// need not be held whole).
void writeResolutionText(QTextStream &out, const HexMap &map, const TurnResolution &r,
                         const QString &language,
                         const std::optional<QString> &side = std::nullopt);
/// The battles of the turn as text lines ("Battle in 2420: …"), those of `side`'s units only
/// when given: the hand-off to combat.
void writeBattlesText(QTextStream &out, const HexMap &map, const TurnResolution &r,
                      const std::optional<QString> &side = std::nullopt);
/// Every battle of the turn as resolutionJson() lists them.
QJsonArray battlesJson(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r);
/// The same as one string.
QString resolutionText(const HexMap &map, const TurnResolution &r, const QString &language,
                       const std::optional<QString> &side = std::nullopt);

} // namespace hexstride
