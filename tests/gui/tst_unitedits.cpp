// A referee edits units with the Unit tool: plans go with their unit (renamed, moved, deleted),
// and the unit dialog never lets a name through that would make the saved map unloadable
// (issue 29: plans the turn refuses, maps the app saved but cannot open).
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "movement/turnresolver.h"
#include "support/campaigntestutil.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"
#include "view/objectlayout.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

class TestUnitEdits : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    MapView *view() { return m_window->mapView(); }
    MapDocument *doc() { return m_window->document(); }
    const HexMap &map() { return doc()->map(); }
    Hex at(int col, int row) { return map().grid().toHex({col, row}); }
    QPointF centreOf(Hex h) { return view()->sceneToViewport(view()->params().centre(h)); }

    /// Grey Host at 3,3 and Red Host at 6,3, each with a plan starting under it.
    static HexMap mapWithPlans()
    {
        HexMap m = testMap();
        const Hex grey = m.grid().toHex({3, 3}), red = m.grid().toHex({6, 3});
        m.units() << MapUnit{"Grey Host", "West", grey, {}, 300}
                  << MapUnit{"Red Host", "East", red, {}, 200};
        m.plans() << MovementPlan{"march", "Grey Host", grey, {"e", "e"}, {}}
                  << MovementPlan{"raid", "Red Host", red, {"w"}, {}};
        return m;
    }

    void click(Hex h, Qt::MouseButton button = Qt::LeftButton)
    {
        sendMouse(view()->viewport(), QEvent::MouseButtonPress, centreOf(h), button, button);
        sendMouse(view()->viewport(), QEvent::MouseButtonRelease, centreOf(h), button,
                  Qt::NoButton);
    }

    /// Clicks the unit at `h` (its dialog opens) and hands the dialog to `answer`.
    void editUnitAt(Hex h, const std::function<void(QDialog *)> &answer)
    {
        bool answered = false;
        answerModals([&] { click(h); },
                     [&](QWidget *w) {
                         auto *dialog = qobject_cast<QDialog *>(w);
                         if (!dialog || answered)
                             return;
                         answered = true;
                         answer(dialog);
                     });
        QVERIFY(answered);
    }

    /// A window on `m`, framed on 5,4, with the Unit tool picked.
    bool openWithTheUnitTool(const HexMap &m)
    {
        if (!openMainWindow(m_window, m))
            return false;
        frameView(view(), 1.0, at(5, 4));
        return clickToolButton(m_window.get(), "unit");
    }

    static QLineEdit *nameField(QDialog *d) { return d->findChildren<QLineEdit *>().value(0); }
    static QPushButton *okButton(QDialog *d)
    {
        return d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    }
    static QLabel *problemLabel(QDialog *d)
    {
        return d->findChild<QLabel *>(QStringLiteral("unitNameProblem"));
    }

    /// The values the Properties dock shows, top to bottom.
    QStringList shownProperties()
    {
        QStringList out;
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        const QTreeWidget *tree = dock ? dock->findChild<QTreeWidget *>() : nullptr;
        for (int i = 0; tree && i < tree->topLevelItemCount(); ++i)
            out << tree->topLevelItem(i)->text(1);
        return out;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init() { QVERIFY(openWithTheUnitTool(mapWithPlans())); }
    void cleanup() { m_window.reset(); }

    void aRenamedUnitKeepsItsPlan()
    {
        editUnitAt(at(3, 3), [](QDialog *d) {
            nameField(d)->selectAll();
            QTest::keyClicks(nameField(d), "Iron Host");
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
        QCOMPARE(map().units().at(0).name, QString("Iron Host"));
        QCOMPARE(map().plans().at(0).unit, QString("Iron Host"));
        QCOMPARE(map().plans().at(0).start, at(3, 3));
        QCOMPARE(map().plans().at(1).unit, QString("Red Host"));
        QVERIFY(planUnitProblems(map()).isEmpty());
        // Saved and opened again: the map loads and its plan still belongs to the unit.
        const QString path = m_dir.filePath("renamed.hexmap");
        QAction *save = menuEntry(m_window.get(), "&File", "Save &As…");
        QVERIFY(save);
        QVERIFY(answerFileDialog([save] { save->trigger(); }, path));
        QCOMPARE(doc()->fileName(), path);
        const MapLoadResult loaded = loadMapFile(path);
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QCOMPARE(loaded.map->plans().at(0).unit, QString("Iron Host"));
        doc()->undoStack()->undo();
        QCOMPARE(map().units().at(0).name, QString("Grey Host"));
        QCOMPARE(map().plans().at(0).unit, QString("Grey Host"));
    }

    void aMovedUnitTakesItsPlanAlong()
    {
        drag(view()->viewport(), {centreOf(at(3, 3)), centreOf(at(4, 6))});
        QCOMPARE(map().units().at(0).hex, at(4, 6));
        QCOMPARE(map().plans().at(0).start, at(4, 6));
        QCOMPARE(map().plans().at(0).orders, QStringList({"e", "e"}));
        QCOMPARE(map().plans().at(1).start, at(6, 3)); // Red Host's plan did not move
        // The pointer rests where the unit was dropped: the Properties dock names it at once.
        QVERIFY(shownProperties().contains("Grey Host (West)"));
        QVERIFY(planUnitProblems(map()).isEmpty());
        doc()->undoStack()->undo();
        QCOMPARE(map().units().at(0).hex, at(3, 3));
        QCOMPARE(map().plans().at(0).start, at(3, 3));
    }

    void aDeletedUnitTakesItsPlanAlong()
    {
        click(at(6, 3), Qt::RightButton);
        QCOMPARE(map().units().size(), 1);
        QCOMPARE(map().plans().size(), 1);
        QCOMPARE(map().plans().at(0).name, QString("march"));
        QVERIFY(planUnitProblems(map()).isEmpty());
        doc()->undoStack()->undo();
        QCOMPARE(map().units().size(), 2);
        QCOMPARE(map().plans().size(), 2);
        QCOMPARE(map().plans().at(1).name, QString("raid"));
    }

    void theDialogRefusesNamesThatWouldNotLoad()
    {
        const HexMap before = map();
        QStringList shown;
        QList<bool> okEnabled;
        editUnitAt(at(3, 3), [&](QDialog *d) {
            const auto look = [&] {
                shown << (problemLabel(d)->isVisible() ? problemLabel(d)->text() : QString());
                okEnabled << okButton(d)->isEnabled();
            };
            nameField(d)->selectAll();
            QTest::keyClicks(nameField(d), "Red Host");
            look();
            nameField(d)->clear();
            look();
            nameField(d)->insert(QString(QChar(0x200B))); // typed as an input method would
            look();
            nameField(d)->clear();
            QTest::keyClicks(nameField(d), "Grey Host");
            look();
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                              Qt::LeftButton);
        });
        QCOMPARE(shown, QStringList({"The name cannot be used: another unit is already called "
                                     "“Red Host”",
                                     "The name cannot be used: a unit needs a name",
                                     "The name cannot be used: the name has no visible character",
                                     QString()}));
        QCOMPARE(okEnabled, QList<bool>({false, false, false, true}));
        QVERIFY(map() == before);
    }

    // probe16 Q11: a plan without a unit moves as an army of its own name; a unit named as it
    // (or so that it reads the same) made a map the check refuses.
    void theDialogRefusesTheNameOfAPlanWithoutAUnit()
    {
        HexMap m = mapWithPlans();
        m.plans() << MovementPlan{"Raiders", {}, at(8, 5), {"w"}, {}};
        QVERIFY(openWithTheUnitTool(m));
        const HexMap before = map();
        QStringList shown;
        QList<bool> okEnabled;
        editUnitAt(at(3, 3), [&](QDialog *d) {
            const auto look = [&] {
                shown << (problemLabel(d)->isVisible() ? problemLabel(d)->text() : QString());
                okEnabled << okButton(d)->isEnabled();
            };
            look(); // its own name, as it was
            nameField(d)->selectAll();
            QTest::keyClicks(nameField(d), "Raiders");
            look();
            nameField(d)->selectAll();
            QTest::keyClicks(nameField(d), "RAIDERS");
            look();
            nameField(d)->selectAll();
            QTest::keyClicks(nameField(d), "Raid");
            look();
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                              Qt::LeftButton);
        });
        QCOMPARE(shown,
                 QStringList({QString(),
                              "The name cannot be used: the plan \"Raiders\" has no unit and "
                              "moves as an army of that name: give the unit another name",
                              "The name cannot be used: \"RAIDERS\" reads as \"Raiders\", the "
                              "name of a plan that has no unit and moves as an army of that name: "
                              "give the unit a name that reads differently",
                              QString()}));
        QCOMPARE(okEnabled, QList<bool>({true, false, false, true}));
        QVERIFY(map() == before);
    }

    // The side was taken as typed: a bidi override or another spelling of Red Host's "East"
    // made a map that would not load again (probe14 Q04).
    void theDialogRefusesSidesThatWouldNotLoad()
    {
        const HexMap before = map();
        QStringList shown;
        QList<bool> okEnabled;
        editUnitAt(at(3, 3), [&](QDialog *d) {
            QLineEdit *side = d->findChildren<QLineEdit *>().value(1);
            QCOMPARE(side->text(), QString("West"));
            const auto look = [&] {
                shown << (problemLabel(d)->isVisible() ? problemLabel(d)->text() : QString());
                okEnabled << okButton(d)->isEnabled();
            };
            side->selectAll();
            QTest::keyClicks(side, "EAST");
            look();
            side->clear();
            side->insert(QString("Ea") + QChar(0x202e) + "st");
            look();
            side->clear();
            QTest::keyClicks(side, "East");
            look();
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                              Qt::LeftButton);
        });
        QCOMPARE(shown,
                 QStringList({"The side cannot be used: \"EAST\" reads as the side \"East\" but is "
                              "written otherwise (letter case, width, accents, another alphabet or "
                              "characters that show nothing): write one side "
                              "one way",
                              "The side cannot be used: a side cannot hold a line break, a "
                              "bidirectional override or another control character",
                              QString()}));
        QCOMPARE(okEnabled, QList<bool>({false, false, true}));
        QVERIFY(map() == before);
    }

    // A side that only the map's hex owners (or relations) name was not held against: the
    // dialog took "NORTH" beside the owner "North", and the saved map would not load again.
    void theDialogRefusesATwinOfAHexOwnersSide()
    {
        HexMap m = mapWithPlans();
        m.sides().owners << HexOwner{m.grid().toHex({1, 1}), "North"};
        QVERIFY(openWithTheUnitTool(m));
        const HexMap before = map();
        QStringList shown;
        QList<bool> okEnabled;
        editUnitAt(at(3, 3), [&](QDialog *d) {
            QLineEdit *side = d->findChildren<QLineEdit *>().value(1);
            for (const char *typed : {"NORTH", "North"}) {
                side->selectAll();
                QTest::keyClicks(side, typed);
                shown << (problemLabel(d)->isVisible() ? problemLabel(d)->text() : QString());
                okEnabled << okButton(d)->isEnabled();
            }
            QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                              Qt::LeftButton);
        });
        QCOMPARE(shown.size(), 2);
        QVERIFY2(shown[0].startsWith("The side cannot be used: \"NORTH\" reads as the side "
                                     "\"North\" but is written otherwise"),
                 qPrintable(shown[0]));
        QCOMPARE(shown[1], QString());
        QCOMPARE(okEnabled, QList<bool>({false, true}));
        QVERIFY(map() == before);
    }

    void aNewUnitGetsAFreeName()
    {
        // One unit, called "Unit 2": the count alone would offer that name again.
        HexMap m = testMap();
        m.units() << MapUnit{"Unit 2", "West", m.grid().toHex({3, 3}), {}, 300};
        QVERIFY(openWithTheUnitTool(m));
        QString offered;
        editUnitAt(at(8, 5), [&](QDialog *d) {
            offered = nameField(d)->text();
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
        QCOMPARE(offered, QString("Unit 3"));
        QCOMPARE(map().units().size(), 2);
        QCOMPARE(map().units().at(1).name, QString("Unit 3"));
    }

    /// The colour of the counter's body at `h` (left of its symbol, above its figures).
    QColor counterColourAt(Hex h)
    {
        finishDeferredWork();
        const QRectF box
            = objectlayout::unitBox(view()->params().centre(h), view()->params().hexSize(), 0);
        const QPointF body(box.left() + box.width() * 0.15, box.top() + box.height() * 0.25);
        return view()->viewport()->grab().toImage().pixelColor(
            view()->sceneToViewport(body).toPoint());
    }

    // walk14 #1: a unit placed without a side, then given one, kept the grey "no side" counter
    // until the map was opened again. Given the side of Grey Host (West), it looks like Grey
    // Host at once, and grey again on undo.
    void aUnitGivenASideTakesItsColourAtOnce()
    {
        const QColor west = counterColourAt(at(3, 3));
        editUnitAt(at(8, 5), [](QDialog *d) { QTest::mouseClick(okButton(d), Qt::LeftButton); });
        QCOMPARE(map().units().at(2).side, QString());
        const QColor noSide = counterColourAt(at(8, 5));
        QVERIFY(noSide != west);
        editUnitAt(at(8, 5), [](QDialog *d) {
            QLineEdit *side = d->findChildren<QLineEdit *>().value(1);
            QTest::keyClicks(side, "West");
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
        QCOMPARE(map().units().at(2).side, QString("West"));
        QCOMPARE(counterColourAt(at(8, 5)), west);
        doc()->undoStack()->undo();
        QCOMPARE(counterColourAt(at(8, 5)), noSide);
        doc()->undoStack()->redo();
        QCOMPARE(counterColourAt(at(8, 5)), west);
    }

    // walk14 #17: the dialog offered "Unit 3" unselected, so typing a name appended to it.
    void typingReplacesTheOfferedName()
    {
        editUnitAt(at(8, 5), [](QDialog *d) {
            QTest::keyClicks(nameField(d), "Scouts");
            QTest::mouseClick(okButton(d), Qt::LeftButton);
        });
        QCOMPARE(map().units().at(2).name, QString("Scouts"));
    }
};

QTEST_MAIN(TestUnitEdits)
#include "tst_unitedits.moc"
