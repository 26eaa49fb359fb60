//! "My games": the player's own finished games, with the explorer's statistics over them.
//!
//! Representation: a [`MyGames`] is a list of [`MyGame`]s in the order they were added; each holds
//! its moves from the start position (passes implied), its players' names, which colour the player
//! had (none for a game between two people on one screen), its year, black's final disc count and a
//! free text for where it was played. Serialised with serde, a game's moves are its transcript
//! (`"f5d6c3"`), read back through the engine's transcript reader, so a progress file cannot bring
//! an illegal game in. There are few games (hundreds), so a query replays every game the filter lets
//! through: no index.

use ethello_engine::{Color, Game, Position, Square};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::explore::{GamesPage, Page, Side, SortBy};
use crate::players::fold;
use crate::stats::{Accumulator, Query, Stats};

/// One of the player's games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGame {
    /// The moves from the start position, passes left out; a transcript in the serialised form.
    #[serde(
        serialize_with = "write_transcript",
        deserialize_with = "read_transcript"
    )]
    pub moves: Vec<Square>,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// The colour the player had, if one (none: two people on one screen).
    pub me: Option<Color>,
    /// The year it was played.
    pub year: u16,
    /// Black's disc count at the end, the empty squares to the winner (0..=64).
    pub black_discs: u8,
    /// Where it was played: a character, "friend", "online"...
    pub event: String,
}

fn write_transcript<S: Serializer>(moves: &[Square], s: S) -> Result<S::Ok, S::Error> {
    let text: String = moves.iter().map(|sq| sq.to_string()).collect();
    s.serialize_str(&text)
}

fn read_transcript<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Square>, D::Error> {
    let text = String::deserialize(d)?;
    let game = Game::from_transcript(&text).map_err(serde::de::Error::custom)?;
    Ok(game.squares().collect())
}

impl MyGame {
    /// A finished game: its moves and black's disc count come from `game`.
    pub fn new(
        game: &Game,
        black: &str,
        white: &str,
        me: Option<Color>,
        year: u16,
        event: &str,
    ) -> MyGame {
        let margin = game.position().black_score();
        MyGame {
            moves: game.squares().collect(),
            black: black.to_owned(),
            white: white.to_owned(),
            me,
            year,
            black_discs: ((64 + margin) / 2).clamp(0, 64) as u8,
            event: event.to_owned(),
        }
    }

    /// The player's opponent's name: white's when he was black, black's when he was white.
    pub fn opponent(&self) -> Option<&str> {
        match self.me? {
            Color::Black => Some(&self.white),
            Color::White => Some(&self.black),
        }
    }
}

/// Which of the player's games count. The default lets every game through.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyFilter {
    /// The colour the player had (`Either` also lets games without one through).
    pub side: Side,
    /// Text the opponent's name holds (folded: case and accents do not matter).
    pub opponent: Option<String>,
    /// The first and last years, both included.
    pub years: Option<(u16, u16)>,
}

impl MyFilter {
    /// True when the game passes the filter.
    pub fn accepts(&self, g: &MyGame) -> bool {
        let side = match self.side {
            Side::Black => g.me == Some(Color::Black),
            Side::White => g.me == Some(Color::White),
            Side::Either => true,
        };
        let opponent = self
            .opponent
            .as_ref()
            .is_none_or(|text| g.opponent().is_some_and(|o| fold(o).contains(&fold(text))));
        let years = self.years.is_none_or(|(a, b)| (a..=b).contains(&g.year));
        side && opponent && years
    }
}

/// The player's games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MyGames {
    /// The games, in the order they were added.
    pub games: Vec<MyGame>,
}

impl MyGames {
    /// Adds a game.
    pub fn push(&mut self, game: MyGame) {
        self.games.push(game);
    }

    /// The statistics of a position (any frame) over the games the filter lets through; there
    /// are no theoretical scores, so [`Stats::exact`] is `None`.
    pub fn stats(&self, position: Position, filter: &MyFilter) -> Stats {
        let query = Query::new(position);
        let mut acc = Accumulator::new(&query);
        for (_, g, next) in self.reaching(&query, filter) {
            acc.add(next, g.moves.len(), g.black_discs, None);
        }
        acc.finish()
    }

    /// The indexes of the games that reached the position and pass the filter.
    pub fn games_at(&self, position: Position, filter: &MyFilter) -> Vec<usize> {
        let query = Query::new(position);
        self.reaching(&query, filter).map(|(i, _, _)| i).collect()
    }

    fn reaching<'a>(
        &'a self,
        query: &'a Query,
        filter: &'a MyFilter,
    ) -> impl Iterator<Item = (usize, &'a MyGame, Option<Square>)> + 'a {
        self.games.iter().enumerate().filter_map(move |(i, g)| {
            let next = filter
                .accepts(g)
                .then(|| query.reached_by(&g.moves))
                .flatten()?;
            Some((i, g, next))
        })
    }

    /// Game `i`'s moves turned so that it shows `position` as asked (to open it there); `None`
    /// when there is no such game or it does not reach the position.
    pub fn moves_as_asked(&self, i: usize, position: Position) -> Option<Vec<Square>> {
        Query::new(position).as_asked(&self.games.get(i)?.moves)
    }

    /// A page of `games` (indexes), sorted as the archive's lists are: by year (the latest
    /// added first among a year's when descending), a name or the event (folded alphabetical
    /// order), or black's disc count.
    pub fn page(&self, mut games: Vec<usize>, page: &Page) -> GamesPage {
        let key = |&i: &usize| -> (u32, String, usize) {
            let g = &self.games[i];
            match page.sort {
                SortBy::Year => (g.year.into(), String::new(), i),
                SortBy::Black => (0, fold(&g.black), i),
                SortBy::White => (0, fold(&g.white), i),
                SortBy::Tournament => (0, fold(&g.event), i),
                SortBy::Score => (g.black_discs.into(), String::new(), i),
            }
        };
        games.sort_by_cached_key(key);
        if page.descending {
            games.reverse();
        }
        let total = games.len();
        let games = games.into_iter().skip(page.offset).take(page.limit);
        GamesPage {
            total,
            games: games.map(|i| i as u32).collect(),
        }
    }

    /// Every game as a transcript line (`f5d6c3...`), in order: the export's text.
    pub fn transcripts(&self) -> Vec<String> {
        let line = |g: &MyGame| g.moves.iter().map(|s| s.to_string()).collect();
        self.games.iter().map(line).collect()
    }
}
