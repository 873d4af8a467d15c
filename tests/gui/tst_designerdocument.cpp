// Designer edits are changes of the map: an edited value makes the map's ruleset its own
// (embedded), marks the document modified (title `*`), is undone with the map's other changes,
// is saved with the map and is in the autosaved recovery copy, so a crash does not lose it.
#include "designer/costtabledesigner.h"
#include "designer/editing/rulesetediting.h"
#include "documentsafety.h"
#include "io/mapfile.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "mapedits.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetmap.h"
#include "rules/rulesetwriter.h"
#include "support/guitestutil.h"
#include "testpaths.h"
#include "view/mapview.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUuid>

using namespace hexstride;
using namespace hexstride::testing;

namespace {
/// The printed value of costTables[0].rows[1].cells[0] of pbm-strategic (the bundled file).
const char *kCell = "costTables[0].rows[1].cells[0]";

Ruleset bundledPbm()
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/pbm-strategic.json"));
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}

std::optional<double> cellOf(const MapDocument *doc)
{
    return doc && doc->ruleset() ? doc->ruleset()->costTables[0].cells[1][0].value : std::nullopt;
}

/// All plains, with the ruleset's own ids.
HexMap pbmMap()
{
    return mapForRuleset(bundledPbm(), {8, 6, {}, LabelScheme::ColRow}, "plains");
}

/// What a crashed instance leaves: the recovery copy at `copy`, its bookkeeping, no live lock.
void leaveAsOrphan(const QString &folder, const QString &copy, const QString &original)
{
    const QString base = QDir(folder).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
    QVERIFY(QFile::copy(copy, base + ".recovery.hexmap"));
    QFile meta(base + ".recovery.json");
    QVERIFY(meta.open(QIODevice::WriteOnly));
    meta.write(QJsonDocument(
                   QJsonObject{{"original", original},
                               {"savedAt", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}})
                   .toJson());
}
} // namespace

class TestDesignerDocument : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    std::optional<double> m_printed;

    MapDocument *doc() { return m_window->document(); }
    RulesetEditor *editor() { return m_window->costTableDesigner()->editor(); }

private slots:
    void initTestCase()
    {
        isolateSettings(m_settings);
        m_printed = bundledPbm().costTables[0].cells[1][0].value;
        QVERIFY(m_printed && *m_printed != 8);
    }
    void init()
    {
        QDir(DocumentSafety::defaultFolder()).removeRecursively();
        m_window = std::make_unique<MainWindow>();
        QVERIFY(m_window->showMap(pbmMap(), {}, true));
        QVERIFY(doc()->ruleset());
        QCOMPARE(cellOf(doc()), m_printed);
    }
    void cleanup() { m_window.reset(); }

    void editMarksTheMapModifiedAndUndoes()
    {
        QVERIFY(!doc()->isModified());
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(editor()->apply(kCell, 8, "test").isEmpty());
        QCOMPARE(cellOf(doc()), std::optional<double>(8));
        QVERIFY(doc()->isModified());
        QVERIFY(m_window->isWindowModified()); // the `*` of the title
        QVERIFY(!doc()->customRuleset().embedded.isEmpty());
        // One history with the map's own edits: undo on the map's stack restores the printed table.
        QCOMPARE(doc()->undoStack()->count(), 1);
        edits::paintTerrain(*doc(), {doc()->map().hexAtIndex(0)}, 1);
        doc()->undoStack()->undo();
        doc()->undoStack()->undo();
        QCOMPARE(cellOf(doc()), m_printed);
        QVERIFY(doc()->customRuleset().isEmpty());
        QVERIFY(!doc()->isModified());
        QVERIFY(!m_window->isWindowModified());
        doc()->undoStack()->redo();
        QCOMPARE(cellOf(doc()), std::optional<double>(8));
        QVERIFY(doc()->isModified());
    }

    void designerUndoActsOnTheMap()
    {
        CostTableDesigner *d = m_window->costTableDesigner();
        QAction *undo = nullptr;
        for (QAction *a : d->findChildren<QAction *>()) {
            if (a->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = a;
        }
        QVERIFY(undo);
        QVERIFY(!undo->isEnabled());
        QVERIFY(editor()->apply(kCell, 8, "test").isEmpty());
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(cellOf(doc()), m_printed);
        QVERIFY(!doc()->isModified());
    }

    void savedAndReopenedMapKeepsTheEdit()
    {
        const QString path = m_dir.filePath("edited.hexmap");
        QVERIFY(editor()->apply(kCell, 8, "test").isEmpty());
        QVERIFY(m_window->saveFile(path));
        QVERIFY(!doc()->isModified());
        // What is on disk: the map with its own ruleset, carrying the edit.
        const MapLoadResult file = loadMapFile(path);
        QVERIFY2(file.map, qPrintable(file.error));
        const RulesetLoadResult embedded = resolveCustomRuleset(file.customRuleset, path);
        QVERIFY2(embedded.ruleset, qPrintable(embedded.error));
        QCOMPARE(embedded.ruleset->costTables[0].cells[1][0].value, std::optional<double>(8));
        // Reopened in a fresh window.
        m_window = std::make_unique<MainWindow>();
        QVERIFY(m_window->openFile(path));
        QCOMPARE(cellOf(doc()), std::optional<double>(8));
        QVERIFY(!doc()->isModified());
    }

    // A map that carries its own ruleset is drawn in that ruleset's colours as soon as it is
    // opened (it was drawn in the bundled ruleset's until its properties changed). Plains are
    // #b7d27a in pbm-strategic and #c8dc96 in the map's own ruleset: the view's style and the
    // pixel at a hex's centre (no label, unit or number there) show #c8dc96.
    void aReopenedMapIsDrawnInItsOwnRulesetsColours()
    {
        Ruleset own = bundledPbm();
        for (FeatureDefinition &t : own.vocabulary.terrains) {
            if (t.id == "plains")
                t.colour = 0xc8dc96;
        }
        const QString path = m_dir.filePath("own-colours.hexmap");
        QCOMPARE(saveMapFile(pbmMap(), path, MapRulesetRef{rulesetToJson(own), {}}), QString());
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1000, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->openFile(path));
        MapView *view = m_window->mapView();
        const int plains = doc()->map().terrains().indexOf("plains");
        QCOMPARE(view->style().terrainColour[std::size_t(plains)], QColor(0xc8dc96));
        const Hex h = doc()->map().grid().toHex({3, 3});
        const QPoint centre = view->sceneToViewport(view->params().centre(h)).toPoint()
                              + QPoint(0, int(view->params().hexSize() * 0.4));
        QTRY_COMPARE(view->viewport()->grab().toImage().pixelColor(centre).rgb(),
                     QColor(0xc8dc96).rgb());
    }

    void autosaveCarriesTheEditedRuleset()
    {
        QVERIFY(editor()->apply(kCell, 8, "test").isEmpty());
        Autosaver *autosaver = m_window->safety()->autosaver();
        QVERIFY(autosaver->saveNow());
        const QString copy = autosaver->recoveryFile();
        const MapLoadResult file = loadMapFile(copy);
        QVERIFY2(file.map, qPrintable(file.error));
        const RulesetLoadResult embedded = resolveCustomRuleset(file.customRuleset, copy);
        QVERIFY2(embedded.ruleset, qPrintable(embedded.error));
        QCOMPARE(embedded.ruleset->costTables[0].cells[1][0].value, std::optional<double>(8));

        // After a crash the next start recovers the map with its edited ruleset.
        const QString folder = m_window->safety()->folder();
        const QString kept = m_dir.filePath("kept.hexmap");
        QVERIFY(QFile::copy(copy, kept));
        m_window.reset(); // a clean exit removes its own copy; the orphan stands for a crashed one
        leaveAsOrphan(folder, kept, m_dir.filePath("campaign.hexmap"));
        m_window = std::make_unique<MainWindow>();
        SafetyPrompts prompts;
        prompts.chooseRecoveries
            = [](const QList<RecoveryEntry> &) { return std::optional<QList<int>>(QList<int>{0}); };
        prompts.askReload = [](const QString &, bool) { return false; };
        prompts.warn = [](const QString &title, const QString &text) {
            QFAIL(qPrintable(title + ": " + text));
        };
        m_window->safety()->setPrompts(prompts);
        m_window->startUp({});
        QCOMPARE(doc()->fileName(), m_dir.filePath("campaign.hexmap"));
        QCOMPARE(cellOf(doc()), std::optional<double>(8));
        QVERIFY(doc()->isModified());
        QVERIFY(!doc()->customRuleset().embedded.isEmpty());
    }

    void pathReferencedRulesetBecomesEmbeddedWhenEdited()
    {
        CostTableDesigner *d = m_window->costTableDesigner();
        const QString rules = m_dir.filePath("house-rules.json");
        QCOMPARE(d->saveRulesetTo(rules), QString());
        QCOMPARE(d->referenceFromMap(rules), QString());
        QCOMPARE(doc()->undoStack()->count(), 1); // loading and referencing: one step
        QVERIFY(!doc()->customRuleset().path.isEmpty());
        QVERIFY(editor()->apply(kCell, 8, "test").isEmpty());
        // The file is not the edited ruleset any more: the map keeps the edit itself.
        QVERIFY(doc()->customRuleset().path.isEmpty());
        QVERIFY(!doc()->customRuleset().embedded.isEmpty());
        doc()->undoStack()->undo();
        QVERIFY(!doc()->customRuleset().path.isEmpty());
    }
};

QTEST_MAIN(TestDesignerDocument)
#include "tst_designerdocument.moc"
