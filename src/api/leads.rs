//! Leads (docs/DESIGN.md, "Leads"): notes and replies on an inquiry's timeline, the inbox's
//! filters, the summary per stage, channel and campaign, and the accounts a lead may be given to.
//! The inquiry itself (read, change, delete) is `api::contact`'s.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::api::contact::checked;
use crate::api::extract::{Admin, Id};
use crate::api::json::Json;
use crate::api::versions::Expected;
use crate::db::contact::Filter;
use crate::db::leads;
use crate::domain::contact::Submission;
use crate::domain::lead_source::{Channel, channel};
use crate::domain::leads::{
    Delivery, Event, EventKind, NOTE, NewEvent, NoteInput, Reply, ReplyInput, Status,
};
use crate::domain::mail::MailSettings;
use crate::error::{AppError, ErrorBody, Result, ValidationErrors};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(add_note))
        .routes(routes!(send_reply))
        .routes(routes!(summary))
        .routes(routes!(owners))
}

/// An inquiry with its timeline, oldest first.
#[derive(Serialize, ToSchema)]
pub struct LeadResponse {
    pub submission: Submission,
    pub timeline: Vec<Event>,
}

/// The inbox's filters; each absent matches any (docs/DESIGN.md, "Leads").
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct LeadQuery {
    /// One stage; without it every stage but spam.
    #[param(value_type = Option<Status>)]
    pub status: Option<String>,
    /// An account's id, or `none` for the leads given to no one.
    #[param(value_type = Option<String>, example = "3")]
    pub assignee_id: Option<String>,
    /// The language the inquiry was sent in.
    #[param(example = "es")]
    pub lang: Option<String>,
    /// The `utm_campaign` of the visit that sent it.
    pub campaign: Option<String>,
    /// Words the name, e-mail, subject or message hold.
    pub q: Option<String>,
}

impl LeadQuery {
    pub fn filter(self) -> Result<Filter> {
        let mut errors = ValidationErrors::default();
        let given = |v: Option<String>| v.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
        let status = given(self.status).and_then(|s| {
            Status::parse(&s).or_else(|| {
                errors.add("status", Status::unknown());
                None
            })
        });
        let assignee = given(self.assignee_id).and_then(|a| match a.as_str() {
            "none" => Some(None),
            _ => match a.parse::<i64>() {
                Ok(id) if id > 0 => Some(Some(id)),
                _ => {
                    errors.add("assigneeId", "Assignee must be an admin's id, or none");
                    None
                }
            },
        });
        let text = given(self.q);
        if text.as_ref().is_some_and(|q| q.chars().count() > 200) {
            errors.add("q", "Search for at most 200 characters");
        }
        let filter =
            Filter { status, assignee, lang: given(self.lang), campaign: given(self.campaign), text };
        Ok(errors.into_result(filter)?)
    }
}

#[derive(Serialize, ToSchema)]
pub struct NoteResponse {
    pub note: Event,
}

/// Add a note to a lead's timeline
///
/// A note does not change the lead's stage or version.
#[utoipa::path(post, path = "/api/admin/contact-submissions/{id}/notes", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    request_body = NoteInput,
    responses(
        (status = 201, description = "Added", body = NoteResponse),
        (status = 404, description = "No such inquiry", body = ErrorBody),
        (status = 422, description = "No text, or too long", body = ErrorBody)))]
async fn add_note(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Id(id): Id,
    Json(input): Json<NoteInput>,
) -> Result<(StatusCode, axum::Json<NoteResponse>)> {
    let mut errors = ValidationErrors::default();
    let text = NOTE.check_text(&mut errors, &input.text.unwrap_or_default());
    errors.into_result(())?;
    let actor = admin.username;
    let note = checked(&state, id, Expected::Any, move |tx, stored| {
        let event = NewEvent { text, ..NewEvent::change(EventKind::Note, None, None) };
        let note = leads::record(tx, id, &actor, &event)?;
        crate::db::activity::record(tx, &actor, "noted", &format!("Inquiry “{}”", stored.subject))?;
        Ok(note)
    })
    .await?;
    Ok((StatusCode::CREATED, axum::Json(NoteResponse { note })))
}

/// A reply on its way, and the lead as it left it.
#[derive(Serialize, ToSchema)]
pub struct ReplyResponse {
    /// Its timeline entry, `delivery: sending` until the mail server answers.
    pub reply: Event,
    pub submission: Submission,
    pub timeline: Vec<Event>,
}

/// Reply to a lead by e-mail
///
/// Sent through the site's SMTP server from the agency's address (Reply-To the contact e-mail)
/// to the lead, in the background with the notifications' retries: the 202 comes once it is
/// recorded (`delivery: sending`), and its timeline entry says `sent` or `failed` when known.
/// A `new` lead becomes `contacted`. 409 when mail is not set up.
#[utoipa::path(post, path = "/api/admin/contact-submissions/{id}/reply", security(("bearer" = [])),
    params(("id" = i64, Path, minimum = 1, description = "The inquiry's id")),
    request_body = ReplyInput,
    responses(
        (status = 202, description = "Recorded and being sent", body = ReplyResponse),
        (status = 404, description = "No such inquiry", body = ErrorBody),
        (status = 409, description = "Mail is not set up: nothing was sent or recorded", body = ErrorBody),
        (status = 422, description = "No subject or message, or too long", body = ErrorBody)))]
async fn send_reply(
    State(state): State<AppState>,
    Admin(admin): Admin,
    Id(id): Id,
    Json(input): Json<ReplyInput>,
) -> Result<(StatusCode, axum::Json<ReplyResponse>)> {
    let reply = Reply::parse(input)?;
    let overrides = state.overrides.clone();
    let pairs = state.run(|conn| Ok(crate::db::settings::all(conn)?)).await?;
    let mail = MailSettings::load(&pairs, &overrides);
    if !mail.can_send() {
        return Err(AppError::Conflict(
            "Mail is not set up, so replies cannot be sent from here: set the SMTP server under \
             Settings (or answer from your own mail client)"
                .into(),
        ));
    }
    let settings = state.current().await?.settings.clone();
    let actor = admin.username;
    let (mail_, reply_) = (mail.clone(), reply.clone());
    let (message, answer) = checked(&state, id, Expected::Any, move |tx, stored| {
        let message = crate::replies::compose(&mail_, &settings, &stored, &reply_)
            .map_err(|err| AppError::Conflict(format!("This reply cannot be written as an e-mail: {err}")))?;
        let event = NewEvent {
            text: reply_.body.clone(),
            subject: reply_.subject.clone(),
            delivery: Some(Delivery::Sending),
            ..NewEvent::change(EventKind::Reply, None, None)
        };
        let sent = leads::record(tx, id, &actor, &event)?;
        // A lead answered is contacted (docs/DESIGN.md, "Leads").
        let changes = crate::domain::leads::Changes { status: Some(Status::Contacted), ..Default::default() };
        let mut submission = stored.clone();
        if stored.status == Status::New {
            let (next, events) = stored.apply(&changes);
            leads::save(tx, &next)?;
            for event in &events {
                leads::record(tx, id, &actor, event)?;
            }
            submission = next;
        }
        crate::db::activity::record(tx, &actor, "replied to", &format!("Inquiry “{}”", stored.subject))?;
        let timeline = leads::timeline(tx, id)?;
        Ok((message, ReplyResponse { reply: sent, submission, timeline }))
    })
    .await?;
    crate::replies::send(state.db.clone(), mail, message, answer.reply.id);
    Ok((StatusCode::ACCEPTED, axum::Json(answer)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SummaryQuery {
    /// 7, 30 or 90 (30 when absent): the leads that arrived in the last so many days.
    #[param(value_type = Option<i64>, example = 30)]
    pub days: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StageSum {
    pub status: Status,
    pub count: i64,
    /// The sum of their values, in cents.
    pub value: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SourceSum {
    /// A channel (direct, search, social, referral, campaign) or a campaign's name.
    pub name: String,
    pub inquiries: i64,
    pub won: i64,
    /// In cents.
    pub won_value: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadSummary {
    pub days: i64,
    /// Every stage, spam too, in pipeline order.
    pub stages: Vec<StageSum>,
    /// Every channel, spam left out.
    pub channels: Vec<SourceSum>,
    /// Each `utm_campaign` that brought a lead, most inquiries first, spam left out.
    pub campaigns: Vec<SourceSum>,
}

/// Leads per stage, channel and campaign over 7, 30 or 90 days
///
/// Counts the leads that arrived in the window, at the stage they are at now. Channels: a named
/// campaign or a paid or e-mail medium is `campaign`; else a known search engine or social
/// network (as UTM source or referrer) `search` or `social`; any other `referral`; none `direct`.
#[utoipa::path(get, path = "/api/admin/leads/summary", params(SummaryQuery), security(("bearer" = [])),
    responses(
        (status = 200, description = "The summary", body = LeadSummary),
        (status = 422, description = "days is not 7, 30 or 90", body = ErrorBody)))]
async fn summary(
    State(state): State<AppState>,
    _admin: Admin,
    query: std::result::Result<Query<SummaryQuery>, QueryRejection>,
) -> Result<axum::Json<LeadSummary>> {
    let Query(query) = query.map_err(|rejection| AppError::BadRequest(rejection.body_text()))?;
    let days = match query.days.as_deref().map(str::trim) {
        None | Some("") => 30,
        Some(days) => match days.parse::<i64>() {
            Ok(days) if [7, 30, 90].contains(&days) => days,
            _ => {
                let mut errors = ValidationErrors::default();
                errors.add("days", "Days must be 7, 30 or 90");
                return Err(errors.into());
            }
        },
    };
    let from = (jiff::Timestamp::now() - jiff::SignedDuration::from_hours(24 * days))
        .strftime("%Y-%m-%dT%H:%M:%S%.3fZ")
        .to_string();
    let (stages, sources) =
        state.run(move |conn| Ok((leads::by_stage(conn, &from)?, leads::by_source(conn, &from)?))).await?;
    Ok(axum::Json(summarize(days, stages, sources)))
}

/// The sums per stage (every stage, in pipeline order), channel (every one) and campaign.
fn summarize(days: i64, stages: Vec<(Status, i64, i64)>, sources: Vec<leads::SourceRow>) -> LeadSummary {
    let stages = Status::ALL
        .iter()
        .map(|status| {
            let (count, value) = stages
                .iter()
                .find(|(s, ..)| s == status)
                .map_or((0, 0), |(_, count, value)| (*count, *value));
            StageSum { status: *status, count, value }
        })
        .collect();
    let sum = |name: &str| SourceSum { name: name.to_owned(), inquiries: 0, won: 0, won_value: 0 };
    let add = |to: &mut SourceSum, row: &leads::SourceRow| {
        (to.inquiries, to.won, to.won_value) =
            (to.inquiries + row.inquiries, to.won + row.won, to.won_value + row.won_value);
    };
    let mut channels: Vec<SourceSum> = Channel::ALL.iter().map(|c| sum(c.as_str())).collect();
    let mut campaigns: Vec<SourceSum> = Vec::new();
    for row in &sources {
        let channel = channel(&row.utm_source, &row.utm_medium, &row.utm_campaign, &row.referrer);
        if let Some(to) = channels.iter_mut().find(|c| c.name == channel.as_str()) {
            add(to, row);
        }
        if row.utm_campaign.is_empty() {
            continue;
        }
        match campaigns.iter_mut().find(|c| c.name == row.utm_campaign) {
            Some(to) => add(to, row),
            None => {
                let mut to = sum(&row.utm_campaign);
                add(&mut to, row);
                campaigns.push(to);
            }
        }
    }
    campaigns.sort_by(|a, b| b.inquiries.cmp(&a.inquiries).then_with(|| a.name.cmp(&b.name)));
    LeadSummary { days, stages, channels, campaigns }
}

#[derive(Serialize, ToSchema)]
pub struct Owner {
    pub id: i64,
    pub username: String,
}

#[derive(Serialize, ToSchema)]
pub struct OwnerList {
    /// By username.
    pub owners: Vec<Owner>,
}

/// The admins a lead may be given to
#[utoipa::path(get, path = "/api/admin/leads/owners", security(("bearer" = [])),
    responses((status = 200, description = "Every account", body = OwnerList)))]
async fn owners(State(state): State<AppState>, _admin: Admin) -> Result<axum::Json<OwnerList>> {
    let accounts = state.run(|conn| Ok(leads::accounts(conn)?)).await?;
    let owners = accounts.into_iter().map(|(id, username)| Owner { id, username }).collect();
    Ok(axum::Json(OwnerList { owners }))
}
