//! The engine's binary readers: the WTHOR archive, the opening book and the evaluation's weights.
//! Each reads bytes, so the input is taken as it is. The book and the weights file are the engine's
//! internals, which this crate enables: the `ethello` package does not.

use ethello_engine::book::{self, Book, BookMove, MOVES};
use ethello_engine::random_play::random_game;
use ethello_engine::symmetry::{canonical, frames};
use ethello_engine::wthor::{self, Archive, Record};
use ethello_engine::{weights_file, Bitboard, Board, Game, Rng, Square};

use super::GAME;

/// A WTHOR file's header, in bytes (the format's; the engine keeps its own copy private).
const HEADER_BYTES: usize = 16;
/// A WTHOR game record, in bytes.
const RECORD_BYTES: usize = 68;

/// A WTHOR file: [`wthor::parse`] refuses it, or gives as many games as the header announces,
/// which the canonical bytes of the archive read back as. Each game replays to exactly its recorded
/// squares (the passes added), or its replay fails at a recorded square that really is illegal
/// after the moves before it; its scored position, when it has one, has the header's number of
/// empties and a score within the board's.
pub fn wthor(input: &[u8]) {
    let Ok(archive) = wthor::parse(input) else {
        return;
    };
    assert_eq!(archive.games.len(), archive.header.games as usize);
    assert_eq!(wthor::parse(&wthor_bytes(&archive)).as_ref(), Ok(&archive));
    for record in &archive.games {
        replays(record);
        scores(record, archive.header.score_empties);
    }
}

/// The game replays to its squares, or fails where a square is illegal.
fn replays(record: &Record) {
    match record.replay() {
        Ok(game) => {
            assert!(game.squares().eq(record.moves.iter().copied()));
            assert_eq!(Game::from_transcript(&game.transcript()), Ok(game));
        }
        Err(e) => {
            assert_eq!(record.moves.get(e.ply - 1), Some(&e.square));
            let before = Record {
                moves: record.moves[..e.ply - 1].to_vec(),
                ..record.clone()
            };
            let mut game = before
                .replay()
                .expect("the moves before the first illegal one");
            assert_eq!(game.play(e.square).err(), Some(e.reason));
        }
    }
}

/// The scored position, when the game reaches it, has `empties` empties.
fn scores(record: &Record, empties: u8) {
    match record.scored_position(empties) {
        Ok(Some(scored)) => {
            assert_eq!(scored.position.board.empties().count(), u32::from(empties));
            assert!(scored.score.abs() <= 64);
        }
        Ok(None) => assert!(empties > 60 || record.moves.len() < 60 - usize::from(empties)),
        Err(e) => assert!(e.ply <= 60 - usize::from(empties)),
    }
}

/// The canonical bytes of an archive: what [`wthor::parse`] reads, with every byte it ignores 0.
fn wthor_bytes(archive: &Archive) -> Vec<u8> {
    let mut bytes = vec![0; HEADER_BYTES];
    bytes[4..8].copy_from_slice(&archive.header.games.to_le_bytes());
    bytes[10..12].copy_from_slice(&archive.header.year.to_le_bytes());
    bytes[12] = 8;
    bytes[14] = archive.header.score_empties;
    for record in &archive.games {
        wthor_record(record, &mut bytes);
    }
    bytes
}

/// Appends one record's bytes.
fn wthor_record(record: &Record, bytes: &mut Vec<u8>) {
    let end = bytes.len() + RECORD_BYTES;
    for word in [record.tournament, record.black_player, record.white_player] {
        bytes.extend(word.to_le_bytes());
    }
    bytes.extend([record.black_discs, record.theoretical]);
    bytes.extend(
        record
            .moves
            .iter()
            .map(|sq| 10 * (sq.row() + 1) + sq.col() + 1),
    );
    bytes.resize(end, 0);
}

/// Two files: the short [`GAME`] and a whole random game (which reaches 24 empties), and a
/// random game cut short with an illegal move.
pub fn wthor_seeds() -> Vec<Vec<u8>> {
    let record = |game: &Game, theoretical| Record {
        tournament: 7,
        black_player: 1,
        white_player: 2,
        black_discs: 40,
        theoretical,
        moves: game.squares().collect(),
    };
    let short = Game::from_transcript(GAME).expect("a legal game");
    let long = random_game(&mut Rng::new(7), 60);
    let mut illegal = record(&random_game(&mut Rng::new(8), 30), 32);
    illegal.moves.push(illegal.moves[3]);
    let file = |games: Vec<Record>| {
        let header = wthor::Header {
            games: games.len() as u32,
            year: 2018,
            score_empties: 24,
        };
        wthor_bytes(&Archive { header, games })
    };
    vec![
        file(vec![record(&short, 33), record(&long, 36)]),
        file(vec![illegal]),
    ]
}

/// An opening book's bytes: [`Book::from_bytes`] refuses them, or gives a book of as many
/// positions as its header says. Whatever position is asked (the book's own, where they are
/// boards, and the positions of a game), the book answers at most [`MOVES`] moves, each legal
/// there (a damaged book costs a search, never an illegal move); the eight copies of a position get
/// the same answers up to the symmetry; a pick is one of the answers.
pub fn book(input: &[u8]) {
    let Some(book) = Book::from_bytes(input) else {
        return;
    };
    let count = u32::from_le_bytes(input[5..9].try_into().expect("a header"));
    assert_eq!(book.len(), count as usize);
    assert_eq!(book.boards().count(), book.len());
    let own = book
        .boards()
        .filter_map(|b| Board::new(b.player, b.opponent));
    for board in own.take(16).chain(game_boards()) {
        let moves = book.moves(board);
        assert!(moves.len() <= MOVES);
        assert!(moves.iter().all(|m| board.legal_moves().contains(m.square)));
        let children = after(board, &moves);
        for k in 1..8 {
            let copy = mirrored(board, k);
            assert_eq!(after(copy, &book.moves(copy)), children, "frame {k}");
        }
        match book.pick(board, &mut Rng::new(1)) {
            Some(m) => assert!(moves.contains(&m)),
            None => assert!(moves.is_empty()),
        }
    }
}

/// The positions of [`GAME`], from the start.
fn game_boards() -> Vec<Board> {
    let game = Game::from_transcript(GAME).expect("a legal game");
    game.positions().iter().map(|p| p.board).collect()
}

/// The canonical positions after each move, sorted: the same for every copy of a position.
fn after(board: Board, moves: &[BookMove]) -> Vec<(u64, u64)> {
    let mut children: Vec<(u64, u64)> = moves
        .iter()
        .map(|m| canonical(board.play_unchecked(m.square)).0)
        .map(|c| (c.player.0, c.opponent.0))
        .collect();
    children.sort_unstable();
    children
}

/// The copy of `board` in symmetry frame `k`.
fn mirrored(board: Board, k: usize) -> Board {
    Board {
        player: Bitboard(frames(board.player.0)[k]),
        opponent: Bitboard(frames(board.opponent.0)[k]),
    }
}

/// Two books: the shipped book's entries for the positions of [`GAME`], and its first entries.
pub fn book_seeds() -> Vec<Vec<u8>> {
    let shipped = Book::shipped();
    let stored = |board: Board| -> Vec<(Square, i32)> {
        let (_, k) = canonical(board);
        let in_key =
            |sq: Square| Square::from_index(frames(1 << sq.index())[k].trailing_zeros() as u8);
        let moves = shipped.moves(board).into_iter();
        moves
            .filter_map(|m| Some((in_key(m.square)?, m.score)))
            .collect()
    };
    let line = game_boards()
        .into_iter()
        .map(|b| (canonical(b).0, stored(b)));
    let first = shipped.boards().take(40).map(|b| (b, stored(b)));
    [
        line.filter(|(_, moves)| !moves.is_empty()).collect(),
        first.collect(),
    ]
    .map(book::write)
    .to_vec()
}

/// The evaluation's weights file: `weights_file::unpack` refuses it, or gives weights that are
/// all multiples of the file's step and that `pack` writes as the very same bytes (a file has one
/// reading).
pub fn weights(input: &[u8]) {
    let Ok(weights) = weights_file::unpack(input) else {
        return;
    };
    let step = input[8];
    assert!(weights.iter().all(|&w| w % i16::from(step) == 0));
    assert_eq!(weights_file::pack(&weights, step), input);
}

/// Weights of every kind (zeros, small, escaped, the extremes) packed with three steps.
pub fn weights_seeds() -> Vec<Vec<u8>> {
    let mut weights = vec![
        0, 1, -1, 4, -4, 127, -127, -128, 128, 508, -512, 2068, -1491, 0, 0,
    ];
    weights.extend([i16::MAX, i16::MIN, 6, -6, 10, 0, 0, 3]);
    [1, 2, 255]
        .map(|step| weights_file::pack(&weights, step))
        .to_vec()
}
