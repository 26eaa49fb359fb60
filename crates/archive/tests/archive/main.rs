//! The archive crate's integration tests, one binary; the raw archive they read is the copy in
//! `tests/data/wthor` (its README says where it comes from).

/// The moves' chunks decoded apart and joined give the same archive; another file's are refused.
mod chunks;
/// The raw files, the built file and the archive read from it, made once for every test.
mod fixture;
/// The file refuses what is not one of its own, without panicking.
mod garbage;
/// "My games": stored, filtered, serialised and exported.
mod mine;
/// Names decoded from Latin-1, players searched, a player's results.
mod names;
/// A player's page: his years, his openings as each colour, a head to head, against plain counts.
mod players;
/// The round trip: every game and every file back exactly.
mod roundtrip;
/// The archive kept as a snapshot reads back the same, and a stale or damaged one is refused.
mod snapshot;
/// A position's statistics against a plain count over the raw files, with and without filters.
mod stats;
/// A game in another frame counts in the same position.
mod symmetry;
