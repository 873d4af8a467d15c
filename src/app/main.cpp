#include "help/guidetour.h"
#include "mainwindow.h"
#include "view/mapview.h"

#include "i18n/translations.h"
#include "io/safefile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

namespace {
/// The memory the process holds (resident set), from /proc; 0 where that is not available.
double residentMb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    }
    return 0;
}

/// Prints the time from start to the end of the first paint of the map view and the memory
/// then held, then quits
/// when HEXSTRIDE_STARTUP_TIME=quit.
class FirstPaintProbe : public QObject
{
public:
    FirstPaintProbe(const QElapsedTimer &started, QObject *parent)
        : QObject(parent)
        , m_started(started)
    {}
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Measured after the paint has been processed.
            QTimer::singleShot(0, this, [this] {
                qInfo("first frame after %lld ms, memory %.1f MB", m_started.elapsed(),
                      residentMb());
                if (qgetenv("HEXSTRIDE_STARTUP_TIME") == "quit")
                    QCoreApplication::quit();
            });
        }
        return false;
    }

private:
    QElapsedTimer m_started;
    bool m_done = false;
};
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexstride"));
    QApplication::setOrganizationName(QStringLiteral("Hexstride"));
    QApplication::setApplicationVersion(QStringLiteral(HEXSTRIDE_VERSION));
    // The language chosen in the Language menu, else the system's.
    hexstride::applyLanguage(app, hexstride::savedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Hex-map editor and movement planner"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("map"),
                                 QCoreApplication::translate("main", "A map file to open"));
    // Hidden: makes the user guide's pictures (scripts/guide-screenshots.sh), then quits.
    QCommandLineOption tour(QStringLiteral("guide-tour"), QString(), QStringLiteral("dir"));
    tour.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(tour);
    parser.process(app);

    // A window must never wait on a FIFO nor read /dev/zero: every file it reads is a regular one.
    hexstride::safefile::setRegularFilesOnly(true);
    hexstride::MainWindow window;
    if (parser.isSet(tour)) {
        window.show();
        hexstride::GuideTour guideTour(&window, parser.value(tour));
        return guideTour.run() ? 0 : 1;
    }
    window.startUp(parser.positionalArguments().value(0));
    window.show();
    if (qEnvironmentVariableIsSet("HEXSTRIDE_STARTUP_TIME")) {
        // Reports the time to the first painted map frame (for the performance notes).
        auto *probe = new FirstPaintProbe(started, window.mapView()->viewport());
        window.mapView()->viewport()->installEventFilter(probe);
    }
    return QApplication::exec();
}
