//! /api/contact (the public form) and /api/admin/contact-submissions (the admins' inbox).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Id, Page};
use crate::api::extract::{ContactAttemptsBucket, Throttle};
use crate::api::json::Json;
use crate::api::versions::{Expected, Stale, Tagged};
use crate::db::contact as table;
use crate::domain::contact::{ContactInput, ContactMessage, Submission};
use crate::domain::spam;
use crate::error::{AppError, ErrorBody, Result, ValidationErrors};
use crate::limits::Bucket;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(send_message))
        .routes(routes!(form_token))
        .routes(routes!(list_submissions))
        .routes(routes!(submission_by_id, mark_submission, delete_submission))
}

const THANKS: &str = "Thank you! We'll get back to you as soon as possible.";

#[derive(Serialize, ToSchema)]
pub struct Receipt {
    pub id: i64,
    pub message: String,
}

#[derive(Serialize, ToSchema)]
pub struct SubmissionList {
    /// Newest first.
    pub submissions: Vec<Submission>,
    /// All submissions, whatever the page.
    pub total: i64,
    pub unread: i64,
}

#[derive(Serialize, ToSchema)]
pub struct SubmissionResponse {
    pub submission: Submission,
}

/// Send a message from the contact form; stored before the reply
///
/// Stored durably before the 201, so a visitor told "sent" never loses their message.
#[utoipa::path(post, path = "/api/contact", request_body = ContactInput, responses(
    (status = 201, description = "Stored", body = Receipt),
    (status = 429, description = "Too many messages (or posts) from this address: wait Retry-After seconds", body = ErrorBody)))]
async fn send_message(
    State(state): State<AppState>,
    throttle: Throttle<ContactAttemptsBucket>,
    Json(input): Json<ContactInput>,
) -> Result<Response> {
    // Only what would be stored counts against the visitor's few inquiries: a typo the form
    // refused (422) must not cost them the message they send next.
    let accepted = |state: &AppState| state.limits.check(Bucket::Contact, throttle.ip);
    if input.is_bot() {
        accepted(&state)?;
        // Look like success so the bot moves on; id 0 is never a stored row.
        tracing::info!("contact form honeypot filled: message dropped");
        return Ok(
            (StatusCode::CREATED, axum::Json(Receipt { id: 0, message: THANKS.into() })).into_response()
        );
    }
    let languages = state.current().await?.languages.clone();
    let message = ContactMessage::parse(input)?.in_language(&languages)?;
    accepted(&state)?;
    let stored = state.run(move |conn| Ok(table::insert_durably(conn, &message)?)).await?;
    tracing::info!(id = stored.id, "contact inquiry stored");
    let subject = format!("an inquiry from {}: “{}”", stored.name, stored.subject);
    state.log_activity("", "sent", subject).await;
    let receipt = Receipt { id: stored.id, message: THANKS.into() };
    crate::notify::new_inquiry(state.db.clone(), state.overrides.clone(), stored);
    Ok((StatusCode::CREATED, axum::Json(receipt)).into_response())
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FormToken {
    /// Sent back as `formToken` with the inquiry.
    pub form_token: String,
}

/// A token for the contact form, fetched when a visitor first uses it
///
/// It says, signed, when the form was first used, so the inquiry's spam score can tell how long
/// the visitor took to write. Public, never stored by a cache; one HMAC, no database.
#[utoipa::path(get, path = "/api/contact/form-token", responses(
    (status = 200, description = "A fresh token", body = FormToken,
        headers(("cache-control" = String, description = "no-store")))))]
async fn form_token(State(state): State<AppState>) -> Result<Response> {
    let current = state.current().await?;
    let token = spam::form_token(current.tokens.form_key(), jiff::Timestamp::now().as_second());
    let no_store = [(header::CACHE_CONTROL, "no-store")];
    Ok((no_store, axum::Json(FormToken { form_token: token })).into_response())
}

/// The inbox, newest first
///
/// Without `limit` every submission comes back, as docs/PRODUCT.md §2's screen expects; `limit` and
/// `offset` page through a large inbox. `total` and `unread` count them all.
#[utoipa::path(get, path = "/api/admin/contact-submissions", params(Page), security(("bearer" = [])),
    responses((status = 200, description = "Inbox", body = SubmissionList)))]
async fn list_submissions(
    State(state): State<AppState>,
    _admin: Admin,
    page: std::result::Result<Query<Page>, QueryRejection>,
) -> Result<axum::Json<SubmissionList>> {
    // axum's own rejection is plain text; the contract wants the JSON error body.
    let Query(page) = page.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let (limit, offset) = page.bounds()?;
    let (submissions, total, unread) = state
        .run(move |conn| {
            Ok((table::list(conn, limit, offset)?, table::count(conn)?, table::count_unread(conn)?))
        })
        .await?;
    Ok(axum::Json(SubmissionList { submissions, total, unread }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ReadFlag {
    /// true marks the inquiry read, false unread again.
    read: Option<bool>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    version: Option<i64>,
}

/// One inquiry; its ETag is its version
#[utoipa::path(get, path = "/api/admin/contact-submissions/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    responses(
        (status = 200, description = "The inquiry", body = SubmissionResponse,
            headers(("etag" = String, description = "The inquiry's version, quoted"))),
        (status = 404, description = "No such inquiry", body = ErrorBody)))]
async fn submission_by_id(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<Tagged<SubmissionResponse>> {
    let submission = state.run(move |conn| Ok(table::get(conn, id)?)).await?;
    let submission = submission.ok_or_else(|| AppError::not_found("Submission"))?;
    Ok(Tagged(submission.version, SubmissionResponse { submission }))
}

/// The inquiry `id` in a transaction of its own, after the write's expectation of its version.
async fn checked<T: Send + 'static>(
    state: &AppState,
    id: i64,
    expected: Expected,
    change: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T> + Send + 'static,
) -> Result<T> {
    state
        .run(move |conn| {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let stored = table::get(&tx, id)?.ok_or_else(|| AppError::not_found("Submission"))?;
            expected.check(stored.version, "this inquiry", &stored)?;
            let changed = change(&tx)?;
            tx.commit()?;
            Ok(changed)
        })
        .await
}

/// Mark an inquiry read or unread
#[utoipa::path(patch, path = "/api/admin/contact-submissions/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    request_body = ReadFlag,
    responses(
        (status = 200, description = "Updated", body = SubmissionResponse),
        Stale))]
async fn mark_submission(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
    headers: HeaderMap,
    Json(body): Json<ReadFlag>,
) -> Result<Tagged<SubmissionResponse>> {
    let Some(read) = body.read else {
        let mut errors = ValidationErrors::default();
        errors.add("read", "Read must be true or false");
        return Err(errors.into());
    };
    let expected = Expected::from_headers(&headers).or_body(body.version);
    let submission = checked(&state, id, expected, move |tx| table::set_read(tx, id, read))
        .await?
        .ok_or_else(|| AppError::not_found("Submission"))?;
    Ok(Tagged(submission.version, SubmissionResponse { submission }))
}

/// Delete an inquiry
#[utoipa::path(delete, path = "/api/admin/contact-submissions/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    responses(
        (status = 204, description = "Deleted"),
        Stale))]
async fn delete_submission(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
    headers: HeaderMap,
) -> Result<StatusCode> {
    checked(&state, id, Expected::from_headers(&headers), move |tx| table::delete(tx, id)).await?;
    Ok(StatusCode::NO_CONTENT)
}
