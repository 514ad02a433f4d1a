"""The one save slot both games share, and each game's saving and resuming."""
