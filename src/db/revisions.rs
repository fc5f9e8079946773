//! The SQL of revisions: kept in the transaction of the change they record, listed newest first
//! for an item, read one at a time, and let go of past what `domain::revisions` keeps.

use flate2::Compression;
use flate2::read::ZlibDecoder;
use flate2::write::ZlibEncoder;
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::revisions::{KEEP_DAYS, KEEP_LAST, NOT_KNOWN, NewRevision, Revision, RevisionWithItem};

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
    if let Some(before) = &revision.before
        && made(conn, revision.kind, &revision.item_id, before.version)?.is_none()
    {
        conn.prepare_cached(
            "insert into revisions (kind, item_id, version, actor, item, at) \
             values (?1, ?2, ?3, ?4, ?5, coalesce(?6, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))",
        )?
        .execute(params![
            revision.kind,
            revision.item_id,
            before.version,
            NOT_KNOWN,
            packed(&before.item),
            before.at
        ])?;
    }
    conn.prepare_cached(
        "insert into revisions (kind, item_id, version, actor, item) values (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        revision.kind,
        revision.item_id,
        revision.version,
        actor,
        packed(&revision.item)
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
        Ok(RevisionWithItem { revision: row(r)?, item: unpacked(r.get_ref(6)?) })
    })
    .optional()
}

/// A kept item's JSON, deflated: consecutive versions of an article are mostly the same prose,
/// which deflate shrinks about four times (docs/PERFORMANCE.md). Deflate rather than brotli
/// because the binary has its inflater already (the UI's files) and the gain is alike.
fn packed(item: &serde_json::Value) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::default());
    // Writing to a Vec cannot fail.
    let _ = serde_json::to_writer(&mut encoder, item);
    encoder.finish().unwrap_or_default()
}

/// The item of a revision: deflated JSON, or the plain JSON text of those kept before it was.
fn unpacked(stored: ValueRef<'_>) -> serde_json::Value {
    match stored {
        ValueRef::Blob(deflated) => serde_json::from_reader(ZlibDecoder::new(deflated)).unwrap_or_default(),
        ValueRef::Text(json) => serde_json::from_slice(json).unwrap_or_default(),
        _ => serde_json::Value::Null,
    }
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

#[cfg(test)]
mod tests {
    use rusqlite::Connection;
    use serde_json::json;

    use super::*;

    #[test]
    fn an_item_is_kept_deflated_and_read_back_whole_as_are_those_kept_as_text_before() {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::db::migrate(&mut conn).unwrap();
        let prose = "Short videos that turn views into visits. ".repeat(100);
        let item = json!({ "title": "Reels That Sell", "bodyMarkdown": prose, "version": 2 });
        let new =
            NewRevision { kind: "post", item_id: "1".into(), version: 2, item: item.clone(), before: None };
        record(&conn, "ana", &new).unwrap();
        let (id, stored): (i64, i64) = conn
            .query_row("select id, length(item) from revisions", [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        assert!(
            stored as usize * 4 < item.to_string().len(),
            "{stored} bytes kept of {}",
            item.to_string().len()
        );
        assert_eq!(get(&conn, id).unwrap().unwrap().item, item);

        conn.execute(
            "insert into revisions (kind, item_id, version, actor, item) values ('post', '1', 1, 'ana', ?1)",
            [json!({ "title": "Reels" }).to_string()],
        )
        .unwrap();
        let text = conn.last_insert_rowid();
        assert_eq!(get(&conn, text).unwrap().unwrap().item, json!({ "title": "Reels" }));
        assert_eq!(made(&conn, "post", "1", 2).unwrap().unwrap().actor, "ana");
    }
}
