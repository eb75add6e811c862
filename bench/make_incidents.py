"""Realistic incident files for benchmarks: ``make(folder, n)`` writes ``n`` of them (a plain module
and script; other benchmarks import it).

    python bench/make_incidents.py FOLDER [-n 10000] [--seed 0]

Each is one of the shipped examples (Laws 13, 14, 49-50, 54, 61-64, 67) with its ruling, under a
Director's record drawn at random: Greek and English events, sessions over three years, sections,
tables, players, statements, score consequences, notes (some about a ρενόνς), every status with its
history. Files are named as the store names them and dated (mtime) when they were last changed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import uuid
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tdcompanion.core.incident import Incident, dumps, load  # noqa: E402
from tdcompanion.core.incident_info import IncidentInfo, IncidentStatus, Statements, StatusChange  # noqa: E402
from tdcompanion.core.seats import Seat  # noqa: E402
from tdcompanion.storage.file_names import incident_file_name  # noqa: E402

EVENTS = ["Πανελλήνιο Ομαδικό Πρωτάθλημα", "Χειμερινό Τουρνουά Ζευγών", "Κύπελλο Θεσσαλονίκης",
          "Athens Spring Pairs", "Club Monday Duplicate", "Aegean Teams Cup", "Φεστιβάλ Ρόδου", "Corfu Open"]
SESSIONS = ["1η συνεδρία", "2η συνεδρία", "Τελικός", "Session 1", "Session 2", "Final", "Ημιτελικός Β"]
SURNAMES = ["Παπαδόπουλος", "Γεωργίου", "Οικονόμου", "Αλεξίου", "Νικολάου", "Κωνσταντινίδης", "Βλάχος",
            "Smith", "Jones", "Rossi", "Müller", "Dubois", "Ζαχαρίου", "Μαυρίδης", "Brown", "Σταθόπουλος"]
NOTES = ["Η ρενόνς διαπιστώθηκε στο τέλος του παιχνιδιού· οριστικοποιημένη.",
         "Ο Ανατολή έπαιξε εκτός σειράς· ο εκτελεστής δέχτηκε την αντάμ.",
         "Το φύλλο βρέθηκε στο πάτωμα κάτω από την καρέκλα του Δύση.",
         "Revoke noticed by dummy after the hand; players agreed on the facts.",
         "The card was found face up under the table.",
         "Ζητήθηκε ο διαιτητής από τον Βορρά στις 20:15.",
         "Both sides agreed; no further action.", ""]
STATEMENTS = ["Ο Βορράς λέει ότι το φύλλο φάνηκε καθαρά.", "East says the lead was faced before he spoke.",
              "Η Δύση ισχυρίζεται ότι δεν είχε κούπα.", "North-South accept the facts.", ""]
SCORES = ["", "4♥= +620 NS → 4♥-1 -100 (64A1)", "Τεχνητό σκορ 60%-40%", "3NT+1 +430", "Αναπροσαρμογή: 2♠= +110"]
STATUS_PATH = [IncidentStatus.OPEN, IncidentStatus.RULED, IncidentStatus.SCORE_ADJUSTED, IncidentStatus.APPEALED,
               IncidentStatus.CLOSED]


def bases() -> list[Incident]:
    """The shipped examples, each with the rulings it was saved with."""
    return [load(path) for path in sorted((ROOT / "examples").glob("*.json"))]


def incident(rng: random.Random, base: Incident) -> tuple[Incident, datetime]:
    """One incident on ``base``'s board (another board number), and when it was last changed."""
    day = datetime(2024, 1, 1, 18, tzinfo=timezone(timedelta(hours=2))) + timedelta(days=rng.randrange(3 * 365))
    called = day + timedelta(minutes=rng.randrange(240))
    names = rng.sample(SURNAMES, 4)
    info = IncidentInfo(event=rng.choice(EVENTS), session=rng.choice(SESSIONS), date=day.date().isoformat(),
                        section=rng.choice("ABCD"), table=str(rng.randint(1, 20)),
                        players=tuple(zip(Seat, names, strict=True)), called_at=called.strftime("%H:%M"),
                        called_by=rng.choice(list(Seat)))  # fmt: skip
    steps = rng.randrange(len(STATUS_PATH))
    history = tuple(StatusChange((called + timedelta(minutes=10 * (i + 1))).isoformat(timespec="seconds"),
                                 STATUS_PATH[i + 1], rng.choice(NOTES)) for i in range(steps))  # fmt: skip
    ruled = steps > 0
    modified = called + timedelta(minutes=10 * steps + 5)
    done = replace(base, info=info, statements=Statements(rng.choice(STATEMENTS), rng.choice(STATEMENTS)),
                   score=rng.choice(SCORES) if ruled else "", note=rng.choice(NOTES), status=STATUS_PATH[steps],
                   history=history, id=uuid.UUID(int=rng.getrandbits(128)).hex, revision=rng.randint(1, 4),
                   created=called.isoformat(timespec="seconds"),
                   modified=modified.isoformat(timespec="seconds"))  # fmt: skip
    return replace(done, record=replace(base.record, number=rng.randint(1, 36))), modified


def make(folder: Path, n: int, seed: int = 0) -> list[Path]:
    """Write ``n`` incident files into ``folder`` (created if need be); returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    boards = bases()
    paths = []
    for _ in range(n):
        made, modified = incident(rng, rng.choice(boards))
        path = folder / incident_file_name(made)
        path.write_text(dumps(made), encoding="utf-8")
        stamp = modified.timestamp()
        os.utime(path, (stamp, stamp))
        paths.append(path)
    return paths


#: What the incident benches type into the search, a letter at a time.
NEEDLE = "ρενονς"


def narrowing_in(texts: list[str], rounds: int) -> list[float]:
    """The anchor of the search benches: milliseconds of a plain Python ``in`` over the folded ``texts``,
    narrowing as one types :data:`NEEDLE` (each letter searches what the one before kept), ``rounds`` times."""
    from time import perf_counter

    from tdcompanion.core.folding import fold

    times: list[float] = []
    for _ in range(rounds):
        kept = texts
        for end in range(1, len(NEEDLE) + 1):
            word = fold(NEEDLE[:end])
            start = perf_counter()
            kept = [t for t in kept if word in t]
            times.append((perf_counter() - start) * 1000)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("-n", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(f"{len(make(args.folder, args.n, args.seed))} incidents written to {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
