//! The coach's record (issue 48): the player's personal bests at Puzzle Streak and Puzzle Storm,
//! and his weak spots: one [`Mark`] for each try at something a reason or a theme names (a puzzle
//! of that theme, a mistake explained by that reason, a reason drill), right or not.
//!
//! A [`Topic`] is a reason's kind (the part of an explanation's tag before the colon: `corner`,
//! `mobility`, ...; [`REASONS`]) or a puzzle's theme; it is written `reason:corner` or
//! `theme:edge` in the progress file. Invariants: at most [`MAX_MARKS`] marks, oldest first (the
//! oldest go first); every topic is one of [`REASONS`] or a [`Theme`].

use serde::{Deserialize, Serialize};

use super::day::Day;
use super::puzzle::Theme;
use super::rush::Mode;

/// The kinds of reason an explanation gives (`ethello_engine::explain::Reason::tag`'s kinds), in
/// the order the weak-spots page lists them.
pub const REASONS: [&str; 12] = [
    "corner", "xsquare", "csquare", "mobility", "frontier", "openness", "stable", "parity",
    "tempo", "edge", "stoner", "wipeout",
];

/// The most marks kept.
pub const MAX_MARKS: usize = 3000;
/// A topic's trend compares its last this-many marks with the as many before.
pub const TREND_WINDOW: usize = 10;

/// What a mark is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Topic {
    /// A reason's kind, by its index in [`REASONS`].
    Reason(u8),
    /// A puzzle's theme.
    Theme(Theme),
}

impl Topic {
    /// The topic of a reason's tag (`corner:a1` or `corner`), when its kind is one of [`REASONS`].
    ///
    /// ```
    /// use ethello_model::training::coach::Topic;
    /// assert_eq!(Topic::of_tag("corner:a1").unwrap().to_string(), "reason:corner");
    /// assert!(Topic::of_tag("line:a1,b2").is_none());
    /// ```
    pub fn of_tag(tag: &str) -> Option<Topic> {
        let kind = tag.split(':').next()?;
        let i = REASONS.iter().position(|r| *r == kind)?;
        Some(Topic::Reason(i as u8))
    }

    /// Every topic, reasons first.
    pub fn all() -> impl Iterator<Item = Topic> {
        let reasons = (0..REASONS.len() as u8).map(Topic::Reason);
        reasons.chain(Theme::ALL.into_iter().map(Topic::Theme))
    }

    /// The word after `reason:` or `theme:`.
    pub fn word(self) -> &'static str {
        match self {
            Topic::Reason(i) => REASONS[i as usize],
            Topic::Theme(t) => t.word(),
        }
    }
}

impl std::fmt::Display for Topic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Topic::Reason(_) => write!(f, "reason:{}", self.word()),
            Topic::Theme(_) => write!(f, "theme:{}", self.word()),
        }
    }
}

impl std::str::FromStr for Topic {
    type Err = String;
    fn from_str(s: &str) -> Result<Topic, String> {
        let bad = || format!("{s:?} is not a reason or a theme");
        match s.split_once(':') {
            Some(("reason", kind)) => Topic::of_tag(kind).ok_or_else(bad),
            Some(("theme", word)) => Theme::from_word(word).map(Topic::Theme).ok_or_else(bad),
            _ => Err(bad()),
        }
    }
}

impl Serialize for Topic {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Topic {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Topic, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// One try at a topic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mark {
    /// The day of the try.
    pub day: Day,
    /// What it was about.
    pub topic: Topic,
    /// Right (a puzzle solved, a mistake found, a drill's reason named) or not.
    pub right: bool,
}

/// The coach's record; see the module doc.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Coach {
    /// The longest Puzzle Streak.
    pub streak_best: u32,
    /// The most puzzles solved in one Puzzle Storm.
    pub storm_best: u32,
    /// The tries, oldest first.
    pub marks: Vec<Mark>,
}

/// The reasons' kinds named by `tags` (`corner:a1`, ...), each once, in the order first named; a
/// tag that names no reason (`line:...`) is left out.
pub fn kinds<'a>(tags: impl IntoIterator<Item = &'a str>) -> Vec<Topic> {
    let mut topics: Vec<Topic> = Vec::new();
    for topic in tags.into_iter().filter_map(Topic::of_tag) {
        if !topics.contains(&topic) {
            topics.push(topic);
        }
    }
    topics
}

/// A topic's line on the weak-spots page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The topic.
    pub topic: Topic,
    /// Its tries.
    pub tries: u32,
    /// How many were right.
    pub right: u32,
    /// The change in percent points of the right answers, the last [`TREND_WINDOW`] tries against
    /// the as many before; none until there are that many before.
    pub trend: Option<i32>,
}

impl Spot {
    /// The share right, in percent (0 with no try).
    pub fn percent(&self) -> u32 {
        (self.right * 100).checked_div(self.tries).unwrap_or(0)
    }
}

impl Coach {
    /// Records a try at `topic` on `day`.
    pub fn mark(&mut self, day: Day, topic: Topic, right: bool) {
        self.marks.push(Mark { day, topic, right });
        let extra = self.marks.len().saturating_sub(MAX_MARKS);
        self.marks.drain(..extra);
    }

    /// Records the reasons of an explained mistake (its tags; a tag that names no reason, as
    /// `line:`, is left out, and a kind named twice counts once) as missed on `day`.
    pub fn mark_reasons<'a>(&mut self, day: Day, tags: impl IntoIterator<Item = &'a str>) {
        for topic in kinds(tags) {
            self.mark(day, topic, false);
        }
    }

    /// A run of `mode` ended with `score`: kept when it beats the best (then true).
    pub fn best(&mut self, mode: Mode, score: u32) -> bool {
        let best = match mode {
            Mode::Storm => &mut self.storm_best,
            Mode::Streak => &mut self.streak_best,
        };
        let beaten = score > *best;
        *best = (*best).max(score);
        beaten
    }

    /// Every topic tried, the weakest first (the lowest share right; more tries first among
    /// equals).
    pub fn spots(&self) -> Vec<Spot> {
        // An insertion sort by hand: at most 18 topics, and no sort of the library's compiled into
        // the page for them.
        let key = |s: &Spot| (s.percent(), u32::MAX - s.tries);
        let mut spots: Vec<Spot> = Vec::new();
        for spot in Topic::all().filter_map(|t| self.spot(t)) {
            let at = spots.iter().position(|s| key(s) > key(&spot));
            spots.insert(at.unwrap_or(spots.len()), spot);
        }
        spots
    }

    /// `topic`'s line, when it was tried.
    pub fn spot(&self, topic: Topic) -> Option<Spot> {
        let marks: Vec<bool> = self
            .marks
            .iter()
            .filter(|m| m.topic == topic)
            .map(|m| m.right)
            .collect();
        if marks.is_empty() {
            return None;
        }
        let right = |s: &[bool]| s.iter().filter(|r| **r).count() as i32;
        let n = TREND_WINDOW;
        let trend = (marks.len() >= 2 * n).then(|| {
            let last = &marks[marks.len() - n..];
            let before = &marks[marks.len() - 2 * n..marks.len() - n];
            (right(last) - right(before)) * 100 / n as i32
        });
        Some(Spot {
            topic,
            tries: marks.len() as u32,
            right: right(&marks) as u32,
            trend,
        })
    }
}
