//! Visits as per-day aggregates (V10): the day's totals (`visit_days`, with unique visitors), and
//! per page, source, campaign and device. A batch of records becomes one upsert per distinct key,
//! in one transaction with the all-time total, so the totals always agree and read in O(1).

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::domain::visits::Hit;

/// Records hits, each with the day it happened on (the site's calendar date), in one transaction.
/// Page loads (no duration) are what the counters count; durations add time spent to their page.
pub fn record(conn: &mut Connection, hits: &[(String, Hit)]) -> rusqlite::Result<()> {
    let mut days: BTreeMap<&str, (i64, i64)> = BTreeMap::new();
    let mut pages: BTreeMap<(&str, &str), (i64, i64, i64)> = BTreeMap::new();
    let mut sources: BTreeMap<(&str, &str), i64> = BTreeMap::new();
    let mut campaigns: BTreeMap<(&str, &str), i64> = BTreeMap::new();
    let mut devices: BTreeMap<(&str, &str), i64> = BTreeMap::new();
    for (day, hit) in hits {
        let page = pages.entry((day, &hit.page)).or_default();
        match hit.duration_ms {
            Some(ms) => {
                page.1 += ms;
                page.2 += 1;
            }
            None => {
                page.0 += 1;
                let counts = days.entry(day).or_default();
                counts.0 += 1;
                counts.1 += i64::from(hit.new_visitor);
                *sources.entry((day, &hit.source)).or_default() += 1;
                if !hit.campaign.is_empty() {
                    *campaigns.entry((day, &hit.campaign)).or_default() += 1;
                }
                *devices.entry((day, hit.device.as_str())).or_default() += 1;
            }
        }
    }
    let tx = conn.transaction()?;
    {
        let mut day_row = tx.prepare_cached(
            "insert into visit_days (day, visits, visitors) values (?1, ?2, ?3) on conflict (day) \
             do update set visits = visits + excluded.visits, visitors = visitors + excluded.visitors",
        )?;
        for (day, (visits, visitors)) in &days {
            day_row.execute(params![day, visits, visitors])?;
        }
        let mut page_row = tx.prepare_cached(
            "insert into visit_pages (day, page, visits, duration_ms, durations) values (?1, ?2, ?3, ?4, ?5) \
             on conflict (day, page) do update set visits = visits + excluded.visits, \
             duration_ms = duration_ms + excluded.duration_ms, durations = durations + excluded.durations",
        )?;
        for ((day, page), (visits, ms, durations)) in &pages {
            page_row.execute(params![day, page, visits, ms, durations])?;
        }
        for (table, column, counts) in [
            ("visit_sources", "source", &sources),
            ("visit_campaigns", "campaign", &campaigns),
            ("visit_devices", "device", &devices),
        ] {
            let mut row = tx.prepare_cached(&format!(
                "insert into {table} (day, {column}, visits) values (?1, ?2, ?3) \
                 on conflict (day, {column}) do update set visits = visits + excluded.visits"
            ))?;
            for ((day, key), visits) in counts {
                row.execute(params![day, key, visits])?;
            }
        }
    }
    let loads: i64 = days.values().map(|(visits, _)| visits).sum();
    if loads > 0 {
        tx.execute("update visit_total set visits = visits + ?1 where id = 1", [loads])?;
    }
    tx.commit()
}

/// `(total visits, visits on day)`.
pub fn totals(conn: &Connection, day: &str) -> rusqlite::Result<(i64, i64)> {
    let today = conn
        .query_row("select visits from visit_days where day = ?1", [day], |r| r.get(0))
        .optional()?
        .unwrap_or(0);
    Ok((total(conn)?, today))
}

pub fn total(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select visits from visit_total where id = 1", [], |r| r.get(0))
}

/// A day's totals.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VisitDay {
    pub day: String,
    pub visits: i64,
    /// Absent in exports made before visitors were counted.
    #[serde(default)]
    pub visitors: i64,
}

/// Every day's totals, oldest first.
pub fn days(conn: &Connection) -> rusqlite::Result<Vec<VisitDay>> {
    days_between(conn, "", "9999")
}

/// The days from `from` to `to` (YYYY-MM-DD, both included) that had visits, oldest first.
pub fn days_between(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<Vec<VisitDay>> {
    conn.prepare_cached(
        "select day, visits, visitors from visit_days where day between ?1 and ?2 order by day",
    )?
    .query_map([from, to], |r| Ok(VisitDay { day: r.get(0)?, visits: r.get(1)?, visitors: r.get(2)? }))?
    .collect()
}

/// One aggregate row: a day's visits by one page, source, campaign or device.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StatRow {
    pub day: String,
    /// `page`, `source`, `campaign` or `device`.
    pub dimension: String,
    pub value: String,
    pub visits: i64,
    /// Pages only: time spent, summed over `durations` records.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub duration_ms: i64,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub durations: i64,
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// The dimensions and their tables, in the order exports list them.
pub const DIMENSIONS: [(&str, &str, &str); 4] = [
    ("page", "visit_pages", "page"),
    ("source", "visit_sources", "source"),
    ("campaign", "visit_campaigns", "campaign"),
    ("device", "visit_devices", "device"),
];

/// Calls `f` with every aggregate row, by dimension then day, without holding them in memory.
pub fn each_stat(conn: &Connection, mut f: impl FnMut(StatRow) -> anyhow::Result<()>) -> anyhow::Result<()> {
    for (dimension, table, column) in DIMENSIONS {
        let timing = if table == "visit_pages" { "duration_ms, durations" } else { "0, 0" };
        let mut stmt = conn.prepare(&format!(
            "select day, {column}, visits, {timing} from {table} order by day, {column}"
        ))?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            f(StatRow {
                day: r.get(0)?,
                dimension: dimension.to_owned(),
                value: r.get(1)?,
                visits: r.get(2)?,
                duration_ms: r.get(3)?,
                durations: r.get(4)?,
            })?;
        }
    }
    Ok(())
}

/// Replaces every aggregate and counter with exported ones.
pub fn restore(conn: &Connection, total: i64, days: &[VisitDay], stats: &[StatRow]) -> rusqlite::Result<()> {
    clear(conn)?;
    conn.execute("update visit_total set visits = ?1 where id = 1", [total])?;
    let mut day = conn.prepare("insert into visit_days (day, visits, visitors) values (?1, ?2, ?3)")?;
    for d in days {
        day.execute(params![d.day, d.visits, d.visitors])?;
    }
    for row in stats {
        let Some((_, table, column)) = DIMENSIONS.iter().find(|(d, _, _)| *d == row.dimension) else {
            continue;
        };
        conn.prepare_cached(&format!(
            "insert into {table} (day, {column}, visits) values (?1, ?2, ?3) \
             on conflict (day, {column}) do update set visits = visits + excluded.visits"
        ))?
        .execute(params![row.day, row.value, row.visits])?;
        if row.durations > 0 {
            conn.prepare_cached(
                "update visit_pages set duration_ms = duration_ms + ?3, durations = durations + ?4 \
                 where day = ?1 and page = ?2",
            )?
            .execute(params![row.day, row.value, row.duration_ms, row.durations])?;
        }
    }
    Ok(())
}

fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute_batch(
        "delete from visit_days; delete from visit_pages; delete from visit_sources; \
         delete from visit_campaigns; delete from visit_devices;",
    )
}

/// Visits counted so far (what an import would overwrite).
pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    total(conn)
}

/// Visits by one dimension (`page`, `source`, `campaign`, `device`) over the days from `from` to
/// `to`, each label once, in no order.
pub fn sums(
    conn: &Connection,
    dimension: &str,
    from: &str,
    to: &str,
) -> rusqlite::Result<Vec<(String, i64)>> {
    let Some((_, table, column)) = DIMENSIONS.iter().find(|(d, _, _)| *d == dimension) else {
        return Ok(Vec::new());
    };
    conn.prepare_cached(&format!(
        "select {column}, sum(visits) from {table} where day between ?1 and ?2 group by {column}"
    ))?
    .query_map(params![from, to], |r| Ok((r.get(0)?, r.get(1)?)))?
    .collect()
}

/// The first day with counted visits.
pub fn first_day(conn: &Connection) -> rusqlite::Result<Option<String>> {
    conn.query_row("select min(day) from visit_days where visits > 0", [], |r| r.get(0))
}

/// Visits on the days from `from` to `to`.
pub fn visits_between(conn: &Connection, from: &str, to: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached("select coalesce(sum(visits), 0) from visit_days where day between ?1 and ?2")?
        .query_row([from, to], |r| r.get(0))
}
