## duel_motion.rpy — cards that move from where they are to where they go (owner: table).
##
## Every model records where each card it shows rests (`m.pos`: code -> (x, y, w, h))
## and where the piles and seats are (`m.places`). When the model of the next state is
## built, the cards the move's events name fly from where the previous state showed them
## (or from where the player let go of them: a staged slot, the drop point) to where the
## new state shows them, in the order the engine did it: the move, then the sweep (take:
## into the taker's hand; bita: to the discard pile), then the draws from the talon, the
## attacker first. A card in flight is drawn on top of everything (`m.flights`); its
## resting picture appears when it lands (`m.landing`: code -> seconds), so no card is
## ever shown twice or vanishes and reappears.
##
## Speeds follow the table option *Opponents' speed*; with *Card motion: reduced*, while
## skipping, or right after a load (nothing to fly from), the final state is shown at once.

default persistent.duel_motion = True    # False: reduced motion (no flying cards)

init -5 python in duel:

    import store
    import time as _time

    ## per speed (0 fast, 1 normal, 2 slow):
    ##   flight  seconds a card takes to fly
    ##   step    seconds between two cards of one sweep or draw
    ##   dwell   an opponent's move stays on screen at least this long after it has landed
    ##   beat    the player's own move stays this long after landing before an answer comes
    MOTION = (
        {"flight": 0.15, "step": 0.03, "dwell": 0.3, "beat": 0.05},
        {"flight": 0.32, "step": 0.07, "dwell": 0.75, "beat": 0.12},
        {"flight": 0.45, "step": 0.1, "dwell": 1.4, "beat": 0.25},
    )

    ## seconds an opponent's move stays on screen at least (online play paces with it)
    SPEEDS = tuple(x["flight"] + x["dwell"] for x in MOTION)

    def speed_index():
        s = store.persistent.duel_speed
        return s if s in (0, 1, 2) else 1

    def motion():
        return MOTION[speed_index()]

    def motion_on():
        """False with reduced motion or while skipping: show the final state at once."""
        return bool(store.persistent.duel_motion) and not renpy.is_skipping()

    def release(action, m):
        """Called when the player's gesture becomes an action: where its cards are on
        screen now (a staged slot, the drop point of a drag, else the hand); duel.show
        hands it to the state the action leads to."""
        released = {}
        staged = list(ui.staged)
        for c in action.cards:
            code = str(c)
            if code in ui.drop_xy:
                released[code] = ui.drop_xy[code]
            elif code in staged:
                xy = m.adapter.staged_xy(staged.index(code), m)
                if xy is not None:
                    released[code] = xy
        ui.released = released
        ui.drop_xy = {}

    def plan_motion(state, v, m):
        """Fills m.flights, m.landing and m.motion_end from the events of the
        move that led to `state`: its cards fly from where the model shown before had
        them (duel.show keeps that in the state's runtime), on its first model only (a
        model built again for another language or card size has them at rest)."""
        rt = table(state)
        prev = rt.shown_before if rt.model is None else None
        released = rt.released
        m.flights, m.motion_end = [], 0.0
        m.landing = Landing(m.flights)
        if not motion_on():
            return
        if not is_remote(state) and v.actions_played == 0 \
                and any(e.kind == "deal" for e in v.events):
            deal_motion(v, m)      # a fresh deal (no move played yet)
            return
        if prev is None:
            return
        sp = motion()
        old, old_places = prev
        places = m.places
        flights = m.flights
        t = 0.0

        def origin(code, player):
            if code in released:
                return released[code]
            if code in old:
                return old[code]
            return seat_spot(old_places, player)

        def fly(code, src, dst, delay, face=True):
            """One card in flight; a face-up card that rests in the new state appears
            there when it lands."""
            flights.append({"code": code, "face": face, "x0": src[0], "y0": src[1],
                            "w0": src[2], "h0": src[3], "x1": dst[0], "y1": dst[1],
                            "w1": dst[2], "h1": dst[3], "delay": delay, "dur": sp["flight"]})
            if face and code in m.pos:
                m.landing[code] = max(dict.get(m.landing, code, 0.0), delay + sp["flight"])

        ad = m.adapter
        for e in v.events:
            k = e.kind
            cards = [str(c) for c in e.cards]
            if k in ad.laid or k in ad.flown:
                # cards leave a hand (or the draft) for the table, a pile or a hand
                for i, code in enumerate(cards):
                    dst = m.pos.get(code) or seat_spot(places, e.player)
                    src = origin(code, e.player)
                    if tuple(src[:2]) != tuple(dst[:2]):
                        fly(code, src, dst, t + i * sp["step"], not ad.flies_face_down(e, v.events))
                if cards:
                    t += sp["flight"] * 0.6 + sp["step"] * (len(cards) - 1)
            elif k in ad.swept:
                # the table (or pile) goes to the taker's hand, or to the discard pile
                moved = 0
                for code in cards:
                    src = old.get(code)
                    if src is None:
                        continue
                    if k == "discard":
                        dst, face = places["discard"], False
                    else:
                        dst, face = m.pos.get(code) or seat_spot(places, e.player), True
                    fly(code, src, dst, t + moved * sp["step"], face)
                    moved += 1
                if moved:
                    t += sp["flight"] + sp["step"] * (moved - 1)
            elif k == "face_up":
                # Warfare: the cards the loser did not keep are turned up from the deck
                for i, code in enumerate(cards):
                    if code in m.pos:
                        fly(code, places["talon"], m.pos[code], t + i * sp["step"], True)
                if cards:
                    t += sp["flight"] * 0.6
            elif k == "draw":
                n = e.count or len(cards)
                for i in range(n):
                    code = cards[i] if i < len(cards) else None
                    if e.player == 0 and code in m.pos:
                        fly(code, places["talon"], m.pos[code], t + i * sp["step"], True)
                    else:
                        fly(None, places["talon"], seat_spot(places, e.player), t + i * sp["step"], False)
                t += sp["step"] * n + sp["flight"] * 0.3
        if flights:
            m.motion_end = max(f["delay"] + f["dur"] for f in flights)
            for f in flights:
                f["at"] = flight(f)

    def deal_motion(v, m):
        """A fresh deal: the cards fly from the talon one at a time, round by round,
        face down to the opponents and face up into the player's hand."""
        sp = motion()
        places = m.places
        hand = [h["code"] for h in m.hand]
        n = m.n
        step = sp["step"] * 0.8
        k = 0
        for r in range(max(len(hand), max([s["count"] for s in m.seats] or [0]))):
            for p in range(n):
                if p == 0:
                    if r >= len(hand):
                        continue
                    code = hand[r]
                    dst = m.pos[code]
                    m.flights.append(dict(code=code, face=True, x0=places["talon"][0], y0=places["talon"][1],
                                             w0=places["talon"][2], h0=places["talon"][3], x1=dst[0], y1=dst[1],
                                             w1=dst[2], h1=dst[3], delay=k * step, dur=sp["flight"]))
                    m.landing[code] = k * step + sp["flight"]
                else:
                    seat = [s for s in m.seats if s["p"] == p]
                    if not seat or r >= seat[0]["count"]:
                        continue
                    dst = seat_spot(places, p)
                    m.flights.append(dict(code=None, face=False, x0=places["talon"][0], y0=places["talon"][1],
                                             w0=places["talon"][2], h0=places["talon"][3], x1=dst[0], y1=dst[1],
                                             w1=dst[2], h1=dst[3], delay=k * step, dur=sp["flight"]))
                k += 1
        if m.flights:
            m.motion_end = max(f["delay"] + f["dur"] for f in m.flights)
            for f in m.flights:
                f["at"] = flight(f)

    def seat_spot(places, p):
        """Where cards of player p fly from / to (their hand)."""
        if p is None:
            return places["talon"]
        return places["seats"].get(p, places["hand"] if p == 0 else places["talon"])

    class Landing(dict):
        """code -> seconds into the motion when that card's resting picture appears.

        get() answers with what is left of that now: the screens hide a resting card
        with duel_land(landing.get(code)), and a screen evaluated again during or after
        the motion (a card selected, a button hovered) builds that transform anew; with
        the whole delay it hid a card that had landed long before (the selected card
        vanished for a second). The motion's clock is its flights' (their first frame)."""

        __slots__ = ("flights",)

        def __init__(self, flights):
            dict.__init__(self)
            self.flights = flights

        def get(self, code, default=0.0):
            t = dict.get(self, code, default)
            if not t:
                return t
            starts = [f["t0"] for f in self.flights if f.get("t0") is not None]
            if not starts:
                return t            # not on screen yet: the whole delay
            return max(0.0, t - (_time.time() - min(starts)))

        def __reduce__(self):
            return (Landing, ([],))   # derived from the model (see duel.Record)

    def landing_delay(code, m):
        """Seconds before the resting picture of `code` appears (0: at once)."""
        return m.landing.get(code, 0.0)

    ## (code, wall time) of the last cards that landed, and (wall, process CPU) times of
    ## the frames drawn while cards fly: the table bench reads them
    LANDED = []
    FRAMES = []

    def flight(f):
        """The transform of a card in flight `f`: from (x0, y0) sized (w0, h0) to (x1, y1)
        sized (w1, h1), after f["delay"], easing out; it vanishes when it lands (its
        resting picture appears then). A function transform, so the moment it lands is
        known (duel.LANDED).

        The function is a module-level one bound to the plain dict `f` (renpy.partial),
        never a local closure: the screen's scope holds these transforms, the rollback
        log holds that scope, and every save pickles the rollback log."""
        f.setdefault("landed", False)
        return store.Transform(function=renpy.partial(flight_step, f))

    def flight_step(f, trans, st, at):
        """One frame of flight `f` (see flight)."""
        now = _time.time()
        if f.get("t0") is None:
            f["t0"] = now - st     # the flights' clock, in wall time (duel.poll_ai)
        if not FRAMES or now - FRAMES[-1][0] > 0.002:  # one entry per frame, not per card
            FRAMES.append((now, _time.process_time()))
            del FRAMES[:-400]
        t = (st - f["delay"]) / f["dur"] if f["dur"] > 0 else 1.0
        if t >= 1.0:
            trans.alpha = 0.0
            if not f["landed"]:
                f["landed"] = True
                LANDED.append((f["code"], _time.time()))
                del LANDED[:-32]
            return None
        t = max(0.0, t)
        e = 1.0 - (1.0 - t) ** 3
        trans.alpha = 1.0
        trans.xpos = int(f["x0"] + (f["x1"] - f["x0"]) * e)
        trans.ypos = int(f["y0"] + (f["y1"] - f["y0"]) * e)
        trans.xysize = (int(f["w0"] + (f["w1"] - f["w0"]) * e), int(f["h0"] + (f["h1"] - f["h0"]) * e))
        return 0


## A resting card whose flight has not landed yet: hidden until then (t: the seconds
## left, duel.Landing). A card with nothing left to wait for wears no ATL at all: an ATL
## `pause 0` is Ren'Py's one-frame pause (config.atl_one_frame), so every duel_land(0.0)
## built anew (a card selected or the hand re-fanned: a new key; every card of the new
## `call screen` after a move) drew one frame at alpha 0: the hand, talon and table
## blinked out after a move, and a selected card vanished (issue 26; duel_flicker).
## (duel_land_now sets the alpha itself: a screen evaluated again takes the state of the
## transform it replaces, and a plain Transform kept the alpha 0 of a card hidden mid-flight.)
transform duel_land_after(t):
    alpha 0.0
    pause t
    alpha 1.0

transform duel_land_now:
    alpha 1.0

init -5 python:

    def duel_land(t):
        """The transform of a resting card whose picture appears in `t` seconds."""
        return duel_land_after(t) if t > 0 else duel_land_now
