# ruff: noqa: E501  (long SVG and command strings read better unwrapped)
"""Card faces and backs.

- classic / classic4: Adrian Kennard's CC0 card SVGs (two- and four-colour), shipped in the npm
  package @heruka_urgyen/react-playing-cards, rendered with rsvg-convert (cairosvg mis-renders
  their <symbol>/<use> structure).
- animal: our own template. Suits map alphabetically onto animals: C=bear, D=duck, H=goat,
  S=wolf (see game/images/cards/animal/suits.json). Pips are game-icons silhouettes (CC BY 3.0),
  court cards show the same silhouette, large, under a crown, tiara or crossed swords.
- backs: our own lattice-and-trump design in red, blue and an animal variant.
"""

import json

from .common import IMAGES, NODE_MODULES, SERIF, optimise_png, place_icon, render_svg_text, rsvg

W, H = 240, 336  # SVG units (Kennard's viewBox size)
OUT_W = 208  # PNG width; height follows (291 px)
RANKS = "23456789TJQKA"
SUITS = "CDHS"
KENNARD = NODE_MODULES / "@heruka_urgyen" / "react-playing-cards" / "src" / "images"

ANIMALS = {  # suit letter -> (animal, pip icon, colour, light tint)
    "C": ("bear", "game-icons__bear-face", "#6b3b1c", "#f3e6d8"),
    "D": ("duck", "game-icons__duck", "#17745a", "#dff1ea"),
    "H": ("goat", "game-icons__goat", "#b3302b", "#f7e2dc"),
    "S": ("wolf", "game-icons__wolf-head", "#2e4663", "#e0e7f0"),
}

# pip positions in a unit box: (x, y); pips in the lower half are drawn upside down
LAYOUT = {
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


def frame(inner, fill="#fffdf7", stroke="#3a3a3a"):
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
        f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="14" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>'
        f"{inner}</svg>"
    )


def pip(icon, x, y, size, colour, flip=False):
    frag = place_icon(icon, x - size / 2, y - size / 2, size, colour)
    return f'<g transform="rotate(180 {x} {y})">{frag}</g>' if flip else frag


def animal_card(rank, suit):
    animal, icon, col, tint = ANIMALS[suit]
    label = "10" if rank == "T" else rank
    fs = 30 if rank == "T" else 34
    corner = (
        f'<text x="24" y="40" font-family="{SERIF}" font-weight="bold" font-size="{fs}" fill="{col}" '
        f'text-anchor="middle" letter-spacing="-2">{label}</text>' + pip(icon, 24, 62, 26, col)
    )
    s = corner + f'<g transform="rotate(180 {W / 2} {H / 2})">{corner}</g>'
    if rank in "JQK":
        s += f'<rect x="46" y="40" width="{W - 92}" height="{H - 80}" rx="8" fill="{tint}" stroke="{col}" stroke-width="3"/>'
        # the suit's own animal, the pips' and the ace's silhouette in the suit's colour: one
        # design per suit (the courts' cartoon emoji next to the pips' heads read as two
        # different wolves in one deck, player review 5)
        s += place_icon(icon, W / 2 - 62, H / 2 - 36, 124, col)
        hat = {
            "K": "game-icons__crown",
            "Q": "game-icons__laurel-crown",
            "J": "game-icons__crossed-swords",
        }[rank]
        s += place_icon(hat, W / 2 - 32, 56, 64, "#c8961e")
        # no word under the animal: the art is the same in every language (a printed
        # "DUCK" stayed English in the Russian game, issue 26)
    elif rank == "A":
        s += f'<circle cx="{W / 2}" cy="{H / 2}" r="70" fill="{tint}" stroke="{col}" stroke-width="3"/>'
        s += f'<circle cx="{W / 2}" cy="{H / 2}" r="78" fill="none" stroke="{col}" stroke-width="1.5" stroke-dasharray="4 5"/>'
        s += pip(icon, W / 2, H / 2, 104, col)
    else:
        n = int(label)
        x0, x1, y0, y1 = 80, W - 80, 70, H - 70
        for px, py in LAYOUT[n]:
            x, y = x0 + (x1 - x0) * px, y0 + (y1 - y0) * py
            s += pip(icon, x, y, 44 if n < 9 else 40, col, flip=py > 0.5)
    return frame(s)


def back(main, accent, emblem_icons, name):
    # diamond lattice on a coloured panel with a trump-star medallion
    lat = "".join(
        f'<path d="M{x} {y} l10 10 l-10 10 l-10 -10 z" fill="none" stroke="{accent}" stroke-width="1.4" opacity="0.7"/>'
        for x in range(24, W - 12, 20)
        for y in range(14, H - 24, 20)
    )
    s = (
        f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="9" fill="{main}"/>'
        f'<clipPath id="in{name}"><rect x="16" y="16" width="{W - 32}" height="{H - 32}" rx="7"/></clipPath>'
        f'<g clip-path="url(#in{name})">{lat}</g>'
        f'<rect x="16" y="16" width="{W - 32}" height="{H - 32}" rx="7" fill="none" stroke="{accent}" stroke-width="3"/>'
        f'<circle cx="{W / 2}" cy="{H / 2}" r="58" fill="{main}" stroke="{accent}" stroke-width="5"/>'
        f'<circle cx="{W / 2}" cy="{H / 2}" r="50" fill="none" stroke="{accent}" stroke-width="1.5"/>'
    )
    if len(emblem_icons) == 1:
        s += place_icon(emblem_icons[0], W / 2 - 34, H / 2 - 34, 68, accent)
    else:  # four animals around the medallion
        for i, ic in enumerate(emblem_icons):
            cx, cy = [
                (W / 2 - 19, H / 2 - 19),
                (W / 2 + 19, H / 2 - 19),
                (W / 2 - 19, H / 2 + 19),
                (W / 2 + 19, H / 2 + 19),
            ][i]
            s += place_icon(ic, cx - 16, cy - 16, 32, accent)
    for cx, cy in ((40, 40), (W - 40, 40), (40, H - 40), (W - 40, H - 40)):
        s += f'<circle cx="{cx}" cy="{cy}" r="9" fill="{accent}"/>'
    return frame(s, fill="#fbf6ea")


def suit_icon(suit, size=96):
    """A suit of the animal deck as a badge for the table (legend, trump label): the card's
    pip on a light disc edged in the suit's colour, readable on dark cloth."""
    _animal, icon, col, tint = ANIMALS[suit]
    c = size / 2
    body = (
        f'<circle cx="{c}" cy="{c}" r="{c - 3}" fill="{tint}" stroke="{col}" stroke-width="4"/>'
        + pip(icon, c, c, size * 0.64, col)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}">{body}</svg>'
    )


def suit_icons(out):
    """game/images/cards/animal/suit_<C|D|H|S>.png, 96x96, transparent."""
    made = []
    for s in SUITS:
        png = render_svg_text(suit_icon(s), out / f"suit_{s}.png")
        optimise_png(png)
        made.append(png)
    return made


def build():
    made = []
    cards = IMAGES / "cards"
    for skin, src in (("classic", "2color"), ("classic4", "4color")):
        out = cards / skin
        out.mkdir(parents=True, exist_ok=True)
        for r in RANKS:
            for s in SUITS:
                png = out / f"{r}{s}.png"
                rsvg(KENNARD / src / f"{r}{s}.svg", png, width=OUT_W)
                optimise_png(png)
                made.append(png)
    out = cards / "animal"
    out.mkdir(parents=True, exist_ok=True)
    for r in RANKS:
        for s in SUITS:
            png = render_svg_text(animal_card(r, s), out / f"{r}{s}.png", width=OUT_W)
            optimise_png(png)
            made.append(png)
    (out / "suits.json").write_text(
        json.dumps({s: a[0] for s, a in ANIMALS.items()}, indent=1) + "\n"
    )
    made.append(out / "suits.json")
    made += suit_icons(out)
    backs = cards / "backs"
    for name, main, accent, icons in (
        ("back_red", "#8e1b22", "#e8c36a", ["game-icons__queen-crown"]),
        ("back_blue", "#1c3d6e", "#e8c36a", ["game-icons__queen-crown"]),
        ("back_animal", "#1f4a35", "#e8c36a", [ANIMALS[s][1] for s in SUITS]),
    ):
        png = render_svg_text(back(main, accent, icons, name), backs / f"{name}.png", width=OUT_W)
        optimise_png(png)
        made.append(png)
    return made
