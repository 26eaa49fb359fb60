//! The Othello engine of E-Thello: pure Rust, for every target (native and WebAssembly).
//!
//! No I/O, no clock, no web APIs: limits arrive as budgets and progress leaves through a [`Host`](search::Host)
//! callback, so the browser's workers and the command line are thin shells around this crate. Its
//! users are the page and its worker (the `ethello` crate, built for wasm32), the command line and
//! the evaluation's trainer.
//!
//! Representation: a [`Bitboard`] is a `u64` with bit 0 = a1 (top-left) and bit 63 = h8; a [`Board`]
//! holds the discs of the side to move (`player`) and of the other side (`opponent`); a [`Position`]
//! adds the colour to move; a [`Game`] is the record of moves from a start position. Squares and
//! moves are typed ([`Square`], [`Move`]) wherever the API takes or gives one.
//!
//! # The API
//! - Positions and moves: [`Square`], [`Move`], [`Bitboard`], [`Board`] (checked [`Board::play`],
//!   unchecked `play_unchecked` for search), [`Position`] with its 64-character text, [`perft`].
//! - Reading text: [`notation`] (a move, a transcript, a position; [`ggf`] reads through the same
//!   [`ReadError`](notation::ReadError), placed by line and column).
//! - Games and records: [`Game`] (transcripts), [`ggf`] (GGF games and clocks), [`wthor`] (the WTHOR
//!   archive), [`openings`] (named openings), [`balanced`] (balanced starts), [`symmetry`].
//! - Choosing a move: [`search`] ([`Search`](search::Search) within [`Limits`](search::Limits),
//!   giving a [`Report`](search::Report); an exact solve when the limits allow one),
//!   [`search::split`] (one search split over workers that share no memory) and, natively,
//!   [`search::threads`]; the players ([`Player`]) with Slick Willy's [`levels`] and [`book`]; the
//!   characters ([`Character`], the one list of them).
//! - The engine as every front end drives it: [`Session`] (one game: the player's moves, the hints,
//!   the review, the study, a GUI's ranking and analysis), its [`TimeControl`] and [`Timekeeper`]
//!   (the one clock policy, with Slick Willy's time bank).
//! - Judging: [`eval`] (the static evaluation), [`hints`] (every move valued, pass by pass),
//!   [`review`] (a game's positions scored and its mistakes named), [`study`] (the analysis board).
//!
//! The move generator, the evaluation's patterns and features, the weights file and the search's
//! parts (its table, the midgame and endgame searches, move ordering) are internal: public only
//! with the `internals` feature, which the command line, the trainer and the tests enable. The page
//! and the worker are built without it, so they use this API alone.
//!
//! ```
//! use ethello_engine::search::{Limits, Quiet, Search};
//! use ethello_engine::{eval, Bitboard, Board, Game, Move, Position, Square};
//!
//! // A game: the Tiger opening, then the position it reached, as text.
//! let mut game = Game::from_transcript("f5d6c3d3c4").unwrap();
//! assert_eq!(ethello_engine::openings::name_of(&game), Some("Tiger"));
//! let f4: Square = "f4".parse().unwrap();
//! assert!(game.play(f4).is_ok());
//! assert!(game.play(f4).is_err(), "a square is played once");
//!
//! // The engine's choice at a depth of 6 plies, with its score for the side to move.
//! let mut search = Search::new(4);
//! let report = search.run(game.position().board, &Limits::depth(6), &mut Quiet);
//! let Move::Play(best) = report.best else { panic!("a legal move exists") };
//! assert!(game.position().board.legal_moves().contains(best));
//! assert_eq!(report.pv.first(), Some(&best), "the line starts with the move");
//!
//! // An endgame is solved exactly: this position (FFO #40, 20 empties) is a win by 38 discs.
//! let ffo40: Position = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
//!     .parse()
//!     .unwrap();
//! let solved = search.run(ffo40.board, &Limits::depth(60), &mut Quiet);
//! assert_eq!((solved.score, solved.exact), (38, true));
//! assert_eq!(solved.best, Move::Play("a2".parse().unwrap()));
//!
//! // The static evaluation, in centi-discs for the side to move: a board and its mirror image
//! // are worth the same.
//! let board = game.position().board;
//! let flip = |b: Bitboard| Bitboard(b.0.swap_bytes());
//! let mirror = Board::new(flip(board.player), flip(board.opponent)).unwrap();
//! assert_eq!(eval::evaluate_board(board), eval::evaluate_board(mirror));
//! ```

/// Declares an internal module: public with the `internals` feature (for the trainer, the
/// benchmarks and white-box tests), private to the crate otherwise, so that the page and the worker,
/// built without the feature, can only use the API. Without the feature, items only those users
/// need are unused here, hence `dead_code` is allowed.
macro_rules! internal {
    ($(#[$attr:meta])* mod $name:ident;) => {
        $(#[$attr])*
        #[cfg(feature = "internals")]
        pub mod $name;
        $(#[$attr])*
        #[cfg(not(feature = "internals"))]
        #[allow(dead_code, unused_imports)]
        pub(crate) mod $name;
    };
}

pub mod balanced;
mod bitboard;
mod board;
pub mod book;
mod brain;
mod character;
pub mod eval;
pub mod eval_workload;
internal! { mod features; }
mod game;
pub mod ggf;
pub mod hints;
pub mod levels;
internal! { mod movegen; }
pub mod notation;
pub mod openings;
internal! { mod patterns; }
mod perft;
mod player;
mod position;
pub mod random_play;
pub mod review;
mod rng;
pub mod search;
pub mod session;
mod square;
pub mod study;
pub mod symmetry;
mod time_control;
internal! { mod weights_file; }
pub mod wthor;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, IllegalMove, Move};
pub use character::Character;
pub use game::{Game, Played};
pub use ggf::{parse_ggf, parse_ggf_record, write_ggf, GgfClock, GgfRecord};
pub use levels::{level_band, TOP_LEVEL};
pub use perft::perft;
pub use player::{ParsePlayerError, Player};
pub use position::Position;
pub use rng::Rng;
pub use session::Session;
pub use square::{Color, ParseSquareError, Square};
pub use time_control::{TimeControl, Timekeeper};
