// Nothing a map says can act (issue 29 §1): strings from files (unit names, sides, hex owners,
// terrain and feature names) are shown as the characters they are. Markup planted in every
// string field of a map and of its ruleset must not be interpreted by the map's tool tip, the
// Resolve Turn dock (tool tips, cells, messages), the status bar, the palette or the hex info,
// and the <img> pointing at a real PNG file must never be loaded.
#include "../core/support/rulesettestutil.h"
#include "docks/propertiesdock.h"
#include "i18n/translations.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "plaintext.h"
#include "planner/planner.h"
#include "planner/playerarmies.h"
#include "resolve/resolveturndock.h"
#include "rules/rulesetwriter.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTreeWidget>
#include <QUndoCommand>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
const QPoint kOffset(12, 12);
} // namespace

class TestPlainText : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_png;
    std::unique_ptr<MainWindow> m_window;
    // One string per field, each with markup that would show (bold, a heading, a red colour,
    // an entity, an image from the disk) if it were read as HTML.
    QString m_unitA, m_unitB, m_sideA, m_sideB, m_owner, m_terrain, m_feature, m_title;

    const HexMap &map() { return m_window->document()->map(); }
    Hex at(int col, int row) { return testutil::at(map(), col + kOffset.x(), row + kOffset.y()); }
    QString markup(const QString &word) const
    {
        return QStringLiteral("<h1 style=\"color:red\">%1</h1><b>bold</b> &amp; <img src=\"%2\">")
            .arg(word, m_png);
    }
    /// The tool tip the map view shows at `hex`.
    QString mapToolTip(Hex hex)
    {
        MapView *view = m_window->mapView();
        QToolTip::hideText();
        const QPoint pos = view->sceneToViewport(view->params().centre(hex)).toPoint();
        QHelpEvent help(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
        QCoreApplication::sendEvent(view->viewport(), &help);
        return QToolTip::text();
    }
    /// `text`, shown as Qt shows a tool tip, reads `expected` and loads nothing.
    static bool showsLiterally(const QString &text, const QString &expected,
                               Qt::TextFormat format = Qt::AutoText)
    {
        Shown s = shownAsText(text, format);
        // A tool tip breaks its lines at spaces (plainToolTip): `expected` is one line.
        if (!expected.contains(QLatin1Char('\n')))
            s.text.replace(QLatin1Char('\n'), QLatin1Char(' '));
        if (s.text == expected && s.loaded.isEmpty())
            return true;
        qWarning("shown: %s\nexpected: %s\nloaded %d resource(s), from: %s", qPrintable(s.text),
                 qPrintable(expected), int(s.loaded.size()), qPrintable(text));
        return false;
    }
    static bool labelShowsLiterally(const QLabel *label, const QString &expected)
    {
        return label && showsLiterally(label->text(), expected, label->textFormat());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        isolateSettings(m_dir);
        applyLanguage(*QCoreApplication::instance(), QStringLiteral("en"));
        // A real image on the disk: were the markup read, Qt would load it.
        m_png = m_dir.filePath("planted.png");
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(m_png));
        m_unitA = markup("Aragorn");
        m_unitB = markup("Boromir");
        m_sideA = markup("West");
        m_sideB = markup("East");
        m_owner = markup("Gondor");
        m_terrain = markup("Open ground");
        m_feature = markup("Town");
        m_title = markup("Title");
        // The rendering this test checks against: markup does load the image.
        QVERIFY(!shownAsText(m_unitA).loaded.isEmpty());
    }

    void init()
    {
        // strategic-commanders: two forces entering one hex contest it. Its first terrain
        // ("open", which the map is filled with) gets a planted name, a hex feature with a
        // planted name is added, and the map embeds the ruleset.
        Ruleset r = *testutil::bundled("strategic-commanders");
        QVERIFY(!r.vocabulary.terrains.isEmpty());
        r.vocabulary.terrains[0].name = {m_terrain, m_terrain};
        FeatureDefinition townFeature;
        townFeature.id = "town";
        townFeature.name = {m_feature, m_feature};
        r.vocabulary.hexFeatures.prepend(townFeature);
        const QString openId = r.vocabulary.terrains[0].id;
        HexMap m = testutil::mapFor(r, 40, 32, openId);
        m.setTitle(m_title);
        // Equal figures: the contest is also a decision for the referee (a combo box).
        const QList<std::tuple<QString, QString, QPoint, QString>> movers{
            {m_unitA, m_sideA, {2, 2}, "e e"}, {m_unitB, m_sideB, {6, 2}, "w w"}};
        for (const auto &[name, side, start, orders] : movers) {
            const Hex h = testutil::at(m, start.x() + kOffset.x(), start.y() + kOffset.y());
            m.units() << MapUnit{name, side, h, {}, 10};
            m.plans() << MovementPlan{"plan " + orders, name, h, orders.split(' '), {}};
        }
        const Hex town = testutil::at(m, 8 + kOffset.x(), 6 + kOffset.y());
        m.setHexFeatures(town, 1);
        m.sides().setOwner(town, m_owner);
        const QString path = m_dir.filePath("planted.hexmap");
        QCOMPARE(saveMapFile(m, path, MapRulesetRef{rulesetToJson(r), {}}), QString());
        QVERIFY(openMainWindow(m_window, std::nullopt, {1300, 800}));
        QVERIFY(m_window->openFile(path));
        QVERIFY(m_window->document()->ruleset());
        QCOMPARE(m_window->document()->ruleset()->vocabulary.terrains[0].name.en, m_terrain);
        // Opening a map with a ruleset of its own does not restyle the view yet (reported with
        // issue 29): the map's properties changing does (MainWindow::applyRuleset).
        emit m_window->document()->propertiesChanged();
    }
    void cleanup()
    {
        QToolTip::hideText();
        m_window.reset();
    }

    // Qt lays a short rich-text tool tip out at a quarter or a half of 80 characters (a Rule
    // cell of the Resolve panel read 20 characters a line): plainToolTip breaks the lines
    // itself, at spaces, at most 72 characters, and Qt keeps them.
    void toolTipsBreakTheirOwnLinesAtSpaces()
    {
        QStringList words;
        for (int i = 0; i < 30; ++i)
            words << QStringLiteral("word");
        // 14 words and their spaces are 69 characters; a 15th would make 74.
        const QString line14 = QStringList(words.mid(0, 14)).join(' ');
        const QString line2 = QStringList(words.mid(14, 14)).join(' ');
        const QString line3 = QStringLiteral("word word");
        QCOMPARE(shownAsText(plainToolTip(words.join(' '))).text,
                 line14 + '\n' + line2 + '\n' + line3);
        // A 90-character path has a line of its own; a line break of the text is kept.
        const QString path = "/" + QString(89, 'p');
        QCOMPARE(shownAsText(plainToolTip("File:\n" + path + " is open")).text,
                 "File:\n" + path + "\nis open");
        // The tool tip as Qt shows it is as wide as its longest line, not 20 characters.
        QToolTip::showText(QPoint(10, 10), plainToolTip(words.join(' ')));
        const auto shownTip = [] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (w->objectName() == QLatin1String("qtooltip_label") && w->isVisible())
                    return qobject_cast<QLabel *>(w);
            return static_cast<QLabel *>(nullptr);
        };
        QTRY_VERIFY(shownTip());
        const QLabel *tip = shownTip();
        QVERIFY2(tip->width() >= QFontMetrics(tip->font()).horizontalAdvance(line14),
                 qPrintable(QString::number(tip->width())));
        QToolTip::hideText();
    }

    void theMapToolTipShowsTheOwnerAsWritten()
    {
        const Hex town = at(8, 6);
        frameView(m_window->mapView(), 2.0, town);
        const QString tip = mapToolTip(town);
        QVERIFY(!tip.isEmpty());
        // "Hex %1 — owner: %2", the label worked out from the map's ColRow scheme.
        QVERIFY(showsLiterally(tip, "Hex " + map().label(town) + " — owner: " + m_owner));
    }

    void theResolveDockShowsNamesAsWritten()
    {
        ResolveTurnDock *dock = openResolveTurnDock(m_window.get());
        QVERIFY(dock && dock->isVisible());

        // The units table: names and sides in the cells and in their tool tips.
        QTableWidget *units = dock->unitsTable();
        QCOMPARE(units->rowCount(), 2);
        const QStringList names{m_unitA, m_unitB}, sides{m_sideA, m_sideB};
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(units->item(row, 0)->text(), names[row]);
            QVERIFY(showsLiterally(units->item(row, 0)->toolTip(), names[row]));
            QCOMPARE(units->item(row, 1)->text(), sides[row]);
            QVERIFY(showsLiterally(units->item(row, 1)->toolTip(), sides[row]));
        }

        // The contested hex: its row lists both names; the decision's combo box and the last
        // cell quote the question, which names the units.
        QTableWidget *conflicts = dock->conflictsTable();
        QCOMPARE(conflicts->rowCount(), 2);
        const QString both = m_unitA + ", " + m_unitB;
        QCOMPARE(conflicts->item(0, 2)->text(), both);
        QVERIFY(showsLiterally(conflicts->item(0, 2)->toolTip(), both));
        auto *combo = qobject_cast<QComboBox *>(conflicts->cellWidget(1, 3));
        QVERIFY(combo);
        const Shown question = shownAsText(combo->toolTip());
        QVERIFY2(QString(question.text).replace('\n', ' ').contains(m_unitA),
                 qPrintable(question.text)); // its lines broken at spaces
        QVERIFY(question.loaded.isEmpty());
        QVERIFY(showsLiterally(conflicts->item(1, 4)->toolTip(), conflicts->item(1, 4)->text()));
        QVERIFY(conflicts->item(1, 4)->text().contains(m_unitA));

        // The map's tool tip at the contested hex (4,2): "period, units: explanation — rule: …"
        // on the first line, the decision on the second.
        const QString tip = mapToolTip(at(4, 2));
        const Shown shown = shownAsText(tip);
        QVERIFY2(QString(shown.text).replace('\n', ' ').startsWith("Day 1, " + both + ": "),
                 qPrintable(shown.text)); // its lines broken at spaces
        QVERIFY(shown.loaded.isEmpty());
        // The decision starts a line of its own; no line is longer than 72 characters.
        QVERIFY2(shown.text.contains("\nWho moves into"), qPrintable(shown.text));
        for (const QString &line : shown.text.split('\n'))
            QVERIFY2(line.size() <= 72 || !line.contains(' '), qPrintable(line));
    }

    void anOrdersFileMessageShowsNamesAsWritten()
    {
        ResolveTurnDock *dock = openResolveTurnDock(m_window.get());
        QVERIFY(dock);
        // A line whose start hex is not on the map: the message quotes the unit's name.
        QFile orders(m_dir.filePath("orders.txt"));
        QVERIFY(orders.open(QIODevice::WriteOnly));
        orders.write((m_unitA + " | 9999 | | e\n").toUtf8());
        orders.close();
        QVERIFY(dock->loadOrdersFile(orders.fileName()));
        auto *message = dock->findChild<QLabel *>("resolveMessage");
        QVERIFY(message && !message->isHidden());
        QVERIFY2(message->text().contains(m_unitA), qPrintable(message->text()));
        QVERIFY(labelShowsLiterally(message, message->text()));
    }

    void theStatusBarAndTheHexInfoShowTerrainAsWritten()
    {
        // Pointing at a hex of the first terrain: the status bar names it.
        MapView *view = m_window->mapView();
        const Hex town = at(8, 6);
        frameView(view, 2.0, town);
        const QPointF pos = view->sceneToViewport(view->params().centre(town));
        sendMouse(view->viewport(), QEvent::MouseMove, pos, Qt::NoButton, Qt::NoButton);
        auto *terrain = m_window->statusBar()->findChild<QLabel *>("statusTerrain");
        QVERIFY(terrain);
        QTRY_COMPARE(terrain->text(), m_terrain);
        QVERIFY(labelShowsLiterally(terrain, m_terrain));
        // walk14 #24: "Открытая местность выс. 0": a long terrain name ran into the elevation
        // next to it. At least two spaces' width lies between the two texts.
        auto *elevation = m_window->statusBar()->findChild<QLabel *>("statusElevation");
        QVERIFY(elevation && !elevation->text().isEmpty());
        const QFontMetrics fm = terrain->fontMetrics();
        // Where the terrain's text ends: its advance, or its pane's content edge if longer.
        const int terrainEnds
            = terrain->x()
              + std::min(terrain->contentsRect().right(),
                         terrain->contentsRect().left() + fm.horizontalAdvance(terrain->text()));
        const int elevationStarts = elevation->x() + elevation->contentsRect().left();
        QVERIFY2(elevationStarts - terrainEnds >= fm.horizontalAdvance(QStringLiteral("  ")),
                 qPrintable(QString::number(elevationStarts - terrainEnds)));
        // The hex info (Properties dock) lists the terrain, the feature and the owner.
        auto *properties = m_window->findChild<PropertiesDock *>();
        QVERIFY(properties);
        properties->showHex(town);
        auto *tree = properties->findChild<QTreeWidget *>();
        QVERIFY(tree);
        QStringList values;
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            values << tree->topLevelItem(i)->text(1);
        QVERIFY2(values.contains(m_terrain) && values.contains(m_feature)
                     && values.contains(m_owner),
                 qPrintable(values.join('\n')));
    }

    // probe15 P02: the player's "Your armies" list gave a unit's name to its tool tip as is.
    void theArmiesListShowsNamesAsWritten()
    {
        PlayerArmies *armies = m_window->planner()->playerArmies();
        armies->setSide(m_sideA);
        QCOMPARE(armies->rowCount(), 1);
        const QString tip = armies->data(armies->index(0, 0), Qt::ToolTipRole).toString();
        const Shown shown = shownAsText(tip);
        QVERIFY2(QString(shown.text).replace('\n', ' ').startsWith(m_unitA + ": "),
                 qPrintable(shown.text));
        QVERIFY(shown.loaded.isEmpty());
    }

    // probe15 P03: the tool bar's Undo button showed the command's text as rich text ("Draw
    // <h1>River</h1>…" loaded the planted image); an "&" of a name is no accelerator either.
    void theUndoToolTipShowsNamesAsWritten()
    {
        QUndoStack *stack = m_window->document()->undoStack();
        stack->push(new QUndoCommand("Draw " + m_feature + " & more"));
        QAction *undo = nullptr;
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->text().startsWith("&Undo"))
                undo = a;
        QVERIFY(undo);
        QVERIFY(showsLiterally(undo->toolTip(), "Undo Draw " + m_feature + " & more"));
        QVERIFY2(undo->text().endsWith(" && more"), qPrintable(undo->text()));
        stack->undo();
        QVERIFY(showsLiterally(undo->toolTip(), "Undo"));
    }

    void thePaletteToolTipsShowNamesAsWritten()
    {
        // The palette lists the terrains and the hex features by name, their tool tips too.
        QList<QListWidget *> lists = m_window->findChildren<QListWidget *>();
        bool terrainSeen = false, featureSeen = false;
        for (QListWidget *list : lists) {
            for (int i = 0; i < list->count(); ++i) {
                const QListWidgetItem *item = list->item(i);
                if (item->text() == m_terrain) {
                    // The first terrain: "%1 (key %2)".
                    QVERIFY(showsLiterally(item->toolTip(), m_terrain + " (key 1)"));
                    terrainSeen = true;
                } else if (item->text() == m_feature) {
                    QVERIFY(showsLiterally(item->toolTip(), m_feature));
                    featureSeen = true;
                }
            }
        }
        QVERIFY(terrainSeen);
        QVERIFY(featureSeen);
    }
};

QTEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
