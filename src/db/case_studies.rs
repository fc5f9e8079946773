//! The SQL of case studies: one per project (its `project_id` is the key), the visible ones with
//! their project for the pages, and writes that keep `body_html` rendered.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::case_studies::{CaseStudy, CaseStudyFields};
use crate::domain::posts::Status;

const SELECT: &str = "select c.project_id, c.slug, c.status, c.client, c.body_markdown, c.body_html, c.results, \
     c.gallery, c.video, c.seo_title, c.seo_description, c.created_at, c.updated_at, c.version from case_studies c";

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
    })
}

/// The case study of a project.
pub fn get(conn: &Connection, project_id: i64) -> rusqlite::Result<Option<CaseStudy>> {
    conn.prepare_cached(&format!("{SELECT} where c.project_id = ?1"))?.query_row([project_id], row).optional()
}

/// Every case study, in the work showcase's order of their projects.
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<CaseStudy>> {
    conn.prepare_cached(&format!(
        "{SELECT} join projects p on p.id = c.project_id order by p.position, p.id"
    ))?
    .query_map([], row)?
    .collect()
}

/// What visitors see: published case studies of active projects, in the showcase's order.
pub fn visible(conn: &Connection) -> rusqlite::Result<Vec<CaseStudy>> {
    conn.prepare_cached(&format!(
        "{SELECT} join projects p on p.id = c.project_id \
         where c.status = 'published' and p.is_active order by p.position, p.id"
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
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), version = version + 1",
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

/// Deletes a project's case study; false when it had none.
pub fn delete(conn: &Connection, project_id: i64) -> rusqlite::Result<bool> {
    Ok(conn.prepare_cached("delete from case_studies where project_id = ?1")?.execute([project_id])? > 0)
}

fn json_columns(fields: &CaseStudyFields) -> (String, String) {
    // Vectors of plain strings: serializing them cannot fail.
    (
        serde_json::to_string(&fields.results).unwrap_or_else(|_| "[]".into()),
        serde_json::to_string(&fields.gallery).unwrap_or_else(|_| "[]".into()),
    )
}
