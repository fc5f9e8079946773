//! The SQL of every kind of site content, written once: list, find, insert, update, delete and
//! restore over the columns a kind declares (`ContentTable`, implemented in the kind's own file).
//! Each table has `id`, its columns, `is_active`, `created_at` and `updated_at`.

use rusqlite::types::ToSql;
use rusqlite::{Connection, OptionalExtension, Row};

use crate::domain::content::{ContentFields, Item};

pub trait ContentTable: ContentFields {
    const TABLE: &'static str;
    /// The kind's columns, `is_active` last, in the order of `from_row` and `params`.
    const COLUMNS: &'static [&'static str];
    /// How lists are ordered: as the home page shows them.
    const ORDER_BY: &'static str;

    /// The fields from `row`, whose first column is `COLUMNS[0]`.
    fn from_row(row: &Row<'_>, first: usize) -> rusqlite::Result<Self>;
    /// The values of `COLUMNS`, in order.
    fn params(&self) -> Vec<&dyn ToSql>;
}

fn select<F: ContentTable>() -> String {
    format!("select id, {}, created_at, updated_at from {}", F::COLUMNS.join(", "), F::TABLE)
}

fn item<F: ContentTable>(row: &Row<'_>) -> rusqlite::Result<Item<F>> {
    let n = F::COLUMNS.len();
    Ok(Item {
        id: row.get(0)?,
        fields: F::from_row(row, 1)?,
        created_at: row.get(n + 1)?,
        updated_at: row.get(n + 2)?,
    })
}

/// Active items only, unless `include_inactive`, in the kind's order.
pub fn list<F: ContentTable>(conn: &Connection, include_inactive: bool) -> rusqlite::Result<Vec<Item<F>>> {
    let sql = format!("{} where is_active = 1 or ?1 order by {}", select::<F>(), F::ORDER_BY);
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map([include_inactive], item::<F>)?;
    rows.collect()
}

pub fn find<F: ContentTable>(conn: &Connection, id: i64) -> rusqlite::Result<Option<Item<F>>> {
    conn.query_row(&format!("{} where id = ?1", select::<F>()), [id], item::<F>).optional()
}

/// `?1, ?2, …` for `n` values.
fn placeholders(from: usize, n: usize) -> String {
    (from..from + n).map(|i| format!("?{i}")).collect::<Vec<_>>().join(", ")
}

pub fn insert<F: ContentTable>(conn: &Connection, fields: &F) -> rusqlite::Result<Item<F>> {
    let n = F::COLUMNS.len();
    let sql = format!(
        "insert into {} ({}, created_at, updated_at) values ({}, ?{t}, ?{t}) returning id, {}, created_at, updated_at",
        F::TABLE,
        F::COLUMNS.join(", "),
        placeholders(1, n),
        F::COLUMNS.join(", "),
        t = n + 1,
    );
    let now = super::now();
    let mut params = fields.params();
    params.push(&now);
    super::returning(conn, &sql, params.as_slice(), item::<F>)?.ok_or(rusqlite::Error::QueryReturnedNoRows)
}

/// None when there is no item with this id.
pub fn update<F: ContentTable>(conn: &Connection, id: i64, fields: &F) -> rusqlite::Result<Option<Item<F>>> {
    let n = F::COLUMNS.len();
    let set: Vec<String> = F::COLUMNS.iter().enumerate().map(|(i, c)| format!("{c} = ?{}", i + 2)).collect();
    let sql = format!(
        "update {} set {}, updated_at = ?{} where id = ?1 returning id, {}, created_at, updated_at",
        F::TABLE,
        set.join(", "),
        n + 2,
        F::COLUMNS.join(", "),
    );
    let now = super::now();
    let mut params: Vec<&dyn ToSql> = vec![&id];
    params.extend(fields.params());
    params.push(&now);
    super::returning(conn, &sql, params.as_slice(), item::<F>)
}

pub fn delete<F: ContentTable>(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(&format!("delete from {} where id = ?1", F::TABLE), [id])? == 1)
}

/// Puts back an item as it was exported: same id and times.
pub fn restore<F: ContentTable>(conn: &Connection, item: &Item<F>) -> rusqlite::Result<()> {
    let n = F::COLUMNS.len();
    let sql = format!(
        "insert into {} (id, {}, created_at, updated_at) values (?1, {}, ?{}, ?{})",
        F::TABLE,
        F::COLUMNS.join(", "),
        placeholders(2, n),
        n + 2,
        n + 3,
    );
    let mut params: Vec<&dyn ToSql> = vec![&item.id];
    params.extend(item.fields.params());
    params.push(&item.created_at);
    params.push(&item.updated_at);
    conn.execute(&sql, params.as_slice())?;
    Ok(())
}

/// How many items there are, active or not.
pub fn count<F: ContentTable>(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row(&format!("select count(*) from {}", F::TABLE), [], |r| r.get(0))
}

/// How many items were created at or after `from` and before `to` (RFC 3339 UTC).
pub fn created_between<F: ContentTable>(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(&format!(
        "select count(*) from {} where created_at >= ?1 and created_at < ?2",
        F::TABLE
    ))?
    .query_row([from, to], |r| r.get(0))
}

/// Deletes every item (an import with --replace).
pub fn clear<F: ContentTable>(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(&format!("delete from {}", F::TABLE), [])?;
    Ok(())
}
