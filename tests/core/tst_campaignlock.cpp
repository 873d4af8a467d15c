// probe19 T09: a campaign command stopped by SIGINT or SIGTERM (a referee's Ctrl-C, `timeout`)
// left `.hexstride-campaign.lock` in the folder, though docs/campaign.md says it is there only
// while a command runs. Now the lock is removed and the process still ends by the signal, also
// when the signal comes while the turn's files are staged (they are cleared away first). Each
// case runs in a child process, which the signal ends.
#include "campaign/campaignlock.h"
#include "movement/turnoutputs.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/wait.h>
#include <unistd.h>

using namespace hexstride;

namespace {
/// Runs `body` in a child process with SIGINT and SIGTERM at their default, as in hexstride-cli
/// (QtTest catches them); returns the signal that ended it, 0 if it exited.
template<typename F>
int signalEndingChild(F body)
{
    const pid_t child = ::fork();
    if (child == 0) {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
        body();
        ::_exit(0);
    }
    int status = 0;
    if (child < 0 || ::waitpid(child, &status, 0) != child)
        return -1;
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}
} // namespace

class TestCampaignLock : public QObject
{
    Q_OBJECT
    QTemporaryDir m_tmp;

private slots:
    void aStopSignalRemovesTheLock_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addRow("SIGINT") << int(SIGINT);
        QTest::addRow("SIGTERM") << int(SIGTERM);
    }
    void aStopSignalRemovesTheLock()
    {
        QFETCH(int, signal);
        const QString game = m_tmp.filePath(QString("held-%1").arg(signal));
        QVERIFY(QDir().mkpath(game));
        const int ended = signalEndingChild([&] {
            const CampaignLock holding(game);
            if (!holding.problem().isEmpty() || entries(game).isEmpty())
                ::_exit(2); // not held: the parent sees exit 0, not the signal
            std::raise(signal);
        });
        QCOMPARE(ended, signal);
        QCOMPARE(entries(game), QStringList());
    }

    // The signal while the turn's files are staged (writeTurnOutputs defers it): the staged
    // files are removed, then the lock, then the process ends by the signal.
    void aStopSignalWhileStagingRemovesTheTurnAndTheLock()
    {
        const QString game = m_tmp.filePath("staging");
        QVERIFY(QDir().mkpath(game));
        const QList<TurnOutputFile> files{{game + "/turn-002/a.txt", QByteArray("a")},
                                          {game + "/turn-002/b.txt", QByteArray("b")}};
        const int ended = signalEndingChild([&] {
            const CampaignLock holding(game);
            if (!holding.problem().isEmpty())
                ::_exit(2);
            writeTurnOutputs(files, [&](const QString &path, TurnOutputStep) {
                if (path == files[1].path)
                    std::raise(SIGTERM);
                return QString();
            });
        });
        QCOMPARE(ended, SIGTERM);
        QCOMPARE(entries(game), QStringList());
    }

    // Once the lock is let go, the signals are at their default again: nothing of the campaign
    // is removed by a later signal, and a program handling the signals itself keeps its
    // handler (the lock is then left, as before).
    void theSignalsAreLeftAsTheyWere()
    {
        const QString game = m_tmp.filePath("let-go");
        QVERIFY(QDir().mkpath(game));
        const int ended = signalEndingChild([&] {
            {
                const CampaignLock holding(game);
            }
            struct sigaction now = {};
            ::sigaction(SIGTERM, nullptr, &now);
            ::_exit(now.sa_handler == SIG_DFL ? 0 : 3);
        });
        QCOMPARE(ended, 0);
        const int ignored = signalEndingChild([&] {
            std::signal(SIGTERM, SIG_IGN);
            const CampaignLock holding(game);
            struct sigaction now = {};
            ::sigaction(SIGTERM, nullptr, &now);
            ::_exit(now.sa_handler == SIG_IGN ? 0 : 3);
        });
        QCOMPARE(ended, 0);
        QCOMPARE(ignored, 0);
    }
};

QTEST_GUILESS_MAIN(TestCampaignLock)
#include "tst_campaignlock.moc"
