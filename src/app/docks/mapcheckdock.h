#pragma once

#include "map/mapcheck.h"

#include <QDockWidget>

class QLabel;
class QListWidget;

namespace hexstride {

class MapView;

/// The map check's findings; clicking one moves the view to its hex and selects it.
class MapCheckDock : public QDockWidget
{
    Q_OBJECT
public:
    explicit MapCheckDock(MapView *view, QWidget *parent = nullptr);
    /// Runs the check on the view's map now.
    void runCheck();
    int problemCount() const { return int(m_problems.size()); }

signals:
    void problemActivated(hexstride::Hex hex);

private:
    MapView *m_view;
    QListWidget *m_list;
    QLabel *m_summary;
    std::vector<MapProblem> m_problems;
};

} // namespace hexstride
