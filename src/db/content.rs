//! The SQL of every kind of site content, written once: list, find, insert, update, the trash
//! (moved there, listed, taken out, purged) and restore over the fields a kind declares
//! (`domain::content_kind`). Each table has `id`, a
//! column a field named as the field, `is_active`, `created_at` and `updated_at`.

use rusqlite::types::{ToSql, Type, Value};
use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::client_logos::ClientLogoFields;
use crate::domain::content::{ContentFields, Item};
use crate::domain::content_kind::Cell;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;

/// Where a kind is stored and how its lists are ordered: as the home page shows them.
pub trait ContentTable: ContentFields {
    const TABLE: &'static str;
    const ORDER_BY: &'static str;
}

/// A kind's table and the order of its lists.
macro_rules! stored_in {
    ($fields:ty, $table:literal, ordered by $order:literal) => {
        impl ContentTable for $fields {
            const TABLE: &'static str = $table;
            const ORDER_BY: &'static str = $order;
        }
    };
}

stored_in!(ServiceFields, "services", ordered by "position, id");
stored_in!(ProjectFields, "projects", ordered by "position, id");
// Testimonials have no sort field (`position` is a job title): in the order they were added.
stored_in!(TestimonialFields, "testimonials", ordered by "id");
// Logos without a position come after those with one.
stored_in!(ClientLogoFields, "client_logos", ordered by "position is null, position, id");

fn columns<F: ContentTable>() -> String {
    F::STORED.join(", ")
}

/// What a query gives back of an item, in the order `item` reads.
fn stored<F: ContentTable>() -> String {
    format!("id, {}, version, created_at, updated_at", columns::<F>())
}

fn select<F: ContentTable>() -> String {
    format!("select {} from {}", stored::<F>(), F::TABLE)
}

fn item<F: ContentTable>(row: &Row<'_>) -> rusqlite::Result<Item<F>> {
    let n = F::STORED.len();
    let cells = (1..=n).map(|i| cell(row, i)).collect::<rusqlite::Result<_>>()?;
    let fields = F::from_cells(cells).ok_or_else(|| damaged(1, Type::Null, F::TABLE))?;
    Ok(Item {
        id: row.get(0)?,
        fields,
        version: row.get(n + 1)?,
        created_at: row.get(n + 2)?,
        updated_at: row.get(n + 3)?,
        translated: None,
    })
}

fn cell(row: &Row<'_>, i: usize) -> rusqlite::Result<Cell> {
    Ok(match row.get::<_, Value>(i)? {
        Value::Null => Cell::Null,
        Value::Integer(n) => Cell::Integer(n),
        Value::Text(text) => Cell::Text(text),
        other => return Err(damaged(i, other.data_type(), "content")),
    })
}

/// A column that holds a value of another type than its field's: only a damaged database has one.
fn damaged(column: usize, found: Type, table: &str) -> rusqlite::Error {
    let why = format!("a column of {table} holds a value of another type than its field's");
    rusqlite::Error::FromSqlConversionFailure(column, found, why.into())
}

/// The values of a kind's fields, in the order of `STORED`.
fn values<F: ContentTable>(fields: &F) -> Vec<Value> {
    let value = |cell| match cell {
        Cell::Null => Value::Null,
        Cell::Integer(n) => Value::Integer(n),
        Cell::Text(text) => Value::Text(text),
    };
    fields.cells().into_iter().map(value).collect()
}

/// Active items only, unless `include_inactive`, in the kind's order.
pub fn list<F: ContentTable>(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<Item<F>>> {
    let sql = format!(
        "{} where deleted_at is null and (is_active = 1 or ?1) order by {}",
        select::<F>(),
        F::ORDER_BY
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([include_inactive], item::<F>)?;
    rows.collect()
}

/// The item `id`, unless it is in the trash.
pub fn find<F: ContentTable>(conn: &Connection, id: i64) -> rusqlite::Result<Option<Item<F>>> {
    conn.query_row(&format!("{} where id = ?1 and deleted_at is null", select::<F>()), [id], item::<F>)
        .optional()
}

/// `?1, ?2, …` for `n` values.
fn placeholders(from: usize, n: usize) -> String {
    (from..from + n).map(|i| format!("?{i}")).collect::<Vec<_>>().join(", ")
}

pub fn insert<F: ContentTable>(conn: &Connection, fields: &F) -> rusqlite::Result<Item<F>> {
    let n = F::STORED.len();
    let sql = format!(
        "insert into {} ({}, created_at, updated_at) values ({}, ?{t}, ?{t}) returning {}",
        F::TABLE,
        columns::<F>(),
        placeholders(1, n),
        stored::<F>(),
        t = n + 1,
    );
    let now = super::now();
    let values = values(fields);
    let mut params: Vec<&dyn ToSql> = values.iter().map(|v| v as &dyn ToSql).collect();
    params.push(&now);
    super::returning(conn, &sql, params.as_slice(), item::<F>)?.ok_or(rusqlite::Error::QueryReturnedNoRows)
}

/// None when there is no item with this id. The item's version is raised by one.
pub fn update<F: ContentTable>(conn: &Connection, id: i64, fields: &F) -> rusqlite::Result<Option<Item<F>>> {
    let n = F::STORED.len();
    let set: Vec<String> = F::STORED.iter().enumerate().map(|(i, c)| format!("{c} = ?{}", i + 2)).collect();
    let sql = format!(
        "update {} set {}, version = version + 1, updated_at = ?{} where id = ?1 and deleted_at is null \
         returning {}",
        F::TABLE,
        set.join(", "),
        n + 2,
        stored::<F>(),
    );
    let now = super::now();
    let values = values(fields);
    let mut params: Vec<&dyn ToSql> = vec![&id];
    params.extend(values.iter().map(|v| v as &dyn ToSql));
    params.push(&now);
    super::returning(conn, &sql, params.as_slice(), item::<F>)
}

/// How a person knows item `id` (`ContentFields::label`), in the trash or not.
pub fn title_of<F: ContentTable>(conn: &Connection, id: i64) -> rusqlite::Result<Option<String>> {
    let sql = format!("{} where id = ?1", select::<F>());
    conn.query_row(&sql, [id], item::<F>).optional().map(|item| item.map(|i| i.fields.label().to_owned()))
}

/// Moves the item to the trash, as deleted by `actor`; false when there is no such item.
pub fn trash<F: ContentTable>(conn: &Connection, id: i64, actor: &str) -> rusqlite::Result<bool> {
    let sql = format!(
        "update {} set deleted_at = ?2, deleted_by = ?3 where id = ?1 and deleted_at is null",
        F::TABLE
    );
    Ok(conn.execute(&sql, params![id, super::now(), actor])? == 1)
}

/// The kind's items in the trash: each with when and by whom it was deleted.
pub fn trashed<F: ContentTable>(conn: &Connection) -> rusqlite::Result<Vec<(Item<F>, String, String)>> {
    let sql = format!(
        "select {}, deleted_at, coalesce(deleted_by, '') from {} where deleted_at is not null",
        stored::<F>(),
        F::TABLE
    );
    let n = F::STORED.len();
    conn.prepare(&sql)?
        .query_map([], |row| Ok((item::<F>(row)?, row.get(n + 4)?, row.get(n + 5)?)))?
        .collect()
}

/// Takes the item `id` out of the trash, its version raised; None when it is not in the trash.
pub fn untrash<F: ContentTable>(conn: &Connection, id: i64) -> rusqlite::Result<Option<Item<F>>> {
    let sql = format!(
        "update {} set deleted_at = null, deleted_by = null, version = version + 1 \
         where id = ?1 and deleted_at is not null returning {}",
        F::TABLE,
        stored::<F>()
    );
    super::returning(conn, &sql, [id], item::<F>)
}

/// Deletes for good the items put in the trash before `before` (RFC 3339); what they were.
pub fn purge<F: ContentTable>(conn: &Connection, before: &str) -> rusqlite::Result<Vec<Item<F>>> {
    let sql = format!("delete from {} where deleted_at < ?1 returning {}", F::TABLE, stored::<F>());
    conn.prepare(&sql)?.query_map([before], item::<F>)?.collect()
}

/// Puts back an item as it was exported: same id, version and times.
pub fn restore<F: ContentTable>(conn: &Connection, item: &Item<F>) -> rusqlite::Result<()> {
    let n = F::STORED.len();
    let sql = format!(
        "insert into {} ({}) values (?1, {}, ?{}, ?{}, ?{})",
        F::TABLE,
        stored::<F>(),
        placeholders(2, n),
        n + 2,
        n + 3,
        n + 4,
    );
    let values = values(&item.fields);
    let mut params: Vec<&dyn ToSql> = vec![&item.id];
    params.extend(values.iter().map(|v| v as &dyn ToSql));
    params.push(&item.version);
    params.push(&item.created_at);
    params.push(&item.updated_at);
    conn.execute(&sql, params.as_slice())?;
    Ok(())
}

/// How many items there are, active or not, the trash left out.
pub fn count<F: ContentTable>(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row(&format!("select count(*) from {} where deleted_at is null", F::TABLE), [], |r| r.get(0))
}

/// How many items were created at or after `from` and before `to` (RFC 3339 UTC).
pub fn created_between<F: ContentTable>(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(&format!(
        "select count(*) from {} where created_at >= ?1 and created_at < ?2 and deleted_at is null",
        F::TABLE
    ))?
    .query_row([from, to], |r| r.get(0))
}

/// Deletes every item (an import with --replace).
pub fn clear<F: ContentTable>(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(&format!("delete from {}", F::TABLE), [])?;
    Ok(())
}
