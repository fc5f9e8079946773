//! /api/client-logos: a logo of the trusted-brands marquee (SPEC.md §7), through the shared content CRUD.

use axum::Router;

use crate::domain::client_logos::ClientLogoFields;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    crate::api::content::router::<ClientLogoFields>("/api/client-logos")
}
