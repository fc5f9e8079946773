//! GET /media/{file}: the library's files, at content-addressed names, so every answer may be
//! cached for a year. Small files come from a byte-bounded memory cache (a hot thumbnail is
//! served like a static file); larger ones, videos above all, are streamed from SQLite in pieces,
//! with byte ranges for players that seek. A streamed piece holds its bytes of the server's
//! media budget until the socket took it: memory stays bounded however many viewers stop reading
//! (the connection holds one piece at most, see `server`; the writes then time out).

use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tokio::sync::OwnedSemaphorePermit;

use crate::assets::{Encoded, IMMUTABLE};
use crate::db::DbError;
use crate::db::media::{self, StoredFile};
use crate::error::AppError;
use crate::media::cache::{CachedFile, LARGEST};
use crate::media::sniff;
use crate::state::AppState;
use crate::web::{byte_range, respond};

/// The piece of a large file read from the database at once (one stored chunk): each stream
/// holds about two (one read, one being sent), so 256 streams stay within a few megabytes.
const CHUNK: usize = media::CHUNK;
/// What a viewer refused for want of budget is told to wait, in seconds.
const RETRY_AFTER_SECS: u64 = 10;

pub async fn serve_media(
    State(state): State<AppState>,
    Path(name): Path<String>,
    method: Method,
    headers: HeaderMap,
) -> Response {
    match serve(&state, &name, &method, &headers).await {
        Ok(response) => response,
        Err(err) => err.into_response(),
    }
}

async fn serve(
    state: &AppState,
    name: &str,
    method: &Method,
    headers: &HeaderMap,
) -> Result<Response, AppError> {
    if method != Method::GET && method != Method::HEAD {
        return Err(AppError::MethodNotAllowed("Only GET and HEAD are served here".into()));
    }
    let not_found = || AppError::NotFound("No such media file".into());
    // Names are made by the server: hex, a width, an extension.
    if name.len() > 64
        || !name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'.')
    {
        return Err(not_found());
    }
    if let Some(file) = state.media_files.get(name) {
        return Ok(small(&file, method, headers));
    }
    let owned = name.to_owned();
    let stored = state.run(move |conn| Ok(media::file(conn, &owned)?)).await?.ok_or_else(not_found)?;
    let mime = mime_of(&stored.mime);
    if stored.len <= LARGEST {
        let rowid = stored.rowid;
        let len = stored.len as usize;
        let data = Bytes::from(state.run(move |conn| Ok(media::read(conn, rowid, 0, len)?)).await?);
        let [etag, _, _] = etags(name);
        let file = CachedFile { mime, data, etag };
        state.media_files.insert(name, file.clone());
        return Ok(small(&file, method, headers));
    }
    streamed(state, name, stored, mime, method, headers).await
}

/// The types the library stores; anything else is served as bytes.
fn mime_of(stored: &str) -> &'static str {
    ["jpeg", "png", "webp", "gif", "svg", "mp4", "webm"]
        .into_iter()
        .filter_map(sniff::by_name)
        .map(|f| f.mime())
        .find(|m| *m == stored)
        .unwrap_or("application/octet-stream")
}

/// A file held in memory: the shared answer path (ETag, 304, ranges, HEAD).
fn small(file: &CachedFile, method: &Method, headers: &HeaderMap) -> Response {
    let body = Encoded::tagged(file.data.clone(), file.etag.clone());
    let mut response = respond(&body, file.mime, IMMUTABLE, StatusCode::OK, method, headers);
    // The bytes are final: no encoding negotiation happens here.
    response.headers_mut().remove(header::VARY);
    response
}

/// The name is the content's address, so it is the ETag too.
fn etags(name: &str) -> [HeaderValue; 3] {
    let tag = HeaderValue::from_str(&format!("\"{name}\"")).unwrap_or(HeaderValue::from_static("\"\""));
    [tag.clone(), tag.clone(), tag]
}

/// A piece of a streamed file with its share of the media budget, given back when the socket has
/// taken the piece (hyper drops it then).
struct Budgeted {
    bytes: Vec<u8>,
    _permit: OwnedSemaphorePermit,
}

impl AsRef<[u8]> for Budgeted {
    fn as_ref(&self) -> &[u8] {
        &self.bytes
    }
}

/// Room in the budget for a piece of `len` bytes. The first piece waits `media_wait` at most (then
/// the answer is a 503); later ones wait as long as it takes, holding nothing meanwhile: the budget
/// comes back as other viewers' sockets take their pieces or time out, and ending an answer short
/// would leave its unsent bytes in the kernel for a viewer who may have stopped reading.
async fn budget(state: &AppState, len: usize, wait: Option<Duration>) -> Option<OwnedSemaphorePermit> {
    let room = Arc::clone(&state.media_budget).acquire_many_owned(len as u32);
    match wait {
        Some(wait) => tokio::time::timeout(wait, room).await.ok()?.ok(),
        None => room.await.ok(),
    }
}

/// A large file, read from the database a piece at a time as the client takes it.
async fn streamed(
    state: &AppState,
    name: &str,
    stored: StoredFile,
    mime: &'static str,
    method: &Method,
    request: &HeaderMap,
) -> Result<Response, AppError> {
    let [etag, _, _] = etags(name);
    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    headers.insert(header::ETAG, etag.clone());
    let matches = |h: header::HeaderName| request.get(h).is_some_and(|v| v.as_bytes() == etag.as_bytes());
    if matches(header::IF_NONE_MATCH) {
        return Ok((StatusCode::NOT_MODIFIED, headers).into_response());
    }
    let len = stored.len as usize;
    let range = request
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .filter(|_| request.get(header::IF_RANGE).is_none() || matches(header::IF_RANGE))
        .and_then(|r| byte_range(r, len));
    let (status, start, end) = match range {
        Some(Some((start, end))) => {
            if let Ok(value) = HeaderValue::from_str(&format!("bytes {start}-{end}/{len}")) {
                headers.insert(header::CONTENT_RANGE, value);
            }
            (StatusCode::PARTIAL_CONTENT, start, end + 1)
        }
        Some(None) => {
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{len}")) {
                headers.insert(header::CONTENT_RANGE, value);
            }
            return Ok((StatusCode::RANGE_NOT_SATISFIABLE, headers).into_response());
        }
        None => (StatusCode::OK, 0, len),
    };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(end - start));
    if method == Method::HEAD || start >= end {
        return Ok((status, headers, Body::empty()).into_response());
    }
    // The first piece's room is found before answering, so a full budget is a clear 503.
    let first =
        budget(state, CHUNK.min(end - start), Some(state.media_wait)).await.ok_or(AppError::Busy {
            message: "The server is sending as much media as it can hold: try again in a few seconds".into(),
            retry_after_secs: RETRY_AFTER_SECS,
        })?;
    let state = state.clone();
    let rowid = stored.rowid;
    // Each piece is its own short read, so a slow client holds no database connection.
    let pieces = futures_util::stream::unfold((start, Some(first)), move |(at, room)| {
        let state = state.clone();
        async move {
            if at >= end {
                return None;
            }
            let want = CHUNK.min(end - at);
            let room = match room {
                Some(room) => Some(room),
                None => budget(&state, want, None).await,
            };
            let Some(permit) = room else {
                return Some((Err(std::io::Error::other("the server is stopping")), (end, None)));
            };
            // A few reads at a time: a blocking thread (and its allocator arena) per stream would
            // make memory grow with the number of viewers.
            let Ok(_reading) = state.media_reads.acquire().await else {
                return Some((Err(std::io::Error::other("the server is stopping")), (end, None)));
            };
            let read =
                state.db.run(move |conn| Ok::<_, DbError>(media::read(conn, rowid, at as u64, want)?)).await;
            match read {
                Ok(bytes) if !bytes.is_empty() => {
                    let piece = Bytes::from_owner(Budgeted { bytes, _permit: permit });
                    Some((Ok(piece), (at + want, None)))
                }
                // Deleted or cut short while streaming: end the body with an error, never loop.
                Ok(_) => Some((Err(std::io::Error::other("the media file ended early")), (end, None))),
                Err(err) => Some((Err(std::io::Error::other(err.to_string())), (end, None))),
            }
        }
    });
    Ok((status, headers, Body::from_stream(pieces)).into_response())
}
