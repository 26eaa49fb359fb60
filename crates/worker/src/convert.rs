//! The protocol's mirror types from the archive library's, shared by the archive's questions
//! ([`crate::explore`]) and the player's own games' ([`crate::mine`]).

use ethello_archive::SortBy;
use ethello_model::protocol::explore::{GameOrder, Tally};

/// The library's order for the protocol's: what to sort by, and whether largest first.
pub(crate) fn sort_of(order: GameOrder) -> (SortBy, bool) {
    match order {
        GameOrder::Newest => (SortBy::Year, true),
        GameOrder::Oldest => (SortBy::Year, false),
        GameOrder::Black => (SortBy::Black, false),
        GameOrder::White => (SortBy::White, false),
        GameOrder::Tournament => (SortBy::Tournament, false),
        GameOrder::BlackBest => (SortBy::Score, true),
        GameOrder::WhiteBest => (SortBy::Score, false),
    }
}

/// The protocol's tally for the library's.
pub(crate) fn tally_of(t: &ethello_archive::Tally) -> Tally {
    Tally {
        games: t.games,
        black_wins: t.black_wins,
        draws: t.draws,
        white_wins: t.white_wins,
        margin_sum: t.margin_sum,
    }
}
