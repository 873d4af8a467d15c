#include "mainwindow.h"

#include "i18n/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTimer>

int main(int argc, char *argv[])
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Hexstride"));
    QApplication::setOrganizationName(QStringLiteral("Hexstride"));
    QApplication::setApplicationVersion(QStringLiteral(HEXSTRIDE_VERSION));
    hexstride::installTranslations(app, QLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Hex-map editor and movement planner"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("map"),
                                 QCoreApplication::translate("main", "A map file to open"));
    parser.process(app);

    hexstride::MainWindow window;
    if (parser.positionalArguments().isEmpty() || !window.openFile(parser.positionalArguments().first()))
        window.openStartMap();
    window.show();
    if (qEnvironmentVariableIsSet("HEXSTRIDE_STARTUP_TIME")) {
        // Reports the time to the first painted frame (for the performance notes).
        QTimer::singleShot(0, &window, [&started] {
            qInfo("first frame after %lld ms", started.elapsed());
        });
    }
    return QApplication::exec();
}
