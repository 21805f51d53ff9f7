# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""GUI images for the Ren'Py 8 template layout, in Kozyr's style: dark green card-table felt,
gold accents. Sizes follow the standard 1920x1080 template (and game/gui.rpy's borders).
The main-menu art (title "Kozyr" / "Козырь" over a fan of cards with the trump on top) is
composed with Pillow from an SVG background and Kennard card faces."""

import random

from .common import (
    BUILD,
    GUI,
    KENNARD_DIR,
    SERIF,
    optimise_png,
    place_icon,
    render_svg_text,
    rsvg,
)

FELT, FELT_D, FELT_L = "#1d4a33", "#0f2a1c", "#2b6448"
GOLD, GOLD_L, GOLD_D = "#e0b040", "#f5d98a", "#9a7420"
INK = "#0b1a12"


def svg(w, h, body, defs=""):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f"<defs>{defs}</defs>{body}</svg>"
    )


def felt_defs(seed=3, strength=0.18, freq=0.9):
    return (
        f'<filter id="felt" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="{freq}" numOctaves="3" seed="{seed}"/>'
        f'<feColorMatrix type="matrix" values="0 0 0 0 0.55  0 0 0 0 0.85  0 0 0 0 0.6  0 0 0 {strength} 0"/></filter>'
    )


def panel(w, h, rx=10, fill=FELT, op=0.92, border=GOLD, bw=3, inner=True, felt=True):
    s = f'<rect x="{bw / 2}" y="{bw / 2}" width="{w - bw}" height="{h - bw}" rx="{rx}" fill="{fill}" fill-opacity="{op}"/>'
    if felt:
        s += f'<rect x="{bw / 2}" y="{bw / 2}" width="{w - bw}" height="{h - bw}" rx="{rx}" filter="url(#felt)"/>'
    if bw:
        s += f'<rect x="{bw / 2}" y="{bw / 2}" width="{w - bw}" height="{h - bw}" rx="{rx}" fill="none" stroke="{border}" stroke-width="{bw}"/>'
    if inner and bw:
        s += f'<rect x="{bw + 4}" y="{bw + 4}" width="{w - 2 * bw - 8}" height="{h - 2 * bw - 8}" rx="{max(0, rx - 4)}" fill="none" stroke="{border}" stroke-width="1" opacity="0.55"/>'
    return s


def out(name, text, w=None, h=None, optimise=True):
    p = render_svg_text(text, GUI / name, w, h)
    if optimise:
        optimise_png(p)
    return p


def textbox(w, h):
    d = felt_defs(5, 0.22) + (
        f'<linearGradient id="tb" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{FELT_D}" stop-opacity="1"/>'
        f'<stop offset="1" stop-color="{FELT_D}" stop-opacity="1"/></linearGradient>'
        f'<linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{GOLD}" stop-opacity="0"/>'
        f'<stop offset="0.2" stop-color="{GOLD}"/><stop offset="0.8" stop-color="{GOLD}"/><stop offset="1" stop-color="{GOLD}" stop-opacity="0"/></linearGradient>'
    )
    b = f'<rect x="0" y="8" width="{w}" height="{h - 8}" fill="url(#tb)"/><rect x="0" y="8" width="{w}" height="{h - 8}" filter="url(#felt)"/>'
    b += f'<rect x="0" y="6" width="{w}" height="4" fill="url(#edge)"/><rect x="0" y="14" width="{w}" height="1.5" fill="url(#edge)" opacity="0.6"/>'
    # small suit ornament in the middle of the top edge
    for i, su in enumerate(("spades", "hearts", "diamonds", "clubs")):
        b += place_icon(f"game-icons__{su}", w / 2 - 58 + i * 30, 0, 20, GOLD)
    return svg(w, h, b, d)


def main_menu():
    """1920x1080: felt table, vignette, gold filigree, title on the right; cards fanned below it."""
    rng = random.Random(42)
    W, H = 1920, 1080
    d = felt_defs(11, 0.25, 0.75) + (
        f'<radialGradient id="lamp" cx="0.62" cy="0.42" r="0.75"><stop offset="0" stop-color="{FELT_L}"/>'
        f'<stop offset="0.6" stop-color="{FELT}"/><stop offset="1" stop-color="#07160e"/></radialGradient>'
        f'<linearGradient id="goldtxt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1c0"/>'
        f'<stop offset="0.5" stop-color="{GOLD}"/><stop offset="1" stop-color="{GOLD_D}"/></linearGradient>'
        f'<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="8"/></filter>'
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#lamp)"/><rect width="{W}" height="{H}" filter="url(#felt)"/>'
    # faint suit pattern in the felt
    for y in range(60, H, 150):
        for x in range(480 + (y // 150) % 2 * 75, W, 150):
            su = ("spades", "hearts", "diamonds", "clubs")[(x // 150 + y // 150) % 4]
            b += place_icon(f"game-icons__{su}", x, y, 34, "#ffffff", opacity=0.035)
    # gold frame lines
    b += f'<rect x="24" y="24" width="{W - 48}" height="{H - 48}" rx="18" fill="none" stroke="{GOLD}" stroke-width="3" opacity="0.8"/>'
    b += f'<rect x="36" y="36" width="{W - 72}" height="{H - 72}" rx="12" fill="none" stroke="{GOLD}" stroke-width="1.2" opacity="0.5"/>'
    for cx, cy in ((24, 24), (W - 24, 24), (24, H - 24), (W - 24, H - 24)):
        b += f'<circle cx="{cx}" cy="{cy}" r="10" fill="{GOLD}"/>'
    # title
    tx = 1230
    b += (
        f'<text x="{tx}" y="250" font-family="{SERIF}" font-weight="bold" font-size="190" text-anchor="middle" '
        f'fill="#000" opacity="0.55" filter="url(#shadow)">Kozyr</text>'
    )
    b += (
        f'<text x="{tx}" y="245" font-family="{SERIF}" font-weight="bold" font-size="190" text-anchor="middle" '
        f'fill="url(#goldtxt)" stroke="{INK}" stroke-width="5" paint-order="stroke" letter-spacing="4">Kozyr</text>'
    )
    b += f'<path d="M{tx - 330} 295 H{tx - 60} M{tx + 60} 295 H{tx + 330}" stroke="{GOLD}" stroke-width="3"/>'
    b += place_icon("game-icons__queen-crown", tx - 36, 262, 72, GOLD)
    b += (
        f'<text x="{tx}" y="385" font-family="{SERIF}" font-weight="bold" font-size="88" text-anchor="middle" '
        f'fill="{GOLD_L}" stroke="{INK}" stroke-width="3" paint-order="stroke" letter-spacing="10">Козырь</text>'
    )
    _ = rng
    return svg(W, H, b, d)


def window_icon():
    s = 250
    b = (
        f'<g transform="rotate(-12 125 125)"><rect x="52" y="22" width="146" height="206" rx="16" fill="#fffdf7" stroke="{INK}" stroke-width="6"/>'
        f'<rect x="64" y="34" width="122" height="182" rx="10" fill="none" stroke="{GOLD}" stroke-width="4"/>'
        + place_icon("game-icons__spades", 80, 70, 90, "#1a1a1a")
        + f'<text x="125" y="205" font-family="{SERIF}" font-weight="bold" font-size="44" text-anchor="middle" fill="{GOLD_D}">K</text>'
        + place_icon("game-icons__queen-crown", 100, 40, 50, GOLD)
        + "</g>"
    )
    return svg(s, s, b)


def bar(w, h, fill, track=False, vertical=False, rx=None):
    rx = rx if rx is not None else min(w, h) / 2 - 4
    if track:
        return svg(
            w,
            h,
            f'<rect x="3" y="{h / 2 - 9 if not vertical else 3}" width="{w - 6 if not vertical else w - 6}" '
            f'height="{18 if not vertical else h - 6}" rx="9" fill="{FELT_D}" stroke="{GOLD_D}" stroke-width="2"/>'
            if not vertical
            else f'<rect x="{w / 2 - 9}" y="3" width="18" height="{h - 6}" rx="9" fill="{FELT_D}" stroke="{GOLD_D}" stroke-width="2"/>',
        )
    if not vertical:
        return svg(
            w,
            h,
            f'<rect x="3" y="{h / 2 - 9}" width="{w - 6}" height="18" rx="9" fill="{fill}" stroke="{GOLD_D}" stroke-width="2"/>',
        )
    return svg(
        w,
        h,
        f'<rect x="{w / 2 - 9}" y="3" width="18" height="{h - 6}" rx="9" fill="{fill}" stroke="{GOLD_D}" stroke-width="2"/>',
    )


def thumb(w, h, hover):
    c = GOLD_L if hover else GOLD
    return svg(
        w,
        h,
        f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="{min(w, h) / 2 - 3}" fill="{c}" stroke="{INK}" stroke-width="3"/>'
        f'<rect x="{w / 2 - 2}" y="{h / 2 - 8}" width="4" height="16" fill="{GOLD_D}"/>'
        if w < h + 10
        else f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="{min(w, h) / 2 - 3}" fill="{c}" stroke="{INK}" stroke-width="3"/>',
    )


def overlay(w, h, kind):
    if kind == "confirm":
        return svg(w, h, f'<rect width="{w}" height="{h}" fill="#000" fill-opacity="0.6"/>')
    if kind == "main_menu":  # the template shows its left 420 px behind the navigation
        d = (
            '<linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#04100a" stop-opacity="0.85"/>'
            '<stop offset="0.19" stop-color="#04100a" stop-opacity="0.7"/><stop offset="0.22" stop-color="#04100a" stop-opacity="0"/></linearGradient>'
        )
        return svg(
            w,
            h,
            f'<rect width="{w}" height="{h}" fill="url(#g)"/><rect x="414" y="0" width="3" height="{h}" fill="{GOLD}" opacity="0.7"/>',
            d,
        )
    # game menu: dark left column for navigation, lighter veil elsewhere
    d = felt_defs(9, 0.15)
    return svg(
        w,
        h,
        f'<rect width="{w}" height="{h}" fill="#04100a" fill-opacity="0.8"/>'
        f'<rect width="420" height="{h}" fill="#04100a" fill-opacity="0.5"/>'
        f'<rect x="418" y="0" width="3" height="{h}" fill="{GOLD}" opacity="0.7"/>',
        d,
    )


def build():
    made = []
    # --- text windows, frames
    made.append(out("textbox.png", textbox(1920, 277)))
    made.append(out("phone/textbox.png", textbox(1920, 360)))
    made.append(
        out(
            "namebox.png",
            svg(
                450, 54, panel(450, 54, rx=8, fill=FELT_D, op=0.95, bw=3, inner=False), felt_defs()
            ),
        )
    )
    made.append(
        out(
            "frame.png",
            svg(900, 375, panel(900, 375, rx=12, fill=FELT_D, op=0.96, bw=4), felt_defs(6)),
        )
    )
    made.append(
        out(
            "confirm_frame.png",
            svg(
                400,
                250,
                panel(400, 250, rx=16, fill=FELT_D, op=0.97, bw=5)
                + "".join(
                    place_icon(f"game-icons__{su}", x, y, 26, GOLD)
                    for su, x, y in (
                        ("spades", 18, 18),
                        ("hearts", 356, 18),
                        ("diamonds", 18, 206),
                        ("clubs", 356, 206),
                    )
                ),
                felt_defs(7),
            ),
        )
    )
    made.append(
        out(
            "skip.png",
            svg(
                360, 64, panel(360, 64, rx=10, fill=FELT_D, op=0.9, bw=3, inner=False), felt_defs()
            ),
        )
    )
    made.append(
        out(
            "notify.png",
            svg(
                1383,
                64,
                panel(1383, 64, rx=10, fill=FELT_D, op=0.9, bw=3, inner=False),
                felt_defs(),
            ),
        )
    )
    for name in ("nvl.png", "phone/nvl.png"):
        made.append(
            out(
                name,
                svg(
                    1920,
                    1080,
                    '<rect width="1920" height="1080" fill="#04100a" fill-opacity="0.78"/>',
                ),
            )
        )
    # --- buttons
    B = "button/"
    made.append(out(B + "idle_background.png", svg(60, 60, "")))
    made.append(out(B + "insensitive_background.png", svg(60, 60, "")))
    made.append(
        out(
            B + "hover_background.png",
            svg(
                60,
                60,
                f'<rect x="1" y="1" width="58" height="58" rx="6" fill="{GOLD}" fill-opacity="0.16"/>',
            ),
        )
    )
    made.append(
        out(
            B + "selected_idle_background.png",
            svg(60, 60, f'<rect x="0" y="54" width="60" height="4" fill="{GOLD}"/>'),
        )
    )
    made.append(
        out(
            B + "selected_hover_background.png",
            svg(
                60,
                60,
                f'<rect x="1" y="1" width="58" height="58" rx="6" fill="{GOLD}" fill-opacity="0.16"/><rect x="0" y="54" width="60" height="4" fill="{GOLD}"/>',
            ),
        )
    )
    made.append(out(B + "quick_idle_background.png", svg(150, 45, "")))
    made.append(
        out(
            B + "quick_hover_background.png",
            svg(
                150,
                45,
                f'<rect x="2" y="2" width="146" height="43" rx="8" fill="{GOLD}" fill-opacity="0.18"/>',
            ),
        )
    )
    for pre in ("", "phone/"):
        made.append(
            out(
                pre + B + "choice_idle_background.png",
                svg(
                    1185,
                    52,
                    panel(1185, 52, rx=10, fill=FELT_D, op=0.88, bw=2, inner=False),
                    felt_defs(),
                ),
            )
        )
        made.append(
            out(
                pre + B + "choice_hover_background.png",
                svg(
                    1185,
                    52,
                    panel(
                        1185, 52, rx=10, fill="#3b6a3a", op=0.95, border=GOLD_L, bw=3, inner=False
                    ),
                    felt_defs(),
                ),
            )
        )
    made.append(
        out(
            B + "slot_idle_background.png",
            svg(
                600,
                206,
                panel(600, 206, rx=10, fill=FELT_D, op=0.75, border=GOLD_D, bw=2, inner=False),
                felt_defs(),
            ),
        )
    )
    made.append(
        out(
            B + "slot_hover_background.png",
            svg(
                600,
                206,
                panel(600, 206, rx=10, fill=FELT, op=0.9, border=GOLD_L, bw=3, inner=False),
                felt_defs(),
            ),
        )
    )
    for pre, sz in (("", 27), ("phone/", 40)):
        box = f'<rect x="3" y="3" width="{sz - 6}" height="{sz - 6}" rx="4" fill="{FELT_D}" stroke="{GOLD}" stroke-width="2.5"/>'
        tick = f'<path d="M{sz * 0.25} {sz * 0.52} L{sz * 0.43} {sz * 0.7} L{sz * 0.76} {sz * 0.3}" fill="none" stroke="{GOLD_L}" stroke-width="{sz / 8}" stroke-linecap="round"/>'
        ring = f'<circle cx="{sz / 2}" cy="{sz / 2}" r="{sz / 2 - 3}" fill="{FELT_D}" stroke="{GOLD}" stroke-width="2.5"/>'
        dot = f'<circle cx="{sz / 2}" cy="{sz / 2}" r="{sz / 4}" fill="{GOLD_L}"/>'
        for kind, blank, mark in (("check", box, tick), ("radio", ring, dot)):
            made.append(out(pre + B + kind + "_foreground.png", svg(sz, sz, blank)))
            made.append(out(pre + B + kind + "_selected_foreground.png", svg(sz, sz, blank + mark)))
    # --- bars, scrollbars, sliders (desktop sizes; phone sizes from gui.rpy: bar 64, scrollbar 18->? , slider 64)
    for pre, bs, ts in (("", 38, 30), ("phone/", 64, 50)):
        made.append(out(pre + "bar/left.png", bar(120, bs, GOLD)))
        made.append(out(pre + "bar/right.png", bar(120, bs, None, track=True)))
        made.append(out(pre + "bar/top.png", bar(bs, 120, GOLD, vertical=True)))
        made.append(out(pre + "bar/bottom.png", bar(bs, 120, None, track=True, vertical=True)))
        for st in ("idle", "hover"):
            c = GOLD if st == "idle" else GOLD_L
            made.append(
                out(pre + f"scrollbar/horizontal_{st}_bar.png", bar(120, bs, None, track=True))
            )
            made.append(out(pre + f"scrollbar/horizontal_{st}_thumb.png", bar(120, bs, c)))
            made.append(
                out(
                    pre + f"scrollbar/vertical_{st}_bar.png",
                    bar(bs, 120, None, track=True, vertical=True),
                )
            )
            made.append(
                out(pre + f"scrollbar/vertical_{st}_thumb.png", bar(bs, 120, c, vertical=True))
            )
            made.append(
                out(pre + f"slider/horizontal_{st}_bar.png", bar(120, bs, None, track=True))
            )
            made.append(
                out(pre + f"slider/horizontal_{st}_thumb.png", thumb(ts, bs, st == "hover"))
            )
            made.append(
                out(
                    pre + f"slider/vertical_{st}_bar.png",
                    bar(bs, 120, None, track=True, vertical=True),
                )
            )
            made.append(out(pre + f"slider/vertical_{st}_thumb.png", thumb(bs, ts, st == "hover")))
    # --- a piece of lit table felt with a stitched gold edge: the background of the card
    # examples in Rules (and of any screen that lays cards out), a Frame with 24 px borders
    w, h = 640, 320
    d = felt_defs(17, 0.22, 0.85) + (
        f'<radialGradient id="lit" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="{FELT_L}"/>'
        f'<stop offset="1" stop-color="{FELT}"/></radialGradient>'
        '<filter id="inset"><feGaussianBlur stdDeviation="6"/></filter>'
    )
    b = f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="16" fill="url(#lit)"/>'
    b += f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="16" filter="url(#felt)"/>'
    b += f'<rect x="4" y="4" width="{w - 8}" height="{h - 8}" rx="14" fill="none" stroke="#000" stroke-opacity="0.45" stroke-width="10" filter="url(#inset)"/>'
    b += f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="16" fill="none" stroke="{GOLD_D}" stroke-width="3"/>'
    b += f'<rect x="12" y="12" width="{w - 24}" height="{h - 24}" rx="10" fill="none" stroke="{GOLD}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="9 7"/>'
    made.append(out("felt_panel.png", svg(w, h, b, d)))
    # --- overlays
    for pre in ("", "phone/"):
        made.append(out(pre + "overlay/main_menu.png", overlay(1920, 1080, "main_menu")))
        made.append(out(pre + "overlay/game_menu.png", overlay(1920, 1080, "game_menu")))
    made.append(out("overlay/confirm.png", overlay(1920, 1080, "confirm")))
    made.append(out("window_icon.png", window_icon(), optimise=False))
    # --- menus: game menu = plain felt; main menu = felt + title + fanned cards
    gm = svg(
        1920,
        1080,
        f'<rect width="1920" height="1080" fill="{FELT}"/><rect width="1920" height="1080" filter="url(#felt)"/>'
        f'<rect x="24" y="24" width="1872" height="1032" rx="18" fill="none" stroke="{GOLD}" stroke-width="3" opacity="0.6"/>',
        felt_defs(13, 0.25, 0.75),
    )
    p = out("game_menu.png", gm, optimise=False)
    from PIL import Image

    # Menu pages draw one opaque picture: the felt with the game-menu veil, navigation column
    # and gold rule baked in (a full-screen translucent overlay on top of a full-screen
    # background costs a second full-screen pass per frame under software rendering).
    page = Image.open(p).convert("RGBA")
    page.alpha_composite(Image.open(GUI / "overlay" / "game_menu.png").convert("RGBA"))
    save_dithered(page, p)
    made.append(p)
    made.append(compose_main_menu())
    return made


def save_dithered(im, dst):
    """Full-screen felt art: a 256-colour dithered palette PNG is a third of the RGB size."""
    from PIL import Image

    q = im.convert("RGB").quantize(
        colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG
    )
    q.save(dst, optimize=True)


def compose_main_menu():
    import math

    from PIL import Image, ImageFilter

    base_png = BUILD / "gui" / "main_menu_base.png"
    render_svg_text(main_menu(), base_png)
    im = Image.open(base_png).convert("RGBA")
    # fan of five cards; the trump (ace of spades) lies on top, a crown above it
    fan = [("7H", -28), ("9D", -14), ("KC", 0), ("QH", 14), ("AS", 28)]
    cx, cy = 1230, 1250
    for code, ang in fan:
        png = BUILD / "gui" / f"card_{code}.png"
        rsvg(KENNARD_DIR / "2color" / f"{code}.svg", png, width=300)
        card = Image.open(png).convert("RGBA")
        # drop shadow
        sh = Image.new("RGBA", card.size, (0, 0, 0, 0))
        sh.putalpha(card.getchannel("A").point(lambda a: int(a * 0.5)))
        sh = sh.filter(ImageFilter.GaussianBlur(10))
        a = math.radians(ang)
        dist = 520
        layers = [(sh, (12, 16)), (card, (0, 0))]
        if code == "AS":  # the trump glows
            gl = Image.new("RGBA", (card.width + 80, card.height + 80), (0, 0, 0, 0))
            gold = Image.new("RGBA", card.size, (245, 205, 90, 0))
            gold.putalpha(card.getchannel("A"))
            gl.alpha_composite(gold, (40, 40))
            gl = gl.filter(ImageFilter.GaussianBlur(22))
            layers.insert(0, (gl, (0, 0)))
        for layer, off in layers:
            r = layer.rotate(-ang, resample=Image.BICUBIC, expand=True)
            x = cx + dist * math.sin(a) - r.width / 2 + off[0]
            y = cy - dist * math.cos(a) - r.height / 2 + off[1]
            im.alpha_composite(r, (int(x), int(y)))
    # the navigation column's shade, baked in for the same reason as the menu pages'
    im.alpha_composite(Image.open(GUI / "overlay" / "main_menu.png").convert("RGBA"))
    dst = GUI / "main_menu.png"
    save_dithered(im, dst)
    return dst
