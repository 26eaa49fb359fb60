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
use crate::engine::{write_ggf, Game, Move};

/// A running NBoard engine.
pub struct NboardEngine {
    /// The command line it was started with, for messages.
    name: String,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
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
        let mut engine = NboardEngine {
            name: command.to_string(),
            child,
            stdin,
            stdout,
        };
        engine.send("nboard 2")?;
        Ok(engine)
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
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| CliError(format!("nboard:{}: cannot send {line:?}: {e}", self.name)))
    }

    /// The next line starting with `=== `.
    fn answer(&mut self) -> Result<String, CliError> {
        let mut line = String::new();
        loop {
            line.clear();
            let read = self.stdout.read_line(&mut line);
            match read {
                Ok(0) | Err(_) => {
                    return Err(CliError(format!(
                        "nboard:{}: the engine stopped answering",
                        self.name
                    )))
                }
                Ok(_) if line.starts_with("=== ") => return Ok(line.trim_end().to_string()),
                Ok(_) => {}
            }
        }
    }
}

impl Drop for NboardEngine {
    fn drop(&mut self) {
        // An engine that ignores `quit` is not left running.
        let _ = self.send("quit");
        let _ = self.child.kill();
        let _ = self.child.wait();
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
