//! The SQL of translations (`domain::translations`): read by kind and language for visitors, by
//! item for the admin, written in the transaction of the change they belong to.

use rusqlite::{Connection, Row, params};
use serde_json::Value;

use crate::domain::translations::{Exported, ExportedText, Stored, Texts, TranslationChange, text_at};

const COLUMNS: &str = "item_id, lang, field, value, source, updated_at, outdated_since";

fn row(r: &Row<'_>) -> rusqlite::Result<Stored> {
    stored_at(r, 0)
}

/// The `COLUMNS` of a row from column `at` on.
fn stored_at(r: &Row<'_>, at: usize) -> rusqlite::Result<Stored> {
    Ok(Stored {
        item_id: r.get(at)?,
        lang: r.get(at + 1)?,
        field: r.get(at + 2)?,
        value: r.get(at + 3)?,
        source: r.get(at + 4)?,
        updated_at: r.get(at + 5)?,
        outdated_since: r.get(at + 6)?,
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
    for stored in of_item(conn, kind, item_id)?.into_iter().filter(|stored| !stored.source.is_empty()) {
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

/// The fields `fields` of every item of a kind in `lang`, by item: the few a list needs (a slug,
/// a status) without the long texts beside them.
pub fn fields_of_kind(
    conn: &Connection,
    kind: &str,
    lang: &str,
    fields: &[&str],
) -> rusqlite::Result<std::collections::HashMap<String, Texts>> {
    let mut by_item = texts_of_kind_where(conn, kind, lang, |field| fields.contains(&field))?;
    by_item.retain(|_, texts| !texts.is_empty());
    Ok(by_item)
}

fn texts_of_kind_where(
    conn: &Connection,
    kind: &str,
    lang: &str,
    wanted: impl Fn(&str) -> bool,
) -> rusqlite::Result<std::collections::HashMap<String, Texts>> {
    let mut statement = conn.prepare_cached(
        "select item_id, field, case when field = 'bodyMarkdown' then '' else value end \
         from translations where kind = ?1 and lang = ?2",
    )?;
    let mut by_item: std::collections::HashMap<String, Texts> = std::collections::HashMap::new();
    let mut rows = statement.query(params![kind, lang])?;
    // Borrowed from the row until wanted: a snapshot reads thousands and keeps a few fields.
    while let Some(row) = rows.next()? {
        let field = row.get_ref(1)?.as_str()?;
        if wanted(field) {
            let texts = by_item.entry(row.get_ref(0)?.as_str()?.to_owned()).or_default();
            texts.insert(field.to_owned(), row.get_ref(2)?.as_str()?.to_owned());
        }
    }
    Ok(by_item)
}

/// Calls `each` with the item and the text of `field` of every item of `kind` in `lang`, the text
/// borrowed from the row: for what is read to be measured, not kept (a body's words).
pub fn each_text(
    conn: &Connection,
    kind: &str,
    lang: &str,
    field: &str,
    mut each: impl FnMut(&str, &str),
) -> rusqlite::Result<()> {
    let mut statement = conn.prepare_cached(
        "select item_id, value from translations where kind = ?1 and lang = ?2 and field = ?3",
    )?;
    let mut rows = statement.query(params![kind, lang, field])?;
    while let Some(row) = rows.next()? {
        each(row.get_ref(0)?.as_str()?, row.get_ref(1)?.as_str()?);
    }
    Ok(())
}

/// One field's text of an item in `lang`.
pub fn text(
    conn: &Connection,
    kind: &str,
    item_id: &str,
    lang: &str,
    field: &str,
) -> rusqlite::Result<Option<String>> {
    use rusqlite::OptionalExtension;
    conn.query_row(
        "select value from translations where kind = ?1 and item_id = ?2 and lang = ?3 and field = ?4",
        params![kind, item_id, lang, field],
        |r| r.get(0),
    )
    .optional()
}

/// Keeps `old`, a slug an item had in `lang`, answering for it (301) from now on.
pub fn keep_old_slug(
    conn: &Connection,
    kind: &str,
    lang: &str,
    old: &str,
    item_id: &str,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "insert into translation_slugs (kind, lang, slug, item_id) values (?1, ?2, ?3, ?4) \
         on conflict (kind, lang, slug) do update set item_id = excluded.item_id",
    )?
    .execute(params![kind, lang, old, item_id])?;
    Ok(())
}

/// The old slugs of a kind in `lang`: (old slug, item).
pub fn old_slugs(conn: &Connection, kind: &str, lang: &str) -> rusqlite::Result<Vec<(String, String)>> {
    conn.prepare_cached("select slug, item_id from translation_slugs where kind = ?1 and lang = ?2")?
        .query_map(params![kind, lang], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Whether an item of `kind` other than `except` has `value` as its `field` in some language
/// (a slug taken in Spanish).
pub fn value_taken(
    conn: &Connection,
    kind: &str,
    field: &str,
    value: &str,
    except: &str,
) -> rusqlite::Result<bool> {
    conn.query_row(
        "select exists (select 1 from translations where kind = ?1 and field = ?2 and value = ?3 and item_id != ?4) \
         or exists (select 1 from translation_slugs where kind = ?1 and slug = ?3 and item_id != ?4)",
        params![kind, field, value, except],
        |r| r.get(0),
    )
}

/// Every translation, version and old slug of the site: an export's `translations`.
pub fn export(conn: &Connection) -> rusqlite::Result<Exported> {
    let rows = conn
        .prepare(&format!("select kind, {COLUMNS} from translations order by kind, item_id, lang, field"))?
        .query_map([], |r| Ok(ExportedText { kind: r.get(0)?, text: stored_at(r, 1)? }))?
        .collect::<rusqlite::Result<_>>()?;
    let versions = conn
        .prepare(
            "select kind, item_id, lang, version from translation_versions order by kind, item_id, lang",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let old_slugs = conn
        .prepare("select kind, lang, slug, item_id from translation_slugs order by kind, lang, slug")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Exported { texts: rows, versions, old_slugs })
}

/// Replaces every translation with those of an import.
pub fn replace(conn: &Connection, exported: &Exported) -> rusqlite::Result<()> {
    conn.execute_batch(
        "delete from translations; delete from translation_versions; delete from translation_slugs;",
    )?;
    for ExportedText { kind, text: t } in &exported.texts {
        conn.prepare_cached(
            "insert into translations (kind, item_id, lang, field, value, source, updated_at, outdated_since) \
             values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![kind, t.item_id, t.lang, t.field, t.value, t.source, t.updated_at, t.outdated_since])?;
    }
    for (kind, item_id, lang, version) in &exported.versions {
        conn.prepare_cached(
            "insert into translation_versions (kind, item_id, lang, version) values (?1, ?2, ?3, ?4)",
        )?
        .execute(params![kind, item_id, lang, version])?;
    }
    for (kind, lang, slug, item_id) in &exported.old_slugs {
        conn.prepare_cached(
            "insert into translation_slugs (kind, lang, slug, item_id) values (?1, ?2, ?3, ?4)",
        )?
        .execute(params![kind, lang, slug, item_id])?;
    }
    Ok(())
}
