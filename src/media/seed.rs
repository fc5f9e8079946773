//! The site's own artwork enters the media library when the library is made (migration V6): the
//! work, people, logo and blog-cover drawings the seeded content shows become library items, and that content
//! points at them, so a fresh site lists its images in the Media screen and protects them from
//! deletion like any upload. The drawings come from the UI bundle (`ui/public/images`).

use anyhow::Context;
use rusqlite::{Connection, params};

use crate::assets::Ui;
use crate::db::media as table;
use crate::media::{self as files, store};

/// The migration that made the library.
pub const LIBRARY: &str = "V6__media";

/// Seeds the library (after `LIBRARY` was applied).
pub fn run(conn: &mut Connection) -> anyhow::Result<()> {
    let seeded =
        seed(conn, &Ui::embedded()).context("cannot put the site's artwork into the media library")?;
    tracing::info!(items = seeded, "the site's artwork is in the media library");
    Ok(())
}

/// Where each drawing is used, and the alt text it gets: (column, SQL naming the alt).
struct Use {
    table: &'static str,
    column: &'static str,
    alt: &'static str,
}

const USES: [Use; 4] = [
    Use { table: "projects", column: "image", alt: "'Artwork of the ' || title || ' project'" },
    Use { table: "testimonials", column: "avatar", alt: "'Portrait of ' || name" },
    Use { table: "client_logos", column: "src", alt: "alt" },
    Use { table: "posts", column: "cover_image", alt: "'Cover of the article ' || title" },
];

fn seed(conn: &mut Connection, ui: &Ui) -> anyhow::Result<usize> {
    let tx = conn.transaction()?;
    let mut seeded = 0;
    for usage in &USES {
        let sql = format!(
            "select distinct {col}, {alt} from {table} where {col} like '/images/%.svg' order by id",
            col = usage.column,
            alt = usage.alt,
            table = usage.table
        );
        let found: Vec<(String, String)> = tx
            .prepare(&sql)?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (path, alt) in found {
            let Some(asset) = ui.get(&path) else {
                tracing::warn!(%path, "the UI bundle has no such drawing: left as it is");
                continue;
            };
            let processed =
                files::process(asset.body.identity()).with_context(|| format!("{path} is not usable"))?;
            let hash = processed.hash();
            // `work/solana-cocina.svg`: the client's logo has the same file name.
            let name = path.trim_start_matches("/images/");
            if table::find_by_hash(&tx, &hash)?.is_none() {
                table::insert(&tx, &store::new_media(&processed, &hash, name, &alt, None, None))?;
                seeded += 1;
            }
            let url = format!("/media/{}", files::file_name(&hash, &processed.original, true));
            let update = format!("update {t} set {c} = ?1 where {c} = ?2", t = usage.table, c = usage.column);
            tx.execute(&update, params![url, path])?;
        }
    }
    tx.commit()?;
    Ok(seeded)
}
