//! /api/analytics: the site's own visit counter (SPEC.md §7). Page loads count as visits;
//! records with a duration add time spent. Totals read in O(1) from the per-day counters.

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde_json::{Value, json};

use crate::api::json::Json;
use crate::app::AppState;
use crate::db::visits;
use crate::domain::visits::{Visit, VisitInput};
use crate::error::Result;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/visit", post(record_visit))
        .route("/public", get(public_totals))
}

async fn record_visit(
    State(state): State<AppState>,
    Json(input): Json<VisitInput>,
) -> Result<StatusCode> {
    let visit = Visit::parse(input)?;
    let day = state.today();
    state
        .db
        .run(move |conn| Ok(visits::record(conn, &day, &[visit])?))
        .await?;
    Ok(StatusCode::ACCEPTED)
}

/// `{totalVisits, todayVisits}`, "today" in the site's time zone.
pub async fn totals(state: &AppState) -> Result<(i64, i64)> {
    let day = state.today();
    state
        .db
        .run(move |conn| Ok(visits::totals(conn, &day)?))
        .await
}

async fn public_totals(State(state): State<AppState>) -> Result<axum::Json<Value>> {
    let (total, today) = totals(&state).await?;
    Ok(axum::Json(
        json!({ "totalVisits": total, "todayVisits": today }),
    ))
}
