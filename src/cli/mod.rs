//! The `ethello` command line (native only): argument parsing and one module per subcommand.
//!
//! Each subcommand returns `Result<(), CliError>`; only `main` turns an error into a message on stderr
//! and a non-zero exit code.

mod bench_cmd;
mod clock;
mod engine_cmd;
mod match_cmd;
mod nboard_cmd;
mod perft_cmd;
mod play_cmd;
mod positions_cmd;
mod solve_cmd;

use std::fmt;

/// A command-line failure: what went wrong, in words for the user.
#[derive(Debug)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError(format!("i/o error: {e}"))
    }
}

/// The usage text printed by `ethello help`.
pub const USAGE: &str = "\
ethello: the E-Thello Othello engine on the command line

usage:
  ethello play [--black P] [--white P] [--time-ms MS] [--seed N]
                                 a game in the terminal; P is `human` or a player: random, greedy,
                                 dubya, mike, willy, depth:N, time:MS (default: human against willy;
                                 MS is Slick Willy's time per move, default 1000)
  ethello engine                 the tournament protocol on stdin/stdout: first line
                                 `game B|W DEPTH MOVE_MS GAME_MS`, then moves as `ROW COL` or `pass`
  ethello nboard                 the NBoard protocol on stdin/stdout, for Othello GUIs
  ethello perft N [POSITION]     count the leaves N plies deep (default: the start position)
  ethello solve FILE             exact score and best move of each position (64 squares, side X|O)
  ethello match A B [--games N] [--seed S] [--time-ms MS]
                                 engine against engine (random, greedy, dubya, mike, willy, depth:N,
                                 time:MS) from random openings, colours swapped; MS is Willy's time
  ethello bench [--no-ffo]       perft, FFO #40-#49 solve times and midgame depth in 1 s (markdown)
  ethello positions wthor FILE... [--empties N]
  ethello positions random COUNT [--seed S] [--empties A-B]
                                 endgame positions for `solve`: each WTHOR game's position with N
                                 empties (default 24) and its exact score, or seeded random play
  ethello help                   this text
";

/// Runs the subcommand named by `args` (without the program name).
///
/// # Errors
/// A [`CliError`] that says what was wrong with the arguments or the input.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let (cmd, rest) = args
        .split_first()
        .ok_or_else(|| CliError(USAGE.to_string()))?;
    match cmd.as_str() {
        "play" => play_cmd::run(rest),
        "engine" => engine_cmd::run(rest),
        "nboard" => nboard_cmd::run(rest),
        "perft" => perft_cmd::run(rest),
        "solve" => solve_cmd::run(rest),
        "match" => match_cmd::run(rest),
        "bench" => bench_cmd::run(rest),
        "positions" => positions_cmd::run(rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        other => Err(CliError(format!("unknown command {other:?}\n\n{USAGE}"))),
    }
}

/// Parses a number argument, naming it in the error.
pub(crate) fn parse_num<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, CliError> {
    text.parse()
        .map_err(|_| CliError(format!("{what}: {text:?} is not a valid number")))
}
