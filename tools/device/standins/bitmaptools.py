"""
`bitmaptools` (stand-in)
====================================================

The part of CircuitPython's ``bitmaptools`` that Adafruit's libraries use here: ``readinto``
(``adafruit_imageload`` reads BMP rows with it).
"""


def readinto(bitmap, file, bits_per_pixel, element_size=1, reverse_pixels_in_element=False,
             swap_bytes_in_element=False, reverse_rows=False):
    """Read rows of pixels from a file straight into a bitmap of the same depth (the BMP
    layout: rows padded to 32 bits, pixels from the most significant bit)."""
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
