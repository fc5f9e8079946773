//! Case studies (issue #15): a project's page at `/work/{slug}`. Admins write one per project
//! under `/api/projects/{id}/case-study`; visitors read the published ones of active projects
//! (the pages inline them; the API answers the app when it navigates without a page load).

use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Editor, Id, Lang, LangQuery, MaybeAdmin, Slug};
use crate::api::json::Json;
use crate::api::translations as languages;
use crate::api::versions::{Expected, Stale, Tagged};
use crate::db::{case_studies as table, content};
use crate::domain::case_studies::{CaseStudy, CaseStudyInput};
use crate::domain::posts::Status;
use crate::domain::projects::ProjectFields;
use crate::domain::revisions::without_rendered_body;
use crate::domain::translations::TranslationsInput;
use crate::error::{AppError, ErrorBody, Result};
use crate::markdown;
use crate::site::study_languages;
use crate::site::work::{Study, StudyLink};
use crate::state::{AppState, Written};

/// A body may be 100,000 characters (up to four bytes each in JSON), as a post's.
pub const BODY_LIMIT: usize = 512 * 1024;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_case_studies))
        .routes(routes!(case_study_by_slug))
        .routes(routes!(get_case_study, save_case_study, delete_case_study))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseStudyList {
    /// Admins: every case study, drafts too.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub case_studies: Option<Vec<CaseStudy>>,
    /// Which project's card links to which page (visitors: the published ones of active projects).
    pub links: Vec<StudyLink>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseStudyResponse {
    pub case_study: CaseStudy,
}

#[derive(Serialize, ToSchema)]
pub struct PublicCaseStudyResponse {
    pub study: Study,
    /// The next case study in the showcase's order (none when there is only one).
    pub next: Option<StudyLink>,
}

/// Case studies
///
/// Everyone gets the links of the visible case studies; an admin also gets every case study.
#[utoipa::path(get, path = "/api/case-studies", params(LangQuery), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The case studies", body = CaseStudyList),
        (status = 422, description = "Not a language of the site", body = ErrorBody)))]
async fn list_case_studies(
    State(state): State<AppState>,
    MaybeAdmin(admin): MaybeAdmin,
    Lang(lang): Lang,
) -> Result<axum::Json<CaseStudyList>> {
    let links = state.snapshot_in(&lang).await?.work.links();
    let case_studies = match admin {
        Some(_) => Some(
            state
                .run(|conn| {
                    let mut all = table::all(conn)?;
                    let key = |s: &CaseStudy| s.project_id.to_string();
                    languages::of_each(conn, study_languages::KIND, &mut all, key, |s, t| {
                        s.translated = Some(t)
                    })?;
                    Ok(all)
                })
                .await?,
        ),
        None => None,
    };
    Ok(axum::Json(CaseStudyList { case_studies, links }))
}

/// A case study as its page shows it
#[utoipa::path(get, path = "/api/case-studies/slug/{slug}", params(("slug" = String, Path), LangQuery),
    responses(
        (status = 200, description = "The case study, with its address in each language it is published in", body = PublicCaseStudyResponse),
        (status = 404, description = "No such case study (or a draft, or its project is hidden)", body = ErrorBody),
        (status = 422, description = "Not a language of the site", body = ErrorBody)))]
async fn case_study_by_slug(
    State(state): State<AppState>,
    Slug(slug): Slug,
    Lang(lang): Lang,
) -> Result<axum::Json<PublicCaseStudyResponse>> {
    let snapshot = state.snapshot_in(&lang).await?;
    let studies = &snapshot.work.studies;
    let index = snapshot.work.find(&slug).ok_or_else(|| AppError::not_found("Case study"))?;
    let next = studies.get((index + 1) % studies.len()).filter(|_| studies.len() > 1).map(Study::link);
    Ok(axum::Json(PublicCaseStudyResponse { study: studies[index].clone(), next }))
}

/// A project's case study
#[utoipa::path(get, path = "/api/projects/{id}/case-study", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 200, description = "The case study", body = CaseStudyResponse,
            headers(("etag" = String, description = "The case study's version, quoted"))),
        (status = 404, description = "No such project, or it has no case study", body = ErrorBody)))]
async fn get_case_study(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<Tagged<CaseStudyResponse>> {
    let case_study = state
        .run(move |conn| table::get(conn, id)?.map(|study| with_translations(conn, study)).transpose())
        .await?;
    let case_study = case_study.ok_or_else(|| AppError::not_found("Case study"))?;
    Ok(Tagged(case_study.version, CaseStudyResponse { case_study }))
}

/// The case study with its other languages, as an admin reads it.
fn with_translations(conn: &rusqlite::Connection, mut study: CaseStudy) -> Result<CaseStudy> {
    let key = study.project_id.to_string();
    study.translated = Some(languages::of(conn, study_languages::KIND, &key, &study)?);
    Ok(study)
}

/// Writes the case study's changes in other languages (`others`), each checked by its rule.
fn translate(
    tx: &rusqlite::Transaction,
    study: &CaseStudy,
    changes: TranslationsInput,
    others: &[String],
) -> Result<()> {
    let key = study.project_id.to_string();
    languages::write(
        tx,
        (study_languages::KIND, &key, SLUG_TAKEN),
        changes,
        others,
        |lang, stored, change, errors| {
            let before = study_languages::study_in(study, stored, false).slug;
            let changes = study_languages::check_change(study, lang, change, errors);
            let after = changes
                .iter()
                .find(|c| c.field == "slug")
                .map_or(before.clone(), |c| c.value.clone().unwrap_or_else(|| study.slug.clone()));
            languages::Checked { changes, slugs: Some((before, after)) }
        },
        |slug| Ok(slug != study.slug && table::slug_taken(tx, slug, study.project_id)?),
        |_, _, _| Ok(()),
    )
}

const SLUG_TAKEN: &str = "Another case study already has this slug: choose another";

/// Write a project's case study
///
/// Creates it, or changes the fields given (absent fields keep their value).
#[utoipa::path(put, path = "/api/projects/{id}/case-study", params(("id" = i64, Path)), security(("bearer" = [])),
    request_body = CaseStudyInput,
    responses(
        (status = 200, description = "Saved", body = CaseStudyResponse),
        (status = 404, description = "No such project", body = ErrorBody),
        (status = 409, description = "Another case study has this slug", body = ErrorBody),
        Stale))]
async fn save_case_study(
    editor: Editor,
    Id(id): Id,
    Json(input): Json<CaseStudyInput>,
) -> Result<Tagged<CaseStudyResponse>> {
    let expected = editor.expected.clone().or_body(input.version);
    let others = editor.other_languages().await?;
    let case_study = editor.write(move |tx| save(tx, id, input, &expected, None, &others)).await?;
    Ok(Tagged(case_study.version, CaseStudyResponse { case_study }))
}

/// Writes the case study of project `id` by `input` in the write's transaction, if `expected`
/// holds; `restored` names the change when it puts a revision back, else it is named by what it did.
pub(crate) fn save(
    tx: &rusqlite::Transaction,
    id: i64,
    input: CaseStudyInput,
    expected: &Expected,
    restored: Option<&'static str>,
    others: &[String],
) -> Result<Written<CaseStudy>> {
    let mut input = input;
    let changes = input.translations.take().unwrap_or_default();
    let project = content::find::<ProjectFields>(tx, id)?.ok_or_else(|| AppError::not_found("Project"))?;
    let before = table::get(tx, id)?;
    // A version named for a case study that is gone no longer matches anything.
    expected.check_revised(
        tx,
        ("caseStudy", &id.to_string()),
        before.as_ref().map_or(0, |b| b.version),
        "this case study",
        &before,
    )?;
    let fields = input.parse(before.as_ref().map(CaseStudy::fields).as_ref(), &project.fields.title)?;
    if table::slug_taken(tx, &fields.slug, id)? {
        return Err(AppError::Conflict(SLUG_TAKEN.into()));
    }
    let html = match &before {
        Some(before) if before.body_markdown == fields.body_markdown => before.body_html.clone(),
        _ => markdown::render(&fields.body_markdown),
    };
    table::save(tx, id, &fields, &html)?;
    let saved = table::get(tx, id)?.ok_or_else(|| AppError::not_found("Case study"))?;
    translate(tx, &saved, changes, others)?;
    let action = restored.unwrap_or(match (before.as_ref().map(|b| b.status), saved.status) {
        (None, _) => "created",
        (Some(Status::Draft), Status::Published) => "published",
        (Some(Status::Published), Status::Draft) => "unpublished",
        _ => "changed",
    });
    let subject = format!("the case study of “{}”", project.fields.title);
    let (version, kept) = (saved.version, without_rendered_body(&saved));
    let written = Written::logged(with_translations(tx, saved)?, action, subject).revised(
        "caseStudy",
        id,
        version,
        &kept,
    );
    Ok(match &before {
        Some(before) => written.from(before.version, &without_rendered_body(before)),
        None => written,
    })
}

/// Delete a project's case study
///
/// The project stays; its card no longer links to a page. The case study goes to the trash,
/// from where it can come back for 30 days (`/api/admin/trash`).
#[utoipa::path(delete, path = "/api/projects/{id}/case-study", params(("id" = i64, Path)), security(("bearer" = [])),
    responses(
        (status = 204, description = "In the trash"),
        (status = 404, description = "The project has no case study", body = ErrorBody),
        Stale))]
async fn delete_case_study(editor: Editor, Id(id): Id) -> Result<StatusCode> {
    let (expected, actor) = (editor.expected.clone(), editor.admin.username.clone());
    editor
        .write(move |tx| {
            let project = content::find::<ProjectFields>(tx, id)?;
            if let Some(stored) = table::get(tx, id)? {
                expected.check_revised(
                    tx,
                    ("caseStudy", &id.to_string()),
                    stored.version,
                    "this case study",
                    &stored,
                )?;
            }
            if !table::trash(tx, id, &actor)? {
                return Err(AppError::not_found("Case study"));
            }
            let title = project.map(|p| p.fields.title).unwrap_or_default();
            Ok(Written::logged((), "deleted", format!("the case study of “{title}”")))
        })
        .await?;
    Ok(StatusCode::NO_CONTENT)
}
