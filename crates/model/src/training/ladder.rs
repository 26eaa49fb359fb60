//! The rating scale: the characters and Slick Willy's levels placed on one Elo scale.
//!
//! The scale is `ethello ladder`'s, anchored so that Iron Mike stands at [`MIKE_ELO`]: each level's
//! rating adds up the measured Elo differences of the ladder (each level against the one below,
//! level 1 against Mike; BENCHMARKS.md, "The ladder"), and Dubya's comes from Mike's score against
//! him. A player's rating ([`glicko`](super::glicko)) and a puzzle's ([`rate`](super::rate)) are on
//! the same scale, so "1480" means the same thing on the title screen, on a puzzle and on Willy's
//! card.

use ethello_engine::Character;
use ethello_engine::Player;
use ethello_engine::TOP_LEVEL;

/// Iron Mike's rating: the anchor of the scale (the characters' ratings are in their table,
/// [`Character::elo`]).
pub const MIKE_ELO: i32 = Character::Mike.elo();

/// Dubya's rating, 861 below Mike's ([`Character::elo`] says how it was measured).
pub const DUBYA_ELO: i32 = Character::Dubya.elo();

/// Each level's rating less Mike's, levels 1 to [`TOP_LEVEL`] (BENCHMARKS.md, "The ladder":
/// `ethello ladder --games 50 --seeds 1-4 --time-ms 1000`, commit 856c393).
pub const LEVEL_ABOVE_MIKE: [i32; TOP_LEVEL as usize] = [
    139, 292, 465, 584, 675, 810, 1003, 1101, 1238, 1385, 1489, 1636,
];

/// The rating of a computer player on the scale, when it is measured: the three characters (Slick
/// Willy at full strength as level [`TOP_LEVEL`]) and Willy's levels.
///
/// ```
/// use ethello_engine::{Character, Player};
/// use ethello_model::training::ladder::elo;
/// assert_eq!(elo(Player::Character(Character::Mike)), Some(1200));
/// assert!(elo(Player::Character(Character::Dubya)) < elo(Player::Level(1)));
/// assert_eq!(elo(Player::Character(Character::Willy)), elo(Player::Level(12)));
/// assert_eq!(elo(Player::Greedy), None);
/// ```
pub fn elo(player: Player) -> Option<i32> {
    match player {
        Player::Character(c) => Some(c.elo()),
        Player::Level(n) if (1..=TOP_LEVEL).contains(&n) => Some(level_elo(n)),
        _ => None,
    }
}

/// The rating of Willy's level `n` (1 to [`TOP_LEVEL`]; clamped).
pub fn level_elo(n: u8) -> i32 {
    let i = usize::from(n.clamp(1, TOP_LEVEL)) - 1;
    MIKE_ELO + LEVEL_ABOVE_MIKE[i]
}

/// The level whose rating is nearest `rating`: the level a player of that rating finds even.
///
/// ```
/// use ethello_model::training::ladder::{level_elo, suggested_level};
/// assert_eq!(suggested_level(level_elo(5) + 10), 5);
/// assert_eq!(suggested_level(0), 1);
/// assert_eq!(suggested_level(9999), 12);
/// ```
pub fn suggested_level(rating: i32) -> u8 {
    (1..=TOP_LEVEL)
        .min_by_key(|&n| (level_elo(n) - rating).abs())
        .unwrap_or(1)
}
