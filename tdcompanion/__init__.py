"""TD Companion: an offline assistant for duplicate-bridge Tournament Directors.

Implements rulings from the WBF Laws of Duplicate Bridge, 2017 edition.
"""

__version__ = "0.1.0"
LAWS_EDITION = "WBF Laws of Duplicate Bridge 2017"
