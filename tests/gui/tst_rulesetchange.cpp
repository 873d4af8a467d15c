// Changing a map's ruleset keeps the map (issue 18 §6): names in the interface language, each
// terrain and feature mapped (suggested by id and name, or removed), one undo step, and the
// palette in the new vocabulary at once.
#include "dialogs/rulesetchangedialog.h"
#include "mainwindow.h"
#include "mapdocument.h"
#include "rules/rulesetmap.h"
#include "support/guitestutil.h"
#include "testpaths.h"
#include "view/mapview.h"
#include "view/vocabulary.h"

#include "io/mapfile.h"
#include "map/mapstats.h"
#include "movement/terraincosts.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSet>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

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

    // Issue 31 §2: PBM → Strategic commanders with the suggested choices and one OK turned sea,
    // ocean and swamp into open country and took off every river side. On the real sample map:
    // the suggestions keep rivers (drawn as rivers on both sides), water and roads; the dialog
    // says before OK what goes (fords and bridges: the target has no crossings; hex features:
    // it has none) and with how many sides and hexes, counted here from the map.
    void sampleMapToStrategicCommandersKeepsRiversAndSaysWhatGoes()
    {
        const MapLoadResult loaded
            = loadMapFile(testpaths::source("/resources/maps/mepbm-1000.hexmap"));
        QVERIFY2(loaded.map, qPrintable(loaded.error));
        QVERIFY(m_window->showMap(*loaded.map, {}, true));
        const HexMap before = map();
        const auto target = m_window->rulesets().ruleset("strategic-commanders");
        const MapVocabulary from = vocabularyForMap(map(), m_window->document()->ruleset().get());
        const VocabularyMapping suggested
            = suggestRulesetChange(from, m_window->document()->ruleset(), target);
        const MapStats usage = computeMapStats(map());
        RulesetChangeDialog dialog(from, target->vocabulary, target->name.en, "en", nullptr,
                                   &suggested, &usage);
        QCOMPARE(dialog.mapping(), suggested);
        // By hand (see tst_vocabularymapping): minor and major river → River, road → Road.
        const int riverIndex = 0, roadIndex = 1;
        const auto edge = [&](const QString &id) { return before.edgeFeatureIds().indexOf(id); };
        QCOMPARE(dialog.choices(2)[edge("minor-river")]->currentData().toInt(), riverIndex);
        QCOMPARE(dialog.choices(2)[edge("major-river")]->currentData().toInt(), riverIndex);
        QCOMPARE(dialog.choices(2)[edge("road")]->currentData().toInt(), roadIndex);

        // Count fords, bridges and river sides of the map by walking every side once.
        const auto bit = [&](const QString &id) {
            return FeatureMask(1u << before.edgeFeatureIds().indexOf(id));
        };
        int fords = 0, bridges = 0, riverSides = 0;
        QList<int> featureHexes(before.hexFeatureIds().size(), 0);
        QSet<EdgeId> seen;
        for (int i = 0; i < before.hexCount(); ++i) {
            const Hex h = before.hexAtIndex(i);
            for (int f = 0; f < featureHexes.size(); ++f)
                featureHexes[f] += (before.hexFeatures(h) >> f) & 1;
            for (Direction d = 0; d < kDirectionCount; ++d) {
                const EdgeId e = edgeOf(h, d);
                if (seen.contains(e))
                    continue;
                seen.insert(e);
                const FeatureMask m = before.edgeFeatures(e);
                fords += (m & bit("ford")) ? 1 : 0;
                bridges += (m & bit("bridge")) ? 1 : 0;
                riverSides += (m & (bit("minor-river") | bit("major-river"))) ? 1 : 0;
            }
        }
        QVERIFY(fords > 0 && riverSides > 0);
        const QString summary = dialog.summary();
        QVERIFY2(summary.contains(QString("Ford from %1 hex-side").arg(fords)),
                 qPrintable(summary));
        if (bridges > 0)
            QVERIFY2(summary.contains(QString("Bridge from %1 hex-side").arg(bridges)),
                     qPrintable(summary));
        // Strategic commanders has no hex features: each one the map uses is said to go (the
        // sample map has none at present).
        for (int f = 0; f < featureHexes.size(); ++f) {
            if (featureHexes[f] == 0)
                continue;
            const QString name = from.hexFeatures[f].name.en;
            QVERIFY2(summary.contains(QString("%1 from %2 hex").arg(name).arg(featureHexes[f])),
                     qPrintable(summary));
        }
        QVERIFY2(summary.contains("Sea → Water on"), qPrintable(summary));
        QVERIFY2(!summary.contains("river from"), qPrintable(summary)); // no river removed
        QCOMPARE(dialog.findChild<QLabel *>("changeSummary")->text(), summary);
        // Choosing "Remove" for minor rivers says so at once.
        QComboBox *minor = dialog.choices(2)[edge("minor-river")];
        minor->setCurrentIndex(minor->findData(VocabularyMapping::kRemove));
        QVERIFY(dialog.findChild<QLabel *>("changeSummary")->text().contains("Minor river from"));
        minor->setCurrentIndex(minor->findData(riverIndex));

        MapProperties after = MapProperties::of(map());
        after.rulesetId = "strategic-commanders";
        QVERIFY(m_window->changeRuleset(after, dialog.mapping()));
        int keptRivers = 0;
        seen.clear();
        for (int i = 0; i < before.hexCount(); ++i) {
            const Hex h = before.hexAtIndex(i);
            for (Direction d = 0; d < kDirectionCount; ++d) {
                const EdgeId e = edgeOf(h, d);
                if (seen.contains(e))
                    continue;
                seen.insert(e);
                keptRivers += (map().edgeFeatures(e) & FeatureMask(1u << riverIndex)) ? 1 : 0;
            }
        }
        QCOMPARE(keptRivers, riverSides);
    }

    // "Hills & Rough" read "Hills _Rough": a name's '&' is a letter, not a mnemonic. And the
    // mouse wheel over the list scrolls it instead of changing the choice under the pointer.
    void namesKeepTheirAmpersandAndTheWheelScrolls()
    {
        const auto target = m_window->rulesets().ruleset("strategic-commanders");
        const MapVocabulary from = vocabularyForMap(map(), m_window->document()->ruleset().get());
        RulesetChangeDialog dialog(from, target->vocabulary, target->name.en, "en");
        QComboBox *hills = dialog.choices(0)[from.terrains.indexOf(*from.terrain("hills"))];
        QLabel *label = nullptr;
        for (QLabel *l : dialog.findChildren<QLabel *>())
            if (l->buddy() == hills)
                label = l;
        QVERIFY(label);
        QCOMPARE(label->text(), QString("Hills && Rough →")); // shown as "Hills & Rough →"

        dialog.resize(460, 300); // too short for every choice: the list scrolls
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QComboBox *choice = dialog.choices(2).first();
        choice->clearFocus();
        const int before = choice->currentIndex();
        const QPointF p(choice->width() / 2.0, choice->height() / 2.0);
        QWheelEvent wheel(p, choice->mapToGlobal(p), {}, QPoint(0, -120), Qt::NoButton, {},
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(choice, &wheel);
        QCOMPARE(choice->currentIndex(), before);
        QVERIFY(!wheel.isAccepted()); // left for the list around it, which scrolls
        QScrollArea *list = dialog.findChild<QScrollArea *>();
        QVERIFY(list->verticalScrollBar()->maximum() > 0);
        QWheelEvent onList(p, list->viewport()->mapToGlobal(p), {}, QPoint(0, -120), Qt::NoButton,
                           {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(list->viewport(), &onList);
        QVERIFY(list->verticalScrollBar()->value() > 0);
    }

    // walk14 #2: Map Properties ▸ Tactical formations on a PBM map offered Bridge for every
    // town (summary "Town → Bridge on 2 hexes"), and in Russian the choices were cut at the
    // dialog's right edge behind a horizontal scroll bar. A map with a town on two hexes and a
    // village on one: pbm's settlements have no id, name or like in tactical's hex features
    // (roads, bridge, fire, abatis, redoubt, walled compound), so they are offered for removal.
    void townsAreNotOfferedAsBridgesAndRussianChoicesFit()
    {
        HexMap m = map();
        const int town = m.hexFeatureIds().indexOf("town");
        const int village = m.hexFeatureIds().indexOf("village");
        m.setHexFeatures(m.hexAtIndex(10), FeatureMask(1u << town));
        m.setHexFeatures(m.hexAtIndex(11), FeatureMask(1u << town));
        m.setHexFeatures(m.hexAtIndex(12), FeatureMask(1u << village));
        const auto pbm = m_window->rulesets().ruleset("pbm-strategic");
        const auto tactical = m_window->rulesets().ruleset("tactical-formations");
        const MapVocabulary from = vocabularyForMap(m, pbm.get());
        const VocabularyMapping suggested = suggestRulesetChange(from, pbm, tactical);
        const MapStats usage = computeMapStats(m);
        RulesetChangeDialog dialog(from, tactical->vocabulary, tactical->name.ru, "ru",
                                   m_window.get(), &suggested, &usage);
        QComboBox *townChoice = dialog.choices(1)[town];
        QCOMPARE(townChoice->currentData().toInt(), VocabularyMapping::kRemove);
        QCOMPARE(dialog.choices(1)[village]->currentData().toInt(), VocabularyMapping::kRemove);
        // No translator is loaded here: the words are English, the names Russian.
        const QString summary = dialog.findChild<QLabel *>("changeSummary")->text();
        QVERIFY2(!summary.contains(QString::fromUtf8("Мост")), qPrintable(summary));
        QVERIFY2(summary.contains(QString::fromUtf8("Городок from 2 hex(es)")),
                 qPrintable(summary));

        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QScrollArea *list = dialog.findChild<QScrollArea *>();
        QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
        // The longest Russian name a choice shows, "Ручей, непроходимый вброд", is shown whole.
        QComboBox *first = dialog.choices(2).first();
        const int deep = first->findText(QString::fromUtf8("Ручей, непроходимый вброд"));
        QVERIFY(deep > 0);
        for (QComboBox *c : dialog.choices(2)) {
            const QRect onViewport(c->mapTo(list->viewport(), QPoint(0, 0)), c->size());
            QVERIFY(list->viewport()->rect().left() <= onViewport.left());
            QVERIFY(onViewport.right() <= list->viewport()->rect().right());
            QVERIFY(c->width() >= c->sizeHint().width());
        }
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
