//! `ethello match A B [--games N] [--seed S] [--time-ms MS]`: engine against engine.
//!
//! A contestant is one of the built-in players or an external engine that speaks NBoard, given as
//! `nboard:PROGRAM ARGS` (for example `"nboard:./old/ethello nboard"`, a Willy built from an older
//! commit). The games start from varied openings: for each pair of games, [`OPENING_PLIES`] random
//! legal moves from the seed; the opening is played twice, A taking black in the first game and white
//! in the second, so neither side profits from a lucky opening. An external engine receives the
//! opening as the game's first moves (`set game`), so its book sees a real game.
//!
//! Time: `--time-ms` is Slick Willy's time per move (and `time:MS` players' own); an external engine
//! gets a game clock of that much for each move it may have to make ([`MOVES_PER_SIDE`]), so both sides
//! have the same time in all. With `--game-clock`, a built-in Willy gets the same game clock (what a
//! move leaves unused goes to later ones, and hard moves take more: `game_budget_ms`) instead of a
//! fixed time per move. The mean time each side really used per move, its longest move, and the games
//! in which a side overran its game clock are printed at the end.
//! Each built-in player has its own [`Brain`] per game, seeded from the seed and the game number, so a
//! match is reproducible except for time-limited players (their depth depends on the machine's speed).
//!
//! Output: one line per game, a table of results by colour, the time used, and the last line exactly
//! `A vs B: W-D-L for A, P%` (draws count half, P with one decimal).

use std::fmt;
use std::str::FromStr;

use super::clock::{game_budget_ms, Clock};
use super::nboard_client::NboardEngine;
use super::CliError;
use crate::engine::search::Limits;
use crate::engine::{Brain, Color, Game, Move, Player, Rng};

/// Random moves that open each pair of games.
pub const OPENING_PLIES: u32 = 6;
/// Moves one side makes after the opening, at most: an external engine's clock is this many moves.
pub const MOVES_PER_SIDE: u64 = (60 - OPENING_PLIES as u64).div_ceil(2);

/// One side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// A player of this engine.
    Builtin(Player),
    /// An external engine speaking NBoard: its program and arguments.
    Nboard(String),
}

impl FromStr for Contestant {
    type Err = String;
    fn from_str(text: &str) -> Result<Contestant, String> {
        match text.strip_prefix("nboard:").map(str::trim) {
            Some("") => Err("nboard: needs a program, as in nboard:./ethello nboard".into()),
            Some(command) => Ok(Contestant::Nboard(command.to_string())),
            None => text
                .parse()
                .map(Contestant::Builtin)
                .map_err(|e| format!("{e}, or nboard:PROGRAM ARGS")),
        }
    }
}

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contestant::Builtin(player) => write!(f, "{player}"),
            Contestant::Nboard(command) => write!(f, "nboard:{command}"),
        }
    }
}

/// The arguments of `ethello match`: a match's settings.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The first player (random, greedy, dubya, mike, willy, depth:N, time:MS, or
    /// "nboard:PROGRAM ARGS" for an external engine); the results are his.
    a: Contestant,
    /// The second player, as the first.
    b: Contestant,
    /// Games to play (an even number plays every opening with both colours).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u32,
    /// The seed of the openings and of the players' random choices.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Slick Willy's time per move, in milliseconds (an external engine's clock is as much a move).
    #[arg(long = "time-ms", value_name = "MS", default_value_t = 1000)]
    willy_ms: u64,
    /// A built-in Willy plays on a game clock (`--time-ms` for each move he may have to make), as an
    /// external engine does, rather than with `--time-ms` for each move.
    #[arg(long)]
    game_clock: bool,
}

/// A contestant ready to play: a built-in player, or a running external engine.
enum Seat {
    Builtin(Player),
    Nboard(Box<NboardEngine>),
}

impl Seat {
    fn start(contestant: &Contestant) -> Result<Seat, CliError> {
        Ok(match contestant {
            Contestant::Builtin(player) => Seat::Builtin(*player),
            Contestant::Nboard(command) => Seat::Nboard(Box::new(NboardEngine::start(command)?)),
        })
    }
}

/// Results for player A, split by A's colour (0 = black, 1 = white), and the time each contestant
/// (0 = A, 1 = B) used.
#[derive(Default)]
struct Tally {
    wdl: [[u32; 3]; 2],
    margin: [i64; 2],
    used_ms: [u64; 2],
    moves: [u64; 2],
    /// The longest move of each contestant, in milliseconds.
    longest_ms: [u64; 2],
    /// Games in which a contestant used more than its game clock (`--time-ms` a move).
    overran: [u32; 2],
}

impl Tally {
    fn add(&mut self, colour: usize, a_score: i32) {
        let k = match a_score.cmp(&0) {
            std::cmp::Ordering::Greater => 0,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 2,
        };
        self.wdl[colour][k] += 1;
        self.margin[colour] += i64::from(a_score);
    }

    fn total(&self) -> [u32; 3] {
        let [a, b] = self.wdl;
        [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
    }
}

/// Runs the command; see the module doc.
///
/// # Errors
/// An external engine cannot be started, stops answering or plays an illegal move.
pub fn run(s: &Args) -> Result<(), CliError> {
    let mut seats = [Seat::start(&s.a)?, Seat::start(&s.b)?];
    let mut tally = Tally::default();
    for game in 0..s.games {
        let opening = opening(s.seed.wrapping_add((game / 2) as u64));
        let a_black = game % 2 == 0;
        let black_score = play_game(s, &mut seats, &mut tally, opening, a_black, game)?;
        let a_score = if a_black { black_score } else { -black_score };
        tally.add(usize::from(!a_black), a_score);
        let (black, white) = if a_black { (&s.a, &s.b) } else { (&s.b, &s.a) };
        println!(
            "game {:>4}: {black} black, {white} white: {a_score:+} for {}",
            game + 1,
            s.a
        );
    }
    print_table(s, &tally);
    Ok(())
}

/// The game after [`OPENING_PLIES`] random legal moves from the start (fewer if the game ends).
fn opening(seed: u64) -> Game {
    let mut rng = Rng::new(seed ^ 0x5eed_0f0e_ce11_0000);
    let mut game = Game::new();
    for _ in 0..OPENING_PLIES {
        let moves = game.position().board.legal_moves().0;
        if moves == 0 {
            break;
        }
        let sq = crate::engine::Bitboard(rng.pick_bit(moves))
            .first()
            .expect("a move");
        game.play(sq).expect("a legal move");
    }
    game
}

/// Plays one game on from `game`; returns black's final score.
fn play_game(
    s: &Args,
    seats: &mut [Seat; 2],
    tally: &mut Tally,
    mut game: Game,
    a_black: bool,
    number: u32,
) -> Result<i32, CliError> {
    let base = s
        .seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(number) * 2);
    let mut brains = [Brain::new(base), Brain::new(base + 1)];
    let mut move_ms = vec![0; game.moves().len()];
    let clock_ms = s.willy_ms * MOVES_PER_SIDE;
    let mut game_used = [0u64; 2];
    while !game.is_over() {
        let side = game.position().side;
        // Seat 0 is A; A plays black when `a_black`.
        let who = usize::from((side == Color::Black) != a_black);
        let (mv, ms) = match &mut seats[who] {
            Seat::Builtin(player) => {
                let mut clock = Clock::new();
                let board = game.position().board;
                let willy = if s.game_clock {
                    let left = clock_ms.saturating_sub(game_used[who]);
                    let (usual, longest) = game_budget_ms(left, board.empties().count());
                    Limits::game(usual, longest)
                } else {
                    Limits::time(s.willy_ms)
                };
                let report = brains[side as usize].choose(*player, board, &willy, &mut clock);
                (report.best, clock.ms())
            }
            Seat::Nboard(engine) => engine.choose(&game, &move_ms, clock_ms)?,
        };
        let contestant = if who == 0 { &s.a } else { &s.b };
        let Move::Play(sq) = mv else {
            return Err(CliError(format!(
                "match: {contestant} passed with a legal move"
            )));
        };
        let played = game
            .play(sq)
            .map_err(|e| CliError(format!("match: {contestant} played {sq}: {e}")))?;
        move_ms.push(ms);
        move_ms.extend(played.passed.map(|_| 0));
        game_used[who] += ms;
        tally.used_ms[who] += ms;
        tally.moves[who] += 1;
        tally.longest_ms[who] = tally.longest_ms[who].max(ms);
    }
    for (who, used) in game_used.iter().enumerate() {
        tally.overran[who] += u32::from(*used > clock_ms);
    }
    let pos = game.position();
    let score = pos.board.final_score();
    Ok(if pos.side == Color::Black {
        score
    } else {
        -score
    })
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
    let mean = |i: usize| t.used_ms[i] as f64 / t.moves[i].max(1) as f64;
    println!();
    println!(
        "mean time a move: {} {:.0} ms, {} {:.0} ms",
        s.a,
        mean(0),
        s.b,
        mean(1)
    );
    println!(
        "longest move: {} {} ms, {} {} ms; games over the clock ({} ms): {} {}, {} {}",
        s.a,
        t.longest_ms[0],
        s.b,
        t.longest_ms[1],
        s.willy_ms * MOVES_PER_SIDE,
        s.a,
        t.overran[0],
        s.b,
        t.overran[1]
    );
    let [w, d, l] = t.total();
    let pct = 100.0 * (w as f64 + d as f64 / 2.0) / ((w + d + l).max(1) as f64);
    println!();
    println!("{} vs {}: {w}-{d}-{l} for {}, {pct:.1}%", s.a, s.b, s.a);
}
