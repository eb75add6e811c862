# PyInstaller's hook of PySide6.QtGui without the Qt parts the bundle leaves out (qt_parts.py).
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from qt_parts import qt_module

hiddenimports, binaries, datas = qt_module(__file__)
