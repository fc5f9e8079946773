//! The admin's insights (issue #17; docs/DESIGN.md, "Insights instead of fixed numbers"): visits
//! and unique visitors per day, top pages and sources, devices and the inquiry conversion rate over
//! 7, 30 or 90 days from the per-day aggregates, trends of this 30 days against the previous 30,
//! and the activity log.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use jiff::civil::Date;
use jiff::tz::TimeZone;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::Admin;
use crate::db::activity::{self, Entry};
use crate::db::{contact, content, visits};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::validation::ValidationErrors;
use crate::domain::visits::Device;
use crate::error::{AppError, Result};
use crate::insights::{Closed, Key};
use crate::state::AppState;

/// Pages and sources listed at most.
const TOP: usize = 10;
/// The dimensions the window sums, as `db::visits` names them.
const DIMENSIONS: [&str; 4] = ["page", "source", "campaign", "device"];
/// The window of the trends: this many days against the as many before.
const TREND_DAYS: i64 = 30;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(show_insights)).routes(routes!(show_activity))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct InsightsQuery {
    /// 7, 30 (when absent) or 90.
    #[param(value_type = Option<i64>)]
    days: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Day {
    /// YYYY-MM-DD in the site's time zone.
    pub date: String,
    pub visits: i64,
    /// Told apart within the day only (no cookies, nothing stored about them).
    pub visitors: i64,
    pub inquiries: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PageVisits {
    pub path: String,
    pub visits: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SourceVisits {
    /// A referrer's domain or a campaign's `utm_source`; `Direct` for none.
    pub source: String,
    pub visits: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CampaignVisits {
    pub campaign: String,
    pub visits: i64,
}

#[derive(Debug, Default, Serialize, ToSchema)]
pub struct Devices {
    pub mobile: i64,
    pub tablet: i64,
    pub desktop: i64,
}

/// This window's count beside the one before it; the UI says "no history yet" when `previous`
/// covers no data.
#[derive(Debug, Serialize, ToSchema)]
pub struct Trend {
    pub current: i64,
    pub previous: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Trends {
    pub services: Trend,
    pub projects: Trend,
    pub testimonials: Trend,
    pub client_logos: Trend,
    pub visits: Trend,
    pub inquiries: Trend,
    /// The first day with counted visits, if any: the trends' history starts there.
    pub history_since: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Insights {
    /// Every day of the window, oldest first, today last.
    pub days: Vec<Day>,
    pub top_pages: Vec<PageVisits>,
    pub top_sources: Vec<SourceVisits>,
    pub top_campaigns: Vec<CampaignVisits>,
    pub devices: Devices,
    /// Inquiries per visit over the window (0 without visits).
    pub conversion_rate: f64,
    pub trends: Trends,
}

/// Visits, visitors, pages, sources, devices, conversion and trends
#[utoipa::path(get, path = "/api/admin/insights", params(InsightsQuery), security(("bearer" = [])),
    responses((status = 200, description = "The window's insights", body = Insights)))]
async fn show_insights(
    State(state): State<AppState>,
    _admin: Admin,
    query: std::result::Result<Query<InsightsQuery>, QueryRejection>,
) -> Result<axum::Json<Insights>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let days: i64 = match query.days.as_deref() {
        None | Some("") => 30,
        Some(value) => match value.parse() {
            Ok(n @ (7 | 30 | 90)) => n,
            _ => {
                let mut errors = ValidationErrors::default();
                errors.add("days", "Days must be 7, 30 or 90");
                return Err(errors.into());
            }
        },
    };
    let current = state.current().await?;
    let zone = current.zone.clone();
    let today = jiff::Timestamp::now().to_zoned(zone.clone()).date();
    let key = Key { days, today: today.to_string(), version: current.version };
    let kept = state.rollups.get(&key);
    let (insights, made) = state.run(move |conn| Ok(insights(conn, &zone, today, days, kept)?)).await?;
    if let Some(closed) = made {
        state.rollups.put(key, closed);
    }
    Ok(axum::Json(insights))
}

/// The first instant of `date` in `zone`, as the database writes times (RFC 3339 UTC).
fn start_of(date: Date, zone: &TimeZone) -> String {
    date.to_zoned(zone.clone())
        .map(|z| z.timestamp())
        .unwrap_or_else(|_| jiff::Timestamp::now())
        .strftime("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string()
}

/// The window's insights; `kept` are its closed days' sums if they were made already, else they
/// are made and returned beside the insights to be kept.
fn insights(
    conn: &rusqlite::Connection,
    zone: &TimeZone,
    today: Date,
    days: i64,
    kept: Option<Arc<Closed>>,
) -> rusqlite::Result<(Insights, Option<Arc<Closed>>)> {
    let back = |n: i64| today.checked_sub(jiff::Span::new().days(n)).unwrap_or(today);
    let (from, to) = (back(days - 1), today.to_string());
    let first = from.to_string();

    // Inquiries by the day they arrived in the site's time zone: SQLite sums each day's minutes,
    // so a request reads one number a day however many inquiries the window holds (reading the
    // minutes themselves took 14 ms with 40,000 of them).
    let trend_start = back(2 * TREND_DAYS - 1);
    let earliest = if trend_start < from { trend_start } else { from };
    let mut inquiries_by_day: BTreeMap<String, i64> = BTreeMap::new();
    let mut day = earliest;
    let mut start = start_of(day, zone);
    while day <= today {
        let Ok(next) = day.tomorrow() else { break };
        let end = start_of(next, zone);
        let count = contact::count_between(conn, &start, &end)?;
        if count > 0 {
            inquiries_by_day.insert(day.to_string(), count);
        }
        (day, start) = (next, end);
    }
    let inquiries_between = |from: &str, to: &str| -> i64 {
        inquiries_by_day.range(from.to_owned()..=to.to_owned()).map(|(_, n)| n).sum()
    };

    let counted: BTreeMap<String, visits::VisitDay> =
        visits::days_between(conn, &first, &to)?.into_iter().map(|d| (d.day.clone(), d)).collect();
    let mut list = Vec::with_capacity(days as usize);
    let mut date = from;
    loop {
        let key = date.to_string();
        let day = counted.get(&key);
        list.push(Day {
            visits: day.map_or(0, |d| d.visits),
            visitors: day.map_or(0, |d| d.visitors),
            inquiries: inquiries_by_day.get(&key).copied().unwrap_or(0),
            date: key,
        });
        match date.tomorrow() {
            Ok(next) if next <= today => date = next,
            _ => break,
        }
    }
    let total_visits: i64 = list.iter().map(|d| d.visits).sum();
    let total_inquiries: i64 = list.iter().map(|d| d.inquiries).sum();

    // The closed days' sums (made once a day per window), plus today's rows.
    let made = match kept {
        Some(_) => None,
        None => {
            let mut closed = Closed::default();
            if days > 1 {
                let yesterday = back(1).to_string();
                for dimension in DIMENSIONS {
                    closed.keep(dimension, visits::sums(conn, dimension, &first, &yesterday)?);
                }
            }
            Some(Arc::new(closed))
        }
    };
    let closed = kept.or_else(|| made.clone()).unwrap_or_default();
    let top = |dimension: &str, limit: usize| -> rusqlite::Result<Vec<(String, i64)>> {
        Ok(closed.top(dimension, visits::sums(conn, dimension, &to, &to)?, limit))
    };
    let top_pages = top("page", TOP)?.into_iter().map(|(path, visits)| PageVisits { path, visits }).collect();
    let top_sources = top("source", TOP)?
        .into_iter()
        .map(|(source, visits)| SourceVisits {
            source: if source.is_empty() { "Direct".to_owned() } else { source },
            visits,
        })
        .collect();
    let top_campaigns = top("campaign", TOP)?
        .into_iter()
        .map(|(campaign, visits)| CampaignVisits { campaign, visits })
        .collect();
    let mut devices = Devices::default();
    for (device, visits) in top("device", 3)? {
        match Device::parse(&device) {
            Some(Device::Mobile) => devices.mobile = visits,
            Some(Device::Tablet) => devices.tablet = visits,
            Some(Device::Desktop) => devices.desktop = visits,
            None => {}
        }
    }

    // Trends: the last 30 days (today included) against the 30 before.
    let (now_from, before_from, before_to) =
        (back(TREND_DAYS - 1), back(2 * TREND_DAYS - 1), back(TREND_DAYS));
    let (now_start, before_start) = (start_of(now_from, zone), start_of(before_from, zone));
    let tomorrow = start_of(today.tomorrow().unwrap_or(today), zone);
    let created =
        |count: fn(&rusqlite::Connection, &str, &str) -> rusqlite::Result<i64>| -> rusqlite::Result<Trend> {
            Ok(Trend {
                current: count(conn, &now_start, &tomorrow)?,
                previous: count(conn, &before_start, &now_start)?,
            })
        };
    let trends = Trends {
        services: created(content::created_between::<ServiceFields>)?,
        projects: created(content::created_between::<ProjectFields>)?,
        testimonials: created(content::created_between::<TestimonialFields>)?,
        client_logos: created(content::created_between::<ClientLogoFields>)?,
        visits: Trend {
            current: visits::visits_between(conn, &now_from.to_string(), &to)?,
            previous: visits::visits_between(conn, &before_from.to_string(), &before_to.to_string())?,
        },
        inquiries: Trend {
            current: inquiries_between(&now_from.to_string(), &to),
            previous: inquiries_between(&before_from.to_string(), &before_to.to_string()),
        },
        history_since: visits::first_day(conn)?,
    };
    let insights = Insights {
        days: list,
        top_pages,
        top_sources,
        top_campaigns,
        devices,
        conversion_rate: if total_visits > 0 { total_inquiries as f64 / total_visits as f64 } else { 0.0 },
        trends,
    };
    Ok((insights, made))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ActivityQuery {
    /// Entries a page (1–100, 20 when absent).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    limit: Option<String>,
    /// The id of the last entry of the previous page: older ones follow.
    #[param(value_type = Option<i64>, minimum = 1)]
    before: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ActivityPage {
    /// Newest first.
    pub activity: Vec<Entry>,
}

/// The activity log, newest first
///
/// Kept for 180 days.
#[utoipa::path(get, path = "/api/admin/activity", params(ActivityQuery), security(("bearer" = [])),
    responses((status = 200, description = "A page of entries", body = ActivityPage)))]
async fn show_activity(
    State(state): State<AppState>,
    _admin: Admin,
    query: std::result::Result<Query<ActivityQuery>, QueryRejection>,
) -> Result<axum::Json<ActivityPage>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let mut errors = ValidationErrors::default();
    let limit = match query.limit.as_deref() {
        None | Some("") => 20,
        Some(value) => value.parse::<i64>().ok().filter(|n| (1..=100).contains(n)).unwrap_or_else(|| {
            errors.add("limit", "Limit must be a whole number from 1 to 100");
            20
        }),
    };
    let before = match query.before.as_deref() {
        None | Some("") => None,
        Some(value) => match value.parse::<i64>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                errors.add("before", "Before must be the id of an entry");
                None
            }
        },
    };
    errors.into_result(())?;
    let activity = state.run(move |conn| Ok(activity::page(conn, limit, before)?)).await?;
    Ok(axum::Json(ActivityPage { activity }))
}
