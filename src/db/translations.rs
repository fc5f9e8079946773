//! The SQL of translations (`domain::translations`): read by kind and language for visitors, by
//! item for the admin, written in the transaction of the change they belong to.

use rusqlite::{Connection, Row, params};
use serde_json::Value;

use crate::domain::translations::{Stored, Texts, TranslationChange, text_at};

const COLUMNS: &str = "item_id, lang, field, value, source, updated_at, outdated_since";

fn row(r: &Row<'_>) -> rusqlite::Result<Stored> {
    Ok(Stored {
        item_id: r.get(0)?,
        lang: r.get(1)?,
        field: r.get(2)?,
        value: r.get(3)?,
        source: r.get(4)?,
        updated_at: r.get(5)?,
        outdated_since: r.get(6)?,
    })
}

/// Every translation into `lang` of a kind's items, by item: what visitors of that language read.
pub fn texts_of_kind(
    conn: &Connection,
    kind: &str,
    lang: &str,
) -> rusqlite::Result<std::collections::HashMap<String, Texts>> {
    let mut statement =
        conn.prepare_cached("select item_id, field, value from translations where kind = ?1 and lang = ?2")?;
    let mut by_item: std::collections::HashMap<String, Texts> = std::collections::HashMap::new();
    for found in statement.query_map(params![kind, lang], |r| {
        Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?))
    })? {
        let (item, field, value) = found?;
        by_item.entry(item).or_default().insert(field, value);
    }
    Ok(by_item)
}

/// Every translation of one item, in every language.
pub fn of_item(conn: &Connection, kind: &str, item_id: &str) -> rusqlite::Result<Vec<Stored>> {
    conn.prepare_cached(&format!(
        "select {COLUMNS} from translations where kind = ?1 and item_id = ?2 order by lang, field"
    ))?
    .query_map(params![kind, item_id], row)?
    .collect()
}

/// Every translation of a kind, in every language (the admin's lists).
pub fn of_kind(conn: &Connection, kind: &str) -> rusqlite::Result<Vec<Stored>> {
    conn.prepare_cached(&format!(
        "select {COLUMNS} from translations where kind = ?1 order by item_id, lang, field"
    ))?
    .query_map(params![kind], row)?
    .collect()
}

/// Writes the changes of one item's translations: a text replaces the one stored (and is up to
/// date with its source), none removes it.
pub fn apply(
    conn: &Connection,
    kind: &str,
    item_id: &str,
    changes: &[TranslationChange],
) -> rusqlite::Result<()> {
    for change in changes {
        match &change.value {
            Some(value) => conn
                .prepare_cached(
                    "insert into translations (kind, item_id, lang, field, value, source) \
                     values (?1, ?2, ?3, ?4, ?5, ?6) \
                     on conflict (kind, item_id, lang, field) do update set value = excluded.value, \
                     source = excluded.source, outdated_since = null, \
                     updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
                     where value != excluded.value or source != excluded.source",
                )?
                .execute(params![kind, item_id, change.lang, change.field, value, change.source])?,
            None => conn
                .prepare_cached(
                    "delete from translations where kind = ?1 and item_id = ?2 and lang = ?3 and field = ?4",
                )?
                .execute(params![kind, item_id, change.lang, change.field])?,
        };
    }
    Ok(())
}

/// After a write that left the item as `item` (its JSON): a translation whose source text is no
/// longer there is marked out of date from now, one whose source is back is up to date again.
pub fn note_sources(conn: &Connection, kind: &str, item_id: &str, item: &Value) -> rusqlite::Result<()> {
    // The change's own time where the item has one, as its answer said it.
    let now = text_at(item, "updatedAt").map_or_else(crate::db::now, str::to_owned);
    for stored in of_item(conn, kind, item_id)? {
        let current = text_at(item, &stored.field) == Some(stored.source.as_str());
        let since = match (current, &stored.outdated_since) {
            (true, Some(_)) => None,
            (false, None) => Some(now.clone()),
            _ => continue,
        };
        conn.prepare_cached(
            "update translations set outdated_since = ?5 \
             where kind = ?1 and item_id = ?2 and lang = ?3 and field = ?4",
        )?
        .execute(params![kind, item_id, stored.lang, stored.field, since])?;
    }
    Ok(())
}

/// Removes every translation of an item deleted for good.
pub fn forget(conn: &Connection, kind: &str, item_id: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("delete from translations where kind = ?1 and item_id = ?2")?
        .execute(params![kind, item_id])?;
    Ok(())
}

/// The version of each item's text in `lang` (`translation_versions`), by item; absent is 0.
pub fn versions(conn: &Connection, kind: &str, lang: &str) -> rusqlite::Result<Vec<(String, i64)>> {
    conn.prepare_cached("select item_id, version from translation_versions where kind = ?1 and lang = ?2")?
        .query_map(params![kind, lang], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Raises the version of an item's text in `lang` by one.
pub fn bump(conn: &Connection, kind: &str, item_id: &str, lang: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "insert into translation_versions (kind, item_id, lang, version) values (?1, ?2, ?3, 1) \
         on conflict (kind, item_id, lang) do update set version = version + 1",
    )?
    .execute(params![kind, item_id, lang])?;
    Ok(())
}
