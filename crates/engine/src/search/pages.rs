//! A zeroed array on large memory pages where the system offers them, for the transposition table.
//!
//! The table is hundreds of megabytes read at random: with 4 KB pages nearly every probe also misses
//! the processor's address-translation cache (TLB) and waits for a page walk on top of the cache miss.
//! On Linux with transparent huge pages in `madvise` mode (the common default) the memory is asked for
//! 2 MB pages before it is first touched: the allocation is aligned to 2 MB and advised with
//! `MADV_HUGEPAGE`. Elsewhere (the browser's WebAssembly, other systems) it is an ordinary zeroed
//! allocation. Either way the contents are the same: every element starts as all-zero bytes.
//!
//! Invariant: [`ZeroedArray`] only holds types for which all-zero bytes are a valid value (the
//! [`Zeroable`] marker, implemented by the table's bucket type).

use std::alloc::{alloc, dealloc, handle_alloc_error, Layout};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;

/// Large pages' size and the allocation's alignment.
const HUGE_PAGE: usize = 2 << 20;

/// Types for which all-zero bytes are a valid value.
///
/// # Safety
/// Implement only for plain data whose every field accepts all-zero bytes (integers, arrays of them).
pub unsafe trait Zeroable {}

/// `len` zeroed `T`s in one allocation aligned to 2 MB and advised for large pages.
pub struct ZeroedArray<T: Zeroable> {
    ptr: NonNull<T>,
    len: usize,
}

// SAFETY: the array owns its elements like a `Box<[T]>` does.
unsafe impl<T: Zeroable + Send> Send for ZeroedArray<T> {}
// SAFETY: as above; shared access gives out only `&T`.
unsafe impl<T: Zeroable + Sync> Sync for ZeroedArray<T> {}

impl<T: Zeroable> ZeroedArray<T> {
    /// `len` (at least 1) zeroed elements.
    pub fn new(len: usize) -> ZeroedArray<T> {
        let len = len.max(1);
        let layout = Self::layout(len);
        // SAFETY: the layout has a non-zero size.
        let raw = unsafe { alloc(layout) };
        let Some(ptr) = NonNull::new(raw.cast::<T>()) else {
            handle_alloc_error(layout)
        };
        // Advised before the first write, so that the writes fault in large pages, then zeroed
        // (zeroing on allocation would touch every small page first).
        advise_huge_pages(raw, layout.size());
        // SAFETY: `raw` is a fresh allocation of `layout.size()` bytes.
        unsafe { raw.write_bytes(0, layout.size()) };
        ZeroedArray { ptr, len }
    }

    fn layout(len: usize) -> Layout {
        let size = len
            .checked_mul(std::mem::size_of::<T>())
            .expect("table size overflows");
        // Only where large pages may be had: elsewhere (WebAssembly's linear memory) the alignment
        // would waste up to 2 MB.
        let align = if cfg!(target_os = "linux") && size >= HUGE_PAGE {
            HUGE_PAGE
        } else {
            std::mem::align_of::<T>()
        };
        Layout::from_size_align(size, align.max(std::mem::align_of::<T>())).expect("table layout")
    }
}

impl<T: Zeroable> Drop for ZeroedArray<T> {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with exactly this layout.
        unsafe { dealloc(self.ptr.as_ptr().cast(), Self::layout(self.len)) }
    }
}

impl<T: Zeroable> Deref for ZeroedArray<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `len` initialised (zeroed, valid by `Zeroable`) elements owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl<T: Zeroable> DerefMut for ZeroedArray<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` is unique.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

/// Asks Linux for 2 MB pages for `size` bytes at `ptr` (a hint: ignored if refused or unsupported).
#[cfg(target_os = "linux")]
fn advise_huge_pages(ptr: *mut u8, size: usize) {
    if size >= HUGE_PAGE {
        // SAFETY: the range is one live allocation of ours; madvise only changes how it is backed.
        unsafe {
            libc::madvise(ptr.cast(), size, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge_pages(_: *mut u8, _: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    struct Pair(u64, u16);
    // SAFETY: integers only.
    unsafe impl Zeroable for Pair {}

    #[test]
    fn starts_zeroed_and_keeps_what_is_written() {
        for len in [1, 3, 1 << 20] {
            let mut a = ZeroedArray::<Pair>::new(len);
            assert_eq!(a.len(), len);
            assert!(a.iter().all(|p| p.0 == 0 && p.1 == 0));
            a[len - 1] = Pair(7, 9);
            assert_eq!((a[len - 1].0, a[len - 1].1), (7, 9));
        }
    }
}
