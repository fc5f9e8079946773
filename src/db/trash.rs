//! The trash across its kinds: what is in it (each table keeps its own rows, marked), and the
//! purge of what has been there for `domain::trash::KEEP_DAYS`.

use rusqlite::Connection;

use crate::db::content::{self, ContentTable};
use crate::db::{case_studies, media, posts};
use crate::domain::client_logos::ClientLogoFields;
use crate::domain::projects::ProjectFields;
use crate::domain::services::ServiceFields;
use crate::domain::testimonials::TestimonialFields;
use crate::domain::trash::{KEEP_DAYS, Trashed};

/// Everything in the trash, the most recently deleted first.
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<Trashed>> {
    let mut items = Vec::new();
    kind::<ServiceFields>(conn, &mut items)?;
    kind::<ProjectFields>(conn, &mut items)?;
    kind::<TestimonialFields>(conn, &mut items)?;
    kind::<ClientLogoFields>(conn, &mut items)?;
    for (post, at, by) in posts::trashed(conn)? {
        items.push(Trashed::new("post", post.id, post.title, at, by));
    }
    for (study, at, by) in case_studies::trashed(conn)? {
        let project = content::title_of::<ProjectFields>(conn, study.project_id)?.unwrap_or(study.slug);
        items.push(Trashed::new(
            "caseStudy",
            study.project_id,
            format!("The case study of “{project}”"),
            at,
            by,
        ));
    }
    for (item, at, by) in media::trashed(conn)? {
        items.push(Trashed::new("media", item.id, item.name, at, by));
    }
    items.sort_by(|a, b| b.deleted_at.cmp(&a.deleted_at));
    Ok(items)
}

fn kind<F: ContentTable>(conn: &Connection, items: &mut Vec<Trashed>) -> rusqlite::Result<()> {
    for (item, at, by) in content::trashed::<F>(conn)? {
        items.push(Trashed::new(F::ONE, item.id, item.fields.label().to_owned(), at, by));
    }
    Ok(())
}

/// Deletes for good what has been in the trash for `KEEP_DAYS`, media last (an item purged may
/// have been the last to use one); how each is named, for the activity log.
pub fn purge(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let before: String = conn.query_row(
        "select strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ?1 || ' days')",
        [KEEP_DAYS],
        |r| r.get(0),
    )?;
    let mut purged = Vec::new();
    purge_kind::<ServiceFields>(conn, &before, &mut purged)?;
    purge_kind::<ProjectFields>(conn, &before, &mut purged)?;
    purge_kind::<TestimonialFields>(conn, &before, &mut purged)?;
    purge_kind::<ClientLogoFields>(conn, &before, &mut purged)?;
    purged.extend(posts::purge(conn, &before)?.into_iter().map(|title| format!("Article “{title}”")));
    purged.extend(
        case_studies::purge(conn, &before)?.into_iter().map(|id| format!("the case study of project {id}")),
    );
    purged.extend(
        media::purge(conn, &before)?.into_iter().map(|name| format!("“{name}” of the media library")),
    );
    Ok(purged)
}

fn purge_kind<F: ContentTable>(
    conn: &Connection,
    before: &str,
    purged: &mut Vec<String>,
) -> rusqlite::Result<()> {
    purged.extend(content::purge::<F>(conn, before)?.iter().map(|item| item.fields.subject()));
    Ok(())
}
