//! The `ethello` command line (native only): the arguments, parsed by clap from the types below, and
//! one module per subcommand.
//!
//! Each subcommand takes its own typed arguments and returns `Result<(), CliError>`; only `main`
//! turns an error into a message on stderr and a non-zero exit code. Usage, `--help` for every
//! subcommand and the messages for bad arguments are generated from the doc comments here and in
//! each command's module.
//!
//! This module declares the commands, re-exports and dispatches; what the commands share (the
//! error, the protocols' player arguments) lives in the leaf `args`, so the
//! commands never import this module and it imports them one way.
#![cfg(not(target_arch = "wasm32"))]
#![deny(missing_docs)]

mod archive_cmd;
mod args;
mod bench_cmd;
mod clock;

pub use args::{CliError, LevelArgs, WORKER_TABLE_MB};
pub use clock::Clock;
/// The protocol readers, for the fuzzer (`ethello-fuzz`): the engine protocol's lines, NBoard's
/// commands and, on the other side, an NBoard engine's answers.
pub use engine_cmd::{format_turn, parse_turn, Setup as EngineSetup};
pub use nboard_client::NboardLink;
pub use nboard_cmd::serve as serve_nboard;
mod drills_cmd;
mod engine_cmd;
mod eval_cmd;
mod explain_cmd;
pub mod input;
mod ladder_cmd;
mod match_cmd;
mod nboard_client;
mod nboard_cmd;
pub mod parity_drills;
mod perft_cmd;
mod play_cmd;
mod positions_cmd;
pub mod progress;
mod puzzles_cmd;
mod review_cmd;
mod serve_cmd;
mod simulate;
mod solve_cmd;
mod study_cmd;

use clap::{Parser, Subcommand};

/// The E-Thello Othello engine on the command line.
///
/// Players (for play and match): random, greedy, dubya, mike, willy, level:N (Slick Willy's levels,
/// 1 to the top, which is willy), depth:N (the full engine to N plies), time:MS (the full engine
/// with MS milliseconds a move). Positions are 64 characters a1, b1,
/// ..., h8 (X black, O white, - empty), a space and the side to move (X or O); the files that
/// solve, eval and study read may also hold any position or game the page opens (its position).
#[derive(Debug, Parser)]
#[command(name = "ethello", version, arg_required_else_help = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// A game in the terminal, a human or any player on either side.
    Play(play_cmd::Options),
    /// The tournament protocol on stdin/stdout: first line `game B|W DEPTH MOVE_MS GAME_MS`, then
    /// moves as `ROW COL` (0-based, row first) or `pass`.
    Engine(LevelArgs),
    /// The NBoard protocol on stdin/stdout, for Othello GUIs.
    Nboard(LevelArgs),
    /// Count the leaves N plies deep (the standard perft), with the speed.
    Perft(perft_cmd::Args),
    /// The exact score and best move of each position in a file.
    Solve(solve_cmd::Args),
    /// The analysis board's study of each position in a file (as the page runs it): the time to
    /// the best move's exact value, to every move's, and the depth after 1, 5 and 10 s.
    Study(study_cmd::Args),
    /// Engine against engine from varied openings, colours swapped; an external engine speaking
    /// NBoard plays as "nboard:PROGRAM ARGS".
    Match(match_cmd::Args),
    /// Slick Willy's levels, each against the one below (level 1 against Iron Mike): a markdown
    /// table of scores, Elo, depth and time a move.
    Ladder(ladder_cmd::Args),
    /// The engine's score of each position in a file: the static evaluation (depth 0), a search to
    /// a depth, or Willy's timed search; errors against known scores.
    Eval(eval_cmd::Args),
    /// Why a move is worse than another (the best by default): the reasons in English, the
    /// refutation line with its key ply, where the evaluation sees the loss; `--json` as data.
    Explain(explain_cmd::Args),
    /// Reason drills: build their file from the archive (positions where one reason explains at
    /// least 70 % of the loss between two moves), or explain them again.
    #[command(subcommand)]
    Drills(drills_cmd::Action),
    /// The engine's review of a game (as the page's Analyse): every move's loss against the best
    /// move, each side's biggest mistakes, the time taken.
    Review(review_cmd::Args),
    /// Perft, FFO #40-#49 solve times and midgame depth in 1 s, as markdown (BENCHMARKS.md).
    Bench(bench_cmd::Args),
    /// Endgame positions for `solve`: from WTHOR archives (with their exact scores) or from seeded
    /// random play.
    #[command(subcommand)]
    Positions(positions_cmd::Source),
    /// Puzzles from real games: build the puzzle file from WTHOR archives, re-prove it, count it.
    #[command(subcommand)]
    Puzzles(puzzles_cmd::Action),
    /// The online games' server and the release site, on 127.0.0.1 (docs/online.md); prints the
    /// address it listens on and serves until Ctrl+C.
    Serve(serve_cmd::Args),
    /// The tournament archive (WTHOR, 1977-2018): build its file, a position's moves and results,
    /// the games of a player or a position, export as transcripts or GGF.
    #[command(subcommand)]
    Archive(archive_cmd::Action),
}

/// Runs a parsed command line.
///
/// # Errors
/// A [`CliError`] that says what was wrong with the input, or an i/o failure.
pub fn run(cli: Cli) -> Result<(), CliError> {
    let prints_only = !matches!(
        cli.command,
        Command::Play(_)
            | Command::Engine(_)
            | Command::Nboard(_)
            | Command::Match(_)
            | Command::Serve(_)
    );
    if prints_only {
        end_quietly_on_closed_pipe();
    }
    match cli.command {
        Command::Play(options) => play_cmd::run(&options),
        Command::Engine(args) => engine_cmd::run(&args),
        Command::Nboard(args) => nboard_cmd::run(&args),
        Command::Perft(args) => perft_cmd::run(&args),
        Command::Solve(args) => solve_cmd::run(&args),
        Command::Study(args) => study_cmd::run(&args),
        Command::Match(args) => match_cmd::run(&args),
        Command::Ladder(args) => ladder_cmd::run(&args),
        Command::Eval(args) => eval_cmd::run(&args),
        Command::Drills(action) => drills_cmd::run(&action),
        Command::Explain(args) => explain_cmd::run(&args),
        Command::Review(args) => review_cmd::run(&args),
        Command::Bench(args) => bench_cmd::run(&args),
        Command::Positions(source) => positions_cmd::run(&source),
        Command::Puzzles(action) => puzzles_cmd::run(&action),
        Command::Serve(args) => serve_cmd::run(&args),
        Command::Archive(action) => archive_cmd::run(&action),
    }
}

/// Lets a command that only prints end quietly when its reader goes away (`ethello solve f | head`),
/// as Unix tools do: Rust ignores SIGPIPE, so the next print would panic instead. Not for the
/// commands that talk to a program over pipes (`match` reports an engine that died as an error).
fn end_quietly_on_closed_pipe() {
    #[cfg(target_os = "linux")]
    // SAFETY: restoring a signal's default action has no preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn parse(line: &str) -> Result<Cli, clap::Error> {
        Cli::try_parse_from(std::iter::once("ethello").chain(line.split_whitespace()))
    }

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn bad_arguments_are_refused_with_a_reason() {
        let err = |line| parse(line).unwrap_err().to_string();
        assert!(err("perft").contains("<DEPTH>"), "{}", err("perft"));
        assert!(err("perft nine").contains("invalid value 'nine'"));
        assert!(err("match willy nobody").contains("\"nobody\" is not a player"));
        assert!(err("play --colour black").contains("unexpected argument '--colour'"));
        assert!(err("engine extra").contains("unexpected argument 'extra'"));
        assert!(err("engine --level 0").contains("0 is not in 1..=12"));
        assert!(err("nboard --level 13").contains("13 is not in 1..=12"));
        assert!(err("match level:0 mike").contains("level:1 to level:12"));
        assert!(err("frobnicate").contains("unrecognized subcommand 'frobnicate'"));
        assert!(err("solve --hash-mb 0 f.txt").contains("0 is not in 1..=65536"));
        assert!(err("solve --hash-mb lots f.txt").contains("invalid value 'lots'"));
        assert!(err("solve --threads 0 f.txt").contains("0 is not in 1..=64"));
    }

    /// The arguments of a `solve` command line.
    fn solve_args(line: &str) -> solve_cmd::Args {
        match parse(line).unwrap().command {
            Command::Solve(args) => args,
            _ => panic!("{line}: not solve"),
        }
    }

    #[test]
    fn solve_takes_a_table_size_and_defaults_to_64_mb() {
        assert_eq!(solve_args("solve f.txt").hash_mb, 64);
        assert_eq!(solve_args("solve --hash-mb 512 f.txt").hash_mb, 512);
    }

    #[test]
    fn solve_runs_on_one_thread_unless_told() {
        assert_eq!(solve_args("solve f.txt").threads, 1);
        assert_eq!(solve_args("solve --threads 2 f.txt").threads, 2);
    }

    #[test]
    fn solve_takes_split_workers_shared_threads_or_simulated_cores() {
        assert_eq!(
            solve_args("solve --shared-threads 2 f.txt").shared_threads,
            Some(2)
        );
        assert_eq!(
            solve_args("solve --simulate 1,2,4,8 f.txt").simulate,
            [1, 2, 4, 8]
        );
        let err = |line| parse(line).unwrap_err().to_string();
        assert!(err("solve --threads 2 --shared-threads 2 f.txt").contains("cannot be used with"));
        assert!(err("solve --simulate 2 --threads 2 f.txt").contains("cannot be used with"));
        assert!(err("eval --simulate 2 --time-ms 5 f.txt").contains("cannot be used with"));
    }

    #[test]
    fn play_options_are_checked() {
        use play_cmd::Side;
        assert!(parse("play --black nobody").is_err());
        assert!(parse("play --white").is_err());
        assert!(parse("play --colour black").is_err());
        let cli = parse("play --black depth:3 --white human --time-ms 50").unwrap();
        let Command::Play(o) = cli.command else {
            panic!("not play: {cli:?}")
        };
        assert_eq!(o.black, Side::Computer(ethello_engine::Player::Depth(3)));
        assert_eq!((o.white, o.time_ms, o.seed), (Side::Human, 50, None));
    }

    #[test]
    fn every_subcommand_has_help() {
        for name in [
            "play", "engine", "nboard", "perft", "solve", "study", "match", "ladder", "bench",
        ] {
            let e = parse(&format!("{name} --help")).unwrap_err();
            assert_eq!(e.kind(), clap::error::ErrorKind::DisplayHelp, "{name}");
            assert!(e.to_string().contains("Usage: ethello "), "{name}: {e}");
        }
    }
}
