//! Reading the WTHOR game archive (`.wtb` files, the French Othello Federation's database of
//! tournament games): games as square lists, their replay, and the position with 24 empties whose
//! perfect-play score every record carries.
//!
//! The format, little-endian: a 16-byte header (bytes 4..8 the number of games as `u32`, 10..12 the
//! year of the games, 12 the board size, 0 or 8 for 8x8, 14 the number of empties the theoretical
//! scores are computed from), then one 68-byte record per game: tournament, black player and white
//! player numbers (`u16` each), black's recorded disc count, the theoretical score (black's disc
//! count under perfect play from the position with that many empties, empties to the winner), and
//! 60 move bytes `10 * row + column` (both 1-based, a1 = 11, h8 = 88), 0 after the last move. Passes
//! are not recorded: the side with no legal move is skipped.
//!
//! This module takes bytes, never paths: the command line and the tools read the files. Every
//! malformed input is a [`WthorError`] or a [`ReplayError`], never a panic; a [`Record`]'s two disc
//! counts are at most 64 (the archive's 122,711 games of 1977-2018 all are), so a score taken from
//! one is within the board's.

use std::fmt;

use super::board::IllegalMove;
use super::game::Game;
use super::position::Position;
use super::square::{Color, Square};

/// Size of the file header in bytes.
pub(crate) const HEADER_BYTES: usize = 16;
/// Size of one game record in bytes.
pub(crate) const RECORD_BYTES: usize = 68;

/// What the header says about the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    /// Number of game records.
    pub games: u32,
    /// The year the games were played.
    pub year: u16,
    /// The number of empties of the position the theoretical scores are computed from (24).
    pub score_empties: u8,
}

/// One game as recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Tournament number (an index into the federation's tournament file).
    pub tournament: u16,
    /// Black player's number.
    pub black_player: u16,
    /// White player's number.
    pub white_player: u16,
    /// Black's disc count at the end as recorded (adjusted or resigned games may differ from a replay).
    pub black_discs: u8,
    /// Black's disc count under perfect play from the position with [`Header::score_empties`] empties.
    pub theoretical: u8,
    /// The squares played, in order, passes left out.
    pub moves: Vec<Square>,
}

/// A parsed file: its header and its games in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archive {
    /// The header.
    pub header: Header,
    /// The games.
    pub games: Vec<Record>,
}

/// A position from a game with its exact score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The position (the side to move can move unless the game is over).
    pub position: Position,
    /// The final disc difference for the side to move under perfect play, empties to the winner.
    pub score: i32,
}

/// Why bytes are not a WTHOR file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WthorError {
    /// Fewer bytes than a header.
    NoHeader {
        /// The number of bytes.
        len: usize,
    },
    /// The header's board size is not 8x8.
    BoardSize(u8),
    /// The length does not match the header's number of games.
    Length {
        /// Games the header announces.
        games: u32,
        /// Bytes in the file.
        len: usize,
    },
    /// A disc count (black's recorded count, or the theoretical score) over 64.
    BadCount {
        /// The game, 1-based.
        game: usize,
        /// Which count: "disc count" or "theoretical score".
        what: &'static str,
        /// The byte.
        byte: u8,
    },
    /// A move byte that is not a square (and not the 0 that ends a game).
    BadSquare {
        /// The game, 1-based.
        game: usize,
        /// The move number, 1-based.
        ply: usize,
        /// The byte.
        byte: u8,
    },
}

impl fmt::Display for WthorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WthorError::NoHeader { len } => {
                write!(
                    f,
                    "wthor: {len} bytes, shorter than the {HEADER_BYTES}-byte header"
                )
            }
            WthorError::BoardSize(s) => write!(f, "wthor: board size {s}, only 8x8 is read"),
            WthorError::Length { games, len } => write!(
                f,
                "wthor: the header announces {games} games ({} bytes), the file has {len} bytes",
                HEADER_BYTES + *games as usize * RECORD_BYTES
            ),
            WthorError::BadCount { game, what, byte } => {
                write!(f, "wthor: game {game}: the {what} {byte} is over 64 discs")
            }
            WthorError::BadSquare { game, ply, byte } => {
                write!(
                    f,
                    "wthor: game {game}, move {ply}: byte {byte} is not a square"
                )
            }
        }
    }
}

impl std::error::Error for WthorError {}

/// A recorded move that is not legal when the game is replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The move number, 1-based (passes not counted).
    pub ply: usize,
    /// The square.
    pub square: Square,
    /// Why it is illegal.
    pub reason: IllegalMove,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move {} ({}) is not legal: {}",
            self.ply, self.square, self.reason
        )
    }
}

impl std::error::Error for ReplayError {}

/// Reads a whole `.wtb` file.
///
/// ```
/// use ethello_engine::wthor;
/// let mut bytes = vec![0u8; 16];
/// bytes[4] = 1; // one game
/// bytes[14] = 24;
/// bytes.extend([0, 0, 0, 0, 0, 0, 36, 40, 56, 64]); // ... black 36, theoretical 40, f5 d6
/// bytes.resize(16 + 68, 0);
/// let archive = wthor::parse(&bytes).unwrap();
/// assert_eq!(archive.games[0].moves.len(), 2);
/// assert_eq!(archive.games[0].replay().unwrap().transcript(), "f5d6");
/// ```
///
/// # Errors
/// A [`WthorError`] when the header, the length, a disc count or a move byte is wrong.
pub fn parse(bytes: &[u8]) -> Result<Archive, WthorError> {
    let header = parse_header(bytes)?;
    let body = &bytes[HEADER_BYTES..];
    if body.len() != header.games as usize * RECORD_BYTES {
        return Err(WthorError::Length {
            games: header.games,
            len: bytes.len(),
        });
    }
    let games = body
        .chunks_exact(RECORD_BYTES)
        .enumerate()
        .map(|(i, r)| parse_record(i + 1, r))
        .collect::<Result<_, _>>()?;
    Ok(Archive { header, games })
}

fn parse_header(bytes: &[u8]) -> Result<Header, WthorError> {
    if bytes.len() < HEADER_BYTES {
        return Err(WthorError::NoHeader { len: bytes.len() });
    }
    if !matches!(bytes[12], 0 | 8) {
        return Err(WthorError::BoardSize(bytes[12]));
    }
    Ok(Header {
        games: u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]),
        year: u16::from_le_bytes([bytes[10], bytes[11]]),
        score_empties: bytes[14],
    })
}

fn parse_record(game: usize, r: &[u8]) -> Result<Record, WthorError> {
    let word = |i: usize| u16::from_le_bytes([r[i], r[i + 1]]);
    let count = |what, byte: u8| match byte {
        0..=64 => Ok(byte),
        _ => Err(WthorError::BadCount { game, what, byte }),
    };
    let (black_discs, theoretical) = (
        count("disc count", r[6])?,
        count("theoretical score", r[7])?,
    );
    let moves = r[8..]
        .iter()
        .take_while(|&&b| b != 0)
        .enumerate()
        .map(|(i, &byte)| {
            wthor_square(byte).ok_or(WthorError::BadSquare {
                game,
                ply: i + 1,
                byte,
            })
        })
        .collect::<Result<_, _>>()?;
    Ok(Record {
        tournament: word(0),
        black_player: word(2),
        white_player: word(4),
        black_discs,
        theoretical,
        moves,
    })
}

/// The square of a move byte `10 * row + column` (1-based), if it is one.
fn wthor_square(byte: u8) -> Option<Square> {
    let (row, col) = (byte / 10, byte % 10);
    if (1..=8).contains(&row) && (1..=8).contains(&col) {
        Square::at(row - 1, col - 1)
    } else {
        None
    }
}

impl Record {
    /// The game replayed from the start position, forced passes recorded.
    ///
    /// # Errors
    /// The first recorded move that is not legal.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let mut game = Game::new();
        for (i, &square) in self.moves.iter().enumerate() {
            game.play(square).map_err(|reason| ReplayError {
                ply: i + 1,
                square,
                reason,
            })?;
        }
        Ok(game)
    }

    /// The position of this game with `empties` empty squares (after `60 - empties` moves, with a
    /// forced pass made), or `None` when the game ended before.
    ///
    /// # Errors
    /// A recorded move before that point that is not legal.
    pub fn position_with_empties(&self, empties: u32) -> Result<Option<Position>, ReplayError> {
        let played = 60usize.saturating_sub(empties as usize);
        if empties > 60 || self.moves.len() < played {
            return Ok(None);
        }
        let prefix = Record {
            moves: self.moves[..played].to_vec(),
            ..self.clone()
        };
        Ok(Some(prefix.replay()?.position()))
    }

    /// Black's final disc difference under perfect play from the scored position, empties to the
    /// winner (the theoretical disc count against the rest of the board).
    pub fn theoretical_margin(&self) -> i32 {
        2 * self.theoretical as i32 - 64
    }

    /// The position with `score_empties` empties (see [`Header::score_empties`]) and its exact score
    /// for the side to move; `None` when the game ended before.
    ///
    /// # Errors
    /// A recorded move before that point that is not legal.
    pub fn scored_position(&self, score_empties: u8) -> Result<Option<Scored>, ReplayError> {
        let Some(position) = self.position_with_empties(score_empties as u32)? else {
            return Ok(None);
        };
        let margin = self.theoretical_margin();
        let score = match position.side {
            Color::Black => margin,
            Color::White => -margin,
        };
        Ok(Some(Scored { position, score }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file of the given records (each: theoretical score, moves as WTHOR bytes).
    fn file(records: &[(u8, &[u8])]) -> Vec<u8> {
        let mut bytes = vec![0u8; HEADER_BYTES];
        bytes[4..8].copy_from_slice(&(records.len() as u32).to_le_bytes());
        bytes[10..12].copy_from_slice(&2001u16.to_le_bytes());
        bytes[14] = 24;
        for (t, moves) in records {
            let start = bytes.len();
            bytes.extend([7, 0, 1, 0, 2, 0, 33, *t]);
            bytes.extend(*moves);
            bytes.resize(start + RECORD_BYTES, 0);
        }
        bytes
    }

    /// f5 d6 c3 d3 c4 (the "tiger") as WTHOR bytes.
    const TIGER: [u8; 5] = [56, 64, 33, 34, 43];

    #[test]
    fn the_header_and_records_are_read() {
        let a = parse(&file(&[(40, &TIGER), (32, &[])])).unwrap();
        assert_eq!(
            a.header,
            Header {
                games: 2,
                year: 2001,
                score_empties: 24
            }
        );
        let g = &a.games[0];
        assert_eq!((g.tournament, g.black_player, g.white_player), (7, 1, 2));
        assert_eq!((g.black_discs, g.theoretical), (33, 40));
        assert_eq!(g.replay().unwrap().transcript(), "f5d6c3d3c4");
        assert_eq!(g.theoretical_margin(), 16);
        assert!(a.games[1].moves.is_empty());
    }

    #[test]
    fn malformed_files_are_errors_that_say_what_is_wrong() {
        assert_eq!(parse(&[0; 5]), Err(WthorError::NoHeader { len: 5 }));
        let mut bytes = file(&[(40, &TIGER)]);
        bytes.pop();
        assert_eq!(
            parse(&bytes).unwrap_err().to_string(),
            "wthor: the header announces 1 games (84 bytes), the file has 83 bytes"
        );
        let mut bytes = file(&[(40, &TIGER)]);
        bytes[12] = 10;
        assert_eq!(parse(&bytes), Err(WthorError::BoardSize(10)));
        let bytes = file(&[(40, &TIGER), (40, &[56, 90])]);
        assert_eq!(
            parse(&bytes).unwrap_err().to_string(),
            "wthor: game 2, move 2: byte 90 is not a square"
        );
    }

    /// Found by the fuzzer: a theoretical score of 200 gave a scored position worth +336.
    #[test]
    fn a_disc_count_over_64_is_refused_with_its_game_and_byte() {
        let bytes = file(&[(40, &TIGER), (200, &TIGER)]);
        assert_eq!(
            parse(&bytes).unwrap_err().to_string(),
            "wthor: game 2: the theoretical score 200 is over 64 discs"
        );
        let mut bytes = file(&[(64, &TIGER)]);
        bytes[HEADER_BYTES + 6] = 65;
        assert_eq!(
            parse(&bytes),
            Err(WthorError::BadCount {
                game: 1,
                what: "disc count",
                byte: 65
            })
        );
        bytes[HEADER_BYTES + 6] = 64;
        assert_eq!(parse(&bytes).unwrap().games[0].theoretical_margin(), 64);
    }

    #[test]
    fn an_illegal_move_is_a_replay_error_with_its_number() {
        let a = parse(&file(&[(40, &[56, 56])])).unwrap();
        let e = a.games[0].replay().unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 2 (f5) is not legal: f5 is already taken"
        );
    }

    #[test]
    fn the_scored_position_is_after_36_moves_with_the_score_for_the_side_to_move() {
        // A short game has no position with 24 empties.
        let a = parse(&file(&[(40, &TIGER)])).unwrap();
        assert_eq!(a.games[0].scored_position(24), Ok(None));
        let five = a.games[0].position_with_empties(55).unwrap().unwrap();
        assert_eq!(five.side, Color::White);
        assert_eq!(five.board.empties().count(), 55);
        // After 5 moves white is to move: black's +16 is white's -16.
        let s = a.games[0].scored_position(55).unwrap().unwrap();
        assert_eq!((s.position, s.score), (five, -16));
    }
}
