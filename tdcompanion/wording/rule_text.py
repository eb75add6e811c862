"""Sentences for rulings, questions and refusals, in English and Greek (no Qt: the CLI and the wizard use them).

The core gives data (consequence kinds with parameters, option and choice ids, fact ids); this
catalogue words them, one sentence per language, in our own words, citing the law. Greek follows
the project glossary (τιμωρημένο φύλλο, ρενόνς, αθέμιτη πληροφορία, επανορθωτική βαθμολογία ...);
seats are named "ο παίκτης Δύση" so that no declension is needed.

A family that adds a consequence kind, a reason, an option id or a fact adds its sentences here, or in
its own module of this package (``tdcompanion/wording/lawNN_MM.py``: found by its name and merged below);
anything without a sentence is still shown, by its id and parameters.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
import pkgutil
from collections.abc import Iterable, Mapping, Sequence
from types import ModuleType
from typing import Any

from tdcompanion.core.calls import Bid, Call, CallKind, Strain
from tdcompanion.core.cards import Card, Rank, Suit
from tdcompanion.core.errors import InputError
from tdcompanion.core.laws import (
    Choice,
    Consequence,
    FactKind,
    IrregularityKind,
    LawRef,
    Option,
    Question,
    Resolution,
    Ruling,
)
from tdcompanion.core.laws.facts import FactValue, FactValueError
from tdcompanion.core.laws.judgement import Judgement
from tdcompanion.core.laws.poll import PollAnswer, PollCount
from tdcompanion.core.seats import Seat, Side
from tdcompanion.wording import auction_words, judgement_words, table_words
from tdcompanion.wording.catalogue import Plural, Sentences
from tdcompanion.wording.names import NAMES, seat_text, side_text, suit_name
from tdcompanion.wording.ref_text import law_ref_text
from tdcompanion.wording.report_words import word

#: Every sentence: key -> English, with {named} parameters; the other languages are in the catalogue.
TEXT: dict[str, str | Plural] = {
    "tricks": Plural("{count} trick", "{count} tricks"),
    # A sentence with the law it applies. Greek cites after a dash: its sub-items keep their own parentheses
    # (50Δ2(α)), and "(Νόμος 50Δ2(α))" would double them.
    "cited": "{text} ({law}).",
    "with_laws": "{text} ({laws})",
    # The edition of the Laws an incident is ruled under, by the name the file gives it.
    "lawbook.WBF 2017": "WBF 2017",
    # What the Director typed, quoted as typed.
    "quoted": "“{text}”",
    # -- frame -----------------------------------------------------------------------------------------------
    "law": "Law {ref}",
    "laws": "Laws {refs}",
    "title": "Board {board} - {irregularity} - {edition}",
    "ruling": "Ruling",
    "choices": "Options",
    "still_open": "Still to choose",
    "chosen": "Chosen: {option}",
    "default": "(if he exercises no option)",
    "no_consequence": "No further consequence.",
    "ruling_number": "Ruling {number}: {what}",
    "later_choice_number": "Later choice {number}: {what}",
    "not_applied": "Not applied yet.",
    "open_choices": "Still to choose",
    "open_now": "To settle now",
    "question_needed": "More facts are needed",
    "answer_with": "Answer with one of: {values}",
    "answer_kind": "Answer: {what}",
    "inconsistent": "The facts do not agree",
    "chooser": "{role} ({seat}) chooses{alone}",
    "chooser_unknown": "{role} chooses{alone}",
    "alone": ", without consulting partner (Law 10C2)",
    "yes": "yes",
    "no": "no",
    "kind.yes_no": "yes or no",
    "kind.seat": "a seat (N, E, S, W)",
    "kind.card": "a card, e.g. SJ",
    "kind.cards": "cards, e.g. SJ H2",
    "kind.suit": "a suit (S, H, D, C)",
    "kind.number": "a number from {low} to {high}",
    # -- irregularities --------------------------------------------------------------------------------------
    "irregularity.surplus_card": "incorrect number of cards",
    "irregularity.missing_card": "missing card",
    "irregularity.defective_trick": "defective trick",
    "irregularity.exposed_card": "exposed card",
    "irregularity.penalty_card_not_played": "penalty card not played",
    "irregularity.opening_lead_out_of_turn": "opening lead out of turn",
    "irregularity.lead_out_of_turn": "lead out of turn",
    "irregularity.premature_play": "premature lead or play",
    "irregularity.revoke": "revoke",
    # -- roles -----------------------------------------------------------------------------------------------
    "role.declarer": "Declarer",
    "role.defender": "The defender",
    "role.non_offending_side": "The non-offending side",
    "role.offender": "The offender",
    "role.offenders_partner": "The offender's partner",
    "role.director": "The Director",
    # -- consequences ----------------------------------------------------------------------------------------
    "consequence.penalty_card": "{seat}'s {card} becomes a {grade} penalty card",
    "grade.major": "major",
    "grade.minor": "minor",
    "consequence.penalty_card_picked_up": "{seat}'s {card} is no longer a penalty card and goes back into his hand",
    "consequence.lead_restriction.require.next_lead": "{leader} must lead {suit} at his next turn to lead",
    "consequence.lead_restriction.require.while_on_lead": "{leader} must lead {suit} for as long as he keeps the lead",
    "consequence.lead_restriction.forbid.next_lead": "{leader} may not lead {suit} at his next turn to lead",
    "consequence.lead_restriction.forbid.while_on_lead": (
        "{leader} may not lead {suit} for as long as he keeps the lead"
    ),
    "consequence.play_restriction.highest_of_suit_led": "{seat} must play his highest card of the suit led",
    "consequence.play_restriction.lowest_of_suit_led": "{seat} must play his lowest card of the suit led",
    "consequence.play_restriction.play_suit": "{seat} must play {suit} if he cannot follow suit",
    "consequence.play_restriction.not_suit": "{seat} may not play {suit} if he cannot follow suit",
    "consequence.card_restored.found": "{card} goes back into {seat}'s hand, deemed to have been there throughout",
    "consequence.card_restored.other_pack": (
        "{card} from another pack takes the place of the missing card in {seat}'s hand, deemed to have been there "
        "throughout"
    ),
    "consequence.card_restored.played_cards": (
        "{card}, found among {seat}'s played cards, goes back into his hand, deemed to have been there throughout"
    ),
    "consequence.card_removed": "{card}, which is not part of this deal, is taken out of {seat}'s hand",
    "consequence.card_moved": "{card} goes from {from_seat}'s hand to {to_seat}'s, where it belongs",
    "consequence.card_placed_in_trick": (
        "{seat} places {card} among his played cards as his card to trick {trick}; who won the trick does not change"
    ),
    "consequence.card_placed_in_trick.any": (
        "{seat} places one of his cards among his played cards as his card to trick {trick}"
    ),
    "consequence.card_withdrawn": "{seat}'s {card} is taken back from trick {trick}",
    "consequence.supply_card": "{seat} must play to trick {trick} a card he can legally play",
    "consequence.lead_from": "The lead is made by {seat}",
    "consequence.trick_transfer": Plural(
        "At the end of play {count} trick goes to {to_side}", "At the end of play {count} tricks go to {to_side}"
    ),
    "consequence.trick_transfer.from_trick": Plural(
        "At the end of play {count} trick goes to {to_side}, no more than the other side won from trick {trick} on",
        "At the end of play {count} tricks go to {to_side}, no more than the other side won from trick {trick} on",
    ),
    "consequence.unauthorised_information": "{what} is unauthorised information for {for_seat}",
    "consequence.authorised_information": "{what} is authorised information for every player",
    "consequence.director_review.end_of_play": "Call the Director back at the end of play: {reason}",
    "consequence.director_review.end_of_auction": "Call the Director back when the auction ends: {reason}",
    "consequence.director_review.end_of_round": "Call the Director back at the end of the round: {reason}",
    "consequence.adjusted_score": "The Director awards an adjusted score: {reason}",
    "consequence.adjusted_score.artificial": "The Director awards an artificial adjusted score: {reason}",
    "consequence.procedural_penalty": "The offending side may also receive a procedural penalty",
    "consequence.procedural_penalty.seat": "{seat} may also receive a procedural penalty",
    "consequence.proceed": "The board continues normally",
    "consequence.proceed.calls_stand": "The auction and play continue normally; no call is changed",
    "consequence.no_rectification": "No rectification: {reason}",
    "consequence.follow_up.revoke": "Rule next on {seat}'s revoke at trick {trick} ({card}), {established}",
    "established.yes": "established",
    "established.no": "not established",
    "consequence.follow_up.defective_trick": (
        "Rule next on the defective trick: {seat}'s {card} was found among the played cards"
    ),
    "consequence.follow_up.lead_out_of_turn": (
        "The Director deems {seat}'s {card} a lead: rule next on the lead out of turn"
    ),
    "consequence.follow_up": "Rule next on: {irregularity}",
    # -- reasons ---------------------------------------------------------------------------------------------
    "reason.extraneous_information": (
        "a player saw a card of another hand; if that affected the result he adjusts the score"
    ),
    "reason.calls_with_incorrect_hand": "calls were made with an incorrect number of cards; he may adjust the score",
    "reason.cannot_be_corrected": (
        "calls were made with an incorrect number of cards and the deal cannot be corrected and played"
    ),
    "reason.found_after_play": "a hand with more than 13 cards was found after play; the result is cancelled",
    "reason.surplus_card_played": "a card not part of the deal was played to a quitted trick; he may adjust the score",
    "reason.card_played_twice": "the same card was played again to a later trick and it is too late to correct",
    "reason.penalty_card_gain": "if the offenders gained through the penalty card, he adjusts the score",
    "reason.revoke_equity": "if the trick transfer does not make up for the damage, he adjusts the score",
    "reason.unauthorised_information": "if unauthorised information was used, he adjusts the score",
    "reason.damage": "if the non-offending side was damaged, he adjusts the score",
    "reason.after_correction_period": "the Correction Period has ended",
    "reason.forfeited": "the non-offending side acted before calling the Director",
    "reason.accepted": "the irregularity is accepted",
    "reason.returned_to_hand": "declarer's extra card goes back to his hand",
    "reason.only_one_face_visible": (
        "only one card's face was visible: that card is played and the others go back to the hand"
    ),
    "reason.offenders_won_no_later_trick": (
        "no trick is transferred, the offending side won neither that trick nor any later one"
    ),
    # -- information sources ---------------------------------------------------------------------------------
    "source.card_replaced": "Knowing that {cards} had to be put back into partner's hand",
    "source.penalty_card": (
        "Each major penalty card on the table ({cards}) and the duty to play it at the first legal opportunity"
    ),
    "source.penalty_card_returned": "What the penalty card {cards}, now picked up, showed",
    "source.penalty_card_played": "How the penalty card {cards} came to be exposed",
    "source.withdrawn_action": "What the withdrawn {cards} showed",
    "source.exposed_card": "What the exposed {cards} showed",
    # -- choices and options ---------------------------------------------------------------------------------
    "choice.law67.card_to_place": "The card placed among the played cards (of the suit led if he has one)",
    "choice.law67.designate": "The card he meant to play",
    "option.place": "Place {cards}",
    "option.place_card": "Place a card of his choice",
    "option.play": "Plays {cards}",
    # -- refusals (InconsistentFacts reasons) ----------------------------------------------------------------
    "refusal.no_such_event": "the play record has no event {event}",
    "refusal.call_not_recorded": "the auction has no call {call}",
    "refusal.prompt_not_open": "the table state does not ask for this choice at this point of the play",
    "refusal.unknown_option": "an option chosen is not one the ruling offers ({message})",
    "refusal.not_applicable": "the ruling was applied, but a choice is still open in it",
    "refusal.not_in_record": (
        "the board as saved no longer shows what this ruling did to it (a card withdrawn, placed or restored)"
    ),
    "refusal.record_cannot_take": (
        "the record as it stands cannot take this ruling's corrections ({message}); correct the record first"
    ),
    "refusal.unsupported": "no family of laws rules this irregularity yet ({message})",
    "refusal.contradicts_record": "the answer {answered} contradicts the record, which shows {record}",
    "refusal.not_a_choice": "{answered} is not possible here; possible: {choices}",
    "refusal.bad_value": "the stored answer cannot be read: {message}",
    "refusal.card_not_in_hand": "{answered} is not in {seat}'s hand",
    "refusal.no_card_played_yet": "no card has been played yet: the card cannot be among the played cards",
    "refusal.hand_over_13": "a hand holds more than 13 cards ({seats}): Law 13 applies, not Law 14",
    "refusal.hand_not_short": "{answered}'s hand is not short of cards",
    "refusal.card_was_played": "{card} was played by {seat}: it is not missing",
    "refusal.no_missing_card": "name at least one missing card",
    "refusal.restored_card_conflicts": "with {cards} in {seat}'s hand the play as recorded is impossible: {problem}",
    "refusal.wrong_count": "{count} cards must move, not {given}",
    "refusal.counts_differ": "{over} has not as many cards too many as {short} has too few",
    "refusal.same_hand": "the hand over 13 and the hand under 13 cannot both be {seat}'s",
    "refusal.no_quitted_trick": "no trick has been completed yet",
    "refusal.card_recorded": "the record shows {seat}'s {card} in trick {trick}",
    "refusal.no_extra_card": "name the extra card",
    "refusal.card_elsewhere": "{card} is not {seat}'s card to restore",
    # -- questions -------------------------------------------------------------------------------------------
    "question.discovered": "When was attention drawn to the irregularity?",
    "value.discovered.auction": "during the auction",
    "value.discovered.clarification": "after the auction, before the opening lead was faced",
    "value.discovered.play": "during the play",
    "value.discovered.after_play": "after play, before the next board",
    "value.discovered.next_board": "after a call on the next board",
    "value.discovered.after_round": "after the round, within the Correction Period",
    "value.discovered.after_correction_period": "after the Correction Period",
    "question.attention_drawn_by": "Who drew attention to the irregularity?",
    "question.non_offenders_acted": (
        "Did the non-offending side call or play after the irregularity, before the Director came?"
    ),
    "question.rectification_forfeited": "Does that action forfeit the right to rectification (Law 11A)?",
    "question.law14.missing_cards": "Which cards are missing?",
    "question.law14.owner": "To whose hand does {card} belong?",
    "question.law14.found": "Where was {seat}'s missing {card} found?",
    "value.law14.found.among_played_cards": "among the played cards",
    "value.law14.found.elsewhere": "somewhere else",
    "value.law14.found.not_found": "not found",
    "question.law14.exposed": "Was {card} found face up, where {seat}'s partner could see it?",
    "question.law14.owner_defends": "Is {seat} a defender?",
    "question.law13.surplus": "What is the surplus?",
    "value.law13.surplus.misplaced": "a card in the wrong hand (one hand over 13, another under)",
    "value.law13.surplus.foreign": "a card that is not part of the deal",
    "question.law13.over_seat": "Which hand has more than 13 cards?",
    "question.law13.short_seat": "Which hand has fewer than 13 cards?",
    "question.law13.misplaced_cards": "Which of {seat}'s cards belong to {to}'s hand?",
    "question.law13.call_made": "Has a player holding the wrong number of cards made a call?",
    "question.law13.card_seen": "Has a player seen a card of another player's hand?",
    "question.law13.can_be_played": "Can the deal be corrected and played?",
    "question.law13.foreign_card": "Which card is not part of the deal?",
    "question.law13.foreign_holder": "Whose {card} is the one not part of the deal?",
    "question.law13.foreign_played": "Was {seat}'s {card} played to a quitted trick?",
    "question.law67.offender": "Whose card is missing from, or extra in, the trick?",
    "question.law67.trick": "Which trick is defective?",
    "question.law67.next_trick_played": "Had a player of each side played to the next trick when attention was drawn?",
    "question.law67.defect": "What is wrong with {seat}'s cards in trick {trick}?",
    "value.law67.defect.omitted": "he played no card to it",
    "value.law67.defect.too_many": "he played more than one card to it",
    "value.law67.defect.not_among_quitted": "his card is not among the quitted tricks",
    "question.law67.suit_led": "Which suit was led to trick {trick}?",
    "question.law67.extra_cards": "Which extra cards of {seat}'s are among his played cards?",
    "question.law67.how_extra": "How was {seat}'s extra card played?",
    "value.law67.how_extra.simultaneous": "together with his card (Law 58B)",
    "value.law67.how_extra.fifth_card": "as a fifth card to the trick (Law 45E)",
    "question.law67.faces_visible": "Was the face of more than one of {seat}'s cards visible?",
    "question.law67.deemed_led": "Does the Director deem {seat}'s fifth card a lead to the next trick?",
    "question.law67.faced_known": "Can the Director tell which card {seat} faced in playing to trick {trick}?",
    "question.law67.faced_card": "Which card did {seat} face in playing to trick {trick}?",
    "question.law67.exposed": "Was {seat}'s {card} exposed when it went back to his hand?",
    "question.law67.deliberate": "Was {seat}'s {card} exposed through deliberate play?",
    "question.law67.offender_defends": "Is {seat} a defender?",
    "question.law67.card": "Which card did {seat} play to trick {trick}?",
    "question.law67.played_again": "Was {seat}'s {card} played again to a later trick?",
    "question.law67.later_trick": "To which trick was {card} played again?",
    "question.law67.too_late": "Is it too late to correct the play of {card} to trick {trick}?",
}



def _family_modules() -> tuple[ModuleType, ...]:
    """The sentences of every family of laws: each ``lawNN_MM`` module of this package, found by name (a new
    family's wording module needs no registration), with the auction's and the table state's words and the
    Director's judgements."""
    package = importlib.import_module("tdcompanion.wording")
    found = sorted(info.name for info in pkgutil.iter_modules(package.__path__) if info.name.startswith("law"))
    return (auction_words, *(importlib.import_module(f"tdcompanion.wording.{name}") for name in found), table_words,
            judgement_words)  # fmt: skip


for _table in (NAMES, *(family.TEXT for family in _family_modules())):
    _clash = TEXT.keys() & _table.keys()
    assert not _clash, f"sentences defined twice: {sorted(_clash)}"
    TEXT.update(_table)

#: The sentences of rulings, questions and refusals, in the catalogue as ``rule/<key>``.
RULE = Sentences("rule", TEXT)


# --- words ---------------------------------------------------------------------------------------------


def say(key: str, lang: str, **params: object) -> str:
    """The sentence ``key`` in ``lang`` with ``params``; raises ``KeyError`` for an unknown key."""
    return RULE.say(key, lang, **params)


def lawbook_text(name: str, lang: str) -> str:
    """The edition of the Laws an incident file names (``"WBF 2017"``), as ``lang`` calls it."""
    key = f"lawbook.{name}"
    return say(key, lang) if has(key) else name


def suit_led_text(suit: Suit, lang: str) -> str:
    """A suit as the thing led or played: ``a spade`` / ``πίκα``."""
    return say(f"suit.{suit.letter}", lang)


def has(key: str) -> bool:
    return key in TEXT


def card_text(card: Card) -> str:
    """``♠J``, ``♥10``."""
    return card.suit.symbol + (card.rank.label if card.rank is not Rank.TEN else "10")


def cards_text(cards: Iterable[Card]) -> str:
    return ", ".join(card_text(c) for c in cards)


def law_text(refs: Iterable[LawRef | str], lang: str) -> str:
    """``Law 50D2(a)`` / ``Νόμος 50Δ2(α)``, ``Laws 16B1, 73C``: each reference as :func:`law_ref_text` writes it."""
    refs = list(refs)
    if len(refs) == 1:
        return say("law", lang, ref=law_ref_text(refs[0], lang))
    return say("laws", lang, refs=", ".join(law_ref_text(r, lang) for r in refs))


def tricks_text(count: int, lang: str) -> str:
    """``1 trick``, ``2 tricks``: the language's plural form for ``count``."""
    return say("tricks", lang, count=count)


def value_text(value: object, lang: str, *, fact: str | None = None) -> str:
    """A parameter or an answer in words."""
    if isinstance(value, bool):
        return say("yes" if value else "no", lang)
    if isinstance(value, Seat):
        return seat_text(value, lang)
    if isinstance(value, Side):
        return side_text(value, lang)
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, LawRef):
        return law_ref_text(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, Call):
        return call_text(value, lang)
    if isinstance(value, PollAnswer):
        return poll_answer_text(value, lang)
    if isinstance(value, PollCount):
        return say("poll_count", lang, action=action_text(value.action, lang), selected=value.selected,
                   considered=value.considered)  # fmt: skip
    if isinstance(value, IrregularityKind):
        return say(f"irregularity.{value.value}", lang)
    if isinstance(value, enum.Enum):
        key = f"value.{fact}.{value.value}" if fact else ""
        return say(key, lang) if has(key) else str(value.value)
    if isinstance(value, tuple | list):
        return ", ".join(value_text(v, lang, fact=fact) for v in value)
    return str(value)


#: The parameters that hold what the Director typed (an explanation, the agreement, what the information
#: suggested ...): shown in quotation marks, in the words typed, so that they read as the players' own.
DIRECTORS_WORDS = frozenset({"explanation", "agreement", "suggested", "alternatives", "play", "action", "words"})


def _worded(name: str, value: object, lang: str) -> str:
    if name in DIRECTORS_WORDS and isinstance(value, str):
        return say("quoted", lang, text=value)
    return value_text(value, lang)


def call_text(call: Call, lang: str) -> str:
    """A call as a sentence says it: ``1♥``, ``3NT`` (``3ΧΑ``), ``Pass`` (``Πάσο``), ``X`` (``κοντρ``),
    ``XX`` (``σιρκόντρ``): the federation says the double, it does not write X."""
    if isinstance(call, Bid):
        return f"{call.level}{word('nt', lang) if call.strain is Strain.NOTRUMP else call.strain.symbol}"
    if call.kind in (CallKind.PASS, CallKind.DOUBLE, CallKind.REDOUBLE):
        return word(call.kind.value, lang)
    return call.pbn


def action_text(action: str, lang: str) -> str:
    """A poll action (a call or card in PBN form, else the words typed) as shown."""
    try:
        return call_text(Call.parse(action), lang)
    except InputError:
        pass
    try:
        return card_text(Card.parse(action))
    except InputError:
        return action


def poll_answer_text(answer: PollAnswer, lang: str) -> str:
    action = action_text(answer.action, lang)
    if not answer.considered:
        return say("poll_answer", lang, player=answer.player, action=action)
    considered = ", ".join(action_text(a, lang) for a in answer.considered)
    return say("poll_answer.considered", lang, player=answer.player, action=action, considered=considered)


# --- consequences ----------------------------------------------------------------------------------------


#: Enum fields whose value extends a consequence's sentence key (``consequence.must_pass.next_turn``).
KEY_FIELDS = {
    "lead_restriction": ("mode", "span"),
    "must_pass": ("span",),
    "play_restriction": ("requirement",),
    "card_restored": ("source",),
    "director_review": ("when",),
    "penalty_card_duty": ("grade",),
    "tricks_inspected": ("what",),
    "tricks_counted": ("how",),
    "inspection_refused": ("what",),
    "dummy_breach": ("act",),
    "board_play_ordered": ("order",),
    "communication_finding": ("means",),
    "disciplinary_liability": ("sanction",),
    "side_score": ("standing",),
}


def describe(c: Consequence, lang: str) -> str:
    """One sentence for consequence ``c``, ending with its law in parentheses. A field named ``reason``
    is worded by its ``reason.<id>`` sentence; the fields in :data:`KEY_FIELDS` extend the key."""
    params = {f.name: getattr(c, f.name) for f in dataclasses.fields(c)}
    kind = c.kind
    key = ".".join((f"consequence.{kind}", *(params[name].value for name in KEY_FIELDS.get(kind, ()))))
    words: dict[str, object] = {name: _worded(name, value, lang) for name, value in params.items()}
    if isinstance(params.get("reason"), str):
        words["reason"] = _reason(params["reason"], lang)
    if kind == "penalty_card":
        words["grade"] = say(f"grade.{params['grade'].value}", lang)
        if str(c.law) == "50B":  # an earlier minor penalty card made major by another (Law 50B)
            key += ".regraded"
    elif kind in ("lead_restriction", "play_restriction") and params["suit"] is not None:
        words["suit"] = suit_led_text(params["suit"], lang)
    elif kind == "card_placed_in_trick" and params["card"] is None:
        key += ".any"
    elif kind == "card_removed" and params["trick"] is not None:
        key += ".from_trick"
    elif kind == "trick_transfer":
        if params["trick"] is not None:
            key += ".from_trick"
    elif kind in ("unauthorised_information", "authorised_information"):
        source_key = f"source.{params['source']}"
        cards = cards_text(params["cards"])
        words["what"] = say(source_key, lang, cards=cards) if has(source_key) else f"{params['source']} ({cards})"
    elif kind == "adjusted_score" and params["artificial"]:
        key += ".artificial"
    elif kind == "side_score":  # the form is a phrase of its own (Law 12)
        words["form"] = say(f"score_form.{params['form'].value}", lang)
    elif kind == "procedural_penalty" and params["seat"] is not None:
        key += ".seat"
    elif kind == "proceed" and params["calls_stand"]:
        key += ".calls_stand"
    elif kind == "follow_up":
        irregularity = params["irregularity"]
        specific = f"{key}.{irregularity.value}"
        # a specific sentence naming the trick, seat or card needs it (dummy may point out a revoke without the
        # record's card; the Director rules again on an earlier ruling's irregularity, Law 82B3)
        named = str(TEXT.get(specific, ""))
        if has(specific) and all(params[n] is not None for n in ("seat", "trick", "card") if f"{{{n}}}" in named):
            key = specific
        words["irregularity"] = say(f"irregularity.{irregularity.value}", lang)
        words["established"] = say("established.yes" if params["established"] else "established.no", lang)
    if not has(key):  # a kind without a sentence yet: its id and parameters
        shown = ", ".join(f"{k}={v}" for k, v in words.items() if k != "law")
        return cited(f"{kind}: {shown}", (c.law,), lang)
    return cited(say(key, lang, **words), (c.law,), lang)


def cited(text: str, refs: Iterable[LawRef | str], lang: str) -> str:
    """``text`` as a sentence that cites the laws ``refs``: "... (Law 50D2(a))." / "... – Νόμος 50Δ2(α)."."""
    return say("cited", lang, text=text, law=law_text(refs, lang))


def _reason(reason: str, lang: str) -> str:
    key = f"reason.{reason}"
    return say(key, lang) if has(key) else reason


# --- choices and questions ---------------------------------------------------------------------------------


def refusal_text(reason: str, params: dict[str, object], lang: str) -> str:
    """An :class:`~tdcompanion.core.laws.InconsistentFacts` reason in words (its id if none)."""
    words = {k: value_text(v, lang) for k, v in params.items()}
    key = f"refusal.{reason}"
    if has(key):
        try:
            return say(key, lang, **words)
        except KeyError:
            pass
    shown = ", ".join(f"{k}={v}" for k, v in words.items())
    return reason + (f" ({shown})" if shown else "")


def choice_header(choice: Choice, lang: str) -> str:
    role = say(f"role.{choice.role.value}", lang)
    alone = say("alone", lang) if choice.without_consulting_partner else ""
    if choice.chooser is None:
        head = say("chooser_unknown", lang, role=role, alone=alone)
    else:
        head = say("chooser", lang, role=role, seat=seat_text(choice.chooser, lang), alone=alone)
    title = f"choice.{choice.id}"
    what = f" - {say(title, lang)}" if has(title) else ""
    return say("with_laws", lang, text=f"{head}{what}", laws=law_text(choice.laws, lang)) + ":"


def option_label(option: Option, lang: str) -> str:
    """A short label: by the option id, or its prefix when the id ends with a card (``place_SJ``)."""
    params = {"cards": cards_text(option.cards), "suits": ", ".join(suit_name(s, lang) for s in option.suits),
              "seat": seat_text(option.seat, lang) if option.seat is not None else ""}  # fmt: skip
    for key in (f"option.{option.id}", f"option.{option.id.rsplit('_', 1)[0]}"):
        if has(key):
            return say(key, lang, **params)
    return option.id


def question_text(question: Question[Any], lang: str) -> str:
    params = {k: _worded(k, v, lang) for k, v in question.params.items()}
    key = f"question.{question.fact.id}"
    if question.params.get("polled") == 0 and has(f"{key}.unpolled"):  # no poll taken: the sentence names none
        key = f"{key}.unpolled"
    if has(key):
        try:
            return say(key, lang, **params)
        except KeyError:  # a parameter the family did not pass: the sentence without it is wrong
            pass
    shown = ", ".join(f"{k}={v}" for k, v in params.items())
    return f"{question.id}?" + (f" ({shown})" if shown else "")


def judgement_name(judged: Judgement, lang: str) -> str:
    """``Comparable call``: what the Director judges, by its name."""
    key = f"judgement.{judged.id}"
    return say(key, lang) if has(key) else judged.id


def criteria_lines(judged: Judgement, lang: str) -> list[str]:
    """The law's criteria for ``judged``, one sentence each, with the law that states it."""
    return [cited(say(f"criterion.{c.id}", lang) if has(f"criterion.{c.id}") else c.id, (c.law,), lang)
            for c in judged.criteria]  # fmt: skip


def judgement_lines(question: Question[Any], lang: str) -> list[str]:
    """Under a question that is the Director's judgement: that it is his (with its name and law), the law's
    criteria, and the law's answer unless he judges otherwise; nothing for a fact the players state."""
    judged = question.judgement
    if judged is None:
        return []
    label = say("judgement_label", lang, name=judgement_name(judged, lang))
    lines = [say("with_laws", lang, text=label, laws=law_text((judged.law,), lang)), say("judgement_asked", lang)]
    lines += [f"- {line}" for line in criteria_lines(judged, lang)]
    if question.default is not None:
        try:
            value = question.fact.decode(question.default)
        except FactValueError:
            value = question.default
        lines.append(say("law_default", lang, value=value_text(value, lang, fact=question.fact.id)))
    return lines


def answer_text(question: Question[Any], raw: FactValue, lang: str) -> str:
    """The answer ``raw`` (as stored) to ``question``, in words; a value the fact cannot read is shown as stored."""
    try:
        value = question.fact.decode(raw)
    except FactValueError:
        return str(raw)
    return value_text(value, lang, fact=question.fact.id)


def judged_text(question: Question[Any], raw: FactValue, lang: str) -> str:
    """``Comparable call (Law 23A): not comparable – Is 2♥ comparable ...?``: a judgement the Director made on
    ``question``, as the record shows it, with the question he answered."""
    judged = question.judgement
    assert judged is not None
    name = say("with_laws", lang, text=judgement_name(judged, lang), laws=law_text((judged.law,), lang))
    value = answer_text(question, raw, lang)
    return say("judged", lang, name=name, value=value, question=question_text(question, lang))


def answer_hint(question: Question[Any], lang: str, *, ids: bool = False) -> str:
    """What kind of answer is wanted, and the values allowed when there are few (``ids``: each with the code
    ``rule --answer`` takes, ``among_played_cards (among the played cards)``)."""
    fact = question.fact
    choices = question.choices
    if choices is None and fact.values is not None:
        choices = tuple(fact.values)
    if choices is not None and fact.kind is not FactKind.CARDS:
        values = []
        for value in choices:
            raw = fact.encode(value)
            words = value_text(value, lang, fact=fact.id)
            values.append(f"{raw} ({words})" if ids and str(raw) != words else words)
        return say("answer_with", lang, values="; ".join(values))
    if fact.kind is FactKind.NUMBER:
        return say("answer_kind", lang, what=say("kind.number", lang, low=fact.minimum, high=fact.maximum))
    return say("answer_kind", lang, what=say(f"kind.{fact.kind.value}", lang))


# --- a ruling as lines of text (the command line prints them; the wizard shows them) ---------------------


def consequence_summary(consequences: Sequence[Consequence], resolution: Resolution, lang: str) -> list[str]:
    """The sentences summing up ``consequences`` (a ruling's own, or those in force): when there are
    none, those of the options chosen, else that they depend on a choice still open; "No further
    consequence." only when nothing follows at all."""
    shown = consequences or resolution.consequences
    if shown:
        return [describe(c, lang) for c in shown]
    return [say("depends_on_choice" if resolution.pending else "no_consequence", lang)]


def ruling_lines(ruling: Ruling, resolution: Resolution, lang: str, *, ids: bool = False) -> list[str]:
    """The ruling as the Director reads it out: its laws, what follows, and each choice with its options.

    ``ids`` adds each choice's and option's id (``[law54.refuse]``), for ``rule --choose``; never in
    text read out at the table.
    """
    lines = [law_text(ruling.laws, lang), "", f"{say('ruling', lang)}:"]
    lines.extend(f"  - {line}" for line in consequence_summary(ruling.consequences, resolution, lang))
    if ruling.choices:
        lines += ["", f"{say('choices', lang)}:"]
        chosen = dict(resolution.chosen)
        for choice in ruling.choices:
            lines.extend(_choice_lines(choice, chosen, lang, "  ", ids))
    if resolution.pending and resolution.chosen:
        lines += ["", f"{say('still_open', lang)}: {choice_names(resolution.pending, lang, ids=ids)}"]
    return lines


def choice_names(choices: Iterable[Choice], lang: str, *, ids: bool = False) -> str:
    """The choices named in words (their ids with ``ids``), for "still open: ..."."""
    separator = word("separator", lang)
    if ids:
        return separator.join(choice.id for choice in choices)
    return separator.join(say(f"choice.{c.id}", lang) if has(f"choice.{c.id}") else choice_header(c, lang)
                          for c in choices)  # fmt: skip


def _choice_lines(choice: Choice, chosen: Mapping[str, str], lang: str, indent: str, ids: bool) -> list[str]:
    lines = [indent + choice_header(choice, lang) + (f" [{choice.id}]" if ids else "")]
    for option in choice.options:
        mark = "*" if chosen.get(choice.id) == option.id else "-"
        default = f" {say('default', lang)}" if option.id == choice.default else ""
        shown_id = f"[{option.id}] " if ids else ""
        lines.append(f"{indent}  {mark} {shown_id}{option_label(option, lang)}{default}")
        lines.extend(f"{indent}      {describe(c, lang)}" for c in option.consequences)
        for follow in option.follow_up:
            lines.extend(_choice_lines(follow, chosen, lang, indent + "      ", ids))
    return lines
