//! The media library's trash: what uses an item (which keeps it from the trash, and from being
//! purged), putting it there and taking it back, and the hourly purge of what is past 30 days.

use rusqlite::{Connection, OptionalExtension, params};

use super::{Deleted, TRASHED, row};
use crate::domain::media::Media;

/// Moves an item to the trash, as deleted by `actor`, unless something uses it (something in the
/// trash too: it may come back). Its files stop being served.
pub fn trash(conn: &Connection, id: i64, actor: &str) -> rusqlite::Result<Deleted> {
    let Some(hash) = conn
        .query_row("select hash from media where id = ?1 and deleted_at is null", [id], |r| {
            r.get::<_, String>(0)
        })
        .optional()?
    else {
        return Ok(Deleted::NotFound);
    };
    let users = used_by(conn, id, &hash)?;
    if !users.is_empty() {
        return Ok(Deleted::InUse(users));
    }
    conn.execute(
        "update media set deleted_at = ?2, deleted_by = ?3 where id = ?1",
        params![id, crate::db::now(), actor],
    )?;
    let names = conn
        .prepare("select name from media_files where media_id = ?1")?
        .query_map([id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Deleted::Files(names))
}

/// The items in the trash, each with when and by whom it was deleted.
pub fn trashed(conn: &Connection) -> rusqlite::Result<Vec<(Media, String, String)>> {
    conn.prepare(TRASHED)?.query_map([], |r| Ok((row(r)?.0, r.get(14)?, r.get(15)?)))?.collect()
}

/// Takes an item out of the trash, its version raised; false when it is not there.
pub fn untrash(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update media set deleted_at = null, deleted_by = null, version = version + 1 \
         where id = ?1 and deleted_at is not null",
        [id],
    )? > 0)
}

/// The same file uploaded again while its item is in the trash brings the item back.
pub fn untrash_hash(conn: &Connection, hash: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update media set deleted_at = null, deleted_by = null, version = version + 1 \
         where hash = ?1 and deleted_at is not null",
        [hash],
    )? > 0)
}

/// Deletes for good the items put in the trash before `before` that nothing uses any more (an
/// item in the trash may still be used by another there, which could come back); their names.
pub fn purge(conn: &Connection, before: &str) -> rusqlite::Result<Vec<String>> {
    let due: Vec<(i64, String, String)> = conn
        .prepare("select id, hash, name from media where deleted_at < ?1")?
        .query_map([before], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut purged = Vec::new();
    for (id, hash, name) in due {
        if used_by(conn, id, &hash)?.is_empty() {
            delete(conn, id)?;
            purged.push(name);
        }
    }
    Ok(purged)
}

/// Deletes an item and its files for good.
fn delete(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    conn.execute(
        "delete from media_chunks where file_id in (select id from media_files where media_id = ?1)",
        [id],
    )?;
    conn.execute("delete from media_files where media_id = ?1", [id])?;
    conn.execute("delete from media where id = ?1", [id])?;
    Ok(())
}

/// Everything that shows the item, named as a person would. Any address holding the item's
/// prefix counts (the original, a variant, or the same on the site's full URL), in any language's
/// row of site content. Site content's defaults name no library item, so stored rows are all.
pub fn used_by(conn: &Connection, id: i64, hash: &str) -> rusqlite::Result<Vec<String>> {
    let needle = format!("/media/{}", crate::media::address_prefix(hash));
    let mut stmt = conn.prepare_cached(
        "select 'Project “' || title || '”' || iif(deleted_at is null, '', ' (in the trash)') from projects \
           where instr(image, ?1) > 0 \
         union all select 'Testimonial by ' || name || iif(deleted_at is null, '', ' (in the trash)') \
           from testimonials where instr(avatar, ?1) > 0 \
         union all select 'Client logo “' || alt || '”' || iif(deleted_at is null, '', ' (in the trash)') \
           from client_logos where instr(src, ?1) > 0 \
         union all select 'Poster of the video “' || alt || '”' || iif(deleted_at is null, '', ' (in the trash)') \
           from media where poster_id = ?2 \
         union all select 'Article “' || title || '”' || iif(deleted_at is null, '', ' (in the trash)') from posts \
           where instr(coalesce(cover_image, ''), ?1) > 0 or instr(body_markdown, ?1) > 0 \
         union all select 'Case study of “' || p.title || '”' || iif(c.deleted_at is null, '', ' (in the trash)') \
           from case_studies c join projects p on p.id = c.project_id \
           where instr(c.gallery, ?1) > 0 or instr(coalesce(c.video, ''), ?1) > 0 or instr(c.body_markdown, ?1) > 0 \
         union all select 'Site Content: ' || case section when 'faq' then 'FAQ' when 'cta' then 'Call to action' \
           else upper(substr(section, 1, 1)) || substr(section, 2) end \
           from site_content where section <> 'legal' and instr(value, ?1) > 0 \
         union all select 'Privacy Policy' from site_content \
           where section = 'legal' and instr(coalesce(value ->> '$.privacyMarkdown', ''), ?1) > 0 \
         union all select 'Terms of Service' from site_content \
           where section = 'legal' and instr(coalesce(value ->> '$.termsMarkdown', ''), ?1) > 0",
    )?;
    stmt.query_map(params![needle, id], |r| r.get(0))?.collect()
}
