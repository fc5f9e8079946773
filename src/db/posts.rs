//! The SQL of blog posts: lists for visitors (published and due, newest first, by page and
//! category) and for admins (any status, searched), one post by id or slug, the slugs a post had
//! before (answering 301), and writes that keep `body_html` rendered.

use rusqlite::types::ToSql;
use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::posts::{Post, PostFields, Status};
use crate::domain::slugs::slugify;

/// The columns `row` reads, in its order.
macro_rules! columns {
    () => {
        "id, slug, title, excerpt, body_markdown, coalesce(body_html, ''), category, author, cover_image, \
         status, published_at, seo_title, seo_description, created_at, updated_at, read_time, version"
    };
}

/// Posts not in the trash: what every read but the trash's starts from.
const SELECT: &str = concat!("select ", columns!(), " from posts where deleted_at is null");
const TRASHED: &str = concat!(
    "select ",
    columns!(),
    ", deleted_at, coalesce(deleted_by, '') from posts where deleted_at is not null order by deleted_at desc"
);

/// A body as rendered for the pages: its HTML and its reading time.
pub struct Body<'a> {
    pub html: &'a str,
    pub read_time: u32,
}

fn row(r: &Row<'_>) -> rusqlite::Result<Post> {
    let category: String = r.get(6)?;
    Ok(Post {
        id: r.get(0)?,
        slug: r.get(1)?,
        title: r.get(2)?,
        excerpt: r.get(3)?,
        read_time: r.get(15)?,
        body_markdown: r.get(4)?,
        body_html: r.get(5)?,
        category_slug: slugify(&category),
        category,
        author: r.get(7)?,
        cover_image: r.get(8)?,
        status: Status::parse(&r.get::<_, String>(9)?).unwrap_or(Status::Draft),
        published_at: r.get(10)?,
        seo_title: r.get(11)?,
        seo_description: r.get(12)?,
        version: r.get(16)?,
        created_at: r.get(13)?,
        updated_at: r.get(14)?,
        alternates: None,
        translated: None,
    })
}

/// What a list shows: visitors see published posts whose time has come.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    /// Visitors' view at this time (RFC 3339 UTC); None: an admin's view of every post.
    pub visible_at: Option<String>,
    /// `draft`, `scheduled` or `published` (admins).
    pub status: Option<String>,
    /// A category's slug.
    pub category: Option<String>,
    /// Words of the title or excerpt (admins).
    pub query: Option<String>,
}

/// Newest first (by publication, then creation); the page and how many match.
pub fn list(
    conn: &Connection,
    filter: &Filter,
    limit: i64,
    offset: i64,
) -> rusqlite::Result<(Vec<Post>, i64)> {
    let mut matching: Vec<Post> = {
        let mut stmt = conn.prepare_cached(&format!(
            "{SELECT} and (?1 is null or (status = 'published' and published_at <= ?1)) \
             and (?2 is null or (?2 = 'draft' and status = 'draft') \
                  or (?2 = 'published' and status = 'published' and published_at <= ?3) \
                  or (?2 = 'scheduled' and status = 'published' and published_at > ?3)) \
             and (?4 is null or title like ?4 escape '\\' or excerpt like ?4 escape '\\') \
             order by coalesce(published_at, created_at) desc, id desc"
        ))?;
        let now = filter.visible_at.clone().unwrap_or_else(crate::db::now);
        let query = filter
            .query
            .as_deref()
            .map(|q| format!("%{}%", q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_")));
        stmt.query_map(params![filter.visible_at, filter.status, now, query], row)?
            .collect::<rusqlite::Result<_>>()?
    };
    // Categories are compared by slug, which SQL cannot make; a blog has hundreds of posts, not millions.
    if let Some(category) = &filter.category {
        matching.retain(|p| &p.category_slug == category);
    }
    let total = matching.len() as i64;
    let page = matching.into_iter().skip(offset.max(0) as usize).take(limit.max(0) as usize).collect();
    Ok((page, total))
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Post>> {
    conn.query_row(&format!("{SELECT} and id = ?1"), [id], row).optional()
}

pub fn by_slug(conn: &Connection, slug: &str) -> rusqlite::Result<Option<Post>> {
    conn.query_row(&format!("{SELECT} and slug = ?1"), [slug], row).optional()
}

/// The slug a post has now, for an old slug of it.
pub fn redirect(conn: &Connection, old_slug: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "select p.slug from post_slugs s join posts p on p.id = s.post_id where s.slug = ?1",
        [old_slug],
        |r| r.get(0),
    )
    .optional()
}

/// The fields of a stored post, as an update starts from.
pub fn fields(post: &Post) -> PostFields {
    PostFields {
        slug: post.slug.clone(),
        title: post.title.clone(),
        excerpt: post.excerpt.clone(),
        body_markdown: post.body_markdown.clone(),
        category: post.category.clone(),
        author: post.author.clone(),
        cover_image: post.cover_image.clone(),
        status: post.status,
        published_at: post.published_at.clone(),
        seo_title: post.seo_title.clone(),
        seo_description: post.seo_description.clone(),
    }
}

/// Whether another post (not `except`) has `slug` now.
pub fn slug_taken(conn: &Connection, slug: &str, except: Option<i64>) -> rusqlite::Result<bool> {
    conn.query_row(
        "select exists(select 1 from posts where slug = ?1 and id is not ?2)",
        params![slug, except],
        |r| r.get(0),
    )
}

/// The columns a write sets from a post's fields and body, filled by `write` as ?1 to ?13.
const WRITTEN: &str = "slug, title, excerpt, body_markdown, body_html, category, author, cover_image, status, \
     published_at, seo_title, seo_description, read_time";
const WRITTEN_VALUES: &str = "?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13";

/// Runs `sql` with the values of `WRITTEN` as ?1 to ?13 and `more` after them; the id it returns.
fn write(
    conn: &Connection,
    sql: &str,
    f: &PostFields,
    body: &Body<'_>,
    more: &[&dyn ToSql],
) -> rusqlite::Result<Option<i64>> {
    let status = f.status.as_str();
    let mut values: Vec<&dyn ToSql> = vec![
        &f.slug,
        &f.title,
        &f.excerpt,
        &f.body_markdown,
        &body.html,
        &f.category,
        &f.author,
        &f.cover_image,
        &status,
        &f.published_at,
        &f.seo_title,
        &f.seo_description,
        &body.read_time,
    ];
    values.extend_from_slice(more);
    super::returning(conn, sql, values.as_slice(), |r| r.get(0))
}

/// A new row (`id` None, version 1), or an exported one put back with its id and version; the
/// row's id.
fn insert_row(
    conn: &Connection,
    id: Option<i64>,
    f: &PostFields,
    body: &Body<'_>,
    (created_at, updated_at): (&str, &str),
    version: i64,
) -> rusqlite::Result<i64> {
    let sql = format!(
        "insert into posts ({WRITTEN}, id, created_at, updated_at, version) \
         values ({WRITTEN_VALUES}, ?14, ?15, ?16, ?17) returning id"
    );
    write(conn, &sql, f, body, &[&id, &created_at, &updated_at, &version])?
        .ok_or(rusqlite::Error::QueryReturnedNoRows)
}

pub fn insert(
    conn: &Connection,
    f: &PostFields,
    body: &Body<'_>,
    created_at: Option<&str>,
) -> rusqlite::Result<i64> {
    let now = crate::db::now();
    let created = created_at.unwrap_or(&now);
    // The slug now belongs to this post, whoever had it before.
    conn.execute("delete from post_slugs where slug = ?1", [&f.slug])?;
    insert_row(conn, None, f, body, (created, created), 1)
}

/// Updates a post and raises its version; a published post's old slug keeps answering (301)
/// when the slug changes.
pub fn update(
    conn: &Connection,
    id: i64,
    before: &Post,
    f: &PostFields,
    body: &Body<'_>,
) -> rusqlite::Result<()> {
    if before.slug != f.slug {
        conn.execute("delete from post_slugs where slug = ?1", [&f.slug])?;
        if before.status == Status::Published {
            conn.execute(
                "insert or replace into post_slugs (slug, post_id) values (?1, ?2)",
                params![before.slug, id],
            )?;
        }
    }
    let sql = format!(
        "update posts set ({WRITTEN}, updated_at, version) = ({WRITTEN_VALUES}, ?14, version + 1) where id = ?15"
    );
    write(conn, &sql, f, body, &[&crate::db::now(), &id])?;
    Ok(())
}

/// Puts back an exported post with its id, times, version and old slugs.
pub fn restore(
    conn: &Connection,
    (id, version): (i64, i64),
    f: &PostFields,
    body: &Body<'_>,
    times: (&str, &str),
    old_slugs: &[String],
) -> rusqlite::Result<()> {
    insert_row(conn, Some(id), f, body, times, version)?;
    for slug in old_slugs {
        conn.execute("insert or replace into post_slugs (slug, post_id) values (?1, ?2)", params![slug, id])?;
    }
    Ok(())
}

/// Moves the post to the trash, as deleted by `actor`: its slug stays its own while it is there.
pub fn trash(conn: &Connection, id: i64, actor: &str) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update posts set deleted_at = ?2, deleted_by = ?3 where id = ?1 and deleted_at is null",
        params![id, crate::db::now(), actor],
    )? > 0)
}

/// The posts in the trash, each with when and by whom it was deleted.
pub fn trashed(conn: &Connection) -> rusqlite::Result<Vec<(Post, String, String)>> {
    conn.prepare(TRASHED)?.query_map([], |r| Ok((row(r)?, r.get(17)?, r.get(18)?)))?.collect()
}

/// Takes the post `id` out of the trash, its version raised; false when it is not there.
pub fn untrash(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "update posts set deleted_at = null, deleted_by = null, version = version + 1 \
         where id = ?1 and deleted_at is not null",
        [id],
    )? > 0)
}

/// Deletes for good the posts put in the trash before `before`; their titles.
pub fn purge(conn: &Connection, before: &str) -> rusqlite::Result<Vec<String>> {
    conn.prepare("delete from posts where deleted_at < ?1 returning title")?
        .query_map([before], |r| r.get(0))?
        .collect()
}

/// Posts whose body was never rendered (the migrated articles), as (id, markdown).
pub fn unrendered(conn: &Connection) -> rusqlite::Result<Vec<(i64, String)>> {
    conn.prepare("select id, body_markdown from posts where body_html is null")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Every moved slug with the slug its post has now.
pub fn moved(conn: &Connection) -> rusqlite::Result<Vec<(String, String)>> {
    conn.prepare("select s.slug, p.slug from post_slugs s join posts p on p.id = s.post_id")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

pub fn set_body(conn: &Connection, id: i64, body: &Body<'_>) -> rusqlite::Result<()> {
    conn.execute(
        "update posts set body_html = ?2, read_time = ?3 where id = ?1",
        params![id, body.html, body.read_time],
    )?;
    Ok(())
}

/// A post's rendered body (the article page asks for it when it renders).
pub fn body_html(conn: &Connection, id: i64) -> rusqlite::Result<Option<String>> {
    conn.query_row("select coalesce(body_html, '') from posts where id = ?1", [id], |r| r.get(0)).optional()
}

/// The posts visitors see at `now`, newest first, without their bodies (the blog's lists): every
/// column it reads is in the index `posts_listing` (V13, V16), so it never reads a row and its bodies.
const VISIBLE: &str = "select id, slug, title, excerpt, '', '', category, author, cover_image, status, \
     published_at, seo_title, seo_description, created_at, updated_at, read_time, version from posts \
     where deleted_at is null and status = 'published' and published_at <= ?1 order by published_at desc, id desc";

pub fn visible(conn: &Connection, now: &str) -> rusqlite::Result<Vec<Post>> {
    conn.prepare_cached(VISIBLE)?.query_map([now], row)?.collect()
}

/// Every post not in the trash, whatever its status, newest first, without bodies: what another
/// language's blog is made from (a post may be published there and not in the default language).
pub fn listed(conn: &Connection) -> rusqlite::Result<Vec<Post>> {
    conn.prepare_cached(
        "select id, slug, title, excerpt, '', '', category, author, cover_image, status, published_at, \
         seo_title, seo_description, created_at, updated_at, read_time, version from posts \
         where deleted_at is null order by coalesce(published_at, created_at) desc, id desc",
    )?
    .query_map([], row)?
    .collect()
}

/// The first time after `now` at which a scheduled post appears: pages made before it are stale then.
pub fn next_publication(conn: &Connection, now: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row(
        "select min(published_at) from posts where deleted_at is null and status = 'published' and published_at > ?1",
        [now],
        |r| r.get(0),
    )
}

pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select count(*) from posts where deleted_at is null", [], |r| r.get(0))
}

/// Every post with the slugs it answered to before, oldest first (export).
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<(Post, Vec<String>)>> {
    let posts: Vec<Post> = conn
        .prepare(&format!("{SELECT} order by id"))?
        .query_map([], row)?
        .collect::<rusqlite::Result<_>>()?;
    let mut stmt = conn.prepare("select slug from post_slugs where post_id = ?1 order by slug")?;
    posts
        .into_iter()
        .map(|p| {
            let old = stmt.query_map([p.id], |r| r.get(0))?.collect::<rusqlite::Result<_>>()?;
            Ok((p, old))
        })
        .collect()
}

pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("delete from post_slugs", [])?;
    conn.execute("delete from posts", [])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    #[test]
    fn the_blog_listing_reads_only_its_index() {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::db::migrate(&mut conn).unwrap();
        let plan: String = conn
            .prepare(&format!("explain query plan {}", super::VISIBLE))
            .unwrap()
            .query_map(["2030-01-01T00:00:00.000Z"], |r| r.get::<_, String>(3))
            .unwrap()
            .map(Result::unwrap)
            .collect::<Vec<_>>()
            .join("; ");
        assert!(plan.contains("USING COVERING INDEX posts_listing"), "{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "sorted by the index, not afterwards: {plan}");
    }
}
