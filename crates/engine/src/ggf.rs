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
//! (`TI` and each move's time, see [`clock`]); [`write_ggf`] writes a game back. Errors say what is wrong and at which
//! character (1-based); no input makes the reader panic.

pub mod clock;
mod write;

use std::fmt;

pub use clock::GgfClock;
pub use write::write_ggf;

use super::board::{IllegalMove, Move};
use super::game::Game;
use super::position::{ParsePositionError, Position};
use super::square::{Color, Square};

/// Longest GGF text read: a full game with long tags is about 2,000 characters.
pub const MAX_GGF_CHARS: usize = 20_000;

/// Reads the first game of a GGF text.
///
/// ```
/// use ethello_engine::parse_ggf;
/// let game = parse_ggf("(;GM[Othello]TY[8]B[F5//0.01]W[f6];)").unwrap();
/// assert_eq!(game.transcript(), "f5f6");
/// let err = parse_ggf("(;GM[Othello]B[F5]W[F5];)").unwrap_err();
/// assert_eq!(err.to_string(), "ggf: W[f5] at character 21 is not legal at move 2 (f5 is already taken)");
/// ```
///
/// # Errors
/// A [`GgfError`] naming the fault and where it stands.
pub fn parse_ggf(text: &str) -> Result<Game, GgfError> {
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
pub fn parse_ggf_record(text: &str) -> Result<GgfRecord, GgfError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() > MAX_GGF_CHARS {
        return Err(GgfError::TooLong(chars.len()));
    }
    let mut reader = Reader { chars, i: 0 };
    reader.open()?;
    let mut game = Game::new();
    let (mut control, mut used) = (None, GgfClock::default());
    let mut last_written_pass = false;
    while let Some(tag) = reader.next_tag()? {
        apply(&mut game, &tag)?;
        let color = match tag.name.as_str() {
            "TI" => {
                control = clock::parse_time_control(&tag.value);
                continue;
            }
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        used.add_move(color, clock::move_time_ms(&tag.value));
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

/// One `NAME[value]` with the 1-based character where its value starts.
struct Tag {
    name: String,
    value: String,
    at: usize,
}

/// A cursor over the characters of a GGF text.
struct Reader {
    chars: Vec<char>,
    i: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.i += 1;
        }
    }

    /// Consumes the opening `(;`.
    fn open(&mut self) -> Result<(), GgfError> {
        self.skip_space();
        if self.chars.get(self.i..self.i + 2) != Some(&['(', ';']) {
            return Err(GgfError::NotAGame);
        }
        self.i += 2;
        Ok(())
    }

    /// The next tag, or `None` at the closing `)` (with or without the `;` before it).
    fn next_tag(&mut self) -> Result<Option<Tag>, GgfError> {
        self.skip_space();
        match self.peek() {
            None => Err(GgfError::Truncated),
            Some(')') => Ok(None),
            Some(';') if self.chars.get(self.i + 1) == Some(&')') => Ok(None),
            Some(c) if c.is_ascii_uppercase() => self.tag().map(Some),
            Some(found) => Err(GgfError::Syntax {
                found,
                at: self.i + 1,
            }),
        }
    }

    /// Reads `NAME[value]`; the cursor stands on the first letter of the name.
    fn tag(&mut self) -> Result<Tag, GgfError> {
        let mut name = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_uppercase) {
            name.push(c);
            self.i += 1;
        }
        match self.peek() {
            Some('[') => self.i += 1,
            None => return Err(GgfError::Truncated),
            Some(found) => {
                return Err(GgfError::Syntax {
                    found,
                    at: self.i + 1,
                })
            }
        }
        let at = self.i + 1;
        let value = self.value().ok_or_else(|| GgfError::Unterminated {
            tag: name.clone(),
            at,
        })?;
        Ok(Tag { name, value, at })
    }

    /// The text up to the closing `]` (consumed), with `\` escapes resolved; `None` when it never comes.
    fn value(&mut self) -> Option<String> {
        let mut value = String::new();
        loop {
            let c = self.peek()?;
            self.i += 1;
            match c {
                ']' => return Some(value),
                '\\' => {
                    value.push(self.peek()?);
                    self.i += 1;
                }
                c => value.push(c),
            }
        }
    }
}

/// Applies one tag to the game being read.
fn apply(game: &mut Game, tag: &Tag) -> Result<(), GgfError> {
    match tag.name.as_str() {
        "GM" if !tag.value.trim().eq_ignore_ascii_case("othello") => Err(unsupported(tag)),
        "TY" if tag.value.trim() != "8" => Err(unsupported(tag)),
        "BO" if !game.moves().iter().all(|m| *m == Move::Pass) => {
            Err(GgfError::BoardAfterMoves { at: tag.at })
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

fn unsupported(tag: &Tag) -> GgfError {
    GgfError::Unsupported {
        tag: tag.name.clone(),
        value: tag.value.chars().take(16).collect(),
        at: tag.at,
    }
}

/// Reads a `BO` value: `8`, the 64 squares (spaces between them allowed), the side to move.
fn board(tag: &Tag) -> Result<Position, GgfError> {
    let fault = |error| GgfError::Board { error, at: tag.at };
    let mut words = tag.value.split_whitespace();
    if words.next() != Some("8") {
        return Err(unsupported(tag));
    }
    let mut squares: String = words.collect();
    let side = match squares.pop() {
        Some('*') => "X".to_string(),
        Some(c) => c.to_string(),
        None => return Err(fault(ParsePositionError::Shape)),
    };
    Position::from_parts(&squares, &side).map_err(fault)
}

/// Plays a `B[..]` or `W[..]` move for `color`.
fn play(game: &mut Game, color: Color, tag: &Tag) -> Result<(), GgfError> {
    let mv = parse_move(tag)?;
    let pos = game.position();
    let number = game.move_number();
    let already_passed = game.moves().last() == Some(&Move::Pass);
    if mv == Move::Pass && color != pos.side && already_passed {
        return Ok(()); // the forced pass the game recorded by itself
    }
    if color != pos.side && !game.is_over() {
        return Err(GgfError::WrongColor {
            color,
            number,
            at: tag.at,
        });
    }
    let illegal = |reason| GgfError::Illegal {
        mv,
        color,
        number,
        at: tag.at,
        reason,
    };
    match mv {
        Move::Play(sq) => game.play(sq).map(drop).map_err(illegal),
        Move::Pass => Err(illegal(pos.board.play_move(mv).unwrap_err())),
    }
}

/// The move before any `/eval/time`: a square, or `PA`/`PASS`.
fn parse_move(tag: &Tag) -> Result<Move, GgfError> {
    let text = tag.value.split('/').next().unwrap_or("").trim();
    if text.eq_ignore_ascii_case("pa") || text.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    text.parse::<Square>()
        .map(Move::Play)
        .map_err(|_| GgfError::NotAMove {
            text: text.chars().take(16).collect(),
            at: tag.at,
        })
}

/// What is wrong with a GGF text. Every `at` is a 1-based character index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgfError {
    /// Longer than any game record.
    TooLong(usize),
    /// The text does not begin with `(;`.
    NotAGame,
    /// The text ends before the game's closing `)`.
    Truncated,
    /// A character where a tag name (capital letters) or a `[` belongs.
    Syntax {
        /// What was found.
        found: char,
        /// Where.
        at: usize,
    },
    /// A `[` without its `]`.
    Unterminated {
        /// The tag's name.
        tag: String,
        /// Where its value starts.
        at: usize,
    },
    /// Another game than Othello (`GM`) or another board than 8x8 (`TY`, `BO`).
    Unsupported {
        /// The tag's name.
        tag: String,
        /// Its value (shortened).
        value: String,
        /// Where its value starts.
        at: usize,
    },
    /// A `BO` whose squares or side to move cannot be read.
    Board {
        /// What is wrong with them.
        error: ParsePositionError,
        /// Where the value starts.
        at: usize,
    },
    /// A `BO` after the first move.
    BoardAfterMoves {
        /// Where its value starts.
        at: usize,
    },
    /// A move value that is neither a square nor a pass.
    NotAMove {
        /// The value (shortened).
        text: String,
        /// Where it starts.
        at: usize,
    },
    /// A move by the side that is not to move.
    WrongColor {
        /// Who tried to move.
        color: Color,
        /// 1-based move number (squares played before it, plus one).
        number: usize,
        /// Where the move stands.
        at: usize,
    },
    /// A well-formed move that the rules refuse.
    Illegal {
        /// The move.
        mv: Move,
        /// Who tried it.
        color: Color,
        /// 1-based move number.
        number: usize,
        /// Where it stands.
        at: usize,
        /// Why the rules refuse it.
        reason: IllegalMove,
    },
}

impl GgfError {
    /// The 1-based character where the fault stands, when it stands at one.
    pub fn at(&self) -> Option<usize> {
        match self {
            Self::Syntax { at, .. }
            | Self::Unterminated { at, .. }
            | Self::Unsupported { at, .. }
            | Self::Board { at, .. }
            | Self::BoardAfterMoves { at }
            | Self::NotAMove { at, .. }
            | Self::WrongColor { at, .. }
            | Self::Illegal { at, .. } => Some(*at),
            Self::TooLong(_) | Self::NotAGame | Self::Truncated => None,
        }
    }

    /// The message without its `ggf: ` prefix and its place, for a caller that gives the place in
    /// its own terms (a line and a column).
    ///
    /// ```
    /// use ethello_engine::parse_ggf;
    /// let err = parse_ggf("(;GM[Othello]B[F5]W[F5];)").unwrap_err();
    /// assert_eq!(err.at(), Some(21));
    /// assert_eq!(err.fault().to_string(), "W[f5] is not legal at move 2 (f5 is already taken)");
    /// ```
    pub fn fault(&self) -> impl fmt::Display + '_ {
        Fault(self)
    }

    /// Writes the message, with " at character N" where `placed`.
    fn write(&self, f: &mut fmt::Formatter<'_>, placed: bool) -> fmt::Result {
        let at = |at: &usize| match placed {
            true => format!(" at character {at}"),
            false => String::new(),
        };
        match self {
            Self::TooLong(n) => write!(f, "{n} characters is too long (at most {MAX_GGF_CHARS})"),
            Self::NotAGame => f.write_str("a game starts with \"(;\""),
            Self::Truncated => f.write_str("the text ends before the game's closing \")\""),
            Self::Syntax { found, at: i } => write!(f, "unexpected {found:?}{}", at(i)),
            Self::Unterminated { tag, at: i } => {
                write!(f, "{tag}[{} has no closing \"]\"", at(i))
            }
            Self::Unsupported { tag, value, at: i } => {
                write!(f, "{tag}[{value}]{}: only 8x8 Othello is supported", at(i))
            }
            Self::Board { error, at: i } => write!(f, "BO{}: {error}", at(i)),
            Self::BoardAfterMoves { at: i } => write!(f, "BO{} comes after moves", at(i)),
            Self::NotAMove { text, at: i } => write!(f, "{text:?}{} is not a move", at(i)),
            Self::WrongColor {
                color,
                number,
                at: i,
            } => write!(
                f,
                "move {number}{} is {color}'s, but it is not {color}'s turn",
                at(i)
            ),
            Self::Illegal {
                mv,
                color,
                number,
                at: i,
                reason,
            } => {
                let tag = &color.name()[..1];
                let place = at(i);
                write!(
                    f,
                    "{tag}[{mv}]{place} is not legal at move {number} ({reason})"
                )
            }
        }
    }
}

/// A [`GgfError`]'s message without its place.
struct Fault<'a>(&'a GgfError);

impl fmt::Display for Fault<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write(f, false)
    }
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ggf: ")?;
        self.write(f, true)
    }
}

impl std::error::Error for GgfError {}

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
            err,
            GgfError::Illegal {
                reason: IllegalMove::PassWithMoves,
                number: 1,
                ..
            }
        ));
    }

    #[test]
    fn refuses_the_wrong_colour() {
        let err = parse_ggf("(;GM[Othello]W[F5];)").unwrap_err();
        assert_eq!(
            err.to_string(),
            "ggf: move 1 at character 16 is White's, but it is not White's turn"
        );
    }

    #[test]
    fn errors_name_the_fault() {
        let cases: &[(&str, &str)] = &[
            ("", "a game starts"),
            ("hello", "a game starts"),
            ("(;GM[Othello]", "ends before"),
            ("(;GM[Othello]B[F5", "B[ at character 16 has no closing"),
            ("(;GM[Go];)", "only 8x8 Othello"),
            ("(;TY[10];)", "only 8x8 Othello"),
            (
                "(;BO[8 ---- *];)",
                "BO at character 6: position: 4 square characters",
            ),
            ("(;BO[8];)", "BO at character 6"),
            ("(;B[F5]BO[8 x];)", "comes after moves"),
            ("(;B[Z9];)", "\"Z9\" at character 5 is not a move"),
            ("(;GM[Othello]b[F5];)", "unexpected 'b' at character 14"),
            ("(;GM(Othello);)", "unexpected '(' at character 5"),
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
        assert!(matches!(parse_ggf(&text), Err(GgfError::TooLong(_))));
    }
}
