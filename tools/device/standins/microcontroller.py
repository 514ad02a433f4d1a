"""
`microcontroller` (stand-in)
====================================================

``nvm``: 8,192 bytes as on a SAMD51 (one flash erase block: every assignment erases and
rewrites it, counted in ``nvm.erases``). On a device it lives in flash; here it is a bytearray
on the heap, made when this module is imported, so the harness's baseline leaves it out.
"""

NVM_BYTES = 8192


class ByteArray:
    """``microcontroller.nvm``: a slice of it reads a new bytearray, an assignment writes."""

    def __init__(self, size):
        self._data = bytearray(size)
        for index in range(size):
            self._data[index] = 0xFF  # erased flash
        self.erases = 0

    def __len__(self):
        return len(self._data)

    def __getitem__(self, index):
        return self._data[index]

    def __setitem__(self, index, value):
        self._data[index] = value
        self.erases += 1


nvm = ByteArray(NVM_BYTES)


class Processor:
    frequency = 120000000
    temperature = 25.0
    voltage = 3.3
    uid = b"\x00" * 16


cpu = Processor()


def reset():
    raise RuntimeError("microcontroller.reset() in a stand-in")
