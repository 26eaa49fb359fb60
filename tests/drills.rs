//! The reason drills' file, as shipped: every line reads, a sample is explained again by the engine
//! with the same reason for at least 70 % of the loss, a sample of its parity drills is made again
//! the same by exact solves, the reasons offered hold the answer and
//! others, and an answer is graded move and reason apart. The file is remade by
//! `ethello drills build /work/shared/data/wthor/WTH_*.wtb --out www/data/drills.txt --count 300`.

use ethello::parity_drills::{parity_drill, EMPTIES, GAP};
use ethello_engine::explain::{explain, LIMITS};
use ethello_engine::search::Search;
use ethello_model::training::drills::{
    self, drill_reason, groups_part, ReasonDrill, CHOICES, CHOICE_COUNT, SHARE_PERCENT,
};

/// The shipped file.
const DRILLS: &str = include_str!("../www/data/drills.txt");

#[test]
fn the_shipped_file_reads_with_a_few_hundred_drills_of_several_reasons() {
    let all = drills::parse(DRILLS).unwrap();
    assert!((200..=400).contains(&all.len()), "{}", all.len());
    let ids: Vec<u32> = all.iter().map(|d| d.id).collect();
    assert_eq!(ids, (1..=all.len() as u32).collect::<Vec<_>>());
    let mut kinds: Vec<&str> = all.iter().map(|d| d.reason.word()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert!(kinds.len() >= 5, "{kinds:?}");
    assert!(DRILLS.len() < 40_000, "small enough to fetch");
}

#[test]
fn a_sample_of_the_shipped_drills_is_explained_again_by_its_reason() {
    let all = drills::parse(DRILLS).unwrap();
    let reasons: Vec<&ReasonDrill> = all.iter().filter(|d| d.reason.word() != "parity").collect();
    let mut search = Search::new(16);
    for d in reasons.iter().step_by(reasons.len() / 12) {
        let e = explain(
            &mut search,
            d.position.board,
            d.worse,
            Some(d.better),
            &LIMITS,
        )
        .unwrap();
        assert_eq!(drill_reason(&e), Some(d.reason), "drill {}", d.id);
        let loss = &e.attribution.loss;
        let part = groups_part(d.reason, loss);
        assert!(
            part * 100 >= SHARE_PERCENT * loss.total(),
            "drill {}: {part} of {}",
            d.id,
            loss.total()
        );
        assert_eq!(
            (e.vs.line.value, e.played.line.value),
            (d.better_value, d.worse_value)
        );
    }
}

#[test]
fn the_parity_drills_are_endgames_made_again_the_same_by_exact_solves() {
    let all = drills::parse(DRILLS).unwrap();
    let parity: Vec<&ReasonDrill> = all.iter().filter(|d| d.reason.word() == "parity").collect();
    assert!((20..=40).contains(&parity.len()), "{}", parity.len());
    let mut search = Search::new(16);
    for d in parity.iter().step_by(parity.len() / 6) {
        assert!(EMPTIES.contains(&d.position.board.empties().count()));
        assert!(d.better_value - d.worse_value >= GAP, "drill {}", d.id);
        let again = parity_drill(&mut search, d.id, d.position);
        assert_eq!(again.as_ref(), Some(*d), "drill {}", d.id);
    }
}

#[test]
fn the_reasons_offered_hold_the_answer_and_an_answer_is_graded_move_and_reason_apart() {
    let all = drills::parse(DRILLS).unwrap();
    for d in &all {
        let choices = d.choices();
        assert_eq!(choices.len(), CHOICE_COUNT, "drill {}", d.id);
        assert!(choices.contains(&d.reason));
        assert!(choices.iter().all(|c| CHOICES.contains(&c.word())));
        let moves = d.moves();
        assert!(moves.contains(&d.better) && moves.contains(&d.worse));
    }
    assert!(
        all.iter().any(|d| d.moves()[0] == d.worse),
        "the better is not always first"
    );
    let d = &all[0];
    let other = *d.choices().iter().find(|c| **c != d.reason).unwrap();
    let right = d.grade(d.better, d.reason);
    assert!(right.move_right && right.reason_right);
    let half = d.grade(d.better, other);
    assert!(
        half.move_right && !half.reason_right,
        "right move, wrong reason"
    );
    let wrong = d.grade(d.worse, d.reason);
    assert!(!wrong.move_right && wrong.reason_right);
}

#[test]
fn bad_drill_lines_are_refused_with_what_is_wrong() {
    let line = drills::parse(DRILLS).unwrap()[0].to_line();
    assert_eq!(ReasonDrill::parse_line(&line).unwrap().to_line(), line);
    let f: Vec<&str> = line.split(' ').collect();
    let with = |i: usize, v: &str| {
        let mut g = f.clone();
        g[i] = v;
        g.join(" ")
    };
    let err = |text: &str| drills::parse(&format!("# header\n{text}\n")).unwrap_err();
    assert!(err(&with(5, "luck")).contains("line 2: luck: not a reason drilled"));
    assert!(err(&with(5, "wipeout")).contains("not a reason drilled"));
    assert!(
        err(&with(4, f[3])).contains("not better"),
        "the same move twice"
    );
    assert!(err(&with(6, "-99")).contains("not better"));
    assert!(err("1 2 3").contains("3 fields instead of 8"));
}
