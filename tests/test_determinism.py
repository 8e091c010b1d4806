"""Same inputs, same output bytes: seeded searches, sorted JSON, registry order."""

from pathlib import Path

from krverify.cli import main

PROOFS = Path(__file__).resolve().parents[1] / "proofs"


def output_of(capsys, *args: str) -> str:
    main(list(args))
    return capsys.readouterr().out


def test_check_json_is_byte_identical_across_runs_and_worker_counts(capsys):
    args = ("check", "--json", "--proofs", str(PROOFS), "--examples", "30")
    claims = ("--claim", "001.eq-4.31")
    first = output_of(capsys, *args, *claims, "--jobs", "1")
    second = output_of(capsys, *args, *claims, "--jobs", "2")
    assert first == second


def test_check_write_is_byte_identical(tmp_path, capsys):
    for name in ("a", "b"):
        main(["check", "--write", "--claim", "000.lemma-4.2", "--proofs", str(tmp_path / name), "--examples", "30"])
    capsys.readouterr()
    assert (tmp_path / "a" / "000_6dfa2dbc38b4b249.json").read_bytes() == \
        (tmp_path / "b" / "000_6dfa2dbc38b4b249.json").read_bytes()


def test_delta_json_is_byte_identical(capsys):
    args = ("delta", "--N", "12", "--q", "1/7", "--k", "2", "--eps", "1/2", "--json")
    assert output_of(capsys, *args) == output_of(capsys, *args)
