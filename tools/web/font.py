"""
`tools.web.font`
====================================================

``write_font_sheet(path)``: the desktop's ``terminalio.FONT`` (Blinka's 6 x 12 glyphs,
printable ASCII) as one 2-colour BMP, the glyphs side by side in the order of
``lib/views/text_view.py``'s ``glyph_sheet()``, which the page's ``terminalio`` reads, so that text
in the page is drawn as in the simulator. Desktop code (Blinka, Pillow).
"""

from pathlib import Path

from tools.lib_path import put_lib_on_path


def font_sheet_image():
    """A Pillow image (mode "1") of the glyph sheet: white where a glyph's pixel is set."""
    from PIL import Image

    put_lib_on_path()  # the app's modules import each other by name
    from views.text_view import glyph_sheet

    sheet = glyph_sheet()
    image = Image.new("1", (sheet.width, sheet.height), 0)
    for y in range(sheet.height):
        for x in range(sheet.width):
            if sheet[x, y]:
                image.putpixel((x, y), 1)
    return image


def write_font_sheet(path):
    """Write the glyph sheet to ``path`` as a 1-bit BMP (palette: 0 black, 1 white)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    font_sheet_image().save(path, format="BMP")
    return path
