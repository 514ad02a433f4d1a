"""
`engine.options`
====================================================

The options of one game, in one small object: seat count, setup (R2, R11), kid mode and
partners (R11), two boards (R13), and the wind buy-back cost (R9, R11). Nothing else in the
engine branches on variants except through this object: the rules ask it questions (``has_winds``,
``allows_buying``, ``sunstones_kept``, ``stones_table``, ``breaks_ties_by_stones``) and only
this module and the serialisers read the ``kid`` flag itself.
"""

from engine.rules import KID_STONES, STONES
from engine.tiles import COPIES, WIND_TILES

SUNSTONE_LIMIT = 3  # R7: the most sunstones a seat keeps at the end of its turn (kid mode: none)

# The formations' names (R11), the one list of them: the setup screens, the kiosk, the
# notation and the save (which stores a formation as its index here) all read it. Their
# squares and starting stones are engine.setup's, in the same order; only a new game loads them.
FORMATIONS = ("", "fast-start", "spike", "endgame")


def formation_names():
    """The formations for a message: ``fast-start, spike or endgame``."""
    return ", ".join(FORMATIONS[1:-1]) + " or " + FORMATIONS[-1]


class OptionsError(ValueError):
    """A setup name, options field or seat count that the rules do not allow."""


class Options:
    """Rule options of one game.

    :param int seats: 2, 3 or 4; 5 to 8 with two boards
    :param bool tournament: deal colour tiles and winds separately (R2)
    :param str formation: ``""``, ``"fast-start"``, ``"spike"`` or ``"endgame"`` (R11)
    :param bool kid: kid mode (R11)
    :param bool partners: seats 1 and 3 against 2 and 4 (R11, 4 seats only)
    :param int buyback: 2 or 3 sunstones per wind buy-back, or 0 for the R9 default
    :param bool two_boards: two sets on two boards (R13), for 5 to 8 seats; a new game
        needs a formation too (:func:`engine.setup.new_game` asks)
    """

    def __init__(self, seats=2, tournament=False, formation="", kid=False, partners=False,
                 buyback=0, two_boards=False):
        if seats not in ((5, 6, 7, 8) if two_boards else (2, 3, 4)):
            raise OptionsError("seats must be %s, not %r" % (
                "5 to 8 with two boards" if two_boards else "2, 3 or 4 (5 to 8 need two "
                "boards)", seats))
        if formation not in FORMATIONS:
            raise OptionsError("unknown formation %r (expected %s)"
                               % (formation, formation_names()))
        if partners and seats != 4:
            raise OptionsError("partners needs 4 seats, not %d" % seats)
        if buyback not in (0, 2, 3):
            raise OptionsError("buy-back cost must be 2 or 3, not %r" % (buyback,))
        self.seats = seats
        self.tournament = tournament
        self.formation = formation
        self.kid = kid
        self.partners = partners
        self.buyback = buyback
        self.two_boards = two_boards

    def buyback_cost(self):
        """Sunstones a wind buy-back costs (R9): 2 with 4 seats or more (R13), else 3, unless
        set."""
        if self.buyback:
            return self.buyback
        return 2 if self.seats >= 4 else 3

    def sets(self):
        """How many Latice sets the game uses: 2 on two boards (R13), else 1."""
        return 2 if self.two_boards else 1

    def copies(self):
        """Copies of each colour tile in the game's set: 2 (R1), 4 on two boards (R13)."""
        return COPIES * self.sets()

    def winds(self):
        """Wind tiles in the game's set: 12 (R1), 24 on two boards (R13), none in kid mode."""
        return WIND_TILES * self.sets() if self.has_winds() else 0

    # -- the rule variants (R11 kid mode against the full rules) -------------------------

    def has_winds(self):
        """True when the set has its 12 wind tiles (R1, R6); kid mode plays without them."""
        return not self.kid

    def allows_buying(self):
        """True when stones buy things: a move (R4) and a wind buy-back (R9). In kid mode
        stones only score."""
        return not self.kid

    def sunstones_kept(self, sunstones):
        """How many of ``sunstones`` a seat keeps at the end of its turn: at most 3 (R7); all
        of them in kid mode, which has no limit."""
        return sunstones if self.kid else min(sunstones, SUNSTONE_LIMIT)

    def stones_table(self):
        """What a placement earns by its neighbour count, before the sun-square bonus: entry
        ``n`` is ``(sunstones, halfstones)`` for ``n`` neighbours, from R5's table or kid
        mode's (R11). See :func:`engine.rules.stones_earned`."""
        return KID_STONES if self.kid else STONES

    def breaks_ties_by_stones(self):
        """True when a blocked or stalled game tied on tiles goes to the highest stone score
        (R10 with kid mode's tie-break, R11)."""
        return self.kid

    # -- text ------------------------------------------------------------------------------

    def setup_name(self):
        """Setup in the notation's NAME form, e.g. ``"tournament spike"``."""
        name = "tournament" if self.tournament else "standard"
        if self.formation:
            name += " " + self.formation
        return name

    def flags_text(self):
        """Position field 10: ``-`` or the flags ``k``, ``p``, ``d``, ``b2``/``b3`` in that
        order."""
        text = ""
        if self.kid:
            text += "k"
        if self.partners:
            text += "p"
        if self.two_boards:
            text += "d"
        if self.buyback:
            text += "b%d" % self.buyback
        return text or "-"

    def team(self, seat):
        """The seats (0-based) that win together with ``seat``."""
        if self.partners:
            return (seat % 2, seat % 2 + 2)
        return (seat,)

    def __eq__(self, other):
        return (isinstance(other, Options) and self.seats == other.seats
                and self.tournament == other.tournament and self.formation == other.formation
                and self.kid == other.kid and self.partners == other.partners
                and self.buyback == other.buyback and self.two_boards == other.two_boards)
