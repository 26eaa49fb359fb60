//! The computer's turn through the worker, and watch games.

use super::*;

#[test]
fn the_page_starts_on_the_title_and_asks_for_a_worker() {
    let mut m = Model::new(1, ethello_ui::Words::english());
    let fx = update(&mut m, Msg::Started(startup(None, None)));
    assert_eq!(
        fx,
        vec![Effect::SpawnWorker {
            slot: 0,
            generation: 1
        }]
    );
    assert!(m.started && m.screen == Screen::Title && !m.worker.ready());
    ready(&mut m);
    assert!(m.worker.ready() && !m.is_thinking());
}

#[test]
fn two_humans_play_and_an_illegal_click_changes_nothing() {
    let mut m = ready_page();
    let fx = new_game(&mut m, Opponent::Human);
    assert_eq!(m.screen, Screen::Game);
    assert_eq!(sounds(&fx), [Sound::Start]);
    assert!(m.scene.is_none() && think(&fx).is_none());
    assert!(update(&mut m, Msg::Click(sq("a1"))).is_empty());
    assert_eq!(m.game.record.moves().len(), 0);
    let fx = update(&mut m, Msg::Click(sq("f5")));
    assert_eq!(m.game.record.transcript(), "f5");
    assert_eq!(sounds(&fx), [Sound::MoveBlack]);
    assert!(announced(&fx).contains("Black plays f5, flipping 1."));
    assert!(fx.contains(&Effect::NextFrame));
    assert!(matches!(
        fx.iter().find(|e| matches!(e, Effect::StoreGame(_))),
        Some(Effect::StoreGame(Some(_)))
    ));
    assert_eq!(
        m.stored.as_deref().map(|t| parse(t).unwrap().game),
        Some(m.game.record.clone())
    );
}

#[test]
fn the_computer_moves_when_both_its_answer_and_the_beat_are_in() {
    let mut m = ready_page();
    let fx = new_game(&mut m, Opponent::Character(Character::Dubya));
    assert_eq!(m.scene.as_ref().map(|s| s.kind), Some(SceneKind::Intro));
    assert!(fx.contains(&Effect::Focus(Focus::SceneButton)));
    assert_eq!(m.game.names.get(Color::White), "Dubya");
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, position, player) = think(&fx).unwrap();
    assert_eq!(
        (position, player),
        (
            m.game.record.position(),
            Player::Character(Character::Dubya)
        )
    );
    let Some(Effect::Post {
        request: ToWorker::Think { seed, .. },
        ..
    }) = fx.iter().find(|e| matches!(e, Effect::Post { .. }))
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
    assert_eq!(m.game.record.moves().len(), 1, "not before the beat");
    update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.record.transcript(), "f5d6");
    assert!(!m.is_thinking() && m.clickable().contains(sq("c3")));
    // The other order: the beat first, then the answer.
    let fx = update(&mut m, Msg::Click(sq("c3")));
    let (id, position, _) = think(&fx).unwrap();
    update(&mut m, Msg::Beat { id });
    assert_eq!(m.game.record.moves().len(), 3);
    best(&mut m, id, first_legal(position));
    assert_eq!(m.game.record.moves().len(), 4);
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
        assert!(m.worker.move_job().is_none() && m.worker.generation == generation + 1);
        let before = m.game.record.clone();
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
        assert_eq!(m.game.record, before, "{cancel}: the stale move was played");
        if cancel == "new" {
            let fx = ready(&mut m);
            let (fresh, position, _) = think(&fx).unwrap();
            assert_ne!(fresh, id, "ids are never reused");
            best(&mut m, id, first_legal(position));
            update(&mut m, Msg::Beat { id: fresh });
            assert_eq!(
                m.game.record, before,
                "the stale answer is not taken for the new one"
            );
            best(&mut m, fresh, first_legal(position));
            assert_eq!(m.game.record.moves().len(), 1);
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
    assert!(!m.worker.ready());
    died(&mut m, 1, "old crash");
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
    assert_eq!(player, Player::Character(Character::Dubya));
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
        m.game.setup,
        Setup::Against {
            character: Character::Mike,
            computer: Color::Black
        }
    );
    assert_eq!(m.game.names.get(Color::White), "Player 2");
    assert_eq!(think(&fx).unwrap().2, Player::Character(Character::Mike));
}

#[test]
fn a_worker_that_cannot_start_offers_retry_and_keeps_the_game() {
    let mut m = page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    update(&mut m, Msg::Click(sq("f5")));
    let generation = m.worker.generation;
    let fx = died(&mut m, generation, "boom");
    assert!(fx.contains(&Effect::StopWorkers { from: 0 }));
    let alert = shown_alert(&m).unwrap();
    assert!(m.alert.as_ref().unwrap().retry && alert.contains("stopped working (boom)"));
    let shown = ethello_ui::view(&m);
    let buttons: Vec<(Option<&str>, &str)> = shown.list_of(ids::ALERT).unwrap().items[1..]
        .iter()
        .map(|b| (b.get("id"), b.text.as_str()))
        .collect();
    let expected = [
        (Some(ids::ALERT_RETRY), "Retry"),
        (Some(ids::ALERT_CLOSE), "Close"),
    ];
    assert_eq!(buttons, expected, "the alert offers Retry and Close");
    assert!(!m.is_thinking() && m.game.record.moves().len() == 1);
    let fx = update(&mut m, Msg::RetryWorker);
    assert!(spawned(&fx) && m.alert.is_none() && m.worker.dead.is_none());
    assert_eq!(shown_alert(&m), None, "the alert closes");
    let fx = ready(&mut m);
    assert!(think(&fx).is_some(), "the computer's turn goes on");
}

#[test]
fn a_worker_that_dies_while_thinking_is_replaced_and_the_move_still_comes_once() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    let fx = update(&mut m, Msg::Click(sq("f5")));
    let (id, position, _) = think(&fx).unwrap();
    let dead = m.worker.generation;
    let fx = died(&mut m, dead, "killed");
    assert!(spawned(&fx) && m.alert.is_none(), "replaced quietly");
    assert!(m.is_thinking(), "the computer still thinks");
    update(&mut m, Msg::Beat { id });
    let fx = ready(&mut m);
    let (again, _, _) = think(&fx).expect("the move is asked again");
    assert_eq!(again, id, "the same job");
    let late = FromWorker::Best {
        id,
        best: Move::Play(first_legal(position)),
        score: 0,
        exact: false,
        depth: 1,
        nodes: 1,
    };
    let message = late.clone();
    update(
        &mut m,
        Msg::Worker {
            generation: dead,
            message,
        },
    );
    assert_eq!(
        m.game.record.moves().len(),
        1,
        "the dead worker's answer is not played"
    );
    best(&mut m, id, first_legal(position));
    assert_eq!(m.game.record.moves().len(), 2, "the new worker's answer is");
    let generation = m.worker.generation;
    update(
        &mut m,
        Msg::Worker {
            generation,
            message: late,
        },
    );
    assert_eq!(m.game.record.moves().len(), 2, "and only once");
}

#[test]
fn a_request_that_kills_its_worker_twice_stops_the_pool() {
    let mut m = ready_page();
    new_game(&mut m, Opponent::Character(Character::Dubya));
    update(&mut m, Msg::Click(sq("f5")));
    for _ in 0..2 {
        let generation = m.worker.generation;
        died(&mut m, generation, "out of memory");
        ready(&mut m);
    }
    assert!(m.worker.dead.is_some() && m.alert.as_ref().unwrap().retry);
    assert!(m.game.record.moves().len() == 1, "the game is kept");
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
    assert!(shown_alert(&m)
        .unwrap()
        .contains("could not move: bad position"));
    assert!(m.worker.move_job().is_none());
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
    assert!(m.scene.is_none() && m.game.setup.is_watch());
    assert_eq!(
        m.game.names,
        Names {
            black: "Dubya".into(),
            white: "Iron Mike".into()
        }
    );
    for _ in 0..4 {
        fx = computer_plays(&mut m, &fx);
    }
    assert_eq!(m.game.record.moves().len(), 4);
    let (id, position, player) = think(&fx).unwrap();
    assert_eq!(player, Player::Character(Character::Dubya));
    let paused = update(&mut m, Msg::TogglePause);
    assert!(m.game.paused && announced(&paused) == "Paused.");
    best(&mut m, id, first_legal(position));
    let landed = update(&mut m, Msg::Beat { id });
    assert_eq!(
        m.game.record.moves().len(),
        5,
        "the answer in flight still lands"
    );
    assert!(
        think(&landed).is_none() && !m.is_thinking(),
        "then nothing more"
    );
    let fx = update(&mut m, Msg::TogglePause);
    assert!(!m.game.paused);
    assert_eq!(think(&fx).unwrap().2, Player::Character(Character::Mike));
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
    assert_eq!(save.mode.as_str(), "watch");
    assert_version(save, &m.game.record, 2);
    let text = save.to_text();
    let saved = m.game.record.clone();

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
    assert_eq!(fresh.game.record, saved);
    assert_eq!(
        fresh.game.setup,
        Setup::Watch {
            black: Character::Dubya,
            white: Character::Mike
        }
    );
    assert_eq!(
        fresh.menus.form.opponent,
        Opponent::Watch,
        "the next New game is a watch game too"
    );
    assert_eq!(fresh.game.names.get(Color::White), "Iron Mike");
    assert!(fresh.clickable().is_empty() && fresh.is_thinking());
    assert!(think(&fx).is_some(), "the computers play on");
    assert!(announced(&fx).contains("Loaded ethello-dubya-vs-mike-move-10.etl."));
}

#[test]
fn a_watch_game_plays_to_its_end_with_a_result_sound_and_no_scene() {
    let mut m = ready_page();
    let mut fx = watch_game(&mut m);
    let mut all = Vec::new();
    while !m.game.record.is_over() {
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
