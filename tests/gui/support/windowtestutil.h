#pragma once

// The main window most GUI tests start from: made, sized, given a map, shown and exposed.
#include "mainwindow.h"
#include "map/hexmap.h"
#include "view/mapview.h"

#include <QCoreApplication>
#include <QSize>
#include <QTest>

#include <memory>
#include <optional>

namespace hexstride::testing {

/// Makes `window` anew at `size`, showing `map` when given (else the window's own start), and
/// waits until it is on screen; false when the map was refused or the window never showed (use in
/// QVERIFY).
[[nodiscard]] inline bool openMainWindow(std::unique_ptr<MainWindow> &window,
                                         const std::optional<HexMap> &map = std::nullopt,
                                         QSize size = {1200, 800})
{
    window = std::make_unique<MainWindow>();
    window->resize(size);
    if (map && !window->showMap(*map, {}, true))
        return false;
    window->show();
    return QTest::qWaitForWindowExposed(window.get());
}

/// Zooms the view and centres it on `centre`, then lets it lay out, so that clicks land on the
/// hexes the test names.
inline void frameView(MapView *view, double zoom, Hex centre)
{
    view->setZoom(zoom);
    view->centreOn(centre);
    QCoreApplication::processEvents();
}

} // namespace hexstride::testing
