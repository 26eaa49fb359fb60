//! The board's overlays (issue 48): what the canvas draws over the board and the grid's labels
//! say for each square, for the overlays switched on in Options ([`Prefs::overlays`]).
//!
//! They show on the boards where a player studies a position: the game (while it is played, and
//! in the review and the replay) and the analysis board (and its explanation's line), not while
//! its editor is open. Never on a drill's board: a corner at stake or who plays last would answer
//! a puzzle. The facts are the engine's ([`ethello_engine::explain::overlay`]), read off the
//! position shown; "given" needs the move before it, so it is empty after a pass or an edit
//! and on an explanation's line.
//!
//! [`Prefs::overlays`]: crate::Prefs::overlays

use super::model::{Model, OverlayKind, Screen};
use super::words::{phrase, Phrase};
use ethello_engine::explain::overlay::{overlay, Overlay};
use ethello_engine::explain::parity::LastMove;
use ethello_engine::{Bitboard, Board, Color, Game, Move, Position};

/// The overlay of the board shown, the sets of the overlays switched off emptied; `None` when
/// none is on or the screen shows none (see the module doc).
pub fn shown(m: &Model) -> Option<Overlay> {
    let on = m.prefs.overlays;
    let studying = m.screen == Screen::Study && m.study.editor.is_none();
    if on.is_empty() || !(m.screen == Screen::Game || studying) {
        return None;
    }
    let (position, _) = m.shown_position();
    let mut o = overlay(position.board, before(m));
    let keep = |kind, set: Bitboard| if on.has(kind) { set } else { Bitboard::EMPTY };
    o.stable = keep(OverlayKind::Stable, o.stable);
    o.frontier = keep(OverlayKind::Frontier, o.frontier);
    o.given = keep(OverlayKind::Given, o.given);
    o.corners = keep(OverlayKind::Corner, o.corners);
    if !on.has(OverlayKind::Parity) {
        o.regions.clear();
    }
    Some(o)
}

/// The board the move to the position shown was played on, when that move was a move (not a
/// pass) of the game or of the analysis board's line (not of an explanation's line).
fn before(m: &Model) -> Option<Board> {
    match m.screen {
        Screen::Game => before_in(
            &m.game.record,
            m.game.replay.unwrap_or(m.game.record.moves().len()),
        ),
        _ => m
            .study
            .refute
            .is_none()
            .then(|| before_in(&m.study.line, m.study.ply))?,
    }
}

/// The board before the `ply`th move of `game` when that move was played on it (not a pass).
fn before_in(game: &Game, ply: usize) -> Option<Board> {
    let at = ply.checked_sub(1)?;
    matches!(game.moves().get(at)?, Move::Play(_)).then(|| game.positions()[at].board)
}

/// What the grid's labels add for the squares the overlays mark: each note with the squares it
/// is said of, in the order of Options.
pub fn notes(m: &Model) -> Vec<(Bitboard, Phrase)> {
    let (position, _) = m.shown_position();
    shown(m).map_or_else(Vec::new, |o| notes_of(position, &o))
}

/// The notes of `o`, the overlays of `position` (the board shown) that [`shown`] gave: for a
/// caller that has them already, so the regions are not searched twice.
pub fn notes_of(position: Position, o: &Overlay) -> Vec<(Bitboard, Phrase)> {
    let mover = || Phrase::color(position.side);
    let mut notes = vec![
        (o.stable, phrase::overlay_stable()),
        (o.frontier, phrase::overlay_frontier()),
        (o.given, phrase::overlay_given(mover())),
        (o.corners, phrase::overlay_corner(mover())),
    ];
    for region in &o.regions {
        let said = region_phrase(position, region.squares, region.last);
        notes.push((region.squares, said));
    }
    notes.retain(|(set, _)| !set.is_empty());
    notes
}

/// The note of each square of a region: its size, odd or even, and who plays last in it.
fn region_phrase(position: Position, squares: Bitboard, last: Option<LastMove>) -> Phrase {
    let count = squares.count();
    let size = match count % 2 {
        1 => phrase::overlay_odd(&count),
        _ => phrase::overlay_even(&count),
    };
    let side = |c: Color| Phrase::color(c);
    match last {
        Some(LastMove::Player) => phrase::overlay_last(size, side(position.side)),
        Some(LastMove::Opponent) => phrase::overlay_last(size, side(position.side.opposite())),
        Some(LastMove::Nobody) => phrase::overlay_closed(size),
        None => size,
    }
}
