//! Engine variants against each other at the same time per move, from varied openings (six random
//! moves, each played twice with colours swapped): the trained evaluation against the hand-weighted
//! one (`eval`), or the selective search (ProbCut) against the full-width one (`probcut`). On a
//! terminal, a progress bar on standard error counts the games.

use ethello::{progress, Clock};
use ethello_engine::eval::handmade_evaluate;
use ethello_engine::search::{Limits, Search};
use ethello_engine::{random_play, Board, Move, Rng};

/// `ethello-fit versus GAMES MS eval|probcut`: prints the first variant's score after each pair
/// of games.
pub fn run(games: u64, ms: u64, what: &str) -> Result<(), String> {
    let (mut first, mut second, label) = match what {
        "eval" => (
            Search::new(64),
            Search::new(64).with_evaluation(handmade_evaluate),
            "trained vs handmade evaluation",
        ),
        "probcut" => (
            Search::new(64),
            Search::new(64).with_selectivity(false),
            "selective vs full-width search",
        ),
        _ => return Err(format!("versus: {what} is neither eval nor probcut")),
    };
    let mut rng = Rng::new(1);
    let (mut points, mut played) = (0.0, 0);
    let bar = progress::bar(games.div_ceil(2) * 2, "games");
    for _ in 0..games.div_ceil(2) {
        let opening = opening(&mut rng);
        for first_moves_first in [true, false] {
            first.clear();
            second.clear();
            let margin = play(opening, ms, [&mut first, &mut second], first_moves_first);
            points += match margin.signum() {
                1 => 1.0,
                0 => 0.5,
                _ => 0.0,
            };
            played += 1;
            bar.inc(1);
        }
        bar.suspend(|| println!("{label}: {points:.1} of {played}"));
    }
    Ok(())
}

/// Six random moves from the start (black to move after them).
fn opening(rng: &mut Rng) -> Board {
    random_play::random_game(rng, 6).position().board
}

/// Plays the game out; the final margin for `players[0]`, who moves first when `first`.
fn play(mut b: Board, ms: u64, players: [&mut Search; 2], first: bool) -> i32 {
    let [a, other] = players;
    let mut a_to_move = first;
    while !b.is_game_over() {
        if b.must_pass() {
            b = b.pass();
            a_to_move = !a_to_move;
            continue;
        }
        let search = if a_to_move { &mut *a } else { &mut *other };
        let report = search.run(b, &Limits::time(ms), &mut Clock::new());
        let Move::Play(sq) = report.best else { break };
        b = b.play_unchecked(sq);
        a_to_move = !a_to_move;
    }
    let score = b.final_score();
    if a_to_move {
        score
    } else {
        -score
    }
}
