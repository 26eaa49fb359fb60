//! Reading games in GGF, the Generic Game Format of the GGS game server, which NBoard sends to engines.
//!
//! A game is a list of tags between `(;` and `;)`, each a name in capitals and a value in brackets:
//!
//! ```text
//! (;GM[Othello]PC[NBoard]PB[x]PW[y]RE[?]TI[15:00]TY[8]
//!   BO[8 ---------------------------O*------*O--------------------------- *]B[F5//0.01]W[F6];)
//! ```
//!
//! What the engine needs: `BO` (board size 8, then the 64 squares a1..h8 as `*` black, `O` white, `-`
//! empty, then the side to move, `*` or `O`; the standard start when absent) and the moves `B[..]` and
//! `W[..]` in order (a square like `F5`, or `PA`/`PASS`; an optional `/eval/time` follows). `GM` must be
//! Othello and `TY` an 8x8 board; every other tag is skipped. A `\` in a value escapes the next
//! character. Reading stops at the game's closing `)`.
//!
//! The result is a [`Game`], so its invariant holds: forced passes are recorded at once, and a written
//! pass where the game already recorded one is accepted. [`parse_ggf_record`] also reads the clocks
//! (`TI` and each move's time, see [`clock`]); [`write_ggf`] writes a game back. A fault is a
//! [`ReadError`] at its line and column, as every reader of [`notation`](crate::notation) gives; a
//! move is read as [`Move`]'s `FromStr` reads it, a `BO` as a position's squares. No input makes
//! the reader panic.

pub mod clock;
mod write;

pub use clock::GgfClock;
pub use write::write_ggf;

use super::board::Move;
use super::game::Game;
use super::notation::text::{places, trim, Char, Place};
use super::notation::{read_squares, ErrorKind, Expected, ReadError};
use super::position::Position;
use super::square::Color;

/// Longest GGF text read: a full game with long tags is about 2,000 characters.
const MAX_GGF_CHARS: usize = 20_000;

/// Reads the first game of a GGF text.
///
/// ```
/// use ethello_engine::parse_ggf;
/// let game = parse_ggf("(;GM[Othello]TY[8]B[F5//0.01]W[f6];)").unwrap();
/// assert_eq!(game.transcript(), "f5f6");
/// let err = parse_ggf("(;GM[Othello]B[F5]W[F5];)").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 1, column 21: f5 is not a legal move for White at move 2 (f5 is already taken)"
/// );
/// ```
///
/// # Errors
/// A [`ReadError`] at the first fault.
pub fn parse_ggf(text: &str) -> Result<Game, ReadError> {
    parse_ggf_record(text).map(|record| record.game)
}

/// A game read from GGF with its clocks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GgfRecord {
    /// The game.
    pub game: Game,
    /// The time control and the time each side used, when the record has a readable `TI`.
    pub clock: Option<GgfClock>,
    /// The game ends with a forced pass that the text did not write: to its writer, the side that
    /// must pass is still to move (NBoard then expects the engine to answer the pass).
    pub unwritten_pass: bool,
}

/// Reads the first game of a GGF text with its clocks; a `TI` that is not a time control is ignored
/// (the game is then untimed), so a GUI's unusual clock never costs the game.
///
/// # Errors
/// As [`parse_ggf`].
pub fn parse_ggf_record(text: &str) -> Result<GgfRecord, ReadError> {
    let count = text.chars().count();
    if count > MAX_GGF_CHARS {
        let (chars, max) = (count, MAX_GGF_CHARS);
        return Err(Place::START.error(ErrorKind::TooLong { chars, max }));
    }
    let (chars, end) = places(text);
    let mut reader = Reader { chars, end, i: 0 };
    reader.open()?;
    let mut game = Game::new();
    let (mut control, mut used) = (None, GgfClock::default());
    let mut last_written_pass = false;
    while let Some(tag) = reader.next_tag()? {
        apply(&mut game, &tag)?;
        let color = match tag.name.as_str() {
            "TI" => {
                control = clock::parse_time_control(&tag.text());
                continue;
            }
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        used.add_move(color, clock::move_time_ms(&tag.text()));
        last_written_pass = parse_move(&tag)? == Move::Pass;
    }
    let clock = control.map(|c| GgfClock {
        used_ms: used.used_ms,
        moves: used.moves,
        ..c
    });
    let unwritten_pass = game.moves().last() == Some(&Move::Pass) && !last_written_pass;
    Ok(GgfRecord {
        game,
        clock,
        unwritten_pass,
    })
}

/// One `NAME[value]`: the value's characters (escapes resolved), each at its place in the text,
/// and the place where the value starts.
struct Tag {
    name: String,
    value: Vec<Char>,
    at: Place,
}

impl Tag {
    /// The value as text.
    fn text(&self) -> String {
        self.value.iter().map(|c| c.0).collect()
    }

    /// An error at the start of the value.
    fn error(&self, kind: ErrorKind) -> ReadError {
        self.at.error(kind)
    }
}

/// A cursor over the characters of a GGF text; `end` is the place after the last one.
struct Reader {
    chars: Vec<Char>,
    end: Place,
    i: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).map(|c| c.0)
    }

    /// The place of the cursor (the end of the text past the last character).
    fn place(&self) -> Place {
        self.chars.get(self.i).map_or(self.end, |c| c.1)
    }

    /// An error at the cursor.
    fn error(&self, kind: ErrorKind) -> ReadError {
        self.place().error(kind)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }

    /// Consumes the opening `(;`.
    fn open(&mut self) -> Result<(), ReadError> {
        self.skip_space();
        let opening = self.chars.get(self.i..self.i + 2).map(|c| (c[0].0, c[1].0));
        if opening != Some(('(', ';')) {
            return Err(self.error(ErrorKind::NotAGame));
        }
        self.i += 2;
        Ok(())
    }

    /// The next tag, or `None` at the closing `)` (with or without the `;` before it).
    fn next_tag(&mut self) -> Result<Option<Tag>, ReadError> {
        self.skip_space();
        match self.peek() {
            None => Err(self.error(ErrorKind::Truncated)),
            Some(')') => Ok(None),
            Some(';') if self.chars.get(self.i + 1).map(|c| c.0) == Some(')') => Ok(None),
            Some(c) if c.is_ascii_uppercase() => self.tag().map(Some),
            Some(found) => Err(self.error(ErrorKind::Unexpected { found })),
        }
    }

    /// Reads `NAME[value]`; the cursor stands on the first letter of the name.
    fn tag(&mut self) -> Result<Tag, ReadError> {
        let mut name = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_uppercase) {
            name.push(c);
            self.i += 1;
        }
        match self.peek() {
            Some('[') => self.i += 1,
            None => return Err(self.error(ErrorKind::Truncated)),
            Some(found) => return Err(self.error(ErrorKind::Unexpected { found })),
        }
        let at = self.place();
        match self.value() {
            Some(value) => Ok(Tag { name, value, at }),
            None => Err(at.error(ErrorKind::Unterminated { tag: name })),
        }
    }

    /// The characters up to the closing `]` (consumed), with `\` escapes resolved; `None` when it
    /// never comes.
    fn value(&mut self) -> Option<Vec<Char>> {
        let mut value = Vec::new();
        loop {
            let c = *self.chars.get(self.i)?;
            self.i += 1;
            match c.0 {
                ']' => return Some(value),
                '\\' => {
                    value.push(*self.chars.get(self.i)?);
                    self.i += 1;
                }
                _ => value.push(c),
            }
        }
    }
}

/// Applies one tag to the game being read.
fn apply(game: &mut Game, tag: &Tag) -> Result<(), ReadError> {
    let value = tag.text();
    match tag.name.as_str() {
        "GM" if !value.trim().eq_ignore_ascii_case("othello") => Err(unsupported(tag)),
        "TY" if value.trim() != "8" => Err(unsupported(tag)),
        "BO" if !game.moves().iter().all(|m| *m == Move::Pass) => {
            Err(tag.error(ErrorKind::BoardAfterMoves))
        }
        "BO" => {
            *game = Game::from_position(board(tag)?);
            Ok(())
        }
        "B" => play(game, Color::Black, tag),
        "W" => play(game, Color::White, tag),
        _ => Ok(()),
    }
}

fn unsupported(tag: &Tag) -> ReadError {
    tag.error(ErrorKind::Unsupported {
        tag: tag.name.clone(),
        value: tag.text().chars().take(16).collect(),
    })
}

/// Reads a `BO` value: `8`, the 64 squares (white space between them allowed), the side to move
/// (`*` or `O`; also `X`, `B`, `W`).
fn board(tag: &Tag) -> Result<Position, ReadError> {
    let value = trim(&tag.value);
    let size = value.iter().take_while(|c| !c.0.is_whitespace()).count();
    if value.iter().take(size).map(|c| c.0).ne(['8']) {
        return Err(unsupported(tag));
    }
    let rest = &value[size..];
    let Some((&(side, place), squares)) = rest.split_last() else {
        return Err(tag.at.error(ErrorKind::Squares { found: 0 }));
    };
    let (black, white, read) = read_squares(squares, place)?;
    let expected_side = |(found, place): Char| {
        let found = Some(found);
        place.error(ErrorKind::Expected {
            expected: Expected::Side,
            found,
        })
    };
    if let Some(&extra) = squares[read..].iter().find(|c| !c.0.is_whitespace()) {
        return Err(expected_side(extra));
    }
    let side = match side {
        '*' => Color::Black,
        c => Color::from_symbol(c).ok_or_else(|| expected_side((side, place)))?,
    };
    Ok(Position::from_colors(black, white, side).expect("a square is read once"))
}

/// Plays a `B[..]` or `W[..]` move for `color`.
fn play(game: &mut Game, color: Color, tag: &Tag) -> Result<(), ReadError> {
    let mv = parse_move(tag)?;
    let pos = game.position();
    let number = game.move_number();
    let already_passed = game.moves().last() == Some(&Move::Pass);
    if mv == Move::Pass && color != pos.side && already_passed {
        return Ok(()); // the forced pass the game recorded by itself
    }
    if color != pos.side && !game.is_over() {
        return Err(tag.error(ErrorKind::WrongColor { color, number }));
    }
    let illegal = |reason| {
        tag.error(ErrorKind::Illegal {
            mv,
            color,
            number,
            reason,
        })
    };
    match mv {
        Move::Play(sq) => game.play(sq).map(drop).map_err(illegal),
        Move::Pass => Err(illegal(pos.board.play_move(mv).unwrap_err())),
    }
}

/// The move before any `/eval/time`: a square, or a pass (`PA`, `PASS`, ...).
fn parse_move(tag: &Tag) -> Result<Move, ReadError> {
    let value = tag.text();
    let text = value.split('/').next().unwrap_or("").trim();
    text.parse().map_err(|_| {
        tag.error(ErrorKind::NotAMove {
            text: text.chars().take(16).collect(),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NBOARD: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]\
        RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]\
        B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

    #[test]
    fn tells_a_written_forced_pass_from_an_unwritten_one() {
        let squares = format!("*O{}", "-".repeat(62));
        let unwritten = parse_ggf_record(&format!("(;GM[Othello]BO[8 {squares} O];)")).unwrap();
        assert!(unwritten.unwritten_pass);
        let written = parse_ggf_record(&format!("(;GM[Othello]BO[8 {squares} O]W[PA];)")).unwrap();
        assert!(!written.unwritten_pass);
        assert_eq!(written.game, unwritten.game);
        assert!(!parse_ggf_record(NBOARD).unwrap().unwritten_pass);
    }

    #[test]
    fn reads_an_nboard_game() {
        let game = parse_ggf(NBOARD).unwrap();
        assert_eq!(game.transcript(), "f5f6d3c5e6f7e7f4");
        assert_eq!(game.start(), Position::start());
    }

    #[test]
    fn reads_evals_times_and_escapes() {
        let text = r"(;GM[Othello]C[a \] b]B[F5/-1.5/0.01]W[d6//2];)";
        assert_eq!(parse_ggf(text).unwrap().transcript(), "f5d6");
    }

    #[test]
    fn reads_a_board_with_white_to_move() {
        let after_f5 = Position::start().play(Move::Play("f5".parse().unwrap()));
        let squares = after_f5.unwrap().to_string().replace('X', "*");
        let text = format!("(;GM[Othello]BO[8 {}]W[F4];)", squares);
        let game = parse_ggf(&text).unwrap();
        assert_eq!(game.start().side, Color::White);
        assert_eq!(game.transcript(), "f4");
    }

    #[test]
    fn accepts_a_written_forced_pass() {
        // White to move cannot bracket a1: the game recorded the pass; W[PA] then B[C1] read fine.
        let squares = format!("*O{}", "-".repeat(62));
        let text = format!("(;GM[Othello]BO[8 {squares} O]W[PA]B[C1];)");
        let game = parse_ggf(&text).unwrap();
        assert_eq!(
            game.moves(),
            &[Move::Pass, Move::Play("c1".parse().unwrap())]
        );
    }

    #[test]
    fn refuses_a_pass_with_moves() {
        let err = parse_ggf("(;GM[Othello]B[PASS];)").unwrap_err();
        assert!(matches!(
            err.kind,
            ErrorKind::Illegal {
                reason: crate::IllegalMove::PassWithMoves,
                number: 1,
                ..
            }
        ));
        assert_eq!((err.line, err.column), (1, 16));
    }

    #[test]
    fn refuses_the_wrong_colour() {
        let err = parse_ggf("(;GM[Othello]W[F5];)").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1, column 16: move 1 is White's, but it is not White's turn"
        );
    }

    #[test]
    fn reads_every_spelling_of_a_pass() {
        let squares = format!("*O{}", "-".repeat(62));
        for pass in ["PA", "pass", "Ps", "--"] {
            let text = format!("(;GM[Othello]BO[8 {squares} O]W[{pass}]B[C1];)");
            assert_eq!(parse_ggf(&text).unwrap().transcript(), "c1", "{pass}");
        }
    }

    #[test]
    fn places_faults_by_line_and_column() {
        let err = parse_ggf("(;GM[Othello]\n  B[F5]\nW[F5];)").unwrap_err();
        assert_eq!((err.line, err.column), (3, 3));
        let squares = Position::start().to_string()[..64].replace('X', "*");
        let bad = format!("(;BO[8\n{}Z{} *];)", &squares[..10], &squares[11..]);
        let err = parse_ggf(&bad).unwrap_err();
        assert_eq!((err.line, err.column), (2, 11), "{err}");
        let expected = Expected::Square;
        let kind = ErrorKind::Expected {
            expected,
            found: Some('Z'),
        };
        assert_eq!(err.kind, kind);
        assert_eq!(parse_ggf("(;GM[Othello]").unwrap_err().column, 14);
    }

    #[test]
    fn errors_name_the_fault() {
        let cases: &[(&str, &str)] = &[
            ("", "a game starts"),
            ("hello", "a game starts"),
            ("(;GM[Othello]", "ends before"),
            ("(;GM[Othello]B[F5", "line 1, column 16: B[ has no closing"),
            ("(;GM[Go];)", "only 8x8 Othello"),
            ("(;TY[10];)", "only 8x8 Othello"),
            (
                "(;BO[8 ---- *];)",
                "line 1, column 13: a position has 64 squares, this one 4",
            ),
            (
                "(;BO[8];)",
                "line 1, column 6: a position has 64 squares, this one 0",
            ),
            (
                "(;B[F5]BO[8 x];)",
                "line 1, column 11: BO comes after moves",
            ),
            ("(;B[Z9];)", "line 1, column 5: \"Z9\" is not a move"),
            ("(;GM[Othello]b[F5];)", "line 1, column 14: unexpected 'b'"),
            ("(;GM(Othello);)", "line 1, column 5: unexpected '('"),
        ];
        for (text, expected) in cases {
            let message = parse_ggf(text).unwrap_err().to_string();
            assert!(message.contains(expected), "{text:?}: {message}");
        }
    }

    #[test]
    fn garbage_never_panics() {
        let mut rng = crate::Rng::new(5);
        let alphabet: Vec<char> = "(;)[]\\BWOGMTYPA8 *-/F5pa\u{e9}".chars().collect();
        for _ in 0..20_000 {
            let len = rng.below(40) as usize;
            let text: String = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len() as u64) as usize])
                .collect();
            let _ = parse_ggf(&text);
            let _ = parse_ggf(&format!("(;{text}"));
        }
    }

    #[test]
    fn refuses_overlong_text() {
        let text = format!("(;C[{}];)", "x".repeat(MAX_GGF_CHARS));
        let err = parse_ggf(&text).unwrap_err();
        let chars = MAX_GGF_CHARS + 7;
        assert_eq!(
            err.kind,
            ErrorKind::TooLong {
                chars,
                max: MAX_GGF_CHARS
            }
        );
    }
}
