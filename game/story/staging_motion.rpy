## staging_motion.rpy — how people move on the story's stage (issue 28; owner: staging).
##
## The busts stood still through the long exchanges; these transforms let them move with the
## prose: step closer (to talk low, to lean over the table), step back, turn away (and back),
## start (a small jump on a surprise), sag (a sad weight), and come on or go off at a side.
## Entrances and exits use Ren'Py's own transitions (`with easeinleft`, `with moveinright`,
## `hide ... with easeoutright`). Combine with a place: `show lina at left, kozyr_closer(80)`.
## A move that is kept (closer, turned away) is undone by its pair (kozyr_back,
## kozyr_turn_back) in the same scene; `scene` clears every one.
## All are plain ATL at module level: saves pickle the scene, never a local closure.

## step closer: a little bigger and lower (nearer the eye), moved dx pixels sideways
transform kozyr_closer(dx=0):
    ease 0.5 zoom 1.07 xoffset dx yoffset 36

## back to the place the bust stood on
transform kozyr_back:
    ease 0.5 zoom 1.0 xoffset 0 yoffset 0 xzoom 1.0

## turn away (the bust mirrored, a shade darker: the face out of the light), and back
transform kozyr_turn_away:
    ease 0.35 xzoom -1.0 matrixcolor BrightnessMatrix(-0.12)

transform kozyr_turn_back:
    ease 0.35 xzoom 1.0 matrixcolor BrightnessMatrix(0.0)

## a start: a small jump on a surprise (it ends where it began)
transform kozyr_start:
    easein 0.1 yoffset -28
    easeout 0.2 yoffset 0

## sag: the weight of a sad line (kozyr_back lifts it)
transform kozyr_sag:
    ease 0.8 yoffset 28

## a lean toward the other speaker (dx pixels), kept until kozyr_back
transform kozyr_lean(dx=60):
    ease 0.4 xoffset dx

## a place between the stock three (left 0.0, center 0.5, right 1.0), for a crowd of four on
## one stage: `at kozyr_place(0.34)` and `kozyr_place(0.67)` beside `left` and `right`
transform kozyr_place(x=0.5):
    xalign x yalign 1.0
