<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About TD Companion</source>
        <translation>About TD Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>An offline assistant for duplicate-bridge Tournament Directors.</source>
        <translation>An offline assistant for duplicate-bridge Tournament Directors.</translation>
    </message>
    <message>
        <source>WBF Laws of Duplicate Bridge 2017</source>
        <translation>WBF Laws of Duplicate Bridge 2017</translation>
    </message>
    <message>
        <source>Laws implemented: %1</source>
        <translation>Laws implemented: %1</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This program comes with absolutely no warranty.</source>
        <translation>This program comes with absolutely no warranty.</translation>
    </message>
</context>
<context>
    <name>BoardDocument</name>
    <message>
        <source>%1: hand entered</source>
        <translation>%1: hand entered</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) out of the deal</source>
        <translation>
            <numerusform>Take %n card out of the deal</numerusform>
            <numerusform>Take %n cards out of the deal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n card(s) to %1</source>
        <translation>
            <numerusform>Give %n card to %1</numerusform>
            <numerusform>Give %n cards to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1 out of the deal</source>
        <translation>Take %1 out of the deal</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Give %1 to %2</translation>
    </message>
    <message>
        <source>%1: remaining cards</source>
        <translation>%1: remaining cards</translation>
    </message>
    <message>
        <source>Replace the deal</source>
        <translation>Replace the deal</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Paste deal</translation>
    </message>
    <message>
        <source>Clear the deal</source>
        <translation>Clear the deal</translation>
    </message>
    <message>
        <source>Board number %1</source>
        <translation>Board number %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>Vulnerability: %1</source>
        <translation>Vulnerability: %1</translation>
    </message>
</context>
<context>
    <name>BoardFields</name>
    <message>
        <source>dealer %1</source>
        <translation>dealer %1</translation>
    </message>
    <message>
        <source>vulnerability %1</source>
        <translation>vulnerability %1</translation>
    </message>
    <message>
        <source>Not as on board %1 (%2)</source>
        <translation>Not as on board %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Board:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Board number; dealer and vulnerability follow it unless set by hand</source>
        <translation>Board number; dealer and vulnerability follow it unless set by hand</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>&amp;Dealer:</translation>
    </message>
    <message>
        <source>&amp;Vulnerability:</source>
        <translation>&amp;Vulnerability:</translation>
    </message>
</context>
<context>
    <name>BoardList</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>Vulnerable</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n board(s))</source>
        <translation>
            <numerusform>%1 (%n board)</numerusform>
            <numerusform>%1 (%n boards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>No board selected</source>
        <translation>No board selected</translation>
    </message>
    <message>
        <source>Board (no number)</source>
        <translation>Board (no number)</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>Vulnerable: %1</source>
        <translation>Vulnerable: %1</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (dealer)</translation>
    </message>
    <message>
        <source>Hand not known</source>
        <translation>Hand not known</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): deficient hand (Law 14)</source>
        <translation>
            <numerusform>%n card: deficient hand (Law 14)</numerusform>
            <numerusform>%n cards: deficient hand (Law 14)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): too many (Law 13)</source>
        <translation>
            <numerusform>%n card: too many (Law 13)</numerusform>
            <numerusform>%n cards: too many (Law 13)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards held twice: %1</source>
        <translation>Cards held twice: %1</translation>
    </message>
    <message>
        <source>Cards in no hand: %1</source>
        <translation>Cards in no hand: %1</translation>
    </message>
</context>
<context>
    <name>CardPalette</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cards:</translation>
    </message>
    <message>
        <source>Give the selected cards to this seat, or choose it for the cards you click</source>
        <translation>Give the selected cards to this seat, or choose it for the cards you click</translation>
    </message>
    <message>
        <source>Undealt</source>
        <translation>Undealt</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deal (Delete)</source>
        <translation>Take the selected cards out of the deal (Delete)</translation>
    </message>
    <message>
        <source>Choose a seat, then click cards; or select cards, then choose a seat. Keys: seat letter gives, Delete takes out.</source>
        <translation>Choose a seat, then click cards; or select cards, then choose a seat. Keys: seat letter gives, Delete takes out.</translation>
    </message>
    <message>
        <source>Cards of the pack</source>
        <translation>Cards of the pack</translation>
    </message>
</context>
<context>
    <name>DealLine</name>
    <message>
        <source>Deal typed as PBN</source>
        <translation>Deal typed as PBN</translation>
    </message>
    <message>
        <source>Deal (&amp;PBN):</source>
        <translation>Deal (&amp;PBN):</translation>
    </message>
    <message>
        <source>The deal as PBN, e.g. N:AKQ2.J93.T8.754 - - -; Enter applies, Esc restores</source>
        <translation>The deal as PBN, e.g. N:AKQ2.J93.T8.754 - - -; Enter applies, Esc restores</translation>
    </message>
</context>
<context>
    <name>DealModel</name>
    <message>
        <source>Held more than once: %1</source>
        <extracomment>Hearts and diamonds are printed in this colour everywhere. Background of a cell holding a duplicated card.</extracomment>
        <translation>Held more than once: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hand not known</source>
        <translation>Hand not known</translation>
    </message>
    <message>
        <source>No cards entered</source>
        <translation>No cards entered</translation>
    </message>
    <message numerus="yes">
        <source>Deficient hand: %n card(s) (Law 14)</source>
        <translation>
            <numerusform>Deficient hand: %n card (Law 14)</numerusform>
            <numerusform>Deficient hand: %n cards (Law 14)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many cards: %n (Law 13)</source>
        <translation>
            <numerusform>Too many cards: %n (Law 13)</numerusform>
            <numerusform>Too many cards: %n (Law 13)</numerusform>
        </translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation>13 cards</translation>
    </message>
    <message>
        <source>not dealt</source>
        <extracomment>The palette&apos;s cards by row (suit, spades first) and column (rank, ace first).</extracomment>
        <translation>not dealt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (held %n times)</source>
        <translation>
            <numerusform>%1 (held once)</numerusform>
            <numerusform>%1 (held %n times)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEditor</name>
    <message>
        <source>Undo %1</source>
        <translation>Undo %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Redo %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Paste deal</translation>
    </message>
    <message>
        <source>%1 is held twice: %2</source>
        <translation>%1 is held twice: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more held twice</source>
        <translation>
            <numerusform>… and %n more held twice</numerusform>
            <numerusform>… and %n more held twice</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal is complete.</source>
        <translation>The deal is complete.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Paste a PBN deal, e.g. N:AKQ2.J93.T8.754 ... (Ctrl+Shift+V)</source>
        <translation>Paste a PBN deal, e.g. N:AKQ2.J93.T8.754 ... (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Copy deal</source>
        <translation>Copy deal</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the deal as PBN (Ctrl+Shift+C)</source>
        <translation>Copy the deal as PBN (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Clear deal</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Empty all four hands (can be undone)</source>
        <translation>Empty all four hands (can be undone)</translation>
    </message>
</context>
<context>
    <name>HandNotation</name>
    <message>
        <source>“%1” (character %2) is not a card</source>
        <translation>“%1” (character %2) is not a card</translation>
    </message>
    <message>
        <source>“%1” (character %2): write the ten as T or 10</source>
        <translation>“%1” (character %2): write the ten as T or 10</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s) so far: give all four, spades first (- for a void)</source>
        <translation>
            <numerusform>%n suit so far: give all four, spades first (- for a void)</numerusform>
            <numerusform>%n suits so far: give all four, spades first (- for a void)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (character %2): this suit is given twice</source>
        <translation>“%1” (character %2): this suit is given twice</translation>
    </message>
    <message>
        <source>“%1” is not a seat: start with N:, E:, S: or W:</source>
        <translation>“%1” is not a seat: start with N:, E:, S: or W:</translation>
    </message>
    <message numerus="yes">
        <source>A deal has four hands separated by spaces; found %n</source>
        <translation>
            <numerusform>A deal has four hands separated by spaces; found %n</numerusform>
            <numerusform>A deal has four hands separated by spaces; found %n</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no deal to read</source>
        <translation>There is no deal to read</translation>
    </message>
    <message>
        <source>Cannot read character %2 (“%1”): write four suits, spades first, e.g. AKQ2 J93 T8 754</source>
        <translation>Cannot read character %2 (“%1”): write four suits, spades first, e.g. AKQ2 J93 T8 754</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>N</source>
        <comment>seat letter: North</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <comment>seat letter: East</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>S</source>
        <comment>seat letter: South</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>seat letter: West</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>vulnerability not given</comment>
        <translation>unknown</translation>
    </message>
    <message>
        <source>None</source>
        <comment>nobody vulnerable</comment>
        <translation>None</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>North-South vulnerable</comment>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>East-West vulnerable</comment>
        <translation>E-W</translation>
    </message>
    <message>
        <source>All</source>
        <comment>both sides vulnerable</comment>
        <translation>All</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>dealer not given</comment>
        <translation>unknown</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>notrump</comment>
        <translation>NT</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>board passed out</comment>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Pass</translation>
    </message>
</context>
<context>
    <name>LawText</name>
    <message>
        <source>Laws %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Law %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open PBN…</source>
        <translation>&amp;Open PBN…</translation>
    </message>
    <message>
        <source>Open a PBN file of boards</source>
        <translation>Open a PBN file of boards</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Clear List</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Board List</source>
        <translation>&amp;Board List</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Full Screen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About TD Companion</source>
        <translation>&amp;About TD Companion</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) loaded</source>
        <translation>
            <numerusform>%n board loaded</numerusform>
            <numerusform>%n boards loaded</numerusform>
        </translation>
    </message>
    <message>
        <source>TD Companion – assistant for bridge Directors</source>
        <translation>TD Companion – assistant for bridge Directors</translation>
    </message>
    <message>
        <source>%1 – TD Companion</source>
        <translation>%1 – TD Companion</translation>
    </message>
    <message>
        <source>Open PBN File</source>
        <translation>Open PBN File</translation>
    </message>
    <message>
        <source>PBN files (*.pbn);;All files (*)</source>
        <translation>PBN files (*.pbn);;All files (*)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is not valid PBN.</source>
        <translation>The file %1 is not valid PBN.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened.</source>
        <translation>The file %1 could not be opened.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Cannot Open File</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;North</source>
        <translation>&amp;North</translation>
    </message>
    <message>
        <source>&amp;East</source>
        <translation>&amp;East</translation>
    </message>
    <message>
        <source>&amp;South</source>
        <translation>&amp;South</translation>
    </message>
    <message>
        <source>&amp;West</source>
        <translation>&amp;West</translation>
    </message>
    <message>
        <source>e.g. AKQ2 J93 T8 754</source>
        <translation>e.g. AKQ2 J93 T8 754</translation>
    </message>
    <message>
        <source>Spades, hearts, diamonds, clubs, separated by spaces or dots; T or 10; - for a void. Enter: next hand.</source>
        <translation>Spades, hearts, diamonds, clubs, separated by spaces or dots; T or 10; - for a void. Enter: next hand.</translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>Vul: %1</source>
        <translation>Vul: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Cards left: %1</translation>
    </message>
    <message>
        <source>Red bar: that side is vulnerable. Circled letter: the dealer.</source>
        <translation>Red bar: that side is vulnerable. Circled letter: the dealer.</translation>
    </message>
</context>
</TS>
