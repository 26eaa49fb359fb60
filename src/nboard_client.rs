//! The other side of the NBoard protocol: `ethello match` driving an external engine as a GUI would.
//!
//! The engine is started once per match (`PROGRAM ARGS`, split at spaces) and told `nboard 2`. For
//! each of its moves it gets the whole game as `set game GGF`, with the time control and the seconds
//! every move took, then `go`; its answer is the first line starting with `=== ` (both `=== F5/eval/time`
//! and `=== F5 eval time` are read). Every other line (`status`, `search`, `nodestats`) is skipped. An
//! engine that exits, answers garbage or plays an illegal move ends the match with a message naming
//! it: a result against a broken engine would mean nothing.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use super::args::CliError;
use super::clock::Clock;
use ethello_engine::{write_ggf, Game, Move};

/// A running NBoard engine: the program and the conversation over its standard input and output.
pub struct NboardEngine {
    child: Child,
    link: NboardLink<ChildStdin, BufReader<ChildStdout>>,
}

impl NboardEngine {
    /// Starts `command` (a program and its arguments, separated by spaces).
    ///
    /// # Errors
    /// The program cannot be started.
    pub fn start(command: &str) -> Result<NboardEngine, CliError> {
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| CliError("nboard: no program".into()))?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| CliError(format!("nboard:{command}: cannot start: {e}")))?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        match NboardLink::open(command, stdin, stdout) {
            Ok(link) => Ok(NboardEngine { child, link }),
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                Err(e)
            }
        }
    }

    /// Asks for the move in `game` (see [`NboardLink::choose`]).
    ///
    /// # Errors
    /// The engine exited, or its answer is not a move.
    pub fn choose(
        &mut self,
        game: &Game,
        move_ms: &[u64],
        time_control_ms: u64,
    ) -> Result<(Move, u64), CliError> {
        self.link.choose(game, move_ms, time_control_ms)
    }
}

impl Drop for NboardEngine {
    fn drop(&mut self) {
        // An engine that ignores `quit` is not left running.
        let _ = self.link.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The conversation with an NBoard engine: what the GUI writes to it (`to`) and reads from it
/// (`from`), named `name` in messages. A running engine's streams are its pipes; the fuzzer plays
/// the engine's part with bytes in memory.
pub struct NboardLink<W, R> {
    name: String,
    to: W,
    from: R,
}

impl<W: Write, R: BufRead> NboardLink<W, R> {
    /// Opens the conversation: tells the engine `nboard 2`.
    ///
    /// # Errors
    /// The engine cannot be written to.
    pub fn open(name: &str, to: W, from: R) -> Result<Self, CliError> {
        let mut link = NboardLink {
            name: name.to_string(),
            to,
            from,
        };
        link.send("nboard 2")?;
        Ok(link)
    }

    /// Asks for the move in `game`, whose moves took `move_ms`; each side has `time_control_ms` for
    /// the game. Returns the move and the milliseconds the engine took.
    ///
    /// # Errors
    /// The engine exited, or its answer is not a move.
    pub fn choose(
        &mut self,
        game: &Game,
        move_ms: &[u64],
        time_control_ms: u64,
    ) -> Result<(Move, u64), CliError> {
        let ggf = write_ggf(game, Some(time_control_ms), move_ms);
        self.send(&format!("set game {ggf}"))?;
        let clock = Clock::new();
        self.send("go")?;
        let answer = self.answer()?;
        let mv = parse_answer(&answer)
            .ok_or_else(|| CliError(format!("nboard:{}: {answer:?} is not a move", self.name)))?;
        Ok((mv, clock.ms()))
    }

    fn send(&mut self, line: &str) -> Result<(), CliError> {
        writeln!(self.to, "{line}")
            .and_then(|()| self.to.flush())
            .map_err(|e| CliError(format!("nboard:{}: cannot send {line:?}: {e}", self.name)))
    }

    /// The next line starting with `=== `. Lines are read as bytes: a line that is not UTF-8 (an
    /// engine's log in another encoding, say) is skipped like any other, and an answer's stray
    /// bytes are replaced.
    fn answer(&mut self) -> Result<String, CliError> {
        let mut line = Vec::new();
        loop {
            line.clear();
            match self.from.read_until(b'\n', &mut line) {
                Ok(0) | Err(_) => {
                    return Err(CliError(format!(
                        "nboard:{}: the engine stopped answering",
                        self.name
                    )))
                }
                Ok(_) if line.starts_with(b"=== ") => {
                    return Ok(String::from_utf8_lossy(&line).trim_end().to_string())
                }
                Ok(_) => {}
            }
        }
    }
}

/// The move of an `=== F5/eval/time` or `=== F5 eval time` line (`PA`, or any pass the engine's
/// readers take, for a pass).
fn parse_answer(line: &str) -> Option<Move> {
    let word = line.strip_prefix("=== ")?.split([' ', '/']).next()?;
    word.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_answer_forms() {
        let f5 = Move::Play("f5".parse().unwrap());
        assert_eq!(parse_answer("=== F5/-1.00/0.25"), Some(f5));
        assert_eq!(parse_answer("=== f5 -1.00 0.0"), Some(f5));
        for pass in Move::PASS_WORDS.iter().chain(&["PA", "Pass"]) {
            assert_eq!(parse_answer(&format!("=== {pass}")), Some(Move::Pass));
        }
        assert_eq!(parse_answer("=== Z9"), None);
        assert_eq!(parse_answer("search F5"), None);
    }

    #[test]
    fn the_link_tells_the_game_and_reads_the_answer_past_other_lines() {
        let from = b"status thinking\nsearch F5 1.0\n=== F5/-1.00/0.25\n".as_slice();
        let mut link = NboardLink::open("test", Vec::new(), from).unwrap();
        let (mv, _) = link.choose(&Game::new(), &[], 60_000).unwrap();
        assert_eq!(mv, Move::Play("f5".parse().unwrap()));
        let told = String::from_utf8(link.to.clone()).unwrap();
        assert!(
            told.starts_with("nboard 2\nset game (;GM[Othello]"),
            "{told}"
        );
        assert!(told.ends_with(";)\ngo\n"), "{told}");
        let err = link.choose(&Game::new(), &[], 60_000).unwrap_err();
        assert_eq!(err.0, "nboard:test: the engine stopped answering");
    }

    /// Found by the fuzzer: a byte that is not UTF-8 in a line to skip (a log in Latin-1, say)
    /// ended the match as if the engine had stopped answering.
    #[test]
    fn a_line_that_is_not_utf8_is_skipped_like_any_other() {
        let from = b"status r\xe9flexion\n=== D3 \xb10.5\n".as_slice();
        let mut link = NboardLink::open("test", Vec::new(), from).unwrap();
        let (mv, _) = link.choose(&Game::new(), &[], 60_000).unwrap();
        assert_eq!(mv, Move::Play("d3".parse().unwrap()));
    }

    #[test]
    fn a_missing_program_is_named() {
        let err = NboardEngine::start("/nonexistent/engine nboard")
            .err()
            .unwrap();
        assert!(
            err.0
                .contains("nboard:/nonexistent/engine nboard: cannot start"),
            "{err}"
        );
    }
}
