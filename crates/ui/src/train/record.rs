//! The player's record: a puzzle's try counted, and the progress exported and imported.

use super::super::effect::Effect;
use super::super::model::{Model, PUZZLE_DEVIATION};
use super::super::ops::say;
use super::super::trophies::{parse_trophies, trophies_text};
use super::words;
use crate::phrase;
use ethello_model::training::coach::Topic;
use ethello_model::training::games::list_text;
use ethello_model::training::progress::{self, Attempt};
use ethello_model::training::puzzle::Themes;

/// Puzzle `id` (rated `rating`) was tried: its first try counts for the rating (`first`: solved at
/// the first try) and is recorded; a later try only marks it solved (`solved`).
pub(super) fn puzzle_tried(
    m: &mut Model,
    (id, rating): (u32, i32),
    first: bool,
    solved: bool,
    fx: &mut Vec<Effect>,
) {
    let today = m.train.today;
    match m.train.progress.puzzles.iter_mut().find(|a| a.id == id) {
        Some(attempt) => attempt.solved |= solved,
        None => {
            m.train.progress.puzzles.push(Attempt {
                id,
                day: today,
                first,
                solved: solved || first,
            });
            let score = if first { 1.0 } else { 0.0 };
            m.train.rate(f64::from(rating), PUZZLE_DEVIATION, score);
        }
    }
    store(m, fx);
}

/// A puzzle of `themes` was tried (its first try, or in a run): each theme is marked for the
/// weak spots, right when `solved`.
pub(super) fn themes_tried(m: &mut Model, themes: Themes, solved: bool, fx: &mut Vec<Effect>) {
    let today = m.train.today;
    for theme in themes.iter() {
        m.train
            .progress
            .coach
            .mark(today, Topic::Theme(theme), solved);
    }
    store(m, fx);
}

/// A mistake replayed (its place in the progress's list) was judged: the reasons it was explained
/// by are marked, right when `found`.
pub(super) fn mistake_judged(m: &mut Model, index: usize, found: bool) {
    let today = m.train.today;
    let progress = &mut m.train.progress;
    let reasons = progress
        .mistakes
        .get(index)
        .map(|k| k.reasons.clone())
        .unwrap_or_default();
    for topic in reasons {
        progress.coach.mark(today, topic, found);
    }
}

/// Keeps the progress in browser storage.
pub(super) fn store(m: &Model, fx: &mut Vec<Effect>) {
    fx.push(Effect::StoreProgress(m.train.stored()));
}

/// "Export my progress": the progress, the trophy shelf and the player's games, downloaded as a
/// file.
pub(super) fn export(m: &mut Model, fx: &mut Vec<Effect>) {
    let shelf: Vec<String> = trophies_text(&m.trophies)
        .lines()
        .map(str::to_string)
        .collect();
    let text = m
        .train
        .progress
        .to_text(&shelf, &m.train.games, m.train.today);
    let name = format!("ethello-progress-{}.json", m.train.today);
    say(fx, words::exported());
    fx.push(Effect::DownloadText { name, text });
}

/// An imported progress file: it replaces the progress, the trophy shelf and the player's games
/// when every part reads; otherwise the alert says what is wrong, and nothing changes. Reading
/// [`MAX_GAMES`](ethello_model::training::games::MAX_GAMES) games replays each once: a few
/// hundredths of a second, no progress to show.
pub(super) fn import(m: &mut Model, bytes: &[u8], fx: &mut Vec<Effect>) {
    let (progress, shelf, games) = match progress::parse(bytes) {
        Ok(read) => read,
        Err(e) => return m.alert(words::import_failed(&e.to_string()), false),
    };
    let trophies = parse_trophies(&shelf.join("\n"));
    if trophies.len() != shelf.len() {
        let bad = shelf.len() - trophies.len();
        return m.alert(phrase::train_import_failed(words::bad_trophies(bad)), false);
    }
    m.train.progress = progress;
    m.trophies = trophies.clone();
    fx.push(Effect::ReplaceTrophies(trophies));
    m.train.games = games;
    fx.push(Effect::StoreGames(list_text(&m.train.games)));
    store(m, fx);
    say(fx, words::imported(&m.train.progress.rating.shown()));
}
