// Fuzzes a player's orders file as the campaign takes it in (docs/campaign.md): the header and
// the lines, checked against a two-player campaign on a small pbm-strategic map. Never a crash;
// every refusal names the file; a header that reads writes back to the same header.
#include "campaign/ordersheader.h"
#include "campaign/ordersubmission.h"
#include "movement/movementrules.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    static const RulesetLibrary library;
    static const auto ruleset = library.ruleset(QStringLiteral("pbm-strategic"));
    if (!ruleset)
        __builtin_trap(); // bundled rulesets always load
    static const MovementRules rules(ruleset);
    static const HexMap map = [] {
        HexMap m = mapForRuleset(*ruleset, MapShape{8, 7, {}, LabelScheme::ColRow});
        m.units() << MapUnit{QStringLiteral("Army"),
                             QStringLiteral("Free"),
                             m.grid().toHex({1, 1}),
                             {},
                             100}
                  << MapUnit{QStringLiteral("Watch"),
                             QStringLiteral("Shadow"),
                             m.grid().toHex({3, 1}),
                             {},
                             400};
        return m;
    }();
    static const Campaign campaign = [] {
        Campaign c;
        c.id = QStringLiteral("c0ffee");
        c.title = QStringLiteral("War");
        c.players = {{QStringLiteral("Elrond"), QStringLiteral("Free"), {}},
                     {QStringLiteral("Sauron"), QStringLiteral("Shadow"), {}}};
        return c;
    }();
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const OrdersHeaderRead read = readOrdersHeader(text);
    if (read.header) {
        const OrdersHeaderRead back = readOrdersHeader(ordersHeaderText(*read.header));
        // Values are written on one line, trimmed: what reads back is what was read.
        if (!back.header || back.header->turn != read.header->turn
            || back.header->mapSha256 != read.header->mapSha256)
            __builtin_trap();
    }
    const OrdersSubmission s
        = checkOrdersSubmission(campaign, map, rules, {}, QStringLiteral("o.txt"), text);
    for (const QString &e : s.errors)
        if (!e.startsWith(QLatin1String("o.txt:")))
            __builtin_trap();
    if (!s.ok() && !s.orders.isEmpty())
        __builtin_trap();
    return 0;
}
