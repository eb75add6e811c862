"""Words for what the core returns as data, in every language, without Qt.

Rulings, questions and refusals are worded here once, for the command line (which must not load
Qt) and for the desktop wizard (which shows a ruling in the interface language with the other
language one click away, so it needs two languages at once). The English is in the code; every
other language is in its catalogue (``translations/<code>.po``, :mod:`.catalogue`), which the
desktop interface's own labels, menus and buttons share.

Layer: imports only ``tdcompanion.core``; the CLI, models, widgets and app may import it.
"""
