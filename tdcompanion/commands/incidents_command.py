"""``tdcompanion incidents list|show|export``: the incidents folder from the command line, with no
display (the same folder as the application's: ``--folder``, else ``$TDCOMPANION_INCIDENTS_DIR``, else
the user's data folder).

- ``list [--search TEXT] [--status S] [--session S] [--json]``: one line per file, unreadable files
  with their reason; the search ignores case and accents (``ρενονς`` finds ``ρενόνς``).
- ``show INCIDENT [--lang el|en] [--json]``: the Director's record and the ruling in words, or the file.
- ``export INCIDENT... --format pbn|json|html [--output DIR] [--lang el|en]``: the board as PBN, the
  incident file, or the incident report as HTML (the PDF report is made in the application).

INCIDENT is a file path, a file name in the folder, or an incident id (or the start of one).
Exit status: 0 done; 1 an export cannot be written; 2 an incident cannot be found or read (the message
says which file, and where in it: the JSON path, or the line and column), or bad usage (argparse).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import Any

from tdcompanion.core.folding import matches
from tdcompanion.core.incident import Incident, IncidentFormatError, check_choices, dumps
from tdcompanion.storage.atomic import write_atomic
from tdcompanion.storage.entries import IncidentEntry
from tdcompanion.storage.errors import StoreError
from tdcompanion.storage.incident_store import IncidentStore, default_folder
from tdcompanion.wording.languages import CODES, SOURCE

EXIT_OK = 0
EXIT_NOT_WRITTEN = 1
EXIT_BAD_INPUT = 2
FORMATS = {"pbn": ".pbn", "json": ".json", "html": ".html"}


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("incidents", help="list, show and export the incidents saved (no display needed)")
    p.add_argument("--folder", type=Path, help="the incidents folder (default: the application's)")
    commands = p.add_subparsers(title="commands", metavar="COMMAND", required=True)

    listing = commands.add_parser("list", help="one line per incident file")
    listing.add_argument("--search", default="", help="words that must all appear (case and accents ignored)")
    listing.add_argument("--status", choices=["open", "ruled", "score_adjusted", "appealed", "closed"])
    listing.add_argument("--session", help="only this session")
    listing.add_argument("--json", action="store_true", help="print a JSON list")
    listing.set_defaults(handler=run_list)

    show = commands.add_parser("show", help="the Director's record and the ruling of one incident")
    show.add_argument("incident", help="file path, file name in the folder, or incident id")
    show.add_argument("--lang", choices=CODES, default=SOURCE.code)
    show.add_argument("--json", action="store_true", help="print the incident file itself")
    show.set_defaults(handler=run_show)

    export = commands.add_parser("export", help="write incidents as PBN, incident files or HTML reports")
    export.add_argument("incidents", nargs="+", help="file paths, file names in the folder, or incident ids")
    export.add_argument("--format", choices=list(FORMATS), default="pbn")
    export.add_argument("--output", type=Path, default=Path("."), help="folder to write into (default: here)")
    export.add_argument("--lang", choices=CODES, default=SOURCE.code, help="language of the HTML report")
    export.set_defaults(handler=run_export)


def _store(args: argparse.Namespace) -> IncidentStore:
    return IncidentStore(args.folder if args.folder is not None else default_folder())


def _out() -> io.TextIOBase | Any:
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="replace")  # Greek or suit symbols on a console that cannot show them
    return out


def run_list(args: argparse.Namespace) -> int:
    out = _out()
    shown = [e for e in _store(args).entries() if _wanted(e, args)]
    if args.json:
        out.write(json.dumps([_entry_json(e) for e in shown], ensure_ascii=False, indent=2) + "\n")
        return EXIT_OK
    for e in shown:
        if e.error is not None:
            out.write(f"{e.name}\tUNREADABLE: {e.error}\n")
            continue
        laws = f"{e.kind} ({', '.join(e.laws)})" if e.laws else e.kind
        board = str(e.board) if e.board is not None else "-"
        out.write("\t".join([e.date or "-", e.session or "-", board, e.table or "-", laws, e.status, e.name]) + "\n")
    return EXIT_OK


def _wanted(entry: IncidentEntry, args: argparse.Namespace) -> bool:
    if args.search and not matches(args.search, entry.search_text):
        return False
    if entry.error is not None:
        return not (args.status or args.session)
    status_ok = args.status is None or entry.status == args.status
    return status_ok and (args.session is None or entry.session == args.session)


def _entry_json(entry: IncidentEntry) -> dict[str, Any]:
    return {"file": str(entry.path), "error": entry.error, "id": entry.id, "date": entry.date, "event": entry.event,
            "session": entry.session, "section": entry.section, "table": entry.table, "board": entry.board,
            "irregularity": entry.kind, "laws": list(entry.laws), "status": entry.status,
            "modified": entry.modified, "players": list(entry.players)}  # fmt: skip


def find(store: IncidentStore, name: str) -> Path | None:
    """A path, a file name in the folder, or an incident id (or the unique start of one)."""
    given = Path(name)
    if given.is_file():
        return given
    if (store.folder / name).is_file():
        return store.folder / name
    hits = [e.path for e in store.entries() if e.id is not None and e.id.startswith(name)]
    return hits[0] if len(hits) == 1 else None


def _load(store: IncidentStore, name: str) -> tuple[Path, Incident] | None:
    """The incident ``name`` and its file, or ``None`` once what is wrong is said on stderr (the file, and
    where in it). A step choosing what its ruling does not offer is the file's fault too (:func:`check_choices`)."""
    path = find(store, name)
    if path is None:
        print(f"{name}: no such incident file or id in {store.folder}", file=sys.stderr)
        return None
    try:
        incident = store.load(path)
        check_choices(incident, str(path))
    except (IncidentFormatError, StoreError) as exc:
        print(str(exc), file=sys.stderr)
        return None
    return path, incident


def run_show(args: argparse.Namespace) -> int:
    from tdcompanion.commands.rule_command import plain

    store = _store(args)
    found = _load(store, args.incident)
    if found is None:
        return EXIT_BAD_INPUT
    path, incident = found
    out = _out()
    if args.json:
        out.write(dumps(incident))
        return EXIT_OK
    ruling = plain(incident, args.lang)
    lines = [str(path), *record_lines(incident, args.lang), "", *ruling]
    out.write("\n".join(lines) + "\n")
    return EXIT_OK


def record_lines(incident: Incident, lang: str) -> list[str]:
    """The Director's record in plain text: where and when, who, status, statements, score, notes."""
    from tdcompanion.core.seats import Seat
    from tdcompanion.wording.report_words import word

    info = incident.info
    missing = word("not_recorded", lang)
    lines = [f"{word(key, lang)}: {getattr(info, key) or missing}" for key in ("event", "session", "date", "section",
                                                                              "table")]  # fmt: skip
    lines.append(f"{word('board', lang)}: {incident.record.number or missing}")
    names = [f"{word('letter.' + s.letter, lang)} {info.player(s)}" for s in Seat if info.player(s)]
    lines.append(f"{word('players', lang)}: {', '.join(names) or missing}")
    called_by = word("letter." + info.called_by.letter, lang) if info.called_by is not None else missing
    lines.append(f"{word('called_at', lang)}: {info.called_at or missing}; {word('called_by', lang)}: {called_by}")
    lines.append(f"{word('status', lang)}: {word('status.' + incident.status.value, lang)}")
    for change in incident.history:
        note = f" ({change.note})" if change.note else ""
        lines.append(f"  {change.at}: {word('status.' + change.status.value, lang)}{note}")
    for label, text in ((f"{word('statements', lang)} {word('vul.NS', lang)}", incident.statements.ns),
                        (f"{word('statements', lang)} {word('vul.EW', lang)}", incident.statements.ew),
                        (word("score", lang), incident.score), (word("notes", lang), incident.note)):  # fmt: skip
        if text:
            lines.append(f"{label}: {text}")
    return lines


def run_export(args: argparse.Namespace) -> int:
    store = _store(args)
    status = EXIT_OK
    for name in args.incidents:
        found = _load(store, name)
        if found is None:
            status = EXIT_BAD_INPUT
            continue
        path, incident = found
        target = args.output / (path.stem + FORMATS[args.format])
        try:
            args.output.mkdir(parents=True, exist_ok=True)
            write_atomic(target, _exported(incident, args.format, args.lang).encode("utf-8"))
        except OSError as exc:
            print(f"{target}: cannot be written: {exc.strerror or exc}", file=sys.stderr)
            status = max(status, EXIT_NOT_WRITTEN)
            continue
        print(target)
    return status


def _exported(incident: Incident, kind: str, lang: str) -> str:
    if kind == "pbn":
        from tdcompanion.core import incident_pbn

        return incident_pbn.to_pbn(incident)
    if kind == "json":
        return dumps(incident)
    from tdcompanion.wording.report import incident_html

    return incident_html(incident, lang)
