// S7: the referee's turn resolver (resolveTurn) with 2,000 units, each with a 12-order plan, on
// a 1000 × 1000 map, for strategic-commanders (simultaneous, contested hexes) and pbm-strategic
// (one after another, encounters). Ours finds the units in and next to each step through the
// resolver's index; the baseline, in the same run, scans every unit of the map at every step
// (TurnChoices::scanUnits). Prints both medians and the ratio (goal: at least 20×).
//
// Issue 29, a turn's size: reading an orders file of 100,000 lines against 10,000 (linear: a
// ratio near 10), and finding which of 50,000 units have a planned step for the resolver's
// index (one pass over the plans) against the scan of every plan per unit it replaced; the
// memory and time of resolving 100,000 lines, and of writing the turn's text and JSON; 100,000
// armies contesting one hex against 20,000 (linear: a ratio near 5); 8,000 level armies each
// moving on through the hex they tie for against 2,000, with dice (linear: a ratio near 4).
//
// `side-pictures` (issue 29, out10): the four sides' report pictures of 20,000 order lines on a
// 400 × 400 map, ours (sideImagePng: RGB written at zlib level 1) against the way it was, in the
// same run (ARGB at Qt's default level), the decoded pixels compared.
//
// `side-reports` (issue 29, perf11): the four sides' reports of 20,000 order lines written all or
// none, made on every core against one after another in the same run, the bytes compared.
//
// `decision-ids` (issue 29, perf15): a big turn's force-past and first-blocker decisions do not
// hold their ids; each is made when written (TurnResolution::decisionId). 20,000 lines: every
// decision's id made from its parts (ours) against the ids made when the decisions were and held
// (the way it was, in the same run), checked equal; the bytes no longer held, and how many stop
// reasons the units stopped alike in a hex share.
//
// `reach` (probe P06, perf14): `reach --json` of every hex of a 500 × 500 map, written a hex at a
// time (writeReachJson, never held whole) against the whole QJsonDocument built and written (the
// way it was), in the same run, the bytes compared.
#include "benchutil.h"
#include "exporting/mapexporter.h"
#include "exporting/sidereports.h"
#include "movement/costgrid.h"
#include "movement/hexesinsight.h"
#include "movement/pathfinder.h"
#include "movement/reachjson.h"
#include "movement/turnapply.h"
#include "movement/turnordersfile.h"
#include "movement/turnoutputs.h"
#include "movement/turnreport.h"
#include "movement/turnresolver.h"
#include "movement/unitindex.h"
#include "rules/rulesetlibrary.h"
#include "rules/rulesetmap.h"
#include "view/mapstyle.h"
#include "view/renderparams.h"
#include "view/vocabulary.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <cstdio>
#include <memory>

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
/// The issue 29 cases' set-up: pbm-strategic, its rules and a bare plains map.
struct PlainsCase
{
    std::shared_ptr<const Ruleset> ruleset;
    MovementRules rules;
    HexMap bare;
};

/// A plains map of `side` × `side` hexes labelled col,row; null when pbm-strategic is not
/// bundled.
std::unique_ptr<const PlainsCase> plainsCase(const RulesetLibrary &library, int side)
{
    const auto ruleset = library.ruleset(QStringLiteral("pbm-strategic"));
    if (!ruleset)
        return nullptr;
    MapShape shape{
        side, side, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    return std::unique_ptr<const PlainsCase>(new PlainsCase{
        ruleset, MovementRules(ruleset), mapForRuleset(*ruleset, shape, QStringLiteral("plains"))});
}

/// Issue 29: an orders file of `lines` lines (armies declared with side=) on a bare map.
QString ordersText(const HexMap &map, int lines)
{
    QRandomGenerator rng(29);
    QString text;
    for (int i = 0; i < lines; ++i)
        text
            += QStringLiteral("Army %1 | %2 | side=S%3 figures=%4 | e, ne, w, sw\n")
                   .arg(i + 1)
                   .arg(map.label(map.grid().toHex({int(rng.bounded(300)), int(rng.bounded(300))})))
                   .arg(i % 4)
                   .arg(rng.bounded(1, 40));
    return text;
}

/// The process's peak resident memory so far in MB (Linux; -1 elsewhere).
long peakRssMb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLong() / 1024;
    }
    return -1;
}

/// Issue 29: resolving 100,000 order lines (time, and the peak memory so far), then the turn's
/// JSON of 20,000 lines streamed a unit at a time (ours) against the whole document built and
/// written by Qt (the baseline, checked equal), and its text.
void runTurnOutputs(const MovementRules &rules, const Ruleset &ruleset, const HexMap &bare)
{
    for (const int lines : {20000, 100000}) {
        const TurnOrdersFile file = readTurnOrders(rules, bare, ordersText(bare, lines));
        std::optional<TurnResolution> r;
        const double resolveMs = medianMs(1, [&] { r = resolveTurn(rules, bare, file.orders); });
        std::printf("resolve %d lines: %.0f ms, %lld decisions, peak RSS so far %ld MB\n", lines,
                    resolveMs, qint64(r->decisions.size()), peakRssMb());
        qint64 chars = 0;
        QByteArray digest;
        const double textMs = medianMs(3, [&] {
            QString text;
            QTextStream out(&text);
            writeResolutionText(out, bare, *r, QStringLiteral("en"));
            out.flush();
            chars = text.size();
        });
        std::printf("  text: %lld characters in %.0f ms\n", chars, textMs);
        // The units' JSON written straight from the resolution (ours) against a QJsonObject
        // built per unit and written by the stream writer (the baseline), checked equal.
        const auto unitsJson = [&](bool built) {
            QCryptographicHash hash(QCryptographicHash::Sha1);
            JsonStreamWriter json([&](const QString &piece) { hash.addData(piece.toUtf8()); });
            json.beginDocument();
            json.beginArray(QStringLiteral("units"));
            for (int i = 0; i < r->units.size(); ++i) {
                if (built)
                    json.element(resolvedUnitJson(bare, ruleset, *r, i, QStringLiteral("en")));
                else
                    json.element([&](JsonText &unit) {
                        writeResolvedUnitJson(unit, bare, ruleset, *r, i, QStringLiteral("en"));
                    });
            }
            json.endArray();
            json.endDocument();
            return hash.result();
        };
        QByteArray written, built;
        const double writtenMs = medianMs(3, [&] { written = unitsJson(false); });
        const double builtMs = medianMs(3, [&] { built = unitsJson(true); });
        std::printf("  units' JSON%s\n", written == built ? "" : " (written and built differ!)");
        printRatio("  units' JSON (written vs QJsonObject)", writtenMs, "built", builtMs);
        if (lines > 20000)
            continue; // Qt's whole document of 100,000 units would take gigabytes
        const double streamMs = medianMs(3, [&] {
            QCryptographicHash hash(QCryptographicHash::Sha1);
            writeResolutionJson([&](const QString &piece) { hash.addData(piece.toUtf8()); }, bare,
                                ruleset, *r, QStringLiteral("en"));
            digest = hash.result();
        });
        QByteArray whole;
        const double wholeMs = medianMs(1, [&] {
            whole = QJsonDocument(resolutionJson(bare, ruleset, *r, QStringLiteral("en")))
                        .toJson(QJsonDocument::Indented);
        });
        std::printf("  JSON: %lld bytes%s\n", qint64(whole.size()),
                    QCryptographicHash::hash(whole, QCryptographicHash::Sha1) == digest
                        ? ""
                        : " (the streamed JSON differs!)");
        printRatio("  turn JSON (streamed vs whole document)", streamMs, "whole", wholeMs);
    }
}

/// Issue 29 (hostile load): `lines` armies of two sides all entering one hex in one period of
/// strategic-commanders: one contest of them all, a tie left open for the dice. Resolving
/// 100,000 against 20,000 in the same run: a ratio near 5 is linear (it was quadratic: who
/// lost was found by a scan of the stopped per unit, and the tie's members by a search per try).
void runOneHex(const RulesetLibrary &library)
{
    const auto ruleset = library.ruleset(QStringLiteral("strategic-commanders"));
    if (!ruleset)
        return;
    const MovementRules rules(ruleset);
    MapShape shape{16, 10, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    const HexMap bare = mapForRuleset(*ruleset, shape, QStringLiteral("open"));
    const auto oneHex = [&](int lines, int sides) {
        QString text;
        for (int i = 0; i < lines; ++i)
            text += QStringLiteral("X%1 | 1,1 | side=W%2 figures=1 | e\n").arg(i).arg(i % sides);
        return readTurnOrders(rules, bare, text).orders;
    };
    const QList<TurnOrders> small = oneHex(20000, 2), large = oneHex(100000, 2);
    qsizetype contested = 0;
    const double smallMs = medianMs(3, [&] { resolveTurn(rules, bare, small); });
    const double largeMs = medianMs(3, [&] {
        const TurnResolution r = resolveTurn(rules, bare, large);
        contested = r.conflicts.isEmpty() ? 0 : r.conflicts.first().units.size();
    });
    std::printf("one hex: %lld of 100000 armies in its contest\n", qint64(contested));
    printRatio("resolve 100,000 armies in one hex (20,000: baseline)", largeMs, "20k", smallMs);
    // Probe 10, finding 5: armies of ONE side all entering one hex meet no contest, but the
    // check for a battle after the turn compared every pair of them (quadratic: a ratio near
    // 25); now the sides present are compared (linear: near 5).
    const QList<TurnOrders> oneSideSmall = oneHex(20000, 1), oneSideLarge = oneHex(100000, 1);
    const double oneSideSmallMs = medianMs(3, [&] { resolveTurn(rules, bare, oneSideSmall); });
    const double oneSideLargeMs = medianMs(3, [&] { resolveTurn(rules, bare, oneSideLarge); });
    printRatio("resolve 100,000 armies of one side in one hex (20,000: baseline)", oneSideLargeMs,
               "20k", oneSideSmallMs);
}

/// Issue 29 (probe11 N01): many ties of several sides, each winner moving on, with a seed: k
/// armies of 7 sides and 3 troop sizes in one hex, each "e, w, e" (probe 11's E_joins without
/// its joins). Each tie was a decision a roll listing the armies left (its names held four
/// times): memory and output grew with k squared (k = 10,000: 11.6 s, 447 MB). Now a tie is one
/// decision: k = 4,000 against k = 1,000, the names its decisions hold and the time should grow
/// about 4 times (the old growth: 16).
void runManyTies(const RulesetLibrary &library)
{
    const auto ruleset = library.ruleset(QStringLiteral("strategic-commanders"));
    if (!ruleset)
        return;
    const MovementRules rules(ruleset);
    MapShape shape{16, 10, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    const HexMap bare = mapForRuleset(*ruleset, shape, QStringLiteral("open"));
    const auto ties = [&](int k) {
        QString text;
        for (int i = 0; i < k; ++i)
            text += QStringLiteral("T%1 | 3,3 | side=S%2 figures=%3 | e, w, e\n")
                        .arg(i)
                        .arg(i % 7)
                        .arg(i % 3);
        return readTurnOrders(rules, bare, text).orders;
    };
    const QList<TurnOrders> small = ties(1000), large = ties(4000);
    TurnChoices dice;
    dice.seed = 3;
    const auto namesHeld = [](const TurnResolution &r) {
        qint64 names = 0;
        for (const TurnDecision &d : r.decisions)
            names += d.choices.size() + d.order.size();
        return names;
    };
    qint64 smallNames = 0, largeNames = 0, largeDecisions = 0;
    const double smallMs
        = medianMs(3, [&] { smallNames = namesHeld(resolveTurn(rules, bare, small, dice)); });
    const double largeMs = medianMs(3, [&] {
        const TurnResolution r = resolveTurn(rules, bare, large, dice);
        largeNames = namesHeld(r);
        largeDecisions = r.decisions.size();
    });
    std::printf("many ties: 4000 armies, %lld decisions holding %lld names (1000 armies: %lld), "
                "peak RSS so far %ld MB\n",
                qint64(largeDecisions), qint64(largeNames), qint64(smallNames), peakRssMb());
    std::printf("  names held: k = 4,000 %.1fx k = 1,000 (linear 4x, a decision a roll 16x)\n",
                smallNames > 0 ? double(largeNames) / double(smallNames) : 0.0);
    printRatio("resolve 4,000 armies in ties (1,000: baseline)", largeMs, "1k", smallMs);
}

/// Issue 29 (hostile load, perf10): `lines` level armies of two sides in one hex, each moving
/// "e, e" through the next hex, resolved with a seed: every winner moves on and the dice choose
/// the next among those left, one roll per army. 8,000 against 2,000 in the same run: a ratio
/// near 4 is linear (it was quadratic, near 16: each roll listed every army left, and the rule
/// was applied again to all of them per winner).
void runTiedMovingOn(const RulesetLibrary &library)
{
    const auto ruleset = library.ruleset(QStringLiteral("strategic-commanders"));
    if (!ruleset)
        return;
    const MovementRules rules(ruleset);
    MapShape shape{16, 10, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow};
    const HexMap bare = mapForRuleset(*ruleset, shape, QStringLiteral("open"));
    const auto tied = [&](int lines) {
        QString text;
        for (int i = 0; i < lines; ++i)
            text += QStringLiteral("X%1 | 1,1 | side=W%2 figures=1 | e, e\n").arg(i + 1).arg(i % 2);
        return readTurnOrders(rules, bare, text).orders;
    };
    const QList<TurnOrders> small = tied(2000), large = tied(8000);
    TurnChoices dice;
    dice.seed = 7;
    qsizetype decisions = 0, stopped = 0;
    const double smallMs = medianMs(3, [&] { resolveTurn(rules, bare, small, dice); });
    const double largeMs = medianMs(3, [&] {
        const TurnResolution r = resolveTurn(rules, bare, large, dice);
        decisions = r.decisions.size();
        stopped = r.conflicts.isEmpty() ? 0 : r.conflicts.first().stopped.size();
    });
    std::printf("tied armies moving on: 8000 armies, %lld decisions told, %lld stopped, peak RSS "
                "so far %ld MB\n",
                qint64(decisions), qint64(stopped), peakRssMb());
    printRatio("resolve 8,000 tied armies (2,000: baseline)", largeMs, "2k", smallMs);
    std::printf("  8,000 take %.1fx the time of 2,000 (linear 4x, quadratic 16x)\n",
                smallMs > 0 ? largeMs / smallMs : 0.0);
}

/// The side reports' case: 20,000 armies of four sides (S0 to S3) on a 400 × 400 plains map,
/// their turn resolved; nothing when pbm-strategic is not bundled.
struct FourSidesTurn
{
    std::unique_ptr<const PlainsCase> plains;
    TurnResolution resolution;
    QStringList sides{QStringLiteral("S0"), QStringLiteral("S1"), QStringLiteral("S2"),
                      QStringLiteral("S3")};
};

std::optional<FourSidesTurn> fourSidesTurn(const RulesetLibrary &library)
{
    FourSidesTurn turn;
    turn.plains = plainsCase(library, 400);
    if (!turn.plains)
        return std::nullopt;
    const TurnOrdersFile file = readTurnOrders(turn.plains->rules, turn.plains->bare,
                                               ordersText(turn.plains->bare, 20000));
    turn.resolution = resolveTurn(turn.plains->rules, turn.plains->bare, file.orders);
    return turn;
}

/// The hexes a side sees as they were found before probe18 S07: a set of (q, r) filled with
/// every hex within the radius of every army.
QSet<QPair<int, int>> oldHexesInSight(const HexMap &map, const Ruleset &ruleset,
                                      const TurnResolution &r, const QString &side)
{
    const int radius = std::max(
        0, ruleset.turns.sequence.sightRadius < 0 ? 1 : ruleset.turns.sequence.sightRadius);
    QSet<QPair<int, int>> seen;
    for (const ResolvedUnit &u : r.units) {
        if (u.side != side || u.removed)
            continue;
        for (int dq = -radius; dq <= radius; ++dq) {
            for (int dr = std::max(-radius, -dq - radius); dr <= std::min(radius, -dq + radius);
                 ++dr) {
                const Hex h{u.end.q + dq, u.end.r + dr};
                if (map.contains(h))
                    seen.insert({h.q, h.r});
            }
        }
    }
    return seen;
}

/// The side picture as it was written before out10: sideImagePng's steps, the ARGB picture saved
/// at Qt's default zlib level.
QByteArray oldSideImagePng(const HexMap &map, const Ruleset &ruleset, const TurnResolution &r,
                           const QString &side)
{
    QList<TurnOrders> none;
    HexMap after = mapAfterTurn(map, none, r);
    const QSet<QPair<int, int>> seen = oldHexesInSight(after, ruleset, r, side);
    after.units().removeIf([&](const MapUnit &u) {
        return u.side != side && !seen.contains({u.hex.q, u.hex.r});
    });
    after.plans().clear();
    ExportOptions options;
    options.widthPx = 1600;
    QImage image(pngExportSize(after, options), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    const MapStyle style
        = MapStyle::build(after, vocabularyForMap(after, &ruleset), QStringLiteral("en"));
    const QTransform toPage = paintMapPage(p, QSizeF(image.size()), after, style, options);
    const RenderParams params(after.shape(), 1.0);
    p.setTransform(toPage);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(128, 128, 128, 170));
    for (int row = 0; row < after.height(); ++row) {
        for (int col = 0; col < after.width(); ++col) {
            const Hex h = after.grid().toHex({col, row});
            if (!seen.contains({h.q, h.r}))
                p.drawPolygon(params.polygon(h));
        }
    }
    p.end();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void runSidePictures(const RulesetLibrary &library)
{
    const auto turn = fourSidesTurn(library);
    if (!turn)
        return;
    const auto &[ruleset, rules, bare] = *turn->plains;
    const TurnResolution &r = turn->resolution;
    const QStringList &sides = turn->sides;
    QList<QByteArray> ours, old;
    const double oursMs = medianMs(3, [&] {
        ours.clear();
        QString error;
        for (const QString &side : sides)
            ours << sideImagePng(bare, *ruleset, r, side, QStringLiteral("en"), &error);
    });
    const double oldMs = medianMs(3, [&] {
        old.clear();
        for (const QString &side : sides)
            old << oldSideImagePng(bare, *ruleset, r, side);
    });
    bool samePixels = ours.size() == old.size();
    qint64 oursBytes = 0, oldBytes = 0;
    for (qsizetype i = 0; samePixels && i < ours.size(); ++i) {
        oursBytes += ours[i].size();
        oldBytes += old[i].size();
        samePixels = QImage::fromData(ours[i]).convertToFormat(QImage::Format_ARGB32)
                     == QImage::fromData(old[i]).convertToFormat(QImage::Format_ARGB32);
    }
    std::printf("4 side pictures of 20,000 lines: %lld bytes (was %lld)%s\n", oursBytes, oldBytes,
                samePixels ? ", the same pixels" : " (the pixels differ!)");
    printRatio("4 side pictures (RGB, zlib level 1)", oursMs, "ARGB, default level", oldMs);
}

/// probe18 S07: what four sides see on a 400 × 400 map of 20,000 armies with a sight radius of
/// 20, walked out ring by ring (HexesInSight) against the set of every hex near every army.
void runSight(const RulesetLibrary &library)
{
    const auto turn = fourSidesTurn(library);
    if (!turn)
        return;
    const auto &[ruleset, rules, bare] = *turn->plains;
    const TurnResolution &r = turn->resolution;
    Ruleset wide = *ruleset;
    wide.turns.sequence.sightRadius = 20;
    const QStringList &sides = turn->sides;
    qsizetype oursSeen = 0, oldSeen = 0;
    const double oursMs = medianMs(3, [&] {
        oursSeen = 0;
        for (const QString &side : sides)
            oursSeen += HexesInSight(bare, wide, r, side).count();
    });
    const double oldMs = medianMs(1, [&] {
        oldSeen = 0;
        for (const QString &side : sides)
            oldSeen += oldHexesInSight(bare, wide, r, side).size();
    });
    std::printf("4 sides see %lld hexes in all (the old set: %lld)\n", qint64(oursSeen),
                qint64(oldSeen));
    printRatio("4 sides' sight, radius 20 (rings)", oursMs, "set of every hex near every army",
               oldMs);
}

/// Issue 29 (perf11): the four sides' reports (JSON, text, picture) of 20,000 order lines
/// written all or none by writeTurnOutputs, made on every core (ours) against one after another
/// (the baseline) in the same run, the files' bytes compared.
void runSideReports(const RulesetLibrary &library)
{
    const auto turn = fourSidesTurn(library);
    if (!turn)
        return;
    const auto &[ruleset, rules, bare] = *turn->plains;
    const TurnResolution &r = turn->resolution;
    QTemporaryDir dir;
    QString error;
    const auto files = sideReportFiles(bare, *ruleset, r, dir.path(), QStringLiteral("en"), &error);
    if (!files) {
        std::printf("side reports: %s\n", qPrintable(error));
        return;
    }
    const auto digest = [&] {
        QCryptographicHash hash(QCryptographicHash::Sha1);
        for (const TurnOutputFile &f : *files) {
            QFile written(f.path);
            if (written.open(QIODevice::ReadOnly))
                hash.addData(written.readAll());
        }
        return hash.result();
    };
    const int cores = QThread::idealThreadCount();
    QByteArray ours, old;
    const double oursMs = medianMs(3, [&] { error = writeTurnOutputs(*files, {}, cores); });
    ours = digest();
    const double oldMs = medianMs(3, [&] { error = writeTurnOutputs(*files, {}, 1); });
    old = digest();
    std::printf("4 sides' reports of 20,000 lines: %lld files%s%s\n", qint64(files->size()),
                ours == old ? ", the same bytes" : " (the files differ!)",
                error.isEmpty() ? "" : qPrintable(QStringLiteral(" (") + error + u')'));
    printRatio(cores > 1 ? "4 sides' reports (every core)" : "4 sides' reports (1 core here)",
               oursMs, "one after another", oldMs);
}

void runReach(const RulesetLibrary &library)
{
    const auto ruleset = library.ruleset(QStringLiteral("pbm-strategic"));
    MapShape shape{
        500, 500, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::Numeric};
    const HexMap map = mapForRuleset(*ruleset, shape, QStringLiteral("plains"));
    const MovementRules rules(ruleset);
    const auto model = rules.model(map, UnitProfile{});
    const CostGrid grid(map.shape(), [&](Hex h, Direction d) { return model->cost(map, h, d); });
    Pathfinder finder(grid);
    const Hex start = map.grid().toHex({250, 250});
    const int budget = 1000000;
    const ReachArea area = finder.reach(start, budget);
    QByteArray streamed;
    qsizetype streamedBytes = 0;
    const double oursMs = medianMs(3, [&] {
        QCryptographicHash hash(QCryptographicHash::Sha1);
        streamedBytes = 0;
        writeReachJson(
            [&](const QString &piece) {
                const QByteArray bytes = piece.toUtf8();
                streamedBytes += bytes.size();
                hash.addData(bytes);
            },
            map, area, start, budget, 1);
        streamed = hash.result();
    });
    QByteArray whole;
    const double wholeMs = medianMs(3, [&] {
        QJsonArray hexes;
        for (const ReachedHex &h : area.hexes) {
            hexes << QJsonObject{
                {QStringLiteral("hex"), map.label(h.hex)},
                {QStringLiteral("cost"), h.cost},
                {QStringLiteral("mpLeft"), h.mpLeft},
                {QStringLiteral("turn"), h.turn},
                {QStringLiteral("via"),
                 h.from < 0 ? QJsonValue()
                            : QJsonValue(map.label(area.hexes[std::size_t(h.from)].hex))}};
        }
        const QByteArray text
            = QJsonDocument(QJsonObject{{QStringLiteral("from"), map.label(start)},
                                        {QStringLiteral("budget"), budget},
                                        {QStringLiteral("turns"), 1},
                                        {QStringLiteral("count"), int(area.hexes.size())},
                                        {QStringLiteral("hexes"), hexes}})
                  .toJson(QJsonDocument::Indented);
        whole = QCryptographicHash::hash(text, QCryptographicHash::Sha1);
    });
    std::printf("reach --json of %d hexes: %.1f MB, %s\n", int(area.hexes.size()),
                double(streamedBytes) / 1e6,
                streamed == whole ? "the same bytes" : "THE BYTES DIFFER!");
    printRatio("reach --json written a hex at a time", oursMs, "whole QJsonDocument", wholeMs);
}

void runTurnSize(const RulesetLibrary &library)
{
    const auto plains = plainsCase(library, kSide);
    if (!plains)
        return;
    const auto &[ruleset, rules, bare] = *plains;
    const QString small = ordersText(bare, 10000), large = ordersText(bare, 100000);
    int read = 0;
    const double smallMs
        = medianMs(3, [&] { read = int(readTurnOrders(rules, bare, small).orders.size()); });
    const double largeMs
        = medianMs(3, [&] { read = int(readTurnOrders(rules, bare, large).orders.size()); });
    std::printf("orders file: %d of 100000 lines read\n", read);
    printRatio("read 100,000 lines (10,000: baseline)", largeMs, "10k", smallMs);

    HexMap planned = bare;
    for (int i = 0; i < 50000; ++i) {
        const QString name = QStringLiteral("Unit %1").arg(i + 1);
        const Hex at = planned.grid().toHex({i % 300, i / 300});
        planned.units() << MapUnit{name, QStringLiteral("S%1").arg(i % 4), at, {}, 10};
        planned.plans() << MovementPlan{name + QStringLiteral(" march"),
                                        name,
                                        at,
                                        {QStringLiteral("e"), QStringLiteral("h")},
                                        {}};
    }
    int moving = 0;
    const double ours = medianMs(3, [&] {
        const UnitIndex index(planned, QString());
        moving = int(std::count_if(planned.units().cbegin(), planned.units().cend(),
                                   [&](const MapUnit &u) { return index.hasPlannedMove(u.name); }));
    });
    const double base = medianMs(1, [&] {
        moving
            = int(std::count_if(planned.units().cbegin(), planned.units().cend(),
                                [&](const MapUnit &u) { return hasPlannedMove(planned, u.name); }));
    });
    std::printf("50,000 units with plans: %d with a step\n", moving);
    printRatio("index units with a planned step", ours, "scan plans per unit", base);
    runTurnOutputs(rules, *ruleset, bare);
}
/// perf15: decision ids made when asked against ids made with the decision and held.
void runDecisionIds(const RulesetLibrary &library)
{
    const auto plains = plainsCase(library, kSide);
    if (!plains)
        return;
    const auto &[ruleset, rules, bare] = *plains;
    const TurnOrdersFile file = readTurnOrders(rules, bare, ordersText(bare, 20000));
    const TurnResolution r = resolveTurn(rules, bare, file.orders);
    // The way it was: the resolver made each id with the decision (its hex by HexMap::label).
    const auto madeThen = [&](const TurnDecision &d) {
        if (!d.id.isEmpty())
            return d.id;
        if (d.kind == QLatin1String("first-blocker"))
            return QStringLiteral("first-blocker:%1:%2").arg(bare.label(d.hex), d.unit);
        return QStringLiteral("%1:%2:%3:%4")
            .arg(d.kind, bare.label(d.hex), d.unit, d.units.value(1));
    };
    QStringList held;
    qint64 heldBytes = 0;
    qsizetype notHeld = 0;
    for (const TurnDecision &d : r.decisions) {
        held << madeThen(d);
        if (d.id.isEmpty()) { // a QString's block: a 16-byte header, UTF-16, the terminator
            ++notHeld;
            heldBytes += 16 + 2 * (held.last().size() + 1);
        }
    }
    bool equal = true;
    qint64 chars = 0;
    const double ours = medianMs(5, [&] {
        for (qsizetype i = 0; i < r.decisions.size(); ++i) {
            const QString id = r.decisionId(r.decisions[i]);
            chars += id.size();
            equal = equal && id == held[i];
        }
    });
    const double base = medianMs(5, [&] {
        for (qsizetype i = 0; i < r.decisions.size(); ++i) {
            const QString id = held[i];
            chars += id.size();
            equal = equal && id.size() == held[i].size();
        }
    });
    std::printf("decision ids: %lld decisions, %lld ids not held (%.1f MB), made as held: %s\n",
                qint64(r.decisions.size()), qint64(notHeld), double(heldBytes) / 1e6,
                equal ? "yes" : "NO");
    printRatio("decision ids (made vs held)", ours, "held", base);
    QSet<const TraceItem *> reasons;
    qint64 stops = 0;
    for (const ResolvedUnit &u : r.units) {
        for (const PlannedStep &s : u.plan.steps) {
            if (s.status == StepStatus::Blocked && s.reason
                && s.reason->kind == TraceItem::Kind::Stopped) {
                ++stops;
                reasons.insert(&*s.reason);
            }
        }
    }
    std::printf("stops: %lld, sharing %lld reasons (units stopped alike in a hex)\n", stops,
                qint64(reasons.size()));
}
} // namespace

int main(int argc, char *argv[])
{
    // `side-pictures` draws: it needs a QGuiApplication (offscreen unless told otherwise).
    const bool pictures
        = argc > 2
          && (qstrcmp(argv[2], "side-pictures") == 0 || qstrcmp(argv[2], "side-reports") == 0);
    if (pictures && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> application
        = pictures ? std::make_unique<QGuiApplication>(argc, argv)
                   : std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication &app = *application;
    // bench_turn [UNITS [RULESET [ours]]]: fewer units, or one ruleset only, e.g. under callgrind;
    // RULESET `turn-size`: only the issue 29 cases (orders file, units with plans, one hex);
    // `one-hex`: only armies contesting one hex; `tied`: only level armies moving on through one;
    // `ties`: only many armies of several sides tied in one hex, moving on (probe11 N01);
    // `side-pictures`: only the side reports' pictures; `side-reports`: only the sides' reports
    // written on every core against one after another; `reach`: only reach --json; `sight`: only
    // what the sides see;
    // `decision-ids`: only the decisions' ids made when written against held.
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
    if (only.isEmpty() || only == QLatin1String("turn-size"))
        runTurnSize(library);
    if (only.isEmpty() || only == QLatin1String("turn-size") || only == QLatin1String("one-hex"))
        runOneHex(library);
    if (only.isEmpty() || only == QLatin1String("turn-size") || only == QLatin1String("tied"))
        runTiedMovingOn(library);
    if (only.isEmpty() || only == QLatin1String("turn-size") || only == QLatin1String("ties"))
        runManyTies(library);
    if (only.isEmpty() || only == QLatin1String("turn-size")
        || only == QLatin1String("decision-ids"))
        runDecisionIds(library);
    if (only == QLatin1String("side-pictures"))
        runSidePictures(library);
    if (only.isEmpty() || only == QLatin1String("sight"))
        runSight(library);
    if (only == QLatin1String("side-reports"))
        runSideReports(library);
    if (only.isEmpty() || only == QLatin1String("reach"))
        runReach(library);
    return 0;
}
