"""The Director imposes a procedural (Law 90) or disciplinary (Law 91A) penalty with the ruling in hand.

The law is chosen from 90A and the offences 90B lists, or 91A; the contestant is a side, or a player in an
individual event; the amount and its unit are what the event's regulations set (10% or 25% of a top in pairs,
IMPs in teams). :meth:`PenaltyDialog.penalty` is the :class:`~tdcompanion.core.laws.imposed_penalty.ImposedPenalty`
entered; the wizard keeps it with the ruling's step, and the file, ``rule`` and the report carry it.
"""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tdcompanion.core.laws import ref
from tdcompanion.core.laws.imposed_penalty import MOST, PENALTY_LAWS, ImposedPenalty, PenaltyUnit
from tdcompanion.core.seats import Seat, Side
from tdcompanion.models.text import arg
from tdcompanion.wording.names import seat_text, side_text
from tdcompanion.wording.rule_text import law_text

#: A new penalty's amount: 10% of a top is the usual first procedural penalty in pairs.
DEFAULT_AMOUNT = 10.0


class PenaltyDialog(QDialog):
    """Asks the law, the contestant, the amount and the unit of one penalty."""

    def __init__(self, lang: str, offender: Seat | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("penalty-dialog")
        self.setWindowTitle(self.tr("Procedural or disciplinary penalty"))
        self.intro = QLabel(self.tr("In addition to the rectification (Law 90A): it changes neither the ruling nor "
                                    "the board's score; the scorer takes it off the contestant's total."), self)
        self.intro.setWordWrap(True)
        self.law = QComboBox(self)
        self.law.setObjectName("penalty-law")
        for law in PENALTY_LAWS:
            self.law.addItem(f"{law_text((law,), lang)}: {self._offence(str(law))}", str(law))
        self.against = QComboBox(self)
        self.against.setObjectName("penalty-against")
        for side in Side:
            self.against.addItem(side_text(side, lang), side.value)
        for seat in Seat:
            self.against.addItem(arg(self.tr("%1 (an individual event)"), str(seat_text(seat, lang))), seat.letter)
        if offender is not None:
            self.against.setCurrentIndex(self.against.findData(Side.NS.value if offender in Side.NS.seats
                                                               else Side.EW.value))  # fmt: skip
        self.amount = QDoubleSpinBox(self)
        self.amount.setObjectName("penalty-amount")
        self.amount.setDecimals(2)
        self.amount.setRange(0.01, float(MOST))
        self.amount.setValue(DEFAULT_AMOUNT)
        self.unit = QComboBox(self)
        self.unit.setObjectName("penalty-unit")
        for unit, name in ((PenaltyUnit.PERCENT_OF_TOP, self.tr("% of a top")),
                           (PenaltyUnit.MATCHPOINTS, self.tr("matchpoints")), (PenaltyUnit.IMPS, self.tr("IMPs")),
                           (PenaltyUnit.VICTORY_POINTS, self.tr("victory points"))):  # fmt: skip
            self.unit.addItem(name, unit.value)
        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("&Law:"), self.law)
        form.addRow(self.tr("&Penalised:"), self.against)
        form.addRow(self.tr("A&mount:"), self.amount)
        form.addRow(self.tr("&Unit:"), self.unit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def _offence(self, law: str) -> str:
        """What the law penalises, in a few words (Law 90B lists the offences; 91A is about conduct)."""
        return {
            "90A": self.tr("an offence that delays or obstructs the game or breaks correct procedure"),
            "90B1": self.tr("arriving late"),
            "90B2": self.tr("unduly slow play"),
            "90B3": self.tr("discussing the bidding, play or result of a board others will play"),
            "90B4": self.tr("comparing scores with another contestant"),
            "90B5": self.tr("touching or handling another player's cards"),
            "90B6": self.tr("putting cards in the wrong pocket of the board"),
            "90B7": self.tr("an error of procedure, such as not counting the cards"),
            "90B8": self.tr("not complying promptly with the regulations or the Director"),
            "91A": self.tr("a disciplinary penalty for conduct"),
        }[law]

    def penalty(self) -> ImposedPenalty:
        """The penalty as entered."""
        against_code = str(self.against.currentData())
        sides = {s.value for s in Side}
        against: Side | Seat = Side(against_code) if against_code in sides else Seat.parse(against_code)
        amount = Fraction(str(round(self.amount.value(), 2)))
        return ImposedPenalty(ref(str(self.law.currentData())), against, amount, PenaltyUnit(self.unit.currentData()))

