#include "clicommands.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLoggingCategory>

#include <cstring>
#include <memory>

#ifdef __GLIBC__
#include <malloc.h>
#endif

int main(int argc, char *argv[])
{
#ifdef __GLIBC__
    // One malloc arena for every thread: the turn's files are made on every core at once, and
    // each thread's own arena kept what it freed (100,000 lines, --report-dir: 274 -> 247 MB of
    // memory, issue 29 §3). The threads write whole files; they seldom wait for each other.
    mallopt(M_ARENA_MAX, 1);
#endif
    // Only render draws, and QPainter needs fonts, which need a QGuiApplication. It gets the
    // offscreen platform so that no display is needed; every other verb stays a QCoreApplication.
    hexstride::cli::setCommandLine(argc, argv);
    std::unique_ptr<QCoreApplication> app;
    // resolve draws side reports into --report-dir, campaign resolve each player's.
    bool draws = argc > 1 && std::strcmp(argv[1], "render") == 0;
    for (int i = 2; argc > 1 && std::strcmp(argv[1], "resolve") == 0 && i < argc; ++i)
        draws = draws || std::strncmp(argv[i], "--report-dir", 12) == 0;
    // campaign resolve draws each player's report.
    draws = draws
            || (argc > 2 && std::strcmp(argv[1], "campaign") == 0
                && std::strcmp(argv[2], "resolve") == 0);
    if (draws) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    // The image readers' own lines ("libpng error: Invalid IHDR data") name no file: the
    // verb's message names the file and says what is wrong with it (probe 11, N12).
    QLoggingCategory::setFilterRules(QStringLiteral("qt.gui.imageio*=false"));
    return hexstride::cli::run(*app);
}
