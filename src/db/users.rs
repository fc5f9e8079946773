//! The `users` table: admin accounts. The first account ever made is the super admin.

use rusqlite::{Connection, OptionalExtension, Row, params};

#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    pub is_admin: bool,
    pub is_super_admin: bool,
    pub created_at: String,
    /// Tokens name the generation they were issued in; a password change moves it on.
    pub session_version: i64,
}

const COLUMNS: &str = "id, username, password_hash, is_admin, is_super_admin, created_at, session_version";

fn from_row(r: &Row<'_>) -> rusqlite::Result<UserRow> {
    Ok(UserRow {
        id: r.get(0)?,
        username: r.get(1)?,
        password_hash: r.get(2)?,
        is_admin: r.get(3)?,
        is_super_admin: r.get(4)?,
        created_at: r.get(5)?,
        session_version: r.get(6)?,
    })
}

/// Inserts an admin; it becomes the super admin when there is none yet. The check and the
/// insert are one statement, so two first registrations cannot both become super admin.
pub fn insert(conn: &Connection, username: &str, password_hash: &str) -> rusqlite::Result<UserRow> {
    super::returning(
        conn,
        &format!(
            "insert into users (username, password_hash, is_admin, is_super_admin, created_at)
             values (?1, ?2, 1, not exists (select 1 from users where is_super_admin = 1), ?3)
             returning {COLUMNS}"
        ),
        params![username, password_hash, super::now()],
        from_row,
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn find_by_username(conn: &Connection, username: &str) -> rusqlite::Result<Option<UserRow>> {
    conn.query_row(&format!("select {COLUMNS} from users where username = ?1"), [username], from_row)
        .optional()
}

pub fn find(conn: &Connection, id: i64) -> rusqlite::Result<Option<UserRow>> {
    conn.query_row(&format!("select {COLUMNS} from users where id = ?1"), [id], from_row).optional()
}

pub fn list(conn: &Connection) -> rusqlite::Result<Vec<UserRow>> {
    let mut stmt = conn.prepare(&format!("select {COLUMNS} from users order by id"))?;
    let rows = stmt.query_map([], from_row)?;
    rows.collect()
}

/// Sets a new password and ends every session issued before: returns the account as it is now.
pub fn set_password_hash(
    conn: &Connection,
    id: i64,
    password_hash: &str,
) -> rusqlite::Result<Option<UserRow>> {
    super::returning(
        conn,
        &format!(
            "update users set password_hash = ?2, session_version = session_version + 1 where id = ?1
             returning {COLUMNS}"
        ),
        params![id, password_hash],
        from_row,
    )
}

/// Deletes an ordinary admin; the super admin is never deleted (returns false then, as for an unknown id).
pub fn delete_non_super(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from users where id = ?1 and is_super_admin = 0", [id])? == 1)
}

pub fn is_unique_violation(err: &rusqlite::Error) -> bool {
    matches!(err.sqlite_error_code(), Some(rusqlite::ErrorCode::ConstraintViolation))
}

/// Puts back an account as it was exported: same id, flags, time and hash.
pub fn restore(conn: &Connection, user: &UserRow) -> rusqlite::Result<()> {
    conn.execute(
        "insert into users (id, username, password_hash, is_admin, is_super_admin, created_at)
         values (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            user.id,
            user.username,
            user.password_hash,
            user.is_admin,
            user.is_super_admin,
            user.created_at
        ],
    )?;
    Ok(())
}

pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select count(*) from users", [], |r| r.get(0))
}

/// Deletes every account (an import with --replace).
pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from users", [])?;
    Ok(())
}
