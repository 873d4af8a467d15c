// Hex owners in the app (issue 12): Map ▸ Hex Owner… on the selection offers the map's sides,
// nobody and a new name, as one undo step, saved and read back with the map; the Properties
// dock shows the owner and a double click on it edits it; the map's tool tip names it; Map ▸
// Sides… lists the owned hexes with their features, to change or remove their owner.
#include "dialogs/hexownerdialog.h"
#include "dialogs/ownerbox.h"
#include "dialogs/sidesdialog.h"
#include "docks/propertiesdock.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"
#include "support/shownastext.h"
#include "tools/editorcontext.h"
#include "view/mapview.h"
#include "view/ownertooltip.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>
#include <QUndoStack>

#include <functional>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
constexpr int kTownHex = 8;   // a town owned by Shadow
constexpr int kFortHex = 9;   // a town owned by Free
constexpr int kPlainHex = 10; // nothing on it

HexMap mapWithTowns()
{
    HexMap m = testMap(6, 4);
    m.units() << MapUnit{"North", "Free", m.hexAtIndex(0), {}, 100}
              << MapUnit{"Watch", "Shadow", m.hexAtIndex(1), {}, 50};
    // A side only the sides table names is offered too.
    m.sides().setRelation("Dunland", "Shadow", SideRelation::Tolerant);
    m.setHexFeatures(m.hexAtIndex(kTownHex), 1);
    m.setHexFeatures(m.hexAtIndex(kFortHex), 1);
    m.sides().setOwner(m.hexAtIndex(kTownHex), "Shadow");
    m.sides().setOwner(m.hexAtIndex(kFortHex), "Free");
    return m;
}

/// Answers the next modal dialog of type D with `answer`, then accepts or rejects it.
template<typename D>
void answerDialog(std::function<void(D *)> answer, bool accept = true)
{
    QTimer::singleShot(0, [answer, accept] {
        auto *dialog = qobject_cast<D *>(QApplication::activeModalWidget());
        if (!dialog) {
            qWarning("no dialog to answer");
            return;
        }
        answer(dialog);
        accept ? dialog->accept() : dialog->reject();
    });
}

QStringList choices(const OwnerBox *box)
{
    QStringList out;
    for (int i = 0; i < box->count(); ++i)
        out << box->itemText(i);
    return out;
}
} // namespace

class TestHexOwner : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    void ownerBoxOffersNobodyTheSidesAndANewName()
    {
        OwnerBox box({"Free", "Shadow"});
        QCOMPARE(choices(&box), (QStringList{"(nobody)", "Free", "Shadow"}));
        QCOMPARE(box.owner(), QString());
        box.setOwner("Shadow");
        QCOMPARE(box.currentIndex(), 2);
        QCOMPARE(box.owner(), QString("Shadow"));
        box.setEditText("  Rangers ");
        QCOMPARE(box.owner(), QString("Rangers"));
        box.setOwner("Dale"); // not offered: shown as typed
        QCOMPARE(box.owner(), QString("Dale"));
        box.setCurrentIndex(0);
        QCOMPARE(box.owner(), QString());
    }

    void hexOwnerIsOneUndoStepAndSavedWithTheMap()
    {
        MainWindow window;
        window.showMap(mapWithTowns(), {}, true);
        QUndoStack *stack = window.document()->undoStack();
        auto *action = window.findChild<QAction *>("actionHexOwner");
        QVERIFY(action);
        QCOMPARE(action->text(), QString("Hex &Owner…"));
        window.editorContext()->setSelection({});
        QVERIFY(!action->isEnabled()); // it works on the selection
        const Hex plain = window.document()->map().hexAtIndex(kPlainHex);
        window.editorContext()->setSelection({plain});
        QVERIFY(action->isEnabled());

        // The sides of the units and of the table, nobody first; the hex has no owner yet.
        QStringList offered;
        answerDialog<HexOwnerDialog>(
            [&](HexOwnerDialog *d) {
                offered = choices(d->ownerBox());
                QCOMPARE(d->ownerBox()->owner(), QString());
                d->ownerBox()->setOwner("Shadow");
            },
            false);
        action->trigger();
        QCOMPARE(offered, (QStringList{"(nobody)", "Dunland", "Free", "Shadow"}));
        QCOMPARE(stack->count(), 0); // cancelled

        answerDialog<HexOwnerDialog>([](HexOwnerDialog *) {});
        action->trigger();
        QCOMPARE(stack->count(), 0); // nobody before, nobody after: no undo step

        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) { d->ownerBox()->setOwner("Shadow"); });
        action->trigger();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QString("Set Hex Owner"));
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString("Shadow"));
        stack->undo();
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString());
        stack->redo();
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString("Shadow"));

        // A new side's name typed in; then several hexes at once, back to nobody.
        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) { d->ownerBox()->setEditText("Dale"); });
        action->trigger();
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString("Dale"));
        const Hex town = window.document()->map().hexAtIndex(kTownHex);
        window.editorContext()->setSelection({plain, town});
        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) {
            QCOMPARE(d->ownerBox()->owner(), QString()); // two owners: none shown
            d->ownerBox()->setCurrentIndex(0);
        });
        action->trigger();
        QCOMPARE(stack->count(), 3);
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString());
        QCOMPARE(window.document()->map().sides().ownerOf(town), QString());
        stack->undo();
        QCOMPARE(window.document()->map().sides().ownerOf(town), QString("Shadow"));

        // Saved and read back with the map.
        const QString path = m_dir.filePath("owners.hexmap");
        QVERIFY(window.saveFile(path));
        const MapLoadResult loaded = loadMapFile(path);
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QCOMPARE(loaded.map->sides().ownerOf(plain), QString("Dale"));
        QCOMPARE(loaded.map->sides().ownerOf(town), QString("Shadow"));
        MainWindow reopened;
        QVERIFY(reopened.openFile(path));
        QCOMPARE(reopened.document()->map().sides().ownerOf(plain), QString("Dale"));
    }

    // A typed owner is checked as the map's reader will check it: a name that reads like a
    // map's side is that side, one that could not be loaded again keeps OK disabled with the
    // reason shown (before, "Dale" + U+202E was saved and the map no longer opened).
    void typedOwnersAreCheckedAsTheMapReaderChecksThem()
    {
        MainWindow window;
        window.showMap(mapWithTowns(), {}, true);
        const Hex plain = window.document()->map().hexAtIndex(kPlainHex);
        window.editorContext()->setSelection({plain});
        auto *action = window.findChild<QAction *>("actionHexOwner");

        QString shown;
        bool okEnabled = true;
        answerDialog<HexOwnerDialog>(
            [&](HexOwnerDialog *d) {
                d->ownerBox()->lineEdit()->clear();
                QTest::keyClicks(d->ownerBox()->lineEdit(), "Dale");
                d->ownerBox()->lineEdit()->insert(QString(QChar(0x202E)) + "X"); // pasted
                auto *problem = d->findChild<QLabel *>("ownerProblem");
                shown = problem->isVisible() ? problem->text() : QString();
                okEnabled
                    = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
            },
            false);
        action->trigger();
        QCOMPARE(shown, QString("The side cannot be used: a side cannot hold a line break, a "
                                "bidirectional override or another control character"));
        QVERIFY(!okEnabled);

        // "shadow" typed: the map's side "Shadow", not a twin the map could not hold.
        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) {
            d->ownerBox()->lineEdit()->clear();
            QTest::keyClicks(d->ownerBox()->lineEdit(), "shadow");
        });
        action->trigger();
        QCOMPARE(window.document()->map().sides().ownerOf(plain), QString("Shadow"));

        // Map ▸ Sides…: two rows given one new side in two spellings.
        const Hex town = window.document()->map().hexAtIndex(kTownHex);
        answerDialog<SidesDialog>(
            [&](SidesDialog *d) {
                d->ownerBox(town)->setEditText("Dale");
                d->ownerBox(plain)->setEditText("DALE");
                auto *problem = d->findChild<QLabel *>("ownerProblem");
                shown = problem->isVisible() ? problem->text() : QString();
                okEnabled
                    = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
            },
            false);
        window.findChild<QAction *>("actionMapSides")->trigger();
        QVERIFY2(shown.startsWith("The side cannot be used: hex "
                                  + window.document()->map().label(plain) + ": "),
                 qPrintable(shown));
        QVERIFY2(shown.contains("\"DALE\" reads as the side \"Dale\""), qPrintable(shown));
        QVERIFY(!okEnabled);
    }

    // The inspector names the owner of a hex with features or an owner; a double click on the
    // owner asks for another.
    void propertiesShowTheOwnerAndEditIt()
    {
        MainWindow window;
        window.showMap(mapWithTowns(), {}, true);
        auto *dock = window.findChild<PropertiesDock *>();
        QVERIFY(dock);
        const HexMap &map = window.document()->map();
        dock->showHex(map.hexAtIndex(kPlainHex));
        QVERIFY(!dock->ownerItem()); // nothing there to own
        const Hex town = map.hexAtIndex(kTownHex);
        dock->showHex(town);
        QVERIFY(dock->ownerItem());
        QCOMPARE(dock->ownerItem()->text(1), QString("Shadow"));

        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) {
            QCOMPARE(d->ownerBox()->owner(), QString("Shadow"));
            d->ownerBox()->setOwner("Free");
        });
        auto *tree = dock->findChild<QTreeWidget *>();
        emit tree->itemDoubleClicked(dock->ownerItem(), 1);
        QCOMPARE(window.document()->map().sides().ownerOf(town), QString("Free"));
        QCOMPARE(dock->ownerItem()->text(1), QString("Free")); // shown again at once
        window.document()->undoStack()->undo();
        QCOMPARE(dock->ownerItem()->text(1), QString("Shadow"));
        window.document()->undoStack()->redo();
        window.editorContext()->setSelection({town});
        answerDialog<HexOwnerDialog>([](HexOwnerDialog *d) { d->ownerBox()->setCurrentIndex(0); });
        window.findChild<QAction *>("actionHexOwner")->trigger();
        QCOMPARE(dock->ownerItem()->text(1), QString("nobody")); // a town of nobody's
    }

    void mapToolTipNamesTheOwner()
    {
        MainWindow window;
        window.resize(900, 700);
        window.showMap(mapWithTowns(), {}, true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const HexMap &map = window.document()->map();
        const Hex town = map.hexAtIndex(kTownHex);
        const QString expected = QString("Hex %1 — owner: Shadow").arg(map.label(town));
        QCOMPARE(OwnerToolTip::text(map, town), expected);
        QCOMPARE(OwnerToolTip::text(map, map.hexAtIndex(kPlainHex)), QString());

        MapView *view = window.mapView();
        view->centreOn(town);
        const QPoint pos = view->sceneToViewport(view->params().centre(town)).toPoint();
        QHelpEvent help(QEvent::ToolTip, pos, view->viewport()->mapToGlobal(pos));
        QApplication::sendEvent(view->viewport(), &help);
        QTRY_VERIFY(!QToolTip::text().isEmpty());
        QCOMPARE(shownAsText(QToolTip::text()).text, expected);
    }

    // Map ▸ Sides…: the owned hexes with their features and owner; an owner changed and one
    // removed make one undo step, an untouched table none.
    void sidesDialogListsOwnedHexes()
    {
        MainWindow window;
        window.showMap(mapWithTowns(), {}, true);
        QUndoStack *stack = window.document()->undoStack();
        const HexMap &map = window.document()->map();
        const Hex town = map.hexAtIndex(kTownHex);
        const Hex fort = map.hexAtIndex(kFortHex);
        auto *action = window.findChild<QAction *>("actionMapSides");

        answerDialog<SidesDialog>([&](SidesDialog *d) {
            QTableWidget *table = d->ownersTable();
            QCOMPARE(table->rowCount(), 2);
            QCOMPARE(table->item(0, 0)->text(), map.label(town));
            QVERIFY2(table->item(0, 1)->text().contains("town", Qt::CaseInsensitive),
                     qPrintable(table->item(0, 1)->text()));
            QCOMPARE(d->ownerBox(town)->owner(), QString("Shadow"));
            QCOMPARE(d->ownerBox(fort)->owner(), QString("Free"));
            QVERIFY(d->sides() == map.sides());
        });
        action->trigger();
        QCOMPARE(stack->count(), 0);

        answerDialog<SidesDialog>([&](SidesDialog *d) {
            d->ownerBox(town)->setOwner("Dunland");
            auto *remove = d->findChild<QPushButton *>("removeOwner");
            QVERIFY(remove && !remove->isEnabled());
            d->ownersTable()->selectRow(1);
            QVERIFY(remove->isEnabled());
            remove->click();
            QCOMPARE(d->ownersTable()->rowCount(), 1);
            QVERIFY(!d->ownerBox(fort));
        });
        action->trigger();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(map.sides().ownerOf(town), QString("Dunland"));
        QCOMPARE(map.sides().ownerOf(fort), QString());
        QCOMPARE(map.sides().relation("Dunland", "Shadow"), SideRelation::Tolerant); // kept
        stack->undo();
        QCOMPARE(map.sides().ownerOf(town), QString("Shadow"));
        QCOMPARE(map.sides().ownerOf(fort), QString("Free"));
    }
};

QTEST_MAIN(TestHexOwner)
#include "tst_hexowner.moc"
