//! "My games": every game finished on this browser is recorded once, in [`Training::games`]
//! (kept in browser storage by [`Effect::StoreGames`], exported with the progress).
//!
//! A game against a character or a friend on the same screen is recorded where its end is played
//! (`play::game_over`, reached once per game: a reload or Continue does not play the end again);
//! an online game when the server says it ended, under its server id, so that the end heard again
//! (a reload, a reconnection) finds it there and adds nothing. A game between two computers is the
//! player's to watch, not his own: it is not recorded, nor is an online game aborted or expired
//! (no result) or watched from no seat. A game ended by resignation, time or
//! agreement counts for its winner as the archive counts a forfeit: all 64 discs (32 each for a
//! draw).
//!
//! [`Training::games`]: super::model::Training

use super::effect::Effect;
use super::model::Model;
use super::online::wire::Status;
use crate::phrase;
use ethello_engine::Color;
use ethello_model::training::games::{add, list_text, parse_list, Played};

/// The stored games at start-up: read back; a list that does not read is kept aside (never
/// overwritten) and the player is told, and the rest of his progress is untouched.
pub(super) fn restore(m: &mut Model, text: &str, fx: &mut Vec<Effect>) {
    match parse_list(text) {
        Ok(games) => m.train.games = games,
        Err((line, what)) => {
            fx.push(Effect::SetAsideGames);
            let detail = format!("{line}: {what}");
            m.alert(phrase::explore_mine_unreadable(&detail), false);
        }
    }
}

/// A game just ended on this screen: recorded unless both sides were computers.
pub(super) fn ended_here(m: &mut Model, fx: &mut Vec<Effect>) {
    let computers = [Color::Black, Color::White].map(|c| m.game.setup.computer(c));
    let (event, me) = match computers {
        [Some(_), Some(_)] => return,
        [None, None] => ("friend", None),
        [Some(c), None] => (c.id(), Some(Color::White)),
        [None, Some(c)] => (c.id(), Some(Color::Black)),
    };
    let id = format!("{:x}", m.rng.next_u64());
    record(m, id, event, me, m.winner(), fx);
}

/// The online game's state was shown: at its end, the player's seat records it (once).
pub(super) fn ended_online(m: &mut Model, fx: &mut Vec<Effect>) {
    let Some(o) = m.online.as_ref() else { return };
    let (Some(state), Some((Some(me), _))) = (o.state.as_ref(), o.seat.as_ref()) else {
        return;
    };
    let Status::Ended { outcome } = &state.status else {
        return;
    };
    let no_result = ["aborted", "expired"].contains(&outcome.reason.as_str());
    if state.moves.is_empty() || no_result {
        return;
    }
    let (id, me, winner) = (format!("online:{}", state.game), *me, outcome.winner);
    record(m, id, "online", Some(me), winner, fx);
}

/// Adds the game on the board, its result `winner`'s, and stores the list when it is new.
fn record(
    m: &mut Model,
    id: String,
    event: &str,
    me: Option<Color>,
    winner: Option<Color>,
    fx: &mut Vec<Effect>,
) {
    let names = [m.game.names.black.as_str(), m.game.names.white.as_str()];
    let mut played = Played::new(id, m.train.today, event, me, names, &m.game.record);
    played.black_discs = decided(played.black_discs, winner);
    if add(&mut m.train.games, played) {
        fx.push(Effect::StoreGames(list_text(&m.train.games)));
    }
}

/// Black's disc count, or a forfeit's when the discs do not say who won (resigned, out of time,
/// agreed): 64 to the winner, 32 each for a draw.
fn decided(black_discs: u8, winner: Option<Color>) -> u8 {
    let by_discs = match black_discs {
        33.. => Some(Color::Black),
        32 => None,
        _ => Some(Color::White),
    };
    match winner {
        _ if winner == by_discs => black_discs,
        Some(Color::Black) => 64,
        Some(Color::White) => 0,
        None => 32,
    }
}
