## rules.rpy — the in-game rules of the four games, illustrated (owner: art, issue 18).
##
## screen rules(game=None): one tab per game and one for the decks, styled like the
## other menu pages (game_menu). Each section is the rule in prose and, where a picture
## helps, a real card situation laid out on a piece of felt from the game's own card
## images (kozyr_rules_figure). Open it with ShowMenu("rules") from the main menu, the
## map or the table; ShowMenu("rules", game="perevodnoy") opens a tab. The rules follow
## the engine (docs/engine-api.md; pagat.com is the reference).

init python:
    ## The tabs: the games of the engine's registry, in its order (their names are
    ## duel.variant_title's; each has its prose in KOZYR_RULES_TEXT, which a test checks),
    ## and the decks.
    KOZYR_RULE_GAMES = list(engine.VARIANTS) + ["decks"]

    def kozyr_rules_tab(gid):
        """A tab's title, translated."""
        return __("Decks") if gid == "decks" else duel.variant_title(gid)

    KOZYR_RULES_CARD = (94, 131)     # a card in the pictures (the 208x291 art at 45%)

    def kozyr_rules_card(code, skin="classic"):
        """One card face of `skin` (classic, classic4, animal) at picture size."""
        return Transform("images/cards/%s/%s.png" % (skin, code), xysize=KOZYR_RULES_CARD)

    def kozyr_rules_back():
        return Transform("images/cards/backs/back_red.png", xysize=KOZYR_RULES_CARD)

    def kozyr_rules_crossed(code):
        """A card that may not be played: shaded and crossed."""
        return Fixed(kozyr_rules_card(code),
                     Transform(Solid("#00000066"), xysize=KOZYR_RULES_CARD),
                     Text(u"\u2715", style="kozyr_rules_cross", align=(0.5, 0.5)),
                     xysize=KOZYR_RULES_CARD)

    def kozyr_rules_item(item):
        """A token of a picture as a displayable.

        "7S": a card. ("beat", "7S", "9S"): an attack with the card that beat it lying
        across. ("fan", [codes]): cards fanned in a hand. ("back", n): n face-down cards.
        ("talon", "KH"): the talon with the trump card under it. ("pile", [codes]): a
        pile, last card on top. ("no", "8D"): a card that may not be played (crossed).
        ("beat_no", "9S", "7S"): a card that may not beat the attack it lies across
        (crossed). ("skin", skin, code): a card of another deck. ">": "beats". "->":
        "goes to"."""
        cw, ch = KOZYR_RULES_CARD
        if item in (">", "->"):
            glyph = u"\u203a" if item == ">" else u"\u2192"
            return Text(glyph, style="kozyr_rules_arrow")
        if isinstance(item, str):
            return kozyr_rules_card(item)
        kind = item[0]
        if kind == "beat":
            return Fixed(kozyr_rules_card(item[1]),
                         Transform(kozyr_rules_card(item[2]), rotate=14, rotate_pad=False,
                                   pos=(30, 34)),
                         xysize=(cw + 44, ch + 44))
        if kind == "fan":
            cards = item[1]
            step = 34
            return Fixed(*[Transform(kozyr_rules_card(c), pos=(i * step, 0)) for i, c in enumerate(cards)],
                         xysize=(cw + step * (len(cards) - 1), ch))
        if kind == "back":
            n = item[1]
            return Fixed(*[Transform(kozyr_rules_back(), pos=(i * 14, 0)) for i in range(n)],
                         xysize=(cw + 14 * (n - 1), ch))
        if kind == "talon":
            return Fixed(Transform(kozyr_rules_card(item[1]), rotate=90, rotate_pad=False,
                                   pos=(int(cw * 0.55), int((ch - cw) / 2))),
                         kozyr_rules_back(), Transform(kozyr_rules_back(), pos=(3, -3)),
                         xysize=(int(cw * 0.55) + ch, ch))
        if kind == "pile":
            cards = item[1]
            return Fixed(*[Transform(kozyr_rules_card(c), pos=(i * 6, i * 16)) for i, c in enumerate(cards)],
                         xysize=(cw + 6 * (len(cards) - 1), ch + 16 * (len(cards) - 1)))
        if kind == "no":
            return kozyr_rules_crossed(item[1])
        if kind == "beat_no":
            return Fixed(kozyr_rules_card(item[1]),
                         Transform(kozyr_rules_crossed(item[2]), rotate=14, rotate_pad=False,
                                   pos=(30, 34)),
                         xysize=(cw + 44, ch + 44))
        if kind == "skin":
            return kozyr_rules_card(item[2], item[1])
        raise ValueError("unknown rules picture token %r" % (item,))

    ## The pictures of each tab: {section index: (caption, [(label, [tokens]), ...])}.
    KOZYR_RULES_FIGURES = {
        "podkidnoy": {
                1: (_("The king of hearts lies face up under the deck: hearts are trumps."),
                    [(_("The deck and the trump"), [("talon", "KH")]),
                     (_("Your six cards"), [("fan", ["6S", "9D", "JC", "QH", "7H", "AC"])])]),
                2: (_("Any one card opens a bout, or several of one rank."),
                    [(_("One card"), ["7S"]), (_("Or one rank"), [("fan", ["7S", "7D", "7C"])])]),
                3: (_("Hearts are trumps."),
                    [(_("Higher, same suit"), [("beat", "7S", "9S")]),
                     (_("Any trump"), [("beat", "7D", "6H")]),
                     (_("Never lower"), [("beat_no", "9S", "7S")])]),
                4: (_("Sevens, nines and sixes lie on the table: only those ranks may follow."),
                    [(_("On the table"), [("beat", "7S", "9S"), ("beat", "7D", "6H")]),
                     ("", ["->"]),
                     (_("May be thrown in"), ["9C", "6D"])]),
                5: (_("The 8 of hearts cannot be beaten: the defender takes all three cards."),
                    [(_("On the table"), [("beat", "8C", "TC"), "8H"]),
                     ("", ["->"]),
                     (_("Into the defender's hand"), [("fan", ["8C", "TC", "8H"])])]),
        },
        "perevodnoy": {
                1: (_("Nothing is beaten yet: lay the 8 of diamonds beside the 8 of clubs and the next player must beat both."),
                    [(_("Attacked with"), ["8C"]),
                     (_("Add the same rank"), ["8D"]),
                     ("", ["->"]),
                     (_("The next player defends"), [("fan", ["8C", "8D"])])]),
                3: (_("One card is already beaten: the 8 of diamonds can no longer transfer."),
                    [(_("On the table"), [("beat", "8C", "JC"), "8S"]),
                     (_("No transfer now"), [("no", "8D")])]),
        },
        "svoi_kozyri": {
                0: (_("Two players: you chose spades, your opponent hearts; clubs and diamonds are nobody's trumps."),
                    [(_("Your trump"), ["AS"]), (_("Theirs"), ["AH"]), (_("Nobody's"), [("fan", ["AC", "AD"])])]),
                2: (_("Your own trump is spades: beat the jack of hearts with the queen of hearts or any spade, then lay one more card."),
                    [(_("Top of the pile"), ["JH"]),
                     (_("Beat it"), [("fan", ["QH", "6S"])]),
                     ("", ["->"]),
                     (_("Then lay one"), ["7C"])]),
                3: (_("The top card is not one of your trumps: picking up takes the top three."),
                    [(_("The pile"), [("pile", ["9C", "KD", "7S", "TD", "QC"])]),
                     ("", ["->"]),
                     (_("Picked up"), [("fan", ["7S", "TD", "QC"])])]),
        },
        "warfare": {
                1: (_("With spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs; any spade beats them all."),
                    [(_("The circle"), ["5C", ">", "KD", ">", "QH", ">", "5C"]),
                     (_("Trump"), ["2S"])]),
                2: (_("Both cards are shown together: your 2 of clubs beats the ace of diamonds, so both go to your score pile."),
                    [(_("Your card"), ["2C"]), (_("Their card"), ["AD"]),
                     ("", ["->"]),
                     (_("Your score pile"), [("fan", ["2C", "AD"])])]),
                3: (_("The loser keeps one card face down and shows two; the winner takes one of them."),
                    [(_("Kept secretly"), [("back", 1)]), (_("Shown"), [("fan", ["9H", "QC"])])]),
                4: (_("Court cards and aces score three points, every other card one."),
                    [(_("Three points"), [("fan", ["JD", "QS", "KH", "AC"])]),
                     (_("One point"), [("fan", ["2C", "7H", "TD"])])]),
        },
        "decks": {
                0: (_("The four aces of the classic deck and of the four-colour deck."),
                    [(_("Classic"), [("fan", ["AC", "AD", "AH", "AS"])]),
                     (_("Four colours"), [("skin", "classic4", c) for c in ("AC", "AD", "AH", "AS")])]),
                1: (_("The animal deck's aces."),
                    [(_("Bear: clubs"), [("skin", "animal", "AC")]),
                     (_("Duck: diamonds"), [("skin", "animal", "AD")]),
                     (_("Goat: hearts"), [("skin", "animal", "AH")]),
                     (_("Wolf: spades"), [("skin", "animal", "AS")])]),
        },

    }

    def kozyr_rules_figures(game):
        """{section index: (caption, [(label, [tokens]), ...])}: the pictures of a tab."""
        return KOZYR_RULES_FIGURES.get(game, {})

    def kozyr_rules_figure(caption, groups):
        """A picture: the groups side by side on a piece of felt, the caption below."""
        cells = []
        for label, items in groups:
            row = HBox(*[kozyr_rules_item(i) for i in items], spacing=10, yalign=0.5)
            cells.append(VBox(Text(__(label) if label else " ", style="kozyr_rules_label"),
                              row, spacing=8))
        body = VBox(HBox(*cells, spacing=26),
                    Text(__(caption), style="kozyr_rules_caption"), spacing=12)
        return Window(body, style="kozyr_rules_felt")

    _kozyr_rules_cache = {}

    def kozyr_rules_sections(game):
        """[(heading, paragraph, picture or None)] of a tab, built once per language
        (the pictures are displayables: rebuilt each time, they would be laid out and
        rendered again at every interaction)."""
        key = (game, _preferences.language)
        if key not in _kozyr_rules_cache:
            figures = kozyr_rules_figures(game)
            _kozyr_rules_cache[key] = [
                (h, p, kozyr_rules_figure(*figures[i]) if i in figures else None)
                for i, (h, p) in enumerate(kozyr_rules_text(game))]
        return _kozyr_rules_cache[key]

    ## The prose of each tab: a list of (heading, paragraph) pairs.
    KOZYR_RULES_TEXT = {
        "podkidnoy": [
                (_("The aim"), _("Get rid of your cards. The last player still holding cards is the durak, the fool. If the last cards go at the same moment, nobody is the fool and the game is a draw.")),
                (_("Deck and deal"), _("36 cards, six to ace in each suit. Everyone gets six cards. The next card is turned face up: its suit is the trump (kozyr). It lies under the rest of the deck and is drawn last.")),
                (_("Attacking"), _("The player with the lowest trump attacks first (if nobody holds a trump, the lowest card). An attack is one card, or several cards of one rank. The defender is the next player.")),
                (_("Beating"), _("The defender beats each attacking card with a higher card of the same suit, or with any trump if the attacking card is not a trump. A trump can only be beaten by a higher trump. Cards are beaten one at a time, in any order.")),
                (_("Throwing in"), _("When every card on the table is beaten, the attackers may throw in more, but only of ranks already on the table, attacking or beating. There are never more than six attacking cards in a bout, and never more than the defender held when the bout began. With more than two players, the main attacker is asked first, then the others in turn; the bout ends when all of them pass in a row.")),
                (_("Taking"), _("A defender who cannot or will not beat the cards takes them all into hand (the attackers may still throw in first). Whoever takes also loses the next attack: the player to their left attacks. If every card is beaten and nobody adds more, the bout is over and its cards are discarded; the defender attacks next.")),
                (_("Drawing"), _("After each bout everyone draws back up to six cards from the deck: the main attacker first, then the other attackers, the defender last. Once the deck is empty, a player whose hand runs out is out of the game.")),
                (_("Series"), _("At some tables several games are played in a row. Each fool gets a loser token and deals the next game, and the player to the fool's left attacks first. After the agreed number of games the fewest tokens wins; a tie is settled by more games.")),
        ],
        "perevodnoy": [
                (_("The same as Podkidnoy, and more"), _("Everything in Podkidnoy holds: the deck, the trump, beating, throwing in, taking and drawing. Perevodnoy adds one move: the transfer.")),
                (_("Transferring"), _("Before any card on the table has been beaten, the defender may add a card of the same rank as the attacking cards instead of beating them. The whole attack then passes to the next player, who becomes the defender; the player who transferred becomes the main attacker.")),
                (_("Limits"), _("The new defender must hold at least as many cards as then lie on the table, and the table may not go over the bout's limit. Transfers can chain: the new defender may transfer again with another card of that rank. With two players the attack comes straight back.")),
                (_("Once you beat, you defend"), _("As soon as one card has been beaten, transferring is no longer possible in that bout: beat the rest or take.")),
        ],
        "svoi_kozyri": [
                (_("Your own trumps"), _("Svoi Kozyri means \"your own trumps\". Before the deal every player chooses a different suit as their own trump; with two or three players the suits nobody chose are nobody's trumps. Trump power belongs to whoever is beating: your trumps beat any card of another suit, and another player's trump is an ordinary card for you.")),
                (_("Deck and deal"), _("36 cards, six to ace. Everyone gets six cards; the rest is the face-down deck. After a turn in which you played cards you draw back up to six while the deck lasts (not after picking up), and you can only go out once the deck is empty.")),
                (_("Your turn"), _("The first player lays any card face up to start a single pile. On your turn, beat the top card with a higher card of its suit, or with one of your own trumps if it is of another suit; you never have to follow suit. After beating, you must lay one more card of your choice on top, and the next player must beat that. If your only card beats the top card, you may play it alone and you are out.")),
                (_("Picking up"), _("You may always pick up instead of beating: the top three cards (or the whole pile, if it has three or fewer) when the top card is not one of your trumps; the top five (or all) when it is one of your trumps other than the ace; the whole pile when it is the ace of your trumps. Then the turn passes. An emptied pile is started again with any single card.")),
                (_("The end"), _("A player with no cards left has won and leaves the game. When one player alone still holds cards, they lose, unless they hold exactly one card and it beats the top card: then the game is a draw.")),
        ],
        "warfare": [
                (_("Deck and trump"), _("52 cards, ace high. Each player gets three cards. The next card is turned face up beside the deck: its suit is the trump, and a trump beats every card of another suit.")),
                (_("The circle of suits"), _("The three other suits beat each other in a circle, in the alphabetical order of their names (clubs, diamonds, hearts, spades): the first beats the second, the second the third and the third the first. With spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs. In the same suit the higher card wins.")),
                (_("A battle"), _("Both players choose a card in secret; then both are shown. The winner puts both cards on their score pile and commits first in the next battle.")),
                (_("Drawing"), _("While the deck lasts, the loser looks at its top three cards, secretly keeps one and turns the other two face up; the winner takes one of those two; the last is discarded. With two cards left the loser keeps one and the winner takes the other; with one left, the loser takes it. When the deck is empty, battles go on with the cards in hand until both hands are empty.")),
                (_("Scoring"), _("Jacks, queens, kings and aces score three points each, every other card one point. Most points wins; equal points is a draw.")),
        ],
        "decks": [
                (_("Three decks"), _("Kozyr deals the classic French deck, the same deck in four colours (clubs green, diamonds blue: Preferences, Card Table, Four-Colour Deck) and, at the White Hunter's lodge, a deck of animals. The games and their rules are the same with every deck.")),
                (_("The animal deck"), _("Four animals stand for the four suits: the Bear for clubs, the Duck for diamonds, the Goat for hearts and the Wolf for spades. The ranks do not change, and a trump animal beats every card of the other three, as a trump suit does.")),
                (_("Ranks"), _("From low to high: 2 to 10, jack, queen, king, ace. Durak and Svoi Kozyri leave out the 2 to 5 (36 cards); Warfare plays all 52.")),
        ],

    }

    def kozyr_rules_text(game):
        """The prose of one game: a list of (heading, paragraph) pairs."""
        return KOZYR_RULES_TEXT.get(game, [])


screen rules(game=None):
    tag menu
    default current = game if game in KOZYR_RULE_GAMES else "podkidnoy"
    use game_menu(_("Rules")):
        vbox:
            spacing 16
            hbox:
                style_prefix "kozyr_tab"
                spacing 8
                for gid in KOZYR_RULE_GAMES:
                    $ gname = kozyr_rules_tab(gid)
                    textbutton gname:
                        action SetScreenVariable("current", gid)
                        selected current == gid
                        alt __("Rules of %s") % gname
            viewport:
                id "rules_vp"
                scrollbars "vertical"
                mousewheel True
                draggable True
                pagekeys True
                xsize 1380
                ysize 770
                side_spacing 12
                vbox:
                    spacing 16
                    xsize 1350
                    for heading, para, picture in kozyr_rules_sections(current):
                        frame:
                            style "kozyr_card"
                            xfill True
                            if picture is not None:
                                hbox:
                                    spacing 28
                                    vbox:
                                        xsize 560
                                        spacing 8
                                        text heading style "kozyr_rules_heading"
                                        text para style "kozyr_rules_text"
                                    add picture
                            else:
                                vbox:
                                    spacing 8
                                    text heading style "kozyr_rules_heading"
                                    text para style "kozyr_rules_text"
                    text _("Rules after pagat.com, as the Kozyr engine plays them.") style "kozyr_rules_small"

style kozyr_rules_heading is text:
    font gui.interface_text_font
    size 32
    color gui.accent_color

style kozyr_rules_text is text:
    font gui.text_font
    size 26
    color "#ece4d2"

style kozyr_rules_small is text:
    size 22
    color "#b8c8b8"

style kozyr_rules_label is text:
    font gui.interface_text_font
    size 20
    color "#f3e2b0"

style kozyr_rules_caption is text:
    font gui.text_font
    size 21
    color "#e8f0e0"
    xmaximum 700

style kozyr_rules_arrow is text:
    font "DejaVuSans.ttf"
    size 54
    color "#f3e2b0"
    yalign 0.5

style kozyr_rules_cross is text:
    font "DejaVuSans.ttf"
    size 90
    color "#e04848"
    outlines [(3, "#00000088", 0, 0)]

style kozyr_rules_felt is window:
    background Frame("gui/felt_panel.png", 24, 24)
    padding (24, 18, 24, 18)
    xsize 700
    ## as tall as the picture and its caption: the say window's fixed height (which the
    ## window style carries) cut a long caption's last line off the felt
    ysize None
    yalign 0.0
