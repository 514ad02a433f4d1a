"""Tactic Tiles: its rules for the shell, its game screen and views, its lessons."""
