//! The archive in memory: names, games, moves, and the index of positions.
//!
//! Representation: games are numbered 0.. in file order ([`GameId`]), which is year order; a game's
//! fields are a [`GameInfo`]; the moves of every game are one `Vec<Square>`, game `g`'s being
//! `moves[starts[g]..starts[g + 1]]` (passes left out, as in the `.wtb` files). The [`Index`] holds a
//! 16-bit fingerprint of every position of every game, for the explorer's queries.

use ethello_engine::wthor::Record;
use ethello_engine::{Game, Square};

use crate::index::Index;
use crate::names::Names;
use crate::players::fold;

/// A game's number: its place in the archive, in file (so year) order.
pub type GameId = u32;

/// What the archive records of a game, besides its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// The year (its file's).
    pub year: u16,
    /// The tournament's number in [`Archive::tournaments`].
    pub tournament: u16,
    /// Black's number in [`Archive::players`].
    pub black: u16,
    /// White's number in [`Archive::players`].
    pub white: u16,
    /// Black's disc count at the end, as recorded (0..=64).
    pub black_discs: u8,
    /// Black's disc count under perfect play from the position with 24 empties (0..=64).
    pub theoretical: u8,
}

impl GameInfo {
    /// Black's final disc difference as recorded: `2 * black_discs - 64`.
    pub fn black_margin(&self) -> i32 {
        2 * self.black_discs as i32 - 64
    }

    /// Black's disc difference under perfect play from the position with 24 empties.
    pub fn theoretical_margin(&self) -> i32 {
        2 * self.theoretical as i32 - 64
    }
}

/// The whole archive, read from its file ([`crate::read`]).
pub struct Archive {
    players: Names,
    tournaments: Names,
    files: Vec<[u8; 16]>,
    games: Vec<GameInfo>,
    moves: Vec<Square>,
    starts: Vec<u32>,
    index: Index,
    folded_players: Vec<String>,
    folded_tournaments: Vec<String>,
    player_ranks: Vec<u32>,
    tournament_ranks: Vec<u32>,
}

impl Archive {
    /// The archive of these names and `.wtb` headers, games and moves, its index built.
    pub(crate) fn new(
        parts: (Names, Names, Vec<[u8; 16]>),
        games: Vec<GameInfo>,
        moves: Vec<Square>,
        starts: Vec<u32>,
    ) -> Archive {
        let index = Index::build(&moves, &starts);
        Archive::with_index(parts, games, (moves, starts), index)
    }

    /// The archive of these parts and an index already built for its moves.
    pub(crate) fn with_index(
        (players, tournaments, files): (Names, Names, Vec<[u8; 16]>),
        games: Vec<GameInfo>,
        (moves, starts): (Vec<Square>, Vec<u32>),
        index: Index,
    ) -> Archive {
        let folded_players: Vec<String> = players.to_strings().iter().map(|n| fold(n)).collect();
        let player_ranks = ranks(&folded_players);
        let folded_tournaments: Vec<String> =
            tournaments.to_strings().iter().map(|n| fold(n)).collect();
        let tournament_ranks = ranks(&folded_tournaments);
        Archive {
            folded_players,
            folded_tournaments,
            player_ranks,
            tournament_ranks,
            players,
            tournaments,
            files,
            games,
            moves,
            starts,
            index,
        }
    }

    /// The players (`WTHOR.JOU`).
    pub fn players(&self) -> &Names {
        &self.players
    }

    /// The tournaments (`WTHOR.TRN`).
    pub fn tournaments(&self) -> &Names {
        &self.tournaments
    }

    /// The number of games.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// True when the archive holds no game.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Every game's fields, by [`GameId`].
    pub fn infos(&self) -> &[GameInfo] {
        &self.games
    }

    /// A game's fields.
    ///
    /// # Panics
    /// When `id` is not below [`Archive::len`].
    pub fn info(&self, id: GameId) -> &GameInfo {
        &self.games[id as usize]
    }

    /// A game's moves, passes left out.
    ///
    /// # Panics
    /// When `id` is not below [`Archive::len`].
    pub fn moves(&self, id: GameId) -> &[Square] {
        let (a, b) = (self.starts[id as usize], self.starts[id as usize + 1]);
        &self.moves[a as usize..b as usize]
    }

    /// A game replayed (its moves are legal: the reader checked them).
    pub fn game(&self, id: GameId) -> Game {
        let mut game = Game::new();
        for &sq in self.moves(id) {
            game.play(sq).expect("the archive's moves are legal");
        }
        game
    }

    /// A game as the engine's WTHOR reader gives it.
    pub fn record(&self, id: GameId) -> Record {
        let g = self.info(id);
        Record {
            tournament: g.tournament,
            black_player: g.black,
            white_player: g.white,
            black_discs: g.black_discs,
            theoretical: g.theoretical,
            moves: self.moves(id).to_vec(),
        }
    }

    /// The years of the `.wtb` files, in file order.
    pub fn years(&self) -> Vec<u16> {
        self.files
            .iter()
            .map(|h| u16::from_le_bytes([h[10], h[11]]))
            .collect()
    }

    /// The `.wtb` file of `year` again, byte for byte as it was read (header and records), or `None`
    /// when no file had that year.
    pub fn to_wtb(&self, year: u16) -> Option<Vec<u8>> {
        let mut first = 0usize;
        for header in &self.files {
            let n = crate::decode::games_in(header);
            if u16::from_le_bytes([header[10], header[11]]) == year {
                return Some(self.wtb_bytes(header, first..first + n));
            }
            first += n;
        }
        None
    }

    fn wtb_bytes(&self, header: &[u8; 16], ids: std::ops::Range<usize>) -> Vec<u8> {
        let mut out = header.to_vec();
        for id in ids {
            let g = &self.games[id];
            let start = out.len();
            for w in [g.tournament, g.black, g.white] {
                out.extend(w.to_le_bytes());
            }
            out.extend([g.black_discs, g.theoretical]);
            out.extend(self.moves(id as GameId).iter().map(|s| wthor_byte(*s)));
            out.resize(start + 68, 0);
        }
        out
    }

    /// Every game's moves, one after the other.
    pub(crate) fn all_moves(&self) -> &[Square] {
        &self.moves
    }

    /// Where each game's moves begin in [`Archive::all_moves`], and the end.
    pub(crate) fn starts(&self) -> &[u32] {
        &self.starts
    }

    pub(crate) fn index(&self) -> &Index {
        &self.index
    }

    /// The players' (or the tournaments') names, [`fold`]ed, by number.
    pub(crate) fn folded(&self, player: bool) -> &[String] {
        match player {
            true => &self.folded_players,
            false => &self.folded_tournaments,
        }
    }

    /// The place of a player's (or a tournament's) name in folded alphabetical order.
    pub(crate) fn name_rank(&self, number: u16, player: bool) -> u32 {
        let ranks = if player {
            &self.player_ranks
        } else {
            &self.tournament_ranks
        };
        ranks.get(number as usize).copied().unwrap_or(u32::MAX)
    }
}

/// Each name's place in alphabetical order (ties by number).
fn ranks(names: &[String]) -> Vec<u32> {
    let mut order: Vec<usize> = (0..names.len()).collect();
    order.sort_by(|&a, &b| names[a].cmp(&names[b]));
    let mut ranks = vec![0; names.len()];
    for (rank, i) in order.into_iter().enumerate() {
        ranks[i] = rank as u32;
    }
    ranks
}

/// A square as a WTHOR move byte, `10 * row + column`, both 1-based.
pub fn wthor_byte(sq: Square) -> u8 {
    10 * (sq.row() + 1) + sq.col() + 1
}
