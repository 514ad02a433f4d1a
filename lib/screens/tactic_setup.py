"""
`tactic_setup`
====================================================

A new game of Tactic Tiles (docs/rules.md T): 2 to 6 seats, a line for each seat chosen, each a
human or a computer (easy, or greedy, which looks a move ahead), and the game's length: the
whole set of 72 tiles, or a short game of 36. Start, the first line, begins; a saved game is
replaced only after a second press. It opens on the last setup used, which the settings
remember (written with the game's first save). Its last line, "Learn to play", begins a short
guided game (:mod:`latice.lessons`).
"""

from screens.menu import Item, Menu
from saving.tactic_saving import KINDS

MOST_SEATS = 6
LENGTHS = (("whole, 72 tiles", 72), ("short, 36 tiles", 36))


class TacticSetup(Menu):
    def __init__(self, app):
        self.app = app
        last = app.settings   # the last setup used, remembered
        self.seats = last.tactic_seats if 2 <= last.tactic_seats <= MOST_SEATS else 2
        self.kinds = [KINDS[digit] for digit in (digits(last.tactic_kinds)
                                                 + digits(last.tactic_kinds2))]
        self.length = last.tactic_length
        from saving.save_slot import in_use

        replace = "Start: replace saved?" if in_use(app) else None
        self.head = [Item("Start", self.start, confirm=replace, explain="B: back to the title"),
                     Item(lambda: "Seats: %d" % self.seats, None, self.change_seats,
                          explain="2 to 6 players")]
        self.head += [self.seat_item(seat) for seat in range(MOST_SEATS)]
        self.tail = [Item(lambda: "Game: " + LENGTHS[self.length][0], None, self.change_length,
                          explain="Fewer tiles, a quicker game"),
                     Item("Learn to play", self.learn, confirm=replace and "Learn: replace saved?",
                          explain="A short game, with lessons")]
        super().__init__(app, "TACTIC TILES", self.lines_for_seats(), back=app.title,
                         footer="Left/Right: change")

    def lines_for_seats(self):
        """Start, the seat count, a line for each seat chosen, the length and the lessons."""
        return self.head[:2 + self.seats] + self.tail

    def seat_item(self, seat):
        def change(step):
            self.kinds[seat] = KINDS[(KINDS.index(self.kinds[seat]) + step) % len(KINDS)]

        return Item(lambda: "Seat %d: %s" % (seat + 1, self.kinds[seat]), None, change,
                    explain="Human or computer level")

    def change_seats(self, step):
        self.seats = 2 + (self.seats - 2 + step) % (MOST_SEATS - 1)
        self.items = self.lines_for_seats()   # the cursor stays on "Seats", the second line

    def change_length(self, step):
        self.length = (self.length + step) % len(LENGTHS)

    def start(self):
        from tactic.tactic_rules import start

        self.remember()
        start(self.app, self.kinds[:self.seats], LENGTHS[self.length][1])

    def learn(self):
        """"Learn to play": a short game against the easy computer, with lessons between
        turns (:mod:`tactic.tactic_lessons`). The setup is not remembered."""
        from tactic.tactic_rules import start

        start(self.app, ["human", "easy"], LENGTHS[1][1], learn=True)

    def remember(self):
        """This setup, for the next time (written with the game's first save)."""
        last = self.app.settings
        numbers = [KINDS.index(kind) for kind in self.kinds]
        last.tactic_seats = self.seats
        last.tactic_kinds = numbers[0] + 3 * numbers[1] + 9 * numbers[2]
        last.tactic_kinds2 = numbers[3] + 3 * numbers[4] + 9 * numbers[5]
        last.tactic_length = self.length


def digits(packed):
    """The three seats' kinds that one setting holds: its base-3 digits, the lowest first."""
    return [packed % 3, packed // 3 % 3, packed // 9]
