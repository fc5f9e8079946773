//! The SQL of the activity log: entries appended beside the changes they describe (in the same
//! connection, mostly the same transaction), read newest first a page at a time, and kept for
//! `KEEP_DAYS`.

use rusqlite::{Connection, params};
use serde::Serialize;
use utoipa::ToSchema;

/// Who the log says did what the server does by itself (scheduled backups, the trash's purge):
/// no username has a space, so no admin can be taken for it.
pub const THE_SERVER: &str = "The server";

/// Entries older than this are deleted as new ones arrive.
pub const KEEP_DAYS: i64 = 180;

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct Entry {
    pub id: i64,
    /// RFC 3339 UTC.
    pub at: String,
    /// The admin's username; "" for a visitor; `THE_SERVER` for what it does by itself.
    pub actor: String,
    /// What was done: `created`, `changed`, `deleted`, `published`, `logged in`…
    pub action: String,
    /// What it was done to, as a person names it: `Service “UGC Packages”`.
    pub subject: String,
}

/// Appends an entry, and lets go of those past `KEEP_DAYS`.
pub fn record(conn: &Connection, actor: &str, action: &str, subject: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("insert into activity (actor, action, subject) values (?1, ?2, ?3)")?
        .execute(params![actor, action, subject])?;
    conn.prepare_cached(
        "delete from activity where at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ?1 || ' days')",
    )?
    .execute([KEEP_DAYS])?;
    Ok(())
}

/// Up to `limit` entries older than the entry `before` (all when None), newest first.
pub fn page(conn: &Connection, limit: i64, before: Option<i64>) -> rusqlite::Result<Vec<Entry>> {
    conn.prepare_cached(
        "select id, at, actor, action, subject from activity where ?1 is null or id < ?1 \
         order by id desc limit ?2",
    )?
    .query_map(params![before, limit], |r| {
        Ok(Entry { id: r.get(0)?, at: r.get(1)?, actor: r.get(2)?, action: r.get(3)?, subject: r.get(4)? })
    })?
    .collect()
}
