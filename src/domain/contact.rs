//! A contact inquiry from the public form (docs/PRODUCT.md §3; rules in §5).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::languages::Languages;
use crate::domain::lead_source::{Source, SourceInput};
use crate::domain::leads::{Changes, EventKind, NewEvent, Spam, Status};
use crate::domain::rules::{Declared, Field};
use crate::domain::validation::ValidationErrors;

/// A stored inquiry as admins see it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    pub read: bool,
    /// Raised by each change (`api::versions`).
    pub version: i64,
    pub created_at: String,
    /// The language of the page it was sent from (`es`): the one to answer in.
    #[schema(example = "es")]
    pub lang: String,
    /// Its stage in the pipeline (docs/DESIGN.md, "Leads"); `read` is apart from it.
    pub status: Status,
    /// The admin the lead is assigned to (an account id, never given to another account).
    pub assignee_id: Option<i64>,
    /// A date (`2026-12-01`) or an RFC 3339 UTC time.
    #[schema(example = "2026-12-01")]
    pub follow_up_at: Option<String>,
    /// The deal's expected value, in cents.
    #[schema(example = 250000)]
    pub value: Option<i64>,
    pub source: Source,
    pub spam: Spam,
}

impl Submission {
    /// The lead as `changes` leave it, and the timeline entries they make (docs/DESIGN.md,
    /// "Leads"): one per field that changed. Its version is raised when anything changed.
    pub fn apply(&self, changes: &Changes) -> (Submission, Vec<NewEvent>) {
        let mut next = self.clone();
        let mut events = Vec::new();
        let text = |v: Option<i64>| v.map(|v| v.to_string());
        if let Some(status) = changes.status.filter(|s| *s != self.status) {
            let (from, to) = (Some(self.status.as_str().to_owned()), Some(status.as_str().to_owned()));
            events.push(NewEvent::change(EventKind::Stage, from, to));
            next.status = status;
        }
        if let Some(assignee) = changes.assignee_id.filter(|a| *a != self.assignee_id) {
            events.push(NewEvent::change(EventKind::Assignment, text(self.assignee_id), text(assignee)));
            next.assignee_id = assignee;
        }
        if let Some(follow_up) = changes.follow_up_at.as_ref().filter(|f| **f != self.follow_up_at) {
            events.push(NewEvent::change(EventKind::FollowUp, self.follow_up_at.clone(), follow_up.clone()));
            next.follow_up_at = follow_up.clone();
        }
        if let Some(value) = changes.value.filter(|v| *v != self.value) {
            events.push(NewEvent::change(EventKind::Value, text(self.value), text(value)));
            next.value = value;
        }
        if let Some(read) = changes.read {
            next.read = read;
        }
        if next.read != self.read || !events.is_empty() {
            next.version += 1;
        }
        (next, events)
    }

    /// What the activity log says a change did: `stage new → won, value 2500.00`.
    pub fn described(events: &[NewEvent]) -> String {
        let none = || "none".to_owned();
        let parts: Vec<String> = events
            .iter()
            .map(|e| {
                let (from, to) = (e.from.clone().unwrap_or_else(none), e.to.clone().unwrap_or_else(none));
                format!("{} {from} → {to}", e.kind.as_str())
            })
            .collect();
        parts.join(", ")
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactInput {
    pub name: Option<String>,
    #[schema(example = "ana@example.com")]
    pub email: Option<String>,
    pub subject: Option<String>,
    pub message: Option<String>,
    /// The honeypot: hidden from people, filled in by bots.
    pub website: Option<String>,
    /// The language of the page the form was sent from; the site's default language when absent.
    #[schema(example = "es")]
    pub lang: Option<String>,
    /// The visit that led to the inquiry, as the site kept it (cleaned, never refused).
    pub source: Option<SourceInput>,
    /// The signed time the form was shown (`GET /api/contact/form-token`), for the spam check.
    #[schema(max_length = 200)]
    pub form_token: Option<String>,
}

const NAME: Field = Field::text("name", "Name", 2, 100);
const EMAIL: Field = Field::email("email", "Email").missing_says("Please enter a valid email address");
const SUBJECT: Field = Field::text("subject", "Subject", 4, 200);
const MESSAGE: Field = Field::text("message", "Message", 10, 5000);

impl Declared for ContactInput {
    const RULES: &'static [Field] = &[NAME, EMAIL, SUBJECT, MESSAGE];
}

impl ContactInput {
    pub fn is_bot(&self) -> bool {
        self.website.as_deref().is_some_and(|w| !w.trim().is_empty())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct ContactMessage {
    pub name: String,
    pub email: String,
    pub subject: String,
    pub message: String,
    /// None: the site's default language (`ContactMessage::in_language` checks it is one).
    pub lang: Option<String>,
    /// Filled in by the API (`ContactMessage::from_visit`) or an import; none from `parse`.
    pub source: Source,
    pub status: Status,
    pub spam: Spam,
}

impl ContactMessage {
    pub fn parse(input: ContactInput) -> Result<ContactMessage, ValidationErrors> {
        let mut errors = ValidationErrors::default();
        let message = ContactMessage {
            name: NAME.check_text(&mut errors, &input.name.unwrap_or_default()),
            email: EMAIL.check_email(&mut errors, &input.email.unwrap_or_default()),
            subject: SUBJECT.check_text(&mut errors, &input.subject.unwrap_or_default()),
            message: MESSAGE.check_text(&mut errors, &input.message.unwrap_or_default()),
            lang: input.lang.map(|lang| lang.trim().to_owned()).filter(|lang| !lang.is_empty()),
            source: Source::default(),
            status: Status::New,
            spam: Spam::default(),
        };
        if message
            .lang
            .as_deref()
            .is_some_and(|l| !(2..=3).contains(&l.len()) || !l.bytes().all(|b| b.is_ascii_lowercase()))
        {
            errors.add("lang", "Lang must be a language code such as es");
        }
        errors.into_result(message)
    }

    /// The message's language, one of the site's `languages` (the default when it names none).
    pub fn in_language(mut self, languages: &Languages) -> Result<ContactMessage, ValidationErrors> {
        match self.lang.as_deref() {
            None => self.lang = Some(languages.default_language().to_owned()),
            Some(lang) if !languages.speaks(lang) => return Err(languages.unknown(lang)),
            Some(_) => {}
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_has_the_spec_message() {
        let errors = ContactMessage::parse(ContactInput::default()).unwrap_err();
        assert_eq!(errors.get("name"), Some("Name must be at least 2 characters"));
        assert_eq!(errors.get("email"), Some("Please enter a valid email address"));
        assert_eq!(errors.get("subject"), Some("Subject must be at least 4 characters"));
        assert_eq!(errors.get("message"), Some("Message must be at least 10 characters"));
    }

    #[test]
    fn a_filled_honeypot_marks_a_bot() {
        assert!(ContactInput { website: Some("http://spam".into()), ..Default::default() }.is_bot());
        assert!(!ContactInput { website: Some("  ".into()), ..Default::default() }.is_bot());
    }
}
