"""Law references as each language writes them (issue 18): one formatter, ``law_ref_text``.

English keeps the WBF's letters; Greek writes the federation's: section letters A→Α B→Β C→Γ D→Δ E→Ε F→ΣΤ G→Ζ
H→Η, sub-items (a)→(α) (b)→(β) ...; numbers, Roman numerals, ranges and lists stay as they are.
"""

from __future__ import annotations

import pytest

from tdcompanion.core.laws import LawRef
from tdcompanion.core.laws.ruling import LawRefError
from tdcompanion.wording.ref_text import law_ref_text
from tdcompanion.wording.rule_text import law_text, refusal_text, value_text

CASES = [
    # (reference, English, Greek)
    ("50D2(a)", "50D2(a)", "50Δ2(α)"),
    ("16C1(b)", "16C1(b)", "16Γ1(β)"),
    ("64B4", "64B4", "64Β4"),
    ("44G", "44G", "44Ζ"),
    ("12C1(e)", "12C1(e)", "12Γ1(ε)"),
    ("12C2(c)", "12C2(c)", "12Γ2(γ)"),
    ("16C", "16C", "16Γ"),
    ("64A2", "64A2", "64Α2"),
    ("50E4", "50E4", "50Ε4"),
    ("12A", "12A", "12Α"),
    ("45F", "45F", "45ΣΤ"),
    ("44H", "44H", "44Η"),
    ("50D1(d)", "50D1(d)", "50Δ1(δ)"),
    ("30B1(b)(ii)", "30B1(b)(ii)", "30Β1(β)(ii)"),
    ("27", "27", "27"),
    ("61-64", "61-64", "61-64"),
    ("53, 57", "53, 57", "53, 57"),
    ("48-50, 58B", "48-50, 58B", "48-50, 58Β"),
]


@pytest.mark.parametrize(("ref", "en", "el"), CASES)
def test_a_reference_as_text_in_each_language(ref: str, en: str, el: str) -> None:
    assert law_ref_text(ref, "en") == en
    assert law_ref_text(ref, "el") == el


@pytest.mark.parametrize(("ref", "en", "el"), [c for c in CASES if "-" not in c[0] and "," not in c[0]])
def test_a_law_ref_as_text_in_each_language(ref: str, en: str, el: str) -> None:
    law = LawRef.parse(ref)
    assert law_ref_text(law, "en") == en
    assert law_ref_text(law, "el") == el


def test_greek_references_have_no_latin_letters_left() -> None:
    for ref, _, el in CASES:
        greek = law_ref_text(ref, "el")
        assert greek == el
        assert not any("a" <= ch.lower() <= "z" for ch in greek.replace("(ii)", "")), greek


def test_law_text_formats_every_reference() -> None:
    refs = (LawRef.parse("50D2(a)"), LawRef.parse("61A"))
    assert law_text(refs, "en") == "Laws 50D2(a), 61A"
    assert law_text(refs, "el") == "Νόμοι 50Δ2(α), 61Α"
    assert law_text((LawRef.parse("16C"),), "el") == "Νόμος 16Γ"
    assert law_text((LawRef.parse("16C"),), "en") == "Law 16C"


def test_a_law_ref_parameter_is_worded_by_the_same_function() -> None:
    assert value_text(LawRef.parse("12C1(b)"), "el") == "12Γ1(β)"
    assert value_text(LawRef.parse("12C1(b)"), "en") == "12C1(b)"


def test_the_greek_letters_are_not_read_back_as_a_law_ref() -> None:
    """The Greek form is for reading out; the data keeps the WBF's letters (LawRef refuses Greek)."""
    with pytest.raises(LawRefError):
        LawRef.parse("50Δ2(α)")


def test_a_refusal_citing_laws_writes_them_in_greek_letters() -> None:
    laws = (LawRef.parse("70C"), LawRef.parse("70D1"))
    params: dict[str, object] = {"tricks": 3, "laws": laws}
    assert "του Νόμου 70Γ, 70Δ1 " in refusal_text("award_ignores_checks", params, "el")
    assert "of Law 70C, 70D1 went" in refusal_text("award_ignores_checks", params, "en")


@pytest.mark.parametrize(("call", "en", "el"), [("X", "X", "κοντρ"), ("XX", "XX", "σιρκόντρ"), ("Pass", "Pass", "Πάσο"),
                                                ("3NT", "3NT", "3ΧΑ"), ("1H", "1♥", "1♥")])  # fmt: skip
def test_a_call_in_a_sentence_is_said_as_the_federation_says_it(call: str, en: str, el: str) -> None:
    """Issue 18: "X" where a Greek sentence means κοντρ; a double is κοντρ, a redouble σιρκόντρ (the glossary)."""
    from tdcompanion.core.calls import Call
    from tdcompanion.wording.rule_text import call_text

    assert (call_text(Call.parse(call), "en"), call_text(Call.parse(call), "el")) == (en, el)
