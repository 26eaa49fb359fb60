//! `ethello play`: a game in the terminal, a human or any computer player on either side.
//!
//! After every move the board is printed with its coordinates (columns a..h across, rows 1..8 down,
//! `X` black, `O` white, `*` the legal squares when a human is to move), the disc counts and whose
//! turn it is. A human types a square (`f5`, `F5`) or `quit`; anything else is refused with the
//! reason and asked again. Forced passes are made for whoever must pass, and announced; `pass` is
//! therefore never needed, and refused while a move is legal. The end of the input ends the game
//! cleanly. Computer moves are printed with the search's score and depth.

use std::io::{self, BufRead, Write};
use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use super::args::CliError;
use super::clock::Clock;
use ethello_engine::{Color, IllegalMove, Move, Player, Position, Session, Square, TimeControl};

/// Who plays one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Moves typed on stdin.
    Human,
    /// A computer player.
    Computer(Player),
}

impl FromStr for Side {
    type Err = String;
    fn from_str(text: &str) -> Result<Side, String> {
        match text {
            "human" => Ok(Side::Human),
            other => other
                .parse()
                .map(Side::Computer)
                .map_err(|e| format!("{e}, or human")),
        }
    }
}

impl Side {
    fn name(self) -> String {
        match self {
            Side::Human => "human".into(),
            Side::Computer(p) => p.display_name(),
        }
    }
}

/// The game's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::Args)]
pub struct Options {
    /// Black's player: human, or a player (random, greedy, dubya, mike, willy, level:N, depth:N,
    /// time:MS).
    #[arg(long, value_name = "P", default_value = "human")]
    pub black: Side,
    /// White's player, as for --black.
    #[arg(long, value_name = "P", default_value = "willy")]
    pub white: Side,
    /// Slick Willy's time per move, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub time_ms: u64,
    /// The seed of the computer's random choices (default: a different game each time).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
}

impl Options {
    fn side(&self, color: Color) -> Side {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

/// A different game each time unless `--seed` is given.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// Runs `ethello play ARGS` on the terminal.
///
/// # Errors
/// Bad arguments, or stdin or stdout failed.
pub fn run(options: &Options) -> Result<(), CliError> {
    let stdin = io::stdin();
    play(options, stdin.lock(), &mut io::stdout().lock())?;
    Ok(())
}

/// Plays one game, reading the humans' moves from `input`.
///
/// # Errors
/// Only when reading or writing fails.
pub fn play(options: &Options, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    // One session for the game, whoever of the two computer players thinks.
    let seed = options.seed.unwrap_or_else(clock_seed);
    let mut session = Session::new(Player::Willy).with_seed(seed);
    session.prepare();
    let mut lines = input.lines();
    let (black, white) = (options.black.name(), options.white.name());
    writeln!(out, "Black (X): {black}. White (O): {white}.")?;
    loop {
        let position = session.game().position();
        let side = options.side(position.side);
        show(out, position, side == Side::Human)?;
        if session.game().is_over() {
            return result(out, position);
        }
        let sq = match side {
            Side::Human => match ask(&mut lines, position, out)? {
                Some(sq) => {
                    writeln!(out, "{} plays {sq}.", position.side)?;
                    sq
                }
                None => return Ok(()),
            },
            Side::Computer(player) => think(&mut session, player, options.time_ms, out)?,
        };
        let played = session
            .game_mut()
            .play(sq)
            .expect("moves are checked before they are played");
        if let Some(color) = played.passed {
            writeln!(out, "{color} has no move and passes.")?;
        }
    }
}

/// Prints the board, the disc counts and whose turn it is.
fn show(out: &mut impl Write, pos: Position, hints: bool) -> io::Result<()> {
    let legal = pos.board.legal_moves();
    writeln!(out, "\n    a b c d e f g h")?;
    for row in 0..8u8 {
        let cells: Vec<String> = (0..8u8)
            .filter_map(|col| Square::at(row, col))
            .map(|sq| match pos.at(sq) {
                Some(color) => color.symbol().to_string(),
                None if hints && legal.contains(sq) => "*".into(),
                None => ".".into(),
            })
            .collect();
        writeln!(out, "  {} {}", row + 1, cells.join(" "))?;
    }
    let (x, o) = (pos.black().count(), pos.white().count());
    writeln!(out, "  X {x}  O {o}")?;
    if !pos.board.is_game_over() {
        writeln!(out, "{} ({}) to move.", pos.side, pos.side.symbol())?;
    }
    Ok(())
}

/// Asks the human for a legal square until one comes; `None` on `quit` or at the end of the input.
fn ask(
    lines: &mut impl Iterator<Item = io::Result<String>>,
    pos: Position,
    out: &mut impl Write,
) -> io::Result<Option<Square>> {
    loop {
        write!(out, "Your move (e.g. f5, or quit): ")?;
        out.flush()?;
        let Some(line) = lines.next().transpose()? else {
            writeln!(out, "\nEnd of input: the game is abandoned.")?;
            return Ok(None);
        };
        match read_move(&line, pos) {
            Ok(Some(sq)) => return Ok(Some(sq)),
            Ok(None) => {
                writeln!(out, "Game abandoned.")?;
                return Ok(None);
            }
            Err(reason) => writeln!(out, "Refused: {reason}.")?,
        }
    }
}

/// A human's line: `Ok(Some(square))` for a legal move, `Ok(None)` for `quit`, or why it is refused.
fn read_move(line: &str, pos: Position) -> Result<Option<Square>, String> {
    let word = line.trim().to_ascii_lowercase();
    let sq = match (word.as_str(), word.parse()) {
        ("quit" | "q" | "exit", _) => return Ok(None),
        ("", _) => return Err("type a square such as f5, or quit".into()),
        (_, Ok(Move::Pass)) => {
            return Err(format!(
                "{} (passes are made for you when you have no move)",
                IllegalMove::PassWithMoves
            ))
        }
        (_, Ok(Move::Play(sq))) => sq,
        (_, Err(_)) => {
            let shown: String = line.trim().chars().take(16).collect();
            return Err(format!(
                "{shown:?} is not a square: a column a-h and a row 1-8, such as f5"
            ));
        }
    };
    match pos.play(Move::Play(sq)) {
        Ok(_) => Ok(Some(sq)),
        Err(e) => Err(e.to_string()),
    }
}

/// Lets a computer player choose in the session's game (Slick Willy's time setting `time_ms`),
/// and says what it chose.
fn think(
    session: &mut Session,
    player: Player,
    time_ms: u64,
    out: &mut impl Write,
) -> io::Result<Square> {
    let pos = session.game().position();
    let mut clock = Clock::start(None);
    session.set_player(player);
    let report = session.think(TimeControl::Average(time_ms), &mut clock);
    let Move::Play(sq) = report.best else {
        unreachable!("a game never rests on a forced pass, so a legal square exists");
    };
    let exact = if report.exact { ", exact" } else { "" };
    writeln!(
        out,
        "{} ({}) plays {sq}  [score {:+}, depth {}{exact}, {} ms]",
        pos.side,
        player.display_name(),
        report.score,
        report.depth,
        clock.ms()
    )?;
    Ok(sq)
}

/// Prints the final score (empty squares go to the winner) and the winner.
fn result(out: &mut impl Write, pos: Position) -> io::Result<()> {
    let margin = pos.black_score();
    let discs = pos.black().count() + pos.white().count();
    let total = 64 - i64::from(64 - discs) * i64::from(margin == 0);
    let black = (total + i64::from(margin)) / 2;
    let white = total - black;
    let verdict = match margin {
        0 => "a draw".to_string(),
        m if m > 0 => format!("Black wins by {m}"),
        m => format!("White wins by {}", -m),
    };
    writeln!(out, "Game over: Black {black}, White {white}: {verdict}.")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_game(options: &Options, input: &str) -> String {
        let mut out = Vec::new();
        play(options, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn computers_play_a_whole_game() {
        let options = Options {
            black: Side::Computer(Player::Greedy),
            white: Side::Computer(Player::Random),
            time_ms: 10,
            seed: Some(3),
        };
        let text = run_game(&options, "");
        assert!(text.contains("Game over: Black "), "{text}");
    }

    #[test]
    fn humans_are_refused_with_reasons() {
        let options = Options {
            black: Side::Human,
            white: Side::Computer(Player::Greedy),
            time_ms: 10,
            seed: Some(1),
        };
        let text = run_game(&options, "z9\n\npass\na1\nd4\nF5\n");
        assert!(text.contains("\"z9\" is not a square"), "{text}");
        assert!(text.contains("a1 does not flip any disc"), "{text}");
        assert!(text.contains("d4 is already taken"), "{text}");
        assert!(text.contains("a pass is not allowed"), "{text}");
        assert!(text.contains("White (greedy) plays"), "{text}");
        assert!(
            text.ends_with("End of input: the game is abandoned.\n"),
            "{text}"
        );
    }

    #[test]
    fn final_scores_give_empties_to_the_winner() {
        let mut out = Vec::new();
        let pos: Position = format!("{}{} X", "X".repeat(40), "-".repeat(24))
            .parse()
            .unwrap();
        result(&mut out, pos).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text, "Game over: Black 64, White 0: Black wins by 64.\n");
    }
}
