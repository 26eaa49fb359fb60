//! The page's element ids: every `id` of `index.html`, and the few the view creates, as constants.
//! The page's program (`ethello-page`) names elements only through these, so a renamed or missing
//! element is found in one place; a native test (tests/layers.rs) checks that `index.html` has
//! exactly the ids of [`IN_HTML`], in its order, and the DOM helpers treat a missing element as an
//! error in debug builds.
//!
//! The constants are named by the words of docs/design.md ("Words") (review, study, hints,
//! replay); a few DOM ids keep older names (`review` for the replay bar, `analysis...` for the
//! review and the study's best move), because the browser tests and the `data-testid`s use them.
//!
//! Pure data for every target: the native tests read it too.

/// Declares each id of `index.html` once, in page order, as `NAME = "id" <tag>;` (a note may follow
/// the tag): the constant, its documentation (the element it names) and its place in [`IN_HTML`].
macro_rules! ids {
    ($($name:ident = $id:literal <$tag:ident> $($note:literal)?;)*) => {
        $(
            #[doc = concat!(
                "`<", stringify!($tag), " id=\"", $id, "\">` in index.html", $(": ", $note,)? "."
            )]
            pub const $name: &str = $id;
        )*
        /// Every id of index.html, in page order.
        pub const IN_HTML: &[&str] = &[$($name),*];
    };
}

ids! {
    APP = "app" <main>;
    TITLE_SCREEN = "title-screen" <section>;
    TITLE_HEADING = "title-heading" <h1>;
    BTN_CONTINUE = "btn-continue" <button>;
    BTN_PLAY = "btn-play" <button>;
    BTN_TRAIN = "btn-train" <button>;
    BTN_STUDY = "btn-study" <button>;
    BTN_EXPLORE = "btn-explore" <button>;
    BTN_HOWTO = "btn-howto" <button>;
    BTN_OPTIONS = "btn-options" <button>;
    TITLE_RATING = "title-rating" <p>;
    PLAYER_RATING = "player-rating" <b>;
    SHELF = "shelf" <section>;
    SHELF_HEADING = "shelf-heading" <h2>;
    CHARACTER_TROPHY = "character-trophy" <template> "a character's place on the shelf, copied for each";
    CHOOSE_SCREEN = "choose-screen" <section>;
    CHOOSE_HEADING = "choose-heading" <h2>;
    CHARACTER_CARD = "character-card" <template> "a character's card, copied for each";
    WILLY_LEVEL = "willy-level" <select>;
    WILLY_BAND = "willy-band" <span>;
    WILLY_ADAPT = "willy-adapt" <input>;
    WILLY_SUGGEST = "willy-suggest" <p>;
    ONLINE_CREATE = "online-create" <button> "Play a friend online (`data-testid=\"online-create\"`)";
    ONLINE_COLOR = "online-color" <select> "the colour of the next online game created";
    ONLINE_NAME = "online-name" <input> "the player's name online (remembered)";
    WATCH_BLACK = "watch-black" <select>;
    WATCH_WHITE = "watch-white" <select>;
    OPTIONS_BOX = "options-box" <fieldset>;
    COMPUTER_FIRST = "computer-first" <input>;
    BALANCED = "balanced" <input>;
    CLOCK_MINUTES = "clock-minutes" <select> "the next game's clock, minutes a side";
    CLOCK_INCREMENT = "clock-increment" <select> "the next game's increment, seconds a move";
    INPUT_NAME_BLACK = "input-name-black" <input>;
    INPUT_NAME_WHITE = "input-name-white" <input>;
    TRAIN_SCREEN = "train-screen" <section>;
    TRAIN_HEADING = "train-heading" <h2>;
    TRAIN_RATING = "train-rating" <b>;
    TRAIN_RATING_NOTE = "train-rating-note" <p>;
    RATING_GRAPH = "rating-graph" <div>;
    BTN_WEAK_SPOTS = "btn-weak-spots" <button> "opens the weak-spots page from Train";
    TRAIN_STATUS = "train-status" <p>;
    PUZZLES_HEADING = "puzzles-heading" <h3>;
    FILTER_KIND = "filter-kind" <select>;
    FILTER_THEME = "filter-theme" <select>;
    FILTER_BAND = "filter-band" <select>;
    BTN_PUZZLES = "btn-puzzles" <button>;
    PUZZLES_DONE = "puzzles-done" <p>;
    DAILY_HEADING = "daily-heading" <h3>;
    BTN_DAILY = "btn-daily" <button>;
    DAILY_DONE = "daily-done" <p>;
    STREAK_HEADING = "streak-heading" <h3>;
    BTN_STREAK = "btn-streak" <button>;
    STORM_HEADING = "storm-heading" <h3>;
    BTN_STORM = "btn-storm" <button>;
    RUSH_BESTS = "rush-bests" <p> "the bests of Streak and Storm";
    REASONS_HEADING = "reasons-heading" <h3>;
    BTN_REASONS = "btn-reasons" <button>;
    MISTAKES_HEADING = "mistakes-heading" <h3>;
    MISTAKES_DUE = "mistakes-due" <p>;
    BTN_MISTAKES = "btn-mistakes" <button>;
    LINES_HEADING = "lines-heading" <h3>;
    LINE_OPENING = "line-opening" <select>;
    LINE_COLOR = "line-color" <select>;
    BTN_LINE = "btn-line" <button>;
    LINES_NOTE = "lines-note" <p>;
    PROGRESS_HEADING = "progress-heading" <h3>;
    BTN_EXPORT = "btn-export" <button>;
    BTN_IMPORT = "btn-import" <button>;
    PROGRESS_INPUT = "progress-input" <input>;
    WEAK_SPOTS = "weak-spots" <section> "the weak-spots page (`Screen::WeakSpots`)";
    WEAK_SPOTS_HEADING = "weak-spots-heading" <h2>;
    WEAK_SPOTS_SUMMARY = "weak-spots-summary" <p> "the weakest spot in a sentence, or the empty state";
    WEAK_SPOTS_TABLE = "weak-spots-table" <table>;
    WEAK_SPOTS_BODY = "weak-spots-body" <tbody> "the view fills it with a row a topic";
    EXPLORE_SCREEN = "explore-screen" <section>;
    EXPLORE_HEADING = "explore-heading" <h2>;
    EXPLORE_BOARD = "explore-board" <div> "the view fills it with 64 square buttons";
    EXPLORE_LINE = "explore-line" <p>;
    BTN_EXPLORE_FIRST = "btn-explore-first" <button>;
    BTN_EXPLORE_PREV = "btn-explore-prev" <button>;
    BTN_EXPLORE_BACK = "btn-explore-back" <button>;
    EXPLORE_PLAYER = "explore-player" <input>;
    EXPLORE_SIDE = "explore-side" <select>;
    EXPLORE_TOURNAMENT = "explore-tournament" <input>;
    EXPLORE_TOURNAMENTS = "explore-tournaments" <ul> "the tournaments matching the text typed";
    EXPLORE_YEARS = "explore-years" <input>;
    EXPLORE_SUGGESTIONS = "explore-suggestions" <ul>;
    EXPLORE_STATUS = "explore-status" <p>;
    EXPLORE_MOVES = "explore-moves" <tbody>;
    EXPLORE_SORT = "explore-sort" <select>;
    EXPLORE_GAMES = "explore-games" <ol>;
    BTN_EXPLORE_PAGE_PREV = "btn-explore-page-prev" <button>;
    EXPLORE_PAGE = "explore-page" <span>;
    BTN_EXPLORE_PAGE_NEXT = "btn-explore-page-next" <button>;
    GAME_SCREEN = "game-screen" <section>;
    STATUS = "status" <p>;
    THINKING = "thinking" <p>;
    THINKING_TEXT = "thinking-text" <span>;
    HINT_STATUS = "hint-status" <p>;
    PASS_NOTICE = "pass-notice" <div>;
    PASS_TEXT = "pass-text" <span>;
    BTN_PASS = "btn-pass" <button>;
    BOARD_WRAP = "board-wrap" <div>;
    COORDS_COLS = "coords-cols" <div>;
    COORDS_ROWS = "coords-rows" <div>;
    BOARD_BOX = "board-box" <div>;
    BOARD = "board" <canvas>;
    GRID = "grid" <div>;
    GRID_HELP = "grid-help" <p>;
    NAME_BLACK = "name-black" <span>;
    COUNT_BLACK = "count-black" <b>;
    CLOCK_BLACK = "clock-black" <span> "black's game clock";
    NAME_WHITE = "name-white" <span>;
    COUNT_WHITE = "count-white" <b>;
    CLOCK_WHITE = "clock-white" <span> "white's game clock";
    BTN_NEW = "btn-new" <button>;
    BTN_SAVE = "btn-save" <button>;
    BTN_LOAD = "btn-load" <button>;
    BTN_EXIT = "btn-exit" <button>;
    BTN_PAUSE = "btn-pause" <button>;
    BTN_HINTS = "btn-hints" <button>;
    BTN_MUTE = "btn-mute" <button>;
    FILE_INPUT = "file-input" <input>;
    ONLINE = "online" <section> "the online game's panel (`data-testid=\"online\"`)";
    ONLINE_HEADING = "online-heading" <h2>;
    ONLINE_ROLE = "online-role" <p> "`data-role`: black, white or spectator";
    ONLINE_INFO = "online-info" <p> "where the online game stands";
    ONLINE_INVITE = "online-invite" <div>;
    INVITE_LINK = "invite-link" <input> "the invite link (`data-testid=\"invite-link\"`)";
    BTN_INVITE_COPY = "btn-invite-copy" <button>;
    BTN_INVITE_SHARE = "btn-invite-share" <button>;
    INVITE_QR = "invite-qr" <img> "the invite link's QR code, drawn by the server (`/qr.svg`)";
    ONLINE_OFFER = "online-offer" <div> "the opponent's offer, with Accept and Decline";
    ONLINE_OFFER_TEXT = "online-offer-text" <span>;
    ONLINE_ACTS = "online-acts" <div> "the online game's buttons (`data-act`)";
    ONLINE_CHAT = "online-chat" <div> "the preset messages (`data-phrase`), made by the view";
    ONLINE_SAID = "online-said" <p> "the last preset message";
    PORTRAIT = "portrait" <figure>;
    PORTRAIT_IMG = "portrait-img" <img>;
    PORTRAIT_NAME = "portrait-name" <span>;
    PORTRAIT_LEVEL = "portrait-level" <span>;
    REPLAY = "review" <div> "the replay bar (the DOM id keeps its old name for the browser tests)";
    BTN_FIRST = "btn-first" <button>;
    BTN_PREV = "btn-prev" <button>;
    REPLAY_POS = "review-pos" <span> "the replay bar's position (old DOM name, kept)";
    BTN_NEXT = "btn-next" <button>;
    BTN_LAST = "btn-last" <button>;
    BTN_AGAIN = "btn-again" <button>;
    BTN_START_REVIEW = "btn-analyse" <button> "\"Analyse\" starts the review (old DOM name, kept)";
    STUDY = "study" <section>;
    STUDY_HEADING = "study-heading" <h2>;
    STUDY_TURN = "study-turn" <p>;
    STUDY_ENGINE = "study-engine" <div>;
    STUDY_BEST = "analysis-best" <b> "the study's best move (old DOM name)";
    STUDY_DEPTH = "study-depth" <span>;
    STUDY_PV = "study-pv" <span>;
    STUDY_VALUES = "study-values" <ol>;
    BTN_WHY = "btn-why" <button> "Why?: the next legal square clicked is explained";
    BTN_COMPARE = "btn-compare" <button> "Compare: the next two legal squares clicked, the first explained against the second";
    WHY_HELP = "why-help" <span>;
    COMPARE_HELP = "compare-help" <span>;
    STUDY_WHY = "study-why" <div> "the analysis board's explanation";
    WHY_STEPS = "why-steps" <p> "Back and Forward through the explanation's line on the board";
    BTN_LINE_BACK = "btn-line-back" <button>;
    BTN_LINE_FORWARD = "btn-line-forward" <button>;
    WHY_STEP = "why-step" <span> "where the board is in the explanation's line";
    STUDY_STEPS = "study-steps" <div>;
    BTN_STUDY_FIRST = "btn-study-first" <button>;
    BTN_STUDY_PREV = "btn-study-prev" <button>;
    STUDY_POS = "study-pos" <span>;
    BTN_STUDY_NEXT = "btn-study-next" <button>;
    BTN_STUDY_LAST = "btn-study-last" <button>;
    STUDY_EXPLORER = "study-explorer" <details> "the tournament games panel, asked when opened";
    STUDY_EXPLORER_STATUS = "study-explorer-status" <p>;
    STUDY_EXPLORER_MOVES = "study-explorer-moves" <tbody>;
    BTN_STUDY_EXPLORE = "btn-study-explore" <button>;
    STUDY_PLAY = "study-play" <div>;
    STUDY_OPPONENT = "study-opponent" <select>;
    STUDY_COMPUTER_FIRST = "study-computer-first" <input>;
    BTN_PLAY_HERE = "btn-play-here" <button>;
    BTN_EDIT = "btn-edit" <button>;
    EDITOR = "editor" <fieldset>;
    BTN_EDIT_CLEAR = "btn-edit-clear" <button>;
    BTN_EDIT_START = "btn-edit-start" <button>;
    BTN_EDIT_DONE = "btn-edit-done" <button>;
    BTN_EDIT_CANCEL = "btn-edit-cancel" <button>;
    BTN_STUDY_LINK = "btn-study-link" <button>;
    BTN_STUDY_PICTURE = "btn-study-picture" <button>;
    BTN_STUDY_BACK = "btn-study-back" <button>;
    DRILL = "drill" <section>;
    DRILL_HEADING = "drill-heading" <h2>;
    PUZZLE_PROMPT = "puzzle-prompt" <p>;
    PUZZLE_RESULT = "puzzle-result" <p>;
    RUSH_STATUS = "rush-status" <p> "a Streak's or Storm's count and clock";
    DRILL_REASONS = "drill-reasons" <div> "a reason drill's choices: the view adds a button each";
    DRILL_REASONS_LABEL = "drill-reasons-label" <span>;
    DRILL_DETAIL = "drill-detail" <p>;
    DRILL_WHY = "drill-why" <div> "the explanation of a wrong answer";
    BTN_DRILL_RETRY = "btn-drill-retry" <button>;
    BTN_DRILL_SOLUTION = "btn-drill-solution" <button>;
    BTN_DRILL_NEXT = "btn-drill-next" <button>;
    BTN_DRILL_STUDY = "btn-drill-study" <button>;
    BTN_DRILL_SPOTS = "btn-drill-spots" <button> "the weak-spots page from a drill, Back returning to it";
    BTN_DRILL_BACK = "btn-drill-back" <button>;
    REVIEW = "analysis" <section> "the review region (old DOM name)";
    REVIEW_HEADING = "analysis-heading" <h2>;
    REVIEW_RUNNING = "analysis-running" <div>;
    REVIEW_PROGRESS = "analysis-progress" <progress>;
    REVIEW_PROGRESS_TEXT = "analysis-progress-text" <span>;
    BTN_CANCEL_REVIEW = "btn-cancel-analysis" <button>;
    EVAL_GRAPH = "eval-graph" <canvas>;
    MISTAKES = "mistakes" <ul>;
    VERDICTS = "verdicts" <ol>;
    REVIEW_WHY = "review-why" <div> "the explanation of the move picked in the review";
    OPENING_NAME = "opening-name" <span>;
    MOVES_HEADING = "moves-heading" <h2>;
    MOVES = "moves" <ol>;
    BTN_COPY = "btn-copy" <button>;
    BTN_COPY_LINK = "btn-copy-link" <button>;
    BTN_PICTURE = "btn-picture" <button>;
    BTN_STUDY_HERE = "btn-study-here" <button>;
    OPEN_BOX = "open-box" <form>;
    OPEN_TEXT = "open-text" <textarea>;
    BTN_OPEN = "btn-open" <button>;
    HOWTO_SCREEN = "howto-screen" <section>;
    HOWTO_HEADING = "howto-heading" <h2>;
    GLOSSARY_HEADING = "glossary-heading" <h3>;
    GLOSSARY_MOBILITY = "glossary-mobility" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_FRONTIER = "glossary-frontier" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_QUIET_MOVE = "glossary-quiet-move" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_X_SQUARE = "glossary-x-square" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_C_SQUARE = "glossary-c-square" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_STABLE_DISC = "glossary-stable-disc" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_PARITY = "glossary-parity" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_TEMPO = "glossary-tempo" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_WING = "glossary-wing" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_UNBALANCED_EDGE = "glossary-unbalanced-edge" <div> "a glossary entry, linked from explanations (`words::terms`)";
    GLOSSARY_STONER_TRAP = "glossary-stoner-trap" <div> "a glossary entry, linked from explanations (`words::terms`)";
    OPTIONS_SCREEN = "options-screen" <section>;
    OPTIONS_HEADING = "options-heading" <h2>;
    LANGUAGE = "language" <select> "the languages of the page (`data-testid=\"language\"`)";
    THEME_CHOICES = "theme-choices" <div>;
    COORDS = "coords" <input>;
    DOTS = "dots" <input>;
    OVERLAYS = "overlays" <fieldset> "the board overlays' switches in Options (`data-testid=\"overlays\"`), one checkbox each, its `value` an `OverlayKind::id`";
    OVERLAY_STABLE = "overlay-stable" <input> "its overlay's switch";
    OVERLAY_FRONTIER = "overlay-frontier" <input> "its overlay's switch";
    OVERLAY_GIVEN = "overlay-given" <input> "its overlay's switch";
    OVERLAY_CORNER = "overlay-corner" <input> "its overlay's switch";
    OVERLAY_PARITY = "overlay-parity" <input> "its overlay's switch";
    MUTE = "mute" <input>;
    WILLY_TIME = "willy-time" <select>;
    WORKERS = "workers" <select> "how many workers the computer thinks on";
    WORKERS_NOTE = "workers-note" <p> "what Automatic means on this device";
    BTN_CLEAR_TROPHIES = "btn-clear-trophies" <button>;
    CONFIRM_CLEAR = "confirm-clear" <p>;
    BTN_CLEAR_YES = "btn-clear-yes" <button>;
    BTN_CLEAR_NO = "btn-clear-no" <button>;
    SCENE = "scene" <div>;
    SCENE_IMG = "scene-img" <img>;
    SCENE_TITLE = "scene-title" <h2>;
    SCENE_LINE = "scene-line" <p>;
    SCENE_DETAIL = "scene-detail" <p>;
    SCENE_CONTINUE = "scene-continue" <button>;
    SCENE_START_REVIEW = "scene-analyse" <button> "Analyse the game (old DOM name)";
    SOUNDS = "sounds" <div>;
    ANNOUNCE = "announce" <div>;
    ALERT = "alert" <div>;
    WORDS_FAILED = "words-failed" <div> "The English catalogue did not come at start-up: the page cannot start (a Retry)";
    WORDS_RETRY = "words-retry" <button>;
}

/// `<button id="alert-retry">`, made by the view (the alert's buttons).
pub const ALERT_RETRY: &str = "alert-retry";
/// `<button id="alert-close">`, made by the view (the alert's buttons).
pub const ALERT_CLOSE: &str = "alert-close";
/// The radio group (`name`) of the board editor's pens.
pub const PEN_GROUP: &str = "pen";
/// The radio group (`name`) of the board editor's side to move.
pub const SIDE_GROUP: &str = "edit-side";
