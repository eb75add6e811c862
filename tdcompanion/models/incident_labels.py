"""Display names for the Director's record of an incident (its status), in the current language.

Call these at display time (in ``retranslate_ui()`` or ``data()``), never cache their results.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tdcompanion.core.incident_info import IncidentStatus


def status_name(status: IncidentStatus) -> str:
    """``Open``, ``Ruled``, ``Score adjusted`` (Law 12), ``Appealed`` (Law 92), ``Closed``."""
    names = {
        IncidentStatus.OPEN: QCoreApplication.translate("IncidentStatus", "Open", "incident status"),
        IncidentStatus.RULED: QCoreApplication.translate("IncidentStatus", "Ruled", "incident status"),
        IncidentStatus.SCORE_ADJUSTED: QCoreApplication.translate(
            "IncidentStatus", "Score adjusted", "incident status: Law 12"
        ),
        IncidentStatus.APPEALED: QCoreApplication.translate("IncidentStatus", "Appealed", "incident status: Law 92"),
        IncidentStatus.CLOSED: QCoreApplication.translate("IncidentStatus", "Closed", "incident status"),
    }
    return names[status]
