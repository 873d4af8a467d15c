#pragma once

// The main window most GUI tests start from: made, sized, given a map, shown and exposed.
#include "mainwindow.h"
#include "map/hexmap.h"
#include "view/mapview.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSize>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <QToolBar>

#include <functional>
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

/// Rules > Resolve Turn, chosen as a user does; the dock it shows (null when the window has no
/// such action).
inline ResolveTurnDock *openResolveTurnDock(MainWindow *window)
{
    auto *action = window->findChild<QAction *>(QStringLiteral("actionResolveTurn"));
    if (!action)
        return nullptr;
    action->trigger();
    QCoreApplication::processEvents();
    return window->resolveTurnDock();
}

/// Zooms the view and centres it on `centre`, then lets it lay out, so that clicks land on the
/// hexes the test names.
inline void frameView(MapView *view, double zoom, Hex centre)
{
    view->setZoom(zoom);
    view->centreOn(centre);
    QCoreApplication::processEvents();
}

/// Picks a tool as a user does: a click on its button in the Tools tool bar. False when the
/// window has no button for `toolId` (use in QVERIFY).
[[nodiscard]] inline bool clickToolButton(MainWindow *window, const QString &toolId)
{
    auto *bar = window->findChild<QToolBar *>(QStringLiteral("toolsToolBar"));
    if (!bar)
        return false;
    for (QAction *a : bar->actions()) {
        if (a->data().toString() != toolId)
            continue;
        QWidget *button = bar->widgetForAction(a);
        if (!button || !button->isVisible())
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        return a->isChecked();
    }
    return false;
}

/// Picks an entry of the palette as a user does: a click on tab `tab` (0 terrains, 1 edge
/// features, 2 hex features), then on the entry whose text is `text`. False when it is not there.
[[nodiscard]] inline bool clickPaletteEntry(MainWindow *window, int tab, const QString &text)
{
    auto *palette = window->findChild<QDockWidget *>(QStringLiteral("paletteDock"));
    auto *tabs = palette ? palette->findChild<QTabWidget *>() : nullptr;
    if (!tabs || !palette->isVisible())
        return false;
    QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {}, tabs->tabBar()->tabRect(tab).center());
    auto *list = qobject_cast<QListWidget *>(tabs->currentWidget());
    if (tabs->currentIndex() != tab || !list)
        return false;
    const QList<QListWidgetItem *> found = list->findItems(text, Qt::MatchExactly);
    if (found.size() != 1)
        return false;
    list->scrollToItem(found.first());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(found.first()).center());
    return list->currentItem() == found.first();
}

/// The entry `entry` ("&New Ruleset…") of the menu `menu` ("&Ruleset") in `window`'s menu bar,
/// when it is there and enabled (a user can choose it); else null.
inline QAction *menuEntry(QMainWindow *window, const QString &menu, const QString &entry)
{
    for (QAction *m : window->menuBar()->actions()) {
        if (m->text() != menu || !m->menu())
            continue;
        for (QAction *a : m->menu()->actions()) {
            if (a->text() == entry && a->isEnabled() && a->isVisible())
                return a;
        }
    }
    return nullptr;
}

/// The field a form's label names ("Add on the &left:"), as the label's mnemonic reaches it.
template<typename Field>
Field *fieldLabelled(QWidget *form, const QString &label)
{
    for (auto *l : form->findChildren<QLabel *>()) {
        if (l->text() == label)
            return qobject_cast<Field *>(l->buddy());
    }
    return nullptr;
}

/// Types `text` into a widget key by key, letters beyond ASCII (Russian names) included, which
/// QTest::keyClicks refuses.
inline void typeText(QWidget *w, const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() < 128)
            QTest::keyClick(w, char(c.unicode()));
        else
            QTest::sendKeyEvent(QTest::Click, w, Qt::Key_unknown, QString(c), Qt::NoModifier);
    }
}

/// Types `value` into a spin box as a user does: all of it selected, the digits typed.
inline void typeInto(QSpinBox *spin, int value)
{
    QVERIFY(spin);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QCOMPARE(spin->value(), value);
}

/// Clicks the tab whose text (without its "&") is `text`. False when there is none.
[[nodiscard]] inline bool clickTab(QTabWidget *tabs, const QString &text)
{
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->tabText(i).remove(QLatin1Char('&')) == text) {
            QTest::mouseClick(tabs->tabBar(), Qt::LeftButton, {},
                              tabs->tabBar()->tabRect(i).center());
            return tabs->currentIndex() == i;
        }
    }
    return false;
}

/// Calls `open` (which runs modal dialogs) and hands each modal dialog, while it is shown, to
/// `answer`, which fills it and closes it as a user does (a dialog it leaves open is handed to it
/// again). Returns when `open` returns.
inline void answerModals(const std::function<void()> &open,
                         const std::function<void(QWidget *)> &answer)
{
    const auto done = std::make_shared<bool>(false);
    const auto poll = std::make_shared<std::function<void()>>();
    *poll = [done, answer, weak = std::weak_ptr(poll)] {
        if (*done)
            return;
        if (QWidget *modal = QApplication::activeModalWidget())
            answer(modal);
        if (const auto again = weak.lock())
            QTimer::singleShot(20, *again);
    };
    QTimer::singleShot(0, *poll);
    open();
    *done = true;
}

} // namespace hexstride::testing
