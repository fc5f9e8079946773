//! Who holds the database file: `serve` holds a shared lock on `<db>.lock` beside it for as long as
//! it runs, and `restore` takes the same lock exclusively, so a restore never replaces the file
//! under a running server and a server never starts on a file being replaced. Several servers on
//! one file (shared locks) are no concern of this lock.
//!
//! The lock is the kernel's (`flock`, through `File::try_lock`): it goes with the process however
//! the process ends, so a killed server leaves no stale lock behind, and it does not touch SQLite's
//! own locks (POSIX locks on the database file itself, which closing any other handle on that file
//! would drop). The lock file holds nothing and is never deleted: a deleted one would let two
//! processes each lock a file of the same name.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

/// A lock held on the database; dropping it lets go.
#[derive(Debug)]
pub struct Held {
    _file: Option<File>,
}

/// Why the lock was not had.
#[derive(Debug)]
pub enum Refused {
    /// Another process holds it in a mode that excludes ours.
    Busy(PathBuf),
    /// The lock file cannot be opened or locked.
    Failed(PathBuf, std::io::Error),
}

/// `agency.db.lock` beside `agency.db`.
pub fn path_for(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

/// What `serve` holds: many servers may share it; a restore waits for all of them to stop. In a
/// folder where no lock file can be made (a read-only disk), nothing can restore either: the
/// server runs without it.
pub fn shared(db: &Path) -> Result<Held, Refused> {
    let path = path_for(db);
    let file = match open(&path) {
        Ok(file) => file,
        Err(e) if matches!(e.kind(), ErrorKind::ReadOnlyFilesystem | ErrorKind::PermissionDenied) => {
            tracing::debug!(path = %path.display(), error = %e, "no lock file: restore cannot run here either");
            return Ok(Held { _file: None });
        }
        Err(e) => return Err(Refused::Failed(path, e)),
    };
    match file.try_lock_shared() {
        Ok(()) => Ok(Held { _file: Some(file) }),
        Err(TryLockError::WouldBlock) => Err(Refused::Busy(path)),
        Err(TryLockError::Error(e)) => Err(Refused::Failed(path, e)),
    }
}

/// What `restore` takes: refused while any server holds the database.
pub fn exclusive(db: &Path) -> Result<Held, Refused> {
    let path = path_for(db);
    let file = open(&path).map_err(|e| Refused::Failed(path.clone(), e))?;
    match file.try_lock() {
        Ok(()) => Ok(Held { _file: Some(file) }),
        Err(TryLockError::WouldBlock) => Err(Refused::Busy(path)),
        Err(TryLockError::Error(e)) => Err(Refused::Failed(path, e)),
    }
}

/// Opens the lock file, creating it (readable by all: it holds nothing) if needed. A lock file made
/// by another user (root running `restore` beside a service's own user) is opened read-only:
/// `flock` needs no write access.
fn open(path: &Path) -> std::io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o644);
    }
    match options.open(path) {
        Err(e) if e.kind() == ErrorKind::PermissionDenied && path.exists() => File::open(path),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn servers_share_the_lock_and_a_restore_waits_for_all_of_them() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("agency.db");
        let first = shared(&db).unwrap();
        let second = shared(&db).unwrap();
        assert!(matches!(exclusive(&db), Err(Refused::Busy(_))));
        drop(first);
        assert!(matches!(exclusive(&db), Err(Refused::Busy(_))));
        drop(second);
        let restoring = exclusive(&db).unwrap();
        assert!(matches!(shared(&db), Err(Refused::Busy(_))));
        drop(restoring);
        assert!(shared(&db).is_ok());
        assert!(dir.path().join("agency.db.lock").exists(), "the lock file stays");
    }
}
