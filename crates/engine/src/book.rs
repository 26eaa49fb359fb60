//! Slick Willy's opening book: positions from tournament games with the moves worth playing there.
//!
//! Representation (`book.bin`, made by `ethello-fit book`, see `tools/make-book`): a header, the
//! magic `ETBK`, a format byte (1) and the entry count (`u32`, little-endian), then fixed 24-byte
//! entries sorted by position: the player's and the opponent's discs of the position's canonical
//! copy ([`symmetry::canonical`](crate::symmetry::canonical), `u64` each, little-endian), then up to [`MOVES`] squares in that
//! copy's frame (index 0-63, best first, 255 for none) and their scores (`i8`, discs for the side to
//! move, from the book's minimaxed deep searches).
//!
//! Invariants: every stored move is within [`MARGIN`] discs of the best score of its position, so
//! whichever is picked loses nothing the book's searches could see; a lookup only ever answers a
//! move that is legal in the asked position (the squares are mapped back through the symmetry and
//! checked), so a damaged book costs a search, never an illegal move. Lookups binary-search the
//! bytes: nothing is decoded at start-up.

use super::symmetry::{canonical, frames};
use super::{Board, Rng, Square};

/// Moves kept per position.
pub const MOVES: usize = 4;
/// A book move scores at most this many discs below its position's best.
pub const MARGIN: i32 = 1;
/// Bytes before the first entry.
pub const HEADER_BYTES: usize = 9;
/// Bytes per entry.
pub const ENTRY_BYTES: usize = 16 + 2 * MOVES;
/// The fewest empty squares of a position in the shipped book: a board with fewer is never in it,
/// so a player there needs no book (the page's split search, which does not carry the book).
pub const SHIPPED_MIN_EMPTIES: u32 = 36;
/// The magic at the start of a book.
pub const MAGIC: &[u8; 4] = b"ETBK";

/// The book shipped with the engine.
static BOOK: &[u8] = include_bytes!("book.bin");

/// A book move with its score (discs for the side to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The square, in the asked position's own frame.
    pub square: Square,
    /// Its score from the book's searches.
    pub score: i32,
}

/// A book: the bytes of a `book.bin`.
#[derive(Clone, Copy, Debug)]
pub struct Book<'a> {
    entries: &'a [u8],
}

impl Book<'static> {
    /// The book shipped with the engine.
    pub fn shipped() -> Book<'static> {
        Book::from_bytes(BOOK).unwrap_or(Book { entries: &[] })
    }
}

impl<'a> Book<'a> {
    /// Reads a book's header; `None` when the bytes are not a book.
    pub fn from_bytes(bytes: &'a [u8]) -> Option<Book<'a>> {
        let count = u32::from_le_bytes(bytes.get(5..9)?.try_into().ok()?) as usize;
        let ok = bytes.starts_with(MAGIC) && bytes[4] == 1;
        let entries = bytes.get(HEADER_BYTES..HEADER_BYTES + count * ENTRY_BYTES)?;
        ok.then_some(Book { entries })
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len() / ENTRY_BYTES
    }

    /// True for an empty book.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The canonical positions of the book, in its order.
    pub fn boards(&self) -> impl Iterator<Item = Board> + 'a {
        self.entries.chunks_exact(ENTRY_BYTES).map(|e| {
            let word = |at: usize| u64::from_le_bytes(e[at..at + 8].try_into().expect("8 bytes"));
            Board {
                player: super::Bitboard(word(0)),
                opponent: super::Bitboard(word(8)),
            }
        })
    }

    /// The book moves of `board`, best first; empty when the position is not in the book.
    pub fn moves(&self, board: Board) -> Vec<BookMove> {
        let (key, k) = canonical(board);
        let Some(entry) = self.find(key.player.0, key.opponent.0) else {
            return Vec::new();
        };
        let legal = board.legal_moves();
        (0..MOVES)
            .filter(|&i| entry[16 + i] < 64)
            .filter_map(|i| {
                let stored = 1u64 << entry[16 + i];
                // The square of `board` that frame `k` sends to the stored one.
                let square = legal
                    .squares()
                    .find(|sq| frames(1 << sq.index())[k] == stored)?;
                let score = i32::from(entry[16 + MOVES + i] as i8);
                Some(BookMove { square, score })
            })
            .collect()
    }

    /// A book move for `board`, chosen uniformly among the stored ones (all within [`MARGIN`] of
    /// the best), or `None` outside the book.
    pub fn pick(&self, board: Board, rng: &mut Rng) -> Option<BookMove> {
        let moves = self.moves(board);
        let i = rng.below(moves.len() as u64) as usize;
        moves.get(i).copied()
    }

    /// The entry of a canonical position, by binary search.
    fn find(&self, p: u64, o: u64) -> Option<&'a [u8]> {
        let key = |i: usize| {
            let e = &self.entries[i * ENTRY_BYTES..];
            let word = |at: usize| u64::from_le_bytes(e[at..at + 8].try_into().expect("8 bytes"));
            (word(0), word(8))
        };
        let (mut low, mut high) = (0, self.len());
        while low < high {
            let mid = (low + high) / 2;
            match key(mid).cmp(&(p, o)) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => {
                    return Some(&self.entries[mid * ENTRY_BYTES..][..ENTRY_BYTES])
                }
            }
        }
        None
    }
}

/// Writes a book: `entries` are canonical positions with their moves (canonical frame, best first,
/// at most [`MOVES`]) and scores; they are sorted here.
pub fn write(mut entries: Vec<(Board, Vec<(Square, i32)>)>) -> Vec<u8> {
    entries.sort_by_key(|(b, _)| (b.player.0, b.opponent.0));
    let mut bytes = MAGIC.to_vec();
    bytes.push(1);
    bytes.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    for (board, moves) in entries {
        bytes.extend_from_slice(&board.player.0.to_le_bytes());
        bytes.extend_from_slice(&board.opponent.0.to_le_bytes());
        let slot = |i: usize| moves.get(i);
        bytes.extend((0..MOVES).map(|i| slot(i).map_or(255, |(sq, _)| sq.index())));
        bytes.extend((0..MOVES).map(|i| slot(i).map_or(0, |&(_, s)| s.clamp(-64, 64) as i8 as u8)));
    }
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symmetry::frames;
    use crate::Bitboard;

    fn copy(board: Board, k: usize) -> Board {
        Board {
            player: Bitboard(frames(board.player.0)[k]),
            opponent: Bitboard(frames(board.opponent.0)[k]),
        }
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    /// A book of the start position's f5 and d3 (canonically one position) and a made-up entry
    /// whose only move is illegal.
    fn small_book() -> Vec<u8> {
        let start = canonical(Board::start()).0;
        let after_f5 = canonical(Board::start().play_unchecked(sq("f5"))).0;
        let reply = after_f5.legal_moves().first().unwrap();
        let a1 = sq("a1");
        write(vec![
            (start, vec![(start.legal_moves().first().unwrap(), 0)]),
            (after_f5, vec![(reply, -1)]),
            (
                Board {
                    player: Bitboard(1 << 9),
                    opponent: Bitboard(1 << 18),
                },
                vec![(a1, 3)],
            ),
        ])
    }

    #[test]
    fn every_copy_of_a_position_gets_the_same_moves_mirrored() {
        let bytes = small_book();
        let book = Book::from_bytes(&bytes).unwrap();
        assert_eq!(book.len(), 3);
        let board = Board::start().play_unchecked(sq("f5"));
        let moves = book.moves(board);
        assert_eq!(moves.len(), 1);
        for k in 0..8 {
            let mirrored = book.moves(copy(board, k));
            let expected =
                Square::from_index(frames(1 << moves[0].square.index())[k].trailing_zeros() as u8);
            assert_eq!(
                mirrored.iter().map(|m| Some(m.square)).collect::<Vec<_>>(),
                vec![expected]
            );
        }
    }

    #[test]
    fn a_stored_move_that_is_not_legal_is_never_answered() {
        let bytes = small_book();
        let book = Book::from_bytes(&bytes).unwrap();
        let odd = Board {
            player: Bitboard(1 << 9),
            opponent: Bitboard(1 << 18),
        };
        assert!(book.moves(odd).is_empty());
        assert!(book.pick(odd, &mut Rng::new(1)).is_none());
    }

    #[test]
    fn bytes_that_are_not_a_book_are_refused() {
        let bytes = small_book();
        assert!(Book::from_bytes(&bytes[..bytes.len() - 1]).is_none());
        assert!(Book::from_bytes(b"ETBK").is_none());
        assert!(Book::from_bytes(&[b'X'; 40]).is_none());
    }

    /// The shipped book: every stored move is answered (so legal), within the margin of the best,
    /// and each of the eight copies of a position gets the same moves up to symmetry: the same
    /// positions after them.
    #[test]
    fn the_shipped_book_answers_legal_symmetric_moves() {
        let book = Book::shipped();
        let after = |b: Board, moves: Vec<BookMove>| -> Vec<Board> {
            let mut v: Vec<Board> = moves
                .iter()
                .map(|m| canonical(b.play_unchecked(m.square)).0)
                .collect();
            v.sort_by_key(|c| (c.player.0, c.opponent.0));
            v
        };
        for board in book.boards() {
            let moves = book.moves(board);
            let entry = book.find(board.player.0, board.opponent.0).unwrap();
            let stored = entry[16..16 + MOVES].iter().filter(|&&i| i < 64).count();
            assert!(stored > 0 && moves.len() == stored, "{board:?}");
            assert!(moves.iter().all(|m| m.score >= moves[0].score - MARGIN));
            let children = after(board, moves);
            for k in 1..8 {
                let mirrored = copy(board, k);
                assert_eq!(
                    after(mirrored, book.moves(mirrored)),
                    children,
                    "frame {k} of {board:?}"
                );
            }
        }
    }
}

#[cfg(test)]
mod shipped_depth {
    use super::*;

    #[test]
    fn every_shipped_book_position_has_at_least_the_stated_empties() {
        let least = Book::shipped().boards().map(|b| b.empties().count()).min();
        assert_eq!(least, Some(SHIPPED_MIN_EMPTIES));
    }
}
