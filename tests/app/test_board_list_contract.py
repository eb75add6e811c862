"""The board list, the header and the Play tab show one contract: the auction's (issue 21).

A file whose Contract or Declarer tag says otherwise than its auction had the list show the tag while
the header and the Play tab showed the auction; now the list shows the auction's too, once the file's
checking has read the board (or the board is opened), and the contradiction is flagged on the board's
row and listed in the problems panel, in the interface's language.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tdcompanion.app.main_window import MainWindow
from tdcompanion.core.calls import Strain
from tdcompanion.core.contract import Contract
from tdcompanion.core.seats import Seat
from tests.app.conftest import Load
from tests.bridge_samples import DEAL

WC2012 = Path(__file__).resolve().parent.parent / "data" / "pbn" / "wc2012-comments.pbn"


def _board(number: int, tags: str, play: str = "") -> str:
    """Board ``number`` of ``DEAL``, North deals; North's 1♥ and South's 4♥: North declares."""
    return (f'[Board "{number}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL.to_pbn()}"]\n{tags}'
            f'[Auction "N"]\n1H Pass 4H AP\n{play}\n')  # fmt: skip


@pytest.fixture
def contradicting(tmp_path: Path) -> Path:
    """Four boards: 1 agrees with its auction; 2 says South declares; 3 says 4♠; 4 has no contract tags but a
    play from East's lead (North declares). Board 2 also has a play from West's lead (South's contract)."""
    path = tmp_path / "tags.pbn"
    path.write_text(
        _board(1, '[Declarer "N"]\n[Contract "4H"]\n')
        + _board(2, '[Declarer "S"]\n[Contract "4H"]\n', '[Play "W"]\nS2 SA ST S5')
        + _board(3, '[Declarer "N"]\n[Contract "4S"]\n')
        + _board(4, "", '[Play "E"]\nST S5 S2 SA'),
        encoding="utf-8",
    )
    return path


def _contracts(window: MainWindow) -> list[str]:
    branch = window.board_list.branches()[0]
    return [branch.child(i).text(3) for i in range(branch.childCount())]


def test_the_list_shows_the_auctions_contract_and_flags_the_tags(
    window: MainWindow, contradicting: Path, load: Load, message_boxes: list[QMessageBox]
) -> None:
    load(window, contradicting)
    assert message_boxes == []
    assert _contracts(window) == ["4♥ N"] * 4  # the auction's, not the tags' "4♥ S" and "4♠ N"
    rows = window.problems_panel.rows()
    assert [(r.number, r.section, r.text) for r in rows] == [
        ("2", "Declarer", "The Declarer tag says South, the auction says North"),
        ("3", "Contract", "The Contract tag says 4♠ N, the auction says 4♥ N"),
    ]
    assert rows[0].details == "Board 2: The Declarer tag says South, the auction says North"
    branch = window.board_list.branches()[0]
    assert branch.child(1).toolTip(0) == rows[0].details and not branch.child(1).icon(0).isNull()
    assert branch.child(0).icon(0).isNull() and branch.child(3).icon(0).isNull()
    board_list = window.board_list
    for row in (1, 2):  # the number stays whole beside the icon, and the contract too
        for column in (0, 3):
            index = board_list.indexFromItem(branch.child(row), column)
            assert board_list.sizeHintForIndex(index).width() <= board_list.visualRect(index).width()
    assert window.problems_panel.title.text() == "Problems in the files (2)"


def test_a_board_whose_tags_contradict_its_auction_opens_in_the_auctions_contract(
    window: MainWindow, contradicting: Path, load: Load
) -> None:
    """Board 2's play was read in the tags' contract (South's), which the record then refused: the auction
    ends in North's. It opens in North's, West's lead out of turn as the file shows it."""
    load(window, contradicting)
    window.board_list.select_board(0, 1)
    workspace = window.workspace
    assert "Contract: 4♥ by North" in workspace.summary.text()
    play = workspace.document.play
    assert play is not None and play.contract == Contract(4, Strain.HEARTS, Seat.N) and len(play.events) == 4
    assert _contracts(window)[1] == "4♥ N"


def test_the_contradiction_is_said_in_greek(window: MainWindow, load: Load) -> None:
    window.translators.set_language("el")
    load(window, WC2012)
    assert _contracts(window) == ["5♣ Β"]  # North's, as the header says
    (declarer, _play) = window.problems_panel.rows()  # the tag first, as in the file
    assert declarer.section == "Εκτελεστής"
    assert declarer.text == "Η ετικέτα του εκτελεστή λέει: Ανατολή· οι αγορές: Βορράς"
    assert "Declarer" not in declarer.details and "Θήκη 1" in declarer.details
    assert window.problems_panel.title.text() == "Προβλήματα στα αρχεία (2)"

