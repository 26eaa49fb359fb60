//! The server's tests, one binary (one link): each module names what it guards.

/// Every message of the protocol written and read back, and the wire format pinned.
mod protocol;
/// SQLite: saves read back, take-backs, and games the same after a crash (no clean close).
mod store;
/// The rules of one game on fake time: moves, passes, the end, clocks, away, offers, refusals.
mod table;
