#!/usr/bin/env bash
# Hand-written mutants of the core: each is one small substitution in one file (rounding, scale
# conversion, edge identity, modifiers' order, prohibitions, turn boundaries, undo of each kind
# of command). For each, a copy of the tree is patched, only the relevant test targets
# are built, and their tests run; the table says which mutants the tests kill. Not part of CI
# (too slow on two cores): run it before resolving an issue that touches src/core/movement or
# src/core/rules, and keep the table in docs/testing.md. Goal: no survivor.
#
#   scripts/mutants.sh              all mutants
#   scripts/mutants.sh R1 E2        only these
#
# The copy and its build live in $HEXSTRIDE_MUTANTS_DIR (default /tmp/hexstride-mutants) and are
# reused between runs; ccache makes the rebuild after each mutant cheap. A mutant whose line is
# no longer in the source says "did not apply": update its text here after the code changed.
set -u -o pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=${HEXSTRIDE_MUTANTS_DIR:-/tmp/hexstride-mutants}
tree=$work/tree
# The build lives inside the copy and is configured as a developer's build (docs/testing.md:
# warnings as errors, ccache), so that the compiler cache serves every file no mutant touches
# from the developer's own build: paths under CCACHE_BASEDIR are hashed relative to it.
build=$tree/build
export CCACHE_BASEDIR=$tree CCACHE_NOHASHDIR=true CCACHE_SLOPPINESS=pch_defines,time_macros
jobs=${HEXSTRIDE_MUTANTS_JOBS:-2}
mkdir -p "$work"

# Test sets: the test programs that should notice a change in each area (few, so that each
# mutant relinks little; a wider set would only kill more).
rounding="core_tst_costrounding"
modifiers="core_tst_costrounding core_tst_tacticalrules"
tables="core_tst_pbmrules core_tst_pbmtables"
turns="core_tst_battlerules core_tst_planevaluation"
edges="core_tst_edgeidentity"
undo="document_tst_undoproperties"
encounters="core_tst_encounterdecisions core_tst_turnresolver"
streams="core_tst_jsonstream core_tst_terminalstream"
review="core_tst_mapcheck core_tst_mapresize"
overrides="core_tst_overridenotallowed"
firstmatch="core_tst_firstmatch"
campaign="core_tst_campaignfile core_tst_ordersheader core_tst_fuzzregressions"
submission="cli_tst_campaignverb core_tst_fuzzregressions"
characters="core_tst_charactermoves"
sight="core_tst_sidesight"
pictures="cli_tst_reportpicture"
contests="core_tst_turnresolver"
tiled="core_tst_tiledchunks core_tst_tiledimport"
csv="core_tst_costtablecsv"
conditions="core_tst_unitconditions core_tst_firstmatch"
codec="core_tst_layerruns"
elevation="core_tst_elevationsteps core_tst_battlerules core_tst_tacticalrules"

ids=() files=() olds=() news=() tests=() whats=()
# mutant ID FILE OLD NEW TESTS WHAT: replace the one occurrence of OLD in FILE by NEW.
mutant() { ids+=("$1"); files+=("$2"); olds+=("$3"); news+=("$4"); tests+=("$5"); whats+=("$6"); }

m=src/core/movement/stepcostmodel.cpp
mutant R1 $m 'rounded = std::ceil(cost - 1e-9);' 'rounded = std::floor(cost + 1e-9);' "$rounding" 'rounding "up" rounds down'
mutant R2 $m 'rounded = std::round(cost);' 'rounded = std::floor(cost);' "$rounding" 'rounding "nearest" rounds down'
mutant R4 $m 'value = cm.value * std::max(m_allowance, 0);' 'value = std::floor(cm.value * std::max(m_allowance, 0));' "$rounding" 'a fraction of the allowance is rounded down before it is added'
mutant S1 src/core/rules/rulesetreader.cpp '    return std::floor(value / perHex + 1e-9);' '    return std::round(value / perHex);' "$rounding" 'allowance in inches rounded to nearest hex'
mutant S2 src/core/movement/stepcostmodel.cpp 'm_bonus = wholeHexesFromScaleUnits(m_allowanceRule->points + m_allowanceRule->bonus,' 'm_bonus = std::max(m_allowance, 0) + wholeHexesFromScaleUnits(m_allowanceRule->bonus,' "$rounding" 'road bonus converted to hexes on its own'
mutant S3 src/core/movement/unitrules.cpp 'return wholeHexesFromScaleUnits(r.value, ruleset.scale);' 'return wholeHexesFromScaleUnits(r.value + 0.999 * ruleset.scale.perHex, ruleset.scale);' "$rounding" 'ranges rounded up'
mutant E1 src/core/hex/edge.h 'return {neighbour(h, d), static_cast<std::uint8_t>(d - 3)};' 'return {neighbour(h, opposite(d)), static_cast<std::uint8_t>(d - 3)};' "$edges" 'sides 3..5 stored on the wrong neighbour'
mutant E2 src/core/map/hexmap.cpp 'return contains(a) || contains(b);' 'return contains(a);' "$edges" 'a border side owned by the off-map hex is taken for off the map'
mutant M1 src/core/rules/rulesetloader.cpp 'return a.order < b.order;' 'return a.order > b.order;' "$modifiers" 'modifiers applied in reverse order'
mutant M2 $m 'cost *= value;' 'cost += (cell && cell->value ? *cell->value : 0.0) * (value - 1);' "$modifiers" 'multiply scales the base cost, not the cost so far (unfed then evasive)'
mutant M3 $m 'if (cm.tables && (tableIndex < 0 || !(cm.tables & (1u << tableIndex))))' 'if (false)' "$modifiers" 'modifier "tables" ignored'
mutant M4 $m 'if (cm.group >= 0 && cm.group < 64 && (groupsApplied >> cm.group) & 1u)' 'if (false)' "$modifiers" 'modifier groups ignored (exclusive lines both apply)'
mutant M5 $m 'if (cm.effect == ModifierEffect::Stop)' 'if (false)' "$modifiers" '"stop" modifier does not stop later ones'
mutant P1 $m 'if (m_prohibitions[i].eval(f)) {' 'if (false) {' "$tables" 'prohibitions ignored'
mutant P2 $m 'bool waiting = noCost || !cell->value;' 'bool waiting = noCost;' "$tables" '"no" cells read as allowed'
mutant T1 src/core/movement/planevaluator.cpp 'if (s.status == StepStatus::Ok && cost > remaining) {' 'if (s.status == StepStatus::Ok && cost >= remaining) {' "$turns" 'a step costing exactly the points left begins a new turn'
mutant T2 src/core/movement/planevaluator.cpp 's.from = ended ? planned : here;' 's.from = here;' "$turns" 'steps after a stop start from where the unit stopped, not from the plan'
mutant T3 src/core/movement/turnresolver.cpp 'if (next.from != next.to)' 'if (true)' "$encounters" 'a rest in an enemy'"'"'s hex counts as trying to leave it'
mutant T4 src/core/movement/encounters.cpp '|| e.figures < u.figures' '|| e.figures <= u.figures' "$encounters" 'an army of equal size may be overrun'
mutant T5 src/core/movement/contestoutcome.cpp '        if (fate[i] == Fate::MovedIn)
            continue;' '        if (fate[i] != Fate::Refused)
            continue;' "$encounters" 'an open tie moves both forces into the contested hex'
mutant T6 src/core/movement/unitrules.cpp 'if (it.value().size() < 2)' 'if (it.value().size() < 3)' "cli_tst_rulesonverbs" 'two units sharing a hex where one is allowed go unreported'
mutant T7 src/core/movement/encounters.cpp '        c.out.decisions.last().untold << by;' '        (void)by;' "$encounters" 'an army slipped past is told of the evasion decision'
mutant T8 src/core/movement/encounters.cpp 'if (metAt[i] >= 0 && !slippedPastUnseen(c, res, k, b.map.units()[m].name))' 'if (metAt[i] >= 0)' "$encounters" 'an army slipped past meets the evader'
mutant T9 src/core/movement/turnresolver.cpp '        turn.profile = o.profile;' '' "$encounters" 'options on an orders line do not make the obstacle'
mutant T12 src/core/movement/turnresolver.cpp '        turn.figures = o.figures;' '' "$encounters" 'troop figures on an orders line do not count for the army met'
mutant T10 src/core/movement/turnresolver.cpp '                stopped = leaveStartHex(c, board, unit, k);' '' "$encounters" 'armies that start together let each other leave'
mutant T11 src/core/movement/turnordersfile.cpp 'if (known && sideGiven && o.side != known->side) {' 'if (false) {' "$encounters" 'side= on an orders line changes a map army'"'"'s side'
mutant O1 src/core/movement/turnresolver.cpp 's.reason = k == keep ? reason : notExecutedReason();' 's.reason = k == keep ? (void(reason), notExecutedReason()) : notExecutedReason();' "$encounters" 'the step an encounter stopped loses the rule that stopped it'
mutant O2 src/core/io/jsonstream.cpp 'm_sink(m_itemCounts.value(0) > 0 ? QStringLiteral("\n}\n") : QStringLiteral("}\n"));' 'm_sink(QStringLiteral("\n}\n"));' "$streams" 'streamed JSON closes an empty document as a full one'
mutant O3 src/core/io/jsonstream.cpp 'm_sink((count > 0 ? QStringLiteral("\n") : QString()) + indent(m_itemCounts.size())' 'm_sink((count >= 0 ? QStringLiteral("\n") : QString()) + indent(m_itemCounts.size())' "$streams" 'streamed JSON closes an empty array as a full one'
mutant O4 src/core/text/terminalstream.cpp 'while (cut > 0 && continuation(cut))' 'while (false && continuation(cut))' "$streams" 'a long line is cut inside a UTF-8 character'
mutant V1 src/core/map/mapcheck.cpp '        if (!to.contains(moved))
            continue;' '' "$review" 'a reviewed problem whose hex a resize drops is kept'
mutant V2 src/core/map/mapcheck.cpp 'p.reviewed = reviewed.contains(problemKey(map, p));' 'p.reviewed = map.reviewedProblems().contains(problemKey(map, p));' "$review" 'reviewed problems stored by column,row are no longer read'
m=src/core/campaign/ordersheader.cpp
mutant C1 $m 'if (version != kHeaderVersion) {' 'if (version > kHeaderVersion + 1) {' "$campaign" 'an orders header of version 2 is read as version 1'
mutant C2 $m 'if (!ok || turn < 1 || turn > kLargestTurn) {' 'if (!ok || turn < 0 || turn > kLargestTurn) {' "$campaign" 'turn 0 accepted in an orders header'
mutant C3 $m 'break; // the header is the comment lines that follow the first' 'continue;' "$campaign" 'the header read past its end, into the orders'
m=src/core/campaign/campaign.cpp
mutant C4 $m 'if (u.side != player->side)' 'if (false)' "$campaign" 'a player owns armies of other sides'
mutant C5 $m '? !claimedByOthers.contains(u.name)' '? true' "$campaign" 'a player owns the armies another player of the side names'
m=src/core/campaign/movementorder.cpp
mutant C6 $m 'rank = sides.indexOf(orders[i].side);' 'rank = 0;' "$campaign" 'movement order "sides" ignores the sides'
mutant C7 $m 'QRandomGenerator draw(turnSeed(campaign, turn));' 'QRandomGenerator draw(campaign.seed);' "$campaign" 'the random movement order is the same every turn'
m=src/core/campaign/ordersubmission.cpp
mutant C8 $m 'if (o.start != unit->hex)' 'if (false)' "$submission" 'a player moves an army by giving it another start hex'
mutant C9 $m 'else if (h.turn != c.turn)' 'else if (false)' "$submission" 'orders for another turn taken in'
mutant C10 $m 'if (!h.side.isEmpty() && h.side != player->side)' 'if (false)' "$submission" 'orders naming another side taken in'
mutant C11 $m 'if (!s.ok())
        s.orders.clear();' 'if (false)
        s.orders.clear();' "$submission" 'a refused file still gives the orders of its good lines'
mutant C12 src/core/campaign/movementorder.cpp 'return campaign.movementOrder.value_or(sequence.order);' 'return campaign.movementOrder.value_or(MovementOrder::Map);' "$campaign" 'a campaign without its own movement order ignores the ruleset'"'"'s'
mutant C13 $m 'readTurnOrders(rules, map, text, OrdersArmies::MapOnly, own);' 'readTurnOrders(rules, map, text, OrdersArmies::MapOnly);' "$submission" 'a misspelt army is compared with the enemy'"'"'s armies too (their names leak)'
mutant C14 src/core/campaign/campaign.cpp 'if (const QString problem = ordersLineNameProblem(army); !problem.isEmpty())' 'if (const QString problem; !problem.isEmpty())' "$campaign" 'an army whose name an orders line cannot carry is taken into a campaign'
mutant C15 src/core/movement/turnordersfile.cpp 'if (name.startsWith(QLatin1Char('"'"'#'"'"')))' 'if (false)' "$campaign" 'an army named "#…" (its orders line a comment) is taken into a campaign'
mutant C16 src/core/rules/rulesetloader.cpp 'q.order = k < 0 ? MovementOrder::Map : MovementOrder(k);' 'q.order = MovementOrder::Map;' "core_tst_rulesetauthoringrules" 'the ruleset'"'"'s movement order is not read'
mutant C17 src/core/movement/planevaluator.cpp '            s.editWarnings() << note(K::Warning, leave->id, leave->label);' '            (void)leave;' "$encounters" 'the planner does not warn of leaving a hex shared with an enemy'
mutant K1 src/core/movement/planevaluator.cpp '    if (!check.allowed) {' '    if (!check.rule) {' "$characters" 'a character goes to any destination its rule applies to (sea, beyond 12 hexes, from the sea)'
mutant K2 src/core/movement/turnresolver.cpp '&& !(passing && meetsOnlyAtDestination(r, b.map.units()[m].profile)))' '&& !(passing && false))' "$characters" 'an army that goes on through a character'"'"'s hex meets it (force past, overrun offered)'
mutant K3 src/core/movement/turnresolver.cpp 'w.end = w.plan.end = a.end;' 'w.end = w.plan.end = w.start;' "$characters" 'a character that joined an army stays behind when the army moves'
m=src/core/movement/stepcostmodel.cpp
mutant D1 $m 'if (waiting && !cm.overrides && cm.effect != ModifierEffect::Prohibit)' 'if (waiting && cm.effect != ModifierEffect::Prohibit)' "$overrides" 'an overriding modifier does not lift "not allowed"'
mutant D2 $m 'if (waiting && !cm.overrides && cm.effect != ModifierEffect::Prohibit)' 'if (waiting && !cm.overrides)' "$overrides" 'a prohibiting modifier before the override is passed over'
mutant D3 $m '    if (waiting)
        return refuse();' '' "$overrides" 'a step no override lifts costs the minimum instead of "not allowed"'
mutant D4 src/core/rules/rulesetloader.cpp 'if (m.overridesNotAllowed && m.effect != ModifierEffect::Set)' 'if (false)' "$overrides" 'an "add" modifier may override "not allowed"'
mutant D5 src/core/rules/rulesetwriter.cpp 'if (m.overridesNotAllowed)' 'if (false)' "$overrides" 'the writer drops overridesNotAllowed'
f=src/core/rules/firstmatch.cpp
mutant D6 $f '            if (related(list[i], list[j]) && conditionCovers(list[i].when, list[j].when, r)) {' '            if (related(list[i], list[j]) && conditionCovers(list[j].when, list[i].when, r)) {' "$firstmatch" 'the earlier entry is taken as hidden by the later'
mutant D7 $f '    case Kind::EdgeHas:
        return idsWithin(n.ids, b.ids);' '    case Kind::EdgeHas:
        return idsWithin(b.ids, n.ids);' "$firstmatch" 'fewer terrains taken to cover more'
mutant D8 $f '    if (later.overridesNotAllowed && !earlier.overridesNotAllowed)
        return false;' '' "$firstmatch" 'an override after a plain modifier of its group reported as never used'
mutant D9 $f '= earlier.tables.isEmpty()' '= true' "$firstmatch" 'a modifier on fewer tables taken to hide one on all'
mutant D10 $f 'const bool stops = earlier.effect == ModifierEffect::Stop && earlier.group.isEmpty();' 'const bool stops = false;' "$firstmatch" 'a stop modifier hides nothing'
mutant D11 $f '            && !profileMatches(broader, r.namedConditions, profile))' '            && profileMatches(broader, r.namedConditions, profile))' "$firstmatch" 'implication over unit options decided backwards'
mutant D12 $f '        return conditions.size() - 1;' '        return conditions.size();' "$firstmatch" 'Add appends after a catch-all'
mutant D13 src/core/rules/rulesetcheck.cpp '    shadowed(ruleset, language, out);' '' "$firstmatch" 'the check does not report hidden entries'
k=src/core/rules/rulesetcheck.cpp
mutant B1 $k '                rest = qHashMulti(rest, j == i ? size_t(0x9e3779b9) : hashes[j]);' '                rest = qHashMulti(rest, hashes[j]);' "core_tst_rulesetcheck" 'axes that differ in one conjunct never share a bucket'
mutant B2 $k '            if (x.part.kind == Kind::EdgeHas) {' '            if (false) {' "core_tst_rulesetcheck" 'a road dearer than no road is not compared'
mutant B3 $k '               || (c.kind == Kind::All' '               || (false' "core_tst_rulesetcheck" 'unit options inside an All are not compared'
mutant B4 $k '            if (facts[b].open)' '            if (true)' "core_tst_rulesetcheck" 'a crossing compared with rows that cross an edge too'
mutant A1 src/core/map/labelscheme.cpp '    if (!o || label != this->label(*o))' '    if (!o)' "core_tst_hexgeometry" 'a hex written "+3,2", "03,2" or "3,-0" is read as 3,2'
mutant A11 src/core/map/labelscheme.cpp '    if (!o || label != this->label(*o))' '    if (!o || label.trimmed() != this->label(*o))' "core_tst_hexgeometry" 'a hex written " 3,2" or "3,2\u2028" is read as 3,2'
j=src/core/io/jsontext.cpp
mutant A2 $j '                    if (unit >= 0xdc00 && unit <= 0xdfff)' '                    if (false)' "core_tst_hostileinput" 'a lone low surrogate becomes U+FFFD'
mutant A3 $j '                        i += 10; // the pair'"'"'s last hex digit' '                        i += 4; // the pair'"'"'s last hex digit' "core_tst_hostileinput" 'a surrogate pair read as two halves'
mutant A4 src/core/campaign/campaign.cpp 'const bool insideTheFolder = target == root || target.startsWith(inside);' 'const bool insideTheFolder = true;' "cli_tst_campaignverb core_tst_campaignfile" 'a link out of the campaign folder is followed'
mutant A5 src/core/rules/costtablecsv.cpp '                        return {found.index, int(i)};' '                        (void)0;' "$csv" 'a CSV name matching two rows changes the last'
mutant A6 src/core/movement/turnordersfile.cpp 'ok && first != given.cend()) {' 'ok && false) {' "core_tst_turnordersfile" 'an option given twice on an orders line: the last wins'
mutant A7 src/core/movement/turnordersfile.cpp '                ok = !value.isEmpty(); // "side=" alone' '                ok = true; // "side=" alone' "core_tst_turnordersfile" '"side=" alone makes a side-less army'
mutant A8 src/core/rules/costtablecsv.cpp '    if (v > 0 && v < kMinCostValue) {' '    if (false) {' "$csv" 'a cost of 5e-324 MP taken'
mutant A9 src/core/movement/orderparser.cpp '        if (out.tokens.size() == kMaxOrders)' '        if (out.tokens.size() == kMaxOrders + 1)' "core_tst_orderparser" 'a list of 10,001 orders taken'
mutant A10 src/core/movement/turnreport.cpp '            if (suggestions++ >= kMaxSuggestions) {' '            if (suggestions++ >= kMaxSuggestions && false) {' "cli_tst_resolveinputs" 'every unknown rolls id gets a suggestion (answers times turn)'
j=src/core/io/jsontext.cpp
mutant A12 $j "    return !number.contains('.') && !number.contains('e') && !number.contains('E');" "    return !number.contains('.') && !number.contains('e');" "core_tst_campaignfile" 'a campaign version written 1E0 is read as 1'
mutant A13 $j '            if (depth != 1 || QByteArrayView(d + begin, std::min(i, n) - begin) != key)' '            if (depth < 1 || QByteArrayView(d + begin, std::min(i, n) - begin) != key)' "core_tst_campaignfile core_tst_turnresolver core_tst_fuzzrollsfile" 'a nested key of the same name is taken for the top-level number'
i=src/core/io/imagecheck.cpp
mutant A14 $i '        if (bigEndian32(stored) != quint32(crc))' '        if (false)' "cli_tst_namedfilescli" 'a PNG chunk whose CRC does not match is passed to Qt'
mutant A15 $i '            if (!idat)' '            if (!idat && false)' "cli_tst_namedfilescli" 'a PNG without image data is passed to Qt'
mutant A16 $i '            return ImageText::tr("its JPEG data is cut short (no end of image, EOI)");' '            return {};' "cli_tst_namedfilescli" 'a JPEG cut inside its image data is passed to Qt'
t=src/core/movement/turnreport.cpp
mutant A17 $t "    if (!ok || number < 0 || digits.startsWith(u'+') || (digits.size() > 1 && digits[0] == u'0'))" "    if (!ok || number < 0 || digits.startsWith(u'+'))" "core_tst_turnresolver core_tst_fuzzrollsfile" 'a tie written dice:…:01 names the rolls of dice:…:1'
mutant A18 $t '                        if (c.decisions.contains(id)) {' '                        if (false) {' "core_tst_turnresolver core_tst_fuzzrollsfile" 'a roll answered by its own id and by its tie'"'"'s list: the list wins silently'
mutant A19 src/core/movement/turnordersfile.cpp '        if (ordersInAll > kMaxOrdersInAll) {' '        if (ordersInAll > kMaxOrdersInAll + 1) {' "core_tst_turnordersfile" 'an orders file of 1,000,001 orders in all is taken'
mutant A20 src/core/io/mapjsonreader.cpp '        if (count > kMaxOrders || ordersInAll > kMaxOrdersInAll)' '        if (count > kMaxOrders)' "core_tst_mapfile" 'a map'"'"'s plans of more than 1,000,000 orders in all are read'
mutant A21 src/core/movement/turnoutputs.cpp '        if (const QString problem = safefile::outputOverInputProblem(file.path, {});' '        if (const QString problem = QString();' "cli_tst_outputsoverinputs" 'a report that is a symbolic link is replaced'
mutant A22 src/core/movement/pathfinder.h '    return hexCount > 0 ? kMaxRouteSearch / hexCount - 1 : 0;' '    return hexCount > 0 ? kMaxRouteSearch / hexCount : 0;' "cli_tst_cliverbsprocess" 'a route may search one leg more than 20,000,000 hexes'
mutant A23 src/render/exporting/pagetiling.cpp '    if (qint64(grid.cols) * grid.rows <= kMaxTiledPages)' '    if (true)' "cli_tst_renderpages" 'a fixed-scale PDF of thousands of pages is drawn'
p=src/core/movement/planevaluator.cpp
mutant A24 $p '    return period == o.period && explain == o.explain && warnings == o.warnings;' '    return period == o.period && explain == o.explain;' "core_tst_planevaluation core_tst_turnresolver" 'steps with different warnings share one notes record'
c=src/core/movement/contestoutcome.cpp
mutant A25 $c '        answered = answered || roll.source == Roll::Source::Decision;' '        answered = answered && roll.source == Roll::Source::Decision;' "$contests" 'a tie the referee answered is said to be rolled'
mutant A26 $c '            d.order << forces[tries[roll.chosen].first].name;' '            d.order.prepend(forces[tries[roll.chosen].first].name);' "$contests" 'a tie'"'"'s order of winners written backwards'
r=src/core/movement/turnreport.cpp
mutant G1 src/core/movement/hexesinsight.cpp 'sightRadius < 0 ? 1 :' 'sightRadius < 0 ? 0 :' "$sight" 'a ruleset without a sight radius sees only the armies'"'"' own hexes'
mutant G2 src/core/movement/hexesinsight.cpp 'see(neighbour(h, dir));' 'see(neighbour(h, dir % 3));' "$sight" 'sight spreads three ways of six'
mutant G3 src/core/movement/hexesinsight.cpp 'if (u.side == side && !u.removed)' 'if (u.side == side)' "$sight" 'an overrun army still sees'
mutant G4 src/core/movement/hexesinsight.cpp '        return false;
    return m_seen' '        return true;
    return m_seen' "$sight" 'hexes beyond the border counted as seen'
mutant W1 src/render/exporting/sidereports.cpp 'return u.side == side || seen.contains(u.hex);' 'return u.side == side;' "$pictures" 'the report picture leaves out the enemy armies in sight'
mutant W3 $r 'return anyOfSide(r, c.unitIndexes, side);' 'return anyOfSide(r, c.unitIndexes.mid(0, 1), side);' "$sight" 'a conflict reaches only the side of its first unit'
mutant W4 $r '= !side || std::any_of(d.units.cbegin()' '= !side || std::all_of(d.units.cbegin()' "$sight" 'a decision between two sides reaches neither'
s=src/core/movement/simultaneousturn.cpp
mutant Y1 $s ': i == k.winner || i == k.occupant' ': i == k.winner' "$contests" 'the unit left in a hex the winner moved on from (the cavalry note) is told it is undecided'
mutant Y2 $s 'const QString kind = lost ? QStringLiteral("contest-lost")' 'const QString kind = lost && k.winner >= 0 ? QStringLiteral("contest-lost")' "$contests" 'the forces of an open tie are told it is undecided, not that they did not move in'
mutant X1 src/core/io/tiledmodel.h 'kGidFlagMask = 0xf0000000u;' 'kGidFlagMask = 0xe0000000u;' "$tiled" 'the hexagonal 120° rotation flag taken as part of the tile id'
mutant X2 src/core/io/tileddata.cpp 'if ((staggerY ? minY : minX) % 2 != 0)' 'if ((staggerY ? minX : minY) % 2 != 0)' "$tiled" 'an odd first chunk flips the parity along the wrong axis'
mutant X3 src/core/io/tileddata.cpp 'if ((staggerY ? minY : minX) % 2 != 0)' 'if ((staggerY ? minY : minX) % 2 == 1)' "$tiled" 'a first chunk at a negative odd place does not flip the parity'
mutant V3 src/core/map/mapcheck.cpp 'else if (shiftCol == 0 && shiftRow == 0 && to.parseLabel(parts[1]))' 'else if ((shiftCol == 0 || shiftRow == 0) && to.parseLabel(parts[1]))' "$review" 'a shift along one axis moves a mark the old map could not place'
mutant V4 src/core/map/mapcheck.cpp 'const Hex moved = to.grid().toHex({at->col + shiftCol, at->row + shiftRow});' 'const Hex moved = from.grid().toHex({at->col + shiftCol, at->row + shiftRow});' "$review" 'a reviewed problem moved by an odd row shift lands in the old parity'"'"'s hex'
q=src/core/rules/costtablecsv.cpp
mutant Q1 $q 'if (v < 0) {' 'if (v <= 0) {' "$csv" 'a cost of 0 MP refused in a spreadsheet'
mutant Q2 $q 'const QString text = cell.value ? numberText(*cell.value) : notAllowedWord(language);' 'const QString text = cell.value.value_or(0) ? numberText(*cell.value) : notAllowedWord(language);' "$csv" 'a cost of 0 MP written as "Not allowed"'
mutant Q3 $q 'cell.value = parsed.value;' 'cell.value = parsed.value ? parsed.value : cell.value;' "$csv" '"Not allowed" in a spreadsheet does not replace a number'
mutant Q4 $q 'if (v > kMaxCostValue) {' 'if (v >= kMaxCostValue) {' "$csv" 'the largest cost refused'
mutant Q5 $q "return QString::number(v, 'f', QLocale::FloatingPointShortest);" "return QString::number(v, 'g', QLocale::FloatingPointShortest);" "$csv" 'the largest cost written as 1e+06'
n=src/core/rules/conditions.cpp
mutant N1 $n 'return !profileEval(c.children.value(0), named, profile, depth + 1);' 'return profileEval(c.children.value(0), named, profile, depth + 1);' "$conditions" '"not" over unit options ignored'
mutant N2 $n '            if (profileEval(k, named, profile, depth + 1))
                return true;' '            if (!profileEval(k, named, profile, depth + 1))
                return false;' "$conditions" '"any" over unit options read as "all"'
mutant N3 $n '            if (!profileEval(k, named, profile, depth + 1))
                return false;' '            if (profileEval(k, named, profile, depth + 1))
                return true;' "$conditions" '"all" over unit options read as "any"'
mutant N4 $n 'n.kind = kk == NodeKind::True ? NodeKind::False : NodeKind::True;' 'n.kind = kk;' "$conditions" '"not" of a unit option not negated in a step condition'
mutant N5 $n '                n.kind = kk;
                return add(n);' '                n.kind = isAll ? NodeKind::True : NodeKind::False;
                return add(n);' "$conditions" 'a unit option that decides "all"/"any" of a step condition gives the other answer'
mutant N6 src/core/movement/turnresolver.cpp 'return profileMatches(*first, r.namedConditions, r.withDefaults(units[i].in->profile));' 'return profileMatches(*first, r.namedConditions, units[i].in->profile);' "$conditions" 'who moves first ignores the options'"'"' defaults'
mutant N7 src/core/movement/movementrules.cpp 'if (profileMatches(c.forbid, m_ruleset->namedConditions, full))' 'if (profileMatches(c.forbid, m_ruleset->namedConditions, profile))' "$conditions" 'a constraint ignores the options'"'"' defaults'
l=src/core/io/layercodec.cpp
mutant L1 $l 'if (length < 0x80) {' 'if (length <= 0x80) {' "$codec" 'a run of 128 written in one count byte'
mutant L2 $l 'while (p < end && (*p & 0x80) && shift < 28) {' 'while (p < end && (*p & 0x80) && shift < 14) {' "$codec" 'a run of 16384 or more (a three-byte count) refused'
mutant L3 $l 'for (std::size_t length = j - i;; length >>= 7) {' 'for (std::size_t length = j - i;; length >>= 8) {' "$codec" 'counts of 128 or more written eight bits a byte'
h=src/core/movement/stepcostmodel.h
mutant H1 $h 'return k * (2 * m_elevationRange + 1) + rise + m_elevationRange;' 'return k * (2 * m_elevationRange + 1) + std::abs(rise) + m_elevationRange;' "$elevation" 'the fast path costs a step down as a step up'
mutant H3 $n 'return -f.rise >= n.number;' 'return f.rise >= n.number;' "$elevation" '"fall" read as "rise"'
mutant H4 src/core/movement/stepcostmodel.cpp 'value *= std::max(0, -f.rise);' 'value *= std::max(0, f.rise);' "$elevation" 'a cost per level descended counts levels climbed'
mutant H5 $h 'f.rise = map.elevationLayer()[iT] - map.elevationLayer()[iF];' 'f.rise = std::abs(map.elevationLayer()[iT] - map.elevationLayer()[iF]);' "$elevation" 'a step down costed as a step up'
mutant H6 $h 'if (rise < -m_elevationRange || rise > m_elevationRange) {' 'if (rise > m_elevationRange) {' "$elevation" 'a descent beyond the table'"'"'s range is not clamped'
l=src/core/movement/contest.cpp
lines="core_tst_strategicrules core_tst_turnresolver"
mutant Y3 $l 'm_keys[std::size_t(i * m_criteria + k)] = c.preferMore ? -v : v;' 'm_keys[std::size_t(i * m_criteria + k)] = c.preferMore ? v : -v;' "$lines" 'a contest line prefers the wrong end of each criterion'
mutant Y4 $l 'std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) {' 'std::sort(m_order.begin(), m_order.end(), [&](int a, int b) {' "$lines" 'level forces lose their order of the orders file'
mutant Y5 $l '    } else if (m_frontLeft == 1) {' '    } else if (m_frontLeft <= 2) {' "$lines" 'two tied forces at the front are taken as one winner'
mutant Y6 $l '        --m_tree[i];' '        m_tree[i] -= 0;' "$lines" 'a force taken from the line stays in the count'
f=src/core/io/safefile.cpp
outputs="cli_tst_outputsoverinputs"
mutant F1 $f '    return std::filesystem::equivalent(fs(a), fs(b), ec) && !ec;' '    return std::filesystem::equivalent(fs(a), fs(b), ec) && !ec && false;' "$outputs" 'an output reached through a link or a hard link is not its input'
mutant F2 $f '    if (fileIdentity(a) == fileIdentity(b))' '    if (fileIdentity(a) == fileIdentity(b) && false)' "$outputs" 'an output named like its input (another spelling) is not its input'
mutant F3 src/core/io/sidesjson.cpp '        if (!owned.insert(*hex).second)' '        if (!owned.insert(*hex).second && false)' "core_tst_mapsides core_tst_hostileinput" 'a hex owned twice is taken'
c=src/document/commands
mutant U1 $c/hexlayercommand.h 'void undo() override { apply(false); }' 'void undo() override { apply(true); }' "$undo" 'undo of terrain/elevation/hex features redoes'
mutant U2 $c/changeedgefeaturescommand.cpp 'forward ? change.after : change.before' 'change.after' "$undo" 'undo of hex-side features redoes'
mutant U3 $c/changelabelscommand.h 'void undo() override { apply(m_before); }' 'void undo() override { apply(m_after); }' "$undo" 'undo of label edits redoes'
mutant U4 $c/changeplanscommand.h 'void undo() override { apply(m_before); }' 'void undo() override { apply(m_after); }' "$undo" 'undo of plan edits redoes'
mutant U5 $c/changeunitscommand.h 'void undo() override { apply(m_before, m_plansBefore); }' 'void undo() override { apply(m_before, m_plansAfter); }' "gui_tst_unitedits" 'undo of a unit edit leaves its plans as edited'
u=src/core/map/unitedits.cpp
mutant U6 $u 'if (plan.start == before.hex)' 'if (plan.start != before.hex)' "core_tst_unitplans" 'a moved unit'"'"'s plans keep their start, other plans move'
mutant U7 $u 'if (plan.profile == before.profile)' 'if (true)' "core_tst_unitplans" 'every plan of an edited unit takes its new profile'
mutant U8 $u 'if (!after)' 'if (false)' "core_tst_unitplans" 'a deleted unit'"'"'s plans stay'
mutant U9 $u 'if (before.name.isEmpty())' 'if (false)' "core_tst_unitplans" 'a nameless unit takes the unit-less plans'
mutant U10 $u 'if (hasNoVisibleCharacter(name))' 'if (false)' "gui_tst_unitedits" 'the unit dialog takes an invisible name'

# Issue 29, the tenth session's core changes: the one-pass filler, Russian direction letters,
# report folders, staging debris, UTF-8 and name checks, Tiled nesting, the streamed reach.
f=src/core/text/filltext.cpp
mutant Z1 $f '        out += (values.begin() + rank)->text(p.localized);' '        out += (values.begin() + rank)->text(false);' "core_tst_filltext" '%L1 writes a number without the locale'"'"'s separators'
mutant Z2 $f '    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());' '' "core_tst_filltext" 'a placeholder used twice takes two values'
mutant Z3 $f '        if (j < n && pattern[j].unicode() >= '"'"'0'"'"' && pattern[j].unicode() <= '"'"'9'"'"') {' '        if (false) {' "core_tst_filltext" '%10 read as %1 and a 0'
o=src/core/movement/orderparser.cpp
mutant Z5 $o '            || token.compare(QStringView(russian[std::size_t(d)]), Qt::CaseInsensitive) == 0)' '            || token.compare(QStringView(russian[std::size_t(d)]), Qt::CaseSensitive) == 0)' "core_tst_orderparser" 'a lower-case Russian direction («юз») is not read'
mutant Z6 $o '    const auto &russian = o == Orientation::PointyTop ? kPointyRussian : kFlatRussian;
    for (Direction d = 0;' '    const auto &russian = kPointyRussian;
    for (Direction d = 0;' "core_tst_orderparser" 'a flat-top map reads the pointy-top Russian letters'
t=src/core/movement/turnoutputs.cpp
mutant Z7 $t '    return start.mid(i).startsWith("\"battles\"");' '    return true;' "core_tst_turnoutputs" 'any JSON file is taken for an earlier report'
mutant Z8 $t '            if (QFileInfo(campaign).exists() || QFileInfo(campaign).isSymLink())' '            if (false)' "core_tst_turnoutputs" 'reports are written into a campaign'"'"'s folder'
mutant Z9 $t '            earlier = earlier && fileStart(file.path, 8) == QByteArray("\x89PNG\r\n\x1a\n", 8);' '            earlier = earlier;' "core_tst_turnoutputs" 'a picture that is no PNG is replaced as an earlier report'
mutant Z10 $t "        if (name.isEmpty() || name.contains(QLatin1Char('/')) || name == QLatin1String(\".\")" "        if (name.isEmpty() || name == QLatin1String(\".\")" "core_tst_turnoutputs" 'a staging marker naming ../FILE removes a file outside its folder'
mutant Z11 $t '    QDir().rmdir(folder); // only when nothing else is left' '    QDir(folder).removeRecursively();' "core_tst_turnoutputs" 'a gone run'"'"'s folder removed with the user'"'"'s files in it'
r=src/core/movement/turnordersfile.cpp
mutant Z12 $r '    l.start = asciiTrimmed(fields[1]);' '    l.start = fields[1].trimmed(); (void)&asciiTrimmed;' "core_tst_turnordersfile" 'a START hex followed by U+2028 is taken'
mutant Z13 src/core/io/utf8textfile.cpp '        = int(QString::fromUtf8(bytes.constData() + lineStart, at - lineStart).size()) + 1;' '        = int(QString::fromUtf8(bytes.constData(), at).size()) + 1;' "core_tst_turnordersfile" 'invalid UTF-8 reported in the wrong column'
j=src/core/io/jsontext.cpp
mutant Z14 $j '        if (cp < least || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))' '        if (cp < least / 16 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))' "core_tst_turnordersfile core_tst_hostileinput" 'overlong UTF-8 taken'
mutant Z15 $j '        if (cp < least || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))' '        if (cp < least || cp > 0x10ffff)' "core_tst_turnordersfile core_tst_hostileinput" 'UTF-8 surrogates taken'
c=src/core/campaign/campaign.cpp
mutant Z16 src/core/map/sidespellings.cpp '        = withLatinCapitalLookAlikes(name.normalized(QString::NormalizationForm_KC))' '        = withLatinCapitalLookAlikes(name)' "$campaign core_tst_mapsides" 'two players (or sides) whose names differ only in normalisation both taken'
mutant Z25 src/core/map/sidespellings.cpp '    if (it == m_nameByKey.cend() || *it == name)' '    if (true)' core_tst_mapsides 'a side written otherwise than one that reads the same taken'
mutant Z17 $c '    if (holdsTerminalEscape(text))
        return CampaignText::tr("a player'"'"'s name or side' '    if (false)
        return CampaignText::tr("a player'"'"'s name or side' "$campaign" 'a player'"'"'s name with a control character taken'
mutant Z18 src/core/map/unitedits.cpp '    if (holdsTerminalEscape(side))' '    if (false)' "core_tst_mapsides core_tst_hostileinput" 'a side with a bidi override taken'
v=src/core/movement/turnresolver.cpp
mutant Z19 $v '        } else if (const QString bad = plan.unit.isEmpty() ? unitNameProblem(plan.name) : QString();' '        } else if (const QString bad = QString();' "$contests" 'a plan without a unit escapes the name rules'
mutant Z20 $v '        } else if (const auto it = armyPlan.constFind(army); it != armyPlan.cend()) {' '        } else if (const auto it = armyPlan.constFind(army); false) {' "$contests" 'an army moved by two plans taken'
mutant Z21 src/core/io/tiledtmx.cpp '            case QXmlStreamReader::Characters:
                if (depth == 0)' '            case QXmlStreamReader::Characters:
                if (depth >= 0)' "$tiled" 'a property'"'"'s text takes its children'"'"'s text'
mutant Z22 src/core/io/tiledtmx.cpp '                if (++depth > kMaxSkippedNesting)' '                if (++depth > 10 * kMaxSkippedNesting)' "$tiled" 'skipped elements nest deeper than 32'
mutant Z23 src/core/movement/reachjson.cpp '            if (h.from < 0)
                hex.null();' '            if (h.from <= 0)
                hex.null();' "cli_tst_reachroute cli_tst_cliverbsprocess" 'the reach JSON loses the first hex as a way'
mutant Z24 src/core/rules/rulesetcheck.cpp '        .arg(table.label.in(language), table.rows.value(row).label.in(language),
             table.columns.value(column).label.in(language));' '        .arg(table.label.in(language), table.columns.value(column).label.in(language),
             table.rows.value(row).label.in(language));' "gui_tst_costtabledesigner gui_tst_designerreading" 'a designer message names the column before the row'

# The eleventh session: JPEG bounds, code-point lengths, decision ids, isolated file names,
# symbol features, ruleset bidi, shared stop reasons.
mutant Z26 src/core/io/imagecheck.cpp '            if (scans > kMaxJpegScans)' '            if (scans > 10 * kMaxJpegScans)' cli_tst_jpegbounds 'a JPEG of 1,000 scans read'
mutant Z27 src/core/io/imagecheck.cpp '                if (bytes > kMaxJpegCoefficientBytes)' '                if (bytes > 4 * kMaxJpegCoefficientBytes)' cli_tst_jpegbounds 'a progressive JPEG needing 1 GB of coefficients read'
mutant Z28 src/core/io/imagecheck.cpp '                && (frame.progressive() || count < frame.components.size())) {' '                && frame.progressive()) {' cli_tst_jpegbounds 'a sequential JPEG whose first scan leaves a colour out is not bounded'
mutant Z29 src/core/campaign/ordersheader.cpp '        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())' '        if (false)' 'core_tst_campaignfile cli_tst_campaignverb' 'a title counted in UTF-16 units'
mutant Z30 src/core/movement/turnresolver.cpp '    out.replace(QLatin1Char('"'"':'"'"'), QLatin1String("\\:"));' '' cli_tst_resolveinputs 'a decision id keeps an army'"'"'s '"'"':'"'"' as written'
mutant Z31 src/core/text/isolatedtext.cpp '    return QChar(0x2068) + terminalText(text) + QChar(0x2069);' '    return terminalText(text);' 'core_tst_terminaltext gui_tst_documentsafety' 'a file name in our sentences is not isolated'
mutant Z32 src/core/map/vocabularymapping.cpp '    return feature.drawAs == QLatin1String("symbol") ? QString() : feature.drawAs;' '    return feature.drawAs;' core_tst_vocabularymapping 'a town suggested as a bridge'
mutant Z33 src/core/rules/rulesetreader_p.h '            if (isBidiControl(c))' '            if (isBidiControl(c) && false)' core_tst_hostileinput 'a ruleset label with a bidi override read'
mutant Z34 src/core/movement/turnresolver.cpp '            if (!last || *last != reason)' '            if (!last)' 'core_tst_encounterdecisions core_tst_turnresolver' 'armies stopped in one hex by different armies share the first one'"'"'s reason'
mutant Z35 src/core/map/sidespellings.cpp '            key += QChar(latinLookAlike(char16_t(c)));' '            key += QChar(latinLookAlike(char16_t(c)) == 0 ? u'"'"'?'"'"' : char16_t(c));' "cli_tst_campaignverb core_tst_mapsides" 'a Cyrillic letter drawn as a Latin one (Аnn, Ann) makes a second side or player'
mutant Z36 src/core/map/sidespellings.cpp '        if (c == other)' '        if (c == other && latin != u'"'"'a'"'"')' core_tst_mapsides 'the Cyrillic а not read as the Latin a'
mutant Z37 src/core/map/sidespellings.cpp '        if (showsNothing(c) || isStrayMark(c, base)' '        if ((showsNothing(c) && false) || isStrayMark(c, base)' "core_tst_mapsides cli_tst_unitsverb" 'a variation selector or a Hangul filler makes a second side or unit'
mutant Z38 src/core/io/mapjsonreader.cpp '        if (const auto twin = unitNames.twinOf(*name))' '        if (const auto twin = std::optional<QString>())' core_tst_mapsides 'two units whose names read the same loaded'
mutant Z39 src/core/map/unitedits.cpp '            names.add(units[i].name);' '            names.add(QString());' "cli_tst_unitsverb gui_tst_unitedits" 'units add takes a name that reads as another unit'"'"'s'
mutant Z40 src/core/movement/turnordersfile.cpp '            if (problem.isEmpty() && sideGiven)' '            if (false)' core_tst_turnordersfile 'an orders line makes a new army of a name that reads as a map unit'"'"'s'
mutant Z41 src/core/campaign/campaign.cpp '            commandsTheRestOf.insert(p.side, p.name);' '            commandsTheRestOf.insert(QString(), p.name);' core_tst_campaignfile 'two players of one side both command every army'
mutant Z42 src/core/rules/rulesetreader.cpp '        if (reserved.contains(opt.id))' '        if (reserved.contains(opt.id) && false)' core_tst_rulesetloader 'a unit option named side, figures or joins loads (it meant the army'"'"'s side on an orders line)'
mutant Z43 src/core/rules/rulesetreader.cpp '        return ch.isSpace() || ch == QLatin1Char('"'"'='"'"') || ch == QLatin1Char('"'"'|'"'"');' '        return ch.isSpace() || ch == QLatin1Char('"'"'='"'"');' 'core_tst_rulesetloader core_tst_turnordersfile' 'an option id or choice holding "|" loads (an orders line cannot carry it)'
mutant Z44 src/core/rules/rulesetloader.cpp '                if (period.parent == period.id)' '                if (period.parent == period.id && false)' core_tst_rulesetloader 'a period that is its own parent loads'
mutant Z45 src/core/rules/rulesetreader.cpp '            if (std::abs(levels) > kMaxRiseLevels)' '            if (std::abs(levels) > kMaxRiseLevels + 1)' core_tst_rulesetloader 'a rise of 65536 levels (no step can meet it) loads'
mutant Z46 src/core/rules/rulesetreader.cpp 'cv.toDouble() > 0 && cv.toDouble() < kMinCostValue)' 'cv.toDouble() > 0 && cv.toDouble() < kMinCostValue / 10)' 'core_tst_rulesetloader core_tst_costtablecsv' 'a cell of 0.0001 MP (below the smallest cost) loads'
mutant Z47 src/core/rules/rulesetreader_p.h '        only(t, join(path, key), {"en", "ru"});' '        only(t, join(path, key), {"en", "ru", "de"});' core_tst_rulesetloader 'a label'"'"'s "de" text dropped unread instead of refused'
mutant Z48 src/core/rules/rulesetreader_p.h '            if (isEscapedInTerminal(c))' '            if (isEscapedInTerminal(c) && c != U'"'"'\n'"'"')' 'core_tst_rulesetloader cli_tst_tableverb' 'a line break in a ruleset label loads (a forged line in move/explain output)'
mutant Z49 src/core/rules/rulesetreader.cpp '    if (level > kMaxConditionDepth)' '    if (level > kMaxConditionDepth + 3)' 'core_tst_hostileinput cli_tst_hostilerulesets' 'a condition one named level deeper than the engine follows loads (and silently never holds)'
mutant Z50 src/core/rules/rulesetreader.cpp '        if (level + *it > kMaxConditionDepth)' '        if (level + *it > kMaxConditionDepth && false)' core_tst_hostileinput 'a named condition measured once is not measured again where it is referred to deeper'
mutant Z51 src/core/rules/rulesetreader.cpp '    m_conditionNodes += size;' '    m_conditionNodes = size;' core_tst_hostileinput 'the conditions'"'"' sizes not summed over the ruleset (400 rows just under the bound load)'
mutant Z52 src/core/io/safefile.cpp '    if (path.startsWith(QLatin1Char('"'"':'"'"')))' '    if (path.startsWith(QLatin1Char('"'"':'"'"')) && false)' core_tst_namedfiles 'a path a file names read among the program'"'"'s resources (":/rulesets/…")'
mutant Z53 src/core/campaign/campaign.cpp '    if (holdsTerminalEscape(title))' '    if (holdsTerminalEscape(title) && false)' 'core_tst_campaignfile cli_tst_campaignverb' 'a campaign title with a line break or control character accepted'
mutant Z54 src/core/campaign/campaign.cpp '                if (holdsTerminalEscape(player.armies[a]))' '                if (holdsTerminalEscape(player.armies[a]) && false)' core_tst_campaignfile 'an army name in campaign.json with a control character accepted'
mutant Z55 src/core/movement/turnreport.cpp 'if (k.value().isArray() && k.value().toArray().isEmpty()) {' 'if (k.value().isArray() && k.value().toArray().isEmpty() && false) {' cli_tst_resolveinputs 'a rolls file'"'"'s empty list accepted (its id goes unchecked)'
mutant Z56 src/core/campaign/ordersheader.cpp 'QStringLiteral("^[1-9][0-9]{0,8}$")' 'QStringLiteral("^[0-9]{1,9}$")' 'core_tst_ordersheader cli_tst_campaignverb' 'an orders header number with a leading zero ("01") accepted'
mutant Z57 src/core/campaign/ordersheader.cpp '        if (ok && turn > 0 && !isPlainNumber(value)) {' '        if (ok && turn > 0 && !isPlainNumber(value) && false) {' 'core_tst_ordersheader cli_tst_campaignverb' 'an orders header turn written "+1" or "01" accepted'
mutant Z58 src/core/movement/turnresolver.cpp '        if (!parsed.error.isEmpty() || !map.contains(plan.start)) {' '        if (!map.contains(plan.start)) {' cli_tst_resolveinputs 'a plan whose orders do not parse resolved (and unlisted by check)'
mutant Z59 src/core/io/imagecheck.cpp '            if (m_at == 0 && data[i] > 4) {' '            if (m_at == 0 && data[i] > 5) {' cli_tst_damagedpngs 'a PNG row of filter type 5 left to libpng'
mutant Z60 src/core/io/imagecheck.cpp '        if (m_checked && m_pass < passes())' '        if (m_checked && m_pass < passes() && false)' cli_tst_damagedpngs 'a PNG with fewer rows than its header left to libpng'
mutant Z61 src/core/movement/turnapply.cpp 'return !removed.contains(m.name) && (!keep || keep(m));' 'return !removed.contains(m.name) && (!keep || keep(m) || true);' core_tst_turnresolver 'mapAfterTurn'"'"'s keep ignored (a side'"'"'s picture holds every unit)'
mutant Z62 src/core/movement/turnapply.cpp '        if (stays(m))
            units << std::move(m);' '        if (!removed.contains(m.name))
            units << std::move(m);' core_tst_turnresolver 'mapAfterTurn'"'"'s keep ignored for armies new to the map'
mutant Z63 src/core/io/tiledconvert.cpp '            if (!earlier.isEmpty()) {' '            if (!earlier.isEmpty() && false) {' "$tiled" 'a second elevation object on a hex replaces the first'
mutant Z64 src/core/io/tileddata.cpp '    if (width == map.width && height == map.height)' '    if (width >= 0)' "$tiled" 'a tile layer of another size than the map read on the map'"'"'s grid'
mutant Z65 src/core/io/tileddata.cpp '        if (i == j) {' '        if (i <= j) {' "$tiled" 'two tilesets from one gid taken'
mutant Z66 src/core/io/tiledtmx.cpp '    if (!r.readLayers(out, baseDir, chunks, infinite) || !r.documentEnds()) {' '    if (!r.readLayers(out, baseDir, chunks, infinite)) {' "$tiled" 'a second root element after <map> passed over'
mutant Z67 src/core/io/tiledtmj.cpp '    if (given.isObject()) {' '    if (given.isObject() && false) {' "$tiled" 'Tiled 1.0 object-form properties dropped'
mutant Z68 src/core/map/mapcheckdrawing.cpp '            if ((m & rivers) && !(m & crossings))' '            if ((m & rivers) && !(m & crossings) && false)' "$review core_tst_mapcheckdrawing" 'a road over a river without bridge or ford not listed'
mutant Z69 src/core/movement/encounters.cpp '            if (!c.meet(enemies.size(), s.to))' '            if (!c.meet(0, s.to))' "core_tst_encounterdecisions" 'meetings in a hex not counted: a crowd of 4,000 armies takes 1.1 GB'
mutant Z70 src/render/exporting/campaignturn.cpp '        if (e.side == side || e.toward == side)' '        if (e.side == side || e.toward == side || true)' "cli_tst_campaignverb" 'a player'"'"'s package holds the relations between two other sides'
mutant Z71 src/core/campaign/ordersubmission.cpp '        if (view.sideArmies.contains(name)) {' '        if (map.unitNamed(name)) {' "cli_tst_campaignverb" 'a refused line names the player of an enemy'"'"'s army'
mutant Z72 src/core/movement/turnordersfile.cpp 'player->refuseArmy(line->name); !refusal.isEmpty()) {' 'player->refuseArmy(line->name); !refusal.isEmpty() && false) {' "cli_tst_campaignverb" 'a player'"'"'s line for an army not theirs read like their own'
mutant Z73 src/core/movement/turnordersfile.cpp '        if (player && !player->sideArmies.contains(o.joins))' '        if (player && !player->sideArmies.contains(o.joins) && false)' "cli_tst_campaignverb" 'a player'"'"'s joins= to an unseen army is told it is of another side'
mutant Z74 src/core/movement/turnordersfile.cpp '        else if (army->side != o.side)' '        else if (army->side != o.side && false)' "core_tst_charactermoves" 'joins= to an army of another side taken by the orders reader'
mutant Z75 src/core/movement/turnresolver.cpp '        if (army >= 0 && army != i && orders[army].side == orders[i].side)' '        if (army >= 0 && army != i)' "core_tst_charactermoves" 'the resolver joins a unit to an army of another side'
mutant Z76 src/core/movement/turnresolver.cpp '        unitNameByKey.insert(lookAlikeKey(u.name), u.name);' '        unitNameByKey.insert(u.name, u.name);' "core_tst_turnresolver" 'a unitless plan named like a unit but written otherwise taken'
mutant Z77 src/core/movement/turnresolver.cpp '            planByKey.insert(key, i);' '            planByKey.insert(plan.name, i);' "core_tst_turnresolver" 'two plans whose names read alike taken'
mutant Z78 src/core/rules/rulesetreader_p.h '        const QString key = lookAlikeKey(id);' '        const QString key = id;' "core_tst_rulesetloader" 'ruleset ids of one list that read alike taken'
mutant Z79 src/core/rules/rulesetloader.cpp '                    && periodIds.value(lookAlikeKey(period.parent)) != period.parent)' '                    && !periodIds.contains(lookAlikeKey(period.parent)))' "core_tst_rulesetloader" 'a period'"'"'s parent written otherwise than the period it reads as taken'
mutant Z80 src/core/map/unitedits.cpp '        if (lookAlikeKey(plan.name) == lookAlikeKey(name))' '        if (lookAlikeKey(plan.name) == lookAlikeKey(name) && false)' "cli_tst_unitsverb" 'units add takes a look-alike of a unitless plan'"'"'s name'
mutant Z81 src/core/movement/encounters.cpp '    if (!c.meet(enemies.size(), start))' '    if (!c.meet(0, start))' "core_tst_encounterdecisions" 'meetings when leaving the start hex not counted'
mutant Z82 src/render/exporting/campaignturn.cpp '    if (!r.refused.isEmpty())
        return r.refused;' '    if (!r.refused.isEmpty() && false)
        return r.refused;' "cli_tst_campaignverb" 'campaign resolve applies a turn refused for too many meetings'
mutant Z83 src/core/campaign/campaign.cpp '{p.name, quotedInput(army), quotedInput(nearest)}' '{p.name, army, quotedInput(nearest)}' "cli_tst_terminalescapes" 'a line break in a misspelt campaign army forges a line'
mutant Z84 src/core/campaign/campaign.cpp '.arg(p.name, quotedInput(army))
' '.arg(p.name, army)
' "cli_tst_terminalescapes" 'a line break in an unknown campaign army (nothing like it) forges a line'
mutant Z85 src/cli/verb_units.cpp 'unit.name != name || index < 0' 'index < 0' "cli_tst_unitsverb" 'units edit --name takes the name of a unitless plan'
mutant Z86 src/core/movement/turnresolver.cpp '    c.meetingsLeft = kMaxTurnMeetings + kMaxMeetingsPerArmy * out.units.size();' '    c.meetingsLeft = kMaxTurnMeetings;' "core_tst_encounterdecisions" 'the meeting bound leaves out the 4 an army'
mutant Z87 src/cli/verb_resolve.cpp '    if (!r.refused.isEmpty())
        return inputError(r.refused);' '    if (!r.refused.isEmpty() && false)
        return inputError(r.refused);' "cli_tst_resolveverb" 'resolve prints and writes a turn refused for too many meetings'
mutant Z88 src/cli/verb_resolve.cpp '        out.exitCode = BadInput;
        return out;
    }
    if (!req.ordersFile.isEmpty()) {' '        out.exitCode = BadInput;
    }
    if (!req.ordersFile.isEmpty()) {' "cli_tst_unitsverb" 'resolve prints the turn of a map whose plans it refuses'

mutant Z89 src/core/movement/stepcostmodel.cpp '    if (const std::optional<TraceItem> unknown = unknownIdIn(f)) {' '    if (const std::optional<TraceItem> unknown = unknownIdIn(f); false && unknown) {' "core_tst_unknownids" 'a look-alike id costed as if known'
mutant Z90 src/core/movement/stepcostmodel.cpp '    m_usage.edge |= m_unknownEdgeFeatureBits;' '    m_usage.edge |= 0;' "core_tst_unknownids" 'the tabulated costs miss a look-alike hex-side feature'
mutant Z91 src/core/movement/stepcostmodel.cpp '        if (d.id != id && lookAlikeKey(d.id) == key)' '        if (lookAlikeKey(d.id) == key)' "core_tst_unknownids" 'the ruleset'"'"'s own id counted as a look-alike'
mutant Z92 src/core/map/mapcheck.cpp '            if (options.knownHexFeatures->contains(ids.id(bit)))
                continue;' '            if (true)
                continue;' "core_tst_unknownids" 'the check passes unknown hex features'
mutant Z93 src/core/map/mapcheck.cpp '                if (!(m & (1u << bit)) || options.knownEdgeFeatures->contains(ids.id(bit)))' '                if (!(m & (1u << bit)))' "core_tst_unknownids" 'the check lists known hex-side features'
mutant Z94 src/core/map/mapcheck.cpp '            return MapCheckText::tr(" (did you mean \"%1\"?)").arg(k);' '            return {};' "core_tst_unknownids" 'no look-alike suggestion'
mutant Z95 src/core/hex/orientation.cpp '    return localizedDirectionName(o, d).toUpper();' '    return localizedDirectionName(o, d);' "core_tst_onesidednotes core_tst_mapcheckdrawing" 'hex-sides named in lower case'
mutant Z96 src/core/hex/orientation.cpp '    const bool rows = o == Orientation::PointyTop;' '    const bool rows = o != Orientation::PointyTop;' "cli_tst_layoutwords cli_tst_reshapeverb" 'rows and columns swapped in the layout words'
mutant Z97 src/core/movement/turnapply.cpp '                    plan.orders.clear();' '                    ;' "core_tst_turnapply cli_tst_resolveverb" 'a file-moved unit'"'"'s plan keeps its orders'
mutant Z98 src/core/movement/turnapply.cpp '                    plan.start = u.end;
                    plan.orders.clear();' '                    plan.orders.clear();' "core_tst_turnapply cli_tst_resolveverb" 'a file-moved unit'"'"'s plan stays at the old hex'
mutant Z99 src/core/text/textlines.cpp '        if (c != QLatin1Char('"'"'\n'"'"') && c != QLatin1Char('"'"'\r'"'"'))
            continue;
        lines <<' '        if (c != QLatin1Char('"'"'\n'"'"'))
            continue;
        lines <<' "core_tst_turnordersfile cli_tst_ordersverb" 'a lone CR is no line end'
mutant Z100 src/core/text/textlines.cpp '    case 0x2028:
        return TextLinesText::tr("a line separator (U+2028)");' '    case 0x2028:
        return {};' "core_tst_turnordersfile core_tst_ordersheader" 'U+2028 inside a line taken'
mutant Z101 src/core/io/messagetext.cpp '    shown.replace(QLatin1Char('"'"'\n'"'"'), QChar(0x21b5));' '    ;' "cli_tst_terminalescapes" 'a line feed in quoted input echoed raw'
mutant Z102 src/core/movement/unitrules.cpp '        turnOrdersFromPlans(*ruleset, map, &messages);' '        ;' "gui_tst_mapcheckdock" 'plan problems left out of the map check'

mutant Z103 src/core/io/playerorders.cpp '        if (!orders.isEmpty())
            ++out.armiesWithOrders;' '        ++out.armiesWithOrders;' "gui_tst_playerorders" 'armies that stand counted as given orders'
mutant Z104 src/core/io/tiledfile.cpp '    if (opt.knownTerrains.isEmpty() && !options.rulesetId.isEmpty()) {' '    if (false) {' "core_tst_tiledimport" 'a tile class the ruleset lacks becomes a terrain'
mutant Z105 src/core/io/tiledconvert.cpp '            if (opt.tileMap.contains(name))
                usedTileMapNames.insert(name);' '' "core_tst_tiledimport" 'every tile-map line called unused'
mutant Z106 src/core/io/tiledconvert.cpp '            if (lookAlikeKey(known) != key)
                continue;' '            if (true)
                continue;' "core_tst_tiledimport" 'no look-alike named for a tile class'
mutant Z107 src/core/io/utf8textfile.cpp '    if (QString bad = utf8TextProblem(path, bytes); !bad.isEmpty()) {' '    if (QString bad = utf8TextProblem(path, bytes); false) {' "cli_tst_tableverb cli_tst_tiledtools cli_tst_resolveverb" 'text that is not UTF-8 read as if it were'
mutant Z108 src/core/io/reasonkeepingdevice.cpp '    if (!m_reason.isEmpty())
        return -1;
    m_buffer.append' '    m_buffer.append' "core_tst_reasonkeepingdevice" 'writes go on after the first refusal'
mutant Z109 src/core/io/reasonkeepingdevice.cpp '            m_reason = writeFailureReason(*m_target);' '            m_reason = m_target->errorString();' "core_tst_reasonkeepingdevice core_tst_turnoutputs" 'the reason read after the device forgot it'
mutant Z110 src/core/map/sidespellings.cpp '            if (c.unicode() == other)
                c = QChar(latin);' '            if (false && c.unicode() == other)
                c = QChar(latin);' "core_tst_mapsides" 'capitals of other scripts not read as Latin'
mutant Z111 src/core/map/sidespellings.cpp '    if (QChar::category(c) == QChar::Other_PrivateUse || c == 0x16fe4)
        return true;' '' "core_tst_mapsides" 'private-use characters make another name'
mutant Z112 src/core/map/sidespellings.cpp '    if (!base)
        return true;' '    if (!base)
        return false;' "core_tst_mapsides" 'a mark on nothing makes another name'
mutant Z113 src/core/map/sidespellings.cpp '    return alphabet && !(c >= 0x0300 && c <= 0x036f);' '    return alphabet;' "core_tst_mapsides" 'a common accent on a letter dropped'
mutant Z114 src/core/map/sidespellings.cpp '    return alphabet && !(c >= 0x0300 && c <= 0x036f);' '    return (alphabet || true) && !(c >= 0x0300 && c <= 0x036f);' "core_tst_mapsides" 'a Devanagari vowel sign dropped'
mutant Z115 src/core/movement/hexesinsight.cpp 'for (int d = 1; d <= radius && !ring.empty(); ++d) {' 'for (int d = 1; d < radius && !ring.empty(); ++d) {' "$sight" 'sight one ring short of its radius'
mutant Z116 src/render/exporting/campaignturn.cpp '    if (now->turn == f.campaign.turn)
        return {};' '    if (true)
        return {};' "cli_tst_campaignverb" 'orders opened for a turn resolved meanwhile are filed into it'
mutant Z117 src/render/exporting/campaignturn.cpp '    if (!holding.problem().isEmpty())
        return holding.problem();' '    if (false)
        return holding.problem();' "cli_tst_campaignverb" 'a resolve goes on while another command holds the campaign'
mutant Z118 src/core/campaign/campaignlock.cpp '    if (m_lock.tryLock(waitMs))
        return;' '    if (m_lock.tryLock(waitMs) || true)
        return;' "cli_tst_campaignverb" 'submit files orders while another command holds the campaign'
mutant Z119 src/core/rules/rulesetreader_p.h '        if (d < lo || d > hi)' '        if (d < lo)' "core_tst_rulesetloader" 'a ruleset number over its bound taken'
mutant Z120 src/core/rules/rulesetloader.cpp '        if (std::abs(hexesFromScaleUnits(value, m_r.scale)) > kMaxRulesetInteger)' '        if (std::abs(hexesFromScaleUnits(value, m_r.scale)) > 2 * kMaxRulesetInteger)' "core_tst_rulesetloader" 'an allowance converting to up to twice the bound taken'
mutant Z122 src/core/rules/rulesetreader.cpp '    return hexes < kMaxRulesetInteger ? static_cast<int>(hexes) : kMaxRulesetInteger;' '    return static_cast<int>(std::min(hexes, 2.0 * kMaxRulesetInteger));' "core_tst_rulesetloader" 'a converted allowance beyond the bound kept'
mutant Z123 src/core/io/tileddata.cpp '    if (!value || !std::isfinite(*value)) {' '    if (!value) {' "core_tst_tiledhandedited" 'a Tiled object at x="nan" read'
mutant Z124 src/core/io/tileddata.cpp '                    if (coveredBy[at] != 0) {' '                    if (false) {' "core_tst_tiledhandedited" 'two chunks covering one cell: the last wins'
mutant Z125 src/core/io/tileddata.cpp '    if (!propertiesGivenOnce(map.properties, TiledText::tr("map"), error))
        return false;
' '' "core_tst_tiledhandedited core_tst_tiledimport" 'a map property given twice taken'
mutant Z126 src/core/text/textlines.cpp '        const bool bom = c.unicode() == 0xfeff;' '        const bool bom = false;' "core_tst_turnordersfile core_tst_joverseerimport" 'a byte order mark inside an orders line told as fields'
mutant Z127 src/core/io/utf8textfile.cpp '    if (nuls < 2 || nuls * 8 < bytes.size())' '    if (nuls < 2 || nuls * 2 < bytes.size())' "core_tst_turnordersfile" 'UTF-16 text not told as UTF-16'
mutant Z128 src/render/exporting/sightgreying.cpp 'line[col] = seen.containsOffset({col, row}) ? 0 : grey;' 'line[col] = seen.containsOffset({col, row}) ? grey : 0;' "$pictures" 'a big map'"'"'s picture greys what is in sight'
mutant Z129 src/render/exporting/sightgreying.cpp 'p.drawImage(QRectF(topLeft, QSizeF(brick.width() * map.width(), brick.height())), mask,' 'p.drawImage(QRectF(topLeft, QSizeF(brick.width() * map.width() / 2, brick.height())), mask,' "$pictures" 'a big map'"'"'s row of hexes greyed from a mask squeezed into half its length'
mutant Z130 src/core/text/escapedcharacter.cpp 'return (isControl(c) && c != u'"'"'\t'"'"') || isLineSeparator(c) || isBidiControl(c);' 'return (isControl(c) && c != u'"'"'\t'"'"') || isLineSeparator(c);' "core_tst_turnordersfile cli_tst_campaignverb" 'a bidi override in a player'"'"'s comment taken'
mutant Z131 src/core/text/escapedcharacter.cpp '    if (isControl(c))
' '    if (isControl(c) && c != 0x1b)
' "core_tst_turnordersfile cli_tst_campaignverb core_tst_ordersheader" 'ESC named an invisible format character'
mutant Z132 src/core/text/terminaltext.cpp '    if (c == u'"'"'\t'"'"' || actsOnTerminal(c))' '    if (actsOnTerminal(c))' "core_tst_terminaltext cli_tst_terminalescapes" 'a tab in a name shown raw on the terminal'
mutant Z133 src/core/io/tiledtmx.cpp 'if (element != QLatin1String("properties") && shapes.contains(element))' 'if (false && shapes.contains(element))' "cli_tst_silentaccepts" 'a Tiled object'"'"'s second <text> replaces the first'
mutant Z134 src/core/io/tiledconvert.cpp 'if (l.scale < kMinLabelScale || l.scale > kMaxLabelScale) {' 'if (l.scale > kMaxLabelScale) {' "core_tst_tiledimport" 'a Tiled label of 0.1 times refused, blamed on the hexstride property'
mutant Z135 src/core/io/tiledconvert.cpp '                l.name == source->name
' '                false
' "cli_tst_silentaccepts" 'two tile layers named alike not told apart'
mutant Z136 src/core/io/removedonstop.cpp '            ::unlink(slot.path);' '            (void)slot.path;' "core_tst_campaignlock" 'a stopped resolve leaves its lock behind'
mutant W2 src/render/exporting/sightgreying.cpp 'p.drawPolygon(params.polygon(map.grid().toHex({col, row})));' 'p.drawPolygon(params.polygon(map.grid().toHex({row, col})));' "$pictures" 'the report picture greys the wrong hexes (column and row swapped)'
mutant Z137 src/core/movement/pathfinder.cpp '        if (qint64(state.spent) + c <= budgetPerTurn) {' '        if (qint64(state.spent) + c < budgetPerTurn) {' "core_tst_turnroute" 'a step that uses up the turn exactly waits for the next'
mutant Z138 src/core/movement/pathfinder.cpp '        if (c < 0 || c > budgetPerTurn)
' '        if (c < 0)
' "core_tst_turnroute" 'a step dearer than a whole turn taken'
mutant Z139 src/core/movement/turnroute.cpp '    if (clock.perPeriod > 0 && clock.perPeriod <= kMaxTurnBudget)' '    if (clock.perPeriod > 0 && clock.perPeriod <= 2 * kMaxTurnBudget)' "core_tst_turnroute" 'a route of 300,000 MP a turn split after 254,000'
mutant Z140 src/core/movement/contestoutcome.cpp '    , diceSeed(ContestText::tr("dice (drawn with the turn'"'"'s seed)"))' '    , diceSeed(ContestText::tr("dice (seed 777001)"))' "cli_tst_campaignverb core_tst_turnresolver" 'the players'"'"' reports name the seed of a contest'"'"'s dice'
mutant Z141 src/core/movement/unitsteprules.cpp 'if (rule.effect == StopEffect::Prohibit && when.unitBitsRead() && when.eval(facts)) {' 'if (rule.effect == StopEffect::Prohibit && when.unitBitsRead() && when.eval(facts) && false) {' "cli_tst_occupancyverbs core_tst_routeturns" 'a stop rule about units that prohibits a step ignored by route and reach'
mutant Z142 src/core/movement/unitsteprules.cpp '    if (const qsizetype i = firstOccupancyRule(compiled, facts); i >= 0)' '    if (const qsizetype i = firstOccupancyRule(compiled, facts); i >= 0 && false)' "cli_tst_occupancyverbs core_tst_routeturns" 'route and reach pass through an enemy commander'"'"'s hex'
mutant Z143 src/core/movement/unitrules.cpp '        if (i == self || other.hex != unit.hex)' '        if ((i == self && false) || other.hex != unit.hex)' "cli_tst_unitsverb" 'units edit refuses a unit its own hex'
mutant Z144 src/core/map/mapreshape.cpp '        = background.imageToMap.translated(after.x - before.x, after.y - before.y);' '        = background.imageToMap.translated(after.x - before.x, 0);' "core_tst_mapresize" 'a reshaped map'"'"'s background left behind rows the hexes moved by'
mutant Z145 src/core/map/mapreshape.cpp '    out.terrainColours() = map.terrainColours();' '    ;' "cli_tst_reshapeverb core_tst_mapresize" 'reshape drops the terrain colours'
mutant Z146 src/core/rules/rulesetreader.cpp '        else if (earlier->first == value)' '        else if (false)' "core_tst_rulesetloader" 'twin terrain names told as look-alikes'
mutant Z147 src/core/rules/rulesetreader.cpp '        if (hasNoVisibleCharacter(value))' '        if (false)' "core_tst_rulesetloader" 'a terrain name that shows nothing taken'
mutant Z148 src/render/exporting/pagetiling.cpp '    if (pages <= kMaxTiledPages && hexes <= kMaxTiledHexes)' '    if (pages <= kMaxTiledPages)' "cli_tst_renderpages" 'pages of too many hexes in all drawn for minutes'
mutant Z149 src/core/io/tiledtmx.cpp '                            o = templateObject(baseDir, file, o.id);' '                            (void)file;' "core_tst_tiledimport" 'a Tiled object made from a template read without it'
wanted=("$@")
selected() {
    [ ${#wanted[@]} -eq 0 ] && return 0
    local w
    for w in "${wanted[@]}"; do [ "$w" = "$1" ] && return 0; done
    return 1
}

# Bring the copy in step with the working tree, touching only files that differ (so that the
# build there stays up to date).
sync_tree() {
    python3 - "$root" "$tree" <<'EOF'
import filecmp, os, shutil, subprocess, sys
root, tree = sys.argv[1], sys.argv[2]
files = subprocess.run(["git", "-C", root, "ls-files", "--cached", "--others", "--exclude-standard"],
                       check=True, capture_output=True, text=True).stdout.splitlines()
for f in files:
    src, dst = os.path.join(root, f), os.path.join(tree, f)
    if not os.path.isfile(src):
        continue
    if not os.path.exists(dst) or not filecmp.cmp(src, dst, shallow=False):
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(src, dst)
EOF
}

# Replace the one occurrence of $OLD by $NEW in a file; exit 3 when it is not there exactly once.
substitute() {
    OLD="$2" NEW="$3" python3 - "$1" <<'EOF'
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old, new = os.environ["OLD"], os.environ["NEW"]
if text.count(old) != 1:
    sys.exit(3)
open(path, "w", encoding="utf-8").write(text.replace(old, new))
EOF
}

log=$work/log
mkdir -p "$log"
sync_tree || { echo "could not copy the tree" >&2; exit 1; }
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$tree" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHEXSTRIDE_WERROR=ON \
        -DCMAKE_C_COMPILER_LAUNCHER=ccache -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >"$log/configure.txt" 2>&1 || { echo "configure failed: $log/configure.txt" >&2; exit 1; }
fi

run_tests() { # TESTS LOGFILE: build the test targets, run them; 0 all pass, 1 a test fails, 2 build fails
    # shellcheck disable=SC2086
    cmake --build "$build" --parallel "$jobs" --target $1 >"$2" 2>&1 || return 2
    local regex
    regex="^($(echo $1 | tr ' ' '|'))\$"
    ctest --test-dir "$build" -R "$regex" --output-on-failure --timeout 600 >>"$2" 2>&1 || return 1
    return 0
}

# The tests must pass without any mutant, or a "killed" would mean nothing.
all_tests=$(printf '%s\n' $rounding $modifiers $tables $turns $edges $undo $encounters $streams $review $overrides $firstmatch cli_tst_rulesonverbs \
    $campaign $submission core_tst_rulesetauthoringrules $characters $sight $pictures $contests $lines $outputs $tiled $csv $conditions $codec $elevation | sort -u | tr '\n' ' ')
echo "baseline: building and running $(echo $all_tests | wc -w) test programs…" >&2
run_tests "$all_tests" "$log/baseline.txt"
if [ $? -ne 0 ]; then
    echo "the tests fail without mutants: see $log/baseline.txt" >&2
    exit 1
fi

results=$work/results.md
printf '| Mutant | Where | What it breaks | Result |\n|---|---|---|---|\n' >"$results"
survivors=0
for i in "${!ids[@]}"; do
    id=${ids[$i]}
    selected "$id" || continue
    file=${files[$i]}
    target="$tree/$file"
    # The file as the run began (the working tree may change while the run goes on).
    cp "$target" "$work/original"
    result=
    if ! substitute "$target" "${olds[$i]}" "${news[$i]}"; then
        result="did not apply"
    else
        echo "$id: building and testing…" >&2
        run_tests "${tests[$i]}" "$log/$id.txt"
        case $? in
        0) result="**survived**"; survivors=$((survivors + 1)) ;;
        1) result="killed by $(sed -n '/tests FAILED:/,$p' "$log/$id.txt" | grep -oE '[0-9]+ - [a-z_]+' \
                                | sed 's/^[0-9]* - //' | paste -sd, - | sed 's/,/, /g')" ;;
        *) result="did not build (see $log/$id.txt)" ;;
        esac
    fi
    # Restore the file (a fresh copy, newer than the mutant's objects, so the next build redoes it).
    cp "$work/original" "$target"
    printf '| %s | `%s` | %s | %s |\n' "$id" "$file" "${whats[$i]}" "$result" | tee -a "$results"
done
echo >&2
echo "results: $results; $survivors survivor(s)" >&2
[ "$survivors" -eq 0 ]
