// Where the docks open at 1280 × 800 (walk17 X16): the Resolve Turn dock, opened while the map
// check is open under the map, is a tab beside it with the map's whole width, not half of it
// (the replay slider was a bare handle, the Events column cut); the map check stays a click away.
#include "mainwindow.h"
#include "resolve/resolveturndock.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QAction>
#include <QDockWidget>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestDockPlacement : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void resolveTurnOpensAsATabBesideTheMapCheck()
    {
        QVERIFY(openMainWindow(m_window, std::nullopt, {1280, 800}));
        m_window->openStartMap();
        m_window->findChild<QAction *>("actionCheckMap")->trigger();
        auto *check = m_window->findChild<QDockWidget *>("mapCheckDock");
        QVERIFY(check);
        QTRY_VERIFY(check->isVisible());
        m_window->findChild<QAction *>("actionResolveTurn")->trigger();
        ResolveTurnDock *resolve = m_window->resolveTurnDock();
        QTRY_VERIFY(resolve->isVisible());
        QVERIFY(m_window->tabifiedDockWidgets(check).contains(resolve));
        // As wide as the map above it, and the slider a groove, not a handle.
        QTRY_VERIFY2(resolve->width() >= m_window->mapView()->width() - 8,
                     qPrintable(QStringLiteral("dock %1, map %2")
                                    .arg(resolve->width())
                                    .arg(m_window->mapView()->width())));
        const auto *slider = resolve->findChild<QSlider *>();
        QVERIFY(slider);
        QVERIFY2(slider->width() >= 200, qPrintable(QString::number(slider->width())));
    }
};

QTEST_MAIN(TestDockPlacement)
#include "tst_dockplacement.moc"
