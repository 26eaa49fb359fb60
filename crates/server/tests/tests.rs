//! The server's tests, one binary (one link): each module names what it guards.
#![cfg(not(target_arch = "wasm32"))]

/// No panic on any input: random acts on random games, random text to the reader.
mod chaos;
/// A WebSocket client for the tests, with bounded waits.
mod client;
/// The clocks on fake time (flag, increment), away and claim, abort, expiry, a table restored.
mod clocks;
/// Take-backs, draws, chat, away notices and a rematch between two WebSocket clients.
mod flows;
/// The live games on their own: finished games let go of and read back, expiry stored.
mod hub;
/// The server on loopback: whole games, refusals with their errors, spectators, a restart.
mod online;
/// Every message of the protocol written and read back, and the wire format pinned.
mod protocol;
/// The static site: the security policy, caching by file name, compression.
mod site;
/// SQLite: saves read back, take-backs, and games the same after a crash (no clean close).
mod store;
/// The rules of one game on fake time: moves, passes, the end, clocks, away, offers, refusals.
mod table;
