# ruff: noqa: E501  (long SVG strings read better unwrapped)
"""Table edges: the near part of the table each chapter's duel is played at, seen from the
player's chair, drawn to stand in front of the opponent's bust so the prose's "Sit" puts people
at a table (issue 28: the busts stood in front of the scene, never seated).

One 1920x620 picture on a transparent ground per place, game/images/seats/table_fg_<place>.webp.
Ren'Py shows it at the foot of the screen (y 460-1080, the band above the table left clear for the lights' glow; `image table_fg <place>` in
game/story/staging_seats.rpy) with the busts lifted by kozyr_seated, so the table's far edge
(y 710 on screen) runs across their chests, above the say box (which covers y 802-1080); what
stands on it (a mug, a candle, a flask, the deck) rises in front of them. Each place has its
own surface and props, in the backgrounds' palette: the inn's oak and beer, the altar's red
cloth and golden dice, Pip's starry cloth and a bubbling flask, Brandt's folding table weighted
with stones, Lina's map counter with tea glasses (by day and under the lanterns), Ash's crate
by the fire, the Hunter's log table with its candle and tokens."""

import random

from .backgrounds import glow, lin
from .cgs import card_image, die, flame, token
from .common import BUILD, IMAGES, render_svg_text

W, H = 1920, 620
EDGE = 250  # the table's far edge, in the picture (460 + 250 = 710 on screen)
OUT = IMAGES / "seats"


def flat_card(rel, x, y, w=112, rotate=0):
    """A card lying flat on the table: the game's card image foreshortened (seen from the chair)."""
    h = w * 291 / 208
    return f'<g transform="translate({x} {y}) scale(1 0.42) rotate({rotate})">{card_image(rel, -w / 2, -h / 2, w, h)}</g>'


def deck(x, y, back, n=6):
    """The deck squared on the table, a few cards high."""
    return "".join(flat_card(f"backs/{back}.png", x - k * 0.6, y - k * 2.4) for k in range(n))


def mug(x, y, s=1.2, body="#c8a060", foam=True):
    """A beer mug standing on the table, its foot at (x, y)."""
    w, h = 62 * s, 96 * s
    out = f'<ellipse cx="{x + 6}" cy="{y + 4}" rx="{w * 0.62:.0f}" ry="{8 * s:.0f}" fill="#000" opacity="0.35"/>'
    out += f'<path d="M{x + w / 2:.0f} {y - h * 0.75:.0f} q{28 * s:.0f} 4 {26 * s:.0f} {h * 0.3:.0f} q-2 {h * 0.2:.0f} -{26 * s:.0f} {h * 0.26:.0f}" stroke="#5a3a1c" stroke-width="{11 * s:.0f}" fill="none"/>'
    out += f'<rect x="{x - w / 2:.0f}" y="{y - h:.0f}" width="{w:.0f}" height="{h:.0f}" rx="{6 * s:.0f}" fill="{body}" stroke="#3a2410" stroke-width="4"/>'
    for k in (0.25, 0.75):
        out += f'<rect x="{x - w / 2:.0f}" y="{y - h * k - 4 * s:.0f}" width="{w:.0f}" height="{8 * s:.0f}" fill="#5a3a1c" opacity="0.8"/>'
    if foam:
        out += f'<ellipse cx="{x}" cy="{y - h:.0f}" rx="{w / 2 + 4:.0f}" ry="{10 * s:.0f}" fill="#fbf4e0" stroke="#d8c8a0" stroke-width="2"/>'
    return out


def candle(x, y, s=1.15, light="candlelight"):
    """A candle in a brass holder, burning, with its warm halo."""
    out = f'<circle cx="{x}" cy="{y - 150 * s:.0f}" r="{150 * s:.0f}" fill="url(#{light})"/>'
    out += f'<ellipse cx="{x}" cy="{y}" rx="{44 * s:.0f}" ry="{11 * s:.0f}" fill="#a07a24" stroke="#5a4010" stroke-width="3"/>'
    out += f'<rect x="{x - 16 * s:.0f}" y="{y - 110 * s:.0f}" width="{32 * s:.0f}" height="{104 * s:.0f}" rx="4" fill="#f4ecd8" stroke="#b8a888" stroke-width="3"/>'
    out += f'<path d="M{x} {y - 110 * s:.0f} v-10" stroke="#2a2020" stroke-width="3"/>'
    return out + flame(x, y - 116 * s, 42 * s, 0.05)


def tea_glass(x, y, s=1.25):
    """A glass of tea in a metal holder, as a map-maker's counter has."""
    w, h = 50 * s, 76 * s
    out = f'<ellipse cx="{x + 4}" cy="{y + 3}" rx="{w * 0.6:.0f}" ry="{7 * s:.0f}" fill="#000" opacity="0.35"/>'
    out += f'<path d="M{x - w / 2:.0f} {y - h:.0f} L{x + w / 2:.0f} {y - h:.0f} L{x + w * 0.42:.0f} {y} L{x - w * 0.42:.0f} {y} Z" fill="#b5541c" opacity="0.85" stroke="#e8e4dc" stroke-width="3"/>'
    out += f'<path d="M{x - w * 0.48:.0f} {y - h * 0.5:.0f} L{x + w * 0.48:.0f} {y - h * 0.5:.0f} L{x + w * 0.44:.0f} {y} L{x - w * 0.44:.0f} {y} Z" fill="#9a9a9e" stroke="#5a5a60" stroke-width="3"/>'
    out += f'<path d="M{x + w * 0.46:.0f} {y - h * 0.45:.0f} q{22 * s:.0f} 4 {16 * s:.0f} {h * 0.34:.0f}" stroke="#6a6a70" stroke-width="{6 * s:.0f}" fill="none"/>'
    return out


def flask(x, y, s=1.15):
    """A round-bottomed flask on a little stand, green and bubbling (Pip's)."""
    out = f'<circle cx="{x}" cy="{y - 70 * s:.0f}" r="{110 * s:.0f}" fill="url(#flaskglow)"/>'
    out += f'<path d="M{x - 40 * s:.0f} {y} L{x - 30 * s:.0f} {y - 30 * s:.0f} M{x + 40 * s:.0f} {y} L{x + 30 * s:.0f} {y - 30 * s:.0f}" stroke="#3a2a4a" stroke-width="6"/>'
    out += f'<rect x="{x - 12 * s:.0f}" y="{y - 150 * s:.0f}" width="{24 * s:.0f}" height="{70 * s:.0f}" fill="#d8eef0" opacity="0.8" stroke="#4a6a70" stroke-width="3"/>'
    out += f'<circle cx="{x}" cy="{y - 62 * s:.0f}" r="{44 * s:.0f}" fill="#6ad27a" opacity="0.9" stroke="#2a5a3a" stroke-width="4"/>'
    out += f'<path d="M{x - 40 * s:.0f} {y - 70 * s:.0f} Q{x} {y - 82 * s:.0f} {x + 40 * s:.0f} {y - 70 * s:.0f}" stroke="#b8f0c0" stroke-width="4" fill="none"/>'
    for dx, dy, r in ((-10, -150, 7), (6, -176, 9), (-4, -204, 11)):
        out += f'<circle cx="{x + dx * s:.0f}" cy="{y + dy * s:.0f}" r="{r * s:.0f}" fill="#b8f0c0" opacity="0.7"/>'
    return out


def stone(x, y, r):
    """A grey river stone holding down a corner of Brandt's table against the wind."""
    return (
        f'<ellipse cx="{x + 4}" cy="{y + 5}" rx="{r * 1.2:.0f}" ry="{r * 0.45:.0f}" fill="#000" opacity="0.35"/>'
        f'<path d="M{x - r * 1.2:.0f} {y} Q{x - r:.0f} {y - r * 0.9:.0f} {x:.0f} {y - r:.0f} Q{x + r * 1.1:.0f} {y - r * 0.8:.0f} {x + r * 1.2:.0f} {y} Z" fill="#8e877a" stroke="#4e4a42" stroke-width="4"/>'
        f'<path d="M{x - r * 0.6:.0f} {y - r * 0.7:.0f} q{r * 0.4:.0f} -{r * 0.2:.0f} {r * 0.8:.0f} -{r * 0.1:.0f}" stroke="#b8b1a4" stroke-width="4" fill="none"/>'
    )


def coins(x, y, n=3):
    """A few coins dropped on the table."""
    return "".join(
        f'<ellipse cx="{x + k * 22}" cy="{y + (k % 2) * 8}" rx="16" ry="6" fill="#e3ae2a" stroke="#8a5e10" stroke-width="3"/>'
        for k in range(n)
    )


def scroll_map(x, y, w, rot, tone="#f0e2c4"):
    """One of Lina's maps spread on the counter, foreshortened, with an inked road."""
    return (
        f'<g transform="translate({x} {y}) scale(1 0.45) rotate({rot})"><rect x="{-w / 2:.0f}" y="-70" width="{w}" height="140" fill="{tone}" stroke="#8a6a48" stroke-width="3"/>'
        f'<path d="M{-w / 2 + 16:.0f} 30 q{w / 3:.0f} -70 {w - 32:.0f} -30" stroke="#6a4a30" stroke-width="5" fill="none" stroke-dasharray="12 8"/></g>'
    )


def surface(rng, top, far, grain, lip, cloth=None, trim=None, planks=True):
    """The tabletop from the far edge down past the bottom of the picture: `top` the wood's
    gradient id, `far` the colour of the far edge's lip, grain lines (planks running across),
    an optional cloth (a gradient id) with a trim colour along its far edge."""
    b = ""
    b += f'<rect x="0" y="{EDGE}" width="{W}" height="{H - EDGE}" fill="url(#{top})"/>'
    if planks:
        y = EDGE + 38
        gap = 46
        while y < H:
            b += f'<path d="M0 {y:.0f} H{W}" stroke="{grain}" stroke-width="{3 + (y - EDGE) / 80:.1f}" opacity="0.6"/>'
            gap *= 1.35
            y += gap
        for _ in range(18):
            x, y = rng.uniform(40, W - 40), rng.uniform(EDGE + 20, H - 10)
            b += f'<ellipse cx="{x:.0f}" cy="{y:.0f}" rx="{rng.uniform(10, 22):.0f}" ry="{2 + (y - EDGE) / 70:.1f}" fill="{grain}" opacity="0.45"/>'
    if cloth:
        b += f'<path d="M-20 {EDGE + 20} H{W + 20} V{H} H-20 Z" fill="url(#{cloth})"/>'
        if trim:
            b += f'<path d="M-20 {EDGE + 20} H{W + 20}" stroke="{trim}" stroke-width="8"/><path d="M-20 {EDGE + 34} H{W + 20}" stroke="{trim}" stroke-width="3" opacity="0.7"/>'
    b += f'<rect x="0" y="{EDGE - 6}" width="{W}" height="14" fill="{far}"/>'  # the far edge, catching the light
    b += f'<rect x="0" y="{EDGE - 6}" width="{W}" height="3" fill="{lip}" opacity="0.8"/>'
    return b


def near_shade(op=0.35):
    """The table darkening toward the player's edge, where the room's light does not reach."""
    return f'<rect x="0" y="{EDGE}" width="{W}" height="{H - EDGE}" fill="url(#nearshade)" opacity="{op}"/>'


def common_defs():
    return (
        glow("candlelight", "#ffd27a", 0.55)
        + glow("flaskglow", "#7aff9a", 0.35)
        + glow("firelight", "#ff8a2a", 0.5)
        + '<linearGradient id="nearshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>'
        '<stop offset="1" stop-color="#000" stop-opacity="1"/></linearGradient>'
    )


# ------------------------------------------------------------------------------ the places
def inn(rng):
    """Marta's table in the Stile: scrubbed oak, two mugs of beer, her deck, a candle."""
    d = lin("oak", (0, "#8a5a32"), (1, "#5a3820"))
    b = surface(rng, "oak", "#a06a3e", "#4a2c16", "#d89a5a")
    b += candle(300, EDGE + 50, 1.1)
    b += mug(560, EDGE + 69) + mug(1420, EDGE + 66, 1.15)
    b += deck(960, EDGE + 43, "back_animal")
    b += flat_card("animal/9H.png", 1090, EDGE + 48, rotate=90)
    b += f'<path d="M1640 {EDGE + 50} l120 -14" stroke="#3a3a3a" stroke-width="9" stroke-linecap="round"/><path d="M1640 {EDGE + 50} l120 -14" stroke="#e3b04a" stroke-width="5" stroke-linecap="round"/>'  # her pencil
    return d, b + near_shade()


def temple(rng):
    """The altar of Fortune (cg_altar's): red cloth with a gold fringe, her golden dice, the
    red-backed deck, fire from the bowls on the gilt."""
    d = lin("marble", (0, "#f6eedc"), (1, "#d8c8a4")) + lin(
        "redcloth", (0, "#b3262c"), (1, "#6a141a")
    )
    b = surface(
        rng,
        "marble",
        "#f4ecd8",
        "#c9b68a",
        "#fff6dc",
        cloth="redcloth",
        trim="#e3ae2a",
        planks=False,
    )
    b += die(520, EDGE + 29, 58, 1, 5) + die(640, EDGE + 46, 50, 2, 3)
    b += deck(960, EDGE + 46, "back_red")
    b += flat_card("classic/7H.png", 1090, EDGE + 50, rotate=90)
    b += coins(1340, EDGE + 50, 4)
    b += f'<circle cx="300" cy="{EDGE - 60}" r="200" fill="url(#candlelight)"/><circle cx="1620" cy="{EDGE - 60}" r="200" fill="url(#candlelight)"/>'
    return d, b + near_shade(0.3)


def tower(rng):
    """Pip's table on the tower roof: an indigo cloth with stars, a bubbling flask, a candle,
    the deck (slightly singed, like everything of hers)."""
    d = lin("roofwood", (0, "#6a5068"), (1, "#3a2a40")) + lin(
        "starcloth", (0, "#3a2e7a"), (1, "#1e1846")
    )
    b = surface(
        rng,
        "roofwood",
        "#7a6078",
        "#2a1e30",
        "#c8a0d8",
        cloth="starcloth",
        trim="#e3ae2a",
        planks=False,
    )
    for _ in range(40):
        x, y = rng.uniform(20, W - 20), rng.uniform(EDGE + 29, H - 10)
        r = 3 + (y - EDGE) / 60
        b += f'<path d="M{x:.0f} {y - r:.1f} L{x + r * 0.3:.1f} {y - r * 0.3:.1f} L{x + r:.1f} {y:.0f} L{x + r * 0.3:.1f} {y + r * 0.3:.1f} L{x:.0f} {y + r:.1f} L{x - r * 0.3:.1f} {y + r * 0.3:.1f} L{x - r:.1f} {y:.0f} L{x - r * 0.3:.1f} {y - r * 0.3:.1f} Z" fill="#f6d56a" opacity="0.8"/>'
    b += flask(420, EDGE + 60)
    b += candle(1500, EDGE + 53, 1.0)
    b += deck(960, EDGE + 45, "back_blue")
    b += f'<ellipse cx="1040" cy="{EDGE + 37}" rx="30" ry="9" fill="#1a1014" opacity="0.6"/>'  # a scorch mark
    return d, b + near_shade(0.3)


def bridge(rng):
    """Brandt's folding table on the parapet: pale wood, a stone on each corner against the
    wind, the deck under his gauntlet's weight of a stone."""
    d = lin("fold", (0, "#a47a4a"), (1, "#6a4626"))
    b = surface(rng, "fold", "#b88a58", "#5a3a1c", "#e8c08a")
    b += stone(120, EDGE + 43, 46) + stone(1800, EDGE + 46, 50)
    b += deck(960, EDGE + 43, "back_blue") + stone(960, EDGE + 33, 24)
    b += flat_card("classic/QS.png", 1100, EDGE + 48, rotate=90)
    b += f'<path d="M300 {EDGE + 29} l180 -6 l6 18 l-180 8 Z" fill="#c8ccd4" stroke="#5a6070" stroke-width="3"/><path d="M470 {EDGE + 23} l40 -4 l4 24 l-40 2 Z" fill="#6a4a2a"/>'  # his dagger, laid down
    return d, b + near_shade(0.25)


def market(rng, night=False):
    """Lina's stall counter: her maps spread out, an inkpot and quill, tea glasses, the deck
    Vix produced from her tail; by night under the lanterns' warm light."""
    d = lin("counter", (0, "#9a6a3e"), (1, "#5a3a1e")) + glow("lanternlight", "#ffb24a", 0.5)
    b = surface(rng, "counter", "#b07a48", "#4a2c16", "#f0c080")
    for x, w, rot, tone in (
        (260, 300, -6, "#f4ead2"),
        (560, 260, 5, "#eadcb8"),
        (1380, 280, -4, "#f0e2c4"),
        (1680, 300, 7, "#f4ead2"),
    ):
        b += scroll_map(x, EDGE + 46, w, rot, tone)
    b += f'<path d="M770 {EDGE + 50} q6 -40 26 -40 q20 0 26 40 Z" fill="#1a1a2a" stroke="#4a4a5a" stroke-width="3"/><path d="M800 {EDGE + 24} l50 -120" stroke="#e8e4dc" stroke-width="6" stroke-linecap="round"/>'  # inkpot and quill
    b += tea_glass(660, EDGE + 65) + tea_glass(1260, EDGE + 62)
    b += deck(960, EDGE + 43, "back_red") + coins(1080, EDGE + 58, 3)
    if night:
        b += f'<rect x="0" y="{EDGE - 6}" width="{W}" height="{H - EDGE + 6}" fill="#0a0c24" opacity="0.35"/>'
        b += f'<circle cx="500" cy="{EDGE}" r="240" fill="url(#lanternlight)"/><circle cx="1430" cy="{EDGE}" r="240" fill="url(#lanternlight)"/>'
    return d, b + near_shade(0.3)


def camp(rng):
    """Ash's camp: an upturned crate for a table, two tin mugs of the terrible tea, the deck,
    the fire's light on it from the side."""
    d = lin("crate", (0, "#7a6248"), (1, "#3e3024"))
    b = surface(rng, "crate", "#8a7050", "#2e2218", "#d8a870")
    for x in (380, 1540):  # the crate's battens
        b += f'<path d="M{x} {EDGE} L{x - (x - 960) * 0.4:.0f} {H}" stroke="#2e2218" stroke-width="10" opacity="0.7"/>'
    b += mug(620, EDGE + 62, 1.0, body="#9aa0a8", foam=False) + mug(
        1300, EDGE + 60, 1.0, body="#9aa0a8", foam=False
    )
    b += deck(960, EDGE + 45, "back_animal")
    b += f'<circle cx="1900" cy="{EDGE + 58}" r="300" fill="url(#firelight)"/>'
    b += f'<rect x="0" y="{EDGE - 6}" width="{W}" height="{H - EDGE + 6}" fill="#0a0c24" opacity="0.25"/>'
    return d, b + near_shade(0.35)


def lodge(rng):
    """The Hunter's log table by the window: dark heavy wood, a candle, a pewter tankard, the
    white deck whole, the two old tokens at its ends."""
    d = lin("logs", (0, "#6a4426"), (1, "#3a2212"))
    b = surface(rng, "logs", "#7a5030", "#2b180c", "#c89060")
    b += candle(1190, EDGE + 50)  # between the two seats, not in front of his beard
    b += mug(420, EDGE + 66, 1.1, body="#9a9ca4", foam=False)
    b += deck(960, EDGE + 45, "back_animal")
    b += flat_card("animal/AS.png", 1100, EDGE + 49, rotate=90)
    b += token(200, EDGE + 58) + token(1760, EDGE + 60)
    return d, b + near_shade(0.35)


# place -> (drawing, seed): the places of the chapters' duels (game/story/staging_seats.rpy)
SEATS = {
    "inn": (inn, 61),
    "temple": (temple, 62),
    "tower": (tower, 63),
    "bridge": (bridge, 64),
    "market": (market, 65),
    "market_night": (lambda rng: market(rng, night=True), 65),
    "camp": (camp, 66),
    "lodge": (lodge, 67),
}


def picture(draw, rng):
    d, b = draw(rng)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}"><defs>{common_defs()}{d}'
        f'<filter id="soft"><feGaussianBlur stdDeviation="0.4"/></filter></defs><g filter="url(#soft)">{b}</g></svg>'
    )


def build(only=None):
    from PIL import Image

    OUT.mkdir(parents=True, exist_ok=True)
    made = []
    for place, (draw, seed) in SEATS.items():
        if only and place not in only:
            continue
        png = BUILD / "seats" / f"table_fg_{place}.png"
        render_svg_text(
            picture(draw, random.Random(seed)), png, keep_svg=BUILD / "seats" / f"{png.stem}.svg"
        )
        webp = OUT / f"table_fg_{place}.webp"
        Image.open(png).convert("RGBA").save(webp, "WEBP", quality=86, method=6)
        made.append(webp)
    return made
