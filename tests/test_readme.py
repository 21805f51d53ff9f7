"""README.md and docs/ describe what exists (issue 17): every file or folder the README's
Layout block names is in the tree, every top-level folder of the repository is in the block,
and every repository path the README or docs/*.md quote exists."""

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")

PATHISH = re.compile(r"^[\w.\-]+(/[\w.\-]+)*/?$")
# what the README may name that is made at run time, not committed
GENERATED = (".venv", ".venv39", "artifacts", "game/cache", "game/saves")


def layout_block() -> str:
    m = re.search(r"## Layout\s*\n+```\n(.*?)```", README, re.S)
    assert m, "README.md has no ## Layout block"
    return m.group(1)


def layout_names() -> list:
    """(path, line) of every name in the block: the leading path-like words of each line,
    indented lines inside the last top-level folder."""
    out = []
    parent = ""
    for line in layout_block().splitlines():
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        names = []
        for word in line.split():
            if not PATHISH.match(word) or ("." not in word and not word.endswith("/")):
                break
            names.append(word)
        assert names, f"a layout line names nothing: {line!r}"
        if indent == 0:
            parent = names[0] if names[0].endswith("/") else ""
            out += [(n, line) for n in names]
        else:
            assert parent, f"an indented line outside a folder: {line!r}"
            out += [(parent + n, line) for n in names]
    return out


def tracked_top_level() -> set:
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return {f.split("/")[0] + "/" for f in files if "/" in f and not f.startswith(".")}


def test_every_name_in_the_layout_block_exists():
    names = layout_names()
    assert len(names) > 20
    missing = [(n, line.strip()) for n, line in names if not (ROOT / n).exists()]
    assert not missing, f"README's Layout names what is not there: {missing}"


def test_every_top_level_folder_is_in_the_layout_block():
    named = {n for n, _ in layout_names()}
    left_out = sorted(tracked_top_level() - named)
    assert not left_out, f"README's Layout leaves out {left_out}"


def quoted_paths() -> set:
    spans = re.findall(r"`([^`\s]+)`", README) + re.findall(r"\]\(([^)\s]+)\)", README)
    tops = {p.name for p in ROOT.iterdir()}
    out = set()
    for span in spans:
        path = span.rstrip("/").split("::")[0]
        if path.startswith(GENERATED) or "*" in path or "<" in path:
            continue
        if path.split("/")[0] in tops and ("/" in path or "." in path):
            out.add(path)
    return out


def test_every_path_the_readme_quotes_exists():
    paths = quoted_paths()
    assert "game/options.rpy" in paths and "requirements-dev.txt" in paths
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert not missing, f"README.md names files that do not exist: {missing}"


FILE_WORD = re.compile(r"[\w./\-]+\.(?:py|rpy|json|md|txt|png|webp|ogg|sh|toml)\b")


def test_every_file_the_readme_mentions_exists():
    """Also in code blocks and prose: a path from the root, or a file name somewhere in the
    tree ("roster.json", "test_durak.py" were named and never existed)."""
    files = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    names = {Path(f).name for f in files}
    missing = []
    for word in set(FILE_WORD.findall(README)):
        word = word.lstrip("./")
        if word.startswith(GENERATED) or Path(word).name in ("renpy.sh", "renpy.exe"):  # SDK
            continue
        if not ((ROOT / word).exists() or Path(word).name in names):
            missing.append(word)
    assert not missing, f"README.md mentions files that do not exist: {sorted(missing)}"


def test_every_repository_path_the_docs_quote_exists():
    """docs/*.md: every quoted path into the repository (``engine/...``, ``game/...``)."""
    tops = {p.name for p in ROOT.iterdir()}
    missing = []
    for doc in sorted((ROOT / "docs").glob("*.md")):
        for span in set(re.findall(r"`([^`\s]+)`", doc.read_text(encoding="utf-8"))):
            path = span.rstrip("/").split(":")[0]
            if path.split("/")[0] not in tops or "/" not in path:
                continue
            if any(ch in path for ch in "*<{…") or path.startswith(GENERATED):
                continue
            if not (ROOT / path).exists():
                missing.append(f"{doc.name}: {path}")
    assert not missing, f"docs name files that do not exist: {missing}"
