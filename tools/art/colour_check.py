"""
`tools.art.colour_check`
====================================================

Checks that the tiles can be told apart by everyone: the smallest CIEDE2000 difference between
two of the six tile colours, as designed, after the display's RGB565 quantisation, and under
simulated deuteranopia and protanopia (Machado, Oliveira and Fernandes 2009, severity 1,
applied to linear RGB); how well each glyph stands out from its tile, and the marks drawn
over tiles (the corner on the tiles played since a seat's last turn); how far apart the shape
masks are (``tools.art.shapes``); and the contrast of every text colour on its
background. ``python -m tools.art.colour_check`` prints the
figures and fails if one misses its threshold.
"""

import argparse
import math
import sys
from pathlib import Path

from engine.tiles import SHAPE_NAMES
from tools.art.pack_sprites import ASSETS, CELL, read_shape_masks
from tools.art.shapes import FEWEST_DIFFERING_ALLOWED, MOST_OVERLAP_ALLOWED, closest_pairs
from tools.art.sources import SpriteSourceError, read_grid, read_palette, shown_path

# Machado et al. 2009, severity 1.0: linear-RGB matrices that simulate the deficiency.
DEUTERANOPIA = ((0.367322, 0.860646, -0.227968),
                (0.280085, 0.672501, 0.047413),
                (-0.011820, 0.042940, 0.968881))
PROTANOPIA = ((0.152286, 1.052583, -0.204868),
              (0.114503, 0.786281, 0.099216),
              (-0.003882, -0.048116, 1.051998))
# CIEDE2000 units. About 1 is just noticeable with two patches side by side; a tile is judged
# alone, 13 pixels wide, on a small screen seen at an angle, against a memory of the six
# colours, so we ask for ten times that: a difference nobody has to look for.
SMALLEST_ALLOWED = 10.0
# A glyph is a figure on its tile's colour and must read as one for every viewer: black text
# on white is 100, mid grey (#808080) on white about 33.
GLYPH_CONTRAST_ALLOWED = 30.0
# Sprites drawn over a tile on the board: at least one of each one's colours must stand out
# from every tile colour as a glyph does.
MARKS_ON_TILES = ("new",)
# The app's text colours on their backgrounds (lib/views/text_view.py and message_line.py):
# each pair as (what, text, background). The screen's background is black.
TEXT_COLOURS = (("text", (0xF8, 0xF8, 0xF8), (0, 0, 0)),
                ("highlighted text", (0x70, 0xF0, 0x70), (0, 0, 0)),
                ("message line", (0xF8, 0xF8, 0xF8), (0x10, 0x10, 0x18)))
# WCAG 2's contrast ratio for small text (level AAA): 7 to 1, for every viewer.
TEXT_CONTRAST_ALLOWED = 7.0


def to_linear(channel):
    """An sRGB channel (0-255) as linear light (0-1)."""
    value = channel / 255.0
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def from_linear(value):
    """Linear light (clipped to 0-1) as an sRGB channel (0-255)."""
    value = min(max(value, 0.0), 1.0)
    encoded = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return round(encoded * 255)


def simulate(rgb, matrix):
    """The colour as seen with the deficiency the matrix models."""
    linear = [to_linear(channel) for channel in rgb]
    return tuple(from_linear(sum(row[i] * linear[i] for i in range(3))) for row in matrix)


def rgb565(rgb):
    """The colour a 16-bit display shows: 5 bits red, 6 green, 5 blue, widened again."""
    red, green, blue = rgb[0] >> 3, rgb[1] >> 2, rgb[2] >> 3
    return (red << 3 | red >> 2, green << 2 | green >> 4, blue << 3 | blue >> 2)


def to_lab(rgb):
    """sRGB (0-255) to CIE L*a*b* under D65."""
    red, green, blue = [to_linear(channel) for channel in rgb]
    x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
    y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
    z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1, lab2):
    """The CIEDE2000 colour difference (Sharma, Wu and Dalal's formulation, kL=kC=kH=1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c ** 7 / (mean_c ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    delta_l = l2 - l1
    delta_c = c2p - c1p
    if c1p * c2p == 0:
        delta_h_angle = 0.0
    elif abs(h2p - h1p) <= 180:
        delta_h_angle = h2p - h1p
    elif h2p - h1p > 180:
        delta_h_angle = h2p - h1p - 360
    else:
        delta_h_angle = h2p - h1p + 360
    delta_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(delta_h_angle / 2))
    mean_l = (l1 + l2) / 2
    mean_cp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        mean_h = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        mean_h = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        mean_h = (h1p + h2p + 360) / 2
    else:
        mean_h = (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6))
         - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    s_c = 1 + 0.045 * mean_cp
    s_h = 1 + 0.015 * mean_cp * t
    rotation = -2 * math.sqrt(mean_cp ** 7 / (mean_cp ** 7 + 25 ** 7)) * math.sin(
        math.radians(60 * math.exp(-((mean_h - 275) / 25) ** 2)))
    return math.sqrt((delta_l / s_l) ** 2 + (delta_c / s_c) ** 2 + (delta_h / s_h) ** 2
                     + rotation * (delta_c / s_c) * (delta_h / s_h))


def difference(first, second):
    """The CIEDE2000 difference between two sRGB colours."""
    return ciede2000(to_lab(first), to_lab(second))


def smallest_difference(colours):
    """(difference, name, name) of the closest pair in a dict name -> rgb."""
    names = sorted(colours)
    best = None
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            apart = difference(colours[first], colours[second])
            if best is None or apart < best[0]:
                best = (apart, first, second)
    return best


# How each viewer sees a colour: the simulations start from what the display shows.
VIEWERS = (
    ("as designed", lambda rgb: rgb),
    ("on an RGB565 display", rgb565),
    ("deuteranopia (on the display)", lambda rgb: simulate(rgb565(rgb), DEUTERANOPIA)),
    ("protanopia (on the display)", lambda rgb: simulate(rgb565(rgb), PROTANOPIA)),
)


def views(colours):
    """A dict name -> rgb as each viewer sees it: title -> dict."""
    return {title: {name: seen(rgb) for name, rgb in colours.items()}
            for title, seen in VIEWERS}


def weakest_glyph(palette):
    """(difference, tile colour, viewer) of the glyph that stands out least from its tile,
    over every viewer."""
    worst = None
    for name, tile in palette.tile_colours().items():
        glyph = palette.colours[palette.index(palette.glyphs[name])]
        for title, seen in VIEWERS:
            apart = difference(seen(tile), seen(glyph))
            if worst is None or apart < worst[0]:
                worst = (apart, name, title)
    return worst


def weakest_mark(palette, assets):
    """(difference, sprite, tile colour, viewer) of the mark over a tile that stands out
    least: for each mark, tile colour and viewer, its colour that differs most from the
    tile."""
    worst = None
    for sprite in MARKS_ON_TILES:
        rows = read_grid(Path(assets) / "sprites" / (sprite + ".txt"), CELL, palette.chars)
        used = set("".join(rows)) - {palette.chars[0]}   # the first colour is see-through
        colours = [palette.colours[palette.index(char)] for char in used]
        for name, tile in palette.tile_colours().items():
            for title, seen in VIEWERS:
                apart = max(difference(seen(tile), seen(colour)) for colour in colours)
                if worst is None or apart < worst[0]:
                    worst = (apart, sprite, name, title)
    return worst


def contrast_ratio(first, second):
    """WCAG 2's contrast ratio of two sRGB colours: from 1 (the same) to 21 (black, white)."""
    def luminance(rgb):
        red, green, blue = [to_linear(channel) for channel in rgb]
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def weakest_text():
    """(ratio, what, viewer) of the text colour with the least contrast, over every viewer."""
    return min((contrast_ratio(seen(text), seen(background)), what, title)
               for what, text, background in TEXT_COLOURS for title, seen in VIEWERS)


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m tools.art.colour_check",
        description="Print how far apart the six tile colours are (as designed, on a 16-bit "
                    "display, under deuteranopia and protanopia), how well each glyph and "
                    "each mark stands out from a tile, how far apart the six shapes are, "
                    "and the contrast of the text; exit 1 if a figure misses its threshold.")
    parser.add_argument("--assets", metavar="DIR",
                        help="the art source folder (default: assets/)")
    args = parser.parse_args(argv)
    assets = Path(args.assets or shown_path(ASSETS))
    try:
        palette = read_palette(assets / "palette.txt")
        masks = dict(zip(SHAPE_NAMES, read_shape_masks(assets)))
    except SpriteSourceError as error:
        print("error: %s" % error, file=sys.stderr)
        return 2
    ok = True
    print("Smallest CIEDE2000 difference between two tile colours (at least %.0f needed):"
          % SMALLEST_ALLOWED)
    for title, seen in views(palette.tile_colours()).items():
        apart, first, second = smallest_difference(seen)
        ok = ok and apart >= SMALLEST_ALLOWED
        print("  %-30s %5.1f  (%s / %s)" % (title, apart, first, second))
    apart, name, title = weakest_glyph(palette)
    ok = ok and apart >= GLYPH_CONTRAST_ALLOWED
    print("Glyph and marks against a tile, weakest (at least %.0f needed):"
          % GLYPH_CONTRAST_ALLOWED)
    print("  %-30s %5.1f  (%s, %s)" % ("CIEDE2000", apart, name, title))
    apart, sprite, name, title = weakest_mark(palette, assets)
    ok = ok and apart >= GLYPH_CONTRAST_ALLOWED
    print("  %-30s %5.1f  (%s on %s, %s)" % ("a mark over a tile", apart, sprite, name, title))
    ratio, what, title = weakest_text()
    ok = ok and ratio >= TEXT_CONTRAST_ALLOWED
    print("Text on its background, weakest contrast (at least %.0f:1 needed):"
          % TEXT_CONTRAST_ALLOWED)
    print("  %-30s %5.1f  (%s, %s)" % ("WCAG 2 ratio", ratio, what, title))
    (differing, first, second), (shared, one, other) = closest_pairs(masks)
    ok = ok and differing >= FEWEST_DIFFERING_ALLOWED and shared <= MOST_OVERLAP_ALLOWED
    print("Shapes alone (9 x 9 masks):")
    print("  %-30s %5d  (%s / %s; at least %d needed)" % (
        "fewest differing pixels", differing, first, second, FEWEST_DIFFERING_ALLOWED))
    print("  %-30s %5.2f  (%s / %s; at most %.2f allowed)" % (
        "largest overlap (IoU)", shared, one, other, MOST_OVERLAP_ALLOWED))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
