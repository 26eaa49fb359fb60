//! The analysis board, the board editor and the open box, through the state machine: the study job
//! and its replies (matched by id, stopped when the position changes), take-backs and branches, the
//! editor's refusals, "Play from here", and what the open box, a dropped file and a `#pos=` link
//! open (or refuse, leaving the game untouched).

use super::hints::values;
use super::*;
use ethello_engine::hints::Hint;
use ethello_engine::Bitboard;
use ethello_model::import::position_link;
use ethello_ui::study::{ghosts, opening_name, GHOSTS};
use ethello_ui::{Pen, StudyMsg};

/// The Study request among `fx`: id and position.
fn study_request(fx: &[Effect]) -> Option<(u32, Position)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request: ToWorker::Study { id, position },
            ..
        } => Some((*id, *position)),
        _ => None,
    })
}

pub(super) fn study(m: &mut Model, msg: StudyMsg) -> Vec<Effect> {
    update(m, Msg::Study(msg))
}

/// A pass of the study of request `id`: every legal move of `position`, `top` best at `score + 1`.
pub(super) fn pass(id: u32, position: Position, top: Square, depth: u32, done: bool) -> FromWorker {
    let mut hints = values(position, top, 2);
    for h in &mut hints {
        h.exact = done;
    }
    FromWorker::Study {
        id,
        hints,
        depth,
        pv: vec![top, sq("d6"), sq("c3")],
        done,
    }
}

/// A page on the analysis board at the start, its worker ready: returns the study request.
pub(super) fn studying() -> (Model, u32) {
    let mut m = ready_page();
    let fx = study(&mut m, StudyMsg::Enter);
    assert_eq!(m.screen, Screen::Study);
    let (id, position) = study_request(&fx).expect("the study starts at once");
    assert_eq!(position, Position::start());
    (m, id)
}

#[test]
fn the_study_takes_its_own_replies_and_stops_when_the_position_changes() {
    let (mut m, id) = studying();
    let start = Position::start();
    hear(&mut m, pass(id, start, sq("f5"), 3, false));
    let v = m.study.current_verdict().expect("a verdict");
    assert_eq!(
        (v.depth, v.pv.len(), v.best().unwrap().square),
        (3, 3, sq("f5"))
    );
    let before = format!("{m:?}");
    hear(&mut m, pass(id + 7, start, sq("d3"), 9, true));
    assert_eq!(
        format!("{m:?}"),
        before,
        "another request's reply changes nothing"
    );

    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(spawned(&fx), "the busy worker is replaced");
    assert!(m.study.current_verdict().is_none(), "the old verdict goes");
    assert!(
        study_request(&fx).is_none(),
        "nothing is posted before Ready"
    );
    let fx = ready(&mut m);
    let (next, position) = study_request(&fx).expect("the new position is studied");
    assert_eq!(position.side, Color::White);
    hear(&mut m, pass(id, start, sq("f5"), 60, true));
    assert!(
        m.study.current_verdict().unwrap().hints.is_empty(),
        "a stale reply is ignored"
    );

    hear(&mut m, pass(next, position, sq("d6"), 60, true));
    let v = m.study.current_verdict().unwrap();
    assert!(v.done && v.best().unwrap().exact);
    assert!(m.worker.running.is_none(), "the last pass frees the worker");
}

#[test]
fn leaving_the_board_stops_the_study_and_the_game_comes_back() {
    let (mut m, _) = studying();
    let fx = study(&mut m, StudyMsg::Leave);
    assert!(spawned(&fx) && m.worker.running.is_none());
    assert_eq!(m.screen, Screen::Title);
}

#[test]
fn take_backs_and_branches() {
    let (mut m, _) = studying();
    for s in ["f5", "d6", "c3"] {
        update(&mut m, Msg::Click(sq(s)));
    }
    study(&mut m, StudyMsg::Step(Step::Prev));
    study(&mut m, StudyMsg::Step(Step::Prev));
    assert_eq!(m.study.ply, 1);
    assert_eq!(
        m.study.line.transcript(),
        "f5d6c3",
        "stepping back keeps the line"
    );
    update(&mut m, Msg::Click(sq("f4")));
    assert_eq!(
        m.study.line.transcript(),
        "f5f4",
        "a move played back there branches"
    );
    assert_eq!(m.study.ply, 2);
    update(&mut m, Msg::Click(sq("a1")));
    assert_eq!(
        m.study.line.transcript(),
        "f5f4",
        "an illegal square changes nothing"
    );
    study(&mut m, StudyMsg::Step(Step::First));
    assert_eq!(m.shown_position().0, Position::start());
}

#[test]
fn the_editor_refuses_positions_nobody_can_play_and_keeps_the_board() {
    let (mut m, _) = studying();
    study(&mut m, StudyMsg::Edit);
    assert!(m.worker.running.is_none(), "no study while editing");
    study(&mut m, StudyMsg::Clear);
    study(&mut m, StudyMsg::EditDone);
    let alert = shown_alert(&m).expect("refused");
    m.alert = None;
    assert!(alert.contains("there is no disc on the board"), "{alert}");
    assert!(m.study.editor.is_some(), "the editor stays open");

    for s in ["a1", "b1", "c1"] {
        update(&mut m, Msg::Click(sq(s)));
    }
    study(&mut m, StudyMsg::EditDone);
    let alert = shown_alert(&m).expect("refused");
    m.alert = None;
    assert!(alert.contains("neither side has a legal move"), "{alert}");
    assert_eq!(m.shown_position().0.black().count(), 3, "the board stays");
    assert_eq!(m.study.line.transcript(), "", "the study is untouched");

    study(&mut m, StudyMsg::Pen(Pen::White));
    update(&mut m, Msg::Click(sq("d1")));
    study(&mut m, StudyMsg::Side(Color::Black));
    study(&mut m, StudyMsg::EditDone);
    assert!(m.alert.is_none() && m.study.editor.is_none());
    let position = m.study.position();
    assert_eq!((position.white().count(), position.side), (1, Color::Black));
    assert!(m.study.line.start() == position);
    assert!(Bitboard::from_square(sq("e1")).0 & position.board.legal_moves().0 != 0);
}

#[test]
fn play_from_here_starts_a_game_against_dubya_from_the_position_and_it_saves() {
    let (mut m, _) = studying();
    update(&mut m, Msg::Click(sq("f5")));
    let choice = Opponent::Character(Character::Dubya);
    update(
        &mut m,
        Msg::Opponent {
            choice,
            by_key: false,
        },
    );
    study(&mut m, StudyMsg::PlayFromHere);
    assert_eq!(m.screen, Screen::Game);
    let after_f5 = Game::from_transcript("f5").unwrap().position();
    assert_eq!(m.game.record.position(), after_f5);
    assert_eq!(
        m.game.record.transcript(),
        "f5",
        "the game keeps the line that led here"
    );
    assert_eq!(
        m.game.setup.opponent().map(|(c, _)| c),
        Some(Character::Dubya)
    );
    let settings = Settings {
        setup: m.game.setup,
        names: m.game.names.clone(),
        theme: Theme::Classic,
    };
    let text = SaveGame::from_game(&m.game.record, &settings, None).to_text();
    assert_eq!(parse(&text).unwrap().game.position(), after_f5);
}

#[test]
fn a_pasted_transcript_opens_as_the_game_with_its_opening_named() {
    let mut m = ready_page();
    study(&mut m, StudyMsg::ImportText("F5 d6 3. c3 d3 c4".into()));
    study(&mut m, StudyMsg::Open);
    assert_eq!(m.game.record.transcript(), "f5d6c3d3c4");
    assert_eq!(m.screen, Screen::Game);
    assert_eq!(opening_name(&m), Some("Tiger"));
    assert!(m.menus.import_text.is_empty());
}

#[test]
fn an_import_error_names_line_and_column_and_leaves_the_game_untouched() {
    let mut m = ready_page();
    update(&mut m, Msg::Link("f5d6".into()));
    let before = (m.game.record.clone(), m.screen, m.game.setup);
    study(&mut m, StudyMsg::ImportText("f5 d6\nc3 d9".into()));
    study(&mut m, StudyMsg::Open);
    let alert = shown_alert(&m).expect("refused");
    m.alert = None;
    assert!(alert.contains("line 2, column 4"), "{alert}");
    assert_eq!((m.game.record.clone(), m.screen, m.game.setup), before);
    assert_eq!(
        m.menus.import_text, "f5 d6\nc3 d9",
        "the text stays to be mended"
    );
    let name = "junk.ggf".to_string();
    let bytes = b"(;GM[Othello]PC[x]BO[8 zz]".to_vec();
    study(&mut m, StudyMsg::Dropped { name, bytes });
    assert!(shown_alert(&m)
        .unwrap()
        .starts_with("junk.ggf could not be opened: line 1"));
    assert_eq!((m.game.record.clone(), m.screen, m.game.setup), before);
}

#[test]
fn a_dropped_ggf_game_opens_on_the_board() {
    let mut m = ready_page();
    let ggf = "(;GM[Othello]PC[NBoard]PB[Ann]PW[Bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3];)";
    let name = "game.ggf".to_string();
    study(
        &mut m,
        StudyMsg::Dropped {
            name,
            bytes: ggf.into(),
        },
    );
    assert!(m.alert.is_none(), "{:?}", m.alert);
    assert_eq!(m.game.record.transcript(), "f5d6c3");
}

#[test]
fn a_position_link_opens_the_analysis_board() {
    let position = Game::from_transcript("f5d6c3d3c4").unwrap().position();
    let link = position_link(position);
    let mut m = Model::new(7, ethello_ui::Words::english());
    update(&mut m, Msg::Started(startup(Some(&link[1..]), None)));
    assert_eq!(m.screen, Screen::Study);
    assert_eq!(m.study.position(), position);
    let fx = ready(&mut m);
    assert_eq!(study_request(&fx).map(|(_, p)| p), Some(position));
    assert_eq!(
        opening_name(&m),
        Some("Tiger"),
        "the position is named as the line"
    );
}

#[test]
fn copy_link_copies_the_game_or_the_position_studied() {
    let (mut m, _) = studying();
    update(&mut m, Msg::Click(sq("f5")));
    let fx = study(&mut m, StudyMsg::CopyLink);
    let after_f5 = Game::from_transcript("f5").unwrap().position();
    assert!(fx.contains(&Effect::CopyLink(position_link(after_f5))));
    study(&mut m, StudyMsg::PlayFromHere);
    let fx = study(&mut m, StudyMsg::CopyLink);
    assert!(fx.contains(&Effect::CopyLink("#f5".into())));
}

#[test]
fn save_picture_draws_the_board_shown_with_names_score_and_opening() {
    let mut m = ready_page();
    update(&mut m, Msg::Link("f5d6c3d3c4".into()));
    let fx = study(&mut m, StudyMsg::SavePicture);
    let poster = fx
        .iter()
        .find_map(|e| match e {
            Effect::SavePicture(p) => Some(p.clone()),
            _ => None,
        })
        .expect("a picture");
    assert_eq!(poster.position, m.game.record.position());
    let (b, w) = (
        m.game.record.position().black().count(),
        m.game.record.position().white().count(),
    );
    assert_eq!(
        poster.title,
        format!("Player 1 (black) {b} - {w} Player 2 (white)")
    );
    assert_eq!(poster.opening, "Opening: Tiger");
    assert_eq!(poster.file, "Player_1-vs-Player_2");
}

#[test]
fn a_balanced_start_begins_a_game_with_a_computer_6_to_10_moves_in() {
    let mut m = ready_page();
    study(&mut m, StudyMsg::Balanced(true));
    update(&mut m, Msg::Choose(Opponent::Character(Character::Mike)));
    assert!(
        (6..=10).contains(&m.game.record.squares().count()),
        "{}",
        m.game.record.transcript()
    );
    assert_eq!(m.game.record.start(), Position::start());
    update(&mut m, Msg::Choose(Opponent::Human));
    assert!(
        m.game.record.moves().is_empty(),
        "two humans start at the start"
    );
}

#[test]
fn the_board_draws_the_best_line_as_numbered_ghosts_in_the_colours_of_their_players() {
    let (mut m, id) = studying();
    let line = "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 c6";
    let pv: Vec<Square> = line.split(' ').map(sq).collect();
    let mut hints = values(Position::start(), sq("f5"), 2);
    hints.iter_mut().for_each(|h| h.exact = false);
    let reply = FromWorker::Study {
        id,
        hints,
        depth: 9,
        pv: pv.clone(),
        done: false,
    };
    hear(&mut m, reply);
    let drawn = ghosts(&m);
    let squares: Vec<Square> = drawn.iter().map(|g| g.square).collect();
    assert_eq!(
        squares,
        pv[..GHOSTS],
        "the line's first ten moves, in order"
    );
    let numbers: Vec<usize> = drawn.iter().map(|g| g.number).collect();
    assert_eq!(numbers, (1..=GHOSTS).collect::<Vec<_>>());
    assert!(drawn.iter().all(|g| g.color
        == if g.number % 2 == 1 {
            Color::Black
        } else {
            Color::White
        }));
    study(&mut m, StudyMsg::Edit);
    assert!(ghosts(&m).is_empty(), "no ghosts over the editor");
}

#[test]
fn a_proven_best_move_is_shown_as_best_while_other_moves_are_still_estimates() {
    let (mut m, id) = studying();
    let mut hints = values(Position::start(), sq("d3"), 2);
    for h in &mut hints {
        h.exact = h.square == sq("f5");
        h.score = if h.exact { -4 } else { h.score };
    }
    let reply = |done| FromWorker::Study {
        id,
        hints: hints.clone(),
        depth: 60,
        pv: vec![sq("f5"), sq("d6")],
        done,
    };
    let fx = hear(&mut m, reply(false));
    let best = m.study.current_verdict().and_then(|v| v.best()).unwrap();
    assert_eq!((best.square, best.score, best.exact), (sq("f5"), -4, true));
    assert!(announced(&fx).contains("Best move f5 -4, exact."), "{fx:?}");
    let fx = hear(&mut m, reply(true));
    assert!(!announced(&fx).contains("Best move"), "announced once");
}

/// The Solve requests among `fx`: slot and move.
fn solve_requests(fx: &[Effect]) -> Vec<(usize, Square)> {
    super::pool::posts(fx)
        .into_iter()
        .filter_map(|(slot, request)| match request {
            ToWorker::Solve { square, .. } => Some((slot, square)),
            _ => None,
        })
        .collect()
}

/// A hint: `square` worth `score`, exact or not.
fn hint(square: &str, score: i32, exact: bool) -> Hint {
    Hint {
        square: sq(square),
        score,
        exact,
    }
}

/// The analysis board at the start on a pool of two ready workers: the study's id.
fn studying_on_two() -> (Model, u32, Vec<Effect>) {
    let mut m = super::pool::pool_page(2);
    let fx = study(&mut m, StudyMsg::Enter);
    let (id, position) = study_request(&fx).expect("the first worker studies");
    assert_eq!(position, Position::start());
    (m, id, fx)
}

/// The first worker's pass: f5 best at +1 (the line f5 d6 c3), d3 -1, c4 0, e6 -3; `f5_exact`
/// when the best move is proven (depth 60).
fn study_pass(id: u32, f5_exact: bool) -> FromWorker {
    FromWorker::Study {
        id,
        hints: vec![
            hint("d3", -1, false),
            hint("c4", 0, false),
            hint("f5", 1, f5_exact),
            hint("e6", -3, false),
        ],
        depth: if f5_exact { 60 } else { 6 },
        pv: vec![sq("f5"), sq("d6"), sq("c3")],
        done: false,
    }
}

#[test]
fn on_two_workers_the_second_solves_moves_from_the_lowest_and_the_verdict_completes_sooner() {
    let (mut m, id, fx) = studying_on_two();
    // Before any value, the helper starts from the last square.
    assert_eq!(solve_requests(&fx), vec![(1, sq("e6"))]);
    super::pool::say(&mut m, 0, study_pass(id, false));
    let said = |m: &mut Model, message| super::pool::say(m, 1, message);
    let fx = said(
        &mut m,
        FromWorker::Solved {
            id,
            hint: hint("e6", -2, true),
        },
    );
    let v = m.study.current_verdict().unwrap();
    assert!(v.hints.contains(&hint("e6", -2, true)) && !v.done);
    assert_eq!(
        solve_requests(&fx),
        vec![(1, sq("d3"))],
        "then the lowest valued"
    );
    let fx = said(
        &mut m,
        FromWorker::Solved {
            id,
            hint: hint("d3", -4, true),
        },
    );
    assert_eq!(solve_requests(&fx), vec![(1, sq("c4"))]);
    let fx = said(
        &mut m,
        FromWorker::Solved {
            id,
            hint: hint("c4", 0, true),
        },
    );
    assert!(
        solve_requests(&fx).is_empty(),
        "the best line's first move is the study's to prove"
    );
    assert!(m.worker.busy(), "the first worker still studies");

    // The study proves f5 best: every value is exact, the verdict is complete, and the first
    // worker, which would go on solving the other moves, is stopped.
    let fx = super::pool::say(&mut m, 0, study_pass(id, true));
    let v = m.study.current_verdict().unwrap();
    assert!(v.done && v.depth == 60 && v.hints.iter().all(|h| h.exact));
    assert_eq!(v.best(), Some(hint("f5", 1, true)));
    assert!(v.hints.contains(&hint("d3", -4, true)));
    assert!(spawned(&fx) && m.worker.running.is_none());
    assert!(announced(&fx).contains("Best move f5"));
}

#[test]
fn a_helpers_exact_value_for_the_best_lines_first_move_does_not_prove_it_best() {
    let (mut m, id, _) = studying_on_two();
    // The helper was dealt e6 before any pass; the study then finds e6 best.
    let mut pass = study_pass(id, false);
    if let FromWorker::Study { hints, pv, .. } = &mut pass {
        hints[3].score = 5;
        *pv = vec![sq("e6")];
    }
    super::pool::say(&mut m, 0, pass);
    super::pool::say(
        &mut m,
        1,
        FromWorker::Solved {
            id,
            hint: hint("e6", 2, true),
        },
    );
    let v = m.study.current_verdict().unwrap();
    assert_eq!(v.best(), Some(hint("e6", 5, false)), "still an estimate");
    assert!(!v.done);
    // Once every other move is exact too, the verdict completes on its own, e6 best at +2.
    for (square, score) in [("d3", -4), ("c4", 0), ("f5", 1)] {
        let v = m.study.verdict.as_mut().unwrap();
        v.helper_solved(hint(square, score, true));
    }
    let v = m.study.current_verdict().unwrap();
    assert!(v.done);
    assert_eq!(v.best(), Some(hint("e6", 2, true)));
}

#[test]
fn a_worker_ready_after_the_study_began_joins_it() {
    let mut m = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        cores: 2,
        progress: None,
        games: None,
        today: Default::default(),
        ..startup(None, None)
    };
    update(&mut m, Msg::Started(startup));
    super::pool::say(&mut m, 0, super::pool::ready_message());
    let fx = study(&mut m, StudyMsg::Enter);
    assert!(study_request(&fx).is_some() && solve_requests(&fx).is_empty());
    let fx = super::pool::say(&mut m, 1, super::pool::ready_message());
    assert_eq!(solve_requests(&fx), vec![(1, sq("e6"))]);
}

#[test]
fn the_rules_opened_from_the_analysis_board_go_back_to_it_and_its_back_still_leaves() {
    let (mut m, _) = studying();
    // An explanation's term opens How to play at its glossary entry.
    update(&mut m, Msg::Show(Screen::HowTo));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Study);
    study(&mut m, StudyMsg::Leave);
    assert_eq!(m.screen, Screen::Title);
    update(&mut m, Msg::Show(Screen::HowTo));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Title, "from the title, back to the title");
}
