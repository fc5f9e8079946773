//! The visit counts of an export: each day's counts checked, and the single visits of an export
//! made before visits were aggregates counted as that migration counts them. Apart because they
//! are counts, not records an entity's parser reads.

use serde::Deserialize;

use super::records::{is_day, timestamp, unique};
use crate::db::visits::{StatRow, VisitDay};
use crate::domain::visits::{Device, Visit, VisitInput};

/// A visit row of an export made before visits were aggregates.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OldVisit {
    page: String,
    visit_duration: Option<i64>,
    created_at: String,
}

/// The day counts to write: the old single visits counted, then the export's own counts checked.
pub fn stats(visits: &[OldVisit], rows: Vec<StatRow>) -> Result<Vec<StatRow>, String> {
    let mut stats = Vec::with_capacity(rows.len() + visits.len());
    for (i, visit) in visits.iter().enumerate() {
        let input = VisitInput {
            page: Some(visit.page.clone()),
            visit_duration: visit.visit_duration,
            referrer: None,
        };
        let parsed = Visit::parse(input).map_err(|e| format!("visits[{i}]: {e}"))?;
        timestamp(&visit.created_at).map_err(|e| format!("visits[{i}].createdAt: {e}"))?;
        // As the V10 migration counts the rows it replaces: by page, on the UTC day.
        stats.push(StatRow {
            day: visit.created_at.get(..10).unwrap_or_default().to_owned(),
            dimension: "page".into(),
            value: parsed.path,
            visits: i64::from(visit.visit_duration.is_none()),
            duration_ms: visit.visit_duration.unwrap_or(0),
            durations: i64::from(visit.visit_duration.is_some()),
        });
    }
    for (i, row) in rows.into_iter().enumerate() {
        let at = format!("visitStats[{i}]");
        let known = match row.dimension.as_str() {
            "device" => Device::parse(&row.value).is_some(),
            "page" | "source" | "campaign" => {
                row.value.len() <= 2048 && !row.value.chars().any(char::is_control)
            }
            _ => false,
        };
        if !known || !is_day(&row.day) || row.visits < 0 || row.duration_ms < 0 || row.durations < 0 {
            return Err(format!(
                "{at}: '{}' of {} on '{}' is not a day's count",
                row.value, row.dimension, row.day
            ));
        }
        stats.push(row);
    }
    Ok(stats)
}

/// Refuses day totals that are not counts, or a day counted twice, or a negative total.
pub fn check_totals(days: &[VisitDay], total: i64) -> Result<(), String> {
    for (i, day) in days.iter().enumerate() {
        if day.visits < 0 || day.visitors < 0 || !is_day(&day.day) {
            return Err(format!(
                "visitDays[{i}]: '{}' with {} visits is not a day's count",
                day.day, day.visits
            ));
        }
    }
    unique(days, "visitDays", "day", |d| d.day.clone())?;
    if total < 0 {
        return Err("visitTotal: the number of visits cannot be negative".into());
    }
    Ok(())
}
