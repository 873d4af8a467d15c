<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name>hexstride::BackgroundController</name>
    <message numerus="yes">
        <source>Background image aligned on %n hex(es).</source>
        <translation>
            <numerusform>Background image aligned on %n hex.</numerusform>
            <numerusform>Background image aligned on %n hexes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::CampaignDock</name>
    <message numerus="yes">
        <source>Orders received from %1 of %n player(s).</source>
        <translation>
            <numerusform>Orders received from %1 of %n player.</numerusform>
            <numerusform>Orders received from %1 of %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n army(ies) with orders</source>
        <translation>
            <numerusform>%1 of %n army with orders</numerusform>
            <numerusform>%1 of %n armies with orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n army(ies)</source>
        <translation>
            <numerusform>%n army</numerusform>
            <numerusform>%n armies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ChangeEdgeFeaturesCommand</name>
    <message numerus="yes">
        <source>Draw %1 (%n side(s))</source>
        <translation>
            <numerusform>Draw %1 (%n side)</numerusform>
            <numerusform>Draw %1 (%n sides)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %1 (%n side(s))</source>
        <translation>
            <numerusform>Remove %1 (%n side)</numerusform>
            <numerusform>Remove %1 (%n sides)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Erase Sides (%n side(s))</source>
        <translation>
            <numerusform>Erase Sides (%n side)</numerusform>
            <numerusform>Erase Sides (%n sides)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ChecksPage</name>
    <message numerus="yes">
        <source>%n warning(s). Double-click one to show the value.</source>
        <translation>
            <numerusform>%n warning. Double-click it to show the value.</numerusform>
            <numerusform>%n warnings. Double-click one to show the value.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit profile(s) searched.</source>
        <translation>
            <numerusform>%n unit profile searched.</numerusform>
            <numerusform>%n unit profiles searched.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ComparePage</name>
    <message numerus="yes">
        <source>%n difference(s)</source>
        <translation>
            <numerusform>%n difference</numerusform>
            <numerusform>%n differences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ConditionDialog</name>
    <message numerus="yes">
        <source> level(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> level</numerusform>
            <numerusform> levels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ConditionText</name>
    <message numerus="yes">
        <source>climbing %n level(s) or more</source>
        <translation>
            <numerusform>climbing %n level or more</numerusform>
            <numerusform>climbing %n levels or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>descending %n level(s) or more</source>
        <translation>
            <numerusform>descending %n level or more</numerusform>
            <numerusform>descending %n levels or more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::CsvImportDialog</name>
    <message numerus="yes">
        <source>%1 changes %n cell(s) of the table "%2":</source>
        <translation>
            <numerusform>%1 changes %n cell of the table "%2":</numerusform>
            <numerusform>%1 changes %n cells of the table "%2":</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::HexOwnerDialog</name>
    <message numerus="yes">
        <source>Which side owns the population centres and fortifications of the %n selected hexes?</source>
        <translation>
            <numerusform>Which side owns the population centre and fortification of the %n selected hex?</numerusform>
            <numerusform>Which side owns the population centres and fortifications of the %n selected hexes?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MainWindow</name>
    <message numerus="yes">
        <source>Copied %n hex(es)</source>
        <translation>
            <numerusform>Copied %n hex</numerusform>
            <numerusform>Copied %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The map was imported. %n hex-side record(s) need a look: features recorded from one hex only, or hexes missing from the terrain file.</source>
        <translation>
            <numerusform>The map was imported. %n hex-side record needs a look: a feature recorded from one hex only, or hexes missing from the terrain file.</numerusform>
            <numerusform>The map was imported. %n hex-side records need a look: features recorded from one hex only, or hexes missing from the terrain file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %Ln hex(es)</source>
        <translation>
            <numerusform>%1 × %Ln hex</numerusform>
            <numerusform>%1 × %Ln hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more problem(s)</source>
        <translation>
            <numerusform>… and %n more problem</numerusform>
            <numerusform>… and %n more problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders for %n army(ies) of %1</source>
        <translation>
            <numerusform>Orders for %n army of %1</numerusform>
            <numerusform>Orders for %n armies of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) not drawn: the labels lie on one another over more than %1 times the area drawn</source>
        <translation>
            <numerusform>%n label not drawn: the labels lie on one another over more than %1 times the area drawn</numerusform>
            <numerusform>%n labels not drawn: the labels lie on one another over more than %1 times the area drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported to %1: orders for %n army(ies), %2 standing</source>
        <translation>
            <numerusform>Exported to %1: orders for %n army, %2 standing</numerusform>
            <numerusform>Exported to %1: orders for %n armies, %2 standing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MapCheck</name>
    <message numerus="yes">
        <source>%1: a river piece of %n side(s) joins no other river (a gap in the river?)</source>
        <translation>
            <numerusform>%1: a river piece of %n side joins no other river (a gap in the river?)</numerusform>
            <numerusform>%1: a river piece of %n sides joins no other river (a gap in the river?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: river sides close a ring round %n hex(es) (drawn round and round?)</source>
        <translation>
            <numerusform>%1: river sides close a ring round %n hex (drawn round and round?)</numerusform>
            <numerusform>%1: river sides close a ring round %n hexes (drawn round and round?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: hex feature "%2" is not in the ruleset (%n hex(es))%3</source>
        <translation>
            <numerusform>%1: hex feature "%2" is not in the ruleset (%n hex)%3</numerusform>
            <numerusform>%1: hex feature "%2" is not in the ruleset (%n hexes)%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: hex-side feature "%2" is not in the ruleset (%n hex-side(s))%3</source>
        <translation>
            <numerusform>%1: hex-side feature "%2" is not in the ruleset (%n hex-side)%3</numerusform>
            <numerusform>%1: hex-side feature "%2" is not in the ruleset (%n hex-sides)%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: terrain "%2" is not in the ruleset (%n hex(es))%3</source>
        <translation>
            <numerusform>%1: terrain "%2" is not in the ruleset (%n hex)%3</numerusform>
            <numerusform>%1: terrain "%2" is not in the ruleset (%n hexes)%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MapCheckDock</name>
    <message numerus="yes">
        <source>%n open problem(s)</source>
        <translation>
            <numerusform>%n open problem</numerusform>
            <numerusform>%n open problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n reviewed</source>
        <translation>
            <numerusform>, %n reviewed</numerusform>
            <numerusform>, %n reviewed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::MapReshape</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex-side(s)</source>
        <translation>
            <numerusform>%n hex-side</numerusform>
            <numerusform>%n hex-sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s)</source>
        <translation>
            <numerusform>%n label</numerusform>
            <numerusform>%n labels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n plan</numerusform>
            <numerusform>%n plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex owner(s)</source>
        <translation>
            <numerusform>%n hex owner</numerusform>
            <numerusform>%n hex owners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed problem(s)</source>
        <translation>
            <numerusform>%n reviewed problem</numerusform>
            <numerusform>%n reviewed problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::NewMapDialog</name>
    <message numerus="yes">
        <source>%Ln hex(es), about %1 in memory</source>
        <translation>
            <numerusform>%Ln hex, about %1 in memory</numerusform>
            <numerusform>%Ln hexes, about %1 in memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> column(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> column</numerusform>
            <numerusform> columns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> row(s)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> row</numerusform>
            <numerusform> rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::PaintTerrainCommand</name>
    <message numerus="yes">
        <source>Brush: %n hex(es)</source>
        <translation>
            <numerusform>Brush: %n hex</numerusform>
            <numerusform>Brush: %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flood Fill: %n hex(es) to %1</source>
        <translation>
            <numerusform>Flood Fill: %n hex to %1</numerusform>
            <numerusform>Flood Fill: %n hexes to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fill Selection: %n hex(es)</source>
        <translation>
            <numerusform>Fill Selection: %n hex</numerusform>
            <numerusform>Fill Selection: %n hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::PlannerDock</name>
    <message numerus="yes">
        <source>%n step(s) cannot be made</source>
        <translation>
            <numerusform>%n step cannot be made</numerusform>
            <numerusform>%n steps cannot be made</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s) later</source>
        <translation>
            <numerusform>%n turn later</numerusform>
            <numerusform>%n turns later</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::Quantities</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s)</source>
        <translation>
            <numerusform>%n movement point</numerusform>
            <numerusform>%n movement points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n turn</numerusform>
            <numerusform>%n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RemoveTerrainDialog</name>
    <message numerus="yes">
        <source>%n hex(es) of the open map are %1. What do they become?</source>
        <translation>
            <numerusform>%n hex of the open map is %1. What does it become?</numerusform>
            <numerusform>%n hexes of the open map are %1. What do they become?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::ResolveTurnDock</name>
    <message numerus="yes">
        <source>Wrote the reports of %n side(s) (%1) to %2</source>
        <translation>
            <numerusform>Wrote the report of %n side (%1) to %2</numerusform>
            <numerusform>Wrote the reports of %n sides (%1) to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply Turn (%n unit(s) moved)</source>
        <translation>
            <numerusform>Apply Turn (%n unit moved)</numerusform>
            <numerusform>Apply Turn (%n units moved)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetChangeDialog</name>
    <message numerus="yes">
        <source>%1 on %n hex(es) becomes the default terrain</source>
        <translation>
            <numerusform>%1 on %n hex becomes the default terrain</numerusform>
            <numerusform>%1 on %n hexes becomes the default terrain</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 on %n hex(es)</source>
        <translation>
            <numerusform>%1 → %2 on %n hex</numerusform>
            <numerusform>%1 → %2 on %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n hex(es)</source>
        <translation>
            <numerusform>%1 from %n hex</numerusform>
            <numerusform>%1 from %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 from %n hex-side(s)</source>
        <translation>
            <numerusform>%1 from %n hex-side</numerusform>
            <numerusform>%1 from %n hex-sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2 on %n hex-side(s)</source>
        <translation>
            <numerusform>%1 → %2 on %n hex-side</numerusform>
            <numerusform>%1 → %2 on %n hex-sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex-side(s)) →</source>
        <translation>
            <numerusform>%1 (%n hex-side) →</numerusform>
            <numerusform>%1 (%n hex-sides) →</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hex(es)) →</source>
        <translation>
            <numerusform>%1 (%n hex) →</numerusform>
            <numerusform>%1 (%n hexes) →</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetCheck</name>
    <message numerus="yes">
        <source>%1: "%2" is cheaper than "%3" here, unlike %n other entries</source>
        <translation>
            <numerusform>%1: "%2" is cheaper than "%3" here, unlike %n other entry</numerusform>
            <numerusform>%1: "%2" is cheaper than "%3" here, unlike %n other entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::RulesetPartsPage</name>
    <message numerus="yes">
        <source>up to %n hex(es) away</source>
        <translation>
            <numerusform>up to %n hex away</numerusform>
            <numerusform>up to %n hexes away</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at least %n hex(es) a turn whatever the cost</source>
        <translation>
            <numerusform>at least %n hex a turn whatever the cost</numerusform>
            <numerusform>at least %n hexes a turn whatever the cost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>option "%1" names the hex-side; %n hex-side(s) either way too</source>
        <translation>
            <numerusform>option "%1" names the hex-side; %n hex-side either way too</numerusform>
            <numerusform>option "%1" names the hex-side; %n hex-sides either way too</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::TableClipboard</name>
    <message numerus="yes">
        <source>Import %n cell(s) into %1 from CSV</source>
        <translation>
            <numerusform>Import %n cell into %1 from CSV</numerusform>
            <numerusform>Import %n cells into %1 from CSV</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n cell(s) into %1</source>
        <translation>
            <numerusform>Paste %n cell into %1</numerusform>
            <numerusform>Paste %n cells into %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::TerrainBrushTool</name>
    <message numerus="yes">
        <source> hex(es)</source>
        <comment>spin box unit after the number</comment>
        <translation>
            <numerusform> hex</numerusform>
            <numerusform> hexes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::TurnTexts</name>
    <message numerus="yes">
        <source>%1–%2. %3 %4 → %5: %n step(s) not executed</source>
        <translation>
            <numerusform>%1–%2. %3 %4 → %5: %n step not executed</numerusform>
            <numerusform>%1–%2. %3 %4 → %5: %n steps not executed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::UnitOptionsPage</name>
    <message numerus="yes">
        <source>%n unit(s) and plan(s) of the open map have %1. What do they get instead?</source>
        <translation>
            <numerusform>%n unit or plan of the open map has %1. What does it get instead?</numerusform>
            <numerusform>%n units and plans of the open map have %1. What do they get instead?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::VocabularyPage</name>
    <message numerus="yes">
        <source>%n hex side(s) of the open map have %1. What does it become there?</source>
        <translation>
            <numerusform>%n hex side of the open map has %1. What does it become there?</numerusform>
            <numerusform>%n hex sides of the open map have %1. What does it become there?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) of the open map have %1. What does it become there?</source>
        <translation>
            <numerusform>%n hex of the open map has %1. What does it become there?</numerusform>
            <numerusform>%n hexes of the open map have %1. What does it become there?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) of the open map are %1. What do they become?</source>
        <translation>
            <numerusform>%n hex of the open map is %1. What does it become?</numerusform>
            <numerusform>%n hexes of the open map are %1. What do they become?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::campaign</name>
    <message numerus="yes">
        <source>%1's orders for turn %2 taken in: %3 of %n army(ies) with orders.</source>
        <translation>
            <numerusform>%1's orders for turn %2 taken in: %3 of %n army with orders.</numerusform>
            <numerusform>%1's orders for turn %2 taken in: %3 of %n armies with orders.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1's orders for turn %2 are good: %3 of %n army(ies) with orders.</source>
        <translation>
            <numerusform>%1's orders for turn %2 are good: %3 of %n army with orders.</numerusform>
            <numerusform>%1's orders for turn %2 are good: %3 of %n armies with orders.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %1 resolved: %n army(ies) with orders moved %2. Decisions: %3; battles: %4. Reports in %5; turn %6 is ready.</source>
        <translation>
            <numerusform>Turn %1 resolved: %n army with orders moved %2. Decisions: %3; battles: %4. Reports in %5; turn %6 is ready.</numerusform>
            <numerusform>Turn %1 resolved: %n armies with orders moved %2. Decisions: %3; battles: %4. Reports in %5; turn %6 is ready.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::cli</name>
    <message numerus="yes">
        <source>Size: %1 × %2 (%n hex(es))</source>
        <translation>
            <numerusform>Size: %1 × %2 (%n hex)</numerusform>
            <numerusform>Size: %1 × %2 (%n hexes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Total %1, end %2, %n step(s) executed
</source>
        <translation>
            <numerusform>Total %1, end %2, %n step executed
</numerusform>
            <numerusform>Total %1, end %2, %n steps executed
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) found.
</source>
        <translation>
            <numerusform>%n problem found.
</numerusform>
            <numerusform>%n problems found.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>From %1 with %2 MP per turn: %n hex(es) reachable
</source>
        <translation>
            <numerusform>From %1 with %2 MP per turn: %n hex reachable
</numerusform>
            <numerusform>From %1 with %2 MP per turn: %n hexes reachable
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s).
</source>
        <translation>
            <numerusform>%n warning.
</numerusform>
            <numerusform>%n warnings.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searched all %n unit profile(s).
</source>
        <translation>
            <numerusform>Searched the one unit profile.
</numerusform>
            <numerusform>Searched all %n unit profiles.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s).</source>
        <translation>
            <numerusform>%n unit.</numerusform>
            <numerusform>%n units.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) changed; wrote %1.
</source>
        <translation>
            <numerusform>%n cell changed; wrote %1.
</numerusform>
            <numerusform>%n cells changed; wrote %1.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n troop(s))</source>
        <translation>
            <numerusform>%1 (%2, %n troop)</numerusform>
            <numerusform>%1 (%2, %n troops)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) marked as reviewed in the map, not listed.
</source>
        <translation>
            <numerusform>%n problem marked as reviewed in the map, not listed.
</numerusform>
            <numerusform>%n problems marked as reviewed in the map, not listed.
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Campaign made in %1: %n player(s); each player's package is in turn-001/players.</source>
        <translation>
            <numerusform>Campaign made in %1: %n player; each player's package is in turn-001/players.</numerusform>
            <numerusform>Campaign made in %1: %n players; each player's package is in turn-001/players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Orders received from %1 of %n player(s).</source>
        <translation>
            <numerusform>Orders received from %1 of %n player.</numerusform>
            <numerusform>Orders received from %1 of %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  ✔ %1 (%2): orders taken in, %3 of %n army(ies) with orders</source>
        <translation>
            <numerusform>  ✔ %1 (%2): orders taken in, %3 of %n army with orders</numerusform>
            <numerusform>  ✔ %1 (%2): orders taken in, %3 of %n armies with orders</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %3 → %4, spent %5, %6 of %n order(s) executed
</source>
        <translation>
            <numerusform>%1 (%2): %3 → %4, spent %5, %6 of %n order executed
</numerusform>
            <numerusform>%1 (%2): %3 → %4, spent %5, %6 of %n orders executed
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: warning: %n label(s) not drawn: the labels lie on one another over more than %2 times the picture's area</source>
        <translation>
            <numerusform>%1: warning: %n label not drawn: the labels lie on one another over more than %2 times the picture's area</numerusform>
            <numerusform>%1: warning: %n labels not drawn: the labels lie on one another over more than %2 times the picture's area</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (line %2): %3 → %4, spent %5 of %6, %7 of %n order(s) executed
</source>
        <translation>
            <numerusform>%1 (line %2): %3 → %4, spent %5 of %6, %7 of %n order executed
</numerusform>
            <numerusform>%1 (line %2): %3 → %4, spent %5 of %6, %7 of %n orders executed
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 removed, with its %n plan(s): %2.</source>
        <translation>
            <numerusform>%1 removed, with its plan %2.</numerusform>
            <numerusform>%1 removed, with its %n plans: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 hexes and %3 side records imported, %n warning(s).</source>
        <translation>
            <numerusform>%1: %2 hexes and %3 side records imported, %n warning.</numerusform>
            <numerusform>%1: %2 hexes and %3 side records imported, %n warnings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::io</name>
    <message numerus="yes">
        <source>%1: %n hex(es) of the 44 × 39 board not listed; set to ocean</source>
        <translation>
            <numerusform>%1: %n hex of the 44 × 39 board not listed; set to ocean</numerusform>
            <numerusform>%1: %n hexes of the 44 × 39 board not listed; set to ocean</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>decompressed data is shorter than expected (%1 of %n byte(s))</source>
        <translation>
            <numerusform>decompressed data is shorter than expected (%1 of %n byte)</numerusform>
            <numerusform>decompressed data is shorter than expected (%1 of %n bytes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>size: expected %n byte(s), got %1</source>
        <translation>
            <numerusform>size: expected %n byte, got %1</numerusform>
            <numerusform>size: expected %n bytes, got %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data: length %1 does not fit %n byte(s)</source>
        <translation>
            <numerusform>data: length %1 does not fit %n byte</numerusform>
            <numerusform>data: length %1 does not fit %n bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data: expected %n byte(s), got %1</source>
        <translation>
            <numerusform>data: expected %n byte, got %1</numerusform>
            <numerusform>data: expected %n bytes, got %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hex %1 has terrain index %2, but ids.terrains has %n entry(ies)</source>
        <translation>
            <numerusform>hex %1 has terrain index %2, but ids.terrains has %n entry</numerusform>
            <numerusform>hex %1 has terrain index %2, but ids.terrains has %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hex %1 has feature bits %2, but ids.hexFeatures has %n entry(ies)</source>
        <translation>
            <numerusform>hex %1 has feature bits %2, but ids.hexFeatures has %n entry</numerusform>
            <numerusform>hex %1 has feature bits %2, but ids.hexFeatures has %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the edge at offset %1 has feature bits %2, but ids.edgeFeatures has %n entry(ies)</source>
        <translation>
            <numerusform>the edge at offset %1 has feature bits %2, but ids.edgeFeatures has %n entry</numerusform>
            <numerusform>the edge at offset %1 has feature bits %2, but ids.edgeFeatures has %n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) of other data follow the compressed data</source>
        <translation>
            <numerusform>%n byte of other data follows the compressed data</numerusform>
            <numerusform>%n bytes of other data follow the compressed data</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>data: the runs fill %1 of %n value(s)</source>
        <translation>
            <numerusform>data: the runs fill %1 of %n value</numerusform>
            <numerusform>data: the runs fill %1 of %n values</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>hexstride::tiled</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement plan(s)</source>
        <translation>
            <numerusform>%n movement plan</numerusform>
            <numerusform>%n movement plans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n segment(s) of the line neither follow a hex-side nor run from hex centre to hex centre (the first: segment %2); each is read as the side nearest its middle</source>
        <translation>
            <numerusform>%1: %n segment of the line neither follows a hex-side nor runs from hex centre to hex centre (segment %2); it is read as the side nearest its middle</numerusform>
            <numerusform>%1: %n segments of the line neither follow a hex-side nor run from hex centre to hex centre (the first: segment %2); each is read as the side nearest its middle</numerusform>
        </translation>
    </message>
</context>
</TS>
