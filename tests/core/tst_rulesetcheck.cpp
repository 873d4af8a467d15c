// Consistency warnings: each kind fires on a crafted ruleset made to show it, the clean crafted
// ruleset gives none, and every warning on a bundled ruleset is one we have explained.
#include "rules/rulesetcheck.h"
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace hexstride;

namespace {
const char *kClean = R"({
 "format": "hexstride-ruleset", "version": 1, "id": "crafted", "name": {"en": "Crafted", "ru": "Проба"},
 "terrains": [{"id": "plain", "name": {"en": "Plain", "ru": "Равнина"}, "colour": "#00ff00"},
              {"id": "hill", "name": {"en": "Hill", "ru": "Холм"}, "colour": "#888888"}],
 "edgeFeatures": [{"id": "road", "name": {"en": "Road", "ru": "Дорога"}, "colour": "#aa7700", "drawAs": "road"},
                  {"id": "bridge", "name": {"en": "Bridge", "ru": "Мост"}, "colour": "#555555", "drawAs": "crossing"},
                  {"id": "river", "name": {"en": "River", "ru": "Река"}, "colour": "#0000ff", "drawAs": "river"}],
 "unitOptions": [{"id": "fed", "label": {"en": "Fed", "ru": "Сыт"}, "flag": true, "default": "yes"}],
 "allowances": [{"id": "a", "label": {"en": "A", "ru": "А"}, "points": 12, "source": "§1"}],
 "costTables": [{"id": "t", "label": {"en": "Costs", "ru": "Стоимость"}, "source": "§1",
   "columns": [{"id": "fn", "label": {"en": "Fed", "ru": "Сыт"}, "when": {"unit": {"fed": "yes"}, "edgeLacks": ["road"]}},
               {"id": "un", "label": {"en": "Unfed", "ru": "Голоден"}, "when": {"unit": {"fed": "no"}, "edgeLacks": ["road"]}},
               {"id": "fr", "label": {"en": "Fed road", "ru": "Сыт, дорога"}, "when": {"unit": {"fed": "yes"}, "edgeHas": ["road"]}},
               {"id": "ur", "label": {"en": "Unfed road", "ru": "Голоден, дорога"}, "when": {"unit": {"fed": "no"}, "edgeHas": ["road"]}}],
   "rows": [{"id": "plain", "label": {"en": "Plain", "ru": "Равнина"}, "when": {"enter": ["plain"], "edgeLacks": ["river", "bridge"]}, "cells": [3, 4, 2, 3]},
            {"id": "hill", "label": {"en": "Hill", "ru": "Холм"}, "when": {"enter": ["hill"], "edgeLacks": ["river", "bridge"]}, "cells": [4, 6, 3, 4]},
            {"id": "bridge", "label": {"en": "Plain by bridge", "ru": "Равнина по мосту"}, "when": {"enter": ["plain"], "edgeHas": ["bridge"]}, "cells": [4, 5, 3, 4]}]}],
 "turns": {"name": {"en": "Turn", "ru": "Ход"}, "source": "§1"}
})";

QStringList warningKeys(const QList<RulesetWarning> &warnings)
{
    QStringList out;
    for (const auto &w : warnings)
        out << rulesetWarningKindId(w.kind) + " " + w.path;
    out.sort();
    return out;
}
} // namespace

class TestRulesetCheck : public QObject
{
    Q_OBJECT
private slots:
    void crafted_data()
    {
        QTest::addColumn<QStringList>("paths");
        QTest::addColumn<QStringList>("values"); // JSON texts, one per path
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("clean") << QStringList{} << QStringList{} << QStringList{};
        QTest::newRow("road dearer")
            << QStringList{"costTables[0].rows[1].cells"} << QStringList{"[4, 6, 5, 7]"}
            << QStringList{"road-dearer costTables[0].rows[1].cells[2]",
                           "road-dearer costTables[0].rows[1].cells[3]"};
        QTest::newRow("road not allowed")
            << QStringList{"costTables[0].rows[1].cells[3]"} << QStringList{"\"no\""}
            << QStringList{"road-dearer costTables[0].rows[1].cells[3]"};
        QTest::newRow("bridge cheaper")
            << QStringList{"costTables[0].rows[2].cells"} << QStringList{"[2, 3, 2, 3]"}
            << QStringList{"crossing-cheaper costTables[0].rows[2].cells[0]",
                           "crossing-cheaper costTables[0].rows[2].cells[1]"};
        QTest::newRow("unfed cheaper")
            << QStringList{"costTables[0].rows[1].cells"} << QStringList{"[4, 3, 3, 2]"}
            << QStringList{"option-outlier costTables[0].rows[1].cells[1]",
                           "option-outlier costTables[0].rows[1].cells[3]"};
        QTest::newRow("terrain unenterable") << QStringList{"costTables[0].rows[1].cells"}
                                             << QStringList{R"(["no", "no", "no", "no"])"}
                                             << QStringList{"terrain-unenterable terrains[1]"};
        QTest::newRow("unit cannot move")
            << QStringList{"allowances"}
            << QStringList{R"([{"id": "hungry", "label": {"en": "H", "ru": "Г"}, "when": {"unit": {"fed": "no"}}, "points": 1, "source": "§1"},
                             {"id": "a", "label": {"en": "A", "ru": "А"}, "points": 12, "source": "§1"}])"}
            << QStringList{"unit-cannot-move unitOptions"};
        QTest::newRow("unreachable row")
            << QStringList{"costTables[0].rows"}
            << QStringList{R"([{"id": "plain", "label": {"en": "Plain", "ru": "Р"}, "when": {"enter": ["plain"], "edgeLacks": ["river", "bridge"]}, "cells": [3, 4, 2, 3]},
                             {"id": "hill", "label": {"en": "Hill", "ru": "Х"}, "when": {"enter": ["hill"], "edgeLacks": ["river", "bridge"]}, "cells": [4, 6, 3, 4]},
                             {"id": "again", "label": {"en": "Plain again", "ru": "Р2"}, "when": {"enter": ["plain"]}, "cells": [3, 4, 2, 3]},
                             {"id": "bridge", "label": {"en": "Plain by bridge", "ru": "М"}, "when": {"enter": ["plain"], "edgeHas": ["bridge"]}, "cells": [4, 5, 3, 4]}])"}
            << QStringList{"unreachable-value costTables[0].rows[3]"};
        QTest::newRow("unreachable cell")
            << QStringList{"costTables[0].columns[1].when"}
            << QStringList{R"({"unit": {"fed": "yes"}, "edgeLacks": ["road"]})"}
            << QStringList{"unreachable-value costTables[0].rows[0].cells[1]",
                           "unreachable-value costTables[0].rows[1].cells[1]",
                           "unreachable-value costTables[0].rows[2].cells[1]"};
    }
    void crafted()
    {
        QFETCH(QStringList, paths);
        QFETCH(QStringList, values);
        QFETCH(QStringList, expected);
        RulesetLoadResult r = loadRuleset(kClean, "crafted");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        for (qsizetype i = 0; i < paths.size(); ++i) {
            const QJsonValue v
                = QJsonDocument::fromJson("[" + values[i].toUtf8() + "]").array().at(0);
            r = editRuleset(*r.ruleset, paths[i], v);
            QVERIFY2(r.ruleset, qPrintable(r.error));
        }
        const QList<RulesetWarning> warnings = checkRuleset(*r.ruleset);
        for (const auto &w : warnings)
            qInfo().noquote() << rulesetWarningKindId(w.kind) << w.path << w.message;
        expected.sort();
        QCOMPARE(warningKeys(warnings), expected);
        for (const auto &w : warnings)
            QVERIFY(!w.message.isEmpty());
    }

    // probe20 U02: the search tells rows apart by position, not by label: a ruleset built in
    // memory (the loader refuses twin labels) whose bridge row reads "Plain" as the plain row
    // does still reaches both rows (it warned "row \"Plain\" never applies").
    void rowsOfOneLabelAreTwoRows()
    {
        const RulesetLoadResult r = loadRuleset(kClean, "crafted");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        Ruleset twin = *r.ruleset;
        twin.costTables[0].rows[2].label = twin.costTables[0].rows[0].label;
        QCOMPARE(warningKeys(checkRuleset(twin)), QStringList{});
    }

    void messagesNameTheCells()
    {
        RulesetLoadResult r = loadRuleset(kClean, "crafted");
        r = editRuleset(*r.ruleset, "costTables[0].rows[1].cells", QJsonArray{4, 3, 2, 3});
        const QList<RulesetWarning> w = checkRuleset(*r.ruleset);
        QCOMPARE(w.size(), 1);
        QCOMPARE(w[0].path, QString("costTables[0].rows[1].cells[1]"));
        QCOMPARE(
            w[0].message,
            QString("Costs, Hill: \"Unfed\" is cheaper than \"Fed\" here, unlike 2 other entries"));
    }

    void bundledWarningsAreExplained_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("explained");
        // Each warning a bundled ruleset gives, with the reason it is right.
        // pbm-strategic: armies may not enter sea or ocean ("Seas/Coast": not allowed in every
        // column); characters reach them only by destination moves, which are not steps.
        QTest::newRow("pbm-strategic")
            << "pbm-strategic"
            << QStringList{"terrain-unenterable terrains[7]", "terrain-unenterable terrains[8]"};
        // battle-federations: the lake row is not allowed for every troop type.
        QTest::newRow("battle-federations")
            << "battle-federations" << QStringList{"terrain-unenterable terrains[4]"};
        // tactical-formations: searched completely (all 252 profiles); water is entered by naval
        // units and by land units in winter when it is frozen, every formation row by its own
        // formation, so nothing warns.
        QTest::newRow("tactical-formations") << "tactical-formations" << QStringList{};
        // strategic-commanders: land commanders do not cross water.
        QTest::newRow("strategic-commanders")
            << "strategic-commanders" << QStringList{"terrain-unenterable terrains[4]"};
        // tabletop-inches: "impassable terrain" is impassable by definition.
        QTest::newRow("tabletop-inches")
            << "tabletop-inches" << QStringList{"terrain-unenterable terrains[1]"};
    }
    void bundledWarningsAreExplained()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, explained);
        const RulesetLoadResult r
            = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const QList<RulesetWarning> warnings = checkRuleset(*r.ruleset);
        for (const auto &w : warnings)
            qInfo().noquote() << rulesetWarningKindId(w.kind) << w.path << w.message;
        explained.sort();
        QCOMPARE(warningKeys(warnings), explained);
    }

    // The search answers for every profile of every bundled ruleset within the default budget,
    // so that the absence of a warning means something (it used to stop on tactical-formations).
    void bundledSearchIsComplete_data()
    {
        QTest::addColumn<QString>("id");
        for (const char *id : {"pbm-strategic", "battle-federations", "tactical-formations",
                               "strategic-commanders", "tabletop-inches"})
            QTest::newRow(id) << QString(id);
    }
    void bundledSearchIsComplete()
    {
        QFETCH(QString, id);
        const RulesetLoadResult r
            = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QElapsedTimer timer;
        timer.start();
        const RulesetCheckReport report = checkRulesetReport(*r.ruleset);
        qInfo().noquote() << id << timer.elapsed() << "ms," << report.coverage.profilesChecked
                          << "profiles," << report.coverage.stepsEvaluated << "steps";
        QVERIFY(report.coverage.complete);
        QVERIFY(report.coverage.profilesTotal > 0);
        QCOMPARE(report.coverage.profilesChecked, report.coverage.profilesTotal);
        QVERIFY(report.coverage.stoppedAt.isEmpty());
        QVERIFY(report.coverage.stepsEvaluated <= kRulesetCheckStepBudget);
    }

    // A search cut by its budget says so and where, and claims nothing about what no unit reaches.
    void cutSearchIsReported()
    {
        const RulesetLoadResult r
            = loadRulesetFile(testpaths::source("/resources/rulesets/pbm-strategic.json"));
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const RulesetCheckReport report = checkRulesetReport(*r.ruleset, "en", 1);
        QVERIFY(!report.coverage.complete);
        QVERIFY(report.coverage.profilesChecked < report.coverage.profilesTotal);
        QVERIFY(!report.coverage.stoppedAt.isEmpty());
        for (const auto &w : report.warnings) {
            QVERIFY(w.kind != RulesetWarning::Kind::TerrainUnenterable);
            QVERIFY(w.kind != RulesetWarning::Kind::UnreachableValue);
        }
        // The complete search finds the two sea terrains.
        QCOMPARE(checkRulesetReport(*r.ruleset).warnings.size(), 2);
    }

    // Prohibitions that depend on the unit: what one profile may not do another may, and the
    // values only the forbidden profile could select are reported.
    void prohibitionsForSomeProfiles()
    {
        QByteArray text(kClean);
        text.replace(
            R"("turns":)",
            R"("prohibitions": [{"id": "no-hungry-hills", "label": {"en": "Unfed stay off hills", "ru": "Х"},
                                         "when": {"enter": ["hill"], "unit": {"fed": "no"}}, "source": "§1"}],
                                         "turns":)");
        const RulesetLoadResult r = loadRuleset(text, "crafted");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const RulesetCheckReport report = checkRulesetReport(*r.ruleset);
        QVERIFY(report.coverage.complete);
        QCOMPARE(warningKeys(report.warnings),
                 (QStringList{"unreachable-value costTables[0].rows[1].cells[1]",
                              "unreachable-value costTables[0].rows[1].cells[3]"}));
    }
};

QTEST_GUILESS_MAIN(TestRulesetCheck)
#include "tst_rulesetcheck.moc"
