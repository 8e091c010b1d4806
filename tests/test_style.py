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


#: The one module allowed above its layer: the engine's workflow orchestrates a check, so it reads and writes the
#: ledger and the findings (every other engine module stays below them).
ORCHESTRATOR = {"krverify/engine/workflow.py": {"ledger", "findings"}}


@pytest.mark.parametrize("layer", LAYERS)
def test_imports_point_down(layer):
    """model/ decides nothing about claims (it imports no claims, engine, ledger or findings), claims/ imports no
    engine, the engine no ledger or findings (but for its workflow), and so on."""
    below = _layer(layer)
    for path in sorted((ROOT / "krverify").glob(f"{layer}.py")) + sorted((ROOT / "krverify" / layer).rglob("*.py")):
        allowed = ORCHESTRATOR.get(path.relative_to(ROOT).as_posix(), set())
        upward = {name for name in _krverify_imports(path) if (_layer(name) or -1) > below} - allowed
        assert upward == set(), f"{path.relative_to(ROOT)} imports {sorted(upward)} from above its layer"


@pytest.mark.parametrize(("layer", "module", "source", "named"), [
    # a model module importing claims
    ("model", "bad.py", "from krverify.claims._claim import Evaluation\n", r"bad\.py imports"),
    # an engine module other than the workflow importing the ledger (an engine that wrote records through ledger.py
    # once went unnoticed while only model/ and claims/ were tested)
    ("engine", "writer.py", "from krverify.ledger import write_ledger\n", r"writer\.py imports \['ledger'\]"),
])
def test_the_layer_test_can_fail(tmp_path, monkeypatch, layer, module, source, named):
    """Planted: a module importing from above its layer is named."""
    planted = tmp_path / "krverify" / layer / module
    planted.parent.mkdir(parents=True)
    planted.write_text(source)
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    with pytest.raises(AssertionError, match=named):
        test_imports_point_down(layer)
