//! A move's text: a square (`d3`, read in either case) or a pass, written `pass` and read in any
//! of the spellings of [`Move::PASS_WORDS`], in any case. This is the one list of those spellings:
//! the transcript reader, the GGF reader and the protocols read moves here.

use std::fmt;
use std::str::FromStr;

use super::error::{ErrorKind, Expected, ReadError};
use super::text::{places, Char, Place};
use crate::board::Move;
use crate::square::Square;

impl Move {
    /// Every spelling of a pass the readers take, in any case, the longest first (so that `pass`
    /// is not read as `pa` and a stray `s`): `pass`, `pa` (as NBoard and GGF write it), `ps`
    /// and `--`. The first is how a pass is written.
    pub const PASS_WORDS: [&'static str; 4] = ["pass", "pa", "ps", "--"];
}

impl fmt::Display for Move {
    /// `d3`, or `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(sq) => write!(f, "{sq}"),
            Move::Pass => f.write_str(Move::PASS_WORDS[0]),
        }
    }
}

impl FromStr for Move {
    type Err = ReadError;

    /// Reads one move and nothing else: a square in either case, or a pass in any spelling of
    /// [`Move::PASS_WORDS`].
    ///
    /// ```
    /// use ethello_engine::notation::ErrorKind;
    /// use ethello_engine::{Move, Square};
    /// let d3: Square = "d3".parse().unwrap();
    /// assert_eq!("D3".parse(), Ok(Move::Play(d3)));
    /// for pass in ["pass", "PA", "ps", "--"] {
    ///     assert_eq!(pass.parse(), Ok(Move::Pass));
    /// }
    /// let err = "d9".parse::<Move>().unwrap_err();
    /// assert_eq!(err.to_string(), "line 1, column 1: d9 is not a square");
    /// assert!(matches!("d3x".parse::<Move>().unwrap_err().kind, ErrorKind::NotAMove { .. }));
    /// ```
    fn from_str(s: &str) -> Result<Move, ReadError> {
        let (chars, _) = places(s);
        let not_a_move = || ErrorKind::NotAMove {
            text: s.chars().take(16).collect(),
        };
        let kind = match chars.first().map(|_| token(&chars)) {
            Some(Ok((len, Some(mv)))) if len == chars.len() => return Ok(mv),
            Some(Err(kind @ ErrorKind::NotASquare { .. })) => kind,
            _ => not_a_move(),
        };
        Err(Place::START.error(kind))
    }
}

/// The transcript token at the start of `rest` (not empty): how many characters it takes, and its
/// move (`None` for a move number: digits, then any dots).
pub(crate) fn token(rest: &[Char]) -> Result<(usize, Option<Move>), ErrorKind> {
    let lower = |k: usize| rest.get(k).map(|c| c.0.to_ascii_lowercase());
    let word = |w: &str| w.chars().enumerate().all(|(k, c)| lower(k) == Some(c));
    if let Some(pass) = Move::PASS_WORDS.iter().find(|w| word(w)) {
        return Ok((pass.len(), Some(Move::Pass)));
    }
    match (lower(0), lower(1)) {
        (Some(d), _) if d.is_ascii_digit() => Ok((move_number_len(rest), None)),
        (Some(col), Some(row)) if col.is_alphabetic() && row.is_ascii_digit() => {
            let text: String = rest[..2].iter().map(|c| c.0).collect();
            match text.parse::<Square>() {
                Ok(sq) => Ok((2, Some(Move::Play(sq)))),
                Err(_) => Err(ErrorKind::NotASquare { text }),
            }
        }
        _ => Err(ErrorKind::Expected {
            expected: Expected::Move,
            found: Some(rest[0].0),
        }),
    }
}

/// The length of a move number: digits, then any dots (`12.`, `3...`).
fn move_number_len(rest: &[Char]) -> usize {
    let digits = rest.iter().take_while(|c| c.0.is_ascii_digit()).count();
    digits + rest[digits..].iter().take_while(|c| c.0 == '.').count()
}
