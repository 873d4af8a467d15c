// A turn's outputs are written all or none (writeTurnOutputs, issue 29): every file lands, or
// after a failure at any point no file of the turn exists and what was there before is intact.
// Failures are injected (TurnOutputFault) or made with a folder where a file should go, so the
// test needs neither root nor a full disk.
#include "movement/turnoutputs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace hexstride;

namespace {
QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

/// Everything under dir, hidden entries too, as sorted relative paths.
QStringList tree(const QString &dir)
{
    QStringList out;
    const QDir root(dir);
    for (const QFileInfo &i :
         root.entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name)) {
        out << i.fileName() + (i.isDir() ? QStringLiteral("/") : QString());
        if (i.isDir()) {
            for (const QString &inner : tree(i.filePath()))
                out << i.fileName() + QLatin1Char('/') + inner;
        }
    }
    return out;
}

/// While alive, files of this process may grow to `bytes` only (SIGXFSZ ignored): writes past
/// it fail with EFBIG ("File too large"), the last one cut short, as on a full disk.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
        : m_handler(std::signal(SIGXFSZ, SIG_IGN))
    {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        rlimit small = m_saved;
        small.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &small);
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit &) = delete;
    FileSizeLimit &operator=(const FileSizeLimit &) = delete;

private:
    void (*m_handler)(int);
    rlimit m_saved{};
};
} // namespace

class TestTurnOutputs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    int m_case = 0;
    QString m_root, m_reports, m_map;

    /// Three reports in a new folder and the map in the case folder (two target folders).
    QList<TurnOutputFile> turn() const
    {
        return {{m_reports + "/North.json", "north json"},
                {m_reports + "/North.txt", "north text"},
                {m_reports + "/South.json", "south json"},
                {m_map, "map after"}};
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_root = m_dir.filePath(QString::number(++m_case));
        QVERIFY(QDir().mkpath(m_root));
        m_reports = m_root + "/reports/turn7";
        m_map = m_root + "/after.hexmap";
    }

    void everyFileLands_data()
    {
        QTest::addColumn<int>("workers");
        QTest::addRow("one after another") << 1;
        QTest::addRow("three at once") << 3;
    }
    void everyFileLands()
    {
        QFETCH(int, workers);
        QCOMPARE(writeTurnOutputs(turn(), {}, workers), QString());
        QCOMPARE(tree(m_root), QStringList({"after.hexmap", "reports/", "reports/turn7/",
                                            "reports/turn7/North.json", "reports/turn7/North.txt",
                                            "reports/turn7/South.json"}));
        QCOMPARE(contents(m_reports + "/South.json"), QByteArray("south json"));
        QCOMPARE(contents(m_map), QByteArray("map after"));
    }

    // A failure while writing the n-th file (counted from 1): no file of the turn, not even the
    // folders made for it; the map of the last turn keeps its bytes.
    void failureWhileWritingLeavesNothing_data()
    {
        QTest::addColumn<int>("failing");
        QTest::addColumn<bool>("commit"); // false: while staging; true: while renaming into place
        QTest::addColumn<int>("workers"); // files made and staged at once
        for (int workers : {1, 3}) {
            for (int n = 1; n <= 4; ++n) {
                QTest::addRow("staging file %d, %d at once", n, workers) << n << false << workers;
                QTest::addRow("renaming file %d, %d at once", n, workers) << n << true << workers;
            }
        }
    }
    void failureWhileWritingLeavesNothing()
    {
        QFETCH(int, failing);
        QFETCH(bool, commit);
        QFETCH(int, workers);
        put(m_map, "map before");
        const QList<TurnOutputFile> files = turn();
        const QString failingPath = files[failing - 1].path;
        const QString error = writeTurnOutputs(
            files,
            [&](const QString &path, TurnOutputStep s) {
                return path == failingPath && (s == TurnOutputStep::Commit) == commit
                           ? QStringLiteral("No space left on device")
                           : QString();
            },
            workers);
        QCOMPARE(error, failingPath + ": cannot write: No space left on device");
        // Only what was there before: the old map, untouched; reports/ was made for the turn.
        QCOMPARE(tree(m_root), QStringList({"after.hexmap"}));
        QCOMPARE(contents(m_map), QByteArray("map before"));
    }

    // probe17 R08: a file the system refuses part-way (a full disk) is told with the system's
    // reason, not "Unknown error", whichever way it is made (streamed a piece at a time, or
    // whole), and under the target's name.
    void aRefusedWriteSaysWhyAndNamesTheTarget_data()
    {
        QTest::addColumn<bool>("streamed");
        QTest::addRow("streamed") << true;
        QTest::addRow("whole") << false;
    }
    void aRefusedWriteSaysWhyAndNamesTheTarget()
    {
        QFETCH(bool, streamed);
        const QByteArray piece(100, 'x');
        const QString target = m_reports + "/North.json";
        QList<TurnOutputFile> files;
        if (streamed)
            files << TurnOutputFile::streamed(target, [&](QIODevice &file, QString *) {
                for (int i = 0; i < 2000; ++i) // 200,000 bytes in pieces
                    file.write(piece);
                return true;
            });
        else
            files << TurnOutputFile(target, piece.repeated(2000));
        QString error;
        {
            // Inside the last piece written out: a buffered QFile's last flush was cut short
            // there and said "Unknown error".
            const FileSizeLimit limit(198000);
            error = writeTurnOutputs(files);
        }
        QCOMPARE(error, target + ": cannot write: File too large");
        QCOMPARE(tree(m_root), QStringList());
    }

    // probe17 R08: when not even the staging folder's list of names can be written, the message
    // names the file asked for, not the temporary `.hexstride-turn-*` folder it never named.
    void aStagingFolderThatTakesNothingNamesTheTarget()
    {
        QString error;
        {
            const FileSizeLimit limit(0);
            error = writeTurnOutputs(turn());
        }
        // The case folder's staging folder (the map's) is listed first: its path sorts first.
        QCOMPARE(error, m_map + ": cannot write: File too large");
        QCOMPARE(tree(m_root), QStringList());
    }

    // A report of the last turn is replaced only when the whole turn lands.
    void replacedFilesComeBackAfterAFailure()
    {
        QVERIFY(QDir().mkpath(m_reports));
        put(m_reports + "/North.json", "last turn");
        const QString error = writeTurnOutputs(turn(), [&](const QString &path, TurnOutputStep s) {
            return path == m_map && s == TurnOutputStep::Commit
                       ? QStringLiteral("Disk quota exceeded")
                       : QString();
        });
        QCOMPARE(error, m_map + ": cannot write: Disk quota exceeded");
        QCOMPARE(tree(m_root),
                 QStringList({"reports/", "reports/turn7/", "reports/turn7/North.json"}));
        QCOMPARE(contents(m_reports + "/North.json"), QByteArray("last turn"));
        QCOMPARE(writeTurnOutputs(turn()), QString());
        QCOMPARE(contents(m_reports + "/North.json"), QByteArray("north json"));
    }

    // A folder where a report should go: refused before anything is written.
    void aFolderInTheWay()
    {
        QVERIFY(QDir().mkpath(m_reports + "/South.json"));
        const QString error = writeTurnOutputs(turn());
        QCOMPARE(error, m_reports + "/South.json: is a folder, not a file");
        QCOMPARE(tree(m_root),
                 QStringList({"reports/", "reports/turn7/", "reports/turn7/South.json/"}));
    }

    // Ctrl-C (SIGINT) or SIGTERM while the second file is staged: the process still ends by the
    // signal, but only after the staged files and the folders made for them are removed; the
    // last turn's map keeps its bytes. Run in a child process, which the signal ends.
    void aSignalWhileStagingLeavesNothing_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addRow("SIGINT") << int(SIGINT);
        QTest::addRow("SIGTERM") << int(SIGTERM);
    }
    void aSignalWhileStagingLeavesNothing()
    {
        QFETCH(int, signal);
        put(m_map, "map before");
        const QList<TurnOutputFile> files = turn();
        const QString second = files[1].path;
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            // As in hexstride-cli: the signals at their default (QtTest catches them).
            std::signal(SIGINT, SIG_DFL);
            std::signal(SIGTERM, SIG_DFL);
            writeTurnOutputs(files, [&](const QString &path, TurnOutputStep) {
                if (path == second)
                    std::raise(signal);
                return QString();
            });
            ::_exit(0); // not reached: the signal ends the child once the turn is cleared away
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(WTERMSIG(status), signal);
        QCOMPARE(tree(m_root), QStringList({"after.hexmap"}));
        QCOMPARE(contents(m_map), QByteArray("map before"));
    }

    // The staging folder of a run that is gone (a pid no process has) is removed by the next
    // run into that folder; one of a live process (ours, in the test) is left alone. The
    // staging folders are the owner's only (0700).
    void debrisOfAGoneRunIsRemoved()
    {
        const pid_t gone = ::fork();
        QVERIFY(gone >= 0);
        if (gone == 0)
            ::_exit(0);
        QCOMPARE(::waitpid(gone, nullptr, 0), gone);
        QVERIFY(QDir().mkpath(m_reports));
        const QString dead = QString(".hexstride-turn-%1-Xy12Zq").arg(gone);
        const QString live = QString(".hexstride-turn-%1-Ab34Cd").arg(::getppid());
        QVERIFY(QDir().mkpath(m_reports + "/" + dead));
        // A marker naming a file outside its folder removes nothing there.
        put(m_reports + "/" + dead + "/.hexstride-staging", "North.txt\nNorth.json\n../mine.txt\n");
        put(m_reports + "/mine.txt", "the user's");
        put(m_reports + "/" + dead + "/North.txt", "a report");
        put(m_reports + "/" + dead + "/North.json.replaced", "an earlier report");
        // probe13 Q10: a gone run's folder is cleared only of what its marker names; a folder
        // without the marker is not a staging folder at all.
        const QString users = QString(".hexstride-turn-%1-CCCCCC").arg(gone);
        QVERIFY(QDir().mkpath(m_reports + "/" + users));
        put(m_reports + "/" + users + "/notours.txt", "the user's");
        const QString mixed = QString(".hexstride-turn-%1-Mx56Yz").arg(gone);
        QVERIFY(QDir().mkpath(m_reports + "/" + mixed));
        put(m_reports + "/" + mixed + "/.hexstride-staging", "South.txt\n");
        put(m_reports + "/" + mixed + "/South.txt", "a report");
        put(m_reports + "/" + mixed + "/keep.txt", "the user's");
        QVERIFY(QDir().mkpath(m_reports + "/" + live));
        QStringList seen;
        QCOMPARE(writeTurnOutputs(turn(),
                                  [&](const QString &, TurnOutputStep) {
                                      for (const QFileInfo &i : QDir(m_reports).entryInfoList(
                                               {".hexstride-turn-*"}, QDir::Dirs | QDir::Hidden)) {
                                          struct stat st = {};
                                          if (i.fileName() != live && i.fileName() != users
                                              && i.fileName() != mixed
                                              && ::stat(qPrintable(i.filePath()), &st) == 0)
                                              seen << QString::number(st.st_mode & 0777, 8);
                                      }
                                      return QString();
                                  }),
                 QString());
        QVERIFY(!seen.isEmpty());
        QCOMPARE(seen.first(), QString("700"));
        QStringList want{users + "/", users + "/notours.txt", mixed + "/", mixed + "/keep.txt",
                         live + "/",  "North.json",           "North.txt", "South.json",
                         "mine.txt"};
        QStringList got = tree(m_reports);
        want.sort();
        got.sort();
        QCOMPARE(got, want);
    }

    // probe13 Q06: a side's report replaces an earlier report only, never another file of the
    // folder (a side called "campaign" and a campaign's campaign.json, "orders" and an orders
    // form); a folder holding a campaign or a player's package is refused whole.
    void reportsReplaceOnlyEarlierReports()
    {
        QVERIFY(QDir().mkpath(m_reports));
        const auto reports = [&](const QString &side) {
            return QList<TurnOutputFile>{{m_reports + "/" + side + ".json", "j"},
                                         {m_reports + "/" + side + ".txt", "t"},
                                         {m_reports + "/" + side + ".png", "p"}};
        };
        const auto notAnEarlierReport = [](const QString &path) {
            return path
                   + ": would replace a file that is not an earlier report: choose another folder "
                     "or rename the side";
        };
        // Nothing there: nothing replaced.
        QCOMPARE(sideReportsReplaceProblem(reports("North")), QString());
        // An earlier report (its JSON begins with "battles"), its text and picture: replaced.
        put(m_reports + "/North.json", "{\n    \"battles\": [\n    ],\n}\n");
        put(m_reports + "/North.txt", "Aragorn (North): stood in 3,2, without orders\n");
        put(m_reports + "/North.png", QByteArray("\x89PNG\r\n\x1a\nrest", 12));
        QCOMPARE(sideReportsReplaceProblem(reports("North")), QString());
        // A picture that is no PNG beside a report: refused.
        put(m_reports + "/North.png", "not a picture");
        QCOMPARE(sideReportsReplaceProblem(reports("North")),
                 notAnEarlierReport(m_reports + "/North.png"));
        // A player's orders form named like a side (no report JSON beside it): refused.
        put(m_reports + "/orders.txt", "# player: Ann\n");
        QCOMPARE(sideReportsReplaceProblem(reports("orders")),
                 notAnEarlierReport(m_reports + "/orders.txt"));
        // A JSON file that is not a report.
        put(m_reports + "/South.json", "{\"format\": \"hexstride-map\", \"battles\": []}");
        QCOMPARE(sideReportsReplaceProblem(reports("South")),
                 notAnEarlierReport(m_reports + "/South.json"));
        // A player's package (orders.txt beside map.hexmap): refused for any side.
        put(m_reports + "/map.hexmap", "map");
        QCOMPARE(sideReportsReplaceProblem(reports("East")),
                 m_reports + "/East.json: the folder holds a player's package (" + m_reports
                     + "/orders.txt): reports are not written into it: choose another folder");
        // A campaign's folder: refused for any side, before anything else.
        put(m_reports + "/campaign.json", "{\"format\": \"hexstride-campaign\"}");
        QCOMPARE(sideReportsReplaceProblem(reports("East")),
                 m_reports + "/East.json: the folder holds a campaign (" + m_reports
                     + "/campaign.json): reports are not written into it: choose another folder");
    }

    // The map after the turn written over a report of the same turn: refused.
    void oneFileTwice()
    {
        QList<TurnOutputFile> files = turn();
        files << TurnOutputFile{m_reports + "/../turn7/North.txt", "again"};
        QCOMPARE(writeTurnOutputs(files),
                 m_reports + "/../turn7/North.txt: written twice in one turn (also as " + m_reports
                     + "/North.txt)");
        QCOMPARE(tree(m_root), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestTurnOutputs)
#include "tst_turnoutputs.moc"
