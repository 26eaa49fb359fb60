//! The progress bar of the long commands (`match`, `ladder`, `solve`, `eval`, `review`, `puzzles`
//! and the fitter's): done and total, the rate, the time left, on standard error.
//!
//! A bar is drawn only when standard error is a terminal; otherwise [`bar`] gives a hidden one that
//! still counts and draws nothing, so a command piped into a file or run by a test writes exactly
//! what it wrote before. Standard output is never the bar's: a line a command prints while its bar
//! is up goes through [`ProgressBar::suspend`] (the bar is wiped, the line printed, the bar drawn
//! again under it), and a bar wipes itself when it is dropped, on success or on an error, so the
//! command's last lines land on a clean line.
//!
//! The bar reads `[elapsed] ####----- done/total unit, rate, left  message`, the bar as wide as the
//! terminal leaves room for (so a command's message should be short): the rate is items a
//! second when they come faster than one a second and seconds an item when slower (a match's games
//! take seconds each, a `solve` of easy positions thousands a second), and the time left is
//! indicatif's estimate from the recent rate. It is redrawn once a second even when nothing
//! finishes, so the clock moves during a long game or solve.

use std::io::IsTerminal;
use std::time::Duration;

pub use indicatif::ProgressBar;
use indicatif::{ProgressDrawTarget, ProgressFinish, ProgressState, ProgressStyle};

/// A bar for `total` items of `unit` (plural: "games", "positions"), drawn on standard error when
/// it is a terminal, hidden otherwise.
pub fn bar(total: u64, unit: &str) -> ProgressBar {
    bar_on(std::io::stderr().is_terminal(), total, unit)
}

/// A bar as [`bar`] makes it, drawn only when `terminal` says standard error is one.
pub fn bar_on(terminal: bool, total: u64, unit: &str) -> ProgressBar {
    let target = match terminal {
        true => ProgressDrawTarget::stderr_with_hz(4),
        false => ProgressDrawTarget::hidden(),
    };
    let bar = ProgressBar::with_draw_target(Some(total), target)
        .with_style(style(unit))
        .with_finish(ProgressFinish::AndClear);
    if terminal {
        bar.enable_steady_tick(Duration::from_secs(1));
    }
    bar
}

/// The bar's look: see the module doc.
fn style(unit: &str) -> ProgressStyle {
    let template = format!(
        "[{{clock}}] {{wide_bar}} {{pos}}/{{len}} {unit}, {{rate}}, {{left}} left  {{msg}}"
    );
    ProgressStyle::with_template(&template)
        .expect("the template's keys exist")
        .progress_chars("#>-")
        .with_key("clock", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = w.write_str(&clock(s.elapsed()));
        })
        .with_key("rate", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
            let _ = w.write_str(&rate(s.pos(), s.per_sec()));
        })
        .with_key("left", |s: &ProgressState, w: &mut dyn std::fmt::Write| {
            let known = s.pos() > 0 && s.per_sec() > 0.0;
            let _ = w.write_str(&if known { clock(s.eta()) } else { "?".into() });
        })
}

/// A duration as a clock: `0:42`, `12:05`, `1:02:09`.
fn clock(d: Duration) -> String {
    let s = d.as_secs();
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

/// The rate, `per_sec` items a second: `12.3/s` (`224809/s` from 100 on), or `4.2 s each` below
/// one a second; `-` until it is known (indicatif estimates it from the first item on).
fn rate(done: u64, per_sec: f64) -> String {
    match per_sec {
        _ if done == 0 || !per_sec.is_finite() || per_sec <= 0.0 => "-".into(),
        r if r >= 100.0 => format!("{r:.0}/s"),
        r if r >= 1.0 => format!("{r:.1}/s"),
        r => format!("{:.1} s each", 1.0 / r),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_hides_itself_when_standard_error_is_not_a_terminal() {
        let hidden = bar_on(false, 10, "games");
        assert!(hidden.is_hidden());
        hidden.inc(3);
        assert_eq!(hidden.position(), 3, "a hidden bar still counts");
        assert_eq!(hidden.length(), Some(10));
        let terminal = std::io::stderr().is_terminal();
        assert_eq!(bar(10, "games").is_hidden(), !terminal);
    }

    #[test]
    fn a_hidden_bar_runs_what_it_suspends() {
        let hidden = bar_on(false, 1, "games");
        assert_eq!(hidden.suspend(|| 7), 7);
    }

    #[test]
    fn times_read_as_clocks_and_rates_pick_their_unit() {
        assert_eq!(clock(Duration::from_secs(42)), "0:42");
        assert_eq!(clock(Duration::from_secs(725)), "12:05");
        assert_eq!(clock(Duration::from_secs(3729)), "1:02:09");
        assert_eq!(rate(0, 5.0), "-");
        assert_eq!(rate(3, 12.34), "12.3/s");
        assert_eq!(rate(3, 224808.7), "224809/s");
        assert_eq!(rate(3, 0.25), "4.0 s each");
        assert_eq!(rate(3, 0.0), "-");
    }
}
