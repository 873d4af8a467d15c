// Help ▸ User Guide: F1 opens the bundled guide at the page about the active tool, in the
// interface language; links between pages navigate and pictures load.
#include "designer/costtabledesigner.h"
#include "help/userguide.h"
#include "help/userguidewindow.h"
#include "i18n/translations.h"
#include "mainwindow.h"
#include "support/guitestutil.h"
#include "testpaths.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// The first heading of a page as written in docs/guide (what the browser must show first).
QString headingOf(const QString &language, const QString &page)
{
    QFile f(testpaths::source("/docs/guide/%1/%2").arg(language, page));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString first = QString::fromUtf8(f.readLine()).trimmed();
    return first.startsWith(QLatin1String("# ")) ? first.mid(2) : QString();
}
} // namespace

class TestUserGuide : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    UserGuide *guide() { return m_window->findChild<UserGuide *>(); }
    QTextBrowser *browser() { return guide()->window()->browser(); }
    QString shownHeading() { return browser()->document()->firstBlock().text(); }
    void pressF1()
    {
        QTest::keyClick(QApplication::activeWindow() ? QApplication::activeWindow()
                                                     : m_window.get(),
                        Qt::Key_F1);
        QTRY_VERIFY(guide()->window() && guide()->window()->isVisible());
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
        m_window = std::make_unique<MainWindow>();
        m_window->showMap(testMap(), {}, true);
        m_window->show();
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window.reset();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void helpMenuOffersTheGuideOnF1()
    {
        QAction *a = m_window->findChild<QAction *>("actionUserGuide");
        QVERIFY(a);
        QCOMPARE(a->text(), QStringLiteral("&User Guide"));
        QCOMPARE(a->shortcut(), QKeySequence(Qt::Key_F1));
    }

    void f1OpensThePageOfTheActiveTool_data()
    {
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("page");
        QTest::newRow("planner") << "plan-movement"
                                 << "player.md";
        QTest::newRow("terrain brush") << "terrain-brush"
                                       << "referee.md";
        QTest::newRow("edge feature") << "edge-feature"
                                      << "referee.md";
    }
    void f1OpensThePageOfTheActiveTool()
    {
        QFETCH(QString, tool);
        QFETCH(QString, page);
        m_window->selectTool(tool);
        pressF1();
        QCOMPARE(guide()->window()->currentPage(), page);
        QCOMPARE(browser()->source(), QUrl("qrc:/guide/en/" + page));
        QVERIFY(!headingOf("en", page).isEmpty());
        QCOMPARE(shownHeading(), headingOf("en", page));
    }

    void f1InTheDesignerOpensTheDesignerPage()
    {
        CostTableDesigner *designer = m_window->costTableDesigner();
        designer->show();
        QApplication::setActiveWindow(designer);
        QTRY_VERIFY(designer->isActiveWindow());
        pressF1();
        QCOMPARE(guide()->window()->currentPage(), QStringLiteral("designer.md"));
    }

    void guideSpeaksTheInterfaceLanguage()
    {
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("ru"));
        QTRY_COMPARE(m_window->findChild<QAction *>("actionUserGuide")->text(),
                     QStringLiteral("&Руководство пользователя"));
        m_window->selectTool("plan-movement");
        pressF1();
        QCOMPARE(browser()->source(), QUrl("qrc:/guide/ru/player.md"));
        QVERIFY(!headingOf("ru", "player.md").isEmpty());
        QCOMPARE(shownHeading(), headingOf("ru", "player.md"));
        // Switching back while the guide is open shows the same page in English.
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QTRY_COMPARE(browser()->source(), QUrl("qrc:/guide/en/player.md"));
        QCOMPARE(shownHeading(), headingOf("en", "player.md"));
    }

    void clickingALinkOpensThatPage()
    {
        guide()->open("index.md");
        QTRY_VERIFY(guide()->window()->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(guide()->window()));
        // The first link to another page of the guide, and where it is drawn.
        QTextDocument *doc = browser()->document();
        QString href;
        QTextCursor at;
        for (QTextBlock b = doc->begin(); b.isValid() && href.isEmpty(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextFragment f = it.fragment();
                if (f.charFormat().isAnchor() && f.charFormat().anchorHref().endsWith(".md")) {
                    href = f.charFormat().anchorHref();
                    at = QTextCursor(doc);
                    at.setPosition(f.position() + 1);
                    break;
                }
            }
        }
        QVERIFY2(!href.isEmpty(), "the contents page links to no page");
        browser()->setTextCursor(at);
        browser()->ensureCursorVisible();
        const QPoint point = browser()->cursorRect(at).center();
        QTest::mouseClick(browser()->viewport(), Qt::LeftButton, {}, point);
        QTRY_COMPARE(guide()->window()->currentPage(), href);
        QCOMPARE(shownHeading(), headingOf("en", href));
    }

    void picturesOfAPageLoad()
    {
        guide()->open("player.md");
        QTRY_VERIFY(guide()->window()->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(guide()->window()));
        // Nothing is wider than the page: no sideways scrolling to see a picture.
        QTRY_COMPARE(browser()->horizontalScrollBar()->maximum(), 0);
        QTextDocument *doc = browser()->document();
        int images = 0;
        for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat f = it.fragment().charFormat();
                if (!f.isImageFormat())
                    continue;
                const QUrl url = browser()->source().resolved(QUrl(f.toImageFormat().name()));
                const QVariant data = browser()->loadResource(QTextDocument::ImageResource, url);
                QImage image;
                if (data.canConvert<QImage>())
                    image = data.value<QImage>();
                else
                    image.loadFromData(data.toByteArray());
                QVERIFY2(image.width() > 100, qPrintable(url.toString()));
                // Wider screenshots are scaled down to the page, never shown cut off.
                const double shown = f.toImageFormat().width();
                QVERIFY2(shown > 0 && shown <= browser()->viewport()->width(),
                         qPrintable(QString::number(shown)));
                ++images;
            }
        }
        QVERIFY(images > 0);
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
