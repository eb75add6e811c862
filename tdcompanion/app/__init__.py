"""Composition root: QApplication, translators, settings, main window."""
