//! The JSON API under /api (docs/DESIGN.md "HTTP contract"). Each resource module owns its routes;
//! this file only mounts them and answers what no route matches with the contract's JSON errors.

pub mod account;
pub mod analytics;
pub mod auth;
pub mod backups;
pub mod body_limits;
pub mod case_studies;
pub mod client_logos;
pub mod contact;
pub mod content;
pub mod dashboard;
pub mod extract;
pub mod health;
pub mod insights;
pub mod json;
pub mod leads;
pub mod media;
pub mod openapi;
pub mod posts;
pub mod projects;
pub mod revisions;
pub mod services;
pub mod settings;
pub mod site_content;
pub mod testimonials;
pub mod translations;
pub mod trash;
pub mod users;
pub mod versions;

use axum::Router;
use axum::body::Bytes;
use axum::http::header;
use axum::routing::{any, get};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::AppError;
use crate::state::AppState;

/// Every route with its whole path, merged into one table: `Router::nest` would rewrite the URI
/// and record the nesting on every request (measured: a fifth of an answer served from memory).
/// The routes' documentation is collected on the way and served at /api/openapi.json.
pub fn router() -> Router<AppState> {
    let (router, doc) = documented();
    let document = Bytes::from(openapi::document(doc));
    router
        .route(
            "/api/openapi.json",
            get(move || async move { ([(header::CONTENT_TYPE, "application/json")], document) }),
        )
        // Under /api a path no route matches is a JSON 404, never the UI's page.
        .route("/api", any(not_found))
        .route("/api/", any(not_found))
        .route("/api/{*rest}", any(not_found))
}

/// The routes, and the documentation they declare.
pub(crate) fn documented() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    OpenApiRouter::new()
        .routes(routes!(health::health))
        .merge(auth::router())
        .merge(account::router())
        .merge(services::router())
        .merge(projects::router())
        .merge(testimonials::router())
        .merge(client_logos::router())
        .merge(contact::router())
        .merge(leads::router())
        .merge(analytics::router())
        .merge(settings::router())
        .merge(dashboard::router())
        .merge(insights::router())
        .merge(users::router())
        .merge(backups::router())
        .merge(media::router())
        .merge(posts::router())
        .merge(case_studies::router())
        .merge(site_content::router())
        .merge(revisions::router())
        .merge(trash::router())
        .split_for_parts()
}

/// For routes that exist without the request's method, site-wide.
pub async fn method_not_allowed() -> AppError {
    AppError::MethodNotAllowed("This method is not allowed on this endpoint".into())
}

async fn not_found() -> AppError {
    AppError::NotFound("No such API endpoint".into())
}
