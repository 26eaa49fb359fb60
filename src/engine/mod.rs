//! The Othello engine: pure Rust, for every target (native and WebAssembly).
//!
//! No I/O, no clock, no web APIs: limits arrive as budgets and progress leaves through callbacks, so
//! the browser worker and the command line are thin shells around this module.
//!
//! Representation: a [`Bitboard`] is a `u64` with bit 0 = a1 (top-left) and bit 63 = h8; a [`Board`]
//! holds the discs of the side to move (`player`) and of the other side (`opponent`); a [`Position`]
//! adds the colour to move; a [`Game`] is the record of moves from a start position.

pub mod balanced;
mod bitboard;
mod board;
pub mod book;
pub mod eval;
pub mod eval_workload;
pub mod features;
mod game;
pub mod ggf;
pub mod hints;
pub mod levels;
pub mod movegen;
pub mod openings;
pub mod patterns;
mod perft;
mod player;
mod position;
pub mod random_play;
pub mod review;
mod rng;
pub mod search;
mod square;
pub mod study;
pub mod symmetry;
pub mod weights_file;
pub mod wthor;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, IllegalMove, Move};
pub use game::{Game, Played, TranscriptError, MAX_TRANSCRIPT_CHARS};
pub use ggf::{
    parse_ggf, parse_ggf_record, write_ggf, GgfClock, GgfError, GgfRecord, MAX_GGF_CHARS,
};
pub use levels::{level_band, TOP_LEVEL};
pub use perft::perft;
pub use player::{willy, Brain, ParsePlayerError, Player};
pub(crate) use position::{side_of, square_of};
pub use position::{ParsePositionError, Position};
pub use rng::Rng;
pub use square::{Color, ParseSquareError, Square};
