//! The `visits` rows and their counters (`visit_days`, `visit_total`), written in one
//! transaction so the totals always agree with the rows and read in O(1).

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::visits::Visit;

/// Records visits that happened on `day` (the site's calendar date). Page loads (no duration)
/// are what the counters count.
pub fn record(conn: &mut Connection, day: &str, visits: &[Visit]) -> rusqlite::Result<()> {
    let tx = conn.transaction()?;
    {
        let now = super::now();
        let mut insert = tx.prepare_cached(
            "insert into visits (page, visit_duration, created_at) values (?1, ?2, ?3)",
        )?;
        for visit in visits {
            insert.execute(params![visit.page, visit.duration_ms, now])?;
        }
    }
    let loads = visits.iter().filter(|v| v.duration_ms.is_none()).count() as i64;
    if loads > 0 {
        tx.execute(
            "insert into visit_days (day, visits) values (?1, ?2)
             on conflict (day) do update set visits = visits + excluded.visits",
            params![day, loads],
        )?;
        tx.execute(
            "update visit_total set visits = visits + ?1 where id = 1",
            [loads],
        )?;
    }
    tx.commit()
}

/// `(total visits, visits on day)`.
pub fn totals(conn: &Connection, day: &str) -> rusqlite::Result<(i64, i64)> {
    let total = conn.query_row("select visits from visit_total where id = 1", [], |r| {
        r.get(0)
    })?;
    let today = conn
        .query_row("select visits from visit_days where day = ?1", [day], |r| {
            r.get(0)
        })
        .optional()?
        .unwrap_or(0);
    Ok((total, today))
}
