//! The games' fields (tournament, players, black's disc count, theoretical score), range-coded in
//! file order with adaptive models, the same for the writer and the reader.
//!
//! - The tournament: a flag "the previous game's" (games are grouped by tournament), else its number
//!   from an adaptive table over the list.
//! - Each player: his place in a list of the 64 players seen last (a tournament's players come back
//!   game after game), moved to the front when coded; or an escape and his number from an adaptive
//!   table over the list. Black and white have a table of places each.
//! - The theoretical score from one adaptive table over 0..=64; black's recorded disc count from a
//!   table chosen by the theoretical score (the two agree unless a player erred after the scored
//!   position).
//!
//! Every number decoded is below its table's size, so a player's or tournament's number is always
//! within the lists (when they are not empty: the reader checks).

use crate::archive::GameInfo;
use crate::coder::{Adaptive, Decoder, Encoder};

const RECENT: usize = 64;

/// The fields' models.
pub struct Fields {
    same_tournament: Adaptive,
    tournament: Adaptive,
    places: [Adaptive; 2],
    player: Adaptive,
    recent: Vec<u16>,
    last_tournament: u16,
    theoretical: Adaptive,
    discs: Vec<Adaptive>,
}

impl Fields {
    /// Fresh models for lists of `players` and `tournaments` names.
    pub fn new(players: usize, tournaments: usize) -> Fields {
        Fields {
            same_tournament: Adaptive::new(2),
            tournament: Adaptive::new(tournaments.max(1)),
            places: [Adaptive::new(RECENT + 1), Adaptive::new(RECENT + 1)],
            player: Adaptive::new(players.max(1)),
            recent: Vec::with_capacity(RECENT + 1),
            last_tournament: 0,
            theoretical: Adaptive::new(65),
            discs: (0..65).map(|_| Adaptive::new(65)).collect(),
        }
    }

    /// Writes a game's fields (its year comes from its file's header).
    pub fn encode(&mut self, e: &mut Encoder, g: &GameInfo) {
        let same = g.tournament == self.last_tournament;
        self.same_tournament.encode(e, same as usize);
        if !same {
            self.tournament.encode(e, g.tournament as usize);
        }
        self.last_tournament = g.tournament;
        self.encode_player(e, 0, g.black);
        self.encode_player(e, 1, g.white);
        self.theoretical.encode(e, g.theoretical as usize);
        self.discs[g.theoretical as usize].encode(e, g.black_discs as usize);
    }

    /// Reads a game's fields, with its year.
    pub fn decode(&mut self, d: &mut Decoder, year: u16) -> GameInfo {
        if self.same_tournament.decode(d) == 0 {
            self.last_tournament = self.tournament.decode(d) as u16;
        }
        let black = self.decode_player(d, 0);
        let white = self.decode_player(d, 1);
        let theoretical = self.theoretical.decode(d) as u8;
        let black_discs = self.discs[theoretical as usize].decode(d) as u8;
        GameInfo {
            year,
            tournament: self.last_tournament,
            black,
            white,
            black_discs,
            theoretical,
        }
    }

    fn encode_player(&mut self, e: &mut Encoder, side: usize, p: u16) {
        match self.recent.iter().position(|&r| r == p) {
            Some(place) => self.places[side].encode(e, place),
            None => {
                self.places[side].encode(e, RECENT);
                self.player.encode(e, p as usize);
            }
        }
        self.move_to_front(p);
    }

    fn decode_player(&mut self, d: &mut Decoder, side: usize) -> u16 {
        let place = self.places[side].decode(d);
        let p = match self.recent.get(place) {
            Some(&p) => p,
            None => self.player.decode(d) as u16,
        };
        self.move_to_front(p);
        p
    }

    fn move_to_front(&mut self, p: u16) {
        self.recent.retain(|&r| r != p);
        self.recent.insert(0, p);
        self.recent.truncate(RECENT);
    }
}
