#pragma once

#include "map/hexmap.h"

#include <QAbstractEventDispatcher>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMouseEvent>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWidget>

namespace hexstride::testing {

/// Settings in a temporary folder, test-mode standard paths: nothing touches the user's files.
inline void isolateSettings(const QTemporaryDir &dir)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir.path());
    QCoreApplication::setOrganizationName("HexstrideTest");
    // One application name per test program: the recovery folder (AppDataLocation) is then its
    // own, and tests that autosave and recover do not meet under ctest --parallel.
    QCoreApplication::setApplicationName(
        "GuiTest-" + QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
}

/// Runs what the event loop holds (posted layout requests, zero-time timers and what they post
/// in turn) until it holds nothing: the window's deferred work is done, with no fixed sleep.
/// Bounded, for a view that keeps queueing repaints.
inline void finishDeferredWork()
{
    QAbstractEventDispatcher *events = QAbstractEventDispatcher::instance();
    for (int round = 0; round < 100 && events->processEvents(QEventLoop::AllEvents); ++round) {}
}

/// Sends a mouse event straight to a widget (moves with buttons held included).
inline void sendMouse(QWidget *w, QEvent::Type type, QPointF pos, Qt::MouseButton button,
                      Qt::MouseButtons buttons, Qt::KeyboardModifiers mods = {})
{
    QMouseEvent e(type, pos, w->mapToGlobal(pos), button, buttons, mods);
    QCoreApplication::sendEvent(w, &e);
}

inline void drag(QWidget *w, const QList<QPointF> &points, Qt::MouseButton button = Qt::LeftButton,
                 Qt::KeyboardModifiers mods = {})
{
    sendMouse(w, QEvent::MouseButtonPress, points.first(), button, button, mods);
    for (qsizetype i = 1; i < points.size(); ++i) {
        // Intermediate steps like a real mouse produces.
        const QPointF a = points[i - 1], b = points[i];
        for (int k = 1; k <= 4; ++k)
            sendMouse(w, QEvent::MouseMove, a + (b - a) * (k / 4.0), Qt::NoButton, button, mods);
    }
    sendMouse(w, QEvent::MouseButtonRelease, points.last(), button, Qt::NoButton, mods);
}

/// A small map with known ids: terrains plains, forest, sea; edges minor-river, road, ford.
inline HexMap testMap(int w = 14, int h = 10, Orientation o = Orientation::PointyTop)
{
    MapShape shape{w, h, {o, OffsetParity::OddShifted}, LabelScheme::ColRow};
    return HexMap(shape, "test", IdTable({"plains", "forest", "sea"}), IdTable({"town"}),
                  IdTable({"minor-river", "road", "ford", "bridge"}), 0);
}

/// Counts hexes whose terrain differs between two maps of the same shape.
inline int terrainDifferences(const HexMap &a, const HexMap &b)
{
    int n = 0;
    for (int i = 0; i < a.hexCount(); ++i)
        n += a.terrainLayer()[std::size_t(i)] != b.terrainLayer()[std::size_t(i)];
    return n;
}

inline int edgeDifferences(const HexMap &a, const HexMap &b)
{
    int n = 0;
    for (std::size_t i = 0; i < a.edgeLayer().size(); ++i)
        n += a.edgeLayer()[i] != b.edgeLayer()[i];
    return n;
}

} // namespace hexstride::testing
