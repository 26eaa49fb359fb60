//! From a front end's clock to a move's limits: [`TimeControl`] (what the clock says) and
//! [`Timekeeper`] (the one function that turns it into [`Limits`], with Slick Willy's time bank).
//!
//! Every front end reads its own clock and says what it read as a time control: the engine and
//! NBoard protocols a referee's time per move and game clock ([`TimeControl::Referee`]) or a
//! depth, `match` and `play` Willy's time setting ([`TimeControl::Average`]) or a game clock, the
//! page Willy's setting. A session's timekeeper ([`Session`](crate::Session)) turns it into each
//! move's limits; the page keeps its game's own timekeeper, because its coordinator of a move
//! split over the workers plans moves that the workers search.
//!
//! The clock policy, in milliseconds: a time per move is kept with a safety margin (80 % of it
//! less 10 ms); a game clock gives a move a fair share of the time left and a hard move more,
//! never the whole of it (`search::time`'s game budget); Willy's setting is his *average* time per
//! searched move, which his time bank spreads over the game (a move may take more when the search
//! asks for it, an early finish lends its time to later moves).
//!
//! Invariants: a move's usual time is never above its longest; under a referee's game clock the
//! longest is never above the time left; the bank hears only the moves it gave limits to.

use crate::board::Board;
use crate::player::Player;
use crate::search::time::{game_budget_ms, TimeBank};
use crate::search::Limits;

/// A time per move is kept with this share of it (percent), less [`MOVE_MARGIN_MS`], so that the
/// answer arrives in time.
pub(crate) const MOVE_SHARE_PERCENT: u64 = 80;
/// The fixed part of a time per move's safety margin, in milliseconds.
pub(crate) const MOVE_MARGIN_MS: u64 = 10;

/// What a front end's clock says about the engine's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TimeControl {
    /// No clock: a search this many plies deep (to the end of the game when they reach it).
    Depth(u32),
    /// Slick Willy's time setting: this many milliseconds a searched move, on average over the
    /// game (his time bank spreads them); for any other player, this many a move.
    Average(u64),
    /// These limits as they are: a timekeeper elsewhere made them (the page's, for the worker
    /// that searches the move), or the front end wants them exactly.
    Fixed(Limits),
    /// A referee's clock (a tournament program's, a GUI's): at most `move_ms` for this move and
    /// `left_ms` left for the rest of the game, either or both; a search at most `depth` plies
    /// deep. With neither, `depth` alone.
    Referee {
        /// The time per move, if any, in milliseconds.
        move_ms: Option<u64>,
        /// The time left on the engine's game clock, if any, in milliseconds.
        left_ms: Option<u64>,
        /// The deepest search, in plies (60: to the end of the game).
        depth: u32,
    },
}

impl TimeControl {
    /// True when a move on a board with `empties` empties is one that Slick Willy's time bank
    /// averages over under this time control: his setting, and a searched move before its exact-solve
    /// horizon (the solved endgame keeps the setting as a fixed time).
    ///
    /// ```
    /// use ethello_engine::TimeControl;
    /// assert!(TimeControl::Average(1000).banks(30));
    /// assert!(!TimeControl::Average(1000).banks(20), "solved within the second");
    /// assert!(!TimeControl::Depth(8).banks(30));
    /// ```
    pub fn banks(self, empties: u32) -> bool {
        match self {
            TimeControl::Average(ms) => TimeBank::new(ms).banks(empties),
            _ => false,
        }
    }
}

/// Turns clocks into limits over one game, and keeps Slick Willy's time bank; see the module doc.
/// Ask [`Timekeeper::limits`] for each move, and tell [`Timekeeper::spent`] how long a searched
/// move took.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timekeeper {
    /// Willy's time bank, for the setting of his last move.
    bank: Option<TimeBank>,
    /// The empties of the banked move whose limits were given last, until its time is heard.
    banking: Option<u32>,
}

impl Timekeeper {
    /// A timekeeper with nothing spent.
    pub fn new() -> Timekeeper {
        Timekeeper::default()
    }

    /// The limits of `player`'s move on `board` under `control`:
    /// - [`TimeControl::Depth`]: that depth; [`TimeControl::Fixed`]: those limits.
    /// - [`TimeControl::Average`]: for Slick Willy at full strength, his time bank's game clock of the
    ///   setting for each searched move still to come, with what earlier moves left unused (or
    ///   overran) spread over them; a hard move may take more (a new setting, or a board with as
    ///   many empties as the last one, starts a new game); anyone else: the time alone.
    /// - [`TimeControl::Referee`]: within the time per move less a safety margin and within a fair
    ///   share of the game clock (a hard move more), the stricter when both are set.
    pub fn limits(&mut self, player: Player, control: TimeControl, board: Board) -> Limits {
        let empties = board.empties().count();
        self.banking = None;
        match control {
            TimeControl::Depth(depth) => Limits::depth(depth),
            TimeControl::Fixed(limits) => limits,
            TimeControl::Average(ms) if player.is_full_willy() => {
                self.banking = Some(empties);
                match &mut self.bank {
                    Some(b) if b.setting_ms() == ms => b,
                    slot => slot.insert(TimeBank::new(ms)),
                }
                .limits(empties)
            }
            TimeControl::Average(ms) => Limits::time(ms),
            TimeControl::Referee {
                move_ms,
                left_ms,
                depth,
            } => match move_budget_ms(move_ms, left_ms, empties) {
                Some((usual, longest)) => Limits {
                    depth,
                    ..Limits::game(usual, longest)
                },
                None => Limits::depth(depth),
            },
        }
    }

    /// The move whose limits [`Timekeeper::limits`] gave last was searched (not a book move) in
    /// `used_ms`: a banked move's balance gains its setting and loses what it used; any other
    /// move changes nothing.
    pub fn spent(&mut self, used_ms: u64) {
        if let (Some(empties), Some(bank)) = (self.banking.take(), self.bank.as_mut()) {
            bank.spent(empties, used_ms);
        }
    }
}

/// A move's time as `(usual, longest)` in milliseconds, or `None` when neither clock is set:
/// within a time per move `per_move_ms` (kept with a safety margin), and within a game clock's
/// fair share of `game_left_ms` (a hard move may take more than its share), the stricter of the
/// two when both are set. `empties` is the position's.
fn move_budget_ms(
    per_move_ms: Option<u64>,
    game_left_ms: Option<u64>,
    empties: u32,
) -> Option<(u64, u64)> {
    let per_move =
        per_move_ms.map(|ms| (ms * MOVE_SHARE_PERCENT / 100).saturating_sub(MOVE_MARGIN_MS));
    let game = game_left_ms.map(|left| game_budget_ms(left, empties));
    match (per_move, game) {
        (Some(a), Some((usual, longest))) => Some((a.min(usual), a.min(longest))),
        (Some(a), None) => Some((a, a)),
        (None, game) => game,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;
    use crate::Game;

    fn referee(move_ms: Option<u64>, left_ms: Option<u64>) -> TimeControl {
        TimeControl::Referee {
            move_ms,
            left_ms,
            depth: 60,
        }
    }

    #[test]
    fn the_clock_policy_keeps_a_margin_and_takes_the_stricter_clock() {
        assert_eq!(move_budget_ms(Some(1000), None, 40), Some((790, 790)));
        assert_eq!(move_budget_ms(None, None, 40), None);
        assert_eq!(move_budget_ms(Some(100), None, 30), Some((70, 70)));
        assert_eq!(move_budget_ms(Some(5), None, 30), Some((0, 0)));
        let game = move_budget_ms(None, Some(10_000), 30).unwrap();
        assert_eq!(game, game_budget_ms(10_000, 30));
        assert!(game.0 < game.1 && game.1 < 10_000);
        let both = move_budget_ms(Some(100_000), Some(10_000), 30).unwrap();
        assert_eq!(
            both, game,
            "a generous time per move leaves the game clock's share"
        );
        let tight = move_budget_ms(Some(200), Some(10_000), 30).unwrap();
        assert_eq!(tight, (150.min(game.0), 150.min(game.1)));
    }

    #[test]
    fn every_clock_becomes_its_limits() {
        let board = Game::from_transcript("f5d6c3").unwrap().position().board;
        let mut keeper = Timekeeper::new();
        let mut limits = |player, control| keeper.limits(player, control, board);
        assert_eq!(
            limits(Player::Character(Character::Willy), TimeControl::Depth(7)),
            Limits::depth(7)
        );
        assert_eq!(
            limits(
                Player::Character(Character::Mike),
                TimeControl::Average(500)
            ),
            Limits::time(500)
        );
        assert_eq!(
            limits(Player::Level(3), TimeControl::Average(500)),
            Limits::time(500)
        );
        let banked = limits(
            Player::Character(Character::Willy),
            TimeControl::Average(500),
        );
        assert_eq!(banked.time_ms, Some(500));
        assert!(banked.max_time_ms > Some(500), "a hard move may take more");
        let (usual, longest) = game_budget_ms(60_000, 57);
        assert_eq!(
            limits(
                Player::Character(Character::Willy),
                referee(None, Some(60_000))
            ),
            Limits::game(usual, longest)
        );
        let capped = TimeControl::Referee {
            move_ms: Some(100),
            left_ms: None,
            depth: 9,
        };
        let (usual, longest) = (70, 70);
        let expected = Limits {
            depth: 9,
            ..Limits::game(usual, longest)
        };
        assert_eq!(
            limits(Player::Character(Character::Willy), capped),
            expected
        );
        assert_eq!(
            limits(Player::Character(Character::Willy), referee(None, None)),
            Limits::depth(60)
        );
    }

    #[test]
    fn the_bank_hears_only_the_banked_move_it_gave_limits_to() {
        let board = Game::from_transcript("f5d6c3").unwrap().position().board;
        let mut keeper = Timekeeper::new();
        keeper.limits(
            Player::Character(Character::Willy),
            TimeControl::Average(1_000),
            board,
        );
        keeper.spent(400);
        keeper.spent(400);
        let after = Game::from_transcript("f5d6c3d3c4")
            .unwrap()
            .position()
            .board;
        let lent = keeper.limits(
            Player::Character(Character::Willy),
            TimeControl::Average(1_000),
            after,
        );
        assert!(lent.time_ms > Some(1_000), "600 ms saved once: {lent:?}");
        keeper.limits(
            Player::Character(Character::Mike),
            TimeControl::Average(1_000),
            after,
        );
        keeper.spent(50_000);
        let again = keeper.limits(
            Player::Character(Character::Willy),
            TimeControl::Average(1_000),
            board,
        );
        assert_eq!(again.time_ms, Some(1_000), "a new game starts afresh");
    }
}
