//! `ethello match A B [--games N] [--seed S | --seeds LIST] [--time-ms MS]`: engine against engine.
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
//! move leaves unused goes to later ones, and hard moves take more: [`TimeControl::Referee`], the
//! engine's clock policy as the protocols and the page use it) instead of his time setting
//! ([`TimeControl::Average`]); `--clock-ms` sets that game clock outright (`--clock-ms 60000`: a
//! one-minute game). The mean time each side really used per move, its longest move, the games in
//! which a side overran its game clock and the least time a side had left at the end of a game are
//! printed at the end.
//! Each built-in player has its own engine [`Session`] per game, seeded from the seed and the game
//! number, so a match is reproducible except for time-limited players (their depth depends on the
//! machine's speed).
//!
//! `--threads N` puts the built-in players' full engine on N workers each (the split search, each
//! worker with its own table); `--threads-a N` sets the first player's alone.
//!
//! `--seeds 1-5,8` plays `--games` games from each seed's openings in turn: one result is not
//! worth much (20 games have a standard error of about 9 points), so a match over several seeds
//! prints each seed's score and the whole match's standard error.
//!
//! Output: one line per game (with `--transcripts`, and one with its moves), a line per seed (with
//! `--seeds`), a table of results by colour, the time used, the score with its standard error, and
//! the last line exactly `A vs B: W-D-L for A, P%` (draws count half, P with one decimal) over all
//! the games. On a terminal, a progress bar on standard error counts the games over all the seeds
//! ([`super::progress`]).

use std::fmt;
use std::str::FromStr;

use super::args::{CliError, WORKER_TABLE_MB};
use super::clock::Clock;
use super::nboard_client::NboardEngine;
use super::progress::{self, ProgressBar};
use ethello_engine::{random_play, Color, Game, Move, Player, Rng, Session, TimeControl};

/// Random moves that open each pair of games.
pub const OPENING_PLIES: u32 = 6;
/// Opening streams a seed owns: pair `k` of seed `s` is stream `s * OPENING_STREAMS + k`.
const OPENING_STREAMS: u64 = 1 << 20;
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

/// The seeds of a match over several seeds: `1-5,8` is 1, 2, 3, 4, 5 and 8, in that order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seeds(pub Vec<u64>);

impl FromStr for Seeds {
    type Err = String;
    fn from_str(text: &str) -> Result<Seeds, String> {
        let number = |t: &str| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("{t:?} is not a seed (a whole number) in {text:?}"))
        };
        let mut seeds = Vec::new();
        for part in text.split(',') {
            match part.split_once('-') {
                Some((from, to)) => {
                    let (from, to) = (number(from)?, number(to)?);
                    if from > to || to - from >= MAX_SEEDS {
                        return Err(format!("{part:?} is not a range of seeds like 1-5"));
                    }
                    seeds.extend(from..=to);
                }
                None => seeds.push(number(part)?),
            }
        }
        if seeds.len() as u64 > MAX_SEEDS {
            return Err(format!("{text:?} lists more than {MAX_SEEDS} seeds"));
        }
        Ok(Seeds(seeds))
    }
}

/// The most seeds one match takes (a guard against a typo like `1-1000000`).
const MAX_SEEDS: u64 = 1000;

/// The arguments of `ethello match`: a match's settings.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The first player (random, greedy, dubya, mike, willy, level:N, depth:N, time:MS, or
    /// "nboard:PROGRAM ARGS" for an external engine); the results are his.
    a: Contestant,
    /// The second player, as the first.
    b: Contestant,
    /// Games to play (an even number plays every opening with both colours).
    #[arg(long, value_name = "N", default_value_t = 20)]
    games: u32,
    /// The seed of the openings and of the players' random choices.
    #[arg(long, value_name = "S", default_value_t = 1, conflicts_with = "seeds")]
    seed: u64,
    /// Several seeds, `--games` games from each: a list of seeds and ranges such as `1-5,8`.
    #[arg(long, value_name = "LIST")]
    seeds: Option<Seeds>,
    /// Slick Willy's time per move, in milliseconds (an external engine's clock is as much a move).
    #[arg(long = "time-ms", value_name = "MS", default_value_t = 1000)]
    willy_ms: u64,
    /// A built-in Willy plays on a game clock (`--time-ms` for each move he may have to make), as an
    /// external engine does, rather than with `--time-ms` for each move.
    #[arg(long)]
    game_clock: bool,
    /// Each side's game clock in milliseconds, in place of `--time-ms` for each move a side may
    /// have to make (`--clock-ms 60000`: a one-minute game).
    #[arg(long = "clock-ms", value_name = "MS", requires = "game_clock")]
    clock_ms: Option<u64>,
    /// After each game's line, print its moves from the start (opening included) as `  moves:
    /// f5d6c3...`, as `ethello review` reads them.
    #[arg(long)]
    transcripts: bool,
    /// No line per game or per seed (for `ethello ladder`, which prints only its table).
    #[arg(skip)]
    quiet: bool,
    /// The built-in players' full engine (Willy, time:MS, depth:N) searches on this many workers,
    /// each with its own table (the split search).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    threads: u32,
    /// Workers for the first player only, overriding --threads (to weigh N workers against one).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    threads_a: Option<u32>,
}

impl Args {
    /// The seeds to play, in order: `--seeds`, or `--seed` alone.
    pub fn seeds(&self) -> Vec<u64> {
        self.seeds
            .clone()
            .map_or_else(|| vec![self.seed], |Seeds(v)| v)
    }

    /// Each side's game clock: `--clock-ms`, else `--time-ms` for each move a side may have to
    /// make ([`MOVES_PER_SIDE`]).
    pub fn clock_ms(&self) -> u64 {
        self.clock_ms.unwrap_or(self.willy_ms * MOVES_PER_SIDE)
    }

    /// A quiet match of two built-in players, `games` from each of `seeds`, Willy at `willy_ms` a
    /// move (for `ethello ladder`).
    pub fn quiet(a: Player, b: Player, games: u32, seeds: Seeds, willy_ms: u64) -> Args {
        Args {
            a: Contestant::Builtin(a),
            b: Contestant::Builtin(b),
            games,
            seed: 1,
            seeds: Some(seeds),
            willy_ms,
            game_clock: false,
            clock_ms: None,
            transcripts: false,
            quiet: true,
            threads: 1,
            threads_a: None,
        }
    }
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
pub struct Tally {
    wdl: [[u32; 3]; 2],
    margin: [i64; 2],
    used_ms: [u64; 2],
    moves: [u64; 2],
    /// The depths the built-in contestants' reports gave, added up (an exact solve counts its
    /// empties, a book move 0).
    depths: [u64; 2],
    /// The longest move of each contestant, in milliseconds.
    longest_ms: [u64; 2],
    /// Games in which a contestant used more than its game clock ([`Args::clock_ms`]).
    overran: [u32; 2],
    /// The least time a contestant had left on its game clock at the end of a game, in
    /// milliseconds (negative: it overran); `None` before the first game.
    least_left_ms: [Option<i64>; 2],
    /// By contestant and phase ([`phase`]), the time and the number of the moves a built-in
    /// contestant searched (not its book's, nor its forced passes).
    phase_ms: [[(u64, u64); 3]; 2],
    /// By contestant, the time and the number of its searched moves before the exact-solve horizon
    /// of `--time-ms` (the moves a time setting is an average over, see [`TimeControl::banks`]).
    banked_ms: [(u64, u64); 2],
    /// A's points in each game so far (1 a win, 0.5 a draw, 0 a loss).
    points: Vec<f64>,
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
        self.points.push(match k {
            0 => 1.0,
            1 => 0.5,
            _ => 0.0,
        });
    }

    fn total(&self) -> [u32; 3] {
        let [a, b] = self.wdl;
        [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
    }

    /// A's score (0 to 1; draws count half) and one standard error.
    pub fn score(&self) -> (f64, f64) {
        (mean(&self.points), standard_error(&self.points))
    }

    /// The games played.
    pub fn games(&self) -> usize {
        self.points.len()
    }

    /// The mean time a move of contestant `who` (0 = A, 1 = B), in milliseconds.
    /// Counts a move that `who` searched at `ply` in `ms` (`banked`: before the solve horizon).
    fn searched(&mut self, who: usize, ply: usize, banked: bool, ms: u64) {
        let slot = &mut self.phase_ms[who][phase(ply)];
        *slot = (slot.0 + ms, slot.1 + 1);
        if banked {
            let b = &mut self.banked_ms[who];
            *b = (b.0 + ms, b.1 + 1);
        }
    }

    /// `who`'s time per searched move, as a percentage of `setting_ms`, by phase and then before
    /// the solve horizon (`-` where it searched no move).
    fn shares(&self, who: usize, setting_ms: u64) -> String {
        let pct = |(ms, n): (u64, u64)| match n {
            0 => "-".to_string(),
            n => format!("{:.0}%", 100.0 * ms as f64 / (n * setting_ms.max(1)) as f64),
        };
        let phases: Vec<String> = self.phase_ms[who].iter().map(|&p| pct(p)).collect();
        format!(
            "{}, before the solve {}",
            phases.join(" / "),
            pct(self.banked_ms[who])
        )
    }

    pub fn mean_ms(&self, who: usize) -> f64 {
        self.used_ms[who] as f64 / self.moves[who].max(1) as f64
    }

    /// The mean depth of contestant `who`'s moves (see `depths`).
    pub fn mean_depth(&self, who: usize) -> f64 {
        self.depths[who] as f64 / self.moves[who].max(1) as f64
    }
}

/// Runs the command; see the module doc.
///
/// # Errors
/// An external engine cannot be started, stops answering or plays an illegal move.
pub fn run(s: &Args) -> Result<(), CliError> {
    let bar = progress::bar(u64::from(s.games) * s.seeds().len() as u64, "games");
    let tally = play(s, &bar)?;
    bar.finish_and_clear();
    print_table(s, &tally);
    Ok(())
}

/// Plays the whole match: `--games` games from each seed; prints a line per game, and one per seed
/// with `--seeds`, unless quiet. `bar` counts the games (its lines are printed around it).
///
/// # Errors
/// As [`run`].
pub fn play(s: &Args, bar: &ProgressBar) -> Result<Tally, CliError> {
    let mut seats = [Seat::start(&s.a)?, Seat::start(&s.b)?];
    let mut tally = Tally::default();
    for seed in s.seeds() {
        let before = tally.points.len();
        if !s.quiet {
            bar.set_message(format!("seed {seed}"));
        }
        play_seed(s, seed, &mut seats, &mut tally, bar)?;
        if s.seeds.is_some() && !s.quiet {
            let seed_points = &tally.points[before..];
            bar.suspend(|| println!("seed {seed}: {}", score_text(seed_points)));
        }
    }
    Ok(tally)
}

/// Plays `--games` games from `seed`'s openings, each pair of games from one opening with colours
/// swapped.
fn play_seed(
    s: &Args,
    seed: u64,
    seats: &mut [Seat; 2],
    tally: &mut Tally,
    bar: &ProgressBar,
) -> Result<(), CliError> {
    for game in 0..s.games {
        let opening = opening(seed, game / 2);
        let a_black = game % 2 == 0;
        let played = play_game(s, seed, seats, tally, opening, a_black, game)?;
        let black_score = played.position().black_score();
        let a_score = if a_black { black_score } else { -black_score };
        tally.add(usize::from(!a_black), a_score);
        bar.inc(1);
        if s.quiet {
            continue;
        }
        let (black, white) = if a_black { (&s.a, &s.b) } else { (&s.b, &s.a) };
        bar.suspend(|| {
            println!(
                "game {:>4}: {black} black, {white} white: {a_score:+} for {}",
                game + 1,
                s.a
            );
            if s.transcripts {
                println!("  moves: {}", played.transcript());
            }
        });
    }
    Ok(())
}

/// `W-D-L, P%` for A over games worth `points` (1, 0.5 or 0 each).
fn score_text(points: &[f64]) -> String {
    let count = |p: f64| points.iter().filter(|&&x| x == p).count();
    let (w, d, l) = (count(1.0), count(0.5), count(0.0));
    format!("{w}-{d}-{l}, {:.1}%", 100.0 * mean(points))
}

/// The mean of `xs` (0 when empty).
fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len().max(1) as f64
}

/// One standard error of the mean of `xs`, from their sample deviation (0 for fewer than two).
fn standard_error(xs: &[f64]) -> f64 {
    let n = xs.len();
    if n < 2 {
        return 0.0;
    }
    let m = mean(xs);
    let var = xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / (n - 1) as f64;
    (var / n as f64).sqrt()
}

/// The game after [`OPENING_PLIES`] random legal moves from the start (fewer if the game ends), the
/// opening of game pair `pair` of `seed`. Every (seed, pair) has its own random stream, so the
/// openings of different seeds are independent (before, pair `k` of seed `s` was the opening of
/// `s + k`, and seeds 1 and 2 shared 9 of their 10 openings).
fn opening(seed: u64, pair: u32) -> Game {
    let stream = seed
        .wrapping_mul(OPENING_STREAMS)
        .wrapping_add(u64::from(pair));
    let mut rng = Rng::new(stream ^ 0x5eed_0f0e_ce11_0000);
    random_play::random_game(&mut rng, OPENING_PLIES as usize)
}

/// A built-in player's engine session for one game: `player`'s random choices seeded with `seed`,
/// his full engine on `workers` workers.
fn session(player: Player, seed: u64, workers: u32) -> Session {
    let mut session =
        Session::new(player)
            .with_seed(seed)
            .with_workers(workers as usize, WORKER_TABLE_MB, None);
    session.prepare();
    session
}

/// Plays one game on from `game`; returns the finished game.
fn play_game(
    s: &Args,
    seed: u64,
    seats: &mut [Seat; 2],
    tally: &mut Tally,
    mut game: Game,
    a_black: bool,
    number: u32,
) -> Result<Game, CliError> {
    let base = seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(number) * 2);
    // Sessions by colour; the contestant playing black is A when `a_black`.
    let workers = |black: bool| match black == a_black {
        true => s.threads_a.unwrap_or(s.threads),
        false => s.threads,
    };
    let seat_player = |black: bool| match &seats[usize::from(black != a_black)] {
        Seat::Builtin(player) => *player,
        Seat::Nboard(_) => Player::Random,
    };
    let (black, white) = (seat_player(true), seat_player(false));
    let mut sessions = [
        session(black, base, workers(true)),
        session(white, base + 1, workers(false)),
    ];
    let mut move_ms = vec![0; game.moves().len()];
    let clock_ms = s.clock_ms();
    let mut game_used = [0u64; 2];
    while !game.is_over() {
        let side = game.position().side;
        // Seat 0 is A; A plays black when `a_black`.
        let who = usize::from((side == Color::Black) != a_black);
        let ply = game.moves().len();
        let empties = game.position().board.empties().count();
        let (mv, ms, depth) = match &mut seats[who] {
            Seat::Builtin(_) => {
                let mut clock = Clock::new();
                let control = match s.game_clock {
                    true => TimeControl::Referee {
                        move_ms: None,
                        left_ms: Some(clock_ms.saturating_sub(game_used[who])),
                        depth: 60,
                    },
                    false => TimeControl::Average(s.willy_ms),
                };
                let engine = &mut sessions[side as usize];
                engine.set_game(game.clone());
                let report = engine.think(control, &mut clock);
                (report.best, clock.ms(), report.depth)
            }
            Seat::Nboard(engine) => {
                let (mv, ms) = engine.choose(&game, &move_ms, clock_ms)?;
                (mv, ms, 0)
            }
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
        tally.depths[who] += u64::from(depth);
        tally.longest_ms[who] = tally.longest_ms[who].max(ms);
        if depth > 0 {
            let banked = TimeControl::Average(s.willy_ms).banks(empties);
            tally.searched(who, ply, banked, ms);
        }
    }
    for (who, used) in game_used.iter().enumerate() {
        tally.overran[who] += u32::from(*used > clock_ms);
        let left = clock_ms as i64 - *used as i64;
        let least = &mut tally.least_left_ms[who];
        *least = Some(least.map_or(left, |l| l.min(left)));
    }
    Ok(game)
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
    println!();
    println!(
        "mean time a move: {} {:.0} ms, {} {:.0} ms",
        s.a,
        t.mean_ms(0),
        s.b,
        t.mean_ms(1)
    );
    println!(
        "longest move: {} {} ms, {} {} ms; games over the clock ({} ms): {} {}, {} {}",
        s.a,
        t.longest_ms[0],
        s.b,
        t.longest_ms[1],
        s.clock_ms(),
        s.a,
        t.overran[0],
        s.b,
        t.overran[1]
    );
    let least = |who: usize| t.least_left_ms[who].map_or("-".into(), |ms| format!("{ms} ms"));
    println!(
        "least time left at the end of a game: {} {}, {} {}",
        s.a,
        least(0),
        s.b,
        least(1)
    );
    println!(
        "time a searched move, share of {} ms (moves 1-20 / 21-40 / 41-60): {} {}; {} {}",
        s.willy_ms,
        s.a,
        t.shares(0, s.willy_ms),
        s.b,
        t.shares(1, s.willy_ms)
    );
    let [w, d, l] = t.total();
    let (score, error) = t.score();
    let pct = 100.0 * score;
    println!(
        "score for {}: {pct:.1}% +- {:.1} (one standard error over {} games)",
        s.a,
        100.0 * error,
        t.games()
    );
    println!();
    println!("{} vs {}: {w}-{d}-{l} for {}, {pct:.1}%", s.a, s.b, s.a);
}

/// A ply's phase: 0 for moves 1-20, 1 for 21-40, 2 for 41-60.
fn phase(ply: usize) -> usize {
    (ply / 20).min(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_are_lists_of_numbers_and_ranges() {
        assert_eq!("7".parse(), Ok(Seeds(vec![7])));
        assert_eq!("1-3,8".parse(), Ok(Seeds(vec![1, 2, 3, 8])));
        assert_eq!(" 4 - 5 ".parse(), Ok(Seeds(vec![4, 5])));
        for bad in ["", "1-", "a", "3-1", "1,,2", "0-1000000"] {
            assert!(bad.parse::<Seeds>().is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn different_seeds_open_differently() {
        let openings = |seed| -> Vec<String> {
            (0..10)
                .map(|pair| format!("{:?}", opening(seed, pair).moves()))
                .collect()
        };
        let (one, two) = (openings(1), openings(2));
        assert_eq!(one, openings(1), "reproducible");
        for o in &one {
            assert!(!two.contains(o), "seeds 1 and 2 share the opening {o}");
        }
        assert!(one
            .iter()
            .all(|o| one.iter().filter(|p| *p == o).count() == 1));
    }

    #[test]
    fn the_standard_error_shrinks_with_the_games() {
        let half: Vec<f64> = [1.0, 0.0].repeat(50);
        // 100 games won or lost evenly: sd 0.5025, standard error 0.05.
        assert!((standard_error(&half) - 0.0503).abs() < 1e-3);
        assert!(standard_error(&[1.0, 0.0].repeat(200)) < standard_error(&half) / 1.9);
        assert_eq!(standard_error(&[1.0; 10]), 0.0);
        assert_eq!(standard_error(&[0.5]), 0.0);
        assert_eq!(score_text(&[1.0, 0.5, 0.0, 1.0]), "2-1-1, 62.5%");
    }
}
