//! Native integration tests, one module per area (the browser tests live in `web.rs` and `e2e/`).
#![cfg(not(target_arch = "wasm32"))]

/// The solver on WTHOR tournament positions (archive scores) and random-play positions.
mod endgame;
/// A deliberately simple array-board Othello: the yardstick the bitboard engine is checked against.
mod reference;

/// Time under a game clock: hard moves take more than the usual time, never past the maximum.
mod game_clock;
/// Incremental pattern indices equal fresh ones over 1,000 random games with take-backs, and the
/// search is the same node for node with them.
mod incremental;
/// Slick Willy's levels: inside their depth, horizon and time; slips within their cap; `level:N`
/// names; `ethello ladder`.
mod levels;
/// Legal moves and flips equal the reference's at every ply of 10,000 seeded random games.
mod movegen;
/// Perft counts from `tests/data/perft.txt`.
mod perft;
/// The computer players: legal moves always, and the characters ordered in strength.
mod players;
/// `ethello engine`, `nboard` and `play` as child processes: whole games with every move checked,
/// garbage input survived, answers within the move time, and whole games within a game clock.
mod protocols;
/// Position text and transcripts: round trips, and garbage gets typed errors, never a panic.
mod records;
/// The review of a game: a tournament game's last 20 moves rated against the exact solver.
mod review;
/// `.etl` save files: random games round-trip, a corpus of bad files gets typed errors, fuzzing.
mod savefile;
/// The search: solver against a plain alpha-beta, midgame against solver, tiny budgets, warm tables, FFO.
mod search;
/// The page's state machine (messages, update, effects) without a browser: stale answers, cancels,
/// pauses, review, passes, the end of a game, scenes, files and a watch game saved and loaded back.
mod ui;
