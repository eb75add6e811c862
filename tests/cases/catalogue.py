"""The cases of the published-rulings corpus, one compact description each (see build_cases.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tests.cases.build_cases import D2, PASSED_4H, Case
from tests.cases.sources import source_of

REVOKE_PLAY = ("W:CJ N:C2 E:C5 S:CA S:S2 W:S5 N:SA E:S7 N:SK E:S8 S:S3 W:H8 W:CT N:C3 E:C6 S:CK S:H2 W:H9 N:HA "
               "E:H4 N:HK E:H5 S:H3 W:HT N:HQ E:H6 S:S4 W:C9 N:D2 E:D5 S:DA W:D8 S:ST W:SJ N:SQ E:S9 N:D3 E:D6 "
               "S:DK W:D9 S:S6 W:DT N:C4 E:H7 E:D7 S:DQ W:DJ N:D4 S:CQ W:C8 N:HJ E:C7")
TWO_TRICKS = "W:S5 N:SA E:S7 S:S2 N:HA E:H4 S:H2 W:H8"
NO_FACTS: dict[str, Any] = {}


def _step(kind: str, *, event: int | None = None, call: int | None = None, at: tuple[int, int | None] | None = None,
          facts: dict[str, Any] | None = None, chosen: dict[str, str] | None = None,
          ruling: int | None = None) -> dict[str, Any]:  # fmt: skip
    irregularity: dict[str, Any] = {"kind": kind}
    if event is not None:
        irregularity["event"] = event
    if call is not None:
        irregularity["call"] = call
    if ruling is not None:  # the earlier ruling the Director's error is recorded against (Law 82)
        irregularity["ruling"] = ruling
    out: dict[str, Any] = {"irregularity": irregularity}
    if at is not None:
        out["at"] = {"calls": at[0], "events": at[1]}
    if facts:
        out["facts"] = facts
    if chosen:
        out["chosen"] = chosen
    return out


def _expect(*rulings: dict[str, Any], penalty_cards: list[str] | None = None,
            restrictions: list[str] | None = None, pass_bars: list[str] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"rulings": list(rulings)}
    out["penalty_cards"] = penalty_cards or []
    out["restrictions"] = restrictions or []
    out["pass_bars"] = pass_bars or []
    return out


def _r(laws: list[str], options: dict[str, list[str]] | None = None, tricks: list[str] | None = None) -> dict[str, Any]:
    return {"laws": laws, "options": options or {}, "tricks": tricks or []}


#: The source written beside each case below is only a working note (the Law it carries); the source
#: and the ``published`` flag the corpus records come from ``tests/cases/sources.py`` (applied at the end).
LAWS_2017 = "the WBF Laws of Duplicate Bridge 2017"
BY_WBF = BY_ACBL = BY_EBU = BY_HBF = "Working note"

CASES: list[Case] = []
OFFENDER_CALL = ["law29.comparable", "law29.not_comparable", "law29.judge_later"]

# --- revokes (Laws 61-64) --------------------------------------------------------------------------
CASES += [
    Case(1, "revoke-established-two-tricks",
         f"{BY_WBF}, Law 64A1",
         "Defender ruffs while holding the suit led, wins that trick and a later one: two tricks transferred.",
         PASSED_4H, [_step("revoke", event=11, at=(4, 52), facts={"discovered": "after_play",
                                                                   "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64A1", "64C"],
               None,
               ["trick_transfer:NS+2"])), play=REVOKE_PLAY),
]
REVOKE_12 = " ".join(REVOKE_PLAY.split()[:12])
REVOKE_13 = " ".join(REVOKE_PLAY.split()[:13])
CASES += [
    Case(2, "revoke-corrected-before-established",
         f"{BY_WBF}, Law 62",
         "A defender's revoke is noticed before it is established: corrected, the card a major penalty card.",
         PASSED_4H,
         [_step("revoke", event=11, at=(4, 12), facts=NO_FACTS)], _expect(
            _r(["62A", "62B1"]),
            penalty_cards=["W:H8:major"]), play=REVOKE_12 + " W<H8/revoke_correction W:SJ"),
    Case(3, "revoke-established-after-lead", f"{BY_WBF}, Law 63A1",
         "The revoker's side leads to the next trick: the revoke is established, transfer at the end of play.",
         PASSED_4H,
         [_step("revoke", event=11, at=(4, 13), facts={"discovered": "play", "non_offenders_acted": False})], _expect(
            _r(["63B", "64A1", "64C"],
               None,
               ["trick_transfer:NS+2"])), play=REVOKE_13),
]

LOOT_FACTS = {"law53.misinformed": False, "non_offenders_acted": False}
OLOOT_FACTS = {"law53.misinformed": False, "law54.declarer_exposed": False, "law54.partner_face_down": False,
               "law54.saw_dummy": False, "non_offenders_acted": False}

# --- opening lead out of turn (Law 54) and leads out of turn (Laws 53, 55, 56) ------------------------
CASES += [
    Case(10, "opening-lead-out-of-turn-refused", f"{BY_WBF}, Law 54D",
         "Declarer's RHO faces the opening lead; declarer refuses it: the card becomes a major penalty card.",
         PASSED_4H, [_step("opening_lead_out_of_turn", event=0, at=(4, 1), facts=OLOOT_FACTS,
                           chosen={"law54.declarer_choice": "law54.refuse"})],
         _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]}),
            penalty_cards=["E:D7:major"]), play="E:D7 E<D7/out_of_turn"),
    Case(11, "opening-lead-out-of-turn-accepted", f"{BY_WBF}, Law 54B",
         "Declarer accepts the opening lead out of turn; dummy is spread and declarer plays second from hand.",
         PASSED_4H, [_step("opening_lead_out_of_turn", event=0, at=(4, 1), facts=OLOOT_FACTS,
                           chosen={"law54.declarer_choice": "law54.accept"})],
         _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]})), play="E:D7"),
    Case(12, "opening-lead-out-of-turn-declarer-spreads", f"{BY_HBF}, Law 54A (seed 003)",
         "Declarer chooses to spread his hand after the opening lead out of turn: he becomes dummy.",
         PASSED_4H, [_step("opening_lead_out_of_turn", event=0, at=(4, 1), facts=OLOOT_FACTS,
                           chosen={"law54.declarer_choice": "law54.spread"})],
         _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]})), play="E:D7"),
    Case(13, "lead-out-of-turn-refused", f"{BY_WBF}, Law 56",
         "A defender leads out of turn in the play; declarer refuses: major penalty card, lead from the right hand.",
         PASSED_4H, [_step("lead_out_of_turn", event=4, at=(4, 5), facts=LOOT_FACTS,
                           chosen={"law56.declarer_choice": "law56.refuse"})],
         _expect(
            _r(["56"],
               {"law56.declarer_choice": ["law56.accept", "law56.refuse"]}),
            penalty_cards=["E:D7:major"]), play="W:SJ N:SA E:S7 S:S2 E:D7 E<D7/out_of_turn"),
    Case(14, "lead-out-of-turn-accepted", f"{BY_WBF}, Laws 53A and 56",
         "Declarer accepts a defender's lead out of turn: it stands and play goes on.",
         PASSED_4H, [_step("lead_out_of_turn", event=4, at=(4, 5), facts=LOOT_FACTS,
                           chosen={"law56.declarer_choice": "law56.accept"})],
         _expect(
            _r(["56"],
               {"law56.declarer_choice": ["law56.accept", "law56.refuse"]})), play="W:SJ N:SA E:S7 S:S2 E:D7"),
    Case(15, "declarer-leads-from-wrong-hand-accepted", f"{BY_ACBL}, Law 55A",
         "Declarer leads from hand when dummy won the trick; a defender accepts the lead.",
         PASSED_4H, [_step("lead_out_of_turn", event=4, at=(4, 5), facts=LOOT_FACTS,
                           chosen={"law55.defenders_choice": "law55.accept"})],
         _expect(
            _r(["55A"],
               {"law55.defenders_choice": ["law55.accept", "law55.retract"]})), play="W:S5 N:SA E:S7 S:S2 S:H2"),
    Case(16, "declarer-leads-from-wrong-hand-refused", f"{BY_ACBL}, Law 55B",
         "Declarer leads from hand when dummy won the trick; a defender requires the lead from dummy.",
         PASSED_4H, [_step("lead_out_of_turn", event=4, at=(4, 5), facts=LOOT_FACTS,
                           chosen={"law55.defenders_choice": "law55.retract"})],
         _expect(
            _r(["55A"],
               {"law55.defenders_choice": ["law55.accept", "law55.retract"]})),
         play="W:S5 N:SA E:S7 S:S2 S:H2 S<H2/out_of_turn"),
]

# --- penalty cards (Laws 49-52) ----------------------------------------------------------------------
CASES += [
    Case(20, "dropped-honour-major-penalty-card", f"{BY_WBF}, Laws 49 and 50B",
         "A defender drops an honour face up during the play: a major penalty card.",
         PASSED_4H, [_step("exposed_card", event=8, at=(4, 9))], _expect(
            _r(["49", "50B", "50D", "50E"]),
            penalty_cards=["W:DJ:major"]), play=TWO_TRICKS + " W!DJ"),
    Case(21, "dropped-spot-card-minor-penalty-card", f"{BY_WBF}, Law 50B",
         "A defender accidentally exposes a single spot card: a minor penalty card.",
         PASSED_4H, [_step("exposed_card", event=8, at=(4, 9))], _expect(
            _r(["49", "50B", "50C", "50E"]),
            penalty_cards=["W:D8:minor"]), play=TWO_TRICKS + " W!D8"),
    Case(22, "two-cards-dropped", f"{BY_WBF}, Law 50B",
         "A defender drops two cards at once: both are major penalty cards.",
         PASSED_4H, [_step("exposed_card", event=8, at=(4, 9))], _expect(
            _r(["49", "50B", "50D", "50E"]),
            penalty_cards=["W:D8:major", "W:C8:major"]), play=TWO_TRICKS + " W!D8,C8"),
    Case(23, "declarer-exposes-card", f"{BY_WBF}, Law 48A",
         "Declarer drops a card face up: no penalty card, declarer is never penalised for an exposed card.",
         PASSED_4H, [_step("exposed_card", event=8, at=(4, 9))], _expect(
            _r(["48A"])), play=TWO_TRICKS + " S!DA"),
    Case(24, "penalty-card-not-played-substituted", f"{BY_WBF}, Law 52B",
         "A defender leads another card while a major penalty card is due; declarer requires the penalty card.",
         PASSED_4H, [_step("penalty_card_not_played", event=0, at=(4, 1),
                           chosen={"law52.illegal_card": "substitute_penalty_card"})],
         _expect(
            _r(["52B", "52A"],
               {"law52.illegal_card": ["accept_card", "substitute_penalty_card"]}),
            penalty_cards=["W:HT:major", "W:S5:major"]), play="W:S5 W<S5/other",
         table={"penalty_cards": [{"seat": "W", "card": "HT", "grade": "major", "law": "50", "since": 0}]}),
    Case(25, "penalty-card-not-played-accepted", f"{BY_WBF}, Law 52B1",
         "A defender leads another card while a major penalty card is due; declarer accepts the lead.",
         PASSED_4H, [_step("penalty_card_not_played", event=0, at=(4, 1),
                           chosen={"law52.illegal_card": "accept_card"})],
         _expect(
            _r(["52B", "52A"],
               {"law52.illegal_card": ["accept_card", "substitute_penalty_card"]}),
            penalty_cards=["W:HT:major"]), play="W:S5",
         table={"penalty_cards": [{"seat": "W", "card": "HT", "grade": "major", "law": "50", "since": 0}]}),
]

# --- the auction: insufficient bids (Law 27), calls out of rotation (Laws 29-32), change of call (25),
# inadmissible calls (35-38), cards exposed during the auction (24) -------------------------------------
IB = "N:1NT E:1S"
IB_FACTS = {"law23.withdrawn_meaning": "Natural overcall, five or more spades", "law25.unintended": False}
CASES += [
    Case(30, "insufficient-bid-accepted", f"{BY_WBF}, Law 27A1",
         "Insufficient 1S over 1NT; the next player accepts it and the auction goes on.",
         IB, [_step("insufficient_bid", call=1, at=(2, None),
                    facts={**IB_FACTS, "law27.replacement": "2H", "law23.comparable": "not_comparable",
                           "law23.replacement_meaning": "Natural, five or more hearts"},
                    chosen={"law27.lho_choice": "law27.accept"})], _expect(
            _r(["27", "27B2", "26B", "16C", "72C"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(31, "insufficient-bid-lowest-same-denomination", f"{BY_WBF}, Law 27B1(a)",
         "Insufficient 1S over 1NT, both natural, replaced by 2S: no further rectification.",
         IB, [_step("insufficient_bid", call=1, at=(2, None),
                    facts={**IB_FACTS, "law27.replacement": "2S", "law27.artificial": False,
                           "law27.replacement_artificial": False,
                           "law23.replacement_meaning": "Natural, five or more spades"},
                    chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B1(a)", "27D"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(32, "insufficient-bid-comparable-call", f"{BY_WBF}, Laws 23A and 27B1(b)",
         "Insufficient 1S over 1NT replaced by a comparable call: the auction goes on, Law 27D review.",
         IB, [_step("insufficient_bid", call=1, at=(2, None),
                    facts={**IB_FACTS, "law27.replacement": "X", "law23.comparable": "subset",
                           "law23.replacement_meaning": "Penalty double showing spades"},
                    chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B1(b)", "23A", "27D"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(33, "insufficient-bid-not-comparable", f"{BY_WBF}, Law 27B2",
         "Insufficient 1S over 1NT replaced by a non-comparable 2H: partner must pass throughout, lead rights.",
         IB, [_step("insufficient_bid", call=1, at=(2, None),
                    facts={**IB_FACTS, "law27.replacement": "2H", "law23.comparable": "not_comparable",
                           "law23.replacement_meaning": "Natural, five or more hearts"},
                    chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B2", "26B", "16C", "72C"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(34, "insufficient-bid-replaced-by-pass", f"{BY_ACBL}, Law 27B2",
         "Insufficient bid replaced by a pass: offender's partner must pass throughout.",
         IB, [_step("insufficient_bid", call=1, at=(2, None), facts={**IB_FACTS, "law27.replacement": "Pass",
                                                                  "law23.replacement_meaning": "No meaning",
                                                                  "law23.comparable": "not_comparable"},
                    chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B2", "26B", "16C", "72C"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(35, "insufficient-bid-1h-over-1s-made-good", f"{BY_WBF}, Law 27B1(a)",
         "North opens 1S, East bids 1H; not accepted, East bids 2H: the auction goes on, no rectification.",
         "N:1S E:1H", [_step("insufficient_bid", call=1, at=(2, None),
                             facts={"law23.withdrawn_meaning": "Natural overcall, five or more hearts",
                                    "law25.unintended": False, "law27.replacement": "2H", "law27.artificial": False,
                                    "law27.replacement_artificial": False,
                                    "law23.replacement_meaning": "Natural overcall, five or more hearts"},
                             chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B1(a)", "27D"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(36, "insufficient-bid-1h-over-1s-replaced-by-2d", f"{BY_WBF}, Law 27B2",
         "North opens 1S, East bids 1H; not accepted, East bids 2D: West must pass throughout, lead restrictions.",
         "N:1S E:1H", [_step("insufficient_bid", call=1, at=(2, None),
                             facts={"law23.withdrawn_meaning": "Natural overcall, five or more hearts",
                                    "law25.unintended": False, "law27.replacement": "2D",
                                    "law23.comparable": "not_comparable",
                                    "law23.replacement_meaning": "Natural overcall, five or more diamonds"},
                             chosen={"law27.lho_choice": "law27.refuse"})], _expect(
            _r(["27", "27B2", "26B", "16C", "72C"],
               {"law27.lho_choice": ["law27.accept", "law27.refuse"]})), dealer="N"),
    Case(40, "pass-out-of-rotation-cancelled", f"{BY_WBF}, Law 30A",
         "Pass at RHO's turn before anyone has called; cancelled, the offender must pass at his next turn.",
         "E:Pass", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law30.artificial": False},
                          chosen={"law29.lho_choice": "law29.cancel"})], _expect(
            _r(["29A", "29B", "30A", "72C"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"]})), dealer="N"),
    Case(41, "pass-out-of-rotation-accepted", f"{BY_WBF}, Law 29A",
         "Pass out of rotation accepted by the offender's LHO: it stands.",
         "E:Pass", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law30.artificial": False},
                          chosen={"law29.lho_choice": "law29.accept"})], _expect(
            _r(["29A", "29B", "30A", "72C"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"]})), dealer="N"),
    Case(42, "bid-out-of-rotation-at-partners-turn", f"{BY_WBF}, Law 31B",
         "After 1H, West overcalls 1S at his partner's turn; cancelled: partner calls freely, and unless West's "
         "call at his turn is comparable, partner must pass at his next turn.",
         "N:1H W:1S", [_step("call_out_of_rotation", call=1, at=(2, None), facts={"law29.artificial": False},
                             chosen={"law29.lho_choice": "law29.cancel",
                                   "law29.offender_call": "law29.not_comparable"})], _expect(
            _r(["29A", "29B", "31B1", "16C2", "31B2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="N"),
    Case(43, "bid-out-of-rotation-at-rho-turn", f"{BY_WBF}, Law 31A",
         "A bid at RHO's turn before RHO has called is cancelled: Law 31A applies.",
         "E:1S", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law29.artificial": False},
                        chosen={"law29.lho_choice": "law29.cancel",
                                "law29.rho_call": "law29.rho_calls",
                                   "law29.offender_call": "law29.not_comparable"})], _expect(
            _r(["29A", "29B", "31A1", "31A2"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.rho_call": ["law29.rho_passes", "law29.rho_calls"],
                "law29.offender_call": OFFENDER_CALL})), dealer="N"),
    Case(44, "bid-out-of-rotation-accepted", f"{BY_ACBL}, Law 29A",
         "A bid out of rotation accepted by the offender's LHO calling over it.",
         "N:1H W:1S", [_step("call_out_of_rotation", call=1, at=(2, None), facts={"law29.artificial": False},
                             chosen={"law29.lho_choice": "law29.accept"})], _expect(
            _r(["29A", "29B", "31B1", "16C2", "31B2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="N"),
    Case(45, "double-out-of-rotation", f"{BY_WBF}, Law 32",
         "After a 3S opening, a double out of rotation at partner's turn is cancelled: Law 32B applies.",
         "N:3S W:X", [_step("call_out_of_rotation", call=1, at=(2, None), facts={"law29.artificial": False},
                            chosen={"law29.lho_choice": "law29.cancel",
                                   "law29.offender_call": "law29.not_comparable"})], _expect(
            _r(["29A", "29B", "32B1", "16C2", "32B2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="N"),
    Case(46, "weak-two-out-of-turn-at-partners-turn", f"{BY_WBF}, Law 31B",
         "North opens 2S when South is dealer; not accepted; South opens 1H, West bids 2D and North passes, "
         "not a comparable call: South must pass at his next turn.",
         "N:2S", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law29.artificial": False},
                        chosen={"law29.lho_choice": "law29.cancel",
                                "law29.offender_call": "law29.not_comparable"})], _expect(
            _r(["29A", "29B", "31B1", "16C2", "31B2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="S"),
    Case(47, "2nt-out-of-turn-at-partners-turn", f"{BY_WBF}, Law 31B",
         "East is dealer; West opens 2NT (20-22) out of turn; North does not accept; West has no comparable "
         "call available, so East must pass once.",
         "W:2NT", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law29.artificial": False},
                         chosen={"law29.lho_choice": "law29.cancel",
                                 "law29.offender_call": "law29.not_comparable"})], _expect(
            _r(["29A", "29B", "31B1", "16C2", "31B2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="E"),
    Case(49, "pass-out-of-turn-at-partners-turn", f"{BY_WBF}, Law 30B1",
         "North is dealer; South passes out of turn; not accepted; North opens, and South may make a "
         "comparable call with no further rectification (30B1(b)(i)).",
         "S:Pass", [_step("call_out_of_rotation", call=0, at=(1, None), facts={"law30.artificial": False},
                          chosen={"law29.lho_choice": "law29.cancel",
                                  "law29.offender_call": "law29.comparable"})], _expect(
            _r(["29A", "29B", "30B1(a)", "16C2", "23A"],
               {"law29.lho_choice": ["law29.accept", "law29.cancel"],
                "law29.offender_call": OFFENDER_CALL})), dealer="N"),
    Case(50, "unintended-call-changed", f"{BY_WBF}, Law 25A",
         "A mechanical error (1H for 1NT) corrected without pause; LHO withdraws his call over it.",
         "N:1H E:Pass", [_step("change_of_call", at=(2, None),
                               facts={"law25.call": "1H", "law25.offender": "N", "law25.substitute": "1NT",
                                      "law25.unintended": True},
                               chosen={"law25.lho_choice": "law25.withdraw_call"})], _expect(
            _r(["25A1", "25A3", "25A6"],
               {"law25.lho_choice": ["law25.keep_call", "law25.withdraw_call"]})), dealer="N"),
    Case(51, "unintended-call-lho-keeps", f"{BY_WBF}, Law 25A",
         "A mechanical error corrected without pause; LHO keeps his call over it.",
         "N:1H E:Pass", [_step("change_of_call", at=(2, None),
                               facts={"law25.call": "1H", "law25.offender": "N", "law25.substitute": "1NT",
                                      "law25.unintended": True},
                               chosen={"law25.lho_choice": "law25.keep_call"})], _expect(
            _r(["25A1", "25A3", "25A6"],
               {"law25.lho_choice": ["law25.keep_call", "law25.withdraw_call"]})), dealer="N"),
    Case(54, "unintended-overcall-lho-passed", f"{BY_WBF}, Law 25A",
         "After 1D, West pulls 1S meaning 1H; North passes before West notices, then West corrects at once.",
         "S:1D W:1S N:Pass", [_step("change_of_call", at=(3, None),
                                    facts={"law25.call": "1S", "law25.offender": "W", "law25.substitute": "1H",
                                           "law25.unintended": True},
                                    chosen={"law25.lho_choice": "law25.withdraw_call"})], _expect(
            _r(["25A1", "25A3", "25A6"],
               {"law25.lho_choice": ["law25.keep_call", "law25.withdraw_call"]})), dealer="S"),
    Case(48, "unintended-double-for-stop-card", f"{BY_WBF}, Law 25A",
         "After 1C, South puts down the double card meaning the stop card before 2S; West bids 1H; South "
         "notices at once: the double is replaced by 2S and West may take back 1H.",
         "E:1C S:X W:1H", [_step("change_of_call", at=(3, None),
                                 facts={"law25.call": "X", "law25.offender": "S", "law25.substitute": "2S",
                                        "law25.unintended": True},
                                 chosen={"law25.lho_choice": "law25.withdraw_call"})], _expect(
            _r(["25A1", "25A3", "25A6"],
               {"law25.lho_choice": ["law25.keep_call", "law25.withdraw_call"]})), dealer="E"),
    Case(52, "intended-change-of-call", f"{BY_WBF}, Law 25B",
         "A change of mind: the substituted call may be accepted by LHO; otherwise the original stands.",
         "N:1H", [_step("change_of_call", at=(1, None),
                        facts={"law25.call": "1H", "law25.offender": "N", "law25.substitute": "1S",
                               "law25.unintended": False, "law23.withdrawn_meaning": "Natural opening, five hearts",
                               "law23.replacement_meaning": "Natural opening, five spades",
                               "law23.comparable": "not_comparable"},
                        chosen={"law25.lho_accepts": "law25.refuse"})], _expect(
            _r(["25B", "25B3"],
               {"law25.lho_accepts": ["law25.accept", "law25.refuse"]})), dealer="N"),
    Case(55, "double-of-partners-bid", f"{BY_WBF}, Law 36B",
         "A double of partner's bid is inadmissible: cancelled, partner must pass throughout, lead rights.",
         "N:1NT E:Pass S:X", [_step("inadmissible_call", call=2, at=(3, None))], _expect(
            _r(["36B", "26B", "16C", "72C"])), dealer="N"),
    Case(57, "opening-double-inadmissible", f"{BY_EBU}, Law 36B",
         "Second in hand after a pass, a player doubles when there is no bid to double: inadmissible (36B).",
         "N:Pass E:X", [_step("inadmissible_call", call=1, at=(2, None))], _expect(
            _r(["36B", "26B", "16C", "72C"])), dealer="N"),
    Case(56, "redouble-without-double", f"{BY_ACBL}, Law 36",
         "A redouble when nothing has been doubled is inadmissible.",
         "N:1H E:Pass S:XX", [_step("inadmissible_call", call=2, at=(3, None))], _expect(
            _r(["36B", "26B", "16C", "72C"])), dealer="N"),
    Case(58, "honour-exposed-in-auction", f"{BY_WBF}, Law 24B",
         "A defender-to-be exposes an honour during the auction: partner must pass at his next turn.",
         "N:1H", [_step("card_exposed_in_auction", at=(1, None),
                        facts={"law24.cards": ["SJ"], "law24.offender": "W", "law24.visible": True})],
         _expect(
            _r(["24", "24B", "16C", "72C"])), dealer="N"),
    Case(59, "spot-card-exposed-in-auction", f"{BY_WBF}, Law 24A",
         "A single card below a ten, not led, exposed in the auction: no rectification beyond Law 24E.",
         "N:1H", [_step("card_exposed_in_auction", at=(1, None),
                        facts={"law24.cards": ["S5"], "law24.offender": "W", "law24.visible": True,
                               "law24.led": False})], _expect(
            _r(["24", "24A", "16C"])), dealer="N"),
    Case(60, "two-cards-exposed-in-auction", f"{BY_WBF}, Law 24C",
         "Two cards exposed in the auction: partner must pass at his next turn.",
         "N:1H", [_step("card_exposed_in_auction", at=(1, None),
                        facts={"law24.cards": ["S5", "C8"], "law24.offender": "W", "law24.visible": True})],
         _expect(
            _r(["24", "24C", "16C", "72C"])), dealer="N"),
]

# --- the play: premature play (57), simultaneous play (58), defective trick (67), claims (70, 71) ------
PREMATURE = "W:S5 N:SA E:S7 S:S2 N:HA W:H8 W<H8/out_of_turn"
CLAIM_70 = {"law68.is_claim": True, "law68.objector": "opponents", "law68.response": "doubted",
            "law68.statement": "Declarer claims the rest, cashing the minors, with no word about trumps.",
            "law70.less_successful_line": False,
            "law70.objections": "A defender still holds trumps and can ruff the third round of a minor.",
            "law70.reasons": "Cashing the minors first, a defender ruffs: one trick to the defenders.",
            "law70.trump_mentioned": False, "law70.trump_trick": True, "law70.trump_unaware": True,
            "law70.unstated_finesse": False}
CASES += [
    Case(70, "premature-play-highest", f"{BY_WBF}, Law 57A",
         "A defender plays before partner to declarer's lead; declarer requires partner's highest card.",
         PASSED_4H, [_step("premature_play", event=5, at=(4, 6), facts={"law57.dummy_prompted": False},
                           chosen={"law57.declarer_choice": "law57.highest"})], _expect(
            _r(["57A", "50D", "57B"],
               {"law57.declarer_choice": ["law57.highest", "law57.lowest", "law57.play_S", "law57.play_D",
                                          "law57.play_C", "law57.forbid_S", "law57.forbid_D", "law57.forbid_C"]}),
            penalty_cards=["W:H8:major"],
            restrictions=["E:highest_of_suit_led"]), play=PREMATURE),
    Case(71, "premature-play-lowest", f"{BY_WBF}, Law 57A",
         "Premature play by a defender; declarer requires partner's lowest card of the suit led.",
         PASSED_4H, [_step("premature_play", event=5, at=(4, 6), facts={"law57.dummy_prompted": False},
                           chosen={"law57.declarer_choice": "law57.lowest"})], _expect(
            _r(["57A", "50D", "57B"],
               {"law57.declarer_choice": ["law57.highest", "law57.lowest", "law57.play_S", "law57.play_D",
                                          "law57.play_C", "law57.forbid_S", "law57.forbid_D", "law57.forbid_C"]}),
            penalty_cards=["W:H8:major"],
            restrictions=["E:lowest_of_suit_led"]), play=PREMATURE),
    Case(72, "premature-play-dummy-prompted", f"{BY_WBF}, Law 57C",
         "Dummy had already played, prompting the defender: no rectification under 57A (57C).",
         PASSED_4H, [_step("premature_play", event=5, at=(4, 6), facts={"law57.dummy_prompted": True})],
         _expect(
            _r(["57C2", "16"])), play="W:S5 N:SA E:S7 S:S2 N:HA W:H8"),
    Case(73, "simultaneous-play-one-hand-designate-h9", f"{BY_WBF}, Law 58B2",
         "A defender plays two cards at once: he designates one, the other becomes a penalty card.",
         PASSED_4H, [_step("simultaneous_play", at=(4, 7),
                           facts={"law58.cards": ["H8", "H9"], "law58.how": "one_hand", "law58.next_trick": False,
                                  "law58.one_face_visible": False, "law58.opponent_played": False,
                                  "law58.seat": "W"},
                           chosen={"law58.designation": "law58.designate_H9"})],
         _expect(
            _r(["58B2", "50"],
               {"law58.designation": ["law58.designate_H8", "law58.designate_H9"]}),
            penalty_cards=["W:H8:minor"]), play="W:S5 N:SA E:S7 S:S2 N:HA E:H4 S:H2 W:H9"),
    Case(74, "simultaneous-play-one-hand-designate-h8", f"{BY_WBF}, Law 58B2",
         "Two cards played at once by a defender; he designates the lower one, the other a penalty card.",
         PASSED_4H, [_step("simultaneous_play", at=(4, 7),
                           facts={"law58.cards": ["H8", "H9"], "law58.how": "one_hand", "law58.next_trick": False,
                                  "law58.one_face_visible": False, "law58.opponent_played": False,
                                  "law58.seat": "W"},
                           chosen={"law58.designation": "law58.designate_H8"})],
         _expect(
            _r(["58B2", "50"],
               {"law58.designation": ["law58.designate_H8", "law58.designate_H9"]}),
            penalty_cards=["W:H9:minor"]), play="W:S5 N:SA E:S7 S:S2 N:HA E:H4 S:H2 W:H8"),
    Case(75, "defective-trick-omitted-after-next-trick", f"{BY_WBF}, Law 67B1",
         "A defender failed to play to trick 5, found after the next trick: a card placed, a one-trick transfer.",
         PASSED_4H, [_step("defective_trick", at=(4, None),
                           facts={"law67.defect": "omitted", "law67.next_trick_played": True,
                                  "law67.offender": "W", "law67.suit_led": "H", "law67.trick": 5},
                           chosen={"law67.card_to_place": "place_H8"})], _expect(
            _r(["67B1", "64A2"],
               {"law67.card_to_place": ["place_HT", "place_H9", "place_H8"]},
               ["trick_transfer:NS+1"]))),
    Case(76, "defective-trick-omitted-before-next-trick", f"{BY_WBF}, Law 67A",
         "A missing card noticed before the offender's side plays to the next trick: he supplies it, no transfer.",
         PASSED_4H, [_step("defective_trick", at=(4, None),
                           facts={"law67.defect": "omitted", "law67.next_trick_played": False,
                                  "law67.offender": "W", "law67.suit_led": "H", "law67.trick": 5})], _expect(
            _r(["67A1"]))),
    Case(77, "contested-claim-trump-outstanding", f"{BY_WBF}, Law 70C",
         "Declarer claims without mentioning an outstanding trump: the defenders get a trump trick.",
         PASSED_4H, [_step("claim", event=8, at=(4, 9), facts={**CLAIM_70, "law70.awarded": 10})], _expect(
            _r(["70A", "70B", "70C"],
               None,
               ["claim_result:EW+1"])),
         play="W:DJ N:D2 E:D5 S:DA S:H2 W:H8 N:HA E:H4 S#11"),
    Case(78, "concession-of-trick-that-cannot-be-lost", f"{BY_WBF}, Law 71",
         "Declarer concedes a trick that could not be lost by any normal play: the concession is cancelled.",
         PASSED_4H, [_step("claim", event=8, at=(4, 9),
                           facts={"discovered": "after_round", "law68.is_claim": True,
                                  "law68.objector": "claiming_side", "law68.response": "agreed",
                                  "law68.statement": "Declarer: trumps drawn, a club to the defence.",
                                  "law70.reasons": "The club ace, king and queen are all in declarer's hands.",
                                  "law71.cannot_lose": 1, "law71.won_in_fact": 0})], _expect(
            _r(["71B"],
               None,
               ["claim_result:NS+1"])),
         play="W:DJ N:D2 E:D5 S:DA S:H2 W:H8 N:HA E:H4 S~1"),
]

#: St Petersburg Christmas pairs, 7 January 2000 (published by A. Ferapontov and D. Stevenson): 4H by East.
ST_PETERSBURG = "N:J3.T52.T73.J6543 Q.AKQ764.J52.QT9 AKT975.J9.Q9864. 8642.83.AK.AK872"
CASES += [
    Case(79, "concession-after-claim-st-petersburg", f"{BY_WBF}, Law 71",
         "East claims 12 tricks in 4H; told North has five clubs, he agrees to 11; West calls the Director: 12.",
         "E:4H S:Pass W:Pass N:Pass",
         [_step("claim", event=20, at=(4, 21),
                facts={"discovered": "after_round", "law68.is_claim": True,
                       "law68.objector": "claiming_side", "law68.response": "agreed",
                       "law68.statement": "Club queen, a club to the ace and king; if clubs are 4-1, ruff the "
                                          "fourth round and pitch a diamond on the master club.",
                       "law70.reasons": "North's five clubs do not stop the line stated: no normal play loses a "
                                        "trick.",
                       "law71.cannot_lose": 1, "law71.won_in_fact": 0})], _expect(
            _r(["71B"],
               None,
               ["claim_result:EW+1"])),
         deal=ST_PETERSBURG, dealer="E",
         play="S:SA W:S2 N:S3 E:SQ S:SK W:S4 N:SJ E:H4 E:HA S:H9 W:H3 N:H2 E:HK S:HJ W:H8 N:H5 "
              "E:HQ S:D4 W:S6 N:HT E~1"),
]

#: EBL 10th Main Tournament Directors Course, Prague 2016, "Simulations at the table", case 1 (a): 5H by South.
PRAGUE_1 = "N:JT5.AKJ42.65.Q84 8762.Q.J82.AJ963 A.T97653.AQT.K75 KQ943.8.K9743.T2"
CASES += [
    Case(82, "concession-one-off-prague", f"{BY_WBF}, Law 71",
         "5H: declarer in dummy calls a diamond for the finesse and concedes one off; the finesse loser "
         "endplays West, so no normal play loses a second trick: 5H made.",
         "E:Pass S:1H W:1S N:2H E:2S S:4H W:Pass N:Pass E:4S S:5H W:Pass N:Pass E:Pass",
         [_step("claim", event=33, at=(13, 34),
                facts={"discovered": "after_round", "law68.is_claim": True,
                       "law68.objector": "claiming_side", "law68.response": "agreed",
                       "law68.statement": "With the diamond king wrong I am one off.",
                       "law70.reasons": "Declarer is taking the diamond finesse; West, out of clubs, must then "
                                        "give a ruff and discard or lead into the ace-ten: eleven tricks.",
                       "law71.cannot_lose": 1, "law71.won_in_fact": 0})], _expect(
            _r(["71B"],
               None,
               ["claim_result:NS+1"])),
         deal=PRAGUE_1, dealer="E",
         play="W:SK N:S5 E:S2 S:SA S:H3 W:H8 N:HA E:HQ N:ST E:S6 S:H5 W:S3 S:H6 W:D3 N:HK E:S8 "
              "N:SJ E:S7 S:H7 W:S4 S:C5 W:C2 N:CQ E:CA E:C3 S:CK W:CT N:C4 S:H9 W:D4 N:HJ E:D8 N:D6 S~2"),
]

#: EBL TDs workshop, Orebro 2011 (M. Di Sacco, Laws 45-47, case 1): 2S by South, the auction not published.
OREBRO_45 = "N:KJ852.QT864.Q.32 A764.A93.KJ5.JT4 QT.5.AT943.AQ875 93.KJ72.8762.K96"
CASES += [
    Case(66, "dummy-card-named-then-changed-orebro", f"{BY_WBF}, Law 45C4(a)",
         "Declarer calls the jack from dummy and at once says 'oops, the king': not an unintended designation; "
         "the jack is played.",
         "E:Pass S:2S W:Pass N:Pass E:Pass",
         [_step("card_played", event=15, at=(5, 16),
                facts={"law45.slip_of_tongue": False, "law45.what": "card_named"})], _expect(
            _r(["45C4(a)", "47F2"])),
         deal=OREBRO_45, dealer="E",
         play="W:D2 N:DQ E:DK S:DA S:H5 W:H2 N:HT E:HA E:SA S:ST W:S3 N:S2 E:S4 S:SQ W:S9 N:SJ"),
    Case(67, "simultaneous-opening-leads", f"{BY_WBF}, Law 58A",
         "Both defenders lead at the same time, one of them in turn: the lead in turn stands, the other card "
         "counts as played after it, a premature play at RHO's turn (57D): a major penalty card.",
         PASSED_4H, [_step("simultaneous_play", at=(4, 2),
                           facts={"law58.how": "two_players", "law58.in_turn": "W", "law58.other": "E",
                                  "law58.other_card": "D7"}),
                     _step("premature_play", event=1, at=(4, 2), facts={"law57.dummy_prompted": False})],
         _expect(_r(["58A", "57"]), _r(["57D", "50D"]), penalty_cards=["E:D7:major"]),
         play="W:S5 E:D7 E<D7/out_of_turn"),
]

# --- deal defects (Laws 13, 14) --------------------------------------------------------------------
CASES += [
    Case(80, "missing-card-found-after-revoke", f"{BY_HBF}, Law 14B (seed 004)",
         "A missing card found elsewhere during play: restored, a penalty card, the hand revoked (14B4).",
         PASSED_4H, [_step("missing_card", facts={"law14.exposed:SJ": True, "law14.found:SJ": "elsewhere"})
                     | {"board": {"number": 1, "dealer": "S", "deal": "N:AKQ.AKQJ.432.432 987.7654.765.765 "
                                  "T6432.32.AKQ.AKQ 5.T98.JT98.JT98", "auction": [
                                      {"seat": "S", "call": "4H"}, {"seat": "W", "call": "Pass"},
                                      {"seat": "N", "call": "Pass"}, {"seat": "E", "call": "Pass"}],
                                  "play": [{"event": "play", "seat": s, "card": c} for s, c in (
                                      ("W", "S5"), ("N", "SA"), ("E", "S7"), ("S", "S2"), ("N", "SK"),
                                      ("E", "S8"), ("S", "S3"), ("W", "D8"), ("N", "HA"), ("E", "H4"),
                                      ("S", "H2"), ("W", "H8"))]}}],
         _expect(
            _r(["14B2", "14B4", "14C"]),
            penalty_cards=["W:SJ:major"]), play="W:S5 N:SA E:S7 S:S2 N:SK E:S8 S:S3 W:D8 N:HA E:H4 S:H2 W:H8"),
    Case(83, "foreign-card-found-in-dummy", f"{BY_WBF}, Law 13C",
         "When dummy goes down it has 14 cards, the spade ace left from the previous board: it is removed and "
         "play goes on; no adjustment, the card was never played to a quitted trick.",
         PASSED_4H, [_step("surplus_card", at=(4, 1),
                           facts={"law13.surplus": "foreign", "law13.foreign_card": "SA",
                                  "law13.foreign_holder": "N", "law13.foreign_played": False})],
         _expect(
            _r(["13C"])), deal="N:AKQJ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ A5.T98.JT98.JT98",
         play="W:DJ"),
    Case(84, "wrong-board-played-result-stands", f"{BY_WBF}, Law 15B2",
         "Two pairs play board 15 left on the table instead of board 16, neither having played it before; found "
         "when the score is entered: the result stands, board 16 is not played later (15B3).",
         PASSED_4H, [_step("wrong_board", at=(4, None),
                           facts={"discovered": "after_play", "law15.case": "board_played",
                                  "law15.played_before": False},
                           chosen={"law15.right_board": "law15.not_later"})],
         _expect(
            _r(["15B2", "15B3", "90B7"],
               {"law15.right_board": ["law15.play_later", "law15.not_later"]})), board=15),
    Case(81, "surplus-card-before-play", f"{BY_WBF}, Law 13B",
         "A hand found with 14 cards during the auction: the card goes to its proper hand, calls stand.",
         "S:1H W:Pass", [_step("surplus_card", facts={"law13.can_be_played": True,
                                                      "law13.misplaced_cards": ["SJ"]})
                         | {"board": {"number": 1, "dealer": "S",
                                      "deal": "N:AKQJ.AKQJ.432.432 987.7654.765.765 T6432.32.AKQ.AKQ 5.T98.JT98.JT98",
                                      "auction": [{"seat": "S", "call": "1H"}, {"seat": "W", "call": "Pass"}]}}],
         _expect(
            _r(["13B1"]))),
]

# --- information: unauthorised (16, 73) and misinformation (20F, 21B, 40, 75) ---------------------------
UI_AUCTION = "N:1H E:Pass S:2H W:Pass N:4H E:Pass S:Pass W:Pass"
UI = {"discovered": "after_play", "law16.action_kind": "call", "law16.alternatives": "Pass, 3H",
      "law16.call": "4H", "law16.damaged": True, "law16.description": "A long pause before the simple raise.",
      "law16.established": True, "law16.receiver": "N", "law16.source": "hesitation",
      "law16.suggests": "The slow raise suggests extra values: bidding game rather than passing"}
POLL = ["{\"player\": \"A\", \"action\": \"Pass\", \"considered\": [\"3H\"]}",
        "{\"player\": \"B\", \"action\": \"3H\"}",
        "{\"player\": \"C\", \"action\": \"Pass\", \"considered\": [\"4H\"]}",
        "{\"player\": \"D\", \"action\": \"4H\"}",
        "{\"player\": \"E\", \"action\": \"3H\", \"considered\": [\"Pass\"]}"]
MI = {"law75.agreement": "Over a strong 1H: spades and a minor, at least 5-4", "law75.call": "X",
      "law75.explainer": "W", "law75.explanation": "Takeout", "law75.form": "explanation", "law75.misled": "S"}
MI_AUCTION = "N:1H E:X S:XX W:Pass"
#: The 2012 Summer NABC poll as published: at least two of about seven experts passed 5S (recorded as 2 of 7).
NABC_2012_POLL = ["{\"player\": \"A\", \"action\": \"Pass\"}", "{\"player\": \"B\", \"action\": \"Pass\"}",
                  *(f"{{\"player\": \"{p}\", \"action\": \"6S\"}}" for p in "CDEFG")]
CASES += [
    Case(85, "hesitation-logical-alternative-adjusted", f"{BY_WBF}, Law 16B",
         "After partner's slow raise, game bid when a poll shows pass is a logical alternative.",
         UI_AUCTION, [_step("unauthorised_information", at=(8, None),
                            facts={**UI, "law16.demonstrable": True, "law16.logical_alternative": True,
                                   "law16.poll_taken": True, "law16.poll": POLL})], _expect(
            _r(["16B1", "16B1(a)", "16B1(b)", "73C", "16B3", "12C1"])), dealer="N"),
    Case(95, "nabc-2012-slam-after-partners-slow-5s", f"{BY_WBF}, Law 16B",
         "2012 Summer NABC, Life Master Pairs, board 21: after South's slow 5S North bids 6S; pass is a logical "
         "alternative (polled experts passed): adjusted to 5S by North making 12 tricks.",
         "N:1S E:Pass S:2D W:Pass N:2S E:Pass S:3S W:Pass N:4C E:Pass S:4NT W:Pass N:5H E:Pass S:5S W:Pass "
         "N:6S E:Pass S:Pass W:Pass",
         [_step("unauthorised_information", at=(20, None),
                facts={**UI, "law16.alternatives": "Pass, 6S", "law16.call": "6S", "law16.receiver": "N",
                       "law16.description": "South broke tempo before bidding 5S.",
                       "law16.suggests": "The pause shows doubt about the final contract, suggesting 6S over "
                                         "passing 5S",
                       "law16.demonstrable": True, "law16.logical_alternative": True, "law16.poll_taken": True,
                       "law16.poll": NABC_2012_POLL})], _expect(
            _r(["16B1", "16B1(a)", "16B1(b)", "73C", "16B3", "12C1"])),
         deal="N:KJT865.K8..AQT95 42.9765.542.KJ73 A93.AJ4.KQJT3.64 Q7.QT32.A9876.82", dealer="N", board=21),
    Case(96, "nabc-2015-no-break-in-tempo-before-6c", f"{BY_WBF}, Law 16B",
         "2015 Fall NABC, Nail Life Master Pairs, board 25: a 6-7 second pause before 6C at that level is not a "
         "break in tempo: no unauthorised information, 7C by North stands.",
         "N:2C E:Pass S:2D W:Pass N:2S E:Pass S:3C W:Pass N:4C E:Pass S:4H W:Pass N:5D E:Pass S:6C W:Pass "
         "N:7C E:Pass S:Pass W:Pass",
         [_step("unauthorised_information", at=(20, None),
                facts={**UI, "law16.established": False, "law16.call": "7C", "law16.receiver": "N",
                       "law16.description": "East says South took about 10 seconds over 6C; West says 6-7.",
                       "law16.alternatives": "Pass, 7C",
                       "law16.suggests": "A slow 6C might suggest extra values for the grand slam"})], _expect(
            _r(["16B1", "85A"])),
         deal="N:AKQ932.5.A.KT754 64.QJ.Q98732.Q82 T.AT86.JT6.AJ963 J875.K97432.K54.", dealer="N", board=25),
    Case(86, "hesitation-no-logical-alternative", f"{BY_EBU}, Law 16",
         "After partner's slow raise, the game bid has no logical alternative: the score stands.",
         UI_AUCTION, [_step("unauthorised_information", at=(8, None),
                            facts={**UI, "law16.demonstrable": True, "law16.logical_alternative": False,
                                   "law16.poll_taken": False})], _expect(
            _r(["16B1", "16B1(a)", "16B1(b)", "73C"])), dealer="N"),
    Case(87, "hesitation-not-established", f"{BY_ACBL}, Law 16B",
         "The players disagree that there was a pause and the Director finds none: no unauthorised information.",
         UI_AUCTION, [_step("unauthorised_information", at=(8, None), facts={**UI, "law16.established": False})],
         _expect(
            _r(["16B1", "85A"])), dealer="N"),
    Case(88, "law75-example-a-mistaken-explanation", f"Adapted from {LAWS_2017}, Law 75 (A: mistaken explanation)",
         "Partner's explanation did not match the agreement: misinformation, options to change calls under 21B.",
         MI_AUCTION, [_step("misinformation", at=(4, None),
                            facts={**MI, "law75.evidence": "differs", "law75.influenced": True},
                            chosen={"law21.change_choice": "law21.change",
                                    "law21.lho_change_choice": "law21.lho_change"})], _expect(
            _r(["75B1", "20F", "21B", "75A", "21B1(a)", "21B2"],
               {"law21.change_choice": ["law21.keep", "law21.change"],
                "law21.lho_change_choice": ["law21.lho_keep", "law21.lho_change"]})), dealer="N"),
    Case(89, "law75-example-b-mistaken-call", f"Adapted from {LAWS_2017}, Law 75 (B: mistaken call)",
         "The explanation matched the agreement; the caller misbid: no infraction, no rectification.",
         MI_AUCTION, [_step("misinformation", at=(4, None),
                            facts={**MI, "law75.agreement": "Takeout", "law75.evidence": "matches_explanation"})],
         _expect(
            _r(["75C", "75A", "73C", "20F1", "16B3"])), dealer="N"),
    Case(90, "law75-example-c-no-evidence", f"Adapted from {LAWS_2017}, Law 75 (C: no evidence of the agreement)",
         "No evidence of the agreement: the Director presumes a mistaken explanation.",
         MI_AUCTION, [_step("misinformation", at=(4, None),
                            facts={**MI, "law75.evidence": "none", "law75.influenced": True},
                            chosen={"law21.change_choice": "law21.keep"})], _expect(
            _r(["75B1", "20F", "21B", "75A", "21B1(a)", "21B2"],
               {"law21.change_choice": ["law21.keep", "law21.change"],
                "law21.lho_change_choice": ["law21.lho_keep", "law21.lho_change"]})), dealer="N"),
]

# --- more revokes: one trick (64A2), none (64B1), dummy's revoke (64B3) -------------------------------
ALL_TO_NS = ("W:CJ N:C2 E:C5 S:CA S:S2 W:D8 N:SA E:S7 N:HA E:H4 S:H2 W:H8 N:HK E:H5 S:H3 W:H9 N:HQ E:H6 S:S3 W:HT "
             "N:HJ E:H7 S:S4 W:S5 N:SK E:S8 S:S6 W:SJ N:SQ E:S9 S:ST W:D9 N:D2 E:D5 S:DA W:DT S:DK W:DJ N:D3 E:D6 "
             "S:DQ W:C8 N:D4 E:D7 S:CK W:C9 N:C3 E:C6 S:CQ W:CT N:C4 E:C7")
_TOKENS = ALL_TO_NS.split()
SECOND_REVOKE = " ".join([*_TOKENS[:27], "W:D9", *_TOKENS[28:31], "W:SJ", *_TOKENS[32:]])
DISCARD_REVOKE = "W:CJ N:C2 E:C5 S:CA S:S2 W:D8 N:SA E:S7 N:SK E:S8 S:S3 W:S5"
CASES += [
    Case(4, "revoke-discard-one-trick", f"{BY_WBF}, Law 64A2",
         "A defender discards while holding the suit and does not win that trick: at most one trick (64A2).",
         PASSED_4H, [_step("revoke", event=5, at=(4, 12), facts={"discovered": "play",
                                                                  "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64A2", "64C"],
               None,
               ["trick_transfer:NS+1"])), play=DISCARD_REVOKE),
    Case(5, "revoke-no-later-trick-no-transfer", f"{BY_WBF}, Laws 64A2 and 64B1",
         "A defender discards while holding the suit and his side wins no trick from then on: no transfer (64C).",
         PASSED_4H, [_step("revoke", event=5, at=(4, 52), facts={"discovered": "after_play",
                                                                  "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64B1", "64C"])), play=ALL_TO_NS),
    Case(7, "second-revoke-same-suit", f"{BY_WBF}, Law 64B2",
         "The same defender fails to follow to the same suit a second time: no transfer for the second revoke.",
         PASSED_4H, [_step("revoke", event=27, at=(4, 52), facts={"discovered": "after_play",
                                                                   "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64B2", "64C2(a)"])), play=SECOND_REVOKE),
    Case(6, "dummy-revoke-no-transfer", f"{BY_WBF}, Law 64B3",
         "Dummy ruffs while holding the suit led; established: no automatic transfer, Law 64C equity only.",
         PASSED_4H, [_step("revoke", event=1, at=(4, 8), facts={"discovered": "play", "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64B3", "64C"])), play="W:CJ N:HA E:C5 S:CA N:SA E:S7 S:S2 W:S5"),
]

# --- penalty cards and the lead: Law 50D2, Example 43 of the Greek commentary --------------------------
EXAMPLE_43 = f"{BY_HBF}, Laws 50-51, Example 43"
EXAMPLE_43_PLAY = "E:S7 E<S7/out_of_turn W!SJ"


def _example_43(option: str) -> list[dict[str, Any]]:
    prompt = {"kind": "lead_penalty_card_options", "law": "50D2", "seat": "W", "cards": ["S7"], "trick": 1,
              "reason": None}
    return [_step("opening_lead_out_of_turn", event=0, at=(4, 1), facts=OLOOT_FACTS,
                  chosen={"law54.declarer_choice": "law54.refuse"}),
            _step("exposed_card", event=2, at=(4, 3)),
            {"prompt": prompt, "at": {"calls": 4, "events": 3}, "chosen": {"law50.lead_options": option}}]


CASES += [
    Case(26, "example-43-both-defenders-penalty-cards-forbid", EXAMPLE_43,
         "Leader holds the spade jack as a penalty card, partner the spade seven; declarer forbids spades.",
         PASSED_4H, _example_43("forbid_S"), _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]}),
            _r(["49", "50B", "50D", "50E"]),
            _r(["50D2", "50E"],
               {"law50.lead_options": ["require_S", "forbid_S", "no_restriction"]}),
            penalty_cards=["W:SJ:major"],
            restrictions=["W:SPADES:forbid:while_on_lead"]), play=EXAMPLE_43_PLAY),
    Case(27, "example-43-both-defenders-penalty-cards-require", EXAMPLE_43,
         "As Example 43, declarer requires a spade: the seven goes back to hand, the jack must be led.",
         PASSED_4H, _example_43("require_S"), _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]}),
            _r(["49", "50B", "50D", "50E"]),
            _r(["50D2", "50E"],
               {"law50.lead_options": ["require_S", "forbid_S", "no_restriction"]}),
            penalty_cards=["W:SJ:major"],
            restrictions=["W:SPADES:require:next_lead"]), play=EXAMPLE_43_PLAY),
    Case(28, "example-43-declarer-does-not-choose", EXAMPLE_43,
         "As Example 43, declarer leaves both penalty cards on the table: the leader must lead the jack.",
         PASSED_4H, _example_43("no_restriction"), _expect(
            _r(["54"],
               {"law54.declarer_choice": ["law54.spread", "law54.accept", "law54.refuse"]}),
            _r(["49", "50B", "50D", "50E"]),
            _r(["50D2", "50E"],
               {"law50.lead_options": ["require_S", "forbid_S", "no_restriction"]}),
            penalty_cards=["E:S7:major", "W:SJ:major"]), play=EXAMPLE_43_PLAY),
]

# --- further auction and play-period cases ---------------------------------------------------------
CASES += [
    Case(61, "call-after-final-pass", f"{BY_WBF}, Law 39",
         "A bid after the auction has ended (three passes after a bid) is cancelled; a defender's: lead rights.",
         "N:1H E:Pass S:Pass W:Pass N:Pass E:2S", [_step("call_after_auction", call=5, at=(6, None))], _expect(
            _r(["39A", "39C", "16C"])),
         dealer="N"),
    Case(62, "face-down-lead-by-wrong-defender", f"{BY_WBF}, Law 41A",
         "The wrong defender makes the opening lead face down: it is retracted, no rectification.",
         "N:1H E:Pass S:Pass W:Pass", [_step("face_down_lead", at=(4, None), facts={"law41.leader": "W"})],
         _expect(
            _r(["41A", "16C"])), dealer="N"),
    Case(63, "dummy-card-slip-of-tongue", f"{BY_WBF}, Law 45C4(b)",
         "Declarer names a wrong card from dummy by a slip of the tongue and corrects at once.",
         PASSED_4H, [_step("card_played", event=4, at=(4, 6),
                           facts={"law45.slip_of_tongue": True, "law45.what": "card_named"})],
         _expect(
            _r(["45C4(b)", "47C", "47D", "16C"])), play="W:S5 N:SA E:S7 S:S2 N:HA E:H4 N<HA/changed_designation"),
    Case(64, "inability-to-follow-as-required", f"{BY_WBF}, Law 59",
         "A player cannot comply with a required play: he plays any legal card.",
         PASSED_4H, [_step("inability_to_play", at=(4, 5), facts={"law59.why": "must_follow"})], _expect(
            _r(["59", "44C"])),
         play="W:S5 N:SA E:S7 S:S2 N:HA"),
    Case(65, "play-after-lead-out-of-turn", f"{BY_WBF}, Law 60A",
         "Declarer plays to a defender's lead out of turn before it is rectified: the lead is accepted.",
         PASSED_4H, [_step("play_after_illegal_play", at=(4, 6))], _expect(
            _r(["60A1", "60A2"])),
         play="W:S5 N:SA E:S7 S:S2 E:D5 S:DA"),
    Case(91, "failure-to-alert", f"{BY_EBU}, Law 21B (failure to alert)",
         "An alertable double not alerted; the opponent would have acted otherwise: options under 21B1.",
         MI_AUCTION, [_step("misinformation", at=(4, None),
                            facts={**MI, "law75.form": "failure_to_alert", "law75.evidence": "differs",
                                   "law75.influenced": True},
                            chosen={"law21.change_choice": "law21.keep"})], _expect(
            _r(["75B1", "20F", "21B", "75A", "21B1(a)", "21B2"],
               {"law21.change_choice": ["law21.keep", "law21.change"],
                "law21.lho_change_choice": ["law21.lho_keep", "law21.lho_change"]})), dealer="N"),
    Case(92, "remark-by-partner-ui", f"{BY_WBF}, Law 16B",
         "A remark by partner suggests game; a poll finds pass a logical alternative: score adjusted.",
         UI_AUCTION, [_step("unauthorised_information", at=(8, None),
                            facts={**UI, "law16.source": "remark", "law16.demonstrable": True,
                                   "law16.logical_alternative": True, "law16.poll_taken": True, "law16.poll": POLL})],
         _expect(
            _r(["16B1", "16B1(a)", "16B1(b)", "73C", "16B3", "12C1"])), dealer="N"),
]

# --- more options of the same rulings ------------------------------------------------------------------
CASES += [
    Case(17, "opening-lead-out-of-turn-declarer-exposes-card", f"{BY_HBF}, Law 54A (seed 003)",
         "After the opening lead out of turn declarer starts to spread and exposes a card: he must spread all.",
         PASSED_4H, [_step("opening_lead_out_of_turn", event=0, at=(4, 1),
                           facts={**OLOOT_FACTS, "law54.declarer_exposed": True})],
         _expect(
            _r(["54A"])), play="E:D7"),
    Case(18, "premature-play-card-of-another-suit", f"{BY_WBF}, Law 57A",
         "Premature play by a defender; declarer requires partner to play a spade (a suit other than the one led).",
         PASSED_4H, [_step("premature_play", event=5, at=(4, 6), facts={"law57.dummy_prompted": False},
                           chosen={"law57.declarer_choice": "law57.play_S"})], _expect(
            _r(["57A", "50D", "57B"],
               {"law57.declarer_choice": ["law57.highest", "law57.lowest", "law57.play_S", "law57.play_D",
                                          "law57.play_C", "law57.forbid_S", "law57.forbid_D", "law57.forbid_C"]}),
            penalty_cards=["W:H8:major"],
            restrictions=["E:play_suit:SPADES"]), play=PREMATURE),
]
CASES += [
    Case(8, "revoke-found-after-round", f"{BY_WBF}, Law 64B5",
         "A revoke first pointed out after the round has ended: no transfer, equity under 64C.",
         PASSED_4H, [_step("revoke", event=11, at=(4, 52), facts={"discovered": "after_round",
                                                                   "non_offenders_acted": False})],
         _expect(
            _r(["63B", "64B5", "64C"])), play=REVOKE_PLAY),
    Case(9, "revoke-found-after-next-board-call", f"{BY_WBF}, Law 64B4",
         "A revoke first pointed out after a non-offender has called on the next board: no transfer.",
         PASSED_4H, [_step("revoke", event=11, at=(4, 52), facts={"discovered": "next_board",
                                                                   "non_offenders_acted": False,
                                                                   "law64.non_offender_called": True})],
         _expect(
            _r(["63B", "64B4", "64C"])), play=REVOKE_PLAY),
    Case(53, "intended-change-of-call-accepted", f"{BY_WBF}, Law 25B1",
         "A change of mind: LHO accepts the substituted call, which stands.",
         "N:1H", [_step("change_of_call", at=(1, None),
                        facts={"law25.call": "1H", "law25.offender": "N", "law25.substitute": "1S",
                               "law25.unintended": False, "law23.withdrawn_meaning": "Natural opening, five hearts",
                               "law23.replacement_meaning": "Natural opening, five spades",
                               "law23.comparable": "not_comparable"},
                        chosen={"law25.lho_accepts": "law25.accept"})], _expect(
            _r(["25B", "25B3"],
               {"law25.lho_accepts": ["law25.accept", "law25.refuse"]})), dealer="N"),
]
CASES += [
    Case(19, "penalty-card-partner-on-lead-forbid", f"{BY_WBF}, Law 50D2",
         "A lead out of turn refused leaves a major penalty card; partner wins a trick and declarer forbids the suit.",
         PASSED_4H,
         [_step("exposed_card", event=4, at=(4, 5)),
          _step("lead_out_of_turn", event=5, at=(4, 6), facts=LOOT_FACTS,
                chosen={"law56.declarer_choice": "law56.refuse"}),
          {"prompt": {"kind": "lead_penalty_card_options", "law": "50D2", "seat": "E", "cards": ["SJ"], "trick": 3,
                      "reason": None},
           "at": {"calls": 4, "events": 11}, "chosen": {"law50.lead_options": "forbid_S"}}],
         _expect(
            _r(["49", "50B", "50C", "50E"]),
            _r(["56"],
               {"law56.declarer_choice": ["law56.accept", "law56.refuse"]}),
            _r(["50D2", "50E"],
               {"law50.lead_options": ["require_S", "forbid_S", "no_restriction"]}),
            penalty_cards=["E:C5:minor"],
            restrictions=["E:SPADES:forbid:while_on_lead"]), deal=D2,
         play="W:S5 N:SA E:S7 S:S2 E!C5 W:SJ W<SJ/out_of_turn N:D2 E:DA S:D5 W:D8 E:DK S:D6 W:D9 N:D3"),
]
CASES += [
    Case(93, "wrong-board-played-none-had-played-it", f"{BY_WBF}, Laws 15B2 and 15B3",
         "The pairs start the auction on a board not meant for them; none of the four has played it: the "
         "score stands, the right board later.",
         "S:1S W:Pass", [_step("wrong_board", at=(2, None),
                              facts={"discovered": "auction", "law15.case": "board_played",
                                     "law15.played_before": False},
                              chosen={"law15.right_board": "law15.play_later"})],
         _expect(_r(["15B2", "15B3", "90B7"], {"law15.right_board": ["law15.play_later", "law15.not_later"]}))),
]
CASES += [
    Case(94, "dummy-card-named-by-suit-alone", "Constructed from the text of the WBF Laws of Duplicate Bridge 2017, "
         "Law 46B2; no published case consulted",
         "Declarer says only \"spade\" for dummy's card: the lowest spade, the ♠Q, is played.",
         PASSED_4H, [_step("dummy_card_named", at=(4, 1),
                           facts={"law46.said": "spade", "law46.intention_incontrovertible": False})],
         _expect(_r(["46B2"])), play="W:S5 N:SQ"),
]

# --- the tricks: dummy's hidden card (41D), a card pointed the wrong way (65B3), inspection (66), a dispute on
# the tricks won (79B, 66D) ----------------------------------------------------------------------------------
HIDDEN_RUFF = "W:DJ N:HA E:D5 S:DA S:S2 W:S5 N:SA E:S7"  # dummy ruffed trick 1 with the ♦2 hidden under his clubs
DISPUTE = {"law79.claim_or_concession": False, "law79.declaring_side_says": 10, "law79.defenders_say": 9}
CASES += [
    Case(97, "dummy-card-hidden-revoke-established", f"{BY_WBF}, Laws 41D and 64B3",
         "A diamond hidden among dummy's clubs; dummy ruffed the diamond lead and played on: dummy's established "
         "revoke, no trick transferred, the Director reviews the damage at the end.",
         PASSED_4H, [_step("dummy_card_hidden", at=(4, 8),
                           facts={"law41.hidden_card": "D2", "non_offenders_acted": False})],
         _expect(_r(["41D", "63B", "64B3", "64C"])), play=HIDDEN_RUFF),
    Case(98, "card-pointed-wrongly-dummy-remarks-late", f"{BY_WBF}, Law 65B3",
         "Dummy tells declarer one of his cards is pointed the wrong way after declarer's side has led to the next "
         "trick: the right had expired, unauthorised for declarer, reviewed at the end.",
         PASSED_4H, [_step("card_pointed_wrongly", at=(4, 5),
                           facts={"law65.seat": "S", "law65.trick": 1, "attention_drawn_by": "N"})],
         _expect(_r(["65B3", "16B", "79A1"])), play="W:S5 N:SA E:S7 S:S2 N:HA"),
    Case(99, "tricks-disputed-after-round-not-convinced", f"{BY_EBU}, Law 79B3",
         "The tricks won are disputed only after the round, and the Director is not clearly convinced of the "
         "result at the table: he decreases the declaring side's score to nine tricks, the defenders keeping the "
         "recorded one.",
         PASSED_4H, [_step("tricks_disputed", at=(4, None),
                           facts={**DISPUTE, "law79.called": "after_round", "law79.recorded": 10,
                                  "law79.convinced": False},
                           chosen={"law79.after_round": "law79.decrease_declaring_9"})],
         _expect(_r(["79B3"], {"law79.after_round": ["law79.recorded_stands", "law79.decrease_declaring_9"]}))),
    Case(100, "tricks-disputed-one-result-for-both", f"{BY_HBF}, Law 79B2",
         "Called before the result is agreed, the Director counts the tricks from the cards kept in order and "
         "records one result for both sides, not a split score.",
         PASSED_4H, [_step("tricks_disputed", at=(4, None),
                           facts={**DISPUTE, "law79.called": "in_round", "law66.played_cards": "in_order",
                                  "law79.found": 9})],
         _expect(_r(["79B2", "66D"]))),
    Case(101, "quitted-trick-inspection-at-directors-discretion", f"{BY_WBF}, Law 66C",
         "A defender asks to look at a quitted trick to check a revoke: the Director decides whether the tricks are "
         "inspected; a claim of a revoke does not call for it by itself.",
         PASSED_4H, [_step("trick_inspected", at=(4, 5),
                           facts={"law66.player": "W", "law66.what": "quitted_tricks", "law66.looked": False},
                           chosen={"law66.director_inspects": "law66.refuse"})],
         _expect(_r(["66C", "61C"], {"law66.director_inspects": ["law66.instruct", "law66.refuse"]})),
         play="W:S5 N:SA E:S7 S:S2 N:HA"),
]

# --- the Director's own error (Law 82) ------------------------------------------------------------------------
CASES += [
    Case(102, "director-error-partner-wrongly-barred", f"{BY_EBU}, Law 82C",
         "Partner of the player who made an insufficient bid was barred for the rest of the auction (27B2), a ruling "
         "the Director later finds wrong; the board was played: an adjusted score, both sides non-offending.",
         IB, [_step("insufficient_bid", call=1, at=(2, None),
                    facts={**IB_FACTS, "law27.replacement": "2H", "law23.comparable": "not_comparable",
                           "law23.replacement_meaning": "Natural, five or more hearts"},
                    chosen={"law27.lho_choice": "law27.refuse"}),
              _step("director_error", ruling=0, at=(2, None), facts={"law82.scored_normally": False})],
         _expect(_r(["27", "27B2", "26B", "16C", "72C"], {"law27.lho_choice": ["law27.accept", "law27.refuse"]}),
                 _r(["82C"])), dealer="N"),
]

# --- adjusted scores (Law 12): numbered from 120 ------------------------------------------------------------
CASES += [
    Case(120, "board-not-played-neither-side-at-fault", f"{BY_EBU}, Law 12C2(a)",
         "The scoring equipment failed and was replaced; the table fell so far behind that the Director told them not "
         "to start their third board of the round, and it could not be played later. Neither pair was at fault: "
         "average plus to both.",
         "", [_step("score_adjustment", at=(0, None),
                    facts={"law12.ground": "no_normal_play", "law12.fault:NS": "none", "law12.fault:EW": "none"})],
         _expect(_r(["12A2", "12C2(a)"]))),
    Case(121, "split-score-serious-error-after-ui", f"{BY_EBU}, Law 12C1(e)",
         "North-South bid to 4H; East-West, using unauthorised information, compete to 4S, doubled. Defending 4SX, "
         "North-South revoke and lose a trick they would have won, a serious error unrelated to the infraction. "
         "East-West get the score for 4H making; North-South no relief for the trick their revoke cost.",
         "N:1H E:Pass S:1S W:Pass N:4H E:4S S:X W:Pass N:Pass E:Pass",
         [_step("score_adjustment", at=(10, None),
                facts={"law12.ground": "empowered", "law12.offenders": "EW", "law12.damaged": True,
                       "law12.outcomes": "one", "law12.self_inflicted": True, "law12.rectified_outcomes": "one"})],
         _expect(_r(["12A", "12C1(e)"])), dealer="N"),
    Case(122, "weighted-score-after-misinformation", f"{BY_EBU}, Law 12C1(c)",
         "Misinformed by the defenders, South goes down in 4H. Correctly informed, he makes ten tricks, sometimes "
         "eleven: a weighted score, 80% of 4H making and 20% of 4H with an overtrick, for both sides.",
         PASSED_4H, [_step("score_adjustment", at=(4, None),
                           facts={"law12.ground": "empowered", "law12.offenders": "EW", "law12.damaged": True,
                                  "law12.outcomes": "several", "law12.self_inflicted": False})],
         _expect(_r(["12A", "12C1(c)", "12C1(b)"]))),
    Case(123, "gambling-sacrifice-after-ui-no-redress", f"{BY_EBU}, Law 12C1(e)",
         "North-South reach 4S using unauthorised information; without it they would have stopped in 2S, which "
         "makes ten tricks. East-West sacrifice in 5H, a wild gambling action hoping for a ruling if it fails: "
         "they keep their table score, and North-South are adjusted to 2S making ten tricks.",
         "N:1S E:Pass S:2S W:Pass N:3S E:Pass S:4S W:5H N:X E:Pass S:Pass W:Pass",
         [_step("score_adjustment", at=(12, None),
                facts={"law12.ground": "empowered", "law12.offenders": "NS", "law12.damaged": True,
                       "law12.outcomes": "one", "law12.self_inflicted": True, "law12.rectified_outcomes": "one"})],
         _expect(_r(["12A", "12C1(e)"])), dealer="N"),
]

# --- dummy's rights and limitations (Laws 42, 43, with 61B2): numbered from 420 -------------------------
LOST_RIGHTS_REVOKE = "W:SJ N:SA E:S7 S:DA"  # South discards the ♦A holding spades; dummy's ♠A wins the trick
LOOT_AT_TRICK_2 = "W:S5 N:SA E:S7 S:S2 E:H4"  # East leads to trick 2 when dummy (North) is on lead
CASES += [
    Case(420, "dummy-lost-rights-asks-declarer-revoke", f"{BY_EBU}, Law 43B2(b)",
         "Dummy, having looked at a defender's hand, asks declarer \"no spades?\": declarer must correct, and the "
         "revoke is ruled as if established; dummy won the trick, so one trick.",
         PASSED_4H,
         [_step("dummy_conduct", event=3, at=(4, 4),
                facts={"law42.act": "asked_declarer", "law43.dummy_violated": True}),
          {"irregularity": {"kind": "revoke", "event": 3},
           "settles": {"kind": "follow_up", "law": "43B2(b)", "seat": "S", "cards": ["DA"], "trick": 1,
                       "reason": "revoke"},
           "at": {"calls": 4, "events": 4},
           "facts": {"attention_drawn_by": "N", "law43.dummy_violated": True, "non_offenders_acted": False,
                     "law64.offender_won": False}}],
         _expect(_r(["43B2(b)"]),
                 _r(["62A", "62B2", "43B2(b)", "64A2", "64C"], None, ["trick_transfer:EW+1"])),
         play=LOST_RIGHTS_REVOKE + " S<DA/revoke_correction S:S2"),
    Case(421, "dummy-points-out-established-revoke", f"{BY_EBU}, Laws 43A1(b) and 64",
         "During the play dummy, who has kept his rights, points out a defender's established revoke: the revoke is "
         "ruled as usual, and dummy is liable to a procedural penalty.",
         PASSED_4H,
         [_step("dummy_conduct", event=11, at=(4, 20),
                facts={"law42.act": "drew_attention", "law43.irregularity": "revoke", "law43.dummy_violated": False}),
          {"irregularity": {"kind": "revoke", "event": 11},
           "settles": {"kind": "follow_up", "law": "43A1(b)", "seat": "W", "cards": ["H8"], "trick": 3,
                       "reason": "revoke"},
           "at": {"calls": 4, "events": 20},
           "facts": {"attention_drawn_by": "N", "non_offenders_acted": False}}],
         _expect(_r(["43A1(b)", "43B1"]),
                 _r(["63B", "64A1", "64C"], None, ["trick_transfer:NS+2"])),
         play=" ".join(REVOKE_PLAY.split()[:20])),
    Case(422, "dummy-lost-rights-points-out-lead-out-of-turn", f"{BY_EBU}, Law 43B3",
         "Dummy, having looked at a defender's hand, is first to point out a defender's lead out of turn: no "
         "immediate rectification; at the end the Director takes away only the defenders' gain.",
         PASSED_4H,
         [_step("dummy_conduct", event=4, at=(4, 5),
                facts={"law42.act": "drew_attention", "law43.irregularity": "lead_out_of_turn",
                       "law43.dummy_violated": True})],
         _expect(_r(["43A1(b)", "43B3", "43B1"])), play=LOOT_AT_TRICK_2),
    Case(423, "dummy-points-out-lead-out-of-turn", f"{BY_EBU}, Law 43A1(b)",
         "Dummy, who has kept his rights, is first to point out a defender's lead out of turn: it is rectified as "
         "usual (declarer may accept it), and dummy is liable to a procedural penalty.",
         PASSED_4H,
         [_step("dummy_conduct", event=4, at=(4, 5),
                facts={"law42.act": "drew_attention", "law43.irregularity": "lead_out_of_turn",
                       "law43.dummy_violated": False}),
          {"irregularity": {"kind": "lead_out_of_turn", "event": 4},
           "settles": {"kind": "follow_up", "law": "43A1(b)", "seat": "E", "cards": ["H4"], "trick": 2,
                       "reason": "lead_out_of_turn"},
           "at": {"calls": 4, "events": 5},
           "facts": {"attention_drawn_by": "N", "non_offenders_acted": False, "law53.misinformed": False},
           "chosen": {"law56.declarer_choice": "law56.accept"}}],
         _expect(_r(["43A1(b)", "43B1"]),
                 _r(["56"], {"law56.declarer_choice": ["law56.accept", "law56.refuse"]})), play=LOOT_AT_TRICK_2),
    Case(424, "dummy-stops-lead-from-wrong-hand", f"{BY_EBU}, Law 42B2",
         "Declarer is about to lead from his hand when dummy is on lead; dummy says \"you're in dummy\" before any "
         "card is led: dummy's right, no rectification.",
         PASSED_4H,
         [_step("dummy_conduct", at=(4, 4), facts={"law42.act": "warned_wrong_hand", "law43.dummy_violated": False})],
         _expect(_r(["42B2"])), play="W:S5 N:SA E:S7 S:S2"),
    Case(425, "dummy-lost-rights-warns-wrong-hand", f"{BY_WBF}, Law 43B2(a)",
         "Dummy, having left his seat to watch declarer's play, warns declarer not to lead from the wrong hand: "
         "either defender chooses the hand declarer leads from.",
         PASSED_4H,
         [_step("dummy_conduct", at=(4, 4), facts={"law42.act": "warned_wrong_hand", "law43.dummy_violated": True},
                chosen={"law43.hand_to_lead_from": "lead_from_s"})],
         _expect(_r(["43B2(a)", "43B1"], {"law43.hand_to_lead_from": ["lead_from_s", "lead_from_n"]})),
         play="W:S5 N:SA E:S7 S:S2"),
]

# --- the procedure after an irregularity (Laws 9-11) -------------------------------------------------------
CASES += [
    Case(426, "players-waive-lead-out-of-turn-director-cancels", f"{BY_HBF}, Law 10B",
         "A defender leads out of turn; declarer tells him to pick the card up and the Director is called later: "
         "the Director cancels the players' own waiver (10B) and rules the lead out of turn, which declarer "
         "refuses: a major penalty card.",
         PASSED_4H,
         [_step("procedure_breach", event=4, at=(4, 5),
                facts={"law9.what": "players_settled", "law9.irregularity": "lead_out_of_turn", "law9.offender": "E",
                       "law10.settlement": "waived"},
                chosen={"law10.settlement": "cancel_settlement"}),
          {"irregularity": {"kind": "lead_out_of_turn", "event": 4},
           "settles": {"kind": "follow_up", "law": "10B", "seat": "E", "cards": ["H4"], "trick": 2,
                       "reason": "lead_out_of_turn"},
           "at": {"calls": 4, "events": 5},
           "facts": {"non_offenders_acted": False, "law53.misinformed": False},
           "chosen": {"law56.declarer_choice": "law56.refuse"}}],
         _expect(_r(["10A", "10B"], {"law10.settlement": ["allow_settlement", "cancel_settlement"]}),
                 _r(["56"], {"law56.declarer_choice": ["law56.accept", "law56.refuse"]}),
                 penalty_cards=["E:H4:major"]),
         play=LOOT_AT_TRICK_2 + " E<H4/out_of_turn"),
    Case(427, "revoke-seen-director-called-at-end-right-kept", f"{BY_EBU}, Laws 9B1(a) and 11A",
         "Declarer suspects West's revoke at trick 3 but plays on, calling the Director two tricks later: he judges "
         "the right to rectification not forfeited (11A), and the established revoke is ruled as usual.",
         PASSED_4H,
         [_step("procedure_breach", event=11, at=(4, 20),
                facts={"law9.what": "director_not_called", "law9.irregularity": "revoke", "law9.offender": "W",
                       "non_offenders_acted": True, "rectification_forfeited": False}),
          {"irregularity": {"kind": "revoke", "event": 11},
           "settles": {"kind": "follow_up", "law": "11A", "seat": "W", "cards": ["H8"], "trick": 3,
                       "reason": "revoke"},
           "at": {"calls": 4, "events": 20},
           "facts": {"non_offenders_acted": True, "rectification_forfeited": False}}],
         _expect(_r(["11A"]),
                 _r(["63B", "64A1", "64C"], None, ["trick_transfer:NS+2"])),
         play=" ".join(REVOKE_PLAY.split()[:20])),
]

# --- a new shuffle and redeal (Law 6D): numbered from 600 -----------------------------------------------------
CASES += [
    Case(600, "card-face-up-during-the-deal-redealt", f"{BY_EBU}, Law 6D1",
         "Boards dealt at the table: a card turns face up while North deals, before anyone has called on the "
         "board: a misdeal, the cards are shuffled and dealt again.",
         "", [_step("redeal", at=(0, None), facts={"law6.case": "card_seen", "law6.auction_begun": False})],
         _expect(_r(["6D1", "6F"])), dealer="N"),
    Case(601, "wrong-number-of-cards-dealt-redealt", f"{BY_EBU}, Law 6D1",
         "Boards dealt at the table: a player counting his hand before the auction finds he was dealt the wrong "
         "number of cards: a misdeal, the cards are shuffled and dealt again.",
         "", [_step("redeal", at=(0, None), facts={"law6.case": "incorrectly_dealt", "law6.auction_begun": False})],
         _expect(_r(["6D1", "6F"])), dealer="N"),
    Case(602, "replay-of-past-deals-not-redealt", f"{BY_EBU}, Law 6D2",
         "An event that replays past deals (the Queensland Wide Pairs): boards made from an earlier session's deals "
         "are what the event means to play, so 6D2 does not apply and there is no redeal.",
         "", [_step("redeal", at=(0, None), facts={"law6.case": "imported", "law6.replay_event": True})],
         _expect(_r(["6D2"])), dealer="N"),
]

# --- improper communication between partners (Law 73A, 73B): numbered from 730 ---------------------------
NSW_2005_DEAL = "N:Q932.A.T54.AT942 .QJT643.963.KJ83 AKT87.K7.AKJ.Q76 J654.9852.Q872.5"
CASES += [
    Case(730, "pass-card-taken-out-and-returned-partner-bids-on", f"{BY_EBU}, Laws 73B1 and 16B",
         "North takes a pass card out of the bidding box, puts it back and doubles 4H (for values); South, who could "
         "pass, bids 4S: the manner conveyed doubt, pass was a logical alternative, adjusted to 4H doubled.",
         "W:Pass N:Pass E:3H S:X W:4H N:X E:Pass S:4S W:Pass N:Pass E:Pass",
         [_step("improper_communication", at=(11, None),
                facts={"discovered": "after_play", "law73.communicator": "N", "law73.means": "emphasis",
                       "law73.communication": "North took a pass card out of the bidding box, returned it and "
                                              "then doubled 4H.",
                       "law73.communicated": True, "law73.prearranged": False,
                       "law16.acted": True, "law16.action_kind": "call", "law16.call": "4S",
                       "law16.suggests": "North's doubt about the double suggests bidding on rather than "
                                         "defending 4H doubled",
                       "law16.demonstrable": True, "law16.poll_taken": False, "law16.logical_alternative": True,
                       "law16.alternatives": "Pass", "law16.damaged": True})],
         _expect(_r(["73B1", "90A", "73C1", "16B1(a)", "73C2", "16B3", "12C1"])),
         deal=NSW_2005_DEAL, dealer="W", board=24),
]

# --- reviews and questions (20), a call misunderstood (21A), disclosure (40B): numbered from 200 ---------------
STRONG_2C = ("N:2C E:Pass S:2D W:Pass N:2NT E:Pass S:3D W:Pass N:3H E:Pass S:3NT W:Pass N:Pass E:Pass "
             "S:Pass")
CASES += [
    Case(200, "question-for-partners-benefit-at-opening-lead", f"{BY_EBU}, Law 20G1",
         "While West thinks about his opening lead, East asks to see the declaring side's system card only to show "
         "interest: a question for partner's benefit (20G1); what it tells West is unauthorised (16B1).",
         PASSED_4H, [_step("auction_review", at=(4, None), facts={"law20.issue": "for_partner", "law20.asker": "E"})],
         _expect(_r(["20G1", "16B1"]))),
    Case(201, "dummy-consults-own-system-card", f"{BY_EBU}, Laws 20G3 and 40B2(b)",
         "Dummy reads his own system card during the play: the Laws do not permit it (20G3, 40B2(b)); dummy is "
         "liable to a procedural penalty and the Director judges at the end of play whether it mattered.",
         PASSED_4H, [_step("auction_review", at=(4, 1), facts={"law20.issue": "own_card", "law20.asker": "N"})],
         _expect(_r(["20G3", "40B2(b)"])), play="W:S5"),
    Case(202, "call-misunderstood-without-asking-no-redress", f"{BY_HBF}, Law 21A",
         "East on lead against 3NT took South's alerted 2D (a weak reply to a strong 2C) for a heart transfer "
         "without asking, and led a spade: acting on her own misunderstanding, she has no redress (21A).",
         STRONG_2C,
         [_step("call_misheard", at=(12, None),
                facts={"law21.player": "E", "law21.misheard": "2D", "law21.cause": "own", "law21.shown": False})],
         _expect(_r(["21A"])), dealer="N"),
    Case(203, "explanation-without-partnership-experience-adjusted", f"{BY_WBF}, Law 40B5",
         "East's 2D overcall is explained as one-suited; the pair's experience, known to the explainer, is that it "
         "is often both majors. The missing information was crucial to South's 3NT and damaged North-South: "
         "an adjusted score (40B5(b)).",
         "N:1NT E:2D S:3NT W:Pass N:Pass E:Pass",
         [_step("disclosure_failure", at=(6, None),
                facts={"law40.side": "E", "law40.failure": "incomplete", "discovered": "after_play",
                       "law40.crucial": True, "law40.damaged": True})],
         _expect(_r(["40B5(b)"])), dealer="N"),
]

# --- who must pass after the ruling, as the published ruling (or the Law) says: the option chosen in force
PASS_BARS: dict[int, list[str]] = {
    33: ["W:rest_of_auction:27B2"], 34: ["W:rest_of_auction:27B2"], 36: ["W:rest_of_auction:27B2"],
    40: ["E:next_turn:30A"], 42: ["E:next_turn:31A2(b)"], 43: ["W:next_turn:31A2(b)"],
    45: ["E:next_turn:32A2(b)"], 46: ["S:next_turn:31A2(b)"], 47: ["E:next_turn:31A2(b)"],
    55: ["N:rest_of_auction:36B2"], 56: ["N:rest_of_auction:36B2"], 57: ["W:rest_of_auction:36B2"],
    58: ["E:next_turn:24B"], 60: ["E:next_turn:24C"], 102: ["W:rest_of_auction:27B2"],
}
CASES = [replace(c, expect={**c.expect, "pass_bars": PASS_BARS.get(c.number, [])}) for c in CASES]

# --- the source of every case, and whether a consulted publication gives its ruling (sources.py) --------
CASES = [replace(c, source=source_of(c.number)[0], published=source_of(c.number)[1]) for c in CASES]
