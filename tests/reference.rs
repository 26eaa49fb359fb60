//! The slow reference: a 64-cell array, walking each of the eight directions square by square.
//! Written for obviousness, never for speed; it shares no code with the engine.

/// Cell contents.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cell {
    Empty,
    Black,
    White,
}

/// An array board; `cells[row * 8 + col]`, a1 = 0.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RefBoard {
    pub cells: [Cell; 64],
    pub black_to_move: bool,
}

const DIRS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl RefBoard {
    pub fn start() -> RefBoard {
        let mut cells = [Cell::Empty; 64];
        cells[3 * 8 + 3] = Cell::White; // d4
        cells[4 * 8 + 4] = Cell::White; // e5
        cells[3 * 8 + 4] = Cell::Black; // e4
        cells[4 * 8 + 3] = Cell::Black; // d5
        RefBoard {
            cells,
            black_to_move: true,
        }
    }

    fn me(&self) -> Cell {
        if self.black_to_move {
            Cell::Black
        } else {
            Cell::White
        }
    }

    fn them(&self) -> Cell {
        if self.black_to_move {
            Cell::White
        } else {
            Cell::Black
        }
    }

    /// The squares a move on `idx` flips, in no particular order.
    pub fn flips(&self, idx: usize) -> Vec<usize> {
        let mut all = Vec::new();
        if self.cells[idx] != Cell::Empty {
            return all;
        }
        let (r0, c0) = ((idx / 8) as i32, (idx % 8) as i32);
        for (dr, dc) in DIRS {
            let mut line = Vec::new();
            let (mut r, mut c) = (r0 + dr, c0 + dc);
            while (0..8).contains(&r)
                && (0..8).contains(&c)
                && self.cells[(r * 8 + c) as usize] == self.them()
            {
                line.push((r * 8 + c) as usize);
                r += dr;
                c += dc;
            }
            let closed = (0..8).contains(&r)
                && (0..8).contains(&c)
                && self.cells[(r * 8 + c) as usize] == self.me();
            if closed && !line.is_empty() {
                all.extend(line);
            }
        }
        all
    }

    pub fn legal_moves(&self) -> Vec<usize> {
        (0..64).filter(|&i| !self.flips(i).is_empty()).collect()
    }

    pub fn play(&mut self, idx: usize) {
        let flips = self.flips(idx);
        assert!(!flips.is_empty(), "reference: illegal move {idx}");
        for f in flips {
            self.cells[f] = self.me();
        }
        self.cells[idx] = self.me();
        self.black_to_move = !self.black_to_move;
    }

    pub fn pass(&mut self) {
        self.black_to_move = !self.black_to_move;
    }

    pub fn count(&self, cell: Cell) -> usize {
        self.cells.iter().filter(|&&c| c == cell).count()
    }
}
