"""What every screen draws with: text lines, the message line, the texts' pages, standings."""
