#include "help/guidetour.h"
#include "mainwindow.h"
#include "view/mapview.h"

#include "i18n/translations.h"
#include "io/safefile.h"
#include "text/describedparser.h"
#include "text/roff.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>
#include <QTimer>

#include <cstring>

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
/// The editor's command line; --help and the man page (hexstride --man) both show it.
/// Returns the hidden --guide-tour option.
QCommandLineOption addOptions(hexstride::DescribedParser &parser)
{
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
    return tour;
}

/// hexstride.1, made at build time (English only: no translator is installed then).
QString manPage(const hexstride::CommandLineDescription &commandLine)
{
    namespace roff = hexstride::roff;
    QString page = roff::header(QStringLiteral("hexstride"), QStringLiteral(HEXSTRIDE_VERSION),
                                commandLine.description.toLower());
    page += QStringLiteral(
        ".SH SYNOPSIS\n.B hexstride\n.RI [ options ]\n.RI [ map ]\n"
        ".SH DESCRIPTION\n.B hexstride\n"
        "draws and edits hex maps for wargames and play-by-mail games (terrain, hex-side features "
        "such as rivers and roads, labels, units) and plans movement on them under a ruleset: "
        "the cost of every step, the hexes a unit can reach, the cheapest route, a whole turn's "
        "orders resolved together. Rulesets are data and can be edited in the ruleset designer. "
        "It opens .hexmap and .json maps, imports Tiled's .tmx and .tmj maps and JOverseer's "
        "files, and exports PNG, SVG, PDF and Tiled maps. Help \\(-> User Guide shows the "
        "manual.\n"
        ".PP\nThe interface is in English or Russian (menu Language).\n"
        ".SH ARGUMENTS\n");
    page += roff::argumentItems(commandLine.arguments);
    page += QStringLiteral(".SH OPTIONS\n");
    page += roff::optionItems(commandLine.options);
    page += QStringLiteral(
        ".PP\nQt's own options (such as \\fB\\-platform\\fR and \\fB\\-style\\fR) "
        "are accepted too; \\fB\\-\\-help\\-all\\fR lists them.\n"
        ".SH FILES\n.TP\n.I ~/.config/Hexstride/Hexstride.conf\n"
        "The settings: language, recent files, window layout.\n"
        ".SH \"SEE ALSO\"\n.BR hexstride\\-cli (1)\n");
    return page;
}
} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer started;
    started.start();
    if (argc == 2 && std::strcmp(argv[1], "--man") == 0) {
        // Hidden: prints the man page at build time, without a display.
        QCoreApplication core(argc, argv);
        hexstride::DescribedParser parser;
        addOptions(parser);
        QTextStream(stdout) << manPage(parser.described());
        return 0;
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexstride"));
    QApplication::setOrganizationName(QStringLiteral("Hexstride"));
    QApplication::setApplicationVersion(QStringLiteral(HEXSTRIDE_VERSION));
    // The language chosen in the Language menu, else the system's.
    hexstride::applyLanguage(app, hexstride::savedLanguage());

    hexstride::DescribedParser parser;
    const QCommandLineOption tour = addOptions(parser);
    parser.process(app);
    // Qt's parser keeps the last of a doubled option and the app opened the first of two maps:
    // both said nothing. A usage error, as the CLI's (probe 12, P05).
    QString usage;
    if (const QString twice = parser.givenTwice(); !twice.isEmpty())
        usage = QCoreApplication::translate("main", "%1 is given twice.").arg(twice);
    else if (const qsizetype maps = parser.positionalArguments().size(); maps > 1)
        usage = QCoreApplication::translate("main", "Give one map to open, not %1.").arg(maps);
    else if (maps == 1 && parser.positionalArguments().first().isEmpty())
        usage = QCoreApplication::translate("main", "The map's file name is empty.");
    if (!usage.isEmpty()) {
        QTextStream(stderr) << QCoreApplication::applicationName().toLower() << ": " << usage
                            << '\n';
        return 2;
    }

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
