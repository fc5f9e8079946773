//! The `client_logos` table. Logos without a position come after those with one.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::client_logos::{ClientLogo, ClientLogoFields};

const COLUMNS: &str = "id, src, alt, width, position, is_active, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ClientLogo> {
    Ok(ClientLogo {
        id: r.get(0)?,
        fields: ClientLogoFields {
            src: r.get(1)?,
            alt: r.get(2)?,
            width: r.get(3)?,
            position: r.get(4)?,
            is_active: r.get(5)?,
        },
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
    })
}

pub fn list(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<ClientLogo>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from client_logos where is_active = 1 or ?1
         order by position is null, position, id"
    ))?;
    let rows = stmt.query_map([include_inactive], from_row)?;
    rows.collect()
}

pub fn find(conn: &Connection, id: i64) -> rusqlite::Result<Option<ClientLogo>> {
    conn.query_row(&format!("select {COLUMNS} from client_logos where id = ?1"), [id], from_row).optional()
}

pub fn insert(conn: &Connection, f: &ClientLogoFields) -> rusqlite::Result<ClientLogo> {
    super::returning(
        conn,
        &format!(
            "insert into client_logos (src, alt, width, position, is_active, created_at, updated_at)
             values (?1, ?2, ?3, ?4, ?5, ?6, ?6) returning {COLUMNS}"
        ),
        params![f.src, f.alt, f.width, f.position, f.is_active, super::now()],
        from_row,
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn update(conn: &Connection, id: i64, f: &ClientLogoFields) -> rusqlite::Result<Option<ClientLogo>> {
    super::returning(
        conn,
        &format!(
            "update client_logos set src = ?2, alt = ?3, width = ?4, position = ?5, is_active = ?6,
             updated_at = ?7 where id = ?1 returning {COLUMNS}"
        ),
        params![id, f.src, f.alt, f.width, f.position, f.is_active, super::now()],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from client_logos where id = ?1", [id])? == 1)
}

/// Puts back an item as it was exported: same id and times.
pub fn restore(conn: &Connection, item: &ClientLogo) -> rusqlite::Result<()> {
    let f = &item.fields;
    conn.execute(
        "insert into client_logos (id, src, alt, width, position, is_active, created_at, updated_at)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![item.id, f.src, f.alt, f.width, f.position, f.is_active, item.created_at, item.updated_at],
    )?;
    Ok(())
}
