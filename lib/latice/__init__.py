"""Latice: its rules for the shell, its game screen and the views on it, its lessons."""
