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
* a line starting with ``#`` is a heading inside the section, shown without the ``#``;
* empty lines are left out (one between sections reads well), and so is any line above the
  first heading: notes for whoever edits the file;
* the line ends may be Unix's or Windows' (with either, a line's end spaces are dropped).

Pages break where a reader would: a heading, or a line ending with ":", stays on the page of
what follows it; a paragraph goes whole to the next page when it does not fit, and only one
longer than a page is split, keeping 2 lines or more on the page it starts and 3 or more on
the page it ends. A text where no such place is found is cut at the page's end.

The file is read a line at a time and never held whole; a page keeps only its own lines, and
the lines since the last place a page may end.
"""

from views.text_view import wrap


def beside(sheet):
    """The texts file's path: ``texts.txt`` in the sprite sheet's folder."""
    sheet = str(sheet)
    return sheet[:sheet.rfind("/") + 1] + "texts.txt"


def read_page(path, name, page, size):
    """Page ``page`` (0 is the first) of the section ``name``, in pages of at most ``size``
    lines broken by sense (see above): the list of its lines, and the section's number of
    pages.

    :raises OSError: when the file cannot be read, has no such section (or an empty one), or
        the section has no such page (an error class of its own would cost a name on the
        device for as long as it runs: names are never let go)
    """
    heading = "[" + name + "]"
    wanted = page
    page = 0           # the page being filled
    placed = 0         # its lines up to the last place it may end
    held = []  # type: list  # the lines after that place: they go with what follows them
    shown = []
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
                    continue
                if line.startswith("["):
                    break                  # the next section
                if not line:
                    continue
                kept = line.startswith("#")    # a heading: kept with what follows
                if kept:
                    line = line[1:].strip()
                lines = wrap(line)
                split = len(held) + len(lines) > size   # longer than a page, its lead too
                last = len(lines) - 1
                for index in range(len(lines)):
                    text = lines[index]
                    held.append(text)
                    if placed + len(held) > size:   # full: what is held starts the next page
                        if placed:
                            page, placed = page + 1, 0
                        if len(held) > size:        # no place to end a page on this one
                            if page == wanted:
                                shown = held[:size]
                            page, held = page + 1, held[size:]
                    if text.endswith(":"):
                        continue
                    if (index == last and not kept) or (split and 1 <= index <= last - 3):
                        if page == wanted:          # a place to end the page: after this line
                            shown.extend(held)
                        placed += len(held)
                        held = []
    except (OSError, ValueError) as error:   # ValueError: bytes that are not UTF-8
        raise OSError("cannot read %s: %s" % (path, error))
    if not found or (page == 0 and not placed and not held):
        raise OSError("%s has no text %s" % (path, heading))
    if page == wanted:
        shown.extend(held)
    pages = page + 1
    if not 0 <= wanted < pages:
        raise OSError("%s: %s has %d pages, no page %d" % (path, heading, pages, wanted + 1))
    return shown, pages
