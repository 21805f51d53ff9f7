## staging_scenes.rpy — places and set pieces the prose names that had no picture (issue 28;
## owner: staging). Made from the game's own art with Ren'Py's colour matrices, so they share
## its style; a drawn CG can later take the same image name (the chapters need no change).

## The market after dark (ch05, Lina's stall): the day market in night blue, the crowd gone
## dim, with Lina's paper lanterns hung under the awnings and along the bunting, each with a
## warm glow round it. Its ambience is the night wind (staging_cgs.rpy KOZYR_AMBIENCE).
define kozyr_night_lanterns = (
    (150, 600, 0.55), (500, 600, 0.55), (1430, 600, 0.55), (1780, 600, 0.55),
    (330, 262, 0.38), (960, 300, 0.38), (1590, 262, 0.38))

## a lantern's glow: the lantern drawn small, blurred in a room of its own (so the blur
## fades out before the edge instead of stopping at a square), then drawn large and added to
## the light under it (blurring small and scaling up keeps the glow smooth)
init python:
    def kozyr_lamp_glow(x, y, z):
        lamp = Transform("images/cg/road_lantern.webp", zoom=z * 0.6, align=(0.5, 0.5))
        room = Fixed(lamp, xysize=(int(170 * z) + 60, int(220 * z) + 60))
        soft = Transform(room, blur=10)
        return Transform(soft, zoom=4.4, alpha=0.7, blend="add", pos=(x, y), anchor=(0.5, 0.55))

image bg market_night = Fixed(
    Transform("images/bg/bg_market.webp",
              matrixcolor=TintMatrix("#5b68a6") * SaturationMatrix(0.75)),
    *([kozyr_lamp_glow(x, y, z) for (x, y, z) in kozyr_night_lanterns]
      + [At(Transform("images/cg/road_lantern.webp", zoom=z, pos=(x, y), anchor=(0.5, 0.63)),
            kozyr_lamp_breath(i * 0.7)) for i, (x, y, z) in enumerate(kozyr_night_lanterns)]),
    xysize=(1920, 1080))

## a paper lantern's flame breathing (never fully still, never flickering fast)
transform kozyr_lamp_breath(delay=0.0):
    alpha 1.0
    pause delay
    block:
        ease 1.6 alpha 0.82
        ease 1.6 alpha 1.0
        repeat

## Aurelia's statue (ch08 coda, "a new statue beside the altar"): the goddess in pale
## gilded marble on a plinth, holding a fan of gilt cards, beside the altar behind her.
## A drawn CG may take this name later (tell the lead).
define kozyr_statue_fan = ("KH", "QD", "AS", "7H", "AC")

image kozyr_statue = Fixed(
    Solid("#bfb394", xysize=(400, 26), xalign=0.5, ypos=774),
    Solid("#e2d8bd", xysize=(360, 110), xalign=0.5, ypos=800),
    Solid("#a8997a", xysize=(360, 8), xalign=0.5, ypos=902),
    Transform("images/characters/aurelia_happy.png", zoom=0.88, xalign=0.5, yanchor=1.0,
              ypos=778, matrixcolor=TintMatrix("#ddd4c0") * SaturationMatrix(0.0)),
    *[Transform("images/cards/classic/%s.png" % c, zoom=0.42, rotate=(i - 2) * 16, anchor=(0.5, 0.9),
                pos=(350 + (i - 2) * 22, 700), matrixcolor=TintMatrix("#f0d27a") * SaturationMatrix(0.2))
      for i, c in enumerate(kozyr_statue_fan)],
    xysize=(700, 910))

## on the altar steps, between the places of two speakers (ch08 brings the Hunter in at right)
transform kozyr_statue_place:
    xalign 0.5 yanchor 1.0 ypos 0.86 zoom 0.82
