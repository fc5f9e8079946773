//! The trash (docs/DESIGN.md, "HTTP contract, phase 3"): what was deleted in the last 30 days,
//! and its restore, which puts an item back with its id and links (a new version, logged,
//! kept as a revision where the kind has them). The purge of what has been there longer runs on
//! its own (`AppState::purge_trash`).

use axum::extract::{Path, State};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Editor};
use crate::api::revisions::{Restored, to_json};
use crate::db::content::{self, ContentTable};
use crate::db::{case_studies, media, posts, trash as table};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::projects::ProjectFields;
use crate::domain::revisions::without_rendered_body;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::trash::Trashed;
use crate::error::{AppError, ErrorBody, Result};
use crate::state::{AppState, Written};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_trash)).routes(routes!(restore_from_trash))
}

#[derive(Serialize, ToSchema)]
pub struct TrashList {
    pub items: Vec<Trashed>,
}

/// What was deleted in the last 30 days, the most recent first
#[utoipa::path(get, path = "/api/admin/trash", security(("bearer" = [])),
    responses((status = 200, description = "The trash", body = TrashList)))]
async fn list_trash(State(state): State<AppState>, _admin: Admin) -> Result<axum::Json<TrashList>> {
    let items = state.run(|conn| Ok(table::all(conn)?)).await?;
    Ok(axum::Json(TrashList { items }))
}

/// Put an item back from the trash, with its id and links
#[utoipa::path(post, path = "/api/admin/trash/{kind}/{id}/restore", security(("bearer" = [])),
    params(
        ("kind" = String, Path, description = "`service`, `project`, `testimonial`, `clientLogo`, `post`, `caseStudy` or `media`"),
        ("id" = i64, Path, description = "The item's id (a case study's is its project's)")),
    responses(
        (status = 200, description = "Restored: the item now", body = Restored),
        (status = 404, description = "Nothing of that kind and id is in the trash", body = ErrorBody)))]
async fn restore_from_trash(
    editor: Editor,
    Path((kind, id)): Path<(String, String)>,
) -> Result<axum::Json<Restored>> {
    let id = id.parse::<i64>().ok().filter(|id| *id > 0).ok_or_else(not_in_trash)?;
    let restored = editor.write(move |tx| restore(tx, &kind, id)).await?;
    Ok(axum::Json(restored))
}

fn not_in_trash() -> AppError {
    AppError::NotFound("Nothing of that kind and id is in the trash".into())
}

fn restore(tx: &rusqlite::Transaction, kind: &str, id: i64) -> Result<Written<Restored>> {
    let written = match kind {
        "service" => restore_content::<ServiceFields>(tx, id)?,
        "project" => restore_content::<ProjectFields>(tx, id)?,
        "testimonial" => restore_content::<TestimonialFields>(tx, id)?,
        "clientLogo" => restore_content::<ClientLogoFields>(tx, id)?,
        "post" => {
            if !posts::untrash(tx, id)? {
                return Err(not_in_trash());
            }
            let post = posts::get(tx, id)?.ok_or_else(not_in_trash)?;
            let (version, kept) = (post.version, without_rendered_body(&post));
            let subject = format!("Article “{}” from the trash", post.title);
            Written::logged(to_json(&post), "restored", subject).revised("post", id, version, &kept)
        }
        "caseStudy" => {
            if !case_studies::untrash(tx, id)? {
                return Err(not_in_trash());
            }
            let study = case_studies::get(tx, id)?.ok_or_else(not_in_trash)?;
            let (version, kept) = (study.version, without_rendered_body(&study));
            let subject = format!("the case study “{}” from the trash", study.slug);
            Written::logged(to_json(&study), "restored", subject).revised("caseStudy", id, version, &kept)
        }
        "media" => {
            if !media::untrash(tx, id)? {
                return Err(not_in_trash());
            }
            let item = media::get(tx, id)?.ok_or_else(not_in_trash)?;
            let subject = format!("“{}” of the media library from the trash", item.name);
            Written::logged(to_json(&item), "restored", subject)
        }
        _ => return Err(not_in_trash()),
    };
    let kind = kind.to_owned();
    Ok(written.map(|item| Restored { kind, item }))
}

fn restore_content<F: ContentTable>(tx: &rusqlite::Transaction, id: i64) -> Result<Written<Value>> {
    let item = content::untrash::<F>(tx, id)?.ok_or_else(not_in_trash)?;
    let subject = format!("{} from the trash", item.fields.subject());
    Ok(Written::logged(to_json(&item), "restored", subject).revised(F::ONE, id, item.version, &item))
}
