//! Browser tests: wasm-bindgen-test in headless Chromium (see the README's test command). They check
//! what only a browser can: canvas pixels, and the worker protocol through real JS values.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use ethello_engine::search::Limits;
use ethello_engine::{Bitboard, Character, Color, Move, Player, Position, Square, TimeControl};
use ethello_model::protocol::bench::{BenchReply, BenchRequest};
use ethello_model::protocol::{FromWorker, ToWorker};
use ethello_model::setup::Theme;
use ethello_page::render::{self, Picture};
use ethello_ui::view::palette;
use ethello_ui::Ghost;
use ethello_worker::{self as worker, Reply};

wasm_bindgen_test_configure!(run_in_browser);

const SIZE: f64 = 400.0;

fn canvas() -> (HtmlCanvasElement, CanvasRenderingContext2d) {
    let doc = web_sys::window().unwrap().document().unwrap();
    let canvas: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    canvas.set_width(SIZE as u32);
    canvas.set_height(SIZE as u32);
    doc.body().unwrap().append_child(&canvas).unwrap();
    let ctx = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    (canvas, ctx)
}

fn pixel(ctx: &CanvasRenderingContext2d, sq: &str) -> [u8; 3] {
    let (x, y, _) = render::center(SIZE, sq.parse::<Square>().unwrap());
    let data = ctx
        .get_image_data(x.floor(), y.floor(), 1.0, 1.0)
        .unwrap()
        .data();
    [data[0], data[1], data[2]]
}

fn picture(position: Position) -> Picture {
    Picture {
        position,
        last: None,
        hover: None,
        dots: Bitboard::EMPTY,
        flipping: None,
        palette: palette(Theme::Classic),
        hints: Vec::new(),
        marks: None,
        ghosts: Vec::new(),
        exact: "exact".into(),
        overlay: None,
        key: None,
    }
}

#[wasm_bindgen_test]
fn the_start_position_is_drawn_with_white_on_d4_black_on_e4_and_green_felt() {
    let (_canvas, ctx) = canvas();
    render::draw(&ctx, SIZE, &picture(Position::start()));
    let [r, g, b] = pixel(&ctx, "d4");
    assert!(
        r > 200 && g > 200 && b > 200,
        "d4 should be a white disc, got {r},{g},{b}"
    );
    let [r, g, b] = pixel(&ctx, "e4");
    assert!(
        r < 60 && g < 60 && b < 60,
        "e4 should be a black disc, got {r},{g},{b}"
    );
    let [r, g, b] = pixel(&ctx, "a1");
    assert!(
        g > r + 40 && g > b + 40,
        "a1 should be green felt, got {r},{g},{b}"
    );
}

/// The colour a quarter of a square right of `sq`'s centre (beside a number drawn there).
fn beside(ctx: &CanvasRenderingContext2d, sq: &str) -> [i32; 3] {
    let (x, y, cell) = render::center(SIZE, sq.parse::<Square>().unwrap());
    let data = ctx
        .get_image_data((x + cell * 0.25).floor(), y.floor(), 1.0, 1.0)
        .unwrap()
        .data();
    [data[0], data[1], data[2]].map(i32::from)
}

#[wasm_bindgen_test]
fn the_best_line_s_ghost_discs_are_translucent_in_their_player_s_colour() {
    let (_canvas, ctx) = canvas();
    let mut p = picture(Position::start());
    let ghost = |sq: &str, color, number| Ghost {
        square: sq.parse().unwrap(),
        color,
        number,
    };
    p.ghosts = vec![ghost("f5", Color::Black, 1), ghost("f4", Color::White, 2)];
    render::draw(&ctx, SIZE, &p);
    let felt = beside(&ctx, "h8").iter().sum::<i32>();
    let [r, g, b] = beside(&ctx, "f5");
    assert!(
        r + g + b < felt && g > r,
        "f5: a dark ghost over the felt, got {r},{g},{b}"
    );
    let [r, g, b] = beside(&ctx, "f4");
    assert!(
        r + g + b > felt && r < 235,
        "f4: a light ghost over the felt, got {r},{g},{b}"
    );
}

#[wasm_bindgen_test]
fn the_hover_circle_is_yellow_and_the_newest_disc_has_a_red_marker() {
    let (_canvas, ctx) = canvas();
    let mut s = picture(Position::start());
    s.hover = Some("f5".parse().unwrap());
    s.last = Some("e4".parse().unwrap());
    render::draw(&ctx, SIZE, &s);
    let [r, g, b] = pixel(&ctx, "f5");
    assert!(
        r > 100 && g > 100 && b < 100,
        "f5 should be tinted yellow, got {r},{g},{b}"
    );
    let [r, g, b] = pixel(&ctx, "e4");
    assert!(
        r > 180 && g < 100 && b < 100,
        "e4's marker should be red, got {r},{g},{b}"
    );
}

#[wasm_bindgen_test]
fn legal_squares_get_a_dot_in_every_theme_and_other_empty_squares_stay_felt() {
    let (_canvas, ctx) = canvas();
    for theme in Theme::ALL {
        let mut s = picture(Position::start());
        s.palette = palette(theme);
        s.dots = Position::start().board.legal_moves();
        render::draw(&ctx, SIZE, &s);
        // b1 is an empty square of the same shade as the four legal ones (checkered themes).
        let felt = pixel(&ctx, "b1");
        for sq in ["d3", "c4", "f5", "e6"] {
            let dot = pixel(&ctx, sq);
            let diff: i32 = (0..3)
                .map(|i| (i32::from(dot[i]) - i32::from(felt[i])).abs())
                .sum();
            assert!(
                diff > 40,
                "{theme:?}: {sq} {dot:?} looks like the felt {felt:?}"
            );
        }
        s.dots = Bitboard::EMPTY;
        render::draw(&ctx, SIZE, &s);
        assert_eq!(
            pixel(&ctx, "d3"),
            pixel(&ctx, "b1"),
            "{theme:?}: no dot when off"
        );
    }
}

#[wasm_bindgen_test]
fn worker_messages_survive_real_js_values_and_the_worker_answers_with_a_legal_move() {
    let request = ToWorker::Think {
        id: 3,
        position: Position::start(),
        player: Player::Character(Character::Mike),
        // As the page sends it: the limits its timekeeper made, no node limit (a `u64` a
        // JavaScript number could not hold).
        control: TimeControl::Fixed(Limits::game(100, 200)),
        seed: 5,
    };
    let js = serde_wasm_bindgen::to_value(&request).unwrap();
    let back: ToWorker = serde_wasm_bindgen::from_value(js).unwrap();
    assert_eq!(back, request);
    let FromWorker::Best {
        id,
        best: Move::Play(sq),
        ..
    } = worker::answer(back, &mut |_| {})
    else {
        panic!("the worker must answer with a move")
    };
    assert_eq!(id, 3);
    assert!(Position::start().board.is_legal(sq));
    // A position is sent as text: a bad one is refused with the request's id, not dropped.
    let bad = serde_wasm_bindgen::to_value(&request).unwrap();
    js_sys::Reflect::set(&bad, &"id".into(), &4.into()).unwrap();
    js_sys::Reflect::set(&bad, &"position".into(), &"nonsense".into()).unwrap();
    let Some(Reply::Game(FromWorker::Failed { id: 4, message })) = worker::handle(bad, &mut |_| {})
    else {
        panic!("a bad position must get Failed for its id")
    };
    // The engine's reader says where and what (8bfbe8d's readers): "line 1, column 1: expected a
    // square: X, O or -, found 'n'".
    assert!(message.contains("found 'n'"), "{message}");
    // The benchmarks' requests are told apart by their type and answered in their own protocol.
    let perft = BenchRequest::Perft {
        id: 5,
        position: Position::start(),
        depth: 5,
    };
    let js = serde_wasm_bindgen::to_value(&perft).unwrap();
    assert!(matches!(
        worker::handle(js, &mut |_| {}),
        Some(Reply::Bench(BenchReply::PerftDone {
            id: 5,
            leaves: 1396,
            ..
        }))
    ));
    // The evaluation benchmark scores every child the same from scratch and incrementally.
    let bench = BenchRequest::EvalBench { id: 6, rounds: 1 };
    let BenchReply::EvalBenchDone {
        id: 6,
        evaluations,
        checksums: [scratch, incremental],
        ..
    } = ethello_worker::bench::answer(bench)
    else {
        panic!("EvalBench must get EvalBenchDone for its id")
    };
    let work = ethello_engine::eval_workload::EvalWorkload::new();
    assert_eq!(evaluations, work.children() as u64);
    assert_eq!(scratch, incremental);
    assert_eq!(scratch, work.scratch_pass());
}

/// The paired (SIMD) move generator the browser's perft uses agrees with the scalar one on boards
/// from seeded random games, and perft through it matches the published counts.
#[wasm_bindgen_test]
fn the_simd_move_generator_agrees_with_the_scalar_one() {
    use ethello_engine::movegen::{legal_moves, x2};
    use ethello_engine::{perft, Board, Rng};
    let mut rng = Rng::new(17);
    let mut boards = Vec::new();
    let mut b = Board::start();
    while boards.len() < 2000 {
        boards.push((b.player.0, b.opponent.0));
        match rng.pick(b.legal_moves()) {
            Some(sq) => b = b.play_unchecked(sq),
            None if b.pass().can_move() => b = b.pass(),
            None => b = Board::start(),
        }
    }
    for pair in boards.chunks_exact(2) {
        let [(p0, o0), (p1, o1)] = [pair[0], pair[1]];
        let both = x2::legal_moves([p0, p1], [o0, o1]);
        assert_eq!(both, [legal_moves(p0, o0), legal_moves(p1, o1)]);
    }
    assert_eq!(perft(Board::start(), 7), 55_092);
    assert_eq!(perft(Board::start(), 8), 390_216);
}

/// Hints, a study and a review through real JS values: the worker's jobs answer with every legal
/// move valued (exact near the end) and score each position of a game, posting progress on the way.
#[wasm_bindgen_test]
fn the_worker_values_every_move_studies_a_position_and_reviews_a_game() {
    // After 48 moves of a 2018 tournament game (tests/review.rs): 12 empties, black to move.
    let game = ethello_engine::Game::from_transcript(
        "f5f6e6f4e3c5c6d6e7f7c3c7g3e8b5a4g5b4f8c4d8d3b3f3d2h3e2g4f2d7c8g6a3b6h6h5a7a6a5c2d1g2h7h8h1g8",
    )
    .unwrap();
    let position = game.position();
    let request = ToWorker::Hints {
        id: 8,
        position,
        time_ms: 10_000,
        moves: None,
    };
    let js = serde_wasm_bindgen::to_value(&request).unwrap();
    let mut passes = 0;
    let answer = worker::handle(js, &mut |m| {
        passes += matches!(m, FromWorker::Hints { .. }) as u32
    });
    let Some(Reply::Game(FromWorker::Hints {
        id: 8,
        hints,
        depth: 60,
        done: true,
    })) = answer
    else {
        panic!("the last pass is exact and done: {answer:?}")
    };
    assert!(passes >= 2, "each pass is posted as it completes");
    let legal: Vec<Square> = position.board.legal_moves().squares().collect();
    assert_eq!(hints.iter().map(|h| h.square).collect::<Vec<_>>(), legal);
    assert!(hints.iter().all(|h| h.exact));
    // The analysis board's study of the same position: the best move proven first, then every move.
    let mut steps = Vec::new();
    let answer = worker::answer(ToWorker::Study { id: 10, position }, &mut |m| steps.push(m));
    let FromWorker::Study {
        hints: all,
        pv,
        done: true,
        ..
    } = answer
    else {
        panic!("the study ends done: {answer:?}")
    };
    let exact_best = |m: &FromWorker| match m {
        FromWorker::Study { hints, pv, .. } => hints
            .iter()
            .any(|h| Some(&h.square) == pv.first() && h.exact),
        _ => false,
    };
    assert!(
        steps.iter().any(exact_best),
        "the best move is proven before the end"
    );
    assert!(all.iter().all(|h| h.exact) && all.len() == hints.len());
    let top = all.iter().map(|h| h.score).max();
    assert_eq!(
        all.iter()
            .find(|h| Some(&h.square) == pv.first())
            .map(|h| h.score),
        top
    );
    let review = ToWorker::Review {
        id: 9,
        start: Position::start(),
        moves: "f5d6c3d3c4".into(),
        exact_empties: 20,
        midgame_ms: 20,
        share: None,
    };
    let mut scored = Vec::new();
    let answer = worker::answer(review, &mut |m| {
        if let FromWorker::Scored { id: 9, index, .. } = m {
            scored.push(index)
        }
    });
    assert_eq!(answer, FromWorker::Reviewed { id: 9 });
    assert_eq!(
        scored,
        vec![5, 4, 3, 2, 1, 0],
        "every position, the last first"
    );
    let bad = ToWorker::Review {
        id: 10,
        start: Position::start(),
        moves: "f5f5".into(),
        exact_empties: 20,
        midgame_ms: 20,
        share: None,
    };
    assert!(matches!(
        worker::answer(bad, &mut |_| {}),
        FromWorker::Failed { id: 10, .. }
    ));
}
