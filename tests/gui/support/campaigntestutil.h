#pragma once

// A campaign under test: made and run by the built hexstride-cli, as a referee does, and the
// modal dialogs of the Campaign view and the player's orders answered as a user does.
#include "filedialogtestutil.h"
#include "plannertestutil.h"
#include "testpaths.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QProcess>
#include <QTimer>
#include <QTreeWidget>

#include <functional>
#include <memory>

namespace hexstride::testing {

/// A 30 × 20 plains map of the window's ruleset for a campaign of two sides: Free's Army of the
/// North (1200 troops) in 10,5 and Riders (300) in 10,10; Shadow's Watch (400) in 20,10.
inline HexMap twoSidesMap(const MainWindow &window)
{
    HexMap map = plannerMap(window, 30, 20);
    map.units() << MapUnit{"Army of the North", "Free", *map.parseLabel("10,5"), {}, 1200}
                << MapUnit{"Riders", "Free", *map.parseLabel("10,10"), {}, 300}
                << MapUnit{"Watch", "Shadow", *map.parseLabel("20,10"), {}, 400};
    return map;
}

/// Runs the built hexstride-cli in English; its exit code, and what it printed in `output`
/// (its standard output and error together, or only its output when `errors` takes the error).
inline int runCli(const QStringList &args, QString *output = nullptr, QString *errors = nullptr)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(testpaths::cli(), args);
    if (!p.waitForFinished(60000))
        return -1;
    const QByteArray out = p.readAllStandardOutput(), err = p.readAllStandardError();
    if (errors)
        *errors = QString::fromUtf8(err);
    if (output)
        *output = QString::fromUtf8(errors ? out : out + err);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
}

/// Calls `open` (which opens modal dialogs) and answers them as a user does: a file dialog with
/// `path` (a file or a folder, as typed in its name field), accepted; a message box, when
/// `button` is given, with that button, its text noted in `asked`. True when a file dialog was
/// answered.
inline bool answerDialogs(const std::function<void()> &open, const QString &path,
                          QMessageBox::StandardButton button, QStringList *asked = nullptr)
{
    const auto done = std::make_shared<bool>(false);
    const auto answered = std::make_shared<bool>(false);
    std::function<void()> poll = [done, answered, path, button, asked, &poll] {
        if (*done)
            return;
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *files = qobject_cast<QFileDialog *>(modal)) {
            typeFileName(files, path);
            *answered = true;
            QMetaObject::invokeMethod(files, "accept");
        } else if (auto *box = qobject_cast<QMessageBox *>(modal);
                   box && button != QMessageBox::NoButton && box->button(button)) {
            if (asked)
                *asked << box->text();
            box->button(button)->click();
        }
        QTimer::singleShot(20, poll);
    };
    QTimer::singleShot(0, poll);
    open();
    *done = true;
    return *answered;
}

/// Calls `open` (which opens a modal file dialog) and answers the dialog with `path` (a file
/// or a folder, as typed in its name field), accepted. True when a file dialog was answered.
inline bool answerFileDialog(const std::function<void()> &open, const QString &path)
{
    return answerDialogs(open, path, QMessageBox::NoButton);
}

/// The Campaign view's players list as shown: "✘ Elrond Free 2" a row.
inline QStringList shownPlayers(const QTreeWidget *list)
{
    QStringList rows;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = list->topLevelItem(i);
        QStringList cells;
        for (int c = 0; c < list->columnCount(); ++c)
            cells << item->text(c);
        rows << cells.join(QLatin1Char(' '));
    }
    return rows;
}

} // namespace hexstride::testing
