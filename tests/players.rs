//! The computer players: every character always answers with a legal move, and the characters are
//! ordered in strength (Mike beats Dubya in most games).

use ethello_engine::search::{Host, Quiet, Report};
use ethello_engine::{Board, Color, Move, Player, Position, Rng, Session, TimeControl};

/// A clock that advances one millisecond each time it is read (every few thousand nodes), so
/// time-limited players finish quickly and the same on every machine.
struct FakeClock(u64);

impl Host for FakeClock {
    fn elapsed_ms(&mut self) -> u64 {
        self.0 += 1;
        self.0
    }
}

/// The move of `session`'s player on `board` (black to move, as far as the session knows) under
/// `control`. The levels' tests ask their moves the same way.
pub(crate) fn think(
    session: &mut Session,
    board: Board,
    control: TimeControl,
    host: &mut dyn Host,
) -> Report {
    if !board.can_move() {
        // A game records a forced pass at once: a session is never asked for one.
        return Report {
            best: Move::Pass,
            score: 0,
            exact: false,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
    }
    session.set_position(Position {
        board,
        side: Color::Black,
    });
    session.think(control, host)
}

/// Plays a game between `black` and `white` from `start` (black to move); returns black's score.
/// Every move is checked for legality (`play_move` refuses illegal ones).
fn game(black: Player, white: Player, start: Board, seed: u64) -> i32 {
    let mut sessions = [
        Session::new(black).with_seed(seed),
        Session::new(white).with_seed(seed ^ 0xabc),
    ];
    let players = [black, white];
    let mut b = start;
    let mut turn = 0;
    while !b.is_game_over() {
        let control = TimeControl::Average(20);
        let r = think(&mut sessions[turn], b, control, &mut FakeClock(0));
        if b.can_move() {
            assert_ne!(r.best, Move::Pass, "{} passed with moves", players[turn]);
        }
        b = b.play_move(r.best).expect("a legal move");
        turn ^= 1;
    }
    let score = b.final_score();
    if turn == 0 {
        score
    } else {
        -score
    }
}

/// The start position after `plies` random moves from `seed` (no passes happen that early).
fn opening(seed: u64, plies: u32) -> Board {
    let game = ethello_engine::random_play::random_game(&mut Rng::new(seed), plies as usize);
    game.position().board
}

#[test]
fn every_player_always_plays_legal_moves() {
    let all = [
        Player::Random,
        Player::Greedy,
        Player::Dubya,
        Player::Mike,
        Player::Willy,
        Player::Depth(3),
        Player::Time(5),
    ];
    for (i, &a) in all.iter().enumerate() {
        let b = all[(i + 3) % all.len()];
        game(a, b, opening(i as u64, 2), i as u64);
        game(b, a, opening(i as u64, 2), i as u64);
    }
}

#[test]
fn mike_beats_dubya_in_most_games() {
    let mut mike_points = 0.0;
    for g in 0..20u64 {
        let start = opening(g / 2, 4);
        let black = game_score_for_mike(g, start);
        mike_points += match black.cmp(&0) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
    }
    assert!(mike_points >= 14.0, "Mike scored only {mike_points} of 20");
}

fn game_score_for_mike(g: u64, start: Board) -> i32 {
    if g.is_multiple_of(2) {
        game(Player::Mike, Player::Dubya, start, g)
    } else {
        -game(Player::Dubya, Player::Mike, start, g)
    }
}

#[test]
fn the_full_engine_beats_greedy_and_dubya_wins_against_random_most_of_the_time() {
    let mut engine_wins = 0;
    let mut dubya_wins = 0;
    for g in 0..10u64 {
        let start = opening(100 + g / 2, 4);
        let (a, b) = if g.is_multiple_of(2) {
            (1, -1)
        } else {
            (-1, 1)
        };
        let s = if g.is_multiple_of(2) {
            game(Player::Depth(4), Player::Greedy, start, g)
        } else {
            game(Player::Greedy, Player::Depth(4), start, g)
        };
        engine_wins += (s * a > 0) as u32;
        let s = if g.is_multiple_of(2) {
            game(Player::Dubya, Player::Random, start, g)
        } else {
            game(Player::Random, Player::Dubya, start, g)
        };
        dubya_wins += (s * b < 0) as u32;
    }
    assert!(
        engine_wins >= 9,
        "depth:4 won {engine_wins} of 10 against greedy"
    );
    assert!(
        dubya_wins >= 6,
        "Dubya won {dubya_wins} of 10 against random"
    );
}

#[test]
fn willy_opens_from_the_book_with_variety_and_mike_does_not() {
    let mut first_moves = std::collections::HashSet::new();
    for seed in 0..12 {
        let report = think(
            &mut Session::new(Player::Willy).with_seed(seed),
            Board::start(),
            TimeControl::Average(1000),
            &mut Quiet,
        );
        assert_eq!(report.nodes, 0, "a book move costs no search");
        first_moves.insert(report.best);
    }
    assert!(first_moves.len() > 1, "always {first_moves:?}");
    let mike = think(
        &mut Session::new(Player::Mike).with_seed(1),
        Board::start(),
        TimeControl::Average(1000),
        &mut Quiet,
    );
    assert!(mike.nodes > 0, "Mike searches");
}
