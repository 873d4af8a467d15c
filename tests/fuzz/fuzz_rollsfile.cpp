// Fuzzes the rolls file of `resolve --rolls` (the referee's decisions and dice, docs/cli.md):
// the text is read, and when it reads, its answers are checked against a turn that has one
// decision (pbm-strategic: Army of the North, side Free, orders e, e, e from 1,1 into Watch of
// Minas, Shadow, on 3,1: "force-past:3,1:Army of the North:Watch of Minas"). Never a crash; a
// refusal names the file, and every answer that fits no decision is named with the file.
#include "movement/turnordersfile.h"
#include "movement/turnreport.h"
#include "pbmboard.h"

#include <QByteArray>
#include <QString>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hexstride;
    using namespace hexstride::fuzzing;
    const MovementRules &rules = pbmRules();
    static const HexMap map = pbmBoard({{"Watch of Minas", "Shadow", 3, 1, 400}});
    static const QList<TurnOrders> orders
        = readTurnOrders(rules, map,
                         QStringLiteral("Army of the North | 1,1 | side=Free figures=1200 | e, "
                                        "e, e\n"))
              .orders;
    if (orders.size() != 1)
        __builtin_trap(); // the turn itself is well formed
    const QString name = QStringLiteral("fuzz.rolls");
    const QString text = fuzzText(data, size);
    QString error;
    const auto choices = readRollsFile(text, name, &error);
    if (!choices) {
        if (!error.startsWith(name))
            __builtin_trap(); // a refusal names the file
        return 0;
    }
    const TurnResolution r = resolveTurn(rules, map, orders, *choices);
    const QStringList problems = rollsFileProblems(*choices, r, name, jsonKeyLines(text));
    for (const QString &p : problems) {
        if (!p.startsWith(name))
            __builtin_trap();
    }
    // Every answer that is not reported was taken as given.
    if (problems.isEmpty()) {
        for (const TurnDecision &d : r.decisions) {
            if (choices->decisions.contains(r.decisionId(d))
                && (d.source != QLatin1String("decision")
                    || d.chosen != choices->decisions.value(r.decisionId(d))))
                __builtin_trap();
        }
    }
    return 0;
}
