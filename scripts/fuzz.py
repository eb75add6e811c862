"""The long fuzz run (issue 20): many inputs per reader, in worker processes watched for hangs.

    nice -n 10 .venv/bin/python scripts/fuzz.py --inputs 100000 --folder-inputs 10000

Drives the targets of ``tests/fuzz`` (the PBN and LIN readers as File > Open uses them, the incident
reader, and start-up over a damaged incidents folder) with inputs drawn from ``random.Random`` seeded by
the target's name and the input's number, so ``--only pbn:1234`` gives input 1234 again. The same
mutations and generators run in the CI pass under Hypothesis (``tests/fuzz``).

Findings (an exception other than the project's own, or an input over 2 s) are kept under
``--findings`` (by default ``fuzz-findings/``): per target and kind, up to ``--keep`` inputs each (the
bytes, or the folder as a tar) with the traceback, and ``summary.json``. The counts printed at the end:
inputs per target, refusals (our exceptions), findings by class and site, and hangs. A worker silent
for ``--kill-after`` seconds is killed, its input recorded as a hang, and it goes on from the next input.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import io
import json
import logging
import multiprocessing as mp
import multiprocessing.connection as mp_connection
import os
import random
import re
import shutil
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.fuzz.targets import HANG_SECONDS, TARGETS, Finding, run  # noqa: E402

ALL_TARGETS = (*TARGETS, "folder")
_CHUNK = 250  # inputs per job handed to a worker


def input_rng(target: str, number: int) -> random.Random:
    """The generator of input ``number`` of ``target`` (the same in every run)."""
    return random.Random(f"{target}:{number}")


@dataclass
class Tally:
    """What one target's inputs did."""

    inputs: int = 0
    refused: int = 0  # stopped by one of our exceptions
    findings: dict[str, int] = field(default_factory=dict)  # label -> count
    hangs: int = 0
    seconds: float = 0.0

    def add(self, other: Tally) -> None:
        self.inputs += other.inputs
        self.refused += other.refused
        self.hangs += other.hangs
        self.seconds += other.seconds
        for label, count in other.findings.items():
            self.findings[label] = self.findings.get(label, 0) + count


# -- one input ------------------------------------------------------------------------------------------------


class Runner:
    """Runs inputs of any target in this process; a folder input is built under ``scratch``."""

    def __init__(self, scratch: Path, special: bool) -> None:
        self.scratch = scratch
        self.special = special

    def one(self, target: str, number: int) -> tuple[Finding | None, bool]:
        """The finding of input ``number``, if any, and whether one of our exceptions stopped it."""
        rng = input_rng(target, number)
        refused = False
        if target == "folder":
            from tests.fuzz.folders import folder_input, start_up

            folder = folder_input(rng, self.scratch / "folder", special=self.special)
            cache = self.scratch / "folder" / "cache"

            def go() -> None:
                start_up(rng, folder, cache)
        else:
            data = TARGETS[target].input(rng)
            run_input = TARGETS[target].run

            def go() -> None:
                run_input(data)

        def action() -> None:
            nonlocal refused
            try:
                go()
            except Exception:
                refused = True  # run() tells ours from the others, and lets ours through
                raise

        return run(target, action), refused

    def saved_input(self, target: str, number: int) -> bytes:
        """The input again, as bytes: a folder as a tar (links and FIFOs kept as such, never read)."""
        rng = input_rng(target, number)
        if target != "folder":
            return TARGETS[target].input(rng)
        from tests.fuzz.folders import folder_input

        folder = folder_input(rng, self.scratch / "saved", special=self.special)
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
            tar.add(folder, arcname="incidents")
        shutil.rmtree(self.scratch / "saved", ignore_errors=True)
        return buffer.getvalue()


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", text)[:80]


def keep_finding(findings: Path, runner: Runner, finding: Finding, number: int, limit: int) -> None:
    """Save the input and the traceback, up to ``limit`` inputs per target and label."""
    where = findings / finding.target / _slug(finding.label)
    where.mkdir(parents=True, exist_ok=True)
    if sum(1 for _ in where.glob("*.txt")) >= limit:
        return
    suffix = {"folder": ".tar.gz", "pbn": ".pbn", "lin": ".lin", "incident": ".json"}[finding.target]
    (where / f"{number}{suffix}").write_bytes(runner.saved_input(finding.target, number))
    (where / f"{number}.txt").write_text(
        f"target {finding.target}, input {number} (scripts/fuzz.py --only {finding.target}:{number})\n"
        f"{finding.label}, {finding.seconds:.2f} s\n{finding.message}\n\n{finding.details}", encoding="utf-8")


# -- workers --------------------------------------------------------------------------------------------------


def _limit_memory(gigabytes: float) -> None:
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        limit = int(gigabytes * 2**30)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def worker(conn: Any, beat: Any, options: dict[str, Any]) -> None:
    """Take (target, first, count) jobs from ``conn`` until told to stop, answering each with its tally;
    ``beat`` holds the input running and when it started, for the watchdog. A worker has its own pipe,
    so that killing it cannot leave a lock of a shared queue held (the others would wait for ever)."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    logging.getLogger("tdcompanion").addHandler(logging.NullHandler())  # the program's warnings are not findings
    _limit_memory(options["memory_gb"])
    findings = Path(options["findings"])
    with tempfile.TemporaryDirectory(prefix="tdc-fuzz-") as scratch:
        runner = Runner(Path(scratch), options["special"])
        for target in TARGETS.values():  # imports and first-use caches: not counted against the first input
            target.warm_up()
        Runner(Path(scratch), special=False).one("folder", -1)  # no FIFO: the watchdog does not watch this
        while True:
            job = conn.recv()
            if job is None:
                return
            target, first, count = job
            tally = Tally()
            start = time.perf_counter()
            for number in range(first, first + count):
                beat[0], beat[1] = number, time.time()
                finding, refused = runner.one(target, number)
                tally.inputs += 1
                if finding is None:
                    tally.refused += refused
                    continue
                if finding.kind == "hang":
                    tally.hangs += 1
                    tally.refused += refused
                tally.findings[finding.label] = tally.findings.get(finding.label, 0) + 1
                keep_finding(findings, runner, finding, number, options["keep"])
            beat[1] = 0.0
            tally.seconds = time.perf_counter() - start
            conn.send(asdict(tally))


@dataclass
class Slot:
    process: Any
    conn: Any
    beat: Any
    job: tuple[str, int, int] | None = None


def plan(targets: list[str], inputs: dict[str, int], first: int) -> Iterator[tuple[str, int, int]]:
    """The jobs, targets interleaved so that every target advances from the start."""
    queues = {t: [(t, n, min(_CHUNK, first + inputs[t] - n)) for n in range(first, first + inputs[t], _CHUNK)]
              for t in targets}  # fmt: skip
    while any(queues.values()):
        for t in targets:
            if queues[t]:
                yield queues[t].pop(0)


class Pool:
    """``workers`` processes taking the jobs one at a time; a worker silent on one input past
    ``kill_after`` (or dead) is replaced, the input counted as a hang (or a crash) and the rest of its
    job handed out again."""

    def __init__(self, targets: list[str], inputs: dict[str, int], options: dict[str, Any], workers: int,
                 first: int) -> None:  # fmt: skip
        self.ctx = mp.get_context("spawn")
        self.options = options
        self.pending = collections.deque(plan(targets, inputs, first))
        self.tallies = {t: Tally() for t in targets}
        self.slots = [self._start() for _ in range(workers)]

    def _start(self) -> Slot:
        beat = self.ctx.Array("d", [-1.0, 0.0], lock=False)
        ours, theirs = self.ctx.Pipe()
        process = self.ctx.Process(target=worker, args=(theirs, beat, self.options), daemon=True)
        process.start()
        theirs.close()
        return Slot(process, ours, beat)

    def run(self) -> dict[str, Tally]:
        started, last_print = time.time(), 0.0
        while self.pending or any(slot.job for slot in self.slots):
            for slot in self.slots:
                if slot.job is None and self.pending:
                    slot.job = self.pending.popleft()
                    slot.conn.send(slot.job)
            busy = {slot.conn: slot for slot in self.slots if slot.job is not None}
            for conn in mp_connection.wait(list(busy), timeout=0.5):
                slot = busy[conn]  # type: ignore[index]
                with contextlib.suppress(EOFError, OSError):  # a worker that died: the watchdog sees it
                    tally = conn.recv()  # type: ignore[union-attr]
                    assert slot.job is not None
                    self.tallies[slot.job[0]].add(Tally(**tally))
                    slot.job = None
            now = time.time()
            for i, slot in enumerate(self.slots):
                since, dead = slot.beat[1], not slot.process.is_alive()
                if slot.job is not None and (dead or (since and now - since > self.options["kill_after"])):
                    self._replace(i, int(slot.beat[0]), now - since if since else 0.0, dead)
            if now - last_print > 30:
                last_print = now
                print(f"  {now - started:6.0f} s: " + ", ".join(f"{name} {t.inputs:,}" for name, t in
                                                                self.tallies.items()), flush=True)  # fmt: skip
        for slot in self.slots:
            with contextlib.suppress(OSError):
                slot.conn.send(None)
        for slot in self.slots:
            slot.process.join(timeout=10)
            if slot.process.is_alive():
                slot.process.kill()
        return self.tallies

    def _replace(self, index: int, number: int, seconds: float, dead: bool) -> None:
        slot = self.slots[index]
        slot.process.kill()
        slot.process.join()
        slot.conn.close()
        self.slots[index] = self._start()
        assert slot.job is not None
        target, job_first, count = slot.job
        if not job_first <= number < job_first + count:  # died before its first input
            self.pending.appendleft(slot.job)
            return
        kind = "crash" if dead else "hang"
        what = f"worker died (exit {slot.process.exitcode})" if dead else "killed: no answer"
        tally = Tally(inputs=number - job_first + 1, hangs=0 if dead else 1)  # the job's other findings are on disk
        tally.findings[f"{kind} at ?"] = 1
        self.tallies[target].add(tally)
        with tempfile.TemporaryDirectory() as scratch:
            finding = Finding(target, kind, "?", f"{what} after {seconds:.0f} s", "", seconds)
            keep_finding(Path(self.options["findings"]), Runner(Path(scratch), self.options["special"]), finding,
                         number, self.options["keep"])  # fmt: skip
        rest = job_first + count - number - 1
        if rest > 0:
            self.pending.appendleft((target, number + 1, rest))


def report(tallies: dict[str, Tally], seconds: float) -> dict[str, Any]:
    total = sum(t.inputs for t in tallies.values())
    print(f"\n{total:,} inputs in {seconds:.0f} s")
    other = collections.Counter[str]()
    print(f"(hangs: over {HANG_SECONDS:g} s of processor time, or killed after --kill-after s without an answer)")
    for name, t in tallies.items():
        exceptions = sum(n for label, n in t.findings.items() if not label.startswith(("hang ", "crash ")))
        print(f"{name:9} {t.inputs:8,} inputs, {t.refused:8,} refused (ours), {exceptions:5,} exceptions other "
              f"than ours, {t.hangs} hangs")  # fmt: skip
        for label, count in sorted(t.findings.items(), key=lambda kv: -kv[1]):
            print(f"    {count:6,}  {label}")
            if not label.startswith(("hang ", "crash ")):
                other[label] += count
    return {"inputs": total, "seconds": round(seconds), "targets": {n: asdict(t) for n, t in tallies.items()},
            "other_exceptions": sum(other.values()), "hangs": sum(t.hangs for t in tallies.values()),
            "workers_died": sum(n for t in tallies.values() for k, n in t.findings.items()
                                if k.startswith("crash "))}  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--inputs", type=int, default=1000, help="inputs per reader (pbn, lin, incident)")
    parser.add_argument("--folder-inputs", type=int, default=None, help="folders (default: a tenth of --inputs)")
    parser.add_argument("--targets", default=",".join(ALL_TARGETS), help=f"comma-separated, of {ALL_TARGETS}")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first", type=int, default=0, help="number of the first input (another run's inputs)")
    parser.add_argument("--findings", type=Path, default=Path("fuzz-findings"))
    parser.add_argument("--keep", type=int, default=20, help="inputs kept per target and finding")
    parser.add_argument("--kill-after", type=float, default=30.0, help="seconds before a silent worker is killed")
    parser.add_argument("--memory-gb", type=float, default=3.0, help="address space of a worker (MemoryError)")
    parser.add_argument("--special", action="store_true", help="put FIFOs and links to /dev/zero in folders")
    parser.add_argument("--only", metavar="TARGET:NUMBER", help="run one input here and show what it does")
    args = parser.parse_args(argv)
    if args.only:
        target, number = args.only.split(":")
        with tempfile.TemporaryDirectory() as scratch:
            finding, refused = Runner(Path(scratch), args.special).one(target, int(number))
        print("refused (ours)" if refused and finding is None else "read" if finding is None else
              f"{finding.label}: {finding.message}\n{finding.details}")  # fmt: skip
        return 1 if finding is not None else 0
    targets = [t.strip() for t in args.targets.split(",") if t.strip()]
    unknown = set(targets) - set(ALL_TARGETS)
    if unknown:
        parser.error(f"unknown targets: {', '.join(sorted(unknown))}")
    folder_inputs = args.folder_inputs if args.folder_inputs is not None else max(1, args.inputs // 10)
    inputs = {t: folder_inputs if t == "folder" else args.inputs for t in targets}
    if args.findings.exists():
        shutil.rmtree(args.findings)
    args.findings.mkdir(parents=True)
    options = {"findings": str(args.findings.resolve()), "keep": args.keep, "kill_after": args.kill_after,
               "memory_gb": args.memory_gb, "special": args.special}  # fmt: skip
    print(f"fuzzing {', '.join(f'{t} {inputs[t]:,}' for t in targets)} with {args.workers} workers; "
          f"findings in {args.findings}", flush=True)  # fmt: skip
    start = time.time()
    tallies = Pool(targets, inputs, options, args.workers, args.first).run()
    summary = report(tallies, time.time() - start)
    (args.findings / "summary.json").write_text(json.dumps(summary, indent=2), encoding="utf-8")
    return 1 if summary["other_exceptions"] or summary["hangs"] or summary["workers_died"] else 0


if __name__ == "__main__":
    sys.exit(main())
