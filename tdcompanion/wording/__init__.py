"""Words for what the core returns as data, in English and Greek, without Qt.

Rulings, questions and refusals are worded here once, for the command line (which must not load
Qt) and for the desktop wizard (which shows a ruling in the interface language with the other
language one click away, so it needs both catalogues at once). The desktop interface's own labels,
menus and buttons go through Qt's ``tr()`` and ``translations/*.ts`` as usual.

Layer: imports only ``tdcompanion.core``; the CLI, models, widgets and app may import it.
"""
