use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{Act, EndReason, ErrorCode, Event, Outcome};
use ethello_server::table::{Expiry, Table, AWAY_LIMIT_MS};

use crate::table::{clock, mv, refused, started, step, B, W};

#[test]
fn clocks_start_when_both_have_moved_and_flag_on_the_tick() {
    let (mut table, _, _) = started(clock(1, 2));
    step(&mut table, 10_000);
    assert_eq!(
        table.snapshot(50_000).running,
        None,
        "white's first move is not timed"
    );
    step(&mut table, 50_000);
    assert_eq!(table.snapshot(50_000).clocks_ms, Some([60_000, 60_000]));
    step(&mut table, 55_000);
    assert_eq!(
        table.snapshot(55_000).clocks_ms,
        Some([57_000, 60_000]),
        "5 s less, 2 s more"
    );
    assert_eq!(table.snapshot(56_000).running, Some(W));
    assert!(!table.is_due(&Expiry::default(), 114_999));
    assert_eq!(table.tick(114_999), None);
    assert!(table.is_due(&Expiry::default(), 115_000));
    let ply = table.game().moves().len() as u16;
    refused(&mut table, W, mv("a1", ply), 115_000, ErrorCode::GameOver);
    assert_eq!(table.tick(115_000), Some(Event::Ended));
    assert_eq!(
        table.outcome(),
        Some(Outcome {
            winner: Some(B),
            reason: EndReason::Timeout
        })
    );
    assert_eq!(
        table.snapshot(200_000).clocks_ms,
        Some([57_000, 0]),
        "stopped at the end"
    );
    assert_eq!(table.tick(200_000), None);
}

#[test]
fn a_seat_away_too_long_lets_its_opponent_claim_only_with_a_clock() {
    for (choice, claimable) in [(clock(5, 0), true), (None, false)] {
        let (mut table, _, _) = started(choice);
        table.connect(B, 0);
        assert_eq!(table.connect(W, 0), Some(Event::Back { color: W }));
        step(&mut table, 1_000);
        step(&mut table, 2_000);
        assert_eq!(table.disconnect(W, 3_000), Some(Event::Away { color: W }));
        assert_eq!(table.snapshot(4_000).white.away_ms, Some(1_000));
        refused(
            &mut table,
            B,
            Act::ClaimWin,
            3_000 + AWAY_LIMIT_MS - 1,
            ErrorCode::CannotClaim,
        );
        let late = 3_000 + 100 * AWAY_LIMIT_MS;
        if !claimable {
            refused(&mut table, B, Act::ClaimWin, late, ErrorCode::CannotClaim);
            continue;
        }
        refused(&mut table, W, Act::ClaimWin, late, ErrorCode::CannotClaim);
        assert_eq!(
            table.act(B, Act::ClaimWin, 3_000 + AWAY_LIMIT_MS),
            Ok(Event::Ended)
        );
        assert_eq!(table.outcome().unwrap().reason, EndReason::Abandoned);
    }
}

#[test]
fn a_game_is_aborted_only_before_both_sides_have_moved() {
    let (mut table, _, _) = started(clock(3, 0));
    step(&mut table, 1);
    assert_eq!(table.act(W, Act::Abort, 2), Ok(Event::Ended));
    assert_eq!(
        table.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Aborted
        })
    );
}

#[test]
fn games_nobody_attends_expire() {
    let expiry = Expiry::default();
    let mut waiting = Table::new(GameId::random(), B, None, None, Secret::random(), 0).unwrap();
    waiting.connect(B, 0);
    assert_eq!(
        waiting.expire(&expiry, expiry.waiting_ms * 2),
        None,
        "attended"
    );
    waiting.disconnect(B, 10);
    assert_eq!(waiting.expire(&expiry, expiry.waiting_ms), None);
    assert_eq!(
        waiting.expire(&expiry, expiry.waiting_ms + 10),
        Some(Event::Ended)
    );
    assert_eq!(waiting.outcome().unwrap().reason, EndReason::Expired);
    let (mut playing, _, _) = started(None);
    assert_eq!(
        playing.expire(&expiry, expiry.waiting_ms + 10),
        None,
        "under way: longer"
    );
    assert_eq!(playing.expire(&expiry, expiry.idle_ms), Some(Event::Ended));
}

#[test]
fn a_restored_table_is_the_same_game_and_is_not_charged_the_downtime() {
    let (mut table, black, _) = started(clock(1, 0));
    for now in [1_000, 2_000, 3_000, 4_000] {
        step(&mut table, now);
    }
    table.act(W, Act::OfferDraw, 9_000).unwrap();
    let record = table.record(10_000);
    let restored = Table::restore(record.clone(), &table.squares(), 500_000).unwrap();
    assert_eq!(restored.game(), table.game());
    assert_eq!(restored.seat_of(&black), Ok(B));
    let (was, now) = (table.snapshot(10_000), restored.snapshot(500_000));
    assert_eq!(now.clocks_ms, was.clocks_ms, "the downtime is not charged");
    assert_eq!(
        (now.moves, now.draw_offer, now.running),
        (was.moves, was.draw_offer, was.running)
    );
    assert_eq!(
        restored.snapshot(500_000).black.away_ms,
        Some(0),
        "away from the restore on"
    );
    let mut bad = table.squares();
    bad.push("a1".parse().unwrap());
    assert!(Table::restore(record, &bad, 0).is_err());
}
