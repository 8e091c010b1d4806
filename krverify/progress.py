"""One progress display for the long commands (check, mutants, search, table, deep sweeps).

A tqdm bar on stderr when stderr is a terminal, and nothing at all otherwise (pipes, CI logs, ``--json``
output stay clean); stdout is never touched.  tqdm is imported only when a bar is shown.

>>> import io
>>> quiet = io.StringIO()              # not a terminal: silent
>>> with progress("deciding", 3, stream=quiet) as bar:
...     for claim in ("a", "b", "c"):
...         bar.advance(claim)
>>> quiet.getvalue()
''
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO

__all__ = ["Progress", "progress", "shown"]


def shown(stream: TextIO | None = None) -> bool:
    """Whether a bar would be drawn on ``stream`` (default stderr): only on a terminal."""
    stream = sys.stderr if stream is None else stream
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Progress:
    """What a command advances; a no-op when no bar is shown."""

    def __init__(self, bar: Any = None) -> None:
        self._bar = bar

    def advance(self, label: str = "", steps: int = 1) -> None:
        """``steps`` more units done; ``label`` names the last one (e.g. the claim just decided)."""
        if self._bar is not None:
            if label:
                self._bar.set_postfix_str(label, refresh=False)
            self._bar.update(steps)

    def to(self, done: int, total: int | None = None) -> None:
        """Absolute position ``done`` (of ``total``, if it changed): for callbacks that report (done, total)."""
        if self._bar is not None:
            if total is not None and total != self._bar.total:
                self._bar.total = total
            self._bar.update(done - self._bar.n)


@contextmanager
def progress(description: str, total: int | None = None, *, unit: str = "claim", enabled: bool = True,
             stream: TextIO | None = None) -> Iterator[Progress]:
    """A bar ``description`` of ``total`` units on ``stream`` (default stderr) while the block runs, removed at
    the end; a silent :class:`Progress` when ``enabled`` is false or the stream is not a terminal."""
    stream = sys.stderr if stream is None else stream
    if not (enabled and shown(stream)):
        yield Progress()
        return
    from tqdm import tqdm

    tqdm.monitor_interval = 0  # no monitor thread: the commands fork worker processes while a bar is shown
    with tqdm(total=total, desc=description, unit=unit, file=stream, leave=False, dynamic_ncols=True) as bar:
        yield Progress(bar)
