//! The explorer's queries over the archive: a position's statistics and the games that reached it,
//! under a [`Filter`].
//!
//! How: the [`Index`](crate::index) column of the position's ply is scanned for the fingerprints
//! of its eight images (122,711 `u16`s), each game that matches and passes the filter is replayed to the position and
//! its board compared with the position's eight images, and the games that reached it are counted.
//! The cost is one column scan plus one replay per game that reached the position (or matched its
//! fingerprint by chance).

use ethello_engine::{Position, Square};
use serde::{Deserialize, Serialize};

use crate::archive::{Archive, GameId, GameInfo};
use crate::stats::{Accumulator, Query, Stats};

/// Which colour a player filter asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    /// Games the player played as black.
    Black,
    /// Games the player played as white.
    White,
    /// Games the player played, either colour.
    #[default]
    Either,
}

/// Which games count. The default lets every game through.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// A player's number, and the colour he played.
    pub player: Option<(u16, Side)>,
    /// A tournament's number.
    pub tournament: Option<u16>,
    /// The first and last years, both included.
    pub years: Option<(u16, u16)>,
}

impl Filter {
    /// True when the game passes the filter.
    pub fn accepts(&self, g: &GameInfo) -> bool {
        let player = self.player.is_none_or(|(p, side)| match side {
            Side::Black => g.black == p,
            Side::White => g.white == p,
            Side::Either => g.black == p || g.white == p,
        });
        let tournament = self.tournament.is_none_or(|t| g.tournament == t);
        let years = self.years.is_none_or(|(a, b)| (a..=b).contains(&g.year));
        player && tournament && years
    }
}

/// The order of a list of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum SortBy {
    /// By year, then archive order.
    #[default]
    Year,
    /// By black's name.
    Black,
    /// By white's name.
    White,
    /// By tournament's name.
    Tournament,
    /// By black's recorded margin.
    Score,
}

/// A page of a sorted list of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    /// The order.
    pub sort: SortBy,
    /// Largest first.
    pub descending: bool,
    /// How many games to skip.
    pub offset: usize,
    /// How many games at most.
    pub limit: usize,
}

/// One page of games, and how many there are in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamesPage {
    /// The number of games before paging.
    pub total: usize,
    /// The page's games.
    pub games: Vec<GameId>,
}

impl Archive {
    /// The statistics of a position (any frame, any move order) over the games the filter lets
    /// through.
    ///
    /// ```no_run
    /// # let archive: ethello_archive::Archive = todo!();
    /// use ethello_archive::Filter;
    /// use ethello_engine::Game;
    /// let pos = Game::from_transcript("f5d6").unwrap().position();
    /// let stats = archive.stats(pos, &Filter::default());
    /// println!("{} games, most played {}", stats.tally.games, stats.moves[0].square);
    /// ```
    pub fn stats(&self, position: Position, filter: &Filter) -> Stats {
        let query = Query::new(position);
        let mut acc = Accumulator::new(&query);
        self.each_reaching(&query, filter, |id, next| {
            let g = self.info(id);
            acc.add(
                next,
                self.moves(id).len(),
                g.black_discs,
                Some(g.theoretical),
            );
        });
        acc.finish()
    }

    /// Every game that reached the position and passes the filter, in archive order.
    pub fn games_at(&self, position: Position, filter: &Filter) -> Vec<GameId> {
        let mut games = Vec::new();
        self.each_reaching(&Query::new(position), filter, |id, _| games.push(id));
        games
    }

    fn each_reaching(&self, q: &Query, filter: &Filter, mut f: impl FnMut(GameId, Option<Square>)) {
        let Some(ply) = q.ply else { return };
        for id in self.index().candidates(ply, &q.fingerprints) {
            if filter.accepts(self.info(id)) {
                if let Some(next) = q.reached_by(self.moves(id)) {
                    f(id, next);
                }
            }
        }
    }

    /// A game that reached the position, with its moves turned so that it shows the position as
    /// asked (for opening it there: the position is after [`Stats`]' ply, `discs - 4`, moves).
    /// `None` when the game does not reach the position (or only in colours swapped).
    pub fn moves_as_asked(&self, id: GameId, position: Position) -> Option<Vec<Square>> {
        Query::new(position).as_asked(self.moves(id))
    }

    /// Every game the filter lets through, in archive order.
    pub fn filtered(&self, filter: &Filter) -> Vec<GameId> {
        let ids = 0..self.len() as GameId;
        ids.filter(|&id| filter.accepts(self.info(id))).collect()
    }

    /// A page of `games`, sorted (names in [`fold`](crate::fold)ed alphabetical order; a stable
    /// sort: equal games keep their order).
    pub fn page(&self, mut games: Vec<GameId>, page: &Page) -> GamesPage {
        let key = |id: GameId| -> u32 {
            let g = self.info(id);
            match page.sort {
                SortBy::Year => g.year as u32,
                SortBy::Black => self.name_rank(g.black, true),
                SortBy::White => self.name_rank(g.white, true),
                SortBy::Tournament => self.name_rank(g.tournament, false),
                SortBy::Score => g.black_discs as u32,
            }
        };
        match page.descending {
            false => games.sort_by_key(|&id| key(id)),
            true => games.sort_by_key(|&id| std::cmp::Reverse(key(id))),
        }
        let total = games.len();
        let games = games
            .into_iter()
            .skip(page.offset)
            .take(page.limit)
            .collect();
        GamesPage { total, games }
    }
}
