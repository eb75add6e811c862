"""Hand editor: the board as it was at the table (number, dealer, vulnerability, deal).

Embed :class:`HandEditor`; it edits a :class:`~tdcompanion.models.board_document.BoardDocument`.
"""

from tdcompanion.widgets.hand_editor.editor import HandEditor

__all__ = ["HandEditor"]
