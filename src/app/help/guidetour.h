#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace hexstride {

class MainWindow;

/// The pictures of the user guide, made from the running application so they never go stale
/// (`hexstride --guide-tour DIR`, run by scripts/guide-screenshots.sh). Walks the window
/// through the states the guide shows (the planner with a plotted path, the edge tool, the
/// map check, the designer, the heat map, the guide itself) and saves one PNG per state in
/// DIR, in the interface language. Returns the files written; stops at the first failure.
class GuideTour
{
public:
    GuideTour(MainWindow *window, QString outputDir);

    /// The picture names the tour writes ("planner.png", …), in order.
    static QStringList pictureNames();
    /// Runs the whole tour; false (with a message on stderr) when a picture could not be saved.
    bool run();

private:
    bool save(QWidget *widget, const QString &name);

    MainWindow *m_window;
    QString m_dir;
};

} // namespace hexstride
