//! The open-file limit: each connection is a file descriptor, and Linux's usual soft limit (1,024)
//! would refuse the 1,025th. [`raise_open_files`] lifts the soft limit to the hard one (which
//! needs no privilege) at start, in `ethello serve` and in `ethello-load`; past the hard limit, an
//! administrator raises it (`ulimit -Hn`, `LimitNOFILE=` in a systemd unit: docs/online.md).

/// The open-file limits after raising: the soft one now in force, and the hard one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct OpenFiles {
    /// The limit in force.
    pub soft: u64,
    /// The most it may be raised to without privilege.
    pub hard: u64,
}

/// Raises the soft limit on open files to the hard limit.
///
/// # Errors
/// The system's error when the limits cannot be read or set.
#[cfg(unix)]
pub fn raise_open_files() -> std::io::Result<OpenFiles> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one `rlimit` through a valid pointer to one.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    if limit.rlim_cur < limit.rlim_max {
        limit.rlim_cur = limit.rlim_max;
        // SAFETY: setrlimit reads one valid `rlimit`.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &limit) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    // `rlim_t` is u64 on Linux, another width on other systems.
    #[allow(clippy::unnecessary_cast)]
    Ok(OpenFiles {
        soft: limit.rlim_cur as u64,
        hard: limit.rlim_max as u64,
    })
}

/// Elsewhere there is nothing to raise: the limits are unknown.
///
/// # Errors
/// Never.
#[cfg(not(unix))]
pub fn raise_open_files() -> std::io::Result<OpenFiles> {
    Ok(OpenFiles {
        soft: u64::MAX,
        hard: u64::MAX,
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn the_soft_limit_is_raised_to_the_hard_one() {
        let limits = raise_open_files().unwrap();
        assert_eq!(limits.soft, limits.hard);
        assert!(limits.soft >= 1024, "{limits:?}");
    }
}
