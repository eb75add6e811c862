"""What the Director is called for: :class:`IrregularityKind`, with the laws that rule each kind.

One enumeration for the whole program: the auction and play records report the irregularities they
show as these kinds (:mod:`tdcompanion.core.auction_rules`, :mod:`tdcompanion.core.play_irregularities`),
the wizard offers them, each is ruled by one family of laws (:mod:`tdcompanion.core.laws`), and an
incident file stores their values (which therefore never change). The laws that rule a kind are
declared by its family, and read from the lawbook (``WBF2017.laws_of(kind)``).
"""

from __future__ import annotations

import enum


class IrregularityKind(enum.Enum):
    """What the Director is called for; each is ruled by one family of laws (``Lawbook.laws_of``)."""

    SURPLUS_CARD = "surplus_card"
    """A hand with more than 13 cards, or a card that is not part of the deal (Law 13)."""
    MISSING_CARD = "missing_card"
    """A hand with fewer than 13 cards and none with more (Law 14)."""
    DEFECTIVE_TRICK = "defective_trick"
    """A player omitted to play to a trick or played too many cards to it (Law 67)."""
    EXPOSED_CARD = "exposed_card"
    """A card exposed, or named as held: a defender's becomes a penalty card (Laws 49-51), declarer's
    does not (Law 48)."""
    PENALTY_CARD_NOT_PLAYED = "penalty_card_not_played"
    """A defender leads or plays another card when a penalty card had to be played (Law 52)."""
    OPENING_LEAD_OUT_OF_TURN = "opening_lead_out_of_turn"
    """The opening lead faced by the wrong defender (Law 54)."""
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    """A lead out of turn during the play (Laws 53, 55, 56)."""
    PREMATURE_PLAY = "premature_play"
    """A defender leads or plays before partner has played (Law 57)."""
    REVOKE = "revoke"
    """Failure to follow suit, or to comply with a rectification, when able (Laws 61-64)."""
    # -- the auction period
    CARD_EXPOSED_IN_AUCTION = "card_exposed_in_auction"
    """A card exposed or led during the auction period (Law 24)."""
    CHANGE_OF_CALL = "change_of_call"
    """A player changes or wants to change a call, unintended or intended (Law 25)."""
    INSUFFICIENT_BID = "insufficient_bid"
    """A bid that does not overcall the last bid (Law 27, with 23 and 26)."""
    CALL_OUT_OF_ROTATION = "call_out_of_rotation"
    """A call made when it was another player's turn (Laws 28-34)."""
    INADMISSIBLE_CALL = "inadmissible_call"
    """A double or redouble Law 19 does not permit, a call by a player required to pass, a bid above
    seven (Laws 35-38)."""
    CALL_AFTER_AUCTION = "call_after_auction"
    """A call after the final pass of the auction (Law 39)."""
    FACE_DOWN_LEAD = "face_down_lead"
    """An opening lead made face down, before it is faced (Law 41, 47E)."""
    # -- the play period
    CARD_PLAYED = "card_played"
    """Whether a card was played, declarer's designation, dummy's errors, retraction (Laws 45, 47)."""
    SIMULTANEOUS_PLAY = "simultaneous_play"
    """Two cards led or played at the same time (Law 58)."""
    INABILITY_TO_PLAY = "inability_to_play"
    """A player cannot lead or play as a rectification requires (Law 59)."""
    PLAY_AFTER_ILLEGAL_PLAY = "play_after_illegal_play"
    """A card played after an opponent's irregular lead or play, before it was rectified (Law 60)."""
    CLAIM = "claim"
    """A claim or concession disputed, or a concession withdrawn (Laws 68-71)."""
    # -- information
    UNAUTHORISED_INFORMATION = "unauthorised_information"
    """Partner's hesitation, remark, question or other extraneous information may have been used
    (Laws 16, 73)."""
    MISINFORMATION = "misinformation"
    """An explanation or alert that did not match the partnership agreement (Laws 20, 21, 40, 75)."""
    WRONG_BOARD = "wrong_board"
    """A board played by players it was not meant for, or a call made from the wrong board (Law 15)."""
    DUMMY_CARD_NAMED = "dummy_card_named"
    """Declarer called dummy's card incompletely or wrongly: "high", "low", a suit or rank alone (Law 46)."""
    DUMMY_CARD_HIDDEN = "dummy_card_hidden"
    """A card of dummy's found hidden or not spread with the rest: part of dummy's hand throughout (Law 41D; a
    revoke through it, Laws 61-64)."""
    CARD_POINTED_WRONGLY = "card_pointed_wrongly"
    """A played card pointed the wrong way among a player's quitted tricks (Law 65B)."""
    TRICK_INSPECTED = "trick_inspected"
    """A player asked to see, or looked at, the cards of the current trick, his own last card or quitted tricks
    (Law 66)."""
    TRICKS_DISPUTED = "tricks_disputed"
    """The players disagree on the number of tricks won (Laws 65D, 66D, 79)."""
    DUMMY_CONDUCT = "dummy_conduct"
    """Something dummy did or said during the play: one of his rights, or a breach of his limitations (Laws 42,
    43)."""
    PROCEDURE_BREACH = "procedure_breach"
    """The procedure after an irregularity not followed: attention drawn by whom, the Director not called or
    anticipated, a premature correction, a settlement the players made among themselves (Laws 9-11)."""
    # -- the Director
    SCORE_ADJUSTMENT = "score_adjustment"
    """The Director awards an adjusted score directly, in any form Law 12 gives: assigned, weighted, different for
    each side, or artificial when the board cannot be played normally."""
    DIRECTOR_ERROR = "director_error"
    """A ruling the Director gave earlier on the board is found to be wrong (Law 82): recorded against that
    ruling."""
    # -- the board and the players, added later (values are appended: files keep them)
    REDEAL = "redeal"
    """The cards not shuffled or dealt properly, or a card that could have been seen in the shuffle and deal: a
    new shuffle and deal, or why not (Law 6D)."""
    IMPROPER_COMMUNICATION = "improper_communication"
    """A player communicated with partner other than by calls and plays: emphasis, tone, gesture, remark,
    mannerism, a question or alert used as a signal, or a prearranged method (Law 73A, 73B; with 16B)."""
    # -- questions, reviews and disclosure
    AUCTION_REVIEW = "auction_review"
    """A review of the auction refused, given by partner or in error; a question asked for partner's benefit or to
    mislead; a player's own system card consulted (Laws 20A-E, 20G, 40B2)."""
    CALL_MISHEARD = "call_misheard"
    """A player acted on a call he misheard or misread: his own misunderstanding (Law 21A)."""
    DISCLOSURE_FAILURE = "disclosure_failure"
    """A partnership understanding not disclosed, not permitted, or explained without its special information
    (Law 40B)."""

    def __repr__(self) -> str:
        return f"IrregularityKind.{self.name}"


def laws_text(laws: tuple[int, ...]) -> str:
    """Law numbers as the Director reads them: a run of three or more as ``"61-64"``, the rest one by one,
    comma-separated (``"53, 55, 56"``, ``"20, 21, 40, 75"``)."""
    runs: list[list[int]] = []
    for law in laws:
        if runs and law == runs[-1][-1] + 1:
            runs[-1].append(law)
        else:
            runs.append([law])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(f"{run[0]}-{run[-1]}")
        else:
            parts.extend(str(law) for law in run)
    return ", ".join(parts)
