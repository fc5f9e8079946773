//! Backups: the one way a copy of the database is made (`copy`: for `agency-site backup`, the
//! server's schedule and the super admin's "Back up now"), and the server's backups taken one at
//! a time into its folder (`folder`: the flags, the names, what is kept).
//!
//! Why `vacuum into` and not SQLite's online backup API in small steps: a step-wise backup starts
//! over whenever another connection writes between two of its steps, so on a site taking inquiries
//! it might never finish (and in one step it holds the same read transaction). `vacuum into` reads
//! one snapshot, a read transaction under WAL, so visitors and editors read and write beside it and
//! only the WAL's checkpoint waits for it; it writes a compact file, without the free pages. The
//! server's backups run on a thread of their own at the lowest CPU priority, with a connection of
//! their own, so neither visitors' requests, the async threads nor the pool's connections wait for
//! them (docs/PERFORMANCE.md measures visitors during the copy of 1 GB).

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context;
use rusqlite::Connection;

mod folder;
pub use folder::{Backup, Every, Schedule, list, taken_at};
use folder::{new_name, prune};

use crate::db::{self, Db};
use crate::error::AppError;
use crate::files::{create_private, owner_only, sync_folder_of, temporary_beside};

/// Writes a checked copy of the database to `out` (replacing nothing: the caller picks a new name)
/// and returns its size in bytes. The copy is made in a private temporary file beside `out`,
/// checked with `integrity_check`, flushed to disk and only then renamed to `out`: a file under
/// that name is always a whole, sound backup.
pub fn copy(conn: &Connection, out: &Path) -> anyhow::Result<u64> {
    let temp = temporary_beside(out);
    let _ = std::fs::remove_file(&temp);
    let result = copy_and_check(conn, &temp).and_then(|()| {
        std::fs::rename(&temp, out)
            .with_context(|| format!("cannot move the backup into place at {}", out.display()))?;
        sync_folder_of(out)
    });
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result?;
    Ok(std::fs::metadata(out).map(|m| m.len()).unwrap_or(0))
}

fn copy_and_check(conn: &Connection, temp: &Path) -> anyhow::Result<()> {
    let target = temp.to_str().context("the backup path is not valid UTF-8")?;
    // Made private and empty first: `vacuum into` fills an empty file and keeps its mode.
    drop(create_private(temp)?);
    db::vacuum_into(conn, target).context("cannot copy the database")?;
    owner_only(temp)?;
    let copy = Connection::open(temp).context("cannot open the copy to check it")?;
    let verdict = db::integrity_check(&copy).context("cannot check the copy")?;
    drop(copy);
    if verdict != "ok" {
        anyhow::bail!("the copy failed its integrity check ({verdict}); the database may be damaged");
    }
    std::fs::File::open(temp)
        .and_then(|f| f.sync_all())
        .with_context(|| format!("cannot flush {} to disk", temp.display()))
}

/// The server's backups: its folder (None without `--backup-dir`), one backup at a time.
pub struct Backups {
    schedule: Option<Schedule>,
    /// The schedule's backups and the super admin's queue here, one at a time.
    taking: tokio::sync::Mutex<()>,
    running: Arc<Running>,
}

/// What a stopping server needs to end a backup at once rather than wait for it.
#[derive(Default)]
struct Running {
    copy: Mutex<Option<rusqlite::InterruptHandle>>,
    stopping: AtomicBool,
}

impl Backups {
    pub fn new(schedule: Option<Schedule>) -> Backups {
        Backups { schedule, taking: Default::default(), running: Default::default() }
    }

    /// The folder and its rules, when `--backup-dir` was given.
    pub fn schedule(&self) -> Option<&Schedule> {
        self.schedule.as_ref()
    }

    /// The backups in the folder, newest first; none without a folder.
    pub async fn list(&self) -> Result<Vec<Backup>, AppError> {
        let Some(dir) = self.schedule.as_ref().map(|s| s.dir.clone()) else { return Ok(Vec::new()) };
        let listed = tokio::task::spawn_blocking(move || list(&dir))
            .await
            .map_err(|e| AppError::Internal(e.into()))?;
        listed.map_err(|e| AppError::Internal(anyhow::Error::new(e).context("cannot list the backup folder")))
    }

    /// The backup called `name` (which must be one of the server's backups' names), opened, with
    /// its size. The file stays readable while it is sent, even if it is deleted meanwhile.
    pub async fn open(&self, name: &str) -> Result<(std::fs::File, u64), AppError> {
        let not_found = || AppError::not_found("Backup");
        let dir = self.schedule.as_ref().map(|s| s.dir.clone()).ok_or_else(not_found)?;
        if taken_at(name).is_none() {
            return Err(not_found());
        }
        let path = dir.join(name);
        tokio::task::spawn_blocking(move || {
            let file = std::fs::File::open(&path).ok().filter(|f| f.metadata().is_ok_and(|m| m.is_file()));
            let file = file.ok_or_else(not_found)?;
            let size = file.metadata().map(|m| m.len()).map_err(|e| AppError::Internal(e.into()))?;
            Ok((file, size))
        })
        .await
        .map_err(|e| AppError::Internal(e.into()))?
    }

    /// Takes a backup now, then deletes those beyond `--backup-keep`; logs it, and writes
    /// `actor action <name>` in the activity log.
    pub async fn take(&self, db: &Db, actor: &str, action: &'static str) -> Result<Backup, AppError> {
        let schedule = self.schedule.clone().ok_or_else(|| {
            AppError::Conflict(
                "Backups are not turned on: start the server with --backup-dir DIR (or AGENCY_BACKUP_DIR) \
                 to take them."
                    .into(),
            )
        })?;
        let _one_at_a_time = self.taking.lock().await;
        let (path, running) = (db.path().to_owned(), Arc::clone(&self.running));
        let started = std::time::Instant::now();
        // A thread of its own rather than one of tokio's blocking pool: its priority is lowered
        // for the copy, and a pooled thread would keep that for the visitors' work it does next.
        let (sent, taken) = tokio::sync::oneshot::channel();
        std::thread::Builder::new()
            .name("backup".into())
            .spawn(move || {
                yield_to_visitors();
                let _ = sent.send(take_now(&path, &schedule, &running));
            })
            .map_err(|e| AppError::Internal(anyhow::Error::new(e).context("cannot start the backup")))?;
        let taken = taken.await.map_err(|e| AppError::Internal(e.into()))?;
        let backup = match taken {
            Ok(backup) => backup,
            Err(err) => {
                tracing::error!(cause = format!("{err:#}"), "the backup failed");
                return Err(failed(&err));
            }
        };
        tracing::info!(name = %backup.name, bytes = backup.size, seconds = started.elapsed().as_secs_f32(), "took a backup");
        let (actor, subject) = (actor.to_owned(), backup.name.clone());
        let logged: Result<(), db::DbError> =
            db.run(move |conn| Ok(db::activity::record(conn, &actor, action, &subject)?)).await;
        if let Err(err) = logged {
            tracing::warn!(error = %err, action, "cannot write the activity log");
        }
        Ok(backup)
    }

    /// Backs up on the schedule until the server stops. The next backup is due one interval after
    /// the newest in the folder, so a server restarted more often than the interval still takes
    /// them (one overdue comes within a minute of start); with none there, one interval after start.
    pub async fn run_schedule(&self, db: &Db) {
        let Some(schedule) = &self.schedule else { return };
        let every = schedule.every.duration();
        let newest = self.list().await.ok().and_then(|b| b.first().and_then(|b| taken_at(&b.name)));
        let since = newest.map(|at| jiff::Timestamp::now().duration_since(at));
        let first = match since.and_then(|s| Duration::try_from(s).ok()) {
            Some(since) if since < every => every - since,
            Some(_) => every.min(Duration::from_secs(60)),
            None => every,
        };
        let mut due = tokio::time::Instant::now() + first;
        loop {
            tokio::time::sleep_until(due).await;
            if self.take(db, db::activity::THE_SERVER, "took a scheduled backup").await.is_err() {
                let logged: Result<(), db::DbError> = db
                    .run(|conn| {
                        let why = "the reason is in the server's log";
                        Ok(db::activity::record(
                            conn,
                            db::activity::THE_SERVER,
                            "could not take a scheduled backup",
                            why,
                        )?)
                    })
                    .await;
                if let Err(err) = logged {
                    tracing::warn!(error = %err, "cannot write the activity log");
                }
            }
            // One interval after the last one started; after it ended when it took longer.
            due = (due + every).max(tokio::time::Instant::now());
        }
    }

    /// The server is stopping: a backup being made ends now (its temporary file removed) rather
    /// than hold the exit for the minutes a large one takes, and none starts after.
    pub fn stop(&self) {
        self.running.stopping.store(true, Ordering::SeqCst);
        if let Some(handle) = self.running.copy.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
            handle.interrupt();
        }
    }
}

/// Lowers this thread to the lowest CPU priority (nice 19): a copy of a large database takes a
/// core for seconds, and on a small VPS that core is half of what visitors' requests have. At
/// nice 19 it takes what they leave idle, so it is quick on a quiet server and gives way on a busy
/// one. Where a system-call filter refuses (the systemd example allows it), it runs at the normal
/// priority.
fn yield_to_visitors() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid and setpriority take and return plain integers; the call changes the
        // scheduling weight of this thread alone (a thread's id as PRIO_PROCESS's `who`).
        let lowered = unsafe { libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19) };
        if lowered != 0 {
            let why = std::io::Error::last_os_error();
            tracing::debug!(error = %why, "the backup runs at the normal priority");
        }
    }
}

fn take_now(db_path: &Path, schedule: &Schedule, running: &Running) -> anyhow::Result<Backup> {
    let (name, out) = new_name(&schedule.dir);
    // A connection of its own rather than one of the pool's: visitors and editors keep every one
    // of theirs for as long as a large copy takes.
    let conn = db::connect(db_path)?;
    *running.copy.lock().unwrap_or_else(|e| e.into_inner()) = Some(conn.get_interrupt_handle());
    let copied = match running.stopping.load(Ordering::SeqCst) {
        true => Err(anyhow::anyhow!("the server is stopping")),
        false => copy(&conn, &out),
    };
    *running.copy.lock().unwrap_or_else(|e| e.into_inner()) = None;
    let size = copied?;
    match prune(&schedule.dir, schedule.keep) {
        Ok(deleted) if !deleted.is_empty() => {
            tracing::info!(?deleted, "deleted backups beyond --backup-keep")
        }
        Ok(_) => {}
        // The new backup stands; the next one tries again.
        Err(err) => tracing::warn!(error = %err, "cannot delete old backups"),
    }
    let created_at = taken_at(&name).map(|at| at.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string());
    Ok(Backup { name, size, created_at: created_at.unwrap_or_default() })
}

/// What the super admin reads when a backup fails: the cause when it is one they can act on.
fn failed(err: &anyhow::Error) -> AppError {
    use rusqlite::ErrorCode;
    use std::io::ErrorKind;
    let reason = err.chain().find_map(|cause| {
        if let Some(io) = cause.downcast_ref::<std::io::Error>() {
            return match io.kind() {
                ErrorKind::StorageFull => Some("the disk is full"),
                ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
                    Some("the server cannot write to the backup folder")
                }
                _ => None,
            };
        }
        match cause.downcast_ref::<rusqlite::Error>()?.sqlite_error_code()? {
            ErrorCode::DiskFull => Some("the disk is full"),
            ErrorCode::OperationInterrupted => Some("the server is stopping"),
            ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied => {
                Some("the server cannot write to the backup folder")
            }
            _ => None,
        }
    });
    let reason = reason.unwrap_or("the server's log says why");
    AppError::Unavailable(format!("The backup could not be taken: {reason}. Please try again later."))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_backup_is_a_checked_private_copy_and_the_folder_keeps_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let conn = Connection::open(dir.path().join("live.db")).unwrap();
        conn.execute_batch("create table t (x); insert into t values (42);").unwrap();
        let out = dir.path().join("agency-20260102-030405.db");
        let size = copy(&conn, &out).unwrap();
        assert_eq!(size, std::fs::metadata(&out).unwrap().len());
        let copy = Connection::open(&out).unwrap();
        assert_eq!(copy.query_row("select x from t", [], |r| r.get::<_, i64>(0)).unwrap(), 42);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&out).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let mut names: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["agency-20260102-030405.db", "live.db"]);
    }
}
