//! Revisions (docs/DESIGN.md, "HTTP contract, phase 3"): an item's history newest first, one
//! revision with the item as that change left it, and its restore, which is a change like any
//! other (a new version, logged "restored", itself kept as a revision). Every write of the kinds
//! with revisions keeps one (`state::Written::revised`).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Editor, Id};
use crate::api::versions::Expected;
use crate::api::{case_studies, content, posts, site_content};
use crate::db::revisions as table;
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::projects::ProjectFields;
use crate::domain::revisions::{KINDS, Revision, RevisionWithItem};
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::validation::ValidationErrors;
use crate::error::{AppError, ErrorBody, Result};
use crate::state::{AppState, Written};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_revisions))
        .routes(routes!(revision))
        .routes(routes!(restore_revision))
}

/// Whose history: a kind and an item of it.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RevisionQuery {
    /// `service`, `project`, `testimonial`, `clientLogo`, `post`, `caseStudy` or `siteContent`.
    kind: Option<String>,
    /// The item's id (a case study's is its project's), or the site content section's key.
    id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RevisionList {
    pub revisions: Vec<Revision>,
}

#[derive(Serialize, ToSchema)]
pub struct RevisionResponse {
    pub revision: RevisionWithItem,
}

/// What a restore answers: the item as it is stored now, after the restore.
#[derive(Serialize, ToSchema)]
pub struct Restored {
    pub kind: String,
    /// As the kind's own GET answers it (the site content: `{content, versions}`).
    #[schema(value_type = Object)]
    pub item: Value,
}

/// An item's revisions, newest first
#[utoipa::path(get, path = "/api/admin/revisions", params(RevisionQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "The revisions, without their items", body = RevisionList),
        (status = 422, description = "No kind or id, or a kind without revisions", body = ErrorBody)))]
async fn list_revisions(
    State(state): State<AppState>,
    _admin: Admin,
    query: std::result::Result<Query<RevisionQuery>, QueryRejection>,
) -> Result<axum::Json<RevisionList>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let mut errors = ValidationErrors::default();
    let kind = query.kind.unwrap_or_default();
    if !KINDS.contains(&kind.as_str()) {
        errors.add("kind", format!("Kind must be one of {}", KINDS.join(", ")));
    }
    let id = query.id.unwrap_or_default();
    if id.trim().is_empty() {
        errors.add("id", "Name the item whose history to show");
    }
    errors.into_result(())?;
    let revisions = state.run(move |conn| Ok(table::list(conn, &kind, id.trim())?)).await?;
    Ok(axum::Json(RevisionList { revisions }))
}

/// One revision, with the item as that change left it
#[utoipa::path(get, path = "/api/admin/revisions/{id}", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 200, description = "The revision", body = RevisionResponse),
        (status = 404, description = "No such revision (or no longer kept)", body = ErrorBody)))]
async fn revision(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<axum::Json<RevisionResponse>> {
    let revision = state.run(move |conn| Ok(table::get(conn, id)?)).await?;
    let revision = revision.ok_or_else(|| AppError::not_found("Revision"))?;
    Ok(axum::Json(RevisionResponse { revision }))
}

/// Put a revision back: the item becomes what that change left it, as a new version
#[utoipa::path(post, path = "/api/admin/revisions/{id}/restore", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 200, description = "Restored: the item now", body = Restored),
        (status = 404, description = "No such revision, or its item was deleted", body = ErrorBody),
        (status = 409, description = "Another article or case study has taken its slug since", body = ErrorBody),
        (status = 422, description = "The revision no longer meets the item's rules (or names media the library no longer has)", body = ErrorBody)))]
async fn restore_revision(editor: Editor, Id(id): Id) -> Result<axum::Json<Restored>> {
    let item = editor
        .write(move |tx| {
            let revision = table::get(tx, id)?.ok_or_else(|| AppError::not_found("Revision"))?;
            restore(tx, revision)
        })
        .await?;
    Ok(axum::Json(item))
}

/// The change that puts `revision` back, through the kind's own write (its checks, its log line,
/// its revision), as if an editor had sent the item's fields as they were.
fn restore(tx: &rusqlite::Transaction, revision: RevisionWithItem) -> Result<Written<Restored>> {
    const ACTION: &str = "restored";
    let RevisionWithItem { revision: Revision { kind, item_id, .. }, item } = revision;
    let any = Expected::Any;
    let id = || item_id.parse::<i64>().map_err(|_| AppError::not_found("Revision"));
    let written = match kind.as_str() {
        "service" => {
            content::change::<ServiceFields>(tx, id()?, input(item)?, &any, ACTION, &[])?.map(to_json)
        }
        "project" => {
            content::change::<ProjectFields>(tx, id()?, input(item)?, &any, ACTION, &[])?.map(to_json)
        }
        "testimonial" => {
            content::change::<TestimonialFields>(tx, id()?, input(item)?, &any, ACTION, &[])?.map(to_json)
        }
        "clientLogo" => {
            content::change::<ClientLogoFields>(tx, id()?, input(item)?, &any, ACTION, &[])?.map(to_json)
        }
        "post" => {
            posts::change(tx, id()?, input(item)?, &any, &crate::db::now(), Some(ACTION), &[])?.map(to_json)
        }
        "caseStudy" => case_studies::save(tx, id()?, input(item)?, &any, Some(ACTION), &[])?.map(to_json),
        "siteContent" => {
            let section = input(json!({ item_id.as_str(): item }))?;
            site_content::change(tx, section, &[], ACTION)?.map(to_json)
        }
        _ => return Err(AppError::not_found("Revision")),
    };
    Ok(written.map(|item| Restored { kind, item }))
}

/// A kind's input from a kept item: its own read-only fields (`id`, `version`, times) are ignored.
fn input<I: serde::de::DeserializeOwned>(item: Value) -> Result<I> {
    serde_json::from_value(item)
        .map_err(|err| AppError::Internal(anyhow::anyhow!("a kept revision no longer reads: {err}")))
}

/// An item as its answer shows it (also the trash's restore).
pub(crate) fn to_json(item: impl Serialize) -> Value {
    serde_json::to_value(item).unwrap_or_default()
}
