//! The SQL of case studies: one per project (its `project_id` is the key), the visible ones with
//! their project for the pages, and writes that keep `body_html` rendered.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::case_studies::{CaseStudy, CaseStudyFields};
use crate::domain::posts::Status;

/// The columns `row` reads, in its order.
macro_rules! columns {
    () => {
        "c.project_id, c.slug, c.status, c.client, c.body_markdown, c.body_html, c.results, c.gallery, c.video, \
         c.seo_title, c.seo_description, c.created_at, c.updated_at, c.version"
    };
}

const SELECT: &str = concat!("select ", columns!(), " from case_studies c");
const SELECT_TRASHED: &str =
    concat!("select ", columns!(), ", c.deleted_at, coalesce(c.deleted_by, '') from case_studies c");

fn row(r: &Row<'_>) -> rusqlite::Result<CaseStudy> {
    // The JSON columns are written only by `save` below, from checked fields.
    Ok(CaseStudy {
        project_id: r.get(0)?,
        slug: r.get(1)?,
        status: Status::parse(&r.get::<_, String>(2)?).unwrap_or(Status::Draft),
        client: r.get(3)?,
        body_markdown: r.get(4)?,
        body_html: r.get(5)?,
        results: serde_json::from_str(&r.get::<_, String>(6)?).unwrap_or_default(),
        gallery: serde_json::from_str(&r.get::<_, String>(7)?).unwrap_or_default(),
        video: r.get(8)?,
        seo_title: r.get(9)?,
        seo_description: r.get(10)?,
        version: r.get(13)?,
        created_at: r.get(11)?,
        updated_at: r.get(12)?,
        translated: None,
    })
}

/// The case study of a project, unless it or its project is in the trash.
pub fn get(conn: &Connection, project_id: i64) -> rusqlite::Result<Option<CaseStudy>> {
    conn.prepare_cached(&format!(
        "{SELECT} join projects p on p.id = c.project_id \
         where c.project_id = ?1 and c.deleted_at is null and p.deleted_at is null"
    ))?
    .query_row([project_id], row)
    .optional()
}

/// Every case study, in the work showcase's order of their projects.
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<CaseStudy>> {
    conn.prepare_cached(&format!(
        "{SELECT} join projects p on p.id = c.project_id where c.deleted_at is null and p.deleted_at is null \
         order by p.position, p.id"
    ))?
    .query_map([], row)?
    .collect()
}

/// What visitors see: published case studies of active projects, in the showcase's order.
pub fn visible(conn: &Connection) -> rusqlite::Result<Vec<CaseStudy>> {
    conn.prepare_cached(&format!(
        "{SELECT} join projects p on p.id = c.project_id \
         where c.status = 'published' and p.is_active and c.deleted_at is null and p.deleted_at is null \
         order by p.position, p.id"
    ))?
    .query_map([], row)?
    .collect()
}

/// Whether another project's case study has `slug`.
pub fn slug_taken(conn: &Connection, slug: &str, project_id: i64) -> rusqlite::Result<bool> {
    conn.prepare_cached("select exists(select 1 from case_studies where slug = ?1 and project_id <> ?2)")?
        .query_row(params![slug, project_id], |r| r.get(0))
}

/// Writes a project's case study (created at version 1, or replaced with its version raised),
/// `html` being its body rendered.
pub fn save(
    conn: &Connection,
    project_id: i64,
    fields: &CaseStudyFields,
    html: &str,
) -> rusqlite::Result<()> {
    let (results, gallery) = json_columns(fields);
    conn.prepare_cached(
        "insert into case_studies (project_id, slug, status, client, body_markdown, body_html, results, \
         gallery, video, seo_title, seo_description) values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) \
         on conflict (project_id) do update set slug = excluded.slug, status = excluded.status, \
         client = excluded.client, body_markdown = excluded.body_markdown, body_html = excluded.body_html, \
         results = excluded.results, gallery = excluded.gallery, video = excluded.video, \
         seo_title = excluded.seo_title, seo_description = excluded.seo_description, \
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1, \
         deleted_at = null, deleted_by = null",
    )?
    .execute(params![
        project_id,
        fields.slug,
        fields.status.as_str(),
        fields.client,
        fields.body_markdown,
        html,
        results,
        gallery,
        fields.video,
        fields.seo_title,
        fields.seo_description
    ])?;
    Ok(())
}

/// Writes an exported case study with its times and version (`import`).
pub fn restore(
    conn: &Connection,
    (project_id, version): (i64, i64),
    fields: &CaseStudyFields,
    html: &str,
    (created_at, updated_at): (&str, &str),
) -> rusqlite::Result<()> {
    save(conn, project_id, fields, html)?;
    conn.prepare_cached(
        "update case_studies set created_at = ?2, updated_at = ?3, version = ?4 where project_id = ?1",
    )?
    .execute(params![project_id, created_at, updated_at, version])?;
    Ok(())
}

/// Moves a project's case study to the trash, as deleted by `actor`; false when it had none.
pub fn trash(conn: &Connection, project_id: i64, actor: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update case_studies set deleted_at = ?2, deleted_by = ?3 where project_id = ?1 and deleted_at is null",
        params![project_id, crate::db::now(), actor],
    )? > 0)
}

/// The case studies in the trash, each with when and by whom it was deleted.
pub fn trashed(conn: &Connection) -> rusqlite::Result<Vec<(CaseStudy, String, String)>> {
    conn.prepare(&format!("{SELECT_TRASHED} where c.deleted_at is not null order by c.deleted_at desc"))?
        .query_map([], |r| Ok((row(r)?, r.get(14)?, r.get(15)?)))?
        .collect()
}

/// Takes a project's case study out of the trash, its version raised; false when it is not there.
pub fn untrash(conn: &Connection, project_id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update case_studies set deleted_at = null, deleted_by = null, version = version + 1 \
         where project_id = ?1 and deleted_at is not null",
        [project_id],
    )? > 0)
}

/// Deletes for good the case studies put in the trash before `before`; their projects' ids.
pub fn purge(conn: &Connection, before: &str) -> rusqlite::Result<Vec<i64>> {
    conn.prepare("delete from case_studies where deleted_at < ?1 returning project_id")?
        .query_map([before], |r| r.get(0))?
        .collect()
}

fn json_columns(fields: &CaseStudyFields) -> (String, String) {
    // Vectors of plain strings: serializing them cannot fail.
    (
        serde_json::to_string(&fields.results).unwrap_or_else(|_| "[]".into()),
        serde_json::to_string(&fields.gallery).unwrap_or_else(|_| "[]".into()),
    )
}
