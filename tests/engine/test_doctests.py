"""The examples in the engine's docstrings run (docs that show code show code that works)."""

import doctest
import importlib
import pkgutil

import pytest

import engine

MODULES = ["engine"] + sorted(
    m.name
    for m in pkgutil.walk_packages(engine.__path__, "engine.")
    if not m.name.startswith("engine.net") and not m.name.endswith("__main__")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_run(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
