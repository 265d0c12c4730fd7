"""The scenes of the card table: each one screen (or an overlay over the one below)."""
