//! `media list | regenerate`: the owner's view of the media library. `regenerate` makes every
//! image's WebP variants again from its stored original (after a change of encoder or widths, or
//! to repair them); the addresses stay the same, since they are made from the original's hash.
//! It also mends a WebP original stored before issue #27's fix, whose header names metadata it no
//! longer holds (strict decoders refuse it): only that flags byte changes, and its address stays.

use std::io::IsTerminal;
use std::path::Path;

use anyhow::Context;

use crate::db::media as table;
use crate::media::{raster, sniff, store, strip};
use crate::ops::{OpsError, Result, open_existing};

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// List every item: id, address, type, size, alt text and what uses it.
    List,
    /// Make the resized variants of every image (or of one, with --id) again from its original.
    Regenerate {
        /// Only this item.
        #[arg(long)]
        id: Option<i64>,
    },
}

pub fn run(db_path: &Path, action: Action) -> Result<()> {
    let mut conn = open_existing(db_path)?;
    match action {
        Action::List => {
            let items = table::all(&conn).context("cannot read the media library")?;
            for m in &items {
                let used = if m.used_by.is_empty() { "unused".to_owned() } else { m.used_by.join(", ") };
                println!(
                    "{:>5}  {}  {}  {}×{}  {}  {:?}  {used}",
                    m.id,
                    m.url,
                    m.mime,
                    m.width,
                    m.height,
                    size(m.bytes),
                    m.alt
                );
            }
            let total: u64 = items.iter().map(|m| m.bytes).sum();
            println!("{} items, {} of originals.", items.len(), size(total));
        }
        Action::Regenerate { id } => {
            let ids: Vec<i64> = match id {
                Some(id) => vec![id],
                None => {
                    table::all(&conn).context("cannot read the media library")?.iter().map(|m| m.id).collect()
                }
            };
            let show = std::io::stderr().is_terminal();
            let (mut made, mut mended) = (0, 0);
            for (n, id) in ids.iter().enumerate() {
                let original = table::original(&conn, *id)
                    .context("cannot read the media library")?
                    .ok_or_else(|| {
                        OpsError::usage(format!("There is no media item {id}: see `agency-site media list`."))
                    })?;
                let Some(format) = sniff::by_name(&original.format) else { continue };
                let mend =
                    if format == sniff::Format::Webp { strip::mend_webp(&original.data) } else { None };
                let data = mend.as_deref().unwrap_or(&original.data);
                let variants = raster::variants_of(data, format)
                    .map_err(|err| OpsError::Runtime(anyhow::anyhow!("{}: {err}", original.url)))?;
                let hash = hash_of(&original.url);
                let tx = conn.transaction().context("cannot write the media library")?;
                mend.as_deref()
                    .map_or(Ok(()), |data| table::replace_original(&tx, *id, data))
                    .and_then(|()| table::replace_variants(&tx, *id, &store::variant_files(&hash, &variants)))
                    .and_then(|()| tx.commit())
                    .context("cannot write the media library")?;
                made += variants.len();
                mended += usize::from(mend.is_some());
                if show {
                    eprint!("\r{}/{} items…", n + 1, ids.len());
                }
            }
            if show {
                eprintln!();
            }
            let items = if ids.len() == 1 { "item" } else { "items" };
            let variants = if made == 1 { "variant" } else { "variants" };
            println!("Made {made} {variants} of {} {items} in {}.", ids.len(), crate::ops::shown(db_path));
            if mended > 0 {
                let originals = if mended == 1 { "original" } else { "originals" };
                println!("Mended {mended} WebP {originals} whose header named metadata they no longer hold.");
            }
        }
    }
    Ok(())
}

/// The hash prefix an address is made of (`/media/3f2a…` → `3f2a…`).
fn hash_of(url: &str) -> String {
    url.trim_start_matches("/media/").split(['.', '-']).next().unwrap_or("").to_owned()
}

/// A size for people: `4.9 MB`, `312 KB`.
fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1_000_000 => format!("{:.1} MB", b as f64 / 1_000_000.0),
        b if b >= 1_000 => format!("{} KB", b / 1_000),
        b => format!("{b} B"),
    }
}
