"""
`boards.storage`
====================================================

Where a handheld keeps the save slot's bytes: ``microcontroller.nvm``, or RAM on a board
without it. Both give ``read(size)`` (at most ``size`` bytes from the start) and
``write(data)``; nvm also ``readinto(buffer)``, which fills a buffer the app made once instead
of making a new one. The slot's format is the app's (``lib/saving/save_slot.py``).
"""


class NvmStorage:
    """The start of ``microcontroller.nvm``: one slice assignment per save, which on a SAMD51
    (8,192 bytes, one erase block) is one erase of its flash block. A new 4-seat game's save
    takes 253 bytes of the slot's 512."""

    def __init__(self, nvm):
        self.nvm = nvm

    def read(self, size):
        return self.nvm[0:min(size, len(self.nvm))]  # one copy of what is asked, not 8 KB

    def readinto(self, buffer):
        """Fill ``buffer`` from the start, a byte at a time: a slice would make a new copy.
        How many bytes it got."""
        count = min(len(buffer), len(self.nvm))
        nvm = self.nvm
        for index in range(count):
            buffer[index] = nvm[index]
        return count

    def write(self, data):
        if len(data) > len(self.nvm):
            raise OSError("the save needs %d bytes; nvm has %d" % (len(data), len(self.nvm)))
        self.nvm[0:len(data)] = data


class MemoryStorage:
    """A slot that lasts until the power goes: for a board without nvm."""

    def __init__(self):
        self.data = b""

    def read(self, size):
        return self.data[:size]

    def write(self, data):
        self.data = bytes(data)
