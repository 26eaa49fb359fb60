//! `ethello engine`: a simple tournament protocol, one line per turn on stdin and stdout.
//!
//! The referee first sends `game C DEPTH MOVE_MS GAME_MS`: `C` is `B` when the engine plays black (and
//! so moves first) or `W`; `DEPTH` caps the search in plies (0 for no cap); `MOVE_MS` is the time per
//! move and `GAME_MS` the time for the whole game, in milliseconds, 0 meaning "no limit" (with both 0
//! the engine searches to `DEPTH`, or to depth 10 when `DEPTH` is 0 too). Then the turns alternate, black first, each turn one line: a move
//! is `ROW COL`, both 0-based and row first (`2 3` is d3), or `pass` when the side has no legal move
//! (read in any spelling of the engine's readers, [`Move::PASS_WORDS`]; written `pass`).
//! On its turn the engine writes exactly one line and flushes; on the other side's turn it reads one.
//!
//! Forced passes: the engine's [`Game`] records a forced pass by itself, but a turn is still a line,
//! so the engine writes `pass` for its own forced pass and expects `pass` for the opponent's.
//!
//! Time: the engine spends at most 80% of the move time less 10 ms, its first move counted from the
//! process's start (a referee may send the header at once). With a game clock it usually
//! spends its remaining game time divided by the moves it may still have to make, and a hard move up
//! to three times that, never more than a quarter of the time left: the engine's clock policy,
//! which turns the header's times into a [`TimeControl::Referee`]. The moves are the engine's
//! [`Session`]'s. A bad line (garbage, an illegal move, a
//! second header) is reported on stderr and ignored: the engine keeps its state and waits for a good
//! one. It exits at the end of the input or once the game is over.
//!
//! With `--level N` the engine plays as Slick Willy at that level ([`Player::Level`]), the header's
//! time being his time (a level's search stops within it) and its depth ignored but at the top
//! level when there is no time (then Willy searches to that depth after his book).

use std::io::{self, BufRead, Write};
use std::str::FromStr;

use super::args::{CliError, LevelArgs};
use super::clock::Clock;
use ethello_engine::{Color, Game, Move, Session, Square, TimeControl};

/// Depth when the header gives neither a depth nor a time.
const DEFAULT_DEPTH: u32 = 10;
/// Transposition table size for protocol games, in megabytes.
const HASH_MB: usize = 32;

/// Runs the protocol on stdin and stdout.
///
/// # Errors
/// Stdin or stdout failed.
pub fn run(args: &LevelArgs) -> Result<(), CliError> {
    // A referee that starts the engine and sends the header at once times the first move from
    // there: the start (the evaluation's tables decoded) is charged to that move.
    let started = Clock::new();
    let stdin = io::stdin();
    let (mut out, mut log) = (io::stdout().lock(), io::stderr());
    serve_from(stdin.lock(), (&mut out, &mut log), args, started)?;
    Ok(())
}

/// Plays one game: reads the header and the opponent's turns from `input`, writes the engine's turns
/// to `out` and complaints about bad lines to `log`; as `player` asks (Slick Willy at a level, on
/// several workers); its first move is timed from `started` when it is the game's first turn.
///
/// # Errors
/// Only when reading or writing fails.
fn serve_from(
    input: impl BufRead,
    (out, log): (&mut impl Write, &mut impl Write),
    player: &LevelArgs,
    started: Clock,
) -> io::Result<()> {
    let mut lines = input.lines();
    let Some(setup) = read_setup(&mut lines, log)? else {
        return Ok(());
    };
    let mut protocol = Protocol::new(setup, player);
    protocol.started = Some(started);
    loop {
        match protocol.turn() {
            Turn::Over => return Ok(()),
            Turn::Mine => protocol.move_and_tell(out)?,
            Turn::Theirs { forced_pass } => {
                if !protocol.read_theirs(&mut lines, forced_pass, log)? {
                    return Ok(());
                }
            }
        }
    }
}

/// The header line's settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The engine's colour.
    pub color: Color,
    /// Deepest search in plies (0: no cap).
    pub depth: u32,
    /// Time per move in ms (0: no limit).
    pub move_ms: u64,
    /// Time for the whole game in ms (0: no limit).
    pub game_ms: u64,
}

impl FromStr for Setup {
    type Err = String;

    /// Parses `game B|W DEPTH MOVE_MS GAME_MS`.
    fn from_str(line: &str) -> Result<Setup, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [game, color, depth, move_ms, game_ms] = words[..] else {
            return Err(format!(
                "expected `game B|W DEPTH MOVE_MS GAME_MS`, got {} word(s)",
                words.len()
            ));
        };
        if game != "game" {
            return Err(format!("expected `game` first, got {:?}", clip(game)));
        }
        Ok(Setup {
            color: parse_color(color)?,
            depth: number("depth", depth)?,
            move_ms: number("move time", move_ms)?,
            game_ms: number("game time", game_ms)?,
        })
    }
}

fn parse_color(word: &str) -> Result<Color, String> {
    match word {
        "B" | "b" => Ok(Color::Black),
        "W" | "w" => Ok(Color::White),
        other => Err(format!("colour {:?} is not B or W", clip(other))),
    }
}

fn number<T: FromStr>(what: &str, word: &str) -> Result<T, String> {
    word.parse()
        .map_err(|_| format!("{what} {:?} is not a whole number", clip(word)))
}

/// Shortens input quoted in a message.
fn clip(s: &str) -> String {
    s.chars().take(24).collect()
}

/// Parses an opponent's turn: `ROW COL` (0-based) or `pass` (or any spelling of a pass the
/// engine's readers take, [`Move::PASS_WORDS`]).
///
/// # Errors
/// A message saying what is wrong with the line.
pub fn parse_turn(line: &str) -> Result<Move, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words[..] {
        [] => Err("empty line: expected `ROW COL` or `pass`".into()),
        [word] if word.parse() == Ok(Move::Pass) => Ok(Move::Pass),
        [row, col] => {
            let row: u8 = number("row", row)?;
            let col: u8 = number("column", col)?;
            Square::at(row, col).map(Move::Play).ok_or_else(|| {
                format!("{row} {col} is off the board (rows and columns are 0 to 7)")
            })
        }
        _ => Err(format!(
            "{:?} is not a move: expected `ROW COL` (0-based, e.g. `2 3` for d3) or `pass`",
            clip(line)
        )),
    }
}

/// The engine's answer as a protocol line: `ROW COL` or `pass` (a pass as the engine writes it).
pub fn format_turn(mv: Move) -> String {
    match mv {
        Move::Play(sq) => format!("{} {}", sq.row(), sq.col()),
        Move::Pass => Move::Pass.to_string(),
    }
}

/// Reads lines until a good header; `None` at the end of the input.
fn read_setup(
    lines: &mut impl Iterator<Item = io::Result<String>>,
    log: &mut impl Write,
) -> io::Result<Option<Setup>> {
    for line in lines {
        match line?.parse::<Setup>() {
            Ok(setup) => return Ok(Some(setup)),
            Err(e) => complain(log, &e)?,
        }
    }
    Ok(None)
}

fn complain(log: &mut impl Write, message: &str) -> io::Result<()> {
    writeln!(log, "ethello engine: {message}; line ignored")?;
    log.flush()
}

/// Whose line comes next.
#[derive(Debug, PartialEq, Eq)]
enum Turn {
    /// The engine's: a move, or `pass` when it has none.
    Mine,
    /// The opponent's; `forced_pass` when the game already recorded its pass.
    Theirs { forced_pass: bool },
    /// Neither side can move.
    Over,
}

/// One game in progress: the engine's session and the protocol's bookkeeping.
struct Protocol {
    setup: Setup,
    /// The game, and the engine playing it (at Willy's level when given).
    engine: Session,
    /// Turns (lines) exchanged; lags behind the game's moves only by a pass the game recorded itself.
    turns: usize,
    used_ms: u64,
    /// The clock of the game's first turn, started with the process (used if that turn is ours).
    started: Option<Clock>,
}

impl Protocol {
    fn new(setup: Setup, player: &LevelArgs) -> Protocol {
        Protocol {
            setup,
            engine: player.session(HASH_MB),
            turns: 0,
            used_ms: 0,
            started: None,
        }
    }

    fn game(&self) -> &Game {
        self.engine.game()
    }

    fn turn(&self) -> Turn {
        let game = self.game();
        let (color, forced_pass) = match game.positions().get(self.turns) {
            Some(pos) if self.turns < game.moves().len() => (pos.side, true),
            _ if game.is_over() => return Turn::Over,
            _ => (game.position().side, false),
        };
        if color == self.setup.color {
            Turn::Mine
        } else {
            Turn::Theirs { forced_pass }
        }
    }

    /// Chooses, plays and writes the engine's move (or its forced pass).
    fn move_and_tell(&mut self, out: &mut impl Write) -> io::Result<()> {
        // The full engine's search within the protocol's limits (no book), or the level's.
        let limits = self.engine.limits(self.time_control());
        let first = self.started.take().filter(|_| self.turns == 0);
        let stop = limits.max_time_ms;
        let mut clock = first.map_or_else(|| Clock::start(stop), |c| c.with_stop(stop));
        let mv = if self.turns < self.game().moves().len() {
            Move::Pass
        } else {
            self.engine
                .think(TimeControl::Fixed(limits), &mut clock)
                .best
        };
        if let Move::Play(sq) = mv {
            let game = self.engine.game_mut();
            game.play(sq).expect("the search returns a legal move");
        }
        self.turns += 1;
        writeln!(out, "{}", format_turn(mv))?;
        out.flush()?;
        self.used_ms += clock.ms();
        Ok(())
    }

    /// The header's times as the engine's time control: the move time and the game time left (0: none),
    /// the header's depth (0: none, or [`DEFAULT_DEPTH`] when there is no time either).
    fn time_control(&self) -> TimeControl {
        let Setup {
            depth,
            move_ms,
            game_ms,
            ..
        } = self.setup;
        let move_ms = (move_ms > 0).then_some(move_ms);
        let left_ms = (game_ms > 0).then(|| game_ms.saturating_sub(self.used_ms));
        match (move_ms, left_ms, depth) {
            (None, None, 0) => TimeControl::Depth(DEFAULT_DEPTH),
            (None, None, d) => TimeControl::Depth(d.min(60)),
            (_, _, d) => TimeControl::Referee {
                move_ms,
                left_ms,
                depth: if d == 0 { 60 } else { d.min(60) },
            },
        }
    }

    /// Reads lines until the opponent's turn is a legal one; `false` at the end of the input.
    fn read_theirs(
        &mut self,
        lines: &mut impl Iterator<Item = io::Result<String>>,
        forced_pass: bool,
        log: &mut impl Write,
    ) -> io::Result<bool> {
        for line in lines {
            match self.take_theirs(&line?, forced_pass) {
                Ok(()) => return Ok(true),
                Err(e) => complain(log, &e)?,
            }
        }
        Ok(false)
    }

    /// Plays the opponent's turn from its line, or says why it cannot.
    fn take_theirs(&mut self, line: &str, forced_pass: bool) -> Result<(), String> {
        match (parse_turn(line)?, forced_pass) {
            (Move::Pass, true) => {}
            (Move::Play(sq), true) => return Err(format!("{sq} is not legal: you must pass")),
            (Move::Pass, false) => return Err("pass is not legal: you have a move".into()),
            (Move::Play(sq), false) => {
                let row_col = format_turn(Move::Play(sq));
                self.engine
                    .game_mut()
                    .play(sq)
                    .map_err(|e| format!("{row_col} ({sq}) is not legal: {e}"))?;
            }
        }
        self.turns += 1;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a session over `input`; returns stdout and stderr.
    fn session(input: &str) -> (String, String) {
        session_at(input, None)
    }

    /// Runs a session over `input` as Slick Willy at `level` when given; returns stdout and stderr.
    fn session_at(input: &str, level: Option<u8>) -> (String, String) {
        let (mut out, mut log) = (Vec::new(), Vec::new());
        let player = LevelArgs::at(level);
        serve_from(
            input.as_bytes(),
            (&mut out, &mut log),
            &player,
            Clock::new(),
        )
        .unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(log).unwrap(),
        )
    }

    #[test]
    fn a_level_answers_with_a_legal_move() {
        for level in [1, 5, ethello_engine::TOP_LEVEL] {
            let (out, log) = session_at("game B 0 100 0\n", Some(level));
            let first = ["2 3", "3 2", "4 5", "5 4"];
            assert!(first.contains(&out.trim()), "level {level}: {out:?}");
            assert_eq!(log, "");
            let (out, _) = session_at("game W 0 100 0\n5 4\n", Some(level));
            let mv = parse_turn(out.trim()).unwrap();
            let after = Game::from_transcript("f5").unwrap().position().board;
            assert!(after.play_move(mv).is_ok(), "level {level}: {out:?}");
        }
    }

    #[test]
    fn reads_the_header() {
        let setup: Setup = "game W 6 1000 0".parse().unwrap();
        assert_eq!(setup.color, Color::White);
        assert_eq!((setup.depth, setup.move_ms, setup.game_ms), (6, 1000, 0));
        assert!("game X 6 1000 0".parse::<Setup>().is_err());
        assert!("game B 6 -1 0".parse::<Setup>().is_err());
        assert!("play B 6 1 0".parse::<Setup>().is_err());
    }

    #[test]
    fn reads_turns() {
        assert_eq!(parse_turn("2 3"), Ok(Move::Play("d3".parse().unwrap())));
        assert_eq!(parse_turn(" PASS "), Ok(Move::Pass));
        for pass in Move::PASS_WORDS {
            assert_eq!(parse_turn(pass), Ok(Move::Pass), "{pass}");
        }
        assert_eq!(format_turn(Move::Pass), "pass");
        assert!(
            parse_turn("d3").is_err(),
            "a turn is `ROW COL`, not a square"
        );
        for bad in ["", "3", "9 9", "hello", "1 2 3", "-1 0"] {
            assert!(parse_turn(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn black_moves_first_and_stops_at_the_end_of_input() {
        let (out, log) = session("game B 2 0 0\n");
        assert_eq!(out.lines().count(), 1);
        assert!(parse_turn(out.trim()).is_ok());
        assert_eq!(log, "");
    }

    #[test]
    fn white_waits_and_survives_garbage() {
        let (out, log) = session("hello\ngame W 2 0 0\nhello\n9 9\n3\n\npass\n4 5\n");
        assert_eq!(out.lines().count(), 1, "{out}");
        assert_eq!(log.lines().count(), 6, "{log}");
    }

    #[test]
    fn budget_respects_move_and_game_time() {
        let mut s = Protocol::new("game B 0 100 0".parse().unwrap(), &LevelArgs::at(None));
        let budget = |s: &mut Protocol| {
            let limits = s.engine.limits(s.time_control());
            (limits.time_ms.zip(limits.max_time_ms), limits.depth)
        };
        assert_eq!(budget(&mut s), (Some((70, 70)), 60));
        s.setup.game_ms = 600;
        // 600 ms over 30 moves less a margin; a hard move up to three times that.
        assert_eq!(budget(&mut s), (Some((15, 45)), 60));
        s.setup.move_ms = 50;
        assert_eq!(budget(&mut s), (Some((15, 30)), 60));
        s.setup.depth = 7;
        assert_eq!(budget(&mut s), (Some((15, 30)), 7));
        s.setup.move_ms = 0;
        s.setup.game_ms = 0;
        assert_eq!(budget(&mut s), (None, 7));
        s.setup.depth = 0;
        assert_eq!(budget(&mut s), (None, DEFAULT_DEPTH));
    }
}
