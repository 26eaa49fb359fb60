//! What the page keeps in the browser's storage and reads back at the next visit (the preferences,
//! the trophy shelf, the training progress with the player's games, also a file the player imports), and the puzzle file
//! it fetches.

use ethello_engine::{Game, Position, TOP_LEVEL};
use ethello_model::setup::ClockSetting;
use ethello_model::training::day::Day;
use ethello_model::training::games::Played;
use ethello_model::training::glicko::Rating;
use ethello_model::training::progress::ProgressError;
use ethello_model::training::progress::{self, Attempt, Lines, MissedLine, Mistake, Progress};
use ethello_model::training::repetition::Schedule;
use ethello_model::training::set::PuzzleSet;
use ethello_ui::{parse_trophies, shelf, trophies_text, Prefs, MAX_WORKERS};

use super::cli::within;
use super::{root, text, GAME};

/// The stored preferences, one text a line (lines past the input's are missing keys):
/// [`Prefs::from_stored`] gives preferences within their ranges whatever the texts, which read
/// back from their own stored texts unchanged.
pub fn prefs(input: &[u8]) {
    let text = text(input);
    let mut lines = text.split('\n');
    let prefs = Prefs::from_stored(std::array::from_fn(|_| lines.next()));
    assert!((100..=10_000).contains(&prefs.willy_ms));
    assert!((1..=TOP_LEVEL).contains(&prefs.willy_level));
    assert!(usize::from(prefs.workers) <= MAX_WORKERS);
    assert!(ClockSetting::MINUTES.contains(&prefs.clock_minutes));
    assert!(ClockSetting::INCREMENTS.contains(&prefs.clock_increment));
    let stored = prefs.to_stored();
    assert_eq!(
        Prefs::from_stored(stored.each_ref().map(|t| Some(t.as_str()))),
        prefs
    );
}

/// Every preference set, and some broken.
pub fn prefs_seeds() -> Vec<Vec<u8>> {
    vec![
        b"wood\n1\n2500\n0\n1\n0\n7\n1\n3\n5\n2\n21".to_vec(),
        b"night\n0\n99\n1\n0\n1\n13\n0\n9\n4\n30".to_vec(),
    ]
}

/// The stored trophy shelf: [`parse_trophies`] keeps at most a trophy a line, with Willy's levels
/// below the top, and the shelf's text reads back as the same trophies; the shelf counts each of
/// them once.
pub fn trophies(input: &[u8]) {
    let text = text(input);
    let trophies = parse_trophies(&text);
    assert!(trophies.len() <= text.lines().count());
    let below_top = |level: u8| (1..TOP_LEVEL).contains(&level);
    assert!(trophies.iter().all(|t| t.level.is_none_or(below_top)));
    assert_eq!(parse_trophies(&trophies_text(&trophies)), trophies);
    let records = shelf(&trophies);
    let counted: u32 = records.iter().map(|r| r.wins + r.draws + r.losses).sum();
    assert_eq!(counted as usize, trophies.len());
}

/// A shelf of every kind of line, and a damaged line among them.
pub fn trophies_seeds() -> Vec<Vec<u8>> {
    vec![b"2026-11-23 dubya won 13-0\n- mike lost 20-44 hints\n2026-11-24 willy draw 32-32 level:5\n\
           2026-11-25 willy won 40-24 level:3 hints\n2026-11-26 willy won 40-24 level:12\n"
        .to_vec()]
}

/// A progress file (stored, or imported): [`progress::parse`] refuses it (damaged JSON at a
/// character of the text), or gives a progress that keeps its invariants (puzzle ids unique, each
/// mistake's two moves legal and different, the history within its bound), which its own file
/// reads back as exactly, with the same trophy lines.
pub fn progress(input: &[u8]) {
    let (progress, trophies, games) = match progress::parse(input) {
        Ok(read) => read,
        Err(ProgressError::Damaged(line, column, _)) => {
            let text = std::str::from_utf8(input).expect("damage is found in text");
            let text = text.strip_prefix('\u{feff}').unwrap_or(text);
            let lines: Vec<&str> = text.split('\n').collect();
            return assert!(within(&lines, line, column), "line {line}, column {column}");
        }
        Err(_) => return,
    };
    let mut ids: Vec<u32> = progress.puzzles.iter().map(|a| a.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), progress.puzzles.len(), "puzzle ids are unique");
    for m in &progress.mistakes {
        let legal = m.position.board.legal_moves();
        assert!(legal.contains(m.played) && legal.contains(m.best) && m.played != m.best);
    }
    assert!(progress.history.len() <= progress::MAX_HISTORY);
    let text = progress.to_text(&trophies, &games, Day::default());
    assert_eq!(
        progress::parse(text.as_bytes()),
        Ok((progress, trophies, games))
    );
}

/// A progress with something of every kind, as its file.
pub fn progress_seeds() -> Vec<Vec<u8>> {
    let today = Day::from_date(2026, 11, 27).expect("a date");
    let mut progress = Progress::default();
    progress.record(today, Rating::default());
    let rating = Rating {
        rating: 1480.4,
        deviation: 90.2,
        volatility: 0.06,
    };
    progress.record(today.plus(1), rating);
    progress.puzzles.push(Attempt {
        id: 12,
        day: today,
        first: true,
        solved: true,
    });
    let position: Position = Game::from_transcript(GAME)
        .expect("a legal game")
        .position();
    let mut legal = position.board.legal_moves().squares();
    let (played, best) = (legal.next(), legal.next());
    progress.add_mistake(Mistake {
        position,
        played: played.expect("a move"),
        best: best.expect("another move"),
        loss: 6,
        schedule: Schedule::missed(today),
        reasons: Vec::new(),
    });
    progress.lines = Lines {
        learned: 3,
        missed: vec![MissedLine {
            moves: "f5d6c3d3".into(),
            schedule: Schedule::missed(today),
        }],
    };
    let trophies = ["2026-11-23 dubya won 13-0".to_string()];
    let game = Game::from_transcript("f5d6c3d3c4").expect("a game");
    let mine = Played::new("k3".into(), today, "friend", None, ["Ann", "Bob"], &game);
    vec![progress.to_text(&trophies, &[mine], today).into_bytes()]
}

/// The puzzle file: [`PuzzleSet::parse`] refuses it, or gives puzzles numbered 1, 2, 3, ... in
/// file order, each found by its id, whose file reads back as the same puzzles.
pub fn puzzles(input: &[u8]) {
    let Ok(set) = PuzzleSet::parse(&text(input)) else {
        return;
    };
    for (i, puzzle) in set.puzzles().iter().enumerate() {
        assert_eq!(puzzle.id as usize, i + 1);
        assert_eq!(set.get(puzzle.id), Some(puzzle));
    }
    assert_eq!(PuzzleSet::parse(&set.to_text()), Ok(set));
}

/// The shipped file's first puzzles (endgames, midgames, a puzzle of two steps).
pub fn puzzles_seeds() -> Vec<Vec<u8>> {
    let file = std::fs::read_to_string(root().join("www/data/puzzles.txt")).unwrap_or_default();
    let head: Vec<&str> = file.lines().take(12).collect();
    vec![(head.join("\n") + "\n").into_bytes()]
}
