//! The analysis board: a study line the player steps through and branches, the engine's verdict on
//! the position shown, and the board editor.
//!
//! Representation: the study is a [`Game`] (`line`: a start position and the moves studied from it,
//! forced passes recorded) and `ply`, the index of the position shown in `line.positions()`. Playing a
//! move at an earlier ply cuts the line there and goes on with the new move (a branch); nothing is
//! ever "set in chips" here. While the editor is open, the board shows the editor's discs instead.
//!
//! Invariants: `ply <= line.moves().len()`; a [`Verdict`] belongs to exactly one position (its
//! `position`), and is shown only while that position is the one on the board; an [`Editor`] never
//! changes the line until its position is accepted ([`Editor::position`]), so a refused position
//! leaves everything as it was.

use std::fmt;

use ethello_engine::hints::{best, Hint};
use ethello_engine::{Bitboard, Color, Game, Move, Position, Square};

/// What the engine has found about one position of the analysis board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The position studied.
    pub position: Position,
    /// Every legal move with its value for the side to move (the latest complete pass), in square
    /// order; empty before the first pass.
    pub hints: Vec<Hint>,
    /// That pass's depth in plies (60: to the end of the game, exact).
    pub depth: u32,
    /// The best line from the position, starting with the best move.
    pub pv: Vec<Square>,
    /// The worker has finished with this position (every value exact, or it gave up).
    pub done: bool,
    /// Exact values found by the workers that help the study (one move each, [`Verdict::helper_solved`]).
    pub solved: Vec<Hint>,
    /// The moves dealt to those workers so far.
    pub dealt: Vec<Square>,
}

impl Verdict {
    /// A verdict asked for `position`, before the first pass.
    pub fn asked(position: Position) -> Verdict {
        Verdict {
            position,
            hints: Vec::new(),
            depth: 0,
            pv: Vec::new(),
            done: false,
            solved: Vec::new(),
            dealt: Vec::new(),
        }
    }

    /// A step of the study itself (the first worker's): its values, depth and line, with the
    /// helpers' exact values laid over them.
    pub fn pass(&mut self, hints: Vec<Hint>, depth: u32, pv: Vec<Square>) {
        (self.hints, self.depth, self.pv) = (hints, depth, pv);
        self.merge();
    }

    /// A helper's exact value for one move.
    pub fn helper_solved(&mut self, hint: Hint) {
        if hint.exact && !self.solved.iter().any(|h| h.square == hint.square) {
            self.solved.push(hint);
        }
        self.merge();
    }

    /// Lays the helpers' exact values over the study's estimates, except on the best line's first
    /// move before the study has proven it best (an exact value alone does not prove a move
    /// best); when every legal move is exact, the verdict is complete: the best is the highest.
    fn merge(&mut self) {
        let proven = self.depth == 60;
        let first = self.pv.first().copied();
        for s in &self.solved {
            let open = proven || Some(s.square) != first;
            match self.hints.iter_mut().find(|h| h.square == s.square) {
                Some(h) if open && !h.exact => *h = *s,
                _ => {}
            }
        }
        self.complete();
    }

    /// Marks the verdict done when every legal move has an exact value, from the study or the
    /// helpers; the best line then starts with the best of them.
    fn complete(&mut self) {
        let legal = self.position.board.legal_moves();
        let exact = |sq: Square| {
            let known = self.hints.iter().any(|h| h.square == sq && h.exact);
            known || self.solved.iter().any(|h| h.square == sq)
        };
        if self.done || legal.is_empty() || !legal.squares().all(exact) {
            return;
        }
        let value = |sq: Square| {
            let from_study = self.hints.iter().find(|h| h.square == sq && h.exact);
            *from_study
                .or_else(|| self.solved.iter().find(|h| h.square == sq))
                .expect("every move is exact")
        };
        let values: Vec<Hint> = legal.squares().map(value).collect();
        self.hints = values;
        let top = self
            .hints
            .iter()
            .map(|h| h.score)
            .max()
            .expect("a legal move");
        let score_of = |sq: &Square| self.hints.iter().find(|h| h.square == *sq).map(|h| h.score);
        let first_is_best = self.pv.first().and_then(score_of) == Some(top);
        if !first_is_best {
            let best = self.hints.iter().find(|h| h.score == top).expect("the top");
            self.pv = vec![best.square];
        }
        self.depth = 60;
        self.done = true;
    }

    /// The next move to deal to a helper: one not solved, not dealt, and not the best line's first
    /// (the study proves that one), the lowest valued first (the study goes from the highest),
    /// the last square first before any value.
    pub fn next_to_deal(&self) -> Option<Square> {
        let first = self.pv.first().copied();
        let value = |sq: Square| self.hints.iter().find(|h| h.square == sq);
        let open = |sq: &Square| {
            Some(*sq) != first
                && !self.dealt.contains(sq)
                && !value(*sq).is_some_and(|h| h.exact)
                && !self.solved.iter().any(|h| h.square == *sq)
        };
        let mut moves: Vec<Square> = self
            .position
            .board
            .legal_moves()
            .squares()
            .filter(open)
            .collect();
        moves.sort_by_key(|&sq| {
            (
                value(sq).map_or(i32::MIN, |h| h.score),
                std::cmp::Reverse(sq.index()),
            )
        });
        moves.first().copied()
    }

    /// The first `count` moves of the best line as ghosts, numbered from 1, each in the colour of
    /// the side that plays it (both of a pair of moves around a forced pass are the same side's).
    pub fn ghosts(&self, count: usize) -> Vec<Ghost> {
        let mut position = self.position;
        let mut ghosts = Vec::new();
        for (i, &square) in self.pv.iter().take(count).enumerate() {
            if position.board.legal_moves().is_empty() {
                position = position.play(Move::Pass).unwrap_or(position);
            }
            let color = position.side;
            let Ok(next) = position.play(Move::Play(square)) else {
                break;
            };
            ghosts.push(Ghost {
                square,
                color,
                number: i + 1,
            });
            position = next;
        }
        ghosts
    }

    /// The best move's hint, once a pass completed: the first move of the best line (proven best
    /// once exact, while other moves may still carry estimates), else the highest value.
    pub fn best(&self) -> Option<Hint> {
        let first = self.pv.first();
        let on_line = first.and_then(|sq| self.hints.iter().find(|h| h.square == *sq));
        on_line.copied().or_else(|| best(&self.hints))
    }
}

/// One move of the best line drawn on the board: a numbered translucent disc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost {
    /// Where it would be played.
    pub square: Square,
    /// The side that would play it.
    pub color: Color,
    /// Its place in the line, from 1.
    pub number: usize,
}

/// What a click on the editor's board puts on the square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pen {
    /// A black disc.
    Black,
    /// A white disc.
    White,
    /// Nothing: the disc goes.
    Empty,
}

impl Pen {
    /// The pen's id in the page (`data-pen`).
    pub const fn id(self) -> &'static str {
        match self {
            Pen::Black => "black",
            Pen::White => "white",
            Pen::Empty => "empty",
        }
    }
}

/// Why the editor refuses its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The board has no disc at all.
    NoDisc,
    /// Neither side has a legal move.
    NoMove,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EditError::NoDisc => "there is no disc on the board",
            EditError::NoMove => "neither side has a legal move",
        })
    }
}

/// The board editor: discs placed by hand and the side to move.
///
/// Invariant: `black` and `white` never share a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The black discs.
    pub black: Bitboard,
    /// The white discs.
    pub white: Bitboard,
    /// Who moves first from the position.
    pub side: Color,
    /// What a click puts down.
    pub pen: Pen,
}

impl Editor {
    /// An editor showing `position`, with the black pen.
    pub fn of(position: Position) -> Editor {
        Editor {
            black: position.black(),
            white: position.white(),
            side: position.side,
            pen: Pen::Black,
        }
    }

    /// A click on `sq`: the pen's disc goes there, or, where that disc already stands, it goes.
    pub fn paint(&mut self, sq: Square) {
        let only = Bitboard::from_square(sq);
        let had = match self.pen {
            Pen::Black => self.black.contains(sq),
            Pen::White => self.white.contains(sq),
            Pen::Empty => true,
        };
        self.black = Bitboard(self.black.0 & !only.0);
        self.white = Bitboard(self.white.0 & !only.0);
        match (self.pen, had) {
            (Pen::Black, false) => self.black = Bitboard(self.black.0 | only.0),
            (Pen::White, false) => self.white = Bitboard(self.white.0 | only.0),
            _ => {}
        }
    }

    /// Every disc gone.
    pub fn clear(&mut self) {
        self.black = Bitboard::EMPTY;
        self.white = Bitboard::EMPTY;
    }

    /// The discs as the board shows them (`side` to move, whether it can or not).
    pub fn shown(&self) -> Position {
        Position::from_colors(self.black, self.white, self.side).expect("discs never overlap")
    }

    /// The position to study, or why nobody can play it.
    ///
    /// # Errors
    /// [`EditError::NoDisc`] for an empty board, [`EditError::NoMove`] when neither side can move.
    pub fn position(&self) -> Result<Position, EditError> {
        if self.black.is_empty() && self.white.is_empty() {
            return Err(EditError::NoDisc);
        }
        let position = self.shown();
        match position.board.is_game_over() {
            true => Err(EditError::NoMove),
            false => Ok(position),
        }
    }
}

/// The analysis board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudyBoard {
    /// The line studied: its start and the moves played from it.
    pub line: Game,
    /// The position shown: an index into `line.positions()`.
    pub ply: usize,
    /// The engine's verdict on a position (the one shown, while it is current).
    pub verdict: Option<Verdict>,
    /// The board editor, while it is open.
    pub editor: Option<Editor>,
    /// "Why?" is pressed: the next legal square clicked is explained, not played.
    pub why_mode: bool,
    /// The move of the position shown that is explained ([`Model::why`](crate::Model::why)).
    pub why: Option<Square>,
    /// "Compare" is pressed: the next two legal squares clicked are explained, the first against
    /// the second (`Some(first)` once the first is picked).
    pub compare: Option<Option<Square>>,
    /// The move `why` is compared with, when "Compare" chose it (else the best).
    pub why_vs: Option<Square>,
    /// Stepping through the explanation's line on the board: the board shows the position after
    /// the explained move and this many moves of its line (`None`: the position studied).
    pub refute: Option<usize>,
}

impl Default for StudyBoard {
    fn default() -> Self {
        StudyBoard::at(Game::new(), 0)
    }
}

impl StudyBoard {
    /// A study of `line` showing its position after `ply` moves (at most the last).
    pub fn at(line: Game, ply: usize) -> StudyBoard {
        let ply = ply.min(line.moves().len());
        StudyBoard {
            line,
            ply,
            verdict: None,
            editor: None,
            why_mode: false,
            why: None,
            compare: None,
            why_vs: None,
            refute: None,
        }
    }

    /// The position on the study's board (not the editor's).
    pub fn position(&self) -> Position {
        self.line.positions()[self.ply]
    }

    /// The position the board shows (the editor's while it is open) and its newest disc.
    pub fn shown(&self) -> (Position, Option<Square>) {
        if let Some(editor) = &self.editor {
            return (editor.shown(), None);
        }
        let last = self.line.moves()[..self.ply]
            .iter()
            .rev()
            .find_map(|m| match m {
                Move::Play(sq) => Some(*sq),
                Move::Pass => None,
            });
        (self.position(), last)
    }

    /// The squares a click acts on: every square while editing, none while the board shows an
    /// explanation's line, else the legal moves.
    pub fn clickable(&self) -> Bitboard {
        match (self.editor, self.refute) {
            (Some(_), _) => Bitboard::FULL,
            (None, Some(_)) => Bitboard::EMPTY,
            (None, None) => self.position().board.legal_moves(),
        }
    }

    /// The verdict on the position shown, if the engine has one for it.
    pub fn current_verdict(&self) -> Option<&Verdict> {
        let here = self.position();
        self.verdict
            .as_ref()
            .filter(|v| v.position == here && self.editor.is_none())
    }

    /// The line up to the position shown (what "Play from here" and "Analyse" start from).
    pub fn line_to_ply(&self) -> Game {
        let mut game = Game::from_position(self.line.start());
        for sq in self.line.moves()[..self.ply]
            .iter()
            .filter_map(|m| match m {
                Move::Play(sq) => Some(*sq),
                Move::Pass => None,
            })
        {
            let _ = game.play(sq);
        }
        game
    }

    /// Plays `sq` from the position shown, cutting the line there first (a branch); false when it
    /// is not legal (nothing changes).
    pub fn play(&mut self, sq: Square) -> bool {
        if !self.position().board.is_legal(sq) {
            return false;
        }
        let mut line = self.line_to_ply();
        let played = line.play(sq).is_ok();
        self.ply = line.moves().len();
        self.line = line;
        played
    }
}
