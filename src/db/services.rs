//! The `services` table.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::services::{Service, ServiceFields};

const COLUMNS: &str = "id, title, description, icon, position, is_active, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Service> {
    Ok(Service {
        id: r.get(0)?,
        fields: ServiceFields {
            title: r.get(1)?,
            description: r.get(2)?,
            icon: r.get(3)?,
            position: r.get(4)?,
            is_active: r.get(5)?,
        },
        created_at: r.get(6)?,
        updated_at: r.get(7)?,
    })
}

/// Ordered as the home page shows them: by position, then by id.
pub fn list(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<Service>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from services where is_active = 1 or ?1 order by position, id"
    ))?;
    let rows = stmt.query_map([include_inactive], from_row)?;
    rows.collect()
}

pub fn find(conn: &Connection, id: i64) -> rusqlite::Result<Option<Service>> {
    conn.query_row(&format!("select {COLUMNS} from services where id = ?1"), [id], from_row).optional()
}

pub fn insert(conn: &Connection, f: &ServiceFields) -> rusqlite::Result<Service> {
    let now = super::now();
    super::returning(
        conn,
        &format!(
            "insert into services (title, description, icon, position, is_active, created_at, updated_at)
             values (?1, ?2, ?3, ?4, ?5, ?6, ?6) returning {COLUMNS}"
        ),
        params![f.title, f.description, f.icon, f.position, f.is_active, now],
        from_row,
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn update(conn: &Connection, id: i64, f: &ServiceFields) -> rusqlite::Result<Option<Service>> {
    super::returning(
        conn,
        &format!(
            "update services set title = ?2, description = ?3, icon = ?4, position = ?5, is_active = ?6,
             updated_at = ?7 where id = ?1 returning {COLUMNS}"
        ),
        params![id, f.title, f.description, f.icon, f.position, f.is_active, super::now()],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from services where id = ?1", [id])? == 1)
}

/// Puts back an item as it was exported: same id and times.
pub fn restore(conn: &Connection, item: &Service) -> rusqlite::Result<()> {
    let f = &item.fields;
    conn.execute(
        "insert into services (id, title, description, icon, position, is_active, created_at, updated_at)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        params![
            item.id,
            f.title,
            f.description,
            f.icon,
            f.position,
            f.is_active,
            item.created_at,
            item.updated_at
        ],
    )?;
    Ok(())
}
