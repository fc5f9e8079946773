//! `backup`: a consistent copy of the live database, taken while the site runs. SQLite's
//! `vacuum into` reads one snapshot and writes a compact new file; the copy is checked with
//! `integrity_check` before it is moved into place, so a reported backup is a sound one.

use std::path::Path;

use anyhow::Context;
use rusqlite::Connection;

use crate::ops::{OpsError, Result, open_existing, temporary_beside};

pub fn run(db_path: &Path, out: &Path) -> Result<()> {
    crate::ops::check_out(out, "agency-backup.db")?;
    if out.exists() {
        return Err(OpsError::usage(format!(
            "{} already exists: choose a new file name for the backup.",
            out.display()
        )));
    }
    let conn = open_existing(db_path)?;
    let size = copy(&conn, out)?;
    println!("Backed up {} to {} ({size} bytes, integrity check ok).", db_path.display(), out.display());
    Ok(())
}

/// Writes the copy to `out` (which must not exist yet) and returns its size in bytes.
pub fn copy(conn: &Connection, out: &Path) -> anyhow::Result<u64> {
    let temp = temporary_beside(out);
    let _ = std::fs::remove_file(&temp);
    let result = copy_and_check(conn, &temp).and_then(|()| {
        std::fs::rename(&temp, out)
            .with_context(|| format!("cannot move the backup into place at {}", out.display()))
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
    drop(crate::ops::create_private(temp)?);
    crate::db::vacuum_into(conn, target).context("cannot copy the database")?;
    crate::ops::owner_only(temp)?;
    let copy = Connection::open(temp).context("cannot open the copy to check it")?;
    let verdict = crate::db::integrity_check(&copy).context("cannot check the copy")?;
    if verdict != "ok" {
        anyhow::bail!("the copy failed its integrity check ({verdict}); the database may be damaged");
    }
    Ok(())
}
