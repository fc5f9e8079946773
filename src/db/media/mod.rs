//! The media library's SQL: items (`media`) and their stored files (`media_files`). What uses an
//! item and the trash are in `trash`, the files' bytes (read in pieces, so a video is never held
//! in memory whole) in `files`.

mod files;
mod trash;

pub use files::{Original, StoredFile, each_original, file, original, read};
pub use trash::{purge, trash, trashed, untrash, untrash_hash, used_by};

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::domain::media::{Kind, Media, Variant};
use crate::media::spool::Spooled;

/// The size of the rows a file's bytes are stored in (see migration V6).
pub const CHUNK: usize = 64 * 1024;

/// An item to insert, with its files (the original first).
pub struct NewMedia<'a> {
    pub name: &'a str,
    pub alt: &'a str,
    pub kind: Kind,
    pub mime: &'a str,
    pub width: u32,
    pub height: u32,
    pub hash: &'a str,
    pub color: Option<&'a str>,
    pub poster_id: Option<i64>,
    pub created_at: Option<&'a str>,
    pub files: Vec<NewFile<'a>>,
}

pub struct NewFile<'a> {
    pub name: String,
    pub original: bool,
    pub width: u32,
    pub format: &'a str,
    pub mime: &'a str,
    pub data: &'a [u8],
    /// Where the bytes are instead of `data` (an upload spooled to a file), read a row at a time.
    pub spooled: Option<&'a Spooled>,
}

impl NewFile<'_> {
    fn len(&self) -> u64 {
        self.spooled.map_or(self.data.len() as u64, Spooled::len)
    }
}

/// The columns `row` reads, in its order.
macro_rules! columns {
    () => {
        "m.id, f.name, m.name, m.alt, m.kind, m.mime, m.width, m.height, f.bytes, m.color, \
         (select p.name from media_files p where p.media_id = m.poster_id and p.original = 1), m.created_at, m.hash, \
         m.version"
    };
}

/// Items not in the trash: what every read but the trash's starts from.
const SELECT: &str = concat!(
    "select ",
    columns!(),
    " from media m join media_files f on f.media_id = m.id and f.original = 1 where m.deleted_at is null"
);

/// Items in the trash (`trash::trashed`), with when and by whom.
const TRASHED: &str = concat!(
    "select ",
    columns!(),
    ", m.deleted_at, coalesce(m.deleted_by, '') from media m join media_files f on f.media_id = m.id \
     and f.original = 1 where m.deleted_at is not null order by m.deleted_at desc"
);

/// The item of a row of `SELECT`, its variants and users still to be filled in.
fn row(row: &Row<'_>) -> rusqlite::Result<(Media, String)> {
    let kind: String = row.get(4)?;
    let poster: Option<String> = row.get(10)?;
    let media = Media {
        id: row.get(0)?,
        url: format!("/media/{}", row.get::<_, String>(1)?),
        name: row.get(2)?,
        alt: row.get(3)?,
        kind: Kind::parse(&kind).unwrap_or(Kind::Image),
        mime: row.get(5)?,
        width: row.get(6)?,
        height: row.get(7)?,
        bytes: row.get::<_, i64>(8)?.max(0) as u64,
        color: row.get(9)?,
        poster: poster.map(|name| format!("/media/{name}")),
        variants: Vec::new(),
        used_by: Vec::new(),
        version: row.get(13)?,
        created_at: row.get(11)?,
        translated: None,
    };
    Ok((media, row.get(12)?))
}

/// Fills in what `row` leaves out.
fn complete(conn: &Connection, (media, hash): (Media, String)) -> rusqlite::Result<Media> {
    let mut media = with_variants(conn, media)?;
    media.used_by = used_by(conn, media.id, &hash)?;
    Ok(media)
}

/// Fills in the variants only (what visitors' pages need).
fn with_variants(conn: &Connection, mut media: Media) -> rusqlite::Result<Media> {
    let mut stmt = conn.prepare_cached(
        "select name, width, format from media_files where media_id = ?1 and original = 0 order by width",
    )?;
    media.variants = stmt
        .query_map([media.id], |r| {
            Ok(Variant {
                url: format!("/media/{}", r.get::<_, String>(0)?),
                width: r.get(1)?,
                format: r.get(2)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(media)
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Media>> {
    let found = conn.query_row(&format!("{SELECT} and m.id = ?1"), [id], row).optional()?;
    found.map(|r| complete(conn, r)).transpose()
}

pub fn find_by_hash(conn: &Connection, hash: &str) -> rusqlite::Result<Option<Media>> {
    let found = conn.query_row(&format!("{SELECT} and m.hash = ?1"), [hash], row).optional()?;
    found.map(|r| complete(conn, r)).transpose()
}

/// The item whose original is served at `url` (`/media/{name}`).
pub fn find_by_url(conn: &Connection, url: &str) -> rusqlite::Result<Option<Media>> {
    let Some(name) = url.strip_prefix("/media/") else { return Ok(None) };
    let found = conn.query_row(&format!("{SELECT} and f.name = ?1"), [name], row).optional()?;
    found.map(|r| complete(conn, r)).transpose()
}

/// Newest first; `q` matches the file name or the alt text, `kind` narrows to images or videos.
pub fn list(
    conn: &Connection,
    q: &str,
    kind: Option<Kind>,
    limit: u32,
    offset: u32,
) -> rusqlite::Result<(Vec<Media>, u64)> {
    let pattern = format!("%{}%", q.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"));
    let filter = "(?1 = '%%' or m.name like ?1 escape '\\' or m.alt like ?1 escape '\\') and (?2 is null or m.kind = ?2)";
    let kind = kind.map(Kind::as_str);
    let total: i64 = conn.query_row(
        &format!("select count(*) from media m where m.deleted_at is null and {filter}"),
        params![pattern, kind],
        |r| r.get(0),
    )?;
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT} and {filter} order by m.created_at desc, m.id desc limit ?3 offset ?4"
    ))?;
    let rows: Vec<(Media, String)> =
        stmt.query_map(params![pattern, kind, limit, offset], row)?.collect::<rusqlite::Result<_>>()?;
    let items = rows.into_iter().map(|r| complete(conn, r)).collect::<rusqlite::Result<_>>()?;
    Ok((items, total.max(0) as u64))
}

/// Inserts the item and its files; the caller's transaction makes it all or nothing.
pub fn insert(conn: &Connection, new: &NewMedia<'_>) -> rusqlite::Result<i64> {
    let bytes = new.files.iter().find(|f| f.original).map_or(0, NewFile::len);
    let id: i64 = conn.query_row(
        "insert into media (name, alt, kind, mime, width, height, bytes, hash, color, poster_id, created_at) \
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, coalesce(?11, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))) returning id",
        params![
            new.name,
            new.alt,
            new.kind.as_str(),
            new.mime,
            new.width,
            new.height,
            bytes as i64,
            new.hash,
            new.color,
            new.poster_id,
            new.created_at
        ],
        |r| r.get(0),
    )?;
    insert_files(conn, id, &new.files)?;
    Ok(id)
}

fn insert_files(conn: &Connection, media_id: i64, files: &[NewFile<'_>]) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare_cached(
        "insert into media_files (name, media_id, original, width, format, mime, bytes) \
         values (?1, ?2, ?3, ?4, ?5, ?6, ?7) returning id",
    )?;
    let mut chunk =
        conn.prepare_cached("insert into media_chunks (file_id, seq, data) values (?1, ?2, ?3)")?;
    for f in files {
        let file_id: i64 = stmt.query_row(
            params![f.name, media_id, f.original, f.width, f.format, f.mime, f.len() as i64],
            |r| r.get(0),
        )?;
        match f.spooled {
            None => {
                for (seq, piece) in f.data.chunks(CHUNK).enumerate() {
                    chunk.execute(params![file_id, seq as i64, piece])?;
                }
            }
            Some(spooled) => {
                let mut piece = vec![0u8; CHUNK];
                for (seq, offset) in (0..spooled.len()).step_by(CHUNK).enumerate() {
                    let piece = &mut piece[..CHUNK.min((spooled.len() - offset) as usize)];
                    spooled
                        .read_into(offset, piece)
                        .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
                    chunk.execute(params![file_id, seq as i64, &*piece])?;
                }
            }
        }
    }
    Ok(())
}

/// Replaces an item's variants (made again from its original).
pub fn replace_variants(conn: &Connection, media_id: i64, files: &[NewFile<'_>]) -> rusqlite::Result<()> {
    conn.execute(
        "delete from media_chunks where file_id in (select id from media_files where media_id = ?1 and original = 0)",
        [media_id],
    )?;
    conn.execute("delete from media_files where media_id = ?1 and original = 0", [media_id])?;
    insert_files(conn, media_id, files)
}

/// Replaces the bytes of an item's original, which keeps its name (a WebP whose header was mended).
pub fn replace_original(conn: &Connection, media_id: i64, data: &[u8]) -> rusqlite::Result<()> {
    let file_id: i64 = conn.query_row(
        "update media_files set bytes = ?2 where media_id = ?1 and original = 1 returning id",
        params![media_id, data.len() as i64],
        |r| r.get(0),
    )?;
    conn.execute("update media set bytes = ?2 where id = ?1", params![media_id, data.len() as i64])?;
    conn.execute("delete from media_chunks where file_id = ?1", [file_id])?;
    let mut chunk =
        conn.prepare_cached("insert into media_chunks (file_id, seq, data) values (?1, ?2, ?3)")?;
    for (seq, piece) in data.chunks(CHUNK).enumerate() {
        chunk.execute(params![file_id, seq as i64, piece])?;
    }
    Ok(())
}

/// The id of the image served at `url`, for a video's poster.
pub fn image_id_by_url(conn: &Connection, url: &str) -> rusqlite::Result<Option<i64>> {
    let Some(name) = url.strip_prefix("/media/") else { return Ok(None) };
    conn.query_row(
        "select m.id from media m join media_files f on f.media_id = m.id \
         where f.name = ?1 and m.kind = 'image' and m.deleted_at is null",
        [name],
        |r| r.get(0),
    )
    .optional()
}

pub fn update(
    conn: &Connection,
    id: i64,
    alt: Option<&str>,
    poster: Option<Option<i64>>,
) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "update media set alt = coalesce(?2, alt), poster_id = case when ?3 then ?4 else poster_id end, \
         version = version + 1 where id = ?1",
        params![id, alt, poster.is_some(), poster.flatten()],
    )?;
    Ok(changed > 0)
}

pub enum Deleted {
    /// Gone, with the names of its files (to drop from caches).
    Files(Vec<String>),
    NotFound,
    /// Kept: these use it.
    InUse(Vec<String>),
}

/// Sets a video's poster by address, after an import wrote both.
pub fn set_poster(conn: &Connection, id: i64, poster_url: &str) -> rusqlite::Result<bool> {
    let Some(poster) = image_id_by_url(conn, poster_url)? else { return Ok(false) };
    Ok(conn.execute("update media set poster_id = ?2 where id = ?1", params![id, poster])? > 0)
}

/// Every item (without bytes), oldest first: the CLI's list and the export.
pub fn all(conn: &Connection) -> rusqlite::Result<Vec<Media>> {
    let mut stmt = conn.prepare(&format!("{SELECT} order by m.id"))?;
    let rows: Vec<(Media, String)> = stmt.query_map([], row)?.collect::<rusqlite::Result<_>>()?;
    rows.into_iter().map(|r| complete(conn, r)).collect()
}

/// The items served at these addresses (`/media/…` of an original), for visitors' pages.
/// Without `used_by`, which scans every post: pages do not show it.
pub fn by_urls<'a>(
    conn: &Connection,
    urls: impl IntoIterator<Item = &'a str>,
) -> rusqlite::Result<Vec<Media>> {
    let mut found = Vec::new();
    for url in urls {
        let Some(name) = url.strip_prefix("/media/") else { continue };
        let item = conn.query_row(&format!("{SELECT} and f.name = ?1"), [name], row).optional()?;
        if let Some((media, _)) = item {
            found.push(with_variants(conn, media)?);
        }
    }
    Ok(found)
}

pub fn count(conn: &Connection) -> rusqlite::Result<i64> {
    conn.query_row("select count(*) from media where deleted_at is null", [], |r| r.get(0))
}

pub fn clear(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute("update media set poster_id = null", [])?;
    conn.execute("delete from media_chunks", [])?;
    conn.execute("delete from media_files", [])?;
    conn.execute("delete from media", [])?;
    Ok(())
}
