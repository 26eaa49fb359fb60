use ethello_engine::{Color, Game, Square};
use ethello_server::clock::ClockChoice;
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{Act, EndReason, ErrorCode, Event, Outcome, Phrase, Status};
use ethello_server::table::Table;

pub const B: Color = Color::Black;
pub const W: Color = Color::White;

pub fn clock(minutes: u32, increment_s: u32) -> Option<ClockChoice> {
    Some(ClockChoice {
        minutes,
        increment_s,
    })
}

/// A game with both seats taken at time 0: black created it.
pub fn started(clock: Option<ClockChoice>) -> (Table, Secret, Secret) {
    let (black, white) = (Secret::random(), Secret::random());
    let mut table = Table::new(GameId::random(), B, clock, Some("Ann".into()), black, 0).unwrap();
    assert_eq!(table.status(), Status::Waiting);
    assert_eq!(
        table.join(None, white, 0),
        Ok((W, Event::Joined { color: W }))
    );
    assert_eq!(table.status(), Status::Playing);
    (table, black, white)
}

/// The first legal square of the side to move.
pub fn some_move(table: &Table) -> Square {
    table
        .game()
        .position()
        .board
        .legal_moves()
        .first()
        .expect("a legal move")
}

/// Plays the side to move's first legal square at `now`.
pub fn step(table: &mut Table, now: u64) -> Event {
    let color = table.game().position().side;
    let ply = table.game().moves().len() as u16;
    table
        .act(
            color,
            Act::Move {
                square: some_move(table),
                ply,
            },
            now,
        )
        .unwrap()
}

pub fn mv(sq: &str, ply: u16) -> Act {
    Act::Move {
        square: sq.parse().unwrap(),
        ply,
    }
}

/// Asserts that `act` by `color` is refused with `code` and changes nothing.
pub fn refused(table: &mut Table, color: Color, act: Act, now: u64, code: ErrorCode) {
    let before = table.clone();
    assert_eq!(
        table.act(color, act, now),
        Err(code),
        "{act:?} by {color:?}"
    );
    assert_eq!(*table, before, "{act:?} changed the table");
}

#[test]
fn a_whole_game_ends_as_the_engine_counts_it() {
    let (mut table, _, _) = started(None);
    let mut engine = Game::new();
    for now in 1..=60 {
        if table.outcome().is_some() {
            break;
        }
        let square = some_move(&table);
        engine.play(square).unwrap();
        let event = step(&mut table, now);
        assert!(matches!(event, Event::Moved { square: s, .. } if s == square));
    }
    assert_eq!(table.game(), &engine);
    assert!(engine.is_over());
    let position = engine.position();
    let outcome = table.outcome().unwrap();
    let black = position.black().count();
    assert_eq!(
        outcome.reason,
        EndReason::Discs {
            black,
            white: position.white().count()
        }
    );
    let winner =
        (position.black_score() != 0).then(|| if position.black_score() > 0 { B } else { W });
    assert_eq!(outcome.winner, winner);
    let ply = table.game().moves().len() as u16;
    refused(&mut table, B, mv("a1", ply), 99, ErrorCode::GameOver);
}

#[test]
fn a_forced_pass_is_recorded_and_the_same_side_moves_again() {
    // The game of first legal squares has forced passes near its end.
    let (mut table, _, _) = started(None);
    let mut passes = 0;
    for now in 1..=60 {
        if table.outcome().is_some() {
            break;
        }
        if let Event::Moved {
            passed: Some(p),
            color,
            ..
        } = step(&mut table, now)
        {
            assert_eq!(p, color.opposite());
            assert_eq!(table.game().position().side, color, "the mover moves again");
            passes += 1;
        }
    }
    let recorded = table
        .game()
        .moves()
        .iter()
        .filter(|m| **m == ethello_engine::Move::Pass)
        .count();
    assert!(passes > 0, "this game has a pass");
    assert_eq!(recorded, passes);
}

#[test]
fn every_refusal_changes_nothing() {
    let (mut table, _, _) = started(clock(1, 0));
    refused(&mut table, W, mv("d3", 0), 1, ErrorCode::NotYourTurn);
    refused(&mut table, B, mv("a1", 0), 1, ErrorCode::IllegalMove);
    refused(&mut table, B, mv("d4", 0), 1, ErrorCode::IllegalMove);
    refused(&mut table, B, mv("d3", 1), 1, ErrorCode::Stale);
    refused(
        &mut table,
        B,
        Act::AcceptDraw,
        1,
        ErrorCode::NothingToAnswer,
    );
    refused(
        &mut table,
        B,
        Act::DeclineDraw,
        1,
        ErrorCode::NothingToAnswer,
    );
    refused(
        &mut table,
        B,
        Act::AcceptTakeBack,
        1,
        ErrorCode::NothingToAnswer,
    );
    refused(
        &mut table,
        B,
        Act::DeclineTakeBack,
        1,
        ErrorCode::NothingToAnswer,
    );
    refused(
        &mut table,
        B,
        Act::AskTakeBack,
        1,
        ErrorCode::NothingToTakeBack,
    );
    refused(&mut table, B, Act::Rematch, 1, ErrorCode::NotOver);
    refused(&mut table, B, Act::ClaimWin, 1, ErrorCode::CannotClaim);
    step(&mut table, 2);
    step(&mut table, 3);
    refused(&mut table, W, Act::Abort, 4, ErrorCode::TooLateToAbort);
    refused(&mut table, B, mv("d3", 0), 4, ErrorCode::Stale);
    table.act(B, Act::OfferDraw, 5).unwrap();
    refused(&mut table, B, Act::OfferDraw, 5, ErrorCode::AlreadyAsked);
    refused(
        &mut table,
        B,
        Act::AcceptDraw,
        5,
        ErrorCode::NothingToAnswer,
    );
    table.act(B, Act::AskTakeBack, 5).unwrap();
    refused(&mut table, W, Act::AskTakeBack, 5, ErrorCode::AlreadyAsked);
    table.act(W, Act::Resign, 6).unwrap();
    refused(&mut table, W, Act::Resign, 7, ErrorCode::GameOver);
    refused(&mut table, B, Act::OfferDraw, 7, ErrorCode::GameOver);
    refused(&mut table, B, Act::Abort, 7, ErrorCode::GameOver);
    let before = table.clone();
    assert_eq!(
        table.join(None, Secret::random(), 8),
        Err(ErrorCode::GameOver)
    );
    assert_eq!(table, before);
}

#[test]
fn secrets_open_their_own_seat_only() {
    let (mut table, black, white) = started(None);
    assert_eq!(table.seat_of(&black), Ok(B));
    assert_eq!(table.seat_of(&white), Ok(W));
    assert_eq!(
        table.seat_of(&Secret::random()),
        Err(ErrorCode::WrongSecret)
    );
    let before = table.clone();
    assert_eq!(
        table.join(None, Secret::random(), 1),
        Err(ErrorCode::NoFreeSeat)
    );
    assert_eq!(table, before);
    let (mut waiting, _, _) = started(None);
    waiting = Table::new(waiting.id(), W, None, None, Secret::random(), 0).unwrap();
    refused(&mut waiting, W, Act::Resign, 1, ErrorCode::NotStarted);
    assert_eq!(
        waiting.act(W, Act::Abort, 1),
        Ok(Event::Ended),
        "the creator may leave"
    );
}

#[test]
fn draws_are_offered_then_accepted_declined_or_lapse_with_a_move() {
    let (mut table, _, _) = started(None);
    assert_eq!(
        table.act(B, Act::OfferDraw, 1),
        Ok(Event::DrawOffered { by: B })
    );
    assert_eq!(
        table.act(W, Act::DeclineDraw, 2),
        Ok(Event::DrawDeclined { by: W })
    );
    table.act(B, Act::OfferDraw, 3).unwrap();
    step(&mut table, 4);
    assert_eq!(
        table.snapshot(4).draw_offer,
        None,
        "a move lapses the offer"
    );
    table.act(W, Act::OfferDraw, 5).unwrap();
    assert_eq!(
        table.act(B, Act::OfferDraw, 6),
        Ok(Event::Ended),
        "offering back accepts"
    );
    assert_eq!(
        table.outcome(),
        Some(Outcome {
            winner: None,
            reason: EndReason::Agreed
        })
    );
}

#[test]
fn a_take_back_removes_the_askers_last_move_and_any_reply() {
    let (mut table, _, _) = started(clock(1, 0));
    step(&mut table, 1);
    let after_one = table.game().clone();
    step(&mut table, 2);
    table.act(B, Act::AskTakeBack, 3).unwrap();
    assert_eq!(
        table.act(W, Act::DeclineTakeBack, 4),
        Ok(Event::TakeBackDeclined { by: W })
    );
    table.act(B, Act::AskTakeBack, 5).unwrap();
    assert_eq!(
        table.act(W, Act::AcceptTakeBack, 6),
        Ok(Event::TookBack { plies: 2 })
    );
    assert_eq!(table.game(), &Game::new());
    assert_eq!(table.snapshot(6).running, None, "not both moved any more");
    step(&mut table, 7);
    table.act(B, Act::AskTakeBack, 8).unwrap();
    assert_eq!(
        table.act(W, Act::AcceptTakeBack, 9),
        Ok(Event::TookBack { plies: 1 })
    );
    assert_eq!(table.game(), &Game::new());
    step(&mut table, 10);
    assert_eq!(table.game(), &after_one);
}

#[test]
fn a_rematch_starts_when_both_ask_with_colours_swapped() {
    let (mut table, black, white) = started(clock(3, 2));
    step(&mut table, 1);
    table.act(B, Act::Resign, 2).unwrap();
    assert_eq!(table.rematch_table(3), None);
    assert_eq!(
        table.act(W, Act::Rematch, 3),
        Ok(Event::RematchAsked { by: W })
    );
    refused(&mut table, W, Act::Rematch, 4, ErrorCode::AlreadyAsked);
    assert_eq!(table.act(B, Act::Rematch, 5), Ok(Event::RematchStarted));
    let next = table.rematch_table(6).unwrap();
    assert_eq!(Some(next.id()), table.next());
    assert_eq!(next.seat_of(&black), Ok(W));
    assert_eq!(next.seat_of(&white), Ok(B));
    assert_eq!(next.snapshot(6).white.name.as_deref(), Some("Ann"));
    assert_eq!(next.status(), Status::Playing);
    assert_eq!(next.snapshot(6).clock, clock(3, 2));
}

#[test]
fn chat_changes_nothing() {
    let (mut table, _, _) = started(None);
    let before = table.clone();
    assert_eq!(
        table.act(
            W,
            Act::Chat {
                phrase: Phrase::GoodLuck
            },
            1
        ),
        Ok(Event::Chat {
            by: W,
            phrase: Phrase::GoodLuck
        })
    );
    assert_eq!(table, before);
}
