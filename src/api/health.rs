//! GET /api/health, for monitors and container health checks: 200 when the database answers and
//! can commit a write, 503 with the contract's error body when it cannot. A disk that filled up or
//! turned read-only shows here, before the next visitor's inquiry meets it.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::Result;
use crate::state::AppState;

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// Always `ok`; when the database cannot read or write the reply is a 503 error body.
    pub status: String,
    pub version: String,
}

/// Can the server read and write its database?
#[utoipa::path(get, path = "/api/health", responses((status = 200, description = "Up", body = Health)))]
pub async fn health(State(state): State<AppState>) -> Result<axum::Json<Health>> {
    state.write_check.run(&state.db).await?;
    Ok(axum::Json(Health { status: "ok".into(), version: env!("CARGO_PKG_VERSION").into() }))
}
