"""
`engine.ai`
====================================================

Computer players for Latice at four levels (``easy``, ``medium``, ``hard``, ``expert``), and
hints for human seats. They read only a :class:`engine.ai.view.SeatView` (what one seat may
see) and use the engine's public API on a sampled copy of the game.
"""
