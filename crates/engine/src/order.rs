//! Ordering the page's short lists (a board's moves, a position's hints, the puzzles nearest a
//! rating) without the standard library's sorts: each `sort_by_key` compiles its own copy of the
//! library's stable sort, about 4 KB of the page's WebAssembly per element type and key, where
//! this insertion is a few hundred bytes.
//!
//! The result is the stable sort's: ordered by key, equal keys in the order the items came.

/// The first `keep` of `items` in the order of `key`, equal keys in the items' order (all of them,
/// sorted, when `keep` is `usize::MAX`). Takes O(n·keep) key comparisons: for a board's moves, a
/// position's hints, or a few of many.
pub fn first_by_key<T, K: Ord>(
    items: impl IntoIterator<Item = T>,
    keep: usize,
    key: impl Fn(&T) -> K,
) -> Vec<T> {
    let mut kept: Vec<T> = Vec::new();
    for item in items {
        let k = key(&item);
        let at = kept.iter().position(|q| key(q) > k);
        kept.insert(at.unwrap_or(kept.len()), item);
        kept.truncate(keep);
    }
    kept
}

/// `items` sorted by `key`, stably (as [`slice::sort_by_key`] would).
pub fn sorted_by_key<T, K: Ord>(
    items: impl IntoIterator<Item = T>,
    key: impl Fn(&T) -> K,
) -> Vec<T> {
    first_by_key(items, usize::MAX, key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal keys keep their order, as the library's stable sort keeps them.
    #[test]
    fn sorts_as_the_stable_sort_does() {
        let items = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e'), (0, 'f')];
        let mut expected = items.to_vec();
        expected.sort_by_key(|&(k, _)| k);
        assert_eq!(sorted_by_key(items, |&(k, _)| k), expected);
    }

    /// The first few are the sorted list's first few.
    #[test]
    fn keeps_the_first_few() {
        let items = [5, 9, 1, 7, 3, 8, 2];
        assert_eq!(first_by_key(items, 3, |&n| n), [1, 2, 3]);
        assert_eq!(first_by_key(items, 0, |&n| n), Vec::<i32>::new());
    }
}
