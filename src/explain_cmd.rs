//! `ethello explain POSITION MOVE [--vs MOVE] [--json] [--depth N]`: why a move is worse than
//! another (the best move by default), in English words or as data.
//!
//! The position is read as `solve` reads a file ([`super::input`]): a position text (quoted: it
//! holds a space), a transcript, a link, a GGF game, an `.etl` save; or the name of a file that
//! holds one, or `-` for stdin. The engine's [`explain`](ethello_engine::explain) does the work,
//! to `--depth` plies (default 8, the depth the page uses).
//!
//! The text: the contrast (the move, its value and its reasons; the compared move, its value and
//! the mobility it keeps), the refutation line with its key ply, and where the evaluation sees
//! the loss, as a bar chart by pattern group. `--json`: one object with the moves, their values
//! and lines, the key ply, the reasons (each its tag, its kind and its English words), the tags of
//! the contract (`corner:a1`, `mobility:9/4`, `line:a1,b1,pa`) and the evaluation's split,
//! every square written as `a1`.

use super::args::CliError;
use super::input::{items, read_text};
use ethello_engine::explain::{self, Explanation, KeyKind, Reason, Shape, Side, Tempo};
use ethello_engine::search::{Limits, Search};
use ethello_engine::{Color, Move, Position, Square};
use serde_json::{json, Value};

/// The arguments of `ethello explain`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The position: a position text (quote it), a transcript, a link or a save; a file that
    /// holds one; or `-` for stdin.
    #[arg(allow_hyphen_values = true)]
    pub position: String,
    /// The move to explain (`b2`).
    #[arg(value_name = "MOVE")]
    pub played: Square,
    /// The move to compare it with (default: the best move).
    #[arg(long, value_name = "MOVE")]
    pub vs: Option<Square>,
    /// Print the explanation as JSON.
    #[arg(long)]
    pub json: bool,
    /// The search's depth in plies.
    #[arg(long, value_name = "N", default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=60))]
    pub depth: u32,
}

/// Runs `ethello explain`.
///
/// # Errors
/// The position does not read, or a move is not legal there.
pub fn run(args: &Args) -> Result<(), CliError> {
    let position = read_position(&args.position)?;
    let mut search = Search::new(16);
    let limits = Limits::depth(args.depth);
    let why = explain::explain(&mut search, position.board, args.played, args.vs, &limits)
        .map_err(|e| CliError(format!("explain: {e}")))?;
    if args.json {
        println!("{:#}", as_json(position, &why));
    } else {
        print!("{}", as_text(position.side, &why));
    }
    Ok(())
}

/// The position of `arg` (see the module doc).
fn read_position(arg: &str) -> Result<Position, CliError> {
    let is_file = arg == "-" || std::path::Path::new(arg).is_file();
    let text = match is_file {
        true => read_text("explain", arg)?,
        false => arg.to_string(),
    };
    match items(&text).into_iter().next() {
        Some(Ok(item)) => Ok(item.position),
        Some(Err(e)) => Err(CliError(format!("explain: {e}"))),
        None => Err(CliError("explain: no position given".into())),
    }
}

/// A value with its sign (`+2`, `-12`, `+0`).
fn signed(value: i32) -> String {
    format!("{value:+}")
}

/// A line's moves as text (`a1 b1 pa`).
fn moves_text(moves: &[Move]) -> Vec<String> {
    let text = |mv: &Move| match mv {
        Move::Play(sq) => sq.to_string(),
        Move::Pass => "pa".into(),
    };
    moves.iter().map(text).collect()
}

/// One reason in English, as a clause after "Your b2 (-12)"; `opp` is the opponent's colour.
pub fn reason_words(reason: &Reason, played: &Side, opp: Color) -> String {
    match reason {
        Reason::Corner { square } => {
            let taken = played.key.map(|k| k.kind) == Some(KeyKind::Corner(*square));
            match played.end_opponent_stable {
                n if taken && n > 0 => {
                    format!("lets {opp} take {square} at once: then {n} of {opp}'s discs can never turn")
                }
                _ => format!("lets {opp} take {square} at once"),
            }
        }
        Reason::Wipeout { ply } => format!("lets {opp} wipe you out (ply {})", ply + 1),
        Reason::Tempo(Tempo::MoverPasses { ply }) => {
            format!(
                "leaves you without a move at ply {}: {opp} plays twice",
                ply + 1
            )
        }
        Reason::Tempo(Tempo::ComparedForcesPass) => {
            format!("gives up the tempo: the best makes {opp} pass")
        }
        Reason::XSquare { square } => format!("is the X-square {square}, next to an empty corner"),
        Reason::CSquare { square } => format!("is the C-square {square}, next to an empty corner"),
        Reason::Mobility { after, vs } => format!("gives {opp} {after} moves instead of {vs}"),
        Reason::Frontier { after, vs } => {
            format!("leaves you {after} frontier discs instead of {vs}")
        }
        Reason::Openness { after, vs } => {
            format!("is loud: it turns discs next to {after} empty squares, not {vs}")
        }
        Reason::Stable { after, vs } => {
            format!("ends its line with {after} stable discs of yours instead of {vs}")
        }
        Reason::Parity { after, vs } => {
            format!("leaves {opp} {after} odd regions to play in instead of {vs} (parity)")
        }
        Reason::Edge(e) => {
            let shape = match e.shape {
                Shape::Wing => "a wing",
                Shape::Unbalanced | Shape::Balanced => "an unbalanced edge",
            };
            format!("makes {shape} of yours on the edge {:?}", e.edge)
        }
        Reason::Stoner(t) => format!("lets {opp} set a Stoner trap with {}", t.x_square),
    }
}

/// What happens at a key ply, in English.
fn key_words(kind: KeyKind, opp: Color) -> String {
    match kind {
        KeyKind::Corner(sq) => format!("{opp} takes the corner {sq}"),
        KeyKind::Pass => "you must pass".into(),
        KeyKind::NoSafeMove => "every move of yours gives up a corner".into(),
        KeyKind::Wipeout => "you have no disc left".into(),
    }
}

/// The explanation in English (see the module doc).
pub fn as_text(mover: Color, why: &Explanation) -> String {
    let opp = mover.opposite();
    let (p, v) = (&why.played, &why.vs);
    let mut out = format!(
        "{mover} to move: {} against {}, {} discs lost.\n",
        p.line.square, v.line.square, why.loss
    );
    let head = format!("Your {} ({})", p.line.square, signed(p.line.value));
    let reasons: Vec<String> = why
        .reasons
        .iter()
        .map(|r| reason_words(r, p, opp))
        .collect();
    out += &match reasons.is_empty() {
        true if why.loss <= 0 => format!("{head} is as good as {}.\n", v.line.square),
        true => format!("{head} loses {} discs.\n", why.loss),
        false => format!("{head} {}.\n", reasons.join("; it ")),
    };
    if v.line.square != p.line.square {
        let (own, theirs) = (
            v.features.own_moves.count(),
            v.features.opponent_moves.count(),
        );
        out += &format!(
            "The best, {} ({}), keeps your moves: {own} against {opp}'s {theirs}.\n",
            v.line.square,
            signed(v.line.value)
        );
    }
    out += &format!("The line: {}", moves_text(&p.line.moves).join(" "));
    if let Some(key) = p.key {
        out += &format!(" (key ply {}: {})", key.ply + 1, key_words(key.kind, opp));
    }
    out += &format!("\nThe best line: {}\n", moves_text(&v.line.moves).join(" "));
    out + &bars(why)
}

/// The evaluation's loss by group as a bar chart, in discs (positive: lost by the played move).
fn bars(why: &Explanation) -> String {
    let groups = why.attribution.loss.groups();
    let top = groups
        .iter()
        .map(|(_, v)| v.abs())
        .max()
        .unwrap_or(0)
        .max(1);
    let mut out = String::from("Where the evaluation sees the loss (discs):\n");
    for (name, value) in groups {
        let width = (value.abs() * 30 + top - 1) / top;
        let bar = if value >= 0 { "#" } else { "-" }.repeat(width as usize);
        out += &format!("  {name:<10} {:>+6.1} {bar}\n", value as f64 / 100.0);
    }
    out
}

/// The explanation as data (see the module doc).
pub fn as_json(position: Position, why: &Explanation) -> Value {
    let opp = position.side.opposite();
    let side = |s: &Side| {
        json!({
            "move": s.line.square.to_string(),
            "value": s.line.value,
            "exact": s.line.exact,
            "line": moves_text(&s.line.moves),
            "key": s.key.map(|k| json!({"ply": k.ply, "what": key_words(k.kind, opp)})),
            "opponent_moves": s.features.opponent_moves.count(),
            "own_moves": s.features.own_moves.count(),
            "frontier": s.features.frontier.count(),
            "end_stable": s.end_stable,
        })
    };
    let reasons: Vec<Value> = why
        .reasons
        .iter()
        .map(|r| {
            json!({
                "tag": r.tag(),
                "kind": r.tag().split(':').next().unwrap_or_default(),
                "words": reason_words(r, &why.played, opp),
            })
        })
        .collect();
    let split: serde_json::Map<String, Value> = why
        .attribution
        .loss
        .groups()
        .iter()
        .map(|(name, v)| (name.to_string(), json!(v)))
        .collect();
    json!({
        "position": position.to_string(),
        "played": side(&why.played),
        "vs": side(&why.vs),
        "loss": why.loss,
        "reasons": reasons,
        "tags": why.tags(),
        "attribution": split,
    })
}
