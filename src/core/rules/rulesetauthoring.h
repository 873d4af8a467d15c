#pragma once

#include "map/hexmap.h"
#include "rulesetloader.h"

namespace hexstride {

/// A new terrain as the designer's form gives it. `like`: an existing terrain whose costs and
/// rules the new one starts with (empty: none, a row of "no" in each table that lists terrains
/// by row).
struct TerrainSpec
{
    QString id;
    LocalizedText name;
    QString colour = QStringLiteral("#808080");
    QString pattern = QStringLiteral("solid");
    QString like;
};

/// The ruleset with the terrain added, read back through the loader (so the error names the
/// field at fault, e.g. `terrains[9].id: …`). Every cost-table row entered into `like` gets a
/// copy for the new terrain just before it (first match wins), with the same values; every
/// other rule that names `like` (modifiers, prohibitions…) names the new terrain too.
RulesetLoadResult rulesetWithTerrain(const Ruleset &ruleset, const TerrainSpec &terrain);

/// The ruleset without terrain `id`: it leaves every condition; a cost-table row selected by
/// entering it alone goes. An error when a rule still needs it (the loader's message).
RulesetLoadResult rulesetWithoutTerrain(const Ruleset &ruleset, const QString &id);

/// A new ruleset: `from` with another id and names, or (null) a blank one with one allowance
/// and one cost table of one cell, which the designer then grows. The blank one has the
/// terrains and features of `keep` (an open map's, so that the map stays as it is), every
/// terrain costing 1; with `keep` empty, one terrain "open".
RulesetLoadResult newRuleset(const Ruleset *from, const QString &id, const LocalizedText &name,
                             const MapVocabulary &keep = {});

/// The map in `ruleset`'s vocabulary: ids matched by id, a terrain in `replace` put onto the
/// terrain it names, any other id the ruleset lacks onto `replace`'s fallback (its "" key) or
/// the first terrain. Everything else (elevation, labels, units, plans) kept.
HexMap mapForEditedRuleset(const HexMap &map, const Ruleset &ruleset,
                           const QMap<QString, QString> &replace = {});

} // namespace hexstride
