# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""Backgrounds: procedural flat SVG scenes (1920x1080) rendered by rsvg-convert, shipped as WebP.

Every scene draws from random.Random(<fixed seed>) so the output is reproducible. Silhouettes
(trees, tents, lamps, ...) are game-icons.net icons (CC BY 3.0)."""

import json
import math
import random

from .common import BUILD, IMAGES, place_icon, render_svg_text, save_webp
from .people import person

W, H = 1920, 1080


def svg(defs, body, blur=0.0, grain=0.07):
    """A full-screen picture: body softened by `blur`, under the vignette and the grain.

    The filters work in sRGB (color-interpolation-filters), not SVG's default linearRGB: the
    renderer keeps 8 bits a channel between filter steps, and in linear light the dark end
    has only a handful of levels, so a night sky's slow gradient came out in hard bands a
    dozen levels apart. In sRGB the gradient keeps every level, and the grain dithers them."""
    soft = (
        f'<filter id="soft" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="{blur}"/></filter>'
        if blur
        else ""
    )
    g_open = '<g filter="url(#soft)">' if blur else "<g>"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}"><defs>{defs}{soft}'
        f'<filter id="grain" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="7"/>'
        f'<feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 {grain}"/></feComponentTransfer></filter>'
        f'<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>'
        f'<stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>'
        f'{g_open}{body}</g><rect width="{W}" height="{H}" fill="url(#vignette)"/>'
        f'<rect width="{W}" height="{H}" filter="url(#grain)"/></svg>'
    )


def lin(id_, *stops, vertical=True):
    x2, y2 = (0, 1) if vertical else (1, 0)
    st = "".join(f'<stop offset="{o}" stop-color="{c}"/>' for o, c in stops)
    return f'<linearGradient id="{id_}" x1="0" y1="0" x2="{x2}" y2="{y2}">{st}</linearGradient>'


def glow(id_, colour, op=0.7):
    return (
        f'<radialGradient id="{id_}"><stop offset="0" stop-color="{colour}" stop-opacity="{op}"/>'
        f'<stop offset="1" stop-color="{colour}" stop-opacity="0"/></radialGradient>'
    )


def ridge(rng, y, amp, colour, step=60, rough=0.5, opacity=1.0):
    """A hill/mountain band: a filled polyline from left to right at height ~y."""
    pts = []
    phase = rng.uniform(0, 6.28)
    for x in range(-60, W + 120, step):
        v = math.sin(x / 310 + phase) * amp + math.sin(x / 97 + phase * 2) * amp * 0.25 * rough
        v += rng.uniform(-amp, amp) * 0.12 * rough
        pts.append((x, y - v))
    d = (
        f"M{pts[0][0]} {H} "
        + " ".join(f"L{x:.0f} {yy:.0f}" for x, yy in pts)
        + f" L{W + 120} {H} Z"
    )
    return f'<path d="{d}" fill="{colour}" opacity="{opacity}"/>'


def smooth_ridge(rng, y, amp, colour, opacity=1.0, freq=1.0):
    phase = rng.uniform(0, 6.28)
    d = f"M0 {H} L0 {y:.0f}"
    for x in range(0, W + 1, 40):
        v = (
            math.sin(x / 420 * freq + phase) * amp
            + math.sin(x / 170 * freq + phase * 1.7) * amp * 0.3
        )
        d += f" L{x} {y - v:.1f}"
    d += f" L{W} {H} Z"
    return f'<path d="{d}" fill="{colour}" opacity="{opacity}"/>'


def stars(rng, n, ymax, colour="#fff"):
    return "".join(
        f'<circle cx="{rng.uniform(0, W):.0f}" cy="{rng.uniform(0, ymax):.0f}" r="{rng.uniform(0.8, 2.6):.1f}" '
        f'fill="{colour}" opacity="{rng.uniform(0.35, 1):.2f}"/>'
        for _ in range(n)
    )


def clouds(rng, n, ymin, ymax, colour="#ffffff", op=0.85):
    s = ""
    for _ in range(n):
        cx, cy, sc = rng.uniform(-100, W), rng.uniform(ymin, ymax), rng.uniform(0.7, 1.5)
        s += f'<g opacity="{op}" transform="translate({cx:.0f} {cy:.0f}) scale({sc:.2f})" fill="{colour}">'
        s += (
            '<ellipse cx="0" cy="0" rx="110" ry="34"/><ellipse cx="-50" cy="-18" rx="50" ry="36"/>'
            '<ellipse cx="30" cy="-30" rx="62" ry="46"/><ellipse cx="85" cy="-8" rx="44" ry="28"/></g>'
        )
    return s


def trees(rng, n, y, size, colour, icon="game-icons__pine-tree", jitter=30, spread=(-80, W + 40)):
    s = ""
    for i in range(n):
        x = spread[0] + (spread[1] - spread[0]) * i / max(1, n - 1) + rng.uniform(-jitter, jitter)
        sz = size * rng.uniform(0.8, 1.2)
        s += place_icon(icon, x, y - sz + rng.uniform(-15, 15), sz, colour)
    return s


def planks(rng, x0, y0, x1, y1, base, horizontal=False, seam="#2b180c"):
    s = ""
    r0, g0, b0 = (int(base[i : i + 2], 16) for i in (1, 3, 5))
    pos = x0 if not horizontal else y0
    end = x1 if not horizontal else y1
    while pos < end:
        w = rng.randint(70, 120)
        k = rng.randint(-14, 14)
        c = f"#{max(0, min(255, r0 + k)):02x}{max(0, min(255, g0 + k // 2)):02x}{max(0, min(255, b0 + k // 3)):02x}"
        if horizontal:
            s += f'<rect x="{x0}" y="{pos}" width="{x1 - x0}" height="{w}" fill="{c}" stroke="{seam}" stroke-width="4"/>'
        else:
            s += f'<rect x="{pos}" y="{y0}" width="{w}" height="{y1 - y0}" fill="{c}" stroke="{seam}" stroke-width="4"/>'
            for _ in range(rng.randint(0, 2)):
                ky = rng.uniform(y0 + 20, y1 - 20)
                s += f'<ellipse cx="{pos + w / 2:.0f}" cy="{ky:.0f}" rx="7" ry="4" fill="{seam}" opacity="0.5"/>'
        pos += w
    return s


# ------------------------------------------------------------------------------------- scenes
def border(rng):
    d = lin("sky", (0, "#f3b27a"), (0.45, "#f6d9a3"), (1, "#cfe3d0")) + glow("sun", "#fff3c4", 0.9)
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
    b += '<circle cx="1450" cy="380" r="260" fill="url(#sun)"/><circle cx="1450" cy="380" r="70" fill="#fff4d6"/>'
    b += clouds(rng, 6, 90, 300, "#fff6e8", 0.7)
    b += ridge(rng, 560, 90, "#9aa8b8", step=45, rough=1.4)
    b += ridge(rng, 640, 50, "#7d9a86", step=60)
    b += smooth_ridge(rng, 720, 30, "#6f8f5a")
    b += trees(rng, 9, 740, 110, "#4e6d44", spread=(-40, 700)) + trees(
        rng, 6, 760, 130, "#46633d", spread=(1350, 1960)
    )
    # road into the distance
    b += '<path d="M700 1080 C820 900 900 800 930 700 L990 700 C1010 800 1120 900 1320 1080 Z" fill="#c8a877"/>'
    b += '<path d="M960 1080 C955 900 958 800 960 705" stroke="#e6d2a8" stroke-width="10" stroke-dasharray="40 36" fill="none"/>'
    # the border gate: two posts, a striped barrier, a hut and a flag
    b += '<rect x="640" y="620" width="34" height="300" fill="#5a4030"/><rect x="1250" y="620" width="34" height="300" fill="#5a4030"/>'
    bar = "".join(
        f'<rect x="{660 + i * 58}" y="700" width="29" height="26" fill="#b3262c"/>'
        for i in range(10)
    )
    b += f'<rect x="660" y="700" width="600" height="26" fill="#f5efe0"/>{bar}<circle cx="657" cy="713" r="22" fill="#3a2a20"/>'
    b += '<path d="M1330 560 L1600 560 L1600 900 L1330 900 Z" fill="#8a6a4a"/><path d="M1300 570 L1465 440 L1630 570 Z" fill="#6b3b2a"/>'
    b += '<rect x="1380" y="640" width="90" height="80" fill="#ffe2a0"/><path d="M1425 640 V720 M1380 680 H1470" stroke="#5a4030" stroke-width="8"/>'
    b += '<rect x="1500" y="760" width="70" height="140" fill="#4a3020"/>'
    b += '<rect x="1620" y="380" width="10" height="520" fill="#3a2a20"/><path d="M1630 390 Q1700 370 1760 400 Q1700 430 1630 420 Z" fill="#2f6a4f"/>'
    b += place_icon("game-icons__spades", 1672, 388, 32, "#e8c36a")
    b += '<path d="M0 900 Q960 860 1920 910 L1920 1080 L0 1080 Z" fill="#5d7a4a"/>'
    b += place_icon("game-icons__barrel", 500, 820, 110, "#5a4030") + place_icon(
        "game-icons__barrel", 420, 850, 90, "#4a3424"
    )
    return svg(d, b, blur=0.6)


def inn(rng):
    d = (
        glow("lamp", "#ffd27a", 0.55)
        + glow("fire", "#ff9a3c", 0.6)
        + lin("floor", (0, "#3a2414"), (1, "#24150b"))
    )
    b = f'<rect width="{W}" height="{H}" fill="#4a2c18"/>'
    b += planks(rng, 0, 0, W, 720, "#5e3a20")
    b += '<rect x="0" y="690" width="1920" height="40" fill="#2b180c"/>'
    b += f'<rect x="0" y="730" width="{W}" height="350" fill="url(#floor)"/>'
    b += planks(rng, 0, 730, W, 1080, "#3a2414", horizontal=True, seam="#1c0f06")
    # beams
    b += '<rect x="0" y="0" width="1920" height="60" fill="#2b180c"/><rect x="300" y="0" width="46" height="720" fill="#32200f"/><rect x="1560" y="0" width="46" height="720" fill="#32200f"/>'
    # window with night sky
    b += '<rect x="420" y="150" width="300" height="260" fill="#1a2850"/>'
    b += "".join(
        f'<circle cx="{rng.uniform(430, 710):.0f}" cy="{rng.uniform(160, 400):.0f}" r="{rng.uniform(1, 2.4):.1f}" fill="#fff" opacity="0.8"/>'
        for _ in range(18)
    )
    b += '<circle cx="650" cy="210" r="26" fill="#f4f1d0"/><rect x="420" y="150" width="300" height="260" fill="none" stroke="#2b180c" stroke-width="18"/><path d="M570 150 V410 M420 280 H720" stroke="#2b180c" stroke-width="12"/>'
    # shelves with mugs and bottles
    for sy in (220, 380):
        b += f'<rect x="900" y="{sy}" width="560" height="16" fill="#2b180c"/>'
        x = 920
        while x < 1420:
            if rng.random() < 0.5:
                b += place_icon("game-icons__beer-stein", x, sy - 70, 70, "#c9a66b")
            else:
                b += place_icon(
                    rng.choice(["game-icons__wine-bottle", "game-icons__jug"]),
                    x,
                    sy - 80,
                    80,
                    rng.choice(["#2f6a4f", "#7a2a2a", "#8a6a3a"]),
                )
            x += rng.randint(75, 110)
    # fireplace on the right
    b += '<rect x="1640" y="380" width="280" height="350" fill="#6b6460"/><rect x="1690" y="480" width="190" height="250" fill="#1a0e08"/>'
    b += '<rect x="1620" y="360" width="320" height="34" fill="#4a3a30"/>'
    b += '<circle cx="1785" cy="640" r="220" fill="url(#fire)"/>' + place_icon(
        "game-icons__campfire", 1720, 580, 130, "#ffae42"
    )
    # hanging lamps
    for lx in (150, 760):
        b += f'<path d="M{lx + 45} 60 V150" stroke="#1a0e08" stroke-width="5"/><circle cx="{lx + 45}" cy="200" r="200" fill="url(#lamp)"/>'
        b += place_icon("game-icons__lantern-flame", lx, 150, 90, "#f2c057")
    b += inn_card_table(560, 790)
    return svg(d, b, blur=0.5)


def inn_card_table(cx, y):
    """Marta's round card table standing back on the floor, its top at (cx, y): far enough into the
    room that a sprite in front of it (left, centre or right) stands before it, not on it."""
    s = f'<ellipse cx="{cx}" cy="{y + 150}" rx="230" ry="26" fill="#000" opacity="0.35"/>'
    for lx in (-150, 150):
        s += f'<rect x="{cx + lx - 12}" y="{y + 20}" width="24" height="130" fill="#2b180c"/>'
    s += f'<rect x="{cx - 18}" y="{y + 20}" width="36" height="126" fill="#24140a"/>'
    s += f'<ellipse cx="{cx}" cy="{y + 14}" rx="250" ry="50" fill="#3a2212"/>'
    s += f'<ellipse cx="{cx}" cy="{y}" rx="250" ry="50" fill="#1f4a35" stroke="#5a3a20" stroke-width="12"/>'
    s += f'<ellipse cx="{cx - 40}" cy="{y - 8}" rx="150" ry="26" fill="#2f6a4c" opacity="0.5"/>'
    s += f'<circle cx="{cx + 120}" cy="{y - 40}" r="90" fill="url(#lamp)"/>'
    s += place_icon("game-icons__candle-flame", cx + 90, y - 66, 60, "#ffe3a0")
    return s


def road(rng):
    d = lin("sky", (0, "#6fb3e0"), (0.6, "#b9dcef"), (1, "#eaf4e6"))
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
    b += clouds(rng, 9, 80, 360, "#ffffff", 0.9)
    b += ridge(rng, 560, 60, "#a7c0cf", step=50)
    b += smooth_ridge(rng, 640, 40, "#9cc47a")
    b += place_icon("game-icons__windmill", 1420, 420, 200, "#7a6a5a")
    b += smooth_ridge(rng, 720, 50, "#7fae5a", freq=0.8)
    # fields with furrows
    b += '<path d="M0 760 L700 700 L760 760 L0 900 Z" fill="#d9c46a"/><path d="M1200 700 L1920 740 L1920 880 L1140 760 Z" fill="#c9b25a"/>'
    for i in range(6):
        b += f'<path d="M0 {790 + i * 20} L{700 + i * 10} {712 + i * 8}" stroke="#bfa850" stroke-width="4"/>'
    b += trees(rng, 5, 760, 140, "#3f6b3a", icon="game-icons__oak", spread=(40, 560))
    b += trees(rng, 4, 780, 160, "#36602f", icon="game-icons__oak", spread=(1300, 1880))
    b += '<path d="M0 840 Q960 780 1920 850 L1920 1080 L0 1080 Z" fill="#6a9c4a"/>'
    b += '<path d="M560 1080 C760 920 880 800 940 700 L980 700 C1020 800 1160 920 1420 1080 Z" fill="#d8bc88"/>'
    b += '<path d="M660 1080 C820 930 900 820 950 700" stroke="#c4a36e" stroke-width="8" fill="none"/><path d="M1300 1080 C1120 930 1020 820 972 700" stroke="#c4a36e" stroke-width="8" fill="none"/>'
    # signpost
    b += '<rect x="1470" y="760" width="18" height="220" fill="#5a4030"/><path d="M1380 790 L1590 790 L1620 815 L1590 840 L1380 840 Z" fill="#8a6a4a"/>'
    b += '<path d="M1600 870 L1400 870 L1370 895 L1400 920 L1600 920 Z" fill="#7a5a3a"/>'
    return svg(d, b, blur=0.5)


def bridge(rng):
    """The Long Bridge (ch03, ch08): standing on it, looking along it to the high country; the
    deck and its low parapets run to the far bank, the fast grey river below on both sides, and
    beyond, pine forests and the snow. Brandt's folding table stands on the deck."""
    d = (
        lin("sky", (0, "#78b4e0"), (0.7, "#c4def0"), (1, "#e8f0ea"))
        + lin("river", (0, "#8a9cab"), (1, "#4e6273"))
        + lin("deck", (0, "#c2b08e"), (1, "#9a8662"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + clouds(
        rng, 7, 60, 300, "#ffffff", 0.9
    )
    # the high country: snowy peaks, then pine forests down to the far bank
    b += '<path d="M0 470 L220 360 L380 420 L600 300 L760 380 L960 270 L1160 370 L1320 300 L1560 410 L1760 330 L1920 400 L1920 560 L0 560 Z" fill="#a8b8cc"/>'
    b += '<path d="M540 330 L600 300 L660 334 L630 344 L600 330 L570 346 Z M900 300 L960 270 L1020 302 L990 312 L960 298 L930 314 Z M1270 326 L1320 300 L1372 330 L1340 338 L1320 326 L1296 340 Z" fill="#f4f7fb"/>'
    b += ridge(rng, 520, 30, "#6f8a7a", step=40)
    b += trees(rng, 22, 590, 110, "#3e5e48", jitter=14)
    b += '<rect x="0" y="580" width="1920" height="30" fill="#6e8a58"/>'
    # the river below, with streaks of fast water
    b += '<rect x="0" y="606" width="1920" height="474" fill="url(#river)"/>'
    for _ in range(70):
        y = rng.uniform(615, 1060)
        x = rng.uniform(-60, 1900)
        ln = rng.uniform(40, 140) * (0.5 + (y - 600) / 480)
        b += f'<path d="M{x:.0f} {y:.0f} h{ln:.0f}" stroke="#dce6ee" stroke-width="{1.5 + (y - 600) / 160:.1f}" opacity="{rng.uniform(0.3, 0.6):.2f}" stroke-linecap="round"/>'
    # the deck, running away to the far bank (vanishing toward (960, 596))
    b += '<path d="M260 1080 L900 612 L1020 612 L1660 1080 Z" fill="url(#deck)"/>'
    for k in range(1, 14):
        t = (k / 14) ** 1.8
        y = 612 + (1080 - 612) * t
        xl, xr = 900 - 640 * t, 1020 + 640 * t
        b += f'<path d="M{xl:.0f} {y:.0f} H{xr:.0f}" stroke="#8a7656" stroke-width="{1 + 3 * t:.1f}" opacity="0.6"/>'
    for k in range(-4, 5):
        b += f'<path d="M{960 + k * 14:.0f} 612 L{960 + k * 160:.0f} 1080" stroke="#8a7656" stroke-width="2.5" opacity="0.45"/>'
    # the two parapets: their inner faces in courses of stone, their tops a lighter coping
    for side in (-1, 1):
        nx, fx = 960 + side * 700, 960 + side * 60  # near and far foot of the wall (x)
        ny, fy = 1080, 612
        nh, fh = 250, 22  # the wall's height, near and far
        wall = f"M{nx} {ny} L{fx} {fy} L{fx} {fy - fh} L{nx} {ny - nh} Z"
        b += f'<path d="{wall}" fill="#aaa398"/>'
        for c in range(1, 4):
            f = c / 4
            b += f'<path d="M{nx} {ny - nh * f:.0f} L{fx} {fy - fh * f:.1f}" stroke="#7d776c" stroke-width="{1 + 2 * (1 - f):.1f}" opacity="0.8"/>'
        for k in range(1, 18):
            t = (k / 18) ** 1.7
            x = fx + (nx - fx) * t
            y0 = fy + (ny - fy) * t
            h = fh + (nh - fh) * t
            b += f'<path d="M{x:.0f} {y0:.0f} V{y0 - h:.0f}" stroke="#7d776c" stroke-width="{1 + 3 * t:.1f}" opacity="0.7"/>'
        b += f'<path d="M{nx - side * 14} {ny - nh - 26} L{fx} {fy - fh - 5} L{fx} {fy - fh} L{nx} {ny - nh} Z" fill="#c9c3b6"/>'
        b += f'<path d="{wall}" fill="none" stroke="#5e594f" stroke-width="4"/>'
    # Brandt's folding table, weighted with stones, and two stools, a little way along the deck
    b += '<rect x="920" y="706" width="90" height="8" fill="#6a4a2a"/><path d="M930 714 L1000 760 M1000 714 L930 760" stroke="#4a3020" stroke-width="5"/>'
    b += '<ellipse cx="944" cy="704" rx="10" ry="6" fill="#8a857c"/><ellipse cx="990" cy="704" rx="8" ry="5" fill="#8a857c"/>'
    b += '<rect x="880" y="730" width="30" height="6" fill="#6a4a2a"/><path d="M884 736 L906 762 M906 736 L884 762" stroke="#4a3020" stroke-width="4"/>'
    b += '<rect x="1022" y="730" width="30" height="6" fill="#6a4a2a"/><path d="M1026 736 L1048 762 M1048 736 L1026 762" stroke="#4a3020" stroke-width="4"/>'
    return svg(d, b, blur=0.5)


def temple(rng):
    d = (
        lin("sky", (0, "#f5e3b0"), (1, "#f0c878"))
        + glow("halo", "#fff6d0", 0.95)
        + lin("floor", (0, "#e8d5a8"), (1, "#b89a62"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>'
    # sun rays from the coin, high on the back wall: above Aurelia's own halo when she stands
    # in the middle (her portrait's ring tops out near y 370), so the two never stack
    for i in range(18):
        a = -math.pi + i * math.pi / 17
        b += f'<path d="M960 250 L{960 + 1600 * math.cos(a - 0.04):.0f} {250 + 1600 * math.sin(a - 0.04):.0f} L{960 + 1600 * math.cos(a + 0.04):.0f} {250 + 1600 * math.sin(a + 0.04):.0f} Z" fill="#fff7dc" opacity="0.35"/>'
    b += '<circle cx="960" cy="250" r="240" fill="url(#halo)" opacity="0.8"/>'
    # the golden coin with a four-leaf clover
    b += '<circle cx="960" cy="240" r="100" fill="#e3ae2a" stroke="#a97a12" stroke-width="12"/><circle cx="960" cy="240" r="78" fill="none" stroke="#fff0b0" stroke-width="5"/>'
    for dx, dy in ((-23, -23), (23, -23), (-23, 23), (23, 23)):
        b += f'<circle cx="{960 + dx}" cy="{240 + dy}" r="28" fill="#4c9a48"/>'
    b += '<path d="M960 240 Q973 287 993 307" stroke="#3a7a36" stroke-width="9" fill="none"/>'
    # colonnade
    b += f'<rect x="0" y="780" width="{W}" height="300" fill="url(#floor)"/>'
    for _k, x in enumerate([60, 300, 1500, 1740]):
        b += f'<rect x="{x}" y="150" width="120" height="650" fill="#f4ecd8"/>'
        for f in range(5):
            b += f'<rect x="{x + 14 + f * 22}" y="170" width="8" height="610" fill="#d9ccae"/>'
        b += f'<rect x="{x - 20}" y="120" width="160" height="40" fill="#e8dcc0"/><rect x="{x - 20}" y="780" width="160" height="36" fill="#e8dcc0"/>'
    b += '<path d="M0 0 H1920 V110 H0 Z" fill="#e8dcc0"/><path d="M0 110 H1920" stroke="#c9b68a" stroke-width="10"/>'
    b += "".join(
        f'<rect x="{x}" y="30" width="60" height="50" fill="#d9c8a0"/>'
        for x in range(40, 1900, 110)
    )
    # steps and an altar with dice
    for i in range(4):
        b += f'<rect x="{560 - i * 60}" y="{700 + i * 30}" width="{800 + i * 120}" height="30" fill="#{0xE6 - i * 8:02x}{0xD6 - i * 8:02x}{0xAA - i * 8:02x}"/>'
    b += '<rect x="820" y="600" width="280" height="100" fill="#f1e6c8" stroke="#c9b68a" stroke-width="6"/>'
    b += place_icon("game-icons__laurel-crown", 900, 560, 120, "#c8961e")
    # golden braziers
    for x in (470, 1370):
        b += f'<circle cx="{x + 40}" cy="600" r="140" fill="url(#halo)"/>' + place_icon(
            "game-icons__fire-bowl", x, 560, 90, "#c8961e"
        )
    return svg(d, b, blur=0.5)


def tower(rng):
    d = (
        lin("sky", (0, "#241a4a"), (0.55, "#6a3f8a"), (1, "#e58a6a"))
        + glow("spark", "#ffb347", 0.8)
        + lin("yard", (0, "#6b6670"), (1, "#3e3a45"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 90, 400)
    b += ridge(rng, 700, 60, "#3b2f5a", step=60)
    d += tower_keep_defs()
    b += tower_keep()
    # yard wall and flagstones
    b += f'<rect x="0" y="700" width="{W}" height="380" fill="url(#yard)"/>'
    for row in range(6):
        y = 720 + row * 60
        off = row % 2 * 60
        for x in range(-60 + off, W, 120):
            b += f'<rect x="{x + 4}" y="{y + 4}" width="112" height="52" rx="6" fill="#5a5562" opacity="0.7"/>'
    b += '<rect x="0" y="600" width="700" height="120" fill="#6b6478"/>' + "".join(
        f'<rect x="{x}" y="570" width="60" height="40" fill="#6b6478"/>' for x in range(0, 700, 100)
    )
    # scorched ring and practice targets
    b += '<ellipse cx="700" cy="900" rx="260" ry="70" fill="#1e1820" opacity="0.6"/><ellipse cx="700" cy="900" rx="160" ry="40" fill="#2c2226" opacity="0.7"/>'
    for x, y in ((300, 640), (420, 620)):
        b += f'<circle cx="{x}" cy="{y}" r="46" fill="#f4ead0" stroke="#b3262c" stroke-width="14"/><circle cx="{x}" cy="{y}" r="14" fill="#b3262c"/>'
    for _ in range(26):
        x, y, r = rng.uniform(200, 1700), rng.uniform(350, 950), rng.uniform(3, 9)
        b += f'<circle cx="{x:.0f}" cy="{y:.0f}" r="{r * 5:.0f}" fill="url(#spark)"/><circle cx="{x:.0f}" cy="{y:.0f}" r="{r / 2:.1f}" fill="#fff2c0"/>'
    b += place_icon("game-icons__cauldron", 120, 820, 150, "#2a2230") + place_icon(
        "game-icons__spell-book", 1650, 880, 120, "#5a2a6a"
    )
    return svg(d, b, blur=0.5)


def tower_keep_defs():
    """The gradients tower_keep draws with: soot soft at its edges, a shaded body."""
    return (
        '<radialGradient id="soot"><stop offset="0" stop-color="#1e1824" stop-opacity="0.85"/>'
        '<stop offset="0.55" stop-color="#2a2230" stop-opacity="0.45"/><stop offset="1" stop-color="#2a2230" stop-opacity="0"/></radialGradient>'
        + lin("keep", (0, "#7a7486"), (0.45, "#948ea0"), (1, "#6e6878"), vertical=False)
    )


def tower_keep():
    """Pip's tower: an opaque stone body, its bricks clipped to the outline, soft soot marks
    from the practice (radial, fading out), the slate roof and two lit windows."""
    outline = "M1180 780 L1220 200 L1500 200 L1540 780 Z"
    s = f'<path d="{outline}" fill="url(#keep)"/>'
    s += f'<clipPath id="keep_clip"><path d="{outline}"/></clipPath><g clip-path="url(#keep_clip)">'
    for y in range(206, 780, 48):
        off = (y // 48) % 2 * 35
        for x in range(1150 + off, 1560, 70):
            s += f'<rect x="{x}" y="{y}" width="64" height="42" rx="3" fill="#a29cad"/>'
            s += f'<rect x="{x}" y="{y + 36}" width="64" height="6" fill="#6e6878" opacity="0.6"/>'
    # the soot, inside the stone
    s += '<ellipse cx="1470" cy="400" rx="110" ry="160" fill="url(#soot)"/><ellipse cx="1236" cy="620" rx="95" ry="120" fill="url(#soot)"/>'
    s += "</g>"
    s += '<path d="M1160 210 L1360 60 L1560 210 Z" fill="#3b2d7a"/><path d="M1160 210 L1560 210 L1552 222 L1168 222 Z" fill="#241a4a"/>'
    s += '<path d="M1350 60 L1360 20 L1372 60 Z" fill="#f08a24"/>'
    for wy in (300, 520):
        s += f'<rect x="1314" y="{wy - 6}" width="92" height="132" rx="46" fill="#4a4256"/>'
        s += f'<rect x="1320" y="{wy}" width="80" height="120" rx="40" fill="#ffcf6a"/>'
    s += '<path d="M1500 330 C1560 250 1520 180 1600 120 C1660 80 1620 40 1680 0" stroke="#5a5070" stroke-width="30" fill="none" opacity="0.6"/>'
    return s


def market(rng):
    d = lin("sky", (0, "#7fc0e8"), (1, "#f3e2c0")) + lin("street", (0, "#c9a87a"), (1, "#9a7c52"))
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + clouds(rng, 5, 60, 220, "#fff", 0.85)
    # houses
    x = -30
    cols = ["#e8cfa0", "#d9a37a", "#c9d6b0", "#e6b8a0", "#d8c0e0", "#f0dca0"]
    while x < W:
        w = rng.randint(200, 300)
        h = rng.randint(330, 480)
        c = rng.choice(cols)
        top = 640 - h
        b += f'<rect x="{x}" y="{top}" width="{w}" height="{h + 100}" fill="{c}" stroke="#6b4a30" stroke-width="6"/>'
        b += f'<path d="M{x - 16} {top + 4} L{x + w / 2} {top - rng.randint(80, 130)} L{x + w + 16} {top + 4} Z" fill="#a0463a" stroke="#6b2a20" stroke-width="6"/>'
        for wy in range(top + 50, 560, 110):
            for wx in range(x + 30, x + w - 60, 90):
                b += f'<rect x="{wx}" y="{wy}" width="50" height="66" fill="#5a7a9a" stroke="#6b4a30" stroke-width="6"/>'
                b += f'<path d="M{wx + 25} {wy} V{wy + 66} M{wx} {wy + 33} H{wx + 50}" stroke="#6b4a30" stroke-width="4"/>'
        x += w + rng.randint(0, 12)
    # bunting
    for row, y0 in enumerate((170, 250)):
        b += f'<path d="M0 {y0} Q960 {y0 + 120} 1920 {y0}" stroke="#5a4030" stroke-width="4" fill="none"/>'
        for i in range(24):
            t = (i + 0.5) / 24
            xx = 1920 * t
            yy = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + 120) + t * t * y0
            c = ["#b3262c", "#e3ae2a", "#2f7d6d", "#3b2d7a"][(i + row) % 4]
            b += f'<path d="M{xx - 22:.0f} {yy:.0f} L{xx + 22:.0f} {yy:.0f} L{xx:.0f} {yy + 44:.0f} Z" fill="{c}"/>'
    b += f'<rect x="0" y="700" width="{W}" height="380" fill="url(#street)"/>'
    for row in range(8):
        for xx in range(-40 + (row % 2) * 45, W, 90):
            b += f'<ellipse cx="{xx}" cy="{730 + row * 46}" rx="40" ry="16" fill="#b08f62" opacity="0.6"/>'
    crowd = random.Random(rng.random())
    b += market_crowd(crowd, back=True)  # behind the stalls' counters
    # stalls with striped awnings
    for sx, c1 in ((80, "#b3262c"), (1380, "#2f7d6d")):
        b += f'<rect x="{sx}" y="620" width="460" height="200" fill="#8a6a4a" stroke="#4a3020" stroke-width="6"/>'
        b += f'<rect x="{sx + 10}" y="480" width="14" height="160" fill="#4a3020"/><rect x="{sx + 436}" y="480" width="14" height="160" fill="#4a3020"/>'
        for i in range(8):
            c = c1 if i % 2 == 0 else "#f5efe0"
            b += f'<path d="M{sx - 20 + i * 62.5:.0f} 440 L{sx + 42.5 + i * 62.5:.0f} 440 L{sx + 42.5 + i * 62.5:.0f} 520 Q{sx + 11 + i * 62.5:.0f} 550 {sx - 20 + i * 62.5:.0f} 520 Z" fill="{c}"/>'
        goods = [
            "game-icons__bread",
            "game-icons__cheese-wedge",
            "game-icons__pumpkin",
            "game-icons__apple-core",
            "game-icons__jug",
            "game-icons__scroll-unfurled",
            "game-icons__compass",
        ]
        for i in range(5):
            b += place_icon(
                rng.choice(goods),
                sx + 20 + i * 88,
                560,
                70,
                rng.choice(["#e3ae2a", "#c96a2a", "#7a4a2a", "#f0dca0"]),
            )
    b += place_icon("game-icons__fox-head", 1560, 360, 70, "#d8662a")  # Vix's sign over the stall
    b += place_icon("game-icons__treasure-map", 1440, 360, 80, "#f0dca0")
    b += market_crowd(crowd, back=False)
    return svg(d, b, blur=0.5)


# The night market's lanterns (bg market_night, ch05), as (x, y, zoom) of each road_lantern
# (game/images/cg/road_lantern.webp) Ren'Py hangs there breathing: four under the stalls' rolled
# awnings, three from the bunting. game/story/staging_scenes.rpy (kozyr_night_lanterns) repeats
# these; keep both. The scene paints the light they throw.
MARKET_NIGHT_LANTERNS = (
    (150, 600, 0.55),
    (500, 600, 0.55),
    (1430, 600, 0.55),
    (1780, 600, 0.55),
    (330, 262, 0.38),
    (960, 300, 0.38),
    (1590, 262, 0.38),
)


def market_night(rng):
    """The market after dark (ch05, Lina's stall): the day market's square with everyone gone
    home: the houses dark but for a few windows, stars and a moon over the roofs, the bunting
    still up, the two stalls shut (awnings rolled up to the crossbar, the goods under tied
    canvas, crates stacked by the poles), and the warm light of Lina's lanterns (hung by
    Ren'Py at MARKET_NIGHT_LANTERNS) on the cobbles. The middle stays clear for the sprites."""
    d = (
        lin("sky", (0, "#050918"), (0.55, "#141c44"), (1, "#2e3262"))
        + lin("street", (0, "#2c2c40"), (1, "#17161f"))
        + glow("moon", "#e8ecff", 0.45)
        + glow("win", "#ffcf6a", 0.6)
        + glow("lamp", "#ffc46a", 0.55)
        + glow("pool", "#ffb04a", 0.5)
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 300, 520)
    b += '<circle cx="1660" cy="120" r="200" fill="url(#moon)"/><circle cx="1660" cy="120" r="46" fill="#eef0fa"/>'
    # the houses round the square, as by day but dark; a few windows still lit, shutters on some
    x = -30
    walls = ["#23263e", "#272a44", "#1f2338", "#2a2840", "#24283c"]
    while x < W:
        w, h = rng.randint(200, 300), rng.randint(330, 480)
        top = 640 - h
        b += f'<rect x="{x}" y="{top}" width="{w}" height="{h + 100}" fill="{rng.choice(walls)}" stroke="#0c0e1a" stroke-width="6"/>'
        b += f'<path d="M{x - 16} {top + 4} L{x + w / 2} {top - rng.randint(80, 130)} L{x + w + 16} {top + 4} Z" fill="#3a2630" stroke="#0c0e1a" stroke-width="6"/>'
        for wy in range(top + 50, 560, 110):
            for wx in range(x + 30, x + w - 60, 90):
                r = rng.random()
                if r < 0.18:
                    b += f'<circle cx="{wx + 25}" cy="{wy + 33}" r="64" fill="url(#win)"/><rect x="{wx}" y="{wy}" width="50" height="66" fill="#ffcf6a" stroke="#0c0e1a" stroke-width="6"/>'
                    b += f'<path d="M{wx + 25} {wy} V{wy + 66} M{wx} {wy + 33} H{wx + 50}" stroke="#6a4424" stroke-width="4"/>'
                elif r < 0.45:  # shuttered for the night
                    b += f'<rect x="{wx}" y="{wy}" width="50" height="66" fill="#3a3040" stroke="#0c0e1a" stroke-width="6"/>'
                    b += f'<path d="M{wx + 25} {wy} V{wy + 66} M{wx} {wy + 22} H{wx + 50} M{wx} {wy + 44} H{wx + 50}" stroke="#0c0e1a" stroke-width="3"/>'
                else:
                    b += f'<rect x="{wx}" y="{wy}" width="50" height="66" fill="#161a30" stroke="#0c0e1a" stroke-width="6"/>'
        x += w + rng.randint(0, 12)
    # the bunting, still up, its colours gone dull in the dark
    for row, y0 in enumerate((170, 250)):
        b += f'<path d="M0 {y0} Q960 {y0 + 120} 1920 {y0}" stroke="#0c0e1a" stroke-width="4" fill="none"/>'
        for i in range(24):
            t = (i + 0.5) / 24
            xx = 1920 * t
            yy = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + 120) + t * t * y0
            c = ["#5a2030", "#6a5a2a", "#1e4a48", "#2a2450"][(i + row) % 4]
            b += f'<path d="M{xx - 22:.0f} {yy:.0f} L{xx + 22:.0f} {yy:.0f} L{xx:.0f} {yy + 44:.0f} Z" fill="{c}"/>'
    # the empty square: dark cobbles, lit in pools under the lanterns
    b += f'<rect x="0" y="700" width="{W}" height="380" fill="url(#street)"/>'
    for row in range(8):
        for xx in range(-40 + (row % 2) * 45, W, 90):
            b += f'<ellipse cx="{xx}" cy="{730 + row * 46}" rx="40" ry="16" fill="#3a3a52" opacity="0.55"/>'
    for lx, ly, z in MARKET_NIGHT_LANTERNS:
        if z > 0.5:
            b += f'<ellipse cx="{lx}" cy="{ly + 250}" rx="300" ry="110" fill="url(#pool)"/>'
    # the two stalls, shut: counters under tied canvas, awnings rolled up to the crossbar
    for sx, c1 in ((80, "#7a2228"), (1380, "#1f5a50")):
        b += f'<rect x="{sx}" y="620" width="460" height="200" fill="#4a3828" stroke="#1a1008" stroke-width="6"/>'
        for px in (sx + 10, sx + 436):
            b += f'<rect x="{px}" y="470" width="14" height="170" fill="#2a1a10"/>'
        # the goods under canvas: a lumpy grey cover tied down with rope
        b += (
            f'<path d="M{sx - 6} 628 Q{sx + 40} 560 {sx + 110} 586 Q{sx + 170} 548 {sx + 240} 580 '
            f'Q{sx + 320} 544 {sx + 380} 584 Q{sx + 440} 566 {sx + 466} 628 L{sx + 470} 700 L{sx - 10} 700 Z" fill="#6a6878" stroke="#1a1824" stroke-width="5"/>'
        )
        for k in range(1, 4):
            rx = sx + k * 115
            b += f'<path d="M{rx} 560 Q{rx + 6} 630 {rx} 700" stroke="#a08858" stroke-width="4" fill="none"/>'
        # the awning rolled tight on its bar: a striped cylinder across the poles' tops
        b += f'<rect x="{sx - 14}" y="460" width="488" height="34" rx="17" fill="#e0d6c0" stroke="#1a1008" stroke-width="5"/>'
        for i in range(12, 460, 40):
            b += f'<path d="M{sx - 6 + i} 462 l14 30" stroke="{c1}" stroke-width="16"/>'
        b += f'<rect x="{sx - 14}" y="460" width="488" height="34" rx="17" fill="#000" opacity="0.25"/>'
        for tx in (sx + 60, sx + 400):
            b += f'<path d="M{tx} 458 v40" stroke="#a08858" stroke-width="5"/>'
    # crates and a barrel stacked by the stalls' outer poles, for the morning
    for cx, cy in ((20, 820), (560, 830), (1320, 832), (1860, 822)):
        b += f'<rect x="{cx - 45}" y="{cy - 80}" width="90" height="80" fill="#5a4028" stroke="#1a1008" stroke-width="5"/>'
        b += f'<path d="M{cx - 45} {cy - 80} L{cx + 45} {cy} M{cx - 45} {cy - 40} H{cx + 45}" stroke="#2a1a10" stroke-width="4"/>'
        b += f'<rect x="{cx - 32}" y="{cy - 150}" width="64" height="70" fill="#4e3822" stroke="#1a1008" stroke-width="5"/>'
    b += place_icon("game-icons__barrel", 640, 770, 90, "#3a2818")
    b += place_icon("game-icons__barrel", 1200, 776, 84, "#3a2818")
    # the lanterns' halos (their bodies are hung by Ren'Py): warm light on awnings and walls
    for lx, ly, z in MARKET_NIGHT_LANTERNS:
        b += f'<circle cx="{lx}" cy="{ly}" r="{int(360 * z)}" fill="url(#lamp)"/>'
    return svg(d, b, blur=0.5)


def market_crowd(rng, back):
    """The market's crowd (ch04: a crowd at Vix's stall, the square full): back=True the row
    across the square, drawn before the stalls so their counters stand in front of it;
    back=False a few nearer people at the sides, in front of the counters, clear of the middle
    where the sprites stand. Farther ones are smaller; drawn back to front."""
    coats = ["#7a3b2e", "#2f5d7a", "#6b7a3a", "#8a5a9a", "#b0784a", "#3b4a6a", "#a0463a", "#4f6e5a"]
    skins = ["#f2c9a5", "#e0ac84", "#c68e6a", "#8d5a3c", "#f8dcc8"]
    hairs = ["#3a2a1e", "#8c3b1e", "#1e1a18", "#c9a24a", "#6a4a32", "#a0a0a4"]
    # (x, feet y): two rows across the square, a few at each stall's counter
    if back:
        spots = [
            (150 + i * 150 + rng.uniform(-30, 30), 722 + rng.uniform(-6, 10)) for i in range(12)
        ]
        spots = [p for p in spots if not 600 < p[0] < 1320]
    else:
        spots = [(70, 900), (600, 860), (1330, 862), (1860, 905)]
    people = ""
    for x, y in sorted(spots, key=lambda p: p[1]):
        h = 160 + (y - 720) * 1.2
        skirt = rng.random() < 0.4
        people += person(
            x,
            y,
            h,
            rng.choice(coats),
            skin=rng.choice(skins),
            hair=rng.choice(hairs),
            legs=rng.choice(["#3a2e28", "#4a3a5a", "#2e3a46", "#5a4030"]),
            trim=rng.choice([None, "#f5efe0", "#e3ae2a"]),
            scarf=rng.choice([None, None, "#b3262c", "#e3ae2a", "#2a9d8f"]),
            hat=rng.choice([None, None, None, "#5a4030", "#f5efe0"]),
            skirt=skirt,
            long_hair=skirt and rng.random() < 0.7,
            turn=rng.choice([-0.8, -0.4, 0, 0.4, 0.8]),
            basket=rng.choice([None, None, "#b08a4a"]),
            smile=rng.random() < 0.7,
        )
    if back:
        people += card_players(820, 770) + pebble_children(1170, 786)
    return people


def card_players(cx, y):
    """Two farmers on upturned barrels, a crate between them with a game on it ("everywhere you
    look, people are playing cards")."""
    h = 160 + (y - 720) * 1.2
    s = person(
        cx - 78,
        y,
        h,
        "#6b7a3a",
        skin="#e0ac84",
        hair="#6a4a32",
        hat="#5a4030",
        turn=0.8,
        arm="out",
        smile=False,
    )
    s += person(
        cx + 78, y, h, "#2f5d7a", skin="#f2c9a5", hair="#a0a0a4", turn=-0.8, beard="#c8c8cc"
    )
    for bx in (cx - 78, cx + 78):  # the barrels they sit on, in front of their legs
        s += f'<rect x="{bx - 24}" y="{y - 52}" width="48" height="54" rx="10" fill="#7a5030"/>'
        s += f'<path d="M{bx - 24} {y - 40} H{bx + 24} M{bx - 24} {y - 12} H{bx + 24}" stroke="#3a2414" stroke-width="4"/>'
    s += f'<rect x="{cx - 34}" y="{y - 62}" width="68" height="62" fill="#9a7446" stroke="#5a3a20" stroke-width="4"/>'
    s += f'<path d="M{cx - 34} {y - 42} H{cx + 34} M{cx - 34} {y - 22} H{cx + 34}" stroke="#5a3a20" stroke-width="3"/>'
    for k, (dx, rot) in enumerate(((-16, -12), (0, 6), (14, -4))):
        s += f'<rect x="{cx + dx - 8}" y="{y - 74 + k}" width="16" height="11" rx="2" fill="#fbf8f0" stroke="#5a3a20" stroke-width="1.5" transform="rotate({rot} {cx + dx} {y - 68})"/>'
    return s


def pebble_children(cx, y):
    """Children crouched over a game, betting pebbles."""
    s = person(cx - 40, y, 118, "#b0784a", skin="#c68e6a", hair="#1e1a18", turn=0.7, arm="out")
    s += person(
        cx + 44,
        y + 4,
        108,
        "#8a5a9a",
        skin="#f8dcc8",
        hair="#c9a24a",
        turn=-0.7,
        skirt=True,
        long_hair=True,
    )
    for dx, dy in ((-8, -4), (2, -2), (10, -5), (-2, -8), (6, 0)):
        s += f'<ellipse cx="{cx + dx}" cy="{y + dy}" rx="5" ry="3.5" fill="#8a857c" stroke="#5a554c" stroke-width="1"/>'
    return s


def camp(rng):
    d = lin("sky", (0, "#0b1430"), (0.7, "#2a3b6b"), (1, "#4a4a70")) + glow("fire", "#ffb347", 0.75)
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 180, 480)
    b += '<circle cx="1570" cy="170" r="62" fill="#f4f1d0"/><circle cx="1596" cy="155" r="58" fill="#15204a" opacity="0.92"/>'
    for col, y, sz, n in (
        ("#1b2a4a", 560, 330, 14),
        ("#132038", 640, 380, 11),
        ("#0b1426", 720, 440, 8),
    ):
        b += trees(rng, n, y + sz * 0.8, sz, col, jitter=50, spread=(-120, W))
    # the clearing and everything on it stand above the say box (y 802): the fire, the logs to
    # sit on, the tent, the barrel and the woodpile, all with their feet by y 790
    b += '<path d="M0 700 Q960 650 1920 720 L1920 1080 L0 1080 Z" fill="#1d2418"/>'
    b += '<ellipse cx="960" cy="740" rx="600" ry="250" fill="url(#fire)"/>'
    b += place_icon("game-icons__camping-tent", 1270, 470, 320, "#3b4a2a") + place_icon(
        "game-icons__campfire", 875, 610, 180, "#ffae42"
    )
    b += place_icon("game-icons__barrel", 440, 660, 120, "#3a2a1a")
    b += '<rect x="560" y="742" width="260" height="44" rx="20" fill="#4a3020"/><rect x="1080" y="748" width="240" height="44" rx="20" fill="#4a3020"/>'
    b += woodpile(1560, 786, 62)
    return svg(d, b, blur=0.6)


def woodpile(x, y, r):
    """Ash's woodpile beside the tent, whole in the frame: split logs stacked in a pyramid, their
    cut ends toward the fire (rings and bark), on the ground at (x, y), each end r across."""
    s = f'<ellipse cx="{x + r * 2:.0f}" cy="{y + 6}" rx="{r * 3.2:.0f}" ry="{r * 0.4:.0f}" fill="#000" opacity="0.35"/>'
    rows = (4, 3, 2, 1)
    for row, n in enumerate(rows):
        for i in range(n):
            cx = x + r * 0.5 + i * r + row * r / 2
            cy = y - r / 2 - row * r * 0.86
            s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{r / 2:.0f}" fill="#5a3a22"/>'
            s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{r / 2 - 6:.0f}" fill="#8e6a46"/>'
            s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{r / 4:.0f}" fill="none" stroke="#6e4e32" stroke-width="3"/>'
            s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="3" fill="#6e4e32"/>'
            if i == n - 1:
                # the night on the pile's far side, away from the fire: the whole end darker, an
                # opaque log under it, so the trees behind never seem to show through
                s += f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{r / 2:.0f}" fill="#0b1426" opacity="0.3"/>'
    return s


def lodge(rng):
    d = (
        glow("fire", "#ff9a3c", 0.6)
        + lin("floor", (0, "#3a2a1c"), (1, "#22170e"))
        + lin("snow", (0, "#b9c8dc"), (1, "#e8eef5"))
    )
    b = f'<rect width="{W}" height="{H}" fill="#5a4030"/>'
    # log wall
    y = 0
    while y < 760:
        b += f'<rect x="0" y="{y}" width="{W}" height="70" rx="35" fill="#7a5536" stroke="#3a2414" stroke-width="5"/>'
        b += f'<path d="M0 {y + 22} H{W}" stroke="#8d6644" stroke-width="6" opacity="0.6"/>'
        y += 72
    b += f'<rect x="0" y="760" width="{W}" height="320" fill="url(#floor)"/>'
    # snowy window
    b += '<rect x="240" y="180" width="360" height="300" fill="url(#snow)"/>'
    b += '<clipPath id="win"><rect x="240" y="180" width="360" height="300"/></clipPath><g clip-path="url(#win)">'
    b += trees(rng, 5, 470, 170, "#6c7f96", spread=(230, 500), jitter=10) + "</g>"
    b += "".join(
        f'<circle cx="{rng.uniform(250, 590):.0f}" cy="{rng.uniform(190, 470):.0f}" r="{rng.uniform(2, 5):.1f}" fill="#fff"/>'
        for _ in range(40)
    )
    b += '<rect x="240" y="180" width="360" height="300" fill="none" stroke="#3a2414" stroke-width="22"/><path d="M420 180 V480 M240 330 H600" stroke="#3a2414" stroke-width="14"/>'
    # stone fireplace with antlers above
    chimney = "M1180 120 L1640 120 L1700 780 L1120 780 Z"
    b += f'<clipPath id="chim"><path d="{chimney}"/></clipPath><path d="{chimney}" fill="#6d6a68"/><g clip-path="url(#chim)">'
    for yy in range(126, 780, 60):
        for xx in range(1110 + (yy // 60) % 2 * 45, 1700, 90):
            b += f'<rect x="{xx}" y="{yy}" width="84" height="54" rx="12" fill="#8e8b88"/>'
    b += "</g>"
    b += '<rect x="1280" y="520" width="260" height="260" rx="20" fill="#1a0e08"/><rect x="1140" y="480" width="540" height="40" fill="#5a4030"/>'
    b += '<circle cx="1410" cy="700" r="300" fill="url(#fire)"/>' + place_icon(
        "game-icons__campfire", 1335, 620, 150, "#ffae42"
    )
    b += place_icon("game-icons__deer", 1310, 200, 200, "#e8dcc8")
    # white fur rug, bow on the wall, a bench
    for i, c in enumerate(("#7a2a22", "#c9a66b", "#5a2a2a", "#d9b880", "#8a3a2a")):
        b += f'<ellipse cx="960" cy="975" rx="{360 - i * 62}" ry="{92 - i * 16}" fill="{c}"/>'
    b += place_icon("game-icons__bow-arrow", 760, 160, 220, "#4a3020")
    b += '<rect x="60" y="800" width="420" height="40" rx="10" fill="#5a3a24"/><rect x="90" y="840" width="30" height="120" fill="#4a2a18"/><rect x="420" y="840" width="30" height="120" fill="#4a2a18"/>'
    return svg(d, b, blur=0.5)


def night(rng):
    d = (
        lin("sky", (0, "#070b1f"), (0.6, "#1a2452"), (1, "#3b3f6e"))
        + glow("moon", "#f8f3d0", 0.5)
        + glow("win", "#ffcf6a", 0.7)
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 320, 700)
    b += '<circle cx="420" cy="230" r="260" fill="url(#moon)"/><circle cx="420" cy="230" r="90" fill="#f8f3d0"/>'
    b += '<circle cx="392" cy="210" r="18" fill="#e4dcb0"/><circle cx="448" cy="262" r="12" fill="#e4dcb0"/>'
    b += ridge(rng, 720, 80, "#1c2346", step=50)
    b += smooth_ridge(rng, 820, 40, "#141a34")
    # a village with lit windows
    x = 1000
    while x < 1850:
        w, h = rng.randint(90, 140), rng.randint(80, 150)
        b += f'<rect x="{x}" y="{820 - h}" width="{w}" height="{h + 40}" fill="#0e1226"/><path d="M{x - 10} {820 - h} L{x + w / 2} {760 - h} L{x + w + 10} {820 - h} Z" fill="#0e1226"/>'
        wx, wy = x + w / 2 - 12, 850 - h
        b += f'<circle cx="{wx + 12}" cy="{wy + 16}" r="40" fill="url(#win)"/><rect x="{wx}" y="{wy}" width="24" height="32" fill="#ffcf6a"/>'
        x += w + rng.randint(20, 70)
    b += trees(rng, 6, 880, 200, "#0a0f22", spread=(-60, 760))
    b += '<path d="M0 930 Q960 880 1920 940 L1920 1080 L0 1080 Z" fill="#0a0e1e"/>'
    return svg(d, b, blur=0.5)


# The lantern road's last mile (ch07), as (x, y) on the 1920x1080 scene: it enters at the bottom
# right and climbs up and to the left toward the mountain's shoulder.
CLIMB_ROAD = ((1760, 1080), (1640, 860), (1520, 700), (1430, 590), (1370, 510), (1330, 455))
# Its lanterns, hung by Ren'Py (kozyr_lantern_row in game/definitions.rpy repeats these; keep
# both): (x, y, zoom) of each lantern's body beside the road's right edge, nearest first. The
# scene draws the pine each one hangs from.
CLIMB_LANTERNS = (
    (1790, 788, 0.93),
    (1690, 700, 0.75),
    (1601, 629, 0.59),
    (1527, 573, 0.47),
    (1470, 529, 0.38),
    (1426, 494, 0.30),
    (1392, 466, 0.24),
)


def _road_width(y):
    """The climb's road's half-width at height y: wide at the bottom, narrow far up."""
    return 18 + 150 * (y - 440) / 640


def _road_line(points):
    """A smooth SVG path through points: quadratic curves through their midpoints."""
    (x0, y0), rest = points[0], points[1:]
    d = f"M{x0:.0f} {y0:.0f}"
    for (xa, ya), (xb, yb) in zip(rest, rest[1:]):
        d += f" Q{xa:.0f} {ya:.0f} {(xa + xb) / 2:.0f} {(ya + yb) / 2:.0f}"
    xl, yl = points[-1]
    return d + f" L{xl:.0f} {yl:.0f}"


def _road_points(offset, steps=40):
    """Points along CLIMB_ROAD (interpolated), shifted sideways by offset * the half-width."""
    out = []
    for i in range(steps + 1):
        t = i / steps * (len(CLIMB_ROAD) - 1)
        k = min(int(t), len(CLIMB_ROAD) - 2)
        f = t - k
        (xa, ya), (xb, yb) = CLIMB_ROAD[k], CLIMB_ROAD[k + 1]
        x, y = xa + (xb - xa) * f, ya + (yb - ya) * f
        out.append((x + offset * _road_width(y), y))
    return out


def climb_road():
    """The climb's road (bg climb): a trench in the snow with banks, ruts and footprints."""
    s = ""

    def band(a, b_, fill, op=1.0):
        pts = _road_points(a) + _road_points(b_)[::-1]
        return f'<path d="M{" L".join(f"{x:.0f} {y:.0f}" for x, y in pts)} Z" fill="{fill}" opacity="{op}"/>'

    # the banks: thrown-up snow wider than the road, lit on top
    s += band(-1.45, 1.45, "#c9d3e6")
    s += band(-1.45, -1.2, "#e8eef7") + band(1.2, 1.45, "#f0f4fa")
    # the trodden floor, darker, bluer, with a shadow along the left bank's foot
    s += band(-1.0, 1.0, "url(#track)")
    s += band(-1.2, -0.72, "#4a5680", 0.55)
    s += band(0.8, 1.2, "#dfe6f2", 0.8)  # the right bank's lit inner face
    # the ruts: two smooth grooves that follow the road round its bend
    for off in (-0.42, 0.38):
        s += f'<path d="{_road_line(_road_points(off))}" fill="none" stroke="#5e6a90" stroke-width="5" opacity="0.55" stroke-linecap="round"/>'
        s += f'<path d="{_road_line(_road_points(off + 0.06))}" fill="none" stroke="#e6ecf6" stroke-width="2.5" opacity="0.5" stroke-linecap="round"/>'
    # footprints up the middle, alternating, smaller with distance
    pts = _road_points(0, steps=60)
    for i, (x, y) in enumerate(pts[2:-4]):
        if i % 2:
            continue
        w = _road_width(y)
        side = 1 if (i // 2) % 2 else -1
        fx, ry = x + side * w * 0.12, max(1.2, w * 0.04)
        s += f'<ellipse cx="{fx:.0f}" cy="{y:.0f}" rx="{ry * 1.4:.1f}" ry="{ry:.1f}" fill="#5a6690" opacity="0.55"/>'
    return s


def snow_texture(rng):
    """The snow's surface (bg climb): wind ripples along the slope, each a lit crest with a
    blue shadow under it, longer and heavier toward us."""
    s = ""
    for _ in range(70):
        y = rng.uniform(780, 1070)
        x = rng.uniform(-100, 1900)
        ln = rng.uniform(80, 320) * (0.5 + (y - 760) / 320)
        bend = rng.uniform(-14, 6)
        s += f'<path d="M{x:.0f} {y + 4:.0f} q{ln / 2:.0f} {bend:.0f} {ln:.0f} 0" stroke="#8e9cbc" stroke-width="{1.5 + (y - 760) / 120:.1f}" fill="none" opacity="0.45" stroke-linecap="round"/>'
        s += f'<path d="M{x:.0f} {y:.0f} q{ln / 2:.0f} {bend:.0f} {ln:.0f} 0" stroke="#f6f9fc" stroke-width="{1 + (y - 760) / 160:.1f}" fill="none" opacity="0.7" stroke-linecap="round"/>'
    return s


def climb(rng):
    """The climb to the lodge at dusk (ch07): the mountain of cg_first_lantern without its light,
    deep snow, short wind-bent pines, and the road climbing the slope on the right (CLIMB_ROAD),
    its lanterns not yet lit (Ren'Py lights them)."""
    d = (
        lin("sky", (0, "#0a1230"), (0.55, "#2a3466"), (0.85, "#5a5a86"), (1, "#8a7a96"))
        + lin("snowcap", (0, "#d4dcec"), (1, "#6a789c"))
        + lin("snow", (0, "#aebcd4"), (1, "#e2e9f2"))
        + lin("drift", (0, "#c8d4e6"), (1, "#f2f6fa"))
        + '<linearGradient id="track" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7c88a8" stop-opacity="0.2"/>'
        '<stop offset="0.35" stop-color="#8a96b4" stop-opacity="0.85"/><stop offset="1" stop-color="#9aa6c2"/></linearGradient>'
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#sky)"/>' + stars(rng, 120, 420)
    b += clouds(rng, 4, 120, 330, colour="#8a90b4", op=0.35)
    # the mountain, as in cg_first_lantern, with no window lit
    b += '<path d="M-80 900 L520 520 L760 420 L980 300 L1150 190 L1260 150 L1380 220 L1560 330 L1760 470 L2000 560 L2000 1080 L-80 1080 Z" fill="#333d68"/>'
    b += '<path d="M980 300 L1150 190 L1260 150 L1380 220 L1470 276 L1400 300 L1330 262 L1270 300 L1190 258 L1110 310 L1040 290 Z" fill="url(#snowcap)" opacity="0.9"/>'
    b += '<path d="M700 440 L760 420 L880 356 L840 400 L780 420 Z" fill="#c8d2e6" opacity="0.5"/>'
    # the nearer slopes: snow, with the blue of dusk in the hollows
    b += ridge(rng, 640, 60, "#7d8db0", step=50)
    b += smooth_ridge(rng, 760, 30, "#a4b2cc")
    b += f'<path d="M0 820 Q600 760 1200 800 T1920 720 L1920 {H} L0 {H} Z" fill="url(#snow)"/>'
    b += snow_texture(random.Random(231))  # its own seed: the pines keep their places
    # the road: a trench trodden into the deep snow, climbing to the right and narrowing with
    # distance; banks of thrown-up snow on both sides (the left one's inner face in shadow, the
    # right one's lit), ruts, and footprints up the middle, smaller as they go
    b += climb_road()
    # short pines, far ones small and blue, near ones dark, snow on their boughs
    for col, y, sz, n, spread in (
        ("#3c4a70", 700, 90, 16, (-60, 1300)),
        ("#2a3658", 800, 150, 9, (-80, 1250)),
        ("#1a2240", 980, 260, 5, (-140, 700)),
    ):
        b += trees(rng, n, y, sz, col, jitter=30, spread=spread)
    for x, y, sz in (
        (1880, 600, 170),
        (1560, 470, 90),
        (1470, 420, 60),
        (1230, 470, 70),
        (1300, 480, 70),
        (1395, 470, 55),
    ):
        b += place_icon("game-icons__pine-tree", x - sz / 2, y - sz, sz, "#22304e")
    # the pines the lanterns hang from: a low bough over each lantern's cord (a lantern is
    # 200x300 at zoom 1, its body 190 below the cord's top)
    for x, y, z in CLIMB_LANTERNS[::-1]:
        sz = 520 * z
        b += place_icon("game-icons__pine-tree", x + 20 * z, y + 150 * z - sz, sz, "#1e2a48")
    # a drift across the front
    b += f'<path d="M0 1000 Q480 950 980 990 T1920 980 L1920 {H} L0 {H} Z" fill="url(#drift)"/>'
    # falling snow
    for _ in range(260):
        b += f'<circle cx="{rng.uniform(0, W):.0f}" cy="{rng.uniform(0, H):.0f}" r="{rng.uniform(1.2, 4.2):.1f}" fill="#fff" opacity="{rng.uniform(0.35, 0.9):.2f}"/>'
    return svg(d, b, blur=0.5)


# Map: a painted country map; places are where the chapters happen (fractions of the image).
MAP_PLACES = {
    "marta": (0.14, 0.72),
    "aurelia": (0.30, 0.40),
    "pip": (0.36, 0.78),
    "brandt": (0.50, 0.56),
    "market": (0.62, 0.74),
    "lina": (0.70, 0.46),
    "ash": (0.80, 0.70),
    "hunter": (0.86, 0.24),
}


def map_icon_rects():
    """{place: [x, y, w, h]} of each place's landmark icon on the map (top-left and size,
    in pixels): up and to the right of the place, so that the game can stand the place's
    marker clear of it (map.rpy reads them from map_places.json)."""
    return {
        k: [round(fx * W) + 50, round(fy * H) - 110, 90, 90] for k, (fx, fy) in MAP_PLACES.items()
    }


def mapbg(rng):
    d = lin("sea", (0, "#8fb9c4"), (1, "#6f9fb0")) + glow("paper", "#f6e7c1", 1.0)
    b = f'<rect width="{W}" height="{H}" fill="#d9c293"/>'
    b += '<ellipse cx="960" cy="540" rx="1200" ry="800" fill="url(#paper)"/>'
    # sea on the left and bottom edge, a wavy coastline
    coast = "M0 0 L140 0"
    for i in range(1, 28):
        y = i * 40
        x = 140 + math.sin(i * 0.7) * 40 + rng.uniform(-12, 12) + (i > 20) * (i - 20) * 12
        coast += f" L{x:.0f} {y}"
    coast += " L0 1080 Z"
    b += f'<path d="{coast}" fill="url(#sea)" stroke="#6b5a3a" stroke-width="5"/>'
    for i in range(12):
        y = 60 + i * 85
        b += f'<path d="M{20 + (i % 2) * 30} {y} q15 -12 30 0 q15 12 30 0" stroke="#4f7f90" stroke-width="4" fill="none"/>'
    # mountains in the north-east, forests, hills
    for _ in range(26):
        mx, my = rng.uniform(1280, 1860), rng.uniform(60, 380)
        s = rng.uniform(60, 110)
        b += f'<path d="M{mx - s:.0f} {my + s * 0.7:.0f} L{mx:.0f} {my - s * 0.5:.0f} L{mx + s:.0f} {my + s * 0.7:.0f} Z" fill="#a89a80" stroke="#5a4a32" stroke-width="4"/>'
        b += f'<path d="M{mx - s * 0.28:.0f} {my - s * 0.14:.0f} L{mx:.0f} {my - s * 0.5:.0f} L{mx + s * 0.28:.0f} {my - s * 0.14:.0f} Z" fill="#f4f1e8"/>'
    for cx, cy, n in ((620, 220, 18), (1080, 880, 16), (1500, 620, 14), (340, 900, 8)):
        for _ in range(n):
            b += place_icon(
                "game-icons__pine-tree",
                cx + rng.uniform(-160, 160),
                cy + rng.uniform(-90, 90),
                rng.uniform(40, 60),
                "#4e6d44",
            )
    # river
    b += '<path d="M1700 0 C1600 200 1400 260 1250 420 C1100 580 900 520 760 640 C620 760 420 820 220 1080" stroke="#7fb0c4" stroke-width="22" fill="none" stroke-linecap="round"/>'
    # roads between the places (dashed)
    pts = [
        (MAP_PLACES[k][0] * W, MAP_PLACES[k][1] * H)
        for k in ("marta", "aurelia", "brandt", "lina", "hunter")
    ]
    b += (
        '<path d="M'
        + " L".join(f"{x:.0f} {y:.0f}" for x, y in pts)
        + '" stroke="#8a5a2a" stroke-width="7" stroke-dasharray="22 16" fill="none"/>'
    )
    for a, c in (
        ("marta", "pip"),
        ("pip", "brandt"),
        ("brandt", "market"),
        ("market", "ash"),
        ("ash", "hunter"),
    ):
        (x0, y0), (x1, y1) = [(MAP_PLACES[k][0] * W, MAP_PLACES[k][1] * H) for k in (a, c)]
        b += f'<path d="M{x0:.0f} {y0:.0f} Q{(x0 + x1) / 2 + 40:.0f} {(y0 + y1) / 2 + 40:.0f} {x1:.0f} {y1:.0f}" stroke="#8a5a2a" stroke-width="7" stroke-dasharray="22 16" fill="none"/>'
    # small landmarks beside (not under) each place, so markers can sit on the spot itself
    marks = {
        "marta": "game-icons__beer-stein",
        "aurelia": "game-icons__greek-temple",
        "pip": "game-icons__stone-tower",
        "brandt": "game-icons__castle",
        "market": "game-icons__village",
        "lina": "game-icons__scroll-unfurled",
        "ash": "game-icons__campfire",
        "hunter": "game-icons__wood-cabin",
    }
    for k, rect in map_icon_rects().items():
        b += place_icon(marks[k], rect[0], rect[1], rect[2], "#5a3a1e", opacity=0.85)
    # compass rose and title cartouche
    cx, cy = 1740, 900
    b += f'<circle cx="{cx}" cy="{cy}" r="110" fill="#efe0b8" stroke="#5a3a1e" stroke-width="6"/>'
    b += f'<path d="M{cx} {cy - 140} L{cx + 22} {cy} L{cx} {cy + 140} L{cx - 22} {cy} Z" fill="#8a2a22"/><path d="M{cx - 140} {cy} L{cx} {cy - 22} L{cx + 140} {cy} L{cx} {cy + 22} Z" fill="#5a3a1e"/>'
    # no "N" above the needle: the game draws it, translated (map.rpy; issue 26)
    # a wordless cartouche (the game draws its own translated titles): the four suits
    b += '<rect x="700" y="34" width="520" height="96" rx="18" fill="#efe0b8" stroke="#5a3a1e" stroke-width="6"/>'
    for i, (su, col) in enumerate(
        (
            ("spades", "#2a2a2a"),
            ("hearts", "#a02a22"),
            ("diamonds", "#a02a22"),
            ("clubs", "#2a2a2a"),
        )
    ):
        b += place_icon(f"game-icons__{su}", 760 + i * 110, 48, 68, col)
    b += '<rect x="14" y="14" width="1892" height="1052" fill="none" stroke="#6b4a26" stroke-width="14"/><rect x="34" y="34" width="1852" height="1012" fill="none" stroke="#6b4a26" stroke-width="4"/>'
    return svg(d, b, blur=0.0, grain=0.12)


def table(rng):
    """The card table seen from above: green felt, a soft lamp light, a wooden rim with gold inlay."""
    d = (
        '<filter id="felt" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="3" seed="4"/>'
        '<feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.8  0 0 0 0 0.55  0 0 0 0.22 0"/></filter>'
        '<radialGradient id="lamp" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#2f6e4e"/>'
        '<stop offset="0.65" stop-color="#1d4a33"/><stop offset="1" stop-color="#0e2619"/></radialGradient>'
        + lin("wood", (0, "#5a3418"), (0.5, "#7a4a24"), (1, "#4a2a12"))
    )
    b = f'<rect width="{W}" height="{H}" fill="url(#wood)"/>'
    b += f'<rect x="34" y="34" width="{W - 68}" height="{H - 68}" rx="40" fill="url(#lamp)"/>'
    b += f'<rect x="34" y="34" width="{W - 68}" height="{H - 68}" rx="40" filter="url(#felt)"/>'
    b += f'<rect x="34" y="34" width="{W - 68}" height="{H - 68}" rx="40" fill="none" stroke="#e0b040" stroke-width="4" opacity="0.8"/>'
    b += f'<rect x="50" y="50" width="{W - 100}" height="{H - 100}" rx="30" fill="none" stroke="#e0b040" stroke-width="1.5" opacity="0.35"/>'
    for x in range(300, W - 200, 260):
        b += place_icon("game-icons__spades", x, 14, 14, "#e0b040", opacity=0.6)
        b += place_icon("game-icons__hearts", x, H - 28, 14, "#e0b040", opacity=0.6)
    _ = rng
    return svg(d, b, grain=0.04)


SCENES = {
    "border": (border, 11),
    "inn": (inn, 12),
    "road": (road, 13),
    "bridge": (bridge, 22),
    "temple": (temple, 14),
    "tower": (tower, 15),
    "market": (market, 16),
    "market_night": (market_night, 24),
    "camp": (camp, 17),
    "lodge": (lodge, 18),
    "night": (night, 19),
    "climb": (climb, 23),
    "map": (mapbg, 20),
    "table": (table, 21),
}


def build(only=None):
    out = IMAGES / "bg"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name, (fn, seed) in SCENES.items():
        if only and name not in only:
            continue
        png = BUILD / "bg" / f"bg_{name}.png"
        render_svg_text(fn(random.Random(seed)), png, keep_svg=BUILD / "bg" / f"bg_{name}.svg")
        webp = out / f"bg_{name}.webp"
        save_webp(png, webp)
        made.append(webp)
    icons = map_icon_rects()
    places = {
        k: {"x": round(fx * W), "y": round(fy * H), "icon": icons[k]}
        for k, (fx, fy) in MAP_PLACES.items()
    }
    (out / "map_places.json").write_text(json.dumps(places, indent=1) + "\n")
    made.append(out / "map_places.json")
    return made
