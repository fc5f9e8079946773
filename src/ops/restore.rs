//! `restore FILE`: a backup put in place of the database, checked first and all at once.
//!
//! The backup is copied to a private temporary file beside the database and flushed, and that
//! copy is what is checked (read-only: `integrity_check`, and migrations that are all this
//! binary's, none newer) and then renamed over the database, so the file at `--db` is at every
//! moment either the old database or the whole backup. The old database's WAL is written into it
//! first and what is left of its `-wal`/`-shm`/`-journal` goes with it: a stale WAL beside the
//! restored file would be replayed into it. The old database is kept beside it (a hard link,
//! no copy) until the owner deletes it.
//!
//! A running server holds `<db>.lock` (db::lock) for its whole life; restore takes it exclusively
//! and refuses while it cannot, and holds it until the file is in place, so no server starts on
//! the file halfway.

use std::io::{IsTerminal, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use rusqlite::{Connection, OpenFlags};

use crate::db;
use crate::files::{create_private, sync_folder_of, temporary_beside};
use crate::ops::{OpsError, Result, is_database_file, shown};

/// `db_chosen`: whether `--db` or AGENCY_DB named the database. The default one (./agency.db) must
/// exist: restoring into a folder that holds no site would start a second one.
pub fn run(db_path: &Path, file: &Path, db_chosen: bool) -> Result<()> {
    check_paths(db_path, file)?;
    if !db_chosen && !db_path.exists() {
        let path = std::path::absolute(db_path).unwrap_or_else(|_| db_path.to_owned());
        return Err(OpsError::usage(format!(
            "There is no database at {} (the default --db): run this in the site's folder, or pass --db \
             (AGENCY_DB) the site's database file (a new one is made there).",
            path.display()
        )));
    }
    let _held = db::lock::exclusive(db_path).map_err(|refused| match refused {
        db::lock::Refused::Busy(lock) => OpsError::Runtime(anyhow::anyhow!(
            "A server is running on {} (it holds {}): stop it first, such as with `systemctl stop \
             agency-site`, then run restore again.",
            db_path.display(),
            lock.display()
        )),
        db::lock::Refused::Failed(lock, e) => {
            OpsError::Runtime(anyhow::anyhow!("cannot lock {}: {e}", lock.display()))
        }
    })?;
    let folder = db_path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    // Run as root beside a service's own user: the files restore makes must stay the service's.
    same_owner(&db::lock::path_for(db_path), folder);

    let temp = temporary_beside(db_path);
    let result = (|| -> Result<_> {
        say(&format!("Copying {}…", file.display()));
        let size = copy_to(file, &temp)?;
        same_owner(&temp, if db_path.exists() { db_path } else { folder });
        say("Checking the copy…");
        let pending = check(&temp, file)?;
        let kept = put_in_place(&temp, db_path)?;
        Ok((size, pending, kept))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    let (size, pending, kept) = result?;
    let kept = match kept {
        Some(kept) => format!(
            "; the database it replaced is kept as {}: delete it once the site looks right",
            kept.display()
        ),
        None => String::new(),
    };
    let pending = match pending {
        0 => String::new(),
        n => format!("; serve applies this version's {n} newer migrations when it starts"),
    };
    println!(
        "Restored {} from {} ({size} bytes, integrity check ok){pending}{kept}.",
        shown(db_path),
        file.display()
    );
    Ok(())
}

/// What the owner must fix before anything is touched: a backup that is a file, SQLite's, and
/// not the database itself; a database in a folder that exists.
fn check_paths(db_path: &Path, file: &Path) -> Result<()> {
    if file.is_dir() {
        return Err(OpsError::usage(format!(
            "{} is a folder: give restore a backup file, such as {}.",
            file.display(),
            file.join("agency-20260101-030000.db").display()
        )));
    }
    if !file.is_file() {
        return Err(OpsError::usage(format!(
            "There is no file at {}: give restore the path of a backup, written by `backup` or into the \
             server's --backup-dir.",
            file.display()
        )));
    }
    if is_database_file(file, db_path) {
        return Err(OpsError::usage(format!(
            "{} is the database itself (or one of its files): give restore a backup of it.",
            file.display()
        )));
    }
    if !starts_as_sqlite(file) {
        return Err(OpsError::usage(format!(
            "{} is not an SQLite database, so not a backup of this site: give restore a file written by \
             `backup` or into the server's --backup-dir.",
            file.display()
        )));
    }
    if let Some(dir) = db_path.parent().filter(|d| !d.as_os_str().is_empty() && !d.is_dir()) {
        return Err(OpsError::usage(format!(
            "The folder {} for the database does not exist: create it, or choose another --db (AGENCY_DB).",
            dir.display()
        )));
    }
    if db_path.is_dir() {
        return Err(OpsError::usage(format!(
            "{} is a folder, not a database file: pass --db (AGENCY_DB) the file, such as {}.",
            db_path.display(),
            db_path.join("agency.db").display()
        )));
    }
    Ok(())
}

const HEADER: &[u8; 16] = b"SQLite format 3\0";

fn starts_as_sqlite(path: &Path) -> bool {
    let mut start = [0u8; 16];
    std::fs::File::open(path).and_then(|mut f| f.read_exact(&mut start)).is_ok() && &start == HEADER
}

/// Copies `file` to `temp` (private, flushed to disk); returns its size. A copy of a database in
/// WAL mode is marked as a rollback one (bytes 18 and 19 of the header): it is the main file alone,
/// whole once checkpointed, and so it opens read-only without a WAL of its own, and no WAL left
/// beside the database could be taken for its. `serve` turns WAL on again at its first open.
fn copy_to(file: &Path, temp: &Path) -> anyhow::Result<u64> {
    let mut from = std::fs::File::open(file).with_context(|| format!("cannot read {}", file.display()))?;
    let mut to = create_private(temp)?;
    let size =
        std::io::copy(&mut from, &mut to).with_context(|| format!("cannot write {}", temp.display()))?;
    let mut header = [0u8; 100];
    let mut read = std::fs::File::open(temp)?;
    read.read_exact(&mut header).context("the backup is shorter than SQLite's header")?;
    if header[18] == 2 && header[19] == 2 {
        to.seek(SeekFrom::Start(18))?;
        to.write_all(&[1, 1])?;
    }
    to.sync_all().with_context(|| format!("cannot flush {} to disk", temp.display()))?;
    Ok(size)
}

/// Checks the copy at `temp` of the backup `file`: sound, and a database of this site at this
/// binary's migrations or older. Returns how many of this binary's migrations it lacks.
fn check(temp: &Path, file: &Path) -> Result<usize> {
    let damaged = |why: String| {
        OpsError::usage(format!("{} is damaged ({why}): choose another backup.", file.display()))
    };
    let conn =
        Connection::open_with_flags(temp, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
            .map_err(|e| damaged(e.to_string()))?;
    let verdict = db::integrity_check(&conn).map_err(|e| damaged(e.to_string()))?;
    if verdict != "ok" {
        let first = verdict.lines().find(|l| !l.starts_with("***")).unwrap_or(&verdict).trim();
        let first: String = first.chars().take(120).collect();
        return Err(damaged(format!("SQLite's integrity check found: {first}")));
    }
    let not_ours = || {
        OpsError::usage(format!(
            "{} is an SQLite database, but not one of agency-site's: give restore a backup of this site.",
            file.display()
        ))
    };
    if !db::was_migrated(&conn).map_err(|e| damaged(e.to_string()))? {
        return Err(not_ours());
    }
    let applied = db::applied_migrations(&conn).map_err(|_| not_ours())?;
    let known = db::known_migrations();
    let newest_known = known.iter().map(|name| version(name)).max().unwrap_or(0);
    if applied.is_empty() {
        return Err(not_ours());
    }
    if let Some(unknown) = applied.iter().find(|a| !known.contains(a)) {
        return Err(match version(unknown) > newest_known {
            true => OpsError::usage(format!(
                "{} comes from a newer agency-site (its migration {unknown} is unknown to this one): \
                 restore it with that version, or upgrade this one first.",
                file.display()
            )),
            false => not_ours(),
        });
    }
    Ok(known.len() - applied.len())
}

/// 12 for `V12__name`.
fn version(migration: &str) -> u64 {
    migration.strip_prefix('V').and_then(|m| m.split('_').next()).and_then(|v| v.parse().ok()).unwrap_or(0)
}

/// Renames the checked copy over the database. The old one, when there is one, is made whole on
/// its own (its WAL checkpointed into it), kept under a new name with what is left of its WAL and
/// journal, and its shared-memory index removed, before the rename: so no file beside the database
/// belongs to another one. Returns where the old database is kept.
fn put_in_place(temp: &Path, db_path: &Path) -> anyhow::Result<Option<PathBuf>> {
    let kept = match db_path.exists() {
        false => {
            // Files of a database that is gone: they would be taken for the restored one's.
            for suffix in ["-wal", "-shm", "-journal"] {
                let orphan = with_suffix(db_path, suffix);
                match std::fs::remove_file(&orphan) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                        return Err(e).with_context(|| format!("cannot remove {}", orphan.display()));
                    }
                    _ => {}
                }
            }
            None
        }
        true => {
            checkpoint(db_path);
            let kept = free_name(db_path);
            // A hard link: the old file stays whole at both names until the rename, without a copy.
            if std::fs::hard_link(db_path, &kept).is_err() {
                std::fs::rename(db_path, &kept)
                    .with_context(|| format!("cannot keep the old database as {}", kept.display()))?;
            }
            for suffix in ["-wal", "-journal"] {
                let (from, to) = (with_suffix(db_path, suffix), with_suffix(&kept, suffix));
                if from.exists() {
                    std::fs::rename(&from, &to).with_context(|| format!("cannot move {}", from.display()))?;
                }
            }
            let shm = with_suffix(db_path, "-shm");
            match std::fs::remove_file(&shm) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    return Err(e).with_context(|| format!("cannot remove {}", shm.display()));
                }
                _ => {}
            }
            Some(kept)
        }
    };
    std::fs::rename(temp, db_path)
        .with_context(|| format!("cannot move the restored database into place at {}", db_path.display()))?;
    sync_folder_of(db_path)?;
    Ok(kept)
}

/// Writes what the old database's WAL holds into its main file, and lets SQLite remove the WAL as
/// its last connection closes. A database too damaged to open keeps its WAL (moved along with it).
fn checkpoint(db_path: &Path) {
    if let Ok(conn) = Connection::open_with_flags(db_path, OpenFlags::SQLITE_OPEN_READ_WRITE) {
        let _ = conn.query_row("pragma wal_checkpoint(truncate)", [], |_| Ok(()));
    }
}

/// `agency.db.before-restore-20260102-030405` (with `-2`, … when taken).
fn free_name(db_path: &Path) -> PathBuf {
    let stamp = jiff::Timestamp::now().strftime("%Y%m%d-%H%M%S").to_string();
    let base = with_suffix(db_path, &format!(".before-restore-{stamp}"));
    let mut candidate = base.clone();
    let mut n = 2;
    while candidate.exists() {
        candidate = with_suffix(&base, &format!("-{n}"));
        n += 1;
    }
    candidate
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Gives `path` the owner of `like` when this process may (root), so a file made by root for a
/// service's own user stays readable by the service.
fn same_owner(path: &Path, like: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(like), Ok(now)) = (std::fs::metadata(like), std::fs::metadata(path))
            && (like.uid(), like.gid()) != (now.uid(), now.gid())
        {
            let _ = std::os::unix::fs::chown(path, Some(like.uid()), Some(like.gid()));
        }
    }
}

/// A line for a person at a terminal; nothing when piped.
fn say(what: &str) {
    if std::io::stderr().is_terminal() {
        eprintln!("{what}");
    }
}
