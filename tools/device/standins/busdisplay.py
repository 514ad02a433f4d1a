"""
`busdisplay` (stand-in)
====================================================

``BusDisplay``: the built-in display (``board.DISPLAY``). It draws nothing: it keeps its root
group, counts refreshes, and remembers its brightness.
"""


class BusDisplay:
    def __init__(self, width=160, height=128, rotation=0):
        self.width = width
        self.height = height
        self.rotation = rotation
        self.auto_refresh = True
        self.brightness = 1.0
        self.refreshes = 0
        self._root = None

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        import displayio

        self._root = displayio._shown(self._root, group)

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self.refreshes += 1
        return True
