"""
`bitmaptools` (stand-in)
====================================================

The parts of CircuitPython's ``bitmaptools`` that Adafruit's libraries use:
``readinto`` (``adafruit_imageload`` reads BMP rows with it), ``blit``, ``replace_color`` and
``fill_region`` (``adafruit_display_text.bitmap_label``).
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


def blit(dest_bitmap, source_bitmap, x, y, *, x1=0, y1=0, x2=None, y2=None,
         skip_source_index=None, skip_dest_index=None):
    """Copy a rectangle of ``source_bitmap`` to (x, y) of ``dest_bitmap``, clipped."""
    if x2 is None:
        x2 = source_bitmap.width
    if y2 is None:
        y2 = source_bitmap.height
    width = dest_bitmap.width
    height = dest_bitmap.height
    for source_y in range(y1, y2):
        target_y = y + source_y - y1
        if not 0 <= target_y < height:
            continue
        for source_x in range(x1, x2):
            target_x = x + source_x - x1
            if not 0 <= target_x < width:
                continue
            value = source_bitmap[source_x, source_y]
            if value == skip_source_index:
                continue
            if skip_dest_index is not None and dest_bitmap[target_x, target_y] == skip_dest_index:
                continue
            dest_bitmap[target_x, target_y] = value


def replace_color(dest_bitmap, old_color, new_color):
    for y in range(dest_bitmap.height):
        for x in range(dest_bitmap.width):
            if dest_bitmap[x, y] == old_color:
                dest_bitmap[x, y] = new_color


def fill_region(dest_bitmap, x1, y1, x2, y2, value):
    for y in range(max(0, y1), min(dest_bitmap.height, y2)):
        for x in range(max(0, x1), min(dest_bitmap.width, x2)):
            dest_bitmap[x, y] = value
