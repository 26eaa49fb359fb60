//! The protocol's mirror types from the archive library's, shared by the archive's questions
//! ([`crate::explore`]) and the player's own games' ([`crate::mine`]).

use ethello_archive::{Page, SortBy, Stats};
use ethello_model::protocol::explore::{Answer, GameOrder, MoveRow, Tally};

/// A position's statistics as the protocol answers them.
pub(crate) fn stats_answer(stats: &Stats) -> Answer {
    let row = |m: &ethello_archive::MoveStats| MoveRow {
        square: m.square,
        tally: tally_of(&m.tally),
    };
    Answer::Stats {
        tally: tally_of(&stats.tally),
        moves: stats.moves.iter().map(row).collect(),
        exact: stats.exact,
    }
}

/// The library's page of a list in the protocol's order.
pub(crate) fn page_of(order: GameOrder, offset: u32, limit: u32) -> Page {
    let (sort, descending) = sort_of(order);
    Page {
        sort,
        descending,
        offset: offset as usize,
        limit: limit as usize,
    }
}

/// The library's order for the protocol's: what to sort by, and whether largest first.
fn sort_of(order: GameOrder) -> (SortBy, bool) {
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
