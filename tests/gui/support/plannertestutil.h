#pragma once

// Driving the planner of a real main window: the maps the planner tests plan on, hexes by
// offset, clicks and hovers at their centres on the view's viewport, the unit's options, the
// planner's docks and the "Why this cost" text.
#include "mainwindow.h"
#include "mapdocument.h"
#include "planner/planner.h"
#include "planner/plannerdock.h"
#include "planner/plannersession.h"
#include "planner/unitdock.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "support/textfit.h"
#include "view/mapview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>

namespace hexstride::testing {

/// A map of `fill` for a ruleset, pointy-top with odd rows shifted, labelled col,row ("4,2"): the
/// shape every planner test works its hexes out on.
inline HexMap plannerMap(const Ruleset &ruleset, int width, int height,
                         const QString &fill = QStringLiteral("plains"))
{
    return mapForRuleset(
        ruleset,
        {width, height, {Orientation::PointyTop, OffsetParity::OddShifted}, LabelScheme::ColRow},
        fill);
}

/// The same for a bundled ruleset of the window, pbm-strategic unless named.
inline HexMap plannerMap(const MainWindow &window, int width, int height,
                         const QString &fill = QStringLiteral("plains"),
                         const QString &rulesetId = QStringLiteral("pbm-strategic"))
{
    const auto ruleset = window.rulesets().ruleset(rulesetId);
    if (!ruleset) {
        qWarning("no bundled ruleset %s", qPrintable(rulesetId));
        return {};
    }
    return plannerMap(*ruleset, width, height, fill);
}

/// Chooses the `index`th value of a unit option shown as a list, as a choice in the list does.
inline void chooseOption(UnitDock *units, const QString &option, int index)
{
    auto *combo = qobject_cast<QComboBox *>(units->optionWidget(option));
    QVERIFY2(combo, qPrintable(option));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

/// Ticks or unticks a unit option shown as a check box, as a click does.
inline void tickOption(UnitDock *units, const QString &option)
{
    auto *box = qobject_cast<QCheckBox *>(units->optionWidget(option));
    QVERIFY2(box, qPrintable(option));
    box->click();
}

class PlannerDriver
{
public:
    explicit PlannerDriver(MainWindow *window)
        : m_window(window)
    {}

    MapView *view() const { return m_window->mapView(); }
    QWidget *viewport() const { return view()->viewport(); }
    const HexMap &map() const { return m_window->document()->map(); }
    PlannerSession *session() const { return m_window->planner()->session(); }
    PlannerDock *dock() const { return m_window->planner()->planDock(); }
    UnitDock *unitDock() const { return m_window->planner()->unitDock(); }
    void choose(const QString &option, int index) const { chooseOption(unitDock(), option, index); }
    void tick(const QString &option) const { tickOption(unitDock(), option); }
    Hex at(int col, int row) const { return map().grid().toHex({col, row}); }
    QPoint centreOf(Hex h) const
    {
        return view()->sceneToViewport(view()->params().centre(h)).toPoint();
    }
    void click(Hex h) const { QTest::mouseClick(viewport(), Qt::LeftButton, {}, centreOf(h)); }
    void hover(Hex h) const
    {
        sendMouse(viewport(), QEvent::MouseMove, centreOf(h), Qt::NoButton, Qt::NoButton);
    }
    void leaveMap() const
    {
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(view(), &leave);
    }
    /// The player's armies (File ▸ Open Orders) as the list shows them: "Riders: e, e".
    QStringList armiesShown() const
    {
        QStringList out;
        const QAbstractItemModel *m = unitDock()->armiesView()->model();
        for (int r = 0; r < m->rowCount(); ++r)
            out << m->index(r, 0).data().toString();
        return out;
    }
    /// Picks the player's army on `row` with a click on its line in the list.
    void pickArmy(int row) const
    {
        QListView *list = unitDock()->armiesView();
        const QRect r = list->visualRect(list->model()->index(row, 0));
        QVERIFY(!r.isEmpty());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, r.center());
    }
    /// The "Why this cost" text as the player reads it.
    QString explanation() const { return dock()->explanationLabel()->text(); }
    /// Whether a widget of the planner dock is on screen whole, inside the part of the dock's
    /// scroll area in view (not below its fold).
    bool inViewOfDock(const QWidget *w) const
    {
        auto *scroll = dock()->findChild<QScrollArea *>(QStringLiteral("plannerDockScroll"));
        if (!scroll || !w->isVisible())
            return false;
        const QRect r(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
        return scroll->viewport()->rect().contains(r);
    }

    /// Everything of the planner a player cannot read whole without scrolling: texts cut or
    /// elided in either planner dock (the step table's cells and columns included), and a dock
    /// whose contents are taller or wider than the dock shows.
    QStringList fitProblems() const
    {
        QStringList problems;
        for (QDockWidget *d : {static_cast<QDockWidget *>(m_window->planner()->unitDock()),
                               static_cast<QDockWidget *>(dock())}) {
            if (!d->isVisible()) {
                problems << d->windowTitle() + QStringLiteral(": hidden");
                continue;
            }
            problems << textFitProblems(d, nullptr, FitCheck::WidgetsAndCells);
            // (The step table scrolls its rows, not a QScrollArea; its columns are checked above.)
            for (QScrollArea *scroll : d->findChildren<QScrollArea *>()) {
                if (scroll->verticalScrollBar()->maximum() > 0
                    || scroll->horizontalScrollBar()->maximum() > 0)
                    problems << QStringLiteral("%1: scrolls (%2 px down, %3 px across)")
                                    .arg(describe(scroll))
                                    .arg(scroll->verticalScrollBar()->maximum())
                                    .arg(scroll->horizontalScrollBar()->maximum());
            }
        }
        return problems;
    }

private:
    MainWindow *m_window;
};

} // namespace hexstride::testing
