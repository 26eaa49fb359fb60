//! Counting puzzles (`ethello puzzles stats`) and checking that their ratings order the players'
//! results (`ethello puzzles rate`).

use std::fmt::Write as _;

use super::puzzle::{Kind, Theme};
use super::rate::{fit, Tally};
use super::set::PuzzleSet;

/// The difficulty bands: the lowest rating of each, easiest first, and its name.
pub const BANDS: [(i32, &str); 6] = [
    (i32::MIN, "beginner"),
    (1000, "novice"),
    (1400, "club"),
    (1800, "strong"),
    (2200, "expert"),
    (2600, "master"),
];

/// The band of a rating: an index into [`BANDS`].
pub fn band(rating: i32) -> usize {
    BANDS
        .iter()
        .rposition(|&(low, _)| rating >= low)
        .unwrap_or(0)
}

/// The name and range of band `i`, for a table: "club (1400-1799)".
fn band_label(i: usize) -> String {
    let (low, name) = BANDS[i];
    match (i, BANDS.get(i + 1)) {
        (0, Some(&(next, _))) => format!("{name} (below {next})"),
        (_, Some(&(next, _))) => format!("{name} ({low}-{})", next - 1),
        (_, None) => format!("{name} ({low} and up)"),
    }
}

/// Counts of `set` by kind, theme, difficulty band and number of moves, as markdown.
pub fn table(set: &PuzzleSet) -> String {
    let p = set.puzzles();
    let mut out = format!("{} puzzles\n\n| | count |\n|---|---:|\n", p.len());
    let mut row = |label: String, n: usize| {
        let _ = writeln!(out, "| {label} | {n} |");
    };
    for kind in [Kind::Endgame, Kind::Midgame] {
        row(
            format!("{kind:?}"),
            p.iter().filter(|x| x.kind == kind).count(),
        );
    }
    for theme in Theme::ALL {
        let n = p.iter().filter(|x| x.themes.contains(theme)).count();
        row(format!("theme: {}", theme.word()), n);
    }
    row(
        "no theme".into(),
        p.iter().filter(|x| x.themes.is_empty()).count(),
    );
    for (i, _) in BANDS.iter().enumerate() {
        let n = p.iter().filter(|x| band(x.rating) == i).count();
        row(band_label(i), n);
    }
    for steps in 1..=3 {
        let n = p.iter().filter(|x| x.steps.len() == steps).count();
        row(format!("{steps} move(s) to find"), n);
    }
    out
}

/// How often each rating player solved the puzzles of each band, where a puzzle's band comes
/// from its rating fitted *without* that player's results (so the table is no restatement of the
/// fit): a higher player should solve more of every band, and each player less of harder bands.
/// `tallies[i]` are puzzle `i`'s results, in the same player order for every puzzle (a last
/// extra player, when present, is left out of the table).
pub fn validation(tallies: &[Vec<Tally>]) -> String {
    let players = tallies.iter().map(Vec::len).min().unwrap_or(0);
    let mut out =
        String::from("Solve rates by band (each column rated without its own player)\n\n| band |");
    for t in tallies.first().map_or(&[][..], |t| &t[..players]) {
        let _ = write!(out, " {:.0} |", t.elo);
    }
    out.push_str("\n|---|");
    out.push_str(&"---:|".repeat(players));
    out.push('\n');
    // cells[band][player] = (solved, tries)
    let mut cells = vec![vec![(0u32, 0u32); players]; BANDS.len()];
    for t in tallies {
        for j in 0..players {
            let others: Vec<Tally> = t
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != j)
                .map(|(_, x)| *x)
                .collect();
            let b = band(fit(&others).round() as i32);
            cells[b][j].0 += t[j].solved;
            cells[b][j].1 += t[j].tries;
        }
    }
    for (b, row) in cells.iter().enumerate() {
        let _ = write!(out, "| {} |", band_label(b));
        for &(solved, tries) in row {
            match tries {
                0 => out.push_str(" - |"),
                _ => {
                    let _ = write!(
                        out,
                        " {:.0} % |",
                        100.0 * f64::from(solved) / f64::from(tries)
                    );
                }
            }
        }
        out.push('\n');
    }
    out
}
