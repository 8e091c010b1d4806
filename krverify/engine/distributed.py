"""Deciding claims on an existing Dask cluster (``krverify check --scheduler ADDRESS``).

:func:`dask_executor` connects a ``distributed.Client`` to a running scheduler and yields its
``concurrent.futures`` executor, which :func:`krverify.engine.parallel.decide_records` and ``map_in_order``
accept.  Only module-level krverify functions (pickled by reference) and plain ``(claim_id, examples)`` tuples
travel to the workers, and JSON-ready records come back, so every worker must have krverify installed, with
the same versions of krverify and of the libraries that decide a claim (checked on connecting, see
:data:`PINNED`); then the records, and the ledger written from them, are byte-identical to a local run.

``dask.distributed`` is the optional extra ``krverify[dask]`` and is imported only here, only when called.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator, Mapping
from concurrent.futures import Executor
from contextlib import contextmanager
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING

from krverify.errors import InvalidArgument

if TYPE_CHECKING:  # pragma: no cover
    from distributed import Client

__all__ = ["CONNECT_TIMEOUT", "PINNED", "dask_executor", "library_versions"]

#: Seconds to reach the scheduler and to see at least one worker before giving up.
CONNECT_TIMEOUT = 10.0

#: Distributions whose version can change a record (the claims, the search's shrinking, exact arithmetic);
#: the client and every worker must agree on them.
PINNED = ("krverify", "hypothesis", "sympy", "mpmath", "python-flint")


def library_versions() -> dict[str, str | None]:
    """The installed version of each :data:`PINNED` distribution (None: missing); run on every worker too."""
    found: dict[str, str | None] = {}
    for name in PINNED:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


@contextmanager
def dask_executor(address: str, *, timeout: float = CONNECT_TIMEOUT) -> Iterator[Executor]:
    """A ``concurrent.futures`` executor running on the Dask scheduler at ``address`` (e.g. ``tcp://host:8786``);
    the client is closed on leaving the ``with`` block.

    Raises :class:`~krverify.errors.InvalidArgument` naming ``scheduler`` when ``distributed`` is not installed,
    when the address is empty or malformed, when the scheduler cannot be reached or has no worker within
    ``timeout`` seconds (a refused TCP connection fails at once; a server that does not speak Dask's protocol
    after ``timeout`` seconds), or when a worker lacks krverify or has other versions of the :data:`PINNED`
    libraries.  Connecting takes at most about ``timeout`` seconds per step (probe, connect, first worker).
    """
    try:
        import distributed
    except ImportError:
        raise InvalidArgument("scheduler", address, "needs dask.distributed, which is not installed: "
                              "pip install 'krverify[dask]' (on the client and on every worker)") from None
    if not isinstance(address, str) or not address.strip():
        raise InvalidArgument("scheduler", address, "must be a scheduler address such as tcp://host:8786")
    _refuse_closed_port(address, timeout)
    _handshake(address, timeout)
    try:
        client = distributed.Client(address, timeout=timeout, set_as_default=False)
    except Exception as error:  # anything while connecting is about the address given
        raise InvalidArgument("scheduler", address, f"could not be connected to: {_one_line(error)}") from None
    try:
        _check_workers(client, address, timeout)
        executor = client.get_executor()
        try:
            yield executor
        finally:
            executor.shutdown(wait=False)
    finally:
        client.close()


def _refuse_closed_port(address: str, timeout: float) -> None:
    """Fail at once, not after ``timeout`` seconds of retries, when nothing listens at a TCP address."""
    from distributed.comm.addressing import parse_address, parse_host_port

    try:
        scheme, location = parse_address(address)
        if scheme != "tcp":
            return  # tls://, ucx://, ...: left to the client
        host, port = parse_host_port(location)
    except Exception as error:
        raise InvalidArgument("scheduler", address, f"is not a scheduler address ({_one_line(error)}); "
                              "give one such as tcp://host:8786") from None
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as error:
        raise InvalidArgument("scheduler", address, f"could not be reached: {_one_line(error)}") from None


def _handshake(address: str, timeout: float) -> None:
    """Open and close one Dask connection to ``address`` within ``timeout`` seconds.

    ``distributed.Client(address, timeout=...)`` bounds the TCP connect but not the handshake that follows, so a
    server that is not a Dask scheduler (a web server, the dashboard's port) would make it wait for ever.  The
    probe runs its own event loop in a daemon thread (so it also works under a running loop, e.g. Jupyter).
    """
    import asyncio
    import threading

    from distributed.comm import connect
    from distributed.security import Security

    arguments = Security().get_connection_args("client")  # what the Client uses: tls:// from dask's config

    async def probe() -> None:
        comm = await connect(address, timeout=timeout, **arguments)
        await comm.close()

    failure: list[BaseException] = []

    def run() -> None:
        try:
            asyncio.run(asyncio.wait_for(probe(), timeout))
        except BaseException as error:  # reported in the calling thread
            failure.append(error)

    thread = threading.Thread(target=run, name="krverify-dask-probe", daemon=True)
    thread.start()
    thread.join(timeout + 5)
    if thread.is_alive() or (failure and isinstance(failure[0], TimeoutError)):
        raise InvalidArgument("scheduler", address, f"did not answer as a Dask scheduler within {timeout:g} s")
    if failure:
        raise InvalidArgument("scheduler", address, f"did not answer as a Dask scheduler: "
                              f"{_one_line(failure[0])}")


def _check_workers(client: Client, address: str, timeout: float) -> None:
    """At least one worker, and every worker running the client's versions of the :data:`PINNED` libraries."""
    try:
        client.wait_for_workers(1, timeout=timeout)
    except Exception:
        raise InvalidArgument("scheduler", address, f"has no worker after {timeout:g} s; start one with "
                              f"'dask worker {address}'") from None
    try:
        remote: Mapping[str, Mapping[str, str | None]] = client.run(library_versions)
    except Exception as error:  # typically ModuleNotFoundError: krverify is not installed on a worker
        raise InvalidArgument("scheduler", address, f"has a worker that cannot run krverify ({_one_line(error)}); "
                              "install krverify[dask] on every worker") from None
    local = library_versions()
    for worker, versions in sorted(remote.items()):
        for name in PINNED:
            if versions.get(name) != local[name]:
                raise InvalidArgument("scheduler", address, f"has worker {worker} with {name} "
                                      f"{versions.get(name)} but the client has {local[name]}; the records "
                                      "would not be byte-identical")


def _one_line(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__
