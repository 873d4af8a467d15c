#pragma once

#include "map/mapcheck.h"

#include <QDockWidget>

class QLabel;
class QListWidget;
class QPushButton;

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

protected:
    void changeEvent(QEvent *e) override;

private:
    void retranslate();

    MapView *m_view;
    QPushButton *m_refresh;
    bool m_checked = false;
    QListWidget *m_list;
    QLabel *m_summary;
    std::vector<MapProblem> m_problems;
};

} // namespace hexstride
