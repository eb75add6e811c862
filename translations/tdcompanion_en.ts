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
</TS>
