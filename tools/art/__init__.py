"""
`tools.art`
====================================================

The art's tools: packing the editable tile and board sources of ``assets/`` into the device's
sprite sheets (:mod:`tools.art.pack_sprites`, :mod:`tools.art.pack_tactic`) and checking that
the tiles can be told apart (:mod:`tools.art.colour_check`), and packing the text font
drawn in ``assets/font.txt`` (:mod:`tools.art.pack_font`).
"""
