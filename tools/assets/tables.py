# ruff: noqa: E501  (long SVG strings read better unwrapped)
"""Table surfaces: the card table of each place, seen from the player's chair (1920x1080 WebP).

A wide oval table (felt inside a wooden rim with a brass inlay) fills the lower three quarters
of the frame; above and beside its far rim the chapter's own place (the scene of
backgrounds.py, blurred and dimmed) shows through, lit like that place: lamp light and a fire in
the inn, gold light in the temple, violet dusk and sparks at the tower, daylight on the road and
at the market, moonlight at night, firelight at the camp, fire and snow light in the lodge.

The geometry is the same for every place (LAYOUT, also written to
game/images/table/table_layout.json) so the card layout works on all of them:

- the far rim's top edge is at y = RIM_TOP in the middle of the screen; the opponent's portrait
  stands in the room above it, and `table <place> rim` (a transparent overlay of the rim's
  upper half) can be drawn over the portrait's lower edge so he sits behind the table;
- the felt is the ellipse FELT (centre, radii); it covers the whole width below y ~ 520 at the
  screen's sides and everything below RIM_TOP + 50 in the middle, so the hand, the battlefield,
  the talon and the discard pile always lie on cloth;
- the light pool is centred on the battlefield, never on the hand or the portrait.

Every place draws from a fixed seed; the backdrop is the place's own scene rendered again from
backgrounds.SCENES, so the two can never drift apart."""

import json
import random

from PIL import Image, ImageEnhance, ImageFilter

from . import backgrounds
from .common import BUILD, IMAGES, place_icon, render_svg_text

W, H = 1920, 1080

# The table's oval: felt ellipse and the rim around it (pixels of the 1920x1080 frame).
FELT = {"cx": 960, "cy": 1230, "rx": 1530, "ry": 880}
RIM = 44  # width of the wooden rim at the far edge (grows towards the sides with the ellipse)
RIM_TOP = FELT["cy"] - FELT["ry"] - RIM  # 306: the top of the far rim in the middle
RIM_BAND = 620  # height of the rim overlay (down to where the rim leaves the screen's sides)

# Per place: felt (centre, edge), wood (light, dark), the place's light (x, y, colour, strength),
# a second coloured light (fire, window, sparks) or None, the backdrop scene and how far it is
# shifted up (so the room's middle height shows above the rim), and the backdrop's dimming.
PLACES = {
    "inn": dict(
        felt=("#2f6b47", "#123222"),
        wood=("#7a4626", "#3a1e0e"),
        light=(960, 520, "#ffd08a", 0.45),
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
        light=(960, 480, "#fff0c0", 0.5),
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
        light=(960, 560, "#c9a0ff", 0.35),
        second=(1500, 300, "#ff9a3c", 0.4),
        scene="tower",
        shift=160,
        dim=0.6,
        tint="#b48cff",
        seed=33,
    ),
    "road": dict(
        felt=("#4f7d3a", "#233c18"),
        wood=("#a77b4a", "#5a3c1e"),
        light=(960, 500, "#fffbe8", 0.4),
        second=(300, 0, "#cfe8ff", 0.3),
        scene="road",
        shift=240,
        dim=0.78,
        tint="#e8f4ff",
        seed=34,
    ),
    "market": dict(
        felt=("#1f5f66", "#0b2c30"),
        wood=("#b0713a", "#5c3416"),
        light=(960, 500, "#fff4d8", 0.45),
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
        light=(960, 560, "#ffe2a0", 0.35),
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
        light=(960, 640, "#ffb45a", 0.4),
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
        light=(960, 540, "#ffc27a", 0.45),
        second=(1500, 520, "#ff8030", 0.45),
        scene="lodge",
        shift=200,
        dim=0.62,
        tint="#ffb070",
        seed=38,
    ),
    # Free Play: a card club (its own backdrop, below), classic green baize
    "club": dict(
        felt=("#2a6e4c", "#0f2e1f"),
        wood=("#6a3a1c", "#2e160a"),
        light=(960, 520, "#ffe6b0", 0.45),
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
    "rim_top": RIM_TOP,
    "felt_top": FELT["cy"] - FELT["ry"],
    "felt": FELT,
    "rim_width": RIM,
    "rim_overlay_height": RIM_BAND,
    "note": "felt is an ellipse (cx, cy, rx, ry); the rim overlay image starts at y=0",
}


def felt_y(x):
    """The felt's upper edge at screen column x (for the layout note and the tests)."""
    fx = (x - FELT["cx"]) / FELT["rx"]
    return FELT["cy"] - FELT["ry"] * max(0.0, 1 - fx * fx) ** 0.5


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


def ellipse_path(cx, cy, rx, ry):
    return f"M{cx - rx} {cy} a{rx} {ry} 0 1 0 {2 * rx} 0 a{rx} {ry} 0 1 0 {-2 * rx} 0 Z"


def table_svg(spec, rng, rim_only=False):
    """The table as an SVG with a transparent room: rim, inlay, felt, textures and light."""
    cx, cy, rx, ry = FELT["cx"], FELT["cy"], FELT["rx"], FELT["ry"]
    felt_c, felt_e = spec["felt"]
    wood_l, wood_d = spec["wood"]
    lx, ly, lc, ls = spec["light"]
    outer = ellipse_path(cx, cy, rx + RIM * 1.25, ry + RIM)
    inner = ellipse_path(cx, cy, rx, ry)
    d = (
        # felt: brightest under the lamp, darker towards the rim
        f'<radialGradient id="felt" gradientUnits="userSpaceOnUse" cx="{lx}" cy="{ly + 120}" r="1100" gradientTransform="translate(0 {ly + 120}) scale(1 0.62) translate(0 {-(ly + 120)})">'
        f'<stop offset="0" stop-color="{felt_c}"/><stop offset="0.72" stop-color="{felt_e}"/><stop offset="1" stop-color="{felt_e}"/></radialGradient>'
        # the wood: vertical gradient (the far rim catches the light on its top face)
        f'<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{wood_l}"/><stop offset="0.5" stop-color="{wood_d}"/><stop offset="1" stop-color="{wood_d}"/></linearGradient>'
        f'<linearGradient id="rimshine" gradientUnits="userSpaceOnUse" x1="0" y1="{RIM_TOP}" x2="0" y2="{RIM_TOP + RIM}">'
        f'<stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>'
        # grain: stretched turbulence, tinted dark
        '<filter id="grainwood" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.0025 0.09" numOctaves="3" seed="5"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 0 0.02  0 0 0 -1.1 0.95"/></filter>'
        # felt nap: fine noise, light and dark flecks
        '<filter id="nap" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="9"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.5 -0.22"/></filter>'
        '<filter id="mottle" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.006" numOctaves="3" seed="3"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.35 -0.14"/></filter>'
        '<filter id="blur18"><feGaussianBlur stdDeviation="18"/></filter>'
        '<filter id="blur40"><feGaussianBlur stdDeviation="40"/></filter>'
        f'<clipPath id="feltclip"><path d="{inner}"/></clipPath>'
        f'<clipPath id="tableclip"><path d="{outer}"/></clipPath>'
        f'<radialGradient id="pool" gradientUnits="userSpaceOnUse" cx="{lx}" cy="{ly}" r="760" gradientTransform="translate(0 {ly}) scale(1 0.55) translate(0 {-ly})">'
        f'<stop offset="0" stop-color="{lc}" stop-opacity="{ls}"/><stop offset="1" stop-color="{lc}" stop-opacity="0"/></radialGradient>'
    )
    if spec["second"]:
        sx, sy, sc, ss = spec["second"]
        d += (
            f'<radialGradient id="second" gradientUnits="userSpaceOnUse" cx="{sx}" cy="{sy}" r="900">'
            f'<stop offset="0" stop-color="{sc}" stop-opacity="{ss}"/><stop offset="1" stop-color="{sc}" stop-opacity="0"/></radialGradient>'
        )
    if rim_only:
        # the mask of the rim alone (wood ring between the outer edge and the felt)
        return backgrounds_svg_plain(
            "", f'<path d="{outer} {inner}" fill-rule="evenodd" fill="#fff"/>'
        )
    b = ""
    # the table's shadow on the floor / into the room
    b += f'<path d="{ellipse_path(cx, cy + 30, rx + RIM * 1.6, ry + RIM + 30)}" fill="#000" opacity="0.55" filter="url(#blur40)"/>'
    # rim: wood, grain, shine on the far edge, a dark lip where it meets the felt
    b += f'<path d="{outer}" fill="url(#wood)"/>'
    b += f'<g clip-path="url(#tableclip)"><rect width="{W}" height="{H}" filter="url(#grainwood)" opacity="0.55"/>'
    b += f'<rect x="0" y="{RIM_TOP}" width="{W}" height="{RIM}" fill="url(#rimshine)"/></g>'
    b += f'<path d="{ellipse_path(cx, cy, rx + RIM * 1.25 - 3, ry + RIM - 3)}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="3"/>'
    # brass inlay between rim and felt
    b += f'<path d="{ellipse_path(cx, cy, rx + 7, ry + 5)}" fill="none" stroke="#d8aa48" stroke-width="5"/>'
    b += f'<path d="{ellipse_path(cx, cy, rx + 2, ry + 1)}" fill="none" stroke="#000" stroke-opacity="0.5" stroke-width="4"/>'
    # felt, mottled and napped
    b += f'<path d="{inner}" fill="url(#felt)"/>'
    b += f'<g clip-path="url(#feltclip)"><rect width="{W}" height="{H}" filter="url(#mottle)"/>'
    b += f'<rect width="{W}" height="{H}" filter="url(#nap)" opacity="0.6"/>'
    # inner shadow under the rim's lip
    b += f'<path d="{inner}" fill="none" stroke="#000" stroke-opacity="0.7" stroke-width="60" filter="url(#blur18)"/>'
    # a thin stitched line on the cloth, a hand's width inside the rim
    b += f'<path d="{ellipse_path(cx, cy, rx - 46, ry - 34)}" fill="none" stroke="{spec["tint"]}" stroke-opacity="0.22" stroke-width="3" stroke-dasharray="14 10"/>'
    b += "</g>"
    # light of the place over the whole table (cloth and wood)
    b += f'<g clip-path="url(#tableclip)"><rect width="{W}" height="{H}" fill="url(#pool)"/>'
    if spec["second"]:
        b += f'<rect width="{W}" height="{H}" fill="url(#second)"/>'
    b += "</g>"
    # small inlaid suit pips on the far rim, clear of the portrait's place in the middle
    suits = ["spades", "hearts", "diamonds", "clubs"]
    for i, x in enumerate((330, 560, 1340, 1570)):
        y = felt_y(x) - RIM * 0.62 - 10
        b += place_icon(f"game-icons__{suits[i]}", x - 10, y, 20, "#d8aa48", opacity=0.75)
    _ = rng
    return backgrounds_svg_plain(d, b)


def backgrounds_svg_plain(defs, body):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
        f"<defs>{defs}</defs>{body}</svg>"
    )


def tint_layer(colour, strength):
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return Image.new("RGB", (W, H), (r, g, b)), strength


def build():
    out = IMAGES / "table"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name, spec in PLACES.items():
        rng = random.Random(spec["seed"])
        room = backdrop(name, spec)
        # the room is lit the colour of its light (a soft overlay) before the table covers it
        tint, k = tint_layer(spec["tint"], 0.12)
        room = Image.blend(room, tint, k)
        png = BUILD / "tables" / f"table_{name}.png"
        render_svg_text(table_svg(spec, rng), png, keep_svg=BUILD / "tables" / f"table_{name}.svg")
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
        webp = out / f"table_{name}.webp"
        frame.convert("RGB").save(webp, "WEBP", quality=86, method=6)
        made.append(webp)
        # the far rim alone, for drawing over the lower edge of the opponent's portrait
        rpng = BUILD / "tables" / f"rim_{name}.png"
        render_svg_text(table_svg(spec, rng, rim_only=True), rpng)
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
