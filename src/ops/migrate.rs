//! `migrate [--status]`: applies the binary's pending migrations, or lists each and whether it is
//! applied without changing anything.

use std::path::Path;

use anyhow::Context;

use crate::db;
use crate::ops::Result;

pub fn run(db_path: &Path, status_only: bool) -> Result<()> {
    crate::ops::check_db_path(db_path)?;
    if status_only {
        for (name, applied) in status(db_path)? {
            println!("{} {name}", if applied { "applied" } else { "pending" });
        }
        return Ok(());
    }
    let mut conn = db::connect(db_path)?;
    let applied = crate::upgrade::migrate(&mut conn)?;
    if applied.is_empty() {
        println!("The database {} is up to date; nothing to apply.", crate::ops::shown(db_path));
    } else {
        for name in &applied {
            println!("applied {name}");
        }
        println!("Applied {} migration(s) to {}.", applied.len(), crate::ops::shown(db_path));
    }
    Ok(())
}

/// Every migration and whether it is applied. A database that does not exist yet, or that was
/// never migrated, has every migration pending: it is neither created nor changed here.
fn status(db_path: &Path) -> anyhow::Result<Vec<(String, bool)>> {
    if db_path.exists() {
        let mut conn = db::connect(db_path)?;
        if db::was_migrated(&conn)? {
            return db::migration_status(&mut conn);
        }
    }
    // The binary's migrations, named by applying them to a scratch database in memory.
    let mut scratch = rusqlite::Connection::open_in_memory().context("cannot list the migrations")?;
    Ok(db::migrate(&mut scratch)?.into_iter().map(|name| (name, false)).collect())
}
