"""The host: the game in play (session), each seat's chair, the moves a seat may make, the records kept
beside a game (notes, results), and the game codes. It keeps the truth; a seat sees only its view."""
