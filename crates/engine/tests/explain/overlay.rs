use super::reference::{flips, moves, positions, touching};
use ethello_engine::explain::overlay::{overlay, MAX_REGION};
use ethello_engine::explain::parity::{last_move, LastMove, NODES};
use ethello_engine::explain::{self, components};
use ethello_engine::{Bitboard, Board, Position};

/// The board of a position text (rows from row 1, `X` black, `O` white, then the side to move).
fn board(rows: &[&str], side: char) -> Board {
    let text = format!("{} {side}", rows.join(" "));
    text.parse::<Position>().expect("a position").board
}

/// Who plays last in `region` for `p` to move against `o`, by trying every move of every order
/// in the region with the plain move generator: `Some(true)` for `p`, `Some(false)` for `o`,
/// `None` when nobody can play there.
fn reference_last(p: u64, o: u64, region: u64) -> Option<bool> {
    let mine = moves(p, o) & region;
    if mine == 0 {
        return match moves(o, p) & region {
            0 => None,
            _ => reference_last(o, p, region).map(|o_last| !o_last),
        };
    }
    let outcomes = (0..64).filter(|sq| mine >> sq & 1 == 1).map(|sq| {
        let f = flips(p, o, sq);
        let (p2, o2) = (p | f | 1 << sq, o & !f);
        // The opponent moves next: we are last unless he is.
        reference_last(o2, p2, region & !(1 << sq)) != Some(true)
    });
    Some(outcomes.collect::<Vec<_>>().contains(&true))
}

/// The reference's answer as a [`LastMove`].
fn as_last(answer: Option<bool>) -> LastMove {
    match answer {
        Some(true) => LastMove::Player,
        Some(false) => LastMove::Opponent,
        None => LastMove::Nobody,
    }
}

const FULL: &str = "OOOOOOOO";

#[test]
fn who_plays_last_in_hand_made_regions() {
    let a1 = Bitboard(1);
    // a1 alone, only White can play it (b1 black, c1 white): Black passes, White plays last.
    let only_white = board(&["-XOOOOOO", FULL, FULL, FULL, FULL, FULL, FULL, FULL], 'X');
    assert_eq!(last_move(only_white, a1, NODES), Some(LastMove::Opponent));
    // a1 alone, Black to move can play it (b1 white, c1 black).
    let mut rows = ["XXXXXXXX"; 8];
    rows[0] = "-OXXXXXX";
    let black_in = board(&rows, 'X');
    assert_eq!(last_move(black_in, a1, NODES), Some(LastMove::Player));
    // a1 alone, every line from it black to the edge: nobody can play it.
    let closed = [
        "-XXXXXXX", "XXOOOOOO", "XOXOOOOO", "XOOXOOOO", "XOOOXOOO", "XOOOOXOO", "XOOOOOXO",
        "XOOOOOOX",
    ];
    assert_eq!(
        last_move(board(&closed, 'X'), a1, NODES),
        Some(LastMove::Nobody)
    );
    // a1 and b1: only Black can start (b1, turning c1), then only White can end (a1, turning
    // b1 to d1 against e1). White plays last whoever is to move.
    let rows = ["--OXOOOO", FULL, FULL, FULL, FULL, FULL, FULL, FULL];
    let pair = Bitboard(0b11);
    assert_eq!(
        last_move(board(&rows, 'X'), pair, NODES),
        Some(LastMove::Opponent)
    );
    assert_eq!(
        last_move(board(&rows, 'O'), pair, NODES),
        Some(LastMove::Player)
    );
}

#[test]
fn who_plays_last_matches_every_order_of_play_on_random_endgames() {
    let mut read = 0;
    for pos in positions(48, 400) {
        let b = pos.board;
        for region in components(b.empties())
            .into_iter()
            .filter(|r| r.count() <= 7)
        {
            let want = as_last(reference_last(b.player.0, b.opponent.0, region.0));
            assert_eq!(last_move(b, region, NODES), Some(want), "{pos} {region:?}");
            read += 1;
        }
    }
    assert!(read > 200, "only {read} regions read");
}

#[test]
fn past_its_node_budget_the_search_says_nothing() {
    let b = Board::start();
    assert_eq!(last_move(b, b.empties(), 100), None);
}

#[test]
fn the_overlay_holds_the_facts_of_its_board() {
    for pos in positions(4848, 300) {
        let b = pos.board;
        let (p, o) = (b.player.0, b.opponent.0);
        let o_lay = overlay(b, None);
        let (mine, theirs) = explain::stable_both(b);
        assert_eq!(o_lay.stable, mine | theirs, "{pos}");
        let empty = !(p | o);
        assert_eq!(o_lay.frontier.0, touching(p | o, empty), "{pos}");
        assert_eq!(o_lay.corners.0, moves(p, o) & Bitboard::CORNERS.0, "{pos}");
        assert!(
            o_lay.given.is_empty(),
            "nothing is given without the board before"
        );
        let small = components(b.empties()).into_iter();
        let small: Vec<_> = small.filter(|r| r.count() <= MAX_REGION).collect();
        let shown: Vec<_> = o_lay.regions.iter().map(|r| r.squares).collect();
        assert_eq!(shown, small, "{pos}");
    }
}

#[test]
fn the_squares_given_are_the_new_moves_of_the_side_to_move() {
    // f5 from the start gives White f6; d6 and f4 he had before.
    let after = Board::start().play("f5".parse().unwrap()).unwrap();
    let given = overlay(after, Some(Board::start())).given;
    assert_eq!(given, Bitboard::from_square("f6".parse().unwrap()));
    for pos in positions(480, 200) {
        let before = pos.board;
        for sq in before.legal_moves() {
            let after = before.play_unchecked(sq);
            let (p, o) = (after.player.0, after.opponent.0);
            let had = moves(before.opponent.0, before.player.0);
            let given = overlay(after, Some(before)).given;
            assert_eq!(given.0, moves(p, o) & !had, "{pos} {sq}");
        }
    }
}
