# ruff: noqa: E501  (long SVG strings read better unwrapped)
"""Table surfaces: the card table of each place, seen from the player's chair (1920x1080 WebP).

A wide table (felt inside a wooden rim with a brass inlay) fills the frame below y = 232; above
its far rim the chapter's own place (the scene of backgrounds.py, blurred and dimmed) shows
through, lit like that place: lamp light and a fire in the inn, gold light in the temple, violet
dusk and sparks at the tower, daylight on the road and at the market, moonlight at night,
firelight at the camp, fire and snow light in the lodge. `default` is Free Play's card club.

The geometry is the same for every place (LAYOUT, written to game/images/table/table_layout.json)
so one card layout fits all of them:

- far rim: outer edge y = FAR_TOP, felt from y = FELT_TOP; its straight part runs from x = 96 to
  1824 with rounded corners, and the sides slant outwards (perspective) to leave the screen at
  the bottom corners; the opponent's portrait stands in the room above it, and
  `table <place> rim` (the rim alone, transparent elsewhere, 1920 x RIM_BAND) drawn over the
  portrait's lower edge puts him behind the table;
- near rim (the player's edge): the thickest wood, y = NEAR_TOP to 1080;
- the field (x 300-1640, y 330-720, FIELD) where the cards lie is calm and dark: the build
  checks that its luminance stays within +-6 % of its mean (2nd to 98th percentile, after a
  2 px blur that leaves the cloth's nap out) and that #f4ecd8 text on its brightest part keeps a
  contrast of at least 4.5:1 (the table engineer's request, /work/wt/requests/art-from-table.md).

Every place draws from a fixed seed; the backdrop is the place's own scene rendered again from
backgrounds.SCENES, so the two can never drift apart."""

import json
import random

from PIL import Image, ImageEnhance, ImageFilter

from . import backgrounds
from .common import BUILD, IMAGES, place_icon, render_svg_text

W, H = 1920, 1080

FAR_TOP = 232  # outer edge of the far rim (the room shows above it)
FELT_TOP = 270  # where the cloth starts below the far rim
NEAR_TOP = 1012  # top of the near rim (the player's edge)
XL, XR, CORNER = 96, 1824, 120  # far rim's outer corners and their radius
SLOPE = 0.3  # the sides lean out by 0.3 px per px downwards
INSET = 36  # rim width at the sides
RIM_BAND = 340  # height of the rim overlay image
FIELD = (300, 330, 1640, 720)  # the calm field: x0, y0, x1, y1
TEXT = "#f4ecd8"  # the table's text colour, checked for contrast on the field

# Per place: felt (centre, edge), wood (light, dark), the place's light (x, y, colour, strength),
# a second coloured light (fire, window, sparks) or None, the backdrop scene and how far it is
# shifted up (so the room's middle height shows above the rim), and the backdrop's dimming.
PLACES = {
    "inn": dict(
        felt=("#265a3b", "#0f2a1c"),
        wood=("#7a4626", "#3a1e0e"),
        light=(960, 520, "#ffd08a", 0.14),
        second=(1840, 420, "#ff8a2a", 0.45),
        scene="inn",
        shift=210,
        dim=0.62,
        tint="#ffb870",
        seed=31,
    ),
    "temple": dict(
        felt=("#7a1f2e", "#3a0c16"),
        wood=("#c8a45a", "#6a4a1a"),
        light=(960, 480, "#fff0c0", 0.15),
        second=(960, 0, "#ffe9a8", 0.35),
        scene="temple",
        shift=180,
        dim=0.7,
        tint="#ffe2a0",
        seed=32,
    ),
    "tower": dict(
        felt=("#3b2d6b", "#150f2e"),
        wood=("#4a3a52", "#1c1424"),
        light=(960, 560, "#c9a0ff", 0.1),
        second=(1500, 300, "#ff9a3c", 0.4),
        scene="tower",
        shift=160,
        dim=0.6,
        tint="#b48cff",
        seed=33,
    ),
    "road": dict(
        felt=("#385a29", "#1c3012"),
        wood=("#a77b4a", "#5a3c1e"),
        light=(960, 500, "#fffbe8", 0.12),
        second=(300, 0, "#cfe8ff", 0.3),
        scene="road",
        shift=240,
        dim=0.78,
        tint="#e8f4ff",
        seed=34,
    ),
    "market": dict(
        felt=("#1a5058", "#0a262a"),
        wood=("#b0713a", "#5c3416"),
        light=(960, 500, "#fff4d8", 0.14),
        second=(1500, 0, "#ffd27a", 0.3),
        scene="market",
        shift=200,
        dim=0.75,
        tint="#ffe8c0",
        seed=35,
    ),
    "night": dict(
        felt=("#24465e", "#0a1a26"),
        wood=("#5a4a3c", "#1e1812"),
        light=(960, 560, "#ffe2a0", 0.1),
        second=(400, 100, "#c8d8ff", 0.35),
        scene="night",
        shift=140,
        dim=0.7,
        tint="#9fb4ff",
        seed=36,
    ),
    "camp": dict(
        felt=("#3d5a2e", "#141f0e"),
        wood=("#6a4424", "#24140a"),
        light=(960, 640, "#ffb45a", 0.12),
        second=(960, 1080, "#ff7a1a", 0.4),
        scene="camp",
        shift=90,
        dim=0.6,
        tint="#ff9a4a",
        seed=37,
    ),
    "lodge": dict(
        felt=("#6e2420", "#2a0b09"),
        wood=("#8a5a34", "#3a2212"),
        light=(960, 540, "#ffc27a", 0.14),
        second=(1500, 520, "#ff8030", 0.45),
        scene="lodge",
        shift=200,
        dim=0.62,
        tint="#ffb070",
        seed=38,
    ),
    # Free Play: a card club (its own backdrop, below), classic green baize
    "default": dict(
        felt=("#235c40", "#0d281a"),
        wood=("#6a3a1c", "#2e160a"),
        light=(960, 520, "#ffe6b0", 0.14),
        second=None,
        scene=None,
        shift=0,
        dim=0.8,
        tint="#ffd9a0",
        seed=39,
    ),
}

LAYOUT = {
    "size": [W, H],
    "far_rim_top": FAR_TOP,
    "felt_top": FELT_TOP,
    "near_rim_top": NEAR_TOP,
    "far_corners_x": [XL, XR],
    "side_slope": SLOPE,
    "field": list(FIELD),
    "rim_overlay_height": RIM_BAND,
    "note": (
        f"felt between the far rim (y {FAR_TOP}-{FELT_TOP}) and the near rim (y {NEAR_TOP}-{H}); "
        "the sides lean out by side_slope px per px; the field stays calm and dark; "
        "the rim overlay is placed at (0, 0)"
    ),
}


def table_path(top, xl, xr, radius, bottom=H + 40):
    """The table top's outline: straight far edge with rounded corners, sides leaning out."""
    yr = top + radius
    lx, rx = xl - SLOPE * radius, xr + SLOPE * radius
    lb, rb = xl - SLOPE * (bottom - top), xr + SLOPE * (bottom - top)
    return (
        f"M{xl + radius} {top} L{xr - radius} {top} Q{xr} {top} {rx:.1f} {yr} "
        f"L{rb:.1f} {bottom} L{lb:.1f} {bottom} L{lx:.1f} {yr} Q{xl} {top} {xl + radius} {top} Z"
    )


OUTER = table_path(FAR_TOP, XL, XR, CORNER)
INNER = table_path(FELT_TOP, XL + INSET, XR - INSET, CORNER - 30)


def club(rng):
    """The Free Play backdrop: a card club's panelled wall with lamps and framed suits."""
    d = backgrounds.glow("lamp", "#ffd27a", 0.55) + backgrounds.lin(
        "wall", (0, "#1d3a2c"), (1, "#12261c")
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#wall)"/>'
    # damask-like rows of faint suit pips on the wallpaper
    suits = ["spades", "hearts", "diamonds", "clubs"]
    for row in range(9):
        for col in range(17):
            x = col * 120 + (row % 2) * 60 - 30
            b += place_icon(
                f"game-icons__{suits[(row + col) % 4]}",
                x,
                row * 90 + 10,
                34,
                "#2c5a43",
                opacity=0.6,
            )
    b += f'<rect x="0" y="560" width="{W}" height="520" fill="#3a2010"/>'
    b += backgrounds.planks(rng, 0, 560, W, 1080, "#4a2a14")
    b += f'<rect x="0" y="540" width="{W}" height="30" fill="#2a160a"/>'
    # framed pictures: the four suits
    for i, x in enumerate((250, 640, 1180, 1570)):
        b += f'<rect x="{x}" y="150" width="120" height="150" fill="#efe3c4" stroke="#8a6a2a" stroke-width="12"/>'
        b += place_icon(
            f"game-icons__{suits[i]}", x + 25, 190, 70, "#a02a22" if i in (1, 2) else "#2a2a2a"
        )
    for lx in (420, 1420):
        b += f'<path d="M{lx + 40} 0 V110" stroke="#1a0e08" stroke-width="5"/><circle cx="{lx + 40}" cy="160" r="230" fill="url(#lamp)"/>'
        b += place_icon("game-icons__lantern-flame", lx, 110, 80, "#f2c057")
    return backgrounds.svg(d, b, blur=0.5)


def backdrop(name, spec):
    """The place's scene, rendered, shifted up, blurred (depth of field) and dimmed."""
    png = BUILD / "tables" / f"scene_{name}.png"
    if spec["scene"]:
        fn, seed = backgrounds.SCENES[spec["scene"]]
        svg = fn(random.Random(seed))
    else:
        svg = club(random.Random(spec["seed"]))
    render_svg_text(svg, png, keep_svg=BUILD / "tables" / f"scene_{name}.svg")
    im = Image.open(png).convert("RGB")
    # shift the scene up: the rim hides the floor, the room's middle height shows above it
    s = spec["shift"]
    im = im.crop((0, s, W, H)).resize((W, H - s), Image.LANCZOS)
    canvas = Image.new("RGB", (W, H), (0, 0, 0))
    canvas.paste(im, (0, 0))
    canvas = canvas.filter(ImageFilter.GaussianBlur(5))
    return ImageEnhance.Brightness(canvas).enhance(spec["dim"])


def table_svg(spec, rim_only=False):
    """The table as an SVG with a transparent room: rims, inlay, felt, textures and light."""
    felt_c, felt_e = spec["felt"]
    wood_l, wood_d = spec["wood"]
    lx, ly, lc, ls = spec["light"]
    if rim_only:
        # the mask of the far rim and the side rims above RIM_BAND (wood between the outlines)
        return backgrounds_svg_plain(
            "", f'<path d="{OUTER} {INNER}" fill-rule="evenodd" fill="#fff"/>'
        )
    d = (
        # cloth: even under the lamp across the field, darker only beyond it
        f'<radialGradient id="felt" gradientUnits="userSpaceOnUse" cx="970" cy="540" r="1400" '
        f'gradientTransform="translate(960 560) scale(1 0.62) translate(-960 -560)">'
        f'<stop offset="0" stop-color="{felt_c}"/><stop offset="0.62" stop-color="{felt_c}"/>'
        f'<stop offset="1" stop-color="{felt_e}"/></radialGradient>'
        f'<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{wood_l}"/>'
        f'<stop offset="0.5" stop-color="{wood_d}"/><stop offset="1" stop-color="{wood_d}"/></linearGradient>'
        f'<linearGradient id="nearwood" gradientUnits="userSpaceOnUse" x1="0" y1="{NEAR_TOP}" x2="0" y2="{H}">'
        f'<stop offset="0" stop-color="{wood_l}"/><stop offset="0.25" stop-color="{wood_l}"/><stop offset="1" stop-color="{wood_d}"/></linearGradient>'
        f'<linearGradient id="rimshine" gradientUnits="userSpaceOnUse" x1="0" y1="{FAR_TOP}" x2="0" y2="{FELT_TOP}">'
        '<stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.06"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>'
        '<filter id="grainwood" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.0025 0.09" numOctaves="3" seed="5"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 0 0.02  0 0 0 -1.1 0.95"/></filter>'
        # the nap of the cloth: fine light and dark flecks
        '<filter id="nap" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="9"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.5 -0.22"/></filter>'
        '<filter id="blur18"><feGaussianBlur stdDeviation="18"/></filter>'
        '<filter id="blur10"><feGaussianBlur stdDeviation="10"/></filter>'
        '<filter id="blur40"><feGaussianBlur stdDeviation="40"/></filter>'
        f'<clipPath id="feltclip"><path d="{INNER}"/></clipPath>'
        f'<clipPath id="tableclip"><path d="{OUTER}"/></clipPath>'
        f'<radialGradient id="pool" gradientUnits="userSpaceOnUse" cx="970" cy="525" r="1300" '
        f'gradientTransform="translate(970 525) scale(1 0.6) translate(-970 -525)">'
        f'<stop offset="0" stop-color="{lc}" stop-opacity="{ls}"/><stop offset="0.55" stop-color="{lc}" stop-opacity="{ls * 0.9}"/>'
        f'<stop offset="1" stop-color="{lc}" stop-opacity="0"/></radialGradient>'
    )
    if spec["second"]:
        sx, sy, sc, ss = spec["second"]
        d += (
            f'<radialGradient id="second" gradientUnits="userSpaceOnUse" cx="{sx}" cy="{sy}" r="900">'
            f'<stop offset="0" stop-color="{sc}" stop-opacity="{ss}"/><stop offset="1" stop-color="{sc}" stop-opacity="0"/></radialGradient>'
        )
    b = ""
    # the table's shadow into the room behind it
    b += f'<path d="{table_path(FAR_TOP - 6, XL - 30, XR + 30, CORNER + 20)}" fill="#000" opacity="0.6" filter="url(#blur40)"/>'
    # rim: wood, grain, shine on the far edge's top face
    b += f'<path d="{OUTER}" fill="url(#wood)"/>'
    b += f'<g clip-path="url(#tableclip)"><rect width="{W}" height="{H}" filter="url(#grainwood)" opacity="0.55"/>'
    b += f'<rect x="0" y="{FAR_TOP}" width="{W}" height="{FELT_TOP - FAR_TOP}" fill="url(#rimshine)"/></g>'
    b += f'<path d="{table_path(FAR_TOP + 2, XL + 2, XR - 2, CORNER - 2)}" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="3"/>'
    # brass inlay between rim and felt
    b += f'<path d="{table_path(FELT_TOP - 7, XL + INSET - 6, XR - INSET + 6, CORNER - 26)}" fill="none" stroke="#d8aa48" stroke-width="4"/>'
    # cloth and its nap
    b += f'<path d="{INNER}" fill="url(#felt)"/>'
    b += f'<g clip-path="url(#feltclip)"><rect width="{W}" height="{H}" filter="url(#nap)" opacity="0.35"/>'
    # shadow under the rims' lips
    b += f'<path d="{INNER}" fill="none" stroke="#000" stroke-opacity="0.7" stroke-width="40" filter="url(#blur10)"/>'
    b += f'<rect x="0" y="{NEAR_TOP - 10}" width="{W}" height="60" fill="#000" opacity="0.5" filter="url(#blur18)"/>'
    # a stitched line on the cloth, a hand's width inside the rim
    b += f'<path d="{table_path(FELT_TOP + 26, XL + INSET + 30, XR - INSET - 30, CORNER - 50)}" fill="none" stroke="{spec["tint"]}" stroke-opacity="0.2" stroke-width="3" stroke-dasharray="14 10"/>'
    b += "</g>"
    # the place's light: a broad, even pool over the table; the second light (fire, window,
    # sparks) only catches the wood, so the field stays even
    b += f'<g clip-path="url(#tableclip)"><rect width="{W}" height="{H}" fill="url(#pool)"/></g>'
    if spec["second"]:
        b += (
            f'<g clip-path="url(#rimclip)"><rect width="{W}" height="{H}" fill="url(#second)"/></g>'
        )
        d += f'<clipPath id="rimclip"><path d="{OUTER} {INNER}" clip-rule="evenodd"/></clipPath>'
    # the near rim, the player's edge: the thickest wood, a rounded top with a highlight
    b += f'<rect x="0" y="{NEAR_TOP}" width="{W}" height="{H - NEAR_TOP}" fill="url(#nearwood)"/>'
    b += f'<g clip-path="url(#nearclip)"><rect x="0" y="{NEAR_TOP}" width="{W}" height="{H - NEAR_TOP}" filter="url(#grainwood)" opacity="0.5"/></g>'
    d += f'<clipPath id="nearclip"><rect x="0" y="{NEAR_TOP}" width="{W}" height="{H - NEAR_TOP}"/></clipPath>'
    b += f'<rect x="0" y="{NEAR_TOP}" width="{W}" height="5" fill="#d8aa48"/>'
    b += f'<rect x="0" y="{NEAR_TOP + 7}" width="{W}" height="3" fill="#fff" opacity="0.22"/>'
    # small inlaid suit pips on the far rim, clear of the portrait's place in the middle
    suits = ["spades", "hearts", "diamonds", "clubs"]
    for i, x in enumerate((330, 560, 1340, 1570)):
        b += place_icon(
            f"game-icons__{suits[i]}", x - 10, FAR_TOP + 10, 20, "#d8aa48", opacity=0.75
        )
    return backgrounds_svg_plain(d, b)


def backgrounds_svg_plain(defs, body):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
        f"<defs>{defs}</defs>{body}</svg>"
    )


def tint_layer(colour, strength):
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return Image.new("RGB", (W, H), (r, g, b)), strength


def field_figures(frame):
    """(mean luminance, spread as +-fraction of the mean, worst contrast of TEXT) of FIELD."""
    crop = frame.convert("RGB").crop(FIELD).filter(ImageFilter.GaussianBlur(2))
    lut = [
        ((v / 255) / 12.92 if v <= 10 else (((v / 255) + 0.055) / 1.055) ** 2.4) for v in range(256)
    ]
    px = crop.getdata()
    lum = sorted(0.2126 * lut[r] + 0.7152 * lut[g] + 0.0722 * lut[b] for r, g, b in px)
    n = len(lum)
    mean = sum(lum) / n
    lo, hi = lum[int(n * 0.02)], lum[int(n * 0.98)]
    spread = max(hi - mean, mean - lo) / mean
    t = [int(TEXT[i : i + 2], 16) for i in (1, 3, 5)]
    lt = 0.2126 * lut[t[0]] + 0.7152 * lut[t[1]] + 0.0722 * lut[t[2]]
    contrast = (lt + 0.05) / (lum[-1] + 0.05)
    return mean, spread, contrast


def build():
    out = IMAGES / "table"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name, spec in PLACES.items():
        room = backdrop(name, spec)
        # the room is lit the colour of its light (a soft overlay) before the table covers it
        tint, k = tint_layer(spec["tint"], 0.12)
        room = Image.blend(room, tint, k)
        png = BUILD / "tables" / f"table_{name}.png"
        render_svg_text(table_svg(spec), png, keep_svg=BUILD / "tables" / f"table_{name}.svg")
        top = Image.open(png).convert("RGBA")
        frame = room.convert("RGBA")
        frame.alpha_composite(top)
        # a gentle vignette keeps the eye on the cloth
        vig = (
            Image.radial_gradient("L")
            .resize((W, int(H * 1.5)))
            .crop((0, int(H * 0.32), W, int(H * 0.32) + H))
        )
        vig = vig.point(lambda v: max(0, v - 150) * 255 // 105)
        dark = Image.new("RGBA", (W, H), (0, 0, 0, 255))
        dark.putalpha(vig.point(lambda v: v * 120 // 255))
        frame.alpha_composite(dark)
        mean, spread, contrast = field_figures(frame)
        print(
            f"[tables] {name:8} field luminance {mean:.3f} +-{spread * 100:.1f}%, "
            f"text contrast {contrast:.2f}:1"
        )
        if spread > 0.06 or contrast < 4.5:
            raise SystemExit(f"tables: the field of table_{name} is not calm and dark enough")
        webp = out / f"table_{name}.webp"
        frame.convert("RGB").save(webp, "WEBP", quality=86, method=6)
        made.append(webp)
        # the far rim alone, for drawing over the lower edge of the opponent's portrait
        rpng = BUILD / "tables" / f"rim_{name}.png"
        render_svg_text(table_svg(spec, rim_only=True), rpng)
        rim = Image.open(rpng).convert("RGBA")
        band = rim.crop((0, 0, W, RIM_BAND))
        # the rim's own pixels (light, grain) cut out of the finished frame
        full = frame.crop((0, 0, W, RIM_BAND))
        full.putalpha(band.getchannel("A"))
        rim_out = out / f"table_{name}_rim.webp"
        full.save(rim_out, "WEBP", quality=90, method=6, exact=False)
        made.append(rim_out)
    (out / "table_layout.json").write_text(json.dumps(LAYOUT, indent=1) + "\n")
    made.append(out / "table_layout.json")
    return made
