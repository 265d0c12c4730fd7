"""The command line: `cardtable` (main), the review of a record (review), the simulated games (sim)."""
