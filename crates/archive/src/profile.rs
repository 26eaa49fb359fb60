//! A player's page: his record in all, by year, by opening as each colour, and against another.
//!
//! Every count is from the player's side and by the disc count the archive records (as the
//! explorer's statistics count): over 32 his win, 32 a draw, under 32 his loss, and his final disc
//! difference `2 * discs - 64`. A game's opening is the deepest named line its moves reach, up to
//! the board's symmetries ([`ethello_engine::openings::of_game`]): a game in another orientation
//! has the same opening. Games that reach no named line are counted in the years, not in the
//! openings.
//!
//! Invariants: the years are increasing and their games add up to [`Profile::total`]; each
//! colour's openings are most played first (ties by name), and their games are at most the
//! player's games as that colour.

use ethello_engine::openings;
use serde::Serialize;

use crate::archive::{Archive, GameId};
use crate::players::PlayerRecord;

/// An opening's English name (as the opening table has it) and the player's record in it.
pub type OpeningRecord = (&'static str, PlayerRecord);

/// What a player's page shows of him.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Profile {
    /// All his games.
    pub total: PlayerRecord,
    /// His results by year, the years he played in increasing order.
    pub years: Vec<(u16, PlayerRecord)>,
    /// The openings he played as black, most played first.
    pub as_black: Vec<OpeningRecord>,
    /// The openings he played as white, most played first.
    pub as_white: Vec<OpeningRecord>,
}

impl Archive {
    /// A player's page: his record, by year and by opening as each colour.
    pub fn profile(&self, player: u16) -> Profile {
        let games = self.player_games(player);
        let mut total = PlayerRecord::default();
        games
            .iter()
            .for_each(|&id| total.add(self.discs_of(player, id)));
        Profile {
            total,
            years: self.results_by_year(player),
            as_black: self.openings_of(player, &games, true),
            as_white: self.openings_of(player, &games, false),
        }
    }

    /// The openings of `games` (the player's) that he played as black (else as white), with his
    /// record in each, most played first.
    fn openings_of(&self, player: u16, games: &[GameId], as_black: bool) -> Vec<OpeningRecord> {
        let mut found: Vec<OpeningRecord> = Vec::new();
        let as_side = |id: &&GameId| (self.info(**id).black == player) == as_black;
        for &id in games.iter().filter(as_side) {
            let Some(opening) = openings::of_game(&self.game(id)) else {
                continue;
            };
            let at = match found.iter().position(|(name, _)| *name == opening.name) {
                Some(at) => at,
                None => {
                    found.push((opening.name, PlayerRecord::default()));
                    found.len() - 1
                }
            };
            found[at].1.add(self.discs_of(player, id));
        }
        found.sort_by(|a, b| b.1.games().cmp(&a.1.games()).then(a.0.cmp(b.0)));
        found
    }
}
