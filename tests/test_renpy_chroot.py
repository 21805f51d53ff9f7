"""tools/renpy_chroot.py: where the second Ren'Py comes from, and what it says when it
cannot be made (issue 27: a clear message, never a silent skip)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import renpy_chroot  # noqa: E402


def test_mirror_from_deb822_sources_without_security(tmp_path):
    (tmp_path / "sources.list.d").mkdir()
    (tmp_path / "sources.list.d" / "debian.sources").write_text(
        "Types: deb\nURIs: http://mirror.example/debian-security\nSuites: x\n\n"
        "Types: deb\nURIs: http://mirror.example/debian\nSuites: bookworm\n",
        encoding="utf-8",
    )
    assert renpy_chroot.host_mirror(tmp_path) == "http://mirror.example/debian"


def test_mirror_from_a_classic_sources_list(tmp_path):
    (tmp_path / "sources.list").write_text(
        "# comment\ndeb [arch=amd64] http://mirror.example/debian bookworm main\n",
        encoding="utf-8",
    )
    assert renpy_chroot.host_mirror(tmp_path) == "http://mirror.example/debian"


def test_no_mirror_says_so(tmp_path):
    with pytest.raises(renpy_chroot.Unavailable, match="no Debian mirror"):
        renpy_chroot.host_mirror(tmp_path)


def test_not_root_says_what_to_do(tmp_path, monkeypatch):
    monkeypatch.setenv("KOZYR_CHROOT", str(tmp_path / "root"))
    monkeypatch.setattr(renpy_chroot.os, "geteuid", lambda: 1000)
    with pytest.raises(renpy_chroot.Unavailable, match="needs root"):
        renpy_chroot.Chroot.ensure(lambda msg: None, lambda pkgs: False)


def test_no_debootstrap_and_no_apt_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("KOZYR_CHROOT", str(tmp_path / "root"))
    monkeypatch.setattr(renpy_chroot.os, "geteuid", lambda: 0)
    monkeypatch.setattr(renpy_chroot.shutil, "which", lambda name: None)
    with pytest.raises(renpy_chroot.Unavailable, match="debootstrap is missing"):
        renpy_chroot.Chroot.ensure(lambda msg: None, lambda pkgs: False)


def test_versions_of_both_layouts(tmp_path):
    new = tmp_path / "new" / "renpy"
    new.mkdir(parents=True)
    (new / "vc_version.py").write_text("version = '8.3.4.24120703'\n", encoding="utf-8")
    assert renpy_chroot.renpy_version(tmp_path / "new") == "8.3.4"
    old = tmp_path / "old" / "renpy"
    old.mkdir(parents=True)
    (old / "vc_version.py").write_text("vc_version = 22090809\n", encoding="utf-8")
    (old / "__init__.py").write_text(
        "if PY2:\n    version_tuple = (7, 5, 3, vc_version)\nelse:\n"
        "    version_tuple = (8, 0, 3, vc_version)\n",
        encoding="utf-8",
    )
    assert renpy_chroot.renpy_version(tmp_path / "old") == "8.0.3"
