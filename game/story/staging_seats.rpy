## staging_seats.rpy — people seated at the table before a duel (issue 28; owner: art).
##
## The busts are drawn standing and, at their place, show only a head above the say box, so
## when the prose says "Sit" they stood in front of the scene. At each chapter's table moment
## (its last exchange before `call play_duel`, and its .rematch) the chapter lifts the people
## at the table with kozyr_seated and shows the table's near part in front of them:
##
##     show marta happy at right, kozyr_seated
##     show table_fg inn
##     with dissolve
##
## `table_fg <place>` is drawn per place by the asset pipeline (tools/assets/seats.py: the
## inn's oak and beer, the altar's cloth and dice, ...), 1920x620 at the foot of the screen: its
## far edge runs across the seated busts' chests at y 710, above the say box, and what stands
## on it rises in front of them. Shown after the busts, it stays in front of them (a bust shown
## again with a new expression keeps its place under it); the duel's `scene` clears both.
## The images (`image table_fg <place>`) are named in images/kozyr_images.rpy (generated).

## a bust seated at the table: lifted 210 px, so the shoulders and chest show above the
## table's far edge (a standing bust shows its chin at y 720, where the table would cut it).
## It sets ypos only (kozyr_closer and kozyr_back move with yoffset and zoom), so it combines
## with them: `at right, kozyr_seated, kozyr_closer(-90)`.
transform kozyr_seated:
    ypos 870
