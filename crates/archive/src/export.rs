//! A game of the archive as text: a transcript line, or a GGF record with its players, tournament,
//! year and recorded result (what `ethello archive export` writes).

use ethello_engine::write_ggf;

use crate::archive::{Archive, GameId};

/// Escapes a GGF property value (`]` and `\` are escaped with `\`).
fn ggf_value(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

impl Archive {
    /// A game's transcript: its squares back to back (`f5d6c3...`), passes implied.
    ///
    /// # Panics
    /// When `id` is not below [`Archive::len`].
    pub fn transcript(&self, id: GameId) -> String {
        self.moves(id).iter().map(|s| s.to_string()).collect()
    }

    /// A game as a GGF record: the engine's writer, with the players (`PB`, `PW`), the tournament
    /// (`PC`), the year (`DT`) and black's recorded margin (`RE`) filled in.
    ///
    /// # Panics
    /// When `id` is not below [`Archive::len`].
    pub fn ggf(&self, id: GameId) -> String {
        let g = self.info(id);
        let name = |n: Option<String>| ggf_value(&n.unwrap_or_default());
        let fields = format!(
            "PC[{}]DT[{}]PB[{}]PW[{}]RE[{:+}]",
            name(self.tournaments().name(g.tournament as usize)),
            g.year,
            name(self.players().name(g.black as usize)),
            name(self.players().name(g.white as usize)),
            g.black_margin()
        );
        write_ggf(&self.game(id), None, &[]).replacen(
            "PC[ethello]PB[black]PW[white]RE[?]",
            &fields,
            1,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ggf_value_escapes_its_brackets() {
        assert_eq!(ggf_value(r"a]b\c"), r"a\]b\\c");
    }
}
