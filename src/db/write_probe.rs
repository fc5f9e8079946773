//! The `write_probe` table and the check built on it: health proves the disk takes writes by
//! committing a one-row write. The table has no triggers, so the probe wakes no cache.

use std::time::{Duration, Instant};

use rusqlite::Connection;

use crate::db::{Db, DbError};

/// After a write succeeded, the probe trusts it this long: a monitor polling every second costs
/// one small write per interval, not one per poll. A failure is never trusted: the next probe
/// writes again, so health turns good as soon as the disk heals.
const WRITE_TRUSTED_FOR: Duration = Duration::from_secs(5);

/// Commits a one-row write, to learn whether the disk takes writes now.
pub fn write(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("update write_probe set writes = writes + 1 where id = 1", [])?;
    Ok(())
}

/// When a probe write last succeeded. The lock is held across the write, so a burst of probes
/// makes one write and the rest read its outcome.
#[derive(Default)]
pub struct WriteCheck(tokio::sync::Mutex<Option<Instant>>);

impl WriteCheck {
    /// Proves the database answers: with a read while a recent write is trusted, else with a
    /// write (which reads too).
    pub async fn run(&self, db: &Db) -> Result<(), DbError> {
        let mut succeeded = self.0.lock().await;
        if succeeded.is_some_and(|at| at.elapsed() < WRITE_TRUSTED_FOR) {
            drop(succeeded);
            return db.run(|conn| Ok(conn.query_row("select 1", [], |_| Ok(()))?)).await;
        }
        db.run(|conn| Ok::<_, DbError>(write(conn)?)).await?;
        *succeeded = Some(Instant::now());
        Ok(())
    }
}
