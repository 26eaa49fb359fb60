//! The readers of the engine's notations: a move, a transcript, a position text and (with the
//! [`ggf`](crate::ggf) module, through the same errors) a GGF game. The page's "Open" box, the save
//! file, the worker's messages, the protocols and the command line all read through them, so a
//! text means the same wherever it is given.
//!
//! - A move ([`Move`](crate::Move)'s `FromStr`): a square in either case (`d3`, `D3`), or a pass in
//!   any spelling of [`Move::PASS_WORDS`](crate::Move::PASS_WORDS) (`pass`, `pa`, `ps`, `--`), in
//!   any case.
//! - A transcript ([`Game::from_transcript`](crate::Game::from_transcript)): moves from a start
//!   position, back to back or apart (white space, `,`, `;`), with move numbers skipped:
//!   `f5d6c3`, `1. F5 d6 2. c3`, one move a line. A pass may be written or left out.
//! - A position ([`Position`](crate::Position)'s `FromStr`, or
//!   [`Position::read_prefix`](crate::Position::read_prefix) for a position followed by more):
//!   64 squares a1, b1, ..., h8 of `X` (`x`, `*`), `O` (`o`) and `-` (`.`), white space anywhere
//!   between them, then the side to move (`X` or `O`; `B` and `W` also do), which may be left
//!   out. The strict form `Display` writes, `<64 squares> <X|O>`, is one of these.
//! - [`Notation::of`] tells them apart by how a text begins.
//!
//! Representation: a text is read as its characters, each with its 1-based line and column
//! (counted in characters; `\n` ends a line). Every fault is a [`ReadError`] at its place, whose
//! [`ErrorKind`] is data (the move, the character found, a count), never a sentence, so that a
//! caller can word it in any language; `Display` gives the English: `line 2, column 4: d9 is not a
//! square`. Invariants: no input makes a reader panic, and a game read was replayed move by move by
//! the rules.

mod detect;
mod error;
mod moves;
mod position;
pub(crate) mod text;
mod transcript;

pub use detect::Notation;
pub use error::{ErrorKind, Expected, ReadError};
pub(crate) use position::read_squares;

#[cfg(test)]
mod tests;
