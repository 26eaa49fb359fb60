//! The opening explorer's state (issue 50, docs/archive.md): a board the player plays moves on, the
//! filters, and what the worker last said about the position (its moves with their results, a page
//! of the games that reached it, the players or tournaments matching the name typed).
//!
//! Pure: the explorer says which questions ([`Ask`]) to send and takes the answers back; the
//! caller gives each question its id, and an answer whose id is not the latest of its kind is stale
//! and ignored (the player played on, or changed a filter, before it came). The archive's file is
//! asked for only when the explorer opens ([`Explorer::needs_file`]); the worker keeps it.
//!
//! The address is `#explore` (the start) or `#explore=TRANSCRIPT` ([`Explorer::address`],
//! [`Explorer::from_address`]).
//!
//! "My games" ([`Explorer::mine`]) asks the same questions over the player's own games, which
//! the worker is sent first ([`Ask::Mine`], again whenever the list changed): no archive file is
//! needed, the player filter is the opponent's name as typed (no suggestions), and the
//! tournament filter does not count.
//!
//! The analysis board's panel ([`Panel`]) shares the file and the worker: while it is open it asks
//! for the moves of the board's position (any position, over every game, without the filters);
//! its answers are kept apart from the explorer's own.

use ethello_engine::hints::Hint;
use ethello_engine::{Game, Position, Square};
use ethello_model::protocol::explore::{
    Answer, ArchiveFilter, Ask, GameOrder, GameRow, MoveRow, PlayerSide, Tally,
};

pub use crate::pick::Pick;
use crate::player_page::PlayerPage;

/// Games in a page of the list.
pub const GAMES_PAGE: u32 = 10;

/// Players (or tournaments) the name search suggests.
pub const SUGGESTIONS: u32 = 8;

/// Where the archive's file stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum FileState {
    /// Not fetched yet.
    #[default]
    Absent,
    /// Fetched, or being read by the worker.
    Loading,
    /// Read: questions may be asked.
    Ready,
    /// The fetch or the read failed, with the reason.
    Failed(String),
}

/// What kind of question an id was given to (the latest of each kind is awaited).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Load,
    Stats,
    Games,
    Names(Which),
    Open,
    Values,
    Panel,
    Player,
    Mine,
}

/// Which filter by name: a player's, or a tournament's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The player filter (`explorer-player`).
    Player,
    /// The tournament filter.
    Tournament,
    /// The player page's opponent, for the head to head.
    Opponent,
}

/// The panel on the analysis board: whether it is open, and the archive's moves for the position
/// it last asked about (`at`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Panel {
    /// Opened by the player (the file is fetched then, not before).
    pub open: bool,
    /// The position the rows are for (asked, or answered).
    pub at: Option<Position>,
    /// The position's games and results, once answered.
    pub tally: Option<Tally>,
    /// The moves played from the position, most played first.
    pub rows: Vec<MoveRow>,
    /// Black's perfect-play margin, where the archive records it (24 or 25 empties).
    pub exact: Option<i32>,
}

/// The explorer: its board, filters and answers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Explorer {
    /// The moves played on its board from the start (passes implicit).
    pub moves: Vec<Square>,
    /// The archive's file.
    pub file: FileState,
    /// The player filter.
    pub player: Pick,
    /// The tournament filter.
    pub tournament: Pick,
    /// The colour the chosen player had.
    pub side: PlayerSide,
    /// The years' text as typed (`FROM-TO` or one year; empty: every year).
    pub years_text: String,
    /// The position's games and results, once answered.
    pub tally: Option<Tally>,
    /// The moves played from the position, most played first.
    pub rows: Vec<MoveRow>,
    /// Black's perfect-play margin, where the archive records it (24 or 25 empties).
    pub exact: Option<i32>,
    /// The engine's values of the position's legal moves (a short search in the worker).
    pub values: Vec<Hint>,
    /// The position the values were last asked for.
    valued: Option<Position>,
    /// The games list's order.
    pub order: GameOrder,
    /// The games that reached the position: how many, and the page shown.
    pub games: (u32, Vec<GameRow>),
    /// The page of games shown, from 0.
    pub page: u32,
    /// A game opened at the position: its moves in the position's frame.
    pub opened: Option<(u32, Vec<Square>)>,
    /// The panel on the analysis board.
    pub panel: Panel,
    /// The player page.
    pub player_page: PlayerPage,
    /// "My games": the player's own games instead of the archive's.
    pub mine: bool,
    /// The player's games the worker was last sent: how many, and the last one's id.
    pub mine_sent: Option<(usize, String)>,
    /// The ids given to questions so far (the last one's).
    pub ids: u32,
    awaited: Vec<(Kind, u32)>,
}

impl Explorer {
    /// The explorer at the start.
    pub fn new() -> Explorer {
        Explorer::default()
    }

    /// The explorer an address asks for (`explore` or `explore=f5d6`, without the `#`); `None` for
    /// another address, or a transcript that does not replay.
    pub fn from_address(address: &str) -> Option<Explorer> {
        let rest = address.strip_prefix("explore")?;
        let transcript = match rest {
            "" => "",
            _ => rest.strip_prefix('=')?,
        };
        let game = Game::from_transcript(transcript).ok()?;
        let moves = game.squares().collect();
        Some(Explorer {
            moves,
            ..Explorer::default()
        })
    }

    /// The address of the explorer's position: `explore` or `explore=f5d6...`.
    pub fn address(&self) -> String {
        match self.moves.is_empty() {
            true => "explore".into(),
            false => format!("explore={}", self.transcript()),
        }
    }

    /// The moves as a transcript (`f5d6`).
    pub fn transcript(&self) -> String {
        self.moves.iter().map(|s| s.to_string()).collect()
    }

    /// The game on the explorer's board.
    pub fn game(&self) -> Game {
        let mut game = Game::new();
        for &sq in &self.moves {
            game.play(sq).expect("the explorer keeps legal moves only");
        }
        game
    }

    /// The position on the explorer's board.
    pub fn position(&self) -> Position {
        self.game().position()
    }

    /// Plays a move on the explorer's board; false (nothing changes) when it is not legal.
    pub fn play(&mut self, sq: Square) -> bool {
        let legal = self.game().play(sq).is_ok();
        if legal {
            self.moves.push(sq);
            self.moved();
        }
        legal
    }

    /// Takes back moves to `ply` moves from the start (nothing when the board has fewer).
    pub fn back_to(&mut self, ply: usize) {
        if ply < self.moves.len() {
            self.moves.truncate(ply);
            self.moved();
        }
    }

    /// The position changed: its answers are gone, the games list starts again.
    fn moved(&mut self) {
        self.tally = None;
        self.exact = None;
        self.values.clear();
        self.rows.clear();
        self.page = 0;
        self.opened = None;
    }

    /// The years typed, when they read (`1990-1999` or `2001`); `None` for every year.
    pub fn years(&self) -> Option<(u16, u16)> {
        let year = |t: &str| t.trim().parse::<u16>().ok();
        let text = self.years_text.trim();
        let (from, to) = match text.split_once('-') {
            Some((a, b)) => (year(a)?, year(b)?),
            None => (year(text)?, year(text)?),
        };
        (from <= to).then_some((from, to))
    }

    /// True when the years' text is neither empty nor a range that reads.
    pub fn years_invalid(&self) -> bool {
        !self.years_text.trim().is_empty() && self.years().is_none()
    }

    /// The filter the inputs ask for (over the player's own games, the player filter's text is
    /// his opponent's name).
    pub fn filter(&self) -> ArchiveFilter {
        let mine = self.mine;
        ArchiveFilter {
            mine,
            opponent: if mine {
                self.player.text.clone()
            } else {
                String::new()
            },
            player: self.player.chosen.as_ref().map(|p| p.0),
            side: self.side,
            tournament: self.tournament.chosen.as_ref().map(|t| t.0),
            years: self.years(),
        }
    }

    /// Switches between the archive's games and the player's own (`mine`); true when it changed
    /// (the answers are gone, the list starts again).
    pub fn switch(&mut self, mine: bool) -> bool {
        let changed = self.mine != mine;
        if changed {
            self.mine = mine;
            self.tally = None;
            self.rows.clear();
            self.exact = None;
            self.games = (0, Vec::new());
            self.page = 0;
        }
        changed
    }

    /// The question that sends the player's games (`text`, their list; `sent`, how many and the
    /// last one's id), unless the worker has these already.
    pub fn mine_question(&mut self, id: u32, sent: (usize, String), text: &str) -> Option<Ask> {
        if self.mine_sent.as_ref() == Some(&sent) {
            return None;
        }
        self.mine_sent = Some(sent);
        self.await_answer(Kind::Mine, id);
        Some(Ask::Mine { games: text.into() })
    }

    /// True when `id` is the question that hands the worker the archive's file.
    pub fn is_load(&self, id: u32) -> bool {
        self.awaited.contains(&(Kind::Load, id))
    }

    /// The filter by name `which`.
    pub fn pick(&mut self, which: Which) -> &mut Pick {
        match which {
            Which::Player => &mut self.player,
            Which::Tournament => &mut self.tournament,
            Which::Opponent => &mut self.player_page.opponent,
        }
    }

    /// A name typed: the choice is dropped unless the text is its name. True when a choice was
    /// dropped (the statistics change).
    pub fn type_name(&mut self, which: Which, text: &str) -> bool {
        let pick = self.pick(which);
        pick.text = text.into();
        let dropped = pick.chosen.as_ref().is_some_and(|p| p.1 != text);
        if dropped {
            pick.chosen = None;
            self.page = 0;
        }
        dropped
    }

    /// A name chosen among the suggestions.
    pub fn choose(&mut self, which: Which, number: u16, name: &str) {
        *self.pick(which) = Pick {
            text: name.into(),
            chosen: Some((number, name.into())),
            suggestions: Vec::new(),
        };
        self.page = 0;
    }

    /// True when the archive's file must be fetched (the explorer just opened).
    pub fn needs_file(&self) -> bool {
        self.file == FileState::Absent
    }

    /// The question that hands the worker the file's bytes.
    pub fn load(&mut self, id: u32, bytes: Vec<u8>) -> Ask {
        self.file = FileState::Loading;
        self.await_answer(Kind::Load, id);
        Ask::Load {
            bytes: ethello_model::protocol::explore::Bytes(bytes),
        }
    }

    /// The questions the position and filters need, each with its id from `next_id`: its
    /// statistics, a page of its games and, once for each position, the engine's values of its
    /// moves (none before the file is read; the values do not follow the filters).
    pub fn questions(&mut self, next_id: &mut dyn FnMut() -> u32) -> Vec<(u32, Ask)> {
        if self.file != FileState::Ready && !self.mine {
            return Vec::new();
        }
        let (position, filter) = (self.position(), self.filter());
        let stats = Ask::Stats {
            position,
            filter: filter.clone(),
        };
        let games = Ask::Games {
            position,
            filter,
            order: self.order,
            offset: self.page * GAMES_PAGE,
            limit: GAMES_PAGE,
        };
        let (a, b) = (next_id(), next_id());
        self.await_answer(Kind::Stats, a);
        self.await_answer(Kind::Games, b);
        let mut asked = vec![(a, stats), (b, games)];
        if self.valued != Some(position) {
            let c = next_id();
            self.valued = Some(position);
            self.await_answer(Kind::Values, c);
            asked.push((c, Ask::Values { position }));
        }
        asked
    }

    /// The question for the names matching the text typed in filter `which` (none for fewer than
    /// two letters).
    pub fn name_question(&mut self, which: Which, id: u32) -> Option<Ask> {
        let ready = self.file == FileState::Ready && !self.mine;
        let pick = self.pick(which);
        let text = pick.text.trim().to_string();
        if text.chars().count() < 2 || !ready {
            pick.suggestions.clear();
            return None;
        }
        self.await_answer(Kind::Names(which), id);
        let limit = SUGGESTIONS;
        Some(match which {
            Which::Tournament => Ask::Tournaments { text, limit },
            _ => Ask::Players { text, limit },
        })
    }

    /// The question that opens a listed game at the position.
    pub fn open_question(&mut self, id: u32, game: u32) -> Ask {
        self.await_answer(Kind::Open, id);
        Ask::Open {
            game,
            mine: self.mine,
            position: self.position(),
        }
    }

    /// The player page's question (none when it is closed, or before the file is read).
    pub fn player_question(&mut self, id: u32) -> Option<Ask> {
        if self.file != FileState::Ready {
            return None;
        }
        let ask = self.player_page.question()?;
        self.await_answer(Kind::Player, id);
        Some(ask)
    }

    /// The panel's question for `position` (its moves over every game); `None` before the file
    /// is read. The panel's rows are cleared until the answer comes.
    pub fn panel_question(&mut self, id: u32, position: Position) -> Option<Ask> {
        if self.file != FileState::Ready {
            return None;
        }
        self.panel = Panel {
            open: self.panel.open,
            at: Some(position),
            ..Panel::default()
        };
        self.await_answer(Kind::Panel, id);
        Some(Ask::Stats {
            position,
            filter: ArchiveFilter::default(),
        })
    }

    /// Awaits `id` as the latest question of its kind.
    fn await_answer(&mut self, kind: Kind, id: u32) {
        self.awaited.retain(|(k, _)| *k != kind);
        self.awaited.push((kind, id));
    }

    /// True when `id` is an awaited question's: the page routes the worker's replies by it.
    pub fn awaits(&self, id: u32) -> bool {
        self.awaited.iter().any(|&(_, i)| i == id)
    }

    /// Takes an answer; false (nothing changes) when it is stale.
    pub fn receive(&mut self, id: u32, answer: Answer) -> bool {
        let Some(at) = self.awaited.iter().position(|&(_, i)| i == id) else {
            return false;
        };
        let kind = self.awaited.remove(at).0;
        match answer {
            Answer::Loaded { .. } if kind == Kind::Mine => {}
            Answer::Loaded { .. } => self.file = FileState::Ready,
            Answer::Stats {
                tally,
                moves,
                exact,
            } if kind == Kind::Panel => {
                self.panel.tally = Some(tally);
                self.panel.rows = moves;
                self.panel.exact = exact;
            }
            Answer::Stats {
                tally,
                moves,
                exact,
            } => {
                self.tally = Some(tally);
                self.rows = moves;
                self.exact = exact;
            }
            Answer::Games { total, games } => self.games = (total, games),
            Answer::Players { players } => {
                if let Kind::Names(which) = kind {
                    self.pick(which).suggestions = players;
                }
            }
            Answer::Opened { game, moves } => self.opened = Some((game, moves)),
            Answer::Values { hints } => self.values = hints,
            Answer::Player { profile } => self.player_page.profile = Some(profile),
        }
        true
    }

    /// A question failed: a failed read of the file is kept to be shown; `false` when stale.
    pub fn failed(&mut self, id: u32, message: &str) -> bool {
        let Some(at) = self.awaited.iter().position(|&(_, i)| i == id) else {
            return false;
        };
        if self.awaited.remove(at).0 == Kind::Load {
            self.file = FileState::Failed(message.into());
        }
        true
    }

    /// The number of pages of games (at least 1).
    pub fn pages(&self) -> u32 {
        self.games.0.div_ceil(GAMES_PAGE).max(1)
    }
}

/// A move's results as the table shows them: the counts, black's average, and the bar's three
/// parts in percent of its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowView {
    /// The square's name (`d6`).
    pub square: String,
    /// Games, black's wins, draws, white's wins.
    pub counts: [u32; 4],
    /// Black's average final disc difference, one decimal (`data-avg`).
    pub average: String,
    /// Black's wins, draws and white's wins in whole percent of the games (summing to 100).
    pub bar: [u32; 3],
    /// The move's share of the position's games, in whole percent.
    pub share: u32,
}

/// A table's rows from a position's tally and moves (the explorer's, or the panel's), most played
/// first.
pub fn row_views(tally: Option<Tally>, rows: &[MoveRow]) -> Vec<RowView> {
    let all = tally.map_or(0, |t| t.games).max(1);
    let percent = |n: u32, of: u32| (n as u64 * 100 / of.max(1) as u64) as u32;
    let view = |r: &MoveRow| {
        let t = r.tally;
        let (b, d) = (percent(t.black_wins, t.games), percent(t.draws, t.games));
        RowView {
            square: r.square.to_string(),
            counts: [t.games, t.black_wins, t.draws, t.white_wins],
            average: t.average(),
            bar: [b, d, 100 - b - d],
            share: percent(t.games, all),
        }
    };
    rows.iter().map(view).collect()
}
