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
    <name>BoardDocument</name>
    <message>
        <source>%1: hand entered</source>
        <translation>%1: καταχώριση χεριού</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) out of the deal</source>
        <translation>
            <numerusform>Αφαίρεση %n φύλλου από τη διανομή</numerusform>
            <numerusform>Αφαίρεση %n φύλλων από τη διανομή</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Give %n card(s) to %1</source>
        <translation>
            <numerusform>%n φύλλο → %1</numerusform>
            <numerusform>%n φύλλα → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1 out of the deal</source>
        <translation>Αφαίρεση του %1 από τη διανομή</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1: remaining cards</source>
        <translation>%1: τα υπόλοιπα φύλλα</translation>
    </message>
    <message>
        <source>Replace the deal</source>
        <translation>Αντικατάσταση της διανομής</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Επικόλληση διανομής</translation>
    </message>
    <message>
        <source>Clear the deal</source>
        <translation>Καθαρισμός της διανομής</translation>
    </message>
    <message>
        <source>Board number %1</source>
        <translation>Αριθμός θήκης %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Ντίλερ: %1</translation>
    </message>
    <message>
        <source>Vulnerability: %1</source>
        <translation>Στη 2η μανς: %1</translation>
    </message>
</context>
<context>
    <name>BoardFields</name>
    <message>
        <source>dealer %1</source>
        <translation>ντίλερ %1</translation>
    </message>
    <message>
        <source>vulnerability %1</source>
        <translation>στη 2η μανς %1</translation>
    </message>
    <message>
        <source>Not as on board %1 (%2)</source>
        <translation>Διαφορετικά από τη θήκη %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Θήκη:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>καμία</translation>
    </message>
    <message>
        <source>Board number; dealer and vulnerability follow it unless set by hand</source>
        <translation>Αριθμός θήκης· ο ντίλερ και η μανς ακολουθούν τον αριθμό, εκτός αν οριστούν χειροκίνητα</translation>
    </message>
    <message>
        <source>&amp;Dealer:</source>
        <translation>Ντί&amp;λερ:</translation>
    </message>
    <message>
        <source>&amp;Vulnerability:</source>
        <translation>Στη &amp;2η μανς:</translation>
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
    <name>CardPalette</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Φύλλα:</translation>
    </message>
    <message>
        <source>Give the selected cards to this seat, or choose it for the cards you click</source>
        <translation>Δώστε τα επιλεγμένα φύλλα σε αυτή τη θέση ή επιλέξτε τη για τα φύλλα που θα πατήσετε</translation>
    </message>
    <message>
        <source>Undealt</source>
        <translation>Εκτός διανομής</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deal (Delete)</source>
        <translation>Αφαίρεση των επιλεγμένων φύλλων από τη διανομή (Delete)</translation>
    </message>
    <message>
        <source>Choose a seat, then click cards; or select cards, then choose a seat. Keys: seat letter gives, Delete takes out.</source>
        <translation>Επιλέξτε θέση και μετά πατήστε φύλλα· ή επιλέξτε φύλλα και μετά θέση. Πλήκτρα: το γράμμα της θέσης δίνει, το Delete αφαιρεί.</translation>
    </message>
    <message>
        <source>Cards of the pack</source>
        <translation>Τα φύλλα της τράπουλας</translation>
    </message>
</context>
<context>
    <name>DealLine</name>
    <message>
        <source>Deal typed as PBN</source>
        <translation>Διανομή πληκτρολογημένη σε PBN</translation>
    </message>
    <message>
        <source>Deal (&amp;PBN):</source>
        <translation>Διανομή (&amp;PBN):</translation>
    </message>
    <message>
        <source>The deal as PBN, e.g. N:AKQ2.J93.T8.754 - - -; Enter applies, Esc restores</source>
        <translation>Η διανομή σε PBN, π.χ. N:AKQ2.J93.T8.754 - - -· το Enter εφαρμόζει, το Esc επαναφέρει</translation>
    </message>
</context>
<context>
    <name>DealModel</name>
    <message>
        <source>Held more than once: %1</source>
        <extracomment>Hearts and diamonds are printed in this colour everywhere. Background of a cell holding a duplicated card.</extracomment>
        <translation>Διπλά φύλλα: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Hand not known</source>
        <translation>Άγνωστο χέρι</translation>
    </message>
    <message>
        <source>No cards entered</source>
        <translation>Δεν έχουν καταχωριστεί φύλλα</translation>
    </message>
    <message numerus="yes">
        <source>Deficient hand: %n card(s) (Law 14)</source>
        <translation>
            <numerusform>Ελαττωματικό χέρι: %n φύλλο (Νόμος 14)</numerusform>
            <numerusform>Ελαττωματικό χέρι: %n φύλλα (Νόμος 14)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Too many cards: %n (Law 13)</source>
        <translation>
            <numerusform>Λανθασμένος αριθμός φύλλων: %n (Νόμος 13)</numerusform>
            <numerusform>Λανθασμένος αριθμός φύλλων: %n (Νόμος 13)</numerusform>
        </translation>
    </message>
    <message>
        <source>13 cards</source>
        <translation>13 φύλλα</translation>
    </message>
    <message>
        <source>not dealt</source>
        <extracomment>The palette&apos;s cards by row (suit, spades first) and column (rank, ace first).</extracomment>
        <translation>εκτός διανομής</translation>
    </message>
    <message numerus="yes">
        <source>%1 (held %n times)</source>
        <translation>
            <numerusform>%1 (%n φορά)</numerusform>
            <numerusform>%1 (%n φορές)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandEditor</name>
    <message>
        <source>Undo %1</source>
        <translation>Αναίρεση: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Αναίρεση</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Επανάληψη: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <source>Paste deal</source>
        <translation>Επικόλληση διανομής</translation>
    </message>
    <message>
        <source>%1 is held twice: %2</source>
        <translation>Το %1 υπάρχει δύο φορές: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more held twice</source>
        <translation>
            <numerusform>… και άλλο %n διπλό φύλλο</numerusform>
            <numerusform>… και άλλα %n διπλά φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The deal is complete.</source>
        <translation>Η διανομή είναι πλήρης.</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Επικόλληση</translation>
    </message>
    <message>
        <source>Paste a PBN deal, e.g. N:AKQ2.J93.T8.754 ... (Ctrl+Shift+V)</source>
        <translation>Επικόλληση διανομής PBN, π.χ. N:AKQ2.J93.T8.754 ... (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <source>Copy deal</source>
        <translation>Αντιγραφή διανομής</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Αντιγραφή</translation>
    </message>
    <message>
        <source>Copy the deal as PBN (Ctrl+Shift+C)</source>
        <translation>Αντιγραφή της διανομής σε PBN (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Clear deal</source>
        <translation>Καθαρισμός διανομής</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Καθαρισμός</translation>
    </message>
    <message>
        <source>Empty all four hands (can be undone)</source>
        <translation>Άδειασμα και των τεσσάρων χεριών (αναιρείται)</translation>
    </message>
</context>
<context>
    <name>HandNotation</name>
    <message>
        <source>“%1” (character %2) is not a card</source>
        <translation>«%1» (χαρακτήρας %2): δεν είναι φύλλο</translation>
    </message>
    <message>
        <source>“%1” (character %2): write the ten as T or 10</source>
        <translation>«%1» (χαρακτήρας %2): το δέκα γράφεται T ή 10</translation>
    </message>
    <message numerus="yes">
        <source>%n suit(s) so far: give all four, spades first (- for a void)</source>
        <translation>
            <numerusform>%n χρώμα ως τώρα: δώστε και τα τέσσερα, πρώτα τις πίκες (- για σικάν)</numerusform>
            <numerusform>%n χρώματα ως τώρα: δώστε και τα τέσσερα, πρώτα τις πίκες (- για σικάν)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” (character %2): this suit is given twice</source>
        <translation>«%1» (χαρακτήρας %2): αυτό το χρώμα δίνεται δύο φορές</translation>
    </message>
    <message>
        <source>“%1” is not a seat: start with N:, E:, S: or W:</source>
        <translation>«%1» δεν είναι θέση: ξεκινήστε με N:, E:, S: ή W:</translation>
    </message>
    <message numerus="yes">
        <source>A deal has four hands separated by spaces; found %n</source>
        <translation>
            <numerusform>Η διανομή έχει τέσσερα χέρια χωρισμένα με κενά· βρέθηκε %n</numerusform>
            <numerusform>Η διανομή έχει τέσσερα χέρια χωρισμένα με κενά· βρέθηκαν %n</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no deal to read</source>
        <translation>Δεν υπάρχει διανομή για ανάγνωση</translation>
    </message>
    <message>
        <source>Cannot read character %2 (“%1”): write four suits, spades first, e.g. AKQ2 J93 T8 754</source>
        <translation>Δεν διαβάζεται ο χαρακτήρας %2 («%1»): γράψτε τέσσερα χρώματα, πρώτα τις πίκες, π.χ. AKQ2 J93 T8 754</translation>
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
    <message>
        <source>Pass</source>
        <comment>the call</comment>
        <translation>Πάσο</translation>
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
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n φύλλο</numerusform>
            <numerusform>%n φύλλα</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;North</source>
        <translation>&amp;Βορράς</translation>
    </message>
    <message>
        <source>&amp;East</source>
        <translation>&amp;Ανατολή</translation>
    </message>
    <message>
        <source>&amp;South</source>
        <translation>&amp;Νότος</translation>
    </message>
    <message>
        <source>&amp;West</source>
        <translation>&amp;Δύση</translation>
    </message>
    <message>
        <source>e.g. AKQ2 J93 T8 754</source>
        <translation>π.χ. AKQ2 J93 T8 754</translation>
    </message>
    <message>
        <source>Spades, hearts, diamonds, clubs, separated by spaces or dots; T or 10; - for a void. Enter: next hand.</source>
        <translation>Πίκες, κούπες, καρά, σπαθιά, χωρισμένα με κενά ή τελείες· T ή 10· - για σικάν. Enter: επόμενο χέρι.</translation>
    </message>
</context>
<context>
    <name>TableCentre</name>
    <message>
        <source>Board</source>
        <translation>Θήκη</translation>
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
        <source>Vul: %1</source>
        <translation>2η μανς: %1</translation>
    </message>
    <message>
        <source>Cards left: %1</source>
        <translation>Υπόλοιπα φύλλα: %1</translation>
    </message>
    <message>
        <source>Red bar: that side is vulnerable. Circled letter: the dealer.</source>
        <translation>Κόκκινη μπάρα: ο άξονας είναι στη 2η μανς. Γράμμα σε κύκλο: ο ντίλερ.</translation>
    </message>
</context>
</TS>
