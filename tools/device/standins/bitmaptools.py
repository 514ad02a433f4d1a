"""
`bitmaptools` (stand-in)
====================================================

The part of CircuitPython's ``bitmaptools`` that the app and Adafruit's libraries use here:
``readinto`` (``adafruit_imageload`` reads BMP rows with it, ``adafruit_bitmap_font`` a PCF
glyph's rows) and ``blit`` (the font's glyphs are copied into one sheet with it, and the
ranks' digits into their labels).
"""


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    """Read rows of pixels from a file straight into a bitmap of the same depth (the BMP
    layout: rows padded to 32 bits, pixels from the most significant bit; a PCF glyph's rows
    as the game's font has them are laid out so too, whatever element size and pixel order
    its reader asks for)."""
    if bits_per_pixel != bitmap.bits_per_value:
        height = bitmap.height
        width = bitmap.width
        row_bytes = (width * bits_per_pixel + 31) // 32 * 4
        row = bytearray(row_bytes)
        mask = (1 << bits_per_pixel) - 1
        for number in range(height):
            y = height - 1 - number if reverse_rows else number
            file.readinto(row)
            for x in range(width):
                bit = x * bits_per_pixel
                if bits_per_pixel >= 8:
                    value = 0
                    for byte in range(bits_per_pixel // 8):
                        value |= row[bit // 8 + byte] << (8 * byte)
                else:
                    value = (row[bit // 8] >> (8 - bits_per_pixel - bit % 8)) & mask
                bitmap[x, y] = value
        return
    height = bitmap.height
    for number in range(height):
        y = height - 1 - number if reverse_rows else number
        file.readinto(bitmap._row(y))


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None,
         skip_source_index=None, skip_dest_index=None):
    """Copy the source's rectangle (x1, y1) to (x2, y2), right and bottom excluded, to (x, y)
    of the destination, both of one depth of at most 8 bits. A device copies in C, so the
    stand-in keeps its own Python steps few: each row's run of pixels moves as one number,
    the few bytes it spans read as a big-endian integer (its first pixel at the top)."""
    x2 = source_bitmap.width if x2 is None else x2
    y2 = source_bitmap.height if y2 is None else y2
    bits = source_bitmap.bits_per_value
    if (bits != dest_bitmap.bits_per_value or bits > 8 or skip_source_index is not None
            or skip_dest_index is not None):
        raise NotImplementedError("the stand-in blits every pixel between bitmaps of one depth "
                                  "up to 8 bits")
    width = (x2 - x1) * bits
    run = (1 << width) - 1
    source_first, source_end = x1 * bits // 8, (x2 * bits + 7) // 8
    dest_first, dest_end = x * bits // 8, (x * bits + width + 7) // 8
    source_shift = source_end * 8 - x2 * bits
    dest_shift = dest_end * 8 - (x * bits + width)
    for row in range(y1, y2):
        source = source_bitmap._row(row)
        dest = dest_bitmap._row(y + row - y1)
        pixels = int.from_bytes(source[source_first:source_end], "big") >> source_shift & run
        span = int.from_bytes(dest[dest_first:dest_end], "big")
        span = span & ~(run << dest_shift) | pixels << dest_shift
        dest[dest_first:dest_end] = span.to_bytes(dest_end - dest_first, "big")
