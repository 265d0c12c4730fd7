"""The graphical card table (pygame-ce): scenes, layout, animation, input, art and sound."""
