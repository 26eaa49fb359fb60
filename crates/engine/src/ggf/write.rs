//! Writing a game as GGF, as NBoard sends it to an engine: the start position as `BO`, the moves as
//! `B[F5//1.02]` with the seconds each took, and the time control as `TI` when there is one.

use super::clock::format_time;
use crate::{Color, Game, Move};

/// The GGF text of `game`. `move_ms` holds the time each of the game's moves took (passes included,
/// missing ones count as zero); `time_control_ms` is each side's time for the game, if timed.
///
/// ```
/// use ethello_engine::{parse_ggf_record, write_ggf, Game};
/// let game = Game::from_transcript("f5d6").unwrap();
/// let text = write_ggf(&game, Some(60_000), &[1_500, 250]);
/// let record = parse_ggf_record(&text).unwrap();
/// assert_eq!(record.game.transcript(), "f5d6");
/// let clock = record.clock.unwrap();
/// assert_eq!((clock.main_ms, clock.used_ms), (60_000, [1_500, 250]));
/// ```
pub fn write_ggf(game: &Game, time_control_ms: Option<u64>, move_ms: &[u64]) -> String {
    let mut text = String::from("(;GM[Othello]PC[ethello]PB[black]PW[white]RE[?]");
    if let Some(ms) = time_control_ms {
        text += &format!("TI[{}]", format_time(ms));
    }
    text += &format!("TY[8]BO[8 {}]", board_text(game));
    let mut color = game.start().side;
    for (i, &mv) in game.moves().iter().enumerate() {
        let tag = if color == Color::Black { "B" } else { "W" };
        let secs = move_ms.get(i).copied().unwrap_or(0) as f64 / 1000.0;
        let word = match mv {
            Move::Pass => "PA".to_string(),
            Move::Play(sq) => sq.to_string().to_ascii_uppercase(),
        };
        text += &format!("{tag}[{word}//{secs:.2}]");
        color = color.opposite();
    }
    text + ";)"
}

/// The start position in `BO` form: 64 squares of `*` (black), `O` (white) and `-`, then the side.
fn board_text(game: &Game) -> String {
    let start = game.start().to_string();
    let (squares, side) = start.split_at(64);
    let squares: String = squares
        .chars()
        .map(|c| if c == 'X' { '*' } else { c })
        .collect();
    let side = if side.trim() == "X" { '*' } else { 'O' };
    format!("{squares} {side}")
}
