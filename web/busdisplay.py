"""
`busdisplay` (the page's)
====================================================

``BusDisplay``: the screen drawn in the web page. Like the stand-in it keeps its root group
(a group already in another group cannot be shown), counts refreshes and remembers its
brightness; besides, ``refresh()`` draws the root group into ``pixels``: ``width * height``
RGB565 colours, two bytes each, little-endian, row after row, which the page copies to its
canvas. It draws only when something was changed since its last drawing (the stand-in
displayio counts changes in ``displayio.changes``) and counts its drawings in ``drawings``.

Implementation Notes
--------------------

As CircuitPython draws: black where nothing is, later layers over earlier ones, a palette's
RGB888 colours cut to RGB565, its transparent colours not drawn, a group's ``scale`` making
each of its pixels a square of pixels (and its children's positions as many times farther
apart). No flipped or transposed grids (the app uses none).

MicroPython's ``framebuf`` does the pixel work: a bitmap is a FrameBuffer over the stand-in
Bitmap's own bytes, a palette a one-row FrameBuffer of RGB565 colours, and a cell one
``blit`` of the whole bitmap, shifted so that its tile lands in a FrameBuffer the size of the
cell (clipped to the screen), which keeps the rest of the bitmap out. A scaled cell is blitted
so into a scratch FrameBuffer of one cell, then each of its drawn pixels is one ``fill_rect``.
"""

import displayio
import framebuf

# framebuf's format for a stand-in Bitmap's bits per value: values packed from each byte's
# most significant bits, rows a whole number of 32-bit words apart. framebuf's GS2_HMSB keeps
# the first pixel in the least significant bits: 2-bit values are drawn from a copy whose
# bytes have their four values in the other order (``_REVERSED_PAIRS``).
_FORMATS = {1: framebuf.MONO_HLSB, 2: framebuf.GS2_HMSB, 4: framebuf.GS4_HMSB, 8: framebuf.GS8}
_REVERSED_PAIRS = bytes((byte & 3) << 6 | (byte >> 2 & 3) << 4 | (byte >> 4 & 3) << 2 | byte >> 6
                        for byte in range(256))
NO_KEY = -1  # framebuf's blit draws every pixel
VALUES = 256  # a palette row covers every value of a bitmap of up to 8 bits


def rgb565(colour):
    """An RGB888 colour (0xRRGGBB) cut to RGB565."""
    return (colour >> 19 & 0x1F) << 11 | (colour >> 10 & 0x3F) << 5 | (colour >> 3 & 0x1F)


class BusDisplay:
    """The page's display, ``width`` x ``height`` pixels (rotation 0 only)."""

    def __init__(self, width=160, height=128, rotation=0):
        if rotation != 0:
            raise NotImplementedError("the page's display draws at rotation 0 only, not %r"
                                      % (rotation,))
        self.width = width
        self.height = height
        self.rotation = rotation
        self.auto_refresh = True
        self.brightness = 1.0
        self.refreshes = 0
        self.drawings = 0
        self.pixels = bytearray(width * height * 2)
        self._screen = framebuf.FrameBuffer(self.pixels, width, height, framebuf.RGB565)
        self._view = memoryview(self.pixels)
        self._root = None
        self._drawn_root = None
        self._drawn_changes = -1  # never drawn
        self._sources = None  # while drawing: {bitmap: FrameBuffer}
        self._shaders = None  # while drawing: {palette: (FrameBuffer, key)}

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        self._root = displayio._shown(self._root, group)

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        """Draw the root group into ``pixels`` if anything changed since the last drawing."""
        self.refreshes += 1
        if displayio.changes != self._drawn_changes or self._root is not self._drawn_root:
            self._draw()
        return True

    def _draw(self):
        self._screen.fill(0)
        self._sources = {}
        self._shaders = {}
        try:
            if self._root is not None:
                self._draw_layer(self._root, 0, 0, 1)
        finally:
            self._sources = self._shaders = None
        self._drawn_changes = displayio.changes
        self._drawn_root = self._root
        self.drawings += 1

    def _draw_layer(self, layer, x, y, scale):
        """Draw a layer whose parent's origin is at (x, y) on the screen, a pixel of the
        parent ``scale`` pixels square."""
        if isinstance(layer, displayio.TileGrid):
            if not layer.hidden:
                left = x + layer.x * scale
                top = y + layer.y * scale
                if scale == 1:
                    self._draw_grid(layer, left, top)
                else:
                    self._draw_scaled_grid(layer, left, top, scale)
        elif isinstance(layer, displayio.Group):
            if layer.hidden:
                return
            x += layer.x * scale
            y += layer.y * scale
            scale *= layer.scale
            for child in layer:
                self._draw_layer(child, x, y, scale)
        else:
            raise TypeError("the page draws Groups and TileGrids, not %s"
                            % type(layer).__name__)

    def _draw_grid(self, grid, x, y):
        """Draw each cell of ``grid`` whose top left is at (x, y) on the screen."""
        source, palette, key, tile_width, tile_height, tiles_across = self._grid_parts(grid)
        columns = grid.width
        screen_width = self.width
        screen_height = self.height
        view = self._view
        for row in range(grid.height):
            top = y + row * tile_height
            if top >= screen_height or top + tile_height <= 0:
                continue
            clip_top = max(top, 0)
            clip_height = min(top + tile_height, screen_height) - clip_top
            for column in range(columns):
                left = x + column * tile_width
                if left >= screen_width or left + tile_width <= 0:
                    continue
                clip_left = max(left, 0)
                clip_width = min(left + tile_width, screen_width) - clip_left
                tile_row, tile_column = divmod(grid[row * columns + column], tiles_across)
                cell = framebuf.FrameBuffer(view[(clip_top * screen_width + clip_left) * 2:],
                                            clip_width, clip_height, framebuf.RGB565,
                                            screen_width)
                cell.blit(source, left - clip_left - tile_column * tile_width,
                          top - clip_top - tile_row * tile_height, key, palette)

    def _grid_parts(self, grid):
        """(source, palette, key, tile width, tile height, tiles across the bitmap) of a grid."""
        if grid.flip_x or grid.flip_y or grid.transpose_xy:
            raise NotImplementedError("the page draws no flipped or transposed grids")
        bitmap = grid.bitmap
        palette, key = self._shader(grid.pixel_shader)
        return (self._source(bitmap), palette, key, grid.tile_width, grid.tile_height,
                bitmap.width // grid.tile_width)

    def _draw_scaled_grid(self, grid, x, y, scale):
        """Draw ``grid`` with its top left at (x, y), each pixel ``scale`` pixels square."""
        source, palette, key, tile_width, tile_height, tiles_across = self._grid_parts(grid)
        cell = framebuf.FrameBuffer(bytearray(tile_width * tile_height * 2), tile_width,
                                    tile_height, framebuf.RGB565)
        screen = self._screen
        for row in range(grid.height):
            top = y + row * tile_height * scale
            if top >= self.height or top + tile_height * scale <= 0:
                continue
            for column in range(grid.width):
                left = x + column * tile_width * scale
                if left >= self.width or left + tile_width * scale <= 0:
                    continue
                tile_row, tile_column = divmod(grid[row * grid.width + column], tiles_across)
                cell.fill(key if key != NO_KEY else 0)
                cell.blit(source, -tile_column * tile_width, -tile_row * tile_height, key,
                          palette)
                for cell_y in range(tile_height):
                    for cell_x in range(tile_width):
                        colour = cell.pixel(cell_x, cell_y)
                        if colour != key:   # fill_rect clips to the screen
                            screen.fill_rect(left + cell_x * scale, top + cell_y * scale,
                                             scale, scale, colour)

    def _source(self, bitmap):
        """A FrameBuffer over the bitmap's values (the stand-in's bytes, not a copy)."""
        source = self._sources.get(bitmap)
        if source is None:
            bits = bitmap.bits_per_value
            if bits not in _FORMATS:
                raise NotImplementedError("the page draws bitmaps of 1 to 8 bits a value, not %d"
                                          % bits)
            m = bitmap._m
            stride_words = m[6] | m[7] << 8
            values = memoryview(m)[displayio._BITMAP_HEADER:]
            if bits == 2:
                values = bytearray(_REVERSED_PAIRS[byte] for byte in values)
            source = framebuf.FrameBuffer(values, bitmap.width, bitmap.height, _FORMATS[bits],
                                          stride_words * 32 // bits)
            self._sources[bitmap] = source
        return source

    def _shader(self, palette):
        """(a one-row FrameBuffer of the palette's RGB565 colours, the key that marks its
        transparent ones, or ``NO_KEY``); values past the palette's end are transparent."""
        found = self._shaders.get(palette)
        if found is None:
            if not isinstance(palette, displayio.Palette):
                raise NotImplementedError("the page draws with a Palette, not %s"
                                          % type(palette).__name__)
            count = min(len(palette), VALUES)
            opaque = {}  # value -> its RGB565 colour
            for index in range(count):
                if not palette.is_transparent(index):
                    opaque[index] = rgb565(palette[index])
            key = NO_KEY
            if len(opaque) < VALUES:  # some values are not drawn: key them with a free colour
                taken = set(opaque.values())
                key = 0
                while key in taken:  # at most 256 colours are taken
                    key += 1
            colours = framebuf.FrameBuffer(bytearray(VALUES * 2), VALUES, 1, framebuf.RGB565)
            colours.fill(key if key != NO_KEY else 0)
            for index, colour in opaque.items():
                colours.pixel(index, 0, colour)
            found = (colours, key)
            self._shaders[palette] = found
        return found
