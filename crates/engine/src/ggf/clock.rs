//! The clocks of a GGF game: the time control `TI[main/increment/extension]` and the seconds each
//! move took, the third field of `B[F5/eval/time]`.
//!
//! Times are written `[[h:]m:]s`, the seconds possibly with decimals (`15:00`, `1:00:00`, `0.25`);
//! an empty field is zero. The extension (GGS's extra time after the main time) is read and ignored:
//! an engine that plans within the main time never needs it. All times are kept in milliseconds.

use crate::Color;

/// The time control of a game and the time each side has used so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GgfClock {
    /// Each side's time for the whole game.
    pub main_ms: u64,
    /// Time added to a side's clock for each move it makes.
    pub increment_ms: u64,
    /// Time used by black (index 0) and white (index 1), the sum of their moves' times.
    pub used_ms: [u64; 2],
    /// Moves made by black and white, passes included.
    pub moves: [u32; 2],
}

impl GgfClock {
    /// The time `color` has left: the main time plus its increments, less what it used; zero when
    /// it has overstepped.
    pub fn remaining_ms(&self, color: Color) -> u64 {
        let i = color as usize;
        let earned = self.increment_ms * u64::from(self.moves[i]);
        (self.main_ms + earned).saturating_sub(self.used_ms[i])
    }

    /// Records a move by `color` that took `ms`.
    pub fn add_move(&mut self, color: Color, ms: u64) {
        self.used_ms[color as usize] += ms;
        self.moves[color as usize] += 1;
    }
}

/// Reads a `TI` value into a clock with nothing used; `None` when it is not a time control.
pub fn parse_time_control(value: &str) -> Option<GgfClock> {
    let mut fields = value.split('/');
    let main_ms = parse_time(fields.next()?)?;
    let increment_ms = match fields.next() {
        Some(field) => parse_time(field)?,
        None => 0,
    };
    Some(GgfClock {
        main_ms,
        increment_ms,
        ..GgfClock::default()
    })
}

/// Reads `[[h:]m:]s` (seconds may have decimals) into milliseconds; an empty text is zero.
pub fn parse_time(text: &str) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() {
        return Some(0);
    }
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() > 3 {
        return None;
    }
    let (last, whole) = parts.split_last()?;
    let mut seconds = 0f64;
    for part in whole {
        seconds = seconds * 60.0 + f64::from(part.parse::<u32>().ok()?);
    }
    let last: f64 = last
        .parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && *s >= 0.0)?;
    let ms = (seconds * 60.0_f64.powi(i32::from(!whole.is_empty())) + last) * 1000.0;
    Some(ms.round().min(1e15) as u64)
}

/// The time a move took, from its `F5/eval/time` text (a GGF move value, or NBoard's `move`
/// command): zero when absent or unreadable, since a missing time must not cost the game.
pub fn move_time_ms(text: &str) -> u64 {
    let time = text.split('/').nth(2).unwrap_or("");
    parse_time(time).unwrap_or(0)
}

/// Writes milliseconds as `m:ss` or, under a minute, as seconds with two decimals.
pub fn format_time(ms: u64) -> String {
    match ms {
        ms if ms < 60_000 => format!("{:.2}", ms as f64 / 1000.0),
        ms => format!("{}:{:02}", ms / 60_000, (ms % 60_000) / 1000),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_times() {
        assert_eq!(parse_time("15:00"), Some(900_000));
        assert_eq!(parse_time("1:00:00"), Some(3_600_000));
        assert_eq!(parse_time("0.25"), Some(250));
        assert_eq!(parse_time("2:30.5"), Some(150_500));
        assert_eq!(parse_time(""), Some(0));
        for bad in ["x", "1:2:3:4", "-1", "1:-2", "NaN", "inf"] {
            assert_eq!(parse_time(bad), None, "{bad}");
        }
    }

    #[test]
    fn reads_time_controls() {
        let c = parse_time_control("05:00//02:00").unwrap();
        assert_eq!((c.main_ms, c.increment_ms), (300_000, 0));
        let c = parse_time_control("1:00/2").unwrap();
        assert_eq!((c.main_ms, c.increment_ms), (60_000, 2_000));
        assert_eq!(parse_time_control("fast"), None);
    }

    #[test]
    fn remaining_time_counts_increments_and_never_goes_below_zero() {
        let mut c = parse_time_control("0:10/1").unwrap();
        c.add_move(Color::Black, 4_000);
        assert_eq!(c.remaining_ms(Color::Black), 7_000);
        assert_eq!(c.remaining_ms(Color::White), 10_000);
        c.add_move(Color::Black, 60_000);
        assert_eq!(c.remaining_ms(Color::Black), 0);
    }

    #[test]
    fn formats_times_that_read_back() {
        for ms in [0, 250, 59_990, 60_000, 900_000] {
            assert_eq!(parse_time(&format_time(ms)), Some(ms), "{ms}");
        }
    }
}
