"""
`engine.crc`
====================================================

The checksum that ends every saved-game blob, Latice's and Tactic Tiles', kept apart so that
one game's blob code does not load the other's.
"""


def crc16(data, start=0, end=None):
    """CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF; "123456789" gives 0x29B1) of
    ``data[start:end]``, worked a byte at a time with shifts instead of a 256-entry table, to
    save RAM. The bytes are read where they lie: a slice would copy them."""
    crc = 0xFFFF
    for index in range(start, len(data) if end is None else end):
        crc = (crc >> 8 | crc << 8) & 0xFFFF ^ data[index]
        crc ^= (crc & 0xFF) >> 4
        crc ^= (crc << 12) & 0xFFFF
        crc ^= (crc & 0xFF) << 5
    return crc
