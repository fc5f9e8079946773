//! /api/admin/dashboard: the counts and visit totals of the admin's first screen.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::analytics::{self, VisitTotals};
use crate::api::extract::Admin;
use crate::db::{contact, content, posts};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::error::Result;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(show_dashboard))
}

/// All items, active or not, and the inquiries not read yet.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub services: i64,
    pub projects: i64,
    pub testimonials: i64,
    pub client_logos: i64,
    /// Blog posts of every status.
    pub posts: i64,
    pub unread_submissions: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Dashboard {
    pub counts: Counts,
    pub analytics: VisitTotals,
}

/// Counts and visit totals
#[utoipa::path(get, path = "/api/admin/dashboard", security(("bearer" = [])),
    responses((status = 200, description = "Dashboard", body = Dashboard)))]
async fn show_dashboard(State(state): State<AppState>, _admin: Admin) -> Result<axum::Json<Dashboard>> {
    let counts = state
        .run(|conn| {
            Ok(Counts {
                services: content::count::<ServiceFields>(conn)?,
                projects: content::count::<ProjectFields>(conn)?,
                testimonials: content::count::<TestimonialFields>(conn)?,
                client_logos: content::count::<ClientLogoFields>(conn)?,
                posts: posts::count(conn)?,
                unread_submissions: contact::count_unread(conn)?,
            })
        })
        .await?;
    Ok(axum::Json(Dashboard { counts, analytics: analytics::totals(&state) }))
}
