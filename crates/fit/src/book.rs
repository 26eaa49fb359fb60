//! Builds Slick Willy's opening book from the WTHOR archive, checked by the engine.
//!
//! 1. Every archive game is replayed for its first `--plies` moves; each position (its canonical
//!    copy, so mirror images meet) is counted, and so is each move played from it.
//! 2. The positions reached in at least `--min-games` games make the book's tree. Each is searched
//!    to `--depth` plies (full width, or with ProbCut with `--selective`; deterministic) for its
//!    best move and score.
//! 3. The tree is minimaxed from its deepest positions up: a position is worth the best of its own
//!    search and of its book children's values (negated), so a popular line that the searches find
//!    losing is refuted by a deviation, and a line is never trusted beyond what was searched.
//! 4. Each position keeps the moves within [`MARGIN`] discs of its value (book children with their
//!    minimaxed values, the searched best move with its score), best first, at most [`MOVES`].
//!
//! A move that makes the opponent pass is never a book child (it ends the book line).
//!
//! On a terminal, a progress bar on standard error counts step 2's searches.

use std::collections::{HashMap, HashSet};

use ethello::progress;
use ethello_engine::book::{self, MARGIN, MOVES};
use ethello_engine::search::{Limits, Quiet, Search};
use ethello_engine::symmetry::canonical;
use ethello_engine::{wthor, Board, Move, Square};

/// The arguments of `ethello-fit book`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The book file to write (the engine's is crates/engine/src/book.bin).
    out: String,
    /// WTHOR archive files (.wtb).
    #[arg(required = true)]
    files: Vec<String>,
    /// Moves of each game read.
    #[arg(long, default_value_t = 24)]
    plies: usize,
    /// Games that must reach a position for it to enter the book.
    #[arg(long, default_value_t = 20)]
    min_games: u32,
    /// Depth of each position's search.
    #[arg(long, default_value_t = 12)]
    depth: u32,
    /// Search with ProbCut (Slick Willy's selective deepening) instead of full width: much
    /// deeper for the same time.
    #[arg(long)]
    selective: bool,
}

/// A book position while the book is built.
#[derive(Default)]
struct Node {
    games: u32,
    /// The search's best move and score.
    searched: Option<(Square, i32)>,
    value: i32,
}

/// `ethello-fit book`: see the module doc.
pub fn run(args: &Args) -> Result<(), String> {
    let mut counts: HashMap<Board, Node> = HashMap::new();
    for name in &args.files {
        let bytes = std::fs::read(name).map_err(|e| format!("{name}: {e}"))?;
        let archive = wthor::parse(&bytes).map_err(|e| format!("{name}: {e}"))?;
        for record in &archive.games {
            let Ok(game) = record.replay() else { continue };
            let mut seen = HashSet::new();
            for pos in game.positions().iter().take(args.plies + 1) {
                let key = canonical(pos.board).0;
                if pos.board.can_move() && seen.insert(key) {
                    counts.entry(key).or_default().games += 1;
                }
            }
        }
    }
    counts.retain(|_, n| n.games >= args.min_games);
    eprintln!(
        "{} positions reached in at least {} games",
        counts.len(),
        args.min_games
    );
    search_all(&mut counts, args.depth, args.selective);
    let entries = minimax(&mut counts);
    let bytes = book::write(entries);
    std::fs::write(&args.out, &bytes).map_err(|e| format!("{}: {e}", args.out))?;
    eprintln!(
        "{} positions, {} bytes written to {}",
        counts.len(),
        bytes.len(),
        args.out
    );
    Ok(())
}

/// Searches every position of the tree to `depth` (with ProbCut when `selective`), in a fixed
/// order (the searches share their table, so the order is part of the result).
fn search_all(nodes: &mut HashMap<Board, Node>, depth: u32, selective: bool) {
    let mut search = Search::new(64);
    let mut order: Vec<Board> = nodes.keys().copied().collect();
    order.sort_by_key(|b| (b.player.0, b.opponent.0));
    let bar = progress::bar(order.len() as u64, "positions");
    for board in order {
        let report = match selective {
            true => search.run_deepening(board, depth, true, &mut Quiet),
            false => search.run(board, &Limits::depth(depth), &mut Quiet),
        };
        let node = nodes.get_mut(&board).expect("in the tree");
        if let Move::Play(sq) = report.best {
            node.searched = Some((sq, report.score));
            node.value = report.score;
        }
        bar.inc(1);
    }
}

/// Minimaxes the tree from the positions with the most discs up, and lists each position's moves.
fn minimax(nodes: &mut HashMap<Board, Node>) -> Vec<(Board, Vec<(Square, i32)>)> {
    let mut order: Vec<Board> = nodes.keys().copied().collect();
    order.sort_by_key(|b| std::cmp::Reverse(b.player.count() + b.opponent.count()));
    let mut entries = Vec::with_capacity(order.len());
    for board in order {
        let mut moves: Vec<(Square, i32)> = board
            .legal_moves()
            .squares()
            .filter_map(|sq| child_value(nodes, board, sq).map(|v| (sq, v)))
            .collect();
        let searched = nodes[&board].searched;
        if let Some((sq, score)) = searched.filter(|(sq, _)| !moves.iter().any(|m| m.0 == *sq)) {
            moves.push((sq, score));
        }
        moves.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        let Some(&(_, best)) = moves.first() else {
            continue;
        };
        moves.retain(|&(_, v)| v >= best - MARGIN);
        moves.truncate(MOVES);
        nodes.get_mut(&board).expect("in the tree").value = best;
        entries.push((board, moves));
    }
    entries
}

/// The value of playing `sq` on `board` when the child is a book position (and no pass follows).
fn child_value(nodes: &HashMap<Board, Node>, board: Board, sq: Square) -> Option<i32> {
    let child = board.play_unchecked(sq);
    if !child.can_move() {
        return None;
    }
    nodes.get(&canonical(child).0).map(|n| -n.value)
}
