//! The explorer's questions over the tournament archive ([`Ask`]), answered from the archive file
//! the page hands over once ([`Ask::Load`]) and the worker keeps as long as it lives.
//!
//! [`answer`] keeps the archive; [`ask`] is the pure translation between the protocol's mirror types
//! and the archive library's ([`ethello_archive`]), tested natively. The engine's values ([`Ask::Values`])
//! need no archive: the page sends them to a second worker of its own, so that a position's
//! statistics never wait behind the last position's search. Reading the file costs about a
//! second of CPU (docs/archive.md); each question after it is one index scan and a replay of the
//! games that reached the position.

use std::cell::{Cell, RefCell};

use ethello_archive::names::Names;
use ethello_archive::{Archive, ArchiveError, Filter, PlayerRecord, Side};
use ethello_engine::hints::Hint;
use ethello_engine::search::Host;
use ethello_engine::{Character, Player, Position, Session};
use ethello_model::protocol::explore::{
    Answer, ArchiveFilter, Ask, GameRow, PlayerSide, Profile, Record,
};
use ethello_model::protocol::FromWorker;

use crate::convert::{page_of, stats_answer};

/// The openings a player page lists for each colour, his most played.
pub const OPENINGS_SHOWN: usize = 10;

/// The depth of the engine's short search of a position's moves ([`Ask::Values`]).
pub const VALUES_DEPTH: u32 = 8;

thread_local! {
    /// The archive the page handed over, once read.
    static ARCHIVE: RefCell<Option<Archive>> = const { RefCell::new(None) };
    /// The engine that values the explorer's moves, made on first use.
    static ENGINE: RefCell<Option<Session>> = const { RefCell::new(None) };
}

/// A host that stops the search once a pass of [`VALUES_DEPTH`] is complete.
struct UpTo<'a>(&'a Cell<u32>);

impl Host for UpTo<'_> {
    fn stopped(&mut self) -> bool {
        self.0.get() >= VALUES_DEPTH
    }
}

/// Every legal move of `position` valued by the engine's passes up to [`VALUES_DEPTH`] (an
/// exact pass near the end is begun only when the depth is not reached yet): a short search, the
/// same on every machine.
fn values(position: Position) -> Vec<Hint> {
    ENGINE.with(|cell| {
        let mut slot = cell.borrow_mut();
        let session = slot.get_or_insert_with(|| Session::new(Player::Character(Character::Willy)));
        session.set_position(position);
        let reached = Cell::new(0);
        let moves = position.board.legal_moves();
        let last = session.hints(moves, &mut UpTo(&reached), &mut |_, depth| {
            reached.set(depth)
        });
        last.map(|(hints, _)| hints).unwrap_or_default()
    })
}

/// Serves one question: [`Ask::Load`] reads and keeps the archive, the others ask it; the
/// player's own games ([`crate::mine`]) and the engine's values need no archive (the page asks
/// them of a worker without it). A file that
/// is not an archive, or a question before one is loaded, is [`FromWorker::Failed`].
pub fn answer(id: u32, question: Ask) -> FromWorker {
    if question.is_mine() {
        return crate::mine::answer(id, question);
    }
    if let Ask::Values { position } = question {
        let hints = values(position);
        let answer = Answer::Values { hints };
        return FromWorker::Explored { id, answer };
    }
    if let Ask::Load { bytes } = &question {
        return load(id, &bytes.0, None).0;
    }
    let result = ARCHIVE.with(|cell| {
        let slot = cell.borrow();
        let archive = slot.as_ref().ok_or("the archive is not loaded")?;
        Ok::<Answer, String>(ask(archive, question))
    });
    match result {
        Ok(answer) => FromWorker::Explored { id, answer },
        Err(message) => FromWorker::Failed { id, message },
    }
}

/// Reads the archive file `file` and keeps it: from `kept` when that is a snapshot of this very
/// file ([`ethello_archive::read_snapshot`], no decoding), else from the file. The answer to the
/// [`Ask::Load`] `id`, and true when the file was decoded (so that its snapshot is worth keeping).
pub fn load(id: u32, file: &[u8], kept: Option<&[u8]>) -> (FromWorker, bool) {
    let from_kept = from_snapshot(file, kept);
    let decoded = from_kept.is_none();
    let read = from_kept.map_or_else(|| ethello_archive::read(file), Ok);
    let decoded = decoded && read.is_ok();
    (keep(id, read), decoded)
}

/// The archive of `file` read from `kept` when that is a snapshot of this very file.
pub fn from_snapshot(file: &[u8], kept: Option<&[u8]>) -> Option<Archive> {
    kept.and_then(|k| ethello_archive::read_snapshot(file, k).ok())
}

/// Keeps the archive read (the answer to the [`Ask::Load`] `id`), or answers why it is not one.
pub fn keep(id: u32, read: Result<Archive, ArchiveError>) -> FromWorker {
    ARCHIVE.with(|cell| match read {
        Ok(archive) => {
            let games = archive.len() as u32;
            *cell.borrow_mut() = Some(archive);
            let answer = Answer::Loaded { games };
            FromWorker::Explored { id, answer }
        }
        Err(e) => {
            let message = e.to_string();
            FromWorker::Failed { id, message }
        }
    })
}

/// The snapshot of the archive kept, read from `file` ([`ethello_archive::Archive::snapshot`]);
/// `None` before one is read.
pub fn snapshot(file: &[u8]) -> Option<Vec<u8>> {
    ARCHIVE.with(|cell| cell.borrow().as_ref().map(|a| a.snapshot(file)))
}

/// The answer to a question about `archive` ([`Ask::Load`]: its number of games).
pub fn ask(archive: &Archive, question: Ask) -> Answer {
    match question {
        Ask::Load { .. } => Answer::Loaded {
            games: archive.len() as u32,
        },
        Ask::Stats { position, filter } => {
            let stats = archive.stats(position, &filter_of(&filter));
            stats_answer(&stats)
        }
        Ask::Games {
            position,
            filter,
            order,
            offset,
            limit,
        } => {
            let games = archive.games_at(position, &filter_of(&filter));
            let listed = archive.page(games, &page_of(order, offset, limit));
            Answer::Games {
                total: listed.total as u32,
                games: listed.games.iter().map(|&id| row(archive, id)).collect(),
            }
        }
        Ask::Players { text, limit } => {
            let found = archive.search_players(&text, limit as usize);
            named(found, archive.players())
        }
        Ask::Tournaments { text, limit } => {
            let found = archive.search_tournaments(&text, limit as usize);
            named(found, archive.tournaments())
        }
        Ask::Values { position } => Answer::Values {
            hints: values(position),
        },
        Ask::Player { player, opponent } => Answer::Player {
            profile: profile(archive, player, opponent),
        },
        Ask::Mine { .. } => Answer::Loaded { games: 0 },
        Ask::Open { game, position, .. } => {
            let found = (game as usize) < archive.len();
            let moves = found.then(|| archive.moves_as_asked(game, position));
            Answer::Opened {
                game,
                moves: moves.flatten().unwrap_or_default(),
            }
        }
    }
}

/// The names found (players or tournaments) with their numbers.
fn named(found: Vec<u16>, names: &Names) -> Answer {
    let name = |n: u16| names.name(n as usize).unwrap_or_default();
    Answer::Players {
        players: found.into_iter().map(|n| (n, name(n))).collect(),
    }
}

/// The library's filter for the protocol's.
fn filter_of(f: &ArchiveFilter) -> Filter {
    let side = match f.side {
        PlayerSide::Black => Side::Black,
        PlayerSide::White => Side::White,
        PlayerSide::Either => Side::Either,
    };
    Filter {
        player: f.player.map(|p| (p, side)),
        tournament: f.tournament,
        years: f.years,
    }
}

/// A player's page (his [`OPENINGS_SHOWN`] most played openings as each colour), with his record
/// against `opponent`; empty for a player number out of range.
fn profile(archive: &Archive, player: u16, opponent: Option<u16>) -> Profile {
    if player as usize >= archive.players().len() {
        return Profile::default();
    }
    let p = archive.profile(player);
    let named = |list: Vec<(&str, PlayerRecord)>| {
        let row = |(name, r): (&str, PlayerRecord)| (name.to_string(), record_of(&r));
        list.into_iter().take(OPENINGS_SHOWN).map(row).collect()
    };
    Profile {
        total: record_of(&p.total),
        years: p
            .years
            .iter()
            .map(|(y, r)| (y.to_string(), record_of(r)))
            .collect(),
        as_black: named(p.as_black),
        as_white: named(p.as_white),
        against: opponent.map(|o| record_of(&archive.head_to_head(player, o).1)),
    }
}

/// The protocol's record for the library's.
fn record_of(r: &PlayerRecord) -> Record {
    Record {
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
        margin_sum: r.margin_sum,
    }
}

/// A game of a list: its year, tournament, players (names and numbers) and score.
fn row(archive: &Archive, game: u32) -> GameRow {
    let g = archive.info(game);
    let player = |p: u16| archive.players().name(p as usize).unwrap_or_default();
    GameRow {
        game,
        year: g.year,
        tournament: archive
            .tournaments()
            .name(g.tournament as usize)
            .unwrap_or_default(),
        black: player(g.black),
        white: player(g.white),
        black_discs: g.black_discs,
        players: Some((g.black, g.white)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ethello_archive::fold;
    use ethello_engine::Game;
    use ethello_model::protocol::explore::{Bytes, GameOrder};

    fn bytes() -> Vec<u8> {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/data/archive.bin");
        std::fs::read(file).unwrap()
    }

    fn position(transcript: &str) -> Position {
        Game::from_transcript(transcript).unwrap().position()
    }

    #[test]
    fn the_worker_loads_the_archive_then_answers_as_the_library() {
        let bytes = bytes();
        let garbage = answer(
            1,
            Ask::Open {
                game: 0,
                mine: false,
                position: Position::start(),
            },
        );
        assert!(
            matches!(garbage, FromWorker::Failed { id: 1, .. }),
            "{garbage:?}"
        );
        let load = answer(
            2,
            Ask::Load {
                bytes: Bytes(b"junk".to_vec()),
            },
        );
        assert!(matches!(load, FromWorker::Failed { id: 2, .. }), "{load:?}");
        let load = answer(
            3,
            Ask::Load {
                bytes: Bytes(bytes.clone()),
            },
        );
        assert_eq!(
            load,
            FromWorker::Explored {
                id: 3,
                answer: Answer::Loaded { games: 122_711 }
            }
        );
        let archive = ethello_archive::read(&bytes).unwrap();
        let stats = archive.stats(position("f5d6"), &Filter::default());
        let asked = Ask::Stats {
            position: position("f5d6"),
            filter: ArchiveFilter::default(),
        };
        let FromWorker::Explored {
            answer: Answer::Stats { tally, moves, .. },
            ..
        } = answer(4, asked)
        else {
            panic!("no statistics")
        };
        assert_eq!(
            (tally.games, tally.black_wins),
            (stats.tally.games, stats.tally.black_wins)
        );
        assert_eq!(moves[0].square, stats.moves[0].square);
        assert_eq!(moves[0].tally.games, stats.moves[0].tally.games);
    }

    #[test]
    fn a_kept_snapshot_is_read_and_a_bad_one_falls_back_to_the_file() {
        let file = bytes();
        let loaded = FromWorker::Explored {
            id: 1,
            answer: Answer::Loaded { games: 122_711 },
        };
        // The first opening decodes the file: its snapshot is worth keeping.
        assert_eq!(load(1, &file, None), (loaded.clone(), true));
        let kept = snapshot(&file).expect("a snapshot of the archive read");
        // The next opening reads the snapshot and decodes nothing.
        assert_eq!(load(1, &file, Some(&kept)), (loaded.clone(), false));
        let start = Ask::Stats {
            position: Position::start(),
            filter: ArchiveFilter::default(),
        };
        let FromWorker::Explored {
            answer: Answer::Stats { tally, .. },
            ..
        } = answer(2, start)
        else {
            panic!("no statistics")
        };
        assert_eq!(tally.games, 122_711);
        // Garbage, a damaged snapshot or one of another file: the file is decoded, nothing lost.
        let mut damaged = kept.clone();
        damaged[1_000_000] ^= 1;
        for bad in [&b"garbage"[..], &damaged, &kept[..kept.len() / 2]] {
            assert_eq!(load(1, &file, Some(bad)), (loaded.clone(), true));
        }
        // A file that is no archive fails as before, whatever is kept.
        let (failed, keep) = load(3, b"junk", Some(&kept));
        assert!(matches!(failed, FromWorker::Failed { id: 3, .. }) && !keep);
    }

    #[test]
    fn games_players_and_opening_follow_the_filter() {
        let archive = ethello_archive::read(&bytes()).unwrap();
        let Answer::Players { players } = ask(
            &archive,
            Ask::Players {
                text: "tamenori".into(),
                limit: 5,
            },
        ) else {
            panic!("no players")
        };
        assert!(players[0].1.starts_with("Tamenori"), "{players:?}");
        let filter = ArchiveFilter {
            player: Some(players[0].0),
            years: Some((1990, 1992)),
            ..ArchiveFilter::default()
        };
        let at = position("f5d6");
        let games = Ask::Games {
            position: at,
            filter,
            order: GameOrder::Newest,
            offset: 0,
            limit: 10,
        };
        let Answer::Games { total, games } = ask(&archive, games) else {
            panic!("no games")
        };
        assert!(total > 10 && games.len() == 10, "{total}");
        assert!(games.iter().all(|g| (1990..=1992).contains(&g.year)));
        assert!(games
            .iter()
            .all(|g| g.black.starts_with("Tamenori") || g.white.starts_with("Tamenori")));
        let open = Ask::Open {
            mine: false,
            game: games[0].game,
            position: at,
        };
        let Answer::Opened { moves, .. } = ask(&archive, open) else {
            panic!("not opened")
        };
        let mut game = Game::new();
        for &sq in &moves[..2] {
            game.play(sq).unwrap();
        }
        assert_eq!(game.position(), at);
        let Answer::Values { hints } = ask(&archive, Ask::Values { position: at }) else {
            panic!("no values")
        };
        assert_every_move_valued(&hints, at);
    }

    /// Every legal move of `at`, and nothing else, has a value.
    fn assert_every_move_valued(hints: &[Hint], at: Position) {
        let valued = hints
            .iter()
            .fold(0u64, |set, h| set | 1 << h.square.index());
        assert_eq!(valued, at.board.legal_moves().0, "every legal move valued");
    }

    #[test]
    fn the_values_are_answered_by_a_worker_without_the_archive() {
        let at = position("f5d6");
        let FromWorker::Explored {
            id: 9,
            answer: Answer::Values { hints },
        } = answer(9, Ask::Values { position: at })
        else {
            panic!("no values")
        };
        assert_every_move_valued(&hints, at);
    }

    #[test]
    fn a_players_page_is_the_librarys_with_his_head_to_head() {
        let archive = ethello_archive::read(&bytes()).unwrap();
        let player = archive.search_players("nicolet stephane", 1)[0];
        let opponent = archive.search_players("tamenori", 1)[0];
        let asked = Ask::Player {
            player,
            opponent: Some(opponent),
        };
        let Answer::Player { profile } = ask(&archive, asked) else {
            panic!("no page")
        };
        let expected = archive.profile(player);
        assert_eq!(profile.total.games(), expected.total.games());
        assert_eq!(profile.years.len(), expected.years.len());
        assert_eq!(profile.as_black[0].0, expected.as_black[0].0);
        assert_eq!(profile.as_white[0].1.wins, expected.as_white[0].1.wins);
        let (together, record) = archive.head_to_head(player, opponent);
        let against = profile.against.expect("a head to head");
        assert_eq!(
            (against.games() as usize, against.wins),
            (together.len(), record.wins)
        );
        let nobody = Ask::Player {
            player: u16::MAX,
            opponent: None,
        };
        let Answer::Player { profile } = ask(&archive, nobody) else {
            panic!("no page")
        };
        assert_eq!(profile, Profile::default());
    }

    /// The games of a position in `order`, for every game of 1980.
    fn listed(archive: &Archive, order: GameOrder) -> Vec<GameRow> {
        let asked = Ask::Games {
            position: position("f5d6c3"),
            filter: ArchiveFilter {
                years: Some((1980, 1980)),
                ..ArchiveFilter::default()
            },
            order,
            offset: 0,
            limit: 1000,
        };
        match ask(archive, asked) {
            Answer::Games { total, games } if total as usize == games.len() => games,
            other => panic!("not the whole list: {other:?}"),
        }
    }

    #[test]
    fn the_games_come_in_the_order_chosen() {
        let archive = ethello_archive::read(&bytes()).unwrap();
        let sorted_by = |order, key: fn(&GameRow) -> (String, i32)| {
            let keys: Vec<_> = listed(&archive, order).iter().map(key).collect();
            assert!(keys.len() > 5, "{order:?}: {keys:?}");
            assert!(keys.windows(2).all(|w| w[0] <= w[1]), "{order:?}: {keys:?}");
        };
        sorted_by(GameOrder::Black, |g| (fold(&g.black), 0));
        sorted_by(GameOrder::White, |g| (fold(&g.white), 0));
        sorted_by(GameOrder::Tournament, |g| (fold(&g.tournament), 0));
        sorted_by(GameOrder::BlackBest, |g| {
            (String::new(), -(g.black_discs as i32))
        });
        sorted_by(GameOrder::WhiteBest, |g| {
            (String::new(), g.black_discs as i32)
        });
        let years = ArchiveFilter {
            years: Some((1980, 1990)),
            ..ArchiveFilter::default()
        };
        let first = |order| {
            let asked = Ask::Games {
                position: position("f5d6c3"),
                filter: years.clone(),
                order,
                offset: 0,
                limit: 1,
            };
            match ask(&archive, asked) {
                Answer::Games { games, .. } => games[0].year,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(
            (first(GameOrder::Newest), first(GameOrder::Oldest)),
            (1990, 1980)
        );
    }
}
