//! The catalogues of the page's words (`www/lang/*.txt`, `ui::words`): every language shipped has
//! every text, with the English `{names}`; `index.html` names exactly the catalogue's `page.` keys,
//! its English is the catalogue's, and none of its text or labels is left without a key.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

use ethello_engine::{level_band, openings, Character, Color, TOP_LEVEL};
use ethello_ui::words::{character_key, keys_help, same_names, CatalogueError};
use ethello_ui::{phrase, Key, Lang, Part, Phrase, Words};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn catalogue_path(lang: Lang) -> PathBuf {
    root().join("www").join(lang.file())
}

/// The shipped catalogue of `lang`, read as the page reads it.
fn shipped(lang: Lang) -> Words {
    let path = catalogue_path(lang);
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    Words::parse(lang, &text).unwrap_or_else(|e| panic!("{}: {e}", lang.code()))
}

#[test]
fn every_language_has_every_text_with_the_english_names() {
    let english = Words::english();
    for lang in Lang::ALL {
        let words = shipped(lang);
        assert_eq!(words.lang(), lang);
        for &key in Key::ALL {
            let text = words.get(key);
            assert!(
                !text.trim().is_empty(),
                "{}: {} is empty",
                lang.code(),
                key.id()
            );
            assert!(same_names(text, english.get(key)), "{}", key.id());
        }
        for c in Character::ALL {
            for part in Part::ALL {
                let (text, id) = (words.character(c, part), character_key(c, part));
                assert!(!text.trim().is_empty(), "{}: {id} is empty", lang.code());
                let en = english.character(c, part);
                assert!(same_names(text, en), "{}: {id}", lang.code());
            }
        }
    }
}

#[test]
fn every_catalogue_file_is_a_language_of_the_page() {
    let dir = root().join("www/lang");
    for entry in fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let code = name.strip_suffix(".txt").expect("only .txt catalogues");
        let lang = Lang::from_code(code).unwrap_or_else(|| panic!("{name} is no language"));
        assert_eq!(lang.code(), code);
    }
}

#[test]
fn a_catalogue_with_a_missing_twice_given_or_unknown_key_is_refused() {
    let english = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let without = |id: &str| {
        let lines = english
            .lines()
            .filter(|l| !l.starts_with(&format!("{id} = ")));
        lines.collect::<Vec<_>>().join("\n")
    };
    assert_eq!(
        Words::parse(Lang::En, &without("status.turn")),
        Err(CatalogueError::Missing(Key::StatusTurn))
    );
    let twice = format!("{english}\nstatus.turn = again");
    assert!(matches!(
        Words::parse(Lang::En, &twice),
        Err(CatalogueError::Twice {
            key: Key::StatusTurn,
            ..
        })
    ));
    let unknown = format!("{english}\nstatus.tunr = typo");
    assert!(matches!(
        Words::parse(Lang::En, &unknown),
        Err(CatalogueError::Unknown { .. })
    ));
    let shape = format!("{english}\nno equals sign");
    assert!(matches!(
        Words::parse(Lang::En, &shape),
        Err(CatalogueError::Shape { .. })
    ));
}

#[test]
fn a_text_with_other_names_than_english_is_refused() {
    let english = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let typo = english.replace("{side}'s turn ({name})", "{side}'s turn ({nmae})");
    let err = Words::parse(Lang::En, &typo).unwrap_err();
    assert!(matches!(
        err,
        CatalogueError::Names {
            key: Key::StatusTurn,
            ..
        }
    ));
}

/// The ids of every character's own texts (no `Key`s).
fn characters_ids() -> BTreeSet<String> {
    Character::ALL
        .into_iter()
        .flat_map(|c| Part::ALL.map(|part| character_key(c, part)))
        .collect()
}

#[test]
fn the_keys_are_the_english_catalogues_in_its_order() {
    let english = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let own = characters_ids();
    let listed: Vec<&str> = english
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("opening "))
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id))
        .filter(|id| !own.contains(*id))
        .collect();
    let ids: Vec<&str> = Key::ALL.iter().map(|k| k.id()).collect();
    assert_eq!(
        ids, listed,
        "the keys generated from en.txt (crates/ui/build.rs)"
    );
    assert_eq!(
        Key::StatusTurn.names().collect::<Vec<_>>(),
        ["side", "name"]
    );
    assert_eq!(Key::from_id("status.turn"), Some(Key::StatusTurn));
    assert_eq!(Key::from_id("status.tunr"), None);
}

#[test]
fn a_characters_texts_are_found_by_his_id_and_refused_when_missing_or_twice() {
    assert_eq!(character_key(Character::Mike, Part::Win), "page.mike.win");
    assert_eq!(
        character_key(Character::Dubya, Part::Prize),
        "page.prize.dubya"
    );
    assert_eq!(
        character_key(Character::Willy, Part::LostTitle),
        "scene.willy.lost.title"
    );
    assert_eq!(Key::from_id("page.mike.win"), None, "not a Key");
    let english = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let words = Words::parse(Lang::En, &english).unwrap();
    assert_eq!(
        words.character(Character::Mike, Part::Win),
        "his golden tooth."
    );
    let without: String = english
        .lines()
        .filter(|l| !l.starts_with("scene.willy.intro = "))
        .flat_map(|l| [l, "\n"])
        .collect();
    let missing = CatalogueError::Character {
        line: 0,
        id: "scene.willy.intro".into(),
    };
    assert_eq!(Words::parse(Lang::En, &without), Err(missing));
    let twice = format!("{english}\npage.dubya.line = again");
    assert!(matches!(
        Words::parse(Lang::En, &twice),
        Err(CatalogueError::Character { id, .. }) if id == "page.dubya.line"
    ));
}

#[test]
fn a_characters_text_is_a_phrase_worded_in_the_language_shown_his_name_in_it() {
    let (english, french) = (Words::english(), shipped(Lang::Fr));
    let intro = Phrase::character(Character::Mike, Part::Intro);
    assert_eq!(intro.key(), None, "not a Key");
    for words in [&*english, &french] {
        let own = words.character(Character::Mike, Part::Intro);
        assert_eq!(words.text(&intro), own, "{}", words.lang().code());
    }
    let en = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let line = "scene.mike.won.detail = A prize with real bite.";
    assert!(en.contains(line));
    let named = en.replace(line, "scene.mike.won.detail = {name} bites.");
    let words = Words::parse(Lang::En, &named).unwrap();
    let detail = Phrase::character(Character::Mike, Part::WonDetail);
    assert_eq!(words.text(&detail), "Iron Mike bites.");
    let other = en.replace(line, "scene.mike.won.detail = {level} bites.");
    assert!(matches!(
        Words::parse(Lang::En, &other),
        Err(CatalogueError::Character { id, .. }) if id == "scene.mike.won.detail"
    ));
}

#[test]
fn every_english_id_is_a_key_or_a_characters_text_never_both() {
    let en = fs::read_to_string(catalogue_path(Lang::En)).unwrap();
    let own = characters_ids();
    let mut keys = 0;
    for line in en.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') || line.starts_with("opening ") {
            continue;
        }
        let (id, _) = line.split_once(" = ").unwrap();
        let key = Key::from_id(id).is_some();
        assert!(
            key != own.contains(id),
            "{id}: a Key and a character's, or neither"
        );
        keys += usize::from(key);
    }
    assert_eq!(keys, Key::ALL.len());
}

#[test]
fn every_catalogues_shortcut_help_names_each_character_with_his_key() {
    for lang in Lang::ALL {
        let words = shipped(lang);
        let help = keys_help(&words);
        assert!(!help.contains('{'), "{}: {help}", lang.code());
        for c in Character::ALL {
            let key = format!("Alt+{} {}", c.shortcut(), c.name());
            assert!(
                help.contains(&key),
                "{}: page.keys lacks {key}",
                lang.code()
            );
        }
    }
}

#[test]
fn names_are_compared_in_any_order() {
    assert!(same_names("{a} and {b}", "{b}, then {a}"));
    assert!(!same_names("{a} and {b}", "{a} alone"));
    assert!(!same_names("{a}", "{a} and {c}"));
}

#[test]
fn a_phrase_puts_each_argument_in_its_place_worded_in_the_language_shown() {
    let w = Words::english();
    let turn = phrase::status_turn(Phrase::color(Color::Black), "Ann");
    assert_eq!(w.text(&turn), "Black's turn (Ann)");
    assert_eq!(w.quote("Hi"), "“Hi”");
    let french = Words::parse(
        Lang::Fr,
        &fs::read_to_string(catalogue_path(Lang::Fr)).unwrap(),
    );
    assert_eq!(french.unwrap().text(&turn), "Au tour de Noir (Ann)");
    let both = phrase::clock_left_both("4 minutes", "59 seconds");
    assert_eq!(
        w.text(&both),
        "4 minutes 59 seconds",
        "the arguments in the English order"
    );
}

#[test]
fn the_clock_choices_take_the_singular_or_plural_of_each_language() {
    let en = Words::english();
    let choices = |w: &Words| [0, 1, 5].map(|m| w.clock_minutes(m));
    assert_eq!(
        choices(&en),
        ["No clock", "1 minute a side", "5 minutes a side"]
    );
    assert_eq!(
        [0, 2].map(|s| en.clock_increment(s)),
        ["No increment", "+2 s a move"]
    );
    let fr = shipped(Lang::Fr);
    assert_eq!(
        choices(&fr),
        [
            "Sans pendule",
            "1 minute par joueur",
            "5 minutes par joueur"
        ]
    );
    assert_eq!(fr.clock_increment(5), "+5\u{a0}s par coup");
    let ja = shipped(Lang::Ja);
    assert_eq!(choices(&ja), ["時計なし", "各1分", "各5分"]);
}

#[test]
fn a_clock_is_named_by_its_side_and_the_time_it_shows_in_words() {
    let en = Words::english();
    let labels = |w: &Words, c: Color| {
        [299_999, 60_000, 61_000, 9_400, 1_000, 0].map(|ms| w.clock_label(c, ms))
    };
    assert_eq!(
        labels(&en, Color::Black),
        [
            "Black's clock: 4 minutes 59 seconds left",
            "Black's clock: 1 minute left",
            "Black's clock: 1 minute 1 second left",
            "Black's clock: 9 seconds left",
            "Black's clock: 1 second left",
            "Black's clock: 0 seconds left",
        ]
    );
    assert_eq!(
        en.clock_label(Color::White, 3_723_000),
        "White's clock: 62 minutes 3 seconds left"
    );
    let fr = shipped(Lang::Fr);
    assert_eq!(
        labels(&fr, Color::White)[..3],
        [
            "Pendule de Blanc\u{a0}: il reste 4 minutes 59 secondes",
            "Pendule de Blanc\u{a0}: il reste 1 minute",
            "Pendule de Blanc\u{a0}: il reste 1 minute 1 seconde",
        ]
    );
    assert_eq!(
        fr.clock_label(Color::Black, 0),
        "Pendule de Noir\u{a0}: il reste 0 seconde"
    );
    let ja = shipped(Lang::Ja);
    assert_eq!(
        ja.clock_label(Color::Black, 299_999),
        "黒の持ち時間：残り4分59秒"
    );
    let es = shipped(Lang::Es);
    assert_eq!(
        es.clock_label(Color::Black, 61_000),
        "Reloj de las negras, tiempo restante: 1 minuto y 1 segundo"
    );
    for lang in Lang::ALL {
        let words = shipped(lang);
        let (black, white) = (
            words.clock_label(Color::Black, 299_999),
            words.clock_label(Color::White, 299_999),
        );
        assert_ne!(black, white, "{}", lang.code());
        for label in [black, white] {
            assert!(label.contains('4') && label.contains("59"), "{label}");
        }
    }
}

#[test]
fn the_colon_after_a_name_follows_each_language() {
    let colon = |lang: Lang| shipped(lang).get(Key::PageColon).to_string();
    assert_eq!(colon(Lang::En), ":");
    assert_eq!(colon(Lang::De), ":");
    // French puts a no-break space before a colon; Japanese writes a full-width one.
    assert_eq!(colon(Lang::Fr), "\u{a0}:");
    assert_eq!(colon(Lang::Ja), "：");
}

#[test]
fn every_level_has_its_band_in_the_catalogue() {
    let w = Words::english();
    for level in 1..=TOP_LEVEL {
        assert_eq!(w.band(level), level_band(level), "level {level}");
    }
}

#[test]
fn the_openings_a_catalogue_names_are_openings() {
    let known: BTreeSet<&str> = openings::all().iter().map(|o| o.name).collect();
    for lang in Lang::ALL {
        for name in shipped(lang).named_openings() {
            assert!(known.contains(name), "{}: no opening {name}", lang.code());
        }
    }
}

#[test]
fn the_browser_languages_pick_the_first_spoken() {
    let tags = |t: &[&str]| t.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(Lang::pick(&tags(&[])), Lang::En);
    assert_eq!(Lang::pick(&tags(&["xx-YY", "en-GB"])), Lang::En);
    for lang in Lang::ALL {
        let tag = format!("{}-XX", lang.code().to_uppercase());
        assert_eq!(Lang::pick(&tags(&["xx", &tag, "en"])), lang);
    }
}

/// One element of `index.html` that a key fills: the key, the attribute it fills (`None`: the
/// text) and the English that `index.html` holds there.
#[derive(Debug)]
struct Keyed {
    key: String,
    attr: Option<&'static str>,
    english: String,
}

/// The attributes a key may fill besides the text: (the key's attribute, the one it fills).
const ATTRIBUTES: [(&str, &str); 4] = [
    ("data-l10n-label", "aria-label"),
    ("data-l10n-alt", "alt"),
    ("data-l10n-title", "title"),
    ("data-l10n-placeholder", "placeholder"),
];

/// Elements without a closing tag.
const VOID: [&str; 6] = ["input", "img", "meta", "link", "br", "hr"];

/// Text that needs no key: the game's and the characters' names, the columns' letters.
const NAMES: [&str; 12] = [
    "E-Thello",
    "Dubya",
    "Iron Mike",
    "Slick Willy",
    "a",
    "b",
    "c",
    "d",
    "e",
    "f",
    "g",
    "h",
];

/// The value of `attr` in a tag's source (`<button id="x" ...>`).
fn attribute(tag: &str, attr: &str) -> Option<String> {
    let needle = format!(" {attr}=\"");
    let start = tag.find(&needle)? + needle.len();
    let end = start + tag[start..].find('"')?;
    Some(tag[start..end].to_string())
}

fn tag_name(tag: &str) -> String {
    tag.trim_start_matches(['<', '/'])
        .split(|c: char| c.is_whitespace() || c == '>')
        .next()
        .unwrap_or("")
        .to_lowercase()
}

fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn needs_words(text: &str) -> bool {
    let text = text.trim();
    text.chars().any(char::is_alphabetic) && !NAMES.contains(&text)
}

/// Reads `index.html`: the keyed elements, and every text or label left without a key.
fn scan_page() -> (Vec<Keyed>, Vec<String>) {
    let html = fs::read_to_string(root().join("index.html")).unwrap();
    let start = html.find("<body>").expect("a body");
    let end = html.find("</body>").expect("the body's end") + "</body>".len();
    let body = &html[start..end];
    let (mut keyed, mut bare) = (Vec::new(), Vec::new());
    // The open elements: each with the key of its text, if it has one.
    let mut open: Vec<(String, Option<String>)> = Vec::new();
    let mut rest = body;
    while let Some(lt) = rest.find('<') {
        let text = &rest[..lt];
        let gt = lt + rest[lt..].find('>').expect("a closed tag");
        let tag = &rest[lt..=gt];
        rest = &rest[gt + 1..];
        if let Some((_, Some(key))) = open.last() {
            if !text.trim().is_empty() {
                let (key, english) = (key.clone(), squeeze(text));
                keyed.push(Keyed {
                    key,
                    attr: None,
                    english,
                });
            }
        } else if needs_words(text) && open.iter().all(|(_, k)| k.is_none()) {
            bare.push(squeeze(text));
        }
        let name = tag_name(tag);
        if tag.starts_with("</") {
            let popped = open.pop().map(|(n, _)| n);
            assert_eq!(
                popped.as_deref(),
                Some(name.as_str()),
                "index.html nests {tag}"
            );
            continue;
        }
        for (key_attr, target) in ATTRIBUTES {
            match (attribute(tag, key_attr), attribute(tag, target)) {
                (Some(key), Some(english)) => keyed.push(Keyed {
                    key,
                    attr: Some(target),
                    english,
                }),
                (None, Some(value)) if needs_words(&value) => {
                    bare.push(format!("{target}={value}"))
                }
                (Some(key), None) => panic!("{key} fills no {target}"),
                _ => {}
            }
        }
        if !VOID.contains(&name.as_str()) {
            open.push((name, attribute(tag, "data-l10n")));
        }
    }
    (keyed, bare)
}

#[test]
fn no_text_of_the_page_is_left_without_a_key() {
    let (keyed, bare) = scan_page();
    assert!(keyed.len() > 100, "the reader sees the keys");
    assert_eq!(
        bare,
        Vec::<String>::new(),
        "index.html text without data-l10n"
    );
}

#[test]
fn the_page_names_exactly_the_page_keys_and_its_english_is_the_catalogue() {
    let (keyed, _) = scan_page();
    let english = Words::english();
    let in_html: BTreeSet<&str> = keyed.iter().map(|k| k.key.as_str()).collect();
    let page: BTreeSet<&str> = Key::ALL
        .iter()
        .map(|k| k.id())
        .filter(|id| id.starts_with("page."))
        .collect();
    assert_eq!(
        in_html, page,
        "index.html's keys and the catalogue's page. keys"
    );
    for k in &keyed {
        let key = Key::from_id(&k.key).expect("a key of the catalogue");
        assert_eq!(k.english, english.get(key), "{} ({:?})", k.key, k.attr);
    }
}

/// French sets a no-break space before `:`, `;`, `!` and `?` and inside « »: a plain one would let
/// the line break before the mark. Every French text holds to it.
#[test]
fn french_punctuation_keeps_its_space_unbroken() {
    let path = catalogue_path(Lang::Fr);
    let text = fs::read_to_string(&path).unwrap();
    for (n, line) in text.lines().enumerate() {
        let Some((_, value)) = line.split_once(" = ").filter(|_| !line.starts_with('#')) else {
            continue;
        };
        for bad in [" :", " ;", " !", " ?", "« ", " »"] {
            assert!(
                !value.contains(bad),
                "fr.txt line {}: {bad:?} in {value}",
                n + 1
            );
        }
    }
}
