//! `ethello bench`: the figures in BENCHMARKS.md, printed as markdown.
//!
//! 1. perft(10) and perft(11) from the start position: leaves per second of the move generator.
//! 2. The FFO endgame tests #40-#49 solved exactly: score, best move, nodes, time, nodes per second.
//! 3. The midgame search: the deepest iteration completed in 1 s from a few typical positions after
//!    20 moves (seeded random openings continued by a 2-ply engine, so the run is reproducible).
//!
//! Single-threaded. Times are wall-clock: run it on an idle machine.

use super::clock::Clock;
use super::solve_cmd::{solve_position, SOLVE_HASH_MB};
use super::CliError;
use crate::engine::search::{Limits, Quiet, Search};
use crate::engine::{perft, Bitboard, Board, Position, Rng};

/// The FFO #40-#59 test positions (format in the file's header).
const FFO: &str = include_str!("../../tests/data/ffo40-59.txt");

/// Time per midgame position, milliseconds.
const MIDGAME_MS: u64 = 1000;

/// Runs the command; `--no-ffo` skips the endgame part.
pub fn run(args: &[String]) -> Result<(), CliError> {
    let ffo = match args {
        [] => true,
        [flag] if flag == "--no-ffo" => false,
        _ => return Err(CliError("bench: usage: ethello bench [--no-ffo]".into())),
    };
    perft_part();
    if ffo {
        ffo_part()?;
    }
    midgame_part();
    Ok(())
}

fn perft_part() {
    println!("### Perft\n\n| depth | leaves | time (s) | leaves/s |\n|---:|---:|---:|---:|");
    for depth in [10, 11] {
        let clock = Clock::new();
        let n = perft(Board::start(), depth);
        let s = clock.seconds();
        println!("| {depth} | {n} | {s:.3} | {:.1} M |", n as f64 / s / 1e6);
    }
    println!();
}

fn ffo_part() -> Result<(), CliError> {
    println!("### FFO endgame #40-#49 (exact)\n");
    println!("| id | empties | score | best | nodes | time (s) | nodes/s |");
    println!("|---|---:|---:|---|---:|---:|---:|");
    let mut search = Search::new(SOLVE_HASH_MB);
    let (mut nodes, mut secs) = (0u64, 0f64);
    for line in FFO.lines().filter(|l| !l.starts_with('#')).take(10) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let pos = Position::from_parts(f[0], f[1]).map_err(|e| CliError(format!("bench: {e}")))?;
        let s = solve_position(&mut search, pos);
        let r = &s.report;
        let ok = if r.score.to_string() == f[2].trim_start_matches('+') {
            ""
        } else {
            " WRONG"
        };
        println!(
            "| {} | {} | {:+}{ok} | {} | {} | {:.2} | {:.1} M |",
            f[5],
            f[4],
            r.score,
            r.best,
            r.nodes,
            s.seconds,
            r.nodes as f64 / s.seconds.max(1e-9) / 1e6
        );
        nodes += r.nodes;
        secs += s.seconds;
    }
    println!(
        "| total | | | | {nodes} | {secs:.2} | {:.1} M |\n",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}

fn midgame_part() {
    println!("### Midgame: depth completed in {MIDGAME_MS} ms\n");
    println!("| position (after 20 moves) | depth | nodes | nodes/s |\n|---|---:|---:|---:|");
    for seed in 1..=4 {
        let pos = typical_position(seed);
        let mut search = Search::new(64);
        let mut clock = Clock::new();
        let r = search.run(pos.board, &Limits::time(MIDGAME_MS), &mut clock);
        let s = clock.seconds();
        println!(
            "| `{pos}` | {} | {} | {:.1} M |",
            r.depth,
            r.nodes,
            r.nodes as f64 / s.max(1e-9) / 1e6
        );
    }
    println!();
}

/// A reproducible position after 20 moves: 6 random moves, then a 2-ply engine for both sides.
pub fn typical_position(seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    let mut pos = Position::start();
    let mut search = Search::new(1);
    for ply in 0..20 {
        let moves = pos.board.legal_moves();
        let Some(first) = moves.first() else { break };
        let sq = if ply < 6 {
            Bitboard(rng.pick_bit(moves.0)).first().unwrap_or(first)
        } else {
            match search.run(pos.board, &Limits::depth(2), &mut Quiet).best {
                crate::engine::Move::Play(sq) => sq,
                crate::engine::Move::Pass => first,
            }
        };
        pos = pos
            .play(crate::engine::Move::Play(sq))
            .expect("a legal move");
        if !pos.board.can_move() && !pos.board.is_game_over() {
            pos = pos.play(crate::engine::Move::Pass).expect("a forced pass");
        }
    }
    pos
}
