//! The `projects` table.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::projects::{Project, ProjectFields};

const COLUMNS: &str = "id, title, category, description, image, position, is_active, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Project> {
    Ok(Project {
        id: r.get(0)?,
        fields: ProjectFields {
            title: r.get(1)?,
            category: r.get(2)?,
            description: r.get(3)?,
            image: r.get(4)?,
            position: r.get(5)?,
            is_active: r.get(6)?,
        },
        created_at: r.get(7)?,
        updated_at: r.get(8)?,
    })
}

/// Ordered as the work showcase shows them: by position, then by id.
pub fn list(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<Project>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from projects where is_active = 1 or ?1 order by position, id"
    ))?;
    let rows = stmt.query_map([include_inactive], from_row)?;
    rows.collect()
}

pub fn find(conn: &Connection, id: i64) -> rusqlite::Result<Option<Project>> {
    conn.query_row(&format!("select {COLUMNS} from projects where id = ?1"), [id], from_row).optional()
}

pub fn insert(conn: &Connection, f: &ProjectFields) -> rusqlite::Result<Project> {
    super::returning(
        conn,
        &format!(
            "insert into projects (title, category, description, image, position, is_active, created_at, updated_at)
             values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) returning {COLUMNS}"
        ),
        params![f.title, f.category, f.description, f.image, f.position, f.is_active, super::now()],
        from_row,
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn update(conn: &Connection, id: i64, f: &ProjectFields) -> rusqlite::Result<Option<Project>> {
    super::returning(
        conn,
        &format!(
            "update projects set title = ?2, category = ?3, description = ?4, image = ?5, position = ?6,
             is_active = ?7, updated_at = ?8 where id = ?1 returning {COLUMNS}"
        ),
        params![id, f.title, f.category, f.description, f.image, f.position, f.is_active, super::now()],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from projects where id = ?1", [id])? == 1)
}

/// Puts back an item as it was exported: same id and times.
pub fn restore(conn: &Connection, item: &Project) -> rusqlite::Result<()> {
    let f = &item.fields;
    conn.execute(
        "insert into projects (id, title, category, description, image, position, is_active, created_at, updated_at)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![item.id, f.title, f.category, f.description, f.image, f.position, f.is_active, item.created_at, item.updated_at],
    )?;
    Ok(())
}
