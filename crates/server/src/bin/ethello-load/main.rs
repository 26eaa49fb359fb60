//! The load generator: plays N games at once over real WebSockets against a server on loopback,
//! each side moving at a set rate for a bounded time, then reports the latency from a move sent
//! to its receipt by the opponent (p50, p99), the moves a second held, the server's CPU and
//! resident memory, and checks every game's record: as the server answers it for the games that
//! end, and in the database after the server is killed (SIGKILL) at the deadline, in the middle
//! of the games (moves in flight), then restarted, whose resume it times.
//!
//! ```text
//! ethello-load [--games 200] [--seconds 20] [--rate 1]
//! ```
//!
//! The server runs as a child process (this program with `serve DB`), alone in its process so
//! that its CPU and memory are its own, on 127.0.0.1 only, with the per-address limits raised
//! (every game comes from one address). The run stops by itself. Never part of the tests.

#[cfg(not(target_arch = "wasm32"))]
mod play;

#[cfg(not(target_arch = "wasm32"))]
use std::io::BufRead;
#[cfg(not(target_arch = "wasm32"))]
use std::net::SocketAddr;
#[cfg(not(target_arch = "wasm32"))]
use std::path::{Path, PathBuf};
#[cfg(not(target_arch = "wasm32"))]
use std::process::{Child, Command, Stdio};
#[cfg(not(target_arch = "wasm32"))]
use std::time::{Duration, Instant};

#[cfg(not(target_arch = "wasm32"))]
use ethello_engine::Square;
#[cfg(not(target_arch = "wasm32"))]
use ethello_server::ids::GameId;
#[cfg(not(target_arch = "wasm32"))]
use ethello_server::limits::Limits;
#[cfg(not(target_arch = "wasm32"))]
use ethello_server::store::Store;
#[cfg(not(target_arch = "wasm32"))]
use ethello_server::{start, Config};

#[cfg(not(target_arch = "wasm32"))]
struct Args {
    games: usize,
    seconds: u64,
    rate: f64,
}

#[cfg(not(target_arch = "wasm32"))]
/// What one game task played.
#[derive(Default)]
struct Played {
    /// Each game and the squares its clients played (each acknowledged by the server).
    games: Vec<(GameId, Vec<Square>)>,
    /// Move sent to opponent's receipt, in microseconds.
    latencies: Vec<u64>,
    /// Games whose downloaded transcript differed from what was played.
    mismatches: usize,
    /// Failures before the deadline (a timeout, a refusal, a closed socket).
    failures: Vec<String>,
    /// Games cut by the kill at the deadline.
    cut: usize,
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.first().map(String::as_str) == Some("serve") {
        return serve_child(Path::new(&argv[1]));
    }
    let args = parse(&argv).unwrap_or_else(|e| {
        eprintln!(
            "ethello-load: {e}\nusage: ethello-load [--games N] [--seconds S] [--rate MOVES_PER_S]"
        );
        std::process::exit(2)
    });
    // Each client is a file descriptor too (the server, a child, raises its own limit).
    match ethello_server::fds::raise_open_files() {
        Ok(files) if (files.soft as usize) < 2 * args.games + 64 => eprintln!(
            "ethello-load: {} games need {} open files, the limit is {} (raise `ulimit -Hn`)",
            args.games,
            2 * args.games + 64,
            files.soft
        ),
        Ok(_) => {}
        Err(e) => eprintln!("ethello-load: the open-file limit could not be raised: {e}"),
    }
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(run(args));
}

#[cfg(not(target_arch = "wasm32"))]
fn parse(argv: &[String]) -> Result<Args, String> {
    let mut args = Args {
        games: 200,
        seconds: 20,
        rate: 1.0,
    };
    for pair in argv.chunks(2) {
        let value = pair.get(1).ok_or("a value is missing")?;
        let bad = |_| format!("bad value {value}");
        match pair[0].as_str() {
            "--games" => args.games = value.parse().map_err(bad)?,
            "--seconds" => args.seconds = value.parse().map_err(bad)?,
            "--rate" => args.rate = value.parse().map_err(|_| format!("bad value {value}"))?,
            other => return Err(format!("unknown option {other}")),
        }
    }
    let bounded = args.games >= 1 && args.seconds <= 600 && args.rate > 0.0 && args.rate <= 100.0;
    bounded
        .then_some(args)
        .ok_or_else(|| "games >= 1, seconds <= 600, 0 < rate <= 100".into())
}

#[cfg(not(target_arch = "wasm32"))]
/// The child: the server on 127.0.0.1, a free port, the limits raised for one address.
fn serve_child(db: &Path) {
    let limits = Limits {
        connections_per_address: 1_000_000,
        games_per_minute: 1_000_000,
        messages_per_second: 1_000,
        message_burst: 1_000,
        strikes: 10,
    };
    let config = Config {
        port: 0,
        db: db.to_owned(),
        site: db.with_extension("site"),
        limits,
        ..Config::default()
    };
    if let Err(e) = ethello_server::run(config) {
        eprintln!("server: {e}");
        std::process::exit(1);
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Starts the child server and reads the address it prints.
fn spawn_server(db: &Path) -> (Child, SocketAddr) {
    let exe = std::env::current_exe().expect("this program's path");
    let mut child = Command::new(exe)
        .arg("serve")
        .arg(db)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    let stdout = child.stdout.take().expect("its output");
    std::io::BufReader::new(stdout)
        .read_line(&mut line)
        .expect("its address");
    let address = line
        .trim()
        .rsplit("http://")
        .next()
        .and_then(|a| a.parse().ok());
    let address: SocketAddr = address.unwrap_or_else(|| panic!("no address in {line:?}"));
    assert!(address.ip().is_loopback(), "the load goes to loopback only");
    (child, address)
}

#[cfg(not(target_arch = "wasm32"))]
async fn run(args: Args) {
    let folder = std::env::temp_dir().join(format!("ethello-load-{}", GameId::random()));
    let db = folder.join("load.sqlite3");
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let (mut child, address) = spawn_server(&db);
    println!(
        "server pid {} on {address}; {} games, {} s, {} moves/s a game",
        child.id(),
        args.games,
        args.seconds,
        args.rate
    );
    let cpu_before = cpu_seconds(child.id());
    let started = Instant::now();
    let deadline = started + Duration::from_secs(args.seconds);
    let period = Duration::from_secs_f64(1.0 / args.rate);
    let tasks: Vec<_> = (0..args.games)
        .map(|i| {
            let offset = period.mul_f64(i as f64 / args.games as f64);
            tokio::spawn(play::play(address, deadline, period, offset, i as u64))
        })
        .collect();
    tokio::time::sleep_until(deadline.into()).await;
    let elapsed = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds(child.id()) - cpu_before;
    let rss = peak_rss_mb(child.id());
    child.kill().expect("SIGKILL");
    let _ = child.wait();
    let mut played = Played::default();
    for task in tasks {
        let game = task.await.expect("a game task ends");
        played.games.extend(game.games);
        played.latencies.extend(game.latencies);
        played.mismatches += game.mismatches;
        played.failures.extend(game.failures);
        played.cut += game.cut;
    }
    report(&played, elapsed, cpu, rss);
    check_store(&db, &played.games);
    time_restart(&db).await;
    let _ = std::fs::remove_dir_all(&folder);
}

#[cfg(not(target_arch = "wasm32"))]
fn report(played: &Played, elapsed: f64, cpu: f64, rss: f64) {
    let mut latencies = played.latencies.clone();
    latencies.sort_unstable();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q) as usize)
            .map_or(0.0, |us| *us as f64 / 1000.0)
    };
    println!(
        "moves: {} in {elapsed:.1} s = {:.0} moves/s",
        latencies.len(),
        latencies.len() as f64 / elapsed
    );
    println!(
        "latency move sent -> opponent's receipt: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        at(0.5),
        at(0.99),
        at(1.0)
    );
    println!(
        "server: {cpu:.1} CPU-s ({:.0}% of one core), peak resident {rss:.0} MB",
        100.0 * cpu / elapsed
    );
    println!(
        "games: {}; transcripts differing from what was played: {}; cut by the kill: {}; failures before it: {}",
        played.games.len(),
        played.mismatches,
        played.cut,
        played.failures.len()
    );
    for failure in played.failures.iter().take(5) {
        println!("  failure: {failure}");
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Every game as stored after the kill, against the moves its clients saw acknowledged: the
/// store must hold them all, in order, and at most the one move in flight more (committed, its
/// acknowledgement lost with the server).
fn check_store(db: &Path, games: &[(GameId, Vec<Square>)]) {
    let store = Store::open(db).expect("the database opens");
    let (mut lost, mut wrong, mut in_flight) = (0, 0, 0);
    for (id, acknowledged) in games {
        let stored = store.load(*id).ok().flatten().map(|s| s.squares);
        let stored = stored.unwrap_or_default();
        let kept = stored
            .iter()
            .zip(acknowledged)
            .take_while(|(a, b)| a == b)
            .count();
        lost += acknowledged.len() - kept;
        wrong += usize::from(kept < stored.len().min(acknowledged.len()));
        in_flight +=
            usize::from(stored.len() == acknowledged.len() + 1 && kept == acknowledged.len());
        wrong += usize::from(stored.len() > acknowledged.len() + 1);
    }
    let moves: usize = games.iter().map(|(_, s)| s.len()).sum();
    println!(
        "after SIGKILL mid-game: {} games, {moves} acknowledged moves; lost: {lost}; \
         games stored otherwise than played: {wrong}; unacknowledged moves kept: {in_flight}",
        games.len()
    );
}

#[cfg(not(target_arch = "wasm32"))]
/// How long a restart takes to resume the stored games.
async fn time_restart(db: &Path) {
    let started = Instant::now();
    let config = Config {
        port: 0,
        db: db.to_owned(),
        site: PathBuf::from("/nonexistent"),
        ..Config::default()
    };
    let server = start(config).await.expect("the server restarts");
    println!(
        "restart: {} unfinished games resumed in {:.0} ms",
        server.resumed(),
        started.elapsed().as_secs_f64() * 1000.0
    );
    server.stop().await;
}

#[cfg(not(target_arch = "wasm32"))]
/// User plus system CPU seconds of process `pid` (Linux), 0 elsewhere.
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

#[cfg(not(target_arch = "wasm32"))]
/// The peak resident memory of process `pid` in MB (Linux), 0 elsewhere.
fn peak_rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let line = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .unwrap_or("");
    let kb: f64 = line
        .split_whitespace()
        .nth(1)
        .and_then(|k| k.parse().ok())
        .unwrap_or(0.0);
    kb / 1024.0
}

/// On wasm32 (the workspace's page builds) the load generator is an empty program.
#[cfg(target_arch = "wasm32")]
fn main() {}
