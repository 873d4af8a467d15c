#pragma once

// A check that needs something outside the program (Tiled's own tools, a screen grab) must not
// pass unseen where that thing is missing. CI installs it (scripts/setup.sh test), so there a
// missing tool fails the test; elsewhere the test skips, saying loudly what went unchecked.
#include <QTest>
#include <QtGlobal>

/// In CI (the CI environment variable set and not empty) QFAIL with the message; otherwise a
/// warning naming what was not checked, then QSKIP. A macro: both return from the test function.
#define HEXSTRIDE_SKIP_OUTSIDE_CI(message)                                                         \
    do {                                                                                           \
        if (!qEnvironmentVariableIsEmpty("CI"))                                                    \
            QFAIL(message " (CI is set: this check may not be skipped there)");                    \
        qWarning("*** NOT CHECKED: %s (in CI, with CI set, this fails)", message);                 \
        QSKIP(message);                                                                            \
    } while (false)
