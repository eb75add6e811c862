"""Sentences of the play families as the ruling prints them, in English and in Greek: Law 45D1's named card
played in place of dummy's, where the trick goes to whoever wins it with the corrected cards."""

from __future__ import annotations

from tdcompanion.core.cards import Card
from tdcompanion.core.laws import CardWithdrawn, NamedCardPlayed, ref
from tdcompanion.core.seats import Seat
from tdcompanion.wording import rule_text


def test_45d1_the_named_card_and_the_next_tricks_card_taken_back() -> None:
    named = NamedCardPlayed(law=ref("45D1"), seat=Seat.N, card=Card.parse("S2"), trick=1)
    assert rule_text.describe(named, "en") == (
        "♠2, the card declarer named, is played from North to trick 1 in its place; the trick goes to whoever "
        "wins it with that card (Law 45D1)."
    )
    assert rule_text.describe(named, "el") == (
        "Το ♠2, το φύλλο που ονόμασε ο εκτελεστής, παίζεται από τον Βορρά στη λεβέ 1 στη θέση του· τη "
        "λεβέ την κερδίζει όποιος την κερδίζει με αυτό το φύλλο – Νόμος 45Δ1."
    )
    back = CardWithdrawn(law=ref("45D1"), seat=Seat.N, card=Card.parse("HA"), trick=2)
    assert rule_text.describe(back, "en") == "North's ♥A is taken back from trick 2 (Law 45D1)."
