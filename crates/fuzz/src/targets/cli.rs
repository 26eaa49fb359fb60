//! The command line's readers: what an external NBoard engine answers `ethello match`, and the
//! position lines of `solve`, `eval` and `study`.

use ethello::input::{self, Item};
use ethello::NboardLink;
use ethello_engine::{parse_ggf, Board, Game, Move};

use super::{ggf_seeds, position_seeds, text, transcript_seeds, GAME};

/// An NBoard engine's whole output: the link asks it for every move of a game, as `ethello match`
/// does (the game, then `go`), until the game ends, the link fails or the answer is not a legal
/// move. Every line but those that begin with `=== ` is skipped, whatever its bytes: the answers
/// are those of the `=== ` lines in order, and the link fails exactly when none is left or one does
/// not name a move, with a message naming the engine. What the engine is told reads back: `nboard
/// 2`, then for each move a GGF game that is the game so far, and `go`.
pub fn nboard_client(input: &[u8]) {
    let expected = answer_lines(input);
    let mut told = Vec::new();
    let mut asked = Vec::new();
    let mut link = NboardLink::open("fuzz", &mut told, input).expect("memory takes every write");
    let (mut game, mut move_ms) = (Game::new(), Vec::new());
    while !game.is_over() {
        asked.push(game.clone());
        let answer = link.choose(&game, &move_ms, 60_000);
        let want = expected.get(asked.len() - 1).copied().flatten();
        assert_eq!(
            answer.as_ref().ok().map(|a| a.0),
            want,
            "answer {}",
            asked.len()
        );
        let Ok((Move::Play(square), ms)) = answer else {
            if let Err(e) = answer {
                assert!(e.0.starts_with("nboard:fuzz: "), "{e}");
            }
            break;
        };
        let Ok(played) = game.play(square) else { break };
        move_ms.push(ms);
        move_ms.extend(played.passed.map(|_| 0));
    }
    drop(link);
    was_told(
        &String::from_utf8(told).expect("the link writes text"),
        &asked,
    );
}

/// The move of each line that begins with `=== ` (`None` where the word there is not a move).
fn answer_lines(input: &[u8]) -> Vec<Option<Move>> {
    let lines = input.split(|&b| b == b'\n');
    let answers = lines.filter_map(|line| line.strip_prefix(b"=== "));
    let word = |rest: &[u8]| {
        let rest = String::from_utf8_lossy(rest);
        rest.trim_end().split([' ', '/']).next()?.parse().ok()
    };
    answers.map(word).collect()
}

/// `told` is `nboard 2`, then a `set game` and a `go` for each game of `asked`.
fn was_told(told: &str, asked: &[Game]) {
    let mut lines = told.lines();
    assert_eq!(lines.next(), Some("nboard 2"));
    for game in asked {
        let ggf = lines.next().and_then(|l| l.strip_prefix("set game "));
        let told = parse_ggf(ggf.expect("a set game line"));
        assert_eq!(told.as_ref(), Ok(game), "the engine is told the game");
        assert_eq!(lines.next(), Some("go"));
    }
    assert_eq!(lines.next(), None);
}

/// Answers to [`GAME`]'s first moves, among the lines an engine writes as it thinks.
pub fn nboard_client_seeds() -> Vec<Vec<u8>> {
    let game = Game::from_transcript(GAME).expect("a legal game");
    let mut talk = String::from("set myname Fuzzy\n");
    for (i, sq) in game.squares().enumerate() {
        talk += &format!("status thinking\nsearch {sq} 1.0 0 0\nnodestats 100 0.01\n");
        talk += &match i % 2 {
            0 => format!("=== {}/-1.00/0.25\n", sq.to_string().to_uppercase()),
            _ => format!("=== {sq} 0.5 0.1\r\n"),
        };
    }
    vec![talk.into_bytes(), b"=== PA\n".to_vec()]
}

/// The position lines of `solve`, `eval` and `study` (`src/input.rs`): each item is a
/// position placed at a line of the text, or an error placed at a character of the text (or just
/// after its line's last); a position, written with its fields as `ethello positions` writes them,
/// reads back as the same position and fields.
pub fn positions(input: &[u8]) {
    let text = text(input);
    let lines: Vec<&str> = text.split('\n').collect();
    for item in input::items(&text) {
        match item {
            Ok(item) => {
                assert!((1..=lines.len()).contains(&item.line), "line {}", item.line);
                let board = item.position.board;
                assert!(Board::new(board.player, board.opponent).is_some());
                let line = [item.position.to_string()]
                    .into_iter()
                    .chain(item.fields.iter().map(|f| f.to_string()))
                    .collect::<Vec<_>>()
                    .join(" ");
                let back = Item { line: 1, ..item };
                assert_eq!(input::items(&line), vec![Ok(back)], "{line:?}");
            }
            Err(e) => assert!(within(&lines, e.line, e.column), "{e:?}"),
        }
    }
}

/// True when `(line, column)`, both from 1, is a character of `lines` or just after a line's last.
pub fn within(lines: &[&str], line: usize, column: usize) -> bool {
    let chars = |l: &str| l.chars().count();
    line >= 1 && column >= 1 && lines.get(line - 1).is_some_and(|l| column <= chars(l) + 1)
}

/// A file as `ethello positions` and the tests' data write it, and the other forms a line takes.
pub fn positions_seeds() -> Vec<Vec<u8>> {
    let ffo = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X +38 a2 20 ffo40";
    let mut file = format!("# a comment\n\n{ffo}\n");
    for seed in position_seeds().iter().chain(&transcript_seeds()[..1]) {
        file += &format!("{} ? 20\n", text(seed));
    }
    file += &format!(
        "{} -2 x\nhttp://127.0.0.1:8080/#f5d6c3 +1\n",
        text(&ggf_seeds()[1])
    );
    vec![file.into_bytes()]
}
