// Changing a map's ruleset keeps the map (issue 18 §6): names in the interface language, each
// terrain and feature mapped (suggested by id and name, or removed), one undo step, and the
// palette in the new vocabulary at once.
#include "dialogs/rulesetchangedialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include <QComboBox>
#include <QDockWidget>
#include <QListWidget>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using namespace hexstride;
using namespace hexstride::testing;

class TestRulesetChange : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    const HexMap &map() { return m_window->document()->map(); }
    QListWidget *paletteTerrains()
    {
        auto *dock = m_window->findChild<QDockWidget *>("paletteDock");
        auto *tabs = dock ? dock->findChild<QTabWidget *>() : nullptr;
        return tabs ? qobject_cast<QListWidget *>(tabs->widget(0)) : nullptr; // the Terrain tab
    }
    QStringList terrainNames(const QString &rulesetId)
    {
        QStringList names;
        for (const auto &t : m_window->rulesets().ruleset(rulesetId)->vocabulary.terrains)
            names << t.name.en;
        return names;
    }

private slots:
    void initTestCase() { isolateSettings(m_dir); }
    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        const auto pbm = m_window->rulesets().ruleset("pbm-strategic");
        QVERIFY(pbm);
        HexMap m = mapForRuleset(*pbm, MapShape{12, 10, {}, LabelScheme::Numeric}, "plains");
        m.setTerrain(m.hexAtIndex(3), std::uint8_t(m.terrains().indexOf("forest")));
        m.setTerrain(m.hexAtIndex(4), std::uint8_t(m.terrains().indexOf("mountains")));
        m.setEdgeFeatures(edgeOf(m.hexAtIndex(5), 0),
                          FeatureMask(1u << m.edgeFeatureIds().indexOf("road")));
        m.labels().append({m.hexAtIndex(3), "Greywell"});
        m_window->showMap(m, {}, true);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup() { m_window.reset(); }

    void changeIsOneStepAndRefreshesThePalette()
    {
        const HexMap before = map();
        const auto target = m_window->rulesets().ruleset("strategic-commanders");
        QVERIFY(target);
        const MapVocabulary from = vocabularyForMap(map(), m_window->document()->ruleset().get());
        const VocabularyMapping mapping = suggestMapping(from, target->vocabulary);
        MapProperties after = MapProperties::of(map());
        after.rulesetId = "strategic-commanders";
        QUndoStack *stack = m_window->document()->undoStack();
        QVERIFY(m_window->changeRuleset(after, mapping));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(map().rulesetId(), QString("strategic-commanders"));
        QCOMPARE(map().terrains().size(), target->vocabulary.terrains.size());
        // Forest is forest in both: kept by its id.
        QCOMPARE(map().terrains().id(map().terrain(map().hexAtIndex(3))), QString("forest"));
        QCOMPARE(map().labels(), before.labels());
        // The palette lists the new ruleset's terrains, by name, at once.
        QListWidget *palette = paletteTerrains();
        QVERIFY(palette);
        QStringList shown;
        for (int i = 0; i < palette->count(); ++i)
            shown << palette->item(i)->text();
        QCOMPARE(shown, terrainNames("strategic-commanders"));
        stack->undo();
        QVERIFY(map() == before);
        shown.clear();
        for (int i = 0; i < palette->count(); ++i)
            shown << palette->item(i)->text();
        QCOMPARE(shown, terrainNames("pbm-strategic"));
    }

    void dialogPresetsTheSuggestionAndAllowsRemove()
    {
        const auto target = m_window->rulesets().ruleset("strategic-commanders");
        const MapVocabulary from = vocabularyForMap(map(), m_window->document()->ruleset().get());
        const VocabularyMapping suggested = suggestMapping(from, target->vocabulary);
        RulesetChangeDialog dialog(from, target->vocabulary, target->name.en, "en");
        QCOMPARE(dialog.mapping(), suggested);
        QCOMPARE(dialog.choices(0).size(), from.terrains.size());
        QCOMPARE(dialog.choices(2).size(), from.edgeFeatures.size());
        // Remove the first hex-side feature.
        QComboBox *first = dialog.choices(2).first();
        first->setCurrentIndex(first->findData(VocabularyMapping::kRemove));
        QCOMPARE(dialog.mapping().edgeFeatures.front(), VocabularyMapping::kRemove);
        // Names, not ids, in the interface language.
        QCOMPARE(first->itemText(1), target->vocabulary.edgeFeatures.first().name.en);
    }
};

QTEST_MAIN(TestRulesetChange)
#include "tst_rulesetchange.moc"
