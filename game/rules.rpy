## rules.rpy — the in-game rules of the four games (owner: progression).
##
## screen rules(game=None): one tab per game, each with clear prose and a small
## example layout (card images from game/images/cards/classic/ when present,
## lettered frames otherwise). Open it with ShowMenu("rules") from the main
## menu, the map or the table; ShowMenu("rules", game="perevodnoy") opens a tab.
## The rules follow the engine (docs/engine-api.md, issues 3 and 4; pagat.com
## is the reference).

init python:
    KOZYR_RULE_GAMES = [
        ("podkidnoy", _("Podkidnoy")),
        ("perevodnoy", _("Perevodnoy")),
        ("svoi_kozyri", _("Svoi Kozyri")),
        ("warfare", _("Warfare")),
    ]

    KOZYR_SUIT_GLYPHS = {"C": u"\u2663", "D": u"\u2666", "H": u"\u2665", "S": u"\u2660"}

    def kozyr_rules_card(code, size=(84, 122)):
        """A card face for the examples: the classic art if it is there, else a
        white frame with the rank and suit (red for diamonds and hearts)."""
        path = "images/cards/classic/%s.png" % code
        if renpy.loadable(path):
            return Transform(path, fit="contain", xysize=size)
        rank = "10" if code[0] == "T" else code[0]
        colour = "#b01818" if code[1] in "DH" else "#101010"
        label = Text(rank + KOZYR_SUIT_GLYPHS[code[1]], font="DejaVuSans.ttf", size=30,
                     color=colour, bold=True)
        return Fixed(Solid("#202020", xysize=size),
                     Transform(Solid("#f8f4ea", xysize=(size[0] - 4, size[1] - 4)), pos=(2, 2)),
                     Transform(label, align=(0.5, 0.5)), xysize=size)

    def kozyr_rules_pair(attack, defence=None):
        """An attacking card, with the card that beat it laid across (offset)."""
        a = kozyr_rules_card(attack)
        if defence is None:
            return Fixed(a, xysize=(84 + 36, 122 + 36))
        d = Transform(kozyr_rules_card(defence), pos=(36, 36))
        return Fixed(a, d, xysize=(84 + 36, 122 + 36))

    def kozyr_rules_text(game):
        """The prose of one game: a list of (heading, paragraph) pairs."""
        if game == "podkidnoy":
            return [
                (_("The aim"), _("Get rid of your cards. The last player still holding cards is the durak, the fool. If the last cards go at the same moment, nobody is the fool and the game is a draw.")),
                (_("Deck and deal"), _("36 cards, six to ace in each suit. Everyone gets six cards. The next card is turned face up: its suit is the trump (kozyr). It lies under the rest of the deck, the talon, and is drawn last.")),
                (_("Attacking"), _("The player with the lowest trump attacks first (if nobody holds a trump, the lowest card). An attack is one card, or several cards of one rank. The defender is the next player.")),
                (_("Beating"), _("The defender beats each attacking card with a higher card of the same suit, or with any trump if the attacking card is not a trump. A trump can only be beaten by a higher trump. Cards are beaten one at a time, in any order.")),
                (_("Throwing in"), _("When every card on the table is beaten, the attackers may throw in more, but only of ranks already on the table, attacking or beating. There are never more than six attacking cards in a bout, and never more than the defender held when the bout began. With more than two players, the main attacker is asked first, then the others in turn; the bout ends when all of them pass in a row.")),
                (_("Taking"), _("A defender who cannot or will not beat the cards takes them all into hand (the attackers may still throw in first). Whoever takes also loses the next attack: the player to their left attacks. If every card is beaten and nobody adds more, the bout is over and its cards are discarded; the defender attacks next.")),
                (_("Drawing"), _("After each bout everyone draws back up to six cards from the talon: the main attacker first, then the other attackers, the defender last. Once the talon is empty, a player whose hand runs out is out of the game.")),
                (_("Series"), _("At some tables several games are played in a row. Each fool gets a loser token and deals the next game, and the player to the fool's left attacks first. After the agreed number of games the fewest tokens wins; a tie is settled by more games.")),
            ]
        if game == "perevodnoy":
            return [
                (_("The same as Podkidnoy, and more"), _("Everything in Podkidnoy holds: the deck, the trump, beating, throwing in, taking and drawing. Perevodnoy adds one move: the transfer.")),
                (_("Transferring"), _("Before any card on the table has been beaten, the defender may add a card of the same rank as the attacking cards instead of beating them. The whole attack then passes to the next player, who becomes the defender; the player who transferred becomes the main attacker.")),
                (_("Limits"), _("The new defender must hold at least as many cards as then lie on the table, and the table may not go over the bout's limit. Transfers can chain: the new defender may transfer again with another card of that rank. With two players the attack comes straight back.")),
                (_("Once you beat, you defend"), _("As soon as one card has been beaten, transferring is no longer possible in that bout: beat the rest or take.")),
            ]
        if game == "svoi_kozyri":
            return [
                (_("Your own trumps"), _("Svoi Kozyri means \"your own trumps\". Before the deal every player chooses a different suit as their own trump; with two or three players the suits nobody chose are nobody's trumps. Trump power belongs to whoever is beating: your trumps beat any card of another suit, and another player's trump is an ordinary card for you.")),
                (_("Deck and deal"), _("36 cards, six to ace. Everyone gets six cards; the rest is a face-down stock. After a turn in which you played cards you draw back up to six while the stock lasts (not after picking up), and you can only go out once the stock is empty.")),
                (_("Your turn"), _("The first player lays any card face up to start a single pile. On your turn, beat the top card with a higher card of its suit, or with one of your own trumps if it is of another suit; you never have to follow suit. After beating, you must lay one more card of your choice on top, and the next player must beat that. If your only card beats the top card, you may play it alone and you are out.")),
                (_("Picking up"), _("You may always pick up instead of beating: the top three cards (or the whole pile, if it has three or fewer) when the top card is not one of your trumps; the top five (or all) when it is one of your trumps other than the ace; the whole pile when it is the ace of your trumps. Then the turn passes. An emptied pile is started again with any single card.")),
                (_("The end"), _("A player with no cards left has won and leaves the game. When one player alone still holds cards, they lose, unless they hold exactly one card and it beats the top card: then the game is a draw.")),
            ]
        if game == "warfare":
            return [
                (_("Deck and trump"), _("52 cards, ace high. Each player gets three cards. The next card is turned face up beside the deck: its suit is the trump, and a trump beats every card of another suit.")),
                (_("The circle of suits"), _("The three other suits beat each other in a circle, in the alphabetical order of their names (clubs, diamonds, hearts, spades): the first beats the second, the second the third and the third the first. With spades trump: clubs beat diamonds, diamonds beat hearts, hearts beat clubs. In the same suit the higher card wins.")),
                (_("A battle"), _("Both players choose a card in secret; then both are shown. The winner puts both cards on their score pile and commits first in the next battle.")),
                (_("Drawing"), _("While the deck lasts, the loser looks at its top three cards, secretly keeps one and turns the other two face up; the winner takes one of those two; the last is discarded. With two cards left the loser keeps one and the winner takes the other; with one left, the loser takes it. When the deck is empty, battles go on with the cards in hand until both hands are empty.")),
                (_("Scoring"), _("Jacks, queens, kings and aces score three points each, every other card one point. Most points wins; equal points is a draw.")),
            ]
        return []

    def kozyr_rules_example(game):
        """(caption, list of (label, displayable)) for the example mini-layout."""
        if game == "podkidnoy":
            return (_("Example: trump hearts. The defender beat the 7♠ with the 9♠ and the 7♦ with the 6♥, a trump. The attacker may now throw in only a 7, a 9 or a 6."),
                    [(_("Trump"), kozyr_rules_card("KH")),
                     (_("Attack, beaten"), kozyr_rules_pair("7S", "9S")),
                     (_("Attack, beaten"), kozyr_rules_pair("7D", "6H")),
                     (_("May be thrown in"), kozyr_rules_card("9C"))])
        if game == "perevodnoy":
            return (_("Example: you are attacked with the 8♣. Nothing is beaten yet, so you lay the 8♦ beside it: both pass to the next player, who must hold at least two cards."),
                    [(_("Attack"), kozyr_rules_pair("8C")),
                     (_("Transfer"), kozyr_rules_pair("8D")),
                     (_("Trump"), kozyr_rules_card("QS"))])
        if game == "svoi_kozyri":
            return (_("Example: your own trump is spades. The top card is the J♥: beat it with the Q♥, or with any spade, then lay one more card, here the 7♣."),
                    [(_("Top of the pile"), kozyr_rules_card("JH")),
                     (_("Beaten by"), kozyr_rules_card("6S")),
                     (_("Then laid"), kozyr_rules_card("7C"))])
        if game == "warfare":
            return (_("Example: trump spades. Your 2♣ beats the A♦ (clubs beat diamonds), but the 3♠ would beat them both."),
                    [(_("Trump"), kozyr_rules_card("TS")),
                     (_("Your card"), kozyr_rules_card("2C")),
                     (_("Their card"), kozyr_rules_card("AD")),
                     (_("Beats both"), kozyr_rules_card("3S"))])
        return ("", [])

screen rules(game=None):
    tag menu
    default current = game if game in [g for g, _n in KOZYR_RULE_GAMES] else "podkidnoy"
    use kozyr_menu_frame(_("Rules")):
        vbox:
            spacing 16
            hbox:
                spacing 24
                for gid, gname in KOZYR_RULE_GAMES:
                    textbutton gname:
                        action SetScreenVariable("current", gid)
                        selected current == gid
                        alt __("Rules of %s") % gname
            viewport:
                id "rules_vp"
                scrollbars "vertical"
                mousewheel True
                draggable True
                xsize 1780
                ysize 740
                vbox:
                    spacing 14
                    xsize 1740
                    $ caption, cells = kozyr_rules_example(current)
                    frame:
                        background "#2a4a32"
                        padding (24, 16)
                        xfill True
                        vbox:
                            spacing 10
                            hbox:
                                spacing 36
                                for label, d in cells:
                                    vbox:
                                        spacing 6
                                        text label style "kozyr_rules_small"
                                        add d
                            text caption style "kozyr_rules_small" font "DejaVuSans.ttf"
                    for heading, para in kozyr_rules_text(current):
                        text heading style "kozyr_rules_heading"
                        text para style "kozyr_rules_text"
                    text _("Rules after pagat.com, as the Kozyr engine plays them.") style "kozyr_rules_small"

style kozyr_rules_heading is text:
    size 30
    color "#f3e2b0"
    bold True

style kozyr_rules_text is text:
    size 25
    color "#e8e0d0"

style kozyr_rules_small is text:
    size 21
    color "#d8e8d8"
