<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AddCounterDialog</name>
    <message>
        <source>New counter for %1</source>
        <translation>Neuer Zähler für %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>e.g. Health</source>
        <translation>z. B. Lebenspunkte</translation>
    </message>
    <message>
        <source>Starting value</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Counter name</source>
        <translation>Name des Zählers</translation>
    </message>
</context>
<context>
    <name>BanishingAbilityRow</name>
    <message>
        <source>Level 2: three %1 cards of one symbol</source>
        <translation>Stufe 2: drei Karten der Farbe %1 mit gleichem Symbol</translation>
    </message>
    <message>
        <source>Level 1: three %1 cards</source>
        <translation>Stufe 1: drei Karten der Farbe %1</translation>
    </message>
    <message>
        <source>%1 (to the Banishing)</source>
        <translation>%1 (ins Banishing)</translation>
    </message>
    <message>
        <source>Pays with %1 and the Wand</source>
        <translation>Bezahlt mit %1 und der Wand-Karte</translation>
    </message>
    <message>
        <source>Pays with %1</source>
        <translation>Bezahlt mit %1</translation>
    </message>
    <message>
        <source>No set for it in the hand</source>
        <translation>Kein passendes Set auf der Hand</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 nutzen</translation>
    </message>
    <message>
        <source>Paid from the hand on %1's phone</source>
        <translation>Bezahlt aus der Hand auf dem Telefon von %1</translation>
    </message>
</context>
<context>
    <name>BanishingCardTile</name>
    <message>
        <source>Undead · %1 damage</source>
        <translation>Untoter · %1 Schaden</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Wartet…</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
</context>
<context>
    <name>BanishingCharacterEditorPage</name>
    <message>
        <source>New ability</source>
        <translation>Neue Fähigkeit</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Neuer Charakter</translation>
    </message>
    <message>
        <source>Saved. New sessions use these values.</source>
        <translation>Gespeichert. Neue Partien verwenden diese Werte.</translation>
    </message>
    <message>
        <source>Back to the shipped values.</source>
        <translation>Mitgelieferte Werte wiederhergestellt.</translation>
    </message>
    <message>
        <source>Characters and deck</source>
        <translation>Charaktere und Deck</translation>
    </message>
    <message>
        <source>The Banishing · content pack</source>
        <translation>The Banishing · Inhaltspaket</translation>
    </message>
    <message>
        <source>Reset to shipped</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>The rulebook prints neither the character sheets nor the card list: check these values against your own box. Sessions already started keep the values they began with.</source>
        <translation>Das Regelheft enthält weder die Charaktertableaus noch die Kartenliste: Prüfe diese Werte anhand der eigenen Schachtel. Bereits begonnene Partien behalten ihre Anfangswerte.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Charakter</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Remove this character</source>
        <translation>Diesen Charakter entfernen</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>Ability name</source>
        <translation>Name der Fähigkeit</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Level 1</source>
        <translation>Stufe 1</translation>
    </message>
    <message>
        <source>Level 2</source>
        <translation>Stufe 2</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>The set goes to the Banishing</source>
        <translation>Das Set kommt ins Banishing</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Copies of each card in the box. Undead of level 4 and 5 wait for rounds 2 and 3.</source>
        <translation>Exemplare jeder Karte in der Schachtel. Untote der Stufen 4 und 5 warten auf die Runden 2 und 3.</translation>
    </message>
    <message>
        <source>Undead, level %1, %2 damage</source>
        <translation>Untoter, Stufe %1, %2 Schaden</translation>
    </message>
    <message>
        <source>Item: %1</source>
        <translation>Gegenstand: %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>What it does, in German</source>
        <translation>Was sie bewirkt, auf Deutsch</translation>
    </message>
    <message>
        <source>Name in German</source>
        <translation>Name auf Deutsch</translation>
    </message>
    <message>
        <source>Ability name in German</source>
        <translation>Name der Fähigkeit auf Deutsch</translation>
    </message>
    <message>
        <source>EN</source>
        <translation>EN</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>DE</translation>
    </message>
    <message>
        <source>Players do the effect by hand</source>
        <translation>Die Spieler führen den Effekt von Hand aus</translation>
    </message>
    <message>
        <source>Nothing beyond moving the set</source>
        <translation>Nichts außer dem Ablegen des Sets</translation>
    </message>
    <message>
        <source>Not marked: the table would not be told what to do. Choose one of the two above.</source>
        <translation>Nicht markiert: Der Tisch erführe nicht, was zu tun ist. Wählt oben eine der beiden Möglichkeiten.</translation>
    </message>
    <message>
        <source>Card moves to offer in one tap after it is used:</source>
        <translation>Kartenzüge, die nach dem Einsatz mit einem Tippen angeboten werden:</translation>
    </message>
    <message>
        <source>Discard a Void card</source>
        <translation>Eine Void-Karte ablegen</translation>
    </message>
    <message>
        <source>Move a Void card onto another space</source>
        <translation>Eine Void-Karte auf ein anderes Feld legen</translation>
    </message>
    <message>
        <source>Take a Void undead as a wound</source>
        <translation>Einen Untoten aus dem Void als Wunde nehmen</translation>
    </message>
    <message>
        <source>Discard a wound</source>
        <translation>Eine Wunde ablegen</translation>
    </message>
    <message>
        <source>Own wound to the Banishing</source>
        <translation>Eigene Wunde ins Banishing</translation>
    </message>
    <message>
        <source>Hand card to the Banishing</source>
        <translation>Handkarte ins Banishing</translation>
    </message>
    <message>
        <source>Discarded symbol card to the Banishing</source>
        <translation>Abgelegte Symbolkarte ins Banishing</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Vom Deck ziehen</translation>
    </message>
</context>
<context>
    <name>BanishingCharacterPanel</name>
    <message>
        <source>%1 · their turn</source>
        <translation>%1 · am Zug</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Exhausted: shared abilities only</source>
        <translation>Erschöpft: nur gemeinsame Fähigkeiten</translation>
    </message>
    <message>
        <source>Damage / stamina (Armor +1)</source>
        <translation>Schaden / Ausdauer (Rüstung +1)</translation>
    </message>
    <message>
        <source>Damage / stamina</source>
        <translation>Schaden / Ausdauer</translation>
    </message>
    <message>
        <source>Damage / health</source>
        <translation>Schaden / Lebenspunkte</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Wunden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n Karte</numerusform>
            <numerusform>Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide cards</source>
        <translation>Karten verbergen</translation>
    </message>
    <message>
        <source>Show cards</source>
        <translation>Karten zeigen</translation>
    </message>
    <message>
        <source>%1: damage %2 of stamina %3, change the stamina</source>
        <translation>%1: Schaden %2 von Ausdauer %3, Ausdauer ändern</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>%1: damage %2 of health %3, change the health</source>
        <translation>%1: Schaden %2 von %3 Lebenspunkten, Lebenspunkte ändern</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>on %1's phone</source>
        <translation>auf dem Telefon von %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) hidden</source>
        <translation>
            <numerusform>%n Karte verdeckt</numerusform>
            <numerusform>%n Karten verdeckt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BanishingLinePicker</name>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
</context>
<context>
    <name>BanishingMeter</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>BanishingMoveDialog</name>
    <message>
        <source>Void %1</source>
        <translation>Void %1</translation>
    </message>
    <message>
        <source>%1's hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>%1's wounds</source>
        <translation>Wunden von %1</translation>
    </message>
    <message>
        <source>%1's items</source>
        <translation>Gegenstände von %1</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Banishing</source>
        <translation>Banishing</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>Karte bewegen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Choose where the card lies first.</source>
        <translation>Wähle zuerst, wo die Karte liegt.</translation>
    </message>
    <message>
        <source>The top card moves.</source>
        <translation>Die oberste Karte wird bewegt.</translation>
    </message>
    <message>
        <source>No cards there.</source>
        <translation>Dort liegen keine Karten.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
</context>
<context>
    <name>BanishingOutcomeBanner</name>
    <message>
        <source>%1 has died.</source>
        <translation>%1 ist gestorben.</translation>
    </message>
    <message>
        <source>Every character is exhausted.</source>
        <translation>Alle Charaktere sind erschöpft.</translation>
    </message>
    <message>
        <source>The third round ended before the Banishing was complete.</source>
        <translation>Die dritte Runde endete, bevor das Banishing vollständig war.</translation>
    </message>
    <message>
        <source>The Void is closed: you win!</source>
        <translation>Das Void ist geschlossen: Das Team gewinnt!</translation>
    </message>
    <message>
        <source>The game is lost</source>
        <translation>Das Spiel ist verloren</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) lie in the Banishing.</source>
        <translation>
            <numerusform>Im Banishing liegt %n Karte.</numerusform>
            <numerusform>Im Banishing liegen %n Karten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BanishingRevealPicker</name>
    <message>
        <source>%1's hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>the Void, row %1, column %2</source>
        <translation>das Void, Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>Which card was dealt to %1?</source>
        <translation>Welche Karte wurde an %1 ausgeteilt?</translation>
    </message>
    <message numerus="yes">
        <source>Turn it face up and tap it below. %n more card(s) wait after this one.</source>
        <translation>
            <numerusform>Deck sie auf und tippe sie unten an. Danach wartet noch %n Karte.</numerusform>
            <numerusform>Deck sie auf und tippe sie unten an. Danach warten noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn it face up and tap it below.</source>
        <translation>Deck sie auf und tippe sie unten an.</translation>
    </message>
    <message>
        <source>A card was dealt to %1.</source>
        <translation>Eine Karte ging an %1.</translation>
    </message>
    <message>
        <source>%1 names it on their phone.</source>
        <translation>%1 nennt sie auf dem eigenen Telefon.</translation>
    </message>
</context>
<context>
    <name>BanishingSetupForm</name>
    <message>
        <source>Choose a character for player %1.</source>
        <translation>Wähle einen Charakter für Spieler %1.</translation>
    </message>
    <message>
        <source>The %1 is chosen twice: every character is in the box once.</source>
        <translation>%1 wurde doppelt gewählt: Jeder Charakter ist nur einmal in der Schachtel.</translation>
    </message>
    <message>
        <source>A player called "%1" would clash with a character: choose another name.</source>
        <translation>Ein Spieler namens „%1“ würde mit einem Charakter kollidieren: Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Recommended for a first game: %1.</source>
        <translation>Empfohlen für die erste Partie: %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Fewer items</source>
        <translation>Weniger Gegenstände</translation>
    </message>
    <message>
        <source>More items</source>
        <translation>Mehr Gegenstände</translation>
    </message>
    <message>
        <source>items shuffled into the deck (of %1)</source>
        <translation>ins Deck gemischte Gegenstände (von %1)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Table deck</source>
        <translation>Tisch-Deck</translation>
    </message>
    <message>
        <source>App deck</source>
        <translation>App-Deck</translation>
    </message>
    <message>
        <source>You shuffle and deal the real cards; tap each card as it is turned up.</source>
        <translation>Die echten Karten selbst mischen und austeilen; jede Karte antippen, sobald sie aufgedeckt wird.</translation>
    </message>
    <message>
        <source>The app shuffles and says which card goes where.</source>
        <translation>Die App mischt und sagt, welche Karte wohin kommt.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <source>The one who role-played last goes first; the turns then go round the seats.</source>
        <translation>Wer zuletzt ein Rollenspiel gespielt hat, beginnt; danach geht es reihum.</translation>
    </message>
</context>
<context>
    <name>BanishingStatusStrip</name>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Deck (table)</source>
        <translation>Deck (Tisch)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Banishing</source>
        <translation>Banishing</translation>
    </message>
    <message>
        <source>Banishing: %1 of %2 cards</source>
        <translation>Banishing: %1 von %2 Karten</translation>
    </message>
</context>
<context>
    <name>BanishingTable</name>
    <message>
        <source>Take</source>
        <translation>Nehmen</translation>
    </message>
    <message>
        <source>Move a card…</source>
        <translation>Karte bewegen…</translation>
    </message>
    <message>
        <source>Characters and deck</source>
        <translation>Charaktere und Deck</translation>
    </message>
</context>
<context>
    <name>BanishingTradeDialog</name>
    <message>
        <source>%1 trades a card</source>
        <translation>%1 tauscht eine Karte</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Mit</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Receive</source>
        <translation>Erhalten</translation>
    </message>
    <message>
        <source>Choose whom to trade with first.</source>
        <translation>Wähle zuerst, mit wem getauscht wird.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>%1 keeps this hand on their phone: trade from there.</source>
        <translation>%1 hat diese Hand auf dem Telefon: Getauscht wird dort.</translation>
    </message>
</context>
<context>
    <name>BanishingTurnPanel</name>
    <message>
        <source>The game is over. Undo or correct cards to play on.</source>
        <translation>Das Spiel ist vorbei. Zum Weiterspielen rückgängig machen oder Karten korrigieren.</translation>
    </message>
    <message>
        <source>Setting up: tell the app which cards were dealt.</source>
        <translation>Aufbau: Sag der App, welche Karten ausgeteilt wurden.</translation>
    </message>
    <message>
        <source>Tell the app which cards were dealt before the turn goes on.</source>
        <translation>Sag der App, welche Karten ausgeteilt wurden, bevor der Zug weitergeht.</translation>
    </message>
    <message>
        <source>Take a row or a column from the Void.</source>
        <translation>Nimm eine Reihe oder Spalte aus dem Void.</translation>
    </message>
    <message>
        <source>Exhausted: use a shared ability or pass.</source>
        <translation>Erschöpft: Nutze eine gemeinsame Fähigkeit oder passe.</translation>
    </message>
    <message>
        <source>Use one ability, or pass.</source>
        <translation>Nutze eine Fähigkeit oder passe.</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Shield: discard %1</source>
        <translation>Shield: %1 abwerfen</translation>
    </message>
    <message>
        <source>Unique abilities (the sheet is flipped)</source>
        <translation>Einzigartige Fähigkeiten (Tableau umgedreht)</translation>
    </message>
    <message>
        <source>Unique abilities</source>
        <translation>Einzigartige Fähigkeiten</translation>
    </message>
    <message>
        <source>Shared abilities</source>
        <translation>Gemeinsame Fähigkeiten</translation>
    </message>
    <message>
        <source>Cancel swap</source>
        <translation>Vertauschen abbrechen</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Vertauschen</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Rasten</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Tap two spaces of the Void to swap their top cards.</source>
        <translation>Tippe zwei Void-Felder an, um ihre obersten Karten zu tauschen.</translation>
    </message>
    <message numerus="yes">
        <source>Hand limit: discard %n card(s)</source>
        <translation>
            <numerusform>Handkartenlimit: %n Karte abwerfen</numerusform>
            <numerusform>Handkartenlimit: %n Karten abwerfen</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard %1 and end the turn</source>
        <translation>%1 abwerfen und Zug beenden</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Move a card…</source>
        <translation>Karte bewegen…</translation>
    </message>
    <message>
        <source>Done: end the turn when you are ready.</source>
        <translation>Erledigt: Beende den Zug, wenn du so weit bist.</translation>
    </message>
    <message>
        <source>Carry out the ability's effect (“Move a card…” moves any card), then end the turn.</source>
        <translation>Führe die Wirkung der Fähigkeit aus („Karte bewegen…“ bewegt jede Karte), dann beende den Zug.</translation>
    </message>
    <message>
        <source>%1 picks the cards to discard and ends the turn on their phone.</source>
        <translation>%1 wählt auf dem eigenen Telefon die Karten zum Abwerfen und beendet dort den Zug.</translation>
    </message>
    <message>
        <source>The app does not carry out %1: do it with the real cards, tap each move below so the app follows, then end the turn.</source>
        <translation>Die App führt %1 nicht aus: Macht es mit den echten Karten, tippt jeden Zug unten an, damit die App mitkommt, und beendet dann den Zug.</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <translation>Von Hand: %1</translation>
    </message>
</context>
<context>
    <name>BanishingVoidGrid</name>
    <message>
        <source>Void space %1: %2</source>
        <translation>Feld %1 der Leere: %2</translation>
    </message>
</context>
<context>
    <name>BrawlBoardEditorPage</name>
    <message>
        <source>Arena board and champions</source>
        <translation>Arena-Spielplan und Champions</translation>
    </message>
    <message>
        <source>Your own pack</source>
        <translation>Eigenes Paket</translation>
    </message>
    <message>
        <source>The shipped example: check against your board</source>
        <translation>Mitgeliefertes Beispiel: mit dem eigenen Spielplan abgleichen</translation>
    </message>
    <message>
        <source>Reset to shipped</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>The shipped board and champions are back.</source>
        <translation>Mitgelieferter Spielplan und Champions wiederhergestellt.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved. New sessions use this board and these champions.</source>
        <translation>Gespeichert. Neue Partien verwenden diesen Spielplan und diese Champions.</translation>
    </message>
    <message>
        <source>Tap a hex to change it</source>
        <translation>Zum Ändern ein Feld antippen</translation>
    </message>
    <message>
        <source>Statue</source>
        <translation>Statue</translation>
    </message>
    <message>
        <source>Trap hex</source>
        <translation>Fallenfeld</translation>
    </message>
    <message>
        <source>Area %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <source>Gate %1</source>
        <translation>Tor %1</translation>
    </message>
    <message>
        <source>Statues, trap hexes and areas toggle on the board; a Gate goes on a dotted hex outside it.</source>
        <translation>Statuen, Fallenfelder und Zonen werden auf dem Spielplan umgeschaltet; ein Tor kommt auf ein gepunktetes Feld außerhalb.</translation>
    </message>
    <message>
        <source>Board radius</source>
        <translation>Spielplanradius</translation>
    </message>
    <message>
        <source>%1 statues · %2 trap hexes (at least 4) · areas of %3 and %4 hexes (at least 3 each)</source>
        <translation>%1 Statuen · %2 Fallenfelder (mindestens 4) · Zonen mit %3 und %4 Feldern (je mindestens 3)</translation>
    </message>
    <message>
        <source>Champion cards</source>
        <translation>Champion-Karten</translation>
    </message>
    <message>
        <source>%1 (%2 action cards)</source>
        <translation>%1 (%2 Aktionskarten)</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Levelled up</source>
        <translation>Aufgestiegen</translation>
    </message>
    <message>
        <source>Hitpoints</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>Movement bonus</source>
        <translation>Bewegungsbonus</translation>
    </message>
    <message>
        <source>Board being edited</source>
        <translation>Spielplan in Bearbeitung</translation>
    </message>
</context>
<context>
    <name>BrawlBoardView</name>
    <message>
        <source>Gate</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>Arena board</source>
        <translation>Spielplan der Arena</translation>
    </message>
    <message>
        <source>Tap a hex or a champion to choose it</source>
        <translation>Ein Feld oder einen Champion antippen, um es auszuwählen</translation>
    </message>
</context>
<context>
    <name>BrawlCardEditorPage</name>
    <message>
        <source>The app carries out this card's keywords.</source>
        <translation>Die App führt die Schlüsselwörter dieser Karte aus.</translation>
    </message>
    <message>
        <source>By hand: the table screen shows the words below when the card is played.</source>
        <translation>Von Hand: Der Tischbildschirm zeigt den Text unten, wenn die Karte gespielt wird.</translation>
    </message>
    <message>
        <source>The app does not carry out Place: say below what the players do.</source>
        <translation>Platzieren führt die App nicht aus: Schreibt unten, was die Spieler tun.</translation>
    </message>
    <message>
        <source>What the players do by hand</source>
        <translation>Was die Spieler von Hand tun</translation>
    </message>
    <message>
        <source>Before the attack</source>
        <translation>Vor dem Angriff</translation>
    </message>
    <message>
        <source>In the damage step</source>
        <translation>Im Schadensschritt</translation>
    </message>
    <message>
        <source>After the attack (against the attacker)</source>
        <translation>Nach dem Angriff (gegen den Angreifer)</translation>
    </message>
    <message>
        <source>After the attack</source>
        <translation>Nach dem Angriff</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>Aktionskarten</translation>
    </message>
    <message>
        <source>Your own pack</source>
        <translation>Eigenes Paket</translation>
    </message>
    <message>
        <source>The shipped example: check against your cards</source>
        <translation>Mitgeliefertes Beispiel: mit den eigenen Karten abgleichen</translation>
    </message>
    <message>
        <source>Reset to shipped</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>The shipped cards are back.</source>
        <translation>Mitgelieferte Karten wiederhergestellt.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Saved. New sessions use these cards.</source>
        <translation>Gespeichert. Neue Partien nutzen diese Karten.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>Core it exhausts</source>
        <translation>Kern, den sie erschöpft</translation>
    </message>
    <message>
        <source>Destruction</source>
        <translation>Zerstörung</translation>
    </message>
    <message>
        <source>Creation</source>
        <translation>Schöpfung</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Exemplare im Deck</translation>
    </message>
    <message>
        <source>Movement (0: none printed)</source>
        <translation>Bewegung (0: keine aufgedruckt)</translation>
    </message>
    <message>
        <source>How the movement is used</source>
        <translation>Art der Bewegung</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>Dash</source>
        <translation>Sprint</translation>
    </message>
    <message>
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>Swoop</source>
        <translation>Herabstoßen</translation>
    </message>
    <message>
        <source>Strength (reduced by defence)</source>
        <translation>Stärke (durch Verteidigung verringert)</translation>
    </message>
    <message>
        <source>Damage to the attacker (ignores defence)</source>
        <translation>Schaden am Angreifer (ignoriert Verteidigung)</translation>
    </message>
    <message>
        <source>Damage (ignores defence)</source>
        <translation>Schaden (ignoriert Verteidigung)</translation>
    </message>
    <message>
        <source>Defence added against this attack</source>
        <translation>Zusätzliche Verteidigung gegen diesen Angriff</translation>
    </message>
    <message>
        <source>Targeting</source>
        <translation>Zielart</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Indirect shot</source>
        <translation>Indirekter Schuss</translation>
    </message>
    <message>
        <source>Direct shot</source>
        <translation>Direkter Schuss</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>A Reaction declares no targets: it is played on a champion the attack targets and answers the attacker.</source>
        <translation>Eine Reaktion wählt keine Ziele: Sie wird auf einen Champion gespielt, auf den der Angriff zielt, und antwortet dem Angreifer.</translation>
    </message>
    <message>
        <source>Range from</source>
        <translation>Reichweite ab</translation>
    </message>
    <message>
        <source>Range to</source>
        <translation>Reichweite bis</translation>
    </message>
    <message>
        <source>Targets at most</source>
        <translation>Max. Ziele</translation>
    </message>
    <message>
        <source>Who may be targeted</source>
        <translation>Mögliche Ziele</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Verbündete</translation>
    </message>
    <message>
        <source>Anyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Tap the hexes the area covers, with the attacker in the middle (%1 hexes).</source>
        <translation>Die Felder antippen, die der Bereich abdeckt, mit dem Angreifer in der Mitte (%1 Felder).</translation>
    </message>
    <message>
        <source>Area of effect</source>
        <translation>Wirkungsbereich</translation>
    </message>
    <message>
        <source>Tap a hex to add it to the area or take it out</source>
        <translation>Ein Feld antippen, um es zum Bereich hinzuzufügen oder herauszunehmen</translation>
    </message>
    <message>
        <source>Name in English</source>
        <translation>Name auf Englisch</translation>
    </message>
    <message>
        <source>Name in German</source>
        <translation>Name auf Deutsch</translation>
    </message>
</context>
<context>
    <name>BrawlChallengeNamesCard</name>
    <message>
        <source>Challenge cards (%1)</source>
        <translation>Challenge-Karten (%1)</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>No list: the table types the name of each Challenge card drawn.</source>
        <translation>Keine Liste: Der Tisch tippt den Namen jeder gezogenen Challenge-Karte ein.</translation>
    </message>
    <message>
        <source>Take %1 off the list</source>
        <translation>%1 aus der Liste nehmen</translation>
    </message>
    <message>
        <source>Name of a Challenge card</source>
        <translation>Name einer Challenge-Karte</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>BrawlCardRow</name>
    <message>
        <source>By hand: %1</source>
        <translation>Von Hand: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 exhausted</source>
        <translation>%1 · %2 erschöpft</translation>
    </message>
</context>
<context>
    <name>BrawlPlayersCard</name>
    <message>
        <source>%1 (to play)</source>
        <translation>%1 (am Zug)</translation>
    </message>
    <message>
        <source>Destruction</source>
        <translation>Zerstörung</translation>
    </message>
    <message>
        <source>Creation</source>
        <translation>Schöpfung</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Hand %1 · deck %2 · discard %3</source>
        <translation>Hand %1 · Deck %2 · Ablage %3</translation>
    </message>
    <message>
        <source>%1 %2/%3 HP</source>
        <translation>%1 %2/%3 TP</translation>
    </message>
    <message>
        <source>%1: %2 of %3 HP left, change the damage</source>
        <translation>%1: %2 von %3 TP übrig, Schaden ändern</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
</context>
<context>
    <name>BrawlSetupCard</name>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>A card not in the list</source>
        <translation>Eine Karte, die nicht in der Liste steht</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>%1: choose %2 champions</source>
        <translation>%1: %2 Champions wählen</translation>
    </message>
    <message>
        <source>%1 bans a champion</source>
        <translation>%1 bannt einen Champion</translation>
    </message>
    <message>
        <source>%1 drafts a champion</source>
        <translation>%1 draftet einen Champion</translation>
    </message>
    <message>
        <source>Confirm the team</source>
        <translation>Team bestätigen</translation>
    </message>
    <message>
        <source>Deal the Challenge cards</source>
        <translation>Challenge-Karten auslegen</translation>
    </message>
    <message>
        <source>New Challenge cards</source>
        <translation>Neue Challenge-Karten</translation>
    </message>
    <message>
        <source>Type the names in the order they are drawn: the first goes into the 1 VP slot, the next into Cannot Be Scored.</source>
        <translation>Gib die Namen in der Reihenfolge ein, in der sie gezogen werden: Der erste kommt auf den 1-SP-Platz, der nächste auf Cannot Be Scored.</translation>
    </message>
    <message>
        <source>The track moves on; type the name of each card drawn for the Cannot Be Scored slot.</source>
        <translation>Die Leiste rückt weiter; gib den Namen jeder Karte ein, die für den Cannot-Be-Scored-Platz gezogen wird.</translation>
    </message>
    <message>
        <source>Challenge %1</source>
        <translation>Challenge %1</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Advance the track</source>
        <translation>Leiste weiterrücken</translation>
    </message>
    <message>
        <source>Tap the cards in the order they are drawn: the first goes into the 1 VP slot, the next into Cannot Be Scored.</source>
        <translation>Tippe die Karten in der gezogenen Reihenfolge an: Die erste kommt auf den 1-SP-Platz, die nächste auf Cannot Be Scored.</translation>
    </message>
    <message>
        <source>The track moves on; tap each card drawn for the Cannot Be Scored slot.</source>
        <translation>Die Leiste rückt vor; tippe jede für den Cannot-Be-Scored-Platz gezogene Karte an.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>not drawn yet</source>
        <translation>noch nicht gezogen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
</context>
<context>
    <name>BrawlSetupForm</name>
    <message>
        <source>Super Fantasy Brawl is played by two players, or by four in Super Team Tornado.</source>
        <translation>Super Fantasy Brawl spielt man zu zweit oder in Super Team Tornado zu viert.</translation>
    </message>
    <message>
        <source>%1 brings %2 champions for the competitive draft (%3 chosen).</source>
        <translation>%1 bringt %2 Champions für den Competitive-Draft mit (%3 gewählt).</translation>
    </message>
    <message>
        <source>%1 and %2 are teammates: they may not bring the same champion.</source>
        <translation>%1 und %2 sind Teammitglieder: Sie dürfen nicht denselben Champion mitbringen.</translation>
    </message>
    <message>
        <source>The casual draft needs at least 6 champions in the content pack.</source>
        <translation>Der Casual-Draft braucht mindestens 6 Champions im Inhaltspaket.</translation>
    </message>
    <message>
        <source>Super Team Tornado: %1 and %2 against %3 and %4; 7 VP win.</source>
        <translation>Super Team Tornado: %1 und %2 gegen %3 und %4; 7 SP gewinnen.</translation>
    </message>
    <message>
        <source>%1 plays first</source>
        <translation>%1 fängt an</translation>
    </message>
    <message>
        <source>First player drawn at random</source>
        <translation>Startspieler wird ausgelost</translation>
    </message>
    <message>
        <source>free choice of champions</source>
        <translation>freie Championwahl</translation>
    </message>
    <message>
        <source>casual draft</source>
        <translation>Casual-Draft</translation>
    </message>
    <message>
        <source>competitive draft</source>
        <translation>Competitive-Draft</translation>
    </message>
    <message>
        <source>%1 · area %2 · %3</source>
        <translation>%1 · Zone %2 · %3</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Who plays first</source>
        <translation>Wer fängt an</translation>
    </message>
    <message>
        <source>Draw at random</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <source>The first player's deployment area</source>
        <translation>Aufstellungszone des Startspielers</translation>
    </message>
    <message>
        <source>Choosing champions</source>
        <translation>Championwahl</translation>
    </message>
    <message>
        <source>Free choice</source>
        <translation>Freie Wahl</translation>
    </message>
    <message>
        <source>Casual draft</source>
        <translation>Casual-Draft</translation>
    </message>
    <message>
        <source>Competitive draft</source>
        <translation>Competitive-Draft</translation>
    </message>
    <message>
        <source>Picks from one common pool, starting with the second player; the arena screen asks for each pick.</source>
        <translation>Picks aus einem gemeinsamen Pool, beginnend mit dem zweiten Spieler; der Arena-Bildschirm fragt jeden Pick ab.</translation>
    </message>
    <message>
        <source>Each player brings %1 champions; each side bans one of the other's, then picks alternate on the arena screen.</source>
        <translation>Jeder Spieler bringt %1 Champions mit; jede Seite bannt einen der gegnerischen, danach wird auf dem Arena-Bildschirm abwechselnd gepickt.</translation>
    </message>
    <message>
        <source>Each player names their champions on the arena screen.</source>
        <translation>Jeder Spieler nennt seine Champions auf dem Arena-Bildschirm.</translation>
    </message>
    <message>
        <source>%1 brings (%2 of %3)</source>
        <translation>%1 bringt mit (%2 von %3)</translation>
    </message>
</context>
<context>
    <name>BrawlSidePanel</name>
    <message>
        <source>%1/%2 HP</source>
        <translation>%1/%2 TP</translation>
    </message>
    <message>
        <source>Defence %1</source>
        <translation>Verteidigung %1</translation>
    </message>
    <message>
        <source>movement bonus %1</source>
        <translation>Bewegungsbonus %1</translation>
    </message>
    <message>
        <source>levelled-up side</source>
        <translation>aufgestiegene Seite</translation>
    </message>
    <message>
        <source>basic side</source>
        <translation>Basisseite</translation>
    </message>
    <message>
        <source>Bloodied</source>
        <translation>Angeschlagen</translation>
    </message>
    <message>
        <source>Rooted</source>
        <translation>Festgewurzelt</translation>
    </message>
    <message>
        <source>on its Gate</source>
        <translation>auf seinem Tor</translation>
    </message>
    <message>
        <source>Resolving %1 for %2</source>
        <translation>%1 für %2 wird abgehandelt</translation>
    </message>
    <message>
        <source>Orientation of the area</source>
        <translation>Ausrichtung des Bereichs</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Reaction of the defender (optional)</source>
        <translation>Reaktion des Verteidigers (optional)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Standard Actions</source>
        <translation>Standardaktionen</translation>
    </message>
    <message>
        <source>End turn (Upkeep)</source>
        <translation>Zug beenden (Unterhaltsphase)</translation>
    </message>
    <message>
        <source>Edit the board and champions</source>
        <translation>Spielplan und Champions bearbeiten</translation>
    </message>
    <message>
        <source>The Reaction is played on</source>
        <translation>Die Reaktion wird gespielt auf</translation>
    </message>
    <message>
        <source>Where the targets end</source>
        <translation>Wo die Ziele landen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Wählen</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stehen lassen</translation>
    </message>
    <message>
        <source>%1 lets you place a champion: its text says which one and where.</source>
        <translation>Mit %1 darf ein Champion platziert werden: Der Kartentext sagt, welcher und wohin.</translation>
    </message>
    <message>
        <source>Cancel placing</source>
        <translation>Platzieren abbrechen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Edit the action cards</source>
        <translation>Aktionskarten bearbeiten</translation>
    </message>
    <message>
        <source>%1: %2 of %3 HP left, change the damage</source>
        <translation>%1: %2 von %3 TP übrig, Schaden ändern</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
</context>
<context>
    <name>BrawlStatusBar</name>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1/%2 VP</source>
        <translation>%1/%2 SP</translation>
    </message>
</context>
<context>
    <name>BrawlTargetRow</name>
    <message>
        <source>Rule for %1</source>
        <translation>Regel für %1</translation>
    </message>
</context>
<context>
    <name>BrawlTrackCard</name>
    <message>
        <source>By hand: %1</source>
        <translation>Von Hand: %1</translation>
    </message>
    <message>
        <source>Challenge Track</source>
        <translation>Challenge-Leiste</translation>
    </message>
    <message>
        <source>deck %1 · discard %2</source>
        <translation>Deck %1 · Ablage %2</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 SP</translation>
    </message>
    <message>
        <source>CBS</source>
        <translation>CBS</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Erfüllen</translation>
    </message>
    <message>
        <source>CBS: Cannot Be Scored.</source>
        <translation>CBS: Feld „Cannot Be Scored“, wird nie gewertet.</translation>
    </message>
</context>
<context>
    <name>BrawlTrapCard</name>
    <message>
        <source>A trap triggers</source>
        <translation>Eine Falle wird ausgelöst</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Festwurzeln</translation>
    </message>
    <message>
        <source>Stun</source>
        <translation>Betäuben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>CounterDelegate</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 minus eins</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus eins</translation>
    </message>
    <message>
        <source>Remove 1 %1 from %2</source>
        <translation>1 %1 von %2 abziehen</translation>
    </message>
    <message>
        <source>Add 1 %1 to %2</source>
        <translation>1 %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>%1 of %2: %3. Change by any amount</source>
        <translation>%1 von %2: %3. Um eine beliebige Menge ändern</translation>
    </message>
    <message>
        <source>%1: %2. Change by any amount</source>
        <translation>%1: %2. Um eine beliebige Menge ändern</translation>
    </message>
</context>
<context>
    <name>CounterPadSheet</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not counted yet: starts from 0</source>
        <translation>Noch nicht gezählt: beginnt bei 0</translation>
    </message>
    <message>
        <source>Now %1</source>
        <translation>Jetzt %1</translation>
    </message>
    <message>
        <source>Close without a change</source>
        <translation>Ohne Änderung schließen</translation>
    </message>
    <message>
        <source>Take away</source>
        <translation>Abziehen</translation>
    </message>
    <message>
        <source>Take %1 away from %2</source>
        <translation>%1 von %2 abziehen</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add %1 to %2</source>
        <translation>%1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Other amount</source>
        <translation>Andere Menge</translation>
    </message>
    <message>
        <source>Take the typed amount away</source>
        <translation>Die eingegebene Menge abziehen</translation>
    </message>
    <message>
        <source>Add the typed amount</source>
        <translation>Die eingegebene Menge hinzufügen</translation>
    </message>
    <message>
        <source>Type the new value</source>
        <translation>Neuen Wert eingeben</translation>
    </message>
    <message>
        <source>Now %1 (%2 to %3)</source>
        <translation>Jetzt %1 (%2 bis %3)</translation>
    </message>
</context>
<context>
    <name>CounterValueDialog</name>
    <message>
        <source>Set %1 of %2</source>
        <translation>%1 von %2 setzen</translation>
    </message>
    <message>
        <source>Now %1. The new value is logged as a correction and can be undone.</source>
        <translation>Aktuell %1. Der neue Wert wird als Korrektur protokolliert und kann rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>New value of %1</source>
        <translation>Neuer Wert für %1</translation>
    </message>
</context>
<context>
    <name>DatabaseProblemPanel</name>
    <message>
        <source>The database is damaged</source>
        <translation>Die Datenbank ist beschädigt</translation>
    </message>
    <message>
        <source>This file is not an Arbiter database</source>
        <translation>Diese Datei ist keine Arbiter-Datenbank</translation>
    </message>
    <message>
        <source>The database is from a newer Arbiter</source>
        <translation>Die Datenbank stammt von einer neueren Arbiter-Version</translation>
    </message>
    <message>
        <source>The database is in use by another program</source>
        <translation>Die Datenbank wird von einem anderen Programm benutzt</translation>
    </message>
    <message>
        <source>The database cannot be written to</source>
        <translation>In die Datenbank kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>The disk is full</source>
        <translation>Der Datenträger ist voll</translation>
    </message>
    <message>
        <source>The database cannot be opened</source>
        <translation>Die Datenbank lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Open another file</source>
        <translation>Eine andere Datei öffnen</translation>
    </message>
    <message>
        <source>Path of a database file</source>
        <translation>Pfad einer Datenbankdatei</translation>
    </message>
    <message>
        <source>Open this file</source>
        <translation>Diese Datei öffnen</translation>
    </message>
    <message>
        <source>Start a new database elsewhere</source>
        <translation>Eine neue Datenbank an anderer Stelle anlegen</translation>
    </message>
    <message>
        <source>Start a new database</source>
        <translation>Neue Datenbank anlegen</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Eine Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>The file as it is now is kept beside it before the backup takes its place.</source>
        <translation>Die Datei wird in ihrem jetzigen Zustand daneben aufbewahrt, bevor die Sicherung ihren Platz einnimmt.</translation>
    </message>
    <message>
        <source>There are no backups of this file.</source>
        <translation>Von dieser Datei gibt es keine Sicherungen.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Where the new database goes</source>
        <translation>Wohin die neue Datenbank kommt</translation>
    </message>
</context>
<context>
    <name>DiceSheet</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Rolls are added to “%1”</source>
        <translation>Würfe werden zu „%1“ hinzugefügt</translation>
    </message>
    <message>
        <source>Not in a session: rolls stay in this tray</source>
        <translation>Keine Partie offen: Würfe bleiben in dieser Schale</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the dice</source>
        <translation>Würfel schließen</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>App würfelt</translation>
    </message>
    <message>
        <source>The app rolls</source>
        <translation>Die App würfelt</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Type what real dice showed</source>
        <translation>Eingeben, was echte Würfel zeigten</translation>
    </message>
    <message>
        <source>Real %1</source>
        <translation>Echter %1</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>Dice, e.g. 2d6+1</source>
        <translation>Würfel, z. B. 2d6+1</translation>
    </message>
    <message>
        <source>Dice notation</source>
        <translation>Würfelangabe</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Throw your own dice and type what each one shows.</source>
        <translation>Wirf deine eigenen Würfel und gib ein, was jeder zeigt.</translation>
    </message>
    <message>
        <source>Record these faces</source>
        <translation>Diese Augen eintragen</translation>
    </message>
    <message>
        <source>%1 (real dice)</source>
        <translation>%1 (echte Würfel)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result %1</source>
        <translation>Ergebnis %1</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Noch kein Wurf</translation>
    </message>
    <message>
        <source>Odds of %1</source>
        <translation>Chancen für %1</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Type dice to see the chance of every total.</source>
        <translation>Gib Würfel ein, um die Chance jeder Summe zu sehen.</translation>
    </message>
</context>
<context>
    <name>DiceTrayPage</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Rolls are added to “%1”</source>
        <translation>Würfe werden zu „%1“ hinzugefügt</translation>
    </message>
    <message>
        <source>Not in a session: rolls stay in this tray</source>
        <translation>Keine Partie aktiv: Würfe bleiben in dieser Schale</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>App würfelt</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte Würfel</translation>
    </message>
    <message>
        <source>Dice, e.g. 2d6+1</source>
        <translation>Würfel, z. B. 2d6+1</translation>
    </message>
    <message>
        <source>Dice notation</source>
        <translation>Würfelnotation</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Throw your own dice and type what each one shows.</source>
        <translation>Wirf deine eigenen Würfel und gib ein, was jeder zeigt.</translation>
    </message>
    <message>
        <source>Record these faces</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>%1 (real dice)</source>
        <translation>%1 (echte Würfel)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Result %1</source>
        <translation>Ergebnis %1</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>Noch kein Wurf</translation>
    </message>
    <message>
        <source>Odds of %1</source>
        <translation>Chancen für %1</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Type dice to see the chance of every total.</source>
        <translation>Gib Würfel ein, um die Chance jeder Summe zu sehen.</translation>
    </message>
    <message>
        <source>This session’s rolls</source>
        <translation>Würfe dieser Partie</translation>
    </message>
    <message>
        <source>Recent rolls</source>
        <translation>Letzte Würfe</translation>
    </message>
    <message>
        <source>No rolls yet.</source>
        <translation>Noch keine Würfe.</translation>
    </message>
</context>
<context>
    <name>EditorBanner</name>
    <message>
        <source>Not valid yet: %1</source>
        <translation>Noch nicht gültig: %1</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 must say in 1 to 300 characters what the players do by hand.</source>
        <translation>%1 muss in 1 bis 300 Zeichen sagen, was die Spieler von Hand tun.</translation>
    </message>
    <message>
        <source>Unexpected "%1" at column %2 of the dice: expected a number or a die such as 2d6.</source>
        <translation>Unerwartetes „%1“ in Spalte %2 der Würfelangabe: Erwartet wird eine Zahl oder ein Würfel wie 2d6.</translation>
    </message>
    <message>
        <source>Unexpected "%1" at column %2 of the dice: expected the number of sides after "d".</source>
        <translation>Unerwartetes „%1“ in Spalte %2 der Würfelangabe: Erwartet wird die Seitenzahl nach „d“.</translation>
    </message>
    <message>
        <source>Unexpected "%1" at column %2 of the dice: expected "d", "+", "-" or the end.</source>
        <translation>Unerwartetes „%1“ in Spalte %2 der Würfelangabe: Erwartet wird „d“, „+“, „-“ oder das Ende.</translation>
    </message>
    <message>
        <source>Unexpected "%1" at column %2 of the dice: expected "+", "-" or the end.</source>
        <translation>Unerwartetes „%1“ in Spalte %2 der Würfelangabe: Erwartet wird „+“, „-“ oder das Ende.</translation>
    </message>
    <message>
        <source>The dice stop at column %1: expected the number of sides after "d".</source>
        <translation>Die Würfelangabe endet in Spalte %1: Erwartet wird die Seitenzahl nach „d“.</translation>
    </message>
    <message>
        <source>The dice stop at column %1: expected a number or a die such as 2d6.</source>
        <translation>Die Würfelangabe endet in Spalte %1: Erwartet wird eine Zahl oder ein Würfel wie 2d6.</translation>
    </message>
    <message>
        <source>No dice given: expected a number or a die such as 2d6.</source>
        <translation>Keine Würfel angegeben: Erwartet wird eine Zahl oder ein Würfel wie 2d6.</translation>
    </message>
    <message>
        <source>Too many terms at column %1: the dice may have at most %2.</source>
        <translation>Zu viele Terme in Spalte %1: Die Würfelangabe darf höchstens %2 haben.</translation>
    </message>
    <message>
        <source>The number at column %1 is %2: a constant may be at most %3.</source>
        <translation>Die Zahl in Spalte %1 ist %2: Eine Konstante darf höchstens %3 sein.</translation>
    </message>
    <message>
        <source>The number of dice at column %1 is %2: it must be from %3 to %4.</source>
        <translation>Die Würfelanzahl in Spalte %1 ist %2: Sie muss zwischen %3 und %4 liegen.</translation>
    </message>
    <message>
        <source>The number of sides at column %1 is %2: it must be from %3 to %4.</source>
        <translation>Die Seitenzahl in Spalte %1 ist %2: Sie muss zwischen %3 und %4 liegen.</translation>
    </message>
    <message>
        <source>%1 needs %2 dice faces, but %3 were entered.</source>
        <translation>%1 braucht %2 Würfelergebnisse, eingegeben wurden aber %3.</translation>
    </message>
    <message>
        <source>Die %1 is a d%2, so it cannot show %3.</source>
        <translation>Würfel %1 ist ein d%2 und kann daher keine %3 zeigen.</translation>
    </message>
    <message>
        <source>Exact odds are limited to 2^%2 (over 10^37) face combinations, and %1 has more.</source>
        <translation>Exakte Wahrscheinlichkeiten gibt es nur bis 2^%2 (über 10^37) Ergebniskombinationen, %1 hat mehr.</translation>
    </message>
    <message>
        <source>%1 must be walk, dash, jump or swoop.</source>
        <translation>%1 muss walk, dash, jump oder swoop sein.</translation>
    </message>
    <message>
        <source>mover names "%1", which is not one of the champions.</source>
        <translation>mover nennt „%1“, aber das ist keiner der Champions.</translation>
    </message>
    <message>
        <source>Walk: each hex entered costs its movement cost; blocked hexes and enemies stop the way; allies can be passed but not ended on.</source>
        <translation>Gehen: Jedes betretene Feld kostet seine Bewegungskosten; blockierte Felder und Gegner versperren den Weg; Verbündete können durchquert werden, aber nicht als Endfeld dienen.</translation>
    </message>
    <message>
        <source>Dash: a straight line along one hex row, stopped by blocked hexes, enemies and the board's edge; it cannot end on another champion.</source>
        <translation>Sprint: eine gerade Linie entlang einer Feldreihe, gestoppt durch blockierte Felder, Gegner und den Rand des Spielplans; sie kann nicht auf einem anderen Champion enden.</translation>
    </message>
    <message>
        <source>Jump: passes over enemies, blocked hexes and traps; it must end on an empty, unblocked hex.</source>
        <translation>Springen: überspringt Gegner, blockierte Felder und Fallen; muss auf einem leeren, nicht blockierten Feld enden.</translation>
    </message>
    <message>
        <source>Swoop: a straight line along one hex row that passes over enemies, blocked hexes and traps; it must end on an empty, unblocked hex.</source>
        <translation>Herabstoßen: eine gerade Linie entlang einer Feldreihe, die Gegner, blockierte Felder und Fallen überfliegt; muss auf einem leeren, nicht blockierten Feld enden.</translation>
    </message>
    <message>
        <source>%1 starts at %2 with %3 movement.</source>
        <translation>%1 beginnt auf %2 mit %3 Bewegung.</translation>
    </message>
    <message>
        <source>No hex is within reach.</source>
        <translation>Kein Feld ist erreichbar.</translation>
    </message>
    <message>
        <source>%1 hexes are within reach.</source>
        <translation>%1 Felder sind erreichbar.</translation>
    </message>
    <message>
        <source>%1 already stands on %2: no movement is needed.</source>
        <translation>%1 steht bereits auf %2: keine Bewegung nötig.</translation>
    </message>
    <message>
        <source>%1 cannot reach %2 with %3 movement (%4).</source>
        <translation>%1 kann %2 mit %3 Bewegung nicht erreichen (%4).</translation>
    </message>
    <message>
        <source>Step %1: enter %2 for %3; %4 of %5 movement spent.</source>
        <translation>Schritt %1: %2 betreten für %3; %4 von %5 Bewegung verbraucht.</translation>
    </message>
    <message>
        <source>Step %1: %2.</source>
        <translation>Schritt %1: %2.</translation>
    </message>
    <message>
        <source>Ring: the 6 hexes next to %1.</source>
        <translation>Ring: die 6 Felder neben %1.</translation>
    </message>
    <message>
        <source>Line: %1 hexes going from %2 in direction %3 (%4 per step).</source>
        <translation>Linie: %1 Felder von %2 aus in Richtung %3 (%4 pro Schritt).</translation>
    </message>
    <message>
        <source>Spell: %1 and the 6 hexes around it.</source>
        <translation>Zauber: %1 und die 6 Felder drumherum.</translation>
    </message>
    <message>
        <source>%1 of them lie off the board and are left out.</source>
        <translation>%1 davon liegen außerhalb des Spielplans und entfallen.</translation>
    </message>
    <message>
        <source>The area holds %1 hexes.</source>
        <translation>Der Bereich umfasst %1 Felder.</translation>
    </message>
    <message>
        <source>%1 must be a whole number.</source>
        <translation>%1 muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 muss zwischen %2 und %3 liegen.</translation>
    </message>
    <message>
        <source>The field %1 is missing.</source>
        <translation>Die Angabe %1 fehlt.</translation>
    </message>
    <message>
        <source>%1 must be true or false.</source>
        <translation>%1 muss true oder false sein.</translation>
    </message>
    <message>
        <source>%1 must be a string.</source>
        <translation>%1 muss ein Text sein.</translation>
    </message>
    <message>
        <source>%1 must be an object.</source>
        <translation>%1 muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1 must be a list.</source>
        <translation>%1 muss eine Liste sein.</translation>
    </message>
    <message>
        <source>%1 must be one of: %2.</source>
        <translation>%1 muss einer dieser Werte sein: %2.</translation>
    </message>
    <message>
        <source>%1 must be a hex written as [q, r].</source>
        <translation>%1 muss ein Feld in der Form [q, r] sein.</translation>
    </message>
    <message>
        <source>%1 must be a list of hexes.</source>
        <translation>%1 muss eine Liste von Feldern sein.</translation>
    </message>
    <message>
        <source>%1 must be an object with a radius or a list of hexes.</source>
        <translation>%1 muss ein Objekt mit einem Radius oder einer Liste von Feldern sein.</translation>
    </message>
    <message>
        <source>%1 must hold at least one hex.</source>
        <translation>%1 muss mindestens ein Feld enthalten.</translation>
    </message>
    <message>
        <source>%1 needs either a radius or a list of hexes.</source>
        <translation>%1 braucht entweder einen Radius oder eine Liste von Feldern.</translation>
    </message>
    <message>
        <source>%1 must be an object with "at" and "cost".</source>
        <translation>%1 muss ein Objekt mit "at" und "cost" sein.</translation>
    </message>
    <message>
        <source>%1 must be a list of champions.</source>
        <translation>%1 muss eine Liste von Champions sein.</translation>
    </message>
    <message>
        <source>%1 must be an object with "id", "at" and "side".</source>
        <translation>%1 muss ein Objekt mit "id", "at" und "side" sein.</translation>
    </message>
    <message>
        <source>Two champions share the id "%1".</source>
        <translation>Zwei Champions haben dieselbe ID „%1“.</translation>
    </message>
    <message>
        <source>%1 stands on [%2, %3], which is not on the board.</source>
        <translation>%1 steht auf [%2, %3], das liegt nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Two champions stand on [%1, %2].</source>
        <translation>Zwei Champions stehen auf [%1, %2].</translation>
    </message>
    <message>
        <source>Nothing called "%1" is tracked in this session.</source>
        <translation>In dieser Partie wird nichts namens „%1“ verfolgt.</translation>
    </message>
    <message>
        <source>%1 must be a name of 1 to 60 characters.</source>
        <translation>%1 muss ein Name mit 1 bis 60 Zeichen sein.</translation>
    </message>
    <message>
        <source>A change of 0 would change nothing.</source>
        <translation>Eine Änderung um 0 würde nichts ändern.</translation>
    </message>
    <message>
        <source>%1: %2 changed from %3 to %4.</source>
        <translation>%1: %2 von %3 auf %4 geändert.</translation>
    </message>
    <message>
        <source>%1 must hold 1 to 2000 characters.</source>
        <translation>%1 muss 1 bis 2000 Zeichen enthalten.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>The real %1 showed %2.</source>
        <translation>Die echten Würfel %1 zeigten %2.</translation>
    </message>
    <message>
        <source>Rolled %1: %2.</source>
        <translation>Gewürfelt %1: %2.</translation>
    </message>
    <message>
        <source>A saved game state could not be read back.</source>
        <translation>Ein gespeicherter Spielstand konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players, not %4.</source>
        <translation>%1 wird mit %2 bis %3 Spielern gespielt, nicht mit %4.</translation>
    </message>
    <message>
        <source>%1 must be a name or an object with an id.</source>
        <translation>%1 muss ein Name oder ein Objekt mit einer ID sein.</translation>
    </message>
    <message>
        <source>%1 needs a name of 1 to 60 characters.</source>
        <translation>%1 braucht einen Namen mit 1 bis 60 Zeichen.</translation>
    </message>
    <message>
        <source>Two players share the id "%1".</source>
        <translation>Zwei Spieler haben dieselbe ID „%1“.</translation>
    </message>
    <message>
        <source>There is no action "%1" here; known actions: %2.</source>
        <translation>Hier gibt es keine Aktion „%1“; bekannte Aktionen: %2.</translation>
    </message>
    <message>
        <source>The saved log could not be replayed at entry %1.</source>
        <translation>Das gespeicherte Protokoll konnte bei Eintrag %1 nicht nachgespielt werden.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>Undid entry %1.</source>
        <translation>Eintrag %1 rückgängig gemacht.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Redid entry %1.</source>
        <translation>Eintrag %1 wiederholt.</translation>
    </message>
    <message>
        <source>%1 is "team" only for a Legend.</source>
        <translation>%1 darf nur bei einer Legende "team" sein.</translation>
    </message>
    <message>
        <source>%1 has flipped: its Team ability no longer works.</source>
        <translation>%1 ist umgedreht: Die Team-Fähigkeit wirkt nicht mehr.</translation>
    </message>
    <message>
        <source>%1 must be 0 for a Team ability.</source>
        <translation>%1 muss bei einer Team-Fähigkeit 0 sein.</translation>
    </message>
    <message>
        <source>%1 has not flipped: its Hero side abilities cannot be used yet.</source>
        <translation>%1 ist nicht umgedreht: Die Fähigkeiten der Heldenseite können noch nicht genutzt werden.</translation>
    </message>
    <message>
        <source>%1 must be 0 for a hero's ability.</source>
        <translation>%1 muss bei der Fähigkeit eines Helden 0 sein.</translation>
    </message>
    <message>
        <source>%1 is not the Champion: its Champion ability cannot be used.</source>
        <translation>%1 ist nicht der Champion: Die Champion-Fähigkeit kann nicht genutzt werden.</translation>
    </message>
    <message>
        <source>%1 is not a Support: its Support ability cannot be used.</source>
        <translation>%1 ist kein Support: Die Support-Fähigkeit kann nicht genutzt werden.</translation>
    </message>
    <message>
        <source>%1 is a functional ability: only its owner may use it, in their own Action phase.</source>
        <translation>%1 ist eine funktionale Fähigkeit: Nur ihr Besitzer darf sie nutzen, und zwar in seiner eigenen Aktionsphase.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>%1 is a continuous ability: it always applies and is never used as an action.</source>
        <translation>%1 ist eine dauerhafte Fähigkeit: Sie gilt immer und wird nie als Aktion genutzt.</translation>
    </message>
    <message>
        <source>%1 has already used one of its abilities this turn.</source>
        <translation>%1 hat in diesem Zug bereits eine seiner Fähigkeiten genutzt.</translation>
    </message>
    <message>
        <source>%1 uses %2 of %3.</source>
        <translation>%1 nutzt %2 von %3.</translation>
    </message>
    <message>
        <source>%1 carries no damage counter.</source>
        <translation>%1 hat keinen Schadensmarker.</translation>
    </message>
    <message>
        <source>%1 carries damage counters or bane tokens and cannot go back to the deck.</source>
        <translation>%1 hat Schadensmarker oder Bane-Marker und kann nicht zurück ins Deck.</translation>
    </message>
    <message>
        <source>%1 goes to the bottom of %2's Team deck; %3 is turned up in its place.</source>
        <translation>%1 kommt unter das Team-Deck von %2; an seiner Stelle wird %3 aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 must list at least one effect.</source>
        <translation>%1 muss mindestens einen Effekt enthalten.</translation>
    </message>
    <message>
        <source>The table applies an effect.</source>
        <translation>Am Tisch wird ein Effekt angewendet.</translation>
    </message>
    <message>
        <source>The table applies an effect of %1.</source>
        <translation>Am Tisch wird ein Effekt von %1 angewendet.</translation>
    </message>
    <message>
        <source>%1 must be an object with "max_hp" and "damage".</source>
        <translation>%1 muss ein Objekt mit "max_hp" und "damage" sein.</translation>
    </message>
    <message>
        <source>%1 must be an object with "id", "champion" and "supports".</source>
        <translation>%1 muss ein Objekt mit "id", "champion" und "supports" sein.</translation>
    </message>
    <message>
        <source>%1 holds at most 2 Supports.</source>
        <translation>%1 darf höchstens 2 Supports enthalten.</translation>
    </message>
    <message>
        <source>%1 must be an object with "player" and "slot".</source>
        <translation>%1 muss ein Objekt mit "player" und "slot" sein.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not one of the players.</source>
        <translation>%1 nennt „%2“, aber das ist keiner der Spieler.</translation>
    </message>
    <message>
        <source>%1 names the flipped Legend, but its player's legend.slot does not say which position it holds.</source>
        <translation>%1 nennt die umgedrehte Legende, aber legend.slot ihres Spielers gibt nicht an, welche Position sie einnimmt.</translation>
    </message>
    <message>
        <source>%1 must list between 1 and 10 players.</source>
        <translation>%1 muss zwischen 1 und 10 Spieler enthalten.</translation>
    </message>
    <message>
        <source>%1 holds more than 50 targets.</source>
        <translation>%1 enthält mehr als 50 Ziele.</translation>
    </message>
    <message>
        <source>Precise attack: the target takes damage counters equal to the strength, %1.</source>
        <translation>Präziser Angriff: Das Ziel erhält Schadensmarker in Höhe der Stärke, %1.</translation>
    </message>
    <message>
        <source>Mass attack with strength %1: %2 targets, 1 damage counter each.</source>
        <translation>Massenangriff mit Stärke %1: %2 Ziele, je 1 Schadensmarker.</translation>
    </message>
    <message>
        <source>%1's Legend is destroyed: %1 is out of the game.</source>
        <translation>Die Legende von %1 ist zerstört: %1 ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>The game is over, without a winner.</source>
        <translation>Das Spiel ist vorbei, ohne Sieger.</translation>
    </message>
    <message>
        <source>The game is over: %1 has won.</source>
        <translation>Das Spiel ist vorbei: %1 hat gewonnen.</translation>
    </message>
    <message>
        <source>The game has not started yet: finish the setup first.</source>
        <translation>Das Spiel hat noch nicht begonnen: Schließe zuerst den Aufbau ab.</translation>
    </message>
    <message>
        <source>%1 must first choose a new Champion.</source>
        <translation>%1 muss zuerst einen neuen Champion wählen.</translation>
    </message>
    <message>
        <source>A new round begins: %1 must flip a Sphere card first.</source>
        <translation>Eine neue Runde beginnt: %1 muss zuerst eine Sphere-Karte umdrehen.</translation>
    </message>
    <message>
        <source>An attack is being resolved: finish its steps first.</source>
        <translation>Ein Angriff wird gerade abgehandelt: Schließe zuerst seine Schritte ab.</translation>
    </message>
    <message>
        <source>%1 has moved on from the Action phase: actions and functional abilities are over for this turn.</source>
        <translation>%1 hat die Aktionsphase verlassen: Aktionen und funktionale Fähigkeiten sind für diesen Zug vorbei.</translation>
    </message>
    <message>
        <source>This belongs to the Action phase; it is the %1 phase now.</source>
        <translation>Das gehört in die Aktionsphase; gerade läuft die Phase %1.</translation>
    </message>
    <message>
        <source>%1 has been used already this turn.</source>
        <translation>%1 wurde in diesem Zug bereits genutzt.</translation>
    </message>
    <message>
        <source>%1 has %2 Myth Points; this needs %3.</source>
        <translation>%1 hat %2 Myth Points; nötig sind %3.</translation>
    </message>
    <message>
        <source>%1 spends %2 MP (%3 left).</source>
        <translation>%1 gibt %2 MP aus (%3 übrig).</translation>
    </message>
    <message>
        <source>%1 names "%2", which is no hero or Legend of this game.</source>
        <translation>%1 nennt „%2“, aber das ist weder ein Held noch eine Legende dieses Spiels.</translation>
    </message>
    <message>
        <source>%1 still shows its Team ability: it is no Hero yet and cannot be affected.</source>
        <translation>%1 zeigt noch die Team-Fähigkeit: noch kein Held, kann also nicht beeinflusst werden.</translation>
    </message>
    <message>
        <source>%1 is not in play as a Champion or Support.</source>
        <translation>%1 ist nicht als Champion oder Support im Spiel.</translation>
    </message>
    <message>
        <source>%1 is not one of %2's Supports.</source>
        <translation>%1 ist keiner der Supports von %2.</translation>
    </message>
    <message>
        <source>%1 triggered abilities may be used now.</source>
        <translation>%1 ausgelöste Fähigkeiten können jetzt genutzt werden.</translation>
    </message>
    <message>
        <source>The attack is resolved.</source>
        <translation>Der Angriff ist abgehandelt.</translation>
    </message>
    <message>
        <source>%1 must be the id of a hero.</source>
        <translation>%1 muss die ID eines Helden sein.</translation>
    </message>
    <message>
        <source>%1 is not in play and cannot be targeted.</source>
        <translation>%1 ist nicht im Spiel und kann nicht als Ziel gewählt werden.</translation>
    </message>
    <message>
        <source>Attacks belong to the Attack phase; it is the %1 phase now.</source>
        <translation>Angriffe gehören in die Angriffsphase; gerade läuft die Phase %1.</translation>
    </message>
    <message>
        <source>%1 has attacked already this turn.</source>
        <translation>%1 hat in diesem Zug bereits angegriffen.</translation>
    </message>
    <message>
        <source>%1's %2 phase.</source>
        <translation>%1: Phase %2.</translation>
    </message>
    <message>
        <source>%1 makes a precise attack with Strength %2.</source>
        <translation>%1 führt einen präzisen Angriff mit Stärke %2 aus.</translation>
    </message>
    <message>
        <source>%1 makes a mass attack with Strength %2 on %3 targets.</source>
        <translation>%1 führt einen Massenangriff mit Stärke %2 auf %3 Ziele aus.</translation>
    </message>
    <message>
        <source>No attack is waiting to be resolved.</source>
        <translation>Es wartet kein Angriff auf seine Abhandlung.</translation>
    </message>
    <message>
        <source>%1 must hold 1 to 60 characters.</source>
        <translation>%1 muss 1 bis 60 Zeichen enthalten.</translation>
    </message>
    <message>
        <source>%1 must hold 1 to 1000 characters.</source>
        <translation>%1 muss 1 bis 1000 Zeichen enthalten.</translation>
    </message>
    <message>
        <source>%1 must use lower-case letters, digits and hyphens only.</source>
        <translation>%1 darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.</translation>
    </message>
    <message>
        <source>%1 holds more than 500 cards.</source>
        <translation>%1 enthält mehr als 500 Karten.</translation>
    </message>
    <message>
        <source>%1 is only for triggered abilities.</source>
        <translation>%1 gibt es nur bei ausgelösten Fähigkeiten.</translation>
    </message>
    <message>
        <source>%1 is only for functional abilities.</source>
        <translation>%1 gibt es nur bei funktionalen Fähigkeiten.</translation>
    </message>
    <message>
        <source>%1 must list exactly 2 abilities.</source>
        <translation>%1 muss genau 2 Fähigkeiten enthalten.</translation>
    </message>
    <message>
        <source>%1 needs the timing "damaged".</source>
        <translation>%1 braucht das Timing "damaged".</translation>
    </message>
    <message>
        <source>%1 needs the timing "always".</source>
        <translation>%1 braucht das Timing "always".</translation>
    </message>
    <message>
        <source>%1 must list at least one card.</source>
        <translation>%1 muss mindestens eine Karte enthalten.</translation>
    </message>
    <message>
        <source>%1 uses the id "%2", which another card has already.</source>
        <translation>%1 nutzt die ID „%2“, die schon eine andere Karte hat.</translation>
    </message>
    <message>
        <source>%1 must be "exiled-legends" for this game.</source>
        <translation>%1 muss für dieses Spiel "exiled-legends" sein.</translation>
    </message>
    <message>
        <source>Every remaining Legend fell at once: nobody wins.</source>
        <translation>Alle verbliebenen Legenden sind gleichzeitig gefallen: Niemand gewinnt.</translation>
    </message>
    <message>
        <source>%1 is the last player standing and wins the game.</source>
        <translation>%1 ist als letzter Spieler übrig und gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>%1's Legend %2 is destroyed: %1 is out of the game.</source>
        <translation>%2, die Legende von %1, ist zerstört: %1 ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>%1's Team deck is empty: the Legend %2 flips and fights as the final Hero; its Team ability is off.</source>
        <translation>Das Team-Deck von %1 ist leer: Die Legende %2 wird umgedreht und kämpft als letzter Held; ihre Team-Fähigkeit entfällt.</translation>
    </message>
    <message>
        <source>%1 turns up %2 from the Team deck.</source>
        <translation>%1 deckt %2 vom Team-Deck auf.</translation>
    </message>
    <message>
        <source>%1 steps up as %2's Champion.</source>
        <translation>%1 tritt als Champion von %2 an.</translation>
    </message>
    <message>
        <source>%1 chooses the new Champion among: %2.</source>
        <translation>%1 wählt den neuen Champion aus: %2.</translation>
    </message>
    <message>
        <source>%1 is destroyed and goes to %2's Graveyard.</source>
        <translation>%1 ist zerstört und kommt auf den Friedhof von %2.</translation>
    </message>
    <message>
        <source>%1 has no Champion to choose right now.</source>
        <translation>%1 muss gerade keinen Champion wählen.</translation>
    </message>
    <message>
        <source>%1 is not among the heroes %2 may choose as Champion.</source>
        <translation>%1 gehört nicht zu den Helden, die %2 als Champion wählen darf.</translation>
    </message>
    <message>
        <source>%1 becomes %2's Champion.</source>
        <translation>%1 wird Champion von %2.</translation>
    </message>
    <message>
        <source>%1 is not a card turned up from the Team deck.</source>
        <translation>%1 ist keine vom Team-Deck aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>%1 is not in %2's Team deck.</source>
        <translation>%1 ist nicht im Team-Deck von %2.</translation>
    </message>
    <message>
        <source>%1 already carries damage counters or bane tokens: correct those by hand instead.</source>
        <translation>%1 hat bereits Schadensmarker oder Bane-Marker: Korrigiere diese stattdessen von Hand.</translation>
    </message>
    <message>
        <source>Correction: %1 came up instead of %2, which goes back into the deck.</source>
        <translation>Korrektur: %2 kommt zurück ins Deck, aufgedeckt wurde stattdessen %1.</translation>
    </message>
    <message>
        <source>%1 must not be 0.</source>
        <translation>%1 darf nicht 0 sein.</translation>
    </message>
    <message>
        <source>%1 must name the Legend of one of the players.</source>
        <translation>%1 muss die Legende eines der Spieler nennen.</translation>
    </message>
    <message>
        <source>%1: %2 damage removed, %3 left.</source>
        <translation>%1: %2 Schaden entfernt, %3 übrig.</translation>
    </message>
    <message>
        <source>Damage can be reduced or negated only in step 2 of an attack, before it is dealt.</source>
        <translation>Schaden kann nur in Schritt 2 eines Angriffs verringert oder verhindert werden, bevor er zugefügt wird.</translation>
    </message>
    <message>
        <source>No damage counters wait beside %1.</source>
        <translation>Neben %1 warten keine Schadensmarker.</translation>
    </message>
    <message>
        <source>%2: %1 damage prevented, %3 still waiting beside it.</source>
        <translation>%2: %1 Schaden verhindert, %3 warten noch daneben.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not a player in the game.</source>
        <translation>%1 nennt „%2“, aber das ist kein Spieler in diesem Spiel.</translation>
    </message>
    <message>
        <source>%1 now has %2 Myth Points.</source>
        <translation>%1 hat jetzt %2 Myth Points.</translation>
    </message>
    <message>
        <source>Every bane token of %1 is already on a hero.</source>
        <translation>Alle Bane-Marker von %1 liegen bereits auf Helden.</translation>
    </message>
    <message>
        <source>A bane token of %1 goes on %2 (%3 of that kind there).</source>
        <translation>Ein Bane-Marker von %1 kommt auf %2 (dort jetzt %3 dieser Art).</translation>
    </message>
    <message>
        <source>%1 must change "strength" or "max_hp".</source>
        <translation>%1 muss "strength" oder "max_hp" ändern.</translation>
    </message>
    <message>
        <source>%1 gains %2 Strength and %3 Max HP until the end of %4's turn.</source>
        <translation>%1 erhält %2 Stärke und %3 max. TP bis zum Ende des Zugs von %4.</translation>
    </message>
    <message>
        <source>%1's Strength and Max HP are reversed (now %2 and %3) until the end of %4's turn.</source>
        <translation>Stärke und max. TP von %1 sind bis zum Ende des Zugs von %4 vertauscht (jetzt %2 und %3).</translation>
    </message>
    <message>
        <source>%1 is not in a Support position.</source>
        <translation>%1 ist nicht auf einer Support-Position.</translation>
    </message>
    <message>
        <source>%1 holds more than 20 effects.</source>
        <translation>%1 enthält mehr als 20 Effekte.</translation>
    </message>
    <message>
        <source>%1 must be an object with an "effect".</source>
        <translation>%1 muss ein Objekt mit "effect" sein.</translation>
    </message>
    <message>
        <source>%1 carries no bane token.</source>
        <translation>%1 hat keinen Bane-Marker.</translation>
    </message>
    <message>
        <source>%1 must say whose kind of token to remove: the hero carries several kinds.</source>
        <translation>%1 muss angeben, wessen Marker entfernt wird: Der Held hat mehrere Arten.</translation>
    </message>
    <message>
        <source>%1 carries no bane token of %2.</source>
        <translation>%1 hat keinen Bane-Marker von %2.</translation>
    </message>
    <message>
        <source>A bane token of %1 comes off %2 (%3 of that kind left).</source>
        <translation>Ein Bane-Marker von %1 wird von %2 entfernt (%3 dieser Art übrig).</translation>
    </message>
    <message>
        <source>%1 takes %2 damage and %3 more from bane tokens: now %4 of %5 Max HP.</source>
        <translation>%1 erleidet %2 Schaden und %3 weiteren durch Bane-Marker: jetzt %4 von %5 max. TP.</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: now %3 of %4 Max HP.</source>
        <translation>%1 erleidet %2 Schaden: jetzt %3 von %4 max. TP.</translation>
    </message>
    <message>
        <source>%1's gained or reversed values end with %2's turn.</source>
        <translation>Die erhaltenen oder vertauschten Werte von %1 enden mit dem Zug von %2.</translation>
    </message>
    <message>
        <source>%1 becomes %2's Champion and %3 moves to a Support position.</source>
        <translation>%1 wird Champion von %2, und %3 wechselt auf eine Support-Position.</translation>
    </message>
    <message>
        <source>Round %1: %2's turn begins.</source>
        <translation>Runde %1: %2 ist am Zug.</translation>
    </message>
    <message>
        <source>%1's Myth Points are refreshed to %2.</source>
        <translation>Die Myth Points von %1 werden auf %2 aufgefüllt.</translation>
    </message>
    <message>
        <source>Start of turn: %1 abilities and %2 bane tokens may take effect now.</source>
        <translation>Zugbeginn: %1 Fähigkeiten und %2 Bane-Marker können jetzt wirken.</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 flips a Sphere card.</source>
        <translation>Runde %1 beginnt: %2 dreht eine Sphere-Karte um.</translation>
    </message>
    <message>
        <source>%1's turn ends.</source>
        <translation>Der Zug von %1 endet.</translation>
    </message>
    <message>
        <source>The game begins; %1 goes first.</source>
        <translation>Das Spiel beginnt; %1 fängt an.</translation>
    </message>
    <message>
        <source>A Sphere card is flipped only at the start of a round.</source>
        <translation>Eine Sphere-Karte wird nur zu Beginn einer Runde umgedreht.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is no Sphere card of this game.</source>
        <translation>%1 nennt „%2“, aber das ist keine Sphere-Karte dieses Spiels.</translation>
    </message>
    <message>
        <source>The Sphere deck is empty: the %1 face-up Sphere cards are shuffled into a new deck.</source>
        <translation>Das Sphere-Deck ist leer: Die %1 offenen Sphere-Karten werden zu einem neuen Deck gemischt.</translation>
    </message>
    <message>
        <source>%1 is not in the Sphere deck.</source>
        <translation>%1 ist nicht im Sphere-Deck.</translation>
    </message>
    <message>
        <source>%1 flips the Sphere card %2 (%3): %4</source>
        <translation>%1 dreht die Sphere-Karte %2 um (%3): %4</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not in the content pack.</source>
        <translation>%1 nennt „%2“, aber das ist nicht im Inhaltspaket.</translation>
    </message>
    <message>
        <source>%1 must be a list of card ids.</source>
        <translation>%1 muss eine Liste von Karten-IDs sein.</translation>
    </message>
    <message>
        <source>%1 is chosen twice: there is only one such card.</source>
        <translation>%1 wurde zweimal gewählt: Es gibt nur eine solche Karte.</translation>
    </message>
    <message>
        <source>%1 must list the six heroes of the Team deck: the pack holds %2 heroes of the %3 type.</source>
        <translation>%1 muss die sechs Helden des Team-Decks enthalten: Das Paket enthält %2 Helden vom Typ %3.</translation>
    </message>
    <message>
        <source>A Team deck holds exactly 6 heroes, not %1.</source>
        <translation>Ein Team-Deck enthält genau 6 Helden, nicht %1.</translation>
    </message>
    <message>
        <source>%1 is a %2 hero; %3's Team deck takes %4 heroes only.</source>
        <translation>%1 ist ein %2-Held; das Team-Deck von %3 nimmt nur %4-Helden auf.</translation>
    </message>
    <message>
        <source>%1 must be "type" or "draft".</source>
        <translation>%1 muss "type" oder "draft" sein.</translation>
    </message>
    <message>
        <source>%1 must name each player of the session once.</source>
        <translation>%1 muss jeden Spieler der Partie genau einmal nennen.</translation>
    </message>
    <message>
        <source>%1 is already another player's Legend.</source>
        <translation>%1 ist bereits die Legende eines anderen Spielers.</translation>
    </message>
    <message>
        <source>Each player adds exactly 3 Sphere cards, not %1.</source>
        <translation>Jeder Spieler fügt genau 3 Sphere-Karten hinzu, nicht %1.</translation>
    </message>
    <message>
        <source>%1 is drafted in this game and cannot be listed.</source>
        <translation>%1 wird in diesem Spiel gedraftet und kann nicht aufgeführt werden.</translation>
    </message>
    <message>
        <source>%1 must hold one entry per player.</source>
        <translation>%1 muss einen Eintrag pro Spieler enthalten.</translation>
    </message>
    <message>
        <source>%1 must hold the 6 cards dealt to that player.</source>
        <translation>%1 muss die 6 Karten enthalten, die dieser Spieler erhalten hat.</translation>
    </message>
    <message>
        <source>The draft deals 6 heroes to each of %1 players, but the pack holds only %2.</source>
        <translation>Der Draft teilt jedem der %1 Spieler 6 Helden aus, das Paket enthält aber nur %2.</translation>
    </message>
    <message>
        <source>The setup is over: the game has begun.</source>
        <translation>Der Aufbau ist abgeschlossen: Das Spiel hat begonnen.</translation>
    </message>
    <message>
        <source>setup.content must hold the Exiled Legends content pack (heroes, legends, spheres).</source>
        <translation>setup.content muss das Inhaltspaket von Exiled Legends enthalten (heroes, legends, spheres).</translation>
    </message>
    <message>
        <source>The player id "%1" is also a card id; choose another.</source>
        <translation>Die Spieler-ID „%1“ ist auch eine Karten-ID; wähle eine andere.</translation>
    </message>
    <message>
        <source>No draft is going on in this game.</source>
        <translation>In diesem Spiel läuft kein Draft.</translation>
    </message>
    <message>
        <source>%1 has picked already; the hands pass when everyone has.</source>
        <translation>%1 hat bereits gewählt; die Hände werden weitergegeben, sobald alle gewählt haben.</translation>
    </message>
    <message>
        <source>%1 keeps a card.</source>
        <translation>%1 behält eine Karte.</translation>
    </message>
    <message>
        <source>Every hand passes to the next player.</source>
        <translation>Alle Hände werden an den nächsten Spieler weitergegeben.</translation>
    </message>
    <message>
        <source>The draft is over: every Team deck is shuffled.</source>
        <translation>Der Draft ist vorbei: Alle Team-Decks werden gemischt.</translation>
    </message>
    <message>
        <source>The Team decks are still being drafted.</source>
        <translation>Die Team-Decks werden noch gedraftet.</translation>
    </message>
    <message>
        <source>%1 has placed a Champion and Supports already.</source>
        <translation>%1 hat bereits einen Champion und Supports platziert.</translation>
    </message>
    <message>
        <source>%1 must list two heroes.</source>
        <translation>%1 muss zwei Helden enthalten.</translation>
    </message>
    <message>
        <source>%1 is not among the top three cards; name the Supports too if the real deck differs.</source>
        <translation>%1 ist nicht unter den obersten drei Karten; nenne auch die Supports, wenn das echte Deck abweicht.</translation>
    </message>
    <message>
        <source>"%1" is not in %2's Team deck.</source>
        <translation>„%1“ ist nicht im Team-Deck von %2.</translation>
    </message>
    <message>
        <source>%1 cannot take two positions.</source>
        <translation>%1 kann nicht zwei Positionen einnehmen.</translation>
    </message>
    <message>
        <source>%1 fields %2 as Champion with %3 and %4 as Supports.</source>
        <translation>%1 stellt %2 als Champion mit %3 und %4 als Supports auf.</translation>
    </message>
    <message>
        <source>%1 has no roll for the first player to make now.</source>
        <translation>%1 muss gerade nicht um den Startspieler würfeln.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first player.</source>
        <translation>%1 würfelt %2 um den Startspieler.</translation>
    </message>
    <message>
        <source>%1 players tie with %2 and roll again.</source>
        <translation>%1 Spieler haben Gleichstand mit %2 und würfeln erneut.</translation>
    </message>
    <message>
        <source>%1 goes first; play continues clockwise.</source>
        <translation>%1 fängt an; es geht im Uhrzeigersinn weiter.</translation>
    </message>
    <message>
        <source>A precise attack has exactly one target, not %1.</source>
        <translation>Ein präziser Angriff hat genau ein Ziel, nicht %1.</translation>
    </message>
    <message>
        <source>A mass attack with strength %1 takes at most %1 targets, not %2.</source>
        <translation>Ein Massenangriff mit Stärke %1 hat höchstens %1 Ziele, nicht %2.</translation>
    </message>
    <message>
        <source>A mass attack with strength %1 must take %2 targets (%3 can be targeted), not %4.</source>
        <translation>Ein Massenangriff mit Stärke %1 muss %2 Ziele haben (%3 sind wählbar), nicht %4.</translation>
    </message>
    <message>
        <source>%1's Legend has not been flipped: it cannot be attacked yet.</source>
        <translation>Die Legende von %1 wurde noch nicht umgedreht: Sie kann noch nicht angegriffen werden.</translation>
    </message>
    <message>
        <source>%1's %2 Core is exhausted until their Upkeep.</source>
        <translation>Der Kern %2 von %1 ist bis zur nächsten Unterhaltsphase erschöpft.</translation>
    </message>
    <message>
        <source>%1 is not one of %2's champions.</source>
        <translation>%1 ist keiner der Champions von %2.</translation>
    </message>
    <message>
        <source>%1 is only for walking and jumping: a straight move has one way.</source>
        <translation>%1 gibt es nur beim Gehen und Springen: Eine gerade Bewegung hat nur einen Weg.</translation>
    </message>
    <message>
        <source>The path of %1 must end on the destination within its movement.</source>
        <translation>Der Weg von %1 muss innerhalb seiner Bewegung auf dem Zielfeld enden.</translation>
    </message>
    <message>
        <source>%1 comes back from the Gate: its first hex is in its deployment area.</source>
        <translation>%1 kehrt vom Tor zurück: Das erste Feld muss in der eigenen Aufstellungszone liegen.</translation>
    </message>
    <message>
        <source>The path of %1 must go from hex to adjacent hex.</source>
        <translation>Der Weg von %1 muss von Feld zu angrenzendem Feld führen.</translation>
    </message>
    <message>
        <source>The path of %1 leaves the arena.</source>
        <translation>Der Weg von %1 verlässt die Arena.</translation>
    </message>
    <message>
        <source>The path of %1 crosses a statue or an enemy.</source>
        <translation>Der Weg von %1 führt über eine Statue oder einen Gegner.</translation>
    </message>
    <message>
        <source>card names "%1", which is not a card of the content pack.</source>
        <translation>card nennt „%1“, aber das ist keine Karte des Inhaltspakets.</translation>
    </message>
    <message>
        <source>%1 is a Reaction: it is played against an attack, in the attack action.</source>
        <translation>%1 ist eine Reaktion: Sie wird in der Angriffsaktion gegen einen Angriff gespielt.</translation>
    </message>
    <message>
        <source>%1 belongs to %2, who is not in %3's team.</source>
        <translation>%1 gehört zu %2; dieser Champion ist nicht im Team von %3.</translation>
    </message>
    <message>
        <source>%1 activates %2 only.</source>
        <translation>%1 aktiviert nur %2.</translation>
    </message>
    <message>
        <source>%1 has no cards in hand.</source>
        <translation>%1 hat keine Karten auf der Hand.</translation>
    </message>
    <message>
        <source>%1 is on its Gate: only a card with movement brings it back, and %2 has none.</source>
        <translation>%1 steht auf dem Tor: Nur eine Karte mit Bewegung holt den Champion zurück, und %2 hat keine.</translation>
    </message>
    <message>
        <source>%1 plays %2, exhausting the %3 Core, to activate %4.</source>
        <translation>%1 spielt %2 und erschöpft den Kern %3, um %4 zu aktivieren.</translation>
    </message>
    <message>
        <source>The Standard Action %1 was already used this Activation Phase.</source>
        <translation>Die Standardaktion %1 wurde in dieser Aktivierungsphase bereits genutzt.</translation>
    </message>
    <message>
        <source>%1 must be destruction, creation or manipulation.</source>
        <translation>%1 muss destruction, creation oder manipulation sein.</translation>
    </message>
    <message>
        <source>%1 uses the Standard Action %2, exhausting the %3 Core, to activate %4.</source>
        <translation>%1 nutzt die Standardaktion %2 und erschöpft den Kern %3, um %4 zu aktivieren.</translation>
    </message>
    <message>
        <source>Play a card or a Standard Action first: moves belong to an activation.</source>
        <translation>Spiele zuerst eine Karte oder eine Standardaktion: Bewegungen gehören zu einer Aktivierung.</translation>
    </message>
    <message>
        <source>No activation is open.</source>
        <translation>Es läuft keine Aktivierung.</translation>
    </message>
    <message>
        <source>The activation of %1 ends.</source>
        <translation>Die Aktivierung von %1 endet.</translation>
    </message>
    <message>
        <source>%1 is put on its Gate.</source>
        <translation>%1 kommt auf das Tor.</translation>
    </message>
    <message>
        <source>%1 cannot be placed on %2: it needs an empty arena hex without a statue.</source>
        <translation>%1 kann nicht auf %2 gestellt werden: Nötig ist ein leeres Arenafeld ohne Statue.</translation>
    </message>
    <message>
        <source>%1 is placed on %2.</source>
        <translation>%1 wird auf %2 gestellt.</translation>
    </message>
    <message>
        <source>The field %1 is needed with lifesteal: it is the champion who heals.</source>
        <translation>Die Angabe %1 ist bei Lifesteal nötig: Sie nennt den Champion, der geheilt wird.</translation>
    </message>
    <message>
        <source>The target already has %1 damage on %2 hitpoints: it is out of action and cannot be targeted.</source>
        <translation>Das Ziel hat bereits %1 Schaden bei %2 Trefferpunkten: Es ist kampfunfähig und kann nicht als Ziel gewählt werden.</translation>
    </message>
    <message>
        <source>The attacker already has %1 damage on %2 hitpoints: it is out of action and cannot attack.</source>
        <translation>Der Angreifer hat bereits %1 Schaden bei %2 Trefferpunkten: Er ist kampfunfähig und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>Attack damage: strength %1 - defence %2 = %3.</source>
        <translation>Angriffsschaden: Stärke %1 - Verteidigung %2 = %3.</translation>
    </message>
    <message>
        <source>Attack damage: strength %1 does not exceed defence %2, so 0.</source>
        <translation>Angriffsschaden: Stärke %1 übersteigt Verteidigung %2 nicht, also 0.</translation>
    </message>
    <message>
        <source>Double: the target is already out of action, so the second damage step has no target.</source>
        <translation>Double: Das Ziel ist bereits kampfunfähig, daher hat der zweite Schadensschritt kein Ziel.</translation>
    </message>
    <message>
        <source>Double: the damage step resolves a second time.</source>
        <translation>Double: Der Schadensschritt wird ein zweites Mal abgehandelt.</translation>
    </message>
    <message>
        <source>Damage step: attack damage %1 + direct damage %2 (ignores defence) = %3.</source>
        <translation>Schadensschritt: Angriffsschaden %1 + direkter Schaden %2 (ignoriert Verteidigung) = %3.</translation>
    </message>
    <message>
        <source>Damage step: attack damage %1.</source>
        <translation>Schadensschritt: Angriffsschaden %1.</translation>
    </message>
    <message>
        <source>Poison %1: the step dealt damage, so %1 more: %2 in this step.</source>
        <translation>Poison %1: Der Schritt hat Schaden verursacht, also %1 mehr: %2 in diesem Schritt.</translation>
    </message>
    <message>
        <source>Poison %1 does nothing: the step dealt no damage.</source>
        <translation>Poison %1 wirkt nicht: Der Schritt hat keinen Schaden verursacht.</translation>
    </message>
    <message>
        <source>Lifesteal heals the attacker by the attack damage %1: its damage goes from %2 to %3.</source>
        <translation>Lifesteal heilt den Angreifer um den Angriffsschaden %1: Sein Schaden sinkt von %2 auf %3.</translation>
    </message>
    <message>
        <source>Target damage: %1 + %2 = %3 on %4 hitpoints, %5 remaining.</source>
        <translation>Schaden am Ziel: %1 + %2 = %3 bei %4 Trefferpunkten, %5 verbleibend.</translation>
    </message>
    <message>
        <source>Damage %1 reaches the %2 hitpoints: the target is out of action.</source>
        <translation>Schaden %1 erreicht die %2 Trefferpunkte: Das Ziel ist kampfunfähig.</translation>
    </message>
    <message>
        <source>%1 remaining is at most half of %2, rounded down (%3): the target is Bloodied.</source>
        <translation>%1 verbleibend ist höchstens die Hälfte von %2, abgerundet (%3): Das Ziel ist angeschlagen.</translation>
    </message>
    <message>
        <source>%1 remaining is more than half of %2, rounded down (%3): the target is not Bloodied.</source>
        <translation>%1 verbleibend ist mehr als die Hälfte von %2, abgerundet (%3): Das Ziel ist nicht angeschlagen.</translation>
    </message>
    <message>
        <source>Play a card first: an attack or skill belongs to an activation.</source>
        <translation>Spiele zuerst eine Karte: Ein Angriff oder eine Fertigkeit gehört zu einer Aktivierung.</translation>
    </message>
    <message>
        <source>This card was already resolved: play the next one.</source>
        <translation>Diese Karte wurde bereits abgehandelt: Spiele die nächste.</translation>
    </message>
    <message>
        <source>%1 is on its Gate and cannot target anyone on the board.</source>
        <translation>%1 steht auf dem Tor und kann niemanden auf dem Spielplan als Ziel wählen.</translation>
    </message>
    <message>
        <source>Turned this way, the area of %1 holds no champion it may target.</source>
        <translation>In dieser Ausrichtung enthält der Bereich von %1 keinen Champion, der als Ziel wählbar ist.</translation>
    </message>
    <message>
        <source>%1 targets 1 to %2 champions.</source>
        <translation>%1 hat 1 bis %2 Champions als Ziel.</translation>
    </message>
    <message>
        <source>targets names "%1", which is not a champion in this game.</source>
        <translation>targets nennt „%1“, aber das ist kein Champion in diesem Spiel.</translation>
    </message>
    <message>
        <source>%1 names a champion twice.</source>
        <translation>%1 nennt einen Champion doppelt.</translation>
    </message>
    <message>
        <source>reaction.card names "%1", which is not a card of the content pack.</source>
        <translation>reaction.card nennt „%1“, aber das ist keine Karte des Inhaltspakets.</translation>
    </message>
    <message>
        <source>%1 is not a Reaction card.</source>
        <translation>%1 ist keine Reaktionskarte.</translation>
    </message>
    <message>
        <source>%1 is not a target of this attack: a Reaction goes on a targeted champion.</source>
        <translation>%1 ist kein Ziel dieses Angriffs: Eine Reaktion wird auf einen angegriffenen Champion gespielt.</translation>
    </message>
    <message>
        <source>Only the defender reacts: %1 is on the attacker's side.</source>
        <translation>Nur der Verteidiger reagiert: %1 gehört zur Seite des Angreifers.</translation>
    </message>
    <message>
        <source>%1 is not in the hand of a defending player: its champion is in no defender's team.</source>
        <translation>%1 ist auf keiner Hand eines verteidigenden Spielers: Der zugehörige Champion ist in keinem verteidigenden Team.</translation>
    </message>
    <message>
        <source>%1's %2 Core is exhausted: no Reaction of that colour.</source>
        <translation>Der Kern %2 von %1 ist erschöpft: keine Reaktion dieser Farbe.</translation>
    </message>
    <message>
        <source>%1 is not an attack card: resolve it with skill.</source>
        <translation>%1 ist keine Angriffskarte: Handle sie mit der Aktion skill ab.</translation>
    </message>
    <message>
        <source>%1 attacks with %2: %3.</source>
        <translation>%1 greift mit %2 an: %3.</translation>
    </message>
    <message>
        <source>%1 reacts with %2 on %3, exhausting the %4 Core.</source>
        <translation>%1 reagiert mit %2 auf %3 und erschöpft den Kern %4.</translation>
    </message>
    <message>
        <source>Strength %1 against defence %2 of %3: %4 damage in all.</source>
        <translation>Stärke %1 gegen Verteidigung %2 von %3: insgesamt %4 Schaden.</translation>
    </message>
    <message>
        <source>%1 is an attack card: resolve it with attack.</source>
        <translation>%1 ist eine Angriffskarte: Handle sie mit der Aktion attack ab.</translation>
    </message>
    <message>
        <source>Reactions answer attacks only, never a skill such as %1.</source>
        <translation>Reaktionen antworten nur auf Angriffe, nie auf eine Fertigkeit wie %1.</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 nutzt %2.</translation>
    </message>
    <message>
        <source>%1 must be 1 to 60 lower-case letters, digits or hyphens.</source>
        <translation>%1 muss aus 1 bis 60 Kleinbuchstaben, Ziffern oder Bindestrichen bestehen.</translation>
    </message>
    <message>
        <source>%1 lists %2, which is not on the board.</source>
        <translation>%1 nennt %2, aber das liegt nicht auf dem Spielplan.</translation>
    </message>
    <message>
        <source>%1 lists %2 twice.</source>
        <translation>%1 nennt %2 doppelt.</translation>
    </message>
    <message>
        <source>%1 needs at least 3 hexes, one per champion.</source>
        <translation>%1 braucht mindestens 3 Felder, eines pro Champion.</translation>
    </message>
    <message>
        <source>%1 may not include a statue.</source>
        <translation>%1 darf keine Statue enthalten.</translation>
    </message>
    <message>
        <source>%1 is drawn beside the arena: it must not be a board hex.</source>
        <translation>%1 wird neben der Arena eingezeichnet: Es darf kein Feld des Spielplans sein.</translation>
    </message>
    <message>
        <source>%1 must list at least one hex.</source>
        <translation>%1 muss mindestens ein Feld enthalten.</translation>
    </message>
    <message>
        <source>%1 needs at least 4 hexes: 4 traps are always out.</source>
        <translation>%1 braucht mindestens 4 Felder: Es liegen immer 4 Fallen aus.</translation>
    </message>
    <message>
        <source>%1 must list exactly two deployment areas.</source>
        <translation>%1 muss genau zwei Aufstellungszonen enthalten.</translation>
    </message>
    <message>
        <source>%1 needs two different area ids.</source>
        <translation>%1 braucht zwei verschiedene Zonen-IDs.</translation>
    </message>
    <message>
        <source>%1 must start with %2 Cannot Be Scored slot(s) (0) followed by a scoring slot, at most 12 slots.</source>
        <translation>%1 muss mit %2 Cannot-Be-Scored-Slot(s) (0) beginnen, gefolgt von einem Wertungsslot; höchstens 12 Slots.</translation>
    </message>
    <message>
        <source>%1 cannot hold "%2"; allowed here: %3.</source>
        <translation>%1 darf nicht „%2“ enthalten; erlaubt sind hier: %3.</translation>
    </message>
    <message>
        <source>%1 must be [minimum, maximum].</source>
        <translation>%1 muss [minimum, maximum] sein.</translation>
    </message>
    <message>
        <source>%1 must satisfy 1 &lt;= minimum &lt;= maximum &lt;= 20.</source>
        <translation>%1 muss 1 &lt;= Minimum &lt;= Maximum &lt;= 20 erfüllen.</translation>
    </message>
    <message>
        <source>The field %1 is missing: shots need a range.</source>
        <translation>Das Feld %1 fehlt: Schüsse brauchen eine Reichweite.</translation>
    </message>
    <message>
        <source>%1 is needed on an attack card: melee, indirect, direct or aoe.</source>
        <translation>%1 ist auf einer Angriffskarte nötig: melee, indirect, direct oder aoe.</translation>
    </message>
    <message>
        <source>%1 must be none on a reaction: it answers the attacker.</source>
        <translation>%1 muss bei einer Reaktion none sein: Sie antwortet dem Angreifer.</translation>
    </message>
    <message>
        <source>The field %1 is missing: an AoE needs its hexes.</source>
        <translation>Das Feld %1 fehlt: Ein AoE-Angriff braucht seine Hexfelder.</translation>
    </message>
    <message>
        <source>%1 must list distinct hexes other than the attacker's own [0, 0].</source>
        <translation>%1 muss verschiedene Hexfelder auflisten, nicht das eigene Feld [0, 0] des Angreifers.</translation>
    </message>
    <message>
        <source>Super Fantasy Brawl needs its content pack in setup.content.</source>
        <translation>Super Fantasy Brawl braucht sein Inhaltspaket in setup.content.</translation>
    </message>
    <message>
        <source>%1 must list at least two champions.</source>
        <translation>%1 muss mindestens zwei Champions auflisten.</translation>
    </message>
    <message>
        <source>Two cards share the id "%1".</source>
        <translation>Zwei Karten haben dieselbe ID „%1“.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not one of the champions.</source>
        <translation>%1 nennt „%2“, aber das ist keiner der Champions.</translation>
    </message>
    <message>
        <source>%1 stops before %2: a champion stands there.</source>
        <translation>%1 hält vor %2 an: Dort steht ein Champion.</translation>
    </message>
    <message>
        <source>%1 stops before %2: the hex is blocked.</source>
        <translation>%1 hält vor %2 an: Das Hexfeld ist blockiert.</translation>
    </message>
    <message>
        <source>%1 stops at the edge of the arena.</source>
        <translation>%1 hält am Rand der Arena an.</translation>
    </message>
    <message>
        <source>%1 at %2 and %3 at %4 are not on one hex row: the Push is ignored.</source>
        <translation>%1 auf %2 und %3 auf %4 stehen nicht in einer Hexreihe: Das Stoßen wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 at %2 and %3 at %4 are not on one hex row: the Pull is ignored.</source>
        <translation>%1 auf %2 und %3 auf %4 stehen nicht in einer Hexreihe: Das Heranziehen wird ignoriert.</translation>
    </message>
    <message>
        <source>Push %1: %2 moves straight away from %3 along their hex row, direction %4.</source>
        <translation>Stoßen %1: %2 bewegt sich entlang der gemeinsamen Hexreihe geradlinig von %3 weg, Richtung %4.</translation>
    </message>
    <message>
        <source>Pull %1: %2 moves straight towards %3 along their hex row, direction %4.</source>
        <translation>Heranziehen %1: %2 bewegt sich entlang der gemeinsamen Hexreihe geradlinig auf %3 zu, Richtung %4.</translation>
    </message>
    <message>
        <source>%1 is rooted and cannot be moved.</source>
        <translation>%1 ist festgewurzelt und kann nicht bewegt werden.</translation>
    </message>
    <message>
        <source>%1 enters %2 and triggers the trap there.</source>
        <translation>%1 betritt %2 und löst die Falle dort aus.</translation>
    </message>
    <message>
        <source>%1 moves to %2.</source>
        <translation>%1 zieht auf %2.</translation>
    </message>
    <message>
        <source>%1 of the %2 hexes could not be travelled: %1 damage, ignoring defence.</source>
        <translation>%1 der %2 Hexfelder konnten nicht zurückgelegt werden: %1 Schaden, Verteidigung wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 travels the full distance and ends on %2.</source>
        <translation>%1 legt die volle Strecke zurück und endet auf %2.</translation>
    </message>
    <message>
        <source>%1 must be another champion than the source.</source>
        <translation>%1 muss ein anderer Champion als die Quelle sein.</translation>
    </message>
    <message>
        <source>The new trap cannot go on %1; it goes on an empty trap hex: %2.</source>
        <translation>Die neue Falle kann nicht auf %1; sie kommt auf ein leeres Fallenfeld: %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 damage: %3 of %4 hitpoints lost.</source>
        <translation>%1 erleidet %2 Schaden: %3 von %4 Trefferpunkten verloren.</translation>
    </message>
    <message>
        <source>%1 is out of action: healed and back on the Gate; %2 gains 1 VP (%3).</source>
        <translation>%1 ist außer Gefecht: geheilt und zurück auf dem Tor; %2 erhält 1 SP (%3).</translation>
    </message>
    <message>
        <source>%1 heals %2: damage %3 to %4.</source>
        <translation>%1 heilt %2: Schaden von %3 auf %4.</translation>
    </message>
    <message>
        <source>%1 is rooted: no more movement this turn.</source>
        <translation>%1 ist festgewurzelt: in diesem Zug keine Bewegung mehr.</translation>
    </message>
    <message>
        <source>%1 is stunned: %2 discards one of its cards from hand.</source>
        <translation>%1 ist betäubt: %2 wirft eine seiner Karten aus der Hand ab.</translation>
    </message>
    <message>
        <source>%1 is stunned: %2 shows a hand without its cards.</source>
        <translation>%1 ist betäubt: %2 zeigt eine Hand ohne seine Karten vor.</translation>
    </message>
    <message>
        <source>A new face-down trap goes on %1.</source>
        <translation>Eine neue verdeckte Falle kommt auf %1.</translation>
    </message>
    <message>
        <source>%1 stops on %2: rooted.</source>
        <translation>%1 bleibt auf %2 stehen: festgewurzelt.</translation>
    </message>
    <message>
        <source>%1 and %2 share no hex row: the Push is ignored.</source>
        <translation>%1 und %2 teilen keine Hexreihe: Das Stoßen wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 and %2 share no hex row: the Pull is ignored.</source>
        <translation>%1 und %2 teilen keine Hexreihe: Das Heranziehen wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 pushes %2: %3 of %4 hexes travelled.</source>
        <translation>Stoßen von %1 auf %2: %3 von %4 Hexfeldern zurückgelegt.</translation>
    </message>
    <message>
        <source>%1 pulls %2: %3 of %4 hexes travelled.</source>
        <translation>Heranziehen von %1 auf %2: %3 von %4 Hexfeldern zurückgelegt.</translation>
    </message>
    <message>
        <source>%1 is rooted: the Fear does not move it.</source>
        <translation>%1 ist festgewurzelt: Furcht bewegt ihn nicht.</translation>
    </message>
    <message>
        <source>%1 cannot dash further away from %2: the Fear does not move it.</source>
        <translation>%1 kann sich per Sprint nicht weiter von %2 entfernen: Furcht bewegt ihn nicht.</translation>
    </message>
    <message>
        <source>Fear must take %1 as far from %2 as possible: %3.</source>
        <translation>Furcht muss %1 so weit wie möglich von %2 wegbringen: %3.</translation>
    </message>
    <message>
        <source>%1 is rooted: Force cannot move it.</source>
        <translation>%1 ist festgewurzelt: Wucht kann ihn nicht bewegen.</translation>
    </message>
    <message>
        <source>%1 shuffles the discard pile into a new deck of %2 cards.</source>
        <translation>%1 mischt den Ablagestapel zu einem neuen Deck aus %2 Karten.</translation>
    </message>
    <message>
        <source>%1 draws %2 cards: %3 in hand.</source>
        <translation>%1 zieht %2 Karten: %3 auf der Hand.</translation>
    </message>
    <message>
        <source>%1 puts %2 cards from hand on top of the deck.</source>
        <translation>%1 legt %2 Karten von der Hand oben auf das Deck.</translation>
    </message>
    <message>
        <source>%1 levels up: its card flips, damage carried over.</source>
        <translation>%1 steigt auf: Karte umdrehen, Schaden bleibt erhalten.</translation>
    </message>
    <message>
        <source>%1 wins with %2 VP.</source>
        <translation>%1 gewinnt mit %2 SP.</translation>
    </message>
    <message>
        <source>There is no action "%1" here.</source>
        <translation>Hier gibt es keine Aktion „%1“.</translation>
    </message>
    <message>
        <source>The action lists %1 trap(s), but only %2 triggered.</source>
        <translation>Die Aktion führt %1 Falle(n) auf, aber nur %2 wurden ausgelöst.</translation>
    </message>
    <message>
        <source>%1 can end its move on %2.</source>
        <translation>%1 kann die Bewegung auf %2 beenden.</translation>
    </message>
    <message>
        <source>%1 already stands on %2.</source>
        <translation>%1 steht bereits auf %2.</translation>
    </message>
    <message>
        <source>A statue stands on %1: no champion moves through or onto it.</source>
        <translation>Auf %1 steht eine Statue: Kein Champion kann hindurch- oder daraufziehen.</translation>
    </message>
    <message>
        <source>An enemy stands on %1: %2 cannot move through or onto it.</source>
        <translation>Auf %1 steht ein Gegner: %2 kann weder hindurch- noch daraufziehen.</translation>
    </message>
    <message>
        <source>An ally stands on %1: %2 may pass through it but not stop there.</source>
        <translation>Auf %1 steht ein Verbündeter: %2 darf hindurchziehen, aber dort nicht stehen bleiben.</translation>
    </message>
    <message>
        <source>%1 is further than the %2 hexes of movement %3 has.</source>
        <translation>%1 ist weiter entfernt als die %2 Hexfelder Bewegung, die %3 hat.</translation>
    </message>
    <message>
        <source>Statues, enemies or the edge close every way for %1 to %2 within %3 hexes.</source>
        <translation>Statuen, Gegner oder der Rand versperren %1 jeden Weg nach %2 innerhalb von %3 Hexfeldern.</translation>
    </message>
    <message>
        <source>%1 is not on a straight hex row from %2: this move keeps to one row.</source>
        <translation>%1 liegt nicht in gerader Hexreihe von %2: Diese Bewegung bleibt in einer Reihe.</translation>
    </message>
    <message>
        <source>%1 is rooted and cannot move again this turn.</source>
        <translation>%1 ist festgewurzelt und kann sich in diesem Zug nicht mehr bewegen.</translation>
    </message>
    <message>
        <source>%1 has no movement left for this move.</source>
        <translation>%1 hat für diese Bewegung keine Bewegung mehr übrig.</translation>
    </message>
    <message>
        <source>%1 can target %2 with %3.</source>
        <translation>%1 kann %2 mit %3 als Ziel wählen.</translation>
    </message>
    <message>
        <source>%1 cannot target itself with %2.</source>
        <translation>%1 kann sich nicht selbst mit %2 als Ziel wählen.</translation>
    </message>
    <message>
        <source>%1 is on the same side as %2: %3 targets enemies only.</source>
        <translation>%1 gehört zur selben Seite wie %2: %3 zielt nur auf Gegner.</translation>
    </message>
    <message>
        <source>%1 is not an ally of %2: %3 targets allies only.</source>
        <translation>%1 ist kein Verbündeter von %2: %3 zielt nur auf Verbündete.</translation>
    </message>
    <message>
        <source>%1 is on its Gate and cannot be targeted.</source>
        <translation>%1 steht auf seinem Tor und kann nicht als Ziel gewählt werden.</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3: a melee attack needs an adjacent target.</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt: Ein Nahkampfangriff braucht ein angrenzendes Ziel.</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3, closer than the minimum range %4 of %5.</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt, näher als die Mindestreichweite %4 von %5.</translation>
    </message>
    <message>
        <source>%1 is %2 hexes from %3, beyond the maximum range %4 of %5.</source>
        <translation>%1 ist %2 Hexfelder von %3 entfernt, jenseits der Maximalreichweite %4 von %5.</translation>
    </message>
    <message>
        <source>%1 is not on a hex row of %2: a direct shot needs a straight row.</source>
        <translation>%1 liegt in keiner Hexreihe von %2: Ein direkter Schuss braucht eine gerade Reihe.</translation>
    </message>
    <message>
        <source>A statue or a champion stands between %1 and %2: the direct shot is blocked.</source>
        <translation>Zwischen %1 und %2 steht eine Statue oder ein Champion: Der direkte Schuss ist blockiert.</translation>
    </message>
    <message>
        <source>%1 is outside every orientation of the area of %2.</source>
        <translation>%1 liegt in keiner Ausrichtung im Wirkungsbereich von %2.</translation>
    </message>
    <message>
        <source>%1 declares no targets.</source>
        <translation>%1 gibt keine Ziele an.</translation>
    </message>
    <message>
        <source>That cannot be done during the %1 phase.</source>
        <translation>Das geht nicht während der Phase %1.</translation>
    </message>
    <message>
        <source>It is %1's turn to act here, not %2's.</source>
        <translation>Hier ist %1 am Zug, nicht %2.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not a champion in this game.</source>
        <translation>%1 nennt „%2“, aber das ist kein Champion in diesem Spiel.</translation>
    </message>
    <message>
        <source>%1 is not a keyword.</source>
        <translation>%1 ist kein Schlüsselwort.</translation>
    </message>
    <message>
        <source>%1 names "%2", which is not a champion of the content pack.</source>
        <translation>%1 nennt „%2“, aber das ist kein Champion des Inhaltspakets.</translation>
    </message>
    <message>
        <source>%1 must be a list of ids.</source>
        <translation>%1 muss eine Liste von IDs sein.</translation>
    </message>
    <message>
        <source>%1 joins %2's team.</source>
        <translation>%1 tritt dem Team von %2 bei.</translation>
    </message>
    <message>
        <source>Teams are set: deal the first Challenge cards to the track.</source>
        <translation>Die Teams stehen: Leg die ersten Challenge-Karten auf die Leiste.</translation>
    </message>
    <message>
        <source>%1 already has a team.</source>
        <translation>%1 hat bereits ein Team.</translation>
    </message>
    <message>
        <source>%1 must name %2 different champions.</source>
        <translation>%1 muss %2 verschiedene Champions nennen.</translation>
    </message>
    <message>
        <source>%1 is already in this team: one team cannot field it twice.</source>
        <translation>%1 ist schon in diesem Team: Ein Team kann ihn nicht zweimal aufstellen.</translation>
    </message>
    <message>
        <source>A casual draft needs a pool of at least %1 champions, not %2.</source>
        <translation>Ein Casual-Draft braucht einen Pool von mindestens %1 Champions, nicht %2.</translation>
    </message>
    <message>
        <source>A two-player casual draft pool holds each champion once.</source>
        <translation>Im Casual-Draft-Pool für zwei Spieler ist jeder Champion einmal enthalten.</translation>
    </message>
    <message>
        <source>%1 must list %2 different champions.</source>
        <translation>%1 muss %2 verschiedene Champions auflisten.</translation>
    </message>
    <message>
        <source>Teammates may not both bring %1.</source>
        <translation>Teammitglieder dürfen nicht beide %1 mitbringen.</translation>
    </message>
    <message>
        <source>%1 must be free, casual or competitive.</source>
        <translation>%1 muss free, casual oder competitive sein.</translation>
    </message>
    <message>
        <source>setup.%1 names "%2", who is not playing.</source>
        <translation>setup.%1 nennt „%2“, doch diese Person spielt nicht mit.</translation>
    </message>
    <message>
        <source>%1 must split the four players into two teams of two.</source>
        <translation>%1 muss die vier Spieler in zwei Zweierteams aufteilen.</translation>
    </message>
    <message>
        <source>setup.second_player must be on the other team than the first player.</source>
        <translation>setup.second_player muss in einem anderen Team sein als der erste Spieler.</translation>
    </message>
    <message>
        <source>setup.deployment names "%1", which is not a deployment area of the board.</source>
        <translation>setup.deployment nennt „%1“, aber das ist keine Aufstellungszone des Spielplans.</translation>
    </message>
    <message>
        <source>Super Fantasy Brawl is played by 2 players, or 4 in two teams; not %1.</source>
        <translation>Super Fantasy Brawl spielt man zu zweit oder zu viert in zwei Teams, nicht mit %1.</translation>
    </message>
    <message>
        <source>This game drafts its champions: use draft.pick and draft.ban.</source>
        <translation>In diesem Spiel werden die Champions gedraftet: Nutze draft.pick und draft.ban.</translation>
    </message>
    <message>
        <source>player names "%1", who is not playing.</source>
        <translation>player nennt „%1“, doch diese Person spielt nicht mit.</translation>
    </message>
    <message>
        <source>Champions are chosen freely in this game: use team.choose.</source>
        <translation>In diesem Spiel werden die Champions frei gewählt: Nutze team.choose.</translation>
    </message>
    <message>
        <source>%1 bans a champion first.</source>
        <translation>%1 bannt zuerst einen Champion.</translation>
    </message>
    <message>
        <source>%1 is not left in the pool.</source>
        <translation>%1 ist nicht mehr im Pool.</translation>
    </message>
    <message>
        <source>%1 is not among the champions %2 brought and still has.</source>
        <translation>%1 gehört nicht zu den Champions, die %2 mitgebracht hat und noch hat.</translation>
    </message>
    <message>
        <source>There is no ban to make now: only a competitive draft bans, before the picks.</source>
        <translation>Jetzt ist kein Bann fällig: Nur im Competitive-Draft wird gebannt, und zwar vor den Picks.</translation>
    </message>
    <message>
        <source>%1 bans %2 from %3's champions.</source>
        <translation>%1 bannt %2 aus den Champions von %3.</translation>
    </message>
    <message>
        <source>drawn must name the %1 Challenge card(s) drawn, not %2.</source>
        <translation>drawn muss die %1 gezogene(n) Challenge-Karte(n) nennen, nicht %2.</translation>
    </message>
    <message>
        <source>%1 must be a Challenge name of 1 to 80 characters, or {"name", "text"} with a condition of up to 500.</source>
        <translation>%1 muss ein Challenge-Name mit 1 bis 80 Zeichen sein oder {"name", "text"} mit einer Bedingung von bis zu 500 Zeichen.</translation>
    </message>
    <message>
        <source>The Challenge deck holds %1 cards; setup deals %2.</source>
        <translation>Das Challenge-Deck hat %1 Karten; der Aufbau teilt %2 aus.</translation>
    </message>
    <message>
        <source>A trap already lies on %1.</source>
        <translation>Auf %1 liegt bereits eine Falle.</translation>
    </message>
    <message>
        <source>%1 places a face-down trap on %2.</source>
        <translation>%1 legt eine verdeckte Falle auf %2.</translation>
    </message>
    <message>
        <source>%1 is already on the board.</source>
        <translation>%1 ist bereits auf dem Spielplan.</translation>
    </message>
    <message>
        <source>%1 deploys all their champions first.</source>
        <translation>%1 stellt zuerst alle eigenen Champions auf.</translation>
    </message>
    <message>
        <source>%1 is deployed on %2.</source>
        <translation>%1 wird auf %2 aufgestellt.</translation>
    </message>
    <message>
        <source>The Super Fantasy Brawl part of this session could not be read.</source>
        <translation>Der Teil für Super Fantasy Brawl in dieser Partie konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The Challenge discard pile is shuffled into a new deck of %1 cards.</source>
        <translation>Der Challenge-Ablagestapel wird zu einem neuen Deck aus %1 Karten gemischt.</translation>
    </message>
    <message>
        <source>Round %1: %2's turn (no Scoreboard Phase in round 1).</source>
        <translation>Runde %1: %2 ist am Zug (keine Wertungsphase in Runde 1).</translation>
    </message>
    <message>
        <source>Round %1: %2's turn, Scoreboard Phase.</source>
        <translation>Runde %1: %2 ist am Zug, Wertungsphase.</translation>
    </message>
    <message>
        <source>"%1" sits in a Cannot Be Scored slot.</source>
        <translation>„%1“ liegt auf einem Cannot-Be-Scored-Platz.</translation>
    </message>
    <message>
        <source>%1 completes "%2" for %3 VP (%4 in all).</source>
        <translation>%1 erfüllt „%2“ für %3 SP (insgesamt %4).</translation>
    </message>
    <message>
        <source>Upkeep: %1 readies all Cores and discards %2 cards from hand.</source>
        <translation>Unterhaltsphase: %1 macht alle Kerne bereit und wirft %2 Handkarten ab.</translation>
    </message>
    <message>
        <source>Round %1 is over: advance the Challenge Track.</source>
        <translation>Runde %1 ist vorbei: Rück die Challenge-Leiste weiter.</translation>
    </message>
    <message>
        <source>"%1" slides off the track into the discard pile.</source>
        <translation>„%1“ rutscht von der Leiste auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>The %1 has no ability "%2".</source>
        <translation>%1 hat keine Fähigkeit „%2“.</translation>
    </message>
    <message>
        <source>%1 is exhausted and can only use the shared abilities.</source>
        <translation>%1 ist erschöpft und kann nur die gemeinsamen Fähigkeiten nutzen.</translation>
    </message>
    <message>
        <source>A matched set is exactly 3 cards (a Wand counts as one); %1 were given.</source>
        <translation>Ein passendes Set besteht aus genau 3 Karten (eine Wand-Karte zählt als eine); angegeben wurden %1.</translation>
    </message>
    <message>
        <source>%1 holds no Wand.</source>
        <translation>%1 hat keine Wand-Karte.</translation>
    </message>
    <message>
        <source>%1 do not share one colour: not a matched set.</source>
        <translation>%1 haben nicht dieselbe Farbe: kein passendes Set.</translation>
    </message>
    <message>
        <source>%1 is a %2 ability; the set is %3.</source>
        <translation>%1 ist eine %2-Fähigkeit; das Set ist %3.</translation>
    </message>
    <message>
        <source>%1 is a level 2 ability: the three cards must also share one symbol.</source>
        <translation>%1 ist eine Fähigkeit der Stufe 2: Die drei Karten müssen auch dasselbe Symbol haben.</translation>
    </message>
    <message>
        <source>%1 uses %2 with %3; the set goes to the Banishing (%4 of %5 cards). Now carry out: %6</source>
        <translation>%1 nutzt %2 mit %3; das Set kommt ins Banishing (%4 von %5 Karten). Jetzt ausführen: %6</translation>
    </message>
    <message>
        <source>%1 uses %2 with %3; the set goes to the discard pile. Now carry out: %4</source>
        <translation>%1 nutzt %2 mit %3; das Set kommt auf den Ablagestapel. Jetzt ausführen: %4</translation>
    </message>
    <message>
        <source>Swap needs two different Void spaces that both hold a card.</source>
        <translation>Vertauschen braucht zwei verschiedene Void-Felder, auf denen jeweils eine Karte liegt.</translation>
    </message>
    <message>
        <source>%1 swaps %2 (space %3) and %4 (space %5) in the Void.</source>
        <translation>%1 tauscht %2 (Feld %3) und %4 (Feld %5) im Void.</translation>
    </message>
    <message>
        <source>A trade is made with another character.</source>
        <translation>Getauscht wird mit einem anderen Charakter.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3 and receives %4.</source>
        <translation>%1 gibt %2 an %3 und erhält %4.</translation>
    </message>
    <message>
        <source>%1 has no wound to rest off.</source>
        <translation>%1 hat keine Wunde, die Rasten ablegen könnte.</translation>
    </message>
    <message>
        <source>Rest discards a wound of the least damage (%1), and %2 deals %3.</source>
        <translation>Rasten legt eine Wunde mit dem geringsten Schaden (%1) ab, und %2 verursacht %3.</translation>
    </message>
    <message>
        <source>%1 rests and discards %2 (%3 damage).</source>
        <translation>%1 rastet und legt %2 ab (%3 Schaden).</translation>
    </message>
    <message>
        <source>The Banishing's table state could not be read.</source>
        <translation>Der Spielstand von The Banishing konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 must name a place such as "void:4", "hand:fighter" or "discard".</source>
        <translation>%1 muss einen Ort nennen, etwa "void:4", "hand:fighter" oder "discard".</translation>
    </message>
    <message>
        <source>%1: a Void space is numbered 0 to 8, row by row from the top left.</source>
        <translation>%1: Void-Felder sind von 0 bis 8 nummeriert, Reihe für Reihe von oben links.</translation>
    </message>
    <message>
        <source>%1: no character "%2" plays in this game.</source>
        <translation>%1: In diesem Spiel spielt kein Charakter „%2“ mit.</translation>
    </message>
    <message>
        <source>%1 must be an object with "color" and "symbol", or {"wand": true}.</source>
        <translation>%1 muss ein Objekt mit "color" und "symbol" sein oder {"wand": true}.</translation>
    </message>
    <message>
        <source>%1 needs a colour and a symbol that are not empty.</source>
        <translation>%1 braucht eine nicht leere Farbe und ein nicht leeres Symbol.</translation>
    </message>
    <message>
        <source>%1 holds more than 60 wounds.</source>
        <translation>%1 enthält mehr als 60 Wunden.</translation>
    </message>
    <message>
        <source>No wounds: 0 damage.</source>
        <translation>Keine Wunden: 0 Schaden.</translation>
    </message>
    <message>
        <source>Wounds: %1 = %2 damage.</source>
        <translation>Wunden: %1 = %2 Schaden.</translation>
    </message>
    <message>
        <source>Stamina %1 + %2 for Armor = %3.</source>
        <translation>Ausdauer %1 + %2 für Rüstung = %3.</translation>
    </message>
    <message>
        <source>Damage %1 reaches stamina %2: exhausted, only shared abilities can be used.</source>
        <translation>Schaden %1 erreicht Ausdauer %2: erschöpft, nur noch gemeinsame Fähigkeiten nutzbar.</translation>
    </message>
    <message>
        <source>Damage %1 is below stamina %2: not exhausted.</source>
        <translation>Schaden %1 liegt unter Ausdauer %2: nicht erschöpft.</translation>
    </message>
    <message>
        <source>Damage %1 reaches health %2: the character dies and the game is lost.</source>
        <translation>Schaden %1 erreicht Lebenspunkte %2: Der Charakter stirbt und das Spiel ist verloren.</translation>
    </message>
    <message>
        <source>Damage %1 is below health %2: still alive.</source>
        <translation>Schaden %1 liegt unter Lebenspunkten %2: noch am Leben.</translation>
    </message>
    <message>
        <source>%1 holds more than 20 cards.</source>
        <translation>%1 enthält mehr als 20 Karten.</translation>
    </message>
    <message>
        <source>%1 wands are given, but a character can hold only one.</source>
        <translation>%1 Wand-Karten angegeben, aber ein Charakter kann nur eine haben.</translation>
    </message>
    <message>
        <source>A matched set needs 3 cards, and only %1 are given: no ability.</source>
        <translation>Ein passendes Set braucht 3 Karten, angegeben sind nur %1: keine Fähigkeit.</translation>
    </message>
    <message>
        <source>No three of the cards share a colour: no ability.</source>
        <translation>Keine drei Karten haben dieselbe Farbe: keine Fähigkeit.</translation>
    </message>
    <message>
        <source>Cards %1, %2 and %3 share the colour %4 and the symbol %5: a level 2 ability.</source>
        <translation>Die Karten %1, %2 und %3 haben die Farbe %4 und das Symbol %5 gemeinsam: eine Fähigkeit der Stufe 2.</translation>
    </message>
    <message>
        <source>Cards %1, %2 and %3 share the colour %4 but not one symbol: a level 1 ability.</source>
        <translation>Die Karten %1, %2 und %3 haben die Farbe %4 gemeinsam, aber kein Symbol: eine Fähigkeit der Stufe 1.</translation>
    </message>
    <message>
        <source>The wand stands in for a %1 card with the symbol %2.</source>
        <translation>Die Wand-Karte ersetzt eine Karte der Farbe %1 mit dem Symbol %2.</translation>
    </message>
    <message>
        <source>The wand stands in for a %1 card.</source>
        <translation>Die Wand-Karte ersetzt eine Karte der Farbe %1.</translation>
    </message>
    <message>
        <source>%1 must be 1 to 40 letters, digits, '-' or '_'.</source>
        <translation>%1 muss aus 1 bis 40 Buchstaben, Ziffern, '-' oder '_' bestehen.</translation>
    </message>
    <message>
        <source>%1 must hold 1 to 600 characters.</source>
        <translation>%1 muss 1 bis 600 Zeichen enthalten.</translation>
    </message>
    <message>
        <source>%1: the id "%2" is used twice.</source>
        <translation>%1: Die ID „%2“ wird doppelt verwendet.</translation>
    </message>
    <message>
        <source>%1 must be "discard" or "banishing".</source>
        <translation>%1 muss "discard" oder "banishing" sein.</translation>
    </message>
    <message>
        <source>%1 lists more than 20 abilities.</source>
        <translation>%1 führt mehr als 20 Fähigkeiten auf.</translation>
    </message>
    <message>
        <source>%1 must name a character of the pack.</source>
        <translation>%1 muss einen Charakter des Pakets nennen.</translation>
    </message>
    <message>
        <source>%1 must list 1 to 200 kinds of card.</source>
        <translation>%1 muss 1 bis 200 Kartenarten auflisten.</translation>
    </message>
    <message>
        <source>%1 must list 1 to 200 characters.</source>
        <translation>%1 muss 1 bis 200 Charaktere auflisten.</translation>
    </message>
    <message>
        <source>The setup carries no content pack for The Banishing (setup.content).</source>
        <translation>Der Aufbau enthält kein Inhaltspaket für The Banishing (setup.content).</translation>
    </message>
    <message>
        <source>Deal %1 to the Void, row %2, column %3.</source>
        <translation>Leg %1 ins Void, Reihe %2, Spalte %3.</translation>
    </message>
    <message>
        <source>Deal %1 to %2's hand.</source>
        <translation>Gib %1 auf die Hand von %2.</translation>
    </message>
    <message>
        <source>The last card of the deck was drawn: round %1 is over.</source>
        <translation>Die letzte Karte des Decks wurde gezogen: Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>Round %1 is over: the app shuffled the discard pile and %2 level %3 undead into a new deck of %4 cards. Round %5 begins.</source>
        <translation>Runde %1 ist vorbei: Die App hat den Ablagestapel und %2 Untote der Stufe %3 zu einem neuen Deck aus %4 Karten gemischt. Runde %5 beginnt.</translation>
    </message>
    <message>
        <source>Round %1 is over: add the %2 level %3 undead to the discard pile and shuffle it into a new deck of %4 cards. Round %5 begins.</source>
        <translation>Runde %1 ist vorbei: Leg die %2 Untoten der Stufe %3 zum Ablagestapel und misch ihn zu einem neuen Deck aus %4 Karten. Runde %5 beginnt.</translation>
    </message>
    <message>
        <source>%1 cannot go to %2: hands hold symbol cards, wounds undead, item slots items.</source>
        <translation>%1 kann nicht hierhin (%2): Auf die Hand kommen Symbolkarten, zu den Wunden Untote, in Gegenstandsplätze Gegenstände.</translation>
    </message>
    <message>
        <source>%1 already holds a %2; one of each kind only.</source>
        <translation>%1 hat schon %2; von jeder Art nur eins.</translation>
    </message>
    <message>
        <source>%1 is needed: with the real deck, say which card was drawn.</source>
        <translation>%1 fehlt: Gib beim echten Deck an, welche Karte gezogen wurde.</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>Das Deck ist leer.</translation>
    </message>
    <message>
        <source>%1 is needed to move a card from there.</source>
        <translation>%1 wird gebraucht, um von dort eine Karte zu bewegen.</translation>
    </message>
    <message>
        <source>In app-deck mode the app deals every card itself.</source>
        <translation>Im App-Deck-Modus teilt die App jede Karte selbst aus.</translation>
    </message>
    <message>
        <source>No place is waiting for a card from the deck.</source>
        <translation>Kein Ort wartet auf eine Karte vom Deck.</translation>
    </message>
    <message>
        <source>The starting hands are dealt before undead and items join the deck, so %1 cannot be one of them.</source>
        <translation>Die Starthände werden ausgeteilt, bevor Untote und Gegenstände ins Deck kommen, also kann %1 keine davon sein.</translation>
    </message>
    <message>
        <source>First tell the app which card was dealt to %1.</source>
        <translation>Sag der App zuerst, welche Karte an %1 ausgeteilt wurde.</translation>
    </message>
    <message>
        <source>A card is moved between two different places.</source>
        <translation>Eine Karte wird zwischen zwei verschiedenen Orten bewegt.</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3.</source>
        <translation>%1 wurde bewegt: %2 → %3.</translation>
    </message>
    <message>
        <source>%1 is exhausted (damage %2, stamina %3): flip the sheet, only shared abilities from now on.</source>
        <translation>%1 ist erschöpft (Schaden %2, Ausdauer %3): Dreh das Tableau um, ab jetzt nur gemeinsame Fähigkeiten.</translation>
    </message>
    <message>
        <source>%1 has recovered (damage %2, stamina %3): flip the sheet back to its abilities.</source>
        <translation>%1 hat sich erholt (Schaden %2, Ausdauer %3): Dreh das Tableau zurück auf seine Fähigkeiten.</translation>
    </message>
    <message>
        <source>%1 has died: damage %2 reaches health %3.</source>
        <translation>%1 ist gestorben: Schaden %2 erreicht Lebenspunkte %3.</translation>
    </message>
    <message>
        <source>The Banishing holds %1 cards: the Void is closed and the team wins.</source>
        <translation>Im Banishing liegen %1 Karten: Das Void ist geschlossen und das Team gewinnt.</translation>
    </message>
    <message>
        <source>A character has died: the team loses.</source>
        <translation>Ein Charakter ist gestorben: Das Team verliert.</translation>
    </message>
    <message>
        <source>Every character is exhausted: the team loses.</source>
        <translation>Alle Charaktere sind erschöpft: Das Team verliert.</translation>
    </message>
    <message>
        <source>The deck ran out in round 3 before the Banishing was complete: the team loses.</source>
        <translation>Das Deck ging in Runde 3 aus, bevor das Banishing vollständig war: Das Team verliert.</translation>
    </message>
    <message>
        <source>After the correction the game goes on.</source>
        <translation>Nach der Korrektur geht das Spiel weiter.</translation>
    </message>
    <message>
        <source>Setup is not finished: tell the app which cards were dealt first (%1 still to go).</source>
        <translation>Der Aufbau ist nicht fertig: Sag der App zuerst, welche Karten ausgeteilt wurden (noch %1 offen).</translation>
    </message>
    <message>
        <source>The game is over; only corrections are possible now.</source>
        <translation>Das Spiel ist vorbei; jetzt sind nur noch Korrekturen möglich.</translation>
    </message>
    <message>
        <source>It is %1's turn, not %2's.</source>
        <translation>%1 ist am Zug, nicht %2.</translation>
    </message>
    <message>
        <source>%1 must take a row or a column from the Void first.</source>
        <translation>%1 muss zuerst eine Reihe oder Spalte aus dem Void nehmen.</translation>
    </message>
    <message>
        <source>%1 already used an ability this turn (%2); only one per turn.</source>
        <translation>%1 hat in diesem Zug schon eine Fähigkeit genutzt (%2); nur eine pro Zug.</translation>
    </message>
    <message>
        <source>%1: the content pack has no card "%2".</source>
        <translation>%1: Das Inhaltspaket hat keine Karte „%2“.</translation>
    </message>
    <message>
        <source>There is no %1 in %2.</source>
        <translation>%1 gibt es hier nicht: %2.</translation>
    </message>
    <message>
        <source>The pack recommends characters for %1 players only: choose the characters in setup.characters.</source>
        <translation>Das Paket empfiehlt Charaktere nur für %1 Spieler: Wähl die Charaktere in setup.characters.</translation>
    </message>
    <message>
        <source>setup.characters names %1 characters for %2 players: give one per player, or {"player", "character"} pairs.</source>
        <translation>setup.characters nennt %1 Charaktere für %2 Spieler: Gib einen pro Spieler an oder {"player", "character"}-Paare.</translation>
    </message>
    <message>
        <source>%1 must be a character id.</source>
        <translation>%1 muss eine Charakter-ID sein.</translation>
    </message>
    <message>
        <source>%1 must be {"player": id, "character": id}.</source>
        <translation>%1 muss {"player": id, "character": id} sein.</translation>
    </message>
    <message>
        <source>%1 must name a player of this session.</source>
        <translation>%1 muss einen Spieler dieser Partie nennen.</translation>
    </message>
    <message>
        <source>%1: the content pack has no character "%2".</source>
        <translation>%1: Das Inhaltspaket hat keinen Charakter „%2“.</translation>
    </message>
    <message>
        <source>The %1 is chosen twice; every character is in the box once.</source>
        <translation>%1 wurde doppelt gewählt; jeder Charakter ist nur einmal in der Schachtel.</translation>
    </message>
    <message>
        <source>%1 has no character: every player needs one.</source>
        <translation>%1 hat keinen Charakter: Jeder Spieler braucht einen.</translation>
    </message>
    <message>
        <source>%1 must name a player or a character of this game.</source>
        <translation>%1 muss einen Spieler oder Charakter dieses Spiels nennen.</translation>
    </message>
    <message>
        <source>The pack has %1 symbol cards, too few to deal %2 to each character.</source>
        <translation>Das Paket hat %1 Symbolkarten, zu wenige, um jedem Charakter %2 auszuteilen.</translation>
    </message>
    <message>
        <source>The deck cannot deal a Void of nine cards with fewer than %1 undead.</source>
        <translation>Mit weniger als %1 Untoten kann das Deck kein Void aus neun Karten austeilen.</translation>
    </message>
    <message>
        <source>%1 must be "table" (the real deck) or "app" (the app shuffles).</source>
        <translation>%1 muss "table" (das echte Deck) oder "app" (die App mischt) sein.</translation>
    </message>
    <message>
        <source>A player is called "%1", the id of a character or of the table: rename the player.</source>
        <translation>Ein Spieler heißt „%1“ wie die ID eines Charakters oder des Tisches: Benenne den Spieler um.</translation>
    </message>
    <message>
        <source>The pack's deck of %1 cards is too small to deal the hands and the Void.</source>
        <translation>Das Deck des Pakets mit %1 Karten ist zu klein für die Hände und das Void.</translation>
    </message>
    <message>
        <source>%1 of the nine Void cards are undead: shuffle all nine back into the deck and deal the Void again.</source>
        <translation>%1 der neun Void-Karten sind Untote: Misch alle neun zurück ins Deck und leg das Void neu aus.</translation>
    </message>
    <message>
        <source>Setup is done. %1 begins: take a row or a column from the Void.</source>
        <translation>Der Aufbau ist fertig. %1 beginnt: Nimm eine Reihe oder Spalte aus dem Void.</translation>
    </message>
    <message>
        <source>%1 holds no Shield.</source>
        <translation>%1 hat kein Shield.</translation>
    </message>
    <message>
        <source>A Shield only stops an undead taken this turn, and %1 took no %2 this turn.</source>
        <translation>Ein Shield hält nur Untote auf, die in diesem Zug genommen wurden, und %1 hat in diesem Zug %2 nicht genommen.</translation>
    </message>
    <message>
        <source>%1 uses the Shield: %2 and the Shield go to the discard pile.</source>
        <translation>%1 setzt das Shield ein: %2 und das Shield kommen auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 into the hand.</source>
        <translation>%1 nimmt %2 auf die Hand.</translation>
    </message>
    <message>
        <source>%1 already holds a %2: the second one goes to the discard pile.</source>
        <translation>%1 hat schon %2: Das zweite Exemplar kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 puts %2 in the item slot.</source>
        <translation>%1 legt %2 in den Gegenstandsplatz.</translation>
    </message>
    <message>
        <source>%1 takes %2 as a wound (%3 damage).</source>
        <translation>%1 nimmt %2 als Wunde (%3 Schaden).</translation>
    </message>
    <message>
        <source>%1 already took from the Void this turn.</source>
        <translation>%1 hat in diesem Zug schon aus dem Void genommen.</translation>
    </message>
    <message>
        <source>That line of the Void holds no cards.</source>
        <translation>In dieser Linie des Voids liegen keine Karten.</translation>
    </message>
    <message>
        <source>%1 holds %2 cards, within the limit of %3: nothing needs discarding.</source>
        <translation>%1 hat %2 Karten, innerhalb des Limits von %3: Nichts muss abgeworfen werden.</translation>
    </message>
    <message>
        <source>%1 holds %2 cards: discard exactly %3 to end the turn at the limit of %4.</source>
        <translation>%1 hat %2 Karten: Wirf genau %3 ab, um den Zug mit dem Limit von %4 zu beenden.</translation>
    </message>
    <message>
        <source>%1 discards %2 cards down to the hand limit.</source>
        <translation>%1 wirft %2 Karten bis auf das Handkartenlimit ab.</translation>
    </message>
    <message>
        <source>%1 passes: no ability this turn.</source>
        <translation>%1 passt: keine Fähigkeit in diesem Zug.</translation>
    </message>
    <message>
        <source>%1's turn: take a row or a column from the Void.</source>
        <translation>%1 ist am Zug: Nimm eine Reihe oder Spalte aus dem Void.</translation>
    </message>
    <message>
        <source>%1 holds more than 20 modifiers.</source>
        <translation>%1 enthält mehr als 20 Modifikatoren.</translation>
    </message>
    <message>
        <source>%1 must be an object with "source" and "value".</source>
        <translation>%1 muss ein Objekt mit "source" und "value" sein.</translation>
    </message>
    <message>
        <source>%1 must be "hero" when the attacker is a monster: monsters fight heroes.</source>
        <translation>%1 muss "hero" sein, wenn der Angreifer ein Monster ist: Monster kämpfen gegen Helden.</translation>
    </message>
    <message>
        <source>%1 is needed when two heroes fight: ties go to the higher rank.</source>
        <translation>%1 wird gebraucht, wenn zwei Helden kämpfen: Bei Gleichstand gewinnt der höhere Rang.</translation>
    </message>
    <message>
        <source>%1 must differ from attacker.rank: two heroes never share a ranking position.</source>
        <translation>%1 muss sich von attacker.rank unterscheiden: Zwei Helden teilen nie einen Rangplatz.</translation>
    </message>
    <message>
        <source>Monster attack: bonus %1 + d4 roll %2 = %3.</source>
        <translation>Monsterangriff: Bonus %1 + d4-Wurf %2 = %3.</translation>
    </message>
    <message>
        <source>Attack total: %1 (attack value, no modifiers).</source>
        <translation>Angriff gesamt: %1 (Angriffswert, keine Modifikatoren).</translation>
    </message>
    <message>
        <source>Attack total: attack value %1 with modifiers %2 = %3.</source>
        <translation>Angriff gesamt: Angriffswert %1 mit Modifikatoren %2 = %3.</translation>
    </message>
    <message>
        <source>Monster defense: base %1 + d4 roll %2 = %3.</source>
        <translation>Monsterverteidigung: Basis %1 + d4-Wurf %2 = %3.</translation>
    </message>
    <message>
        <source>Defense total: %1 (defense value, no modifiers).</source>
        <translation>Verteidigung gesamt: %1 (Verteidigungswert, keine Modifikatoren).</translation>
    </message>
    <message>
        <source>Defense total: defense value %1 with modifiers %2 = %3.</source>
        <translation>Verteidigung gesamt: Verteidigungswert %1 mit Modifikatoren %2 = %3.</translation>
    </message>
    <message>
        <source>Attack %1 beats defense %2: the attacker wins.</source>
        <translation>Angriff %1 schlägt Verteidigung %2: Der Angreifer gewinnt.</translation>
    </message>
    <message>
        <source>Attack %1 is below defense %2: the defender holds.</source>
        <translation>Angriff %1 liegt unter Verteidigung %2: Der Verteidiger hält stand.</translation>
    </message>
    <message>
        <source>Tie at %1: every hero outranks a monster, so the attacker wins.</source>
        <translation>Gleichstand bei %1: Jeder Held steht im Rang über einem Monster, also gewinnt der Angreifer.</translation>
    </message>
    <message>
        <source>Tie at %1: every hero outranks a monster, so the defender holds.</source>
        <translation>Gleichstand bei %1: Jeder Held steht im Rang über einem Monster, also hält der Verteidiger stand.</translation>
    </message>
    <message>
        <source>Tie at %1: the attacker's rank %2 is higher than the defender's rank %3, so the attacker wins.</source>
        <translation>Gleichstand bei %1: Der Rang %2 des Angreifers ist höher als der Rang %3 des Verteidigers, also gewinnt der Angreifer.</translation>
    </message>
    <message>
        <source>Tie at %1: the defender's rank %2 is higher than the attacker's rank %3, so the defender holds.</source>
        <translation>Gleichstand bei %1: Der Rang %2 des Verteidigers ist höher als der Rang %3 des Angreifers, also hält der Verteidiger stand.</translation>
    </message>
    <message>
        <source>Raw damage: difference %1 + monster damage %2 = %3.</source>
        <translation>Grundschaden: Differenz %1 + Monsterschaden %2 = %3.</translation>
    </message>
    <message>
        <source>A slaying weapon doubles its damage against a monster: %1 becomes %2.</source>
        <translation>Eine Slaying-Waffe verdoppelt ihren Schaden gegen ein Monster: aus %1 wird %2.</translation>
    </message>
    <message>
        <source>Raw damage: difference %1 + weapon damage %2 = %3.</source>
        <translation>Grundschaden: Differenz %1 + Waffenschaden %2 = %3.</translation>
    </message>
    <message>
        <source>Protection against %1 damage stops it all: %2 becomes 0.</source>
        <translation>Schutz gegen Schadensart %1 hält ihn ganz ab: aus %2 wird 0.</translation>
    </message>
    <message>
        <source>Resistance to %1 damage halves it, rounded down: %2 becomes %3.</source>
        <translation>Resistenz gegen Schadensart %1 halbiert ihn, abgerundet: aus %2 wird %3.</translation>
    </message>
    <message>
        <source>No protection or resistance against %1 damage.</source>
        <translation>Kein Schutz und keine Resistenz gegen Schadensart %1.</translation>
    </message>
    <message>
        <source>Despair halves what is left, rounded down: %1 becomes %2.</source>
        <translation>Verzweiflung halbiert den Rest, abgerundet: aus %1 wird %2.</translation>
    </message>
    <message>
        <source>No damage is dealt.</source>
        <translation>Es wird kein Schaden verursacht.</translation>
    </message>
    <message>
        <source>A winning attacker always deals at least 1 damage to a hero: damage is 1.</source>
        <translation>Ein siegreicher Angreifer verursacht bei einem Helden immer mindestens 1 Schaden: Der Schaden ist 1.</translation>
    </message>
    <message>
        <source>Damage %1 reaches the token's threshold %2: the stamina token is removed.</source>
        <translation>Schaden %1 erreicht die Schwelle %2 des Markers: Der Ausdauermarker wird entfernt.</translation>
    </message>
    <message>
        <source>Damage %1 is below the token's threshold %2: the stamina token stays.</source>
        <translation>Schaden %1 liegt unter der Schwelle %2 des Markers: Der Ausdauermarker bleibt.</translation>
    </message>
    <message>
        <source>Health stays at %1.</source>
        <translation>Die Lebenspunkte bleiben bei %1.</translation>
    </message>
    <message>
        <source>Health drops from %1 to %2.</source>
        <translation>Die Lebenspunkte sinken von %1 auf %2.</translation>
    </message>
    <message>
        <source>The monster's d4 is not rolled yet: each of its 4 faces is equally likely.</source>
        <translation>Der d4 des Monsters ist noch nicht gewürfelt: Jede seiner 4 Seiten ist gleich wahrscheinlich.</translation>
    </message>
    <message>
        <source>d4 shows %1: attack %2, the monster wins and deals %3 damage.</source>
        <translation>d4 zeigt %1: Angriff %2, das Monster gewinnt und verursacht %3 Schaden.</translation>
    </message>
    <message>
        <source>d4 shows %1: attack %2, the hero holds.</source>
        <translation>d4 zeigt %1: Angriff %2, der Held hält stand.</translation>
    </message>
    <message>
        <source>d4 shows %1: defense %2, the monster holds.</source>
        <translation>d4 zeigt %1: Verteidigung %2, das Monster hält stand.</translation>
    </message>
    <message>
        <source>d4 shows %1: defense %2, the attacker wins with %3 damage and removes the stamina token.</source>
        <translation>d4 zeigt %1: Verteidigung %2, der Angreifer gewinnt mit %3 Schaden und entfernt den Ausdauermarker.</translation>
    </message>
    <message>
        <source>d4 shows %1: defense %2, the attacker wins with %3 damage, short of the token's threshold %4.</source>
        <translation>d4 zeigt %1: Verteidigung %2, der Angreifer gewinnt mit %3 Schaden, bleibt aber unter der Schwelle %4 des Markers.</translation>
    </message>
    <message>
        <source>Chance that the attacker wins: %1.</source>
        <translation>Chance, dass der Angreifer gewinnt: %1.</translation>
    </message>
    <message>
        <source>Expected damage to the hero: %1 (about %2).</source>
        <translation>Erwarteter Schaden am Helden: %1 (etwa %2).</translation>
    </message>
    <message>
        <source>Chance that the stamina token is removed: %1.</source>
        <translation>Chance, dass der Ausdauermarker entfernt wird: %1.</translation>
    </message>
    <message>
        <source>seed must be an unsigned whole number (up to 2^53 as a JSON number, or any 64-bit value as a decimal string).</source>
        <translation>seed muss eine vorzeichenlose ganze Zahl sein (bis 2^53 als JSON-Zahl oder ein beliebiger 64-Bit-Wert als Dezimalstring).</translation>
    </message>
    <message>
        <source>There is no calculator "%1"; known: %2.</source>
        <translation>Es gibt keinen Rechner „%1“; bekannt: %2.</translation>
    </message>
    <message>
        <source>The request line is longer than 1 MiB and was skipped.</source>
        <translation>Die Anfragezeile ist länger als 1 MiB und wurde übersprungen.</translation>
    </message>
    <message>
        <source>The request is not valid JSON: %1 at byte %2.</source>
        <translation>Die Anfrage ist kein gültiges JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <source>The request must be a JSON object.</source>
        <translation>Die Anfrage muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The request needs an "op" string.</source>
        <translation>Die Anfrage braucht einen String "op".</translation>
    </message>
    <message>
        <source>There is no rules entry "%1".</source>
        <translation>Es gibt keinen Regeleintrag „%1“.</translation>
    </message>
    <message>
        <source>There is no op "%1".</source>
        <translation>Es gibt kein op "%1".</translation>
    </message>
    <message>
        <source>%1 must be the number of a session.</source>
        <translation>%1 muss die Nummer einer Partie sein.</translation>
    </message>
    <message>
        <source>The content pack %1 could not be opened.</source>
        <translation>Das Inhaltspaket %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The content pack %1 is not valid JSON (%2 at byte %3).</source>
        <translation>Das Inhaltspaket %1 ist kein gültiges JSON (%2 bei Byte %3).</translation>
    </message>
    <message>
        <source>There is no game "%1".</source>
        <translation>Es gibt kein Spiel „%1“.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The content pack could not be written to %1.</source>
        <translation>Das Inhaltspaket konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>The content pack %1 could not be removed.</source>
        <translation>Das Inhaltspaket %1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Entry %1 of the session log has an unknown kind.</source>
        <translation>Eintrag %1 im Partieprotokoll hat eine unbekannte Art.</translation>
    </message>
    <message>
        <source>This is not an exported Arbiter session.</source>
        <translation>Das ist keine exportierte Arbiter-Partie.</translation>
    </message>
    <message>
        <source>The export has no valid seed.</source>
        <translation>Der Export hat keinen gültigen Seed.</translation>
    </message>
    <message>
        <source>%1 is not a database Arbiter can use. The file was left as it is.</source>
        <translation>%1 ist keine Datenbank, die Arbiter nutzen kann. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). The file was left as it is; restore a backup or choose another file.</source>
        <translation>Die Datenbank %1 ist beschädigt (%2). Die Datei wurde nicht verändert; stell eine Sicherung wieder her oder wähl eine andere Datei.</translation>
    </message>
    <message>
        <source>The database %1 has format version %2, written by a newer Arbiter; this Arbiter reads up to version %3. Update Arbiter to open it. The file was left as it is.</source>
        <translation>Die Datenbank %1 hat die Formatversion %2 und stammt von einer neueren Arbiter-Version; diese Version liest bis Version %3. Aktualisiere Arbiter, um sie zu öffnen. Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program. Close it there and try again.</source>
        <translation>Die Datenbank %1 wird von einem anderen Programm verwendet. Schließ sie dort und versuch es erneut.</translation>
    </message>
    <message>
        <source>Could not read or write the database %1: %2</source>
        <translation>Die Datenbank %1 konnte nicht gelesen oder geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Record %1 of session %2 was not stored: the log only grows one record at a time and the next one is %3.</source>
        <translation>Eintrag %1 von Partie %2 wurde nicht gespeichert: Das Protokoll wächst nur um einen Eintrag auf einmal, und der nächste ist %3.</translation>
    </message>
    <message>
        <source>The imported log is out of order: record %1 stands where record %2 belongs. Nothing was imported.</source>
        <translation>Das importierte Protokoll ist durcheinander: Eintrag %1 steht, wo Eintrag %2 hingehört. Es wurde nichts importiert.</translation>
    </message>
    <message>
        <source>A record of kind "%1" cannot be stored: only action, undo and redo exist.</source>
        <translation>Ein Eintrag der Art "%1" kann nicht gespeichert werden: Es gibt nur action, undo und redo.</translation>
    </message>
    <message>
        <source>There is no session %1.</source>
        <translation>Es gibt keine Partie %1.</translation>
    </message>
    <message>
        <source>Challenge "%1" comes into a Cannot Be Scored slot.</source>
        <translation>Challenge „%1“ kommt auf einen Cannot-Be-Scored-Platz.</translation>
    </message>
    <message>
        <source>Challenge "%1" comes into a %2 VP slot.</source>
        <translation>Challenge „%1“ kommt auf einen Platz mit %2 SP.</translation>
    </message>
    <message>
        <source>Slot %1 of the Challenge Track holds no card (slots count from 0).</source>
        <translation>Auf Platz %1 der Challenge-Leiste liegt keine Karte (Plätze zählen ab 0).</translation>
    </message>
    <message>
        <source>Type a whole number, such as 7 or -2.</source>
        <translation>Gib eine ganze Zahl ein, etwa 7 oder -2.</translation>
    </message>
    <message>
        <source>No database is open; choose one in the settings.</source>
        <translation>Keine Datenbank ist geöffnet; wähle eine in den Einstellungen.</translation>
    </message>
    <message>
        <source>No session is open.</source>
        <translation>Keine Partie ist geöffnet.</translation>
    </message>
    <message>
        <source>%1 already has a counter called %2.</source>
        <translation>%1 hat schon einen Zähler namens %2.</translation>
    </message>
    <message>
        <source>Die %1 has no value yet: type the face it shows.</source>
        <translation>Würfel %1 hat noch keinen Wert: gib die Augenzahl ein, die er zeigt.</translation>
    </message>
    <message>
        <source>Die %1: type the number on its face.</source>
        <translation>Würfel %1: gib die Zahl auf seiner Oberseite ein.</translation>
    </message>
    <message>
        <source>The sessions could not be written to %1 (%2).</source>
        <translation>Die Partien konnten nicht nach %1 geschrieben werden (%2).</translation>
    </message>
    <message>
        <source>Choose a folder to export the sessions to.</source>
        <translation>Wähle einen Ordner für den Export der Partien.</translation>
    </message>
    <message>
        <source>The app cannot start this game yet.</source>
        <translation>Dieses Spiel kann die App noch nicht starten.</translation>
    </message>
    <message>
        <source>Type the path of a database file.</source>
        <translation>Gib den Pfad einer Datenbankdatei ein.</translation>
    </message>
    <message>
        <source>The monsters act now.</source>
        <translation>Jetzt handeln die Monster.</translation>
    </message>
    <message>
        <source>The rituals of this turn are cast first.</source>
        <translation>Zuerst werden die Rituale dieses Zugs gewirkt.</translation>
    </message>
    <message>
        <source>%1 acts now, not %2: the ranking decides.</source>
        <translation>Jetzt handelt %1, nicht %2: Die Rangfolge entscheidet.</translation>
    </message>
    <message>
        <source>%1 discards a power face down.</source>
        <translation>%1 wirft eine Kraft verdeckt ab.</translation>
    </message>
    <message>
        <source>A spell is aimed at a hex of the Arena.</source>
        <translation>Ein Zauber zielt auf ein Feld der Arena.</translation>
    </message>
    <message>
        <source>Nobody stands in that area.</source>
        <translation>In diesem Bereich steht niemand.</translation>
    </message>
    <message>
        <source>%1 is under Pacify and cannot attack.</source>
        <translation>%1 steht unter Pacify und kann nicht angreifen.</translation>
    </message>
    <message>
        <source>%1 is a %2 power, not a %3.</source>
        <translation>%1 ist eine %2-Kraft, keine %3-Kraft.</translation>
    </message>
    <message>
        <source>That skill of %1 already holds a Mana gem.</source>
        <translation>Diese Fertigkeit von %1 hat bereits einen Mana-Stein.</translation>
    </message>
    <message>
        <source>%1 puts a Mana gem into %2.</source>
        <translation>%1 legt einen Mana-Stein auf %2.</translation>
    </message>
    <message>
        <source>A blessing goes on a standing allied hero; %1 is not one.</source>
        <translation>Ein Segen kommt auf einen stehenden verbündeten Helden; %1 ist keiner.</translation>
    </message>
    <message>
        <source>The %1 blessing goes on %2.</source>
        <translation>Der Segen %1 kommt auf %2.</translation>
    </message>
    <message>
        <source>%1 casts %2.</source>
        <translation>%1 wirkt %2.</translation>
    </message>
    <message>
        <source>%1 is not an allied hero.</source>
        <translation>%1 ist kein verbündeter Held.</translation>
    </message>
    <message>
        <source>%1 cannot be brought back.</source>
        <translation>%1 kann nicht zurückgeholt werden.</translation>
    </message>
    <message>
        <source>%1 returns with 4 Health, no gems, blessings or curses.</source>
        <translation>%1 kehrt mit 4 Lebenspunkten zurück, ohne Steine, Segen oder Flüche.</translation>
    </message>
    <message>
        <source>%1: every standing ally heals %2.</source>
        <translation>%1: Jeder stehende Verbündete heilt %2.</translation>
    </message>
    <message>
        <source>%1 must be melee or ranged for a power attack.</source>
        <translation>%1 muss für einen Kraftangriff melee oder ranged sein.</translation>
    </message>
    <message>
        <source>%1 has no Mana gem in %2.</source>
        <translation>%1 hat keinen Mana-Stein auf %2.</translation>
    </message>
    <message>
        <source>%1 is used when attacked, not on the hero's own turn.</source>
        <translation>%1 wird eingesetzt, wenn der Held angegriffen wird, nicht in seinem eigenen Zug.</translation>
    </message>
    <message>
        <source>%1 spends the gem of %2.</source>
        <translation>%1 verbraucht den Stein von %2.</translation>
    </message>
    <message>
        <source>Carry out %1 at the table.</source>
        <translation>Führe %1 am Tisch aus.</translation>
    </message>
    <message>
        <source>The %1 marker is already at the end of its track.</source>
        <translation>Der %1-Marker ist bereits am Ende seiner Leiste.</translation>
    </message>
    <message>
        <source>The %1-%2 marker moves towards %3: now %4.</source>
        <translation>Der %1-%2-Marker rückt in Richtung %3: jetzt %4.</translation>
    </message>
    <message>
        <source>%1 favours %2, where the marker stands %3 steps over: %4 gold on the mat.</source>
        <translation>%1 steht für %2, und der Marker steht %3 Schritte auf dieser Seite: %4 Gold aufs Tableau.</translation>
    </message>
    <message>
        <source>The %1 token goes on %2.</source>
        <translation>Der %1-Marker kommt auf %2.</translation>
    </message>
    <message>
        <source>%1 moves to rank %2.</source>
        <translation>%1 rückt auf Rang %2.</translation>
    </message>
    <message>
        <source>%1 cannot be pushed: the hex behind is taken or off the Arena.</source>
        <translation>%1 kann nicht zurückgestoßen werden: Das Feld dahinter ist besetzt oder liegt außerhalb der Arena.</translation>
    </message>
    <message>
        <source>%1 (%2) beats %3 (%4) and deals %5 damage.</source>
        <translation>%1 (%2) schlägt %3 (%4) und verursacht %5 Schaden.</translation>
    </message>
    <message>
        <source>%1 (%2) holds off %3 (%4).</source>
        <translation>%1 (%2) hält %3 (%4) stand.</translation>
    </message>
    <message>
        <source>%1 falls: below 1 Health the hero is out of the fight.</source>
        <translation>%1 fällt: Unter 1 Lebenspunkt ist der Held aus dem Kampf.</translation>
    </message>
    <message>
        <source>%1 loses its last stamina token and is defeated.</source>
        <translation>%1 verliert den letzten Ausdauermarker und ist besiegt.</translation>
    </message>
    <message>
        <source>%1 loses a stamina token; %2 left.</source>
        <translation>%1 verliert einen Ausdauermarker; %2 übrig.</translation>
    </message>
    <message>
        <source>Only a won melee attack on a hero pushes it back.</source>
        <translation>Nur ein gewonnener Nahkampfangriff auf einen Helden stößt ihn zurück.</translation>
    </message>
    <message>
        <source>The artifact is bid for once every hero of the turn is placed.</source>
        <translation>Auf das Artefakt wird geboten, sobald alle Helden des Zugs platziert sind.</translation>
    </message>
    <message>
        <source>%1: no player "%2" plays in this game.</source>
        <translation>%1: In diesem Spiel spielt kein Spieler „%2“ mit.</translation>
    </message>
    <message>
        <source>%1 bids %2 but holds only %3 gold.</source>
        <translation>%1 bietet %2, hat aber nur %3 Gold.</translation>
    </message>
    <message>
        <source>Nobody bids: %1 goes into the pouch.</source>
        <translation>Niemand bietet: %1 kommt in den Beutel.</translation>
    </message>
    <message>
        <source>The highest bids tie at %1: %2 goes into the pouch and every bid is spent.</source>
        <translation>Gleichstand der höchsten Gebote bei %1: %2 kommt in den Beutel, und alle Gebote sind verbraucht.</translation>
    </message>
    <message>
        <source>The Market is refilled with %1 items.</source>
        <translation>Der Markt wird mit %1 Gegenständen aufgefüllt.</translation>
    </message>
    <message>
        <source>Hierapolis turn %1: %2 holds the initiative and places first.</source>
        <translation>Hierapolis-Zug %1: %2 hat die Initiative und platziert zuerst.</translation>
    </message>
    <message>
        <source>%1 must be 1 to 40 lower-case letters, digits or '-'.</source>
        <translation>%1 muss aus 1 bis 40 Kleinbuchstaben, Ziffern oder '-' bestehen.</translation>
    </message>
    <message>
        <source>%1 must be a damage type: physical, light, void, fire, ice or acid.</source>
        <translation>%1 muss eine Schadensart sein: physical, light, void, fire, ice oder acid.</translation>
    </message>
    <message>
        <source>%1 must be a non-empty string.</source>
        <translation>%1 muss ein nicht leerer Text sein.</translation>
    </message>
    <message>
        <source>%1 holds more than 200 entries.</source>
        <translation>%1 enthält mehr als 200 Einträge.</translation>
    </message>
    <message>
        <source>%1: a ranged hero has 2 item slots and any other hero 3.</source>
        <translation>%1: Ein Fernkampfheld hat 2 Gegenstandsplätze, jeder andere Held 3.</translation>
    </message>
    <message>
        <source>%1: every hero has exactly three skills.</source>
        <translation>%1: Jeder Held hat genau drei Fertigkeiten.</translation>
    </message>
    <message>
        <source>%1 names no effect the app knows.</source>
        <translation>%1 nennt keinen Effekt, den die App kennt.</translation>
    </message>
    <message>
        <source>%1: Valor, Aegis and Rejuvenation are the blessing effects, and only blessings carry them.</source>
        <translation>%1: Valor, Aegis und Rejuvenation sind die Segenseffekte, und nur Segen haben sie.</translation>
    </message>
    <message>
        <source>%1 must cover at least one hex.</source>
        <translation>%1 muss mindestens ein Feld abdecken.</translation>
    </message>
    <message>
        <source>%1 must list six actions, one per face of the die.</source>
        <translation>%1 muss sechs Aktionen enthalten, eine pro Würfelseite.</translation>
    </message>
    <message>
        <source>%1 must name six different alignments.</source>
        <translation>%1 muss sechs verschiedene Gesinnungen nennen.</translation>
    </message>
    <message>
        <source>%1 must pair two alignments of the pack.</source>
        <translation>%1 muss zwei Gesinnungen des Pakets paaren.</translation>
    </message>
    <message>
        <source>%1 must be three axes that use every alignment once.</source>
        <translation>%1 muss aus drei Achsen bestehen, die jede Gesinnung genau einmal verwenden.</translation>
    </message>
    <message>
        <source>%1 must be {"attack": n, "defense": n}.</source>
        <translation>%1 muss {"attack": n, "defense": n} sein.</translation>
    </message>
    <message>
        <source>%1 must list six value pairs, one per Hierapolis turn.</source>
        <translation>%1 muss sechs Wertepaare enthalten, eines pro Hierapolis-Zug.</translation>
    </message>
    <message>
        <source>%1 may hold only steal-mana, damage, steal-2-gold, steal-4-gold and initiative.</source>
        <translation>%1 darf nur steal-mana, damage, steal-2-gold, steal-4-gold und initiative enthalten.</translation>
    </message>
    <message>
        <source>%1 must list six outcomes, one per face of the die.</source>
        <translation>%1 muss sechs Ergebnisse enthalten, eines pro Würfelseite.</translation>
    </message>
    <message>
        <source>content.powers: %1 has no power with the value pair of turn %2.</source>
        <translation>content.powers: %1 hat keine Kraft mit dem Wertepaar von Zug %2.</translation>
    </message>
    <message>
        <source>%1 must lie on the arena and off its centre.</source>
        <translation>%1 muss in der Arena und außerhalb ihrer Mitte liegen.</translation>
    </message>
    <message>
        <source>%1 must lie on the arena.</source>
        <translation>%1 muss in der Arena liegen.</translation>
    </message>
    <message>
        <source>%1 must offer at least 12 hexes, one per hero.</source>
        <translation>%1 muss mindestens 12 Felder bieten, eines pro Held.</translation>
    </message>
    <message>
        <source>Theosis needs its content pack in setup.content.</source>
        <translation>Theosis braucht sein Inhaltspaket in setup.content.</translation>
    </message>
    <message>
        <source>Heroes enter the Arena once the ranking is made.</source>
        <translation>Die Helden betreten die Arena, sobald die Rangfolge feststeht.</translation>
    </message>
    <message>
        <source>%1 enters next: the lowest rank comes first.</source>
        <translation>%1 ist als Nächstes dran: Der niedrigste Rang kommt zuerst.</translation>
    </message>
    <message>
        <source>%1's heroes stand next to each other: choose a starting hex beside one of them.</source>
        <translation>Die Helden von %1 stehen nebeneinander: Wähle ein Startfeld neben einem von ihnen.</translation>
    </message>
    <message>
        <source>The pack has no item "%1".</source>
        <translation>Das Paket hat keinen Gegenstand „%1“.</translation>
    </message>
    <message>
        <source>%1 has no slot "%2".</source>
        <translation>%1 hat keinen Platz „%2“.</translation>
    </message>
    <message>
        <source>The %1 slot of %2 takes %3, not a %4.</source>
        <translation>Der Platz %1 von %2 nimmt %3 auf, nicht %4.</translation>
    </message>
    <message>
        <source>%1 needs both hands: put it in a hand slot.</source>
        <translation>%1 braucht beide Hände: Leg es in einen Handplatz.</translation>
    </message>
    <message>
        <source>%1 equips %2 (%3 slot).</source>
        <translation>%1 rüstet %2 aus (Platz %3).</translation>
    </message>
    <message>
        <source>%1 equips %2 (%3 slot); %4 goes back into the pouch.</source>
        <translation>%1 rüstet %2 aus (Platz %3); %4 kommt zurück in den Beutel.</translation>
    </message>
    <message>
        <source>%1 does not hold %2 in hand.</source>
        <translation>%1 hat %2 nicht auf der Hand.</translation>
    </message>
    <message>
        <source>%1 spent the last power in hand (%2) and takes the other %3 back.</source>
        <translation>%1 hat die letzte Kraft auf der Hand ausgespielt (%2) und nimmt die anderen %3 zurück.</translation>
    </message>
    <message>
        <source>%1: the pack has no power "%2".</source>
        <translation>%1: Das Paket hat keine Kraft „%2“.</translation>
    </message>
    <message>
        <source>Every hero is placed: the artifact of turn %1 is %2. Players bid in secret.</source>
        <translation>Alle Helden sind platziert: Das Artefakt von Zug %1 ist %2. Die Spieler bieten geheim.</translation>
    </message>
    <message>
        <source>Heroes go to locations only during a Hierapolis turn.</source>
        <translation>Helden gehen nur während eines Hierapolis-Zugs zu Orten.</translation>
    </message>
    <message>
        <source>%1 must first settle the last location's reward.</source>
        <translation>%1 muss zuerst die Belohnung des letzten Orts abhandeln.</translation>
    </message>
    <message>
        <source>It is %1's turn to place a hero, not %2's.</source>
        <translation>%1 platziert jetzt einen Helden, nicht %2.</translation>
    </message>
    <message>
        <source>%1 has no Health left and is out of the game.</source>
        <translation>%1 hat keine Lebenspunkte mehr und ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <source>%1 already went to a location this turn.</source>
        <translation>%1 war in diesem Zug bereits an einem Ort.</translation>
    </message>
    <message>
        <source>In this game the heroes left in the box hold that location.</source>
        <translation>In diesem Spiel besetzen die in der Schachtel verbliebenen Helden diesen Ort.</translation>
    </message>
    <message>
        <source>A player's first hero each turn goes to the gold space of a Quest.</source>
        <translation>Der erste Held eines Spielers geht in jedem Zug auf das Goldfeld einer Quest.</translation>
    </message>
    <message>
        <source>Only the Quests have gold spaces.</source>
        <translation>Nur die Quests haben Goldfelder.</translation>
    </message>
    <message>
        <source>%1 already has a hero on a gold space this turn.</source>
        <translation>%1 hat in diesem Zug bereits einen Helden auf einem Goldfeld.</translation>
    </message>
    <message>
        <source>The gold space of the %1 Quest is taken this turn.</source>
        <translation>Das Goldfeld der Quest %1 ist in diesem Zug besetzt.</translation>
    </message>
    <message>
        <source>%1 goes to the %2.</source>
        <translation>%1 geht zum Ort %2.</translation>
    </message>
    <message>
        <source>%1 takes the gold space of the %2 Quest.</source>
        <translation>%1 besetzt das Goldfeld der Quest %2.</translation>
    </message>
    <message>
        <source>%1 goes on the %2 Quest.</source>
        <translation>%1 geht auf die Quest %2.</translation>
    </message>
    <message>
        <source>%1 takes the initiative marker; it counts from the next turn.</source>
        <translation>%1 nimmt den Initiativemarker; er zählt ab dem nächsten Zug.</translation>
    </message>
    <message>
        <source>A player cannot steal from themselves.</source>
        <translation>Ein Spieler kann nicht von sich selbst stehlen.</translation>
    </message>
    <message>
        <source>%1 has only %2 gold.</source>
        <translation>%1 hat nur %2 Gold.</translation>
    </message>
    <message>
        <source>%1 steals %2 gold from %3.</source>
        <translation>%1 stiehlt %2 Gold von %3.</translation>
    </message>
    <message>
        <source>%1 is not an enemy hero.</source>
        <translation>%1 ist kein gegnerischer Held.</translation>
    </message>
    <message>
        <source>%1 gains the power %2 (%3/%4).</source>
        <translation>%1 erhält die Kraft %2 (%3/%4).</translation>
    </message>
    <message>
        <source>%1 gains %2 gold from the Quest.</source>
        <translation>%1 erhält %2 Gold aus der Quest.</translation>
    </message>
    <message>
        <source>%1 is not in the Market.</source>
        <translation>%1 ist nicht im Markt.</translation>
    </message>
    <message>
        <source>No ritual is left in the Mage Tower.</source>
        <translation>Im Magierturm ist kein Ritual mehr übrig.</translation>
    </message>
    <message>
        <source>The ritual %1 is not in the Mage Tower's deck.</source>
        <translation>Das Ritual %1 ist nicht im Deck des Magierturms.</translation>
    </message>
    <message>
        <source>The turn token %1 already lies on another ritual.</source>
        <translation>Der Zugmarker %1 liegt bereits auf einem anderen Ritual.</translation>
    </message>
    <message>
        <source>%1 prepares a ritual for Arena turn %2.</source>
        <translation>%1 bereitet ein Ritual für Arena-Zug %2 vor.</translation>
    </message>
    <message>
        <source>The Thieves' Guild costs %1 gold; %2 has %3.</source>
        <translation>Die Diebesgilde kostet %1 Gold; %2 hat %3.</translation>
    </message>
    <message>
        <source>The Thieves' Guild die shows %1: %2.</source>
        <translation>Der Würfel der Diebesgilde zeigt %1: %2.</translation>
    </message>
    <message>
        <source>There is nothing to take: the Thieves' Guild gives nothing this time.</source>
        <translation>Es gibt nichts zu nehmen: Die Diebesgilde bringt diesmal nichts.</translation>
    </message>
    <message>
        <source>%1 takes no damage from %2.</source>
        <translation>%1 erleidet keinen Schaden durch %2.</translation>
    </message>
    <message>
        <source>%1 loses %2 Health (%3): %4 left.</source>
        <translation>%1 verliert %2 Lebenspunkte (%3): noch %4 übrig.</translation>
    </message>
    <message>
        <source>%1 falls: below 1 Health the hero is out of the game.</source>
        <translation>%1 fällt: Unter 1 Lebenspunkt ist der Held aus dem Spiel.</translation>
    </message>
    <message>
        <source>%1: %2 has no skill "%3".</source>
        <translation>%1: %2 hat keine Fertigkeit „%3“.</translation>
    </message>
    <message>
        <source>Here a player takes at most %1 Mana gems.</source>
        <translation>Hier nimmt ein Spieler höchstens %1 Mana-Steine.</translation>
    </message>
    <message>
        <source>%1's skill %2 already holds a Mana gem.</source>
        <translation>Auf der Fertigkeit %2 von %1 liegt bereits ein Mana-Stein.</translation>
    </message>
    <message>
        <source>%1 is healed to full Health.</source>
        <translation>%1 wird auf volle Lebenspunkte geheilt.</translation>
    </message>
    <message>
        <source>The Mercenary Camp's d4 shows %1: %2 gains %1 gold.</source>
        <translation>Der d4 des Söldnerlagers zeigt %1: %2 erhält %1 Gold.</translation>
    </message>
    <message>
        <source>No drawn or won item is waiting to be equipped.</source>
        <translation>Kein gezogener oder gewonnener Gegenstand wartet darauf, ausgerüstet zu werden.</translation>
    </message>
    <message>
        <source>%1 puts %2 back into the pouch.</source>
        <translation>%1 legt %2 zurück in den Beutel.</translation>
    </message>
    <message>
        <source>No Thieves' Guild outcome is waiting.</source>
        <translation>Es wartet kein Ergebnis der Diebesgilde.</translation>
    </message>
    <message>
        <source>That skill of %1 holds no Mana gem.</source>
        <translation>Auf dieser Fertigkeit von %1 liegt kein Mana-Stein.</translation>
    </message>
    <message>
        <source>A Mana gem is taken from %1.</source>
        <translation>%1 wird ein Mana-Stein abgenommen.</translation>
    </message>
    <message>
        <source>The stolen gem has no empty skill to go to and is discarded.</source>
        <translation>Der gestohlene Stein findet keine freie Fertigkeit und wird abgelegt.</translation>
    </message>
    <message>
        <source>%1 is not in the pouch.</source>
        <translation>%1 ist nicht im Beutel.</translation>
    </message>
    <message>
        <source>The pouch is empty.</source>
        <translation>Der Beutel ist leer.</translation>
    </message>
    <message>
        <source>%1 moves at most %2 hexes.</source>
        <translation>%1 zieht höchstens %2 Felder weit.</translation>
    </message>
    <message>
        <source>%1's seven hexes must lie free on the Arena.</source>
        <translation>Die sieben Felder von %1 müssen frei in der Arena liegen.</translation>
    </message>
    <message>
        <source>This attack strikes one hero.</source>
        <translation>Dieser Angriff trifft einen Helden.</translation>
    </message>
    <message>
        <source>%1 is not standing in the Arena.</source>
        <translation>%1 steht nicht in der Arena.</translation>
    </message>
    <message>
        <source>%1 is not next to the monster.</source>
        <translation>%1 steht nicht neben dem Monster.</translation>
    </message>
    <message>
        <source>%1 is more than five hexes away.</source>
        <translation>%1 ist mehr als fünf Felder entfernt.</translation>
    </message>
    <message>
        <source>%1's ranking token is flipped: no action next turn.</source>
        <translation>Der Rangmarker von %1 ist umgedreht: keine Aktion im nächsten Zug.</translation>
    </message>
    <message>
        <source>%1 is swallowed until a stamina token falls; roll its d4 loss at the end of each turn.</source>
        <translation>%1 ist verschlungen, bis ein Ausdauermarker fällt; würfle am Ende jedes Zugs den d4-Verlust.</translation>
    </message>
    <message>
        <source>%1 loses %2.</source>
        <translation>%1 verliert %2.</translation>
    </message>
    <message>
        <source>The monsters act after every hero has acted.</source>
        <translation>Die Monster handeln, nachdem alle Helden gehandelt haben.</translation>
    </message>
    <message>
        <source>No monster "%1" stands in the Arena.</source>
        <translation>In der Arena steht kein Monster „%1“.</translation>
    </message>
    <message>
        <source>%1 has no rider.</source>
        <translation>%1 hat keinen Reiter.</translation>
    </message>
    <message>
        <source>%1 has already acted this turn.</source>
        <translation>%1 hat in diesem Zug bereits gehandelt.</translation>
    </message>
    <message>
        <source>The skullduggery die shows %1: %2 uses %3.</source>
        <translation>Der Gaunerwürfel zeigt %1: %2 nutzt %3.</translation>
    </message>
    <message>
        <source>%1 sheds every curse.</source>
        <translation>%1 wird alle Flüche los.</translation>
    </message>
    <message>
        <source>%1 can attack %2.</source>
        <translation>%1 kann %2 angreifen.</translation>
    </message>
    <message>
        <source>%1 cannot attack itself.</source>
        <translation>%1 kann sich nicht selbst angreifen.</translation>
    </message>
    <message>
        <source>A melee attack reaches only an adjacent hex; %1 is farther.</source>
        <translation>Ein Nahkampfangriff reicht nur auf ein angrenzendes Feld; %1 ist weiter entfernt.</translation>
    </message>
    <message>
        <source>%1 carries no bow or staff: no ranged attack.</source>
        <translation>%1 trägt weder Bogen noch Stab: kein Fernkampfangriff.</translation>
    </message>
    <message>
        <source>%1 is outside the attack's area.</source>
        <translation>%1 liegt außerhalb des Angriffsbereichs.</translation>
    </message>
    <message>
        <source>On turn 1 a spell may not touch the heroes' starting hexes.</source>
        <translation>In Zug 1 darf ein Zauber die Startfelder der Helden nicht berühren.</translation>
    </message>
    <message>
        <source>%1: no hero "%2" plays in this game.</source>
        <translation>%1: In diesem Spiel spielt kein Held „%2“ mit.</translation>
    </message>
    <message>
        <source>The ranking, highest first: %1. The heroes enter the Arena, lowest rank first.</source>
        <translation>Die Rangfolge, höchster zuerst: %1. Die Helden betreten die Arena, niedrigster Rang zuerst.</translation>
    </message>
    <message>
        <source>Hierapolis is over. %1 puts gold on the heroes' mats first; %2, who holds the initiative, goes last.</source>
        <translation>Hierapolis ist vorbei. %1 legt zuerst Gold auf die Heldentableaus; %2 hat die Initiative und ist als Letztes dran.</translation>
    </message>
    <message>
        <source>Gold goes on the mats only after the sixth Hierapolis turn.</source>
        <translation>Gold kommt erst nach dem sechsten Hierapolis-Zug auf die Tableaus.</translation>
    </message>
    <message>
        <source>%1 allocates gold now, not %2.</source>
        <translation>Jetzt verteilt %1 Gold, nicht %2.</translation>
    </message>
    <message>
        <source>%1 must be an object of hero: gold.</source>
        <translation>%1 muss ein Objekt der Form Held: Gold sein.</translation>
    </message>
    <message>
        <source>%1 hands out %2 gold but holds only %3.</source>
        <translation>%1 verteilt %2 Gold, hat aber nur %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 gold on the heroes' mats.</source>
        <translation>%1 legt %2 Gold auf die Heldentableaus.</translation>
    </message>
    <message>
        <source>Only players facing monsters choose their ranking, and only before the heroes enter.</source>
        <translation>Nur Spieler, die gegen Monster antreten, wählen ihre Rangfolge, und nur bevor die Helden die Arena betreten.</translation>
    </message>
    <message>
        <source>The order must name every standing hero once.</source>
        <translation>Die Reihenfolge muss jeden verbliebenen Helden genau einmal nennen.</translation>
    </message>
    <message>
        <source>The players set their ranking.</source>
        <translation>Die Spieler legen ihre Rangfolge fest.</translation>
    </message>
    <message>
        <source>setup.powers: "%1" is unknown or dealt twice.</source>
        <translation>setup.powers: „%1“ ist unbekannt oder doppelt ausgeteilt.</translation>
    </message>
    <message>
        <source>setup.powers: %1 needs one power of each value pair.</source>
        <translation>setup.powers: %1 braucht eine Kraft von jedem Wertepaar.</translation>
    </message>
    <message>
        <source>setup.mana: %1 has no such skill.</source>
        <translation>setup.mana: %1 hat keine solche Fertigkeit.</translation>
    </message>
    <message>
        <source>Items are handed out like this only in the fast-action preparation, before the ranking.</source>
        <translation>Gegenstände werden nur in der Fast-Action-Vorbereitung so ausgeteilt, vor der Rangfolge.</translation>
    </message>
    <message>
        <source>%1 is not in the offer.</source>
        <translation>%1 ist nicht im Angebot.</translation>
    </message>
    <message>
        <source>No ritual token may cover the centre hex.</source>
        <translation>Kein Ritualmarker darf das Mittelfeld bedecken.</translation>
    </message>
    <message>
        <source>%1 places the %2 token on the Arena.</source>
        <translation>%1 legt den Marker %2 in die Arena.</translation>
    </message>
    <message>
        <source>Purification: %1's standing heroes heal 2 and lose every curse.</source>
        <translation>Purification: Die verbliebenen Helden von %1 heilen 2 und verlieren alle Flüche.</translation>
    </message>
    <message>
        <source>Consecration: every enemy hero loses its blessings and takes 1 Light damage unless shielded against Light.</source>
        <translation>Consecration: Jeder gegnerische Held verliert seine Segen und erleidet 1 Lichtschaden, außer er ist gegen Licht geschützt.</translation>
    </message>
    <message>
        <source>%1 has no ritual %2 with this turn's token.</source>
        <translation>%1 hat kein Ritual %2 mit dem Marker dieses Zugs.</translation>
    </message>
    <message>
        <source>%1 lets the ritual %2 lapse.</source>
        <translation>%1 lässt das Ritual %2 verfallen.</translation>
    </message>
    <message>
        <source>%1 must be pvp, team, coop, semi-light or semi-heavy.</source>
        <translation>%1 muss pvp, team, coop, semi-light oder semi-heavy sein.</translation>
    </message>
    <message>
        <source>setup.teams must list every player exactly once.</source>
        <translation>setup.teams muss jeden Spieler genau einmal aufführen.</translation>
    </message>
    <message>
        <source>Teams are of equal size, two or three players each.</source>
        <translation>Teams sind gleich groß, mit je zwei oder drei Spielern.</translation>
    </message>
    <message>
        <source>The pack has %1 heroes; this table needs %2.</source>
        <translation>Das Paket hat %1 Helden; dieser Tisch braucht %2.</translation>
    </message>
    <message>
        <source>In this mode every player selects %1 heroes; %2 has %3.</source>
        <translation>In diesem Modus wählt jeder Spieler %1 Helden; %2 hat %3.</translation>
    </message>
    <message>
        <source>setup.heroes: the pack has no hero "%1".</source>
        <translation>setup.heroes: Das Paket hat keinen Helden „%1“.</translation>
    </message>
    <message>
        <source>%1 is selected twice; every hero is in the box once.</source>
        <translation>%1 wurde doppelt gewählt; jeder Held ist nur einmal in der Schachtel.</translation>
    </message>
    <message>
        <source>setup.heroes names a player who is not at the table.</source>
        <translation>setup.heroes nennt einen Spieler, der nicht am Tisch sitzt.</translation>
    </message>
    <message>
        <source>A boss is met only by twelve heroes.</source>
        <translation>Ein Boss tritt nur gegen zwölf Helden an.</translation>
    </message>
    <message>
        <source>This table meets %1 monsters; setup.monsters names %2.</source>
        <translation>Dieser Tisch trifft auf %1 Monster; setup.monsters nennt %2.</translation>
    </message>
    <message>
        <source>The pack has %1 stamina tokens; this encounter needs %2.</source>
        <translation>Das Paket hat %1 Ausdauermarker; diese Begegnung braucht %2.</translation>
    </message>
    <message>
        <source>setup.monsters: the pack has no monster "%1".</source>
        <translation>setup.monsters: Das Paket hat kein Monster „%1“.</translation>
    </message>
    <message>
        <source>%1 cannot be met in this encounter: bosses come alone, with "boss": true.</source>
        <translation>%1 kann in dieser Begegnung nicht auftreten: Bosse kommen allein, mit "boss": true.</translation>
    </message>
    <message>
        <source>%1 is named twice; every monster is in the box once.</source>
        <translation>%1 wird doppelt genannt; jedes Monster ist nur einmal in der Schachtel.</translation>
    </message>
    <message>
        <source>The %1 mode is not played by %2 players in this form.</source>
        <translation>Der Modus %1 wird in dieser Form nicht mit %2 Spielern gespielt.</translation>
    </message>
    <message>
        <source>The semi-co-op modes need at least two players.</source>
        <translation>Die Semi-Koop-Modi brauchen mindestens zwei Spieler.</translation>
    </message>
    <message>
        <source>The encounter table has no row for %1 players with %2 heroes each.</source>
        <translation>Die Begegnungstabelle hat keine Zeile für %1 Spieler mit je %2 Helden.</translation>
    </message>
    <message>
        <source>This session holds no Theosis table; it was not set up.</source>
        <translation>Diese Partie enthält keinen Theosis-Tisch; er wurde nicht aufgebaut.</translation>
    </message>
    <message>
        <source>%1 does not belong to %2.</source>
        <translation>%1 gehört nicht zu %2.</translation>
    </message>
    <message>
        <source>%1 heals %2 (%3): %4 Health.</source>
        <translation>%1 heilt %2 (%3): %4 Lebenspunkte.</translation>
    </message>
    <message>
        <source>The ninth turn ends with a monster standing: the heroes lose.</source>
        <translation>Der neunte Zug endet, und ein Monster steht noch: Die Helden verlieren.</translation>
    </message>
    <message>
        <source>The ninth turn ends with %1 on the centre hex: %2 wins.</source>
        <translation>Der neunte Zug endet mit %1 auf dem Mittelfeld: %2 gewinnt.</translation>
    </message>
    <message>
        <source>The ninth turn ends with one side standing.</source>
        <translation>Der neunte Zug endet, und nur eine Seite steht noch.</translation>
    </message>
    <message>
        <source>The ninth turn ends with several players' heroes standing and nobody on the centre hex: a tie.</source>
        <translation>Der neunte Zug endet mit verbliebenen Helden mehrerer Spieler und niemandem auf dem Mittelfeld: Gleichstand.</translation>
    </message>
    <message>
        <source>That happens in the Arena, which has not begun.</source>
        <translation>Das geschieht in der Arena, und die hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>Arena turn %1 begins.</source>
        <translation>Arena-Zug %1 beginnt.</translation>
    </message>
    <message>
        <source>%1 casts the ritual prepared for this turn first.</source>
        <translation>%1 wirkt zuerst das für diesen Zug vorbereitete Ritual.</translation>
    </message>
    <message>
        <source>%1's ranking token is flipped: the hero does not act this turn.</source>
        <translation>Der Rangmarker von %1 ist umgedreht: Der Held handelt in diesem Zug nicht.</translation>
    </message>
    <message>
        <source>%1 acts now.</source>
        <translation>%1 handelt jetzt.</translation>
    </message>
    <message>
        <source>Every hero has acted: the monsters' turn (roll the skullduggery die).</source>
        <translation>Alle Helden haben gehandelt: Die Monster sind am Zug (Gaunerwürfel werfen).</translation>
    </message>
    <message>
        <source>Every hero has fallen: the monsters win.</source>
        <translation>Alle Helden sind gefallen: Die Monster gewinnen.</translation>
    </message>
    <message>
        <source>Every monster is defeated: the heroes win.</source>
        <translation>Alle Monster sind besiegt: Die Helden gewinnen.</translation>
    </message>
    <message>
        <source>Most valuable: %1 with %2 stamina tokens.</source>
        <translation>Am wertvollsten: %1 mit %2 Ausdauermarkern.</translation>
    </message>
    <message>
        <source>Every hero has fallen: nobody wins.</source>
        <translation>Alle Helden sind gefallen: Niemand gewinnt.</translation>
    </message>
    <message>
        <source>Only one side has heroes standing: it wins the Arena.</source>
        <translation>Nur eine Seite hat noch Helden: Sie gewinnt die Arena.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for an attack on its team.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet auf einen Angriff auf sein Team.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for a precise attack on its team.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet auf einen präzisen Angriff auf sein Team.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for a mass attack on its team.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet auf einen Massenangriff auf sein Team.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for its own Champion to attack.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet darauf, dass sein eigener Champion angreift.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for damage to its team in an attack.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet auf Schaden an seinem Team in einem Angriff.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for a hero of its team to be destroyed.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet darauf, dass ein Held seines Teams zerstört wird.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for the start of its owner's turn.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet auf den Beginn des Zuges seines Besitzers.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: its moment has not come or has passed.</source>
        <translation>%1 kann jetzt nicht auslösen: Sein Moment ist noch nicht gekommen oder schon vorbei.</translation>
    </message>
    <message>
        <source>Adding a bane token has been done already this turn.</source>
        <translation>Ein Bane-Marker wurde in diesem Zug schon hinzugefügt.</translation>
    </message>
    <message>
        <source>Removing a bane token has been done already this turn.</source>
        <translation>Ein Bane-Marker wurde in diesem Zug schon entfernt.</translation>
    </message>
    <message>
        <source>Removing 1 damage from a Support has been done already this turn.</source>
        <translation>1 Schaden wurde in diesem Zug schon von einem Support entfernt.</translation>
    </message>
    <message>
        <source>Switching the Champion and a Support has been done already this turn.</source>
        <translation>Champion und Support wurden in diesem Zug schon getauscht.</translation>
    </message>
    <message>
        <source>Returning a clean Support to the Team deck has been done already this turn.</source>
        <translation>Ein unbeschädigter Support wurde in diesem Zug schon ins Team-Deck zurückgelegt.</translation>
    </message>
    <message>
        <source>%1: %2 + %3 = %4 damage counters on %5 max HP.</source>
        <translation>%1: %2 + %3 = %4 Schadensmarker bei %5 max. TP.</translation>
    </message>
    <message>
        <source>%1 reaches its max HP and is destroyed.</source>
        <translation>%1 erreicht seine max. TP und wird zerstört.</translation>
    </message>
    <message>
        <source>%1 is not in %2's hand.</source>
        <translation>%1 ist nicht in der Hand von %2.</translation>
    </message>
    <message>
        <source>%1 belongs to the attacking player and cannot be targeted.</source>
        <translation>%1 gehört dem angreifenden Spieler und kann nicht gewählt werden.</translation>
    </message>
    <message>
        <source>%1 is not available: the position is empty or its hero is destroyed.</source>
        <translation>%1 ist nicht verfügbar: Der Platz ist leer oder sein Held zerstört.</translation>
    </message>
    <message>
        <source>A precise attack may only target a Champion, and %1 is a Support (unless an ability allows it).</source>
        <translation>Ein präziser Angriff darf nur einen Champion treffen, und %1 ist ein Support (außer eine Fähigkeit erlaubt es).</translation>
    </message>
    <message>
        <source>%1 is chosen twice: mass attack targets must be distinct.</source>
        <translation>%1 ist doppelt gewählt: Die Ziele eines Massenangriffs müssen verschieden sein.</translation>
    </message>
    <message>
        <source>%1 is a Support: it can be chosen only together with %2's Champion.</source>
        <translation>%1 ist ein Support: Er kann nur zusammen mit dem Champion von %2 gewählt werden.</translation>
    </message>
    <message>
        <source>The demo game did not reach its moment.</source>
        <translation>Die Demo-Partie hat die vorgesehene Situation nicht erreicht.</translation>
    </message>
    <message>
        <source>%1 can be struck.</source>
        <translation>%1 kann getroffen werden.</translation>
    </message>
    <message>
        <source>%1 is not on the team of %2.</source>
        <translation>%1 ist nicht im Team von %2.</translation>
    </message>
    <message>
        <source>Damage can be moved to another hero only in step 2 of an attack, before it is dealt.</source>
        <translation>Schaden kann nur in Schritt 2 eines Angriffs auf einen anderen Helden verschoben werden, bevor er zugefügt wird.</translation>
    </message>
    <message>
        <source>The damage waiting beside %1 must go to another hero.</source>
        <translation>Der neben %1 wartende Schaden muss auf einen anderen Helden gehen.</translation>
    </message>
    <message>
        <source>%1 damage waiting beside %2 goes to %3 instead (%4 and %5 still waiting).</source>
        <translation>%1 neben %2 wartender Schaden geht stattdessen auf %3 (%4 und %5 warten noch).</translation>
    </message>
    <message>
        <source>%1 must be a Challenge name of 1 to 80 characters.</source>
        <translation>%1 muss ein Challenge-Name mit 1 bis 80 Zeichen sein.</translation>
    </message>
    <message>
        <source>%1 is already in the other team: each Champion plays for one side only in a two-player game.</source>
        <translation>%1 ist bereits im anderen Team: Im Spiel zu zweit spielt jeder Champion nur für eine Seite.</translation>
    </message>
    <message>
        <source>"%1" lies in the Challenge discard pile, not in the deck: it comes back only when the deck runs out.</source>
        <translation>„%1“ liegt auf dem Challenge-Ablagestapel, nicht im Stapel: Sie kommt erst zurück, wenn der Stapel aufgebraucht ist.</translation>
    </message>
    <message>
        <source>"%1" is already on the Challenge Track.</source>
        <translation>„%1“ liegt bereits auf der Challenge-Leiste.</translation>
    </message>
    <message>
        <source>%1 counts as attack %2 against a monster (printed %3).</source>
        <translation>%1 zählt gegen ein Monster als Angriff %2 (aufgedruckt %3).</translation>
    </message>
    <message>
        <source>%1 counts as defense %2 against a monster (printed %3).</source>
        <translation>%1 zählt gegen ein Monster als Verteidigung %2 (aufgedruckt %3).</translation>
    </message>
    <message>
        <source>%1 already defends %2: %3 needs another power from %4's hand.</source>
        <translation>%1 verteidigt schon %2: %3 braucht eine andere Kraft aus der Hand von %4.</translation>
    </message>
    <message>
        <source>%1 has no skill %2.</source>
        <translation>%1 hat keine Fertigkeit %2.</translation>
    </message>
    <message>
        <source>The request line is longer than 64 MiB, the limit for session.import, and was skipped.</source>
        <translation>Die Anfragezeile ist länger als 64 MiB, die Grenze für session.import, und wurde übersprungen.</translation>
    </message>
    <message>
        <source>The export's field "%1" is missing or of the wrong type.</source>
        <translation>Das Feld „%1“ des Exports fehlt oder hat den falschen Typ.</translation>
    </message>
    <message>
        <source>The export does not say which format version it is.</source>
        <translation>Der Export gibt seine Formatversion nicht an.</translation>
    </message>
    <message>
        <source>The export's format version must be a whole number, not %1.</source>
        <translation>Die Formatversion des Exports muss eine ganze Zahl sein, nicht %1.</translation>
    </message>
    <message>
        <source>This export was written by a newer Arbiter (format version %1); this one reads version 1.</source>
        <translation>Dieser Export stammt von einer neueren Arbiter-Version (Formatversion %1); diese liest Version 1.</translation>
    </message>
    <message>
        <source>No Arbiter writes format version %1; this one reads version 1.</source>
        <translation>Keine Arbiter-Version schreibt Formatversion %1; diese liest Version 1.</translation>
    </message>
    <message>
        <source>Record %1 of the export is not an object.</source>
        <translation>Eintrag %1 des Exports ist kein Objekt.</translation>
    </message>
    <message>
        <source>Record %1 of the export is out of order.</source>
        <translation>Eintrag %1 des Exports steht nicht an seiner Stelle.</translation>
    </message>
    <message>
        <source>Record %1 of the export has an unknown kind.</source>
        <translation>Eintrag %1 des Exports hat eine unbekannte Art.</translation>
    </message>
    <message>
        <source>Record %1 of the export has a missing or misplaced action.</source>
        <translation>Eintrag %1 des Exports fehlt eine Aktion, oder sie steht an falscher Stelle.</translation>
    </message>
    <message>
        <source>Record %1 of the export has no list of events.</source>
        <translation>Eintrag %1 des Exports hat keine Liste von Ereignissen.</translation>
    </message>
    <message>
        <source>Record %1 of the export has no valid time.</source>
        <translation>Eintrag %1 des Exports hat keine gültige Zeit.</translation>
    </message>
    <message>
        <source>Record %1 of the export lists events that its action does not produce.</source>
        <translation>Eintrag %1 des Exports nennt Ereignisse, die seine Aktion nicht hervorbringt.</translation>
    </message>
    <message>
        <source>The database %1 can be read but not written (the file or its folder is read-only). The file was left as it is.</source>
        <translation>Die Datenbank %1 lässt sich lesen, aber nicht schreiben (die Datei oder ihr Ordner ist schreibgeschützt). Die Datei blieb unverändert.</translation>
    </message>
    <message>
        <source>The disk holding the database %1 is full. Nothing more was written; free some space and try again.</source>
        <translation>Der Datenträger mit der Datenbank %1 ist voll. Es wurde nichts weiter geschrieben; schaffen Sie Platz und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The database %1 is open in another program (process %2). Close it there first: replacing the file under it would lose what it writes next.</source>
        <translation>Die Datenbank %1 ist in einem anderen Programm geöffnet (Prozess %2). Schließ sie dort zuerst: Würde die Datei darunter ersetzt, ginge verloren, was es als Nächstes schreibt.</translation>
    </message>
    <message>
        <source>The database %1 is still in use by table mode. Stop table mode first: replacing the sessions under it would lose what the phones send next.</source>
        <translation>Die Datenbank %1 wird noch vom Tischmodus benutzt. Beende zuerst den Tischmodus: Würden die Partien darunter ersetzt, ginge verloren, was die Handys als Nächstes senden.</translation>
    </message>
    <message>
        <source>The rules of %1 cannot list what may happen now; only counters, notes and dice are tracked.</source>
        <translation>Die Regeln von %1 können nicht angeben, was jetzt geschehen darf; verfolgt werden nur Zähler, Notizen und Würfel.</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 behält %2</translation>
    </message>
    <message>
        <source>%1 fields %2 as Champion</source>
        <translation>%1 stellt %2 als Champion auf</translation>
    </message>
    <message>
        <source>%1 fields %2 as Champion with the Supports the real deck showed</source>
        <translation>%1 stellt %2 als Champion mit den Supports auf, die das echte Deck zeigte</translation>
    </message>
    <message>
        <source>The real deck turned up another hero than %1</source>
        <translation>Das echte Deck zeigte einen anderen Helden als %1</translation>
    </message>
    <message>
        <source>%1 was not turned up from %2's Team deck this turn.</source>
        <translation>%1 wurde in diesem Zug nicht aus dem Team-Deck von %2 aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 rolls the app's die for the first turn</source>
        <translation>%1 würfelt mit dem Würfel der App um den ersten Zug</translation>
    </message>
    <message>
        <source>%1 enters the real die's face for the first turn</source>
        <translation>%1 gibt für den ersten Zug das Ergebnis des echten Würfels ein</translation>
    </message>
    <message>
        <source>Flip the top card of the Sphere deck</source>
        <translation>Die oberste Karte des Sphere-Decks umdrehen</translation>
    </message>
    <message>
        <source>Name the Sphere card the table turned up</source>
        <translation>Die Sphere-Karte nennen, die am Tisch umgedreht wurde</translation>
    </message>
    <message>
        <source>%1 becomes %2's Champion</source>
        <translation>%1 wird Champion von %2</translation>
    </message>
    <message>
        <source>Add the waiting damage counters</source>
        <translation>Die wartenden Schadensmarker hinzufügen</translation>
    </message>
    <message>
        <source>Send the destroyed heroes to the Graveyard</source>
        <translation>Die zerstörten Helden auf den Friedhof legen</translation>
    </message>
    <message>
        <source>Pass the turn to the next player</source>
        <translation>Den Zug an den nächsten Spieler weitergeben</translation>
    </message>
    <message>
        <source>Go on to the %1 phase</source>
        <translation>Weiter zur Phase %1</translation>
    </message>
    <message>
        <source>End %1's turn</source>
        <translation>Den Zug von %1 beenden</translation>
    </message>
    <message>
        <source>Add a bane token to %1 (1 MP)</source>
        <translation>Einen Bane-Marker auf %1 legen (1 MP)</translation>
    </message>
    <message>
        <source>Take a bane token off %1 (1 MP)</source>
        <translation>Einen Bane-Marker von %1 entfernen (1 MP)</translation>
    </message>
    <message>
        <source>Take a bane token of %2 off %1 (1 MP)</source>
        <translation>Einen Bane-Marker von %2 von %1 entfernen (1 MP)</translation>
    </message>
    <message>
        <source>Remove 1 damage from %1 (1 MP)</source>
        <translation>1 Schaden von %1 entfernen (1 MP)</translation>
    </message>
    <message>
        <source>Switch %1 with the Champion (1 MP)</source>
        <translation>%1 mit dem Champion tauschen (1 MP)</translation>
    </message>
    <message>
        <source>Return %1 to the Team deck (1 MP)</source>
        <translation>%1 unter das Team-Deck legen (1 MP)</translation>
    </message>
    <message>
        <source>Use %1 of %2</source>
        <translation>%1 von %2 einsetzen</translation>
    </message>
    <message>
        <source>Precise attack on %1 with Strength %2</source>
        <translation>Präziser Angriff auf %1 mit Stärke %2</translation>
    </message>
    <message>
        <source>Mass attack with Strength %1 on no hero</source>
        <translation>Massenangriff mit Stärke %1 auf keinen Helden</translation>
    </message>
    <message>
        <source>Mass attack with Strength %1 on %2</source>
        <translation>Massenangriff mit Stärke %1 auf %2</translation>
    </message>
    <message>
        <source>%1 is only for the Standard Action move.</source>
        <translation>%1 gibt es nur für die Standardaktion Bewegen.</translation>
    </message>
    <message>
        <source>%1 names a champion this effect does not move.</source>
        <translation>%1 nennt einen Champion, den dieser Effekt nicht bewegt.</translation>
    </message>
    <message>
        <source>%1 is only for an area of effect.</source>
        <translation>%1 gibt es nur für einen Flächeneffekt.</translation>
    </message>
    <message>
        <source>%1 is not for this card: it declares no targets, or hits its area.</source>
        <translation>%1 passt nicht zu dieser Karte: Sie benennt keine Ziele oder trifft ihren Bereich.</translation>
    </message>
    <message>
        <source>%1 fields %2</source>
        <translation>%1 stellt %2 auf</translation>
    </message>
    <message>
        <source>%1 bans %2</source>
        <translation>%1 sperrt %2</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 wählt %2</translation>
    </message>
    <message>
        <source>Deal %1 Challenge card(s) to the track</source>
        <translation>%1 Challenge-Karte(n) auf die Leiste legen</translation>
    </message>
    <message>
        <source>Advance the Challenge Track and draw %1 card(s)</source>
        <translation>Die Challenge-Leiste weiterschieben und %1 Karte(n) ziehen</translation>
    </message>
    <message>
        <source>%1 places a face-down trap on %2</source>
        <translation>%1 legt eine verdeckte Falle auf %2</translation>
    </message>
    <message>
        <source>Deploy %1 on %2</source>
        <translation>%1 auf %2 aufstellen</translation>
    </message>
    <message>
        <source>End %1's turn (Upkeep)</source>
        <translation>Den Zug von %1 beenden (Unterhaltsphase)</translation>
    </message>
    <message>
        <source>Claim "%1" for %2 VP</source>
        <translation>„%1“ für %2 SP werten</translation>
    </message>
    <message>
        <source>Play %1 to activate %2</source>
        <translation>%1 spielen, um %2 zu aktivieren</translation>
    </message>
    <message>
        <source>Standard Action %1 for %2</source>
        <translation>Standardaktion %1 für %2</translation>
    </message>
    <message>
        <source>Standard Action move for %1, paid with the first ready Core</source>
        <translation>Standardaktion Bewegen für %1, bezahlt mit dem ersten bereiten Kern</translation>
    </message>
    <message>
        <source>Standard Action move for %1, paid with the %2 Core</source>
        <translation>Standardaktion Bewegen für %1, bezahlt mit dem Kern %2</translation>
    </message>
    <message>
        <source>End the activation of %1</source>
        <translation>Die Aktivierung von %1 beenden</translation>
    </message>
    <message>
        <source>%1 moves to %2 (%3)</source>
        <translation>%1 bewegt sich nach %2 (%3)</translation>
    </message>
    <message>
        <source>Attack %1 with %2</source>
        <translation>%1 mit %2 angreifen</translation>
    </message>
    <message>
        <source>Attack %1 with %2, Fear ending on %3</source>
        <translation>%1 mit %2 angreifen, Furcht endet auf %3</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 einsetzen</translation>
    </message>
    <message>
        <source>Use %1 on %2</source>
        <translation>%1 auf %2 einsetzen</translation>
    </message>
    <message>
        <source>Use %1 on %2, Fear ending on %3</source>
        <translation>%1 auf %2 einsetzen, Furcht endet auf %3</translation>
    </message>
    <message>
        <source>Attack %1 with %2, answered by %3 on %4</source>
        <translation>%1 mit %2 angreifen, beantwortet mit %3 auf %4</translation>
    </message>
    <message>
        <source>Attack %1 with %2, answered by %3 on %4, Fear ending on %5</source>
        <translation>%1 mit %2 angreifen, beantwortet mit %3 auf %4, Furcht endet auf %5</translation>
    </message>
    <message>
        <source>%1 is a level %2 undead: it joins the deck in round %3, and this is round %4.</source>
        <translation>%1 ist ein Untoter der Stufe %2: er kommt erst in Runde %3 ins Deck, und dies ist Runde %4.</translation>
    </message>
    <message>
        <source>Name the card dealt to the Void, row %1, column %2</source>
        <translation>Nenne die Karte, die in die Leere gelegt wurde, Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>Name the card dealt to %1's hand</source>
        <translation>Nenne die Karte, die %1 auf die Hand bekam</translation>
    </message>
    <message>
        <source>Take row %1</source>
        <translation>Reihe %1 nehmen</translation>
    </message>
    <message>
        <source>Take column %1</source>
        <translation>Spalte %1 nehmen</translation>
    </message>
    <message>
        <source>Take row %1; the Shield stops %2</source>
        <translation>Reihe %1 nehmen; der Schild hält %2 ab</translation>
    </message>
    <message>
        <source>Take column %1; the Shield stops %2</source>
        <translation>Spalte %1 nehmen; der Schild hält %2 ab</translation>
    </message>
    <message>
        <source>Stop %1 with the Shield</source>
        <translation>%1 mit dem Schild abhalten</translation>
    </message>
    <message>
        <source>Use %1 with %2</source>
        <translation>%1 mit %2 einsetzen</translation>
    </message>
    <message>
        <source>Swap %1 (row %2, column %3) with %4 (row %5, column %6)</source>
        <translation>%1 (Reihe %2, Spalte %3) mit %4 (Reihe %5, Spalte %6) tauschen</translation>
    </message>
    <message>
        <source>Trade a card with %1</source>
        <translation>Eine Karte mit %1 tauschen</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Ausruhen</translation>
    </message>
    <message>
        <source>Rest: discard %1</source>
        <translation>Ausruhen: %1 ablegen</translation>
    </message>
    <message>
        <source>Pass: end the turn without an ability</source>
        <translation>Passen: Zug ohne Fähigkeit beenden</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Pass, discarding %1 cards down to the hand limit</source>
        <translation>Passen und %1 Karten bis zum Handlimit ablegen</translation>
    </message>
    <message>
        <source>End the turn, discarding %1 cards down to the hand limit</source>
        <translation>Zug beenden und %1 Karten bis zum Handlimit ablegen</translation>
    </message>
    <message>
        <source>%1: %2 is not struck by this attack.</source>
        <translation>%1: %2 wird von diesem Angriff nicht getroffen.</translation>
    </message>
    <message>
        <source>%1: this action takes no such field here.</source>
        <translation>%1: Diese Aktion kennt dieses Feld hier nicht.</translation>
    </message>
    <message>
        <source>%1 has already made a bid for this artifact.</source>
        <translation>%1 hat für dieses Artefakt bereits geboten.</translation>
    </message>
    <message>
        <source>%1 makes a sealed bid.</source>
        <translation>%1 gibt ein verdecktes Gebot ab.</translation>
    </message>
    <message>
        <source>Some players have already bid one at a time: the others bid the same way.</source>
        <translation>Einige Spieler haben bereits einzeln geboten: Die anderen bieten ebenso.</translation>
    </message>
    <message>
        <source>%1 has %2 attacks: targets and defenses hold one entry each.</source>
        <translation>%1 hat %2 Angriffe: targets und defenses enthalten je einen Eintrag.</translation>
    </message>
    <message>
        <source>rolls: %1 dice for %2 strikes.</source>
        <translation>rolls: %1 Würfel für %2 Schläge.</translation>
    </message>
    <message>
        <source>%1 to the %2 Quest</source>
        <translation>%1 zur Quest %2</translation>
    </message>
    <message>
        <source>%1 to the %2</source>
        <translation>%1 geht zum Ort: %2</translation>
    </message>
    <message>
        <source>%1 to the gold space of the %2 Quest</source>
        <translation>%1 auf das Goldfeld der Quest %2</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>%1 ausrüsten</translation>
    </message>
    <message>
        <source>Put %1 into the pouch</source>
        <translation>%1 in den Beutel legen</translation>
    </message>
    <message>
        <source>Thieves' Guild: %1</source>
        <translation>Diebesgilde: %1</translation>
    </message>
    <message>
        <source>%1's sealed bid</source>
        <translation>Verdecktes Gebot von %1</translation>
    </message>
    <message>
        <source>Hand out %1</source>
        <translation>%1 verteilen</translation>
    </message>
    <message>
        <source>%1 puts gold on the heroes' mats</source>
        <translation>%1 legt Gold auf die Heldentableaus</translation>
    </message>
    <message>
        <source>Choose the ranking</source>
        <translation>Rangfolge wählen</translation>
    </message>
    <message>
        <source>%1 enters the Arena</source>
        <translation>%1 betritt die Arena</translation>
    </message>
    <message>
        <source>Let %1 lapse</source>
        <translation>%1 verfallen lassen</translation>
    </message>
    <message>
        <source>Cast %1</source>
        <translation>%1 wirken</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 charges a skill</source>
        <translation>%1 lädt eine Fertigkeit auf</translation>
    </message>
    <message>
        <source>%1 blesses an ally</source>
        <translation>%1 segnet einen Verbündeten</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 greift an</translation>
    </message>
    <message>
        <source>Melee attack on %1</source>
        <translation>Nahkampfangriff auf %1</translation>
    </message>
    <message>
        <source>Ranged attack on %1</source>
        <translation>Fernkampfangriff auf %1</translation>
    </message>
    <message>
        <source>Skill attack on %1</source>
        <translation>Fertigkeitsangriff auf %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the centre hex of the board</source>
        <translation>Mittelfeld des Spielplans</translation>
    </message>
    <message>
        <source>the hex %1 of the centre hex</source>
        <translation>Feld %1 vom Mittelfeld</translation>
    </message>
    <message>
        <source>the hex %1 hexes %2 of the centre hex</source>
        <translation>Feld %1 Felder %2 vom Mittelfeld</translation>
    </message>
    <message>
        <source>the hex of %1</source>
        <translation>Feld von %1</translation>
    </message>
    <message>
        <source>the hex %1 of %2</source>
        <translation>Feld %1 von %2</translation>
    </message>
    <message>
        <source>the hex %1 hexes %2 of %3</source>
        <translation>Feld %1 Felder %2 von %3</translation>
    </message>
    <message>
        <source>The trap on %1 is triggered: turn it over and say what it shows.</source>
        <translation>Die Falle auf %1 wird ausgelöst: dreh sie um und sag, was sie zeigt.</translation>
    </message>
    <message>
        <source>Say where the new trap goes: %1.</source>
        <translation>Sag, wohin die neue Falle kommt: %1.</translation>
    </message>
    <message>
        <source>%1 triggers the trap on %2: %3 damage, ignoring defence.</source>
        <translation>%1 löst die Falle auf %2 aus: %3 Schaden, Verteidigung zählt nicht.</translation>
    </message>
    <message>
        <source>%1 triggers the trap on %2: Root.</source>
        <translation>%1 löst die Falle auf %2 aus: Festwurzeln.</translation>
    </message>
    <message>
        <source>%1 triggers the trap on %2: Stun.</source>
        <translation>%1 löst die Falle auf %2 aus: Betäuben.</translation>
    </message>
    <message>
        <source>The Fear on %1 leaves nothing to choose: there is one farthest hex.</source>
        <translation>Furcht auf %1 lässt keine Wahl: es gibt nur ein entferntestes Feld.</translation>
    </message>
    <message>
        <source>Say where the Fear takes %1: %2.</source>
        <translation>Sag, wohin Furcht %1 bringt: %2.</translation>
    </message>
    <message>
        <source>Traps go on the board's trap hexes; %1 is not one.</source>
        <translation>Fallen kommen auf die Fallenfelder des Spielplans; %1 ist keines.</translation>
    </message>
    <message>
        <source>%1 deploys in its side's deployment area; %2 is outside it.</source>
        <translation>%1 wird in der Aufstellungszone der eigenen Seite aufgestellt; %2 liegt außerhalb.</translation>
    </message>
    <message>
        <source>A champion already stands on %1.</source>
        <translation>Auf %1 steht bereits ein Champion.</translation>
    </message>
    <message>
        <source>%1 would fall on the way to %2: only a pass can end like that.</source>
        <translation>%1 würde auf dem Weg zu %2 fallen: so darf nur ein Passen enden.</translation>
    </message>
    <message>
        <source>%1 is pushed back to %2.</source>
        <translation>%1 wird auf %2 zurückgestoßen.</translation>
    </message>
    <message>
        <source>%1 follows into the hex %2 left.</source>
        <translation>%1 rückt auf das Feld nach, das %2 verlassen hat.</translation>
    </message>
    <message>
        <source>%1 wins %2 with %3 gold; every bid is spent. Equip it or let it go.</source>
        <translation>%1 gewinnt %2 mit %3 Gold; alle Gebote sind ausgegeben. Ausrüsten oder liegen lassen.</translation>
    </message>
    <message>
        <source>Heroes enter on a starting hex; %1 is not one.</source>
        <translation>Helden betreten die Arena auf einem Startfeld; %1 ist keines.</translation>
    </message>
    <message>
        <source>Another hero already stands on %1.</source>
        <translation>Auf %1 steht bereits ein anderer Held.</translation>
    </message>
    <message>
        <source>%1 enters the Arena on %2.</source>
        <translation>%1 betritt die Arena auf %2.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the pouch: equip it now or put it back.</source>
        <translation>%1 zieht %2 aus dem Beutel: jetzt ausrüsten oder zurücklegen.</translation>
    </message>
    <message>
        <source>Attack %1 of the monster: name the heroes it strikes.</source>
        <translation>Angriff %1 des Monsters: die getroffenen Helden nennen.</translation>
    </message>
    <message>
        <source>Attack %1 of the monster strikes every hero: name nobody.</source>
        <translation>Angriff %1 des Monsters trifft alle Helden: niemanden nennen.</translation>
    </message>
    <message>
        <source>%1 can move to %2.</source>
        <translation>%1 kann auf %2 ziehen.</translation>
    </message>
    <message>
        <source>%1 already stands there.</source>
        <translation>%1 steht bereits dort.</translation>
    </message>
    <message>
        <source>Someone stands on %1.</source>
        <translation>Auf %1 steht schon jemand.</translation>
    </message>
    <message>
        <source>A ritual token closes %1 to heroes.</source>
        <translation>Ein Ritualplättchen sperrt %1 für Helden.</translation>
    </message>
    <message>
        <source>%1's speed of %2 does not reach %3.</source>
        <translation>Die Geschwindigkeit %2 von %1 reicht nicht bis %3.</translation>
    </message>
    <message>
        <source>No way to %1 fits %2's speed: walls, enemies or the swamp are in the way.</source>
        <translation>Kein Weg zu %1 passt zur Geschwindigkeit von %2: Mauern, Gegner oder der Sumpf sind im Weg.</translation>
    </message>
    <message>
        <source>The %1 token would reach off the Arena.</source>
        <translation>Das Plättchen %1 würde über den Rand der Arena ragen.</translation>
    </message>
    <message>
        <source>Another ritual token already lies on %1.</source>
        <translation>Auf %1 liegt bereits ein anderes Ritualplättchen.</translation>
    </message>
    <message>
        <source>The %1 token's closed hex must hold nobody, and %2 is taken.</source>
        <translation>Das gesperrte Feld des Plättchens %1 muss leer sein, und auf %2 steht jemand.</translation>
    </message>
    <message>
        <source>There is no game "%1"; the games are %2 and %3.</source>
        <translation>Es gibt kein Spiel „%1“; die Spiele sind %2 und %3.</translation>
    </message>
    <message>
        <source>The table speaks JSON text messages only.</source>
        <translation>Der Tisch versteht nur JSON-Textnachrichten.</translation>
    </message>
    <message>
        <source>Too many messages: wait a moment.</source>
        <translation>Zu viele Nachrichten: warte einen Moment.</translation>
    </message>
    <message>
        <source>The message is too long for the table.</source>
        <translation>Die Nachricht ist zu lang für den Tisch.</translation>
    </message>
    <message>
        <source>The message is not a JSON object.</source>
        <translation>Die Nachricht ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Join the table with its code first.</source>
        <translation>Tritt zuerst mit dem Code dem Tisch bei.</translation>
    </message>
    <message>
        <source>The table does not know this kind of message.</source>
        <translation>Diese Art Nachricht kennt der Tisch nicht.</translation>
    </message>
    <message>
        <source>This is not the code of this table: scan the table's QR code again.</source>
        <translation>Das ist nicht der Code dieses Tisches: scanne den QR-Code des Tisches erneut.</translation>
    </message>
    <message>
        <source>Nobody of that name plays at this table.</source>
        <translation>Niemand dieses Namens spielt an diesem Tisch.</translation>
    </message>
    <message>
        <source>Another device plays this seat.</source>
        <translation>Ein anderes Gerät spielt diesen Platz.</translation>
    </message>
    <message>
        <source>An intent needs an id of 1 to 64 characters, the last record seen and an action.</source>
        <translation>Eine Absicht braucht eine Kennung mit 1 bis 64 Zeichen, den zuletzt gesehenen Eintrag und eine Aktion.</translation>
    </message>
    <message>
        <source>Pick your seat before you act.</source>
        <translation>Wähle deinen Platz, bevor du handelst.</translation>
    </message>
    <message>
        <source>A device acts only for the seat it picked.</source>
        <translation>Ein Gerät handelt nur für den Platz, den es gewählt hat.</translation>
    </message>
    <message>
        <source>The table cannot read the session: %1</source>
        <translation>Der Tisch kann die Partie nicht lesen: %1</translation>
    </message>
    <message>
        <source>The table has moved on since you chose: look again and choose anew.</source>
        <translation>Am Tisch ist seit deiner Wahl etwas geschehen: sieh nochmals hin und wähle neu.</translation>
    </message>
    <message>
        <source>This is another player's choice.</source>
        <translation>Das ist die Wahl eines anderen Spielers.</translation>
    </message>
    <message>
        <source>An undo or a redo needs an id of 1 to 64 characters and the last record seen.</source>
        <translation>Rückgängig oder Wiederholen braucht eine ID aus 1 bis 64 Zeichen und den zuletzt gesehenen Eintrag.</translation>
    </message>
    <message>
        <source>Undo and redo are for the tablet at this table.</source>
        <translation>Rückgängig und Wiederholen sind an diesem Tisch Sache des Tablets.</translation>
    </message>
    <message>
        <source>The table speaks English (en) and German (de).</source>
        <translation>Der Tisch spricht Englisch (en) und Deutsch (de).</translation>
    </message>
    <message>
        <source>A record number is a whole number from 0 up.</source>
        <translation>Eine Eintragsnummer ist eine ganze Zahl ab 0.</translation>
    </message>
    <message>
        <source>Join the table with its code as soon as you connect.</source>
        <translation>Tritt dem Tisch mit seinem Code bei, sobald du verbunden bist.</translation>
    </message>
    <message>
        <source>The table is full: the tablet must remove a device before another can join.</source>
        <translation>Der Tisch ist voll: Das Tablet muss ein Gerät entfernen, bevor ein weiteres beitreten kann.</translation>
    </message>
    <message>
        <source>No game names the session demo the tour opens.</source>
        <translation>Kein Spiel nennt die Demo-Partie, die der Rundgang öffnet.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for its own Champion to make a precise attack.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet darauf, dass sein eigener Champion einen präzisen Angriff ausführt.</translation>
    </message>
    <message>
        <source>%1 cannot trigger now: it waits for its own Champion to make a mass attack.</source>
        <translation>%1 kann jetzt nicht auslösen: Es wartet darauf, dass sein eigener Champion einen Massenangriff ausführt.</translation>
    </message>
    <message>
        <source>%1 acts on %2 only, not on %3.</source>
        <translation>%1 wirkt nur auf %2, nicht auf %3.</translation>
    </message>
    <message>
        <source>%1 acts on %2's heroes only, not on %3.</source>
        <translation>%1 wirkt nur auf die Helden von %2, nicht auf %3.</translation>
    </message>
    <message>
        <source>%1 acts on the attacking Champion, and no attack is in progress.</source>
        <translation>%1 wirkt auf den angreifenden Champion, aber gerade läuft kein Angriff.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3 (%4 or more needed): it takes effect.</source>
        <translation>%1 würfelt %2 für %3 (%4 oder mehr nötig): Es wirkt.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3 (%4 or more needed): nothing happens.</source>
        <translation>%1 würfelt %2 für %3 (%4 oder mehr nötig): Nichts geschieht.</translation>
    </message>
    <message>
        <source>%1 is only for an ability that rolls a die.</source>
        <translation>%1 gibt es nur bei einer Fähigkeit, die würfelt.</translation>
    </message>
    <message>
        <source>%1 makes a precise attack with Strength %2 (%3 of it from the Sphere card %4).</source>
        <translation>%1 führt einen präzisen Angriff mit Stärke %2 aus (%3 davon von der Sphere-Karte %4).</translation>
    </message>
    <message>
        <source>%1 makes a mass attack with Strength %2 (%4 of it from the Sphere card %5) on %3 targets.</source>
        <translation>%1 führt einen Massenangriff mit Stärke %2 (%4 davon von der Sphere-Karte %5) auf %3 Ziele aus.</translation>
    </message>
    <message>
        <source>%1 is only for triggered and functional abilities.</source>
        <translation>%1 gibt es nur bei ausgelösten und funktionalen Fähigkeiten.</translation>
    </message>
    <message>
        <source>%1 needs "effects" to apply on the roll.</source>
        <translation>%1 braucht "effects", die beim Wurf wirken.</translation>
    </message>
    <message>
        <source>%1 must list 1 to 10 effects.</source>
        <translation>%1 muss 1 bis 10 Effekte nennen.</translation>
    </message>
    <message>
        <source>Use %1 of %2 and roll the app's die</source>
        <translation>%1 von %2 einsetzen und mit dem Würfel der App würfeln</translation>
    </message>
    <message>
        <source>Use %1 of %2 with the real die's face</source>
        <translation>%1 von %2 mit dem Ergebnis des echten Würfels einsetzen</translation>
    </message>
    <message>
        <source>%1 turns the monster's d4 into a %2.</source>
        <translation>%1 macht aus dem d4 des Monsters eine %2.</translation>
    </message>
    <message>
        <source>%1 doubles the weapon damage against a monster: %2 becomes %3.</source>
        <translation>%1 verdoppelt den Waffenschaden gegen ein Monster: Aus %2 wird %3.</translation>
    </message>
    <message>
        <source>The Warmonger Quest's 1 damage goes to a hindering enemy hero: carry it out at the table.</source>
        <translation>Der 1 Schaden der Quest Kriegstreiber geht an einen gegnerischen Helden, der sie behindert: am Tisch ausführen.</translation>
    </message>
    <message>
        <source>No enemy hero is in play: the Warmonger Quest's 1 damage goes to nobody.</source>
        <translation>Kein gegnerischer Held ist im Spiel: Der 1 Schaden der Quest Kriegstreiber geht an niemanden.</translation>
    </message>
    <message>
        <source>%1: %2 can be %3 to %4, not %5.</source>
        <translation>%1: %2 kann %3 bis %4 sein, nicht %5.</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>Maximale LP</translation>
    </message>
    <message>
        <source>card reversed</source>
        <translation>Karte umgedreht</translation>
    </message>
    <message>
        <source>Myth Points</source>
        <translation>Myth Points</translation>
    </message>
    <message>
        <source>Victory Points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>cards in the deck</source>
        <translation>Karten im Stapel</translation>
    </message>
    <message>
        <source>cards in the discard pile</source>
        <translation>Karten im Ablagestapel</translation>
    </message>
    <message>
        <source>levelled up</source>
        <translation>aufgestiegen</translation>
    </message>
    <message>
        <source>rooted</source>
        <translation>festgewurzelt</translation>
    </message>
    <message>
        <source>Destruction Core exhausted</source>
        <translation>Kern Zerstörung erschöpft</translation>
    </message>
    <message>
        <source>Creation Core exhausted</source>
        <translation>Kern Schöpfung erschöpft</translation>
    </message>
    <message>
        <source>Manipulation Core exhausted</source>
        <translation>Kern Manipulation erschöpft</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>bane tokens</source>
        <translation>Fluchmarker</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Maximum HP</source>
        <translation>Maximale LP</translation>
    </message>
    <message>
        <source>Strength gained</source>
        <translation>Gewonnene Stärke</translation>
    </message>
    <message>
        <source>Maximum HP gained</source>
        <translation>Gewonnene maximale LP</translation>
    </message>
    <message>
        <source>Card reversed</source>
        <translation>Karte umgedreht</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Cards in deck</source>
        <translation>Karten im Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Levelled up</source>
        <translation>Aufgestiegen</translation>
    </message>
    <message>
        <source>Rooted</source>
        <translation>Festgewurzelt</translation>
    </message>
    <message>
        <source>Movement bonus</source>
        <translation>Bewegungsbonus</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Bane tokens (%1)</source>
        <translation>Fluchmarker (%1)</translation>
    </message>
    <message>
        <source>Max HP gained</source>
        <translation>Gewonnene max. LP</translation>
    </message>
    <message>
        <source>movement bonus</source>
        <translation>Bewegungsbonus</translation>
    </message>
    <message>
        <source>%1 belongs to an effect marked "by_hand".</source>
        <translation>%1 gehört zu einem Effekt, der als "by_hand" markiert ist.</translation>
    </message>
    <message>
        <source>Discard %1 from the Void, row %2, column %3</source>
        <translation>%1 aus dem Void ablegen, Reihe %2, Spalte %3</translation>
    </message>
    <message>
        <source>Move %1 from the Void, row %2, column %3, onto another space</source>
        <translation>%1 aus dem Void, Reihe %2, Spalte %3, auf ein anderes Feld legen</translation>
    </message>
    <message>
        <source>%1 takes %2 from the Void, row %3, column %4, as a wound</source>
        <translation>%1 nimmt %2 aus dem Void, Reihe %3, Spalte %4, als Wunde</translation>
    </message>
    <message>
        <source>Discard %1 from %2's wounds</source>
        <translation>%1 aus den Wunden von %2 ablegen</translation>
    </message>
    <message>
        <source>Move %1 from %2's wounds to the Banishing</source>
        <translation>%1 aus den Wunden von %2 ins Banishing legen</translation>
    </message>
    <message>
        <source>Move a card from %1's hand to the Banishing</source>
        <translation>Eine Karte aus der Hand von %1 ins Banishing legen</translation>
    </message>
    <message>
        <source>Move %1 from the discard pile to the Banishing</source>
        <translation>%1 vom Ablagestapel ins Banishing legen</translation>
    </message>
    <message>
        <source>%1 draws the top card of the deck</source>
        <translation>%1 zieht die oberste Karte des Decks</translation>
    </message>
    <message>
        <source>%1 draws a card into the hand: name it</source>
        <translation>%1 zieht eine Karte auf die Hand: Welche?</translation>
    </message>
    <message>
        <source>%1 draws an undead as a wound: name it</source>
        <translation>%1 zieht einen Untoten als Wunde: Welchen?</translation>
    </message>
    <message>
        <source>%1 draws an item: name it</source>
        <translation>%1 zieht einen Gegenstand: Welchen?</translation>
    </message>
    <message>
        <source>A token the pack lacks is entered while the table enters what the pouch turned up: the Market at the start of a turn, the turn's artifact, or the fast preparation's offer.</source>
        <translation>Ein Plättchen, das dem Paket fehlt, wird eingegeben, während der Tisch einträgt, was der Beutel hergab: den Markt zu Beginn eines Zuges, das Artefakt des Zuges oder das Angebot der schnellen Vorbereitung.</translation>
    </message>
    <message>
        <source>Now the table shows the turn's artifact; an item it lacks is typed when the Market is drawn.</source>
        <translation>Jetzt zeigt der Tisch das Artefakt des Zuges; ein fehlender Gegenstand wird eingegeben, wenn der Markt gezogen wird.</translation>
    </message>
    <message>
        <source>%1 joins the face-down artifacts as the real token shows it; now it can be shown as the turn's artifact.</source>
        <translation>%1 kommt so zu den verdeckten Artefakten, wie das echte Plättchen es zeigt; jetzt kann es als Artefakt des Zuges gezeigt werden.</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hände</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>Eine Hand</translation>
    </message>
    <message>
        <source>Two hands</source>
        <translation>Zwei Hände</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Artifact's Attack bonus</source>
        <translation>Angriffsbonus des Artefakts</translation>
    </message>
    <message>
        <source>Artifact's Defence bonus</source>
        <translation>Verteidigungsbonus des Artefakts</translation>
    </message>
    <message>
        <source>The turn's artifact, a token the list lacks</source>
        <translation>Das Artefakt des Zuges, ein Plättchen, das nicht in der Liste steht</translation>
    </message>
</context>
<context>
    <name>EngineTerm</name>
    <message>
        <source>sphere</source>
        <translation>Sphere</translation>
    </message>
    <message>
        <source>beginning</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>east</source>
        <translation>östlich</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>nordöstlich</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nördlich</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>nordwestlich</translation>
    </message>
    <message>
        <source>west</source>
        <translation>westlich</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>südwestlich</translation>
    </message>
    <message>
        <source>south</source>
        <translation>südlich</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>südöstlich</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Planen</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>the centre of the Arena</source>
        <translation>Arenamitte</translation>
    </message>
</context>
<context>
    <name>EntityCard</name>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Add a counter to %1</source>
        <translation>Zähler zu %1 hinzufügen</translation>
    </message>
    <message>
        <source>No counters yet. Add health, points or anything else you track.</source>
        <translation>Noch keine Zähler. Füge Lebenspunkte, Punkte oder alles andere hinzu, was du mitzählst.</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>GameDelegate</name>
    <message>
        <source>%1 to %2 players</source>
        <translation>%1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Not in the app yet: its rules or setup screen are still being built</source>
        <translation>Noch nicht in der App: Regeln oder Aufbau-Bildschirm sind noch in Arbeit</translation>
    </message>
</context>
<context>
    <name>GameNames</name>
    <message>
        <source>Exiled Legends</source>
        <translation>Exiled Legends</translation>
    </message>
    <message>
        <source>Super Fantasy Brawl</source>
        <translation>Super Fantasy Brawl</translation>
    </message>
    <message>
        <source>Theosis</source>
        <translation>Theosis</translation>
    </message>
    <message>
        <source>The Banishing</source>
        <translation>The Banishing</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>“%1” and its whole log will be deleted. This cannot be undone.</source>
        <translation>„%1“ wird samt Protokoll gelöscht. Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <source>Saved sessions</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>No saved sessions yet</source>
        <translation>Noch keine gespeicherten Partien</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>Start one with “New session”: counters, dice and notes are saved as you play.</source>
        <translation>Starte eine mit „Neue Partie“: Zähler, Würfe und Notizen werden beim Spielen gespeichert.</translation>
    </message>
    <message>
        <source>Choose a database file in the settings.</source>
        <translation>Wähl in den Einstellungen eine Datenbankdatei.</translation>
    </message>
    <message>
        <source>Delete this session?</source>
        <translation>Diese Partie löschen?</translation>
    </message>
    <message>
        <source>Search by game, player or title</source>
        <translation>Nach Spiel, Spieler oder Titel suchen</translation>
    </message>
    <message>
        <source>Search the saved sessions</source>
        <translation>Gespeicherte Partien durchsuchen</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>No session matches “%1”</source>
        <translation>Keine Partie passt zu „%1“</translation>
    </message>
    <message>
        <source>The search looks at each session’s game, its players’ names and its title.</source>
        <translation>Die Suche prüft bei jeder Partie das Spiel, die Namen der Spieler und den Titel.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>LegendsAbilityEditor</name>
    <message>
        <source>Ability name</source>
        <translation>Name der Fähigkeit</translation>
    </message>
    <message>
        <source>Cost in MP</source>
        <translation>Kosten in MP</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie bewirkt</translation>
    </message>
    <message>
        <source>Ability name in German</source>
        <translation>Name der Fähigkeit auf Deutsch</translation>
    </message>
    <message>
        <source>What it does, in German</source>
        <translation>Was sie bewirkt, auf Deutsch</translation>
    </message>
    <message>
        <source>EN</source>
        <translation>EN</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>DE</translation>
    </message>
    <message>
        <source>Acts on</source>
        <translation>Wirkt auf</translation>
    </message>
</context>
<context>
    <name>LegendsActionsPanel</name>
    <message>
        <source>%1's actions · %2 MP</source>
        <translation>Aktionen von %1 · %2 MP</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <source>Start of turn: %1 carries a bane token of %2. %3</source>
        <translation>Zugbeginn: %1 hat einen Bane-Marker von %2. %3</translation>
    </message>
    <message>
        <source>%1 may trigger (%2): use it? %3</source>
        <translation>%1 kann auslösen (%2): nutzen? %3</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>%1 (1 MP)</source>
        <translation>%1 (1 MP)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open the rule</source>
        <translation>Regel öffnen</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>%1 of %2 (%3, %4 MP)</source>
        <translation>%1 von %2 (%3, %4 MP)</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 von %2 (%3)</translation>
    </message>
    <message>
        <source>What an ability does beyond this list, apply by hand with the -1 / +1 counters.</source>
        <translation>Was eine Fähigkeit über diese Liste hinaus bewirkt, von Hand mit den Zählern -1 / +1 anwenden.</translation>
    </message>
    <message>
        <source>Use %1 of %2</source>
        <translation>%1 von %2 nutzen</translation>
    </message>
</context>
<context>
    <name>LegendsAttackPanel</name>
    <message>
        <source>Precise</source>
        <translation>Präzise</translation>
    </message>
    <message>
        <source>Mass</source>
        <translation>Masse</translation>
    </message>
    <message numerus="yes">
        <source>Tap another player's Champion: it takes %n counter(s).</source>
        <translation>
            <numerusform>Tippe auf den Champion eines anderen Spielers: Er erhält %n Schadensmarker.</numerusform>
            <numerusform>Tippe auf den Champion eines anderen Spielers: Er erhält %n Schadensmarker.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tap %n target(s), 1 counter each; a Support only after its player's Champion.</source>
        <translation>
            <numerusform>Tippe auf %n Ziel, je 1 Schadensmarker; einen Support erst nach dem Champion seines Spielers.</numerusform>
            <numerusform>Tippe auf %n Ziele, je 1 Schadensmarker; einen Support erst nach dem Champion seines Spielers.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (attacking)</source>
        <translation>%1 (greift an)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Declare precise attack</source>
        <translation>Präzisen Angriff ansagen</translation>
    </message>
    <message>
        <source>Declare mass attack (%1 of %2)</source>
        <translation>Massenangriff ansagen (%1 von %2)</translation>
    </message>
    <message>
        <source>Attack with %1</source>
        <translation>Mit %1 angreifen</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Changed by the table; the card says %1</source>
        <translation>Vom Tisch geändert; auf der Karte steht %1</translation>
    </message>
    <message>
        <source>As the cards say</source>
        <translation>Wie auf den Karten</translation>
    </message>
    <message>
        <source>One less Strength for this attack</source>
        <translation>Eine Stärke weniger für diesen Angriff</translation>
    </message>
    <message>
        <source>One more Strength for this attack</source>
        <translation>Eine Stärke mehr für diesen Angriff</translation>
    </message>
    <message>
        <source>Back to the Strength on the card</source>
        <translation>Zurück zur Stärke auf der Karte</translation>
    </message>
</context>
<context>
    <name>LegendsCardEditorPage</name>
    <message>
        <source>New ability</source>
        <translation>Neue Fähigkeit</translation>
    </message>
    <message>
        <source>Describe what it does.</source>
        <translation>Beschreibe, was sie bewirkt.</translation>
    </message>
    <message>
        <source>New card %1</source>
        <translation>Neue Karte %1</translation>
    </message>
    <message>
        <source>Describe what its bane tokens do.</source>
        <translation>Beschreibe, was die Bane-Marker bewirken.</translation>
    </message>
    <message>
        <source>Describe the Sphere card's effect.</source>
        <translation>Beschreibe den Effekt der Sphere-Karte.</translation>
    </message>
    <message>
        <source>Saved. New sessions use these cards.</source>
        <translation>Gespeichert. Neue Partien nutzen diese Karten.</translation>
    </message>
    <message>
        <source>Exiled Legends cards</source>
        <translation>Exiled-Legends-Karten</translation>
    </message>
    <message>
        <source>Your card pack</source>
        <translation>Dein Kartenpaket</translation>
    </message>
    <message>
        <source>Shipped example cards, not the real ones</source>
        <translation>Mitgelieferte Beispielkarten, nicht die echten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Legends</source>
        <translation>Legenden</translation>
    </message>
    <message>
        <source>Sphere cards</source>
        <translation>Sphere-Karten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No card here yet: add one.</source>
        <translation>Hier ist noch keine Karte: Füge eine hinzu.</translation>
    </message>
    <message>
        <source>Pack file</source>
        <translation>Paketdatei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Written to %1.</source>
        <translation>Gespeichert unter %1.</translation>
    </message>
    <message>
        <source>Import and save</source>
        <translation>Importieren und speichern</translation>
    </message>
    <message>
        <source>Imported and saved.</source>
        <translation>Importiert und gespeichert.</translation>
    </message>
    <message>
        <source>Reset to the shipped cards</source>
        <translation>Auf mitgelieferte Karten zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the shipped example cards.</source>
        <translation>Zurück zu den mitgelieferten Beispielkarten.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>Max. TP</translation>
    </message>
    <message>
        <source>Champion ability</source>
        <translation>Champion-Fähigkeit</translation>
    </message>
    <message>
        <source>Support ability</source>
        <translation>Support-Fähigkeit</translation>
    </message>
    <message>
        <source>Bane tokens</source>
        <translation>Bane-Marker</translation>
    </message>
    <message>
        <source>Team ability (the side up at the start)</source>
        <translation>Team-Fähigkeit (die Seite, die zu Beginn oben liegt)</translation>
    </message>
    <message>
        <source>Bane ability</source>
        <translation>Bane-Fähigkeit</translation>
    </message>
    <message>
        <source>When the bane acts: always, when the hero takes damage, or at the start of its owner's turn</source>
        <translation>Wann der Bane wirkt: immer / wenn der Held Schaden erleidet / zu Beginn des Zugs seines Besitzers</translation>
    </message>
    <message>
        <source>Extra damage counters (when damaged)</source>
        <translation>Zusätzliche Schadensmarker (bei Schaden)</translation>
    </message>
    <message>
        <source>Strength change (always)</source>
        <translation>Stärkeänderung (immer)</translation>
    </message>
    <message>
        <source>Flipped side: the final Hero</source>
        <translation>Umgedrehte Seite: der letzte Held</translation>
    </message>
    <message>
        <source>Champion ability %1</source>
        <translation>Champion-Fähigkeit %1</translation>
    </message>
    <message>
        <source>Support ability %1</source>
        <translation>Support-Fähigkeit %1</translation>
    </message>
    <message>
        <source>Effect while it is in play</source>
        <translation>Effekt, solange sie im Spiel ist</translation>
    </message>
    <message>
        <source>In German</source>
        <translation>Auf Deutsch</translation>
    </message>
</context>
<context>
    <name>LegendsChampionChoice</name>
    <message>
        <source>%1 chooses a new Champion</source>
        <translation>%1 wählt einen neuen Champion</translation>
    </message>
    <message>
        <source>%1 (Strength %2, Max HP %3)</source>
        <translation>%1 (Stärke %2, max. TP %3)</translation>
    </message>
</context>
<context>
    <name>LegendsDrawCorrection</name>
    <message>
        <source>The app turned up %1 from %2's Team deck.</source>
        <translation>Die App hat %1 aus dem Team-Deck von %2 aufgedeckt.</translation>
    </message>
    <message>
        <source>The real deck turned up another hero…</source>
        <translation>Das echte Deck zeigte einen anderen Helden…</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>Tap the hero the real Team deck turned up:</source>
        <translation>Tippe den Helden an, den das echte Team-Deck aufgedeckt hat:</translation>
    </message>
    <message>
        <source>%1 · Strength %2 · Max HP %3</source>
        <translation>%1 · Stärke %2 · max. TP %3</translation>
    </message>
    <message>
        <source>The real deck turned up %1</source>
        <translation>Das echte Deck zeigte %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>A card the list lacks…</source>
        <translation>Eine Karte, die nicht in der Liste steht…</translation>
    </message>
    <message>
        <source>%1's real deck holds a hero card the list lacks</source>
        <translation>Im echten Deck von %1 liegt eine Heldenkarte, die nicht in der Liste steht</translation>
    </message>
</context>
<context>
    <name>LegendsHeroTile</name>
    <message>
        <source>%1 · final Hero</source>
        <translation>%1 · letzter Held</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Stärke %1</translation>
    </message>
    <message>
        <source>+%1 waiting</source>
        <translation>+%1 wartend</translation>
    </message>
    <message>
        <source>One damage counter fewer on %1</source>
        <translation>Ein Schadensmarker weniger auf %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>One more damage counter on %1</source>
        <translation>Ein Schadensmarker mehr auf %1</translation>
    </message>
    <message>
        <source>damage / Max HP</source>
        <translation>Schaden / max. TP</translation>
    </message>
    <message>
        <source>Bane: %1 ×%2</source>
        <translation>Bane: %1 ×%2</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 damage of %2 Max HP on %3: change by any amount</source>
        <translation>%1 Schaden von %2 max. TP auf %3: um beliebige Menge ändern</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
</context>
<context>
    <name>LegendsLabels</name>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Triggered</source>
        <translation>Ausgelöst</translation>
    </message>
    <message>
        <source>Functional</source>
        <translation>Funktional</translation>
    </message>
    <message>
        <source>Continuous</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <source>When attacked</source>
        <translation>Wenn angegriffen</translation>
    </message>
    <message>
        <source>When precise attacked</source>
        <translation>Wenn präzise angegriffen</translation>
    </message>
    <message>
        <source>When mass attacked</source>
        <translation>Wenn per Massenangriff angegriffen</translation>
    </message>
    <message>
        <source>When its Champion attacks</source>
        <translation>Wenn sein Champion angreift</translation>
    </message>
    <message>
        <source>When damaged</source>
        <translation>Wenn beschädigt</translation>
    </message>
    <message>
        <source>When destroyed</source>
        <translation>Wenn zerstört</translation>
    </message>
    <message>
        <source>At the start of the turn</source>
        <translation>Zu Beginn des Zugs</translation>
    </message>
    <message>
        <source>When the table says</source>
        <translation>Auf Ansage am Tisch</translation>
    </message>
    <message>
        <source>Sphere card</source>
        <translation>Sphere-Karte</translation>
    </message>
    <message>
        <source>Beginning</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>Champion</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Team ability</source>
        <translation>Team-Fähigkeit</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <source>Add a bane token</source>
        <translation>Bane-Marker hinzufügen</translation>
    </message>
    <message>
        <source>Remove a bane token</source>
        <translation>Bane-Marker entfernen</translation>
    </message>
    <message>
        <source>Remove 1 damage from a Support</source>
        <translation>1 Schaden von einem Support entfernen</translation>
    </message>
    <message>
        <source>Switch Champion and a Support</source>
        <translation>Champion und einen Support tauschen</translation>
    </message>
    <message>
        <source>Return a clean Support</source>
        <translation>Unversehrten Support zurücklegen</translation>
    </message>
    <message>
        <source>Flip the Sphere card</source>
        <translation>Sphere-Karte umdrehen</translation>
    </message>
    <message>
        <source>Next phase</source>
        <translation>Nächste Phase</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Continue the attack</source>
        <translation>Angriff fortsetzen</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Reactions</source>
        <translation>Reaktionen</translation>
    </message>
    <message>
        <source>Add counters</source>
        <translation>Marker legen</translation>
    </message>
    <message>
        <source>Aftermath</source>
        <translation>Nachwirkung</translation>
    </message>
    <message>
        <source>Destroyed out</source>
        <translation>Zerstörte entfernen</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>When the hero takes damage</source>
        <translation>Wenn der Held Schaden erleidet</translation>
    </message>
    <message>
        <source>At the start of its owner's turn</source>
        <translation>Zu Beginn des Zugs seines Besitzers</translation>
    </message>
    <message>
        <source>When its Champion makes a precise attack</source>
        <translation>Wenn sein Champion präzise angreift</translation>
    </message>
    <message>
        <source>When its Champion makes a mass attack</source>
        <translation>Wenn sein Champion einen Massenangriff ausführt</translation>
    </message>
    <message>
        <source>Any hero</source>
        <translation>Jeden Helden</translation>
    </message>
    <message>
        <source>Its player's heroes</source>
        <translation>Die Helden seines Spielers</translation>
    </message>
    <message>
        <source>Only its own card</source>
        <translation>Nur die eigene Karte</translation>
    </message>
</context>
<context>
    <name>LegendsPlayerArea</name>
    <message>
        <source>Out of the game</source>
        <translation>Aus dem Spiel</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>One Myth Point fewer for %1</source>
        <translation>Ein Myth Point weniger für %1</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>One more Myth Point for %1</source>
        <translation>Ein Myth Point mehr für %1</translation>
    </message>
    <message>
        <source>Legend: %1 (%2), flipped: the final Hero</source>
        <translation>Legende: %1 (%2), umgedreht: der letzte Held</translation>
    </message>
    <message>
        <source>Legend: %1 (%2)</source>
        <translation>Legende: %1 (%2)</translation>
    </message>
    <message>
        <source>Team ability %1 (%2): %3</source>
        <translation>Team-Fähigkeit %1 (%2): %3</translation>
    </message>
    <message>
        <source>Its Team ability is off.</source>
        <translation>Ihre Team-Fähigkeit entfällt.</translation>
    </message>
    <message>
        <source>No hero in play yet.</source>
        <translation>Noch kein Held im Spiel.</translation>
    </message>
    <message>
        <source>Team deck: %1 · Graveyard (%2): %3</source>
        <translation>Team-Deck: %1 · Friedhof (%2): %3</translation>
    </message>
    <message>
        <source>Team deck: %1 · Graveyard: empty</source>
        <translation>Team-Deck: %1 · Friedhof: leer</translation>
    </message>
    <message numerus="yes">
        <source>Bane (%n token(s) left): %1</source>
        <translation>
            <numerusform>Bane (%n Marker übrig): %1</numerusform>
            <numerusform>Bane (%n Marker übrig): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsRealDie</name>
    <message>
        <source>Real d6 (%1 or more):</source>
        <translation>Echter W6 (%1 oder mehr):</translation>
    </message>
    <message>
        <source>Use %1: the real die showed %2</source>
        <translation>%1 nutzen: Der echte Würfel zeigte %2</translation>
    </message>
</context>
<context>
    <name>LegendsSetupForm</name>
    <message>
        <source>Give every player a name.</source>
        <translation>Gib jedem Spieler einen Namen.</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Jeder Spieler braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>Choose a Legend for every player.</source>
        <translation>Wähle für jeden Spieler eine Legende.</translation>
    </message>
    <message>
        <source>The draft deals six heroes to each player, but the card pack holds %1 for %2 players.</source>
        <translation>Der Draft teilt jedem Spieler sechs Helden aus, aber das Kartenpaket enthält %1 für %2 Spieler.</translation>
    </message>
    <message>
        <source>Choose a Legend for %1.</source>
        <translation>Wähle eine Legende für %1.</translation>
    </message>
    <message>
        <source>%1 needs three Sphere cards (%2 chosen).</source>
        <translation>%1 braucht drei Sphere-Karten (%2 gewählt).</translation>
    </message>
    <message>
        <source>The card pack holds %1 %2 heroes; %3's Team deck needs six. Add cards in the card editor or draft the decks.</source>
        <translation>Das Kartenpaket enthält %1 %2-Helden; das Team-Deck von %3 braucht sechs. Füge im Karteneditor Karten hinzu oder drafte die Decks.</translation>
    </message>
    <message>
        <source>Choose six heroes for %1's Team deck (%2 chosen).</source>
        <translation>Wähle sechs Helden für das Team-Deck von %1 (%2 gewählt).</translation>
    </message>
    <message>
        <source>Legends and Sphere cards</source>
        <translation>Legenden und Sphere-Karten</translation>
    </message>
    <message>
        <source>Draft the Team decks (deal six, keep one, pass left)</source>
        <translation>Team-Decks draften (sechs austeilen, eine behalten, nach links weitergeben)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sphere cards: %1 of 3</source>
        <translation>Sphere-Karten: %1 von 3</translation>
    </message>
    <message>
        <source>Team deck: %1 of 6</source>
        <translation>Team-Deck: %1 von 6</translation>
    </message>
    <message>
        <source>Tap the six heroes your box dealt to %1 (%2 chosen), or none for anyone to let the app deal.</source>
        <translation>Tippe die sechs Helden an, die eure Schachtel %1 gegeben hat (%2 gewählt), oder bei niemandem einen, dann teilt die App aus.</translation>
    </message>
    <message>
        <source>Dealt from your box: %1 of 6 (none for anyone: the app deals)</source>
        <translation>Aus eurer Schachtel ausgeteilt: %1 von 6 (bei niemandem eine: die App teilt aus)</translation>
    </message>
</context>
<context>
    <name>LegendsSetupPanel</name>
    <message>
        <source>Keep one card and pass the rest left (%1 of 6 kept).</source>
        <translation>Behalte eine Karte und gib den Rest nach links weiter (%1 von 6 behalten).</translation>
    </message>
    <message>
        <source>%1 · %2 · %3/%4</source>
        <translation>%1 · %2 · %3/%4</translation>
    </message>
    <message>
        <source>Choose the Champion from the top three cards; the other two become the Supports.</source>
        <translation>Wähle den Champion aus den obersten drei Karten; die anderen beiden werden die Supports.</translation>
    </message>
    <message>
        <source>%1 · Strength %2 · Max HP %3</source>
        <translation>%1 · Stärke %2 · max. TP %3</translation>
    </message>
    <message>
        <source>Line-up placed · rolled %1 for the first turn</source>
        <translation>Aufstellung platziert · %1 für den ersten Zug gewürfelt</translation>
    </message>
    <message>
        <source>Line-up placed</source>
        <translation>Aufstellung platziert</translation>
    </message>
    <message>
        <source>Roll 1d6</source>
        <translation>1d6 würfeln</translation>
    </message>
    <message>
        <source>or the real die:</source>
        <translation>oder mit echtem Würfel:</translation>
    </message>
    <message>
        <source>The die showed %1</source>
        <translation>Der Würfel zeigte %1</translation>
    </message>
    <message>
        <source>Our deck showed other heroes…</source>
        <translation>Unser Deck zeigte andere Helden…</translation>
    </message>
    <message>
        <source>Tap the Champion the real Team deck turned up, then its two Supports.</source>
        <translation>Tippe den Champion an, den das echte Team-Deck aufgedeckt hat, dann seine beiden Supports.</translation>
    </message>
    <message>
        <source>Champion: %1. Now tap the first Support.</source>
        <translation>Champion: %1. Tippe jetzt den ersten Support an.</translation>
    </message>
    <message>
        <source>Champion: %1, first Support: %2. Now tap the second Support.</source>
        <translation>Champion: %1, erster Support: %2. Tippe jetzt den zweiten Support an.</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>A card the list lacks…</source>
        <translation>Eine Karte, die nicht in der Liste steht…</translation>
    </message>
    <message>
        <source>%1's real deck holds a hero card the list lacks</source>
        <translation>Im echten Deck von %1 liegt eine Heldenkarte, die nicht in der Liste steht</translation>
    </message>
</context>
<context>
    <name>LegendsTable</name>
    <message>
        <source>Nobody is left: a draw</source>
        <translation>Niemand ist übrig: Unentschieden</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
</context>
<context>
    <name>LegendsTargetButton</name>
    <message>
        <source>%1 / %2 damage</source>
        <translation>%1 / %2 Schaden</translation>
    </message>
    <message numerus="yes">
        <source>+%n counter(s)</source>
        <translation>
            <numerusform>+%n Marker</numerusform>
            <numerusform>+%n Marker</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LegendsTurnPanel</name>
    <message>
        <source>Drafting the Team decks</source>
        <translation>Team-Decks werden gedraftet</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Game over after round %1</source>
        <translation>Spielende nach Runde %1</translation>
    </message>
    <message>
        <source>Round %1 · %2's turn</source>
        <translation>Runde %1 · %2 ist am Zug</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Sphere card: %1 (%2)</source>
        <translation>Sphere-Karte: %1 (%2)</translation>
    </message>
    <message>
        <source>No Sphere card turned up yet this round</source>
        <translation>In dieser Runde noch keine Sphere-Karte aufgedeckt</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the Sphere deck</source>
        <translation>
            <numerusform>Noch %n Karte im Sphere-Deck</numerusform>
            <numerusform>Noch %n Karten im Sphere-Deck</numerusform>
        </translation>
    </message>
    <message>
        <source>Hide the Sphere cards</source>
        <translation>Sphere-Karten ausblenden</translation>
    </message>
    <message>
        <source>Our deck showed another card…</source>
        <translation>Unser Deck zeigte eine andere Karte …</translation>
    </message>
    <message>
        <source>Tap the card your Sphere deck turned up:</source>
        <translation>Tippe auf die Karte, die dein Sphere-Deck aufgedeckt hat:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>✓ %1 %2</source>
        <translation>✓ %1 %2</translation>
    </message>
    <message>
        <source>Attack done: %1's mass attack, Strength %2</source>
        <translation>Angriff erledigt: Massenangriff von %1, Stärke %2</translation>
    </message>
    <message>
        <source>Attack done: %1's precise attack, Strength %2</source>
        <translation>Angriff erledigt: präziser Angriff von %1, Stärke %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) took %n damage</source>
        <translation>
            <numerusform>%1 (%2) erlitt %n Schaden</numerusform>
            <numerusform>%1 (%2) erlitt %n Schaden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) took no damage</source>
        <translation>%1 (%2) erlitt keinen Schaden</translation>
    </message>
    <message>
        <source>%1 and was destroyed</source>
        <translation>%1 und wurde zerstört</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
</context>
<context>
    <name>LegendsWindowPanel</name>
    <message>
        <source>Precise attack · step %1 of 5: %2</source>
        <translation>Präziser Angriff · Schritt %1 von 5: %2</translation>
    </message>
    <message>
        <source>Mass attack · step %1 of 5: %2</source>
        <translation>Massenangriff · Schritt %1 von 5: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) waiting</source>
        <translation>
            <numerusform>%n Marker wartet</numerusform>
            <numerusform>%n Marker warten</numerusform>
        </translation>
    </message>
    <message>
        <source>The counters are on the heroes. Heroes at their Max HP go to the Graveyard once these abilities are settled.</source>
        <translation>Die Schadensmarker liegen auf den Helden. Helden, die ihre max. TP erreicht haben, kommen auf den Friedhof, sobald diese Fähigkeiten abgehandelt sind.</translation>
    </message>
    <message>
        <source>No ability can answer now.</source>
        <translation>Jetzt kann keine Fähigkeit antworten.</translation>
    </message>
    <message>
        <source>%1 may trigger: use it?</source>
        <translation>%1 kann auslösen: nutzen?</translation>
    </message>
    <message>
        <source>%1's %2 · %3</source>
        <translation>%2 von %1 · %3</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Use: 1 fewer on %1</source>
        <translation>Nutzen: 1 weniger auf %1</translation>
    </message>
    <message>
        <source>Use: negate on %1</source>
        <translation>Nutzen: auf %1 verhindern</translation>
    </message>
    <message>
        <source>Add the counters (unused abilities lapse)</source>
        <translation>Marker legen (ungenutzte Fähigkeiten verfallen)</translation>
    </message>
    <message>
        <source>Settle destroyed heroes (unused abilities lapse)</source>
        <translation>Zerstörte Helden abhandeln (ungenutzte Fähigkeiten verfallen)</translation>
    </message>
    <message>
        <source>Use: 1 from %1 to %2</source>
        <translation>Nutzen: 1 von %1 auf %2</translation>
    </message>
    <message>
        <source>Use %1 of %2</source>
        <translation>%1 von %2 nutzen</translation>
    </message>
</context>
<context>
    <name>LogDelegate</name>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>Taken back by an undo</source>
        <translation>Durch Rückgängig zurückgenommen</translation>
    </message>
</context>
<context>
    <name>LuckDelegate</name>
    <message>
        <source>%1 rolled better than %2% of possible games</source>
        <translation>%1 hat besser gewürfelt als in %2 % der möglichen Partien</translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s), %1 entered from real dice: %2 in all against %3 on average</source>
        <translation>
            <numerusform>%n Wurf, %1 von echten Würfeln eingegeben: %2 insgesamt gegen %3 im Mittel</numerusform>
            <numerusform>%n Würfe, %1 von echten Würfeln eingegeben: %2 insgesamt gegen %3 im Mittel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
</context>
<context>
    <name>NewCardDialog</name>
    <message>
        <source>Type what the real card shows. It is kept in your pack for the next game; the players carry out its texts.</source>
        <translation>Gib ein, was die echte Karte zeigt. Sie bleibt für das nächste Spiel in eurem Paket; ihre Texte führen die Spieler selbst aus.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Add the card</source>
        <translation>Karte hinzufügen</translation>
    </message>
</context>
<context>
    <name>NewSessionSheet</name>
    <message>
        <source>New session</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Choose the game you are about to play.</source>
        <translation>Wähl das Spiel, das du spielen willst.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
</context>
<context>
    <name>NumberStepper</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 minus eins</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus eins</translation>
    </message>
</context>
<context>
    <name>OddsBarDelegate</name>
    <message>
        <source>Total %1: %2 (%3)</source>
        <translation>Summe %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <source>Too many possible totals to draw (%1).</source>
        <translation>Zu viele mögliche Summen zum Zeichnen (%1).</translation>
    </message>
    <message>
        <source>Lowest %1</source>
        <translation>Minimum %1</translation>
    </message>
    <message>
        <source>Mean %1</source>
        <translation>Mittelwert %1</translation>
    </message>
    <message>
        <source>Highest %1</source>
        <translation>Maximum %1</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>PhysicalDieField</name>
    <message>
        <source>Die %1 · d%2</source>
        <translation>Würfel %1 · d%2</translation>
    </message>
    <message>
        <source>What die %1 (d%2) shows</source>
        <translation>Was Würfel %1 (W%2) zeigt</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Step %1 of %2 · round %3</source>
        <translation>Schritt %1 von %2 · Runde %3</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Step of the replay</source>
        <translation>Schritt der Wiedergabe</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Round to jump to</source>
        <translation>Runde, zu der gesprungen wird</translation>
    </message>
    <message>
        <source>Jump to round</source>
        <translation>Zur Runde springen</translation>
    </message>
    <message>
        <source>The game as it was set up.</source>
        <translation>Die Partie, wie sie aufgebaut wurde.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
</context>
<context>
    <name>ReplayRowDelegate</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>RollDelegate</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · real dice</source>
        <translation>%1 · echte Würfel</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
</context>
<context>
    <name>RuleEntryPage</name>
    <message>
        <source>Rule not found</source>
        <translation>Regel nicht gefunden</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>There is no rules entry called “%1”.</source>
        <translation>Es gibt keinen Regeleintrag namens „%1“.</translation>
    </message>
    <message>
        <source>Keywords: %1</source>
        <translation>Schlüsselwörter: %1</translation>
    </message>
</context>
<context>
    <name>RuleHitDelegate</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Rules entry</source>
        <translation>Regeleintrag</translation>
    </message>
</context>
<context>
    <name>RuleSheet</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Searching the rules of %1; “All” searches every game</source>
        <translation>Suche in den Regeln von %1; „Alle“ sucht in jedem Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Regeln schließen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rules in the app’s own words · entries: %1</source>
        <translation>Die Regeln in den Worten der App · Einträge: %1</translation>
    </message>
    <message>
        <source>Search the rules, e.g. push</source>
        <translation>Regeln durchsuchen, z. B. push</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Regeln durchsuchen</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>Treffer: %1</translation>
    </message>
    <message>
        <source>Entries: %1</source>
        <translation>Einträge: %1</translation>
    </message>
    <message>
        <source>No rules reference is installed.</source>
        <translation>Es ist kein Regelnachschlagewerk installiert.</translation>
    </message>
    <message>
        <source>Nothing matches. Try fewer or shorter words.</source>
        <translation>Keine Treffer. Versuch es mit weniger oder kürzeren Wörtern.</translation>
    </message>
</context>
<context>
    <name>SectionNavigation</name>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>SessionDelegate</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Last played %1 · log entries: %2</source>
        <translation>Zuletzt gespielt %1 · Protokolleinträge: %2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <translation>%1 fortsetzen</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
</context>
<context>
    <name>SessionLogPage</name>
    <message>
        <source>Session log</source>
        <translation>Partieprotokoll</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Nothing has happened in this session yet.</source>
        <translation>In dieser Partie ist noch nichts passiert.</translation>
    </message>
</context>
<context>
    <name>SessionPage</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Dice rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>No rolls in this session yet.</source>
        <translation>Noch keine Würfe in dieser Partie.</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Write a note</source>
        <translation>Notiz schreiben</translation>
    </message>
    <message>
        <source>Add note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Dice over the table</source>
        <translation>Würfel über dem Tisch</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Roll dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <source>Table mode: players join from their phones</source>
        <translation>Tischmodus: Die Spieler spielen auf ihren Handys mit</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>Partiebericht</translation>
    </message>
    <message>
        <source>The story of this game</source>
        <translation>Der Bericht dieser Partie</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>There is no translation for this language yet, so the texts stay in English.</source>
        <translation>Für diese Sprache gibt es noch keine Übersetzung, daher bleiben die Texte auf Englisch.</translation>
    </message>
    <message>
        <source>Appearance and dice</source>
        <translation>Darstellung und Würfel</translation>
    </message>
    <message>
        <source>Dark theme</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Physical dice by default: the dice tray opens ready for what your own dice show</source>
        <translation>Standardmäßig echte Würfel: Die Würfelschale öffnet sich bereit für das, was deine eigenen Würfel zeigen</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>A temporary database for this demo run; it is thrown away when the app closes.</source>
        <translation>Eine temporäre Datenbank für diesen Demolauf; sie wird beim Schließen der App verworfen.</translation>
    </message>
    <message>
        <source>Every session is saved in this file as you play.</source>
        <translation>Jede Partie wird beim Spielen in dieser Datei gespeichert.</translation>
    </message>
    <message>
        <source>Open another database file</source>
        <translation>Andere Datenbankdatei öffnen</translation>
    </message>
    <message>
        <source>/path/to/sessions.sqlite</source>
        <translation>/pfad/zu/sessions.sqlite</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Writes every saved session, with its whole log, into one JSON file in this folder.</source>
        <translation>Schreibt jede gespeicherte Partie samt Protokoll in eine JSON-Datei in diesem Ordner.</translation>
    </message>
    <message>
        <source>Export all sessions as JSON</source>
        <translation>Alle Partien als JSON exportieren</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Arbiter %1</source>
        <translation>Arbiter %1</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Sicherungen</translation>
    </message>
    <message>
        <source>A copy of the database is kept when a session is closed, at most once a day; the newest %1 stay. Restoring one first keeps the current file as a backup too.</source>
        <translation>Beim Schließen einer Partie wird höchstens einmal am Tag eine Kopie der Datenbank angelegt; die neuesten %1 bleiben erhalten. Vor dem Wiederherstellen wird auch die aktuelle Datei als Sicherung behalten.</translation>
    </message>
    <message>
        <source>Back up now</source>
        <translation>Jetzt sichern</translation>
    </message>
    <message>
        <source>No backups yet.</source>
        <translation>Noch keine Sicherungen.</translation>
    </message>
    <message>
        <source>%1 (%2 KB)</source>
        <translation>%1 (%2 KB)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Large text, for reading across the table</source>
        <translation>Große Schrift, lesbar über den Tisch hinweg</translation>
    </message>
    <message>
        <source>Keep the screen on while a session is open</source>
        <translation>Bildschirm eingeschaltet lassen, solange eine Partie geöffnet ist</translation>
    </message>
    <message>
        <source>This system offers no screen-saver service to ask, so the screen may still dim.</source>
        <translation>Dieses System bietet keinen Bildschirmschoner-Dienst, den Arbiter fragen könnte; der Bildschirm kann also dunkel werden.</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Datenbankdatei</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Exportordner</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>History</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n beendete Partie</numerusform>
            <numerusform>%n beendete Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Count again</source>
        <translation>Neu zählen</translation>
    </message>
    <message>
        <source>Count every finished session again from its log</source>
        <translation>Jede beendete Partie neu aus ihrem Protokoll zählen</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Jedes Spiel</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>From (YYYY-MM-DD)</source>
        <translation>Von (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>To (YYYY-MM-DD)</source>
        <translation>Bis (JJJJ-MM-TT)</translation>
    </message>
    <message>
        <source>No finished game matches. A game counts here once it is over.</source>
        <translation>Keine beendete Partie passt. Eine Partie zählt hier, sobald sie vorbei ist.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message numerus="yes">
        <source>%n play(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 competitive (%2 tied)</source>
        <translation>%1 gegeneinander (%2 unentschieden)</translation>
    </message>
    <message>
        <source>co-op: won %1 of %2 (%3%)</source>
        <translation>kooperativ: %1 von %2 gewonnen (%3 %)</translation>
    </message>
    <message>
        <source>%1 min and %2 rounds on average</source>
        <translation>im Mittel %1 min und %2 Runden</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>competitive: won %1 of %2 (%3%)</source>
        <translation>gegeneinander: %1 von %2 gewonnen (%3 %)</translation>
    </message>
    <message numerus="yes">
        <source>rival: %1 (%n game(s))</source>
        <translation>
            <numerusform>Rivale: %1 (%n Partie)</numerusform>
            <numerusform>Rivale: %1 (%n Partien)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>nemesis: %1 (%n win(s))</source>
        <translation>
            <numerusform>Angstgegner: %1 (%n Sieg)</numerusform>
            <numerusform>Angstgegner: %1 (%n Siege)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>dice: better than %1% of possible games over %n roll(s)</source>
        <translation>
            <numerusform>Würfel: besser als %1 % der möglichen Partien über %n Wurf</numerusform>
            <numerusform>Würfel: besser als %1 % der möglichen Partien über %n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Champions, heroes, Legends and characters</source>
        <translation>Champions, Helden, Legenden und Charaktere</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>won %1 of %2 (%3%)</source>
        <translation>%1 von %2 gewonnen (%3 %)</translation>
    </message>
    <message>
        <source>One player, two spellings</source>
        <translation>Ein Spieler, zwei Schreibweisen</translation>
    </message>
    <message>
        <source>Count this name ("ann")</source>
        <translation>Diesen Namen („ann“)</translation>
    </message>
    <message>
        <source>as this one ("Ann")</source>
        <translation>als diesen zählen („Ann“)</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <source>Save as CSV</source>
        <translation>Als CSV speichern</translation>
    </message>
    <message>
        <source>Save the plays and the figures as CSV files in %1</source>
        <translation>Die Partien und die Zahlen als CSV-Dateien in %1 speichern</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>StoryChart</name>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
</context>
<context>
    <name>StoryFigureDelegate</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Dealt %1 · took %2 · knock-outs %3 · knocked out %4× · ended with %5 of %6</source>
        <translation>Verursacht %1 · erlitten %2 · ausgeschaltet %3 · selbst ausgeschaltet %4× · am Ende %5 von %6</translation>
    </message>
</context>
<context>
    <name>StoryPage</name>
    <message>
        <source>Story</source>
        <translation>Partiebericht</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Still being played</source>
        <translation>Wird noch gespielt</translation>
    </message>
    <message>
        <source>Won by %1</source>
        <translation>Gewonnen von %1</translation>
    </message>
    <message>
        <source>The game won against the table</source>
        <translation>Das Spiel hat gegen den Tisch gewonnen</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roll(s)</source>
        <translation>
            <numerusform>%n Wurf</numerusform>
            <numerusform>%n Würfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Over the rounds</source>
        <translation>Über die Runden</translation>
    </message>
    <message>
        <source>As a table</source>
        <translation>Als Tabelle</translation>
    </message>
    <message>
        <source>Chart of the numbers over the rounds; the same values are in the table view</source>
        <translation>Diagramm der Zahlen über die Runden; dieselben Werte stehen in der Tabellenansicht</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Biggest swings</source>
        <translation>Größte Umschwünge</translation>
    </message>
    <message>
        <source>%1: %2 to %3 in round %4</source>
        <translation>%1: %2 auf %3 in Runde %4</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Würfelglück</translation>
    </message>
    <message>
        <source>Nobody rolled in this game.</source>
        <translation>In dieser Partie hat niemand gewürfelt.</translation>
    </message>
</context>
<context>
    <name>StorySeriesTable</name>
    <message>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TableSheet</name>
    <message>
        <source>Table mode</source>
        <translation>Tischmodus</translation>
    </message>
    <message>
        <source>Players join from their phones' browsers</source>
        <translation>Die Spieler kommen über den Browser ihres Handys dazu</translation>
    </message>
    <message>
        <source>Table mode is off</source>
        <translation>Der Tischmodus ist aus</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close table mode's sheet</source>
        <translation>Blatt des Tischmodus schließen</translation>
    </message>
    <message>
        <source>QR code to join the table</source>
        <translation>QR-Code, um dem Tisch beizutreten</translation>
    </message>
    <message>
        <source>Scan the code with a phone's camera, or open this address in its browser:</source>
        <translation>Scanne den Code mit der Kamera eines Handys oder öffne diese Adresse in seinem Browser:</translation>
    </message>
    <message>
        <source>Stop table mode</source>
        <translation>Tischmodus beenden</translation>
    </message>
    <message>
        <source>Start table mode</source>
        <translation>Tischmodus starten</translation>
    </message>
    <message>
        <source>Devices at the table</source>
        <translation>Geräte am Tisch</translation>
    </message>
    <message>
        <source>No phone has joined yet.</source>
        <translation>Noch ist kein Handy dabei.</translation>
    </message>
    <message>
        <source>Start table mode to let phones join.</source>
        <translation>Starte den Tischmodus, damit Handys beitreten können.</translation>
    </message>
    <message>
        <source>%1 (away: the seat waits for its phone)</source>
        <translation>%1 (weg: der Platz wartet auf sein Handy)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Choosing a seat (%1)</source>
        <translation>Wählt einen Platz (%1)</translation>
    </message>
    <message>
        <source>A phone asks for %1's seat (%2)</source>
        <translation>Ein Handy bittet um den Platz von %1 (%2)</translation>
    </message>
    <message>
        <source>Hand it over only if %1's phone shows this number.</source>
        <translation>Gib ihn nur weiter, wenn das Handy von %1 diese Zahl zeigt.</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Übergeben</translation>
    </message>
    <message>
        <source>Hand %1's seat to the phone showing %2</source>
        <translation>Den Platz von %1 dem Handy geben, das %2 zeigt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove this device from the table</source>
        <translation>Dieses Gerät vom Tisch entfernen</translation>
    </message>
    <message>
        <source>Phones must be on the same network as this tablet. The code stays with this session, so phones come back by themselves after a restart; a new code sends every phone away.</source>
        <translation>Handys müssen im selben Netz sein wie dieses Tablet. Der Code bleibt bei dieser Partie, so finden Handys nach einem Neustart von selbst zurück; ein neuer Code schickt alle Handys weg.</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Neuer Code</translation>
    </message>
    <message>
        <source>Make a new code and send every phone away</source>
        <translation>Einen neuen Code erzeugen und alle Handys wegschicken</translation>
    </message>
    <message>
        <source>Phones may undo</source>
        <translation>Handys dürfen rückgängig machen</translation>
    </message>
</context>
<context>
    <name>TheosisArenaActionBar</name>
    <message>
        <source>Play it</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Combat sheet</source>
        <translation>Kampfblatt</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
    </message>
    <message>
        <source>Let it lapse</source>
        <translation>Verfallen lassen</translation>
    </message>
    <message>
        <source>Carry out the monster's action</source>
        <translation>Aktion des Monsters ausführen</translation>
    </message>
</context>
<context>
    <name>TheosisArenaBoardView</name>
    <message>
        <source>Arena board</source>
        <translation>Spielplan der Arena</translation>
    </message>
    <message>
        <source>Tap a hex or a figure to choose it</source>
        <translation>Ein Feld oder eine Figur antippen, um es auszuwählen</translation>
    </message>
</context>
<context>
    <name>TheosisArenaGemPicker</name>
    <message>
        <source>Mana gems (%1 of up to %2)</source>
        <translation>Mana-Steine (%1 von höchstens %2)</translation>
    </message>
    <message>
        <source>Tap the empty skills that receive a gem; ◆ marks a skill that already holds one.</source>
        <translation>Die leeren Fertigkeiten antippen, die einen Stein erhalten; ◆ markiert eine Fertigkeit, auf der schon einer liegt.</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (gefallen)</translation>
    </message>
</context>
<context>
    <name>TheosisArenaHeroTurn</name>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Bless</source>
        <translation>Segnen</translation>
    </message>
    <message>
        <source>Mana</source>
        <translation>Mana</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Stays put. Hexes within reach: %1 (tap a green one to move first).</source>
        <translation>Bleibt stehen. Erreichbare Felder: %1 (ein grünes antippen, um zuerst dorthin zu ziehen).</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Taps aim the spell</source>
        <translation>Tippen zielt mit dem Zauber</translation>
    </message>
    <message>
        <source>Taps move the hero</source>
        <translation>Tippen bewegt den Helden</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>Ranged (up to 5)</source>
        <translation>Fernkampf (bis 5)</translation>
    </message>
    <message>
        <source>Skill to receive the gem</source>
        <translation>Fertigkeit, die den Stein erhält</translation>
    </message>
    <message>
        <source>Skill (needs a gem)</source>
        <translation>Fertigkeit (braucht einen Stein)</translation>
    </message>
    <message>
        <source>Power to discard</source>
        <translation>Abzuwerfende Kraft</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>%1 defends with (%2's hand)</source>
        <translation>%1 verteidigt mit (Hand von %2)</translation>
    </message>
    <message>
        <source>%1's d4</source>
        <translation>d4 von %1</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>App würfelt</translation>
    </message>
    <message>
        <source>Push back if it wins</source>
        <translation>Bei Sieg zurückstoßen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Nachrücken</translation>
    </message>
    <message>
        <source>Skill of %1 that gets the gem</source>
        <translation>Fertigkeit von %1, die den Stein erhält</translation>
    </message>
    <message>
        <source>Moves to %1 first.</source>
        <translation>Zieht zuerst auf %1.</translation>
    </message>
    <message>
        <source>Power from the hand (attack/defense)</source>
        <translation>Kraft von der Hand (Angriff/Verteidigung)</translation>
    </message>
</context>
<context>
    <name>TheosisArenaPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Lowest rank first. Tap a green starting hex; grey ones are refused (tap one to see why).</source>
        <translation>Niedrigster Rang zuerst. Ein grünes Startfeld antippen; graue sind gesperrt (antippen zeigt den Grund).</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>paralysed</source>
        <translation>gelähmt</translation>
    </message>
    <message>
        <source>swallowed</source>
        <translation>verschlungen</translation>
    </message>
    <message>
        <source>no gems or tokens</source>
        <translation>keine Steine oder Marker</translation>
    </message>
    <message>
        <source>%1: defeated</source>
        <translation>%1: besiegt</translation>
    </message>
    <message>
        <source>, resists %1</source>
        <translation>, resistent gegen %1</translation>
    </message>
    <message>
        <source>%1 (cast by %2)</source>
        <translation>%1 (gewirkt von %2)</translation>
    </message>
    <message>
        <source>Rule for %1</source>
        <translation>Regel für %1</translation>
    </message>
    <message>
        <source>%1: Health %2, change it</source>
        <translation>%1: %2 Lebenspunkte, ändern</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <source>Tap a hero's Health to change it by any amount; undo is in the header.</source>
        <translation>Tippe auf die Lebenspunkte eines Helden, um sie um eine beliebige Menge zu ändern; Rückgängig steht oben.</translation>
    </message>
    <message>
        <source>%1: %2 stamina tokens, the top one hidden; defense %3 + d4</source>
        <translation>%1: %2 Ausdauermarker, der oberste verdeckt; Verteidigung %3 + d4</translation>
    </message>
    <message>
        <source>%1: %2 stamina tokens; the top one falls at %3 damage%4; defense %5 + d4</source>
        <translation>%1: %2 Ausdauermarker; der oberste fällt bei %3 Schaden%4; Verteidigung %5 + d4</translation>
    </message>
    <message>
        <source>On top of the real pile:</source>
        <translation>Oben auf dem echten Stapel:</translation>
    </message>
</context>
<context>
    <name>TheosisArenaRankingCard</name>
    <message>
        <source>Against monsters you choose the ranking: reorder your heroes before the first one enters.</source>
        <translation>Gegen Monster bestimmen die Spieler die Rangfolge: Helden umsortieren, bevor der erste die Arena betritt.</translation>
    </message>
    <message>
        <source>The ranking is fixed: a hero has entered the Arena.</source>
        <translation>Die Rangfolge steht fest: Ein Held hat die Arena betreten.</translation>
    </message>
    <message>
        <source>Order heroes</source>
        <translation>Helden ordnen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>TheosisArenaResultCard</name>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>A tie</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>The heroes lost</source>
        <translation>Die Helden haben verloren</translation>
    </message>
    <message>
        <source>Most stamina tokens: %1</source>
        <translation>Meiste Ausdauermarker: %1</translation>
    </message>
</context>
<context>
    <name>TheosisArenaRitualTurn</name>
    <message>
        <source>Rituals due</source>
        <translation>Fällige Rituale</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Turn left</source>
        <translation>Nach links drehen</translation>
    </message>
    <message>
        <source>Turned %1 × 60°</source>
        <translation>Um %1 × 60° gedreht</translation>
    </message>
    <message>
        <source>Turn right</source>
        <translation>Nach rechts drehen</translation>
    </message>
    <message>
        <source>Rituals</source>
        <translation>Rituale</translation>
    </message>
    <message>
        <source>The gems are optional; the rest of the ritual's text is carried out at the table.</source>
        <translation>Die Steine sind optional; der übrige Text des Rituals wird am Tisch ausgeführt.</translation>
    </message>
    <message>
        <source>The session carries this ritual out when it is cast.</source>
        <translation>Die Partie führt dieses Ritual aus, wenn es gewirkt wird.</translation>
    </message>
    <message>
        <source>Mana and skills</source>
        <translation>Mana und Fertigkeiten</translation>
    </message>
</context>
<context>
    <name>TheosisArenaStatusBar</name>
    <message>
        <source>%1. %2 (flipped)</source>
        <translation>%1. %2 (umgedreht)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Heroes enter; %1 turns follow</source>
        <translation>Die Helden treten ein; %1 Züge folgen</translation>
    </message>
</context>
<context>
    <name>TheosisArenaTargetRow</name>
    <message>
        <source>Rule for %1</source>
        <translation>Regel für %1</translation>
    </message>
</context>
<context>
    <name>TheosisByHandPanel</name>
    <message>
        <source>%1, by hand</source>
        <translation>%1, von Hand</translation>
    </message>
    <message>
        <source>Carry the text out at the table.</source>
        <translation>Führt den Text am Tisch aus.</translation>
    </message>
    <message>
        <source>Do this at the table, then record each change here with one tap:</source>
        <translation>Macht das am Tisch und haltet dann jede Änderung hier mit einem Tipp fest:</translation>
    </message>
    <message>
        <source>Do this at the table: the app tracks nothing it changes.</source>
        <translation>Macht das am Tisch: Die App verfolgt nichts, was es ändert.</translation>
    </message>
    <message>
        <source>Tap the hex on the board that %1 moves to.</source>
        <translation>Tippt auf dem Brett das Feld an, auf das %1 zieht.</translation>
    </message>
    <message>
        <source>Cancel the move</source>
        <translation>Zug abbrechen</translation>
    </message>
    <message>
        <source>Only those the text concerns</source>
        <translation>Nur die, die der Text betrifft</translation>
    </message>
    <message>
        <source>Other heroes, monsters and players (%1)…</source>
        <translation>Andere Helden, Monster und Spieler (%1) …</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TheosisCombatSheet</name>
    <message>
        <source>Combat sheet</source>
        <translation>Kampfblatt</translation>
    </message>
    <message>
        <source>Theosis: one attack worked out step by step</source>
        <translation>Theosis: ein Angriff Schritt für Schritt abgehandelt</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>The monster's d4</source>
        <translation>Der d4 des Monsters</translation>
    </message>
    <message>
        <source>Not rolled: odds</source>
        <translation>Nicht gewürfelt: Chancen</translation>
    </message>
    <message>
        <source>Attack %1: wins %2</source>
        <translation>Angriff %1: gewinnt %2</translation>
    </message>
    <message>
        <source>The stamina token falls: %1</source>
        <translation>Der Ausdauermarker fällt: %1</translation>
    </message>
    <message>
        <source>The defender holds: no damage.</source>
        <translation>Der Verteidiger hält stand: kein Schaden.</translation>
    </message>
    <message>
        <source>%1 damage: the stamina token falls.</source>
        <translation>%1 Schaden: Der Ausdauermarker fällt.</translation>
    </message>
    <message>
        <source>%1 damage: the stamina token stays.</source>
        <translation>%1 Schaden: Der Ausdauermarker bleibt.</translation>
    </message>
    <message>
        <source>%1 damage (raw %2): Health %3 after.</source>
        <translation>%1 Schaden (Grundschaden %2): danach %3 Lebenspunkte.</translation>
    </message>
    <message>
        <source>, the token falls</source>
        <translation>, der Marker fällt</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Rule for step %1</source>
        <translation>Regel für Schritt %1</translation>
    </message>
    <message>
        <source>Play it (the app rolls the d4)</source>
        <translation>Ausspielen (die App würfelt den d4)</translation>
    </message>
    <message>
        <source>Play it in the session</source>
        <translation>In der Partie ausspielen</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>any range</source>
        <translation>beliebige Reichweite</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>As planned on the Arena: stays put, then a %1 attack.</source>
        <translation>Wie in der Arena geplant: bleibt stehen, dann ein Angriff (%1).</translation>
    </message>
    <message>
        <source>As planned on the Arena: moves to %1 first, then a %2 attack.</source>
        <translation>Wie in der Arena geplant: zuerst auf %1 ziehen, dann ein Angriff (%2).</translation>
    </message>
    <message>
        <source>Defense power</source>
        <translation>Verteidigungskraft</translation>
    </message>
    <message>
        <source>Attack %1 against defense %2</source>
        <translation>Angriff %1 gegen Verteidigung %2</translation>
    </message>
    <message>
        <source>d4 %1: defense %2, %3 damage%4</source>
        <translation>d4 %1: Verteidigung %2, %3 Schaden%4</translation>
    </message>
    <message>
        <source>d4 %1: defense %2, the monster holds</source>
        <translation>d4 %1: Verteidigung %2, das Monster hält stand</translation>
    </message>
</context>
<context>
    <name>TheosisContentEditor</name>
    <message>
        <source>Physical</source>
        <translation>Physisch</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Leere</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Eis</translation>
    </message>
    <message>
        <source>Acid</source>
        <translation>Säure</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Armor (shields too)</source>
        <translation>Rüstung (auch Schilde)</translation>
    </message>
    <message>
        <source>Steal a Mana gem</source>
        <translation>Mana-Stein stehlen</translation>
    </message>
    <message>
        <source>3 damage to a hero</source>
        <translation>3 Schaden an einem Helden</translation>
    </message>
    <message>
        <source>Steal 2 gold</source>
        <translation>2 Gold stehlen</translation>
    </message>
    <message>
        <source>Steal 4 gold</source>
        <translation>4 Gold stehlen</translation>
    </message>
    <message>
        <source>Take the initiative</source>
        <translation>Initiative übernehmen</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>Axe</source>
        <translation>Axt</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Hammer</translation>
    </message>
    <message>
        <source>Dagger</source>
        <translation>Dolch</translation>
    </message>
    <message>
        <source>Claws</source>
        <translation>Klauen</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Leather</source>
        <translation>Leder</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoff</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Warmonger</source>
        <translation>Kriegstreiber</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Deceitful</source>
        <translation>Hinterlistig</translation>
    </message>
    <message>
        <source>Righteous</source>
        <translation>Rechtschaffen</translation>
    </message>
    <message>
        <source>Vengeful</source>
        <translation>Rachsüchtig</translation>
    </message>
    <message>
        <source>Merciful</source>
        <translation>Barmherzig</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Gewöhnlich</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>Blessing</source>
        <translation>Segen</translation>
    </message>
    <message>
        <source>Curse</source>
        <translation>Fluch</translation>
    </message>
    <message>
        <source>Carried out by hand</source>
        <translation>Von Hand ausgeführt</translation>
    </message>
    <message>
        <source>A token on the arena</source>
        <translation>Ein Plättchen in der Arena</translation>
    </message>
    <message>
        <source>Purification</source>
        <translation>Purification (Reinigung)</translation>
    </message>
    <message>
        <source>Consecration</source>
        <translation>Consecration (Weihe)</translation>
    </message>
    <message>
        <source>Nothing, and not marked by hand: mark it</source>
        <translation>Nichts, und nicht als Handarbeit markiert: markiert ihn</translation>
    </message>
</context>
<context>
    <name>TheosisContentEditorField</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 minus eins</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus eins</translation>
    </message>
</context>
<context>
    <name>TheosisContentEditorPage</name>
    <message>
        <source>Saved. New sessions use this pack; sessions already started keep theirs.</source>
        <translation>Gespeichert. Neue Partien verwenden dieses Paket; bereits begonnene Partien behalten ihres.</translation>
    </message>
    <message>
        <source>Theosis components</source>
        <translation>Theosis-Spielmaterial</translation>
    </message>
    <message>
        <source>Your own pack</source>
        <translation>Eigenes Paket</translation>
    </message>
    <message>
        <source>The shipped example: check against your components</source>
        <translation>Mitgeliefertes Beispiel: mit dem eigenen Spielmaterial abgleichen</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Reset to shipped</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <source>The shipped example pack is back.</source>
        <translation>Mitgeliefertes Beispielpaket wiederhergestellt.</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Check against your components</source>
        <translation>Mit dem eigenen Spielmaterial abgleichen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Add item</source>
        <translation>Gegenstand hinzufügen</translation>
    </message>
    <message>
        <source>Add token</source>
        <translation>Marker hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>TheosisDrawPicker</name>
    <message>
        <source>%1 · artifact, attack +%2, damage %3</source>
        <translation>%1 · Artefakt, Angriff +%2, Schaden %3</translation>
    </message>
    <message>
        <source>%1 · artifact, defense +%2</source>
        <translation>%1 · Artefakt, Verteidigung +%2</translation>
    </message>
    <message>
        <source>%1 · damage %2</source>
        <translation>%1 · Schaden %2</translation>
    </message>
    <message>
        <source>The app drew: %1.</source>
        <translation>Die App hat gezogen: %1.</translation>
    </message>
    <message>
        <source>Entered from the table: %1.</source>
        <translation>Vom Tisch eingegeben: %1.</translation>
    </message>
    <message>
        <source>Entered from the table: %1. Still the app's draw: %2.</source>
        <translation>Vom Tisch eingegeben: %1. Noch von der App gezogen: %2.</translation>
    </message>
    <message>
        <source>Enter the tokens the table drew…</source>
        <translation>Die Plättchen eingeben, die der Tisch gezogen hat …</translation>
    </message>
    <message>
        <source>Tap each token the real components show; each one takes the place of a token the app drew.</source>
        <translation>Tippt jedes Plättchen an, das die echten Bestandteile zeigen; jedes ersetzt ein Plättchen, das die App gezogen hat.</translation>
    </message>
    <message>
        <source>Marked in the pack: %1</source>
        <translation>Im Paket vermerkt: %1</translation>
    </message>
    <message>
        <source>The table drew %1</source>
        <translation>Der Tisch hat %1 gezogen</translation>
    </message>
    <message>
        <source>A token the list lacks…</source>
        <translation>Ein Plättchen, das nicht in der Liste steht…</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisAllocationCard</name>
    <message>
        <source>Gold on the mats</source>
        <translation>Gold auf die Tableaus</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Reihenfolge: %1</translation>
    </message>
    <message>
        <source>Items from the offer</source>
        <translation>Gegenstände aus dem Angebot</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Ausrüsten</translation>
    </message>
    <message>
        <source>%1 puts gold on the mats (%2 of %3 gold)</source>
        <translation>%1 legt Gold auf die Tableaus (%2 von %3 Gold)</translation>
    </message>
    <message>
        <source>%1: %2 on the mat</source>
        <translation>%1: %2 auf dem Tableau</translation>
    </message>
    <message>
        <source>including the alignment bonus of %1 gold</source>
        <translation>einschließlich des Gesinnungsbonus von %1 Gold</translation>
    </message>
    <message>
        <source>Put the gold on the mats</source>
        <translation>Gold auf die Tableaus legen</translation>
    </message>
    <message>
        <source>The offer the table drew</source>
        <translation>Das Angebot, das der Tisch gezogen hat</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisBidDialog</name>
    <message>
        <source>Bids for %1</source>
        <translation>Gebote für %1</translation>
    </message>
    <message>
        <source>The highest bid wins; a tie for the highest sends the artifact into the pouch. Every bid is paid.</source>
        <translation>Das höchste Gebot gewinnt; bei Gleichstand der höchsten Gebote kommt das Artefakt in den Beutel. Jedes Gebot wird bezahlt.</translation>
    </message>
    <message>
        <source>Hidden: one player at a time</source>
        <translation>Geheim: ein Spieler nach dem anderen</translation>
    </message>
    <message>
        <source>Pass the tablet to %1</source>
        <translation>Tablet an %1 weitergeben</translation>
    </message>
    <message>
        <source>%1 bids (holds %2 gold)</source>
        <translation>%1 bietet (hat %2 Gold)</translation>
    </message>
    <message>
        <source>Seal the bid</source>
        <translation>Gebot versiegeln</translation>
    </message>
    <message>
        <source>%1 of %2 bids sealed.</source>
        <translation>%1 von %2 Geboten versiegelt.</translation>
    </message>
    <message>
        <source>%1 (holds %2 gold)</source>
        <translation>%1 (hat %2 Gold)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reveal the bids</source>
        <translation>Gebote aufdecken</translation>
    </message>
    <message>
        <source>The artifact the table turned up</source>
        <translation>Das Artefakt, das der Tisch aufgedeckt hat</translation>
    </message>
    <message>
        <source>An artifact the list lacks…</source>
        <translation>Ein Artefakt, das nicht in der Liste steht…</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisDecisionCard</name>
    <message>
        <source>%1 won %2</source>
        <translation>%1 hat %2 gewonnen</translation>
    </message>
    <message>
        <source>%1 drew %2 from the pouch</source>
        <translation>%1 hat %2 aus dem Beutel gezogen</translation>
    </message>
    <message>
        <source>Thieves' Guild for %1: %2</source>
        <translation>Diebesgilde für %1: %2</translation>
    </message>
    <message>
        <source>Equip</source>
        <translation>Ausrüsten</translation>
    </message>
    <message>
        <source>Into the pouch</source>
        <translation>In den Beutel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 gold)</source>
        <translation>%1 (%2 Gold)</translation>
    </message>
    <message>
        <source>Take the gem from</source>
        <translation>Den Stein nehmen von</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Put it on</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Carry it out</source>
        <translation>Ausführen</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisDiePicker</name>
    <message>
        <source>The d%1</source>
        <translation>Der d%1</translation>
    </message>
    <message>
        <source>Roll in the app</source>
        <translation>In der App würfeln</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisEquipPicker</name>
    <message>
        <source>Item (optional)</source>
        <translation>Gegenstand (optional)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>%1 (two hands)</source>
        <translation>%1 (zweihändig)</translation>
    </message>
    <message>
        <source>On which hero</source>
        <translation>Welcher Held</translation>
    </message>
    <message>
        <source>In which slot</source>
        <translation>Welcher Platz</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <translation>%1 (jetzt %2)</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisGemPicker</name>
    <message>
        <source>Mana gems (%1 of %2)</source>
        <translation>Mana-Steine (%1 von %2)</translation>
    </message>
    <message>
        <source>%1 (has a gem)</source>
        <translation>%1 (hat einen Stein)</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisLocationTile</name>
    <message>
        <source>Closed in this game</source>
        <translation>In diesem Spiel geschlossen</translation>
    </message>
    <message>
        <source>gold space taken</source>
        <translation>Goldfeld besetzt</translation>
    </message>
    <message>
        <source>gold space free</source>
        <translation>Goldfeld frei</translation>
    </message>
    <message>
        <source>%1 · %2 (%3/%4)</source>
        <translation>%1 · %2 (%3/%4)</translation>
    </message>
    <message>
        <source>%1 (%2) · gold</source>
        <translation>%1 (%2) · Gold</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisPlacementDialog</name>
    <message>
        <source>%1 goes to the %2</source>
        <translation>%1 geht zum Ort %2</translation>
    </message>
    <message>
        <source>On the gold space (power: %1, %2/%3)</source>
        <translation>Auf das Goldfeld (Kraft: %1, %2/%3)</translation>
    </message>
    <message>
        <source>On the gold space</source>
        <translation>Auf das Goldfeld</translation>
    </message>
    <message>
        <source>1 damage to</source>
        <translation>1 Schaden an</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Steal from</source>
        <translation>Stehlen von</translation>
    </message>
    <message>
        <source>%1 (%2 gold)</source>
        <translation>%1 (%2 Gold)</translation>
    </message>
    <message>
        <source>As much as possible</source>
        <translation>So viel wie möglich</translation>
    </message>
    <message>
        <source>The draw from the pouch</source>
        <translation>Ziehung aus dem Beutel</translation>
    </message>
    <message>
        <source>Draw in the app</source>
        <translation>In der App ziehen</translation>
    </message>
    <message>
        <source>Heal to full Health</source>
        <translation>Auf volle Lebenspunkte heilen</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>%1 (%2 Health)</source>
        <translation>%1 (%2 Lebenspunkte)</translation>
    </message>
    <message>
        <source>Ritual</source>
        <translation>Ritual</translation>
    </message>
    <message>
        <source>Turn token: cast on Arena turn</source>
        <translation>Zugmarker: Wirken in Arena-Zug</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <source>Choose the item, the hero who gets it and the slot.</source>
        <translation>Wähle den Gegenstand, den Helden, der ihn bekommt, und den Platz.</translation>
    </message>
    <message>
        <source>%1 (artifact)</source>
        <translation>%1 (Artefakt)</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisPlayerCard</name>
    <message>
        <source>holds the initiative</source>
        <translation>hat die Initiative</translation>
    </message>
    <message>
        <source>places now</source>
        <translation>platziert jetzt</translation>
    </message>
    <message>
        <source>puts gold on the mats now</source>
        <translation>legt jetzt Gold auf die Tableaus</translation>
    </message>
    <message>
        <source>gold in the purse</source>
        <translation>Gold in der Börse</translation>
    </message>
    <message>
        <source>Powers: %1</source>
        <translation>Kräfte: %1</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>No powers yet</source>
        <translation>Noch keine Kräfte</translation>
    </message>
    <message>
        <source>Rituals: %1</source>
        <translation>Rituale: %1</translation>
    </message>
    <message>
        <source>%1 (Arena turn %2)</source>
        <translation>%1 (Arena-Zug %2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 Health</source>
        <translation>%1 Lebenspunkte</translation>
    </message>
    <message>
        <source>%1 gold</source>
        <translation>%1 Gold</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>In diesem Zug: %1</translation>
    </message>
    <message>
        <source>Not placed this turn</source>
        <translation>In diesem Zug nicht platziert</translation>
    </message>
    <message>
        <source>Mana on %1</source>
        <translation>Mana auf %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n power(s) discarded</source>
        <translation>
            <numerusform>%n Kraft abgeworfen</numerusform>
            <numerusform>%n Kräfte abgeworfen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 gold in the purse, change it</source>
        <translation>%1: %2 Gold in der Börse, ändern</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>%1: %2 Health, change it</source>
        <translation>%1: %2 Lebenspunkte, ändern</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisTracks</name>
    <message>
        <source>Alignment tracks</source>
        <translation>Gesinnungsleisten</translation>
    </message>
</context>
<context>
    <name>TheosisHierapolisView</name>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 holds the initiative; %2 takes it next turn</source>
        <translation>%1 hat die Initiative; %2 erhält sie im nächsten Zug</translation>
    </message>
    <message>
        <source>%1 holds the initiative</source>
        <translation>%1 hat die Initiative</translation>
    </message>
    <message>
        <source>%1 settles the decision below before play goes on.</source>
        <translation>%1 trifft unten die Entscheidung, bevor das Spiel weitergeht.</translation>
    </message>
    <message>
        <source>Now tap the location %1 goes to.</source>
        <translation>Jetzt den Ort antippen, zu dem %1 geht.</translation>
    </message>
    <message>
        <source>%1 places a hero; the first goes to the gold space of a Quest.</source>
        <translation>%1 platziert einen Helden; der erste kommt auf das Goldfeld einer Quest.</translation>
    </message>
    <message>
        <source>%1 places a hero.</source>
        <translation>%1 platziert einen Helden.</translation>
    </message>
    <message>
        <source>Every hero is placed: the players bid in secret for %1.</source>
        <translation>Alle Helden sind platziert: Die Spieler bieten geheim auf %1.</translation>
    </message>
    <message>
        <source>Fast preparation: hand out the items, then the gold goes on the mats.</source>
        <translation>Schnelle Vorbereitung: Gegenstände austeilen, dann kommt das Gold auf die Tableaus.</translation>
    </message>
    <message>
        <source>Hierapolis is over: the alignment bonus is on the mats; now the purses.</source>
        <translation>Hierapolis ist vorbei: Der Gesinnungsbonus liegt auf den Tableaus; jetzt die Börsen.</translation>
    </message>
    <message>
        <source>%1 (%2 Health)</source>
        <translation>%1 (%2 Lebenspunkte)</translation>
    </message>
    <message>
        <source>Sealed bid for %1</source>
        <translation>Verdecktes Gebot für %1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <source>%1 items in the pouch · %2 rituals in the Mage Tower</source>
        <translation>%1 Gegenstände im Beutel · %2 Rituale im Magierturm</translation>
    </message>
    <message>
        <source>The Market the table drew</source>
        <translation>Der Markt, den der Tisch gezogen hat</translation>
    </message>
    <message>
        <source>%1 (from the table)</source>
        <translation>%1 (vom Tisch)</translation>
    </message>
</context>
<context>
    <name>TheosisMonsterPanel</name>
    <message>
        <source>The rider acts from its own table</source>
        <translation>Der Reiter handelt nach seiner eigenen Tabelle</translation>
    </message>
    <message>
        <source>Skullduggery die</source>
        <translation>Gaunerwürfel</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>%1 uses %2</source>
        <translation>%1 nutzt %2</translation>
    </message>
    <message>
        <source>No attack: the session carries out what it can; the rest is done at the table.</source>
        <translation>Kein Angriff: Die Partie führt aus, was sie kann; der Rest wird am Tisch erledigt.</translation>
    </message>
    <message>
        <source>Attack %1: d4 + %2, %3 %4 damage, %5</source>
        <translation>Angriff %1: d4 + %2, %3 Schaden (%4), %5</translation>
    </message>
    <message>
        <source>every hero</source>
        <translation>alle Helden</translation>
    </message>
    <message>
        <source>%1 (Health %2)</source>
        <translation>%1 (Lebenspunkte %2)</translation>
    </message>
    <message>
        <source>%1 defends with</source>
        <translation>%1 verteidigt mit</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>The d4 against %1</source>
        <translation>Der d4 gegen %1</translation>
    </message>
    <message>
        <source>App rolls</source>
        <translation>App würfelt</translation>
    </message>
    <message>
        <source>To move it first (speed %1), tap its new centre on the board.</source>
        <translation>Um es zuerst zu bewegen (Tempo %1), seinen neuen Mittelpunkt auf dem Spielplan antippen.</translation>
    </message>
    <message>
        <source>Whom the monster goes for, in order</source>
        <translation>Wen das Monster angreift, in dieser Reihenfolge</translation>
    </message>
    <message>
        <source>Monster targets</source>
        <translation>Monsterziele</translation>
    </message>
    <message>
        <source>1. a hero this attack can kill
2. the hero who would lose the most Health
3. the most dangerous hero
4. any hero</source>
        <translation>1. ein Held, den dieser Angriff töten kann
2. der Held, der die meisten Lebenspunkte verlieren würde
3. der gefährlichste Held
4. ein beliebiger Held</translation>
    </message>
    <message>
        <source>To move it first (speed %1), tap one of the %2 green hexes for its new centre.</source>
        <translation>Um es zuerst zu bewegen (Tempo %1), eines der %2 grünen Felder als neuen Mittelpunkt antippen.</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Moves its centre to %1 first (speed %2).</source>
        <translation>Setzt seine Mitte zuerst auf %1 (Geschwindigkeit %2).</translation>
    </message>
</context>
<context>
    <name>TheosisPrepLabels</name>
    <message>
        <source>Warmonger</source>
        <translation>Kriegstreiber</translation>
    </message>
    <message>
        <source>Guardian</source>
        <translation>Wächter</translation>
    </message>
    <message>
        <source>Deceitful</source>
        <translation>Hinterlistig</translation>
    </message>
    <message>
        <source>Righteous</source>
        <translation>Rechtschaffen</translation>
    </message>
    <message>
        <source>Vengeful</source>
        <translation>Rachsüchtig</translation>
    </message>
    <message>
        <source>Merciful</source>
        <translation>Barmherzig</translation>
    </message>
    <message>
        <source>Player against player</source>
        <translation>Spieler gegen Spieler</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Co-op against monsters</source>
        <translation>Koop gegen Monster</translation>
    </message>
    <message>
        <source>Light semi-co-op</source>
        <translation>Leichtes Semi-Koop</translation>
    </message>
    <message>
        <source>Heavy semi-co-op</source>
        <translation>Schweres Semi-Koop</translation>
    </message>
    <message>
        <source>%1 Quest</source>
        <translation>Quest %1</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taverne</translation>
    </message>
    <message>
        <source>Mage Tower</source>
        <translation>Magierturm</translation>
    </message>
    <message>
        <source>Thieves' Guild</source>
        <translation>Diebesgilde</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Kathedrale</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Söldnerlager</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Gold space: 4 gold, 1 damage to an enemy hero</source>
        <translation>Goldfeld: 4 Gold, 1 Schaden an einem gegnerischen Helden</translation>
    </message>
    <message>
        <source>Gold space: 4 gold, the initiative next turn</source>
        <translation>Goldfeld: 4 Gold, die Initiative im nächsten Zug</translation>
    </message>
    <message>
        <source>Gold space: steal up to 3 gold</source>
        <translation>Goldfeld: bis zu 3 Gold stehlen</translation>
    </message>
    <message>
        <source>Gold space: 3 gold, draw from the pouch</source>
        <translation>Goldfeld: 3 Gold, aus dem Beutel ziehen</translation>
    </message>
    <message>
        <source>Gold space: 2 gold, a Market item</source>
        <translation>Goldfeld: 2 Gold, ein Gegenstand vom Markt</translation>
    </message>
    <message>
        <source>Gold space: 3 gold, two Mana gems</source>
        <translation>Goldfeld: 3 Gold, zwei Mana-Steine</translation>
    </message>
    <message>
        <source>The initiative next turn</source>
        <translation>Die Initiative im nächsten Zug</translation>
    </message>
    <message>
        <source>A ritual with a turn token</source>
        <translation>Ein Ritual mit Zugmarker</translation>
    </message>
    <message>
        <source>Roll the d6 of the Guild</source>
        <translation>Den d6 der Gilde würfeln</translation>
    </message>
    <message>
        <source>Two Mana gems, heal one hero</source>
        <translation>Zwei Mana-Steine, einen Helden heilen</translation>
    </message>
    <message>
        <source>Gold equal to a d4</source>
        <translation>Gold in Höhe eines d4-Wurfs</translation>
    </message>
    <message>
        <source>Take and equip an item</source>
        <translation>Einen Gegenstand nehmen und ausrüsten</translation>
    </message>
    <message>
        <source>Steal a Mana gem from an enemy hero</source>
        <translation>Einem gegnerischen Helden einen Mana-Stein stehlen</translation>
    </message>
    <message>
        <source>3 damage to an enemy hero</source>
        <translation>3 Schaden an einem gegnerischen Helden</translation>
    </message>
    <message>
        <source>Steal up to 2 gold</source>
        <translation>Bis zu 2 Gold stehlen</translation>
    </message>
    <message>
        <source>Steal up to 4 gold</source>
        <translation>Bis zu 4 Gold stehlen</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Haupthand</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Nebenhand</translation>
    </message>
    <message>
        <source>Both hands</source>
        <translation>Beide Hände</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Gebote</translation>
    </message>
    <message>
        <source>Gold on the mats</source>
        <translation>Gold auf die Tableaus</translation>
    </message>
    <message>
        <source>Entering the Arena</source>
        <translation>Einzug in die Arena</translation>
    </message>
</context>
<context>
    <name>TheosisPrepRankingPanel</name>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <source>Against monsters the players choose the order; it is fixed once a hero enters the Arena.</source>
        <translation>Gegen Monster legen die Spieler die Reihenfolge fest; sie steht fest, sobald ein Held die Arena betritt.</translation>
    </message>
    <message>
        <source>%1 (%2) · %3 gold</source>
        <translation>%1 (%2) · %3 Gold</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <source>Keep this ranking</source>
        <translation>Rangfolge behalten</translation>
    </message>
</context>
<context>
    <name>TheosisSetupForm</name>
    <message>
        <source>Give every player a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Every player needs a different name.</source>
        <translation>Jeder Spieler braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 chooses one power of each value pair (%2 of %3).</source>
        <translation>%1 wählt je eine Kraft pro Wertepaar (%2 von %3).</translation>
    </message>
    <message>
        <source>Game mode</source>
        <translation>Spielmodus</translation>
    </message>
    <message>
        <source>Blitz: two heroes each</source>
        <translation>Blitz: je zwei Helden</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Two teams of three</source>
        <translation>Zwei Dreierteams</translation>
    </message>
    <message>
        <source>Three teams of two</source>
        <translation>Drei Zweierteams</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Heroes: %1 per player</source>
        <translation>Helden: %1 pro Spieler</translation>
    </message>
    <message>
        <source>Draft in the rulebook's order</source>
        <translation>Draft in der Reihenfolge des Regelhefts</translation>
    </message>
    <message>
        <source>Choose the heroes</source>
        <translation>Helden wählen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1's Mana gem:</source>
        <translation>Mana-Stein von %1:</translation>
    </message>
    <message>
        <source>%1/%2:</source>
        <translation>%1/%2:</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Meet one boss instead</source>
        <translation>Stattdessen gegen einen Boss antreten</translation>
    </message>
    <message>
        <source>Who holds the initiative first</source>
        <translation>Wer zuerst die Initiative hat</translation>
    </message>
    <message>
        <source>Fast-action preparation (no Hierapolis)</source>
        <translation>Fast-Action-Vorbereitung (ohne Hierapolis)</translation>
    </message>
    <message>
        <source>The players choose their powers (one of each value pair)</source>
        <translation>Die Spieler wählen ihre Kräfte (eine pro Wertepaar)</translation>
    </message>
    <message>
        <source>Hero mats, power values, items and stamina tokens come from the content pack; the shipped one has example values.</source>
        <translation>Heldentableaus, Kraftwerte, Gegenstände und Ausdauermarker stammen aus dem Inhaltspaket; das mitgelieferte enthält Beispielwerte.</translation>
    </message>
    <message>
        <source>Check components</source>
        <translation>Material prüfen</translation>
    </message>
    <message numerus="yes">
        <source>No game mode of Theosis is played by %n player(s).</source>
        <translation>
            <numerusform>Kein Spielmodus von Theosis wird mit %n Person gespielt.</numerusform>
            <numerusform>Kein Spielmodus von Theosis wird mit %n Personen gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This mode is not played by %n player(s) in this form.</source>
        <translation>
            <numerusform>Dieser Modus wird mit %n Person nicht in dieser Form gespielt.</numerusform>
            <numerusform>Dieser Modus wird mit %n Personen nicht in dieser Form gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 selects %n hero(es) (%2 chosen).</source>
        <translation>
            <numerusform>%1 wählt %n Helden (%2 gewählt).</numerusform>
            <numerusform>%1 wählt %n Helden (%2 gewählt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n monster(s) (%1 chosen).</source>
        <translation>
            <numerusform>%n Monster wählen (%1 gewählt).</numerusform>
            <numerusform>%n Monster wählen (%1 gewählt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hero starts with one Mana gem on the skill chosen below; the table hands out items before the ranking.</source>
        <translation>Jeder Held beginnt mit einem Mana-Stein auf der unten gewählten Fertigkeit; der Tisch verteilt die Gegenstände vor der Rangfolge.</translation>
    </message>
    <message>
        <source>Every player gets one power of each value pair, dealt by the app; each hero starts with one Mana gem on the skill chosen below, and the table hands out items before the ranking.</source>
        <translation>Jeder Spieler erhält eine Kraft pro Wertepaar, von der App ausgeteilt; jeder Held beginnt mit einem Mana-Stein auf der unten gewählten Fertigkeit, und der Tisch verteilt die Gegenstände vor der Rangfolge.</translation>
    </message>
    <message numerus="yes">
        <source>%n hero(es) each</source>
        <translation>
            <numerusform>je %n Held</numerusform>
            <numerusform>je %n Helden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The encounter table: %n monster(s) with %1 stamina tokens each.</source>
        <translation>
            <numerusform>Die Begegnungstabelle: %n Monster mit je %1 Ausdauermarkern.</numerusform>
            <numerusform>Die Begegnungstabelle: %n Monster mit je %1 Ausdauermarkern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>arbiter::BanishingTableController</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Reihe %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>arbiter::BrawlCardEditor</name>
    <message>
        <source>New card %1</source>
        <translation>Neue Karte %1</translation>
    </message>
</context>
<context>
    <name>arbiter::BrawlTableController</name>
    <message>
        <source>Move %1</source>
        <translation>Bewegung %1</translation>
    </message>
    <message>
        <source>Dash %1</source>
        <translation>Sprint %1</translation>
    </message>
    <message>
        <source>Jump %1</source>
        <translation>Springen %1</translation>
    </message>
    <message>
        <source>Swoop %1</source>
        <translation>Herabstoßen %1</translation>
    </message>
    <message>
        <source>Destruction</source>
        <translation>Zerstörung</translation>
    </message>
    <message>
        <source>Creation</source>
        <translation>Schöpfung</translation>
    </message>
    <message>
        <source>Manipulation</source>
        <translation>Manipulation</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reaktion</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>Nahkampf</translation>
    </message>
    <message>
        <source>indirect shot %1-%2</source>
        <translation>indirekter Schuss %1-%2</translation>
    </message>
    <message>
        <source>direct shot %1-%2</source>
        <translation>direkter Schuss %1-%2</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>strength %1</source>
        <translation>Stärke %1</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>+%1 defence</source>
        <translation>+%1 Verteidigung</translation>
    </message>
    <message>
        <source>Move 1 and Plan 1</source>
        <translation>Bewegung 1 und Planen 1</translation>
    </message>
    <message>
        <source>Move 1 and Heal 1</source>
        <translation>Bewegung 1 und Heilen 1</translation>
    </message>
    <message>
        <source>Move 1 and strike</source>
        <translation>Bewegung 1 und Schlag</translation>
    </message>
    <message>
        <source>Move 2</source>
        <translation>Bewegung 2</translation>
    </message>
    <message>
        <source>Choosing teams</source>
        <translation>Teamwahl</translation>
    </message>
    <message>
        <source>First Challenge cards</source>
        <translation>Erste Challenge-Karten</translation>
    </message>
    <message>
        <source>Placing traps</source>
        <translation>Fallen legen</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>Scoreboard Phase</source>
        <translation>Wertungsphase</translation>
    </message>
    <message>
        <source>Activation Phase</source>
        <translation>Aktivierungsphase</translation>
    </message>
    <message>
        <source>Advance the Challenge Track</source>
        <translation>Challenge-Leiste weiterrücken</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Tap the empty trap hex where the new face-down trap goes.</source>
        <translation>Tippe auf das leere Fallenfeld, auf das die neue verdeckte Falle kommt.</translation>
    </message>
    <message>
        <source>Turn the trap over and say what it shows.</source>
        <translation>Dreh die Falle um und gib an, was sie zeigt.</translation>
    </message>
    <message>
        <source>%1 chooses.</source>
        <translation>%1 wählt.</translation>
    </message>
    <message>
        <source>Draw the first Challenge cards and type their names.</source>
        <translation>Zieh die ersten Challenge-Karten und gib ihre Namen ein.</translation>
    </message>
    <message>
        <source>%1: tap a trap hex to put a face-down trap there.</source>
        <translation>%1: Tippe auf ein Fallenfeld, um dort eine verdeckte Falle hinzulegen.</translation>
    </message>
    <message>
        <source>%1: tap a hex of your deployment area for the highlighted champion.</source>
        <translation>%1: Tippe auf ein Feld deiner Aufstellungszone für den markierten Champion.</translation>
    </message>
    <message>
        <source>Round over: draw the new Challenge cards and advance the track.</source>
        <translation>Runde vorbei: Zieh die neuen Challenge-Karten und rück die Leiste weiter.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 may still move (post-attack); tap Done when finished.</source>
        <translation>%1 darf sich noch bewegen (nach dem Angriff); tippe auf „Fertig“, wenn du fertig bist.</translation>
    </message>
    <message>
        <source>Move, then choose the area's orientation and resolve.</source>
        <translation>Bewegen, dann die Ausrichtung des Bereichs wählen und abhandeln.</translation>
    </message>
    <message>
        <source>Move on a green hex, then tap the targets and resolve.</source>
        <translation>Auf ein grünes Feld bewegen, dann die Ziele antippen und abhandeln.</translation>
    </message>
    <message>
        <source>Move on a green hex, then resolve the card.</source>
        <translation>Auf ein grünes Feld bewegen, dann die Karte abhandeln.</translation>
    </message>
    <message>
        <source>%1's turn: tap one of your champions.</source>
        <translation>%1 ist am Zug: Tippe auf einen deiner Champions.</translation>
    </message>
    <message>
        <source>Choose a card or a Standard Action for this champion.</source>
        <translation>Wähle eine Karte oder eine Standardaktion für diesen Champion.</translation>
    </message>
    <message>
        <source>Tap a green hex to play the card and move, or play it where the champion stands.</source>
        <translation>Tippe auf ein grünes Feld, um die Karte zu spielen und dich zu bewegen, oder spiel sie dort, wo der Champion steht.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Abhandeln</translation>
    </message>
    <message>
        <source>Attack with %1</source>
        <translation>Angriff mit %1</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>%1 nutzen</translation>
    </message>
    <message>
        <source>Move 1 + Plan 1</source>
        <translation>Bewegung 1 + Planen 1</translation>
    </message>
    <message>
        <source>Move 1 + Heal 1</source>
        <translation>Bewegung 1 + Heilen 1</translation>
    </message>
    <message>
        <source>Move 1 + 1 damage</source>
        <translation>Bewegung 1 + 1 Schaden</translation>
    </message>
    <message>
        <source>Tap one of your champions first.</source>
        <translation>Tippe zuerst auf einen deiner Champions.</translation>
    </message>
    <message>
        <source>Finish %1's card first (resolve it or tap Done).</source>
        <translation>Schließe zuerst die Karte von %1 ab (abhandeln oder auf „Fertig“ tippen).</translation>
    </message>
    <message>
        <source>Choose a card or a Standard Action first: it gives the movement.</source>
        <translation>Wähle zuerst eine Karte oder eine Standardaktion: Sie gibt die Bewegung vor.</translation>
    </message>
    <message>
        <source>This card has no movement left.</source>
        <translation>Diese Karte hat keine Bewegung mehr übrig.</translation>
    </message>
    <message>
        <source>Tap a marked hex: where the Fear takes %1.</source>
        <translation>Markiertes Feld antippen: Dorthin bringt Furcht %1.</translation>
    </message>
    <message>
        <source>Tap a marked hex: where the Force moves %1.</source>
        <translation>Markiertes Feld antippen: Dorthin bewegt Wucht %1.</translation>
    </message>
    <message>
        <source>Tap a marked hex to place %1 there, or tap another champion to place that one.</source>
        <translation>Markiertes Feld antippen, um %1 dorthin zu stellen, oder einen anderen Champion antippen, um diesen zu platzieren.</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>cannot move further away</source>
        <translation>kann sich nicht weiter entfernen</translation>
    </message>
    <message>
        <source>cannot be moved</source>
        <translation>kann nicht bewegt werden</translation>
    </message>
    <message numerus="yes">
        <source>choose one of %n hexes</source>
        <translation>
            <numerusform>%n Feld zur Wahl</numerusform>
            <numerusform>eines von %n Feldern wählen</numerusform>
        </translation>
    </message>
    <message>
        <source>stays (choose a hex to move it)</source>
        <translation>bleibt stehen (zum Bewegen ein Feld wählen)</translation>
    </message>
    <message>
        <source>Fear %1: %2</source>
        <translation>Furcht %1: %2</translation>
    </message>
    <message>
        <source>Force %1: %2</source>
        <translation>Wucht %1: %2</translation>
    </message>
    <message>
        <source>Fear takes %1 as far from %2 as it can dash: one of the marked hexes.</source>
        <translation>Furcht bringt %1 so weit von %2 weg, wie es per Sprint geht: auf eines der markierten Felder.</translation>
    </message>
    <message>
        <source>The card chosen moves %1 only.</source>
        <translation>Die gewählte Karte bewegt nur %1.</translation>
    </message>
    <message>
        <source>%1 plays for %2; %3 is to play: tap one of %3's champions.</source>
        <translation>%1 spielt für %2; %3 ist am Zug: Tippe auf einen Champion von %3.</translation>
    </message>
    <message>
        <source>Draw the first Challenge cards and tap their names.</source>
        <translation>Zieh die ersten Challenge-Karten und tippe ihre Namen an.</translation>
    </message>
    <message>
        <source>Drawn at random: %1 plays first.</source>
        <translation>Zufällig gezogen: %1 beginnt.</translation>
    </message>
    <message>
        <source>no shared hex row: not moved</source>
        <translation>keine gemeinsame Feldreihe: bleibt stehen</translation>
    </message>
    <message numerus="yes">
        <source>cannot be moved: %n damage</source>
        <translation>
            <numerusform>kann nicht bewegt werden: %n Schaden</numerusform>
            <numerusform>kann nicht bewegt werden: %n Schaden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lands on %1 and takes %n damage</source>
        <translation>
            <numerusform>landet auf %1 und erleidet %n Schaden</numerusform>
            <numerusform>landet auf %1 und erleidet %n Schaden</numerusform>
        </translation>
    </message>
    <message>
        <source>lands on %1</source>
        <translation>landet auf %1</translation>
    </message>
    <message>
        <source>Push %1: %2</source>
        <translation>Stoßen %1: %2</translation>
    </message>
    <message>
        <source>Pull %1: %2</source>
        <translation>Heranziehen %1: %2</translation>
    </message>
</context>
<context>
    <name>arbiter::DiceTray</name>
    <message>
        <source>There are no dice to throw in %1.</source>
        <translation>In %1 gibt es keine Würfel zu werfen.</translation>
    </message>
    <message>
        <source>%1 has %2 dice; up to %3 can be typed in one by one. Let the app roll them instead.</source>
        <translation>%1 hat %2 Würfel; höchstens %3 lassen sich einzeln eingeben. Lass stattdessen die App würfeln.</translation>
    </message>
</context>
<context>
    <name>arbiter::LegendsPackFile</name>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a card pack.</source>
        <translation>%1 ist zu groß für ein Kartenpaket.</translation>
    </message>
    <message>
        <source>%1 is not a JSON card pack (%2).</source>
        <translation>%1 ist kein JSON-Kartenpaket (%2).</translation>
    </message>
    <message>
        <source>%1 is not an Exiled Legends card pack.</source>
        <translation>%1 ist kein Kartenpaket für Exiled Legends.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Give the pack file a name first.</source>
        <translation>Gib der Paketdatei zuerst einen Namen.</translation>
    </message>
</context>
<context>
    <name>arbiter::LegendsTableModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 rolled %2 and plays first.</source>
        <translation>%1 hat %2 gewürfelt und beginnt.</translation>
    </message>
    <message>
        <source>%1 rolled %2 and plays first (%3).</source>
        <translation>%1 hat %2 gewürfelt und beginnt (%3).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>arbiter::OddsModel</name>
    <message>
        <source>Total %1: %2 (%3)</source>
        <translation>Summe %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>arbiter::RuleFilterModel</name>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
</context>
<context>
    <name>arbiter::ScreenAwake</name>
    <message>
        <source>A game session is open at the table.</source>
        <translation>Am Tisch ist eine Partie geöffnet.</translation>
    </message>
</context>
<context>
    <name>arbiter::SessionLibrary</name>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
</context>
<context>
    <name>arbiter::SessionListModel</name>
    <message>
        <source>Session %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
</context>
<context>
    <name>arbiter::SessionLogModel</name>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
</context>
<context>
    <name>arbiter::TableController</name>
    <message>
        <source>Table mode cannot start: %1</source>
        <translation>Der Tischmodus kann nicht starten: %1</translation>
    </message>
    <message>
        <source>No new code: %1</source>
        <translation>Kein neuer Code: %1</translation>
    </message>
</context>
<context>
    <name>arbiter::TheosisArenaController</name>
    <message>
        <source>Tap a free starting hex for %1.</source>
        <translation>Freies Startfeld für %1 antippen.</translation>
    </message>
    <message>
        <source>Tap the hex where the token's anchor goes.</source>
        <translation>Feld für den Ankerpunkt des Markers antippen.</translation>
    </message>
    <message>
        <source>Choose the power to discard.</source>
        <translation>Kraft zum Abwerfen wählen.</translation>
    </message>
    <message>
        <source>Choose a power from the hand.</source>
        <translation>Kraft von der Hand wählen.</translation>
    </message>
    <message>
        <source>Choose a skill.</source>
        <translation>Fertigkeit wählen.</translation>
    </message>
    <message>
        <source>Tap the hex at the centre of the area.</source>
        <translation>Feld in der Mitte des Bereichs antippen.</translation>
    </message>
    <message>
        <source>Tap a target.</source>
        <translation>Ziel antippen.</translation>
    </message>
    <message>
        <source>Roll the skullduggery die or enter what it shows.</source>
        <translation>Gaunerwürfel werfen oder das Ergebnis eingeben.</translation>
    </message>
    <message>
        <source>Choose whom attack %1 strikes.</source>
        <translation>Wählen, wen Angriff %1 trifft.</translation>
    </message>
    <message>
        <source>No session is open.</source>
        <translation>Keine Partie geöffnet.</translation>
    </message>
    <message>
        <source>%1 enters the Arena</source>
        <translation>%1 betritt die Arena</translation>
    </message>
    <message>
        <source>Rituals of turn %1 come first</source>
        <translation>Zuerst die Rituale von Zug %1</translation>
    </message>
    <message>
        <source>%1 acts</source>
        <translation>%1 handelt</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The Arena is not open yet</source>
        <translation>Die Arena ist noch nicht eröffnet</translation>
    </message>
    <message>
        <source>Only one side has heroes standing.</source>
        <translation>Nur eine Seite hat noch Helden.</translation>
    </message>
    <message>
        <source>Every monster lost its last stamina token.</source>
        <translation>Jedes Monster hat seinen letzten Ausdauermarker verloren.</translation>
    </message>
    <message>
        <source>Every hero fell.</source>
        <translation>Alle Helden sind gefallen.</translation>
    </message>
    <message>
        <source>paralyses</source>
        <translation>lähmt</translation>
    </message>
    <message>
        <source>slays</source>
        <translation>tötet</translation>
    </message>
    <message>
        <source>swallows</source>
        <translation>verschlingt</translation>
    </message>
    <message>
        <source>burns Mana</source>
        <translation>verbrennt Mana</translation>
    </message>
    <message>
        <source>destroys the %1</source>
        <translation>zerstört die %1</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>skullduggery die</source>
        <translation>Gaunerwürfel</translation>
    </message>
    <message>
        <source>Choose the skill of %1 that gets the gem.</source>
        <translation>Fertigkeit von %1 wählen, die den Stein erhält.</translation>
    </message>
    <message>
        <source>A hero held the centre hex at the end of turn %1.</source>
        <translation>Ein Held hielt am Ende von Zug %1 das Mittelfeld.</translation>
    </message>
    <message>
        <source>Turn %1 ended with nobody on the centre hex.</source>
        <translation>Zug %1 endete ohne jemanden auf dem Mittelfeld.</translation>
    </message>
    <message>
        <source>A monster was still standing after turn %1.</source>
        <translation>Nach Zug %1 stand noch ein Monster.</translation>
    </message>
    <message>
        <source>Choose the defense power of %1.</source>
        <translation>Verteidigungskraft von %1 wählen.</translation>
    </message>
    <message>
        <source>%1: falls at %2</source>
        <translation>%1: fällt bei %2</translation>
    </message>
    <message>
        <source>%1: falls at %2, resists %3</source>
        <translation>%1: fällt bei %2, widersteht %3</translation>
    </message>
</context>
<context>
    <name>arbiter::TheosisByHandController</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Der Tisch</translation>
    </message>
</context>
<context>
    <name>arbiter::TheosisCombatController</name>
    <message>
        <source>No Theosis session is open.</source>
        <translation>Keine Theosis-Partie geöffnet.</translation>
    </message>
    <message>
        <source>Choose the attacker.</source>
        <translation>Angreifer wählen.</translation>
    </message>
    <message>
        <source>Choose the attacker's power.</source>
        <translation>Kraft des Angreifers wählen.</translation>
    </message>
    <message>
        <source>Choose the defender.</source>
        <translation>Verteidiger wählen.</translation>
    </message>
    <message>
        <source>Choose the defender's power.</source>
        <translation>Kraft des Verteidigers wählen.</translation>
    </message>
    <message>
        <source>An area skill is used from the Arena's skill action.</source>
        <translation>Eine Bereichsfertigkeit wird über die Fertigkeitsaktion der Arena eingesetzt.</translation>
    </message>
</context>
<context>
    <name>arbiter::TheosisContentEditor</name>
    <message>
        <source>Hero mats</source>
        <translation>Heldentableaus</translation>
    </message>
    <message>
        <source>Powers</source>
        <translation>Kräfte</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Rituals</source>
        <translation>Rituale</translation>
    </message>
    <message>
        <source>Stamina tokens</source>
        <translation>Ausdauermarker</translation>
    </message>
    <message>
        <source>Thieves' Guild</source>
        <translation>Diebesgilde</translation>
    </message>
    <message>
        <source>The six die faces</source>
        <translation>Die sechs Würfelseiten</translation>
    </message>
    <message>
        <source>Entry cost %1 gold</source>
        <translation>Eintritt %1 Gold</translation>
    </message>
    <message>
        <source>%1, speed %2</source>
        <translation>%1, Tempo %2</translation>
    </message>
    <message>
        <source>%1, ranged</source>
        <translation>%1, Fernkampf</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>%1, damage %2</source>
        <translation>%1, Schaden %2</translation>
    </message>
    <message>
        <source>%1, artifact</source>
        <translation>%1, Artefakt</translation>
    </message>
    <message>
        <source>threshold %1</source>
        <translation>Schwelle %1</translation>
    </message>
    <message>
        <source>Alignment</source>
        <translation>Gesinnung</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Ranged (bow or staff: two item slots, range 5)</source>
        <translation>Fernkampf (Bogen oder Stab: zwei Gegenstandsplätze, Reichweite 5)</translation>
    </message>
    <message>
        <source>Slot "%1" takes</source>
        <translation>Platz „%1“ nimmt auf</translation>
    </message>
    <message>
        <source>Slot "%1" is a hand (two-handed weapons use every hand)</source>
        <translation>Platz „%1“ ist eine Hand (Zweihandwaffen belegen alle Hände)</translation>
    </message>
    <message>
        <source>Attack value</source>
        <translation>Angriffswert</translation>
    </message>
    <message>
        <source>Defense value</source>
        <translation>Verteidigungswert</translation>
    </message>
    <message>
        <source>Attack against monsters (-1: the same)</source>
        <translation>Angriff gegen Monster (-1: gleicher Wert)</translation>
    </message>
    <message>
        <source>Defense against monsters (-1: the same)</source>
        <translation>Verteidigung gegen Monster (-1: gleicher Wert)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Type (the slot symbol)</source>
        <translation>Typ (das Platzsymbol)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Two-handed</source>
        <translation>Zweihändig</translation>
    </message>
    <message>
        <source>Slaying (double damage against monsters)</source>
        <translation>Slaying (doppelter Schaden gegen Monster)</translation>
    </message>
    <message>
        <source>Protection against</source>
        <translation>Schutz gegen</translation>
    </message>
    <message>
        <source>Resistance to</source>
        <translation>Resistenz gegen</translation>
    </message>
    <message>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>Artifact attack bonus</source>
        <translation>Angriffsbonus des Artefakts</translation>
    </message>
    <message>
        <source>Artifact defense bonus</source>
        <translation>Verteidigungsbonus des Artefakts</translation>
    </message>
    <message>
        <source>Damage on the token</source>
        <translation>Schaden auf dem Marker</translation>
    </message>
    <message>
        <source>Damage type</source>
        <translation>Schadensart</translation>
    </message>
    <message>
        <source>Movement cost of each hex</source>
        <translation>Bewegungskosten je Feld</translation>
    </message>
    <message>
        <source>Attack bonus on the token</source>
        <translation>Angriffsbonus auf dem Marker</translation>
    </message>
    <message>
        <source>Defense bonus on the token</source>
        <translation>Verteidigungsbonus auf dem Marker</translation>
    </message>
    <message>
        <source>Healing at the end of a turn on it</source>
        <translation>Heilung am Zugende darauf</translation>
    </message>
    <message>
        <source>Threshold (damage needed to remove it)</source>
        <translation>Schwelle (nötiger Schaden zum Entfernen)</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Gold paid to enter</source>
        <translation>Gold für den Eintritt</translation>
    </message>
    <message>
        <source>Only the hero mat's numbers are here; the name and skills are the rulebook's.</source>
        <translation>Hier stehen nur die Zahlen des Heldentableaus; Name und Fertigkeiten stehen im Regelbuch.</translation>
    </message>
    <message>
        <source>%1, %2 power. Each alignment needs one power for every value pair of the quest order.</source>
        <translation>%1, %2-Kraft. Jede Gesinnung braucht eine Kraft für jedes Wertepaar der Quest-Reihenfolge.</translation>
    </message>
    <message>
        <source>This ritual lays no token on the Arena: nothing to check here.</source>
        <translation>Dieses Ritual legt keinen Marker in die Arena: Hier gibt es nichts zu prüfen.</translation>
    </message>
    <message>
        <source>The token's hexes keep the shipped shape.</source>
        <translation>Die Felder des Markers behalten die mitgelieferte Form.</translation>
    </message>
    <message>
        <source>What each face of the d6 does when a hero visits the Guild.</source>
        <translation>Was jede Seite des d6 bewirkt, wenn ein Held die Gilde besucht.</translation>
    </message>
    <message>
        <source>New item %1</source>
        <translation>Neuer Gegenstand %1</translation>
    </message>
    <message>
        <source>Name in English</source>
        <translation>Name auf Englisch</translation>
    </message>
    <message>
        <source>Name in German</source>
        <translation>Name auf Deutsch</translation>
    </message>
    <message>
        <source>What the app carries out of the text</source>
        <translation>Was die App vom Text ausführt</translation>
    </message>
    <message>
        <source>What the players do at the table (in English)</source>
        <translation>Was die Spieler am Tisch tun (auf Englisch)</translation>
    </message>
    <message>
        <source>What the players do at the table (in German)</source>
        <translation>Was die Spieler am Tisch tun (auf Deutsch)</translation>
    </message>
    <message>
        <source>The app does nothing with this power's text: choose what it carries out, or write what the players do.</source>
        <translation>Die App macht nichts mit dem Text dieser Kraft: wählt, was sie ausführt, oder schreibt, was die Spieler tun.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Arbiter: a table companion for arena board games.</source>
        <translation>Arbiter: ein Tischbegleiter für Arena-Brettspiele.</translation>
    </message>
    <message>
        <source>Use the session database at &lt;path&gt;.</source>
        <translation>Die Partiedatenbank unter &lt;path&gt; verwenden.</translation>
    </message>
    <message>
        <source>Show every screen once and exit non-zero on any QML warning.</source>
        <translation>Jeden Bildschirm einmal zeigen und bei jeder QML-Warnung mit einem Fehlercode beenden.</translation>
    </message>
    <message>
        <source>Save every screen as PNG pictures into &lt;folder&gt; and exit.</source>
        <translation>Jeden Bildschirm als PNG-Bild in &lt;folder&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>Print the time to the first frame and the peak memory as JSON, then exit.</source>
        <translation>Zeit bis zum ersten Bild und höchsten Speicherbedarf als JSON ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>With --self-test: landscape in the light theme only (no portrait, dark or large text).</source>
        <translation>Mit --self-test: nur Querformat im hellen Design (ohne Hochformat, dunkles Design oder große Schrift).</translation>
    </message>
    <message>
        <source>With --screenshot: every screen in this language only (for example de).</source>
        <translation>Mit --screenshot: jeden Bildschirm nur in dieser Sprache (zum Beispiel de).</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 must be a list of corrections.</source>
        <translation>%1 muss eine Liste von Korrekturen sein.</translation>
    </message>
    <message>
        <source>%1 must be one of add_bane, remove_bane, damage, heal, prevent, mp, lose_mp, strength, weaken, switch.</source>
        <translation>%1 muss eines von add_bane, remove_bane, damage, heal, prevent, mp, lose_mp, strength, weaken, switch sein.</translation>
    </message>
    <message>
        <source>%1 names a correction twice.</source>
        <translation>%1 nennt eine Korrektur zweimal.</translation>
    </message>
    <message>
        <source>Add a bane token to %1</source>
        <translation>Einen Bane-Marker auf %1 legen</translation>
    </message>
    <message>
        <source>Take a bane token of %2 off %1</source>
        <translation>Einen Bane-Marker von %2 von %1 nehmen</translation>
    </message>
    <message>
        <source>1 damage counter on %1</source>
        <translation>1 Schadensmarker auf %1</translation>
    </message>
    <message>
        <source>Take 1 damage counter off %1</source>
        <translation>1 Schadensmarker von %1 nehmen</translation>
    </message>
    <message>
        <source>1 damage counter fewer beside %1</source>
        <translation>1 Schadensmarker weniger neben %1</translation>
    </message>
    <message>
        <source>1 Myth Point for %1</source>
        <translation>1 Myth Point für %1</translation>
    </message>
    <message>
        <source>%1 loses 1 Myth Point</source>
        <translation>%1 verliert 1 Myth Point</translation>
    </message>
    <message>
        <source>%1 has 1 extra Strength this turn</source>
        <translation>%1 hat in diesem Zug 1 Stärke mehr</translation>
    </message>
    <message>
        <source>%1 has 1 less Strength this turn</source>
        <translation>%1 hat in diesem Zug 1 Stärke weniger</translation>
    </message>
    <message>
        <source>Switch %1 with %2's Champion</source>
        <translation>%1 mit dem Champion von %2 tauschen</translation>
    </message>
</context>
<context>
    <name>LegendsByHandPanel</name>
    <message>
        <source>%1 of %2, by hand</source>
        <translation>%1 von %2, von Hand</translation>
    </message>
    <message>
        <source>Do this at the table, then record it here with one tap per change:</source>
        <translation>Führt das am Tisch aus und haltet es hier mit einem Tipp je Änderung fest:</translation>
    </message>
    <message>
        <source>Do this at the table: the app tracks nothing it changes.</source>
        <translation>Führt das am Tisch aus: Die App verfolgt nichts, was es ändert.</translation>
    </message>
</context>
<context>
    <name>LegendsByHandChoice</name>
    <message>
        <source>Add a bane token to a hero</source>
        <translation>Einen Bane-Marker auf einen Helden legen</translation>
    </message>
    <message>
        <source>Take a bane token off a hero</source>
        <translation>Einen Bane-Marker von einem Helden nehmen</translation>
    </message>
    <message>
        <source>1 damage counter on a hero</source>
        <translation>1 Schadensmarker auf einen Helden</translation>
    </message>
    <message>
        <source>1 damage counter off a hero</source>
        <translation>1 Schadensmarker von einem Helden</translation>
    </message>
    <message>
        <source>1 fewer waiting counter (step 2)</source>
        <translation>1 wartender Marker weniger (Schritt 2)</translation>
    </message>
    <message>
        <source>1 Myth Point for a player</source>
        <translation>1 Myth Point für einen Spieler</translation>
    </message>
    <message>
        <source>1 Myth Point off a player</source>
        <translation>1 Myth Point weg von einem Spieler</translation>
    </message>
    <message>
        <source>1 extra Strength this turn</source>
        <translation>1 Stärke mehr in diesem Zug</translation>
    </message>
    <message>
        <source>1 less Strength this turn</source>
        <translation>1 Stärke weniger in diesem Zug</translation>
    </message>
    <message>
        <source>Switch a Support with its Champion</source>
        <translation>Einen Support mit seinem Champion tauschen</translation>
    </message>
    <message>
        <source>Who carries the text out</source>
        <translation>Wer den Text ausführt</translation>
    </message>
    <message>
        <source>The app: computed effects</source>
        <translation>Die App: berechnete Effekte</translation>
    </message>
    <message>
        <source>The players, by hand</source>
        <translation>Die Spieler, von Hand</translation>
    </message>
    <message>
        <source>Nobody: the table would never be told to carry this text out. Mark it by hand.</source>
        <translation>Niemand: Der Tisch würde nie erfahren, dass dieser Text auszuführen ist. Markiert ihn als „von Hand“.</translation>
    </message>
    <message>
        <source>Once it is used, the table offers these corrections in one tap (none: it changes nothing the app tracks):</source>
        <translation>Sobald sie eingesetzt wird, bietet der Tisch diese Korrekturen mit einem Tipp an (keine: Sie ändert nichts, was die App verfolgt):</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 names no correction the app offers.</source>
        <translation>%1 nennt keine Korrektur, die die App anbietet.</translation>
    </message>
    <message>
        <source>%1, at the table: %2</source>
        <translation>%1, am Tisch: %2</translation>
    </message>
    <message>
        <source>%1 adds %2 damage, past protection and resistance: %3 becomes %4.</source>
        <translation>%1 fügt %2 Schaden hinzu, an Schutz und Resistenz vorbei: aus %3 wird %4.</translation>
    </message>
    <message>
        <source>The Fiery Purge curse on %1 adds its 1 damage and is removed.</source>
        <translation>Der Fluch der Feurigen Läuterung auf %1 fügt seinen 1 Schaden hinzu und wird entfernt.</translation>
    </message>
    <message>
        <source>The artifact is shown once every hero of the turn is placed, before anyone bids.</source>
        <translation>Das Artefakt wird gezeigt, sobald alle Helden der Runde platziert sind und bevor jemand bietet.</translation>
    </message>
    <message>
        <source>%1 is not among the face-down artifacts.</source>
        <translation>%1 ist nicht unter den verdeckten Artefakten.</translation>
    </message>
    <message>
        <source>The table shows %1 as the artifact of turn %2.</source>
        <translation>Der Tisch zeigt %1 als Artefakt der Runde %2.</translation>
    </message>
    <message>
        <source>The Market is only set in Hierapolis.</source>
        <translation>Der Markt wird nur in Hierapolis festgelegt.</translation>
    </message>
    <message>
        <source>%1 holds at most six items.</source>
        <translation>%1 enthält höchstens sechs Gegenstände.</translation>
    </message>
    <message>
        <source>%1 is neither in the Market nor in the pouch.</source>
        <translation>%1 liegt weder auf dem Markt noch im Beutel.</translation>
    </message>
    <message>
        <source>The Market holds what the table drew: %1 items.</source>
        <translation>Der Markt enthält, was der Tisch gezogen hat: %1 Gegenstände.</translation>
    </message>
    <message>
        <source>%1 is not in the stamina pile of %2.</source>
        <translation>%1 liegt nicht im Ausdauerstapel von %2.</translation>
    </message>
    <message>
        <source>The active stamina token of %1 is %2.</source>
        <translation>Das aktive Ausdauerplättchen von %1 ist %2.</translation>
    </message>
    <message>
        <source>The artifact the table turned up</source>
        <translation>Das Artefakt, das der Tisch aufgedeckt hat</translation>
    </message>
    <message>
        <source>The stamina token on top of %1</source>
        <translation>Das oberste Ausdauerplättchen von %1</translation>
    </message>
    <message>
        <source>The stamina piles are in play once the Arena fight begins.</source>
        <translation>Die Ausdauerstapel kommen ins Spiel, sobald der Kampf in der Arena beginnt.</translation>
    </message>
    <message>
        <source>%1 turns up no card from the Team deck now: a hero card is entered while lining up or when the deck is drawn from.</source>
        <translation>%1 deckt gerade keine Karte vom Team-Deck auf: Eine Heldenkarte wird beim Aufstellen eingegeben oder wenn vom Deck gezogen wird.</translation>
    </message>
    <message>
        <source>%1 is added to %2's Team deck as the real card shows it; the players carry out its abilities.</source>
        <translation>%1 kommt so ins Team-Deck von %2, wie die echte Karte es zeigt; ihre Fähigkeiten führen die Spieler selbst aus.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Champion ability</source>
        <translation>Champion-Fähigkeit</translation>
    </message>
    <message>
        <source>Its text</source>
        <translation>Ihr Text</translation>
    </message>
    <message>
        <source>Support ability</source>
        <translation>Support-Fähigkeit</translation>
    </message>
    <message>
        <source>%1's real deck holds a hero card the list lacks</source>
        <translation>Im echten Deck von %1 liegt eine Heldenkarte, die nicht in der Liste steht</translation>
    </message>
    <message>
        <source>kind must be "symbol" or "undead": an item's effect is the rules' own.</source>
        <translation>kind muss „symbol“ oder „undead“ sein: Was ein Gegenstand bewirkt, legen die Regeln fest.</translation>
    </message>
    <message>
        <source>%1 joins the cards the table may name, as the real card shows it.</source>
        <translation>%1 kommt so zu den Karten, die der Tisch nennen kann, wie die echte Karte es zeigt.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Symbol</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>A symbol card the list lacks</source>
        <translation>Eine Symbolkarte, die nicht in der Liste steht</translation>
    </message>
    <message>
        <source>An undead the list lacks</source>
        <translation>Ein Untoter, der nicht in der Liste steht</translation>
    </message>
    <message>
        <source>%1 has fallen.</source>
        <translation>%1 ist gefallen.</translation>
    </message>
    <message>
        <source>The pack has no power "%1".</source>
        <translation>Das Paket kennt keine Kraft „%1“.</translation>
    </message>
    <message>
        <source>%1: this correction takes no such field.</source>
        <translation>%1: Diese Korrektur kennt kein solches Feld.</translation>
    </message>
    <message>
        <source>%1 already has full Health.</source>
        <translation>%1 hat schon volle Lebenspunkte.</translation>
    </message>
    <message>
        <source>%1 heals 1 (%2): %3 Health.</source>
        <translation>%1 heilt 1 (%2): %3 Lebenspunkte.</translation>
    </message>
    <message>
        <source>%1 has no gold to give.</source>
        <translation>%1 hat kein Gold abzugeben.</translation>
    </message>
    <message>
        <source>%1 now holds %2 gold (%3).</source>
        <translation>%1 hat jetzt %2 Gold (%3).</translation>
    </message>
    <message>
        <source>%1 of %2 already holds a gem.</source>
        <translation>%1 von %2 hat schon einen Mana-Stein.</translation>
    </message>
    <message>
        <source>%1 of %2 holds no gem.</source>
        <translation>%1 von %2 hat keinen Mana-Stein.</translation>
    </message>
    <message>
        <source>A gem goes on %1 of %2 (%3).</source>
        <translation>Ein Mana-Stein kommt auf %1 von %2 (%3).</translation>
    </message>
    <message>
        <source>The gem comes off %1 of %2 (%3).</source>
        <translation>Der Mana-Stein kommt von %1 von %2 (%3).</translation>
    </message>
    <message>
        <source>%1 carries no %2 token.</source>
        <translation>%1 trägt keinen Marker von %2.</translation>
    </message>
    <message>
        <source>The %1 token comes off %2 (%3).</source>
        <translation>Der Marker von %1 kommt von %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is not a curse of the player whose text this is.</source>
        <translation>%1 ist kein Fluch des Spielers, dessen Text das ist.</translation>
    </message>
    <message>
        <source>%1 has no other stamina token to bring up.</source>
        <translation>%1 hat keinen anderen Ausdauermarker, der nach oben käme.</translation>
    </message>
    <message>
        <source>The top stamina token of %1 goes under its pile (%2).</source>
        <translation>Der oberste Ausdauermarker von %1 kommt unter den Stapel (%2).</translation>
    </message>
    <message>
        <source>%1 is not a stamina token off the piles.</source>
        <translation>%1 ist kein Ausdauermarker, der neben den Stapeln liegt.</translation>
    </message>
    <message>
        <source>Stamina token %1 goes back on top of the pile of %2 (%3).</source>
        <translation>Ausdauermarker %1 kommt wieder oben auf den Stapel von %2 (%3).</translation>
    </message>
    <message>
        <source>%1 cannot stand there: the hex is taken, closed or off the Arena.</source>
        <translation>%1 kann dort nicht stehen: Das Feld ist besetzt, gesperrt oder außerhalb der Arena.</translation>
    </message>
    <message>
        <source>%1 moves to %2 (%3).</source>
        <translation>%1 zieht %2 (%3).</translation>
    </message>
    <message>
        <source>%1 cannot move that way in the ranking.</source>
        <translation>%1 kann in der Rangfolge nicht so verschoben werden.</translation>
    </message>
    <message>
        <source>%1 does not hold %2.</source>
        <translation>%1 hat %2 nicht auf der Hand.</translation>
    </message>
    <message>
        <source>%2 is not on the discard pile of %1.</source>
        <translation>%2 liegt nicht auf dem Ablagestapel von %1.</translation>
    </message>
    <message>
        <source>%1 discards %2 (%3).</source>
        <translation>%1 legt %2 ab (%3).</translation>
    </message>
    <message>
        <source>%1 takes %2 back into hand (%3).</source>
        <translation>%1 nimmt %2 wieder auf die Hand (%3).</translation>
    </message>
    <message>
        <source>The d4 for %1 shows %2.</source>
        <translation>Der d4 für %1 zeigt %2.</translation>
    </message>
    <message>
        <source>There is no correction "%1".</source>
        <translation>Es gibt keine Korrektur „%1“.</translation>
    </message>
    <message>
        <source>No text carried out by hand asks for this correction now.</source>
        <translation>Kein von Hand ausgeführter Text verlangt jetzt diese Korrektur.</translation>
    </message>
    <message>
        <source>No text carried out by hand waits for its corrections.</source>
        <translation>Kein von Hand ausgeführter Text wartet auf seine Korrekturen.</translation>
    </message>
    <message>
        <source>1 damage to %1's %2</source>
        <translation>1 Schaden für %2 (%1)</translation>
    </message>
    <message>
        <source>Heal %1's %2 by 1</source>
        <translation>%2 (%1) um 1 heilen</translation>
    </message>
    <message>
        <source>1 gold for %1</source>
        <translation>1 Gold für %1</translation>
    </message>
    <message>
        <source>%1 gives up 1 gold</source>
        <translation>%1 gibt 1 Gold ab</translation>
    </message>
    <message>
        <source>Take the gem off %3 of %1's %2</source>
        <translation>Den Mana-Stein von %3 von %2 (%1) nehmen</translation>
    </message>
    <message>
        <source>A gem on %3 of %1's %2</source>
        <translation>Einen Mana-Stein auf %3 von %2 (%1)</translation>
    </message>
    <message>
        <source>Take the %3 token off %1's %2</source>
        <translation>Den Marker von %3 von %2 (%1) nehmen</translation>
    </message>
    <message>
        <source>Take the %1 token off %2</source>
        <translation>Den Marker von %1 von %2 nehmen</translation>
    </message>
    <message>
        <source>Put the %1 curse token on %2</source>
        <translation>Den Fluchmarker %1 auf %2 legen</translation>
    </message>
    <message>
        <source>Put the %3 curse token on %1's %2</source>
        <translation>Den Fluchmarker %3 auf %2 (%1) legen</translation>
    </message>
    <message>
        <source>Take the top stamina token off %1</source>
        <translation>Den obersten Ausdauermarker von %1 nehmen</translation>
    </message>
    <message>
        <source>Put the top stamina token of %1 under its pile</source>
        <translation>Den obersten Ausdauermarker von %1 unter den Stapel legen</translation>
    </message>
    <message>
        <source>Put a stamina token back on top of %1</source>
        <translation>Einen Ausdauermarker wieder oben auf %1 legen</translation>
    </message>
    <message>
        <source>Move %1's %2 to another hex</source>
        <translation>%2 (%1) auf ein anderes Feld ziehen</translation>
    </message>
    <message>
        <source>%1's %2 one place up the ranking</source>
        <translation>%2 (%1) einen Platz höher in der Rangfolge</translation>
    </message>
    <message>
        <source>%1's %2 one place down the ranking</source>
        <translation>%2 (%1) einen Platz tiefer in der Rangfolge</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 legt %2 ab</translation>
    </message>
    <message>
        <source>%1 takes %2 back into hand</source>
        <translation>%1 nimmt %2 wieder auf die Hand</translation>
    </message>
    <message>
        <source>Roll the app's d4</source>
        <translation>Den d4 der App würfeln</translation>
    </message>
    <message>
        <source>The real d4 shows</source>
        <translation>Der echte d4 zeigt</translation>
    </message>
    <message>
        <source>%1 is neither in the pouch nor among the tokens the app drew.</source>
        <translation>%1 ist weder im Beutel noch unter den Plättchen, die die App gezogen hat.</translation>
    </message>
    <message>
        <source>%1 is an artifact: it is shown to everyone and goes back into the pouch.</source>
        <translation>%1 ist ein Artefakt: Es wird allen gezeigt und kommt zurück in den Beutel.</translation>
    </message>
    <message>
        <source>The table has already entered all six Market tokens it drew.</source>
        <translation>Der Tisch hat schon alle sechs Marktplättchen eingegeben, die er gezogen hat.</translation>
    </message>
    <message>
        <source>The table drew %1 for the Market (%2 of %3 entered).</source>
        <translation>Der Tisch hat %1 für den Markt gezogen (%2 von %3 eingegeben).</translation>
    </message>
    <message>
        <source>The offer is drawn before anyone takes from it.</source>
        <translation>Das Angebot wird gezogen, bevor jemand davon nimmt.</translation>
    </message>
    <message>
        <source>The table has already entered every artifact of the offer.</source>
        <translation>Der Tisch hat schon jedes Artefakt des Angebots eingegeben.</translation>
    </message>
    <message>
        <source>The table has already entered every item of the offer.</source>
        <translation>Der Tisch hat schon jeden Gegenstand des Angebots eingegeben.</translation>
    </message>
    <message>
        <source>The table drew %1 for the offer.</source>
        <translation>Der Tisch hat %1 für das Angebot gezogen.</translation>
    </message>
    <message>
        <source>A token the real pouch turned up for the Market</source>
        <translation>Ein Plättchen, das der echte Beutel für den Markt hergab</translation>
    </message>
    <message>
        <source>A token the real offer shows</source>
        <translation>Ein Plättchen, das das echte Angebot zeigt</translation>
    </message>
    <message>
        <source>The table enters the Market it drew at the start of the turn, before the first placement.</source>
        <translation>Der Tisch gibt den gezogenen Markt zu Beginn der Runde ein, vor der ersten Platzierung.</translation>
    </message>
    <message>
        <source>%1 belongs to the player whose curse this is.</source>
        <translation>%1 gehört dem Spieler, dessen Fluch das ist.</translation>
    </message>
    <message>
        <source>%1 must be a day as YYYY-MM-DD.</source>
        <translation>%1 muss ein Tag als JJJJ-MM-TT sein.</translation>
    </message>
    <message>
        <source>%1 must be a game id.</source>
        <translation>%1 muss die Kennung eines Spiels sein.</translation>
    </message>
    <message>
        <source>A merge needs two player names.</source>
        <translation>Zum Zusammenführen braucht es zwei Spielernamen.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>SP</translation>
    </message>
    <message>
        <source>Cards in the Banishing</source>
        <translation>Karten in der Verbannung</translation>
    </message>
    <message>
        <source>Cards in the Void</source>
        <translation>Karten in der Leere</translation>
    </message>
    <message>
        <source>Axe</source>
        <translation>Axt</translation>
    </message>
    <message>
        <source>Bow</source>
        <translation>Bogen</translation>
    </message>
    <message>
        <source>Claws</source>
        <translation>Klauen</translation>
    </message>
    <message>
        <source>Cloth</source>
        <translation>Stoff</translation>
    </message>
    <message>
        <source>Dagger</source>
        <translation>Dolch</translation>
    </message>
    <message>
        <source>Hammer</source>
        <translation>Hammer</translation>
    </message>
    <message>
        <source>Leather</source>
        <translation>Leder</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metall</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>Sword</source>
        <translation>Schwert</translation>
    </message>
    <message>
        <source>%1 goes into the pouch as the real token shows it; now it can be named as drawn.</source>
        <translation>%1 kommt so in den Beutel, wie das echte Plättchen es zeigt; jetzt kann es als gezogen genannt werden.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Rüstung</translation>
    </message>
    <message>
        <source>Slot symbol</source>
        <translation>Platzsymbol</translation>
    </message>
    <message>
        <source>A token the pouch turned up that the list lacks</source>
        <translation>Ein Plättchen aus dem Beutel, das nicht in der Liste steht</translation>
    </message>
    <message>
        <source>No card lies in %1.</source>
        <translation>Hier liegt keine Karte: %1.</translation>
    </message>
    <message>
        <source>%1 is not the top card in %2.</source>
        <translation>%1 ist hier nicht die oberste Karte: %2.</translation>
    </message>
    <message>
        <source>No card is being dealt to %1; the next one goes to %2.</source>
        <translation>Hierhin wird keine Karte gegeben: %1. Die nächste geht an: %2.</translation>
    </message>
    <message>
        <source>the Void, row %1, column %2</source>
        <translation>Leere, Reihe %1, Spalte %2</translation>
    </message>
    <message>
        <source>the hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>the wounds of %1</source>
        <translation>Wunden von %1</translation>
    </message>
    <message>
        <source>the items of %1</source>
        <translation>Gegenstände von %1</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>the Banishing</source>
        <translation>Verbannung</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>%1 damage</source>
        <translation>%1 Schaden</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Festhalten</translation>
    </message>
    <message>
        <source>Stun</source>
        <translation>Betäuben</translation>
    </message>
    <message>
        <source>new trap on</source>
        <translation>neue Falle auf</translation>
    </message>
    <message>
        <source>Traps: %1</source>
        <translation>Fallen: %1</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>The deck deals: name the cards</source>
        <translation>Das Deck teilt aus: nennt die Karten</translation>
    </message>
    <message>
        <source>%1 takes from the Void</source>
        <translation>%1 nimmt aus der Leere</translation>
    </message>
    <message>
        <source>%1 may use an ability</source>
        <translation>%1 darf eine Fähigkeit nutzen</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>Haupthand</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>Nebenhand</translation>
    </message>
    <message>
        <source>both hands</source>
        <translation>beide Hände</translation>
    </message>
    <message>
        <source>body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <source>%1 defends with a power from %2's hand: choose which.</source>
        <translation>%1 verteidigt sich mit einer Kraft aus der Hand von %2: wählt sie aus.</translation>
    </message>
</context>
<context>
    <name>RecentEvents</name>
    <message>
        <source>Tap to read every line</source>
        <translation>Tippen, um jede Zeile zu lesen</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Was gerade geschah</translation>
    </message>
    <message>
        <source>More: tap to read every line</source>
        <translation>Mehr: tippen, um jede Zeile zu lesen</translation>
    </message>
    <message>
        <source>What just happened: nothing yet</source>
        <translation>Was gerade geschah: noch nichts</translation>
    </message>
</context>
</TS>