//! Writing a checked export: one transaction replaces the data, so an import happens completely
//! or not at all.

use rusqlite::Connection;

use super::Plan;
use crate::db::content::{self as content_table, ContentTable};
use crate::db::{self};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::content::Item;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::media::store;
use crate::ops::OpsError;

/// Writes a checked export in one transaction. Without `replace` the database must hold no
/// admins, inquiries or visits yet (the default content of a new site does not count).
pub fn apply(conn: &mut Connection, plan: &Plan, replace: bool) -> Result<(), OpsError> {
    let failed =
        |err: rusqlite::Error| OpsError::Runtime(anyhow::Error::new(err).context("nothing was imported"));
    write(conn, plan, replace).map_err(|err| match err {
        WriteError::NotEmpty(message) => OpsError::Usage(message),
        WriteError::Database(err) => failed(err),
    })
}

enum WriteError {
    /// The database holds data a person made and `--replace` was not given.
    NotEmpty(String),
    Database(rusqlite::Error),
}

impl From<rusqlite::Error> for WriteError {
    fn from(err: rusqlite::Error) -> Self {
        WriteError::Database(err)
    }
}

fn write(conn: &mut Connection, plan: &Plan, replace: bool) -> Result<(), WriteError> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    if !replace {
        let (users, inquiries, visits) =
            (db::users::count(&tx)?, db::contact::count(&tx)?, db::visits::count(&tx)?);
        if users + inquiries + visits > 0 {
            return Err(WriteError::NotEmpty(format!(
                "The database already holds data ({users} admins, {inquiries} inquiries, {visits} visits): \
                 pass --replace to overwrite it with the export."
            )));
        }
    }
    db::contact::clear(&tx)?;
    clear_content(&tx)?;
    db::users::clear(&tx)?;
    for (key, value) in &plan.settings {
        db::settings::set(&tx, key, value)?;
    }
    for user in &plan.users {
        db::users::restore(&tx, user)?;
    }
    for (id, hashes) in &plan.recovery_codes {
        db::users::replace_recovery_codes(&tx, *id, hashes)?;
    }
    for (id, generation) in &plan.generations {
        db::users::set_session_version(&tx, *id, *generation)?;
    }
    db::users::keep_ids_above(&tx, plan.last_user_id)?;
    restore(&tx, &plan.services)?;
    restore(&tx, &plan.projects)?;
    restore(&tx, &plan.testimonials)?;
    restore(&tx, &plan.client_logos)?;
    for (submission, timeline) in &plan.submissions {
        db::contact::restore(&tx, submission)?;
        for event in timeline {
            db::leads::restore(&tx, submission.id, event)?;
        }
    }
    db::visits::restore(&tx, plan.visit_total, &plan.visit_days, &plan.visit_stats)?;
    if plan.posts.is_some() {
        db::posts::clear(&tx)?;
    }
    for p in plan.posts.iter().flatten() {
        let html = crate::markdown::render(&p.fields.body_markdown);
        let body =
            db::posts::Body { html: &html, read_time: crate::markdown::read_time(&p.fields.body_markdown) };
        db::posts::restore(
            &tx,
            (p.id, p.version),
            &p.fields,
            &body,
            (&p.created_at, &p.updated_at),
            &p.old_slugs,
        )?;
    }
    // Their projects were cleared above, and the case studies with them.
    for c in &plan.case_studies {
        let html = crate::markdown::render(&c.fields.body_markdown);
        db::case_studies::restore(
            &tx,
            (c.project_id, c.version),
            &c.fields,
            &html,
            (&c.created_at, &c.updated_at),
        )?;
    }
    // The texts in other languages go with the content they translate (none in an export made
    // before the site had languages, whose content had none).
    db::translations::replace(&tx, &plan.translations)?;
    if let Some(content) = &plan.site_content {
        db::site_content::clear(&tx)?;
        for (key, json) in content.rows() {
            db::site_content::set(&tx, key, &json)?;
        }
    }
    let mut ids = Vec::with_capacity(plan.media.len());
    for m in &plan.media {
        let new = store::new_media(&m.processed, &m.hash, &m.name, &m.alt, None, Some(&m.created_at));
        ids.push(db::media::insert(&tx, &new)?);
    }
    for (id, m) in ids.iter().zip(&plan.media) {
        if let Some(poster) = &m.poster {
            db::media::set_poster(&tx, *id, poster)?;
        }
    }
    tx.commit()?;
    Ok(())
}

fn clear_content(conn: &Connection) -> rusqlite::Result<()> {
    db::media::clear(conn)?;
    content_table::clear::<ServiceFields>(conn)?;
    content_table::clear::<ProjectFields>(conn)?;
    content_table::clear::<TestimonialFields>(conn)?;
    content_table::clear::<ClientLogoFields>(conn)
}

fn restore<F: ContentTable>(conn: &Connection, items: &[Item<F>]) -> rusqlite::Result<()> {
    items.iter().try_for_each(|item| content_table::restore(conn, item))
}
