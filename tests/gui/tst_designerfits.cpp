// The designer fits a 1280 × 800 screen (issue 32): shown in a window of that size, in English and
// Russian, on every page (the vocabulary's three and every section of the pages that list their
// parts), the window keeps its size (no minimum wider or taller than the screen) and every
// visible button and label ends inside the window on the right: a help line wraps, a wide form
// shrinks or scrolls inside its page. The test runs on an offscreen screen of 1280 × 800 (made
// in main() below), and the designer opened as the app opens it lies on that screen. Before, it
// opened 1320 px wide, so the Russian help line and the «Очистить» (Clear) button ended beyond
// the screen's right edge.
#include "designer/costtabledesigner.h"
#include "i18n/translations.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

class TestDesignerFits : public DesignerFixture
{
    Q_OBJECT
private:
    /// The buttons and labels of the designer that show and end beyond the window's right edge
    /// or the screen's (a widget scrolled out of its scroll area's sight does not count).
    QStringList cutOffRight(const QString &where) const
    {
        QStringList problems;
        const int screenRight = QGuiApplication::primaryScreen()->availableGeometry().right() + 1
                                - m_designer->mapToGlobal(QPoint(0, 0)).x();
        const int right = std::min(m_designer->width(), screenRight);
        for (QWidget *w : m_designer->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(m_designer.get()) || w->visibleRegion().isEmpty())
                continue;
            if (!qobject_cast<QAbstractButton *>(w) && !qobject_cast<QLabel *>(w))
                continue;
            const int end = w->mapTo(m_designer.get(), QPoint(w->width(), 0)).x();
            if (end > right) {
                const auto *button = qobject_cast<QAbstractButton *>(w);
                const auto *label = qobject_cast<QLabel *>(w);
                const QString text = button ? button->text() : label->text().left(60);
                problems << QString("%1: %2 \"%3\" ends at %4 px of %5")
                                .arg(where, QString(w->metaObject()->className()), text)
                                .arg(end)
                                .arg(right);
            }
        }
        return problems;
    }

    /// Every page, sub-page and listed section of the designer, each checked where it shows.
    QStringList everyPageProblems()
    {
        QStringList problems;
        QTabWidget *pages = m_designer->pages();
        for (int p = 0; p < pages->count(); ++p) {
            pages->setCurrentIndex(p);
            QWidget *page = pages->widget(p);
            const QString name = pages->tabText(p);
            QList<QTabWidget *> inner;
            if (auto *tabs = qobject_cast<QTabWidget *>(page))
                inner << tabs;
            const auto check = [&](const QString &where) {
                finishDeferredWork();
                problems << cutOffRight(where);
            };
            // Pages listing their parts at the left (Rules, Turns & Settings): each part.
            const auto lists = page->findChildren<QListWidget *>();
            QListWidget *sections = nullptr;
            for (QListWidget *l : lists) {
                if (l->maximumWidth() == l->minimumWidth()) // the fixed-width list of parts
                    sections = l;
            }
            if (!inner.isEmpty()) {
                for (int t = 0; t < inner.first()->count(); ++t) {
                    inner.first()->setCurrentIndex(t);
                    check(name + " / " + inner.first()->tabText(t));
                }
            } else if (sections) {
                for (int s = 0; s < sections->count(); ++s) {
                    sections->setCurrentRow(s);
                    check(name + " / " + sections->item(s)->text());
                }
            } else {
                check(name);
            }
        }
        return problems;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void cleanup()
    {
        closeDesigner();
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        QCoreApplication::processEvents();
    }

    void everyPageFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("ruleset");
        QTest::newRow("en pbm-strategic") << "en"
                                          << "pbm-strategic";
        QTest::newRow("ru pbm-strategic") << "ru"
                                          << "pbm-strategic";
        QTest::newRow("ru tactical-formations") << "ru"
                                                << "tactical-formations";
        QTest::newRow("en tactical-formations") << "en"
                                                << "tactical-formations";
    }
    void everyPageFits()
    {
        QFETCH(QString, language);
        QFETCH(QString, ruleset);
        applyLanguage(*QCoreApplication::instance(), language);
        openDesigner(ruleset);
        QCoreApplication::processEvents(); // the posted LanguageChange
        // Opened as the app opens it: within the screen, wherever it is placed.
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        QCOMPARE(screen.size(), QSize(1280, 800));
        m_designer->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_designer.get()));
        finishDeferredWork();
        QVERIFY2(screen.contains(m_designer->frameGeometry()),
                 qPrintable(QString("the designer opens at %1 × %2")
                                .arg(m_designer->frameGeometry().width())
                                .arg(m_designer->frameGeometry().height())));
        QStringList problems = cutOffRight("as opened");
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        // And at the whole screen's size, as a designer may make it.
        m_designer->resize(1280, 800);
        finishDeferredWork();
        // The window may be as small as the screen: its minimum is not wider or taller.
        const QSize minimum = m_designer->minimumSizeHint().expandedTo(m_designer->minimumSize());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 800,
                 qPrintable(QString("minimum %1 × %2").arg(minimum.width()).arg(minimum.height())));
        QCOMPARE(m_designer->size(), QSize(1280, 800));
        problems = everyPageProblems();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
        QCOMPARE(m_designer->size(), QSize(1280, 800));
    }
};

// An offscreen screen of 1280 × 800 (the platform's own is 800 × 600).
int main(int argc, char **argv)
{
    QTemporaryDir dir;
    const QString config = dir.filePath("screen-1280x800.json");
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(R"({"screens": [{"name": "small", "x": 0, "y": 0, "width": 1280,
                          "height": 800, "logicalDpi": 96, "dpr": 1}]})")
               < 0)
        return 1;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestDesignerFits test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_designerfits.moc"
