#pragma once

namespace hexstride {

class MainWindow;

/// For the user guide's picture of tracing (GuideTour): the window's map drawn by our own
/// renderer as a "scan" (turned a little, in paper tones), a copy of the map with only its
/// western part traced so far, the scan laid under it and aligned on two hexes by clicks, so
/// that the status bar asks for the third. False when the window has no map.
bool stageBackgroundTracing(MainWindow *window);

} // namespace hexstride
