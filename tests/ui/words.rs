//! The page's language: the browser's first language the page speaks, the choice in Options
//! (remembered), catalogues fetched when needed and refused when incomplete.

use super::*;
use ethello_ui::{Lang, Words};

/// A page started by a browser whose languages are `languages`, and what it asked for.
fn page_in(languages: &[&str]) -> (Model, Vec<Effect>) {
    let mut m = Model::new(7, ethello_ui::Words::english());
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
    assert_eq!(m.words.get(ethello_ui::Key::PagePlay), "Play");
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

pub(super) const JAPANESE: &str = include_str!("../../www/lang/ja.txt");

/// The catalogue of `lang` comes.
pub(super) fn arrives(m: &mut Model, lang: Lang, text: Result<&str, &str>) {
    let text = text.map(String::from).map_err(String::from);
    update(m, Msg::WordsLoaded { lang, text });
}

/// English is chosen in Options: it is fetched like the other languages, and comes.
fn english_chosen(m: &mut Model) {
    let fx = update(m, Msg::Language(Lang::En));
    assert_eq!(
        fetched(&fx),
        [Lang::En],
        "English is fetched like the others"
    );
    arrives(m, Lang::En, Ok(include_str!("../../www/lang/en.txt")));
}

#[test]
fn a_japanese_browser_gets_the_page_in_japanese_once_its_words_come() {
    let (mut m, fx) = page_in(&["ja-JP", "en-US"]);
    assert_eq!(fetched(&fx), [Lang::Ja]);
    assert_eq!(m.words.lang(), Lang::En, "English until the words come");
    arrives(&mut m, Lang::Ja, Ok(JAPANESE));
    assert_eq!(m.words.lang(), Lang::Ja);
    update(&mut m, Msg::NewGame);
    assert_eq!(shown_status(&m), "黒の番（プレイヤー1）");
}

#[test]
fn the_choice_in_options_overrides_the_browser() {
    let (mut m, _) = page_in(&["ja"]);
    arrives(&mut m, Lang::Ja, Ok(JAPANESE));
    english_chosen(&mut m);
    assert_eq!(m.words.lang(), Lang::En);
    let stored = Prefs {
        lang: Some(Lang::En),
        ..Prefs::default()
    };
    let mut again = Model::new(7, ethello_ui::Words::english());
    let startup = Startup {
        prefs: stored,
        languages: vec!["ja".into()],
        ..startup(None, None)
    };
    let fx = update(&mut again, Msg::Started(startup));
    assert_eq!((again.words.lang(), fetched(&fx)), (Lang::En, vec![]));
}

#[test]
fn an_incomplete_or_missing_catalogue_leaves_the_page_in_its_language_and_says_why() {
    let (mut m, _) = page_in(&["ja"]);
    let cut: String = JAPANESE.lines().take(50).collect::<Vec<_>>().join("\n");
    arrives(&mut m, Lang::Ja, Ok(&cut));
    assert_eq!(m.words.lang(), Lang::En);
    let alert = shown_alert(&m).expect("an alert");
    m.alert = None;
    assert!(
        alert.contains("日本語") && alert.contains("is missing"),
        "{alert}"
    );
    arrives(&mut m, Lang::Ja, Err("HTTP 404"));
    assert_eq!(m.words.lang(), Lang::En);
    assert!(shown_alert(&m).expect("an alert").contains("HTTP 404"));
}

#[test]
fn a_catalogue_for_a_language_no_longer_wanted_is_dropped() {
    let (mut m, _) = page_in(&["ja"]);
    update(&mut m, Msg::Language(Lang::En));
    arrives(&mut m, Lang::Ja, Ok(JAPANESE));
    assert_eq!((m.words.lang(), m.alert.clone()), (Lang::En, None));
}

#[test]
fn a_game_won_in_french_ends_with_the_french_prize_and_announcement() {
    let mut m = almost_beating_dubya(Theme::Classic);
    update(&mut m, Msg::Language(Lang::Fr));
    arrives(&mut m, Lang::Fr, Ok(include_str!("../../www/lang/fr.txt")));
    assert_eq!(m.words.lang(), Lang::Fr);
    update(&mut m, Msg::Click(sq("f4")));
    let scene = shown_scene(&m).expect("the ending");
    assert_eq!(scene.title, "Vous gagnez le Bescherelle de Dubya\u{a0}!");
    assert!(scene.line.starts_with("«\u{a0}"), "{}", scene.line);
    let said = m.announced_text().expect("the move said");
    assert!(said.starts_with("Noir joue f4 et retourne"), "{said}");
    assert_eq!(
        shown_status(&m),
        "Partie terminée\u{a0}: Noir (Ann) gagne 13 à 0."
    );
}

#[test]
fn each_language_words_the_status_its_own_way() {
    let expected = [
        (Lang::Ja, "黒の番（プレイヤー1）"),
        (Lang::Fr, "Au tour de Noir (Joueur 1)"),
        (Lang::Nl, "Zwart aan zet (Speler 1)"),
        (Lang::De, "Schwarz am Zug (Spieler 1)"),
        (Lang::Es, "Turno de Negras (Jugador 1)"),
    ];
    for (lang, status) in expected {
        let (mut m, _) = page_in(&[lang.code()]);
        let text = std::fs::read_to_string(format!("www/{}", lang.file())).unwrap();
        arrives(&mut m, lang, Ok(&text));
        update(&mut m, Msg::NewGame);
        assert_eq!(shown_status(&m), status);
    }
}

#[test]
fn the_default_names_follow_the_language_and_typed_ones_stay() {
    let (mut m, _) = page_in(&["en"]);
    update(&mut m, Msg::Name(Color::Black, "Ann".into()));
    update(&mut m, Msg::Language(Lang::Fr));
    arrives(&mut m, Lang::Fr, Ok(include_str!("../../www/lang/fr.txt")));
    let names = (
        m.menus.form.names.black.as_str(),
        m.menus.form.names.white.as_str(),
    );
    assert_eq!(names, ("Ann", "Joueur 2"));
    update(&mut m, Msg::Name(Color::White, String::new()));
    update(&mut m, Msg::NewGame);
    assert_eq!(
        m.game.names.white, "Joueur 2",
        "an empty name is the language's default"
    );
}

#[test]
fn a_change_of_language_rewords_the_open_scene_and_alert() {
    let mut m = almost_beating_dubya(Theme::Classic);
    update(&mut m, Msg::Click(sq("f4")));
    let name = "old.etl".to_string();
    let error = "NotReadableError".to_string();
    update(&mut m, Msg::FileUnreadable { name, error });
    let shown = |m: &Model| {
        let scene = shown_scene(m).expect("the ending");
        (
            scene.title,
            scene.detail,
            shown_alert(m).expect("the alert"),
        )
    };
    let english = (
        "You win Dubya's grammar and spelling book!".to_string(),
        "Read it twice: he never did. Your rating: 1501 ± 349.".to_string(),
        "old.etl could not be read: NotReadableError".to_string(),
    );
    assert_eq!(shown(&m), english);

    let fx = update(&mut m, Msg::Language(Lang::Fr));
    assert_eq!(fetched(&fx), [Lang::Fr]);
    arrives(&mut m, Lang::Fr, Ok(include_str!("../../www/lang/fr.txt")));
    let (title, detail, alert) = shown(&m);
    assert_eq!(title, "Vous gagnez le Bescherelle de Dubya\u{a0}!");
    let rating = "Votre classement\u{a0}: 1501 ± 349.";
    assert_eq!(
        detail,
        format!("Lisez-le deux fois\u{a0}: lui ne l'a jamais ouvert. {rating}")
    );
    assert_eq!(alert, "old.etl n'a pas pu être lu\u{a0}: NotReadableError");

    let fx = update(&mut m, Msg::Language(Lang::Ja));
    assert_eq!(fetched(&fx), [Lang::Ja]);
    arrives(&mut m, Lang::Ja, Ok(JAPANESE));
    let (title, _, alert) = shown(&m);
    assert_eq!(title, "Dubya の漢字ドリルを手に入れた！");
    assert_eq!(alert, "old.etl を読めませんでした：NotReadableError");

    english_chosen(&mut m);
    assert_eq!(shown(&m), english);
}

#[test]
fn a_page_that_starts_in_french_needs_no_other_catalogue_and_names_its_players_in_french() {
    let french = Words::parse(Lang::Fr, include_str!("../../www/lang/fr.txt")).unwrap();
    let mut m = Model::new(7, std::sync::Arc::new(french));
    let startup = Startup {
        languages: vec!["fr-FR".into()],
        ..startup(None, None)
    };
    let fx = update(&mut m, Msg::Started(startup));
    assert_eq!((m.words.lang(), fetched(&fx)), (Lang::Fr, vec![]));
    assert_eq!(m.menus.form.names.black, "Joueur 1");
    update(&mut m, Msg::NewGame);
    assert_eq!(shown_status(&m), "Au tour de Noir (Joueur 1)");
}

#[test]
fn announcements_are_phrases_and_a_change_of_language_rewords_the_live_region() {
    let (mut m, _) = page_in(&["en"]);
    let fx = update(&mut m, Msg::NewGame);
    let said: Vec<_> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Announce(said) => said.key(),
            _ => None,
        })
        .collect();
    assert_eq!(said, [ethello_ui::Key::SayNewGame]);
    assert_eq!(
        m.announced_text().as_deref(),
        Some("New game. Black's turn (Player 1)")
    );

    let mut m = almost_beating_dubya(Theme::Classic);
    update(&mut m, Msg::Click(sq("f4")));
    let english = m.announced_text().expect("the move said");
    assert!(
        english.starts_with("Black plays f4, flipping") && english.ends_with("wins 13 to 0."),
        "{english}"
    );
    update(&mut m, Msg::Language(Lang::Fr));
    arrives(&mut m, Lang::Fr, Ok(include_str!("../../www/lang/fr.txt")));
    let french = m.announced_text().expect("the move said");
    assert!(
        french.starts_with("Noir joue f4 et retourne")
            && french.ends_with("Partie terminée\u{a0}: Noir (Ann) gagne 13 à 0."),
        "{french}"
    );
    update(&mut m, Msg::Language(Lang::Ja));
    arrives(&mut m, Lang::Ja, Ok(JAPANESE));
    let japanese = m.announced_text().expect("the move said");
    assert!(
        japanese.contains("f4") && japanese.contains("黒"),
        "{japanese}"
    );
    english_chosen(&mut m);
    assert_eq!(m.announced_text(), Some(english));
}
