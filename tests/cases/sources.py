"""Where each ruling of the corpus was published, or that it was not (issue 17).

Every source below was consulted here through the stored pages (``search`` tool, corpus "pages") or is
a seed text under /work/shared/seeds/; each names the publication, the part that gives the ruling and
its address. A case is ``published`` only when such a source states the ruling the case expects. Facts
built here to carry that ruling say so ("facts constructed"); where the publication predates the 2017
Laws the source says so, and the expectation is the 2017 ruling, which is the same on those facts.
Cases with no consulted source say only that they were constructed from the text of the Law.
"""

from __future__ import annotations

SEEDS = "/work/shared/seeds"

# --- consulted publications (what each states, in a few words) ---------------------------------------
SARUM = ("Sarum Bridge Club, director's notes 'The Revoke' (2017 Laws: 64A1 two tricks, 64A2 one, 64B1 none; "
         "a revoke not established is corrected, a defender's card a major penalty card), "
         "https://www.bridgewebs.com/sarum/")
EBU_TRUMP_REVOKE = ("EBU TDs forum, 'Trump Revoke' (revoke trick not won by the offender, a later trick won: "
                    "one trick under 64A2), https://forums.ebu.co.uk/discussion/178/trump-revoke")
BOS_REVOKE = ("Bridge on Sundays, club notes 'A Revoke' (no penalty for a revoke by dummy; a second revoke in "
              "the same suit brings no further penalty), http://bridgeonsundays.co.uk/revoke.htm")
AKAROA_REVOKE = ("Akaroa Bridge Club handbook, 'Revoke examples' (a defender's revoke noticed before it is "
                 "established: corrected, the card a major penalty card), "
                 "https://akaroabridgeclub.co.nz/clubhandbook/laws/revoke/revoke-examples")
MISSOULA_54 = ("Paul Muench, 'Opening lead out of turn', Missoula Bridge Club (2017 Laws: declarer may become "
               "dummy (54A), accept and play (54B), or refuse: a major penalty card), "
               "http://www.missoulabridge.org/duplicate-rules/openingleadoutofturn")
FORMBY_54 = ("Formby Bridge Club, director's questions and answers (Law 54: a declarer who starts to expose his "
             "hand becomes dummy), http://www.bridgewebs.com/formby/page4.html")
TD_NOTES = ("Tournament director's notes 'Penalty cards / Opening lead out of turn (54, 53) / Lead out of "
            "turn (56)' (minor penalty card for a single spot card; lead out of turn accepted, or refused and a "
            "major penalty card), http://esvc006636.swp0002ssl.server-secure.com/tbb/director/page13.htm")
EI_56 = ("Engineers Ireland Bridge Club, 'Defender's Lead Out of Turn During Play - Laws 50D, 53, 56' (accepted; "
         "or a major penalty card, declarer then requiring or forbidding that suit when partner is on lead), "
         "http://www.bridgewebs.com/engineersireland/page8.html")
EI_55 = ("Engineers Ireland Bridge Club, 'Declarer Leads from Wrong Hand, or Out of Turn - Law 55' (either "
         "defender may accept; otherwise retracted, led from the correct hand), "
         "http://www.bridgewebs.com/engineersireland/page9.html")
ALDER = ("Phillip Alder, 'The wrong lead from the right hand', syndicated bridge column, 15 August 2022 "
         "(declarer's lead from the wrong hand: either defender may accept; declarer cannot have a penalty "
         "card), http://www.pressreader.com/canada/sherbrooke-record/20220815/281663963791994")
BH_PENALTY = ("BridgeHands encyclopedia, 'Penalty Card' (a single spot card dropped: minor; an honour: major; "
              "ACBL laws before 2017, same rule in 2017 Law 50B), https://bridgehands.com/P/Penalty_Card.htm")
IBLF_52 = ("Jim O'Neil, IBLF forum answer 'fifth card played to a trick', 2003 (Law 52: declarer accepts the "
           "other card, the penalty card stays; or requires the penalty card, the other becomes a major "
           "penalty card; 1997 Laws, same rule in 2017 Law 52B), https://blakjak.org/bobbio/iblf/BRID~142.HTM")
BOS_IB = ("Bridge on Sundays, club notes 'Insufficient Bid' (LHO may accept; made good in the same "
          "denomination without penalty; a call with the same but more precise meaning without penalty; "
          "otherwise partner passes throughout, lead penalties), "
          "http://bridgeonsundays.co.uk/insufficient%20bid.htm")
AKAROA_IB = ("Akaroa Bridge Club handbook, 'Insufficient Bid - Law 27' (worked example 1S - 1H), "
             "https://akaroabridgeclub.co.nz/clubhandbook/laws/insufficient-bid")
AKAROA_COOT = ("Akaroa Bridge Club handbook, 'Call Out Of Turn' (acceptance by the next player; at RHO's turn "
               "the call repeated or comparable, else partner passes at his next turn; at partner's turn "
               "partner calls freely), https://akaroabridgeclub.co.nz/clubhandbook/laws/bidoutofturn")
EBU_30A = ("EBU TDs forum, 'Law 30A - Pass out of rotation at RHO's turn to call' (not accepted: withdrawn, the "
           "player must pass after RHO has called), "
           "https://forums.ebu.co.uk/discussion/1680/law-30a-pass-out-of-rotation-at-rhos-turn-to-call")
BBO_32B = ("BBO Laws forum, 'Law 32A Double out of rotation', December 2019 (LHO opens 3S, a double at "
           "partner's turn: ruled under 32B, partner calls freely, comparable call or partner passes once), "
           "https://www2.dal10.sl.bridgebase.com/forums/topic/81484-incontrovertible-or-not/page__view__new")
D17_25A = ("Bill Michael (TD), 'Changes of call', ACBL District 17, January 2013 (an unintended call replaced "
           "without pause; LHO may withdraw his call over it; Law 25A the same in 2017), "
           "http://www.d17acbl.org/index.php?page=changes-of-call-jan-2013")
WBU_36 = ("Welsh Bridge Union directors, 'Inadmissible Double', September 2018 (1NT - Pass - Double by "
          "opener's partner: Law 36, cancelled, a legal call substituted, partner passes throughout, lead "
          "restrictions), https://directors.welshbridgeunion.org/2018/09/26/inadmissible-double/")
EBU_36 = ("EBU TDs forum, 'Opening the bidding with a Double' (second in hand after a pass: Law 36B, "
          "cancelled, a legal call substituted, partner must pass whenever it is his turn), "
          "https://www.ebu.co.uk/forum/discussion/547/opening-the-bidding-with-a-double")
UNIT572_24 = ("ACBL Unit 572, 'Exposed cards during auction', May 2011 (club ruling: two or more cards exposed, "
              "partner must pass at his next turn, Law 24C; the same in 2017), "
              "http://www.unit572.org/1/post/2011/05/exposed-cards-during-auction.html")
EBU_24A = ("EBU TDs forum, 'Card exposed during the auction' (a single spot card: no further rectification, "
           "a minor penalty card if the offender defends), https://www.ebu.co.uk/forum/discussion/comment/2091/")
UNIT225_45 = ("East Texas Unit 225 (ACBL), 'Bridge Laws', Law 45 (quoting ACBL Duplicate Decisions: the call of "
              "a card from dummy may be corrected if a slip of the tongue, without pause for thought), "
              "https://acblunit225.com/bridge_tips_laws__etiquette/bridge_laws")
WBU_70C = ("Welsh Bridge Union directors, 'Disputed Claim', December 2018 (claim with no word about an "
           "outstanding trump: tricks to the opponents, Law 70C), "
           "https://directors.welshbridgeunion.org/2018/12/12/disputed-claim/")
EBU_WB_70 = ("EBU White Book 8.70.4 'Missing trump' as quoted on the EBU TDs forum, 'Declarer claims', "
             "https://forums.ebu.co.uk/discussion/731/declarer-claims")
BBO_16 = ("BBO forum, 'Hesitation nearly always means bad score' (club ruling: a call after partner's slow "
          "pass disallowed, the score adjusted to the contract without it, Law 16B), "
          "https://www2.dal09.sl.bridgebase.com/forums/topic/41171-hesitation-nearly-always-means-bad-score/"
          "page__view__findpost__p__488890")
ACBL_FAQ_75 = ("ACBL club directors' rulings FAQ, 'Hesitations, failures to alert and misinformation' (rev. "
               "2013, quoting the Law 75 example: a mistaken explanation is an infraction, damage adjusted; "
               "2008 Laws, the same example in 2017 Law 75), http://www.acbl.org/clubs_page/club-administration/"
               "club-directors/rulings-faq/hesitations-failures-to-alert-and-misinformation/")
STP_71 = ("Alexander Ferapontov and David Stevenson, 'Concession Cancelled?', St Petersburg Christmas pairs, "
          "7 January 2000 (full deal; 4H by East, claim of 12 reduced to 11 when North showed five clubs; the "
          "Director gave 12 tricks, Law 71; 1997 Laws, the same rule in 2017 Law 71B; the auction is not "
          "published and the first five tricks are reconstructed from the narrative), "
          "https://www.blakjak.org/lws_fer0.htm")
EBU_67 = ("EBU TDs forum, 'Card remaining at the end of play' (a card not played to a trick found later: Law 67B1, "
          "the card placed among the played cards, ownership unchanged, a one-trick revoke transfer), "
          "https://forums.ebu.co.uk/discussion/1505/card-remaining-at-the-end-of-play")
EBL_PRAGUE = ("European Bridge League, 10th Main Tournament Directors Course, Prague 2016, 'Simulations at the "
              "table', case 1 (a) (full deal and auction; declarer concedes one off when taking the diamond "
              "finesse, eleven tricks cannot be lost: 5H made, Law 71 of the 2007 Laws, the same rule in 2017 "
              "Law 71B; the order of the first seven tricks, given only in outline, is reconstructed), "
              "https://docslib.org/doc/729751/simulations-at-the-table")
EBL_25A = ("Maurizio Di Sacco, EBL TDs workshop Orebro 2011, 'Examples of Law 16D' (after 1C South puts down "
           "the double card meaning the stop card before 2S, West bids 1H: the double is taken back, Law 25A; "
           "2007 Laws, the same rule in 2017), "
           "https://vdocuments.us/european-bridge-league-svensk-european-bridge-league-but-it-is-not-that.html")
SINOT_41D = ("Martin Sinot, 'The mystery of the hidden card', Bridge Varia, Ask the Director (a diamond hidden in "
             "dummy, dummy ruffed at trick 1 and it came to light tricks later: the card was dummy's throughout, an "
             "established revoke, no trick transferred as it was dummy's card, the Director then judges damage under "
             "64C), http://www.bridgevaria.com/index.php/questions-about-bridge/ask-the-director/"
             "742-the-mystery-of-the-hidden-card")
BBO_41D = ("BBO Laws forum, 'Revoke from dummy with card hidden', November 2015 (an established revoke, no "
           "rectification under 64B3, an adjusted score under 64C if the non-offenders are insufficiently "
           "compensated), https://forumstest.bridgebase.com/forums/topic/72745-revoke-from-dummy-with-card-hidden/")
HBF_65 = ("Hellenic Bridge Federation, Greek translation of the WBF Commentary on the 2017 Laws, Law 65, Example 47 "
          "(dummy warns declarer of a card pointed the wrong way after the right has expired: unauthorised "
          "information, the Director adjusts if declarer could have used it), https://laws.hellasbridge.org/"
          "comment_law_65")
HBF_10 = ("Hellenic Bridge Federation, Greek translation of the WBF Commentary on the 2017 Laws, Law 10 (the players "
          "do not rule for themselves: the Director either supplants the ruling they made or leaves it as it is, "
          "and may adjust under 12A1 where a side gains by its own ruling), https://laws.hellasbridge.org/"
          "comment_law_10")
EBU_WB_11 = ("EBU White Book (2004 edition, on the 1997 Laws; Law 11A is the same in 2017), 11.1 'When to apply Law "
             "11A' (the Law stops players taking unfair advantage; calling the Director for a suspected revoke only at "
             "the end of the deal is normal and does not forfeit the right), https://www.yumpu.com/en/document/view/"
             "38590954/white-book-2004-ebu-tournament-directors-guide-edited-by-/22")
HBF_79 = ("Hellenic Bridge Federation, Greek translation of the WBF Commentary on the 2017 Laws, Law 79 (called "
          "before the result is agreed, the Director settles one result for both sides, not a weighted or split "
          "score; called after, he changes it only when convinced, otherwise he may decrease one side's score "
          "without increasing the other's), https://laws.hellasbridge.org/comment_law_79")
EBU_79B = ("EBU TDs forum, 'Disputed score' (a dispute raised after the round: the score changed for both sides "
           "only if the TD is clearly convinced of the result at the table, otherwise the recorded score stands or "
           "one side's is decreased without increasing the other's, Law 79B), "
           "https://forums.ebu.co.uk/discussion/1515/disputed-score")
MCACES = ("MCACES club, 'Q and A on rulings', ruling 1 (a revoke remembered during the auction of a later board: "
          "no penalty once a non-offender has called on a subsequent deal, quoting ACBL Duplicate Decisions) "
          "and ruling 2 (a penalty card with partner on lead: declarer requires or forbids the suit, or leaves "
          "the card on the table), http://www.mcaces.com/qanda-ruling.htm")
EBL_45 = ("Maurizio Di Sacco, EBL TDs workshop Orebro 2011, 'Laws 45, 46 and 47', case 1 (full deal; 2S by "
          "South, declarer calls the jack from dummy then 'oops, the king': not allowed, 45C4(a); 2007 Laws, "
          "the same rule in 2017; the auction is not published), "
          "https://docslib.org/doc/5696911/european-bridge-league")
EBU_58A = ("EBU TDs forum, 'Simultaneous leads out of turn' (both defenders lead at once: Law 58A, the lead in "
           "turn stands, the other card a premature play), "
           "https://forums.ebu.co.uk/discussion/650/simultaneous-leads-out-of-turn")
EBU_31B = ("EBU TDs forum, 'Bid out of turn and subsequent laws' (North opens 2S when South is dealer; the "
           "call cancelled; after 1H (2D) North's pass is not a comparable call and partner must pass, 31B and "
           "23A, 2017 Laws), https://forums.ebu.co.uk/discussion/462/bid-out-of-turn-and-subsequent-laws")
NZ_31B = ("New Zealand Bridge forum, 'Law 30: Pass out of turn', July 2022 (East dealer, West opens 2NT 20-22 out "
          "of turn, not accepted: no comparable call, East must pass one round), "
          "https://nzbridge.co.nz/forums,forum,11,330,Law+30%3A+Pass+out+of+turn.html")
MRB_30B = ("Mr Bridge forum, 'Pass out of turn' (North dealer, South passes out of turn, not accepted: Law 30B, "
           "South may make a comparable call with no further rectification; the Director's 'must pass' ruling "
           "corrected), https://mrbridge.co.uk/forum/index.php?p=/discussion/400/pass-out-of-turn")
BBO_13C = ("BBO Laws forum, 'Law 13C Surplus Card - immediately found in dummy', June 2023 (dummy shows 14 "
           "cards, the spade ace from the previous board: removed by the Director, no adjusted score since it "
           "was not played to a quitted trick, Law 13C), https://www2.dal09.sl.bridgebase.com/forums/topic/"
           "88681-law-13c-surplus-card-immediately-found-in-dummy/page__p__1055231")
EBU_15 = ("EBU TDs forum, 'Wrong board played' (pairs 8 and 3 play board 15 instead of 16, neither had played "
          "it; found when the score is entered: the result stands under 15B2, board 16 not played later, "
          "artificial scores for those deprived of a score), "
          "https://www.ebu.co.uk/forum/discussion/569/wrong-board-played")
NABC_2012 = ("ACBL, 2012 Summer NABC Appeals Casebook (Philadelphia), NABC+ case One, Life Master Pairs, board 21 "
             "(full deal and auction; South's break in tempo before 5S, North's 6S: the Director adjusted to 5S by "
             "North making six under Law 16B, the committee agreed; the poll is published as at least two of "
             "about seven passing, recorded here as two of seven), "
             "https://docslib.org/doc/11834350/2012-summer-nabc-appeals-casebook")
NABC_2015 = ("ACBL, 2015 Fall NABC Appeals Casebook (Denver), case N1, Nail Life Master Pairs, board 25 (full deal "
             "and auction; a 6-7 second pause before 6C judged no break in tempo at that level: the table result "
             "7C by North stands), "
             "https://vdocument.in/2015-fall-nabc-appeals-of-appeal-tempounauthorized-information-case-n1-event.html")
EBU_WB_43 = ("EBU White Book 2004, Law 43, item 43.1 'Specific penalties after dummy loses rights' (dummy who looked "
             "at a defender's hand asks declarer about a revoke: declarer substitutes a correct card and Law 64 "
             "applies, one trick when dummy wins the revoke trick; 1997 Laws, the same rule in 2017 Law 43B2(b)), "
             "https://www.yumpu.com/en/document/view/38590954/white-book-2004-ebu-tournament-directors-guide-edited-by-/46")
EBU_DUMMY_REVOKE = ("EBU TDs forum, 'Dummy's rights' (dummy, without a 43A2 breach, points out a defender's "
                    "established revoke during the play: the revoke laws apply as usual, dummy liable to a procedural "
                    "penalty; 43B3 is for 43A2 breaches only), https://forums.ebu.co.uk/discussion/730/dummys-rights")
EBU_DUMMY_ATTENTION = ("EBU TDs forum, 'Dummy draws attention to an irregularity' (after a 43A1 breach the defenders' "
                       "irregularity is rectified as usual and dummy may be penalised; after a 43A2 breach, Law 43B3: "
                       "no rectification for the declaring side, the defenders' advantage taken away), "
                       "https://www.ebu.co.uk/forum/discussion/459/dummy-draws-attention-to-an-irregularity")
EBU_DUMMY_HAND = ("EBU TDs forum, 'Dummy' (dummy may interrupt declarer who is about to lead from the wrong hand, "
                  "not once the card is led: preventing is dummy's right, pointing out is not), "
                  "https://forums.ebu.co.uk/discussion/435/dummy")
BBO_DUMMY_HAND = ("BBO Laws forum, 'Dummy saying you're in your hand, etc', March 2018 (dummy may try to prevent a "
                  "lead from the wrong hand until the card is led; Laws 9A3 and 42B2), "
                  "https://forumstest.bridgebase.com/forums/topic/78377-dummy-saying-youre-in-your-hand-etc")
HBF_SEED = "Hellenic Bridge Federation, commentary on the 2017 Laws"

STEVENSON_82C = ("David Stevenson and Ben Schelen, 'Law 82C [Director's Error] revisited' (a player wrongly ruled to "
                 "pass whenever it is his turn: not average plus to both pairs, but an adjusted score for each side "
                 "as if non-offending, assigned when the board was played out; 1997 Laws, Law 82C the same in 2017), "
                 "https://blakjak.org/lws_ste1.htm")
MAGEE_MISDEAL = ("Bernard Magee Bridge, glossary 'Misdeal' (a card turned face up during the deal, or a player "
                 "dealt the wrong number of cards, is a misdeal and the cards are dealt again), "
                 "https://bernardmageebridge.com/glossary/misdeal")
QBA_6 = ("Queensland Bridge Association, directors' discussion of Law 6 (6D: events designed to replay past deals, "
         "the Queensland Wide Pairs for one, are outside the requirement of a random deal), "
         "https://www.qldbridge.com.au/director/qldDiscussion.php?file=law06.txt")
NSW_2005 = ("New South Wales Bridge Association appeals 2005, board 24 (a pass card taken out of the bidding box and "
            "returned before a double is unauthorised information; pass a logical alternative to partner's 4S; "
            "adjusted to NS +300, upheld on appeal; 1997 Laws, the 2017 ruling under 73B1 and 16B is the same), "
            "https://nswba.com.au/tourn/appeals/05/app02091.html")
EBU_AVERAGE_PLUS_BOTH = ("EBU TDs forum, 'Being too generous with artificial adjusted score?' (a club table "
                         "delayed by a failed scoring handset is told not to start a board, which cannot be played "
                         "later; the Director gives average plus to both pairs, and Law 12C2(a) allows it when neither "
                         "is in any way at fault), "
                         "https://forums.ebu.co.uk/discussion/1741/being-too-generous-with-artificial-adjusted-score")
BARKER_12C1E = ("Robin Barker, 'Application of Law 12' (2009: North-South bid 4H, East-West use unauthorised "
                "information to compete to 4S doubled, and North-South revoke in defence, a serious error; the "
                "offenders get the score for 4H making, the non-offenders their table score plus only the damage the "
                "infraction caused; 2007 Law 12C1(b), Law 12C1(e) in 2017), "
                "http://rmbarkerlaws.blogspot.com/2009/10/application-of-law-12.html")
NEWBURY_WEIGHTED = ("Newbury Bridge Club, 'Ethics and Helpful Hints (8)', October 2011 (declarer fails in 4H because "
                    "of misinformation; correctly informed he makes ten tricks, sometimes eleven: weighted 80% of "
                    "+420 and 20% of +450, Law 12C1(c)), https://www.bridgewebs.com/newbury/page93.html")
WHITE_BOOK_DOUBLE_SHOT = ("EBU White Book 2004, chapter IV, Law 12 (North-South use unauthorised information to reach "
                          "game instead of a part-score that makes ten tricks; East-West's wild, gambling sacrifice, a "
                          "double shot: the non-offenders keep their score, the offenders are adjusted to the "
                          "part-score making ten tricks; 1997 Laws, Law 12C1(e) in 2017), "
                          "https://www.yumpu.com/en/document/view/38590954/white-book-2004-ebu-tournament-directors-"
                          "guide-edited-by-/30")
EBU_CARD_20G1 = ("EBU TDs forum, 'Inspection of a Convention Card' (the opening leader's partner asking for the "
                 "declaring side's card while the leader thinks: asked only to benefit partner, an infraction of "
                 "20G1), https://forums.ebu.co.uk/discussion/210/inspection-of-a-convention-card")
EBU_OWN_CARD = ("EBU TDs forum, 'Dummy is reading his/her own convention card' (Law 40B2(b): a player may not "
                "consult his own system card from the start of the auction to the end of play; the Director rules "
                "that the Laws do not permit it), "
                "https://forums.ebu.co.uk/discussion/515/dummy-is-reading-his-her-own-convention-card")
WA_21A = ("'Bridge notes: I thought I knew but I thought wrong', Western Advocate (Bathurst), club column (a defender "
          "who assumed an alerted 2D was a transfer and did not ask, then led a spade: the club's directors answered "
          "with Law 21, a player's own misunderstanding; the stored copy shows the column up to that answer; the "
          "column gives the auction, not the hands), "
          "https://www.westernadvocate.com.au/story/4984287/bridge-notes-i-thought-i-knew-but-i-thought-wrong/")
FACTS = "Facts constructed; ruling as published in "
ADAPTED = "Facts and ruling adapted from "

#: case number -> (source, True): the consulted publication gives the case's ruling.
PUBLISHED: dict[int, str] = {
    1: f"{FACTS}{SARUM}",
    2: f"{FACTS}{AKAROA_REVOKE}; {SARUM}; {HBF_SEED}, Law 62 ({SEEDS}/001_a97e59f00dc5d450.txt)",
    3: f"{FACTS}{SARUM}",
    4: f"{FACTS}{EBU_TRUMP_REVOKE}; {SARUM}",
    5: f"{FACTS}{SARUM}",
    6: f"{FACTS}{BOS_REVOKE}",
    7: f"{FACTS}{BOS_REVOKE}",
    10: f"{FACTS}{MISSOULA_54}; {TD_NOTES}",
    11: f"{FACTS}{MISSOULA_54}; {TD_NOTES}",
    12: f"{FACTS}{MISSOULA_54}; {HBF_SEED}, Law 54A ({SEEDS}/003_e684d660b8c91adc.txt)",
    13: f"{FACTS}{EI_56}; {TD_NOTES}",
    14: f"{FACTS}{EI_56}; {TD_NOTES}",
    15: f"{FACTS}{EI_55}; {ALDER}",
    16: f"{FACTS}{EI_55}; {ALDER}",
    17: f"{FACTS}{FORMBY_54}; {HBF_SEED}, Law 54A ({SEEDS}/003_e684d660b8c91adc.txt)",
    9: f"{FACTS}{MCACES}",
    19: f"{FACTS}{EI_56}; {MCACES}",
    20: f"{FACTS}{BH_PENALTY}",
    21: f"{FACTS}{BH_PENALTY}; {TD_NOTES}",
    23: f"{FACTS}{ALDER}",
    24: f"{FACTS}{IBLF_52}",
    25: f"{FACTS}{IBLF_52}",
    26: f"{ADAPTED}{HBF_SEED}, Laws 50-51, Example 43 ({SEEDS}/000_cdbc42c0b02b22b1.txt)",
    27: f"{ADAPTED}{HBF_SEED}, Laws 50-51, Example 43 ({SEEDS}/000_cdbc42c0b02b22b1.txt)",
    28: f"{ADAPTED}{HBF_SEED}, Laws 50-51, Example 43 ({SEEDS}/000_cdbc42c0b02b22b1.txt)",
    30: f"{FACTS}{BOS_IB}; {AKAROA_IB}",
    31: f"{FACTS}{BOS_IB}; {AKAROA_IB}",
    32: f"{FACTS}{BOS_IB}; {AKAROA_IB}",
    33: f"{FACTS}{BOS_IB}; {AKAROA_IB}",
    34: f"{FACTS}{BOS_IB}",
    35: f"{ADAPTED}{AKAROA_IB}",
    36: f"{ADAPTED}{AKAROA_IB}",
    40: f"{FACTS}{EBU_30A}; {AKAROA_COOT}",
    41: f"{FACTS}{AKAROA_COOT}",
    42: f"{FACTS}{AKAROA_COOT}",
    43: f"{FACTS}{AKAROA_COOT}",
    44: f"{FACTS}{AKAROA_COOT}",
    45: f"{ADAPTED}{BBO_32B}",
    46: f"{ADAPTED}{EBU_31B}",
    47: f"{ADAPTED}{NZ_31B}",
    48: f"{ADAPTED}{EBL_25A}",
    49: f"{ADAPTED}{MRB_30B}",
    50: f"{FACTS}{D17_25A}",
    51: f"{FACTS}{D17_25A}",
    54: f"{ADAPTED}{D17_25A}",
    55: f"{ADAPTED}{WBU_36}",
    57: f"{ADAPTED}{EBU_36}",
    59: f"{FACTS}{EBU_24A}",
    60: f"{FACTS}{UNIT572_24}",
    63: f"{FACTS}{UNIT225_45}",
    66: f"{ADAPTED}{EBL_45}",
    67: f"{FACTS}{EBU_58A}",
    75: f"{FACTS}{EBU_67}",
    77: f"{FACTS}{WBU_70C}; {EBU_WB_70}",
    79: f"{ADAPTED}{STP_71}",
    82: f"{ADAPTED}{EBL_PRAGUE}",
    80: f"{FACTS}{HBF_SEED}, Law 14B ({SEEDS}/004_3745bda7040ccaf2.txt)",
    83: f"{ADAPTED}{BBO_13C}",
    84: f"{ADAPTED}{EBU_15}",
    85: f"{FACTS}{BBO_16}",
    88: f"{FACTS}{ACBL_FAQ_75}",
    420: f"{ADAPTED}{EBU_WB_43}",
    421: f"{ADAPTED}{EBU_DUMMY_REVOKE}",
    422: f"{FACTS}{EBU_DUMMY_ATTENTION}",
    423: f"{FACTS}{EBU_DUMMY_ATTENTION}; {EBU_DUMMY_REVOKE}",
    424: f"{FACTS}{EBU_DUMMY_HAND}; {BBO_DUMMY_HAND}",
    426: f"{FACTS}{HBF_10}",
    427: f"{FACTS}{EBU_WB_11}",
    95: f"{ADAPTED}{NABC_2012}",
    96: f"{ADAPTED}{NABC_2015}",
    97: f"{FACTS}{SINOT_41D}; {BBO_41D}",
    98: f"{FACTS}{HBF_65}",
    99: f"{FACTS}{EBU_79B}; {HBF_79}",
    100: f"{FACTS}{HBF_79}",
    102: f"{FACTS}{STEVENSON_82C}",
    600: f"{FACTS}{MAGEE_MISDEAL}",
    601: f"{FACTS}{MAGEE_MISDEAL}",
    602: f"{FACTS}{QBA_6}",
    730: f"{ADAPTED}{NSW_2005}",
    120: f"{ADAPTED}{EBU_AVERAGE_PLUS_BOTH}",
    121: f"{ADAPTED}{BARKER_12C1E}",
    122: f"{ADAPTED}{NEWBURY_WEIGHTED}",
    123: f"{ADAPTED}{WHITE_BOOK_DOUBLE_SHOT}",
    200: f"{FACTS}{EBU_CARD_20G1}",
    201: f"{FACTS}{EBU_OWN_CARD}",
    202: f"{ADAPTED}{WA_21A}",
}

#: case number -> the Law whose text the record was built from (no published case consulted).
CONSTRUCTED: dict[int, str] = {
    8: "64B5", 18: "57A", 22: "50B", 52: "25B", 53: "25B1", 56: "36", 58: "24B", 61: "39",
    62: "41A", 64: "59", 65: "60A", 70: "57A", 71: "57A", 72: "57C", 73: "58B2", 74: "58B2",
    76: "67A", 78: "71", 81: "13B", 86: "16B", 87: "16B", 89: "75, its example of a mistaken call",
    90: "75, its example with no evidence of the agreement", 93: "15B2 and 15B3", 94: "46B2", 91: "21B", 92: "16B",
    101: "66C and 61C", 203: "40B5",
    425: "43B2(a)",
}


def constructed(law: str) -> str:
    return f"Constructed from the text of WBF Law {law} (Laws of 2017); no published case consulted"


def source_of(number: int) -> tuple[str, bool]:
    """The case's source and whether it is published; every case must be in exactly one table."""
    if number in PUBLISHED:
        assert number not in CONSTRUCTED, number
        return PUBLISHED[number], True
    return constructed(CONSTRUCTED[number]), False
