//! How a move's time is allotted: the engine's whole clock policy, in milliseconds, with no clock of
//! its own (the [`Host`](super::Host) measures; this module only divides).
//!
//! Within a move ([`Search::run`](super::Search::run)): boards with at most [`ALWAYS_SOLVE`]
//! empties are solved at once; up to [`solvable_empties`] of the usual time they are solved after a
//! short deepening, a few more ([`WLD_EXTRA_EMPTIES`]) get a win/draw/loss solve after
//! [`WLD_DEEPEN_PERCENT`] of the time. Otherwise the search deepens and starts no iteration after
//! [`ITERATION_START_PERCENT`] of the deadline ([`time_for_another_iteration`]); an iteration that
//! changes its mind from [`HARD_MOVE_DEPTH`] on moves the deadline to [`HARD_MOVE_FACTOR`] times the
//! usual time, within the move's longest.
//!
//! Two settings reach the engine:
//!
//! - **A game clock** (the tournament protocol, NBoard, `match --game-clock`): the time left for the
//!   rest of the game. [`game_budget_ms`] gives the move a fair share of it, and a hard move up to
//!   [`HARD_MOVE_SHARES`] shares, never more than a [`HARD_MOVE_PART_OF_LEFT`]th of what is left, so
//!   the clock never runs out.
//! - **A time per move** (Slick Willy's setting on the page and in `match --time-ms`): his *average*
//!   time per searched move. A [`TimeBank`] turns it into a game clock of `setting` for each of his
//!   moves still to come before the endgame solve, with the balance of the moves so far (what they
//!   left unused, less what they overran) spread over the moves to come. So a move may take more
//!   than the setting when the search asks for it ([`HARD_MOVE_FACTOR`]),
//!   an early finish lends its time to later moves, and over a game the moves spend about the
//!   setting each.
//!
//! Invariants: a budget's usual time is never above its longest; under a game clock the longest is
//! never above the time left; the bank's longest move is at most [`BANK_LONGEST_SETTINGS`] settings.

use super::budget::Budget;
use super::limits::Limits;

/// With a time limit, boards with at most this many empties are solved exactly at once.
pub const ALWAYS_SOLVE: u32 = 14;

/// An iteration is not started once this share (in percent) of the time budget is spent: the next one
/// typically takes several times longer than all the previous ones together.
pub const ITERATION_START_PERCENT: u64 = 45;

/// A deepening made unsure by its last iteration (another best move, or a score
/// [`HARD_MOVE_DROP`] lower than the last iteration of the same parity) may run this many times the
/// move's usual time, within [`Limits::max_time_ms`].
pub const HARD_MOVE_FACTOR: u64 = 2;

/// A score drop, in centi-discs, that makes a move hard (see [`HARD_MOVE_FACTOR`]).
pub const HARD_MOVE_DROP: i32 = 200;

/// From this depth on, an iteration's change of mind makes the move hard: the shallow ones often
/// change their minds and cost nothing.
pub const HARD_MOVE_DEPTH: u32 = 6;

/// Beyond [`solvable_empties`], up to this many more empties get a win/draw/loss solve after a
/// shorter deepening (see [`Search::run`](super::Search::run)).
pub const WLD_EXTRA_EMPTIES: u32 = 3;

/// With a win/draw/loss solve to come, the deepening may use this share (in percent) of the time.
pub const WLD_DEEPEN_PERCENT: u64 = 40;

/// The most empties an exact solve is tried with, given the time budget in milliseconds.
pub fn solvable_empties(time_ms: u64) -> u32 {
    match time_ms {
        0..=99 => ALWAYS_SOLVE,
        100..=499 => 18,
        500..=1999 => 20,
        2000..=9999 => 22,
        _ => 24,
    }
}

/// When a search of a board with `empties` empties within `limits` solves exactly: `(at once,
/// after a short deepening)`. At once: from the limits' own horizon ([`Limits::exact_empties`])
/// down, when the depth reaches the end, or from [`ALWAYS_SOLVE`] down under a clock. After a
/// deepening: under a clock (and no horizon of the limits' own), from [`solvable_empties`] of the
/// usual time down.
pub fn when_to_solve(empties: u32, limits: &Limits) -> (bool, bool) {
    let now = match (limits.exact_empties, limits.time_ms) {
        (Some(horizon), _) => empties <= horizon,
        (None, None) => limits.depth >= empties,
        (None, Some(_)) => empties <= ALWAYS_SOLVE,
    };
    let after = time_horizon(limits).is_some_and(|t| empties <= solvable_empties(t));
    (now, after)
}

/// The usual time that sets the solve horizons ([`solvable_empties`]), unless the limits set a
/// horizon of their own.
pub fn time_horizon(limits: &Limits) -> Option<u64> {
    limits.time_ms.filter(|_| limits.exact_empties.is_none())
}

/// The usual time `t` of a search of a board with `empties` empties within `limits` that deepens
/// for [`WLD_DEEPEN_PERCENT`] of `t`, then solves win/draw/loss: no exact solve is due, and the
/// empties are at most [`WLD_EXTRA_EMPTIES`] beyond [`solvable_empties`] of `t`. `None` otherwise.
pub fn wld_horizon(empties: u32, limits: &Limits) -> Option<u64> {
    let (solve_now, solvable) = when_to_solve(empties, limits);
    time_horizon(limits)
        .filter(|&t| !solve_now && !solvable && empties <= solvable_empties(t) + WLD_EXTRA_EMPTIES)
}

/// True when a new iteration is likely to finish: less than [`ITERATION_START_PERCENT`] of the time
/// to the budget's deadline spent (always without one).
pub fn time_for_another_iteration(budget: &mut Budget) -> bool {
    match budget.time_ms() {
        None => true,
        Some(t) => budget.elapsed_ms() * 100 < t * ITERATION_START_PERCENT,
    }
}

/// Under a game clock, a hard move may take this many fair shares ...
pub const HARD_MOVE_SHARES: u64 = 3;
/// ... but never more than this fraction (1 / N) of the time left.
pub const HARD_MOVE_PART_OF_LEFT: u64 = 4;

/// A fair share of the game time left for one move: `left_ms` over the moves the side to move may
/// still have to make (half the empty squares, rounded up), less 5 ms for the answer's way back.
pub fn share_of_game_ms(left_ms: u64, empties: u32) -> u64 {
    let my_moves_left = u64::from(empties).div_ceil(2);
    (left_ms / my_moves_left.max(1)).saturating_sub(5)
}

/// One move's time under a game clock with `left_ms` left and `empties` empty squares, as
/// `(usual, longest)` for [`Limits::game`]: usually a fair share ([`share_of_game_ms`]); a hard move
/// up to [`HARD_MOVE_SHARES`] shares, but never more than `1 / HARD_MOVE_PART_OF_LEFT` of the time
/// left (nor less than the share, which stays under the time left).
pub fn game_budget_ms(left_ms: u64, empties: u32) -> (u64, u64) {
    let share = share_of_game_ms(left_ms, empties);
    let max = (share * HARD_MOVE_SHARES)
        .min(left_ms / HARD_MOVE_PART_OF_LEFT)
        .max(share);
    (share, max)
}

/// The bank's usual time stays within `setting / BANK_FLOOR_DIVISOR` ...
pub const BANK_FLOOR_DIVISOR: u64 = 4;
/// ... and this many settings, and a hard move's longest within this many.
pub const BANK_USUAL_SETTINGS: u64 = 2;
/// The longest any move of the bank may take, in settings.
pub const BANK_LONGEST_SETTINGS: u64 = 3;

/// Slick Willy's time setting (an average time per searched move) kept over a game.
///
/// A *searched* move is one with more empties than the setting's exact-solve horizon
/// ([`solvable_empties`]): the book's moves never reach the bank, and the solved endgame keeps the
/// setting as a fixed time. The balance is what the searched moves so far were given and did not
/// use (negative when they overran); it starts at zero with each game, which the bank sees as a
/// board with no fewer empties than the last one it was asked about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeBank {
    setting_ms: u64,
    balance_ms: i64,
    last_empties: u32,
}

impl TimeBank {
    /// A bank for a setting of `setting_ms` a move, with nothing spent.
    pub fn new(setting_ms: u64) -> TimeBank {
        TimeBank {
            setting_ms,
            balance_ms: 0,
            last_empties: u32::MAX,
        }
    }

    /// The setting, in milliseconds a move.
    pub fn setting_ms(&self) -> u64 {
        self.setting_ms
    }

    /// The balance so far: time given to the game's searched moves and not used (negative when
    /// they used more).
    pub fn balance_ms(&self) -> i64 {
        self.balance_ms
    }

    /// The limits of a move on a board with `empties` empty squares. A board with at least as many
    /// empties as the last one starts a new game (balance zero). Past the solve horizon: the
    /// setting, fixed. Before it: a game clock's budget (see [`Limits::game`]) whose usual time is
    /// the setting plus an even part of the balance over the searched moves left, kept within
    /// `[setting / BANK_FLOOR_DIVISOR, BANK_USUAL_SETTINGS × setting]`; a hard move up to
    /// [`HARD_MOVE_FACTOR`] times that, at most [`BANK_LONGEST_SETTINGS`] settings, and never more
    /// than the moves left may spend in all (the setting each plus the balance), so that a hard move
    /// near the horizon cannot take the game over its setting with no move left to make it up.
    pub fn limits(&mut self, empties: u32) -> Limits {
        if empties >= self.last_empties {
            self.balance_ms = 0;
        }
        self.last_empties = empties;
        let setting = self.setting_ms;
        let Some(moves_left) = self.searched_moves_left(empties) else {
            return Limits::time(setting);
        };
        let share = setting as i64 + self.balance_ms / moves_left as i64;
        let usual = (share.max(0) as u64)
            .clamp(setting / BANK_FLOOR_DIVISOR, BANK_USUAL_SETTINGS * setting);
        // What the moves left may spend in all and keep the game at the setting.
        let left = (setting as i64 * moves_left as i64 + self.balance_ms).max(0) as u64;
        let longest = (usual * HARD_MOVE_FACTOR)
            .min(BANK_LONGEST_SETTINGS * setting)
            .min(left);
        Limits::game(usual, longest.max(usual))
    }

    /// True when a move with `empties` empties is one the bank averages over: a searched move
    /// before the setting's exact-solve horizon.
    pub fn banks(&self, empties: u32) -> bool {
        self.searched_moves_left(empties).is_some()
    }

    /// Records that a move with `empties` empties took `used_ms`: a searched move's balance gains
    /// the setting and loses what it used; other moves change nothing.
    pub fn spent(&mut self, empties: u32, used_ms: u64) {
        if self.searched_moves_left(empties).is_some() {
            self.balance_ms += self.setting_ms as i64 - used_ms as i64;
        }
    }

    /// This side's searched moves from a board with `empties` empties on, this one included
    /// (every other empty square is the side's), or `None` at or below the solve horizon.
    fn searched_moves_left(&self, empties: u32) -> Option<u32> {
        let horizon = solvable_empties(self.setting_ms);
        (empties > horizon).then(|| (empties - horizon).div_ceil(2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_clock_budget_never_passes_the_time_left() {
        for left in [0, 1, 7, 100, 1_000, 60_000] {
            for empties in 1..=60 {
                let (usual, longest) = game_budget_ms(left, empties);
                assert!(usual <= longest, "{left} ms, {empties} empties");
                assert!(longest <= left.max(usual), "{left} ms, {empties} empties");
            }
        }
    }

    #[test]
    fn the_bank_lends_what_a_move_left_to_the_moves_after_it() {
        let mut bank = TimeBank::new(1_000);
        let first = bank.limits(50);
        assert_eq!(first.time_ms, Some(1_000));
        bank.spent(50, 400);
        // 600 ms over the 14 searched moves left from 48 empties (horizon 20): 42 ms each.
        assert_eq!(bank.limits(48).time_ms, Some(1_042));
        bank.spent(48, 3_000);
        assert!(bank.balance_ms() < 0);
        assert!(bank.limits(46).time_ms < Some(1_000));
    }

    #[test]
    fn the_bank_keeps_every_move_within_its_bounds() {
        let mut bank = TimeBank::new(1_000);
        let mut empties = 58;
        bank.limits(empties);
        bank.spent(empties, 0);
        for used in [0, 0, 0, 5_000, 9_000, 0, 0] {
            empties -= 2;
            let l = bank.limits(empties);
            let (usual, longest) = (l.time_ms.unwrap(), l.max_time_ms.unwrap());
            assert!((250..=2_000).contains(&usual), "{l:?}");
            assert!(usual <= longest && longest <= 3_000, "{l:?}");
            bank.spent(empties, used);
        }
    }

    #[test]
    fn a_hard_move_near_the_horizon_keeps_the_game_within_its_setting() {
        // Horizon 20 at 1 s: from 24 empties two searched moves are left, from 22 one.
        let mut bank = TimeBank::new(1_000);
        assert_eq!(bank.limits(24).max_time_ms, Some(2_000));
        bank.spent(24, 1_500);
        let last = bank.limits(22);
        assert_eq!((last.time_ms, last.max_time_ms), (Some(500), Some(500)));
        // With time saved, the last move may still be hard, within what is left.
        let mut bank = TimeBank::new(1_000);
        bank.limits(24);
        bank.spent(24, 200);
        let last = bank.limits(22);
        assert_eq!((last.time_ms, last.max_time_ms), (Some(1_800), Some(1_800)));
    }

    #[test]
    fn a_new_game_or_the_solved_endgame_starts_afresh() {
        let mut bank = TimeBank::new(1_000);
        bank.limits(40);
        bank.spent(40, 0);
        assert_eq!(bank.balance_ms(), 1_000);
        assert_eq!(bank.limits(18), Limits::time(1_000));
        bank.spent(18, 0);
        assert_eq!(bank.balance_ms(), 1_000, "the solved endgame is not banked");
        assert_eq!(bank.limits(55).time_ms, Some(1_000), "a new game");
        assert_eq!(bank.balance_ms(), 0);
    }
}
