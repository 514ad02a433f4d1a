"""
`text_pages`
====================================================

Long texts (the rules, the lessons of "Learn to play") read from ``assets/texts.txt`` a page
at a time, when the page is shown: on a handheld a text kept in a module's code would take
heap for as long as the module is loaded.

The file is plain ASCII (or UTF-8: a character the font lacks shows as "?"), in sections:

* a heading, a line ``[name]``, starts the section ``name``; it runs to the next heading or
  to the end of the file;
* each line under it is a paragraph, wrapped to the screen's 26 columns at spaces
  (:func:`text_view.wrap`); a line may be as long as it needs;
* empty lines are left out (one between sections reads well), and so is any line above the
  first heading: notes for whoever edits the file;
* the line ends may be Unix's or Windows'.

The file is read a line at a time and never held whole; a page keeps only its own lines.
"""

from text_view import wrap

TEXTS = "texts.txt"   # beside the sprite sheets


class TextError(OSError):
    """The texts file is missing or cannot be read, or lacks the section or the page."""


def beside(sheet):
    """The texts file's path: in the sprite sheet's folder."""
    sheet = str(sheet)
    return sheet[:sheet.rfind("/") + 1] + TEXTS


def read_page(path, section, page, size):
    """Page ``page`` (0 is the first) of ``section``, in pages of ``size`` lines: the list of
    its lines (the last page's may be shorter), and the section's number of pages.

    :raises TextError: when the file cannot be read, has no such section (or an empty one),
        or the section has no such page
    """
    heading = "[" + section + "]"
    first = page * size          # the page's first line in the section
    shown = []
    count = 0                    # the section's lines on screen so far
    found = False
    try:
        with open(path) as handle:
            while True:
                line = handle.readline()
                if not line:
                    break
                line = line.rstrip()       # the line end, "\n" or "\r\n"
                if not found:
                    found = line == heading
                elif line.startswith("["):
                    break                  # the next section
                elif line:
                    for text in wrap(line):
                        if first <= count < first + size:
                            shown.append(text)
                        count += 1
    except (OSError, ValueError) as error:   # ValueError: bytes that are not UTF-8
        raise TextError("cannot read %s: %s" % (path, error))
    if not found or count == 0:
        raise TextError("%s has no text %s" % (path, heading))
    pages = (count + size - 1) // size
    if not 0 <= page < pages:
        raise TextError("%s: %s has %d pages, no page %d" % (path, heading, pages, page + 1))
    return shown, pages
