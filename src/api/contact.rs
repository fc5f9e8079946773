//! /api/contact (the public form) and /api/admin/contact-submissions (the admins' inbox).

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::extract::{Admin, Id, Page};
use crate::api::extract::{ContactAttemptsBucket, Throttle};
use crate::api::json::Json;
use crate::api::leads::{LeadQuery, LeadResponse};
use crate::api::versions::{Expected, Stale, Tagged};
use crate::db::contact as table;
use crate::db::leads;
use crate::domain::contact::{ContactInput, ContactMessage, Submission};
use crate::domain::lead_source::Source;
use crate::domain::leads::{Changes, LeadChange, Spam, Status};
use crate::domain::spam::{self, FormAge};
use crate::error::{AppError, ErrorBody, Result, ValidationErrors};
use crate::limits::Bucket;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(send_message))
        .routes(routes!(form_token))
        .routes(routes!(list_submissions))
        .routes(routes!(submission_by_id, change_submission, delete_submission))
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
    /// All the submissions the filters match, whatever the page.
    pub total: i64,
    /// The inbox's unread inquiries, spam left out, whatever the filters.
    pub unread: i64,
}

/// Send a message from the contact form; stored before the reply
///
/// Stored durably before the 201, so a visitor told "sent" never loses their message. Suspected
/// spam is stored too, apart (`status: spam`, no notification), and answered the same 201.
#[utoipa::path(post, path = "/api/contact", request_body = ContactInput, responses(
    (status = 201, description = "Stored", body = Receipt),
    (status = 429, description = "Too many messages (or posts) from this address: wait Retry-After seconds", body = ErrorBody)))]
async fn send_message(
    State(state): State<AppState>,
    throttle: Throttle<ContactAttemptsBucket>,
    headers: HeaderMap,
    Json(input): Json<ContactInput>,
) -> Result<Response> {
    // Only what would be stored counts against the visitor's few inquiries: a typo the form
    // refused (422) must not cost them the message they send next.
    let accepted = |state: &AppState| state.limits.check(Bucket::Contact, throttle.ip);
    let thanks =
        |id| (StatusCode::CREATED, axum::Json(Receipt { id, message: THANKS.into() })).into_response();
    let current = state.current().await?;
    let bot = input.is_bot();
    let now = jiff::Timestamp::now();
    let form_age = match input.form_token.as_deref().map(str::trim) {
        None | Some("") => FormAge::Missing,
        Some(token) => spam::form_age(current.tokens.form_key(), token, now.as_second()),
    };
    let source = input.source.clone();
    let message = match ContactMessage::parse(input).and_then(|m| m.in_language(&current.languages)) {
        Ok(message) => message,
        Err(errors) if !bot => return Err(errors.into()),
        Err(_) => {
            accepted(&state)?;
            // Look like success so the bot moves on; id 0 is never a stored row.
            tracing::info!("contact form honeypot filled with an invalid message: dropped");
            return Ok(thanks(0));
        }
    };
    let user_agent = headers.get(header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or("");
    let own_host = crate::domain::visits::host(&current.settings.public.public_url);
    let message =
        ContactMessage { source: Source::clean(source, own_host.as_deref(), Some(user_agent)), ..message };
    accepted(&state)?;
    let day_ago = (now - jiff::SignedDuration::from_hours(24)).strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string();
    let stored = state
        .run(move |conn| {
            let identical = table::identical_since(conn, &message.message, &message.email, &day_ago)?;
            let message = judged(message, bot, form_age, identical);
            Ok(table::insert_durably(conn, &message)?)
        })
        .await?;
    let is_spam = stored.status == Status::Spam;
    tracing::info!(id = stored.id, spam = is_spam, "contact inquiry stored");
    let kept = if is_spam { " (kept as spam)" } else { "" };
    let subject = format!("an inquiry from {}: “{}”{kept}", stored.name, stored.subject);
    state.log_activity("", "sent", subject).await;
    let id = stored.id;
    // Spam sends no e-mail (docs/DESIGN.md, "Leads").
    if !is_spam {
        crate::notify::new_inquiry(state.db.clone(), state.overrides.clone(), stored);
    }
    Ok(thanks(id))
}

/// The message with the spam check's verdict (docs/DESIGN.md, "Leads"): suspected spam is kept
/// as `status: spam`, with its score and reasons.
fn judged(
    message: ContactMessage,
    honeypot_filled: bool,
    form_age: FormAge,
    identical: u32,
) -> ContactMessage {
    let verdict = spam::judge(&spam::Inquiry {
        name: &message.name,
        email: &message.email,
        subject: &message.subject,
        message: &message.message,
        lang: message.lang.as_deref().unwrap_or_default(),
        honeypot_filled,
        form_age,
        identical_recent: identical,
    });
    let status = if verdict.spam { Status::Spam } else { Status::New };
    ContactMessage { status, spam: Spam { score: verdict.score, reasons: verdict.reasons }, ..message }
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
/// `offset` page through a large inbox. Spam is left out unless `status=spam` asks for it.
/// `total` counts what the filters match; `unread` the whole inbox's unread (spam left out).
#[utoipa::path(get, path = "/api/admin/contact-submissions", params(Page, LeadQuery), security(("bearer" = [])),
    responses((status = 200, description = "Inbox", body = SubmissionList)))]
async fn list_submissions(
    State(state): State<AppState>,
    _admin: Admin,
    page: std::result::Result<Query<Page>, QueryRejection>,
    query: std::result::Result<Query<LeadQuery>, QueryRejection>,
) -> Result<axum::Json<SubmissionList>> {
    // axum's own rejection is plain text; the contract wants the JSON error body.
    let Query(page) = page.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let (limit, offset) = page.bounds()?;
    let filter = query.filter()?;
    let (submissions, total, unread) = state
        .run(move |conn| {
            let list = table::list(conn, &filter, limit, offset)?;
            Ok((list, table::count_matching(conn, &filter)?, table::count_unread(conn)?))
        })
        .await?;
    Ok(axum::Json(SubmissionList { submissions, total, unread }))
}

/// One inquiry and its timeline (oldest first); its ETag is its version
#[utoipa::path(get, path = "/api/admin/contact-submissions/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    responses(
        (status = 200, description = "The inquiry", body = LeadResponse,
            headers(("etag" = String, description = "The inquiry's version, quoted"))),
        (status = 404, description = "No such inquiry", body = ErrorBody)))]
async fn submission_by_id(
    State(state): State<AppState>,
    _admin: Admin,
    Id(id): Id,
) -> Result<Tagged<LeadResponse>> {
    let found = state
        .run(move |conn| {
            let Some(submission) = table::get(conn, id)? else { return Ok(None) };
            Ok(Some(LeadResponse { timeline: leads::timeline(conn, id)?, submission }))
        })
        .await?;
    let lead = found.ok_or_else(|| AppError::not_found("Submission"))?;
    Ok(Tagged(lead.submission.version, lead))
}

/// The inquiry `id` in a transaction of its own, after the write's expectation of its version:
/// `change` gets it as stored.
pub async fn checked<T: Send + 'static>(
    state: &AppState,
    id: i64,
    expected: Expected,
    change: impl FnOnce(&rusqlite::Transaction, Submission) -> Result<T> + Send + 'static,
) -> Result<T> {
    state
        .run(move |conn| {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let stored = table::get(&tx, id)?.ok_or_else(|| AppError::not_found("Submission"))?;
            expected.check(stored.version, "this inquiry", &stored)?;
            let changed = change(&tx, stored)?;
            tx.commit()?;
            Ok(changed)
        })
        .await
}

/// Change a lead: read, stage, owner, follow-up, value
///
/// Each field is optional; `null` clears the owner, the follow-up or the value. Each change is
/// written to the lead's timeline (who, when, from → to) and the activity log with it.
#[utoipa::path(patch, path = "/api/admin/contact-submissions/{id}", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    request_body = LeadChange,
    responses(
        (status = 200, description = "Updated", body = LeadResponse),
        (status = 422, description = "A value is not allowed, or the owner is not an account", body = ErrorBody),
        Stale))]
async fn change_submission(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Id(id): Id,
    headers: HeaderMap,
    Json(body): Json<LeadChange>,
) -> Result<Tagged<LeadResponse>> {
    let expected = Expected::from_headers(&headers).or_body(body.version);
    let changes = Changes::parse(body)?;
    let actor = admin.username;
    let lead = checked(&state, id, expected, move |tx, stored| {
        if let Some(Some(assignee)) = changes.assignee_id
            && !leads::account_exists(tx, assignee)?
        {
            let mut errors = ValidationErrors::default();
            errors.add("assigneeId", "Assignee must be the id of an existing admin, or null");
            return Err(errors.into());
        }
        let (next, events) = stored.apply(&changes);
        if next.version != stored.version {
            leads::save(tx, &next)?;
        }
        for event in &events {
            leads::record(tx, id, &actor, event)?;
        }
        if !events.is_empty() {
            let subject = format!("Inquiry “{}”: {}", next.subject, Submission::described(&events));
            crate::db::activity::record(tx, &actor, "changed", &subject)?;
        }
        Ok(LeadResponse { timeline: leads::timeline(tx, id)?, submission: next })
    })
    .await?;
    Ok(Tagged(lead.submission.version, lead))
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
    checked(&state, id, Expected::from_headers(&headers), move |tx, _| Ok(table::delete(tx, id)?)).await?;
    Ok(StatusCode::NO_CONTENT)
}
