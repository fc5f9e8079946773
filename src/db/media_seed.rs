//! The SQL of seeding the media library (`media::seed`): the site's bundled drawings
//! (`/images/….svg`) that the seeded content names, and that content pointed at the library items
//! made of them. Apart from `db::media` because it reads and writes the content's tables, not the
//! library's, and only once, when the library is made (migration V6).

use rusqlite::{Connection, params};

/// A column of seeded content that may name a drawing, and the alt text the drawing gets there
/// (SQL over the row).
pub struct Use {
    table: &'static str,
    column: &'static str,
    alt: &'static str,
}

/// Every column that may name a drawing, in the order they are seeded.
pub const USES: [Use; 4] = [
    Use { table: "projects", column: "image", alt: "'Artwork of the ' || title || ' project'" },
    Use { table: "testimonials", column: "avatar", alt: "'Portrait of ' || name" },
    Use { table: "client_logos", column: "src", alt: "alt" },
    Use { table: "posts", column: "cover_image", alt: "'Cover of the article ' || title" },
];

/// The drawings `usage` names, each with its alt text, in the rows' order.
pub fn drawings(conn: &Connection, usage: &Use) -> rusqlite::Result<Vec<(String, String)>> {
    let sql = format!(
        "select distinct {col}, {alt} from {table} where {col} like '/images/%.svg' order by id",
        col = usage.column,
        alt = usage.alt,
        table = usage.table
    );
    conn.prepare(&sql)?.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect()
}

/// Points every row of `usage` that names the drawing at `path` at `url` instead.
pub fn repoint(conn: &Connection, usage: &Use, path: &str, url: &str) -> rusqlite::Result<()> {
    let update = format!("update {t} set {c} = ?1 where {c} = ?2", t = usage.table, c = usage.column);
    conn.execute(&update, params![url, path])?;
    Ok(())
}
