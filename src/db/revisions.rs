//! The SQL of revisions: kept in the transaction of the change they record, listed newest first
//! for an item, read one at a time, and let go of past what `domain::revisions` keeps.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::revisions::{KEEP_DAYS, KEEP_LAST, NewRevision, Revision, RevisionWithItem};

const COLUMNS: &str = "id, kind, item_id, version, actor, at";

fn row(r: &Row<'_>) -> rusqlite::Result<Revision> {
    Ok(Revision {
        id: r.get(0)?,
        kind: r.get(1)?,
        item_id: r.get(2)?,
        version: r.get(3)?,
        actor: r.get(4)?,
        at: r.get(5)?,
    })
}

/// Keeps `revision` as made by `actor`, and lets go of that item's revisions beyond the last
/// `KEEP_LAST` that are older than `KEEP_DAYS`.
pub fn record(conn: &Connection, actor: &str, revision: &NewRevision) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "insert into revisions (kind, item_id, version, actor, item) values (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        revision.kind,
        revision.item_id,
        revision.version,
        actor,
        revision.item.to_string()
    ])?;
    conn.prepare_cached(
        "delete from revisions where kind = ?1 and item_id = ?2 \
         and at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ?3 || ' days') \
         and id not in (select id from revisions where kind = ?1 and item_id = ?2 order by id desc limit ?4)",
    )?
    .execute(params![revision.kind, revision.item_id, KEEP_DAYS, KEEP_LAST])?;
    Ok(())
}

/// An item's revisions, newest first.
pub fn list(conn: &Connection, kind: &str, item_id: &str) -> rusqlite::Result<Vec<Revision>> {
    conn.prepare_cached(&format!(
        "select {COLUMNS} from revisions where kind = ?1 and item_id = ?2 order by id desc"
    ))?
    .query_map(params![kind, item_id], row)?
    .collect()
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<RevisionWithItem>> {
    conn.query_row(&format!("select {COLUMNS}, item from revisions where id = ?1"), [id], |r| {
        let item: String = r.get(6)?;
        Ok(RevisionWithItem { revision: row(r)?, item: serde_json::from_str(&item).unwrap_or_default() })
    })
    .optional()
}

/// The revision that made `version` of an item, when one is kept: a 412 names who made the
/// stored version, and when.
pub fn made(
    conn: &Connection,
    kind: &str,
    item_id: &str,
    version: i64,
) -> rusqlite::Result<Option<Revision>> {
    conn.prepare_cached(&format!(
        "select {COLUMNS} from revisions where kind = ?1 and item_id = ?2 and version = ?3 order by id desc limit 1"
    ))?
    .query_row(params![kind, item_id, version], row)
    .optional()
}
