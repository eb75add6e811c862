"""The ruling's summary never says "No further consequence." when the ruling has consequences: through an
option chosen, or still to come from a choice left open (English and Greek)."""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import (
    Choice,
    ChooserRole,
    IrregularityKind,
    NoRectification,
    Option,
    Ruling,
    UnauthorisedInformation,
    ref,
)
from tdcompanion.core.laws.auction_effects import LeadProhibitionRight
from tdcompanion.core.laws.ruling import InformationSource
from tdcompanion.core.seats import Seat
from tdcompanion.wording.rule_text import consequence_summary, describe, ruling_lines, say

# Law 25B as the family rules it: nothing in force until East chooses; refusing brings a lead restriction.
RESTRICTION = LeadProhibitionRight(law=ref("26B"), leader=Seat.S, offender=Seat.N)
UI = UnauthorisedInformation(law=ref("25B3"), for_seat=Seat.S, source=InformationSource.WITHDRAWN_CALL)
RULING = Ruling(irregularity=IrregularityKind.CHANGE_OF_CALL, laws=(ref("25B"),), offender=Seat.N, choices=(
    Choice(id="law25.lho_accepts", chooser=Seat.E, role=ChooserRole.NON_OFFENDING_SIDE, laws=(ref("25B1"),), options=(
        Option(id="law25.accept", laws=(ref("25B1"),), consequences=(UI,)),
        Option(id="law25.refuse", laws=(ref("25B2"),), consequences=(UI, RESTRICTION)),
    )),
))  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_chosen_option_with_consequences_is_never_no_further_consequence(lang: str) -> None:
    resolution = RULING.resolve({"law25.lho_accepts": "law25.refuse"})
    lines = ruling_lines(RULING, resolution, lang)
    start = lines.index(f"{say('ruling', lang)}:") + 1
    summary = lines[start : lines.index("", start)]
    assert say("no_consequence", lang) not in "\n".join(lines)
    assert summary == [f"  - {describe(UI, lang)}", f"  - {describe(RESTRICTION, lang)}"]
    assert consequence_summary(RULING.consequences, resolution, lang) == [describe(UI, lang),
                                                                           describe(RESTRICTION, lang)]


@pytest.mark.parametrize("lang", ["en", "el"])
def test_an_open_choice_says_the_consequences_depend_on_it(lang: str) -> None:
    resolution = RULING.resolve({})
    text = "\n".join(ruling_lines(RULING, resolution, lang))
    assert say("no_consequence", lang) not in text
    assert say("depends_on_choice", lang) in text


@pytest.mark.parametrize("lang", ["en", "el"])
def test_a_ruling_with_nothing_to_do_still_says_so(lang: str) -> None:
    plain = Ruling(irregularity=IrregularityKind.CHANGE_OF_CALL, laws=(ref("25A5"),))
    assert say("no_consequence", lang) in "\n".join(ruling_lines(plain, plain.resolve({}), lang))
    done = Ruling(irregularity=IrregularityKind.CHANGE_OF_CALL, laws=(ref("25A5"),),
                  consequences=(NoRectification(law=ref("25A5"), reason="law25.too_late"),))  # fmt: skip
    assert say("no_consequence", lang) not in "\n".join(ruling_lines(done, done.resolve({}), lang))


@pytest.mark.parametrize(("lang", "words"), [("en", "let his call stand"), ("el", "η δήλωσή του ισχύει")])
def test_21b2_lhos_option_is_worded(lang: str, words: str) -> None:
    from tdcompanion.wording.rule_text import choice_header, option_label

    choice = Choice(id="law21.lho_change_choice", chooser=Seat.W, role=ChooserRole.OFFENDER, laws=(ref("21B2"),),
                    options=(Option(id="law21.lho_keep", laws=(ref("21B2"),)),
                             Option(id="law21.lho_change", laws=(ref("21B2"),))))  # fmt: skip
    assert option_label(choice.options[0], lang) == words
    assert option_label(choice.options[1], lang) != "law21.lho_change"
    assert "law21" not in choice_header(choice, lang)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "is authorised information for North-South, the non-offending side (Law 16C1(a))."),
    ("el", "είναι θεμιτή πληροφορία για τον άξονα Βορράς-Νότος, τον αναίτιο άξονα – Νόμος 16Γ1(α)."),
])  # fmt: skip
def test_16c1a_authorised_information_for_the_non_offending_side_is_worded(lang: str, words: str) -> None:
    from tdcompanion.core.laws.auction_effects import authorised_for
    from tdcompanion.core.seats import Side

    assert describe(authorised_for(Side.NS), lang).endswith(words)
