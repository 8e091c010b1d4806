"""The ledger shipped with the package: ``krverify check`` works from any directory after ``pip install``.

Where there is no ./proofs the commands fall back to the ledger installed with krverify (one line on stderr says
so), refuse to write into it, and an explicit ``--proofs`` is never replaced.  The installed location is
monkeypatched to a temporary copy of proofs/*.json; the slow test builds the real wheel and installs it.
"""

import hashlib
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path, PurePosixPath
from types import SimpleNamespace

import pytest

from krverify import _ledger_location
from krverify._ledger_location import DATA_SUBDIR, Fallback, installed_proofs, resolve_proofs

ROOT = Path(__file__).resolve().parents[1]
LEDGER_FILES = sorted((ROOT / "proofs").glob("*.json"))


def _digest(directory: Path) -> str:
    files = sorted(p for p in directory.rglob("*") if p.is_file())
    return hashlib.sha256(b"".join(p.name.encode() + p.read_bytes() for p in files)).hexdigest()


def _schemes(default: Path, user: Path) -> SimpleNamespace:
    """A stand-in for the sysconfig module as _ledger_location sees it: two install schemes' data directories."""
    paths = {("data", "default"): str(default), ("data", "user"): str(user)}
    return SimpleNamespace(get_default_scheme=lambda: "default", get_preferred_scheme=lambda kind: kind,
                           get_path=lambda name, scheme: paths[name, scheme])


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """The default install scheme's data directory, holding a copy of the ledger in share/krverify/proofs;
    krverify is taken not to run from a source checkout, and pip's RECORD is ignored (tested on its own below)."""
    data = tmp_path / "prefix"
    (data / DATA_SUBDIR).mkdir(parents=True)
    for path in LEDGER_FILES:
        shutil.copy(path, data / DATA_SUBDIR / path.name)
    for part in ("deep", "tables"):  # as pyproject.toml's data-files install them
        shutil.copytree(ROOT / "proofs" / part, data / DATA_SUBDIR / part)
    monkeypatch.setattr(_ledger_location, "_PACKAGE_PARENT", tmp_path / "site-packages")
    monkeypatch.setattr(_ledger_location, "_recorded_ledger", lambda: None)
    monkeypatch.setattr(_ledger_location, "sysconfig", _schemes(data, tmp_path / "user-base"))
    return data


@pytest.fixture
def elsewhere(tmp_path, monkeypatch):
    """An empty working directory (no ./proofs)."""
    work = tmp_path / "elsewhere"
    work.mkdir()
    monkeypatch.chdir(work)
    return work


# --------------------------------------------------------------------------- the resolution rule


def test_local_proofs_come_first(data_dir, elsewhere, capsys):
    (elsewhere / "proofs").mkdir()
    assert resolve_proofs(None) == Path("proofs")
    assert resolve_proofs(None, writes="--write needs --proofs DIR") == Path("proofs")
    assert capsys.readouterr().err == ""


def test_explicit_proofs_is_never_replaced(data_dir, elsewhere, capsys):
    given = elsewhere / "no-such-ledger"
    assert resolve_proofs(given) == given
    assert resolve_proofs(given, writes="--write needs --proofs DIR") == given
    assert capsys.readouterr().err == ""


def test_without_local_proofs_the_installed_copy_is_used_and_announced(data_dir, elsewhere, capsys):
    assert resolve_proofs(None) == data_dir / DATA_SUBDIR
    (line,) = capsys.readouterr().err.splitlines()
    assert line.startswith("krverify: no ./proofs here; using the ledger installed with krverify ")
    assert line.endswith(f" at {data_dir / DATA_SUBDIR}")


def test_writing_into_the_installed_copy_is_refused(data_dir, elsewhere):
    with pytest.raises(_ledger_location.LedgerError, match=r"^--write needs --proofs DIR here: there is no \./proofs"):
        resolve_proofs(None, writes="--write needs --proofs DIR")


def test_neither_falls_back_to_local_proofs(data_dir, elsewhere, capsys):
    shutil.rmtree(data_dir / DATA_SUBDIR)
    assert installed_proofs() is None
    assert resolve_proofs(None) == Path("proofs")
    assert capsys.readouterr().err == ""


def test_a_user_install_is_found(tmp_path, monkeypatch, data_dir):
    """pip install --user puts data files under the user scheme's data directory (site.USER_BASE)."""
    user = tmp_path / "user-base"
    shutil.copytree(data_dir, user)
    shutil.rmtree(data_dir)
    assert installed_proofs() == Fallback(user / DATA_SUBDIR, f"installed with krverify {_ledger_location._version()}")


def test_a_source_checkout_uses_its_own_proofs(tmp_path, monkeypatch, data_dir):
    """An editable install reads the checkout's proofs/ (the live ledger), not a copy made at install time."""
    checkout = tmp_path / "checkout"
    (checkout / "proofs").mkdir(parents=True)
    (checkout / "pyproject.toml").write_text("")
    shutil.copy(LEDGER_FILES[0], checkout / "proofs")
    monkeypatch.setattr(_ledger_location, "_PACKAGE_PARENT", checkout)
    assert installed_proofs() == Fallback(checkout / "proofs", "of the source checkout krverify runs from")


def test_the_directory_pip_recorded_is_found(tmp_path, monkeypatch):
    """RECORD lists the data files relative to site-packages (here as pip writes them for a --prefix install)."""
    import importlib.metadata

    site = tmp_path / "lib" / "python3" / "site-packages"
    ledger = tmp_path / DATA_SUBDIR
    (ledger / "deep").mkdir(parents=True)
    site.mkdir(parents=True)
    files = [PurePosixPath("krverify/__init__.py"), PurePosixPath(f"../../../{DATA_SUBDIR.as_posix()}/deep/N1.json"),
             PurePosixPath(f"../../../{DATA_SUBDIR.as_posix()}/000_a.json")]
    fake = SimpleNamespace(files=files, locate_file=lambda file: site / file)
    monkeypatch.setattr(importlib.metadata, "distribution", lambda name: fake)
    assert _ledger_location._recorded_ledger() == ledger.resolve()


# --------------------------------------------------------------------------- the commands


def test_check_from_elsewhere_uses_the_installed_ledger(data_dir, elsewhere, cli):
    status, stdout, stderr = cli("check", "--claim", "000.lemma-4.3")
    assert status == 0, stderr
    assert f"no ./proofs here; using the ledger installed with krverify {_ledger_location._version()} at " \
           f"{data_dir / DATA_SUBDIR}" in stderr
    assert "000.lemma-4.3" in stdout and "CHANGED" not in stdout
    assert not (elsewhere / "proofs").exists()


@pytest.mark.parametrize(("args", "remedy"), [(("check", "--claim", "000.lemma-4.3", "--write"), "--proofs DIR"),
                                              (("report",), "--out DIR")])
def test_writing_commands_refuse_the_installed_ledger(data_dir, elsewhere, cli, args, remedy):
    before = _digest(data_dir)
    status, stdout, stderr = cli(*args)
    assert status == 2 and stdout == ""
    (line,) = stderr.splitlines()
    assert line.startswith("krverify: error: ") and remedy in line and str(data_dir / DATA_SUBDIR) in line
    assert _digest(data_dir) == before and list(elsewhere.iterdir()) == []


def test_verify_certs_reads_the_installed_ledger(data_dir, elsewhere, cli, kernel_memo):
    status, stdout, stderr = cli("verify-certs", "--json")
    assert status == 0, stderr
    assert '"failed": 0' in stdout and str(data_dir / DATA_SUBDIR) in stderr


def test_without_any_ledger_the_error_is_one_line(data_dir, elsewhere, cli):
    shutil.rmtree(data_dir / DATA_SUBDIR)
    status, _, stderr = cli("check", "--claim", "000.lemma-4.3")
    assert status == 2
    assert stderr.splitlines() == ["krverify: error: proofs='proofs' is not a directory (create the ledger with "
                                   "'krverify check --write')"]


def test_help_names_the_fallback(cli):
    status, stdout, _ = cli("check", "--help")
    assert status == 0 and "else the ledger installed with krverify" in " ".join(stdout.split())


# --------------------------------------------------------------------------- the real wheel


@pytest.mark.slow
def test_wheel_ships_the_ledger_and_check_runs_from_anywhere(tmp_path):
    """Build the wheel from a copy of the sources, find the ledger under its data directory, install it into a
    venv (reusing this interpreter's dependencies) and run ``krverify check --claim`` from an empty directory."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(ROOT / "krverify", source / "krverify", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "proofs", source / "proofs", ignore=shutil.ignore_patterns("report"))
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(source)],
                   check=True, capture_output=True)
    (wheel,) = wheels.glob("krverify-*.whl")
    version = wheel.name.split("-")[1]
    names = set(zipfile.ZipFile(wheel).namelist())
    data = f"krverify-{version}.data/data/{DATA_SUBDIR.as_posix()}"
    shipped = {p.relative_to(ROOT / "proofs").as_posix() for p in (ROOT / "proofs").glob("**/*")
               if p.is_file() and "report" not in p.relative_to(ROOT / "proofs").parts}
    assert {p.name for p in LEDGER_FILES} <= shipped
    assert {f"{data}/{name}" for name in shipped} <= names

    environment = tmp_path / "venv"  # reuses this interpreter's dependencies (also when it runs in a venv)
    venv.create(environment, with_pip=False)
    python = environment / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
                             check=True, capture_output=True, text=True).stdout.strip()
    outer = [entry for entry in sys.path if Path(entry).name in ("site-packages", "dist-packages")]
    Path(purelib, "_outer_dependencies.pth").write_text("\n".join(outer) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
                   check=True, capture_output=True)
    work = tmp_path / "elsewhere"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONUSERBASE")}
    result = subprocess.run([str(environment / "bin" / "krverify"), "check", "--claim", "000.lemma-4.3"], cwd=work,
                            capture_output=True, text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    assert f"using the ledger installed with krverify {version} at {environment / DATA_SUBDIR}" in result.stderr
    assert not (work / "proofs").exists()
