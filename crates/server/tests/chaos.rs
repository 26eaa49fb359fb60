use ethello_engine::{Color, Rng, Square};
use ethello_server::clock::ClockChoice;
use ethello_server::ids::{GameId, Secret};
use ethello_server::protocol::{decode, Act, ErrorCode, Phrase, MAX_MESSAGE_BYTES};
use ethello_server::table::{Expiry, Table};

/// Any act, likely or not: legal squares more often than others.
fn any_act(table: &Table, rng: &mut Rng) -> Act {
    let ply = table.game().moves().len() as u16;
    match rng.below(16) {
        0..=6 => {
            let legal = table.game().position().board.legal_moves();
            let square = rng.pick(legal).unwrap_or(Square::from_index(0).unwrap());
            Act::Move {
                square,
                ply: if rng.below(8) == 0 { ply + 1 } else { ply },
            }
        }
        7 => Act::Move {
            square: Square::from_index(rng.below(64) as u8).unwrap(),
            ply,
        },
        8 => Act::Resign,
        9 => [Act::OfferDraw, Act::AcceptDraw, Act::DeclineDraw][rng.below(3) as usize],
        10 => [Act::AskTakeBack, Act::AcceptTakeBack, Act::DeclineTakeBack][rng.below(3) as usize],
        11 => Act::Rematch,
        12 => Act::Chat {
            phrase: Phrase::Oops,
        },
        13 => Act::ClaimWin,
        14 => Act::Abort,
        _ => Act::Download,
    }
}

fn side(rng: &mut Rng) -> Color {
    [Color::Black, Color::White][rng.below(2) as usize]
}

#[test]
fn random_acts_never_panic_and_every_refusal_changes_nothing() {
    let mut rng = Rng::new(49);
    let expiry = Expiry::default();
    for game in 0..300 {
        let clock = (game % 2 == 0).then_some(ClockChoice {
            minutes: 1,
            increment_s: 1,
        });
        let mut table = Table::new(
            GameId::random(),
            Color::Black,
            clock,
            None,
            Secret::random(),
            0,
        )
        .unwrap();
        let mut now = 0;
        for _ in 0..200 {
            now += rng.below(3_000);
            match rng.below(20) {
                0 => {
                    let _ = table.join(None, Secret::random(), now);
                }
                1 => {
                    let _ = table.connect(side(&mut rng), now);
                }
                2 => {
                    let _ = table.disconnect(side(&mut rng), now);
                }
                3 => {
                    let _ = table.tick(now).or_else(|| table.expire(&expiry, now));
                }
                _ => {
                    if table.is_due(&expiry, now) {
                        continue;
                    }
                    let color = side(&mut rng);
                    let act = any_act(&table, &mut rng);
                    let before = table.clone();
                    if table.act(color, act, now).is_err() {
                        assert_eq!(table, before, "{act:?} refused but changed the table");
                    }
                }
            }
            let snapshot = table.snapshot(now);
            assert_eq!(snapshot.moves, table.game().transcript());
        }
    }
}

#[test]
fn random_text_never_panics_the_reader() {
    let mut rng = Rng::new(7);
    let samples = [
        r#"{"type":"act","game":"0123456789abcdef01234567","secret":"0123456789abcdef0123456789abcdef","act":{"kind":"move","square":"d3","ply":0}}"#,
        r#"{"type":"create","color":"random","clock":{"minutes":3,"increment_s":2},"name":"Ann"}"#,
        r#"{"type":"ping","n":4294967295}"#,
    ];
    for _ in 0..20_000 {
        let mut bytes = samples[rng.below(3) as usize].as_bytes().to_vec();
        for _ in 0..=rng.below(4) {
            let at = rng.below(bytes.len() as u64) as usize;
            match rng.below(3) {
                0 => bytes[at] = rng.below(256) as u8,
                1 => drop(bytes.remove(at)),
                _ => bytes.insert(at, b"{}[]\":,\\0123456789ae"[rng.below(20) as usize]),
            }
        }
        let text = String::from_utf8_lossy(&bytes);
        let _ = decode(&text);
    }
    let deep = "[".repeat(MAX_MESSAGE_BYTES);
    assert_eq!(decode(&deep), Err(ErrorCode::Malformed));
}
