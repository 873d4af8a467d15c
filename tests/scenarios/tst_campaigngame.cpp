// Issue 28's "done when", and the first of issue 36's scenarios: a play-by-mail game of three
// players and five turns, from nothing. The referee sets up the armies on a bare map with
// `hexstride-cli units add` and makes the campaign with `campaign new`. Every turn each player
// opens the package the referee sent in an app of their own (File ▸ Open Orders…), picks each of
// their armies in the planner's list and plots its path by clicks at hex centres (H to rest),
// and exports the orders (File ▸ Export Orders…); the referee takes the files in and resolves
// with the CLI, except turn 4, taken in and resolved in the Campaign view (which writes the same
// files as the CLI). Every report of every turn is read as its player reads it: the text, the
// JSON and the picture (pixels at hex centres); the battles, the next turn's map and packages,
// and the turns resolved before (never written again) are checked too.
//
// The game is worked out by hand in support/campaigngame.h, the report picture's layout in
// support/reportpicture.h.
#include "campaign/campaigndock.h"
#include "documentsafety.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "support/campaigngame.h"
#include "support/campaigntestutil.h"
#include "support/plannertestutil.h"
#include "support/reportpicture.h"
#include "support/windowtestutil.h"
#include "testfiles.h"
#include "testpaths.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPushButton>

#include <map>

using namespace hexstride;
using namespace hexstride::testing;
using namespace campaigngame;

namespace {
using testfiles::fileBytes;
/// The turn resolved in the Campaign view; the others are resolved with the CLI.
constexpr int kViewTurn = 4;
/// The campaign's seed: turn N's dice would use 7 + N. Each turn is resolved with a seed of
/// its own (100 + N, typed in the Campaign view for turn 4), which decisions.json must name.
constexpr int kCampaignSeed = 7;
const QString kOrder = "side by side (Free, Shadow), in the order of the map's units within a side "
                       "(the campaign's choice)";

QString turnFolder(int turn)
{
    return QString("turn-%1").arg(turn, 3, 10, QLatin1Char('0'));
}

QString sideOf(const QString &player)
{
    return player == "Sauron" ? "Shadow" : "Free";
}

/// The armies of a player (a side, with `side`), as indexes into armies().
QList<int> armiesOf(const QString &player, bool side = false)
{
    QList<int> out;
    for (int a = 0; a < int(armies().size()); ++a) {
        const Army &army = armies()[std::size_t(a)];
        if (side ? army.side == sideOf(player) : army.player == player)
            out << a;
    }
    return out;
}

/// Every file under `dir` whose path relative to it starts with one of `prefixes`: its SHA-256.
QHash<QString, QByteArray> digests(const QString &dir, const QStringList &prefixes)
{
    QHash<QString, QByteArray> out;
    for (QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        const QString relative = QDir(dir).relativeFilePath(path);
        if (std::any_of(prefixes.cbegin(), prefixes.cend(),
                        [&](const QString &p) { return relative.startsWith(p); }))
            out.insert(relative,
                       QCryptographicHash::hash(fileBytes(path), QCryptographicHash::Sha256));
    }
    return out;
}

bool copyFolder(const QString &from, const QString &to)
{
    for (QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString path = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(path));
        if (!QDir().mkpath(QFileInfo(target).path()) || !QFile::copy(path, target))
            return false;
    }
    return true;
}
} // namespace

class TestCampaignGame : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_game; ///< the campaign folder
    /// Each player's app, kept from turn to turn as a player keeps it open.
    std::map<QString, std::unique_ptr<MainWindow>> m_apps;
    std::unique_ptr<MainWindow> m_referee; ///< the referee's app (the Campaign view)
    QStringList m_warnings;                ///< what any app warned of
    /// The files of the turns resolved so far, each with its SHA-256.
    QHash<QString, QByteArray> m_resolved;

    QString at(const QString &relative) const { return m_game + "/" + relative; }
    static QStringList players() { return {"Elrond", "Gil-galad", "Sauron"}; }

    std::unique_ptr<MainWindow> openApp()
    {
        std::unique_ptr<MainWindow> app;
        if (!openMainWindow(app, std::nullopt, {1280, 800}))
            return nullptr;
        SafetyPrompts prompts;
        prompts.warn = [this](const QString &, const QString &text) { m_warnings << text; };
        prompts.confirm = [](const QString &, const QString &) { return true; };
        app->safety()->setPrompts(prompts);
        return app;
    }

    int campaignTurn() const
    {
        return QJsonDocument::fromJson(fileBytes(at("campaign.json"))).object()["turn"].toInt();
    }

    /// The referee's summary of a resolved turn, worked out from the turn's table.
    QString resolvedSummary(int turn) const
    {
        const Turn &t = turns()[std::size_t(turn - 1)];
        return QString("Turn %1 resolved: %2 armies with orders moved %3. Decisions: %4; battles: "
                       "%5. Reports in %6; turn %7 is ready.")
            .arg(turn)
            .arg(t.moved)
            .arg(kOrder)
            .arg(t.decision.isEmpty() ? 0 : 1)
            .arg(t.battle ? 1 : 0)
            .arg(QDir::toNativeSeparators(at(turnFolder(turn) + "/reports")))
            .arg(turn + 1);
    }

    /// The player's turn in the player's app: the package the referee sent opened, every army
    /// with orders picked and plotted by clicks and keys, the orders exported to `exported`.
    void planAndExport(const QString &player, int turn, QString *exported)
    {
        MainWindow *app = m_apps.at(player).get();
        const Turn &t = turns()[std::size_t(turn - 1)];
        const QList<int> own = armiesOf(player);
        // The referee sends turn-NNN/players/<player>/: the player's own copy.
        const QString package = m_dir.filePath(QString("%1/turn-%2").arg(player).arg(turn));
        QVERIFY(QDir().mkpath(package));
        for (const QString file : {"map.hexmap", "orders.txt"})
            QVERIFY(QFile::copy(at(turnFolder(turn) + "/players/" + player + "/" + file),
                                package + "/" + file));

        QStringList asked;
        auto *open = app->findChild<QAction *>("actionOpenOrders");
        QVERIFY(answerDialogs([open] { open->trigger(); }, package + "/orders.txt",
                              QMessageBox::Discard, &asked));
        // From turn 2 the app holds last turn's package with the plans the player exported:
        // they are kept in the orders file sent, so nothing is at stake and nothing is asked.
        QCOMPARE(asked, QStringList());
        QCOMPARE(m_warnings, QStringList());
        QCOMPARE(app->document()->fileName(), package + "/map.hexmap");
        PlannerDriver planner(app);
        QTRY_VERIFY_WITH_TIMEOUT(planner.unitDock()->armiesView()->isVisible(), 5000);
        QStringList unplanned, planned;
        for (int a : own) {
            const Move &m = t.moves[std::size_t(a)];
            unplanned << armies()[std::size_t(a)].name + ": no orders yet";
            planned << armies()[std::size_t(a)].name + ": "
                           + (m.orders.isEmpty() ? "no orders yet" : m.orders);
        }
        QCOMPARE(planner.armiesShown(), unplanned);

        frameView(planner.view(), 1.5, planner.at(7, 4));
        for (qsizetype row = 0; row < own.size(); ++row) {
            const Move &m = t.moves[std::size_t(own[row])];
            if (m.plot.isEmpty())
                continue;
            planner.pickArmy(int(row));
            QCOMPARE(planner.session()->unitName(), armies()[std::size_t(own[row])].name);
            for (const QString &step : m.plot.split(' ')) {
                if (step == "evasive") {
                    planner.tick("evasive");
                    continue;
                }
                if (step == "H") {
                    QTest::keyClick(planner.viewport(), Qt::Key_H);
                    continue;
                }
                const Hex h = *planner.map().parseLabel(step);
                QVERIFY2(planner.viewport()->rect().contains(planner.centreOf(h)),
                         qPrintable(step + " is out of view"));
                planner.click(h);
            }
        }
        QCOMPARE(planner.armiesShown(), planned);

        *exported = package + QString("/%1-turn%2.txt").arg(player).arg(turn);
        auto *exportOrders = app->findChild<QAction *>("actionExportOrders");
        QVERIFY(answerFileDialog([exportOrders] { exportOrders->trigger(); }, *exported));
        QCOMPARE(m_warnings, QStringList());
        // The header as the referee wrote it in the form, then a line per army of the player.
        const QByteArray form = fileBytes(package + "/orders.txt");
        QString expected = QString::fromUtf8(
            form.left(form.indexOf(armies()[std::size_t(own[0])].name.toUtf8())));
        QVERIFY(expected.startsWith("# Hexstride orders 1\n"));
        for (int a : own) {
            const Move &m = t.moves[std::size_t(a)];
            expected += armies()[std::size_t(a)].name + " | |"
                        + (m.options.isEmpty() ? QString(" |") : " " + m.options + " |")
                        + (m.orders.isEmpty() ? QString() : " " + m.orders) + "\n";
        }
        QCOMPARE(QString::fromUtf8(fileBytes(*exported)), expected);
    }

    /// How many of the player's armies have orders this turn.
    static int withOrders(const QString &player, int turn)
    {
        int n = 0;
        for (int a : armiesOf(player))
            n += turns()[std::size_t(turn - 1)].moves[std::size_t(a)].orders.isEmpty() ? 0 : 1;
        return n;
    }

    void takeInAndResolveWithCli(int turn, const QStringList &files)
    {
        QString out, err;
        for (qsizetype i = 0; i < files.size(); ++i) {
            const QString player = players()[i];
            QVERIFY2(runCli({"campaign", "submit", m_game, files[i]}, &out, &err) == 0,
                     qPrintable(err));
            QCOMPARE(out, QString("%1's orders for turn %2 taken in: %3 of %4 armies with "
                                  "orders.\n")
                              .arg(player)
                              .arg(turn)
                              .arg(withOrders(player, turn))
                              .arg(armiesOf(player).size()));
        }
        QCOMPARE(runCli({"campaign", "status", m_game}, &out, &err), 0);
        // Each player's line counts the armies the file gives orders (worked out above).
        const auto taken = [&](const char *player, const char *side) {
            return QString("  ✔ %1 (%2): orders taken in, %3 of %4 armies with orders\n")
                .arg(player, side)
                .arg(withOrders(player, turn))
                .arg(armiesOf(player).size());
        };
        QCOMPARE(out, QString("War of the Ring: turn %1. Units move %2.\n").arg(turn).arg(kOrder)
                          + taken("Elrond", "Free") + taken("Gil-galad", "Free")
                          + taken("Sauron", "Shadow") + "Orders received from 3 of 3 players.\n");
        // The referee's answers, when the turn asks for one.
        QStringList resolve{"campaign", "resolve", m_game, "--seed", QString::number(100 + turn)};
        const Turn &t = turns()[std::size_t(turn - 1)];
        if (t.referee) {
            const QString rolls = m_dir.filePath(QString("rolls-%1.json").arg(turn));
            QFile f(rolls);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QJsonDocument(QJsonObject{{"decisions", QJsonObject{{t.decision, t.outcome}}}})
                        .toJson());
            f.close();
            resolve << "--rolls" << rolls;
        }
        QVERIFY2(runCli(resolve, &out, &err) == 0, qPrintable(err));
        QCOMPARE(out, resolvedSummary(turn) + "\n");
    }

    /// The referee's turn in the Campaign view: the campaign opened, each file taken in with
    /// Take In Orders…, the seed typed, Resolve Turn pressed. The same turn resolved by the CLI
    /// in a copy of the folder writes the same files, byte for byte.
    void takeInAndResolveInView(int turn, const QStringList &files)
    {
        m_referee = openApp();
        QVERIFY(m_referee);
        auto *open = m_referee->findChild<QAction *>("actionOpenCampaign");
        QVERIFY(answerFileDialog([open] { open->trigger(); }, m_game));
        CampaignDock *dock = m_referee->campaignDock();
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), 5000);
        QCOMPARE(dock->findChild<QLabel *>("campaignTitle")->text(), QString("War of the Ring"));
        QCOMPARE(dock->findChild<QLabel *>("campaignTurn")->text(),
                 QString("Turn %1. Units move %2.").arg(turn).arg(kOrder));
        QCOMPARE(shownPlayers(dock->playersList()),
                 QStringList({"✘ Elrond Free 2", "✘ Gil-galad Free 2", "✘ Sauron Shadow 3"}));
        auto *takeIn = dock->findChild<QPushButton *>("campaignTakeIn");
        for (qsizetype i = 0; i < files.size(); ++i) {
            QVERIFY(answerFileDialog([takeIn] { QTest::mouseClick(takeIn, Qt::LeftButton); },
                                     files[i]));
            const QString taken = QString("✔ %1's orders for turn %2 taken in: %3 of %4 armies "
                                          "with orders.")
                                      .arg(players()[i])
                                      .arg(turn)
                                      .arg(withOrders(players()[i], turn))
                                      .arg(armiesOf(players()[i]).size());
            QVERIFY2(dock->messages().endsWith(taken), qPrintable(dock->messages()));
        }
        // The Armies column: of the player's armies, those with orders (worked out above).
        QStringList shown;
        for (const QString &player : players())
            shown << QString("✔ %1 %2 %3/%4")
                         .arg(player, player == "Sauron" ? "Shadow" : "Free")
                         .arg(withOrders(player, turn))
                         .arg(armiesOf(player).size());
        QCOMPARE(shownPlayers(dock->playersList()), shown);

        const QString copy = m_dir.filePath("war-by-cli");
        QVERIFY(copyFolder(m_game, copy));
        QString out, err;
        QVERIFY2(
            runCli({"campaign", "resolve", copy, "--seed", QString::number(100 + turn)}, &out, &err)
                == 0,
            qPrintable(err));

        auto *seed = dock->findChild<QLineEdit *>("campaignSeed");
        QCOMPARE(seed->placeholderText(), QString("%1 (the campaign's seed %2 + turn %3)")
                                              .arg(kCampaignSeed + turn)
                                              .arg(kCampaignSeed)
                                              .arg(turn));
        QTest::mouseClick(seed, Qt::LeftButton);
        QTest::keyClicks(seed, QString::number(100 + turn));
        auto *resolve = dock->findChild<QPushButton *>("campaignResolve");
        QVERIFY(resolve->isEnabled());
        QTest::mouseClick(resolve, Qt::LeftButton);
        QVERIFY2(dock->messages().endsWith("\n\n" + resolvedSummary(turn)),
                 qPrintable(dock->messages()));
        QCOMPARE(dock->findChild<QLabel *>("campaignTurn")->text(),
                 QString("Turn %1. Units move %2.").arg(turn + 1).arg(kOrder));

        const QStringList written{turnFolder(turn) + "/", turnFolder(turn + 1) + "/",
                                  "campaign.json"};
        const QHash<QString, QByteArray> byView = digests(m_game, written);
        const QHash<QString, QByteArray> byCli = digests(copy, written);
        QStringList differ;
        for (auto it = byView.cbegin(); it != byView.cend(); ++it)
            if (byCli.value(it.key()) != it.value())
                differ << it.key();
        differ.sort();
        QCOMPARE(differ, QStringList());
        QCOMPARE(byView.size(), byCli.size());
    }

    /// The referee's files of the turn: decisions, battles, the campaign moved on.
    void checkTurnFiles(int turn)
    {
        const Turn &t = turns()[std::size_t(turn - 1)];
        const QString dir = turnFolder(turn) + "/";
        QJsonObject decided;
        if (!t.decision.isEmpty())
            decided.insert(t.decision, t.outcome);
        QCOMPARE(QJsonDocument::fromJson(fileBytes(at(dir + "decisions.json"))).object(),
                 (QJsonObject{{"seed", 100 + turn}, {"decisions", decided}}));
        QCOMPARE(QString::fromUtf8(fileBytes(at(dir + "battles.txt"))),
                 t.battle ? kBattleLine : QString());
        QJsonArray battles;
        if (t.battle)
            battles << QJsonObject{{"hex", "9,4"},
                                   {"units", QJsonArray{QJsonObject{{"name", "Riders of Rivendell"},
                                                                    {"side", "Free"},
                                                                    {"figures", 300}},
                                                        QJsonObject{{"name", "Watch of Dol Guldur"},
                                                                    {"side", "Shadow"},
                                                                    {"figures", 500}}}}};
        QCOMPARE(QJsonDocument::fromJson(fileBytes(at(dir + "battles.json"))).array(), battles);
        QCOMPARE(campaignTurn(), turn + 1);
    }

    /// One player's report, as the player reads it.
    void checkReport(const QString &player, int turn)
    {
        const Turn &t = turns()[std::size_t(turn - 1)];
        const QString side = sideOf(player);
        const bool free = side == "Free";
        const QString base = at(turnFolder(turn) + "/reports/" + player);

        // The text: a heading, every army of the player's side, the decision and the battle.
        const QString text = QString::fromUtf8(fileBytes(base + ".txt"));
        QString expected = QString("War of the Ring, turn %1: the report of %2 (%3). Units moved "
                                   "%4.\n\n")
                               .arg(turn)
                               .arg(player, side, kOrder);
        for (int a : armiesOf(player, true))
            expected += t.moves[std::size_t(a)].report;
        expected += free ? t.freeTail : t.shadowTail;
        QCOMPARE(text.split('\n'), expected.split('\n')); // a line at a time: a clear message

        // The JSON: the same armies, from where to where, the same battle and decision.
        const QByteArray jsonBytes = fileBytes(base + ".json");
        const QJsonObject json = QJsonDocument::fromJson(jsonBytes).object();
        QCOMPARE(json["side"].toString(), side);
        QStringList units, expectedUnits;
        for (const QJsonValue u : json["units"].toArray())
            units << QString("%1 %2 → %3")
                         .arg(u["name"].toString(), u["start"].toString(), u["end"].toString());
        for (int a : armiesOf(player, true))
            expectedUnits << QString("%1 %2 → %3")
                                 .arg(armies()[std::size_t(a)].name, startOf(a, turn),
                                      t.moves[std::size_t(a)].end);
        QCOMPARE(units, expectedUnits);
        QCOMPARE(json["battles"].toArray().size(), t.battle ? 1 : 0);
        // The decision is told to a side whose army it is about, not to one slipped past.
        QStringList decisions;
        for (const QJsonValue d : json["decisions"].toArray())
            decisions << d["id"].toString() + " → " + d["chosen"].toString();
        const QString &tail = free ? t.freeTail : t.shadowTail;
        QCOMPARE(decisions, tail.startsWith("Decision")
                                ? QStringList{t.decision + " → " + t.outcome}
                                : QStringList());

        // No army of the other side is named that the side did not see; those it saw are named
        // only where they met or stand in battle with one of its armies.
        const QStringList &sees = free ? t.freeSees : t.shadowSees;
        const QStringList &names = free ? t.freeNames : t.shadowNames;
        for (const Army &enemy : armies()) {
            if (enemy.side == side)
                continue;
            QVERIFY2(text.contains(enemy.name) == names.contains(enemy.name),
                     qPrintable(QString("%1 in the text of %2").arg(enemy.name, player)));
            QVERIFY2(jsonBytes.contains(enemy.name.toUtf8()) == names.contains(enemy.name),
                     qPrintable(QString("%1 in the JSON of %2").arg(enemy.name, player)));
        }

        // The picture: out of sight greyed and empty; a counter on every army of the side and
        // on every enemy it sees; nothing where an unseen enemy stands.
        const QImage picture(base + ".png");
        QCOMPARE(picture.size(), kPictureSize);
        const QString unseenCorner = free ? "13,8" : "0,0"; // far from every army of the side
        const QColor greyed = shownAt(picture, unseenCorner);
        QVERIFY2(nearly(greyed, kGreyedPlains), qPrintable(greyed.name()));
        const auto counter = [&](const QString &hex) {
            const QColor c = shownAt(picture, hex);
            return !nearly(c, kPlains) && !nearly(c, kGreyedPlains);
        };
        for (int a = 0; a < int(armies().size()); ++a) {
            const Army &army = armies()[std::size_t(a)];
            const QString &end = t.moves[std::size_t(a)].end;
            const QString where = QString("%1 on %2 in the picture of %3, turn %4: %5")
                                      .arg(army.name, end, player)
                                      .arg(turn)
                                      .arg(shownAt(picture, end).name());
            if (army.side == side || sees.contains(army.name))
                QVERIFY2(counter(end), qPrintable(where));
            else
                QVERIFY2(shownAt(picture, end) == greyed, qPrintable(where));
        }
        for (const QString &hex : free ? t.freePassed : t.shadowPassed)
            QCOMPARE(shownAt(picture, hex), kPlains);
    }

    /// The next turn: its map holds every army where the turn left it with its troops, and each
    /// player's package the side's armies and the enemies the side saw.
    void checkNextTurn(int turn)
    {
        const Turn &t = turns()[std::size_t(turn - 1)];
        const QString next = turnFolder(turn + 1) + "/";
        const auto shown = [](const HexMap &map) {
            QStringList out;
            for (const MapUnit &u : map.units())
                out << QString("%1 (%2, %3) %4")
                           .arg(u.name, u.side)
                           .arg(u.figures)
                           .arg(map.label(u.hex));
            return out;
        };
        const MapLoadResult loaded = loadMapFile(at(next + "map.hexmap"));
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QStringList all;
        for (std::size_t a = 0; a < armies().size(); ++a)
            all << QString("%1 (%2, %3) %4")
                       .arg(armies()[a].name, armies()[a].side)
                       .arg(armies()[a].figures)
                       .arg(t.moves[a].end);
        QCOMPARE(shown(*loaded.map), all);
        for (const QString &player : players()) {
            const MapLoadResult package
                = loadMapFile(at(next + "players/" + player + "/map.hexmap"));
            QVERIFY2(package.map, qPrintable(package.error));
            const QStringList &sees = sideOf(player) == "Free" ? t.freeSees : t.shadowSees;
            QStringList known;
            for (std::size_t a = 0; a < armies().size(); ++a)
                if (armies()[a].side == sideOf(player) || sees.contains(armies()[a].name))
                    known << all[qsizetype(a)];
            QCOMPARE(shown(*package.map), known);
        }
    }

    /// Nothing of a turn resolved before changed, went or was added; this turn's files join
    /// them.
    void checkResolvedTurnsUnchanged(int turn)
    {
        QStringList before;
        for (int t = 1; t < turn; ++t)
            before << turnFolder(t) + "/";
        const QHash<QString, QByteArray> now = digests(m_game, before);
        QStringList changed;
        for (auto it = m_resolved.cbegin(); it != m_resolved.cend(); ++it)
            if (now.value(it.key()) != it.value())
                changed << it.key();
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (!m_resolved.contains(it.key()))
                changed << it.key();
        changed.sort();
        m_resolved = digests(m_game, before << turnFolder(turn) + "/");
        QCOMPARE(changed, QStringList());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir);
        // English as the app speaks it: "2 of 2 armies", not the source's "army(ies)".
        installTranslations(*QCoreApplication::instance(), QLocale(QLocale::English));
        // The referee's copy of the bare map; the armies set up on it one by one.
        const QString start = m_dir.filePath("start.json");
        QVERIFY(QFile::copy(testpaths::data("/maps/plains-14x9.json"), start));
        QString out, err;
        for (const Army &a : armies()) {
            QStringList add{"units", "add",    start,  a.name,      "--hex",
                            a.start, "--side", a.side, "--figures", QString::number(a.figures)};
            if (!a.options.isEmpty())
                add << "--unit" << a.options;
            QVERIFY2(runCli(add, &out, &err) == 0, qPrintable(err));
            QCOMPARE(out, QString("%1 added: %2, side %3, %4 troop figures.\n")
                              .arg(a.name, a.start, a.side)
                              .arg(a.figures));
        }
        m_game = m_dir.filePath("war");
        QVERIFY2(runCli({"campaign", "new", m_game, start, "--title", "War of the Ring", "--player",
                         "Elrond=Free", "--player", "Gil-galad=Free:Lindon Host,Grey Havens Guard",
                         "--player", "Sauron=Shadow", "--movement-order", "sides", "--seed",
                         QString::number(kCampaignSeed)},
                        &out, &err)
                     == 0,
                 qPrintable(err));
        QCOMPARE(out, QString("Campaign made in %1: 3 players; each player's package is in "
                              "turn-001/players.\n")
                          .arg(m_game));
        for (const QString &player : players()) {
            m_apps[player] = openApp();
            QVERIFY(m_apps[player]);
        }
    }

    void cleanupTestCase()
    {
        m_referee.reset();
        m_apps.clear();
    }

    void aTurn_data()
    {
        QTest::addColumn<int>("turn");
        for (int turn = 1; turn <= int(turns().size()); ++turn)
            QTest::addRow("turn %d", turn) << turn;
    }

    void aTurn()
    {
        QFETCH(int, turn);
        QCOMPARE(campaignTurn(), turn); // the turns before were played
        QStringList files;
        for (const QString &player : players()) {
            QString file;
            planAndExport(player, turn, &file);
            if (QTest::currentTestFailed())
                return;
            files << file;
        }
        if (turn == kViewTurn)
            takeInAndResolveInView(turn, files);
        else
            takeInAndResolveWithCli(turn, files);
        if (QTest::currentTestFailed())
            return;
        checkResolvedTurnsUnchanged(turn);
        checkTurnFiles(turn);
        for (const QString &player : players()) {
            checkReport(player, turn);
            if (QTest::currentTestFailed())
                return;
        }
        checkNextTurn(turn);
    }
};

QTEST_MAIN(TestCampaignGame)
#include "tst_campaigngame.moc"
