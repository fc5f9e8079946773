//! The JSON API under /api (DESIGN.md "HTTP contract"). Each resource module owns its routes;
//! this file only mounts them and answers what no route matches with the contract's JSON errors.

pub mod analytics;
pub mod auth;
pub mod client_logos;
pub mod contact;
pub mod content;
pub mod dashboard;
pub mod json;
pub mod openapi;
pub mod projects;
pub mod services;
pub mod settings;
pub mod testimonials;
pub mod users;

use axum::Router;
use axum::extract::State;
use axum::routing::get;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{AppError, Result};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/openapi.json", get(openapi::serve_document))
        .nest("/auth", auth::router())
        .nest("/services", services::router())
        .nest("/projects", projects::router())
        .nest("/testimonials", testimonials::router())
        .nest("/client-logos", client_logos::router())
        .nest("/contact", contact::public_router())
        .nest("/analytics", analytics::router())
        .nest("/settings", settings::public_router())
        .nest("/admin/dashboard", dashboard::router())
        .nest("/admin/contact-submissions", contact::admin_router())
        .nest("/admin/users", users::router())
        .nest("/admin/settings", settings::admin_router())
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
}

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// Always `ok`; when the database does not answer the reply is a 503 error body.
    pub status: String,
    pub version: String,
}

/// For probes and load balancers: 200 when the database answers, 503 when it does not.
async fn health(State(state): State<AppState>) -> Result<axum::Json<Health>> {
    state.db.run(|conn| Ok(conn.query_row("select 1", [], |_| Ok(()))?)).await?;
    Ok(axum::Json(Health { status: "ok".into(), version: env!("CARGO_PKG_VERSION").into() }))
}

async fn not_found() -> AppError {
    AppError::NotFound("No such API endpoint".into())
}

async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed("This method is not allowed on this endpoint".into())
}
