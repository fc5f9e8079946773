//! /api/admin/dashboard: the counts and visit totals of the admin's first screen.

use axum::Router;
use axum::extract::State;
use axum::routing::get;
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::analytics::{self, VisitTotals};
use crate::app::AppState;
use crate::auth::Admin;
use crate::db::contact;
use crate::error::Result;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/admin/dashboard", get(show_dashboard))
}

/// All items, active or not, and the inquiries not read yet.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub services: i64,
    pub projects: i64,
    pub testimonials: i64,
    pub client_logos: i64,
    pub unread_submissions: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Dashboard {
    pub counts: Counts,
    pub analytics: VisitTotals,
}

async fn show_dashboard(State(state): State<AppState>, _admin: Admin) -> Result<axum::Json<Dashboard>> {
    let counts = state
        .db
        .run(|conn| {
            let count = |table: &str| -> rusqlite::Result<i64> {
                conn.query_row(&format!("select count(*) from {table}"), [], |r| r.get(0))
            };
            Ok(Counts {
                services: count("services")?,
                projects: count("projects")?,
                testimonials: count("testimonials")?,
                client_logos: count("client_logos")?,
                unread_submissions: contact::count_unread(conn)?,
            })
        })
        .await?;
    Ok(axum::Json(Dashboard { counts, analytics: analytics::totals(&state) }))
}
