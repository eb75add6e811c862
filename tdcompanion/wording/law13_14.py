"""Sentences for Laws 13 and 14 (incorrect number of cards, missing card) added to the catalogue: key ->
{language: text}; merged into :data:`tdcompanion.wording.rule_text.TEXT` (see that module for the key
scheme). The older sentences of these laws are still in that module."""

from __future__ import annotations

TEXT: dict[str, str] = {
    # -- 13C: a card not part of the deal, played to a quitted trick ------------------------------------------
    "consequence.card_removed.from_trick": (
        "{card}, which is not part of this deal, is taken out of trick {trick}, to which {seat} played it"
    ),
    "reason.law13.trick_stands": (
        "the trick keeps its result and nothing more is rectified; playing that card is neither a revoke nor a penalty "
        "card"
    ),
    "choice.law13.card_to_place": (
        "The card placed among his played cards for that trick, since his hand is one card too long (of the suit led "
        "if he has one)"
    ),
    "question.law13.foreign_trick": "To which trick did {seat} play {card}?",
}
