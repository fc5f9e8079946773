//! The site's own artwork enters the media library when the library is made (migration V6): the
//! work, people, logo and blog-cover drawings the seeded content shows become library items, and that content
//! points at them, so a fresh site lists its images in the Media screen and protects them from
//! deletion like any upload. The drawings come from the UI bundle (`ui/public/images`).

use anyhow::Context;
use rusqlite::Connection;

use crate::assets::Ui;
use crate::db::media as table;
use crate::db::media_seed as uses;
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

fn seed(conn: &mut Connection, ui: &Ui) -> anyhow::Result<usize> {
    let tx = conn.transaction()?;
    let mut seeded = 0;
    for usage in &uses::USES {
        for (path, alt) in uses::drawings(&tx, usage)? {
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
            uses::repoint(&tx, usage, &path, &url)?;
        }
    }
    tx.commit()?;
    Ok(seeded)
}
