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
    /// The confirmed two-factor secret (base32); None while two-factor is off.
    pub totp_secret: Option<String>,
    /// A secret being set up, not yet confirmed with a code.
    pub totp_pending: Option<String>,
    /// The last time step whose code was accepted: a code works once.
    pub totp_last_step: i64,
    /// Raised by each change an admin makes to the account (`api::versions`); an import
    /// starts it again at 1, as it does the session generation.
    pub version: i64,
}

const COLUMNS: &str = "id, username, password_hash, is_admin, is_super_admin, created_at, session_version, \
                       totp_secret, totp_pending, totp_last_step, version";

fn from_row(r: &Row<'_>) -> rusqlite::Result<UserRow> {
    Ok(UserRow {
        id: r.get(0)?,
        username: r.get(1)?,
        password_hash: r.get(2)?,
        is_admin: r.get(3)?,
        is_super_admin: r.get(4)?,
        created_at: r.get(5)?,
        session_version: r.get(6)?,
        totp_secret: r.get(7)?,
        totp_pending: r.get(8)?,
        totp_last_step: r.get(9)?,
        version: r.get(10)?,
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
            "update users set password_hash = ?2, session_version = session_version + 1, version = version + 1 where id = ?1
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

/// Puts back an account as it was exported: same id, flags, time, hash and two-factor secret; it
/// starts at a new random session generation.
pub fn restore(conn: &Connection, user: &UserRow) -> rusqlite::Result<()> {
    conn.execute(
        "insert into users (id, username, password_hash, is_admin, is_super_admin, created_at, totp_secret)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            user.id,
            user.username,
            user.password_hash,
            user.is_admin,
            user.is_super_admin,
            user.created_at,
            user.totp_secret
        ],
    )?;
    Ok(())
}

/// Sets an account's session generation (an import that carries the source's sessions).
pub fn set_session_version(conn: &Connection, id: i64, version: i64) -> rusqlite::Result<()> {
    conn.execute("update users set session_version = ?2 where id = ?1", params![id, version])?;
    Ok(())
}

/// Keeps a new two-factor secret until the admin confirms it with a code.
pub fn set_totp_pending(conn: &Connection, id: i64, secret: &str) -> rusqlite::Result<()> {
    conn.execute("update users set totp_pending = ?2 where id = ?1", params![id, secret])?;
    Ok(())
}

/// Turns two-factor on with the pending secret and `step` (the confirming code's) as the last
/// used, and replaces the recovery codes by these hashes, in one transaction. Every session
/// issued before ends (one signed in without the second factor must not outlive it); returns
/// the account as it is now.
pub fn confirm_totp(
    conn: &mut Connection,
    id: i64,
    step: i64,
    recovery_hashes: &[String],
) -> rusqlite::Result<Option<UserRow>> {
    let tx = conn.transaction()?;
    tx.execute(
        "update users set totp_secret = totp_pending, totp_pending = null, totp_last_step = ?2,
         session_version = session_version + 1, version = version + 1 where id = ?1",
        params![id, step],
    )?;
    replace_recovery_codes(&tx, id, recovery_hashes)?;
    let user = find(&tx, id)?;
    tx.commit()?;
    Ok(user)
}

/// Turns two-factor off, forgets its secrets and recovery codes and ends every session issued
/// before; returns the account as it is now (None for an unknown id).
pub fn disable_totp(conn: &mut Connection, id: i64) -> rusqlite::Result<Option<UserRow>> {
    let tx = conn.transaction()?;
    tx.execute("delete from recovery_codes where user_id = ?1", [id])?;
    tx.execute(
        "update users set totp_secret = null, totp_pending = null, totp_last_step = 0,
         session_version = session_version + 1, version = version + 1 where id = ?1",
        [id],
    )?;
    let user = find(&tx, id)?;
    tx.commit()?;
    Ok(user)
}

/// Records that the code of `step` was used; false when a code of that step or a later one was
/// already accepted (a replay).
pub fn use_totp_step(conn: &Connection, id: i64, step: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update users set totp_last_step = ?2 where id = ?1 and totp_last_step < ?2",
        params![id, step],
    )? == 1)
}

/// Uses up the recovery code with this hash; false when there is no such unused code.
pub fn use_recovery_code(conn: &Connection, id: i64, hash: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update recovery_codes set used_at = ?3 where user_id = ?1 and code_hash = ?2 and used_at is null",
        params![id, hash, super::now()],
    )? == 1)
}

/// The hashes of an admin's unused recovery codes (for export).
pub fn recovery_hashes(conn: &Connection, id: i64) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare_cached(
        "select code_hash from recovery_codes where user_id = ?1 and used_at is null order by id",
    )?;
    let rows = stmt.query_map([id], |r| r.get(0))?;
    rows.collect()
}

/// Sets an admin's recovery codes to these hashes (confirming two-factor, or an import).
pub fn replace_recovery_codes(conn: &Connection, id: i64, hashes: &[String]) -> rusqlite::Result<()> {
    conn.execute("delete from recovery_codes where user_id = ?1", [id])?;
    let mut insert =
        conn.prepare_cached("insert into recovery_codes (user_id, code_hash) values (?1, ?2)")?;
    for hash in hashes {
        insert.execute(params![id, hash])?;
    }
    Ok(())
}

pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select count(*) from users", [], |r| r.get(0))
}

/// The highest id ever given to an account (ids are never given twice, see migration V15).
pub fn last_id(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select coalesce(max(seq), 0) from sqlite_sequence where name = 'users'", [], |r| r.get(0))
}

/// Makes the next account's id larger than `id` (an import carries its source's last id).
pub fn keep_ids_above(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    let last = last_id(conn)?.max(id);
    conn.execute("delete from sqlite_sequence where name = 'users'", [])?;
    conn.execute("insert into sqlite_sequence (name, seq) values ('users', ?1)", [last])?;
    Ok(())
}

/// Deletes every account (an import with --replace); their ids stay used.
pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from users", [])?;
    Ok(())
}
