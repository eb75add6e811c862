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
    <name>AnalysisTask</name>
    <message>
        <source>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</source>
        <translation>Η ανάλυση διπλού ανοιχτού χρειάζεται το προαιρετικό πακέτο του επιλυτή. Εγκαταστήστε το με:
%1
Όλα τα υπόλοιπα του TD Companion λειτουργούν και χωρίς αυτό.</translation>
    </message>
</context>
<context>
    <name>AuctionModel</name>
    <message>
        <source>Out of rotation: %1 called %2 at %3&apos;s turn (%4)</source>
        <translation>Δήλωση εκτός σειράς: ο παίκτης %1 δήλωσε %2 ενώ ήταν η σειρά του παίκτη %3 (%4)</translation>
    </message>
    <message>
        <source>Insufficient bid: %1 by %2 over %3 (%4)</source>
        <translation>Ανεπαρκής αγορά: %1 από τον παίκτη %2 μετά την αγορά %3 (%4)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled when there was no bid (%2)</source>
        <translation>Απαράδεκτο κοντρ: ο παίκτης %1 κοντράρισε χωρίς να υπάρχει αγορά (%2)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled their own side&apos;s %2 (%3)</source>
        <translation>Απαράδεκτο κοντρ: ο παίκτης %1 κοντράρισε το %2 του δικού του άξονα (%3)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled %2, which was already doubled (%3)</source>
        <translation>Απαράδεκτο κοντρ: ο παίκτης %1 κοντράρισε το %2, που ήταν ήδη κοντρέ (%3)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled when there was no double (%2)</source>
        <translation>Απαράδεκτο σιρκόντρ: ο παίκτης %1 σιρκοντράρισε χωρίς να υπάρχει κοντρ (%2)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled their own side&apos;s double (%2)</source>
        <translation>Απαράδεκτο σιρκόντρ: ο παίκτης %1 σιρκοντράρισε το κοντρ του δικού του άξονα (%2)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled %2, which was already redoubled (%3)</source>
        <translation>Απαράδεκτο σιρκόντρ: ο παίκτης %1 σιρκοντράρισε το %2, που ήταν ήδη σιρκοντρέ (%3)</translation>
    </message>
    <message>
        <source>Call after the auction closed: %1 called %2 (%3)</source>
        <translation>Δήλωση μετά το τέλος των αγορών: ο παίκτης %1 δήλωσε %2 (%3)</translation>
    </message>
    <message>
        <source>Withdrawn by the Director</source>
        <translation>Ανακλήθηκε από τον Διαιτητή</translation>
    </message>
    <message>
        <source>Cancelled: the player in turn called over it (Law 28B)</source>
        <translation>Ακυρώθηκε: δήλωσε μετά ο παίκτης που είχε σειρά (Νόμος 28Β)</translation>
    </message>
    <message>
        <source>%1 dealt</source>
        <translation>Μοιράζει: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>Σειρά να δηλώσει: %1</translation>
    </message>
    <message>
        <source>Alerted: %1</source>
        <translation>Με προειδοποίηση: %1</translation>
    </message>
    <message>
        <source>Alerted</source>
        <translation>Με προειδοποίηση (αλέρτ)</translation>
    </message>
</context>
<context>
    <name>AuctionView</name>
    <message>
        <source>Restore the call</source>
        <translation>Επαναφορά της δήλωσης</translation>
    </message>
    <message>
        <source>Withdraw the call (Director)</source>
        <translation>Ανάκληση της δήλωσης (Διαιτητής)</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>Σειρά να δηλώσει: %1</translation>
    </message>
    <message>
        <source>Final contract: %1 by %2</source>
        <translation>Τελικό συμβόλαιο: %1, εκτελεστής: %2</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Πάσο από όλους: χωρίς συμβόλαιο</translation>
    </message>
    <message>
        <source>Auction — dealer: %1</source>
        <translation>Αγορές — μοιράζει: %1</translation>
    </message>
    <message>
        <source>No irregularities.</source>
        <translation>Καμία ανωμαλία.</translation>
    </message>
    <message>
        <source>Calls in order, each in its caller&apos;s column. Shaded: irregular. Struck through: cancelled.</source>
        <translation>Οι δηλώσεις με τη σειρά, η καθεμία στη στήλη του παίκτη που την έκανε. Σκιασμένη: αντικανονική. Διαγραμμένη: ακυρωμένη.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Αγορές</translation>
    </message>
    <message>
        <source>Irregularities:</source>
        <translation>Ανωμαλίες:</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <source>The auction is over. Tick “Any call” to record a call made after it.</source>
        <translation>Οι αγορές τελείωσαν. Επιλέξτε «Οποιαδήποτε δήλωση» για να καταγράψετε δήλωση που έγινε μετά.</translation>
    </message>
    <message>
        <source>%1 is not a legal call for %2 now. To record it, tick “Any call”.</source>
        <translation>Το %1 δεν είναι τώρα κανονική δήλωση για τον παίκτη %2. Για να το καταγράψετε, επιλέξτε «Οποιαδήποτε δήλωση».</translation>
    </message>
    <message>
        <source>“%1” is not a call. Type e.g. 1n, 4s, p, x or xx.</source>
        <translation>Το «%1» δεν είναι δήλωση. Γράψτε π.χ. 1n, 4s, p, x ή xx (και 1χα, πάσο, κοντρ).</translation>
    </message>
    <message>
        <source>Called &amp;by:</source>
        <translation>&amp;Δήλωση από:</translation>
    </message>
    <message>
        <source>Who made the call. Choose another player than the one in turn to record a call out of rotation.</source>
        <translation>Ποιος έκανε τη δήλωση. Επιλέξτε άλλον παίκτη από αυτόν που έχει σειρά για να καταγράψετε δήλωση εκτός σειράς.</translation>
    </message>
    <message>
        <source>&amp;Any call (irregular)</source>
        <translation>&amp;Οποιαδήποτε δήλωση (αντικανονική)</translation>
    </message>
    <message>
        <source>Enable every call, to record an insufficient bid, an inadmissible double or redouble, or a call after the auction closed</source>
        <translation>Ενεργοποιεί όλες τις δηλώσεις, για να καταγράψετε ανεπαρκή αγορά, απαράδεκτο κοντρ ή σιρκόντρ, ή δήλωση μετά το τέλος των αγορών</translation>
    </message>
    <message>
        <source>Ale&amp;rted</source>
        <translation>&amp;Με προειδοποίηση</translation>
    </message>
    <message>
        <source>The next call was alerted</source>
        <translation>Η επόμενη δήλωση έγινε με προειδοποίηση (αλέρτ)</translation>
    </message>
    <message>
        <source>&amp;Type a call:</source>
        <translation>Γράψτε δή&amp;λωση:</translation>
    </message>
    <message>
        <source>1n, 4s, p, x, xx, then Enter</source>
        <translation>1n, 4s, p, x, xx, Enter</translation>
    </message>
    <message>
        <source>&amp;Undo last call</source>
        <translation>Α&amp;ναίρεση τελευταίας δήλωσης</translation>
    </message>
    <message>
        <source>%1 (type %2)</source>
        <translation>%1 (γράψτε %2)</translation>
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
    <message>
        <source>Clear the auction and play</source>
        <translation>Καθαρισμός αγορών και εκτέλεσης</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1: δήλωση %2</translation>
    </message>
    <message numerus="yes">
        <source>Take back %n call(s)</source>
        <translation>
            <numerusform>Αναίρεση %n δήλωσης</numerusform>
            <numerusform>Αναίρεση %n δηλώσεων</numerusform>
        </translation>
    </message>
    <message>
        <source>Withdraw %1&apos;s %2</source>
        <translation>Ανάκληση της δήλωσης %2 του παίκτη %1</translation>
    </message>
    <message>
        <source>Restore %1&apos;s %2</source>
        <translation>Επαναφορά της δήλωσης %2 του παίκτη %1</translation>
    </message>
    <message>
        <source>Edit the auction</source>
        <translation>Αλλαγή των αγορών</translation>
    </message>
    <message>
        <source>%1 plays %2 (“%3”)</source>
        <translation>%1: φύλλο %2 («%3»)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1: φύλλο %2</translation>
    </message>
    <message>
        <source>%1 takes back %2</source>
        <translation>%1: απόσυρση του %2</translation>
    </message>
    <message>
        <source>%1 exposes %2</source>
        <translation>%1: έκθεση %2</translation>
    </message>
    <message>
        <source>%1 picks up %2</source>
        <translation>%1: μαζεύει %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 claims %n trick(s)</source>
        <translation>
            <numerusform>%1: διεκδίκηση %n λεβέ</numerusform>
            <numerusform>%1: διεκδίκηση %n λεβέ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 concedes %n trick(s)</source>
        <translation>
            <numerusform>%1: παραχώρηση %n λεβέ</numerusform>
            <numerusform>%1: παραχώρηση %n λεβέ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2 as a card too many</source>
        <translation>Ο παίκτης %1 παίζει το %2 ως φύλλο παραπάνω</translation>
    </message>
    <message>
        <source>The trick is quitted without a card from %1</source>
        <translation>Η λεβέ γυρίζει χωρίς φύλλο του παίκτη %1</translation>
    </message>
    <message numerus="yes">
        <source>Take back %n play event(s)</source>
        <translation>
            <numerusform>Αναίρεση %n συμβάντος της εκτέλεσης</numerusform>
            <numerusform>Αναίρεση %n συμβάντων της εκτέλεσης</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the play</source>
        <translation>Αλλαγή της εκτέλεσης</translation>
    </message>
    <message>
        <source>no contract yet</source>
        <translation>κανένα συμβόλαιο ακόμη</translation>
    </message>
    <message>
        <source>The dealer cannot change: calls are recorded from the present dealer. Take the calls back first (Undo, or Edit &gt; Clear Auction and Play).</source>
        <translation>Ο ντίλερ δεν μπορεί να αλλάξει: έχουν καταγραφεί δηλώσεις από τον σημερινό ντίλερ. Αναιρέστε πρώτα τις δηλώσεις (Αναίρεση ή Επεξεργασία &gt; Καθαρισμός αγορών και εκτέλεσης).</translation>
    </message>
    <message>
        <source>Refused: the auction would end in %1, but the play recorded is in %2. Take the play back first.</source>
        <translation>Απορρίφθηκε: οι αγορές θα κατέληγαν σε %1, αλλά η εκτέλεση που καταγράφηκε είναι σε %2. Αναιρέστε πρώτα την εκτέλεση.</translation>
    </message>
    <message>
        <source>The deal cannot change this way: %1 played %2 (play event %3), and the new deal does not give %2 to %1. Take the play back to that point first.</source>
        <translation>Η διανομή δεν μπορεί να αλλάξει έτσι: ο παίκτης %1 έπαιξε %2 (συμβάν %3 της εκτέλεσης) και η νέα διανομή δεν δίνει το %2 στον παίκτη %1. Αναιρέστε πρώτα την εκτέλεση ως εκείνο το σημείο.</translation>
    </message>
    <message>
        <source>The deal cannot change this way: play event %1 could no longer have happened. Take the play back to that point first.</source>
        <translation>Η διανομή δεν μπορεί να αλλάξει έτσι: το συμβάν %1 της εκτέλεσης δεν θα μπορούσε πια να έχει γίνει. Αναιρέστε πρώτα την εκτέλεση ως εκείνο το σημείο.</translation>
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
        <source>V&amp;ulnerability:</source>
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
    <message>
        <source>%1: edited, not yet exported</source>
        <translation>%1: με αλλαγές που δεν έχουν εξαχθεί</translation>
    </message>
    <message numerus="yes">
        <source>New boards (%n)</source>
        <translation>
            <numerusform>Νέες θήκες (%n)</numerusform>
            <numerusform>Νέες θήκες (%n)</numerusform>
        </translation>
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
    <name>BoardWorkspace</name>
    <message>
        <source>Apply ruling</source>
        <translation>Εφαρμογή απόφασης</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Θήκη %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Θήκη</translation>
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
        <source>Contract: %1 by %2</source>
        <translation>Συμβόλαιο: %1, εκτελεστής: %2</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Πάσο από όλους: χωρίς συμβόλαιο</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks: %1</source>
        <translation>Λεβέ του εκτελεστή: %1</translation>
    </message>
    <message>
        <source>Irregularities in the auction: see below the calls</source>
        <translation>Ανωμαλίες στις αγορές: δείτε κάτω από τις δηλώσεις</translation>
    </message>
    <message>
        <source>Irregularities in the play: see the list on the right</source>
        <translation>Ανωμαλίες στην εκτέλεση: δείτε τη λίστα στα δεξιά</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Διανομή</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Αγορές</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Εκτέλεση</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Ανωμαλία</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Συμβάν</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <source>Double dummy</source>
        <translation>Διπλό ανοιχτό</translation>
    </message>
    <message>
        <source>Choose the irregularity in the Irregularity tab first: the table&apos;s score (result obtained, adjusted score, other results) goes with the incident.</source>
        <translation>Επιλέξτε πρώτα την ανωμαλία στην καρτέλα «Ανωμαλία»: το σκορ του τραπεζιού (αποτέλεσμα, επανορθωτική βαθμολογία, άλλα αποτελέσματα) συνοδεύει το περιστατικό.</translation>
    </message>
    <message>
        <source>Choose the irregularity in the Irregularity tab first: the incident&apos;s record (event, table, players, statements, notes) goes with it.</source>
        <translation>Επιλέξτε πρώτα την ανωμαλία στην καρτέλα «Ανωμαλία»: η καταγραφή του συμβάντος (αγώνας, τραπέζι, παίκτες, καταθέσεις, σημειώσεις) συνοδεύει την ανωμαλία.</translation>
    </message>
    <message>
        <source>Clear Auction and Play</source>
        <translation>Καθαρισμός αγορών και εκτέλεσης</translation>
    </message>
    <message>
        <source>Remove every call and card recorded; the deal stays</source>
        <translation>Διαγραφή όλων των δηλώσεων και των φύλλων που καταγράφηκαν· η διανομή μένει</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Απόκρυψη του μηνύματος</translation>
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
    <name>DoubleDummyPanel</name>
    <message>
        <source>The board changed while it was being analysed: analyse it again.</source>
        <translation>Η διανομή άλλαξε ενώ αναλυόταν: αναλύστε την ξανά.</translation>
    </message>
    <message>
        <source>Loading the solver and analysing…</source>
        <translation>Φόρτωση του επιλυτή και ανάλυση…</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Η ανάλυση απέτυχε: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Η ανάλυση ακυρώθηκε.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Ανάλυση</translation>
    </message>
    <message>
        <source>Double-dummy analysis: every hand in view, best play by both sides</source>
        <translation>Ανάλυση διπλού ανοιχτού: όλα τα χέρια φανερά, το καλύτερο παίξιμο και από τους δύο άξονες</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Ακύρωση</translation>
    </message>
    <message>
        <source>Tricks for each declarer and denomination (double dummy)</source>
        <translation>Λεβέ για κάθε εκτελεστή και είδος συμβολαίου (διπλό ανοιχτό)</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Λεβέ</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Παίκτης</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Φύλλο</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks</source>
        <translation>Λεβέ του εκτελεστή</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Κόστος</translation>
    </message>
    <message>
        <source>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</source>
        <translation>Η ανάλυση διπλού ανοιχτού χρειάζεται το προαιρετικό πακέτο του επιλυτή. Εγκαταστήστε το με:
%1
Όλα τα υπόλοιπα του TD Companion λειτουργούν και χωρίς αυτό.</translation>
    </message>
    <message>
        <source>No board.</source>
        <translation>Καμία διανομή.</translation>
    </message>
    <message>
        <source>Double-dummy analysis needs all four hands, 13 different cards each.</source>
        <translation>Η ανάλυση διπλού ανοιχτού χρειάζεται και τα τέσσερα χέρια, με 13 διαφορετικά φύλλα το καθένα.</translation>
    </message>
    <message>
        <source>Analyse the deal double dummy: every hand in view, best play by both sides. Useful to judge what would have happened (Laws 12C, 50E4, 64C).</source>
        <translation>Αναλύστε τη διανομή ως διπλό ανοιχτό: όλα τα χέρια φανερά, το καλύτερο παίξιμο και από τους δύο άξονες. Χρήσιμο για να κρίνετε τι θα είχε συμβεί (Νόμοι 12Γ, 50Ε4, 64Γ).</translation>
    </message>
    <message>
        <source>No contract yet: only the table of tricks is shown.</source>
        <translation>Δεν υπάρχει ακόμη συμβόλαιο: εμφανίζεται μόνο ο πίνακας των λεβέ.</translation>
    </message>
    <message>
        <source>Cards that changed declarer&apos;s double-dummy tricks: %1.</source>
        <translation>Φύλλα που άλλαξαν τις λεβέ του εκτελεστή στο διπλό ανοιχτό: %1.</translation>
    </message>
    <message>
        <source>The analysis stops at the claim or concession.</source>
        <translation>Η ανάλυση σταματά στη διεκδίκηση ή την παραχώρηση.</translation>
    </message>
    <message>
        <source>The contract played</source>
        <translation>Το συμβόλαιο που παίχτηκε</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks at each point of the play (cards that cost a trick are marked)</source>
        <translation>Λεβέ του εκτελεστή σε κάθε σημείο της εκτέλεσης (σημειώνονται τα φύλλα που κόστισαν λεβέ)</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Πριν από την αντάμ</translation>
    </message>
    <message>
        <source>%1 taken back</source>
        <translation>%1 (αποσύρθηκε)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing left to play.</source>
        <translation>Δεν απομένει τίποτα να παιχτεί.</translation>
    </message>
    <message>
        <source>Here %1 is to play; declarer&apos;s tricks after each card:</source>
        <translation>Εδώ παίζει: %1. Λεβέ του εκτελεστή μετά από κάθε φύλλο:</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (παίχτηκε)</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Βορράς-Νότος</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Ανατολή-Δύση</translation>
    </message>
    <message>
        <source>Not analysed: a hand is not recorded.</source>
        <translation>Δεν αναλύθηκε: ένα χέρι δεν έχει καταγραφεί.</translation>
    </message>
    <message>
        <source>Not analysed: the deal is defective.</source>
        <translation>Δεν αναλύθηκε: η διανομή είναι ελαττωματική.</translation>
    </message>
    <message>
        <source>Not analysed: a card of this trick was played out of rotation.</source>
        <translation>Δεν αναλύθηκε: ένα φύλλο αυτής της λεβέ παίχτηκε εκτός σειράς.</translation>
    </message>
</context>
<context>
    <name>DummyCall</name>
    <message>
        <source>“%1” names no card of dummy&apos;s. Type what declarer said, e.g. high, low, win, spade, king, ♠Q or anything (Law 46).</source>
        <translation>Το «%1» δεν ονομάζει φύλλο του μορ. Γράψτε τι είπε ο εκτελεστής, π.χ. ψηλό, χαμηλό, πάρε, πίκα, ρήγας, ♠Q ή οτιδήποτε (Νόμος 46).</translation>
    </message>
    <message>
        <source>Either defender designates the card to be played from dummy (Law 46B5). Which card?</source>
        <translation>Οποιοσδήποτε από τους αμυνόμενους ορίζει το φύλλο που παίζεται από τον μορ (Νόμος 46Β5). Ποιο φύλλο;</translation>
    </message>
    <message>
        <source>Declarer designates the card to be played from dummy (Law 46B). Which card?</source>
        <translation>Ο εκτελεστής ορίζει το φύλλο που παίζεται από τον μορ (Νόμος 46Β). Ποιο φύλλο;</translation>
    </message>
    <message>
        <source>Declarer &amp;said:</source>
        <translation>Ο ε&amp;κτελεστής είπε:</translation>
    </message>
    <message>
        <source>e.g. high, a spade, king</source>
        <translation>π.χ. ψηλό, πίκα, ρήγας</translation>
    </message>
    <message>
        <source>At dummy&apos;s turn, type what declarer said calling dummy&apos;s card, in English or Greek (high, low, win, spade, king, ♠Q, anything; ψηλό, ρήγας) and press Enter: Law 46B gives the card.</source>
        <translation>Στη σειρά του μορ, γράψτε τι είπε ο εκτελεστής όταν ζήτησε φύλλο από τον μορ, στα ελληνικά ή στα αγγλικά (ψηλό, χαμηλό, πάρε, πίκα, ρήγας, ♠Q, οτιδήποτε) και πατήστε Enter: ο Νόμος 46Β δίνει το φύλλο.</translation>
    </message>
    <message>
        <source>What declarer said calling dummy&apos;s card</source>
        <translation>Τι είπε ο εκτελεστής όταν ζήτησε φύλλο από τον μορ</translation>
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
    <name>HandView</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>hand not known</source>
        <translation>άγνωστο χέρι</translation>
    </message>
    <message>
        <source>%1: exposed (%2)</source>
        <translation>%1: εκτέθηκε (%2)</translation>
    </message>
    <message>
        <source>%1: playing it now would be a revoke (Law 61)</source>
        <translation>%1: αν παιχτεί τώρα, είναι ρενόνς (Νόμος 61)</translation>
    </message>
    <message>
        <source>%1: click to play</source>
        <translation>%1: κάντε κλικ για να παιχτεί</translation>
    </message>
</context>
<context>
    <name>IncidentActions</name>
    <message>
        <source>Save Incident</source>
        <translation>Αποθήκευση συμβάντος</translation>
    </message>
    <message>
        <source>The incident was not saved: %1</source>
        <translation>Το συμβάν δεν αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <source>Incident saved: %1</source>
        <translation>Το συμβάν αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <source>There is no incident on this board yet: choose the irregularity in the Irregularity tab first.</source>
        <translation>Δεν υπάρχει ακόμη συμβάν σε αυτή τη θήκη: επιλέξτε πρώτα την ανωμαλία στην καρτέλα «Ανωμαλία».</translation>
    </message>
    <message>
        <source>Incident Report</source>
        <translation>Αναφορά συμβάντος</translation>
    </message>
    <message>
        <source>Ruling %1 of this incident cannot be ruled again as it was saved: the record or the facts do not agree with it. It is kept in the file as it is, with the rulings after it, but the wizard shows the story only up to the ruling before it.</source>
        <translation>Η απόφαση %1 αυτού του συμβάντος δεν μπορεί να επαναληφθεί όπως αποθηκεύτηκε: η καταγραφή ή τα στοιχεία δεν συμφωνούν με αυτήν. Φυλάσσεται στο αρχείο όπως είναι, μαζί με τις αποφάσεις που ακολουθούν, αλλά ο οδηγός δείχνει το ιστορικό μόνο έως την προηγούμενη απόφαση.</translation>
    </message>
    <message>
        <source>Open Incident</source>
        <translation>Άνοιγμα συμβάντος</translation>
    </message>
    <message>
        <source>Recover Incidents</source>
        <translation>Ανάκτηση συμβάντων</translation>
    </message>
    <message>
        <source>TD Companion did not close properly last time. Incidents with changes that were not saved: %1.</source>
        <translation>Το TD Companion δεν έκλεισε κανονικά την προηγούμενη φορά. Συμβάντα με αλλαγές που δεν αποθηκεύτηκαν: %1.</translation>
    </message>
    <message>
        <source>Recover them now? Recovered incidents open on boards of their own; save each one to keep it. Discarded changes cannot be brought back.</source>
        <translation>Να ανακτηθούν τώρα; Κάθε συμβάν που ανακτάται ανοίγει στη δική του θήκη· αποθηκεύστε το για να το κρατήσετε. Οι αλλαγές που απορρίπτονται δεν μπορούν να επανέλθουν.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>Ανά&amp;κτηση</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Απόρριψη</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>&amp;Ρώτα με αργότερα</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2); it is left where it is</source>
        <translation>%1: δεν διαβάζεται (%2)· μένει όπως είναι</translation>
    </message>
    <message>
        <source>Board %1, saved as a draft at %2</source>
        <translation>Θήκη %1, πρόχειρο αποθηκευμένο στις %2</translation>
    </message>
    <message>
        <source>Incidents Folder</source>
        <translation>Φάκελος συμβάντων</translation>
    </message>
    <message>
        <source>Incidents are now kept in %1</source>
        <translation>Τα συμβάντα φυλάσσονται πλέον στον φάκελο %1</translation>
    </message>
    <message>
        <source>Quit TD Companion</source>
        <translation>Έξοδος από το TD Companion</translation>
    </message>
    <message>
        <source>Incidents with changes that were not saved: %1.</source>
        <translation>Συμβάντα με αλλαγές που δεν αποθηκεύτηκαν: %1.</translation>
    </message>
    <message>
        <source>Save them before quitting?</source>
        <translation>Να αποθηκευτούν πριν από την έξοδο;</translation>
    </message>
</context>
<context>
    <name>IncidentBrowser</name>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Αναζήτηση:</translation>
    </message>
    <message>
        <source>Player, event, board, law, words of the statements…</source>
        <translation>Παίκτης, αγώνας, θήκη, νόμος, λέξεις των καταθέσεων…</translation>
    </message>
    <message>
        <source>Incidents holding every word typed; accents and case do not matter. Esc clears.</source>
        <translation>Συμβάντα που περιέχουν όλες τις λέξεις που γράψατε· τόνοι και κεφαλαία δεν μετράνε. Το Esc καθαρίζει την αναζήτηση.</translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation>&amp;Κατάσταση:</translation>
    </message>
    <message>
        <source>Se&amp;ssion:</source>
        <translation>&amp;Ημερίδα:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <source>Open the selected incidents</source>
        <translation>Άνοιγμα των επιλεγμένων συμβάντων</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Αντίγραφο</translation>
    </message>
    <message>
        <source>Make a copy of the selected incidents, to record a similar case</source>
        <translation>Αντίγραφο των επιλεγμένων συμβάντων, για την καταγραφή μιας παρόμοιας περίπτωσης</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Διαγραφή…</translation>
    </message>
    <message>
        <source>Move the selected incidents to the trash (they can be restored)</source>
        <translation>Μεταφορά των επιλεγμένων συμβάντων στον κάδο (μπορούν να επανέλθουν)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Εξαγωγή…</translation>
    </message>
    <message>
        <source>Save copies of the selected incidents elsewhere</source>
        <translation>Αποθήκευση αντιγράφων των επιλεγμένων συμβάντων σε άλλη θέση</translation>
    </message>
    <message>
        <source>Show trash</source>
        <translation>Εμφάνιση κάδου</translation>
    </message>
    <message>
        <source>List the deleted incidents instead, to restore them</source>
        <translation>Εμφάνιση των διαγραμμένων συμβάντων, για να επανέλθουν</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <source>Put the selected incidents back in the incidents folder</source>
        <translation>Επιστροφή των επιλεγμένων συμβάντων στον φάκελο συμβάντων</translation>
    </message>
    <message>
        <source>Open incidents folder</source>
        <translation>Άνοιγμα φακέλου συμβάντων</translation>
    </message>
    <message>
        <source>Show the incidents folder in the file manager</source>
        <translation>Εμφάνιση του φακέλου συμβάντων στη διαχείριση αρχείων</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Αναζήτηση</translation>
    </message>
    <message>
        <source>Go to the search field</source>
        <translation>Μετάβαση στο πεδίο αναζήτησης</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>tooltip and its shortcut</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>Όλες οι καταστάσεις</translation>
    </message>
    <message>
        <source>All sessions</source>
        <translation>Όλες οι ημερίδες</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n incident(s) in the trash</source>
        <translation>
            <numerusform>%1 από %n συμβάν στον κάδο</numerusform>
            <numerusform>%1 από %n συμβάντα στον κάδο</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n incident(s)</source>
        <translation>
            <numerusform>%1 από %n συμβάν</numerusform>
            <numerusform>%1 από %n συμβάντα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) in the trash</source>
        <translation>
            <numerusform>%n συμβάν στον κάδο</numerusform>
            <numerusform>%n συμβάντα στον κάδο</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n συμβάν</numerusform>
            <numerusform>%n συμβάντα</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>Ο κάδος είναι άδειος.</translation>
    </message>
    <message>
        <source>No incidents yet: after a ruling, save it as an incident from the File menu.</source>
        <translation>Δεν υπάρχουν ακόμη συμβάντα: μετά την απόφαση, αποθηκεύστε την ως συμβάν από το μενού «Αρχείο».</translation>
    </message>
    <message>
        <source>No incident matches the search and the filters.</source>
        <translation>Κανένα συμβάν δεν ταιριάζει με την αναζήτηση και τα φίλτρα.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2. The file is left as it is.</source>
        <translation>Το %1 δεν μπορεί να ανοίξει: %2. Το αρχείο μένει ως έχει.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n incident(s) to the trash?</source>
        <translation>
            <numerusform>Μεταφορά %n συμβάντος στον κάδο;</numerusform>
            <numerusform>Μεταφορά %n συμβάντων στον κάδο;</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted incidents go to the trash, not away: Show trash lists them, and Restore puts them back.</source>
        <translation>Τα διαγραμμένα συμβάντα πηγαίνουν στον κάδο και δεν χάνονται: η «Εμφάνιση κάδου» τα δείχνει και η «Επαναφορά» τα επιστρέφει.</translation>
    </message>
    <message>
        <source>Delete incidents</source>
        <translation>Διαγραφή συμβάντων</translation>
    </message>
</context>
<context>
    <name>IncidentDetails</name>
    <message>
        <source>Eve&amp;nt:</source>
        <translation>Αγώ&amp;νας:</translation>
    </message>
    <message>
        <source>Sess&amp;ion:</source>
        <translation>Η&amp;μερίδα:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>Ημερ&amp;ομηνία:</translation>
    </message>
    <message>
        <source>Sec&amp;tion:</source>
        <translation>&amp;Τμήμα:</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>Τραπέ&amp;ζι:</translation>
    </message>
    <message>
        <source>Time of the &amp;call:</source>
        <translation>Ώρα κλή&amp;σης:</translation>
    </message>
    <message>
        <source>Called &amp;by:</source>
        <translation>Κά&amp;λεσε:</translation>
    </message>
    <message>
        <source>Stat&amp;us:</source>
        <translation>Κατάστασ&amp;η:</translation>
    </message>
    <message>
        <source>Note on the chan&amp;ge:</source>
        <translation>Σημεί&amp;ωση για την αλλαγή:</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>Ιστορικό:</translation>
    </message>
    <message>
        <source>Statement by N-&amp;S:</source>
        <translation>Κατά&amp;θεση ΒΝ:</translation>
    </message>
    <message>
        <source>Statement by E-&amp;W:</source>
        <translation>Κατάθεση Α&amp;Δ:</translation>
    </message>
    <message>
        <source>Score conse&amp;quences:</source>
        <translation>Σ&amp;υνέπειες στη βαθμολογία:</translation>
    </message>
    <message>
        <source>Di&amp;rector&apos;s notes:</source>
        <translation>Σημε&amp;ιώσεις του Διαιτητή:</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a seat&apos;s label before the player&apos;s name</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Where and when</source>
        <translation>Πού και πότε</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>Παί&amp;κτες</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Πορεία</translation>
    </message>
    <message>
        <source>not set</source>
        <comment>no date or time entered</comment>
        <translation>δεν ορίστηκε</translation>
    </message>
    <message>
        <source>N&amp;ow</source>
        <translation>Τώ&amp;ρα</translation>
    </message>
    <message>
        <source>The time of the call is now (and an empty date is today)</source>
        <translation>Η ώρα της κλήσης γίνεται η τωρινή (και μια κενή ημερομηνία η σημερινή)</translation>
    </message>
    <message>
        <source>Clear the date</source>
        <translation>Διαγραφή της ημερομηνίας</translation>
    </message>
    <message>
        <source>Clear the time of the call</source>
        <translation>Διαγραφή της ώρας της κλήσης</translation>
    </message>
    <message>
        <source>not recorded</source>
        <comment>who called the Director</comment>
        <translation>δεν καταγράφηκε</translation>
    </message>
    <message>
        <source>Why the status changes (optional)</source>
        <translation>Γιατί αλλάζει η κατάσταση (προαιρετικό)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Πότε</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Κατάσταση</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Σημείωση</translation>
    </message>
    <message>
        <source>No status changes yet.</source>
        <translation>Καμία αλλαγή κατάστασης ακόμη.</translation>
    </message>
    <message>
        <source>Too long: %1 characters, at most %2. Shorten it to save the record.</source>
        <translation>Πολύ μεγάλο: %1 χαρακτήρες, το πολύ %2. Συντομεύστε το για να αποθηκευτεί η καταγραφή.</translation>
    </message>
</context>
<context>
    <name>IncidentKeeper</name>
    <message>
        <source>The incident could not be saved</source>
        <translation>Το συμβάν δεν αποθηκεύτηκε</translation>
    </message>
    <message>
        <source>Saved as a new incident</source>
        <translation>Αποθηκεύτηκε ως νέο συμβάν</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since it was opened, so it was left as it is. Your incident was saved as a new file: %2</source>
        <translation>Το %1 άλλαξε από άλλο παράθυρο ή πρόγραμμα αφού ανοίχτηκε, γι&apos; αυτό έμεινε όπως ήταν. Το συμβάν σας αποθηκεύτηκε σε νέο αρχείο: %2</translation>
    </message>
    <message>
        <source>The incident could not be opened</source>
        <translation>Το συμβάν δεν άνοιξε</translation>
    </message>
</context>
<context>
    <name>IncidentListModel</name>
    <message>
        <source>the file cannot be read</source>
        <translation>το αρχείο δεν μπορεί να διαβαστεί</translation>
    </message>
    <message>
        <source>the file is too large for an incident</source>
        <translation>το αρχείο είναι πολύ μεγάλο για συμβάν</translation>
    </message>
    <message>
        <source>the file is damaged (not JSON text)</source>
        <translation>το αρχείο είναι κατεστραμμένο (δεν είναι κείμενο JSON)</translation>
    </message>
    <message>
        <source>not a TD Companion incident</source>
        <translation>δεν είναι συμβάν του TD Companion</translation>
    </message>
    <message>
        <source>written by a newer TD Companion</source>
        <translation>γράφτηκε από νεότερη έκδοση του TD Companion</translation>
    </message>
    <message>
        <source>the incident has no board or irregularity</source>
        <translation>το συμβάν δεν έχει θήκη ή ανωμαλία</translation>
    </message>
    <message>
        <source>Unreadable: %1</source>
        <translation>Μη αναγνώσιμο: %1</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Αγώνας: %1</translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation>Τμήμα: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Παίκτες: %1</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Αρχείο: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ημερομηνία</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Ημερίδα</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Θήκη</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <source>Laws</source>
        <translation>Νόμοι</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Κατάσταση</translation>
    </message>
</context>
<context>
    <name>IncidentStatus</name>
    <message>
        <source>Open</source>
        <comment>incident status</comment>
        <translation>Ανοιχτό</translation>
    </message>
    <message>
        <source>Ruled</source>
        <comment>incident status</comment>
        <translation>Με απόφαση</translation>
    </message>
    <message>
        <source>Score adjusted</source>
        <comment>incident status: Law 12</comment>
        <translation>Επανορθωτική βαθμολογία</translation>
    </message>
    <message>
        <source>Appealed</source>
        <comment>incident status: Law 92</comment>
        <translation>Σε έφεση</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>incident status</comment>
        <translation>Κλειστό</translation>
    </message>
</context>
<context>
    <name>IncidentsWindow</name>
    <message>
        <source>Incidents – %1</source>
        <translation>Συμβάντα – %1</translation>
    </message>
    <message>
        <source>Incidents duplicated: %1.</source>
        <translation>Συμβάντα που αντιγράφηκαν: %1.</translation>
    </message>
    <message>
        <source>Incidents moved to the trash: %1. They can be restored from the trash.</source>
        <translation>Συμβάντα που μεταφέρθηκαν στα απορρίμματα: %1. Μπορούν να επαναφερθούν από εκεί.</translation>
    </message>
    <message>
        <source>Incidents restored: %1.</source>
        <translation>Συμβάντα που επαναφέρθηκαν: %1.</translation>
    </message>
    <message>
        <source>PBN file of the board (for other bridge software)</source>
        <translation>Αρχείο PBN της θήκης (για άλλα προγράμματα μπριτζ)</translation>
    </message>
    <message>
        <source>Incident report (PDF, in %1)</source>
        <translation>Αναφορά συμβάντος (PDF, στα %1)</translation>
    </message>
    <message>
        <source>Incident file (JSON)</source>
        <translation>Αρχείο συμβάντος (JSON)</translation>
    </message>
    <message>
        <source>Export Incidents</source>
        <translation>Εξαγωγή συμβάντων</translation>
    </message>
    <message>
        <source>Export as:</source>
        <translation>Εξαγωγή ως:</translation>
    </message>
    <message>
        <source>Export Into Folder</source>
        <translation>Εξαγωγή σε φάκελο</translation>
    </message>
    <message>
        <source>%1 was not exported: %2</source>
        <translation>Το %1 δεν εξήχθη: %2</translation>
    </message>
    <message>
        <source>Files written: %1, in %2</source>
        <translation>Αρχεία που γράφτηκαν: %1, στον φάκελο %2</translation>
    </message>
    <message>
        <source>Select an incident of the session first.</source>
        <translation>Επιλέξτε πρώτα ένα συμβάν της ημερίδας.</translation>
    </message>
    <message>
        <source>Save Session Report</source>
        <translation>Αποθήκευση αναφοράς ημερίδας</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Αρχεία PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Select the incidents to print first.</source>
        <translation>Επιλέξτε πρώτα τα συμβάντα που θα εκτυπωθούν.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Συμβάντα</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation>Γλώσσα &amp;αναφοράς:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Εκτύπωση…</translation>
    </message>
    <message>
        <source>Print the report of the selected incident (Ctrl+P)</source>
        <translation>Εκτύπωση της αναφοράς του επιλεγμένου συμβάντος (Ctrl+P)</translation>
    </message>
    <message>
        <source>Session &amp;Report…</source>
        <translation>Αναφορά &amp;ημερίδας…</translation>
    </message>
    <message>
        <source>A PDF listing every incident of the selected incident&apos;s session</source>
        <translation>Ένα PDF με όλα τα συμβάντα της ημερίδας του επιλεγμένου συμβάντος</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
</context>
<context>
    <name>IrregularityWizard</name>
    <message>
        <source>Not a call: %1. Type it as 1H, 3NT, Pass, X or XX.</source>
        <translation>Δεν είναι δήλωση: %1. Γράψτε τη π.χ. 1H, 3NT, Πάσο, X ή XX.</translation>
    </message>
    <message>
        <source>Not a card: %1. Type it as SJ, S10 or ♠J.</source>
        <translation>Δεν είναι φύλλο: %1. Γράψτε το ως SJ, S10 ή ♠J.</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Επιλέξτε πρώτα μια απάντηση.</translation>
    </message>
    <message>
        <source>What happened at the table?</source>
        <translation>Τι συνέβη στο τραπέζι;</translation>
    </message>
    <message>
        <source>Irregularity: %1</source>
        <translation>Ανωμαλία: %1</translation>
    </message>
    <message>
        <source>Later choice: %1</source>
        <translation>Μεταγενέστερη επιλογή: %1</translation>
    </message>
    <message>
        <source>Irregularity: %1 (no ruling for it yet in this version)</source>
        <translation>Ανωμαλία: %1 (δεν υπάρχει ακόμη απόφαση γι&apos; αυτήν σε αυτή την έκδοση)</translation>
    </message>
    <message>
        <source>%1, trick %2</source>
        <translation>%1, λεβέ %2</translation>
    </message>
    <message>
        <source>The record does not fit this irregularity. Correct the record, or cancel and choose another irregularity.</source>
        <translation>Το ιστορικό δεν ταιριάζει με αυτή την ανωμαλία. Διορθώστε το ιστορικό ή ακυρώστε και επιλέξτε άλλη ανωμαλία.</translation>
    </message>
    <message>
        <source>Show in Greek</source>
        <translation>Εμφάνιση στα ελληνικά</translation>
    </message>
    <message>
        <source>Show in English</source>
        <translation>Εμφάνιση στα αγγλικά</translation>
    </message>
    <message>
        <source>Back to the interface language</source>
        <translation>Επιστροφή στη γλώσσα του προγράμματος</translation>
    </message>
    <message>
        <source>Applied: the board and the table state are updated. Play goes on.</source>
        <translation>Εφαρμόστηκε: η θήκη και η κατάσταση του τραπεζιού ενημερώθηκαν. Η εκτέλεση συνεχίζεται.</translation>
    </message>
    <message>
        <source>Explain every option; the chooser decides without consulting partner.</source>
        <translation>Εξηγήστε κάθε επιλογή· αυτός που επιλέγει αποφασίζει χωρίς να συμβουλευτεί τον συμπαίκτη του.</translation>
    </message>
    <message>
        <source>Nothing left to choose: apply the ruling to the board.</source>
        <translation>Δεν απομένει καμία επιλογή: εφαρμόστε την απόφαση στη θήκη.</translation>
    </message>
    <message>
        <source>&amp;Irregularities the record shows:</source>
        <translation>Ανωμαλίες που δείχνει η καταγρα&amp;φή:</translation>
    </message>
    <message>
        <source>&amp;Rule on it</source>
        <translation>Να &amp;κριθεί</translation>
    </message>
    <message>
        <source>&amp;Something else happened:</source>
        <translation>Συνέβη κάτι ά&amp;λλο:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>Έ&amp;ναρξη</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>Πί&amp;σω</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Επόμεν&amp;ο</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Ακύρ&amp;ωση</translation>
    </message>
    <message>
        <source>&amp;Undo last choice</source>
        <translation>Αναίρεση &amp;τελευταίας επιλογής</translation>
    </message>
    <message>
        <source>&amp;Apply to the board</source>
        <translation>Εφαρμογή στη &amp;θήκη</translation>
    </message>
    <message>
        <source>&amp;New ruling</source>
        <translation>Νέα απόφασ&amp;η</translation>
    </message>
    <message>
        <source>&amp;Save incident</source>
        <translation>Αποθήκευ&amp;ση συμβάντος</translation>
    </message>
    <message>
        <source>Save the incident in the incidents folder (Ctrl+S)</source>
        <translation>Αποθήκευση του συμβάντος στον φάκελο συμβάντων (Ctrl+S)</translation>
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
        <translation>Νόμοι %1</translation>
    </message>
    <message>
        <source>Law %1</source>
        <translation>Νόμος %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <extracomment>Offer the incidents a crash left unsaved once the workspace is built (set by the program at start-up).</extracomment>
        <translation>&amp;Αρχείο</translation>
    </message>
    <message>
        <source>&amp;New Board</source>
        <translation>Νέα &amp;θήκη</translation>
    </message>
    <message>
        <source>Start a new board: deal, auction and play</source>
        <translation>Νέα θήκη: διανομή, αγορές και εκτέλεση</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ά&amp;νοιγμα…</translation>
    </message>
    <message>
        <source>Open a PBN or LIN file of boards</source>
        <translation>Άνοιγμα αρχείου PBN ή LIN με θήκες</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Πρόσφατα αρχεία</translation>
    </message>
    <message>
        <source>&amp;Export PBN…</source>
        <translation>&amp;Εξαγωγή PBN…</translation>
    </message>
    <message>
        <source>Save the board shown, with its auction and play, as a PBN file</source>
        <translation>Αποθήκευση της θήκης που φαίνεται, με τις αγορές και την εκτέλεση, σε αρχείο PBN</translation>
    </message>
    <message>
        <source>&amp;Save Incident</source>
        <translation>&amp;Αποθήκευση συμβάντος</translation>
    </message>
    <message>
        <source>Save the incident of the board shown in the incidents folder</source>
        <translation>Αποθήκευση του συμβάντος της θήκης που εμφανίζεται στον φάκελο συμβάντων</translation>
    </message>
    <message>
        <source>Incident Re&amp;port (PDF)…</source>
        <translation>Αναφορά σ&amp;υμβάντος (PDF)…</translation>
    </message>
    <message>
        <source>Save the report of the incident of the board shown as a PDF</source>
        <translation>Αποθήκευση της αναφοράς του συμβάντος της θήκης που εμφανίζεται ως PDF</translation>
    </message>
    <message>
        <source>Prin&amp;t Incident Report…</source>
        <translation>Ε&amp;κτύπωση αναφοράς συμβάντος…</translation>
    </message>
    <message>
        <source>Print the report of the incident of the board shown</source>
        <translation>Εκτύπωση της αναφοράς του συμβάντος της θήκης που εμφανίζεται</translation>
    </message>
    <message>
        <source>&amp;Incidents…</source>
        <translation>&amp;Συμβάντα…</translation>
    </message>
    <message>
        <source>List, search, reopen and report the incidents saved</source>
        <translation>Λίστα, αναζήτηση, άνοιγμα και αναφορές των αποθηκευμένων συμβάντων</translation>
    </message>
    <message>
        <source>Open Incidents &amp;Folder</source>
        <translation>Άνοιγμα &amp;φακέλου συμβάντων</translation>
    </message>
    <message>
        <source>Show the incidents folder in the file manager</source>
        <translation>Εμφάνιση του φακέλου συμβάντων στη διαχείριση αρχείων</translation>
    </message>
    <message>
        <source>C&amp;hoose Incidents Folder…</source>
        <translation>Επι&amp;λογή φακέλου συμβάντων…</translation>
    </message>
    <message>
        <source>Keep incidents in another folder</source>
        <translation>Φύλαξη των συμβάντων σε άλλο φάκελο</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Επεξεργασία</translation>
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
        <source>&amp;Deal</source>
        <translation>&amp;Διανομή</translation>
    </message>
    <message>
        <source>&amp;Auction</source>
        <translation>&amp;Αγορές</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Εκτέλεση</translation>
    </message>
    <message>
        <source>&amp;Irregularity</source>
        <translation>Α&amp;νωμαλία</translation>
    </message>
    <message>
        <source>In&amp;cident</source>
        <translation>&amp;Συμβάν</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Σκορ</translation>
    </message>
    <message>
        <source>Double d&amp;ummy</source>
        <translation>Διπλό α&amp;νοιχτό</translation>
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
        <source>Open Boards</source>
        <extracomment>Section problems listed in full when a file is opened; the rest are counted.</extracomment>
        <translation>Άνοιγμα θηκών</translation>
    </message>
    <message>
        <source>Board files (*.pbn *.lin);;PBN files (*.pbn);;LIN files (*.lin);;All files (*)</source>
        <translation>Αρχεία θηκών (*.pbn *.lin);;Αρχεία PBN (*.pbn);;Αρχεία LIN (*.lin);;Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <source>%1 is already open, with edits: they are kept</source>
        <translation>Το %1 είναι ήδη ανοιχτό, με αλλαγές: οι αλλαγές διατηρούνται</translation>
    </message>
    <message>
        <source>Export PBN</source>
        <translation>Εξαγωγή PBN</translation>
    </message>
    <message>
        <source>PBN files (*.pbn)</source>
        <translation>Αρχεία PBN (*.pbn)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Αδύνατη η εξαγωγή</translation>
    </message>
    <message>
        <source>The board cannot be written as PBN to %1.</source>
        <translation>Η θήκη δεν μπορεί να γραφτεί σε PBN στο %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be written.</source>
        <translation>Δεν ήταν δυνατό να γραφτεί το αρχείο %1.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Εξάχθηκε στο %1</translation>
    </message>
    <message>
        <source>Quit TD Companion</source>
        <translation>Έξοδος από το TD Companion</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) have edits that were not exported.</source>
        <translation>
            <numerusform>%n θήκη έχει αλλαγές που δεν εξάχθηκαν.</numerusform>
            <numerusform>%n θήκες έχουν αλλαγές που δεν εξάχθηκαν.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit anyway and lose them?</source>
        <translation>Έξοδος παρ’ όλα αυτά, με απώλεια των αλλαγών;</translation>
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
        <source>The file %1 is not valid LIN.</source>
        <translation>Το αρχείο %1 δεν είναι έγκυρο αρχείο LIN.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το αρχείο %1.</translation>
    </message>
    <message>
        <source>LIN</source>
        <translation>LIN</translation>
    </message>
    <message>
        <source>PBN</source>
        <translation>PBN</translation>
    </message>
    <message>
        <source>No %1 board was found in it.</source>
        <translation>Δεν βρέθηκε σε αυτό καμία θήκη %1.</translation>
    </message>
    <message>
        <source>The file %1 holds no boards.</source>
        <translation>Το αρχείο %1 δεν περιέχει θήκες.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ανοίχτηκε το %1</translation>
    </message>
    <message>
        <source>Line %1, item %2: %3</source>
        <translation>Γραμμή %1, στοιχείο %2: %3</translation>
    </message>
    <message>
        <source>Item %1: %2</source>
        <translation>Στοιχείο %1: %2</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Αγορές</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Εκτέλεση</translation>
    </message>
    <message>
        <source>Board %1, %2 section</source>
        <translation>Θήκη %1, ενότητα %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, γραμμή %2</translation>
    </message>
    <message>
        <source>%1, “%2”</source>
        <translation>%1, «%2»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… και %n ακόμη</numerusform>
            <numerusform>… και %n ακόμη</numerusform>
        </translation>
    </message>
    <message>
        <source>Those boards are shown without what could not be read; the sections stay as written in the file until you record that auction or play again.</source>
        <translation>Οι θήκες αυτές εμφανίζονται χωρίς ό,τι δεν διαβάστηκε· οι ενότητες μένουν όπως είναι γραμμένες στο αρχείο, ώσπου να καταγράψετε ξανά αυτές τις αγορές ή την εκτέλεση.</translation>
    </message>
    <message>
        <source>Sections Not Read</source>
        <translation>Ενότητες που δεν διαβάστηκαν</translation>
    </message>
    <message>
        <source>Some auctions or plays in %1 could not be read.</source>
        <translation>Κάποιες αγορές ή εκτελέσεις στο %1 δεν ήταν δυνατό να διαβαστούν.</translation>
    </message>
    <message>
        <source>Kept as written in the file until you record it again.</source>
        <translation>Διατηρείται όπως είναι γραμμένο στο αρχείο, ώσπου να το καταγράψετε ξανά.</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Αδύνατο το άνοιγμα αρχείου</translation>
    </message>
</context>
<context>
    <name>OutcomeRows</name>
    <message>
        <source>type its weight (e.g. 60 for 60%)</source>
        <translation>πληκτρολογήστε το βάρος του (π.χ. 60 για 60%)</translation>
    </message>
    <message>
        <source>Outcome %1: %2</source>
        <translation>Έκβαση %1: %2</translation>
    </message>
    <message>
        <source>The weights add up to %1, not 100%: change a weight, or use “%2”</source>
        <translation>Τα βάρη αθροίζουν %1, όχι 100%: αλλάξτε ένα βάρος ή πατήστε «%2»</translation>
    </message>
    <message>
        <source>Type at least one outcome (contract, declarer, tricks)</source>
        <translation>Πληκτρολογήστε τουλάχιστον μία έκβαση (συμβόλαιο, εκτελεστής, λεβέ)</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>ΒΝ %1</translation>
    </message>
    <message>
        <source>Contract of outcome %1</source>
        <translation>Συμβόλαιο της έκβασης %1</translation>
    </message>
    <message>
        <source>Weight of outcome %1</source>
        <translation>Βάρος της έκβασης %1</translation>
    </message>
    <message>
        <source>Total of the weights: %1</source>
        <translation>Σύνολο βαρών: %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Συμβόλαιο</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Εκτελεστής</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Λεβέ</translation>
    </message>
    <message>
        <source>Weight %</source>
        <translation>Βάρος %</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Σκορ</translation>
    </message>
    <message>
        <source>&amp;Add outcome</source>
        <translation>&amp;Προσθήκη έκβασης</translation>
    </message>
    <message>
        <source>Another outcome (Enter in the last row does the same)</source>
        <translation>Άλλη μία έκβαση (το ίδιο κάνει το Enter στην τελευταία γραμμή)</translation>
    </message>
    <message>
        <source>Make the weights add to &amp;100%</source>
        <translation>Τα βάρη να αθροίζουν &amp;100%</translation>
    </message>
    <message>
        <source>Rows without a weight share what is left; else the last row takes it</source>
        <translation>Οι γραμμές χωρίς βάρος μοιράζονται ό,τι απομένει· αλλιώς το παίρνει η τελευταία γραμμή</translation>
    </message>
    <message>
        <source>Remove this outcome</source>
        <translation>Αφαίρεση αυτής της έκβασης</translation>
    </message>
</context>
<context>
    <name>PlayEventDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Exposed card</source>
        <translation>Φύλλο που εκτέθηκε</translation>
    </message>
    <message>
        <source>Card taken back</source>
        <translation>Φύλλο που αποσύρθηκε</translation>
    </message>
    <message>
        <source>Exposed cards picked up</source>
        <translation>Φύλλα που εκτέθηκαν και μαζεύτηκαν</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Διεκδίκηση</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Παραχώρηση</translation>
    </message>
    <message>
        <source>A card exposed without being played: dropped, played with another card, or named (Laws 48-50, 58B).</source>
        <translation>Φύλλο που εκτέθηκε χωρίς να παιχτεί: έπεσε, παίχτηκε μαζί με άλλο φύλλο ή κατονομάστηκε (Νόμοι 48-50, 58Β).</translation>
    </message>
    <message>
        <source>A card taken back from the trick (Law 47). A defender&apos;s card stays face up until the Director rules.</source>
        <translation>Φύλλο που αποσύρθηκε από τη λεβέ (Νόμος 47). Το φύλλο αμυνόμενου μένει ανοικτό μέχρι να αποφασίσει ο Διαιτητής.</translation>
    </message>
    <message>
        <source>Exposed cards that go back into the hand (e.g. Laws 48A, 50D).</source>
        <translation>Φύλλα που εκτέθηκαν και επιστρέφουν στο χέρι (π.χ. Νόμοι 48Α, 50Δ).</translation>
    </message>
    <message>
        <source>A claim of some of the remaining tricks, the current trick included (Law 68A).</source>
        <translation>Διεκδίκηση λεβέ από όσες απομένουν, μαζί με την τρέχουσα λεβέ (Νόμος 68Α).</translation>
    </message>
    <message>
        <source>A concession of some of the remaining tricks to the opponents (Law 68B).</source>
        <translation>Παραχώρηση λεβέ από όσες απομένουν στους αντιπάλους (Νόμος 68Β).</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Παίκτης:</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>&amp;Φύλλο:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Φύλλα:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;Τρόπος:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Αιτία:</translation>
    </message>
    <message>
        <source>&amp;Tricks claimed (of %1):</source>
        <translation>&amp;Λεβέ που διεκδικούνται (από %1):</translation>
    </message>
    <message>
        <source>&amp;Tricks conceded (of %1):</source>
        <translation>&amp;Λεβέ που παραχωρούνται (από %1):</translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>dropped or held face up</source>
        <translation>έπεσε ή κρατήθηκε ανοικτό</translation>
    </message>
    <message>
        <source>played with another card</source>
        <translation>παίχτηκε μαζί με άλλο φύλλο</translation>
    </message>
    <message>
        <source>named</source>
        <translation>κατονομάστηκε</translation>
    </message>
    <message>
        <source>taken back after being played</source>
        <translation>αποσύρθηκε αφού παίχτηκε</translation>
    </message>
    <message>
        <source>exposed otherwise</source>
        <translation>εκτέθηκε αλλιώς</translation>
    </message>
    <message>
        <source>to correct a revoke (Law 62A)</source>
        <translation>διόρθωση ρενόνς (Νόμος 62Α)</translation>
    </message>
    <message>
        <source>played after a corrected revoke (Law 62C)</source>
        <translation>παίχτηκε μετά από ρενόνς που διορθώθηκε (Νόμος 62Γ)</translation>
    </message>
    <message>
        <source>lead or play out of turn not accepted (Laws 53-57)</source>
        <translation>έξοδος ή παίξιμο εκτός σειράς που δεν έγινε δεκτό (Νόμοι 53-57)</translation>
    </message>
    <message>
        <source>unintended designation of dummy&apos;s card (Law 45C4b)</source>
        <translation>ακούσιος ορισμός φύλλου του μορ, Νόμος 45Γ4(β)</translation>
    </message>
    <message>
        <source>other retraction allowed by the Director (Law 47)</source>
        <translation>άλλη απόσυρση που επέτρεψε ο Διαιτητής (Νόμος 47)</translation>
    </message>
    <message>
        <source>not yet established</source>
        <translation>μη οριστικοποιημένη ακόμη</translation>
    </message>
    <message>
        <source>established: %1 claimed</source>
        <translation>οριστικοποιημένη: διεκδίκηση από τον παίκτη %1</translation>
    </message>
    <message>
        <source>established: %1 conceded</source>
        <translation>οριστικοποιημένη: παραχώρηση από τον παίκτη %1</translation>
    </message>
    <message>
        <source>established: %1 played to trick %2</source>
        <translation>οριστικοποιημένη: ο παίκτης %1 έπαιξε στη λεβέ %2</translation>
    </message>
    <message>
        <source>Lead out of turn: %1 led %2 to trick %3 at %4&apos;s turn</source>
        <translation>Έξοδος εκτός σειράς: ο παίκτης %1 έβγαλε %2 στη λεβέ %3 ενώ ήταν η σειρά του παίκτη %4</translation>
    </message>
    <message>
        <source>Play out of turn: %1 played %2 to trick %3 at %4&apos;s turn</source>
        <translation>Παίξιμο εκτός σειράς: ο παίκτης %1 έπαιξε %2 στη λεβέ %3 ενώ ήταν η σειρά του παίκτη %4</translation>
    </message>
    <message>
        <source>card taken back</source>
        <translation>το φύλλο αποσύρθηκε</translation>
    </message>
    <message>
        <source>Revoke by %1 at trick %2: %3 played when %4 was led</source>
        <translation>Ρενόνς του παίκτη %1 στη λεβέ %2: έπαιξε %3 ενώ η έξοδος ήταν %4</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>διορθώθηκε</translation>
    </message>
    <message>
        <source>Exposed card: %1&apos;s %2 (%3) during trick %4</source>
        <translation>Φύλλο που εκτέθηκε: %2 του παίκτη %1 (%3) στη λεβέ %4</translation>
    </message>
    <message>
        <source>Exposed cards: %1&apos;s %2 (%3) during trick %4</source>
        <translation>Φύλλα που εκτέθηκαν: %2 του παίκτη %1 (%3) στη λεβέ %4</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Λεβέ</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Έξοδος</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Κέρδισε</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Σύνολο</translation>
    </message>
    <message>
        <source>Trick number</source>
        <translation>Αριθμός λεβέ</translation>
    </message>
    <message>
        <source>Who led to the trick</source>
        <translation>Ποιος έκανε την έξοδο στη λεβέ</translation>
    </message>
    <message>
        <source>Who won the trick (Law 44)</source>
        <translation>Ποιος κέρδισε τη λεβέ (Νόμος 44)</translation>
    </message>
    <message>
        <source>Tricks won so far: declarer&apos;s side – defenders</source>
        <translation>Λεβέ ως τώρα: άξονας εκτελεστή – αμυνόμενοι</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 led %2</source>
        <translation>Ο παίκτης %1 έβγαλε %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>Ο παίκτης %1 έπαιξε %2</translation>
    </message>
    <message>
        <source>Won the trick</source>
        <translation>Κέρδισε τη λεβέ</translation>
    </message>
</context>
<context>
    <name>PlayTable</name>
    <message>
        <source>Recorded: %1</source>
        <translation>Καταγράφηκε: %1</translation>
    </message>
    <message>
        <source>There is no contract yet: the play is recorded once the auction is over.</source>
        <translation>Δεν υπάρχει ακόμη συμβόλαιο: η εκτέλεση καταγράφεται όταν τελειώσουν οι αγορές.</translation>
    </message>
    <message>
        <source>You are looking at an earlier point of the play. Press End to record more.</source>
        <translation>Βλέπετε προηγούμενο σημείο της εκτέλεσης. Πατήστε End για να καταγράψετε κι άλλα.</translation>
    </message>
    <message>
        <source>%1 has already played to trick %2. Record a second card as exposed (Irregular event).</source>
        <translation>Ο παίκτης %1 έχει ήδη παίξει στη λεβέ %2. Καταγράψτε δεύτερο φύλλο ως φύλλο που εκτέθηκε (Ανώμαλο συμβάν).</translation>
    </message>
    <message>
        <source>All 13 tricks have been played.</source>
        <translation>Παίχτηκαν και οι 13 λεβέ.</translation>
    </message>
    <message>
        <source>This cannot have happened: %1</source>
        <translation>Αυτό δεν μπορεί να έχει συμβεί: %1</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type e.g. sa, h10 or 10h.</source>
        <translation>Το «%1» δεν είναι φύλλο. Γράψτε π.χ. sa, h10 ή 10h.</translation>
    </message>
    <message>
        <source>Nobody can play %1 now.</source>
        <translation>Κανείς δεν μπορεί να παίξει τώρα το %1.</translation>
    </message>
    <message>
        <source>Dummy&apos;s %1 is played as declarer called it: “%2” (Law 46). Rule on it in the Irregularity tab.</source>
        <translation>Το %1 του μορ παίχτηκε όπως το ζήτησε ο εκτελεστής: «%2» (Νόμος 46). Κρίνετέ το στην καρτέλα Ανωμαλία.</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>εκτελεστής</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>μορ</translation>
    </message>
    <message>
        <source>No contract yet</source>
        <translation>Δεν υπάρχει ακόμη συμβόλαιο</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, εκτελεστής: %2</translation>
    </message>
    <message>
        <source>%1 claimed %2</source>
        <translation>Ο παίκτης %1 διεκδίκησε %2</translation>
    </message>
    <message>
        <source>%1 conceded %2</source>
        <translation>Ο παίκτης %1 παραχώρησε %2</translation>
    </message>
    <message>
        <source>%1 to lead</source>
        <translation>Έξοδος: %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Σειρά να παίξει: %1</translation>
    </message>
    <message>
        <source>Tricks — declarer (%1): %2 · defenders (%3): %4</source>
        <translation>Λεβέ — εκτελεστής (%1): %2 · αμυνόμενοι (%3): %4</translation>
    </message>
    <message>
        <source>result: %1 tricks for declarer</source>
        <translation>αποτέλεσμα: %1 λεβέ για τον εκτελεστή</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Πριν από την αντάμ</translation>
    </message>
    <message>
        <source>After event %1 of %2, trick %3</source>
        <translation>Μετά το συμβάν %1 από %2, λεβέ %3</translation>
    </message>
    <message>
        <source>looking back: press End for the latest</source>
        <translation>προηγούμενο σημείο: πατήστε End για το τελευταίο</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <comment>a side, e.g. N-S</comment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>Καμία ως τώρα.</translation>
    </message>
    <message>
        <source>Start of the play (Home)</source>
        <translation>Αρχή της εκτέλεσης (Home)</translation>
    </message>
    <message>
        <source>Previous trick (Page Up)</source>
        <translation>Προηγούμενη λεβέ (Page Up)</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>Ένα συμβάν πίσω (αριστερό βέλος)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>Ένα συμβάν μπροστά (δεξί βέλος)</translation>
    </message>
    <message>
        <source>Next trick (Page Down)</source>
        <translation>Επόμενη λεβέ (Page Down)</translation>
    </message>
    <message>
        <source>Latest position (End)</source>
        <translation>Τελευταία θέση (End)</translation>
    </message>
    <message>
        <source>&amp;Play a card:</source>
        <translation>Παίξτε &amp;φύλλο:</translation>
    </message>
    <message>
        <source>e.g. sa, h10</source>
        <translation>π.χ. sa, h10</translation>
    </message>
    <message>
        <source>Type a card and press Enter: it is played by the hand that holds it.</source>
        <translation>Γράψτε ένα φύλλο και πατήστε Enter: το παίζει το χέρι που το έχει.</translation>
    </message>
    <message>
        <source>&amp;Irregular event</source>
        <translation>Ανώμαλο &amp;συμβάν</translation>
    </message>
    <message>
        <source>Exposed card (dropped, two at once, named)…</source>
        <translation>Φύλλο που εκτέθηκε (έπεσε, δύο μαζί, κατονομάστηκε)…</translation>
    </message>
    <message>
        <source>Card taken back…</source>
        <translation>Φύλλο που αποσύρθηκε…</translation>
    </message>
    <message>
        <source>Exposed cards picked up…</source>
        <translation>Φύλλα που εκτέθηκαν και μαζεύτηκαν…</translation>
    </message>
    <message>
        <source>Claim…</source>
        <translation>Διεκδίκηση…</translation>
    </message>
    <message>
        <source>Concession…</source>
        <translation>Παραχώρηση…</translation>
    </message>
    <message>
        <source>Next card: a card too many to the player&apos;s trick (Law 67)</source>
        <translation>Επόμενο φύλλο: φύλλο παραπάνω στη λεβέ του παίκτη (Νόμος 67)</translation>
    </message>
    <message>
        <source>Trick quitted without the fourth player&apos;s card (Law 67)</source>
        <translation>Η λεβέ γύρισε χωρίς το φύλλο του τέταρτου παίκτη (Νόμος 67)</translation>
    </message>
    <message>
        <source>&amp;Remove last event</source>
        <translation>Αφαίρεση &amp;τελευταίου συμβάντος</translation>
    </message>
    <message>
        <source>Irregularities in the play:</source>
        <translation>Ανωμαλίες στην εκτέλεση:</translation>
    </message>
    <message>
        <source>Click a card to play it. Left/Right: one event; Page Up/Page Down: one trick; Home/End.</source>
        <translation>Κάντε κλικ σε ένα φύλλο για να παιχτεί. Αριστερό/δεξί βέλος: ένα συμβάν· Page Up/Page Down: μία λεβέ· Home/End.</translation>
    </message>
    <message>
        <source>Play table</source>
        <translation>Τραπέζι εκτέλεσης</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Λεβέ</translation>
    </message>
</context>
<context>
    <name>PollInput</name>
    <message>
        <source>Row %1: who was asked?</source>
        <translation>Γραμμή %1: ποιος ρωτήθηκε;</translation>
    </message>
    <message>
        <source>Row %1: what would %2 do?</source>
        <translation>Γραμμή %1: τι θα έκανε ο/η %2;</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Γραμμή %1: %2</translation>
    </message>
    <message>
        <source>Player asked</source>
        <translation>Παίκτης που ρωτήθηκε</translation>
    </message>
    <message>
        <source>Would call or play</source>
        <translation>Θα δήλωνε ή θα έπαιζε</translation>
    </message>
    <message>
        <source>Also seriously considered</source>
        <translation>Εξέτασε επίσης σοβαρά</translation>
    </message>
    <message>
        <source>Add a &amp;row</source>
        <translation>Προσθήκη &amp;γραμμής</translation>
    </message>
    <message>
        <source>Remove the r&amp;ow</source>
        <translation>Αφαίρεση της γρα&amp;μμής</translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>Print Report</source>
        <translation>Εκτύπωση αναφοράς</translation>
    </message>
    <message>
        <source>The report could not be printed on “%1”: %2.
Check the printer and print again.</source>
        <translation>Η αναφορά δεν εκτυπώθηκε στο «%1»: %2.
Ελέγξτε τον εκτυπωτή και εκτυπώστε ξανά.</translation>
    </message>
    <message>
        <source>Save Report as PDF</source>
        <translation>Αποθήκευση αναφοράς ως PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Έγγραφα PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be saved as “%1”: %2.
Choose another folder or name and save again.</source>
        <translation>Η αναφορά δεν αποθηκεύτηκε ως «%1»: %2.
Επιλέξτε άλλον φάκελο ή όνομα και αποθηκεύστε ξανά.</translation>
    </message>
</context>
<context>
    <name>ScoreEntry</name>
    <message>
        <source>“%1” is not a contract: type e.g. 4S, 4♠X, 3NT (3ΧΑ) or Pass</source>
        <translation>Το «%1» δεν είναι συμβόλαιο: πληκτρολογήστε π.χ. 4S, 4♠X, 3ΧΑ ή πάσο</translation>
    </message>
    <message>
        <source>“%1” is not a weight: type a percentage such as 60 or a fraction such as 1/3</source>
        <translation>Το «%1» δεν είναι βάρος: πληκτρολογήστε ποσοστό όπως 60 ή κλάσμα όπως 1/3</translation>
    </message>
    <message>
        <source>“%1” is not a number: type e.g. 62.5</source>
        <translation>Το «%1» δεν είναι αριθμός: πληκτρολογήστε π.χ. 62,5</translation>
    </message>
    <message>
        <source>At most %1 other results, not %2</source>
        <translation>Το πολύ %1 άλλα αποτελέσματα, όχι %2</translation>
    </message>
    <message>
        <source>Teams: type one score, the other room&apos;s N-S score (%1 typed)</source>
        <translation>Ομάδες: πληκτρολογήστε ένα σκορ, το σκορ ΒΝ της άλλης αίθουσας (πληκτρολογήθηκαν %1)</translation>
    </message>
    <message>
        <source>Result %1 (“%2”): an artificial score takes part only in matchpoints</source>
        <translation>Αποτέλεσμα %1 («%2»): τεχνητή βαθμολογία μετρά μόνο στους βαθμούς MP</translation>
    </message>
    <message>
        <source>Result %1 (“%2”) is not a N-S score: type e.g. 420 or -50 (A for an artificial score)</source>
        <translation>Το αποτέλεσμα %1 («%2») δεν είναι σκορ ΒΝ: πληκτρολογήστε π.χ. 420 ή -50 (A για τεχνητή βαθμολογία)</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Result obtained: %1</source>
        <translation>Αποτέλεσμα στο τραπέζι: %1</translation>
    </message>
    <message>
        <source>Adjusted score: %1</source>
        <translation>Επανορθωτική βαθμολογία: %1</translation>
    </message>
    <message>
        <source>Session score: %1</source>
        <translation>Σκορ ημερίδας: %1</translation>
    </message>
    <message>
        <source>Other results: %1</source>
        <translation>Άλλα αποτελέσματα: %1</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>ΒΝ</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>ΑΔ</translation>
    </message>
    <message>
        <source>choose the artificial score of both sides</source>
        <translation>επιλέξτε την τεχνητή βαθμολογία και των δύο αξόνων</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The score is shown once the entries marked in red are corrected.</source>
        <translation>Το σκορ εμφανίζεται μόλις διορθωθούν οι καταχωρίσεις που σημειώνονται με κόκκινο.</translation>
    </message>
    <message>
        <source>No score entered yet: type the result obtained, an adjusted score or both.</source>
        <translation>Δεν έχει καταχωριστεί σκορ: πληκτρολογήστε το αποτέλεσμα στο τραπέζι, μια επανορθωτική βαθμολογία ή και τα δύο.</translation>
    </message>
    <message>
        <source>Result obtained at the table</source>
        <translation>Αποτέλεσμα στο τραπέζι</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Συμβόλαιο:</translation>
    </message>
    <message>
        <source>&amp;Declarer:</source>
        <translation>&amp;Εκτελεστής:</translation>
    </message>
    <message>
        <source>Declarer&apos;s &amp;tricks as played:</source>
        <translation>&amp;Λεβέ του εκτελεστή όπως παίχτηκε:</translation>
    </message>
    <message>
        <source>Tricks transferred to declarer (Law 64A):</source>
        <translation>Λεβέ που μεταφέρονται στον εκτελεστή (Νόμος 64Α):</translation>
    </message>
    <message>
        <source>Tricks transferred to the defenders (Law 64A):</source>
        <translation>Λεβέ που μεταφέρονται στους αμυνόμενους (Νόμος 64Α):</translation>
    </message>
    <message>
        <source>From the &amp;play</source>
        <translation>Από το &amp;παίξιμο</translation>
    </message>
    <message>
        <source>The result of the play recorded, with the revoke transfers</source>
        <translation>Το αποτέλεσμα του καταγεγραμμένου παιξίματος, με τις μεταφορές λεβέ της ρενονς</translation>
    </message>
    <message>
        <source>Adjusted score</source>
        <translation>Επανορθωτική βαθμολογία</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Καμία</translation>
    </message>
    <message>
        <source>Assigned or &amp;weighted (Law 12C1)</source>
        <translation>Επιδικασμένη ή σ&amp;ταθμισμένη (Νόμος 12Γ1)</translation>
    </message>
    <message>
        <source>A&amp;rtificial (Law 12C2)</source>
        <translation>Τε&amp;χνητή (Νόμος 12Γ2)</translation>
    </message>
    <message>
        <source>Outcomes (both sides, or N-S when E-W get a different score):</source>
        <translation>Εκβάσεις (και για τους δύο άξονες, ή για ΒΝ όταν ο ΑΔ παίρνει διαφορετική βαθμολογία):</translation>
    </message>
    <message>
        <source>Outcomes for E-W:</source>
        <translation>Εκβάσεις για ΑΔ:</translation>
    </message>
    <message>
        <source>&amp;East-West get a different score (Law 12C1(b), (e))</source>
        <translation>Ο άξονας &amp;Ανατολή-Δύση παίρνει διαφορετική βαθμολογία (Νόμος 12Γ1(β), (ε))</translation>
    </message>
    <message>
        <source>N-S:</source>
        <translation>ΒΝ:</translation>
    </message>
    <message>
        <source>E-W:</source>
        <translation>ΑΔ:</translation>
    </message>
    <message>
        <source>Score on the session&apos;s other boards, for the limits of Law 12C2(c) (optional): a percentage in matchpoints, IMPs a board at IMPs</source>
        <translation>Σκορ στις υπόλοιπες θήκες της ημερίδας, για τα όρια του Νόμου 12Γ2(γ) (προαιρετικό): ποσοστό στους βαθμούς MP, IMP ανά θήκη στα IMP</translation>
    </message>
    <message>
        <source>N-S session score:</source>
        <translation>Σκορ ημερίδας ΒΝ:</translation>
    </message>
    <message>
        <source>E-W session score:</source>
        <translation>Σκορ ημερίδας ΑΔ:</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>δεν επιλέχθηκε</translation>
    </message>
    <message>
        <source>The board&apos;s other results</source>
        <translation>Τα άλλα αποτελέσματα της θήκης</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>Βαθμ&amp;ολόγηση:</translation>
    </message>
    <message>
        <source>&amp;Other N-S scores:</source>
        <translation>Άλλα σκορ Β&amp;Ν:</translation>
    </message>
    <message>
        <source>e.g. 420 -50 A 450 (A: an artificial score); teams: one score</source>
        <translation>π.χ. 420 -50 A 450 (A: τεχνητή βαθμολογία)· ομάδες: ένα σκορ</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>Το σκορ</translation>
    </message>
    <message>
        <source>The ruling calls for an artificial adjusted score (Law 12C2).</source>
        <translation>Η διαιτησία προβλέπει τεχνητή επανορθωτική βαθμολογία (Νόμος 12Γ2).</translation>
    </message>
    <message>
        <source>The ruling calls for an adjusted score: Law %1.</source>
        <translation>Η διαιτησία προβλέπει επανορθωτική βαθμολογία: Νόμος %1.</translation>
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
        <translation>Βο&amp;ρράς</translation>
    </message>
    <message>
        <source>E&amp;ast</source>
        <translation>Ανα&amp;τολή</translation>
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
<context>
    <name>TableStatePanel</name>
    <message>
        <source>To settle now</source>
        <translation>Εκκρεμεί τώρα</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Αγορές</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Τιμωρημένα φύλλα</translation>
    </message>
    <message>
        <source>Lead and play restrictions</source>
        <translation>Περιορισμοί στην έξοδο και στο παίξιμο</translation>
    </message>
    <message>
        <source>Cards played against a rectification</source>
        <translation>Φύλλα που παίχτηκαν αντίθετα με την επανόρθωση</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Πληροφορίες</translation>
    </message>
    <message>
        <source>Tricks to transfer at the end of play</source>
        <translation>Λεβέ που μεταφέρονται στο τέλος της εκτέλεσης</translation>
    </message>
    <message>
        <source>Call the Director back</source>
        <translation>Καλέστε ξανά τον Διαιτητή</translation>
    </message>
    <message>
        <source>Nothing on the table: no penalty card, restriction or reminder.</source>
        <translation>Τίποτα στο τραπέζι: κανένα τιμωρημένο φύλλο, περιορισμός ή υπενθύμιση.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Στο τραπέζι</translation>
    </message>
    <message>
        <source>Rule on the selecte&amp;d item</source>
        <translation>Κρίση για το επιλεγ&amp;μένο</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1; %2</source>
        <comment>two clauses of one sentence</comment>
        <translation>%1· %2</translation>
    </message>
</context>
<context>
    <name>TrickView</name>
    <message>
        <source>Trick %1 — won by %2</source>
        <translation>Λεβέ %1 — κέρδισε: %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Λεβέ %1</translation>
    </message>
</context>
</TS>
