"""
`displayio` (stand-in)
====================================================

CircuitPython's ``displayio`` for a MicroPython VM that has none: Bitmap, Palette, TileGrid,
Group, ColorConverter and OnDiskBitmap, with what the app and ``adafruit_imageload`` use of
them. Nothing is drawn: a stand-in keeps its
state (pixel values, colours, cell values, positions, children) so a test can check the
picture, and takes about the heap its C object takes on a device (see :mod:`standin_memory`).

CircuitPython's own rules are kept where breaking them would crash a device: a layer lives in
one group at a time, a cell holds a tile the bitmap has, a value fits the bitmap's depth.

``changes`` counts the changes to anything a display shows (a pixel, a colour, a cell, a
position, a layer added or removed), so a display that draws can tell whether it has
anything new to draw.
"""

import standin_memory as memory

CIRCUITPYTHON_TERMINAL = None
changes = 0  # a small int, so counting allocates nothing


def _changed():
    global changes
    changes = (changes + 1) & 0x3FFFFFFF


def release_displays():
    """Nothing to release: the stand-in display is ``board.DISPLAY``."""


def _u16(buffer, offset):
    return buffer[offset] | buffer[offset + 1] << 8


def _s16(buffer, offset):
    value = buffer[offset] | buffer[offset + 1] << 8
    return value - 0x10000 if value & 0x8000 else value


def _put16(buffer, offset, value):
    if not -0x8000 <= value <= 0xFFFF:
        raise ValueError("value out of range: %d" % value)
    buffer[offset] = value & 0xFF
    buffer[offset + 1] = (value >> 8) & 0xFF


def _bits_for(value_count):
    """Bits a value takes for ``value_count`` values, as CircuitPython picks them."""
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits * 2 if bits < 8 else bits + 8
    return bits


# -- Bitmap -------------------------------------------------------------------------------------
# _m: width (2), height (2), bits per value (1), unused (1), stride in 32-bit words (2), then
# the rows of pixels, each ``stride`` words, values packed from the most significant bit.
_BITMAP_HEADER = 8


class Bitmap:
    """``Bitmap(width, height, value_count)``: pixel values in rows of 32-bit words."""

    def __init__(self, width, height, value_count):
        if not 1 <= value_count <= 65536:
            raise ValueError("value_count must be 1 to 65536")
        if width < 0 or height < 0:
            raise ValueError("width and height must be positive")
        bits = _bits_for(value_count)
        stride = (width * bits + 31) // 32
        data = stride * 4 * height
        self._m = bytearray(_BITMAP_HEADER + memory.scaled(data) + _BITMAP_PAD)
        _put16(self._m, 0, width)
        _put16(self._m, 2, height)
        self._m[4] = bits
        _put16(self._m, 6, stride)

    @property
    def width(self):
        return _u16(self._m, 0)

    @property
    def height(self):
        return _u16(self._m, 2)

    @property
    def bits_per_value(self):
        return self._m[4]

    def _index(self, index):
        m = self._m
        width = m[0] | m[1] << 8
        if isinstance(index, tuple):
            x, y = index
        else:
            y, x = divmod(index, width) if width else (0, 0)
        if not (0 <= x < width and 0 <= y < (m[2] | m[3] << 8)):
            raise IndexError("pixel out of bounds")
        return x, y

    def _locate(self, x, y):
        """(byte offset, shift, mask) of pixel (x, y)."""
        m = self._m
        bits = m[4]
        bit = x * bits
        offset = _BITMAP_HEADER + y * (m[6] | m[7] << 8) * 4 + bit // 8
        if bits >= 8:
            return offset, 0, (1 << bits) - 1
        return offset, 8 - bits - bit % 8, (1 << bits) - 1

    def __getitem__(self, index):
        x, y = self._index(index)
        offset, shift, mask = self._locate(x, y)
        m = self._m
        bits = m[4]
        if bits <= 8:
            return (m[offset] >> shift) & mask
        value = 0
        for byte in range(bits // 8):
            value |= m[offset + byte] << (8 * byte)
        return value

    def __setitem__(self, index, value):
        x, y = self._index(index)
        m = self._m
        bits = m[4]
        if not 0 <= value < (1 << bits):
            raise ValueError("pixel value %d does not fit %d bits" % (value, bits))
        offset, shift, mask = self._locate(x, y)
        if bits <= 8:
            m[offset] = (m[offset] & ~(mask << shift) & 0xFF) | (value << shift)
        else:
            for byte in range(bits // 8):
                m[offset + byte] = (value >> (8 * byte)) & 0xFF
        _changed()

    def fill(self, value):
        bits = self._m[4]
        if not 0 <= value < (1 << bits):
            raise ValueError("pixel value %d does not fit %d bits" % (value, bits))
        byte = 0
        if bits < 8:
            per = 8 // bits
            for _ in range(per):
                byte = (byte << bits) | value
            pattern = bytes((byte,))
        elif bits == 8:
            pattern = bytes((value,))
        else:
            pattern = bytes((value >> (8 * i)) & 0xFF for i in range(bits // 8))
        m = self._m
        step = len(pattern)
        end = _BITMAP_HEADER + (m[6] | m[7] << 8) * 4 * (m[2] | m[3] << 8)
        for offset in range(_BITMAP_HEADER, end, step):
            m[offset:offset + step] = pattern
        _changed()

    def dirty(self, x1=0, y1=0, x2=-1, y2=-1):
        """Marks the bitmap changed (its pixels were written some other way)."""
        _changed()

    def _row(self, y):
        """A memoryview of row ``y``'s bytes (for ``bitmaptools.readinto``, which writes
        them: the bitmap counts as changed)."""
        _changed()
        m = self._m
        size = (m[6] | m[7] << 8) * 4
        start = _BITMAP_HEADER + y * size
        return memoryview(m)[start:start + size]


# -- Palette ------------------------------------------------------------------------------------
# _m: 12 bytes a colour: RGB888 (3), transparent (1), then unused (8, as a device's colour
# cache), then the padding.
_COLOUR = 12


class Palette:
    """``Palette(color_count)``: colours as RGB888, each opaque or transparent."""

    def __init__(self, color_count, *, dither=False):
        if color_count < 1:
            raise ValueError("color_count must be at least 1")
        self._m = bytearray(memory.scaled(_COLOUR * color_count) + _PALETTE_PAD)
        self._n = color_count

    def __len__(self):
        return self._n

    def _check(self, index):
        if not 0 <= index < self._n:
            raise IndexError("palette index out of range")
        return index * _COLOUR

    def __getitem__(self, index):
        offset = self._check(index)
        m = self._m
        return m[offset] << 16 | m[offset + 1] << 8 | m[offset + 2]

    def __setitem__(self, index, value):
        offset = self._check(index)
        if isinstance(value, int):
            red, green, blue = (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF
        elif isinstance(value, (bytes, bytearray, tuple, list)) and 3 <= len(value) <= 4:
            red, green, blue = value[0], value[1], value[2]
        else:
            raise TypeError("a colour is an int, or 3 or 4 bytes")
        m = self._m
        m[offset] = red
        m[offset + 1] = green
        m[offset + 2] = blue
        _changed()

    def make_transparent(self, index):
        self._m[self._check(index) + 3] = 1
        _changed()

    def make_opaque(self, index):
        self._m[self._check(index) + 3] = 0
        _changed()

    def is_transparent(self, index):
        return self._m[self._check(index) + 3] == 1


class ColorConverter:
    """Colours straight from pixel values (a truecolour image's shader)."""

    def __init__(self, *, input_colorspace=None, dither=False):
        self.input_colorspace = input_colorspace
        self.dither = dither
        self._transparent = None

    def convert(self, color):
        return color

    def make_transparent(self, color):
        self._transparent = color

    def make_opaque(self, color):
        self._transparent = None


class Colorspace:
    RGB888 = 0
    RGB565 = 1
    RGB565_SWAPPED = 2
    RGB555 = 3
    RGB555_SWAPPED = 4
    BGR565 = 5
    BGR565_SWAPPED = 6
    BGR555 = 7
    BGR555_SWAPPED = 8
    L8 = 9


# -- TileGrid -----------------------------------------------------------------------------------
# _b: the bitmap; _s: the pixel shader; _m: width (2), height (2), tile width (2), tile height
# (2), x (2), y (2), flags (1), then the cells (a byte each, two if the
# bitmap has over 256 tiles), then the padding. A grid of up to 3 cells takes 80 bytes, as a
# device's (which keeps up to 4 cells inside the object).
_TG_HEADER = 13
_HIDDEN = 1
_FLIP_X = 2
_FLIP_Y = 4
_TRANSPOSE = 8


def _flag_property(bit):
    """A TileGrid property kept as one bit of its flags byte."""
    return property(lambda grid: grid._flag(bit), lambda grid, value: grid._set_flag(bit, value))
_IN_GROUP = 16
_WIDE_CELLS = 32


class TileGrid:
    """A grid of tiles from a bitmap: each cell shows one tile (a ``tile_width`` x
    ``tile_height`` piece of the bitmap, numbered left to right, top to bottom)."""

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None,
                 tile_height=None, default_tile=0, x=0, y=0):
        bitmap_width = bitmap.width
        bitmap_height = bitmap.height
        if tile_width is None or tile_width == 0:
            tile_width = bitmap_width
        if tile_height is None or tile_height == 0:
            tile_height = bitmap_height
        if tile_width < 1 or bitmap_width % tile_width:
            raise ValueError("Tile width must exactly divide bitmap width")
        if tile_height < 1 or bitmap_height % tile_height:
            raise ValueError("Tile height must exactly divide bitmap height")
        tiles = (bitmap_width // tile_width) * (bitmap_height // tile_height)
        if not 0 <= default_tile < tiles:
            raise ValueError("default_tile out of range")
        cell = 1 if tiles <= 256 else 2
        cells = width * height
        self._b = bitmap
        self._s = pixel_shader
        m = bytearray(_TG_HEADER + memory.scaled(cells * cell) + _TILEGRID_PAD)
        self._m = m
        _put16(m, 0, width)
        _put16(m, 2, height)
        _put16(m, 4, tile_width)
        _put16(m, 6, tile_height)
        _put16(m, 8, x)
        _put16(m, 10, y)
        m[12] = 0 if cell == 1 else _WIDE_CELLS
        if default_tile:
            if cell == 1:
                for index in range(cells):
                    m[_TG_HEADER + index] = default_tile
            else:
                for index in range(cells):
                    _put16(m, _TG_HEADER + 2 * index, default_tile)

    def _flag(self, bit):
        return bool(self._m[12] & bit)

    def _set_flag(self, bit, value):
        flags = (self._m[12] | bit) if value else (self._m[12] & ~bit & 0xFF)
        if flags != self._m[12]:
            self._m[12] = flags
            _changed()

    @property
    def x(self):
        return _s16(self._m, 8)

    @x.setter
    def x(self, value):
        _put16(self._m, 8, value)
        _changed()

    @property
    def y(self):
        return _s16(self._m, 10)

    @y.setter
    def y(self, value):
        _put16(self._m, 10, value)
        _changed()

    @property
    def width(self):
        return _u16(self._m, 0)

    @property
    def height(self):
        return _u16(self._m, 2)

    @property
    def tile_width(self):
        return _u16(self._m, 4)

    @property
    def tile_height(self):
        return _u16(self._m, 6)

    hidden = _flag_property(_HIDDEN)
    flip_x = _flag_property(_FLIP_X)
    flip_y = _flag_property(_FLIP_Y)
    transpose_xy = _flag_property(_TRANSPOSE)

    @property
    def bitmap(self):
        return self._b

    @property
    def pixel_shader(self):
        return self._s

    @pixel_shader.setter
    def pixel_shader(self, shader):
        if shader is not self._s:
            self._s = shader
            _changed()

    def _offset(self, index):
        m = self._m
        width = m[0] | m[1] << 8
        if isinstance(index, tuple):
            x, y = index
            if not (0 <= x < width and 0 <= y < (m[2] | m[3] << 8)):
                raise IndexError("Tile index out of bounds")
            index = y * width + x
        elif not 0 <= index < width * (m[2] | m[3] << 8):
            raise IndexError("Tile index out of bounds")
        return _TG_HEADER + (index * 2 if m[12] & _WIDE_CELLS else index)

    # A device reads and sets a cell in C: the two below keep to the fewest Python steps, so
    # that a frame's counted instructions are mostly the app's own.
    def __getitem__(self, index):
        m = self._m
        offset = self._offset(index)
        if m[12] & _WIDE_CELLS:
            return m[offset] | m[offset + 1] << 8
        return m[offset]

    def __setitem__(self, index, value):
        global changes
        m = self._m
        offset = self._offset(index)
        bitmap = self._b
        if not 0 <= value < ((bitmap.width // (m[4] | m[5] << 8))
                             * (bitmap.height // (m[6] | m[7] << 8))):
            raise ValueError("Tile value out of bounds")
        if m[12] & _WIDE_CELLS:
            m[offset] = value & 0xFF
            m[offset + 1] = value >> 8
        else:
            m[offset] = value
        changes = (changes + 1) & 0x3FFFFFFF

    def cells(self):
        """Every cell's tile, row by row (a stand-in's extra, for tests)."""
        return [self[index] for index in range(self.width * self.height)]

    def contains(self, touch_tuple):
        x, y = touch_tuple[0] - self.x, touch_tuple[1] - self.y
        return (0 <= x < self.width * self.tile_width
                and 0 <= y < self.height * self.tile_height)


# -- Group --------------------------------------------------------------------------------------
# _l: the children; _f: x and y (12 bits each, offset by 2048), scale - 1 (4 bits), hidden and
# in-a-group (a bit each), packed in one small int so a group costs about a device's.
_XY = 2048
_G_HIDDEN = 1 << 28
_G_IN_GROUP = 1 << 29


def _pack(x, y, scale, flags):
    if not (-_XY <= x < _XY and -_XY <= y < _XY):
        raise ValueError("group position out of range: %d, %d" % (x, y))
    if not 1 <= scale <= 16:
        raise ValueError("scale must be 1 to 16")
    return (x + _XY) | (y + _XY) << 12 | (scale - 1) << 24 | flags


def _layer_in_group(layer):
    if isinstance(layer, Group):
        return bool(layer._f & _G_IN_GROUP)
    if isinstance(layer, TileGrid):
        return bool(layer._m[12] & _IN_GROUP)
    raise TypeError("a group holds Groups and TileGrids, not %s" % type(layer).__name__)


def _set_in_group(layer, value):
    if isinstance(layer, Group):
        layer._f = (layer._f | _G_IN_GROUP) if value else (layer._f & ~_G_IN_GROUP)
    else:
        layer._set_flag(_IN_GROUP, value)


def _shown(shown, group):
    """What a display shows once its ``root_group`` is set to ``group`` in place of
    ``shown``. As on a device, a group that is already in another group cannot be shown."""
    if group is shown:
        return shown
    if group is not None:
        if _layer_in_group(group):
            raise ValueError("Group already used")
        _set_in_group(group, True)
    if shown is not None:
        _set_in_group(shown, False)
    return group


class Group:
    """Layers (Groups and TileGrids) drawn in order, at an offset and a scale. A layer lives
    in one group at a time (or is a display's root group)."""

    def __init__(self, *, scale=1, x=0, y=0):
        self._l = []
        self._f = _pack(x, y, scale, 0)

    def _field(self, shift):
        return ((self._f >> shift) & 0xFFF) - _XY

    @property
    def x(self):
        return self._field(0)

    @x.setter
    def x(self, value):
        self._set_fields(_pack(value, self._field(12), ((self._f >> 24) & 15) + 1,
                               self._f & (_G_HIDDEN | _G_IN_GROUP)))

    @property
    def y(self):
        return self._field(12)

    @y.setter
    def y(self, value):
        self._set_fields(_pack(self._field(0), value, ((self._f >> 24) & 15) + 1,
                               self._f & (_G_HIDDEN | _G_IN_GROUP)))

    @property
    def scale(self):
        return ((self._f >> 24) & 15) + 1

    @scale.setter
    def scale(self, value):
        self._set_fields(_pack(self._field(0), self._field(12), value,
                               self._f & (_G_HIDDEN | _G_IN_GROUP)))

    @property
    def hidden(self):
        return bool(self._f & _G_HIDDEN)

    @hidden.setter
    def hidden(self, value):
        self._set_fields((self._f | _G_HIDDEN) if value else (self._f & ~_G_HIDDEN))

    def _set_fields(self, fields):
        if fields != self._f:
            self._f = fields
            _changed()

    def _adopt(self, layer):
        if _layer_in_group(layer):
            raise ValueError("Layer already in a group")
        _set_in_group(layer, True)
        _changed()

    def append(self, layer):
        self._adopt(layer)
        self._l.append(layer)

    def insert(self, index, layer):
        self._adopt(layer)
        self._l.insert(index, layer)

    def index(self, layer):
        return self._l.index(layer)

    def pop(self, index=-1):
        layer = self._l.pop(index)
        _set_in_group(layer, False)
        _changed()
        return layer

    def remove(self, layer):
        self.pop(self._l.index(layer))

    def sort(self, key=None, reverse=False):
        self._l.sort(key=key, reverse=reverse)
        _changed()

    def __len__(self):
        return len(self._l)

    def __bool__(self):
        return len(self._l) > 0

    def __iter__(self):
        return iter(self._l)

    def __contains__(self, layer):
        return layer in self._l

    def __getitem__(self, index):
        return self._l[index]

    def __setitem__(self, index, layer):
        old = self._l[index]
        if old is layer:
            return
        self._adopt(layer)
        _set_in_group(old, False)
        self._l[index] = layer

    def __delitem__(self, index):
        self.pop(index)


class OnDiskBitmap:
    """A BMP file read when drawn: on a device it takes no pixel memory; here only its
    size and palette are read."""

    def __init__(self, file):
        if isinstance(file, str):
            file = open(file, "rb")
        self._file = file
        file.seek(0x12)
        header = file.read(8)
        self._width = int.from_bytes(header[0:4], "little")
        self._height = int.from_bytes(header[4:8], "little")
        self._shader = ColorConverter()

    @property
    def width(self):
        return self._width

    @property
    def height(self):
        return self._height

    @property
    def pixel_shader(self):
        return self._shader


# -- the padding that brings each object to the model's size (see standin_memory) --------------
_BITMAP_PAD = _PALETTE_PAD = _TILEGRID_PAD = 0


def _palette_without_colours():
    palette = object.__new__(Palette)
    palette._m = bytearray(0)
    palette._n = 0
    return palette


def _grid(bitmap, palette, width, height, tile=1):
    return TileGrid(bitmap, pixel_shader=palette, width=width, height=height,
                    tile_width=tile, tile_height=tile)


def _calibrate():
    """Measure what each object costs with no pixels, colours or cells (the Python object by
    itself) and pad the buffers by the rest of the model's fixed size."""
    global _BITMAP_PAD, _PALETTE_PAD, _TILEGRID_PAD
    bitmap = Bitmap(1, 1, 1)
    palette = Palette(1)
    _BITMAP_PAD = memory.padding(memory.BITMAP, memory.cost(Bitmap, 0, 0, 1))
    _PALETTE_PAD = memory.padding(memory.PALETTE, memory.cost(_palette_without_colours))
    _TILEGRID_PAD = memory.padding(memory.TILEGRID, memory.cost(_grid, bitmap, palette, 0, 0))


def _group_of(count):
    group = Group()
    for _ in range(count):
        group.append(Group())
    return group


def object_bytes():
    """What each kind of stand-in object costs on this VM, beside the model's 32-bit figure:
    ``[(what, bytes here, model bytes)]`` (the harness prints it)."""
    sheet = Bitmap(104, 78, 16)
    palette = Palette(16)
    empty_group = memory.cost(Group)
    return [
        ("Bitmap(160, 128, 16)", memory.cost(Bitmap, 160, 128, 16), 40 + 80 * 128),
        ("Bitmap(104, 78, 16) (the sprite sheet)", memory.cost(Bitmap, 104, 78, 16),
         40 + 52 * 78),
        ("Bitmap(570, 12, 1) (the font's glyphs)", memory.cost(Bitmap, 570, 12, 1),
         40 + 72 * 12),
        ("Palette(2)", memory.cost(Palette, 2), 32 + 2 * 12),
        ("Palette(16)", memory.cost(Palette, 16), 32 + 16 * 12),
        ("TileGrid 1x1 (the cursor)", memory.cost(_grid, sheet, palette, 1, 1, 13), 80 + 1),
        ("TileGrid 26x1 (a line of text)", memory.cost(_grid, sheet, palette, 26, 1, 13),
         80 + 26),
        ("TileGrid 9x9 (the board)", memory.cost(_grid, sheet, palette, 9, 9, 13), 80 + 81),
        ("Group, empty", empty_group, 32),
        ("Group of 10 (the children not counted)",
         memory.cost(_group_of, 10) - 10 * empty_group, 32 + 10 * 8),
    ]


_calibrate()
