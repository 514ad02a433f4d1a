"""
`standin_game`
====================================================

The whole app under MicroPython, run by ``tools/device/app_micropython.py`` inside the VM: the
stand-ins are imported, the script is read and the harness's objects are made; the heap is
measured (the baseline: all of this, which a device does not have, or has in C and flash);
then the real board module, ``code.py`` and the app are imported (the second figure) and the
script plays a game through ``main_loop.run``'s loop, the heap measured as it goes.

:func:`run_sync` calls ``main_loop.run(hardware, frames)`` itself: for the unix VM, whose
``gc.collect()`` collects at once. :class:`TopLevelGame` is for the WebAssembly VM, whose
``gc.collect()`` only asks for a collection, made when JavaScript next calls into Python (and
whose ``await asyncio.sleep(0)`` leaves about 30 bytes on the heap each time): JavaScript calls
its :meth:`TopLevelGame.step` over and over, and each call runs one frame of ``main_loop.run``'s
loop (``app = main_loop.start(hardware)``, then ``app.step(frames.next_frame())``) and reads the
heap the collection between two calls left.

Both print ``name value`` lines for the harness: ``baseline``, ``imports``, ``screen``,
``shotfigure``, ``peak``, and what the game did; ``reloaded`` when the app's reload ended the
run (:func:`run_sync` with a ``life`` file), and a device's VM with it.
"""

import gc
import sys

STANDINS = ("standin_memory", "displayio", "fontio", "terminalio", "bitmaptools", "busdisplay",
            "board", "keypad", "digitalio", "analogio", "neopixel_write", "microcontroller",
            "supervisor", "audioio", "synthio")


def setup(script_path, seed, echo, sync, measure, trace, life=None):
    """Import the stand-ins, read the script, make the harness's objects: everything that is
    not the app; from where the last life left off, when the ``life`` file exists. Returns
    ``(hardware, frames)``; the hardware's board is not made yet."""
    for name in STANDINS:
        __import__(name)
    import standin_board

    with open(script_path) as handle:
        steps = standin_board.parse_script(handle.read())
    first_step = now = 0
    if life is not None:
        first_step, seed, now = resume(life, seed)
    hardware = standin_board.Hardware(seed, echo)
    frames = standin_board.Frames(hardware, steps, sync=sync, measure=measure, trace=trace,
                                  first_step=first_step, now=now)
    return hardware, frames


def resume(life, seed):
    """``(first step, seed, time)`` from a last life's file, its nvm put back; from the start
    when there is none."""
    import microcontroller

    try:
        handle = open(life, "rb")
    except OSError:
        return 0, seed, 0
    with handle:
        first_step, seed, now = [int(word) for word in handle.readline().split()]
        microcontroller.nvm._data[:] = handle.read()
    return first_step, seed, now


def failed_if_errors():
    """A reload that follows errors (``main_loop.Runner`` reloads after three) ends the game:
    the script cannot go on where the errors stopped it."""
    counts = sys.modules.get("shell.store_counts")
    if counts is not None and counts.value("errors"):
        raise RuntimeError("the app reloaded after %d errors" % counts.value("errors"))


def end_life(life, hardware, frames):
    """A reload: the script's place after the step that asked for it, the next game's seed,
    the time and the nvm go into the ``life`` file, for the next life's :func:`resume`."""
    import microcontroller

    with open(life, "wb") as handle:
        handle.write(("%d %d %d\n" % (frames.step + 1, hardware.next_seed, frames.now)).encode())
        handle.write(microcontroller.nvm._data)
    print("reloaded")


def import_app(hardware):
    """The board, and what ``code.py`` and ``main_loop.run`` import before the app starts."""
    hardware.connect()
    import code  # noqa: F401  (the device's entry point, which loads shell.main_loop)
    from shell.app import App  # noqa: F401
    from shell.art import ArtError  # noqa: F401


def report(frames, hardware, imports):
    import microcontroller
    import terminalio

    print("baseline %d" % frames.base)
    print("font_bytes %d" % terminalio.FLASH_BYTES)
    print("nvm_bytes %d" % len(microcontroller.nvm))
    print("imports %d" % imports)
    for name in sorted(frames.per_screen):
        if frames.per_screen[name] >= 0:
            print("screen %s %d" % (name, frames.per_screen[name]))
    for shot, screen, live in frames.shot_figures[:frames.shot_count]:
        print("shotfigure %s %s %d" % (shot, screen, live))
    print("peak %d %s" % (frames.peak, frames.peak_screen))
    print("samples %d" % frames.samples)
    print("frames %d" % frames.frames)
    print("nvm_erases %d" % microcontroller.nvm.erases)
    print("records %d" % hardware.records)
    print("seen %s" % ",".join("%s:%d" % (name, hardware.seen[name])
                               for name in sorted(hardware.seen) if hardware.seen[name]))
    print("final_screen %s" % hardware.screen)
    print("modules %s" % ",".join(sorted(name for name in sys.modules)))
    import micropython

    if hasattr(micropython, "qstr_info"):   # "qstr pool: n_pool=6, n_qstr=1251, ...": the names
        micropython.qstr_info()              # the VM interned, and the tables that hold them


def objects():
    """What each stand-in displayio object costs here, beside the model."""
    import displayio

    for what, here, model in displayio.object_bytes():
        print("object %s|%d|%d" % (what, here, model))


HELD_BLOCK = 208   # a link of the held chain: a 2-item list, its items, a bytearray and this
#                   many bytes of it, 256 bytes of the heap in 16-byte blocks, none larger


def hold(size):
    """Take about ``size`` bytes of the heap (to 256 bytes over) and keep them, in blocks of
    at most 256 bytes: the room a board would have left, when the app still finishes."""
    chain = None
    start = gc.mem_alloc()
    while gc.mem_alloc() - start < size:
        chain = [chain, bytearray(HELD_BLOCK)]
    return chain


def run_sync(script_path, sheet=None, seed=1, echo=False, measure=True, trace=False, held=0,
             life=None):
    """``main_loop.run`` on the stand-in hardware until the script is done (a VM whose
    ``gc.collect()`` collects at once). ``sheet`` replaces ``main_loop.SHEET``; ``held`` bytes of
    the heap are taken (:func:`hold`) and kept from before the app is imported.

    A reload (``supervisor.reload()``) with a ``life`` file named ends this run where a device
    would end its VM: :func:`end_life` writes what the next run, on a fresh VM, goes on from
    (``tools.device.app_micropython.play_lives``). Without one, the app starts again on this
    heap (its names and its fragments stay: no fresh start)."""
    import standin_memory
    import supervisor

    hardware, frames = setup(script_path, seed, echo, True, measure, trace, life)
    gc.collect()
    frames.base = standin_memory.allocated()
    kept = hold(held) if held else None
    held = standin_memory.allocated() - frames.base
    print("held %d" % held)
    import_app(hardware)
    gc.collect()
    imports = standin_memory.allocated() - frames.base - held
    from shell import main_loop
    import standin_board

    if sheet is not None:
        main_loop.SHEET = sheet
    while True:
        try:
            main_loop.run(hardware, frames)   # it returns when the app cannot start
        except standin_board.ScriptDone:
            pass
        except supervisor.ReloadException:
            failed_if_errors()
            if life is None:
                continue   # the app again, on this heap
            end_life(life, hardware, frames)
        break
    del kept
    report(frames, hardware, imports)


class TopLevelGame:
    """The game a frame a call, for a VM that collects only between calls from outside
    (WebAssembly): ``more = game.step()`` until it is False."""

    def __init__(self, script_path, seed=1, echo=False, trace=False):
        self.hardware, self.frames = setup(script_path, seed, echo, False, True, trace)
        self.stage = 0
        self.imports = 0
        self.app = None
        self.pending = False
        gc.collect()

    def step(self):
        import standin_memory

        allocated = standin_memory.allocated()  # after the collection before this call
        frames = self.frames
        if self.stage == 0:
            frames.base = allocated
            import_app(self.hardware)
            gc.collect()
            self.stage = 1
            return True
        import standin_board
        import supervisor
        from shell import main_loop

        if self.stage == 1:
            self.imports = allocated - frames.base
            self.app = main_loop.start(self.hardware)  # then main_loop.run's loop, a frame a call
            self.stage = 2
        elif self.pending:
            frames.measure(allocated)
            self.pending = False

        try:
            now = frames.next_frame()
        except standin_board.ScriptDone:
            self.app = None
            report(frames, self.hardware, self.imports)
            return False
        try:
            self.app.step(now)
        except supervisor.ReloadException:   # the app again, on this heap
            failed_if_errors()
            self.app = None
            self.app = main_loop.start(self.hardware)
        frames.prepare()
        if frames.due():
            gc.collect()
            self.pending = True
        return True
