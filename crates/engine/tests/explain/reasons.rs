use super::reference::{moves, positions, touching};
use ethello_engine::explain::{self, Explanation, KeyKind, Reason, Tempo};
use ethello_engine::search::{Limits, Search};
use ethello_engine::{Bitboard, Board, Game, Move, Rng, Square};

/// The board after `moves` played from `board` after `first`, and whether the mover is to move.
fn after(board: Board, first: Square, moves: &[Move]) -> (Board, bool) {
    let mut b = board.play(first).expect("the move is legal");
    let mut mover = false;
    for &mv in moves {
        b = b.play_move(mv).expect("every move of a line is legal");
        mover = !mover;
    }
    (b, mover)
}

/// The mover's discs, and the opponent's, on `b` where `mover` says who is to move.
fn sides(b: Board, mover: bool) -> (u64, u64) {
    match mover {
        true => (b.player.0, b.opponent.0),
        false => (b.opponent.0, b.player.0),
    }
}

/// Checks every reason and key ply of `e`, an explanation of a move of `board`, against the board.
fn assert_true(board: Board, e: &Explanation) {
    let (played, vs) = (e.played.line.square, e.vs.line.square);
    let (pa, va) = (board.play(played).unwrap(), board.play(vs).unwrap());
    let ctx = format!("{board:?} {played} vs {vs}: {:?}", e.tags());
    assert!(e.reasons.len() <= explain::MAX_REASONS);
    assert!(e.reasons.is_empty() || e.loss > 0, "{ctx}");
    assert_eq!(e.loss, e.vs.line.value - e.played.line.value);
    for side in [&e.played, &e.vs] {
        let (_, _) = after(board, side.line.square, &side.line.moves);
        if let Some(key) = side.key {
            let (b, mover) = after(board, side.line.square, &side.line.moves[..key.ply]);
            let mv = side.line.moves[key.ply];
            match key.kind {
                KeyKind::Corner(sq) => assert!(!mover && mv == Move::Play(sq), "{ctx}"),
                KeyKind::Pass => assert!(mover && mv == Move::Pass && !b.can_move(), "{ctx}"),
                KeyKind::NoSafeMove => {
                    assert!(mover && b.can_move(), "{ctx}");
                    for sq in b.legal_moves() {
                        let corners = b.play(sq).unwrap().legal_moves() & Bitboard::CORNERS;
                        assert!(!corners.is_empty(), "{ctx}");
                    }
                }
                KeyKind::Wipeout => {
                    let (b, mover) = after(board, side.line.square, &side.line.moves[..=key.ply]);
                    assert_eq!(sides(b, mover).0, 0, "{ctx}");
                }
            }
        }
    }
    let end_stable = |line: &explain::Line| {
        let (b, mover) = after(board, line.square, &line.moves);
        let (m, o) = sides(b, mover);
        explain::stable(Bitboard(m), Bitboard(o)).count()
    };
    let frontier = |b: Board| touching(b.opponent.0, b.empties().0).count_ones();
    for reason in &e.reasons {
        match *reason {
            Reason::Corner { square } => {
                assert!(Bitboard::CORNERS.contains(square), "{ctx}");
                assert!(pa.is_legal(square) && !va.is_legal(square), "{ctx}");
            }
            Reason::Mobility { after, vs } => {
                let count = |b: Board| moves(b.player.0, b.opponent.0).count_ones();
                assert_eq!((after, vs), (count(pa), count(va)), "{ctx}");
                assert!(after > vs, "{ctx}");
            }
            Reason::Frontier { after, vs } => {
                assert_eq!((after, vs), (frontier(pa), frontier(va)), "{ctx}");
                assert!(after > vs, "{ctx}");
            }
            Reason::Stable { after, vs } => {
                let counts = (end_stable(&e.played.line), end_stable(&e.vs.line));
                assert_eq!((after, vs), counts, "{ctx}");
                assert!(after < vs, "{ctx}");
            }
            Reason::XSquare { square } | Reason::CSquare { square } => {
                assert_eq!(square, played, "{ctx}");
                let x = matches!(reason, Reason::XSquare { .. });
                let near = [
                    (0, 9, [1, 8]),
                    (7, 14, [6, 15]),
                    (56, 49, [48, 57]),
                    (63, 54, [55, 62]),
                ];
                let s = square.index();
                let empty = |c: u8| board.empties().contains(Square::from_index(c).unwrap());
                let holds = near
                    .iter()
                    .any(|&(c, xs, cs)| empty(c) && if x { xs == s } else { cs.contains(&s) });
                assert!(holds, "{ctx}");
            }
            Reason::Tempo(Tempo::ComparedForcesPass) => {
                assert!(!va.can_move() && pa.can_move(), "{ctx}");
            }
            Reason::Tempo(Tempo::MoverPasses { ply }) => {
                let moves = &e.played.line.moves;
                let (b, mover) = after(board, played, &moves[..ply]);
                assert!(mover && moves[ply] == Move::Pass && !b.can_move(), "{ctx}");
            }
            Reason::Wipeout { ply } => {
                let (b, mover) = after(board, played, &e.played.line.moves[..=ply]);
                assert_eq!(sides(b, mover).0, 0, "{ctx}");
            }
            Reason::Openness { after, vs } => {
                let open = |before: Board, b: Board| {
                    let turned = b.opponent.0 & before.opponent.0;
                    touching(b.empties().0, turned).count_ones()
                };
                assert_eq!((after, vs), (open(board, pa), open(board, va)), "{ctx}");
                assert!(after > vs, "{ctx}");
            }
            Reason::Parity { after, vs } => {
                let odd = |b: Board| {
                    let regions = explain::regions(b);
                    regions
                        .iter()
                        .filter(|r| r.odd && r.player_can_enter)
                        .count() as u32
                };
                assert_eq!((after, vs), (odd(pa), odd(va)), "{ctx}");
                assert!(after > vs, "{ctx}");
            }
            Reason::Stoner(threat) => {
                let (p, o) = (pa.opponent.0, pa.player.0);
                super::features::assert_stoner_holds(p, o, &threat, &ctx);
                assert!(!e.vs.features.stoner.contains(&threat), "{ctx}");
            }
            Reason::Edge(shape) => {
                let shapes = explain::edge_shapes(pa.opponent.0, pa.player.0, !0);
                assert!(shape.mover && shapes.contains(&shape), "{ctx}");
            }
        }
    }
}

#[test]
fn every_reason_is_true_of_its_position() {
    let mut search = Search::new(4);
    let mut rng = Rng::new(4);
    let (mut explained, mut given) = (0, 0);
    let mut kinds = std::collections::BTreeSet::new();
    for pos in positions(48, 600) {
        let board = pos.board;
        let played = rng.pick(board.legal_moves()).unwrap();
        let vs = (rng.below(2) == 0).then(|| rng.pick(board.legal_moves()).unwrap());
        let e = explain::explain(&mut search, board, played, vs, &Limits::depth(4)).unwrap();
        assert_true(board, &e);
        explained += 1;
        given += e.reasons.len();
        for reason in &e.reasons {
            kinds.insert(reason.tag().split(':').next().unwrap().to_string());
        }
    }
    assert!(
        given > explained / 2,
        "{given} reasons for {explained} moves"
    );
    for kind in [
        "corner", "mobility", "frontier", "stable", "xsquare", "csquare", "tempo", "edge",
        "parity", "stoner",
    ] {
        assert!(kinds.contains(kind), "no {kind} reason among {kinds:?}");
    }
}

#[test]
fn an_x_square_that_gives_a_corner_is_explained_by_that_corner() {
    // Black's b2 lets White take a1 at once; the best move does not.
    let game = Game::from_transcript("d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3").unwrap();
    let board = game.position().board;
    let b2: Square = "b2".parse().unwrap();
    let mut search = Search::new(4);
    let e = explain::explain(&mut search, board, b2, None, &Limits::depth(8)).unwrap();
    assert_true(board, &e);
    let tags = e.tags();
    assert_eq!(tags[0], "corner:a1", "{tags:?}");
    assert!(tags.contains(&"xsquare:b2".to_string()), "{tags:?}");
    assert!(tags.last().unwrap().starts_with("line:"), "{tags:?}");
    serialisable(&e);
}

/// `ethello explain --json` will print an explanation: it must implement `Serialize`.
fn serialisable<T: serde::Serialize>(_: &T) {}

#[test]
fn a_move_compared_with_itself_has_no_reason_and_an_illegal_one_is_refused() {
    let board = Board::start();
    let f5: Square = "f5".parse().unwrap();
    let mut search = Search::new(2);
    let e = explain::explain(&mut search, board, f5, Some(f5), &Limits::depth(3)).unwrap();
    assert_eq!((e.loss, e.reasons.len()), (0, 0));
    let a1: Square = "a1".parse().unwrap();
    let refused = explain::explain(&mut search, board, a1, None, &Limits::depth(3));
    assert_eq!(refused.unwrap_err(), explain::ExplainError::Illegal(a1));
}

#[test]
fn a_line_writes_its_passes_and_replays_legally() {
    let mut search = Search::new(2);
    let mut with_pass = 0;
    for pos in ethello_engine::random_play::random_endgames(3, 150, 5..=10) {
        let board = pos.board;
        for sq in board.legal_moves() {
            let line = explain::refute(&mut search, board, sq, &Limits::depth(60)).unwrap();
            assert!(line.exact);
            let first_pass = !board.play(sq).unwrap().can_move();
            assert_eq!(
                line.moves.first() == Some(&Move::Pass),
                first_pass && !line.moves.is_empty()
            );
            let (end, mover) = after(board, sq, &line.moves);
            with_pass += line.moves.contains(&Move::Pass) as u32;
            // An exact line ends the game with the value it promised, the mover's disc margin.
            if end.is_game_over() {
                let score = if mover {
                    end.final_score()
                } else {
                    -end.final_score()
                };
                assert_eq!(score, line.value, "{board:?} {sq}");
            }
        }
    }
    assert!(with_pass > 10, "{with_pass} lines with a pass");
    let tag = explain::line_tag(&[Move::Play("b1".parse().unwrap()), Move::Pass]);
    assert_eq!(tag, "line:b1,pa");
}

#[test]
fn a_move_that_lets_the_opponent_wipe_the_mover_out_says_so() {
    // After White's f2 here, Black wipes White out two moves later (f1, e2, e1).
    let game = Game::from_transcript("d3e3f3c3f5f4b2").unwrap();
    let board = game.position().board;
    let f2: Square = "f2".parse().unwrap();
    let mut search = Search::new(4);
    let e = explain::explain(&mut search, board, f2, None, &Limits::depth(6)).unwrap();
    assert_true(board, &e);
    let key = e.played.key.expect("the line has a key ply");
    assert_eq!(key.kind, KeyKind::Wipeout);
    assert_eq!(e.tags()[0], "wipeout", "{:?}", e.tags());
}
