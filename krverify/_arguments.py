"""What two command modules share about their arguments: the executor ``--scheduler`` names, ``--max-seconds``
read exactly, and an output directory checked before anything is written."""

from __future__ import annotations

from concurrent.futures import Executor
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from krverify.errors import InvalidArgument
from krverify.model.exact import exact_rational

__all__ = ["executor_for", "seconds_budget", "writable_directory"]


def executor_for(scheduler: str | None) -> AbstractContextManager[Executor | None]:
    """The Dask cluster's executor for ``--scheduler ADDRESS`` (closed on leaving), or None: local processes."""
    if scheduler is None:
        return nullcontext(None)
    from krverify.engine.distributed import dask_executor  # imports dask.distributed only now

    return dask_executor(scheduler)


def seconds_budget(value: str | None) -> float | None:
    """--max-seconds: an exact positive number (a wall-time budget, so a float once checked)."""
    if value is None:
        return None
    seconds = exact_rational(value, "max_seconds")
    if seconds <= 0:
        raise InvalidArgument("max_seconds", value, "must be > 0")
    return float(seconds)


def writable_directory(path: Path, name: str) -> None:
    """Create ``path`` (and parents) if needed; a file there, or a directory that cannot be created or written,
    is an :class:`InvalidArgument` naming ``--name``."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        probe = path / ".krverify-write-probe"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as error:
        raise InvalidArgument(name, str(path), f"is not a directory krverify can write into "
                              f"({error.strerror or error})") from None
