"""``tdcompanion rule FILE [--json] [--lang el|en]``: the ruling for an incident file.

The file (format v2, or v1, ``docs/incident-format.md``) may hold only the board and the facts: the ruling
is computed from them (a ruling stored in the file is compared, not trusted). Options already
chosen (``"chosen"``) are applied. Without every fact the ruling needs, the next question is
printed instead.

Exit status: 0 a ruling; 1 more facts are needed; 2 the file cannot be read; 3 the facts
contradict each other or the record, or no family of laws rules this irregularity yet.

``--json`` prints one JSON object (``"format": "tdcompanion-ruling"``, ``"schema_version": 1``),
documented in ``docs/incident-format.md``; its keys and values are stable within the version.
Headless: imports only the core.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Mapping
from typing import Any

from tdcompanion.core import incident
from tdcompanion.core.incident import Incident, IncidentFormatError
from tdcompanion.core.laws import (
    Assessment,
    InconsistentFacts,
    Question,
    UnknownOptionError,
    UnsupportedIrregularityError,
)
from tdcompanion.core.laws.codec import encode
from tdcompanion.wording import rule_text as words

EXIT_RULING = 0
EXIT_QUESTION = 1
EXIT_BAD_FILE = 2
EXIT_INCONSISTENT = 3
OUTPUT_FORMAT = "tdcompanion-ruling"
OUTPUT_VERSION = 1


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("rule", help="state the ruling for an incident file (or the next fact it needs)")
    p.add_argument("file", help="incident file (JSON, format v2 or v1)")
    p.add_argument("--json", action="store_true", help="print the result as JSON (documented, stable)")
    p.add_argument("--lang", choices=["en", "el"], default="en", help="language of the plain-text ruling")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="replace")  # Greek or suit symbols on a console that cannot show them
    try:
        inc = incident.load(args.file)
    except IncidentFormatError as exc:
        print(f"{args.file}: {exc.path}: {exc.reason}", file=sys.stderr)
        return EXIT_BAD_FILE
    except OSError as exc:
        print(f"{args.file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_FILE
    result = evaluate(inc, args.file)
    if result.get("status") == "bad_choice":
        print(f"{args.file}: $.chosen: {result['error']['message']}", file=sys.stderr)
        return EXIT_BAD_FILE
    if result["stored_ruling_matches"] is False:
        print(f"{args.file}: warning: the ruling stored in the file differs from the one computed now", file=sys.stderr)
    if args.json:
        out.write(json.dumps(result["json"], ensure_ascii=False, indent=2) + "\n")
    else:
        out.write("\n".join(plain(inc, result, args.lang)) + "\n")
    return {"ruling": EXIT_RULING, "question": EXIT_QUESTION}.get(result["status"], EXIT_INCONSISTENT)


def evaluate(inc: Incident, filename: str | None = None) -> dict[str, Any]:
    """Assess the incident: a dict with ``status``, the Python objects (``assessment``, ``resolution``,
    ``refusal``) and ``json``, the documented output object."""
    out: dict[str, Any] = {
        "format": OUTPUT_FORMAT, "schema_version": OUTPUT_VERSION, "file": filename,
        "irregularity": inc.irregularity.kind.value, "lawbook": inc.lawbook, "status": None,
        "answered": [], "derived": {}, "unused": [], "question": None, "ruling": None, "resolution": None,
        "stored_ruling_matches": None, "error": None,
    }  # fmt: skip
    result: dict[str, Any] = {"json": out, "assessment": None, "resolution": None, "refusal": None,
                              "stored_ruling_matches": None}  # fmt: skip
    try:
        assessment = inc.assess()
    except InconsistentFacts as exc:
        out["status"] = result["status"] = "inconsistent"
        out["error"] = {"reason": exc.reason, "fact": exc.fact, "params": _json(exc.params)}
        result["refusal"] = exc
        return result
    except UnsupportedIrregularityError as exc:
        out["status"] = result["status"] = "unsupported"
        out["error"] = {"reason": "unsupported_irregularity", "fact": None, "params": {"message": str(exc)}}
        return result
    result["assessment"] = assessment
    out["answered"] = list(assessment.answered)
    out["derived"] = _json(assessment.derived)
    out["unused"] = list(assessment.unused)
    if assessment.ruling is None:
        assert assessment.question is not None
        out["status"] = result["status"] = "question"
        out["question"] = question_json(assessment.question)
        return result
    ruling = assessment.ruling
    try:
        resolution = ruling.resolve(inc.chosen_options)
    except UnknownOptionError as exc:
        return {"status": "bad_choice", "error": {"message": str(exc)}, "stored_ruling_matches": None, "json": out}
    out["status"] = result["status"] = "ruling"
    out["ruling"] = encode(ruling)
    out["resolution"] = {
        "chosen": dict(resolution.chosen),
        "consequences": encode(resolution.consequences),
        "pending": [c.id for c in resolution.pending],
    }
    result["resolution"] = resolution
    if inc.ruling is not None:
        out["stored_ruling_matches"] = result["stored_ruling_matches"] = inc.ruling == ruling
    return result


def question_json(question: Question[Any]) -> dict[str, Any]:
    fact = question.fact
    choices = None
    if question.choices is not None:
        choices = [_json(c) for c in question.choices]
    return {
        "id": question.id,
        "fact": fact.id,
        "key": question.key,
        "kind": fact.kind.value,
        "laws": [str(law) for law in fact.laws],
        "choices": choices,
        "values": [m.value for m in fact.values] if fact.values is not None else None,
        "minimum": fact.minimum,
        "maximum": fact.maximum,
        "params": {k: _json(v) for k, v in question.params.items()},
    }


def _json(value: object) -> Any:
    try:
        return encode(value)
    except TypeError:
        return str(value)


# --- plain text ------------------------------------------------------------------------------------------


def plain(inc: Incident, result: Mapping[str, Any], lang: str) -> list[str]:
    board = inc.record.number if inc.record.number is not None else "?"
    kind = words.say(f"irregularity.{inc.irregularity.kind.value}", lang)
    lines = [words.say("title", lang, board=board, irregularity=kind, edition=inc.lawbook)]
    status = result["status"]
    if status == "inconsistent":
        exc: InconsistentFacts = result["refusal"]
        where = f"{exc.fact}: " if exc.fact else ""
        why = words.refusal_text(exc.reason, dict(exc.params), lang)
        lines.append(f"{words.say('inconsistent', lang)}: {where}{why}")
        return lines
    if status == "unsupported":
        lines.append(result["json"]["error"]["params"]["message"])
        return lines
    assessment: Assessment = result["assessment"]
    if status == "question":
        assert assessment.question is not None
        return lines + question_lines(assessment.question, lang)
    ruling = assessment.ruling
    assert ruling is not None
    return lines + words.ruling_lines(ruling, result["resolution"], lang)


def question_lines(question: Question[Any], lang: str) -> list[str]:
    laws = f" ({words.law_text(question.laws, lang)})" if question.laws else ""
    return [
        f"{words.say('question_needed', lang)}{laws}:",
        f"  {words.question_text(question, lang)}",
        f"  {words.answer_hint(question, lang)}",
        f'  ("facts": {{"{question.id}": ...}})',
    ]
