"""Qt item models and adapters over the core (QtCore/QtGui only, never QtWidgets)."""
