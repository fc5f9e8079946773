//! /api/analytics: the site's own visit counter (SPEC.md §7). Page loads count as visits;
//! records with a duration add time spent. Totals read in O(1) from the per-day counters.

use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Throttle, VisitBucket};
use crate::api::json::Json;
use crate::domain::visits::{Visit, VisitInput};
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
#[utoipa::path(post, path = "/api/analytics/visit", request_body = VisitInput, responses(
    (status = 202, description = "Recorded"),
    (status = 429, description = "Too many records from this address: wait Retry-After seconds", body = ErrorBody)))]
async fn record_visit(
    State(state): State<AppState>,
    _throttle: Throttle<VisitBucket>,
    Json(input): Json<VisitInput>,
) -> Result<StatusCode> {
    let visit = Visit::parse(input)?;
    state.visits.record(state.today(), visit).await?;
    Ok(StatusCode::ACCEPTED)
}

/// Total visits and today's
#[utoipa::path(get, path = "/api/analytics/public", responses((status = 200, description = "Totals", body = VisitTotals)))]
async fn public_totals(State(state): State<AppState>) -> Result<axum::Json<VisitTotals>> {
    Ok(axum::Json(totals(&state)))
}
