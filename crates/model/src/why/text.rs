//! A [`Why`] as one line of text, its form between the worker and the page: the page decodes a
//! string and reads it with a few small functions, where serde's derived decoding of the reasons'
//! nested enums would cost the page's download several times as much (measured: 31 KB of wasm).
//!
//! Fields, space-separated: the mover (`X` or `O`), the move, the compared move, their values,
//! the opponent's stable discs at the end of the line, the moves of both sides after the compared
//! move, the key ply (`-`, or `PLY:` and `a1` for a corner, `pass`, `nosafe`, `wipeout`), the line
//! (`a1,pa,c1`, `-` when empty), then one field a reason: `corner:a1`, `wipeout:3`, `pass:1` (the
//! mover passes at that ply), `lost` (the compared move forces a pass), `xsquare:b2`,
//! `csquare:b1`, `mobility:9/4`, `frontier:A/B`, `openness:A/B`, `stable:A/B`, `parity:A/B`,
//! `edge:EDGE:SHAPE:MOVER` (`r1`, `r8`, `ca`, `ch`; `b`, `w`, `u`; `1` or `0`), `stoner:EDGE:SQ`.

use super::Why;
use ethello_engine::explain::{
    Edge, EdgeShape, KeyKind, KeyPly, Reason, Shape, StonerThreat, Tempo,
};
use ethello_engine::{Color, Move, Square};

/// The edges' names in the text, in [`Edge`]'s order.
const EDGES: [(Edge, &str); 4] = [
    (Edge::Row1, "r1"),
    (Edge::Row8, "r8"),
    (Edge::ColumnA, "ca"),
    (Edge::ColumnH, "ch"),
];

/// The shapes' names in the text.
const SHAPES: [(Shape, &str); 3] = [
    (Shape::Balanced, "b"),
    (Shape::Wing, "w"),
    (Shape::Unbalanced, "u"),
];

impl From<Why> for String {
    fn from(why: Why) -> String {
        let mover = if why.mover == Color::Black { "X" } else { "O" };
        let key = why.key.map_or("-".to_string(), |k| {
            let kind = match k.kind {
                KeyKind::Corner(sq) => sq.to_string(),
                KeyKind::Pass => "pass".into(),
                KeyKind::NoSafeMove => "nosafe".into(),
                KeyKind::Wipeout => "wipeout".into(),
            };
            format!("{}:{kind}", k.ply)
        });
        let line = ethello_engine::explain::line_tag(&why.line);
        let line = match &line["line:".len()..] {
            "" => "-",
            moves => moves,
        };
        let mut out = format!(
            "{mover} {} {} {} {} {} {} {} {key} {line}",
            why.played,
            why.vs,
            why.played_value,
            why.vs_value,
            why.opponent_stable,
            why.vs_own_moves,
            why.vs_opponent_moves
        );
        for r in &why.reasons {
            out.push(' ');
            out.push_str(&reason_text(r));
        }
        out
    }
}

/// One reason's field (see the module doc): its tag, with the data the tag leaves out.
fn reason_text(r: &Reason) -> String {
    let name = |e: Edge| EDGES.iter().find(|(x, _)| *x == e).map_or("", |(_, n)| n);
    match r {
        Reason::Wipeout { ply } => format!("wipeout:{ply}"),
        Reason::Tempo(Tempo::MoverPasses { ply }) => format!("pass:{ply}"),
        Reason::Tempo(Tempo::ComparedForcesPass) => "lost".into(),
        Reason::Parity { after, vs } => format!("parity:{after}/{vs}"),
        Reason::Edge(e) => {
            let shape = SHAPES
                .iter()
                .find(|(s, _)| *s == e.shape)
                .map_or("", |(_, n)| n);
            format!("edge:{}:{shape}:{}", name(e.edge), e.mover as u8)
        }
        Reason::Stoner(t) => format!("stoner:{}:{}", name(t.edge), t.x_square),
        // corner:a1 xsquare:b2 csquare:b1 mobility:9/4 frontier:A/B openness:A/B stable:A/B
        other => other.tag(),
    }
}

impl TryFrom<String> for Why {
    type Error = String;

    fn try_from(text: String) -> Result<Why, String> {
        read(&text).ok_or_else(|| format!("not an explanation: {text}"))
    }
}

/// A number field.
fn num<T: std::str::FromStr>(field: Option<&str>) -> Option<T> {
    field?.parse().ok()
}

/// A move of a line: a square or `pa`.
fn mv(text: &str) -> Option<Move> {
    match text {
        "pa" => Some(Move::Pass),
        sq => sq.parse().ok().map(Move::Play),
    }
}

/// The text of a [`Why`] read back.
fn read(text: &str) -> Option<Why> {
    let mut f = text.split(' ');
    let mover = match f.next()? {
        "X" => Color::Black,
        "O" => Color::White,
        _ => return None,
    };
    let (played, vs) = (num(f.next())?, num(f.next())?);
    let (played_value, vs_value) = (num(f.next())?, num(f.next())?);
    let opponent_stable = num(f.next())?;
    let (vs_own_moves, vs_opponent_moves) = (num(f.next())?, num(f.next())?);
    let key = match f.next()? {
        "-" => None,
        k => Some(key_ply(k)?),
    };
    let line = match f.next()? {
        "-" => Vec::new(),
        moves => moves.split(',').map(mv).collect::<Option<_>>()?,
    };
    let reasons = f.map(reason).collect::<Option<_>>()?;
    Some(Why {
        mover,
        played,
        vs,
        played_value,
        vs_value,
        reasons,
        line,
        key,
        opponent_stable,
        vs_own_moves,
        vs_opponent_moves,
    })
}

/// A key ply's field.
fn key_ply(text: &str) -> Option<KeyPly> {
    let (ply, kind) = text.split_once(':')?;
    let kind = match kind {
        "pass" => KeyKind::Pass,
        "nosafe" => KeyKind::NoSafeMove,
        "wipeout" => KeyKind::Wipeout,
        sq => KeyKind::Corner(sq.parse().ok()?),
    };
    Some(KeyPly {
        ply: ply.parse().ok()?,
        kind,
    })
}

/// Two counts `A/B`.
fn pair(text: &str) -> Option<(u32, u32)> {
    let (a, b) = text.split_once('/')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// An edge's name.
fn edge(text: &str) -> Option<Edge> {
    EDGES.iter().find(|(_, n)| *n == text).map(|(e, _)| *e)
}

/// One reason's field.
fn reason(text: &str) -> Option<Reason> {
    let (kind, rest) = text.split_once(':').unwrap_or((text, ""));
    let square = || rest.parse::<Square>().ok();
    let counts = |f: fn(u32, u32) -> Reason| pair(rest).map(|(a, b)| f(a, b));
    Some(match kind {
        "corner" => Reason::Corner { square: square()? },
        "wipeout" => Reason::Wipeout {
            ply: rest.parse().ok()?,
        },
        "pass" => Reason::Tempo(Tempo::MoverPasses {
            ply: rest.parse().ok()?,
        }),
        "lost" => Reason::Tempo(Tempo::ComparedForcesPass),
        "xsquare" => Reason::XSquare { square: square()? },
        "csquare" => Reason::CSquare { square: square()? },
        "mobility" => counts(|after, vs| Reason::Mobility { after, vs })?,
        "frontier" => counts(|after, vs| Reason::Frontier { after, vs })?,
        "openness" => counts(|after, vs| Reason::Openness { after, vs })?,
        "stable" => counts(|after, vs| Reason::Stable { after, vs })?,
        "parity" => counts(|after, vs| Reason::Parity { after, vs })?,
        "edge" => {
            let mut p = rest.split(':');
            let e = edge(p.next()?)?;
            let s = p.next()?;
            let shape = SHAPES.iter().find(|(_, n)| *n == s)?.0;
            let mover = p.next()? == "1";
            Reason::Edge(EdgeShape {
                edge: e,
                shape,
                mover,
            })
        }
        "stoner" => {
            let (e, sq) = rest.split_once(':')?;
            let x_square = sq.parse().ok()?;
            Reason::Stoner(StonerThreat {
                edge: edge(e)?,
                x_square,
            })
        }
        _ => return None,
    })
}
