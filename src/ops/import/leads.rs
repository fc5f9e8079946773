//! The inquiries of an export, as leads (docs/DESIGN.md, "Leads"): each through the contact
//! form's own parser, its stage, owner, follow-up, value, source and spam verdict through the
//! leads' rules, and its timeline. An export made before leads gives new leads of no known source.

use std::collections::HashSet;

use serde::Deserialize;
use serde_json::Value;

use super::records::{self, record, typed};
use crate::domain::contact::{ContactMessage, Submission};
use crate::domain::lead_source::{Source, SourceInput};
use crate::domain::leads::{Event, Spam, Status, VALUE, follow_up};
use crate::domain::validation::ValidationErrors;

/// What a lead adds to an inquiry's record; each absent in older exports.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LeadFields {
    #[serde(default)]
    read: bool,
    status: Option<String>,
    assignee_id: Option<i64>,
    follow_up_at: Option<String>,
    value: Option<i64>,
    source: Option<SourceInput>,
    #[serde(default)]
    spam: Spam,
    #[serde(default)]
    timeline: Vec<Event>,
}

/// The inquiries and their timelines, ids (of both) unique.
pub fn submissions(values: &[Value]) -> Result<Vec<(Submission, Vec<Event>)>, String> {
    let mut out = Vec::with_capacity(values.len());
    let mut event_ids = HashSet::new();
    for (i, value) in values.iter().enumerate() {
        let at = format!("contactSubmissions[{i}]");
        let (meta, message) = record(value, &at, ContactMessage::parse)?;
        let lead: LeadFields = typed(value, &at)?;
        let status = match lead.status.as_deref() {
            None => Status::New,
            Some(status) => {
                Status::parse(status).ok_or_else(|| format!("{at}.status: {}", Status::unknown()))?
            }
        };
        let mut errors = ValidationErrors::default();
        let follow_up_at = lead.follow_up_at.and_then(|f| follow_up(&mut errors, &f));
        if let Some(value) = lead.value {
            VALUE.check_number(&mut errors, value);
        }
        if lead.assignee_id.is_some_and(|id| id < 1) {
            errors.add("assigneeId", "Assignee must be an admin's id, or null");
        }
        errors.into_result(()).map_err(|e| format!("{at}: {e}"))?;
        for event in &lead.timeline {
            if !event_ids.insert(event.id) || event.id < 1 {
                return Err(format!("{at}.timeline: the entry id {} is not a new positive id", event.id));
            }
        }
        let spam = Spam {
            score: lead.spam.score,
            reasons: lead.spam.reasons.into_iter().take(20).map(|r| r.chars().take(200).collect()).collect(),
        };
        let submission = Submission {
            version: records::version(meta.version, &at)?,
            id: meta.id,
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
            read: lead.read,
            created_at: meta.created_at,
            // An inquiry exported before the site had languages came from the English site.
            lang: message.lang.unwrap_or_else(|| "en".to_owned()),
            status,
            assignee_id: lead.assignee_id,
            follow_up_at,
            value: lead.value,
            // What was stored was cleaned then; cleaning again keeps it and holds an edited file to it.
            source: Source::clean(lead.source, None, None),
            spam,
        };
        out.push((submission, lead.timeline));
    }
    records::unique(&out, "contactSubmissions", "id", |(s, _)| s.id.to_string())?;
    Ok(out)
}
