#pragma once

#include "localizedtext.h"

#include <QList>
#include <cstdint>

namespace hexstride {

/// How a terrain or feature is drawn where colour alone would be ambiguous.
enum class FillPattern : std::uint8_t {
    Solid,
    Dots,
    Trees,
    Hatch,
    CrossHatch,
    Waves,
    Peaks,
    Marsh
};

/// A terrain type, hex feature (town, fortress) or edge feature (river, road, ford) of a ruleset.
struct FeatureDefinition
{
    QString id;
    LocalizedText name;
    std::uint32_t colour = 0x808080; ///< 0xRRGGBB
    FillPattern pattern = FillPattern::Solid;
    /// Drawing hint for edge features: "river", "road", "crossing" (ford/bridge), "barrier".
    QString drawAs;
    double width = 1.0; ///< relative line width for edge features (a major river is wider)
    friend bool operator==(const FeatureDefinition &, const FeatureDefinition &) = default;
};

/// The drawable vocabulary of a ruleset: what the editor's palette offers.
struct MapVocabulary
{
    QList<FeatureDefinition> terrains;
    QList<FeatureDefinition> hexFeatures;
    QList<FeatureDefinition> edgeFeatures;

    friend bool operator==(const MapVocabulary &, const MapVocabulary &) = default;

    const FeatureDefinition *terrain(const QString &id) const { return find(terrains, id); }
    const FeatureDefinition *hexFeature(const QString &id) const { return find(hexFeatures, id); }
    const FeatureDefinition *edgeFeature(const QString &id) const { return find(edgeFeatures, id); }

private:
    static const FeatureDefinition *find(const QList<FeatureDefinition> &list, const QString &id)
    {
        for (const auto &d : list) {
            if (d.id == id)
                return &d;
        }
        return nullptr;
    }
};

} // namespace hexstride
