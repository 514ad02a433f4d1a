"""
`tools.art.shapes`
====================================================

Measures how far apart the six shape masks are, so that a tile can be told by its shape
alone (by a colour-blind player, or on a washed-out screen).
"""

from tools.art.sources import GLYPH_PIXEL

SHIFTS = (-1, 0, 1)
# A glyph has 23 to 42 pixels. Two glyphs must differ in at least 20 pixels even when one is
# moved by a pixel (so that a shape nudged sideways does not count as new), and share at most
# half of their pixels.
FEWEST_DIFFERING_ALLOWED = 20
MOST_OVERLAP_ALLOWED = 0.5


def mask_pixels(mask):
    """The set of (x, y) glyph pixels of a mask given as a list of strings."""
    return {(x, y) for y, row in enumerate(mask) for x, char in enumerate(row)
            if char == GLYPH_PIXEL}


def differing_pixels(first, second):
    """Pixels that are glyph in one mask and not in the other, at the best alignment of the
    two within one pixel in each direction."""
    one, other = mask_pixels(first), mask_pixels(second)
    return min(len(one ^ {(x + dx, y + dy) for x, y in other})
               for dx in SHIFTS for dy in SHIFTS)


def overlap(first, second):
    """Intersection over union of two masks' glyph pixels, as drawn (0 none, 1 the same)."""
    one, other = mask_pixels(first), mask_pixels(second)
    return len(one & other) / len(one | other)


def closest_pairs(masks):
    """((fewest differing pixels, name, name), (largest overlap, name, name)) over every pair
    of a dict name -> mask."""
    names = list(masks)
    fewest = None
    largest = None
    for i, first in enumerate(names):
        for second in names[i + 1:]:
            differing = differing_pixels(masks[first], masks[second])
            shared = overlap(masks[first], masks[second])
            if fewest is None or differing < fewest[0]:
                fewest = (differing, first, second)
            if largest is None or shared > largest[0]:
                largest = (shared, first, second)
    return fewest, largest
