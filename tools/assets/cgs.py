# ruff: noqa: E501  (long SVG strings read better unwrapped)
"""CGs: full-screen pictures of the story's big moments (issue 28), 1920x1080 WebP in
game/images/cg/cg_<name>.webp, in the flat style of the backgrounds (backgrounds.py's helpers,
grain and vignette; game-icons silhouettes, CC BY 3.0).

Two kinds, both named in game/story/staging_cgs.rpy (the gallery's list):
- set pieces that stand in a chapter's place, drawn over that place's own background scene
  (the tower with its roof catching fire, the road at the bang), so sprites still stand in front;
- pictures of their own (the white Wolf held up, the first lantern seen from Ash's camp, Ilse's
  table under the lifted cloth, and one for each ending of ch08: what becomes of the white deck).

Every picture draws from random.Random(<fixed seed>); the animal deck's own card images are
embedded (data URIs) where a card lies on a table, so the output is reproducible."""

import base64
import math
import random

from . import backgrounds as bgs
from .backgrounds import H, W, clouds, glow, lin, ridge, smooth_ridge, stars, svg, trees
from .common import BUILD, IMAGES, place_icon, render_svg_text, save_webp
from .people import back_figure, bust_figure

VIGNETTE = f'<rect width="{W}" height="{H}" fill="url(#vignette)"/>'
CARDS = IMAGES / "cards"
CARD_W, CARD_H = 208, 291


def over_scene(scene_svg, defs, layer):
    """A background scene's SVG with `layer` drawn on top of it (under its vignette and grain)
    and `defs` added: a set piece that stays in the place the chapter shows."""
    assert VIGNETTE in scene_svg
    return scene_svg.replace("<defs>", "<defs>" + defs, 1).replace(VIGNETTE, layer + VIGNETTE, 1)


def card_image(rel, x, y, w=CARD_W, h=CARD_H, rotate=0, opacity=1.0):
    """One of the game's card PNGs (game/images/cards/<rel>) placed at (x, y), embedded."""
    data = base64.b64encode((CARDS / rel).read_bytes()).decode("ascii")
    tf = f' transform="rotate({rotate} {x + w / 2:.1f} {y + h / 2:.1f})"' if rotate else ""
    return (
        f'<g{tf} opacity="{opacity}"><rect x="{x + 6:.1f}" y="{y + 8:.1f}" width="{w}" height="{h}" rx="14" fill="#000" opacity="0.35"/>'
        f'<image x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" href="data:image/png;base64,{data}"/></g>'
    )


def lantern_post(x, y, size, lit=1.0):
    """A lantern on a post, as on the lantern road: lit 1.0 burning, 0.3 burning low, 0 out."""
    s = f'<rect x="{x - size * 0.06:.1f}" y="{y - size * 1.6:.1f}" width="{size * 0.12:.1f}" height="{size * 1.6:.1f}" fill="#1a1410"/>'
    if lit > 0:
        s += f'<circle cx="{x:.1f}" cy="{y - size * 1.7:.1f}" r="{size * 1.6 * (0.5 + lit / 2):.1f}" fill="url(#lamp)" opacity="{0.35 + lit * 0.65:.2f}"/>'
    colour = "#ffcf6a" if lit >= 0.6 else ("#d98a3a" if lit > 0 else "#4a4038")
    s += place_icon(
        "game-icons__lantern-flame", x - size * 0.4, y - size * 2.15, size * 0.8, colour
    )
    return s


def snow_ground(y, colour="#dfe7f0", shade="#b8c6d8"):
    return (
        f'<path d="M0 {y} Q480 {y - 40} 960 {y - 10} T1920 {y - 20} L1920 {H} L0 {H} Z" fill="{shade}"/>'
        f'<path d="M0 {y + 30} Q520 {y - 5} 980 {y + 25} T1920 {y + 10} L1920 {H} L0 {H} Z" fill="{colour}"/>'
    )


# ------------------------------------------------------------------------------------ pictures
def white_wolf(rng):
    """The white Wolf held up at the border (ch00) and in the lodge (ch07): the ace of Wolves,
    painted, in a hand, against the evening light."""
    d = (
        lin("sky", (0, "#f3b27a"), (0.5, "#f6d9a3"), (1, "#9fb7a6"))
        + glow("halo", "#fff6dc", 0.95)
        + lin("card", (0, "#fbf8f0"), (1, "#ece4d2"))
        + lin("sleeve", (0, "#4a3428"), (1, "#2e2018"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
    for i in range(24):
        a = i * math.pi * 2 / 24
        b += f'<path d="M960 520 L{960 + 1500 * math.cos(a - 0.035):.0f} {520 + 1500 * math.sin(a - 0.035):.0f} L{960 + 1500 * math.cos(a + 0.035):.0f} {520 + 1500 * math.sin(a + 0.035):.0f} Z" fill="#fff7e0" opacity="0.28"/>'
    b += ridge(rng, 900, 60, "#8a9aa8", step=45, rough=1.2, opacity=0.7)
    b += trees(rng, 12, 1000, 150, "#5a6e58", spread=(-60, 1980))
    b += '<circle cx="960" cy="400" r="520" fill="url(#halo)"/>'
    # the card, tilted a little, held up by its lower right corner; everything above y 800,
    # where the say box begins. The sleeve comes up from the lower right to a cuff at the wrist.
    b += '<g transform="translate(0 -36)">'  # up, so the cuff shows above the say box
    b += '<path d="M1366 1120 C1350 980 1320 880 1262 800 L1150 842 C1190 900 1214 990 1214 1120 Z" fill="url(#sleeve)"/>'
    b += '<path d="M1302 1120 C1292 1000 1270 930 1236 872" stroke="#1e140e" stroke-width="6" fill="none" opacity="0.6"/>'
    b += '<path d="M1230 1120 C1228 1010 1214 950 1196 910" stroke="#5a4030" stroke-width="5" fill="none" opacity="0.6"/>'
    b += '<g transform="rotate(-5 960 370)">'
    b += '<rect x="740" y="60" width="440" height="620" rx="28" fill="#000" opacity="0.28" transform="translate(14 18)"/>'
    b += '<rect x="740" y="60" width="440" height="620" rx="28" fill="url(#card)" stroke="#c9a44a" stroke-width="8"/>'
    b += '<rect x="764" y="84" width="392" height="572" rx="16" fill="none" stroke="#c9a44a" stroke-width="3"/>'
    b += '<rect x="776" y="96" width="368" height="548" rx="12" fill="none" stroke="#7d8fb0" stroke-width="1.5" opacity="0.7"/>'
    b += '<circle cx="960" cy="370" r="150" fill="#e9eef6"/><circle cx="960" cy="370" r="150" fill="none" stroke="#7d8fb0" stroke-width="3"/>'
    b += place_icon("game-icons__wolf-head", 845, 255, 230, "#4d5f82")
    for cx, cy, rot in ((812, 138, 0), (1108, 602, 180)):
        b += place_icon("game-icons__wolf-head", cx - 30, cy - 30, 60, "#4d5f82", rotate=rot)
    # the hand: the back of the palm below the card's edge, four fingers bent over its face,
    # the thumb behind it showing at the right edge; an outline a shade darker than the skin
    skin, line, crease = "#e2b088", "#9a6a48", "#c08a62"
    b += f'<path d="M1090 700 C1086 760 1120 800 1176 806 C1226 808 1250 770 1246 718 L1236 672 L1096 668 Z" fill="{skin}" stroke="{line}" stroke-width="5"/>'
    b += f'<path d="M1180 600 C1206 592 1222 604 1222 626 L1224 676" stroke="{line}" stroke-width="32" fill="none" stroke-linecap="round"/>'
    b += f'<path d="M1180 600 C1206 592 1222 604 1222 626 L1224 676" stroke="{skin}" stroke-width="22" fill="none" stroke-linecap="round"/>'
    for k, (fx, top) in enumerate(((1112, 628), (1142, 616), (1172, 622), (1200, 640))):
        w = 30 if k < 3 else 26
        b += f'<path d="M{fx} 700 L{fx + 2} {top}" stroke="{line}" stroke-width="{w + 8}" stroke-linecap="round"/>'
        b += f'<path d="M{fx} 700 L{fx + 2} {top}" stroke="{skin}" stroke-width="{w}" stroke-linecap="round"/>'
        b += f'<ellipse cx="{fx + 2}" cy="{top + 2}" rx="{w / 2 - 5:.0f}" ry="8" fill="#f3d2b4"/>'
        b += f'<path d="M{fx - w / 2 + 4:.0f} {top + 30} q{w / 2 - 4:.0f} 6 {w - 8} 0" stroke="{crease}" stroke-width="3" fill="none"/>'
    b += f'<path d="M1104 740 q40 14 96 2" stroke="{crease}" stroke-width="4" fill="none"/>'
    b += f'<path d="M1130 790 L1150 850 L1240 830 L1236 770 Z" fill="{skin}"/>'  # the wrist
    b += "</g>"
    b += '<path d="M1140 812 L1262 766 L1282 820 L1160 866 Z" fill="#6a4a36" stroke="#2e2018" stroke-width="5"/>'
    b += "</g>"
    sparkles = ""
    for _ in range(14):
        x, y = rng.uniform(560, 1360), rng.uniform(60, 760)
        size, op = rng.uniform(22, 44), round(rng.uniform(0.5, 0.9), 2)
        if not (x > 1060 and y > 500):  # none on the hand
            sparkles += place_icon("game-icons__sparkles", x, y, size, "#fff6d0", opacity=op)
    return svg(d, b + sparkles, blur=0.4)


def bang(rng):
    """The bang on the river road (ch02): a white-gold flash where the tower's smoke rises, hot
    wind flattening the wheat, the signpost spinning."""
    d = glow("flash", "#fffbe8", 1.0) + glow("hot", "#ffb347", 0.8)
    layer = '<rect width="1920" height="1080" fill="#fff3d0" opacity="0.28"/>'
    cx, cy = 1180, 600
    layer += f'<circle cx="{cx}" cy="{cy}" r="760" fill="url(#hot)"/>'
    pts = []
    for i in range(36):
        a = i * math.pi * 2 / 36
        r = 520 if i % 2 == 0 else rng.uniform(150, 260)
        pts.append(f"{cx + r * math.cos(a):.0f} {cy + r * math.sin(a) * 0.8:.0f}")
    layer += f'<path d="M{" L".join(pts)} Z" fill="#fff8dc" opacity="0.9"/>'
    layer += f'<circle cx="{cx}" cy="{cy}" r="330" fill="url(#flash)"/>'
    # smoke billowing up from the blast
    for i in range(16):
        px = cx + rng.uniform(-120, 160) + i * 6
        py = cy - 120 - i * 34
        r = 50 + i * 7
        g = 0x6A + rng.randint(-12, 12)
        layer += f'<circle cx="{px:.0f}" cy="{py:.0f}" r="{r}" fill="#{g:02x}{g - 6:02x}{g + 8:02x}" opacity="0.78"/>'
    # the signpost spinning: the arms drawn three times, rotating, with motion arcs
    for k, rot in enumerate((0, 35, 70)):
        layer += f'<g transform="rotate({rot} 1480 815)" opacity="{0.3 + k * 0.35:.2f}"><path d="M1380 790 L1590 790 L1620 815 L1590 840 L1380 840 Z" fill="#8a6a4a"/></g>'
    layer += '<path d="M1340 730 A170 110 0 0 1 1640 760" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/><path d="M1330 900 A170 110 0 0 0 1620 880" stroke="#fff" stroke-width="6" fill="none" opacity="0.7"/>'
    # hot wind streaks
    for _ in range(22):
        y = rng.uniform(520, 1040)
        x = rng.uniform(-100, 1000)
        layer += f'<path d="M{x:.0f} {y:.0f} q120 -{rng.uniform(6, 20):.0f} 260 0" stroke="#fff6e0" stroke-width="{rng.uniform(3, 7):.1f}" fill="none" opacity="0.6"/>'
    # a small, smoking crow
    layer += (
        '<path d="M1500 700 q30 -40 60 -8 q20 -16 40 4 l-30 10 q-30 20 -70 -6 Z" fill="#1a1418"/>'
    )
    layer += '<circle cx="1560" cy="660" r="14" fill="#777" opacity="0.6"/><circle cx="1580" cy="630" r="20" fill="#888" opacity="0.45"/>'
    return over_scene(bgs.road(random.Random(bgs.SCENES["road"][1])), d, layer)


def flame(x, y, s, lean=0.0):
    """One small flame, base at (x, y), height s: an orange tongue with a yellow heart, its tip
    bent by `lean` (the wind off the mountain)."""
    t = x + lean * s
    return (
        f'<path d="M{x - s * 0.32:.1f} {y:.1f} C{x - s * 0.42:.1f} {y - s * 0.45:.1f} {t - s * 0.12:.1f} {y - s * 0.7:.1f} {t:.1f} {y - s:.1f} '
        f'C{t + s * 0.04:.1f} {y - s * 0.7:.1f} {x + s * 0.44:.1f} {y - s * 0.4:.1f} {x + s * 0.32:.1f} {y:.1f} Z" fill="#ff8a1e" opacity="0.92"/>'
        f'<path d="M{x - s * 0.15:.1f} {y:.1f} C{x - s * 0.2:.1f} {y - s * 0.28:.1f} {t - s * 0.05:.1f} {y - s * 0.42:.1f} {x + lean * s * 0.6:.1f} {y - s * 0.6:.1f} '
        f'C{x + s * 0.22:.1f} {y - s * 0.3:.1f} {x + s * 0.2:.1f} {y - s * 0.1:.1f} {x + s * 0.15:.1f} {y:.1f} Z" fill="#ffe08a"/>'
    )


def roof_fire(rng):
    """Pip's tower with its roof catching fire (ch02, after a loss to Pip: "Something on the roof
    of the tower catches fire"): the dusk darkened round it so the fire reads; flames running
    along the roof's east slope and licking up past its tip, an orange glow lighting the tower's
    flank and the yard, a column of black smoke lit from below leaning off east, sparks
    streaming up into it, and the roof's ridge and the weather-vane cock black against the
    flames."""
    d = (
        glow("roofglow", "#ff7a1e", 0.75)
        + glow("ember", "#ffd27a", 0.95)
        + glow("yardglow", "#ff8a2a", 0.32)
        + lin("smokecol", (0, "#1e1a24"), (0.7, "#3a2e36"), (1, "#7a4a30"))
        + '<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a0618" stop-opacity="0.55"/>'
        '<stop offset="1" stop-color="#0a0618" stop-opacity="0.15"/></linearGradient>'
        + '<linearGradient id="flank" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff8a2a" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#ff8a2a" stop-opacity="0.4"/></linearGradient>'
    )
    layer = f'<rect width="{W}" height="{H}" fill="url(#dusk)"/>'
    # the smoke: a thick column rising from the roof and bending east, dark, lit orange underneath
    for i in range(18):
        t = i / 17
        px = 1440 + t * 520 + math.sin(i * 0.8) * 24
        py = 40 - t * 70 + math.cos(i * 1.3) * 14
        r = 36 + t * 90
        layer += f'<circle cx="{px:.0f}" cy="{py:.0f}" r="{r:.0f}" fill="url(#smokecol)" opacity="{0.85 - t * 0.35:.2f}"/>'
    layer += '<circle cx="1380" cy="130" r="420" fill="url(#roofglow)"/>'
    layer += '<circle cx="1420" cy="140" r="180" fill="url(#ember)" opacity="0.7"/>'
    # the light of it: on the tower's east flank and spilling over the yard
    layer += '<path d="M1360 210 L1500 210 L1534 700 L1380 700 Z" fill="url(#flank)"/>'
    layer += '<ellipse cx="1380" cy="820" rx="900" ry="260" fill="url(#yardglow)"/>'
    # the slates burning: charred patches with embers along the east slope
    layer += '<path d="M1368 70 L1556 208 L1470 208 L1380 120 Z" fill="#1a1014" opacity="0.55"/>'
    for k in range(14):
        t = k / 13
        x, y = 1372 + t * 178, 74 + t * 130
        layer += f'<circle cx="{x + rng.uniform(-10, 6):.0f}" cy="{y + rng.uniform(-4, 8):.0f}" r="{rng.uniform(3, 6):.1f}" fill="#ffb347"/>'
    # flames along the slope, tallest at the middle, leaning with the wind
    for k, (t, h) in enumerate(
        (
            (0.02, 90),
            (0.16, 120),
            (0.3, 150),
            (0.44, 130),
            (0.58, 110),
            (0.72, 86),
            (0.86, 60),
            (0.97, 40),
        )
    ):
        x, y = 1366 + t * 186, 70 + t * 138
        layer += flame(x, y, h, 0.28 + 0.05 * (k % 3))
    layer += flame(1408, 104, 64, 0.2) + flame(1470, 150, 56, 0.35)
    # the ridge and the weather-vane cock, black against the fire
    layer += '<path d="M1352 66 L1360 20 L1370 66 Z" fill="#120a10"/>'
    layer += '<path d="M1340 22 q10 -22 26 -14 q6 -16 18 -6 l-10 8 q4 10 -8 14 Z" fill="#120a10"/>'
    # sparks streaming up into the smoke, some with short trails
    for _ in range(70):
        t = rng.random()
        x = 1360 + t * 480 + rng.uniform(-70, 70)
        y = 150 - t * 170 + rng.uniform(-50, 50)
        if y < -10:
            continue
        r = rng.uniform(1.5, 4)
        layer += f'<path d="M{x:.0f} {y:.0f} l{-r * 3:.1f} {r * 4:.1f}" stroke="#ffb347" stroke-width="{r * 0.8:.1f}" opacity="0.5" stroke-linecap="round"/>'
        layer += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{r:.1f}" fill="#ffe08a" opacity="{rng.uniform(0.6, 1):.2f}"/>'
    # embers drifting down over the yard
    for _ in range(24):
        x, y = rng.uniform(1000, 1800), rng.uniform(260, 760)
        layer += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1.5, 3):.1f}" fill="#ff9a3c" opacity="{rng.uniform(0.5, 0.9):.2f}"/>'
    return lowered(
        over_scene(bgs.tower(random.Random(bgs.SCENES["tower"][1])), d, layer), ROOF_FIRE_DROP
    )


# How far cg_roof_fire lowers the tower scene: the tower's roof (apex y 60 in bg tower) and the
# tallest flames over it (to y -40) come down inside the frame, the flames' tips near y 110 and
# the roof's eaves at y 360, well above the say box (y 802); the yard's far end slips under it.
ROOF_FIRE_DROP = 150
# bg tower's sky at its top (#241a4a) under roof_fire's dusk (#0a0618 at 0.55): the band the
# lowered scene leaves at the top is filled with it, so the sky runs on without a seam
ROOF_FIRE_SKY = "#16102e"


def lowered(picture, dy):
    """A finished over_scene picture with its scene and set piece moved down by dy pixels (the
    vignette and grain stay put): the band left at the top gets the sky's colour and a few
    stars."""
    top = "</defs>"
    i = picture.index(top) + len(top)
    j = picture.index(VIGNETTE)
    rng = random.Random(dy)
    band = f'<rect width="{W}" height="{dy + 4}" fill="{ROOF_FIRE_SKY}"/>'
    band += "".join(
        f'<circle cx="{rng.uniform(0, W):.0f}" cy="{rng.uniform(4, dy):.0f}" r="{rng.uniform(0.8, 1.8):.1f}" fill="#fff" opacity="{rng.uniform(0.3, 0.7):.2f}"/>'
        for _ in range(24)
    )
    return (
        picture[:i]
        + band
        + f'<g transform="translate(0 {dy})">'
        + picture[i:j]
        + "</g>"
        + picture[j:]
    )


def first_lantern(rng):
    """From Ash's camp by night (ch06): the fire low in front, the black pines, and high on the
    mountain, very small, one light coming on: the lodge's window."""
    d = (
        lin("sky", (0, "#050a1c"), (0.6, "#17224a"), (1, "#2c3462"))
        + glow("fire", "#ff9a3c", 0.7)
        + glow("lamp", "#ffd98a", 0.95)
        + lin("snowcap", (0, "#e4ecf8"), (1, "#7a88ae"))
        + lin("flankm", (0, "#3a4878"), (1, "#222c52"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 340, 760)
    # the mountain under the moon: its body a shade lighter than the sky, its snow lit (the sky and
    # the mountain were one muddy blue), the moonlit flank brighter on the left
    b += '<path d="M-80 900 L520 520 L760 420 L980 300 L1150 190 L1260 150 L1380 220 L1560 330 L1760 470 L2000 560 L2000 1080 L-80 1080 Z" fill="url(#flankm)"/>'
    b += '<path d="M980 300 L1150 190 L1260 150 L1380 220 L1470 276 L1400 300 L1330 262 L1270 300 L1190 258 L1110 310 L1040 290 Z" fill="url(#snowcap)"/>'
    b += '<path d="M760 420 L980 300 L1040 290 L960 372 L880 400 Z M520 520 L760 420 L700 470 L600 500 Z" fill="#8e9cc0" opacity="0.45"/>'
    b += ridge(rng, 760, 70, "#141b36", step=50)
    # the light, high up: very small (as the prose says), but the brightest thing in the
    # picture, a lit window in a warm halo on the dark flank, so the eye finds it at once
    b += '<circle cx="1304" cy="292" r="150" fill="url(#lamp)" opacity="0.45"/><circle cx="1304" cy="292" r="54" fill="url(#lamp)"/>'
    b += '<rect x="1297" y="284" width="14" height="17" rx="2" fill="#fff1c0"/>'
    for col, y, sz, n in (("#0f1630", 640, 280, 13), ("#0a1024", 720, 340, 9)):
        b += trees(rng, n, y + sz * 0.8, sz, col, jitter=50, spread=(-120, W))
    # Ash's fire in front, low, but its flames and their light above the say box (y 802)
    b += '<ellipse cx="960" cy="860" rx="900" ry="320" fill="url(#fire)"/>'
    b += '<path d="M0 880 Q960 820 1920 890 L1920 1080 L0 1080 Z" fill="#120c0a"/>'
    for x, h, lean in ((890, 130, -0.15), (940, 190, 0.05), (990, 160, 0.12), (1030, 110, 0.2)):
        b += flame(x, 850, h, lean)
    for _ in range(24):
        x, y = rng.uniform(700, 1220), rng.uniform(520, 800)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1.5, 3.5):.1f}" fill="#ffb347" opacity="{rng.uniform(0.4, 0.95):.2f}"/>'
    return svg(d, b, blur=0.5)


def lodge_room(rng, dawn=False, win=(560, 90, 800, 460)):
    """The lodge's room by the window (ch07, ch08): log wall, the window onto the lantern road, a
    table under the window; win: the window's (x, y, width, height). Returns (defs, body)."""
    wx, wy, ww, wh = win
    d = (
        lin(
            "win",
            (0, "#1a2452" if not dawn else "#f2c9a0"),
            (1, "#3b4a7a" if not dawn else "#d8e2f0"),
        )
        + lin("floor", (0, "#3a2a1c"), (1, "#1e140c"))
        + lin("tabletop", (0, "#6a4426"), (1, "#4a2e18"))
        + glow("fire", "#ff9a3c", 0.55)
        + glow("lamp", "#ffd27a", 0.8)
    )
    b = f'<rect width="{W}" height="{H}" fill="#5a4030"/>'
    y = 0
    while y < 720:
        b += f'<rect x="0" y="{y}" width="{W}" height="70" rx="35" fill="#7a5536" stroke="#3a2414" stroke-width="5"/>'
        b += f'<path d="M0 {y + 22} H{W}" stroke="#8d6644" stroke-width="6" opacity="0.6"/>'
        y += 72
    b += f'<rect x="0" y="700" width="{W}" height="380" fill="url(#floor)"/>'
    # the window, with the lantern road outside among pines
    b += f'<rect x="{wx}" y="{wy}" width="{ww}" height="{wh}" fill="url(#win)"/>'
    b += f'<clipPath id="winclip"><rect x="{wx}" y="{wy}" width="{ww}" height="{wh}"/></clipPath><g clip-path="url(#winclip)">'
    if not dawn:
        b += "".join(
            f'<circle cx="{rng.uniform(wx + 10, wx + ww - 10):.0f}" cy="{rng.uniform(wy + 10, wy + wh * 0.45):.0f}" r="{rng.uniform(1, 2.4):.1f}" fill="#fff" opacity="0.8"/>'
            for _ in range(40)
        )
    hill = wy + wh * 0.85
    b += f'<path d="M{wx - 20} {hill:.0f} Q{wx + ww * 0.3:.0f} {hill - wh * 0.2:.0f} {wx + ww / 2:.0f} {hill - wh * 0.13:.0f} T{wx + ww + 20} {hill - wh * 0.22:.0f} L{wx + ww + 20} {wy + wh} L{wx - 20} {wy + wh} Z" fill="#c9d4e6"/>'
    b += trees(
        rng,
        7,
        hill,
        wh * 0.43,
        "#2a3450" if not dawn else "#55657e",
        spread=(wx - 40, wx + ww),
        jitter=20,
    )
    b += "</g>"
    b += f'<rect x="{wx}" y="{wy}" width="{ww}" height="{wh}" fill="none" stroke="#3a2414" stroke-width="24"/><path d="M{wx + ww / 2:.0f} {wy} V{wy + wh} M{wx} {wy + wh / 2:.0f} H{wx + ww}" stroke="#3a2414" stroke-width="16"/>'
    b += f'<rect x="{wx - 30}" y="{wy + wh - 2}" width="{ww + 60}" height="30" fill="#4a3020"/>'
    return d, b


def token(x, y, new=False):
    """A loser's token lying on the table: a brass disc; an old one dull, a new one bright."""
    face, rim = ("#e8c35a", "#a07a24") if new else ("#b99a4a", "#7a6024")
    return (
        f'<ellipse cx="{x + 4}" cy="{y + 6}" rx="34" ry="14" fill="#000" opacity="0.35"/>'
        f'<ellipse cx="{x}" cy="{y}" rx="34" ry="14" fill="{face}" stroke="{rim}" stroke-width="4"/>'
        f'<ellipse cx="{x}" cy="{y}" rx="18" ry="7" fill="none" stroke="{rim}" stroke-width="3" opacity="0.7"/>'
    )


def covered_table(rng, new_tokens=0):
    """Ilse's table under the lifted cloth (ch07): two hands face down, the talon with its trump
    laid face up crosswise beneath it (half of it showing, as in Durak), one old token at each
    end, all under a fine grey dust; the white cloth pulled back over the far end.
    new_tokens: the tokens the Hunter has laid on Ilse's side (left) for the player's lost
    series (story_hunter_losses), bright beside her old one, with no dust on them."""
    d, b = lodge_room(rng, win=(640, 40, 640, 320))
    b += '<g transform="translate(0 -150)">'
    b += '<rect x="1500" y="120" width="420" height="640" fill="#2a1a10" opacity="0.25"/>'
    b += '<circle cx="1780" cy="640" r="360" fill="url(#fire)"/>'
    # the table top (a slanted plane) and its legs
    b += '<path d="M300 600 L1620 600 L1800 960 L120 960 Z" fill="url(#tabletop)" stroke="#2b180c" stroke-width="10"/>'
    b += '<rect x="120" y="960" width="1680" height="46" fill="#3a2212"/><rect x="190" y="1006" width="56" height="230" fill="#2b180c"/><rect x="1674" y="1006" width="56" height="230" fill="#2b180c"/>'
    # the game as it was left: her hand (left), his (right), the talon and trump in the middle
    for i in range(6):
        b += card_image(
            "backs/back_animal.png",
            330 + i * 56,
            650 + abs(i - 2.5) * 8,
            160,
            224,
            rotate=-12 + i * 5,
        )
        b += card_image(
            "backs/back_animal.png",
            1160 + i * 56,
            650 + abs(i - 2.5) * 8,
            160,
            224,
            rotate=-12 + i * 5,
        )
    # the trump face up, turned crosswise, its right half out from under the talon
    b += card_image("animal/6C.png", 920, 688, 160, 224, rotate=90)
    for k in range(4):
        b += card_image("backs/back_animal.png", 820 - k * 3, 650 - k * 4, 160, 224)
    # the old tokens: Ilse's at the left end, his at the right
    b += token(250, 905) + token(1660, 905)
    # the dust of forty years
    b += '<path d="M300 600 L1620 600 L1800 960 L120 960 Z" fill="#c8c0b4" opacity="0.22"/>'
    for _ in range(700):
        x, y = rng.uniform(140, 1780), rng.uniform(605, 955)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(0.8, 2.2):.1f}" fill="#e8e2d8" opacity="{rng.uniform(0.2, 0.6):.2f}"/>'
    # the new tokens, laid after the dust, in a row beside hers toward the middle
    for k in range(new_tokens):
        b += token(330 + k * 78, 918 - (k % 2) * 16, new=True)
    b += folded_cloth()
    b += "</g>"
    return svg(d, b, blur=0.4)


def folded_cloth():
    """The white cloth lifted off the game and folded back over the far end of the table (ch07):
    it lies on the tabletop (y 600..~705 of covered_table's drawing), its ends draped over the
    table's left and right sides, the far ends of both hands and the talon under its rolled front
    edge, which throws a soft shadow onto the cards."""
    d = (
        '<linearGradient id="clothg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dbe0"/>'
        '<stop offset="0.7" stop-color="#f3f1ec"/><stop offset="1" stop-color="#fbfaf6"/></linearGradient>'
        '<linearGradient id="clothshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.4"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>'
    )
    s = f"<defs>{d}</defs>"
    # its shadow on the cards and the dust, just in front of the fold
    s += '<path d="M252 700 C520 716 760 690 960 712 C1180 732 1420 700 1672 712 L1690 752 C1420 742 1180 770 960 750 C760 730 520 756 262 738 Z" fill="url(#clothshade)"/>'
    # the drapes falling over the sides (drawn first: the top lies over their upper edge)
    s += '<path d="M300 592 C262 640 236 690 226 760 C220 810 214 846 206 880 C236 870 252 884 270 872 C282 830 300 790 316 740 L330 640 Z" fill="#e4e3de"/>'
    s += '<path d="M262 720 C256 770 248 820 238 866" stroke="#c8ccd4" stroke-width="5" fill="none" stroke-linecap="round"/>'
    s += '<path d="M1620 592 C1660 640 1690 690 1702 760 C1710 810 1720 846 1730 880 C1700 870 1684 884 1664 872 C1650 830 1630 790 1612 740 L1596 640 Z" fill="#dcdcd8"/>'
    s += '<path d="M1662 720 C1670 770 1684 820 1700 866" stroke="#c0c4cc" stroke-width="5" fill="none" stroke-linecap="round"/>'
    # the cloth on the tabletop, a little proud of the far edge, its front rolled
    s += '<path d="M292 588 C600 576 1300 576 1628 588 L1676 706 C1420 696 1180 728 960 708 C760 690 520 714 250 702 Z" fill="url(#clothg)"/>'
    s += '<path d="M250 702 C520 714 760 690 960 708 C1180 728 1420 696 1676 706 L1680 718 C1420 710 1180 742 960 722 C760 704 520 728 252 716 Z" fill="#c4c8d0"/>'
    # the half folded back on itself: a second layer over the far part, its edge softly shadowed
    s += '<path d="M300 596 C620 590 1300 590 1620 596 L1640 646 C1400 640 1200 662 960 650 C740 640 520 660 284 648 Z" fill="#000" opacity="0.06" transform="translate(0 8)"/>'
    s += '<path d="M296 586 C620 578 1300 578 1624 586 L1640 646 C1400 640 1200 662 960 650 C740 640 520 660 284 648 Z" fill="#f7f6f2"/>'
    # soft folds across it
    for cx, w in ((470, 40), (760, 56), (1150, 60), (1450, 44)):
        s += f'<path d="M{cx} 592 C{cx + w * 0.4:.0f} 630 {cx - w * 0.3:.0f} 660 {cx + w * 0.2:.0f} 700" stroke="#d2d6de" stroke-width="9" fill="none" stroke-linecap="round"/>'
    return s


def ilse_tokens(n):
    """The covered table as the player finds it again after n lost series (ch07 .rematch)."""
    return lambda rng: covered_table(rng, new_tokens=n)


def end_travel(rng):
    """Ending "travel" (ch08): morning on the mountain road; Orrin and Ash, a step down the road,
    turned back to you (the picture is your eye), Ash waving you on, the white deck wrapped in
    oilcloth on his pack; up behind, the lodge with its last lantern just blown out."""
    d = (
        lin("sky", (0, "#8fb4dc"), (0.55, "#f4d6b8"), (1, "#f8e7cf"))
        + glow("sun", "#fff3d0", 0.95)
        + glow("lamp", "#ffd98a", 0.8)
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
    b += '<circle cx="1500" cy="620" r="420" fill="url(#sun)"/>'
    b += clouds(rng, 5, 120, 320, "#fff6ee", 0.75)
    b += ridge(rng, 470, 70, "#9aa8c4", step=45, rough=1.4)
    b += ridge(rng, 540, 50, "#7f90ae", step=60)
    b += smooth_ridge(rng, 600, 30, "#6a7c9a")
    # the lodge up on the left, its lanterns out, smoke from the last one
    b += '<path d="M0 520 L420 430 L700 560 L700 1080 L0 1080 Z" fill="#e6edf5"/>'
    b += place_icon("game-icons__wood-cabin", 120, 290, 200, "#4a3424")
    b += '<path d="M200 420 q-10 -40 10 -80 q20 -40 0 -80" stroke="#9aa2b0" stroke-width="10" fill="none" opacity="0.7"/>'
    for i, (lx, ly) in enumerate(((380, 500), (450, 545), (520, 590))):
        b += lantern_post(lx, ly, 34 - i * 2, lit=0)
    b += '<path d="M508 500 q-8 -20 4 -40 q10 -20 -2 -40" stroke="#b8bec8" stroke-width="4" fill="none" opacity="0.8"/>'
    b += f'<rect x="0" y="700" width="{W}" height="{H - 700}" fill="#dfe7f0"/>'
    b += '<g transform="translate(0 -200)">'
    b += trees(rng, 7, 760, 170, "#3e5a4a", spread=(640, 1900))
    b += snow_ground(820)
    # the road going down toward the valleys, and the three walking it
    b += '<path d="M420 1080 C640 960 840 900 1000 860 C1160 830 1280 820 1420 812 L1470 822 C1320 840 1180 870 1080 920 C900 990 800 1040 760 1080 Z" fill="#c7b496"/>'
    # coming down toward us: you behind, Ash with the pack (the oilcloth bundle on top of it,
    # over the shoulder), Orrin in front in his white cap and mantle
    b += "</g>"
    b += '<path d="M220 1080 L420 880 L760 880 L700 1080 Z" fill="#c7b496"/>'
    # you are the eye: Orrin and Ash have stopped on the road's near bend and turned back up to
    # you, as the busts of the dialogue (their own portraits, people.bust_figure), Ash waving you
    # on, the oilcloth bundle on the pack over his shoulder; every foot above y 795 (the say box
    # begins at 807), every head under y 440 (the end card's dark band)
    pack = '<rect x="96" y="560" width="370" height="300" rx="40" fill="#6a5a3a" stroke="#1b1b1f" stroke-width="7"/>'
    pack += '<g transform="rotate(-14 150 540)"><rect x="20" y="490" width="250" height="110" rx="34" fill="#8a7a54" stroke="#1b1b1f" stroke-width="7"/>'
    pack += '<path d="M80 490 v110 M210 490 v110" stroke="#4a3a24" stroke-width="10"/></g>'
    b += bust_figure("ash", "happy", 1010, 772, 330, wave=True, behind=pack)
    b += bust_figure("hunter", "neutral", 770, 794, 352)
    for _ in range(40):
        x, y = rng.uniform(0, W), rng.uniform(0, 700)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1.2, 3):.1f}" fill="#fff" opacity="{rng.uniform(0.3, 0.7):.2f}"/>'
    return svg(d, b, blur=0.5)


def end_leave(rng):
    """Ending "leave" (ch08): the lodge's table by the window at dawn, the white deck lying under
    its folded cloth, the chairs pushed back, the lanterns outside burning low on their own."""
    d, b = lodge_room(rng, dawn=True)
    b += '<clipPath id="winclip2"><rect x="560" y="90" width="800" height="460"/></clipPath><g clip-path="url(#winclip2)">'
    for i, (lx, ly) in enumerate(((650, 500), (820, 470), (1000, 450), (1180, 430), (1320, 415))):
        b += lantern_post(lx, ly, 30 - i * 3, lit=0.35 - i * 0.06)
    b += "</g>"
    b += '<path d="M1560 120 L1860 120 L1860 760 L1560 760 Z" fill="#2b180c"/><path d="M1580 140 L1700 170 L1700 760 L1580 760 Z" fill="#f6e6c8" opacity="0.85"/>'
    b += '<path d="M1700 170 L1840 140 L1840 760 L1700 760 Z" fill="#6a4426"/>'  # the door standing open
    b += '<path d="M1580 760 L1700 760 L1400 1080 L1120 1080 Z" fill="#f6e6c8" opacity="0.22"/>'
    # the table, the cloth-covered deck, the empty chairs
    b += '<path d="M520 640 L1400 640 L1480 820 L440 820 Z" fill="url(#tabletop)" stroke="#2b180c" stroke-width="8"/>'
    b += '<rect x="440" y="820" width="1040" height="36" fill="#3a2212"/><rect x="500" y="856" width="44" height="200" fill="#2b180c"/><rect x="1376" y="856" width="44" height="200" fill="#2b180c"/>'
    b += '<ellipse cx="964" cy="742" rx="130" ry="22" fill="#000" opacity="0.3"/>'
    b += '<path d="M860 740 C860 700 880 688 960 686 C1040 688 1066 700 1068 740 C1040 752 890 752 860 740 Z" fill="#f3f1ec"/>'
    b += '<path d="M880 744 L850 770 L1080 770 L1050 744 Z" fill="#e4e2dc"/><path d="M960 688 L960 748" stroke="#d6dae2" stroke-width="4"/>'
    b += place_icon("game-icons__wooden-chair", 240, 700, 260, "#4a2e18", rotate=-8)
    b += place_icon("game-icons__wooden-chair", 1460, 700, 260, "#4a2e18", rotate=10, flipx=True)
    b += place_icon("game-icons__candle-flame", 1200, 690, 70, "#6a5a4a")
    b += '<path d="M1236 690 q-10 -30 4 -60 q12 -30 -4 -60" stroke="#b8bec8" stroke-width="4" fill="none" opacity="0.6"/>'
    return svg(d, b, blur=0.4)


def end_stay(rng):
    """Ending "stay" (ch08): night on the mountain; the lodge among the pines and the lantern
    road below it, one light every twenty paces, and you, seen from behind, with the pole
    lighting the last."""
    d = (
        lin("sky", (0, "#060a1e"), (0.6, "#1a2452"), (1, "#34406e"))
        + glow("moon", "#f8f3d0", 0.5)
        + glow("lamp", "#ffd98a", 0.85)
        + glow("win", "#ffcf6a", 0.8)
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 300, 640)
    b += '<circle cx="300" cy="180" r="220" fill="url(#moon)"/><circle cx="300" cy="180" r="70" fill="#f8f3d0"/>'
    b += ridge(rng, 560, 90, "#1c2346", step=50)
    b += '<path d="M700 1080 L1100 420 L1300 330 L1500 380 L1920 560 L1920 1080 Z" fill="#c3cde0"/>'
    b += '<path d="M1100 420 L1300 330 L1500 380 L1920 560 L1920 620 L1480 430 L1300 390 L1120 470 Z" fill="#e4eaf4"/>'
    b += trees(rng, 8, 480, 160, "#0d1430", spread=(1040, 1900), jitter=25)
    # the lodge: log walls, a lit window, smoke
    b += '<path d="M1240 380 L1240 300 L1340 240 L1440 300 L1440 380 Z" fill="#3a2818"/><path d="M1226 304 L1340 226 L1454 304 Z" fill="#e8eef5"/>'
    b += '<circle cx="1300" cy="340" r="60" fill="url(#win)"/><rect x="1288" y="326" width="24" height="26" fill="#ffcf6a"/>'
    b += '<path d="M1400 240 q-14 -40 6 -80 q18 -40 -4 -80" stroke="#6a7290" stroke-width="10" fill="none" opacity="0.6"/>'
    # the lantern road, winding down: every light lit, the nearest being lit now
    pts = []
    for i in range(14):
        t = i / 13
        x = 1290 - 440 * t + math.sin(t * 9) * 110 * t
        y = 410 + t * 240  # the last lantern, and you under it, end above the say box
        pts.append((x, y, 10 + t * 40))
    b += (
        '<path d="M'
        + " L".join(f"{x:.0f} {y + 6:.0f}" for x, y, _s in pts)
        + '" stroke="#aab6cc" stroke-width="26" fill="none" stroke-linecap="round" opacity="0.8"/>'
    )
    for x, y, s in pts[:-1]:
        b += lantern_post(x + 30, y, s, lit=1.0)
    x, y, s = pts[-1]
    b += lantern_post(x + 60, y - 20, s, lit=0.5)
    b += f'<path d="M{x - 220:.0f} {y + 100:.0f} Q{x - 60:.0f} {y + 36:.0f} {x + 80:.0f} {y + 30:.0f} L{x + 200:.0f} {H} L{x - 40:.0f} {H} Q{x - 140:.0f} {y + 190:.0f} {x - 220:.0f} {y + 100:.0f} Z" fill="#c3cde0"/>'  # the snow you stand on
    # you, seen from behind (the player has no bust, and no face is drawn for them), the pole
    # held up in your right hand to the last lantern's wick, the pole's foot past the hand
    fx, fy, h = x - 100, y + 130, 330
    hx, hy = fx + 0.25 * h, fy - 0.54 * h
    lx, ly = x + 58, y - 96
    b += f'<path d="M{hx - (lx - hx) * 0.35:.0f} {hy - (ly - hy) * 0.35:.0f} L{lx:.0f} {ly:.0f}" stroke="#2a2024" stroke-width="8" stroke-linecap="round"/>'
    b += back_figure(fx, fy, h, reach=(hx, hy))
    b += f'<circle cx="{x + 58:.0f}" cy="{y - 96:.0f}" r="26" fill="url(#lamp)"/><circle cx="{x + 58:.0f}" cy="{y - 96:.0f}" r="6" fill="#fff1c0"/>'
    b += trees(rng, 6, 1090, 300, "#0a0f22", spread=(-80, 640))
    for _ in range(60):
        x, y = rng.uniform(0, W), rng.uniform(0, H)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1, 2.6):.1f}" fill="#fff" opacity="{rng.uniform(0.3, 0.75):.2f}"/>'
    return svg(d, b, blur=0.5)


def lesson_table(rng):
    """The inn's table under Marta's lesson cards (ch00 .lesson), 1920x560 with a transparent
    top: the tabletop seen from where the player sits, its planks running away from us, with a
    worn green cloth where the cards lie and its front edge at the bottom. Shown behind Marta,
    over the inn, so the lesson's cards lie on something."""
    w, h = W, 560
    d = lin("top", (0, "#6a4226"), (1, "#8a5a32")) + lin("cloth", (0, "#2c5a40"), (1, "#3a6e50"))
    b = '<path d="M120 46 L1800 46 L1920 470 L0 470 Z" fill="#000" opacity="0.25" transform="translate(0 -14)"/>'
    b += '<path d="M120 40 L1800 40 L1920 470 L0 470 Z" fill="url(#top)"/>'
    # the planks, running from the far edge toward us
    for k in range(1, 12):
        xt, xb = 120 + k * 1680 / 12, k * 1920 / 12
        b += f'<path d="M{xt:.0f} 40 L{xb:.0f} 470" stroke="#4a2c16" stroke-width="4" opacity="0.55"/>'
    for _ in range(14):
        x, y = rng.uniform(80, 1840), rng.uniform(70, 450)
        b += f'<ellipse cx="{x:.0f}" cy="{y:.0f}" rx="{rng.uniform(6, 12):.0f}" ry="4" fill="#4a2c16" opacity="0.45"/>'
    # the cloth under the cards (the lesson's cards lie from x 0.15 to 0.65 of the screen)
    b += '<path d="M220 70 L1300 70 L1360 440 L150 440 Z" fill="url(#cloth)"/>'
    b += '<path d="M220 70 L1300 70 L1360 440 L150 440 Z" fill="none" stroke="#c9a44a" stroke-width="6" opacity="0.7"/>'
    b += '<path d="M250 92 L1276 92 L1330 420 L180 420 Z" fill="none" stroke="#c9a44a" stroke-width="2" opacity="0.5"/>'
    # the front edge
    b += '<rect x="0" y="470" width="1920" height="60" fill="#4a2c16"/><rect x="0" y="470" width="1920" height="8" fill="#9a6a3e"/>'
    b += '<rect x="0" y="530" width="1920" height="30" fill="#000" opacity="0.25"/>'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs>{d}'
        f'<filter id="soft"><feGaussianBlur stdDeviation="0.4"/></filter></defs><g filter="url(#soft)">{b}</g></svg>'
    )


def alpha_svg(w, h, d, b):
    """A w x h picture on a transparent ground (a piece Ren'Py places over a scene)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs>{d}'
        f'<filter id="soft"><feGaussianBlur stdDeviation="0.4"/></filter></defs><g filter="url(#soft)">{b}</g></svg>'
    )


def road_lantern(rng):
    """One lantern of the lantern road (ch07), 200x300 on a transparent ground: hanging by its
    cord from a bough at the top, burning, with the warm halo of cg_first_lantern's light.
    Ren'Py hangs scaled copies of it along bg climb's road (kozyr_lantern in definitions.rpy)."""
    _ = rng
    d = glow("lamp", "#ffd98a", 0.9) + glow("core", "#fff1c0", 1.0)
    b = '<circle cx="100" cy="190" r="100" fill="url(#lamp)" opacity="0.85"/>'
    b += '<path d="M100 0 L100 132" stroke="#1a1410" stroke-width="4"/>'
    b += '<path d="M40 8 Q100 -6 160 14" stroke="#1a2240" stroke-width="12" fill="none" stroke-linecap="round"/>'
    b += '<rect x="72" y="150" width="56" height="74" rx="8" fill="#fff1c0" opacity="0.9"/>'
    b += place_icon("game-icons__lantern-flame", 50, 124, 100, "#2a1c12")
    b += '<circle cx="100" cy="190" r="26" fill="url(#core)"/>'
    return alpha_svg(200, 300, d, b)


STONE_INK = "#6e6454"  # a statue's outline: the carving's shadow, softer than the busts' ink


def limb(points, width, fill="url(#stone)"):
    """A carved limb or body part: a thick rounded stroke through points, outlined."""
    d = "M" + " L".join(f"{x:.0f} {y:.0f}" for x, y in points)
    return (
        f'<path d="{d}" stroke="{STONE_INK}" stroke-width="{width + 8}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="{d}" stroke="{fill}" stroke-width="{width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def statue(rng):
    """Aurelia's statue (ch08 coda: "a new statue beside the altar. It shows a traveller with a
    star-burned hat, bowing to a goddess who is holding all the cards"), 600x900 on a
    transparent ground: pale marble on a plinth, the goddess standing still and upright in a
    long robe, one hand raised with a fan of gilt cards, the other held out open; before her
    the traveller down on one knee, head bowed, hat with its burned star held to the chest.
    Ren'Py stands it on the temple floor beside the altar (kozyr_statue in staging_scenes.rpy)."""
    _ = rng
    d = (
        '<linearGradient id="stone" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#f4efe4"/>'
        '<stop offset="0.55" stop-color="#ddd4c2"/><stop offset="1" stop-color="#b4a994"/></linearGradient>'
        + lin("plinth", (0, "#e4dccb"), (1, "#b6ab95"))
        + '<linearGradient id="gilt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6dc8a"/>'
        '<stop offset="1" stop-color="#c89a32"/></linearGradient>'
    )
    ink = f'stroke="{STONE_INK}" stroke-width="4" stroke-linejoin="round"'
    b = '<ellipse cx="300" cy="896" rx="290" ry="10" fill="#000" opacity="0.25"/>'
    # the plinth: a cap, the block with a gilt laurel, a base
    b += f'<rect x="40" y="860" width="520" height="36" fill="url(#plinth)" {ink}/>'
    b += f'<rect x="80" y="726" width="440" height="136" fill="url(#plinth)" {ink}/>'
    b += f'<rect x="56" y="700" width="488" height="30" fill="#ece5d6" {ink}/>'
    b += place_icon("game-icons__laurel-crown", 262, 752, 76, "#c89a32")
    # the goddess: a long robe falling straight to the plinth, folds carved down it
    b += f'<path d="M300 262 L386 262 Q404 300 408 360 L436 698 L252 698 L280 360 Q284 300 300 262 Z" fill="url(#stone)" {ink}/>'
    for fx, bend in ((298, -6), (322, -3), (350, 2), (378, 6), (404, 9)):
        b += f'<path d="M{fx + 4} 380 Q{fx + bend} 540 {fx + bend * 2} 694" stroke="{STONE_INK}" stroke-width="2.5" fill="none" opacity="0.55"/>'
    b += '<path d="M255 682 L433 682" stroke="url(#gilt)" stroke-width="8"/>'  # gilt hem
    b += f'<path d="M286 352 Q343 372 402 352" stroke="{STONE_INK}" stroke-width="3" fill="none" opacity="0.7"/>'  # girdle
    b += '<path d="M288 356 Q343 378 400 356" stroke="url(#gilt)" stroke-width="6" fill="none"/>'
    # her left arm held out, open-handed, toward the traveller
    b += limb([(300, 276), (272, 340), (226, 392)], 24)
    b += f'<ellipse cx="216" cy="400" rx="15" ry="11" fill="url(#stone)" {ink}/>'
    # her right arm raised, the hand holding the fan of gilt cards
    for i in range(5):
        a = -40 + i * 20
        b += f'<g transform="rotate({a} 462 190)"><rect x="442" y="104" width="40" height="60" rx="5" fill="url(#gilt)" stroke="#8a6414" stroke-width="3"/>'
        b += '<path d="M462 122 l6 10 l-6 10 l-6 -10 Z" fill="#a97a12" opacity="0.7"/></g>'
    b += limb([(384, 276), (430, 236), (456, 194)], 24)
    b += f'<circle cx="460" cy="186" r="14" fill="url(#stone)" {ink}/>'
    # neck and head: a calm face, eyes lowered, hair bound up under a gilt diadem
    b += f'<rect x="330" y="224" width="26" height="42" fill="url(#stone)" {ink}/>'
    b += f'<circle cx="343" cy="196" r="38" fill="url(#stone)" {ink}/>'
    b += f'<circle cx="338" cy="146" r="20" fill="url(#stone)" {ink}/>'  # the knot of hair
    b += f'<path d="M305 194 Q304 156 343 156 Q382 156 381 194 Q370 172 343 172 Q316 172 305 194 Z" fill="#d8cfbc" {ink}/>'
    b += '<path d="M310 170 Q343 152 376 170" stroke="url(#gilt)" stroke-width="7" fill="none"/>'
    for ex in (329, 357):
        b += f'<path d="M{ex - 7} 200 q7 5 14 0" stroke="{STONE_INK}" stroke-width="3" fill="none" stroke-linecap="round"/>'
    b += f'<path d="M343 204 l-3 10 h6" stroke="{STONE_INK}" stroke-width="2" fill="none" opacity="0.7"/>'
    b += f'<path d="M335 220 h16" stroke="{STONE_INK}" stroke-width="3" stroke-linecap="round"/>'
    # the traveller, down on one knee before her, bowing: the back leg's knee on the plinth,
    # the front foot planted, the back bent forward, the head low
    b += limb([(130, 612), (104, 690), (52, 694)], 30)  # back leg, knee down
    b += limb([(142, 608), (196, 626), (200, 694)], 30)  # front leg
    b += f'<ellipse cx="206" cy="692" rx="22" ry="8" fill="url(#stone)" {ink}/>'
    b += f'<path d="M112 628 Q118 560 164 520 L206 548 Q176 580 166 628 Z" fill="url(#stone)" {ink}/>'  # coat
    b += f'<path d="M106 632 Q112 666 96 690 L124 690 Q138 660 132 632 Z" fill="url(#stone)" {ink}/>'  # coat tail
    b += limb([(196, 540), (214, 590), (200, 612)], 20)  # arm to the knee
    b += f'<circle cx="214" cy="512" r="26" fill="url(#stone)" {ink}/>'  # the bowed head
    b += f'<path d="M226 522 q6 4 11 1" stroke="{STONE_INK}" stroke-width="2.5" fill="none"/>'  # closed eye
    # the near hand on the heart; on the bowed head the hat, its brim tipped forward, the
    # star burned into its crown
    b += limb([(150, 540), (172, 572)], 18)
    hat = f'<ellipse cx="0" cy="0" rx="46" ry="10" fill="url(#stone)" {ink}/>'
    hat += f'<path d="M-24 -2 Q-24 -38 0 -38 Q24 -38 24 -2 Z" fill="url(#stone)" {ink}/>'
    hat += '<path d="M-23 -8 Q0 -2 23 -8" stroke="url(#gilt)" stroke-width="5" fill="none"/>'
    star = " L".join(
        f"{(8 if k % 2 == 0 else 3.5) * math.sin(k * math.pi / 5):.1f} {-22 - (8 if k % 2 == 0 else 3.5) * math.cos(k * math.pi / 5):.1f}"
        for k in range(10)
    )
    hat += '<circle cx="0" cy="-22" r="12" fill="#3a3024" opacity="0.22"/>'  # the burn round it
    hat += f'<path d="M{star} Z" fill="#c89a32" stroke="#5a4a30" stroke-width="1.5"/>'
    b += f'<g transform="translate(212 494) rotate(30)">{hat}</g>'
    return alpha_svg(600, 900, d, b)


def end_band(rng):
    """The end card's dark band (screen kozyr_the_end in game/story/script.rpy), 16x480 on a
    transparent ground, stretched across the screen: the sky darkened behind the title and
    the thanks (down to y 340), then fading out smoothly over the endings' people, with no
    edge to stop at."""
    _ = rng
    stops = [(0, 0.69), (0.7, 0.69)] + [
        (0.7 + 0.3 * k / 8, 0.69 * (1 - k / 8) ** 2 * (1 + 2 * k / 8)) for k in range(1, 9)
    ]
    st = "".join(
        f'<stop offset="{o:.3f}" stop-color="#0c0a08" stop-opacity="{a:.3f}"/>' for o, a in stops
    )
    d = f'<linearGradient id="band" x1="0" y1="0" x2="0" y2="1">{st}</linearGradient>'
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="480" viewBox="0 0 16 480"><defs>{d}</defs>'
        f'<rect width="16" height="480" fill="url(#band)"/></svg>'
    )


def woodpile_front(rng):
    """Ash's woodpile below the inn window (ch00), 720x260 on a transparent ground: split logs
    stacked with their cut ends toward us, shown in front of Ash's half-length sprite so Ash
    sits behind and on it and the sprite's lower edge is hidden (kozyr_woodpile_logs)."""
    d = lin("cut", (0, "#7a6450"), (1, "#4e3c2c"))  # moonlit wood, blue-grey
    b = '<ellipse cx="360" cy="244" rx="350" ry="16" fill="#000" opacity="0.4"/>'
    r = 60
    for row, (n, x0) in enumerate(((11, 30), (10, 60), (9, 90))):
        for i in range(n):
            cx = x0 + i * r + rng.uniform(-3, 3)
            cy = 210 - row * r * 0.84 + rng.uniform(-2, 2)
            rr = r / 2 + rng.uniform(-2, 2)
            b += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr:.0f}" fill="#24180f"/>'
            b += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr - 5:.0f}" fill="url(#cut)"/>'
            b += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{rr / 2:.0f}" fill="none" stroke="#3e2c1c" stroke-width="2.5"/>'
            b += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="2.5" fill="#3e2c1c"/>'
    return alpha_svg(720, 260, d, b)


# ------------------------------------------------------------------- chapters 1, 3, 4 and 5
def die(x, y, s, front, top):
    """A golden die seen a little from above, its front face's top-left at (x, y), side s:
    `front` and `top` pips showing (1..6)."""
    spots = {
        1: ((0.5, 0.5),),
        2: ((0.27, 0.27), (0.73, 0.73)),
        3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
        4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
        5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
        6: ((0.27, 0.22), (0.27, 0.5), (0.27, 0.78), (0.73, 0.22), (0.73, 0.5), (0.73, 0.78)),
    }
    d = s * 0.38  # the depth of the top face
    out = f'<ellipse cx="{x + s * 0.6:.1f}" cy="{y + s + 4:.1f}" rx="{s * 0.75:.1f}" ry="{s * 0.14:.1f}" fill="#000" opacity="0.3"/>'
    out += f'<path d="M{x:.1f} {y:.1f} L{x + d * 0.6:.1f} {y - d:.1f} L{x + s + d * 0.6:.1f} {y - d:.1f} L{x + s:.1f} {y:.1f} Z" fill="#f6d56a" stroke="#8a5e10" stroke-width="3" stroke-linejoin="round"/>'
    out += f'<path d="M{x + s:.1f} {y:.1f} L{x + s + d * 0.6:.1f} {y - d:.1f} L{x + s + d * 0.6:.1f} {y + s - d:.1f} L{x + s:.1f} {y + s:.1f} Z" fill="#b8861e" stroke="#8a5e10" stroke-width="3" stroke-linejoin="round"/>'
    out += f'<rect x="{x:.1f}" y="{y:.1f}" width="{s:.1f}" height="{s:.1f}" fill="#e3ae2a" stroke="#8a5e10" stroke-width="3"/>'
    for u, v in spots[front]:
        out += (
            f'<circle cx="{x + u * s:.1f}" cy="{y + v * s:.1f}" r="{s * 0.08:.1f}" fill="#5a3a08"/>'
        )
    for u, v in spots[top]:
        out += f'<ellipse cx="{x + u * s + (1 - v) * d * 0.6:.1f}" cy="{y - (1 - v) * d:.1f}" rx="{s * 0.07:.1f}" ry="{s * 0.035:.1f}" fill="#7a5410"/>'
    return out


def fire_bowl(cx, y, s):
    """A golden bowl of fire on a pedestal, its rim's centre at (cx, y), s wide: the bowl, and
    a cluster of flames rising from it with a warm halo."""
    out = f'<circle cx="{cx}" cy="{y - s * 0.4:.0f}" r="{s * 1.5:.0f}" fill="url(#bowlglow)"/>'
    out += f'<path d="M{cx - s * 0.18:.0f} {y + s * 0.3:.0f} L{cx + s * 0.18:.0f} {y + s * 0.3:.0f} L{cx + s * 0.12:.0f} {y + s * 1.9:.0f} L{cx + s * 0.34:.0f} {y + s * 2.1:.0f} L{cx - s * 0.34:.0f} {y + s * 2.1:.0f} L{cx - s * 0.12:.0f} {y + s * 1.9:.0f} Z" fill="#b8861e" stroke="#6a4a10" stroke-width="4"/>'
    for dx, h, lean in (
        (-0.22, 0.9, -0.1),
        (0.2, 0.85, 0.12),
        (0, 1.3, 0.05),
        (-0.08, 0.7, -0.2),
        (0.1, 0.75, 0.2),
    ):
        out += flame(cx + dx * s, y + s * 0.05, s * h, lean)
    out += f'<path d="M{cx - s / 2:.0f} {y:.0f} Q{cx:.0f} {y + s * 0.55:.0f} {cx + s / 2:.0f} {y:.0f} Z" fill="#e3ae2a" stroke="#6a4a10" stroke-width="4"/>'
    out += f'<ellipse cx="{cx}" cy="{y}" rx="{s / 2:.0f}" ry="{s * 0.08:.0f}" fill="#f6d56a" stroke="#6a4a10" stroke-width="3"/>'
    return out


def altar(rng):
    """The altar of Fortune (ch01: "Sit at the altar of Fortune"): close up in Aurelia's temple,
    the golden medallion with its clover high on the wall, a bowl of fire either side, and on
    the altar's red cloth the table laid for the duel: the talon with its trump, and her two
    golden dice where she threw them."""
    d = (
        lin("wall", (0, "#f5e3b0"), (1, "#e9bd6a"))
        + glow("halo", "#fff6d0", 0.95)
        + glow("bowlglow", "#ffb347", 0.55)
        + lin("marble", (0, "#f6eedc"), (1, "#d8c8a4"))
        + lin("cloth", (0, "#b3262c"), (1, "#7a1820"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#wall)"/>'
    for i in range(22):
        a = -math.pi + i * math.pi / 21
        b += f'<path d="M960 230 L{960 + 1700 * math.cos(a - 0.035):.0f} {230 + 1700 * math.sin(a - 0.035):.0f} L{960 + 1700 * math.cos(a + 0.035):.0f} {230 + 1700 * math.sin(a + 0.035):.0f} Z" fill="#fff7dc" opacity="0.3"/>'
    # two columns framing the altar, fluted
    for x in (150, 1650):
        b += f'<rect x="{x}" y="0" width="120" height="760" fill="#f4ecd8" stroke="#c9b68a" stroke-width="4"/>'
        for f in range(5):
            b += f'<rect x="{x + 14 + f * 22}" y="0" width="8" height="760" fill="#d9ccae"/>'
    b += '<circle cx="960" cy="230" r="300" fill="url(#halo)"/>'
    b += '<circle cx="960" cy="230" r="150" fill="#e3ae2a" stroke="#a97a12" stroke-width="16"/><circle cx="960" cy="230" r="118" fill="none" stroke="#fff0b0" stroke-width="6"/>'
    for dx, dy in ((-34, -34), (34, -34), (-34, 34), (34, 34)):
        b += f'<circle cx="{960 + dx}" cy="{230 + dy}" r="42" fill="#4c9a48" stroke="#2f6a2c" stroke-width="4"/>'
    b += '<path d="M960 230 Q978 300 1010 330" stroke="#3a7a36" stroke-width="12" fill="none" stroke-linecap="round"/>'
    b += fire_bowl(470, 470, 170) + fire_bowl(1450, 470, 170)
    # the altar: a marble block under a red cloth with a gold fringe
    b += '<rect x="360" y="560" width="1200" height="300" fill="url(#marble)" stroke="#b8a47a" stroke-width="6"/>'
    b += '<path d="M330 530 L1590 530 L1560 640 L360 640 Z" fill="url(#cloth)"/>'
    b += '<path d="M360 640 L1560 640 L1560 700 Q1480 720 1400 700 Q1320 720 1240 700 Q1160 720 1080 700 Q1000 720 920 700 Q840 720 760 700 Q680 720 600 700 Q520 720 440 700 Q400 712 360 700 Z" fill="#8e1c24"/>'
    b += "".join(
        f'<path d="M{x} 700 v22" stroke="#e3ae2a" stroke-width="5"/>' for x in range(372, 1560, 24)
    )
    b += '<path d="M330 530 L1590 530" stroke="#e3ae2a" stroke-width="6"/>'
    # the table laid on it: the talon with its trump crosswise, and the dice (a one and a two);
    # Aurelia deals the classic French deck (game/roster.rpy: her "skin"), red backs as at the table
    b += card_image("classic/7H.png", 720, 470, 120, 168, rotate=90)
    for k in range(5):
        b += card_image("backs/back_red.png", 640 - k * 2, 452 - k * 3, 120, 168)
    b += die(1060, 550, 74, 1, 5) + die(1220, 568, 64, 2, 3)
    b += place_icon("game-icons__laurel-crown", 900, 740, 120, "#c8961e")
    for _ in range(26):
        x, y = rng.uniform(300, 1620), rng.uniform(120, 520)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1.5, 3.5):.1f}" fill="#fff6d0" opacity="{rng.uniform(0.4, 0.9):.2f}"/>'
    # the steps up to it
    for i in range(3):
        b += f'<rect x="{300 - i * 80}" y="{860 + i * 70}" width="{1320 + i * 160}" height="70" fill="#{0xE6 - i * 10:02x}{0xD6 - i * 10:02x}{0xAA - i * 10:02x}" stroke="#b8a47a" stroke-width="4"/>'
    return svg(d, b, blur=0.4)


def parapet_table(rng):
    """Brandt's table on the Long Bridge (ch03: "a small folding table on the parapet, weighted
    with stones against the wind"): the parapet's coping across the picture, the folding table
    standing on it with a game laid out and a stone on each corner, the knight's shield leaning
    on the wall; beyond and far below, the fast grey river, then the far bank's pines and the
    high country's snow under a windy sky."""
    d = (
        lin("sky", (0, "#6fa6d6"), (0.65, "#c4def0"), (1, "#e6eef0"))
        + lin("river", (0, "#7c90a2"), (1, "#4a5e70"))
        + lin("stone", (0, "#b8b1a4"), (1, "#8e877a"))
        + lin("tabletop", (0, "#8a6238"), (1, "#6a4626"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + clouds(
        rng, 8, 40, 260, "#ffffff", 0.9
    )
    # wind: long thin streaks across the sky
    for _ in range(10):
        y, x = rng.uniform(60, 320), rng.uniform(-100, 1700)
        b += f'<path d="M{x:.0f} {y:.0f} q160 -{rng.uniform(4, 14):.0f} 340 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>'
    b += '<path d="M0 360 L240 250 L420 320 L640 210 L820 300 L1040 190 L1240 290 L1420 220 L1660 330 L1920 260 L1920 440 L0 440 Z" fill="#a8b8cc"/>'
    b += '<path d="M580 236 L640 210 L700 244 L668 254 L640 238 L610 256 Z M980 220 L1040 190 L1100 224 L1068 234 L1040 220 L1010 236 Z M1370 244 L1420 220 L1470 250 L1440 258 L1420 246 L1396 260 Z" fill="#f4f7fb"/>'
    b += ridge(rng, 410, 26, "#6f8a7a", step=40)
    b += trees(rng, 26, 470, 90, "#3e5e48", jitter=12)
    b += '<rect x="0" y="462" width="1920" height="22" fill="#6e8a58"/>'
    # the river far below: fast water, streaks leaning with the current
    b += '<rect x="0" y="482" width="1920" height="220" fill="url(#river)"/>'
    for _ in range(80):
        y = rng.uniform(488, 700)
        x = rng.uniform(-80, 1900)
        ln = rng.uniform(30, 120) * (0.6 + (y - 480) / 300)
        b += f'<path d="M{x:.0f} {y:.0f} h{ln:.0f}" stroke="#e2eaf0" stroke-width="{1.2 + (y - 480) / 110:.1f}" opacity="{rng.uniform(0.3, 0.65):.2f}" stroke-linecap="round"/>'
    b += '<path d="M0 600 Q480 560 960 590 T1920 570 L1920 610 L0 640 Z" fill="#4a5e70" opacity="0.5"/>'
    # a pier of the bridge going down into the water, with white water round its foot
    b += '<path d="M1560 560 L1700 560 L1720 702 L1540 702 Z" fill="#8e877a"/><path d="M1530 690 q40 -18 90 -4 q50 -16 110 2" stroke="#f4f8fb" stroke-width="8" fill="none" opacity="0.8"/>'
    # the parapet: its coping (a broad stone top, seen a little from above), then the wall's
    # inner face in courses of stone down to the deck
    b += '<path d="M0 640 L1920 600 L1920 680 L0 730 Z" fill="#d2ccbf" stroke="#6e685c" stroke-width="4"/>'
    b += '<path d="M0 730 L1920 680 L1920 1080 L0 1080 Z" fill="url(#stone)"/>'
    for c in range(1, 6):
        y0, y1 = 730 + c * 70, 680 + c * 80
        b += f'<path d="M0 {y0} L1920 {y1}" stroke="#6e685c" stroke-width="3" opacity="0.7"/>'
        off = 0 if c % 2 else 90
        for x in range(off, 1920, 180):
            ya = 730 + (c - 1) * 70 + (680 + (c - 1) * 80 - 730 - (c - 1) * 70) * x / 1920
            yb = y0 + (y1 - y0) * x / 1920
            b += f'<path d="M{x} {ya:.0f} L{x} {yb:.0f}" stroke="#6e685c" stroke-width="3" opacity="0.6"/>'
    for x in range(0, 1920, 150):
        y = 640 - 40 * x / 1920
        b += f'<path d="M{x} {y:.0f} l-14 {90:.0f}" stroke="#a8a294" stroke-width="2" opacity="0.6"/>'
    # the knight's shield leaning on the wall (a star and a bar, dented)
    b += '<path d="M1540 700 L1720 690 L1712 860 Q1632 960 1552 870 Z" fill="#5a6a86" stroke="#2a3040" stroke-width="8"/>'
    b += '<path d="M1550 760 L1712 752" stroke="#d8c07a" stroke-width="22"/><circle cx="1600" cy="820" r="8" fill="#2a3040" opacity="0.4"/>'
    # the folding table standing on the coping, weighted with stones, a game half played
    b += '<ellipse cx="960" cy="660" rx="300" ry="20" fill="#000" opacity="0.25"/>'
    b += '<path d="M760 540 L880 660 M880 540 L760 660 M1040 540 L1160 660 M1160 540 L1040 660" stroke="#4a3020" stroke-width="12" stroke-linecap="round"/>'
    b += '<path d="M720 450 L1200 450 L1250 548 L670 548 Z" fill="url(#tabletop)" stroke="#3a2414" stroke-width="6"/>'
    b += '<rect x="670" y="548" width="580" height="16" fill="#4a3020"/>'
    # the cards lie flat on the top: drawn upright, then squashed into its plane; Brandt deals
    # the classic French deck (game/roster.rpy: his "skin"): a spade trump, a heart attack beaten
    flat = card_image("classic/6S.png", 880, 440, 110, 154, rotate=90)
    for k in range(4):
        flat += card_image("backs/back_red.png", 820 - k * 2, 420 - k * 4, 110, 154)
    flat += card_image("classic/9H.png", 1010, 410, 110, 154, rotate=-8)
    flat += card_image("classic/QH.png", 1060, 430, 110, 154, rotate=14)
    b += f'<g transform="translate(0 499) scale(1 0.42) translate(0 -499)">{flat}</g>'
    for sx, sy, r in ((738, 460, 24), (1184, 460, 22), (700, 530, 26), (1222, 528, 24)):
        b += f'<ellipse cx="{sx}" cy="{sy}" rx="{r}" ry="{r * 0.62:.0f}" fill="#8a857c" stroke="#4e4a42" stroke-width="4"/>'
        b += f'<ellipse cx="{sx - r * 0.25:.0f}" cy="{sy - r * 0.2:.0f}" rx="{r * 0.4:.0f}" ry="{r * 0.2:.0f}" fill="#b4afa4"/>'
    return svg(d, b, blur=0.4)


def inkpot(x, y):
    """A glass inkpot seen from above at (x, y), weighting a corner of the map."""
    return (
        f'<ellipse cx="{x + 6}" cy="{y + 10}" rx="44" ry="40" fill="#000" opacity="0.3"/>'
        f'<circle cx="{x}" cy="{y}" r="42" fill="#2a3450" stroke="#141a2c" stroke-width="5"/>'
        f'<circle cx="{x}" cy="{y}" r="20" fill="#0a0e1a" stroke="#6a7aa0" stroke-width="4"/>'
        f'<path d="M{x - 28} {y - 14} q10 -16 28 -20" stroke="#aab8d8" stroke-width="5" fill="none" opacity="0.7" stroke-linecap="round"/>'
    )


def lina_map(rng):
    """Lina's map of the high country (ch04: "every road, every well, every crooked fence ...
    and then, two days' walk past the pine forests, it simply stops"): a long strip of paper
    unrolled on the stall's table, weighted with inkpots, drawn in ink from the left; past the
    last village, white paper and a tiny, careful question mark; her pen beside it."""
    ink, pale = "#3a2a1e", "#8a6a48"
    d = lin("paper", (0, "#f4ead2"), (1, "#e8dab8"), vertical=False) + lin(
        "wood", (0, "#6a4426"), (1, "#4a2e18")
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#wood)"/>'
    for y in range(0, H, 120):
        b += f'<path d="M0 {y} H{W}" stroke="#2b180c" stroke-width="5" opacity="0.7"/>'
        for _ in range(3):
            x = rng.uniform(0, W)
            b += f'<path d="M{x:.0f} {y + rng.uniform(30, 90):.0f} q120 -8 260 0" stroke="#7a5432" stroke-width="3" fill="none" opacity="0.5"/>'
    b += '<g transform="rotate(-2 960 450)">'
    b += '<rect x="90" y="170" width="1760" height="560" fill="#000" opacity="0.3" transform="translate(10 14)"/>'
    b += '<rect x="90" y="170" width="1760" height="560" fill="url(#paper)"/>'
    b += '<path d="M1850 170 q28 0 28 30 v500 q0 30 -28 30 Z" fill="#d8c8a2"/>'  # the roll's end
    # the drawn part: the river and the roads, villages, wells, fences, the pine forests
    b += '<path d="M90 640 C300 600 380 680 560 620 S820 520 960 560" stroke="#4a7aa8" stroke-width="9" fill="none"/>'
    b += f'<path d="M120 300 C300 330 380 420 520 430 S780 380 900 450 S1120 520 1210 470" stroke="{ink}" stroke-width="5" fill="none" stroke-dasharray="18 10"/>'
    b += f'<path d="M200 700 C260 600 360 520 520 430" stroke="{ink}" stroke-width="5" fill="none" stroke-dasharray="18 10"/>'
    b += f'<path d="M560 620 L560 560 M540 620 h40" stroke="{ink}" stroke-width="4"/>'
    b += f'<path d="M900 450 C940 360 880 280 960 220" stroke="{ink}" stroke-width="4" fill="none" stroke-dasharray="12 10"/>'
    for vx, vy in ((210, 270), (500, 380), (880, 400), (1190, 420), (320, 640)):
        b += place_icon("game-icons__village", vx - 36, vy - 40, 72, ink, opacity=0.9)
    for wx, wy in ((420, 330), (760, 470), (1040, 520), (260, 520)):
        b += f'<circle cx="{wx}" cy="{wy}" r="11" fill="none" stroke="{ink}" stroke-width="4"/><circle cx="{wx}" cy="{wy}" r="3" fill="{ink}"/>'
    for fx, fy, n in ((640, 320, 7), (330, 430, 5), (1000, 640, 6), (700, 660, 5)):
        b += (
            f'<path d="M{fx} {fy} '
            + " ".join(f"l14 {'-' if k % 2 else ''}10" for k in range(n * 2))
            + f'" stroke="{pale}" stroke-width="3" fill="none"/>'
        )
    for _ in range(34):
        tx, ty = rng.uniform(1120, 1440), rng.uniform(220, 690)
        if not (1180 < tx < 1260 and 420 < ty < 520):
            b += place_icon(
                "game-icons__pine-tree",
                tx - 20,
                ty - 24,
                rng.uniform(38, 54),
                "#2e5a3a",
                opacity=0.9,
            )
    b += place_icon("game-icons__compass", 150, 560, 110, pale, opacity=0.8)
    b += f'<path d="M1210 470 C1290 440 1360 470 1440 440" stroke="{ink}" stroke-width="5" fill="none" stroke-dasharray="18 10"/>'
    b += f'<path d="M1440 440 C1470 430 1484 436 1500 430" stroke="{ink}" stroke-width="5" fill="none" stroke-dasharray="6 12" opacity="0.6"/>'
    # and then nothing: white paper, and the question mark, small and careful
    b += '<text x="1650" y="462" font-family="Noto Serif" font-size="54" font-style="italic" fill="#3a2a1e" text-anchor="middle">?</text>'
    b += "</g>"
    b += inkpot(130, 200) + inkpot(130, 700) + inkpot(1800, 170) + inkpot(1810, 690)
    # her pen, ready, across the blank end; an ink blot where she tested it
    b += '<path d="M1480 820 L1760 760" stroke="#2a2024" stroke-width="12" stroke-linecap="round"/><path d="M1480 820 L1452 828" stroke="#c9a44a" stroke-width="8" stroke-linecap="round"/>'
    b += '<path d="M1760 760 q40 -30 90 -80 q-20 50 -80 90 Z" fill="#e6dcc4"/>'
    b += '<circle cx="1370" cy="800" r="12" fill="#1a1a2a" opacity="0.8"/>'
    return svg(d, b, blur=0.3)


def paper_lantern(x, y, r, colour):
    """A round paper lantern hung at (x, y) (its top), radius r, lit from within."""
    return (
        f'<circle cx="{x}" cy="{y + r:.0f}" r="{r * 3:.0f}" fill="url(#lamp)" opacity="0.7"/>'
        f'<path d="M{x} {y - 40} V{y}" stroke="#1a1410" stroke-width="3"/>'
        f'<ellipse cx="{x}" cy="{y + r:.0f}" rx="{r:.0f}" ry="{r * 1.1:.0f}" fill="{colour}"/>'
        f'<ellipse cx="{x - r * 0.2:.0f}" cy="{y + r * 0.9:.0f}" rx="{r * 0.45:.0f}" ry="{r * 0.6:.0f}" fill="#fff1c0" opacity="0.55"/>'
        + "".join(
            f'<path d="M{x - r:.0f} {y + r + k * r * 0.35:.0f} Q{x} {y + r + k * r * 0.35 + r * 0.15:.0f} {x + r:.0f} {y + r + k * r * 0.35:.0f}" stroke="#00000033" stroke-width="2" fill="none"/>'
            for k in (-2, -1, 0, 1, 2)
        )
        + f'<rect x="{x - r * 0.35:.0f}" y="{y - 4}" width="{r * 0.7:.0f}" height="8" fill="#2a1c12"/><rect x="{x - r * 0.35:.0f}" y="{y + r * 2.1:.0f}" width="{r * 0.7:.0f}" height="8" fill="#2a1c12"/>'
    )


def night_stall(rng):
    """The market stall by night (ch05: "Lina has hung paper lanterns from its poles, and the
    table is covered edge to edge with maps, held down by teacups"): the empty square under the
    stars, the houses dark but for a few windows, the stall lit by its lanterns, and over the
    roof's edge the tip of a red tail (Vix, with snacks)."""
    d = (
        lin("sky", (0, "#060a1e"), (0.6, "#18224c"), (1, "#303a68"))
        + glow("lamp", "#ffc46a", 0.75)
        + glow("win", "#ffcf6a", 0.7)
        + glow("pool", "#ffb347", 0.45)
        + lin("street", (0, "#2a2a3c"), (1, "#1a1826"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 260, 420)
    x = -30
    while x < W:
        w, h = rng.randint(200, 300), rng.randint(330, 470)
        top = 640 - h
        b += f'<rect x="{x}" y="{top}" width="{w}" height="{h + 100}" fill="#161a30" stroke="#0a0c18" stroke-width="6"/>'
        b += f'<path d="M{x - 16} {top + 4} L{x + w / 2} {top - rng.randint(80, 130)} L{x + w + 16} {top + 4} Z" fill="#232848" stroke="#0a0c18" stroke-width="6"/>'
        for wy in range(top + 50, 560, 110):
            for wx in range(x + 30, x + w - 60, 90):
                if rng.random() < 0.22:
                    b += f'<circle cx="{wx + 25}" cy="{wy + 33}" r="60" fill="url(#win)"/><rect x="{wx}" y="{wy}" width="50" height="66" fill="#ffcf6a"/>'
                else:
                    b += f'<rect x="{wx}" y="{wy}" width="50" height="66" fill="#222846"/>'
        x += w + rng.randint(0, 12)
    b += f'<rect x="0" y="690" width="{W}" height="390" fill="url(#street)"/>'
    for row in range(8):
        for xx in range(-40 + (row % 2) * 45, W, 90):
            b += f'<ellipse cx="{xx}" cy="{720 + row * 46}" rx="40" ry="16" fill="#34344a" opacity="0.6"/>'
    b += '<ellipse cx="960" cy="820" rx="860" ry="220" fill="url(#pool)"/>'
    # the stall: its roof, two poles, the table under maps held down by teacups
    b += '<path d="M360 250 L1560 250 L1640 330 L280 330 Z" fill="#5a2a26" stroke="#2a1410" stroke-width="6"/>'
    for i in range(12):
        c = "#7a2a2c" if i % 2 == 0 else "#b8ae98"
        x0 = 280 + i * 113.3
        b += f'<path d="M{x0:.0f} 330 L{x0 + 113.3:.0f} 330 L{x0 + 113.3:.0f} 392 Q{x0 + 56.7:.0f} 418 {x0:.0f} 392 Z" fill="{c}"/>'
    b += place_icon("game-icons__fox-tail", 1400, 236, 120, "#d8662a", rotate=160)  # Vix, up there
    for px in (330, 1590):
        b += f'<rect x="{px - 10}" y="330" width="20" height="480" fill="#2a1a10"/>'
    b += '<rect x="320" y="600" width="1280" height="40" fill="#5a3a22" stroke="#2a1a10" stroke-width="6"/>'
    b += '<rect x="340" y="640" width="1240" height="200" fill="#3a2414"/>'
    # the maps over the table top, overlapping, each with a few inked lines
    for _ in range(9):
        mx, my = rng.uniform(340, 1440), rng.uniform(560, 600)
        mw, rot = rng.uniform(160, 260), rng.uniform(-8, 8)
        tone = rng.choice(["#f4ead2", "#eadcb8", "#f0e2c4"])
        b += f'<g transform="rotate({rot:.1f} {mx + mw / 2:.0f} {my + 30:.0f})"><rect x="{mx:.0f}" y="{my:.0f}" width="{mw:.0f}" height="60" fill="{tone}" stroke="#8a6a48" stroke-width="2"/>'
        b += f'<path d="M{mx + 12:.0f} {my + 40:.0f} q{mw / 3:.0f} -30 {mw - 24:.0f} -10" stroke="#6a4a30" stroke-width="3" fill="none" stroke-dasharray="8 6"/></g>'
    for tx in (420, 700, 1010, 1330, 1500):
        b += f'<path d="M{tx} 566 h46 l-6 34 h-34 Z" fill="#e8e4dc" stroke="#6a6460" stroke-width="3"/><path d="M{tx + 46} 574 q16 4 0 18" stroke="#6a6460" stroke-width="4" fill="none"/>'
        b += f'<ellipse cx="{tx + 23}" cy="567" rx="23" ry="5" fill="#8a5a2a"/>'
    # the lanterns on their poles and along the awning
    for lx, ly, r, c in (
        (330, 420, 40, "#e0502a"),
        (1590, 420, 40, "#e0502a"),
        (620, 400, 30, "#e8a23a"),
        (960, 410, 34, "#e0502a"),
        (1300, 400, 30, "#e8a23a"),
    ):
        b += paper_lantern(lx, ly, r, c)
    return svg(d, b, blur=0.5)


# name -> (drawing, seed); the gallery's order and titles are in game/story/staging_cgs.rpy
CGS = {
    "white_wolf": (white_wolf, 31),
    "bang": (bang, 32),
    "roof_fire": (roof_fire, 33),
    "first_lantern": (first_lantern, 34),
    "covered_table": (covered_table, 35),
    "end_travel": (end_travel, 36),
    "end_leave": (end_leave, 37),
    "end_stay": (end_stay, 38),
    "altar": (altar, 42),
    "parapet_table": (parapet_table, 43),
    "lina_map": (lina_map, 44),
    "night_stall": (night_stall, 45),
}


# variants of a CG that a chapter picks from the record, not in the gallery: file name -> (drawing,
# seed). Ilse's table after 1..ILSE_TOKENS lost series (game/story/staging_cgs.rpy picks one
# by story_hunter_losses; more losses than that show the most).
ILSE_TOKENS = 4
VARIANTS = {f"ilse_tokens_{n}": (ilse_tokens(n), 35) for n in range(1, ILSE_TOKENS + 1)}
# set pieces shown over a place in Ren'Py (not full-screen, not in the gallery)
VARIANTS["lesson_table"] = (lesson_table, 39)
VARIANTS["road_lantern"] = (road_lantern, 40)
VARIANTS["woodpile_front"] = (woodpile_front, 41)
VARIANTS["statue"] = (statue, 46)
VARIANTS["end_band"] = (end_band, 47)
WITH_ALPHA = {"lesson_table", "road_lantern", "woodpile_front", "statue", "end_band"}


def build(only=None):
    out = IMAGES / "cg"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    pictures = {f"cg_{name}": v for name, v in CGS.items()}
    pictures.update(VARIANTS)
    for name, (fn, seed) in pictures.items():
        if only and name not in only:
            continue
        png = BUILD / "cg" / f"{name}.png"
        render_svg_text(fn(random.Random(seed)), png, keep_svg=BUILD / "cg" / f"{name}.svg")
        webp = out / f"{name}.webp"
        if name in WITH_ALPHA:
            from PIL import Image

            Image.open(png).convert("RGBA").save(webp, "WEBP", quality=86, method=6)
        else:
            save_webp(png, webp)
        made.append(webp)
    return made
