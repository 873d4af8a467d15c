// Issue 28 §5: a whole campaign turn on the Middle-earth map. 20 players (10 Free, 10 Shadow)
// with 20 armies each (400 armies on land hexes), 2–12 orders each, taken in as the players'
// files; timed: `campaign resolve` (resolveCampaignTurn): the turn, every player's report (text,
// JSON, picture), the battles, the decisions, the next map and every player's package. Ours
// makes each side's report once for its players; the baseline, in the same run, makes every
// player's report on its own (the report writer as it was). Prints medians and the ratio.
#include "benchutil.h"

#include "exporting/campaignturn.h"
#include "io/mapfile.h"
#include "rules/rulesetlibrary.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <cstdio>

using namespace hexstride;
using namespace hexstride::bench;

namespace {
constexpr int kPlayers = 20;
constexpr int kArmiesEach = 20;

/// The Middle-earth map with 400 armies on land hexes, and the players owning them.
std::pair<HexMap, QList<CampaignPlayer>> gameMap()
{
    MapLoadResult loaded = loadMapFile(QStringLiteral(":/maps/mepbm-1000.hexmap"));
    if (!loaded.map)
        qFatal("cannot read the Middle-earth map: %s", qPrintable(loaded.error));
    HexMap map = std::move(*loaded.map);
    QList<Hex> land;
    for (int row = 0; row < map.height(); ++row)
        for (int col = 0; col < map.width(); ++col) {
            const Hex h = map.grid().toHex({col, row});
            const QString terrain = map.terrains().id(map.terrain(h));
            if (terrain != QLatin1String("sea") && terrain != QLatin1String("ocean"))
                land << h;
        }
    QRandomGenerator rng(28);
    QList<CampaignPlayer> players;
    for (int p = 0; p < kPlayers; ++p) {
        CampaignPlayer player{QStringLiteral("Player %1").arg(p + 1),
                              p % 2 ? QStringLiteral("Shadow") : QStringLiteral("Free"),
                              {}};
        for (int a = 0; a < kArmiesEach; ++a) {
            const QString name = QStringLiteral("Army %1-%2").arg(p + 1).arg(a + 1);
            map.units() << MapUnit{name,
                                   player.side,
                                   land[int(rng.bounded(int(land.size())))],
                                   {},
                                   int(rng.bounded(100, 2000))};
            player.armies << name;
        }
        players << player;
    }
    return {map, players};
}

/// A campaign at turn 1 in `dir` with every player's orders taken in.
CampaignFolder readyTurn(const QString &dir, const HexMap &map,
                         const QList<CampaignPlayer> &players, const RulesetLibrary &library)
{
    NewCampaign req;
    req.dir = dir;
    req.title = QStringLiteral("Bench");
    req.players = players;
    req.seed = 1;
    if (const QString error = makeCampaign(req, map, {}, QString(), library, QStringLiteral("en"));
        !error.isEmpty())
        qFatal("%s", qPrintable(error));
    QString error;
    auto folder = openCampaignFolder(dir, &error);
    if (!folder)
        qFatal("%s", qPrintable(error));
    const QStringList dirs{QStringLiteral("e"),  QStringLiteral("w"),  QStringLiteral("ne"),
                           QStringLiteral("nw"), QStringLiteral("se"), QStringLiteral("sw")};
    QRandomGenerator rng(5);
    const auto names = playerFileNames(folder->campaign, &error);
    for (const CampaignPlayer &p : players) {
        QFile form(dir + QStringLiteral("/turn-001/players/") + names->value(p.name)
                   + QStringLiteral("/orders.txt"));
        if (!form.open(QIODevice::ReadOnly))
            qFatal("no orders form for %s", qPrintable(p.name));
        QString text;
        for (const QString &line : QString::fromUtf8(form.readAll()).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1Char('#'))) {
                text += line + QLatin1Char('\n');
            } else if (!line.isEmpty()) {
                QStringList orders;
                for (int k = int(rng.bounded(2, 13)); k > 0; --k)
                    orders << dirs[int(rng.bounded(6))];
                text += line + orders.join(QStringLiteral(", ")) + QLatin1Char('\n');
            }
        }
        QString summary;
        const OrdersSubmission s
            = submitOrders(*folder, library, QStringLiteral("orders.txt"), text, true, &summary);
        if (!s.ok())
            qFatal("%s", qPrintable(s.errors.join(QLatin1Char('\n'))));
    }
    return *folder;
}

/// The median time of resolving the turn, each run on a fresh copy of the campaign.
double resolveMs(int runs, bool share, const HexMap &map, const QList<CampaignPlayer> &players,
                 const RulesetLibrary &library)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QTemporaryDir tmp;
        const CampaignFolder folder
            = readyTurn(tmp.filePath(QStringLiteral("game")), map, players, library);
        CampaignResolve options;
        options.shareSideReports = share;
        QString summary;
        QElapsedTimer t;
        t.start();
        if (const QString error = resolveCampaignTurn(folder, library, options, &summary);
            !error.isEmpty())
            qFatal("%s", qPrintable(error));
        times.push_back(double(t.nsecsElapsed()) / 1e6);
        if (i == 0 && share)
            std::printf("%s\n", qPrintable(summary));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 3;
    const RulesetLibrary library;
    const auto [map, players] = gameMap();
    std::printf("bench_campaign: %d players, %d armies, Middle-earth map, %d runs\n", kPlayers,
                int(map.units().size()), runs);
    const double ours = resolveMs(runs, true, map, players, library);
    const double baseline = resolveMs(runs, false, map, players, library);
    printRatio("campaign resolve (turn + all reports)", ours, "per-player reports", baseline);
    return 0;
}
