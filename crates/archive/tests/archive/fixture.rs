use std::path::Path;
use std::sync::OnceLock;

use ethello_archive::Archive;
use ethello_engine::wthor;

/// The raw archive as (file name, bytes), in name order.
pub fn raw_files() -> &'static [(String, Vec<u8>)] {
    static FILES: OnceLock<Vec<(String, Vec<u8>)>> = OnceLock::new();
    FILES.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wthor");
        let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
            .expect("tests/data/wthor")
            .map(|e| {
                let path = e.expect("an entry").path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read(&path).expect("readable"))
            })
            .collect();
        files.sort();
        files
    })
}

/// The raw file of that name.
pub fn raw(name: &str) -> &'static [u8] {
    &raw_files()
        .iter()
        .find(|f| f.0 == name)
        .expect("a raw file")
        .1
}

/// Every game of the raw `.wtb` files, read by the engine, with its year, in file order.
pub fn raw_games() -> &'static [(u16, wthor::Record)] {
    static GAMES: OnceLock<Vec<(u16, wthor::Record)>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let wtb = raw_files().iter().filter(|f| f.0.ends_with(".wtb"));
        wtb.flat_map(|(_, bytes)| {
            let a = wthor::parse(bytes).expect("a raw file reads");
            a.games.into_iter().map(move |g| (a.header.year, g))
        })
        .collect()
    })
}

/// The archive file built from the raw files.
pub fn built() -> &'static [u8] {
    static BUILT: OnceLock<Vec<u8>> = OnceLock::new();
    BUILT.get_or_init(|| ethello_archive::build_from_files(raw_files().to_vec()).expect("builds"))
}

/// The archive read from [`built`].
pub fn archive() -> &'static Archive {
    static ARCHIVE: OnceLock<Archive> = OnceLock::new();
    ARCHIVE.get_or_init(|| ethello_archive::read(built()).expect("reads"))
}

/// A game as a `.wtb` record's fields: tournament, black, white, black discs, theoretical, moves.
pub type RawGame = (u16, u16, u16, u8, u8, Vec<u8>);

/// A small `.wtb` file of these games (tournament, black, white, black discs, theoretical, moves
/// as WTHOR bytes), for the year `year`.
pub fn wtb(year: u16, games: &[RawGame]) -> Vec<u8> {
    let mut bytes = vec![0u8; 16];
    bytes[4..8].copy_from_slice(&(games.len() as u32).to_le_bytes());
    bytes[10..12].copy_from_slice(&year.to_le_bytes());
    bytes[14] = 24;
    for (t, b, w, discs, theo, moves) in games {
        let start = bytes.len();
        for x in [t, b, w] {
            bytes.extend(x.to_le_bytes());
        }
        bytes.extend([*discs, *theo]);
        bytes.extend(moves);
        bytes.resize(start + 68, 0);
    }
    bytes
}

/// The real name lists with these game files: a small archive's files.
pub fn small_source(wtb_files: Vec<(String, Vec<u8>)>) -> Vec<(String, Vec<u8>)> {
    let mut files = wtb_files;
    files.push(("WTHOR.JOU".into(), raw("WTHOR.JOU").to_vec()));
    files.push(("WTHOR.TRN".into(), raw("WTHOR.TRN").to_vec()));
    files
}
