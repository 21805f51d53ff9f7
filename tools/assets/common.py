# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""Shared helpers for the Kozyr asset pipeline (paths, rendering, PNG optimisation)."""

import os
import pathlib
import re
import subprocess

TOOLS = pathlib.Path(__file__).resolve().parent.parent
ROOT = TOOLS.parent
GAME = ROOT / "game"
IMAGES = GAME / "images"
AUDIO = GAME / "audio"
GUI = GAME / "gui"
BUILD = TOOLS / "build"
NODE_MODULES = TOOLS / "node_modules"
ICONS = BUILD / "icons"
KENNARD_DIR = NODE_MODULES / "@heruka_urgyen" / "react-playing-cards" / "src" / "images"

# Fonts come from Debian packages (fonts-dejavu-core, fonts-noto-core) and are shipped in game/fonts.
SERIF = "Noto Serif"
SANS = "Noto Sans"


def run(cmd, **kw):
    """Run a command, fail loudly."""
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def rsvg(svg_path, png_path, width=None, height=None):
    cmd = ["rsvg-convert"]
    if width:
        cmd += ["-w", str(width)]
    if height:
        cmd += ["-h", str(height)]
    cmd += [svg_path, "-o", png_path]
    run(cmd)


def render_svg_text(svg_text, png_path, width=None, height=None, keep_svg=None):
    """Write svg_text to the build dir and render it to png_path with rsvg-convert."""
    png_path = pathlib.Path(png_path)
    svg_path = pathlib.Path(keep_svg) if keep_svg else BUILD / "tmp" / (png_path.stem + ".svg")
    svg_path.parent.mkdir(parents=True, exist_ok=True)
    svg_path.write_text(svg_text, encoding="utf-8")
    png_path.parent.mkdir(parents=True, exist_ok=True)
    rsvg(svg_path, png_path, width, height)
    return png_path


def optimise_png(path, colours=256):
    """Quantise a flat-art PNG to a palette (alpha kept) to keep the repository small.

    Deterministic: Pillow's FASTOCTREE quantiser has no randomness."""
    from PIL import Image

    im = Image.open(path)
    im.load()
    if im.mode != "RGBA":
        im = im.convert("RGBA")
    q = im.quantize(colors=colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    q.save(path, optimize=True)


def save_webp(png_path, webp_path, quality=86):
    from PIL import Image

    im = Image.open(png_path).convert("RGB")
    webp_path.parent.mkdir(parents=True, exist_ok=True)
    im.save(webp_path, "WEBP", quality=quality, method=6)


_icon_cache = {}


def icon(name):
    """Return (viewBox, inner svg body) of an icon extracted by tools/art/icons.mjs.

    name is "<set>__<icon>", e.g. "game-icons__bear-head"."""
    if name not in _icon_cache:
        s = (ICONS / f"{name}.svg").read_text(encoding="utf-8")
        vb = re.search(r'viewBox="([^"]+)"', s).group(1)
        body = re.sub(r"^<svg[^>]*>|</svg>\s*$", "", s.strip())
        _icon_cache[name] = (vb, body)
    return _icon_cache[name]


def place_icon(name, x, y, size, color=None, rotate=0, flipx=False, opacity=1.0, height=None):
    """An icon as an SVG fragment: top-left (x, y), width size (height defaults to size)."""
    vb, body = icon(name)
    if color:
        body = body.replace("currentColor", color)
    h = height or size
    tf = []
    if rotate:
        tf.append(f"rotate({rotate} {x + size / 2:.1f} {y + h / 2:.1f})")
    if flipx:
        tf.append(f"translate({2 * x + size:.1f} 0) scale(-1 1)")
    t = f' transform="{" ".join(tf)}"' if tf else ""
    op = f' opacity="{opacity}"' if opacity != 1.0 else ""
    return (
        f'<g{t}{op}><svg x="{x:.1f}" y="{y:.1f}" width="{size:.1f}" height="{h:.1f}" '
        f'viewBox="{vb}">{body}</svg></g>'
    )


def size_of(paths):
    return sum(os.path.getsize(p) for p in paths)
