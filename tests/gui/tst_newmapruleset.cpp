// A new ruleset starts a new map (issue 32 §1): New Map offers the bundled rulesets, the one being
// edited in the open designer, the ruleset files used lately and "From File…"; the new map's
// palette, Map Properties and `info` follow its own ruleset; a ruleset with other terrains given
// to the open map goes through the mapping dialog of Map ▸ Properties' ruleset change.
// Driven through the real main window at 1280 × 800.
#include "../core/support/rulesettestutil.h"
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "dialogs/newmapdialog.h"
#include "dialogs/rulesetchangedialog.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetauthoring.h"
#include "support/designertestutil.h"
#include "support/guitestutil.h"
#include "support/windowtestutil.h"
#include "view/mapview.h"

#include <QComboBox>
#include <QDockWidget>
#include <QListWidget>
#include <QMessageBox>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
// A terrain the bundled rulesets do not have, in a colour none of them uses; solid, so the pixel
// at a hex's centre is its colour.
const TerrainSpec kFen{"fen", {"Fen", "Топь"}, "#7a3fa0", "solid", "plains"};

QComboBox *combo(QDialog *d, const char *name)
{
    return d->findChild<QComboBox *>(QLatin1String(name));
}

/// The index of the entry whose text contains `text`, or -1.
int entryWith(QComboBox *box, const QString &text)
{
    for (int i = 0; i < box->count(); ++i) {
        if (box->itemText(i).contains(text))
            return i;
    }
    return -1;
}
} // namespace

class TestNewMapRuleset : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    MapDocument *doc() const { return m_window->document(); }
    QListWidget *terrainList() const
    {
        auto *palette = m_window->findChild<QDockWidget *>("paletteDock");
        return qobject_cast<QListWidget *>(palette->findChild<QTabWidget *>()->widget(0));
    }
    /// The designer open on a ruleset of its own: pbm-strategic copied as "fenland", with Fen.
    CostTableDesigner *designFenland()
    {
        CostTableDesigner *d = m_window->costTableDesigner();
        d->show();
        const QString made = d->createRuleset(testutil::bundled("pbm-strategic").get(), "fenland",
                                              {"Fenland", "Фенланд"});
        if (!made.isEmpty() || !d->addTerrain(kFen).isEmpty())
            return nullptr;
        return d;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        const auto r = testutil::bundled("pbm-strategic");
        QVERIFY(openMainWindow(m_window, testutil::mapFor(*r, 6, 5, "plains"), {1280, 800}));
    }
    void cleanup() { m_window.reset(); }

    // The scenario: a ruleset made in the designer with a new terrain starts a new map from New
    // Map; the palette offers the terrain, a click paints it, and the hex shows its colour.
    void designedRulesetStartsANewMap()
    {
        QVERIFY(designFenland());
        whenShown<NewMapDialog>([](NewMapDialog *d) {
            QComboBox *rulesets = combo(d, "rulesetCombo");
            const int edited = entryWith(rulesets, "Fenland");
            QVERIFY(edited >= 0);
            QVERIFY2(rulesets->itemText(edited).contains("designer"),
                     qPrintable(rulesets->itemText(edited)));
            QVERIFY(entryWith(rulesets, "From File") == rulesets->count() - 1);
            rulesets->setCurrentIndex(edited);
            // The default terrain is chosen from the ruleset's own: Fen is among them.
            QVERIFY(combo(d, "terrainCombo")->findData("fen") >= 0);
            combo(d, "terrainCombo")->setCurrentIndex(combo(d, "terrainCombo")->findData("plains"));
            d->findChild<QSpinBox *>("widthSpin")->setValue(8);
            d->findChild<QSpinBox *>("heightSpin")->setValue(6);
            // The designer's edits are changes of the open map: it asks before a new one.
            whenShown<QMessageBox>(
                [](QMessageBox *box) { box->button(QMessageBox::Discard)->click(); });
            pressOk(d);
        });
        m_window->findChild<QAction *>("actionNew")->trigger();
        QTRY_COMPARE(doc()->map().width(), 8);
        QCOMPARE(doc()->map().rulesetId(), QString("fenland"));
        QVERIFY(!doc()->customRuleset().embedded.isEmpty()); // the map keeps it
        QVERIFY(doc()->ruleset()->vocabulary.terrain("fen"));
        // The palette offers Fen; choosing it takes the terrain brush.
        QListWidget *terrains = terrainList();
        const auto found = terrains->findItems("Fen", Qt::MatchExactly);
        QCOMPARE(found.size(), 1);
        terrains->setCurrentItem(found.first());
        const Hex target = doc()->map().grid().toHex({3, 2});
        frameView(m_window->mapView(), 1.0, target);
        QWidget *viewport = m_window->mapView()->viewport();
        const QPoint centre = m_window->mapView()
                                  ->sceneToViewport(m_window->mapView()->params().centre(target))
                                  .toPoint();
        QTest::mouseClick(viewport, Qt::LeftButton, {}, centre);
        const HexMap &map = doc()->map();
        QCOMPARE(map.terrains().id(map.terrain(target)), QString("fen"));
        // The pixel at the hex's centre is Fen's #7a3fa0 (a little off for antialiasing).
        QCoreApplication::processEvents();
        const QColor shown = viewport->grab().toImage().pixelColor(centre);
        QVERIFY2(qAbs(shown.red() - 0x7a) <= 4 && qAbs(shown.green() - 0x3f) <= 4
                     && qAbs(shown.blue() - 0xa0) <= 4,
                 qPrintable(shown.name()));
        // Saved, `info` names the map's own ruleset (what hexstride-cli info reads).
        const QString path = m_dir.filePath("fenland.hexmap");
        QVERIFY(m_window->saveFile(path));
        const MapLoadResult back = loadMapFile(path);
        QVERIFY2(back.map, qPrintable(back.error));
        QCOMPARE(back.map->rulesetId(), QString("fenland"));
        QVERIFY(back.map->terrains().indexOf("fen") >= 0);
        QVERIFY(!back.customRuleset.embedded.isEmpty());
    }

    // "From File…" loads a ruleset file; the file is offered again as a recent one next time,
    // and the new map refers to it by path.
    void rulesetFileStartsANewMap()
    {
        CostTableDesigner *d = designFenland();
        QVERIFY(d);
        const QString path = m_dir.filePath("fenland.json");
        QCOMPARE(d->saveRulesetTo(path), QString());
        {
            NewMapDialog dialog(m_window->rulesets());
            QComboBox *rulesets = combo(&dialog, "rulesetCombo");
            // Saved from the designer, it is among the files used lately already.
            QVERIFY(entryWith(rulesets, "fenland.json") >= 0);
            QCOMPARE(dialog.chooseRulesetFile(path), QString());
            QVERIFY2(rulesets->currentText().contains("Fenland"),
                     qPrintable(rulesets->currentText()));
            QCOMPARE(dialog.customRuleset().path, QFileInfo(path).absoluteFilePath());
            const HexMap map = dialog.createMap();
            QCOMPARE(map.rulesetId(), QString("fenland"));
            QVERIFY(map.terrains().indexOf("fen") >= 0);
            // A file the loader refuses is said in its words, and nothing is chosen.
            const QString bad = m_dir.filePath("bad.json");
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{");
            f.close();
            QVERIFY(!dialog.chooseRulesetFile(bad).isEmpty());
            QVERIFY(rulesets->currentText().contains("Fenland"));
        }
    }

    // Giving the open map a ruleset file with other terrains asks how they map (the dialog of
    // Map ▸ Properties' ruleset change); the palette and the map's id follow.
    void otherTerrainsAreMappedWhenTheMapTakesARuleset()
    {
        CostTableDesigner *d = designFenland();
        QVERIFY(d);
        const QString path = m_dir.filePath("fenland-only.json");
        QCOMPARE(d->saveRulesetTo(path), QString());
        // Back on a tactical-formations map ("clear" and "woods": fenland has neither).
        const auto tactical = testutil::bundled("tactical-formations");
        QVERIFY(m_window->showMap(testutil::mapFor(*tactical, 6, 5, "woods"), {}, true));
        bool asked = false;
        const int woodsIndex = doc()->map().terrains().indexOf("woods");
        whenShown<RulesetChangeDialog>([&asked, woodsIndex](RulesetChangeDialog *mapping) {
            asked = true;
            // Woods becomes Fen (a choice per terrain of the map, in the map's order).
            QComboBox *woods = mapping->choices(0).value(woodsIndex);
            QVERIFY(woods);
            woods->setCurrentIndex(woods->findText("Fen"));
            pressOk(mapping);
        });
        QCOMPARE(d->referenceFromMap(path), QString());
        QVERIFY(asked);
        QCOMPARE(doc()->map().rulesetId(), QString("fenland"));
        const HexMap &map = doc()->map();
        QCOMPARE(map.terrains().id(map.terrain(map.grid().toHex({2, 2}))), QString("fen"));
        QVERIFY(!terrainList()->findItems("Fen", Qt::MatchExactly).isEmpty());
        QVERIFY(terrainList()->findItems("Woods", Qt::MatchExactly).isEmpty());
        QVERIFY(d->mismatchWarning().isEmpty());
        // One undo step brings the map and its ruleset back.
        doc()->undoStack()->undo();
        QCOMPARE(doc()->map().rulesetId(), QString("tactical-formations"));
        QVERIFY(!terrainList()->findItems("Woods", Qt::MatchExactly).isEmpty());
    }
};

QTEST_MAIN(TestNewMapRuleset)
#include "tst_newmapruleset.moc"
