## story_seats: the people at the table before each duel (issue 28; game/story/staging_seats.rpy).
## Each chapter is played from its start, line by line (KozyrDrive of story_walk.rpy), up to the
## moment it seats its opponent: the table's near part (`table_fg <place>`, tools/assets/seats.py)
## must then stand in front of the lifted busts, with the say box up. One rematch too (the inn's:
## the bust shown without a place is seated at the centre).
## Screenshots: seat_inn, seat_temple, seat_tower, seat_bridge, seat_market, seat_market_night,
## seat_camp, seat_lodge, seat_inn_rematch.

init python:
    def kozyr_seats_check(place, who):
        """The table of `place` is up, over every bust in `who`, and each of them is seated
        (lifted by kozyr_seated: its placement's ypos is 870)."""
        assert renpy.showing("table_fg " + place), place
        tags = [sle.tag for sle in renpy.game.context().scene_lists.layers["master"]]
        for tag in who:
            assert tags.index(tag) < tags.index("table_fg"), (place, tags)
            d = renpy.game.context().scene_lists.get_displayable_by_tag("master", tag)
            ypos = d.get_placement()[1]
            assert ypos == 870, (place, tag, ypos)
        return True

testcase story_seats:
    $ _test.timeout = 420.0
    move (0.5, 0.5) pattern "Start"
    run Start("chapter_prologue")
    pause .05 until run KozyrDrive("renpy.showing('table_fg inn')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_inn")
    assert kozyr_seats_check("inn", ["marta"])

    run Jump("chapter_aurelia")
    pause .05 until run KozyrDrive("renpy.showing('table_fg temple')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_temple")
    assert kozyr_seats_check("temple", ["aurelia"])

    run Jump("chapter_pip")
    pause .05 until run KozyrDrive("renpy.showing('table_fg tower')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_tower")
    assert kozyr_seats_check("tower", ["pip"])

    run Jump("chapter_brandt")
    pause .05 until run KozyrDrive("renpy.showing('table_fg bridge')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_bridge")
    assert kozyr_seats_check("bridge", ["brandt"])  # Ash does not play: stands (story_editor6)

    run Jump("chapter_market")
    pause .05 until run KozyrDrive("renpy.showing('table_fg market')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_market")
    assert kozyr_seats_check("market", ["lina", "vix"])

    run Jump("chapter_lina")
    pause .05 until run KozyrDrive("renpy.showing('table_fg market_night')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_market_night")
    assert kozyr_seats_check("market_night", ["lina"])

    run Jump("chapter_ash")
    pause .05 until run KozyrDrive("renpy.showing('table_fg camp')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_camp")
    assert kozyr_seats_check("camp", ["ash"])

    run Jump("chapter_hunter")
    pause .05 until run KozyrDrive("renpy.showing('table_fg lodge')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_lodge")
    assert kozyr_seats_check("lodge", ["hunter", "ash"])

    run Jump("chapter_prologue.rematch")
    pause .05 until run KozyrDrive("renpy.showing('table_fg inn')", skip=False)
    pause 1.5
    $ kozyr_shot("seat_inn_rematch")
    assert kozyr_seats_check("inn", ["marta"])
    run Quit(confirm=False)
