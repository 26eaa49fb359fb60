//! The Othello engine of E-Thello: pure Rust, for every target (native and WebAssembly).
//!
//! No I/O, no clock, no web APIs: limits arrive as budgets and progress leaves through a
//! [`Host`](search::Host) callback, so the browser's workers and the command line are thin shells
//! around this crate. Its users are the page and its worker (the `ethello` crate, built for
//! wasm32), the command line and the evaluation's trainer.
//!
//! Representation: a [`Bitboard`] is a `u64` with bit 0 = a1 (top-left) and bit 63 = h8; a [`Board`]
//! holds the discs of the side to move (`player`) and of the other side (`opponent`); a [`Position`]
//! adds the colour to move; a [`Game`] is the record of moves from a start position (a forced pass
//! recorded at once). Squares, moves and boards are typed ([`Square`], [`Move`], [`Board`]) wherever
//! the API takes or gives one. Scores are discs (centi-discs for [`Board::evaluate`]) for the side
//! to move: exact ones are final disc differences, -64 to 64, the empty squares going to the winner.
//!
//! # The API
//! - The engine as every front end drives it: [`Session`] (one game and the engine at it: the
//!   player's moves, the hints, the review, the study, a GUI's ranking and analysis), the
//!   [`TimeControl`] a front end reads from its clock and the [`Timekeeper`] that turns it into
//!   limits (the one clock policy, with Slick Willy's time bank); the players ([`Player`], Slick
//!   Willy's levels up to [`TOP_LEVEL`]) and the characters ([`Character`], the one list of them).
//! - Positions and moves: [`Square`], [`Move`], [`Bitboard`], [`Board`] (checked [`Board::play`],
//!   unchecked `play_unchecked` for search; its static evaluation, [`Board::evaluate`]), [`Position`]
//!   with its 64-character text, [`perft`], [`Rng`].
//! - Reading text: [`notation`] (a move, a transcript, a position; [`ggf`] reads through the same
//!   [`ReadError`](notation::ReadError), placed by line and column).
//! - The board's eight symmetries: [`symmetry`] (the frames, a position's canonical key).
//! - Short lists in order: [`order`] (a stable insertion, for the page: no copy of the library's sort).
//! - Games and records: [`Game`] (transcripts), [`ggf`] (GGF games and clocks), [`wthor`] (the WTHOR
//!   archive), [`openings`] (named openings), [`balanced`] (balanced starts), [`random_play`].
//! - The search: [`search`] ([`Search`](search::Search) within [`Limits`](search::Limits), giving a
//!   [`Report`](search::Report); an exact solve when the limits allow one) and [`search::split`]
//!   (one search split over workers that share no memory, the page's workers among them).
//! - Judging: [`hints`] (every move valued, pass by pass), [`review`] (a game's positions scored and
//!   its mistakes named), [`Study`] (the analysis board), [`explain`] (why a move is worse than
//!   another: its features, its refutation and key ply, the evaluation's loss split by pattern
//!   group, and the reasons, true ones, with their test tags).
//!
//! Everything else is internal: the move generator, the evaluation (its patterns and features, the
//! weights file), the search's parts (its table, the midgame and endgame searches, move ordering,
//! the deepening driver, the clock policy's constants), the opening book, the levels' table, the
//! reviewer. They are public only with the `internals` feature, which only the fitter
//! (`crates/fit`), the fuzzer and the tests enable; the page, the worker and the command line are
//! built without it, so they use this API alone. The `bench` feature adds the benchmark workload
//! (`eval_workload`) that `ethello bench` and the worker's benchmark requests time.
//!
//! ```
//! use ethello_engine::search::{Limits, Quiet, Search};
//! use ethello_engine::{Game, Move, Player, Position, Session, Square, TimeControl};
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
//! // Slick Willy at level 5 as a front end drives him: a session on the game, his move within a
//! // depth (a clock's time control works the same way), the game left as it was.
//! let mut session = Session::new(Player::Level(5)).with_table_mb(4);
//! session.set_game(game.clone());
//! let report = session.think(TimeControl::Depth(6), &mut Quiet);
//! let Move::Play(sq) = report.best else { panic!("a legal move exists") };
//! assert!(game.position().board.is_legal(sq));
//! assert_eq!(session.game(), &game);
//! ```

#![deny(missing_docs)]

/// Declares an internal module: public with the `internals` feature (for the fitter, the
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
internal! { mod book; }
mod brain;
mod character;
pub mod explain;
internal! { mod eval; }
#[cfg(feature = "bench")]
pub mod eval_workload;
internal! { mod features; }
mod game;
pub mod ggf;
pub mod hints;
internal! { mod levels; }
internal! { mod movegen; }
pub mod notation;
pub mod openings;
pub mod order;
internal! { mod patterns; }
mod perft;
mod player;
mod position;
pub mod random_play;
pub mod review;
internal! { mod reviewer; }
mod rng;
pub mod search;
mod session;
mod square;
internal! { mod study; }
pub mod symmetry;
mod time_control;
internal! { mod weights_file; }
pub mod wthor;

pub use bitboard::{Bitboard, Squares};
pub use board::{Board, IllegalMove, Move};
pub use character::{Character, PlayStyle};
pub use game::{Game, Played};
pub use ggf::{parse_ggf, parse_ggf_record, write_ggf, GgfClock, GgfRecord};
pub use levels::{level_band, TOP_LEVEL};
pub use perft::perft;
pub use player::{ParsePlayerError, Player};
pub use position::Position;
pub use rng::Rng;
pub use session::{Ranked, Session};
pub use square::{Color, ParseSquareError, Square};
pub use study::Study;
pub use time_control::{TimeControl, Timekeeper};
