//! The SQL of leads (docs/DESIGN.md, "Leads"): an admin's change of an inquiry's stage, owner,
//! follow-up and value, its timeline (`lead_events`), and the sums of the summary and dashboard.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::contact::Submission;
use crate::domain::leads::{Delivery, Event, EventKind, NewEvent, Status};

/// Stores what an admin may change of a lead, at the version `s` carries.
pub fn save(conn: &Connection, s: &Submission) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "update contact_submissions set read = ?2, status = ?3, assignee_id = ?4, follow_up_at = ?5,
             value = ?6, version = ?7
         where id = ?1",
    )?
    .execute(params![
        s.id,
        s.read,
        s.status.as_str(),
        s.assignee_id,
        s.follow_up_at,
        s.value,
        s.version
    ])?;
    Ok(())
}

const EVENT_COLUMNS: &str =
    "id, kind, actor, at, text, subject, from_value, to_value, delivery, delivery_error";

fn event(r: &Row<'_>) -> rusqlite::Result<Event> {
    let kind: String = r.get(1)?;
    let delivery: Option<String> = r.get(8)?;
    Ok(Event {
        id: r.get(0)?,
        // The table's check holds the kinds to these.
        kind: EventKind::parse(&kind).unwrap_or(EventKind::Note),
        actor: r.get(2)?,
        at: r.get(3)?,
        text: r.get(4)?,
        subject: r.get(5)?,
        from: r.get(6)?,
        to: r.get(7)?,
        delivery: delivery.as_deref().and_then(Delivery::parse),
        delivery_error: r.get(9)?,
    })
}

/// Appends an entry to the lead's timeline, made by `actor` now.
pub fn record(conn: &Connection, inquiry: i64, actor: &str, e: &NewEvent) -> rusqlite::Result<Event> {
    let mut stmt = conn.prepare_cached(&format!(
        "insert into lead_events (inquiry_id, kind, actor, at, text, subject, from_value, to_value, delivery)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) returning {EVENT_COLUMNS}"
    ))?;
    let delivery = e.delivery.map(Delivery::as_str);
    stmt.query_row(
        params![inquiry, e.kind.as_str(), actor, super::now(), e.text, e.subject, e.from, e.to, delivery],
        event,
    )
}

/// A lead's timeline, oldest first.
pub fn timeline(conn: &Connection, inquiry: i64) -> rusqlite::Result<Vec<Event>> {
    let mut stmt = conn.prepare_cached(&format!(
        "select {EVENT_COLUMNS} from lead_events where inquiry_id = ?1 order by id"
    ))?;
    let rows = stmt.query_map([inquiry], event)?;
    rows.collect()
}

/// Says how a reply's sending ended.
pub fn set_delivery(conn: &Connection, event: i64, delivery: Delivery, error: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("update lead_events set delivery = ?2, delivery_error = ?3 where id = ?1")?
        .execute(params![event, delivery.as_str(), error])?;
    Ok(())
}

/// Replies a stopped server left sending: they are not being tried any more.
pub fn fail_unsent(conn: &Connection, error: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "update lead_events set delivery = 'failed', delivery_error = ?1 where delivery = 'sending'",
    )?
    .execute([error])
}

/// Puts back an exported entry, with its id and time.
pub fn restore(conn: &Connection, inquiry: i64, e: &Event) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "insert into lead_events (id, inquiry_id, kind, actor, at, text, subject, from_value, to_value,
             delivery, delivery_error)
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        e.id,
        inquiry,
        e.kind.as_str(),
        e.actor,
        e.at,
        e.text,
        e.subject,
        e.from,
        e.to,
        e.delivery.map(Delivery::as_str),
        e.delivery_error
    ])?;
    Ok(())
}

/// Whether `id` names an account now.
pub fn account_exists(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.query_row("select 1 from users where id = ?1", [id], |_| Ok(())).optional()?.is_some())
}

/// The accounts by id, for naming owners (`id`, `username`).
pub fn accounts(conn: &Connection) -> rusqlite::Result<Vec<(i64, String)>> {
    let mut stmt = conn.prepare_cached("select id, username from users order by username collate nocase")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    rows.collect()
}

/// Per stage: how many leads arrived since `from` (RFC 3339 UTC) and the sum of their values.
pub fn by_stage(conn: &Connection, from: &str) -> rusqlite::Result<Vec<(Status, i64, i64)>> {
    let mut stmt = conn.prepare_cached(
        "select status, count(*), coalesce(sum(value), 0) from contact_submissions
         where created_at >= ?1 group by status",
    )?;
    let rows = stmt.query_map([from], |r| {
        let status: String = r.get(0)?;
        Ok((Status::parse(&status).unwrap_or(Status::New), r.get(1)?, r.get(2)?))
    })?;
    rows.collect()
}

/// A source as the summary groups leads: UTM source, medium and campaign, the referrer's host;
/// with how many leads since `from` (spam left out), how many of them were won, and their value.
pub struct SourceRow {
    pub utm_source: String,
    pub utm_medium: String,
    pub utm_campaign: String,
    pub referrer: String,
    pub inquiries: i64,
    pub won: i64,
    pub won_value: i64,
}

pub fn by_source(conn: &Connection, from: &str) -> rusqlite::Result<Vec<SourceRow>> {
    let mut stmt = conn.prepare_cached(
        "select source_utm_source, source_utm_medium, source_utm_campaign, source_referrer, count(*),
             sum(status = 'won'), coalesce(sum(iif(status = 'won', value, 0)), 0)
         from contact_submissions where created_at >= ?1 and status <> 'spam'
         group by 1, 2, 3, 4",
    )?;
    let rows = stmt.query_map([from], |r| {
        Ok(SourceRow {
            utm_source: r.get(0)?,
            utm_medium: r.get(1)?,
            utm_campaign: r.get(2)?,
            referrer: r.get(3)?,
            inquiries: r.get(4)?,
            won: r.get(5)?,
            won_value: r.get(6)?,
        })
    })?;
    rows.collect()
}

/// An open lead with a follow-up: id, name, subject, stage, owner, follow-up.
pub struct FollowUpRow {
    pub id: i64,
    pub name: String,
    pub subject: String,
    pub status: Status,
    pub assignee_id: Option<i64>,
    pub follow_up_at: String,
}

/// Open leads whose follow-up is before `before` (a date: every follow-up of that day or earlier,
/// a few hours' more where the site's zone is behind UTC, which the caller sorts out), earliest first.
pub fn follow_ups_before(conn: &Connection, before: &str) -> rusqlite::Result<Vec<FollowUpRow>> {
    let mut stmt = conn.prepare_cached(
        "select id, name, subject, status, assignee_id, follow_up_at from contact_submissions
         where follow_up_at is not null and follow_up_at < ?1
             and status in ('new', 'contacted', 'proposal')
         order by follow_up_at, id",
    )?;
    let rows = stmt.query_map([before], |r| {
        let status: String = r.get(3)?;
        Ok(FollowUpRow {
            id: r.get(0)?,
            name: r.get(1)?,
            subject: r.get(2)?,
            status: Status::parse(&status).unwrap_or(Status::New),
            assignee_id: r.get(4)?,
            follow_up_at: r.get(5)?,
        })
    })?;
    rows.collect()
}

/// The open leads (new, contacted, proposal) and the sum of their values.
pub fn open_pipeline(conn: &Connection) -> rusqlite::Result<(i64, i64)> {
    conn.prepare_cached(
        "select count(*), coalesce(sum(value), 0) from contact_submissions
         where status in ('new', 'contacted', 'proposal')",
    )?
    .query_row([], |r| Ok((r.get(0)?, r.get(1)?)))
}
