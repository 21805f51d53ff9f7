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
from .people import cast

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
    """Pip's tower with its roof catching fire (ch02, after a loss to Pip): "a soft glow, not yet
    a blaze": a warm glow round the roof's tip, three small flames licking up from the slates,
    a thin grey smoke leaning off to the east, a few sparks."""
    d = (
        glow("roofglow", "#ff8a2a", 0.6)
        + glow("ember", "#ffd27a", 0.85)
        + lin("smoke", (0, "#6a6078"), (1, "#6a6078"), vertical=True)
    )
    layer = '<circle cx="1380" cy="130" r="300" fill="url(#roofglow)"/>'
    layer += '<circle cx="1390" cy="110" r="120" fill="url(#ember)" opacity="0.55"/>'
    # the slates catching: a warm sheen on the east slope
    layer += '<path d="M1360 60 L1560 210 L1400 210 Z" fill="#ff7a2a" opacity="0.22"/>'
    # the smoke: a thin column, widening and fading as it leans east
    puff = ""
    for i in range(12):
        px = 1400 + i * 22 + math.sin(i * 0.9) * 12
        py = 60 - i * 24
        puff += f'<circle cx="{px:.0f}" cy="{py:.0f}" r="{14 + i * 4.5:.0f}" fill="#6a6078" opacity="{0.42 - i * 0.03:.2f}"/>'
    layer += puff
    # three small flames, leaning with the wind
    layer += flame(1392, 92, 58, 0.25) + flame(1430, 118, 42, 0.3) + flame(1362, 80, 34, 0.15)
    for _ in range(12):
        x, y = rng.uniform(1340, 1560), rng.uniform(0, 120)
        layer += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{rng.uniform(1.5, 3.2):.1f}" fill="#ffd27a" opacity="{rng.uniform(0.5, 0.95):.2f}"/>'
    # the warm light on the wall below the roof
    layer += '<path d="M1220 210 L1500 210 L1496 300 L1226 300 Z" fill="#ff9a3c" opacity="0.12"/>'
    return over_scene(bgs.tower(random.Random(bgs.SCENES["tower"][1])), d, layer)


def first_lantern(rng):
    """From Ash's camp by night (ch06): the fire low in front, the black pines, and high on the
    mountain, very small, one light coming on: the lodge's window."""
    d = (
        lin("sky", (0, "#050a1c"), (0.6, "#17224a"), (1, "#2c3462"))
        + glow("fire", "#ff9a3c", 0.7)
        + glow("lamp", "#ffd98a", 0.9)
        + lin("snowcap", (0, "#c8d2e6"), (1, "#56648a"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 340, 760)
    b += '<path d="M-80 900 L520 520 L760 420 L980 300 L1150 190 L1260 150 L1380 220 L1560 330 L1760 470 L2000 560 L2000 1080 L-80 1080 Z" fill="#1d2546"/>'
    b += '<path d="M980 300 L1150 190 L1260 150 L1380 220 L1470 276 L1400 300 L1330 262 L1270 300 L1190 258 L1110 310 L1040 290 Z" fill="url(#snowcap)" opacity="0.75"/>'
    b += ridge(rng, 760, 70, "#141b36", step=50)
    # the light, high up: a tiny window with a wide soft halo
    b += '<circle cx="1304" cy="292" r="90" fill="url(#lamp)" opacity="0.8"/><rect x="1298" y="285" width="12" height="14" fill="#fff1c0"/>'
    for col, y, sz, n in (("#0f1630", 700, 300, 13), ("#0a1024", 790, 380, 9)):
        b += trees(rng, n, y + sz * 0.8, sz, col, jitter=50, spread=(-120, W))
    b += '<ellipse cx="960" cy="1000" rx="900" ry="300" fill="url(#fire)"/>'
    b += '<path d="M0 1010 Q960 960 1920 1020 L1920 1080 L0 1080 Z" fill="#120c0a"/>'
    for _ in range(24):
        x, y = rng.uniform(700, 1220), rng.uniform(620, 1000)
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
    """Ending "travel" (ch08): morning on the mountain road; Orrin going down first, you and Ash
    beside him, the white deck wrapped in oilcloth in Ash's pack; up behind, the lodge with its
    last lantern just blown out."""
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
    b += cast("player", 1150, 900, 215, turn=-0.4)
    b += '<rect x="952" y="690" width="60" height="30" rx="7" fill="#8a7a54" transform="rotate(-12 982 705)"/>'
    b += cast("ash", 1000, 950, 250, pack="#6a5a3a", turn=-0.5)
    b += cast("hunter", 820, 1000, 285, turn=0.3, smile=False)
    b += "</g>"
    b += '<path d="M220 1080 L420 880 L760 880 L700 1080 Z" fill="#c7b496"/>'
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
    road below it, one light every twenty paces, and you with the pole lighting the last."""
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
        y = 410 + t * 330
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
    # you, turned to the lantern, the pole in your raised hand
    b += f'<path d="M{x - 170:.0f} {y + 90:.0f} Q{x - 40:.0f} {y + 36:.0f} {x + 80:.0f} {y + 30:.0f} L{x + 200:.0f} {H} L{x - 40:.0f} {H} Q{x - 110:.0f} {y + 170:.0f} {x - 170:.0f} {y + 90:.0f} Z" fill="#c3cde0"/>'  # the snow you stand on
    b += f'<path d="M{x + 24:.0f} {y - 59:.0f} L{x + 58:.0f} {y - 96:.0f}" stroke="#2a2024" stroke-width="7"/>'
    b += cast("player", x - 40, y + 70, 230, arm="out", turn=0.8)
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
WITH_ALPHA = {"lesson_table", "road_lantern", "woodpile_front"}


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
