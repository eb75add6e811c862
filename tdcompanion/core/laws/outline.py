"""The shape of the WBF Laws of Duplicate Bridge 2017, and where each part of it stands in this program.

:data:`LAWS` is the book's structure: every law from 1 to 93, a short title in our words and its lettered
sections (``12`` has A, B and C; ``22`` has A and B; ``49`` has none). It is the frame of the coverage map
(:mod:`~.coverage`): every section of it gets a line.

Most sections are placed by the registry itself: a family that claims the law and a ruling or a fact that
cites the section (*ruled*), or rulings of other families that cite it (*used inside other rulings*).
:data:`DECLARED` places the others, each with its reason. A declaration is checked, not trusted: the map
refuses one for a section the registry already rules or uses, and a :attr:`Scope.PROCEDURE` section
must name laws that a family rules (its breaches are ruled there).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = ["DECLARED", "LAWS", "Declared", "Law", "Scope", "declared", "sections"]


@dataclass(frozen=True, slots=True)
class Law:
    """One law of the book: its number, a short title (ours, not the WBF's text) and its lettered sections."""

    number: int
    title: str
    letters: str = ""

    @property
    def sections(self) -> tuple[str, ...]:
        """``("12A", "12B", "12C")``; ``("49",)`` for a law with no lettered sections."""
        return tuple(f"{self.number}{x}" for x in self.letters) or (str(self.number),)


class Scope(enum.Enum):
    """Why a section is not ruled by a family of its own."""

    PROCEDURE = "correct procedure"
    """It states how the game is played; its breaches are ruled under the laws it names (``see``)."""
    PRINCIPLE = "principle"
    """It applies within every ruling (how facts are settled, how options are explained), not on its own."""
    SCORING = "scoring"
    """Scoring tables and methods: the Score tab and :mod:`tdcompanion.core.scoring` compute them."""
    ORGANISATION = "organisation"
    """The organiser's, the Regulating Authority's or an appeals committee's, not a ruling at the table."""
    GAP = "not ruled yet"
    """A Director applies it at the table and no family rules it yet: the reason says what is planned."""


@dataclass(frozen=True, slots=True)
class Declared:
    """Where a section stands when no family rules it and no ruling cites it."""

    scope: Scope
    reason: str
    see: tuple[int, ...] = ()


def _law(number: int, title: str, letters: str = "") -> Law:
    return Law(number, title, letters)


LAWS: tuple[Law, ...] = (
    _law(1, "The pack", "ABC"),
    _law(2, "The duplicate boards"),
    _law(3, "Arrangement of tables"),
    _law(4, "Partnerships"),
    _law(5, "Assignment of seats", "AB"),
    _law(6, "The shuffle and the deal", "ABCDEF"),
    _law(7, "Control of the board and the cards", "ABCD"),
    _law(8, "Sequence of rounds", "ABC"),
    _law(9, "Procedure after an irregularity", "ABC"),
    _law(10, "Assessment of rectification", "ABC"),
    _law(11, "Forfeiture of the right to rectification", "AB"),
    _law(12, "The Director's discretionary powers: adjusted scores", "ABC"),
    _law(13, "Incorrect number of cards", "ABCD"),
    _law(14, "Missing card", "ABC"),
    _law(15, "Wrong board or hand", "AB"),
    _law(16, "Authorised and unauthorised information", "ABCD"),
    _law(17, "The auction period", "ABCD"),
    _law(18, "Bids", "ABCDEF"),
    _law(19, "Doubles and redoubles", "ABCD"),
    _law(20, "Review and explanation of calls", "ABCDEFG"),
    _law(21, "Misinformation", "AB"),
    _law(22, "End of the auction", "AB"),
    _law(23, "Comparable call", "ABC"),
    _law(24, "Card exposed or led during the auction", "ABCDE"),
    _law(25, "Changes of call", "AB"),
    _law(26, "Call withdrawn: lead restrictions", "AB"),
    _law(27, "Insufficient bid", "ABCD"),
    _law(28, "Calls considered to be in rotation", "AB"),
    _law(29, "Procedure after a call out of rotation", "ABC"),
    _law(30, "Pass out of rotation", "ABC"),
    _law(31, "Bid out of rotation", "ABC"),
    _law(32, "Double or redouble out of rotation", "ABC"),
    _law(33, "Simultaneous calls"),
    _law(34, "Retention of the right to call"),
    _law(35, "Inadmissible calls", "ABCD"),
    _law(36, "Inadmissible doubles and redoubles", "ABC"),
    _law(37, "Action violating an obligation to pass", "AB"),
    _law(38, "Bid of more than seven", "ABCD"),
    _law(39, "Call after the final pass", "ABC"),
    _law(40, "Partnership understandings", "ABC"),
    _law(41, "Commencement of play", "ABCD"),
    _law(42, "Dummy's rights", "AB"),
    _law(43, "Dummy's limitations", "AB"),
    _law(44, "Sequence and procedure of play", "ABCDEFG"),
    _law(45, "Card played", "ABCDEFG"),
    _law(46, "Incomplete or invalid designation of a card from dummy", "AB"),
    _law(47, "Retraction of a card played", "ABCDEF"),
    _law(48, "Exposure of declarer's cards", "AB"),
    _law(49, "Exposure of a defender's cards"),
    _law(50, "Disposition of a penalty card", "ABCDE"),
    _law(51, "Two or more penalty cards", "AB"),
    _law(52, "Failure to lead or play a penalty card", "AB"),
    _law(53, "Lead out of turn accepted", "ABC"),
    _law(54, "Faced opening lead out of turn", "ABCDE"),
    _law(55, "Declarer's lead out of turn", "ABC"),
    _law(56, "Defender's lead out of turn", "AB"),
    _law(57, "Premature lead or play", "ABCD"),
    _law(58, "Simultaneous leads or plays", "AB"),
    _law(59, "Inability to lead or play as required"),
    _law(60, "Play after an illegal play", "ABC"),
    _law(61, "Failure to follow suit: inquiries about a revoke", "ABC"),
    _law(62, "Correction of a revoke", "ABCD"),
    _law(63, "Establishment of a revoke", "AB"),
    _law(64, "Procedure after an established revoke", "ABC"),
    _law(65, "Arrangement of tricks", "ABCD"),
    _law(66, "Inspection of tricks", "ABCD"),
    _law(67, "Defective trick", "AB"),
    _law(68, "Claim or concession of tricks", "ABCD"),
    _law(69, "Agreed claim or concession", "AB"),
    _law(70, "Contested claim or concession", "ABCDE"),
    _law(71, "Concession cancelled", "AB"),
    _law(72, "General principles", "ABC"),
    _law(73, "Communication, tempo and deception", "ABCDE"),
    _law(74, "Conduct and etiquette", "ABC"),
    _law(75, "Mistaken explanation or mistaken call", "ABCD"),
    _law(76, "Spectators", "ABCD"),
    _law(77, "The duplicate scoring table"),
    _law(78, "Methods of scoring", "ABCD"),
    _law(79, "Tricks won", "ABC"),
    _law(80, "The Tournament Organiser", "AB"),
    _law(81, "The Director", "ABCD"),
    _law(82, "Rectification of errors of procedure", "ABC"),
    _law(83, "Notification of the right to appeal"),
    _law(84, "Rulings on agreed facts", "ABCD"),
    _law(85, "Rulings on disputed facts", "AB"),
    _law(86, "In team play or play with comparisons", "AB"),
    _law(87, "Fouled board", "ABC"),
    _law(88, "Award of indemnity points"),
    _law(89, "Rectification in individual events"),
    _law(90, "Procedural penalties", "AB"),
    _law(91, "Penalise or suspend", "AB"),
    _law(92, "Right to appeal", "ABCD"),
    _law(93, "Procedures of appeal", "ABC"),
)


def _gap(reason: str) -> Declared:
    return Declared(Scope.GAP, reason)


def _procedure(reason: str, *see: int) -> Declared:
    return Declared(Scope.PROCEDURE, reason, see)


def _principle(reason: str) -> Declared:
    return Declared(Scope.PRINCIPLE, reason)


def _scoring(reason: str) -> Declared:
    return Declared(Scope.SCORING, reason)


def _organisation(reason: str) -> Declared:
    return Declared(Scope.ORGANISATION, reason)


_EQUIPMENT = _procedure("equipment and the deal before play: a hand with too many or too few cards, or the wrong "
                        "board, is ruled under Laws 13-15", 13, 14, 15)  # fmt: skip
_MOVEMENT = _organisation("the movement and the seating are the organiser's and the Director's arrangements, "
                          "not a ruling on an irregularity at the table")  # fmt: skip
_AUCTION_FORM = _procedure("how calls are made and in what order: a call out of rotation, insufficient or "
                           "inadmissible is ruled under Laws 25-39", 25, 27, 28, 36, 39)  # fmt: skip
_PLAY_FORM = _procedure("how the play proceeds: a lead or play out of turn, a premature play, a revoke or a "
                        "defective trick is ruled under Laws 53-67", 53, 57, 61, 67)  # fmt: skip
_PENALTIES = _principle("a procedural (90) or disciplinary (91A) penalty is an outcome the Director adds to any "
                        "ruling, with its amount: the wizard's Penalty..., kept with the ruling in the incident, "
                        "printed by `rule` and the report (core/laws/imposed_penalty.py)")  # fmt: skip
_CONDUCT = _principle("conduct and etiquette: a breach is penalised with a procedural or disciplinary penalty the "
                      "Director imposes with the ruling (Laws 90, 91A; the wizard's Penalty...)")  # fmt: skip
_APPEALS = _organisation("appeals are heard after the session by the Director in charge or a committee, not "
                         "ruled at the table; the incident file keeps what an appeal needs")  # fmt: skip
_SPECTATORS = _procedure("spectators are under the Director's control; a spectator's remark that reaches a player "
                         "is extraneous information, ruled under Law 16D", 16)
_OFFICIALS = _organisation("the duties and powers of the Tournament Organiser and the Director, not a ruling")

DECLARED: dict[str, Declared] = {
    "1A": _EQUIPMENT, "1B": _EQUIPMENT, "1C": _EQUIPMENT, "2": _EQUIPMENT,
    "3": _MOVEMENT, "4": _MOVEMENT, "5A": _MOVEMENT, "5B": _MOVEMENT,
    "6A": _EQUIPMENT, "6B": _EQUIPMENT, "6C": _EQUIPMENT,
    "6E": _organisation("the Director's or the organiser's choice of how boards are shuffled and dealt"),
    "7A": _EQUIPMENT, "7B": _EQUIPMENT, "7C": _EQUIPMENT, "7D": _EQUIPMENT,
    "8A": _MOVEMENT, "8B": _MOVEMENT, "8C": _MOVEMENT,
    "10C": _principle("every ruling states all its options and who chooses each (the ruling's choices); the "
                      "wizard reads them out before anyone chooses"),
    "11B": _PENALTIES,
    "16A": _principle("what information a player may use: applied in every ruling on unauthorised "
                      "information (16B, 16C, 16D)"),
    "17A": _AUCTION_FORM, "17B": _AUCTION_FORM, "17C": _AUCTION_FORM,
    "18A": _AUCTION_FORM, "18B": _AUCTION_FORM, "18C": _AUCTION_FORM, "18E": _AUCTION_FORM,
    "18F": _organisation("methods of bidding are regulated by the Regulating Authority"),
    "19A": _AUCTION_FORM, "19B": _AUCTION_FORM, "19C": _AUCTION_FORM,
    "19D": _scoring("a doubled or redoubled contract is scored by the scoring table (Law 77)"),
    "22A": _AUCTION_FORM,
    "23B": _principle("a replacement by a comparable call needs no further rectification: applied inside the "
                      "rulings on insufficient bids and calls out of rotation, which cite 23A and 23C"),
    "35A": _AUCTION_FORM, "35B": _AUCTION_FORM, "35C": _AUCTION_FORM, "35D": _AUCTION_FORM,
    "41C": _procedure("the opening lead faced and the play begun: a lead out of turn is ruled under Law 54", 54),
    "44A": _PLAY_FORM, "44B": _PLAY_FORM, "44D": _PLAY_FORM, "44E": _PLAY_FORM, "44F": _PLAY_FORM,
    "44G": _PLAY_FORM,
    "45A": _procedure("how a card is played from a hand: when it counts as played is ruled under 45C", 45),
    "45B": _procedure("how declarer plays dummy's cards: a designation is ruled under 45D-F and 46", 45, 46),
    "45G": _procedure("no card is turned face down before all four have played to the trick: the arrangement and "
                      "inspection of tricks are ruled under Laws 65 and 66", 65, 66),
    "47A": _principle("a card taken back in the course of a rectification: the rulings that order it (Laws 53-62) "
                      "put it back in the hand"),
    "47B": _principle("a card taken back to correct an illegal play: the rulings on revokes and plays out of turn "
                      "put it back in the hand"),
    "50A": _principle("a penalty card stays face up on the table: the table state shows it until it is played"),
    "72A": _principle("the general objectives of the game: the ground of every ruling, not a ruling of its own"),
    "72B": _principle("an infraction of law, deliberate or not: the rulings that follow from it ask how it came "
                      "about where the law makes that matter"),
    "74A": _CONDUCT, "74B": _CONDUCT, "74C": _CONDUCT,
    "76A": _SPECTATORS, "76B": _SPECTATORS, "76C": _SPECTATORS, "76D": _SPECTATORS,
    "77": _scoring("the scoring table: core.scoring scores every contract by it"),
    "78A": _scoring("matchpoints: the Score tab converts the table's score"),
    "78B": _scoring("IMPs: the Score tab converts the table's score"),
    "78C": _scoring("total points and other methods set by the organiser"),
    "78D": _scoring("the conditions of contest may vary the scoring tables"),
    "80A": _OFFICIALS, "80B": _OFFICIALS,
    "81A": _OFFICIALS, "81B": _OFFICIALS, "81C": _OFFICIALS, "81D": _OFFICIALS,
    "83": _APPEALS,
    "84A": _principle("a ruling on agreed facts: every ruling applies the law to the facts the wizard settles"),
    "84B": _principle("a ruling on agreed facts: every ruling applies the law to the facts the wizard settles"),
    "84C": _principle("the Director explains each option: every ruling's choices, read out by the wizard"),
    "84D": _principle("a doubtful point is resolved for the non-offending side: each fact the wizard asks"),
    "85B": _principle("facts that cannot be settled: the Director rules so that play can go on; the wizard "
                      "records what was found and the ruling made on it"),
    "86B": _scoring("artificial and assigned scores in team play: the Score tab converts them to IMPs"),
    "87A": _scoring("a fouled board: scored by the organiser's scoring program across the field"),
    "87B": _scoring("a fouled board: scored by the organiser's scoring program across the field"),
    "87C": _scoring("a fouled board: scored by the organiser's scoring program across the field"),
    "88": _scoring("indemnity points are given under Law 12C2, which the Score tab applies"),
    "89": _scoring("rectification in individual events: each player's score, which the scoring program keeps"),
    "92A": _APPEALS, "92B": _APPEALS, "92C": _APPEALS, "92D": _APPEALS,
    "93A": _APPEALS, "93B": _APPEALS, "93C": _APPEALS,
}  # fmt: skip
"""The sections no family rules and no ruling cites, each placed with its reason (see :class:`Scope`)."""


def sections() -> tuple[str, ...]:
    """Every section of the book in order: ``("1A", "1B", "1C", "2", "3", ...)``."""
    return tuple(s for law in LAWS for s in law.sections)


def declared(section: str) -> Declared | None:
    """The declaration for ``section`` (``"44A"``), if it has one."""
    return DECLARED.get(section)
