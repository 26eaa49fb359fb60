//! The page's state machine, natively: messages in, model and effects out, no browser. The worker is
//! played by the test (it answers requests with a legal move), timers by sending their messages.

use ethello::engine::{Color, Game, Move, Player, Position, Square};
use ethello::protocol::{FromWorker, ToWorker};
use ethello::savefile::{parse, SaveGame, Settings};
use ethello::setup::{Character, Names, Setup, Theme};
use ethello::ui::{
    update, Effect, Focus, Model, Msg, Nav, Opponent, Prefs, SceneKind, Screen, Sound, Startup,
    Step, BEAT_MS, FLIP_MS,
};

/// A game that ends after nine moves (white is wiped out), and the same one move short of its end.
const WIPE_OUT: &str = "d3c3b3d2e1d6d7e3f4";
const ALMOST: &str = "d3c3b3d2e1d6d7e3";
/// White plays h6 next, and black must then pass.
const PASS_SETUP: &str = "f5f6d3g5h5h4g7";

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

fn startup(link: Option<&str>, stored: Option<String>) -> Startup {
    Startup {
        prefs: Prefs::default(),
        stored,
        link: link.map(String::from),
        reduced_motion: false,
    }
}

/// A started page (title screen, worker asked for but not ready).
fn page() -> Model {
    let mut m = Model::new(7);
    update(&mut m, Msg::Started(startup(None, None)));
    m
}

/// The current worker says Ready.
fn ready(m: &mut Model) -> Vec<Effect> {
    let generation = m.worker.generation;
    let message = FromWorker::Ready {
        version: "test".into(),
    };
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

/// A started page whose worker is ready.
fn ready_page() -> Model {
    let mut m = page();
    ready(&mut m);
    m
}

/// The Think request among `fx`: id, position, player.
fn think(fx: &[Effect]) -> Option<(u32, Position, Player)> {
    fx.iter().find_map(|e| match e {
        Effect::Post(ToWorker::Think {
            id,
            position,
            player,
            ..
        }) => Some((*id, *position, *player)),
        _ => None,
    })
}

/// The current worker answers request `id` with `square`.
fn best(m: &mut Model, id: u32, square: Square) -> Vec<Effect> {
    let message = FromWorker::Best {
        id,
        best: Move::Play(square),
        score: 0,
        exact: false,
        depth: 1,
        nodes: 1,
    };
    let generation = m.worker.generation;
    update(
        m,
        Msg::Worker {
            generation,
            message,
        },
    )
}

/// The first legal square of `position`.
fn first_legal(position: Position) -> Square {
    position.board.legal_moves().first().unwrap()
}

/// Answers the request in `fx` with its first legal square, then ends the beat; returns the effects.
fn computer_plays(m: &mut Model, fx: &[Effect]) -> Vec<Effect> {
    let (id, position, _) = think(fx).expect("a request was posted");
    let mut out = best(m, id, first_legal(position));
    out.extend(update(m, Msg::Beat { id }));
    out
}

/// Starts a game with this opponent from the options form.
fn new_game(m: &mut Model, choice: Opponent) -> Vec<Effect> {
    let by_key = false;
    update(m, Msg::Opponent { choice, by_key });
    update(m, Msg::NewGame)
}

fn sounds(fx: &[Effect]) -> Vec<Sound> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Sound(s) => Some(*s),
            _ => None,
        })
        .collect()
}

fn announced(fx: &[Effect]) -> String {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Announce(text) => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

fn spawned(fx: &[Effect]) -> bool {
    fx.iter().any(|e| matches!(e, Effect::SpawnWorker { .. }))
}

#[test]
fn the_page_starts_on_the_title_and_asks_for_a_worker() {
    let mut m = Model::new(1);
    let fx = update(&mut m, Msg::Started(startup(None, None)));
    assert_eq!(fx, vec![Effect::SpawnWorker { generation: 1 }]);
    assert!(m.started && m.screen == Screen::Title && !m.worker.ready);
    ready(&mut m);
    assert!(m.worker.ready && !m.is_thinking());
}

#[test]
fn two_humans_play_and_an_illegal_click_changes_nothing() {
    let mut m = ready_page();
    let fx = new_game(&mut m, Opponent::Human);
    assert_eq!(m.screen, Screen::Game);
    assert_eq!(sounds(&fx), [Sound::Start]);
    assert!(m.scene.is_none() && think(&fx).is_none());
    assert!(update(&mut m, Msg::Click(sq("a1"))).is_empty());
    assert_eq!(m.game.moves().len(), 0);
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert_eq!(m.game.transcript(), "f5");
    assert_eq!(sounds(&fx), [Sound::MoveBlack]);
    assert!(announced(&fx).contains("Black plays f5, flipping 1."));
    assert!(fx.contains(&Effect::NextFrame));
    assert!(matches!(
        fx.iter().find(|e| matches!(e, Effect::StoreGame(_))),
        Some(Effect::StoreGame(Some(_)))
    ));
    assert_eq!(
        m.stored.as_deref().map(|t| parse(t).unwrap().game),
        Some(m.game.clone())
    );
}

#[test]
fn the_computer_moves_when_both_its_answer_and_the_beat_are_in() {
    let mut m = ready_page();
    let fx = new_game(&mut m, Opponent::Character(Character::Dubya));
    assert_eq!(m.scene.as_ref().map(|s| s.kind), Some(SceneKind::Intro));
    assert!(fx.contains(&Effect::Focus(Focus::SceneButton)));
    assert_eq!(m.names.get(Color::White), "Dubya");
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, position, player) = think(&fx).unwrap();
    assert_eq!((position, player), (m.game.position(), Player::Dubya));
    let Some(Effect::Post(ToWorker::Think { seed, .. })) =
        fx.iter().find(|e| matches!(e, Effect::Post(_)))
    else {
        panic!("a request")
    };
    assert!(*seed < 1 << 53, "a seed travels as a JavaScript number");
    assert!(fx.contains(&Effect::After {
        ms: BEAT_MS,
        msg: Box::new(Msg::Beat { id })
    }));
    assert!(m.is_thinking() && m.clickable().is_empty());
    best(&mut m, id, sq("d6"));
    assert_eq!(m.game.moves().len(), 1, "not before the beat");
    update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.transcript(), "f5d6");
    assert!(!m.is_thinking() && m.clickable().contains(sq("c3")));
    // The other order: the beat first, then the answer.
    let fx = update(&mut m, Msg::Click(sq("c3")));
    let (id, position, _) = think(&fx).unwrap();
    update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.moves().len(), 3);
    best(&mut m, id, first_legal(position));
    assert_eq!(m.game.moves().len(), 4);
}

#[test]
fn new_load_and_exit_cancel_the_search_and_a_stale_answer_is_never_played() {
    for cancel in ["new", "load", "exit"] {
        let mut m = ready_page();
        new_game(&mut m, Opponent::Character(Character::Willy));
        let fx = update(&mut m, Msg::Click(sq("f5")));
        let (id, position, _) = think(&fx).unwrap();
        let generation = m.worker.generation;
        let fx = match cancel {
            "new" => {
                // The new game has a request of its own: only its answer may be played.
                let on = true;
                update(&mut m, Msg::ComputerFirst { on, by_key: false });
                new_game(&mut m, Opponent::Character(Character::Dubya))
            }
            "load" => {
                let text = SaveGame::from_game(&Game::new(), &Settings::default(), None).to_text();
                let bytes = text.into_bytes();
                let name = "new.etl".into();
                update(&mut m, Msg::FileRead { name, bytes })
            }
            _ => update(&mut m, Msg::Exit),
        };
        assert!(spawned(&fx), "{cancel}: a busy worker is replaced");
        assert!(m.worker.pending.is_none() && m.worker.generation == generation + 1);
        let before = m.game.clone();
        // The old worker's answer (it may still arrive), and the same id from the new worker.
        let late = FromWorker::Best {
            id,
            best: Move::Play(first_legal(position)),
            score: 0,
            exact: false,
            depth: 1,
            nodes: 1,
        };
        update(
            &mut m,
            Msg::Worker {
                generation,
                message: late,
            },
        );
        best(&mut m, id, first_legal(position));
        update(&mut m, Msg::Beat { id });
        assert_eq!(m.game, before, "{cancel}: the stale move was played");
        if cancel == "new" {
            let fx = ready(&mut m);
            let (fresh, position, _) = think(&fx).unwrap();
            assert_ne!(fresh, id, "ids are never reused");
            best(&mut m, id, first_legal(position));
            update(&mut m, Msg::Beat { id: fresh });
            assert_eq!(
                m.game, before,
                "the stale answer is not taken for the new one"
            );
            best(&mut m, fresh, first_legal(position));
            assert_eq!(m.game.moves().len(), 1);
        }
    }
}

#[test]
fn a_reply_from_a_replaced_worker_is_ignored() {
    let mut m = page();
    update(&mut m, Msg::RetryWorker);
    let message = FromWorker::Ready {
        version: "old".into(),
    };
    update(
        &mut m,
        Msg::Worker {
            generation: 1,
            message,
        },
    );
    assert!(!m.worker.ready);
    let why = "old crash".into();
    update(&mut m, Msg::WorkerDied { generation: 1, why });
    assert!(m.worker.dead.is_none() && m.alert.is_none());
}

#[test]
fn a_move_before_the_worker_is_ready_is_asked_for_once_it_is() {
    let mut m = page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert!(think(&fx).is_none());
    assert!(
        m.is_thinking(),
        "the page shows the computer thinking meanwhile"
    );
    let fx = ready(&mut m);
    let (_, _, player) = think(&fx).unwrap();
    assert_eq!(player, Player::Dubya);
    let fx = ready(&mut m);
    assert!(think(&fx).is_none(), "one request at a time");
}

#[test]
fn the_computer_moves_first_when_asked() {
    let mut m = ready_page();
    update(
        &mut m,
        Msg::ComputerFirst {
            on: true,
            by_key: true,
        },
    );
    let fx = new_game(&mut m, Opponent::Character(Character::Mike));
    assert_eq!(
        m.setup,
        Setup::Against {
            character: Character::Mike,
            computer: Color::Black
        }
    );
    assert_eq!(m.names.get(Color::White), "Player 2");
    assert_eq!(think(&fx).unwrap().2, Player::Mike);
}

#[test]
fn a_dead_worker_offers_retry_and_keeps_the_game() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    update(&mut m, Msg::Click(sq("f5")));
    let generation = m.worker.generation;
    let why = "boom".into();
    let fx = update(&mut m, Msg::WorkerDied { generation, why });
    assert!(fx.contains(&Effect::StopWorker));
    let alert = m.alert.clone().unwrap();
    assert!(alert.retry && alert.text.contains("stopped working (boom)"));
    assert!(!m.is_thinking() && m.game.moves().len() == 1);
    let fx = update(&mut m, Msg::RetryWorker);
    assert!(spawned(&fx) && m.alert.is_none() && m.worker.dead.is_none());
    let fx = ready(&mut m);
    assert!(think(&fx).is_some(), "the computer's turn goes on");
}

#[test]
fn a_failed_request_is_reported() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, _, _) = think(&fx).unwrap();
    let generation = m.worker.generation;
    let message = FromWorker::Failed {
        id,
        message: "bad position".into(),
    };
    update(
        &mut m,
        Msg::Worker {
            generation,
            message,
        },
    );
    assert!(m
        .alert
        .unwrap()
        .text
        .contains("could not move: bad position"));
    assert!(m.worker.pending.is_none());
}

/// Starts a watch game between Dubya (black) and Iron Mike (white).
fn watch_game(m: &mut Model) -> Vec<Effect> {
    update(m, Msg::WatchSeat(Color::Black, Character::Dubya));
    update(m, Msg::WatchSeat(Color::White, Character::Mike));
    new_game(m, Opponent::Watch)
}

#[test]
fn watch_mode_pauses_after_the_answer_in_flight_and_resumes() {
    let mut m = ready_page();
    let mut fx = watch_game(&mut m);
    assert!(m.scene.is_none() && m.setup.is_watch());
    assert_eq!(
        m.names,
        Names {
            black: "Dubya".into(),
            white: "Iron Mike".into()
        }
    );
    for _ in 0..4 {
        fx = computer_plays(&mut m, &fx);
    }
    assert_eq!(m.game.moves().len(), 4);
    let (id, position, player) = think(&fx).unwrap();
    assert_eq!(player, Player::Dubya);
    let paused = update(&mut m, Msg::TogglePause);
    assert!(m.paused && announced(&paused) == "Paused.");
    best(&mut m, id, first_legal(position));
    let landed = update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.moves().len(), 5, "the answer in flight still lands");
    assert!(
        think(&landed).is_none() && !m.is_thinking(),
        "then nothing more"
    );
    let fx = update(&mut m, Msg::TogglePause);
    assert!(!m.paused);
    assert_eq!(think(&fx).unwrap().2, Player::Mike);
}

#[test]
fn a_watch_game_is_saved_and_loaded_back_as_a_watch_game() {
    // Regression: a watch game used to be saved as "humans" and came back as a game between people.
    let mut m = ready_page();
    let mut fx = watch_game(&mut m);
    for _ in 0..10 {
        fx = computer_plays(&mut m, &fx);
    }
    let fx = update(&mut m, Msg::Save);
    let Some(Effect::Download { name, save }) = fx.first() else {
        panic!("Save downloads: {fx:?}")
    };
    assert_eq!(name, "ethello-dubya-vs-mike-move-10.etl");
    assert_eq!((save.mode.as_str(), save.version), ("watch", 2));
    let text = save.to_text();
    let saved = m.game.clone();

    let mut fresh = ready_page();
    new_game(&mut fresh, Opponent::Human);
    let name = name.clone();
    let fx = update(
        &mut fresh,
        Msg::FileRead {
            name,
            bytes: text.into_bytes(),
        },
    );
    assert_eq!(fresh.game, saved);
    assert_eq!(
        fresh.setup,
        Setup::Watch {
            black: Character::Dubya,
            white: Character::Mike
        }
    );
    assert_eq!(
        fresh.form.opponent,
        Opponent::Watch,
        "the next New game is a watch game too"
    );
    assert_eq!(fresh.names.get(Color::White), "Iron Mike");
    assert!(fresh.clickable().is_empty() && fresh.is_thinking());
    assert!(think(&fx).is_some(), "the computers play on");
    assert!(announced(&fx).contains("Loaded ethello-dubya-vs-mike-move-10.etl."));
}

#[test]
fn a_watch_game_plays_to_its_end_with_a_result_sound_and_no_scene() {
    let mut m = ready_page();
    let mut fx = watch_game(&mut m);
    let mut all = Vec::new();
    while !m.game.is_over() {
        fx = computer_plays(&mut m, &fx);
        all.extend(fx.iter().cloned());
    }
    assert!(m.scene.is_none() && !m.is_thinking() && think(&fx).is_none());
    let last = sounds(&fx);
    assert!(
        last.contains(&Sound::Win) || last.contains(&Sound::Draw),
        "{last:?}"
    );
    assert!(announced(&all).contains("Game over"));
    assert!(matches!(
        fx.iter().rev().find(|e| matches!(e, Effect::StoreGame(_))),
        Some(Effect::StoreGame(None))
    ));
}

#[test]
fn beating_dubya_ends_with_his_prize_and_the_scene_closes_to_the_board() {
    let mut m = ready_page();
    let settings = Settings {
        setup: Setup::Against {
            character: Character::Dubya,
            computer: Color::White,
        },
        names: Names {
            black: "Ann".into(),
            white: "Dubya".into(),
        },
        theme: Theme::Wood,
    };
    let game = Game::from_transcript(ALMOST).unwrap();
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    let name = "almost.etl".into();
    update(
        &mut m,
        Msg::FileRead {
            name,
            bytes: text.into_bytes(),
        },
    );
    assert_eq!(m.prefs.theme, Theme::Wood, "the file's theme is applied");
    let fx = update(&mut m, Msg::Click(sq("f4")));
    assert!(m.game.is_over());
    let scene = m.scene.clone().unwrap();
    assert_eq!(
        (scene.kind, scene.image.as_str()),
        (SceneKind::Ending, "img/prize-dubya.svg")
    );
    assert!(scene.title.contains("grammar and spelling book"));
    assert!(sounds(&fx).ends_with(&[Sound::Win]));
    assert!(fx.contains(&Effect::Focus(Focus::SceneButton)));
    assert_eq!(
        ethello::ui::status_text(&m),
        "Game over: Black (Ann) wins 13 to 0."
    );
    let fx = update(&mut m, Msg::Escape);
    assert!(m.scene.is_none());
    assert_eq!(fx, vec![Effect::Focus(Focus::Board(sq("f4")))]);
}

#[test]
fn losing_to_a_character_plays_the_loss_and_shows_the_penalty() {
    let mut m = ready_page();
    update(
        &mut m,
        Msg::ComputerFirst {
            on: true,
            by_key: false,
        },
    );
    let mut fx = new_game(&mut m, Opponent::Character(Character::Mike));
    update(&mut m, Msg::CloseScene);
    assert!(m.scene.is_none());
    // The human plays the first legal square, the "computer" too, to the end.
    while !m.game.is_over() {
        fx = match think(&fx) {
            Some(_) => computer_plays(&mut m, &fx),
            None => {
                let square = first_legal(m.game.position());
                update(&mut m, Msg::Click(square))
            }
        };
    }
    let score = m.game.position().black_score();
    let (sound, image) = match score {
        s if s > 0 => (Sound::Loss, "img/penalty-mike.svg"),
        s if s < 0 => (Sound::Win, "img/prize-mike.svg"),
        _ => (Sound::Draw, "img/mike.svg"),
    };
    assert!(sounds(&fx).ends_with(&[sound]), "{score}: {fx:?}");
    assert_eq!(m.scene.unwrap().image, image);
}

#[test]
fn a_forced_pass_is_announced_and_play_goes_on() {
    let mut m = Model::new(3);
    update(&mut m, Msg::Started(startup(Some(PASS_SETUP), None)));
    assert_eq!(m.game.position().side, Color::White);
    let fx = update(&mut m, Msg::Click(sq("h6")));
    assert!(announced(&fx).contains("Black has no move and passes."));
    assert_eq!(m.game.moves().last(), Some(&Move::Pass));
    assert_eq!(m.game.position().side, Color::White);
    assert!(!m.clickable().is_empty());
}

#[test]
fn a_broken_link_gets_a_message_and_changes_nothing() {
    let mut m = Model::new(3);
    update(&mut m, Msg::Started(startup(Some("f5f5"), None)));
    assert!(m
        .alert
        .unwrap()
        .text
        .contains("f5 is not legal for white at move 2"));
    assert_eq!(m.screen, Screen::Title);
    assert_eq!(m.games, 0);
}

#[test]
fn a_finished_game_can_be_stepped_through() {
    let mut m = ready_page();
    update(&mut m, Msg::Link(WIPE_OUT.into()));
    assert!(m.game.is_over());
    let total = m.game.moves().len();
    update(&mut m, Msg::Review(Step::First));
    assert_eq!(m.shown_position(), (Position::start(), None));
    update(&mut m, Msg::Review(Step::Next));
    assert_eq!(m.review, Some(1));
    assert_eq!(m.shown_position().1, Some(sq("d3")));
    assert!(ethello::ui::status_text(&m).starts_with("Review: position after 1 of"));
    update(&mut m, Msg::Review(Step::Prev));
    update(&mut m, Msg::Review(Step::Prev));
    assert_eq!(m.review, Some(0), "stays at the start");
    assert!(m.clickable().is_empty());
    update(&mut m, Msg::Review(Step::Last));
    assert_eq!(m.review, None);
    assert_eq!(m.shown_position().0, m.game.position());
    assert_eq!(m.game.moves().len(), total);
    // A game in progress has no review.
    update(&mut m, Msg::Link("f5".into()));
    update(&mut m, Msg::Review(Step::First));
    assert_eq!(m.review, None);
}

#[test]
fn scenes_open_for_a_character_close_on_click_or_escape_and_not_for_humans() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Mike));
    let scene = m.scene.clone().unwrap();
    assert!(scene.title.contains("Iron Mike") && scene.detail.contains("golden tooth"));
    update(&mut m, Msg::CloseScene);
    assert!(m.scene.is_none());
    assert!(
        update(&mut m, Msg::CloseScene).is_empty(),
        "closing twice does nothing"
    );
    new_game(&mut m, Opponent::Character(Character::Willy));
    assert!(m.scene.as_ref().unwrap().title.contains("Slick Willy"));
    new_game(&mut m, Opponent::Human);
    assert!(m.scene.is_none());
}

#[test]
fn the_flip_animates_for_flip_ms_from_its_first_frame_unless_motion_is_reduced() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Click(sq("f5")));
    assert!(m.flip.is_some());
    assert_eq!(update(&mut m, Msg::Frame(1000.0)), vec![Effect::NextFrame]);
    let fx = update(&mut m, Msg::Click(sq("f6")));
    assert!(!fx.contains(&Effect::NextFrame), "one frame loop at a time");
    assert_eq!(update(&mut m, Msg::Frame(1100.0)), vec![Effect::NextFrame]);
    assert!(update(&mut m, Msg::Frame(1100.0 + FLIP_MS)).is_empty());
    assert!(m.flip.is_none());
    let mut still = Model::new(1);
    let mut calm = startup(None, None);
    calm.reduced_motion = true;
    update(&mut still, Msg::Started(calm));
    new_game(&mut still, Opponent::Human);
    let fx = update(&mut still, Msg::Click(sq("f5")));
    assert!(still.flip.is_none() && !fx.contains(&Effect::NextFrame));
}

#[test]
fn muted_pages_play_no_sound_and_remember_it() {
    let mut m = ready_page();
    let fx = update(&mut m, Msg::ToggleMute);
    assert!(fx.contains(&Effect::StopSounds));
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::StorePrefs(p) if p.muted)));
    let fx = new_game(&mut m, Opponent::Human);
    let more = update(&mut m, Msg::Click(sq("f5")));
    assert!(sounds(&fx).is_empty() && sounds(&more).is_empty());
}

#[test]
fn a_bad_file_is_refused_and_the_game_stays() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Click(sq("f5")));
    let before = (m.game.clone(), m.setup, m.names.clone());
    let name = "bad.etl".into();
    let fx = update(
        &mut m,
        Msg::FileRead {
            name,
            bytes: b"{\"format\": \"e-thel".to_vec(),
        },
    );
    assert!(fx.is_empty());
    assert!(m
        .alert
        .clone()
        .unwrap()
        .text
        .starts_with("bad.etl could not be loaded. This save is incomplete"));
    assert_eq!((m.game.clone(), m.setup, m.names.clone()), before);
    let name = "huge.etl".into();
    let fx = update(&mut m, Msg::FileChosen { name, bytes: 50e6 });
    assert!(fx.is_empty(), "a huge file is never read");
    assert!(m.alert.clone().unwrap().text.contains("too large"));
    update(&mut m, Msg::Escape);
    assert!(m.alert.is_none());
    let name = "ok.etl".into();
    let fx = update(&mut m, Msg::FileChosen { name, bytes: 900.0 });
    assert_eq!(
        fx,
        vec![Effect::ReadFile {
            name: "ok.etl".into()
        }]
    );
}

#[test]
fn continue_restores_the_stored_game_and_drops_a_broken_one() {
    let game = Game::from_transcript("f5d6c3").unwrap();
    let settings = Settings {
        names: Names::players(),
        ..Settings::default()
    };
    let text = SaveGame::from_game(&game, &settings, None).to_text();
    let mut m = Model::new(5);
    update(&mut m, Msg::Started(startup(None, Some(text))));
    ready(&mut m);
    let fx = update(&mut m, Msg::Continue);
    assert_eq!(m.game, game);
    assert!(announced(&fx).contains("Your game was restored. White's turn (Player 2)"));
    let mut broken = Model::new(5);
    let stored = Some("{\"format\":\"e-thello-save\",\"version\":1,".into());
    update(&mut broken, Msg::Started(startup(None, stored)));
    let fx = update(&mut broken, Msg::Continue);
    assert!(fx.contains(&Effect::StoreGame(None)) && broken.stored.is_none());
    assert!(broken
        .alert
        .unwrap()
        .text
        .contains("could not be restored and was dropped"));
    assert_eq!(broken.screen, Screen::Title);
}

#[test]
fn the_stored_game_survives_until_a_game_is_put_on_the_board() {
    let mut m = Model::new(5);
    update(&mut m, Msg::Started(startup(None, Some("kept".into()))));
    update(&mut m, Msg::Show(Screen::Options));
    update(&mut m, Msg::Back);
    assert_eq!(m.stored.as_deref(), Some("kept"));
    let fx = new_game(&mut m, Opponent::Human);
    assert!(fx.contains(&Effect::StoreGame(None)) && m.stored.is_none());
}

#[test]
fn shortcuts_set_the_next_game_and_say_so() {
    let mut m = ready_page();
    let fx = update(
        &mut m,
        Msg::Opponent {
            choice: Opponent::Character(Character::Willy),
            by_key: true,
        },
    );
    assert_eq!(
        announced(&fx),
        "Opponent: Slick Willy. Press Alt+N for a new game."
    );
    update(&mut m, Msg::Name(Color::Black, "  Ann\n".into()));
    let (setup, names) = m.form.game_setup();
    assert_eq!(setup.opponent(), Some((Character::Willy, Color::White)));
    assert_eq!(
        names,
        Names {
            black: "Ann".into(),
            white: "Slick Willy".into()
        }
    );
    update(&mut m, Msg::Name(Color::Black, "".into()));
    assert_eq!(m.form.game_setup().1.black, "Player 1");
}

#[test]
fn screens_and_back_and_keyboard_focus() {
    let mut m = ready_page();
    update(&mut m, Msg::Show(Screen::HowTo));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Title);
    new_game(&mut m, Opponent::Human);
    update(&mut m, Msg::Show(Screen::Options));
    update(&mut m, Msg::Back);
    assert_eq!(m.screen, Screen::Game);
    let fx = update(&mut m, Msg::Nav(Nav::Right));
    assert_eq!(m.focus, sq("e3"));
    assert_eq!(fx, vec![Effect::Focus(Focus::Board(sq("e3")))]);
    for _ in 0..9 {
        update(&mut m, Msg::Nav(Nav::Up));
    }
    assert_eq!(m.focus, sq("e1"), "the focus stops at the edge");
    update(&mut m, Msg::Nav(Nav::Home));
    assert_eq!(m.focus, sq("a1"));
    update(&mut m, Msg::Click(sq("f5")));
    assert_eq!(m.focus, sq("f5"));
    update(&mut m, Msg::Exit);
    assert_eq!(m.screen, Screen::Title);
    assert!(m.stored.is_some(), "Continue is offered");
}
