//! Calendar days, as training counts them: the daily puzzle, the spaced repetition, the history.
//!
//! A [`Day`] is a number of days since 1970-01-01 in the player's own calendar (the page reads the
//! local date, so "today" turns at the player's midnight). Its text form is `YYYY-MM-DD`
//! (proleptic Gregorian), as in the save file and the trophy shelf.

use std::fmt;
use std::str::FromStr;

/// A day: days since 1970-01-01.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i32);

impl Day {
    /// The day of a civil date, if it is one (the month 1 to 12, the day within its month).
    ///
    /// ```
    /// use ethello_model::training::day::Day;
    /// assert_eq!(Day::from_date(1970, 1, 1), Some(Day(0)));
    /// assert_eq!(Day::from_date(2026, 11, 27).unwrap().to_string(), "2026-11-27");
    /// assert_eq!(Day::from_date(2026, 2, 29), None);
    /// ```
    pub fn from_date(year: i32, month: u32, day: u32) -> Option<Day> {
        let days_in_month = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap(year) => 29,
            2 => 28,
            _ => return None,
        };
        if day == 0 || day > days_in_month {
            return None;
        }
        // Howard Hinnant's days_from_civil.
        let y = if month <= 2 { year - 1 } else { year };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = month as i32;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + day as i32 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }

    /// The civil date: year, month (1 to 12), day (1 to 31).
    pub fn date(self) -> (i32, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i32::from(m <= 2);
        (y, m, d)
    }

    /// The day `n` days later.
    pub fn plus(self, n: i32) -> Day {
        Day(self.0 + n)
    }
}

/// True for a leap year of the Gregorian calendar.
fn leap(year: i32) -> bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
}

impl fmt::Display for Day {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.date();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// The text is not a date `YYYY-MM-DD`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseDayError;

impl fmt::Display for ParseDayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a date YYYY-MM-DD")
    }
}

impl std::error::Error for ParseDayError {}

impl FromStr for Day {
    type Err = ParseDayError;

    /// Reads `YYYY-MM-DD`.
    fn from_str(s: &str) -> Result<Day, ParseDayError> {
        let mut parts = s.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(ParseDayError);
        };
        let digits = |t: &str, n: usize| t.len() == n && t.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(ParseDayError);
        }
        let number = |t: &str| t.parse::<u32>().map_err(|_| ParseDayError);
        Day::from_date(number(y)? as i32, number(m)?, number(d)?).ok_or(ParseDayError)
    }
}

/// The text form, `YYYY-MM-DD`.
impl serde::Serialize for Day {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Day {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Day, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(d)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom(format!("{text:?} is not a date YYYY-MM-DD")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_day_of_four_centuries_reads_back() {
        let start = Day::from_date(1900, 1, 1).unwrap();
        for n in 0..146_097 {
            let day = start.plus(n);
            assert_eq!(day.to_string().parse::<Day>(), Ok(day));
        }
        assert_eq!("2000-02-29".parse::<Day>().unwrap().date(), (2000, 2, 29));
        for bad in [
            "1900-02-29",
            "2026-13-01",
            "2026-1-01",
            "26-11-27",
            "2026-11-27x",
            "",
        ] {
            assert_eq!(bad.parse::<Day>(), Err(ParseDayError), "{bad}");
        }
    }
}
