//! The explorer's messages: the page hands the tournament archive's file (`data/archive.bin`, which
//! it fetches only when the explorer opens) to a worker once ([`Ask::Load`]), then asks it about
//! positions, games and players; the worker reads the file once and keeps it (docs/archive.md).
//!
//! These types mirror the archive library's (`ethello-archive`, a dependency of the worker only):
//! the page never links the archive's code, so its download stays within its budget. A position is
//! its text form, as everywhere in the protocol; a square its number (0 = a1, 63 = h8); players and
//! tournaments their numbers in the archive's lists.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::as_text;
use ethello_engine::hints::Hint;
use ethello_engine::{Position, Square};

/// A question about the archive, inside the protocol's `ToWorker::Explore`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask")]
pub enum Ask {
    /// Read the archive file: answered with [`Answer::Loaded`] (or `Failed` when the bytes are not
    /// an archive). Sent once; later questions use it.
    Load {
        /// The file's bytes.
        bytes: Bytes,
    },
    /// The moves played from a position (any move order, any of the board's orientations) by the
    /// games the filter lets through: [`Answer::Stats`].
    Stats {
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// Which games count.
        filter: ArchiveFilter,
    },
    /// A page of the games that reached the position, in `order`: [`Answer::Games`].
    Games {
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
        /// Which games count.
        filter: ArchiveFilter,
        /// The list's order.
        order: GameOrder,
        /// How many games to skip.
        offset: u32,
        /// How many at most.
        limit: u32,
    },
    /// The players whose names match `text` (accents and case ignored), best first:
    /// [`Answer::Players`].
    Players {
        /// What was typed.
        text: String,
        /// How many at most.
        limit: u32,
    },
    /// The tournaments whose names match `text` (accents and case ignored), best first:
    /// [`Answer::Players`] (names found, tournaments here).
    Tournaments {
        /// What was typed.
        text: String,
        /// How many at most.
        limit: u32,
    },
    /// The engine's value of every legal move of `position`, from a short search (beside the
    /// humans' choices): [`Answer::Values`].
    Values {
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
    },
    /// A player's page, with his record against `opponent` when one is chosen:
    /// [`Answer::Player`].
    Player {
        /// The player's number.
        player: u16,
        /// The other player's number, for the head to head.
        opponent: Option<u16>,
    },
    /// The player's own games ("My games", [`games`](crate::training::games)' list text):
    /// kept by the worker for the questions whose filter is [`ArchiveFilter::mine`], answered
    /// with [`Answer::Loaded`] (their number), or `Failed` when the list does not read. Sent
    /// again whenever the list changed; it needs no archive.
    Mine {
        /// The list's text, one game a line.
        games: String,
    },
    /// A game's moves turned so that it shows `position` as asked (to open it there):
    /// [`Answer::Opened`].
    Open {
        /// The game's number (in the player's own list when `mine`).
        game: u32,
        /// The game is one of the player's own.
        mine: bool,
        /// The position (sent as text).
        #[serde(with = "as_text")]
        position: Position,
    },
}

impl Ask {
    /// True for a question about the player's own games ([`Ask::Mine`], or a filter that asks for
    /// them): answered without the archive, so the page sends it to a worker that is not reading
    /// the file.
    pub fn is_mine(&self) -> bool {
        match self {
            Ask::Mine { .. } => true,
            Ask::Stats { filter, .. } | Ask::Games { filter, .. } => filter.mine,
            Ask::Open { mine, .. } => *mine,
            _ => false,
        }
    }
}

/// The answer to an [`Ask`], inside the protocol's `FromWorker::Explored`.
/// Sent as [`AnswerWire`]'s tuple variants: reading field names costs the page code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "AnswerWire", into = "AnswerWire")]
pub enum Answer {
    /// The file is read.
    Loaded {
        /// Its games.
        games: u32,
    },
    /// A position's statistics.
    Stats {
        /// Every game that reached the position.
        tally: Tally,
        /// The moves played from it, most played first.
        moves: Vec<MoveRow>,
        /// Black's perfect-play margin, when the position has 24 empties and a game recorded it.
        exact: Option<i32>,
    },
    /// A page of games.
    Games {
        /// How many games in all.
        total: u32,
        /// The page's games.
        games: Vec<GameRow>,
    },
    /// Players found by name (tournaments, for [`Ask::Tournaments`]): their numbers and names.
    Players {
        /// Best match first.
        players: Vec<(u16, String)>,
    },
    /// The engine's values of a position's legal moves, for the side to move (empty when the
    /// search had no time to finish a pass).
    Values {
        /// Each legal move with its value.
        hints: Vec<Hint>,
    },
    /// A player's page.
    Player {
        /// What it shows.
        profile: Profile,
    },
    /// A game's moves from the start, in the frame of the position asked (empty when the game
    /// does not reach it).
    Opened {
        /// The game's number.
        game: u32,
        /// Its moves.
        moves: Vec<Square>,
    },
}

/// An [`Answer`] on the wire, each variant's fields in their order.
#[derive(Serialize, Deserialize)]
enum AnswerWire {
    Loaded(u32),
    Stats(Tally, Vec<MoveRow>, Option<i32>),
    Games(u32, Vec<GameRow>),
    Players(Vec<(u16, String)>),
    Opened(u32, Vec<Square>),
    Values(Vec<Hint>),
    Player(Profile),
}

impl From<AnswerWire> for Answer {
    fn from(wire: AnswerWire) -> Answer {
        match wire {
            AnswerWire::Loaded(games) => Answer::Loaded { games },
            AnswerWire::Stats(tally, moves, exact) => Answer::Stats {
                tally,
                moves,
                exact,
            },
            AnswerWire::Games(total, games) => Answer::Games { total, games },
            AnswerWire::Players(players) => Answer::Players { players },
            AnswerWire::Opened(game, moves) => Answer::Opened { game, moves },
            AnswerWire::Values(hints) => Answer::Values { hints },
            AnswerWire::Player(profile) => Answer::Player { profile },
        }
    }
}

impl From<Answer> for AnswerWire {
    fn from(answer: Answer) -> AnswerWire {
        match answer {
            Answer::Loaded { games } => AnswerWire::Loaded(games),
            Answer::Stats {
                tally,
                moves,
                exact,
            } => AnswerWire::Stats(tally, moves, exact),
            Answer::Games { total, games } => AnswerWire::Games(total, games),
            Answer::Players { players } => AnswerWire::Players(players),
            Answer::Opened { game, moves } => AnswerWire::Opened(game, moves),
            Answer::Values { hints } => AnswerWire::Values(hints),
            Answer::Player { profile } => AnswerWire::Player(profile),
        }
    }
}

/// Which games count: a player (and his colour), a tournament, a range of years; or, with
/// `mine`, the player's own games, by his colour, his opponent's name and the years.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveFilter {
    /// The player's own games ([`Ask::Mine`]'s) instead of the archive's: `side` is then the
    /// colour he had, and `player` and `tournament` do not count.
    pub mine: bool,
    /// With `mine`: text his opponent's name holds (case and accents ignored; empty: anyone).
    pub opponent: String,
    /// A player's number.
    pub player: Option<u16>,
    /// The colour the player had.
    pub side: PlayerSide,
    /// A tournament's number.
    pub tournament: Option<u16>,
    /// The first and last years, both included.
    pub years: Option<(u16, u16)>,
}

/// The order of a list of games (the explorer's sort choice).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameOrder {
    /// The latest year first.
    #[default]
    Newest,
    /// The earliest year first.
    Oldest,
    /// By black's name.
    Black,
    /// By white's name.
    White,
    /// By tournament's name.
    Tournament,
    /// Black's largest recorded margin first.
    BlackBest,
    /// White's largest recorded margin first.
    WhiteBest,
}

/// The colour a player filter asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerSide {
    /// His games as black.
    Black,
    /// His games as white.
    White,
    /// Both.
    #[default]
    Either,
}

/// Games and their results (by the disc count the archive records). Sent as an array of its five
/// numbers, as [`MoveRow`] and [`GameRow`] are sent as tuples: the page's download has a budget,
/// and field names cost code to read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "[i64; 5]", into = "[i64; 5]")]
pub struct Tally {
    /// Games.
    pub games: u32,
    /// Black's wins.
    pub black_wins: u32,
    /// Draws.
    pub draws: u32,
    /// White's wins.
    pub white_wins: u32,
    /// The sum of black's final disc differences.
    pub margin_sum: i64,
}

impl From<[i64; 5]> for Tally {
    fn from([games, black_wins, draws, white_wins, margin_sum]: [i64; 5]) -> Tally {
        let count = |n: i64| n as u32;
        Tally {
            games: count(games),
            black_wins: count(black_wins),
            draws: count(draws),
            white_wins: count(white_wins),
            margin_sum,
        }
    }
}

impl From<Tally> for [i64; 5] {
    fn from(t: Tally) -> [i64; 5] {
        let counts = [t.games, t.black_wins, t.draws, t.white_wins].map(i64::from);
        [counts[0], counts[1], counts[2], counts[3], t.margin_sum]
    }
}

impl Tally {
    /// Black's average final disc difference to one decimal (`"-0.8"`), empty without games.
    pub fn average(&self) -> String {
        average(self.margin_sum, self.games)
    }
}

/// An average disc difference to one decimal (`"-0.8"`), empty without games.
fn average(margin_sum: i64, games: u32) -> String {
    match games {
        0 => String::new(),
        n => format!("{:.1}", margin_sum as f64 / n as f64),
    }
}

/// One player's results, from his side. Sent as a [`Tally`] (his wins as black's, his losses as
/// white's): one reader for both keeps the page's download small.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Tally", into = "Tally")]
pub struct Record {
    /// His wins.
    pub wins: u32,
    /// His draws.
    pub draws: u32,
    /// His losses.
    pub losses: u32,
    /// The sum of his final disc differences.
    pub margin_sum: i64,
}

impl Record {
    /// His games.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// His average final disc difference to one decimal (`"3.1"`, `"-0.8"`), empty without
    /// games.
    pub fn average(&self) -> String {
        average(self.margin_sum, self.games())
    }
}

impl From<Tally> for Record {
    fn from(t: Tally) -> Record {
        Record {
            wins: t.black_wins,
            draws: t.draws,
            losses: t.white_wins,
            margin_sum: t.margin_sum,
        }
    }
}

impl From<Record> for Tally {
    fn from(r: Record) -> Tally {
        Tally {
            games: r.games(),
            black_wins: r.wins,
            draws: r.draws,
            white_wins: r.losses,
            margin_sum: r.margin_sum,
        }
    }
}

/// What a player's page shows. Sent as four lists of named rows (one reader for all: the page's
/// download has a budget): his years then his total (named `""`), his openings as black, as white,
/// and his head to head (no row, or one named `""`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<Vec<Row>>", into = "Vec<Vec<Row>>")]
pub struct Profile {
    /// All his games.
    pub total: Record,
    /// His results by year, in increasing years (each year as text, a row like an opening's).
    pub years: Vec<Row>,
    /// The openings he played as black (their English names), most played first.
    pub as_black: Vec<Row>,
    /// The openings he played as white, most played first.
    pub as_white: Vec<Row>,
    /// His record against the opponent asked for, if one was.
    pub against: Option<Record>,
}

/// A named row of a player's page: a year or an opening, and his record there.
pub type Row = (String, Record);

impl From<Vec<Vec<Row>>> for Profile {
    fn from(lists: Vec<Vec<Row>>) -> Profile {
        let mut lists = lists.into_iter();
        let mut years = lists.next().unwrap_or_default();
        let total = years.pop().map(|t| t.1).unwrap_or_default();
        let (as_black, as_white) = (lists.next(), lists.next());
        let against = lists.next().and_then(|a| a.first().map(|r| r.1));
        Profile {
            total,
            years,
            as_black: as_black.unwrap_or_default(),
            as_white: as_white.unwrap_or_default(),
            against,
        }
    }
}

impl From<Profile> for Vec<Vec<Row>> {
    fn from(p: Profile) -> Vec<Vec<Row>> {
        let mut years = p.years;
        years.push((String::new(), p.total));
        let against = p.against.map(|r| (String::new(), r));
        vec![years, p.as_black, p.as_white, against.into_iter().collect()]
    }
}

/// One move played from a position (sent as a pair).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "(Square, Tally)", into = "(Square, Tally)")]
pub struct MoveRow {
    /// The square, in the frame of the position asked.
    pub square: Square,
    /// Its games and results.
    pub tally: Tally,
}

/// One game of a list (sent as a tuple).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "GameTuple", into = "GameTuple")]
pub struct GameRow {
    /// Its number in the archive.
    pub game: u32,
    /// The year.
    pub year: u16,
    /// The tournament's name.
    pub tournament: String,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// Black's recorded disc count (white's is 64 minus it).
    pub black_discs: u8,
    /// Black's and white's numbers in the archive's list of players (a player's page opens from
    /// them); none for the player's own games.
    pub players: Option<(u16, u16)>,
}

impl From<(Square, Tally)> for MoveRow {
    fn from((square, tally): (Square, Tally)) -> MoveRow {
        MoveRow { square, tally }
    }
}

impl From<MoveRow> for (Square, Tally) {
    fn from(r: MoveRow) -> (Square, Tally) {
        (r.square, r.tally)
    }
}

/// A [`GameRow`] on the wire: game, year, tournament, black, white, black's discs, and black's
/// and white's numbers ([`NO_PLAYER`] for both where there are none: two more numbers cost the
/// page's reader less than an optional pair).
type GameTuple = (u32, u16, String, String, String, u8, u16, u16);

/// A [`GameRow`]'s players on the wire when it has none (the player's own games).
const NO_PLAYER: u16 = u16::MAX;

impl From<GameTuple> for GameRow {
    fn from(wire: GameTuple) -> GameRow {
        let (game, year, tournament, black, white, black_discs, b, w) = wire;
        let players = (b != NO_PLAYER).then_some((b, w));
        GameRow {
            game,
            year,
            tournament,
            black,
            white,
            black_discs,
            players,
        }
    }
}

impl From<GameRow> for GameTuple {
    fn from(g: GameRow) -> GameTuple {
        (
            g.game,
            g.year,
            g.tournament,
            g.black,
            g.white,
            g.black_discs,
            g.players.map_or(NO_PLAYER, |p| p.0),
            g.players.map_or(NO_PLAYER, |p| p.1),
        )
    }
}

/// Bytes that travel as one typed array (a `Uint8Array` through serde-wasm-bindgen), not as an
/// array of numbers: the archive's two megabytes cross to the worker in one copy.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl std::fmt::Debug for Bytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bytes({} bytes)", self.0.len())
    }
}

impl Serialize for Bytes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(&self.0)
    }
}

impl<'de> Deserialize<'de> for Bytes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Bytes, D::Error> {
        d.deserialize_byte_buf(BytesVisitor)
    }
}

/// Takes bytes as a deserializer gives them: a buffer, or a sequence of numbers (JSON).
struct BytesVisitor;

impl<'de> serde::de::Visitor<'de> for BytesVisitor {
    type Value = Bytes;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("bytes")
    }

    fn visit_bytes<E: serde::de::Error>(self, v: &[u8]) -> Result<Bytes, E> {
        Ok(Bytes(v.to_vec()))
    }

    fn visit_byte_buf<E: serde::de::Error>(self, v: Vec<u8>) -> Result<Bytes, E> {
        Ok(Bytes(v))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Bytes, A::Error> {
        let mut bytes = Vec::new();
        while let Some(b) = seq.next_element()? {
            bytes.push(b);
        }
        Ok(Bytes(bytes))
    }
}
