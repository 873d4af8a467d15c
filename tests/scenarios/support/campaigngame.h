#pragma once

// The game tst_campaigngame plays, worked out by hand: the armies, what each player plots in
// each of the five turns, where the turn leaves every army, what each side sees and what each
// report says. Nothing here comes from the code under test.
//
// The map: tests/data/maps/plains-14x9.json, 14 × 9 plains of pbm-strategic, pointy-top, odd rows
// shifted right, labelled col,row. A step into plains costs a mixed army 3 of its 12 MP
// (docs/rules/pbm-strategic.md §4.5, §3.1): four steps a turn; a cavalry-only army (the Black
// Riders) 2 MP (§4.6), 4 MP moving evasively (§6.1); a rest (h) 1 MP (§2.2).
// Neighbours of col,row: e col+1,row; w col-1,row; on an even row ne col,row-1, nw col-1,row-1,
// se col,row+1, sw col-1,row+1; on an odd row ne col+1,row-1, nw col,row-1, se col+1,row+1,
// sw col,row+1.
//
// Sight: a side sees the hexes within 1 of its armies' end hexes (the ruleset's
// turns.sequence.sight.radius), at the end of the turn (§6.9: an army is seen when it ends its
// move within sight; docs/campaign.md: no army of another side the side did not see). Distances
// below are hex distances (offset → axial: q = col − (row − row%2)/2, r = row).
//
// Movement order: `--movement-order sides` with the players Elrond, Gil-galad (Free) and Sauron
// (Shadow): every Free army moves before any Shadow army, each side in the map's order
// (docs/campaign.md, "Movement order"). A Shadow army therefore meets the Free armies where they
// ended.
//
// Encounters (§6.3, §6.5, §6.6): an army entering a hostile army's hex with orders left tries to
// leave it; the army there tries to stop it: the referee's decision "force-past:HEX:MOVER:ARMY",
// stopped (the normal outcome, taken when nobody decides), force past, or overrun only for a
// mover with more troop figures. An army starting the turn in a hostile army's hex is tried the
// same way on its first step out (§6.10); a rest is no attempt to leave. An army moving
// evasively that would be stopped may slip past instead (§6.2): the referee's decision
// "evade:HEX:MOVER:ARMY", stopped unless the referee answers "evaded"; the army slipped past
// learns nothing of it, and its side's report names neither the evader nor the decision (§6.9).
// Hostile armies in one hex after the turn are a battle.
#include <QString>
#include <QStringList>

#include <array>

namespace campaigngame {

struct Army
{
    QString name, side, player;
    int figures;
    QString start;   ///< the hex the referee sets it up on (`units add --hex`)
    QString options; ///< its unit options (`units add --unit`), "" for the ruleset's defaults
};

/// The map's armies in the order the referee adds them (the map's order).
inline const std::array<Army, 7> &armies()
{
    static const std::array<Army, 7> list{{
        {"Army of the North", "Free", "Elrond", 1200, "2,2", ""},
        {"Riders of Rivendell", "Free", "Elrond", 300, "2,5", ""},
        {"Lindon Host", "Free", "Gil-galad", 900, "1,7", ""},
        {"Grey Havens Guard", "Free", "Gil-galad", 400, "5,7", ""},
        {"Watch of Dol Guldur", "Shadow", "Sauron", 500, "10,4", ""},
        {"Black Riders", "Shadow", "Sauron", 200, "11,7", "troops=cavalry"},
        {"Orc Host", "Shadow", "Sauron", 800, "11,1", ""},
    }};
    return list;
}

/// One army's turn.
struct Move
{
    /// What its player does in the planner after picking it: "evasive" ticks Moving evasively,
    /// a hex ("3,2") is clicked as the next step, "H" is the rest key; empty: no orders.
    QString plot;
    QString options; ///< the options its orders line then carries ("evasive=yes")
    QString orders;  ///< the orders the armies list shows and Export Orders writes
    QString end;     ///< the hex the turn leaves it in
    QString report;  ///< its lines in its side's report
};

struct Turn
{
    std::array<Move, 7> moves;                    ///< in the order of armies()
    int moved = 0;                                ///< armies with orders (the resolve summary)
    QStringList freeSees = {}, shadowSees = {};   ///< the other side's armies in sight at the end
    QStringList freeNames = {}, shadowNames = {}; ///< the other side's armies the report names
    /// Hexes in the side's sight, empty at the end, that an enemy army passed by or through:
    /// the report picture shows plain plains there.
    QStringList freePassed = {}, shadowPassed = {};
    QString decision = {}; ///< the turn's decision ("" none) …
    QString outcome = {};  ///< … its outcome …
    bool referee = false;  ///< … answered in the referee's rolls file (else nobody decides it)
    QString freeTail = {}, shadowTail = {}; ///< the report's lines after the armies'
    bool battle = false; ///< Riders of Rivendell and Watch of Dol Guldur stand together in 9,4
};

/// Turn 2's decision: the Black Riders, evasive, in the Grey Havens Guard's hex with orders left.
inline const QString kEvade = "evade:7,7:Black Riders:Grey Havens Guard";
/// A player's report says it in words; the id is the referee's (walk12 #14).
inline const QString kEvadeLine = QString("Decision")
                                  + ": May Black Riders, moving evasively, slip past Grey Havens "
                                    "Guard in 7,7? → slips past (referee)\n";
/// The decision of turns 3 and 4: the Riders (300) try to leave the Watch's hex (500); they have
/// fewer troop figures, so no overrun is offered, and nobody decides: stopped.
inline const QString kForcePast = "force-past:9,4:Riders of Rivendell:Watch of Dol Guldur";
inline const QString kForcePastLine
    = QString("Decision")
      + ": May force past 9,4: Riders of Rivendell (300 troops) against Watch of Dol Guldur "
        "(500)? → stopped (normal outcome)\n";
inline const QString kBattleLine
    = "Battle in 9,4: Riders of Rivendell (Free, 300 troops), Watch of "
      "Dol Guldur (Shadow, 500 troops)\n";

// An army's line: "NAME (SIDE): FROM → TO, spent MP, K of N order(s) executed", or "stood in
// HEX, without orders" for an army given no orders; then what it met, and each step not taken.
inline const std::array<Turn, 5> &turns()
{
    static const std::array<Turn, 5> list{{
        // Turn 1: both sides close in; the Lindon Host gets no orders. Nearest at the end: the
        // Grey Havens Guard on 6,7 and the Black Riders on 8,7, 2 apart: nobody sees anybody.
        {.moves = {{
             {"3,2 4,2", "", "e, e", "4,2",
              "Army of the North (Free): 2,2 → 4,2, spent 6, 2 of 2 orders executed\n"},
             {"3,5 4,5 5,5", "", "e, e, e", "5,5",
              "Riders of Rivendell (Free): 2,5 → 5,5, spent 9, 3 of 3 orders executed\n"},
             {"", "", "", "1,7", "Lindon Host (Free): stood in 1,7, without orders\n"},
             {"6,7", "", "e", "6,7",
              "Grey Havens Guard (Free): 5,7 → 6,7, spent 3, 1 of 1 order executed\n"},
             {"9,4", "", "w", "9,4",
              "Watch of Dol Guldur (Shadow): 10,4 → 9,4, spent 3, 1 of 1 order executed\n"},
             {"10,7 9,7 8,7", "", "w, w, w", "8,7",
              "Black Riders (Shadow): 11,7 → 8,7, spent 6, 3 of 3 orders executed\n"},
             {"10,1 9,1", "", "w, w", "9,1",
              "Orc Host (Shadow): 11,1 → 9,1, spent 6, 2 of 2 orders executed\n"},
         }},
         .moved = 6},
        // Turn 2: the Guard steps to 7,7, next to the Black Riders, which then ride evasively
        // through its hex (w), the referee lets them slip past, and on sw, w to 6,8: 2 from the
        // Guard, 2 from the Lindon Host on 4,7, 3 from the Riders on 6,5. The Free side never
        // learns of them: no line, no decision, nothing in the picture (7,8, next to the Guard,
        // shows plain plains); the Shadow side's Black Riders met the Guard and say so. The
        // Orc Host ends on 7,2 next to the Army of the North on 6,2: each side sees the other's
        // (only the picture and the next package show it: a report names the side's own armies
        // and what they met).
        {.moves = {{
             {"5,2 6,2", "", "e, e", "6,2",
              "Army of the North (Free): 4,2 → 6,2, spent 6, 2 of 2 orders executed\n"},
             {"6,5", "", "e", "6,5",
              "Riders of Rivendell (Free): 5,5 → 6,5, spent 3, 1 of 1 order executed\n"},
             {"2,7 3,7 4,7", "", "e, e, e", "4,7",
              "Lindon Host (Free): 1,7 → 4,7, spent 9, 3 of 3 orders executed\n"},
             {"7,7", "", "e", "7,7",
              "Grey Havens Guard (Free): 6,7 → 7,7, spent 3, 1 of 1 order executed\n"},
             {"H", "", "h", "9,4",
              "Watch of Dol Guldur (Shadow): 9,4 → 9,4, spent 1, 1 of 1 order executed\n"},
             {"evasive 7,7 7,8 6,8", "evasive=yes", "w, sw, w", "6,8",
              "Black Riders (Shadow): 8,7 → 6,8, spent 12, 3 of 3 orders executed\n"
              "  met Grey Havens Guard in 7,7\n"},
             {"8,1 7,1 7,2", "", "w, w, sw", "7,2",
              "Orc Host (Shadow): 9,1 → 7,2, spent 9, 3 of 3 orders executed\n"},
         }},
         .moved = 7,
         .freeSees = {"Orc Host"},
         .shadowSees = {"Army of the North"},
         .shadowNames = {"Grey Havens Guard"},
         .freePassed = {"7,8"},
         .decision = kEvade,
         .outcome = "evaded",
         .referee = true,
         .shadowTail = kEvadeLine},
        // Turn 3: the Riders ride e, e, ne into 9,4, where the Watch stands without orders (the
        // Free players do not know of it: their package shows no Shadow army there), and want
        // on east: stopped, 3 of 4 orders, 9 MP. A battle in 9,4. Both sides are told: the
        // Riders met the Watch, the Watch the Riders. The Black Riders ride east along row 8,
        // past the Guard on 8,7 (8,8 and 9,8 are next to it), to 10,8, 2 from it: unseen.
        {.moves = {{
             {"5,3 5,4", "", "sw, sw", "5,4",
              "Army of the North (Free): 6,2 → 5,4, spent 6, 2 of 2 orders executed\n"},
             {"7,5 8,5 9,4 10,4", "", "e, e, ne, e", "9,4",
              "Riders of Rivendell (Free): 6,5 → 9,4, spent 9, 3 of 4 orders executed\n"
              "  met Watch of Dol Guldur in 9,4\n"
              "  4. e 9,4 → 10,4: not allowed. Movement ends here: stopped in 9,4 (Watch of Dol "
              "Guldur)\n"},
             {"5,6 6,6", "", "ne, e", "6,6",
              "Lindon Host (Free): 4,7 → 6,6, spent 6, 2 of 2 orders executed\n"},
             {"8,7", "", "e", "8,7",
              "Grey Havens Guard (Free): 7,7 → 8,7, spent 3, 1 of 1 order executed\n"},
             {"", "", "", "9,4",
              "Watch of Dol Guldur (Shadow): stood in 9,4, without orders\n"
              "  met Riders of Rivendell in 9,4\n"},
             {"7,8 8,8 9,8 10,8", "", "e, e, e, e", "10,8",
              "Black Riders (Shadow): 6,8 → 10,8, spent 8, 4 of 4 orders executed\n"},
             {"8,2 9,2", "", "e, e", "9,2",
              "Orc Host (Shadow): 7,2 → 9,2, spent 6, 2 of 2 orders executed\n"},
         }},
         .moved = 6,
         .freeSees = {"Watch of Dol Guldur"},
         .shadowSees = {"Riders of Rivendell"},
         .freeNames = {"Watch of Dol Guldur"},
         .shadowNames = {"Riders of Rivendell"},
         .freePassed = {"8,8", "9,8"},
         .decision = kForcePast,
         .outcome = "stopped",
         .freeTail = kForcePastLine + kBattleLine,
         .shadowTail = kForcePastLine + kBattleLine,
         .battle = true},
        // Turn 4 (resolved in the Campaign view): the Riders try to ride west out of the Watch's
        // hex and are held before the step (0 of 1, 0 MP); the Watch rests (no attempt to
        // leave). The battle stays. The Army of the North ends on 7,4, 2 from 9,4.
        {.moves = {{
             {"6,4 7,4", "", "e, e", "7,4",
              "Army of the North (Free): 5,4 → 7,4, spent 6, 2 of 2 orders executed\n"},
             {"8,4", "", "w", "9,4",
              "Riders of Rivendell (Free): 9,4 → 9,4, spent 0, 0 of 1 order executed\n"
              "  1. w 9,4 → 8,4: not allowed. Movement ends here: stopped in 9,4 (Watch of Dol "
              "Guldur)\n"},
             {"7,6", "", "e", "7,6",
              "Lindon Host (Free): 6,6 → 7,6, spent 3, 1 of 1 order executed\n"},
             {"7,7 6,7", "", "w, w", "6,7",
              "Grey Havens Guard (Free): 8,7 → 6,7, spent 6, 2 of 2 orders executed\n"},
             {"H", "", "h", "9,4",
              "Watch of Dol Guldur (Shadow): 9,4 → 9,4, spent 1, 1 of 1 order executed\n"},
             {"", "", "", "10,8", "Black Riders (Shadow): stood in 10,8, without orders\n"},
             {"10,2 11,2", "", "e, e", "11,2",
              "Orc Host (Shadow): 9,2 → 11,2, spent 6, 2 of 2 orders executed\n"},
         }},
         .moved = 6,
         .freeSees = {"Watch of Dol Guldur"},
         .shadowSees = {"Riders of Rivendell"},
         .freeNames = {"Watch of Dol Guldur"},
         .shadowNames = {"Riders of Rivendell"},
         .decision = kForcePast,
         .outcome = "stopped",
         .freeTail = kForcePastLine + kBattleLine,
         .shadowTail = kForcePastLine + kBattleLine,
         .battle = true},
        // Turn 5: the Lindon Host rides e, se, e to 9,7, next to the Black Riders on 10,8 (Free
        // moves first); then the Black Riders leave ne, ne, ne by 10,7 (next to the Host too)
        // to 11,5: 3 from the Host, 3 from the Riders on 9,4: unseen at the end. The Orc Host
        // ends on 9,3, next to 9,4: seen by the Free side (not named: it met nobody).
        {.moves = {{
             {"H", "", "h", "7,4",
              "Army of the North (Free): 7,4 → 7,4, spent 1, 1 of 1 order executed\n"},
             {"", "", "", "9,4", "Riders of Rivendell (Free): stood in 9,4, without orders\n"},
             {"8,6 8,7 9,7", "", "e, se, e", "9,7",
              "Lindon Host (Free): 7,6 → 9,7, spent 9, 3 of 3 orders executed\n"},
             {"", "", "", "6,7", "Grey Havens Guard (Free): stood in 6,7, without orders\n"},
             {"", "", "", "9,4", "Watch of Dol Guldur (Shadow): stood in 9,4, without orders\n"},
             {"10,7 11,6 11,5", "", "ne, ne, ne", "11,5",
              "Black Riders (Shadow): 10,8 → 11,5, spent 6, 3 of 3 orders executed\n"},
             {"10,2 9,3", "", "w, sw", "9,3",
              "Orc Host (Shadow): 11,2 → 9,3, spent 6, 2 of 2 orders executed\n"},
         }},
         .moved = 4,
         .freeSees = {"Watch of Dol Guldur", "Orc Host"},
         .shadowSees = {"Riders of Rivendell"},
         .freeNames = {"Watch of Dol Guldur"},
         .shadowNames = {"Riders of Rivendell"},
         .freePassed = {"10,8", "10,7"},
         .freeTail = kBattleLine,
         .shadowTail = kBattleLine,
         .battle = true},
    }};
    return list;
}

/// Where an army stands at the start of `turn` (1-based; turn 6: after the game).
inline QString startOf(int army, int turn)
{
    return turn == 1 ? armies()[std::size_t(army)].start
                     : turns()[std::size_t(turn - 2)].moves[std::size_t(army)].end;
}

} // namespace campaigngame
