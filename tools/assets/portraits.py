"""Portraits: tools/art/portraits.mjs writes SVG busts, rendered here to 880 px PNGs."""

from .common import BUILD, IMAGES, TOOLS, optimise_png, rsvg, run

HEIGHT = 880
WHO = "marta aurelia pip brandt lina vix ash hunter".split()
EXPRESSIONS = "neutral happy angry sad surprised smug".split()


def build():
    svg_dir = BUILD / "portraits"
    run(["node", TOOLS / "art" / "portraits.mjs", svg_dir], cwd=TOOLS)
    out = IMAGES / "characters"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for who in WHO:
        for ex in EXPRESSIONS:
            png = out / f"{who}_{ex}.png"
            rsvg(svg_dir / f"{who}_{ex}.svg", png, height=HEIGHT)
            optimise_png(png)
            made.append(png)
    # the stranger (an unnamed seat), neutral only
    png = out / "stranger_neutral.png"
    rsvg(svg_dir / "stranger_neutral.svg", png, height=HEIGHT)
    optimise_png(png)
    made.append(png)
    return made
