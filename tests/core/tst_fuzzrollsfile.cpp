// Replays the rolls file harness's corpus (tests/fuzz/corpus/rollsfile/: the bad cases of issue
// 29, inputs that once crashed it kept as crash-*) through the harness, compiled here without
// libFuzzer (it traps on a broken promise), and checks the outcome of each seed made to fail or
// to pass. An empty or missing corpus fails.
#include "movement/turnreport.h"
#include "testpaths.h"

#include <QDir>
#include <QTest>

#define LLVMFuzzerTestOneInput fuzzRollsFile
#include "../fuzz/fuzz_rollsfile.cpp"
#undef LLVMFuzzerTestOneInput

namespace {
const QString kCorpus = testpaths::source("/tests/fuzz/corpus/rollsfile");
} // namespace

class TestFuzzRollsFile : public QObject
{
    Q_OBJECT
private slots:
    void replay_data()
    {
        QTest::addColumn<QString>("file");
        const QDir dir(kCorpus);
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        for (const QString &name : files)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
        if (files.isEmpty())
            QTest::newRow("no corpus") << QString();
    }
    void replay()
    {
        QFETCH(QString, file);
        QVERIFY2(!file.isEmpty(), qPrintable(kCorpus + ": no corpus"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(fuzzRollsFile(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                               std::size_t(bytes.size())),
                 0);
    }

    // The seeds made for issue 29, by hand: the turn has one decision,
    // "force-past:3,1:Army of the North:Watch of Minas" (stopped, force-past, overrun).
    void seedOutcomes_data()
    {
        QTest::addColumn<QString>("seed");
        QTest::addColumn<QString>("expected"); // "" : read and fits the turn
        QTest::newRow("good") << "good-force-past"
                              << "";
        QTest::newRow("unknown id")
            << "unknown-decision-id"
            << "fuzz.rolls:3: decisions.force-past:3,1:Army of the North:Watch of Minsa: no such "
               "decision in this turn (did you mean \"force-past:3,1:Army of the North:Watch of "
               "Minas\"?)";
        QTest::newRow("not a choice")
            << "choice-not-an-option"
            << "fuzz.rolls:1: decisions.force-past:3,1:Army of the North:Watch of Minas: \"pass\" "
               "is not one of its choices (stopped, force-past, overrun)";
        QTest::newRow("empty choice")
            << "empty-choice"
            << "fuzz.rolls:1: decisions.force-past:3,1:Army of the North:Watch of Minas: \"\" is "
               "not one of its choices (stopped, force-past, overrun)";
        QTest::newRow("choice not a string")
            << "choice-not-a-string"
            << "fuzz.rolls: decisions.force-past:3,1:Army of the North:Watch of Minas: expected "
               "a string (the choice; a tie's dice: a list of names)";
        // Issue 29 (probe11 N01): a list answers a tie's dice only; each roll once.
        QTest::newRow("list not a tie")
            << "list-not-a-tie"
            << "fuzz.rolls: decisions.force-past:3,1:Army of the North:Watch of Minas: expected "
               "a string (the choice; a tie's dice: a list of names)";
        QTest::newRow("tie roll twice")
            << "tie-roll-twice"
            << "fuzz.rolls: decisions.dice:3,1:0:1: answered twice (also by a tie's list)";
        // The roll's own id sorts before its tie's list ("…:10" before "…:9"): the list's
        // second name answers it again.
        QTest::newRow("tie roll twice, the list after")
            << "tie-roll-twice-listed-after"
            << "fuzz.rolls: decisions.dice:3,1:0:9[1]: roll dice:3,1:0:10 answered twice";
        // Issue 29 (probe10 F20): Qt reads 1e3 as the integer 1000.
        QTest::newRow("seed exponent")
            << "seed-exponent"
            << "fuzz.rolls: seed: expected a whole number from 0 to 4294967295";
        QTest::newRow("unknown key") << "unknown-key"
                                     << "fuzz.rolls: rolls: unknown key (expected \"seed\" and "
                                        "\"decisions\")";
        QTest::newRow("seed negative")
            << "seed-negative"
            << "fuzz.rolls: seed: expected a whole number from 0 to 4294967295";
    }
    // probe18 S08: "decisions" of another type was told "decisions: unknown key", a number at
    // the top level "JSON syntax error".
    void wrongTypesAreNamed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        const QString decisions = "r.json: decisions: expected an object (decision id → choice), "
                                  "found ";
        QTest::newRow("decisions an array")
            << R"({"seed": 1, "decisions": []})" << decisions + "an array";
        QTest::newRow("decisions a string")
            << R"({"seed": 1, "decisions": "x"})" << decisions + "a string";
        QTest::newRow("decisions null")
            << R"({"seed": 1, "decisions": null})" << decisions + "null";
        QTest::newRow("a number") << "5"
                                  << "r.json: expected a JSON object";
        QTest::newRow("a string") << " \"rolls\"\n"
                                  << "r.json: expected a JSON object";
        QTest::newRow("an array") << "[1]"
                                  << "r.json: expected a JSON object";
        QTest::newRow("two numbers") << "5 6"
                                     << "r.json: line 1, column ";
    }
    void wrongTypesAreNamed()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!hexstride::readRollsFile(text, "r.json", &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void seedOutcomes()
    {
        QFETCH(QString, seed);
        QFETCH(QString, expected);
        QFile f(kCorpus + "/" + seed);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QString error;
        const auto choices = hexstride::readRollsFile(text, "fuzz.rolls", &error);
        QStringList problems;
        if (!choices) {
            problems << error;
        } else {
            using namespace hexstride;
            static const RulesetLibrary library;
            const auto ruleset = library.ruleset("pbm-strategic");
            const MovementRules rules(ruleset);
            HexMap map = mapForRuleset(*ruleset, MapShape{8, 7, {}, LabelScheme::ColRow});
            map.units() << MapUnit{"Watch of Minas", "Shadow", map.grid().toHex({3, 1}), {}, 400};
            const auto orders = readTurnOrders(rules, map,
                                               "Army of the North | 1,1 | side=Free figures=1200 "
                                               "| e, e, e\n")
                                    .orders;
            const TurnResolution r = resolveTurn(rules, map, orders, *choices);
            QCOMPARE(r.decisions.size(), 1);
            QCOMPARE(r.decisionId(r.decisions[0]),
                     QString("force-past:3,1:Army of the North:Watch of Minas"));
            problems = rollsFileProblems(*choices, r, "fuzz.rolls", jsonKeyLines(text));
        }
        QCOMPARE(problems.join('\n'), expected);
    }
};

QTEST_GUILESS_MAIN(TestFuzzRollsFile)
#include "tst_fuzzrollsfile.moc"
