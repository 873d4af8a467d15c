// Fuzzes the orders file (the `orders` verb, which reads it with `resolve`'s reader: one army
// per line, docs/orders-format.md). Input: byte 0 picks a bundled ruleset (its low bits), the
// JSON output (0x80) and a map with two units (0x40: lines must then name them or declare an
// army with side=); the rest is the file's text. Every line is reported or checked, never a
// crash; a failure must say why and name its line.
#include "movementcommands.h"

#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QByteArray>
#include <QString>
#include <map>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    static const RulesetLibrary library;
    static const QStringList ids = library.ids();
    if (size < 1 || ids.isEmpty())
        return 0;
    const auto ruleset = library.ruleset(ids.at(data[0] % ids.size()));
    if (!ruleset)
        __builtin_trap(); // bundled rulesets always load
    const bool withUnits = (data[0] & 0x40) != 0;
    static std::map<std::pair<QString, bool>, HexMap> maps;
    auto it = maps.find({ruleset->id, withUnits});
    if (it == maps.end()) {
        HexMap map = mapForRuleset(*ruleset, MapShape{8, 7, {}, LabelScheme::ColRow});
        if (withUnits)
            map.units() << MapUnit{QStringLiteral("Riders of Rohan"),
                                   QStringLiteral("Free"),
                                   map.grid().toHex({1, 1}),
                                   {},
                                   600}
                        << MapUnit{QStringLiteral("Watch of Minas"),
                                   QStringLiteral("Shadow"),
                                   map.grid().toHex({3, 2}),
                                   {},
                                   400};
        it = maps.emplace(std::pair{ruleset->id, withUnits}, map).first;
    }
    cli::OrdersRequest request;
    request.fileName = QStringLiteral("fuzz.orders");
    request.rulesetId = ruleset->id;
    request.text = QString::fromUtf8(reinterpret_cast<const char *>(data + 1),
                                     static_cast<qsizetype>(size - 1));
    request.json = (data[0] & 0x80) != 0;
    const cli::VerbOutput out = cli::runOrders(it->second, library, request);
    if (out.exitCode != 0 && !out.err.contains(QStringLiteral("fuzz.orders:")))
        __builtin_trap(); // a failed line is named
    return 0;
}
