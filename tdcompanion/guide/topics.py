"""Where F1 opens the guide on a wizard page: each irregularity the wizard rules -> its page and anchor.

The one table of it (a test checks that it covers every kind the lawbook's families rule, and that
every target exists in every language). The tasks with a page of their own (a lead out of turn, a
penalty card, a revoke, a claim) open there; every other family opens at its anchor on the laws page.
"""

from __future__ import annotations

from tdcompanion.core.irregularity import IrregularityKind as K

__all__ = ["LAWS_PAGE", "TOPICS", "topic_of"]

LAWS_PAGE = "laws"

TOPICS: dict[K, str] = {
    K.REDEAL: "laws#law-6",
    K.SURPLUS_CARD: "laws#law-13",
    K.MISSING_CARD: "laws#law-14",
    K.WRONG_BOARD: "laws#law-15",
    K.PROCEDURE_BREACH: "laws#law-9",
    K.UNAUTHORISED_INFORMATION: "laws#law-16",
    K.IMPROPER_COMMUNICATION: "laws#law-73",
    K.MISINFORMATION: "laws#law-20",
    K.AUCTION_REVIEW: "laws#law-20a",
    K.CALL_MISHEARD: "laws#law-21a",
    K.DISCLOSURE_FAILURE: "laws#law-40b",
    K.CARD_EXPOSED_IN_AUCTION: "laws#law-24",
    K.CHANGE_OF_CALL: "laws#law-25",
    K.INSUFFICIENT_BID: "laws#law-27",
    K.CALL_OUT_OF_ROTATION: "laws#law-28",
    K.INADMISSIBLE_CALL: "laws#law-35",
    K.CALL_AFTER_AUCTION: "laws#law-39",
    K.FACE_DOWN_LEAD: "laws#law-41",
    K.DUMMY_CARD_HIDDEN: "laws#law-41d",
    K.DUMMY_CONDUCT: "laws#law-42",
    K.CARD_PLAYED: "laws#law-45",
    K.DUMMY_CARD_NAMED: "laws#law-46",
    K.EXPOSED_CARD: "penalty-cards#law-48",
    K.PENALTY_CARD_NOT_PLAYED: "penalty-cards#law-52",
    K.LEAD_OUT_OF_TURN: "out-of-turn#law-53",
    K.OPENING_LEAD_OUT_OF_TURN: "out-of-turn#law-54",
    K.PREMATURE_PLAY: "laws#law-57",
    K.SIMULTANEOUS_PLAY: "laws#law-58",
    K.INABILITY_TO_PLAY: "laws#law-59",
    K.PLAY_AFTER_ILLEGAL_PLAY: "laws#law-60",
    K.REVOKE: "revoke#law-61",
    K.CARD_POINTED_WRONGLY: "laws#law-65",
    K.TRICK_INSPECTED: "laws#law-66",
    K.TRICKS_DISPUTED: "laws#law-79",
    K.DEFECTIVE_TRICK: "laws#law-67",
    K.CLAIM: "claim#law-68",
    K.SCORE_ADJUSTMENT: "laws#law-12",
    K.DIRECTOR_ERROR: "laws#law-82",
}


def topic_of(kind: K | None) -> str:
    """The page (and anchor) of the guide for ``kind``: ``"revoke#law-61"``; the laws page for none."""
    if kind is None:
        return LAWS_PAGE
    return TOPICS.get(kind, LAWS_PAGE)
