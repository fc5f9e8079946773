//! The embedded UI: files of ui/dist served from memory with the encodings made at build time
//! (`.br`, `.gz` beside each file), and the app's HTML for every page route.
//!
//! Hashed files under /assets/ never change, so browsers keep them for a year; everything else is
//! revalidated with its ETag. Known client routes answer 200, any other path 404 with the same app,
//! which then shows its Not Found page.

use std::collections::HashMap;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use include_dir::{Dir, include_dir};

use crate::app::AppState;
use crate::error::AppError;

static DIST: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/ui/dist");

/// The three articles of SPEC.md §2; any other slug is a 404 page.
pub const BLOG_SLUGS: [&str; 3] = [
    "miami-social-media-marketing-2024",
    "ugc-content-strategy-guide",
    "miami-restaurants-tourism-social-media",
];

const ADMIN_SCREENS: [&str; 9] = [
    "dashboard",
    "services",
    "projects",
    "testimonials",
    "client-logos",
    "contact-submissions",
    "content-preview",
    "users",
    "settings",
];

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const REVALIDATE: &str = "no-cache";
const SHORT: &str = "public, max-age=3600";

struct Asset {
    identity: &'static [u8],
    gzip: Option<&'static [u8]>,
    brotli: Option<&'static [u8]>,
    content_type: &'static str,
    cache_control: &'static str,
    etag: String,
}

/// Every file of the UI, by URL path, ready to serve.
pub struct Ui {
    assets: HashMap<String, Asset>,
}

impl Ui {
    pub fn embedded() -> Ui {
        let mut assets = HashMap::new();
        collect(&DIST, &mut assets);
        Ui { assets }
    }

    fn index(&self) -> Option<&Asset> {
        self.assets.get("/index.html")
    }
}

fn collect(dir: &'static Dir<'static>, assets: &mut HashMap<String, Asset>) {
    for file in dir.files() {
        let path = file.path().to_string_lossy().replace('\\', "/");
        if path.ends_with(".gz") || path.ends_with(".br") {
            continue;
        }
        let sibling = |ext: &str| DIST.get_file(format!("{path}.{ext}")).map(|f| f.contents());
        let cache_control = if path.starts_with("assets/") {
            IMMUTABLE
        } else if path.ends_with(".html") {
            REVALIDATE
        } else {
            SHORT
        };
        assets.insert(
            format!("/{path}"),
            Asset {
                identity: file.contents(),
                gzip: sibling("gz"),
                brotli: sibling("br"),
                content_type: content_type(&path),
                cache_control,
                etag: format!("\"{:016x}\"", fnv1a(file.contents())),
            },
        );
    }
    for sub in dir.dirs() {
        collect(sub, assets);
    }
}

/// The fallback of the whole router: static files, then the app's HTML.
pub async fn serve_ui(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return AppError::MethodNotAllowed("Only GET and HEAD are served here".into())
            .into_response();
    }
    let path = uri.path();
    let ui = &state.ui;
    if let Some(asset) = ui.assets.get(path).filter(|_| path != "/index.html") {
        return respond(asset, StatusCode::OK, &method, &headers);
    }
    let status = if is_client_route(path) {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    match ui.index() {
        Some(index) => respond(index, status, &method, &headers),
        None => AppError::NotFound("The UI is not part of this build".into()).into_response(),
    }
}

/// The routes of SPEC.md §2 that the app shows a real screen for.
pub fn is_client_route(path: &str) -> bool {
    let path = match path.strip_suffix('/') {
        Some(trimmed) if !trimmed.is_empty() => trimmed,
        _ => path,
    };
    match path {
        "/" | "/blog" | "/admin" | "/admin/login" | "/admin/register" => true,
        _ => {
            path.strip_prefix("/blog/")
                .is_some_and(|slug| BLOG_SLUGS.contains(&slug))
                || path
                    .strip_prefix("/admin/")
                    .is_some_and(|screen| ADMIN_SCREENS.contains(&screen))
        }
    }
}

fn respond(asset: &Asset, status: StatusCode, method: &Method, request: &HeaderMap) -> Response {
    let accepted = request
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (body, encoding, etag) = match (asset.brotli, asset.gzip) {
        (Some(br), _) if accepts(accepted, "br") => (
            br,
            Some("br"),
            format!("{}-br\"", &asset.etag[..asset.etag.len() - 1]),
        ),
        (_, Some(gz)) if accepts(accepted, "gzip") => (
            gz,
            Some("gzip"),
            format!("{}-gz\"", &asset.etag[..asset.etag.len() - 1]),
        ),
        _ => (asset.identity, None, asset.etag.clone()),
    };

    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(asset.content_type),
    );
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(asset.cache_control),
    );
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if let Ok(value) = HeaderValue::from_str(&etag) {
        headers.insert(header::ETAG, value);
    }
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }

    let not_modified = status == StatusCode::OK
        && request
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|tags| {
                tags.split(',')
                    .any(|t| t.trim().trim_start_matches("W/") == etag || t.trim() == "*")
            });
    if not_modified {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
    let body = if method == Method::HEAD {
        Body::empty()
    } else {
        Body::from(body)
    };
    (status, headers, body).into_response()
}

/// Whether an Accept-Encoding header accepts `coding` (present, and not with q=0).
fn accepts(header: &str, coding: &str) -> bool {
    header.split(',').any(|item| {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or("").trim();
        let refused = parts.any(|p| {
            let p = p.trim();
            p.strip_prefix("q=")
                .is_some_and(|q| q.trim().parse::<f32>().map_or(false, |q| q <= 0.0))
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
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_routes_are_client_routes_and_others_are_not() {
        for path in [
            "/",
            "/blog",
            "/blog/",
            "/blog/ugc-content-strategy-guide",
            "/admin",
            "/admin/login",
            "/admin/register",
            "/admin/dashboard",
            "/admin/client-logos",
            "/admin/users",
        ] {
            assert!(is_client_route(path), "{path}");
        }
        for path in [
            "/nonexistent",
            "/blog/nope",
            "/admin/nope",
            "/blogs",
            "/index.html",
        ] {
            assert!(!is_client_route(path), "{path}");
        }
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
