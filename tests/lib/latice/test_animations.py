"""What helps the eye follow the game on the game screen: the rack's tiles come one by one, a
wind's tile slides to its square, an earned stone flies to the panel (each frame moves one
small sprite: the board's cells are not redrawn), and the tiles the other seats played since
a seat's last turn are marked until it acts."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from shell import buttons  # noqa: E402
from shell import sprites  # noqa: E402
from latice.board_view import FLIGHT_MS, cell_of, square_xy  # noqa: E402
from shell.frames import FRAME_MS  # noqa: E402
from positions import game_at  # noqa: E402
from latice import latice_rules  # noqa: E402
from shell.session import Session  # noqa: E402
from latice.side_panel import stone_xy  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from engine.actions import END  # noqa: E402
from engine.action_notation import parse_action  # noqa: E402
from engine.action_notation import parse_square  # noqa: E402


def playing(tmp_path, game, kinds=("human", "human")):
    """The app on the game screen of ``game``, its seat to move's rack fully dealt."""
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    app = simulator.app
    app.begin(Session(latice_rules, game, list(kinds)))
    simulator.press(buttons.A)                   # past the hand-off
    simulator.wait(400)
    return simulator, app.game_screen


def test_the_rack_s_tiles_come_one_by_one(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=5)
    simulator.app.start(game_at().options, ["human", "human"])
    simulator.press(buttons.A)
    rack_view = simulator.app.game_screen.rack_view
    shown = []
    for _ in range(20):
        shown.append(sum(1 for sprite in rack_view.drawn if sprite != sprites.BLANK))
        simulator.frame()
    assert shown[0] < 5 and shown[-1] == 5
    assert all(0 <= later - earlier <= 1 for earlier, later in zip(shown, shown[1:]))


def test_a_wind_s_tile_slides_to_its_square_one_sprite_a_frame(tmp_path):
    game = game_at({"e5": "Rf", "e6": "Rb"}, seats=("WYf:Pt:0:0", "RoGg:Td:0:0"))
    simulator, screen = playing(tmp_path, game)
    board = screen.board_view
    screen.session.apply(parse_action("W:e6-d6", game.rack()))
    d6 = parse_square("d6")
    start, end = square_xy(parse_square("e6")), square_xy(d6)
    positions = []
    cells = board.cells_changed
    for _ in range(FLIGHT_MS // FRAME_MS - 2):
        simulator.frame()
        assert board.cells[cell_of(d6)] == sprites.EMPTY   # the tile is on its way
        positions.append((board.cursor.x, board.cursor.y))
    assert board.cursor[0] == sprites.tile_sprite(game.board[d6])
    assert board.cells_changed - cells <= 2            # a redraw of the squares it left
    assert positions[0][0] <= start[0] and positions[-1][0] > end[0]
    assert sorted(positions, reverse=True) == positions   # right to left, never back
    simulator.wait(100)
    assert board.cells[cell_of(d6)] == sprites.tile_sprite(game.board[d6])   # landed
    assert board.cursor[0] == sprites.CURSOR


def test_an_earned_stone_flies_to_the_seat_s_stones(tmp_path):
    game = game_at({"e5": "Yb", "e7": "Yt"}, seats=("YfNb:Pt:0:0", "RoGg:Td:0:0"))
    simulator, screen = playing(tmp_path, game)
    screen.session.apply(parse_action("Yf@e6", game.rack()))     # a double: a halfstone
    simulator.frame()
    board = screen.board_view
    assert board.cursor[0] == sprites.HALFSTONE
    seen = [(board.cursor.x, board.cursor.y)]
    simulator.wait(FLIGHT_MS - 2 * FRAME_MS)
    seen.append((board.cursor.x, board.cursor.y))
    target = stone_xy(sprites.HALFSTONE)
    assert seen[-1][0] > seen[0][0] and abs(seen[-1][0] - target[0]) < abs(seen[0][0] - target[0])
    simulator.wait(100)
    assert board.cursor[0] == sprites.CURSOR


def test_the_other_seat_s_tiles_are_marked_until_the_player_acts(tmp_path):
    game = game_at({"e5": "Rf"}, seats=("YfYb:Yt:0:0", "RoGg:Td:0:0"))
    simulator, screen = playing(tmp_path, game)
    session = screen.session
    session.apply(parse_action("Yf@e6", game.rack()))
    session.apply(END)                                   # seat 2's turn
    simulator.press(buttons.A)
    simulator.wait(400)
    session.apply(parse_action("Ro@f5", game.rack()))
    session.apply(END)                                   # seat 1 again
    simulator.press(buttons.A)
    simulator.wait(400)
    marks = screen.board_view.marks
    f5, e6 = parse_square("f5"), parse_square("e6")
    assert marks[cell_of(f5)] == sprites.NEW             # seat 2's tile
    assert marks[cell_of(e6)] == sprites.BLANK           # seat 1's own
    simulator.press(buttons.B)                           # picking a tile is not acting
    assert marks[cell_of(f5)] == sprites.NEW
    session.apply(parse_action("Yb@e7", game.rack()))
    simulator.frame()
    assert marks[cell_of(f5)] == sprites.BLANK
