"""QtWidgets views: hand editor, irregularity wizard, incident list, ruling view."""
