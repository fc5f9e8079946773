//! /api/projects: a portfolio case of the work showcase (SPEC.md §7), through the shared content CRUD.

use axum::Router;

use crate::domain::projects::ProjectFields;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    crate::api::content::router::<ProjectFields>("/api/projects")
}
