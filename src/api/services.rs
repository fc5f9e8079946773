//! /api/services: a service card of the home page (SPEC.md §7), through the shared content CRUD.

use axum::Router;

use crate::domain::services::ServiceFields;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    crate::api::content::router::<ServiceFields>("/api/services")
}
