//! Training: the puzzle file read and written, bad lines refused with their line, a sample of the
//! shipped puzzles re-proved by the solver, a try at a puzzle, the progress file round-tripped (with the
//! player's games) and a corpus of bad ones refused, "My games"' lines and their limit, and the rating's fit.

use ethello_engine::search::Search;
use ethello_engine::{Color, Game, Position, Square};
use ethello_model::training::check::{recheck, sample};
use ethello_model::training::day::Day;
use ethello_model::training::games::{add, list_text, parse_list, Played, MAX_GAMES};
use ethello_model::training::glicko::{Outcome, Rating};
use ethello_model::training::pick::{daily, next, Filter};
use ethello_model::training::progress::{self, MissedLine, Mistake, Progress, ProgressError};
use ethello_model::training::puzzle::{Goal, Kind, Puzzle, Theme};
use ethello_model::training::repetition::Schedule;
use ethello_model::training::set::{PuzzleSet, SetErrorKind, HEADER};
use ethello_model::training::solving::{Answer, Solving, State};

/// The shipped puzzle file (`www/data/puzzles.txt`, made by `ethello puzzles build`).
const SHIPPED: &str = include_str!("../www/data/puzzles.txt");

/// The square named `s`.
fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The shipped puzzles.
fn shipped() -> PuzzleSet {
    PuzzleSet::parse(SHIPPED).expect("the shipped puzzle file reads")
}

#[test]
fn the_shipped_file_holds_3000_puzzles_of_both_kinds_and_every_theme() {
    let set = shipped();
    assert!(set.len() >= 3000, "{} puzzles", set.len());
    for kind in [Kind::Endgame, Kind::Midgame] {
        assert!(set.puzzles().iter().any(|p| p.kind == kind), "{kind:?}");
    }
    for theme in Theme::ALL {
        assert!(
            set.puzzles().iter().any(|p| p.themes.contains(theme)),
            "no {theme:?} puzzle"
        );
    }
    assert!(set.puzzles().iter().any(|p| p.steps.len() == 3));
    let ratings: Vec<i32> = set.puzzles().iter().map(|p| p.rating).collect();
    assert!(ratings.windows(2).all(|w| w[0] <= w[1]), "easiest first");
    assert!(ratings[0] < 1000 && *ratings.last().unwrap() > 2400);
}

#[test]
fn the_shipped_file_reads_back_to_the_same_text() {
    let set = shipped();
    assert_eq!(PuzzleSet::parse(&set.to_text()).unwrap(), set);
}

/// The fixed sample of 200 shipped puzzles that `ethello puzzles check --sample 200` proves again
/// (every endgame value exact, every reply a best one, every midgame margin held): the whole file
/// takes about 37 CPU-minutes, the sample a minute or two.
#[test]
fn a_sample_of_200_shipped_puzzles_is_proved_again() {
    let set = shipped();
    let mut search = Search::new(32);
    for p in sample(set.puzzles(), 200) {
        if let Err(why) = recheck(&mut search, p) {
            panic!("puzzle {}: {why}", p.id);
        }
    }
}

/// A shipped endgame puzzle of two steps, for the state machine of a try.
fn tiny() -> Puzzle {
    PuzzleSet::parse(SHIPPED)
        .unwrap()
        .puzzles()
        .iter()
        .find(|p| p.kind == Kind::Endgame && p.steps.len() == 2)
        .cloned()
        .expect("a two-step endgame puzzle")
}

#[test]
fn a_right_move_plays_the_reply_and_the_last_one_solves() {
    let p = tiny();
    let mut s = Solving::new(p.clone());
    let first = p.steps[0].solution();
    let Answer::Right { reply } = s.play(first) else {
        panic!("the solution is right")
    };
    assert_eq!(Some(reply), p.steps[0].reply);
    assert_eq!(s.position, p.position_at(1));
    assert_eq!(s.play(p.steps[1].solution()), Answer::Solved);
    assert_eq!((s.state, s.first), (State::Solved, Some(true)));
    assert_eq!(
        s.play(first),
        Answer::Ignored,
        "a solved puzzle takes no move"
    );
}

#[test]
fn a_wrong_move_is_answered_with_both_values_and_the_first_try_is_lost() {
    let p = tiny();
    let step = &p.steps[0];
    let (wrong, value) = step
        .values
        .iter()
        .copied()
        .find(|&(s, _)| s != step.solution())
        .unwrap();
    let mut s = Solving::new(p.clone());
    assert_eq!(
        s.play(wrong),
        Answer::Wrong {
            value,
            best: step.best_value()
        }
    );
    assert_eq!(
        s.state,
        State::Wrong {
            played: wrong,
            value
        }
    );
    s.retry();
    assert_eq!((s.state, s.position), (State::Playing, p.position));
    s.play(step.solution());
    s.play(p.steps[1].solution());
    assert_eq!(s.first, Some(false), "only the first try counts");
    let mut shown = Solving::new(p.clone());
    shown.show_solution();
    assert_eq!(shown.played, p.line());
    assert_eq!(shown.first, Some(false));
}

#[test]
fn an_illegal_square_changes_nothing() {
    let p = tiny();
    let mut s = Solving::new(p.clone());
    let occupied = Square::all()
        .find(|&q| !p.position.board.empties().contains(q))
        .unwrap();
    assert_eq!(s.play(occupied), Answer::Ignored);
    assert_eq!(s, Solving::new(p));
}

#[test]
fn bad_puzzle_lines_are_refused_with_their_line() {
    let good = shipped().puzzles()[0].clone();
    let line = ethello_model::training::set::write_line(&good);
    let fields: Vec<&str> = line.split(' ').collect();
    let with = |i: usize, text: &str| {
        let mut f = fields.clone();
        f[i] = text;
        format!("{HEADER}\n# a comment\n{}\n", f.join(" "))
    };
    let kind = |text: &str| PuzzleSet::parse(text).unwrap_err();
    assert_eq!(kind("nothing").kind, SetErrorKind::NotAPuzzleFile);
    let e = kind(&with(0, "2"));
    assert_eq!((e.line, e.kind), (3, SetErrorKind::WrongId { expected: 1 }));
    assert!(matches!(
        kind(&with(1, "late")).kind,
        SetErrorKind::BadField("kind", _)
    ));
    assert!(matches!(
        kind(&with(3, "corner,sideways")).kind,
        SetErrorKind::BadField(..)
    ));
    assert!(matches!(
        kind(&with(4, "2001:3")).kind,
        SetErrorKind::BadField("source", _)
    ));
    assert!(matches!(
        kind(&with(5, "XXXX")).kind,
        SetErrorKind::BadField("position", _)
    ));
    assert!(matches!(
        kind(&with(7, "a1+")).kind,
        SetErrorKind::BadField("step", _)
    ));
    assert!(matches!(
        kind(&with(7, "é1+4")).kind,
        SetErrorKind::BadField("step", _)
    ));
    let cut = format!("{HEADER}\n{}\n", fields[..7].join(" "));
    assert!(matches!(kind(&cut).kind, SetErrorKind::Puzzle(_)));
    // The values of a step changed so that two moves share the best: no single answer.
    let step = &good.steps[0];
    let best = step.best_value();
    let mut tied = good.clone();
    let other = step
        .values
        .iter()
        .position(|&(s, _)| s != step.solution())
        .unwrap();
    tied.steps[0].values[other].1 = best;
    let text = format!(
        "{HEADER}\n{}\n",
        ethello_model::training::set::write_line(&tied)
    );
    assert!(matches!(kind(&text).kind, SetErrorKind::Puzzle(_)));
}

#[test]
fn a_goal_names_the_only_winning_drawing_or_best_move() {
    let v = |pairs: &[(&str, i32)]| -> Vec<(Square, i32)> {
        pairs.iter().map(|&(s, x)| (sq(s), x)).collect()
    };
    let g = |k, pairs: &[(&str, i32)]| Goal::of(k, &v(pairs));
    assert_eq!(g(Kind::Endgame, &[("a1", 2), ("b1", -4)]), Some(Goal::Win));
    assert_eq!(g(Kind::Endgame, &[("a1", 0), ("b1", -4)]), Some(Goal::Draw));
    assert_eq!(
        g(Kind::Endgame, &[("a1", 8), ("b1", 6)]),
        Some(Goal::BestScore)
    );
    assert_eq!(g(Kind::Endgame, &[("a1", 8), ("b1", 8)]), None);
    assert_eq!(g(Kind::Endgame, &[("a1", -2), ("b1", -6)]), None);
    assert_eq!(g(Kind::Midgame, &[("a1", 3), ("b1", -3)]), Some(Goal::Best));
    assert_eq!(g(Kind::Midgame, &[("a1", 3), ("b1", -2)]), None);
    assert_eq!(
        g(Kind::Midgame, &[("a1", 3)]),
        None,
        "one move is no puzzle"
    );
}

#[test]
fn the_daily_puzzle_is_the_same_for_a_date_and_changes_with_it() {
    let set = shipped();
    let today = Day::from_date(2026, 11, 27).unwrap();
    let a = daily(&set, today).unwrap().id;
    assert_eq!(daily(&set.clone(), today).unwrap().id, a);
    let week: Vec<u32> = (0..7)
        .map(|d| daily(&set, today.plus(d)).unwrap().id)
        .collect();
    let mut distinct = week.clone();
    distinct.dedup();
    assert!(distinct.len() >= 6, "{week:?}");
}

#[test]
fn the_stream_gives_untried_puzzles_near_the_rating_and_honours_the_filter() {
    let set = shipped();
    let mut progress = Progress::default();
    let filter = Filter {
        kind: Some(Kind::Midgame),
        ..Filter::default()
    };
    let mut seen = Vec::new();
    for seed in 0..20 {
        let p = next(&set, &progress, &filter, seed).unwrap();
        assert_eq!(p.kind, Kind::Midgame);
        assert!(!seen.contains(&p.id), "tried puzzles do not come back");
        assert!((p.rating - 1500).abs() < 400, "{}", p.rating);
        seen.push(p.id);
        progress.puzzles.push(progress::Attempt {
            id: p.id,
            day: Day(0),
            first: true,
            solved: true,
        });
    }
}

/// A progress with something in every part.
fn full_progress() -> Progress {
    let mut p = Progress::default();
    let today = Day::from_date(2026, 11, 27).unwrap();
    let r = p.rating.update(&[Outcome {
        rating: 1200.0,
        deviation: 60.0,
        score: 1.0,
    }]);
    p.record(today, r);
    p.puzzles.push(progress::Attempt {
        id: 7,
        day: today,
        first: false,
        solved: true,
    });
    let position = Position::start();
    p.add_mistake(Mistake {
        position,
        played: sq("d3"),
        best: sq("c4"),
        loss: 6,
        schedule: Schedule::missed(today),
        reasons: Vec::new(),
    });
    p.lines.learned = 2;
    p.lines.missed.push(MissedLine {
        moves: "f5d6c3d3".into(),
        schedule: Schedule::missed(today),
    });
    p
}

#[test]
fn progress_round_trips_through_its_file() {
    let p = full_progress();
    let trophies = vec!["2026-11-23 dubya won 13-0".to_string()];
    let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
    let mine = Played::new(
        "k3".into(),
        Day(20_000),
        "friend",
        None,
        ["Ann", "Bob"],
        &game,
    );
    let text = p.to_text(&trophies, std::slice::from_ref(&mine), Day(20_000));
    let (back, shelf, games) = progress::parse(text.as_bytes()).unwrap();
    assert_eq!(back, p);
    assert_eq!(shelf, trophies);
    assert_eq!(games, [mine]);
}

#[test]
fn my_games_lines_round_trip_and_bad_ones_say_what_is_wrong() {
    let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
    let names = ["Ann\tthe\nfirst", "Dubya"];
    let g = Played::new(
        "a1".into(),
        Day(20_000),
        "dubya",
        Some(Color::Black),
        names,
        &game,
    );
    assert_eq!(g.black, "Ann the first", "a name stays on its line");
    assert_eq!(Played::from_line(&g.to_line()), Ok(g.clone()));
    let line = g.to_line();
    let bad = |from: &str, to: &str| Played::from_line(&line.replacen(from, to, 1)).unwrap_err();
    assert!(bad("\tblack\t", "\tgrey\t").contains("not black, white or -"));
    assert!(bad("f5d6", "f5f5").contains("do not replay"));
    assert!(bad(&Day(20_000).to_string(), "someday").contains("not a date"));
    assert_eq!(Played::from_line("a\tb"), Err("not 8 fields"));
    let text = format!("{line}\n\n{}\nnot a game\n", line.replacen("a1", "a2", 1));
    assert_eq!(parse_list(&text).unwrap_err().0, 4, "the line is told");
}

#[test]
fn my_games_are_kept_once_each_and_the_oldest_go_past_the_limit() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    let played = |id: usize| Played::new(id.to_string(), Day(1), "online", None, ["a", "b"], &game);
    let mut games = Vec::new();
    assert!(add(&mut games, played(0)));
    assert!(!add(&mut games, played(0)), "the same end heard again");
    for id in 1..=MAX_GAMES {
        add(&mut games, played(id));
    }
    assert_eq!(games.len(), MAX_GAMES);
    assert_eq!(
        (games[0].id.as_str(), games[MAX_GAMES - 1].id.clone()),
        ("1", MAX_GAMES.to_string())
    );
    assert_eq!(parse_list(&list_text(&games)).unwrap(), games);
}

#[test]
fn bad_progress_files_are_refused_with_what_is_wrong() {
    let good = full_progress().to_text(&[], &[], Day(20_000));
    let edit = |from: &str, to: &str| {
        assert!(good.contains(from), "{from}");
        good.replacen(from, to, 1)
    };
    let err = |text: &str| progress::parse(text.as_bytes()).unwrap_err();
    assert_eq!(err(""), ProgressError::Empty);
    assert_eq!(err("  \n"), ProgressError::Empty);
    assert_eq!(
        progress::parse(&[0xff, 0xfe, 0x41]).unwrap_err(),
        ProgressError::NotText
    );
    assert_eq!(err(&good[..good.len() / 2]), ProgressError::Truncated);
    assert!(matches!(
        err("{\"format\": ]"),
        ProgressError::Damaged(1, _, _)
    ));
    assert_eq!(
        err("{\"format\": \"e-thello-save\", \"version\": 1}"),
        ProgressError::Foreign
    );
    assert_eq!(err("[1, 2]"), ProgressError::Foreign);
    assert_eq!(
        err(&edit("\"version\": 3", "\"version\": 9")),
        ProgressError::FutureVersion(9)
    );
    let bad_field = |text: String, needle: &str| match err(&text) {
        ProgressError::BadField(what) => assert!(what.contains(needle), "{what}"),
        other => panic!("{other:?}"),
    };
    bad_field(
        edit("\"played\": \"d3\"", "\"played\": \"h8\""),
        "not legal",
    );
    bad_field(
        edit("\"played\": \"d3\"", "\"played\": \"c4\""),
        "the same move",
    );
    bad_field(
        edit("\"played\": \"d3\"", "\"played\": \"zz\""),
        "not a square",
    );
    bad_field(edit("\"loss\": 6", "\"loss\": 999"), "loss");
    bad_field(
        edit("\"moves\": \"f5d6c3d3\"", "\"moves\": \"f5f5\""),
        "not a game",
    );
    bad_field(edit("\"id\": 7", "\"id\": \"seven\""), "invalid type");
    bad_field(
        edit("\"learned\": 2", "\"learned\": 2, \"extra\": 1"),
        "unknown field",
    );
    let at = good.find("\"deviation\": ").unwrap() + "\"deviation\": ".len();
    let end = at
        + good[at..]
            .find(|c: char| !c.is_ascii_digit() && c != '.')
            .unwrap();
    bad_field(format!("{}9999{}", &good[..at], &good[end..]), "deviation");
    let twice = edit(
        "\"puzzles\": [",
        "\"puzzles\": [{\"id\": 7, \"day\": \"2026-11-27\", \"first\": true, \"solved\": true},",
    );
    bad_field(twice, "twice");
    bad_field(
        edit("\"id\": 7", "\"id\": 4000000000"),
        "no puzzle 4000000000",
    );
    bad_field(edit("\"saved_at\": \"", "\"saved_at\": \"x"), "date");
    assert!(matches!(
        progress::parse(&vec![b' '; progress::MAX_BYTES + 1]),
        Err(ProgressError::TooLarge(_))
    ));
}

#[test]
fn a_rating_rises_after_a_win_and_a_solved_puzzle_and_falls_after_losses() {
    let mut r = Rating::default();
    let beat = |r: Rating, rating, score| {
        r.update(&[Outcome {
            rating,
            deviation: 60.0,
            score,
        }])
    };
    r = beat(r, 1500.0, 1.0);
    assert!(r.rating > 1500.0);
    let before = r.rating;
    r = beat(r, 1200.0, 0.0);
    assert!(r.rating < before);
    assert!(r.deviation < 350.0);
}
