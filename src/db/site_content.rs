//! The SQL of site content: one JSON row per section (English for now), read whole and written
//! only where a section changed.

use rusqlite::{Connection, params};

/// Every stored section as `(key, JSON)`.
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    conn.prepare_cached("select section, value from site_content where locale = 'en' order by section")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// The version of each stored section (`api::versions`); a section without a row, still its
/// default copy, is at version 0.
pub fn versions(conn: &Connection) -> rusqlite::Result<Vec<(String, i64)>> {
    conn.prepare_cached("select section, version from site_content where locale = 'en' order by section")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// When each stored section last changed, as `(key, time)`.
pub fn changed_at(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    conn.prepare_cached("select section, updated_at from site_content where locale = 'en' order by section")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Stores a section's JSON, at version 1 or its version raised.
pub fn set(conn: &Connection, section: &str, json: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "insert into site_content (section, value) values (?1, ?2) on conflict (section, locale) \
         do update set value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), \
         version = version + 1",
    )?
    .execute(params![section, json])?;
    Ok(())
}

/// Back to the defaults (`import` of an export that carries its own).
pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from site_content", [])?;
    Ok(())
}
