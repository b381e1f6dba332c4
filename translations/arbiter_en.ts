<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<!-- English is the source language: this file only spells out the singular and plural of "%n" messages. -->
<context>
    <name>BanishingCharacterPanel</name>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BanishingOutcomeBanner</name>
    <message numerus="yes">
        <source>%n card(s) lie in the Banishing.</source>
        <translation>
            <numerusform>%n card lies in the Banishing.</numerusform>
            <numerusform>%n cards lie in the Banishing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BanishingRevealPicker</name>
    <message numerus="yes">
        <source>Turn it face up and tap it below. %n more card(s) wait after this one.</source>
        <translation>
            <numerusform>Turn it face up and tap it below. %n more card waits after this one.</numerusform>
            <numerusform>Turn it face up and tap it below. %n more cards wait after this one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BanishingTurnPanel</name>
    <message numerus="yes">
        <source>Hand limit: discard %n card(s)</source>
        <translation>
            <numerusform>Hand limit: discard %n card</numerusform>
            <numerusform>Hand limit: discard %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsAttackPanel</name>
    <message numerus="yes">
        <source>Tap another player&apos;s Champion: it takes %n counter(s).</source>
        <translation>
            <numerusform>Tap another player&apos;s Champion: it takes %n counter.</numerusform>
            <numerusform>Tap another player&apos;s Champion: it takes %n counters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tap %n target(s), 1 counter each; a Support only after its player&apos;s Champion.</source>
        <translation>
            <numerusform>Tap %n target, 1 counter each; a Support only after its player&apos;s Champion.</numerusform>
            <numerusform>Tap %n targets, 1 counter each; a Support only after its player&apos;s Champion.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsPlayerArea</name>
    <message numerus="yes">
        <source>Bane (%n token(s) left): %1</source>
        <translation>
            <numerusform>Bane (%n token left): %1</numerusform>
            <numerusform>Bane (%n tokens left): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsTargetButton</name>
    <message numerus="yes">
        <source>+%n counter(s)</source>
        <translation>
            <numerusform>+%n counter</numerusform>
            <numerusform>+%n counters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsTurnPanel</name>
    <message numerus="yes">
        <source>%n card(s) left in the Sphere deck</source>
        <translation>
            <numerusform>%n card left in the Sphere deck</numerusform>
            <numerusform>%n cards left in the Sphere deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsWindowPanel</name>
    <message numerus="yes">
        <source>%n counter(s) waiting</source>
        <translation>
            <numerusform>%n counter waiting</numerusform>
            <numerusform>%n counters waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisPlayerCard</name>
    <message numerus="yes">
        <source>%n power(s) discarded</source>
        <translation>
            <numerusform>%n power discarded</numerusform>
            <numerusform>%n powers discarded</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TheosisSetupForm</name>
    <message numerus="yes">
        <source>No game mode of Theosis is played by %n player(s).</source>
        <translation>
            <numerusform>No game mode of Theosis is played by %n player.</numerusform>
            <numerusform>No game mode of Theosis is played by %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This mode is not played by %n player(s) in this form.</source>
        <translation>
            <numerusform>This mode is not played by %n player in this form.</numerusform>
            <numerusform>This mode is not played by %n players in this form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 selects %n hero(es) (%2 chosen).</source>
        <translation>
            <numerusform>%1 selects %n hero (%2 chosen).</numerusform>
            <numerusform>%1 selects %n heroes (%2 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n monster(s) (%1 chosen).</source>
        <translation>
            <numerusform>Choose %n monster (%1 chosen).</numerusform>
            <numerusform>Choose %n monsters (%1 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hero(es) each</source>
        <translation>
            <numerusform>%n hero each</numerusform>
            <numerusform>%n heroes each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The encounter table: %n monster(s) with %1 stamina tokens each.</source>
        <translation>
            <numerusform>The encounter table: %n monster with %1 stamina tokens each.</numerusform>
            <numerusform>The encounter table: %n monsters with %1 stamina tokens each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::BrawlTableController</name>
    <message numerus="yes">
        <source>choose one of %n hexes</source>
        <translation>
            <numerusform>choose one of %n hex</numerusform>
            <numerusform>choose one of %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cannot be moved: %n damage</source>
        <translation>
            <numerusform>cannot be moved: %n damage</numerusform>
            <numerusform>cannot be moved: %n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lands on %1 and takes %n damage</source>
        <translation>
            <numerusform>lands on %1 and takes %n damage</numerusform>
            <numerusform>lands on %1 and takes %n damage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LuckDelegate</name>
    <message numerus="yes">
        <source>%n roll(s), %1 entered from real dice: %2 in all against %3 on average</source>
        <translation>
            <numerusform>%n roll, %1 entered from real dice: %2 in all against %3 on average</numerusform>
            <numerusform>%n rolls, %1 entered from real dice: %2 in all against %3 on average</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n finished game</numerusform>
            <numerusform>%n finished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n play(s)</source>
        <translation>
            <numerusform>%n play</numerusform>
            <numerusform>%n plays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rival: %1 (%n game(s))</source>
        <translation>
            <numerusform>rival: %1 (%n game)</numerusform>
            <numerusform>rival: %1 (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nemesis: %1 (%n win(s))</source>
        <translation>
            <numerusform>nemesis: %1 (%n win)</numerusform>
            <numerusform>nemesis: %1 (%n wins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dice: better than %1% of possible games over %n roll(s)</source>
        <translation>
            <numerusform>dice: better than %1% of possible games over %n roll</numerusform>
            <numerusform>dice: better than %1% of possible games over %n rolls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StoryPage</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s)</source>
        <translation>
            <numerusform>%n roll</numerusform>
            <numerusform>%n rolls</numerusform>
        </translation>
    </message>
</context>
</TS>
