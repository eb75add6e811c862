"""Time to build the incident and session reports (a plain script, not a test).

    QT_QPA_PLATFORM=offscreen python bench/bench_report.py [--rounds N] [--incidents N] [--examples N]

Steps, each in the same run:

- *incident html*: ``incident_html`` of each example incident (the first ``--examples``), in Greek (the
  questions replayed, the ruling worked out: v1 examples keep none);
- *incident layout*: that HTML laid out on A4 pages (``report_document`` and its page count);
- *incident pdf*: ``write_pdf`` of it, to a temporary folder (atomic write, fsync included);
- *session html* / *session pdf*: the session report of ``--incidents`` incidents (the examples repeated).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QGuiApplication  # noqa: E402

from bench._results import keep  # noqa: E402
from tdcompanion.core import incident  # noqa: E402
from tdcompanion.models.report_document import page_count, report_document, write_pdf  # noqa: E402
from tdcompanion.wording.report import incident_html, session_html  # noqa: E402

EXAMPLES = ROOT / "examples"


def timed(rounds: int, step: Callable[[], object]) -> list[float]:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        step()
        times.append((time.perf_counter() - start) * 1000)
    return times


def line(name: str, times: list[float], figures: dict[str, float], extra: str = "") -> None:
    """Print the median and p95 of ``times``; add them to ``figures``."""
    ordered = sorted(times)
    median, p95 = statistics.median(ordered), ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    figures |= {f"{name} median ms": median, f"{name} p95 ms": p95}
    print(f"{name:<18} median {median:8.2f} ms   p95 {p95:8.2f} ms   {extra}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--incidents", type=int, default=60)
    parser.add_argument("--examples", type=int, default=None, help="the first N example incidents (default: all)")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    incidents = [incident.load(p) for p in sorted(EXAMPLES.glob("*.json"))[: args.examples]]
    figures: dict[str, float] = {}
    session = (incidents * (args.incidents // len(incidents) + 1))[: args.incidents]
    with tempfile.TemporaryDirectory() as folder:
        html_times: list[float] = []
        layout_times: list[float] = []
        pdf_times: list[float] = []
        for inc in incidents:
            html_times += timed(args.rounds, lambda inc=inc: incident_html(inc, "el"))
            html = incident_html(inc, "el")
            layout_times += timed(args.rounds, lambda html=html: page_count(report_document(html)))
            pdf_times += timed(args.rounds, lambda html=html: write_pdf(html, Path(folder) / "incident.pdf"))
        line("incident html", html_times, figures, f"({len(incidents)} examples)")
        line("incident layout", layout_times, figures)
        line("incident pdf", pdf_times, figures)
        session_times = timed(max(1, args.rounds // 4), lambda: session_html(session, "el"))
        html = session_html(session, "el")
        line("session html", session_times, figures, f"({len(session)} incidents)")
        pages: list[int] = []
        session_pdf = timed(max(1, args.rounds // 4), lambda: pages.append(write_pdf(html, Path(folder) / "s.pdf")))
        line("session pdf", session_pdf, figures, f"({pages[-1]} pages)")
    keep("bench_report", {"incidents": len(session), "session pages": pages[-1], **figures})
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
