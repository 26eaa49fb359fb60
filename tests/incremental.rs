//! Incremental pattern indices: kept up to date move by move, they must always equal the indices
//! read from scratch, give the same evaluation, and leave the search unchanged node for node.

use ethello_engine::eval::{evaluate, evaluate_view};
use ethello_engine::movegen::{flips, legal_moves};
use ethello_engine::patterns::incremental::Indices;
use ethello_engine::patterns::indices;
use ethello_engine::random_play::random_endgames;
use ethello_engine::search::budget::Budget;
use ethello_engine::search::hash::Table;
use ethello_engine::search::midgame::Midgame;
use ethello_engine::search::score::INF;
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::{Bitboard, Board, Rng};

/// The state against a fresh reading of the board `(p, o)`, `p` to move.
fn assert_matches(s: &Indices, p: u64, o: u64, what: &str) {
    assert_eq!(s.mover().flat(), indices(p, o), "{what}: mover's indices");
    assert_eq!(s.other().flat(), indices(o, p), "{what}: other's indices");
    assert!(
        s.mover().padding_is_clear() && s.other().padding_is_clear(),
        "{what}: padding"
    );
    assert_eq!(*s, Indices::new(p, o), "{what}: state");
    assert_eq!(
        evaluate_view(p, o, s.mover()),
        evaluate(p, o),
        "{what}: evaluation"
    );
}

/// Every legal move of `(p, o)`: the leaf shortcut gives the child's own view.
fn assert_children(s: &Indices, p: u64, o: u64, what: &str) {
    let mut moves = legal_moves(p, o);
    while moves != 0 {
        let sq = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let f = flips(sq, p, o);
        let view = s.child_mover(sq, f);
        assert_eq!(view, *s.play(sq, f).mover(), "{what}: child {sq}");
        assert_eq!(
            view.flat(),
            indices(o ^ f, p ^ f ^ (1 << sq)),
            "{what}: child {sq}"
        );
    }
}

/// One random game with random take-backs, checking the state after every move, pass and undo.
/// An undo returns to the parent's state, as the search does (copy-make).
fn check_one_game(rng: &mut Rng, game: usize) {
    let (p0, o0) = ((1u64 << 28) | (1 << 35), (1u64 << 27) | (1 << 36));
    let mut stack = vec![(p0, o0, Indices::new(p0, o0))];
    for ply in 0..200 {
        let &(p, o, s) = stack.last().expect("the start is never taken back");
        let what = format!("game {game} ply {ply}");
        assert_matches(&s, p, o, &what);
        assert_children(&s, p, o, &what);
        let moves = legal_moves(p, o);
        if moves == 0 {
            if legal_moves(o, p) == 0 {
                return;
            }
            stack.push((o, p, s.pass()));
            continue;
        }
        if stack.len() > 2 && rng.below(4) == 0 {
            stack.pop();
            let &(p, o, s) = stack.last().expect("a parent");
            assert_matches(&s, p, o, &format!("{what} after undo"));
            continue;
        }
        let sq = rng.pick(Bitboard(moves)).expect("a move").index() as usize;
        let f = flips(sq, p, o);
        stack.push((o ^ f, p ^ f ^ (1 << sq), s.play(sq, f)));
    }
}

#[test]
fn incremental_indices_equal_fresh_ones_over_1000_random_games() {
    let mut rng = Rng::new(10);
    for game in 0..1000 {
        check_one_game(&mut rng, game);
    }
}

/// Midgame positions: the bench's four after 20 moves and random-play ones from 20 to 44 empties.
fn positions() -> Vec<Board> {
    let bench = [
        "-------------------------OOOX---OOOOXX----XOOOX---XOOXXX---OX--X X",
        "---OO------OOO----XOXXX---XOOX----OOOXX----OOXX-----O----------- X",
    ]
    .map(|s| s.parse::<ethello_engine::Position>().expect("valid").board);
    let random = random_endgames(11, 10, 20..=44)
        .into_iter()
        .map(|p| p.board);
    bench.into_iter().chain(random).collect()
}

/// A midgame search of `b` to `depth` (`selective` for ProbCut), with the incremental indices or
/// reading them from scratch: `(score, best, nodes)`.
fn midgame(b: Board, depth: u32, selective: bool, incremental: bool) -> (i32, u8, u64) {
    let tt = Table::new(4);
    let mut host = Quiet;
    let mut budget = Budget::new(&Limits::depth(depth), &mut host);
    let mut m = Midgame::new(&tt, &mut budget).selective(selective);
    let (p, o) = (b.player.0, b.opponent.0);
    let (score, best) = if incremental {
        m.root(p, o, depth, -INF, INF)
    } else {
        m.with_evaluation(evaluate).root(p, o, depth, -INF, INF)
    };
    (score, best, budget.nodes)
}

#[test]
fn the_search_is_the_same_node_for_node_with_incremental_indices() {
    for (i, b) in positions().into_iter().enumerate() {
        for (depth, selective) in [(7, false), (9, true)] {
            let fast = midgame(b, depth, selective, true);
            let slow = midgame(b, depth, selective, false);
            assert_eq!(
                fast, slow,
                "position {i} depth {depth} selective {selective}"
            );
        }
    }
}

#[test]
fn willy_searches_the_same_with_incremental_indices() {
    for b in positions().into_iter().take(4) {
        let run = |search: Search| {
            let mut search = search;
            search.run(b, &Limits::depth(8), &mut Quiet)
        };
        let fast = run(Search::new(4));
        let slow = run(Search::new(4).with_evaluation(evaluate));
        assert_eq!(fast, slow, "{b:?}");
    }
}
