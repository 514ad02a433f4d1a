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
  (:func:`views.text_view.wrap`); a line may be as long as it needs;
* empty lines are left out (one between sections reads well), and so is any line above the
  first heading: notes for whoever edits the file;
* the line ends may be Unix's or Windows'.

The file is read a line at a time and never held whole; a page keeps only its own lines.
"""

from views.text_view import wrap


def beside(sheet):
    """The texts file's path: ``texts.txt`` in the sprite sheet's folder."""
    sheet = str(sheet)
    return sheet[:sheet.rfind("/") + 1] + "texts.txt"


def read_page(path, name, page, size):
    """Page ``page`` (0 is the first) of the section ``name``, in pages of ``size`` lines:
    the list of its lines (the last page's may be shorter), and the section's number of pages.

    :raises OSError: when the file cannot be read, has no such section (or an empty one), or
        the section has no such page (an error class of its own would cost a name on the
        device for as long as it runs: names are never let go)
    """
    heading = "[" + name + "]"
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
        raise OSError("cannot read %s: %s" % (path, error))
    if not found or count == 0:
        raise OSError("%s has no text %s" % (path, heading))
    pages = (count + size - 1) // size
    if not 0 <= page < pages:
        raise OSError("%s: %s has %d pages, no page %d" % (path, heading, pages, page + 1))
    return shown, pages
