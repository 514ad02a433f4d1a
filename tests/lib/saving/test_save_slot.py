"""The save slot both games share: what it holds (erased, cleared, a game of either kind, or
damaged) told apart by more than one field; round trips, the write counter, power cuts, old and
foreign data; and every one-bit and adjacent two-bit error in a saved game reported as damage."""

import builtins
import sys
from types import SimpleNamespace

import pytest
from saving import save_slot
from saving import latice_saving
from saving import tactic_saving
from saving.save_slot import CLEARED, DAMAGED, ERASED, HEADER, LATICE, TACTIC, look, read, record
from shell.settings import Settings

from boards.storage import MemoryStorage, NvmStorage
from engine.ai import make_player
from engine.ai.view import SeatView
from engine.options import Options
from engine.position import position_text
from engine.setup import new_game
from engine.tactic import position as tactic_position
from engine.tactic.players import EasyPlayer, GreedyPlayer
from engine.tactic.setup import new_game as new_tactic_game

MOST_ACTIONS = 3000   # a game played for a test stops here at the latest


class FakeNvm(bytearray):
    """8 KB of flash that counts slice writes, like ``microcontroller.nvm``."""

    def __init__(self, fill=0xFF):
        super().__init__(bytes([fill]) * 8192)
        self.writes = 0

    def __setitem__(self, index, value):
        self.writes += 1
        super().__setitem__(index, value)


class Unreadable(MemoryStorage):
    def read(self, size):
        raise OSError("the flash does not answer")


def fake_app(storage=None):
    """What the slot's code uses of the app: the board's storage and log, the settings, the
    pace and whether a store's demo runs."""
    hardware = SimpleNamespace(storage=storage or NvmStorage(FakeNvm()), logged=[])
    hardware.log = hardware.logged.append
    return SimpleNamespace(hardware=hardware, settings=Settings(), kiosk=None, pace=0)


def write_payload(app, tag, data):
    """Save a payload made before, packed into the storage's image as a game's save does."""
    save_slot.image(app.settings)[HEADER:HEADER + len(data)] = data
    return save_slot.write(app, tag, HEADER + len(data))


def slot_bytes(app):
    return read(app.hardware.storage)


# -- games reached by play ---------------------------------------------------------------------


def tiles_left(game):
    return sum(len(rack) for rack in game.racks) + sum(len(pool) for pool in game.pools)


def latice_game(options, seed, stop):
    """The easy computer in every seat plays from ``seed`` until ``stop(game)``."""
    game = new_game(options, seed)
    players = [make_player("easy", seed + seat) for seat in range(options.seats)]
    for _ in range(MOST_ACTIONS):
        if stop(game):
            return game
        assert not game.is_over(), "the game ended before the point the test needs"
        game.apply(players[game.to_move].choose(SeatView(game, game.to_move)))
    raise AssertionError("the game never reached the point the test needs")


def tactic_game(seats, seed, laid, length):
    """Tactic Tiles, easy and greedy computers in turn, until ``laid`` tiles are on the grid."""
    game = new_tactic_game(seats, seed, length)
    players = [EasyPlayer(seed + seat) if seat % 2 else GreedyPlayer() for seat in range(seats)]
    for _ in range(MOST_ACTIONS):
        if len(game.placed) >= laid:
            return game
        assert not game.is_over(), "the game ended before the point the test needs"
        game.apply(players[game.to_move].choose(game))
    raise AssertionError("the game never reached the point the test needs")


def four_seat_latice():
    return record(LATICE, 7, latice_saving.encode(
        latice_game(Options(4, partners=True), 77, lambda game: tiles_left(game) <= 50),
        ["human", "hard", "human", "easy"]))


def five_seat_latice_on_two_boards():
    game = latice_game(Options(5, formation="spike", two_boards=True), 1,
                       lambda game: tiles_left(game) <= 10)
    return record(LATICE, 300,
                  latice_saving.encode(game, ["human", "easy", "medium", "hard", "easy"]))


def five_seat_short_tactic():
    game = tactic_game(5, 1, 31, 36)
    return record(TACTIC, 65535, tactic_saving.encode(
        game, ["human", "easy", "greedy", "human", "greedy"]))


SAVED_GAMES = (four_seat_latice, five_seat_latice_on_two_boards, five_seat_short_tactic)


# -- what a slot holds -------------------------------------------------------------------------


@pytest.mark.parametrize("fill", [0xFF, 0x00])
def test_an_erased_slot_holds_nothing_and_a_new_game_does_not_ask(fill):
    app = fake_app(NvmStorage(FakeNvm(fill)))
    assert save_slot.state(app) == (ERASED, 0, b"")
    assert not save_slot.in_use(app)
    assert look(b"") == (ERASED, 0, b"")                 # a desktop's missing file
    with pytest.raises(ValueError, match="No saved game"):
        latice_saving.load(app)
    with pytest.raises(ValueError, match="No saved game"):
        tactic_saving.load(app)


def test_a_latice_game_saves_and_loads_with_its_players():
    app = fake_app()
    game = latice_game(Options(4, partners=True), 77, lambda game: tiles_left(game) <= 50)
    kinds = ["human", "hard", "human", "easy"]
    assert write_payload(app, LATICE, latice_saving.encode(game, kinds))
    assert save_slot.state(app)[:2] == (LATICE, 1) and save_slot.in_use(app)
    loaded, loaded_kinds, match, clock = latice_saving.load(app)
    assert position_text(loaded) == position_text(game) and loaded_kinds == kinds
    assert match is None and clock is None   # a single game without a clock
    with pytest.raises(ValueError, match="No saved game"):
        tactic_saving.load(app)


def test_a_tactic_game_saves_and_loads_with_its_players():
    app = fake_app()
    game = tactic_game(5, 1, 31, 36)
    kinds = ["human", "easy", "greedy", "human", "greedy"]
    assert tactic_saving.save(app, game, kinds)
    assert save_slot.state(app)[:2] == (TACTIC, 1) and save_slot.in_use(app)
    loaded, loaded_kinds = tactic_saving.load(app)
    assert tactic_position.position_text(loaded) == tactic_position.position_text(game)
    assert loaded_kinds == kinds
    with pytest.raises(ValueError, match="No saved game"):
        latice_saving.load(app)


def test_one_write_per_save_and_a_counter_that_goes_on_whichever_game_writes():
    nvm = FakeNvm()
    app = fake_app(NvmStorage(nvm))
    latice = latice_saving.encode(new_game(Options(2), 1), ["human", "medium"])
    for _ in range(3):
        write_payload(app, LATICE, latice)
    assert nvm.writes == 3 and save_slot.state(app)[:2] == (LATICE, 3)
    tactic_saving.save(app, tactic_game(2, 4, 3, 36), ["human", "greedy"])
    assert nvm.writes == 4 and save_slot.state(app)[:2] == (TACTIC, 4)
    assert save_slot.clear(app)
    assert nvm.writes == 5 and save_slot.state(app) == (CLEARED, 5, b"")
    assert not save_slot.in_use(app)
    write_payload(app, LATICE, latice)
    assert save_slot.state(fake_app(NvmStorage(nvm)))[:2] == (LATICE, 6)   # after power-off


def test_a_cleared_slot_is_a_whole_record_not_a_length_of_zero_alone():
    cleared = record(CLEARED, 9, b"")
    assert look(cleared) == (CLEARED, 9, b"")
    for wrong in (record(LATICE, 9, b""), record(TACTIC, 9, b""),   # a game without a payload
                  record(CLEARED, 9, b"\x02\x00\x00"),              # cleared, yet a payload
                  cleared[:-2] + b"\0\0", cleared[:-1]):            # no checksum, cut off
        assert look(wrong)[:2] == (DAMAGED, 9), wrong
    assert look(record(7, 9, b"\x02"))[2] == "the save slot names no game this app knows"


def test_a_write_cut_off_by_a_power_loss_is_damage_at_every_byte():
    for make in SAVED_GAMES:
        data = make()
        for cut in range(1, len(data)):
            nvm = FakeNvm()
            nvm[0:cut] = data[:cut]   # the rest still holds the erased bytes
            assert look(read(NvmStorage(nvm)))[0] == DAMAGED, (make.__name__, cut)


def test_old_versions_and_foreign_data_are_reported_not_loaded():
    old = bytearray(record(LATICE, 12, b"\x02\x00\x00"))
    old[4] = 2
    what, counter, why = look(bytes(old))
    assert (what, counter) == (DAMAGED, 12) and "version 2" in why
    what, counter, why = look(b"print('hello')\n" + bytes(100))
    assert (what, counter) == (DAMAGED, 0) and "something else" in why
    assert look(b"LTCE\x03\x01")[0] == DAMAGED              # a header cut short


def test_a_slot_that_cannot_be_read_is_damage_not_an_empty_slot():
    app = fake_app(Unreadable())
    assert save_slot.state(app) == (DAMAGED, 0, "cannot read the save slot")
    assert save_slot.in_use(app)


def test_a_store_s_demo_writes_nothing():
    nvm = FakeNvm()
    app = fake_app(NvmStorage(nvm))
    app.kiosk = object()
    assert save_slot.clear(app) and nvm.writes == 0


def test_reading_the_slot_loads_neither_game_s_engine(monkeypatch):
    imported = []
    real_import = builtins.__import__

    def spy(name, *args, **kwargs):
        imported.append(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.delitem(sys.modules, "saving.save_slot", raising=False)
    monkeypatch.delitem(sys.modules, "saving", raising=False)   # its attribute too
    monkeypatch.setattr(builtins, "__import__", spy)
    from saving import save_slot as fresh

    fresh.state(fake_app())
    monkeypatch.setattr(builtins, "__import__", real_import)
    assert "saving.slot_writer" in imported and "engine.crc" in imported
    assert [name for name in imported if "blob" in name or "tactic" in name
            or name in ("saving.latice_saving", "engine.game")] == []


# -- every small error is damage ---------------------------------------------------------------


def test_the_saved_games_lengths_are_one_bit_from_zero():
    """The games below are those whose payload length (256 and 128 bytes) an earlier slot
    read as "no saved game" after a single flipped bit."""
    assert [len(look(make())[2]) for make in SAVED_GAMES[1:]] == [256, 128]


@pytest.mark.parametrize("make", SAVED_GAMES, ids=lambda make: make.__name__)
def test_every_flipped_bit_and_pair_of_bits_is_reported_as_damage(make):
    data = make()
    what, _, payload = look(data)
    assert what in (LATICE, TACTIC) and payload
    load = latice_saving.load if what == LATICE else tactic_saving.load
    storage = MemoryStorage()
    app = fake_app(storage)
    storage.data = data[:-1] + bytes([data[-1] ^ 1])
    assert save_slot.in_use(app)   # a new game asks before replacing it
    for first in range(8 * len(data)):
        for last in (first, first + 1):
            if last >= 8 * len(data):
                continue
            flipped = bytearray(data)
            for bit in range(first, last + 1):
                flipped[bit >> 3] ^= 1 << (bit & 7)
            storage.data = bytes(flipped)
            what, _, why = look(read(storage))
            assert what == DAMAGED, (make.__name__, first, last, what)
            with pytest.raises(ValueError) as error:
                load(app)
            assert str(error.value) == why
