//! The media library's stored files: the one served at an address, its bytes read in the
//! chunks they are stored in (so a video is never held in memory whole), and the originals an
//! export writes.

use rusqlite::{Connection, OptionalExtension, Row, params};

use super::CHUNK;

/// A stored file's place and type; its bytes are read with `read`.
#[derive(Debug, Clone)]
pub struct StoredFile {
    pub rowid: i64,
    pub mime: String,
    pub len: u64,
}

/// An original with what an export keeps of its item.
pub struct Original {
    pub media_id: i64,
    /// Where it is served (`/media/…`).
    pub url: String,
    /// The file name as uploaded.
    pub name: String,
    pub alt: String,
    pub format: String,
    /// A video's poster (`/media/…`).
    pub poster: Option<String>,
    pub created_at: String,
    pub data: Vec<u8>,
}

/// The file served at `/media/{name}`; none while its item is in the trash.
pub fn file(conn: &Connection, name: &str) -> rusqlite::Result<Option<StoredFile>> {
    conn.prepare_cached(
        "select f.id, f.mime, f.bytes from media_files f join media m on m.id = f.media_id \
         where f.name = ?1 and m.deleted_at is null",
    )?
    .query_row([name], |r| {
        Ok(StoredFile { rowid: r.get(0)?, mime: r.get(1)?, len: r.get::<_, i64>(2)?.max(0) as u64 })
    })
    .optional()
}

/// `len` bytes of a stored file from `offset` (fewer at its end), reading only the chunks they are in.
pub fn read(conn: &Connection, file_id: i64, offset: u64, len: usize) -> rusqlite::Result<Vec<u8>> {
    let first = offset / CHUNK as u64;
    let last = (offset + len.max(1) as u64 - 1) / CHUNK as u64;
    let mut stmt = conn.prepare_cached(
        "select seq, data from media_chunks where file_id = ?1 and seq between ?2 and ?3 order by seq",
    )?;
    let mut rows = stmt.query(params![file_id, first as i64, last as i64])?;
    let mut out = Vec::with_capacity(len);
    while let Some(row) = rows.next()? {
        let seq: i64 = row.get(0)?;
        let data = row.get_ref(1)?.as_blob()?;
        let start = i128::from(seq) * CHUNK as i128;
        let from = (i128::from(offset) - start).clamp(0, data.len() as i128) as usize;
        let to = (i128::from(offset) + len as i128 - start).clamp(0, data.len() as i128) as usize;
        out.extend_from_slice(&data[from..to]);
    }
    Ok(out)
}

/// A whole stored file.
fn read_all(conn: &Connection, file_id: i64) -> rusqlite::Result<Vec<u8>> {
    let mut stmt = conn.prepare_cached("select data from media_chunks where file_id = ?1 order by seq")?;
    let mut rows = stmt.query([file_id])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.extend_from_slice(row.get_ref(0)?.as_blob()?);
    }
    Ok(out)
}

const ORIGINAL: &str = "select m.id, f.name, m.name, m.alt, f.format, \
     (select p.name from media_files p where p.media_id = m.poster_id and p.original = 1), m.created_at, f.id \
     from media m join media_files f on f.media_id = m.id and f.original = 1";

fn original_row(conn: &Connection, r: &Row<'_>) -> rusqlite::Result<Original> {
    Ok(Original {
        media_id: r.get(0)?,
        url: format!("/media/{}", r.get::<_, String>(1)?),
        name: r.get(2)?,
        alt: r.get(3)?,
        format: r.get(4)?,
        poster: r.get::<_, Option<String>>(5)?.map(|name| format!("/media/{name}")),
        created_at: r.get(6)?,
        data: read_all(conn, r.get(7)?)?,
    })
}

/// Every original not in the trash, oldest first, one at a time (`each` may stop early by
/// returning Err): what an export carries, as it carries no other item in the trash.
pub fn each_original<E: From<rusqlite::Error>>(
    conn: &Connection,
    mut each: impl FnMut(Original) -> Result<(), E>,
) -> Result<(), E> {
    let mut stmt = conn.prepare(&format!("{ORIGINAL} where m.deleted_at is null order by m.id"))?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        each(original_row(conn, r)?)?;
    }
    Ok(())
}

pub fn original(conn: &Connection, id: i64) -> rusqlite::Result<Option<Original>> {
    conn.query_row(&format!("{ORIGINAL} where m.id = ?1"), [id], |r| original_row(conn, r)).optional()
}
