//! Site content (issue #16; docs/DESIGN.md, "Site content"): the public site's copy, read by anyone
//! and changed by admins, section by section, under the one validation of `SiteContent::apply`.

use axum::extract::{DefaultBodyLimit, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::Editor;
use crate::api::json::Json;
use crate::db::media as media_table;
use crate::db::site_content as table;
use crate::domain::media;
use crate::domain::site_content::{SiteContent, SiteContentInput};
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::state::{AppState, Written};

/// The two legal pages may each be 100,000 characters (up to four bytes each in JSON).
pub const BODY_LIMIT: usize = 1024 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(site_content))
        .routes(routes!(update_site_content))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

#[derive(Serialize, ToSchema)]
pub struct SiteContentResponse {
    pub content: SiteContent,
}

/// The public site's copy
#[utoipa::path(get, path = "/api/site-content",
    responses((status = 200, description = "Every section", body = SiteContentResponse)))]
async fn site_content(State(state): State<AppState>) -> Result<axum::Json<SiteContentResponse>> {
    Ok(axum::Json(SiteContentResponse { content: state.snapshot().await?.content.clone() }))
}

/// Change the public site's copy
///
/// Any sections; within a section any fields (lists are replaced whole). A rejected change
/// changes nothing.
#[utoipa::path(patch, path = "/api/admin/site-content", security(("bearer" = [])), request_body = SiteContentInput,
    responses(
        (status = 200, description = "The whole content after the change", body = SiteContentResponse),
        (status = 422, description = "Per-field errors, e.g. `stats.1.label`", body = ErrorBody)))]
async fn update_site_content(
    editor: Editor,
    Json(input): Json<SiteContentInput>,
) -> Result<axum::Json<SiteContentResponse>> {
    let content = editor
        .write(move |tx| {
            let now = SiteContent::from_rows(&table::all(tx)?);
            let next = now.apply(input)?;
            // Only the sections that changed are written: the others keep following the defaults.
            let mut changed = Vec::new();
            let mut missing = ValidationErrors::default();
            for ((key, before), (_, after)) in now.rows().into_iter().zip(next.rows()) {
                if before != after {
                    missing_media(tx, key, &after, &mut missing)?;
                    table::set(tx, key, &after)?;
                    changed.push(key);
                }
            }
            missing.into_result(())?;
            Ok(match changed.is_empty() {
                true => Written::unchanged(next),
                false => {
                    Written::logged(next, "changed", format!("the site content ({})", changed.join(", ")))
                }
            })
        })
        .await?;
    Ok(axum::Json(SiteContentResponse { content }))
}

/// Adds an error for each library file the section's JSON names that the library does not have:
/// a page must not show a broken image.
fn missing_media(
    conn: &rusqlite::Connection,
    key: &str,
    json: &str,
    errors: &mut ValidationErrors,
) -> Result<()> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|err| AppError::Internal(err.into()))?;
    let mut files = Vec::new();
    media::library_files(&value, key, &mut files);
    for (field, name) in files {
        if media_table::file(conn, &name)?.is_none() {
            errors.add(&field, media::NOT_IN_LIBRARY);
        }
    }
    Ok(())
}
