//! The engine as a program: `ethello engine`, `ethello nboard` and `ethello play` driven as child
//! processes through stdin and stdout, every move checked with the engine's own [`Game`].
//!
//! Each child's output is read by a thread into a channel, so a silent child fails the test after a
//! generous wait instead of hanging it. The only timing assertion is a loose move-time bound (the clock is obeyed at all).

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use ethello_engine::{parse_ggf, Color, Game, Move, Rng, Square};

/// How long a child may stay silent before the test gives up on it.
const PATIENCE: Duration = Duration::from_secs(20);

/// A running `ethello` with its pipes.
struct Proc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: JoinHandle<String>,
}

impl Proc {
    fn spawn(args: &[&str]) -> Proc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ethello"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("ethello starts");
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut err = child.stderr.take().unwrap();
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = err.read_to_string(&mut text);
            text
        });
        Proc {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        writeln!(stdin, "{line}").expect("the child reads its input");
        stdin.flush().unwrap();
    }

    /// The next line of output; panics after [`PATIENCE`].
    fn recv(&self) -> String {
        self.lines
            .recv_timeout(PATIENCE)
            .expect("the child answers in time")
    }

    /// Lines up to and including the first one that starts with `prefix`.
    fn recv_until(&self, prefix: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.recv();
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// Closes stdin, waits for the exit; returns success, the rest of stdout, and stderr.
    fn finish(mut self) -> (bool, Vec<String>, String) {
        drop(self.stdin.take());
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(start.elapsed() < PATIENCE, "the child exits");
            thread::sleep(Duration::from_millis(5));
        };
        // The reader thread may still be forwarding the last lines: read until it hangs up.
        let mut rest = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(PATIENCE) {
            rest.push(line);
        }
        (status.success(), rest, self.stderr.join().unwrap())
    }
}

/// A seed-004 turn line: `ROW COL` or `pass`.
fn parse_turn(line: &str) -> Move {
    if line == "pass" {
        return Move::Pass;
    }
    let nums: Vec<u8> = line.split(' ').map(|w| w.parse().unwrap()).collect();
    match nums[..] {
        [row, col] => Move::Play(Square::at(row, col).unwrap()),
        _ => panic!("not a turn: {line:?}"),
    }
}

fn turn_line(sq: Square) -> String {
    format!("{} {}", sq.row(), sq.col())
}

/// Whose turn line comes next in the seed-004 protocol: a turn is a line, forced passes included.
fn next_turn(game: &Game, turns: usize) -> Option<(Color, bool)> {
    match game.positions().get(turns) {
        Some(pos) if turns < game.moves().len() => Some((pos.side, true)),
        _ if game.is_over() => None,
        _ => Some((game.position().side, false)),
    }
}

#[test]
fn two_engines_play_a_whole_legal_game() {
    relay_a_game("game B 3 0 0", "game W 0 30 0"); // a depth against a move time
    relay_a_game("game B 0 0 1500", "game W 4 40 0"); // a game time against a capped move time
}

/// Relays every line between two `ethello engine`s until the game is over; checks every move.
fn relay_a_game(black_header: &str, white_header: &str) {
    let mut black = Proc::spawn(&["engine"]);
    let mut white = Proc::spawn(&["engine"]);
    black.send(black_header);
    white.send(white_header);
    let mut game = Game::new();
    let mut turns = 0;
    while let Some((color, forced_pass)) = next_turn(&game, turns) {
        let (mover, other) = match color {
            Color::Black => (&black, &mut white),
            Color::White => (&white, &mut black),
        };
        let line = mover.recv();
        match (parse_turn(&line), forced_pass) {
            (Move::Pass, true) => {}
            (Move::Play(sq), false) => {
                game.play(sq)
                    .unwrap_or_else(|e| panic!("{color} played {sq}: {e}"));
            }
            (mv, _) => panic!("{color} answered {mv} at turn {turns}, forced pass: {forced_pass}"),
        }
        other.send(&line);
        turns += 1;
    }
    assert!(game.is_over());
    for proc in [black, white] {
        let (ok, rest, stderr) = proc.finish();
        assert!(
            ok && rest.is_empty() && stderr.is_empty(),
            "{rest:?} {stderr}"
        );
    }
}

#[test]
fn answers_within_the_move_time_at_depth_60() {
    let mut engine = Proc::spawn(&["engine"]);
    engine.send("game W 60 100 0");
    thread::sleep(Duration::from_millis(200)); // let it start up: only answers are timed
    let mut game = Game::new();
    let mut slowest = Duration::ZERO;
    for _ in 0..6 {
        let Some(sq) = game.position().board.legal_moves().first() else {
            break;
        };
        game.play(sq).unwrap();
        let asked = Instant::now();
        engine.send(&turn_line(sq));
        let answer = parse_turn(&engine.recv());
        slowest = slowest.max(asked.elapsed());
        let Move::Play(reply) = answer else {
            panic!("white has a move")
        };
        game.play(reply).expect("the answer is legal");
    }
    // Depth 60 without the clock would take ages. The engine aims at 70 ms; the bound is loose
    // because the test machine is shared (speed is measured by benchmarks, not here).
    assert!(slowest < Duration::from_millis(1000), "{slowest:?}");
    assert!(engine.finish().0);
}

#[test]
fn garbage_lines_are_survived_and_the_state_kept() {
    let mut engine = Proc::spawn(&["engine"]);
    for line in ["hello", "game X 1 0 0", "game W 3 0 0"] {
        engine.send(line);
    }
    for line in ["hello", "9 9", "3", "", "pass", "2 4", "2 3"] {
        engine.send(line); // only the last is legal: d3
    }
    let mut game = Game::from_transcript("d3").unwrap();
    let Move::Play(reply) = parse_turn(&engine.recv()) else {
        panic!("white has a move")
    };
    game.play(reply).expect("the answer is legal after d3");
    let (ok, rest, stderr) = engine.finish();
    assert!(ok && rest.is_empty(), "{rest:?}");
    assert_eq!(stderr.lines().count(), 8, "{stderr}");
    assert!(stderr.contains("9 9 is off the board"), "{stderr}");
    assert!(stderr.contains("empty line"), "{stderr}");
    assert!(stderr.contains("pass is not legal"), "{stderr}");
    assert!(stderr.contains("2 4 (e3) is not legal"), "{stderr}");
}

/// Plays the engine with seeded random replies; returns the forced passes by (engine, opponent).
fn random_game_against_the_engine(rng: &mut Rng, engine_color: Color) -> (usize, usize) {
    let mut engine = Proc::spawn(&["engine"]);
    let letter = if engine_color == Color::Black {
        "B"
    } else {
        "W"
    };
    engine.send(&format!("game {letter} 1 0 0"));
    let (mut game, mut turns, mut passes) = (Game::new(), 0, (0, 0));
    while let Some((color, forced_pass)) = next_turn(&game, turns) {
        let mv = if color == engine_color {
            parse_turn(&engine.recv())
        } else {
            let legal = game.position().board.legal_moves();
            let pick = legal
                .squares()
                .nth(rng.below(legal.count().max(1) as u64) as usize);
            let mv = pick.filter(|_| !forced_pass).map_or(Move::Pass, Move::Play);
            engine.send(&match mv {
                Move::Play(sq) => turn_line(sq),
                Move::Pass => "pass".into(),
            });
            mv
        };
        match (mv, forced_pass) {
            (Move::Pass, true) if color == engine_color => passes.0 += 1,
            (Move::Pass, true) => passes.1 += 1,
            (Move::Play(sq), false) => drop(game.play(sq).expect("a legal move")),
            (mv, _) => panic!("{color} answered {mv} at turn {turns}, forced pass: {forced_pass}"),
        }
        turns += 1;
    }
    let (ok, rest, stderr) = engine.finish();
    assert!(
        ok && rest.is_empty() && stderr.is_empty(),
        "{rest:?} {stderr}"
    );
    passes
}

#[test]
fn forced_passes_are_one_line_each_way() {
    let mut rng = Rng::new(2026);
    let (mut mine, mut theirs) = (0, 0);
    for i in 0..40 {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let (a, b) = random_game_against_the_engine(&mut rng, color);
        (mine, theirs) = (mine + a, theirs + b);
    }
    assert!(
        mine > 0 && theirs > 0,
        "passes: engine {mine}, opponent {theirs}"
    );
}

/// NBoard's example game without its clock (`TI`), so that `go` searches to the set depth: with a
/// clock it would take a fair share of 15 minutes.
const GGF: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]\
    TY[8]BO[8 ---------------------------O*------*O--------------------------- *]\
    B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

/// Reads a `go` search through to its closing status line; returns the `===` answer's move.
fn go_answer(nboard: &Proc) -> Move {
    let lines = nboard.recv_until("status ethello is waiting");
    let line = lines.iter().find(|l| l.starts_with("=== "));
    answer(line.unwrap_or_else(|| panic!("no answer in {lines:?}")))
}

/// The move of an `=== F5/eval/time` line.
fn answer(line: &str) -> Move {
    let word = line
        .strip_prefix("=== ")
        .expect("an answer")
        .split('/')
        .next();
    match word.unwrap() {
        "PA" => Move::Pass,
        sq => Move::Play(sq.parse().expect("a square")),
    }
}

#[test]
fn nboard_session_answers_legal_moves() {
    let mut nboard = Proc::spawn(&["nboard"]);
    for line in [
        "nboard 2",
        "set depth 4",
        &format!("set game {GGF}"),
        "ping 1",
        "go",
    ] {
        nboard.send(line);
    }
    assert_eq!(nboard.recv(), "set myname ethello4");
    assert_eq!(nboard.recv(), "pong 1");
    let mut game = parse_ggf(GGF).unwrap();
    let Move::Play(sq) = go_answer(&nboard) else {
        panic!("black has a move")
    };
    game.play(sq).expect("the answer is legal");
    nboard.send(&format!("move {}/0.5/1.2", sq.to_string().to_uppercase()));
    nboard.send("hint 3");
    let hints: Vec<String> = nboard
        .recv_until("status ethello is waiting")
        .into_iter()
        .filter(|l| l.starts_with("search "))
        .collect();
    assert!(!hints.is_empty() && hints.len() <= 3, "{hints:?}");
    for hint in &hints {
        let pv = hint.split(' ').nth(1).unwrap();
        let first: Square = pv[..2].parse().unwrap();
        assert!(game.position().board.is_legal(first), "{hint}");
    }
    nboard.send("ping 2");
    assert!(nboard.recv_until("pong ").last().unwrap() == "pong 2");
    let (ok, _, stderr) = nboard.finish();
    assert!(ok && stderr.is_empty(), "{stderr}");
}

#[test]
fn nboard_plays_a_whole_game_against_itself() {
    let mut nboard = Proc::spawn(&["nboard"]);
    nboard.send("nboard 2");
    nboard.send("set depth 2");
    nboard.send("set game (;GM[Othello]TY[8];)");
    let mut game = Game::new();
    while !game.is_over() {
        nboard.send("go");
        let Move::Play(sq) = go_answer(&nboard) else {
            panic!("the side to move has a move")
        };
        let played = game.play(sq).expect("the answer is legal");
        nboard.send(&format!("move {}", sq.to_string().to_uppercase()));
        if played.passed.is_some() {
            nboard.send("move PA");
        }
    }
    nboard.send("go"); // the game is over: refused on stderr, no answer
    nboard.send("ping 3");
    let tail = nboard.recv_until("pong 3");
    assert!(tail.iter().all(|l| !l.starts_with("=== ")), "{tail:?}");
    let (ok, _, stderr) = nboard.finish();
    assert!(ok && stderr.contains("the game is over"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

#[test]
fn nboard_survives_garbage() {
    let mut nboard = Proc::spawn(&["nboard"]);
    for line in [
        "nboard 2",
        "set depth 3",
        "set game (;GM[Othello]B[F5];",
        "set game hello",
        "move Q7",
        "frobnicate 12",
        "",
        "hint many",
        "set game (;GM[Othello]B[F5];)",
        "move D3",
        "ping 9",
    ] {
        nboard.send(line);
    }
    let lines = nboard.recv_until("pong 9");
    let statuses = lines.iter().filter(|l| l.starts_with("status ")).count();
    assert_eq!(statuses, 5, "{lines:?}");
    nboard.send("go");
    let mut game = Game::from_transcript("f5").unwrap();
    let Move::Play(sq) = go_answer(&nboard) else {
        panic!("white has a move")
    };
    game.play(sq)
        .expect("legal after f5: the bad move D3 was refused");
    let (ok, _, stderr) = nboard.finish();
    assert!(ok, "{stderr}");
    assert_eq!(stderr.lines().count(), 5, "{stderr}");
}

#[test]
fn play_computer_against_computer_to_the_end() {
    let proc = Proc::spawn(&[
        "play", "--black", "greedy", "--white", "random", "--seed", "7",
    ]);
    let (ok, lines, stderr) = proc.finish();
    assert!(ok && stderr.is_empty(), "{stderr}");
    let last = lines.last().expect("output");
    assert!(last.starts_with("Game over: Black "), "{last}");
    assert!(lines.iter().any(|l| l.starts_with("Black (greedy) plays")));
    assert!(lines.iter().any(|l| l.starts_with("White (random) plays")));
}

#[test]
fn play_refuses_bad_human_input_and_ends_cleanly_at_eof() {
    let mut proc = Proc::spawn(&["play", "--black", "human", "--white", "greedy"]);
    for line in ["hello", "", "z9", "a1", "d4", "pass", "F5"] {
        proc.send(line);
    }
    let (ok, lines, stderr) = proc.finish();
    assert!(ok && stderr.is_empty(), "{stderr}");
    let text = lines.join("\n");
    for expected in [
        "Refused: \"hello\" is not a square",
        "Refused: type a square such as f5",
        "Refused: \"z9\" is not a square",
        "Refused: a1 does not flip any disc",
        "Refused: d4 is already taken",
        "Refused: a pass is not allowed while a move is legal",
        "Black plays f5.",
        "White (greedy) plays",
        "End of input: the game is abandoned.",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn play_quits_on_request() {
    let mut proc = Proc::spawn(&["play", "--white", "human", "--black", "random"]);
    proc.send("quit");
    let (ok, lines, _) = proc.finish();
    assert!(ok);
    assert!(
        lines.last().unwrap().ends_with("Game abandoned."),
        "{lines:?}"
    );
}

/// Runs `ethello match ARGS` to the end: (success, stdout, stderr).
fn ethello_match(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ethello"))
        .arg("match")
        .args(args)
        .output()
        .expect("ethello match runs");
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

/// The `game N: ...` lines of a match's output, one per game.
fn game_lines(stdout: &str) -> Vec<&str> {
    stdout.lines().filter(|l| l.starts_with("game ")).collect()
}

/// A match's result from its last line, `A vs B: W-D-L for A, P%`: the counts and `P%`.
fn match_result(stdout: &str) -> ([u32; 3], String) {
    let last = stdout.lines().last().unwrap_or("");
    let result = last.split_once(": ").map_or("", |(_, r)| r);
    let (counts, pct) = result
        .split_once(" for ")
        .and_then(|(counts, rest)| Some((counts, rest.split_once(", ")?.1)))
        .unwrap_or_else(|| panic!("no result line: {last:?}"));
    let n: Vec<u32> = counts
        .split('-')
        .map(|n| n.parse().expect("a count"))
        .collect();
    let wdl = n
        .try_into()
        .unwrap_or_else(|_| panic!("not W-D-L: {last:?}"));
    (wdl, pct.to_string())
}

/// `ethello match ARGS` fails, and says `reason` on stderr.
fn match_refused_with(args: &[&str], reason: &str) {
    let (ok, _, stderr) = ethello_match(args);
    assert!(!ok, "{args:?} accepted");
    assert!(stderr.contains(reason), "{stderr}");
}

/// `ethello nboard` itself as an external engine for `ethello match`.
fn this_engine_over_nboard() -> String {
    format!("nboard:{} nboard", env!("CARGO_BIN_EXE_ethello"))
}

#[test]
fn match_plays_whole_games_against_an_external_nboard_engine() {
    // `ethello nboard` itself as the external engine: a timed game through `set game` and `go`.
    let external = this_engine_over_nboard();
    let (ok, stdout, stderr) =
        ethello_match(&["greedy", &external, "--games", "2", "--time-ms", "20"]);
    assert!(ok, "{stdout}\n{stderr}");
    let games = game_lines(&stdout);
    assert_eq!(games.len(), 2, "{stdout}");
    assert!(games[0].contains("greedy black, nboard:"), "{stdout}");
    assert!(games[1].contains(" black, greedy white"), "{stdout}");
    let (wdl, _) = match_result(&stdout);
    assert_eq!(wdl.iter().sum::<u32>(), 2, "{stdout}");
}

#[test]
fn on_a_game_clock_willy_plays_whole_games_within_his_time() {
    let external = this_engine_over_nboard();
    let args = [
        "willy",
        &external,
        "--games",
        "2",
        "--time-ms",
        "100",
        "--game-clock",
    ];
    let (ok, stdout, stderr) = ethello_match(&args);
    assert!(ok, "{stdout}\n{stderr}");
    assert_eq!(game_lines(&stdout).len(), 2);
    // 100 ms for each of the 27 moves a side may make: 2.7 s a game, never overrun.
    let clock_line = stdout
        .lines()
        .find(|l| l.starts_with("longest move: willy "))
        .unwrap_or_else(|| panic!("no time line: {stdout}"));
    assert!(
        clock_line.contains("games over the clock (2700 ms): willy 0,"),
        "{clock_line}"
    );
}

#[test]
fn match_names_an_external_engine_that_cannot_start() {
    match_refused_with(
        &["greedy", "nboard:/nonexistent/engine", "--games", "1"],
        "nboard:/nonexistent/engine: cannot start",
    );
}

#[test]
fn a_match_over_several_seeds_is_the_single_seed_matches_together() {
    let (ok, stdout, stderr) =
        ethello_match(&["random", "greedy", "--games", "2", "--seeds", "1-3"]);
    assert!(ok, "{stdout}\n{stderr}");
    assert_eq!(game_lines(&stdout).len(), 6);
    let (mut wdl, mut games) = ([0u32; 3], Vec::new());
    for seed in 1..=3 {
        let seed_text = seed.to_string();
        let args = ["random", "greedy", "--games", "2", "--seed", &seed_text];
        let (ok, single, _) = ethello_match(&args);
        assert!(ok);
        // The seed's own line in the long match has the single match's result.
        let ([w, d, l], pct) = match_result(&single);
        let seed_line = format!("seed {seed}: {w}-{d}-{l}, {pct}");
        assert!(
            stdout.lines().any(|l| l == seed_line),
            "no {seed_line:?} in\n{stdout}"
        );
        for (total, n) in wdl.iter_mut().zip([w, d, l]) {
            *total += n;
        }
        games.extend(game_lines(&single).into_iter().map(String::from));
    }
    assert_eq!(game_lines(&stdout), games, "the same games, seed by seed");
    assert_eq!(match_result(&stdout).0, wdl, "{stdout}");
    assert!(
        stdout.contains("(one standard error over 6 games)"),
        "{stdout}"
    );
}

#[test]
fn match_transcripts_replay_to_the_scores_reported() {
    let args = ["random", "greedy", "--games", "4", "--seed", "2"];
    let (ok, plain, _) = ethello_match(&args);
    assert!(ok);
    let (ok, stdout, stderr) = ethello_match(&[&args[..], &["--transcripts"]].concat());
    assert!(ok, "{stdout}\n{stderr}");
    assert_eq!(game_lines(&stdout), game_lines(&plain), "the same games");
    let lines: Vec<&str> = stdout.lines().collect();
    let mut games = Vec::new();
    for (i, line) in lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("game "))
    {
        let moves = lines[i + 1]
            .strip_prefix("  moves: ")
            .unwrap_or_else(|| panic!("no moves under {line:?}"));
        let game = Game::from_transcript(moves).expect("a legal transcript");
        assert!(game.is_over(), "{moves} is not a whole game");
        let black = game.position().black_score();
        let random_black = line.contains("random black");
        let random = if random_black { black } else { -black };
        assert!(
            line.ends_with(&format!(": {random:+} for random")),
            "{line} after {moves}"
        );
        games.push(moves.to_string());
    }
    assert_eq!(games.len(), 4, "{stdout}");
    // Each opening is played twice, colours swapped: the first six moves agree.
    assert_eq!(games[0][..12], games[1][..12]);
    assert_eq!(games[2][..12], games[3][..12]);
}

#[test]
fn a_bad_list_of_seeds_is_refused_with_its_reason() {
    match_refused_with(
        &["random", "greedy", "--seeds", "5-3"],
        "\"5-3\" is not a range of seeds like 1-5",
    );
}

#[test]
fn eval_at_depth_0_prints_the_library_evaluation() {
    use ethello_engine::eval::evaluate;
    use ethello_engine::random_play::random_endgames;
    let positions = random_endgames(11, 20, 10..=50);
    let input: String = positions.iter().map(|p| format!("{p} +4\n")).collect();
    let mut eval = Proc::spawn(&["eval", "-"]);
    eval.send(&input);
    let (ok, lines, stderr) = eval.finish();
    assert!(ok, "{stderr}");
    assert_eq!(lines.len(), positions.len() + 2, "{lines:?}");
    for (p, line) in positions.iter().zip(&lines) {
        let printed: f64 = line.split(' ').nth(2).unwrap().parse().unwrap();
        let expected = f64::from(evaluate(p.board.player.0, p.board.opponent.0)) / 100.0;
        assert!(
            (printed - expected).abs() < 0.006,
            "{line}: expected {expected}"
        );
        assert!(line.starts_with(&format!("{p} ")), "{line}");
        assert!(line.contains(" - depth 0 1 nodes "), "{line}");
    }
    let n = positions.len();
    assert_eq!(lines[n], format!("{n} positions: mean depth 0.0"));
    let summary = format!("{n} positions with known scores: mean absolute error");
    assert!(lines[n + 1].starts_with(&summary), "{lines:?}");
}

#[test]
fn eval_selective_deepens_with_probcut_as_the_library_does_and_prunes() {
    use ethello_engine::random_play::random_endgames;
    use ethello_engine::search::{Quiet, Search};
    let positions = random_endgames(13, 8, 30..=44);
    let input: String = positions.iter().map(|p| format!("{p}\n")).collect();
    let run = |extra: &[&str]| {
        let mut eval = Proc::spawn(&[&["eval", "-", "--depth", "6"], extra].concat());
        eval.send(&input);
        let (ok, lines, stderr) = eval.finish();
        assert!(ok, "{stderr}");
        lines
    };
    let nodes = |lines: &[String]| -> u64 {
        let field = |l: &String| l.split(' ').nth(6).unwrap().parse::<u64>().unwrap();
        lines[..positions.len()].iter().map(field).sum()
    };
    let (selective, full) = (run(&["--selective"]), run(&[]));
    // The same searcher, the same order (its table carries over): the same scores and moves.
    let mut search = Search::new(64);
    for (p, line) in positions.iter().zip(&selective) {
        let r = search.run_deepening(p.board, 6, true, &mut Quiet);
        let best = r.best.to_string().to_lowercase();
        let expected = format!("{p} {:+} {best} depth 6 {} nodes ", r.score, r.nodes);
        assert!(line.starts_with(&expected), "{line}\nexpected {expected}");
    }
    assert!(
        nodes(&selective) < nodes(&full),
        "ProbCut prunes: {selective:?} {full:?}"
    );
    // One worker only.
    let mut eval = Proc::spawn(&["eval", "-", "--depth", "6", "--selective", "--threads", "2"]);
    eval.send(&input);
    let (ok, _, stderr) = eval.finish();
    assert!(
        !ok && stderr.contains("--selective searches on one worker"),
        "{stderr}"
    );
}

#[test]
fn a_command_piped_into_a_reader_that_stops_early_ends_without_a_panic() {
    // As in `ethello solve positions.txt | head -1`: 3,000 small endgames, far more output than a
    // pipe holds.
    use ethello_engine::random_play::random_endgames;
    let text: String = random_endgames(3, 3000, 4..=8)
        .iter()
        .map(|p| format!("{p}\n"))
        .collect();
    let file = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pipe-positions.txt");
    std::fs::write(&file, text).expect("positions written");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ethello"))
        .args(["solve", file.to_str().expect("a UTF-8 path")])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ethello solve starts");
    let mut first = String::new();
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    out.read_line(&mut first).expect("a first line");
    assert!(first.contains(" nodes "), "{first}");
    drop(out);
    let mut stderr = String::new();
    let mut err = child.stderr.take().expect("stderr");
    err.read_to_string(&mut stderr).expect("stderr read");
    let status = child.wait().expect("ethello solve ends");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_ne!(status.code(), Some(101), "a panic's exit code: {stderr}");
}
