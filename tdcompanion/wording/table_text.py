"""The table state in words: what lies on the table and what must be settled (Laws 50-52, 57, 64).

Items the table state holds are worded as the consequences that put them there (a lead restriction,
a note on information, a reminder, a trick transfer), so each has one sentence per language; penalty
cards, cards played against a rectification and the Director's prompts have sentences of their own.
"""

from __future__ import annotations

from tdcompanion.core.auction import Auction
from tdcompanion.core.laws import (
    DirectorReview,
    IrregularityKind,
    LeadRestriction,
    PlayRestriction,
    Prompt,
    PromptKind,
    TableState,
    TrickTransfer,
    Violation,
    ref,
)
from tdcompanion.core.laws.ruling import AuthorisedInformation, UnauthorisedInformation
from tdcompanion.core.laws.table_state import HeldPenaltyCard, InformationNote
from tdcompanion.core.play import PlayState
from tdcompanion.wording.names import suit_name
from tdcompanion.wording.rule_text import cards_text, cited, describe, has, say, value_text


def penalty_card_text(held: HeldPenaltyCard, lang: str) -> str:
    grade = say(f"grade.{held.grade.value}", lang)
    sentence = say("table.penalty_card", lang, seat=value_text(held.seat, lang), card=value_text(held.card, lang),
                   grade=grade)  # fmt: skip
    return cited(sentence, (held.law,), lang)


def restriction_texts(table: TableState, lang: str) -> list[str]:
    """Lead and play restrictions in force, each as the sentence that armed it."""
    lines = []
    for r in table.restrictions:
        text = describe(LeadRestriction(law=r.law, leader=r.leader, suit=r.suit, mode=r.mode, span=r.span), lang)
        lines.append(f"{text} [{say('table.restriction_started', lang)}]" if r.started else text)
    for p in table.play_restrictions:
        lines.append(describe(PlayRestriction(law=p.law, seat=p.seat, requirement=p.requirement, suit=p.suit), lang))
    return lines


def auction_texts(table: TableState, auction: Auction | None, lang: str) -> list[str]:
    """Obligations to pass in force at the end of ``auction``, calls that broke one, and declarer's
    Law 26B prohibition rights still to be used."""
    lines = []
    for bar in table.bars_in_force(auction):
        text = say(f"table.pass_bar.{bar.span.value}", lang, seat=value_text(bar.seat, lang))
        lines.append(cited(text, (bar.law,), lang))
    if auction is not None:
        for index, bar in table.call_violations(auction):
            entry = auction.entries[index]
            text = say("table.call_while_barred", lang, seat=value_text(entry.seat, lang),
                       call=value_text(entry.call, lang), number=index + 1)  # fmt: skip
            lines.append(cited(text, (bar.law, ref("37")), lang))
    for right in table.prohibition_rights:
        text = say("table.prohibition_right", lang, leader=value_text(right.leader, lang),
                   offender=value_text(right.offender, lang))  # fmt: skip
        lines.append(cited(text, (right.law,), lang))
    return lines


def role_texts(table: TableState, lang: str) -> list[str]:
    """Who plays as declarer and who as dummy, when a ruling changed it: the Law 54A swap, as the ruling said it."""
    return [describe(table.declarer_swap, lang)] if table.declarer_swap is not None else []


def note_text(note: InformationNote, lang: str) -> str:
    if note.authorised or note.for_seat is None:
        return describe(AuthorisedInformation(law=note.law, source=note.source, cards=note.cards), lang)
    return describe(UnauthorisedInformation(law=note.law, for_seat=note.for_seat, source=note.source,
                                            cards=note.cards), lang)  # fmt: skip


def reminder_texts(table: TableState, lang: str) -> list[str]:
    return [describe(DirectorReview(law=r.law, when=r.when, reason=r.reason), lang) for r in table.reminders]


def transfer_texts(table: TableState, state: PlayState | None, lang: str) -> list[str]:
    """Pending trick transfers; with the play finished, the tricks they actually move."""
    lines = []
    for t in table.transfers:
        count = t.actual(state) if state is not None and state.is_finished else t.count
        lines.append(describe(TrickTransfer(law=t.law, to_side=t.to_side, count=count, trick=t.trick), lang))
    return lines


def violation_text(v: Violation, lang: str) -> str:
    """The card played against the table state, with the law it broke."""
    return cited(_violation_sentence(v, lang), (v.law,), lang)


def violation_line(v: Violation, trick: int, lang: str) -> str:
    """The card played against the table state as the play lists it and the status line says it: what
    the Director rules it as, the trick, what happened, and the laws: the one broken, then Law 52 for a
    penalty card not played, Law 61A for a restriction not complied with (a revoke), or Law 55 for declarer's lead
    from the hand a defender did not choose (43B2(a))."""
    irregularity = say(f"irregularity.{v.irregularity.value}", lang)
    line = say("violation.line", lang, irregularity=irregularity[:1].upper() + irregularity[1:], trick=trick,
               sentence=_violation_sentence(v, lang))  # fmt: skip
    return cited(line, (v.law, _RULED_BY[v.irregularity]), lang)


_RULED_BY = {IrregularityKind.PENALTY_CARD_NOT_PLAYED: ref("52"), IrregularityKind.REVOKE: ref("61A"),
             IrregularityKind.LEAD_OUT_OF_TURN: ref("55")}


def _violation_sentence(v: Violation, lang: str) -> str:
    words = {
        "seat": value_text(v.seat, lang),
        "card": value_text(v.card, lang),
        "required": cards_text(v.required),
        "suit": suit_name(v.suit, lang) if v.suit is not None else "",
    }
    return say(f"violation.{v.kind.value}", lang, **words)


def prompt_text(p: Prompt, lang: str) -> str:
    words: dict[str, object] = {"seat": value_text(p.seat, lang) if p.seat is not None else "",
                                "cards": cards_text(p.cards)}  # fmt: skip
    if p.kind is PromptKind.CALL_DIRECTOR_BACK:
        key = f"reason.{p.reason}"
        words["reason"] = say(key, lang) if p.reason and has(key) else (p.reason or "")
    elif p.kind is PromptKind.FOLLOW_UP:
        words["irregularity"] = say(f"irregularity.{p.reason}", lang)
    return cited(say(f"prompt.{p.kind.value}", lang, **words), (p.law,), lang)

