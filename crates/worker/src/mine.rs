//! "My games" in the explorer's worker: the player's own games ([`Ask::Mine`], the list the page
//! keeps) answer the same questions as the archive when the filter asks for them
//! ([`ArchiveFilter::mine`]), through the archive library's [`MyGames`]. The list is small (at
//! most [`MAX_GAMES`]), so each question replays the games the filter lets through: no index, and
//! no archive file needed.

use std::cell::RefCell;

use ethello_archive::{GamesPage, MyFilter, MyGame, MyGames, Side};
use ethello_engine::Game;
use ethello_model::protocol::explore::{Answer, ArchiveFilter, Ask, GameRow, PlayerSide};
use ethello_model::protocol::FromWorker;
use ethello_model::training::games::{parse_list, Played, MAX_GAMES};

use crate::convert::{page_of, stats_answer};

thread_local! {
    /// The player's games, as the page last sent them.
    static MINE: RefCell<MyGames> = RefCell::new(MyGames::default());
}

/// Serves a question about the player's games ([`Ask::Mine`] keeps them); a list that does not
/// read is [`FromWorker::Failed`], and the games kept before stay.
pub fn answer(id: u32, question: Ask) -> FromWorker {
    let result = MINE.with(|cell| {
        if let Ask::Mine { games } = &question {
            *cell.borrow_mut() = read(games)?;
        }
        Ok::<Answer, String>(ask(&cell.borrow(), question))
    });
    match result {
        Ok(answer) => FromWorker::Explored { id, answer },
        Err(message) => FromWorker::Failed { id, message },
    }
}

/// The player's games from the page's list text.
pub fn read(text: &str) -> Result<MyGames, String> {
    let games = parse_list(text).map_err(|(line, what)| format!("line {line}: {what}"))?;
    Ok(MyGames {
        games: games.iter().map(my_game).collect(),
    })
}

/// The archive library's game for a recorded one.
fn my_game(p: &Played) -> MyGame {
    let game = Game::from_transcript(&p.moves).unwrap_or_default();
    let (black, white) = (p.black.as_str(), p.white.as_str());
    let year = p.day.date().0.clamp(0, i32::from(u16::MAX)) as u16;
    let mut g = MyGame::new(&game, black, white, p.me, year, &p.event);
    g.black_discs = p.black_discs;
    g
}

/// The answer to a question about `mine` ([`Ask::Mine`]: how many games; questions about the
/// archive are not asked here).
pub fn ask(mine: &MyGames, question: Ask) -> Answer {
    match question {
        Ask::Stats { position, filter } => stats_answer(&mine.stats(position, &filter_of(&filter))),
        Ask::Games {
            position,
            filter,
            order,
            offset,
            limit,
        } => {
            let at = mine.games_at(position, &filter_of(&filter));
            listed(mine, mine.page(at, &page_of(order, offset, limit)))
        }
        Ask::Open { game, position, .. } => Answer::Opened {
            game,
            moves: mine
                .moves_as_asked(game as usize, position)
                .unwrap_or_default(),
        },
        _ => Answer::Loaded {
            games: mine.games.len().min(MAX_GAMES) as u32,
        },
    }
}

/// A page of the player's games as the protocol answers it.
fn listed(mine: &MyGames, page: GamesPage) -> Answer {
    Answer::Games {
        total: page.total as u32,
        games: page.games.iter().map(|&i| row(mine, i)).collect(),
    }
}

/// The library's filter for the protocol's.
fn filter_of(f: &ArchiveFilter) -> MyFilter {
    let side = match f.side {
        PlayerSide::Black => Side::Black,
        PlayerSide::White => Side::White,
        PlayerSide::Either => Side::Either,
    };
    let opponent = f.opponent.trim();
    MyFilter {
        side,
        opponent: (!opponent.is_empty()).then(|| opponent.to_string()),
        years: f.years,
    }
}

/// A listed game: the event stands for the tournament.
fn row(mine: &MyGames, i: u32) -> GameRow {
    let g = &mine.games[i as usize];
    GameRow {
        game: i,
        year: g.year,
        tournament: g.event.clone(),
        black: g.black.clone(),
        white: g.white.clone(),
        black_discs: g.black_discs,
        players: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ethello_engine::{Color, Position};
    use ethello_model::protocol::explore::GameOrder;
    use ethello_model::training::day::Day;
    use ethello_model::training::games::list_text;

    fn played(id: &str, year: i32, me: Color, opponent: &str, moves: &str) -> Played {
        let game = Game::from_transcript(moves).unwrap();
        let day = Day::from_date(year, 6, 1).unwrap();
        let names = match me {
            Color::Black => ["Me", opponent],
            Color::White => [opponent, "Me"],
        };
        Played::new(id.into(), day, "online", Some(me), names, &game)
    }

    fn mine_filter(opponent: &str, side: PlayerSide) -> ArchiveFilter {
        ArchiveFilter {
            mine: true,
            opponent: opponent.into(),
            side,
            ..ArchiveFilter::default()
        }
    }

    #[test]
    fn my_games_are_counted_filtered_listed_and_opened_without_the_archive() {
        let text = list_text(&[
            played("a", 2025, Color::Black, "Dubya", "f5d6c3d3c4"),
            played("b", 2026, Color::White, "Mike", "f5f6e6f4"),
            // d3c5f6: f5d6c3 turned, counted in the same position.
            played("c", 2026, Color::Black, "Dubya", "d3c5f6"),
        ]);
        let loaded = answer(1, Ask::Mine { games: text });
        assert!(matches!(
            loaded,
            FromWorker::Explored {
                answer: Answer::Loaded { games: 3 },
                ..
            }
        ));
        let at = Game::from_transcript("f5d6").unwrap().position();
        let stats = |filter| match answer(
            2,
            Ask::Stats {
                position: at,
                filter,
            },
        ) {
            FromWorker::Explored {
                answer: Answer::Stats { tally, moves, .. },
                ..
            } => (tally.games, moves.len()),
            other => panic!("{other:?}"),
        };
        assert_eq!(stats(mine_filter("", PlayerSide::Either)), (2, 1));
        assert_eq!(stats(mine_filter("dub", PlayerSide::Black)), (2, 1));
        assert_eq!(stats(mine_filter("mike", PlayerSide::Either)), (0, 0));
        let games = Ask::Games {
            position: Position::start(),
            filter: mine_filter("", PlayerSide::Either),
            order: GameOrder::Newest,
            offset: 0,
            limit: 10,
        };
        let FromWorker::Explored {
            answer: Answer::Games { total, games },
            ..
        } = answer(3, games)
        else {
            panic!("no games")
        };
        assert_eq!(total, 3);
        assert_eq!(games.iter().map(|g| g.game).collect::<Vec<_>>(), [2, 1, 0]);
        assert_eq!((games[2].black.as_str(), games[2].year), ("Me", 2025));
        let open = Ask::Open {
            game: 2,
            mine: true,
            position: at,
        };
        let FromWorker::Explored {
            answer: Answer::Opened { moves, .. },
            ..
        } = answer(4, open)
        else {
            panic!("not opened")
        };
        let shown: String = moves.iter().map(|s| s.to_string()).collect();
        assert_eq!(shown, "f5d6c3", "turned to the position as asked");
        let bad = answer(
            5,
            Ask::Mine {
                games: "junk".into(),
            },
        );
        assert!(matches!(bad, FromWorker::Failed { id: 5, .. }));
    }
}
