//! `ethello nboard`: the NBoard protocol (Chris Welty), so the engine plays and analyses in NBoard and
//! other Othello GUIs.
//!
//! One command per line on stdin, answers on stdout, flushed line by line. The GUI sends `nboard 2`
//! first, and `set depth N` and `set game GGF` before asking for a move. Commands understood:
//!
//! | command                        | answer                                                        |
//! |--------------------------------|---------------------------------------------------------------|
//! | `nboard V`                     | none                                                          |
//! | `set depth N`                  | `set myname ethelloN`                                         |
//! | `set game GGF`                 | none: the position at the end of that game becomes current   |
//! | `set contempt N`               | none (the engine plays for the best disc difference)          |
//! | `move F5[/eval[/time]]`, `F5`  | none: the move is played (`PA` for a pass)                    |
//! | `go`                           | `=== F5/eval/time`; the board changes only when `move` comes  |
//! | `go`, a forced pass not yet sent | `=== PA` (the GUI then sends `move PA`)                     |
//! | `hint N`                       | `search PV eval 0 depth` for the best N moves                 |
//! | `analyze`                      | `analysis MOVENUMBER eval` for each position, last one first  |
//! | `ping N`                       | `pong N`                                                      |
//! | `learn`                        | `learned` (there is no book to learn into)                    |
//! | `quit`                         | the engine exits (it also exits at the end of the input)      |
//!
//! Time: when the game record of `set game` has a time control (`TI`, with each move's time after
//! it, as NBoard sends them; later `move F5/eval/time` commands add to it), `go` plays Slick Willy's
//! timed search within a fair share of the side's time left, never more, and his opening book first;
//! without one it searches to the set depth. `hint` and `analyze` always search to the set depth:
//! they are the engine's hints and review ([`Session::rank`], [`Session::analyze`]), as on the
//! page. The time control `go` gets is the GUI's clock as the engine reads it
//! ([`TimeControl::Referee`], or a depth).
//!
//! With `--level N`, `go` plays as Slick Willy at that level ([`Player::Level`]): his time is the
//! timed game's share as above (a level's search stops within it), and without a time control the
//! set depth (the top level's search after his book; the levels below search to their own depths).
//!
//! Searches are framed by `status ethello is thinking` / `status ethello is waiting` and report
//! `nodestats NODES SECONDS`; during `go`, every completed iteration is also reported as a `search`
//! line. Evals are discs from the side to move's point of view, as decimals. Commands the protocol
//! does not list are ignored, as it asks; a command that cannot be carried out (a bad GGF, an illegal
//! move) is reported on stderr and in a `status` line, and the position stays as it was.

use std::io::{self, BufRead, Write};

use super::args::{CliError, LevelArgs};
use super::clock::Clock;
use ethello_engine::ggf::clock::move_time_ms;
use ethello_engine::search::{Host, Limits, Report};
use ethello_engine::{
    parse_ggf_record, Game, GgfClock, Move, Ranked, Session, Square, TimeControl,
};

/// The name shown in the GUI, followed by the depth.
const NAME: &str = "ethello";
/// Depth until the GUI sets one.
const DEFAULT_DEPTH: u32 = 8;
/// Transposition table size, in megabytes.
const HASH_MB: usize = 64;
/// The analysis (`go` without a time control and without a level, `hint`, `analyze`) solves to
/// the end of the game from this many empties down: solving them costs about as much as a deep
/// search.
const SOLVE_EMPTIES: u32 = 14;

/// Runs the protocol on stdin and stdout.
///
/// # Errors
/// Stdin or stdout failed.
pub fn run(args: &LevelArgs) -> Result<(), CliError> {
    let stdin = io::stdin();
    let (mut out, mut log) = (io::stdout().lock(), io::stderr());
    serve(stdin.lock(), (&mut out, &mut log), args)?;
    Ok(())
}

/// Answers the commands of `input` on `out` until `quit` or the end of the input; problems go to `log`.
/// `go` plays as `player` asks (Slick Willy at a level, on several workers).
///
/// # Errors
/// Only when reading or writing fails.
pub fn serve(
    input: impl BufRead,
    (out, log): (&mut impl Write, &mut impl Write),
    player: &LevelArgs,
) -> io::Result<()> {
    let mut protocol = Protocol::new(player);
    for line in input.lines() {
        let line = line?;
        match protocol.handle(&line, out) {
            Ok(Flow::Quit) => return Ok(()),
            Ok(Flow::Go) => {}
            Err(Refusal::Io(e)) => return Err(e),
            Err(Refusal::Bad(message)) => {
                writeln!(log, "ethello nboard: {message}")?;
                writeln!(out, "status {message}")?;
            }
        }
        out.flush()?;
    }
    Ok(())
}

/// Whether to go on reading commands.
enum Flow {
    Go,
    Quit,
}

/// Why a command was not carried out.
enum Refusal {
    /// The command cannot be carried out; said to the user, then the next command is read.
    Bad(String),
    /// Output failed: the session ends.
    Io(io::Error),
}

impl From<io::Error> for Refusal {
    fn from(e: io::Error) -> Self {
        Refusal::Io(e)
    }
}

/// The protocol's state between commands, around the engine's session.
struct Protocol {
    /// The game, and the engine that plays it (as Willy at a level when given), ranks its moves and
    /// analyses it.
    engine: Session,
    /// The engine plays at a level (`--level`).
    leveled: bool,
    /// The game recorded a forced pass that the GUI has not yet sent as `move PA`.
    pass_pending: bool,
    depth: u32,
    /// The game's clocks, when the GUI gave a time control.
    clock: Option<GgfClock>,
}

impl Protocol {
    fn new(player: &LevelArgs) -> Protocol {
        let mut engine = player.session(HASH_MB);
        engine.set_review(SOLVE_EMPTIES, Limits::depth(DEFAULT_DEPTH));
        Protocol {
            engine,
            leveled: player.level.is_some(),
            pass_pending: false,
            depth: DEFAULT_DEPTH,
            clock: None,
        }
    }

    fn game(&self) -> &Game {
        self.engine.game()
    }

    /// Carries out one command line.
    fn handle(&mut self, line: &str, out: &mut impl Write) -> Result<Flow, Refusal> {
        let line = line.trim();
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match command {
            "set" => self.set(rest, out)?,
            "move" => self.play(rest)?,
            "go" => self.go(out)?,
            "hint" => self.hint(count(rest)?, out)?,
            "analyze" => self.analyze(out)?,
            "ping" => writeln!(out, "pong {rest}")?,
            "learn" => writeln!(out, "learned")?,
            "quit" => return Ok(Flow::Quit),
            // NBoard 1.1 sends a bare move instead of `move F5`.
            bare if bare.len() == 2 && parse_move(bare).is_ok() => self.play(bare)?,
            // `nboard V`, empty lines and commands the protocol does not list: nothing to do.
            _ => {}
        }
        Ok(Flow::Go)
    }

    /// `set depth N`, `set game GGF`, `set contempt N`; other settings are ignored.
    fn set(&mut self, rest: &str, out: &mut impl Write) -> Result<(), Refusal> {
        let (name, value) = rest.split_once(' ').unwrap_or((rest, ""));
        match name {
            "depth" => {
                self.depth = depth(value.trim())?;
                self.engine
                    .set_review(SOLVE_EMPTIES, Limits::depth(self.depth));
                writeln!(out, "set myname {NAME}{}", self.depth)?;
            }
            "game" => {
                let record = parse_ggf_record(value).map_err(|e| Refusal::Bad(e.to_string()))?;
                // A forced pass the record did not write may still come as `move PA`.
                self.pass_pending = record.unwritten_pass;
                self.engine.set_game(record.game);
                self.clock = record.clock;
            }
            "contempt" => {
                value.trim().parse::<f64>().map_err(|_| {
                    Refusal::Bad(format!("set contempt: {value:?} is not a number"))
                })?;
            }
            _ => {}
        }
        Ok(())
    }

    /// `move F5/eval/time`: plays the move on the current game.
    fn play(&mut self, text: &str) -> Result<(), Refusal> {
        let mv = parse_move(text)?;
        let mover = self.game().position().side;
        match mv {
            Move::Pass if self.pass_pending => self.pass_pending = false,
            Move::Pass => {
                let reason = self.game().position().board.play_move(mv).err();
                let reason = reason.map_or("no pass is due".into(), |r| r.to_string());
                return Err(Refusal::Bad(format!("move PA: {reason}")));
            }
            Move::Play(sq) => {
                let played = self
                    .engine
                    .game_mut()
                    .play(sq)
                    .map_err(|e| Refusal::Bad(format!("move {}: {e}", upper(sq))))?;
                self.pass_pending = played.passed.is_some();
            }
        }
        if let Some(clock) = &mut self.clock {
            clock.add_move(mover, move_time_ms(text));
        }
        Ok(())
    }

    /// `go`: the move the engine would play, without playing it.
    fn go(&mut self, out: &mut impl Write) -> Result<(), Refusal> {
        if self.pass_pending {
            // The GUI has not yet seen the forced pass: to it, the passing side is to move.
            writeln!(out, "=== PA")?;
            return Ok(());
        }
        if self.game().position().board.is_game_over() {
            return Err(Refusal::Bad("go: the game is over".into()));
        }
        thinking(out)?;
        // Timed: Willy with his book (or his level) on the clock's share. Untimed: the set depth,
        // a level's own search within it, or the full engine alone (the analysis's depth).
        let control = self.time_control();
        let timed = matches!(control, TimeControl::Referee { .. });
        self.engine.set_book(timed || self.leveled);
        let limits = self.engine.limits(control);
        let mut host = Thinking {
            clock: Clock::start(limits.max_time_ms),
            out: &mut *out,
        };
        let report = self.engine.think(TimeControl::Fixed(limits), &mut host);
        let secs = host.clock.seconds();
        nodestats(out, report.nodes, secs)?;
        let (mv, eval) = (pv(&[], report.best), eval(report.score));
        writeln!(out, "=== {mv}/{eval}/{secs:.2}")?;
        waiting(out)
    }

    /// What the GUI's clock says about `go`: with a time control, the side to move's time left
    /// (a fair share of it, more for a hard move); without, the set depth (a level's), or the
    /// analysis's depth.
    fn time_control(&self) -> TimeControl {
        let pos = self.game().position();
        match self.clock.map(|c| c.remaining_ms(pos.side)) {
            Some(left) => TimeControl::Referee {
                move_ms: None,
                left_ms: Some(left),
                depth: 60,
            },
            None if self.leveled => TimeControl::Depth(self.depth),
            None => TimeControl::Depth(self.analysis_depth()),
        }
    }

    /// The depth of the analysis: the set depth, or to the end of the game from
    /// [`SOLVE_EMPTIES`] empties down.
    fn analysis_depth(&self) -> u32 {
        match self.game().position().board.empties().count() <= SOLVE_EMPTIES {
            true => 60,
            false => self.depth.max(1),
        }
    }

    /// `hint N`: the best `n` moves with their evals, best first: one search when one line is
    /// wanted, else the engine's ranking of every move ([`Session::rank`]).
    fn hint(&mut self, n: usize, out: &mut impl Write) -> Result<(), Refusal> {
        if self.game().position().board.is_game_over() {
            return Err(Refusal::Bad("hint: the game is over".into()));
        }
        thinking(out)?;
        let clock = Clock::start(None);
        let one_line = n <= 1 || self.game().position().board.legal_moves().count() <= 1;
        let (lines, nodes) = if one_line {
            let limits = self
                .engine
                .limits(TimeControl::Depth(self.analysis_depth()));
            let report = self.engine.search(&limits, &mut Clock::start(None));
            let nodes = report.nodes;
            (vec![report], nodes)
        } else {
            let before = self.engine.question_nodes();
            let ranked = self.engine.rank(self.depth, &mut Clock::start(None));
            let lines = ranked.into_iter().take(n).map(ranked_report).collect();
            (lines, self.engine.question_nodes() - before)
        };
        for report in &lines {
            let (text, depth) = (pv(&report.pv, report.best), depth_text(report));
            writeln!(out, "search {text} {} 0 {depth}", eval(report.score))?;
        }
        nodestats(out, nodes, clock.seconds())?;
        waiting(out)
    }

    /// `analyze`: an eval for every position of the game, from the last back to the first, as the
    /// engine's review scores it (to the set depth, exact near the end). The move number counts
    /// passes, so it is the position's index in the game.
    fn analyze(&mut self, out: &mut impl Write) -> Result<(), Refusal> {
        thinking(out)?;
        // Each line goes out as soon as it is known; the first failed write ends the session after.
        let mut written = Ok(());
        self.engine
            .analyze(&mut Clock::start(None), &mut |index, score| {
                if written.is_ok() {
                    written = writeln!(out, "analysis {index} {}", eval(score))
                        .and_then(|()| out.flush());
                }
            });
        written?;
        waiting(out)
    }
}

/// A ranked move as a `search` line's report.
fn ranked_report(r: Ranked) -> Report {
    Report {
        best: Move::Play(r.hint.square),
        score: r.hint.score,
        exact: r.hint.exact,
        depth: r.depth,
        nodes: 0,
        pv: r.line,
    }
}

/// The host of a `go` search: a clock, and a `search` line for every completed iteration.
struct Thinking<'a, W: Write> {
    clock: Clock,
    out: &'a mut W,
}

impl<W: Write> Host for Thinking<'_, W> {
    fn elapsed_ms(&mut self) -> u64 {
        self.clock.ms()
    }

    fn stopped(&mut self) -> bool {
        self.clock.stopped()
    }

    fn progress(&mut self, report: &Report) {
        let line = pv(&report.pv, report.best);
        let (eval, depth) = (eval(report.score), depth_text(report));
        // A failed write is noticed by the answer written after the search.
        let _ = writeln!(self.out, "search {line} {eval} 0 {depth}");
        let _ = self.out.flush();
    }
}

fn thinking(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "status {NAME} is thinking")?;
    out.flush()
}

fn waiting(out: &mut impl Write) -> Result<(), Refusal> {
    writeln!(out, "status {NAME} is waiting")?;
    Ok(())
}

fn nodestats(out: &mut impl Write, nodes: u64, secs: f64) -> io::Result<()> {
    writeln!(out, "nodestats {nodes} {secs:.2}")
}

/// A principal variation as the protocol wants it: squares in capitals with no space (`F5D6C3`),
/// starting with `best` (`PA` for a pass).
fn pv(line: &[Square], best: Move) -> String {
    match (best, line) {
        (Move::Pass, _) => "PA".into(),
        (Move::Play(sq), []) => upper(sq),
        (Move::Play(_), line) => line.iter().map(|&sq| upper(sq)).collect(),
    }
}

/// An eval as the protocol wants it: a decimal number of discs (`-2.00`).
fn eval(score: i32) -> String {
    format!("{:.2}", f64::from(score))
}

fn upper(sq: Square) -> String {
    sq.to_string().to_ascii_uppercase()
}

/// The depth field of a `search` line: plies, or `100%` for an exact score.
fn depth_text(report: &Report) -> String {
    match report.exact {
        true => "100%".into(),
        false => report.depth.to_string(),
    }
}

/// A move of a `move` command: `F5`, `f5` or `PA` (any pass the engine's readers take), with an
/// optional `/eval/time` after it.
fn parse_move(text: &str) -> Result<Move, Refusal> {
    let word = text.split('/').next().unwrap_or("").trim();
    word.parse()
        .map_err(|_| Refusal::Bad(format!("move: {word:?} is not a square nor PA")))
}

fn depth(text: &str) -> Result<u32, Refusal> {
    match text.parse::<u32>() {
        Ok(d @ 1..=60) => Ok(d),
        _ => Err(Refusal::Bad(format!(
            "set depth: {text:?} is not a depth from 1 to 60"
        ))),
    }
}

fn count(text: &str) -> Result<usize, Refusal> {
    match text {
        "" => Ok(1),
        n => n
            .parse()
            .map_err(|_| Refusal::Bad(format!("hint: {n:?} is not a number of moves"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(input: &str) -> (String, String) {
        session_at(input, None)
    }

    /// A session whose `go` plays as Slick Willy at `level` when given.
    fn session_at(input: &str, level: Option<u8>) -> (String, String) {
        let (mut out, mut log) = (Vec::new(), Vec::new());
        serve(
            input.as_bytes(),
            (&mut out, &mut log),
            &LevelArgs::at(level),
        )
        .unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(log).unwrap(),
        )
    }

    #[test]
    fn a_level_goes_with_a_legal_move_with_and_without_a_clock() {
        let untimed = "set game (;GM[Othello]TY[8]B[F5]W[D6];)\ngo\n";
        let timed = "set game (;GM[Othello]TI[1:00]TY[8]B[F5//1]W[D6//1];)\ngo\n";
        for level in [1, 6, ethello_engine::TOP_LEVEL] {
            for input in [untimed, timed] {
                let (out, log) = session_at(input, Some(level));
                let answer = out.lines().find(|l| l.starts_with("=== ")).unwrap();
                let mv = parse_move(answer[4..].split('/').next().unwrap())
                    .ok()
                    .unwrap();
                let board = Game::from_transcript("f5d6").unwrap().position().board;
                assert!(board.play_move(mv).is_ok(), "level {level}: {out}");
                assert_eq!(log, "", "level {level}");
            }
        }
    }

    #[test]
    fn the_engine_on_two_threads_goes_with_a_legal_move() {
        // Out of the book (30 moves of an archive game), to a depth the GUI sets.
        let moves = "F5F6E6F4E3C5C6D6E7F7C3C7G3E8B5A4G5B4F8C4D8D3B3F3D2H3E2G4F2D7";
        let record: String = moves
            .as_bytes()
            .chunks(2)
            .enumerate()
            .map(|(i, m)| {
                let colour = if i % 2 == 0 { 'B' } else { 'W' };
                format!("{colour}[{}]", std::str::from_utf8(m).unwrap())
            })
            .collect();
        let input = format!("set depth 6\nset game (;GM[Othello]TY[8]{record};)\ngo\n");
        let answer = |threads| {
            let (mut out, mut log) = (Vec::new(), Vec::new());
            let player = LevelArgs {
                threads,
                ..LevelArgs::at(None)
            };
            serve(input.as_bytes(), (&mut out, &mut log), &player).unwrap();
            let out = String::from_utf8(out).unwrap();
            let line = out
                .lines()
                .find(|l| l.starts_with("=== "))
                .unwrap()
                .to_string();
            line[4..].split('/').next().unwrap().to_string()
        };
        let board = Game::from_transcript(&moves.to_lowercase())
            .unwrap()
            .position()
            .board;
        for threads in [1, 2] {
            let mv = answer(threads);
            let legal = parse_move(&mv).ok().map(|m| board.play_move(m).is_ok());
            assert_eq!(legal, Some(true), "{threads} threads: {mv}");
        }
    }

    #[test]
    fn answers_ping_and_go() {
        let (out, log) = session("nboard 2\nset depth 2\nping 7\ngo\nquit\nping 8\n");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "set myname ethello2");
        assert_eq!(lines[1], "pong 7");
        let answer = lines.iter().find(|l| l.starts_with("=== ")).unwrap();
        let mv = answer[4..].split('/').next().unwrap().to_ascii_lowercase();
        assert!(["d3", "c4", "f5", "e6"].contains(&mv.as_str()), "{answer}");
        assert!(!out.contains("pong 8"), "quit ends the session");
        assert_eq!(log, "");
    }

    #[test]
    fn refuses_bad_commands_and_keeps_the_position() {
        let input = "nboard 2\nset game (;GM[Chess];)\nmove Z9\nmove F5\nmove F5\nset depth x\n\
                     frobnicate\nmove PA\nhint x\n";
        let (out, log) = session(input);
        assert_eq!(log.lines().count(), 6, "{log}");
        assert_eq!(out.lines().filter(|l| l.starts_with("status ")).count(), 6);
    }

    #[test]
    fn accepts_the_gui_pass_after_a_forced_one() {
        let squares = format!("*O{}", "-".repeat(62));
        let input = format!("set game (;GM[Othello]BO[8 {squares} O];)\nmove PA\nmove c1\n");
        let (_, log) = session(&input);
        assert_eq!(log, "");
    }

    #[test]
    fn answers_a_pass_when_the_gui_has_not_seen_it() {
        let squares = format!("*O{}", "-".repeat(62));
        let input = format!("set game (;GM[Othello]BO[8 {squares} O];)\ngo\nmove PA\ngo\n");
        let (out, log) = session(&input);
        let answers: Vec<&str> = out.lines().filter(|l| l.starts_with("=== ")).collect();
        assert_eq!(answers[0], "=== PA");
        assert!(answers[1].starts_with("=== C1/"), "{out}");
        assert_eq!(log, "");
    }

    /// The deepest `search` line's depth in an output.
    fn deepest(out: &str) -> u32 {
        let depth = |l: &str| l.split(' ').nth(4).and_then(|d| d.parse().ok());
        out.lines().filter_map(depth).max().unwrap_or(0)
    }

    #[test]
    fn a_timed_game_is_searched_by_time_not_depth() {
        // Three seconds each, 22 moves to go: a share of about 130 ms, far more than depth 1. The
        // position comes from random play, so the opening book does not know it.
        let squares = "-------------*---O*-**----O***----O*OOOO--O-*-----O--*--------*-";
        let game = format!("(;GM[Othello]TI[0:03]TY[8]BO[8 {squares} *];)");
        let (out, log) = session(&format!(
            "set depth 1
set game {game}
go
"
        ));
        assert!(deepest(&out) >= 3, "{out}");
        assert!(out.contains("\n=== ") || out.contains("=== "), "{out}");
        assert_eq!(log, "");
        let (untimed, _) = session(
            "set depth 1
set game (;GM[Othello]B[F5]W[D6];)
go
",
        );
        assert_eq!(deepest(&untimed), 1, "{untimed}");
    }

    #[test]
    fn the_clock_follows_the_moves_and_a_flagged_side_still_answers() {
        let mut s = Protocol::new(&LevelArgs::at(None));
        let budget_ms = |s: &mut Protocol| {
            let limits = s.engine.limits(s.time_control());
            limits.time_ms.zip(limits.max_time_ms)
        };
        let mut out = Vec::new();
        let game = "(;GM[Othello]TI[1:00]TY[8]B[F5//2.5]W[D6//0.25];)";
        s.handle(&format!("set game {game}"), &mut out)
            .ok()
            .unwrap();
        s.handle("move C3/1.0/7.5", &mut out).ok().unwrap();
        let clock = s.clock.unwrap();
        assert_eq!(clock.used_ms, [10_000, 250]);
        // White to move with 59.75 s and 29 moves to make: about 2 s for this one, three times
        // that for a hard one.
        let share = 59_750 / 29 - 5;
        assert_eq!(budget_ms(&mut s), Some((share, 3 * share)));
        // Out of time: the budget is zero, yet `go` answers with a legal move.
        s.handle("move D3//70", &mut out).ok().unwrap();
        s.handle("move C4", &mut out).ok().unwrap();
        assert_eq!(budget_ms(&mut s), Some((0, 0)));
        s.handle("go", &mut out).ok().unwrap();
        let text = String::from_utf8(out).unwrap();
        let answer = text.lines().find(|l| l.starts_with("=== ")).unwrap();
        let mv: Square = answer[4..6].to_ascii_lowercase().parse().unwrap();
        assert!(
            s.game().position().board.legal_moves().contains(mv),
            "{answer}"
        );
    }

    #[test]
    fn go_reports_each_iteration_as_a_search_line() {
        let mut out = Vec::new();
        let mut host = Thinking {
            clock: Clock::start(None),
            out: &mut out,
        };
        let f5: Square = "f5".parse().unwrap();
        let report = Report {
            best: Move::Play(f5),
            score: -3,
            exact: false,
            depth: 7,
            nodes: 10,
            pv: vec![f5, "d6".parse().unwrap()],
        };
        host.progress(&report);
        host.progress(&Report {
            exact: true,
            ..report
        });
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text, "search F5D6 -3.00 0 7\nsearch F5D6 -3.00 0 100%\n");
    }

    #[test]
    fn analyzes_every_position_last_first() {
        let squares = format!("*O{}", "-".repeat(62));
        let input = format!("set game (;GM[Othello]BO[8 {squares} O]W[PA]B[C1];)\nanalyze\n");
        let (out, _) = session(&input);
        let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("analysis")).collect();
        // Positions: the start (white must pass), after the pass, after c1 (black has all 64).
        assert_eq!(lines[0], "analysis 2 -64.00");
        assert_eq!(
            lines[1..].iter().map(|l| &l[..10]).collect::<Vec<_>>(),
            ["analysis 1", "analysis 0"]
        );
    }

    #[test]
    fn formats_lines() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(pv(&[sq("f5"), sq("d6")], Move::Play(sq("f5"))), "F5D6");
        assert_eq!(pv(&[], Move::Play(sq("c4"))), "C4");
        assert_eq!(pv(&[], Move::Pass), "PA");
        assert_eq!(eval(-2), "-2.00");
    }
}
