//! The `settings` table: key/value pairs the owner changes without rebuilding.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::setting_keys::{REGISTRATION_KEY, TOKEN_SECRET};

pub fn get(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row("select value from settings where key = ?1", [key], |r| r.get(0)).optional()
}

pub fn all(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    let mut stmt = conn.prepare("select key, value from settings order by key")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

pub fn set(conn: &Connection, key: &str, value: &str) -> rusqlite::Result<()> {
    conn.execute(
        "insert into settings (key, value) values (?1, ?2)
         on conflict (key) do update set value = excluded.value",
        params![key, value],
    )?;
    Ok(())
}

/// The settings' version (`api::versions`): one for all of them.
pub fn version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select version from settings_version", [], |r| r.get(0))
}

fn bump_version(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("update settings_version set version = version + 1", [])?;
    Ok(())
}

/// Writes the pairs whose values differ from the stored ones, raising the settings' version
/// once when any did: one change of the owner's, however many settings it holds. Whether any did.
pub fn set_changed(conn: &Connection, pairs: &[(&str, &str)]) -> rusqlite::Result<bool> {
    let mut changed = false;
    for (key, value) in pairs {
        if get(conn, key)?.as_deref() != Some(value) {
            set(conn, key, value)?;
            changed = true;
        }
    }
    if changed {
        bump_version(conn)?;
    }
    Ok(changed)
}

/// Replaces the token secret: every session signed with the old one ends.
pub fn rotate_token_secret(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "update settings set value = lower(hex(randomblob(32))) where key = ?1",
        [TOKEN_SECRET.key],
    )?;
    Ok(())
}

/// Replaces the registration key with a new random one (as the first migration made it); the
/// settings the super admin sees changed, so their version is raised.
pub fn rotate_registration_key(conn: &Connection) -> rusqlite::Result<String> {
    bump_version(conn)?;
    super::returning(
        conn,
        "update settings set value = lower(hex(randomblob(12))) where key = ?1 returning value",
        [REGISTRATION_KEY.key],
        |r| r.get(0),
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}
