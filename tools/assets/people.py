# ruff: noqa: E501  (long SVG strings read better unwrapped)
"""People for the backgrounds and CGs (issue 28): small flat figures that read as people, not
pawns: a head with a simple face (eyes, brows, mouth, a nose when turned), hair, a neck, a coat
with arms and hands, trousers or a skirt, boots. The characters wear their portraits' colours
(tools/art/portraits.mjs): CAST below is the one place those colours are repeated for the
figures.

Drawn in the portraits' manner (tools/art/portraits.mjs): every shape has the same dark ink
outline (INK, width LINE * the figure's unit), and the body and face carry a translucent dark
shade on the side away from the light (SHADE), so a figure in a CG reads as the same hand as
the busts beside it.

bust_figure() is the characters themselves: their bust PNGs on a body drawn below them, for the
CGs where they must act at a size the busts can be read at (the endings).

person() returns an SVG fragment with the feet at (x, y) and the height h (top of the head);
turn -1..1 turns the face to the viewer's left or right (0: facing the viewer)."""

import base64
import functools
import io

from .common import IMAGES

INK = "#1b1b1f"  # the portraits' outline colour
LINE = 0.85  # the outline's width in figure units (h / 100): about the busts' line at this size
SHADE = 0.18  # the opacity of the shade on a shape's far side, as the busts' BODY_SHADE

# the portraits' colours, for the figures that stand for the characters
CAST = {
    "player": dict(coat="#6a4a32", trim="#8a6a48", hair="#5a3a22", skin="#e8b896", legs="#3a2e28"),
    "ash": dict(
        coat="#56664f",
        trim="#e6dcc4",
        hair="#2a2a2e",
        skin="#b27b57",
        scarf="#9e3b2b",
        legs="#3a3430",
    ),
    "hunter": dict(
        coat="#2e3a46",
        trim="#eef1f4",
        hair="#d9dadc",
        skin="#e6bfa0",
        beard="#e4e6ea",
        hat="#eef1f4",
        legs="#283038",
    ),
}


def _f(v):
    return f"{v:.1f}"


def person(
    x,
    y,
    h,
    coat,
    skin="#e8b896",
    hair="#3a2a1e",
    legs="#3a2e28",
    trim=None,
    scarf=None,
    hat=None,
    beard=None,
    skirt=False,
    long_hair=False,
    turn=0.0,
    arm=None,
    basket=None,
    pack=None,
    smile=True,
    leg_w=7,
):
    """One person, standing, feet at (x, y), height h. trim: a second colour at the collar and
    hem; hat: a cap's colour; beard: a beard's colour; skirt: a long skirt instead of trousers;
    arm: "up" (a hand raised, as when lighting a lantern) or "out" (reaching to the right);
    basket: a colour for a basket on the left arm; pack: a colour for straps of a pack;
    leg_w: each leg's width in figure units (the crowd's thin 7; the characters' sturdier)."""
    u = h / 100
    sw = LINE * u
    ink = f'stroke="{INK}" stroke-width="{_f(sw)}" stroke-linejoin="round"'
    s = f'<ellipse cx="{_f(x)}" cy="{_f(y)}" rx="{_f(20 * u)}" ry="{_f(3.5 * u)}" fill="#000" opacity="0.25"/>'
    if pack:
        # the pack behind the shoulders, seen over them
        s += f'<rect x="{_f(x - 15 * u)}" y="{_f(y - 82 * u)}" width="{_f(30 * u)}" height="{_f(34 * u)}" rx="{_f(6 * u)}" fill="{pack}" {ink}/>'
    if long_hair:
        s += f'<path d="M{_f(x - 10 * u)} {_f(y - 92 * u)} Q{_f(x - 13 * u)} {_f(y - 74 * u)} {_f(x - 9 * u)} {_f(y - 70 * u)} L{_f(x + 9 * u)} {_f(y - 70 * u)} Q{_f(x + 13 * u)} {_f(y - 74 * u)} {_f(x + 10 * u)} {_f(y - 92 * u)} Z" fill="{hair}" {ink}/>'
    # legs and boots
    if skirt:
        s += f'<path d="M{_f(x - 13 * u)} {_f(y - 40 * u)} L{_f(x + 13 * u)} {_f(y - 40 * u)} L{_f(x + 17 * u)} {_f(y - 4 * u)} L{_f(x - 17 * u)} {_f(y - 4 * u)} Z" fill="{legs}" {ink}/>'
        s += f'<rect x="{_f(x - 9 * u)}" y="{_f(y - 5 * u)}" width="{_f(7 * u)}" height="{_f(5 * u)}" rx="{_f(2 * u)}" fill="{INK}"/>'
        s += f'<rect x="{_f(x + 2 * u)}" y="{_f(y - 5 * u)}" width="{_f(7 * u)}" height="{_f(5 * u)}" rx="{_f(2 * u)}" fill="{INK}"/>'
    else:
        for lx in (x - (leg_w + 2) * u, x + 2 * u):
            s += f'<rect x="{_f(lx)}" y="{_f(y - 34 * u)}" width="{_f(leg_w * u)}" height="{_f(30 * u)}" fill="{legs}" {ink}/>'
            s += f'<rect x="{_f(lx - 0.5 * u)}" y="{_f(y - 9 * u)}" width="{_f((leg_w + 1.5) * u)}" height="{_f(9 * u)}" rx="{_f(2 * u)}" fill="{INK}"/>'
    # the coat: rounded shoulders, widening to the hem
    top, hem = y - 76 * u, y - 28 * u
    s += (
        f'<path d="M{_f(x - 6 * u)} {_f(top)} L{_f(x + 6 * u)} {_f(top)} Q{_f(x + 14 * u)} {_f(top + 1 * u)} {_f(x + 15 * u)} {_f(top + 8 * u)} '
        f'L{_f(x + 17 * u)} {_f(hem)} L{_f(x - 17 * u)} {_f(hem)} L{_f(x - 15 * u)} {_f(top + 8 * u)} Q{_f(x - 14 * u)} {_f(top + 1 * u)} {_f(x - 6 * u)} {_f(top)} Z" fill="{coat}" {ink}/>'
    )
    # the coat's far side in shade (the light comes from the upper left, as on the busts)
    s += f'<path d="M{_f(x + 4 * u)} {_f(top + 1 * u)} Q{_f(x + 13 * u)} {_f(top + 2 * u)} {_f(x + 14.2 * u)} {_f(top + 8 * u)} L{_f(x + 16.2 * u)} {_f(hem - 0.5 * u)} L{_f(x + 6 * u)} {_f(hem - 0.5 * u)} Q{_f(x + 8 * u)} {_f(top + 20 * u)} {_f(x + 4 * u)} {_f(top + 1 * u)} Z" fill="#000" opacity="{SHADE}"/>'
    s += f'<path d="M{_f(x)} {_f(top + 6 * u)} V{_f(hem)}" stroke="#00000033" stroke-width="{_f(1.2 * u)}"/>'
    if trim:
        s += f'<rect x="{_f(x - 17 * u)}" y="{_f(hem - 3 * u)}" width="{_f(34 * u)}" height="{_f(3 * u)}" fill="{trim}" {ink}/>'
        s += f'<path d="M{_f(x - 7 * u)} {_f(top)} L{_f(x)} {_f(top + 9 * u)} L{_f(x + 7 * u)} {_f(top)} Z" fill="{trim}" {ink}/>'
    if pack:
        for sx in (-7, 7):
            s += f'<path d="M{_f(x + sx * u)} {_f(top)} L{_f(x + sx * 1.1 * u)} {_f(top + 24 * u)}" stroke="{pack}" stroke-width="{_f(2.4 * u)}"/>'
    # arms: sleeves in the coat's colour, a shade darker, and hands
    dark = "#00000030"
    left = f'<path d="M{_f(x - 14 * u)} {_f(top + 4 * u)} L{_f(x - 20 * u)} {_f(y - 42 * u)}" stroke="{INK}" stroke-width="{_f(6.5 * u + 2 * sw)}" stroke-linecap="round"/>'
    left += f'<path d="M{_f(x - 14 * u)} {_f(top + 4 * u)} L{_f(x - 20 * u)} {_f(y - 42 * u)}" stroke="{coat}" stroke-width="{_f(6.5 * u)}" stroke-linecap="round"/>'
    left += f'<path d="M{_f(x - 14 * u)} {_f(top + 4 * u)} L{_f(x - 20 * u)} {_f(y - 42 * u)}" stroke="{dark}" stroke-width="{_f(6.5 * u)}" stroke-linecap="round"/>'
    left += f'<circle cx="{_f(x - 20.5 * u)}" cy="{_f(y - 39 * u)}" r="{_f(3.3 * u)}" fill="{skin}" {ink}/>'
    if arm == "up":
        hx, hy = x + 26 * u, y - 84 * u
    elif arm == "out":
        hx, hy = x + 28 * u, y - 56 * u
    else:
        hx, hy = x + 20.5 * u, y - 39 * u
    right = f'<path d="M{_f(x + 14 * u)} {_f(top + 4 * u)} L{_f(hx - 0.5 * u)} {_f(hy - 3 * u)}" stroke="{INK}" stroke-width="{_f(6.5 * u + 2 * sw)}" stroke-linecap="round"/>'
    right += f'<path d="M{_f(x + 14 * u)} {_f(top + 4 * u)} L{_f(hx - 0.5 * u)} {_f(hy - 3 * u)}" stroke="{coat}" stroke-width="{_f(6.5 * u)}" stroke-linecap="round"/>'
    right += f'<path d="M{_f(x + 14 * u)} {_f(top + 4 * u)} L{_f(hx - 0.5 * u)} {_f(hy - 3 * u)}" stroke="{dark}" stroke-width="{_f(6.5 * u)}" stroke-linecap="round"/>'
    right += f'<circle cx="{_f(hx)}" cy="{_f(hy)}" r="{_f(3.3 * u)}" fill="{skin}" {ink}/>'
    s += left + right
    if basket:
        bx, by = x - 24 * u, y - 40 * u
        s += f'<path d="M{_f(bx - 7 * u)} {_f(by)} Q{_f(bx)} {_f(by - 12 * u)} {_f(bx + 7 * u)} {_f(by)}" stroke="{basket}" stroke-width="{_f(1.5 * u)}" fill="none"/>'
        s += f'<path d="M{_f(bx - 8 * u)} {_f(by)} L{_f(bx + 8 * u)} {_f(by)} L{_f(bx + 6 * u)} {_f(by + 9 * u)} L{_f(bx - 6 * u)} {_f(by + 9 * u)} Z" fill="{basket}" {ink}/>'
        s += f'<path d="M{_f(bx - 7 * u)} {_f(by + 3 * u)} H{_f(bx + 7 * u)} M{_f(bx - 6.5 * u)} {_f(by + 6 * u)} H{_f(bx + 6.5 * u)}" stroke="#00000040" stroke-width="{_f(0.8 * u)}"/>'
    # neck, scarf, head
    s += f'<rect x="{_f(x - 3 * u)}" y="{_f(top - 6 * u)}" width="{_f(6 * u)}" height="{_f(8 * u)}" fill="{skin}" {ink}/>'
    if scarf:
        s += f'<rect x="{_f(x - 9 * u)}" y="{_f(top - 2 * u)}" width="{_f(18 * u)}" height="{_f(6 * u)}" rx="{_f(3 * u)}" fill="{scarf}" {ink}/>'
        s += f'<path d="M{_f(x + 3 * u)} {_f(top + 3 * u)} l{_f(4 * u)} {_f(15 * u)} l{_f(-5 * u)} 0 Z" fill="{scarf}" {ink}/>'
    hx0, hy0, r = x, y - 89 * u, 9.5 * u
    s += f'<circle cx="{_f(hx0)}" cy="{_f(hy0)}" r="{_f(r)}" fill="{skin}" {ink}/>'
    # the face's far side in shade, away from the turn
    side = -1 if turn > 0.2 else 1
    s += f'<path d="M{_f(hx0 + side * 2 * u)} {_f(hy0 - r + 0.6 * sw)} A{_f(r - 0.5 * sw)} {_f(r - 0.5 * sw)} 0 0 {1 if side > 0 else 0} {_f(hx0 + side * 2 * u)} {_f(hy0 + r - 0.6 * sw)} Q{_f(hx0 + side * 7.5 * u)} {_f(hy0)} {_f(hx0 + side * 2 * u)} {_f(hy0 - r + 0.6 * sw)} Z" fill="#000" opacity="{SHADE * 0.7:.3f}"/>'
    # the face, turned by `turn`: eyes, brows, a mouth; a nose when turned
    fx = hx0 + turn * 3.2 * u
    for ex in (-3.4, 3.4):
        s += f'<ellipse cx="{_f(fx + ex * u)}" cy="{_f(hy0 + 0.5 * u)}" rx="{_f(1.05 * u)}" ry="{_f(1.35 * u)}" fill="{INK}"/>'
        s += f'<path d="M{_f(fx + ex * u - 1.8 * u)} {_f(hy0 - 2.6 * u)} h{_f(3.6 * u)}" stroke="{INK}" stroke-width="{_f(0.7 * u)}" stroke-linecap="round" opacity="0.7"/>'
    if turn:
        s += f'<path d="M{_f(fx + turn * 1.2 * u)} {_f(hy0 + 1 * u)} l{_f(turn * 1.6 * u)} {_f(2.4 * u)} l{_f(-turn * 1.6 * u)} 0" stroke="#00000055" stroke-width="{_f(0.7 * u)}" fill="none"/>'
    s += f'<circle cx="{_f(fx - 5 * u)}" cy="{_f(hy0 + 3.5 * u)}" r="{_f(1.6 * u)}" fill="#e0607a" opacity="0.25"/><circle cx="{_f(fx + 5 * u)}" cy="{_f(hy0 + 3.5 * u)}" r="{_f(1.6 * u)}" fill="#e0607a" opacity="0.25"/>'
    if beard:
        s += f'<path d="M{_f(hx0 - 8.5 * u)} {_f(hy0 + 1 * u)} Q{_f(hx0 - 8 * u)} {_f(hy0 + 14 * u)} {_f(hx0 + turn * 2 * u)} {_f(hy0 + 15 * u)} Q{_f(hx0 + 8 * u)} {_f(hy0 + 14 * u)} {_f(hx0 + 8.5 * u)} {_f(hy0 + 1 * u)} Q{_f(fx)} {_f(hy0 + 6 * u)} {_f(hx0 - 8.5 * u)} {_f(hy0 + 1 * u)} Z" fill="{beard}" {ink}/>'
        s += f'<path d="M{_f(fx - 2 * u)} {_f(hy0 + 5.6 * u)} h{_f(4 * u)}" stroke="{INK}" stroke-width="{_f(0.7 * u)}" stroke-linecap="round"/>'
    elif smile:
        s += f'<path d="M{_f(fx - 2 * u)} {_f(hy0 + 4.6 * u)} q{_f(2 * u)} {_f(1.8 * u)} {_f(4 * u)} 0" stroke="{INK}" stroke-width="{_f(0.8 * u)}" fill="none" stroke-linecap="round"/>'
    else:
        s += f'<path d="M{_f(fx - 1.8 * u)} {_f(hy0 + 5 * u)} h{_f(3.6 * u)}" stroke="{INK}" stroke-width="{_f(0.8 * u)}" stroke-linecap="round"/>'
    # hair over the brow (a cap of hair, parted toward the turn), or a hat
    if hat:
        s += f'<path d="M{_f(hx0 - 10.5 * u)} {_f(hy0 - 2 * u)} Q{_f(hx0 - 10 * u)} {_f(hy0 - 14 * u)} {_f(hx0)} {_f(hy0 - 14 * u)} Q{_f(hx0 + 10 * u)} {_f(hy0 - 14 * u)} {_f(hx0 + 10.5 * u)} {_f(hy0 - 2 * u)} Z" fill="{hat}" {ink}/>'
        s += f'<rect x="{_f(hx0 - 11 * u)}" y="{_f(hy0 - 5 * u)}" width="{_f(22 * u)}" height="{_f(4 * u)}" rx="{_f(2 * u)}" fill="{hat}" {ink}/>'
    else:
        part = hx0 + turn * 4 * u
        s += (
            f'<path d="M{_f(hx0 - 10 * u)} {_f(hy0 + 1 * u)} Q{_f(hx0 - 11 * u)} {_f(hy0 - 11 * u)} {_f(hx0)} {_f(hy0 - 11 * u)} '
            f"Q{_f(hx0 + 11 * u)} {_f(hy0 - 11 * u)} {_f(hx0 + 10 * u)} {_f(hy0 + 1 * u)} "
            f'Q{_f(hx0 + 8 * u)} {_f(hy0 - 5 * u)} {_f(part)} {_f(hy0 - 4.5 * u)} Q{_f(hx0 - 8 * u)} {_f(hy0 - 5 * u)} {_f(hx0 - 10 * u)} {_f(hy0 + 1 * u)} Z" fill="{hair}" {ink}/>'
        )
    return s


def cast(who, x, y, h, **kw):
    """A character's figure in their portrait's colours (CAST), with any person() options;
    sturdier legs than the crowd's, as the busts' people are built."""
    look = dict(CAST[who], leg_w=10)
    look.update(kw)
    return person(x, y, h, **look)


# The busts' own canvas (tools/art/portraits.mjs, 561x880 as rendered by portraits.py): the
# bust ends in an ink border at rows 877-879, so a figure takes it down to CUT and carries the
# row above on down as the coat's lower part; the hem and the legs are drawn below it.
BUST_W, CUT = 561, 875
HEM = CUT + 185  # the coat's hem, in the bust's pixels
FEET = HEM + 250  # the soles


@functools.cache
def _bust_parts(who, expr):
    """(top of the hair, the bust down to CUT, its last row, the row's left and right ends, the
    coat's colour at the right shoulder) for one portrait PNG, the PNGs as data URIs."""
    from PIL import Image

    im = Image.open(IMAGES / "characters" / f"{who}_{expr}.png").convert("RGBA")
    top = im.getbbox()[1]
    row = im.crop((0, CUT - 2, BUST_W, CUT - 1))
    left, _t, right, _b = row.getbbox()
    coat = "#{:02x}{:02x}{:02x}".format(*im.getpixel((right - 40, CUT - 2))[:3])
    return top, _uri(im.crop((0, 0, BUST_W, CUT))), _uri(row), left, right, coat


def _uri(image):
    buf = io.BytesIO()
    image.save(buf, "PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def bust_figure(who, expr, x, y, h, wave=False, behind=""):
    """A character standing, feet at (x, y), h tall to the top of the hair, made from their own
    bust (game/images/characters/<who>_<expr>.png): the portrait's head, face and shoulders as
    the player knows them from the dialogue, the coat carried on down to a hem, legs and boots
    in the busts' ink. wave: the right hand raised beside the head (calling someone on);
    behind: SVG drawn behind the figure in its own coordinates (0..561 across, 0 at the bust's
    top edge), e.g. a pack over the shoulders."""
    top, bust, row, left, right, coat = _bust_parts(who, expr)
    k = h / (FEET - top)
    ox, oy = x - BUST_W / 2 * k, y - FEET * k  # where the bust's canvas origin lands
    look = CAST.get(who, CAST["player"])
    ink = f'stroke="{INK}" stroke-width="7" stroke-linejoin="round"'
    mid = BUST_W / 2
    s = f'<ellipse cx="{_f(x)}" cy="{_f(y)}" rx="{_f(0.42 * BUST_W * k)}" ry="{_f(36 * k)}" fill="#000" opacity="0.25"/>'
    g = f'<g transform="translate({_f(ox)} {_f(oy)}) scale({k:.4f})">' + behind
    # legs and boots under the hem, a step apart
    for lx, lean in ((mid - 92, -6), (mid + 14, 6)):
        g += f'<path d="M{lx} {HEM - 20} h78 l{lean} {FEET - HEM - 40} h-78 Z" fill="{look["legs"]}" {ink}/>'
        g += f'<path d="M{lx + lean - 6} {FEET - 64} h88 q12 0 14 30 v34 h-104 Z" fill="#2a1c14" {ink}/>'
    # the coat carried down from the bust's last row, its hem rounded toward the viewer
    coat_path = (
        f"M{left} {CUT - 4} L{left} {HEM} Q{mid} {HEM + 30} {right} {HEM} L{right} {CUT - 4} Z"
    )
    clip = f"coat_{who}_{int(x)}_{int(y)}"
    g += f'<clipPath id="{clip}"><path d="{coat_path}"/></clipPath>'
    g += f'<image x="0" y="{CUT - 4}" width="{BUST_W}" height="{HEM - CUT + 40}" preserveAspectRatio="none" href="{row}" clip-path="url(#{clip})"/>'
    g += f'<path d="M{left + 3} {CUT - 4} L{left + 3} {HEM} Q{mid} {HEM + 30} {right - 3} {HEM} L{right - 3} {CUT - 4}" fill="none" {ink}/>'
    g += f'<image x="0" y="0" width="{BUST_W}" height="{CUT}" href="{bust}"/>'
    if wave:
        # the right arm (the viewer's right) up from the shoulder, the open hand by the head
        arm = f"M{right - 50} {CUT - 150} Q{right + 70} {CUT - 170} {right + 40} {CUT - 330}"
        g += (
            f'<path d="{arm}" stroke="{INK}" stroke-width="86" fill="none" stroke-linecap="round"/>'
        )
        g += f'<path d="{arm}" stroke="{coat}" stroke-width="72" fill="none" stroke-linecap="round"/>'
        g += f'<path d="{arm}" stroke="#000" stroke-opacity="0.15" stroke-width="30" fill="none" transform="translate(14 0)"/>'
        hx, hy = right + 36, CUT - 372
        g += f'<ellipse cx="{hx}" cy="{hy}" rx="30" ry="40" fill="{look["skin"]}" {ink}/>'
        for fx in (-18, -6, 6, 18):
            g += f'<path d="M{hx + fx} {hy - 30} v-22" stroke="{INK}" stroke-width="20" stroke-linecap="round"/><path d="M{hx + fx} {hy - 30} v-22" stroke="{look["skin"]}" stroke-width="12" stroke-linecap="round"/>'
        g += f'<path d="M{hx - 28} {hy + 4} l-22 -26" stroke="{INK}" stroke-width="22" stroke-linecap="round"/><path d="M{hx - 28} {hy + 4} l-22 -26" stroke="{look["skin"]}" stroke-width="13" stroke-linecap="round"/>'
    return s + g + "</g>"


def back_figure(x, y, h, who="player", reach=None):
    """Someone seen from behind in the busts' proportions and ink (the player, who has no bust:
    their face is never drawn), feet at (x, y), h tall: the back of the head and its hair, the
    coat with its collar, legs and boots. reach: the point (x, y) the right hand is raised to,
    e.g. the end of a pole, or None for the arm hanging."""
    look = CAST[who]
    u = h / 100
    ink = f'stroke="{INK}" stroke-width="{_f(0.8 * u)}" stroke-linejoin="round"'
    top, hem = y - 74 * u, y - 30 * u  # the coat's collar and hem
    s = f'<ellipse cx="{_f(x)}" cy="{_f(y)}" rx="{_f(24 * u)}" ry="{_f(3.5 * u)}" fill="#000" opacity="0.3"/>'
    for lx in (x - 12 * u, x + 2 * u):
        s += f'<rect x="{_f(lx)}" y="{_f(hem - 2 * u)}" width="{_f(10 * u)}" height="{_f(y - hem - 4 * u)}" fill="{look["legs"]}" {ink}/>'
        s += f'<path d="M{_f(lx - 1 * u)} {_f(y - 8 * u)} h{_f(12 * u)} v{_f(8 * u)} h{_f(-12 * u)} Z" fill="#2a1c14" {ink}/>'
    # the arms under the coat's line: the left hangs, the right reaches
    sx, sy = x + 16 * u, top + 6 * u
    hx, hy = reach if reach else (x + 22 * u, y - 40 * u)
    for ax, ay, bx, by in ((x - 16 * u, sy, x - 22 * u, y - 38 * u), (sx, sy, hx, hy)):
        arm = f"M{_f(ax)} {_f(ay)} L{_f(bx)} {_f(by)}"
        s += f'<path d="{arm}" stroke="{INK}" stroke-width="{_f(9.6 * u)}" stroke-linecap="round"/>'
        s += f'<path d="{arm}" stroke="{look["coat"]}" stroke-width="{_f(8 * u)}" stroke-linecap="round"/>'
        s += f'<circle cx="{_f(bx)}" cy="{_f(by)}" r="{_f(3.6 * u)}" fill="{look["skin"]}" {ink}/>'
    # the coat from behind: rounded shoulders widening to the hem, a seam down the back, the
    # far (right) side in shade as on the busts
    s += (
        f'<path d="M{_f(x - 8 * u)} {_f(top)} L{_f(x + 8 * u)} {_f(top)} Q{_f(x + 19 * u)} {_f(top + 1 * u)} {_f(x + 20 * u)} {_f(top + 10 * u)} '
        f"L{_f(x + 23 * u)} {_f(hem)} Q{_f(x)} {_f(hem + 4 * u)} {_f(x - 23 * u)} {_f(hem)} L{_f(x - 20 * u)} {_f(top + 10 * u)} "
        f'Q{_f(x - 19 * u)} {_f(top + 1 * u)} {_f(x - 8 * u)} {_f(top)} Z" fill="{look["coat"]}" {ink}/>'
    )
    s += f'<path d="M{_f(x + 7 * u)} {_f(top + 1 * u)} Q{_f(x + 18 * u)} {_f(top + 2 * u)} {_f(x + 19 * u)} {_f(top + 10 * u)} L{_f(x + 22 * u)} {_f(hem)} Q{_f(x + 14 * u)} {_f(hem + 2.5 * u)} {_f(x + 9 * u)} {_f(hem + 1.5 * u)} Q{_f(x + 12 * u)} {_f(top + 20 * u)} {_f(x + 7 * u)} {_f(top + 1 * u)} Z" fill="#000" opacity="{SHADE}"/>'
    s += f'<path d="M{_f(x)} {_f(top + 8 * u)} V{_f(hem + 1.5 * u)}" stroke="#00000040" stroke-width="{_f(0.8 * u)}"/>'
    s += f'<path d="M{_f(x - 13 * u)} {_f(top + 24 * u)} h{_f(26 * u)}" stroke="#00000030" stroke-width="{_f(2.4 * u)}"/>'  # the belt under the coat
    s += f'<path d="M{_f(x - 11 * u)} {_f(top - 1 * u)} Q{_f(x)} {_f(top + 6 * u)} {_f(x + 11 * u)} {_f(top - 1 * u)} Q{_f(x)} {_f(top - 4 * u)} {_f(x - 11 * u)} {_f(top - 1 * u)} Z" fill="{look["trim"]}" {ink}/>'
    # the head from behind, turned a little toward the raised hand: an ear and the cheek's edge
    # on that side, the rest hair, tufted as the busts' lorelei hair is
    cx, cy, r = x, top - 12 * u, 12.5 * u
    s += f'<circle cx="{_f(cx + 2 * u)}" cy="{_f(cy + 1 * u)}" r="{_f(r)}" fill="{look["skin"]}" {ink}/>'
    s += f'<ellipse cx="{_f(cx + 12.5 * u)}" cy="{_f(cy + 2 * u)}" rx="{_f(2.6 * u)}" ry="{_f(3.6 * u)}" fill="{look["skin"]}" {ink}/>'
    tufts = [(-13, 4), (-14, -4), (-10, -11), (-3, -15), (5, -14), (11, -9), (12, -2)]
    hair = f"M{_f(cx + 9 * u)} {_f(cy + 9 * u)} "
    hair += f"Q{_f(cx + 2 * u)} {_f(cy + 14 * u)} {_f(cx - 9 * u)} {_f(cy + 10 * u)} "
    for (ax, ay), (bx, by) in zip(tufts, tufts[1:]):
        mx, my = (ax + bx) / 2 * 1.22, (ay + by) / 2 * 1.22
        hair += f"Q{_f(cx + mx * u)} {_f(cy + my * u)} {_f(cx + bx * u)} {_f(cy + by * u)} "
    hair += "Z"
    s += f'<path d="{hair}" fill="{look["hair"]}" {ink}/>'
    for ax, ay, bx, by in ((-6, -10, -4, 4), (1, -12, 0, 6), (6, -9, 4, 5)):
        s += f'<path d="M{_f(cx + ax * u)} {_f(cy + ay * u)} Q{_f(cx + (ax + bx) / 2 * u + 2 * u)} {_f(cy)} {_f(cx + bx * u)} {_f(cy + by * u)}" stroke="#00000040" stroke-width="{_f(0.7 * u)}" fill="none"/>'
    return s
