// The status bar's message at 1280 × 800: a long one ends in "…" before the fields at the right
// (hex, terrain, elevation, sides, zoom) instead of running under them, and its tool tip shows it
// whole (walk 12, #13: the Russian hint of the hex-side tool ran under the hex number).

#include "hex/edge.h"
#include "hex/orientation.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QDockWidget>
#include <QHelpEvent>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// The Russian hint of the hex-side tool, as translations/hexstride_ru.ts gives it.
const QString kEdgeHint = QStringLiteral(
    "Щелчок у стороны гекса ставит или убирает выбранную реку, дорогу, брод, мост или стену; "
    "перетаскивание рисует одну сторону гекса за другой; Shift или правая кнопка удаляет");

/// Whether any pixel of `strip` differs from the status bar's background.
bool hasInk(const QImage &image, const QRect &strip, QColor background)
{
    for (int y = strip.top(); y <= strip.bottom(); ++y)
        for (int x = strip.left(); x <= strip.right(); ++x)
            if (image.pixelColor(x, y) != background)
                return true;
    return false;
}
} // namespace

class TestStatusMessages : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    /// The window at 1280 × 800 in Russian on the start map, the pointer on a hex: the status
    /// bar's fields hold its number, terrain, elevation and sides.
    void openInRussianHoveringAHex()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        m_window->openStartMap();
        QWidget *viewport = m_window->mapView()->viewport();
        sendMouse(viewport, QEvent::MouseMove, viewport->rect().center(), Qt::NoButton,
                  Qt::NoButton);
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    // walk15 #17: a side with two features was listed once per feature ("w: Minor river, w:
    // Road"); one entry a side now, the direction in capitals as the guide writes it.
    void theHexSidesFieldListsEachSideOnce()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        HexMap map = testMap(6, 4);
        const Hex hex = map.hexAtIndex(8);
        map.setEdgeFeatures(edgeOf(hex, *parseDirection(Orientation::PointyTop, "w")),
                            0b11); // a minor river and a road
        map.setEdgeFeatures(edgeOf(hex, *parseDirection(Orientation::PointyTop, "ne")),
                            0b1000); // a bridge
        m_window->showMap(map, {}, true);
        MapView *view = m_window->mapView();
        const auto &edges = view->style().edges;
        QVERIFY(edges.size() >= 4);
        frameView(view, 2.0, hex);
        sendMouse(view->viewport(), QEvent::MouseMove,
                  view->sceneToViewport(view->params().centre(hex)), Qt::NoButton, Qt::NoButton);
        auto *field = m_window->statusBar()->findChild<QLabel *>("statusEdges");
        QVERIFY(field);
        // Clockwise from the top: NE first, then W.
        QTRY_COMPARE(field->text(),
                     "NE: " + edges[3].name + "; W: " + edges[0].name + ", " + edges[1].name);
    }

    void aToolHintEndsAfterAClauseThatFits()
    {
        // The user hovers a hex (the fields fill), then picks the hex-side tool.
        openInRussianHoveringAHex();
        QVERIFY(clickToolButton(m_window.get(), "edge-feature"));
        QStatusBar *bar = m_window->statusBar();
        // walk16 W04: the hint is cut after a clause that fits, not in the middle of a word
        // behind "…": here the first clause, as the hint's second would not fit beside the
        // fields.
        const QString firstClause = kEdgeHint.section("; ", 0, 0);
        QCOMPARE(bar->currentMessage(), firstClause);
        QVERIFY(bar->fontMetrics().horizontalAdvance(kEdgeHint.section("; ", 0, 1))
                > m_window->statusMessageRoom());
        auto *hexField = bar->findChild<QLabel *>("statusHex");
        QVERIFY(hexField && hexField->isVisible() && !hexField->text().isEmpty());

        // Drawn: ink where the message begins, none in the 6 pixels before the hex field.
        bar->repaint();
        const QImage shot = bar->grab().toImage();
        const QColor background = shot.pixelColor(1, 1);
        const int fieldLeft = hexField->x();
        QVERIFY2(hasInk(shot, QRect(6, 2, 60, shot.height() - 4), background), "no message drawn");
        QVERIFY2(!hasInk(shot, QRect(fieldLeft - 6, 2, 6, shot.height() - 4), background),
                 "the message runs into the hex field");

        // Not cut: no "…", and the whole hint is in the tool's dock.
        QVERIFY(bar->fontMetrics().horizontalAdvance(firstClause) <= m_window->statusMessageRoom());
        const QList<QLabel *> docked
            = m_window->findChild<QDockWidget *>("toolOptionsDock")->findChildren<QLabel *>();
        QVERIFY(std::any_of(docked.cbegin(), docked.cend(),
                            [](const QLabel *l) { return l->text() == kEdgeHint; }));
    }

    void aLongMessageEndsBeforeTheFields()
    {
        // Any other long message (a warning from a file) still ends in "…" before the fields,
        // and its tool tip gives it whole.
        openInRussianHoveringAHex();
        QStatusBar *bar = m_window->statusBar();
        bar->showMessage(kEdgeHint);
        auto *hexField = bar->findChild<QLabel *>("statusHex");
        QVERIFY(hexField && hexField->isVisible() && !hexField->text().isEmpty());
        bar->repaint();
        const QImage shot = bar->grab().toImage();
        const QColor background = shot.pixelColor(1, 1);
        QVERIFY2(!hasInk(shot, QRect(hexField->x() - 6, 2, 6, shot.height() - 4), background),
                 "the message runs into the hex field");
        QHelpEvent help(QEvent::ToolTip, QPoint(40, bar->height() / 2),
                        bar->mapToGlobal(QPoint(40, bar->height() / 2)));
        QCoreApplication::sendEvent(bar, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString whole = shownAsText(QToolTip::text()).text.replace('\n', ' ');
        QVERIFY2(whole == kEdgeHint, qPrintable(whole)); // in lines broken at spaces
        QToolTip::hideText();
    }

    void aShortMessageHasNoToolTip()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        QStatusBar *bar = m_window->statusBar();
        bar->showMessage("Saved x.hexmap");
        QHelpEvent help(QEvent::ToolTip, QPoint(40, bar->height() / 2),
                        bar->mapToGlobal(QPoint(40, bar->height() / 2)));
        QCoreApplication::sendEvent(bar, &help);
        QCoreApplication::processEvents();
        QVERIFY(!QToolTip::isVisible());
    }
};

QTEST_MAIN(TestStatusMessages)
#include "tst_statusmessages.moc"
