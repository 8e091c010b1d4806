"""The ledger's stamp (krverify/stamp.py) must stop matching after any change that could change a record."""

import shutil
from pathlib import Path

import krverify.stamp as stamp

PROOFS = Path(__file__).resolve().parents[1] / "proofs"
PACKAGE = Path(stamp.__file__).resolve().parent


def _ledger_copy(tmp_path):
    copy = tmp_path / "proofs"
    copy.mkdir()
    for path in PROOFS.glob("*.json"):
        shutil.copy(path, copy / path.name)
    return copy


def test_a_fresh_stamp_matches_and_a_changed_ledger_byte_voids_it(tmp_path):
    proofs = _ledger_copy(tmp_path)
    assert not stamp.matches(proofs, examples=100)  # no stamp yet
    stamp.write_stamp(proofs, examples=100, source=stamp.source_digest())
    assert stamp.matches(proofs, examples=100)
    assert not stamp.matches(proofs, examples=99)  # a different search effort
    ledger = sorted(proofs.glob("*.json"))[0]
    ledger.write_bytes(ledger.read_bytes().replace(b'"verified"', b'"refuted"', 1))
    assert not stamp.matches(proofs, examples=100)


def test_a_changed_source_file_or_library_voids_the_stamp(tmp_path, monkeypatch):
    proofs = _ledger_copy(tmp_path)
    stamp.write_stamp(proofs, examples=100, source=stamp.source_digest())
    monkeypatch.setattr(stamp, "source_digest", lambda package=None: "0" * 64)
    assert not stamp.matches(proofs, examples=100)
    monkeypatch.undo()
    assert stamp.matches(proofs, examples=100)
    monkeypatch.setattr(stamp, "_versions", lambda: {"python": "3.11.7", "hypothesis": "0.0"})
    assert not stamp.matches(proofs, examples=100)


def test_the_source_digest_covers_every_python_file(tmp_path):
    copy = tmp_path / "krverify"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    before = stamp.source_digest(copy)
    assert before == stamp.source_digest(PACKAGE)
    module = copy / "model" / "generating.py"
    module.write_text(module.read_text() + "\n# a comment\n")
    assert stamp.source_digest(copy) != before
    module.rename(copy / "model" / "generating_moved.py")  # a rename changes it too
    assert stamp.source_digest(copy) not in (before, stamp.source_digest(PACKAGE))


def test_the_stamp_is_not_read_as_a_ledger_file():
    assert not stamp.STAMP_NAME.endswith(".json")


def test_sources_edited_while_deciding_leave_no_stamp(tmp_path):
    proofs = _ledger_copy(tmp_path)
    stamp.write_stamp(proofs, examples=100, source=stamp.source_digest())
    assert (proofs / stamp.STAMP_NAME).is_file()
    assert stamp.write_stamp(proofs, examples=100, source="0" * 64) is None  # the digest at the start differed
    assert not (proofs / stamp.STAMP_NAME).exists() and not stamp.matches(proofs, examples=100)
