"""The save slot: round trip, write counter, power cuts, old and foreign data."""

from boards.storage import NvmStorage
from save_slot import SaveError, SaveSlot, decode, encode

from engine.options import Options
from engine.position import position_text
from engine.setup import new_game


class FakeNvm(bytearray):
    """8 KB of flash that counts slice writes, like ``microcontroller.nvm``."""

    def __init__(self):
        super().__init__(b"\xff" * 8192)
        self.writes = 0

    def __setitem__(self, index, value):
        self.writes += 1
        super().__setitem__(index, value)


def _slot(nvm):
    return SaveSlot(NvmStorage(nvm))


def test_an_erased_slot_holds_no_game():
    assert _slot(FakeNvm()).load() is None


def test_save_and_load_return_the_exact_position_and_players():
    nvm = FakeNvm()
    game = new_game(Options(4, partners=True), 77)
    kinds = ["human", "hard", "human", "easy"]
    _slot(nvm).save(game, kinds)
    loaded, loaded_kinds, _, _ = _slot(nvm).load()
    assert position_text(loaded) == position_text(game) and loaded_kinds == kinds


def test_one_slice_write_per_save_and_a_counter_that_survives():
    nvm = FakeNvm()
    slot = _slot(nvm)
    game = new_game(Options(2), 1)
    for _ in range(3):
        slot.save(game, ["human", "medium"])
    assert nvm.writes == 3
    assert _slot(nvm).writes == 3
    slot.clear()
    again = _slot(nvm)
    assert again.load() is None and again.writes == 4


def test_a_write_cut_off_by_a_power_loss_is_caught():
    nvm = FakeNvm()
    game = new_game(Options(3), 2)
    data = encode(game, ["human"] * 3, 9)
    for cut in (20, len(data) // 2, len(data) - 1):
        nvm[0:cut] = data[:cut]  # the rest still holds the erased bytes
        try:
            _slot(nvm).load()
        except SaveError as error:
            assert "damaged" in str(error) or "something else" in str(error)
        else:
            raise AssertionError("a cut-off write at %d bytes was loaded" % cut)


def test_old_versions_and_foreign_data_are_reported():
    data = bytearray(encode(new_game(Options(2), 3), ["human", "easy"], 1))
    data[4] = 0
    try:
        decode(bytes(data))
    except SaveError as error:
        assert "version" in str(error)
    else:
        raise AssertionError("an old version was loaded")
    try:
        decode(b"print('hello')\n" + bytes(100))
    except SaveError as error:
        assert "something else" in str(error)
    else:
        raise AssertionError("foreign data was loaded")
