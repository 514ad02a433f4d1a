"""
`engine.crc`
====================================================

The checksum that ends every saved-game blob, Latice's and Tactic Tiles', kept apart so that
one game's blob code does not load the other's.
"""

from array import array


def _table_entry(byte):
    # What one byte does to a checksum of 0, the shifts that work a byte out at once.
    crc = byte
    crc ^= crc >> 4
    crc ^= (crc << 12) & 0xFFFF
    crc ^= (crc & 0xFF) << 5
    return crc


# A byte's work looked up: a save checks its blob and its record at every human turn's end,
# and the lookup takes half the time of the shifts, for 512 bytes of RAM.
_TABLE = array("H", range(256))   # made in place: no list of 256 numbers on the way
for _byte in range(256):
    _TABLE[_byte] = _table_entry(_byte)


def crc16(data, start=0, end=None):
    """CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF; "123456789" gives 0x29B1) of
    ``data[start:end]``. The bytes are read where they lie: a slice would copy them."""
    crc = 0xFFFF
    table = _TABLE
    for index in range(start, len(data) if end is None else end):
        crc = (crc << 8) & 0xFFFF ^ table[crc >> 8 ^ data[index]]
    return crc
