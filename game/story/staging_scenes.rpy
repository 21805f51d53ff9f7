## staging_scenes.rpy — places and set pieces the prose names that had no picture (issue 28;
## owner: staging). The pictures are drawn by the asset pipeline (tools/assets) in the game's
## style; Ren'Py adds what moves (the lanterns' breath) and where each stands.

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

## Aurelia's statue (ch08 coda, "a new statue beside the altar ... a traveller with a
## star-burned hat, bowing to a goddess who is holding all the cards"): drawn in pale marble
## on its plinth (tools/assets/cgs.py statue): the goddess standing with a fan of gilt cards
## raised, the traveller on one knee before her.
image kozyr_statue = "images/cg/statue.webp"

## on the temple floor right of the altar, clear of the clover medallion above it and of
## Aurelia at left (ch08 shows her there)
transform kozyr_statue_place:
    xcenter 1250 yanchor 1.0 ypos 950 zoom 0.86
