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
    <name>AnalysisTask</name>
    <message>
        <source>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</source>
        <translation>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</translation>
    </message>
</context>
<context>
    <name>AuctionModel</name>
    <message>
        <source>Out of rotation: %1 called %2 at %3&apos;s turn (%4)</source>
        <translation>Out of rotation: %1 called %2 at %3&apos;s turn (%4)</translation>
    </message>
    <message>
        <source>Insufficient bid: %1 by %2 over %3 (%4)</source>
        <translation>Insufficient bid: %1 by %2 over %3 (%4)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled when there was no bid (%2)</source>
        <translation>Inadmissible double: %1 doubled when there was no bid (%2)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled their own side&apos;s %2 (%3)</source>
        <translation>Inadmissible double: %1 doubled their own side&apos;s %2 (%3)</translation>
    </message>
    <message>
        <source>Inadmissible double: %1 doubled %2, which was already doubled (%3)</source>
        <translation>Inadmissible double: %1 doubled %2, which was already doubled (%3)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled when there was no double (%2)</source>
        <translation>Inadmissible redouble: %1 redoubled when there was no double (%2)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled their own side&apos;s double (%2)</source>
        <translation>Inadmissible redouble: %1 redoubled their own side&apos;s double (%2)</translation>
    </message>
    <message>
        <source>Inadmissible redouble: %1 redoubled %2, which was already redoubled (%3)</source>
        <translation>Inadmissible redouble: %1 redoubled %2, which was already redoubled (%3)</translation>
    </message>
    <message>
        <source>Call after the auction closed: %1 called %2 (%3)</source>
        <translation>Call after the auction closed: %1 called %2 (%3)</translation>
    </message>
    <message>
        <source>Withdrawn by the Director</source>
        <translation>Withdrawn by the Director</translation>
    </message>
    <message>
        <source>Cancelled: the player in turn called over it (Law 28B)</source>
        <translation>Cancelled: the player in turn called over it (Law 28B)</translation>
    </message>
    <message>
        <source>%1 dealt</source>
        <translation>%1 dealt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 to call</translation>
    </message>
    <message>
        <source>Alerted: %1</source>
        <translation>Alerted: %1</translation>
    </message>
    <message>
        <source>Alerted</source>
        <translation>Alerted</translation>
    </message>
</context>
<context>
    <name>AuctionView</name>
    <message>
        <source>Restore the call</source>
        <translation>Restore the call</translation>
    </message>
    <message>
        <source>Withdraw the call (Director)</source>
        <translation>Withdraw the call (Director)</translation>
    </message>
    <message>
        <source>%1 to call</source>
        <translation>%1 to call</translation>
    </message>
    <message>
        <source>Final contract: %1 by %2</source>
        <translation>Final contract: %1 by %2</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Passed out</translation>
    </message>
    <message>
        <source>Auction — dealer: %1</source>
        <translation>Auction — dealer: %1</translation>
    </message>
    <message>
        <source>No irregularities.</source>
        <translation>No irregularities.</translation>
    </message>
    <message>
        <source>Calls in order, each in its caller&apos;s column. Shaded: irregular. Struck through: cancelled.</source>
        <translation>Calls in order, each in its caller&apos;s column. Shaded: irregular. Struck through: cancelled.</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <source>Irregularities:</source>
        <translation>Irregularities:</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <source>The auction is over. Tick “Any call” to record a call made after it.</source>
        <translation>The auction is over. Tick “Any call” to record a call made after it.</translation>
    </message>
    <message>
        <source>%1 is not a legal call for %2 now. To record it, tick “Any call”.</source>
        <translation>%1 is not a legal call for %2 now. To record it, tick “Any call”.</translation>
    </message>
    <message>
        <source>“%1” is not a call. Type e.g. 1n, 4s, p, x or xx.</source>
        <translation>“%1” is not a call. Type e.g. 1n, 4s, p, x or xx.</translation>
    </message>
    <message>
        <source>Called &amp;by:</source>
        <translation>Called &amp;by:</translation>
    </message>
    <message>
        <source>Who made the call. Choose another player than the one in turn to record a call out of rotation.</source>
        <translation>Who made the call. Choose another player than the one in turn to record a call out of rotation.</translation>
    </message>
    <message>
        <source>&amp;Any call (irregular)</source>
        <translation>&amp;Any call (irregular)</translation>
    </message>
    <message>
        <source>Enable every call, to record an insufficient bid, an inadmissible double or redouble, or a call after the auction closed</source>
        <translation>Enable every call, to record an insufficient bid, an inadmissible double or redouble, or a call after the auction closed</translation>
    </message>
    <message>
        <source>Ale&amp;rted</source>
        <translation>Ale&amp;rted</translation>
    </message>
    <message>
        <source>The next call was alerted</source>
        <translation>The next call was alerted</translation>
    </message>
    <message>
        <source>&amp;Type a call:</source>
        <translation>&amp;Type a call:</translation>
    </message>
    <message>
        <source>1n, 4s, p, x, xx, then Enter</source>
        <translation>1n, 4s, p, x, xx, then Enter</translation>
    </message>
    <message>
        <source>&amp;Undo last call</source>
        <translation>&amp;Undo last call</translation>
    </message>
    <message>
        <source>%1 (type %2)</source>
        <translation>%1 (type %2)</translation>
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
    <message>
        <source>Clear the auction and play</source>
        <translation>Clear the auction and play</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 calls %2</translation>
    </message>
    <message numerus="yes">
        <source>Take back %n call(s)</source>
        <translation>
            <numerusform>Take back %n call</numerusform>
            <numerusform>Take back %n calls</numerusform>
        </translation>
    </message>
    <message>
        <source>Withdraw %1&apos;s %2</source>
        <translation>Withdraw %1&apos;s %2</translation>
    </message>
    <message>
        <source>Restore %1&apos;s %2</source>
        <translation>Restore %1&apos;s %2</translation>
    </message>
    <message>
        <source>Edit the auction</source>
        <translation>Edit the auction</translation>
    </message>
    <message>
        <source>%1 plays %2 (“%3”)</source>
        <translation>%1 plays %2 (“%3”)</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 plays %2</translation>
    </message>
    <message>
        <source>%1 takes back %2</source>
        <translation>%1 takes back %2</translation>
    </message>
    <message>
        <source>%1 exposes %2</source>
        <translation>%1 exposes %2</translation>
    </message>
    <message>
        <source>%1 picks up %2</source>
        <translation>%1 picks up %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 claims %n trick(s)</source>
        <translation>
            <numerusform>%1 claims %n trick</numerusform>
            <numerusform>%1 claims %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 concedes %n trick(s)</source>
        <translation>
            <numerusform>%1 concedes %n trick</numerusform>
            <numerusform>%1 concedes %n tricks</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 plays %2 as a card too many</source>
        <translation>%1 plays %2 as a card too many</translation>
    </message>
    <message>
        <source>The trick is quitted without a card from %1</source>
        <translation>The trick is quitted without a card from %1</translation>
    </message>
    <message numerus="yes">
        <source>Take back %n play event(s)</source>
        <translation>
            <numerusform>Take back %n play event</numerusform>
            <numerusform>Take back %n play events</numerusform>
        </translation>
    </message>
    <message>
        <source>Edit the play</source>
        <translation>Edit the play</translation>
    </message>
    <message>
        <source>no contract yet</source>
        <translation>no contract yet</translation>
    </message>
    <message>
        <source>The dealer cannot change: calls are recorded from the present dealer. Take the calls back first (Undo, or Edit &gt; Clear Auction and Play).</source>
        <translation>The dealer cannot change: calls are recorded from the present dealer. Take the calls back first (Undo, or Edit &gt; Clear Auction and Play).</translation>
    </message>
    <message>
        <source>Refused: the auction would end in %1, but the play recorded is in %2. Take the play back first.</source>
        <translation>Refused: the auction would end in %1, but the play recorded is in %2. Take the play back first.</translation>
    </message>
    <message>
        <source>The deal cannot change this way: %1 played %2 (play event %3), and the new deal does not give %2 to %1. Take the play back to that point first.</source>
        <translation>The deal cannot change this way: %1 played %2 (play event %3), and the new deal does not give %2 to %1. Take the play back to that point first.</translation>
    </message>
    <message>
        <source>The deal cannot change this way: play event %1 could no longer have happened. Take the play back to that point first.</source>
        <translation>The deal cannot change this way: play event %1 could no longer have happened. Take the play back to that point first.</translation>
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
        <source>V&amp;ulnerability:</source>
        <translation>V&amp;ulnerability:</translation>
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
    <message>
        <source>%1: edited, not yet exported</source>
        <translation>%1: edited, not yet exported</translation>
    </message>
    <message numerus="yes">
        <source>New boards (%n)</source>
        <translation>
            <numerusform>New boards (%n)</numerusform>
            <numerusform>New boards (%n)</numerusform>
        </translation>
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
    <name>BoardWorkspace</name>
    <message>
        <source>Apply ruling</source>
        <translation>Apply ruling</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Board %1</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
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
        <source>Contract: %1 by %2</source>
        <translation>Contract: %1 by %2</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Passed out</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks: %1</source>
        <translation>Declarer&apos;s tricks: %1</translation>
    </message>
    <message>
        <source>Irregularities in the auction: see below the calls</source>
        <translation>Irregularities in the auction: see below the calls</translation>
    </message>
    <message>
        <source>Irregularities in the play: see the list on the right</source>
        <translation>Irregularities in the play: see the list on the right</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Irregularity</source>
        <translation>Irregularity</translation>
    </message>
    <message>
        <source>Incident</source>
        <translation>Incident</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Double dummy</source>
        <translation>Double dummy</translation>
    </message>
    <message>
        <source>Choose the irregularity in the Irregularity tab first: the table&apos;s score (result obtained, adjusted score, other results) goes with the incident.</source>
        <translation>Choose the irregularity in the Irregularity tab first: the table&apos;s score (result obtained, adjusted score, other results) goes with the incident.</translation>
    </message>
    <message>
        <source>Choose the irregularity in the Irregularity tab first: the incident&apos;s record (event, table, players, statements, notes) goes with it.</source>
        <translation>Choose the irregularity in the Irregularity tab first: the incident&apos;s record (event, table, players, statements, notes) goes with it.</translation>
    </message>
    <message>
        <source>Clear Auction and Play</source>
        <translation>Clear Auction and Play</translation>
    </message>
    <message>
        <source>Remove every call and card recorded; the deal stays</source>
        <translation>Remove every call and card recorded; the deal stays</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Hide this message</translation>
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
    <name>DoubleDummyPanel</name>
    <message>
        <source>The board changed while it was being analysed: analyse it again.</source>
        <translation>The board changed while it was being analysed: analyse it again.</translation>
    </message>
    <message>
        <source>Loading the solver and analysing…</source>
        <translation>Loading the solver and analysing…</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>The analysis failed: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analysis cancelled.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Double-dummy analysis: every hand in view, best play by both sides</source>
        <translation>Double-dummy analysis: every hand in view, best play by both sides</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Tricks for each declarer and denomination (double dummy)</source>
        <translation>Tricks for each declarer and denomination (double dummy)</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks</source>
        <translation>Declarer&apos;s tricks</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Cost</translation>
    </message>
    <message>
        <source>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</source>
        <translation>Double-dummy analysis needs the optional solver package. Install it with:
%1
Everything else in TD Companion works without it.</translation>
    </message>
    <message>
        <source>No board.</source>
        <translation>No board.</translation>
    </message>
    <message>
        <source>Double-dummy analysis needs all four hands, 13 different cards each.</source>
        <translation>Double-dummy analysis needs all four hands, 13 different cards each.</translation>
    </message>
    <message>
        <source>Analyse the deal double dummy: every hand in view, best play by both sides. Useful to judge what would have happened (Laws 12C, 50E4, 64C).</source>
        <translation>Analyse the deal double dummy: every hand in view, best play by both sides. Useful to judge what would have happened (Laws 12C, 50E4, 64C).</translation>
    </message>
    <message>
        <source>No contract yet: only the table of tricks is shown.</source>
        <translation>No contract yet: only the table of tricks is shown.</translation>
    </message>
    <message>
        <source>Cards that changed declarer&apos;s double-dummy tricks: %1.</source>
        <translation>Cards that changed declarer&apos;s double-dummy tricks: %1.</translation>
    </message>
    <message>
        <source>The analysis stops at the claim or concession.</source>
        <translation>The analysis stops at the claim or concession.</translation>
    </message>
    <message>
        <source>The contract played</source>
        <translation>The contract played</translation>
    </message>
    <message>
        <source>Declarer&apos;s tricks at each point of the play (cards that cost a trick are marked)</source>
        <translation>Declarer&apos;s tricks at each point of the play (cards that cost a trick are marked)</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Before the opening lead</translation>
    </message>
    <message>
        <source>%1 taken back</source>
        <translation>%1 taken back</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing left to play.</source>
        <translation>Nothing left to play.</translation>
    </message>
    <message>
        <source>Here %1 is to play; declarer&apos;s tricks after each card:</source>
        <translation>Here %1 is to play; declarer&apos;s tricks after each card:</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (played)</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <source>Not analysed: a hand is not recorded.</source>
        <translation>Not analysed: a hand is not recorded.</translation>
    </message>
    <message>
        <source>Not analysed: the deal is defective.</source>
        <translation>Not analysed: the deal is defective.</translation>
    </message>
    <message>
        <source>Not analysed: a card of this trick was played out of rotation.</source>
        <translation>Not analysed: a card of this trick was played out of rotation.</translation>
    </message>
</context>
<context>
    <name>DummyCall</name>
    <message>
        <source>“%1” names no card of dummy&apos;s. Type what declarer said, e.g. high, low, win, spade, king, ♠Q or anything (Law 46).</source>
        <translation>“%1” names no card of dummy&apos;s. Type what declarer said, e.g. high, low, win, spade, king, ♠Q or anything (Law 46).</translation>
    </message>
    <message>
        <source>Either defender designates the card to be played from dummy (Law 46B5). Which card?</source>
        <translation>Either defender designates the card to be played from dummy (Law 46B5). Which card?</translation>
    </message>
    <message>
        <source>Declarer designates the card to be played from dummy (Law 46B). Which card?</source>
        <translation>Declarer designates the card to be played from dummy (Law 46B). Which card?</translation>
    </message>
    <message>
        <source>Declarer &amp;said:</source>
        <translation>Declarer &amp;said:</translation>
    </message>
    <message>
        <source>e.g. high, a spade, king</source>
        <translation>e.g. high, a spade, king</translation>
    </message>
    <message>
        <source>At dummy&apos;s turn, type what declarer said calling dummy&apos;s card, in English or Greek (high, low, win, spade, king, ♠Q, anything; ψηλό, ρήγας) and press Enter: Law 46B gives the card.</source>
        <translation>At dummy&apos;s turn, type what declarer said calling dummy&apos;s card, in English or Greek (high, low, win, spade, king, ♠Q, anything; ψηλό, ρήγας) and press Enter: Law 46B gives the card.</translation>
    </message>
    <message>
        <source>What declarer said calling dummy&apos;s card</source>
        <translation>What declarer said calling dummy&apos;s card</translation>
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
    <name>HandView</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>hand not known</source>
        <translation>hand not known</translation>
    </message>
    <message>
        <source>%1: exposed (%2)</source>
        <translation>%1: exposed (%2)</translation>
    </message>
    <message>
        <source>%1: playing it now would be a revoke (Law 61)</source>
        <translation>%1: playing it now would be a revoke (Law 61)</translation>
    </message>
    <message>
        <source>%1: click to play</source>
        <translation>%1: click to play</translation>
    </message>
</context>
<context>
    <name>IncidentActions</name>
    <message>
        <source>Save Incident</source>
        <translation>Save Incident</translation>
    </message>
    <message>
        <source>The incident was not saved: %1</source>
        <translation>The incident was not saved: %1</translation>
    </message>
    <message>
        <source>Incident saved: %1</source>
        <translation>Incident saved: %1</translation>
    </message>
    <message>
        <source>There is no incident on this board yet: choose the irregularity in the Irregularity tab first.</source>
        <translation>There is no incident on this board yet: choose the irregularity in the Irregularity tab first.</translation>
    </message>
    <message>
        <source>Incident Report</source>
        <translation>Incident Report</translation>
    </message>
    <message>
        <source>Ruling %1 of this incident cannot be ruled again as it was saved: the record or the facts do not agree with it. It is kept in the file as it is, with the rulings after it, but the wizard shows the story only up to the ruling before it.</source>
        <translation>Ruling %1 of this incident cannot be ruled again as it was saved: the record or the facts do not agree with it. It is kept in the file as it is, with the rulings after it, but the wizard shows the story only up to the ruling before it.</translation>
    </message>
    <message>
        <source>Open Incident</source>
        <translation>Open Incident</translation>
    </message>
    <message>
        <source>Recover Incidents</source>
        <translation>Recover Incidents</translation>
    </message>
    <message>
        <source>TD Companion did not close properly last time. Incidents with changes that were not saved: %1.</source>
        <translation>TD Companion did not close properly last time. Incidents with changes that were not saved: %1.</translation>
    </message>
    <message>
        <source>Recover them now? Recovered incidents open on boards of their own; save each one to keep it. Discarded changes cannot be brought back.</source>
        <translation>Recover them now? Recovered incidents open on boards of their own; save each one to keep it. Discarded changes cannot be brought back.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recover</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>Ask &amp;Later</source>
        <translation>Ask &amp;Later</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2); it is left where it is</source>
        <translation>%1: cannot be read (%2); it is left where it is</translation>
    </message>
    <message>
        <source>Board %1, saved as a draft at %2</source>
        <translation>Board %1, saved as a draft at %2</translation>
    </message>
    <message>
        <source>Incidents Folder</source>
        <translation>Incidents Folder</translation>
    </message>
    <message>
        <source>Incidents are now kept in %1</source>
        <translation>Incidents are now kept in %1</translation>
    </message>
    <message>
        <source>Quit TD Companion</source>
        <translation>Quit TD Companion</translation>
    </message>
    <message>
        <source>Incidents with changes that were not saved: %1.</source>
        <translation>Incidents with changes that were not saved: %1.</translation>
    </message>
    <message>
        <source>Save them before quitting?</source>
        <translation>Save them before quitting?</translation>
    </message>
</context>
<context>
    <name>IncidentBrowser</name>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Search:</translation>
    </message>
    <message>
        <source>Player, event, board, law, words of the statements…</source>
        <translation>Player, event, board, law, words of the statements…</translation>
    </message>
    <message>
        <source>Incidents holding every word typed; accents and case do not matter. Esc clears.</source>
        <translation>Incidents holding every word typed; accents and case do not matter. Esc clears.</translation>
    </message>
    <message>
        <source>S&amp;tatus:</source>
        <translation>S&amp;tatus:</translation>
    </message>
    <message>
        <source>Se&amp;ssion:</source>
        <translation>Se&amp;ssion:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Open the selected incidents</source>
        <translation>Open the selected incidents</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicate</translation>
    </message>
    <message>
        <source>Make a copy of the selected incidents, to record a similar case</source>
        <translation>Make a copy of the selected incidents, to record a similar case</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Move the selected incidents to the trash (they can be restored)</source>
        <translation>Move the selected incidents to the trash (they can be restored)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Save copies of the selected incidents elsewhere</source>
        <translation>Save copies of the selected incidents elsewhere</translation>
    </message>
    <message>
        <source>Show trash</source>
        <translation>Show trash</translation>
    </message>
    <message>
        <source>List the deleted incidents instead, to restore them</source>
        <translation>List the deleted incidents instead, to restore them</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Put the selected incidents back in the incidents folder</source>
        <translation>Put the selected incidents back in the incidents folder</translation>
    </message>
    <message>
        <source>Open incidents folder</source>
        <translation>Open incidents folder</translation>
    </message>
    <message>
        <source>Show the incidents folder in the file manager</source>
        <translation>Show the incidents folder in the file manager</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Search</translation>
    </message>
    <message>
        <source>Go to the search field</source>
        <translation>Go to the search field</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>tooltip and its shortcut</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation>All statuses</translation>
    </message>
    <message>
        <source>All sessions</source>
        <translation>All sessions</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n incident(s) in the trash</source>
        <translation>
            <numerusform>%1 of %n incident in the trash</numerusform>
            <numerusform>%1 of %n incidents in the trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n incident(s)</source>
        <translation>
            <numerusform>%1 of %n incident</numerusform>
            <numerusform>%1 of %n incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s) in the trash</source>
        <translation>
            <numerusform>%n incident in the trash</numerusform>
            <numerusform>%n incidents in the trash</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n incident(s)</source>
        <translation>
            <numerusform>%n incident</numerusform>
            <numerusform>%n incidents</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>The trash is empty.</translation>
    </message>
    <message>
        <source>No incidents yet: after a ruling, save it as an incident from the File menu.</source>
        <translation>No incidents yet: after a ruling, save it as an incident from the File menu.</translation>
    </message>
    <message>
        <source>No incident matches the search and the filters.</source>
        <translation>No incident matches the search and the filters.</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2. The file is left as it is.</source>
        <translation>%1 cannot be opened: %2. The file is left as it is.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n incident(s) to the trash?</source>
        <translation>
            <numerusform>Move %n incident to the trash?</numerusform>
            <numerusform>Move %n incidents to the trash?</numerusform>
        </translation>
    </message>
    <message>
        <source>Deleted incidents go to the trash, not away: Show trash lists them, and Restore puts them back.</source>
        <translation>Deleted incidents go to the trash, not away: Show trash lists them, and Restore puts them back.</translation>
    </message>
    <message>
        <source>Delete incidents</source>
        <translation>Delete incidents</translation>
    </message>
</context>
<context>
    <name>IncidentDetails</name>
    <message>
        <source>Eve&amp;nt:</source>
        <translation>Eve&amp;nt:</translation>
    </message>
    <message>
        <source>Sess&amp;ion:</source>
        <translation>Sess&amp;ion:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date:</translation>
    </message>
    <message>
        <source>Sec&amp;tion:</source>
        <translation>Sec&amp;tion:</translation>
    </message>
    <message>
        <source>T&amp;able:</source>
        <translation>T&amp;able:</translation>
    </message>
    <message>
        <source>Time of the &amp;call:</source>
        <translation>Time of the &amp;call:</translation>
    </message>
    <message>
        <source>Called &amp;by:</source>
        <translation>Called &amp;by:</translation>
    </message>
    <message>
        <source>Stat&amp;us:</source>
        <translation>Stat&amp;us:</translation>
    </message>
    <message>
        <source>Note on the chan&amp;ge:</source>
        <translation>Note on the chan&amp;ge:</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>History:</translation>
    </message>
    <message>
        <source>Statement by N-&amp;S:</source>
        <translation>Statement by N-&amp;S:</translation>
    </message>
    <message>
        <source>Statement by E-&amp;W:</source>
        <translation>Statement by E-&amp;W:</translation>
    </message>
    <message>
        <source>Score conse&amp;quences:</source>
        <translation>Score conse&amp;quences:</translation>
    </message>
    <message>
        <source>Di&amp;rector&apos;s notes:</source>
        <translation>Di&amp;rector&apos;s notes:</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a seat&apos;s label before the player&apos;s name</comment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Where and when</source>
        <translation>Where and when</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>not set</source>
        <comment>no date or time entered</comment>
        <translation>not set</translation>
    </message>
    <message>
        <source>N&amp;ow</source>
        <translation>N&amp;ow</translation>
    </message>
    <message>
        <source>The time of the call is now (and an empty date is today)</source>
        <translation>The time of the call is now (and an empty date is today)</translation>
    </message>
    <message>
        <source>Clear the date</source>
        <translation>Clear the date</translation>
    </message>
    <message>
        <source>Clear the time of the call</source>
        <translation>Clear the time of the call</translation>
    </message>
    <message>
        <source>not recorded</source>
        <comment>who called the Director</comment>
        <translation>not recorded</translation>
    </message>
    <message>
        <source>Why the status changes (optional)</source>
        <translation>Why the status changes (optional)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>When</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>No status changes yet.</source>
        <translation>No status changes yet.</translation>
    </message>
    <message>
        <source>Too long: %1 characters, at most %2. Shorten it to save the record.</source>
        <translation>Too long: %1 characters, at most %2. Shorten it to save the record.</translation>
    </message>
</context>
<context>
    <name>IncidentKeeper</name>
    <message>
        <source>The incident could not be saved</source>
        <translation>The incident could not be saved</translation>
    </message>
    <message>
        <source>Saved as a new incident</source>
        <translation>Saved as a new incident</translation>
    </message>
    <message>
        <source>%1 was changed by another window or program since it was opened, so it was left as it is. Your incident was saved as a new file: %2</source>
        <translation>%1 was changed by another window or program since it was opened, so it was left as it is. Your incident was saved as a new file: %2</translation>
    </message>
    <message>
        <source>The incident could not be opened</source>
        <translation>The incident could not be opened</translation>
    </message>
</context>
<context>
    <name>IncidentListModel</name>
    <message>
        <source>the file cannot be read</source>
        <translation>the file cannot be read</translation>
    </message>
    <message>
        <source>the file is too large for an incident</source>
        <translation>the file is too large for an incident</translation>
    </message>
    <message>
        <source>the file is damaged (not JSON text)</source>
        <translation>the file is damaged (not JSON text)</translation>
    </message>
    <message>
        <source>not a TD Companion incident</source>
        <translation>not a TD Companion incident</translation>
    </message>
    <message>
        <source>written by a newer TD Companion</source>
        <translation>written by a newer TD Companion</translation>
    </message>
    <message>
        <source>the incident has no board or irregularity</source>
        <translation>the incident has no board or irregularity</translation>
    </message>
    <message>
        <source>Unreadable: %1</source>
        <translation>Unreadable: %1</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Event: %1</translation>
    </message>
    <message>
        <source>Section: %1</source>
        <translation>Section: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Players: %1</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Laws</source>
        <translation>Laws</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>IncidentStatus</name>
    <message>
        <source>Open</source>
        <comment>incident status</comment>
        <translation>Open</translation>
    </message>
    <message>
        <source>Ruled</source>
        <comment>incident status</comment>
        <translation>Ruled</translation>
    </message>
    <message>
        <source>Score adjusted</source>
        <comment>incident status: Law 12</comment>
        <translation>Score adjusted</translation>
    </message>
    <message>
        <source>Appealed</source>
        <comment>incident status: Law 92</comment>
        <translation>Appealed</translation>
    </message>
    <message>
        <source>Closed</source>
        <comment>incident status</comment>
        <translation>Closed</translation>
    </message>
</context>
<context>
    <name>IncidentsWindow</name>
    <message>
        <source>Incidents – %1</source>
        <translation>Incidents – %1</translation>
    </message>
    <message>
        <source>Incidents duplicated: %1.</source>
        <translation>Incidents duplicated: %1.</translation>
    </message>
    <message>
        <source>Incidents moved to the trash: %1. They can be restored from the trash.</source>
        <translation>Incidents moved to the trash: %1. They can be restored from the trash.</translation>
    </message>
    <message>
        <source>Incidents restored: %1.</source>
        <translation>Incidents restored: %1.</translation>
    </message>
    <message>
        <source>PBN file of the board (for other bridge software)</source>
        <translation>PBN file of the board (for other bridge software)</translation>
    </message>
    <message>
        <source>Incident report (PDF, in %1)</source>
        <translation>Incident report (PDF, in %1)</translation>
    </message>
    <message>
        <source>Incident file (JSON)</source>
        <translation>Incident file (JSON)</translation>
    </message>
    <message>
        <source>Export Incidents</source>
        <translation>Export Incidents</translation>
    </message>
    <message>
        <source>Export as:</source>
        <translation>Export as:</translation>
    </message>
    <message>
        <source>Export Into Folder</source>
        <translation>Export Into Folder</translation>
    </message>
    <message>
        <source>%1 was not exported: %2</source>
        <translation>%1 was not exported: %2</translation>
    </message>
    <message>
        <source>Files written: %1, in %2</source>
        <translation>Files written: %1, in %2</translation>
    </message>
    <message>
        <source>Select an incident of the session first.</source>
        <translation>Select an incident of the session first.</translation>
    </message>
    <message>
        <source>Save Session Report</source>
        <translation>Save Session Report</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Select the incidents to print first.</source>
        <translation>Select the incidents to print first.</translation>
    </message>
    <message>
        <source>Incidents</source>
        <translation>Incidents</translation>
    </message>
    <message>
        <source>Report &amp;language:</source>
        <translation>Report &amp;language:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Print the report of the selected incident (Ctrl+P)</source>
        <translation>Print the report of the selected incident (Ctrl+P)</translation>
    </message>
    <message>
        <source>Session &amp;Report…</source>
        <translation>Session &amp;Report…</translation>
    </message>
    <message>
        <source>A PDF listing every incident of the selected incident&apos;s session</source>
        <translation>A PDF listing every incident of the selected incident&apos;s session</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>IrregularityWizard</name>
    <message>
        <source>Not a call: %1. Type it as 1H, 3NT, Pass, X or XX.</source>
        <translation>Not a call: %1. Type it as 1H, 3NT, Pass, X or XX.</translation>
    </message>
    <message>
        <source>Not a card: %1. Type it as SJ, S10 or ♠J.</source>
        <translation>Not a card: %1. Type it as SJ, S10 or ♠J.</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Choose an answer first.</translation>
    </message>
    <message>
        <source>What happened at the table?</source>
        <translation>What happened at the table?</translation>
    </message>
    <message>
        <source>Irregularity: %1</source>
        <translation>Irregularity: %1</translation>
    </message>
    <message>
        <source>Later choice: %1</source>
        <translation>Later choice: %1</translation>
    </message>
    <message>
        <source>Irregularity: %1 (no ruling for it yet in this version)</source>
        <translation>Irregularity: %1 (no ruling for it yet in this version)</translation>
    </message>
    <message>
        <source>%1, trick %2</source>
        <translation>%1, trick %2</translation>
    </message>
    <message>
        <source>The record does not fit this irregularity. Correct the record, or cancel and choose another irregularity.</source>
        <translation>The record does not fit this irregularity. Correct the record, or cancel and choose another irregularity.</translation>
    </message>
    <message>
        <source>Show in Greek</source>
        <translation>Show in Greek</translation>
    </message>
    <message>
        <source>Show in English</source>
        <translation>Show in English</translation>
    </message>
    <message>
        <source>Back to the interface language</source>
        <translation>Back to the interface language</translation>
    </message>
    <message>
        <source>Applied: the board and the table state are updated. Play goes on.</source>
        <translation>Applied: the board and the table state are updated. Play goes on.</translation>
    </message>
    <message>
        <source>Explain every option; the chooser decides without consulting partner.</source>
        <translation>Explain every option; the chooser decides without consulting partner.</translation>
    </message>
    <message>
        <source>Nothing left to choose: apply the ruling to the board.</source>
        <translation>Nothing left to choose: apply the ruling to the board.</translation>
    </message>
    <message>
        <source>&amp;Irregularities the record shows:</source>
        <translation>&amp;Irregularities the record shows:</translation>
    </message>
    <message>
        <source>&amp;Rule on it</source>
        <translation>&amp;Rule on it</translation>
    </message>
    <message>
        <source>&amp;Something else happened:</source>
        <translation>&amp;Something else happened:</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>S&amp;tart</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Back</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>&amp;Undo last choice</source>
        <translation>&amp;Undo last choice</translation>
    </message>
    <message>
        <source>&amp;Apply to the board</source>
        <translation>&amp;Apply to the board</translation>
    </message>
    <message>
        <source>&amp;New ruling</source>
        <translation>&amp;New ruling</translation>
    </message>
    <message>
        <source>&amp;Save incident</source>
        <translation>&amp;Save incident</translation>
    </message>
    <message>
        <source>Save the incident in the incidents folder (Ctrl+S)</source>
        <translation>Save the incident in the incidents folder (Ctrl+S)</translation>
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
        <translation>Laws %1</translation>
    </message>
    <message>
        <source>Law %1</source>
        <translation>Law %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <extracomment>Offer the incidents a crash left unsaved once the workspace is built (set by the program at start-up).</extracomment>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New Board</source>
        <translation>&amp;New Board</translation>
    </message>
    <message>
        <source>Start a new board: deal, auction and play</source>
        <translation>Start a new board: deal, auction and play</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open a PBN or LIN file of boards</source>
        <translation>Open a PBN or LIN file of boards</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Export PBN…</source>
        <translation>&amp;Export PBN…</translation>
    </message>
    <message>
        <source>Save the board shown, with its auction and play, as a PBN file</source>
        <translation>Save the board shown, with its auction and play, as a PBN file</translation>
    </message>
    <message>
        <source>&amp;Save Incident</source>
        <translation>&amp;Save Incident</translation>
    </message>
    <message>
        <source>Save the incident of the board shown in the incidents folder</source>
        <translation>Save the incident of the board shown in the incidents folder</translation>
    </message>
    <message>
        <source>Incident Re&amp;port (PDF)…</source>
        <translation>Incident Re&amp;port (PDF)…</translation>
    </message>
    <message>
        <source>Save the report of the incident of the board shown as a PDF</source>
        <translation>Save the report of the incident of the board shown as a PDF</translation>
    </message>
    <message>
        <source>Prin&amp;t Incident Report…</source>
        <translation>Prin&amp;t Incident Report…</translation>
    </message>
    <message>
        <source>Print the report of the incident of the board shown</source>
        <translation>Print the report of the incident of the board shown</translation>
    </message>
    <message>
        <source>&amp;Incidents…</source>
        <translation>&amp;Incidents…</translation>
    </message>
    <message>
        <source>List, search, reopen and report the incidents saved</source>
        <translation>List, search, reopen and report the incidents saved</translation>
    </message>
    <message>
        <source>Open Incidents &amp;Folder</source>
        <translation>Open Incidents &amp;Folder</translation>
    </message>
    <message>
        <source>Show the incidents folder in the file manager</source>
        <translation>Show the incidents folder in the file manager</translation>
    </message>
    <message>
        <source>C&amp;hoose Incidents Folder…</source>
        <translation>C&amp;hoose Incidents Folder…</translation>
    </message>
    <message>
        <source>Keep incidents in another folder</source>
        <translation>Keep incidents in another folder</translation>
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
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
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
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <source>&amp;Auction</source>
        <translation>&amp;Auction</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Irregularity</source>
        <translation>&amp;Irregularity</translation>
    </message>
    <message>
        <source>In&amp;cident</source>
        <translation>In&amp;cident</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>Double d&amp;ummy</source>
        <translation>Double d&amp;ummy</translation>
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
        <source>Open Boards</source>
        <extracomment>Section problems listed in full when a file is opened; the rest are counted.</extracomment>
        <translation>Open Boards</translation>
    </message>
    <message>
        <source>Board files (*.pbn *.lin);;PBN files (*.pbn);;LIN files (*.lin);;All files (*)</source>
        <translation>Board files (*.pbn *.lin);;PBN files (*.pbn);;LIN files (*.lin);;All files (*)</translation>
    </message>
    <message>
        <source>%1 is already open, with edits: they are kept</source>
        <translation>%1 is already open, with edits: they are kept</translation>
    </message>
    <message>
        <source>Export PBN</source>
        <translation>Export PBN</translation>
    </message>
    <message>
        <source>PBN files (*.pbn)</source>
        <translation>PBN files (*.pbn)</translation>
    </message>
    <message>
        <source>Cannot Export</source>
        <translation>Cannot Export</translation>
    </message>
    <message>
        <source>The board cannot be written as PBN to %1.</source>
        <translation>The board cannot be written as PBN to %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be written.</source>
        <translation>The file %1 could not be written.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>Quit TD Companion</source>
        <translation>Quit TD Companion</translation>
    </message>
    <message numerus="yes">
        <source>%n board(s) have edits that were not exported.</source>
        <translation>
            <numerusform>%n board has edits that were not exported.</numerusform>
            <numerusform>%n boards have edits that were not exported.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quit anyway and lose them?</source>
        <translation>Quit anyway and lose them?</translation>
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
        <source>The file %1 is not valid LIN.</source>
        <translation>The file %1 is not valid LIN.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened.</source>
        <translation>The file %1 could not be opened.</translation>
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
        <translation>No %1 board was found in it.</translation>
    </message>
    <message>
        <source>The file %1 holds no boards.</source>
        <translation>The file %1 holds no boards.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Line %1, item %2: %3</source>
        <translation>Line %1, item %2: %3</translation>
    </message>
    <message>
        <source>Item %1: %2</source>
        <translation>Item %1: %2</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Board %1, %2 section</source>
        <translation>Board %1, %2 section</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <source>%1, “%2”</source>
        <translation>%1, “%2”</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Those boards are shown without what could not be read; the sections stay as written in the file until you record that auction or play again.</source>
        <translation>Those boards are shown without what could not be read; the sections stay as written in the file until you record that auction or play again.</translation>
    </message>
    <message>
        <source>Sections Not Read</source>
        <translation>Sections Not Read</translation>
    </message>
    <message>
        <source>Some auctions or plays in %1 could not be read.</source>
        <translation>Some auctions or plays in %1 could not be read.</translation>
    </message>
    <message>
        <source>Kept as written in the file until you record it again.</source>
        <translation>Kept as written in the file until you record it again.</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Cannot Open File</translation>
    </message>
</context>
<context>
    <name>OutcomeRows</name>
    <message>
        <source>type its weight (e.g. 60 for 60%)</source>
        <translation>type its weight (e.g. 60 for 60%)</translation>
    </message>
    <message>
        <source>Outcome %1: %2</source>
        <translation>Outcome %1: %2</translation>
    </message>
    <message>
        <source>The weights add up to %1, not 100%: change a weight, or use “%2”</source>
        <translation>The weights add up to %1, not 100%: change a weight, or use “%2”</translation>
    </message>
    <message>
        <source>Type at least one outcome (contract, declarer, tricks)</source>
        <translation>Type at least one outcome (contract, declarer, tricks)</translation>
    </message>
    <message>
        <source>N-S %1</source>
        <translation>N-S %1</translation>
    </message>
    <message>
        <source>Contract of outcome %1</source>
        <translation>Contract of outcome %1</translation>
    </message>
    <message>
        <source>Weight of outcome %1</source>
        <translation>Weight of outcome %1</translation>
    </message>
    <message>
        <source>Total of the weights: %1</source>
        <translation>Total of the weights: %1</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Declarer</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Weight %</source>
        <translation>Weight %</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>&amp;Add outcome</source>
        <translation>&amp;Add outcome</translation>
    </message>
    <message>
        <source>Another outcome (Enter in the last row does the same)</source>
        <translation>Another outcome (Enter in the last row does the same)</translation>
    </message>
    <message>
        <source>Make the weights add to &amp;100%</source>
        <translation>Make the weights add to &amp;100%</translation>
    </message>
    <message>
        <source>Rows without a weight share what is left; else the last row takes it</source>
        <translation>Rows without a weight share what is left; else the last row takes it</translation>
    </message>
    <message>
        <source>Remove this outcome</source>
        <translation>Remove this outcome</translation>
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
        <translation>Exposed card</translation>
    </message>
    <message>
        <source>Card taken back</source>
        <translation>Card taken back</translation>
    </message>
    <message>
        <source>Exposed cards picked up</source>
        <translation>Exposed cards picked up</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <source>Concession</source>
        <translation>Concession</translation>
    </message>
    <message>
        <source>A card exposed without being played: dropped, played with another card, or named (Laws 48-50, 58B).</source>
        <translation>A card exposed without being played: dropped, played with another card, or named (Laws 48-50, 58B).</translation>
    </message>
    <message>
        <source>A card taken back from the trick (Law 47). A defender&apos;s card stays face up until the Director rules.</source>
        <translation>A card taken back from the trick (Law 47). A defender&apos;s card stays face up until the Director rules.</translation>
    </message>
    <message>
        <source>Exposed cards that go back into the hand (e.g. Laws 48A, 50D).</source>
        <translation>Exposed cards that go back into the hand (e.g. Laws 48A, 50D).</translation>
    </message>
    <message>
        <source>A claim of some of the remaining tricks, the current trick included (Law 68A).</source>
        <translation>A claim of some of the remaining tricks, the current trick included (Law 68A).</translation>
    </message>
    <message>
        <source>A concession of some of the remaining tricks to the opponents (Law 68B).</source>
        <translation>A concession of some of the remaining tricks to the opponents (Law 68B).</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Card:</source>
        <translation>&amp;Card:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cards:</translation>
    </message>
    <message>
        <source>&amp;How:</source>
        <translation>&amp;How:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>&amp;Tricks claimed (of %1):</source>
        <translation>&amp;Tricks claimed (of %1):</translation>
    </message>
    <message>
        <source>&amp;Tricks conceded (of %1):</source>
        <translation>&amp;Tricks conceded (of %1):</translation>
    </message>
</context>
<context>
    <name>PlayModel</name>
    <message>
        <source>dropped or held face up</source>
        <translation>dropped or held face up</translation>
    </message>
    <message>
        <source>played with another card</source>
        <translation>played with another card</translation>
    </message>
    <message>
        <source>named</source>
        <translation>named</translation>
    </message>
    <message>
        <source>taken back after being played</source>
        <translation>taken back after being played</translation>
    </message>
    <message>
        <source>exposed otherwise</source>
        <translation>exposed otherwise</translation>
    </message>
    <message>
        <source>to correct a revoke (Law 62A)</source>
        <translation>to correct a revoke (Law 62A)</translation>
    </message>
    <message>
        <source>played after a corrected revoke (Law 62C)</source>
        <translation>played after a corrected revoke (Law 62C)</translation>
    </message>
    <message>
        <source>lead or play out of turn not accepted (Laws 53-57)</source>
        <translation>lead or play out of turn not accepted (Laws 53-57)</translation>
    </message>
    <message>
        <source>unintended designation of dummy&apos;s card (Law 45C4b)</source>
        <translation>unintended designation of dummy&apos;s card (Law 45C4b)</translation>
    </message>
    <message>
        <source>other retraction allowed by the Director (Law 47)</source>
        <translation>other retraction allowed by the Director (Law 47)</translation>
    </message>
    <message>
        <source>not yet established</source>
        <translation>not yet established</translation>
    </message>
    <message>
        <source>established: %1 claimed</source>
        <translation>established: %1 claimed</translation>
    </message>
    <message>
        <source>established: %1 conceded</source>
        <translation>established: %1 conceded</translation>
    </message>
    <message>
        <source>established: %1 played to trick %2</source>
        <translation>established: %1 played to trick %2</translation>
    </message>
    <message>
        <source>Lead out of turn: %1 led %2 to trick %3 at %4&apos;s turn</source>
        <translation>Lead out of turn: %1 led %2 to trick %3 at %4&apos;s turn</translation>
    </message>
    <message>
        <source>Play out of turn: %1 played %2 to trick %3 at %4&apos;s turn</source>
        <translation>Play out of turn: %1 played %2 to trick %3 at %4&apos;s turn</translation>
    </message>
    <message>
        <source>card taken back</source>
        <translation>card taken back</translation>
    </message>
    <message>
        <source>Revoke by %1 at trick %2: %3 played when %4 was led</source>
        <translation>Revoke by %1 at trick %2: %3 played when %4 was led</translation>
    </message>
    <message>
        <source>corrected</source>
        <translation>corrected</translation>
    </message>
    <message>
        <source>Exposed card: %1&apos;s %2 (%3) during trick %4</source>
        <translation>Exposed card: %1&apos;s %2 (%3) during trick %4</translation>
    </message>
    <message>
        <source>Exposed cards: %1&apos;s %2 (%3) during trick %4</source>
        <translation>Exposed cards: %1&apos;s %2 (%3) during trick %4</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Lead</translation>
    </message>
    <message>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Trick number</source>
        <translation>Trick number</translation>
    </message>
    <message>
        <source>Who led to the trick</source>
        <translation>Who led to the trick</translation>
    </message>
    <message>
        <source>Who won the trick (Law 44)</source>
        <translation>Who won the trick (Law 44)</translation>
    </message>
    <message>
        <source>Tricks won so far: declarer&apos;s side – defenders</source>
        <translation>Tricks won so far: declarer&apos;s side – defenders</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 led %2</source>
        <translation>%1 led %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 played %2</translation>
    </message>
    <message>
        <source>Won the trick</source>
        <translation>Won the trick</translation>
    </message>
</context>
<context>
    <name>PlayTable</name>
    <message>
        <source>Recorded: %1</source>
        <translation>Recorded: %1</translation>
    </message>
    <message>
        <source>There is no contract yet: the play is recorded once the auction is over.</source>
        <translation>There is no contract yet: the play is recorded once the auction is over.</translation>
    </message>
    <message>
        <source>You are looking at an earlier point of the play. Press End to record more.</source>
        <translation>You are looking at an earlier point of the play. Press End to record more.</translation>
    </message>
    <message>
        <source>%1 has already played to trick %2. Record a second card as exposed (Irregular event).</source>
        <translation>%1 has already played to trick %2. Record a second card as exposed (Irregular event).</translation>
    </message>
    <message>
        <source>All 13 tricks have been played.</source>
        <translation>All 13 tricks have been played.</translation>
    </message>
    <message>
        <source>This cannot have happened: %1</source>
        <translation>This cannot have happened: %1</translation>
    </message>
    <message>
        <source>“%1” is not a card. Type e.g. sa, h10 or 10h.</source>
        <translation>“%1” is not a card. Type e.g. sa, h10 or 10h.</translation>
    </message>
    <message>
        <source>Nobody can play %1 now.</source>
        <translation>Nobody can play %1 now.</translation>
    </message>
    <message>
        <source>Dummy&apos;s %1 is played as declarer called it: “%2” (Law 46). Rule on it in the Irregularity tab.</source>
        <translation>Dummy&apos;s %1 is played as declarer called it: “%2” (Law 46). Rule on it in the Irregularity tab.</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarer</translation>
    </message>
    <message>
        <source>dummy</source>
        <translation>dummy</translation>
    </message>
    <message>
        <source>No contract yet</source>
        <translation>No contract yet</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 by %2</translation>
    </message>
    <message>
        <source>%1 claimed %2</source>
        <translation>%1 claimed %2</translation>
    </message>
    <message>
        <source>%1 conceded %2</source>
        <translation>%1 conceded %2</translation>
    </message>
    <message>
        <source>%1 to lead</source>
        <translation>%1 to lead</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 to play</translation>
    </message>
    <message>
        <source>Tricks — declarer (%1): %2 · defenders (%3): %4</source>
        <translation>Tricks — declarer (%1): %2 · defenders (%3): %4</translation>
    </message>
    <message>
        <source>result: %1 tricks for declarer</source>
        <translation>result: %1 tricks for declarer</translation>
    </message>
    <message>
        <source>Before the opening lead</source>
        <translation>Before the opening lead</translation>
    </message>
    <message>
        <source>After event %1 of %2, trick %3</source>
        <translation>After event %1 of %2, trick %3</translation>
    </message>
    <message>
        <source>looking back: press End for the latest</source>
        <translation>looking back: press End for the latest</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <comment>a side, e.g. N-S</comment>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>None so far.</source>
        <translation>None so far.</translation>
    </message>
    <message>
        <source>Start of the play (Home)</source>
        <translation>Start of the play (Home)</translation>
    </message>
    <message>
        <source>Previous trick (Page Up)</source>
        <translation>Previous trick (Page Up)</translation>
    </message>
    <message>
        <source>One event back (Left)</source>
        <translation>One event back (Left)</translation>
    </message>
    <message>
        <source>One event forward (Right)</source>
        <translation>One event forward (Right)</translation>
    </message>
    <message>
        <source>Next trick (Page Down)</source>
        <translation>Next trick (Page Down)</translation>
    </message>
    <message>
        <source>Latest position (End)</source>
        <translation>Latest position (End)</translation>
    </message>
    <message>
        <source>&amp;Play a card:</source>
        <translation>&amp;Play a card:</translation>
    </message>
    <message>
        <source>e.g. sa, h10</source>
        <translation>e.g. sa, h10</translation>
    </message>
    <message>
        <source>Type a card and press Enter: it is played by the hand that holds it.</source>
        <translation>Type a card and press Enter: it is played by the hand that holds it.</translation>
    </message>
    <message>
        <source>&amp;Irregular event</source>
        <translation>&amp;Irregular event</translation>
    </message>
    <message>
        <source>Exposed card (dropped, two at once, named)…</source>
        <translation>Exposed card (dropped, two at once, named)…</translation>
    </message>
    <message>
        <source>Card taken back…</source>
        <translation>Card taken back…</translation>
    </message>
    <message>
        <source>Exposed cards picked up…</source>
        <translation>Exposed cards picked up…</translation>
    </message>
    <message>
        <source>Claim…</source>
        <translation>Claim…</translation>
    </message>
    <message>
        <source>Concession…</source>
        <translation>Concession…</translation>
    </message>
    <message>
        <source>Next card: a card too many to the player&apos;s trick (Law 67)</source>
        <translation>Next card: a card too many to the player&apos;s trick (Law 67)</translation>
    </message>
    <message>
        <source>Trick quitted without the fourth player&apos;s card (Law 67)</source>
        <translation>Trick quitted without the fourth player&apos;s card (Law 67)</translation>
    </message>
    <message>
        <source>&amp;Remove last event</source>
        <translation>&amp;Remove last event</translation>
    </message>
    <message>
        <source>Irregularities in the play:</source>
        <translation>Irregularities in the play:</translation>
    </message>
    <message>
        <source>Click a card to play it. Left/Right: one event; Page Up/Page Down: one trick; Home/End.</source>
        <translation>Click a card to play it. Left/Right: one event; Page Up/Page Down: one trick; Home/End.</translation>
    </message>
    <message>
        <source>Play table</source>
        <translation>Play table</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
</context>
<context>
    <name>PollInput</name>
    <message>
        <source>Row %1: who was asked?</source>
        <translation>Row %1: who was asked?</translation>
    </message>
    <message>
        <source>Row %1: what would %2 do?</source>
        <translation>Row %1: what would %2 do?</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Row %1: %2</translation>
    </message>
    <message>
        <source>Player asked</source>
        <translation>Player asked</translation>
    </message>
    <message>
        <source>Would call or play</source>
        <translation>Would call or play</translation>
    </message>
    <message>
        <source>Also seriously considered</source>
        <translation>Also seriously considered</translation>
    </message>
    <message>
        <source>Add a &amp;row</source>
        <translation>Add a &amp;row</translation>
    </message>
    <message>
        <source>Remove the r&amp;ow</source>
        <translation>Remove the r&amp;ow</translation>
    </message>
</context>
<context>
    <name>ReportOutput</name>
    <message>
        <source>Print Report</source>
        <translation>Print Report</translation>
    </message>
    <message>
        <source>The report could not be printed on “%1”: %2.
Check the printer and print again.</source>
        <translation>The report could not be printed on “%1”: %2.
Check the printer and print again.</translation>
    </message>
    <message>
        <source>Save Report as PDF</source>
        <translation>Save Report as PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be saved as “%1”: %2.
Choose another folder or name and save again.</source>
        <translation>The report could not be saved as “%1”: %2.
Choose another folder or name and save again.</translation>
    </message>
</context>
<context>
    <name>ScoreEntry</name>
    <message>
        <source>“%1” is not a contract: type e.g. 4S, 4♠X, 3NT (3ΧΑ) or Pass</source>
        <translation>“%1” is not a contract: type e.g. 4S, 4♠X, 3NT (3ΧΑ) or Pass</translation>
    </message>
    <message>
        <source>“%1” is not a weight: type a percentage such as 60 or a fraction such as 1/3</source>
        <translation>“%1” is not a weight: type a percentage such as 60 or a fraction such as 1/3</translation>
    </message>
    <message>
        <source>“%1” is not a number: type e.g. 62.5</source>
        <translation>“%1” is not a number: type e.g. 62.5</translation>
    </message>
    <message>
        <source>At most %1 other results, not %2</source>
        <translation>At most %1 other results, not %2</translation>
    </message>
    <message>
        <source>Teams: type one score, the other room&apos;s N-S score (%1 typed)</source>
        <translation>Teams: type one score, the other room&apos;s N-S score (%1 typed)</translation>
    </message>
    <message>
        <source>Result %1 (“%2”): an artificial score takes part only in matchpoints</source>
        <translation>Result %1 (“%2”): an artificial score takes part only in matchpoints</translation>
    </message>
    <message>
        <source>Result %1 (“%2”) is not a N-S score: type e.g. 420 or -50 (A for an artificial score)</source>
        <translation>Result %1 (“%2”) is not a N-S score: type e.g. 420 or -50 (A for an artificial score)</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Result obtained: %1</source>
        <translation>Result obtained: %1</translation>
    </message>
    <message>
        <source>Adjusted score: %1</source>
        <translation>Adjusted score: %1</translation>
    </message>
    <message>
        <source>Session score: %1</source>
        <translation>Session score: %1</translation>
    </message>
    <message>
        <source>Other results: %1</source>
        <translation>Other results: %1</translation>
    </message>
    <message>
        <source>N-S</source>
        <translation>N-S</translation>
    </message>
    <message>
        <source>E-W</source>
        <translation>E-W</translation>
    </message>
    <message>
        <source>choose the artificial score of both sides</source>
        <translation>choose the artificial score of both sides</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The score is shown once the entries marked in red are corrected.</source>
        <translation>The score is shown once the entries marked in red are corrected.</translation>
    </message>
    <message>
        <source>No score entered yet: type the result obtained, an adjusted score or both.</source>
        <translation>No score entered yet: type the result obtained, an adjusted score or both.</translation>
    </message>
    <message>
        <source>Result obtained at the table</source>
        <translation>Result obtained at the table</translation>
    </message>
    <message>
        <source>&amp;Contract:</source>
        <translation>&amp;Contract:</translation>
    </message>
    <message>
        <source>&amp;Declarer:</source>
        <translation>&amp;Declarer:</translation>
    </message>
    <message>
        <source>Declarer&apos;s &amp;tricks as played:</source>
        <translation>Declarer&apos;s &amp;tricks as played:</translation>
    </message>
    <message>
        <source>Tricks transferred to declarer (Law 64A):</source>
        <translation>Tricks transferred to declarer (Law 64A):</translation>
    </message>
    <message>
        <source>Tricks transferred to the defenders (Law 64A):</source>
        <translation>Tricks transferred to the defenders (Law 64A):</translation>
    </message>
    <message>
        <source>From the &amp;play</source>
        <translation>From the &amp;play</translation>
    </message>
    <message>
        <source>The result of the play recorded, with the revoke transfers</source>
        <translation>The result of the play recorded, with the revoke transfers</translation>
    </message>
    <message>
        <source>Adjusted score</source>
        <translation>Adjusted score</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;None</translation>
    </message>
    <message>
        <source>Assigned or &amp;weighted (Law 12C1)</source>
        <translation>Assigned or &amp;weighted (Law 12C1)</translation>
    </message>
    <message>
        <source>A&amp;rtificial (Law 12C2)</source>
        <translation>A&amp;rtificial (Law 12C2)</translation>
    </message>
    <message>
        <source>Outcomes (both sides, or N-S when E-W get a different score):</source>
        <translation>Outcomes (both sides, or N-S when E-W get a different score):</translation>
    </message>
    <message>
        <source>Outcomes for E-W:</source>
        <translation>Outcomes for E-W:</translation>
    </message>
    <message>
        <source>&amp;East-West get a different score (Law 12C1(b), (e))</source>
        <translation>&amp;East-West get a different score (Law 12C1(b), (e))</translation>
    </message>
    <message>
        <source>N-S:</source>
        <translation>N-S:</translation>
    </message>
    <message>
        <source>E-W:</source>
        <translation>E-W:</translation>
    </message>
    <message>
        <source>Score on the session&apos;s other boards, for the limits of Law 12C2(c) (optional): a percentage in matchpoints, IMPs a board at IMPs</source>
        <translation>Score on the session&apos;s other boards, for the limits of Law 12C2(c) (optional): a percentage in matchpoints, IMPs a board at IMPs</translation>
    </message>
    <message>
        <source>N-S session score:</source>
        <translation>N-S session score:</translation>
    </message>
    <message>
        <source>E-W session score:</source>
        <translation>E-W session score:</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>not chosen</translation>
    </message>
    <message>
        <source>The board&apos;s other results</source>
        <translation>The board&apos;s other results</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Scoring:</translation>
    </message>
    <message>
        <source>&amp;Other N-S scores:</source>
        <translation>&amp;Other N-S scores:</translation>
    </message>
    <message>
        <source>e.g. 420 -50 A 450 (A: an artificial score); teams: one score</source>
        <translation>e.g. 420 -50 A 450 (A: an artificial score); teams: one score</translation>
    </message>
    <message>
        <source>The score</source>
        <translation>The score</translation>
    </message>
    <message>
        <source>The ruling calls for an artificial adjusted score (Law 12C2).</source>
        <translation>The ruling calls for an artificial adjusted score (Law 12C2).</translation>
    </message>
    <message>
        <source>The ruling calls for an adjusted score: Law %1.</source>
        <translation>The ruling calls for an adjusted score: Law %1.</translation>
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
        <source>E&amp;ast</source>
        <translation>E&amp;ast</translation>
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
<context>
    <name>TableStatePanel</name>
    <message>
        <source>To settle now</source>
        <translation>To settle now</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <source>Penalty cards</source>
        <translation>Penalty cards</translation>
    </message>
    <message>
        <source>Lead and play restrictions</source>
        <translation>Lead and play restrictions</translation>
    </message>
    <message>
        <source>Cards played against a rectification</source>
        <translation>Cards played against a rectification</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <source>Tricks to transfer at the end of play</source>
        <translation>Tricks to transfer at the end of play</translation>
    </message>
    <message>
        <source>Call the Director back</source>
        <translation>Call the Director back</translation>
    </message>
    <message>
        <source>Nothing on the table: no penalty card, restriction or reminder.</source>
        <translation>Nothing on the table: no penalty card, restriction or reminder.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Rule on the selecte&amp;d item</source>
        <translation>Rule on the selecte&amp;d item</translation>
    </message>
</context>
<context>
    <name>Text</name>
    <message>
        <source>%1; %2</source>
        <comment>two clauses of one sentence</comment>
        <translation>%1; %2</translation>
    </message>
</context>
<context>
    <name>TrickView</name>
    <message>
        <source>Trick %1 — won by %2</source>
        <translation>Trick %1 — won by %2</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Trick %1</translation>
    </message>
</context>
</TS>
