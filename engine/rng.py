"""
`engine.rng`
====================================================

The game's random generator, xorshift32, and its shuffle, exactly as NOTATION.md
("Randomness") defines them, so a seed and the actions replay a game anywhere. The state is a
plain int; states above 2**30 allocate on MicroPython, so keep this out of hot loops.
"""

ZERO_SEED = 0x9E3779B9


def seed_state(seed):
    """Generator state for a seed (0 becomes 0x9e3779b9)."""
    seed &= 0xFFFFFFFF
    return seed or ZERO_SEED


def next_state(x):
    """One xorshift32 step; the new state is also the output."""
    x ^= (x << 13) & 0xFFFFFFFF
    x ^= x >> 17
    x ^= (x << 5) & 0xFFFFFFFF
    return x


def shuffle(items, state):
    """Shuffle a bytearray in place; return the generator's new state."""
    for i in range(len(items) - 1, 0, -1):
        state = next_state(state)
        j = state % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state
