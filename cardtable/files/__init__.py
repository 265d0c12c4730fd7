"""Everything that touches the data folder: the files (storage), the journal of the game in play, the one
atomic write (safefs.write_atomic_in; writer.write_atomic and the background writer call it), the lock,
the copies, the statistics, the past games, and the app's bundled files (resources)."""
