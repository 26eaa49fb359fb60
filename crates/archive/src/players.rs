//! Players: finding one by name, his games, his results by year, his record against another.
//!
//! Names are matched after folding: lower case, accents removed (`é` matches `e`, `Æ` matches `ae`),
//! so "stephane" finds "Stéphane". A search lists the names that begin with the text first, then the
//! names with a word that begins with it, then those that hold it anywhere; each group in name
//! order.

use serde::{Deserialize, Serialize};

use crate::archive::{Archive, GameId};

/// Wins, draws and losses, and the disc differences, from one player's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRecord {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
    /// The sum of his recorded final disc differences (his discs minus his opponent's).
    pub margin_sum: i64,
}

impl PlayerRecord {
    /// Counts a game whose recorded disc count for the player is `discs`.
    pub fn add(&mut self, discs: u8) {
        self.margin_sum += 2 * discs as i64 - 64;
        match discs.cmp(&32) {
            std::cmp::Ordering::Greater => self.wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.losses += 1,
        }
    }

    /// The number of games.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }
}

/// Text folded for matching: lower case, Latin letters without their accents.
pub fn fold(text: &str) -> String {
    text.chars().flat_map(fold_char).collect()
}

fn fold_char(c: char) -> impl Iterator<Item = char> {
    let plain: &str = match c {
        'À'..='Å' | 'à'..='å' => "a",
        'Æ' | 'æ' => "ae",
        'Ç' | 'ç' => "c",
        'È'..='Ë' | 'è'..='ë' => "e",
        'Ì'..='Ï' | 'ì'..='ï' => "i",
        'Ð' | 'ð' => "d",
        'Ñ' | 'ñ' => "n",
        'Ò'..='Ö' | 'Ø' | 'ò'..='ö' | 'ø' => "o",
        'Ù'..='Ü' | 'ù'..='ü' => "u",
        'Ý' | 'ý' | 'ÿ' => "y",
        'Þ' | 'þ' => "th",
        'ß' => "ss",
        _ => "",
    };
    let lower = c.to_lowercase();
    let folded: Vec<char> = match plain {
        "" => lower.collect(),
        p => p.chars().collect(),
    };
    folded.into_iter()
}

/// How well a folded name matches folded text: 0 a prefix, 1 a word's prefix, 2 inside; `None`
/// when it does not.
fn match_rank(name: &str, text: &str) -> Option<u8> {
    let at = name.find(text)?;
    if at == 0 {
        return Some(0);
    }
    let word_start = name
        .match_indices(text)
        .any(|(i, _)| name[..i].ends_with(|c: char| !c.is_alphanumeric()));
    Some(if word_start { 1 } else { 2 })
}

impl Archive {
    /// The players whose names match `text` (folded), best matches first, at most `limit`.
    pub fn search_players(&self, text: &str, limit: usize) -> Vec<u16> {
        self.search(true, text, limit)
    }

    /// The tournaments whose names match `text` (folded), best matches first, at most `limit`.
    pub fn search_tournaments(&self, text: &str, limit: usize) -> Vec<u16> {
        self.search(false, text, limit)
    }

    /// The players (or tournaments) whose names match `text`: a prefix first, then a word's
    /// prefix, then inside; alphabetical within each.
    fn search(&self, players: bool, text: &str, limit: usize) -> Vec<u16> {
        let text = fold(text.trim());
        let mut found: Vec<(u8, &String, u16)> = self
            .folded(players)
            .iter()
            .enumerate()
            .filter_map(|(i, folded)| match_rank(folded, &text).map(|r| (r, folded, i as u16)))
            .collect();
        found.sort();
        found.into_iter().take(limit).map(|f| f.2).collect()
    }

    /// A player's games, either colour, in archive order.
    pub fn player_games(&self, player: u16) -> Vec<GameId> {
        let ids = 0..self.len() as GameId;
        ids.filter(|&id| {
            let g = self.info(id);
            g.black == player || g.white == player
        })
        .collect()
    }

    /// A player's recorded disc count in a game he played (as black, else as white).
    pub(crate) fn discs_of(&self, player: u16, id: GameId) -> u8 {
        let g = self.info(id);
        match g.black == player {
            true => g.black_discs,
            false => 64 - g.black_discs,
        }
    }

    /// A player's results by year, the years he played in increasing order.
    pub fn results_by_year(&self, player: u16) -> Vec<(u16, PlayerRecord)> {
        let mut years: Vec<(u16, PlayerRecord)> = Vec::new();
        for id in self.player_games(player) {
            let year = self.info(id).year;
            if years.last().is_none_or(|y| y.0 != year) {
                years.push((year, PlayerRecord::default()));
            }
            let last = years.len() - 1;
            years[last].1.add(self.discs_of(player, id));
        }
        years
    }

    /// `player`'s games against `opponent` (either colour) and his record in them.
    pub fn head_to_head(&self, player: u16, opponent: u16) -> (Vec<GameId>, PlayerRecord) {
        let games: Vec<GameId> = self
            .player_games(player)
            .into_iter()
            .filter(|&id| {
                let g = self.info(id);
                (g.black == opponent && g.white == player)
                    || (g.white == opponent && g.black == player)
            })
            .collect();
        let mut record = PlayerRecord::default();
        games
            .iter()
            .for_each(|&id| record.add(self.discs_of(player, id)));
        (games, record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_drops_accents_and_case() {
        assert_eq!(
            fold("Stéphane LÉVÊQUE Æsop Straße"),
            "stephane leveque aesop strasse"
        );
    }

    #[test]
    fn a_prefix_ranks_before_a_word_and_a_word_before_the_inside() {
        assert_eq!(match_rank("nicolet stephane", "nic"), Some(0));
        assert_eq!(match_rank("nicolet stephane", "steph"), Some(1));
        assert_eq!(match_rank("nicolet stephane", "olet"), Some(2));
        assert_eq!(match_rank("nicolet stephane", "x"), None);
    }
}
