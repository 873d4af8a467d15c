// Fuzzes a player's orders file as the campaign takes it in (docs/campaign.md): the header and
// the lines, checked against a two-player campaign on a small pbm-strategic map. Never a crash;
// every refusal names the file; a header that reads writes back to the same header.
#include "campaign/ordersheader.h"
#include "campaign/ordersubmission.h"
#include "pbmboard.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    using namespace hexstride::fuzzing;
    static const HexMap map
        = pbmBoard({{"Army", "Free", 1, 1, 100}, {"Watch", "Shadow", 3, 1, 400}});
    static const Campaign campaign = [] {
        Campaign c;
        c.id = QStringLiteral("c0ffee");
        c.title = QStringLiteral("War");
        c.players = {{QStringLiteral("Elrond"), QStringLiteral("Free"), {}},
                     {QStringLiteral("Sauron"), QStringLiteral("Shadow"), {}}};
        return c;
    }();
    const QString text = fuzzText(data, size);
    const OrdersHeaderRead read = readOrdersHeader(text);
    if (read.header) {
        const OrdersHeaderRead back = readOrdersHeader(ordersHeaderText(*read.header));
        // Values are written on one line, trimmed: what reads back is what was read.
        if (!back.header || back.header->turn != read.header->turn
            || back.header->mapSha256 != read.header->mapSha256)
            __builtin_trap();
    }
    const OrdersSubmission s
        = checkOrdersSubmission(campaign, map, pbmRules(), {}, QStringLiteral("o.txt"), text);
    for (const QString &e : s.errors)
        if (!e.startsWith(QLatin1String("o.txt:")))
            __builtin_trap();
    if (!s.ok() && !s.orders.isEmpty())
        __builtin_trap();
    return 0;
}
