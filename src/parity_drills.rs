//! Parity drills (issue 48): a reason drill whose reason is parity, which the explanation's 70 %
//! rule never yields (parity's share of a loss is capped in the engine's reasons).
//!
//! A position of the endgame ([`EMPTIES`]) is solved exactly move by move. Each move is read in
//! the empty region it is played in (`explain::regions::components`): played out alone after it
//! (`explain::parity::last_move`), does its mover play the region's last square? The drill pairs
//! the best move, which keeps that last move, with the best-valued other move that hands it over
//! and is worth at least [`GAP`] discs less. Values are exact disc margins; a region past the parity search's node budget
//! makes no drill.

use ethello_engine::explain::parity::{last_move, LastMove, NODES};
use ethello_engine::explain::regions::components;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Bitboard, Board, Position, Square};
use ethello_model::training::coach::Topic;
use ethello_model::training::drills::ReasonDrill;

/// The empties of the positions tried for a parity drill (solved exactly, so few).
pub const EMPTIES: std::ops::RangeInclusive<u32> = 10..=14;

/// The least difference, in discs, between the two moves' exact values.
pub const GAP: i32 = 4;

/// One legal move, read: its exact value for the mover and whether he plays its region's last
/// square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Read {
    square: Square,
    value: i32,
    last: bool,
}

/// The parity drill numbered `id` in `position`, when it makes one (see the module doc).
pub fn parity_drill(search: &mut Search, id: u32, position: Position) -> Option<ReasonDrill> {
    let board = position.board;
    let reads: Option<Vec<Read>> = board
        .legal_moves()
        .squares()
        .map(|sq| read(search, board, sq))
        .collect();
    let reads = reads?;
    let best = *reads.iter().max_by_key(|r| (r.value, r.last))?;
    let worse = reads
        .iter()
        .filter(|r| best.last && !r.last && r.value <= best.value - GAP)
        .max_by_key(|r| r.value)?;
    Some(ReasonDrill {
        id,
        position,
        better: best.square,
        worse: worse.square,
        reason: Topic::of_tag("parity")?,
        better_value: best.value,
        worse_value: worse.value,
    })
}

/// `sq` in `board`: its exact value and who plays its region's last square after it; `None` when
/// the solve is not exact or the region is past the parity search's budget.
fn read(search: &mut Search, board: Board, sq: Square) -> Option<Read> {
    let after = board.play(sq).ok()?;
    let report = search.run(after, &Limits::depth(64), &mut Quiet);
    if !report.exact {
        return None;
    }
    let here = Bitboard::from_square(sq);
    let region = components(board.empties())
        .into_iter()
        .find(|r| !(*r & here).is_empty())?;
    // The opponent moves next: unless he plays last, the mover does (Nobody: his was the last).
    let last = last_move(after, region & !here, NODES)? != LastMove::Player;
    Some(Read {
        square: sq,
        value: -report.score,
        last,
    })
}
