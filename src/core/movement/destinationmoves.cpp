#include "destinationmoves.h"

#include "rules/conditions.h"

#include <QCoreApplication>

namespace hexstride {

namespace {
struct DestinationOrderText
{
    Q_DECLARE_TR_FUNCTIONS(hexstride::Orders)
};
} // namespace

ParsedOrders parseUnitOrders(const QString &text, const Ruleset &ruleset, const HexMap &map,
                             const UnitProfile &profile)
{
    const QStringList &holds = ruleset.turns.holdTokens;
    const Orientation orientation = map.grid().orientation;
    ParsedOrders parsed = parseOrders(text, orientation, holds);
    const QString label = text.trimmed();
    const auto hex = parsed.error.isEmpty() ? std::nullopt : map.parseLabel(label);
    if (!hex)
        return parsed;
    OrderToken t;
    t.text = label;
    t.position = int(text.indexOf(label)) + 1;
    t.destination = *hex;
    if (!destinationRuleFor(ruleset, profile)) {
        parsed.error = DestinationOrderText::tr(
                           "\"%1\" is a destination order, but this unit moves by directions: no "
                           "destination rule of the ruleset applies to it")
                           .arg(label);
        parsed.errorPosition = t.position;
        parsed.errorToken = label;
        return parsed;
    }
    return ParsedOrders{{t}, {}, 0, {}};
}

const DestinationRule *destinationRuleFor(const Ruleset &ruleset, const UnitProfile &profile)
{
    if (ruleset.destinations.isEmpty())
        return nullptr;
    const UnitProfile full = ruleset.withDefaults(profile);
    for (const DestinationRule &d : ruleset.destinations) {
        if (profileMatches(d.when, ruleset.namedConditions, full))
            return &d;
    }
    return nullptr;
}

bool meetsOnlyAtDestination(const Ruleset &ruleset, const UnitProfile &profile)
{
    const DestinationRule *d = destinationRuleFor(ruleset, profile);
    return d && d->meetsOnlyAtDestination;
}

} // namespace hexstride
