//! The benchmark's baseline: a bare axum server answering GET /api/services and
//! GET /api/analytics/public with fixed bytes, and nothing else. scripts/bench runs it beside
//! agency-site with the very bytes agency-site returned, so the two can be compared as a ratio.
//!
//!   cargo run --release --example bare_baseline -- 127.0.0.1:9001 services.json analytics.json

use axum::Router;
use axum::body::Bytes;
use axum::http::header;
use axum::routing::get;

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(listen), Some(services), Some(analytics)) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: bare_baseline ADDR SERVICES_JSON_FILE ANALYTICS_JSON_FILE");
        std::process::exit(2);
    };
    let services = Bytes::from(std::fs::read(services).expect("services file"));
    let analytics = Bytes::from(std::fs::read(analytics).expect("analytics file"));
    const JSON: [(header::HeaderName, &str); 1] = [(header::CONTENT_TYPE, "application/json")];
    let app = Router::new()
        .route("/api/services", get(move || async move { (JSON, services) }))
        .route("/api/analytics/public", get(move || async move { (JSON, analytics) }));
    let listener = tokio::net::TcpListener::bind(&listen).await.expect("bind");
    axum::serve(listener, app).await.expect("serve");
}
