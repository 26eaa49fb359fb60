//! `ethello study FILE`: the analysis board's study of each position in a file, timed as the page
//! runs it (the same [`Session::study`], a fresh table of the worker's size for each position): when the
//! best move's value is proven, when every move's is, and how deep the estimates were after 1, 5
//! and 10 seconds.
//!
//! Input: as `ethello solve` reads it ([`super::input`]: a position, then optionally its known exact
//! score, which the proven value is checked against). `--time-ms` stops each study there (default: no limit).
//!
//! Times are the study's CPU time where the system gives it (Linux), else wall time: on a shared
//! machine the wall clock also counts other programs' turns. `--time-ms` is wall time.
//!
//! Output, a line per position: `<position> <empties> e best <square> <score> [WRONG] best-exact
//! <s> all-exact <s> depth@1s <d> depth@5s <d> depth@10s <d>`, where a time is `-` when the study
//! stopped first and a depth is `exact` once the best move was proven by then; then a summary of
//! the times to the best move's exact value (median, mean, slowest).

use clap::Args as ClapArgs;

use super::args::CliError;
use super::clock::{thread_cpu_seconds, Clock};
use super::input::{items, read_text};
use ethello_engine::{Player, Position, Session, Study};

/// `ethello study`'s arguments.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// A file of positions, as for `ethello solve`; `-` reads stdin.
    pub file: String,
    /// Stop each study after this many milliseconds (default: when every move is exact).
    #[arg(long)]
    pub time_ms: Option<u64>,
    /// The table's size in megabytes (the page's worker has 16).
    #[arg(long, default_value_t = 16)]
    pub hash_mb: usize,
}

/// When the study of one position reached what.
#[derive(Default)]
struct Timeline {
    /// (seconds, depth) of every step reported.
    steps: Vec<(f64, u32)>,
    /// Seconds to the best move's exact value, and that value.
    best_exact: Option<(f64, String, i32)>,
    /// Seconds to every move's exact value.
    all_exact: Option<f64>,
}

impl Timeline {
    /// The depth reached `at` seconds ("exact" once the best move was proven, "-" before a step).
    fn depth_at(&self, at: f64) -> String {
        match self.steps.iter().rev().find(|(t, _)| *t <= at) {
            Some((_, 60)) => "exact".to_string(),
            Some((_, d)) => d.to_string(),
            None => "-".to_string(),
        }
    }

    /// Notes `step`, reported `t` seconds in.
    fn note(&mut self, t: f64, step: &Study) {
        self.steps.push((t, step.depth));
        if let Some(b) = step.best().filter(|b| b.exact && self.best_exact.is_none()) {
            self.best_exact = Some((t, b.square.to_string(), b.score));
        }
    }
}

/// Studies `pos` on a fresh session, timing each step.
fn time_study(pos: Position, args: &Args) -> Timeline {
    let mut session = Session::new(Player::Willy).with_table_mb(args.hash_mb);
    session.set_position(pos);
    let mut clock = Clock::start(args.time_ms);
    let wall = Clock::new();
    let cpu_start = thread_cpu_seconds();
    let seconds = || match (cpu_start, thread_cpu_seconds()) {
        (Some(start), Some(now)) => now - start,
        _ => wall.seconds(),
    };
    let mut timeline = Timeline::default();
    let last = session.study(&mut clock, &mut |s| timeline.note(seconds(), s));
    timeline.note(seconds(), &last);
    if last.done {
        timeline.all_exact = Some(seconds());
    }
    timeline
}

/// Seconds with three decimals, or `-`.
fn secs(t: Option<f64>) -> String {
    t.map_or("-".to_string(), |t| format!("{t:.3}"))
}

/// Studies every position of the file and prints the lines and the summary.
///
/// # Errors
/// The file cannot be read, a line is not a position, or a proven value differs from the known one.
pub fn run(args: &Args) -> Result<(), CliError> {
    let text = read_text("study", &args.file)?;
    let (mut times, mut wrong) = (Vec::new(), 0);
    for item in items(&text) {
        let item = item.map_err(|e| CliError(format!("study: {}: {e}", args.file)))?;
        let pos = item.position;
        let t = time_study(pos, args);
        let (square, score) = t
            .best_exact
            .as_ref()
            .map_or(("-".to_string(), 0), |(_, sq, s)| (sq.clone(), *s));
        let check = match item.expected_score() {
            Some(e) if t.best_exact.is_some() && e != score => {
                wrong += 1;
                format!(" WRONG (expected {e:+})")
            }
            _ => String::new(),
        };
        let best_time = t.best_exact.as_ref().map(|(s, _, _)| *s);
        times.extend(best_time);
        println!(
            "{pos} {} e best {square} {score:+}{check} best-exact {} all-exact {} depth@1s {} depth@5s {} depth@10s {}",
            pos.board.empties().count(),
            secs(best_time),
            secs(t.all_exact),
            t.depth_at(1.0),
            t.depth_at(5.0),
            t.depth_at(10.0),
        );
    }
    summary(&mut times);
    match wrong {
        0 => Ok(()),
        n => Err(CliError(format!("study: {n} wrong values"))),
    }
}

/// "best move exact: N positions, median M s, mean A s, slowest S s".
fn summary(times: &mut [f64]) {
    if times.is_empty() {
        return;
    }
    times.sort_by(f64::total_cmp);
    let n = times.len();
    let mean = times.iter().sum::<f64>() / n as f64;
    let median = (times[(n - 1) / 2] + times[n / 2]) / 2.0;
    println!(
        "best move exact: {n} positions, median {median:.3} s, mean {mean:.3} s, slowest {:.3} s",
        times[n - 1]
    );
}
