"""
`standings`
====================================================

Where every seat stands, for either game: each seat's number and kind, whether it is to move, and
its score as a line of figures (Latice: tiles left, sunstones and halfstones; Tactic Tiles: points),
with the winners and how the game ended; the seats ranked, winners first. Each game's rules build
one (``standings`` in :mod:`latice.latice_rules`, :mod:`tactic.tactic_rules`);
:mod:`screens.over_screen` shows it.
"""


class Standing:
    """One seat's: ``number`` (its player's), ``kind`` (``"human"`` or a computer level),
    ``to_move``, ``score`` (its figures under :attr:`Standings.columns`) and ``brief`` (the
    same figures, short, under :attr:`Standings.brief_columns`)."""

    def __init__(self, number, kind, to_move, score, brief):
        self.number = number
        self.kind = kind
        self.to_move = to_move
        self.score = score
        self.brief = brief


class Standings:
    """:param list seats: a :class:`Standing` per seat
    :param list winners: the winners' numbers (empty while the game goes on)
    :param str how: how the game ended, in words
    :param str columns: the score figures' headings
    :param str brief_columns: the same, short
    :param bool partners: the winners are partners (a team)"""

    def __init__(self, seats, winners, how, columns, brief_columns, partners=False):
        self.seats = seats
        self.winners = winners
        self.how = how
        self.columns = columns
        self.brief_columns = brief_columns
        self.partners = partners

    def heading(self):
        """Who won: "Seat 2 wins!", "Partners 1 and 3 win!", "Seats 1, 2, 4 win!"."""
        names = [str(number) for number in self.winners]
        if len(names) == 1:
            return "Seat %s wins!" % names[0]
        together = " and ".join(names) if len(names) == 2 else ", ".join(names)
        return "%s %s win!" % ("Partners" if self.partners else "Seats", together)

    def ranked(self):
        """The seats, the winners first (in their order), then the others in seat order."""
        return ([seat for seat in self.seats if seat.number in self.winners]
                + [seat for seat in self.seats if seat.number not in self.winners])
