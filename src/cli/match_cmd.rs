//! `ethello match A B [--games N] [--seed S] [--time-ms MS]`: engine against engine.
//!
//! The games start from varied openings: for each pair of games, [`OPENING_PLIES`] random legal moves
//! from the seed; the opening is played twice, A taking black in the first game and white in the
//! second, so neither side profits from a lucky opening. `--time-ms` is Slick Willy's time per move.
//! Each player has its own [`Brain`] per game, seeded from the seed and the game number, so a match is
//! reproducible except for time-limited players (their depth depends on the machine's speed).
//!
//! Output: one line per game, a table of results by colour, and the last line exactly
//! `A vs B: W-D-L for A, P%` (draws count half, P with one decimal).

use super::clock::Clock;
use super::CliError;
use crate::engine::{Board, Brain, Color, Move, Player, Rng};

/// Random moves that open each pair of games.
pub const OPENING_PLIES: u32 = 6;

/// The arguments of `ethello match`: a match's settings.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The first player (random, greedy, dubya, mike, willy, depth:N, time:MS); the results are his.
    a: Player,
    /// The second player.
    b: Player,
    /// Games to play (an even number plays every opening with both colours).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u32,
    /// The seed of the openings and of the players' random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Slick Willy's time per move, in milliseconds.
    #[arg(long = "time-ms", value_name = "MS", default_value_t = 1000)]
    willy_ms: u64,
}

/// Wins, draws, losses and disc margin for player A, split by A's colour (0 = black, 1 = white).
#[derive(Default)]
struct Tally {
    wdl: [[u32; 3]; 2],
    margin: [i64; 2],
}

impl Tally {
    fn add(&mut self, colour: usize, a_score: i32) {
        let k = match a_score.cmp(&0) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 2,
        };
        self.wdl[colour][k] += 1;
        self.margin[colour] += a_score as i64;
    }

    fn total(&self) -> [u32; 3] {
        [0, 1, 2].map(|k| self.wdl[0][k] + self.wdl[1][k])
    }
}

/// Runs the command; see the module doc.
///
/// # Errors
/// A player fails to move (never for the built-in players).
pub fn run(s: &Args) -> Result<(), CliError> {
    let mut tally = Tally::default();
    for game in 0..s.games {
        let opening = opening(s.seed.wrapping_add((game / 2) as u64));
        let a_black = game % 2 == 0;
        let black_score = play_game(s, opening, a_black, game)?;
        let a_score = if a_black { black_score } else { -black_score };
        tally.add(usize::from(!a_black), a_score);
        println!(
            "game {:>4}: {} black, {} white: {:+} for {}",
            game + 1,
            if a_black { s.a } else { s.b },
            if a_black { s.b } else { s.a },
            a_score,
            s.a
        );
    }
    print_table(s, &tally);
    Ok(())
}

/// The board after [`OPENING_PLIES`] random legal moves from the start (fewer if the game ends).
fn opening(seed: u64) -> Board {
    let mut rng = Rng::new(seed ^ 0x5eed_0f0e_ce11_0000);
    let mut b = Board::start();
    for _ in 0..OPENING_PLIES {
        let moves = b.legal_moves().0;
        if moves == 0 {
            break;
        }
        let sq = crate::engine::Bitboard(rng.pick_bit(moves))
            .first()
            .expect("a move");
        b = b.play_unchecked(sq);
        if !b.can_move() {
            b = b.pass();
        }
    }
    b
}

/// Plays one game from `start` (black to move when the opening has an even length); returns black's
/// final score.
fn play_game(s: &Args, start: Board, a_black: bool, game: u32) -> Result<i32, CliError> {
    let (black, white) = if a_black { (s.a, s.b) } else { (s.b, s.a) };
    let base = s.seed.wrapping_mul(1_000_003).wrapping_add(game as u64 * 2);
    let mut brains = [Brain::new(base), Brain::new(base + 1)];
    let black_to_move = start.disc_count().is_multiple_of(2);
    let mut side = if black_to_move {
        Color::Black
    } else {
        Color::White
    };
    let mut board = start;
    while !board.is_game_over() {
        let (player, brain) = match side {
            Color::Black => (black, &mut brains[0]),
            Color::White => (white, &mut brains[1]),
        };
        let report = brain.choose(player, board, s.willy_ms, &mut Clock::new());
        board = board
            .play_move(report.best)
            .map_err(|e| CliError(format!("match: {player} played {}: {e}", report.best)))?;
        if report.best == Move::Pass || board.can_move() || board.is_game_over() {
            side = side.opposite();
        } else {
            // The next side has no move: it passes now.
            board = board.pass();
        }
    }
    let score = board.final_score();
    Ok(if side == Color::Black { score } else { -score })
}

fn print_table(s: &Args, t: &Tally) {
    println!();
    println!(
        "| {} as | games | wins | draws | losses | avg margin |",
        s.a
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (c, name) in ["black", "white"].iter().enumerate() {
        let [w, d, l] = t.wdl[c];
        let n = (w + d + l).max(1);
        println!(
            "| {name} | {} | {w} | {d} | {l} | {:+.1} |",
            w + d + l,
            t.margin[c] as f64 / n as f64
        );
    }
    let [w, d, l] = t.total();
    let pct = 100.0 * (w as f64 + d as f64 / 2.0) / ((w + d + l).max(1) as f64);
    println!();
    println!("{} vs {}: {w}-{d}-{l} for {}, {pct:.1}%", s.a, s.b, s.a);
}
