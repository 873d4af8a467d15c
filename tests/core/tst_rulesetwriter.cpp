// The ruleset writer: every bundled ruleset survives write → load unchanged; edits through
// editRuleset are validated by the loader (negative costs, unknown ids, broken conditions).
#include "rules/rulesetloader.h"
#include "rules/rulesetwriter.h"
#include "testpaths.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hexstride;

namespace {
Ruleset bundled(const QString &id)
{
    const auto r = loadRulesetFile(testpaths::source("/resources/rulesets/") + id + ".json");
    if (!r.ruleset)
        qFatal("%s", qPrintable(r.error));
    return *r.ruleset;
}
} // namespace

class TestRulesetWriter : public QObject
{
    Q_OBJECT
private slots:
    void roundTripsBundled_data()
    {
        QTest::addColumn<QString>("id");
        const QStringList files
            = QDir(testpaths::source("/resources/rulesets")).entryList({"*.json"});
        QCOMPARE(files.size(), 5);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f.chopped(5);
    }
    void roundTripsBundled()
    {
        QFETCH(QString, id);
        const Ruleset r = bundled(id);
        const QByteArray json = writeRuleset(r);
        const RulesetLoadResult back = loadRuleset(json, id);
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QVERIFY(*back.ruleset == r);
        // Writing again gives the same bytes: the writer is deterministic.
        QCOMPARE(writeRuleset(*back.ruleset), json);
    }

    void differenceIsNoticed()
    {
        // The round-trip comparison would be worthless if == ignored cells or sources.
        const Ruleset r = bundled("pbm-strategic");
        Ruleset changed = r;
        changed.costTables[0].cells[1][2].value = 99;
        QVERIFY(!(changed == r));
        changed = r;
        changed.costTables[0].cells[0][0].source.assumed = {"chosen", "chosen"};
        QVERIFY(!(changed == r));
        // The Russian reason alone counts as well.
        Ruleset russian = changed;
        russian.costTables[0].cells[0][0].source.assumed.ru = "выбрано";
        QVERIFY(!(russian == changed));
    }

    // An assumption's reason is written as it was read: a pair of texts stays a pair (the
    // Russian kept), a plain string (older files) stays a plain string.
    void assumedReasonsKeepTheirForm_data()
    {
        QTest::addColumn<QJsonValue>("reason");
        QTest::newRow("plain") << QJsonValue("chosen for both");
        QTest::newRow("pair") << QJsonValue(QJsonObject{{"en", "chosen"}, {"ru", "выбрано"}});
    }
    void assumedReasonsKeepTheirForm()
    {
        QFETCH(QJsonValue, reason);
        const RulesetLoadResult edited
            = editRuleset(bundled("pbm-strategic"), "allowances[0].source",
                          QJsonObject{{"assumed", reason}, {"item", "§1"}});
        QVERIFY2(edited.ruleset, qPrintable(edited.error));
        QCOMPARE(rulesetToJson(*edited.ruleset)["allowances"][0]["source"]["assumed"], reason);
        const RulesetLoadResult back = loadRuleset(writeRuleset(*edited.ruleset), "written");
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QVERIFY(*back.ruleset == *edited.ruleset);
        QCOMPARE(back.ruleset->allowances[0].source.assumed.in("ru"),
                 reason.isString() ? reason.toString() : QString("выбрано"));
    }

    void conditionsRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("empty") << QByteArray("{}");
        QTest::newRow("enter") << QByteArray(R"({"enter": ["hill", "plain"]})");
        QTest::newRow("lacks") << QByteArray(
            R"({"edgeLacks": ["river"], "enterLacks": ["town"], "leaveLacks": ["town"]})");
        QTest::newRow("unit") << QByteArray(R"({"unit": {"fed": "no", "arm": ["foot", "horse"]}})");
        QTest::newRow("level") << QByteArray(
            R"({"level": true, "any": [{"level": false}, {"rise": 2}, {"fall": 3}]})");
        QTest::newRow("not") << QByteArray(
            R"({"not": {"edgeHas": ["river"]}, "is": ["wet", "dry"]})");
        QTest::newRow("units") << QByteArray(
            R"({"enterUnit": "enemy", "adjacentUnit": "friend", "leaveAdjacentUnit": "any"})");
        QTest::newRow("nested") << QByteArray(
            R"({"all": [{"enter": ["hill"]}, {"unit": {}}], "enterHas": ["town"]})");
    }
    void conditionsRoundTrip()
    {
        QFETCH(QByteArray, json);
        // A minimal ruleset with the condition on a modifier, loaded, written and loaded again.
        const QByteArray base
            = R"({"format": "hexstride-ruleset", "version": 1, "id": "t", "name": {"en": "T", "ru": "Т"},
          "terrains": [{"id": "plain", "name": {"en": "P", "ru": "П"}, "colour": "#00ff00"},
                       {"id": "hill", "name": {"en": "H", "ru": "Х"}, "colour": "#888888"}],
          "hexFeatures": [{"id": "town", "name": {"en": "T", "ru": "Г"}, "colour": "#ff0000", "drawAs": "symbol"}],
          "edgeFeatures": [{"id": "river", "name": {"en": "R", "ru": "Р"}, "colour": "#0000ff", "drawAs": "river"}],
          "unitOptions": [{"id": "fed", "label": {"en": "F", "ru": "С"}, "flag": true, "default": "yes"},
                          {"id": "arm", "label": {"en": "A", "ru": "Р"}, "default": "foot", "choices": [
                             {"id": "foot", "label": {"en": "F", "ru": "П"}}, {"id": "horse", "label": {"en": "H", "ru": "К"}}]}],
          "conditions": {"wet": {"edgeHas": ["river"]}, "dry": {"not": {"is": "wet"}}},
          "allowances": [{"id": "a", "label": {"en": "A", "ru": "А"}, "points": "unlimited", "source": "§1"}],
          "costTables": [{"id": "c", "label": {"en": "C", "ru": "С"}, "source": "§1",
             "columns": [{"id": "x", "label": {"en": "X", "ru": "Х"}}],
             "rows": [{"id": "y", "label": {"en": "Y", "ru": "У"}, "cells": ["no"], "sources": [{"assumed": "a"}]}]}],
          "modifiers": [{"id": "m", "label": {"en": "M", "ru": "М"}, "effect": "add", "value": 1.5, "source": "§1",
                         "when": )"
              + json + R"(}],
          "minimumMove": {"hexes": 1, "source": "§1"},
          "turns": {"name": {"en": "T", "ru": "Х"}, "source": "§1"}})";
        const RulesetLoadResult first = loadRuleset(base, "crafted");
        QVERIFY2(first.ruleset, qPrintable(first.error));
        const RulesetLoadResult second = loadRuleset(writeRuleset(*first.ruleset), "written");
        QVERIFY2(second.ruleset, qPrintable(second.error));
        QCOMPARE(second.ruleset->modifiers.first().when, first.ruleset->modifiers.first().when);
        QVERIFY(*second.ruleset == *first.ruleset);
    }

    void editsAreValidated_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("value");  // JSON text of the new value
        QTest::addColumn<QString>("errorPart"); // empty: the edit is accepted
        QTest::newRow("cell") << "costTables[0].rows[1].cells[2]" << QByteArray("9") << "";
        QTest::newRow("cell no") << "costTables[0].rows[1].cells[2]" << QByteArray("\"no\"") << "";
        QTest::newRow("negative cell")
            << "costTables[0].rows[1].cells[2]" << QByteArray("-1")
            << "costTables[0].rows[1].cells[2]: -1 is negative: a cost is 0 or more";
        QTest::newRow("text cell")
            << "costTables[0].rows[1].cells[2]" << QByteArray("\"cheap\"") << "expected a number";
        QTest::newRow("unknown terrain")
            << "modifiers[0].when" << QByteArray(R"({"enter": ["lava"]})")
            << "modifiers[0].when.enter: unknown terrain \"lava\"";
        QTest::newRow("broken condition")
            << "modifiers[0].when" << QByteArray(R"({"entr": ["plains"]})")
            << "unknown condition \"entr\"";
        QTest::newRow("unknown option value")
            << "modifiers[0].when" << QByteArray(R"({"unit": {"fed": "maybe"}})")
            << "is not a value of option";
        QTest::newRow("negative allowance")
            << "allowances[0].points" << QByteArray("-3") << "allowances[0].points";
        QTest::newRow("no such path")
            << "costTables[7].rows[0].cells[0]" << QByteArray("1") << "no such value";
        QTest::newRow("new optional key") << "modifiers[0].group" << QByteArray("\"g\"") << "";
    }
    void editsAreValidated()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, value);
        QFETCH(QString, errorPart);
        const Ruleset r = bundled("pbm-strategic");
        const QJsonValue v = QJsonDocument::fromJson("[" + value + "]").array().at(0);
        const RulesetLoadResult out = editRuleset(r, path, v);
        if (errorPart.isEmpty()) {
            QVERIFY2(out.ruleset, qPrintable(out.error));
            QVERIFY(!(*out.ruleset == r));
        } else {
            QVERIFY(!out.ruleset);
            QVERIFY2(out.error.contains(errorPart), qPrintable(out.error));
        }
    }

    void cellEditChangesOnlyThatCell()
    {
        const Ruleset r = bundled("pbm-strategic");
        const RulesetLoadResult out = editRuleset(r, "costTables[1].rows[2].cells[3]", 11);
        QVERIFY2(out.ruleset, qPrintable(out.error));
        Ruleset expected = r;
        expected.costTables[1].cells[2][3].value = 11.0;
        QVERIFY(*out.ruleset == expected);
    }

    void savesAndLoadsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("edited.json");
        Ruleset r = bundled("battle-federations");
        r.costTables[0].cells[0][0].value.reset();
        r.allowances[0].points = 7;
        QCOMPARE(saveRulesetFile(r, path), QString());
        const RulesetLoadResult back = loadRulesetFile(path);
        QVERIFY2(back.ruleset, qPrintable(back.error));
        QVERIFY(*back.ruleset == r);
        QVERIFY(saveRulesetFile(r, dir.filePath("no/such/dir/x.json")).contains("cannot write"));
    }
};

QTEST_GUILESS_MAIN(TestRulesetWriter)
#include "tst_rulesetwriter.moc"
