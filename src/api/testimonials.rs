//! /api/testimonials: a client story (SPEC.md §7), through the shared content CRUD.

use axum::Router;

use crate::domain::testimonials::TestimonialFields;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    crate::api::content::router::<TestimonialFields>("/api/testimonials")
}
