//! What [`update`](super::update) asks the browser to do. Effects carry everything they need, change
//! no state, and report back (if at all) through a new [`Msg`].

use super::model::Prefs;
use super::msg::Msg;
use super::online::OnlineFx;
use super::poster::Poster;
use super::trophies::Trophy;
use super::words::{Lang, Phrase};
use ethello_engine::Square;
use ethello_model::protocol::ToWorker;
use ethello_model::savefile::SaveGame;

/// One thing for the runtime to do, in the order given.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Play a sound from its start (the model only asks when sound is on).
    Sound(Sound),
    /// Stop every sound (sound was just turned off).
    StopSounds,
    /// Say this to screen readers now: the runtime empties the polite live region and writes the
    /// phrase's words there, in the language shown (the model keeps it as
    /// [`Model::announced`](super::Model), which a change of language re-words).
    Announce(Phrase),
    /// Remember the preferences in browser storage.
    StorePrefs(Prefs),
    /// Add a trophy to the shelf in browser storage; the runtime stamps today's date, which the
    /// model does not know.
    AddTrophy(Trophy),
    /// Empty the trophy shelf in browser storage.
    ClearTrophies,
    /// Remember the game in progress (`.etl` text), or forget it (`None`).
    StoreGame(Option<String>),
    /// Download a save file; the runtime stamps `saved_at` with the date, which the model does not
    /// know. A failure comes back as [`Msg::SaveFailed`].
    Download {
        /// The suggested file name.
        name: String,
        /// The file's contents (boxed: it is much larger than the other effects).
        save: Box<SaveGame>,
    },
    /// Open the browser's file chooser (its answer comes back as [`Msg::FileChosen`]).
    PickFile,
    /// Read the chosen file (comes back as [`Msg::FileRead`] or [`Msg::FileUnreadable`]).
    ReadFile {
        /// Its name, echoed in the answer.
        name: String,
    },
    /// Put text on the clipboard.
    CopyText(String),
    /// Download a PNG picture of the board (the runtime stamps the date on it and in its name).
    SavePicture(Box<Poster>),
    /// Put a link to this page with this part after the address (`#f5d6c3`) on the clipboard.
    CopyLink(String),
    /// Start a fresh worker in `slot` of the pool (ending the one there); its messages come back
    /// tagged with `generation`.
    SpawnWorker {
        /// The worker's place in the pool.
        slot: usize,
        /// The number of this worker: replies from replaced ones are ignored.
        generation: u32,
    },
    /// End the worker of `slot` and every worker after it (the pool shrank, or died: 0).
    StopWorkers {
        /// The first slot ended.
        from: usize,
    },
    /// Post a request to the worker of `slot`.
    Post {
        /// The worker's place in the pool.
        slot: usize,
        /// The request.
        request: ToWorker,
    },
    /// Send `msg` after `ms` milliseconds.
    After {
        /// The delay.
        ms: f64,
        /// What to send then.
        msg: Box<Msg>,
    },
    /// Send [`Msg::Frame`] before the next repaint.
    NextFrame,
    /// Move the keyboard focus.
    Focus(Focus),
    /// Fetch the catalogue of a language (`www/lang/CODE.txt`); it comes back as
    /// [`Msg::WordsLoaded`].
    LoadWords(Lang),
    /// Fetch the puzzle file (it comes back as [`TrainMsg::PuzzlesLoaded`] or
    /// [`TrainMsg::PuzzlesFailed`]).
    ///
    /// [`TrainMsg::PuzzlesLoaded`]: super::msg::TrainMsg::PuzzlesLoaded
    /// [`TrainMsg::PuzzlesFailed`]: super::msg::TrainMsg::PuzzlesFailed
    FetchPuzzles,
    /// Fetch the reason drills' file (`data/drills.txt`); its text comes back as
    /// [`TrainMsg::DrillsLoaded`](super::msg::TrainMsg::DrillsLoaded), or why not as
    /// [`TrainMsg::DrillsFailed`](super::msg::TrainMsg::DrillsFailed).
    FetchDrills,
    /// Fetch the tournament archive's file (`data/archive.bin`); its bytes come back as
    /// [`ExploreMsg::Fetched`](super::msg::ExploreMsg::Fetched).
    FetchArchive,
    /// Post a question to the explorer's own worker (started on the first; the pool's workers
    /// never hold the archive); its replies come back as
    /// [`ExploreMsg::Reply`](super::msg::ExploreMsg::Reply).
    Explore(ToWorker),
    /// Start the explainer, the explanations' own worker (its messages come back as
    /// [`Msg::Explainer`], its failure as [`Msg::ExplainerDied`]).
    StartExplainer,
    /// Post a question to the explainer (only once it has said `Ready`).
    Explain(ToWorker),
    /// Remember the training progress (its file's text) in browser storage.
    StoreProgress(String),
    /// Download a text file.
    DownloadText {
        /// The suggested file name.
        name: String,
        /// Its text.
        text: String,
    },
    /// Open the file chooser for a progress file (its bytes come back as
    /// [`TrainMsg::ImportRead`](super::msg::TrainMsg::ImportRead)).
    PickProgressFile,
    /// Move the stored progress, which did not read, aside (under another key), so that nothing
    /// overwrites it.
    SetAsideProgress,
    /// Replace the player's stored games ("My games", their list's text).
    StoreGames(String),
    /// Move the stored games, which did not read, aside (under another key), so that nothing
    /// overwrites them.
    SetAsideGames,
    /// Replace the stored trophy shelf (an imported progress brings its own).
    ReplaceTrophies(Vec<Trophy>),
    /// The online game's socket, storage and address.
    Online(OnlineFx),
}

impl Effect {
    /// True for what talks to the workers (start, end, post): the runtime carries these out before
    /// it draws the page, so that a worker computes while the page draws (the split search's answers
    /// come back sooner); the others after, in order.
    pub fn is_pool(&self) -> bool {
        matches!(
            self,
            Effect::SpawnWorker { .. } | Effect::StopWorkers { .. } | Effect::Post { .. }
        )
    }
}

/// Where the keyboard focus goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Focus {
    /// The board cell of a square.
    Board(Square),
    /// The open scene's Continue button.
    SceneButton,
    /// The Pass button of the notice a human who has no move must answer.
    PassButton,
    /// The heading of the explorer's player page, just opened.
    PlayerPage,
}

/// The game's sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A black disc is placed.
    MoveBlack,
    /// A white disc is placed.
    MoveWhite,
    /// A game starts.
    Start,
    /// The computer took a corner.
    CornerGloat,
    /// A human took a corner.
    CornerCongrats,
    /// The human (or, between humans, someone) won.
    Win,
    /// The human lost to the computer.
    Loss,
    /// A draw.
    Draw,
    /// A human's clock is down to ten seconds.
    ClockWarning,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 9] = [
        Sound::MoveBlack,
        Sound::MoveWhite,
        Sound::Start,
        Sound::CornerGloat,
        Sound::CornerCongrats,
        Sound::Win,
        Sound::Loss,
        Sound::Draw,
        Sound::ClockWarning,
    ];

    /// The sound's name, the base of its file and the page element's id suffix.
    pub const fn name(self) -> &'static str {
        match self {
            Sound::MoveBlack => "move-black",
            Sound::MoveWhite => "move-white",
            Sound::Start => "start",
            Sound::CornerGloat => "corner-gloat",
            Sound::CornerCongrats => "corner-congrats",
            Sound::Win => "win",
            Sound::Loss => "loss",
            Sound::Draw => "draw",
            Sound::ClockWarning => "clock-warning",
        }
    }

    /// The file under `www/sounds/`: the two clicks are WAV (MP3's encoder delay would put silence
    /// in front of them), the longer sounds MP3 (`tools/gen_sounds.py` makes both).
    pub fn file(self) -> String {
        let ext = match self {
            Sound::MoveBlack | Sound::MoveWhite => "wav",
            _ => "mp3",
        };
        format!("{}.{ext}", self.name())
    }
}
