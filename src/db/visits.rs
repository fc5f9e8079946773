//! The `visits` rows and their counters (`visit_days`, `visit_total`), written in one
//! transaction so the totals always agree with the rows and read in O(1).

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::visits::Visit;

/// Records visits, each with the day it happened on (the site's calendar date), in one
/// transaction. Page loads (no duration) are what the counters count.
pub fn record(conn: &mut Connection, visits: &[(String, Visit)]) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    let mut loads_by_day: BTreeMap<&str, i64> = BTreeMap::new();
    {
        let now = super::now();
        let mut insert =
            tx.prepare_cached("insert into visits (page, visit_duration, created_at) values (?1, ?2, ?3)")?;
        for (day, visit) in visits {
            insert.execute(params![visit.page, visit.duration_ms, now])?;
            if visit.duration_ms.is_none() {
                *loads_by_day.entry(day).or_default() += 1;
            }
        }
        let mut count_day = tx.prepare_cached(
            "insert into visit_days (day, visits) values (?1, ?2)
             on conflict (day) do update set visits = visits + excluded.visits",
        )?;
        for (day, loads) in &loads_by_day {
            count_day.execute(params![day, loads])?;
        }
    }
    let loads: i64 = loads_by_day.values().sum();
    if loads > 0 {
        tx.execute("update visit_total set visits = visits + ?1 where id = 1", [loads])?;
    }
    tx.commit()
}

/// `(total visits, visits on day)`.
pub fn totals(conn: &Connection, day: &str) -> rusqlite::Result<(i64, i64)> {
    let total = conn.query_row("select visits from visit_total where id = 1", [], |r| r.get(0))?;
    let today = conn
        .query_row("select visits from visit_days where day = ?1", [day], |r| r.get(0))
        .optional()?
        .unwrap_or(0);
    Ok((total, today))
}

/// One visit row as exported.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct VisitRow {
    pub id: i64,
    pub page: String,
    pub visit_duration: Option<i64>,
    pub created_at: String,
}

#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct VisitDay {
    pub day: String,
    pub visits: i64,
}

pub fn total(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select visits from visit_total where id = 1", [], |r| r.get(0))
}

pub fn days(conn: &Connection) -> rusqlite::Result<Vec<VisitDay>> {
    let mut stmt = conn.prepare("select day, visits from visit_days order by day")?;
    let rows = stmt.query_map([], |r| Ok(VisitDay { day: r.get(0)?, visits: r.get(1)? }))?;
    rows.collect()
}

/// Calls `f` with every visit row in id order, without holding them all in memory.
pub fn each(conn: &Connection, mut f: impl FnMut(VisitRow) -> anyhow::Result<()>) -> anyhow::Result<()> {
    let mut stmt = conn.prepare("select id, page, visit_duration, created_at from visits order by id")?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        f(VisitRow { id: r.get(0)?, page: r.get(1)?, visit_duration: r.get(2)?, created_at: r.get(3)? })?;
    }
    Ok(())
}

/// Replaces every visit row and counter with exported ones.
pub fn restore(conn: &Connection, total: i64, days: &[VisitDay], rows: &[VisitRow]) -> rusqlite::Result<()> {
    conn.execute("delete from visits", [])?;
    conn.execute("delete from visit_days", [])?;
    conn.execute("update visit_total set visits = ?1 where id = 1", [total])?;
    let mut day = conn.prepare("insert into visit_days (day, visits) values (?1, ?2)")?;
    for d in days {
        day.execute(params![d.day, d.visits])?;
    }
    let mut row =
        conn.prepare("insert into visits (id, page, visit_duration, created_at) values (?1, ?2, ?3, ?4)")?;
    for v in rows {
        row.execute(params![v.id, v.page, v.visit_duration, v.created_at])?;
    }
    Ok(())
}

/// How many visit records are stored.
pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select count(*) from visits", [], |r| r.get(0))
}
