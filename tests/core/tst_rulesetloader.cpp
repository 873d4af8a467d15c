// The ruleset loader: crafted bad rulesets give errors that name the JSON path; the bundled
// rulesets load, name items of their summaries (English and Russian) and have names in both
// languages; no C++ source
// tests which ruleset is loaded.
#include "rules/rulesetlibrary.h"
#include "rules/rulesetlimits.h"
#include "rules/rulesetloader.h"
#include "rules/rulesummary.h"
#include "testpaths.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace hexstride;

namespace {
const char *kBase = R"({
 "format": "hexstride-ruleset", "version": 1, "id": "test", "name": {"en": "Test", "ru": "Тест"},
 "terrains": [{"id": "plain", "name": {"en": "Plain", "ru": "Равнина"}, "colour": "#00ff00"},
              {"id": "hill", "name": {"en": "Hill", "ru": "Холм"}, "colour": "#888888", "pattern": "hatch"}],
 "edgeFeatures": [{"id": "river", "name": {"en": "River", "ru": "Река"}, "colour": "#0000ff", "drawAs": "river"}],
 "unitOptions": [{"id": "fed", "label": {"en": "Fed", "ru": "Сыт"}, "flag": true, "default": "yes"}],
 "allowances": [{"id": "a", "label": {"en": "A", "ru": "А"}, "points": 12, "source": "§1"}],
 "costTables": [
  {"id": "t0", "label": {"en": "T0", "ru": "Т0"}, "when": {"unit": {"fed": "no"}},
   "columns": [{"id": "c", "label": {"en": "C", "ru": "С"}}],
   "rows": [{"id": "r", "label": {"en": "R", "ru": "Р"}, "when": {"enter": ["plain"]}, "cells": [1]}],
   "source": {"assumed": "test"}},
  {"id": "t1", "label": {"en": "T1", "ru": "Т1"},
   "columns": [{"id": "a", "label": {"en": "A", "ru": "А"}}, {"id": "b", "label": {"en": "B", "ru": "Б"}},
               {"id": "c", "label": {"en": "C", "ru": "В"}}],
   "rows": [{"id": "r0", "label": {"en": "R0", "ru": "Р0"}, "cells": [1, 2, 3]},
            {"id": "r1", "label": {"en": "R1", "ru": "Р1"}, "cells": [1, 2, 3]},
            {"id": "r2", "label": {"en": "R2", "ru": "Р2"}, "cells": [1, 2, 3]},
            {"id": "r3", "label": {"en": "R3", "ru": "Р3"}, "cells": [1, "no", 3]}],
   "source": "§1"}],
 "modifiers": [{"id": "m", "label": {"en": "M", "ru": "М"}, "when": {"edgeHas": ["river"]}, "effect": "add", "value": 1,
                "source": "§1"}],
 "turns": {"name": {"en": "Turn", "ru": "Ход"}, "source": {"assumed": "x"}}
})";

// Sets (or with "@delete" removes) the value at a path such as costTables[1].rows[3].cells[2].
QJsonValue setPath(const QJsonValue &node, QStringList steps, const QJsonValue &value)
{
    if (steps.isEmpty())
        return value;
    const QString step = steps.takeFirst();
    const bool del = steps.isEmpty() && value.isString() && value.toString() == "@delete";
    bool isIndex = false;
    const int index = step.toInt(&isIndex);
    if (isIndex) {
        QJsonArray a = node.toArray();
        if (del)
            a.removeAt(index);
        else
            a[index] = setPath(a.at(index), steps, value);
        return a;
    }
    QJsonObject o = node.toObject();
    if (del)
        o.remove(step);
    else
        o[step] = setPath(o.value(step), steps, value);
    return o;
}

QByteArray mutated(const QString &path, const QByteArray &valueJson)
{
    const QJsonObject base = QJsonDocument::fromJson(kBase).object();
    if (path.isEmpty())
        return kBase;
    QStringList steps = QString(path).replace('[', '.').remove(']').split('.');
    const QJsonValue value = QJsonDocument::fromJson("[" + valueJson + "]").array().at(0);
    return QJsonDocument(setPath(base, steps, value).toObject()).toJson();
}

} // namespace

class TestRulesetLoader : public QObject
{
    Q_OBJECT
private slots:
    void baseLoads()
    {
        const auto r = loadRuleset(kBase, "base.json");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        QCOMPARE(r.ruleset->costTables[1].cells[3][1].value.has_value(), false);
        QCOMPARE(*r.ruleset->costTables[1].cells[3][2].value, 3.0);
        QCOMPARE(r.ruleset->vocabulary.terrains[0].colour, 0x00ff00u);
        QCOMPARE(r.ruleset->vocabulary.terrains[1].pattern, FillPattern::Hatch);
        QCOMPARE(r.ruleset->vocabulary.edgeFeatures[0].drawAs, QString("river"));
        QCOMPARE(r.ruleset->option("fed")->choices.size(), 2);
    }

    void errorsNameTheJsonPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cell")
            << "costTables[1].rows[3].cells[2]" << QByteArray("\"x\"")
            << "base.json: costTables[1].rows[3].cells[2]: expected a number or \"no\"";
        QTest::newRow("negative cell")
            << "costTables[1].rows[0].cells[0]" << QByteArray("-1")
            << "costTables[1].rows[0].cells[0]: -1 is negative: a cost is 0 or more";
        QTest::newRow("cell count")
            << "costTables[0].rows[0].cells" << QByteArray("[1, 2]")
            << "costTables[0].rows[0].cells: expected 1 cells, one per column, got 2";
        QTest::newRow("colour") << "terrains[1].colour" << QByteArray("\"green\"")
                                << "terrains[1].colour: expected a colour \"#rrggbb\"";
        QTest::newRow("pattern") << "terrains[0].pattern" << QByteArray("\"stripes\"")
                                 << "terrains[0].pattern: expected one of";
        QTest::newRow("duplicate id") << "terrains[1].id" << QByteArray("\"plain\"")
                                      << "terrains[1].id: duplicate id \"plain\"";
        QTest::newRow("missing ru") << "terrains[0].name.ru" << QByteArray("\"@delete\"")
                                    << "terrains[0].name.ru: expected a non-empty string";
        QTest::newRow("edge drawing")
            << "edgeFeatures[0].drawAs" << QByteArray("\"@delete\"")
            << "edgeFeatures[0].drawAs: an edge feature says how it is drawn";
        QTest::newRow("unknown terrain")
            << "costTables[0].rows[0].when.enter" << QByteArray("[\"lava\"]")
            << "costTables[0].rows[0].when.enter: unknown terrain \"lava\"";
        QTest::newRow("unknown edge feature")
            << "modifiers[0].when.edgeHas" << QByteArray("[\"canal\"]")
            << "modifiers[0].when.edgeHas: unknown edge feature \"canal\"";
        QTest::newRow("unknown option")
            << "costTables[0].when.unit" << QByteArray("{\"food\": \"yes\"}")
            << "costTables[0].when.unit.food: unknown unit option \"food\"";
        QTest::newRow("unknown option value")
            << "costTables[0].when.unit.fed" << QByteArray("\"maybe\"")
            << "costTables[0].when.unit.fed: \"maybe\" is not a value of option \"fed\"";
        QTest::newRow("unknown condition")
            << "modifiers[0].when.weather" << QByteArray("\"rain\"")
            << "modifiers[0].when.weather: unknown condition \"weather\"";
        QTest::newRow("fractional rise")
            << "modifiers[0].when.rise" << QByteArray("1.5")
            << "modifiers[0].when.rise: expected a whole number of levels";
        QTest::newRow("effect")
            << "modifiers[0].effect" << QByteArray("\"explode\"")
            << "modifiers[0].effect: expected one of: add, multiply, set, fraction, prohibit, stop";
        QTest::newRow("value missing") << "modifiers[0].value" << QByteArray("\"@delete\"")
                                       << "modifiers[0].value: expected a number";
        QTest::newRow("unknown table") << "modifiers[0].tables" << QByteArray("[\"t9\"]")
                                       << "modifiers[0].tables: unknown cost table \"t9\"";
        QTest::newRow("source missing") << "allowances[0].source" << QByteArray("\"@delete\"")
                                        << "allowances[0].source: missing";
        QTest::newRow("source quoted")
            << "allowances[0].source" << QByteArray("{\"quote\": \"words\"}")
            << "allowances[0].source.quote: rulesets do not quote their rule text";
        QTest::newRow("source empty") << "allowances[0].source" << QByteArray("\" \"")
                                      << "allowances[0].source: expected a non-empty string";
        QTest::newRow("assumed without reason")
            << "allowances[0].source" << QByteArray("{\"item\": \"§2\"}")
            << "allowances[0].source.assumed: expected a non-empty string";
        // A reason is a string or a pair of texts, like a name.
        QTest::newRow("assumed reason a number")
            << "allowances[0].source" << QByteArray("{\"assumed\": 3}")
            << "allowances[0].source.assumed: expected a reason: a string or {\"en\": …, \"ru\": "
               "…}";
        QTest::newRow("assumed reason without Russian")
            << "costTables[0].source.assumed" << QByteArray("{\"en\": \"why\"}")
            << "costTables[0].source.assumed.ru: expected a non-empty string";
        QTest::newRow("assumed reason with empty English")
            << "turns.source.assumed" << QByteArray("{\"en\": \"\", \"ru\": \"почему\"}")
            << "turns.source.assumed.en: expected a non-empty string";
        QTest::newRow("assumed reason in a third language")
            << "turns.source.assumed"
            << QByteArray("{\"en\": \"why\", \"ru\": \"почему\", \"de\": \"warum\"}")
            << "turns.source.assumed.de: unknown key";
        QTest::newRow("points") << "allowances[0].points" << QByteArray("\"lots\"")
                                << "allowances[0].points: expected a number or \"unlimited\"";
        // probe18 S05: a whole number beyond the bound was "expected a whole number".
        QTest::newRow("points too large")
            << "allowances[0].points" << QByteArray("1e300")
            << "allowances[0].points: 1e+300 is out of range 0..1000000";
        QTest::newRow("points one over the bound")
            << "allowances[0].points" << QByteArray("1000001")
            << "allowances[0].points: 1000001 is out of range 0..1000000";
        QTest::newRow("points a fraction") << "allowances[0].points" << QByteArray("1.5")
                                           << "allowances[0].points: expected a whole number";
        QTest::newRow("bonus below the bound")
            << "allowances[0].bonus" << QByteArray("-1000001")
            << "allowances[0].bonus: -1000001 is out of range -1000000..1000000";
        // probe18 S04: 12 inches at 3e-9 inches a hex overflowed int and read "unlimited".
        QTest::newRow("scale making an allowance too large")
            << "scale"
            << QByteArray("{\"unit\": \"inch\", \"perHex\": 3e-9, \"allowancesInScaleUnits\": "
                          "true, \"source\": \"§1\"}")
            << "scale.perHex: 3e-09 makes allowances[0].points more than 1000000 hexes, the most "
               "an allowance may be; give a larger perHex";

        QTest::newRow("bad default")
            << "unitOptions[0].default" << QByteArray("\"maybe\"")
            << "unitOptions[0].default: \"maybe\" is not one of the choices";
        QTest::newRow("misspelt root key")
            << "modifers" << QByteArray("[]") << "modifers: unknown key";
        QTest::newRow("misspelt entry key")
            << "modifiers[0].vaule" << QByteArray("2") << "modifiers[0].vaule: unknown key";
        QTest::newRow("version") << "version" << QByteArray("2") << "version: unsupported version";
        QTest::newRow("no tables")
            << "costTables" << QByteArray("[]") << "costTables: expected at least one cost table";
        QTest::newRow("named cycle")
            << "conditions" << QByteArray("{\"a\": {\"is\": \"b\"}, \"b\": {\"is\": \"a\"}}")
            << "refers to itself";
        QTest::newRow("unknown named") << "modifiers[0].when.is" << QByteArray("\"wet\"")
                                       << "modifiers[0].when.is: unknown named condition \"wet\"";
        QTest::newRow("cell sources count")
            << "costTables[0].rows[0].sources" << QByteArray("[null, null]")
            << "costTables[0].rows[0].sources: expected 1 sources, one per cell, got 2";
        QTest::newRow("cell source")
            << "costTables[0].rows[0].sources" << QByteArray("[{\"guess\": \"x\"}]")
            << "costTables[0].rows[0].sources[0].guess: unknown key";
        QTest::newRow("rounding") << "rounding" << QByteArray("\"sideways\"")
                                  << "rounding: expected \"up\", \"down\" or \"nearest\"";
        // Whether a friend moves matters for passing through its hex only.
        QTest::newRow("enter relation")
            << "modifiers[0].when.enterUnit" << QByteArray("\"ally\"")
            << "modifiers[0].when.enterUnit: expected \"enemy\", \"friend\", \"stationary-friend\"";
        QTest::newRow("adjacent stationary")
            << "modifiers[0].when.adjacentUnit" << QByteArray("\"stationary-friend\"")
            << "modifiers[0].when.adjacentUnit: expected \"enemy\", \"friend\" or \"any\"";
        // probe15 P05: toInt() made these 0, a rise every step met.
        const QString range = " levels is out of range: a rise or fall is from -65535 to 65535 "
                              "levels, the most two elevations (-32768 to 32767) differ by";
        QTest::newRow("rise beyond int") << "modifiers[0].when.rise" << QByteArray("2147483648")
                                         << "modifiers[0].when.rise: 2147483648" + range;
        QTest::newRow("rise beyond int16 differences")
            << "modifiers[0].when.rise" << QByteArray("65536")
            << "modifiers[0].when.rise: 65536" + range;
        QTest::newRow("fall far below") << "modifiers[0].when.fall" << QByteArray("-1e300")
                                        << "modifiers[0].when.fall: -1e+300" + range;
        // probe15 P07: a line break in a label or a key started a forged line of output.
        const QString hidden = "which would break or hide the text where it is shown";
        QTest::newRow("line break in a label")
            << "costTables[1].rows[0].label.en" << QByteArray("\"ok\\nFORGED LINE\"")
            << "costTables[1].rows[0].label.en: holds the control or invisible character U+000A, "
                   + hidden;
        QTest::newRow("tab in a name") << "name.ru" << QByteArray("\"Т\\tест\"")
                                       << "name.ru: holds the control or invisible character "
                                          "U+0009, "
                                              + hidden;
        QTest::newRow("C1 control in an id")
            << "edgeFeatures[0].id" << QByteArray("\"riv\\u0085er\"")
            << "edgeFeatures[0].id: holds the control or invisible character U+0085, " + hidden;
        QTest::newRow("line break in a plain reason")
            << "turns.source.assumed" << QByteArray("\"why\\nFORGED\"")
            << "turns.source.assumed: holds the control or invisible character U+000A, " + hidden;
        QTest::newRow("line break in a source item")
            << "allowances[0].source" << QByteArray("\"§1\\r\"")
            << "allowances[0].source: holds the control or invisible character U+000D, " + hidden;
        QTest::newRow("line break in an unknown key")
            << "modifiers[0].ok\nFORGED LINE" << QByteArray("1")
            << "modifiers[0].ok\\nFORGED LINE: unknown key";
        QTest::newRow("line break in a condition key")
            << "modifiers[0].when.ok\nFORGED" << QByteArray("1")
            << "modifiers[0].when.ok\\nFORGED: unknown condition \"ok↵FORGED\"";
        // probe15 P14: orders lines write side=, figures= and joins= for the army itself.
        const QByteArray option = R"({"id": "%1", "label": {"en": "O", "ru": "О"},
            "choices": [{"id": "%2", "label": {"en": "C", "ru": "В"}}], "default": "%2"})";
        const QString reserved = " is a key of orders lines (side=, figures=, joins=), not free "
                                 "for a unit option";
        for (const char *id : {"side", "figures", "joins"})
            QTest::newRow(qPrintable(QStringLiteral("option called %1").arg(id)))
                << "unitOptions[0]" << QString::fromUtf8(option).arg(id, "a").toUtf8()
                << "unitOptions[0].id: \"" + QString::fromLatin1(id) + "\"" + reserved;
        const QString cannotCarry = " holds a space, \"=\" or \"|\", which the KEY=VALUE options "
                                    "of an orders line cannot carry";
        QTest::newRow("option id with =")
            << "unitOptions[0]" << QString::fromUtf8(option).arg("a=b", "c").toUtf8()
            << "unitOptions[0].id: \"a=b\"" + cannotCarry;
        QTest::newRow("choice with a space")
            << "unitOptions[0]" << QString::fromUtf8(option).arg("troops", "foot soldiers").toUtf8()
            << "unitOptions[0].choices[0].id: \"foot soldiers\"" + cannotCarry;
        QTest::newRow("choice with a bar")
            << "unitOptions[0]" << QString::fromUtf8(option).arg("troops", "a|b").toUtf8()
            << "unitOptions[0].choices[0].id: \"a|b\"" + cannotCarry;
        // probe16 Q08: ids of one list that read alike ("dаy" with a Cyrillic а, U+0430).
        const QString readsAs = "\", an earlier id of this list, but is written otherwise: the "
                                "ids of a list must read differently";
        QTest::newRow("terrain ids alike")
            << "terrains[1].id" << QByteArray("\"PLAIN\"")
            << "terrains[1].id: \"PLAIN\" reads as \"plain" + readsAs;
        QTest::newRow("row ids alike")
            << "costTables[1].rows[2].id" << QByteArray("\"R1\"")
            << "costTables[1].rows[2].id: \"R1\" reads as \"r1" + readsAs;
        // (The whole list: the base has one unit option.)
        const QByteArray fed = R"({"id": "fed", "label": {"en": "Fed", "ru": "Сыт"}, "flag": true,
            "default": "yes"})";
        QTest::newRow("option ids alike")
            << "unitOptions"
            << "[" + fed + "," + QString::fromUtf8(option).arg("FED", "c").toUtf8() + "]"
            << "unitOptions[1].id: \"FED\" reads as \"fed" + readsAs;
        QTest::newRow("choice ids alike")
            << "unitOptions"
            << "[" + fed + R"(, {"id": "period", "label": {"en": "O", "ru": "О"}, "choices": [
                   {"id": "day", "label": {"en": "Day", "ru": "День"}},
                   {"id": "d\u0430y", "label": {"en": "Day", "ru": "День"}}], "default": "day"}])"
            << QString::fromUtf8("unitOptions[1].choices[1].id: \"d\u0430y\" reads as \"day")
                   + readsAs;
        // probe15 P18
        QTest::newRow("a third language") << "costTables[0].label.de" << QByteArray("\"Wald\"")
                                          << "costTables[0].label.de: unknown key";
        QTest::newRow("a period its own parent")
            << "turns.periods" << QByteArray(R"([{"id": "day", "label": {"en": "Day", "ru": "День"},
                              "parent": "day"}])")
            << "turns.periods[0].parent: a period is not its own parent";
        // probe16 Q08: a parent is looked up by its look-alike key, and must be written as the
        // period it reads as ("DAY" is not the period "day").
        QTest::newRow("a parent written otherwise")
            << "turns.periods"
            << QByteArray(R"([{"id": "day", "label": {"en": "Day", "ru": "День"}},
                              {"id": "noon", "label": {"en": "Noon", "ru": "Полдень"},
                              "parent": "DAY"}])")
            << "turns.periods[1].parent: unknown period \"DAY\"";
        // probe15 P16: the table's CSV export of such a cell was refused when read back.
        QTest::newRow("cost below the smallest")
            << "costTables[0].rows[0].cells[0]" << QByteArray("0.0001")
            << "costTables[0].rows[0].cells[0]: 1e-04 is between 0 and the smallest cost, 0.001 "
               "MP: write 0 or at least 0.001";
        // probe20 U02: names that tell an entry from the others show something, are not over
        // kMaxLabelChars and read differently from the list's others, in each language.
        QTest::newRow("twin terrain name")
            << "terrains[1].name.en" << QByteArray("\"Plain\"")
            << "terrains[1].name.en: \"Plain\" is also the name at terrains[0].name.en";
        QTest::newRow("look-alike terrain name")
            << "terrains[1].name.ru" << QByteArray("\"\u0420\u0410\u0412\u041d\u0418\u041d\u0410\"")
            << QString::fromUtf8("terrains[1].name.ru: \"РАВНИНА\" reads as \"Равнина\", the name "
                                 "at terrains[0].name.ru, but is written otherwise");
        QTest::newRow("blank terrain name") << "terrains[1].name.en" << QByteArray("\" \"")
                                            << "terrains[1].name.en: the name shows nothing";
        QTest::newRow("filler terrain name") << "terrains[1].name.ru" << QByteArray("\"\u3164\"")
                                             << "terrains[1].name.ru: the name shows nothing";
        QTest::newRow("combining marks only")
            << "edgeFeatures[0].name.en" << QByteArray("\"\u0301\u0301\"")
            << "edgeFeatures[0].name.en: the name shows nothing";
        QTest::newRow("overlong terrain name")
            << "terrains[0].name.en"
            << "\"" + QByteArray(257, 'F') + "\""
            << "terrains[0].name.en: the name has 257 characters; a name holds at most 256";
        QTest::newRow("twin row label")
            << "costTables[1].rows[2].label.en" << QByteArray("\"R0\"")
            << "costTables[1].rows[2].label.en: \"R0\" is also the name at "
               "costTables[1].rows[0].label.en";
        QTest::newRow("twin column label")
            << "costTables[1].columns[2].label.ru" << QByteArray("\"\u0431\"")
            << QString::fromUtf8("costTables[1].columns[2].label.ru: \"б\" reads as \"Б\"");
        QTest::newRow("blank row label")
            << "costTables[0].rows[0].label.en" << QByteArray("\" \"")
            << "costTables[0].rows[0].label.en: the name shows nothing";
        // probe20 U02: every noncharacter, as U+FFFF is.
        QTest::newRow("noncharacter U+10FFFF")
            << "terrains[0].name.en" << QByteArray("\"Plain\\udbff\\udfff\"")
            << "terrains[0].name.en: holds the control or invisible character U+10FFFF";
        QTest::newRow("noncharacter U+FDD0")
            << "terrains[0].name.en" << QByteArray("\"Plain\\ufdd0\"")
            << "terrains[0].name.en: holds the control or invisible character U+FDD0";
    }
    void errorsNameTheJsonPath()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, value);
        QFETCH(QString, expected);
        const auto r = loadRuleset(mutated(path, value), "base.json");
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.contains(expected), qPrintable(r.error));
    }

    // probe18 S04: the loader bounds allowances once converted from scale units, bonus included;
    // a scale that converts nothing (allowancesInScaleUnits false) bounds nothing.
    void scaleBoundsTheConvertedAllowances()
    {
        const auto withScale = [](double perHex, bool converted, int bonus) {
            QJsonObject root = QJsonDocument::fromJson(kBase).object();
            root["scale"] = QJsonObject{{"unit", "inch"},
                                        {"perHex", perHex},
                                        {"allowancesInScaleUnits", converted},
                                        {"source", "§1"}};
            QJsonArray allowances = root["allowances"].toArray();
            QJsonObject a = allowances[0].toObject();
            a["bonus"] = bonus;
            allowances[0] = a;
            root["allowances"] = allowances;
            return loadRuleset(QJsonDocument(root).toJson(), "scale.json");
        };
        // 12 inches at 0.0001 a hex: 120000 hexes; with 88 more, 1000000; with 89, 1010000.
        QVERIFY2(withScale(0.0001, true, 0).ruleset, qPrintable(withScale(0.0001, true, 0).error));
        QVERIFY(withScale(0.0001, true, 88).ruleset);
        const auto bonus = withScale(0.0001, true, 89);
        QVERIFY(!bonus.ruleset);
        QCOMPARE(bonus.error, QString("scale.json: scale.perHex: 1e-04 makes allowances[0].bonus "
                                      "more than 1000000 hexes, the most an allowance may be; "
                                      "give a larger perHex"));
        QVERIFY(withScale(3e-9, false, 0).ruleset);
    }

    // The conversion the movement engine makes of allowances and ranges: rounded down, and
    // never beyond ±1000000 (an int cast of a larger double is undefined, probe18 S04).
    void wholeHexesStayWithinTheBound()
    {
        const MapScale inches{"inch", 3, true, {}};
        QCOMPARE(wholeHexesFromScaleUnits(7, inches), 2);
        QCOMPARE(wholeHexesFromScaleUnits(6, inches), 2);
        QCOMPARE(wholeHexesFromScaleUnits(7, MapScale{"inch", 3, false, {}}), 7);
        const MapScale tiny{"inch", 3e-9, true, {}};
        QVERIFY(hexesFromScaleUnits(6, tiny) > 1.9e9); // as it is, for the loader's check
        QCOMPARE(wholeHexesFromScaleUnits(6, tiny), 1000000);
        QCOMPARE(wholeHexesFromScaleUnits(-6, tiny), -1000000);
    }

    // An assumption's reason: a pair of texts, or (older files) one string for both languages.
    void assumedReasonsInEitherForm()
    {
        const auto r = loadRuleset(
            mutated("costTables[0].source.assumed", "{\"en\": \"chosen\", \"ru\": \"выбрано\"}"),
            "base.json");
        QVERIFY2(r.ruleset, qPrintable(r.error));
        const SourceRef &pair = r.ruleset->costTables[0].source;
        QCOMPARE(pair.assumed, (LocalizedText{"chosen", "выбрано"}));
        QVERIFY(pair.isAssumed());
        QCOMPARE(pair.assumed.in("ru_RU"), QString("выбрано"));
        QCOMPARE(pair.assumed.in("en_GB"), QString("chosen"));
        // The plain string of the base ruleset reads the same in both languages.
        const SourceRef &plain = r.ruleset->turns.source;
        QCOMPARE(plain.assumed, (LocalizedText{"x", "x"}));
        QCOMPARE(plain.assumed.in("ru"), QString("x"));
        QVERIFY(plain.item.isEmpty());
    }

    void syntaxError()
    {
        const auto r = loadRuleset("{\"format\": ", "broken.json");
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.startsWith("broken.json: line 1, column "), qPrintable(r.error));
    }

    void bundledRulesetsLoad()
    {
        RulesetLibrary library;
        QCOMPARE(library.ids(),
                 (QStringList{"battle-federations", "pbm-strategic", "strategic-commanders",
                              "tabletop-inches", "tactical-formations"}));
        for (const QString &id : library.ids()) {
            QString error;
            const auto r = library.ruleset(id, &error);
            QVERIFY2(r, qPrintable(error));
            QCOMPARE(r->id, id);
        }
        QString error;
        QVERIFY(!library.ruleset("chess", &error));
        QVERIFY(error.contains("\"chess\""));
    }

    void bundledNamesInBothLanguages()
    {
        RulesetLibrary library;
        for (const QString &id : library.ids()) {
            const auto r = library.ruleset(id);
            auto check = [&](const LocalizedText &t, const QString &what) {
                QVERIFY2(!t.en.isEmpty() && !t.ru.isEmpty(), qPrintable(id + ": " + what));
            };
            check(r->name, "name");
            for (const auto *list :
                 {&r->vocabulary.terrains, &r->vocabulary.hexFeatures, &r->vocabulary.edgeFeatures})
                for (const auto &f : *list)
                    check(f.name, f.id);
            for (const auto &o : r->unitOptions) {
                check(o.label, o.id);
                for (const auto &c : o.choices)
                    check(c.label, o.id + "=" + c.id);
            }
        }
    }

    // Every source of a bundled ruleset names an item of its summary, and the item exists in the
    // English and the Russian summary (docs/rules/<id>.md, docs/rules/ru/<id>.md).
    void sourcesNameItemsOfTheSummaries()
    {
        RulesetLibrary library;
        for (const QString &id : library.ids()) {
            const auto r = library.ruleset(id);
            QCOMPARE(r->sourceText, QString("docs/rules/%1.md").arg(id));
            QHash<QString, QString> summary[2];
            const QString files[2] = {testpaths::source("/docs/rules/%1.md").arg(id),
                                      testpaths::source("/docs/rules/ru/%1.md").arg(id)};
            for (int lang = 0; lang < 2; ++lang) {
                QFile f(files[lang]);
                QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(files[lang]));
                summary[lang] = ruleSummaryItems(QString::fromUtf8(f.readAll()));
            }
            // The same items in both languages.
            QStringList en = summary[0].keys(), ru = summary[1].keys();
            en.sort();
            ru.sort();
            QCOMPARE(ru, en);
            QList<QPair<QString, SourceRef>> sources;
            for (const auto &a : r->allowances)
                sources << qMakePair(a.id, a.source);
            for (const auto &t : r->costTables) {
                sources << qMakePair(t.id, t.source);
                for (int row = 0; row < t.rows.size(); ++row)
                    for (int col = 0; col < t.columns.size(); ++col)
                        sources << qMakePair(t.id + "/" + t.rows[row].id, t.cells[row][col].source);
            }
            for (const auto &p : r->prohibitions)
                sources << qMakePair(p.id, p.source);
            for (const auto &m : r->modifiers)
                sources << qMakePair(m.id, m.source);
            for (const auto &s : r->stateChanges)
                sources << qMakePair(s.id, s.source);
            for (const auto &s : r->stopRules)
                sources << qMakePair(s.id, s.source);
            for (const auto &o : r->occupancy)
                sources << qMakePair(o.id, o.source);
            for (const auto &d : r->destinations)
                sources << qMakePair(d.id, d.source);
            for (const auto &g : r->ranges)
                sources << qMakePair(g.id, g.source);
            for (const auto &c : r->chances)
                sources << qMakePair(c.id, c.source);
            for (const auto &o : r->unitOptions)
                sources << qMakePair(o.id, o.source);
            sources << qMakePair(QString("turns"), r->turns.source)
                    << qMakePair(QString("scale"), r->scale.source)
                    << qMakePair(QString("minimumMove"), r->minimumMove.source)
                    << qMakePair(QString("setup"), r->setupSource)
                    << qMakePair(QString("destinationMovement"), r->destinationMovementSource);
            if (r->contest)
                sources << qMakePair(QString("contest"), r->contest->source);
            if (r->defend)
                sources << qMakePair(QString("defend"), r->defend->source);
            int named = 0;
            for (const auto &[rule, src] : sources) {
                if (src.item
                        .isEmpty()) { // a rule without a source of its own (optional ones, cells)
                    QVERIFY2(!src.isAssumed(),
                             qPrintable(id + " / " + rule + ": an assumption names no item"));
                    continue;
                }
                QVERIFY2(summary[0].contains(src.item),
                         qPrintable(id + " / " + rule + ": no item " + src.item));
                ++named;
            }
            QVERIFY2(named > 0, qPrintable(id));
        }
    }

    // A summary's items: headings "## §N Title" and paragraphs that begin "**§N.M**"; tables and
    // other paragraphs end an item; emphasis is dropped.
    void summaryItemsAreHeadingsAndNumberedParagraphs()
    {
        const auto items
            = ruleSummaryItems(QStringLiteral("# Title\n\nIntro **§9** not an item.\n\n"
                                              "## §1 Costs\n\n**§1.1** A hex costs\n*two* points.\n"
                                              "| a | b |\n\n- **§1.2.** Walls: `no`.\n\nAfter.\n"));
        QCOMPARE(items.size(), 3);
        QCOMPARE(items.value("§1"), QString("Costs"));
        QCOMPARE(items.value("§1.1"), QString("A hex costs two points."));
        QCOMPARE(items.value("§1.2"), QString("Walls: no."));
    }

    void noCodeTestsWhichRulesetIsLoaded()
    {
        RulesetLibrary library;
        QDirIterator it(testpaths::source("/src"), {"*.cpp", "*.h"}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        // The JOverseer importer names the ruleset its maps are written for (the .terrain codes
        // are that game's terrains); it sets the map's ruleset id and never branches on it.
        const QStringList producers{"io/joverseerimport.h"};
        while (it.hasNext()) {
            QFile f(it.next());
            if (std::any_of(producers.begin(), producers.end(),
                            [&](const QString &p) { return f.fileName().endsWith(p); }))
                continue;
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString code = QString::fromUtf8(f.readAll());
            for (const QString &id : library.ids())
                QVERIFY2(!code.contains("\"" + id + "\""),
                         qPrintable(f.fileName() + " mentions " + id));
            ++files;
        }
        QVERIFY(files > 10);
    }
};

QTEST_GUILESS_MAIN(TestRulesetLoader)
#include "tst_rulesetloader.moc"
