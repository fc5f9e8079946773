//! What a browser GETs outside /api: the UI's files (`assets`), the pages with their head tags and
//! live content (rendered by `site`), and the feeds (`feeds`). Known pages answer 200, any other
//! path 404 with the same app, which then shows its Not Found page.

pub mod feeds;
pub mod media;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use crate::assets::{Encoded, REVALIDATE};
use crate::error::AppError;
use crate::site::pages::Page;
use crate::site::post_languages;
use crate::state::AppState;

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
    if let Some(asset) = state.assets.get(path) {
        return respond(
            &asset.body,
            asset.content_type,
            asset.cache_control,
            StatusCode::OK,
            &method,
            &headers,
        );
    }
    let html = "text/html; charset=utf-8";
    // A page in another language lives under its prefix (`/es/blog`): its snapshot is that language's.
    let lang = state.site.loaded().languages.split_path(path).0.to_owned();
    match state.snapshot_in(&lang).await {
        Ok(snapshot) => {
            if let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) {
                state.site.check_host(host, &snapshot.settings.public.public_url);
            }
            let page = snapshot.classify(path, uri.query());
            if let Page::Moved(slug) = &page {
                return moved(&snapshot.languages.path_in(&snapshot.lang, &format!("/blog/{slug}")));
            }
            let body = match snapshot.rendered(&page) {
                Some(body) => body,
                // Rendering and compressing is CPU work: off the async threads, once per version.
                None => {
                    let body = match snapshot.article_id(&page) {
                        Some(id) => match state
                            .run({
                                let (lang, languages) = (snapshot.lang.clone(), snapshot.languages.clone());
                                move |conn| Ok(post_languages::body_html(conn, id, &lang, &languages)?)
                            })
                            .await
                        {
                            Ok(body) => body,
                            Err(err) => return err.into_response(),
                        },
                        None => None,
                    };
                    let (snapshot, page) = (snapshot.clone(), page.clone());
                    match tokio::task::spawn_blocking(move || snapshot.render(&page, body.as_deref())).await {
                        Ok(body) => body,
                        Err(err) => return AppError::Internal(err.into()).into_response(),
                    }
                }
            };
            respond(&body, html, REVALIDATE, page.status(), &method, &headers)
        }
        // Without the database the app still loads; its API calls will say what is wrong.
        Err(err) => {
            tracing::warn!(error = %err, "serving the page without its content");
            let body = Encoded::new(Bytes::from_static(state.assets.template().as_bytes()), None, None);
            let status = if path == "/" || path.starts_with("/blog") || path.starts_with("/admin") {
                StatusCode::OK
            } else {
                StatusCode::NOT_FOUND
            };
            respond(&body, html, REVALIDATE, status, &method, &headers)
        }
    }
}

/// 301 to where an article lives now.
fn moved(location: &str) -> Response {
    let mut response = StatusCode::MOVED_PERMANENTLY.into_response();
    if let Ok(value) = HeaderValue::from_str(location) {
        response.headers_mut().insert(header::LOCATION, value);
    }
    response
}

pub fn respond(
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
        (Some(br), _) if accepts(accepted, "br") => (br, Some("br"), &body.etags()[2]),
        (_, Some(gz)) if accepts(accepted, "gzip") => (gz, Some("gzip"), &body.etags()[1]),
        _ => (body.identity(), None, &body.etags()[0]),
    };

    let mut headers = HeaderMap::new();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    headers.insert(header::ETAG, etag.clone());
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }

    let not_modified = status == StatusCode::OK
        && request.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok()).is_some_and(|tags| {
            tags.split(',')
                .any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/").as_bytes() == etag.as_bytes())
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
pub fn byte_range(header: &str, len: usize) -> Option<Option<(usize, usize)>> {
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
