// Property: any random sequence of edits of every kind (terrain, elevation, hex and edge
// features, flood fills, labels, units, plans, map properties, resizes), with undos and redos mixed
// in, lands after every undo and redo on exactly the map recorded at that point, can be undone
// step by step through the maps it went through, back to the start; redoing everything gives the
// final map again. Fixed seeds; failures name the seed and step.
#include "commands/changelabelscommand.h"
#include "commands/changemappropertiescommand.h"
#include "commands/changeplanscommand.h"
#include "commands/changeunitscommand.h"
#include "commands/replacemapcommand.h"
#include "mapdocument.h"
#include "mapedits.h"

#include <QRandomGenerator>
#include <QTest>
#include <map>

using namespace hexstride;

Q_DECLARE_METATYPE(hexstride::HexGridLayout)

namespace {
HexMap startMap(HexGridLayout grid, QRandomGenerator &rng)
{
    MapShape shape{rng.bounded(3, 16), rng.bounded(3, 12), grid, LabelScheme::ColRow};
    HexMap m(shape, "test", IdTable({"plains", "forest", "sea", "hills"}),
             IdTable({"town", "castle", "ruin"}),
             IdTable({"minor-river", "road", "ford", "bridge"}), 0);
    // Some content to start from, so that undo has something to restore to.
    for (int i = 0; i < m.hexCount(); i += 3)
        m.setTerrain(m.hexAtIndex(i), std::uint8_t(rng.bounded(4)));
    m.labels().append(MapLabel{m.hexAtIndex(0), "Start"});
    m.units().append(
        MapUnit{"Guard", "north", m.hexAtIndex(m.hexCount() - 1), {{"fed", "yes"}}, 5});
    return m;
}

QString describe(int seed, int step, const QString &what)
{
    return QStringLiteral("seed %1, step %2: %3").arg(seed).arg(step).arg(what);
}
} // namespace

class TestUndoProperties : public QObject
{
    Q_OBJECT
private slots:
    void randomMixedEditsUndoThroughEveryState_data()
    {
        QTest::addColumn<int>("seed");
        QTest::addColumn<HexGridLayout>("grid");
        for (int seed = 1; seed <= 8; ++seed) {
            const HexGridLayout grid{seed % 2 ? Orientation::PointyTop : Orientation::FlatTop,
                                     seed % 4 < 2 ? OffsetParity::OddShifted
                                                  : OffsetParity::EvenShifted};
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed << grid;
        }
    }
    void randomMixedEditsUndoThroughEveryState()
    {
        QFETCH(int, seed);
        QFETCH(HexGridLayout, grid);
        QRandomGenerator rng(quint32(seed) * 2654435761u);
        MapDocument doc(startMap(grid, rng));
        QUndoStack *stack = doc.undoStack();
        // The map after each undo index: what undoing back to that index must give.
        std::map<int, HexMap> states{{0, doc.map()}};
        const auto anyHex = [&] { return doc.map().hexAtIndex(rng.bounded(doc.map().hexCount())); };
        const auto someHexes = [&] {
            QList<Hex> hexes;
            for (int k = rng.bounded(1, 5); k > 0; --k)
                hexes << anyHex();
            return hexes;
        };
        int resizes = 0, labelEdits = 0, unitEdits = 0, planEdits = 0;
        for (int step = 0; step < 400; ++step) {
            const int stroke = rng.bounded(3) == 0 ? edits::newStrokeId() : 0;
            const int kind = rng.bounded(15);
            switch (kind) {
            case 0:
                edits::paintTerrain(doc, someHexes(), std::uint8_t(rng.bounded(4)), stroke);
                break;
            case 1:
                edits::addElevation(doc, someHexes(), rng.bounded(-3, 4), stroke);
                break;
            case 2:
                edits::setElevation(doc, someHexes(), rng.bounded(-50, 50), stroke);
                break;
            case 3:
                edits::setHexFeature(doc, someHexes(), FeatureMask(1u << rng.bounded(3)),
                                     rng.bounded(2), stroke);
                break;
            case 4: {
                QList<EdgeId> edges;
                for (const Hex h : someHexes())
                    edges << edgeOf(h, rng.bounded(6));
                edits::setEdgeFeature(doc, edges, FeatureMask(1u << rng.bounded(4)), rng.bounded(2),
                                      stroke);
                break;
            }
            case 5:
                edits::setEdgeMasks(
                    doc, {{edgeOf(anyHex(), rng.bounded(6)), FeatureMask(rng.bounded(16))}},
                    stroke);
                break;
            case 6:
                edits::floodFill(doc, anyHex(), std::uint8_t(rng.bounded(4)));
                break;
            case 7: { // add, edit, move or delete a label
                QList<MapLabel> labels = doc.map().labels();
                const int what = labels.isEmpty() ? 0 : rng.bounded(4);
                if (what == 0)
                    labels.append(MapLabel{anyHex(), QStringLiteral("L%1").arg(step)});
                else if (what == 1)
                    labels[rng.bounded(int(labels.size()))].text
                        = QStringLiteral("edited %1").arg(step);
                else if (what == 2)
                    labels[rng.bounded(int(labels.size()))].hex = anyHex();
                else
                    labels.removeAt(rng.bounded(int(labels.size())));
                stack->push(
                    new ChangeLabelsCommand(&doc, labels, [] { return QStringLiteral("labels"); }));
                ++labelEdits;
                break;
            }
            case 8: { // place, edit, move or delete a unit
                QList<MapUnit> units = doc.map().units();
                const int what = units.isEmpty() ? 0 : rng.bounded(4);
                if (what == 0)
                    units.append(MapUnit{QStringLiteral("Army %1").arg(step),
                                         rng.bounded(2) ? "north" : "south",
                                         anyHex(),
                                         {},
                                         rng.bounded(100)});
                else if (what == 1)
                    units[rng.bounded(int(units.size()))].profile.insert(
                        "fed", rng.bounded(2) ? "yes" : "no");
                else if (what == 2)
                    units[rng.bounded(int(units.size()))].hex = anyHex();
                else
                    units.removeAt(rng.bounded(int(units.size())));
                stack->push(
                    new ChangeUnitsCommand(&doc, units, [] { return QStringLiteral("units"); }));
                ++unitEdits;
                break;
            }
            case 9:
                stack->push(new ChangeMapPropertiesCommand(
                    &doc, {QStringLiteral("Title %1").arg(rng.bounded(5)),
                           rng.bounded(2) ? "test" : "other",
                           rng.bounded(2) ? LabelScheme::ColRow : LabelScheme::Numeric,
                           {}}));
                break;
            case 10: { // resize, moving the content; labels and units off the new map go
                const int w = rng.bounded(2, 18), h = rng.bounded(2, 14);
                stack->push(ReplaceMapCommand::resize(&doc, w, h, rng.bounded(-2, 3),
                                                      rng.bounded(-2, 3),
                                                      std::uint8_t(rng.bounded(4))));
                ++resizes;
                break;
            }
            case 11: // undo a few steps; the next edit drops what could be redone
                for (int k = rng.bounded(1, 4); k > 0 && stack->canUndo(); --k)
                    stack->undo();
                break;
            case 12:
                if (stack->canRedo())
                    stack->redo();
                break;
            case 13: { // save, change or delete a movement plan
                QList<MovementPlan> plans = doc.map().plans();
                const int what = plans.isEmpty() ? 0 : rng.bounded(3);
                if (what == 0)
                    plans.append(MovementPlan{
                        QStringLiteral("Plan %1").arg(step), "Guard", anyHex(), {"e", "nw"}, {}});
                else if (what == 1)
                    plans[rng.bounded(int(plans.size()))].orders << (rng.bounded(2) ? "w" : "h");
                else
                    plans.removeAt(rng.bounded(int(plans.size())));
                stack->push(
                    new ChangePlansCommand(&doc, plans, [] { return QStringLiteral("plans"); }));
                ++planEdits;
                break;
            }
            default:
                edits::paintTerrain(doc, {anyHex()}, std::uint8_t(rng.bounded(4)), stroke);
                break;
            }
            if (kind == 11 || kind == 12) {
                // Undo and redo must land exactly on the map recorded at that index.
                QVERIFY2(doc.map() == states.at(stack->index()),
                         qPrintable(describe(seed, step, kind == 11 ? "undo" : "redo")));
            } else {
                // An edit (possibly merged into the command below) makes this index's map; the
                // maps above it can no longer be redone.
                states.erase(states.upper_bound(stack->index()), states.end());
                states[stack->index()] = doc.map();
            }
            QVERIFY2(doc.map().terrainLayer().size() == std::size_t(doc.map().hexCount()),
                     qPrintable(describe(seed, step, "layers out of step with the shape")));
        }
        QVERIFY(resizes > 5 && labelEdits > 5 && unitEdits > 5 && planEdits > 5);
        const int top = stack->index();
        for (int i = top; i > 0; --i) {
            stack->undo();
            QVERIFY2(doc.map() == states.at(i - 1),
                     qPrintable(describe(seed, i, "undo does not give the map before")));
        }
        QVERIFY2(doc.map() == states.at(0), qPrintable(describe(seed, 0, "not back at the start")));
        QVERIFY(!doc.isModified());
        while (stack->canRedo())
            stack->redo();
        QVERIFY2(doc.map() == states.at(stack->count()),
                 qPrintable(describe(seed, stack->count(), "redo all")));
    }
};

QTEST_GUILESS_MAIN(TestUndoProperties)
#include "tst_undoproperties.moc"
