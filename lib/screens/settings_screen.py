"""
`settings_screen`
====================================================

What the handheld remembers: the sound's volume, the LEDs' brightness and kiosk mode (a game
store's demo, see :mod:`shell.kiosk`). Left and right change a value; B keeps the changes (one
write, only if something changed) and goes back to the title. The last line says both, as
other screens' last lines say what their buttons do.
"""

from screens.menu import Item, Menu

LEVELS = ("off", "low", "high")


class SettingsScreen(Menu):
    def __init__(self, app):
        self.app = app
        self.before = self.values()
        settings = app.settings
        items = [
            Item(lambda: "Volume: " + LEVELS[settings.volume], None, self.changer("volume", 3)),
            Item(lambda: "LED brightness: " + LEVELS[settings.brightness], None,
                 self.changer("brightness", 3)),
            Item(lambda: "Kiosk mode: " + ("on" if settings.kiosk else "off"), None,
                 self.changer("kiosk", 2)),
        ]
        super().__init__(app, "SETTINGS", items, back=self.leave, footer="Left/Right: set. B: keep")

    def changer(self, name, count):
        def change(step):
            setattr(self.app.settings, name, (getattr(self.app.settings, name) + step) % count)
        return change

    def values(self):
        settings = self.app.settings
        return (settings.volume, settings.brightness, settings.kiosk)

    def leave(self):
        app = self.app
        if self.values() != self.before:
            self.apply()
        app.title()

    def apply(self):
        """Apply the changed settings and write them (one write, with the save slot's bytes
        as they are); a failure is logged, never a crash."""
        from saving.settings_store import write

        app = self.app
        app.settings.pace = app.pace
        app.lights.brightness = app.settings.brightness
        app.set_volume(app.settings.volume)
        try:
            write(app.hardware.storage, app.settings)
        except OSError as error:
            app.hardware.log("settings: cannot write: %s" % error)
        if app.settings.kiosk and app.kiosk is None:
            app.start_kiosk()
        elif not app.settings.kiosk and not app.kiosk_asked:
            app.kiosk = None
