"""
`lesson_screen`
====================================================

The page of a lesson in "Learn to play" (:mod:`latice.lessons`), shown before the player's
turn: the lesson's heading, why it comes now ("Well done: a double!", or the last lesson's turns
were up), its page of rules from ``assets/texts.txt``, and "A: play".
"""

from shell import buttons
from shell.screen import Screen
from views.text_view import wrap


class LessonScreen(Screen):
    """The page of the current lesson, on the app's text page: A (or B) plays, Start opens
    the game's menu (to leave the game). A texts file that cannot be read puts its error on
    the page instead."""

    pauses = True   # shown in place of the hand-off: the turn starts with A

    def __init__(self, app, lessons):
        from screens.text_pages import beside, read_page

        self.app = app
        page = app.page
        self.group = page.group
        why = wrap(lessons.why) if lessons.why else []
        size = len(page.texts) - 2 - len(why)   # under the heading and why, over "A: play"
        course = lessons.course
        try:
            lines = read_page(beside(app.art.path), "%s %d" % (course.SECTION, lessons.lesson + 1),
                              0, size)[0]
        except OSError as error:
            lines = wrap(str(error))[:size]
        page.show([course.LESSONS[lessons.lesson][0]] + why + lines + [""] * (size - len(lines))
                  + ["A: play"], highlight=0)

    def handle(self, button, kind):
        if kind != buttons.PRESS:
            return
        if button in (buttons.A, buttons.B):
            self.app.show_game()
            app = self.app
            app.game_screen.redraw(app.lessons.reminder(app.session.game))
        elif button == buttons.START:
            self.app.lessons.course.game_menu(self.app)
