// Map ▸ Sides…'s edit (ChangeSidesCommand): the whole sides table changes in one undo step,
// undo restores the table as it was, and the document announces the change.
#include "commands/changesidescommand.h"
#include "mapdocument.h"

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;

class TestChangeSides : public QObject
{
    Q_OBJECT
private slots:
    void oneUndoStep()
    {
        HexMap m(MapShape{3, 3, {}, LabelScheme::ColRow}, "r", IdTable({"plains"}), IdTable(),
                 IdTable());
        m.sides().setRelation("Free", "Shadow", SideRelation::Tolerant);
        MapDocument doc(m);
        QSignalSpy announced(&doc, &MapDocument::propertiesChanged);
        MapSides after = doc.map().sides();
        after.setRelation("Free", "Shadow", SideRelation::Friendly);
        after.setRelation("Shadow", "Free", SideRelation::Tolerant);
        after.setRelation("Elves", "Free", SideRelation::Friendly);
        doc.undoStack()->push(new ChangeSidesCommand(&doc, after));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->undoText(), QString("Change Sides"));
        QVERIFY(doc.map().sides() == after);
        QCOMPARE(doc.map().sides().relation("Elves", "Free"), SideRelation::Friendly);
        QCOMPARE(announced.size(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.map().sides() == m.sides());
        QCOMPARE(doc.map().sides().relation("Free", "Shadow"), SideRelation::Tolerant);
        QCOMPARE(doc.map().sides().relation("Shadow", "Free"), SideRelation::Hostile);
        QCOMPARE(announced.size(), 2);
        doc.undoStack()->redo();
        QVERIFY(doc.map().sides() == after);
    }
};

QTEST_GUILESS_MAIN(TestChangeSides)
#include "tst_changesides.moc"
