// S7: the referee's turn resolver (resolveTurn) with 2,000 units, each with a 12-order plan, on
// a 1000 × 1000 map, for strategic-commanders (simultaneous, contested hexes) and pbm-strategic
// (one after another, encounters). Ours finds the units in and next to each step through the
// resolver's index; the baseline, in the same run, scans every unit of the map at every step
// (TurnChoices::scanUnits). Prints both medians and the ratio (goal: at least 20×).
#include "benchutil.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <cstdio>

using namespace hexstride;
using namespace hexstride::bench;

namespace {
constexpr int kSide = 1000;
int kUnits = 2000;      // the first argument overrides it (a smaller turn to profile)
bool gOursOnly = false; // a third argument `ours`: no baseline (to profile the resolver alone)
constexpr int kOrders = 12;

struct Setup
{
    HexMap map;
    QList<TurnOrders> orders;
};

Setup setupFor(const Ruleset &r, const QString &terrain)
{
    MapShape shape{
        kSide, kSide, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
    Setup s{mapForRuleset(r, shape, terrain), {}};
    QRandomGenerator rng(7);
    const QStringList dirs{QStringLiteral("e"),  QStringLiteral("w"),  QStringLiteral("ne"),
                           QStringLiteral("nw"), QStringLiteral("se"), QStringLiteral("sw")};
    // Units in a 150 × 150 block so that they meet: contests and encounters happen.
    for (int i = 0; i < kUnits; ++i) {
        TurnOrders o;
        o.name = QStringLiteral("Unit %1").arg(i + 1);
        o.side = QStringLiteral("Side %1").arg(i % 4);
        o.figures = int(rng.bounded(1, 40));
        o.start = s.map.grid().toHex({int(rng.bounded(150)) + 400, int(rng.bounded(150)) + 400});
        QStringList text;
        for (int k = 0; k < kOrders; ++k)
            text << dirs[int(rng.bounded(6))];
        o.orders
            = parseOrders(text.join(QLatin1Char(' ')), s.map.grid().orientation, r.turns.holdTokens)
                  .tokens;
        s.map.units() << MapUnit{o.name, o.side, o.start, {}, o.figures};
        s.orders << o;
    }
    return s;
}

/// A fingerprint of everything the resolution reports (its JSON): equal before and after a
/// change to the resolver that must not change any result.
QByteArray digestOf(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r)
{
    const QByteArray json = QJsonDocument(resolutionJson(map, ruleset, r, QStringLiteral("en")))
                                .toJson(QJsonDocument::Compact);
    return QCryptographicHash::hash(json, QCryptographicHash::Sha1).toHex().left(16);
}

void run(const RulesetLibrary &library, const QString &id, const QString &terrain)
{
    const auto ruleset = library.ruleset(id);
    if (!ruleset) {
        std::printf("%s: not bundled\n", qPrintable(id));
        return;
    }
    const Setup s = setupFor(*ruleset, terrain);
    const MovementRules rules(ruleset);
    TurnChoices indexed;
    indexed.seed = 1;
    TurnChoices scanning = indexed;
    scanning.scanUnits = true;
    int conflicts = 0, decisions = 0;
    const double ours = medianMs(5, [&] {
        const TurnResolution r = resolveTurn(rules, s.map, s.orders, indexed);
        conflicts = int(r.conflicts.size());
        decisions = int(r.decisions.size());
    });
    const double base
        = gOursOnly ? 0.0 : medianMs(3, [&] { resolveTurn(rules, s.map, s.orders, scanning); });
    std::printf("%s: %d units x %d orders on %dx%d, %d conflicts, %d decisions\n", qPrintable(id),
                kUnits, kOrders, kSide, kSide, conflicts, decisions);
    // The result's fingerprint, and whether the baseline found the same (it must).
    const QByteArray digest
        = digestOf(s.map, *ruleset, resolveTurn(rules, s.map, s.orders, indexed));
    const QByteArray scanDigest
        = gOursOnly ? digest
                    : digestOf(s.map, *ruleset, resolveTurn(rules, s.map, s.orders, scanning));
    std::printf("result digest %s%s\n", digest.constData(),
                digest == scanDigest ? "" : " (the baseline's differs!)");
    printRatio("resolve turn (index vs scan every unit)", ours, "scan", base);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // bench_turn [UNITS [RULESET [ours]]]: fewer units, or one ruleset only, e.g. under callgrind.
    const QStringList args = app.arguments();
    if (args.size() > 1 && args[1].toInt() > 0)
        kUnits = args[1].toInt();
    const QString only = args.size() > 2 ? args[2] : QString();
    gOursOnly = args.size() > 3 && args[3] == QLatin1String("ours");
    RulesetLibrary library;
    if (only.isEmpty() || only == QLatin1String("strategic-commanders"))
        run(library, QStringLiteral("strategic-commanders"), QStringLiteral("open"));
    if (only.isEmpty() || only == QLatin1String("pbm-strategic"))
        run(library, QStringLiteral("pbm-strategic"), QStringLiteral("plains"));
    return 0;
}
