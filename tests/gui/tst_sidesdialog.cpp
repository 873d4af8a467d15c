// Map ▸ Sides…: the sides of the map's units listed pair by pair with their relation (hostile
// where the map's table says nothing), a change applied as one undo step, and Cancel or an
// unchanged table leaving the map and the undo history alone.
#include "dialogs/sidesdialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "support/guitestutil.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
HexMap mapWithSides()
{
    HexMap m = testMap(6, 4);
    m.units() << MapUnit{"North", "Free", m.hexAtIndex(0), {}, 100}
              << MapUnit{"Watch", "Shadow", m.hexAtIndex(1), {}, 50}
              << MapUnit{"Scout", "Free", m.hexAtIndex(2), {}, 5}
              << MapUnit{"Loner", "", m.hexAtIndex(3), {}, 1};
    m.sides().setRelation("Shadow", "Free", SideRelation::Tolerant);
    return m;
}

/// Answers the next modal SidesDialog with `answer`, then accepts or rejects it.
void answerDialog(std::function<void(SidesDialog *)> answer, bool accept)
{
    QTimer::singleShot(0, [answer, accept] {
        auto *dialog = qobject_cast<SidesDialog *>(QApplication::activeModalWidget());
        if (!dialog) {
            qWarning("no Sides dialog");
            return;
        }
        answer(dialog);
        accept ? dialog->accept() : dialog->reject();
    });
}
} // namespace

class TestSidesDialog : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { isolateSettings(m_dir); }

    // Two sides with a name (the unit without a side is left out): two ordered pairs.
    void listsEveryPairWithItsRelation()
    {
        const HexMap m = mapWithSides();
        QCOMPARE(SidesDialog::sidesOf(m), (QStringList{"Free", "Shadow"}));
        SidesDialog dialog(m);
        QVERIFY(dialog.relationBox("Free", "Free") == nullptr);
        QComboBox *freeTowardShadow = dialog.relationBox("Free", "Shadow");
        QComboBox *shadowTowardFree = dialog.relationBox("Shadow", "Free");
        QVERIFY(freeTowardShadow && shadowTowardFree);
        QCOMPARE(freeTowardShadow->currentText(), QString("Hostile")); // the default
        QCOMPARE(shadowTowardFree->currentText(), QString("Tolerant"));
        QVERIFY(dialog.sides() == m.sides()); // untouched: the same table
        freeTowardShadow->setCurrentIndex(freeTowardShadow->findText("Friendly"));
        QCOMPARE(dialog.sides().relation("Free", "Shadow"), SideRelation::Friendly);
        shadowTowardFree->setCurrentIndex(shadowTowardFree->findText("Hostile"));
        QCOMPARE(dialog.sides().relations.size(), 1);
    }

    void menuEditIsOneUndoStep()
    {
        MainWindow window;
        window.showMap(mapWithSides(), {}, true);
        QUndoStack *stack = window.document()->undoStack();
        auto *action = window.findChild<QAction *>("actionMapSides");
        QVERIFY(action);
        QCOMPARE(action->text(), QString("&Sides…"));

        answerDialog([](SidesDialog *d) { d->relationBox("Free", "Shadow")->setCurrentIndex(0); },
                     false);
        action->trigger();
        QCOMPARE(stack->count(), 0); // cancelled

        answerDialog([](SidesDialog *) {}, true);
        action->trigger();
        QCOMPARE(stack->count(), 0); // nothing changed

        answerDialog([](SidesDialog *d) { d->relationBox("Free", "Shadow")->setCurrentIndex(0); },
                     true);
        action->trigger();
        QCOMPARE(stack->count(), 1);
        QCOMPARE(window.document()->map().sides().relation("Free", "Shadow"),
                 SideRelation::Friendly);
        stack->undo();
        QCOMPARE(window.document()->map().sides().relation("Free", "Shadow"),
                 SideRelation::Hostile);
        QCOMPARE(window.document()->map().sides().relation("Shadow", "Free"),
                 SideRelation::Tolerant);
    }
};

QTEST_MAIN(TestSidesDialog)
#include "tst_sidesdialog.moc"
