//! Site content (issue #16; docs/DESIGN.md, "Site content"): the public site's copy, read by anyone
//! and changed by admins, section by section, under the one validation of `SiteContent::apply`.

use std::collections::BTreeMap;

use axum::extract::{DefaultBodyLimit, State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::Editor;
use crate::api::json::Json;
use crate::api::versions::Expected;
use crate::db::media as media_table;
use crate::db::site_content as table;
use crate::domain::media;
use crate::domain::site_content::{SiteContent, SiteContentInput, versions};
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
    /// Each section's version, by its key (0: still the default copy); a change names the ones it
    /// was based on (`versions` in its body, or `If-Match` for one section).
    pub versions: BTreeMap<String, i64>,
}

/// The public site's copy
#[utoipa::path(get, path = "/api/site-content",
    responses((status = 200, description = "Every section", body = SiteContentResponse)))]
async fn site_content(State(state): State<AppState>) -> Result<axum::Json<SiteContentResponse>> {
    let snapshot = state.snapshot().await?;
    Ok(axum::Json(SiteContentResponse {
        content: snapshot.content.clone(),
        versions: snapshot.content_versions.clone(),
    }))
}

/// The content as stored now, with its sections' versions.
fn stored(conn: &rusqlite::Connection) -> Result<SiteContentResponse> {
    Ok(SiteContentResponse {
        content: SiteContent::from_rows(&table::all(conn)?),
        versions: versions(&table::versions(conn)?),
    })
}

/// Change the public site's copy
///
/// Any sections; within a section any fields (lists are replaced whole). A rejected change
/// changes nothing.
#[utoipa::path(patch, path = "/api/admin/site-content", security(("bearer" = [])), request_body = SiteContentInput,
    responses(
        (status = 200, description = "The whole content after the change", body = SiteContentResponse),
        (status = 412, description = "A section's version in `versions` (or `If-Match`, for the one section named) is not the stored one: `current` is the whole content with its versions", body = ErrorBody),
        (status = 422, description = "Per-field errors, e.g. `stats.1.label`", body = ErrorBody)))]
async fn update_site_content(
    editor: Editor,
    Json(input): Json<SiteContentInput>,
) -> Result<axum::Json<SiteContentResponse>> {
    let named = input.named();
    let mut expected: Vec<(&str, Expected)> = named
        .iter()
        .map(|key| (*key, Expected::Any.or_body(input.versions.as_ref().and_then(|v| v.get(*key).copied()))))
        .collect();
    if let [(_, only)] = expected.as_mut_slice()
        && editor.expected != Expected::Any
    {
        *only = editor.expected.clone();
    }
    let content = editor.write(move |tx| change(tx, input, &expected, "changed")).await?;
    Ok(axum::Json(content))
}

/// Changes the sections `input` names in the write's transaction, if each one's `expected`
/// version holds; logged as `action`, with a revision of each section it changed.
pub(crate) fn change(
    tx: &rusqlite::Transaction,
    input: SiteContentInput,
    expected: &[(&str, Expected)],
    action: &'static str,
) -> Result<Written<SiteContentResponse>> {
    let before = stored(tx)?;
    for (key, expected) in expected {
        let what = format!("the site content's {key} section");
        expected.check_revised(
            tx,
            ("siteContent", key),
            before.versions.get(*key).copied().unwrap_or(0),
            &what,
            &before,
        )?;
    }
    let (now, versions_before) = (before.content, before.versions);
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
    let after = SiteContentResponse { content: next, versions: versions(&table::versions(tx)?) };
    if changed.is_empty() {
        return Ok(Written::unchanged(after));
    }
    let (sections, earlier) = (serde_json::to_value(&after.content), serde_json::to_value(&now));
    let (sections, earlier) = (sections.unwrap_or_default(), earlier.unwrap_or_default());
    let version = |versions: &std::collections::BTreeMap<String, i64>, key: &str| versions.get(key).copied();
    let kept: Vec<_> = changed
        .iter()
        .map(|key| {
            let after = (version(&after.versions, key).unwrap_or(0), sections[*key].clone());
            (*key, after, (version(&versions_before, key).unwrap_or(0), earlier[*key].clone()))
        })
        .collect();
    let written = Written::logged(after, action, format!("the site content ({})", changed.join(", ")));
    Ok(kept.into_iter().fold(written, |w, (key, (version, section), (was, before))| {
        w.revised("siteContent", key, version, &section).from(was, &before)
    }))
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
