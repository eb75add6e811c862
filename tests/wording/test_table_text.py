"""Cards played against the table state in words, as the play lists them and its status line says them:
what the Director rules each as (Law 52 or a revoke, Law 61A), the trick, the card and the laws, in English
and in Greek."""

from __future__ import annotations

import pytest

from tdcompanion.core.cards import Card, Suit
from tdcompanion.core.laws import Violation, ViolationKind, ref
from tdcompanion.core.seats import Seat
from tdcompanion.wording.table_text import violation_line, violation_text

c = Card.parse
W, E = Seat.W, Seat.E

LINES: dict[str, tuple[Violation, str, str]] = {
    "50D2(a) a suit declarer forbade, led": (
        Violation(ViolationKind.LEAD_RESTRICTION, W, c("S5"), ref("50D2(a)"), 0, suit=Suit.SPADES),
        "Revoke, trick 3. West led ♠5 although a lead restriction on spades was in force (Laws 50D2(a), 61A).",
        "Ρενόνς, λεβέ 3. Η Δύση έκανε έξοδο το ♠5, ενώ ίσχυε περιορισμός στην έξοδο για πίκες "
        "– Νόμοι 50Δ2(α), 61Α."),
    "57A declarer's requirement not complied with": (
        Violation(ViolationKind.PLAY_RESTRICTION, E, c("S7"), ref("57A"), 2),
        "Revoke, trick 3. East played ♠7 against declarer's requirement for his play (Laws 57A, 61A).",
        "Ρενόνς, λεβέ 3. Η Ανατολή έπαιξε το ♠7 αντίθετα με την απαίτηση του εκτελεστή για το παίξιμό "
        "του – Νόμοι 57Α, 61Α."),
    "51A not the penalty card declarer designated": (
        Violation(ViolationKind.PENALTY_CARD_NOT_PLAYED, W, c("DJ"), ref("51A"), 0, required=(c("HT"),)),
        "Penalty card not played, trick 3. West played ♦J when he had to play the penalty card ♥10 (Laws 51A, 52).",
        "Τιμωρημένο φύλλο που δεν παίχτηκε, λεβέ 3. Η Δύση έπαιξε το ♦J, ενώ έπρεπε να παίξει το "
        "τιμωρημένο φύλλο ♥10 – Νόμοι 51Α, 52."),
    "50C a lower card before a minor penalty card": (
        Violation(ViolationKind.MINOR_PENALTY_CARD, W, c("D9"), ref("50C"), 0, required=(c("D8"),)),
        "Penalty card not played, trick 3. West played ♦9 before his minor penalty card ♦8 (Laws 50C, 52).",
        "Τιμωρημένο φύλλο που δεν παίχτηκε, λεβέ 3. Η Δύση έπαιξε το ♦9 πριν από το μικρό τιμωρημένο "
        "φύλλο του ♦8 – Νόμοι 50Γ, 52."),
}  # fmt: skip


@pytest.mark.parametrize("name", list(LINES))
def test_a_card_played_against_the_table_is_worded_with_its_trick_card_and_laws(name: str) -> None:
    violation, english, greek = LINES[name]
    assert violation_line(violation, 3, "en") == english
    assert violation_line(violation, 3, "el") == greek


def test_the_table_panel_says_what_happened_and_the_law_broken() -> None:
    violation = LINES["50D2(a) a suit declarer forbade, led"][0]
    assert violation_text(violation, "en") == "West led ♠5 although a lead restriction on spades was in force " \
        "(Law 50D2(a))."  # fmt: skip
    assert violation_text(violation, "el") == (
        "Η Δύση έκανε έξοδο το ♠5, ενώ ίσχυε περιορισμός στην έξοδο για πίκες – Νόμος 50Δ2(α)."
    )
