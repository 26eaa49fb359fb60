//! What is fuzzed: every reader of outside text or bytes, each with the invariant a good answer must
//! keep. A target returns normally for any input; a panic (an assertion here, or a bug inside) is a
//! crash.
//!
//! The text readers are here (the input read as lossy UTF-8, except the save file, which reads
//! bytes); the engine's binary files in [`archives`], the command line's in [`cli`], what the page
//! stores in [`page`], the online server's protocol in [`online`].

mod archives;
mod cli;
mod online;
mod page;

use std::io::Cursor;

use ethello::{format_turn, parse_turn, serve_nboard, EngineSetup, LevelArgs};
use ethello_engine::{openings, parse_ggf, Game, Position};
use ethello_model::import;
use ethello_model::protocol::bench::BenchRequest;
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::savefile::{self, SaveGame};

use archives::{book, book_seeds, weights, weights_seeds, wthor, wthor_seeds};
use cli::{nboard_client, nboard_client_seeds, positions, positions_seeds};
use online::{online, online_seeds, ONLINE};
use page::{prefs, prefs_seeds, progress, progress_seeds, puzzles, puzzles_seeds};
use page::{trophies, trophies_seeds};

/// A fuzz target: its name, seed inputs, tokens worth inserting, and the function to run.
pub struct Target {
    /// The name on the command line.
    pub name: &'static str,
    /// Valid inputs to start from.
    pub seeds: fn() -> Vec<Vec<u8>>,
    /// Tokens the mutator inserts.
    pub tokens: &'static [&'static str],
    /// Runs one input.
    pub run: fn(&[u8]),
}

/// Every target.
pub const TARGETS: &[Target] = &[
    Target {
        name: "etl",
        seeds: etl_seeds,
        tokens: JSON,
        run: etl,
    },
    Target {
        name: "ggf",
        seeds: ggf_seeds,
        tokens: GGF,
        run: ggf,
    },
    Target {
        name: "transcript",
        seeds: transcript_seeds,
        tokens: MOVES,
        run: transcript,
    },
    Target {
        name: "position",
        seeds: position_seeds,
        tokens: POSITION,
        run: position,
    },
    Target {
        name: "import",
        seeds: import_seeds,
        tokens: IMPORT,
        run: import_any,
    },
    Target {
        name: "worker",
        seeds: worker_seeds,
        tokens: JSON,
        run: worker,
    },
    Target {
        name: "engine-protocol",
        seeds: engine_seeds,
        tokens: ENGINE,
        run: engine_line,
    },
    Target {
        name: "nboard",
        seeds: nboard_seeds,
        tokens: NBOARD,
        run: nboard,
    },
    Target {
        name: "nboard-client",
        seeds: nboard_client_seeds,
        tokens: NBOARD_ANSWERS,
        run: nboard_client,
    },
    Target {
        name: "positions",
        seeds: positions_seeds,
        tokens: POSITIONS,
        run: positions,
    },
    Target {
        name: "wthor",
        seeds: wthor_seeds,
        tokens: BYTES,
        run: wthor,
    },
    Target {
        name: "book",
        seeds: book_seeds,
        tokens: BYTES,
        run: book,
    },
    Target {
        name: "weights",
        seeds: weights_seeds,
        tokens: BYTES,
        run: weights,
    },
    Target {
        name: "prefs",
        seeds: prefs_seeds,
        tokens: PREFS,
        run: prefs,
    },
    Target {
        name: "trophies",
        seeds: trophies_seeds,
        tokens: TROPHIES,
        run: trophies,
    },
    Target {
        name: "progress",
        seeds: progress_seeds,
        tokens: JSON,
        run: progress,
    },
    Target {
        name: "puzzles",
        seeds: puzzles_seeds,
        tokens: PUZZLES,
        run: puzzles,
    },
    Target {
        name: "online",
        seeds: online_seeds,
        tokens: ONLINE,
        run: online,
    },
];

const JSON: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    "\"",
    ":",
    ",",
    "null",
    "true",
    "-1",
    "1e9",
    "\"level\"",
    "\"review\"",
    "\"opening\"",
];
const GGF: &[&str] = &[
    "(;",
    ";)",
    "GM[Othello]",
    "BO[8 ",
    "]",
    "B[",
    "W[",
    "TI[",
    "pass",
    "//",
    "*",
];
const MOVES: &[&str] = &["f5", "D6", "pa", "ps", "--", " ", "1.", "h8", "a1", "i9"];
const POSITION: &[&str] = &["X", "O", "-", " X", " O", "\n", "*"];
const IMPORT: &[&str] = &[
    "#",
    "#pos=",
    "_X",
    "_O",
    "(;GM[Othello]",
    "{",
    "f5",
    "\n",
    "pass",
    "http://127.0.0.1:8080/",
];
const ENGINE: &[&str] = &[
    "game",
    " B",
    " W",
    " 0",
    " 100",
    "pass",
    " 7",
    "-1",
    "99999999999",
];
const NBOARD: &[&str] = &[
    "nboard 2",
    "set depth ",
    "set game ",
    "move ",
    "ping ",
    "learn",
    "F5",
    "PA",
    "\n",
    "(;GM[Othello]",
];
const NBOARD_ANSWERS: &[&str] = &[
    "=== ", "=== F5", "PA", "/", " ", "\n", "\r\n", "status ", "search ",
];
const POSITIONS: &[&str] = &[
    "\n",
    "#",
    " ",
    "+38",
    "-2",
    "?",
    "X",
    "O",
    "-",
    "_X",
    "(;GM[Othello]",
    "f5",
    "{",
    "#pos=",
];
/// For the binary readers: a little-endian count, an end of moves, a step, 24 empties, the magics,
/// WTHOR's f5 d6 c3 d3 (the bytes 56, 64, 33, 34).
const BYTES: &[&str] = &[
    "\0",
    "\u{1}\0\0\0",
    "\u{7f}",
    "\u{18}",
    "ETBK\u{1}",
    "ETW1",
    "8@!\"",
];
const PREFS: &[&str] = &["\n", "0", "1", "12", "100", "10000", "classic", "wood", "-"];
const TROPHIES: &[&str] = &[
    "\n", " ", "-", "dubya", "mike", "willy", " won ", " lost ", " draw ", "level:", " hints",
    "13-0",
];
const PUZZLES: &[&str] = &[
    "\n", " ", "end", "mid", ",", "-", ":", "+", ">", ">pa", "a1", "X", "O", "corner", "#",
];

const GAME: &str = "f5d6c3d3c4f4f6f3e6e7d7c6b6";
const START: &str = "---------------------------OX------XO--------------------------- X";

/// The repository's root, where the seeds' files are.
pub fn root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn text(input: &[u8]) -> std::borrow::Cow<'_, str> {
    String::from_utf8_lossy(input)
}

fn etl(input: &[u8]) {
    if let Ok(loaded) = savefile::parse_bytes(input) {
        let again = SaveGame::from_game(&loaded.game, &loaded.settings, None).to_text();
        let back = savefile::parse(&again).expect("what the writer writes, the reader reads");
        assert_eq!(back.game, loaded.game);
        let named = openings::name_of(&back.game);
        assert_eq!(back.opening.as_deref(), named, "the opening reached");
    }
}

fn etl_seeds() -> Vec<Vec<u8>> {
    let dir = root().join("tests/data/etl");
    let mut seeds: Vec<Vec<u8>> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten()
                .filter_map(|e| std::fs::read(e.path()).ok())
                .collect()
        })
        .unwrap_or_default();
    let game = Game::from_transcript(GAME).expect("a legal game");
    seeds.push(
        SaveGame::from_game(&game, &Default::default(), None)
            .to_text()
            .into_bytes(),
    );
    seeds
}

fn ggf(input: &[u8]) {
    if let Ok(game) = parse_ggf(&text(input)) {
        let replayed = Game::from_transcript_at(game.start(), &game.transcript());
        assert_eq!(replayed.as_ref(), Ok(&game), "a GGF game replays");
    }
}

fn ggf_seeds() -> Vec<Vec<u8>> {
    vec![
        b"(;GM[Othello]PC[x]PB[a]PW[b]RE[+2]TI[5:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[D6]B[C3//2.5];)".to_vec(),
        b"(;GM[Othello]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[D3]W[C5];)".to_vec(),
    ]
}

fn transcript(input: &[u8]) {
    if let Ok(game) = Game::from_transcript(&text(input)) {
        assert_eq!(Game::from_transcript(&game.transcript()), Ok(game));
    }
}

fn transcript_seeds() -> Vec<Vec<u8>> {
    vec![GAME.as_bytes().to_vec(), b"F5 d6 C3 pa".to_vec()]
}

fn position(input: &[u8]) {
    if let Ok(pos) = text(input).parse::<Position>() {
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
    }
}

fn position_seeds() -> Vec<Vec<u8>> {
    vec![START.as_bytes().to_vec()]
}

fn import_any(input: &[u8]) {
    if let Ok(opened) = import::open(&text(input)) {
        let game = opened.game();
        assert_eq!(
            Game::from_transcript_at(game.start(), &game.transcript()),
            Ok(game)
        );
    }
}

fn import_seeds() -> Vec<Vec<u8>> {
    let mut seeds = vec![
        b"F5 d6 3. c3 d3 c4".to_vec(),
        format!("#pos={}_X", &START[..64]).into_bytes(),
        b"http://127.0.0.1:8080/#f5d6c3".to_vec(),
    ];
    seeds.extend(ggf_seeds());
    seeds.extend(etl_seeds().pop()); // the generated save: the corpus files are mostly broken ones
    seeds
}

fn worker(input: &[u8]) {
    let text = text(input);
    if let Ok(message) = serde_json::from_str::<ToWorker>(&text) {
        let again = serde_json::to_string(&message).expect("a message encodes");
        assert_eq!(serde_json::from_str::<ToWorker>(&again).ok(), Some(message));
    }
    if let Ok(message) = serde_json::from_str::<FromWorker>(&text) {
        let again = serde_json::to_string(&message).expect("a message encodes");
        assert_eq!(
            serde_json::from_str::<FromWorker>(&again).ok(),
            Some(message)
        );
    }
    let _ = serde_json::from_str::<BenchRequest>(&text);
}

fn worker_seeds() -> Vec<Vec<u8>> {
    vec![
        format!(r#"{{"type":"Think","id":1,"position":"{START}","player":"Willy","control":{{"Average":1000}},"seed":3}}"#).into_bytes(),
        format!(r#"{{"type":"Think","id":1,"position":"{START}","player":{{"Level":3}},"control":{{"Average":1000}},"seed":3}}"#).into_bytes(),
        format!(r#"{{"type":"Review","id":2,"start":"{START}","moves":"f5d6","exact_empties":20,"midgame_ms":300}}"#).into_bytes(),
        br#"{"Best":{"id":7,"best":"f5","score":-3,"exact":false,"depth":9,"nodes":12345}}"#.to_vec(),
        br#"{"Hints":{"id":7,"hints":[{"square":"f5","score":2,"exact":true}],"depth":60,"done":true}}"#.to_vec(),
    ]
}

fn engine_line(input: &[u8]) {
    for line in text(input).lines() {
        if let Ok(mv) = parse_turn(line) {
            assert_eq!(parse_turn(&format_turn(mv)), Ok(mv));
        }
        let _ = line.parse::<EngineSetup>();
    }
}

fn engine_seeds() -> Vec<Vec<u8>> {
    vec![b"game B 0 100 0\n3 4\npass\n2 3".to_vec()]
}

/// NBoard commands, without the ones that start a search (`go`, `hint`, `analyze`), which would
/// time the engine rather than the reader; the table is the smallest, since nothing searches
/// (the default's 64 MB, cleared for every input, took 30 ms of each run).
fn nboard(input: &[u8]) {
    let lines: Vec<String> = text(input)
        .lines()
        .filter(|l| !matches!(l.split_whitespace().next(), Some("go" | "hint" | "analyze")))
        .map(str::to_string)
        .collect();
    let (mut out, mut log) = (Vec::new(), Vec::new());
    serve_nboard(
        Cursor::new(lines.join("\n")),
        (&mut out, &mut log),
        &LevelArgs {
            hash_mb: Some(1),
            ..LevelArgs::at(None)
        },
    )
    .expect("writing to memory does not fail");
}

fn nboard_seeds() -> Vec<Vec<u8>> {
    let mut game = b"nboard 2\nset depth 4\nset game ".to_vec();
    game.extend(&ggf_seeds()[0]);
    game.extend(b"\nmove E6\nmove F4/1.00/2.5\nping 3\nset contempt 0\nlearn\nquit");
    vec![game]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_target_runs_its_seeds_and_keeps_its_invariant() {
        for target in TARGETS {
            let seeds = (target.seeds)();
            assert!(!seeds.is_empty(), "{} has seeds", target.name);
            for seed in seeds {
                (target.run)(&seed);
            }
        }
    }

    #[test]
    fn the_seeds_are_valid_inputs_of_their_readers() {
        assert!(savefile::parse(&String::from_utf8(etl_seeds().pop().unwrap()).unwrap()).is_ok());
        assert!(ggf_seeds().iter().all(|s| parse_ggf(&text(s)).is_ok()));
        assert!(import_seeds()
            .iter()
            .all(|s| import::open(&text(s)).is_ok()));
        assert!(worker_seeds()[..3]
            .iter()
            .all(|s| serde_json::from_slice::<ToWorker>(s).is_ok()));
    }

    #[test]
    fn the_new_readers_seeds_are_valid_inputs() {
        use ethello_engine::book::Book;
        use ethello_engine::{weights_file, wthor};
        use ethello_model::training::{progress, set::PuzzleSet};
        let archives = wthor_seeds();
        assert!(archives.iter().all(|s| wthor::parse(s).is_ok()));
        let scored = wthor::parse(&archives[0]).unwrap().games[1].scored_position(24);
        assert!(matches!(scored, Ok(Some(_))), "a game reaches 24 empties");
        assert!(book_seeds()
            .iter()
            .all(|s| Book::from_bytes(s).is_some_and(|b| !b.is_empty())));
        assert!(weights_seeds()
            .iter()
            .all(|s| weights_file::unpack(s).is_ok()));
        assert!(progress_seeds().iter().all(|s| progress::parse(s).is_ok()));
        let puzzles = PuzzleSet::parse(&text(&puzzles_seeds()[0]));
        assert!(puzzles.is_ok_and(|set| set.len() > 5));
        let file = String::from_utf8(positions_seeds().remove(0)).unwrap();
        let items = ethello::input::items(&file);
        assert!(
            items.len() == 5 && items.iter().all(Result::is_ok),
            "{items:?}"
        );
    }
}
