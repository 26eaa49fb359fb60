//! The page's element ids: every `id` of `index.html`, and the few the view creates, as constants.
//! The page's browser half (`web::page`) names elements only through these, so a renamed or missing
//! element is found in one place; a native test (tests/layers.rs) checks that `index.html` has
//! exactly the ids of [`IN_HTML`], and the DOM helpers treat a missing element as an error in
//! debug builds.
//!
//! The constants are named by the words of docs/design.md ("Words") (review, study, hints,
//! replay); a few DOM ids keep older names (`review` for the replay bar, `analysis...` for the
//! review and the study's best move), because the browser tests and the `data-testid`s use them.
//!
//! Pure data for every target: the native tests read it too.

/// `<main id="app">` in index.html.
pub const APP: &str = "app";
/// `<section id="title-screen">` in index.html.
pub const TITLE_SCREEN: &str = "title-screen";
/// `<h1 id="title-heading">` in index.html.
pub const TITLE_HEADING: &str = "title-heading";
/// `<button id="btn-continue">` in index.html.
pub const BTN_CONTINUE: &str = "btn-continue";
/// `<button id="btn-play">` in index.html.
pub const BTN_PLAY: &str = "btn-play";
/// `<button id="btn-howto">` in index.html.
pub const BTN_HOWTO: &str = "btn-howto";
/// `<button id="btn-options">` in index.html.
pub const BTN_OPTIONS: &str = "btn-options";
/// `<section id="shelf">` in index.html.
pub const SHELF: &str = "shelf";
/// `<h2 id="shelf-heading">` in index.html.
pub const SHELF_HEADING: &str = "shelf-heading";
/// `<section id="choose-screen">` in index.html.
pub const CHOOSE_SCREEN: &str = "choose-screen";
/// `<h2 id="choose-heading">` in index.html.
pub const CHOOSE_HEADING: &str = "choose-heading";
/// `<select id="willy-level">` in index.html.
pub const WILLY_LEVEL: &str = "willy-level";
/// `<span id="willy-band">` in index.html.
pub const WILLY_BAND: &str = "willy-band";
/// `<input id="willy-adapt">` in index.html.
pub const WILLY_ADAPT: &str = "willy-adapt";
/// `<select id="watch-black">` in index.html.
pub const WATCH_BLACK: &str = "watch-black";
/// `<select id="watch-white">` in index.html.
pub const WATCH_WHITE: &str = "watch-white";
/// `<fieldset id="options-box">` in index.html.
pub const OPTIONS_BOX: &str = "options-box";
/// `<input id="computer-first">` in index.html.
pub const COMPUTER_FIRST: &str = "computer-first";
/// `<select id="clock-minutes">` in index.html: the next game's clock, minutes a side.
pub const CLOCK_MINUTES: &str = "clock-minutes";
/// `<select id="clock-increment">` in index.html: the next game's increment, seconds a move.
pub const CLOCK_INCREMENT: &str = "clock-increment";
/// `<input id="input-name-black">` in index.html.
pub const INPUT_NAME_BLACK: &str = "input-name-black";
/// `<input id="input-name-white">` in index.html.
pub const INPUT_NAME_WHITE: &str = "input-name-white";
/// `<section id="game-screen">` in index.html.
pub const GAME_SCREEN: &str = "game-screen";
/// `<p id="status">` in index.html.
pub const STATUS: &str = "status";
/// `<p id="thinking">` in index.html.
pub const THINKING: &str = "thinking";
/// `<span id="thinking-text">` in index.html.
pub const THINKING_TEXT: &str = "thinking-text";
/// `<p id="hint-status">` in index.html.
pub const HINT_STATUS: &str = "hint-status";
/// `<div id="pass-notice">` in index.html.
pub const PASS_NOTICE: &str = "pass-notice";
/// `<span id="pass-text">` in index.html.
pub const PASS_TEXT: &str = "pass-text";
/// `<button id="btn-pass">` in index.html.
pub const BTN_PASS: &str = "btn-pass";
/// `<div id="board-wrap">` in index.html.
pub const BOARD_WRAP: &str = "board-wrap";
/// `<div id="coords-cols">` in index.html.
pub const COORDS_COLS: &str = "coords-cols";
/// `<div id="coords-rows">` in index.html.
pub const COORDS_ROWS: &str = "coords-rows";
/// `<div id="board-box">` in index.html.
pub const BOARD_BOX: &str = "board-box";
/// `<canvas id="board">` in index.html.
pub const BOARD: &str = "board";
/// `<div id="grid">` in index.html.
pub const GRID: &str = "grid";
/// `<p id="grid-help">` in index.html.
pub const GRID_HELP: &str = "grid-help";
/// `<span id="name-black">` in index.html.
pub const NAME_BLACK: &str = "name-black";
/// `<b id="count-black">` in index.html.
pub const COUNT_BLACK: &str = "count-black";
/// `<span id="clock-black">` in index.html: black's game clock.
pub const CLOCK_BLACK: &str = "clock-black";
/// `<span id="name-white">` in index.html.
pub const NAME_WHITE: &str = "name-white";
/// `<b id="count-white">` in index.html.
pub const COUNT_WHITE: &str = "count-white";
/// `<span id="clock-white">` in index.html: white's game clock.
pub const CLOCK_WHITE: &str = "clock-white";
/// `<button id="btn-new">` in index.html.
pub const BTN_NEW: &str = "btn-new";
/// `<button id="btn-save">` in index.html.
pub const BTN_SAVE: &str = "btn-save";
/// `<button id="btn-load">` in index.html.
pub const BTN_LOAD: &str = "btn-load";
/// `<button id="btn-exit">` in index.html.
pub const BTN_EXIT: &str = "btn-exit";
/// `<button id="btn-pause">` in index.html.
pub const BTN_PAUSE: &str = "btn-pause";
/// `<button id="btn-hints">` in index.html.
pub const BTN_HINTS: &str = "btn-hints";
/// `<button id="btn-mute">` in index.html.
pub const BTN_MUTE: &str = "btn-mute";
/// `<input id="file-input">` in index.html.
pub const FILE_INPUT: &str = "file-input";
/// `<figure id="portrait">` in index.html.
pub const PORTRAIT: &str = "portrait";
/// `<img id="portrait-img">` in index.html.
pub const PORTRAIT_IMG: &str = "portrait-img";
/// `<span id="portrait-name">` in index.html.
pub const PORTRAIT_NAME: &str = "portrait-name";
/// `<span id="portrait-level">` in index.html.
pub const PORTRAIT_LEVEL: &str = "portrait-level";
/// `<div id="review">` in index.html: the replay bar (the DOM id keeps its old name for the
/// browser tests).
pub const REPLAY: &str = "review";
/// `<button id="btn-first">` in index.html.
pub const BTN_FIRST: &str = "btn-first";
/// `<button id="btn-prev">` in index.html.
pub const BTN_PREV: &str = "btn-prev";
/// `<span id="review-pos">` in index.html: the replay bar's position (old DOM name, kept).
pub const REPLAY_POS: &str = "review-pos";
/// `<button id="btn-next">` in index.html.
pub const BTN_NEXT: &str = "btn-next";
/// `<button id="btn-last">` in index.html.
pub const BTN_LAST: &str = "btn-last";
/// `<button id="btn-again">` in index.html.
pub const BTN_AGAIN: &str = "btn-again";
/// `<button id="btn-analyse">` in index.html: "Analyse" starts the review (old DOM name, kept).
pub const BTN_START_REVIEW: &str = "btn-analyse";
/// `<section id="analysis">` in index.html: the review region (`data-testid="analysis"`; the DOM
/// names of the review keep the old word "analysis" for the browser tests).
pub const REVIEW: &str = "analysis";
/// `<h2 id="analysis-heading">` in index.html.
pub const REVIEW_HEADING: &str = "analysis-heading";
/// `<div id="analysis-running">` in index.html.
pub const REVIEW_RUNNING: &str = "analysis-running";
/// `<progress id="analysis-progress">` in index.html.
pub const REVIEW_PROGRESS: &str = "analysis-progress";
/// `<span id="analysis-progress-text">` in index.html.
pub const REVIEW_PROGRESS_TEXT: &str = "analysis-progress-text";
/// `<button id="btn-cancel-analysis">` in index.html.
pub const BTN_CANCEL_REVIEW: &str = "btn-cancel-analysis";
/// `<canvas id="eval-graph">` in index.html.
pub const EVAL_GRAPH: &str = "eval-graph";
/// `<ul id="mistakes">` in index.html.
pub const MISTAKES: &str = "mistakes";
/// `<ol id="verdicts">` in index.html.
pub const VERDICTS: &str = "verdicts";
/// `<h2 id="moves-heading">` in index.html.
pub const MOVES_HEADING: &str = "moves-heading";
/// `<ol id="moves">` in index.html.
pub const MOVES: &str = "moves";
/// `<button id="btn-copy">` in index.html.
pub const BTN_COPY: &str = "btn-copy";
/// `<section id="howto-screen">` in index.html.
pub const HOWTO_SCREEN: &str = "howto-screen";
/// `<h2 id="howto-heading">` in index.html.
pub const HOWTO_HEADING: &str = "howto-heading";
/// `<section id="options-screen">` in index.html.
pub const OPTIONS_SCREEN: &str = "options-screen";
/// `<h2 id="options-heading">` in index.html.
pub const OPTIONS_HEADING: &str = "options-heading";
/// `<select id="language">` in index.html: the languages of the page (`data-testid="language"`).
pub const LANGUAGE: &str = "language";
/// `<div id="theme-choices">` in index.html.
pub const THEME_CHOICES: &str = "theme-choices";
/// `<input id="coords">` in index.html.
pub const COORDS: &str = "coords";
/// `<input id="dots">` in index.html.
pub const DOTS: &str = "dots";
/// `<input id="mute">` in index.html.
pub const MUTE: &str = "mute";
/// `<select id="willy-time">` in index.html.
pub const WILLY_TIME: &str = "willy-time";
/// `<select id="workers">` in index.html: how many workers the computer thinks on.
pub const WORKERS: &str = "workers";
/// `<p id="workers-note">` in index.html: what Automatic means on this device.
pub const WORKERS_NOTE: &str = "workers-note";
/// `<button id="btn-clear-trophies">` in index.html.
pub const BTN_CLEAR_TROPHIES: &str = "btn-clear-trophies";
/// `<p id="confirm-clear">` in index.html.
pub const CONFIRM_CLEAR: &str = "confirm-clear";
/// `<button id="btn-clear-yes">` in index.html.
pub const BTN_CLEAR_YES: &str = "btn-clear-yes";
/// `<button id="btn-clear-no">` in index.html.
pub const BTN_CLEAR_NO: &str = "btn-clear-no";
/// `<div id="scene">` in index.html.
pub const SCENE: &str = "scene";
/// `<img id="scene-img">` in index.html.
pub const SCENE_IMG: &str = "scene-img";
/// `<h2 id="scene-title">` in index.html.
pub const SCENE_TITLE: &str = "scene-title";
/// `<p id="scene-line">` in index.html.
pub const SCENE_LINE: &str = "scene-line";
/// `<p id="scene-detail">` in index.html.
pub const SCENE_DETAIL: &str = "scene-detail";
/// `<button id="scene-continue">` in index.html.
pub const SCENE_CONTINUE: &str = "scene-continue";
/// `<button id="scene-analyse">` in index.html: the ending's "Analyse the game" (old DOM name,
/// kept).
pub const SCENE_START_REVIEW: &str = "scene-analyse";
/// `<div id="sounds">` in index.html.
pub const SOUNDS: &str = "sounds";
/// `<div id="announce">` in index.html.
pub const ANNOUNCE: &str = "announce";
/// `<div id="alert">` in index.html.
pub const ALERT: &str = "alert";
/// `<button id="alert-retry">`, made by the view (the alert's buttons).
pub const ALERT_RETRY: &str = "alert-retry";
/// `<button id="alert-close">`, made by the view (the alert's buttons).
pub const ALERT_CLOSE: &str = "alert-close";
/// `<button id="btn-study">` in index.html.
pub const BTN_STUDY: &str = "btn-study";
/// `<input id="balanced">` in index.html.
pub const BALANCED: &str = "balanced";
/// `<button id="btn-study-here">` in index.html.
pub const BTN_STUDY_HERE: &str = "btn-study-here";
/// `<section id="study">` in index.html.
pub const STUDY: &str = "study";
/// `<h2 id="study-heading">` in index.html.
pub const STUDY_HEADING: &str = "study-heading";
/// `<p id="study-turn">` in index.html.
pub const STUDY_TURN: &str = "study-turn";
/// `<div id="study-engine">` in index.html.
pub const STUDY_ENGINE: &str = "study-engine";
/// `<b id="analysis-best">` in index.html: the study's best move (`data-testid="analysis-best"`,
/// old DOM name, kept for the browser tests).
pub const STUDY_BEST: &str = "analysis-best";
/// `<span id="study-depth">` in index.html.
pub const STUDY_DEPTH: &str = "study-depth";
/// `<span id="study-pv">` in index.html.
pub const STUDY_PV: &str = "study-pv";
/// `<ol id="study-values">` in index.html.
pub const STUDY_VALUES: &str = "study-values";
/// `<div id="study-steps">` in index.html.
pub const STUDY_STEPS: &str = "study-steps";
/// `<button id="btn-study-first">` in index.html.
pub const BTN_STUDY_FIRST: &str = "btn-study-first";
/// `<button id="btn-study-prev">` in index.html.
pub const BTN_STUDY_PREV: &str = "btn-study-prev";
/// `<span id="study-pos">` in index.html.
pub const STUDY_POS: &str = "study-pos";
/// `<button id="btn-study-next">` in index.html.
pub const BTN_STUDY_NEXT: &str = "btn-study-next";
/// `<button id="btn-study-last">` in index.html.
pub const BTN_STUDY_LAST: &str = "btn-study-last";
/// `<div id="study-play">` in index.html.
pub const STUDY_PLAY: &str = "study-play";
/// `<select id="study-opponent">` in index.html.
pub const STUDY_OPPONENT: &str = "study-opponent";
/// `<input id="study-computer-first">` in index.html.
pub const STUDY_COMPUTER_FIRST: &str = "study-computer-first";
/// `<button id="btn-play-here">` in index.html.
pub const BTN_PLAY_HERE: &str = "btn-play-here";
/// `<button id="btn-edit">` in index.html.
pub const BTN_EDIT: &str = "btn-edit";
/// `<fieldset id="editor">` in index.html.
pub const EDITOR: &str = "editor";
/// `<button id="btn-edit-clear">` in index.html.
pub const BTN_EDIT_CLEAR: &str = "btn-edit-clear";
/// `<button id="btn-edit-start">` in index.html.
pub const BTN_EDIT_START: &str = "btn-edit-start";
/// `<button id="btn-edit-done">` in index.html.
pub const BTN_EDIT_DONE: &str = "btn-edit-done";
/// `<button id="btn-edit-cancel">` in index.html.
pub const BTN_EDIT_CANCEL: &str = "btn-edit-cancel";
/// `<button id="btn-study-link">` in index.html.
pub const BTN_STUDY_LINK: &str = "btn-study-link";
/// `<button id="btn-study-picture">` in index.html.
pub const BTN_STUDY_PICTURE: &str = "btn-study-picture";
/// `<button id="btn-study-back">` in index.html.
pub const BTN_STUDY_BACK: &str = "btn-study-back";
/// `<span id="opening-name">` in index.html.
pub const OPENING_NAME: &str = "opening-name";
/// `<button id="btn-copy-link">` in index.html.
pub const BTN_COPY_LINK: &str = "btn-copy-link";
/// `<button id="btn-picture">` in index.html.
pub const BTN_PICTURE: &str = "btn-picture";
/// `<form id="open-box">` in index.html.
pub const OPEN_BOX: &str = "open-box";
/// `<textarea id="open-text">` in index.html.
pub const OPEN_TEXT: &str = "open-text";
/// `<button id="btn-open">` in index.html.
pub const BTN_OPEN: &str = "btn-open";
// Training: the Train screen and the drill beside the board.
/// `<button id="btn-train">` in index.html.
pub const BTN_TRAIN: &str = "btn-train";
/// `<p id="title-rating">` in index.html.
pub const TITLE_RATING: &str = "title-rating";
/// `<b id="player-rating">` in index.html.
pub const PLAYER_RATING: &str = "player-rating";
/// `<p id="willy-suggest">` in index.html.
pub const WILLY_SUGGEST: &str = "willy-suggest";
/// `<section id="train-screen">` in index.html.
pub const TRAIN_SCREEN: &str = "train-screen";
/// `<h2 id="train-heading">` in index.html.
pub const TRAIN_HEADING: &str = "train-heading";
/// `<b id="train-rating">` in index.html.
pub const TRAIN_RATING: &str = "train-rating";
/// `<p id="train-rating-note">` in index.html.
pub const TRAIN_RATING_NOTE: &str = "train-rating-note";
/// `<div id="rating-graph">` in index.html.
pub const RATING_GRAPH: &str = "rating-graph";
/// `<p id="train-status">` in index.html.
pub const TRAIN_STATUS: &str = "train-status";
/// `<h3 id="puzzles-heading">` in index.html.
pub const PUZZLES_HEADING: &str = "puzzles-heading";
/// `<select id="filter-kind">` in index.html.
pub const FILTER_KIND: &str = "filter-kind";
/// `<select id="filter-theme">` in index.html.
pub const FILTER_THEME: &str = "filter-theme";
/// `<select id="filter-band">` in index.html.
pub const FILTER_BAND: &str = "filter-band";
/// `<button id="btn-puzzles">` in index.html.
pub const BTN_PUZZLES: &str = "btn-puzzles";
/// `<p id="puzzles-done">` in index.html.
pub const PUZZLES_DONE: &str = "puzzles-done";
/// `<h3 id="daily-heading">` in index.html.
pub const DAILY_HEADING: &str = "daily-heading";
/// `<button id="btn-daily">` in index.html.
pub const BTN_DAILY: &str = "btn-daily";
/// `<p id="daily-done">` in index.html.
pub const DAILY_DONE: &str = "daily-done";
/// `<h3 id="mistakes-heading">` in index.html.
pub const MISTAKES_HEADING: &str = "mistakes-heading";
/// `<p id="mistakes-due">` in index.html.
pub const MISTAKES_DUE: &str = "mistakes-due";
/// `<button id="btn-mistakes">` in index.html.
pub const BTN_MISTAKES: &str = "btn-mistakes";
/// `<h3 id="lines-heading">` in index.html.
pub const LINES_HEADING: &str = "lines-heading";
/// `<select id="line-opening">` in index.html.
pub const LINE_OPENING: &str = "line-opening";
/// `<select id="line-color">` in index.html.
pub const LINE_COLOR: &str = "line-color";
/// `<button id="btn-line">` in index.html.
pub const BTN_LINE: &str = "btn-line";
/// `<p id="lines-note">` in index.html.
pub const LINES_NOTE: &str = "lines-note";
/// `<h3 id="progress-heading">` in index.html.
pub const PROGRESS_HEADING: &str = "progress-heading";
/// `<button id="btn-export">` in index.html.
pub const BTN_EXPORT: &str = "btn-export";
/// `<button id="btn-import">` in index.html.
pub const BTN_IMPORT: &str = "btn-import";
/// `<input id="progress-input">` in index.html.
pub const PROGRESS_INPUT: &str = "progress-input";
/// `<section id="drill">` in index.html.
pub const DRILL: &str = "drill";
/// `<h2 id="drill-heading">` in index.html.
pub const DRILL_HEADING: &str = "drill-heading";
/// `<p id="puzzle-prompt">` in index.html.
pub const PUZZLE_PROMPT: &str = "puzzle-prompt";
/// `<p id="puzzle-result">` in index.html.
pub const PUZZLE_RESULT: &str = "puzzle-result";
/// `<p id="drill-detail">` in index.html.
pub const DRILL_DETAIL: &str = "drill-detail";
/// `<button id="btn-drill-retry">` in index.html.
pub const BTN_DRILL_RETRY: &str = "btn-drill-retry";
/// `<button id="btn-drill-solution">` in index.html.
pub const BTN_DRILL_SOLUTION: &str = "btn-drill-solution";
/// `<button id="btn-drill-next">` in index.html.
pub const BTN_DRILL_NEXT: &str = "btn-drill-next";
/// `<button id="btn-drill-study">` in index.html.
pub const BTN_DRILL_STUDY: &str = "btn-drill-study";
/// `<button id="btn-drill-back">` in index.html.
pub const BTN_DRILL_BACK: &str = "btn-drill-back";
/// The radio group (`name`) of the board editor's pens.
pub const PEN_GROUP: &str = "pen";
/// The radio group (`name`) of the board editor's side to move.
pub const SIDE_GROUP: &str = "edit-side";
/// Every id of index.html, in page order.
pub const IN_HTML: [&str; 178] = [
    APP,
    TITLE_SCREEN,
    TITLE_HEADING,
    BTN_CONTINUE,
    BTN_PLAY,
    BTN_TRAIN,
    BTN_STUDY,
    BTN_HOWTO,
    BTN_OPTIONS,
    TITLE_RATING,
    PLAYER_RATING,
    SHELF,
    SHELF_HEADING,
    CHOOSE_SCREEN,
    CHOOSE_HEADING,
    WILLY_LEVEL,
    WILLY_BAND,
    WILLY_ADAPT,
    WILLY_SUGGEST,
    WATCH_BLACK,
    WATCH_WHITE,
    OPTIONS_BOX,
    COMPUTER_FIRST,
    BALANCED,
    CLOCK_MINUTES,
    CLOCK_INCREMENT,
    INPUT_NAME_BLACK,
    INPUT_NAME_WHITE,
    TRAIN_SCREEN,
    TRAIN_HEADING,
    TRAIN_RATING,
    TRAIN_RATING_NOTE,
    RATING_GRAPH,
    TRAIN_STATUS,
    PUZZLES_HEADING,
    FILTER_KIND,
    FILTER_THEME,
    FILTER_BAND,
    BTN_PUZZLES,
    PUZZLES_DONE,
    DAILY_HEADING,
    BTN_DAILY,
    DAILY_DONE,
    MISTAKES_HEADING,
    MISTAKES_DUE,
    BTN_MISTAKES,
    LINES_HEADING,
    LINE_OPENING,
    LINE_COLOR,
    BTN_LINE,
    LINES_NOTE,
    PROGRESS_HEADING,
    BTN_EXPORT,
    BTN_IMPORT,
    PROGRESS_INPUT,
    GAME_SCREEN,
    STATUS,
    THINKING,
    THINKING_TEXT,
    HINT_STATUS,
    PASS_NOTICE,
    PASS_TEXT,
    BTN_PASS,
    BOARD_WRAP,
    COORDS_COLS,
    COORDS_ROWS,
    BOARD_BOX,
    BOARD,
    GRID,
    GRID_HELP,
    NAME_BLACK,
    COUNT_BLACK,
    CLOCK_BLACK,
    NAME_WHITE,
    COUNT_WHITE,
    CLOCK_WHITE,
    BTN_NEW,
    BTN_SAVE,
    BTN_LOAD,
    BTN_EXIT,
    BTN_PAUSE,
    BTN_HINTS,
    BTN_MUTE,
    FILE_INPUT,
    PORTRAIT,
    PORTRAIT_IMG,
    PORTRAIT_NAME,
    PORTRAIT_LEVEL,
    REPLAY,
    BTN_FIRST,
    BTN_PREV,
    REPLAY_POS,
    BTN_NEXT,
    BTN_LAST,
    BTN_AGAIN,
    BTN_START_REVIEW,
    STUDY,
    STUDY_HEADING,
    STUDY_TURN,
    STUDY_ENGINE,
    STUDY_BEST,
    STUDY_DEPTH,
    STUDY_PV,
    STUDY_VALUES,
    STUDY_STEPS,
    BTN_STUDY_FIRST,
    BTN_STUDY_PREV,
    STUDY_POS,
    BTN_STUDY_NEXT,
    BTN_STUDY_LAST,
    STUDY_PLAY,
    STUDY_OPPONENT,
    STUDY_COMPUTER_FIRST,
    BTN_PLAY_HERE,
    BTN_EDIT,
    EDITOR,
    BTN_EDIT_CLEAR,
    BTN_EDIT_START,
    BTN_EDIT_DONE,
    BTN_EDIT_CANCEL,
    BTN_STUDY_LINK,
    BTN_STUDY_PICTURE,
    BTN_STUDY_BACK,
    DRILL,
    DRILL_HEADING,
    PUZZLE_PROMPT,
    PUZZLE_RESULT,
    DRILL_DETAIL,
    BTN_DRILL_RETRY,
    BTN_DRILL_SOLUTION,
    BTN_DRILL_NEXT,
    BTN_DRILL_STUDY,
    BTN_DRILL_BACK,
    REVIEW,
    REVIEW_HEADING,
    REVIEW_RUNNING,
    REVIEW_PROGRESS,
    REVIEW_PROGRESS_TEXT,
    BTN_CANCEL_REVIEW,
    EVAL_GRAPH,
    MISTAKES,
    VERDICTS,
    OPENING_NAME,
    MOVES_HEADING,
    MOVES,
    BTN_COPY,
    BTN_COPY_LINK,
    BTN_PICTURE,
    BTN_STUDY_HERE,
    OPEN_BOX,
    OPEN_TEXT,
    BTN_OPEN,
    HOWTO_SCREEN,
    HOWTO_HEADING,
    OPTIONS_SCREEN,
    OPTIONS_HEADING,
    LANGUAGE,
    THEME_CHOICES,
    COORDS,
    DOTS,
    MUTE,
    WILLY_TIME,
    WORKERS,
    WORKERS_NOTE,
    BTN_CLEAR_TROPHIES,
    CONFIRM_CLEAR,
    BTN_CLEAR_YES,
    BTN_CLEAR_NO,
    SCENE,
    SCENE_IMG,
    SCENE_TITLE,
    SCENE_LINE,
    SCENE_DETAIL,
    SCENE_CONTINUE,
    SCENE_START_REVIEW,
    SOUNDS,
    ANNOUNCE,
    ALERT,
];
