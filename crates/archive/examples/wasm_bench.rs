//! The archive's read and queries as plain WebAssembly exports, for `examples/wasm_bench.mjs` to
//! time under Node (the library has no clock; the timing is JavaScript's):
//!
//! ```sh
//! cargo build --release -p ethello-archive --example wasm_bench --target wasm32-unknown-unknown
//! node crates/archive/examples/wasm_bench.mjs target/wasm32-unknown-unknown/release/examples/wasm_bench.wasm www/data/archive.bin
//! ```
//!
//! Natively this example is an empty library.

#[cfg(target_arch = "wasm32")]
mod exports {
    use std::cell::RefCell;

    use ethello_archive::{Archive, Filter, Page, Side, SortBy};
    use ethello_engine::{Game, Position};

    thread_local! {
        static ARCHIVE: RefCell<Option<Archive>> = const { RefCell::new(None) };
        static BYTES: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    /// Room for the file's `len` bytes; their address.
    #[no_mangle]
    pub extern "C" fn buffer(len: usize) -> *mut u8 {
        BYTES.with(|b| {
            let mut b = b.borrow_mut();
            b.resize(len, 0);
            b.as_mut_ptr()
        })
    }

    /// Reads the file in the buffer; the number of games, or 0 on an error.
    #[no_mangle]
    pub extern "C" fn read() -> u32 {
        let archive = BYTES.with(|b| ethello_archive::read(&b.borrow()).ok());
        let n = archive.as_ref().map_or(0, |a| a.len() as u32);
        ARCHIVE.with(|a| *a.borrow_mut() = archive);
        n
    }

    thread_local! {
        static SNAPSHOT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    /// Makes the read archive's snapshot; its length.
    #[no_mangle]
    pub extern "C" fn snapshot() -> u32 {
        let snap = ARCHIVE.with(|a| {
            let a = a.borrow();
            BYTES.with(|b| a.as_ref().map(|a| a.snapshot(&b.borrow())))
        });
        let len = snap.as_ref().map_or(0, Vec::len) as u32;
        SNAPSHOT.with(|s| *s.borrow_mut() = snap.unwrap_or_default());
        len
    }

    /// Reads the archive back from its snapshot; the number of games, or 0 on an error.
    #[no_mangle]
    pub extern "C" fn read_snapshot() -> u32 {
        let archive = BYTES.with(|b| {
            SNAPSHOT.with(|s| ethello_archive::read_snapshot(&b.borrow(), &s.borrow()).ok())
        });
        let n = archive.as_ref().map_or(0, |a| a.len() as u32);
        ARCHIVE.with(|a| *a.borrow_mut() = archive);
        n
    }

    fn position(which: u32) -> Position {
        let text = ["", "f5d6", "f5d6c3d3c4", "f5d6c3d3c4f4f6f3e6e7"][which as usize % 4];
        Game::from_transcript(text)
            .map(|g| g.position())
            .unwrap_or_default()
    }

    fn filter(a: &Archive, which: u32) -> Filter {
        match which {
            1 => Filter {
                player: a
                    .search_players("nicolet", 1)
                    .first()
                    .map(|&p| (p, Side::Either)),
                ..Filter::default()
            },
            2 => Filter {
                years: Some((1990, 1999)),
                ..Filter::default()
            },
            _ => Filter::default(),
        }
    }

    /// The statistics of position `pos` under filter `f`: the number of games.
    #[no_mangle]
    pub extern "C" fn stats(pos: u32, f: u32) -> u32 {
        ARCHIVE.with(|a| {
            let a = a.borrow();
            let Some(a) = a.as_ref() else { return 0 };
            a.stats(position(pos), &filter(a, f)).tally.games
        })
    }

    /// The games at position `pos` under filter `f`, sorted by black's name: the number of games.
    #[no_mangle]
    pub extern "C" fn page(pos: u32, f: u32) -> u32 {
        ARCHIVE.with(|a| {
            let a = a.borrow();
            let Some(a) = a.as_ref() else { return 0 };
            let page = Page {
                sort: SortBy::Black,
                descending: false,
                offset: 0,
                limit: 50,
            };
            a.page(a.games_at(position(pos), &filter(a, f)), &page)
                .total as u32
        })
    }
}
