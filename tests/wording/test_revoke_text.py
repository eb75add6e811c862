"""The revoke family's sentences (Laws 61-64) as the ruling prints them, in English and in Greek: the
64B4 question, and the 64C review with and without a transfer, during and after play."""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import DirectorReview, Moment, Question, Reason, ref
from tdcompanion.core.laws.law61_64 import NON_OFFENDER_CALLED
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text

REVIEWS: dict[str, tuple[DirectorReview, str, str]] = {
    "with a transfer, during play": (
        DirectorReview(law=ref("64C"), when=Moment.END_OF_PLAY, reason=Reason.REVOKE_EQUITY),
        "Call the Director back at the end of play: if the trick transfer does not make up for the damage, he "
        "adjusts the score (Law 64C).",
        "Καλέστε ξανά τον Διαιτητή στο τέλος της εκτέλεσης: αν η μεταφορά λεβέ δεν αποκαθιστά τη ζημιά, "
        "επιδικάζει επανορθωτική βαθμολογία – Νόμος 64Γ."),
    "no transfer, play over": (
        DirectorReview(law=ref("64C"), when=Moment.NOW, reason="revoke_damage"),
        "The Director judges now, play being over: if the revoke damaged the side that did not revoke, he adjusts "
        "the score (Law 64C).",
        "Ο Διαιτητής κρίνει τώρα, αφού η εκτέλεση έχει τελειώσει: αν η ρενόνς ζημίωσε τον άξονα που δεν την "
        "έκανε, επιδικάζει επανορθωτική βαθμολογία – Νόμος 64Γ."),
}  # fmt: skip


@pytest.mark.parametrize("name", list(REVIEWS))
def test_the_64c_review_in_words(name: str) -> None:
    review, en, el = REVIEWS[name]
    assert rule_text.describe(review, "en") == en
    assert rule_text.describe(review, "el") == el


def test_the_64b4_question_in_words() -> None:
    question: Question[bool] = Question(NON_OFFENDER_CALLED, None, None, {"seat": Seat.W})
    assert rule_text.question_text(question, "en") == (
        "When attention was first drawn to the revoke, had an opponent of West's called on the next board?"
    )
    assert rule_text.question_text(question, "el") == (
        "Όταν επισημάνθηκε για πρώτη φορά η ρενόνς, είχε κάνει δήλωση στην επόμενη διανομή κάποιος από τους "
        "αντιπάλους της Δύσης;"
    )


def test_the_period_of_a_disputed_claim_in_words() -> None:
    from tdcompanion.core.laws import Period

    assert rule_text.value_text(Period.CLAIM, "en", fact="discovered") == (
        "while a claim or concession was disputed, before the Director ruled on it"
    )
    assert rule_text.value_text(Period.CLAIM, "el", fact="discovered") == (
        "ενώ αμφισβητούνταν μια διεκδίκηση ή παραχώρηση, πριν αποφανθεί ο Διαιτητής"
    )


def test_the_claim_to_rule_after_the_revoke_in_words() -> None:
    from tdcompanion.core.laws import FollowUp, IrregularityKind

    follow = FollowUp(law=ref("70"), irregularity=IrregularityKind.CLAIM, seat=Seat.S, event=8)
    assert rule_text.describe(follow, "en") == (
        "Then rule on South's claim or concession, still disputed, with the revoke corrected (Law 70)."
    )
    assert rule_text.describe(follow, "el") == (
        "Στη συνέχεια κρίνεται η διεκδίκηση ή παραχώρηση του Νότου, που αμφισβητείται ακόμα, με τη ρενόνς "
        "διορθωμένη – Νόμος 70."
    )
