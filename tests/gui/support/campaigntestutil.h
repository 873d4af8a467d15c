#pragma once

// The referee's Campaign view under test: a campaign made by the built hexstride-cli, as a
// referee makes it, and the modal file dialogs the view opens answered as a user does.
#include "testpaths.h"

#include <QApplication>
#include <QFileDialog>
#include <QProcess>
#include <QTimer>

#include <functional>
#include <memory>

namespace hexstride::testing {

/// Runs the built hexstride-cli in English; its exit code, and what it printed in `output`.
inline int runCli(const QStringList &args, QString *output = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(testpaths::cli(), args);
    if (!p.waitForFinished(60000))
        return -1;
    if (output)
        *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
}

/// Calls `open` (which opens a modal file dialog) and answers the dialog with `path` (a file
/// or a folder, as typed in its name field), accepted. True when a file dialog was answered.
inline bool answerFileDialog(const std::function<void()> &open, const QString &path)
{
    const auto done = std::make_shared<bool>(false);
    const auto answered = std::make_shared<bool>(false);
    std::function<void()> poll = [done, answered, path, &poll] {
        if (*done)
            return;
        if (auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            files->selectFile(path);
            *answered = true;
            QMetaObject::invokeMethod(files, "accept");
        }
        QTimer::singleShot(20, poll);
    };
    QTimer::singleShot(0, poll);
    open();
    *done = true;
    return *answered;
}

} // namespace hexstride::testing
