//! /api/analytics: the site's own visit counter (docs/PRODUCT.md §7). Page loads count as visits (by page,
//! source, campaign and device, with the day's unique visitors); records with a duration add time
//! spent to their page. Totals read in O(1) from the per-day counters.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Throttle, VisitBucket};
use crate::api::json::Json;
use crate::domain::visits::{Device, Hit, Visit, VisitInput, host, is_bot};
use crate::error::{ErrorBody, Result};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(record_visit)).routes(routes!(public_totals))
}

/// Page loads counted so far, "today" being the date in the site's time zone.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VisitTotals {
    pub total_visits: i64,
    pub today_visits: i64,
}

/// From the counters the visit writer keeps in memory: no database read per request.
pub fn totals(state: &AppState) -> VisitTotals {
    let (total_visits, today_visits) = state.visits.totals(&state.today());
    VisitTotals { total_visits, today_visits }
}

/// Record a page load or time spent
///
/// Known bots and prefetches are answered 202 and not counted.
#[utoipa::path(post, path = "/api/analytics/visit", request_body = VisitInput, responses(
    (status = 202, description = "Recorded"),
    (status = 429, description = "Too many records from this address: wait Retry-After seconds", body = ErrorBody)))]
async fn record_visit(
    State(state): State<AppState>,
    throttle: Throttle<VisitBucket>,
    headers: HeaderMap,
    Json(input): Json<VisitInput>,
) -> Result<StatusCode> {
    let visit = Visit::parse(input)?;
    let header = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or("");
    let user_agent = header(header::USER_AGENT);
    // A page the browser loads ahead in case the visitor opens it is not a visit (yet).
    let prefetch = ["sec-purpose", "purpose", "x-moz"]
        .iter()
        .any(|name| headers.get(*name).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("prefetch")));
    if prefetch || is_bot(user_agent) {
        return Ok(StatusCode::ACCEPTED);
    }
    let lang = state.current().await?.languages.split_path(&visit.path).0.to_owned();
    let snapshot = state.snapshot_in(&lang).await?;
    let page = snapshot.counted_page(&visit.path);
    let own_hosts =
        [host(&format!("http://{}", header(header::HOST))), host(&snapshot.settings.public.public_url)];
    let own_hosts: Vec<&str> = own_hosts.iter().flatten().map(String::as_str).collect();
    let source = visit.source(&own_hosts);
    let campaign = visit.utm_campaign.clone().unwrap_or_default();
    let day = state.today();
    let (new_visitor, source, campaign) = match visit.duration_ms {
        None => state.visitors.count(&day, throttle.ip, user_agent, source, campaign),
        // Time spent adds to its page only.
        Some(_) => (false, String::new(), String::new()),
    };
    let hit = Hit {
        page,
        source,
        campaign,
        device: Device::of(user_agent),
        new_visitor,
        duration_ms: visit.duration_ms,
    };
    state.visits.record(day, hit).await?;
    Ok(StatusCode::ACCEPTED)
}

/// Total visits and today's
#[utoipa::path(get, path = "/api/analytics/public", responses((status = 200, description = "Totals", body = VisitTotals)))]
async fn public_totals(State(state): State<AppState>) -> Result<axum::Json<VisitTotals>> {
    Ok(axum::Json(totals(&state)))
}
