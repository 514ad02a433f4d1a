"""
`engine.crc`
====================================================

The checksum that ends every saved-game blob, Latice's and Tactic Tiles', kept apart so that
one game's blob code does not load the other's.
"""


def crc16(data):
    """CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF; "123456789" gives 0x29B1),
    worked a byte at a time with shifts instead of a 256-entry table, to save RAM."""
    crc = 0xFFFF
    for byte in data:
        crc = (crc >> 8 | crc << 8) & 0xFFFF ^ byte
        crc ^= (crc & 0xFF) >> 4
        crc ^= (crc << 12) & 0xFFFF
        crc ^= (crc & 0xFF) << 5
    return crc
