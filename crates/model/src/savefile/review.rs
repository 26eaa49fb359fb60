//! Reading the fields version 3 added: the engine's review of the game and the hints flag.
//!
//! `review` is a list with one entry per position of the replayed game: entry `i` (counted from 0) is
//! `positions()[i]`, the position before move `i + 1` (passes counted, as in `moves`), and the last
//! entry is the current position, so there are `moves.len() + 1`. An entry is `null` (not scored: a
//! review cancelled part way) or `{ "score": s, "best": m, "exact": e }`, optionally with
//! `"played": p` (the value of the move played from that position, which must exist), and nothing
//! else.
//!
//! What [`review`] returns holds these invariants, which the page can rely on: one entry per
//! position; every score in -64..=64, discs for the side to move of its position; every best move
//! legal in its position (`Move::Pass` exactly where the side to move has no legal square); and an
//! exact score of a finished position equal to its final disc difference ([`Board::final_score`]).
//! A score is otherwise not checked: it is the engine's opinion, not a fact of the game.
//!
//! [`Board::final_score`]: ethello_engine::Board::final_score

use serde_json::Value;

use super::error::SaveError;
use super::fields::{clip, kind, quoted, Fields};
use super::format::color_id;
use ethello_engine::review::PositionScore;
use ethello_engine::{Game, Move, Position, Square};

/// The fields of a review entry; any other is refused.
const ENTRY_FIELDS: [&str; 4] = ["score", "best", "exact", "played"];

/// The largest score, in discs, either way: a whole board.
const MAX_SCORE: i64 = 64;

/// `hints_used`: false when missing (or null), else it must be true or false.
pub(super) fn hints_used(root: &Fields) -> Result<bool, SaveError> {
    match root.optional("hints_used") {
        None => Ok(false),
        Some(_) => root.flag("hints_used"),
    }
}

/// `review`, checked against the replayed `game`; `None` when the file has none (or null).
pub(super) fn review(
    root: &Fields,
    game: &Game,
) -> Result<Option<Vec<Option<PositionScore>>>, SaveError> {
    let Some(value) = root.optional("review") else {
        return Ok(None);
    };
    let entries = value
        .as_array()
        .ok_or_else(|| root.wrong("review", "a list", value))?;
    let positions = game.positions();
    if entries.len() != positions.len() {
        let detail = format!(
            "it has {} entries; it needs one per position, {} for a game of {} moves (passes counted)",
            entries.len(),
            positions.len(),
            game.moves().len()
        );
        return Err(root.bad("review", detail));
    }
    let read = |(i, (entry, position)): (usize, (&Value, &Position))| {
        let moved = matches!(game.moves().get(i), Some(Move::Play(_)));
        read_entry(root, (i, moved), entry, *position, Place::of(game, i))
    };
    entries
        .iter()
        .zip(positions)
        .enumerate()
        .map(read)
        .collect::<Result<_, _>>()
        .map(Some)
}

/// Which position an entry scores, for messages: "before move 13", "in the final position".
struct Place(String);

impl Place {
    /// The place of `positions()[i]` in `game`.
    fn of(game: &Game, i: usize) -> Place {
        Place(match (i == game.moves().len(), game.is_over()) {
            (false, _) => format!("before move {}", i + 1),
            (true, true) => "in the final position".into(),
            (true, false) => "in the current position".into(),
        })
    }
}

/// Entry `i` (`moved`: a move was played from its position): null, or a scored position.
fn read_entry(
    root: &Fields,
    (i, moved): (usize, bool),
    value: &Value,
    position: Position,
    place: Place,
) -> Result<Option<PositionScore>, SaveError> {
    let name = format!("review[{i}]");
    let map = match value {
        Value::Null => return Ok(None),
        Value::Object(map) => map,
        other => {
            let detail = format!("it is {}, expected an object or null", kind(other));
            return Err(SaveError::field(&name, detail));
        }
    };
    let entry = root.child(name, map);
    entry.only(&ENTRY_FIELDS)?;
    let score = discs(&entry, "score")?;
    let best = best(&entry, position, &place)?;
    let exact = entry.flag("exact")?;
    check_final(&entry, position, &place, score, exact)?;
    let played = match entry.optional("played") {
        None => None,
        Some(_) if !moved => {
            let detail = format!("no move was played {}", place.0);
            return Err(entry.bad("played", detail));
        }
        Some(_) => Some(discs(&entry, "played")?),
    };
    Ok(Some(PositionScore {
        score,
        best,
        exact,
        played,
    }))
}

/// An exact score of a finished position must be its final disc difference: that is a fact of the
/// game, not an opinion of the engine.
fn check_final(
    entry: &Fields,
    position: Position,
    place: &Place,
    score: i32,
    exact: bool,
) -> Result<(), SaveError> {
    let board = position.board;
    if !exact || !board.is_game_over() || score == board.final_score() {
        return Ok(());
    }
    let detail = format!(
        "the game is over {}, so the exact score for {} is {}, not {score}",
        place.0,
        color_id(position.side),
        board.final_score()
    );
    Err(entry.bad("score", detail))
}

/// `score` or `played`: a whole number of discs from -64 to 64.
fn discs(entry: &Fields, name: &str) -> Result<i32, SaveError> {
    let value = entry.required(name)?;
    let Value::Number(number) = value else {
        return Err(entry.wrong(name, "a whole number from -64 to 64", value));
    };
    match number.as_i64() {
        // Not `abs()`: it overflows on i64::MIN, which a file can hold.
        Some(discs) if (-MAX_SCORE..=MAX_SCORE).contains(&discs) => Ok(discs as i32),
        _ => {
            let detail = format!(
                "{} is not a whole number from -64 to 64",
                clip(&number.to_string())
            );
            Err(entry.bad(name, detail))
        }
    }
}

/// `best`: a square that is a legal move of `position`, or `"pass"` when it has none.
fn best(entry: &Fields, position: Position, place: &Place) -> Result<Move, SaveError> {
    let text = entry.text("best")?;
    let color = color_id(position.side);
    let best = match text {
        "pass" => Move::Pass,
        square => Move::Play(square.parse::<Square>().map_err(|_| {
            let detail = format!("{} is not \"pass\" or a square (a1 to h8)", quoted(square));
            entry.bad("best", detail)
        })?),
    };
    let detail = match best {
        Move::Play(sq) if !position.board.is_legal(sq) => {
            format!("{sq} is not a legal move for {color} {}", place.0)
        }
        Move::Pass if position.board.can_move() => {
            format!("it is \"pass\", but {color} has a legal move {}", place.0)
        }
        _ => return Ok(best),
    };
    Err(entry.bad("best", detail))
}
