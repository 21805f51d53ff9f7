## duel_options.rpy — the table's options: one table of rows, one row screen (owner: table).
##
## Every option of the card table is one row of duel.TABLE_OPTIONS. The table's "Table
## options" panel (screen duel_options) draws each row with `use duel_option_row`; the
## Preferences page's "Card table" column (screens_preferences.rpy) reads the same rows by
## their short names. A new option is one line here (and its `default persistent.…` in the
## file that reads it); both panels then show it (tests/test_table_options.py and the
## duel_looks testcases check that each panel shows the table's rows).

init python in duel:

    import collections

    class TableOption(collections.namedtuple("TableOption", "field label alt short choices cycle width",
                                             defaults=(None, None, False, 140))):
        """One option (immutable): the persistent field it edits; its label on the table's
        panel and the alt template ("{state}" or "{value}": what a screen reader says of
        each button), None for an option only the Preferences page shows; its short name
        on the Preferences page, None for one only the table shows; its choices, ((value,
        name), ...) from less to more, or None for an On/Off switch; `cycle`: one button
        that steps through the choices (lit unless at the last, Off); the width of a
        button on the table's panel."""

        __slots__ = ()

        def button_id(self, value=None):
            """The id of a button on the table's panel (duel_opt_instant, duel_opt_speed_2)."""
            base = "duel_opt_" + self.field.replace("duel_", "", 1)
            return base if value is None else "%s_%s" % (base, value)

    ## The speeds' values are persistent.duel_speed's (0 fast, 1 normal, 2 slow, the
    ## pacing's index: duel_motion.rpy); ordered choices run from less to more everywhere:
    ## slow, normal, fast.
    TABLE_OPTIONS = (
        TableOption("duel_hints", _("Show playable cards:"), _("Show playable cards: {state}"),
                    short=_("Show playable cards")),
        TableOption("kozyr_four_colour", None, None, short=_("Four-colour deck")),
        TableOption("duel_speed", _("Opponents' speed:"), _("Opponents' speed: {value}"),
                    short=_("Opponents' speed"), width=164,
                    choices=tuple((i, SPEED_NAMES[i]) for i in (2, 1, 0))),
        TableOption("duel_card_size", _("Card size:"), _("Card size: {value}"),
                    short=_("Card size"), width=164,
                    choices=((0, _("small")), (1, _("normal")), (2, _("large")))),
        TableOption("duel_motion", _("Cards fly across the table:"), _("Cards fly across the table: {state}")),
        TableOption("duel_undo", _("Undo against easy opponents:"), _("Undo against easy opponents: {state}"),
                    short=_("Undo (easy)")),
        TableOption("duel_high_contrast", _("High-contrast table:"), _("High-contrast table: {state}"),
                    short=_("High-contrast table")),
        TableOption("duel_instant", _("Play cards as soon as they are placed:"),
                    _("Play cards as soon as they are placed: {state}")),
        ## the coach's Hint button (duel_hint.rpy): auto (easy and normal), on, off
        TableOption("duel_hint_button", _("Hint button (suggests a move):"),
                    _("Hint button (suggests a move): {state}"), cycle=True,
                    choices=(("auto", _("Auto")), ("on", _("On")), ("off", _("Off")))),
        ## table talk (duel_talk.rpy): how much the opponents talk
        TableOption("duel_talk", _("Table talk:"), _("Table talk: {value}"), width=100,
                    choices=((0, _("off")), (1, _("some")), (2, _("all")))),
    )

    def table_rows():
        """The rows of the table's "Table options" panel, in order."""
        return [o for o in TABLE_OPTIONS if o.label is not None]

    def preference_switches():
        """The On/Off options the Preferences page shows (its "Card table" checks)."""
        return [o for o in TABLE_OPTIONS if o.short is not None and o.choices is None]

    def preference_choices():
        """The options of several values the Preferences page shows, a column each."""
        return [o for o in TABLE_OPTIONS if o.short is not None and o.choices is not None and not o.cycle]

    def option_buttons(opt):
        """The buttons of `opt`'s row on the table's panel: [(id, text, lit, action, alt)]."""
        value = getattr(store.persistent, opt.field)
        if opt.choices is None:
            word = _("On") if value else _("Off")
            return [(opt.button_id(), word, bool(value), store.ToggleField(store.persistent, opt.field),
                     tr(opt.alt).format(state=tr(word)))]
        if opt.cycle:
            values = [v for v, _nm in opt.choices]
            i = values.index(value) if value in values else 0
            word = opt.choices[i][1]
            step = store.SetField(store.persistent, opt.field, values[(i + 1) % len(values)])
            return [(opt.button_id(), word, i != len(values) - 1, step, tr(opt.alt).format(state=tr(word)))]
        return [(opt.button_id(v), store.kozyr_option(nm), value == v, store.SetField(store.persistent, opt.field, v),
                 tr(opt.alt).format(value=tr(nm))) for v, nm in opt.choices]


## One row of the table's options: its label, and its buttons.
screen duel_option_row(opt):
    hbox:
        spacing 12
        text opt.label style duel.S("duel_text") yalign 0.5 min_width duel.OPTIONS_LABEL_W xmaximum duel.OPTIONS_LABEL_W
        for bid, word, lit, act, say in duel.option_buttons(opt):
            textbutton word:
                id bid
                style duel.S("duel_small_button")
                xsize opt.width
                selected lit
                alt say
                action act


screen duel_options():
    modal True
    zorder 150
    ## dark enough that the table is only a backdrop (at #0009 the plates and the speech
    ## bubble, cut by the panel's edge mid-line, read as part of it: issue 26)
    add Solid("#000000d8")
    frame:
        style duel.S("duel_panel")
        align (0.5, 0.5) xysize duel.OPTIONS_WH
        background Frame(Solid(duel.col("options")), 0, 0)    # opaque: the status line must not show through
        has vbox spacing 11          # nine rows, two of them two lines in Russian, and Close fit 780 px
        text _("Table options") style duel.S("duel_name") size 36
        for opt in duel.table_rows():
            use duel_option_row(opt)
        null height 6
        textbutton _("Close"):
            style duel.S("duel_button")
            action Hide("duel_options")
    key "game_menu" action Hide("duel_options")
