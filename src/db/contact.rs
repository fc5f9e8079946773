//! The `contact_submissions` table: the agency's leads. Nothing here may lose one.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::contact::{ContactMessage, Submission};

const COLUMNS: &str = "id, name, email, subject, message, read, created_at, version, lang";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Submission> {
    Ok(Submission {
        id: r.get(0)?,
        name: r.get(1)?,
        email: r.get(2)?,
        subject: r.get(3)?,
        message: r.get(4)?,
        read: r.get(5)?,
        version: r.get(7)?,
        created_at: r.get(6)?,
        lang: r.get(8)?,
    })
}

/// Stores an inquiry with `synchronous = full`, so once this returns the lead survives even a
/// power cut; the connection goes back to the pool's usual `normal` afterwards.
pub fn insert_durably(conn: &Connection, m: &ContactMessage) -> rusqlite::Result<Submission> {
    conn.execute_batch("pragma synchronous = full")?;
    let stored = super::returning(
        conn,
        &format!(
            "insert into contact_submissions (name, email, subject, message, read, created_at, lang)
             values (?1, ?2, ?3, ?4, 0, ?5, ?6) returning {COLUMNS}"
        ),
        params![m.name, m.email, m.subject, m.message, super::now(), m.lang],
        from_row,
    )
    .and_then(|row| row.ok_or(rusqlite::Error::QueryReturnedNoRows));
    // Restored whether or not the insert worked: the connection goes back to the pool.
    conn.execute_batch("pragma synchronous = normal")?;
    stored
}

/// Newest first; `limit` None means all of them (what docs/PRODUCT.md §2's screen expects).
pub fn list(conn: &Connection, limit: Option<i64>, offset: i64) -> rusqlite::Result<Vec<Submission>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from contact_submissions order by created_at desc, id desc limit ?1 offset ?2"
    ))?;
    let rows = stmt.query_map(params![limit.unwrap_or(-1), offset], from_row)?;
    rows.collect()
}

/// All inquiries, from the counter the triggers keep.
pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select total from inbox_counts where id = 1", [], |r| r.get(0))
}

/// How many inquiries arrived from `from` up to `to` (RFC 3339 UTC, each on a whole minute, as
/// every time zone's days start), from the per-minute counts the triggers keep (V14): a sum over
/// an index range, without reading any inquiry.
pub fn count_between(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "select coalesce(sum(count), 0) from inquiry_minutes \
         where minute >= substr(?1, 1, 16) and minute < substr(?2, 1, 16)",
    )?
    .query_row([from, to], |r| r.get(0))
}

/// Inquiries not read yet, from the counter the triggers keep.
pub fn count_unread(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select unread from inbox_counts where id = 1", [], |r| r.get(0))
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Submission>> {
    conn.query_row(&format!("select {COLUMNS} from contact_submissions where id = ?1"), [id], from_row)
        .optional()
}

/// Marks an inquiry read or unread; its version is raised when the flag changes.
pub fn set_read(conn: &Connection, id: i64, read: bool) -> rusqlite::Result<Option<Submission>> {
    super::returning(
        conn,
        &format!(
            "update contact_submissions set version = version + (read <> ?2), read = ?2 where id = ?1 \
             returning {COLUMNS}"
        ),
        params![id, read],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from contact_submissions where id = ?1", [id])? == 1)
}

/// Calls `f` with every inquiry, oldest first, without holding them all in memory.
pub fn each(conn: &Connection, mut f: impl FnMut(Submission) -> anyhow::Result<()>) -> anyhow::Result<()> {
    let mut stmt = conn.prepare(&format!("select {COLUMNS} from contact_submissions order by id"))?;
    let mut rows = stmt.query([])?;
    while let Some(row) = rows.next()? {
        f(from_row(row)?)?;
    }
    Ok(())
}

/// Puts back an inquiry as it was exported: same id, read flag, version and time.
pub fn restore(conn: &Connection, s: &Submission) -> rusqlite::Result<()> {
    conn.execute(
        "insert into contact_submissions (id, name, email, subject, message, read, created_at, version, lang)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![s.id, s.name, s.email, s.subject, s.message, s.read, s.created_at, s.version, s.lang],
    )?;
    Ok(())
}

/// Deletes every inquiry (an import with --replace).
pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from contact_submissions", [])?;
    Ok(())
}
