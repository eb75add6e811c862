<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About TD Companion</source>
        <translation>Σχετικά με το TD Companion</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Έκδοση %1</translation>
    </message>
    <message>
        <source>An offline assistant for duplicate-bridge Tournament Directors.</source>
        <translation>Βοηθός για Διαιτητές αγωνιστικού μπριτζ, που λειτουργεί χωρίς σύνδεση στο διαδίκτυο.</translation>
    </message>
    <message>
        <source>WBF Laws of Duplicate Bridge 2017</source>
        <translation>Κώδικας Αγωνιστικού Μπριτζ της WBF, έκδοση 2017</translation>
    </message>
    <message>
        <source>Laws implemented: %1</source>
        <translation>Κώδικας που εφαρμόζεται: %1</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Άδεια χρήσης: GNU General Public License, έκδοση 3 ή νεότερη (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>This program comes with absolutely no warranty.</source>
        <translation>Το πρόγραμμα διατίθεται χωρίς καμία απολύτως εγγύηση.</translation>
    </message>
</context>
<context>
    <name>BoardList</name>
    <message>
        <source>Board</source>
        <translation>Θήκη</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Ντίλερ</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>Στη 2η μανς</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Συμβόλαιο</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n board(s))</source>
        <translation>
            <numerusform>%1 (%n θήκη)</numerusform>
            <numerusform>%1 (%n θήκες)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>No board selected</source>
        <translation>Δεν έχει επιλεγεί θήκη</translation>
    </message>
    <message>
        <source>Board (no number)</source>
        <translation>Θήκη (χωρίς αριθμό)</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Θήκη %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Ντίλερ: %1</translation>
    </message>
    <message>
        <source>Vulnerable: %1</source>
        <translation>Στη 2η μανς: %1</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (ντίλερ)</translation>
    </message>
    <message>
        <source>Hand not known</source>
        <translation>Άγνωστο χέρι</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): deficient hand (Law 14)</source>
        <translation>
            <numerusform>%n φύλλο: ελαττωματικό χέρι (Νόμος 14)</numerusform>
            <numerusform>%n φύλλα: ελαττωματικό χέρι (Νόμος 14)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): too many (Law 13)</source>
        <translation>
            <numerusform>%n φύλλο: περισσότερα από 13 (Νόμος 13)</numerusform>
            <numerusform>%n φύλλα: περισσότερα από 13 (Νόμος 13)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards held twice: %1</source>
        <translation>Διπλά φύλλα: %1</translation>
    </message>
    <message>
        <source>Cards in no hand: %1</source>
        <translation>Φύλλα που λείπουν: %1</translation>
    </message>
</context>
<context>
    <name>Labels</name>
    <message>
        <source>North</source>
        <translation>Βορράς</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ανατολή</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Νότος</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Δύση</translation>
    </message>
    <message>
        <source>N</source>
        <comment>seat letter: North</comment>
        <translation>Β</translation>
    </message>
    <message>
        <source>E</source>
        <comment>seat letter: East</comment>
        <translation>Α</translation>
    </message>
    <message>
        <source>S</source>
        <comment>seat letter: South</comment>
        <translation>Ν</translation>
    </message>
    <message>
        <source>W</source>
        <comment>seat letter: West</comment>
        <translation>Δ</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>vulnerability not given</comment>
        <translation>άγνωστο</translation>
    </message>
    <message>
        <source>None</source>
        <comment>nobody vulnerable</comment>
        <translation>Κανείς</translation>
    </message>
    <message>
        <source>N-S</source>
        <comment>North-South vulnerable</comment>
        <translation>ΒΝ</translation>
    </message>
    <message>
        <source>E-W</source>
        <comment>East-West vulnerable</comment>
        <translation>ΑΔ</translation>
    </message>
    <message>
        <source>All</source>
        <comment>both sides vulnerable</comment>
        <translation>Όλοι</translation>
    </message>
    <message>
        <source>unknown</source>
        <comment>dealer not given</comment>
        <translation>άγνωστος</translation>
    </message>
    <message>
        <source>NT</source>
        <comment>notrump</comment>
        <translation>ΧΑ</translation>
    </message>
    <message>
        <source>Pass</source>
        <comment>board passed out</comment>
        <translation>Πάσο</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <source>&amp;Open PBN…</source>
        <translation>Ά&amp;νοιγμα PBN…</translation>
    </message>
    <message>
        <source>Open a PBN file of boards</source>
        <translation>Άνοιγμα αρχείου PBN με θήκες</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Πρόσφατα αρχεία</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Κα&amp;θαρισμός λίστας</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Προβολή</translation>
    </message>
    <message>
        <source>&amp;Board List</source>
        <translation>&amp;Λίστα θηκών</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Π&amp;λήρης οθόνη</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <source>&amp;About TD Companion</source>
        <translation>&amp;Σχετικά με το TD Companion</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Σχετικά με το &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) loaded</source>
        <translation>
            <numerusform>%n θήκη φορτώθηκε</numerusform>
            <numerusform>%n θήκες φορτώθηκαν</numerusform>
        </translation>
    </message>
    <message>
        <source>TD Companion – assistant for bridge Directors</source>
        <translation>TD Companion – βοηθός του Διαιτητή μπριτζ</translation>
    </message>
    <message>
        <source>%1 – TD Companion</source>
        <translation>%1 – TD Companion</translation>
    </message>
    <message>
        <source>Open PBN File</source>
        <translation>Άνοιγμα αρχείου PBN</translation>
    </message>
    <message>
        <source>PBN files (*.pbn);;All files (*)</source>
        <translation>Αρχεία PBN (*.pbn);;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Γραμμή %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is not valid PBN.</source>
        <translation>Το αρχείο %1 δεν είναι έγκυρο αρχείο PBN.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το αρχείο %1.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ανοίχτηκε το %1</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Αδύνατο το άνοιγμα αρχείου</translation>
    </message>
</context>
</TS>
