//! An inquiry as a lead (docs/DESIGN.md, "Leads"): its stage, owner, follow-up and value, what
//! an admin's change of them says, and the entries of its timeline.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::fields::nullable;
use crate::domain::rules::{Declared, Field};
use crate::domain::validation::ValidationErrors;

/// A lead's stage: new → contacted → proposal → won | lost, and spam kept apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = LeadStatus)]
pub enum Status {
    New,
    Contacted,
    Proposal,
    Won,
    Lost,
    Spam,
}

impl Status {
    pub const ALL: [Status; 6] =
        [Status::New, Status::Contacted, Status::Proposal, Status::Won, Status::Lost, Status::Spam];
    /// The stages of a deal still to be decided: their value is the pipeline's open value.
    pub const OPEN: [Status; 3] = [Status::New, Status::Contacted, Status::Proposal];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Contacted => "contacted",
            Status::Proposal => "proposal",
            Status::Won => "won",
            Status::Lost => "lost",
            Status::Spam => "spam",
        }
    }

    pub fn parse(value: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == value)
    }

    /// The message for a stage that is not one.
    pub fn unknown() -> String {
        let names: Vec<&str> = Status::ALL.iter().map(|s| s.as_str()).collect();
        format!("Status must be one of {}", names.join(", "))
    }
}

/// What the spam check said of an inquiry; score 0 and no reasons when nothing looked wrong.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct Spam {
    pub score: u32,
    pub reasons: Vec<String>,
}

/// A change an admin makes to a lead (`PATCH /api/admin/contact-submissions/{id}`): each field
/// optional, `null` clearing the owner, the follow-up or the value.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeadChange {
    /// true marks the inquiry read, false unread again.
    pub read: Option<bool>,
    /// "Not spam" is `new`.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<Status>)]
    pub status: Option<Option<Status>>,
    /// An existing account's id; null leaves the lead to no one.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>, minimum = 1)]
    pub assignee_id: Option<Option<i64>>,
    /// A date (`2026-12-01`) or an RFC 3339 time; null clears it.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<String>, example = "2026-12-01")]
    pub follow_up_at: Option<Option<String>>,
    /// The deal's expected value in cents; null clears it.
    #[serde(default, deserialize_with = "nullable")]
    #[schema(value_type = Option<i64>, minimum = 0, example = 250000)]
    pub value: Option<Option<i64>>,
    /// The version this change was based on: a stale one is refused (412), as with `If-Match`,
    /// which wins when both are sent.
    #[schema(minimum = 1)]
    pub version: Option<i64>,
}

/// The largest value a lead may have: a billion dollars, in cents.
pub const VALUE: Field = Field::number("value", "Value", 0, 100_000_000_000);

impl Declared for LeadChange {
    const RULES: &'static [Field] = &[VALUE];
}

/// A checked change: None leaves a field as it is.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Changes {
    pub read: Option<bool>,
    pub status: Option<Status>,
    pub assignee_id: Option<Option<i64>>,
    pub follow_up_at: Option<Option<String>>,
    pub value: Option<Option<i64>>,
}

impl Changes {
    /// Whether the account `assignee_id` exists is the caller's to check (it needs the database).
    pub fn parse(input: LeadChange) -> Result<Changes, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        if input.read.is_none()
            && input.status.is_none()
            && input.assignee_id.is_none()
            && input.follow_up_at.is_none()
            && input.value.is_none()
        {
            // The inbox's first client sends `read` alone: an empty change is still told about it.
            errors.add("read", "Read must be true or false");
        }
        if input.status == Some(None) {
            errors.add("status", Status::unknown());
        }
        if let Some(Some(id)) = input.assignee_id
            && id < 1
        {
            errors.add("assigneeId", "Assignee must be an admin's id, or null");
        }
        let follow_up_at = match input.follow_up_at {
            Some(Some(text)) => Some(follow_up(&mut errors, &text)),
            other => other,
        };
        if let Some(Some(value)) = input.value {
            VALUE.check_number(&mut errors, value);
        }
        errors.into_result(Changes {
            read: input.read,
            status: input.status.flatten(),
            assignee_id: input.assignee_id,
            follow_up_at,
            value: input.value,
        })
    }
}

/// A follow-up as stored: a date as given, a time in UTC (`2026-12-01T14:00:00Z`).
pub fn follow_up(errors: &mut ValidationErrors, text: &str) -> Option<String> {
    let text = text.trim();
    if let Ok(date) = text.parse::<jiff::civil::Date>()
        && text.len() == 10
    {
        return Some(date.to_string());
    }
    match text.parse::<jiff::Timestamp>() {
        Ok(at) => Some(at.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()),
        Err(_) => {
            errors.add(
                "followUpAt",
                "Follow-up must be a date such as 2026-12-01, a time such as 2026-12-01T14:00:00Z, or null",
            );
            None
        }
    }
}

/// The date of a follow-up in the site's time zone: a date is that day wherever the site is.
pub fn follow_up_day(follow_up: &str, zone: &jiff::tz::TimeZone) -> Option<jiff::civil::Date> {
    if follow_up.len() == 10 {
        return follow_up.parse().ok();
    }
    let at: jiff::Timestamp = follow_up.parse().ok()?;
    Some(at.to_zoned(zone.clone()).date())
}

/// What happened on a lead's timeline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum EventKind {
    Note,
    Stage,
    Assignment,
    Reply,
    FollowUp,
    Value,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::Note => "note",
            EventKind::Stage => "stage",
            EventKind::Assignment => "assignment",
            EventKind::Reply => "reply",
            EventKind::FollowUp => "followUp",
            EventKind::Value => "value",
        }
    }

    pub fn parse(value: &str) -> Option<EventKind> {
        [Self::Note, Self::Stage, Self::Assignment, Self::Reply, Self::FollowUp, Self::Value]
            .into_iter()
            .find(|k| k.as_str() == value)
    }
}

/// Whether a reply reached the mail server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Delivery {
    /// Handed to the sender; being tried (with retries).
    Sending,
    /// The mail server accepted it.
    Sent,
    /// Refused for good, or every try failed: `deliveryError` says what the server said.
    Failed,
}

impl Delivery {
    pub fn as_str(self) -> &'static str {
        match self {
            Delivery::Sending => "sending",
            Delivery::Sent => "sent",
            Delivery::Failed => "failed",
        }
    }

    pub fn parse(value: &str) -> Option<Delivery> {
        [Delivery::Sending, Delivery::Sent, Delivery::Failed].into_iter().find(|d| d.as_str() == value)
    }
}

/// One entry of a lead's timeline. `from` and `to` are the values before and after a change as
/// text (a stage, an account id, a follow-up, a value in cents), null for none.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Event {
    pub id: i64,
    pub kind: EventKind,
    /// The admin's username.
    pub actor: String,
    /// RFC 3339 UTC.
    pub at: String,
    /// A note's text, or a reply's body.
    #[serde(default)]
    pub text: String,
    /// A reply's subject.
    #[serde(default)]
    pub subject: String,
    #[serde(default)]
    pub from: Option<String>,
    #[serde(default)]
    pub to: Option<String>,
    /// A reply's delivery.
    #[serde(default)]
    pub delivery: Option<Delivery>,
    /// What the mail server said when a reply failed.
    #[serde(default)]
    pub delivery_error: String,
}

/// An event about to be written (its id and time come from the database).
#[derive(Debug, Clone, PartialEq)]
pub struct NewEvent {
    pub kind: EventKind,
    pub text: String,
    pub subject: String,
    pub from: Option<String>,
    pub to: Option<String>,
    pub delivery: Option<Delivery>,
}

impl NewEvent {
    pub fn change(kind: EventKind, from: Option<String>, to: Option<String>) -> NewEvent {
        NewEvent { kind, text: String::new(), subject: String::new(), from, to, delivery: None }
    }
}

pub const NOTE: Field = Field::text("text", "Note", 1, 5000);

/// `POST /api/admin/contact-submissions/{id}/notes`.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct NoteInput {
    pub text: Option<String>,
}

impl Declared for NoteInput {
    const RULES: &'static [Field] = &[NOTE];
}

pub const REPLY_SUBJECT: Field = Field::line("subject", "Subject", 1, 200);
pub const REPLY_BODY: Field = Field::text("body", "Message", 1, 10000);

/// `POST /api/admin/contact-submissions/{id}/reply`: plain text, sent as written.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct ReplyInput {
    #[schema(example = "Re: Reels for our cafe")]
    pub subject: Option<String>,
    pub body: Option<String>,
}

impl Declared for ReplyInput {
    const RULES: &'static [Field] = &[REPLY_SUBJECT, REPLY_BODY];
}

/// A checked reply.
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    pub subject: String,
    pub body: String,
}

impl Reply {
    pub fn parse(input: ReplyInput) -> Result<Reply, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let reply = Reply {
            subject: REPLY_SUBJECT.check_text(&mut errors, &input.subject.unwrap_or_default()),
            body: REPLY_BODY.check_text(&mut errors, &input.body.unwrap_or_default()),
        };
        errors.into_result(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_follow_up_is_a_date_or_a_time_in_utc() {
        let mut errors = ValidationErrors::default();
        assert_eq!(follow_up(&mut errors, "2026-12-01").as_deref(), Some("2026-12-01"));
        assert_eq!(
            follow_up(&mut errors, "2026-12-01T09:30:00-05:00").as_deref(),
            Some("2026-12-01T14:30:00Z")
        );
        assert!(errors.is_empty());
        for bad in ["tomorrow", "2026-13-01", "2026-12-1", ""] {
            let mut errors = ValidationErrors::default();
            assert_eq!(follow_up(&mut errors, bad), None, "{bad}");
            assert!(errors.get("followUpAt").is_some(), "{bad}");
        }
        let miami = jiff::tz::TimeZone::get("America/New_York").unwrap();
        let day = follow_up_day("2026-12-02T03:00:00Z", &miami).unwrap();
        assert_eq!(day.to_string(), "2026-12-01", "10 pm the day before in Miami");
    }

    #[test]
    fn an_empty_change_or_a_bad_value_is_named() {
        let errors = Changes::parse(LeadChange::default()).unwrap_err();
        assert_eq!(errors.get("read"), Some("Read must be true or false"));
        let change =
            LeadChange { value: Some(Some(-1)), assignee_id: Some(Some(0)), ..LeadChange::default() };
        let errors = Changes::parse(change).unwrap_err();
        assert!(errors.get("value").is_some() && errors.get("assigneeId").is_some(), "{errors:?}");
        let cleared = LeadChange { value: Some(None), ..LeadChange::default() };
        assert_eq!(Changes::parse(cleared).unwrap().value, Some(None));
    }
}
