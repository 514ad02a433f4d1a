"""Every screen but the games' own: the title, setups, menus, rules, game over, settings."""
