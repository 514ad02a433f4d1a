"""Settings remembered across power-off, in the save slot's storage and the same writes."""

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from app_driver import (FASTEST, on_the_board, open_setup, play_tactic_until_over,  # noqa: E402
                        screen_name)
from shell import buttons  # noqa: E402
from latice.game_end import count_game  # noqa: E402
from screens.menu import item_text  # noqa: E402
from saving.latice_saving import save as save_game  # noqa: E402
from shell.settings import Settings  # noqa: E402
from saving.settings_store import SIZE, SLOT_SPACE, from_bytes, read, to_bytes, write  # noqa: E402
from tools.simulate import Simulator  # noqa: E402

from boards.storage import MemoryStorage  # noqa: E402


class CountingStorage(MemoryStorage):
    def __init__(self):
        super().__init__()
        self.writes = 0

    def write(self, data):
        self.writes += 1
        super().write(data)


def test_settings_round_trip_and_a_damaged_record_gives_the_defaults():
    settings = Settings()
    settings.volume, settings.kiosk, settings.seats = 2, 1, 4
    settings.played[1], settings.won[1] = 300, 7
    back = from_bytes(to_bytes(settings))
    assert (back.volume, back.kiosk, back.seats, back.played[1], back.won[1], back.problem) == (
        2, 1, 4, 300, 7, "")
    damaged = bytearray(to_bytes(settings))
    damaged[7] ^= 1
    fallback = from_bytes(bytes(damaged))
    assert fallback.volume == Settings().volume and "damaged" in fallback.problem
    assert from_bytes(b"\xff" * SIZE).problem == ""      # never written
    assert len(to_bytes(settings)) == SIZE


def test_a_save_carries_the_settings_and_a_change_of_settings_keeps_the_save():
    from saving import save_slot
    from saving.latice_resume import decode
    from saving.latice_saving import pack

    from engine.options import Options
    from engine.setup import new_game

    storage = CountingStorage()
    settings = Settings()
    settings.volume = 0
    app = SimpleNamespace(hardware=SimpleNamespace(storage=storage), settings=settings,
                          kiosk=None, pace=1)
    game = new_game(Options(2), 9)
    end = pack(save_slot.image(settings), save_slot.HEADER, game, ["human", "easy"])
    assert save_slot.write(app, save_slot.LATICE, end)
    assert storage.writes == 1 and read(storage).volume == 0
    settings.volume = 2
    write(storage, settings)                                    # one write, the save kept
    assert storage.writes == 2 and read(storage).volume == 2
    what, _, data = save_slot.look(save_slot.read(storage))
    assert what == save_slot.LATICE and decode(data)[1] == ["human", "easy"]
    assert len(storage.read(SLOT_SPACE + SIZE)) == SLOT_SPACE + SIZE


def test_the_settings_screen_keeps_its_changes_across_a_power_cut(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=2)
    app = simulator.app
    while item_text(app.screen.items[app.screen.choice]) != "Settings":
        simulator.press(buttons.DOWN)
    simulator.press(buttons.A)
    assert screen_name(simulator) == "SettingsScreen"
    assert app.sounds is None                                   # off: no sound code loaded
    simulator.press(buttons.RIGHT)                              # volume off -> low
    simulator.press(buttons.DOWN)
    simulator.press(buttons.LEFT)                               # brightness high -> low
    simulator.press(buttons.B)
    assert screen_name(simulator) == "TitleScreen"
    again = Simulator(save, seed=3)
    assert (again.app.settings.volume, again.app.settings.brightness) == (1, 1)
    assert again.app.lights.brightness == 1 and again.app.sounds.volume == 1


def test_the_last_setup_and_the_games_played_are_remembered(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=2)
    app = simulator.app
    simulator.press(buttons.A)                                  # New game
    simulator.press(buttons.DOWN)
    simulator.press(buttons.RIGHT)                              # 3 seats
    setup = app.screen
    simulator.press(buttons.DOWN, 3)
    simulator.press(buttons.RIGHT, 2)                           # seat 3: medium -> expert
    setup.start()
    app.catch_up()   # the game starts once the press is handled
    assert app.session.kinds == ["human", "medium", "expert"]
    count_game(app.settings, ["human", "medium", "expert"], [1])
    save_game(app)
    again = Simulator(save, seed=3)
    assert again.app.settings.played == [1, 0, 1, 0, 1, 0, 0, 0]
    assert again.app.settings.won == [0, 0, 1, 0, 0, 0, 0, 0]
    again.press(buttons.UP)
    again.press(buttons.A)                                      # New game, above Resume
    assert again.app.screen.seats == 3 and again.app.screen.kinds[:3] == [
        "human", "medium", "expert"]


def test_damaged_settings_are_said_and_the_app_starts_with_the_defaults(tmp_path):
    save = tmp_path / "save.bin"
    save.write_bytes(b"\xff" * SLOT_SPACE + b"LTST" + bytes(SIZE - 4))
    simulator = Simulator(str(save), seed=2)
    assert screen_name(simulator) == "TitleScreen" and simulator.app.settings.pace == 1
    assert "damaged" in simulator.app.settings.problem


def test_a_game_in_progress_still_saves_with_the_settings(tmp_path):
    simulator = Simulator(str(tmp_path / "save.bin"), seed=3)
    on_the_board(simulator)
    save_game(simulator.app)
    data = (tmp_path / "save.bin").read_bytes()
    assert data[:4] == b"LTCE" and data[SLOT_SPACE:SLOT_SPACE + 4] == b"LTST"


# A settings record as the version before Tactic Tiles' setup was kept wrote it (version 1):
# volume 2, 3 seats, kinds human/easy/hard/medium, the spike setup, a turn timer, and humans'
# 300 games (41 won) and hard computers' 7.
VERSION_1 = bytes.fromhex("4c545354010102020003000103020200000000012c01290000000000000000"
                          "000700000094ff")


def test_a_version_1_settings_record_still_reads_and_is_written_anew(tmp_path):
    old = from_bytes(VERSION_1)
    assert old.problem == "" and (old.volume, old.seats, old.kind2, old.kind3) == (2, 3, 1, 3)
    assert (old.formation, old.control) == (2, 1)
    assert old.played == [300, 0, 0, 7, 0, 0, 0, 0] and old.won == [41, 0, 0, 0, 0, 0, 0, 0]
    fresh = Settings()
    assert [getattr(old, name) for name in ("tactic_seats", "tactic_kinds", "tactic_kinds2",
                                            "tactic_length")] == [
        fresh.tactic_seats, fresh.tactic_kinds, fresh.tactic_kinds2, fresh.tactic_length]
    save = tmp_path / "save.bin"
    save.write_bytes(b"\xff" * SLOT_SPACE + VERSION_1)
    simulator = Simulator(str(save), seed=2)
    app = simulator.app
    assert app.settings.problem == "" and app.settings.played[0] == 300
    simulator.press(buttons.A)                                  # New game: the old setup
    assert app.screen.seats == 3 and app.screen.kinds[:3] == ["human", "easy", "hard"]
    app.settings.volume = 1
    write(app.hardware.storage, app.settings)                   # now in today's form
    again = read(app.hardware.storage)
    assert (again.volume, again.seats, again.played[0], again.won[0]) == (1, 3, 300, 41)


# A settings record as the version before the expert was counted wrote it (version 2): volume 2,
# 4 seats, seat 2 hard, Tactic Tiles with 3 seats and the short game; Latice's humans played
# 300 games (41 won) and hard computers 7, Tactic Tiles' humans 5 (3 won), easy 2 (1), greedy 1.
VERSION_2 = bytes.fromhex("4c5453540201020200040003020200000000000003181a012c01290000000000"
                          "00000000070000000500030002000100010000005c43")


def test_a_version_2_settings_record_still_reads_its_counts_in_their_places():
    old = from_bytes(VERSION_2)
    assert old.problem == "" and (old.volume, old.seats, old.kind2) == (2, 4, 3)
    assert (old.tactic_seats, old.tactic_length) == (3, 1)
    assert old.played == [300, 0, 0, 7, 0, 5, 2, 1] and old.won == [41, 0, 0, 0, 0, 3, 1, 0]
    again = from_bytes(to_bytes(old))                           # written in today's form
    assert (again.played, again.won, again.problem) == (old.played, old.won, "")


def test_tactic_tiles_setup_is_remembered_and_its_games_counted(tmp_path):
    save = str(tmp_path / "save.bin")
    simulator = Simulator(save, seed=4)
    simulator.app.pace = FASTEST
    setup = open_setup(simulator)
    assert (setup.seats, setup.kinds[:2], setup.length) == (2, ["human", "greedy"], 0)
    simulator.press(buttons.DOWN)
    simulator.press(buttons.RIGHT)                              # 3 seats
    simulator.press(buttons.DOWN, 2)
    simulator.press(buttons.RIGHT, 2)                           # seat 2: greedy -> easy
    simulator.press(buttons.DOWN, 2)
    simulator.press(buttons.RIGHT)                              # the short game
    assert (setup.seats, setup.kinds[:3], setup.length) == (3, ["human", "easy", "greedy"], 1)
    simulator.press(buttons.UP, 5)
    simulator.press(buttons.A)                                  # Start
    game = simulator.app.screen.game
    play_tactic_until_over(simulator)
    assert type(simulator.app.screen).__name__ == "OverScreen" and game.is_over()
    winners = game.result()[1]
    again = Simulator(save, seed=5)
    counted = again.app.settings
    assert counted.played == [0, 0, 0, 0, 0, 1, 1, 1]           # Latice's kinds, then Tactic's
    assert counted.won[:5] == [0] * 5 and counted.won[5:] == [
        int(seat in winners) for seat in range(3)]
    setup = open_setup(again)
    assert (setup.seats, setup.kinds[:3], setup.length) == (3, ["human", "easy", "greedy"], 1)
