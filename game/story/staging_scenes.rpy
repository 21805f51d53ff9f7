## staging_scenes.rpy — places and set pieces the prose names that had no picture (issue 28;
## owner: staging). Made from the game's own art with Ren'Py's colour matrices, so they share
## its style; a drawn CG can later take the same image name (the chapters need no change).

## The market after dark (ch05, Lina's stall): the square drawn by night with everyone gone
## home (tools/assets/backgrounds.py market_night: shut stalls, stars, the lanterns' light on
## the cobbles), with Lina's lanterns hung under the rolled awnings and along the bunting,
## each breathing. Its ambience is the night wind (staging_cgs.rpy KOZYR_AMBIENCE).
## (x, y, zoom) of each lantern: backgrounds.py MARKET_NIGHT_LANTERNS repeats these (the
## picture paints their light); keep both.
define kozyr_night_lanterns = (
    (150, 600, 0.55), (500, 600, 0.55), (1430, 600, 0.55), (1780, 600, 0.55),
    (330, 262, 0.38), (960, 300, 0.38), (1590, 262, 0.38))

image bg market_night = Fixed(
    "images/bg/bg_market_night.webp",
    *[At(Transform("images/cg/road_lantern.webp", zoom=z, pos=(x, y), anchor=(0.5, 0.63)),
         kozyr_lamp_breath(i * 0.7)) for i, (x, y, z) in enumerate(kozyr_night_lanterns)],
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
