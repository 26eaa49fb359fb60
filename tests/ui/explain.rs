//! Explanations through the state machine: the review's mistakes asked of the explainer (the
//! explanations' own worker) once the review is over, "Why?" and `&why=SQ` on the analysis board
//! while the study goes on, a wrong puzzle answer; each asked once and answered into the model.

use super::review::reviewed;
use super::train::{
    hear_start_values, loaded, train, train_page, two_steps, values_request, with_mistake,
    wrong_move,
};
use super::*;
use ethello_engine::explain::Reason;
use ethello_model::why::Why;
use ethello_ui::{why, Explainer, Question, StudyMsg, TrainMsg, Words};

/// The explainer says Ready.
pub(super) fn explainer_ready(m: &mut Model) -> Vec<Effect> {
    let version = "test".into();
    update(m, Msg::Explainer(FromWorker::Ready { version }))
}

/// The Explain request among `fx`.
pub(super) fn explain_request(fx: &[Effect]) -> Option<(u32, Question)> {
    fx.iter().find_map(|e| match e {
        Effect::Explain(ToWorker::Explain {
            id,
            position,
            played,
            vs,
        }) => Some((
            *id,
            Question {
                position: *position,
                played: *played,
                vs: *vs,
            },
        )),
        _ => None,
    })
}

/// The Explain request among `fx`, or, when they start the explainer (a question waits for its
/// Ready), among the effects of its Ready.
pub(super) fn explain_asked(m: &mut Model, fx: &[Effect]) -> Option<(u32, Question)> {
    explain_request(fx).or_else(|| explain_request(&explainer_ready(m)))
}

/// The worker's explanation of `q`: a corner given.
pub(super) fn answer(m: &mut Model, id: u32, q: Question) -> Vec<Effect> {
    let explanation = Why {
        mover: q.position.side,
        played: q.played,
        vs: q.vs.unwrap_or(q.played),
        played_value: -12,
        vs_value: 2,
        reasons: vec![Reason::Corner { square: sq("a1") }],
        line: vec![Move::Play(sq("a1"))],
        key: None,
        opponent_stable: 0,
        vs_own_moves: 7,
        vs_opponent_moves: 4,
    };
    update(m, Msg::Explainer(FromWorker::Explained { id, explanation }))
}

#[test]
fn the_reviews_mistakes_are_explained_once_the_review_is_over() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let fx = update(&mut m, Msg::StartReview);
    assert!(explain_request(&fx).is_none(), "not while the review runs");
    let mut m = reviewed(4);
    assert_eq!(
        m.why.explainer,
        Explainer::Starting,
        "started for the mistakes"
    );
    assert!(m.worker.free(), "the pool is not used");
    let fx = explainer_ready(&mut m);
    let (id, q) = explain_request(&fx).expect("a mistake asked of the explainer");
    let review = m.game.review.clone().unwrap();
    let mistakes = review.mistakes(&m.game.record, m.game.record.positions()[4].side);
    let v = mistakes.first().expect("the blunder is listed");
    assert_eq!(q, why::mistake_question(&m, v).unwrap());
    assert_eq!(q.position, m.game.record.positions()[4]);
    assert!(why::of_mistake(&m, v).is_none());
    let mut fx = answer(&mut m, id, q);
    let mut asked = vec![q];
    while let Some((id, q)) = explain_request(&fx) {
        assert!(!asked.contains(&q), "each mistake asked once");
        asked.push(q);
        fx = answer(&mut m, id, q);
    }
    let listed: usize = [Color::Black, Color::White]
        .map(|c| review.mistakes(&m.game.record, c).len())
        .iter()
        .sum();
    assert_eq!(asked.len(), listed, "every listed mistake");
    let given = why::of_mistake(&m, v).expect("the answer is kept");
    assert_eq!(given.tags()[0], "corner:a1");
    let score = review.scores[v.ply].unwrap().score;
    assert_eq!(
        (given.vs_value, given.played_value),
        (score, score - v.loss),
        "the review's values, as its list says them"
    );
    assert!(m.worker.free());
    // A move picked in the list is explained too, when it lost discs.
    let verdicts = review.verdicts(&m.game.record);
    let other = verdicts.iter().find(|o| {
        o.loss > 0
            && !asked
                .iter()
                .any(|q| q.position == m.game.record.positions()[o.ply])
    });
    if let Some(o) = other {
        let fx = update(&mut m, Msg::ShowPly(o.ply));
        let (_, q) = explain_request(&fx).expect("the picked move is asked of the worker");
        assert_eq!(
            (q.played, why::shown_verdict(&m).unwrap().ply),
            (o.played, o.ply)
        );
    }
}

/// The analysis board opened by a link on the position after `f5`, its worker ready.
fn study_page(link: &str) -> (Model, Vec<Effect>) {
    let mut m = page();
    update(&mut m, Msg::Link(link.into()));
    let fx = ready(&mut m);
    (m, fx)
}

#[test]
fn a_link_with_why_opens_the_board_with_that_move_explained() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let link = format!("{}&why=f4", link.trim_start_matches('#'));
    let (mut m, fx) = study_page(&link);
    assert_eq!(m.screen, Screen::Study);
    assert_eq!(m.worker.running_kind(), Some(ethello_ui::JobKind::Study));
    assert!(
        explain_request(&fx).is_none(),
        "not before the explainer is ready"
    );
    let fx = explainer_ready(&mut m);
    let (id, q) = explain_request(&fx).expect("then asked at once");
    assert_eq!((q.position, q.played, q.vs), (position, sq("f4"), None));
    assert!(why::of_study(&m).is_none());
    answer(&mut m, id, q);
    assert_eq!(why::of_study(&m).unwrap().played, sq("f4"));
    assert_eq!(m.worker.running_kind(), Some(ethello_ui::JobKind::Study));
}

#[test]
fn why_then_a_square_explains_it_instead_of_playing_it_while_the_study_goes_on() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let mut m = page();
    let fx = update(&mut m, Msg::Link(link.trim_start_matches('#').into()));
    assert!(
        fx.contains(&Effect::StartExplainer),
        "the board warms the explainer up before any question"
    );
    ready(&mut m);
    explainer_ready(&mut m);
    let study = m.worker.running.as_ref().map(|r| r.id);
    assert_eq!(m.worker.running_kind(), Some(ethello_ui::JobKind::Study));
    update(&mut m, Msg::Study(StudyMsg::Why));
    assert!(m.study.why_mode);
    update(&mut m, Msg::Click(sq("a1")));
    assert!(
        m.study.why_mode && m.study.why.is_none(),
        "not a legal move"
    );
    let fx = update(&mut m, Msg::Click(sq("d6")));
    assert_eq!(m.study.position(), position, "nothing played");
    assert_eq!((m.study.why, m.study.why_mode), (Some(sq("d6")), false));
    let (id, q) = explain_request(&fx).expect("asked of the warm explainer at once");
    assert_eq!(q.played, sq("d6"));
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::SpawnWorker { .. })),
        "the study's worker is kept"
    );
    assert_eq!(m.worker.running.as_ref().map(|r| r.id), study);
    // A stale answer is not taken for this one.
    answer(&mut m, id + 7, q);
    assert!(m.why.of(position, sq("d6"), None).is_none());
    answer(&mut m, id, q);
    assert!(m.why.of(position, sq("d6"), None).is_some());
}

#[test]
fn a_dead_explainer_answers_its_question_without_explanation_and_the_next_starts_another() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let (mut m, _) = study_page(&format!("{}&why=f4", link.trim_start_matches('#')));
    explainer_ready(&mut m);
    assert!(m.why.asking.is_some());
    let fx = update(&mut m, Msg::ExplainerDied);
    assert!(m.why.asking.is_none() && m.why.of(position, sq("f4"), None).is_none());
    assert!(!m.why.pending(position, sq("f4")), "never asked again");
    assert!(
        fx.contains(&Effect::StartExplainer),
        "another, for the board"
    );
    assert_eq!(m.why.explainer, Explainer::Starting);
}

#[test]
fn a_wrong_puzzle_answer_is_explained_against_the_solution() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let (wrong, _) = wrong_move(&p, 0);
    explainer_ready(&mut m);
    let fx = update(&mut m, Msg::Click(wrong));
    let (id, q) = explain_request(&fx).expect("the wrong answer is asked of the explainer");
    let solution = p.steps[0].solution();
    assert_eq!(
        (q.position, q.played, q.vs),
        (p.position, wrong, Some(solution))
    );
    answer(&mut m, id, q);
    let given = why::of_drill(&m).expect("shown beside the wrong answer");
    assert_eq!((given.played, given.vs), (wrong, solution));
    train(&mut m, TrainMsg::Retry);
    assert!(why::of_drill(&m).is_none(), "a retry hides it");
}

#[test]
fn a_mistake_replayed_badly_is_explained_against_the_best() {
    let mut m = train_page(Some(&with_mistake()));
    let fx = train(&mut m, TrainMsg::Mistakes);
    let (id, _) = values_request(&fx).unwrap();
    hear_start_values(&mut m, id);
    explainer_ready(&mut m);
    let fx = update(&mut m, Msg::Click(sq("e6")));
    let (id, q) = explain_request(&fx).expect("the wrong answer is asked of the explainer");
    assert_eq!((q.position, q.played), (Position::start(), sq("e6")));
    assert!(
        q.vs.is_some_and(|b| b == sq("c4") || b == sq("f5")),
        "{q:?}"
    );
    answer(&mut m, id, q);
    assert_eq!(why::of_drill(&m).unwrap().played, sq("e6"));
}

#[test]
fn compare_explains_the_first_move_picked_against_the_second() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let (mut m, _) = study_page(link.trim_start_matches('#'));
    explainer_ready(&mut m);
    update(&mut m, Msg::Study(StudyMsg::Compare));
    assert_eq!(m.study.compare, Some(None));
    update(&mut m, Msg::Click(sq("a1")));
    assert_eq!(m.study.compare, Some(None), "not a legal move");
    let fx = update(&mut m, Msg::Click(sq("d6")));
    assert!(announced(&fx).contains("d6 chosen"), "{}", announced(&fx));
    assert!(
        explain_request(&fx).is_none(),
        "one move is not a comparison"
    );
    let fx = update(&mut m, Msg::Click(sq("f6")));
    let (id, q) = explain_request(&fx).expect("the first against the second");
    assert_eq!((q.played, q.vs), (sq("d6"), Some(sq("f6"))));
    assert_eq!(m.study.position(), position, "nothing played");
    assert_eq!(m.study.compare, None, "the board plays again");
    answer(&mut m, id, q);
    let given = why::of_study(&m).expect("shown");
    assert_eq!((given.played, given.vs), (sq("d6"), sq("f6")));
}

#[test]
fn the_line_is_stepped_through_on_the_board_and_the_key_move_is_said() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let (mut m, _) = study_page(&format!("{}&why=f4", link.trim_start_matches('#')));
    let fx = explainer_ready(&mut m);
    let (id, q) = explain_request(&fx).unwrap();
    // A line of two moves after f4, the second of them its key move.
    let line = [sq("e3"), sq("f6")];
    let explanation = Why {
        mover: q.position.side,
        played: q.played,
        vs: sq("d6"),
        played_value: -2,
        vs_value: 0,
        reasons: vec![],
        line: line.map(Move::Play).to_vec(),
        key: Some(ethello_engine::explain::KeyPly {
            ply: 1,
            kind: ethello_engine::explain::KeyKind::NoSafeMove,
        }),
        opponent_stable: 0,
        vs_own_moves: 3,
        vs_opponent_moves: 4,
    };
    update(
        &mut m,
        Msg::Explainer(FromWorker::Explained { id, explanation }),
    );
    assert_eq!(m.shown_position().0, position);
    let fx = update(&mut m, Msg::Study(StudyMsg::Refute(Step::Next)));
    let after = position.play(Move::Play(sq("f4"))).unwrap();
    assert_eq!(m.shown_position(), (after, Some(sq("f4"))));
    assert!(
        m.clickable().is_empty(),
        "the line is looked at, not played"
    );
    assert!(announced(&fx).contains("Move 1 of 3 of the line: f4"));
    assert_eq!(why::key_shown(&m), None, "not yet at the key move");
    update(&mut m, Msg::Study(StudyMsg::Refute(Step::Next)));
    let fx = update(&mut m, Msg::Study(StudyMsg::Refute(Step::Next)));
    let end = after
        .play(Move::Play(sq("e3")))
        .and_then(|p| p.play(Move::Play(sq("f6"))))
        .unwrap();
    assert_eq!(m.shown_position(), (end, Some(sq("f6"))));
    assert_eq!(why::key_shown(&m), Some(sq("f6")), "marked on the canvas");
    assert!(
        announced(&fx).contains("f6, the key move"),
        "{}",
        announced(&fx)
    );
    update(&mut m, Msg::Language(ethello_ui::Lang::Fr));
    let french = include_str!("../../www/lang/fr.txt");
    super::words::arrives(&mut m, ethello_ui::Lang::Fr, Ok(french));
    let step = m.announced_text().unwrap();
    assert_eq!(step, "Coup 3 sur 3 de la suite\u{a0}: f6, le coup décisif.");
    update(&mut m, Msg::Study(StudyMsg::Refute(Step::Next)));
    assert_eq!(m.study.refute, Some(2), "the line's end");
    for _ in 0..3 {
        update(&mut m, Msg::Study(StudyMsg::Refute(Step::Prev)));
    }
    assert_eq!((m.study.refute, m.shown_position().0), (None, position));
    assert_eq!(
        m.study.position(),
        position,
        "the study's line is untouched"
    );
}

#[test]
fn a_hints_reason_is_a_glance_at_the_move_in_every_language() {
    let game = Game::from_transcript("d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3").unwrap();
    let position = game.position();
    let b2 = ethello_ui::words::hint_reason(&Words::english(), position, sq("b2")).unwrap();
    assert!(
        b2.starts_with(
            "gives White the corner a1; an X-square next to an empty corner; leaves White "
        ),
        "{b2}"
    );
    let count = position
        .play(Move::Play(sq("b2")))
        .unwrap()
        .board
        .legal_moves()
        .count();
    assert!(b2.ends_with(&format!("leaves White {count} moves")), "{b2}");
    assert!(ethello_ui::words::hint_reason(&Words::english(), position, sq("a1")).is_none());
    for lang in ethello_ui::Lang::ALL {
        let path = format!("{}/www/{}", env!("CARGO_MANIFEST_DIR"), lang.file());
        let words = Words::parse(lang, &std::fs::read_to_string(path).unwrap()).unwrap();
        let text = ethello_ui::words::hint_reason(&words, position, sq("b2")).unwrap();
        assert!(
            text.contains("a1") && !text.contains('{'),
            "{}: {text}",
            lang.code()
        );
    }
}

#[test]
fn w_on_a_hinted_square_says_its_reason() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let (mut m, fx) = study_page(link.trim_start_matches('#'));
    let id = fx
        .iter()
        .find_map(|e| match e {
            Effect::Post {
                request: ToWorker::Study { id, .. },
                ..
            } => Some(*id),
            _ => None,
        })
        .expect("the study");
    let hints = ["d6", "f4", "f6"].map(|s| ethello_engine::hints::Hint {
        square: sq(s),
        score: -1,
        exact: false,
    });
    let generation = m.worker.generation;
    update(
        &mut m,
        Msg::Worker {
            generation,
            message: FromWorker::Study {
                id,
                depth: 4,
                hints: hints.to_vec(),
                pv: vec![sq("d6")],
                done: false,
            },
        },
    );
    let fx = update(&mut m, Msg::HintReason(sq("f4")));
    assert!(
        announced(&fx).starts_with("f4 -1: leaves Black "),
        "{}",
        announced(&fx)
    );
    let fx = update(&mut m, Msg::HintReason(sq("a1")));
    assert_eq!(announced(&fx), "No hint on a1.");
}
