#include "resolvetourmap.h"

#include "rules/rulesetmap.h"

namespace hexstride {

std::optional<HexMap> resolveTourMap(const RulesetLibrary &library)
{
    // The picture shows contested hexes: the first bundled ruleset whose moves are simultaneous
    // (chosen by its data, not by its id).
    std::shared_ptr<const Ruleset> ruleset;
    for (const QString &id : library.ids()) {
        const auto candidate = library.ruleset(id);
        if (candidate && candidate->turns.sequence.kind == SequenceKind::Simultaneous) {
            ruleset = candidate;
            break;
        }
    }
    if (!ruleset)
        return std::nullopt;
    HexMap map = mapForRuleset(*ruleset, {16, 10, {}, LabelScheme::ColRow}, QStringLiteral("open"));
    struct Mover
    {
        const char *name;
        const char *side;
        int col, row;
        const char *orders;
        int figures;
        bool night;
    };
    const Mover movers[] = {{"Aragorn", "West", 3, 2, "e e e", 10, false},
                            {"Boromir", "East", 8, 2, "w w", 20, false},
                            {"Gimli", "West", 3, 6, "e e", 10, false},
                            {"Legolas", "East", 7, 6, "w w", 10, false},
                            {"Gorbag", "East", 12, 8, "nw w w", 15, true}};
    for (const Mover &m : movers) {
        const Hex h = map.grid().toHex({m.col, m.row});
        UnitProfile profile;
        if (m.night)
            profile = {{QStringLiteral("sight"), QStringLiteral("dark-seeing")},
                       {QStringLiteral("period"), QStringLiteral("night")}};
        const QString name = QString::fromUtf8(m.name);
        map.units() << MapUnit{name, QString::fromUtf8(m.side), h, profile, m.figures};
        map.plans() << MovementPlan{name, name, h,
                                    QString::fromUtf8(m.orders).split(QLatin1Char(' ')), profile};
    }
    return map;
}

} // namespace hexstride
