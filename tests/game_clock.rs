//! Time under a game clock ([`Limits::game`]): a hard move may take more than the move's usual
//! time, up to its maximum and never past it, and an easy move takes exactly what a fixed time per
//! move would give it. Slick Willy's setting of a time per move is his average over a game's
//! searched moves (a [`TimeControl::Average`], kept by the session's time bank).
//!
//! The clock here ticks one millisecond each time the search looks at it (every few thousand
//! nodes), so every run is the same on every machine.

use ethello_engine::random_play::random_endgames;
use ethello_engine::search::time::{solvable_empties, BANK_LONGEST_SETTINGS, HARD_MOVE_FACTOR};
use ethello_engine::search::{Host, Limits, Report, Search};
use ethello_engine::{Board, Game, Move, Player, Session, TimeControl};

/// A clock that advances one millisecond per look, and keeps the search's progress reports.
#[derive(Default)]
struct TickingClock {
    now: u64,
    reports: Vec<Report>,
}

impl Host for TickingClock {
    fn elapsed_ms(&mut self) -> u64 {
        self.now += 1;
        self.now
    }

    fn progress(&mut self, report: &Report) {
        self.reports.push(report.clone());
    }
}

/// A fresh search of `board` within `limits`: its report and its clock at the end.
fn search(board: Board, limits: &Limits) -> (Report, TickingClock) {
    let mut clock = TickingClock::default();
    let report = Search::new(16).run(board, limits, &mut clock);
    (report, clock)
}

/// The exact score of `board`.
fn exact(board: Board) -> i32 {
    let limits = Limits::depth(60);
    Search::new(16)
        .run(board, &limits, &mut TickingClock::default())
        .score
}

#[test]
fn a_solve_under_way_runs_past_the_usual_time_but_never_past_the_maximum() {
    let mut cut_short = 0;
    for pos in random_endgames(5, 12, 14..=14) {
        let b = pos.board;
        let (fixed, _) = search(b, &Limits::time(3));
        if fixed.exact {
            continue; // solved within the usual time anyway
        }
        cut_short += 1;
        let (game, _) = search(b, &Limits::game(3, 1_000_000));
        assert!(game.exact, "{b:?}: the solve should finish by the maximum");
        assert_eq!(game.score, exact(b), "{b:?}");
        let (tight, clock) = search(b, &Limits::game(3, 6));
        assert!(
            clock.now <= 7,
            "{b:?}: ran to {} ms past a 6 ms maximum",
            clock.now
        );
        let Move::Play(sq) = tight.best else {
            panic!("{b:?}: a pass with a legal move")
        };
        assert!(b.legal_moves().contains(sq), "{b:?}");
    }
    assert!(
        cut_short >= 3,
        "only {cut_short} solves were cut short at 3 ms"
    );
}

/// True when an iteration from depth 6 on chose another move than the one before it, or scored at
/// least one disc less than the last iteration of the same parity (the search's own threshold is
/// two discs in hundredths; a report's score is rounded to whole discs).
fn changed_its_mind(reports: &[Report]) -> bool {
    reports.windows(3).any(|w| {
        let (before, same_parity, now) = (&w[1], &w[0], &w[2]);
        now.depth >= 6
            && now.depth == before.depth + 1
            && (now.best != before.best || now.score < same_parity.score)
    })
}

#[test]
fn only_a_deepening_that_changes_its_mind_takes_more_than_the_usual_time() {
    const USUAL: u64 = 40;
    let (mut hard, mut easy) = (0, 0);
    for pos in random_endgames(11, 24, 28..=36) {
        let b = pos.board;
        let (fixed, fixed_clock) = search(b, &Limits::time(USUAL));
        let (game, clock) = search(b, &Limits::game(USUAL, 10 * USUAL));
        assert!(
            clock.now <= HARD_MOVE_FACTOR * USUAL + 1,
            "{b:?}: {} ms, more than {HARD_MOVE_FACTOR} times the usual",
            clock.now
        );
        // Up to the usual time both searches are the same search.
        let (before, after) = clock.reports.split_at(fixed_clock.reports.len());
        assert_eq!(before, fixed_clock.reports, "{b:?}");
        if after.is_empty() {
            easy += 1;
            assert_eq!(game.best, fixed.best, "{b:?}");
        } else {
            hard += 1;
            // More iterations than the usual time allows (started later, or finished later).
            assert!(
                changed_its_mind(&clock.reports),
                "{b:?}: {:?}",
                clock.reports
            );
        }
    }
    assert!(
        hard >= 2 && easy >= 2,
        "{hard} hard moves, {easy} easy ones"
    );
}

/// Slick Willy at a setting of `setting` (ticks of [`TickingClock`]) against himself from the
/// start, a brain a side: for each side, the ticks and the number of his searched moves before the
/// solve horizon, and his longest move.
fn willy_game(seed: u64, setting: u64) -> [(u64, u64, u64); 2] {
    let mut sessions = [
        Session::new(Player::Willy).with_seed(seed),
        Session::new(Player::Willy).with_seed(seed + 1),
    ];
    let mut game = Game::new();
    let mut spent = [(0, 0, 0); 2];
    while !game.is_over() {
        let (board, side) = (game.position().board, game.position().side as usize);
        let mut clock = TickingClock::default();
        let session = &mut sessions[side];
        session.set_game(game.clone());
        let report = session.think(TimeControl::Average(setting), &mut clock);
        let s = &mut spent[side];
        if report.depth > 0 && board.empties().count() > solvable_empties(setting) {
            (s.0, s.1) = (s.0 + clock.now, s.1 + 1);
        }
        s.2 = s.2.max(clock.now);
        let Move::Play(sq) = report.best else {
            panic!("{board:?}: Willy passed with a legal move")
        };
        game.play(sq).expect("Willy plays a legal move");
    }
    spent
}

#[test]
fn willy_spends_his_setting_over_a_game_and_never_more_than_his_longest_move() {
    const SETTING: u64 = 25;
    for seed in [1, 2] {
        for (side, (used, searched, longest)) in willy_game(seed, SETTING).into_iter().enumerate() {
            assert!(
                searched >= 10,
                "seed {seed}, side {side}: {searched} searched moves"
            );
            let share = used as f64 / (SETTING * searched) as f64;
            assert!(
                (0.85..=1.05).contains(&share),
                "seed {seed}, side {side}: {used} ticks over {searched} moves of {SETTING}: {share:.3}"
            );
            assert!(
                longest <= BANK_LONGEST_SETTINGS * SETTING + 1,
                "seed {seed}, side {side}: a move of {longest} ticks"
            );
        }
    }
}
