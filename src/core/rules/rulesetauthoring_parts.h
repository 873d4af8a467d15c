#pragma once

// The designer's typed edits of a ruleset's vocabulary (terrains, hex and edge features) and of
// its unit options, their values and constraints. Each takes a ruleset and what the form gives,
// and returns the edited ruleset read back through the loader, so that an error names the field
// at fault exactly as it would in a file (`modifiers[2].when.edgeHas: …`). Renaming an id
// renames it in every rule that names it; the map follows through mapForRulesetEdit.

#include "map/hexmap.h"
#include "rulesetauthoring.h"

namespace hexstride {

/// Which list of the map vocabulary an entry belongs to.
enum class VocabularyPart : std::uint8_t { Terrain, HexFeature, EdgeFeature };

/// A terrain's, hex feature's or edge feature's definition as the designer's form gives it.
struct FeatureSpec
{
    QString id;
    LocalizedText name;
    QString colour = QStringLiteral("#808080"); ///< "#rrggbb"
    QString pattern = QStringLiteral("solid");
    /// How it is drawn: edge features "river", "road", "crossing", "barrier" or "symbol"; hex
    /// features "" or "symbol"; terrains "".
    QString drawAs;
    double width = 1.0; ///< relative line width of an edge feature
    friend bool operator==(const FeatureSpec &, const FeatureSpec &) = default;
};

/// The form of an existing definition.
FeatureSpec featureSpec(const FeatureDefinition &definition);
/// The JSON key of a part's list: "terrains", "hexFeatures" or "edgeFeatures".
QString vocabularyKey(VocabularyPart part);
/// The definitions of one part.
const QList<FeatureDefinition> &vocabularyPart(const Ruleset &ruleset, VocabularyPart part);

/// The ruleset with `spec` added at the end of its part. A terrain is added as
/// rulesetWithTerrain adds one with no `like` (not allowed until given costs).
RulesetLoadResult rulesetWithFeature(const Ruleset &ruleset, VocabularyPart part,
                                     const FeatureSpec &spec);
/// The ruleset with the definition `id` replaced by `spec`. A new id replaces the old one in
/// every rule that names it (conditions, destinations, named conditions).
RulesetLoadResult rulesetWithEditedFeature(const Ruleset &ruleset, VocabularyPart part,
                                           const QString &id, const FeatureSpec &spec);
/// The ruleset with the definition `id` moved to position `to` (0-based) of its part; the
/// palette shows this order.
RulesetLoadResult rulesetWithFeatureMoved(const Ruleset &ruleset, VocabularyPart part,
                                          const QString &id, int to);
/// The ruleset without the definition `id`: it leaves every list of ids; a cost-table row or
/// column selected by it alone goes with its cells; a "lacks" test of it alone goes (no hex has
/// it). An error when a rule needs it (a condition or required list left with no id).
RulesetLoadResult rulesetWithoutFeature(const Ruleset &ruleset, VocabularyPart part,
                                        const QString &id);

/// A unit option as the designer's form gives it. A flag has the values "yes" and "no" and no
/// `choices` of its own.
struct UnitOptionSpec
{
    QString id;
    LocalizedText label;
    bool flag = false;
    QList<OptionChoice> choices;
    QString defaultValue;
    QString scope = QStringLiteral("unit"); ///< "unit" or "game"
    /// For an edit: the id each of `choices` had before it (empty: a value added). Values of
    /// the option missing from it are removed. Left empty, values are matched by position.
    QStringList renamedFrom;
    friend bool operator==(const UnitOptionSpec &, const UnitOptionSpec &) = default;
};

/// The form of an existing option.
UnitOptionSpec unitOptionSpec(const UnitOption &option);

/// The ruleset with option `spec` added at the end of the options.
RulesetLoadResult rulesetWithUnitOption(const Ruleset &ruleset, const UnitOptionSpec &spec);
/// The ruleset with option `id` replaced by `spec` (its source kept), as one edit. A new option
/// id replaces the old one everywhere (conditions' unit tests, state changes, implications,
/// defended sides); so does a new value id (see `renamedFrom`); a value removed leaves the
/// conditions' lists of values (as rulesetWithoutOptionValue).
RulesetLoadResult rulesetWithEditedUnitOption(const Ruleset &ruleset, const QString &id,
                                              const UnitOptionSpec &spec);
RulesetLoadResult rulesetWithUnitOptionMoved(const Ruleset &ruleset, const QString &id, int to);
/// The ruleset without option `id`: an error (the loader's, at the rule) while a rule names it.
RulesetLoadResult rulesetWithoutUnitOption(const Ruleset &ruleset, const QString &id);

/// Values of option `option` (not a flag).
RulesetLoadResult rulesetWithOptionValue(const Ruleset &ruleset, const QString &option,
                                         const OptionChoice &value);
/// Value `value` replaced by `edited`; a new id replaces the old one everywhere (the default,
/// conditions, state changes, implications).
RulesetLoadResult rulesetWithEditedOptionValue(const Ruleset &ruleset, const QString &option,
                                               const QString &value, const OptionChoice &edited);
RulesetLoadResult rulesetWithOptionValueMoved(const Ruleset &ruleset, const QString &option,
                                              const QString &value, int to);
/// The value leaves the lists of values in conditions; an error when it is the default, the
/// only value a condition names, or what a state change or implication sets.
RulesetLoadResult rulesetWithoutOptionValue(const Ruleset &ruleset, const QString &option,
                                            const QString &value);

/// Option constraints, by index in `ruleset.constraints` (a forbidden combination, or an
/// implication: see OptionConstraint).
RulesetLoadResult rulesetWithConstraint(const Ruleset &ruleset, const OptionConstraint &c);
RulesetLoadResult rulesetWithEditedConstraint(const Ruleset &ruleset, int index,
                                              const OptionConstraint &c);
RulesetLoadResult rulesetWithConstraintMoved(const Ruleset &ruleset, int index, int to);
RulesetLoadResult rulesetWithoutConstraint(const Ruleset &ruleset, int index);

/// What the open map's ids become after a ruleset edit. A key is an old id; its value the new
/// id, or empty: a feature taken off, an option dropped from profiles, a value dropped (the
/// option's default then applies). A terrain the ruleset lacks and `terrains` does not name
/// becomes the ruleset's first terrain.
struct MapRenames
{
    QMap<QString, QString> terrains;
    QMap<QString, QString> hexFeatures;
    QMap<QString, QString> edgeFeatures;
    QMap<QString, QString> options; ///< option ids of unit and plan profiles
    /// Values by their (new) option id: old value → new value.
    QMap<QString, QMap<QString, QString>> values;
    /// The renames of one vocabulary part.
    QMap<QString, QString> &part(VocabularyPart p);
};

/// The map in `ruleset`'s vocabulary and options after the edit `renames` describes: terrains
/// and features matched by (renamed) id, unit and plan profiles renamed. Everything else kept.
HexMap mapForRulesetEdit(const HexMap &map, const Ruleset &ruleset, const MapRenames &renames);

/// How many hexes (terrain, hex feature) or hex sides (edge feature) of `map` use `id`.
int mapUses(const HexMap &map, VocabularyPart part, const QString &id);
/// How many units and plans of `map` have option `option` (with value `value`, when given).
int profilesUsing(const HexMap &map, const QString &option, const QString &value = QString());

} // namespace hexstride
