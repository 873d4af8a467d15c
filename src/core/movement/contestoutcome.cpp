// One contested hex of a simultaneous turn (strategic-commanders §3): its outcome by the
// ruleset's contest rule, and the report's texts made from that outcome.
#include "contestoutcome_p.h"

#include "contest.h"
#include "text/filltext.h"

#include <QSet>
#include <algorithm>
#include <random>

namespace hexstride::turnresolver {

ContestWords::ContestWords(const ContestRule &rule, const QString &language)
    : movesIn(ContestText::tr("%1 moves in"))
    , movesInBecause(ContestText::tr("%1 moves in: %2"))
    , movesOnThen(ContestText::tr("%1 moves on, then %2"))
    , movesOn(ContestText::tr("%1 moves on"))
    , tie(ContestText::tr("a tie: roll dice (%1)"))
    , stopsIn(ContestText::tr("%1 stops in %2"))
    // Never the seed's number: the explanation goes into every player's report, and the turn's
    // seed (the campaign's + N) would tell each later draw (probe20 U11). The referee has it
    // in the turn's decisions.json and campaign.json.
    , diceSeed(ContestText::tr("dice (drawn with the turn's seed)"))
    , diceReferee(ContestText::tr("dice (the referee's decision)"))
    , openTie(ownLabel(ContestText::tr("contested hex: dice not rolled yet")))
{
    for (const ContestCriterion &k : rule.criteria) {
        ruleIds << contestRuleId(k);
        criterionLabels << k.label.in(language);
    }
}

namespace {
/// The rule id of a criterion index as ContestResult::MovedIn::decidedBy holds it.
QString ruleIdOf(const ContestWords &words, int decidedBy)
{
    const int dice = int(words.ruleIds.size());
    return decidedBy >= 0 && decidedBy < dice ? words.ruleIds[decidedBy]
           : decidedBy == dice                ? QStringLiteral("dice")
                                              : QString();
}

/// The losers' reason for a contest decided by `rule` (the same for all its losers).
const LocalizedText &lossLabel(ContestWords &words, const QString &rule)
{
    auto known = words.lossLabels.find(rule);
    if (known == words.lossLabels.end()) {
        // Said to the force that was stopped: who got the hex and by which rule, never the rule
        // alone ("contested hex: fewer troop figures" read as the loser's own, walk14 #5).
        LocalizedText made = ownLabel(ContestText::tr("the contested hex went to another force "
                                                      "by the dice"));
        for (int k = 0; k < words.ruleIds.size(); ++k) {
            if (words.ruleIds[k] == rule)
                made = ownLabel(ContestText::tr("the contested hex went to the force with %1")
                                    .arg(words.criterionLabels[k]));
        }
        known = words.lossLabels.insert(rule, made);
    }
    return *known;
}
} // namespace

namespace {
QString rollId(const TurnContext &c, Hex hex, int period, int number)
{
    return fillText(QStringLiteral("dice:%1:%2:%3"), {c.map.label(hex), period, number});
}
} // namespace

ContestResult settleContest(TurnContext &c, const ContestRule &rule, ContestWords &words,
                            const QList<Force> &forces, const Tries &tries, Hex hex, int period)
{
    const qsizetype n = tries.size();
    // Few forces meet in one hex: the working lists stay on the stack.
    QVarLengthArray<Contender, 16> cs;
    QVarLengthArray<bool, 16> movesOn;
    for (const auto &[f, e] : tries) {
        const Force &force = forces[f];
        cs.append(Contender{force.name, force.figures, force.entries[e].remaining, force.daily});
        movesOn.append(movesOnAfter(force, e));
    }
    const int dice = int(rule.criteria.size());
    ContestResult out;
    ContestLine line(rule, cs);
    qsizetype tie = -1;       // the tie that rolled last (ContestLine::tieId)
    int firstOfTie = 0;       // its first roll, in out.rolls
    bool namesRepeat = false; // two of its forces have one name
    using Roll = ContestResult::Roll;
    while (line.left() > 0) {
        ContestLine::Front o = line.front();
        int decision = -1;
        if (o.winner < 0 && rule.diceLast && o.tied > 0) {
            // What TurnContext::decide does with the decision's choices, the tie's names, here
            // without listing them: a tie of n forces that each move on rolls n times.
            Roll roll;
            roll.number = int(out.movedIn.size());
            if (line.tieId() != tie) {
                tie = line.tieId();
                firstOfTie = int(out.rolls.size());
                roll.tieFrom = int(out.tieTries.size());
                out.tieTries << line.tied();
                QSet<QString> names;
                names.reserve(o.tied);
                for (qsizetype k = roll.tieFrom; k < out.tieTries.size(); ++k)
                    names.insert(cs[out.tieTries[k]].name);
                namesRepeat = names.size() < o.tied;
            } else {
                roll.tieFrom = out.rolls.constLast().tieFrom;
            }
            roll.tieTo = int(out.tieTries.size());
            roll.firstOfTie = firstOfTie;
            // The first of the tie named `name` (as QStringList::indexOf finds it).
            const auto firstNamed = [&](const QString &name) {
                for (qsizetype k = 0; k < o.tied; ++k) {
                    if (cs[line.tiedAt(k)].name == name)
                        return line.tiedAt(k);
                }
                return -1;
            };
            const QString id = rollId(c, hex, period, roll.number);
            const auto answer = c.choices.decisions.constFind(id);
            if (answer != c.choices.decisions.cend() && !answer->isEmpty())
                roll.chosen = firstNamed(*answer);
            if (roll.chosen >= 0) {
                roll.source = Roll::Source::Decision;
            } else if (c.choices.seed) {
                std::mt19937 rng(rollSeed(*c.choices.seed, id));
                std::uniform_int_distribution<int> die(0, int(o.tied) - 1);
                roll.chosen = line.tiedAt(die(rng));
                if (namesRepeat)
                    roll.chosen = firstNamed(cs[roll.chosen].name);
                roll.source = Roll::Source::Seed;
            }
            out.rolls << roll;
            if (roll.chosen >= 0) {
                o.winner = roll.chosen;
                o.decidedBy = dice;
                decision = int(out.rolls.size()) - 1;
            }
        }
        if (o.winner < 0) {
            out.tied = line.tied();
            break;
        }
        const int w = o.winner;
        if (out.movedIn.isEmpty())
            out.rule = ruleIdOf(words, o.decidedBy);
        out.movedIn.append(ContestResult::MovedIn{w, o.decidedBy, decision});
        // A winner that moves on (cavalry, say) leaves the hex to the next in line
        // (strategic-commanders §3.2).
        if (!rule.winnerFreesHexOnMovingOn || !movesOn[w]) {
            out.occupant = w;
            break;
        }
        line.take(w);
    }
    out.losers.reserve(n - out.movedIn.size());
    // Per try: moved in, tied or refused (marked once, not searched for per try).
    enum class Fate : char { Refused, MovedIn, Tied };
    QVarLengthArray<Fate, 16> fate(n, Fate::Refused);
    for (int t : std::as_const(out.tied))
        fate[t] = Fate::Tied;
    for (const ContestResult::MovedIn &m : std::as_const(out.movedIn))
        fate[m.at] = Fate::MovedIn;
    const LocalizedText *label = nullptr; // the losers' reason: the same for all
    for (int i = 0; i < n; ++i) {
        if (fate[i] == Fate::MovedIn)
            continue;
        const auto [f, e] = tries[i];
        if (fate[i] == Fate::Tied) {
            // Dice not rolled yet: nobody of the tie moves in, so an open decision never puts two
            // units where the rules allow one (the safe outcome until the referee rolls).
            out.losers << std::tuple<int, int, TraceItem>{f, e,
                                                          TraceItem{TraceItem::Kind::Occupied,
                                                                    QStringLiteral("dice"),
                                                                    words.openTie,
                                                                    {},
                                                                    {},
                                                                    {},
                                                                    0,
                                                                    0}};
            continue;
        }
        if (!label)
            label = &lossLabel(words, out.rule);
        out.losers << std::tuple<int, int, TraceItem>{
            f, e, TraceItem{TraceItem::Kind::Occupied, out.rule, *label, {}, {}, {}, 0, 0}};
    }
    return out;
}

TurnDecision turnDecision(const TurnContext &c, const QList<Force> &forces, const Tries &tries,
                          const ContestResult &result, qsizetype r, Hex hex, int period,
                          qsizetype *end)
{
    using Roll = ContestResult::Roll;
    const Roll &first = result.rolls[r];
    TurnDecision d;
    d.id = rollId(c, hex, period, first.number);
    d.kind = QStringLiteral("dice");
    d.hex = hex;
    d.choices.reserve(first.tieTo - first.tieFrom);
    for (qsizetype k = first.tieFrom; k < first.tieTo; ++k)
        d.choices << forces[tries[result.tieTries[k]].first].name;
    d.unit = d.choices.join(QStringLiteral(", "));
    d.units = d.choices; // shared
    // Its rolls: the next ones of the same tie (a winner that moved on, the dice again).
    bool answered = false;
    bool rolled = false;
    qsizetype k = r;
    for (; k < result.rolls.size() && result.rolls[k].firstOfTie == first.firstOfTie; ++k) {
        const Roll &roll = result.rolls[k];
        ++d.rolls;
        if (roll.chosen >= 0)
            d.order << forces[tries[roll.chosen].first].name;
        answered = answered || roll.source == Roll::Source::Decision;
        rolled = rolled || roll.source == Roll::Source::Seed;
    }
    *end = k;
    d.chosen = d.order.value(0);
    d.source = answered ? QStringLiteral("decision")
               : rolled ? QStringLiteral("seed")
                        : QStringLiteral("open");
    return d;
}

void explainContest(const TurnContext &c, const ContestRule &rule, const ContestWords &words,
                    const QList<Force> &forces, const Tries &tries, const ContestResult &result,
                    TurnConflict &out)
{
    out.units.reserve(tries.size());
    out.unitIndexes.reserve(tries.size());
    for (const auto &[f, e] : tries) {
        out.units << forces[f].name;
        out.unitIndexes << forces[f].unit;
    }
    const int dice = int(rule.criteria.size());
    Pieces text; // its parts joined by "; "
    int parts = 0;
    const auto nextPart = [&] {
        if (parts++ > 0)
            text.add(u"; ");
    };
    for (qsizetype k = 0; k < result.movedIn.size(); ++k) {
        const ContestResult::MovedIn &m = result.movedIn[k];
        out.ruleTrail << ruleIdOf(words, m.decidedBy);
        QStringView why;
        if (m.decidedBy >= 0 && m.decidedBy < dice)
            why = words.criterionLabels[m.decidedBy];
        else if (m.decision >= 0)
            why = result.rolls[m.decision].source == ContestResult::Roll::Source::Seed
                      ? QStringView(words.diceSeed)
                      : QStringView(words.diceReferee);
        const QString &name = out.units[m.at];
        const Sentence &in = why.isEmpty() ? words.movesIn : words.movesInBecause;
        const auto movedIn = [&](Pieces &p, int i) { p.add(i == 0 ? QStringView(name) : why); };
        nextPart();
        if (k == 0) {
            in.addTo(text, why.isEmpty() ? 1 : 2, movedIn);
        } else {
            // "… moves on, then <who moves in>": the second sentence fills the first's %2.
            const QString &before = out.units[result.movedIn[k - 1].at];
            words.movesOnThen.addTo(text, 2, [&](Pieces &p, int i) {
                if (i == 0)
                    p.add(before);
                else
                    in.addTo(p, why.isEmpty() ? 1 : 2, movedIn);
            });
        }
    }
    if (!result.movedIn.isEmpty()) {
        out.winner = result.movedIn.first().at;
        out.rule = result.rule;
    }
    out.occupant = result.occupant;
    if (!result.tied.isEmpty()) {
        QStringList names;
        for (int t : result.tied)
            names << out.units[t];
        nextPart();
        words.tie.addTo(text, {text.keep(names.join(QStringLiteral(", ")))});
    } else if (result.occupant < 0 && !result.movedIn.isEmpty()) {
        nextPart();
        words.movesOn.addTo(text, {out.units[result.movedIn.last().at]});
    }
    out.stopped.reserve(result.losers.size());
    for (const auto &[f, e, reason] : result.losers) {
        const Hex at = forces[f].entries[e].from;
        out.stopped << std::pair<QString, Hex>{forces[f].name, at};
        nextPart();
        words.stopsIn.addTo(text, {forces[f].name, text.keep(c.map.label(at))});
    }
    out.explanation = text.text();
}

} // namespace hexstride::turnresolver
