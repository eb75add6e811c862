"""``tdcompanion rule FILE [--json] [--lang el|en] [--ids] [--answer FACT=VALUE] [--choose CHOICE=OPTION]
[--apply] [--save]``: every ruling of an incident file, in order, with the later choices.

The file's story is replayed through the wizard's own evaluation (:meth:`Incident.replay`): each
ruling is ruled again on the record it was given on (a ruling stored in the file is compared, not
trusted), the options chosen are applied, and the table state follows the record to its end. What is
still open (a question, a choice, a choice the table state asks for now) is printed as open.

The Director can finish a ruling without the GUI: ``--answer`` answers the question in hand (the value
as the file writes facts: ``E``, ``SJ``, ``true``, ``3``), ``--choose`` makes a choice of the ruling in
hand or of a prompt open now (declarer's Law 50D2 lead options, his 51A designation ...), ``--apply``
puts the ruling in hand into effect once nothing is left to choose, and ``--save`` writes the file back
(atomically, as the next revision). The plain text is what the Director reads out, so it names no ids;
``--ids`` adds those of the questions, choices and options that ``--answer`` and ``--choose`` take.

Exit status: 0 the story replays (whatever is still open); 2 the file cannot be read, an answer or
choice given on the command line does not fit, or the file cannot be saved; 3 a ruling of the file
cannot be ruled again as saved (its facts contradict each other or the record, or no family of laws
rules that irregularity yet).

``--json`` prints one JSON object (``"format": "tdcompanion-ruling"``, ``"schema_version": 4``),
documented in ``docs/incident-format.md``; its keys and values are stable within the version.
Headless: imports only the core, the wording and the storage.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from tdcompanion.core import incident
from tdcompanion.core.incident import Incident, IncidentFormatError, penalty_json
from tdcompanion.core.laws import Facts, Prompt, Question
from tdcompanion.core.laws.codec import encode
from tdcompanion.core.laws.facts import JudgementMade, judgements_in
from tdcompanion.core.laws.law12 import sheet_check
from tdcompanion.core.laws.timeline import CHOICE_PROMPTS, Replay, Step, StepResult, Timeline
from tdcompanion.core.scoring import score_json
from tdcompanion.core.seats import Side
from tdcompanion.wording import rule_text as words
from tdcompanion.wording.languages import CODES, SOURCE
from tdcompanion.wording.report import asked_facts
from tdcompanion.wording.report_words import word
from tdcompanion.wording.score_text import check_lines, penalty_line, score_lines
from tdcompanion.wording.table_text import prompt_text

EXIT_RULING = 0
EXIT_BAD_INPUT = 2
EXIT_INCONSISTENT = 3
OUTPUT_FORMAT = "tdcompanion-ruling"
OUTPUT_VERSION = 4


class CommandLineError(ValueError):
    """An answer or choice given on the command line that the story has no place for."""


def add(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("rule", help="state every ruling of an incident file (and what is still open)")
    p.add_argument("file", help="incident file (JSON, format v4, or v1 to v3)")
    p.add_argument("--json", action="store_true", help="print the result as JSON (documented, stable)")
    p.add_argument("--lang", choices=CODES, default=SOURCE.code, help="language of the plain-text ruling")
    p.add_argument("--answer", action="append", default=[], metavar="FACT=VALUE",
                   help="answer the question in hand (repeatable), e.g. law49.seat=E")  # fmt: skip
    p.add_argument("--choose", action="append", default=[], metavar="CHOICE=OPTION",
                   help="make a choice open now (repeatable), e.g. law50.lead=forbid_S")  # fmt: skip
    p.add_argument("--ids", action="store_true",
                   help="show the ids of questions, choices and options (for --answer and --choose)")  # fmt: skip
    p.add_argument("--apply", action="store_true", help="put the ruling in hand into effect once nothing is open")
    p.add_argument("--save", action="store_true", help="write the answers and choices back into the file")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    out = sys.stdout
    if isinstance(out, io.TextIOWrapper):
        out.reconfigure(errors="replace")  # Greek or suit symbols on a console that cannot show them
    try:
        inc = incident.load(args.file)
    except IncidentFormatError as exc:
        print(f"{args.file}: {exc.path}: {exc.reason}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:
        print(f"{args.file}: cannot read: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        inc = continued(inc, [_pair(a, "--answer") for a in args.answer], [_pair(c, "--choose") for c in args.choose],
                        apply=args.apply)  # fmt: skip
    except CommandLineError as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    story = inc.replay()
    if args.save:
        saved = _save(inc, Path(args.file))
        if saved is not None:
            print(f"{args.file}: {saved}", file=sys.stderr)
            return EXIT_BAD_INPUT
    for index in story.changed:
        print(f"{args.file}: warning: ruling {index + 1} stored in the file differs from the one computed now",
              file=sys.stderr)  # fmt: skip
    if args.json:
        out.write(json.dumps(story_json(inc, args.file), ensure_ascii=False, indent=2) + "\n")
    else:
        out.write("\n".join(plain(inc, args.lang, ids=args.ids)) + "\n")
    return EXIT_INCONSISTENT if story.error is not None else EXIT_RULING


def _pair(text: str, option: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise CommandLineError(f"{option} takes NAME=VALUE, not {text!r}")
    return key.strip(), value.strip()


def _save(inc: Incident, path: Path) -> str | None:
    """Write ``inc`` back to ``path`` as its next revision; an error message, or ``None``."""
    from tdcompanion.storage.errors import StoreError
    from tdcompanion.storage.incident_store import IncidentStore

    try:
        IncidentStore(path.parent).save(inc, path)
    except StoreError as exc:
        return str(exc)
    return None


# --- finishing a ruling on the command line -------------------------------------------------------------


def continued(inc: Incident, answers: list[tuple[str, str]], choices: list[tuple[str, str]], *,
              apply: bool = False) -> Incident:  # fmt: skip
    """``inc`` with ``answers`` given to the question in hand, ``choices`` made (in the ruling in hand,
    or on a prompt open now, which then becomes the step in hand) and, with ``apply``, the ruling in
    hand put into effect. Raises :class:`CommandLineError` for what does not fit."""
    if not (answers or choices or apply):
        return inc
    story = inc.replay()
    if story.error is not None:
        raise CommandLineError("the file's rulings cannot be ruled again as saved: nothing can be added")
    timeline, current = story.timeline, story.current
    step = current.step if current is not None else None
    for fact_id, raw in answers:
        if step is None or step.irregularity is None:
            raise CommandLineError(f"--answer {fact_id}: no ruling on an irregularity is in hand")
        value = _value(raw)
        step = replace(step, facts=Facts({**step.facts, fact_id: value}), chosen=())
        current = timeline.evaluate(step)
        if current.error is not None:
            raise CommandLineError(f"--answer {fact_id}={_short(raw)}: refused ({current.error.reason})")
    for choice_id, option_id in choices:
        if current is None or current.resolution is None or choice_id not in {c.id for c in current.resolution.pending}:
            prompt = _prompt_offering(timeline, choice_id)
            if prompt is None:
                raise CommandLineError(f"--choose {choice_id}: no such choice is open")
            if current is not None and current.complete:
                timeline = timeline.commit(current)  # a ruling given in full stays in the story
            step = Step(None, prompt)
        assert step is not None
        step = replace(step, chosen=(*step.chosen, (choice_id, option_id)))
        current = timeline.evaluate(step)
        if current.error is not None:
            raise CommandLineError(f"--choose {choice_id}={option_id}: {current.error.params.get('message', '')}")
    if apply:
        if step is None or current is None or not current.complete:
            raise CommandLineError("--apply: the ruling in hand still has a question or a choice open")
        current = timeline.evaluate(replace(step, applied=True))
        timeline = timeline.commit(current)
        step = None
    steps = timeline.steps if step is None or current is None else (*timeline.steps, current.step)
    # The board as the rulings left it: an applied ruling may have withdrawn, placed or restored a card.
    return replace(inc, record=timeline.record, steps=steps, in_hand=step is not None and current is not None)


def _prompt_offering(timeline: Timeline, choice_id: str) -> Prompt | None:
    """The prompt open now whose ruling offers the choice ``choice_id``."""
    for prompt in timeline.prompts():
        if prompt.kind not in CHOICE_PROMPTS:
            continue
        ruling = timeline.evaluate(Step(None, prompt)).ruling
        if ruling is not None and any(c.id == choice_id for c in ruling.all_choices()):
            return prompt
    return None


def _short(text: str) -> str:
    """What was given on the command line, as a message quotes it (not thousands of characters)."""
    return text if len(text) <= 60 else f"{text[:57]}..."


def _value(raw: str) -> Any:
    """An answer as the file writes it: JSON when it reads as JSON (``true``, ``3``, ``["SJ"]``), else text."""
    try:
        value = json.loads(raw)
    except (ValueError, RecursionError):  # not JSON, or a number of thousands of digits, or nested too deep
        return raw
    return value if isinstance(value, bool | int | str | list) else raw


# --- JSON ---------------------------------------------------------------------------------------------


def story_json(inc: Incident, filename: str | None = None) -> dict[str, Any]:
    """The documented ``--json`` object: every ruling, what is open, the replay's status."""
    story = inc.replay()
    rulings = [_step_json(r, i in story.changed) for i, r in enumerate(story.results)]
    if story.error is not None and story.failed is not None:
        step = inc.steps[story.failed]
        rulings.append({**_empty(step), "status": "error", "error": _error_json(story.error.reason, story.error.fact,
                                                                                  story.error.params)})  # fmt: skip
    prompts = story.prompts()
    status = "error" if story.error is not None else "open" if _open(story) else "ruled"
    first = inc.irregularity
    return {
        "format": OUTPUT_FORMAT, "schema_version": OUTPUT_VERSION, "file": filename, "lawbook": inc.lawbook,
        "board": inc.record.number, "irregularity": first.kind.value if first is not None else None,
        "status": status, "rulings": rulings,
        "open": {"choices": list(story.open_choices), "question": _question_open(story),
                 "prompts": [_prompt_json(p, story) for p in prompts]},
        "table": {"tricks_to": {side.value: story.table.tricks_to(side, story.record.state) for side in Side},
                  "penalty_cards": [{"seat": p.seat.letter, "card": p.card.pbn, "grade": p.grade.value}
                                    for p in story.table.penalty_cards]},
        "score": None if inc.scoring.is_empty else score_json.sheet_json(inc.scoring, inc.score_vulnerability[0]),
        "score_check": [{"reason": d.reason, "side": None if d.side is None else d.side.value, "ruled": d.ruled,
                         "entered": d.entered}
                        for d in sheet_check((r.resolution for r in story.results), inc.scoring)],
    }  # fmt: skip


def _open(story: Replay) -> bool:
    current = story.current
    return (current is not None and current.pending) or any(p.kind in CHOICE_PROMPTS for p in story.prompts())


def _question_open(story: Replay) -> dict[str, Any] | None:
    current = story.current
    if current is None or current.assessment is None or current.assessment.question is None:
        return None
    return question_json(current.assessment.question)


def _empty(step: Step) -> dict[str, Any]:
    return {
        "kind": "later_choice" if step.is_later_choice else "ruling",
        "irregularity": encode(step.irregularity) if step.irregularity is not None else None,
        "prompt": encode(step.prompt) if step.prompt is not None else None,
        "status": None, "applied": step.applied, "answered": [], "judgements": [], "derived": {}, "unused": [],
        "question": None,
        "ruling": None, "resolution": None, "stored_ruling_matches": None, "error": None,
        "penalties": [penalty_json(p) for p in step.penalties],
    }  # fmt: skip


def _step_json(result: StepResult, changed: bool) -> dict[str, Any]:
    step = result.step
    out = _empty(step)
    assessment = result.assessment
    if result.error is not None:
        out["status"] = "error"
        out["error"] = _error_json(result.error.reason, result.error.fact, result.error.params)
        return out
    assert assessment is not None
    out["answered"] = list(assessment.answered)
    out["judgements"] = [judgement_json(made) for made in judgements_in(assessment.answered, step.facts)]
    out["derived"] = _json(assessment.derived)
    out["unused"] = list(assessment.unused)
    if assessment.question is not None:
        out["status"] = "question"
        out["question"] = question_json(assessment.question)
        return out
    ruling, resolution = assessment.ruling, result.resolution
    assert ruling is not None and resolution is not None
    out["status"] = "ruling"
    out["ruling"] = encode(ruling)
    by = {c: ruling.choice(c).chooser for c, _ in resolution.chosen}
    out["resolution"] = {
        "chosen": dict(resolution.chosen),
        "by": {c: seat.letter for c, seat in by.items() if seat is not None},
        "consequences": encode(resolution.consequences),
        "pending": [c.id for c in resolution.pending],
    }
    if step.ruling is not None:
        out["stored_ruling_matches"] = not changed
    return out


def judgement_json(made: JudgementMade) -> dict[str, Any]:
    """A judgement the Director made: the fact (its stored id), the value as stored, which judgement, the law
    that calls for it and the law's criteria, each with the law that states it."""
    judged = made.judgement
    return {"fact": made.id, "value": _json(made.value), "judgement": judged.id, "law": str(judged.law),
            "criteria": [{"id": c.id, "law": str(c.law)} for c in judged.criteria]}  # fmt: skip


def _error_json(reason: str, fact: str | None, params: object) -> dict[str, Any]:
    return {"reason": reason, "fact": fact, "params": _json(params)}


def _prompt_json(prompt: Prompt, story: Replay) -> dict[str, Any]:
    timeline = story.timeline
    ruling = timeline.evaluate(Step(None, prompt)).ruling if prompt.kind in CHOICE_PROMPTS else None
    return {"kind": prompt.kind.value, "law": str(prompt.law), "seat": encode(prompt.seat),
            "cards": encode(prompt.cards), "trick": prompt.trick, "reason": prompt.reason, "key": prompt.key,
            "choices": encode(ruling.choices) if ruling is not None else []}  # fmt: skip


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
        "judgement": None if question.judgement is None else {
            "id": question.judgement.id, "law": str(question.judgement.law),
            "criteria": [{"id": c.id, "law": str(c.law)} for c in question.judgement.criteria]},
        "default": _json(question.default),
    }  # fmt: skip


def _json(value: object) -> Any:
    try:
        return encode(value)
    except TypeError:
        if isinstance(value, dict):
            return {str(k): _json(v) for k, v in value.items()}
        return str(value)


# --- plain text ------------------------------------------------------------------------------------------


def plain(inc: Incident, lang: str, *, ids: bool = False) -> list[str]:
    """Every ruling of the story in order, the later choices, and what is still open (``ids``: with the ids of
    the questions, choices and options, for ``--answer`` and ``--choose``)."""
    story = inc.replay()
    board = inc.record.number if inc.record.number is not None else "?"
    kinds = ", ".join(words.say(f"irregularity.{k.value}", lang) for k in inc.kinds) or "-"
    lines = [words.say("title", lang, board=board, irregularity=kinds, edition=words.lawbook_text(inc.lawbook, lang))]
    for number, result in enumerate(story.results, 1):
        lines += ["", *step_lines(number, result, lang, ids=ids)]
    if story.error is not None and story.failed is not None:
        step = inc.steps[story.failed]
        lines += ["", _heading(story.failed + 1, step, lang)]
        where = f"{story.error.fact}: " if story.error.fact else ""
        if story.error.reason == "unsupported":
            lines.append(str(story.error.params.get("message", "")))
        else:
            why = words.refusal_text(story.error.reason, dict(story.error.params), lang)
            lines.append(f"{words.say('inconsistent', lang)}: {where}{why}")
    open_prompts = [p for p in story.prompts() if p.kind in CHOICE_PROMPTS]
    if open_prompts:
        lines += ["", f"{words.say('open_now', lang)}:"]
        for prompt in open_prompts:
            lines.append(f"  - {prompt_text(prompt, lang)}")
            ruling = story.timeline.evaluate(Step(None, prompt)).ruling
            if ruling is not None:
                lines.extend(f"    {line}" for line in words.ruling_lines(ruling, ruling.resolve({}), lang, ids=ids)
                             if line)  # fmt: skip
    return lines + score_text(inc, lang, story)


def score_text(inc: Incident, lang: str, story: Replay | None = None) -> list[str]:
    """The table's score as the Director entered it, each side's with its law (Law 12C), after the rulings, then
    where it contradicts a Law 12 ruling of the ``story`` (the incident's own when not given); nothing when no
    score is entered and none is ruled."""
    story = inc.replay() if story is None else story
    check = [f"  {line}" for line in check_lines(sheet_check((r.resolution for r in story.results), inc.scoring),
                                                 lang)]  # fmt: skip
    if inc.scoring.is_empty:
        return ["", *check] if check else []
    vulnerability, assumed = inc.score_vulnerability
    lines = ["", f"{word('table_score', lang)}:"]
    if assumed:
        lines.append(f"  {word('vulnerability_assumed', lang)}")
    return lines + [f"  {line}" for line in score_lines(inc.scoring, vulnerability, lang)] + check


def _heading(number: int, step: Step, lang: str) -> str:
    if step.irregularity is not None:
        what = words.say(f"irregularity.{step.irregularity.kind.value}", lang)
        return words.say("ruling_number", lang, number=number, what=what)
    assert step.prompt is not None
    return words.say("later_choice_number", lang, number=number, what=prompt_text(step.prompt, lang))


def step_lines(number: int, result: StepResult, lang: str, *, ids: bool = False) -> list[str]:
    step = result.step
    lines = [_heading(number, step, lang)]
    assessment = result.assessment
    if assessment is not None and assessment.question is not None:
        return lines + question_lines(assessment.question, lang, ids=ids)
    ruling, resolution = result.ruling, result.resolution
    if ruling is None or resolution is None:
        return lines
    lines += words.ruling_lines(ruling, resolution, lang, ids=ids)
    lines += [f"  - {penalty_line(p, lang)}" for p in step.penalties]
    judged = [(q, raw) for q, raw in asked_facts(result)[0] if q.judgement is not None]
    if judged:  # the Director's judgements, apart from what the players stated
        lines += ["", f"{words.say('judgements', lang)}:"]
        lines += [f"  - {words.judged_text(q, raw, lang)}" for q, raw in judged]
    if resolution.pending:
        lines.append(f"{words.say('open_choices', lang)}: {words.choice_names(resolution.pending, lang, ids=ids)}")
    elif not step.applied:
        lines.append(words.say("not_applied", lang))
    return lines


def question_lines(question: Question[Any], lang: str, *, ids: bool = False) -> list[str]:
    needed = words.say("question_needed", lang)
    if question.laws:
        needed = words.say("with_laws", lang, text=needed, laws=words.law_text(question.laws, lang))
    return [
        f"{needed}:",
        f"  {words.question_text(question, lang)}",
        *(f"  {line}" for line in words.judgement_lines(question, lang)),
        f"  {words.answer_hint(question, lang, ids=ids)}",
        *([f"  (--answer {question.id}=...)"] if ids else []),
    ]

