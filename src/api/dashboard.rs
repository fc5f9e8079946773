//! /api/admin/dashboard: the counts and visit totals of the admin's first screen.

use axum::Router;
use axum::extract::State;
use axum::routing::get;
use serde_json::{Value, json};

use crate::api::analytics;
use crate::app::AppState;
use crate::auth::Admin;
use crate::db::contact;
use crate::error::Result;

pub fn router() -> Router<AppState> {
    Router::new().route("/", get(show_dashboard))
}

async fn show_dashboard(State(state): State<AppState>, _admin: Admin) -> Result<axum::Json<Value>> {
    let counts = state
        .db
        .run(|conn| {
            let count = |table: &str| -> rusqlite::Result<i64> {
                conn.query_row(&format!("select count(*) from {table}"), [], |r| r.get(0))
            };
            Ok(json!({
                "services": count("services")?,
                "projects": count("projects")?,
                "testimonials": count("testimonials")?,
                "clientLogos": count("client_logos")?,
                "unreadSubmissions": contact::count_unread(conn)?,
            }))
        })
        .await?;
    let (total, today) = analytics::totals(&state).await?;
    Ok(axum::Json(json!({
        "counts": counts,
        "analytics": { "totalVisits": total, "todayVisits": today },
    })))
}
