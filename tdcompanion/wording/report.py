"""The incident report and the session report, as self-contained HTML in English or Greek.

:func:`incident_html` gives one board's story: where and when, the players, the deal diagram, the
auction grid, the whole play, then each ruling in order (the play between the rulings, the
irregularity, the facts established, question and answer, the ruling with its laws, options and the
ones chosen; a later choice the table state asked for, with who chose and what), the score
consequences, each side's statement, the Director's notes, status and history; the score section
gives the Director's words and, when a score is entered, the table's score worked out
(:mod:`tdcompanion.wording.score_text`). :func:`session_html` lists a session's incidents in one table
(with each table's score when any has one), then each incident's rulings. The GUI renders either in
a QTextDocument (print, PDF); a headless command can write the HTML as it is. Words come in the one
language asked for.

The rulings come from :meth:`Incident.replay`, the evaluation the wizard and ``tdcompanion rule`` use:
the report shows the ruling saved in the file (the one read out at the table) and says so when the
program now rules differently.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tdcompanion.core.incident import Incident
from tdcompanion.core.incident_info import IncidentInfo
from tdcompanion.core.laws import (
    Choice,
    Facts,
    FactValue,
    Question,
    Resolution,
    Ruling,
    UnknownOptionError,
)
from tdcompanion.core.laws.law12 import sheet_check
from tdcompanion.core.laws.record import BoardRecord
from tdcompanion.core.laws.timeline import Step, StepResult, Timeline
from tdcompanion.core.play import Play
from tdcompanion.core.seats import Side
from tdcompanion.wording.languages import CODES
from tdcompanion.wording.names import side_text
from tdcompanion.wording.print_colours import FOOTER
from tdcompanion.wording.report_board import (
    GRID_ORDER,
    TABLE,
    WIDE_TABLE,
    auction_html,
    call_html,
    deal_html,
    esc,
    event_text,
    irregularity_text,
    play_html,
    seat_name,
    sentence_html,
    stamp_text,
    trick_of_events,
)
from tdcompanion.wording.report_words import separator, word
from tdcompanion.wording.rule_text import (
    answer_text,
    card_text,
    choice_header,
    consequence_summary,
    criteria_lines,
    describe,
    judgement_name,
    law_text,
    lawbook_text,
    option_label,
    question_text,
    refusal_text,
    say,
)
from tdcompanion.wording.score_text import check_lines, penalty_line, score_lines, short_score
from tdcompanion.wording.table_text import prompt_text

#: A safety stop for replaying the questions (a ruling needs a handful).
MAX_QUESTIONS = 200
SHORT_RULING = 160


@dataclass(frozen=True)
class Outcome:
    """One ruling as a report shows it: the ``ruling`` saved with the step (else the one ruled now),
    with the options chosen (``resolution``); ``changed`` when the program now rules differently from
    the ruling saved; ``problem`` says why there is none."""

    ruling: Ruling | None
    resolution: Resolution | None
    changed: bool = False
    problem: str = ""


def outcome(result: StepResult, lang: str, *, saved: Ruling | None = None, changed: bool = False) -> Outcome:
    """What the report shows of one replayed step: the ruling ``saved`` with it in the file (the one
    read out at the table), else the ruling given now."""
    if result.error is not None:
        why = refusal_text(result.error.reason, dict(result.error.params), lang)
        return Outcome(None, None, problem=f"{say('inconsistent', lang)}: {why}")
    ruling = saved if saved is not None else result.ruling
    if ruling is None:
        return Outcome(None, None)
    try:
        resolution = ruling.resolve(result.step.chosen_options)
    except UnknownOptionError:  # a choice the ruling does not offer: show the options, none taken
        resolution = ruling.resolve({})
    return Outcome(ruling, resolution, changed)


def outcomes(incident: Incident, lang: str) -> list[tuple[StepResult, Outcome]]:
    """Every step of the incident's story, replayed, with what the report shows of it."""
    story = incident.replay()
    return [(r, outcome(r, lang, saved=incident.steps[i].ruling, changed=i in story.changed))
            for i, r in enumerate(story.results)]  # fmt: skip


def asked_facts(result: StepResult) -> tuple[list[tuple[Question[object], FactValue]], Question[object] | None]:
    """The questions the ruling of ``result`` asked, in order, each with its answer; and the next
    question if the facts stop short of a ruling. Facts the record shows are not questions and are
    left out."""
    step = result.step
    if step.irregularity is None or step.record is None:
        return [], None
    facts = Facts()
    asked: list[tuple[Question[object], FactValue]] = []
    at = Timeline(step.record, result.table)  # the board and table state the ruling was given on
    for _ in range(MAX_QUESTIONS):
        partial = at.evaluate(Step(step.irregularity, facts=facts))
        question = partial.assessment.question if partial.assessment is not None else None
        if partial.error is not None or question is None:
            break
        if question.id not in step.facts:
            return asked, question
        answer = step.facts[question.id]
        asked.append((question, answer))
        facts = Facts({**facts, question.id: answer})
    return asked, None


# --- the incident report ---------------------------------------------------------------------------------


def incident_html(incident: Incident, lang: str) -> str:
    """The full report of ``incident`` in ``lang`` (a code of ``languages.CODES``), as an HTML document."""
    _check(lang)
    title = _title(incident, lang)
    parts = [
        f"<h1>{esc(title)}</h1>",
        _where_html(incident, lang),
        _section("deal", lang, deal_html(incident.record, incident.info, lang)),
        _section("auction", lang, auction_html(incident.record.auction, lang)),
        _section("play", lang, play_html(incident.record, None, lang)),
        _section("rulings", lang, _story_html(incident, lang)),
        _section("score", lang, _score_html(incident, lang)),
        _section("statements", lang, _statements_html(incident, lang)),
        _section("notes", lang, _text_html(incident.note, lang)),
        _section("status", lang, _status_html(incident, lang)),
        _identity_html(incident, lang),
    ]
    return _document(title, "".join(parts))


def _story_html(incident: Incident, lang: str) -> str:
    """Each ruling in order, with the play between them (Laws 10, 12: the record of what was ruled)."""
    story = incident.replay()
    listed = outcomes(incident, lang)
    if not listed:
        return f"<p>{esc(word('no_ruling', lang))}</p>"
    out = []
    events_before = 0
    for number, (result, shown) in enumerate(listed, 1):
        step = result.step
        record = result.record
        at = len(record.play.events) if record.play is not None else 0
        between = _play_between(incident, events_before, at, lang)
        if between:
            key = "play_between" if number > 1 else "play_before"
            out.append(f"<p><i>{esc(word(key, lang))}:</i> {between}</p>")
        events_before = max(events_before, at)
        out.append(f"<h3>{esc(step_title(step, number, lang))}</h3>")
        if step.irregularity is not None:
            out.append(_irregularity_html(result, shown, incident.info, lang))
            asked = asked_facts(result)
            out.append(f"<h4>{esc(word('facts', lang))}</h4>{_facts_html(*asked, lang)}")
            judged = _judgements_html(*asked, lang)
            if judged:  # the Director's judgements, apart from what the players stated
                out.append(f"<h4>{esc(word('judgements', lang))}</h4>{judged}")
        else:
            who = offender_text(shown.ruling, incident.info, lang)
            if who:
                out.append(f"<p>{esc(word('offender', lang))}: {esc(who)}</p>")
        out.append(_ruling_html(shown, lang))
        if step.penalties:  # Laws 90, 91A: imposed with this ruling, in addition to its rectification
            out.append(f"<h4>{esc(word('penalties', lang))}</h4>")
            out.append(_list([penalty_line(p, lang) for p in step.penalties]))
        if shown.ruling is not None and not step.applied:
            out.append(f"<p><i>{esc(say('not_applied', lang))}</i></p>")
    if story.error is not None and story.failed is not None:
        why = refusal_text(story.error.reason, dict(story.error.params), lang)
        out.append(f"<p><b>{esc(word('replay_failed', lang, number=story.failed + 1, reason=why))}</b></p>")
    play = incident.record.play
    after = _play_between(incident, events_before, len(play.events) if play is not None else 0, lang)
    if after:
        out.append(f"<p><i>{esc(word('play_after', lang))}:</i> {after}</p>")
    return "".join(out)


def step_title(step: Step, number: int, lang: str) -> str:
    """``Ruling 2: lead out of turn``, or ``Later choice 3: <the prompt>``: the heading of a step of the story."""
    if step.irregularity is not None:
        what = say(f"irregularity.{step.irregularity.kind.value}", lang)
        return say("ruling_number", lang, number=number, what=what)
    assert step.prompt is not None
    return say("later_choice_number", lang, number=number, what=prompt_text(step.prompt, lang))


def _play_between(incident: Incident, start: int, end: int, lang: str) -> str:
    """The play events ``start`` to ``end`` of the record, in words (cards played by seat, and what
    else happened), for the play between two rulings."""
    play = incident.record.play
    if play is None or end <= start:
        return ""
    texts = []
    for event in play.events[start:end]:
        text = event_text(event, lang)
        if text is None and isinstance(event, Play):
            text = f"{seat_name(event.seat, lang)} {card_text(event.card)}"
        if text:
            texts.append(text)
    return esc(separator(lang).join(texts))


def _title(incident: Incident, lang: str) -> str:
    number = incident.record.number
    board = word("board_number", lang, board=number) if number is not None else word("board", lang)
    return f"{word('incident_title', lang)} - {board}"


def _where_html(incident: Incident, lang: str) -> str:
    info = incident.info
    rows = [(word(key, lang), getattr(info, key)) for key in ("event", "session", "date", "section", "table")]
    number = incident.record.number
    rows.append((word("board", lang), "" if number is None else str(number)))
    rows.append((word("lawbook", lang), lawbook_text(incident.lawbook, lang)))
    rows.append((word("called_at", lang), stamp_text(info.called_at)))
    rows.append((word("called_by", lang), seat_name(info.called_by, lang) if info.called_by is not None else ""))
    body = "".join(f"<tr><td><b>{esc(label)}</b></td><td>{_or_not_recorded(value, lang)}</td></tr>"
                   for label, value in rows)  # fmt: skip
    players = "".join(f'<th width="25%">{esc(seat_name(s, lang))}</th>' for s in GRID_ORDER)
    names = "".join(f'<td align="center">{_or_not_recorded(info.player(s), lang)}</td>' for s in GRID_ORDER)
    return (f"{TABLE}{body}</table><h3>{esc(word('players', lang))}</h3>"
            f"{TABLE}<tr>{players}</tr><tr>{names}</tr></table>")  # fmt: skip


def _irregularity_html(result: StepResult, shown: Outcome, info: IncidentInfo, lang: str) -> str:
    irregularity, record = result.step.irregularity, result.record
    assert irregularity is not None
    lines: list[str] = []
    if irregularity.event is not None and record.play is not None and irregularity.event < len(record.play.events):
        index = irregularity.event
        what = _play_event_words(record, index, lang)
        trick = trick_of_events(record.play, index + 1)[index]
        lines.append(sentence_html(word("irregular_event", lang, number=index + 1, trick=trick, what=what)))
    auction = record.auction
    if irregularity.call is not None and auction is not None and irregularity.call < len(auction.entries):
        entry = auction.entries[irregularity.call]
        text = esc(word("irregular_call", lang, number=irregularity.call + 1, seat=seat_name(entry.seat, lang),
                        call="\x00")).replace("\x00", call_html(entry.call, lang))  # fmt: skip
        lines.append(text)
    who = offender_text(shown.ruling, info, lang)
    if who:
        lines.append(f"{esc(word('offender', lang))}: {esc(who)}")
    return "<p>" + "<br>".join(lines) + "</p>" if lines else ""


def offender_text(ruling: Ruling | None, info: IncidentInfo, lang: str) -> str:
    """The offender of ``ruling`` (each ruling of a board has its own, Law 10): the seat, with the
    player's name when the Director's record has it (``South (Sam South)``); empty when there is none."""
    if ruling is None or ruling.offender is None:
        return ""
    seat, name = seat_name(ruling.offender, lang), info.player(ruling.offender).strip()
    return word("offender_named", lang, seat=seat, name=name) if name else str(seat)


def _play_event_words(record: BoardRecord, index: int, lang: str) -> str:
    play = record.play
    assert play is not None
    for item in play.irregularities():
        if item.index == index:
            return irregularity_text(item, lang)
    event = play.events[index]
    text = event_text(event, lang)
    if text is None and isinstance(event, Play):
        text = word("event.play", lang, seat=seat_name(event.seat, lang), card=card_text(event.card))
    return text or ""


def _facts_html(asked: list[tuple[Question[object], FactValue]], pending: Question[object] | None, lang: str) -> str:
    """What the players stated, question by question (:func:`asked_facts`); the Director's own judgements are in
    :func:`_judgements_html`."""
    rows = [(question_text(q, lang), answer_text(q, raw, lang)) for q, raw in asked if q.judgement is None]
    if pending is not None and pending.judgement is None:
        rows.append((question_text(pending, lang), word("unanswered", lang)))
    if not rows:
        judged = any(q.judgement for q, _ in asked) or (pending is not None and pending.judgement is not None)
        return f"<p>{esc(word('only_judgements' if judged else 'no_facts', lang))}</p>"
    head = f"<tr><th>{esc(word('question', lang))}</th><th>{esc(word('answer', lang))}</th></tr>"
    body = "".join(f"<tr><td>{sentence_html(q)}</td><td>{sentence_html(a)}</td></tr>" for q, a in rows)
    return f"{WIDE_TABLE}{head}{body}</table>"


def _judgements_html(asked: list[tuple[Question[object], FactValue]], pending: Question[object] | None,
                     lang: str) -> str:  # fmt: skip
    """The Director's judgements on the ruling (:func:`asked_facts`), in the order it needed them: which judgement
    and its law, the question, his answer and the law's criteria; empty when the ruling needed none."""
    judged: list[tuple[Question[object], str]] = [(q, answer_text(q, raw, lang)) for q, raw in asked if q.judgement]
    if pending is not None and pending.judgement is not None:
        judged.append((pending, word("unanswered", lang)))
    if not judged:
        return ""
    head = (f"<tr><th>{esc(word('judgement', lang))}</th><th>{esc(word('answer', lang))}</th>"
            f"<th>{esc(word('criteria', lang))}</th></tr>")  # fmt: skip
    body = []
    for question, answer in judged:
        assert question.judgement is not None
        name = say("with_laws", lang, text=judgement_name(question.judgement, lang),
                   laws=law_text((question.judgement.law,), lang))  # fmt: skip
        what = f"<b>{sentence_html(name)}</b><br>{sentence_html(question_text(question, lang))}"
        criteria = "<br>".join(sentence_html(c) for c in criteria_lines(question.judgement, lang))
        body.append(f"<tr><td>{what}</td><td>{sentence_html(answer)}</td><td>{criteria}</td></tr>")
    return f"{WIDE_TABLE}{head}{''.join(body)}</table>"


# --- the ruling ----------------------------------------------------------------------------------------------


def _ruling_html(result: Outcome, lang: str) -> str:
    ruling, resolution = result.ruling, result.resolution
    if ruling is None or resolution is None:
        return f"<p>{esc(result.problem or word('no_ruling', lang))}</p>"
    out = f"<p><i>{esc(word('ruling_changed', lang))}</i></p>" if result.changed else ""
    out += f"<p><b>{esc(word('laws_applied', lang))}:</b> {esc(law_text(ruling.laws, lang))}</p>"
    out += f"<h4>{esc(word('rectification', lang))}</h4>"
    out += _list(consequence_summary(ruling.consequences, resolution, lang))
    if ruling.choices:
        chosen = dict(resolution.chosen)
        out += f"<h4>{esc(word('options', lang))}</h4>"
        out += "".join(_choice_html(choice, chosen, lang) for choice in ruling.choices)
        if resolution.chosen:
            out += f"<h4>{esc(word('in_force', lang))}</h4>"
            out += _list(consequence_summary(resolution.consequences, resolution, lang))
        if resolution.pending:
            out += f"<h4>{esc(word('still_open', lang))}</h4>"
            out += _list([choice_header(c, lang).rstrip(":") for c in resolution.pending])
    return out


def _choice_html(choice: Choice, chosen: dict[str, str], lang: str) -> str:
    items = []
    for option in choice.options:
        label = sentence_html(option_label(option, lang))
        if option.id == choice.default:
            label += " " + esc(say("default", lang))
        if chosen.get(choice.id) == option.id:
            label = f"<b>{label} ({esc(word('chosen', lang))})</b>"
        inner = _list([describe(c, lang) for c in option.consequences]) if option.consequences else ""
        inner += "".join(_choice_html(follow, chosen, lang) for follow in option.follow_up)
        items.append(f"<li>{label}{inner}</li>")
    return f"<p>{sentence_html(choice_header(choice, lang))}</p><ul>{''.join(items)}</ul>"


def _list(texts: Iterable[str]) -> str:
    return "<ul>" + "".join(f"<li>{sentence_html(t)}</li>" for t in texts) + "</ul>"


# --- the Director's record -----------------------------------------------------------------------------------


def _statements_html(incident: Incident, lang: str) -> str:
    rows = [(side_text(side, lang), incident.statements.of(side.value)) for side in (Side.NS, Side.EW)]
    body = "".join(f'<tr><td valign="top"><b>{esc(who)}</b></td><td>{_or_not_recorded(text, lang)}</td></tr>'
                   for who, text in rows)  # fmt: skip
    return f"{WIDE_TABLE}{body}</table>"


def _score_html(incident: Incident, lang: str) -> str:
    """The Director's words, then the table's score worked out from the score entered (when there is one), and
    where it contradicts a Law 12 ruling of the board."""
    check = check_lines(sheet_check((r.resolution for r in incident.replay().results), incident.scoring), lang)
    check_html = f"<p>{esc(check[0])}</p>{_list([line.strip() for line in check[1:]])}" if check else ""
    if incident.scoring.is_empty:
        return _text_html(incident.score, lang) + check_html
    out = _text_html(incident.score, lang) if incident.score.strip() else ""
    vulnerability, assumed = incident.score_vulnerability
    out += f"<h3>{esc(word('table_score', lang))}</h3>"
    if assumed:
        out += f"<p><i>{esc(word('vulnerability_assumed', lang))}</i></p>"
    groups: list[tuple[str, list[str]]] = []
    for line in score_lines(incident.scoring, vulnerability, lang):
        if line.startswith("  ") and groups:  # an outcome of a weighted score: under its heading
            groups[-1][1].append(line.strip())
        else:
            groups.append((line, []))
    items = "".join(f"<li>{sentence_html(line)}{_list(under) if under else ''}</li>" for line, under in groups)
    return f"{out}<ul>{items}</ul>{check_html}"


def _status_html(incident: Incident, lang: str) -> str:
    out = f"<p>{esc(word(f'status.{incident.status.value}', lang))}</p>"
    if incident.history:
        head = "".join(f"<th>{esc(word(k, lang))}</th>" for k in ("when", "status", "note"))
        body = "".join(f"<tr><td>{esc(stamp_text(c.at))}</td>"
                       f"<td>{esc(word(f'status.{c.status.value}', lang))}</td><td>{esc(c.note)}</td></tr>"
                       for c in incident.history)  # fmt: skip
        out += f"<h3>{esc(word('history', lang))}</h3>{TABLE}<tr>{head}</tr>{body}</table>"
    return out


def _identity_html(incident: Incident, lang: str) -> str:
    parts = []
    if incident.id is not None:
        parts.append(word("identity", lang, id=incident.id, revision=incident.revision))
    if incident.created:
        parts.append(word("created", lang, when=stamp_text(incident.created)))
    if incident.modified:
        parts.append(word("modified", lang, when=stamp_text(incident.modified)))
    return f'<p style="font-size: small; color: {FOOTER};">{esc(separator(lang).join(parts))}</p>' if parts else ""


def _text_html(text: str, lang: str) -> str:
    return f"<p>{_or_not_recorded(text, lang)}</p>"


def _or_not_recorded(text: str, lang: str) -> str:
    return esc(text) if text.strip() else f"<i>{esc(word('not_recorded', lang))}</i>"


# --- the session report ------------------------------------------------------------------------------------


def session_html(incidents: Sequence[Incident], lang: str, title: str | None = None) -> str:
    """Every incident of a session in one table (date, table, board, irregularity, laws, status, the
    ruling in short), in the order given, then each incident's ruling."""
    _check(lang)
    title = title or _session_title(incidents, lang)
    results = [outcomes(i, lang) for i in incidents]
    parts = [f"<h1>{esc(title)}</h1>", f"<p>{esc(word('incident_count', lang, count=len(incidents)))}</p>"]
    if not incidents:
        parts.append(f"<p>{esc(word('no_incidents', lang))}</p>")
        return _document(title, "".join(parts))
    scored = any(not i.scoring.is_empty for i in incidents)  # a score column only when some table has a score
    keys = ("number", "date", "table", "board", "irregularity", "laws", "status", "ruling") + \
        (("score_column",) if scored else ())  # fmt: skip
    head = "".join(f"<th>{esc(word(k, lang))}</th>" for k in keys)
    rows = []
    for number, (incident, listed) in enumerate(zip(incidents, results, strict=True), 1):
        shown = [o for _, o in listed]
        laws = [law for o in shown if o.ruling is not None for law in o.ruling.laws]
        cells = [str(number), _date(incident), incident.info.table, _board(incident), _kinds(incident, lang),
                 law_text(tuple(dict.fromkeys(laws)), lang), word(f"status.{incident.status.value}", lang),
                 " / ".join(_short_with_offender(o, incident.info, lang) for o in shown)
                 or word("no_ruling", lang)]  # fmt: skip
        if scored:
            cells.append(short_score(incident.scoring, incident.score_vulnerability[0], lang))
        rows.append("<tr>" + "".join(f'<td valign="top">{esc(c)}</td>' for c in cells) + "</tr>")
    parts.append(f"{WIDE_TABLE}<tr>{head}</tr>{''.join(rows)}</table>")
    parts.append(f"<h2>{esc(word('summaries', lang))}</h2>")
    for number, (incident, listed) in enumerate(zip(incidents, results, strict=True), 1):
        parts.append(f"<h3>{number}. {esc(_heading(incident, lang))}</h3>")
        summaries = (f"<h4>{esc(step_title(r.step, n, lang))}</h4>{_summary_html(o, incident.info, lang)}"
                     for n, (r, o) in enumerate(listed, 1))  # fmt: skip
        parts.append("".join(summaries) or f"<p>{esc(word('no_ruling', lang))}</p>")
    return _document(title, "".join(parts))


def _kinds(incident: Incident, lang: str) -> str:
    return separator(lang).join(say(f"irregularity.{k.value}", lang) for k in incident.kinds)


def short_ruling(result: Outcome, lang: str) -> str:
    """The ruling in a line: the options chosen, else its first consequence in force."""
    ruling, resolution = result.ruling, result.resolution
    if ruling is None or resolution is None:
        return result.problem or word("no_ruling", lang)
    chosen = dict(resolution.chosen)
    labels = [option_label(o, lang) for c in ruling.all_choices() for o in c.options if chosen.get(c.id) == o.id]
    text = separator(lang).join(labels) if labels else describe(resolution.consequences[0], lang) \
        if resolution.consequences else consequence_summary((), resolution, lang)[0]  # fmt: skip
    return text if len(text) <= SHORT_RULING else text[: SHORT_RULING - 1].rstrip() + "…"


def _short_with_offender(result: Outcome, info: IncidentInfo, lang: str) -> str:
    """``South (Sam South): <the ruling in a line>``; the ruling alone when it has no offender."""
    who = offender_text(result.ruling, info, lang)
    return f"{who}: {short_ruling(result, lang)}" if who else short_ruling(result, lang)


def _summary_html(result: Outcome, info: IncidentInfo, lang: str) -> str:
    ruling, resolution = result.ruling, result.resolution
    if ruling is None or resolution is None:
        return f"<p>{esc(result.problem or word('no_ruling', lang))}</p>"
    out = f"<p><b>{esc(word('laws_applied', lang))}:</b> {esc(law_text(ruling.laws, lang))}"
    who = offender_text(ruling, info, lang)
    if who:
        out += f"<br><b>{esc(word('offender', lang))}:</b> {esc(who)}"
    out += "</p>" + _list(consequence_summary(resolution.consequences, resolution, lang))
    chosen = dict(resolution.chosen)
    taken = [f"{choice_header(c, lang)} {option_label(o, lang)}"
             for c in ruling.all_choices() for o in c.options if chosen.get(c.id) == o.id]  # fmt: skip
    if taken:
        out += f"<h4>{esc(word('options', lang))}</h4>" + _list(taken)
    if resolution.pending:
        out += f"<h4>{esc(word('still_open', lang))}</h4>"
        out += _list([choice_header(c, lang).rstrip(":") for c in resolution.pending])
    return out


def _session_title(incidents: Sequence[Incident], lang: str) -> str:
    names = [" ".join(n for n in (i.info.event, i.info.session) if n) for i in incidents]
    shared = names[0] if names and all(n == names[0] for n in names) else ""
    return f"{word('session_title', lang)} - {shared}" if shared else word("session_title", lang)


def _heading(incident: Incident, lang: str) -> str:
    parts = [word("board_number", lang, board=_board(incident) or "?")]
    if incident.info.table:
        parts.append(f"{word('table', lang)} {incident.info.table}")
    parts.append(_kinds(incident, lang))
    return " - ".join(parts)


def _date(incident: Incident) -> str:
    return incident.info.date or (incident.created or "")[:10]


def _board(incident: Incident) -> str:
    return "" if incident.record.number is None else str(incident.record.number)


# --- shared --------------------------------------------------------------------------------------------------


def report_file_name(incident: Incident, suffix: str = ".pdf") -> str:
    """A file name for the report: ``board-3-table-5-2026-11-23.pdf`` (safe on every system)."""
    parts = ["board", _board(incident) or "x"]
    if incident.info.table:
        parts += ["table", incident.info.table]
    if _date(incident):
        parts.append(_date(incident))
    name = re.sub(r"[^\w.]+", "-", "-".join(parts), flags=re.ASCII).strip("-.")
    return (name or "incident") + suffix


def _section(key: str, lang: str, body: str) -> str:
    return f"<h2>{esc(word(key, lang))}</h2>{body}"


def _document(title: str, body: str) -> str:
    return (f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>{esc(title)}</title></head>'
            f"<body>{body}</body></html>")  # fmt: skip


def _check(lang: str) -> None:
    if lang not in CODES:
        raise ValueError(f"no report language {lang!r} (expected one of {', '.join(CODES)})")


__all__ = ["Outcome", "asked_facts", "incident_html", "offender_text", "outcome", "outcomes", "report_file_name",
           "session_html", "short_ruling", "step_title"]  # fmt: skip
