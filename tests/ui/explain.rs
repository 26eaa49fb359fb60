//! Explanations through the state machine: the review's mistakes asked of the worker once the
//! review is over, "Why?" and `&why=SQ` on the analysis board, a wrong puzzle answer; each asked
//! once, answered into the model, and put back when its job is stopped.

use super::review::reviewed;
use super::train::{
    hear_start_values, loaded, train, train_page, two_steps, values_request, with_mistake,
    wrong_move,
};
use super::*;
use ethello_engine::explain::Reason;
use ethello_model::why::Why;
use ethello_ui::{why, Question, StudyMsg, TrainMsg};

/// The Explain request among `fx`.
pub(super) fn explain_request(fx: &[Effect]) -> Option<(u32, Question)> {
    fx.iter().find_map(|e| match e {
        Effect::Post {
            request:
                ToWorker::Explain {
                    id,
                    position,
                    played,
                    vs,
                },
            ..
        } => Some((
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
    hear(m, FromWorker::Explained { id, explanation })
}

#[test]
fn the_reviews_mistakes_are_explained_once_the_review_is_over() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    let fx = update(&mut m, Msg::StartReview);
    assert!(explain_request(&fx).is_none(), "not while the review runs");
    let mut m = reviewed(4);
    assert!(m.worker.running_kind() == Some(ethello_ui::JobKind::Explain));
    let q = m.why.asking.expect("a mistake asked of the worker");
    let review = m.review.clone().unwrap();
    let mistakes = review.mistakes(&m.game, m.game.positions()[4].side);
    let v = mistakes.first().expect("the blunder is listed");
    assert_eq!(q, why::mistake_question(&m, v).unwrap());
    assert_eq!(q.position, m.game.positions()[4]);
    assert!(why::of_mistake(&m, v).is_none());
    let id = m.worker.running.as_ref().unwrap().id;
    let mut fx = answer(&mut m, id, q);
    let mut asked = vec![q];
    while let Some((id, q)) = explain_request(&fx) {
        assert!(!asked.contains(&q), "each mistake asked once");
        asked.push(q);
        fx = answer(&mut m, id, q);
    }
    let listed: usize = [Color::Black, Color::White]
        .map(|c| review.mistakes(&m.game, c).len())
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
    let verdicts = review.verdicts(&m.game);
    let other = verdicts.iter().find(|o| {
        o.loss > 0
            && !asked
                .iter()
                .any(|q| q.position == m.game.positions()[o.ply])
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
    let (id, q) = explain_request(&fx).expect("the explanation is asked first");
    assert_eq!((q.position, q.played, q.vs), (position, sq("f4"), None));
    assert!(why::of_study(&m).is_none());
    let fx = answer(&mut m, id, q);
    assert_eq!(why::of_study(&m).unwrap().played, sq("f4"));
    assert!(
        fx.iter().any(|e| matches!(
            e,
            Effect::Post {
                request: ToWorker::Study { .. },
                ..
            }
        )),
        "then the study"
    );
}

#[test]
fn why_then_a_square_explains_it_instead_of_playing_it_and_a_stopped_question_waits() {
    let position = Game::from_transcript("f5").unwrap().position();
    let link = ethello_model::import::position_link(position);
    let (mut m, _) = study_page(link.trim_start_matches('#'));
    assert_eq!(m.worker.running_kind(), Some(ethello_ui::JobKind::Study));
    update(&mut m, Msg::Study(StudyMsg::Why));
    assert!(m.study.why_mode);
    update(&mut m, Msg::Click(sq("a1")));
    assert!(
        m.study.why_mode && m.study.why.is_none(),
        "not a legal move"
    );
    update(&mut m, Msg::Click(sq("d6")));
    assert_eq!(m.study.position(), position, "nothing played");
    assert_eq!((m.study.why, m.study.why_mode), (Some(sq("d6")), false));
    assert_eq!(m.why.waiting.len(), 1, "the study stopped for it");
    let fx = ready(&mut m);
    let (id, q) = explain_request(&fx).expect("asked once the new worker is ready");
    assert_eq!(q.played, sq("d6"));
    // Another job takes the pool: the question waits again, and is asked once it is free.
    update(&mut m, Msg::Study(StudyMsg::Leave));
    assert!(
        m.why.asking.is_none() || m.worker.running_kind() == Some(ethello_ui::JobKind::Explain)
    );
    answer(&mut m, id, q);
    assert!(m.why.of(position, sq("d6"), None).is_some());
}

#[test]
fn a_wrong_puzzle_answer_is_explained_against_the_solution() {
    let mut m = loaded();
    let p = two_steps();
    train(&mut m, TrainMsg::Puzzle(p.id));
    let (wrong, _) = wrong_move(&p, 0);
    let fx = update(&mut m, Msg::Click(wrong));
    let (id, q) = explain_request(&fx).expect("the wrong answer is asked of the worker");
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
    let fx = update(&mut m, Msg::Click(sq("e6")));
    let (id, q) = explain_request(&fx).expect("the wrong answer is asked of the worker");
    assert_eq!((q.position, q.played), (Position::start(), sq("e6")));
    assert!(
        q.vs.is_some_and(|b| b == sq("c4") || b == sq("f5")),
        "{q:?}"
    );
    answer(&mut m, id, q);
    assert_eq!(why::of_drill(&m).unwrap().played, sq("e6"));
}
