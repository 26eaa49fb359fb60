//! An explanation as the page receives it from the worker ([`FromWorker::Explained`]): what its
//! words and the contract's tags need of the engine's [`Explanation`], and no more, so that the
//! page decodes a few numbers instead of every feature of both moves.
//!
//! The *mover* is the side to move of the position explained; values are discs for him.
//!
//! [`FromWorker::Explained`]: crate::protocol::FromWorker::Explained

mod text;

use ethello_engine::explain::{line_tag, Explanation, KeyPly, Reason};
use ethello_engine::{Color, Move, Position, Square};
use serde::{Deserialize, Serialize};

/// Why `played` is worse than `vs` (see the module doc). Serialised as one line of text
/// ([`text`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Why {
    /// The side that played the move.
    pub mover: Color,
    /// The move explained.
    pub played: Square,
    /// The move it is compared with (the best, unless asked otherwise).
    pub vs: Square,
    /// The played move's value in discs.
    pub played_value: i32,
    /// The compared move's value in discs.
    pub vs_value: i32,
    /// The reasons, the one that explains most first (none when the played move is not worse).
    pub reasons: Vec<Reason>,
    /// The played move's line, from the opponent's reply on (passes written out).
    pub line: Vec<Move>,
    /// Where the loss becomes concrete in that line.
    pub key: Option<KeyPly>,
    /// The opponent's stable discs at the end of the played move's line.
    pub opponent_stable: u32,
    /// The mover's legal moves after the compared move.
    pub vs_own_moves: u32,
    /// The opponent's legal moves after the compared move.
    pub vs_opponent_moves: u32,
}

impl Why {
    /// The page's summary of `e`, the mover being `mover`.
    pub fn new(mover: Color, e: &Explanation) -> Why {
        Why {
            mover,
            played: e.played.line.square,
            vs: e.vs.line.square,
            played_value: e.played.line.value,
            vs_value: e.vs.line.value,
            reasons: e.reasons.clone(),
            line: e.played.line.moves.clone(),
            key: e.played.key,
            opponent_stable: e.played.end_opponent_stable,
            vs_own_moves: e.vs.features.own_moves.count(),
            vs_opponent_moves: e.vs.features.opponent_moves.count(),
        }
    }

    /// The discs the played move loses against the compared one.
    pub fn loss(&self) -> i32 {
        self.vs_value - self.played_value
    }

    /// The positions of the played move's line from `position` (the one explained): after the
    /// move, then after each move of its line, as far as they are legal there (all of them, for
    /// the worker's own line).
    pub fn positions(&self, position: Position) -> Vec<Position> {
        let moves = std::iter::once(Move::Play(self.played)).chain(self.line.iter().copied());
        let mut out: Vec<Position> = Vec::with_capacity(self.line.len() + 1);
        for mv in moves {
            let from = out.last().copied().unwrap_or(position);
            match from.play(mv) {
                Ok(next) => out.push(next),
                Err(_) => break,
            }
        }
        out
    }

    /// The contract's tags, as [`Explanation::tags`] gives them: each reason's, then the line's.
    pub fn tags(&self) -> Vec<String> {
        let mut tags: Vec<String> = self.reasons.iter().map(Reason::tag).collect();
        tags.push(line_tag(&self.line));
        tags
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ethello_engine::explain;
    use ethello_engine::search::Search;
    use ethello_engine::Game;

    #[test]
    fn the_summary_keeps_the_explanations_tags_and_round_trips() {
        let game = Game::from_transcript("d3e3f6e6f2c2c3c4b5g7e7b3g6f3f4g3").unwrap();
        let position = game.position();
        let b2 = "b2".parse().unwrap();
        let limits = ethello_engine::search::Limits::depth(4);
        let e = explain::explain(&mut Search::new(1), position.board, b2, None, &limits).unwrap();
        let why = Why::new(position.side, &e);
        assert_eq!(why.tags(), e.tags());
        assert_eq!(why.loss(), e.loss);
        assert_eq!(why.tags()[0], "corner:a1");
        let text = serde_json::to_string(&why).unwrap();
        assert_eq!(serde_json::from_str::<Why>(&text).unwrap(), why);
        // The line's positions: after b2, then each move of the line from the one before.
        let positions = why.positions(position);
        assert_eq!(positions.len(), why.line.len() + 1);
        assert_eq!(positions[0].at(b2), Some(position.side));
        for (k, &mv) in why.line.iter().enumerate() {
            assert_eq!(positions[k].play(mv).ok(), Some(positions[k + 1]));
        }
    }

    #[test]
    fn every_reason_key_and_line_reads_back_from_its_text() {
        use ethello_engine::explain::{Edge, EdgeShape, KeyKind, Shape, StonerThreat, Tempo};
        let sq = |t: &str| t.parse::<Square>().unwrap();
        let edge = |edge, shape, mover| Reason::Edge(EdgeShape { edge, shape, mover });
        let reasons = vec![
            Reason::Corner { square: sq("h8") },
            Reason::Wipeout { ply: 3 },
            Reason::Tempo(Tempo::MoverPasses { ply: 1 }),
            Reason::Tempo(Tempo::ComparedForcesPass),
            Reason::XSquare { square: sq("b2") },
            Reason::CSquare { square: sq("b1") },
            Reason::Mobility { after: 11, vs: 3 },
            Reason::Frontier { after: 12, vs: 5 },
            Reason::Openness { after: 13, vs: 2 },
            Reason::Stable { after: 1, vs: 14 },
            Reason::Parity { after: 15, vs: 0 },
            edge(Edge::Row1, Shape::Wing, true),
            edge(Edge::ColumnH, Shape::Unbalanced, false),
            edge(Edge::ColumnA, Shape::Balanced, true),
            Reason::Stoner(StonerThreat {
                edge: Edge::Row8,
                x_square: sq("g7"),
            }),
        ];
        let kinds = [
            KeyKind::Corner(sq("a8")),
            KeyKind::Pass,
            KeyKind::NoSafeMove,
            KeyKind::Wipeout,
        ];
        for (i, kind) in kinds.into_iter().enumerate() {
            let why = Why {
                mover: if i % 2 == 0 {
                    Color::Black
                } else {
                    Color::White
                },
                played: sq("b2"),
                vs: sq("c6"),
                played_value: -12,
                vs_value: 2,
                reasons: reasons.clone(),
                line: vec![Move::Play(sq("a1")), Move::Pass, Move::Play(sq("c1"))],
                key: Some(KeyPly { ply: i, kind }),
                opponent_stable: 8,
                vs_own_moves: 7,
                vs_opponent_moves: 4,
            };
            let text = String::from(why.clone());
            assert_eq!(Why::try_from(text.clone()).unwrap(), why, "{text}");
            let none = Why {
                key: None,
                line: Vec::new(),
                reasons: Vec::new(),
                ..why
            };
            assert_eq!(Why::try_from(String::from(none.clone())).unwrap(), none);
        }
        assert!(Why::try_from("X b2 c6 -12".to_string()).is_err());
        assert!(Why::try_from("X b2 c6 0 0 0 0 0 - - bogus:1".to_string()).is_err());
    }
}
