"""The app and what both games share: buttons, frames, sprites, lights, sound, the session."""
