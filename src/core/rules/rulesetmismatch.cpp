#include "rulesetmismatch.h"

#include <QCoreApplication>

#include <algorithm>

namespace hexstride {

namespace {

struct MismatchText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::RulesetMismatch)
};

/// The ids of `ids` whose index is in `used` and that `defs` lacks.
QStringList missing(const IdTable &ids, const std::vector<bool> &used,
                    const QList<FeatureDefinition> &defs)
{
    QStringList out;
    for (int i = 0; i < ids.size(); ++i) {
        const bool defined = std::any_of(defs.begin(), defs.end(), [&](const FeatureDefinition &d) {
            return d.id == ids.id(i);
        });
        if (i < int(used.size()) && used[std::size_t(i)] && !defined)
            out << ids.id(i);
    }
    return out;
}

std::vector<bool> bitsUsed(const std::vector<FeatureMask> &layer, int count)
{
    std::vector<bool> used(std::size_t(std::max(count, 0)), false);
    for (const FeatureMask m : layer) {
        for (int b = 0; b < count; ++b)
            used[std::size_t(b)] = used[std::size_t(b)] || (m >> b & 1u);
    }
    return used;
}

} // namespace

RulesetMismatch rulesetMismatch(const HexMap &map, const Ruleset &ruleset)
{
    std::vector<bool> terrains(std::size_t(map.terrains().size()), false);
    for (const std::uint8_t t : map.terrainLayer()) {
        if (t < terrains.size())
            terrains[t] = true;
    }
    const MapVocabulary &v = ruleset.vocabulary;
    return {missing(map.terrains(), terrains, v.terrains),
            missing(map.hexFeatureIds(),
                    bitsUsed(map.hexFeatureLayer(), map.hexFeatureIds().size()), v.hexFeatures),
            missing(map.edgeFeatureIds(), bitsUsed(map.edgeLayer(), map.edgeFeatureIds().size()),
                    v.edgeFeatures)};
}

QString rulesetMismatchText(const HexMap &map, const Ruleset &ruleset)
{
    const RulesetMismatch m = rulesetMismatch(map, ruleset);
    if (m.isEmpty())
        return {};
    QStringList parts;
    if (!m.terrains.isEmpty())
        parts << MismatchText::tr("terrains %1").arg(m.terrains.join(QStringLiteral(", ")));
    if (!m.hexFeatures.isEmpty())
        parts << MismatchText::tr("hex features %1").arg(m.hexFeatures.join(QStringLiteral(", ")));
    if (!m.edgeFeatures.isEmpty())
        parts
            << MismatchText::tr("edge features %1").arg(m.edgeFeatures.join(QStringLiteral(", ")));
    return MismatchText::tr("The map uses %1, which the ruleset \"%2\" does not define: such hexes "
                            "cannot be entered and such features count for nothing.")
        .arg(parts.join(QStringLiteral("; ")), ruleset.id);
}

} // namespace hexstride
