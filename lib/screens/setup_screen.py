"""
`setup_screen`
====================================================

A new game's setup: 2 to 8 seats (5 to 8 on two boards, R13, which need a formation), each
a human or a computer level, then, under "Game", the setup variant (named by the tiles the
board starts with), tournament dealing, kid mode, partners, a single game or a match, and the
time (R12: a turn timer, or a chess clock with 2 seats). Only what applies to the seats chosen
is listed: a line for each seat, and partners with 4 seats only (R11). Start, the first line,
begins; a saved game is replaced only after a second press. The last line explains the chosen
line. Seats 5 to 8 start as medium computers each time.
"""

from latice.game_clock import CHESS_SEATS, CONTROLS, NONE, TURN_TIMER
from latice.match import MATCHES
from screens.menu import Item, Menu
from shell.settings import KINDS

from engine.options import FORMATIONS, Options

# The setup variants (R11) as a new player sees them: how many tiles are on the board at the
# start, in engine.options.FORMATIONS' order (standard, fast start, spike, endgame).
BOARD_AT_START = ("empty", "9 tiles", "21 tiles", "33 tiles")
MOST_SEATS = 8
ONE_BOARD_SEATS = 4   # more seats play on two boards (R13)
PARTNERS_SEATS = 4    # partners are seats 1 and 3 against 2 and 4 (R11)


class SetupScreen(Menu):
    def __init__(self, app):
        self.app = app
        last = app.settings   # the last setup used, remembered
        self.seats = last.seats if 2 <= last.seats <= MOST_SEATS else 2
        self.kinds = [KINDS[last.kind1], KINDS[last.kind2], KINDS[last.kind3], KINDS[last.kind4]]
        self.kinds += ["medium"] * (MOST_SEATS - ONE_BOARD_SEATS)
        self.formation = last.formation
        self.kid = bool(last.kid)
        self.partners = bool(last.partners) and self.seats == PARTNERS_SEATS
        self.tournament = bool(last.tournament)
        self.match = last.match
        self.control = last.control if self.seats == CHESS_SEATS else min(last.control, TURN_TIMER)
        self.confirming = False
        self.players = [Item(self.start_text, self.start, explain="B: back to the title"),
                        Item(lambda: "Seats: %d" % self.seats, None, self.change_seats,
                             explain="5 to 8: two boards")]
        self.players += [self.seat_item(seat) for seat in range(MOST_SEATS)]
        self.partners_item = Item(lambda: "Partners: " + ("yes" if self.partners else "no"),
                                  None, self.toggle("partners"), explain="Seats 1+3 vs 2+4")
        self.options = [
            Item("Game"),   # a heading
            Item(lambda: "Board at start: " + BOARD_AT_START[self.formation], None,
                 self.change_formation, explain="Tiles placed before play"),
            Item(lambda: "Tournament deal: " + ("yes" if self.tournament else "no"), None,
                 self.toggle("tournament"), explain="Winds dealt out evenly"),
            Item(lambda: "Kid mode: " + ("yes" if self.kid else "no"), None,
                 self.toggle("kid"), explain="No winds, stones as score"),
            self.partners_item,
            Item(lambda: "Match: " + MATCHES[self.match][0], None, self.change_match,
                 explain="Play until one wins"),
            Item(lambda: "Time: " + CONTROLS[self.control][0], None, self.change_control,
                 explain="Turn timer or chess clock"),
        ]
        super().__init__(app, "NEW GAME", self.lines_for_seats(), back=app.title,
                         footer="Left/Right: change")

    def lines_for_seats(self):
        """The lines that apply to this many seats: Start and the seat count, a line for each
        seat, and the game's options (partners with 4 seats only)."""
        return self.players[:2 + self.seats] + [
            item for item in self.options
            if item is not self.partners_item or self.seats == PARTNERS_SEATS]

    def seat_item(self, seat):
        def change(step):
            self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + step) % len(KINDS)]

        return Item(lambda: "Seat %d: %s" % (seat + 1, self.kinds[seat]), None, change,
                    explain="Human or computer level")

    def change_seats(self, step):
        self.seats = 2 + (self.seats - 2 + step) % (MOST_SEATS - 1)
        self.items = self.lines_for_seats()   # the cursor stays on "Seats", the second line
        self.partners = self.partners and self.seats == PARTNERS_SEATS
        if self.seats > ONE_BOARD_SEATS and not self.formation:
            self.formation = 1   # two boards need a formation (R13)
        if self.seats != CHESS_SEATS and self.control > TURN_TIMER:
            self.control = NONE   # a chess clock is for 2 seats

    def change_match(self, step):
        self.match = (self.match + step) % len(MATCHES)

    def change_control(self, step):
        """Through the time controls; the chess clocks only with 2 seats."""
        count = len(CONTROLS) if self.seats == CHESS_SEATS else TURN_TIMER + 1
        self.control = (self.control + step) % count

    def change_formation(self, step):
        self.formation = (self.formation + step) % len(FORMATIONS)
        if self.seats > ONE_BOARD_SEATS and not self.formation:
            self.formation = (self.formation + step) % len(FORMATIONS)

    def toggle(self, name):
        def change(step):
            setattr(self, name, not getattr(self, name))
        return change

    def start_text(self):
        return "Start: replace saved?" if self.confirming else "Start"

    def start(self):
        from saving.save_slot import in_use

        if not self.confirming and in_use(self.app):
            self.confirming = True
            self.draw()
            return
        self.remember()
        options = Options(self.seats, self.tournament, FORMATIONS[self.formation], self.kid,
                          self.partners, two_boards=self.seats > ONE_BOARD_SEATS)
        # Once this press is handled: this screen, and the code of its moment, are let go
        # before the game is built (App.game_starts)
        self.app.later(self.app.start, options, self.kinds[:self.seats], MATCHES[self.match][1],
                       self.control)

    def remember(self):
        """This setup, for the next time (written with the game's first save)."""
        last = self.app.settings
        last.seats = self.seats
        last.kind1, last.kind2, last.kind3, last.kind4 = [KINDS.index(kind)
                                                          for kind in self.kinds[:4]]
        last.formation = self.formation
        last.tournament, last.kid, last.partners = (int(self.tournament), int(self.kid),
                                                    int(self.partners))
        last.match = self.match
        last.control = self.control
