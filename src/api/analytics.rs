//! /api/analytics: the site's own visit counter (SPEC.md §7). Page loads count as visits;
//! records with a duration add time spent. Totals read in O(1) from the per-day counters.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::extract::{Throttle, VisitBucket};
use crate::api::json::Json;
use crate::domain::visits::{Visit, VisitInput};
use crate::error::Result;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/api/analytics/visit", post(record_visit))
        .route("/api/analytics/public", get(public_totals))
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

async fn record_visit(
    State(state): State<AppState>,
    _throttle: Throttle<VisitBucket>,
    Json(input): Json<VisitInput>,
) -> Result<StatusCode> {
    let visit = Visit::parse(input)?;
    state.visits.record(state.today(), visit).await?;
    Ok(StatusCode::ACCEPTED)
}

async fn public_totals(State(state): State<AppState>) -> Result<axum::Json<VisitTotals>> {
    Ok(axum::Json(totals(&state)))
}
