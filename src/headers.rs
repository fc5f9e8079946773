//! Security headers on every response. The Content-Security-Policy allows scripts only from this
//! site plus the inline scripts of the UI's index.html by their SHA-256 hashes (no
//! 'unsafe-inline'), and the analytics host only when a measurement id is set. HSTS is sent when
//! the public URL is https.

use axum::http::{HeaderName, HeaderValue, header};
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};

use crate::domain::settings::PublicSettings;

const GOOGLE_TAG: &str = "https://www.googletagmanager.com";
const GOOGLE_COLLECT: &str =
    "https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com";

/// The policy of responses that are not HTML pages (JSON, scripts, styles, images).
const NOT_A_DOCUMENT: &str = "default-src 'none'; frame-ancestors 'none'";
/// An uploaded SVG opened on its own is a document: its own styles may apply, nothing may run
/// or load, and the sandbox gives it an opaque origin besides.
const SVG_DOCUMENT: &str = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/// The headers that are the same on every response.
const FIXED: [(HeaderName, HeaderValue); 5] = [
    (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
    (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
    (
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static(
            "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
        ),
    ),
    (HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin")),
];

/// The headers that depend on the settings, built once per change.
pub struct Policy {
    csp: HeaderValue,
    hsts: Option<HeaderValue>,
}

impl Policy {
    pub fn new(script_hashes: &[String], settings: &PublicSettings) -> Policy {
        let analytics = !settings.analytics_id.is_empty();
        let https = settings.public_url.starts_with("https://");
        let mut scripts = vec!["'self'".to_owned()];
        scripts.extend(script_hashes.iter().map(|h| format!("'sha256-{h}'")));
        let mut connect = "'self'".to_owned();
        if analytics {
            scripts.push(GOOGLE_TAG.to_owned());
            connect = format!("'self' {GOOGLE_COLLECT}");
        }
        let mut csp = format!(
            "default-src 'self'; script-src {}; style-src 'self'; img-src 'self' data: https: http:; \
             font-src 'self'; media-src 'self'; connect-src {connect}; object-src 'none'; base-uri 'self'; \
             form-action 'self'; frame-ancestors 'none'; manifest-src 'self'",
            scripts.join(" ")
        );
        if https {
            csp.push_str("; upgrade-insecure-requests");
        }
        Policy {
            csp: HeaderValue::from_str(&csp)
                .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'")),
            hsts: https.then(|| HeaderValue::from_static("max-age=31536000")),
        }
    }
}

/// Base64 SHA-256 of each executable inline <script> in `html` (not `src=`, not JSON data blocks).
pub fn inline_script_hashes(html: &str) -> Vec<String> {
    let mut hashes = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let after = &rest[start..];
        let Some(open_end) = after.find('>') else { break };
        let tag = &after[..open_end];
        let body_and_rest = &after[open_end + 1..];
        let Some(close) = body_and_rest.find("</script>") else { break };
        let body = &body_and_rest[..close];
        let is_data = tag.contains("application/json") || tag.contains("application/ld+json");
        if !tag.contains(" src=") && !is_data && !body.is_empty() {
            hashes.push(base64::engine::general_purpose::STANDARD.encode(Sha256::digest(body.as_bytes())));
        }
        rest = &body_and_rest[close..];
    }
    hashes
}

/// Sets the headers on `response` (every response passes here, see `app::app`) with the policy of
/// the settings in force, so a settings change applies to the next response.
pub fn apply(policy: &Policy, mut response: Response) -> Response {
    // Only documents run scripts: everything else gets the shortest policy that forbids it all.
    let content_type = response.headers().get(header::CONTENT_TYPE).map(HeaderValue::as_bytes).unwrap_or(b"");
    let csp = if content_type.starts_with(b"text/html") {
        policy.csp.clone()
    } else if content_type.starts_with(b"image/svg+xml") {
        HeaderValue::from_static(SVG_DOCUMENT)
    } else {
        HeaderValue::from_static(NOT_A_DOCUMENT)
    };
    let headers = response.headers_mut();
    headers.reserve(FIXED.len() + 2);
    headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    if let Some(hsts) = &policy.hsts {
        headers.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone());
    }
    for (name, value) in FIXED {
        headers.insert(name, value);
    }
    response
}

/// Wraps the site so that answers which need a token or carry one (`/api/admin/…`,
/// `/api/auth/…`, and any request that sends `Authorization`) say `Cache-Control: no-store`: no
/// browser, proxy or shared cache may keep an inbox, a registration key or a session token.
/// Public answers pass through untouched, without an allocation.
#[derive(Clone)]
pub struct PrivateAnswers<S>(pub S);

const NO_STORE: HeaderValue = HeaderValue::from_static("no-store");

fn is_private<B>(request: &axum::http::Request<B>) -> bool {
    let path = request.uri().path();
    request.headers().contains_key(header::AUTHORIZATION)
        || path.starts_with("/api/admin/")
        || path.starts_with("/api/auth/")
}

impl<S, B> tower::Service<axum::http::Request<B>> for PrivateAnswers<S>
where
    S: tower::Service<axum::http::Request<B>, Response = Response>,
    S::Future: Send + 'static,
{
    type Response = Response;
    type Error = S::Error;
    type Future = futures_util::future::Either<
        S::Future,
        futures_util::future::BoxFuture<'static, Result<Response, S::Error>>,
    >;

    fn poll_ready(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Result<(), S::Error>> {
        self.0.poll_ready(cx)
    }

    fn call(&mut self, request: axum::http::Request<B>) -> Self::Future {
        use futures_util::future::{Either, FutureExt};
        if !is_private(&request) {
            return Either::Left(self.0.call(request));
        }
        Either::Right(
            self.0
                .call(request)
                .map(|answer| {
                    answer.map(|mut response| {
                        response.headers_mut().insert(header::CACHE_CONTROL, NO_STORE);
                        response
                    })
                })
                .boxed(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(analytics_id: &str, public_url: &str) -> PublicSettings {
        PublicSettings {
            site_name: "S".into(),
            contact_email: "a@b.co".into(),
            contact_phone: "123".into(),
            public_url: public_url.into(),
            analytics_id: analytics_id.into(),
            time_zone: "UTC".into(),
            languages: "en".into(),
        }
    }

    #[test]
    fn only_executable_inline_scripts_are_hashed() {
        let html = r#"<script>a()</script><script type="module" src="/x.js"></script>
            <script id="app-data" type="application/json">{}</script><script type="application/ld+json">{}</script>"#;
        let hashes = inline_script_hashes(html);
        assert_eq!(hashes.len(), 1);
        assert_eq!(hashes[0], base64::engine::general_purpose::STANDARD.encode(Sha256::digest(b"a()")));
    }

    #[test]
    fn the_policy_never_allows_unsafe_inline_scripts() {
        let policy = Policy::new(&["abc".into()], &settings("", "http://x"));
        let csp = policy.csp.to_str().unwrap();
        assert!(csp.contains("script-src 'self' 'sha256-abc';"), "{csp}");
        assert!(!csp.contains("unsafe-inline") && !csp.contains("googletagmanager"));
        assert!(csp.contains("frame-ancestors 'none'"));
        assert!(policy.hsts.is_none());
    }

    #[test]
    fn analytics_and_https_open_only_what_they_need() {
        let policy = Policy::new(&[], &settings("G-ABC123", "https://myth.example"));
        let csp = policy.csp.to_str().unwrap();
        assert!(csp.contains(GOOGLE_TAG) && csp.contains("upgrade-insecure-requests"));
        assert!(policy.hsts.is_some());
    }
}
