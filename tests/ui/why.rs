//! An explanation in words: the contrast of the move and the best, its reasons' clauses in every
//! language with their values filled in, the line with its key ply.

use super::*;
use ethello_engine::explain::{KeyKind, KeyPly, Reason};
use ethello_model::why::Why;
use ethello_ui::words::{line_text, why_text};
use ethello_ui::{Lang, Words};

/// Black's b2 (-12) against c6 (+2): White takes a1 at once, at the line's first ply.
fn b2_blunder(reasons: Vec<Reason>) -> Why {
    Why {
        mover: Color::Black,
        played: sq("b2"),
        vs: sq("c6"),
        played_value: -12,
        vs_value: 2,
        reasons,
        line: vec![Move::Play(sq("a1")), Move::Pass, Move::Play(sq("c1"))],
        key: Some(KeyPly {
            ply: 0,
            kind: KeyKind::Corner(sq("a1")),
        }),
        opponent_stable: 8,
        vs_own_moves: 7,
        vs_opponent_moves: 4,
    }
}

fn shipped(lang: Lang) -> Words {
    let path = format!("{}/www/{}", env!("CARGO_MANIFEST_DIR"), lang.file());
    Words::parse(lang, &std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_corner_given_is_the_contrast_of_the_issue() {
    let a1 = Reason::Corner { square: sq("a1") };
    let why = b2_blunder(vec![a1, Reason::XSquare { square: sq("b2") }]);
    assert_eq!(
        why_text(&Words::english(), &why),
        "Your b2 (-12) lets White take the corner a1 at once: then 8 of White's discs can never \
         turn. And it is an X-square next to an empty corner. The best, c6 (+2), leaves you 7 \
         moves against White's 4."
    );
    assert_eq!(why.tags(), ["corner:a1", "xsquare:b2", "line:a1,pa,c1"]);
    assert_eq!(line_text(&Words::english(), &why), "The line: [a1] pass c1");
}

#[test]
fn the_words_are_the_players_in_french_and_japanese() {
    let mobility = Reason::Mobility { after: 9, vs: 4 };
    let why = b2_blunder(vec![mobility, Reason::XSquare { square: sq("b2") }]);
    let fr = why_text(&shipped(Lang::Fr), &why);
    assert!(
        fr.starts_with("Votre b2 (-12) donne 9 coups à Blanc au lieu de 4 (mobilité)."),
        "{fr}"
    );
    assert!(fr.contains("case X"), "{fr}");
    let ja = why_text(&shipped(Lang::Ja), &why);
    assert!(ja.contains("着手可能数") && ja.contains("X打ち"), "{ja}");
    assert!(
        !ja.contains("。 "),
        "no space between Japanese sentences: {ja}"
    );
}

#[test]
fn every_reason_is_worded_in_every_language_with_its_values() {
    // Every kind of reason, read from the worker's text of an explanation.
    let text = "X b2 c6 -12 2 0 7 4 - a1 corner:h8 wipeout:3 pass:1 lost xsquare:b2 csquare:b1 \
                mobility:11/3 frontier:12/5 openness:13/2 stable:1/14 parity:15/0 edge:r1:w:1 \
                edge:r1:u:1 stoner:r1:g2";
    let reasons = Why::try_from(text.to_string()).unwrap().reasons;
    assert_eq!(reasons.len(), 14);
    for lang in Lang::ALL {
        let words = shipped(lang);
        let mut seen = std::collections::BTreeSet::new();
        for &reason in &reasons {
            let text = why_text(&words, &b2_blunder(vec![reason]));
            assert!(!text.contains('{'), "{}: {text}", lang.code());
            assert!(
                text.contains("b2") && text.contains("c6"),
                "{}: {text}",
                lang.code()
            );
            let first = text.split(['.', '。']).next().unwrap().to_string();
            for value in ["h8", "11", "12", "13", "14", "15", "g2"] {
                let tagged = reason.tag().contains(value) || format!("{reason:?}").contains(value);
                assert!(
                    !tagged || first.contains(value),
                    "{}: {value} in {text}",
                    lang.code()
                );
            }
            seen.insert(first);
        }
        assert_eq!(
            seen.len(),
            reasons.len(),
            "{}: each reason its own words",
            lang.code()
        );
    }
}

#[test]
fn a_move_as_good_or_with_no_reason_says_its_values() {
    let mut why = b2_blunder(Vec::new());
    let text = why_text(&Words::english(), &why);
    assert!(
        text.starts_with("Your b2 (-12) loses 14 discs against c6 (+2)."),
        "{text}"
    );
    why.played_value = 2;
    let text = why_text(&Words::english(), &why);
    assert!(
        text.starts_with("Your b2 (+2) is as good as c6 (+2)."),
        "{text}"
    );
}

#[test]
fn a_move_compared_with_one_the_player_chose_is_not_called_the_best() {
    let mut why = b2_blunder(Vec::new());
    (why.played_value, why.vs_value) = (-19, -25);
    let text = ethello_ui::words::compared_text(&Words::english(), &why, true);
    assert_eq!(
        text,
        "Your b2 (-19) is better than c6 (-25). c6 (-25) leaves you 7 moves against White's 4."
    );
    for lang in Lang::ALL {
        let text = ethello_ui::words::compared_text(&shipped(lang), &why, true);
        assert!(!text.contains('{') && text.contains("c6"), "{text}");
    }
}

#[test]
fn the_terms_of_the_worded_reasons_link_the_glossary_entries_of_the_rules_page() {
    use ethello_ui::words::terms;
    use ethello_ui::Key;
    // The corner's sentence counts White's stable discs; the third reason is not worded.
    let a1 = Reason::Corner { square: sq("a1") };
    let xsquare = Reason::XSquare { square: sq("b2") };
    let mobility = Reason::Mobility { after: 9, vs: 4 };
    let why = b2_blunder(vec![a1, xsquare, mobility]);
    let found = terms(&why);
    assert_eq!(
        found,
        vec![
            ("glossary-stable-disc", Key::PageGlossaryStable),
            ("glossary-x-square", Key::PageGlossaryXsquare)
        ]
    );
    let fr = shipped(Lang::Fr);
    let names: Vec<&str> = found.iter().map(|&(_, key)| fr.get(key)).collect();
    assert_eq!(names, ["Pion définitif", "Case X"]);
    // A corner without stable discs counted names no concept.
    let mut bare = b2_blunder(vec![a1]);
    bare.opponent_stable = 0;
    assert_eq!(terms(&bare), Vec::new());
    // Every kind of reason that names a concept links an entry the rules page has.
    let text = "X b2 c6 -12 2 0 7 4 - a1 pass:1 lost xsquare:b2 csquare:b1 mobility:11/3 \
                frontier:12/5 openness:13/2 stable:1/14 parity:15/0 edge:r1:w:1 edge:r1:u:1 \
                stoner:r1:g2";
    let reasons = Why::try_from(text.to_string()).unwrap().reasons;
    let html =
        std::fs::read_to_string(format!("{}/index.html", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut entries = std::collections::BTreeSet::new();
    for reason in reasons {
        let found = terms(&b2_blunder(vec![reason]));
        assert_eq!(found.len(), 1, "{reason:?}");
        let (id, key) = found[0];
        let entry = format!("id=\"{id}\" data-testid=\"glossary-entry\"");
        assert!(html.contains(&entry), "{id} has no entry");
        assert!(
            html.contains(&format!("data-l10n=\"{}\"", key.id())),
            "{id}"
        );
        entries.insert(id);
    }
    assert_eq!(entries.len(), 11, "the issue's eleven concepts");
    assert_eq!(html.matches("data-testid=\"glossary-entry\"").count(), 11);
}
