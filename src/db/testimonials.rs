//! The `testimonials` table. They have no sort field (`position` is a job title): ordered by id.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::testimonials::{Testimonial, TestimonialFields};

const COLUMNS: &str = "id, name, position, company, quote, avatar, is_active, created_at, updated_at";

fn from_row(r: &Row<'_>) -> rusqlite::Result<Testimonial> {
    Ok(Testimonial {
        id: r.get(0)?,
        fields: TestimonialFields {
            name: r.get(1)?,
            position: r.get(2)?,
            company: r.get(3)?,
            quote: r.get(4)?,
            avatar: r.get(5)?,
            is_active: r.get(6)?,
        },
        created_at: r.get(7)?,
        updated_at: r.get(8)?,
    })
}

pub fn list(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<Testimonial>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {COLUMNS} from testimonials where is_active = 1 or ?1 order by id"
    ))?;
    let rows = stmt.query_map([include_inactive], from_row)?;
    rows.collect()
}

pub fn find(conn: &Connection, id: i64) -> rusqlite::Result<Option<Testimonial>> {
    conn.query_row(&format!("select {COLUMNS} from testimonials where id = ?1"), [id], from_row).optional()
}

pub fn insert(conn: &Connection, f: &TestimonialFields) -> rusqlite::Result<Testimonial> {
    super::returning(
        conn,
        &format!(
            "insert into testimonials (name, position, company, quote, avatar, is_active, created_at, updated_at)
             values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7) returning {COLUMNS}"
        ),
        params![f.name, f.position, f.company, f.quote, f.avatar, f.is_active, super::now()],
        from_row,
    )?
    .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn update(conn: &Connection, id: i64, f: &TestimonialFields) -> rusqlite::Result<Option<Testimonial>> {
    super::returning(
        conn,
        &format!(
            "update testimonials set name = ?2, position = ?3, company = ?4, quote = ?5, avatar = ?6,
             is_active = ?7, updated_at = ?8 where id = ?1 returning {COLUMNS}"
        ),
        params![id, f.name, f.position, f.company, f.quote, f.avatar, f.is_active, super::now()],
        from_row,
    )
}

pub fn delete(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("delete from testimonials where id = ?1", [id])? == 1)
}

/// Puts back an item as it was exported: same id and times.
pub fn restore(conn: &Connection, item: &Testimonial) -> rusqlite::Result<()> {
    let f = &item.fields;
    conn.execute(
        "insert into testimonials (id, name, position, company, quote, avatar, is_active, created_at, updated_at)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![item.id, f.name, f.position, f.company, f.quote, f.avatar, f.is_active, item.created_at, item.updated_at],
    )?;
    Ok(())
}
