"""The scenes of the card table: each one screen (or an overlay over the one below).
They never import each other: ``ui/router.py`` names them all, and a scene asks the app
for the next by name."""
