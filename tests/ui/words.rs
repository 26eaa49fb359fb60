//! The page's language: the browser's first language the page speaks, the choice in Options
//! (remembered), catalogues fetched when needed and refused when incomplete.

use super::*;
use ethello::ui::{Lang, Words};

/// A page started by a browser whose languages are `languages`, and what it asked for.
fn page_in(languages: &[&str]) -> (Model, Vec<Effect>) {
    let mut m = Model::new(7);
    let startup = Startup {
        languages: languages.iter().map(|l| l.to_string()).collect(),
        ..startup(None, None)
    };
    let fx = update(&mut m, Msg::Started(startup));
    (m, fx)
}

/// The languages whose catalogues the effects fetch.
fn fetched(fx: &[Effect]) -> Vec<Lang> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::LoadWords(lang) => Some(*lang),
            _ => None,
        })
        .collect()
}

#[test]
fn a_browser_in_a_language_the_page_does_not_speak_gets_english_at_once() {
    let (m, fx) = page_in(&["xx-YY", "zz"]);
    assert_eq!(m.words.lang(), Lang::En);
    assert_eq!(fetched(&fx), []);
    assert_eq!(m.words.get(ethello::ui::Key::PagePlay), "Play");
}

#[test]
fn the_language_chosen_in_options_is_remembered() {
    let (mut m, _) = page_in(&["en-GB"]);
    let fx = update(&mut m, Msg::Language(Lang::En));
    assert_eq!(m.prefs.lang, Some(Lang::En));
    let stored = fx
        .iter()
        .any(|e| matches!(e, Effect::StorePrefs(p) if p.lang == Some(Lang::En)));
    assert!(stored, "{fx:?}");
    assert_eq!(fetched(&fx), []);
}

#[test]
fn a_catalogue_that_comes_for_the_language_shown_changes_nothing() {
    let (mut m, _) = page_in(&["en"]);
    let text = Ok("broken".to_string());
    update(
        &mut m,
        Msg::WordsLoaded {
            lang: Lang::En,
            text,
        },
    );
    assert_eq!(m.words, Words::english());
    assert_eq!(m.alert, None);
}
