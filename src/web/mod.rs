//! The embedded UI and the pages. Files of ui/dist are served from memory with the encodings made
//! at build time (`.br`, `.gz` beside each file); page routes get the app's HTML rendered by
//! `pages` with their head tags and live content.
//!
//! Hashed files under /assets/ never change, so browsers keep them for a year; everything else is
//! revalidated with its ETag. Known pages answer 200, any other path 404 with the same app, which
//! then shows its Not Found page.

pub mod blog;
pub mod pages;
pub mod seo;

use std::collections::HashMap;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use include_dir::{Dir, include_dir};

use crate::app::AppState;
use crate::error::AppError;
use pages::Page;

static DIST: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/ui/dist");

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";
const SHORT: &str = "public, max-age=3600";

/// One response body in its three encodings, with an ETag naming the content.
pub struct Encoded {
    identity: Bytes,
    gzip: Option<Bytes>,
    brotli: Option<Bytes>,
    etag: String,
}

impl Encoded {
    pub fn new(identity: Bytes, gzip: Option<Bytes>, brotli: Option<Bytes>) -> Encoded {
        let etag = format!("{:016x}", fnv1a(&identity));
        Encoded { identity, gzip, brotli, etag }
    }
}

struct Asset {
    body: Encoded,
    content_type: &'static str,
    cache_control: &'static str,
}

/// Every file of the UI, by URL path, and the HTML template pages are rendered from.
pub struct Ui {
    assets: HashMap<String, Asset>,
    template: &'static str,
}

impl Ui {
    pub fn embedded() -> Ui {
        let mut assets = HashMap::new();
        collect(&DIST, &mut assets);
        let template = DIST.get_file("index.html").and_then(|f| f.contents_utf8()).unwrap_or("");
        Ui { assets, template }
    }

    /// The index.html pages are rendered from.
    pub fn template(&self) -> &'static str {
        self.template
    }
}

fn collect(dir: &'static Dir<'static>, assets: &mut HashMap<String, Asset>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        if path.ends_with(".gz") || path.ends_with(".br") || path == "index.html" {
            continue;
        }
        let sibling =
            |ext: &str| DIST.get_file(format!("{path}.{ext}")).map(|f| Bytes::from_static(f.contents()));
        let cache_control = if path.starts_with("assets/") {
            IMMUTABLE
        } else if path.ends_with(".html") {
            REVALIDATE
        } else {
            SHORT
        };
        let body = Encoded::new(Bytes::from_static(file.contents()), sibling("gz"), sibling("br"));
        assets.insert(format!("/{path}"), Asset { body, content_type: content_type(&path), cache_control });
    }
    for sub in dir.dirs() {
        collect(sub, assets);
    }
}

/// The fallback of the whole router: static files, then the pages.
pub async fn serve_ui(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return AppError::MethodNotAllowed("Only GET and HEAD are served here".into()).into_response();
    }
    let path = uri.path();
    if let Some(asset) = state.ui.assets.get(path) {
        return respond(
            &asset.body,
            asset.content_type,
            asset.cache_control,
            StatusCode::OK,
            &method,
            &headers,
        );
    }
    let page = Page::classify(path);
    let html = "text/html; charset=utf-8";
    match state.site().await {
        Ok(site) => {
            let body = site.page(page);
            respond(&body, html, REVALIDATE, page.status(), &method, &headers)
        }
        // Without the database the app still loads; its API calls will say what is wrong.
        Err(err) => {
            tracing::warn!(error = %err, "serving the page without its content");
            let body = Encoded::new(Bytes::from_static(state.ui.template.as_bytes()), None, None);
            respond(&body, html, REVALIDATE, page.status(), &method, &headers)
        }
    }
}

fn respond(
    body: &Encoded,
    content_type: &'static str,
    cache_control: &'static str,
    status: StatusCode,
    method: &Method,
    request: &HeaderMap,
) -> Response {
    // A byte range (video players ask for them) is served from the identity bytes.
    let range = request.get(header::RANGE).and_then(|v| v.to_str().ok()).filter(|_| status == StatusCode::OK);
    let accepted = if range.is_some() {
        ""
    } else {
        request.get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("")
    };
    let (bytes, encoding, etag) = match (&body.brotli, &body.gzip) {
        (Some(br), _) if accepts(accepted, "br") => (br, Some("br"), format!("\"{}-br\"", body.etag)),
        (_, Some(gz)) if accepts(accepted, "gzip") => (gz, Some("gzip"), format!("\"{}-gz\"", body.etag)),
        _ => (&body.identity, None, format!("\"{}\"", body.etag)),
    };

    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }

    let not_modified = status == StatusCode::OK
        && request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|tags| {
            tags.split(',').any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/") == etag)
        });
    if not_modified {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    // If-Range: the range only applies to the version the client already has part of.
    let same_version = request.get(header::IF_RANGE).is_none_or(|v| v.as_bytes() == etag.as_bytes());
    let (status, bytes) = match range.filter(|_| same_version).and_then(|r| byte_range(r, bytes.len())) {
        Some(Some((start, end))) => {
            let total = bytes.len();
            if let Ok(value) = HeaderValue::from_str(&format!("bytes {start}-{end}/{total}")) {
                headers.insert(header::CONTENT_RANGE, value);
            }
            (StatusCode::PARTIAL_CONTENT, bytes.slice(start..=end))
        }
        Some(None) => {
            if let Ok(value) = HeaderValue::from_str(&format!("bytes */{}", bytes.len())) {
                headers.insert(header::CONTENT_RANGE, value);
            }
            return (StatusCode::RANGE_NOT_SATISFIABLE, headers).into_response();
        }
        None => (status, bytes.clone()),
    };
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    let body = if method == Method::HEAD { Body::empty() } else { Body::from(bytes) };
    (status, headers, body).into_response()
}

/// The inclusive byte range of a single-range `Range: bytes=…` header for a body of `len` bytes:
/// `Some(None)` when it cannot be satisfied. Several ranges at once are not served (None: the
/// whole body), which HTTP allows.
fn byte_range(header: &str, len: usize) -> Option<Option<(usize, usize)>> {
    let spec = header.trim().strip_prefix("bytes=")?;
    if spec.contains(',') {
        return None;
    }
    let (start, end) = spec.split_once('-')?;
    let (start, end) = (start.trim(), end.trim());
    let range = if start.is_empty() {
        // The last N bytes.
        let n: usize = end.parse().ok()?;
        (n > 0 && len > 0).then(|| (len.saturating_sub(n), len - 1))
    } else {
        let start: usize = start.parse().ok()?;
        let end: usize = if end.is_empty() {
            len.saturating_sub(1)
        } else {
            end.parse::<usize>().ok()?.min(len.saturating_sub(1))
        };
        (start < len && start <= end).then_some((start, end))
    };
    Some(range)
}

/// Whether an Accept-Encoding header accepts `coding` (present, and not with q=0).
fn accepts(header: &str, coding: &str) -> bool {
    header.split(',').any(|item| {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let refused = parts.any(|p| {
            p.trim().strip_prefix("q=").is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q <= 0.0))
        });
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "webm" => "video/webm",
        "mp4" => "video/mp4",
        _ => "application/octet-stream",
    }
}

/// FNV-1a: a stable, dependency-free content hash for ETags (not for security).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_ranges_follow_rfc_9110() {
        assert_eq!(byte_range("bytes=0-99", 1000), Some(Some((0, 99))));
        assert_eq!(byte_range("bytes=900-", 1000), Some(Some((900, 999))));
        assert_eq!(byte_range("bytes=-100", 1000), Some(Some((900, 999))));
        assert_eq!(byte_range("bytes=990-2000", 1000), Some(Some((990, 999))));
        assert_eq!(byte_range("bytes=1000-", 1000), Some(None), "past the end is unsatisfiable");
        assert_eq!(byte_range("bytes=5-2", 1000), Some(None));
        assert_eq!(byte_range("bytes=0-1,5-6", 1000), None, "several ranges: the whole body");
        assert_eq!(byte_range("items=0-1", 1000), None);
        assert_eq!(byte_range("bytes=x-1", 1000), None);
    }

    #[test]
    fn accept_encoding_honours_q_zero() {
        assert!(accepts("gzip, deflate, br", "br"));
        assert!(accepts("br;q=0.5", "br"));
        assert!(!accepts("br;q=0, gzip", "br"));
        assert!(accepts("br;q=0, gzip", "gzip"));
        assert!(!accepts("", "gzip"));
        assert!(!accepts("brotli", "br"));
    }
}
