"""The project's glossary: for each bridge term, its English and the Greek the federation writes.

One place decides each term (the Greek column of the federations' glossary, ``shared/glossary.md``).
``tests/wording/test_glossary.py`` holds every text of the catalogue to it: a text whose English uses a
term must use the term's Greek in every translation, and no translation may use the words the federation
does not (:attr:`Term.avoid`). To change a term, change it here: the test then lists every text to
re-word. Matching ignores case and Greek accents (``διεκδίκηση`` and ``ΔΙΕΚΔΙΚΗΣΗ`` are one word).

Layer: data only (no imports of the program).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass


@dataclass(frozen=True)
class Term:
    """``english``: a pattern for the term in an English text; ``greek``: a pattern one of the term's Greek
    forms matches (a stem, to allow for case and number); ``avoid``: Greek the federation does not write for
    it."""

    key: str
    english: str
    greek: str
    avoid: str | None = None

    def used_in(self, english: str) -> bool:
        """The English text says this term (its ``{parameters}`` and ``&`` shortcuts aside)."""
        return re.search(self.english, _words(english), re.IGNORECASE) is not None

    def written_in(self, greek: str) -> bool:
        return re.search(self.greek, folded(_words(greek))) is not None

    def avoided_in(self, greek: str) -> str | None:
        """The words of ``greek`` the federation does not write for this term, if any."""
        if self.avoid is None:
            return None
        found = re.search(self.avoid, folded(greek))
        return found.group(0) if found else None


def _words(text: str) -> str:
    """A text without its ``{parameters}`` and keyboard shortcuts' ``&``: the words a reader sees."""
    return re.sub(r"\{[^{}]*\}", " ", text).replace("&", "")


def folded(text: str) -> str:
    """``text`` in small letters without accents, for matching Greek stems."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


TERMS: tuple[Term, ...] = (
    Term("board", r"\bboards?\b", r"θηκ", avoid=r"διανομη \d"),
    Term("deal", r"\bdeal\b(?! typed)", r"διανομ|μοιρ"),
    Term("declarer", r"\bdeclarer", r"εκτελεστ"),
    Term("dummy", r"(?<!double )(?<!double-)\bdummy\b", r"\bμορ\b", avoid=r"\bνεκρ"),
    Term("defender", r"\bdefenders?\b", r"αμυνομεν"),
    Term("partner", r"\bpartner\b(?!ship)", r"συμπαικτ"),
    Term("offending side", r"(?<!non-)\boffending side\b", r"υπαιτι"),
    Term("non-offending side", r"\bnon-offend", r"αναιτι", avoid=r"μη υπαιτι"),
    Term("Director", r"\bDirector\b", r"διαιτητ"),
    Term("irregularity", r"\birregularit", r"ανωμαλ", avoid=r"παρατυπ"),
    Term("revoke", r"\brevok", r"ρενονς"),
    Term("penalty card", r"\bpenalty cards?\b", r"τιμωρημεν"),
    Term("trick", r"\btricks?\b", r"λεβε"),
    Term("claim", r"\bclaim(s|ed|er|ing)?\b(?! of one)", r"διεκδ"),
    Term("concession", r"\bconce(de|ded|des|ssion)\b", r"παραχωρ"),
    Term("opening lead", r"\bopening lead\b", r"ανταμ"),
    Term("unauthorised information", r"\bunauthorised information\b", r"αθεμιτ"),
    Term("authorised information", r"(?<!un)\bauthorised information\b", r"θεμιτ"),
    Term("adjusted score", r"\badjusted scores?\b", r"επανορθωτικ"),
    Term("procedural penalty", r"\bprocedural penalt", r"διαδικαστικ"),
    Term("contract", r"\bcontracts?\b", r"συμβολαι"),
    Term("vulnerable", r"\bvulnerab", r"μανς|τρωτ"),
    # What the Director types for a double (x, xx) is input, not a word: greek-lint holds X and XX in sentences.
    Term("double", r"\bdoubl(e|ed|es)\b(?![ -]dummy)", r"κοντρ"),
    Term("redouble", r"\bredoubl", r"σιρκοντρ"),
    Term("withdraw", r"\bwithdr(aw|ew|awn|awal)", r"αποσυρ|ανακαλ|ανακλ|ανακλησ", avoid=r"παιρνει πισω"),
)
